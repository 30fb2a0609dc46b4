import ListoTestSupport
import Testing

/// `select done` and `select not done` on a list that keeps no done state (no Done
/// action marked any row), and select snoozed likewise: said as the state the list
/// lacks, in one Error line, where done was taken for a title no row has and not done
/// selected every row without done in its title. A row titled or starting so is still selected by its title.
@Suite struct NoDoneStateTests {
    static let refusalEnglish = "Error: Reading has no done state. select done picks rows a Done action marked."
    static let refusalSpanish = "Error: Lectura no tiene el estado hecha. seleccionar hecha elige las filas que marcó una acción Hecho."

    /// What each line says on a new list of two rows, Dune and Emma, none of them done.
    static let cases: [(language: String, line: String, said: String)] = [
        ("en", "select done", refusalEnglish),
        ("en", "select not done", refusalEnglish),
        ("en", "select Not Done", refusalEnglish),
        ("en", "select hecha", refusalEnglish),
        ("en", "select Dune", "Dune selected, 1 in all."),
        ("es", "seleccionar hecha", refusalSpanish),
        ("es", "seleccionar hechas", refusalSpanish),
        ("es", "seleccionar no hecha", refusalSpanish),
        ("es", "seleccionar sin hecho", refusalSpanish),
        ("es", "seleccionar done", refusalSpanish),
        ("es", "seleccionar Dune", "Dune seleccionada, 1 en total."),
        ("en", "select snoozed", "Error: Reading has no snoozed state. select snoozed picks rows a Snooze action marked."),
        ("en", "select not snoozed", "Error: Reading has no snoozed state. select snoozed picks rows a Snooze action marked."),
        ("es", "seleccionar pospuesta", "Error: Lectura no tiene el estado pospuesta. seleccionar pospuesta elige las filas que marcó una acción Posponer."),
        ("es", "seleccionar no pospuestas", "Error: Lectura no tiene el estado pospuesta. seleccionar pospuesta elige las filas que marcó una acción Posponer."),
        ("en", "select unread", readEnglish),
        ("en", "select read", readEnglish),
        ("en", "select not read", readEnglish),
        ("en", "select Unread", readEnglish),
        ("es", "seleccionar no leída", readSpanish),
        ("es", "seleccionar leídas", readSpanish),
        ("es", "seleccionar sin leer", readSpanish),
        ("es", "seleccionar unread", readSpanish),
    ]
    static let readEnglish = "Error: Reading has no read state. select unread picks rows not yet opened."
    static let readSpanish = "Error: Lectura no tiene el estado leída. seleccionar no leída elige las filas aún sin abrir."

    static func reading(_ language: String) throws -> Harness {
        let h = try Harness(arguments: ["--demo", "--language", language])
        let es = language == "es"
        h.say(es ? "nueva lista Lectura" : "new list Reading")
        h.say(es ? "selección modo múltiple" : "selection mode multiple")
        h.say(es ? "editar" : "edit")
        h.say(es ? "añadir Dune" : "add Dune")
        h.say(es ? "añadir Emma" : "add Emma")
        return h
    }

    @Test(arguments: cases.indices)
    func selectDoneWithoutADoneStateSaysSo(_ index: Int) throws {
        let c = Self.cases[index]
        let h = try Self.reading(c.language)
        #expect(h.say(c.line) == [c.said], "\(c.line)")
    }

    /// Nothing is selected by the refusal: not done no longer picks every row.
    @Test func notDoneSelectsNothing() throws {
        let h = try Self.reading("en")
        h.say("select not done")
        #expect(h.say("selection") == ["Selection is empty."])
    }

    /// A row really titled Done, or starting so, is selected by its title.
    @Test(arguments: [("en", "add Done deal", "select done", "Done deal selected, 1 in all."),
                      ("es", "añadir Hecha a mano", "seleccionar hecha", "Hecha a mano seleccionada, 1 en total."),
                      ("en", "add Unread mail", "select unread", "Unread mail selected, 1 in all.")])
    func aRowTitledDoneIsSelectedByTitle(_ language: String, _ add: String, _ select: String, _ said: String) throws {
        let h = try Self.reading(language)
        h.say(add)
        #expect(h.say(select) == [said])
    }

    /// The trial's long list, read in windows, with no read state: select unread says so.
    @Test(arguments: [("en", "select unread", "Error: Long has no read state. select unread picks rows not yet opened."),
                      ("es", "seleccionar no leídas", "Error: Long no tiene el estado leída. seleccionar no leída elige las filas aún sin abrir.")])
    func aLongListWithoutAReadStateSaysSo(_ language: String, _ line: String, _ said: String) throws {
        let h = try Harness(store: TrialList.memory(rows: 200), arguments: ["--language", language], windowRows: 40)
        h.say(language == "es" ? "abrir Long" : "open Long")
        h.say(language == "es" ? "editar" : "edit")
        #expect(h.say(line) == [said])
    }

    /// A list with a read state selects its unread rows as before: the sample Articles list.
    @Test func aListWithAReadStateStillSelectsThem() throws {
        let h = try Harness(arguments: ["--demo", "--profile", "mac"])
        h.say("open Articles")
        h.say("selection mode multiple")
        #expect(h.say("select unread").first?.hasSuffix("selected, 3 in all.") == true)
    }

    /// A list with a done state selects its done rows as before: the sample Tasks list.
    @Test func aListWithADoneStateStillSelectsThem() throws {
        let h = try Harness(arguments: ["--demo"])
        h.say("edit")
        #expect(h.say("select done") == ["Renew passport and Water the plants selected, 2 in all."])
    }
}
