import ListoAnnouncer
import ListoModel
@testable import ListoREPL
import ListoStore
import Testing

/// Commands run against the in-memory repository, asserting the whole state
/// after each, as TCA's TestStore does: each step says how the state it expects
/// differs from the one before, and the session's state must equal it exactly,
/// so a command that changes anything it should not fails here.
@Suite struct StateTests {
    /// One command and what it changes in the person's place. `ids` names the
    /// sample rows by title; the lines typed are added to the history by the
    /// table runner, as every line but `history` is.
    struct Step {
        var line: String
        var change: (inout SessionState, Ids) -> Void = { _, _ in }
        /// What the repository holds after it, where the command changes lists.
        var holds: (Library, Ids) -> Bool = { _, _ in true }
    }

    struct Ids {
        /// The repository's lists after the step, and before it.
        let library: Library
        let before: Library
        /// The journal entry the repository is at after the step.
        let seq: Int64
        var tasks: ListID { library.list(named: "Tasks")!.id }
        var lists: [ListID] { library.lists.map(\.id) }
        func row(_ title: String) -> RowID { library.list(named: "Tasks")!.everyRow.first { $0.title == title }!.id }
        func section(_ header: String) -> SectionID { library.list(named: "Tasks")!.sections.first { $0.header == header }!.id }
        func title(_ row: RowID) -> String? { library.list(tasks)?.row(row)?.title }
        /// A row of Tasks as it was before the step, where it was.
        func snapshot(before title: String) -> RowSnapshot {
            let tasks = before.list(named: "Tasks")!
            let id = tasks.everyRow.first { $0.title == title }!.id
            return tasks.snapshots(of: [id])[id]!
        }
        var lastSection: SectionID { library.list(named: "Tasks")!.sections.last!.id }
        func list(_ name: String) -> ListID { library.list(named: name)!.id }
        func row(_ title: String, in list: String) -> RowID { library.list(named: list)!.everyRow.first { $0.title == title }!.id }
    }

    /// The parts of two states that differ, by name: what a failure says.
    func differences(_ actual: SessionState, _ expected: SessionState) -> [String] {
        zip(Mirror(reflecting: actual).children, Mirror(reflecting: expected).children).compactMap { a, e in
            String(describing: a.value) == String(describing: e.value) ? nil : "\(a.label ?? "?"): \(a.value), expected \(e.value)"
        }
    }

    /// Runs the steps on a fresh session over a seeded in-memory repository.
    func run(_ steps: [Step], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let repository = MemoryRepository(seed: true)
        let session = try Session(store: repository)
        session.environment.clock = { CalendarDate(year: 2026, month: 3, day: 2)! }
        var expected = session.state
        for step in steps {
            let before = repository.library
            let response = session.execute(step.line)
            expected.history.add(step.line)
            let ids = Ids(library: repository.library, before: before, seq: repository.appliedSeq)
            step.change(&expected, ids)
            if session.state != expected {
                Issue.record("after \(step.line): \(differences(session.state, expected))", sourceLocation: sourceLocation)
            }
            _ = response
            #expect(session.state.turn == Turn(), "what \(step.line) gathered is said and gone", sourceLocation: sourceLocation)
            #expect(step.holds(repository.library, ids), "the repository after \(step.line)", sourceLocation: sourceLocation)
            // Each step starts from what the session really did, so one wrong step is reported once.
            expected = session.state
        }
    }

    @Test func movingChangesOnlyTheFocus() throws {
        try run([
            Step(line: "next") { s, ids in s.focus = .header(ids.section("Pending")) },
            // The first row focused in a list says its actions, once for the list.
            Step(line: "next") { s, ids in
                s.focus = .row(ids.row("Buy bread"))
                s.actionsHeard = ids.tasks
            },
            Step(line: "last") { s, ids in s.focus = .footer(ids.lastSection) },
            Step(line: "first") { s, _ in s.focus = .title },
            Step(line: "where"),
        ])
    }

    @Test func aSwipeIsTransientEditModeAndCancelClosesIt() throws {
        try run([
            Step(line: "goto Buy bread") { s, ids in
                s.focus = .row(ids.row("Buy bread"))
                s.actionsHeard = ids.tasks
            },
            Step(line: "swipe trailing") { s, ids in
                s.swipe = OpenSwipe(row: ids.row("Buy bread"), edge: .trailing)
                #expect(s.editMode == .transient)
            },
            Step(line: "cancel") { s, _ in
                s.swipe = nil
                #expect(s.editMode == .inactive)
            },
            Step(line: "edit") { s, _ in
                s.editing = true
                #expect(s.editMode == .active)
            },
            Step(line: "edit") { s, _ in s.editing = false },
        ])
    }

    @Test func renameAndUndoChangeTheRowAndTheUndoHistory() throws {
        try run([
            Step(line: "goto Buy bread") { s, ids in
                s.focus = .row(ids.row("Buy bread"))
                s.actionsHeard = ids.tasks
            },
            Step(line: "rename 2 to Milk", change: { s, ids in
                let id = ids.row("Milk")
                var changes = Changes(list: ids.tasks)
                changes.rows = [id]
                changes.rowSections = [ids.section("Pending")]
                changes.inPlace = true
                s.undoStack.append(UndoEntry(
                    forward: .renameRow(list: ids.tasks, row: id, title: "Milk"),
                    inverse: .restoreRows(list: ids.tasks, put: [ids.snapshot(before: "Call Ana")], remove: []),
                    events: [.rowRenamed(from: "Call Ana", to: "Milk")], seq: ids.seq, changes: [changes]))
            }, holds: { _, ids in ids.title(ids.row("Milk")) == "Milk" }),
            // Undo puts focus on the row it put back, and the step moves to redo.
            Step(line: "undo", change: { s, ids in
                let entry = s.undoStack.removeLast()
                s.redoStack.append(UndoEntry(forward: entry.forward, inverse: entry.inverse, events: entry.events, seq: ids.seq, changes: entry.changes))
                s.focus = .row(ids.row("Call Ana"))
            }, holds: { library, ids in ids.title(ids.row("Call Ana")) == "Call Ana" }),
        ])
    }

    @Test func anAmbiguousNameOffersAChoiceAndANumberTakesIt() throws {
        try run([
            Step(line: "goto Buy bread") { s, ids in
                s.focus = .row(ids.row("Buy bread"))
                s.actionsHeard = ids.tasks
            },
            Step(line: "add Buy milk", change: { s, ids in
                let id = ids.row("Buy milk")
                var changes = Changes(list: ids.tasks)
                changes.rows = [id]
                changes.rowSections = [ids.section("Pending")]
                s.undoStack.append(UndoEntry(
                    forward: .addRow(list: ids.tasks, section: ids.section("Pending"), id: id, title: "Buy milk", placement: .bottom),
                    inverse: .restoreRows(list: ids.tasks, put: [], remove: [id]),
                    events: [.rowAdded(RowPlace(id: id, title: "Buy milk", index: 4, count: 4, section: "Pending"))],
                    seq: ids.seq, changes: [changes]))
                s.focus = .row(id)
            }, holds: { _, ids in ids.title(ids.row("Buy milk")) == "Buy milk" }),
            Step(line: "goto buy") { s, ids in
                s.choice = .rows(RowChoice(command: .goto(.title("buy")), entry: Grammar.entry(named: "goto"), line: "goto buy", reference: "buy",
                                           candidates: [ids.row("Buy bread"), ids.row("Buy milk")], titles: ["Buy bread", "Buy milk"]))
            },
            Step(line: "1") { s, ids in
                s.choice = nil
                s.focus = .row(ids.row("Buy bread"))
            },
        ])
    }

    /// The number acts on the row offered under it, by id: when another session has
    /// deleted that row meanwhile, it is refused by the row's name, nothing else is
    /// taken in its place, and the choice is gone.
    @Test func aNumberChoosingARowDeletedElsewhereIsRefusedByItsName() throws {
        let mine = MemoryRepository(seed: true)
        let a = try Session(store: mine)
        let b = try Session(store: MemoryRepository(sharing: mine))
        _ = a.execute("goto Buy bread")
        _ = a.execute("add Buy milk")
        _ = a.execute("goto Call Ana")
        _ = a.execute("goto buy")
        let tasks = mine.library.list(named: "Tasks")!
        let bread = tasks.everyRow.first { $0.title == "Buy bread" }!.id, milk = tasks.everyRow.first { $0.title == "Buy milk" }!.id
        var expected = a.state
        guard case .rows(let offered)? = expected.choice else {
            Issue.record("goto buy offers no choice: \(String(describing: expected.choice))")
            return
        }
        #expect(offered.command == .goto(.title("buy")) && offered.candidates == [bread, milk] && offered.titles == ["Buy bread", "Buy milk"])
        _ = b.execute("goto Buy milk")
        _ = b.execute("delete")
        let response = a.execute("2")
        expected.history.add("2")
        expected.choice = nil
        // a's undo step (the add) must not take back a row another session has deleted since.
        expected.foreignTouch[milk] = mine.appliedSeq
        expected.foreignSectionTouch[tasks.sections.first { $0.header == "Pending" }!.id] = mine.appliedSeq
        // Deleted, not moved to another list: an undo of it says so, and its coming back is said back.
        expected.foreignDeleted[milk] = mine.appliedSeq
        expected.rowsDeletedElsewhere = [milk]
        #expect(a.state == expected, "\(differences(a.state, expected))")
        #expect(response.refused)
        guard case .refusal(.goneElsewhere(let title, _))? = response.announcements.last else {
            Issue.record("not refused by name: \(response.announcements)")
            return
        }
        #expect(title == "Buy milk")
        let titles = mine.library.list(named: "Tasks")!.everyRow.map(\.title)
        #expect(titles.count == tasks.everyRow.count - 1 && titles.contains("Buy bread") && !titles.contains("Buy milk"), "\(titles)")
        // The choice went with the line: a number now chooses nothing.
        guard case .refusal(.bareNumber(1, nil))? = a.execute("1").announcements.last else {
            Issue.record("1 after the choice was taken")
            return
        }
    }

    @Test func listsOfferANumberedChoiceOfLists() throws {
        try run([
            Step(line: "lists") { s, ids in s.choice = .lists(ids.lists, names: ["Tasks", "Articles", "Inbox", "Archive"]) },
            // Opening a list by its number; back is said to lead to the lists once.
            Step(line: "2") { s, ids in
                s.choice = nil
                s.listID = ids.lists[1]
                s.sidebarFocus = ids.lists[1]
                s.backHeard = [.content]
            },
            // Straight after lists, a number in open names a list too.
            Step(line: "lists") { s, ids in s.choice = .lists(ids.lists, names: ["Tasks", "Articles", "Inbox", "Archive"]) },
            Step(line: "open 3") { s, ids in
                s.choice = nil
                s.listID = ids.lists[2]
                s.sidebarFocus = ids.lists[2]
            },
        ])
    }

    @Test func aFilterAndASearchAreKeptInTheState() throws {
        try run([
            // A filter puts focus on its first row.
            Step(line: "filter bread") { s, ids in
                s.filter = "bread"
                s.focus = .row(ids.row("Buy bread"))
                s.actionsHeard = ids.tasks
            },
            Step(line: "filter off") { s, _ in s.filter = nil },
            Step(line: "search bread") { s, ids in
                s.choice = .searchHits([SearchHitPlace(list: ids.tasks, row: ids.row("Buy bread"), title: "Buy bread")])
            },
            Step(line: "open 1") { s, ids in
                s.choice = nil
                s.focus = .row(ids.row("Buy bread"))
            },
        ])
    }

    @Test func theRotorIsPartOfThePlaceAndMovesByItsUnit() throws {
        try run([
            Step(line: "rotor sections") { s, _ in s.rotor = .sections },
            Step(line: "next") { s, ids in s.focus = .header(ids.section("Pending")) },
            Step(line: "next") { s, ids in s.focus = .header(ids.lastSection) },
            Step(line: "rotor items") { s, _ in s.rotor = .items },
        ])
    }

    @Test func selectionGrowsAndEmptiesInEditMode() throws {
        try run([
            Step(line: "edit") { s, _ in s.editing = true },
            Step(line: "select Buy bread") { s, ids in s.selection = [ids.row("Buy bread")] },
            Step(line: "select Call Ana") { s, ids in s.selection.insert(ids.row("Call Ana")) },
            Step(line: "deselect Buy bread") { s, ids in s.selection = [ids.row("Call Ana")] },
            Step(line: "deselect all") { s, _ in s.selection = [] },
            Step(line: "edit off") { s, _ in s.editing = false },
        ])
    }

    @Test func aRowOpensInTheDetailAndBackClosesIt() throws {
        try run([
            Step(line: "goto Call Ana") { s, ids in
                s.focus = .row(ids.row("Call Ana"))
                s.actionsHeard = ids.tasks
            },
            // Where back leads is said once for each column; the detail keeps its row when left.
            Step(line: "open") { s, ids in
                s.column = .detail
                s.detailRow = ids.row("Call Ana")
                s.backHeard.insert(.detail)
            },
            Step(line: "back") { s, _ in
                s.column = .content
                s.backHeard.insert(.content)
            },
        ])
    }

    @Test func aReplyOpensOnTheDetailStackAndBackPopsIt() throws {
        try run([
            Step(line: "open Inbox") { s, ids in
                s.listID = ids.list("Inbox")
                s.sidebarFocus = ids.list("Inbox")
                s.backHeard.insert(.content)
            },
            Step(line: "next") { s, ids in
                s.focus = .row(ids.row("Lunch on Friday", in: "Inbox"))
                s.actionsHeard = ids.list("Inbox")
            },
            Step(line: "next") { s, ids in s.focus = .row(ids.row("Invoice for November", in: "Inbox")) },
            // A list that selects one row selects the row its detail shows.
            Step(line: "open") { s, ids in
                s.column = .detail
                s.detailRow = ids.row("Invoice for November", in: "Inbox")
                s.selection = [ids.row("Invoice for November", in: "Inbox")]
                s.backHeard.insert(.detail)
            },
            // The detail's row stays; the reply opened goes on the stack above it.
            Step(line: "open 1") { s, ids in s.detailStack = [ids.row("Receipt attached", in: "Inbox")] },
            Step(line: "back") { s, _ in s.detailStack = [] },
        ])
    }

    @Test func anotherSessionsRenameOfTheFocusedRowIsHeardAndKeepsThePlace() throws {
        let mine = MemoryRepository(seed: true)
        let a = try Session(store: mine)
        let b = try Session(store: MemoryRepository(sharing: mine))
        _ = a.execute("goto Buy bread")
        var expected = a.state
        _ = b.execute("goto Buy bread")
        _ = b.execute("rename . to Buy rye bread")
        // A line with nothing typed only takes in what others did: the heard
        // summary is said and emptied at once, so the place is unchanged.
        let response = a.execute("")
        #expect(a.state == expected, "\(differences(a.state, expected))")
        #expect(response.announcements.count == 1)
        let id = mine.library.list(named: "Tasks")!.everyRow.first { $0.title == "Buy rye bread" }?.id
        #expect(id != nil, "the rename reached this session's library")
        _ = a.execute("rename . to Buy bread")
        expected.history.add("rename . to Buy bread")
        #expect(a.state.undoStack.count == 1)
        expected.undoStack = a.state.undoStack
        #expect(a.state == expected, "\(differences(a.state, expected))")
        #expect(b.execute("where").announcements.count >= 1)
        #expect(b.library.list(named: "Tasks")!.everyRow.contains { $0.title == "Buy bread" }, "b heard a's rename back")
    }
}
