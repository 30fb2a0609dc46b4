import ListoTestSupport
import Testing

/// delete list with no name, where no row is titled list: the name is missing, said with
/// delete list's usage, where it was refused as a row named list that is not there. A
/// row titled List is still deleted by it.
@Suite struct DeleteListNoNameTests {
    static let cases: [(language: String, line: String, said: String)] = [
        ("en", "delete list", "Error: delete needs more. Usage: delete list NAME."),
        ("en", "delete List", "Error: delete needs more. Usage: delete list NAME."),
        ("en", "delete lista", "Error: delete needs more. Usage: delete list NAME."),
        ("es", "borrar lista", "Error: borrar necesita más. Uso: borrar lista NOMBRE."),
        ("es", "borrar list", "Error: borrar necesita más. Uso: borrar lista NOMBRE."),
        ("en", "delete listing", "Error: \"listing\" is not a row here. Type list to hear the rows."),
    ]

    @Test(arguments: cases.indices)
    func deleteListAloneAsksForTheName(_ index: Int) throws {
        let c = Self.cases[index]
        let h = try Harness(arguments: ["--demo", "--language", c.language])
        #expect(h.say(c.line) == [c.said], "\(c.line)")
        #expect(h.say(c.language == "es" ? "listas" : "lists").first == (c.language == "es" ? "4 listas." : "4 lists."))
    }

    @Test func aRowTitledListIsStillDeleted() throws {
        let h = try Harness(arguments: ["--demo"])
        h.say("add List")
        #expect(h.say("delete list").first == "Deleted List. 3 rows left.")
    }
}
