@testable import ListoREPL
import ListoTestSupport
import Testing

/// where in a store with no list, in the content column as `listo -c where` starts:
/// it says there are none and how to make one, where it said a bare "." (issue 25).
@Suite struct WhereWithoutListsTests {
    @Test(arguments: [("en", "where", "Lists: none yet. Type new list and a name."),
                      ("es", "dónde", "Listas: ninguna aún. Escribe nueva lista y un nombre.")])
    func whereSaysThereAreNone(language: String, command: String, none: String) throws {
        let h = try Harness(arguments: ["--memory", "--language", language])
        h.session.state.column = .content
        let heard = h.say(command)
        #expect(heard.first?.hasPrefix(none) == true, "\(heard)")
        #expect(!heard.contains("."), "\(heard)")
    }

    /// back into the sidebar of a new store says the sidebar is empty and how to fill
    /// it, where it said "Lists, 0 lists." and ", 1 of 0, no rows."; where there names
    /// the column too, where it said "Sidebar column: Lists."
    @Test(arguments: [("en", "back", "where", "next", "Lists: none yet. Type new list and a name.",
                       "Sidebar column: no lists yet. Type new list and a name."),
                      ("es", "atrás", "dónde", "siguiente", "Listas: ninguna aún. Escribe nueva lista y un nombre.",
                       "Columna lateral: aún no hay listas. Escribe nueva lista y un nombre.")])
    func theEmptySidebarSaysThereAreNone(language: String, back: String, whereWord: String, next: String, none: String, here: String) throws {
        let h = try Harness(arguments: ["--memory", "--language", language])
        h.session.state.column = .content
        // A new store starts by saying the same, so the answer is marked as back's.
        #expect(h.say(back).first?.hasPrefix(none) == true)
        #expect(h.session.state.column == .sidebar)
        #expect(h.say(whereWord).first == here)
        #expect(h.say(next).first?.hasPrefix(none) == true)
    }

    @Test func theEmptySidebarInTheSplitViewNamesItsColumn() throws {
        let h = try Harness(arguments: ["--memory", "--layout", "regular"])
        h.session.state.column = .content
        #expect(h.say("back") == ["Sidebar column.", "Lists: none yet. Type new list and a name."])
        let heard = h.say("where")
        #expect(heard.first == "Sidebar column: no lists yet. Type new list and a name.", "\(heard)")
        #expect(!heard.contains { $0.hasPrefix(",") }, "\(heard)")
    }
}
