import Foundation
@testable import ListoREPL
import ListoTestSupport
import Testing

/// A number chooses what was offered: when another session deletes the list or
/// the search hit offered as that number before it is typed, the choice is
/// refused by the name that was offered, never taken for what is now in its place.
@Suite struct ChoiceGoneElsewhereTests {
    @Test(arguments: ["en", "es"])
    func aListOfferedAndDeletedElsewhereIsRefusedByName(language: String) throws {
        let (a, b, _) = try Harness.twoOnOneStore(language: language)
        let es = language == "es"
        let articles = es ? "Artículos" : "Articles"
        a.say(es ? "listas" : "lists")
        b.say(es ? "borrar lista \(articles)" : "delete list \(articles)")
        let heard = a.say("2")
        #expect(heard.last == (es ? "Error: \(articles) se borró en otra sesión." : "Error: \(articles) was deleted elsewhere."), "\(heard)")
        #expect(a.session.document.name == (es ? "Tareas" : "Tasks"), "the list now second is not opened")
    }

    @Test(arguments: ["en", "es"])
    func aSearchHitDeletedElsewhereIsRefusedByName(language: String) throws {
        let (a, b, _) = try Harness.twoOnOneStore(language: language)
        let es = language == "es"
        let bread = es ? "Comprar pan" : "Buy bread"
        a.say(es ? "rastrear \(bread)" : "search \(bread)")
        b.say(es ? "borrar \(bread)" : "delete \(bread)")
        let heard = a.say(es ? "abrir 1" : "open 1")
        #expect(heard.last == (es ? "Error: \(bread) se borró en otra sesión." : "Error: \(bread) was deleted elsewhere."), "\(heard)")
    }

    /// A deletion elsewhere that the refusal names is said once, by the refusal:
    /// the news before it leaves that row or list out, and where focus went, when
    /// it was the focused row, follows the refusal. Each case: what `a` types, what
    /// `b` then types (deleting the row or list offered), the number `a` then types,
    /// and all that `a` hears for it, in order.
    static let saidOnce: [(language: String, offer: [String], elsewhere: [String], heard: [String])] = [
        // A swipe open on the focused row.
        ("en", ["goto 1", "swipe trailing"], ["delete Buy bread"],
         ["Error: Buy bread was deleted elsewhere.", "Now on Call Ana, 1 of 2."]),
        ("es", ["ir 1", "deslizar final"], ["borrar Comprar pan"],
         ["Error: Comprar pan se borró en otra sesión.", "Ahora en Llamar a Ana, 1 de 2."]),
        // A name matching two rows, focus on the second, which goes.
        ("en", ["goto 1", "add Buy bread", "delete Buy bread"], ["goto 1", "goto 4", "delete"],
         ["Error: Buy bread was deleted elsewhere.", "Now on Pay the rent, 3 of 3."]),
        ("es", ["ir 1", "añadir Comprar pan", "borrar Comprar pan"], ["ir 1", "ir 4", "borrar"],
         ["Error: Comprar pan se borró en otra sesión.", "Ahora en Pagar el alquiler, 3 de 3."]),
        // The same, focus on the first: the second was not counted as removed either.
        ("en", ["goto 1", "add Buy bread", "goto 1", "delete Buy bread"], ["goto 1", "goto 4", "delete"],
         ["Error: Buy bread was deleted elsewhere."]),
        ("es", ["ir 1", "añadir Comprar pan", "ir 1", "borrar Comprar pan"], ["ir 1", "ir 4", "borrar"],
         ["Error: Comprar pan se borró en otra sesión."]),
        // A list read out by lists.
        ("en", ["lists"], ["delete list Articles"], ["Error: Articles was deleted elsewhere."]),
        ("es", ["listas"], ["borrar lista Artículos"], ["Error: Artículos se borró en otra sesión."]),
    ]

    @Test(arguments: saidOnce.indices)
    func aDeletionTheRefusalNamesIsSaidOnce(_ i: Int) throws {
        let c = Self.saidOnce[i]
        let (a, b, _) = try Harness.twoOnOneStore(language: c.language)
        for line in c.offer { a.say(line) }
        for line in c.elsewhere { b.say(line) }
        #expect(a.say("2") == c.heard)
    }
}
