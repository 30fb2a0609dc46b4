import ListoModel

/// A language's words for every message: one exhaustive switch over `Message`
/// (Catalog+English.swift, Catalog+Spanish.swift), so a message missing in a
/// language, or said with other arguments, is a compile error.
protocol MessageCatalog: Sendable {
    func text(_ message: Message) -> String
    /// A state's word (a field's name) said of `rows` rows, in the form that agrees with them.
    func state(_ word: String, rows: Int) -> String
    /// A number field's value as this language writes it: its digits, with the decimal mark it reads.
    func number(_ value: Double) -> String
}

extension MessageCatalog {
    /// English state words do not change with the count.
    func state(_ word: String, rows: Int) -> String { word }

    /// English writes a decimal point: 2.5.
    func number(_ value: Double) -> String { FieldValue.plainDigits(value) }

    /// The form a count takes: none (when the language has one), one, or many.
    func counted(_ n: Int, none: String?, one: String, many: String) -> String {
        if n == 0, let none { return none }
        return n == 1 ? one : many
    }
}

/// Every line listo says, in the language of a session. The announcer asks for a
/// `Message`; nothing outside the catalogs words one.
public struct Catalog: Sendable {
    public let language: Language
    private let words: any MessageCatalog

    public init(_ language: Language) {
        self.language = language
        switch language {
        case .en: words = English()
        case .es: words = Spanish()
        }
    }

    /// The message in this language.
    public func callAsFunction(_ message: Message) -> String { Catalog.oneStop(words.text(message)) }

    /// News from other sessions in this language.
    public func callAsFunction(_ message: ElsewhereMessage) -> String { Catalog.oneStop(words.text(.news(message))) }

    /// A sentence that ends on a name that ends its own sentence (`Call mom.`, `Why?`)
    /// takes no second stop: `Undid add of Call mom.`, `Done: Why? Now in Completed.`,
    /// never `mom..` or `Why?.`, which a Braille reader reads as typed. An ellipsis
    /// (`Wait...`) keeps its three dots. Only a stop before a space or the end is
    /// dropped, so `1..5` and `v2.0` inside a name are left as they are.
    static func oneStop(_ text: String) -> String {
        // Only a stop after ?, ! or another stop is ever dropped: most lines hold none, and are
        // returned without copying (every worded line passes here, some twice). The bytes are
        // looked at, not the characters: String's search for a string is the standard
        // library's general one, whose first use costs a listo process a hundredth of its time.
        var previous: UInt8 = 0
        let hasRun = text.utf8.contains { byte in
            defer { previous = byte }
            return byte == UInt8(ascii: ".") && (previous == UInt8(ascii: ".") || previous == UInt8(ascii: "?") || previous == UInt8(ascii: "!"))
        }
        guard hasRun else { return text }
        let chars = Array(text)
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == ".", i > 0, i + 1 == chars.count || chars[i + 1] == " " {
                let before = chars[i - 1]
                if before == "?" || before == "!" { i += 1; continue }
                if before == "." {
                    // The run of stops this one ends: two are a name's stop and ours, four an ellipsis and ours.
                    var run = 1
                    var j = i - 1
                    while j >= 0, chars[j] == "." { run += 1; j -= 1 }
                    if run == 2 || run == 4 { i += 1; continue }
                }
            }
            out.append(c)
            i += 1
        }
        return out
    }

    /// A state word (a field's name) said of `rows` rows: Spanish pospuestas of 3.
    public func state(_ word: String, rows: Int) -> String { words.state(word, rows: rows) }

    /// A number field's value as this language writes it: 2.5 in English, 2,5 in Spanish.
    public func number(_ value: Double) -> String { words.number(value) }

    /// The name of a value, such as an edge or a style.
    public func name(_ value: some SpokenValue) -> String { words.text(value.spoken) }

    /// "a, b or c" in this language: a choice of values.
    public func alternatives(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : self(.alternatives(items.dropLast().joined(separator: ", "), items.last!))
    }

    /// "a, b, or c" in this language: the ways a usage line says to type a command.
    public func usageForms(_ forms: [String]) -> String {
        forms.count < 2 ? forms.joined() : self(.usageForms(forms.dropLast().joined(separator: ", "), forms.last!))
    }

    /// "a, b and c" in this language.
    public func series(_ items: [String]) -> String {
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        default: return self(.series(items.dropLast().joined(separator: ", "), items.last!))
        }
    }
}
