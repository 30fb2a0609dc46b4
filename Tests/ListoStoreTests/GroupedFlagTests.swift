import ListoModel
@testable import ListoStore
import Testing

/// A list grouped by a true/false field is grouped by the engine reading the field's truth
/// (`groupedRowIDsByFlag`): the same two groups, ids in the same order and badges as the
/// list grouped in memory.
@Suite struct GroupedFlagTests {
    static let today = GroupedDueIndexTests.today

    /// The fixture of GroupedDueIndexTests with some rows snoozed, some unread and one
    /// snoozed, waiting and overdue.
    static func store() throws -> (Store, ListDocument) {
        let (store, list) = try GroupedDueIndexTests.store()
        let rows = list.sections.flatMap(\.rows)
        var changes: [Operation] = [
            .addField(list: list.id, FieldDeclaration("snoozed", .boolean), index: nil, values: [:]),
            .addField(list: list.id, FieldDeclaration("read", .boolean), index: nil, values: [:]),
        ]
        for (i, row) in rows.enumerated() {
            if i % 3 == 0 { changes.append(.setField(list: list.id, row: row.id, field: "snoozed", value: .bool(true))) }
        }
        for change in changes {
            _ = try store.commit(open: list.id, readingUpTo: .max, catchUp: {}) { _ in change }
        }
        // A row may hold false as a value, as one imported does; a row unread holds read false.
        func ids(_ k: Int, _ r: Int) -> String { rows.indices.filter { $0 % k == r }.map { String(rows[$0].id.raw) }.joined(separator: ", ") }
        try store.executeForTesting("UPDATE rows SET fields = json_set(fields, '$.snoozed', json('false')) WHERE id IN (\(ids(6, 1)))")
        try store.executeForTesting("UPDATE rows SET fields = json_set(fields, '$.read', json('false')) WHERE id IN (\(ids(5, 2)))")
        store.library = try store.loadLibrary(open: nil, readingUpTo: .max)
        return (store, store.library.list(named: "Tasks")!)
    }

    @Test func theEngineGivesTheGroupsTheRowsReadWholeGive() throws {
        let (store, list) = try Self.store()
        let byFlag = try #require(try store.groupedRowIDsByFlag(of: list.id, by: "snoozed", settings: list.settings, today: Self.today))
        let grouped = Grouping.grouped(list, by: "snoozed", today: Self.today) { _ in "" }
        let expected = grouped.document.sections.compactMap { s in grouped.keys[s.id].map { ($0, s.rows.map(\.id), StateCounts(s.rows, today: Self.today)) } }
        #expect(byFlag.map(\.key) == [.value(.bool(false)), .value(.bool(true))])
        #expect(byFlag.map(\.key) == expected.map(\.0))
        #expect(byFlag.map(\.ids) == expected.map(\.1))
        #expect(byFlag.map(\.badges) == expected.map(\.2))
        #expect(byFlag.allSatisfy { $0.badges.overdue > 0 && $0.badges.unread > 0 && $0.badges.waiting > 0 })
    }

    /// The read role's field (a row without it is in no state) and a list in a field's order are read whole.
    @Test func readAndAnOrderAreReadWhole() throws {
        let (store, list) = try Self.store()
        #expect(try store.groupedRowIDsByFlag(of: list.id, by: "read", settings: list.settings, today: Self.today) == nil)
        var settings = list.settings
        settings.ordering = .field("due")
        #expect(try store.groupedRowIDsByFlag(of: list.id, by: "snoozed", settings: settings, today: Self.today) == nil)
    }
}
