import ListoTestSupport
import Testing

/// `move to top` (to bottom, up, down, first, last) where no row is titled so: to
/// takes a row, and the words were refused as a title no row has; the refusal now
/// names the move that was meant, as move to a section's name names move to section.
@Suite struct MovePlaceTests {
    static let cases: [(language: String, line: String, said: String)] = [
        ("en", "move to top", "Error: \"top\" is not a row here. Type move top."),
        ("en", "move to Bottom", "Error: \"Bottom\" is not a row here. Type move bottom."),
        ("en", "move to first", "Error: \"first\" is not a row here. Type move top."),
        ("en", "move to last", "Error: \"last\" is not a row here. Type move bottom."),
        ("en", "move to up", "Error: \"up\" is not a row here. Type move up."),
        ("en", "move to down", "Error: \"down\" is not a row here. Type move down."),
        ("en", "move to nowhere", "Error: \"nowhere\" is not a row here. Type list to hear the rows."),
        ("es", "mover a principio", "Error: \"principio\" no nombra ninguna fila de aquí. Escribe mover al principio."),
        ("es", "mover a final", "Error: \"final\" no nombra ninguna fila de aquí. Escribe mover al final."),
        ("es", "mover a último", "Error: \"último\" no nombra ninguna fila de aquí. Escribe mover al final."),
        ("es", "mover a arriba", "Error: \"arriba\" no nombra ninguna fila de aquí. Escribe mover arriba."),
        ("es", "mover a abajo", "Error: \"abajo\" no nombra ninguna fila de aquí. Escribe mover abajo."),
        ("es", "move to top", "Error: \"top\" no nombra ninguna fila de aquí. Escribe mover al principio."),
    ]

    @Test(arguments: cases.indices)
    func moveToAPlaceNamesTheMove(_ index: Int) throws {
        let c = Self.cases[index]
        let h = try Harness(arguments: ["--demo", "--language", c.language])
        h.say(c.language == "es" ? "ir 2" : "goto 2")
        #expect(h.say(c.line) == [c.said], "\(c.line)")
    }

    /// A row whose title starts so is still the row move to means: Call Ana goes inside it.
    @Test func aRowTitledTopIsStillARow() throws {
        let h = try Harness(arguments: ["--demo"])
        h.say("add Top shelf")
        h.say("goto 2")
        #expect(h.say("move to top").first?.hasPrefix("Error:") == false)
        #expect(h.say("goto Top shelf").first == "Top shelf, level 1, 3 of 3, expanded, 0 of 1 done.")
    }
}
