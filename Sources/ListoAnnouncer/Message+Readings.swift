// A line that reads two ways, said with how to type it so that it reads one: said
// after the refusal's readings, as one case of `Message` (`.worded`), in English and Spanish.

/// How to tell listo which reading of a line was meant.
public enum ReadingsMessage: WordedMessage {
    /// A quoted title says which: {1}.: the reading that names a row, its title quoted.
    case quoteToSay(MessageArgument)

    public var english: String {
        switch self {
        case .quoteToSay(let a1): return "A quoted title says which: \(a1)."
        }
    }

    public var spanish: String {
        switch self {
        case .quoteToSay(let a1): return "Un título entre comillas dice cuál: \(a1)."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: ReadingsMessage)] {
        [("readingsQuoteToSay", .quoteToSay(a(1)))]
    }
}
