// new row TITLE: new makes lists, and a row is added by add, as new section points to
// section add. The refusal starts with the title given, what tells it apart, then the
// command to type with it filled in, so the person can type it at once; listo's own
// words never lead it, since add leads other refusals as the command typed. One group
// of `Message` (`.worded`), in English and Spanish.

/// What new says when it is asked for a row.
public enum NewRowMessage: WordedMessage {
    /// {1}: type add {1} for a row; new makes only lists.
    case named(MessageArgument)
    /// A row: type add TITLE; new makes only lists.
    case noName

    public var english: String {
        switch self {
        case .named(let title): return "\(title): type add \(title) for a row; new makes only lists."
        case .noName: return "A row: type add TITLE; new makes only lists."
        }
    }

    public var spanish: String {
        switch self {
        case .named(let title): return "\(title): escribe añadir \(title) para una fila; nueva solo crea listas."
        case .noName: return "Una fila: escribe añadir TÍTULO; nueva solo crea listas."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: NewRowMessage)] {
        [("newRow.named", .named(a(1))), ("newRow.noName", .noName)]
    }
}
