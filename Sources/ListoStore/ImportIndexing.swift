import ListoModel

/// An import's rows go into new lists that no other session can read until the
/// import commits, so their words are indexed and their sections counted once, in
/// bulk, at the end: a trigger per row costs an FTS5 flush, a section update and a
/// tokenizing for each of a million rows. The triggers on rows are taken down
/// inside the import's transaction and made again from their own text, in the
/// order they were made (the order they fire in), before it commits; so a
/// committed store has the same schema, and an import that fails or is killed
/// leaves it untouched. (They come back after the schema's other entries, which
/// changes nothing they do.)
struct ImportIndexing {
    /// The triggers that index, count or list the words of an inserted row: `finish` and the writer do their work.
    static let onInsert: Set<String> = [RowIndexing.onInsert]
    /// Triggers that come down with them: they fire on updates and deletes of rows, which an import never makes.
    static let onChange: Set<String> = RowIndexing.onChange

    private let connection: Connection
    /// Every trigger on rows, in the order they were made, with the SQL that makes each again.
    private let suspended: [(name: String, sql: String)]
    /// About how many rows the store held before: its sections' counts of top-level rows.
    private let rowsBefore: Int

    /// Whether rows are written without their triggers: the importer then writes
    /// each section's count itself, and `finish` indexes the words. False when rows
    /// have a trigger this does not know; the triggers then do their work row by
    /// row, as for any other write.
    var deferred: Bool { !suspended.isEmpty }

    /// Takes the triggers down; call inside the import's transaction.
    init(_ connection: Connection) throws(DatabaseError) {
        self.connection = connection
        rowsBefore = Store.count(try connection.scalar("SELECT ifnull(sum(min(max(row_count, 0), 2147483647)), 0) FROM sections") ?? 0)
        var triggers: [(name: String, sql: String)] = []
        try connection.query("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'rows' ORDER BY rowid") { c in
            triggers.append((c.text(0) ?? "", c.text(1) ?? ""))
        }
        let known = ImportIndexing.onInsert.union(ImportIndexing.onChange)
        guard ImportIndexing.onInsert.isSubset(of: triggers.map(\.name)),
              triggers.allSatisfy({ known.contains($0.name) && !$0.sql.isEmpty })
        else {
            suspended = []
            return
        }
        for trigger in triggers { try connection.execute("DROP TRIGGER \(trigger.name)") }
        suspended = triggers
    }

    /// Indexes the words of every row of `lists` (`rows` of them, at every depth),
    /// written while the triggers were down, lists those words as rows_terms_added
    /// would, and makes the triggers again. `ids`, when known, holds exactly the
    /// new rows' ids (an import hands them out from the counter, in order): they
    /// are then read in one pass over the table rather than a look-up of each
    /// through the index of lists. `placement`, when known, says where each new
    /// top-level row lies, so that their words are counted from the word index.
    func finish(lists: [ListID], rows: Int, ids: Range<Int64>? = nil, placement: ImportPlacement? = nil) throws(DatabaseError) {
        // Most of the store's rows are new: the word index's own list of words, read in
        // order, is quicker than tokenizing each new row again.
        let mostlyNew = rows * 5 >= rowsBefore + rows
        let counting = deferred && mostlyNew && ids != nil ? placement : nil
        if deferred {
            // Merging the word index's pieces as they are made is work the one merge
            // below does again; it is held off while the new rows go in.
            let pausing = rows > 10_000
            let stored = pausing ? try pauseMerging() : nil
            for (which, values) in ImportIndexing.scopes(lists, ids) {
                try connection.query("INSERT INTO rows_words(rowid, title, notes) SELECT rows.id, rows.title, rows.notes FROM rows WHERE \(which)", values)
                // The blocks of level 0 of rows_tree_in, for new sections only.
                try connection.query(
                    """
                    INSERT INTO row_tree(section_id, level, block, row_count)
                    SELECT section_id, 0, position >> \(Store.treeShift), count(*) FROM rows WHERE \(which) AND parent_id IS NULL
                    GROUP BY section_id, position >> \(Store.treeShift)
                    """, values)
                // Each new row's badges, as rows_badges_in counts them (migration 20).
                try connection.query(
                    """
                    INSERT INTO row_badges(list_id, section_id, top, kind, day, row_count)
                    SELECT *, 1 FROM (\(Store.badgeEntries("rows.", from: "FROM rows WHERE \(which) AND rows.fields != '{}'"))) WHERE true
                    ON CONFLICT DO UPDATE SET row_count = row_count + 1
                    """, values)
                guard counting == nil else { continue }
                // Each top-level row's words counted in its section, as rows_term_counts_in
                // counts them: added to a row at a time, where a grouping is sorted in memory.
                try connection.query(
                    """
                    INSERT INTO rows_term_counts(term, list_id, section_id, row_count)
                    SELECT words.value, rows.list_id, rows.section_id, 1 FROM rows, json_each(listo_terms(rows.title, rows.notes)) AS words
                    WHERE \(which) AND rows.parent_id IS NULL
                    ON CONFLICT DO UPDATE SET row_count = row_count + 1
                    """, values)
            }
            // Each level above, for the sections that have none yet: the new ones.
            for level in 1...Store.treeTop {
                try connection.query(
                    """
                    INSERT INTO row_tree(section_id, level, block, row_count)
                    SELECT section_id, ?1, block >> \(Store.treeFan), sum(row_count) FROM row_tree
                    WHERE level = ?1 - 1 AND section_id NOT IN (SELECT section_id FROM row_tree WHERE level = ?1)
                    GROUP BY section_id, block >> \(Store.treeFan)
                    """, [.integer(level)])
            }
            if pausing { try resumeMerging(stored) }
        }
        // Many rows leave the word index in several pieces; one merge makes finding quick again.
        if rows > 10_000 { try connection.execute("INSERT INTO rows_words(rows_words) VALUES ('optimize')") }
        guard deferred else { return }
        if let counting { try countWordsFromIndex(counting) }
        if mostlyNew {
            try connection.execute(
                """
                CREATE VIRTUAL TABLE temp.rows_words_import USING fts5vocab(main, rows_words, row);
                INSERT INTO rows_terms SELECT term FROM temp.rows_words_import WHERE true ON CONFLICT DO NOTHING;
                DROP TABLE temp.rows_words_import;
                """)
        } else {
            for (which, values) in ImportIndexing.scopes(lists, ids) {
                try connection.query(
                    "INSERT INTO rows_terms SELECT value FROM rows, json_each(listo_words(rows.title, rows.notes)) WHERE \(which) ON CONFLICT DO NOTHING",
                    values)
            }
        }
        for trigger in suspended { try connection.execute(trigger.sql) }
    }

    /// Counts the new top-level rows holding each word in each section (migration 16,
    /// as rows_term_counts_in counts them) from the word index once it holds the new
    /// rows. Its instances (fts5vocab) come word by word and, within a word, row by
    /// row, which for an import's rows is the order of their sections: each count is
    /// whole when the reading passes on, and the counts go in in the order of the
    /// table's key, a hundred to a statement. Made a row at a time through each row's
    /// words as JSON, every count was an upsert at its own place in the table.
    private func countWordsFromIndex(_ placement: ImportPlacement) throws(DatabaseError) {
        try connection.execute("CREATE VIRTUAL TABLE temp.rows_words_instances USING fts5vocab(main, rows_words, instance)")
        var counts = try TermCountWriter(connection, placement)
        var term = ""
        // The row last counted for `term`: a row holds a word once however often it says it.
        var row: Int64 = -1
        var place = -1
        var count: Int64 = 0
        try connection.query("SELECT term, doc FROM temp.rows_words_instances") { c throws(DatabaseError) in
            let doc = c.integer(1)
            if !c.textEquals(0, term) {
                if count > 0 { try counts.add(term, place: place, count: count) }
                count = 0
                term = c.text(0) ?? ""
                row = -1
            } else if doc == row {
                return
            }
            row = doc
            guard let at = placement.placeIndex(of: doc) else { return }
            if at != place {
                if count > 0 { try counts.add(term, place: place, count: count) }
                count = 0
                place = at
            }
            count += 1
        }
        if count > 0 { try counts.add(term, place: place, count: count) }
        try counts.flush()
        try connection.execute("DROP TABLE temp.rows_words_instances")
    }

    /// Where the new rows are, as conditions on `rows`: their ids when known, else each list.
    private static func scopes(_ lists: [ListID], _ ids: Range<Int64>?) -> [(condition: String, values: [Value])] {
        if let ids { return [("rows.id >= ? AND rows.id < ?", [.integer(ids.lowerBound), .integer(ids.upperBound)])] }
        return lists.map { ("rows.list_id = ?", [.integer($0.raw)]) }
    }

    /// FTS5's automerge when the store names none.
    static let defaultAutomerge: Int64 = 4

    /// Sets the word index's automerge to 0; gives the setting the store held, nil for none.
    private func pauseMerging() throws(DatabaseError) -> Int64? {
        let stored = try connection.scalar("SELECT v FROM rows_words_config WHERE k = 'automerge'")
        try connection.execute("INSERT INTO rows_words(rows_words, rank) VALUES ('automerge', 0)")
        return stored
    }

    /// Puts back the setting `pauseMerging` found, leaving no entry where there was none.
    private func resumeMerging(_ stored: Int64?) throws(DatabaseError) {
        try connection.execute("INSERT INTO rows_words(rows_words, rank) VALUES ('automerge', \(stored ?? ImportIndexing.defaultAutomerge))")
        if stored == nil { try connection.execute("DELETE FROM rows_words_config WHERE k = 'automerge'") }
    }
}
