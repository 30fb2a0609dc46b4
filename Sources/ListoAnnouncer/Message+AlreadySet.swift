// A set, a mark or an action on several rows, every one of which already holds what
// it would set: one refusal naming them, as one case of `Message` (`.worded`), in
// English and Spanish.

/// What a change on several rows says when it would change none of them.
public enum AlreadySetMessage: WordedMessage {
    /// {1} are already {2}; nothing changed. ({1}: the rows, named or counted.)
    case rows(MessageArgument, MessageArgument)
    /// {1} have no {2} to remove; nothing changed.
    case noValue(MessageArgument, MessageArgument)
    /// {1} is already in {2}; nothing changed.
    case inSection(MessageArgument, MessageArgument)
    /// {1} are already in {2}; nothing changed.
    case allInSection(MessageArgument, MessageArgument)

    public var english: String {
        switch self {
        case .rows(let a1, let a2): return "\(a1) are already \(a2); nothing changed."
        case .noValue(let a1, let a2): return "\(a1) have no \(a2) to remove; nothing changed."
        case .inSection(let a1, let a2): return "\(a1) is already in \(a2); nothing changed."
        case .allInSection(let a1, let a2): return "\(a1) are already in \(a2); nothing changed."
        }
    }

    public var spanish: String {
        switch self {
        case .rows(let a1, let a2): return "\(a1) ya están así: \(a2); no cambió nada."
        case .noValue(let a1, let a2): return "\(a1) no tienen \(a2) que quitar; no cambió nada."
        case .inSection(let a1, let a2): return "\(a1) ya está en \(a2); no cambió nada."
        case .allInSection(let a1, let a2): return "\(a1) ya están en \(a2); no cambió nada."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: AlreadySetMessage)] {
        [("alreadySetRows", .rows(a(1), a(2))), ("alreadySetNoValue", .noValue(a(1), a(2))),
         ("alreadyInSection", .inSection(a(1), a(2))), ("alreadyAllInSection", .allInSection(a(1), a(2)))]
    }
}
