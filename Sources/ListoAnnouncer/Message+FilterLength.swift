// A filter typed over the longest text listo takes: refused, as a title that long
// is, before it is said back in every answer while it is on. One case of `Message`
// (`.worded`), in English and Spanish.

/// The refusal of a filter that is too long to be one.
public enum FilterLengthMessage: WordedMessage {
    /// filters hold at most {1} characters, and this one has {2}. Shorten it.
    case characters(MessageArgument, MessageArgument)

    public var english: String {
        switch self {
        case .characters(let limit, let count): return "filters hold at most \(limit) characters, and this one has \(count). Shorten it."
        }
    }

    public var spanish: String {
        switch self {
        case .characters(let limit, let count): return "un filtro admite como máximo \(limit) caracteres, y este tiene \(count). Acórtalo."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: FilterLengthMessage)] {
        [("filterLength.characters", .characters(a(1), a(2)))]
    }
}
