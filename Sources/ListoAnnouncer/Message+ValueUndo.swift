// undo and redo of a mark or a note on one row, said with what the row holds
// again ("Undid mark unread of Invoice for November: read again."), where "read on
// Invoice for November" named the state the undo took away, heard as the one it brought
// back. The sentence around them is RenameUndoMessage's undid and redid. One case of
// `Message` (`.worded`), in English and Spanish.

/// How undo and redo name a mark or a note on one row, and what it holds again.
public enum ValueUndoMessage: WordedMessage {
    /// mark {1} of {2}: a mark, named by the state it set ("mark unread", "mark not done").
    case mark(MessageArgument, MessageArgument)
    /// note off on {1}: a note taken off (one set is "note on {1}", `uNote`).
    case noteOff(MessageArgument)
    /// note {1}: the note the row holds again, said by its start as a note set is.
    case note(MessageArgument)
    /// no note: the row holds no note again.
    case noNote
    /// no {1}: the row holds no value of the field again (redo of `unset`).
    case noValue(MessageArgument)

    public var english: String {
        switch self {
        case .mark(let state, let row): return "mark \(state) of \(row)"
        case .noteOff(let row): return "note off on \(row)"
        case .note(let text): return "note \(text)"
        case .noNote: return "no note"
        case .noValue(let field): return "no \(field)"
        }
    }

    public var spanish: String {
        switch self {
        case .mark(let state, let row): return "marcar \(state) en \(row)"
        case .noteOff(let row): return "quitar la nota de \(row)"
        case .note(let text): return "con la nota \(text)"
        case .noNote: return "sin nota"
        case .noValue(let field): return "sin \(field)"
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: ValueUndoMessage)] {
        [("valueUndo.mark", .mark(a(1), a(2))), ("valueUndo.noteOff", .noteOff(a(1))), ("valueUndo.note", .note(a(1))), ("valueUndo.noNote", .noNote),
         ("valueUndo.noValue", .noValue(a(1)))]
    }
}
