import Testing
@testable import ListoModel

/// The right words with a number outside what they take are told apart from wrong
/// words, so a refusal can name the range rather than the forms.
@Suite struct NumberOutOfRangeWordsTests {
    static let repeatCases: [(String, Int?, NumberOutOfRangeWords.Unit?)] = [
        ("every 1000 weeks", 1000, .weeks),
        ("every 0 days", 0, .days),
        ("cada 5000 meses", 5000, .months),
        ("every 100000 years", 100000, .years),
        ("cada 100000 años", 100000, .years),
        ("cada 0 anos", 0, .years),
        ("every 99999999999999999999 days", nil, .days),
        ("every -4 weeks", -4, .weeks),
        ("every 999 weeks", nil, nil),
        ("every 1000 fortnights", nil, nil),
        ("weekdays", nil, nil),
        ("every week", nil, nil),
    ]

    @Test(arguments: repeatCases)
    func repeats(_ text: String, _ number: Int?, _ unit: NumberOutOfRangeWords.Unit?) {
        let found = NumberOutOfRangeWords.find(in: text, range: Recurrence.intervals) { Recurrence.parse($0) != nil }
        #expect(found?.unit == unit)
        if let found, let number { #expect(found.typed.contains(String(number))) }
        if unit != nil { #expect(found?.range == Recurrence.intervals) }
    }

    @Test func datesAhead() {
        let today = CalendarDate(year: 2026, month: 12, day: 3)!
        let reads = { (text: String) in DateWords.parse(text, today: today) != nil }
        #expect(NumberOutOfRangeWords.find(in: "in 3000000 days", range: DateWords.relativeCounts, reads: reads)?.unit == .days)
        #expect(NumberOutOfRangeWords.find(in: "in 40 days", range: DateWords.relativeCounts, reads: reads) == nil)
        #expect(NumberOutOfRangeWords.find(in: "2026-02-30", range: DateWords.relativeCounts, reads: reads) == nil)
    }
}
