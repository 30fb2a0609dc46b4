// An undo or redo refused because another session deleted a row the step would put
// back or change: said as deleted, not as changed. One case of `Message`
// (`.worded`), in English and Spanish.

/// What undo and redo say of a step whose row another session deleted since.
public enum StepGoneMessage: WordedMessage {
    /// undo of {1} refused: deleted elsewhere.
    case undo(MessageArgument)
    /// redo of {1} refused: deleted elsewhere.
    case redo(MessageArgument)

    public var english: String {
        switch self {
        case .undo(let step): return "undo of \(step) refused: deleted elsewhere."
        case .redo(let step): return "redo of \(step) refused: deleted elsewhere."
        }
    }

    public var spanish: String {
        switch self {
        case .undo(let step): return "no se puede deshacer \(step): se borró en otra sesión."
        case .redo(let step): return "no se puede rehacer \(step): se borró en otra sesión."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: StepGoneMessage)] {
        [("stepGone.undo", .undo(a(1))), ("stepGone.redo", .redo(a(1)))]
    }
}
