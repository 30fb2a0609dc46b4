// An import refused for a list the store already has, with the way on; and an
// iCalendar component a file opens and never closes, named on its line. One case
// of `Message` (`.worded`), in English and Spanish, after "FILE can't be imported: "
// and, where it has one, "line N: ".

/// An import that can't go on as typed, said with what to do instead.
public enum ImportAgainMessage: WordedMessage {
    /// a list named {1} already exists: rename list {1} to NEW or delete list {1} first.
    /// Said where a second import of one file was refused with no way on.
    case listExists(MessageArgument)
    /// BEGIN:{1} has no END:{1}. Said on the BEGIN line, where libical's refusal named line 1.
    case unclosed(MessageArgument)

    public var english: String {
        switch self {
        case .listExists(let name): return "a list named \(name) already exists: rename list \(name) to NEW or delete list \(name) first."
        case .unclosed(let kind): return "BEGIN:\(kind) has no END:\(kind)."
        }
    }

    public var spanish: String {
        switch self {
        case .listExists(let name): return "ya existe una lista llamada \(name): antes, renombrar lista \(name) a NUEVA o borrar lista \(name)."
        case .unclosed(let kind): return "BEGIN:\(kind) no tiene END:\(kind)."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: ImportAgainMessage)] {
        [("importAgain.listExists", .listExists(a(1))), ("importAgain.unclosed", .unclosed(a(1)))]
    }
}
