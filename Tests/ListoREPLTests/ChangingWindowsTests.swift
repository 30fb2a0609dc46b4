import Foundation
import ListoAnnouncer
import ListoModel
@testable import ListoREPL
import ListoStore
import ListoTestSupport
import Testing

/// A change that adds, removes or moves rows in a long section costs the rows it
/// changes: it reads the rows beside where it puts one, never the section whole.
/// These sessions change a list of two long sections ("Part 1" and Completed, where
/// Done moves rows) read in windows from an in-memory repository that counts what
/// it hands out, beside one holding the same list whole, and must say the same and
/// leave the same rows stored.
@Suite struct ChangingWindowsTests {
    static let rowsPerSection = 3_000

    /// A row's fields in the order of their names.
    static func fields(_ row: Row) -> String {
        row.fields.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
    }

    /// With `doneEvery`, every row whose id is a multiple of it is done.
    static func repository(doneEvery: Int64? = nil) -> MemoryRepository {
        let tasks = Samples.library().library.list(named: "Tasks")!.settings
        var id: Int64 = 100
        let sections = ["Part 1", "Completed"].enumerated().map { s, header in
            Section(id: SectionID(Int64(s + 1)), header: header, position: Positions.spaced(s), rows: (0..<rowsPerSection).map { r in
                id += 1
                let done: [String: FieldValue] = doneEvery.map { id % $0 == 0 } == true ? ["done": .bool(true)] : [:]
                return Row(id: RowID(id), title: "Item \(s + 1)-\(r + 1)", fields: done, position: Positions.spaced(r))
            })
        }
        let list = ListDocument(id: ListID(1), name: "Long", position: Positions.gap, settings: tasks, sections: sections)
        return MemoryRepository(lists: [list], nextID: id + 100)
    }

    final class Changer {
        let repository: MemoryRepository
        let session: Session

        init(windowRows: Int? = nil, doneEvery: Int64? = nil) throws {
            repository = ChangingWindowsTests.repository(doneEvery: doneEvery)
            session = try Session(store: repository, windowRows: windowRows)
            session.environment.clock = { CalendarDate(year: 2026, month: 3, day: 2)! }
        }

        var rowsHeld: Int { session.library.lists.first!.sections.reduce(0) { $0 + $1.rows.count } }

        @discardableResult
        func say(_ line: String) -> [String] { session.execute(line).announcements.map { String(describing: $0) } }

        /// The rows stored, section by section, as ids, titles and positions.
        func stored() throws -> [[String]] {
            try repository.loadList(ListID(1), readingUpTo: .max).sections.map { s in
                s.rows.map { "\($0.id.raw) \($0.title) \($0.position) \($0.children.map(\.id.raw)) \(ChangingWindowsTests.fields($0))" }
            }
        }
    }

    static let script = [
        "goto 1500", "delete", "where", "undo", "where", "redo", "where", "undo",
        "move up", "where", "move down", "move down", "where", "undo", "undo", "redo", "where",
        "goto 2000", "Done", "where", "section 2", "last", "where", "goto 2000", "undo", "where", "redo", "where",
        "goto 700", "add Fresh row", "where", "undo", "redo", "where", "move to 5", "where", "undo", "move to 2999", "where",
        "goto 1200", "move top", "where", "move bottom", "where", "undo", "undo",
        "goto 2500", "indent", "where", "outdent", "where", "undo", "undo", "undo",
        "goto 1", "delete", "first", "where", "move up", "undo", "undo", "last", "delete", "where", "undo", "where",
        "goto 1000", "move to section Completed", "where", "undo", "where", "redo", "where", "undo",
    ]

    @Test func changesInAWindowSayAndStoreWhatAWholeListDoes() throws {
        let windowed = try Changer()
        let whole = try Changer(windowRows: 100_000)
        for line in Self.script {
            let reads = windowed.repository.reads
            #expect(windowed.say(line) == whole.say(line), "\(line)")
            #expect(windowed.repository.reads.wholeSections == reads.wholeSections, "no section is read whole: \(line)")
            #expect(windowed.repository.reads.rows - reads.rows <= 8 * windowed.session.environment.windowMargin,
                    "a change reads the rows near it: \(line)")
        }
        #expect(try windowed.stored() == whole.stored())
        // Windows are cut back once one passes 64 margins of rows, as moving on cuts them.
        let kept = 2 * 64 * windowed.session.environment.windowMargin
        #expect(windowed.rowsHeld <= kept, "memory holds windows, not sections: \(windowed.rowsHeld)")
    }

    /// An action, a field set or toggled, Done (a move to Completed), a move to a section
    /// and a delete on a selection of rows (ids, not a rule), and their undo and redo, read
    /// the rows selected, which the session holds, and the rows near the focus: never the
    /// sections they are in (Snooze on 1,000 rows selected of 2 × 100,000 read both whole).
    static let selectionScript = [
        "edit on", "goto 1500", "select 1400-1600", "Snooze", "where", "undo", "where", "redo", "undo",
        "toggle snoozed", "set due 2026-03-05", "undo", "undo", "Done", "where", "undo", "where", "redo", "where", "undo",
        "move to section Completed", "where", "undo", "delete selection", "where", "undo", "where", "redo", "undo", "where",
        "section 2", "goto 10", "select 5-30", "Snooze", "undo", "deselect all", "where",
    ]

    static let actingOnSelection: Set<String> = [
        "Snooze", "undo", "redo", "toggle snoozed", "set due 2026-03-05", "Done", "move to section Completed", "delete selection",
    ]

    @Test func aChangeToASelectionOfRowsReadsThoseRowsNotTheirSections() throws {
        let windowed = try Changer()
        let whole = try Changer(windowRows: 100_000)
        for line in Self.selectionScript {
            let reads = windowed.repository.reads
            #expect(windowed.say(line) == whole.say(line), "\(line)")
            guard Self.actingOnSelection.contains(line) else { continue }
            #expect(windowed.repository.reads.wholeSections == reads.wholeSections, "no section is read whole: \(line)")
            #expect(windowed.repository.reads.rows - reads.rows <= 8 * windowed.session.environment.windowMargin,
                    "a change to the selection reads the rows near focus: \(line) read \(windowed.repository.reads.rows - reads.rows)")
        }
        #expect(try windowed.stored() == whole.stored())
    }

    /// The same through SQLite, where rows changed in place have their values written and
    /// keep their places (no row steps aside): what is said and what is stored are what a
    /// list held whole says and stores.
    @Test(arguments: [false, true])
    func throughSQLiteAChangeToASelectionStoresWhatAWholeListDoes(rule: Bool) throws {
        let folder = Fixture.temporaryFolder()
        let path = folder.appendingPathComponent("selection.db").path
        let store = try Store(.file(path), seed: false)
        let list = try Self.repository(doneEvery: rule ? 7 : nil).loadList(ListID(1), readingUpTo: .max)
        try store.transaction {
            try store.insert(Library(lists: [list]))
            try store.executeForTesting("UPDATE counter SET next_id = 200000")
        }
        store.close()
        let copy = folder.appendingPathComponent("selection-whole.db").path
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        let windowed = try Session(store: try Store(.file(path), seed: false))
        let whole = try Session(store: try Store(.file(copy), seed: false), windowRows: 100_000)
        for session in [windowed, whole] { session.environment.clock = { CalendarDate(year: 2026, month: 3, day: 2)! } }
        func say(_ session: Session, _ line: String) -> [String] {
            var speaker = Speaker()
            return speaker.lines(session.execute(line).announcements)
        }
        for line in rule ? Self.ruleScript : Self.selectionScript {
            #expect(say(windowed, line) == say(whole, line), "\(line)")
            // Rows selected by their ids leave their sections windows (a rule of every row reads them all).
            guard !rule, Self.actingOnSelection.contains(line) else { continue }
            #expect(windowed.library.lists.first!.sections.allSatisfy { !$0.isLoaded }, "no section is read whole: \(line)")
        }
        let stored = { (s: Session) in
            try s.store.loadList(ListID(1), readingUpTo: .max).sections.map { $0.rows.map { "\($0.id.raw) \($0.title) \($0.position) \(Self.fields($0))" } }
        }
        #expect(try stored(windowed) == stored(whole))
    }

    /// An action on a selection kept as a rule (`select done`, `select not done`, `select
    /// all` with rows deselected) reads the rows the rule covers, each where it is, as the
    /// rule becomes ids: not the list (it read every section whole), and not one rank a row.
    static let ruleScript = [
        "edit on", "goto 1500", "select done", "Snooze", "where", "undo", "where", "redo", "undo", "deselect all",
        "select not done", "deselect 1500", "toggle snoozed", "where", "undo", "deselect all",
        "select done", "Done", "where", "undo", "where", "deselect all",
        "section 2", "goto 10", "select all", "deselect 12", "set due 2026-03-05", "undo", "deselect all", "where",
    ]

    @Test func aChangeToASelectionKeptAsARuleReadsTheRowsItCovers() throws {
        let windowed = try Changer(doneEvery: 7)
        let whole = try Changer(windowRows: 100_000, doneEvery: 7)
        for line in Self.ruleScript {
            let reads = windowed.repository.reads
            let selected = windowed.session.selectedCount
            var (heard, said) = (Speaker(), Speaker())
            #expect(heard.lines(windowed.session.execute(line).announcements) == said.lines(whole.session.execute(line).announcements), "\(line)")
            guard Self.actingOnSelection.contains(line) else { continue }
            let read = windowed.repository.reads.rows - reads.rows
            #expect(windowed.repository.reads.wholeSections == reads.wholeSections, "no section is read whole: \(line)")
            // Undo puts rows Done moved back between rows it reads, up to four a row: the store made the
            // actions before it on the rule's rows, which left them unread.
            let bound = (line == "undo" ? 4 : 1) * selected + 8 * windowed.session.environment.windowMargin
            #expect(read <= bound, "\(line) read \(read) rows for \(selected) selected, \(reads.rows) before")
        }
        #expect(try windowed.stored() == whole.stored())
    }

    /// Each part of the window after a change: counts, ranks and the rows' numbers.
    @Test func countsAndRanksFollowEachChange() throws {
        let c = try Changer()
        c.say("goto 1500")
        let document = { c.session.library.lists.first! }
        let part = { document().sections[0] }
        #expect(part().isWindow)
        let focus = document().row(RowID(100 + 1500))!
        #expect(document().rank(of: focus.id) == 1499)
        c.say("delete")
        #expect(part().count == Self.rowsPerSection - 1)
        #expect(document().rank(of: RowID(100 + 1501)) == 1499, "the row after takes its rank")
        #expect(document().rowCount == 2 * Self.rowsPerSection - 1)
        c.say("undo")
        #expect(part().count == Self.rowsPerSection)
        #expect(document().rank(of: focus.id) == 1499 && document().rank(of: RowID(100 + 1501)) == 1500)
        c.say("Done")
        #expect(part().count == Self.rowsPerSection - 1)
        #expect(document().sections[1].count == Self.rowsPerSection + 1)
        #expect(document().rank(of: focus.id) == Self.rowsPerSection, "Done puts the row last in Completed")
        #expect(!document().sections[1].isLoaded, "Completed is read only at its end")
        c.say("undo")
        #expect(document().sections[1].count == Self.rowsPerSection)
        #expect(document().rank(of: focus.id) == 1499)
        #expect(c.repository.reads.wholeSections == 0)
    }
}
