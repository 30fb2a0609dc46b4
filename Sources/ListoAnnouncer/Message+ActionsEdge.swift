// The actions rotor past a row's last action or before its first: said as the end of
// the actions, where "End of list." sent the listener to wonder whether the list ended.
// One case of `Message` (`.worded`), in English and Spanish.

/// What the actions rotor says at the edge of the focused row's actions.
public enum ActionsEdgeMessage: WordedMessage {
    /// End of actions.
    case end
    /// Start of actions.
    case start

    public var english: String {
        switch self {
        case .end: return "End of actions."
        case .start: return "Start of actions."
        }
    }

    public var spanish: String {
        switch self {
        case .end: return "Fin de las acciones."
        case .start: return "Inicio de las acciones."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every() -> [(name: String, message: ActionsEdgeMessage)] {
        [("actionsEdge.end", .end), ("actionsEdge.start", .start)]
    }
}
