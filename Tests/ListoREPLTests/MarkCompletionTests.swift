@testable import ListoREPL
import ListoTestSupport
import Testing

/// Tab after mark offers the states the open list has, in the language spoken, and
/// never one it lacks: each offer, typed, is taken by mark.
@Suite struct MarkCompletionTests {
    @Test func markOffersTheOpenListsStates() throws {
        let h = try Harness()
        let all = try #require(h.session.complete("mark "))
        #expect(all.display.hasPrefix("done, snoozed, pinned, undone, not, Buy bread"), "Tasks has no read field: \(all.display)")
        #expect(!all.display.contains("unread"))
        #expect(h.session.complete("mark un")?.insert == "undone")
        #expect(h.session.complete("mark sn")?.insert == "snoozed")
        #expect(h.session.complete("mark p")?.display == "pinned, Pay the rent")
        #expect(h.session.complete("mark not ")?.display == "not done, not snoozed, not pinned")
        #expect(h.session.complete("mark not sn")?.insert == "not snoozed")
        _ = h.say("goto 1")
        #expect(h.say("mark not snoozed").first?.hasSuffix("nothing changed.") == true, "what Tab offers, mark takes")
        _ = h.say("open Articles")
        #expect(h.session.complete("mark un")?.insert == "unread")
        #expect(h.session.complete("mark not ")?.insert == "not read", "Articles has one state, read")
    }

    @Test func marcarOffersTheStatesInSpanish() throws {
        let h = try Harness()
        _ = h.say("language es")
        let all = try #require(h.session.complete("marcar "))
        #expect(all.display.hasPrefix("hecha, pospuesta, fijada, no, Buy bread"), "\(all.display)")
        #expect(h.session.complete("marcar pos")?.insert == "pospuesta")
        #expect(h.session.complete("marcar no ")?.display == "no hecha, no pospuesta, no fijada")
        #expect(h.session.complete("marcar no pos")?.insert == "no pospuesta")
        _ = h.say("ir 1")
        #expect(h.say("marcar no pospuesta").first?.contains("no pospuesta") == true, "what Tab offers, marcar takes")
        _ = h.say("abrir Articles")
        #expect(h.session.complete("marcar no l")?.insert == "no leída")
    }
}
