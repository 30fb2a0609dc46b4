import ListoModel
@testable import ListoREPL
import ListoTestSupport
import Testing

/// A swipe named by its direction, as a phone's user says it: left uncovers the
/// trailing edge, right the leading one, in both languages; full runs its first action.
@Suite struct SwipeDirectionTests {
    @Test(arguments: [("en", "swipe left", "swipe trailing"), ("en", "swipe right", "swipe leading"),
                      ("es", "deslizar izquierda", "deslizar final"), ("es", "deslizar derecha", "deslizar inicio")])
    func aDirectionIsItsEdge(_ c: (String, String, String)) throws {
        let byDirection = try Harness(arguments: ["--demo", "--language", c.0])
        let byEdge = try Harness(arguments: ["--demo", "--language", c.0])
        for h in [byDirection, byEdge] { h.say("goto 1") }
        let said = byDirection.say(c.1)
        #expect(said == byEdge.say(c.2))
        #expect(said.count > 1 && !said[0].hasPrefix("Error:"), "\(said)")
    }

    @Test func swipeLeftFullRunsTheTrailingEdgesFirstAction() throws {
        let h = try Harness(arguments: ["--demo"])
        h.say("goto 1")
        #expect(h.say("swipe left full") == ["Deleted Buy bread. 2 rows left.", "Call Ana, 1 of 2."])
    }
}

/// An action that moves rows to a section, run by name on a row that can't move,
/// names the action and where it moves rows, where "can't be moved" alone left the
/// listener to wonder why a move was asked.
@Suite struct ActionMoveBlockedTests {
    @Test func doneOnAPinnedRowSaysWhatDoneDoes() throws {
        let h = try Harness(arguments: ["--demo"])
        h.say("goto Pay the rent")
        #expect(h.say("do Done") == ["Error: Pay the rent can't be moved to Completed by Done: it is pinned."])
        #expect(h.say("where").first == "Pay the rent, 3 of 3.", "nothing moved")
    }
}
