import ListoModel
import Testing

/// Words new users typed and listo refused: the day after tomorrow, Spanish day/month
/// dates, yearly repeats, a repeat on a weekday, and a reminder's "at" / "a las".
@Suite struct NewDayWordsTests {
    /// Saturday 5 December 2026.
    static let today = CalendarDate(year: 2026, month: 12, day: 5)!

    static let dates: [(text: String, dayMonth: Bool, iso: String?)] = [
        ("the day after tomorrow", false, "2026-12-07"), ("day after tomorrow", false, "2026-12-07"),
        ("pasado mañana", true, "2026-12-07"), ("pasado manana", true, "2026-12-07"), ("Pasado Mañana", false, "2026-12-07"),
        ("3/1", true, "2027-01-03"), ("3/1/2027", true, "2027-01-03"), ("5/12", true, "2026-12-05"), ("4/12", true, "2027-12-04"),
        ("29/2/2028", true, "2028-02-29"), ("29/2/2027", true, nil), ("31/4", true, nil), ("3/13", true, nil), ("3/1/027", true, nil),
        // A two-digit year is this century's: 5/12/26 is 5 December 2026.
        ("3/1/27", true, "2027-01-03"), ("5/12/26", true, "2026-12-05"), ("5/12/26", false, nil),
        ("3/", true, nil), ("/1", true, nil), ("3/1/2027/1", true, nil), ("a/b", true, nil),
        // English reads no slashed date: 1/3 is 3 January to some and 1 March to others.
        ("1/3", false, nil), ("3/1/2027", false, nil),
    ]

    @Test(arguments: dates.indices)
    func readsTheDay(_ index: Int) {
        let (text, dayMonth, iso) = NewDayWordsTests.dates[index]
        #expect(DateWords.parse(text, today: NewDayWordsTests.today, dayMonth: dayMonth)?.iso == iso, "\(text)")
    }

    /// A Spanish filter reads a slashed date as a value does: filtrar vence antes de 5/12.
    @Test func aSpanishFilterReadsASlashedDate() throws {
        let fields = [FieldDeclaration("vence", .date), FieldDeclaration("hecha", .boolean)]
        let today = NewDayWordsTests.today
        #expect(try StateTerms.parse("vence antes de 5/12", fields: fields, today: today, dayMonth: true)
                == .date("vence", .before, CalendarDate(iso: "2026-12-05")!))
        #expect(try StateTerms.parse("no hecha y vence antes del 9/12/26", fields: fields, today: today, dayMonth: true)
                == .and(.not(.flag("hecha")), .date("vence", .before, CalendarDate(iso: "2026-12-09")!)))
        #expect(throws: QueryProblem.self) { try StateTerms.parse("vence antes de 5/12", fields: fields, today: today) }
    }

    @Test func aSlashedDayPastTheCalendarIsSaidSo() throws {
        let last = try #require(CalendarDate(year: 9999, month: 12, day: 31))
        #expect(DateWords.pastCalendar("3/1", today: last, dayMonth: true) == .last)
        #expect(DateWords.pastCalendar("3/1", today: last, dayMonth: false) == nil)
        #expect(DateWords.pastCalendar("pasado mañana", today: last) == .last)
    }

    static let repeats: [(text: String, recurrence: Recurrence?)] = [
        ("every year", Recurrence(unit: .year)), ("yearly", Recurrence(unit: .year)), ("annually", Recurrence(unit: .year)),
        ("every 2 years", Recurrence(unit: .year, interval: 2)), ("every year after done", Recurrence(unit: .year, fromDone: true)),
        ("cada año", Recurrence(unit: .year)), ("cada ano", Recurrence(unit: .year)), ("anual", Recurrence(unit: .year)),
        ("cada 3 años", Recurrence(unit: .year, interval: 3)), ("cada año tras hecha", Recurrence(unit: .year, fromDone: true)),
        ("every 0 years", nil), ("every year on the 3rd", nil), ("every monday", nil),
    ]

    @Test(arguments: repeats.indices)
    func readsTheRepeat(_ index: Int) {
        let (text, recurrence) = NewDayWordsTests.repeats[index]
        #expect(Recurrence.parse(text) == recurrence, "\(text)")
    }

    static let weekdays: [(text: String, weekday: Int?)] = [
        ("every monday", 1), ("Every Monday", 1), ("mondays", 1), ("every fri", 5), ("cada lunes", 1), ("cada miércoles", 3),
        ("los martes", 2), ("cada domingo", 7), ("every week", nil), ("weekdays", nil), ("every monday and friday", nil), ("monday", 1),
    ]

    @Test(arguments: weekdays.indices)
    func readsTheWeekday(_ index: Int) {
        let (text, weekday) = NewDayWordsTests.weekdays[index]
        #expect(Recurrence.weekday(text) == weekday, "\(text)")
    }

    /// The due goes to the first such weekday on or after it; a due on that day stays.
    @Test func aWeekdayRepeatMovesTheDueOnward() {
        let saturday = NewDayWordsTests.today
        #expect(Recurrence.dueOnWeekday(1, from: saturday)?.iso == "2026-12-07")
        #expect(Recurrence.dueOnWeekday(5, from: saturday)?.iso == "2026-12-11")
        #expect(Recurrence.dueOnWeekday(6, from: saturday) == nil)
    }

    static let yearlyDues: [(Recurrence, due: String, doneOn: String, next: String)] = [
        (Recurrence(unit: .year), "2026-12-05", "2026-12-05", "2027-12-05"),
        (Recurrence(unit: .year, interval: 2), "2026-12-05", "2026-12-01", "2028-12-05"),
        // 29 February falls on the 28th in other years and comes back in leap years.
        (Recurrence(unit: .year, monthDay: 29), "2028-02-29", "2028-02-29", "2029-02-28"),
        (Recurrence(unit: .year, monthDay: 29), "2031-02-28", "2031-02-28", "2032-02-29"),
        (Recurrence(unit: .year, fromDone: true), "2026-12-05", "2027-01-10", "2028-01-10"),
        // Missed twice: the next one after the day done.
        (Recurrence(unit: .year, monthDay: 5), "2024-12-05", "2026-12-06", "2027-12-05"),
    ]

    @Test(arguments: yearlyDues.indices)
    func aYearlyRepeatComesBackOnItsDay(_ i: Int) {
        let (recurrence, due, doneOn, next) = NewDayWordsTests.yearlyDues[i]
        #expect(recurrence.next(afterDue: CalendarDate(iso: due)!, doneOn: CalendarDate(iso: doneOn)!)?.iso == next)
    }

    @Test func aYearlyRepeatKeepsTheDueDayAndCountsYearsLate() {
        let leap = CalendarDate(iso: "2028-02-29")!
        #expect(Recurrence(unit: .year).keepingMonthDay(due: leap, before: nil) == Recurrence(unit: .year, monthDay: 29))
        #expect(Recurrence(unit: .year).keepingMonthDay(due: leap, before: Recurrence(unit: .month, monthDay: 31)) == Recurrence(unit: .year, monthDay: 29))
        let late = Recurrence(unit: .year).lateness(due: CalendarDate(iso: "2024-12-05")!, today: NewDayWordsTests.today)
        #expect(late.unit == .year && late.amount == 2)
        #expect(Recurrence(unit: .year).missed(due: CalendarDate(iso: "2024-12-05")!, today: NewDayWordsTests.today) == 2)
    }

    static let reminders: [(text: String, day: String, minute: Int)] = [
        ("tomorrow at 18:00", "2026-12-06", 18 * 60), ("tomorrow 18:00", "2026-12-06", 18 * 60),
        ("mañana a las 18:00", "2026-12-06", 18 * 60), ("manana a las 18:00", "2026-12-06", 18 * 60),
        ("a las 18:00 mañana", "2026-12-06", 18 * 60), ("at 9:00 friday", "2026-12-11", 9 * 60),
        ("pasado mañana a la 1:00", "2026-12-07", 60), ("at 18:00", "2026-12-05", 18 * 60),
    ]

    @Test(arguments: reminders.indices)
    func readsTheReminder(_ index: Int) {
        let (text, day, minute) = NewDayWordsTests.reminders[index]
        let now = Moment(day: NewDayWordsTests.today, minute: 10 * 60)
        #expect(Reminder.parse(text, now: now) == .at(CalendarDate(iso: day)!, minute: minute), "\(text)")
    }

    @Test func aReminderOnASlashedDayIsReadInSpanishOrder() {
        let now = Moment(day: NewDayWordsTests.today, minute: 10 * 60)
        #expect(Reminder.parse("3/1 a las 9:00", now: now, dayMonth: true) == .at(CalendarDate(iso: "2027-01-03")!, minute: 9 * 60))
        #expect(Reminder.parse("1/3 at 9:00", now: now) == nil)
        #expect(Reminder.parse("at", now: now) == nil)
    }
}
