import ListoAnnouncer
import ListoModel
import Testing

/// Spanish words agree with what they name: a row is a fila and a list a lista
/// (feminine, singular whatever its name), the split a división. A list's name is
/// followed by a colon before its state (Tareas: agrupada), so a plural-sounding
/// name never reads as a noun its adjective fails to agree with.
@Suite struct SpanishAgreementTests {
    static let es = Catalog(.es)

    static let forms: [(said: String, expected: String)] = [
        (es(.splitBalanced), "equilibrada"),
        (es(.split(es(.splitBalanced))), "División: equilibrada."),
        (es(.split(es(.splitProminentDetail))), "División: detalle destacado."),
        (es(.settingColumns("doble")), "Columnas: doble."),
        (es(.groupingBy("Tareas", "vence")), "Tareas: agrupada por vence."),
        (es(.orderField("Tareas", "vence")), "Tareas: ordenada por vence."),
        (es(.batchNow("Llamar a Ana", "pospuesta")), "Llamar a Ana, ahora pospuesta"),
        (es(.batchNoLonger("Comprar pan", "pospuesta")), "Comprar pan, ya no pospuesta"),
        // A section whose name starts with the preposition is said once: not En En curso.
        (es(.rowIn("En curso")), "En curso."),
        (es(.rowIn("en espera")), "en espera."),
        (es(.rowIn("Encargos")), "En Encargos."),
        (es(.rowIn("Pendientes")), "En Pendientes."),
        (Catalog(.en)(.rowIn("In progress")), "In progress."),
        // What import, recovery and copy did is said verb first, agreeing with the lists.
        (Announcer(language: .es).lines(.imported(lists: ["Compras", "Casa", "Trabajo", "Ideas"], rows: 12)).first!,
         "Importadas 4 listas, 12 filas: Compras, Casa, Trabajo, Ideas."),
        (Announcer(language: .es).lines(.imported(lists: ["Compras"], rows: 1)).first!, "Importada 1 lista, 1 fila: Compras."),
        (Announcer(language: .es).lines(.copied(path: "copia.db", lists: 1, rows: 2)).first!, "Copiada 1 lista, 2 filas en copia.db."),
        (Catalog(.en)(.rowIn("Inbox")), "In Inbox."),
    ]

    @Test(arguments: forms.indices) func aSpanishFormAgrees(_ i: Int) {
        #expect(Self.forms[i].said == Self.forms[i].expected)
    }

    /// A toggle over rows in both states says each side after a comma, one or several.
    @Test func aMixedToggleAgreesInNumber() {
        let titles = ["Comprar pan", "Llamar a Ana", "Pagar el alquiler"]
        let toggle: [Event] = [.actionRanOnRows(action: .onSelection(.toggle), titles: titles),
                               .fieldChanged(title: "Comprar pan", field: "pospuesta", value: .bool(false)),
                               .fieldChanged(title: "Llamar a Ana", field: "pospuesta", value: .bool(true)),
                               .fieldChanged(title: "Pagar el alquiler", field: "pospuesta", value: .bool(true))]
        #expect(Announcer(language: .es).lines(.changes(toggle)).first
                == "Alternar: Llamar a Ana y Pagar el alquiler, ahora pospuestas; Comprar pan, ya no pospuesta.")
    }
}
