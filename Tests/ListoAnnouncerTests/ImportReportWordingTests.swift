import ListoAnnouncer
import ListoModel
import Testing

/// Exact wording of what an iCalendar import names and refuses, where new users
/// heard a count with no task, a refusal with no way on, or line 1 for a missing END;
/// and of a JSON file cut short or holding a misspelt key.
@Suite struct ImportReportWordingTests {
    static let english: [(Announcement, [String])] = [
        (.notKept([ImportLossCount(.unreadable, 4, tasks: ["Pay rent", "Buy bread"], taskCount: 2, outside: 1)]),
         ["Not kept: 4 lines libical could not read, in Pay rent, Buy bread, the calendar itself."]),
        (.notKept([ImportLossCount(.unreadable, 1, task: "Pay rent")]), ["Not kept: 1 line libical could not read, in Pay rent."]),
        (.notKept([ImportLossCount(.unreadable, 2, tasks: [], taskCount: 0, outside: 2)]), ["Not kept: 2 lines libical could not read."]),
        (.notKept([ImportLossCount(.unreadable, 9, tasks: ["A", "B", "C", "D"], taskCount: 6)]),
         ["Not kept: 9 lines libical could not read, in A, B, C and 3 more."]),
        (.notKept([ImportLossCount(.repeatPart("BYDAY=MO,TH"), 1, task: "Gym")]), ["Not kept: BYDAY=MO,TH in a repeat, on Gym."]),
        (.notKept([ImportLossCount(.repeatPart("COUNT=5"), 2, tasks: ["Gym", "Swim"], taskCount: 2)]),
         ["Not kept: COUNT=5 in a repeat, on 2 tasks: Gym, Swim."]),
        (.notKept([ImportLossCount(.value("PRIORITY"), 1, task: "Pay rent")]), ["Not kept: PRIORITY on Pay rent, a value listo can't hold."]),
        (.refusal(.importFailed(path: "phone.ics", .duplicateList("Phone", line: nil))),
         ["Error: phone.ics can't be imported: a list named Phone already exists: rename list Phone to NEW or delete list Phone first. Nothing was imported."]),
        (.refusal(.importFailed(path: "phone.ics", .unclosed("VTODO", line: 12))),
         ["Error: phone.ics can't be imported: line 12: BEGIN:VTODO has no END:VTODO. Nothing was imported."]),
        // A JSON file cut short says so, where it said only that it was not what the format allows.
        (.refusal(.importFailed(path: "cut.json", .endsEarly(line: 1))),
         ["Error: cut.json can't be imported: line 1: the file ends here, before what it opened is closed: it may have been cut short. Nothing was imported."]),
        (.refusal(.importFailed(path: "typo.json", .unknownKey("titel", place: .row(1, section: "Pending"), line: 22))),
         ["Error: typo.json can't be imported: line 22: row 1 of Pending has an unknown key \"titel\". Nothing was imported."]),
        (.refusal(.importFailed(path: "typo.json", .unknownKey("nmae", place: .field(2, of: .list("Tasks")), line: 7))),
         ["Error: typo.json can't be imported: line 7: field 2 of list Tasks has an unknown key \"nmae\". Nothing was imported."]),
        (.vdirImported(list: "Home", folder: "cal/home", changed: 1, added: 2, removed: 1), ["Took from cal/home into Home: 1 row changed, 2 added, 1 removed."]),
        (.vdirImported(list: "Home", folder: "cal/home", changed: 0, added: 1, removed: 2), ["Took from cal/home into Home: 1 row added, 2 removed."]),
        (.vdirExported(list: "Home", folder: "cal/home", written: 1, unchanged: 2, removed: 1), ["Exported Home to cal/home: 1 file written, 2 unchanged, 1 removed."]),
    ]

    static let spanish: [(Announcement, [String])] = [
        (.notKept([ImportLossCount(.unreadable, 4, tasks: ["Pagar", "Pan"], taskCount: 2, outside: 1)]),
         ["Sin guardar: 4 líneas que libical no pudo leer, en Pagar, Pan, el propio calendario."]),
        (.notKept([ImportLossCount(.repeatPart("COUNT=5"), 1, task: "Nadar")]), ["Sin guardar: COUNT=5 en una repetición, en Nadar."]),
        (.refusal(.importFailed(path: "tel.ics", .duplicateList("Tel", line: nil))),
         ["Error: no se puede importar tel.ics: ya existe una lista llamada Tel: antes, renombrar lista Tel a NUEVA o borrar lista Tel. No se importó nada."]),
        (.refusal(.importFailed(path: "tel.ics", .unclosed("VCALENDAR", line: 1))),
         ["Error: no se puede importar tel.ics: línea 1: BEGIN:VCALENDAR no tiene END:VCALENDAR. No se importó nada."]),
        (.refusal(.importFailed(path: "corto.json", .endsEarly(line: 1))),
         ["Error: no se puede importar corto.json: línea 1: el archivo acaba aquí, antes de cerrar lo que abrió: quizá se cortó. No se importó nada."]),
        (.refusal(.importFailed(path: "errata.json", .unknownKey("titel", place: .row(1, section: "Pendientes"), line: 22))),
         ["Error: no se puede importar errata.json: línea 22: la fila 1 de Pendientes tiene la clave desconocida \"titel\". No se importó nada."]),
        (.refusal(.importFailed(path: "errata.json", .unknownKey("nombre", place: .field(2, of: .list("Tareas")), line: 7))),
         ["Error: no se puede importar errata.json: línea 7: el campo 2 de la lista Tareas tiene la clave desconocida \"nombre\". No se importó nada."]),
        // Rows taken from a calendar folder agree with filas; files an export removed with archivos.
        (.vdirImported(list: "Casa", folder: "cal/casa", changed: 1, added: 1, removed: 1), ["Traído de cal/casa a Casa: 1 fila cambiada, 1 añadida, 1 borrada."]),
        (.vdirImported(list: "Casa", folder: "cal/casa", changed: 2, added: 3, removed: 2), ["Traído de cal/casa a Casa: 2 filas cambiadas, 3 añadidas, 2 borradas."]),
        (.vdirImported(list: "Casa", folder: "cal/casa", changed: 0, added: 0, removed: 1), ["Traído de cal/casa a Casa: 1 fila borrada."]),
        (.vdirImported(list: "Casa", folder: "cal/casa", changed: 0, added: 2, removed: 1), ["Traído de cal/casa a Casa: 2 filas añadidas, 1 borrada."]),
        (.vdirExported(list: "Casa", folder: "cal/casa", written: 1, unchanged: 2, removed: 1), ["Exportada Casa a cal/casa: 1 archivo escrito, 2 sin cambios, 1 borrado."]),
    ]

    @Test(arguments: english.indices)
    func saysInEnglish(_ index: Int) {
        let (announcement, expected) = Self.english[index]
        #expect(Announcer().lines(announcement) == expected)
    }

    @Test(arguments: spanish.indices)
    func saysInSpanish(_ index: Int) {
        let (announcement, expected) = Self.spanish[index]
        #expect(Announcer(language: .es).lines(announcement) == expected)
    }
}
