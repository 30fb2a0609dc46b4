// A read-only store with no list (a server role that may only read, a file that may not
// be written): said as none, without "Type new list and a name.", which would only be
// refused. One case of `Message` (`.worded`) each, in English and Spanish.

/// What is said of no lists where none can be made.
public enum ReadOnlyEmptyMessage: WordedMessage {
    /// Lists: none yet, and this store is read-only.
    case noLists
    /// Sidebar column: no lists yet, and this store is read-only.
    case whereEmpty

    public var english: String {
        switch self {
        case .noLists: return "Lists: none yet, and this store is read-only."
        case .whereEmpty: return "Sidebar column: no lists yet, and this store is read-only."
        }
    }

    public var spanish: String {
        switch self {
        case .noLists: return "Listas: ninguna aún, y este almacén es de solo lectura."
        case .whereEmpty: return "Columna lateral: aún no hay listas, y este almacén es de solo lectura."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: ReadOnlyEmptyMessage)] {
        [("readOnlyEmpty.noLists", .noLists), ("readOnlyEmpty.whereEmpty", .whereEmpty)]
    }
}
