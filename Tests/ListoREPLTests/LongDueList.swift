import ListoModel
import ListoStore

/// The long list the windowed-order suites read: two parts of 3,000 rows, due on one
/// of 40 days from `first` (some sharing a day, their positions breaking the tie),
/// every seventh row with no date; `more` adds a row's other fields by its id.
enum LongDueList {
    static let rowsPerSection = 3_000

    static func repository(settings: ListSettings, first: CalendarDate,
                           more: (Int64) -> [String: FieldValue] = { _ in [:] }, others: [ListDocument] = []) -> MemoryRepository {
        var id: Int64 = 100
        let sections = ["Part 1", "Part 2"].enumerated().map { s, header in
            Section(id: SectionID(Int64(s + 1)), header: header, position: Positions.spaced(s), rows: (0..<rowsPerSection).map { r in
                id += 1
                var fields: [String: FieldValue] = id % 7 == 0 ? [:] : ["due": .date(first.adding(days: Int((id * 37) % 40)))]
                fields.merge(more(id)) { $1 }
                return Row(id: RowID(id), title: "Item \(s + 1)-\(r + 1)", fields: fields, position: Positions.spaced(r))
            })
        }
        let list = ListDocument(id: ListID(1), name: "Long", position: Positions.gap, settings: settings, sections: sections)
        return MemoryRepository(lists: [list] + others, nextID: id + 100)
    }
}
