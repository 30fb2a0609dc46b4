@testable import ListoREPL
import ListoTestSupport
import Testing

/// Tab after rotor offers every unit rotor names, the open list's states with the
/// others, where it offered the units alone and rotor pinned worked untold.
@Suite struct RotorCompletionTests {
    @Test func rotorOffersTheListsStatesBesideItsUnits() throws {
        let h = try Harness()
        let said = h.say("rotor")
        let all = try #require(h.session.complete("rotor "))
        #expect(all.display == "next, previous, items, sections, rows, actions, selected, done, snoozed, pinned, overdue", "\(all.display)")
        #expect(said.last == "Units: items, sections, rows, actions, selected, done, snoozed, pinned, overdue.", "\(said)")
        #expect(h.session.complete("rotor pi")?.insert == "pinned")
        #expect(h.say("rotor pinned") == ["Rotor: pinned."])
    }

    @Test func rotorOffersTheStatesInSpanish() throws {
        let h = try Harness()
        _ = h.say("language es")
        #expect(h.session.complete("rotor ")?.display == "siguiente, anterior, elementos, secciones, filas, acciones, seleccionadas, hecha, pospuesta, fijada, vencida")
        #expect(h.session.complete("rotor fij")?.insert == "fijada")
        #expect(h.say("rotor fijada") == ["Rotor: fijadas."])
    }

    /// The sidebar holds lists, whose rows the rotor does not move by there.
    @Test func theSidebarOffersUnitsAlone() throws {
        let h = try Harness()
        _ = h.say("back")
        let all = try #require(h.session.complete("rotor "))
        #expect(!all.display.contains("pinned"), "\(all.display)")
    }
}
