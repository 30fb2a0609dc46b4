import ListoModel
@testable import ListoREPL
import Testing

/// `select done` and `select not done` under a filter read a page at a time are counted
/// by the store, the filter's query and the state together, and kept as a rule of both:
/// every row the filter let through was read to find them (11.6 s on 2 x 500,000 rows
/// under `filter red`). A session reading 2 sections of 5,000 rows in windows says what
/// one holding them whole says (the lines heard: the whole one names the rows it read,
/// which the rule counts), reading fewer than 1,000 rows and no section whole.
@Suite struct FilterPagesStateSelectionTests {
    /// Six rows done: five among those `filter item` lets through, and "Other 1", which it hides.
    static let marked = ["edit", "goto 1", "mark done", "goto 2", "mark done", "goto 3", "mark done", "goto 4", "mark done",
                         "goto 6", "mark done", "goto 7", "mark done", "first"]

    /// The lines each line says, heard alike in both sessions of 2 sections of `rows` rows; the rows the windowed one read.
    static func heardAlike(_ lines: [String], readsFew: Bool = true, rows: Int = 5_000) throws -> (said: [String: [String]], pair: FilterPagesTests.PagedBesideWhole) {
        let pair = try FilterPagesTests.PagedBesideWhole(rows: rows)
        var (windowed, whole) = (Speaker(), Speaker())
        for line in marked {
            #expect(windowed.lines(pair.a.execute(line).announcements) == whole.lines(pair.b.execute(line).announcements), "\(line)")
        }
        let before = pair.paged.rowsRead
        var said: [String: [String]] = [:]
        // The lines that read many rows, each with how many: said when too many are read.
        var heavy: [String] = []
        for line in lines {
            let start = pair.paged.rowsRead
            let heard = windowed.lines(pair.a.execute(line).announcements)
            if pair.paged.rowsRead - start > 200 { heavy.append("\(line): \(pair.paged.rowsRead - start)") }
            #expect(heard == whole.lines(pair.b.execute(line).announcements), "\(line)")
            said[line, default: []] += heard
        }
        if readsFew {
            #expect(pair.paged.rowsRead - before < 1_000, "rows read: \(pair.paged.rowsRead - before); \(heavy)")
            #expect(pair.a.library.list(named: "Long")!.sections.allSatisfy { !$0.isLoaded }, "no section is read whole")
        }
        return (said, pair)
    }

    @Test func aStateUnderAFilterIsSelectedAsARuleOfBoth() throws {
        let (said, _) = try Self.heardAlike(["filter item", "select done", "where", "deselect all", "select not done", "where", "deselect all"])
        #expect(said["select done"] == ["5 rows selected, 5 in all."])
        #expect(said["select not done"] == ["9993 rows selected, 9993 in all."])
    }

    /// Three rows or fewer are named, read where they are; none here but some the filter
    /// hides is refused by the filter.
    @Test func fewRowsInTheStateAreNamedAndNoneIsSaidByTheFilter() throws {
        let (said, _) = try Self.heardAlike(["filter other", "select done", "where", "deselect all", "filter item 2-9", "select done",
                                             "filter item 1-6", "select done"])
        #expect(said["select done"]?.first == "Other 1 selected, 1 in all.", "\(said["select done"] ?? [])")
        #expect(said["select done"]?.contains { $0.hasPrefix("Error: ") && $0.contains("filter item 2-9") } == true, "\(said["select done"] ?? [])")
        #expect(said["select done"]?.last == "Item 1-6 selected, 1 in all.", "\(said["select done"] ?? [])")
    }

    /// Acting on the rule deletes the rows in the state the filter lets through, and no other:
    /// the rule is turned into ids from the rows the filter finds, as `select all`'s under a filter is.
    @Test func theRuleOfBothDeletesTheRowsItCovers() throws {
        let (_, pair) = try Self.heardAlike(["filter item 1-", "select done", "delete selection", "where", "undo", "where", "redo", "filter off"],
                                            readsFew: false)
        #expect(pair.a.storedDocument.rowCount == 10_000 - 5, "the five done rows the filter let through are gone, Other 1 stays")
    }

    /// `delete selection` of such a rule is made by the store: focus goes to the filter's next
    /// row that stays, asked of the store, else the filter's next row, read a page at a time, and
    /// the rows left in the filter are counted again; undo and redo as well. Before, every row
    /// covered was read and deleted by its id (171,429 rows on 2 x 500,000: 17 s).
    @Test func theRuleDeletedUnderAFilterIsDeletedByTheStore() throws {
        let (said, pair) = try Self.heardAlike(["filter item", "goto 3", "select not done", "deselect 4", "goto 4", "select 4", "goto 3",
                                                "delete selection", "where", "next", "undo", "where", "redo", "where", "undo"])
        #expect(said["delete selection"]?.first?.hasPrefix("Deleted 9993 rows: ") == true, "\(said["delete selection"] ?? [])")
        #expect(pair.a.storedDocument.rowCount == 10_000)
        let (beside, _) = try Self.heardAlike(["filter item 1-", "select not done", "goto 9", "deselect", "goto 8", "delete selection",
                                               "where", "previous", "undo", "where", "filter off", "where"])
        #expect(beside["delete selection"]?.last == "Item 1-10, 6 of 6.", "\(beside["delete selection"] ?? [])")
        // Every row the filter shows deleted, focus on one: none stays beside it, and focus goes as the view says.
        let (every, _) = try Self.heardAlike(["filter item 2-", "select not done", "goto 3", "delete selection", "where", "undo", "where",
                                              "redo", "where", "undo", "deselect all", "filter item", "select done", "goto 2",
                                              "delete selection", "where", "previous", "undo", "where"])
        #expect(every["delete selection"]?.first?.hasSuffix("1 row left in filter item 2-.") == true, "\(every["delete selection"] ?? [])")
        #expect(every["delete selection"]?.contains { $0.hasSuffix("9993 rows left in filter item.") } == true, "\(every["delete selection"] ?? [])")
    }

    /// `select all` under a filter while a rule made without it stands (`select done`, then
    /// `filter red`): the rule's rows the filter hides are counted in the store and said as let
    /// go, where the selection and the filter were read whole and each of the filter's rows
    /// looked up (on 2 x 500,000 rows: 174 s and 582 MB).
    @Test func selectAllUnderAFilterAfterARuleCountsTheRowsItLetsGo() throws {
        let (said, _) = try Self.heardAlike(["select done", "filter item 2", "select all", "where", "deselect all", "filter off",
                                             "select not done", "deselect 5", "filter item", "select all", "where", "select all",
                                             "deselect all", "select done", "select all", "where"])
        #expect(said["select all"]?.first == "Filter item 2: all selected, 6110 in all.", "\(said["select all"] ?? [])")
        #expect(said["select all"]?.dropFirst().first == "5 rows deselected.", "\(said["select all"] ?? [])")
    }

    /// A rule made without a filter, under one read a page at a time: `deselect all` says the
    /// rows the filter hides that it let go, counted in the store, as a list held whole says them;
    /// `selection` says the rule a page at a time in the list's order, as without a filter, where
    /// the filter was read whole for it (after `select done; filter red` on 2 x 500,000 rows: 4.4 s, 582 MB).
    @Test func aRuleMadeWithoutAFilterIsCountedAndSaidUnderOne() throws {
        let (said, _) = try Self.heardAlike(["select done", "filter item 2", "deselect all", "filter off", "select not done", "filter item",
                                             "deselect all"])
        #expect(said["deselect all"]?.count == 4, "\(said["deselect all"] ?? [])")
        // An action on it under a filter of words is made by the store, and says the rows it changed that the filter hides.
        let (acted, _) = try Self.heardAlike(["select done", "filter item 2", "goto 3", "mark not done", "where", "undo", "where", "redo",
                                              "where", "filter off", "where", "undo"])
        #expect(acted["mark not done"]?.last?.hasSuffix("hidden by filter item 2.") == true, "\(acted["mark not done"] ?? [])")
        let pair = try FilterPagesTests.PagedBesideWhole()
        var speaker = Speaker()
        for line in Self.marked + ["select not done", "filter item 2"] { _ = pair.a.execute(line) }
        let before = pair.paged.rowsRead
        let heard = speaker.lines(pair.a.execute("selection").announcements) + speaker.lines(pair.a.execute("more").announcements)
        #expect(heard.first == "9994 selected.", "\(heard)")
        #expect(heard.count > 30, "\(heard)")
        #expect(pair.paged.rowsRead - before < 1_000, "rows read: \(pair.paged.rowsRead - before)")
    }

    /// The other state of the same field selected while a state's rule stands: every row but
    /// those deselected from the rule and still in its state, a rule counted in the store,
    /// where each row was read and tested (578 MB on 2 x 500,000 rows).
    @Test func theOtherStateBesideARuleIsARuleOfEveryRow() throws {
        let (said, pair) = try Self.heardAlike(["select done", "select not done", "where", "deselect all", "select not done", "goto 9",
                                                "deselect", "goto 1", "deselect", "select done", "where", "selection", "deselect all",
                                                "filter item", "select done", "select not done", "where", "goto 3", "Snooze", "undo"])
        #expect(said["select not done"]?.first == "9994 rows selected, 10000 in all.", "\(said["select not done"] ?? [])")
        #expect(said["select done"]?[1] == "6 rows selected, 9999 in all.", "\(said["select done"] ?? [])")
        #expect(pair.a.selectedCount == 9_998)
    }

    /// A state selected beside a selection kept as a rule, with a filter and without: the
    /// rows are each tested as they are, never looked up again by their ids (857,000 rows
    /// beside `select done` on 2 x 500,000 never ended, and Ctrl-C did not stop them).
    @Test func aStateSelectedBesideARuleSaysWhatAWholeListSays() throws {
        let (said, pair) = try Self.heardAlike(["select done", "select not done", "select done", "deselect 1", "select done", "where",
                                                "deselect all", "filter item", "select done", "select not done", "select not done", "where"],
                                               readsFew: false)
        // The same state again while its rule stands is said from the rule, reading nothing.
        let (again, twice) = try Self.heardAlike(["select done", "select done", "deselect all", "filter item", "select done", "select done", "where"])
        #expect(again["select done"]?[1] == "6 rows are already selected; nothing changed.", "\(again["select done"] ?? [])")
        #expect(again["select done"]?[3] == "5 rows are already selected; nothing changed.", "\(again["select done"] ?? [])")
        #expect(twice.a.selectedCount == 5)
        #expect(said["select not done"]?.first == "9994 rows selected, 10000 in all.", "\(said["select not done"] ?? [])")
        #expect(said["select done"]?.dropFirst().first == "6 rows are already selected; nothing changed.", "\(said["select done"] ?? [])")
        #expect(pair.a.selectedCount == 9_998)
    }
}
