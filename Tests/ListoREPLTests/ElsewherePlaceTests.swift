import Foundation
@testable import ListoREPL
import ListoTestSupport
import Testing

/// News from another session says a moved row where the whole batch of news left
/// it: a row added in the same batch counts in the place said, so the news and the
/// line after it agree. The news comes in the order it happened: the add, then the move.
@Suite struct ElsewherePlaceTests {
    @Test(arguments: ["en", "es"])
    func aRowMovedAfterAnAddIsSaidAtItsPlaceAfterBoth(language: String) throws {
        let es = language == "es"
        let (a, b, _) = try Harness.twoOnOneStore(language: language)
        let call = es ? "Llamar a Ana" : "Call Ana"
        a.say(es ? "ir \(call)" : "goto \(call)")
        b.say(es ? "ir 1" : "goto 1")
        b.say(es ? "añadir Huevos" : "add Eggs")
        b.say(es ? "ir Llamar" : "goto Call")
        b.say(es ? "mover principio" : "move top")
        let heard = a.say(es ? "dónde" : "where")
        #expect(Array(heard.prefix(3)) == (es
            ? ["Huevos añadida a Pendientes en otra sesión.", "\(call) movida a 1 de 4 en otra sesión.", "\(call), 1 de 4."]
            : ["Eggs added to Pending elsewhere.", "\(call) moved to 1 of 4 elsewhere.", "\(call), 1 of 4."]), "\(heard)")
    }

    @Test func aRowMovedToTheBottomAfterAnAddCountsTheAddedRow() throws {
        let (a, b, _) = try Harness.twoOnOneStore()
        a.say("goto Call Ana")
        b.say("goto 1")
        b.say("add Eggs")
        b.say("goto Call")
        b.say("move bottom")
        let heard = a.say("where")
        #expect(Array(heard.prefix(3)) == ["Eggs added to Pending elsewhere.", "Call Ana moved to 4 of 4 elsewhere.", "Call Ana, 4 of 4."], "\(heard)")
    }

    @Test func aRowMovedTwiceIsSaidOnceAtItsLastPlace() throws {
        let (a, b, _) = try Harness.twoOnOneStore()
        a.say("goto Call Ana")
        b.say("goto Call Ana")
        b.say("move top")
        b.say("move bottom")
        let heard = a.say("where")
        #expect(heard.first == "Call Ana moved to 3 of 3 elsewhere.", "\(heard)")
    }
}
