import Foundation
import ListoModel
@testable import ListoREPL
@testable import ListoStore
import ListoTestSupport
import Testing

/// `find`, `filter` and `search` of symbols the word index leaves out (🎂, €) over a
/// list long enough to be read a page at a time: the store counts the rows holding
/// them and hands over the rows a command reaches, and what is said is what a
/// session holding the list whole says, in memory, through SQLite and on PostgreSQL.
@Suite struct SymbolSearchTests {
    /// Every third row holds a cake, every tenth from the fifth a euro.
    static func title(_ s: Int, _ r: Int) -> String {
        "Item \(s + 1)-\(r + 1)" + (r % 3 == 0 ? " 🎂" : "") + (r % 10 == 4 ? " €" : "")
    }

    /// `count` sections of `rows` rows, their ids from `newID`.
    static func sections(_ count: Int, rows: Int, newID: () throws -> Int64) rethrows -> [Section] {
        try (0..<count).map { s in
            Section(id: SectionID(try newID()), header: "Part \(s + 1)", position: Positions.spaced(s), rows: try (0..<rows).map { r in
                Row(id: RowID(try newID()), title: title(s, r), position: Positions.spaced(r))
            })
        }
    }

    static func longMemory(sections count: Int, rows: Int) -> MemoryRepository {
        let repository = MemoryRepository(seed: false)
        let settings = Samples.library().library.list(named: "Tasks")!.settings
        var id: Int64 = 100
        let made = sections(count, rows: rows) { id += 1; return id }
        repository.storage.contents.lists = [ListDocument(id: ListID(1), name: "Long", position: Positions.gap, settings: settings, sections: made)]
        repository.storage.contents.nextID = id + 100
        return repository
    }

    static let lines = [
        "filter 🎂", "next", "next", "where", "list", "more", "last", "previous", "goto 500", "read", "filter off",
        "first", "find 🎂", "find", "find €", "search €", "more", "open 150", "where", "filter item €", "next", "last", "filter off",
        "language es", "filtrar €", "siguiente", "filtrar no", "buscar 🎂", "rastrear 🎂 €", "más", "language en",
    ]

    @Test func symbolsOverALongListInMemoryReadAPageAndSayWhatAWholeListSays() throws {
        let paged = Self.longMemory(sections: 2, rows: 3_000)
        let whole = Self.longMemory(sections: 2, rows: 3_000)
        let a = try Harness(store: paged, windowRows: 200)
        let b = try Harness(store: whole, windowRows: 100_000)
        let before = paged.rowsRead
        #expect(a.say("filter 🎂") == ["Filter 🎂: 2000 rows match.", "Item 1-1 🎂, 1 of 2000, actions Delete, Snooze."])
        #expect(b.say("filter 🎂").first == "Filter 🎂: 2000 rows match.")
        for line in Self.lines.dropFirst() { #expect(a.say(line) == b.say(line), "\(line)") }
        // 2,000 cakes and 600 euros: the pages said and the way to hit 150 of a search, not the 6,000 rows.
        #expect(paged.rowsRead - before < 2_500, "rows read: \(paged.rowsRead - before)")
        #expect(a.session.library.lists.first!.sections.allSatisfy { !$0.isLoaded }, "no section is read whole")
    }

    @Test func symbolsOverALongListInSQLiteSayWhatAWholeListSays() throws {
        let path = Fixture.temporaryFolder().appendingPathComponent("symbols.db").path
        let store = try Store(.file(path), seed: false)
        let settings = Samples.library().library.list(named: "Tasks")!.settings
        var id: Int64 = 100
        let made = Self.sections(20, rows: 50) { id += 1; return id }
        try store.transaction {
            try store.insert(Library(lists: [ListDocument(id: ListID(1), name: "Long", position: Positions.gap, settings: settings, sections: made)]))
            try store.executeForTesting("UPDATE counter SET next_id = \(id + 100)")
        }
        let paged = try Harness(arguments: ["--store", path], windowRows: 100)
        let whole = try Harness(arguments: ["--store", path], windowRows: 100_000)
        #expect(paged.say("filter 🎂").first == "Filter 🎂: 340 rows match.")
        #expect(whole.say("filter 🎂").first == "Filter 🎂: 340 rows match.")
        for line in Self.lines.dropFirst() { #expect(paged.say(line) == whole.say(line), "\(line)") }
        #expect(WindowTests.readRows(paged.session) < 300, "rows held: \(WindowTests.readRows(paged.session))")
    }

    @Test func symbolsOverALongListOnPostgreSQLSayWhatAWholeListSays() throws {
        let cluster = try PostgresCluster.shared()
        let uri = cluster.socketURI(try cluster.createDatabase())
        let maker = try ServerStore(uri: uri, seed: false)
        let settings = Samples.library().library.list(named: "Tasks")!.settings
        _ = try maker.commit(open: nil, readingUpTo: .max, catchUp: {}) { newID in
            .createList(ListDocument(id: ListID(try newID()), name: "Long", position: Positions.gap, settings: settings,
                                     sections: try Self.sections(20, rows: 50, newID: newID)))
        }
        let paged = try Harness(store: try ServerStore(uri: uri, seed: false), windowRows: 100)
        let whole = try Harness(store: try ServerStore(uri: uri, seed: false), windowRows: 100_000)
        #expect(paged.started == whole.started)
        #expect(paged.say("filter 🎂").first == "Filter 🎂: 340 rows match.")
        #expect(whole.say("filter 🎂").first == "Filter 🎂: 340 rows match.")
        for line in Self.lines.dropFirst() { #expect(paged.say(line) == whole.say(line), "\(line)") }
        #expect(WindowTests.readRows(paged.session) < 300, "rows held: \(WindowTests.readRows(paged.session))")
    }
}
