import ListoAnnouncer
import ListoModel
@testable import ListoREPL
import Foundation
import ListoStore
import ListoTestSupport
import Testing

/// `delete selection` on a selection kept as a rule (`select all`, `select done`) in a
/// long list is made by the store in a few statements: the rows are counted there and
/// never read, their undo puts them back from the store. These sessions do it on a list
/// of two sections of 3,000 rows read in windows from an in-memory repository that
/// counts what it hands out, beside one holding the same list whole, and must say the
/// same and leave the same rows stored.
@Suite struct BulkSelectionTests {
    static let rowsPerSection = 3_000

    /// Every seventh row done; rows 10 and 3,020 hold two subtasks; `pinned` rows can't be deleted.
    static func repository(pinned: Set<Int> = [], subtaskPinned: Bool = false) -> MemoryRepository {
        MemoryRepository(lists: [list(pinned: pinned, subtaskPinned: subtaskPinned)], nextID: 200_000)
    }

    static func list(pinned: Set<Int> = [], subtaskPinned: Bool = false) -> ListDocument {
        let tasks = Samples.library().library.list(named: "Tasks")!.settings
        var id: Int64 = 100
        var n = 0
        let sections = (0..<2).map { s in
            Section(id: SectionID(Int64(s + 1)), header: "Part \(s + 1)", position: Positions.spaced(s), rows: (0..<rowsPerSection).map { r in
                id += 1
                n += 1
                var fields: [String: FieldValue] = [:]
                if n % 7 == 0 { fields["done"] = .bool(true) }
                var row = Row(id: RowID(id), title: "Item \(s + 1)-\(r + 1)", fields: fields, deleteDisabled: pinned.contains(n),
                              position: Positions.spaced(r))
                if n == 10 || n == 3_020 {
                    row.children = (0..<2).map { c in
                        Row(id: RowID(100_000 + Int64(n * 10 + c)), title: "Step \(n)-\(c + 1)", deleteDisabled: subtaskPinned && c == 1,
                            position: Positions.spaced(c))
                    }
                }
                return row
            })
        }
        return ListDocument(id: ListID(1), name: "Long", position: Positions.gap, settings: tasks, sections: sections)
    }

    final class Deleter {
        let repository: MemoryRepository
        let session: Session

        init(windowRows: Int? = nil, pinned: Set<Int> = [], subtaskPinned: Bool = false) throws {
            repository = BulkSelectionTests.repository(pinned: pinned, subtaskPinned: subtaskPinned)
            session = try Session(store: repository, windowRows: windowRows)
            session.environment.clock = { CalendarDate(year: 2026, month: 3, day: 2)! }
        }

        @discardableResult
        func say(_ line: String) -> [String] {
            var speaker = Speaker()
            return speaker.lines(session.execute(line).announcements)
        }

        func stored() throws -> [[String]] {
            try repository.loadList(ListID(1), readingUpTo: .max).sections.map { s in
                s.rows.map { "\($0.id.raw) \($0.title) \($0.position) \($0.fields) \($0.children.map(\.id.raw))" }
            }
        }
    }

    static let scripts: [[String]] = [
        ["edit", "select all", "goto 5", "delete selection", "where", "undo", "where", "redo", "where", "undo", "where", "list"],
        ["edit", "goto 7", "select done", "delete selection", "where", "undo", "where", "goto 2999", "redo", "where", "undo", "where"],
        ["edit", "goto 8", "select done", "deselect 14", "deselect 21", "delete selection", "where", "goto 1", "undo", "where",
         "add Fresh", "undo", "undo", "where"],
        ["edit", "select all", "section 2", "goto 3", "deselect", "goto 10", "delete selection", "where", "undo", "where"],
        // Undo brings the rows back selected: deselected, the next rule is made afresh.
        ["language es", "edit", "select all", "goto 3", "delete selection", "where", "undo", "where", "redo", "undo",
         "deselect all", "select done", "delete selection", "undo", "language en"],
        // Last: expand reads its section whole, as it does on any long list.
        ["edit", "goto 10", "expand", "next", "select not done", "delete selection", "where", "undo", "where", "redo", "where"],
    ]

    static let selecting: Set<String> = ["select all", "select done", "select not done", "delete selection", "undo", "redo"]

    @Test(arguments: scripts.indices)
    func aWholeSelectionIsDeletedByTheStoreSayingWhatAWholeListSays(script: Int) throws {
        let ruled = try Deleter()
        let whole = try Deleter(windowRows: 100_000)
        for line in Self.scripts[script] {
            let reads = ruled.repository.reads
            #expect(ruled.say(line) == whole.say(line), "\(line)")
            // Selecting, deleting the selection and its undo and redo read the rows near focus, never a section.
            guard Self.selecting.contains(line) else { continue }
            #expect(ruled.repository.reads.wholeSections == reads.wholeSections, "no section is read whole: \(line)")
            #expect(ruled.repository.reads.rows - reads.rows <= 8 * ruled.session.environment.windowMargin, "rows read: \(line)")
        }
        #expect(try ruled.stored() == whole.stored())
    }

    /// A row that can't be deleted, or holds a subtask that can't, refuses the delete
    /// by its name, as row by row it did, and nothing is deleted.
    @Test(arguments: [false, true])
    func aRowThatCantBeDeletedRefusesByName(subtask: Bool) throws {
        let pinned: Set<Int> = subtask ? [] : [2_000, 3_500]
        let ruled = try Deleter(pinned: pinned, subtaskPinned: subtask)
        let whole = try Deleter(windowRows: 100_000, pinned: pinned, subtaskPinned: subtask)
        for line in ["edit", "select all", "delete selection", "where", "select done", "delete selection"] {
            #expect(ruled.say(line) == whole.say(line), "\(line)")
        }
        #expect(try ruled.stored() == whole.stored())
        #expect(ruled.repository.savedSteps == 0)
    }

    /// The rows kept for undo go when undo puts them back, when the history lets the
    /// step go, and when the session ends.
    @Test func theRowsKeptForUndoAreLetGo() throws {
        let ruled = try Deleter()
        ruled.say("edit")
        ruled.say("select all")
        ruled.say("delete selection")
        #expect(ruled.repository.savedSteps == 1)
        ruled.say("undo")
        #expect(ruled.repository.savedSteps == 0)
        ruled.say("redo")
        ruled.say("add Fresh")
        #expect(ruled.repository.savedSteps == 1, "the step is still in the history")
        ruled.session.state.undoStack.removeAll()
        ruled.say("where")
        #expect(ruled.repository.savedSteps == 0)
        let ending = try Deleter()
        for line in ["edit", "select done", "delete selection"] { ending.say(line) }
        #expect(ending.repository.savedSteps == 1)
        try ending.session.end()
        #expect(ending.repository.savedSteps == 0)
    }

    /// A store that fails to let go of the rows kept for undo, once the history has let
    /// their step go, is said in one `Error:` line after the answer, which is said whole;
    /// the rows stay kept and counted as kept, and the next command lets them go.
    @Test func aStoreThatFailsToLetGoOfTheRowsKeptIsSaidInOneLine() throws {
        let path = Fixture.temporaryFolder().appendingPathComponent("let-go.db").path
        try WindowTests.longStore(at: path, sections: 2, rows: 300)
        let h = try Harness(arguments: ["--store", path], windowRows: 100)
        for line in ["edit", "select all", "delete selection"] { h.say(line) }
        let store = try #require(h.session.store as? Store)
        let saved = try #require(h.session.state.savedRows.first)
        let kept = { try store.tally(ofSaved: saved, in: ListID(1)).counts.values.reduce(0, +) }
        #expect(try kept() == 600)
        // SQLite refuses to delete a row kept for undo, on this connection alone, while the trigger is there.
        try store.executeForTesting("CREATE TEMP TRIGGER refuse BEFORE DELETE ON saved_rows BEGIN SELECT RAISE(FAIL, 'disk I/O error'); END")
        let answer = h.say("where")
        h.session.state.undoStack.removeAll()
        let said = h.say("where")
        #expect(said.dropLast() == answer, "the answer is said whole first")
        #expect(said.last == "Error: saving to \(path) failed: disk I/O error. Nothing was changed.")
        #expect(said.filter { $0.hasPrefix("Error:") }.count == 1)
        #expect(h.session.state.savedRows == [saved])
        #expect(try kept() == 600)
        try store.executeForTesting("DROP TRIGGER refuse")
        #expect(h.say("where") == answer)
        #expect(h.session.state.savedRows.isEmpty)
        #expect(try kept() == 0)
    }

    /// The same through SQLite: the rows counted, kept aside, deleted and put back by
    /// its statements, the list held as windows throughout.
    @Test func throughSQLiteTheSameIsSaidAndStored() throws {
        let folder = Fixture.temporaryFolder()
        let path = folder.appendingPathComponent("bulk.db").path
        let store = try Store(.file(path), seed: false)
        try store.transaction {
            try store.insert(Library(lists: [Self.list()]))
            try store.executeForTesting("UPDATE counter SET next_id = 200000")
        }
        store.close()
        let copy = folder.appendingPathComponent("bulk-whole.db").path
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        let ruled = try Session(store: try Store(.file(path), seed: false))
        let whole = try Session(store: try Store(.file(copy), seed: false), windowRows: 100_000)
        func say(_ session: Session, _ line: String) -> [String] {
            var speaker = Speaker()
            return speaker.lines(session.execute(line).announcements)
        }
        for script in Self.scripts {
            for line in ["edit off", "deselect all"] + script {
                let held = WindowTests.readRows(ruled)
                #expect(say(ruled, line) == say(whole, line), "\(line)")
                // Selecting, deleting the selection and its undo and redo read the rows near focus, never a section
                // (expand reads its section whole, as it does on any long list).
                guard Self.selecting.contains(line), !script.contains("expand") else { continue }
                #expect(WindowTests.readRows(ruled) - held <= 16 * ruled.environment.windowMargin, "rows read: \(line)")
            }
        }
        let stored = { (s: Session) in try s.store.loadList(ListID(1), readingUpTo: .max).sections.map { $0.rows.map(\.id) } }
        #expect(try stored(ruled) == stored(whole))
        try ruled.end()
        let left = try Store(.file(path), seed: false)
        #expect(try left.tally(ofSaved: 0, in: ListID(1)).count == 0)
    }
}
