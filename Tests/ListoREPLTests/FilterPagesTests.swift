import ListoModel
@testable import ListoREPL
@testable import ListoStore
import ListoTestSupport
import Testing

/// A filter that lets most of a long list through is read a page at a time: its
/// count comes from the store's word index and only the rows said (and a margin)
/// are read. These sessions say the same lines as a session holding the list
/// whole, while the rows handed to them stay within a few pages.
@Suite struct FilterPagesTests {
    /// A memory repository holding one list, "Long", of `sections` sections of `rows` rows titled "Item s-r".
    static func longMemory(sections: Int, rows: Int) -> MemoryRepository {
        let repository = MemoryRepository(seed: false)
        let tasks = Samples.library().library.list(named: "Tasks")!.settings
        var id: Int64 = 100
        let made = (0..<sections).map { s in
            Section(id: SectionID(Int64(s + 1)), header: "Part \(s + 1)", position: Positions.spaced(s), rows: (0..<rows).map { r in
                id += 1
                return Row(id: RowID(id), title: r == 3 ? "Other \(s + 1)" : "Item \(s + 1)-\(r + 1)", position: Positions.spaced(r))
            })
        }
        repository.storage.contents.lists = [ListDocument(id: ListID(1), name: "Long", position: Positions.gap, settings: tasks, sections: made)]
        repository.storage.contents.nextID = id + 100
        return repository
    }

    @Test func aFilterOfManyRowsReadsAPageAndSaysWhatAWholeListSays() throws {
        let paged = Self.longMemory(sections: 2, rows: 5_000)
        let whole = Self.longMemory(sections: 2, rows: 5_000)
        let a = try Session(store: paged, windowRows: 200)
        let b = try Session(store: whole, windowRows: 100_000)
        for s in [a, b] { s.environment.clock = { CalendarDate(year: 2026, month: 3, day: 2)! } }
        let before = paged.rowsRead
        for line in ["filter item", "next", "next", "where", "list", "more", "previous", "last", "previous", "first", "next",
                     "goto 3", "read", "filter off"] {
            let said = "\(a.execute(line).announcements)", heard = "\(b.execute(line).announcements)"
            #expect(said == heard, "\(line)")
        }
        // Every row lets the filter through but two in ten thousand: the pages read are a few dozen rows.
        #expect(paged.rowsRead - before < 400, "rows read: \(paged.rowsRead - before)")
        #expect(whole.rowsRead >= 10_000)
    }

    /// The same through SQLite's word index, across 40 sections, by items and by sections, with the list said whole.
    @Test func aFilterOfManyRowsInSQLiteSaysWhatAWholeListSays() throws {
        let folder = Fixture.temporaryFolder()
        let path = folder.appendingPathComponent("long.db").path
        try WindowTests.longStore(at: path)
        let paged = try Harness(arguments: ["--store", path], windowRows: 100)
        let whole = try Harness(arguments: ["--store", path], windowRows: 100_000)
        let lines = ["filter item", "next", "next", "list", "more", "more", "last", "previous", "previous", "where", "first",
                     "rotor sections", "next", "next", "previous", "rotor items", "next", "goto 30", "read", "list all", "more",
                     "filter item 2", "next", "last", "filter off", "goto Item 20-3", "filter item", "previous", "next"]
        for line in lines { #expect(paged.say(line) == whole.say(line), "\(line)") }
        // The filter lets 998 rows through; a few pages of them are held.
        #expect(WindowTests.readRows(paged.session) < 300, "rows held: \(WindowTests.readRows(paged.session))")
    }

    /// A search finding most of a long list says its count and a page of hits, reads the next page for
    /// `more`, and finds hit N by the counts for `open N`: as a search over the list read whole says.
    @Test func aSearchOfManyRowsReadsAPageAndSaysWhatAWholeListSays() throws {
        let paged = Self.longMemory(sections: 2, rows: 5_000)
        let whole = Self.longMemory(sections: 2, rows: 5_000)
        let a = try Session(store: paged, windowRows: 200)
        let b = try Session(store: whole, windowRows: 100_000)
        let before = paged.rowsRead
        func same(_ lines: [String]) {
            for line in lines {
                let said = "\(a.execute(line).announcements)", heard = "\(b.execute(line).announcements)"
                #expect(said == heard, "\(line)")
            }
        }
        same(["search item", "more", "more", "search item 2-4", "more", "search item", "open 7000", "where", "search item", "goto 25"])
        // Hit 7000 is found reading on from its section's first hit; the rest are pages of 20.
        #expect(paged.rowsRead - before < 2_500, "rows read: \(paged.rowsRead - before)")
        // A search of few rows, and one in a section read whole, are read whole as before.
        same(["search other", "more", "open 2", "page 3", "search item 1-4", "more", "more", "more", "more"])
    }
}
