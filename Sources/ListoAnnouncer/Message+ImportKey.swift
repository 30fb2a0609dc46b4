// A JSON import refused for a key no export writes, as one case of `Message`
// (`.worded`), worded here in English and Spanish.

/// The key an import refuses, and where in the file it is.
public enum ImportKeyMessage: WordedMessage {
    /// {1} has an unknown key "{2}".: a key no export writes, by where it is.
    case unknownKey(MessageArgument, MessageArgument)
    /// {1} has a field "{2}" its list does not declare.: in a list that declares its fields.
    case undeclaredField(MessageArgument, MessageArgument)
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

    public var english: String {
        switch self {
        case .unknownKey(let a1, let a2): return "\(a1) has an unknown key \"\(a2)\"."
        case .undeclaredField(let a1, let a2): return "\(a1) has a field \"\(a2)\" its list does not declare."
        case .placeFile: return "the file"
        case .placeList(let a1): return "list \(a1)"
        case .placeSection(let a1): return "section \(a1)"
        case .placeRow(let n, let a1): return "row \(n) of \(a1)"
        case .placeSubtask(let n, let a1): return "subtask \(n) of \(a1)"
        }
    }

    public var spanish: String {
        switch self {
        case .unknownKey(let a1, let a2): return "\(a1) tiene la clave desconocida \"\(a2)\"."
        case .undeclaredField(let a1, let a2): return "\(a1) tiene el campo \"\(a2)\", que su lista no declara."
        case .placeFile: return "el archivo"
        case .placeList(let a1): return "la lista \(a1)"
        case .placeSection(let a1): return "la sección \(a1)"
        case .placeRow(let n, let a1): return "la fila \(n) de \(a1)"
        case .placeSubtask(let n, let a1): return "la subtarea \(n) de \(a1)"
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String, count: Int) -> [(name: String, message: ImportKeyMessage)] {
        [
            ("importUnknownKey", .unknownKey(a(1), a(2))),
            ("importUndeclaredField", .undeclaredField(a(1), a(2))),
            ("importPlaceFile", .placeFile),
            ("importPlaceList", .placeList(a(1))),
            ("importPlaceSection", .placeSection(a(1))),
            ("importPlaceRow", .placeRow(count, a(1))),
            ("importPlaceSubtask", .placeSubtask(count, a(1))),
        ]
    }
}
