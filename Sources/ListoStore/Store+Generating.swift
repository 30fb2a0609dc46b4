import ListoModel

extension Store {
    /// Runs `sql`, which adds rows to `lists`, in one transaction with the triggers
    /// on rows down, then counts each section's rows and indexes their words once, as
    /// an import does: how the benchmark makes a store of a million rows in seconds,
    /// not the minute that a trigger per row takes on a shared machine.
    public func insertRowsForTesting(lists: [ListID], rows: Int, sql: String) throws {
        try transaction { () throws(DatabaseError) in
            let indexing = try ImportIndexing(connection)
            try connection.execute(sql)
            if indexing.deferred {
                for list in lists {
                    try connection.query(
                        """
                        UPDATE sections SET row_count = (SELECT count(*) FROM rows WHERE rows.section_id = sections.id AND rows.parent_id IS NULL)
                        WHERE list_id = ?
                        """, [.integer(list.raw)])
                }
            }
            try indexing.finish(lists: lists, rows: rows)
        }
    }
}
