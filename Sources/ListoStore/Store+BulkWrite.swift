import ListoModel

/// Deleting or putting in many rows of a SQLite store with the triggers' work done
/// in a few statements for the set. Each row deleted or inserted fires the triggers
/// that keep the word index, the list of words, the sections' counts, the tree of
/// counts by position, the counts of words and the badges (Migrations.swift), a few statements a
/// row; here their work is done once for all the rows, grouped, while a row held in
/// `rows_bulk_write` (migration 17) keeps those triggers from firing, inside the
/// change's own transaction. What is stored after is what writing the rows one by one leaves.
extension Store {
    /// How many rows a change deletes or puts in before their triggers' work is done for the set.
    static var bulkRowsFrom: Int { 32 }

    /// The triggers are the ones migration 17 holds off, and they are up: a store opened
    /// at an earlier version has triggers that fire whatever is held, and an import takes
    /// every trigger on rows down while it writes, doing their work itself.
    private var triggersUp: Bool {
        get throws {
            try connection.scalar("""
                SELECT count(*) FROM sqlite_master
                WHERE (type = 'table' AND name = 'rows_bulk_write') OR (type = 'trigger' AND name = '\(RowIndexing.onInsert)')
                """, []) == 2
        }
    }

    /// The temporary tables of rows written in bulk and of their words' counts, emptied.
    private func emptyBulkTables() throws {
        try connection.execute("""
            CREATE TEMP TABLE IF NOT EXISTS rows_bulk(id INTEGER PRIMARY KEY);
            CREATE TEMP TABLE IF NOT EXISTS rows_bulk_terms(
                term TEXT NOT NULL, list_id INTEGER NOT NULL, section_id INTEGER NOT NULL, row_count INTEGER NOT NULL,
                PRIMARY KEY(term, list_id, section_id)) WITHOUT ROWID;
            DELETE FROM temp.rows_bulk;
            DELETE FROM temp.rows_bulk_terms;
            """)
    }

    private static let chosen = "SELECT id FROM temp.rows_bulk"
    private static let top = "r.id IN (\(chosen)) AND r.parent_id IS NULL"
    private static let levels = "json_each('[" + (0...Store.treeTop).map(String.init).joined(separator: ",") + "]') AS l"
    private static let block = "r.position >> (\(Store.treeShift) + \(Store.treeFan) * l.value)"

    /// The rows in `temp.rows_bulk`, stored, counted in: `sign` 1 as they go in, -1 as they go out.
    /// Says how many went into or out of the word index.
    @discardableResult
    private func count(_ sign: Int64) throws -> Int {
        let (chosen, top, levels, block) = (Self.chosen, Self.top, Self.levels, Self.block)
        // rows_words_added or rows_words_removed: every row, at any depth.
        let indexed = try connection.scalar("SELECT count(*) FROM temp.rows_bulk", []) ?? 0
        _ = try connection.changed(sign > 0
            ? "INSERT INTO rows_words(rowid, title, notes) SELECT r.id, r.title, r.notes FROM rows AS r WHERE r.id IN (\(chosen))"
            : "INSERT INTO rows_words(rows_words, rowid, title, notes) SELECT 'delete', r.id, r.title, r.notes FROM rows AS r WHERE r.id IN (\(chosen))",
            [])
        // rows_terms_added: the list of every word ever held, never pruned.
        if sign > 0 {
            _ = try connection.changed("""
                INSERT INTO rows_terms SELECT w.value FROM rows AS r, json_each(listo_words(r.title, r.notes)) AS w
                WHERE r.id IN (\(chosen)) ON CONFLICT DO NOTHING
                """, [])
        }
        // rows_counted_in or _out: each section's count of top-level rows.
        _ = try connection.changed("""
            UPDATE sections SET row_count = row_count + ? * g.n
            FROM (SELECT r.section_id, count(*) AS n FROM rows AS r WHERE \(top) GROUP BY r.section_id) AS g
            WHERE sections.id = g.section_id
            """, [.integer(sign)])
        // rows_tree_in or _out: each block at each level; a block left counting none goes.
        _ = try connection.changed("""
            INSERT INTO row_tree(section_id, level, block, row_count)
            SELECT r.section_id, l.value, \(block), ? * count(*) FROM rows AS r, \(levels) WHERE \(top) GROUP BY 1, 2, 3
            ON CONFLICT DO UPDATE SET row_count = row_count + excluded.row_count
            """, [.integer(sign)])
        if sign < 0 {
            _ = try connection.changed("""
                DELETE FROM row_tree WHERE row_count = 0 AND (section_id, level, block) IN
                    (SELECT r.section_id, l.value, \(block) FROM rows AS r, \(levels) WHERE \(top))
                """, [])
        }
        // rows_badges_in or _out: each section's rows due each day and unread, at any depth; an entry counting none goes.
        let badges = Self.badgeEntries("r.", from: "FROM rows AS r WHERE r.id IN (\(chosen)) AND r.fields != '{}'")
        _ = try connection.changed("""
            INSERT INTO row_badges(list_id, section_id, top, kind, day, row_count)
            SELECT *, ? * count(*) FROM (\(badges)) GROUP BY 1, 2, 3, 4, 5
            ON CONFLICT DO UPDATE SET row_count = row_count + excluded.row_count
            """, [.integer(sign)])
        if sign < 0 {
            _ = try connection.changed(
                "DELETE FROM row_badges WHERE row_count <= 0 AND (list_id, section_id, top, kind, day) IN (\(badges))", [])
        }
        // rows_term_counts_in or _out: each word's count in each section; an entry counting none goes.
        _ = try connection.changed("""
            INSERT INTO temp.rows_bulk_terms(term, list_id, section_id, row_count)
            SELECT w.value, r.list_id, r.section_id, ? * count(*) FROM rows AS r, json_each(listo_terms(r.title, r.notes)) AS w
            WHERE \(top) GROUP BY 1, 2, 3
            """, [.integer(sign)])
        _ = try connection.changed("""
            INSERT INTO rows_term_counts(term, list_id, section_id, row_count)
            SELECT term, list_id, section_id, row_count FROM temp.rows_bulk_terms WHERE true
            ON CONFLICT DO UPDATE SET row_count = row_count + excluded.row_count
            """, [])
        if sign < 0 {
            _ = try connection.changed("""
                DELETE FROM rows_term_counts WHERE row_count <= 0
                    AND (term, list_id, section_id) IN (SELECT term, list_id, section_id FROM temp.rows_bulk_terms)
                """, [])
        }
        return Int(indexed)
    }

    /// How many rows put into or taken out of the word index at once leave it merged after.
    static var mergedFrom: Int { 2_000 }

    /// Many rows put into or taken out of the word index in one change leave FTS5 two
    /// segments, the list's and theirs, and each row a filter tests is then asked of both:
    /// after 10,000 rows holding `red` were deleted from 2 x 500,000, a test cost 382 µs
    /// against 19 µs, and `filter red` in the next process took 15 s, walking 50,000 rows.
    /// Merged into one ('optimize', 0.4 s at a million rows, inside the change's transaction),
    /// a test costs 10 µs again. Fewer rows leave a small segment that costs little.
    private func mergeWordIndex(after rows: Int) throws {
        guard rows >= Self.mergedFrom else { return }
        try connection.execute("INSERT INTO rows_words(rows_words) VALUES ('optimize')")
    }

    /// Writes these rows; those not stored yet are counted in for the set.
    func putRows(_ rows: [PlacedRow], list: ListID, inPlace: Bool) throws {
        guard !inPlace, rows.count >= Self.bulkRowsFrom, try triggersUp else {
            for placed in rows { try write(placed.row, list: list, section: placed.section, parent: placed.parent, inPlace: inPlace) }
            return
        }
        try emptyBulkTables()
        let (set, value) = Self.idSet(rows.map(\.row.id.raw))
        _ = try connection.changed("""
            INSERT INTO temp.rows_bulk(id) SELECT n.value FROM (\(set)) AS n
            WHERE NOT EXISTS (SELECT 1 FROM rows WHERE rows.id = n.value) ON CONFLICT DO NOTHING
            """, [value])
        _ = try connection.changed("INSERT INTO rows_bulk_write(writing) VALUES (1)", [])
        for placed in rows { try write(placed.row, list: list, section: placed.section, parent: placed.parent) }
        let indexed = try count(1)
        _ = try connection.changed("DELETE FROM rows_bulk_write", [])
        try mergeWordIndex(after: indexed)
    }

    /// How many rows kept for undo are counted out or in at a time: the words of each
    /// step are grouped in a temporary table, which stays small whatever the rows.
    static var savedStep: Int { 20_000 }

    /// Deletes the rows kept under `saved` (`out`), or puts them back, through `write`,
    /// counted out before or in after for the set, a step at a time: a selection kept as
    /// a rule (`select all`) deleted and its undo, as `removeRows` and `putRows` do for ids.
    func writeSaved(_ saved: Int64, out: Bool, _ write: () throws -> Void) throws {
        let kept = try connection.scalar("SELECT count(*) FROM saved_rows WHERE saved = ?", [.integer(saved)]) ?? 0
        guard kept >= Self.bulkRowsFrom, try triggersUp else { return try write() }
        _ = try connection.changed("INSERT INTO rows_bulk_write(writing) VALUES (1)", [])
        var indexed = 0
        if out { indexed = try countSaved(saved, -1) }
        try write()
        if !out { indexed = try countSaved(saved, 1) }
        _ = try connection.changed("DELETE FROM rows_bulk_write", [])
        try mergeWordIndex(after: indexed)
    }

    /// The rows kept under `saved` that are stored, at any depth, counted in or out a step at a time.
    private func countSaved(_ saved: Int64, _ sign: Int64) throws -> Int {
        var low = Int64.min
        var indexed = 0
        while true {
            try emptyBulkTables()
            let taken = try connection.changed("""
                INSERT INTO temp.rows_bulk(id) SELECT s.id FROM saved_rows AS s
                WHERE s.saved = ? AND s.id > ? AND EXISTS (SELECT 1 FROM rows WHERE rows.id = s.id) ORDER BY s.id LIMIT ?
                """, [.integer(saved), .integer(low), .integer(Int64(Self.savedStep))])
            guard taken > 0, let high = try connection.scalar("SELECT max(id) FROM temp.rows_bulk", []) else { return indexed }
            indexed += try count(sign)
            low = high
        }
    }

    /// Deletes for good a list kept aside, with its sections and rows, each step its own
    /// short transaction, so that the write lock is let go between steps and other
    /// sessions write meanwhile: first its sections' counts (their trees of counts and
    /// counts of words, the sections counted empty, still agreeing with each other as
    /// the check at open asks); then its top-level rows a few thousand at a time with
    /// the rows inside them, their words taken out of the word index for the set and no
    /// trigger firing (a statement keeps little to undo itself); then the list and its
    /// sections. Unseen throughout, it needs no count right. A list shown is left.
    func dropList(_ id: ListID) throws {
        let list = [Value.integer(id.raw)]
        let hidden = "SELECT 1 FROM lists WHERE id = ? AND deleted_by IS NOT NULL"
        guard try triggersUp else {
            try transaction { _ = try connection.changed(statements.removeList, list) }
            return
        }
        let counted = try transaction { () throws -> Bool in
            guard try connection.scalar(hidden, list) != nil else { return false }
            _ = try connection.changed("DELETE FROM row_tree WHERE section_id IN (SELECT id FROM sections WHERE list_id = ?)", list)
            _ = try connection.changed("DELETE FROM rows_term_counts WHERE list_id = ?", list)
            _ = try connection.changed("DELETE FROM row_badges WHERE list_id = ?", list)
            _ = try connection.changed("UPDATE sections SET row_count = 0 WHERE list_id = ?", list)
            return true
        }
        guard counted else { return }
        var indexed = 0
        // The word index merged once the list's rows are out of it, as a change of many rows leaves it.
        defer { if indexed >= Self.mergedFrom { try? transaction { try mergeWordIndex(after: indexed) } } }
        while true {
            let more = try transaction { () throws -> Bool in
                guard try connection.scalar(hidden, list) != nil else { return false }
                try emptyBulkTables()
                let taken = try connection.changed("""
                    INSERT INTO temp.rows_bulk(id)
                    WITH RECURSIVE below(id) AS (
                        SELECT id FROM rows WHERE id IN (SELECT id FROM rows WHERE list_id = ? AND parent_id IS NULL LIMIT ?)
                        UNION ALL SELECT c.id FROM rows AS c JOIN below ON c.parent_id = below.id)
                    SELECT id FROM below WHERE true ON CONFLICT DO NOTHING
                    """, list + [.integer(Int64(Self.savedStep))])
                guard taken > 0 else {
                    _ = try connection.changed(statements.removeList, list)
                    return false
                }
                _ = try connection.changed("INSERT INTO rows_bulk_write(writing) VALUES (1)", [])
                indexed += taken
                _ = try connection.changed("""
                    INSERT INTO rows_words(rows_words, rowid, title, notes) SELECT 'delete', r.id, r.title, r.notes FROM rows AS r
                    WHERE r.id IN (\(Self.chosen))
                    """, [])
                _ = try connection.changed("DELETE FROM rows WHERE id IN (\(Self.chosen))", [])
                _ = try connection.changed("DELETE FROM rows_bulk_write", [])
                return true
            }
            if !more { return }
        }
    }

    /// Removes these rows and every row inside them, counted out for the set.
    func removeRows(_ ids: Set<RowID>) throws {
        guard ids.count >= Self.bulkRowsFrom, try triggersUp else {
            for id in ids { _ = try connection.changed(statements.removeRow, [.integer(id.raw)]) }
            return
        }
        let (set, value) = Self.idSet(ids.map(\.raw).sorted())
        try emptyBulkTables()
        // The rows named that are stored, and the rows inside them, which their delete takes with them.
        _ = try connection.changed("""
            INSERT INTO temp.rows_bulk(id)
            WITH RECURSIVE below(id) AS (
                SELECT r.id FROM rows AS r WHERE r.id IN (\(set))
                UNION SELECT c.id FROM rows AS c JOIN below ON c.parent_id = below.id)
            SELECT id FROM below WHERE true ON CONFLICT DO NOTHING
            """, [value])
        _ = try connection.changed("INSERT INTO rows_bulk_write(writing) VALUES (1)", [])
        let indexed = try count(-1)
        _ = try connection.changed("DELETE FROM rows WHERE id IN (\(Self.chosen))", [])
        _ = try connection.changed("DELETE FROM rows_bulk_write", [])
        try mergeWordIndex(after: indexed)
    }
}
