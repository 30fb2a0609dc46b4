import Foundation
import ListoTestSupport
import Testing

/// Issue 25, point 1: a number out of its range in an imported file is refused
/// through the built listo in one line naming its line, its place and the range.
@Suite struct ImportNumberRefusalTests {
    /// What a listener hears, in English and Spanish.
    @Test(arguments: [
        ("en", "line 5: lists[0].sections[0].rows[0].schedule.doneCount is not a whole number from 0 to 2147483647."),
        ("es", "línea 5: lists[0].sections[0].rows[0].schedule.doneCount no es un número entero de 0 a 2147483647."),
    ])
    func theRefusalIsSaid(language: String, expected: String) throws {
        let folder = Fixture.temporaryFolder()
        let file = folder.appendingPathComponent("numbers.json")
        try FileNumbersJSON.json(#"{"title": "A", "schedule": {"doneCount": -1}}"#).write(to: file, atomically: true, encoding: .utf8)
        let store = folder.appendingPathComponent("numbers.db").path
        let result = try runListo(["--store", store, "--language", language, "import", file.path])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("Error: ") && result.stderr.contains(expected) && result.stderr.split(separator: "\n").count == 1,
                "\(result.stderr)")
    }

    /// A number field past the 15 digits `set` takes is refused, not stored changed
    /// (9223372036854775807 came back as ...808), and nothing is imported.
    @Test(arguments: [
        ("en", "9223372036854775808", "line 5: lists[0].sections[0].rows[0].fields.cost is not a number from -999999999999999 to 999999999999999."),
        ("es", "-9223372036854775809", "línea 5: lists[0].sections[0].rows[0].fields.cost no es un número de -999999999999999 a 999999999999999."),
        ("en", "1000000000000000", "line 5: lists[0].sections[0].rows[0].fields.cost is not a number from -999999999999999 to 999999999999999."),
    ])
    func aNumberFieldPastSetsDigitsIsRefused(language: String, number: String, expected: String) throws {
        let folder = Fixture.temporaryFolder()
        let file = folder.appendingPathComponent("cost.json")
        try FileNumbersJSON.json(#"{"title": "A", "fields": {"cost": \#(number)}}"#).write(to: file, atomically: true, encoding: .utf8)
        let store = folder.appendingPathComponent("cost.db").path
        let result = try runListo(["--store", store, "--language", language, "import", file.path])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("Error: ") && result.stderr.contains(expected) && result.stderr.split(separator: "\n").count == 1,
                "\(result.stderr)")
        let lists = try runListo(["--store", store, "-c", "lists"])
        #expect(lists.stdout.contains("none yet"), "\(lists.stdout)")
    }

    /// The largest number `set` takes is imported as it is.
    @Test func fifteenDigitsAreImported() throws {
        let folder = Fixture.temporaryFolder()
        let file = folder.appendingPathComponent("cost.json")
        try FileNumbersJSON.json(#"{"title": "A", "fields": {"cost": -999999999999999}}"#).write(to: file, atomically: true, encoding: .utf8)
        let store = folder.appendingPathComponent("cost.db").path
        let result = try runListo(["--store", store, "import", file.path])
        #expect(result.status == 0, "\(result.stderr)")
        let read = try runListo(["--store", store, "-c", "open T; goto 1; read"])
        #expect(read.stdout.contains("-999999999999999"), "\(read.stdout)")
    }
}

enum FileNumbersJSON {
    /// A JSON list of one section whose first row, on line 5, is `row`.
    static func json(_ row: String) -> String {
        """
        {"lists": [{"name": "T", "deletable": true, "fullSwipeLeading": true, "fullSwipeTrailing": true,
          "leading": [], "trailing": [], "movable": true, "ordering": "manual", "selection": "multiple", "style": "automatic",
          "fields": [{"name": "done", "type": "boolean"}, {"name": "due", "type": "date"}, {"name": "cost", "type": "number"}],
          "sections": [{"header": "S", "rows": [
            \(row),
            {"title": "Other"}]}]}]}
        """
    }
}
