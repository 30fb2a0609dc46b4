import ListoModel
@testable import ListoREPL
import ListoStore
import Testing

/// A long list with rows inside others is read in pages as a flat one is: a reading
/// says a page of top-level rows with the rows shown inside them, and what it has
/// left is counted by the store (`Repository.shownRowsInside`), where each section
/// holding a row inside another was read whole to count it (`list` on a section of
/// 100,000 rows holding one: 0.9 s and 90 MB), and `read on` said only the rows held
/// near the focus and stopped.
@Suite struct OutlinePagesTests {
    /// ReadingPagesTests' list with rows inside others: in Part 1, Item 1-1500 holds three
    /// (expanded), Item 1-2000 one (collapsed), Item 1-2995 one that holds another (both
    /// expanded); in Part 2, Item 2-10 holds one (expanded).
    static func repository() -> MemoryRepository { MemoryRepository(lists: [list()], nextID: 10_000) }

    static func list() -> ListDocument {
        var id: Int64 = 100
        var rows = (0..<2).map { s in
            (0..<ReadingPagesTests.rowsPerSection).map { r in
                id += 1
                return Row(id: RowID(id), title: "Item \(s + 1)-\(r + 1)", position: Positions.spaced(r))
            }
        }
        func nest(_ section: Int, _ parent: Int, _ children: [Int], expanded: Bool) {
            let moved = children.map { c in rows[section].first { $0.title == "Item \(section + 1)-\(c)" }! }
            rows[section].removeAll { row in moved.contains { $0.id == row.id } }
            let at = rows[section].firstIndex { $0.title == "Item \(section + 1)-\(parent)" }!
            rows[section][at].children = moved.enumerated().map { i, row in
                var row = row
                row.position = Positions.spaced(i)
                return row
            }
            rows[section][at].expanded = expanded
        }
        nest(0, 1500, [1501, 1502, 1503], expanded: true)
        nest(0, 2000, [2001], expanded: false)
        nest(0, 2996, [2997], expanded: true)
        nest(0, 2995, [2996], expanded: true)
        nest(1, 10, [11], expanded: true)
        let sections = (0..<2).map { s in
            Section(id: SectionID(Int64(s + 1)), header: "Part \(s + 1)", position: Positions.spaced(s), rows: rows[s])
        }
        let tasks = Samples.library().library.list(named: "Tasks")!.settings
        return ListDocument(id: ListID(1), name: "Long", position: Positions.gap, settings: tasks, sections: sections)
    }

    /// Read in pages or held whole, the outline says the same lines, counts
    /// included, and no section is read whole to count what is left.
    @Test(arguments: [nil, 0, 100])
    func anOutlineReadInPagesSaysWhatItSaysReadWhole(windowRows: Int?) throws {
        let paged = try ReadingPagesTests.Reader(windowRows: windowRows, repository: Self.repository())
        let whole = try ReadingPagesTests.Reader(windowRows: 100_000, repository: Self.repository())
        #expect(paged.session.storedDocument.isNested)
        var sorted = false
        for line in Self.lines {
            #expect(paged.say(line) == whole.say(line), "\(line)")
            // Sorted by a field, a section holding rows inside others is read whole: its rows' places are not its order.
            sorted = sorted || line.hasPrefix("sort")
            if !sorted { #expect(paged.repository.reads.wholeSections == 0, "no section is read whole: \(line)") }
        }
    }

    static let lines = ["list", "more", "goto 1490", "read on", "more", "list", "list Part 2", "list all", "more",
                     "goto 2990", "read on", "more", "goto 1999", "read on", "section 2", "read on", "goto 5", "read on",
                     "page 7", "goto 1495", "read on", "more", "more", "page off", "goto 2990", "read on", "where",
                        "page 20", "sort due", "goto 1495", "read on", "more", "list all", "more", "sort manual", "read on"]

    /// Each engine counts the rows shown inside and finds the row holding one as the list read whole does.
    @Test(arguments: StateFilterCountsTests.Engine.allCases)
    func eachEngineCountsWhatIsLeft(_ engine: StateFilterCountsTests.Engine) throws {
        let paged = try Session(store: try engine.open(Self.list()), windowRows: 100)
        let whole = try Session(store: MemoryRepository(lists: [Self.list()], nextID: 10_000), windowRows: 100_000)
        func say(_ session: Session, _ line: String) -> [String] {
            session.execute(line).announcements.flatMap { session.hearing.announcer.lines($0) }
        }
        var heard: [String] = []
        for line in Self.lines + Self.named + Self.found {
            let said = say(paged, line)
            #expect(said == say(whole, line), "\(engine): \(line)")
            heard += said
        }
        #expect(heard.contains("5979 more. Type more."), "\(heard.prefix(30))")
        let later = try Session(store: try engine.open(Self.list()), windowRows: 100)
        let held = try Session(store: MemoryRepository(lists: [Self.list()], nextID: 10_000), windowRows: 100_000)
        for line in Self.findingMany {
            #expect(say(later, line) == say(held, line), "\(engine): \(line)")
        }
    }

    /// A find of many rows reads a section whole from a window around the focus: the focus is
    /// placed among the rows held after that, not before (`find Item 1` from row 2500 went back to row 10).
    static let findingMany = ["goto 2500", "find Item 1", "find", "section 2", "goto 1500", "find Item 2", "find", "goto 2990", "find Item 1"]

    /// A row inside another named by its title is read with the top-level row holding
    /// it, not with its section: `goto` such a row in a section of 100,000 rows took
    /// 1.2 s and 100 MB. Read so or held whole, the list says the same.
    @Test(arguments: [nil, 0, 100])
    func aRowInsideAnotherIsReadWithTheRowHoldingIt(windowRows: Int?) throws {
        let paged = try ReadingPagesTests.Reader(windowRows: windowRows, repository: Self.repository())
        let whole = try ReadingPagesTests.Reader(windowRows: 100_000, repository: Self.repository())
        for line in Self.named {
            #expect(paged.say(line) == whole.say(line), "\(line)")
            #expect(paged.repository.reads.wholeSections == 0, "no section is read whole: \(line)")
        }
    }

    static let named = ["goto Item 1-1502", "where", "next", "previous", "read Item 1-2997", "goto Item 1-2997", "outdent", "where",
                        "goto Item 2-11", "rename Item 2-11 to Inner", "outdent", "indent", "undo", "read Item 1-2001",
                        "goto Item 1-2001", "previous", "goto Item 1-1503", "delete", "undo", "where", "search 2997", "open 1",
                        "goto 5", "collapse all", "goto Item 1-1502", "expand all", "collapse all", "goto Item 2-11", "expand all", "goto Item 2-11"]

    /// A search finding a few rows, some inside others, reads each with the top-level row
    /// holding it and says them in reading order, as the list held whole says them.
    @Test(arguments: [nil, 0, 100])
    func aSearchReadsTheRowsItFindsNotTheirSections(windowRows: Int?) throws {
        let paged = try ReadingPagesTests.Reader(windowRows: windowRows, repository: Self.repository())
        let whole = try ReadingPagesTests.Reader(windowRows: 100_000, repository: Self.repository())
        var heard: [String] = []
        for line in ["search 1502", "open 1", "where", "search 2997", "search 11", "more", "open 3", "where", "search 150", "open 4"] {
            let said = paged.say(line)
            #expect(said == whole.say(line), "\(line)")
            #expect(paged.repository.reads.wholeSections == 0, "no section is read whole: \(line)")
            heard += said
        }
        #expect(heard.contains { $0.contains("Item 1-2997") && $0.hasPrefix("searchResults") }, "\(heard.prefix(4))")
    }

    /// A filter or a find of words a few rows hold, some inside others, reads each with
    /// the top-level row holding it, not with its section: `filter` of four hits on a
    /// list of two sections of 100,000 rows holding one row inside another read both
    /// whole. Read so or held whole, the list says the same; many hits read their sections.
    @Test(arguments: [nil, 0, 100])
    func aFilterOrFindReadsTheRowsItFindsNotTheirSections(windowRows: Int?) throws {
        let paged = try ReadingPagesTests.Reader(windowRows: windowRows, repository: Self.repository())
        let whole = try ReadingPagesTests.Reader(windowRows: 100_000, repository: Self.repository())
        var heard: [String] = []
        for line in Self.found {
            let said = paged.say(line)
            #expect(said == whole.say(line), "\(line)")
            #expect(paged.repository.reads.wholeSections == 0, "no section is read whole: \(line)")
            heard += said
        }
        #expect(heard.contains { $0.contains("title: \"Item 1-2997\"") && $0.contains("level: Optional(3)") }, "\(heard.prefix(8))")
        // A change under such a filter, and a filter or find of many rows, read their sections as before.
        for line in ["filter 150", "goto item 2-15", "1", "where", "goto Item 1-5", "read item 2-2", "filter 2001", "expand Item 1-2000", "list all", "filter off", "find zebra", "filter 1", "list", "more", "filter off",
                     "find 2-1", "find"] {
            #expect(paged.say(line) == whole.say(line), "\(line)")
        }
        let later = try ReadingPagesTests.Reader(windowRows: windowRows, repository: Self.repository())
        let held = try ReadingPagesTests.Reader(windowRows: 100_000, repository: Self.repository())
        for line in Self.findingMany {
            #expect(later.say(line) == held.say(line), "\(line)")
        }
    }

    static let found = ["filter 1502", "list", "where", "next", "previous", "read on", "filter 2997", "list all", "goto 1", "read",
                        "next", "filter 11", "list all", "more", "goto 3", "where", "filter off", "where", "find 1502", "find 2997",
                        "find 2001", "find 11", "find", "find", "goto 1", "find 150", "find", "filter 150", "find 2-11", "find 2997",
                        "next", "filter off", "filter 2001", "list all", "goto 2", "read", "filter off", "filter 150",
                        "goto Item 1-1502", "read Item 2-150", "goto Item 1-150", "goto Item 2-1500", "where",
                        "read Item 1-1501", "goto Item 2-2997", "goto Item 1-2001", "read Item 2-15", "goto Item 1-1", "read item 2-2000",
                        "find Item", "find 2-2999",
                        "find 1502", "find 1501", "find", "filter off"]

    /// What is left is counted as it is said: the rows inside expanded rows, and none inside a collapsed one.
    @Test func whatIsLeftCountsTheRowsShownInside() throws {
        let reader = try ReadingPagesTests.Reader(repository: Self.repository())
        let first = reader.say("list all")
        // Part 1: 2,994 top-level rows, 3 + 2 shown inside; Part 2: 2,999 and 1.
        #expect(first.last == "moreToRead(rows: \(2_994 + 5 + 2_999 + 1 - 20))")
        reader.say("goto 1999")
        let rest = reader.say("read on")
        // From the 1,999th top-level row (Item 1-2002) on: 996 of them and 2 shown inside (Item 1-2001 is in a collapsed
        // row, before it), then Part 2.
        #expect(rest.last == "moreToRead(rows: \(996 + 2 + 2_999 + 1 - 20))")
        #expect(reader.repository.reads.wholeSections == 0)
    }
}
