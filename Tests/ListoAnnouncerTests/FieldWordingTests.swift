import ListoAnnouncer
import ListoModel
import Testing

/// Exact wording of dates, fields, counts, search and the agenda, in English and Spanish,
/// said from Tuesday 1 December 2026.
@Suite struct FieldWordingTests {
    static let today = CalendarDate(year: 2026, month: 12, day: 1)!
    static func day(_ iso: String) -> CalendarDate { CalendarDate(iso: iso)! }
    static func row(_ fields: [String: FieldValue]) -> RowView { RowView(row: Row(id: RowID(1), title: "Call Ana", fields: fields), index: 2, count: 3) }

    static let english: [(Announcement, [String])] = [
        (.row(row(["due": .date(day("2026-12-01"))])), ["Call Ana, 2 of 3, due today."]),
        (.row(row(["due": .date(day("2026-12-02"))])), ["Call Ana, 2 of 3, due tomorrow."]),
        (.row(row(["due": .date(day("2026-12-04"))])), ["Call Ana, 2 of 3, due Friday."]),
        (.row(row(["due": .date(day("2026-12-09"))])), ["Call Ana, 2 of 3, due 9 December."]),
        (.row(row(["due": .date(day("2027-01-09"))])), ["Call Ana, 2 of 3, due 9 January 2027."]),
        (.row(row(["due": .date(day("2026-11-29"))])), ["Call Ana, 2 of 3, overdue 2 days."]),
        (.row(row(["due": .date(day("2026-11-30"))])), ["Call Ana, 2 of 3, overdue 1 day."]),
        (.row(row(["due": .date(day("2026-11-03"))])), ["Call Ana, 2 of 3, overdue since 3 November."]),
        (.row(row(["due": .date(day("2026-11-03")), "done": .bool(true)])), ["Call Ana, 2 of 3, done, due 3 November."]),
        (.row(row(["start": .date(day("2026-11-30")), "cost": .number(2.5), "where": .text("phone")])),
         ["Call Ana, 2 of 3, cost 2.5, start yesterday, where phone."]),
        (.changes([.valueSet(title: "Call Ana", field: "due", value: .date(day("2026-12-02")), done: false)]), ["Call Ana: due tomorrow."]),
        (.changes([.valueSet(title: "Call Ana", field: "done", value: .bool(false), done: false)]), ["Call Ana: not done."]),
        (.changes([.valueSet(title: "Lists by ear", field: "read", value: .bool(false), done: false)]), ["Lists by ear: unread."]),
        (.changes([.valueSet(title: "Call Ana", field: "due", value: nil, done: false)]), ["Call Ana: due removed."]),
        (.changes([.pinChanged(title: "Pay the rent", pinned: true)]), ["Pay the rent: pinned."]),
        (.changes([.fieldRemoved(list: "Tasks", FieldDeclaration("cost", .number), rows: 2)]),
         ["Field cost removed from Tasks, and its value from 2 rows."]),
        (.undid([.valueSet(title: "Call Ana", field: "due", value: nil, done: false)]), ["Undid due on Call Ana."]),
        // Set and toggle on a selection, where no change of theirs is known, are named by the command's word, lowercase mid-sentence.
        (.undid([.actionRanOnRows(action: .onSelection(.toggle), titles: ["Buy bread", "Call Ana"])]), ["Undid toggle on Buy bread and Call Ana."]),
        (.undid([.coveredToggled(field: "snoozed", on: ["Buy bread"], onCount: 300, off: ["Call Ana"], offCount: 200)]),
         ["Undid toggle snoozed on 500 rows."]),
        (.changes([.valueSet(title: "Call Ana", field: "cost", value: .number(-0.25), done: false)]), ["Call Ana: cost -0.25."]),
        (.section(SectionView(header: "Pending", index: 1, count: 2, rows: 3, badges: StateCounts(overdue: 1))),
         ["Pending, section 1 of 2, 3 rows, 1 overdue."]),
        (.sidebarItem(name: "Inbox", index: 3, count: 4, rows: 3, badges: StateCounts(unread: 2)), ["Inbox, 3 of 4, 3 rows, 2 unread."]),
        (.lists([("Tasks", 5, StateCounts(overdue: 1, dueToday: 2), false), ("Inbox", 3, StateCounts(unread: 2), true)], current: "Tasks"),
         ["2 lists.", "1. Tasks, 5 rows, 1 overdue, 2 due today, open.", "2. Inbox, 3 rows, 2 unread."]),
        // Rows inside in a state are counted after their top-level count, named by what they are.
        (.lists([("Tasks", 5, StateCounts(overdue: 1, inside: NestedStateCounts(overdue: 2)), false),
                 ("Inbox", 3, StateCounts(unread: 2, inside: NestedStateCounts(unread: 1)), true)], current: "Tasks"),
         ["2 lists.", "1. Tasks, 5 rows, 1 overdue, 2 overdue subtasks, open.", "2. Inbox, 3 rows, 2 unread, 1 unread reply."]),
        (.sidebarItem(name: "Inbox", index: 3, count: 4, rows: 3, badges: StateCounts(inside: NestedStateCounts(dueToday: 1, unread: 2)), replies: true),
         ["Inbox, 3 of 4, 3 rows, 1 reply due today, 2 unread replies."]),
        (.fields(list: "Tasks", [FieldDeclaration("done", .boolean), FieldDeclaration("due", .date)]),
         ["Tasks, 2 fields.", "1. done, boolean.", "2. due, date."]),
        (.searchResults("ana", [SearchHit(number: 1, title: "Call Ana", list: "Tasks", section: "Pending", inNotes: false),
                                SearchHit(number: 2, title: "Lunch", list: "Inbox", section: nil, inNotes: true)]),
         ["Search ana: 2 rows found.", "1. Call Ana, Tasks, Pending.", "2. Lunch, Inbox, in notes.", "Type open and a number to go to one."]),
        (.agenda([AgendaDay(day: nil, rows: [AgendaRow(title: "Pay the rent", list: "Tasks", due: day("2026-11-20"))]),
                  AgendaDay(day: day("2026-12-01"), rows: [AgendaRow(title: "Buy bread", list: "Tasks", due: day("2026-12-01"))]),
                  AgendaDay(day: day("2026-12-04"), rows: [AgendaRow(title: "Bins out", list: "Chores", due: day("2026-12-04"))])]),
         ["Agenda, 3 rows.", "Overdue, 1 row.", "Pay the rent, Tasks, overdue since 20 November.", "Today, Tuesday 1 December, 1 row.",
          "Buy bread, Tasks.", "Friday 4 December, 1 row.", "Bins out, Chores."]),
        (.agenda([]), ["Agenda: nothing overdue or due in the next 7 days."]),
        (.refusal(.badFieldValue(field: "due", type: .date, text: "someday")),
         ["Error: due takes a date, and \"someday\" is not one. For example: today, tomorrow, friday, in 3 days, dec 9 or 2026-12-09."]),
        (.unchanged(.model(.alreadySet(title: "Renew passport", field: "done", value: .bool(true)))),
         ["Renew passport is already done; nothing changed."]),
        (.refusal(.importFailed(path: "costs.md", .numberNotKept(field: "cost", text: "12345678901234567", kept: "12345678901234568", line: 3))),
         ["Error: costs.md can't be imported: line 3: cost 12345678901234567 would be kept as 12345678901234568; give it in 15 digits or fewer. Nothing was imported."]),
        (.refusal(.badFilter(.missingDate(field: "due", after: "on", comparison: .on))), ["Error: due on needs a date after it, as in filter due on friday."]),
        (.refusal(.model(.groupedByField(list: "Tasks", field: "due"))), ["Error: Tasks is grouped by due; type group off to move rows by hand."]),
        (.refusal(.badFilter(.missingTerm(after: "and"))), ["Error: \"and\" needs a word after it. Finish it, as in filter done and overdue."]),
    ]

    @Test(arguments: english.indices)
    func saysInEnglish(_ index: Int) {
        let (announcement, expected) = FieldWordingTests.english[index]
        #expect(Announcer(today: FieldWordingTests.today).lines(announcement) == expected)
    }

    /// Said at low verbosity, so that no line holds the shared catalog's counts and positions.
    static let spanish: [(Announcement, [String])] = [
        (.row(row(["vence": .date(day("2026-12-02"))])), ["Call Ana, 2, vence mañana."]),
        (.row(row(["vence": .date(day("2026-12-04"))])), ["Call Ana, 2, vence el viernes."]),
        (.row(row(["vence": .date(day("2026-12-09"))])), ["Call Ana, 2, vence el 9 de diciembre."]),
        (.row(row(["vence": .date(day("2027-01-09"))])), ["Call Ana, 2, vence el 9 de enero de 2027."]),
        (.row(row(["vence": .date(day("2026-11-29"))])), ["Call Ana, 2, vencida hace 2 días."]),
        (.row(row(["vence": .date(day("2026-11-03"))])), ["Call Ana, 2, vencida desde el 3 de noviembre."]),
        (.row(row(["vence": .date(day("2026-11-03")), "hecha": .bool(true)])), ["Call Ana, 2, hecha, vence el 3 de noviembre."]),
        (.changes([.valueSet(title: "Llamar a Ana", field: "hecha", value: .bool(false), done: false)]), ["Llamar a Ana: no hecha."]),
        (.changes([.valueSet(title: "Listas de oído", field: "leído", value: .bool(true), done: false)]), ["Listas de oído: leída."]),
        (.changes([.pinChanged(title: "Pagar el alquiler", pinned: true)]), ["Pagar el alquiler: fijada."]),
        (.undid([.actionRanOnRows(action: .onSelection(.toggle), titles: ["Comprar pan", "Llamar a Ana"])]), ["Deshecho: alternar en Comprar pan y Llamar a Ana."]),
        (.undid([.coveredToggled(field: "pospuesta", on: ["Comprar pan"], onCount: 300, off: ["Llamar a Ana"], offCount: 200)]),
         ["Deshecho: alternar pospuesta en 500 filas."]),
        // A number with the decimal comma Spanish writes, in a change and in a row's states.
        (.changes([.valueSet(title: "Llamar a Ana", field: "coste", value: .number(-0.25), done: false)]), ["Llamar a Ana: coste -0,25."]),
        (.row(row(["coste": .number(2.5)])), ["Call Ana, 2, coste 2,5."]),
        (.agenda([]), ["Agenda: nada vencido ni para los próximos 7 días."]),
        (.refusal(.badFieldValue(field: "vence", type: .date, text: "algún día")),
         ["Error: vence admite un valor de tipo fecha, y \"algún día\" no lo es. Por ejemplo: hoy, mañana, viernes, dentro de 3 días, 9 de diciembre o 2026-12-09."]),
        (.unchanged(.model(.alreadySet(title: "Renovar el pasaporte", field: "hecha", value: .bool(true)))),
         ["Renovar el pasaporte ya está así: hecha; no cambió nada."]),
        (.refusal(.importFailed(path: "costes.md", .numberNotKept(field: "coste", text: "12345678901234567", kept: "12345678901234568", line: 3))),
         ["Error: no se puede importar costes.md: línea 3: coste 12345678901234567 se guardaría como 12345678901234568; escríbelo con 15 cifras o menos. No se importó nada."]),
        (.refusal(.badFilter(.missingDate(field: "vence", after: "después de", comparison: .after))),
         ["Error: vence después de necesita una fecha detrás, como en filtrar vence después del viernes."]),
    ]

    @Test(arguments: spanish.indices)
    func saysInSpanish(_ index: Int) {
        let (announcement, expected) = FieldWordingTests.spanish[index]
        #expect(Announcer(verbosity: .low, language: .es, today: FieldWordingTests.today).lines(announcement) == expected)
    }
}
