/// What happens to every line on its way out: data can never drive the terminal,
/// and a Braille display of N cells gets lines of at most N.
public enum LineFormat {
    /// Control characters made visible in caret notation (ESC as ^[), C1 controls,
    /// line separators and bidirectional controls as U+XXXX, so they are read out
    /// and never executed. Its output holds none of them, so a second pass changes nothing.
    public static func visible(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x00..<0x20:
                out += "^" + String(UnicodeScalar(UInt8(scalar.value + 0x40)))
            case 0x7F:
                out += "^?"
            case 0x80..<0xA0, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
                out += "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The most characters a line holds: a console screen reader (yasr) cuts a
    /// longer utterance mid-word.
    public static let longestLine = 200

    /// A line longer than `limit` said as several, each at most `limit`: split at
    /// the last sentence end that leaves at least a quarter of a line, else after
    /// the last comma, semicolon or colon that leaves half a line, else at the last
    /// space, else cut. Each piece is at least a quarter of a line, so the cost is
    /// linear in the line's length.
    public static func split(_ line: String, limit: Int = longestLine) -> [String] {
        guard line.count > limit, limit > 1 else { return [line] }
        let characters = Array(line)
        var pieces: [String] = []
        var start = 0
        while characters.count - start > limit {
            let end = start + limit
            func lastBreak(leaving least: Int, _ after: (Character) -> Bool) -> Int? {
                var i = end - 1
                while i >= start + least {
                    if characters[i + 1] == " " && after(characters[i]) { return i + 1 }
                    i -= 1
                }
                return nil
            }
            // A sentence's end, then a list's own separator (the choices of an ambiguity), then a comma.
            let cut = lastBreak(leaving: limit / 4) { ".?!".contains($0) } ?? lastBreak(leaving: limit / 2) { ";:".contains($0) }
                ?? lastBreak(leaving: limit / 2) { $0 == "," }
                ?? lastBreak(leaving: limit / 2) { _ in true } ?? end
            pieces.append(String(characters[start..<cut]))
            start = cut
            while start < characters.count && characters[start] == " " { start += 1 }
        }
        if start < characters.count { pieces.append(String(characters[start...])) }
        return pieces
    }

    /// Wraps at spaces so that no line is longer than `width` characters; a word
    /// longer than the width is cut. Each character is looked at a fixed number of
    /// times, so a 65,000-character word costs no more than 65,000 short ones.
    public static func wrap(_ line: String, width: Int?) -> [String] {
        guard let width, width > 0 else { return [line] }
        let characters = Array(line)
        guard characters.count > width else { return [line] }
        var lines: [String] = []
        var current: [Character] = []
        var i = 0
        while i < characters.count {
            if characters[i] == " " {
                i += 1
                continue
            }
            var end = i
            while end < characters.count && characters[end] != " " { end += 1 }
            var word = characters[i..<end]
            i = end
            while word.count > width {
                if !current.isEmpty {
                    lines.append(String(current))
                    current = []
                }
                lines.append(String(word.prefix(width)))
                word = word.dropFirst(width)
            }
            if current.isEmpty {
                current = Array(word)
            } else if current.count + 1 + word.count <= width {
                current.append(" ")
                current += word
            } else {
                lines.append(String(current))
                current = Array(word)
            }
        }
        if !current.isEmpty { lines.append(String(current)) }
        return lines
    }
}

extension String {
    func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
