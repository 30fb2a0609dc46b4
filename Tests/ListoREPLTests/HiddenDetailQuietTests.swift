@testable import ListoREPL
import ListoTestSupport
import Testing

/// A filter that hides the row the detail held lets the detail go. In the compact
/// layout, with focus in the content column, the detail is out of sight: its emptying
/// is not said there (`filter red` after `open` and `back` said Detail is empty. Open a
/// row from Long.). It is said to one in the detail, and in the regular layout, where
/// the detail is on screen beside the rows (SplitViewTests).
@Suite struct HiddenDetailQuietTests {
    static let cases: [(language: String, lines: [String], filter: String, said: [String])] = [
        ("en", ["goto 101", "open", "back"], "filter red", ["Filter red: 100 rows match.", "A item 4 red, 1 of 100."]),
        ("es", ["ir 101", "abrir", "atrás"], "filtrar red", ["Filtro red: coinciden 100 filas.", "A item 4 red, 1 de 100."]),
    ]

    /// The trial's long list read in windows, and the same on a short list held whole.
    @Test(arguments: cases.indices, [40, 20_000])
    func aFilterFromTheContentColumnSaysNothingOfTheDetail(_ index: Int, _ windowRows: Int) throws {
        let c = Self.cases[index]
        let h = try Harness(store: TrialList.memory(rows: 200), arguments: ["--language", c.language], windowRows: windowRows)
        h.say(c.language == "es" ? "abrir Long" : "open Long")
        for line in c.lines { h.say(line) }
        #expect(h.session.state.detailRow != nil)
        #expect(h.say(c.filter) == c.said, "\(c.filter)")
        #expect(h.session.state.detailRow == nil, "the detail still lets the hidden row go")
    }

    /// In the detail itself, where the row was on screen, its going is said.
    @Test(arguments: [("en", "Detail is empty. Open a row from Long."), ("es", "Detalle vacío. Abre una fila desde Long.")])
    func aFilterFromTheDetailSaysItIsEmpty(_ language: String, _ placeholder: String) throws {
        let h = try Harness(store: TrialList.memory(rows: 200), arguments: ["--language", language], windowRows: 40)
        let es = language == "es"
        h.say(es ? "abrir Long" : "open Long")
        h.say(es ? "ir 101" : "goto 101")
        h.say(es ? "abrir" : "open")
        #expect(h.say(es ? "filtrar red" : "filter red").contains(placeholder))
        #expect(h.session.state.column == .content)
    }
}
