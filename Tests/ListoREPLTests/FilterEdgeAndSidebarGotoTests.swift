@testable import ListoREPL
import ListoTestSupport
import Testing

/// What a row under a filter and a row named from the sidebar are said as: the
/// truth about where they are, and the row reached where it was named.
@Suite struct FilterEdgeAndSidebarGotoTests {
    /// goto a row of the open list from the sidebar goes to it in the content column,
    /// as find does, where it was refused as no list with the advice to type lists.
    @Test func gotoARowFromTheSidebarGoesThere() throws {
        let h = try Harness(arguments: ["--demo", "--layout", "regular"])
        h.say("back")
        #expect(h.say("goto Call Ana") == ["Content column.", "Pending, section 1 of 2.", "Call Ana, 2 of 3, actions Done, Delete, Snooze."])
        #expect(h.session.state.column == .content)
        h.say("back")
        #expect(h.say("goto Articles") == ["Articles, 2 of 4, 5 rows, 3 unread."], "a list's name still goes to the list")
        #expect(h.say("goto Nothing") == ["Error: \"Nothing\" is not a list. Type lists to hear them."])
        #expect(h.say("goto Call Ana") == ["Error: \"Call Ana\" is not a list. Type lists to hear them."],
                "with another list focused, its rows are not the open list's")
        #expect(h.session.state.column == .sidebar)
    }
}
