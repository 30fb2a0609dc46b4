import ListoModel

/// `select all` kept as a rule rather than a set of ids, so that it costs nothing
/// until it is acted on: every top-level row that was in the list when it was
/// made (ids are handed out in order, so those are the ids below `below`) and
/// can be selected, but the ones deselected since. The session's `selection`
/// holds the rows selected besides. An action on the selection, or a change that
/// adds, removes or moves rows, turns the rule into ids first (`settleSelection`).
struct EveryRowSelection: Equatable, Sendable {
    var below: Int64
    /// How many rows the rule covered when it was made.
    var count: Int
    var excluded: Set<RowID> = []

    /// The rows it stands for now.
    var selectedCount: Int { count - excluded.count }

    /// Whether it covers a row of `document`: one there when it was made, at the top level, that can be selected.
    func covers(_ id: RowID, in document: ListDocument) -> Bool {
        guard id.raw < below, !excluded.contains(id), document.parent(of: id) == nil, let row = document.row(id) else { return false }
        return !row.selectionDisabled
    }
}
