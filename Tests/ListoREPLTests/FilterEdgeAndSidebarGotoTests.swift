@testable import ListoREPL
import ListoTestSupport
import Testing

/// What a row under a filter and a row named from the sidebar are said as: the
/// truth about where they are, and the row reached where it was named.
@Suite struct FilterEdgeAndSidebarGotoTests {
    /// move up from the first row a filter shows, with a row it hides above, is
    /// refused naming the filter (behaviour.md: a move never passes only hidden rows),
    /// where it said the row was first in its section, which it is not.
    @Test(arguments: [("en", ["filter call", "move up", "move down"],
                       ["Error: Call Ana is already first in filter call. Type filter off to move it past hidden rows.",
                        "Error: Call Ana is already last in filter call. Type filter off to move it past hidden rows."]),
                      ("es", ["filtrar llamar", "mover arriba", "mover abajo"],
                       ["Error: Llamar a Ana ya es la primera en el filtro llamar. Escribe filtrar no para moverla más allá de las filas ocultas.",
                        "Error: Llamar a Ana ya es la última en el filtro llamar. Escribe filtrar no para moverla más allá de las filas ocultas."])])
    func movingPastOnlyHiddenRowsNamesTheFilter(language: String, lines: [String], refusals: [String]) throws {
        let h = try Harness(arguments: ["--demo", "--language", language])
        h.say(lines[0])
        #expect(h.say(lines[1]) == [refusals[0]])
        #expect(h.say(lines[2]) == [refusals[1]])
        #expect(h.session.library.list(h.session.state.listID)?.sections[0].rows.count == 3, "nothing moved")
        #expect(h.session.library.list(h.session.state.listID)?.sections[0].rows[1].title == (language == "es" ? "Llamar a Ana" : "Call Ana"))
    }

    /// where under a filter counts the focused row as goto does, naming the filter.
    @Test func whereCountsTheRowAsGotoDoes() throws {
        let h = try Harness()
        h.say("filter ana")
        #expect(h.say("where").first == "Call Ana, 1 of 1 in filter ana.")
        #expect(h.say("goto 1") == ["Call Ana, 1 of 1 in filter ana."])
    }

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
