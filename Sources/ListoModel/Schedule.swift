/// How a row comes back: every N days, weeks, months (on a day of the month) or
/// years (on the due's day and month), or every weekday. `fromDone` is org-mode's `.+`: the next due counts from the
/// day it was done, not from the due it completed.
public struct Recurrence: Hashable, Sendable, Codable {
    public enum Unit: String, Hashable, Sendable, Codable {
        case day, week, month, weekday, year
    }

    public var unit: Unit
    public var interval: Int
    /// For a monthly or yearly repeat: the day of the month (31 means the month's last
    /// day when shorter, and a yearly 29 is 28 February outside leap years).
    public var monthDay: Int?
    public var fromDone: Bool

    /// The longest period a repeat takes, as typed (`every 999 days`) or read from a file.
    public static let intervals = 1...999

    public init(unit: Unit, interval: Int = 1, monthDay: Int? = nil, fromDone: Bool = false) {
        self.unit = unit
        self.interval = min(max(interval, Recurrence.intervals.lowerBound), Recurrence.intervals.upperBound)
        self.monthDay = monthDay.map { min(max($0, 1), 31) }
        self.fromDone = fromDone
    }

    private enum CodingKeys: String, CodingKey { case unit, interval, monthDay, fromDone }

    /// Numbers read from a file are kept in range, as typed ones are, so that no
    /// store or import holds a period the calendar arithmetic can't take: an
    /// import refuses one outside it, and so does a store read, as damage (ScheduleBounds).
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let refuse = decoder.refusesOutOfRange
        self.init(unit: try c.decode(Unit.self, forKey: .unit),
                  interval: try c.bounded(.interval, in: ScheduleBounds.interval, refuse: refuse) ?? 1,
                  monthDay: try c.bounded(.monthDay, in: ScheduleBounds.monthDay, refuse: refuse),
                  fromDone: try c.decodeIfPresent(Bool.self, forKey: .fromDone) ?? false)
    }

    /// The first occurrence strictly after `date`, in the rhythm anchored on `anchor`;
    /// nil when it would fall after the calendar's last day, 31 December 9999.
    public func occurrence(after date: CalendarDate, anchor: CalendarDate) -> CalendarDate? {
        switch unit {
        case .weekday:
            var d = date.adding(days: 1)
            while d.weekday > 5 { d = d.adding(days: 1) }
            return d.onCalendar
        case .day, .week:
            let step = unit == .day ? interval : 7 * interval
            let gap = anchor.days(until: date)
            // Steps of `step` days from the anchor, the first one past `date`.
            let k = gap < 0 ? 0 : gap / step + 1
            let candidate = anchor.adding(days: k * step)
            return (candidate > date ? candidate : candidate.adding(days: step)).onCalendar
        case .month, .year:
            let day = monthDay ?? anchor.day
            let step = unit == .year ? 12 * interval : interval
            var months = 0
            while let d = Recurrence.monthly(anchor, plus: months, day: day) {
                if d > date { return d }
                months += step
            }
            return nil
        }
    }

    /// The day `months` months after `date`'s month, on `day` or the month's last
    /// day; nil past the calendar's last year.
    static func monthly(_ date: CalendarDate, plus months: Int, day: Int) -> CalendarDate? {
        let index = date.year * 12 + (date.month - 1) + months
        let year = index / 12, month = index % 12 + 1
        return CalendarDate(year: year, month: month, day: min(day, CalendarDate.days(inMonth: month, year: year)))
    }

    /// The repeat as set on a row due `due`: a monthly one typed without its day keeps
    /// the day it starts on, so that a 31st clamped to 28 February comes back on 31
    /// March, not on the 28th for good. The day is the one the row repeated on before,
    /// when it repeated monthly, else the due's. A repeat counted from the day it is
    /// done follows that day instead, as org-mode's `.+1m` does, and keeps none.
    /// A yearly repeat keeps its day the same way, so that 29 February comes back in leap years.
    public func keepingMonthDay(due: CalendarDate?, before: Recurrence?) -> Recurrence {
        guard unit == .month || unit == .year, monthDay == nil, !fromDone else { return self }
        var kept = self
        kept.monthDay = (before?.unit == unit ? before?.monthDay : nil) ?? due?.day
        return kept
    }

    /// Where a due moves when the repeat is set to a day of the month: to the first
    /// such day on or after it, so that the row is never due on a day it does not
    /// repeat on. Nil when it is on that day already, or for any other repeat.
    public func dueOnMonthDay(_ due: CalendarDate) -> CalendarDate? {
        guard unit == .month, let day = monthDay, let this = Recurrence.monthly(due, plus: 0, day: day) else { return nil }
        if this == due { return nil }
        return this > due ? this : Recurrence.monthly(due, plus: 1, day: day)
    }

    /// The first due of a row that had none: today when it is an occurrence, else the next one.
    /// Today when the calendar has no later occurrence.
    public func firstDue(today: CalendarDate) -> CalendarDate {
        switch unit {
        case .day, .week, .year: return today
        case .weekday: return today.weekday <= 5 ? today : occurrence(after: today, anchor: today) ?? today
        case .month:
            let day = monthDay ?? today.day
            guard let this = Recurrence.monthly(today, plus: 0, day: day), this < today else {
                return Recurrence.monthly(today, plus: 0, day: day) ?? today
            }
            return Recurrence.monthly(today, plus: 1, day: day) ?? today
        }
    }

    /// Where the due goes when the occurrence `due` is done on `doneOn`: the next
    /// occurrence after both, so that missed ones are not replayed. Nil when it
    /// would fall after the calendar's last day.
    public func next(afterDue due: CalendarDate?, doneOn: CalendarDate) -> CalendarDate? {
        guard let due, !fromDone else {
            switch unit {
            case .day: return doneOn.adding(days: interval).onCalendar
            case .week: return doneOn.adding(days: 7 * interval).onCalendar
            case .weekday: return occurrence(after: doneOn, anchor: doneOn)
            case .month:
                return Recurrence.monthly(doneOn, plus: interval, day: monthDay ?? doneOn.day)
            case .year:
                return Recurrence.monthly(doneOn, plus: 12 * interval, day: monthDay ?? doneOn.day)
            }
        }
        return occurrence(after: max(due, doneOn), anchor: due)
    }

    /// How many occurrences from `due` on fell before `today`: 1 is the due missed, more were missed too.
    public func missed(due: CalendarDate, today: CalendarDate) -> Int {
        guard due < today else { return 0 }
        var count = 0
        var d = due
        while d < today && count < 10_000 {
            count += 1
            guard let later = occurrence(after: d, anchor: due) else { break }
            d = later
        }
        return count
    }

    /// How late `due` is on `today`, in the repeat's own unit: days, weeks, months or years.
    public func lateness(due: CalendarDate, today: CalendarDate) -> (unit: Unit, amount: Int) {
        let days = due.days(until: today)
        switch unit {
        case .day, .weekday: return (.day, days)
        case .week: return (.week, max(1, days / 7))
        case .month, .year:
            let months = (today.year * 12 + today.month) - (due.year * 12 + due.month) - (today.day < due.day ? 1 : 0)
            return unit == .year ? (.year, max(1, months / 12)) : (.month, max(1, months))
        }
    }

    // MARK: Words

    /// `every week`, `every 2 days`, `every month on the 1st`, `every year`, `weekdays`, `every week after done`,
    /// and in Spanish `cada semana`, `cada 2 días`, `cada mes el 1`, `cada año`, `días laborables`, `cada semana después de hecha`.
    /// A weekday (`every monday`, `cada lunes`) is read by `weekday(_:)`, as it moves the due.
    /// Takes the words that make a repeat count from the day it was done off the end
    /// of `words` (after done, después de hecha, tras hecha), and says whether they were there.
    private static func droppingAfterDone(_ words: inout [String]) -> Bool {
        for tail in [["after", "done"], ["after", "completion"], ["tras", "hecha"], ["tras", "hecho"], ["despues", "de", "hecha"],
                     ["despues", "de", "hecho"], ["desde", "hecha"], ["desde", "hecho"]] where words.count > tail.count && Array(words.suffix(tail.count)) == tail {
            words.removeLast(tail.count)
            return true
        }
        return false
    }

    public static func parse(_ text: String) -> Recurrence? {
        var words = Names.key(text)
            .split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        let fromDone = droppingAfterDone(&words)
        if words == ["weekdays"] || words == ["every", "weekday"] || words == ["dias", "laborables"]
            || words == ["cada", "dia", "laborable"] || words == ["laborables"] {
            return Recurrence(unit: .weekday, fromDone: fromDone)
        }
        if words.first == "every" || words.first == "cada" { words.removeFirst() }
        let singles: [String: Unit] = ["daily": .day, "weekly": .week, "monthly": .month, "yearly": .year, "annually": .year,
                                       "diario": .day, "semanal": .week, "mensual": .month, "anual": .year]
        if let single = singles[words.first ?? ""],
           words.count == 1 {
            return Recurrence(unit: single, fromDone: fromDone)
        }
        var interval = 1
        if let first = words.first, let n = Int(first) {
            guard n >= 1, n <= 999 else { return nil }
            interval = n
            words.removeFirst()
        } else if words.first == "other" || words.first == "two" || words.first == "dos" {
            interval = 2
            words.removeFirst()
        }
        guard let unitWord = words.first else { return nil }
        // "ano" is "año" typed without an ñ, as "manana" is read for "mañana".
        let units: [String: Unit] = ["day": .day, "days": .day, "week": .week, "weeks": .week, "month": .month, "months": .month,
                                     "year": .year, "years": .year, "dia": .day, "dias": .day, "semana": .week, "semanas": .week,
                                     "mes": .month, "meses": .month, "año": .year, "años": .year, "ano": .year, "anos": .year]
        guard let unit = units[unitWord] else { return nil }
        words.removeFirst()
        var monthDay: Int?
        if !words.isEmpty {
            guard unit == .month else { return nil }
            let rest = words.filter { !["on", "the", "el", "dia", "day"].contains($0) }
            guard rest.count == 1 else { return nil }
            let word = rest[0]
            var digits = word
            for suffix in ["st", "nd", "rd", "th", "o", "º"] where digits.hasSuffix(suffix) && digits.count > suffix.count {
                digits = String(digits.dropLast(suffix.count))
                break
            }
            if word == "last" || word == "ultimo" { monthDay = 31 } else {
                guard let d = Int(digits), (1...31).contains(d) else { return nil }
                monthDay = d
            }
        }
        return Recurrence(unit: unit, interval: interval, monthDay: monthDay, fromDone: fromDone)
    }

    /// The weekday of `every monday`, `mondays`, `cada lunes`, `los lunes`: 1 is Monday.
    /// Such a repeat is weekly, its due moved to that weekday (`dueOnWeekday`), as a
    /// weekly repeat keeps the weekday of its due: done late, the next due is the first
    /// such weekday after the day it was done; done before its due, the one after that due.
    public static func weekday(_ text: String) -> Int? {
        var words = DateWords.normalized(Names.key(text))
        if words.first == "every" || words.first == "cada" || words.first == "los" { words.removeFirst() }
        guard words.count == 1 else { return nil }
        var word = words[0]
        if DateWords.weekdays[word] == nil, word.hasSuffix("s") { word.removeLast() }
        return DateWords.weekdays[word]
    }

    /// The words before the after-done words of `every monday after done` (`cada lunes tras
    /// hecha`), as typed; nil for any other words. A repeat on a weekday comes back on that
    /// weekday, so it can't count from the day it is done: the next such weekday after the
    /// day done is what `every monday` gives already, but for a row done before its due,
    /// which would stay due that same day. It is refused with the way on, not taken as
    /// `every monday` with the words it was typed with left unsaid.
    public static func weekdayAfterDone(_ text: String) -> String? {
        let typed = text.split(whereSeparator: { $0 == " " || $0 == "," })
        var words = Names.key(text).split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        let count = words.count
        guard count == typed.count, droppingAfterDone(&words) else { return nil }
        let kept = typed.prefix(words.count).joined(separator: " ")
        return weekday(kept) == nil ? nil : kept
    }

    /// The first day on or after `due` that falls on `weekday`; nil when that is `due`.
    public static func dueOnWeekday(_ weekday: Int, from due: CalendarDate) -> CalendarDate? {
        let ahead = (weekday - due.weekday + 7) % 7
        return ahead == 0 ? nil : due.adding(days: ahead).onCalendar
    }
}

/// When a row's reminder is said: at a day and time, or some days before its due, at a time.
public enum Reminder: Hashable, Sendable, Codable {
    case at(CalendarDate, minute: Int)
    case beforeDue(days: Int, minute: Int)

    private enum Kind: String, CodingKey { case at, beforeDue }
    private enum AtKeys: String, CodingKey { case day = "_0", minute }
    private enum BeforeKeys: String, CodingKey { case days, minute }

    /// Read as Swift writes the enum (`{"at": {"_0": "2026-12-01", "minute": 540}}`,
    /// `{"beforeDue": {"days": 1, "minute": 540}}`), its numbers kept in
    /// ScheduleBounds: an import refuses one outside them, and so does a store read (ScheduleBounds).
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: Kind.self)
        let refuse = decoder.refusesOutOfRange
        guard c.allKeys.count == 1, let kind = c.allKeys.first else {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath, debugDescription: "a reminder is at or beforeDue"))
        }
        switch kind {
        case .at:
            let at = try c.nestedContainer(keyedBy: AtKeys.self, forKey: .at)
            let minute = try at.bounded(.minute, in: ScheduleBounds.minute, refuse: refuse)
            guard let minute else { throw DecodingError.keyNotFound(AtKeys.minute, .init(codingPath: at.codingPath, debugDescription: "")) }
            self = .at(try at.decode(CalendarDate.self, forKey: .day), minute: minute)
        case .beforeDue:
            let before = try c.nestedContainer(keyedBy: BeforeKeys.self, forKey: .beforeDue)
            let days = try before.bounded(.days, in: ScheduleBounds.daysBefore, refuse: refuse)
            let minute = try before.bounded(.minute, in: ScheduleBounds.minute, refuse: refuse)
            guard let days else { throw DecodingError.keyNotFound(BeforeKeys.days, .init(codingPath: before.codingPath, debugDescription: "")) }
            guard let minute else { throw DecodingError.keyNotFound(BeforeKeys.minute, .init(codingPath: before.codingPath, debugDescription: "")) }
            self = .beforeDue(days: days, minute: minute)
        }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Kind.self)
        switch self {
        case .at(let day, let minute):
            var at = c.nestedContainer(keyedBy: AtKeys.self, forKey: .at)
            try at.encode(day, forKey: .day)
            try at.encode(minute, forKey: .minute)
        case .beforeDue(let days, let minute):
            var before = c.nestedContainer(keyedBy: BeforeKeys.self, forKey: .beforeDue)
            try before.encode(days, forKey: .days)
            try before.encode(minute, forKey: .minute)
        }
    }

    /// Whether each of its numbers is in ScheduleBounds (a reminder made from
    /// another tool's file may not be).
    public var inBounds: Bool {
        switch self {
        case .at(let day, let minute): return day.onCalendar != nil && ScheduleBounds.minute.contains(minute)
        case .beforeDue(let days, let minute): return ScheduleBounds.daysBefore.contains(days) && ScheduleBounds.minute.contains(minute)
        }
    }

    /// The moment it falls at, as a day and minutes after midnight; nil for one
    /// relative to a due the row does not have.
    public func moment(due: CalendarDate?) -> Moment? {
        switch self {
        case .at(let day, let minute): return Moment(day: day, minute: minute)
        case .beforeDue(let days, let minute):
            // Typed, it is at most a year before; read from a file, it is in ScheduleBounds.
            guard ScheduleBounds.daysBefore.contains(days) else { return nil }
            return due.map { Moment(day: $0.adding(days: -days), minute: minute) }
        }
    }

    /// The reminder `days` later, at the same time of day: where a repeating row's
    /// reminder goes when its due moves on to the next occurrence. One relative to
    /// the due follows it as it is; one that would fall past the calendar stays.
    public func moved(days: Int) -> Reminder {
        guard case .at(let day, let minute) = self, let later = day.adding(days: days).onCalendar else { return self }
        return .at(later, minute: minute)
    }

    /// How many days or weeks before its due a reminder is typed to fall.
    public static let typedBefore = 0...365

    /// `9:00` (today, or tomorrow when past), `tomorrow 18:00`, `tomorrow at 18:00`, `friday 9:30`,
    /// `1 day before`, `2 days before 8:00`, and in Spanish `1 día antes`, `mañana a las 18:00`.
    /// `dayMonth` reads the day as DateWords does.
    public static func parse(_ text: String, now: Moment, dayMonth: Bool = false) -> Reminder? {
        guard let (time, words) = timeAndRest(text) else { return nil }
        var rest = words
        if rest.last == "before" || rest.last == "antes" {
            rest.removeLast()
            var days = 1
            if let n = rest.first.flatMap({ Int($0) }) {
                days = n
                rest.removeFirst()
            } else if rest.first == "a" || rest.first == "un" || rest.first == "one" {
                rest.removeFirst()
            }
            guard rest.count == 1, ["day", "days", "dia", "dias"].contains(rest[0]) || (["week", "weeks", "semana", "semanas"].contains(rest[0])),
                  typedBefore.contains(days) else { return nil }
            if ["week", "weeks", "semana", "semanas"].contains(rest[0]) { days *= 7 }
            return .beforeDue(days: days, minute: time ?? 9 * 60)
        }
        if rest == ["on", "due"] || rest == ["al", "vencer"] || rest == ["due"] {
            return .beforeDue(days: 0, minute: time ?? 9 * 60)
        }
        if rest.isEmpty {
            guard let time, let day = (time > now.minute ? now.day : now.day.adding(days: 1)).onCalendar else { return nil }
            return .at(day, minute: time)
        }
        guard let day = DateWords.parseToKeep(rest.joined(separator: " "), today: now.day, dayMonth: dayMonth) else { return nil }
        return .at(day, minute: time ?? 9 * 60)
    }

    /// Whether the reminder's day is further from today than a typed day is kept
    /// (`DateWords.typedReach`): refused as out of range, not as no reminder.
    public static func beyondReach(_ text: String, now: Moment, dayMonth: Bool = false) -> Bool {
        guard let (_, rest) = timeAndRest(text), !rest.isEmpty else { return false }
        return DateWords.beyondReach(rest.joined(separator: " "), today: now.day, dayMonth: dayMonth)
    }

    /// Which end of the calendar a reminder's day falls past, when that alone
    /// keeps `parse` from reading it: `9:00` typed after 9:00 on 31 December 9999.
    public static func pastCalendar(_ text: String, now: Moment, dayMonth: Bool = false) -> DateWords.CalendarEnd? {
        guard parse(text, now: now, dayMonth: dayMonth) == nil, let (time, rest) = timeAndRest(text) else { return nil }
        if rest.isEmpty {
            guard let time, time <= now.minute, now.day.adding(days: 1).onCalendar == nil else { return nil }
            return .last
        }
        return DateWords.pastCalendar(rest.joined(separator: " "), today: now.day, dayMonth: dayMonth)
    }

    /// A reminder's words, with the time of day first or last taken out, and the
    /// "at" or "a las" said before it ("tomorrow at 18:00", "mañana a las 18:00").
    private static func timeAndRest(_ text: String) -> (time: Int?, rest: [String])? {
        var rest = Names.key(text).split(separator: " ").map(String.init)
        guard !rest.isEmpty else { return nil }
        let before: [[String]] = [["a", "las"], ["a", "la"], ["at"]]
        // Spanish says a named time after a alone: a medianoche, a mediodía.
        func said(before word: String) -> [[String]] { Moment.namedTimes[word] == nil ? before : before + [["a"]] }
        if let last = rest.last, let t = Moment.minute(of: last) {
            rest.removeLast()
            if let said = said(before: last).first(where: { rest.count >= $0.count && Array(rest.suffix($0.count)) == $0 }) { rest.removeLast(said.count) }
            return (t, rest)
        }
        // An hour alone after the words said before a time, as listo says one on the hour
        // (mañana a las 9, tomorrow at 9): alone, 9 could be a day.
        if let last = rest.last, let h = Int(last), (0...23).contains(h), last.allSatisfy(\.isNumber),
           let said = before.first(where: { rest.count > $0.count && Array(rest.dropLast().suffix($0.count)) == $0 }) {
            rest.removeLast(said.count + 1)
            return (h * 60, rest)
        }
        if let first = rest.first, let t = Moment.minute(of: first) {
            rest.removeFirst()
            return (t, rest)
        }
        if let said = (before + [["a"]]).first(where: { rest.count > $0.count && Array(rest.prefix($0.count)) == $0 }),
           Moment.namedTimes[rest[said.count]] != nil || said != ["a"],
           let t = Moment.minute(of: rest[said.count]) {
            rest.removeFirst(said.count + 1)
            return (t, rest)
        }
        return (nil, rest)
    }
}

/// A day and a time of day, in minutes after midnight: when a reminder falls.
public struct Moment: Hashable, Comparable, Sendable {
    public var day: CalendarDate
    public var minute: Int

    public init(day: CalendarDate, minute: Int) {
        self.day = day
        self.minute = minute
    }

    public static func < (a: Moment, b: Moment) -> Bool { (a.day, a.minute) < (b.day, b.minute) }

    /// "9:00", "18:30", "9" is not a time (it could be a day); "9am", "6pm"; "midnight",
    /// "noon", "medianoche", "mediodia" (accents gone), as listo says 0:00 and 12:00.
    public static func minute(of word: String) -> Int? {
        if let named = namedTimes[word] { return named }
        var text = word
        var offset = 0
        if text.hasSuffix("am") { text.removeLast(2) } else if text.hasSuffix("pm") {
            text.removeLast(2)
            offset = 12 * 60
        }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        if parts.count == 1, text != word, let h = Int(parts[0]), (1...12).contains(h) { return (h % 12) * 60 + offset }
        guard parts.count == 2, parts[1].count == 2, let h = Int(parts[0]), let m = Int(parts[1]),
              (0...23).contains(h), (0...59).contains(m) else { return nil }
        if offset > 0, h < 12 { return (h + 12) * 60 + m }
        // 12:30am, as listo says half past midnight, is 0:30.
        if text != word, offset == 0, h == 12 { return m }
        return h * 60 + m
    }

    /// The times of day said by name, in minutes after midnight.
    static let namedTimes = ["midnight": 0, "medianoche": 0, "noon": 12 * 60, "mediodia": 12 * 60]

    /// "09:05" as typed and stored.
    public var clock: String { Moment.clock(minute) }

    public static func clock(_ minute: Int) -> String {
        let h = minute / 60, m = minute % 60
        return "\(h):" + (m < 10 ? "0" : "") + "\(m)"
    }

    /// "2026-12-01T09:00", "2026-12-01 9:00": what `--now` takes.
    public init?(text: String) {
        let parts = text.split(whereSeparator: { $0 == "T" || $0 == " " })
        guard parts.count == 2, let day = CalendarDate(iso: String(parts[0])), let minute = Moment.minute(of: String(parts[1].prefix(5))) else {
            return nil
        }
        self.init(day: day, minute: minute)
    }
}

/// A row's days: how it repeats, the day it starts, its reminder, and how many
/// times it has been done; and the name calendars know it by. Empty for most rows.
public struct Schedule: Hashable, Sendable, Codable {
    public var recurrence: Recurrence?
    public var start: CalendarDate?
    public var reminder: Reminder?
    /// How many occurrences of a repeating row have been done.
    public var doneCount: Int
    /// The row's UID in iCalendar files and CalDAV collections, kept from the file
    /// it came from, so that a phone's task app sees the same task come back.
    public var uid: String?

    public init(recurrence: Recurrence? = nil, start: CalendarDate? = nil, reminder: Reminder? = nil, doneCount: Int = 0, uid: String? = nil) {
        self.recurrence = recurrence
        self.start = start
        self.reminder = reminder
        self.doneCount = doneCount
        self.uid = uid
    }

    private enum CodingKeys: String, CodingKey { case recurrence, start, reminder, doneCount, uid }

    /// Its count kept in ScheduleBounds, as Recurrence and Reminder keep theirs.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(recurrence: try c.decodeIfPresent(Recurrence.self, forKey: .recurrence),
                  start: try c.decodeIfPresent(CalendarDate.self, forKey: .start),
                  reminder: try c.decodeIfPresent(Reminder.self, forKey: .reminder),
                  doneCount: try c.bounded(.doneCount, in: ScheduleBounds.doneCount, refuse: decoder.refusesOutOfRange) ?? 0,
                  uid: try c.decodeIfPresent(String.self, forKey: .uid))
    }

    public var isEmpty: Bool { recurrence == nil && start == nil && reminder == nil && doneCount == 0 && uid == nil }

    /// Whether the row is out of the default view on `today`: it starts later.
    public func isWaiting(today: CalendarDate) -> Bool { start.map { $0 > today } ?? false }
}

extension Row {
    public var repeats: Bool { schedule.recurrence != nil }

    public func isWaiting(today: CalendarDate) -> Bool { schedule.isWaiting(today: today) }

    /// The due date, when the row has one.
    public var dueDate: CalendarDate? {
        if case .date(let d) = value(.due) { return d }
        return nil
    }
}

extension ListDocument {
    /// The list as its default view shows it on `today`: without the rows that
    /// wait for a later start, and the rows inside them. Nil when none waits, so
    /// that the list itself is shown and nothing is copied.
    public func startedOnly(today: CalendarDate) -> ListDocument? {
        var waiting: [RowID] = []
        for row in everyRow where row.isWaiting(today: today) { waiting.append(row.id) }
        guard !waiting.isEmpty else { return nil }
        var shown = self
        shown.removeRows(waiting)
        return shown
    }

    /// How many rows of a section wait for a later start.
    public func waitingCount(in section: SectionID, today: CalendarDate) -> Int {
        self.section(section)?.everyRow.filter { $0.isWaiting(today: today) }.count ?? 0
    }
}
