// new section NAME: new makes lists, and a section is added by section add, as it is
// renamed and deleted by section rename and section delete. The refusal starts with the
// command to type, the name given filled in, so the person can type it at once. One
// group of `Message` (`.worded`), in English and Spanish.

/// What new says when it is asked for a section.
public enum NewSectionMessage: WordedMessage {
    /// section add {1} adds a section. new makes only lists.
    case named(MessageArgument)
    /// section add NAME adds a section. new makes only lists.
    case noName

    public var english: String {
        switch self {
        case .named(let name): return "section add \(name) adds a section. new makes only lists."
        case .noName: return "section add NAME adds a section. new makes only lists."
        }
    }

    public var spanish: String {
        switch self {
        case .named(let name): return "sección añadir \(name) añade una sección. nueva solo crea listas."
        case .noName: return "sección añadir NOMBRE añade una sección. nueva solo crea listas."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: NewSectionMessage)] {
        [("newSection.named", .named(a(1))), ("newSection.noName", .noName)]
    }
}
