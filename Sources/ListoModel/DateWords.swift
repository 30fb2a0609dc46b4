/// Dates typed as people say them, in English or Spanish: "tomorrow", "fri",
/// "in 3 days", "next week", "dec 9", "9 de diciembre", "2026-12-09". Pure: today
/// is given, never read from a clock.
public enum DateWords {
    /// The day the words name, or nil when they name none or one after 31 December
    /// 9999, which no store keeps ("next week" on the calendar's last day).
    /// `dayMonth`: whether "3/1" and "3/1/2027" are read, day first as Spanish writes
    /// them; English leaves them unread, as 1/3 is 3 January to some and 1 March to others.
    public static func parse(_ text: String, today: CalendarDate, dayMonth: Bool = false) -> CalendarDate? {
        let words = slashed(normalized(text), dayMonth: dayMonth)
        guard !words.isEmpty else { return nil }
        if words.count == 1, let date = CalendarDate(iso: words[0]) { return date }
        if let date = single(words, today: today) { return date.onCalendar }
        if let date = relative(words, today: today) { return date.onCalendar }
        return monthDay(words, today: today)?.onCalendar
    }

    /// Which end of the calendar words name a day past, when `parse` finds none for
    /// that reason alone: "tomorrow" on 31 December 9999, "yesterday" on 1 January 1.
    /// Said so, where "not a date" would be wrong, since tomorrow is one.
    public static func pastCalendar(_ text: String, today: CalendarDate, dayMonth: Bool = false) -> CalendarEnd? {
        let words = slashed(normalized(text), dayMonth: dayMonth)
        guard !words.isEmpty, parse(text, today: today, dayMonth: dayMonth) == nil else { return nil }
        if let date = single(words, today: today) ?? relative(words, today: today), date.onCalendar == nil {
            return date < today ? .first : .last
        }
        // A month and day already gone in the last year would fall in the year after it.
        if words.count == 2, today.year == 9999,
           let (month, day) = (months[words[0]].map { ($0, Int(words[1])) } ?? months[words[1]].map { ($0, Int(words[0])) }),
           let day, let date = CalendarDate(year: today.year, month: month, day: day), date < today {
            return .last
        }
        return nil
    }

    /// The first and last day a store keeps: 1 January of year 1, 31 December 9999.
    public enum CalendarEnd: Sendable, Hashable {
        case first, last
    }

    /// Lowercased words without accents, ordinal endings, filler words or punctuation.
    static func normalized(_ text: String) -> [String] {
        let folded = String(text.lowercased().map { accentless[$0] ?? $0 })
        let filler: Set<String> = ["on", "the", "of", "this", "next", "el", "la", "este", "esta", "de", "del", "proximo", "proxima", "que", "viene"]
        var words = folded.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "." }).map(String.init)
        // "next week" and "la semana que viene" keep their meaning once the filler goes.
        let weekPhrase = words == ["next", "week"] || words == ["proxima", "semana"] || words == ["la", "proxima", "semana"]
            || words == ["la", "semana", "que", "viene"] || words == ["semana", "que", "viene"]
        if weekPhrase { return ["in", "1", "week"] }
        words = words.filter { !filler.contains($0) }
        // "the day after tomorrow" and "pasado mañana" are two days on, as "in 2 days" is.
        if words == ["day", "after", "tomorrow"] || words == ["pasado", "manana"] { return ["in", "2", "days"] }
        return words.map { word in
            for suffix in ["st", "nd", "rd", "th"] where word.count > suffix.count && word.hasSuffix(suffix) {
                let number = word.dropLast(suffix.count)
                if number.allSatisfy(\.isNumber) { return String(number) }
            }
            return word
        }
    }

    /// "3/1" as "3 jan" and "3/1/2027" or "3/1/27" as "3 jan 2027", so that they are read as a
    /// day and a month named in words are, the next such day when the year is left
    /// out. Other words, and these where `dayMonth` is off, are left as they are.
    private static func slashed(_ words: [String], dayMonth: Bool) -> [String] {
        guard dayMonth, words.count == 1 else { return words }
        let parts = words[0].split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 || parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              parts[0].count <= 2, parts[1].count <= 2, parts.count == 2 || parts[2].count == 4 || parts[2].count == 2,
              let month = Int(parts[1]), (1...12).contains(month) else { return words }
        let names = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
        // A year of two digits is this century's, as 5/12/26 is written for 2026.
        let year = parts.dropFirst(2).map { $0.count == 2 ? "20" + $0 : $0 }
        return [parts[0], names[month - 1]] + year
    }

    private static let accentless: [Character: Character] = ["á": "a", "é": "e", "í": "i", "ó": "o", "ú": "u", "ñ": "n", "ü": "u"]

    private static func single(_ words: [String], today: CalendarDate) -> CalendarDate? {
        guard words.count == 1 else { return nil }
        switch words[0] {
        case "today", "hoy": return today
        case "tomorrow", "manana": return today.adding(days: 1)
        case "yesterday", "ayer": return today.adding(days: -1)
        default: break
        }
        guard let weekday = weekdays[words[0]] else { return nil }
        // A weekday is the next one after today, never today itself.
        let ahead = (weekday - today.weekday + 7) % 7
        return today.adding(days: ahead == 0 ? 7 : ahead)
    }

    /// How many days or weeks ahead "in N days" takes: a hundred years of days.
    public static let relativeCounts = 0...36_500

    /// How many years from today, either way, a day typed to be kept may be (a due,
    /// a start): as far as `in N days` reaches, so that 0001-01-01 or 2062-12-09 typed
    /// for 2026 is refused, not kept as a due no agenda reaches. A filter compares with
    /// any day.
    public static let typedYears = 100

    /// The first and last day `typedYears` from today reach, within the calendar.
    public static func typedReach(today: CalendarDate) -> ClosedRange<CalendarDate> {
        func shifted(_ years: Int) -> CalendarDate {
            let year = min(max(today.year + years, 1), 9999)
            return CalendarDate(year: year, month: today.month, day: min(today.day, CalendarDate.days(inMonth: today.month, year: year)))!
        }
        return shifted(-typedYears)...shifted(typedYears)
    }

    /// The day the words name, as `parse` reads it, to be kept: nil past `typedReach` too.
    public static func parseToKeep(_ text: String, today: CalendarDate, dayMonth: Bool = false) -> CalendarDate? {
        guard let day = parse(text, today: today, dayMonth: dayMonth), typedReach(today: today).contains(day) else { return nil }
        return day
    }

    /// Whether the words name a day further from today than `typedYears`: refused as out of range, not as no date.
    public static func beyondReach(_ text: String, today: CalendarDate, dayMonth: Bool = false) -> Bool {
        guard let day = parse(text, today: today, dayMonth: dayMonth) else { return false }
        return !typedReach(today: today).contains(day)
    }

    /// "in 3 days", "in 2 weeks", "in a week", "en 3 dias", "en una semana", and
    /// "dentro de 3 dias", as Spanish says it most (its "de" is dropped as filler).
    private static func relative(_ words: [String], today: CalendarDate) -> CalendarDate? {
        guard words.count == 3, ["in", "en", "dentro"].contains(words[0]) else { return nil }
        let count: Int
        if let n = Int(words[1]), relativeCounts.contains(n) {
            count = n
        } else if ["a", "one", "un", "una", "uno"].contains(words[1]) {
            count = 1
        } else {
            return nil
        }
        switch words[2] {
        case "day", "days", "dia", "dias": return today.adding(days: count)
        case "week", "weeks", "semana", "semanas": return today.adding(days: 7 * count)
        default: return nil
        }
    }

    /// "dec 9", "9 dec", "december 9 2027", "9 de diciembre": without a year, the
    /// next such day from today on.
    private static func monthDay(_ words: [String], today: CalendarDate) -> CalendarDate? {
        guard words.count == 2 || words.count == 3 else { return nil }
        let (month, day): (Int?, Int?)
        if let m = months[words[0]] {
            (month, day) = (m, Int(words[1]))
        } else {
            (month, day) = (months[words[1]], Int(words[0]))
        }
        guard let month, let day else { return nil }
        if words.count == 3 {
            guard let year = Int(words[2]) else { return nil }
            return CalendarDate(year: year, month: month, day: day)
        }
        if let date = CalendarDate(year: today.year, month: month, day: day), date >= today { return date }
        return CalendarDate(year: today.year + 1, month: month, day: day)
    }

    static let weekdays: [String: Int] = {
        var table: [String: Int] = [:]
        let names = [
            ["monday", "mon", "lunes", "lun"], ["tuesday", "tue", "tues", "martes", "mar"],
            ["wednesday", "wed", "miercoles", "mie"], ["thursday", "thu", "thur", "thurs", "jueves", "jue"],
            ["friday", "fri", "viernes", "vie"], ["saturday", "sat", "sabado", "sab"], ["sunday", "sun", "domingo", "dom"],
        ]
        for (i, group) in names.enumerated() { for name in group { table[name] = i + 1 } }
        return table
    }()

    static let months: [String: Int] = {
        var table: [String: Int] = [:]
        let names = [
            ["january", "jan", "enero", "ene"], ["february", "feb", "febrero"], ["march", "mar", "marzo"],
            ["april", "apr", "abril", "abr"], ["may", "mayo"], ["june", "jun", "junio"], ["july", "jul", "julio"],
            ["august", "aug", "agosto", "ago"], ["september", "sep", "sept", "septiembre", "setiembre", "set"],
            ["october", "oct", "octubre"], ["november", "nov", "noviembre"], ["december", "dec", "diciembre", "dic"],
        ]
        for (i, group) in names.enumerated() { for name in group { table[name] = i + 1 } }
        return table
    }()
}

/// Where a date lies from today, as a listener wants to hear it: near days by
/// name, the coming week by weekday, anything further by its date. The words
/// are the announcer's; this only decides which kind of words.
public enum RelativeDate: Hashable, Sendable {
    case today
    case tomorrow
    case yesterday
    /// 2 to 6 days ahead: said by its weekday, 1 = Monday.
    case weekday(Int)
    /// Further ahead, or further back when not overdue.
    case on(CalendarDate, withYear: Bool)
    /// A due date 1 to 6 days past.
    case overdueDays(Int)
    /// A due date a week or more past.
    case overdueSince(CalendarDate, withYear: Bool)

    public init(_ date: CalendarDate, today: CalendarDate, overdue: Bool) {
        let ahead = today.days(until: date)
        let withYear = date.year != today.year
        if overdue && ahead < 0 {
            self = -ahead < 7 ? .overdueDays(-ahead) : .overdueSince(date, withYear: withYear)
            return
        }
        switch ahead {
        case 0: self = .today
        case 1: self = .tomorrow
        case -1: self = .yesterday
        case 2...6: self = .weekday(date.weekday)
        default: self = .on(date, withYear: withYear)
        }
    }
}
