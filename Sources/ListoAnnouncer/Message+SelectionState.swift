// What deselecting the rows in a state says, and what a single selection keeps of
// several: one case of `Message` (`.worded`), in English and Spanish.

/// A selection changed by a state or by the selection mode.
public enum SelectionStateMessage: WordedMessage {
    /// No selected row is {1}; nothing changed. (`deselect done` where none is)
    case noneInState(MessageArgument)
    /// {1} still selected, 1 row deselected. / {1} still selected, {n} rows deselected.
    case kept(Int, MessageArgument)

    public var english: String {
        switch self {
        case .noneInState(let a1): return "No selected row is \(a1); nothing changed."
        case .kept(let n, let a1): return n == 1 ? "\(a1) still selected, 1 row deselected." : "\(a1) still selected, \(n) rows deselected."
        }
    }

    public var spanish: String {
        switch self {
        case .noneInState(let a1): return "Ninguna fila seleccionada está \(Spanish().oneRow(a1)); no cambió nada."
        case .kept(let n, let a1):
            return n == 1 ? "\(a1) sigue seleccionada, 1 fila deseleccionada." : "\(a1) sigue seleccionada, \(n) filas deseleccionadas."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String, count: Int) -> [(name: String, message: SelectionStateMessage)] {
        [("selectionState.noneInState", .noneInState(a(1))), ("selectionState.kept", .kept(count, a(1)))]
    }
}
