/// The ranges a schedule's numbers are kept in, so that no calendar arithmetic on
/// them can overflow. What a person types is refused outside them by the words
/// that read it; a number in an imported file is refused by name (NumberOutOfRange),
/// nothing imported; one read back from a store (edited by hand) is damage: the
/// store reads the schedule as none and says so (ListoStore's DamageLog). A decoder
/// that asks neither brings it to the nearest end of its range.
public enum ScheduleBounds {
    /// A repeat's period: `every 999 days` at most.
    public static let interval = Recurrence.intervals
    /// A monthly repeat's day of the month.
    public static let monthDay = 1...31
    /// How many days before its due a reminder falls: ten years at most.
    public static let daysBefore = 0...3660
    /// A reminder's time of day, in minutes after midnight.
    public static let minute = 0...1439
    /// How many occurrences of a repeating row were done.
    public static let doneCount = 0...Int(Int32.max)
}

/// A number in an imported file outside the range its field takes, named by
/// its path in the file (keys, and indices as "[N]").
public struct NumberOutOfRange: Error, Hashable, Sendable {
    public var path: [String]
    public var range: ClosedRange<Int>
    /// Whether the field takes whole numbers only (a schedule's), or fractions too (a number field's).
    public var whole: Bool

    public init(path: [String], range: ClosedRange<Int>, whole: Bool = true) {
        self.path = path
        self.range = range
        self.whole = whole
    }
}

extension CodingUserInfoKey {
    /// Set to true while a file is imported or a store's row is read: a schedule's
    /// number out of its range is refused (NumberOutOfRange), never brought into range.
    public static let refusesOutOfRange = CodingUserInfoKey(rawValue: "listo.refusesOutOfRange")!
}

extension Decoder {
    var refusesOutOfRange: Bool { userInfo[.refusesOutOfRange] as? Bool ?? false }
}

extension KeyedDecodingContainer {
    /// The whole number under `key` in `range`; nil when there is none. Outside
    /// it (too large for Int, not whole, or out of range) it is refused when
    /// `refuse` is set, else brought to the nearest end of the range.
    func bounded(_ key: Key, in range: ClosedRange<Int>, refuse: Bool) throws -> Int? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        let refusal = NumberOutOfRange(path: (codingPath + [key]).map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }, range: range)
        let number: Double
        do {
            let n = try decode(Int.self, forKey: key)
            if range.contains(n) { return n }
            number = Double(n)
        } catch {
            // A number Int can't hold, or not a whole one; anything else is of the wrong kind.
            guard let d = try? decode(Double.self, forKey: key) else { throw error }
            number = d
        }
        if refuse { throw refusal }
        if number.isNaN || number <= Double(range.lowerBound) { return range.lowerBound }
        if number >= Double(range.upperBound) { return range.upperBound }
        return Int(number)
    }
}
