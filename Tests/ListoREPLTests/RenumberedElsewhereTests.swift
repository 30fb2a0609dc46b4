@testable import ListoREPL
import ListoTestSupport
import Testing

/// A row number heard before another session added, removed or moved rows may now
/// name another row: the first change by number after such news is refused with the
/// row the number names now, and typed again it goes ahead. Reading by number, and
/// numbers typed once the news was answered, are as ever.
@Suite struct RenumberedElsewhereTests {
    @Test(arguments: ["en", "es"])
    func aChangeByANumberMovedElsewhereIsRefusedOnce(language: String) throws {
        let (a, b, _) = try Harness.twoOnOneStore(language: language)
        let es = language == "es"
        a.say(es ? "ir Pagar" : "goto Pay")
        a.say(es ? "soltar" : "unpin")
        a.say(es ? "ir Llamar" : "goto Call")
        a.say(es ? "lista" : "list")
        b.say(es ? "borrar Comprar pan" : "delete Buy bread")
        let first = a.say(es ? "borrar 2" : "delete 2")
        let rent = es ? "Pagar el alquiler" : "Pay the rent"
        #expect(first.last == (es ? "Error: la fila 2 es ahora \(rent), renumerada en otra sesión. Escribe borrar 2 otra vez para seguir."
                                  : "Error: row 2 is now \(rent), renumbered elsewhere. Type delete 2 again to go ahead."), "\(first)")
        #expect(a.session.document.everyRow.contains { $0.title == rent }, "nothing deleted")
        let again = a.say(es ? "borrar 2" : "delete 2")
        #expect(again.first == (es ? "Borrada \(rent). Queda 1 fila." : "Deleted \(rent). 1 row left."), "\(again)")
        #expect(!a.session.document.everyRow.contains { $0.title == rent })
    }

    @Test func readingByNumberAndNewsWithoutRenumberingAreAsEver() throws {
        let (a, b, _) = try Harness.twoOnOneStore(language: "en")
        a.say("goto Call")
        b.say("delete Buy bread")
        // Reading by a number says the row it lands on: nothing to refuse, and the news is answered.
        let read = a.say("read 2")
        #expect(!read.contains { $0.hasPrefix("Error:") }, "\(read)")
        b.say("goto Call")
        b.say("rename to Call Eva")
        // A rename elsewhere moves no number.
        let renamed = a.say("rename 1 to Call Ana")
        #expect(renamed.contains("Renamed Call Eva to Call Ana."), "\(renamed)")
        #expect(!renamed.contains { $0.hasPrefix("Error:") }, "\(renamed)")
    }
}
