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
        try EditedImport(language: language, picking: { $0.contains(#""title" : "Call Ana""#) }) {
            $0.replacingOccurrences(of: #""title""#, with: #""fields" : { "snoozed" : "yes" }, "title""#)
        }.expectRefused(expected)
    }
}
