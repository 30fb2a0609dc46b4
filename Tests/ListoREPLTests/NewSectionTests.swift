import ListoTestSupport
import Testing

/// `new section NAME` is refused with the command that adds a section first, the name
/// filled in, where it said new does not take "section" and gave new list's usage.
/// It is not taken as section add: new makes lists, and a section's commands are all
/// under section. Nothing is made.
@Suite struct NewSectionTests {
    static let cases: [(language: String, line: String, said: String)] = [
        ("en", "new section Bakery", "Error: Bakery: type section add Bakery for a section; new makes only lists."),
        ("en", "new section \"Fresh bread\"", "Error: Fresh bread: type section add Fresh bread for a section; new makes only lists."),
        ("en", "new section", "Error: A section: type section add NAME; new makes only lists."),
        ("en", "New Section Bakery", "Error: Bakery: type section add Bakery for a section; new makes only lists."),
        ("es", "nueva sección Panadería", "Error: Panadería: escribe sección añadir Panadería para una sección; nueva solo crea listas."),
        ("es", "nueva seccion Panadería", "Error: Panadería: escribe sección añadir Panadería para una sección; nueva solo crea listas."),
        ("es", "nueva sección", "Error: Una sección: escribe sección añadir NOMBRE; nueva solo crea listas."),
        ("es", "new section Bakery", "Error: Bakery: escribe sección añadir Bakery para una sección; nueva solo crea listas."),
    ]

    @Test(arguments: cases.indices)
    func newSectionSaysSectionAdd(_ index: Int) throws {
        let c = Self.cases[index]
        let h = try Harness(arguments: ["--demo", "--language", c.language])
        #expect(h.say(c.line) == [c.said], "\(c.line)")
        // Nothing was made: the list keeps its two sections, and no list is added.
        #expect(h.say(c.language == "es" ? "secciones" : "sections").first == (c.language == "es" ? "2 secciones." : "2 sections."))
    }

    /// With no list at all, it is refused the same way: the line says what to type.
    @Test func withNoListItSaysTheSame() throws {
        let h = try Harness(arguments: ["--memory"])
        #expect(h.say("new section Bakery") == ["Error: Bakery: type section add Bakery for a section; new makes only lists."])
    }

    /// new list still makes a list, a list named Section too; help and Tab do not offer new section.
    @Test func newListIsUnchanged() throws {
        let h = try Harness(arguments: ["--demo"])
        #expect(h.say("new list Section").first == "List Section created.")
        #expect(h.say("help new") == ["new: create a list with no rows, copying another's sections, fields, actions, style and selection.",
                                      "Usage: new list NAME, or new list NAME like LIST."])
        #expect(h.session.complete("new ")?.insert == "list")
        #expect(h.session.complete("new s") == nil)
    }
}
