// A name that starts several lists: the refusal, then the lists it offers one a
// line (as `ChoiceMessage.offered`), then how to go on, as one case of `Message`
// (`.listChoice`), worded here in English and Spanish.

/// What is said when a shortened name starts several lists.
public enum ListChoiceMessage: Sendable {
    /// "{1}" matches {2} lists:
    case matches(MessageArgument, MessageArgument)
    /// "{1}" matches more than {2} lists; {2} of them:
    case matchesMore(MessageArgument, MessageArgument)
    /// Type a number to open one, or more of the name.
    case howToOpen
    /// delete list takes a list's whole name; "{1}" begins {2} lists:
    /// Said where a shortened name would be a risk: deleting or renaming the wrong list.
    case deleteTakesWholeName(MessageArgument, Int)
    /// rename list takes a list's whole name; "{1}" begins {2} lists:
    case renameTakesWholeName(MessageArgument, Int)
    /// delete list takes a list's whole name; "{1}" begins more than {2} lists; {2} of them:
    case deleteTakesWholeNameMore(MessageArgument, MessageArgument)
    /// rename list takes a list's whole name; "{1}" begins more than {2} lists; {2} of them:
    case renameTakesWholeNameMore(MessageArgument, MessageArgument)
    /// Type the whole name of one.
    case typeWholeName

    var english: String {
        switch self {
        case .matches(let a1, let a2): return "\"\(a1)\" matches \(a2) lists:"
        case .matchesMore(let a1, let a2): return "\"\(a1)\" matches more than \(a2) lists; \(a2) of them:"
        case .howToOpen: return "Type a number to open one, or more of the name."
        case .deleteTakesWholeName(let a1, let n): return "delete list takes a list's whole name; \"\(a1)\" begins \(Self.lists(n, english: true)):"
        case .renameTakesWholeName(let a1, let n): return "rename list takes a list's whole name; \"\(a1)\" begins \(Self.lists(n, english: true)):"
        case .deleteTakesWholeNameMore(let a1, let a2):
            return "delete list takes a list's whole name; \"\(a1)\" begins more than \(a2) lists; \(a2) of them:"
        case .renameTakesWholeNameMore(let a1, let a2):
            return "rename list takes a list's whole name; \"\(a1)\" begins more than \(a2) lists; \(a2) of them:"
        case .typeWholeName: return "Type the whole name of one."
        }
    }

    var spanish: String {
        switch self {
        case .matches(let a1, let a2): return "\"\(a1)\" coincide con \(a2) listas:"
        case .matchesMore(let a1, let a2): return "\"\(a1)\" coincide con más de \(a2) listas; \(a2) de ellas:"
        case .howToOpen: return "Escribe un número para abrir una, o más del nombre."
        case .deleteTakesWholeName(let a1, let n):
            return "borrar lista pide el nombre entero de una lista; \"\(a1)\" es el principio de \(Self.lists(n, english: false)):"
        case .renameTakesWholeName(let a1, let n):
            return "renombrar lista pide el nombre entero de una lista; \"\(a1)\" es el principio de \(Self.lists(n, english: false)):"
        case .deleteTakesWholeNameMore(let a1, let a2):
            return "borrar lista pide el nombre entero de una lista; \"\(a1)\" es el principio de más de \(a2) listas; \(a2) de ellas:"
        case .renameTakesWholeNameMore(let a1, let a2):
            return "renombrar lista pide el nombre entero de una lista; \"\(a1)\" es el principio de más de \(a2) listas; \(a2) de ellas:"
        case .typeWholeName: return "Escribe el nombre entero de una."
        }
    }

    private static func lists(_ n: Int, english: Bool) -> String {
        english ? (n == 1 ? "1 list" : "\(n) lists") : (n == 1 ? "1 lista" : "\(n) listas")
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String, count: Int) -> [(name: String, message: ListChoiceMessage)] {
        [
            ("listChoice.matches", .matches(a(1), a(2))),
            ("listChoice.matchesMore", .matchesMore(a(1), a(2))),
            ("listChoice.howToOpen", .howToOpen),
            ("listChoice.deleteTakesWholeName", .deleteTakesWholeName(a(1), count)),
            ("listChoice.renameTakesWholeName", .renameTakesWholeName(a(1), count)),
            ("listChoice.deleteTakesWholeNameMore", .deleteTakesWholeNameMore(a(1), a(2))),
            ("listChoice.renameTakesWholeNameMore", .renameTakesWholeNameMore(a(1), a(2))),
            ("listChoice.typeWholeName", .typeWholeName),
        ]
    }
}
