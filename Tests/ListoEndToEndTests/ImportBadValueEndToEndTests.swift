import Foundation
import ListoTestSupport
import Testing

/// Issue 25, P5: an exported list with a row given a string where a boolean is
/// (`"snoozed": "yes"`) is refused in one line naming its line, row and key, exit 1,
/// and nothing imported, where the line was not named.
@Suite struct ImportBadValueEndToEndTests {
    @Test(arguments: [
        ("en", #"Error: imp.json can't be imported: line LINE: row 2 of Pending has snoozed "yes", not true or false. Nothing was imported."#),
        ("es", #"Error: no se puede importar imp.json: línea LINE: la fila 2 de Pending tiene snoozed "yes", que no es true ni false. No se importó nada."#),
    ])
    func aStringWhereABooleanIsIsRefusedByLineAndKey(language: String, expected: String) throws {
        let folder = Fixture.temporaryFolder()
        let store = folder.appendingPathComponent("c.db").path
        _ = try runListo(["--store", store, "--demo", "-c", "where"])
        let exported = try runListo(["--store", store, "export", "--list", "Tasks"])
        var lines = exported.stdout.components(separatedBy: "\n")
        let row = try #require(lines.firstIndex { $0.contains(#""title" : "Call Ana""#) })
        lines[row] = lines[row].replacingOccurrences(of: #""title""#, with: #""fields" : { "snoozed" : "yes" }, "title""#)
        let file = folder.appendingPathComponent("imp.json")
        try lines.joined(separator: "\n").replacingOccurrences(of: #""name" : "Tasks""#, with: #""name" : "Imp""#)
            .write(to: file, atomically: true, encoding: .utf8)
        let result = try runListo(["--store", store, "--language", language, "import", file.path])
        #expect(result.status == 1)
        #expect(result.stderr.replacingOccurrences(of: folder.path + "/", with: "").trimmingCharacters(in: .newlines)
            == expected.replacingOccurrences(of: "LINE", with: "\(row + 1)"), "\(result.stderr)")
        #expect(!(try runListo(["--store", store, "-c", "lists"]).stdout.contains("Imp")), "nothing was imported")
    }
}
