// Undo and redo of a move within one section or parent: where the row is now, as the
// move itself said it, since "back in" a section would name the one it never left.
// One case of `Message` (`.worded`), in English and Spanish.

/// What an undone or redone move within a section says of the row's place.
public enum StepPlaceMessage: WordedMessage {
    /// Undid {1}: {2}{3}. (Undid move of Buy bread: 1 of 3, before Call Ana.)
    case undid(MessageArgument, MessageArgument, MessageArgument)
    /// Redid {1}: {2}{3}. (Redid move of Buy bread: 2 of 3, after Call Ana.)
    case redid(MessageArgument, MessageArgument, MessageArgument)

    public var english: String {
        switch self {
        case .undid(let a1, let a2, let a3): return "Undid \(a1): \(a2)\(a3)."
        case .redid(let a1, let a2, let a3): return "Redid \(a1): \(a2)\(a3)."
        }
    }

    public var spanish: String {
        switch self {
        case .undid(let a1, let a2, let a3): return "Deshecho: \(a1); \(a2)\(a3)."
        case .redid(let a1, let a2, let a3): return "Rehecho: \(a1); \(a2)\(a3)."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: StepPlaceMessage)] {
        [("stepPlace.undid", .undid(a(1), a(2), a(3))), ("stepPlace.redid", .redid(a(1), a(2), a(3)))]
    }
}
