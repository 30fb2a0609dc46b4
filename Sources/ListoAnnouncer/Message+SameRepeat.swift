// `repeat` with the repeat a row has: one case of `Message` (`.worded`), in English
// and Spanish, naming the repeat, since "is already so" left the listener to guess
// what was so.

/// A repeat typed as the row has it.
public enum SameRepeatMessage: WordedMessage {
    /// {1} already repeats {2}; nothing changed. The repeat as `repeatWords` says it.
    case alreadyRepeats(MessageArgument, MessageArgument)

    public var english: String {
        switch self {
        case .alreadyRepeats(let title, let words): return "\(title) already repeats \(words); nothing changed."
        }
    }

    public var spanish: String {
        switch self {
        case .alreadyRepeats(let title, let words): return "\(title) ya se repite \(words); no cambió nada."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: SameRepeatMessage)] {
        [("sameRepeat.alreadyRepeats", .alreadyRepeats(a(1), a(2)))]
    }
}
