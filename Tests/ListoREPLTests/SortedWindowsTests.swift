import Foundation
import ListoModel
@testable import ListoREPL
import ListoStore
import ListoTestSupport
import Testing

/// A long list sorted by a field is read in windows of that order: the store gives
/// each section's ids in the field's order (`Repository.rowIDs(of:sortedBy:)`), and
/// moving, jumping to a number and reading read the rows of a window by their ids,
/// never a section whole. A session reading so says what one holding the list whole
/// says, line for line, through sorting, moving, changing a row's value (which moves
/// it in the order) and sorting back.
@Suite struct SortedWindowsTests {
    static let rowsPerSection = LongDueList.rowsPerSection

    /// Rows due on one of 40 days, some sharing a day (their positions break the tie),
    /// every seventh row with no date: those come last.
    static func repository(others: [ListDocument] = []) -> MemoryRepository {
        LongDueList.repository(settings: Samples.library().library.list(named: "Tasks")!.settings,
                               first: CalendarDate(year: 2026, month: 3, day: 1)!, others: others)
    }

    final class Reader {
        let repository: MemoryRepository
        let session: Session

        init(windowRows: Int? = nil, others: [ListDocument] = []) throws {
            repository = SortedWindowsTests.repository(others: others)
            session = try Session(store: repository, windowRows: windowRows)
            session.environment.clock = { CalendarDate(year: 2026, month: 3, day: 2)! }
        }

        var rowsHeld: Int { session.library.lists.first!.sections.reduce(0) { $0 + $1.rows.count } }

        func say(_ line: String) -> [String] { session.execute(line).announcements.map { String(describing: $0) } }
    }

    /// Commands that move or read, and read no section whole in windows.
    static let moving: Set<String> = [
        "sort due", "next", "where", "goto 1500", "previous", "goto 2999", "last", "first", "list", "more",
        "section next", "goto 2", "sort manual", "goto 100",
    ]

    static let script = [
        "sort due", "where", "next", "next", "where", "goto 1500", "where", "previous", "where", "goto 2999", "next", "where",
        "list", "more", "last", "where", "first", "where", "section next", "goto 2", "where",
        "set due 2026-01-01", "where", "first", "where", "goto 100", "where", "undo", "where", "first", "where",
        "sort manual", "where", "goto 1500", "where", "sort due", "where", "undo", "where", "redo", "where", "goto 100", "where",
    ]

    @Test func aSortedListReadInWindowsSaysWhatItSaysReadWhole() throws {
        let windowed = try Reader()
        let whole = try Reader(windowRows: 100_000)
        #expect(windowed.session.storedDocument.isWindowed)
        var changed = false
        for line in Self.script {
            let reads = windowed.repository.reads
            #expect(windowed.say(line) == whole.say(line), "\(line)")
            // A change reads the sections it changes whole: a list this short then stays read.
            changed = changed || line.hasPrefix("set")
            if Self.moving.contains(line) && !changed {
                #expect(windowed.repository.reads.wholeSections == reads.wholeSections, "no section is read whole: \(line)")
                #expect(windowed.rowsHeld <= 4 * windowed.session.environment.windowMargin + 200, "only windows are read: \(line)")
            }
        }
        #expect(windowed.repository.reads.orders > 0, "the store ordered the sections")
    }

    /// Another session's change of a row's value moves it in the order: the windows it
    /// touches are let go and read again in the store's order, and the rows said, where
    /// they are, are those a session holding the list whole says.
    @Test func anotherSessionsChangeMovesARowInTheOrderOfTheWindows() throws {
        let repository = Self.repository()
        let windows = try Session(store: repository)
        let whole = try Session(store: MemoryRepository(sharing: repository), windowRows: 100_000)
        let other = try Session(store: MemoryRepository(sharing: repository), windowRows: 100_000)
        for session in [windows, whole, other] { session.environment.clock = { CalendarDate(year: 2026, month: 3, day: 2)! } }
        func both(_ line: String) -> [String] {
            let said = windows.execute(line).announcements.map { String(describing: $0) }
            #expect(said == whole.execute(line).announcements.map { String(describing: $0) }, "\(line)")
            return said
        }
        // Each session hears the order changed elsewhere.
        _ = other.execute("sort due")
        _ = both("goto 1500")
        for line in ["goto 1501", "set due 2026-01-01", "goto 3000", "set due 2026-01-02"] { _ = other.execute(line) }
        // A row changed in a window let go is named by its title as it is now, where the whole list says what it was.
        _ = windows.execute("where")
        _ = whole.execute("where")
        for line in ["where", "first", "where", "next", "where", "goto 1500", "where", "last", "where", "section next", "first", "where"] {
            _ = both(line)
        }
        #expect(windows.storedDocument.isWindowed, "still read in windows")
    }

    /// A change in a sorted list read in windows reads the rows it names, each with the
    /// rows beside it in the field's order, not the sections they are in: a value set
    /// (which moves the row in the order), its undo and redo, an action on a row, rows
    /// deleted. Each says what a session holding the list whole says, and the windows are
    /// placed again in the order after it.
    @Test func aChangeInASortedListReadsNoSectionWhole() throws {
        let windowed = try Reader()
        let whole = try Reader(windowRows: 100_000)
        let changes: Set<String> = ["set due 2026-01-01", "set due 2026-04-30", "Snooze", "delete ."]
        for line in ["sort due", "goto 1500", "set due 2026-01-01", "where", "next", "where",
                     "goto 700", "set due 2026-04-30", "where", "previous", "where", "goto 900", "Snooze", "where",
                     "goto 1200", "delete .", "where", "last", "where", "section next", "goto 10", "where"] {
            let reads = windowed.repository.reads
            #expect(windowed.say(line) == whole.say(line), "\(line)")
            if changes.contains(line) {
                #expect(windowed.repository.reads.wholeSections == reads.wholeSections, "no section is read whole: \(line)")
            }
            #expect(windowed.rowsHeld <= 8 * windowed.session.environment.windowMargin + 300, "only windows are held: \(line)")
        }
        #expect(windowed.session.storedDocument.isWindowed, "still read in windows")
    }

    /// A row added in a sorted list read in windows, and the undo and redo of an add, a
    /// value set, an action and a delete, read no section whole: the new or restored row's
    /// place is asked of the store (the section's highest position, the rows beside it in
    /// the field's order), its neighbours read, the windows placed again. Each says what a
    /// session holding the list whole says, where the rows put back are said to be too:
    /// a value put back leaves its row where it is held, a row deleted goes back in order.
    @Test func addAndEachUndoInASortedListReadNoSectionWhole() throws {
        let windowed = try Reader()
        let whole = try Reader(windowRows: 100_000)
        let moving: Set<String> = ["sort due", "where", "next", "previous", "last", "first"]
        for line in ["sort due", "goto 1500", "add New row", "where", "previous", "where", "undo", "where", "redo", "where",
                     "undo", "goto 700", "set due 2026-04-30", "where", "undo", "where", "next", "where", "redo", "where",
                     "goto 900", "Snooze", "where", "undo", "where", "redo", "where", "undo",
                     "goto 1200", "delete .", "where", "undo", "where", "next", "where", "redo", "where", "undo", "where",
                     "last", "add child Kid", "where", "undo", "where", "redo", "where", "goto 3", "add Another", "undo", "redo", "where"] {
            let reads = windowed.repository.reads
            let said = windowed.say(line)
            #expect(said == whole.say(line), "\(line)")
            #expect(!said.isEmpty && !said.contains { $0.contains("refus") }, "\(line) is said")
            if !moving.contains(line) && !line.hasPrefix("goto") {
                #expect(windowed.repository.reads.wholeSections == reads.wholeSections, "no section is read whole: \(line)")
            }
            #expect(windowed.rowsHeld <= 8 * windowed.session.environment.windowMargin + 300, "only windows are held: \(line)")
        }
        #expect(windowed.repository.reads.wholeSections == 0, "no section was read whole")
        #expect(windowed.session.storedDocument.isWindowed, "still read in windows")
        #expect(windowed.session.storedDocument.section(SectionID(1))?.count == 3_000, "New row's add and the delete were undone")
        #expect(windowed.session.storedDocument.section(SectionID(2))?.count == 3_001, "Another's add was redone")
    }
}

extension SortedWindowsTests {
    /// A move to another section in a sorted list read in windows, of a row or of rows
    /// selected, to its bottom or its top, a move to another list, and the undo and redo of each, read no section whole: each row is read where it
    /// is, its place in the other section asked of the store (the section's highest
    /// position, the rows beside it in the field's order), a move undone puts it back
    /// where the order puts it. Each says what a session holding the list whole says.
    @Test func aMoveToASectionInASortedListReadsNoSectionWhole() throws {
        // A short list to move rows to: its one section is read whole, as any short list is.
        let other = ListDocument(id: ListID(2), name: "Other", position: Positions.spaced(2), sections: [
            Section(id: SectionID(9), header: "Inbox", position: Positions.gap, rows: [Row(id: RowID(9_000), title: "Waiting", position: Positions.gap)]),
        ])
        let windowed = try Reader(others: [other])
        let whole = try Reader(windowRows: 100_000, others: [other])
        let reading: Set<String> = ["sort due", "where", "next", "previous", "dónde", "open Other", "open Long"]
        for line in ["sort due", "goto 1500", "move to section Part 2", "where", "previous", "where", "undo", "where", "next", "where",
                     "redo", "where", "undo", "edit on", "goto 300", "select .", "goto 310", "select .", "goto 2200", "select .", "move selection to section Part 2", "where", "undo", "where", "redo", "where", "undo", "deselect all", "edit off", "goto 700", "move to section 2", "where", "undo", "where", "redo", "where", "undo",
                     "language es", "ir 900", "mover a sección Part 2", "dónde", "deshacer", "dónde", "rehacer", "dónde", "language en",
                     "goto 1000", "move to section Part 1 top", "where", "undo", "where", "redo", "where", "undo",
                     "goto 1200", "move to list Other", "where", "undo", "where", "next", "where", "redo", "where", "undo", "where",
                     "open Other", "goto 1", "move to list Long", "where", "undo", "where", "redo", "where",
                     "open Long", "goto 3000", "where", "previous", "where"] {
            let reads = windowed.repository.reads
            let said = windowed.say(line)
            #expect(said == whole.say(line), "\(line)")
            #expect(!said.isEmpty && !said.contains { $0.contains("refus") }, "\(line) is said")
            if !reading.contains(line) && !line.hasPrefix("goto") && !line.hasPrefix("ir ") && !line.hasPrefix("language") {
                // A move to Other reads its one section, of one row, where the rows go; opening it reads it whole.
                let other = line == "move to list Other" ? 1 : 0
                #expect(windowed.repository.reads.wholeSections == reads.wholeSections + other, "no section of Long is read whole: \(line)")
            }
            #expect(windowed.rowsHeld <= 8 * windowed.session.environment.windowMargin + 300, "only windows are held: \(line)")
        }
        #expect(windowed.repository.reads.wholeSections == 1, "no section of Long was read whole, only Other's")
        let stillWindowed = windowed.session.storedDocument.isWindowed
        #expect(stillWindowed, "still read in windows")
        #expect(windowed.session.storedDocument.section(SectionID(1))?.count == 3_000, "one row moved to Part 2, Waiting moved in from Other")
        #expect(windowed.session.storedDocument.section(SectionID(2))?.count == 3_001, "Part 2 holds it")
    }
}

extension SortedWindowsTests {
    /// Sorted or grouped by a field, rows are not moved by hand, and a move up, down, to the
    /// top, before a row, in or out is refused having read the rows it names, not the
    /// sections it would have put the row in (on 2 x 500,000 rows `move down` read 494 MB
    /// to say so). Each refusal is what a session holding the list whole says, in English
    /// and Spanish.
    @Test(arguments: [("sort due", "en"), ("group due", "en"), ("ordenar due", "es"), ("agrupar due", "es")])
    func aMoveByHandInAListInAFieldsOrderIsRefusedReadingNoSectionWhole(order: String, language: String) throws {
        let windowed = try Reader()
        let whole = try Reader(windowRows: 100_000)
        let moves = language == "es"
            ? ["mover abajo", "mover arriba", "mover al principio", "mover antes de 3", "sangrar", "mover al final"]
            : ["move down", "move up", "move top", "move before 3", "indent", "move bottom"]
        // What is heard is compared: a row's stored position, which no one hears, differs in groups.
        func heard(_ reader: Reader, _ line: String) -> [String] {
            reader.session.execute(line).announcements.flatMap { reader.session.hearing.announcer.lines($0) }
        }
        if language == "es" { for reader in [windowed, whole] { _ = heard(reader, "language es") } }
        for line in [order, order.contains("group") || order.contains("agrupar") ? "goto 20" : "goto 1500"] + moves {
            let reads = windowed.repository.reads
            let said = heard(windowed, line)
            #expect(said == heard(whole, line), "\(line)")
            if moves.contains(line) {
                #expect(said.count == 1 && said[0].hasPrefix(language == "es" ? "Error: Long está" : "Error: Long is"), "refused for the list's order: \(line) said \(said)")
                #expect(windowed.repository.reads.wholeSections == reads.wholeSections, "no section is read whole: \(line)")
            }
        }
        #expect(windowed.session.storedDocument.isWindowed, "still read in windows")
    }
}

extension SortedWindowsTests {
    /// More rows than a field's values are read one by one (64) moved at once to another
    /// section of a sorted list read in windows, and the undo and redo, read no section
    /// whole: each row is placed by the store's halving search, up to
    /// `Operation.rowsPlacedOneByOne`. On 2 x 500,000 rows 100 rows moved and put back read
    /// 596 MB in 81 s. Each says what a session holding the list whole says.
    @Test(arguments: ["en", "es"])
    func aHundredRowsMovedInASortedListReadNoSectionWhole(language: String) throws {
        let windowed = try Reader()
        let whole = try Reader(windowRows: 100_000)
        let script = language == "es"
            ? ["idioma español", "ordenar due", "editar sí", "seleccionar 1-100", "mover selección a sección Part 2", "dónde", "deshacer", "dónde", "rehacer", "dónde"]
            : ["sort due", "edit on", "select 1-100", "move selection to section Part 2", "where", "undo", "where", "redo", "where"]
        let changes = Set(script.filter { $0.hasPrefix("mov") || $0.hasPrefix("undo") || $0.hasPrefix("redo") || $0.hasPrefix("desh") || $0.hasPrefix("reh") })
        #expect(changes.count == 3)
        for line in script {
            let reads = windowed.repository.reads
            let said = windowed.say(line)
            #expect(said == whole.say(line), "\(line)")
            if changes.contains(line) {
                #expect(windowed.repository.reads.wholeSections == reads.wholeSections, "no section is read whole: \(line)")
            }
        }
        #expect(windowed.session.storedDocument.isWindowed, "still read in windows")
        #expect(windowed.session.storedDocument.section(SectionID(2))?.count == 3_100, "Part 2 holds the hundred rows")
    }
}

extension SortedWindowsTests {
    /// A change to rows where they are that leaves the sorted field (a rename, a note,
    /// Snooze in a list sorted by due) keeps the order the store gave: the sections are not
    /// sorted again, which costs seconds where 500,000 rows hold the field. One that sets
    /// the field, or moves rows, has them sorted again. Each says what a list read whole says.
    @Test func aChangeThatLeavesTheSortedFieldKeepsTheOrder() throws {
        let windowed = try Reader()
        let whole = try Reader(windowRows: 100_000)
        let keeping: Set<String> = ["rename . to Renamed", "note . Bring the forms", "Snooze", "undo"]
        for line in ["sort due", "goto 1500", "where", "rename . to Renamed", "next", "where", "note . Bring the forms", "previous",
                     "Snooze", "where", "undo", "goto 1600", "where", "set due 2026-01-01", "where", "first", "where"] {
            let orders = windowed.repository.reads.orders
            #expect(windowed.say(line) == whole.say(line), "\(line)")
            if keeping.contains(line) {
                #expect(windowed.repository.reads.orders == orders, "the order is kept: \(line)")
            }
            if line.hasPrefix("set due") {
                #expect(windowed.repository.reads.orders > orders, "sorted again after the field changed")
            }
        }
        #expect(windowed.session.storedDocument.isWindowed, "still read in windows")
    }
}

extension SortedWindowsTests {
    /// A filter and a search in a sorted list read in windows read their hits in the
    /// field's order, a page at a time, by their ids: turning a filter on (by a state,
    /// by words, by a state every plain row meets), `next`, `goto N`, `last` and `first`
    /// while filtering, the filter off, a search, its pages and `open N`, read no section
    /// whole. Each says what a session holding the list whole says.
    @Test func aFilterAndASearchInASortedListReadNoSectionWhole() throws {
        let settings = Samples.library().library.list(named: "Tasks")!.settings
        func repository() -> MemoryRepository {
            LongDueList.repository(settings: settings, first: CalendarDate(year: 2026, month: 3, day: 1)!,
                                   more: { id in id % 5 == 0 ? ["snoozed": .bool(true)] : [:] })
        }
        let windowedStore = repository()
        let windowed = try Session(store: windowedStore)
        let whole = try Session(store: repository(), windowRows: 100_000)
        for session in [windowed, whole] { session.environment.clock = { CalendarDate(year: 2026, month: 3, day: 2)! } }
        // The lines printed, not the announcements: a row's fields read by id may list in another order.
        func say(_ session: Session, _ line: String) -> [String] {
            var speaker = Speaker(hearing: session.hearing)
            return speaker.lines(session.execute(line).announcements)
        }
        var heldMost = (0, "")
        for line in ["sort due", "goto 1500", "filter snoozed", "where", "next", "next", "where", "goto 100", "where", "previous", "where",
                     "last", "where", "previous", "first", "where", "goto 700", "where", "filter off", "where", "next", "where",
                     "goto 2500", "filter Item 1-2", "where", "next", "where", "goto 50", "where", "last", "where", "filter off", "where",
                     "filter not snoozed", "where", "next", "goto 2000", "where", "last", "where", "filter off", "where",
                     "search Item 2-1", "more", "more", "open 40", "where", "search Item 1-177", "open 5", "where", "next", "where",
                     "search Item 1-2", "open 111", "where"] {
            let reads = windowedStore.reads
            let said = say(windowed, line)
            #expect(said == say(whole, line), "\(line)")
            #expect(!said.isEmpty && !said.contains { $0.contains("refus") }, "\(line) is said")
            #expect(windowedStore.reads.wholeSections == reads.wholeSections, "no section is read whole: \(line)")
            // A page either side of each place it lands on: the focus, and the first and last rows for `last`.
            #expect(windowedStore.reads.rows - reads.rows <= 6 * windowed.hitMargin + 100, "a page of rows is read: \(line)")
            let held = windowed.storedDocument.sections.reduce(0) { $0 + $1.rows.count }
            if held > heldMost.0 { heldMost = (held, line) }
        }
        // The pages read stay until far more are held than a window (`releaseFarSections`); a sixth of the list at most here.
        #expect(heldMost.0 <= 1_000, "only pages are held: \(heldMost)")
        #expect(windowedStore.reads.hitIDs > 0, "the hits were asked by their ids")
        #expect(windowed.storedDocument.isWindowed, "still read in windows")
    }
}

extension SortedWindowsTests {
    /// A change while filtering a sorted list read in windows reads the filter whole, as
    /// before (an undo leaves a value put back where the list holds its row, an order the
    /// store does not give); the filter read a page at a time after it, and its steps,
    /// say what a session holding the list whole says.
    @Test func aChangeWhileFilteringASortedListSaysWhatAListReadWholeSays() throws {
        let settings = Samples.library().library.list(named: "Tasks")!.settings
        func repository() -> MemoryRepository {
            LongDueList.repository(settings: settings, first: CalendarDate(year: 2026, month: 3, day: 1)!,
                                   more: { id in id % 5 == 0 ? ["snoozed": .bool(true)] : [:] })
        }
        let windowed = try Session(store: repository())
        let whole = try Session(store: repository(), windowRows: 100_000)
        for session in [windowed, whole] { session.environment.clock = { CalendarDate(year: 2026, month: 3, day: 2)! } }
        func say(_ session: Session, _ line: String) -> [String] {
            var speaker = Speaker(hearing: session.hearing)
            return speaker.lines(session.execute(line).announcements)
        }
        for line in ["sort due", "filter snoozed", "goto 40", "Snooze", "where", "next", "undo", "where", "goto 300",
                     "set due 2026-01-01", "where", "first", "where", "undo", "where", "next", "last", "where", "filter off", "where",
                     "search Item 1-2", "open 20", "where", "filter Item 2", "goto 700", "where", "section next", "where"] {
            let said = say(windowed, line)
            #expect(said == say(whole, line), "\(line)")
            #expect(!said.isEmpty && !said.contains { $0.contains("refus") }, "\(line) is said")
        }
    }
}
