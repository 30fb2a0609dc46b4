import ListoTestSupport
import Testing

/// Where an undo puts focus in an outline, and the level a row landed on says: a row
/// put back inside a row collapsed since is not focused where it can't be seen, and a
/// row says its level where it differs from the row focus left, that row held or not.
@Suite struct OutlineFocusTests {
    /// Tasks with Call Ana inside Buy bread.
    func outlined(_ language: String = "en") throws -> Harness {
        let h = try Harness(arguments: ["--demo", "--language", language])
        h.say(language == "en" ? "goto 2" : "ir 2")
        h.say(language == "en" ? "indent" : "sangrar")
        return h
    }

    @Test func anUndoIntoACollapsedRowFocusesTheRowThatShows() throws {
        let h = try outlined()
        h.say("goto Call Ana")
        h.say("mark done")
        h.say("goto 1")
        #expect(h.say("collapse") == ["Collapsed Buy bread, 1 of 1 done."])
        #expect(h.say("undo") == ["Undid mark done of Call Ana: not done again.",
                                  "Call Ana is inside Buy bread, which is collapsed; focus moved to Buy bread.",
                                  "Buy bread, level 1, 1 of 2, collapsed, 0 of 1 done."])
        // Focus is on a row that shows: the next one is the row after it, not the one inside.
        #expect(h.say("next") == ["Pay the rent, 2 of 2, pinned, actions Snooze."])
    }

    @Test func anUndoIntoACollapsedRowIsSaidInSpanish() throws {
        let h = try outlined("es")
        h.say("ir Llamar a Ana")
        h.say("marcar hecha")
        h.say("ir 1")
        h.say("plegar")
        let said = h.say("deshacer")
        #expect(said.count == 3, "\(said)")
        #expect(said.dropFirst().first?.hasPrefix("Llamar a Ana") == true, "\(said)")
        #expect(said.last?.hasPrefix("Comprar pan, nivel 1, 1 de 2") == true, "\(said)")
    }

    @Test func aRowLandedOnSaysItsLevelAgainstTheRowFocusLeft() throws {
        let h = try outlined()
        h.say("goto Call Ana")
        #expect(h.say("add child Deep") == ["Added Deep under Call Ana, level 3, 1 of 1."])
        // The row added is gone: focus goes back to the row it was inside, which says its level.
        #expect(h.say("undo") == ["Undid add of Deep.", "Call Ana, level 2, 1 of 1."])
    }
}
