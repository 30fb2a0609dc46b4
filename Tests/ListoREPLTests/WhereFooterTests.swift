import ListoModel
@testable import ListoREPL
import ListoTestSupport
import Testing

/// `where` on a section's footer says the footer first, as landing on it does, as it
/// says a focused row first: the column's line alone named only the section.
@Suite struct WhereFooterTests {
    @Test(arguments: [("en", "last", "where", "Footer: Archived after thirty days. Answer to where.", "Content column: Tasks, section Completed."),
                      ("es", "último", "dónde", "Pie: Se archivan a los treinta días. Respuesta a dónde.", "Columna de contenido: Tareas, sección Completadas.")])
    func whereOnAFooterSaysTheFooter(_ c: (String, String, String, String, String)) throws {
        let h = try Harness(arguments: ["--demo", "--language", c.0])
        h.say(c.1)
        let said = h.say(c.2)
        #expect(Array(said.prefix(2)) == [c.3, c.4], "\(said)")
    }
}
