import Foundation
import ListoTestSupport
import Testing

/// Tasks of the demo store exported, one line of the export changed by hand, and the
/// result imported as a list named Imp: how an import refuses what a person could type
/// into an exported file.
struct EditedImport {
    /// What the import answered on stderr (the folder's path taken out), the changed
    /// line's number, and whether a list Imp is there afterwards.
    let status: Int32
    let message: String
    let line: Int
    let imported: Bool

    /// Exports Tasks, changes the first line `picks` takes by `edit`, imports it in `language`.
    init(language: String, picking picks: (String) -> Bool, edit: (String) -> String) throws {
        let folder = Fixture.temporaryFolder()
        let store = folder.appendingPathComponent("c.db").path
        _ = try runListo(["--store", store, "--demo", "-c", "where"])
        let exported = try runListo(["--store", store, "export", "--list", "Tasks"])
        var lines = exported.stdout.components(separatedBy: "\n")
        let found = lines.firstIndex { picks($0) }
        let row = try #require(found, "a line to change")
        lines[row] = edit(lines[row])
        let file = folder.appendingPathComponent("imp.json")
        try lines.joined(separator: "\n").replacingOccurrences(of: #""name" : "Tasks""#, with: #""name" : "Imp""#)
            .write(to: file, atomically: true, encoding: .utf8)
        let result = try runListo(["--store", store, "--language", language, "import", file.path])
        status = result.status
        message = result.stderr.replacingOccurrences(of: folder.path + "/", with: "").trimmingCharacters(in: .newlines)
        line = row + 1
        imported = try runListo(["--store", store, "-c", "lists"]).stdout.contains("Imp")
    }

    /// Refused in one line, exit 1, that line being `expected` with LINE the changed line's number, and nothing imported.
    func expectRefused(_ expected: String) {
        #expect(status == 1)
        #expect(message == expected.replacingOccurrences(of: "LINE", with: "\(line)"), "\(message)")
        #expect(!imported, "nothing was imported")
    }
}
