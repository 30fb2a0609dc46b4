// Ctrl-C while a command runs: the command stops, its change rolled back whole,
// and listo says so in one line before the prompt comes back; a command that runs
// long says, once, that it is working and that Ctrl-C stops it. One case of
// `Message` (`.worded`), in English and Spanish.

/// What is said when Ctrl-C stops a command that was running.
public enum CommandStopMessage: WordedMessage {
    /// Stopped: {1}; nothing changed. {1} is the command as typed.
    case stopped(MessageArgument)
    /// Working: {1}. Ctrl-C stops it. Said once, at a terminal, when {1} runs past two seconds.
    case working(MessageArgument)
    /// The same as a refusal's words, where no command is named: after "Error: ".
    case reason

    public var english: String {
        switch self {
        case .stopped(let command): return "Stopped: \(command); nothing changed."
        case .working(let command): return "Working: \(command). Ctrl-C stops it."
        case .reason: return "stopped by Ctrl-C; nothing changed."
        }
    }

    public var spanish: String {
        switch self {
        case .stopped(let command): return "Detenido: \(command); no cambió nada."
        case .working(let command): return "Trabajando: \(command). Ctrl-C lo detiene."
        case .reason: return "detenido con Ctrl-C; no cambió nada."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: CommandStopMessage)] {
        [("commandStop.stopped", .stopped(a(1))), ("commandStop.working", .working(a(1))), ("commandStop.reason", .reason)]
    }
}
