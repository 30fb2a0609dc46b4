import Foundation
@testable import ListoStore
import ListoModel
import Testing

/// A Markdown import reads the file twice, checking it whole first, and makes a
/// section's rows a page at a time: what it writes is what the file says, byte for
/// byte back out, whatever the pages.
@Suite struct MarkdownImportTests {
    /// Two lists: one of fields and sections longer than a page, rows inside rows
    /// across a page's end, footers, an empty section; one with the checkbox alone.
    static let file: String = {
        var lines = ["# Long", "", "Fields: done boolean, due date, pinned boolean, priority number, note text.", ""]
        for section in 0..<3 {
            lines += ["## Part \(section)", ""]
            var items: [String] = []
            for i in 0..<(section == 1 ? 0 : 1_234) {
                var parts: [String] = []
                if i % 3 == 0 { parts.append("due 2026-12-\(String(format: "%02d", i % 28 + 1))") }
                if i % 5 == 0 { parts.append("pinned") }
                if i % 2 == 0 { parts.append("priority \(i % 9)") }
                if i % 11 == 0 { parts.append("note a b / c") }
                items.append("- [\(i % 4 == 0 ? "x" : " ")] Row \(i)" + (parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")"))
                if i % 499 == 0 { items += ["  - [ ] Inside \(i)", "    - [x] Deeper \(i)", "  - [ ] Second \(i)"] }
            }
            if !items.isEmpty { lines += [items.joined(separator: "\n"), ""] }
            if section != 2 { lines += ["Footer of part \(section)", ""] }
        }
        lines += ["# Chores", "", "- [ ] Sweep", "- [x] Dust (not really)"]
        return lines.joined(separator: "\n") + "\n"
    }()

    @Test func aFileOfManyPagesGoesOutByteForByte() throws {
        let store = try Store(.memory, seed: false)
        let imported = try store.importFile(Array(Self.file.utf8), format: .markdown)
        #expect(imported.map(\.name) == ["Long", "Chores"])
        #expect(imported.map(\.rows) == [2 * 1_234 + 6 * 3, 2], "every row, the three inside each 499th too")
        var out = ""
        try store.export(format: .markdown) { out += $0 }
        #expect(out == Self.file)
        let long = try store.loadList(imported[0].id)
        #expect(long.sections.map(\.rows.count) == [1_234, 0, 1_234])
        #expect(long.sections[0].rows[499].children.map(\.title) == ["Inside 499", "Second 499"])
        #expect(long.sections[0].rows[499].children[0].children.map(\.title) == ["Deeper 499"])
        #expect(long.sections[0].rows.map(\.position) == (0..<1_234).map(Positions.spaced))
        #expect(long.sections[0].rows[3].fields == ["due": .date(CalendarDate(iso: "2026-12-04")!)])
        #expect(long.sections[0].rows[0].fields["note"] == .text("a b / c") && long.sections[0].rows[0].moveDisabled)
    }

    /// Each page holds at most the rows asked for, a row's children never parted from it.
    @Test func rowsAreHandedOverAPageAtATime() throws {
        let reader = try MarkdownReader(Array(Self.file.utf8))
        var next: Int64 = 1
        var pages: [(SectionID, Int, Int?)] = []
        var titles: [String] = []
        try reader.sections(of: reader.lists[0], page: 100, nextID: &next) { section, count in
            pages.append((section.id, section.rows.count, count))
            titles += section.rows.map(\.title)
        }
        #expect(pages.allSatisfy { $0.1 <= 100 })
        #expect(pages.count == 13 + 1 + 13)
        #expect(Set(pages.map(\.0)).count == 3)
        #expect(pages.allSatisfy { $0.2 == ($0.0 == pages[13].0 ? 0 : 1_234) })
        #expect(titles == (0..<1_234).map { "Row \($0)" } + (0..<1_234).map { "Row \($0)" })
    }

    /// What is wrong is named on its line before anything is read as rows, the whole
    /// file checked first: a second list's problem is found though the first is long.
    @Test func aProblemAnywhereIsNamedBeforeAnythingIsWritten() throws {
        let lines = Self.file.split(separator: "\n", omittingEmptySubsequences: false)
        let chores = try #require(lines.firstIndex(of: "# Chores")) + 1
        let cases: [(String, ImportProblem)] = [
            (Self.file.replacingOccurrences(of: "# Chores\n", with: "## part 0\n# Chores\n"), .duplicateSection("part 0", line: chores)),
            (Self.file + "# long\n", .duplicateList("long", line: lines.count)),
            ("Before any list\n- [ ] One\n", .rowOutsideList(line: 1)),
            ("\n\n", .empty),
            ("# A\r\n- [ ] One\r\n* [ ]\r\n", .markdownLine(.notARow, text: "* [ ]", line: 3)),
            ("# A\n## Part\n### Sub\n", .markdownLine(.notAHeading, text: "### Sub", line: 3)),
            ("# A\n- [ ] One\n- [?] Two\n", .markdownLine(.notARow, text: "- [?] Two", line: 3)),
        ]
        for (text, problem) in cases {
            let store = try Store(.memory, seed: false)
            #expect(throws: problem) { try store.importFile(Array(text.utf8), format: .markdown) }
            #expect(try store.documents().isEmpty)
        }
    }

    /// A plain Markdown list, as people write one: bullets of any of the three kinds,
    /// with a box or without (a row not done), and no heading: one list named after the file.
    @Test func aPlainListWithoutAHeadingIsAListNamedAfterTheFile() throws {
        let store = try Store(.memory, seed: false)
        let text = "- Milk\n- [x] Eggs\n\n* Bread\n+ Jam\n  - Strawberry\n"
        let imported = try store.importFile(Array(text.utf8), format: .markdown, listName: "shop")
        #expect(imported.map(\.name) == ["shop"])
        let list = try #require(try store.documents().first)
        let rows = list.sections.flatMap(\.rows)
        #expect(rows.map(\.title) == ["Milk", "Eggs", "Bread", "Jam"])
        #expect(rows.map { $0.fields["done"] == .bool(true) } == [false, true, false, false])
        #expect(rows.last?.children.map(\.title) == ["Strawberry"])
        // Under a heading, the same bullets are rows of that list; a box of anything else is no row.
        let headed = try Store(.memory, seed: false)
        _ = try headed.importFile(Array("# Shopping\n- Milk\n* [X] Eggs\n".utf8), format: .markdown, listName: "shop")
        #expect(try headed.documents().map(\.name) == ["Shopping"])
        #expect(throws: ImportProblem.markdownLine(.notARow, text: "- [?] Eggs", line: 3)) {
            try Store(.memory, seed: false).importFile(Array("# Shopping\n- Milk\n- [?] Eggs\n".utf8), format: .markdown)
        }
    }

    /// An item's brackets hold fields only when every part is a declared field; else they are its title's.
    static let items: [(String, String, [String: FieldValue])] = [
        ("Call Ana (due 2026-12-01, pinned)", "Call Ana", ["due": .date(CalendarDate(iso: "2026-12-01")!), "pinned": .bool(true)]),
        ("Lunch (with Ana)", "Lunch (with Ana)", [:]),
        ("A (b) (not pinned, priority 2.5)", "A (b)", ["pinned": .bool(false), "priority": .number(2.5)]),
        ("Café (note ünïcode, priority 1)", "Café", ["note": .text("ünïcode"), "priority": .number(1)]),
        ("Last (note a (x), priority 1)", "Last (note a (x), priority 1)", [:]),
        ("Trailing (due 2026-12-01,)", "Trailing (due 2026-12-01,)", [:]),
        ("Gap (pinned, , priority 1)", "Gap (pinned, , priority 1)", [:]),
        ("Empty ()", "Empty ()", [:]),
        ("(pinned)", "(pinned)", [:]),
        (" (pinned)", "", ["pinned": .bool(true)]),
        ("Not closed (pinned", "Not closed (pinned", [:]),
    ]

    @Test func anItemsBracketsAreItsFieldsOrItsTitle() {
        let declared = [FieldDeclaration("due", .date), FieldDeclaration("pinned", .boolean), FieldDeclaration("priority", .number),
                        FieldDeclaration("note", .text)]
        for (text, title, fields) in Self.items {
            let item = MarkdownFields.item(text, done: false, fields: declared)
            #expect(item.title == title && item.fields == fields, "\(text)")
            #expect(item.pinned == (fields["pinned"] == .bool(true)))
        }
    }
}
