// A quoted name of several words given to `field add`: read whole, as a quoted title
// is, and refused for what it is, where it was split at its space and said back between
// doubled quotes. One case of `Message` (`.worded`), in English and Spanish.

/// What `field add` says of a name it can't give a field.
public enum FieldNameMessage: WordedMessage {
    /// "{1}" can't name a field: a field's name is one word.
    case oneWord(MessageArgument)

    public var english: String {
        switch self {
        case .oneWord(let name): return "\"\(name)\" can't name a field: a field's name is one word."
        }
    }

    public var spanish: String {
        switch self {
        case .oneWord(let name): return "\"\(name)\" no puede ser el nombre de un campo: el nombre de un campo es una sola palabra."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: FieldNameMessage)] {
        [("fieldName.oneWord", .oneWord(a(1)))]
    }
}
