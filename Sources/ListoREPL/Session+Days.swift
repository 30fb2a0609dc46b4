import ListoAnnouncer
import ListoModel

/// Days that repeat: `repeat`, `set start`, `remind`, `reminders`, and done on a
/// repeating row, which completes one occurrence instead of finishing the row.
extension Session {
    /// Now, to the minute: the day from `clock`, the time from `timeOfDay`.
    var now: Moment { Moment(day: today, minute: environment.timeOfDay()) }

    /// Whether a typed 3/1 is read as a day and a month, as Spanish writes dates: in
    /// English it stays unread, since it is 1 March to some and 3 January to others.
    var dayMonth: Bool { settings.language == .es }

    /// Whether a field name means the start date (`set start monday`, `set waiting
    /// monday`), which is the row's own: a field the list declares by that name wins,
    /// as set sets every declared field, and the other word reaches the date.
    func isStartWord(_ name: String) -> Bool {
        (Keyword.start.matchesInAnyLanguage(name) || Keyword.waiting.matchesInAnyLanguage(name))
            && storedDocument.settings.field(named: name) == nil
    }

    /// After set or unset of a declared field named as the start date is (start,
    /// inicio), once a session for each list: that the field was set, and the word
    /// that sets the day a row waits until. Nothing where that word is a field too.
    func startFieldNotice(_ name: String) -> [Announcement] {
        guard Keyword.start.matchesInAnyLanguage(name), let field = storedDocument.settings.field(named: name),
              isStartWord(Keyword.waiting.word(in: settings.language)),
              !state.startFieldHeard.contains(state.listID) else { return [] }
        state.startFieldHeard.insert(state.listID)
        return [.said(.startField(.declared(field: field.name, list: storedDocument.name)))]
    }

    /// `repeat every week`, `repeat off`, `repetir cada semana`.
    /// nil: off, by the words the declaration gives it (Grammar.swift).
    func repeatCommand(_ typed: String?) throws -> [Announcement] {
        let row = try row(nil)
        guard let current = storedDocument.row(row) else { throw Refusal.noFocusedRow }
        var schedule = current.schedule
        var weekday: Int?
        if let text = typed {
            if let plain = Recurrence.weekdayAfterDone(text) { throw Refusal.said(.days(.rWeekdayAfterDone(text, plain))) }
            weekday = Recurrence.parse(text) == nil ? Recurrence.weekday(text) : nil
            guard let recurrence = Recurrence.parse(text) ?? weekday.map({ _ in Recurrence(unit: .week) }) else {
                if let typed = monthDayOutOfRange(text) { throw Refusal.said(.days(.rOutOfRangeMonthDay(typed, commandWord("repeat")))) }
                throw outOfRange(text, Recurrence.intervals, named: commandWord("repeat")) { Recurrence.parse($0) != nil } ?? Refusal.badDays(.repeat, text: text)
            }
            let kept = recurrence.keepingMonthDay(due: current.dueDate ?? today, before: current.schedule.recurrence)
            let moves = weekday.map { Recurrence.dueOnWeekday($0, from: current.dueDate ?? today) != nil } ?? false
            if kept == current.schedule.recurrence, !moves { return [.unchanged(.sameRepeat(title: current.title, kept))] }
            schedule.recurrence = kept
        } else {
            guard schedule.recurrence != nil else { return [.unchanged(.scheduleOff(title: current.title, part: .repeat))] }
            schedule.recurrence = nil
        }
        let first = schedule.recurrence?.firstDue(today: today)
        return [.changes(try perform { _ in .setSchedule(list: state.listID, row: row, schedule: schedule, firstDue: first, onWeekday: weekday) }.events)]
    }

    /// The words of a monthly repeat whose day is no day of a month (`every month on the
    /// 32nd`, `on the -1st`, `cada mes el 0`), as typed: read again with the 1st in its
    /// place they repeat. nil for any other words.
    func monthDayOutOfRange(_ text: String) -> String? {
        var words = text.split(separator: " ").map(String.init)
        guard let last = words.last, words.contains(where: { ["month", "months", "mes", "meses"].contains(Names.key($0)) }) else { return nil }
        let digits = last.drop { $0 == "-" }.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, last.first == "-" || last.first?.isNumber == true else { return nil }
        let suffix = last.drop { $0 == "-" }.dropFirst(digits.count)
        guard ["", "st", "nd", "rd", "th", "º", "ª", "."].contains(suffix.lowercased()) else { return nil }
        words[words.count - 1] = suffix.isEmpty ? "1" : "1st"
        guard Recurrence.parse(words.joined(separator: " ")) != nil || Recurrence.parse(words.dropLast().joined(separator: " ") + " 1") != nil else { return nil }
        return text
    }

    /// The refusal of the right words holding a number out of their range, said with
    /// the range (`every 1000 weeks is out of range: repeat takes from 1 to 999 weeks.`)
    /// where the forms the command takes would suggest the words were wrong. nil when
    /// the words are wrong whatever their number.
    func outOfRange(_ text: String, _ range: ClosedRange<Int>, named name: String, reads: (String) -> Bool) -> Refusal? {
        guard let found = NumberOutOfRangeWords.find(in: text, range: range, reads: reads) else { return nil }
        let (typed, low, high) = (found.typed, range.lowerBound, range.upperBound)
        switch found.unit {
        case .days: return .said(.days(.rOutOfRangeDays(typed, name, low, high)))
        case .weeks: return .said(.days(.rOutOfRangeWeeks(typed, name, low, high)))
        case .months: return .said(.days(.rOutOfRangeMonths(typed, name, low, high)))
        case .years: return .said(.days(.rOutOfRangeYears(typed, name, low, high)))
        }
    }

    /// The refusal of words a field of a type doesn't read as its value: a date past
    /// the calendar's ends, `in N days` beyond what it takes, or words that are no value.
    func badValue(_ field: FieldDeclaration, _ text: String) -> Refusal {
        guard field.type == .date else { return .badFieldValue(field: field.name, type: field.type, text: text) }
        if let end = DateWords.pastCalendar(text, today: today, dayMonth: dayMonth) { return .pastCalendar(text, end: end) }
        if DateWords.beyondReach(text, today: today, dayMonth: dayMonth) { return .said(.days(.rOutOfReach(text, field.name, DateWords.typedYears))) }
        let reads = { [today, dayMonth] in DateWords.parse($0, today: today, dayMonth: dayMonth) != nil }
        return outOfRange(text, DateWords.relativeCounts, named: field.name, reads: reads)
            ?? .badFieldValue(field: field.name, type: field.type, text: text)
    }

    /// `set start monday`, `unset start`: the row waits out of the default view until then.
    func startCommand(_ reference: RowReference?, _ text: String?) throws -> [Announcement] {
        let row = try row(reference)
        guard let current = storedDocument.row(row) else { throw Refusal.noFocusedRow }
        var schedule = current.schedule
        // Cleared by the off words the set declaration takes (`Keyword.startOff`), in either language.
        if let text, !Keyword.startOff.contains(where: { $0.matchesInAnyLanguage(text) }) {
            guard let day = DateWords.parseToKeep(text, today: today, dayMonth: dayMonth) else {
                if let end = DateWords.pastCalendar(text, today: today, dayMonth: dayMonth) { throw Refusal.pastCalendar(text, end: end) }
                if DateWords.beyondReach(text, today: today, dayMonth: dayMonth) {
                    throw Refusal.said(.days(.rOutOfReach(text, Keyword.start.word(in: settings.language), DateWords.typedYears)))
                }
                throw Refusal.badDays(.start, text: text)
            }
            if day == current.schedule.start { return [.unchanged(.sameStart(title: current.title, day))] }
            schedule.start = day
        } else {
            guard schedule.start != nil else { return [.unchanged(.scheduleOff(title: current.title, part: .start))] }
            schedule.start = nil
        }
        let fallback = schedule.isWaiting(today: today) ? fallback(leaving: [row]) : state.focus
        let outcome = try perform { _ in .setSchedule(list: state.listID, row: row, schedule: schedule, firstDue: nil) }
        return [.changes(outcome.events)] + settleFocus(fallback)
    }

    /// `remind 9:00`, `remind tomorrow 18:00`, `remind 1 day before`, `remind off`.
    /// nil: off, by the words the declaration gives it (Grammar.swift).
    func remindCommand(_ typed: String?) throws -> [Announcement] {
        let row = try row(nil)
        guard let current = storedDocument.row(row) else { throw Refusal.noFocusedRow }
        var schedule = current.schedule
        if let text = typed {
            guard let reminder = Reminder.parse(text, now: now, dayMonth: dayMonth) else {
                if let end = Reminder.pastCalendar(text, now: now, dayMonth: dayMonth) { throw Refusal.pastCalendar(text, end: end) }
                if Reminder.beyondReach(text, now: now, dayMonth: dayMonth) {
                    throw Refusal.said(.days(.rOutOfReach(text, commandWord("remind"), DateWords.typedYears)))
                }
                let reads = { [now, dayMonth] in Reminder.parse($0, now: now, dayMonth: dayMonth) != nil }
                throw outOfRange(text, Reminder.typedBefore, named: commandWord("remind"), reads: reads) ?? Refusal.badDays(.reminder, text: text)
            }
            if case .beforeDue = reminder, current.dueDate == nil { throw Refusal.badDays(.reminderNeedsDue, text: current.title) }
            // A day gone by would be kept and never ring, with nothing said of it; a time
            // earlier today rings at once, as a reminder that fell while listo was closed.
            if case .at(let day, _) = reminder, day < today {
                throw Refusal.said(.pastReminder(.passed(text)))
            }
            if reminder == current.schedule.reminder { return [.unchanged(.sameReminder(title: current.title, reminder))] }
            schedule.reminder = reminder
        } else {
            guard schedule.reminder != nil else { return [.unchanged(.scheduleOff(title: current.title, part: .reminder))] }
            schedule.reminder = nil
        }
        let outcome = try perform { _ in .setSchedule(list: state.listID, row: row, schedule: schedule, firstDue: nil) }
        state.reminded[row] = nil
        // A done row's reminder is kept but not said when it falls, as `reminders` leaves it out: said now, once.
        if typed != nil, current.isDone { return [.changes(outcome.events), .said(.reminderWaitsDone(current.title))] }
        return [.changes(outcome.events)]
    }

    /// Every reminder in every list, with the moment it falls at, soonest first. The
    /// store hands out the rows holding a schedule, which are few, so a list read in
    /// windows is not read whole and a reminder on a row not in memory is still said.
    /// `asideFromAnswers`: asked between answers and at the prompt, where a store that
    /// can't hand them out leaves the reminders to the rows in memory, as the command
    /// that meets the store's failure says it once; the `reminders` command says it.
    func allReminders(asideFromAnswers: Bool = false) throws -> [ReminderItem] {
        var items: [ReminderItem] = []
        for list in library.lists {
            let rows: [Row]
            if let kept = cache.scheduled[list.id] {
                rows = kept
            } else {
                do {
                    rows = try store.scheduledRows(of: list.id)
                    cache.scheduled[list.id] = rows
                } catch where asideFromAnswers {
                    rows = list.everyRow
                }
            }
            for row in rows {
                guard let reminder = row.schedule.reminder, !row.isDone, let moment = reminder.moment(due: row.dueDate) else { continue }
                items.append(ReminderItem(list: list.name, row: row.id, title: row.title, moment: moment, due: row.dueDate))
            }
        }
        return items.sorted { $0.moment < $1.moment }
    }

    /// `reminders`: those still to come.
    func remindersCommand() throws -> [Announcement] {
        let moment = now
        return [.reminders(try allReminders().filter { $0.moment > moment })]
    }

    /// The reminders that have fallen due and not been said in this session, marked
    /// said, and the moment of the next still to come, from one read of every list.
    /// The runner asks at start, after each answer and while the prompt waits, never
    /// inside an answer.
    public func reminders() throws -> (due: [Announcement], next: Moment?) {
        let items = try allReminders(asideFromAnswers: true)
        let moment = now
        var due: [Announcement] = []
        for item in items where item.moment <= moment && state.reminded[item.row] != item.moment {
            // A reminder days old is not said: only those of today, and of a due today or later.
            guard item.moment.day == moment.day || (item.due.map { $0 >= moment.day } ?? false) else { continue }
            state.reminded[item.row] = item.moment
            due.append(.reminderDue(item))
        }
        return (due, items.first { $0.moment > moment && state.reminded[$0.row] != $0.moment }?.moment)
    }

    /// A reminder that done on a repeating row moved to a moment already past (`remind 1
    /// day before` on a daily row, done after its time) is counted as said: the person
    /// is at the row, and it would otherwise be said at once for the occurrence after
    /// the one just done. One still to come is said when it falls.
    func quietPassedReminders(_ outcome: Outcome) {
        guard outcome.events.contains(where: { if case .occurrenceDone = $0 { true } else { false } }) else { return }
        let moment = now
        for id in outcome.changes.rows {
            guard let row = storedDocument.row(id), row.repeats, let at = row.schedule.reminder?.moment(due: row.dueDate), at <= moment else { continue }
            state.reminded[id] = at
        }
    }

    /// Done on one repeating row becomes the completion of the occurrence the person
    /// last heard it due on, so that a second session's done on the same day is refused.
    func completingRepeats(_ operation: ListoModel.Operation) -> ListoModel.Operation {
        let done: RowID?
        switch operation {
        case .setField(_, let row, let field, .bool(true)?) where FieldRole.done.isNamed(field): done = row
        case .toggleField(_, let row, let field) where FieldRole.done.isNamed(field): done = row
        case .runAction(_, let rows, let action) where rows.count == 1 && action.effects.contains(where: {
            switch $0 {
            case .setField(let name, .bool(true)), .toggle(let name): return FieldRole.done.isNamed(name)
            default: return false
            }
        }): done = rows[0]
        case .runAction(let list, let rows, let action) where rows.count > 1 && action.effects.contains(where: {
            switch $0 {
            case .setField(let name, .bool(true)), .toggle(let name): return FieldRole.done.isNamed(name)
            default: return false
            }
        }):
            // A selection: its repeating rows each move to their next due, in the same undo step as the rest.
            let document = storedDocument
            let repeating = rows.filter { document.row($0).map { $0.repeats && !$0.isDone } ?? false }
            guard !repeating.isEmpty else { return operation }
            let occurrences = repeating.map { Occurrence(row: $0, due: state.turn.seenDue[$0] ?? document.row($0)?.dueDate) }
            return .completeSelection(list: list, occurrences: occurrences, doneOn: today, others: rows.filter { !repeating.contains($0) }, action: action)
        default: done = nil
        }
        guard let id = done, let row = storedDocument.row(id), row.repeats, !row.isDone else { return operation }
        let occurrence = state.turn.seenDue[id] ?? row.dueDate
        return .completeOccurrence(list: state.listID, row: id, occurrence: occurrence, doneOn: today)
    }
}
