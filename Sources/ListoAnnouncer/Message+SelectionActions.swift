// actions with rows selected in edit mode and focus on no row (the list's title, a
// section's heading): the actions do N runs on the selection, numbered as it takes
// them, headed by the selection they act on. One case of `Message` (`.worded`), in
// English and Spanish.

/// The head of the actions a selection is offered.
public enum SelectionActionsMessage: WordedMessage {
    /// Selection: {n} rows. Said before the count of actions ("Selection: 3 rows, 2 actions.").
    case head(Int)

    public var english: String {
        switch self {
        case .head(let n): return n == 1 ? "Selection: 1 row" : "Selection: \(n) rows"
        }
    }

    public var spanish: String {
        switch self {
        case .head(let n): return n == 1 ? "Selección: 1 fila" : "Selección: \(n) filas"
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(count: Int) -> [(name: String, message: SelectionActionsMessage)] {
        [("selectionActions.head", .head(count))]
    }
}
