@testable import ListoREPL
import ListoTestSupport
import Testing

/// A keyboard without ñ types n: Tab takes `anad` to `añadir` as Enter takes `anadir`,
/// and the words after a command (`campo anadir`) are read the same way.
@Suite struct EnyeCompletionTests {
    @Test func tabCompletesACommandTypedWithoutItsEnye() throws {
        let h = try Harness()
        _ = h.say("language es")
        #expect(h.session.complete("anad")?.insert == "añadir ")
        #expect(h.session.complete("añad")?.insert == "añadir ")
        #expect(h.session.complete("campo anad")?.insert == "añadir")
    }

    @Test func keywordsAfterACommandTakeNForEnye() throws {
        let h = try Harness()
        _ = h.say("language es")
        #expect(h.say("campo anadir precio numero").first == "Campo precio añadido a Tasks: número.")
        #expect(h.say("seccion anadir Frutas").first?.hasPrefix("Sección Frutas añadida") == true)
        #expect(h.say("anadr Pan").first == "Error: \"anadr\" no es un comando. ¿Querías decir añadir?")
    }
}
