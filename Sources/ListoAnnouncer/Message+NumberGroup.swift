// A list grouped by a number field: each group's header names the field before the
// value, as a row's states say it (priority 2), where a bare number said nothing of
// what it counts and read as a section's number. One case of `Message` (`.worded`),
// in English and Spanish.

/// The header of a group of rows holding one value of a number field.
public enum NumberGroupMessage: WordedMessage {
    /// {1} {2}: the field's name, capitalized, and the value (Priority 2.5).
    case header(MessageArgument, MessageArgument)

    public var english: String {
        switch self {
        case .header(let field, let value): return "\(field) \(value)"
        }
    }

    public var spanish: String {
        switch self {
        case .header(let field, let value): return "\(field) \(value)"
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: NumberGroupMessage)] {
        [("numberGroup.header", .header(a(1), a(2)))]
    }
}
