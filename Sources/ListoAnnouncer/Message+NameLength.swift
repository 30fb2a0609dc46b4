// A list's or a section's name typed over the longest listo takes: named for what
// it is, as a row's is a title, as one case of `Message` (`.worded`), in English and Spanish.

/// The refusal of a list's or a section's name that is too long.
public enum NameLengthMessage: WordedMessage {
    /// list names hold at most {1} characters, and this one has {2}. Shorten it.
    case listName(MessageArgument, MessageArgument)
    /// section names hold at most {1} characters, and this one has {2}. Shorten it.
    case sectionName(MessageArgument, MessageArgument)

    public var english: String {
        switch self {
        case .listName(let a1, let a2): return "list names hold at most \(a1) characters, and this one has \(a2). Shorten it."
        case .sectionName(let a1, let a2): return "section names hold at most \(a1) characters, and this one has \(a2). Shorten it."
        }
    }

    public var spanish: String {
        switch self {
        case .listName(let a1, let a2): return "un nombre de lista admite como máximo \(a1) caracteres, y este tiene \(a2). Acórtalo."
        case .sectionName(let a1, let a2): return "un nombre de sección admite como máximo \(a1) caracteres, y este tiene \(a2). Acórtalo."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: NameLengthMessage)] {
        [("nameLengthList", .listName(a(1), a(2))), ("nameLengthSection", .sectionName(a(1), a(2)))]
    }
}
