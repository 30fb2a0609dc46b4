// The detail column when no row is open in it, or no list is left to open a row
// from: one case of `Message` (`.worded`), in English and Spanish.

/// What the empty detail says when there is no list at all, and what `where` says of it.
public enum EmptyDetailMessage: WordedMessage {
    /// No lists yet, so the detail is empty. Type new list and a name.
    /// Said where "Open a row from" would name a list that is not there.
    case noLists
    /// Detail column: empty. Open a row from {1}. `where` in the detail column with no
    /// row open in it, as the placeholder says it; {1} is the open list.
    case whereEmpty(MessageArgument)
    /// {1} has no subtasks to move to. next or previous in the detail of a row with none:
    /// nothing to step through, where "End of list." named the list's end.
    case noSubtasks(MessageArgument)
    /// {1} has no replies to move to. The same for a message in a list of messages.
    case noReplies(MessageArgument)

    public var english: String {
        switch self {
        case .noLists: return "No lists yet, so the detail is empty. Type new list and a name."
        case .whereEmpty(let list): return "Detail column: empty. Open a row from \(list)."
        case .noSubtasks(let row): return "\(row) has no subtasks to move to."
        case .noReplies(let row): return "\(row) has no replies to move to."
        }
    }

    public var spanish: String {
        switch self {
        case .noLists: return "Aún no hay listas, así que el detalle está vacío. Escribe nueva lista y un nombre."
        case .whereEmpty(let list): return "Columna de detalle: vacía. Abre una fila desde \(list)."
        case .noSubtasks(let row): return "\(row) no tiene subtareas a las que ir."
        case .noReplies(let row): return "\(row) no tiene respuestas a las que ir."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: EmptyDetailMessage)] {
        [("emptyDetail.noLists", .noLists), ("emptyDetail.whereEmpty", .whereEmpty(a(1))),
         ("emptyDetail.noSubtasks", .noSubtasks(a(1))), ("emptyDetail.noReplies", .noReplies(a(1)))]
    }
}
