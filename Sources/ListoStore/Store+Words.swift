import ListoModel

/// Finding rows by their words through the store's indexes, so that the cost is
/// that of the rows found, not of the list: titles by their folded form
/// (`title_key`, for a name or its start) and words anywhere in titles and notes
/// (`rows_words`, SQLite FTS5), both case- and accent-insensitive as `SearchWords` is.
extension Store {
    /// The rows of a list holding every one of `words` at the start of a word of
    /// their title or notes; `words` as `SearchWords.words` gives them.
    public func rows(matching words: [String], in list: ListID) throws -> [RowID] {
        guard !words.isEmpty else { return [] }
        // Each word is letters and digits only, so quoting it cannot break the query.
        // CROSS JOIN keeps SQLite from walking the list's rows and asking the index of each.
        let query = words.map { "\"\($0)\"*" }.joined(separator: " ")
        var ids: [RowID] = []
        try connection.query(
            """
            SELECT rows.id FROM rows_words CROSS JOIN rows ON rows.id = rows_words.rowid
            WHERE rows_words MATCH ? AND rows.list_id = ?
            """, [.text(query), .integer(list.raw)]
        ) { c in ids.append(RowID(c.integer(0))) }
        return ids
    }

    /// Up to `limit` rows of a list whose folded title is `key`, or starts with it.
    public func rows(titled key: String, prefix: Bool, in list: ListID, limit: Int) throws -> [RowID] {
        var ids: [RowID] = []
        if prefix {
            // Every title starting with the key sorts between it and it followed by the last code point.
            try connection.query(
                "SELECT id FROM rows WHERE list_id = ? AND title_key >= ? AND title_key < ? LIMIT ?",
                [.integer(list.raw), .text(key), .text(key + "\u{10FFFF}"), .integer(Int64(limit))]
            ) { c in ids.append(RowID(c.integer(0))) }
        } else {
            try connection.query(
                "SELECT id FROM rows WHERE list_id = ? AND title_key = ? LIMIT ?",
                [.integer(list.raw), .text(key), .integer(Int64(limit))]
            ) { c in ids.append(RowID(c.integer(0))) }
        }
        return ids
    }
}
