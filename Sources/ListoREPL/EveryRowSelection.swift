import ListoModel

/// `select all`, `select done` and `select not done`, and `select all` under a filter
/// read a page at a time, kept as a rule rather than a set of ids, so that they cost
/// nothing until acted on: every top-level row that was in the list when it was made
/// (ids are handed out in order, so those are the ids below `below`), can be selected
/// and, for a state, is in it, and under a filter is let through by it, but the ones
/// deselected since. The session's `selection` holds the rows selected besides.
/// An action on the selection turns the rule into ids first (`settleSelection`), as
/// does a change to sections or lists; a change to rows of the list leaves it standing
/// for the rows it did (`followRule`).
struct EveryRowSelection: Equatable, Sendable {
    var below: Int64
    /// How many rows the rule covered when it was made.
    var count: Int
    var excluded: Set<RowID> = []
    /// The state its rows are in, for `select done` and `select not done`; nil for `select all`.
    var state: FlagState?
    /// The filter's query as the store asks it, on the day the rule was made: `select
    /// all` while filtering; nil for a rule over the whole list.
    var query: HitQuery?
    /// The rows an action took out of the rule's state (`select not done`, then Done): they
    /// stay selected, by id, the list's other rows in that state not; nil for a rule over any row.
    var only: Set<RowID>?

    /// A boolean field's value, as `select done` (true) and `select not done` (false) name it.
    struct FlagState: Equatable, Sendable {
        var field: String
        var value: Bool
    }

    /// The rows it stands for now.
    var selectedCount: Int { count - excluded.count }

    /// The rule as the store reads it, a filter's query with it.
    var rowRule: RowRule {
        RowRule(below: below, excluded: excluded, state: state.map { .init(field: $0.field, value: $0.value) }, query: query, only: only)
    }

    /// Whether it covers a row of `document`: one there when it was made, at the top
    /// level, that can be selected and is in the rule's state.
    func covers(_ id: RowID, in document: ListDocument) -> Bool {
        guard let row = document.row(id) else { return false }
        return covers(row, parent: document.parent(of: id))
    }

    /// Whether it covers a row as it is (or was), inside `parent` (nil at the top level):
    /// as the store's rule does.
    func covers(_ row: Row, parent: RowID?) -> Bool {
        rowRule.covers(row, parent: parent)
    }
}

extension EveryRowSelection.FlagState {
    /// The boolean state a state term names alone (`done`, `not done`), as `select` and
    /// `deselect` keep it in a rule; nil for any other term (`overdue`, words).
    init?(_ query: RowQuery) {
        switch query {
        case .flag(let name): self.init(field: name, value: true)
        case .not(.flag(let name)): self.init(field: name, value: false)
        default: return nil
        }
    }
}
