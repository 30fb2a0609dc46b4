// select with a state and words that name no row and no state (select pinned week):
// said as the row it is not, with the state part that select takes alone. One case
// of `Message` (`.worded`), in English and Spanish.

/// What select says of words that are neither a row nor a state.
public enum StateWordsMessage: WordedMessage {
    /// "{1}" is not the title or start of a row here. {2} is a state: type select {2}.
    case notRowNorState(MessageArgument, MessageArgument)

    public var english: String {
        switch self {
        case .notRowNorState(let text, let state):
            return "\"\(text)\" is not the title or start of a row here. \(state) is a state: type select \(state)."
        }
    }

    public var spanish: String {
        switch self {
        case .notRowNorState(let text, let state):
            return "\"\(text)\" no es el título ni el comienzo de ninguna fila de aquí. \(state) es un estado: escribe seleccionar \(state)."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: StateWordsMessage)] {
        [("stateWords.notRowNorState", .notRowNorState(a(1), a(2)))]
    }
}
