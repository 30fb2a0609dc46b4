import ListoAnnouncer
import ListoModel

extension Session {
    /// `deselect done`, `deselect not done`, `deselect overdue`: every selected row in the
    /// state is let go, those a filter hides as well, as `deselect all` lets them go; the
    /// rows selected in other states stay. Where no selected row is in the state, that is
    /// said and nothing changes. A rule the store keeps (`select all`, `select done`) stays
    /// a rule where the state is a boolean field's (`deselectStateByRule`).
    func deselectState(_ query: RowQuery, said text: String) throws -> [Announcement] {
        guard selectedCount > 0 else { return [.unchanged(.nothingSelected)] }
        if let said = try deselectStateByRule(query, said: text) { return said }
        let day = today
        let rows = try selectedRowsInOrder().filter { query.matches($0, today: day) }
        guard !rows.isEmpty else { return [.unchanged(.noneSelectedInState(text))] }
        for row in rows { deselectRow(row.id) }
        return try [.rowsDeselected(rows.map(\.title), count: selectedCount)] + detailFollowsSelection()
    }

    /// `deselect done` or `deselect not done` while a rule of the whole list stands, on a list
    /// read in windows with no row inside another: the rule of every row becomes the rule of
    /// the other state, counted by the store; the rule of the same state goes; the rule of the
    /// other state stays. The rows selected by id beside it are held while selected, and
    /// tested as they are. nil where the rule or the list is not so: the rule is then turned
    /// into ids, reading the rows it covers.
    private func deselectStateByRule(_ query: RowQuery, said text: String) throws -> [Announcement]? {
        guard let flag = EveryRowSelection.FlagState(query) else { return nil }
        let stored = storedDocument
        guard let every = state.everyRow, every.only == nil, stored.isWindowed, !stored.isNested else { return nil }
        let beside = stored.rows(withIDs: state.selection).filter { $0.flag(flag.field) == flag.value }.map(\.id)
        // The rows of the rule in the state, and how many: the whole rule, none, or those the store counts.
        let inState: RowRule?
        let fromRule: Int
        switch every.state {
        case flag?:
            (inState, fromRule) = (every.rowRule, every.selectedCount)
        case let own? where own.field == flag.field:
            (inState, fromRule) = (nil, 0)
        case nil:
            let rule = RowRule(below: every.below, excluded: every.excluded, state: .init(field: flag.field, value: flag.value), query: every.query)
            (inState, fromRule) = (rule, try store.tally(of: rule, in: state.listID, around: nil).count)
        default:
            return nil
        }
        guard fromRule + beside.count > 0 else { return [.unchanged(.noneSelectedInState(text))] }
        // Three rows or fewer are read, to be named in the list's order, as a list held whole names them.
        var named: [String]?
        if fromRule + beside.count <= 3 {
            let covered = try inState.map { try store.coveredRows(of: $0, in: state.listID).values.flatMap { $0.map(\.row.id) } } ?? []
            try readRows(covered + beside)
            let document = storedDocument
            named = document.readingOrder(Set(covered + beside)).compactMap { document.row($0)?.title }
        }
        if every.state == nil {
            let other = EveryRowSelection.FlagState(field: flag.field, value: !flag.value)
            // Rows deselected from the rule of every row stay deselected where the new rule covers them.
            let stillOut = try store.rows(withIDs: every.excluded.sorted { $0.raw < $1.raw }).filter { $0.flag(flag.field) != flag.value }.map(\.id)
            let rule = EveryRowSelection(below: every.below, count: every.selectedCount - fromRule + stillOut.count, excluded: Set(stillOut),
                                         state: other, query: every.query)
            // Every row of the rule was in the state: no rule is left, only the rows selected by id.
            state.everyRow = rule.selectedCount > 0 ? rule : nil
        } else if inState != nil {
            state.everyRow = nil
        }
        state.selection.subtract(beside)
        if let named { return try [.rowsDeselected(named, count: selectedCount)] + detailFollowsSelection() }
        return try [.rowsInStateDeselected(rows: fromRule + beside.count, count: selectedCount)] + detailFollowsSelection()
    }
}
