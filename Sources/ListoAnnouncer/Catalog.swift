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
    public func callAsFunction(_ message: Message) -> String { words.text(message) }

    /// News from other sessions in this language.
    public func callAsFunction(_ message: ElsewhereMessage) -> String { words.text(.news(message)) }

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
