import Foundation
import ListoModel
import ListoStore
import ListoTestSupport
import Testing

/// Issue 25, N1: pinned has one truth in every list. An import's field check takes
/// pinned by name in a list that declares other fields, and declares it, so that
/// fields lists it and filter pinned and filtrar fijadas each find the pinned row.
@Suite struct PinDeclaresFieldTests {
    static let file = """
        {"lists": [{"name": "Trip", "style": "automatic", "selection": "multiple", "ordering": "manual",
          "movable": true, "deletable": true, "fullSwipeLeading": true, "fullSwipeTrailing": true,
          "fields": [{"name": "done", "type": "boolean"}],
          "leading": [], "trailing": [], "sections": [{"header": "All", "rows": [
          {"title": "Plan", "fields": {"pinned": true}, "moveDisabled": true, "deleteDisabled": true},
          {"title": "Sea"}]}]}]}
        """

    @Test(arguments: [("en", "open Trip", "fields", "filter pinned", "Plan, 1 of 1, pinned."),
                      ("es", "abrir Trip", "campos", "filtrar fijadas", "Plan, 1 de 1, fijada.")])
    func importedPinIsDeclaredAndFound(_ language: String, _ open: String, _ fields: String, _ filter: String, _ found: String) throws {
        let path = Fixture.temporaryFolder().appendingPathComponent("pinned.db").path
        let store = try Store(.file(path), seed: false)
        _ = try store.importFile(Array(Self.file.utf8), format: .json)
        let h = try Harness(arguments: ["--language", language, "--today", "2026-12-01"], location: .file(path))
        h.say(open)
        let listed = h.say(fields)
        #expect(listed.count == 3 && listed[2].hasPrefix("2. pinned,"), "\(listed)")
        let filtered = h.say(filter)
        #expect(filtered.count == 2 && filtered[1] == found, "\(filtered)")
    }

    /// A pin declares the field in the language spoken, and its undo takes the declaration back.
    @Test(arguments: [("en", ["new list Trip", "add Plan"], "pin Plan", "fields", "1. pinned, boolean.", "Trip has no fields."),
                      ("es", ["nueva lista Viaje", "añadir Plan"], "fijar Plan", "campos", "1. fijada, booleano.", "Viaje no tiene campos.")])
    func pinDeclaresAndUndoTakesBack(_ language: String, _ setup: [String], _ pin: String, _ fields: String, _ declared: String, _ none: String) throws {
        let h = try Harness(arguments: ["--memory", "--language", language, "--today", "2026-12-01"])
        for line in setup { h.say(line) }
        #expect(h.say(fields).first?.hasPrefix(none) == true)
        h.say(pin)
        #expect(h.say(fields).last == declared)
        h.say(language == "es" ? "deshacer" : "undo")
        #expect(h.say(fields).first?.hasPrefix(none) == true)
    }
}
