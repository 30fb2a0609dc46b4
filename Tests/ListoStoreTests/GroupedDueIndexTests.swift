import ListoModel
@testable import ListoStore
import Testing

/// A list grouped by its due date is grouped through the index of the due field and the
/// table of badges (`groupedRowIDsByDueIndex`): the same groups, ids in the same order and
/// badges as the list grouped in memory, and where the index cannot tell, the rows read whole.
@Suite struct GroupedDueIndexTests {
    static let today = CalendarDate(year: 2026, month: 3, day: 10)!

    /// Three sections whose rows are due on days around today (some done, some waiting,
    /// one day held in two sections), hold other fields only, or none.
    static func store(extra: [String: FieldValue] = [:]) throws -> (Store, ListDocument) {
        let store = try Store(.memory, seed: false)
        let settings = ListSettings(fields: [FieldDeclaration("due", .date), FieldDeclaration("kind", .text)])
        var next: Int64 = 10
        func id() -> RowID { next += 1; return RowID(next) }
        let days = [-40, -3, 0, 1, 3, 6, 7, 30, -3, 0, -1]
        let sections = (0..<3).map { s in
            let rows = (0..<24).map { i -> Row in
                var fields: [String: FieldValue] = [:]
                if i % 4 != 3 { fields["due"] = .date(today.adding(days: days[(i + s) % days.count])) }
                if i % 5 == 0 { fields["done"] = .bool(true) }
                if i % 4 == 3 && i % 8 == 3 { fields["kind"] = .text("home") }
                if s == 1 && i == 2 { fields.merge(extra) { $1 } }
                let start: CalendarDate? = i % 11 == 1 ? today.adding(days: 2) : nil
                return Row(id: id(), title: "Row \(s) \(i)", fields: fields, position: Positions.spaced(23 - i), schedule: Schedule(start: start))
            }
            return Section(id: SectionID(Int64(2 + s)), header: "Part \(s)", position: Positions.spaced(2 - s), rows: rows)
        }
        let list = ListDocument(id: ListID(1), name: "Tasks", settings: settings, sections: sections)
        try store.transaction {
            try store.insert(Library(lists: [list]))
            try store.executeForTesting("UPDATE counter SET next_id = \(next + 10)")
        }
        store.library = try store.loadLibrary(open: nil, readingUpTo: .max)
        return (store, store.library.list(named: "Tasks")!)
    }

    static func expected(_ list: ListDocument, _ settings: ListSettings) -> [(GroupKey, [RowID], StateCounts)] {
        let document = ListDocument(id: list.id, name: list.name, settings: settings, sections: list.sections)
        let grouped = Grouping.grouped(document, by: "due", today: today) { _ in "" }
        return grouped.document.sections.compactMap { s in grouped.keys[s.id].map { ($0, s.rows.map(\.id), StateCounts(s.rows, today: today)) } }
    }

    @Test(arguments: [Ordering.manual, .field("due")]) func theIndexGivesTheGroupsTheRowsReadWholeGive(_ ordering: Ordering) throws {
        let (store, list) = try Self.store()
        var settings = list.settings
        settings.ordering = ordering
        let byIndex = try #require(try store.groupedRowIDsByDueIndex(of: list.id, by: "due", settings: settings, today: Self.today))
        let expected = Self.expected(list, settings)
        #expect(byIndex.map(\.key) == expected.map(\.0))
        #expect(byIndex.map(\.ids) == expected.map(\.1))
        #expect(byIndex.map(\.badges) == expected.map(\.2))
        #expect(Set(byIndex.map(\.key)) == Set(DateGroup.allCases.map(GroupKey.date)), "every group is held")
        #expect(byIndex.contains { $0.badges.waiting > 0 } && byIndex.contains { $0.badges.overdue > 0 } && byIndex.contains { $0.badges.dueToday > 0 })
        let whole = try store.groupedRowIDsReadWhole(of: list.id, by: "due", settings: settings, today: Self.today)
        #expect(whole.map(\.ids) == byIndex.map(\.ids) && whole.map(\.badges) == byIndex.map(\.badges))
    }

    /// A row unread, or holding its due date under another name, or a value that is not a
    /// date: the index does not tell the groups, and the rows are read whole, as the list groups them.
    @Test(arguments: [["read": FieldValue.bool(false)], ["vence": .date(today)], ["due": .text("soon")]])
    func whatTheIndexCannotTellIsReadWhole(_ extra: [String: FieldValue]) throws {
        let (store, list) = try Self.store(extra: extra)
        #expect(try store.groupedRowIDsByDueIndex(of: list.id, by: "due", settings: list.settings, today: Self.today) == nil)
        let given = try store.groupedRowIDs(of: list.id, by: "due", settings: list.settings, today: Self.today)
        let expected = Self.expected(list, list.settings)
        #expect(given.map(\.ids) == expected.map(\.1) && given.map(\.badges) == expected.map(\.2))
    }

    /// A list sorted by another field keeps its order within each group: read whole.
    @Test func anotherOrderIsReadWhole() throws {
        let (store, list) = try Self.store()
        var settings = list.settings
        settings.ordering = .field("kind")
        #expect(try store.groupedRowIDsByDueIndex(of: list.id, by: "due", settings: settings, today: Self.today) == nil)
    }
}
