// do alone while a swipe is open: the swipe asked for one of its own actions, so do
// asks again, by the swipe's numbers, rather than run the action the actions rotor is
// on, which may be on the other edge. One case of `Message` (`.worded`), in English and Spanish.

/// What do says when a swipe is open and no action is named.
public enum SwipeChoiceMessage: WordedMessage {
    /// {1}: swipe open. Type do and a number from 1 to {2}, an action's name, or cancel.
    case needsChoice(MessageArgument, Int)

    public var english: String {
        switch self {
        case .needsChoice(let row, let n):
            let numbers = n == 1 ? "1" : "a number from 1 to \(n)"
            return "\(row): swipe open. Type \(numbers), an action's name, or cancel."
        }
    }

    public var spanish: String {
        switch self {
        case .needsChoice(let row, let n):
            let numbers = n == 1 ? "1" : "un número del 1 al \(n)"
            return "\(row): deslizamiento abierto. Escribe \(numbers), el nombre de una acción, o cancelar."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: SwipeChoiceMessage)] {
        [("swipeChoice.needsOne", .needsChoice(a(1), 1)), ("swipeChoice.needsMany", .needsChoice(a(1), 3))]
    }
}
