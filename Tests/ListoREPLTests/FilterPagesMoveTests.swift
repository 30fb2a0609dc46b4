import Foundation
import ListoModel
@testable import ListoREPL
@testable import ListoStore
import ListoTestSupport
import Testing

/// Under a filter of words read a page at a time, moving a row to another section, to
/// another list, or before or after a row named by its title reaches the rows it moves,
/// the row named and the row focus goes to, not the filter whole (on 2 sections of
/// 500,000 rows under `filter red`, 12 to 24 s and 460 to 700 MB each, debug build).
/// The same lines, in a session reading 2 sections of 5,000 rows in windows and in one
/// holding them whole, say the same; the windowed one reads fewer than 1,000 rows and
/// no section of the long list whole.
@Suite struct FilterPagesMoveTests {
    /// The lines said alike by both sessions, a second list `Other` with a section `Later` made first.
    static func movesReadFewRowsAndSayWhatAWholeListSays(_ lines: [String]) throws {
        try FilterPagesTests.readsFewRowsAndSaysWhatAWholeListSays(lines, setup: ["new list Other", "section add Later", "open Long"])
    }

    /// `move to section NAME`, at its top or bottom, to the section the row is in, to one
    /// no section has; where, steps, undo and redo after it.
    @Test func aMoveToASectionUnderAFilterReadsTheRowsItMoves() throws {
        try Self.movesReadFewRowsAndSayWhatAWholeListSays([
            "filter item", "goto 5", "move to section Part 2", "where", "next", "previous", "undo", "where", "redo", "where",
            "undo", "goto 4998", "move to section Part 2 top", "where", "previous", "next", "undo", "where",
            "goto 3", "move to section part 1", "move to section Nowhere", "goto 5003", "move to section Part 1", "where", "undo", "undo", "where"])
    }

    /// `move to list NAME`, with and without `section NAME`: focus goes to the row let
    /// through beside the one gone, and undo brings it back to its place.
    @Test func aMoveToAListUnderAFilterReadsTheRowsItMoves() throws {
        try Self.movesReadFewRowsAndSayWhatAWholeListSays([
            "filter item", "goto 5", "move to list Other", "where", "next", "undo", "where", "redo", "where",
            "goto 5000", "move to list Other section Later", "where", "undo", "where", "move to list Nowhere",
            "move to list Other section Nowhere", "filter other", "move to list Other", "where", "undo", "where"])
    }

    /// `move before ROW` and `move after ROW` with ROW a title or its beginning: found
    /// through the title index, an ambiguity chosen by number, a row in the other section
    /// refused, a title the filter hides, the row itself.
    @Test func aMoveBesideARowByTitleUnderAFilterReadsWhatItNames() throws {
        try Self.movesReadFewRowsAndSayWhatAWholeListSays([
            "filter item", "goto 5", "move after Item 1-40", "where", "next", "previous", "previous", "undo", "where", "redo", "where",
            "move before Item 1-2", "where", "undo", "move after Item 2-7", "move before Other 1", "move after Item 1-5",
            "move before Item 1-49", "3", "where", "undo", "goto 4990", "move after Item 1-4999", "where", "undo", "move before Nothing here",
            "filter other", "goto 1", "move after Item 1-9", "filter item", "where"])
    }

    /// `move selection to section NAME` and `move selection to list NAME`, and `move to
    /// section NAME` in edit mode with rows selected by their numbers: the rows selected move
    /// where they are, focus goes where the list held whole sends it, and undo and redo say the same.
    @Test func aSelectionMovedUnderAFilterReadsTheRowsItMoves() throws {
        try Self.movesReadFewRowsAndSayWhatAWholeListSays([
            "filter item", "selection mode multiple", "edit", "select 1, 3", "move selection to section Part 2", "where", "selection",
            "undo", "where", "selection", "redo", "where", "goto 2", "select 2-4", "move to section Part 2 top", "where", "next", "undo", "where",
            "deselect all", "goto 4997", "select 4996-4998", "move selection to list Other", "where", "undo", "where",
            "redo", "where", "undo", "move selection to list Other section Later", "where", "undo", "where"])
    }

    /// Without a filter, the undo of a move to another list puts the row back reading the
    /// rows beside its place, and its redo reads the row by its id, not the section whole
    /// (3.3 s and 320 MB on 2 x 500,000 rows, debug build).
    @Test func aMoveToAListUndoneReadsTheRowsBesideItsPlace() throws {
        try Self.movesReadFewRowsAndSayWhatAWholeListSays([
            "goto 5", "move to list Other", "where", "undo", "where", "previous", "next", "next", "redo", "where", "undo",
            "section next", "goto 4999", "move to list Other section Later", "undo", "where", "redo", "undo", "where"])
    }
}
