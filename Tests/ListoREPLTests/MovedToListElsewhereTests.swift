import Foundation
@testable import ListoREPL
import ListoTestSupport
import Testing

/// A row another session moves to another list is said moved there, by that list's
/// name, not deleted: focus moves on as for a delete, and a choice offered for the
/// row is refused by where it went.
@Suite struct MovedToListElsewhereTests {
    @Test(arguments: ["en", "es"])
    func theFocusedRowMovedToAnotherListIsSaidMoved(language: String) throws {
        let (a, b, _) = try Harness.twoOnOneStore(language: language)
        let es = language == "es"
        let archive = es ? "Archivo" : "Archive"
        a.say(es ? "ir Llamar" : "goto Call")
        b.say(es ? "ir Llamar" : "goto Call")
        b.say(es ? "mover a lista \(archive)" : "move to list \(archive)")
        let heard = a.say(es ? "leer" : "read")
        #expect(heard.first == (es ? "Llamar a Ana movida a \(archive) en otra sesión." : "Call Ana moved to \(archive) elsewhere."), "\(heard)")
        #expect(heard.count > 1 && heard[1] == (es ? "Ahora en Pagar el alquiler, 2 de 2." : "Now on Pay the rent, 2 of 2."), "\(heard)")
    }

    @Test(arguments: ["en", "es"])
    func aSelectedRowMovedToAnotherListIsSaidMoved(language: String) throws {
        let (a, b, _) = try Harness.twoOnOneStore(language: language)
        let es = language == "es"
        let archive = es ? "Archivo" : "Archive"
        a.say(es ? "editar" : "edit")
        a.say(es ? "ir Llamar" : "goto Call")
        a.say(es ? "seleccionar" : "select")
        b.say(es ? "ir Llamar" : "goto Call")
        b.say(es ? "mover a lista \(archive)" : "move to list \(archive)")
        let heard = a.say(es ? "leer" : "read")
        #expect(heard.first == (es ? "Llamar a Ana movida a \(archive) en otra sesión, estaba seleccionada." : "Call Ana moved to \(archive) elsewhere, it was selected."), "\(heard)")
        #expect(!heard.joined().contains(es ? "borrada" : "deleted"), "\(heard)")
    }

    /// A selected row that focus is not on, moved to another list, is said moved
    /// there, with that it was selected, in one line; deleted there, it is said deleted.
    @Test(arguments: ["en", "es"])
    func aSelectedRowElsewhereInTheListMovedAwayIsSaidMovedNotDeleted(language: String) throws {
        let (a, b, _) = try Harness.twoOnOneStore(language: language)
        let es = language == "es"
        let archive = es ? "Archivo" : "Archive"
        a.say(es ? "editar" : "edit")
        a.say(es ? "seleccionar Llamar" : "select Call")
        a.say(es ? "ir Comprar" : "goto Buy")
        b.say(es ? "ir Llamar" : "goto Call")
        b.say(es ? "mover a lista \(archive)" : "move to list \(archive)")
        let heard = a.say(es ? "leer" : "read")
        #expect(heard.first == (es ? "Llamar a Ana movida a \(archive) en otra sesión, estaba seleccionada." : "Call Ana moved to \(archive) elsewhere, it was selected."), "\(heard)")
        #expect(heard.count >= 2 && heard[1].hasPrefix(es ? "Comprar pan, 1 de 2" : "Buy bread, 1 of 2"), "\(heard)")
        a.say(es ? "seleccionar Renovar" : "select Renew")
        b.say(es ? "ir Renovar" : "goto Renew")
        b.say(es ? "borrar" : "delete")
        let deleted = a.say(es ? "leer" : "read")
        #expect(deleted.first == (es ? "Renovar el pasaporte borrada en otra sesión, estaba seleccionada." : "Renew passport deleted elsewhere, it was selected."), "\(deleted)")
    }

    @Test(arguments: ["en", "es"])
    func aChoiceForARowMovedToAnotherListIsRefusedByWhereItWent(language: String) throws {
        let (a, b, _) = try Harness.twoOnOneStore(language: language)
        let es = language == "es"
        let archive = es ? "Archivo" : "Archive"
        let bread = es ? "Comprar pan" : "Buy bread"
        a.say(es ? "ir 1" : "goto 1")
        a.say(es ? "añadir \(bread)" : "add \(bread)")
        a.say(es ? "ir 1" : "goto 1")
        a.say(es ? "borrar \(bread)" : "delete \(bread)")
        b.say(es ? "ir 4" : "goto 4")
        b.say(es ? "mover a lista \(archive)" : "move to list \(archive)")
        let heard = a.say("2")
        #expect(heard.first == (es ? "Error: \(bread) se movió a \(archive) en otra sesión." : "Error: \(bread) was moved to \(archive) elsewhere."), "\(heard)")
        #expect(a.session.document.everyRow.contains { $0.title == bread }, "nothing deleted")
    }
}
