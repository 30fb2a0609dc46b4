// `repeat`, `remind` and `set start` with the value a row has: one case of
// `Message` (`.worded`), in English and Spanish, naming that value, since "is
// already so" left the listener to guess what was so.

/// A repeat, a reminder or a start typed as the row has it.
public enum SameRepeatMessage: WordedMessage {
    /// {1} already repeats {2}; nothing changed. The repeat as `repeatWords` says it.
    case alreadyRepeats(MessageArgument, MessageArgument)
    /// {1} already has {2}; nothing changed. The reminder as `reminderWords` says it (reminder Friday 9:00).
    case alreadyReminds(MessageArgument, MessageArgument)
    /// {1} is already waiting until {2}; nothing changed. A start still to come.
    case alreadyWaiting(MessageArgument, MessageArgument)
    /// {1} already started {2}; nothing changed. A start today or gone by.
    case alreadyStarted(MessageArgument, MessageArgument)

    public var english: String {
        switch self {
        case .alreadyRepeats(let title, let words): return "\(title) already repeats \(words); nothing changed."
        case .alreadyReminds(let title, let words): return "\(title) already has \(words); nothing changed."
        case .alreadyWaiting(let title, let day): return "\(title) is already waiting until \(day); nothing changed."
        case .alreadyStarted(let title, let day): return "\(title) already started \(day); nothing changed."
        }
    }

    public var spanish: String {
        switch self {
        case .alreadyRepeats(let title, let words): return "\(title) ya se repite \(words); no cambió nada."
        case .alreadyReminds(let title, let words): return "\(title) ya tiene \(words); no cambió nada."
        case .alreadyWaiting(let title, let day): return "\(title) ya está en espera hasta \(day); no cambió nada."
        case .alreadyStarted(let title, let day): return "\(title) ya empezó \(day); no cambió nada."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: SameRepeatMessage)] {
        [
            ("sameRepeat.alreadyRepeats", .alreadyRepeats(a(1), a(2))),
            ("sameRepeat.alreadyReminds", .alreadyReminds(a(1), a(2))),
            ("sameRepeat.alreadyWaiting", .alreadyWaiting(a(1), a(2))),
            ("sameRepeat.alreadyStarted", .alreadyStarted(a(1), a(2))),
        ]
    }
}
