import ListoModel

/// Small pieces of English shared by every announcement.
enum Words {
    static func count(_ n: Int, _ singular: String, _ plural: String? = nil) -> String {
        n == 1 ? "1 \(singular)" : "\(n) \(plural ?? singular + "s")"
    }

    static func rows(_ n: Int) -> String { n == 0 ? "no rows" : count(n, "row") }

    /// "a, b and c"
    static func series(_ items: [String]) -> String {
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        default: return items.dropLast().joined(separator: ", ") + " and " + items.last!
        }
    }

    /// Ends a sentence with one full stop, even when the data already ends with one.
    static func sentence(_ text: String) -> String {
        guard let last = text.last else { return text }
        return ".!?".contains(last) ? text : text + "."
    }

    static func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }

    /// How a row's states are said: a true boolean field by its name, a false
    /// `read` as "unread"; text fields with their name.
    static func states(of row: Row, selected: Bool) -> [String] {
        var words: [String] = []
        for key in row.fields.keys.sorted() {
            switch row.fields[key]! {
            case .bool(true):
                if key != "read" { words.append(key) }
            case .bool(false):
                if key == "read" { words.append("unread") }
            case .text(let text):
                words.append("\(key) \(text)")
            }
        }
        if selected { words.append("selected") }
        return words
    }
}

