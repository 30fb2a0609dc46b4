import ListoAnnouncer
import ListoModel
import ListoStore

/// The state rotor (`rotor done`, `rotor overdue`) on a list read in windows of its own
/// order: the next, previous, first or last row in the rotor's state is asked of the
/// store, section by section from the focus, as `find` asks for its words, and read with
/// the rows around it. Walking the view row by row read every section on the way: on
/// 2 x 500,000 rows, `rotor done; next` took 15 s and 420 MB, `last` 9 s (debug build).
extension Session {
    /// The state rotor's term as the store tests it, where the open list is read in windows
    /// of its own order with no row inside another and none waiting for a start; under a
    /// filter the store can test, the filter's query and the term together (the filter is then
    /// read a page at a time, `pagedFilter`). nil where the rotor walks the rows it holds.
    var stateRotorHits: HitQuery? {
        guard state.rotor == .state, hasList, state.column == .content else { return nil }
        let stored = storedDocument
        guard stored.isWindowed, !stored.isNested, (try? hasWaitingRows()) == false, let query = try? stateQuery() else { return nil }
        guard let text = state.filter else { return readsWindows(stored) ? HitQuery(filter: query, today: today) : nil }
        guard stateRotorPagesFilter, let filter = filterQuery, hitQuery(text) != nil else { return nil }
        return HitQuery(filter: .and(filter, query), today: today)
    }

    /// Whether a filter is read a page at a time while the rotor moves by a state: in a
    /// list in its own order, ungrouped, where the store can test the state, which then
    /// finds the rotor's next row among the filter's (15 s and 12 s on 2 x 500,000 rows,
    /// where the filter was read whole for it).
    var stateRotorPagesFilter: Bool {
        let stored = storedDocument
        guard stored.settings.ordering == .manual, stored.settings.grouping == nil, let query = try? stateQuery() else { return false }
        return HitQuery(filter: query, today: today) != nil
    }

    /// The row nearest `start` going `forward` (or back) in the rotor's state, asked of the
    /// store, and read; `any` says whether the list holds a row in that state at all.
    func stateRowInWindows(forward: Bool, from start: Focus, query: HitQuery) throws -> (row: RowID?, any: Bool) {
        let document = storedDocument
        // Counted once a journal entry, not at every step (under filter red: 200,000 rows each time).
        let counts: [SectionID: Int]
        if let kept = cache.stateHits, kept.list == state.listID, kept.query == query {
            counts = kept.counts
        } else {
            counts = try store.hitCounts(matching: query, in: state.listID)
            cache.stateHits = (state.listID, query, counts)
        }
        guard !counts.isEmpty else { return (nil, false) }
        // The section the search starts in, and the position in it the rows found are beyond (all of it when nil).
        var at: Int
        var beyond: Int64?
        switch start {
        case .title: at = forward ? 0 : -1
        case .header(let id):
            at = document.sectionIndex(of: id) ?? 0
            if !forward { at -= 1 }
        case .footer(let id):
            at = document.sectionIndex(of: id) ?? 0
            if forward { at += 1 }
        case .row(let id):
            guard let s = document.sectionID(of: id).flatMap(document.sectionIndex(of:)), let row = document.row(id) else { return (nil, true) }
            at = s
            beyond = row.position
        }
        let holding = counts.keys.compactMap(document.sectionIndex(of:)).sorted()
        let ahead = forward ? holding.filter { $0 >= at } : holding.filter { $0 <= at }.reversed()
        for i in ahead {
            let section = document.sections[i]
            // A folded section's rows can't take focus: the rotor goes on past them.
            guard let n = counts[section.id], !section.collapsed else { continue }
            let rows = try store.hits(matching: query, in: state.listID, section: section.id, beyond: i == at ? beyond : nil,
                                      forward: forward, limit: 1, sparse: n * 8 < section.count)
            guard let found = forward ? rows.first : rows.last else { continue }
            try readRows([found.id])
            // Under a filter read a page at a time, the row is placed among those it lets through, for its number there.
            if state.filter != nil { try placeHits([found.id]) }
            return (found.id, true)
        }
        return (nil, true)
    }

    /// A step or a jump by the state rotor, answered from the store: nil where the rotor walks the rows held.
    func stateRotorStep(forward: Bool, from start: Focus, edge: Announcement, jumped: Bool = false) throws -> [Announcement]? {
        guard let query = stateRotorHits else { return nil }
        let found = try stateRowInWindows(forward: forward, from: start, query: query)
        if let row = found.row, storedDocument.contains(row) { return focusRow(row, jumped: jumped) }
        guard !found.any, let term = state.rotorTerm else { return [edge] }
        return [.said(.rotorNone(rotorNone(term)))]
    }

    /// That no row is in the rotor's state: in the list, or under a filter in what it lets
    /// through, named, since rows in the state may be hidden (`Rotor done: no rows in filter Shop.`).
    func rotorNone(_ term: String) -> RotorNoneMessage {
        let plural = StateTerms.plural(term, in: settings.language)
        if let filter = state.filter { return .noneFiltered(plural, filter: filter) }
        return .none(plural, list: document.name)
    }
}
