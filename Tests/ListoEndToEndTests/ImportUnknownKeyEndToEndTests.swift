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
        try EditedImport(language: language, picking: { $0.contains(#""title" : "Call Ana""#) }) {
            $0.replacingOccurrences(of: #""title""#, with: #""snozed" : true, "titel" : "x", "title""#)
        }.expectRefused(expected)
    }

    /// A field name no declaration of the list has, inside a row's fields, is refused the same way,
    /// where it came in as a new field (25, N4).
    @Test(arguments: [
        ("en", #"Error: imp.json can't be imported: line LINE: row 3 of Pending has a field "snozed" its list does not declare. Nothing was imported."#),
        ("es", #"Error: no se puede importar imp.json: línea LINE: la fila 3 de Pending tiene el campo "snozed", que su lista no declara. No se importó nada."#),
    ])
    func aFieldTheListDoesNotDeclareIsRefused(language: String, expected: String) throws {
        try EditedImport(language: language, picking: { $0.contains(#""fields" : {"#) && !$0.contains("}") }) {
            $0.replacingOccurrences(of: #""fields" : {"#, with: #""fields" : { "snozed" : true,"#)
        }.expectRefused(expected)
    }
}
