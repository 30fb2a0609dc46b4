import ListoAnnouncer
import ListoModel
import ListoStore

/// The selected rotor over a selection kept as a rule of a state (`select done`, rows
/// deselected since or not), on a list read in windows of its own order: the next or
/// previous selected row is the nearest row in that state but those deselected, asked
/// of the store as the state rotor asks (`stateRowInWindows`). The rule was turned into
/// the ids of every row it covers, the list read whole for it: `select done; rotor
/// selected; next` took 3.3 s on 2 x 500,000 rows.
extension Session {
    /// The rule's state as the store tests it, where the rule covers every row in that state
    /// but those deselected: nothing selected beside it, no filter, no row added since, none
    /// in the state that can't be selected, no row inside another, none waiting for a start,
    /// no section folded. nil where the rotor steps through the rows the rule stands for.
    var selectedByState: HitQuery? {
        guard state.rotor == .selected, hasList, state.column == .content, state.filter == nil, state.selection.isEmpty,
              let every = state.everyRow, let flag = every.state, every.query == nil, every.only == nil else { return nil }
        let stored = storedDocument
        guard stored.isWindowed, !stored.isNested, readsWindows(stored), !stored.sections.contains(where: \.collapsed),
              every.below == (try? store.nextID()), (try? hasWaitingRows()) == false,
              let held = try? store.unselectableRows(of: state.listID), !held.contains(where: { $0.flag(flag.field) == flag.value }) else { return nil }
        return HitQuery(filter: flag.value ? .flag(flag.field) : .not(.flag(flag.field)), today: today)
    }

    /// The selected row nearest `start` going `forward` (or back), read; nil past the last or
    /// before the first. From the title or a footer, as from no row: the first, or the last.
    func selectedRowByState(forward: Bool, from start: Focus, query: HitQuery) throws -> RowID? {
        guard hasSelection, let every = state.everyRow else { throw Refusal.nothingSelected }
        var from = start
        switch start {
        case .title, .footer:
            guard let last = storedDocument.sections.last else { return nil }
            from = forward ? .title : .footer(last.id)
        case .row, .header:
            break
        }
        while true {
            let (found, any) = try stateRowInWindows(forward: forward, from: from, query: query)
            guard any else { throw Refusal.nothingSelected }
            guard let found else { return nil }
            if !every.excluded.contains(found) { return found }
            from = .row(found)
        }
    }
}
