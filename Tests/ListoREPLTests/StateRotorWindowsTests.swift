import ListoModel
@testable import ListoREPL
import Testing

/// The state rotor on a list read in windows asks the store for the next row in its state,
/// section by section from the focus, and every other command with that rotor chosen reads
/// near the focus: on 2 x 500,000 rows `rotor done; next` read the list whole (15 s and
/// 420 MB, debug build), and so did `where` once the rotor moved by a state.
@Suite struct StateRotorWindowsTests {
    static let marked = ["goto 1500", "mark done", "goto 2900", "mark done", "section 2", "goto 20", "mark done", "goto 2999", "mark done",
                         "section 1", "goto 1600"]

    @Test func stepsAndJumpsByAStateReadTheRowsTheyReach() throws {
        try SingleCommandReadsTests.expectFlat([
            "rotor done", "next", "next", "next", "next", "next", "previous", "previous", "where", "read", "first", "previous",
            "last", "next", "section 1", "next", "rotor not done", "next", "previous", "rotor overdue", "next", "rotor items", "next",
        ], setup: Self.marked, rows: 40)
    }

    @Test func aStateNoRowIsInSaysSoWithoutReadingTheList() throws {
        try SingleCommandReadsTests.expectFlat(["rotor done", "next", "last", "first", "where"], setup: ["goto 1500"], rows: 40)
    }

    /// Under a filter the rotor walks the filter's rows as before.
    @Test func underAFilterTheRotorSaysWhatAWholeListSays() throws {
        let windows = try SingleCommandReadsTests.Reader(), whole = try SingleCommandReadsTests.Reader(whole: true)
        for line in Self.marked + ["filter 1", "rotor done", "next", "next", "previous", "last", "first", "filter off", "next"] {
            #expect(windows.say(line) == whole.say(line), "\(line)")
        }
    }
}
