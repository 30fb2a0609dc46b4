import ListoTestSupport
import Testing

/// `find` of words only a row inside a collapsed row holds, after the focus: the row is
/// not shown, so find does not go there, and it says where the row is and how to reach
/// it, as goto says it. It said "no more rows after this one" and to type first, which
/// found nothing either.
@Suite struct FindCollapsedTests {
    static let cases: [(language: String, lines: [String], said: String)] = [
        ("en", ["goto Call Ana", "indent", "collapse Buy bread", "find Call"],
         "Error: Call Ana is inside Buy bread, which is collapsed. Type expand Buy bread first."),
        ("en", ["goto Call Ana", "indent", "collapse Buy bread", "first", "find Ana"],
         "Error: Call Ana is inside Buy bread, which is collapsed. Type expand Buy bread first."),
        ("es", ["ir Llamar a Ana", "sangrar", "plegar Comprar pan", "buscar Ana"],
         "Error: Llamar a Ana está dentro de Comprar pan, que está plegada. Escribe expandir Comprar pan primero."),
        // Expanded again, find goes there.
        ("en", ["goto Call Ana", "indent", "collapse Buy bread", "expand Buy bread", "find Ana"], "Call Ana, level 2, 1 of 1."),
        // A row shown further on is found first, the collapsed one passed over as a list on screen passes it.
        ("en", ["goto Call Ana", "indent", "collapse Buy bread", "add Call Ana again", "first", "find Call"],
         "Call Ana again, 3 of 3."),
    ]

    @Test(arguments: cases.indices)
    func findSaysWhereARowInsideACollapsedRowIs(_ index: Int) throws {
        let c = Self.cases[index]
        let h = try Harness(arguments: ["--demo", "--language", c.language])
        for line in c.lines.dropLast() { h.say(line) }
        #expect(h.say(c.lines.last!).last == c.said, "\(c.lines)")
    }
}
