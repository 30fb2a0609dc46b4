// Tab pressed again on a line whose choices it has just listed: the same choices are
// not printed a second time (the command list is a screenful), one short line says they
// are the same. One case of `Message` (`.worded`), in English and Spanish.

/// What a second Tab says when it would list again the choices it just listed.
public enum TabAgainMessage: WordedMessage {
    /// Same choices: type more to narrow them.
    case sameChoices

    public var english: String {
        switch self {
        case .sameChoices: return "Same choices: type more to narrow them."
        }
    }

    public var spanish: String {
        switch self {
        case .sameChoices: return "Las mismas opciones: escribe más para acotarlas."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: TabAgainMessage)] {
        [("tabAgain.sameChoices", .sameChoices)]
    }
}
