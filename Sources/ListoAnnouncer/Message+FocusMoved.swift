// A change to the focused row, named by no row, refused once when another session's
// change moved focus onto that row since the last command: shaped as the refusal of a
// renumbered row's number. One case of `Message` (`.worded`), in English and Spanish.

/// What a change to the focused row says when focus was moved there elsewhere.
public enum FocusMovedMessage: WordedMessage {
    /// focus is now on {1}, moved by a change elsewhere. Type {2} again to go ahead.
    case refused(MessageArgument, MessageArgument)

    public var english: String {
        switch self {
        case .refused(let row, let line): return "focus is now on \(row), moved by a change elsewhere. Type \(line) again to go ahead."
        }
    }

    public var spanish: String {
        switch self {
        case .refused(let row, let line): return "el foco está ahora en \(row), movido por un cambio en otra sesión. Escribe \(line) otra vez para seguir."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: FocusMovedMessage)] {
        [("focusMoved.refused", .refused(a(1), a(2)))]
    }
}
