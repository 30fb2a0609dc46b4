// `where` in the sidebar of a store with no list: the column, that it holds none, and
// how to make one, where it said "Sidebar column: Lists." as if lists were there. One
// case of `Message` (`.worded`), in English and Spanish.

/// What `where` says of a sidebar with no list in it.
public enum EmptySidebarMessage: WordedMessage {
    /// Sidebar column: no lists yet. Type new list and a name. Led by the column, as
    /// where's place line is, so it never repeats the line `lists` or the news said before it.
    case whereEmpty

    public var english: String {
        switch self {
        case .whereEmpty: return "Sidebar column: no lists yet. Type new list and a name."
        }
    }

    public var spanish: String {
        switch self {
        case .whereEmpty: return "Columna lateral: aún no hay listas. Escribe nueva lista y un nombre."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: EmptySidebarMessage)] {
        [("emptySidebar.whereEmpty", .whereEmpty)]
    }
}
