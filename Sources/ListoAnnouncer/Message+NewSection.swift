// new section NAME: new makes lists, and a section is added by section add, as it is
// renamed and deleted by section rename and section delete. The refusal starts with the
// name given, what tells it apart, then the command to type with it filled in, so the
// person can type it at once; listo's own words never lead it, since section add leads
// other refusals as the command typed. One group of `Message` (`.worded`), in English and Spanish.

/// What new says when it is asked for a section.
public enum NewSectionMessage: WordedMessage {
    /// {1}: type section add {1} for a section; new makes only lists.
    case named(MessageArgument)
    /// A section: type section add NAME; new makes only lists.
    case noName

    public var english: String {
        switch self {
        case .named(let name): return "\(name): type section add \(name) for a section; new makes only lists."
        case .noName: return "A section: type section add NAME; new makes only lists."
        }
    }

    public var spanish: String {
        switch self {
        case .named(let name): return "\(name): escribe sección añadir \(name) para una sección; nueva solo crea listas."
        case .noName: return "Una sección: escribe sección añadir NOMBRE; nueva solo crea listas."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: NewSectionMessage)] {
        [("newSection.named", .named(a(1))), ("newSection.noName", .noName)]
    }
}
