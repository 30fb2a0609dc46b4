// A store that may only be read (a file that may not be written, a server role that
// may only SELECT) runs no swipe action, so none is offered: a row's line leaves its
// actions out, a row's hint at high verbosity names read alone, and swipe, actions and
// the actions rotor, which only offer them, are refused in one line where they listed
// what would then be refused. One case of `Message` (`.worded`) each, in English and Spanish.

/// What swipe, actions and the actions rotor say in a read-only store.
public enum ReadOnlyActionsMessage: WordedMessage {
    /// {1}'s actions can't be run: this store is read-only.
    case row(MessageArgument)
    /// Actions can't be run: this store is read-only. (Focus on no row: the selection's.)
    case noRow
    /// read says the whole row. (A row's hint at high verbosity, without actions.)
    case hintRow

    public var english: String {
        switch self {
        case .row(let title): return "\(title)'s actions can't be run: this store is read-only."
        case .noRow: return "actions can't be run: this store is read-only."
        case .hintRow: return "read says the whole row."
        }
    }

    public var spanish: String {
        switch self {
        case .row(let title): return "las acciones de \(title) no se pueden ejecutar: este almacén es de solo lectura."
        case .noRow: return "las acciones no se pueden ejecutar: este almacén es de solo lectura."
        case .hintRow: return "leer dice la fila entera."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: ReadOnlyActionsMessage)] {
        [("readOnlyActions.row", .row(a(1))), ("readOnlyActions.noRow", .noRow), ("readOnlyActions.hintRow", .hintRow)]
    }
}
