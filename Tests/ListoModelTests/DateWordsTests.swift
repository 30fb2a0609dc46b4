import ListoModel
import Testing

/// Dates typed as people say them, read from a fixed today: Tuesday 1 December 2026.
@Suite struct DateWordsTests {
    static let today = CalendarDate(year: 2026, month: 12, day: 1)!

    static let cases: [(String, String?)] = [
        ("today", "2026-12-01"), ("Tomorrow", "2026-12-02"), ("yesterday", "2026-11-30"),
        ("fri", "2026-12-04"), ("friday", "2026-12-04"), ("next friday", "2026-12-04"), ("on Friday", "2026-12-04"),
        ("tue", "2026-12-08"), ("mon", "2026-12-07"), ("sun", "2026-12-06"),
        ("next week", "2026-12-08"), ("in 3 days", "2026-12-04"), ("in 2 weeks", "2026-12-15"), ("in a week", "2026-12-08"),
        ("dec 9", "2026-12-09"), ("9 dec", "2026-12-09"), ("December 9th", "2026-12-09"), ("the 9th of december", "2026-12-09"),
        ("2026-12-09", "2026-12-09"), ("nov 3", "2027-11-03"), ("jan 15", "2027-01-15"), ("9 dec 2027", "2027-12-09"),
        ("feb 29 2028", "2028-02-29"),
        ("hoy", "2026-12-01"), ("mañana", "2026-12-02"), ("ayer", "2026-11-30"), ("el viernes", "2026-12-04"),
        ("miércoles", "2026-12-02"), ("la semana que viene", "2026-12-08"), ("en 3 días", "2026-12-04"),
        // "dentro de 3 días" is how Spanish says it most; the trial had it refused.
        ("dentro de 3 días", "2026-12-04"), ("Dentro de una semana", "2026-12-08"), ("dentro de 2 semanas", "2026-12-15"),
        ("in 1 day", "2026-12-02"), ("dentro de días", nil), ("dentro 3", nil),
        ("9 de diciembre", "2026-12-09"), ("mar", "2026-12-08"), ("3 mar", "2027-03-03"),
        ("someday", nil), ("2026-02-30", nil), ("feb 29 2027", nil), ("in days", nil), ("2026-1-9", nil), ("", nil), ("13 13", nil),
    ]

    @Test(arguments: cases.indices)
    func readsTheDay(_ index: Int) {
        let (text, iso) = DateWordsTests.cases[index]
        #expect(DateWords.parse(text, today: DateWordsTests.today)?.iso == iso, "\(text)")
    }

    /// A day typed to be kept (a due, a start, a reminder) is at most a hundred years
    /// from today, either way, as far as `in N days` reaches; a filter compares with any
    /// day, so `parse` still reads the rest.
    @Test func aDayToKeepIsWithinAHundredYearsOfToday() {
        let today = DateWordsTests.today
        #expect(DateWords.typedReach(today: today) == CalendarDate(iso: "1926-12-01")!...CalendarDate(iso: "2126-12-01")!)
        #expect(DateWords.parseToKeep("2126-12-01", today: today)?.iso == "2126-12-01")
        #expect(DateWords.parseToKeep("1926-12-01", today: today)?.iso == "1926-12-01")
        #expect(DateWords.parseToKeep("in 36500 days", today: today) != nil)
        for far in ["0001-01-01", "2126-12-02", "1926-11-30", "9999-12-31", "9 dec 3000"] {
            #expect(DateWords.parseToKeep(far, today: today) == nil, "\(far)")
            #expect(DateWords.beyondReach(far, today: today), "\(far)")
            #expect(DateWords.parse(far, today: today) != nil, "\(far)")
        }
        #expect(!DateWords.beyondReach("someday", today: today) && !DateWords.beyondReach("tomorrow", today: today))
        // Near the calendar's ends the reach stops at them; 29 February a hundred years on is the 28th.
        #expect(DateWords.typedReach(today: CalendarDate(iso: "9990-06-01")!).upperBound.iso == "9999-06-01")
        #expect(DateWords.typedReach(today: CalendarDate(iso: "0050-06-01")!).lowerBound.iso == "0001-06-01")
        #expect(DateWords.typedReach(today: CalendarDate(iso: "2028-02-29")!).upperBound.iso == "2128-02-29")
        #expect(DateWords.typedReach(today: CalendarDate(iso: "2000-02-29")!).upperBound.iso == "2100-02-28")
    }

    /// Words that name a day past the calendar's ends are told apart from words that
    /// name no day: tomorrow on its last day is past it, someday is no day at all.
    @Test func daysPastTheCalendarAreSaidSo() throws {
        let last = try #require(CalendarDate(year: 9999, month: 12, day: 31))
        let first = try #require(CalendarDate(year: 1, month: 1, day: 1))
        for words in ["tomorrow", "mañana", "in 3 days", "next week", "fri", "jan 5", "5 de enero"] {
            #expect(DateWords.parse(words, today: last) == nil, "\(words)")
            #expect(DateWords.pastCalendar(words, today: last) == .last, "\(words)")
        }
        #expect(DateWords.pastCalendar("yesterday", today: first) == .first)
        for words in ["today", "dec 31", "someday", "13 13", "2026-02-30"] {
            #expect(DateWords.pastCalendar(words, today: last) == nil, "\(words)")
        }
        let lateOnTheLastDay = Moment(day: last, minute: 23 * 60 + 59)
        #expect(Reminder.parse("9:00", now: lateOnTheLastDay) == nil)
        #expect(Reminder.pastCalendar("9:00", now: lateOnTheLastDay) == .last)
        #expect(Reminder.pastCalendar("tomorrow 9:00", now: lateOnTheLastDay) == .last)
        #expect(Reminder.pastCalendar("23:59", now: lateOnTheLastDay) == .last)
        #expect(Reminder.parse("today 23:59", now: lateOnTheLastDay) != nil)
    }

    @Test func dayNumbersRoundTripAndWeekdaysAreISO() {
        for n in stride(from: -800_000, through: 800_000, by: 997) {
            #expect(CalendarDate(dayNumber: n).dayNumber == n)
        }
        #expect(CalendarDate(dayNumber: 0).iso == "1970-01-01")
        #expect(CalendarDate(dayNumber: 0).weekday == 4)
        #expect(DateWordsTests.today.weekday == 2)
        #expect(CalendarDate(iso: "2000-02-29") != nil)
        #expect(CalendarDate(iso: "1900-02-29") == nil)
    }

    static let relative: [(String, Bool, RelativeDate)] = [
        ("2026-12-01", false, .today), ("2026-12-02", false, .tomorrow), ("2026-11-30", false, .yesterday),
        ("2026-12-04", false, .weekday(5)), ("2026-12-07", false, .weekday(1)),
        ("2026-12-08", false, .on(CalendarDate(year: 2026, month: 12, day: 8)!, withYear: false)),
        ("2027-01-15", false, .on(CalendarDate(year: 2027, month: 1, day: 15)!, withYear: true)),
        ("2026-11-29", true, .overdueDays(2)), ("2026-11-25", true, .overdueDays(6)),
        ("2026-11-24", true, .overdueSince(CalendarDate(year: 2026, month: 11, day: 24)!, withYear: false)),
        ("2026-12-01", true, .today), ("2026-11-29", false, .on(CalendarDate(year: 2026, month: 11, day: 29)!, withYear: false)),
    ]

    @Test(arguments: relative.indices)
    func saysWhereADateLies(_ index: Int) {
        let (iso, overdue, expected) = DateWordsTests.relative[index]
        #expect(RelativeDate(CalendarDate(iso: iso)!, today: DateWordsTests.today, overdue: overdue) == expected)
    }

    @Test func valuesAreReadByTheirType() {
        let today = DateWordsTests.today
        #expect(FieldType.boolean.value(from: "yes", today: today) == .bool(true))
        #expect(FieldType.boolean.value(from: "maybe", today: today) == nil)
        #expect(FieldType.number.value(from: "2,5", today: today) == .number(2.5))
        #expect(FieldType.number.value(from: "nan", today: today) == nil)
        #expect(FieldType.number.value(from: "1e999", today: today) == nil)
        #expect(FieldType.date.value(from: "tomorrow", today: today) == .date(CalendarDate(year: 2026, month: 12, day: 2)!))
        #expect(FieldType.text.value(from: "  corner shop ", today: today) == .text("corner shop"))
        #expect(FieldValue.number(3).canonicalText == "3")
        #expect(FieldValue.number(1.5).canonicalText == "1.5")
    }

    /// A number is said and exported in plain digits ("1e+20" is heard as letters), and one
    /// typed with more digits than a Double keeps is counted so that set can refuse it.
    @Test func numbersAreSaidInPlainDigits() {
        #expect(FieldValue.number(1e20).canonicalText == "100000000000000000000")
        #expect(FieldValue.number(9.223372036854776e18).canonicalText == "9223372036854775808")
        #expect(FieldValue.number(-1.5e16).canonicalText == "-15000000000000000")
        #expect(FieldValue.number(0.000000001).canonicalText == "0.000000001")
        #expect(FieldValue.number(-1.25e-7).canonicalText == "-0.000000125")
        #expect(FieldValue.number(123456789012.5).canonicalText == "123456789012.5")
        #expect(FieldValue.number(1.5e300).canonicalText.count == 301)
        #expect(!FieldValue.number(Double.leastNonzeroMagnitude).canonicalText.contains("e"))
        #expect(FieldValue.digitCount("99999999999999999999") == 20)
        #expect(FieldValue.digitCount("-0,000000001") == 1)
        #expect(FieldValue.digitCount("00120.500") == 4)
        #expect(FieldValue.digitCount("999999999999999") == FieldValue.numberDigits)
    }
}
