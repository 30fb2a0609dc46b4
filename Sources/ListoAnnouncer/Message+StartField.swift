// A list that declares a field named start (or inicio): set start sets that field, as
// set sets every field the list declares, and the day a row waits until is set with its
// other word, waiting (espera). Said once a session for each list, after the first set
// or unset that reaches the field. One case of `Message` (`.worded`), in English and Spanish.

/// What set says where the start word names a field the list declares.
public enum StartFieldMessage: WordedMessage {
    /// start is a field of Tasks: set waiting DATE makes a row wait until then.
    case declared(field: MessageArgument, list: MessageArgument)

    public var english: String {
        switch self {
        case .declared(let field, let list): return "\(field) is a field of \(list): set waiting DATE makes a row wait until then."
        }
    }

    public var spanish: String {
        switch self {
        case .declared(let field, let list): return "\(field) es un campo de \(list): poner espera FECHA deja una fila en espera hasta entonces."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: StartFieldMessage)] {
        [("startField.declared", .declared(field: a(1), list: a(2)))]
    }
}
