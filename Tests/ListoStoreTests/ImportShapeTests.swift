import ListoModel
@testable import ListoStore
import Testing

/// How an import reads the shape of a file before what it says: where its lines end
/// (LF, CRLF, or a lone CR as classic Mac OS wrote them), how long an iCalendar
/// content line is once its folded lines are joined, and how deep rows go.
@Suite struct ImportShapeTests {
    @Test func aLoneCarriageReturnEndsALineAsLFAndCRLFDo() {
        let bytes = Array("a\rb\r\nc\nd\r\r\ne".utf8)
        var lines: [String] = []
        var spans: [Range<Int>] = []
        ImportLines.each(bytes, in: bytes.indices) { line, number, span in
            #expect(number == lines.count + 1)
            lines.append(line)
            spans.append(span)
        }
        #expect(lines == ["a", "b", "c", "d", "", "e"])
        #expect(spans.map { String(decoding: bytes[$0], as: UTF8.self) } == lines)
    }

    @Test func markdownAndTodoTxtWithCarriageReturnsAloneKeepTheirRows() throws {
        let store = try Store(.memory, seed: false)
        let markdown = try store.importLists("# Old Mac\r\rFields: done boolean, due date.\r## Part\r- [ ] One (due 2026-12-01)\r  notes\r- [x] Two\r  - [ ] Inner\r",
                                             format: .markdown)
        #expect(markdown.first?.name == "Old Mac")
        let part = markdown.first?.sections.first { $0.header == "Part" }
        #expect(part?.rows.map(\.title) == ["One", "Two"])
        #expect(part?.rows.first?.notes == "notes")
        #expect(part?.rows.last?.children.map(\.title) == ["Inner"])
        let todo = try store.importLists("Buy bread\rx 2026-11-30 Call Ana\r", format: .todotxt, listName: "mac")
        #expect(todo.first?.everyRow.map(\.title) == ["Buy bread", "Call Ana"])
    }

    /// The line as `checkLines` takes it.
    func check(_ text: String) throws {
        var text = text
        try text.withUTF8 { try ICalendarReader.checkLines($0) }
    }

    @Test func anICalendarLineIsMeasuredWithItsFoldedLinesJoined() throws {
        let limit = ImportBounds.icalendarLine
        let head = "BEGIN:VCALENDAR\r\nSUMMARY:"
        // Exactly the bound, folded: kept; one byte more, anywhere in its folds: refused on the line it starts.
        let whole = String(repeating: "x", count: limit - "SUMMARY:".count)
        try check(head + whole + "\r\nEND:VCALENDAR\r\n")
        let folded = head + whole.prefix(1000) + "\r\n " + whole.dropFirst(1000) + "\r\n\tx\r\nEND:VCALENDAR\r\n"
        #expect(throws: ImportProblem.lineTooLong(line: 2, limit: limit)) { try check(folded) }
        // A CR before an LF is the line's end, not part of it.
        try check(head + whole + "\n" + "END:VCALENDAR\n")
    }

    @Test func parametersAreCountedOutsideQuotesAndBeforeTheValue() throws {
        let limit = ImportBounds.icalendarParameters
        try check("X-A" + String(repeating: ";P=1", count: limit) + ":v\r\n")
        #expect(throws: ImportProblem.tooManyParameters(line: 2, limit: limit)) {
            try check("BEGIN:VTODO\r\nX-A" + String(repeating: ";P=1", count: limit) + "\r\n ;Q=2:v\r\n")
        }
        try check("X-A;P=\"" + String(repeating: ";", count: 2 * limit) + "\":" + String(repeating: ";", count: 2 * limit) + "\r\n")
    }

    @Test func aJSONRowPastTheLevelsIsRefusedWithItsTitle() throws {
        var row = Exchange.RowFile(title: "r\(ListDocument.maxLevel)")
        for level in stride(from: ListDocument.maxLevel - 1, through: 0, by: -1) {
            row = Exchange.RowFile(title: "r\(level)", children: [row])
        }
        var next: Int64 = 1
        #expect(throws: ImportProblem.self) {
            _ = try Exchange.rows([row], from: 0, settings: ListSettings(), section: "Deep", nextID: &next)
        }
        do {
            _ = try Exchange.rows([row], from: 0, settings: ListSettings(), section: "Deep", nextID: &next)
        } catch .rowTooDeep(let title, _, _) {
            #expect(title == "r\(ListDocument.maxLevel)")
        } catch {
            Issue.record("refused otherwise: \(error)")
        }
        let kept = row.children![0]
        next = 1
        #expect(try Exchange.rows([kept], from: 0, settings: ListSettings(), section: "Deep", nextID: &next).count == 1)
    }
}
