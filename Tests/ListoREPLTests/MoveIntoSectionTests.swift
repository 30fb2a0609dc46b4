import ListoTestSupport
import Testing

/// `move to ROW` where ROW is in another section: focus goes with the row, and the
/// section it is in now is said after the move, as Done says where it put a row.
/// It was not, and the next `next` or `list` spoke of a section never named.
@Suite struct MoveIntoSectionTests {
    static let cases: [(language: String, lines: [String], said: [String])] = [
        ("en", ["goto Renew passport", "move to Buy bread"],
         ["Moved Renew passport into Buy bread, level 2, 1 of 1.", "Now in Pending."]),
        ("es", ["ir Renovar el pasaporte", "mover a Comprar pan"],
         ["Renovar el pasaporte movida dentro de Comprar pan, nivel 2, 1 de 1.", "Ahora en Pendientes."]),
        // Into a row of its own section, nothing more is said.
        ("en", ["goto Call Ana", "move to Buy bread"], ["Moved Call Ana into Buy bread, level 2, 1 of 1."]),
    ]

    @Test(arguments: cases.indices)
    func aMoveIntoARowOfAnotherSectionSaysTheSection(_ index: Int) throws {
        let c = Self.cases[index]
        let h = try Harness(arguments: ["--demo", "--language", c.language])
        for line in c.lines.dropLast() { h.say(line) }
        #expect(h.say(c.lines.last!) == c.said, "\(c.lines)")
    }
}
