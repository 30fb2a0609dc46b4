// A number past the subtasks, or below 1, where focus is on a subtask: numbers count
// the rows beside the focused one, here its parent's subtasks, where the listener may
// have heard the section's count last. Said as subtasks of that row, with how to count
// the section's rows instead. Cases of `Message` (`.worded`), in English and Spanish.

/// A row number outside the subtasks around the focused subtask.
public enum SubtaskNumberMessage: WordedMessage {
    /// subtask {1}: {3} has only {2}. Give 1 (a number from 1 to {2}), or type parent first to number the rows beside {3}.
    case past(Int, count: Int, parent: MessageArgument)
    /// subtask {1}: numbers start at 1. Give 1 (a number from 1 to {2}), or type parent first to number the rows beside {3}.
    case below(Int, count: Int, parent: MessageArgument)

    public var english: String {
        switch self {
        case .past(let n, let count, let parent):
            let give = count == 1 ? "Give 1" : "Give a number from 1 to \(count)"
            return "subtask \(n): \(parent) has only \(count). \(give), or type parent first to number the rows beside \(parent)."
        case .below(let n, let count, let parent):
            let give = count == 1 ? "Give 1" : "Give a number from 1 to \(count)"
            return "subtask \(n): numbers start at 1. \(give), or type parent first to number the rows beside \(parent)."
        }
    }

    public var spanish: String {
        switch self {
        case .past(let n, let count, let parent):
            let give = count == 1 ? "Escribe 1" : "Escribe un número del 1 al \(count)"
            return "subtarea \(n): \(parent) solo tiene \(count). \(give), o escribe subir primero para numerar las filas junto a \(parent)."
        case .below(let n, let count, let parent):
            let give = count == 1 ? "Escribe 1" : "Escribe un número del 1 al \(count)"
            return "subtarea \(n): los números empiezan en 1. \(give), o escribe subir primero para numerar las filas junto a \(parent)."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: SubtaskNumberMessage)] {
        [("subtaskNumber.past", .past(3, count: 1, parent: a(1))), ("subtaskNumber.pastMany", .past(5, count: 2, parent: a(1))),
         ("subtaskNumber.below", .below(0, count: 1, parent: a(1))), ("subtaskNumber.belowMany", .below(-2, count: 2, parent: a(1)))]
    }
}
