import ListoTestSupport
import Testing

/// `select` by numbers names only the rows the line selected: a row selected
/// already stays selected and is counted in all, but is not said as newly selected
/// (`select 1, 3, 400000` with 3 selected said A item 1 green, A item 3 blue and
/// A item 400000 red selected, 9 in all.). On the trial's list read in windows and held whole.
@Suite struct SelectNamesNewRowsTests {
    static let cases: [(language: String, lines: [String], said: String)] = [
        ("en", ["select 3", "select 1, 3, 150"], "A item 1 green and A item 150 amber selected, 3 in all."),
        ("en", ["select 3", "select 1, 3"], "A item 1 green selected, 2 in all."),
        ("en", ["select 1, 3", "select 1, 3, 5"], "A item 5 green selected, 3 in all."),
        ("es", ["seleccionar 3", "seleccionar 1, 3, 150"], "A item 1 green y A item 150 amber seleccionadas, 3 en total."),
        ("es", ["seleccionar 3", "seleccionar 1, 3"], "A item 1 green seleccionada, 2 en total."),
    ]

    @Test(arguments: cases.indices, [40, 20_000])
    func onlyTheRowsSelectedNowAreNamed(_ index: Int, _ windowRows: Int) throws {
        let c = Self.cases[index]
        let es = c.language == "es"
        let h = try Harness(store: TrialList.memory(rows: 200), arguments: ["--language", c.language], windowRows: windowRows)
        h.say(es ? "abrir Long" : "open Long")
        h.say(es ? "editar" : "edit")
        for line in c.lines.dropLast() { h.say(line) }
        #expect(h.say(c.lines.last!) == [c.said], "\(c.lines)")
    }

    /// Every row named selected already: said calmly, as before.
    @Test func allSelectedAlreadyIsUnchanged() throws {
        let h = try Harness(store: TrialList.memory(rows: 200), windowRows: 40)
        h.say("open Long")
        h.say("edit")
        h.say("select 1, 3")
        #expect(h.say("select 3, 1") == ["A item 3 blue and A item 1 green are already selected; nothing changed."])
    }
}
