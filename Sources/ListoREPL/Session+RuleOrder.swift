import ListoModel
import ListoStore

/// A selection kept as a rule in a list sorted by a field: the store counts the rule's
/// rows section by section in a few statements, but names the first of them, and the
/// rows beside the focus, in the order of their positions. What is said names them in
/// the field's order, as a list held whole does: the section's ids in that order
/// (`sortedIDs`, kept until the store moves) are walked from where they matter, a few
/// rows read at a time, until the rows to name are found, never the section whole.
extension Session {
    /// How many rows a walk through a section's ids in a field's order reads at a time.
    static let orderWalkStep = 128

    /// The field the open list is sorted by, where a rule's rows are named in its order.
    private var ruleOrderField: String? {
        let stored = storedDocument
        guard case .field(let field) = stored.settings.ordering, stored.settings.grouping == nil, stored.isWindowed else { return nil }
        return field
    }

    /// The store's tally of a rule, its first rows, the rows beside `focus` and the first that
    /// can't be deleted taken again in the open list's field order where it is sorted by one.
    func ruleTally(of rule: RowRule, in list: ListID, around focus: RowID?, setting: [String: FieldValue] = [:], toggling: String? = nil) throws -> RuleTally {
        let tally = try store.tally(of: rule, in: list, around: focus, setting: setting, toggling: toggling)
        guard list == state.listID, let field = ruleOrderField, tally.count > 0 else { return tally }
        var out = tally
        (out.first, out.firstRow, out.firstSection, out.firstRank) = ([], nil, nil, 0)
        (out.firstHolding, out.firstNotHolding) = ([], [])
        let holding = min(RuleTally.named, tally.holding), notHolding = min(RuleTally.named, tally.count - tally.holding)
        var blocked = tally.blocked == nil
        func named() -> Bool {
            out.first.count >= min(RuleTally.named, tally.count) && blocked
                && (toggling == nil || (out.firstHolding.count >= holding && out.firstNotHolding.count >= notHolding))
        }
        for section in storedDocument.sections where (tally.counts[section.id] ?? 0) > 0 && !named() {
            try walk(section.id, by: field, from: 0, forward: true) { rank, row in
                guard rule.covers(row, parent: nil) else { return true }
                if out.firstRow == nil { (out.firstRow, out.firstSection, out.firstRank) = (row.id, section.id, rank) }
                if out.first.count < RuleTally.named { out.first.append(row.title) }
                if let toggling {
                    if row.flag(toggling) {
                        if out.firstHolding.count < RuleTally.named { out.firstHolding.append(row.title) }
                    } else if out.firstNotHolding.count < RuleTally.named {
                        out.firstNotHolding.append(row.title)
                    }
                }
                if !blocked, row.deleteDisabled {
                    out.blocked = .init(title: row.title, pinned: row.isPinned)
                    blocked = true
                }
                return !named()
            }
        }
        if let focus { try neighbours(of: focus, rule, by: field, tally, into: &out) }
        return out
    }

    /// The nearest rows either side of the focused one, in its section's field order, that the rule does not cover.
    private func neighbours(of focus: RowID, _ rule: RowRule, by field: String, _ tally: RuleTally, into out: inout RuleTally) throws {
        (out.nextUncovered, out.previousUncovered) = (nil, nil)
        guard let sid = storedDocument.sectionID(of: focus), let section = storedDocument.section(sid),
              (tally.counts[sid] ?? 0) < section.count, let rank = try sortedIDs(of: sid, by: field).firstIndex(of: focus) else { return }
        try walk(sid, by: field, from: rank + 1, forward: true) { _, row in
            guard rule.covers(row, parent: nil) else {
                out.nextUncovered = row.id
                return false
            }
            return true
        }
        try walk(sid, by: field, from: rank - 1, forward: false) { _, row in
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
        case .putBackSaved(let list, let covered, _, _) where list == state.listID: rule = covered
        case .putBackValues(let list, let covered, _, _, _) where list == state.listID: rule = covered
        default: return outcome
        }
        guard let field = ruleOrderField else { return outcome }
        var out = outcome
        for (i, event) in outcome.events.enumerated() {
            guard case .rowsRestored(let places, let removed) = event, var place = places.first else { continue }
            var found: (rank: Int, row: Row, section: Section)?
            for section in storedDocument.sections where section.count > 0 && found == nil {
                try walk(section.id, by: field, from: 0, forward: true) { rank, row in
                    guard rule.covers(row, parent: nil) else { return true }
                    found = (rank, row, section)
                    return false
                }
            }
            guard let found else { continue }
            place.id = found.row.id
            place.title = found.row.title
            place.index = found.rank + 1
            place.count = found.section.count
            place.section = found.section.header
            out.events[i] = .rowsRestored([place] + places.dropFirst(), removed: removed)
        }
        return out
    }

    /// The rows of a section in the open list's order by `field`, from rank `start` on (or
    /// back), handed to `body` with their ranks a few at a time, until it says to stop.
    private func walk(_ section: SectionID, by field: String, from start: Int, forward: Bool, _ body: (Int, Row) throws -> Bool) throws {
        let ids = try sortedIDs(of: section, by: field)
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
