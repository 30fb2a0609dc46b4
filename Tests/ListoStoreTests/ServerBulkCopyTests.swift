@testable import ListoStore
import ListoModel
import ListoTestSupport
import Testing

/// `listo copy` into a PostgreSQL store writes its new rows a few thousand to a
/// statement, the triggers that count rows and badges held off (server migration 9):
/// what it stores is what the SQLite store stores for the same lists, row for row, with
/// each row's words, each section's count and each badge entry as the rows make them.
@Suite(.serialized) struct ServerBulkCopyTests {
    /// Lists of a few thousand rows: titles holding an array's quotes, braces, commas,
    /// backslashes and NULL, notes or none, due dates, done and unread rows, rows
    /// inside rows, a repeat, rows that can't move; one list takes more than one step.
    static func lists() -> [ListDocument] {
        var next: Int64 = 1
        func take() -> Int64 { defer { next += 1 }; return next }
        let titles = [#"Say "hi", {now}"#, #"C:\temp\new"#, "NULL", "", "Plain words here", "ñandú café 🍞", "a,b;c'd"]
        func row(_ n: Int, position: Int64, depth: Int) -> Row {
            var fields: [String: FieldValue] = [:]
            if n % 7 == 0 { fields["due"] = .date(BadgeTableTests.days[n % BadgeTableTests.days.count]) }
            if n % 21 == 0 { fields["done"] = .bool(true) }
            if n % 5 == 0 { fields["read"] = .bool(false) }
            if n % 9 == 0 { fields["note kind"] = .text("x\"y\\z") }
            var r = Row(id: RowID(take()), title: "\(titles[n % titles.count]) \(n)", notes: n % 3 == 0 ? "Notes of \(n), with {braces}" : nil,
                        fields: fields, moveDisabled: n % 11 == 0, position: position, expanded: n % 13 == 0)
            if n % 17 == 0 { r.schedule = Schedule(recurrence: Recurrence(unit: .week)) }
            if depth == 0 && n % 10 == 0 {
                r.children = (1...2).map { row(n * 1_000 + $0, position: Int64($0) * Positions.gap, depth: 1) }
            }
            return r
        }
        let shapes: [(name: String, rows: Int)] = [("Big", 5_600), ("Small", 40), ("Some \"quoted\" list", 900)]
        var lists: [ListDocument] = []
        for (i, shape) in shapes.enumerated() {
            let list = ListID(take())
            var sections: [Section] = []
            for s in 0..<3 {
                let id = SectionID(take())
                var rows: [Row] = []
                for n in 0..<(shape.rows / 3) {
                    rows.append(row(n + s * 100_000 + i * 1_000_000, position: Int64(n + 1) * Positions.gap, depth: 0))
                }
                sections.append(Section(id: id, header: s == 0 ? nil : "Part \(s)", position: Int64(s) * Positions.gap, rows: rows))
            }
            lists.append(ListDocument(id: list, name: shape.name, position: Int64(i) * Positions.gap, sections: sections))
        }
        return lists
    }

    /// Every column of every row, in id order, as text.
    static func rows<S: SQLStore>(_ store: S) throws -> [String] {
        var out: [String] = []
        try store.connection.each("""
            SELECT id, list_id, section_id, coalesce(parent_id, 0), title, title_key, coalesce(notes, '<none>'), fields, flags, position,
                expanded, coalesce(schedule, '<none>') FROM rows ORDER BY id
            """, []) { c in out.append((0..<12).map { c.text(Int32($0)) ?? "<null>" }.joined(separator: "|")) }
        return out
    }

    @Test func aCopyOfThousandsOfRowsIsStoredAsTheSQLiteStoreStoresItWithItsWordsAndCounts() throws {
        let source = try Store(.memory, seed: false)
        defer { source.close() }
        try source.insertCopies(Self.lists())
        let documents = try source.documents(named: nil)
        let total = documents.reduce(0) { $0 + $1.allRowIDs.count }
        #expect(total > 7_000 && documents[0].allRowIDs.count > ServerStore.bulkStep, "one list takes more than one step")

        let sqlite = try Store(.memory, seed: false)
        defer { sqlite.close() }
        try sqlite.copyIn(documents, settings: ["language": "es"])
        let cluster = try PostgresCluster.shared()
        let server = try ServerStore(uri: cluster.socketURI(try cluster.createDatabase()), seed: false)
        defer { server.close() }
        try server.copyIn(documents, settings: ["language": "es"])

        let stored = try Self.rows(server)
        #expect(stored.count == total)
        #expect(stored == (try Self.rows(sqlite)), "row for row")
        #expect(try server.documents(named: nil) == (try sqlite.documents(named: nil)))
        #expect(try server.settings()["language"] == "es")

        var words: Set<String> = []
        try server.connection.query("SELECT row_id, word, list_id FROM row_words") { c in
            words.insert("\(c.integer(0)) \(c.text(1) ?? "") \(c.integer(2))")
        }
        var expected: Set<String> = []
        for list in try sqlite.documents(named: nil) {
            func walk(_ row: Row) {
                for word in SearchWords.words(row.title) + SearchWords.words(row.notes ?? "") { expected.insert("\(row.id.raw) \(word) \(list.id.raw)") }
                row.children.forEach(walk)
            }
            list.sections.forEach { $0.rows.forEach(walk) }
        }
        #expect(!expected.isEmpty && words == expected, "each row's words, once each")

        #expect(try server.connection.scalar("""
            SELECT count(*) FROM sections AS s WHERE row_count <> (SELECT count(*) FROM rows WHERE section_id = s.id AND parent_id IS NULL)
            """) == 0, "each section counts its top-level rows")
        #expect(try server.connection.scalar("SELECT sum(row_count) FROM sections") == Int64(documents.reduce(0) { $0 + $1.sections.reduce(0) { $0 + $1.rows.count } }))
        let kept = "SELECT list_id, section_id, top, kind, day, row_count FROM row_badges"
        let afresh = "SELECT e.*, count(*) FROM rows AS r CROSS JOIN LATERAL (\(ServerStore.badgeEntries("r"))) AS e WHERE r.fields <> '{}' GROUP BY 1, 2, 3, 4, 5"
        #expect(try server.connection.scalar("SELECT count(*) FROM row_badges WHERE kind = 0") ?? 0 > 10, "the rows hold badges to count")
        #expect(try server.connection.scalar("""
            SELECT (SELECT count(*) FROM (\(kept) EXCEPT \(afresh)) AS a) + (SELECT count(*) FROM (\(afresh) EXCEPT \(kept)) AS b)
            """) == 0, "the table of badges as the rows make it")
        server.library = try server.loadLibrary(open: nil, readingUpTo: .max)
        try ServerBadgeTableTests().expectSame(server, "after the copy")
        #expect(stored.filter { $0.contains("|NULL ") }.count > 100, "a title NULL is text: \(stored.prefix(4))")
        #expect(try server.connection.scalar("SELECT current_setting('listo.bulk', true) = 'on'") ?? 0 == 0, "the triggers count again after")
    }

    /// Many rows deleted and put back by undo go in as arrays, with the rows inside
    /// them; many rows moved and moved back are stored already and written one by one.
    /// Through each, the counts stay those of the rows.
    @Test func rowsPutBackOrMovedBackAreCountedOnce() throws {
        let cluster = try PostgresCluster.shared()
        let server = try ServerStore(uri: cluster.socketURI(try cluster.createDatabase()), seed: false)
        defer { server.close() }
        let lists = Array(Self.lists().suffix(1))
        try server.insertCopies(lists)
        server.library = try server.loadLibrary(open: nil, readingUpTo: .max)
        let list = try #require(server.library.lists.first)
        let ids = Array(list.sections[1].rows.prefix(200).map(\.id))
        let undo = try server.commit(open: list.id, readingUpTo: .max, catchUp: {}) { _ in .deleteRows(list: list.id, rows: ids) }.outcome.inverse
        try ServerBadgeTableTests().expectSame(server, "after the delete")
        _ = try server.commit(open: list.id, readingUpTo: .max, catchUp: {}) { _ in undo }
        try ServerBadgeTableTests().expectSame(server, "after its undo")
        let moved = Array(list.sections[2].rows.filter { !$0.moveDisabled && $0.children.allSatisfy { !$0.moveDisabled } }.prefix(100).map(\.id))
        let back = try server.commit(open: list.id, readingUpTo: .max, catchUp: {}) { _ in
            .moveRows(list: list.id, rows: moved, section: list.sections[0].id, placement: .bottom)
        }.outcome.inverse
        try ServerBadgeTableTests().expectSame(server, "after the move")
        _ = try server.commit(open: list.id, readingUpTo: .max, catchUp: {}) { _ in back }
        try ServerBadgeTableTests().expectSame(server, "after the move's undo")
        #expect(try server.connection.scalar("""
            SELECT count(*) FROM sections AS s WHERE row_count <> (SELECT count(*) FROM rows WHERE section_id = s.id AND parent_id IS NULL)
            """) == 0)
        #expect(try server.documents(named: nil).map(\.allRowIDs.count) == lists.map(\.allRowIDs.count))
    }
}
