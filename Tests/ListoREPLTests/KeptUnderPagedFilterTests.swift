import Foundation
import ListoModel
@testable import ListoREPL
@testable import ListoStore
import ListoTestSupport
import Testing

/// A message read in the detail under `filter unread` stays in the filter while it is
/// open (`SessionState.detailKept`), and a filter read a page at a time over a long list
/// keeps it as the filter read whole does: the store is asked for the filter's rows and
/// that one (`HitQuery.filter`'s `keeping`), so it is counted, reached and numbered at
/// its place. What is said is what a session holding the list whole says, in memory,
/// through SQLite and on PostgreSQL.
///
/// `open` itself reads a filter of states whole (it reaches past the rows near the
/// focus), and the list stays read whole after it: the sessions here are put in the
/// state an open leaves (the row read, shown in the detail, kept) with the list still
/// read in windows, so that the filter is found again a page at a time.
@Suite struct KeptUnderPagedFilterTests {
    /// Every third message unread.
    static func sections(_ count: Int, rows: Int, newID: () throws -> Int64) rethrows -> [Section] {
        try (0..<count).map { s in
            Section(id: SectionID(try newID()), header: "Box \(s + 1)", position: Positions.spaced(s), rows: try (0..<rows).map { r in
                Row(id: RowID(try newID()), title: "Message \(s + 1)-\(r + 1)", fields: ["read": .bool(r % 3 != 0)], position: Positions.spaced(r))
            })
        }
    }

    static var settings: ListSettings { Samples.library().library.list(named: "Articles")!.settings }

    static func longMemory(sections count: Int, rows: Int) -> MemoryRepository {
        let repository = MemoryRepository(seed: false)
        var id: Int64 = 100
        let made = sections(count, rows: rows) { id += 1; return id }
        repository.storage.contents.lists = [ListDocument(id: ListID(1), name: "Mail", position: Positions.gap, settings: settings, sections: made)]
        repository.storage.contents.nextID = id + 100
        return repository
    }

    /// The detail shows `title`, read, kept by the filter as its opening leaves it.
    static func keep(_ title: String, in h: Harness) throws -> RowID {
        let session = h.session
        let found = try session.store.rows(titled: Names.indexKey(title), prefix: false, in: session.state.listID, limit: 1)
        let id = try #require(found.first)
        try session.readRows([id])
        session.state.detailRow = id
        session.state.detailKept = id
        #expect(session.keptUnderFilter == id)
        return id
    }

    static let lines = ["first", "next", "next", "next", "previous", "where", "read", "list", "goto 2", "read", "next", "last", "previous"]

    /// Message 1-2 (read) kept between the first two unread messages: counted, reached, numbered and listed.
    static func check(_ paged: Harness, _ whole: Harness, total: Int) throws {
        #expect(paged.say("filter unread").first == "Filter unread: \(total) rows match.")
        #expect(whole.say("filter unread").first == "Filter unread: \(total) rows match.")
        let kept = try keep("Message 1-2", in: paged)
        _ = try keep("Message 1-2", in: whole)
        let filter = try #require(paged.session.rowFilter())
        #expect(filter.isPaged, "the long list's filter is read a page at a time")
        #expect(filter.count == total + 1)
        #expect(filter.index(of: kept) == 1)
        #expect(whole.session.rowFilter()?.isPaged == false)
        #expect(whole.session.rowFilter()?.count == total + 1)
        for line in lines {
            let said = paged.say(line), heard = whole.say(line)
            #expect(said == heard, "\(line)")
            #expect(paged.session.rowFilter()?.isPaged == true, "after \(line)")
            if line == "goto 2" { #expect(said == ["Message 1-2, 2 of \(total + 1) in filter unread."]) }
        }
        #expect(paged.say("first").first == "Mail, filter unread: \(total + 1) rows match, 2 sections.")
        // The detail closed, the row is let go.
        paged.session.state.detailRow = nil
        whole.session.state.detailRow = nil
        #expect(paged.say("first") == whole.say("first"))
        #expect(paged.session.rowFilter()?.count == total)
    }

    @Test func aRowKeptForTheDetailIsInALongListsFilterReadAPageAtATime() throws {
        let paged = Self.longMemory(sections: 2, rows: 3_000)
        let a = try Harness(store: paged, windowRows: 200)
        let b = try Harness(store: Self.longMemory(sections: 2, rows: 3_000), windowRows: 100_000)
        let before = paged.rowsRead
        try Self.check(a, b, total: 2_000)
        // Read a page at a time, the rows handed over are a few pages, not the 6,000.
        #expect(paged.rowsRead - before < 1_000, "rows read: \(paged.rowsRead - before)")
        #expect(a.session.library.lists.first!.sections.allSatisfy { !$0.isLoaded }, "no section is read whole")
    }

    @Test func aRowKeptForTheDetailIsInALongListsFilterInSQLite() throws {
        let path = Fixture.temporaryFolder().appendingPathComponent("mail.db").path
        let store = try Store(.file(path), seed: false)
        var id: Int64 = 100
        let sections = Self.sections(2, rows: 300) { id += 1; return id }
        try store.transaction {
            try store.insert(Library(lists: [ListDocument(id: ListID(1), name: "Mail", position: Positions.gap, settings: Self.settings,
                                                          sections: sections)]))
            try store.executeForTesting("UPDATE counter SET next_id = \(id + 100)")
        }
        try Self.check(try Harness(arguments: ["--store", path], windowRows: 100), try Harness(arguments: ["--store", path], windowRows: 100_000),
                       total: 200)
    }

    @Test func aRowKeptForTheDetailIsInALongListsFilterOnPostgreSQL() throws {
        let cluster = try PostgresCluster.shared()
        let uri = cluster.socketURI(try cluster.createDatabase())
        _ = try ServerStore(uri: uri, seed: false).commit(open: nil, readingUpTo: .max, catchUp: {}) { newID in
            .createList(ListDocument(id: ListID(try newID()), name: "Mail", position: Positions.gap, settings: Self.settings,
                                     sections: try Self.sections(2, rows: 300, newID: newID)))
        }
        try Self.check(try Harness(store: try ServerStore(uri: uri, seed: false), windowRows: 100),
                       try Harness(store: try ServerStore(uri: uri, seed: false), windowRows: 100_000), total: 200)
    }
}
