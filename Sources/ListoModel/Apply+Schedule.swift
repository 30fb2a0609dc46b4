/// Days that repeat: setting a row's repeat, start and reminder, and completing
/// one occurrence of a repeating row.
extension ListDocument {
    /// The declared due field, under its name in the list's language.
    var dueFieldName: String? { FieldRole.due.field(in: settings.fields)?.name }
    var doneFieldName: String? { FieldRole.done.field(in: settings.fields)?.name }
}

func setSchedule(
    _ document: inout ListDocument, _ id: RowID, _ schedule: Schedule, firstDue: CalendarDate?, onWeekday weekday: Int? = nil,
    _ changes: inout Changes
) throws(ModelError) -> ([Event], Operation) {
    guard let before = snapshot(document, id) else { throw .rowMissing(id) }
    let old = before.row.schedule
    // A weekly repeat typed again with a weekday (`every monday`) still moves a due that is on another day.
    let weekdayMoves = weekday.map { day in before.row.dueDate.map { Recurrence.dueOnWeekday(day, from: $0) != nil } ?? false } ?? false
    guard old != schedule || weekdayMoves else { throw .scheduleUnchanged(title: before.row.title) }
    var row = before.row
    row.schedule = schedule
    // A row that starts repeating with no due gets its first one.
    var due: CalendarDate? = nil
    if schedule.recurrence != nil, row.dueDate == nil {
        guard let name = document.dueFieldName else { throw .noDueField(list: document.name) }
        if let firstDue {
            row.fields[name] = .date(firstDue)
            due = firstDue
        }
    }
    // A repeat set to a day of the month takes the due there, so that the row is not
    // due once more on a day it no longer repeats on.
    if let recurrence = schedule.recurrence, recurrence != old.recurrence, let current = row.dueDate,
       let moved = recurrence.dueOnMonthDay(current), let name = document.dueFieldName {
        row.fields[name] = .date(moved)
        due = moved
    }
    // A weekly repeat on a weekday takes the due to the first such day on or after it.
    if let weekday, let current = row.dueDate, let moved = Recurrence.dueOnWeekday(weekday, from: current), let name = document.dueFieldName {
        row.fields[name] = .date(moved)
        due = moved
    }
    document.updateRow(id) { $0 = row }
    changes.rows.insert(id)
    return ([.scheduleChanged(title: row.title, before: old, after: schedule, due: due)], .restoreRows(list: document.id, put: [before], remove: []))
}

/// Marks the occurrence `occurrence` of a repeating row done on `doneOn`: the row
/// stays, its due and its reminder move to the next occurrence, its done count
/// grows, and its subtasks come back not done. An occurrence that is no longer the row's due
/// (another session completed it) is refused, so two sessions never skip one.
func completeOccurrence(
    _ document: inout ListDocument, _ id: RowID, occurrence: CalendarDate?, doneOn: CalendarDate, _ changes: inout Changes
) throws(ModelError) -> ([Event], Operation) {
    guard let before = snapshot(document, id) else { throw .rowMissing(id) }
    var row = before.row
    guard row.schedule.recurrence != nil else { throw .notRepeating(title: row.title) }
    guard let dueName = document.dueFieldName else { throw .noDueField(list: document.name) }
    if row.dueDate != occurrence {
        throw .occurrenceAlreadyDone(title: row.title, next: row.dueDate)
    }
    guard let done = row.completingOccurrence(doneOn: doneOn, due: dueName, done: document.doneFieldName) else {
        throw .noLaterOccurrence(title: row.title)
    }
    row = done.row
    document.updateRow(id) { $0 = row }
    changes.rows.insert(id)
    if let doneName = document.doneFieldName {
        for child in done.reopened {
            document.updateRow(child) { $0.fields[doneName] = .bool(false) }
            changes.rows.insert(child)
        }
    }
    let missed = done.missed, next = done.next, reopened = done.reopened.count
    let event = Event.occurrenceDone(title: row.title, next: next, missed: missed, reopened: reopened, count: row.schedule.doneCount)
    return ([event], .restoreRows(list: document.id, put: [before], remove: []))
}

/// Done on a selection: each repeating row completes its occurrence, the others
/// get the action; one inverse puts every row back as it was.
func completeSelection(
    _ document: inout ListDocument, _ occurrences: [Occurrence], doneOn: CalendarDate, others: [RowID], action: SwipeAction,
    _ changes: inout Changes
) throws(ModelError) -> ([Event], Operation) {
    var events: [Event] = []
    var put: [RowSnapshot] = []
    for occurrence in occurrences {
        let (said, inverse) = try completeOccurrence(&document, occurrence.row, occurrence: occurrence.due, doneOn: doneOn, &changes)
        events += said
        if case .restoreRows(_, let before, _) = inverse { put += before }
    }
    if !others.isEmpty {
        let (said, inverse) = try runAction(&document, others, action, &changes)
        events += said
        if case .restoreRows(_, let before, _) = inverse { put += before }
    }
    return (events, .restoreRows(list: document.id, put: put, remove: []))
}

/// A repeating row with one occurrence done: the row as it becomes, its next due,
/// the occurrences missed before the one done, and the subtasks brought back not done.
public struct CompletedOccurrence: Hashable, Sendable {
    public var row: Row
    public var next: CalendarDate
    public var missed: Int
    public var reopened: [RowID]
}

extension Row {
    /// The row with its occurrence done on `doneOn`, as done on a repeating row
    /// leaves it: its due and its reminder move to the next occurrence, it is not
    /// done, its done count grows, and its subtasks come back not done. One place
    /// for it, so that a repeating task done in another app (an iCalendar file, a
    /// calendar folder) comes back as done here would bring it. `due` and `done`
    /// name the list's fields in those roles; nil when the row does not repeat or
    /// its repeat has no later occurrence.
    public func completingOccurrence(doneOn: CalendarDate, due dueName: String, done doneName: String?) -> CompletedOccurrence? {
        guard let recurrence = schedule.recurrence else { return nil }
        var row = self
        let due = row.dueDate
        // A monthly repeat set before it kept its day keeps the due's from now on, so that
        // a 31st clamped to a shorter month does not stay on the shorter month's last day.
        let kept = recurrence.keepingMonthDay(due: due, before: nil)
        row.schedule.recurrence = kept
        let missed = due.map { kept.missed(due: $0, today: doneOn) } ?? 0
        guard let next = kept.next(afterDue: due, doneOn: doneOn) else { return nil }
        row.fields[dueName] = .date(next)
        // Its reminder moves on with the due, at the same time of day, so that it is said
        // again for the next occurrence; one relative to the due follows it already.
        row.schedule.reminder = row.schedule.reminder?.moved(days: (due ?? doneOn).days(until: next))
        if let doneName, row.fields[doneName] != nil { row.fields[doneName] = .bool(false) }
        row.schedule.doneCount = row.schedule.doneCount < Int.max ? row.schedule.doneCount + 1 : Int.max
        // Its subtasks, at every depth, come back not done.
        var reopened: [RowID] = []
        if let doneName {
            func reopen(_ children: inout [Row]) {
                for i in children.indices {
                    if children[i].fields[doneName] == .bool(true) {
                        children[i].fields[doneName] = .bool(false)
                        reopened.append(children[i].id)
                    }
                    reopen(&children[i].children)
                }
            }
            reopen(&row.children)
        }
        return CompletedOccurrence(row: row, next: next, missed: missed, reopened: reopened)
    }
}
