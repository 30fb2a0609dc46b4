/// A word a command's arguments take, declared with the command: its English
/// word, which works in every language, and the words that stand for it in
/// Spanish, the first of them the one completion offers (`Keyword("store",
/// "almacén")`). A command's keywords are those its completion kinds name and
/// those it declares `also`; its parser asks for them by the English word.
public struct Keyword: Sendable, Equatable {
    public let en: String
    public let es: [String]

    public init(_ en: String, _ es: String...) {
        self.en = en
        self.es = es
    }

    /// Whether a typed word is this keyword in English, or in Spanish when Spanish
    /// is spoken, ignoring case and accents. A keyword's ñ may be typed n
    /// (`campo anadir`), as a command's may: no two keywords differ by it alone, where
    /// names of rows and lists can (año, ano).
    public func matches(_ typed: String, in language: Language) -> Bool {
        let typed = Names.key(typed)
        if typed == en { return true }
        guard language == .es else { return false }
        let plain = SearchWords.fold(typed)
        return es.contains { SearchWords.fold($0) == plain }
    }

    /// The word completion offers in a language.
    public func word(in language: Language) -> String { language == .es ? es.first ?? en : en }

    /// Whether a typed word is this keyword in any language, case and accents aside.
    public func matchesInAnyLanguage(_ typed: String) -> Bool { matches(typed, in: .es) }
}

/// The words a query of rows reads (ListoModel/RowQuery.swift) that commands take too.
extension Keyword {
    /// The words that take a state back (mark not done, marcar no pospuesta, sin leer,
    /// filter not done, filtrar sin hecha): read in either language, as a state typed after them is.
    public static let not = Keyword("not", "no", "sin")
}
