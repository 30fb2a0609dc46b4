import Foundation
@testable import ListoStore
import ListoModel
import ListoTestSupport
import Testing

/// An import writes its rows with the word index's and the section counts'
/// triggers down, and indexes them in bulk before it commits: whatever it does,
/// the store it leaves has the same schema, every count right and every word found.
@Suite struct ImportIndexingTests {
    /// The store's schema as SQLite keeps it: its tables and indexes in the order
    /// they were made, then its triggers in the order they were made (the order they fire in).
    func schema(_ store: Store) throws -> [String] {
        var entries: [String] = []
        try store.connection.query("SELECT type, name, tbl_name, ifnull(sql, '') FROM sqlite_master ORDER BY type = 'trigger', rowid") { c in
            entries.append((0..<4).map { c.text($0) ?? "" }.joined(separator: " | "))
        }
        return entries
    }

    /// Sections whose kept count is not the number of their top-level rows.
    func miscounted(_ store: Store) throws -> Int64? {
        try store.connection.scalar(
            "SELECT count(*) FROM sections WHERE row_count != (SELECT count(*) FROM rows WHERE section_id = sections.id AND parent_id IS NULL)")
    }

    /// Whether the word index holds every row once and nothing else (FTS5 keeps
    /// one size entry per row it indexed), is sound inside (its integrity check),
    /// and has each of its words listed in rows_terms.
    func wordIndexMatchesRows(_ store: Store) throws -> Bool {
        let stray = try store.connection.scalar(
            """
            SELECT (SELECT count(*) FROM (SELECT id FROM rows EXCEPT SELECT id FROM rows_words_docsize))
                 + (SELECT count(*) FROM (SELECT id FROM rows_words_docsize EXCEPT SELECT id FROM rows))
            """)
        try store.executeForTesting("CREATE VIRTUAL TABLE temp.words_now USING fts5vocab(main, rows_words, row)")
        defer { try? store.executeForTesting("DROP TABLE temp.words_now") }
        let unlisted = try store.connection.scalar("SELECT count(*) FROM temp.words_now WHERE term NOT IN (SELECT term FROM rows_terms)")
        return stray == 0 && unlisted == 0
            && (try? store.executeForTesting("INSERT INTO rows_words(rows_words) VALUES ('integrity-check')")) != nil
    }

    func everything(_ store: Store) throws -> [String] {
        var rows: [String] = []
        try store.connection.query("SELECT id, list_id, section_id, ifnull(parent_id, 0), title, title_key, position FROM rows ORDER BY id") { c in
            rows.append((0..<7).map { c.text($0) ?? "" }.joined(separator: " "))
        }
        try store.connection.query("SELECT id, list_id, row_count FROM sections ORDER BY id") { c in
            rows.append("section \(c.integer(0)) \(c.integer(1)) \(c.integer(2))")
        }
        try store.connection.query("SELECT id, name FROM lists ORDER BY id") { c in rows.append("list \(c.integer(0)) \(c.text(1) ?? "")") }
        try store.connection.query("SELECT next_id FROM counter") { c in rows.append("next \(c.integer(0))") }
        try store.connection.query("SELECT count(*) FROM journal") { c in rows.append("journal \(c.integer(0))") }
        return rows
    }

    /// Two lists to import: one with accents, notes, fields and rows inside rows; one
    /// of 250 rows, so that rows are written in full batches and a part of one.
    static func lists() -> [ListDocument] {
        var id: Int64 = 1
        func next() -> Int64 { defer { id += 1 }; return id }
        let tasks = Samples.library().library.list(named: "Tasks")!.settings
        let trip = ListDocument(id: ListID(next()), name: "Trip", settings: tasks, sections: [
            Section(id: SectionID(next()), header: "Café", rows: [
                Row(id: RowID(next()), title: "Café crème", notes: "Ask for \"oat\" milk\nand a croissant", position: 1,
                    children: [Row(id: RowID(next()), title: "Find the café", position: 1,
                                   children: [Row(id: RowID(next()), title: "Ask the way", position: 1)])]),
                Row(id: RowID(next()), title: "Pay 😀 in cash", fields: ["done": .bool(true), "due": .date(CalendarDate(iso: "2026-12-09")!)], position: 2),
            ]),
            Section(id: SectionID(next()), header: nil, footer: "Nothing else", collapsed: true, prominence: .increased, rows: []),
        ])
        let bigID = ListID(next())
        var parts: [Section] = []
        for s in 0..<3 {
            let section = SectionID(next())
            var rows: [Row] = []
            for r in 0..<(s == 1 ? 150 : 50) { rows.append(Row(id: RowID(next()), title: "Item \(s)-\(r)", position: Int64(r + 1))) }
            parts.append(Section(id: section, header: "Part \(s)", position: Int64(s + 1), rows: rows))
        }
        let big = ListDocument(id: bigID, name: "Big", sections: parts)
        return [trip, big]
    }

    @Test func anImportIntoAStoreWithListsKeepsEveryCountWordAndTitleRight() throws {
        let store = try Store(.file(Fixture.temporaryFolder().appendingPathComponent("import.db").path), seed: true)
        let before = try schema(store)
        let tasks = try store.loadLibrary().list(named: "Tasks")!
        let tasksRows = try store.rowCount(of: tasks.id)
        let text = Exchange.export(Self.lists(), format: .json)

        let imported = try store.importFile(Array(text.utf8), format: .json)

        #expect(imported.map(\.name) == ["Trip", "Big"])
        #expect(imported.map(\.rows) == [4, 250])
        #expect(try schema(store) == before, "the triggers are back, in their places")
        #expect(try miscounted(store) == 0)
        #expect(try wordIndexMatchesRows(store))
        #expect(try store.termMiscounts() == 0, "each section's rows holding each word counted")
        #expect(try store.connection.scalar("PRAGMA foreign_keys") == 1, "references are checked again after the import")
        var dangling = 0
        try store.connection.query("PRAGMA foreign_key_check") { _ in dangling += 1 }
        #expect(dangling == 0)
        #expect(Exchange.export(try imported.map { try store.loadList($0.id) }, format: .json) == text, "the export of the import is the file imported")
        #expect(try store.rowCount(of: tasks.id) == tasksRows, "the lists already there are counted as before")
        #expect(try store.rowCount(of: imported[1].id) == 250)
        #expect(try store.rows(matching: SearchWords.words("rent"), in: tasks.id).count == 1, "their words are found as before")
        let trip = try store.loadList(imported[0].id)
        let creme = trip.sections[0].rows[0]
        #expect(try store.rows(matching: SearchWords.words("cafe"), in: trip.id).sorted() == [creme.id, creme.children[0].id])
        #expect(try store.rows(matching: SearchWords.words("croissant"), in: trip.id) == [creme.id], "notes are indexed too")
        #expect(try store.rows(titled: "cafe creme", prefix: false, in: trip.id, limit: 5) == [creme.id])
        #expect(try store.rows(titled: "item 1-14", prefix: true, in: imported[1].id, limit: 20).count == 11)
        #expect(try store.rows(matching: SearchWords.words("item"), in: tasks.id).isEmpty, "a list's words are its own")

        // The triggers work again for every later write.
        let section = trip.sections[1].id
        try store.executeForTesting(
            "INSERT INTO rows(id, list_id, section_id, title, title_key, position) VALUES (900000, \(trip.id.raw), \(section.raw), 'Boarding pass', 'boarding pass', 65536)")
        #expect(try store.sectionRowCount(section) == 1)
        #expect(try store.rows(matching: ["boarding"], in: trip.id) == [RowID(900000)])
        try store.executeForTesting("DELETE FROM rows WHERE id = 900000")
        #expect(try store.sectionRowCount(section) == 0)
        #expect(try wordIndexMatchesRows(store))
        #expect(try store.termMiscounts() == 0)
    }

    @Test func aFailingImportLeavesTheStoreAsItWas() throws {
        let store = try Store(.file(Fixture.temporaryFolder().appendingPathComponent("import.db").path), seed: true)
        let schema = try schema(store)
        let before = try everything(store)
        // The second list's last row has a title that is not text: found after every other row was written.
        var text = Exchange.export(Self.lists(), format: .json)
        let last = text.range(of: "\"Item 2-49\"")!
        text.replaceSubrange(last, with: "49")
        #expect(throws: ImportProblem.self) { try store.importFile(Array(text.utf8), format: .json) }
        #expect(try self.schema(store) == schema)
        #expect(try everything(store) == before)
        #expect(try miscounted(store) == 0)
        #expect(try store.termMiscounts() == 0)
        #expect(try wordIndexMatchesRows(store))
        #expect(try store.connection.scalar("PRAGMA foreign_keys") == 1)
        let imported = try store.importFile(Array(Exchange.export(Self.lists(), format: .json).utf8), format: .json)
        #expect(imported.map(\.rows) == [4, 250], "the same file, put right, imports")
    }

    @Test func markdownAndTodoTxtImportsAreIndexedAndCountedToo() throws {
        let store = try Store(.memory, seed: true)
        let before = try schema(store)
        let trip = try store.importLists("# Trip\n## Packing\n- [ ] Passport\n  - [x] Renew it\n- [ ] Café beans\n", format: .markdown)[0]
        let todo = try store.importLists("(A) Call Ana +work\nx 2026-11-30 Buy milk\n", format: .todotxt, listName: "todo")[0]
        #expect(try schema(store) == before)
        #expect(try miscounted(store) == 0)
        #expect(try wordIndexMatchesRows(store))
        #expect(try store.termMiscounts() == 0)
        #expect(try store.rowCount(of: trip.id) == 2)
        #expect(try store.rows(matching: ["renew"], in: trip.id) == [trip.sections[0].rows[0].children[0].id])
        #expect(try store.rows(matching: ["cafe"], in: trip.id).count == 1)
        #expect(try store.rows(matching: ["milk"], in: todo.id).count == 1)
    }

    /// Words said twice in a row, in its title and its notes, by rows inside others
    /// (not counted) and by lists already there: each section's count of the rows
    /// holding each word is right whether the import's rows are most of the store
    /// (counted from the word index) or few beside many (counted a row at a time).
    @Test func wordCountsAreRightWhetherTheImportIsMostOfTheStoreOrLittle() throws {
        let store = try Store(.memory, seed: true)
        var id: Int64 = 1
        func next() -> Int64 { defer { id += 1 }; return id }
        func list(_ name: String, sections: Int, rows: Int) -> ListDocument {
            let list = ListID(next())
            let parts = (0..<sections).map { s in
                let section = SectionID(next())
                var made: [Row] = []
                for r in 0..<rows {
                    let title: String = r % 3 == 0 ? "Tea tea \(r)" : "Rent \(r % 7)"
                    let notes: String? = r % 2 == 0 ? "tea and Café \(s)" : nil
                    var row = Row(id: RowID(next()), title: title, notes: notes, position: Int64(r + 1))
                    if r % 5 == 0 { row.children = [Row(id: RowID(next()), title: "Tea inside \(s)", position: 1)] }
                    made.append(row)
                }
                return Section(id: section, header: "Part \(s)", position: Int64(s + 1), rows: made)
            }
            return ListDocument(id: list, name: name, sections: parts)
        }
        let most = try store.importFile(Array(Exchange.export([list("Most", sections: 4, rows: 120)], format: .json).utf8), format: .json)
        #expect(most.map(\.rows) == [576])
        #expect(try store.termMiscounts() == 0)
        #expect(try wordIndexMatchesRows(store))
        let little = try store.importFile(Array(Exchange.export([list("Little", sections: 2, rows: 3)], format: .json).utf8), format: .json)
        #expect(little.map(\.rows) == [8])
        #expect(try store.termMiscounts() == 0)
        #expect(try wordIndexMatchesRows(store))
        #expect(try store.connection.scalar(
            "SELECT row_count FROM rows_term_counts WHERE term = 'tea' AND list_id = \(most[0].id.raw) AND section_id = (SELECT min(id) FROM sections WHERE list_id = \(most[0].id.raw))")
            == 80, "a row holding a word twice, or in its title and its notes, counts once")
    }

    /// Guards the quick path: a migration that adds to the schema after the
    /// triggers makes imports index row by row again, which this says.
    @Test func theTriggersComeDownOnTheSchemaThisBuildWrites() throws {
        let store = try Store(.memory, seed: false)
        let before = try schema(store)
        #expect(throws: CancellationError.self) {
            try store.transaction { () throws -> Void in
                #expect(try ImportIndexing(store.connection).deferred)
                throw CancellationError()
            }
        }
        #expect(try schema(store) == before, "taken back with the transaction")
    }
}
