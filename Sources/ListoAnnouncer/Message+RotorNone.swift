// The rotor set to a state no row of the list holds: next, previous, first and last
// say so, where "End of list." left the listener to wonder whether any was passed.
// One case of `Message` (`.worded`), in English and Spanish.

/// What the state rotor says when no row of the list is in its state.
public enum RotorNoneMessage: WordedMessage {
    /// Rotor {1}: no rows in {2}.
    case none(MessageArgument, list: MessageArgument)

    public var english: String {
        switch self {
        case .none(let term, let list): return "Rotor \(term): no rows in \(list)."
        }
    }

    public var spanish: String {
        switch self {
        case .none(let term, let list): return "Rotor \(term): ninguna fila en \(list)."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: RotorNoneMessage)] {
        [("rotorNone.none", .none(a(1), list: a(2)))]
    }
}
