import ListoModel

/// The lines typed so far, numbered from 1 as `history` says them and `!N` runs
/// them. A speech user hears numbered lines instead of libedit's Ctrl-R search,
/// whose `bck:` line is redrawn, and so spoken, on every key.
public struct CommandHistory: Hashable, Sendable {
    public private(set) var lines: [String]
    /// How many lines `history` alone says.
    public static let recentCount = 10

    public init(_ lines: [String] = []) { self.lines = lines }

    /// Adds a line unless it repeats the last one, as libedit's history does.
    public mutating func add(_ line: String) {
        if lines.last != line { lines.append(line) }
    }

    public func line(_ number: Int) -> String? {
        lines.element(numbered: number)
    }

    public func recent() -> [(number: Int, line: String)] {
        numbered.suffix(CommandHistory.recentCount)
    }

    public func matching(_ text: String) -> [(number: Int, line: String)] {
        let needle = text.lowercased()
        return numbered.filter { $0.line.lowercased().contains(needle) }
    }

    private var numbered: [(number: Int, line: String)] {
        lines.enumerated().map { (number: $0.offset + 1, line: $0.element) }
    }

    /// `!N` as a number, or nil when the line is anything else.
    static func reference(_ line: String) -> Int? {
        guard line.hasPrefix("!") else { return nil }
        return TypedNumber.int(line.dropFirst().trimmingSpaces())
    }
}
