import ListoStore
import ListoTestSupport
import Testing

/// `mark STATE` on a list without the state's field names the field the state is a
/// value of, a true-or-false one (`mark unread` needs read), where it named a field
/// `unread` that nobody means and left its type to guess.
@Suite struct MarkWithoutFieldTests {
    static func shopping(_ language: String) throws -> Harness {
        let h = try Harness(store: MemoryRepository(seed: true), arguments: ["--language", language])
        for line in language == "es" ? ["nueva lista Compra", "añadir Leche"] : ["new list Shopping", "add Milk"] { h.say(line) }
        return h
    }

    @Test(arguments: [
        ("mark unread", #"Error: Shopping has no read field for unread. It has no fields. Add one with field add read boolean."#),
        ("mark 1 unread", #"Error: Shopping has no read field for unread. It has no fields. Add one with field add read boolean."#),
        ("mark Milk unread", #"Error: Shopping has no read field for unread. It has no fields. Add one with field add read boolean."#),
        ("mark not unread", #"Error: Shopping has no read field for unread. It has no fields. Add one with field add read boolean."#),
        ("mark undone", #"Error: Shopping has no done field for undone. It has no fields. Add one with field add done boolean."#),
        ("mark done", #"Error: Shopping has no field "done". It has no fields. Add one with field add done boolean."#),
        ("mark 1 snoozed", #"Error: Shopping has no field "snoozed". It has no fields. Add one with field add snoozed boolean."#),
        // A word that is no state is still named as typed, its type left to choose.
        ("mark urgent", #"Error: Shopping has no field "urgent". It has no fields. Add one with field add urgent TYPE."#),
    ])
    func theFieldNamedIsTheOneTheStateIsAValueOf(line: String, refusal: String) throws {
        #expect(try Self.shopping("en").say(line) == [refusal])
    }

    @Test(arguments: [
        ("marcar sin leer", #"Error: Compra no tiene el campo "leída". No tiene campos. Añade uno con campo añadir leída booleano."#),
        ("marcar hecha", #"Error: Compra no tiene el campo "hecha". No tiene campos. Añade uno con campo añadir hecha booleano."#),
        ("marcar urgente", #"Error: Compra no tiene el campo "urgente". No tiene campos. Añade uno con campo añadir urgente TIPO."#),
    ])
    func inSpanish(line: String, refusal: String) throws {
        #expect(try Self.shopping("es").say(line) == [refusal])
    }

    /// Once added as said, the state is marked.
    @Test func theFieldAddedAsSaidTakesTheState() throws {
        let h = try Self.shopping("en")
        h.say("field add read boolean")
        #expect(h.say("mark read") == ["Milk: read."])
        #expect(h.say("mark unread") == ["Milk: unread."])
    }
}
