import Foundation
import ListoModel
import ListoStore
import ListoTestSupport
import Testing

@Suite struct StoreTests {
    func path() -> String { Fixture.temporaryFolder().appendingPathComponent("sub/listo.db").path }

    @Test func migrationsRunOnceAndRecordTheVersion() throws {
        let file = path()
        let first = try Store(.file(file), seed: true)
        #expect(first.schemaVersion == Store.knownSchemaVersion)
        let again = try Store(.file(file), seed: true)
        #expect(again.schemaVersion == Store.knownSchemaVersion)
        #expect(try again.loadLibrary().lists.map(\.name) == ["Tasks", "Articles", "Inbox", "Archive"], "seeded once only")
    }

    /// A change rolled back (Ctrl-C) had moved this session's journal position past
    /// entries SQLite then gave out again to another session's commit, which this one
    /// never heard; its position goes back with the rollback.
    @Test func aChangeRolledBackLeavesTheSessionWhereItWasInTheJournal() throws {
        struct Stopped: Error {}
        let file = path()
        let a = try Store(.file(file), seed: true)
        let b = try Store(.file(file), seed: false)
        a.library = try a.loadLibrary()
        let tasks = a.library.list(named: "Tasks")!
        let row = tasks.sections[0].rows[0]
        let before = a.appliedSeq
        #expect(throws: Stopped.self) {
            try a.transaction {
                var touched = Changes(list: tasks.id)
                touched.rows = [row.id]
                try a.persist(touched, from: a.library)
                throw Stopped()
            }
        }
        #expect(a.appliedSeq == before)
        b.library = try b.loadLibrary(open: tasks.id, readingUpTo: .max)
        try b.commit(open: tasks.id, readingUpTo: .max, catchUp: {}) { _ in .renameRow(list: tasks.id, row: row.id, title: "Rye") }
        guard case .changes(let news) = try a.news(loaded: { _ in true }) else { Issue.record("fell behind"); return }
        #expect(news.flatMap(\.rows).map(\.row.title) == ["Rye"])
    }

    @Test func whatIsWrittenIsWhatIsReadBack() throws {
        let file = path()
        let store = try Store(.file(file), seed: true)
        var library = try store.loadLibrary()
        let tasks = library.list(named: "Tasks")!
        let bread = tasks.sections[0].rows[0].id
        let outcome = try run([.runAction(list: tasks.id, rows: [bread], action: tasks.settings.leadingActions[0])], &library, store)[0]
        #expect(outcome.changes.rows == [bread])
        let reopened = try Store(.file(file), seed: false)
        #expect(try reopened.loadList(tasks.id) == library.list(tasks.id)!)
        let inbox = try reopened.loadList(library.list(named: "Inbox")!.id)
        #expect(inbox.sections[0].rows[0].children[0].children[0].title == "Your answer", "threads come back whole")
    }

    /// Runs operations as the session does: apply, then write what they touched, in one transaction.
    func run(_ operations: [ListoModel.Operation], _ library: inout Library, _ store: Store) throws -> [Outcome] {
        try operations.map { operation in
            try store.transaction { () throws -> Outcome in
                let outcome = try apply(operation, to: &library)
                try store.persist(outcome.changes, from: library)
                return outcome
            }
        }
    }

    /// A section's count of top-level rows follows every write, so that a list is
    /// counted without reading its rows: adds, moves between sections, indenting
    /// into a row and deleting are each counted once.
    @Test func eachSectionKeepsTheCountOfItsTopLevelRows() throws {
        let file = path()
        let store = try Store(.file(file), seed: true)
        var library = try store.loadLibrary()
        let tasks = library.list(named: "Tasks")!
        func counts() throws -> [Int] {
            var out: [Int] = []
            for section in tasks.sections {
                out.append(Int(try store.sectionRowCount(section.id)))
            }
            return out
        }
        let before = tasks.sections.map(\.rows.count)
        #expect(try counts() == before)
        #expect(try store.rowCount(of: tasks.id) == before.reduce(0, +))
        let first = tasks.sections[0].rows[0].id
        let second = tasks.sections[1].rows[1].id
        _ = try run([.moveRows(list: tasks.id, rows: [first], section: tasks.sections[1].id, placement: .bottom)], &library, store)
        #expect(try counts() == [before[0] - 1, before[1] + 1])
        _ = try run([.indentRow(list: tasks.id, row: second)], &library, store)
        #expect(try counts() == [before[0] - 1, before[1]], "a row indented into another is no longer counted at the top")
        _ = try run([.deleteRows(list: tasks.id, rows: [first])], &library, store)
        #expect(try counts() == [before[0] - 1, before[1] - 1])
        let reopened = try Store(.file(file), seed: false)
        #expect(try reopened.rowCount(of: tasks.id) == library.list(tasks.id)!.rowCount)
    }

    @Test func anOutlineFortyLevelsDeepWithItsExpansionComesBackWhole() throws {
        let file = path()
        let store = try Store(.file(file), seed: true)
        var library = try store.loadLibrary()
        let tasks = library.list(named: "Tasks")!
        var parent = tasks.sections[0].rows[0].id
        var operations: [ListoModel.Operation] = []
        for depth in 2...40 {
            let id = RowID(Int64(10_000 + depth))
            operations.append(.addChild(list: tasks.id, parent: parent, id: id, title: "Level \(depth)", placement: .bottom))
            parent = id
        }
        _ = try run(operations, &library, store)
        _ = try run([.setExpanded(list: tasks.id, row: RowID(10_010), expanded: false, all: false)], &library, store)
        let reopened = try Store(.file(file), seed: false)
        let read = try reopened.loadList(tasks.id)
        #expect(read == library.list(tasks.id)!)
        #expect(read.level(of: RowID(10_040)) == 40)
        #expect(read.row(RowID(10_009))!.expanded && !read.row(RowID(10_010))!.expanded, "expansion is kept per row of the list")
        // Deleting near the top takes every level below it out of the store too.
        let deleted = try run([.deleteRows(list: tasks.id, rows: [RowID(10_003)])], &library, store)
        #expect(deleted[0].events == [.rowsDeleted(titles: ["Level 3"], remaining: 0, below: 37)])
        #expect(try Store(.file(file), seed: false).loadList(tasks.id) == library.list(tasks.id)!)
        _ = try run([deleted[0].inverse], &library, store)
        let back = try Store(.file(file), seed: false).loadList(tasks.id)
        #expect(back.level(of: RowID(10_040)) == 40, "undo writes the whole subtree back")
        #expect(back == library.list(tasks.id)!)
    }

    @Test func theJournalIsPrunedAndAConnectionBehindThePruningIsToldSo() throws {
        let file = path()
        let a = try Store(.file(file), seed: true)
        let b = try Store(.file(file), seed: false)
        // As if other sessions had written thirty thousand entries since b looked.
        try a.executeForTesting(
            "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 30000) INSERT INTO journal(origin, list_id, kind) SELECT 1, 1, 'list' FROM n")
        var library = try a.loadLibrary()
        let tasks = library.list(named: "Tasks")!
        try a.transaction {
            let outcome = try apply(.renameRow(list: tasks.id, row: tasks.sections[0].rows[0].id, title: "Buy rye bread"), to: &library)
            try a.persist(outcome.changes, from: library)
        }
        #expect(try b.entriesSinceLastLook() == nil, "the entries b had not read were pruned")
        #expect(try b.entriesSinceLastLook() == [], "after that b is up to date")
    }

    @Test func anotherConnectionsCommitIsReadBackFromTheJournal() throws {
        let file = path()
        let a = try Store(.file(file), seed: true)
        let b = try Store(.file(file), seed: false)
        #expect(try a.entriesSinceLastLook() == [])
        var library = try b.loadLibrary()
        let tasks = library.list(named: "Tasks")!
        let bread = tasks.sections[0].rows[0].id
        try b.transaction {
            let outcome = try apply(.renameRow(list: tasks.id, row: bread, title: "Buy rye bread"), to: &library)
            try b.persist(outcome.changes, from: library)
        }
        #expect(try b.entriesSinceLastLook() == [], "a connection never hears its own commits")
        guard case .changes(let changes) = try a.news(loaded: { _ in true }) else {
            Issue.record("a fell behind after one change")
            return
        }
        #expect(changes.count == 1)
        #expect(changes.first?.rows.map(\.row.title) == ["Buy rye bread"])
        #expect(changes.first?.rows.map(\.row.id) == [bread])
        #expect(try a.entriesSinceLastLook() == [], "heard once")
    }

    @Test func twoRowsCannotShareAPositionInTheSchema() throws {
        let store = try Store(.file(path()), seed: true)
        let library = try store.loadLibrary()
        let pending = library.list(named: "Tasks")!.sections[0]
        #expect(throws: DatabaseError.self) {
            try store.executeForTesting(
                "UPDATE rows SET position = \(pending.rows[0].position) WHERE id = \(pending.rows[1].id.raw)")
        }
    }

    @Test func aFileThatIsNotAStoreIsRefusedAndLeftAlone() throws {
        let file = path()
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let text = String(repeating: "not a database\n", count: 100)
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        #expect(throws: StoreError.notAStore(path: file)) { try Store(.file(file), seed: true) }
        #expect(try String(contentsOfFile: file, encoding: .utf8) == text)
    }

    @Test func anOlderStoreGainsTheSettingsTableAndKeepsItsLists() throws {
        let file = path()
        try Store(.file(file), seed: false, version: 2).executeForTesting(Fixture.oldStoreRows)
        let store = try Store(.file(file), seed: false)
        #expect(try store.settings().isEmpty)
        try store.saveSettings(["speech.rate": "40", "speech.voice": nil])
        #expect(try Store(.file(file), seed: false).settings() == ["speech.rate": "40"])
        #expect(try store.loadLibrary().lists.map(\.name) == ["Old"])
    }

    @Test func aNewerSchemaIsRefused() throws {
        let file = path()
        let store = try Store(.file(file), seed: false)
        try store.executeForTesting("PRAGMA user_version = 99")
        #expect(throws: StoreError.newerSchema(path: file, version: 99, known: Store.knownSchemaVersion)) { try Store(.file(file), seed: false) }
    }

    @Test func aReadOnlyFileOpensReadOnly() throws {
        let file = path()
        _ = try Store(.file(file), seed: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file) }
        // Root can write anything; the store still honours the file's mode bits.
        let store = try Store(.file(file), seed: true)
        #expect(store.isReadOnly)
        #expect(try store.loadLibrary().lists.count == 4)
    }

    @Test func exportImportExportGivesTheSameBytes() throws {
        for format in Exchange.Format.allCases {
            let source = try Store(.memory, seed: true)
            let first = Exchange.export(try source.documents(), format: format)
            let target = try Store(.memory, seed: false)
            _ = try target.importLists(first, format: format)
            let second = Exchange.export(try target.documents(), format: format)
            #expect(first == second, "\(format)")
        }
    }

    /// A trip three levels deep, written as a nested task list.
    static let tripMarkdown = """
        # Trip

        ## Before

        - [ ] Plan the trip
          - [x] Book the train
          - [ ] Book the hotel
            - [ ] Pick a room
        - [ ] Pack

        ## On the day

        - [ ] Go
        """ + "\n"

    @Test func nestedTaskListsComeInAsRowsInsideRowsAndGoOutByteForByte() throws {
        let store = try Store(.memory, seed: false)
        let lists = try store.importLists(Self.tripMarkdown, format: .markdown)
        let trip = try #require(lists.first)
        let plan = try #require(trip.sections[0].rows.first)
        #expect(plan.children.map(\.title) == ["Book the train", "Book the hotel"])
        #expect(plan.children[0].flag("done"))
        #expect(plan.children[1].children.map(\.title) == ["Pick a room"])
        #expect(trip.sections[0].rows.map(\.title) == ["Plan the trip", "Pack"])
        #expect(Exchange.export(try store.documents(), format: .markdown) == Self.tripMarkdown)
        // JSON keeps the same tree, and which rows are expanded.
        var library = try store.loadLibrary()
        _ = try run([.setExpanded(list: trip.id, row: plan.id, expanded: true, all: true)], &library, store)
        let json = Exchange.export(try store.documents(), format: .json)
        #expect(json.contains("\"expanded\" : true"))
        let target = try Store(.memory, seed: false)
        _ = try target.importLists(json, format: .json)
        #expect(Exchange.export(try target.documents(), format: .json) == json)
        #expect(Exchange.export(try target.documents(), format: .markdown) == Self.tripMarkdown)
    }

    @Test func anItemIndentedDeeperThanTheLimitIsRefusedWithItsLine() throws {
        let lines = (0...ListDocument.maxLevel).map { String(repeating: "  ", count: $0) + "- [ ] Level \($0 + 1)" }
        let store = try Store(.memory, seed: false)
        let deepest = "- [ ] Level \(ListDocument.maxLevel + 1)"
        #expect(throws: ImportProblem.markdownLine(.tooDeep, text: deepest, line: ListDocument.maxLevel + 2)) {
            try store.importLists("# Deep\n" + lines.joined(separator: "\n") + "\n", format: .markdown)
        }
        #expect(try store.documents().isEmpty)
    }

    @Test func aBadImportNamesItsLineAndImportsNothing() throws {
        let store = try Store(.memory, seed: false)
        let markdown = "# Groceries\n\n- [ ] Milk\n# Tools\n- [o] Hammer\n"
        #expect(throws: ImportProblem.markdownLine(.notARow, text: "- [o] Hammer", line: 5)) { try store.importLists(markdown, format: .markdown) }
        #expect(try store.documents().isEmpty)
        #expect(throws: ImportProblem.syntax(line: 3)) { try store.importLists("{\n \"lists\": [\n ,]}", format: .json) }
        _ = try store.importLists("# Groceries\n- [x] Milk\n", format: .markdown)
        #expect(throws: ImportProblem.duplicateList("Groceries", line: nil)) { try store.importLists("# Groceries\n", format: .markdown) }
        #expect(try store.documents().map(\.name) == ["Groceries"])
    }

    @Test func aJSONValueOfTheWrongKindIsNamedWithItsLine() throws {
        let store = try Store(.memory, seed: true)
        var text = Exchange.export(try store.documents(named: "Inbox"), format: .json)
        text = text.replacingOccurrences(of: "\"title\" : \"Invoice for November\"", with: "\"title\" : 42")
        let line = text.components(separatedBy: "\n").firstIndex { $0.contains("\"title\" : 42") }! + 1
        let target = try Store(.memory, seed: false)
        #expect(throws: ImportProblem.invalid(path: "lists[0].sections[0].rows[1].title", line: line)) {
            try target.importLists(text, format: .json)
        }
        let missing = "{\n  \"lists\" : [\n    {\n      \"name\" : \"A\"\n    }\n  ]\n}\n"
        #expect(throws: ImportProblem.invalid(path: "lists[0].style", line: 3)) { try target.importLists(missing, format: .json) }
    }
}
