// undo and redo of a rename (a section's, a row's, a list's, an action's), said by the
// name it takes away and the one it has again ("Undid rename of section Finished: Completed again."), where "rename
// of section Completed to Finished" reads as the rename just done. One case of
// `Message` (`.worded`), in English and Spanish.

/// What undo and redo of a section's rename say.
public enum RenameUndoMessage: WordedMessage {
    /// rename of section {1}: the step named by the name it takes away.
    case section(MessageArgument)
    /// rename of {1}, rename of list {1}, rename of action {1}: a row's, a list's, an action's.
    case row(MessageArgument)
    case list(MessageArgument)
    case action(MessageArgument)
    /// Undid {1}: {2} again. / Redid {1}: {2} again. Also a mark's and a note's, with
    /// what the row holds again (Message+ValueUndo.swift).
    case undid(MessageArgument, MessageArgument)
    case redid(MessageArgument, MessageArgument)
    /// The same, in a list other than the open one: …, in {3}.
    case undidIn(MessageArgument, MessageArgument, MessageArgument)
    case redidIn(MessageArgument, MessageArgument, MessageArgument)

    public var english: String {
        switch self {
        case .section(let name): return "rename of section \(name)"
        case .row(let name): return "rename of \(name)"
        case .list(let name): return "rename of list \(name)"
        case .action(let name): return "rename of action \(name)"
        case .undid(let step, let name): return "Undid \(step): \(name) again."
        case .redid(let step, let name): return "Redid \(step): \(name) again."
        case .undidIn(let step, let name, let list): return "Undid \(step): \(name) again, in \(list)."
        case .redidIn(let step, let name, let list): return "Redid \(step): \(name) again, in \(list)."
        }
    }

    public var spanish: String {
        switch self {
        case .section(let name): return "renombrar la sección \(name)"
        case .row(let name): return "renombrar \(name)"
        case .list(let name): return "renombrar la lista \(name)"
        case .action(let name): return "renombrar la acción \(name)"
        case .undid(let step, let name): return "Deshecho: \(step); de nuevo \(name)."
        case .redid(let step, let name): return "Rehecho: \(step); de nuevo \(name)."
        case .undidIn(let step, let name, let list): return "Deshecho: \(step); de nuevo \(name), en \(list)."
        case .redidIn(let step, let name, let list): return "Rehecho: \(step); de nuevo \(name), en \(list)."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: RenameUndoMessage)] {
        [("renameUndo.section", .section(a(1))), ("renameUndo.row", .row(a(1))), ("renameUndo.list", .list(a(1))), ("renameUndo.action", .action(a(1))), ("renameUndo.undid", .undid(a(1), a(2))), ("renameUndo.redid", .redid(a(1), a(2))),
         ("renameUndo.undidIn", .undidIn(a(1), a(2), a(3))), ("renameUndo.redidIn", .redidIn(a(1), a(2), a(3)))]
    }
}
