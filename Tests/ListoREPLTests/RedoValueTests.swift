import ListoTestSupport
import Testing

/// redo of a value set says the value it sets again, as undo reads the row with the
/// value back: two redos of one field say two values, and never `Again.`
@Suite struct RedoValueTests {
    @Test func eachRedoSaysItsValue() throws {
        let h = try Harness(arguments: ["--demo", "--today", "2026-12-05"])
        h.say("set 1 due in 3 days")
        h.say("set 1 due dec 25")
        h.say("undo")
        h.say("undo")
        #expect(h.say("redo") == ["Redid due on Buy bread: due Tuesday again."])
        #expect(h.say("redo") == ["Redid due on Buy bread: due 25 December again."])
        h.say("unset 1 due")
        h.say("undo")
        #expect(h.say("redo") == ["Redid due on Buy bread: no due again."])
    }

    @Test func spanish() throws {
        let h = try Harness(arguments: ["--demo", "--today", "2026-12-05", "--language", "es"])
        h.say("poner 1 vence en 3 días")
        h.say("poner 1 vence 25 dic")
        h.say("deshacer")
        h.say("deshacer")
        let first = h.say("rehacer"), second = h.say("rehacer")
        #expect(first.count == 1 && second.count == 1)
        #expect(first != second)
        #expect(!(second.first ?? "").contains("De nuevo.") && !(second.first ?? "").hasSuffix("Otra vez."), "\(second)")
        #expect(first.first?.hasPrefix("Rehecho: vence en Comprar pan; de nuevo vence") == true, "\(first)")
    }
}
