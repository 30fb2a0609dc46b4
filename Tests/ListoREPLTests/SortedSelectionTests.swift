import Foundation
import ListoModel
@testable import ListoREPL
import ListoStore
import ListoTestSupport
import Testing

/// A selection kept as a rule (`select all`, `select done`, `select not done`) in a long
/// list sorted by a field (or grouped by one) is acted on by the store, as in a list in its own order: an
/// action or a set that leaves the field alone (Snooze, `set selection`, `toggle
/// selection`), `delete selection`, and their undo and redo read no section whole and
/// say, line for line, what a session holding the list whole says, in English and in
/// Spanish: the rows named first, where focus goes and where undo puts it are those of
/// the field's order.
@Suite struct SortedSelectionTests {
    final class Reader {
        let repository: MemoryRepository
        let session: Session

        init(windowRows: Int? = nil) throws {
            repository = GroupedWindowsTests.repository()
            session = try Session(store: repository, windowRows: windowRows)
            session.environment.clock = { CalendarDate(year: 2026, month: 3, day: 2)! }
        }

        /// The rows held, in the list's sections and its groups' windows.
        var rowsHeld: Int {
            let held = { (sections: [Section]) in sections.reduce(0) { $0 + $1.rows.count } }
            return held(session.library.lists.first!.sections) + held(session.cache.groups?.document.sections ?? [])
        }

        /// What is said, as a person hears it.
        func say(_ line: String) -> [String] { session.execute(line).announcements.flatMap { session.hearing.announcer.lines($0) } }
    }

    /// Lines that read where they go (moving, sorting, grouping, a language), not a change.
    static let reading: Set<String> = ["where", "next", "previous", "first", "last", "dónde", "siguiente", "language es", "language en"]

    static func script(order: String) -> [String] {
        [
            order, "goto 1500", "edit on", "select all", "do Snooze", "where", "next", "where", "undo", "where", "redo", "where",
            "undo", "where", "deselect all", "select done", "do Snooze", "where", "undo", "where",
            "deselect all", "select not done", "set selection snoozed true", "where", "undo", "where", "redo", "where", "undo", "where",
            "deselect all", "select all", "toggle selection snoozed", "where", "undo", "delete selection", "where", "undo", "where", "next", "where", "redo", "where",
            "undo", "where", "deselect all", "goto 40", "select done", "delete selection", "where", "undo", "where", "deselect all",
            "select all", "goto 1499", "deselect .", "goto 1501", "deselect .", "goto 1500", "delete selection", "where", "next", "where",
            "undo", "where", "redo", "where", "undo", "deselect all",
            "language es", "ir 700", "seleccionar todo", "hacer Posponer", "dónde", "deshacer", "dónde", "rehacer", "dónde",
            "deshacer", "dónde", "borrar selección", "dónde", "deshacer", "dónde", "siguiente", "dónde", "deseleccionar todo",
            "language en", "where", "last", "where",
        ]
    }

    /// Grouped, an action, a set and `delete selection` on the rule, their undo and redo.
    static let groupedScript = [
        "group due", "goto 1500", "edit on", "select all", "do Snooze", "where", "next", "where", "undo", "where", "redo", "where",
        "undo", "where", "deselect all", "select done", "do Snooze", "where", "undo", "where",
        "deselect all", "select not done", "set selection snoozed true", "where", "undo", "where", "redo", "where", "undo", "where",
        "deselect all", "select all", "toggle selection snoozed", "where", "undo", "where", "next", "where",
        "delete selection", "where", "undo", "where", "next", "where", "redo", "where", "undo", "where", "deselect all",
        "goto 40", "select done", "delete selection", "where", "next", "where", "undo", "where", "redo", "where", "undo", "where", "deselect all",
        "select all", "goto 1499", "deselect .", "goto 1501", "deselect .", "goto 1500", "delete selection", "where", "next", "where",
        "undo", "where", "redo", "where", "undo", "deselect all",
        "language es", "ir 700", "seleccionar todo", "hacer Posponer", "dónde", "deshacer", "dónde", "rehacer", "dónde",
        "deshacer", "dónde", "borrar selección", "dónde", "deshacer", "dónde", "siguiente", "dónde",
        "deseleccionar todo", "language en", "where", "last", "where",
    ]

    func run(_ script: [String]) throws {
        let windowed = try Reader()
        let whole = try Reader(windowRows: 100_000)
        #expect(windowed.session.storedDocument.isWindowed)
        for line in script {
            let reads = windowed.repository.reads
            let said = windowed.say(line)
            #expect(said == whole.say(line), "\(line)")
            #expect(!said.isEmpty, "\(line) is said")
            if !Self.reading.contains(line) && !line.hasPrefix("goto") && !line.hasPrefix("ir ") {
                #expect(windowed.repository.reads.wholeSections == reads.wholeSections, "no section is read whole: \(line)")
            }
            #expect(windowed.rowsHeld <= 8 * windowed.session.environment.windowMargin + 300, "only windows are held: \(line)")
        }
        #expect(windowed.repository.reads.wholeSections == 0, "no section was read whole")
        #expect(windowed.session.storedDocument.isWindowed, "still read in windows")
    }

    @Test func aRuleInASortedListIsActedOnByTheStore() throws {
        try run(Self.script(order: "sort due"))
    }

    @Test func aRuleInAGroupedListIsActedOnByTheStore() throws {
        try run(Self.groupedScript)
    }

    /// A rule made before the list is sorted or grouped stays a rule: the order and the
    /// groups change no row's place in it, so nothing is read to turn it into ids.
    static let ruleThenOrder = [
        "goto 1500", "edit on", "select all", "sort due", "where", "do Snooze", "where", "undo", "where", "sort manual", "where",
        "sort due", "delete selection", "where", "undo", "where", "sort manual", "deselect all", "select done", "sort due", "where",
        "do Snooze", "where", "undo", "where", "deselect all", "language es", "seleccionar todo", "ordenar manual", "dónde",
        "language en", "where",
    ]

    @Test func aRuleMadeBeforeSortingStaysARule() throws {
        try run(Self.ruleThenOrder)
    }
}

extension SortedSelectionTests {
    /// The same in a list sorted by a field through SQLite, which counts the rule's rows
    /// in the order of their positions: the rows named first, where focus goes after a
    /// delete and where undo puts it are those of the field's order, as a list held whole
    /// says them, and what is stored after is what it stores.
    @Test func throughSQLiteASortedListSaysAndStoresWhatAWholeListDoes() throws {
        try throughSQLite(Self.script(order: "sort due"))
    }

    /// The same grouped by a field, where the store groups the rows it keeps (`groupedRowIDs`)
    /// and deletes the rule's rows: what is said after each delete, undo and redo, and the
    /// rows stored after, are those of a list held whole.
    @Test func throughSQLiteAGroupedListSaysAndStoresWhatAWholeListDoes() throws {
        try throughSQLite(Self.groupedScript)
    }

    func throughSQLite(_ script: [String]) throws {
        let folder = Fixture.temporaryFolder()
        let path = folder.appendingPathComponent("sorted-rule.db").path
        let store = try Store(.file(path), seed: false)
        let list = try GroupedWindowsTests.repository().loadList(ListID(1), readingUpTo: .max)
        try store.transaction {
            try store.insert(Library(lists: [list]))
            try store.executeForTesting("UPDATE counter SET next_id = 200000")
        }
        store.close()
        let copy = folder.appendingPathComponent("sorted-rule-whole.db").path
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        let windowed = try Session(store: try Store(.file(path), seed: false))
        let whole = try Session(store: try Store(.file(copy), seed: false), windowRows: 100_000)
        for session in [windowed, whole] { session.environment.clock = { CalendarDate(year: 2026, month: 3, day: 2)! } }
        func say(_ session: Session, _ line: String) -> [String] { session.execute(line).announcements.flatMap { session.hearing.announcer.lines($0) } }
        for line in script {
            #expect(say(windowed, line) == say(whole, line), "\(line)")
        }
        #expect(windowed.storedDocument.isWindowed, "still read in windows")
        #expect(windowed.library.lists.first!.sections.allSatisfy { !$0.isLoaded }, "no section is read whole")
        let stored = { (s: Session) in
            try s.store.loadList(ListID(1), readingUpTo: .max).sections.map { $0.rows.map { "\($0.id.raw) \($0.title) \($0.position) \($0.fields.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })" } }
        }
        let (mine, theirs) = (try stored(windowed).joined(), try stored(whole).joined())
        #expect(mine.count == theirs.count)
        #expect(zip(mine, theirs).first { $0 != $1 } == nil, "the rows stored")
    }
}
