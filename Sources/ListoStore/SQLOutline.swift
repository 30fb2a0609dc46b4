import ListoModel

/// An outline in a long list, asked of the store with the same statements on both
/// engines: what a reading has left to say, and the rows `collapse all` folds. Each
/// walk is a UNION, not UNION ALL, so that rows whose parents run in a circle (a
/// damaged or foreign store) end it.
extension SQLStore {
    /// Walked down from the rows inside top-level rows, found through the list's index of
    /// rows by parent (`+ 0` keeps the planner from walking a section's index of positions
    /// instead), each carrying its top-level row's section: it costs the rows inside others,
    /// none of the top-level ones, so that a long list with a few rows inside others counts
    /// them at once (reading its section of 100,000 rows whole to count one took 0.9 s),
    /// and every section a reading has yet to reach is counted in one statement.
    public func shownRowsInside(of list: ListID, section: SectionID?, after position: Int64?) throws -> [SectionID: Int] {
        var values: [Value] = [.integer(list.raw)]
        var one = ""
        if let section {
            one = "AND t.section_id + 0 = ? AND t.position + 0 > ?"
            values += [.integer(section.raw), .integer(position ?? Int64.min)]
        }
        var counts: [SectionID: Int] = [:]
        try connection.each(
            Self.placeholders.apply("""
            WITH RECURSIVE shown(id, section_id) AS (
                SELECT c.id, t.section_id FROM rows c JOIN rows t ON t.id = c.parent_id
                WHERE c.list_id = ? AND c.parent_id IS NOT NULL AND t.parent_id IS NULL AND t.expanded <> 0 \(one)
                UNION SELECT c.id, shown.section_id FROM shown JOIN rows p ON p.id = shown.id JOIN rows c ON c.parent_id = p.id
                WHERE p.expanded <> 0)
            SELECT section_id, count(*) FROM shown GROUP BY section_id
            """), values
        ) { c in counts[SectionID(c.integer(0))] = SQLRows.count(c.integer(1)) }
        return counts
    }

    /// The parents of the rows inside others, found through the list's index of rows by
    /// parent, kept where they are at the top.
    public func rowsHoldingOthers(in list: ListID, limit: Int) throws -> [RowID] {
        var rows: [RowID] = []
        try connection.each(
            Self.placeholders.apply("""
            SELECT id FROM rows WHERE parent_id IS NULL AND id IN (
                SELECT parent_id FROM rows WHERE list_id = ? AND parent_id IS NOT NULL) LIMIT ?
            """), [.integer(list.raw), .integer(Int64(limit))]
        ) { c in rows.append(RowID(c.integer(0))) }
        return rows
    }
}
