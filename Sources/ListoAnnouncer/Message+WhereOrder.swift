// The order and the grouping of the open list, as where says them beside the filter:
// one case of `Message` (`.worded`), in English and Spanish.

/// A line of where about how the open list is ordered.
public enum WhereOrderMessage: WordedMessage {
    /// Sort: {1}.
    case sorted(MessageArgument)
    /// Group: {1}.
    case grouped(MessageArgument)

    public var english: String {
        switch self {
        case .sorted(let a1): return "Sort: \(a1)."
        case .grouped(let a1): return "Group: \(a1)."
        }
    }

    public var spanish: String {
        switch self {
        case .sorted(let a1): return "Orden: \(a1)."
        case .grouped(let a1): return "Grupos: \(a1)."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: WhereOrderMessage)] {
        [("whereOrder.sorted", .sorted(a(1))), ("whereOrder.grouped", .grouped(a(1)))]
    }
}
