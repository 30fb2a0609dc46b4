import ListoStore
import ListoTestSupport
import Testing

/// A store that may only be read (a file that may not be written, a server role
/// that may only SELECT) runs no action, so none is offered: a row's line and read
/// leave its actions out, as move's offer, the rotor's units and the high verbosity
/// hint do; actions, swipe and the actions rotor are one line saying the store is
/// read-only. A store that may be written still offers them.
struct ReadOnlyActionsTests {
    static let refused = [
        "en": "Error: Buy bread's actions can't be run: this store is read-only.",
        "es": "Error: las acciones de Buy bread no se pueden ejecutar: este almacén es de solo lectura.",
    ]

    @Test(arguments: [
        ("en", "actions"), ("en", "actions Buy bread"), ("en", "swipe trailing"), ("en", "swipe leading full"), ("en", "rotor actions"),
        ("es", "acciones"), ("es", "acciones Buy bread"), ("es", "deslizar final"), ("es", "deslizar inicio completo"), ("es", "rotor acciones"),
    ])
    func whatOnlyOffersActionsIsOneLine(language: String, line: String) throws {
        let h = try Harness(store: MemoryRepository(seed: true, readOnly: true), arguments: ["--language", language])
        h.say(language == "es" ? "ir Buy bread" : "goto Buy bread")
        #expect(h.say(line) == [Self.refused[language]!])
    }

    @Test(arguments: ["en", "es"]) func rowsSayNoActions(language: String) throws {
        let es = language == "es"
        let h = try Harness(store: MemoryRepository(seed: true, readOnly: true), arguments: ["--language", language])
        #expect(h.say(es ? "ir Buy bread" : "goto Buy bread") == (es ? ["Pending, sección 1 de 2.", "Buy bread, 1 de 3."] : ["Pending, section 1 of 2.", "Buy bread, 1 of 3."]))
        #expect(h.say(es ? "siguiente" : "next") == [es ? "Call Ana, 2 de 3." : "Call Ana, 2 of 3."])
        #expect(h.say(es ? "leer Buy bread" : "read Buy bread") == (es ? ["Buy bread, 1 de 3.", "En Pending."] : ["Buy bread, 1 of 3.", "In Pending."]))
        #expect(h.say("rotor") == (es ? ["Rotor: elementos.", "Unidades: elementos, secciones, filas, seleccionadas, hechas, pospuestas, fijadas, vencidas."]
                                      : ["Rotor: items.", "Units: items, sections, rows, selected, done, snoozed, pinned, overdue."]))
        h.say(es ? "verbosidad alta" : "verbosity high")
        #expect(h.say(es ? "siguiente" : "next") == (es ? ["Pay the rent, 3 de 3, fijada.", "Pista: leer dice la fila entera."]
                                                         : ["Pay the rent, 3 of 3, pinned.", "Hint: read says the whole row."]))
    }

    @Test func aWritableStoreStillOffersThem() throws {
        let h = try Harness(store: MemoryRepository(seed: true))
        #expect(h.say("goto Buy bread").last == "Buy bread, 1 of 3, actions Done, Delete, Snooze.")
        #expect(h.say("swipe trailing").first == "Buy bread, trailing swipe open, 2 actions.")
    }
}
