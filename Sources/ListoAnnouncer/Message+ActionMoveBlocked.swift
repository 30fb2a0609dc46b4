// An action that moves a row to a section (Done moves to Completed), run on a row
// that can't be moved: the refusal names the action and where it moves rows, where
// "can't be moved" alone left the listener to wonder why a move was asked of it.
// One case of `Message` (`.worded`), in English and Spanish.

/// A row an action would move that may not be moved.
public enum ActionMoveBlockedMessage: WordedMessage {
    /// {1} can't be moved to {2} by {3}: it is pinned.
    case pinned(MessageArgument, section: MessageArgument, action: MessageArgument)
    /// {1} can't be moved to {2} by {3}: moving is turned off for it.
    case turnedOff(MessageArgument, section: MessageArgument, action: MessageArgument)

    public var english: String {
        switch self {
        case .pinned(let row, let section, let action): return "\(row) can't be moved to \(section) by \(action): it is pinned."
        case .turnedOff(let row, let section, let action): return "\(row) can't be moved to \(section) by \(action): moving is turned off for it."
        }
    }

    public var spanish: String {
        switch self {
        case .pinned(let row, let section, let action): return "\(row) no se puede mover a \(section) con \(action): está fijada."
        case .turnedOff(let row, let section, let action): return "\(row) no se puede mover a \(section) con \(action): tiene el movimiento desactivado."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: ActionMoveBlockedMessage)] {
        [("actionMoveBlocked.pinned", .pinned(a(1), section: a(2), action: a(3))),
         ("actionMoveBlocked.turnedOff", .turnedOff(a(1), section: a(2), action: a(3)))]
    }
}
