import Foundation
@testable import ListoREPL
import ListoTestSupport
import Testing

/// A list named by its place in the sidebar (`open .`, `open 2`, a number alone)
/// on the line that first hears another session deleted a list means the list
/// heard there: the one deleted is refused by its name, where focus went following
/// the refusal, and a later one is the list heard under that number, never the
/// list that moved up into its place.
@Suite struct ListNumberedElsewhereTests {
    @Test(arguments: ["en", "es"])
    func openDotOnTheListDeletedElsewhereIsRefusedByName(language: String) throws {
        let (a, b, _) = try Harness.twoOnOneStore(language: language)
        let es = language == "es"
        let articles = es ? "Artículos" : "Articles"
        a.say(es ? "atrás" : "back")
        a.say(es ? "ir 2" : "goto 2")
        b.say(es ? "borrar lista \(articles)" : "delete list \(articles)")
        let heard = a.say(es ? "abrir ." : "open .")
        #expect(heard == (es ? ["Error: \(articles) se borró en otra sesión.", "Ahora en Tareas, 1 de 3."]
                             : ["Error: \(articles) was deleted elsewhere.", "Now on Tasks, 1 of 3."]), "\(heard)")
        #expect(a.session.state.column == .sidebar, "no list opened")
        // Heard now: open alone opens the list focus is on.
        #expect(a.say(es ? "abrir ." : "open .").first == (es ? "Tareas, 2 secciones, 5 filas." : "Tasks, 2 sections, 5 rows."))
    }

    @Test(arguments: ["en", "es"])
    func aNumberInTheSidebarMeansTheListHeardUnderIt(language: String) throws {
        let (a, b, _) = try Harness.twoOnOneStore(language: language)
        let es = language == "es"
        let articles = es ? "Artículos" : "Articles", inbox = es ? "Entrada" : "Inbox"
        a.say(es ? "atrás" : "back")
        b.say(es ? "borrar lista \(articles)" : "delete list \(articles)")
        let heard = a.say(es ? "abrir 3" : "open 3")
        #expect(heard.first == (es ? "Lista \(articles) borrada en otra sesión." : "List \(articles) deleted elsewhere."), "\(heard)")
        #expect(a.session.document.name == inbox, "3 was \(inbox) when heard: \(heard)")
    }

    @Test(arguments: ["en", "es"])
    func openNumberAfterListsIsRefusedByTheNameRead(language: String) throws {
        let (a, b, _) = try Harness.twoOnOneStore(language: language)
        let es = language == "es"
        let articles = es ? "Artículos" : "Articles"
        a.say(es ? "listas" : "lists")
        b.say(es ? "borrar lista \(articles)" : "delete list \(articles)")
        let heard = a.say(es ? "abrir 2" : "open 2")
        #expect(heard == [es ? "Error: \(articles) se borró en otra sesión." : "Error: \(articles) was deleted elsewhere."], "\(heard)")
        #expect(a.session.document.name == (es ? "Tareas" : "Tasks"), "the list now second is not opened")
    }
}
