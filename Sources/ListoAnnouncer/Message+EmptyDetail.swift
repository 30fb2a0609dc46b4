// The detail column when no list is left to open a row from: one case of `Message`
// (`.worded`), in English and Spanish.

/// What the empty detail says when there is no list at all.
public enum EmptyDetailMessage: WordedMessage {
    /// No lists yet, so the detail is empty. Type new list and a name.
    /// Said where "Open a row from" would name a list that is not there.
    case noLists

    public var english: String {
        switch self {
        case .noLists: return "No lists yet, so the detail is empty. Type new list and a name."
        }
    }

    public var spanish: String {
        switch self {
        case .noLists: return "Aún no hay listas, así que el detalle está vacío. Escribe nueva lista y un nombre."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: EmptyDetailMessage)] {
        [("emptyDetail.noLists", .noLists)]
    }
}
