import Foundation
@testable import ListoStore
import ListoModel
import Testing

/// Issue 25, P5: a value of the wrong type in an import is refused by its line
/// and key, whole file, whichever reader reads the piece it is in, and nothing is imported.
@Suite struct ImportBadValueTests {
    /// One list, Long, declaring snoozed, note and due, whose section Pending holds `rows` rows, row `odd` (from 0) given `extra`.
    func file(rows: Int, odd: Int, extra: String, style: String = "plain") -> String {
        let lines = (0..<rows).map { i in i == odd ? #"{"title": "Row \#(i)", \#(extra)}"# : #"{"title": "Row \#(i)"}"# }
        return #"{"lists": [{"name": "Long", "style": "\#(style)", "selection": "none", "ordering": "manual", "leading": [], "trailing": [],"#
            + "\n" + #""fields": [{"name": "snoozed", "type": "boolean"}, {"name": "note", "type": "text"}, {"name": "due", "type": "date"}],"#
            + "\n" + #""fullSwipeLeading": false, "fullSwipeTrailing": false, "movable": true, "deletable": true,"#
            + "\n" + #""sections": [{"header": "Pending", "rows": ["# + "\n" + lines.joined(separator: ",\n") + "\n]}]}]}\n"
    }

    /// A string where a boolean is, a number where text is, a word where a date is: each by row and line,
    /// whole or read a page at a time.
    @Test(arguments: [20, 60_000])
    func aValueOfTheWrongTypeIsRefusedByItsRowAndLine(rows: Int) throws {
        let store = try Store(.memory, seed: false)
        for (extra, value, field, type) in [(#""fields": {"snoozed": "yes"}"#, #""yes""#, "snoozed", FieldType.boolean),
                                            (#""fields": {"note": 3}"#, "3", "note", .text),
                                            (#""fields": {"due": "tomorrow"}"#, #""tomorrow""#, "due", .date)] {
            let text = file(rows: rows, odd: rows / 2, extra: extra)
            #expect(throws: ImportProblem.fieldValue(value, field: field, type: type, place: .row(rows / 2 + 1, section: "Pending"), line: rows / 2 + 5)) {
                try store.importFile(Array(text.utf8), format: .json)
            }
        }
        #expect(try store.documents().isEmpty, "nothing was imported")
    }

    @Test(arguments: [20, 60_000])
    func aSubtasksValueIsRefusedByItsPlace(rows: Int) throws {
        let store = try Store(.memory, seed: false)
        let text = file(rows: rows, odd: 1, extra: "\"children\": [{\"title\": \"Inside\"},\n{\"title\": \"Bad\", \"fields\": {\"snoozed\": 1}}]")
        #expect(throws: ImportProblem.fieldValue("1", field: "snoozed", type: .boolean, place: .subtask(2, of: .row(2, section: "Pending")), line: 7)) {
            try store.importFile(Array(text.utf8), format: .json)
        }
        #expect(try store.documents().isEmpty, "nothing was imported")
    }

    /// Null, an array and an object where a value is are named by their path and line, as before.
    @Test func nullAndArraysAreNamedByTheirPathAndLine() throws {
        let store = try Store(.memory, seed: false)
        for value in ["null", "[true]", #"{"a": 1}"#] {
            let text = file(rows: 3, odd: 1, extra: #""fields": {"snoozed": \#(value)}"#)
            #expect(throws: ImportProblem.invalid(path: "lists[0].sections[0].rows[1].fields.snoozed", line: 6)) {
                try store.importFile(Array(text.utf8), format: .json)
            }
        }
        #expect(try store.documents().isEmpty, "nothing was imported")
    }

    /// A list's own value that is none listo knows is named by its path and line too.
    @Test func aListsValueIsRefusedWithItsLine() throws {
        let store = try Store(.memory, seed: false)
        #expect(throws: ImportProblem.unknownValue("fancy", field: "style", line: 1)) {
            try store.importFile(Array(file(rows: 2, odd: -1, extra: "", style: "fancy").utf8), format: .json)
        }
        let typed = file(rows: 2, odd: -1, extra: "").replacingOccurrences(of: #""type": "text""#, with: #""type": "colour""#)
        #expect(throws: ImportProblem.unknownValue("colour", field: "fields[1].type", line: 2)) {
            try store.importFile(Array(typed.utf8), format: .json)
        }
        #expect(try store.documents().isEmpty, "nothing was imported")
    }
}
