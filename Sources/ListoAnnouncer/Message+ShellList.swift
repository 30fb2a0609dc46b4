// A list named on the command line (`listo export --list NAME`) that the store does
// not hold, as one case of `CommandLineMessage` (`.shellList`), worded here in English and
// Spanish. At the shell there is no `lists` to type, so the refusal names the lists.

/// What the store holds instead of the list named at the shell.
public enum ShellListMessage: Sendable {
    /// "{1}" is not a list; the store has no lists.
    case noneThere(MessageArgument)
    /// "{1}" is not a list; the only list is {2}.
    case onlyOne(MessageArgument, MessageArgument)
    /// "{1}" is not a list; the lists are {2}.: {2} is the first few and how many more.
    case some(MessageArgument, MessageArgument)

    var english: String {
        switch self {
        case .noneThere(let a1): return "\"\(a1)\" is not a list; the store has no lists."
        case .onlyOne(let a1, let a2): return "\"\(a1)\" is not a list; the only list is \(a2)."
        case .some(let a1, let a2): return "\"\(a1)\" is not a list; the lists are \(a2)."
        }
    }

    var spanish: String {
        switch self {
        case .noneThere(let a1): return "no hay ninguna lista \"\(a1)\"; el almacén no tiene listas."
        case .onlyOne(let a1, let a2): return "no hay ninguna lista \"\(a1)\"; la única lista es \(a2)."
        case .some(let a1, let a2): return "no hay ninguna lista \"\(a1)\"; las listas son \(a2)."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: ShellListMessage)] {
        [
            ("shellListNoneThere", .noneThere(a(1))),
            ("shellListOnlyOne", .onlyOne(a(1), a(2))),
            ("shellListSome", .some(a(1), a(2))),
        ]
    }
}
