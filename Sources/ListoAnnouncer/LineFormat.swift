/// What happens to every line on its way out: data can never drive the terminal,
/// and a Braille display of N cells gets lines of at most N.
public enum LineFormat {
    /// Control characters made visible in caret notation (ESC as ^[), C1 controls
    /// and line separators as U+XXXX, so they are read out and never executed.
    public static func visible(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x00..<0x20:
                out += "^" + String(UnicodeScalar(UInt8(scalar.value + 0x40)))
            case 0x7F:
                out += "^?"
            case 0x80..<0xA0, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
                out += "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Wraps at spaces so that no line is longer than `width` characters; a word
    /// longer than the width is cut.
    public static func wrap(_ line: String, width: Int?) -> [String] {
        guard let width, width > 0, line.count > width else { return [line] }
        var lines: [String] = []
        var current = ""
        for word in line.split(separator: " ", omittingEmptySubsequences: true) {
            var word = Substring(word)
            while word.count > width {
                if !current.isEmpty {
                    lines.append(current)
                    current = ""
                }
                lines.append(String(word.prefix(width)))
                word = word.dropFirst(width)
            }
            if current.isEmpty {
                current = String(word)
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}

extension String {
    func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
