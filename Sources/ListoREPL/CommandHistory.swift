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

    /// The lines holding `text`, case aside. Each line is searched in one pass over
    /// its bytes (a Knuth-Morris-Pratt search, the needle's table made once), so a
    /// needle of 65,000 bytes against a long history costs their lengths, not their product.
    public func matching(_ text: String) -> [(number: Int, line: String)] {
        let needle = Array(text.lowercased().utf8)
        guard !needle.isEmpty else { return numbered }
        var fallback = [Int](repeating: 0, count: needle.count)
        var k = 0
        for i in 1..<max(1, needle.count) {
            while k > 0 && needle[i] != needle[k] { k = fallback[k - 1] }
            if needle[i] == needle[k] { k += 1 }
            fallback[i] = k
        }
        func holds(_ line: String) -> Bool {
            guard line.utf8.count * 3 >= needle.count else { return false }
            var matched = 0
            for byte in line.lowercased().utf8 {
                while matched > 0 && byte != needle[matched] { matched = fallback[matched - 1] }
                if byte == needle[matched] { matched += 1 }
                if matched == needle.count { return true }
            }
            return false
        }
        return numbered.filter { holds($0.line) }
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
