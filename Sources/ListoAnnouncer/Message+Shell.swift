// What listo's modes say at the shell where a session would name something to type
// inside it, as one case of `Message` (`.worded`), worded here in English and
// Spanish: at the shell there is no `lists` to type and no session to quit.

/// A list named with --list that is not there, and a store found damaged, said at the shell.
public enum ShellMessage: WordedMessage {
    /// "{1}" is not a list; the store has no lists.
    case noneThere(MessageArgument)
    /// "{1}" is not a list; the only list is {2}.
    case onlyOne(MessageArgument, MessageArgument)
    /// "{1}" is not a list; the lists are {2}.: {2} is the first few and how many more.
    case some(MessageArgument, MessageArgument)
    /// damaged store {1}: nothing more is written to it. Type listo recover {1} NEW to save what can be read.
    case storeDamaged(MessageArgument)

    public var english: String {
        switch self {
        case .noneThere(let a1): return "\"\(a1)\" is not a list; the store has no lists."
        case .onlyOne(let a1, let a2): return "\"\(a1)\" is not a list; the only list is \(a2)."
        case .some(let a1, let a2): return "\"\(a1)\" is not a list; the lists are \(a2)."
        case .storeDamaged(let a1): return "damaged store \(a1): nothing more is written to it. Type listo recover \(a1) NEW to save what can be read."
        }
    }

    public var spanish: String {
        switch self {
        case .noneThere(let a1): return "\"\(a1)\" no es ninguna lista; el almacén no tiene listas."
        case .onlyOne(let a1, let a2): return "\"\(a1)\" no es ninguna lista; la única lista es \(a2)."
        case .some(let a1, let a2): return "\"\(a1)\" no es ninguna lista; las listas son \(a2)."
        case .storeDamaged(let a1):
            return "el almacén \(a1) está dañado, así que no se escribe nada más en él. Escribe listo recover \(a1) NUEVO para salvar lo que se pueda leer."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: ShellMessage)] {
        [
            ("shellListNoneThere", .noneThere(a(1))),
            ("shellListOnlyOne", .onlyOne(a(1), a(2))),
            ("shellListSome", .some(a(1), a(2))),
            ("shellStoreDamaged", .storeDamaged(a(1))),
        ]
    }
}
