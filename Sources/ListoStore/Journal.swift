import ListoModel

/// One committed change as the journal keeps it: which list, what kind of thing,
/// which ids. The shape holds nothing SQLite-specific, so a server store could
/// deliver the same entries from its own notifications.
public struct JournalEntry: Hashable, Sendable {
    public enum Kind: String, Sendable {
        case row, rowRemoved = "row-removed", section, sectionRemoved = "section-removed"
        case list, listRemoved = "list-removed"
    }

    /// The kind of the mark a server store's pruning leaves (`WriterStatements.marksPrunes`),
    /// its row_id the last entry deleted; no `Kind`, so an older listo reads past it.
    static let pruneMark = "journal-pruned"

    public var seq: Int64
    public var origin: Int64
    public var list: ListID
    public var kind: Kind
    public var section: SectionID?
    public var row: RowID?
    /// Of a row's entry, the row's own values before the change (its title, notes and
    /// fields; its place is not kept): what a session that never read the row compares
    /// it with. nil for a row new to the list, a change of many rows, or an older listo's entry.
    public var before: Row? = nil
}

/// What the journal says happened since a session last looked.
public enum ForeignNews: Sendable {
    /// Each list's change, read back as it is now.
    case changes([ForeignChange])
    /// The entries were pruned before this session read them: its lists must be read again.
    case fellBehind
    /// The store is another one than the session read (a server's database replaced
    /// while the connection was lost): every list, and every id the session holds, is
    /// the old store's, and must be read again or let go.
    case replaced
}

extension Store {
    /// The entries other sessions committed since this one last looked, oldest
    /// first; nil when some were pruned before they could be read.
    public func entriesSinceLastLook() throws -> [JournalEntry]? {
        // SQLite moves data_version when another connection commits, never for
        // this one's own: unchanged, no one else wrote, and the journal is not read.
        let version = try connection.scalar("PRAGMA data_version")
        if version == dataVersion { return [] }
        dataVersion = version
        var entries: [JournalEntry] = []
        try connection.query(
            "SELECT seq, origin, list_id, kind, section_id, row_id, \(journalKeepsBefore ? "row_before" : "NULL") FROM journal WHERE seq > ? ORDER BY seq",
            [.integer(appliedSeq)]
        ) { c in
            guard let kind = JournalEntry.Kind(rawValue: c.text(3) ?? "") else { return }
            let row = c.isNull(5) ? nil : RowID(c.integer(5))
            entries.append(JournalEntry(
                seq: c.integer(0), origin: c.integer(1), list: ListID(c.integer(2)), kind: kind,
                section: c.isNull(4) ? nil : SectionID(c.integer(4)), row: row,
                before: row.flatMap { Codec.decodeBefore(c.text(6), row: $0) }))
        }
        guard let first = entries.first else { return [] }
        if first.seq > appliedSeq + 1, try connection.scalar("SELECT 1 FROM journal WHERE seq <= ? LIMIT 1", [.integer(appliedSeq)]) == nil {
            appliedSeq = entries.last!.seq
            return nil
        }
        appliedSeq = entries.last!.seq
        return entries.filter { $0.origin != origin }
    }

    /// Reads what the other sessions' entries touched, as it is now, grouped by list.
    /// `loaded` says which lists have their rows in memory; the others get only their names.
    public func news(loaded: (ListID) -> Bool) throws -> ForeignNews {
        guard let entries = try entriesSinceLastLook() else { return .fellBehind }
        return try ForeignNews.gather(entries, loaded: loaded, list: listMeta, section: readSection, row: readRow)
    }

}

extension JournalEntry {
    /// The entries a committed change writes, kind, section and row: a list
    /// removed is one entry; a new list, or one shown again, is heard by its name,
    /// its rows read when it is opened; otherwise each section and row touched.
    static func kinds(of changes: Changes) -> [(Kind, SectionID?, RowID?)] {
        if changes.listRemoved { return [(.listRemoved, nil, nil)] }
        var out: [(Kind, SectionID?, RowID?)] = []
        if changes.listCreated || changes.listRestored || changes.listSettings { out.append((.list, nil, nil)) }
        if changes.listCreated || changes.listRestored { return out }
        // By id, as a change the store makes in a few statements journals its rows: another
        // session hears the rows of one change in the same order however the change was made.
        for id in changes.removedSections.sorted() { out.append((.sectionRemoved, id, nil)) }
        for id in changes.sections.union(changes.rowSections).sorted() { out.append((.section, id, nil)) }
        for id in changes.removedRows.sorted() { out.append((.rowRemoved, nil, id)) }
        for id in changes.rows.sorted() { out.append((.row, nil, id)) }
        return out
    }
}

extension ForeignNews {
    /// What other sessions' journal entries touched, read as it is now, grouped
    /// by list: any engine's news once it has the entries. `loaded` says which
    /// lists have their rows in memory; the others get only their names.
    public static func gather(
        _ entries: [JournalEntry], loaded: (ListID) -> Bool,
        list listMeta: (ListID) throws -> ListDocument?,
        section readSection: (SectionID) throws -> (ListID, Section, Int)?,
        row readRow: (RowID) throws -> (ListID, RowSnapshot)?
    ) throws -> ForeignNews {
        var byList: [ListID: ForeignChange] = [:]
        var order: [ListID] = []
        // Which lists each row or section was named in, so one that left a list is removed from it.
        var seenRows: [RowID: Set<ListID>] = [:]
        var seenSections: [SectionID: Set<ListID>] = [:]
        var renamedOrSet: Set<ListID> = []
        for entry in entries {
            if byList[entry.list] == nil { order.append(entry.list); byList[entry.list] = ForeignChange(list: entry.list) }
            var change = byList[entry.list]!
            if change.firstSeq == 0 { change.firstSeq = entry.seq }
            // What a row was is what the first entry naming it kept: later ones kept what it became.
            if let id = entry.row, change.rowFirstNamed[id] == nil {
                change.rowFirstNamed[id] = entry.seq
                if let before = entry.before { change.rowsBefore[id] = before }
            }
            if let id = entry.section, change.sectionFirstNamed[id] == nil { change.sectionFirstNamed[id] = entry.seq }
            switch entry.kind {
            case .listRemoved:
                change = ForeignChange(list: entry.list)
                change.firstSeq = entry.seq
                change.listRemoved = true
            case .list:
                change.listRemoved = false
                if change.listFirstNamed == nil { change.listFirstNamed = entry.seq }
                renamedOrSet.insert(entry.list)
            case .section, .sectionRemoved:
                if let id = entry.section, loaded(entry.list) { seenSections[id, default: []].insert(entry.list) }
            case .row, .rowRemoved:
                if let id = entry.row, loaded(entry.list) { seenRows[id, default: []].insert(entry.list) }
            }
            byList[entry.list] = change
        }
        // Each thing is read once, as it is now, however many entries named it.
        for list in renamedOrSet where byList[list]?.listRemoved == false {
            byList[list]?.listMeta = try listMeta(list)
            if byList[list]?.listMeta == nil { byList[list]?.listRemoved = true }
        }
        for (id, lists) in seenSections.sorted(by: { $0.key < $1.key }) {
            let now = try readSection(id)
            if let (list, section, count) = now {
                byList[list]?.sections.append(section)
                byList[list]?.counts[id] = count
            }
            for list in lists where list != now?.0 { byList[list]?.removedSections.append(id) }
        }
        for (id, lists) in seenRows.sorted(by: { $0.key < $1.key }) {
            let now = try readRow(id)
            if let (list, shot) = now { byList[list]?.rows.append(shot) }
            for list in lists where list != now?.0 {
                byList[list]?.removedRows.append(id)
                if let (to, _) = now { byList[list]?.movedToList[id] = to }
            }
        }
        for list in order { byList[list]?.sections.sort { $0.position < $1.position } }
        return .changes(order.compactMap { byList[$0] })
    }
}
