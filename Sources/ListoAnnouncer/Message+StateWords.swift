// select with a state and words that name no row and no state (select pinned week):
// said as the row it is not, with the state part that select takes alone; and select
// done (or snoozed, or unread) on a list with no such state, said as the state the list lacks rather than as a
// row it does not have. Cases of `Message` (`.worded`), in English and Spanish.

/// What select says of words that are neither a row nor a state.
public enum StateWordsMessage: WordedMessage {
    /// "{1}" is not the title or start of a row here. {2} is a state: type select {2}.
    case notRowNorState(MessageArgument, MessageArgument)
    /// {1} has no done state. select done picks rows a Done action marked.
    case noDoneState(MessageArgument)
    /// {1} has no snoozed state. select snoozed picks rows a Snooze action marked.
    case noSnoozedState(MessageArgument)
    /// {1} has no read state. select unread picks rows not yet opened.
    case noReadState(MessageArgument)

    public var english: String {
        switch self {
        case .notRowNorState(let text, let state):
            return "\"\(text)\" is not the title or start of a row here. \(state) is a state: type select \(state)."
        case .noDoneState(let list):
            return "\(list) has no done state. select done picks rows a Done action marked."
        case .noSnoozedState(let list):
            return "\(list) has no snoozed state. select snoozed picks rows a Snooze action marked."
        case .noReadState(let list):
            return "\(list) has no read state. select unread picks rows not yet opened."
        }
    }

    public var spanish: String {
        switch self {
        case .notRowNorState(let text, let state):
            return "\"\(text)\" no es el título ni el comienzo de ninguna fila de aquí. \(state) es un estado: escribe seleccionar \(state)."
        case .noDoneState(let list):
            return "\(list) no tiene el estado hecha. seleccionar hecha elige las filas que marcó una acción Hecho."
        case .noSnoozedState(let list):
            return "\(list) no tiene el estado pospuesta. seleccionar pospuesta elige las filas que marcó una acción Posponer."
        case .noReadState(let list):
            return "\(list) no tiene el estado leída. seleccionar no leída elige las filas aún sin abrir."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: StateWordsMessage)] {
        [("stateWords.notRowNorState", .notRowNorState(a(1), a(2))), ("stateWords.noDoneState", .noDoneState(a(1))),
         ("stateWords.noSnoozedState", .noSnoozedState(a(1))), ("stateWords.noReadState", .noReadState(a(1)))]
    }
}
