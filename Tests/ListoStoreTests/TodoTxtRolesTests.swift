import ListoModel
@testable import ListoStore
import Testing

/// A list made in Spanish names its done, due and priority fields hecha, vence and
/// prioridad: todo.txt writes them as `x`, `due:` and `(A)` all the same, and a file
/// imported into a Spanish store reads them back into those names, not English twins.
@Suite struct TodoTxtRolesTests {
    static let spanish = [
        FieldDeclaration("hecha", .boolean), FieldDeclaration("vence", .date), FieldDeclaration("prioridad", .text),
        FieldDeclaration("pospuesta", .boolean),
    ]

    @Test(arguments: [
        (["hecha": FieldValue.bool(true)], "x Reunión de equipo"),
        (["vence": .date(CalendarDate(year: 2026, month: 12, day: 9)!)], "Reunión de equipo due:2026-12-09"),
        (["prioridad": .text("A")], "(A) Reunión de equipo"),
        (["hecha": .bool(true), "prioridad": .text("B")], "x Reunión de equipo pri:B"),
        (["pospuesta": .bool(false)], "Reunión de equipo pospuesta:false"),
    ])
    func spanishFieldsAreWrittenByRole(fields: [String: FieldValue], line: String) {
        let row = Row(id: RowID(1), title: "Reunión de equipo", fields: fields)
        let roles = TodoTxt.Roles(fields: Self.spanish)
        #expect(TodoTxt.line(row, roles) == line)
        #expect(TodoTxt.leftOut(row, roles).isEmpty)
        // Read back into a Spanish list, the line gives the same fields.
        #expect(TodoTxt.task(line, TodoTxt.Roles(language: .es))?.1 == fields)
    }

    /// A number priority (iCalendar's PRIORITY, a prioridad declared number) is written
    /// as todo.txt's own priority, 1 as (A), never left out; past 26 it goes as a tag.
    @Test(arguments: [
        (FieldValue.number(1), false, "(A) Reunión de equipo"),
        (.number(3), false, "(C) Reunión de equipo"),
        (.number(2), true, "x Reunión de equipo pri:B"),
        (.number(30), false, "Reunión de equipo prioridad:30"),
        (.number(0), false, "Reunión de equipo prioridad:0"),
    ])
    func aNumberPriorityIsWritten(priority: FieldValue, done: Bool, line: String) {
        var fields: [String: FieldValue] = ["prioridad": priority]
        if done { fields["hecha"] = .bool(true) }
        let row = Row(id: RowID(1), title: "Reunión de equipo", fields: fields)
        let roles = TodoTxt.Roles(fields: [FieldDeclaration("hecha", .boolean), FieldDeclaration("prioridad", .number)])
        #expect(TodoTxt.line(row, roles) == line)
        #expect(TodoTxt.leftOut(row, roles).isEmpty)
    }

    @Test(arguments: [
        ("x Comprar pan hecha:true", ["hecha": FieldValue.bool(true)]),
        ("Comprar pan hecha:true", ["hecha": .bool(true)]),
        ("Comprar pan fijada:true", ["fijada": .bool(true)]),
        ("Comprar pan pinned:true", ["fijada": .bool(true)]),
    ])
    func aSpanishStoreGetsNoEnglishTwins(line: String, fields: [String: FieldValue]) throws {
        let (title, read, _) = try #require(TodoTxt.task(line, TodoTxt.Roles(language: .es)))
        #expect(title == "Comprar pan")
        #expect(read == fields)
    }

    @Test func anEnglishStoreReadsASpanishTagAsItsOwnState() throws {
        let (_, read, _) = try #require(TodoTxt.task("Comprar pan hecha:true fijada:true", TodoTxt.Roles()))
        #expect(read == ["done": .bool(true), "pinned": .bool(true)])
    }

    @Test func importIntoASpanishStoreDeclaresSpanishFields() throws {
        let store = try Store(.memory, seed: false)
        defer { store.close() }
        try store.saveSettings(["language": "es"])
        let text = "x Reunión de equipo due:2026-12-09\n(A) Llamar a Ana pospuesta:false\n"
        let list = try #require(try store.importLists(text, format: .todotxt, listName: "trabajo").first)
        #expect(list.settings.fields.map(\.name) == ["hecha", "prioridad", "vence", "creada", "completada", "pospuesta"])
        #expect(TodoTxt.export(list) == text)
    }

    /// A number priority with no letter is written as a tag, `prioridad:2.5`, and read back
    /// as the priority, not as the title's words; the letters of that file are numbers
    /// too, so export, import and export again give the same rows and the same bytes.
    @Test(arguments: [Language.es, .en])
    func aNumberPriorityComesBackAsItWent(language: Language) throws {
        let roles = TodoTxt.Roles(language: language)
        let fields = [FieldDeclaration(roles.done, .boolean), FieldDeclaration(roles.priority, .number), FieldDeclaration(roles.due, .date)]
        let due = try #require(CalendarDate(year: 2026, month: 12, day: 11))
        let rows = [
            Row(id: RowID(3), title: "Informe trimestral", fields: [roles.done: .bool(true), roles.priority: .number(2.5), roles.due: .date(due)]),
            Row(id: RowID(4), title: "Llamar a Ana", fields: [roles.priority: .number(1)], position: 2),
            Row(id: RowID(5), title: "Pedir sillas", fields: [roles.priority: .number(30)], position: 3),
        ]
        let list = ListDocument(id: ListID(1), name: "Trabajo", settings: ListSettings(fields: fields),
                                sections: [Section(id: SectionID(2), header: nil, position: Positions.gap, rows: rows)])
        let text = TodoTxt.export(list)
        let priority = roles.priority
        #expect(text == "x Informe trimestral due:2026-12-11 \(priority):2.5\n(A) Llamar a Ana\nPedir sillas \(priority):30\n")
        let store = try Store(.memory, seed: false)
        defer { store.close() }
        try store.saveSettings(["language": language.rawValue])
        let imported = try #require(try store.importLists(text, format: .todotxt, listName: "Trabajo").first)
        let back = imported.sections.flatMap(\.rows)
        #expect(back.map(\.title) == rows.map(\.title))
        #expect(back.map { $0.fields[priority] } == rows.map { $0.fields[priority] })
        #expect(imported.settings.fields.first { $0.name == priority }?.type == .number)
        #expect(TodoTxt.export(imported) == text)
    }
}
