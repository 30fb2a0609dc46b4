import ListoModel

/// A query's symbols (🎂, €, #: text between spaces holding no letter or digit,
/// `SearchWords.isSymbol`), which neither engine's word index holds: SQLite's FTS5
/// tokenizer (unicode61) and the server's words table keep letters and digits alone.
/// A symbol is found as it is typed anywhere in a row's title or notes, by the
/// engine's own test of one text inside another (`holdsText`), over the list's rows;
/// its words still go to the word index, and the rows it names are tested for the
/// symbols. The statements are those of words (`WordMatch`), so a filter, a find or a
/// search of symbols is counted by the store and read a page of hits at a time as
/// one of words is.
extension SQLStore {
    /// How the store names a list's rows holding every term of `terms` (as
    /// `SearchWords.query` gives them): the words through the engine's word index
    /// (`indexedWordMatch`), the symbols by their text; nil when no row can hold them.
    func wordMatch(_ terms: [String], in list: ListID) throws -> WordMatch? {
        let (words, symbols) = SearchWords.split(terms)
        guard !symbols.isEmpty else { return try indexedWordMatch(words, in: list) }
        let held = "(" + symbols.map { _ in
            "(" + Self.holdsText("rows.title") + " OR " + Self.holdsText("coalesce(rows.notes, '')") + ")"
        }.joined(separator: " AND ") + ")"
        let heldValues = symbols.flatMap { [Value.text($0), .text($0)] }
        let listed: [Value] = [.integer(list.raw)]
        guard !words.isEmpty else {
            return WordMatch(
                ids: "SELECT rows.id FROM rows WHERE rows.list_id = ? AND " + held, idValues: listed + heldValues,
                probe: held, probeValues: heldValues,
                sectionCounts: "SELECT rows.section_id, count(*) FROM rows WHERE rows.list_id = ? AND rows.parent_id IS NULL AND "
                    + held + " GROUP BY rows.section_id",
                sectionCountValues: listed + heldValues)
        }
        guard let indexed = try indexedWordMatch(words, in: list) else { return nil }
        // The rows the word index names, each tested for the symbols: the words bound the rows read.
        let ids = "SELECT rows.id FROM rows WHERE rows.id IN (" + indexed.ids + ") AND " + held
        return WordMatch(
            ids: ids, idValues: indexed.idValues + heldValues,
            probe: "(" + indexed.probe + " AND " + held + ")", probeValues: indexed.probeValues + heldValues,
            sectionCounts: "SELECT rows.section_id, count(*) FROM rows WHERE rows.id IN (" + ids
                + ") AND rows.list_id = ? AND rows.parent_id IS NULL GROUP BY rows.section_id",
            sectionCountValues: indexed.idValues + heldValues + listed)
    }

    /// A list's rows holding every term of a query that holds symbols, each with its
    /// section, for `rowsWithSections`; an empty list where none can.
    func rowsWithSymbols(_ terms: [String], in list: ListID) throws -> [(row: RowID, section: SectionID)] {
        guard let match = try wordMatch(terms, in: list) else { return [] }
        var found: [(row: RowID, section: SectionID)] = []
        try connection.each(Self.placeholders.apply("SELECT id, section_id FROM rows WHERE id IN (\(match.ids)) ORDER BY id"),
                            match.idValues) { c in found.append((RowID(c.integer(0)), SectionID(c.integer(1)))) }
        return found
    }
}
