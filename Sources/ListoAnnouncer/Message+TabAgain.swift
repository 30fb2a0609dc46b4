// Tab pressed again on a line whose choices it has just listed: the same choices are
// not printed a second time (the command list is a screenful), one short line says they
// are the same. Choices longer than a page are listed a page at a time, as a long answer
// is, and a second Tab goes on with the next page. One case of `Message` (`.worded`)
// each, in English and Spanish.

/// What a second Tab says when it would list again the choices it just listed.
public enum TabAgainMessage: WordedMessage {
    /// Same choices: type more to narrow them.
    case sameChoices
    /// {1} more. Press Tab again.: after a page of choices, how many lines are left.
    case morePage(MessageArgument)
    /// Only the first {1} titles are listed. Type more letters to narrow them.: after the titles of a long list, when there are more.
    case moreTitles(MessageArgument)

    public var english: String {
        switch self {
        case .sameChoices: return "Same choices: type more to narrow them."
        case .morePage(let a1): return "\(a1) more. Press Tab again."
        case .moreTitles(let a1): return "Only the first \(a1) titles are listed. Type more letters to narrow them."
        }
    }

    public var spanish: String {
        switch self {
        case .sameChoices: return "Las mismas opciones: escribe más para acotarlas."
        case .morePage(let a1): return "\(a1) más. Pulsa Tab otra vez."
        case .moreTitles(let a1): return "Solo se listan los primeros \(a1) títulos. Escribe más letras para acotarlos."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: TabAgainMessage)] {
        [("tabAgain.sameChoices", .sameChoices), ("tabAgain.morePage", .morePage(a(1))), ("tabAgain.moreTitles", .moreTitles(a(1)))]
    }
}
