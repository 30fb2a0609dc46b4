import Foundation
import ListoStore
import ListoTestSupport
import Testing

/// `set ROW FIELD VALUE` where the list lacks FIELD: the refusal names the field,
/// the word after the row's title, not the title's first word (`Shopping has no
/// field "Bread"` where Bread is a row and due the field), with the type the value
/// fits in the line that adds it.
@Suite struct UnknownFieldAfterRowTests {
    static func shopping(_ language: String) throws -> Harness {
        let h = try Harness(store: MemoryRepository(seed: true), arguments: ["--language", language])
        for line in language == "es"
            ? ["nueva lista Compra", "campo añadir cantidad numero", "añadir Pan", "añadir Leche de soja", "añadir Vencimientos viejos"]
            : ["new list Shopping", "field add qty number", "add Bread", "add Soy milk", "add Due bills"] { h.say(line) }
        return h
    }

    @Test(arguments: [
        ("set Bread due tomorrow", #"Error: Shopping has no field "due". Its fields: qty. Add one with field add due date."#),
        ("set Soy milk due friday", #"Error: Shopping has no field "due". Its fields: qty. Add one with field add due date."#),
        ("set Soy due friday", #"Error: Shopping has no field "due". Its fields: qty. Add one with field add due date."#),
        ("set \"Bread\" price 3", #"Error: Shopping has no field "price". Its fields: qty. Add one with field add price number."#),
        ("set 1 shop Corner store", #"Error: Shopping has no field "shop". Its fields: qty. Add one with field add shop text."#),
        ("set Bread urgent yes", #"Error: Shopping has no field "urgent". Its fields: qty. Add one with field add urgent boolean."#),
        // No row named: the first word is the field, as before, even where a row's title begins with it.
        ("set due tomorrow", #"Error: Shopping has no field "due". Its fields: qty. Add one with field add due date."#),
        ("unset Bread due", #"Error: Shopping has no field "due". Its fields: qty. Add one with field add due TYPE."#),
        ("toggle Soy milk urgent", #"Error: Shopping has no field "urgent". Its fields: qty. Add one with field add urgent TYPE."#),
    ])
    func theFieldNamedIsTheWordAfterTheRow(line: String, refusal: String) throws {
        let h = try Self.shopping("en")
        #expect(h.say(line) == [refusal])
    }

    @Test(arguments: [
        ("poner Pan vence mañana", #"Error: Compra no tiene el campo "vence". Sus campos: cantidad. Añade uno con campo añadir vence fecha."#),
        ("poner Leche de soja precio 3", #"Error: Compra no tiene el campo "precio". Sus campos: cantidad. Añade uno con campo añadir precio número."#),
        ("poner vence mañana", #"Error: Compra no tiene el campo "vence". Sus campos: cantidad. Añade uno con campo añadir vence fecha."#),
    ])
    func enEspañolTambién(line: String, refusal: String) throws {
        let h = try Self.shopping("es")
        #expect(h.say(line) == [refusal])
    }

    /// The type said is one field add takes, in the language spoken.
    @Test(arguments: ["en", "es"])
    func theLineSuggestedAddsTheField(language: String) throws {
        let es = language == "es"
        let h = try Self.shopping(language)
        let said = h.say(es ? "poner Pan vence mañana" : "set Bread due tomorrow")
        let suggested = try #require(said.first?.components(separatedBy: es ? "con " : "with ").last)
        let line = String(suggested.dropLast())
        #expect(h.say(line).first?.hasPrefix("Error") == false, "\(line)")
        #expect(h.say(es ? "poner Pan vence mañana" : "set Bread due tomorrow").first?.hasPrefix("Error") == false)
    }
}
