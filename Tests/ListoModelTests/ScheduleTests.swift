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
        // A weekday with after done is no repeat, nor a weekday's: it is refused naming the
        // words without after done, as typed, which say the weekday's repeat.
        #expect(Recurrence.weekday("every monday after done") == nil && Recurrence.parse("every monday after done") == nil)
        #expect(Recurrence.weekdayAfterDone("every Monday after done") == "every Monday")
        #expect(Recurrence.weekdayAfterDone("cada lunes tras hecha") == "cada lunes")
        #expect(Recurrence.weekdayAfterDone("los viernes después de hecha") == "los viernes")
        #expect(Recurrence.weekdayAfterDone("every week after done") == nil && Recurrence.weekdayAfterDone("after done") == nil)
        #expect(Recurrence.weekdayAfterDone("every monday") == nil)
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
        // 0:00 and 12:00 typed as listo says them.
        #expect(Reminder.parse("tomorrow midnight", now: now) == .at(tuesday.adding(days: 1), minute: 0))
        #expect(Reminder.parse("tomorrow at noon", now: now) == .at(tuesday.adding(days: 1), minute: 720))
        #expect(Reminder.parse("noon", now: now) == .at(tuesday, minute: 720))
        #expect(Reminder.parse("mañana a medianoche", now: now) == .at(tuesday.adding(days: 1), minute: 0))
        #expect(Reminder.parse("a mediodía mañana", now: now) == .at(tuesday.adding(days: 1), minute: 720))
        #expect(Reminder.parse("1 día antes a mediodía", now: now) == .beforeDue(days: 1, minute: 720))
        #expect(Reminder.parse("mañana a 9", now: now) == nil)
        #expect(Reminder.beforeDue(days: 1, minute: 540).moment(due: tuesday) == Moment(day: tuesday.adding(days: -1), minute: 540))
    }

    /// A list with a repeating row holding two done subtasks.
    func library(due: CalendarDate? = nil, repeating: Recurrence = Recurrence(unit: .week), reminder: Reminder? = nil) -> (Library, ListID, RowID) {
        let list = ListID(1), row = RowID(3)
        let settings = ListSettings(fields: [FieldDeclaration("done", .boolean), FieldDeclaration("due", .date)])
        let children = [Row(id: RowID(4), title: "Fill the can", fields: ["done": .bool(true)], position: 1),
                        Row(id: RowID(5), title: "Water", fields: ["done": .bool(true)], position: 2)]
        let plants = Row(id: row, title: "Water the plants", fields: ["due": .date(due ?? tuesday)], children: children,
                         schedule: Schedule(recurrence: repeating, reminder: reminder))
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

    /// A monthly repeat keeps the day it started on: the 31st falls on a shorter
    /// month's last day for that month only, and comes back on the 31st after it.
    @Test func aMonthlyRepeatKeepsTheDayItStartedOn() throws {
        let january31 = CalendarDate(iso: "2027-01-31")!
        let kept = Recurrence(unit: .month).keepingMonthDay(due: january31, before: nil)
        #expect(kept == Recurrence(unit: .month, monthDay: 31))
        var (lib, list, row) = library(due: january31, repeating: kept)
        var dues: [String] = []
        for _ in 1...4 {
            let due = lib.list(list)!.row(row)!.dueDate
            _ = try apply(.completeOccurrence(list: list, row: row, occurrence: due, doneOn: january31), to: &lib)
            dues.append(lib.list(list)!.row(row)!.dueDate!.iso)
        }
        #expect(dues == ["2027-02-28", "2027-03-31", "2027-04-30", "2027-05-31"])
        // A repeat set before the day was kept takes its due's at the first done, so it drifts no further.
        (lib, list, row) = library(due: january31, repeating: Recurrence(unit: .month))
        _ = try apply(.completeOccurrence(list: list, row: row, occurrence: january31, doneOn: january31), to: &lib)
        _ = try apply(.completeOccurrence(list: list, row: row, occurrence: CalendarDate(iso: "2027-02-28")!, doneOn: january31), to: &lib)
        #expect(lib.list(list)!.row(row)!.dueDate?.iso == "2027-03-31")
        #expect(lib.list(list)!.row(row)!.schedule.recurrence == Recurrence(unit: .month, monthDay: 31))
    }

    /// Which day a monthly repeat keeps, as typed (nil: no day typed) on a row due
    /// `due` that repeated `before`: the typed day, the day it had, else the due's.
    static let keptDays: [(typed: Recurrence, due: String?, before: Recurrence?, kept: Int?)] = [
        (Recurrence(unit: .month), "2027-01-31", nil, 31),
        (Recurrence(unit: .month, interval: 2), "2027-02-28", Recurrence(unit: .month, monthDay: 31), 31),
        (Recurrence(unit: .month), "2026-12-05", Recurrence(unit: .week), 5),
        (Recurrence(unit: .month, monthDay: 15), "2026-12-05", Recurrence(unit: .month, monthDay: 31), 15),
        // Counted from the day it is done, it follows that day: org-mode's .+1m.
        (Recurrence(unit: .month, fromDone: true), "2027-01-31", nil, nil),
        (Recurrence(unit: .month), nil, nil, nil),
    ]

    @Test(arguments: keptDays.indices) func aMonthlyRepeatTypedWithoutItsDayKeepsOne(_ i: Int) {
        let (typed, due, before, kept) = Self.keptDays[i]
        #expect(typed.keepingMonthDay(due: due.flatMap(CalendarDate.init(iso:)), before: before).monthDay == kept)
    }

    /// Where the due goes when a monthly repeat is set to a day: the first such day on or after it.
    static let movedDues: [(Recurrence, due: String, moved: String?)] = [
        (Recurrence(unit: .month, monthDay: 15), "2026-12-10", "2026-12-15"),
        (Recurrence(unit: .month, monthDay: 1), "2026-12-15", "2027-01-01"),
        (Recurrence(unit: .month, monthDay: 15), "2026-12-15", nil),
        (Recurrence(unit: .month, monthDay: 31), "2027-02-28", nil),
        (Recurrence(unit: .month, monthDay: 31), "2027-02-10", "2027-02-28"),
        (Recurrence(unit: .month, monthDay: 30), "2026-12-31", "2027-01-30"),
        (Recurrence(unit: .month), "2026-12-10", nil),
        (Recurrence(unit: .week), "2026-12-10", nil),
    ]

    @Test(arguments: movedDues.indices) func aMonthlyRepeatSetToADayTakesTheDueThere(_ i: Int) {
        let (recurrence, due, moved) = Self.movedDues[i]
        #expect(recurrence.dueOnMonthDay(CalendarDate(iso: due)!)?.iso == moved)
    }

    @Test func settingARepeatToADayMovesTheDueAndSaysItInOneUndoStep() throws {
        var (lib, list, row) = library(due: CalendarDate(iso: "2026-12-10")!, repeating: Recurrence(unit: .month, monthDay: 10))
        let before = lib
        let fifteenth = Recurrence(unit: .month, monthDay: 15)
        let outcome = try apply(.setSchedule(list: list, row: row, schedule: Schedule(recurrence: fifteenth), firstDue: nil), to: &lib)
        #expect(lib.list(list)!.row(row)!.dueDate?.iso == "2026-12-15")
        #expect(outcome.events == [.scheduleChanged(title: "Water the plants", before: Schedule(recurrence: Recurrence(unit: .month, monthDay: 10)),
                                                    after: Schedule(recurrence: fifteenth), due: CalendarDate(iso: "2026-12-15")!)])
        _ = try apply(outcome.inverse, to: &lib)
        #expect(lib == before)
    }

    /// Done on a repeating row moves a reminder at a day and time on by as many days as
    /// the due moved, at the same time; one relative to the due follows it unchanged.
    static let movedReminders: [(Recurrence, due: String, doneOn: String, Reminder, Reminder)] = [
        (Recurrence(unit: .day), "2026-12-05", "2026-12-05", .at(CalendarDate(iso: "2026-12-05")!, minute: 23 * 60),
         .at(CalendarDate(iso: "2026-12-06")!, minute: 23 * 60)),
        // Missed three times: the reminder keeps its distance from the due it follows.
        (Recurrence(unit: .week), "2026-11-10", "2026-12-01", .at(CalendarDate(iso: "2026-11-09")!, minute: 18 * 60),
         .at(CalendarDate(iso: "2026-12-07")!, minute: 18 * 60)),
        (Recurrence(unit: .month, monthDay: 31), "2027-01-31", "2027-01-31", .at(CalendarDate(iso: "2027-01-31")!, minute: 9 * 60),
         .at(CalendarDate(iso: "2027-02-28")!, minute: 9 * 60)),
        (Recurrence(unit: .day), "2026-12-05", "2026-12-05", .beforeDue(days: 1, minute: 9 * 60), .beforeDue(days: 1, minute: 9 * 60)),
    ]

    @Test(arguments: movedReminders.indices) func doneOnARepeatingRowMovesItsReminderWithTheDue(_ i: Int) throws {
        let (recurrence, due, doneOn, reminder, moved) = Self.movedReminders[i]
        var (lib, list, row) = library(due: CalendarDate(iso: due)!, repeating: recurrence, reminder: reminder)
        let before = lib
        let outcome = try apply(.completeOccurrence(list: list, row: row, occurrence: CalendarDate(iso: due)!,
                                                    doneOn: CalendarDate(iso: doneOn)!), to: &lib)
        #expect(lib.list(list)!.row(row)!.schedule.reminder == moved)
        _ = try apply(outcome.inverse, to: &lib)
        #expect(lib == before, "undo takes the reminder back with the due")
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
