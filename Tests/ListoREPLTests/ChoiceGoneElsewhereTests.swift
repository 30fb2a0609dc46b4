import Foundation
@testable import ListoREPL
import ListoTestSupport
import Testing

/// A number chooses what was offered: when another session deletes the list or
/// the search hit offered as that number before it is typed, the choice is
/// refused by the name that was offered, never taken for what is now in its place.
@Suite struct ChoiceGoneElsewhereTests {
    /// Two sessions on one store with the sample lists: `a` offers, `b` deletes.
    private func sessions(_ language: String) throws -> (a: Harness, b: Harness, es: Bool) {
        let path = Fixture.temporaryFolder().appendingPathComponent("shared.db").path
        let a = try Harness(arguments: ["--store", path, "--demo", "--language", language])
        return (a, try Harness(arguments: ["--store", path, "--language", language]), language == "es")
    }

    @Test(arguments: ["en", "es"])
    func aListOfferedAndDeletedElsewhereIsRefusedByName(language: String) throws {
        let (a, b, es) = try sessions(language)
        let articles = es ? "Artículos" : "Articles"
        a.say(es ? "listas" : "lists")
        b.say(es ? "borrar lista \(articles)" : "delete list \(articles)")
        let heard = a.say("2")
        #expect(heard.last == (es ? "Error: \(articles) se borró en otra sesión." : "Error: \(articles) was deleted elsewhere."), "\(heard)")
        #expect(a.session.document.name == (es ? "Tareas" : "Tasks"), "the list now second is not opened")
    }

    @Test(arguments: ["en", "es"])
    func aSearchHitDeletedElsewhereIsRefusedByName(language: String) throws {
        let (a, b, es) = try sessions(language)
        let bread = es ? "Comprar pan" : "Buy bread"
        a.say(es ? "rastrear \(bread)" : "search \(bread)")
        b.say(es ? "borrar \(bread)" : "delete \(bread)")
        let heard = a.say(es ? "abrir 1" : "open 1")
        #expect(heard.last == (es ? "Error: \(bread) se borró en otra sesión." : "Error: \(bread) was deleted elsewhere."), "\(heard)")
    }
}
