// A reminder set on a day already past: one case of `Message` (`.worded`), in
// English and Spanish.

/// What is said when `remind` names a day that has gone by.
public enum PastReminderMessage: WordedMessage {
    /// "{1}" has passed: a reminder rings at a time still to come. {1} as typed: a day
    /// before today, where the reminder was kept and never rang, with nothing said of it.
    case passed(MessageArgument)

    public var english: String {
        switch self {
        case .passed(let typed): return "\"\(typed)\" has passed: a reminder rings at a time still to come."
        }
    }

    public var spanish: String {
        switch self {
        case .passed(let typed): return "\"\(typed)\" ya pasó: un aviso suena a una hora que aún no ha llegado."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: PastReminderMessage)] {
        [("pastReminder.passed", .passed(a(1)))]
    }
}
