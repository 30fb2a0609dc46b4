import ListoModel

/// An outline in a long list, asked of the store with the same statements on both
/// engines: what a reading has left to say, and the rows `collapse all` folds. Each
/// walk is a UNION, not UNION ALL, so that rows whose parents run in a circle (a
/// damaged or foreign store) end it.
extension SQLStore {
    /// Walked down from the rows inside the section's top-level rows, found through the
    /// list's index of rows by parent (`+ 0` keeps the planner from walking the section's
    /// index of positions instead): it costs the rows inside others, none of the
    /// top-level ones, so that a long list with a few rows inside others counts them
    /// at once (reading its section of 100,000 rows whole to count one took 0.9 s).
    public func shownRowsInside(_ section: SectionID, of list: ListID, after position: Int64?) throws -> Int {
        SQLRows.count(try connection.scalar(
            Self.placeholders.apply("""
            WITH RECURSIVE shown(id) AS (
                SELECT c.id FROM rows c JOIN rows t ON t.id = c.parent_id
                WHERE c.list_id = ? AND c.parent_id IS NOT NULL
                  AND t.section_id + 0 = ? AND t.parent_id IS NULL AND t.expanded <> 0 AND t.position + 0 > ?
                UNION SELECT c.id FROM shown JOIN rows p ON p.id = shown.id JOIN rows c ON c.parent_id = p.id
                WHERE p.expanded <> 0)
            SELECT count(*) FROM shown
            """), [.integer(list.raw), .integer(section.raw), .integer(position ?? Int64.min)]) ?? 0)
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
