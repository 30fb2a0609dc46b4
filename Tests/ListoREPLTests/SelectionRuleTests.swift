import ListoAnnouncer
import ListoModel
@testable import ListoREPL
import ListoStore
import Testing

/// `select done` and `select not done` on a long list are counted in the store and
/// kept as a rule, not read: these sessions select by state in a list of two sections
/// of 3,000 rows from an in-memory repository that counts what it hands out, beside
/// one holding the same list whole, and must say the same.
@Suite struct SelectionRuleTests {
    static let rowsPerSection = 3_000

    /// One list, "Long", of two sections of `rowsPerSection` rows; every seventh row is
    /// done, every eleventh holds done false, and `unselectable` rows can't be selected.
    static func repository(unselectable: Set<Int> = []) -> MemoryRepository {
        let tasks = Samples.library().library.list(named: "Tasks")!.settings
        var id: Int64 = 100
        var n = 0
        let sections = (0..<2).map { s in
            Section(id: SectionID(Int64(s + 1)), header: "Part \(s + 1)", position: Positions.spaced(s), rows: (0..<rowsPerSection).map { r in
                id += 1
                n += 1
                var fields: [String: FieldValue] = [:]
                if n % 7 == 0 { fields["done"] = .bool(true) } else if n % 11 == 0 { fields["done"] = .bool(false) }
                return Row(id: RowID(id), title: "Item \(s + 1)-\(r + 1)", fields: fields,
                           selectionDisabled: unselectable.contains(n), position: Positions.spaced(r))
            })
        }
        let list = ListDocument(id: ListID(1), name: "Long", position: Positions.gap, settings: tasks, sections: sections)
        return MemoryRepository(lists: [list], nextID: id + 100)
    }

    static let done = 2 * rowsPerSection / 7
    static let notDone = 2 * rowsPerSection - done

    final class Selector {
        let repository: MemoryRepository
        let session: Session
        var speaker = Speaker()

        init(windowRows: Int? = nil, unselectable: Set<Int> = []) throws {
            repository = SelectionRuleTests.repository(unselectable: unselectable)
            session = try Session(store: repository, windowRows: windowRows)
            session.environment.clock = { CalendarDate(year: 2026, month: 3, day: 2)! }
        }

        @discardableResult
        func say(_ line: String) -> [String] {
            let response = session.execute(line)
            return speaker.lines(response.announcements)
        }
    }

    @Test func selectDoneAndNotDoneCountRowsWithoutReadingThem() throws {
        let selector = try Selector()
        selector.say("edit")
        var before = selector.repository.reads
        #expect(selector.say("select done") == ["\(SelectionRuleTests.done) rows selected, \(SelectionRuleTests.done) in all."])
        var reads = selector.repository.reads
        #expect(reads.wholeSections == before.wholeSections, "no section is read whole")
        #expect(reads.rows == before.rows, "no row is read: \(reads.rows - before.rows)")
        #expect(selector.session.state.everyRow?.state == .init(field: "done", value: true))
        #expect(selector.session.selectedCount == SelectionRuleTests.done)

        selector.say("deselect all")
        before = selector.repository.reads
        #expect(selector.say("select not done") == ["\(SelectionRuleTests.notDone) rows selected, \(SelectionRuleTests.notDone) in all."])
        reads = selector.repository.reads
        #expect(reads.wholeSections == before.wholeSections)
        #expect(reads.rows - before.rows <= 1, "the few rows that can't be selected are read, not the list: \(reads.rows - before.rows)")
    }

    /// Read in windows or held whole, selecting by state says the same lines, and what
    /// is then done to the selection (read out, deselected in part, acted on, undone) too.
    @Test(arguments: [nil, 100])
    func aSelectionByStateSaysWhatAListReadWholeSays(windowRows: Int?) throws {
        let ruled = try Selector(windowRows: windowRows)
        let whole = try Selector(windowRows: 100_000)
        for line in ["edit", "select done", "where", "goto 7", "deselect", "select 8", "where", "goto 14", "read",
                     "Snooze selection", "undo", "deselect all", "select not done", "deselect 1", "select done", "where",
                     "toggle selection done", "undo", "deselect all", "goto 2999", "select not done", "delete selection", "undo",
                     "deselect all", "select done", "selection", "where"] {
            #expect(ruled.say(line) == whole.say(line), "\(line)")
        }
    }

    /// A rule of the rows in a state holds the rows that were in it: a change to that
    /// state on a row, or one that deletes, moves or nests rows, leaves the rule standing
    /// for them (a row taken out of the state stays selected by its id, one brought into
    /// it is left out), never turned into ids by reading the whole list; an action on
    /// all of them turns it into ids first.
    @Test func aChangeToTheStateKeepsTheRowsThatWereSelected() throws {
        let ruled = try Selector()
        let whole = try Selector(windowRows: 100_000)
        var acting = false
        // In edit mode a command without a row acts on the selection: these name the focused row with a dot.
        for line in ["edit", "select done", "goto 7", "toggle . done", "where", "goto 8", "toggle . done", "where",
                     "goto 21", "delete .", "where", "undo", "where", "goto 28", "indent", "where", "outdent", "undo", "undo", "where",
                     "goto 35", "Done .", "where", "undo", "goto 36", "Done .", "where", "undo", "redo", "where",
                     "toggle selection done", "where", "undo", "where", "select not done", "where"] {
            #expect(ruled.say(line) == whole.say(line), "\(line)")
            if line == "edit" { continue }
            // Acting on the whole selection still turns the rule into ids.
            if line == "toggle selection done" { acting = true }
            if acting { continue }
            #expect(ruled.session.state.everyRow != nil, "the rule stands, not turned into ids by reading the list: \(line)")
        }
    }

    /// Changes that name a list's parts and move no row (a section added, renamed, given
    /// a footer, taken away empty; an action added) leave `select all` a rule, not read
    /// into ids (`section add` took 2 s at 200,000 rows), and say what a list read whole says;
    /// a section taken away with its rows turns it into ids.
    @Test func changesThatMoveNoRowLeaveTheRule() throws {
        let ruled = try Selector()
        let whole = try Selector(windowRows: 100_000)
        for line in ["edit", "select all", "section add Later", "where", "section rename Soon", "section footer Kept here.",
                     "action add trailing Archive", "undo", "undo", "undo", "where", "undo", "where", "selection"] {
            let before = ruled.repository.reads
            #expect(ruled.say(line) == whole.say(line), "\(line)")
            guard line != "edit", line != "selection" else { continue }
            #expect(ruled.session.state.everyRow != nil, "the rule stands: \(line)")
            #expect(ruled.repository.reads.wholeSections == before.wholeSections, "no section read whole: \(line)")
        }
        #expect(ruled.say("section 1") == whole.say("section 1"))
        #expect(ruled.say("section delete") == whole.say("section delete"))
        #expect(ruled.session.state.everyRow == nil, "rows taken away with their section: the rule is read into ids")
        #expect(ruled.say("where") == whole.say("where"))
    }

    /// Three rows or fewer are named, as when the rows are read; a row in the state that
    /// can't be selected refuses, as it did; a state no row is in says so.
    @Test func fewRowsAreNamedAndARowThatCantBeSelectedRefuses() throws {
        let unselectable: Set<Int> = [22]  // not done (done false), in Part 1
        let ruled = try Selector(unselectable: unselectable)
        let whole = try Selector(windowRows: 100_000, unselectable: unselectable)
        ruled.say("edit")
        whole.say("edit")
        let refused = ruled.say("select not done")
        #expect(refused == whole.say("select not done"))
        #expect(refused == ["Error: Item 1-22 can't be selected: selection is turned off for it."])
        #expect(ruled.session.selectedCount == 0)
        for line in ["select done", "deselect all", "select snoozed", "goto 3", "toggle snoozed",
                     "goto 2990", "toggle snoozed", "select snoozed", "where", "select not snoozed"] {
            #expect(ruled.say(line) == whole.say(line), "\(line)")
        }
    }

    /// `select all` under a filter read a page at a time is a rule of the rows the filter
    /// lets through, counted by the filter's count: it reads no section whole and hands out
    /// only the few rows that can't be selected, and `deselect all` reads nothing. What it
    /// says, and what is then done with the selection (read out, deselected in part, acted
    /// on, undone, the filter turned off, deleted), is what a list held whole says.
    @Test func selectAllUnderAFilterIsARuleOfItsRows() throws {
        let unselectable: Set<Int> = [5, 3_010]  // Item 1-5 and Item 2-10
        let ruled = try Selector(unselectable: unselectable)
        let whole = try Selector(windowRows: 100_000, unselectable: unselectable)
        for line in ["edit", "filter item 1"] { #expect(ruled.say(line) == whole.say(line), "\(line)") }
        for _ in 0..<2 {
            var before = ruled.repository.reads
            let said = ruled.say("select all")
            #expect(said == whole.say("select all"))
            var reads = ruled.repository.reads
            #expect(reads.wholeSections == before.wholeSections, "no section is read whole")
            #expect(reads.rows - before.rows <= unselectable.count, "only the rows that can't be selected: \(reads.rows - before.rows)")
            #expect(ruled.session.state.everyRow?.query != nil)
            before = reads
            #expect(ruled.say("deselect all") == whole.say("deselect all"))
            reads = ruled.repository.reads
            #expect(reads == before, "deselect all reads nothing")
        }
        for line in ["select all", "where", "next", "deselect", "next", "read", "goto 30", "deselect", "select 30", "filter item 2",
                     "where", "filter off", "where", "selection", "Snooze selection", "undo", "deselect all",
                     "filter item 2-1", "select all", "filter off", "goto Item 2-14", "read", "delete selection", "undo", "where",
                     "filter item 1", "select all", "filter done", "select all", "filter off", "where", "deselect all"] {
            #expect(ruled.say(line) == whole.say(line), "\(line)")
        }
    }

    /// `deselect done` and `deselect not done` over a rule (`select all`, `select done`,
    /// `select all` under a filter) keep it a rule, counted in the store, reading no section
    /// whole, and say what a list held whole says: many rows counted, three or fewer named,
    /// none said calmly; the rows selected by id beside the rule go too where in the state.
    @Test func deselectingAStateKeepsTheRule() throws {
        let ruled = try Selector()
        let whole = try Selector(windowRows: 100_000)
        for line in ["edit", "select all", "deselect 7", "deselect done", "where", "deselect done", "select done", "deselect not done",
                     "deselect done", "select not done", "select 14", "deselect done", "deselect not done", "select done", "select 8",
                     "deselect not done", "deselect done", "filter item 1-7", "select all", "deselect done", "deselect not done",
                     "filter off", "select all", "language es", "deseleccionar hecha", "deseleccionar hecha", "language en", "where"] {
            let before = ruled.repository.reads
            let said = ruled.say(line)
            #expect(said == whole.say(line), "\(line)")
            guard line.hasPrefix("deselect") || line.hasPrefix("deseleccionar") else { continue }
            #expect(ruled.repository.reads.wholeSections == before.wholeSections, "no section read whole: \(line)")
            #expect(ruled.session.selectedCount == whole.session.selectedCount, "\(line)")
        }
        #expect(ruled.session.state.everyRow?.state == .init(field: "done", value: false), "select all less the done rows stays a rule")
        #expect(ruled.say("selection") == whole.say("selection"))
    }

    /// A rule every row of which is deselected by its state goes: the rows selected by id
    /// beside it are then the selection, and a filter's hidden ones are said as without a rule.
    @Test func aRuleEmptiedByAStateGoes() throws {
        let ruled = try Selector()
        let whole = try Selector(windowRows: 100_000)
        for line in ["edit", "select all", "deselect done", "deselect not done", "select 8", "filter item 1-9", "selection", "where"] {
            #expect(ruled.say(line) == whole.say(line), "\(line)")
        }
        #expect(ruled.session.state.everyRow == nil)
        #expect(ruled.say("selection") == ["1 selected, 1 hidden by filter item 1-9: Item 1-8."])
    }

    /// `selection` of a rule of a state few rows are in reads those rows, not every row
    /// between them a page at a time (4 done rows of 200,000: 5.2 s), and says what a list
    /// held whole says.
    @Test func aSparseRuleIsSaidFromItsOwnRows() throws {
        let ruled = try Selector()
        let whole = try Selector(windowRows: 100_000)
        for line in ["edit", "goto 3", "toggle . snoozed", "goto 40", "toggle . snoozed", "goto 900", "toggle . snoozed", "section 2",
                     "goto 5", "toggle . snoozed", "goto 2999", "toggle . snoozed", "select snoozed"] {
            #expect(ruled.say(line) == whole.say(line), "\(line)")
        }
        #expect(ruled.session.state.everyRow?.state == .init(field: "snoozed", value: true))
        let before = ruled.repository.reads
        let said = ruled.say("selection")
        #expect(said == whole.say("selection"))
        #expect(said.first == "5 selected.", "\(said)")
        let reads = ruled.repository.reads
        #expect(reads.wholeSections == before.wholeSections, "no section read whole")
        #expect(reads.rows - before.rows <= 50, "the rule's rows, not the rows between them: \(reads.rows - before.rows)")
    }

    /// What `deselect done` says, word for word: in a list held whole, with rows in other
    /// states kept, and where no selected row is in the state.
    @Test func deselectingAStateSaysWhatWentAndWhatStays() throws {
        let whole = try Selector(windowRows: 100_000)
        whole.say("edit")
        #expect(whole.say("deselect done") == ["Nothing is selected; nothing changed."])
        whole.say("select 6, 7, 8, 14")
        #expect(whole.say("deselect done") == ["Item 1-7 and Item 1-14 deselected, 2 still selected."])
        #expect(whole.say("deselect done") == ["No selected row is done; nothing changed."])
        whole.say("select all")
        #expect(whole.say("deselect not done") == ["\(SelectionRuleTests.notDone) rows deselected, \(SelectionRuleTests.done) still selected."])
        whole.say("language es")
        whole.speaker.hearing.settings.language = .es
        #expect(whole.say("deseleccionar no hecha") == ["Ninguna fila seleccionada está no hecha; no cambió nada."])
    }
}
