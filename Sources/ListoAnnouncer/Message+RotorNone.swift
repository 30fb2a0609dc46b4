// The rotor set to a state no row of the list holds: next, previous, first and last
// say so, where "End of list." left the listener to wonder whether any was passed.
// One case of `Message` (`.worded`), in English and Spanish.

/// What the state rotor says when no row of the list is in its state, or none the filter on lets through.
public enum RotorNoneMessage: WordedMessage {
    /// Rotor {1}: no rows in {2}.
    case none(MessageArgument, list: MessageArgument)
    /// Rotor {1}: no rows in filter {2}.
    case noneFiltered(MessageArgument, filter: MessageArgument)

    public var english: String {
        switch self {
        case .none(let term, let list): return "Rotor \(term): no rows in \(list)."
        case .noneFiltered(let term, let filter): return "Rotor \(term): no rows in filter \(filter)."
        }
    }

    public var spanish: String {
        switch self {
        case .none(let term, let list): return "Rotor \(term): ninguna fila en \(list)."
        case .noneFiltered(let term, let filter): return "Rotor \(term): ninguna fila en el filtro \(filter)."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: RotorNoneMessage)] {
        [("rotorNone.none", .none(a(1), list: a(2))), ("rotorNone.noneFiltered", .noneFiltered(a(1), filter: a(2)))]
    }
}
