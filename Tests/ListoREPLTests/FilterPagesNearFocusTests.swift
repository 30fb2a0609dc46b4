import ListoModel
@testable import ListoREPL
import Testing

/// Commands on sections, on the focused row's edges, reminders and repeats, on every row's
/// subtasks, and settings, under a filter read a page at a time, reach what they name, not
/// the filter whole (each of `section 2`, `footer TEXT`, `section rename`, `swipe trailing`,
/// `remind 9:00`, `expand all`, `style grouped` and `columns` under `filter red` on 2 x 500,000
/// rows read it whole: 8 to 26 s and 450 to 560 MB, debug build).
@Suite struct FilterPagesNearFocusTests {
    @Test func sectionsByNumberOrNameHeadersAndFootersReadWhatTheyReach() throws {
        try FilterPagesTests.readsFewRowsAndSaysWhatAWholeListSays([
            "filter item", "section 2", "where", "next", "section Part 1", "next", "section 1", "section 3", "section Par",
            "section Other", "footer Hello", "where", "undo", "redo", "list", "footer off", "section rename Renamed", "sections",
            "undo", "section rename Part 2 to Second", "sections", "section heading main", "where", "undo", "filter off", "where",
        ])
    }

    @Test func swipesAndTheirActionsReadTheFocusedRow() throws {
        try FilterPagesTests.readsFewRowsAndSaysWhatAWholeListSays([
            "filter item", "goto 4000", "swipe trailing", "cancel", "swipe leading", "cancel", "swipe trailing", "1", "where",
            "undo", "where", "swipe trailing full", "where", "undo", "next", "filter off", "where",
        ])
    }

    /// A list with no row inside another says so for expand all and collapse all from what
    /// opening it read, where each read the list whole to find none (6 s on 2 x 500,000 rows).
    @Test func foldingEveryRowOfAFlatListReadsNoRows() throws {
        try FilterPagesTests.readsFewRowsAndSaysWhatAWholeListSays(["filter item", "goto 4000", "expand all", "collapse all", "filter off", "expand all"])
        try SingleCommandReadsTests.expectFlat(["expand all", "collapse all"], setup: ["goto 1500"], rows: 40)
    }

    /// The undo of a change to a section's header, footer or heading touches no row, and
    /// reads none: each read the section whole (2 x 500,000 rows: 28 s for three undos).
    @Test func undoingASectionsHeaderOrFooterReadsNoSection() throws {
        try SingleCommandReadsTests.expectFlat(["footer Foot", "undo", "redo", "section rename X", "undo", "redo", "section heading main", "undo"],
                                               setup: ["goto 1500"], rows: 40)
    }

    @Test func remindersRepeatsAndSettingsReadTheRowsNearTheFocus() throws {
        try FilterPagesTests.readsFewRowsAndSaysWhatAWholeListSays([
            "filter item", "goto 4000", "remind 9:00", "where", "undo", "remind tomorrow 18:00", "remind off", "repeat every day",
            "repeat off", "columns", "columns all", "columns", "layout regular", "layout", "layout compact", "profile mac", "profile",
            "style grouped", "where", "style sidebar", "list", "style plain", "next", "filter off", "where",
        ])
    }

    /// Delete run on every row a filter lets through, selected as a rule, and its undo and
    /// redo, say what a list held whole says (the rows were removed one after another: 8,000
    /// rows under filter red took 27 s, debug build; now in one pass).
    @Test func anActionDeletingTheSelectionOfAFilterSaysWhatAWholeListSays() throws {
        let pair = try FilterPagesTests.PagedBesideWhole(rows: 2_000)
        let (a, b) = (pair.a, pair.b)
        for line in ["filter item 1", "goto 5", "selection mode multiple", "edit", "select all", "do Delete", "where", "undo", "where",
                     "redo", "undo", "next", "filter off", "where", "select all", "deselect 3", "Delete", "where", "undo", "where"] {
            // As heard: a selection kept as a rule is deleted as a set, whose event names the first rows only.
            var heard = Speaker(), said = Speaker()
            #expect(said.lines(a.execute(line).announcements) == heard.lines(b.execute(line).announcements), "\(line)")
        }
    }

    /// find under a filter of words asks the word index for the rows holding both, after the
    /// focus, and says what a list held whole says when none is: the words in rows the filter
    /// shows before the focus, only in rows it hides (the first named), or in no row.
    @Test func findUnderAFilterReadsTheRowItFinds() throws {
        try FilterPagesTests.readsFewRowsAndSaysWhatAWholeListSays([
            "filter item", "find 4000", "where", "find", "find item 2-17", "find 1-3", "find", "find other", "find zz", "goto 5",
            "find 1-4", "find 2-9", "filter item 2", "find 1-5", "find 2-4999", "find", "previous", "filter off", "find 1-7",
        ])
    }
}
