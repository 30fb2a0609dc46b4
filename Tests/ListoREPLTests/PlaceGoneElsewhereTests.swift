@testable import ListoREPL
import ListoTestSupport
import Testing

/// Where focus was, taken away by another session: the section it was on, or the
/// row it would go back to from the sidebar. Focus goes where a change made here
/// would put it, and only where the person is is said.
@Suite struct PlaceGoneElsewhereTests {
    /// The section focus is on, deleted elsewhere: focus goes
    /// to the section before, the news says so, and where, next and previous go on from there.
    @Test(arguments: ["en", "es"])
    func theFocusedSectionDeletedElsewhereMovesFocusToTheOneBefore(language: String) throws {
        let es = language == "es"
        let (a, b, _) = try Harness.twoOnOneStore(language: language)
        b.say(es ? "sección añadir Luego" : "section add Later")
        a.say(es ? "sección 3" : "section 3")
        b.say(es ? "sección 3" : "section 3")
        b.say(es ? "sección borrar" : "section delete")
        let heard = a.say(es ? "dónde" : "where")
        #expect(heard.first == (es ? "Sección Luego borrada en otra sesión." : "Section Later deleted elsewhere."), "\(heard)")
        #expect(heard.contains(es ? "Ahora en Completadas." : "Now on Completed."), "\(heard)")
        #expect(heard.contains { $0.hasPrefix(es ? "Columna de contenido: Tareas, sección Completadas" : "Content column: Tasks, section Completed") }, "\(heard)")
        let next = a.say(es ? "siguiente" : "next")
        #expect(next.first?.hasPrefix(es ? "Renovar el pasaporte, 1 de 2" : "Renew passport, 1 of 2") == true, "\(next)")
        a.say(es ? "anterior" : "previous")
        let previous = a.say(es ? "anterior" : "previous")
        #expect(previous.first?.hasPrefix(es ? "Pagar el alquiler" : "Pay the rent") == true, "\(previous)")
    }

    /// The row focus would go back to, deleted elsewhere while
    /// the person is in the sidebar, is news as any row is; nothing says "Now on" a
    /// row the person is not on.
    @Test(arguments: ["en", "es"])
    func aRowDeletedElsewhereWhileInTheSidebarIsNotSaidAsWhereFocusIs(language: String) throws {
        let es = language == "es"
        let (a, b, _) = try Harness.twoOnOneStore(language: language)
        let (bread, call) = es ? ("Comprar pan", "Llamar a Ana") : ("Buy bread", "Call Ana")
        a.say(es ? "ir 1" : "goto 1")
        a.say(es ? "atrás" : "back")
        b.say(es ? "borrar \(bread)" : "delete \(bread)")
        let heard = a.say(es ? "dónde" : "where")
        #expect(heard.first == (es ? "\(bread) borrada en otra sesión." : "\(bread) deleted elsewhere."), "\(heard)")
        #expect(!heard.contains { $0.hasPrefix(es ? "Ahora en" : "Now on") }, "\(heard)")
        #expect(!heard.contains { $0.contains(call) }, "the row the list's focus went to is not said: \(heard)")
        #expect(heard.contains { $0.hasPrefix(es ? "Columna lateral" : "Sidebar column") }, "\(heard)")
    }
}
