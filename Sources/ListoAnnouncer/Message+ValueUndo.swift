// undo and redo of a mark on one row, said with what the row holds
// again ("Undid mark unread of Invoice for November: read again."), where "read on
// Invoice for November" named the state the undo took away, heard as the one it brought
// back. The sentence around them is RenameUndoMessage's undid and redid. One case of
// `Message` (`.worded`), in English and Spanish.

/// How undo and redo name a mark on one row.
public enum ValueUndoMessage: WordedMessage {
    /// mark {1} of {2}: a mark, named by the state it set ("mark unread", "mark not done").
    case mark(MessageArgument, MessageArgument)

    public var english: String {
        switch self {
        case .mark(let state, let row): return "mark \(state) of \(row)"
        }
    }

    public var spanish: String {
        switch self {
        case .mark(let state, let row): return "marcar \(state) en \(row)"
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: ValueUndoMessage)] {
        [("valueUndo.mark", .mark(a(1), a(2)))]
    }
}
