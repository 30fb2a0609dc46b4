import ListoAnnouncer
import ListoModel
@testable import ListoREPL
import ListoStore
import Testing

/// A reading of a long list (`list`, `list all`, `read on`, `list SECTION`, `more`)
/// reads its sections a page of rows at a time by a range of ranks, and lets each
/// page go once said. These sessions read a list of two sections of 3,000 rows from
/// an in-memory repository that counts what it hands out, beside one holding the
/// same list whole, and must say the same.
@Suite struct ReadingPagesTests {
    static let rowsPerSection = 3_000

    /// One list, "Long", of two sections, "Part 1" and "Part 2", of `rowsPerSection` rows.
    static func repository() -> MemoryRepository {
        let tasks = Samples.library().library.list(named: "Tasks")!.settings
        var id: Int64 = 100
        let sections = (0..<2).map { s in
            Section(id: SectionID(Int64(s + 1)), header: "Part \(s + 1)", position: Positions.spaced(s), rows: (0..<rowsPerSection).map { r in
                id += 1
                return Row(id: RowID(id), title: "Item \(s + 1)-\(r + 1)", position: Positions.spaced(r))
            })
        }
        let list = ListDocument(id: ListID(1), name: "Long", position: Positions.gap, settings: tasks, sections: sections)
        return MemoryRepository(lists: [list], nextID: id + 100)
    }

    /// A session as listo runs it (every list read in windows), and what it said
    /// early and in its answer, line by line; `held` is the most rows it held at once.
    final class Reader {
        let repository: MemoryRepository
        let session: Session
        var early: [String] = []
        var held = 0

        init(windowRows: Int? = nil, repository: MemoryRepository = ReadingPagesTests.repository()) throws {
            self.repository = repository
            session = try Session(store: repository, windowRows: windowRows)
            session.environment.clock = { CalendarDate(year: 2026, month: 3, day: 2)! }
            session.environment.early = { [unowned self] said in
                early += said.map { String(describing: $0) }
                held = max(held, rowsHeld)
            }
        }

        var rowsHeld: Int { session.library.lists.first!.sections.reduce(0) { $0 + $1.rows.count } }

        @discardableResult
        func say(_ line: String) -> [String] {
            early = []
            let answer = session.execute(line).announcements.map { String(describing: $0) }
            held = max(held, rowsHeld)
            return early + answer
        }
    }

    static func rowsSaid(_ lines: [String]) -> Int { lines.filter { $0.hasPrefix("readRow(") }.count }

    @Test func aReadingWithNoPageReadsPagesByRangeAndLetsEachGo() throws {
        let reader = try Reader()
        let page = reader.session.environment.readingPage
        reader.say("page off")
        let before = reader.repository.reads
        let said = reader.say("list all")
        let reads = reader.repository.reads
        #expect(ReadingPagesTests.rowsSaid(said) == 2 * ReadingPagesTests.rowsPerSection)
        #expect(said.last == "endOfRead")
        #expect(reads.wholeSections == before.wholeSections, "no section is read whole")
        #expect(reads.ranges - before.ranges <= 2 * ReadingPagesTests.rowsPerSection / page + 2, "rows are read a page at a time, not one by one")
        #expect(reads.rows - before.rows <= 2 * ReadingPagesTests.rowsPerSection + 2, "each row is read once")
        #expect(reader.held <= page + 64, "a page said is let go before the next is read: \(reader.held)")
        #expect(reader.rowsHeld <= 64, "after the reading only the rows near the focus stay: \(reader.rowsHeld)")
    }

    @Test func readOnAndAListOfOneSectionReadPagesFromWhereTheyStart() throws {
        let reader = try Reader()
        reader.say("page off")
        reader.say("goto 2990")
        var reads = reader.repository.reads
        let rest = reader.say("read on")
        #expect(ReadingPagesTests.rowsSaid(rest) == 11 + ReadingPagesTests.rowsPerSection)
        #expect(reader.repository.reads.wholeSections == reads.wholeSections)
        #expect(reader.repository.reads.rows - reads.rows <= 11 + ReadingPagesTests.rowsPerSection + 4 * reader.session.environment.windowMargin)
        reads = reader.repository.reads
        let part = reader.say("list Part 1")
        #expect(ReadingPagesTests.rowsSaid(part) == ReadingPagesTests.rowsPerSection)
        #expect(reader.repository.reads.wholeSections == reads.wholeSections)
        #expect(reader.held <= reader.session.environment.readingPage + 128, "\(reader.held)")
    }

    @Test func aPageOfAReadingReadsThatPageAndMoreReadsTheNext() throws {
        let reader = try Reader()
        let before = reader.repository.reads
        let first = reader.say("list")
        #expect(ReadingPagesTests.rowsSaid(first) == 20)
        #expect(first.last == "moreToRead(rows: \(ReadingPagesTests.rowsPerSection - 20))")
        var reads = reader.repository.reads
        #expect(reads.wholeSections == before.wholeSections)
        #expect(reads.rows - before.rows <= 20 + 4 * reader.session.environment.windowMargin, "a page reads its rows, not its section")
        for _ in 0..<3 {
            #expect(ReadingPagesTests.rowsSaid(reader.say("more")) == 20)
            #expect(reader.repository.reads.ranges - reads.ranges <= 2, "more reads its page as one range")
            #expect(reader.repository.reads.rows - reads.rows <= 20 + 4 * reader.session.environment.windowMargin, "the page and the rows near it")
            reads = reader.repository.reads
        }
        #expect(reader.repository.reads.wholeSections == before.wholeSections)
        #expect(reader.held <= 200, "\(reader.held)")
    }

    /// Read in pages or held whole, the list says the same lines.
    @Test(arguments: [nil, 0, 100])
    func readingInPagesSaysWhatAListReadWholeSays(windowRows: Int?) throws {
        let paged = try Reader(windowRows: windowRows)
        let whole = try Reader(windowRows: 100_000)
        #expect(whole.repository.reads.ranges == 0)
        for line in ["list", "more", "more", "goto 2995", "list", "more", "list Part 2", "more", "read on", "more",
                     "goto 1500", "page 7", "read on", "more", "list all", "more", "more", "section 2", "page off", "read on",
                     "goto 17", "list Part 1", "list all", "where"] {
            #expect(paged.say(line) == whole.say(line), "\(line)")
            #expect(paged.repository.reads.wholeSections == 0, "no section is read whole: \(line)")
        }
    }
}
