// An action that only moves rows to the section they are in: said as what is so,
// as a set of a value a row holds is, as one case of `Message` (`.worded`), in
// English and Spanish.

/// What an action says that would move no row.
public enum AlreadySetMessage: WordedMessage {
    /// {1} is already in {2}; nothing changed.
    case inSection(MessageArgument, MessageArgument)

    public var english: String {
        switch self {
        case .inSection(let a1, let a2): return "\(a1) is already in \(a2); nothing changed."
        }
    }

    public var spanish: String {
        switch self {
        case .inSection(let a1, let a2): return "\(a1) ya está en \(a2); no cambió nada."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: AlreadySetMessage)] {
        [("alreadyInSection", .inSection(a(1), a(2)))]
    }
}
