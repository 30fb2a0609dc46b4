import ListoModel

/// A message as a catalog holds it: one text, or the forms a count takes.
/// `{1}`, `{2}`… stand for the arguments and `{n}` for the count.
public enum Phrase: Sendable, Equatable, ExpressibleByStringLiteral {
    case text(String)
    case counted(none: String?, one: String, many: String)

    public init(stringLiteral value: String) { self = .text(value) }

    /// Every form, for checking that two languages take the same arguments.
    public var forms: [String] {
        switch self {
        case .text(let text): return [text]
        case .counted(let none, let one, let many): return [none, one, many].compactMap { $0 }
        }
    }
}

/// Every line listo says, per language. The announcer asks for a message by its
/// key; both catalogs hold every key (a test checks), so that adding a message
/// means adding it in English (Catalog+English.swift) and in Spanish
/// (Catalog+Spanish.swift) under the same key with the same arguments.
public struct Catalog: Sendable {
    public let language: Language
    let phrases: [String: Phrase]

    public init(_ language: Language) {
        self.language = language
        phrases = Catalog.phrases(language)
    }

    public static func phrases(_ language: Language) -> [String: Phrase] {
        switch language {
        case .en: return allEnglish
        case .es: return allSpanish
        }
    }

    /// Each language's messages merged once per process, however many announcers are made.
    private static let allEnglish = english.merging(englishFields) { _, fields in fields }
    private static let allSpanish = spanish.merging(spanishFields) { _, fields in fields }

    /// The message with its arguments in place.
    public func callAsFunction(_ key: String, _ arguments: any CustomStringConvertible...) -> String {
        fill(text(key, count: nil), arguments.map(\.description), count: nil)
    }

    /// Whether the catalog holds a message, for words that are sometimes data.
    public func has(_ key: String) -> Bool { phrases[key] != nil }

    /// The message with arguments gathered in an array.
    public func callAsFunction(_ key: String, _ arguments: [String]) -> String {
        fill(text(key, count: nil), arguments, count: nil)
    }

    /// The form of a counted message for `n`, with its arguments in place.
    public func count(_ key: String, _ n: Int, _ arguments: any CustomStringConvertible...) -> String {
        fill(text(key, count: n), arguments.map(\.description), count: n)
    }

    /// The spoken name of a value, such as an edge or a style: `edge.leading`.
    public func name<T: RawRepresentable>(_ prefix: String, _ value: T) -> String where T.RawValue == String {
        self(prefix + "." + value.rawValue)
    }

    /// "a, b and c" in this language.
    public func series(_ items: [String]) -> String {
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        default: return self("series", items.dropLast().joined(separator: ", "), items.last!)
        }
    }

    private func text(_ key: String, count: Int?) -> String {
        switch phrases[key] {
        case .text(let text)?: return text
        case .counted(let none, let one, let many)?:
            guard let count else { return many }
            if count == 0, let none { return none }
            return count == 1 ? one : many
        case nil: return "{" + key + "}"
        }
    }

    private func fill(_ template: String, _ arguments: [String], count: Int?) -> String {
        guard template.contains("{") else { return template }
        var out = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            out += rest[..<open]
            let name = rest[rest.index(after: open)..<close]
            if name == "n", let count {
                out += String(count)
            } else if let i = Int(name), i >= 1, i <= arguments.count {
                out += arguments[i - 1]
            } else {
                out += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }
}
