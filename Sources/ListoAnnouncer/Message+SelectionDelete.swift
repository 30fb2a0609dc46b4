// delete selection refused whole by one row it holds that can't be deleted: said
// with that nothing was deleted and how to go on (deselect the row, or unpin it),
// where a row's own refusal would leave the listener guessing whether the others
// went. One case of `Message` (`.worded`), in English and Spanish.

/// What delete selection says when a row it holds keeps it from deleting any.
public enum SelectionDeleteMessage: WordedMessage {
    /// {1} is pinned, so nothing was deleted. Deselect it or unpin it, then delete selection again.
    case pinned(MessageArgument)
    /// {1} has deleting turned off, so nothing was deleted. Deselect it, then delete selection again.
    case deleteOff(MessageArgument)
    /// {1} holds {2}, which is pinned, so nothing was deleted. …
    case subtaskPinned(MessageArgument, MessageArgument)
    /// {1} holds {2}, which has deleting turned off, so nothing was deleted. …
    case subtaskDeleteOff(MessageArgument, MessageArgument)

    public var english: String {
        switch self {
        case .pinned(let row): return "\(row) is pinned, so nothing was deleted. Deselect it or unpin it, then delete selection again."
        case .deleteOff(let row): return "\(row) has deleting turned off, so nothing was deleted. Deselect it, then delete selection again."
        case .subtaskPinned(let row, let subtask):
            return "\(row) holds \(subtask), which is pinned, so nothing was deleted. Deselect \(row) or unpin \(subtask), then delete selection again."
        case .subtaskDeleteOff(let row, let subtask):
            return "\(row) holds \(subtask), which has deleting turned off, so nothing was deleted. Deselect \(row), then delete selection again."
        }
    }

    public var spanish: String {
        switch self {
        case .pinned(let row): return "\(row) está fijada, así que no se borró nada. Deselecciónala o suéltala, y vuelve a escribir borrar selección."
        case .deleteOff(let row):
            return "\(row) tiene el borrado desactivado, así que no se borró nada. Deselecciónala y vuelve a escribir borrar selección."
        case .subtaskPinned(let row, let subtask):
            return "\(row) contiene \(subtask), que está fijada, así que no se borró nada. Deselecciona \(row) o suelta \(subtask), y vuelve a escribir borrar selección."
        case .subtaskDeleteOff(let row, let subtask):
            return "\(row) contiene \(subtask), que tiene el borrado desactivado, así que no se borró nada. Deselecciona \(row) y vuelve a escribir borrar selección."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: SelectionDeleteMessage)] {
        [("selectionDelete.pinned", .pinned(a(1))), ("selectionDelete.deleteOff", .deleteOff(a(1))),
         ("selectionDelete.subtaskPinned", .subtaskPinned(a(1), a(2))), ("selectionDelete.subtaskDeleteOff", .subtaskDeleteOff(a(1), a(2)))]
    }
}
