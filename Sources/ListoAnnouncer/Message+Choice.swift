// A name that matches several rows: the refusal and the rows it offers, one a
// line, as one case of `Message` (`.choice`), worded here in English and Spanish.

/// What is said when a name matches several rows and a number is to choose one.
public enum ChoiceMessage: Sendable {
    /// "{1}" matches {2} rows:
    case matches(MessageArgument, MessageArgument)
    /// "{1}" matches more than {2} rows; {2} of them, in list order:
    /// Not "the first": past the rows read for the order, the others are not placed.
    case matchesMore(MessageArgument, MessageArgument)
    /// {1}: {2}. The choice's number set off by a colon, so that it is not heard as the row's place.
    case offered(MessageArgument, MessageArgument)
    /// Type a number to choose one, or more of the title.
    case howToChoose
    /// Type a number to choose one, or more of the title; more says the next ones.
    /// Said where rows past those offered match too: `more` offers them, numbered on.
    case howToChooseOrMore

    var english: String {
        switch self {
        case .matches(let a1, let a2): return "\"\(a1)\" matches \(a2) rows:"
        case .matchesMore(let a1, let a2): return "\"\(a1)\" matches more than \(a2) rows; \(a2) of them, in list order:"
        case .offered(let a1, let a2): return "\(a1): \(a2)."
        case .howToChoose: return "Type a number to choose one, or more of the title."
        case .howToChooseOrMore: return "Type a number to choose one, or more of the title; more says the next ones."
        }
    }

    var spanish: String {
        switch self {
        case .matches(let a1, let a2): return "\"\(a1)\" coincide con \(a2) filas:"
        case .matchesMore(let a1, let a2): return "\"\(a1)\" coincide con más de \(a2) filas; \(a2) de ellas, en el orden de la lista:"
        case .offered(let a1, let a2): return "\(a1): \(a2)."
        case .howToChoose: return "Escribe un número para elegir una, o más del título."
        case .howToChooseOrMore: return "Escribe un número para elegir una, o más del título; más dice las siguientes."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String, count: Int) -> [(name: String, message: ChoiceMessage)] {
        [
            ("choice.matches", .matches(a(1), a(2))),
            ("choice.matchesMore", .matchesMore(a(1), a(2))),
            ("choice.offered", .offered(a(1), a(2))),
            ("choice.howToChoose", .howToChoose),
            ("choice.howToChooseOrMore", .howToChooseOrMore),
        ]
    }
}
