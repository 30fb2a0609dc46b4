import ListoModel

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
    /// is spoken, ignoring case and accents.
    public func matches(_ typed: String, in language: Language) -> Bool {
        let typed = Names.key(typed)
        if typed == en { return true }
        return language == .es && es.contains { Names.key($0) == typed }
    }

    /// The word completion offers in a language.
    public func word(in language: Language) -> String { language == .es ? es.first ?? en : en }
}

/// The keywords several commands take, each declared once here and named in
/// those commands' declarations.
extension Keyword {
    public static let on = Keyword("on", "sí")
    public static let off = Keyword("off", "no")
    public static let all = Keyword("all", "todo", "todas", "todos")
    public static let selection = Keyword("selection", "selección")
    public static let next = Keyword("next", "siguiente")
    public static let previous = Keyword("previous", "anterior")
    public static let first = Keyword("first", "primero", "primera")
    public static let last = Keyword("last", "último", "última")
    public static let top = Keyword("top", "principio")
    public static let bottom = Keyword("bottom", "final")
    public static let to = Keyword("to", "a")
    public static let add = Keyword("add", "añadir")
    public static let rename = Keyword("rename", "renombrar")
    public static let delete = Keyword("delete", "borrar")
    public static let remove = Keyword("remove", "quitar")
    public static let move = Keyword("move", "mover")
    public static let list = Keyword("list", "lista")
    public static let section = Keyword("section", "sección")
    public static let leading = Keyword("leading", "inicio")
    public static let trailing = Keyword("trailing", "final")
    public static let full = Keyword("full", "completo")
    public static let byDefault = Keyword("default", "predeterminada", "predeterminado")
    public static let before = Keyword("before", "antes")
    /// The words that take a state back (mark not done, marcar no pospuesta, sin leer):
    /// read in either language, as a state typed after them is.
    public static let not = Keyword("not", "no", "sin")
    /// Words that turn a repeat or a reminder off, beside off itself.
    public static let never = Keyword("never", "nunca")
    public static let none = Keyword("none")

    /// Whether a typed word is this keyword in any language, case and accents aside.
    public func matchesInAnyLanguage(_ typed: String) -> Bool { matches(typed, in: .es) }
}
