import ListoModel
@testable import ListoStore
import Testing

/// A Markdown or iCalendar file imported into a Spanish store names the fields its
/// syntax gives (a checkbox and the states listo writes; STATUS, DUE, PRIORITY,
/// COMPLETED) in Spanish, as a todo.txt file's are, so that what listo then says
/// of them (fields, a filter, set) is in the store's language; an English store
/// keeps the English names.
@Suite struct ImportFieldLanguageTests {
    static let markdown = "# Compra\n\n- [ ] Leche (due 2026-12-09, pinned)\n- [x] Huevos (snoozed)\n- [ ] Pan (unread)\n"

    static let calendar = """
        BEGIN:VCALENDAR\r
        VERSION:2.0\r
        PRODID:-//Other//Tasks//EN\r
        X-WR-CALNAME:Teléfono\r
        BEGIN:VTODO\r
        UID:1\r
        SUMMARY:Pagar el alquiler\r
        DUE;VALUE=DATE:20261209\r
        PRIORITY:1\r
        STATUS:COMPLETED\r
        COMPLETED:20261201\r
        END:VTODO\r
        BEGIN:VTODO\r
        UID:2\r
        SUMMARY:Gimnasio\r
        END:VTODO\r
        END:VCALENDAR\r

        """

    func spanishStore() throws -> Store {
        let store = try Store(.memory, seed: false)
        try store.saveSettings(["language": "es"])
        return store
    }

    @Test func aMarkdownFileTakesTheStoresLanguage() throws {
        let store = try spanishStore()
        let imported = try store.importFile(Array(Self.markdown.utf8), format: .markdown)
        let list = try store.loadList(imported[0].id)
        #expect(list.settings.fields.map(\.name) == ["hecha", "leída", "vence", "fijada", "pospuesta"])
        let rows = list.sections[0].rows
        #expect(rows[0].fields["vence"] == .date(CalendarDate(iso: "2026-12-09")!) && rows[0].fields["fijada"] == .bool(true))
        #expect(rows[0].moveDisabled, "a pinned row comes in pinned under its Spanish name too")
        #expect(rows[1].fields["hecha"] == .bool(true) && rows[1].fields["pospuesta"] == .bool(true))
        #expect(rows[2].fields["leída"] == .bool(false))
        #expect(rows.allSatisfy { row in !row.fields.keys.contains { ["done", "due", "pinned", "snoozed", "read"].contains($0) } })
    }

    @Test func aMarkdownFileInAnEnglishStoreKeepsTheNamesWritten() throws {
        let store = try Store(.memory, seed: false)
        let imported = try store.importFile(Array(Self.markdown.utf8), format: .markdown)
        #expect(try store.loadList(imported[0].id).settings.fields.map(\.name) == ["done", "read", "due", "pinned", "snoozed"])
    }

    @Test func aCalendarTakesTheStoresLanguage() throws {
        guard Exchange.unavailable(.ics) == nil else { return }
        let store = try spanishStore()
        let imported = try store.importFile(Array(Self.calendar.utf8), format: .ics)
        let list = try store.loadList(imported[0].id)
        #expect(list.settings.fields.map(\.name) == ["hecha", "vence", "prioridad", "completada"])
        let paid = list.sections.flatMap(\.rows).first { $0.title == "Pagar el alquiler" }
        #expect(paid?.fields == ["hecha": .bool(true), "vence": .date(CalendarDate(iso: "2026-12-09")!), "prioridad": .number(1),
                                 "completada": .date(CalendarDate(iso: "2026-12-01")!)])
        // The run's language names them where the store names none, as a todo.txt file's.
        let spoken = try Store(.memory, seed: false)
        let heard = try spoken.importFile(Array(Self.calendar.utf8), format: .ics, language: .es)
        #expect(try spoken.loadList(heard[0].id).settings.fields.map(\.name) == ["hecha", "vence", "prioridad", "completada"])
        let english = try Store(.memory, seed: false)
        let plain = try english.importFile(Array(Self.calendar.utf8), format: .ics)
        #expect(try english.loadList(plain[0].id).settings.fields.map(\.name) == ["done", "due", "priority", "completed"])
    }
}
