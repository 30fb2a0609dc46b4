import ListoModel

/// How repeats, start dates and reminders are said.
extension Announcer {
    /// "repeats weekly", "repeats every 2 days", "repeats monthly on the 1st", "repeats yearly", "repeats every weekday",
    /// with "after done" for a repeat counted from the day it was done.
    public func repeatWords(_ r: Recurrence) -> String {
        var words: String
        switch (r.unit, r.interval) {
        case (.weekday, _): words = t(.days(.repeatWeekdays))
        case (.day, 1): words = t(.days(.repeatDaily))
        case (.week, 1): words = t(.days(.repeatWeekly))
        case (.month, 1): words = t(.days(.repeatMonthly))
        case (.year, 1): words = t(.days(.repeatYearly))
        case (.year, let n): words = t(.days(.repeatEveryYears(n)))
        case (.day, let n): words = t(.days(.repeatEveryDays(n)))
        case (.week, let n): words = t(.days(.repeatEveryWeeks(n)))
        case (.month, let n): words = t(.days(.repeatEveryMonths(n)))
        }
        if r.unit == .month, let day = r.monthDay { words += " " + (day >= 31 ? t(.days(.repeatOnLast)) : t(.days(.repeatOnDay(ordinal(day))))) }
        if r.fromDone { words += " " + t(.days(.repeatAfterDone)) }
        return words
    }

    func ordinal(_ n: Int) -> String {
        guard t.language == .en else { return "\(n)" }
        let tens = n % 100
        if (11...13).contains(tens) { return "\(n)th" }
        switch n % 10 {
        case 1: return "\(n)st"
        case 2: return "\(n)nd"
        case 3: return "\(n)rd"
        default: return "\(n)th"
        }
    }

    /// "Tuesday 8 December": a day said in full, with the year when it is another.
    func fullDay(_ date: CalendarDate) -> String {
        t(.agendaDay(weekdayName(date.weekday), dayMonth(date, withYear: date.year != today?.year)))
    }

    /// The day a repeat falls due, as its answers say it: "today", "tomorrow", else the
    /// day in full ("Sunday 6 December", Spanish "el domingo 6 de diciembre"), as every
    /// other answer names today and tomorrow.
    func dueDay(_ date: CalendarDate) -> String {
        guard let today else { return t(.dateOnDay(fullDay(date))) }
        switch today.days(until: date) {
        case 0: return t(.dateToday)
        case 1: return t(.dateTomorrow)
        case -1: return t(.dateYesterday)
        default: return t(.dateOnDay(fullDay(date)))
        }
    }

    /// "Monday", "tomorrow", "9 December": a day said from today, without "due".
    func dayWords(_ date: CalendarDate) -> String {
        guard let today else { return date.iso }
        return relativeWords(RelativeDate(date, today: today, overdue: false))
    }

    /// "reminder tomorrow 9am", "reminder 1 day before, 6:30pm"; "aviso mañana a las 9".
    func reminderWords(_ reminder: Reminder) -> String {
        switch reminder {
        case .at(let day, let minute): return t(.days(.remindAt(dayWords(day), clock(minute))))
        case .beforeDue(0, let minute): return t(.days(.remindOnDue(clock(minute))))
        case .beforeDue(let days, let minute): return t(.days(.remindBefore(days, clock(minute))))
        }
    }

    /// A time of day as the language says it, from minutes after midnight.
    func clock(_ minute: Int) -> String {
        t(.days(.clock(minute / 60 % 24, minute % 60)))
    }

    /// The words a row's schedule adds to its states: its repeat, the day it
    /// waits for, its reminder.
    func scheduleStates(of row: Row) -> [String] {
        var words: [String] = []
        let s = row.schedule
        if let r = s.recurrence { words.append(t(.days(.repeatState(repeatWords(r))))) }
        if let start = s.start, let today, start > today { words.append(t(.days(.startWaiting(dayWords(start))))) }
        if let reminder = s.reminder, !low { words.append(reminderWords(reminder)) }
        return words
    }

    /// A repeating row's overdue due, missed more than once: "overdue 3 weeks, 3 times missed".
    func missedWords(_ row: Row, _ due: CalendarDate) -> String? {
        guard let r = row.schedule.recurrence, let today, due < today, !row.isDone else { return nil }
        let missed = r.missed(due: due, today: today)
        guard missed > 1 else { return nil }
        let late = r.lateness(due: due, today: today)
        let amount: String
        switch late.unit {
        case .day, .weekday: amount = t(.dateOverdueDays(late.amount))
        case .week: amount = t(.days(.missedWeeks(late.amount)))
        case .month: amount = t(.days(.missedMonths(late.amount)))
        case .year: amount = t(.days(.missedYears(late.amount)))
        }
        return amount + ", " + t(.days(.missedTimes(missed)))
    }

    func scheduleEventLine(_ event: Event) -> String? {
        switch event {
        case .scheduleChanged(let title, let before, let after, let due):
            var lines: [String] = []
            // A due moved to the weekday of a weekly repeat already set is said as the repeat is.
            if before.recurrence != after.recurrence || (due != nil && after.recurrence != nil) {
                if let r = after.recurrence {
                    var line = t(.days(.evRepeats(title, repeatWords(r))))
                    if let due { line += " " + t(.days(.evFirstDue(dueDay(due)))) }
                    lines.append(line)
                } else {
                    lines.append(t(.days(.evRepeatOff(title))))
                }
            }
            if before.start != after.start {
                if let start = after.start {
                    lines.append(start > (today ?? start) ? t(.days(.evWaiting(title, dayWords(start)))) : t(.days(.evStarted(title, dayWords(start)))))
                } else {
                    lines.append(t(.days(.evStartOff(title))))
                }
            }
            if before.reminder != after.reminder {
                lines.append(after.reminder.map { t(.days(.evRemind(title, reminderWords($0)))) } ?? t(.days(.evRemindOff(title))))
            }
            return lines.isEmpty ? t(.days(.evRepeatsSame(title))) : lines.joined(separator: " ")
        case .occurrenceDone(let title, let next, let missed, let reopened, _):
            var line = t(.days(.evOccurrenceDone(title)))
            if missed > 1 { line = t(.days(.evOccurrenceDoneMissed(missed, title))) }
            line += " " + t(.days(.evNextDue(dueDay(next))))
            if reopened > 0 { line += " " + t(.days(.evReopened(reopened))) }
            return line
        default:
            return nil
        }
    }

    func scheduleUndoPhrase(_ event: Event) -> String? {
        switch event {
        case .scheduleChanged(let title, let before, let after, _):
            // Named by what the change set, as repeat every week and remind 9:00 are typed.
            var parts: [String] = []
            if before.recurrence != after.recurrence {
                parts.append(after.recurrence.map { t(.days(.uRepeat(repeatWords($0), title))) } ?? t(.days(.uRepeatOff(title))))
            }
            if before.start != after.start {
                parts.append(after.start.map { t(.days(.uStart(dayWords($0), title))) } ?? t(.days(.uStartOff(title))))
            }
            if before.reminder != after.reminder {
                parts.append(after.reminder.map { t(.days(.uReminder(reminderWords($0), title))) } ?? t(.days(.uReminderOff(title))))
            }
            return parts.isEmpty ? t(.days(.uSchedule(title))) : t.series(parts)
        case .occurrenceDone(let title, _, _, _, _): return t(.uDone(title))
        default: return nil
        }
    }

    func scheduleErrorText(_ error: ModelError) -> String? {
        switch error {
        case .scheduleUnchanged(let title): return t(.days(.rScheduleUnchanged(title)))
        case .noDueField(let list): return t(.days(.rNoDueField(list)))
        case .notRepeating(let title): return t(.days(.rNotRepeating(title)))
        case .noLaterOccurrence(let title): return t(.days(.rNoLaterOccurrence(title)))
        case .occurrenceAlreadyDone(let title, let next):
            return next.map { t(.days(.rOccurrenceDone(title, dueDay($0)))) } ?? t(.days(.rOccurrenceDoneNoDue(title)))
        default: return nil
        }
    }

    /// `reminders`: the reminders to come, soonest first.
    public func remindersLines(_ items: [ReminderItem]) -> [String] {
        guard !items.isEmpty else { return [t(.days(.remindersNone))] }
        return [t(.days(.remindersHead(items.count)))]
            + items.map { item in joined([item.title, item.list, t(.days(.remindWhen(dayWords(item.moment.day), clock(item.moment.minute))))]) + "." }
    }

    /// A reminder falling due, said at the prompt: "Reminder: Water the plants, due today."
    public func reminderLine(_ item: ReminderItem) -> String {
        var parts = [item.title]
        if let due = item.due { parts.append(dateState(FieldRole.due.name(in: t.language), due, overdue: due < (today ?? due))) }
        return t(.days(.reminderNow(joined(parts))))
    }
}

/// A reminder to come, or one falling due, with what is needed to say it.
public struct ReminderItem: Hashable, Sendable {
    public var list: String
    public var row: RowID
    public var title: String
    public var moment: Moment
    public var due: CalendarDate?

    public init(list: String, row: RowID, title: String, moment: Moment, due: CalendarDate?) {
        self.list = list
        self.row = row
        self.title = title
        self.moment = moment
        self.due = due
    }
}
