extension StoreOpening {
    /// Each section keeps its count of rows twice: in `sections.row_count`, which
    /// counts and headers read, and at the top of its tree of counts (`row_tree`,
    /// migration 14), which numbers and pages read. The triggers keep both; a count
    /// changed by hand leaves them apart, and the list would be said with wrong
    /// counts. Comparing the two is one look-up a section, never a read of the rows
    /// (15 ms for 10,000 sections), so it is done at every open. Which one is right
    /// can't be told without counting the rows, so the store is refused as damaged,
    /// and `listo recover` counts them again as it copies them.
    static func countsCheck(_ probe: Connection, path: String) throws {
        let disagreeing = try names(probe, """
            SELECT l.name FROM sections AS s JOIN lists AS l ON l.id = s.list_id
            WHERE s.row_count != (SELECT ifnull(sum(t.row_count), 0) FROM row_tree AS t
                                  WHERE t.section_id = s.id AND t.level = \(Store.treeTop))
            LIMIT 1
            """)
        if let list = disagreeing.first { throw StoreError.damaged(path: path, .countsDisagree(list: list)) }
    }
}
