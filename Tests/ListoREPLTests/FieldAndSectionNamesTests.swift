import ListoTestSupport
import Testing

/// Names given to `field add`, `section add` and `set` as a new user typed them:
/// quotes with nothing between them are no name, refused as `new list ""` is; a
/// quoted field is read whole, as a quoted title is; and no refusal says a typed
/// text back between doubled quotes.
@Suite struct FieldAndSectionNamesTests {
    static let cases: [(line: String, en: String, es: String)] = [
        ("field add \"\" text", "Error: field needs more. Usage: field add NAME TYPE, or field remove NAME.",
         "Error: campo necesita más. Uso: campo añadir NOMBRE TIPO, o campo quitar NOMBRE."),
        ("field add \"  \" text", "Error: field needs more. Usage: field add NAME TYPE, or field remove NAME.",
         "Error: campo necesita más. Uso: campo añadir NOMBRE TIPO, o campo quitar NOMBRE."),
        ("field remove \"\"", "Error: field needs more. Usage: field add NAME TYPE, or field remove NAME.",
         "Error: campo necesita más. Uso: campo añadir NOMBRE TIPO, o campo quitar NOMBRE."),
        ("section add \"\"", "Error: section needs more. Usage: section add NAME.",
         "Error: sección necesita más. Uso: sección añadir NOMBRE."),
        ("section add \"   \"", "Error: section needs more. Usage: section add NAME.",
         "Error: sección necesita más. Uso: sección añadir NOMBRE."),
        ("field add \"a b\" text", "Error: \"a b\" can't name a field: a field's name is one word.",
         "Error: \"a b\" no puede ser el nombre de un campo: el nombre de un campo es una sola palabra."),
        ("field add \"cost\" number", "Field cost added to Tasks: number.", "Campo cost añadido a Tareas: número."),
        ("section add \"Later\"", "Section Later added, 3 of 3.", "Sección Later añadida, 3 de 3."),
        ("set 1 \"a b\" hi", "Error: Tasks has no field \"a b\". Its fields: done, due, snoozed, pinned. A field's name is one word.",
         "Error: Tareas no tiene el campo \"a b\". Sus campos: hecha, vence, pospuesta, fijada. El nombre de un campo es una sola palabra."),
        ("\"\"", "Error: \"\" is not a command. Type help for the commands.", "Error: \"\" no es un comando. Escribe ayuda para los comandos."),
        ("field add \"cost\" number extra", "Error: field does not take \"number extra\". Usage: field add NAME TYPE, or field remove NAME.",
         "Error: campo no admite \"number extra\". Uso: campo añadir NOMBRE TIPO, o campo quitar NOMBRE."),
        ("field remove \"a b\"", "Error: Tasks has no field \"a b\". Its fields: done, due, snoozed, pinned. A field's name is one word.",
         "Error: Tareas no tiene el campo \"a b\". Sus campos: hecha, vence, pospuesta, fijada. El nombre de un campo es una sola palabra."),
        ("goto \"\"", "Error: goto needs a title between the quotes.", "Error: ir necesita un título entre las comillas."),
        // Text to look for, as a title is: quotes with nothing between them were looked for as the text `""`.
        ("find \"\"", "Error: find needs text between the quotes.", "Error: buscar necesita un texto entre las comillas."),
        ("find \"  \"", "Error: find needs text between the quotes.", "Error: buscar necesita un texto entre las comillas."),
        ("search \"\"", "Error: search needs text between the quotes.", "Error: rastrear necesita un texto entre las comillas."),
        ("filter \"\"", "Error: filter needs text between the quotes.", "Error: filtrar necesita un texto entre las comillas."),
        ("filter ''", "Error: filter needs text between the quotes.", "Error: filtrar necesita un texto entre las comillas."),
        ("find ' '", "Error: find needs text between the quotes.", "Error: buscar necesita un texto entre las comillas."),
    ]

    @Test(arguments: ["en", "es"])
    func namesAreReadWholeAndEmptyOnesRefused(language: String) throws {
        for c in Self.cases {
            let h = try Harness(arguments: ["--demo", "--language", language])
            let line = language == "en" ? c.line : c.line
                .replacingOccurrences(of: "field add", with: "campo añadir").replacingOccurrences(of: "field remove", with: "campo quitar")
                .replacingOccurrences(of: "section add", with: "sección añadir").replacingOccurrences(of: "set 1", with: "poner 1")
            let said = h.say(line)
            #expect(said.first == (language == "en" ? c.en : c.es), "\(line): \(said)")
            // Quotes typed are never said back inside the refusal's own: no `""a b" text"`.
            #expect(!said.contains { $0.contains("\"\"") && !$0.contains("\"\" is") && !$0.contains("\"\" no es") }, "\(line): \(said)")
        }
    }

    /// The names refused leave nothing behind: no field or section named by quotes.
    @Test func nothingIsMadeOfQuotes() throws {
        let h = try Harness()
        h.say("field add \"\" text")
        h.say("section add \"\"")
        #expect(h.say("fields") == ["Tasks, 4 fields.", "1. done, boolean.", "2. due, date.", "3. snoozed, boolean.", "4. pinned, boolean."])
        #expect(h.say("sections").first == "2 sections.")
        // A quoted field is set by name once declared.
        h.say("field add cost number")
        #expect(h.say("set 1 \"cost\" 3") == ["Buy bread: cost 3."])
        // A quoted line a refusal says back has its quotes said once, made single.
        #expect(h.say("columns \"a b\" c") == ["Error: columns does not take \"'a b' c\". Usage: columns all, double, detail, automatic, balanced or prominentDetail."])
    }
}
