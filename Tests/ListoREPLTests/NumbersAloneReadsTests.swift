import ListoModel
@testable import ListoREPL
import Testing

/// A number typed alone, a number choosing a swipe's action, `do N`, and a row chosen by its
/// number among those a name offered reach the focus and the row chosen, not the sections
/// around the focus whole (on 2 x 500,000 rows each took 6 to 9 s and 420 to 530 MB, debug build).
@Suite struct NumbersAloneReadsTests {
    @Test func numbersAloneAndChoicesReadWhatTheyReach() throws {
        try SingleCommandReadsTests.expectFlat(["1", "sections", "2", "lists", "back", "swipe trailing", "2", "undo", "do 1", "undo",
                                                "goto Item 1-15", "2", "where", "goto Item 2-7", "more", "12", "read"],
                                               setup: ["goto 1500"], rows: 3 * Session.namesOrdered)
    }

    /// `select done` under a filter read a page at a time selects every row the filter lets
    /// through in that state, as a list held whole does, not those of the pages read.
    @Test func selectingAStateUnderAFilterSelectsEveryRowInIt() throws {
        let windows = try SingleCommandReadsTests.Reader(), whole = try SingleCommandReadsTests.Reader(whole: true)
        for line in StateRotorWindowsTests.marked + ["filter 1", "selection mode multiple", "edit", "select done", "selection", "filter off",
                                                      "selection"] {
            #expect(windows.say(line) == whole.say(line), "\(line)")
        }
    }
}
