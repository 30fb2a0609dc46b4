import ListoModel

// A JSON import refused for a key no export writes, as one case of `Message`
// (`.worded`), worded here in English and Spanish.

/// The key an import refuses, and where in the file it is.
public enum ImportKeyMessage: WordedMessage {
    /// {1} has an unknown key "{2}".: a key no export writes, by where it is.
    case unknownKey(MessageArgument, MessageArgument)
    /// {1} has a field "{2}" its list does not declare.: in a list that declares its fields.
    case undeclaredField(MessageArgument, MessageArgument)
    /// {1} has {2} {3}, not {type}.: a row's value its field's type does not take, as the file writes it.
    case notOfType(MessageArgument, MessageArgument, MessageArgument, FieldType)
    /// the file: where a key outside every list is.
    case placeFile
    /// list {1}
    case placeList(MessageArgument)
    /// section {1}
    case placeSection(MessageArgument)
    /// row {n} of {1}: a row by its number in its section, named as the list says it.
    case placeRow(Int, MessageArgument)
    /// subtask {n} of {1}
    case placeSubtask(Int, MessageArgument)
    /// field {n} of {1}: a field a list declares, where fields[0] was a path to hear.
    case placeField(Int, MessageArgument)

    public var english: String {
        switch self {
        case .unknownKey(let a1, let a2): return "\(a1) has an unknown key \"\(a2)\"."
        case .undeclaredField(let a1, let a2): return "\(a1) has a field \"\(a2)\" its list does not declare."
        case .notOfType(let a1, let a2, let a3, let type):
            let kind = switch type {
            case .boolean: "true or false"
            case .date: "a date such as 2026-12-04"
            case .number: "a number"
            case .text: "text in quotes"
            }
            return "\(a1) has \(a2) \(a3), not \(kind)."
        case .placeFile: return "the file"
        case .placeList(let a1): return "list \(a1)"
        case .placeSection(let a1): return "section \(a1)"
        case .placeRow(let n, let a1): return "row \(n) of \(a1)"
        case .placeSubtask(let n, let a1): return "subtask \(n) of \(a1)"
        case .placeField(let n, let a1): return "field \(n) of \(a1)"
        }
    }

    public var spanish: String {
        switch self {
        case .unknownKey(let a1, let a2): return "\(a1) tiene la clave desconocida \"\(a2)\"."
        case .undeclaredField(let a1, let a2): return "\(a1) tiene el campo \"\(a2)\", que su lista no declara."
        case .notOfType(let a1, let a2, let a3, let type):
            let kind = switch type {
            case .boolean: "true ni false"
            case .date: "una fecha como 2026-12-04"
            case .number: "un número"
            case .text: "un texto entre comillas"
            }
            return "\(a1) tiene \(a2) \(a3), que no es \(kind)."
        case .placeFile: return "el archivo"
        case .placeList(let a1): return "la lista \(a1)"
        case .placeSection(let a1): return "la sección \(a1)"
        case .placeRow(let n, let a1): return "la fila \(n) de \(a1)"
        case .placeSubtask(let n, let a1): return "la subtarea \(n) de \(a1)"
        case .placeField(let n, let a1): return "el campo \(n) de \(a1)"
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String, count: Int) -> [(name: String, message: ImportKeyMessage)] {
        let keys: [(name: String, message: ImportKeyMessage)] = [
            ("importUnknownKey", .unknownKey(a(1), a(2))),
            ("importUndeclaredField", .undeclaredField(a(1), a(2))),
        ]
        let values: [(name: String, message: ImportKeyMessage)] = FieldType.allCases.map { type in
            ("importNotOfType" + type.rawValue.prefix(1).uppercased() + type.rawValue.dropFirst(), .notOfType(a(1), a(2), a(3), type))
        }
        let places: [(name: String, message: ImportKeyMessage)] = [
            ("importPlaceFile", .placeFile),
            ("importPlaceList", .placeList(a(1))),
            ("importPlaceSection", .placeSection(a(1))),
            ("importPlaceRow", .placeRow(count, a(1))),
            ("importPlaceSubtask", .placeSubtask(count, a(1))),
            ("importPlaceField", .placeField(count, a(1))),
        ]
        return keys + values + places
    }
}
