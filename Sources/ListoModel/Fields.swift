/// The kinds of value a list's field holds, as a list declares them.
public enum FieldType: String, CaseIterable, Sendable, Codable {
    case boolean, text, date, number

    /// The value typed text stands for in this type, or nil when it does not fit.
    /// Dates are read as people say them, from `today`, and no further from it than a
    /// typed day is kept (`DateWords.typedReach`); `dayMonth` reads 3/1 as 3 January (DateWords).
    public func value(from text: String, today: CalendarDate, dayMonth: Bool = false) -> FieldValue? {
        let trimmed = text.trimmedOfSpaces
        guard !trimmed.isEmpty else { return nil }
        switch self {
        case .boolean:
            let word = trimmed.lowercased()
            if ["true", "yes", "on", "si", "sí", "verdadero"].contains(word) { return .bool(true) }
            if ["false", "no", "off", "falso"].contains(word) { return .bool(false) }
            return nil
        case .text:
            return .text(trimmed)
        case .date:
            return DateWords.parseToKeep(trimmed, today: today, dayMonth: dayMonth).map(FieldValue.date)
        case .number:
            return FieldValue.number(text: trimmed).map(FieldValue.number)
        }
    }

    /// Whether a stored value is of this type.
    public func holds(_ value: FieldValue) -> Bool {
        switch (self, value) {
        case (.boolean, .bool), (.text, .text), (.date, .date), (.number, .number): return true
        default: return false
        }
    }
}

/// A field a list declares: its name and the type of its values.
public struct FieldDeclaration: Hashable, Sendable, Codable {
    public var name: String
    public var type: FieldType

    public init(_ name: String, _ type: FieldType) {
        self.name = name
        self.type = type
    }
}

/// Field names the model gives a meaning to.
public enum FieldNames {
    public static let done = "done"
    public static let read = "read"
    public static let pinned = "pinned"
    /// The date field whose past values make a row overdue.
    public static let due = "due"
}

extension FieldValue {
    /// "3", "2.5", "-1", "2,5": a finite number, or nil.
    public static func number(text: String) -> Double? {
        let normalized = String(text.map { $0 == "," ? "." : $0 })
        guard normalized.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-" || $0 == "+") }),
              let n = Double(normalized), n.isFinite else { return nil }
        return n
    }

    /// The value as written in files and on screen: booleans as true or false,
    /// dates as ISO dates, whole numbers without a decimal point.
    public var canonicalText: String {
        switch self {
        case .bool(let b): return b ? "true" : "false"
        case .text(let t): return t
        case .date(let d): return d.iso
        case .number(let n): return FieldValue.plainDigits(n)
        }
    }

    /// The most digits a typed number may have: every decimal of 15 digits comes back
    /// from a Double unchanged, so what is said is what was typed.
    public static let numberDigits = 15

    /// The whole part a number field keeps, as `set` takes it (at most 15 digits):
    /// an imported number outside it is refused, not stored changed.
    public static let numberRange = -999_999_999_999_999...999_999_999_999_999

    /// Whether a number is one `set` could have given: finite, its whole part in `numberRange`.
    public static func isInRange(_ n: Double) -> Bool {
        n.isFinite && n.magnitude < 1e15
    }

    /// How many digits a typed number holds, leading zeros and a fraction's trailing ones not counted.
    public static func digitCount(_ text: String) -> Int {
        let normalized = String(text.map { $0 == "," ? "." : $0 })
        let parts = normalized.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        var whole = String(parts[0].filter(\.isNumber))
        while whole.first == "0" { whole.removeFirst() }
        var fraction = parts.count > 1 ? String(parts[1].filter(\.isNumber)) : ""
        while fraction.last == "0" { fraction.removeLast() }
        if whole.isEmpty { while fraction.first == "0" { fraction.removeFirst() } }
        return whole.count + fraction.count
    }

    /// A number in plain digits, never in exponent form ("1e+20" is heard as letters):
    /// a whole number in its exact digits, as stored (1e20 is 100000000000000000000,
    /// and 9223372036854775807, which a Double can't hold, 9223372036854775808); any
    /// other, the shortest digits that give the number back, with the point moved by
    /// the exponent.
    public static func plainDigits(_ n: Double) -> String {
        if n == n.rounded(), abs(n) < 9e18 { return String(Int64(n)) }
        if n == n.rounded(), n.isFinite { return wholeDigits(n) }
        let shortest = String(n)
        guard let e = shortest.firstIndex(where: { $0 == "e" || $0 == "E" }), let exponent = Int(shortest[shortest.index(after: e)...]) else {
            return shortest
        }
        var mantissa = shortest[..<e]
        let negative = mantissa.hasPrefix("-")
        if negative { mantissa = mantissa.dropFirst() }
        let point = mantissa.firstIndex(of: ".").map { mantissa.distance(from: mantissa.startIndex, to: $0) } ?? mantissa.count
        var digits = mantissa.filter(\.isNumber)
        var at = point + exponent
        if at <= 0 {
            digits = String(repeating: "0", count: 1 - at) + digits
            at = 1
        }
        if at >= digits.count { digits += String(repeating: "0", count: at - digits.count) }
        var plain = String(digits.prefix(at))
        var fraction = String(digits.dropFirst(at))
        while fraction.last == "0" { fraction.removeLast() }
        if !fraction.isEmpty { plain += "." + fraction }
        return (negative ? "-" : "") + plain
    }

    /// The exact digits of a whole Double past Int64: its significand doubled as many
    /// times as its exponent says, in base 10^9 (at most 971 doublings of 35 limbs).
    static func wholeDigits(_ n: Double) -> String {
        let base: UInt64 = 1_000_000_000
        var limbs: [UInt64] = []
        var significand = n.significandBitPattern | (1 << 52)
        while significand > 0 {
            limbs.append(significand % base)
            significand /= base
        }
        for _ in 0..<max(0, Int(n.exponent) - 52) {
            var carry: UInt64 = 0
            for i in limbs.indices {
                let doubled = limbs[i] * 2 + carry
                limbs[i] = doubled % base
                carry = doubled / base
            }
            if carry > 0 { limbs.append(carry) }
        }
        var digits = String(limbs.last ?? 0)
        for limb in limbs.dropLast().reversed() {
            let part = String(limb)
            digits += String(repeating: "0", count: 9 - part.count) + part
        }
        return (n < 0 ? "-" : "") + digits
    }
}

/// Whether fields already hold `value` under `name`, as setting it would find them: the
/// same value, or false where the field has none, since a boolean without a value is
/// false (`mark not done` of a row never done changes nothing) except read, which a row
/// without a value gets as it arrives. The model, the stores' counts of the rows a
/// change would alter and the session's naming of them all ask this one question.
public func fieldHolds(_ fields: [String: FieldValue], _ name: String, _ value: FieldValue?) -> Bool {
    fields[name] == value || (value == .bool(false) && fields[name] == nil && !FieldRole.read.isNamed(name))
}

/// What a field means to listo, whatever language the list names it in: the
/// sample lists are made in the language spoken, so Tasks' done field may be
/// `hecha` and a message's read field `leído`.
public enum FieldRole: CaseIterable, Sendable {
    case done, read, pinned, snoozed, due

    /// Its names, folded, in every language listo speaks.
    var names: [String] {
        switch self {
        case .done: return ["done", "hecha", "hecho"]
        case .read: return ["read", "leido", "leida"]
        case .pinned: return ["pinned", "fijada", "fijado"]
        case .snoozed: return ["snoozed", "pospuesta", "pospuesto"]
        case .due: return ["due", "vence"]
        }
    }

    public func isNamed(_ field: String) -> Bool { names.contains(Names.key(field)) }

    /// The names, folded, of the date a task was done on, as an iCalendar import
    /// declares it (COMPLETED): cleared when the row is no longer done.
    public static let completedNames = ["completed", "completada", "completado"]

    /// Its names as they may be stored, accented or not, for a store that counts without reading rows.
    public var spellings: [String] {
        switch self {
        case .done: return names
        case .read: return ["read", "leído", "leido", "leída", "leida"]
        case .pinned: return names
        case .snoozed: return names
        case .due: return names
        }
    }

    /// The name a new field in this role gets in a language.
    public func name(in language: Language) -> String {
        switch (self, language) {
        case (.read, .es): return "leída"
        case (_, .es): return names[1]
        case (_, .en): return names[0]
        }
    }

    /// A field in this role as said in a language: its own name where that is one of
    /// the role's names there (hecho stays hecho in Spanish), else the role's name in
    /// that language, so a state listo knows is said in the session's language
    /// whatever language the store was made in (done on an English store is hecha).
    public func word(for field: String, in language: Language) -> String {
        let own = language == .en ? names.prefix(1) : names.dropFirst()
        return own.contains(Names.key(field)) ? field : name(in: language)
    }

    /// A true-or-false field's name as a state word in a language: a role's field in
    /// that language, any other field (a name the person gave it) as it is stored.
    public static func stateWord(_ field: String, in language: Language) -> String {
        for role in [FieldRole.done, .pinned, .snoozed, .read] where role.isNamed(field) { return role.word(for: field, in: language) }
        return field
    }

    /// The declared field in this role, if the list has one.
    public func field(in fields: [FieldDeclaration]) -> FieldDeclaration? { fields.first { isNamed($0.name) } }
}

extension Row {
    /// The value of the field in this role, under whichever name the row has it.
    public func value(_ role: FieldRole) -> FieldValue? {
        if let key = fields.keys.sorted().first(where: role.isNamed) { return fields[key] }
        return nil
    }

    public func flag(_ role: FieldRole) -> Bool { value(role) == .bool(true) }

    /// A row is overdue when its due date is past and it is not done.
    public func isOverdue(today: CalendarDate) -> Bool {
        guard case .date(let due) = value(.due) else { return false }
        return due < today && !flag(.done)
    }

    public var isPinned: Bool { flag(.pinned) }

    public var isUnread: Bool { value(.read) == .bool(false) }

    public var isDone: Bool { flag(.done) }
}


/// The counts worth hearing after a row count, as SwiftUI's `badge`: what is
/// overdue, due today, and unread. The first three count top-level rows, as the
/// row count beside them does; `inside` counts the same states among the rows
/// inside them, which a listener hears too, so that the counts agree with what is read.
public struct StateCounts: Hashable, Sendable {
    public var overdue: Int
    public var dueToday: Int
    public var unread: Int
    /// Rows that start later: out of the default view.
    public var waiting: Int
    /// The rows inside top-level rows that are overdue, due today or unread.
    public var inside: NestedStateCounts

    public init(overdue: Int = 0, dueToday: Int = 0, unread: Int = 0, waiting: Int = 0, inside: NestedStateCounts = NestedStateCounts()) {
        self.overdue = overdue
        self.dueToday = dueToday
        self.unread = unread
        self.waiting = waiting
        self.inside = inside
    }

    /// Counts `rows` and the rows inside them; `showing` says which rows inside are
    /// heard (under a filter, the ones it shows), and a row not heard is passed by
    /// with the rows inside it.
    public init<Rows: Sequence>(_ rows: Rows, today: CalendarDate, showing: (Row) -> Bool = { _ in true }) where Rows.Element == Row {
        self.init()
        func countInside(_ children: [Row]) {
            for row in children where showing(row) && !row.isWaiting(today: today) {
                if row.isOverdue(today: today) { inside.overdue += 1 }
                if row.value(.due) == .date(today) && !row.isDone { inside.dueToday += 1 }
                if row.isUnread { inside.unread += 1 }
                if !row.children.isEmpty { countInside(row.children) }
            }
        }
        for row in rows {
            // A row that waits is out of the view and of every filter but waiting: it counts as waiting only.
            if row.isWaiting(today: today) {
                waiting += 1
                continue
            }
            if row.isOverdue(today: today) { overdue += 1 }
            if row.value(.due) == .date(today) && !row.isDone { dueToday += 1 }
            if row.isUnread { unread += 1 }
            if !row.children.isEmpty { countInside(row.children) }
        }
    }

    public var isEmpty: Bool { overdue == 0 && dueToday == 0 && unread == 0 && waiting == 0 && inside.isEmpty }

    /// Adds another set of rows' counts: counting is by row, so the counts of two sets of rows add up.
    public mutating func add(_ other: StateCounts) {
        overdue += other.overdue
        dueToday += other.dueToday
        unread += other.unread
        waiting += other.waiting
        inside.overdue += other.inside.overdue
        inside.dueToday += other.inside.dueToday
        inside.unread += other.inside.unread
    }
}

/// The states counted among the rows inside top-level rows, at any depth.
public struct NestedStateCounts: Hashable, Sendable {
    public var overdue: Int
    public var dueToday: Int
    public var unread: Int

    public init(overdue: Int = 0, dueToday: Int = 0, unread: Int = 0) {
        self.overdue = overdue
        self.dueToday = dueToday
        self.unread = unread
    }

    public var isEmpty: Bool { overdue == 0 && dueToday == 0 && unread == 0 }
}

extension String {
    /// Without leading and trailing spaces and tabs; the model has no Foundation.
    var trimmedOfSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[start...end])
    }
}

extension Section {
    /// Every row, rows inside rows included, in reading order: what a field's
    /// declaration, a search and the agenda look through.
    public var everyRow: [Row] {
        var out: [Row] = []
        func walk(_ rows: [Row]) {
            for row in rows {
                out.append(row)
                walk(row.children)
            }
        }
        walk(rows)
        return out
    }
}

extension ListDocument {
    public var everyRow: [Row] { sections.flatMap(\.everyRow) }
}
