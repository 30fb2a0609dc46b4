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
        for format in [Exchange.Format.json, .markdown, .todotxt, .ics] {
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

    /// A section longer than a megabyte of text is imported a page of rows at a
    /// time: the same rows, words and counts, the same bytes exported again, and a
    /// row that is wrong named by its path and line as reading it whole names it.
    @Test func aLongSectionIsImportedAPageAtATime() throws {
        let settings = Samples.library().library.list(named: "Tasks")!.settings
        var next: Int64 = 10
        func id() -> Int64 { next += 1; return next }
        let count = 25_000
        let long = (0..<count).map { i in
            Row(id: RowID(id()), title: "Row number \(i) of the long section", notes: i % 1000 == 0 ? "Note é \(i)" : nil,
                fields: i % 9 == 0 ? ["done": .bool(true)] : [:], position: Positions.spaced(i),
                children: i % 5000 == 1 ? [Row(id: RowID(id()), title: "Inside \(i)", position: Positions.gap)] : [])
        }
        let list = ListDocument(id: ListID(1), name: "Long", settings: settings, sections: [
            Section(id: SectionID(2), header: "Short", position: Positions.gap, rows: [Row(id: RowID(id()), title: "One", position: Positions.gap)]),
            Section(id: SectionID(3), header: "Long", footer: "The end", position: 2 * Positions.gap, rows: long),
        ])
        let text = Exchange.export([list], format: .json)
        #expect(text.utf8.count > Store.importPageBytes, "the long section takes the paged path")
        let store = try Store(.memory, seed: false)
        let imported = try store.importFile(Array(text.utf8), format: .json)
        #expect(imported.map(\.rows) == [count + 1 + count / 5_000], "every row, those inside others too")
        let read = try store.loadList(imported[0].id)
        #expect(read.sections.map(\.rows.count) == [1, count])
        #expect(read.sections[1].rows[1].children.map(\.title) == ["Inside 1"])
        #expect(try store.sectionRowCount(read.sections[1].id) == count)
        #expect(try store.rank(of: read.sections[1].rows[count - 1].id)?.index == count - 1)
        #expect(try store.rowsWithSections(matching: SearchWords.words("note"), in: imported[0].id).count == count / 1000)
        var again = ""
        try store.export(format: .json) { again += $0 }
        #expect(again == text, "byte for byte")

        // A title that is a number, far into the long section.
        let broken = text.replacingOccurrences(of: "\"title\" : \"Row number 20000 of the long section\"", with: "\"title\" : 5")
        let other = try Store(.memory, seed: false)
        #expect(throws: ImportProblem.self) { try other.importFile(Array(broken.utf8), format: .json) }
        do {
            _ = try other.importFile(Array(broken.utf8), format: .json)
        } catch let problem as ImportProblem {
            guard case .invalid(let path, let line) = problem else { Issue.record("\(problem)"); return }
            #expect(path == "lists[0].sections[1].rows[20000].title")
            let expected = text.split(separator: "\n", omittingEmptySubsequences: false)
                .firstIndex { $0.contains("Row number 20000 of the long section") }.map { $0 + 1 }
            #expect(line == expected)
        }
        #expect(try other.loadLibrary().lists.isEmpty, "nothing written")
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
        #expect(lists.map(\.rows) == [2, 0])
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
