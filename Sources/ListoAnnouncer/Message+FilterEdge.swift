// move up or down from the first or last row a filter shows, where rows it hides lie
// beyond: the row is at the edge of what is heard, not of its section, so the refusal
// names the filter and the way past. As one case of `Message` (`.worded`), in English
// and Spanish.

/// Why move up or down did not move a row that only the filter puts at an edge.
public enum FilterEdgeMessage: WordedMessage {
    /// {1} is already first in filter {2}. Type filter off to move it past hidden rows.
    case first(MessageArgument, MessageArgument)
    /// {1} is already last in filter {2}. Type filter off to move it past hidden rows.
    case last(MessageArgument, MessageArgument)

    public var english: String {
        switch self {
        case .first(let a1, let a2): return "\(a1) is already first in filter \(a2). Type filter off to move it past hidden rows."
        case .last(let a1, let a2): return "\(a1) is already last in filter \(a2). Type filter off to move it past hidden rows."
        }
    }

    public var spanish: String {
        switch self {
        case .first(let a1, let a2): return "\(a1) ya es la primera en el filtro \(a2). Escribe filtrar no para moverla más allá de las filas ocultas."
        case .last(let a1, let a2): return "\(a1) ya es la última en el filtro \(a2). Escribe filtrar no para moverla más allá de las filas ocultas."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: FilterEdgeMessage)] {
        [("filterEdgeFirst", .first(a(1), a(2))), ("filterEdgeLast", .last(a(1), a(2)))]
    }
}
