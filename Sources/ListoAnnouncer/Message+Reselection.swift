// Rows selected again by undo, and rows one selection at a time lets go as another
// is selected: what a listener needs to know of a selection that changed without
// being asked. One case of `Message` (`.reselection`), in English and Spanish.

/// What is said of a selection brought back or let go.
public enum ReselectionMessage: Sendable {
    /// {1} deselected. (the rows one selection at a time let go)
    case replaced(Int, MessageArgument)
    /// {1} selected again, 1 in all. / {1} selected again, {n} in all. (one row, brought back by undo)
    case selectedAgain(Int, MessageArgument)
    /// {1} selected again, 1 in all. / {1} selected again, {n} in all. (several rows, brought back by undo)
    case rowsSelectedAgain(Int, MessageArgument)
    /// 1 row selected again. / {n} rows selected again. (too many to name, and all that is selected)
    case countSelectedAgain(Int)

    var english: String {
        switch self {
        case .replaced(_, let a1): return "\(a1) deselected."
        case .selectedAgain(let n, let a1): return n == 1 ? "\(a1) selected again, 1 in all." : "\(a1) selected again, \(n) in all."
        case .countSelectedAgain(let n): return n == 1 ? "1 row selected again." : "\(n) rows selected again."
        case .rowsSelectedAgain(let n, let a1): return n == 1 ? "\(a1) selected again, 1 in all." : "\(a1) selected again, \(n) in all."
        }
    }

    var spanish: String {
        switch self {
        case .replaced(let n, let a1): return n == 1 ? "\(a1) deseleccionada." : "\(a1) deseleccionadas."
        case .selectedAgain(let n, let a1): return n == 1 ? "\(a1) seleccionada de nuevo, 1 en total." : "\(a1) seleccionada de nuevo, \(n) en total."
        case .countSelectedAgain(let n): return n == 1 ? "1 fila seleccionada de nuevo." : "\(n) filas seleccionadas de nuevo."
        case .rowsSelectedAgain(let n, let a1): return n == 1 ? "\(a1) seleccionadas de nuevo, 1 en total." : "\(a1) seleccionadas de nuevo, \(n) en total."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String, count: Int) -> [(name: String, message: ReselectionMessage)] {
        [
            ("selectionReplaced", .replaced(count, a(1))),
            ("selectedAgain", .selectedAgain(count, a(1))),
            ("rowsSelectedAgain", .rowsSelectedAgain(count, a(1))),
            ("countSelectedAgain", .countSelectedAgain(count)),
        ]
    }
}
