// A change to the selection that moves its rows (move selection, or an action such as
// Done that moves them to its section) refused whole by one row it holds that can't
// move: said as delete selection says it, with that nothing changed and how to go on,
// where the row's own refusal left the listener guessing whether the others moved.
// One case of `Message` (`.worded`), in English and Spanish.

/// What a change to the selection says when a row it holds keeps it from moving any.
/// {command} is the change as typed again: move selection, Done selection.
public enum SelectionMoveMessage: WordedMessage {
    /// {1} is pinned, so nothing changed. Deselect it or unpin it, then {2} again.
    case pinned(MessageArgument, MessageArgument)
    /// {1} has moving turned off, so nothing changed. Deselect it, then {2} again.
    case moveOff(MessageArgument, MessageArgument)
    /// {1} holds {2}, which is pinned, so nothing changed. …
    case subtaskPinned(MessageArgument, MessageArgument, MessageArgument)
    /// {1} holds {2}, which has moving turned off, so nothing changed. …
    case subtaskMoveOff(MessageArgument, MessageArgument, MessageArgument)

    public var english: String {
        switch self {
        case .pinned(let row, let command): return "\(row) is pinned, so nothing changed. Deselect it or unpin it, then \(command) again."
        case .moveOff(let row, let command): return "\(row) has moving turned off, so nothing changed. Deselect it, then \(command) again."
        case .subtaskPinned(let row, let subtask, let command):
            return "\(row) holds \(subtask), which is pinned, so nothing changed. Deselect \(row) or unpin \(subtask), then \(command) again."
        case .subtaskMoveOff(let row, let subtask, let command):
            return "\(row) holds \(subtask), which has moving turned off, so nothing changed. Deselect \(row), then \(command) again."
        }
    }

    public var spanish: String {
        switch self {
        case .pinned(let row, let command): return "\(row) está fijada, así que no cambió nada. Deselecciónala o suéltala, y vuelve a escribir \(command)."
        case .moveOff(let row, let command):
            return "\(row) tiene el movimiento desactivado, así que no cambió nada. Deselecciónala y vuelve a escribir \(command)."
        case .subtaskPinned(let row, let subtask, let command):
            return "\(row) contiene \(subtask), que está fijada, así que no cambió nada. Deselecciona \(row) o suelta \(subtask), y vuelve a escribir \(command)."
        case .subtaskMoveOff(let row, let subtask, let command):
            return "\(row) contiene \(subtask), que tiene el movimiento desactivado, así que no cambió nada. Deselecciona \(row) y vuelve a escribir \(command)."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: SelectionMoveMessage)] {
        [("selectionMove.pinned", .pinned(a(1), a(2))), ("selectionMove.moveOff", .moveOff(a(1), a(2))),
         ("selectionMove.subtaskPinned", .subtaskPinned(a(1), a(2), a(3))), ("selectionMove.subtaskMoveOff", .subtaskMoveOff(a(1), a(2), a(3)))]
    }
}
