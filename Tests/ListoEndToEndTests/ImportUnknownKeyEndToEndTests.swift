import Foundation
import ListoTestSupport
import Testing

/// Issue 25, N8: an exported list with a row given a misspelt key ("snozed") is
/// refused in one line naming the key and the row, exit 1, and nothing imported,
/// where it came in with the row not snoozed and nothing said.
@Suite struct ImportUnknownKeyEndToEndTests {
    @Test(arguments: [
        ("en", #"Error: imp.json can't be imported: line LINE: row 2 of Pending has an unknown key "snozed". Nothing was imported."#),
        ("es", #"Error: no se puede importar imp.json: línea LINE: la fila 2 de Pending tiene la clave desconocida "snozed". No se importó nada."#),
    ])
    func aMisspeltKeyIsRefusedByName(language: String, expected: String) throws {
        let folder = Fixture.temporaryFolder()
        let store = folder.appendingPathComponent("c.db").path
        _ = try runListo(["--store", store, "--demo", "-c", "where"])
        let exported = try runListo(["--store", store, "export", "--list", "Tasks"])
        var lines = exported.stdout.components(separatedBy: "\n")
        let row = try #require(lines.firstIndex { $0.contains(#""title" : "Call Ana""#) })
        lines[row] = lines[row].replacingOccurrences(of: #""title""#, with: #""snozed" : true, "titel" : "x", "title""#)
        let file = folder.appendingPathComponent("imp.json")
        try lines.joined(separator: "\n").replacingOccurrences(of: #""name" : "Tasks""#, with: #""name" : "Imp""#)
            .write(to: file, atomically: true, encoding: .utf8)
        let result = try runListo(["--store", store, "--language", language, "import", file.path])
        #expect(result.status == 1)
        #expect(result.stderr.replacingOccurrences(of: folder.path + "/", with: "").trimmingCharacters(in: .newlines)
            == expected.replacingOccurrences(of: "LINE", with: "\(row + 1)"), "\(result.stderr)")
        #expect(!(try runListo(["--store", store, "-c", "lists"]).stdout.contains("Imp")), "nothing was imported")
    }

    /// A field name no declaration of the list has, inside a row's fields, is refused the same way,
    /// where it came in as a new field (25, N4).
    @Test(arguments: [
        ("en", #"Error: imp.json can't be imported: line LINE: row 3 of Pending has a field "snozed" its list does not declare. Nothing was imported."#),
        ("es", #"Error: no se puede importar imp.json: línea LINE: la fila 3 de Pending tiene el campo "snozed", que su lista no declara. No se importó nada."#),
    ])
    func aFieldTheListDoesNotDeclareIsRefused(language: String, expected: String) throws {
        let folder = Fixture.temporaryFolder()
        let store = folder.appendingPathComponent("c.db").path
        _ = try runListo(["--store", store, "--demo", "-c", "where"])
        let exported = try runListo(["--store", store, "export", "--list", "Tasks"])
        var lines = exported.stdout.components(separatedBy: "\n")
        let row = try #require(lines.firstIndex { $0.contains(#""fields" : {"#) && !$0.contains("}") })
        lines[row] = lines[row].replacingOccurrences(of: #""fields" : {"#, with: #""fields" : { "snozed" : true,"#)
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
