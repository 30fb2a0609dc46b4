import ListoModel
@testable import ListoStore
import Testing

/// todo.txt's `rec:` and `t:` as a row's repeat and start: strict `rec:+1w` counts
/// from the due, relative `rec:1w` from the day it is done, `t:` hides the row until then.
@Suite struct TodoTxtDaysTests {
    static let text = """
        Water the plants due:2026-12-01 rec:+1w
        Take out the bins due:2026-12-01 rec:2d
        (B) Pay the rent due:2026-12-01 rec:+1m
        Stand-up due:2026-12-01 rec:+1b
        Birthday card due:2026-12-15 rec:+12m
        Descale the kettle t:2026-12-07
        x 2026-11-30 Renew passport t:2026-11-01 rec:+3m

        """

    @Test func recAndTAreReadAsRepeatAndStart() throws {
        var next: Int64 = 1
        let list = try TodoTxt.parse(Self.text, name: "chores", nextID: &next)
        let rows = list.sections[0].rows
        #expect(rows.map(\.schedule.recurrence) == [
            // A month from the due keeps the due's day, as todo.txt tools count it.
            Recurrence(unit: .week), Recurrence(unit: .day, interval: 2, fromDone: true), Recurrence(unit: .month, monthDay: 1),
            Recurrence(unit: .weekday), Recurrence(unit: .month, interval: 12, monthDay: 15), nil, Recurrence(unit: .month, interval: 3),
        ])
        #expect(rows[5].schedule.start == CalendarDate(year: 2026, month: 12, day: 7))
        #expect(rows[5].title == "Descale the kettle")
        #expect(rows[6].schedule.start == CalendarDate(year: 2026, month: 11, day: 1))
        #expect(rows.allSatisfy { !$0.title.contains("rec:") && !$0.title.contains("t:") })
        // Written back, the same bytes.
        #expect(TodoTxt.export(list) == Self.text)
    }

    @Test func aRecThatIsNoRepeatStaysInTheTitle() throws {
        var next: Int64 = 1
        let list = try TodoTxt.parse("Odd rec:+0w rec:3x rec:2b t:someday\n", name: "odd", nextID: &next)
        let row = list.sections[0].rows[0]
        #expect(row.schedule.isEmpty)
        #expect(row.title == "Odd rec:+0w rec:3x rec:2b t:someday")
    }

    @Test func aRepeatSetInListoIsWrittenAsRec() throws {
        let row = Row(id: RowID(1), title: "Gym", fields: ["due": .date(CalendarDate(year: 2026, month: 12, day: 2)!)],
                      schedule: Schedule(recurrence: Recurrence(unit: .week, interval: 2, fromDone: true), start: CalendarDate(year: 2026, month: 12, day: 1)))
        #expect(TodoTxt.line(row) == "Gym due:2026-12-02 t:2026-12-01 rec:2w")
    }

    /// A monthly repeat that keeps a day its due is not on (the 31st, due on 28
    /// February) writes the day after `rec:` as `recday:31` and reads it back, so
    /// that the next due is 31 March, not the 28th for good; the due's own day needs none.
    @Test func aMonthlyRepeatKeepsItsDayThroughTodoTxt() throws {
        let text = """
            Pay the rent due:2027-02-28 rec:+1m recday:31
            Gas due:2026-12-10 rec:+2m recday:15
            Water due:2026-12-05 rec:+1m
            Odd recday:15 rec:+1w
            Stray recday:40

            """
        var next: Int64 = 1
        let list = try TodoTxt.parse(text, name: "bills", nextID: &next)
        let rows = list.sections[0].rows
        #expect(rows.map(\.schedule.recurrence) == [
            Recurrence(unit: .month, monthDay: 31), Recurrence(unit: .month, interval: 2, monthDay: 15), Recurrence(unit: .month, monthDay: 5),
            Recurrence(unit: .week), nil,
        ])
        // With no monthly repeat, or no day of a month, the word is the title's.
        #expect(rows.map(\.title) == ["Pay the rent", "Gas", "Water", "Odd recday:15", "Stray recday:40"])
        #expect(TodoTxt.export(list) == text)
        let due = try #require(rows[0].dueDate)
        #expect(rows[0].schedule.recurrence?.next(afterDue: due, doneOn: due)?.iso == "2027-03-31")
    }

    /// `rec:+1y` is a yearly repeat on the due's day; 29 February on a due of the 28th
    /// is written `recday:29` and read back, so that it comes back in leap years.
    @Test func aYearlyRepeatGoesThroughTodoTxt() throws {
        let text = """
            Birthday due:2029-02-28 rec:+1y recday:29
            Anniversary due:2026-12-15 rec:+2y
            Check the boiler due:2026-12-15 rec:1y

            """
        var next: Int64 = 1
        let list = try TodoTxt.parse(text, name: "days", nextID: &next)
        let rows = list.sections[0].rows
        #expect(rows.map(\.schedule.recurrence) == [
            Recurrence(unit: .year, monthDay: 29), Recurrence(unit: .year, interval: 2, monthDay: 15), Recurrence(unit: .year, fromDone: true),
        ])
        #expect(TodoTxt.export(list) == text)
        let due = try #require(rows[0].dueDate)
        #expect(rows[0].schedule.recurrence?.next(afterDue: due, doneOn: due)?.iso == "2030-02-28")
        #expect(rows[0].schedule.recurrence?.next(afterDue: CalendarDate(iso: "2031-02-28")!, doneOn: CalendarDate(iso: "2031-02-28")!)?.iso == "2032-02-29")
    }
}
