import Foundation
import ListoModel
@testable import ListoREPL
import ListoStore
import ListoTestSupport
import Testing

/// A long list grouped by a field is read in windows of its groups: the store gives
/// each group's ids in its order (`Repository.groupedRowIDs`), and grouping, moving,
/// jumping to a number and reading read the rows of a window by their ids, never a
/// section whole. A session reading so says what one holding the list whole says,
/// line for line, in English and in Spanish, through grouping by a date and by a
/// text, moving, changing a row's value (which moves it to another group) and going
/// back to the list's own sections.
@Suite struct GroupedWindowsTests {
    /// Rows due on one of 40 days around today, every seventh row with no date, every
    /// fifth done: Overdue, Earlier, Today, Tomorrow, This week, Later and No date.
    static func repository(others: [ListDocument] = []) -> MemoryRepository {
        var settings = Samples.library().library.list(named: "Tasks")!.settings
        if settings.field(named: "kind") == nil { settings.fields.append(FieldDeclaration("kind", .text)) }
        return LongDueList.repository(settings: settings, first: CalendarDate(year: 2026, month: 2, day: 20)!, more: { id in
            var fields: [String: FieldValue] = [:]
            if id % 5 == 0 { fields["done"] = .bool(true) }
            if id % 3 == 0 { fields["kind"] = .text(id % 2 == 0 ? "home" : "Work") }
            return fields
        }, others: others)
    }

    final class Reader {
        let repository: MemoryRepository
        let session: Session

        init(windowRows: Int? = nil, others: [ListDocument] = []) throws {
            repository = GroupedWindowsTests.repository(others: others)
            session = try Session(store: repository, windowRows: windowRows)
            session.environment.clock = { CalendarDate(year: 2026, month: 3, day: 2)! }
        }

        /// The rows the groups' windows hold.
        var rowsHeld: Int { session.cache.groups?.document.sections.reduce(0) { $0 + $1.rows.count } ?? 0 }

        /// What is said: a row's position in a group read in windows is its place there, not in the list, and is never said.
        func say(_ line: String) -> [String] { session.execute(line).announcements.flatMap { session.hearing.announcer.lines($0) } }
    }

    /// Commands that group, move or read, and read no section whole in windows.
    static let moving: Set<String> = [
        "group due", "next", "where", "sections", "goto 1500", "previous", "goto 900", "last", "first", "list", "more",
        "goto 2", "goto 100", "group kind", "group off", "dónde", "lista",
    ]

    static let script = [
        "group due", "where", "next", "next", "where", "sections", "section next", "where", "goto 2", "where", "list", "more",
        "section next", "section next", "goto 900", "where", "previous", "where", "last", "where", "first", "where",
        "section next", "section next", "section next", "section next", "section next", "goto 1500", "where", "list",
        "group kind", "where", "next", "next", "where", "goto 100", "where", "section next", "where", "list",
        "group due", "language es", "dónde", "sección siguiente", "dónde", "lista", "language en",
        "group off", "where", "goto 100", "where",
        "group due", "next", "next", "set due 2026-03-02", "where", "section next", "where", "undo", "where",
    ]

    /// `group off` on a row focused far into a group keeps it focused, in its own
    /// section, as a list read whole does; reading that row into the list may read
    /// more than a window (166 MB once on 2 x 500,000 rows, debug build).
    @Test func groupOffKeepsTheRowFocused() throws {
        let windowed = try Reader()
        let whole = try Reader(windowRows: 100_000)
        for line in ["group due", "goto 900", "group off", "where", "next"] {
            #expect(windowed.say(line) == whole.say(line), "\(line)")
        }
    }

    /// Changes, each undone and redone, on rows far into a group (rename, set, an action,
    /// delete, add, an action on rows selected) and `section next` and `section previous`:
    /// each reads the rows it names, never a section whole, and says what a session
    /// holding the list whole says, in English and in Spanish.
    static let changes = [
        "group due", "goto 900", "rename . to Renamed far", "where", "undo", "where", "redo", "where", "undo",
        "set due 2026-03-02", "where", "next", "where", "undo", "where", "redo", "where", "previous", "undo",
        "goto 700", "do Snooze", "where", "undo", "where", "redo", "undo",
        "goto 500", "delete .", "where", "next", "undo", "where", "redo", "where", "undo", "where",
        "add New row", "where", "previous", "undo", "where", "redo", "where", "undo",
        "set 3 due 2026-03-03", "where", "toggle done", "where", "undo", "undo", "where",
        "section next", "where", "section next", "where", "section previous", "where", "goto 40", "section previous", "where",
        "edit on", "goto 300", "select .", "next", "select .", "goto 310", "select .", "do Snooze", "where", "undo", "where", "redo",
        "where", "undo", "delete .", "where", "undo", "where", "deselect all", "edit off",
        "language es", "ir 800", "renombrar . a Lejos", "dónde", "deshacer", "poner due 2026-03-02", "dónde", "deshacer", "dónde",
        "borrar .", "dónde", "deshacer", "dónde", "añadir Nueva", "dónde", "deshacer", "dónde", "sección siguiente", "dónde",
        "language en", "group off", "where", "next",
    ]

    @Test func aChangeInAGroupedListReadsNoSectionWhole() throws {
        let windowed = try Reader()
        let whole = try Reader(windowRows: 100_000)
        for line in Self.changes {
            let reads = windowed.repository.reads
            #expect(windowed.say(line) == whole.say(line), "\(line)")
            #expect(windowed.repository.reads.wholeSections == reads.wholeSections, "no section is read whole: \(line)")
            #expect(windowed.rowsHeld <= 4 * windowed.session.environment.windowMargin + 200, "only windows are read: \(line)")
        }
        #expect(windowed.session.storedDocument.isWindowed)
    }

    /// A row moved from a list grouped in its own order to another list, and the undo
    /// and redo of it, read the row and the rows beside where it goes back, never a
    /// section of the grouped list whole, and say what a list read whole says, in English
    /// and in Spanish; a move to a section names a group there, as a list read whole does.
    @Test func aMoveToAListFromAGroupedListReadsNoSectionWhole() throws {
        // A short list to move rows to: its one section is read whole, as any short list is.
        let other = ListDocument(id: ListID(2), name: "Other", position: Positions.spaced(2), sections: [
            Section(id: SectionID(9), header: "Inbox", position: Positions.gap, rows: [Row(id: RowID(9_000), title: "Waiting", position: Positions.gap)]),
        ])
        let windowed = try Reader(others: [other])
        let whole = try Reader(windowRows: 100_000, others: [other])
        for line in ["group due", "goto 900", "move to list Other", "where", "next", "where", "undo", "where", "redo", "where", "undo", "where",
                     "move to section Today", "where", "move up", "where",
                     "language es", "ir 700", "mover a lista Other", "dónde", "deshacer", "dónde", "rehacer", "dónde", "language en"] {
            let reads = windowed.repository.reads
            #expect(windowed.say(line) == whole.say(line), "\(line)")
            // A move to Other reads its one section, of one row, where the rows go.
            let toOther = line == "move to list Other" || line == "mover a lista Other" ? 1 : 0
            #expect(windowed.repository.reads.wholeSections <= reads.wholeSections + toOther, "no section of Long is read whole: \(line)")
            #expect(windowed.rowsHeld <= 4 * windowed.session.environment.windowMargin + 200, "only windows are read: \(line)")
        }
        let stillWindowed = windowed.session.storedDocument.isWindowed
        #expect(stillWindowed)
    }

    @Test func aGroupedListReadInWindowsSaysWhatItSaysReadWhole() throws {
        let windowed = try Reader()
        let whole = try Reader(windowRows: 100_000)
        #expect(windowed.session.storedDocument.isWindowed)
        var changed = false
        for line in Self.script {
            let reads = windowed.repository.reads
            #expect(windowed.say(line) == whole.say(line), "\(line)")
            changed = changed || line.hasPrefix("set")
            if Self.moving.contains(line) && !changed {
                #expect(windowed.repository.reads.wholeSections == reads.wholeSections, "no section is read whole: \(line)")
                #expect(windowed.rowsHeld <= 4 * windowed.session.environment.windowMargin + 200, "only windows are read: \(line)")
            }
        }
        #expect(windowed.repository.reads.groupings > 0, "the store grouped the list")
    }
}

extension GroupedWindowsTests {
    /// A search in a grouped list read in windows says its hits by the list's sections,
    /// as a list read whole does, read a page at a time from the store in the list's own
    /// order by position; `open N` reads the row where its group holds it. The search,
    /// its pages and `open N` read no section whole.
    @Test func aSearchInAGroupedListReadsNoSectionWhole() throws {
        let windowed = try Reader()
        let whole = try Reader(windowRows: 100_000)
        for line in ["group due", "goto 900", "search Item 2-1", "more", "more", "open 40", "where", "next", "where",
                     "search Item 1-177", "open 5", "where", "search Item 1-2", "more", "open 111", "where", "previous", "where",
                     "search Item 2-2", "open 3", "where", "next", "where"] {
            let reads = windowed.repository.reads
            let said = windowed.say(line)
            #expect(said == whole.say(line), "\(line)")
            #expect(!said.isEmpty && !said.contains { $0.contains("refus") }, "\(line) is said")
            #expect(windowed.repository.reads.wholeSections == reads.wholeSections, "no section is read whole: \(line)")
            #expect(windowed.repository.reads.rows - reads.rows <= 200, "a page of rows is read: \(line)")
        }
    }
}
