import Foundation
@testable import ListoStore
import ListoModel
import Testing

/// Issue 25, N8: a key no export writes is refused by name and place, the whole
/// file with it, whichever reader reads the piece it is in; what export writes
/// still reads back the same.
@Suite struct ImportUnknownKeyTests {
    /// One list, Long, whose section Pending holds `rows` rows, row `odd` (from 0) given `extra`.
    func file(rows: Int, odd: Int, extra: String) -> String {
        let lines = (0..<rows).map { i in i == odd ? #"{"title": "Row \#(i)", \#(extra)}"# : #"{"title": "Row \#(i)"}"# }
        return #"{"lists": [{"name": "Long", "style": "plain", "selection": "none", "ordering": "manual", "leading": [], "trailing": [],"#
            + "\n" + #""fullSwipeLeading": false, "fullSwipeTrailing": false, "movable": true, "deletable": true,"#
            + "\n" + #""sections": [{"header": "Pending", "rows": ["# + "\n" + lines.joined(separator: ",\n") + "\n]}]}]}\n"
    }

    @Test(arguments: [20, 60_000])
    func aRowsUnknownKeyIsRefusedByItsPlace(rows: Int) throws {
        let store = try Store(.memory, seed: false)
        // Long enough, the section is read a page at a time.
        let text = file(rows: rows, odd: rows / 2, extra: #""snozed": true, "titel": "x""#)
        #expect(throws: ImportProblem.unknownKey("snozed", place: .row(rows / 2 + 1, section: "Pending"), line: rows / 2 + 4)) {
            try store.importFile(Array(text.utf8), format: .json)
        }
        #expect(try store.documents().isEmpty, "nothing was imported")
        _ = try store.importFile(Array(file(rows: rows, odd: -1, extra: "").utf8), format: .json)
        #expect(try store.documents().map(\.name) == ["Long"])
    }

    /// A misspelt key that stands for one a row must have (`"titel"` for `title`) is
    /// refused by name and row, whole or a page at a time, where it was said as the
    /// path of the key left missing (`lists[0].sections[0].rows[0].title is missing`).
    @Test(arguments: [20, 60_000])
    func aMisspeltTitleIsNamedNotTheTitleMissing(rows: Int) throws {
        let store = try Store(.memory, seed: false)
        let text = file(rows: rows, odd: -1, extra: "").replacingOccurrences(of: #"{"title": "Row \#(rows / 2)"}"#, with: #"{"titel": "Row \#(rows / 2)"}"#)
        #expect(throws: ImportProblem.unknownKey("titel", place: .row(rows / 2 + 1, section: "Pending"), line: rows / 2 + 4)) {
            try store.importFile(Array(text.utf8), format: .json)
        }
        let list = file(rows: 2, odd: -1, extra: "").replacingOccurrences(of: #""name": "Long""#, with: #""nmae": "Long""#)
        #expect(throws: ImportProblem.unknownKey("nmae", place: .list("1"), line: 1)) { try store.importFile(Array(list.utf8), format: .json) }
        #expect(try store.documents().isEmpty)
    }

    /// A misspelt key in a field a list declares is said of that field, by its number in the
    /// list's fields, where it was said as a path (`list Long has an unknown key "fields[1].nombre"`).
    @Test(arguments: [#"{"nombre": "due", "type": "date"}"#, #"{"name": "due", "type": "date", "nombre": "x"}"#])
    func aFieldsUnknownKeyIsSaidOfTheField(field: String) throws {
        let store = try Store(.memory, seed: false)
        let text = file(rows: 2, odd: -1, extra: "").replacingOccurrences(of: #""leading": [],"#,
                                                                          with: "\n" + #""fields": [{"name": "done", "type": "boolean"},"# + "\n" + field + "],\n" + #""leading": [],"#)
        #expect(throws: ImportProblem.unknownKey("nombre", place: .field(2, of: .list("Long")), line: 3)) {
            try store.importFile(Array(text.utf8), format: .json)
        }
        #expect(try store.documents().isEmpty)
    }

    /// A file cut short is refused saying so, on the line its text ends on, not as a line the format does not allow.
    @Test(arguments: [(#"{"lists":["#, 1), ("{\"lists\": [\n{\"name\": \"A\"\n\n", 2), (#"{"lists":[{"na"#, 1)])
    func aFileCutShortSaysItEndsEarly(text: String, line: Int) throws {
        let store = try Store(.memory, seed: false)
        #expect(throws: ImportProblem.endsEarly(line: line)) { try store.importFile(Array(text.utf8), format: .json) }
        #expect(throws: ImportProblem.syntax(line: 1)) { try store.importFile(Array(#"{"lists":[} "#.utf8), format: .json) }
    }

    /// In a list that declares its fields, a row's field it does not declare is refused by row and
    /// line, whole or read a page at a time; a list that declares none takes any (25, N4).
    @Test(arguments: [20, 60_000])
    func aFieldTheListDoesNotDeclareIsRefused(rows: Int) throws {
        let store = try Store(.memory, seed: false)
        let declared = { (text: String) in text.replacingOccurrences(of: #""deletable": true,"#, with: #""deletable": true, "fields": [{"name": "snoozed", "type": "boolean"}],"#) }
        let text = declared(file(rows: rows, odd: rows / 2, extra: #""fields": {"snoozed": true, "snozed": true}"#))
        #expect(throws: ImportProblem.undeclaredField("snozed", place: .row(rows / 2 + 1, section: "Pending"), line: rows / 2 + 4)) {
            try store.importFile(Array(text.utf8), format: .json)
        }
        #expect(try store.documents().isEmpty, "nothing was imported")
        _ = try store.importFile(Array(declared(file(rows: rows, odd: rows / 2, extra: #""fields": {"snoozed": true}"#)).utf8), format: .json)
        let undeclaring = try Store(.memory, seed: false)
        _ = try undeclaring.importFile(Array(file(rows: 3, odd: 1, extra: #""fields": {"snozed": true}"#).utf8), format: .json)
        #expect(try store.documents().count == 1 && undeclaring.documents().count == 1)
    }

    @Test func aKeyInASubtasksScheduleIsSaidWithItsPath() throws {
        let store = try Store(.memory, seed: false)
        let text = file(rows: 3, odd: 1, extra: #""children": [{"title": "Inside", "schedule": {"start": "2026-01-01", "strat": 1}}]"#)
        #expect(throws: ImportProblem.unknownKey("schedule.strat", place: .subtask(1, of: .row(2, section: "Pending")), line: 5)) {
            try store.importFile(Array(text.utf8), format: .json)
        }
    }

    @Test func keysOfTheListTheSectionAndTheFileAreRefusedToo() throws {
        let store = try Store(.memory, seed: false)
        let good = file(rows: 2, odd: -1, extra: "")
        let list = good.replacingOccurrences(of: #""movable": true"#, with: #""moveable": true, "movable": true"#)
        #expect(throws: ImportProblem.unknownKey("moveable", place: .list("Long"), line: 2)) { try store.importFile(Array(list.utf8), format: .json) }
        let action = good.replacingOccurrences(of: #""leading": []"#, with: #""leading": [{"name": "Done", "role": "normal", "effects": [{"delete": true, "sett": {}}]}]"#)
        #expect(throws: ImportProblem.unknownKey("leading[0].effects[0].sett", place: .list("Long"), line: 1)) {
            try store.importFile(Array(action.utf8), format: .json)
        }
        let section = good.replacingOccurrences(of: #""header": "Pending""#, with: #""header": "Pending", "hedaer": "x""#)
        #expect(throws: ImportProblem.unknownKey("hedaer", place: .section("Pending"), line: 3)) { try store.importFile(Array(section.utf8), format: .json) }
        let top = good.replacingOccurrences(of: #"{"lists""#, with: #"{"version": 2, "lists""#)
        #expect(throws: ImportProblem.unknownKey("version", place: .file, line: 1)) { try store.importFile(Array(top.utf8), format: .json) }
        #expect(try store.documents().isEmpty)
    }

    /// What export writes of every sample list, subtasks and schedules included, reads back byte for byte.
    @Test func whatExportWritesStillReadsBack() throws {
        let store = try Store(.memory, seed: true)
        var json = ""
        try store.export(format: .json) { json += $0 }
        let again = try Store(.memory, seed: false)
        _ = try again.importFile(Array(json.utf8), format: .json)
        var round = ""
        try again.export(format: .json) { round += $0 }
        #expect(round == json)
    }
}
