import ListoAnnouncer
import ListoModel

/// A change is said where the person hears its row. The model counts in the stored
/// sections; a grouped list is heard in its computed sections and a filtered one
/// among the rows the filter lets through, so there a change's places, the rows
/// named beside a moved row and the rows a delete leaves are counted again, as
/// `next` and `goto` count them.
extension Session {
    /// Where a delete took its rows from, read before the change: the section the
    /// person heard its first row in, and the row it was inside, if any.
    struct DeletedFrom {
        var section: SectionID?
        var parent: RowID?
    }

    /// Nil when the list is heard as stored, or the operation deletes nothing.
    func deletedFrom(_ operation: ListoModel.Operation) -> DeletedFrom? {
        guard isHeardOtherwise else { return nil }
        switch operation {
        case .deleteRows(_, let rows), .runAction(_, let rows, _):
            guard let first = rows.first else { return nil }
            let heard = document
            return DeletedFrom(section: heard.sectionID(of: first), parent: heard.parent(of: first))
        case .deleteCovered(_, _, let tally, _, _):
            // By a rule under a filter: the rows left are the filter's, counted again.
            if state.filter != nil, storedDocument.settings.grouping == nil { return DeletedFrom(section: tally.firstSection, parent: nil) }
            // By a rule in groups read in windows: the group of the first row it covers in the groups' order.
            guard storedDocument.settings.grouping != nil, let first = tally.firstRow, let (group, _) = groupRank(of: first) else { return nil }
            return DeletedFrom(section: group, parent: nil)
        default:
            return nil
        }
    }

    /// In a list grouped by a field, the group each row is heard in before a change
    /// to its fields (set, toggle, an action), so that one it moves to another group
    /// is said as a move to another section is. Empty where the list is not grouped.
    func groupsHeard(_ operation: ListoModel.Operation) -> [RowID: SectionID] {
        guard storedDocument.settings.grouping != nil else { return [:] }
        let rows: [RowID]
        switch operation {
        case .setField(_, let row, _, _), .toggleField(_, let row, _): rows = [row]
        case .runAction(_, let some, _): rows = some
        default: return [:]
        }
        let heard = document
        var groups: [RowID: SectionID] = [:]
        for row in rows { groups[row] = heard.sectionID(of: row) }
        return groups
    }

    /// The group the changed rows are heard in now, where they left the one they were
    /// in and all went to one (`Now in Snoozed.`): the event a move to a section makes.
    func groupsEntered(_ before: [RowID: SectionID]) -> [Event] {
        guard !before.isEmpty else { return [] }
        // The groups are made again from the rows as the change left them.
        cache.grouped = nil
        let heard = document
        var entered: Set<SectionID> = []
        var first: String?
        for (row, was) in before {
            guard let now = heard.sectionID(of: row), now != was else { continue }
            entered.insert(now)
            if first == nil { first = heard.row(row)?.title }
        }
        guard entered.count == 1, let group = entered.first, let header = heard.section(group)?.header, let first else { return [] }
        return [.movedToSection(title: first, section: header)]
    }

    /// Whether the list is heard otherwise than stored: grouped, or filtered.
    var isHeardOtherwise: Bool { storedDocument.settings.grouping != nil || state.filter != nil }

    /// The events of a change as the person hears the list.
    func shownEvents(_ events: [Event], deletedFrom: DeletedFrom?) -> [Event] {
        guard isHeardOtherwise else { return events }
        readHitsPlaced(events)
        let v = view
        return events.map { event in
            switch event {
            case .rowAdded(let p):
                return .rowAdded(shownPlace(p, in: v))
            case .rowStayed(let p):
                return .rowStayed(shownPlace(p, in: v))
            case .rowMoved(let p, let after, let before):
                guard let beside = shownNeighbours(of: p.id, in: v) else { return .rowMoved(p, after: after, before: before) }
                return .rowMoved(shownPlace(p, in: v), after: beside.after, before: beside.before)
            case .rowNested(let p, let how, let after):
                return .rowNested(shownPlace(p, in: v), how: how, after: shownNeighbours(of: p.id, in: v).map(\.after) ?? after)
            case .rowsDeleted(let titles, let remaining, let below):
                return .rowsDeleted(titles: titles, remaining: shownRemaining(deletedFrom, in: v) ?? remaining, below: below)
            case .coveredDeleted(let first, let count, let remaining, let below):
                return .coveredDeleted(first: first, count: count, remaining: shownRemaining(deletedFrom, in: v) ?? remaining, below: below)
            default:
                return event
            }
        }
    }

    /// Where a row is as the person hears the list: in a grouped list, its place in
    /// the computed section, named, since that is where focus now is; while filtering,
    /// its place among the rows the filter shows, as next counts it.
    func shownPlace(_ place: RowPlace, in v: ListView) -> RowPlace {
        guard isHeardOtherwise, let (i, n) = v.number(of: place.id) else { return place }
        var shown = place
        (shown.index, shown.count) = (i, n)
        if storedDocument.settings.grouping != nil {
            shown.section = v.document.sectionID(of: place.id).flatMap { v.document.section($0)?.header }
        }
        return shown
    }

    /// The rows the person hears before and after a row at its level: the one
    /// before it, else the one after it, as the model names a moved row's neighbour.
    private func shownNeighbours(of id: RowID, in v: ListView) -> (after: String?, before: String?)? {
        let rows = v.document.siblings(of: id).filter { $0.id == id || v.matches($0) }
        guard let here = rows.firstIndex(where: { $0.id == id }) else { return nil }
        if here > 0 { return (rows[here - 1].title, nil) }
        return (nil, here + 1 < rows.count ? rows[here + 1].title : nil)
    }

    /// The rows left where a delete took its rows from, as heard: the rows the
    /// filter still lets through, or the computed section's. Nil where the model's
    /// count is what is heard: a row inside another in a grouped list, or a list heard as stored.
    private func shownRemaining(_ from: DeletedFrom?, in v: ListView) -> Int? {
        guard let from else { return nil }
        if let parent = from.parent {
            guard state.filter != nil else { return nil }
            return v.document.row(parent)?.children.filter(v.matches).count
        }
        if let filter = v.filter { return filter.count }
        return from.section.map { v.document.section($0)?.count ?? 0 }
    }
}
