// A row named by its title while its start date keeps it out of the list: one case
// of `Message` (`.worded`), in English and Spanish.

/// What is said of a row that waits for its start date when a command names it.
public enum WaitingRowMessage: WordedMessage {
    /// {1} is waiting until {2}, so it is not shown. Type filter waiting to reach it.
    /// Said where "is not a row here" denied a row `lists` counts as waiting.
    case named(MessageArgument, MessageArgument)

    public var english: String {
        switch self {
        case .named(let title, let day): return "\(title) is waiting until \(day), so it is not shown. Type filter waiting to reach it."
        }
    }

    public var spanish: String {
        switch self {
        case .named(let title, let day): return "\(title) está en espera hasta \(day), así que no se muestra. Escribe filtrar en espera para llegar a ella."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: WaitingRowMessage)] {
        [("waitingRow.named", .named(a(1), a(2)))]
    }
}
