@testable import ListoStore
import ListoModel
import Testing

/// A section sorted by due is read in order from the index of due dates (migration 21,
/// SQLOrder.swift) in the order that reading and sorting each row's fields gives: dates
/// by day, equal days by position, then the rows without one by position; and where a
/// row holds under that name anything but a date as the store writes it, from the fields.
@Suite struct SortedIndexTests {
    func expectSameOrder(_ store: Store, _ section: SectionID, _ field: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Bool {
        let read = try store.fieldsInOrder(of: section, field, onlyDates: true)
        guard let indexed = try store.datesInOrder(of: section, field) else { return false }
        #expect(indexed.holding == read.holding, sourceLocation: sourceLocation)
        #expect(indexed.without.map(\.id) == read.without.map(\.id), sourceLocation: sourceLocation)
        return true
    }

    @Test func theIndexOrdersAsTheFieldsDo() throws {
        let (store, _, tasks) = try BadgeTableTests().varied()
        let section = tasks.sections[0].id
        // varied() leaves a due that is not a date in the section: the fields are read.
        #expect(try store.datesInOrder(of: section, "due") == nil)
        #expect(!(try expectSameOrder(store, section, "due")))
        try store.executeForTesting(#"UPDATE rows SET fields = '{}' WHERE NOT json_valid(fields)"#)
        try store.executeForTesting(#"UPDATE rows SET fields = '{"done": true}' WHERE json_type(fields, '$.due') IS NOT NULL AND json_type(fields, '$.due.date') IS NOT 'text'"#)
        #expect(try store.datesInOrder(of: section, "due")?.holding.count ?? 0 > 10)
        #expect(try expectSameOrder(store, section, "due"))
        // Equal days, days out of the rows' order, and rows holding "vence" instead.
        try store.executeForTesting(#"UPDATE rows SET fields = json_object('due', json_object('date', '2026-12-0' || (1 + id % 3))) WHERE id % 4 = 0"#)
        try store.executeForTesting(#"UPDATE rows SET fields = json_object('vence', json_object('date', '2026-11-2' || (id % 10))) WHERE id % 4 = 1"#)
        #expect(try expectSameOrder(store, section, "due"))
        #expect(try expectSameOrder(store, section, "vence"))
        let ids = try store.rowIDs(of: section, sortedBy: "due")
        #expect(Set(ids).count == ids.count)
        #expect(ids.count == (try store.sectionRowCount(section)))
    }

    @Test func onlyTheDueRoleHasAnIndex() throws {
        let store = try Store(.memory, seed: true)
        #expect(Store.dateOrder("due") != nil)
        #expect(Store.dateOrder("vence") != nil)
        #expect(Store.dateOrder("snoozed") == nil)
        #expect(Set(Store.dateIndexed) == Set(FieldRole.due.spellings), "a name the due role gains needs a migration that indexes it")
        #expect(Store.storedDate(#"{"date":"2026-12-09"}"#) == CalendarDate(year: 2026, month: 12, day: 9))
        #expect(Store.storedDate(#"{"date":"2026-02-30"}"#) == nil)
        #expect(Store.storedDate(#"{"date":"2026-12-09","x":1}"#) == nil)
        #expect(Store.storedDate("2026-12-09") == nil)
        #expect(try store.connection.scalar("SELECT count(*) FROM sqlite_master WHERE type = 'index' AND name LIKE 'rows_sorted_by_%'") == 2)
    }
}
