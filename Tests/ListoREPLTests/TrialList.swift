import ListoModel
@testable import ListoStore

/// The list of the trial on very long lists, made small: `Long`, sections Part A and
/// Part B of rows titled `A item 250 red`, the colour going round green, amber, blue,
/// red, with a done state as an import of `- [ ]` items declares, and multiple
/// selection. A session given a `windowRows` below its size reads it in windows, as
/// listo reads a list of 500,000 rows.
enum TrialList {
    static let colours = ["red", "green", "amber", "blue"]

    static func memory(rows: Int, name: String = "Long", selection: SelectionMode = .multiple) -> MemoryRepository {
        let repository = MemoryRepository(seed: false)
        var id: Int64 = 100
        let sections = ["A", "B"].enumerated().map { s, part in
            Section(id: SectionID(Int64(s + 1)), header: "Part \(part)", position: Positions.spaced(s), rows: (1...rows).map { r in
                id += 1
                return Row(id: RowID(id), title: "\(part) item \(r) \(colours[r % 4])", position: Positions.spaced(r))
            })
        }
        let settings = ListSettings(selectionMode: selection, fields: [FieldDeclaration("done", .boolean)])
        repository.storage.contents.lists = [ListDocument(id: ListID(1), name: name, position: Positions.gap, settings: settings, sections: sections)]
        repository.storage.contents.nextID = id + 100
        return repository
    }
}
