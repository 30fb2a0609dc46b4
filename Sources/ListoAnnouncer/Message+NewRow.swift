// new row NAME: new makes lists, and a row is added by add, as new section points to
// section add. The refusal starts with the command to type, the title given filled in,
// so the person can type it at once. One group of `Message` (`.worded`), in English
// and Spanish.

/// What new says when it is asked for a row.
public enum NewRowMessage: WordedMessage {
    /// add {1} adds a row. new makes only lists.
    case named(MessageArgument)
    /// add TITLE adds a row. new makes only lists.
    case noName

    public var english: String {
        switch self {
        case .named(let title): return "add \(title) adds a row. new makes only lists."
        case .noName: return "add TITLE adds a row. new makes only lists."
        }
    }

    public var spanish: String {
        switch self {
        case .named(let title): return "añadir \(title) añade una fila. nueva solo crea listas."
        case .noName: return "añadir TÍTULO añade una fila. nueva solo crea listas."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: NewRowMessage)] {
        [("newRow.named", .named(a(1))), ("newRow.noName", .noName)]
    }
}
