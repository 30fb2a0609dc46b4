// A field set, unset, toggled or marked that the list has not, said with the type its
// value fits, so the line to add it can be typed as said: one case of `Message` (`.worded`).

/// The refusal of a field the list lacks, when the value typed shows its type.
public enum FieldToAddMessage: WordedMessage {
    /// {1} has no field "{2}". {3} Add one with field add {2} {4}.
    case addTyped(MessageArgument, MessageArgument, MessageArgument, MessageArgument)
    /// {1} has no {2} field for {3}. {4} Add one with field add {2} {5}.
    /// A state marked (`mark unread`) names the field it is a value of (read), not the word typed.
    case addForState(MessageArgument, MessageArgument, MessageArgument, MessageArgument, MessageArgument)

    public var english: String {
        switch self {
        case .addTyped(let list, let field, let known, let type):
            return "\(list) has no field \"\(field)\". \(known) Add one with field add \(field) \(type)."
        case .addForState(let list, let field, let word, let known, let type):
            return "\(list) has no \(field) field for \(word). \(known) Add one with field add \(field) \(type)."
        }
    }

    public var spanish: String {
        switch self {
        case .addTyped(let list, let field, let known, let type):
            return "\(list) no tiene el campo \"\(field)\". \(known) Añade uno con campo añadir \(field) \(type)."
        case .addForState(let list, let field, let word, let known, let type):
            return "\(list) no tiene el campo \(field) para \"\(word)\". \(known) Añade uno con campo añadir \(field) \(type)."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: FieldToAddMessage)] {
        [("fieldToAdd.addTyped", .addTyped(a(1), a(2), a(3), a(4))),
         ("fieldToAdd.addForState", .addForState(a(1), a(2), a(3), a(4), a(5)))]
    }
}
