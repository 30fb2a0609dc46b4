import Foundation
@testable import ListoStore
import ListoModel
import Testing

/// Export and import a section at a time give the bytes the whole file gives at once.
@Suite struct ExchangeStreamTests {
    @Test func theStreamedJSONIsWhatTheEncoderGivesForTheWholeFile() throws {
        let store = try Store(.memory, seed: true)
        let documents = try store.documents()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var lists = documents.map(Exchange.file)
        lists.append(Exchange.ListFile(
            name: "Bare", style: "plain", selection: "none", ordering: "manual", leading: [], trailing: [],
            fullSwipeLeading: false, fullSwipeTrailing: false, movable: true, deletable: true, sections: []))
        let whole = String(decoding: try encoder.encode(Exchange.StoreFile(lists: lists)), as: UTF8.self) + "\n"
        let bare = ListDocument(id: ListID(999), name: "Bare", settings: try Exchange.settings(lists.last!))
        #expect(Exchange.export(documents + [bare], format: .json) == whole)
        var streamed = ""
        try store.export(format: .json) { streamed += $0 }
        #expect(streamed == Exchange.export(documents, format: .json))
        var markdown = ""
        try store.export(named: "inbox", format: .markdown) { markdown += $0 }
        #expect(markdown == Exchange.export(documents.filter { $0.name == "Inbox" }, format: .markdown))
    }

    /// A section longer than a page of the export comes in pieces and still gives
    /// the bytes of the whole file, in every format, and imports back the same.
    @Test func aSectionOfManyPagesIsWrittenAsTheWholeFileIs() throws {
        let store = try Store(.memory, seed: false)
        let settings = Samples.library().library.list(named: "Tasks")!.settings
        var next: Int64 = 10
        func id() -> Int64 { next += 1; return next }
        let long = (0..<(Store.exportPage * 2 + 345)).map { i in
            Row(id: RowID(id()), title: "Row \(i)", notes: i % 100 == 0 ? "A note, \"quoted\"" : nil,
                fields: i % 7 == 0 ? ["done": .bool(true)] : [:], position: Positions.spaced(i),
                children: i % 250 == 0 ? [Row(id: RowID(id()), title: "Inside \(i)", position: Positions.gap)] : [])
        }
        let list = ListDocument(id: ListID(1), name: "Long", settings: settings, sections: [
            Section(id: SectionID(2), header: "Long", footer: "The end", position: Positions.gap, rows: long),
            Section(id: SectionID(3), header: "Empty", position: 2 * Positions.gap),
            Section(id: SectionID(4), header: "Exactly a page", footer: "Done", position: 3 * Positions.gap,
                    rows: (0..<Store.exportPage).map { Row(id: RowID(id()), title: "Page \($0)", position: Positions.spaced($0)) }),
        ])
        try store.transaction {
            try store.insert(Library(lists: [list]))
            try store.executeForTesting("UPDATE counter SET next_id = \(next + 10)")
        }
        let documents = try store.documents()
        for format in [Exchange.Format.json, .markdown, .todotxt] {
            var streamed = ""
            try store.export(format: format) { streamed += $0 }
            #expect(streamed == Exchange.export(documents, format: format), "\(format)")
        }
        var json = ""
        try store.export(format: .json) { json += $0 }
        let again = try Store(.memory, seed: false)
        _ = try again.importFile(Array(json.utf8), format: .json)
        var round = ""
        try again.export(format: .json) { round += $0 }
        #expect(round == json, "byte for byte after a round trip")
    }

    @Test func anImportIsReadAListAndASectionAtATimeAndStillAllOrNothing() throws {
        let store = try Store(.memory, seed: false)
        let text = """
            {"lists": [{"name": "One", "style": "plain", "selection": "none", "ordering": "manual", "leading": [],
              "trailing": [], "fullSwipeLeading": false, "fullSwipeTrailing": false, "movable": true, "deletable": true,
              "sections": [{"header": "A\\u00e9", "rows": [{"title": "x", "children": [{"title": "y"}]}]}, {"rows": []}]},
             {"name": "Two", "style": "plain", "selection": "none", "ordering": "manual", "leading": [], "trailing": [],
              "fullSwipeLeading": false, "fullSwipeTrailing": false, "movable": true, "deletable": true, "sections": []}]}
            """
        let lists = try store.importFile(Array(text.utf8), format: .json)
        #expect(lists.map(\.name) == ["One", "Two"])
        #expect(lists.map(\.rows) == [1, 0])
        let one = try store.loadList(lists[0].id)
        #expect(one.sections.map(\.header) == ["Aé", nil])
        #expect(one.sections[0].rows[0].children.map(\.title) == ["y"])
        #expect(try store.loadList(lists[1].id).sections.count == 1, "a list without sections gets the unnamed one")
        let broken = text.replacingOccurrences(of: "\"Two\"", with: "\"Three\"").replacingOccurrences(of: "\"sections\": []}]}", with: "\"sections\": [}]}")
        let again = try Store(.memory, seed: false)
        #expect(throws: ImportProblem.syntax(line: 5)) { try again.importFile(Array(broken.utf8), format: .json) }
        #expect(try again.documents().isEmpty, "the lists before the broken one were taken back")
        #expect(throws: ImportProblem.duplicateList("One", line: nil)) { try store.importFile(Array(text.utf8), format: .json) }
    }
}
