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
