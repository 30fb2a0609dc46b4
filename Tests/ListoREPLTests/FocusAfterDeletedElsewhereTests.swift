import Foundation
import ListoTestSupport
import Testing

/// The focused row deleted by another session: focus goes to the row after it and
/// the news says so (`Now on Butter, 1 of 2.`). A command typed before that was said,
/// and so meant the gone row, is refused by its name; said at the prompt, under a line
/// that may have been typed as it came, the first change to the focused row is refused
/// once as focus moved elsewhere; said in an answer, or after any command, a change goes
/// where focus is, as read and where say it is. A change kept being refused (`Soy milk
/// was deleted elsewhere.`) while read and where said Butter.
@Suite struct FocusAfterDeletedElsewhereTests {
    /// Two sessions on one SQLite file, both in a shopping list with a number field,
    /// `a` on its first row.
    static func shopping(_ language: String) throws -> (a: Harness, b: Harness, words: Words) {
        let words = Words(es: language == "es")
        let (a, b, _) = try Harness.twoOnOneStore(language: language)
        for line in words.setUp { a.say(line) }
        b.say(words.open)
        a.say(words.gotoSoy)
        return (a, b, words)
    }

    struct Words {
        let es: Bool
        var list: String { es ? "Compra" : "Shopping" }
        var setUp: [String] {
            es ? ["nueva lista Compra", "campo añadir cantidad numero", "añadir Leche de soja", "añadir Mantequilla", "añadir Huevos"]
               : ["new list Shopping", "field add qty number", "add Soy milk", "add Butter", "add Eggs"]
        }
        var open: String { es ? "abrir Compra" : "open Shopping" }
        var gotoSoy: String { es ? "ir Leche de soja" : "goto Soy milk" }
        var deleteSoy: String { es ? "borrar Leche de soja" : "delete Soy milk" }
        var set5: String { es ? "poner cantidad 5" : "set qty 5" }
        var news: [String] {
            es ? ["Leche de soja borrada en otra sesión.", "Ahora en Mantequilla, 1 de 2."]
               : ["Soy milk deleted elsewhere.", "Now on Butter, 1 of 2."]
        }
        var refused: String { es ? "Error: Leche de soja se borró en otra sesión." : "Error: Soy milk was deleted elsewhere." }
        var setOnButter: String { es ? "Mantequilla: cantidad 5." : "Butter: qty 5." }
    }

    @Test(arguments: ["en", "es"])
    func heardAtThePromptTheNextChangeGoesToTheRowFocusIsOn(language: String) throws {
        let (a, b, w) = try Self.shopping(language)
        b.say(w.deleteSoy)
        let before = a.output.lines.count
        #expect(a.runner.sayWhileIdle())
        #expect(Array(a.output.lines[before...]) == [""] + w.news)
        #expect(a.say(w.set5) == [w.es ? "Error: el foco está ahora en Mantequilla, movido por un cambio en otra sesión. Escribe poner cantidad 5 otra vez para seguir."
                                       : "Error: focus is now on Butter, moved by a change elsewhere. Type set qty 5 again to go ahead."])
        #expect(a.say(w.set5) == [w.setOnButter])
        #expect(a.say(w.set5).first?.hasPrefix("Error") == false)
    }

    @Test(arguments: ["en", "es"])
    func heardInAnAnswerTheNextChangeGoesToTheRowFocusIsOn(language: String) throws {
        let (a, b, w) = try Self.shopping(language)
        b.say(w.deleteSoy)
        #expect(Array(a.say(w.es ? "dónde" : "where").prefix(2)) == w.news)
        #expect(a.say(w.set5) == [w.setOnButter])
    }

    /// Typed before the deletion was heard, the change meant the gone row: refused by
    /// its name, with where focus is now; the same line again goes to that row.
    @Test(arguments: ["en", "es"])
    func aChangeTypedBeforeTheNewsIsRefusedOnceThenGoesWhereFocusIs(language: String) throws {
        let (a, b, w) = try Self.shopping(language)
        b.say(w.deleteSoy)
        let refused = a.say(w.set5)
        #expect(refused.contains(w.refused), "\(refused)")
        #expect(refused.last == w.news[1], "\(refused)")
        #expect(a.say(w.set5) == [w.setOnButter])
    }
}
