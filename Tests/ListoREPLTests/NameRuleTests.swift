import ListoREPL
import ListoTestSupport
import Testing

/// The one name rule as a person meets it: every kind of name typed without
/// its accents or in other capitals finds what has them, in English and Spanish.
@Suite struct NameRuleTests {
    /// A line and what it says, run in order in one session.
    typealias Case = (line: String, says: [String])

    static let spanish: [Case] = [
        ("nueva lista Artículos", ["Lista Artículos creada.", "Artículos, sin filas."]),
        ("añadir Café", ["Añadida Café, 1 de 1."]),
        ("añadir Té verde", ["Añadida Té verde, 2 de 2."]),
        ("nueva lista Recetas", ["Lista Recetas creada.", "Recetas, sin filas."]),
        // lists
        ("abrir Articulos", ["Artículos, 2 filas.", "Pista: a Listas se vuelve con atrás."]),
        ("nueva lista ARTICULOS", ["Error: ya existe una lista llamada Artículos. Elige otro nombre."]),
        // sections
        ("sección añadir Próximos", ["Sección Próximos añadida, 2 de 2."]),
        ("seccion proximos", ["Próximos, sección 2 de 2, sin filas."]),
        ("sección añadir PROXIMOS", ["Error: ya existe una sección llamada Próximos. Elige otro nombre."]),
        // fields
        ("campo añadir Categoría texto", ["Campo Categoría añadido a Artículos: texto."]),
        ("campo añadir categoria fecha", ["Error: Categoría ya es un campo de Artículos. Escribe campos para oírlos."]),
        ("campo añadir Leído booleano", ["Campo Leído añadido a Artículos: booleano."]),
        // rows
        ("ir cafe", ["Fuera de toda sección, sección 1 de 2.", "Café, 1 de 2, no leída, acciones Borrar."]),
        ("poner CATEGORIA Bebida", ["Café: Categoría Bebida."]),
        ("marcar leido", ["Café: leída."]),
        // actions
        ("acción añadir Posponer inicio poner leído", ["Acción Posponer añadida, inicio 1 de 1."]),
        ("accion renombrar POSPONER como Aplazar", ["Acción Posponer renombrada como Aplazar."]),
        ("APLAZAR 2", ["Aplazar: Té verde. Ahora leída."]),
        ("campo quitar categoria", ["Campo Categoría quitado de Artículos, y su valor de 1 fila."]),
        // languages
        ("idioma ESPAÑOL", ["Idioma del almacén: español. Ya estaba así; no cambió nada."]),
        ("idioma Ingles", ["Language kept in this store: English."]),
        ("delete list RECETAS", ["List Recetas deleted, no rows."]),
    ]

    static let english: [Case] = [
        ("new list Groceries", ["List Groceries created.", "Groceries, no rows."]),
        ("add Crème fraîche", ["Added Crème fraîche, 1 of 1."]),
        ("section add Dairy", ["Section Dairy added, 2 of 2."]),
        ("lists", ["1 list.", "1. Groceries, 1 row, open."]),
        ("open GROCERIES", ["Groceries, 2 sections, 1 row.", "Hint: for Lists, type back."]),
        ("section DAIRY", ["Dairy, section 2 of 2, no rows."]),
        ("field add Done boolean", ["Field Done added to Groceries: boolean."]),
        ("goto creme fraiche", ["Outside any section, section 1 of 2.", "Crème fraîche, 1 of 1, actions Delete."]),
        ("mark DONE", ["Crème fraîche: Done."]),
        ("language SPANISH", ["Idioma del almacén: español."]),
    ]

    @Test func spanishNamesAreFoundWithoutTheirAccents() throws {
        let h = try Harness(arguments: ["--memory", "--language", "es"])
        for (line, says) in Self.spanish { #expect(h.say(line) == says, "\(line)") }
    }

    @Test func englishNamesAreFoundInAnyCapitals() throws {
        let h = try Harness(arguments: ["--memory"])
        for (line, says) in Self.english { #expect(h.say(line) == says, "\(line)") }
    }

    /// Voices and their languages, as the synthesizer names them, typed without accents or in other capitals.
    static let voices: [Case] = [
        ("voice name francais (FRANCE)", ["Voice: Français (France)."]),
        ("voice name ENGLISH (great britain)", ["Voice: English (Great Britain)."]),
        ("voice list FR", ["Voices for FR: 1.", "1. Français (France), fr.", "Type voice name and one, or voice name default."]),
        ("voice list en-us", ["Voices for en-us: 1. Each also comes as 1 variant, as NAME+variant.", "1. English (America), en-US.",
                              "Type voice name and one, or voice name default."]),
    ]

    @Test func voicesAreFoundWithoutTheirAccentsInAnyCapitals() throws {
        let server = try FakeSpeechServer()
        defer { server.stop() }
        let h = try Harness(arguments: ["--demo"], speech: SpeechDispatcher.connector(socket: server.socketPath, environment: [:]))
        for (line, says) in Self.voices { #expect(h.say(line) == says, "\(line)") }
    }
}
