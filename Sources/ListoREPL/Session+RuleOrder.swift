import ListoModel
import ListoStore

/// A selection kept as a rule in a long list sorted by a field, or grouped by one: the
/// store counts the rule's rows section by section in a few statements, but names the
/// first of them, and the rows beside the focus, in the order of their positions. What
/// is said names them in the order heard, as a list held whole does: each section's ids
/// in the field's order (`sortedIDs`), or each group's (`cache.groups`), kept until the
/// store moves, are walked from where they matter, a few rows read at a time, until the
/// rows to name are found, never a section whole.
extension Session {
    /// How many rows a walk through a section's ids in a field's order reads at a time.
    static let orderWalkStep = 128

    /// The order a rule's rows are heard in where it is not the store's positions: the
    /// sections, or the groups, in order, each one's ids in it, and whether they are groups.
    private struct RuleOrder {
        var sections: [SectionID]
        var ids: (SectionID) throws -> [RowID]
        var grouped: Bool
    }

    /// The open list's order for a rule's rows: a field's, or its groups'; nil in its own order.
    private func ruleOrder() throws -> RuleOrder? {
        let stored = storedDocument
        guard stored.isWindowed else { return nil }
        if case .field(let field) = stored.settings.ordering, stored.settings.grouping == nil {
            return RuleOrder(sections: stored.sections.map(\.id), ids: { try self.sortedIDs(of: $0, by: field) }, grouped: false)
        }
        guard readsGroupedWindows(stored), stored.readsGroupedChangesInWindows, let groups = try groupWindows(),
              let known = cache.groups?.ids else { return nil }
        return RuleOrder(sections: groups.sections.map(\.id), ids: { known[$0] ?? [] }, grouped: true)
    }

    /// The store's tally of a rule, its first rows, the rows beside `focus` and the first that
    /// can't be deleted taken again in the open list's field order where it is sorted by one.
    func ruleTally(of rule: RowRule, in list: ListID, around focus: RowID?, setting: [String: FieldValue] = [:], toggling: String? = nil) throws -> RuleTally {
        let tally = try store.tally(of: rule, in: list, around: focus, setting: setting, toggling: toggling)
        guard list == state.listID, tally.count > 0, let order = try ruleOrder() else { return tally }
        var out = tally
        (out.first, out.firstRow, out.firstSection, out.firstRank) = ([], nil, nil, 0)
        (out.firstHolding, out.firstNotHolding) = ([], [])
        let holding = min(RuleTally.named, tally.holding), notHolding = min(RuleTally.named, tally.count - tally.holding)
        let parted = !tally.firstDiffering.isEmpty || !tally.firstSame.isEmpty
        if parted { (out.firstDiffering, out.firstSame) = ([], []) }
        let differing = min(RuleTally.named, tally.differing), same = min(RuleTally.named, tally.count - tally.differing)
        var blocked = tally.blocked == nil
        func named() -> Bool {
            out.first.count >= min(RuleTally.named, tally.count) && blocked
                && (toggling == nil || (out.firstHolding.count >= holding && out.firstNotHolding.count >= notHolding))
                && (!parted || (out.firstDiffering.count >= differing && out.firstSame.count >= same))
        }
        for section in order.sections where (order.grouped || (tally.counts[section] ?? 0) > 0) && !named() {
            try walk(try order.ids(section), from: 0, forward: true) { rank, row in
                guard rule.covers(row, parent: nil) else { return true }
                if out.firstRow == nil { (out.firstRow, out.firstSection, out.firstRank) = (row.id, section, rank) }
                if out.first.count < RuleTally.named { out.first.append(row.title) }
                if let toggling {
                    if row.flag(toggling) {
                        if out.firstHolding.count < RuleTally.named { out.firstHolding.append(row.title) }
                    } else if out.firstNotHolding.count < RuleTally.named {
                        out.firstNotHolding.append(row.title)
                    }
                }
                if parted {
                    if setting.contains(where: { !fieldHolds(row.fields, $0.key, $0.value) }) {
                        if out.firstDiffering.count < RuleTally.named { out.firstDiffering.append(row.title) }
                    } else if out.firstSame.count < RuleTally.named {
                        out.firstSame.append(row.title)
                    }
                }
                if !blocked, row.deleteDisabled {
                    out.blocked = .init(title: row.title, pinned: row.isPinned)
                    blocked = true
                }
                return !named()
            }
        }
        // Grouped, the first row's section and rank are its own section's, as the change counts them.
        if order.grouped, let first = out.firstRow {
            (out.firstSection, out.firstRank) = (tally.firstSection, tally.firstRank)
            if let (section, rank) = try store.rank(of: first) { (out.firstSection, out.firstRank) = (section, rank) }
        }
        if let focus { try neighbours(of: focus, rule, in: order, tally, into: &out) }
        return out
    }

    /// The nearest rows either side of the focused one, in its section's field order, that the rule does not cover.
    private func neighbours(of focus: RowID, _ rule: RowRule, in order: RuleOrder, _ tally: RuleTally, into out: inout RuleTally) throws {
        (out.nextUncovered, out.previousUncovered) = (nil, nil)
        let ids: [RowID], rank: Int
        if order.grouped {
            guard tally.count < storedDocument.rowCount, let (group, k) = groupRank(of: focus) else { return }
            (ids, rank) = (try order.ids(group), k)
        } else {
            guard let sid = storedDocument.sectionID(of: focus), let section = storedDocument.section(sid),
                  (tally.counts[sid] ?? 0) < section.count else { return }
            ids = try order.ids(sid)
            guard let k = ids.firstIndex(of: focus) else { return }
            rank = k
        }
        try walk(ids, from: rank + 1, forward: true) { _, row in
            guard rule.covers(row, parent: nil) else {
                out.nextUncovered = row.id
                return false
            }
            return true
        }
        try walk(ids, from: rank - 1, forward: false) { _, row in
            guard rule.covers(row, parent: nil) else {
                out.previousUncovered = row.id
                return false
            }
            return true
        }
    }

    /// Where undo puts focus after putting back a rule's rows (values or rows deleted) in a
    /// list sorted by a field: the first row the rule covers in that order, at its rank
    /// there, where the store named the first by position.
    func placedInOrder(_ outcome: Outcome, putBack operation: ListoModel.Operation) throws -> Outcome {
        let rule: RowRule
        switch operation {
        case .putBackSaved(let list, let covered, _, _, _) where list == state.listID: rule = covered
        case .putBackValues(let list, let covered, _, _, _) where list == state.listID: rule = covered
        default: return outcome
        }
        guard let order = try ruleOrder() else { return outcome }
        var out = outcome
        for (i, event) in outcome.events.enumerated() {
            guard case .rowsRestored(let places, let removed) = event, var place = places.first else { continue }
            var found: (rank: Int, row: Row, section: SectionID)?
            for section in order.sections where found == nil {
                try walk(try order.ids(section), from: 0, forward: true) { rank, row in
                    guard rule.covers(row, parent: nil) else { return true }
                    found = (rank, row, section)
                    return false
                }
            }
            guard var found else { continue }
            // Grouped, the place is in the row's own section, as the change says it.
            if order.grouped {
                guard let (section, rank) = try store.rank(of: found.row.id) else { continue }
                (found.section, found.rank) = (section, rank)
            }
            guard let section = storedDocument.section(found.section) else { continue }
            place.id = found.row.id
            place.title = found.row.title
            place.index = found.rank + 1
            place.count = section.count
            place.section = section.header
            out.events[i] = .rowsRestored([place] + places.dropFirst(), removed: removed)
        }
        return out
    }

    /// The rows of these ids, in order, from rank `start` on (or back), handed to `body`
    /// with their ranks a few at a time, until it says to stop.
    private func walk(_ ids: [RowID], from start: Int, forward: Bool, _ body: (Int, Row) throws -> Bool) throws {
        var at = start
        while forward ? at < ids.count : at >= 0 {
            guard at >= 0 && at < ids.count else { return }
            let range = forward ? at..<min(at + Self.orderWalkStep, ids.count) : max(0, at - Self.orderWalkStep + 1)..<(at + 1)
            let rows = try store.rows(withIDs: Array(ids[range]))
            let byID = Dictionary(rows.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
            for rank in forward ? Array(range) : range.reversed() {
                guard let row = byID[ids[rank]] else { continue }
                if try !body(rank, row) { return }
            }
            at = forward ? range.upperBound : range.lowerBound - 1
        }
    }
}
