import Foundation
import ListoModel
import Testing

@Suite struct ScheduleTests {
    let tuesday = CalendarDate(iso: "2026-12-01")!

    @Test func repeatsAreReadInEnglishAndSpanish() {
        #expect(Recurrence.parse("every week") == Recurrence(unit: .week))
        #expect(Recurrence.parse("every 2 days") == Recurrence(unit: .day, interval: 2))
        #expect(Recurrence.parse("every month on the 1st") == Recurrence(unit: .month, monthDay: 1))
        #expect(Recurrence.parse("weekdays") == Recurrence(unit: .weekday))
        #expect(Recurrence.parse("every week after done") == Recurrence(unit: .week, fromDone: true))
        #expect(Recurrence.parse("cada semana") == Recurrence(unit: .week))
        #expect(Recurrence.parse("cada 3 días") == Recurrence(unit: .day, interval: 3))
        #expect(Recurrence.parse("cada mes el 15") == Recurrence(unit: .month, monthDay: 15))
        #expect(Recurrence.parse("días laborables") == Recurrence(unit: .weekday))
        #expect(Recurrence.parse("cada semana tras hecha") == Recurrence(unit: .week, fromDone: true))
        #expect(Recurrence.parse("every banana") == nil)
        #expect(Recurrence.parse("every 0 days") == nil)
        #expect(Recurrence.parse("every week on the 3rd") == nil)
    }

    @Test func theNextDueIsTheNextOccurrenceAfterTheDueAndToday() {
        let weekly = Recurrence(unit: .week)
        // Done on time, or early: one period on from the due.
        #expect(weekly.next(afterDue: tuesday, doneOn: tuesday)?.iso == "2026-12-08")
        #expect(weekly.next(afterDue: tuesday, doneOn: tuesday.adding(days: -3))?.iso == "2026-12-08")
        // Missed three times: the next one after today, not a replay of each.
        let due = CalendarDate(iso: "2026-11-10")!
        #expect(weekly.missed(due: due, today: tuesday) == 3)
        #expect(weekly.next(afterDue: due, doneOn: tuesday)?.iso == "2026-12-08")
        // After done (org's .+): from the day done, whatever the due.
        #expect(Recurrence(unit: .week, fromDone: true).next(afterDue: due, doneOn: tuesday.adding(days: 1))?.iso == "2026-12-09")
        // Monthly on the 31st falls on the month's last day.
        let monthly = Recurrence(unit: .month, monthDay: 31)
        #expect(monthly.next(afterDue: CalendarDate(iso: "2027-01-31")!, doneOn: CalendarDate(iso: "2027-01-31")!)?.iso == "2027-02-28")
        // Weekdays skip the weekend: Friday's next is Monday.
        #expect(Recurrence(unit: .weekday).next(afterDue: CalendarDate(iso: "2026-12-04")!, doneOn: CalendarDate(iso: "2026-12-04")!)?.iso == "2026-12-07")
        #expect(Recurrence(unit: .day, interval: 2).next(afterDue: tuesday, doneOn: tuesday)?.iso == "2026-12-03")
    }

    /// Issue 25, point 1: the calendar ends on 31 December 9999, so a repeat whose
    /// next due would fall after it has none, and is refused in words, not trapped.
    @Test func aRepeatPastTheCalendarsLastDayHasNoNextDue() {
        let last = CalendarDate(iso: "9999-12-31")!
        for recurrence in [Recurrence(unit: .month), Recurrence(unit: .month, monthDay: 31), Recurrence(unit: .day),
                           Recurrence(unit: .week, interval: 999), Recurrence(unit: .weekday), Recurrence(unit: .month, fromDone: true)] {
            #expect(recurrence.next(afterDue: last, doneOn: last) == nil, "\(recurrence)")
            #expect(recurrence.missed(due: CalendarDate(iso: "9999-11-30")!, today: last) >= 1)
        }
        #expect(Recurrence(unit: .month).firstDue(today: CalendarDate(iso: "9999-12-31")!).iso == "9999-12-31")
        // Nor does a typed date go past it: no store could read it back.
        #expect(DateWords.parse("next week", today: last) == nil)
        #expect(DateWords.parse("in 3 days", today: CalendarDate(iso: "9999-12-30")!) == nil)
        #expect(DateWords.parse("tomorrow", today: CalendarDate(iso: "9999-12-30")!)?.iso == "9999-12-31")
    }

    /// Numbers read from a file are kept in the range a person can type, so that a
    /// store or an import can't hold a period the arithmetic overflows on.
    @Test func aPeriodReadFromAFileIsKeptInRange() throws {
        let json = #"{"unit":"day","interval":9223372036854775807,"monthDay":-9223372036854775808,"fromDone":false}"#
        let read = try JSONDecoder().decode(Recurrence.self, from: Data(json.utf8))
        #expect(read.interval == Recurrence.intervals.upperBound)
        #expect(read.monthDay == 1)
        #expect(read.next(afterDue: tuesday, doneOn: tuesday)?.iso == "2029-08-26")
    }

    @Test func doneOnTheCalendarsLastOccurrenceIsRefusedAndChangesNothing() throws {
        let last = CalendarDate(iso: "9999-12-31")!
        var (lib, list, row) = library(due: last, repeating: Recurrence(unit: .month))
        let before = lib
        #expect(throws: ModelError.noLaterOccurrence(title: "Water the plants")) {
            try apply(.completeOccurrence(list: list, row: row, occurrence: last, doneOn: tuesday), to: &lib)
        }
        #expect(lib == before)
    }

    @Test func remindersAreReadFromTheDayAndTime() {
        let now = Moment(day: tuesday, minute: 8 * 60)
        #expect(Reminder.parse("9:00", now: now) == .at(tuesday, minute: 540))
        #expect(Reminder.parse("7:00", now: now) == .at(tuesday.adding(days: 1), minute: 420))
        #expect(Reminder.parse("tomorrow 18:00", now: now) == .at(tuesday.adding(days: 1), minute: 1080))
        #expect(Reminder.parse("1 day before", now: now) == .beforeDue(days: 1, minute: 540))
        #expect(Reminder.parse("2 días antes 8:30", now: now) == .beforeDue(days: 2, minute: 510))
        #expect(Reminder.parse("soon", now: now) == nil)
        #expect(Reminder.beforeDue(days: 1, minute: 540).moment(due: tuesday) == Moment(day: tuesday.adding(days: -1), minute: 540))
    }

    /// A list with a repeating row holding two done subtasks.
    func library(due: CalendarDate? = nil, repeating: Recurrence = Recurrence(unit: .week)) -> (Library, ListID, RowID) {
        let list = ListID(1), row = RowID(3)
        let settings = ListSettings(fields: [FieldDeclaration("done", .boolean), FieldDeclaration("due", .date)])
        let children = [Row(id: RowID(4), title: "Fill the can", fields: ["done": .bool(true)], position: 1),
                        Row(id: RowID(5), title: "Water", fields: ["done": .bool(true)], position: 2)]
        let plants = Row(id: row, title: "Water the plants", fields: ["due": .date(due ?? tuesday)], children: children,
                         schedule: Schedule(recurrence: repeating))
        let document = ListDocument(id: list, name: "Chores", settings: settings, sections: [Section(id: SectionID(2), header: nil, rows: [plants])])
        return (Library(lists: [document]), list, row)
    }

    @Test func doneOnARepeatingRowMovesItsDueAndBringsItsSubtasksBackInOneUndoStep() throws {
        var (lib, list, row) = library()
        let before = lib
        let outcome = try apply(.completeOccurrence(list: list, row: row, occurrence: tuesday, doneOn: tuesday), to: &lib)
        let done = lib.list(list)!.row(row)!
        #expect(done.dueDate?.iso == "2026-12-08")
        #expect(done.schedule.doneCount == 1)
        #expect(done.children.allSatisfy { $0.fields["done"] == .bool(false) })
        #expect(outcome.events == [.occurrenceDone(title: "Water the plants", next: CalendarDate(iso: "2026-12-08")!, missed: 0, reopened: 2, count: 1)])
        #expect(outcome.changes.rows == [RowID(3), RowID(4), RowID(5)])
        _ = try apply(outcome.inverse, to: &lib)
        #expect(lib.list(list)!.row(row) == before.list(list)!.row(row))
    }

    @Test func theSameOccurrenceDoneTwiceIsRefusedTheSecondTime() throws {
        var (lib, list, row) = library()
        let op = Operation.completeOccurrence(list: list, row: row, occurrence: tuesday, doneOn: tuesday)
        _ = try apply(op, to: &lib)
        #expect(throws: ModelError.occurrenceAlreadyDone(title: "Water the plants", next: CalendarDate(iso: "2026-12-08")!)) {
            _ = try apply(op, to: &lib)
        }
        #expect(lib.list(list)!.row(row)!.dueDate?.iso == "2026-12-08")
        #expect(lib.list(list)!.row(row)!.schedule.doneCount == 1)
    }

    @Test func aRowThatStartsLaterIsLeftOutOfTheDefaultView() {
        let (lib, list, row) = library()
        var document = lib.list(list)!
        #expect(document.startedOnly(today: tuesday) == nil)
        var l = lib
        _ = try? apply(.setSchedule(list: list, row: row, schedule: Schedule(start: tuesday.adding(days: 6)), firstDue: nil), to: &l)
        document = l.list(list)!
        #expect(document.startedOnly(today: tuesday)?.everyRow.isEmpty == true)
        #expect(document.startedOnly(today: tuesday.adding(days: 6)) == nil)
        #expect(StateCounts(document.everyRow, today: tuesday).waiting == 1)
    }
}
