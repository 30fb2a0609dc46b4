import ListoModel

/// Finding rows by their words through the store's indexes, so that the cost is
/// that of the rows found, not of the list: titles by their folded form
/// (`title_key`, for a name or its start) and words anywhere in titles and notes
/// (`rows_words`, SQLite FTS5, with its words listed in `rows_terms`), both case-
/// and accent-insensitive as `SearchWords` is.
extension Store {
    /// The rows of a list holding every one of `words` at the start of a word of
    /// their title or notes; `words` as `SearchWords.words` gives them.
    public func rows(matching words: [String], in list: ListID) throws -> [RowID] {
        try rowsWithSections(matching: words, in: list).map(\.row)
    }

    /// The same rows, each with its section: where a long list has to read to place them.
    public func rowsWithSections(matching words: [String], in list: ListID) throws -> [(row: RowID, section: SectionID)] {
        guard !words.isEmpty else { return [] }
        if !SearchWords.split(words).symbols.isEmpty { return try rowsWithSymbols(words, in: list) }
        var groups: [String] = []
        for word in words {
            // A word that starts no word in the store: no row can hold it.
            guard let group = try wordGroup(word) else { return [] }
            groups.append(group)
        }
        // CROSS JOIN keeps SQLite from walking the list's rows and asking the index of each.
        var found: [(row: RowID, section: SectionID)] = []
        try connection.query(
            """
            SELECT rows.id, rows.section_id FROM rows_words CROSS JOIN rows ON rows.id = rows_words.rowid
            WHERE rows_words MATCH ? AND rows.list_id = ?
            """, [.text(groups.joined(separator: " AND ")), .integer(list.raw)]
        ) { c in found.append((RowID(c.integer(0)), SectionID(c.integer(1)))) }
        return found
    }

    /// FTS5 asked for the words as `rowsWithSections` asks: driven by its index, or of
    /// one row by its rowid. A word with more completions than are spelled out is a
    /// prefix, which FTS5 answers for one row only by merging the lists of rows of
    /// every word it starts (`filter item 1` asked that of each row in turn: 45 s on
    /// 60,000 rows); of one row it is asked of the row's own words instead, as the
    /// tokenizer splits them, a range of them as `rows_terms` is ranged.
    func indexedWordMatch(_ words: [String], in list: ListID) throws -> WordMatch? {
        var groups: [String] = []
        var spelled: [String] = []
        var probes: [String] = []
        var probeValues: [Value] = []
        for word in words {
            guard let group = try wordGroup(word) else { return nil }
            groups.append(group)
            if let token = Self.prefixToken(group) {
                probes.append("EXISTS (SELECT 1 FROM json_each(listo_words(rows.title, rows.notes)) WHERE value >= ? AND value < ?)")
                probeValues += [.text(token), .text(token + "\u{10FFFF}")]
            } else if group.hasSuffix("*") {
                // A word the index cuts in two, asked as a phrase: its rows are found once for the statement.
                probes.append("rows.id IN (SELECT rowid FROM rows_words WHERE rows_words MATCH ?)")
                probeValues.append(.text(group))
            } else {
                spelled.append(group)
            }
        }
        if !spelled.isEmpty {
            probes.insert("EXISTS (SELECT 1 FROM rows_words WHERE rows_words MATCH ? AND rowid = rows.id)", at: 0)
            probeValues.insert(.text(spelled.joined(separator: " AND ")), at: 0)
        }
        let expression: Value = .text(groups.joined(separator: " AND "))
        // One word with one completion is counted in rows_term_counts: a read of the sections holding it.
        if groups.count == 1, let term = Self.spelledTerm(groups[0]) {
            return WordMatch(
                ids: "SELECT rowid FROM rows_words WHERE rows_words MATCH ?", idValues: [expression],
                probe: "(" + probes.joined(separator: " AND ") + ")", probeValues: probeValues,
                sectionCounts: "SELECT section_id, row_count FROM rows_term_counts WHERE term = ? AND list_id = ?",
                sectionCountValues: [.text(term), .integer(list.raw)],
                countedInSection: "SELECT row_count FROM rows_term_counts WHERE term = ? AND list_id = ? AND section_id = ?")
        }
        return WordMatch(
            ids: "SELECT rowid FROM rows_words WHERE rows_words MATCH ?", idValues: [expression],
            probe: "(" + probes.joined(separator: " AND ") + ")", probeValues: probeValues,
            // FTS5 first: counting a million rows so took 0.3 s, where SQLite's own choice (the list's rows, each looked up) took 1.7 s.
            sectionCounts: """
                SELECT rows.section_id, count(*) FROM rows_words CROSS JOIN rows ON rows.id = rows_words.rowid
                WHERE rows_words MATCH ? AND rows.list_id = ? AND rows.parent_id IS NULL GROUP BY rows.section_id
                """, sectionCountValues: [expression, .integer(list.raw)])
    }

    static func holdsText(_ column: String) -> String { "instr(\(column), ?) > 0" }

    /// The one word of a group `wordGroup` spells out with a single completion
    /// (`("task")`), which rows_term_counts counts; nil for several, a prefix or a phrase.
    static func spelledTerm(_ group: String) -> String? {
        guard group.hasPrefix("(\""), group.hasSuffix("\")"), group.count > 4 else { return nil }
        let term = String(group.dropFirst(2).dropLast(2))
        return term.contains("\"") ? nil : term
    }

    /// The word of a group `wordGroup` asks as a prefix (`"item"*`), or nil for one spelled out or a phrase.
    static func prefixToken(_ group: String) -> String? {
        guard group.hasPrefix("\""), group.hasSuffix("\"*"), group.count > 3 else { return nil }
        let token = String(group.dropFirst().dropLast(2))
        return token.allSatisfy { $0.isLetter || $0.isNumber } ? token : nil
    }

    /// The arguments of rows_words' tokenizer (unicode61), as migration 5 names them.
    static let wordTokenizerArguments = ["remove_diacritics", "2"]

    /// How many words starting with a query word are asked for by name; past
    /// that, FTS5 is asked for the prefix.
    static let spelledOut = 32

    /// One query word as FTS5 is asked for it: the store's words that start with
    /// it, each by name ("zebra" OR "zebras"), or nil when there are none. FTS5
    /// finds a word by name in a few pages whatever the store holds, where a
    /// prefix may read on through every row of the word before it.
    func wordGroup(_ word: String) throws -> String? {
        var tokens: [String] = []
        try connection.query("SELECT value FROM json_each(listo_words(?))", [.text(word)]) { c in tokens.append(c.text(0) ?? "") }
        // Letters and digits only, so quoting cannot break the query; a word the
        // index would cut in two is asked for as it was typed.
        guard tokens.count == 1, let token = tokens.first else { return "\"\(word)\"*" }
        var terms: [String] = []
        try connection.query(
            "SELECT term FROM rows_terms WHERE term >= ? AND term < ? LIMIT ?",
            [.text(token), .text(token + "\u{10FFFF}"), .integer(Int64(Store.spelledOut + 1))]
        ) { c in terms.append(c.text(0) ?? "") }
        if terms.isEmpty { return nil }
        if terms.count > Store.spelledOut { return "\"\(token)\"*" }
        return "(" + terms.map { "\"\($0)\"" }.joined(separator: " OR ") + ")"
    }
}
