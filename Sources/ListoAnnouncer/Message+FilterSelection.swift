// A selection read or cleared while a filter is on: the selected rows the filter
// hides are said once, so a listener never hears a count that does not add up with
// what the filter shows. One case of `Message` (`.filterSelection`), in English and Spanish.

/// What is said of selected rows a filter hides.
public enum FilterSelectionMessage: Sendable {
    /// {1} selected, {2} hidden by filter {3}: {4}.
    case selection(Int, MessageArgument, MessageArgument, MessageArgument)
    /// {1} of them hidden by filter {2}: after a long selection's lines.
    case hiddenOfThem(Int, MessageArgument)
    /// {1} of the selected rows were hidden by filter {2}: after deselect all, and after a
    /// command on the whole selection, whose answer ends with the rows left, so that "them"
    /// would read as those.
    case hiddenActedOn(Int, MessageArgument)

    var english: String {
        switch self {
        case .selection(let n, let hidden, let filter, let titles): return "\(n) selected, \(hidden) hidden by filter \(filter): \(titles)."
        case .hiddenOfThem(let n, let filter): return n == 1 ? "1 of them hidden by filter \(filter)." : "\(n) of them hidden by filter \(filter)."
        case .hiddenActedOn(let n, let filter):
            return n == 1 ? "1 of the selected rows was hidden by filter \(filter)." : "\(n) of the selected rows were hidden by filter \(filter)."
        }
    }

    var spanish: String {
        switch self {
        case .selection(let n, let hidden, let filter, let titles):
            let chosen = n == 1 ? "1 seleccionada" : "\(n) seleccionadas"
            return "\(chosen), \(hidden) " + ("\(hidden)" == "1" ? "oculta" : "ocultas") + " por el filtro \(filter): \(titles)."
        case .hiddenOfThem(let n, let filter): return n == 1 ? "1 de ellas oculta por el filtro \(filter)." : "\(n) de ellas ocultas por el filtro \(filter)."
        case .hiddenActedOn(let n, let filter):
            return n == 1 ? "1 de las filas seleccionadas estaba oculta por el filtro \(filter)." : "\(n) de las filas seleccionadas estaban ocultas por el filtro \(filter)."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String, count: Int) -> [(name: String, message: FilterSelectionMessage)] {
        [
            ("filterSelection.selection", .selection(count, a(1), a(2), a(3))),
            ("filterSelection.hiddenOfThem", .hiddenOfThem(count, a(1))),
            ("filterSelection.hiddenActedOn", .hiddenActedOn(count, a(1))),
        ]
    }
}
