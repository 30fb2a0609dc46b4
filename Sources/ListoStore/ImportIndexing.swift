import ListoModel

/// An import's rows go into new lists that no other session can read until the
/// import commits, so their words are indexed and their sections counted once, in
/// bulk, at the end: a trigger per row costs an FTS5 flush and a section update
/// for each of a million rows. The triggers are taken down inside the import's
/// transaction and made again from their own text before it commits, so that a
/// committed store has exactly the schema it had (the same entries in the same
/// order) and an import that fails or is killed leaves it untouched.
struct ImportIndexing {
    /// The triggers that index or count an inserted row: their work is done by `finish`.
    static let onInsert: Set<String> = ["rows_words_added", "rows_counted_in"]
    /// Triggers that may come down with them: they fire on updates and deletes of rows, which an import never makes.
    static let onChange: Set<String> = ["rows_words_removed", "rows_words_changed", "rows_counted_out", "rows_counted_moved"]

    private let connection: Connection
    /// The schema's entries from the first suspended trigger on, in the order they
    /// were written, with the SQL that makes each again.
    private let suspended: [(name: String, sql: String)]

    /// Whether rows are written without their triggers: the importer then writes
    /// each section's count itself, and `finish` indexes the words. False when the
    /// schema holds something this does not know after those triggers; the
    /// triggers then do their work row by row, as for any other write.
    var deferred: Bool { !suspended.isEmpty }

    /// Takes the triggers down; call inside the import's transaction.
    init(_ connection: Connection) throws(DatabaseError) {
        self.connection = connection
        var tail: [(type: String, name: String, sql: String)] = []
        // Dropped and made again in order, the entries after the first trigger keep their places.
        let names = ImportIndexing.onInsert.sorted().map { "'\($0)'" }.joined(separator: ", ")
        try connection.query(
            """
            SELECT type, name, sql FROM sqlite_master WHERE rowid >= (
                SELECT min(rowid) FROM sqlite_master WHERE type = 'trigger' AND name IN (\(names)))
            ORDER BY rowid
            """
        ) { c in tail.append((c.text(0) ?? "", c.text(1) ?? "", c.text(2) ?? "")) }
        let known = ImportIndexing.onInsert.union(ImportIndexing.onChange)
        guard ImportIndexing.onInsert.isSubset(of: tail.map(\.name)),
              tail.allSatisfy({ $0.type == "trigger" && known.contains($0.name) && !$0.sql.isEmpty })
        else {
            suspended = []
            return
        }
        for entry in tail { try connection.execute("DROP TRIGGER \(entry.name)") }
        suspended = tail.map { ($0.name, $0.sql) }
    }

    /// Indexes the words of every row of `lists`, written while the triggers were
    /// down, and makes the triggers again.
    func finish(lists: [ListID]) throws(DatabaseError) {
        guard deferred else { return }
        for list in lists {
            try connection.query(
                "INSERT INTO rows_words(rowid, title, notes) SELECT id, title, notes FROM rows WHERE list_id = ?", [.integer(list.raw)])
        }
        for entry in suspended { try connection.execute(entry.sql) }
    }
}
