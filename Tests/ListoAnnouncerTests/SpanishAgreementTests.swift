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
        (es(.settingColumns("doble", es(.splitBalanced))), "Columnas: doble; división equilibrada."),
        (es(.groupingBy("Tareas", "vence")), "Tareas: agrupada por vence."),
        (es(.orderField("Tareas", "vence")), "Tareas: ordenada por vence."),
        (es(.batchNow("Llamar a Ana", "pospuesta")), "Llamar a Ana, ahora pospuesta"),
        (es(.batchNoLonger("Comprar pan", "pospuesta")), "Comprar pan, ya no pospuesta"),
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
