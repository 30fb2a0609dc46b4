extension StoreOpening {
    /// Each section keeps its count of rows twice: in `sections.row_count`, which
    /// counts and headers read, and at the top of its tree of counts (`row_tree`,
    /// migration 14), which numbers and pages read. The triggers keep both; a count
    /// changed by hand leaves them apart, and the list would be said with wrong
    /// counts. Comparing the two never reads the rows, so it is done at every open.
    /// Which one is right can't be told without counting the rows, so the store is
    /// refused as damaged, and `listo recover` counts them again as it copies them.
    /// The two counts are read in one read transaction, one snapshot of the store: read
    /// apart, a row another process added between the two reads (two sessions adding at
    /// once) made a sound store look damaged to a third opening it.
    static func countsCheck(_ probe: Connection, path: String, version: Int64) throws {
        let owns = !probe.inTransaction
        if owns { try probe.execute("BEGIN") }
        defer { if owns { try? probe.execute("COMMIT") } }
        let disagreeing = version >= 18 ? try disagreeingLists(probe) : try names(probe, """
            SELECT l.name FROM sections AS s JOIN lists AS l ON l.id = s.list_id
            WHERE s.row_count != (SELECT ifnull(sum(t.row_count), 0) FROM row_tree AS t
                                  WHERE t.section_id = s.id AND t.level = \(Store.treeTop))
            LIMIT 1
            """)
        if let list = disagreeing.first { throw StoreError.damaged(path: path, .countsDisagree(list: list)) }
    }

    /// The list of the first section, in order of ids, whose two counts disagree: the
    /// sections and the tops of their trees (an index of its own, migration 18) are
    /// each read in one pass in order of sections and compared side by side, where a
    /// look-up of each section's top cost a seek a section: on 10,000 sections, 8 to 11
    /// ms against about 1 ms a pass, and a quarter of a listo process's first prompt.
    private static func disagreeingLists(_ probe: Connection) throws -> [String] {
        var tops: [(section: Int64, count: Int64)] = []
        try probe.query("""
            SELECT section_id, sum(row_count) FROM row_tree INDEXED BY row_tree_tops
            WHERE level = \(Store.treeTop) GROUP BY section_id ORDER BY section_id
            """) { c in tops.append((c.integer(0), c.integer(1))) }
        var next = 0
        var lists: [Int64] = []
        try probe.query("SELECT id, list_id, row_count FROM sections ORDER BY id") { c in
            let section = c.integer(0)
            while next < tops.count && tops[next].section < section { next += 1 }
            let top = next < tops.count && tops[next].section == section ? tops[next].count : 0
            if c.integer(2) != top { lists.append(c.integer(1)) }
        }
        // As the join with lists did, a section whose list is gone names nothing.
        for list in lists {
            if let name = try names(probe, "SELECT name FROM lists WHERE id = \(list)").first { return [name] }
        }
        return []
    }
}
