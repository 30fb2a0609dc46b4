import ListoAnnouncer
import ListoModel
@testable import ListoREPL
import ListoStore
import Testing

/// A command on one row, or on no row of the open list, costs what it names, not the
/// long section it is in (issue 21 goal 1). These sessions run on a list of two
/// sections of 3,000 rows, read in windows from an in-memory repository that counts
/// what it hands out, beside one holding the same list whole, and must say the same.
@Suite struct SingleCommandReadsTests {
    static let rowsPerSection = 3_000

    /// "Long", two sections of `rowsPerSection` rows (or `perSection`), and "Short", one
    /// of five; the rows titled in `scheduled` hold that schedule.
    static func repository(perSection: Int = rowsPerSection, scheduled: [String: Schedule] = [:]) -> MemoryRepository {
        let tasks = Samples.library().library.list(named: "Tasks")!.settings
        var id: Int64 = 100
        func rows(_ count: Int, _ name: String) -> [Row] {
            (0..<count).map { r in
                id += 1
                var row = Row(id: RowID(id), title: "\(name) \(r + 1)", position: Positions.spaced(r))
                row.schedule = scheduled[row.title] ?? Schedule()
                return row
            }
        }
        let long = ListDocument(id: ListID(1), name: "Long", position: Positions.gap, settings: tasks, sections: (0..<2).map { s in
            Section(id: SectionID(Int64(s + 1)), header: "Part \(s + 1)", position: Positions.spaced(s), rows: rows(perSection, "Item \(s + 1)-"))
        })
        let short = ListDocument(id: ListID(2), name: "Short", position: Positions.spaced(1), settings: tasks, sections: [
            Section(id: SectionID(3), header: "Only", position: Positions.spaced(0), rows: rows(5, "Short")),
        ])
        return MemoryRepository(lists: [long, short], nextID: 100_000)
    }

    /// A session as listo runs it (windows of rows), or one holding every list whole.
    final class Reader {
        let repository: MemoryRepository
        let session: Session

        init(whole: Bool = false, perSection: Int = SingleCommandReadsTests.rowsPerSection, scheduled: [String: Schedule] = [:]) throws {
            repository = SingleCommandReadsTests.repository(perSection: perSection, scheduled: scheduled)
            session = try Session(store: repository, windowRows: whole ? 100_000 : nil)
            session.environment.clock = { CalendarDate(year: 2026, month: 3, day: 2)! }
        }

        @discardableResult
        func say(_ line: String) -> [String] {
            var speaker = Speaker()
            return speaker.lines(session.execute(line).announcements)
        }

        /// The rows handed out and the sections read whole while `line` ran, and what it said.
        func reads(_ line: String) -> (rows: Int, wholeSections: Int, said: [String]) {
            let before = repository.reads
            let said = say(line)
            return (repository.reads.rows - before.rows, repository.reads.wholeSections - before.wholeSections, said)
        }
    }

    /// Runs `lines` in a session read in windows and in one read whole: each line says
    /// the same in both, and in windows reads no section whole and at most `rows` rows.
    static func expectFlat(_ lines: [String], setup: [String] = [], rows: Int) throws {
        let windows = try Reader(), whole = try Reader(whole: true)
        for line in setup { #expect(windows.say(line) == whole.say(line), "\(line)") }
        for line in lines {
            let read = windows.reads(line)
            #expect(read.said == whole.say(line), "\(line)")
            #expect(read.wholeSections == 0, "\(line) reads no section whole")
            #expect(read.rows <= rows, "\(line) read \(read.rows) rows")
        }
    }

    @Test func listsAndTheSidebarReadNoRowsOfTheOpenList() throws {
        try SingleCommandReadsTests.expectFlat(["lists", "back", "next", "previous", "last", "first", "lists"],
                                               setup: ["goto 1500", "section 2", "goto 2000"], rows: 0)
    }

    /// Choosing what next and previous move by reads no rows: `rotor items` read the
    /// sections near the focus whole (2 × 100,000 rows: 6.9 s and 175 MB, kept read).
    @Test func theRotorReadsNoRows() throws {
        try SingleCommandReadsTests.expectFlat(["rotor", "rotor items", "rotor next", "rotor previous", "rotor done", "rotor rows", "rotor items"],
                                               setup: ["goto 1500"], rows: 0)
        try SingleCommandReadsTests.expectFlat(["rotor items", "rotor sections"], rows: 0)
    }

    /// A line whose first word begins every title (`rename Item renamed`) is not a row
    /// named by that word: its rows are not read to find out (on 1 × 1,000,000 rows a
    /// rename took 4 s). A name that begins many titles reads the rows it offers in
    /// windows, not the sections they are in.
    @Test func aWordBeginningEveryTitleReadsNoSection() throws {
        try SingleCommandReadsTests.expectFlat(["rename Item renamed", "rename Item named again", "goto 1500", "rename Item 1- 1500 to Fresh"],
                                               setup: ["goto 5"], rows: 40)
        try SingleCommandReadsTests.expectFlat(["goto Item", "more"], setup: ["goto 5"], rows: 3 * Session.namesOrdered)
    }

    /// A search with a few hits in a long list reads those hits, in order, not the
    /// sections holding them (on 2 × 500,000 rows: `search alpha`, 1 hit, took 3.3 s),
    /// and `open N` reads the rows around the hit.
    @Test func aSearchWithFewHitsReadsTheHits() throws {
        try SingleCommandReadsTests.expectFlat(["search 2999", "open 2", "search 1500", "open 1"], setup: ["goto 5"], rows: 40)
    }

    /// The agenda of a long list asks the store for its dated and scheduled rows alone,
    /// and says them in the list's order, a subtask after its row (on 2 × 500,000 rows it
    /// read the list whole: 10.4 s and 478 MB).
    @Test func theAgendaReadsTheDatedRows() throws {
        try SingleCommandReadsTests.expectFlat(["agenda", "agenda"], setup: [
            "goto 1500", "set due yesterday", "section 2", "goto 20", "set due tomorrow", "goto 7", "set due today",
            "add child Sub", "set due today", "goto 2500", "repeat every day", "goto 5",
        ], rows: 10)
    }

    /// A command on the focused row or a setting that says where focus is reads the
    /// rows around the focus, not the sections beside it whole: on 2 × 500,000 rows
    /// `actions`, `collapse`, `parent`, `fields`, `style` or `footer` as a process's
    /// first command each took 10 to 14 s and 478 MB.
    @Test func aCommandOnTheFocusedRowReadsAroundIt() throws {
        try SingleCommandReadsTests.expectFlat([
            "actions", "actions 1499", "expand", "collapse", "parent", "cancel", "fields",
            "columns", "layout", "style", "profile", "style grouped", "style plain", "layout regular", "columns", "layout compact",
        ], setup: ["goto 1500"], rows: 40)
        try SingleCommandReadsTests.expectFlat(["actions", "parent", "footer Foot", "footer off"], setup: ["section 2", "goto 2999"], rows: 40)
    }

    /// A field declared that no row holds, and taken away again by `field remove`, undo or
    /// redo, changes the list's declarations alone: it reads no section whole, where on
    /// 2 × 500,000 rows `field add size number` as a process's first command read the list
    /// whole (615 MB). A field some rows hold is still read whole to take it away.
    @Test func aFieldNoRowHoldsReadsNoSection() throws {
        try SingleCommandReadsTests.expectFlat([
            "field add size number", "fields", "undo", "redo", "set size 4", "undo", "undo", "redo", "field remove size",
            "undo", "field add size text", "field add note text", "field remove note", "campo añadir talla número",
        ], setup: ["goto 1500"], rows: 40)
    }

    /// `group off` and `sort manual` go back to the list's own sections and order, which
    /// are read a window at a time: they read no row, where on 2 × 500,000 rows each read
    /// the list whole (538 MB) even to say the list was so already. A sorted list is read
    /// by whole sections, which keep their rows.
    @Test func backToTheListsOwnOrderReadsNoRow() throws {
        try SingleCommandReadsTests.expectFlat(["group off", "sort manual", "ordenar manual"], setup: ["goto 1500"], rows: 0)
        try SingleCommandReadsTests.expectFlat(["sort manual", "sort manual", "group off", "where"], setup: ["goto 1500", "sort due", "goto 2"], rows: 40)
    }

    /// A field held by a row far from the focus is taken from it, and put back by undo,
    /// in a list read in windows as in one read whole.
    @Test func aFieldARowHoldsIsTakenFromItWherever() throws {
        let windows = try Reader(), whole = try Reader(whole: true)
        for line in ["field add size number", "goto 2900", "set size 4", "section 2", "goto 5", "field remove size", "undo",
                     "section 1", "goto 2900", "read", "undo", "undo", "section 1", "goto 2900", "read"] {
            #expect(windows.say(line) == whole.say(line), "\(line)")
        }
        #expect(try windows.repository.rows(holding: "size", in: ListID(1), limit: 10).isEmpty)
    }

    /// A field a few rows hold is taken from them, and put back by undo, reading those
    /// rows, not the sections they are in.
    @Test func aFieldAFewRowsHoldReadsThoseRows() throws {
        try SingleCommandReadsTests.expectFlat(["field remove size", "undo", "redo", "undo", "goto 2900", "read"],
                                               setup: ["field add size number", "goto 2900", "set size 4", "section 2", "goto 2500", "set size 5", "goto 5"],
                                               rows: 40)
    }

    /// mark, note, repeat, remind and swipe on one row read the rows around the focus and
    /// the row a number names, not the sections beside the focus whole: on 2 × 500,000
    /// rows each as a process's first command took 9 to 55 s and 320 MB (debug build). `mark 2900 snoozed`
    /// names row 2900 first, where the grammar reads 2900 as the state and snoozed as the
    /// row: it reaches row 2900, as mark acts on it, so that row is read.
    @Test func aChangeOfOneRowReadsAroundItOrTheRowNamed() throws {
        try SingleCommandReadsTests.expectFlat([
            "mark snoozed", "mark not snoozed 1501", "mark 2900 snoozed", "mark 2950 not snoozed", "mark done", "undo",
            "mark Item 1- 1490 snoozed", "marcar 2990 pospuesta", "note Call first", "note 2800: Far note", "note 1499: Near", "note off",
            "repeat every week", "undo", "redo", "repeat off", "remind 9:00", "remind off", "undo", "swipe trailing", "cancel",
        ], setup: ["goto 1500"], rows: 40)
        try SingleCommandReadsTests.expectFlat(["mark done", "undo", "mark 3000 snoozed", "note 2990: Last", "repeat every day", "remind 18:00"],
                                               setup: ["section 2", "goto 2999"], rows: 40)
    }

    /// An action the list has not is refused with the actions of the row it names or the
    /// focused one: only that row is read. On 2 × 500,000 rows `do Nope` read the focus's
    /// section whole before saying so: 2.4 s and 576 MB for one refusal (release build).
    @Test func anActionTheListHasNotReadsTheRowItNames() throws {
        try SingleCommandReadsTests.expectFlat(["do Nope", "do Nope 2900", "do Nope Item 1- 1490", "Nope 3", "do Nope Item 2- 7", "do 9"],
                                               setup: ["goto 1500"], rows: 40)
        try SingleCommandReadsTests.expectFlat(["do Nope"], setup: ["goto 1500", "select 1500, 1502"], rows: 40)
    }

    /// A row moved before or after a far row named by its title, read where it is:
    /// refused with an empty quote, `move does not take ""`, where the row was not read.
    @Test func aMoveBesideAFarRowNamedByTitleFindsIt() throws {
        try SingleCommandReadsTests.expectFlat(["move after Item 1- 2900", "undo", "move before \"Item 1- 2950\"", "where", "undo",
                                                "move after Item 2- 7", "mover después de Item 1- 2990"],
                                               setup: ["goto 1500"], rows: 40)
    }

    /// A state word as listo says it in Spanish names its field for sort, as it does for group
    /// and filter: `ordenar hecha` sorts by done, where it was refused as no field of the list.
    @Test func sortTakesAStateWordForItsField() throws {
        let reader = try Reader()
        reader.say("language es")
        // Heard through an English speaker: the words are the catalog's, the field the list's.
        #expect(reader.say("ordenar hecha") == ["Long sorted by done."])
        #expect(reader.say("ordenar") == ["Long sorted by done."])
        #expect(reader.say("ordenar pospuesta") == ["Long sorted by snoozed."])
        #expect(reader.say("ordenar nada").first?.hasPrefix("Error: Long has no field \"nada\"") == true)
    }

    /// From a row not selected, the rotor by the selected rows steps to the selected row after
    /// it, or before it, as a rotor steps: `next` went to the first row selected in the
    /// list, behind the focus, and a second `next` said the end of the list.
    @Test func theSelectedRotorStepsFromWhereTheFocusIs() throws {
        let reader = try Reader()
        for line in ["edit", "goto 3", "select", "goto 2900", "select", "section 2", "goto 4", "select", "section 1", "goto 1500", "rotor selected"] {
            reader.say(line)
        }
        #expect(reader.say("next").first == "Item 1- 2900, 2900 of 3000, selected.")
        #expect(reader.say("goto 1500").first == "Item 1- 1500, 1500 of 3000.")
        #expect(reader.say("previous").first == "Item 1- 3, 3 of 3000, selected.")
        #expect(reader.say("goto 2").first == "Item 1- 2, 2 of 3000.")
        #expect(reader.say("previous") == ["Start of list."])
        #expect(reader.say("section 2").first?.hasPrefix("Part 2") == true)
        #expect(reader.say("next").first == "Item 2- 4, 4 of 3000, selected.")
        #expect(reader.say("next") == ["End of list."])
    }

    /// A single selection made of a rule keeps the rule's first row, found by the store:
    /// the rule was turned into the ids of every row it covers to keep one.
    @Test func aSingleSelectionKeepsTheRulesFirstRow() throws {
        try SingleCommandReadsTests.expectFlat(["selection mode single", "selection", "where", "undo", "selection", "redo", "selection"],
                                               setup: ["goto 1500", "edit", "select all", "section 1", "goto 1", "deselect"], rows: 40)
        try SingleCommandReadsTests.expectFlat(["selection mode single", "selection", "undo", "selection mode none", "undo"],
                                               setup: ["goto 1500", "edit", "select done"], rows: 40)
    }

    /// The rotor by the selected rows steps through the rows selected by their ids, read
    /// where they are, and with nothing selected says so, reading no section whole: with
    /// nothing selected `next` read the focus's sections of 2 × 500,000 rows whole first.
    /// By actions it steps through the focused row's, which read its sections whole too.
    @Test func theRotorBySelectedRowsOrActionsReadsThoseRows() throws {
        // By actions, the focused row's: its sections are not read whole.
        try SingleCommandReadsTests.expectFlat(["rotor actions", "next", "next", "previous", "first", "last", "rotor items", "next"],
                                               setup: ["goto 1500"], rows: 40)
        try SingleCommandReadsTests.expectFlat(["rotor actions", "next", "last", "first"], setup: [], rows: 40)
        try SingleCommandReadsTests.expectFlat(["rotor selected", "next", "previous", "first", "last"], setup: ["goto 1500"], rows: 40)
        try SingleCommandReadsTests.expectFlat(["rotor selected", "next", "next", "next", "previous", "last", "first"],
                                               setup: ["edit", "select 1500, 2900", "section 2", "select 20", "section 1", "goto 100"], rows: 40)
    }

    /// A sort by a field the list has not, and a fold of a section it has not, are refused
    /// reading no rows but those near the focus: on 2 × 500,000 rows each read the list
    /// whole first, 2.2 s and 576 MB. A section folded or opened by name, in the sidebar
    /// style or refused in another, is folded by its flag: its rows are not read (1.2 s
    /// and 288 MB for a section of 500,000 rows).
    @Test func aSortOrAFoldOfNothingReadsNoSection() throws {
        for line in ["sort by nothing", "sort nothing", "ordenar por nada", "expand Nothing", "collapse Nothing", "plegar Nada", "expand Part 2", "collapse Part 1"] {
            try SingleCommandReadsTests.expectFlat([line], setup: ["goto 1500"], rows: 40)
        }
        try SingleCommandReadsTests.expectFlat(["collapse Part 2", "expand Part 2", "collapse Part 1", "undo", "collapse", "expand", "plegar Part 2"],
                                               setup: ["goto 1500", "style sidebar"], rows: 40)
    }

    /// A delete of the selection with nothing selected is refused reading no rows but those
    /// near the focus: on 2 × 500,000 rows `delete selection` read the focus's sections
    /// whole first, 2.6 s and 576 MB.
    @Test func aDeleteOfNothingSelectedReadsNoSection() throws {
        try SingleCommandReadsTests.expectFlat(["delete selection", "edit", "delete selection", "borrar selección", "select 1500", "deselect 1500",
                                                "delete selection"], setup: ["goto 1500"], rows: 40)
        try SingleCommandReadsTests.expectFlat(["delete selection", "edit", "delete selection"], setup: ["goto 1500", "sort by title"], rows: 40)
    }

    /// `select done` and `select not done` while `select all`'s rule stands: the rows in the
    /// state are counted by the store, those deselected from the rule asked for by id,
    /// not every row read and tested (2.6 s and 643 MB on 2 × 500,000 rows).
    @Test func aStateSelectedBesideEveryRowReadsNoSection() throws {
        let setup = ["goto 3", "mark done", "goto 1500", "mark done", "goto 2999", "mark done", "section 2", "goto 7", "mark done", "edit", "goto 1500"]
        try SingleCommandReadsTests.expectFlat(["select all", "select done", "deselect 1500", "deselect 1499", "select done", "select done",
                                                "deselect all", "select all", "select not done", "deselect all"], setup: setup, rows: 40)
        // Three rows in the state or fewer are named, as without the rule.
        try SingleCommandReadsTests.expectFlat(["select all", "deselect 1500", "select done", "deselect all"], setup: Array(setup.dropFirst(2)), rows: 40)
    }

    /// The selected rotor over `select done`'s rule, rows deselected from it or not: the next
    /// and previous selected rows, the first and the last, are asked of the store as the state
    /// rotor asks, not every row the rule covers read (3.3 s on 2 × 500,000 rows).
    @Test func theSelectedRotorOverAStateAsksTheStore() throws {
        let setup = ["goto 3", "mark done", "goto 1500", "mark done", "goto 2999", "mark done", "section 2", "goto 7", "mark done",
                     "goto 9", "mark done", "edit", "select done", "rotor selected", "section 1", "goto 1000"]
        try SingleCommandReadsTests.expectFlat(["next", "next", "next", "next", "next", "previous", "first", "previous", "last", "next",
                                                "deselect 7", "first", "next", "next", "next", "previous", "previous", "last", "section 2",
                                                "next", "previous", "first", "goto 8", "previous", "next"], setup: setup, rows: 40)
        try SingleCommandReadsTests.expectFlat(["next", "last", "previous"], setup: setup.dropLast(2) + ["deselect all", "select not done", "goto 2"], rows: 40)
    }

    /// A sort or a grouping set while a filter of words is on keeps the filter read a page at
    /// a time: on 2 × 500,000 rows `filter red; sort done` read the focus's section whole to put
    /// focus back on its row (7.3 s, 498 MB), and `filter red; group done` the list whole (7.9 s, 831 MB).
    @Test func aSortOrAGroupingUnderAFilterReadsNoSection() throws {
        let setup = ["goto 3", "mark done", "goto 1500", "mark done", "section 2", "goto 11", "mark done", "section 1", "goto 5", "filter 1"]
        try SingleCommandReadsTests.expectFlat(["sort done", "next", "next", "sort manual", "next", "sort done", "previous", "last", "first",
                                                "sort due", "where", "sort manual", "where"], setup: setup, rows: 120)
        try SingleCommandReadsTests.expectFlat(["group done", "next", "next", "last", "previous", "first", "where", "group off", "next",
                                                "group done", "group off", "where"], setup: setup, rows: 120)
        // A filter of states the store tests, and one of states and words.
        for filter in ["filter not done", "filter done or 15"] {
            try SingleCommandReadsTests.expectFlat(["group done", "next", "last", "first", "group off", "sort done", "next", "sort manual", "where"],
                                                   setup: Array(setup.dropLast()) + [filter], rows: 120)
        }
    }

    /// The selected rotor under a filter steps through the selected rows the filter lets
    /// through; where it hides them all, first, last, next and previous say that no selected
    /// row is in the filter, as the state rotor says it. Before, previous, first and last
    /// focused a hidden row and said nothing.
    @Test func theSelectedRotorUnderAFilterSkipsTheRowsItHides() throws {
        for whole in [false, true] {
            let reader = try Reader(whole: whole)
            for line in ["edit", "goto 3", "select", "goto 12", "select", "section 2", "goto 12", "select", "rotor selected", "filter 12"] { reader.say(line) }
            #expect(reader.say("first") == ["Item 1- 12, 1 of 222 in filter 12, selected."], "whole: \(whole)")
            #expect(reader.say("next") == ["Item 2- 12, 112 of 222 in filter 12, selected."], "whole: \(whole)")
            #expect(reader.say("next") == ["End of matches. Filter 12."], "whole: \(whole)")
            #expect(reader.say("previous") == ["Item 1- 12, 1 of 222 in filter 12, selected."], "whole: \(whole)")
            #expect(reader.say("previous") == ["Start of matches. Filter 12."], "whole: \(whole)")
            for line in ["deselect all", "filter off", "goto 3", "select", "filter 12"] { reader.say(line) }
            for line in ["first", "last", "next", "previous"] {
                let said = reader.say(line)
                #expect(said.count == 1 && said[0].hasPrefix("Rotor selected: no rows in filter 12."), "\(line), whole: \(whole): \(said)")
            }
        }
    }

    /// `reminders` asks the store for the rows holding a schedule; `group`, `sort` and
    /// `selection mode` alone say a setting of the list, `new list` makes one and
    /// `rename list` names one: they read no rows. A section added or renamed, and
    /// `selection` with nothing selected, read the rows around the focus. As a first
    /// command each read the sections beside the focus whole.
    @Test func remindersAnEmptySelectionAndANewListReadNoRows() throws {
        try SingleCommandReadsTests.expectFlat(["reminders", "group", "sort", "selection mode", "new list Fresh", "new list Copy like Long"], setup: ["goto 1500"], rows: 0)
        try SingleCommandReadsTests.expectFlat(["rename list Long to Longer", "rename list Short to Brief"], setup: ["goto 1500"], rows: 0)
        try SingleCommandReadsTests.expectFlat(["section add Extra", "section rename Spare", "undo", "undo", "section rename Part 2 to Second", "section add Last"],
                                               setup: ["goto 1500"], rows: 40)
        try SingleCommandReadsTests.expectFlat(["selection", "selection"], setup: ["goto 1500"], rows: 40)
        try SingleCommandReadsTests.expectFlat(["reminders"], setup: ["goto 2500", "remind 9:00", "goto 5"], rows: 1)
    }

    /// A section deleted (it is empty), an action declared, `collapse all` and `expand all`
    /// on the focused row, a full swipe, a row moved to another list and another list
    /// deleted read the rows around the focus, and a selection mode set the rows held:
    /// on 2 × 500,000 rows each as a process's first command read the sections beside
    /// the focus whole.
    @Test func sectionsActionsFoldsAndListsReadAroundTheFocus() throws {
        try SingleCommandReadsTests.expectFlat(["section add Spare", "section delete", "undo", "section delete", "section delete"],
                                               setup: ["goto 1500"], rows: 40)
        try SingleCommandReadsTests.expectFlat([
            "action add Flag leading set done", "action rename Flag to Raise", "action move Raise 1", "action remove Raise",
            "action add Park trailing set done", "undo",
        ], setup: ["goto 1500"], rows: 40)
        try SingleCommandReadsTests.expectFlat(["collapse all", "expand all", "collapse", "expand", "goto 1500", "collapse all", "expand all"],
                                               setup: ["goto 1500", "add child Sub", "add child Deeper", "parent", "parent"], rows: 40)
        try SingleCommandReadsTests.expectFlat(["swipe leading full", "undo", "swipe trailing full", "undo", "goto 1500", "swipe trailing full"],
                                               setup: ["section rename Part 2 to Completed", "goto 1500"], rows: 40)
        // A row moved to another list reads the section it goes to there, and a list deleted is
        // read whole for undo to put it back: Short's five rows, not the sections around the focus here.
        for lines in [["goto 1500", "move to list Short", "goto 1500", "move to list Short section Only"], ["goto 1500", "delete list Short", "undo", "delete list Short"]] {
            let windows = try Reader(), whole = try Reader(whole: true)
            for line in lines {
                let read = windows.reads(line)
                #expect(read.said == whole.say(line), "\(line)")
                #expect(read.wholeSections <= 1, "\(line) reads no section of Long whole")
                #expect(read.rows <= 40, "\(line) read \(read.rows) rows")
            }
        }
        try SingleCommandReadsTests.expectFlat(["selection mode single", "selection", "undo", "selection mode none", "selection mode multiple"],
                                               setup: ["edit on", "goto 1500", "select", "goto 2500", "select", "goto 1400", "select", "goto 5"], rows: 40)
    }

    /// `selection` of rows selected by their ids reads the rows held, not the sections
    /// around the focus whole (on 2 × 500,000 rows: 1.9 s and 478 MB for one row selected).
    @Test func theSelectionIsReadFromTheRowsHeld() throws {
        try SingleCommandReadsTests.expectFlat(["selection", "selection"],
                                               setup: ["edit on", "goto 1500", "select", "goto 2500", "select", "section 2", "goto 2000"], rows: 0)
    }

    /// A reminder on a row never read is said when it falls due and listed by
    /// `reminders`, from the rows the store holds with a schedule: the session's
    /// rows in memory were all it looked at, so such a reminder was never said.
    @Test func aReminderOnARowNotReadIsSaid() throws {
        let nine = Schedule(reminder: .at(CalendarDate(year: 2026, month: 3, day: 2)!, minute: 540))
        for whole in [false, true] {
            let reader = try Reader(whole: whole, perSection: 30_000, scheduled: ["Item 2- 25000": nine])
            reader.session.environment.timeOfDay = { 8 * 60 }
            #expect(reader.say("reminders") == ["1 reminder to come.", "Item 2- 25000, Long, 2026-03-02 9am."])
            // What the runner asks between answers reads only the rows holding a schedule.
            let before = reader.repository.reads
            #expect(try reader.session.reminders().due.isEmpty, "not due at 8:00")
            #expect(reader.repository.reads.rows - before.rows <= 1 && reader.repository.reads.wholeSections == before.wholeSections)
            reader.session.environment.timeOfDay = { 9 * 60 + 5 }
            var speaker = Speaker()
            #expect(speaker.lines(try reader.session.reminders().due) == ["Reminder: Item 2- 25000."], "whole: \(whole)")
            #expect(try reader.session.reminders().due.isEmpty, "said once")
        }
    }

    /// A section's badges are counted once a journal entry and a day: a change or the
    /// day turning counts them again.
    @Test func sectionBadgesFollowChangesAndTheDay() throws {
        for whole in [false, true] {
            let reader = try Reader(whole: whole)
            func on(_ day: Int) {
                let date = CalendarDate(year: 2026, month: 3, day: day)!
                reader.session.environment.clock = { date }
            }
            reader.say("set 3 due 2026-03-03")
            reader.say("set 4 due 2026-03-04")
            #expect(reader.say("sections").dropFirst().first == "1. Part 1, 3000 rows.")
            on(3)
            #expect(reader.say("sections").dropFirst().first == "1. Part 1, 3000 rows, 1 due today.")
            on(4)
            #expect(reader.say("sections").dropFirst().first == "1. Part 1, 3000 rows, 1 overdue, 1 due today.")
            reader.say("toggle 3 done")
            #expect(reader.say("sections").dropFirst().first == "1. Part 1, 3000 rows, 1 due today.")
        }
    }

    /// A command that reads a long section whole leaves it a window again: the changes
    /// after it read the rows they name, not the section.
    /// The list is longer than a list read whole at most (20,000 rows).
    @Test func aSectionReadWholeIsAWindowAgainForTheCommandsAfterIt() throws {
        let windows = try Reader(perSection: 12_000), whole = try Reader(whole: true, perSection: 12_000)
        for line in ["edit on", "goto 1500", "select 1-20", "Snooze", "deselect all", "edit off", "goto 1500"] {
            #expect(windows.say(line) == whole.say(line), "\(line)")
        }
        let held = windows.session.library.lists.first!.sections.reduce(0) { $0 + $1.rows.count }
        #expect(held <= 1_024, "the section read whole is a window again: \(held) rows held")
        for line in ["add Fresh row", "delete", "undo", "move up", "move down", "delete", "undo", "rename Renamed", "where"] {
            let read = windows.reads(line)
            #expect(read.said == whole.say(line), "\(line)")
            #expect(read.wholeSections == 0, "\(line) reads no section whole")
            #expect(read.rows <= 100, "\(line) read \(read.rows) rows")
        }
    }
}
