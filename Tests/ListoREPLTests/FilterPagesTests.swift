import Foundation
import ListoAnnouncer
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

    /// Two sessions over `longMemory` of 2 sections: `a` reading windows of 200 rows from
    /// `paged`, `b` holding the list whole from `whole`, on the same day.
    struct PagedBesideWhole {
        let paged: MemoryRepository, whole: MemoryRepository
        let a: Session, b: Session

        init(rows: Int = 5_000) throws {
            paged = FilterPagesTests.longMemory(sections: 2, rows: rows)
            whole = FilterPagesTests.longMemory(sections: 2, rows: rows)
            a = try Session(store: paged, windowRows: 200)
            b = try Session(store: whole, windowRows: 100_000)
            for s in [a, b] { s.environment.clock = { CalendarDate(year: 2026, month: 3, day: 2)! } }
        }

        /// What `line` said in the windowed session, expected to be what the whole one says.
        @discardableResult
        func sayAlike(_ line: String) -> String {
            let said = "\(a.execute(line).announcements)", heard = "\(b.execute(line).announcements)"
            #expect(said == heard, "\(line)")
            return said
        }
    }

    @Test func aFilterOfManyRowsReadsAPageAndSaysWhatAWholeListSays() throws {
        let pair = try PagedBesideWhole()
        let (paged, whole) = (pair.paged, pair.whole)
        let before = paged.rowsRead
        for line in ["filter item", "next", "next", "where", "list", "more", "previous", "last", "previous", "first", "next",
                     "goto 3", "read", "filter off"] {
            pair.sayAlike(line)
        }
        // Every row lets the filter through but two in ten thousand: the pages read are a few dozen rows.
        #expect(paged.rowsRead - before < 400, "rows read: \(paged.rowsRead - before)")
        #expect(whole.rowsRead >= 10_000)
    }

    /// `select all` under a filter of few rows is turned into those rows, read where they are,
    /// when the selection is deleted, with the filter on or turned off since: the rows around
    /// them and the focus are read, not the sections holding them (on 2 sections of 100,000
    /// rows that took more than 28 s), and delete, undo and redo say what a list held whole says.
    /// These lines, in a session reading 2 sections of 5,000 rows in windows and in one
    /// holding them whole, say the same; the windowed one reads fewer than 1,000 rows and
    /// no section of the long list whole. `setup` lines are said alike first, their rows
    /// not counted. What the windowed one said, line by line, and the two sessions.
    @discardableResult
    static func readsFewRowsAndSaysWhatAWholeListSays(_ lines: [String], setup: [String] = []) throws -> (said: [String: String], pair: PagedBesideWhole) {
        let pair = try PagedBesideWhole()
        for line in setup { pair.sayAlike(line) }
        let before = pair.paged.rowsRead
        var said: [String: String] = [:]
        // The lines that read many rows, each with how many: said when too many are read.
        var heavy: [String] = []
        for line in lines {
            let start = pair.paged.rowsRead
            said[line, default: ""] += pair.sayAlike(line)
            if pair.paged.rowsRead - start > 200 { heavy.append("\(line): \(pair.paged.rowsRead - start)") }
        }
        #expect(pair.paged.rowsRead - before < 1_000, "rows read: \(pair.paged.rowsRead - before); \(heavy)")
        #expect(pair.a.library.list(named: "Long")!.sections.allSatisfy { !$0.isLoaded }, "no section is read whole")
        #expect(pair.whole.rowsRead >= 10_000)
        return (said, pair)
    }

    @Test func deletingTheSelectionOfAFilterReadsTheRowsItFinds() throws {
        try Self.readsFewRowsAndSaysWhatAWholeListSays(["edit", "filter other", "select all", "delete selection", "where", "undo", "where", "redo", "undo",
                     "next", "select all", "filter off", "delete", "where", "undo", "filter other", "list"])
    }

    /// Under a filter read a page at a time, rename and note of a row by its number or a dot,
    /// and their undo and redo, read the row and the rows beside it, not the filter whole (on
    /// 2 sections of 500,000 rows, 13 s and 600 MB): a row renamed out of the filter, a note
    /// taking one into it, and the filter counted again after each change say what a list held whole says.
    @Test func renameAndNoteUnderAFilterReadTheRowTheyChange() throws {
        try Self.readsFewRowsAndSaysWhatAWholeListSays([
            "filter item", "rename 3 to Renamed item", "where", "next", "rename . to Gone", "where", "next", "previous", "undo", "where",
            "redo", "where", "goto 4998", "rename 4998 to Plain", "next", "previous", "undo", "undo", "where",
            "note 2: other words", "where", "note .: off", "filter other", "where", "note 1: item here", "filter item", "goto 3", "where",
            "filter other", "rename 2 to Item again", "where", "undo", "where", "redo", "filter item", "read 4999",
            "rename Item 1-7 to Item 1-7 renamed", "where", "undo", "rename Other 2 to Other again", "note Item 2-4998: item note", "where",
            "note Item 2-4997: plain", "rename Item 1-9 to Gone", "where", "undo", "rename Nothing here to X", "rename Item 1-1 to Item 1-2"])
    }

    /// Under a filter read a page at a time, adding a row, deleting one and moving one (up,
    /// down, top, bottom, to N, before and after N) read the rows they reach and the filter
    /// counted again, not the filter whole (on 2 sections of 500,000 rows, 13 to 20 s each):
    /// a row added that the filter hides or lets through, a delete and a move at a section's
    /// ends and across its boundary, undo and redo say what a list held whole says.
    @Test func addDeleteAndMoveUnderAFilterReadTheRowsTheyReach() throws {
        try Self.readsFewRowsAndSaysWhatAWholeListSays([
            "filter item", "add Fresh item", "where", "previous", "add Fresh", "where", "undo", "where", "undo", "where", "redo",
            "goto 4999", "delete", "where", "next", "undo", "where", "redo", "where", "undo", "delete 3", "where", "undo",
            "goto 4998", "move down", "move down", "where", "next", "move up", "move up", "where", "goto 5000", "move up", "move down",
            "move top", "where", "move bottom", "where", "move to 3", "where", "undo", "undo", "redo", "where",
            "goto 5002", "move before 5004", "where", "move after 2", "move to 9999", "undo", "undo", "last", "move down", "move to 1", "where",
            "filter other", "add Another other", "where", "move up", "delete", "where", "undo", "filter item", "read 9998"])
    }

    /// Under a filter read a page at a time, rows selected and deselected by their numbers
    /// (`select 2-5`, `select 1, 3`, across the sections, past the filter's count) read the
    /// rows they name, each run as a range of a section's hits, not the filter whole (on
    /// 200,000 hits of a million rows, `select 1-8000` read both sections whole: 13.6 s, 605 MB);
    /// deleting them, undo and redo read the rows focus goes to, and say what a whole list says.
    @Test func rowsSelectedByTheirNumbersUnderAFilterReadWhatTheyName() throws {
        try Self.readsFewRowsAndSaysWhatAWholeListSays(["filter item", "selection mode multiple", "edit", "select 2-5", "select 1, 3",
                     "select 4990-5010", "select 9998", "select 9999", "select 0", "deselect 4995-5005", "deselect 1, 3", "where",
                     "select 7000", "select 2-5", "delete selection", "where", "undo", "where", "redo", "where", "undo", "where",
                     "goto 4998", "delete", "where", "undo", "next", "where"])
    }

    /// A range of thousands under a filter read a page at a time reads the rows it names, from
    /// the first to the last of each section's run in one read, and deleting them and undo read
    /// no more than around the rows focus goes to: no section is read whole.
    @Test func aRangeOfThousandsUnderAFilterReadsItsRowsAndNoSectionWhole() throws {
        let paged = Self.longMemory(sections: 2, rows: 5_000)
        let whole = Self.longMemory(sections: 2, rows: 5_000)
        let a = try Session(store: paged, windowRows: 200)
        let b = try Session(store: whole, windowRows: 100_000)
        let before = paged.rowsRead
        for line in ["filter item", "selection mode multiple", "edit", "select 4000-6500", "deselect 4100-6400", "select 3000-3100",
                     "delete selection", "where", "undo", "where", "redo", "where", "undo", "where"] {
            let said = "\(a.execute(line).announcements)", heard = "\(b.execute(line).announcements)"
            #expect(said == heard, "\(line)")
        }
        // 2,501 rows named, then 101, each run from its first row to its last; then what undo reads to put
        // 302 rows back where they were (the rows beside each place, as without a filter): not the 10,000 rows.
        #expect(paged.rowsRead - before < 4_500, "rows read: \(paged.rowsRead - before)")
        #expect(a.library.lists.first!.sections.allSatisfy { !$0.isLoaded }, "no section is read whole")
        #expect(whole.rowsRead >= 10_000)
    }

    /// Under a filter read a page at a time, a row read or opened by its number, back, a step between
    /// the sections it shows, a selection mode, edit mode and reading the selection of
    /// `select all` read the rows they reach, not the filter whole: a word filter read
    /// whole reads every section holding a hit whole (on a million rows, `read 3` did not
    /// answer in 90 s and `section next` took 7.9 s). A row read by its number without a
    /// filter reads it and the rows beside it, not its section (2.2 s at 500,000 rows).
    /// They say what a list held whole says.
    @Test func numbersSectionsAndTheSelectionUnderAFilterReadWhatTheyReach() throws {
        try Self.readsFewRowsAndSaysWhatAWholeListSays(["read 4321", "read 9", "next", "filter item", "read 3", "read 9000", "section next", "next", "section previous",
                     "section last", "section first", "read 2", "open 3", "back", "goto 4000", "open 9000", "back", "where", "filter other", "selection mode multiple", "edit",
                     "select all", "selection", "filter off", "read 4999", "where"])
    }

    /// Under a filter read a page at a time, a row named by its title or its title's beginning
    /// is found through the title index among the rows let through and placed by its rank,
    /// not by reading the filter whole (`goto Item 15 red stone` under `filter red` on 2 x
    /// 500,000 rows: 13.5 s and 600 MB): a title, a beginning, an ambiguity of more rows than
    /// are offered at once with `more` and a number choosing one, a title the filter hides
    /// and one no row has say what a list held whole says, for every command taking a row.
    @Test func rowsNamedByTitleUnderAFilterReadWhatTheyReach() throws {
        try Self.readsFewRowsAndSaysWhatAWholeListSays((1...11).map { "add Item lamp \($0)" } + [
            "filter item", "goto Item 1-12", "where", "next", "7", "99999", "read Item 2-4000", "goto item 1-49", "actions Item 2-77", "goto Item lamp",
            "more", "10", "where", "read Item lamp", "3", "goto Other 1", "read Other 2", "goto Item zz", "open Item 2-9", "back",
            "selection mode multiple", "edit", "select Item 1-300", "select Item 2-5", "deselect Item 1-300", "edit off",
            "pin Item 1-20", "unpin Item 1-20", "mark Item 1-21 done", "toggle Item 1-21 done", "set Item 1-22 done true", "unset Item 1-22 done",
            "filter other", "goto Other", "2", "where", "goto Item 1-12", "filter off", "where"])
    }

    /// The same in Spanish: a title, an ambiguity and a title the filter hides.
    @Test func rowsNamedByTitleUnderAFilterInSpanish() throws {
        try Self.readsFewRowsAndSaysWhatAWholeListSays(["idioma es", "añadir Item lamp 1", "añadir Item lamp 2", "filtrar item",
            "ir Item 1-12", "leer Item 2-4000", "ir Item lamp", "2", "dónde", "ir Other 1", "acciones Item 2-8", "idioma en"])
    }

    /// Rows selected by their ids, read out under a filter read a page at a time, are said
    /// from the rows held while selected, those the filter hides counted in the store, not
    /// by reading the filter whole (11.2 s and 605 MB on 2 x 500,000 rows).
    @Test func rowsSelectedByIdReadOutUnderAFilterReadWhatTheyReach() throws {
        try Self.readsFewRowsAndSaysWhatAWholeListSays(["filter item", "selection mode multiple", "edit", "select 1, 3", "selection",
            "select 9000", "selection", "filter other", "selection", "select 1", "selection", "filter item", "selection", "deselect all",
            "selection", "filter off", "selection"])
    }

    /// `select all` under a filter of many rows, kept as a rule, is said a page at a time as a
    /// rule over the whole list is, its rows told apart by the filter's query as they are read,
    /// not all turned into ids first (200,000 rows under `filter red`: seconds before the first page).
    @Test func theSelectionOfAFilterOfManyRowsIsSaidAPageAtATime() throws {
        try Self.readsFewRowsAndSaysWhatAWholeListSays(["filter item", "selection mode multiple", "edit", "select all", "selection", "more",
            "deselect 2", "selection", "more", "filter off", "selection", "more"])
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

    /// A search of many rows asks a list without hits for rows inside others holding the
    /// words only when the list holds rows inside others: the word index, asked for one
    /// list, walks every row of the store holding them (on 1 section of 1,000,000 rows,
    /// each empty list asked so cost a walk of the million rows).
    @Test func aSearchOfManyRowsAsksOnlyListsHoldingRowsInsideOthers() throws {
        func made() -> MemoryRepository {
            let repository = Self.longMemory(sections: 2, rows: 5_000)
            let tasks = Samples.library().library.list(named: "Tasks")!.settings
            let inner = Row(id: RowID(20_003), title: "Reply", position: Positions.spaced(0))
            let parent = Row(id: RowID(20_002), title: "Thread", position: Positions.spaced(0), children: [inner])
            repository.storage.contents.lists += [
                ListDocument(id: ListID(2), name: "Flat", position: 2 * Positions.gap, settings: tasks, sections: [
                    Section(id: SectionID(50), header: nil, position: Positions.spaced(0),
                            rows: [Row(id: RowID(20_001), title: "Bread", position: Positions.spaced(0))]),
                ]),
                ListDocument(id: ListID(3), name: "Threads", position: 3 * Positions.gap, settings: tasks, sections: [
                    Section(id: SectionID(51), header: nil, position: Positions.spaced(0), rows: [parent]),
                ]),
            ]
            return repository
        }
        let paged = made(), whole = made()
        let a = try Session(store: paged, windowRows: 200)
        let b = try Session(store: whole, windowRows: 100_000)
        let before = paged.reads.wordSearches
        for line in ["search item", "more", "open 3", "where"] {
            let said = "\(a.execute(line).announcements)", heard = "\(b.execute(line).announcements)"
            #expect(said == heard, "\(line)")
        }
        // Of the two lists without hits, only Threads holds a row inside another: it alone is asked.
        #expect(paged.reads.wordSearches - before == 1)
    }

    /// `find` and a filter of few rows on a long list read the rows they land on and a
    /// margin, never the sections holding them: what they say is what a list held whole says.
    @Test func findAndAFilterOfFewRowsReadWindowsAndSayWhatAWholeListSays() throws {
        let paged = Self.longMemory(sections: 2, rows: 5_000)
        let whole = Self.longMemory(sections: 2, rows: 5_000)
        let a = try Session(store: paged, windowRows: 200)
        let b = try Session(store: whole, windowRows: 100_000)
        let before = paged.rowsRead
        for line in ["find other", "where", "find", "where", "find", "goto 4000", "find other", "find item 2-4999", "where",
                     "find item 1-2", "find zebra", "first", "find other 2", "section 2", "find other", "last", "find item",
                     "filter other", "where", "next", "next", "previous", "goto 2", "list", "filter other 1", "next", "filter off",
                     "where", "filter item 2-499", "next", "last", "where", "filter off", "first", "find other"] {
            let said = "\(a.execute(line).announcements)", heard = "\(b.execute(line).announcements)"
            #expect(said == heard, "\(line)")
        }
        // The rows found and a margin around each, not the sections of 5,000 rows holding them.
        #expect(paged.rowsRead - before < 600, "rows read: \(paged.rowsRead - before)")
    }

    /// The same through SQLite, where a short word is a prefix of many words (`2`):
    /// asked of each row's own words, not of the word index for each row.
    @Test func findAndAFilterOfFewRowsInSQLiteSayWhatAWholeListSays() throws {
        let folder = Fixture.temporaryFolder()
        let path = folder.appendingPathComponent("long.db").path
        try WindowTests.longStore(at: path, sections: 2, rows: 3_000)
        let paged = try Harness(arguments: ["--store", path], windowRows: 100)
        let whole = try Harness(arguments: ["--store", path], windowRows: 100_000)
        let lines = ["find item 2-10", "where", "find", "find", "goto 2000", "find item 1-2999", "find zebra", "find item 2-1",
                     "filter item 2-10", "next", "next", "last", "where", "filter item 1-299", "previous", "goto 3", "filter off",
                     "first", "find item 1-3000", "filter item 2", "next", "last", "filter off"]
        for line in lines { #expect(paged.say(line) == whole.say(line), "\(line)") }
        #expect(WindowTests.readRows(paged.session) < 600, "rows held: \(WindowTests.readRows(paged.session))")
    }

    /// A row's fields as the state filters below find them: done every third row, due
    /// before the day the tests run on every seventh, due that day every eleventh,
    /// snoozed every thirteenth.
    static func stated(_ r: Int) -> [String: FieldValue] {
        var fields: [String: FieldValue] = [:]
        if r % 3 == 0 { fields["done"] = .bool(true) }
        if r % 7 == 1 { fields["due"] = .date(CalendarDate(year: 2026, month: 2, day: 20)!) }
        else if r % 11 == 2 { fields["due"] = .date(statesDay) }
        if r % 13 == 5 { fields["snoozed"] = .bool(true) }
        return fields
    }
    static let statesDay = CalendarDate(year: 2026, month: 3, day: 2)!

    /// A list like `longMemory`'s whose rows hold the fields of `stated`.
    static func statedList(sections: Int, rows: Int) -> ListDocument {
        let tasks = Samples.library().library.list(named: "Tasks")!.settings
        var id: Int64 = 100
        let made = (0..<sections).map { s in
            Section(id: SectionID(Int64(s + 1)), header: "Part \(s + 1)", position: Positions.spaced(s), rows: (0..<rows).map { r in
                id += 1
                return Row(id: RowID(id), title: "Item \(s + 1)-\(r + 1)", fields: stated(r), position: Positions.spaced(r))
            })
        }
        return ListDocument(id: ListID(1), name: "Long", position: Positions.gap, settings: tasks, sections: made)
    }

    static func statedMemory(sections: Int, rows: Int) -> MemoryRepository {
        let repository = MemoryRepository(seed: false)
        repository.storage.contents.lists = [statedList(sections: sections, rows: rows)]
        repository.storage.contents.nextID = Int64(100 + sections * rows + 100)
        return repository
    }

    /// What the state filters are asked below: each alone, combined, and mixed with words.
    static let stateLines = [
        "filter not done", "next", "next", "where", "list", "more", "previous", "last", "previous", "first", "next",
        "goto 3", "read", "sections", "goto 2000", "where",
        "filter done", "next", "last", "where", "list",
        "filter overdue", "next", "next", "list", "last",
        "filter due today", "next", "where",
        "filter snoozed", "next", "last", "previous",
        "filter not snoozed and not done", "next", "goto 1500", "next", "where",
        "filter done or overdue", "next", "next", "last",
        "filter item 1 and not done", "next", "last", "where",
        "filter item 2-1", "next",
        // Commands on the focused row or on one by number, while filtering: changes that keep rows in place.
        "filter not done", "goto 1200", "select", "select 1210", "where", "deselect 1210", "pin", "unpin",
        "toggle snoozed", "toggle 1205 snoozed", "set due tomorrow", "next", "undo", "where", "mark done", "where", "next",
        "undo", "where", "set 3000 due yesterday", "goto 3000", "filter overdue", "previous",
        "filter off", "where",
    ]

    /// A filter by states over a long list is counted in the store and read a page at
    /// a time, as a filter by words is: what it says is what a list held whole says,
    /// and the rows handed over are a few pages, not the list.
    @Test func aFilterByStatesReadsAPageAndSaysWhatAWholeListSays() throws {
        let paged = Self.statedMemory(sections: 2, rows: 5_000)
        let whole = Self.statedMemory(sections: 2, rows: 5_000)
        let a = try Session(store: paged, windowRows: 200)
        let b = try Session(store: whole, windowRows: 100_000)
        for s in [a, b] { s.environment.clock = { Self.statesDay } }
        let before = paged.rowsRead
        // Compared as said: a row's fields are a dictionary, whose order its description does not keep.
        let announcer = Announcer(today: Self.statesDay)
        // Rows handed over by each line; an undo reads its section whole as it commits where
        // the window does not hold what the change needs (ModelError.windowNotRead), as it does unfiltered.
        var costly: [String] = []
        var undoing = 0
        for (n, line) in Self.stateLines.enumerated() {
            let reading = paged.rowsRead
            let said = a.execute(line).announcements.flatMap(announcer.lines), heard = b.execute(line).announcements.flatMap(announcer.lines)
            #expect(said == heard, "\(line)")
            if line == "undo" {
                undoing += paged.rowsRead - reading
            } else if paged.rowsRead - reading > 200 {
                costly.append("\(n). \(line): \(paged.rowsRead - reading)")
            }
        }
        #expect(costly.isEmpty, "\(costly)")
        #expect(paged.rowsRead - before - undoing < 2_000, "rows read: \(paged.rowsRead - before - undoing)")
        #expect(paged.reads.wholeSections <= 2, "sections read whole: \(paged.reads.wholeSections)")
        #expect(whole.rowsRead >= 10_000)
    }

    /// The same through SQLite, whose counts come from its index of rows holding fields.
    @Test func aFilterByStatesInSQLiteSaysWhatAWholeListSays() throws {
        let folder = Fixture.temporaryFolder()
        let path = folder.appendingPathComponent("stated.db").path
        let store = try Store(.file(path), seed: false)
        try store.transaction {
            try store.insert(Library(lists: [Self.statedList(sections: 3, rows: 1_000)]))
            try store.executeForTesting("UPDATE counter SET next_id = 10000")
        }
        store.close()
        // Two copies, so that neither hears the other's changes as made elsewhere.
        let copy = folder.appendingPathComponent("stated-whole.db").path
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        let paged = try Harness(arguments: ["--store", path], windowRows: 100)
        let whole = try Harness(arguments: ["--store", copy], windowRows: 100_000)
        for h in [paged, whole] { h.session.environment.clock = { Self.statesDay } }
        for line in Self.stateLines { #expect(paged.say(line) == whole.say(line), "\(line)") }
        // A page or two of each section, and the section an undo read whole as it committed (1,000 rows).
        #expect(WindowTests.readRows(paged.session) < 1_600, "rows held: \(WindowTests.readRows(paged.session))")
    }
}
