@testable import ListoStore
import ListoModel
import Testing

/// A todo.txt import reads the file twice, checking it whole first, and makes its
/// rows a page at a time: what it writes is what the file says, byte for byte back out.
@Suite struct TodoTxtImportTests {
    /// More tasks than a page, with dates, priorities, starts, repeats and tags first used far down.
    static let file: String = (0..<2_345).map { i in
        var parts: [String] = []
        if i % 4 == 0 { parts += ["x", "2026-11-30"] } else if i % 6 == 1 { parts.append("(B)") }
        if i % 5 == 0 { parts.append("2026-11-20") }
        parts.append("Task \(i) +home @phone")
        if i % 3 == 0 { parts.append("due:2026-12-\(i % 18 + 10)") }
        if i % 9 == 0 { parts.append("t:2026-12-07") }
        if i % 4 == 0 && i % 6 == 1 { parts.append("pri:B") }
        if i == 2_000 { parts.append("waiting:true") }
        if i % 7 == 0 { parts.append("pinned:true") }
        return parts.joined(separator: " ")
    }.joined(separator: "\n") + "\n"

    @Test func aFileOfManyPagesGoesOutByteForByte() throws {
        let store = try Store(.memory, seed: false)
        let imported = try store.importFile(Array(Self.file.utf8), format: .todotxt, listName: "chores")
        #expect(imported.map(\.rows) == [2_345])
        let list = try store.loadList(imported[0].id)
        #expect(list.settings.fields.map(\.name) == TodoTxt.fields.map(\.name) + ["pinned", "waiting"])
        #expect(list.sections.map(\.rows.count) == [2_345])
        #expect(list.sections[0].rows.map(\.position) == (0..<2_345).map(Positions.spaced))
        #expect(list.sections[0].rows[7].moveDisabled && !list.sections[0].rows[8].moveDisabled)
        var out = ""
        try store.export(format: .todotxt) { out += $0 }
        #expect(out == Self.file)
        // The whole-file reading gives the same list.
        var next: Int64 = 1
        let whole = try TodoTxt.parse(Self.file, name: "chores", nextID: &next)
        #expect(whole.settings == list.settings)
        #expect(whole.sections[0].rows.map(\.title) == list.sections[0].rows.map(\.title))
    }

    /// A new store given only the language the run speaks (--language es) names the
    /// file's fields in it; a store whose lists already name theirs keeps to those.
    @Test func aNewStoreNamesFieldsInTheLanguageSpoken() throws {
        let line = "(A) Pay rent due:2026-12-01\nx 2026-11-30 Call Ana\n"
        let store = try Store(.memory, seed: false)
        let imported = try store.importFile(Array(line.utf8), format: .todotxt, listName: "casa", language: .es)
        let fields = try store.loadList(imported[0].id).settings.fields.map(\.name)
        #expect(fields == TodoTxt.Roles(language: .es).fields.map(\.name))
        #expect(fields.contains("vence") && fields.contains("hecha") && !fields.contains("due"))
        // A second file goes by the lists already here, whatever the run speaks.
        let again = try store.importFile(Array(line.utf8), format: .todotxt, listName: "otra", language: .en)
        #expect(try store.loadList(again[0].id).settings.fields.map(\.name) == fields)
        let english = try Store(.memory, seed: false)
        let plain = try english.importFile(Array(line.utf8), format: .todotxt, listName: "home")
        #expect(try english.loadList(plain[0].id).settings.fields.map(\.name) == TodoTxt.fields.map(\.name))
    }

    @Test func rowsAreHandedOverAPageAtATimeAndAProblemIsNamedFirst() throws {
        var next: Int64 = 1
        var pages: [Int] = []
        try TodoTxt.rows(Array(Self.file.utf8), page: 1_000, nextID: &next) { pages.append($0.count) }
        #expect(pages == [1_000, 1_000, 345])
        #expect(next == 2_346)
        let store = try Store(.memory, seed: false)
        let broken = Self.file + "x\n"
        #expect(throws: ImportProblem.syntax(line: 2_346)) { try store.importFile(Array(broken.utf8), format: .todotxt) }
        #expect(try store.documents().isEmpty)
    }
}
