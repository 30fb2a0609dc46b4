import Foundation
@testable import ListoREPL
import ListoTestSupport
import Testing

/// A field or a section another session removed is said by name, with the
/// actions it leaves without what they need (no longer offered), as this
/// session's own field remove and section delete say them; the rows that lost the
/// field's value are not each said changed.
@Suite struct ActionsWithdrawnElsewhereTests {
    @Test(arguments: ["en", "es"])
    func aFieldRemovedElsewhereNamesTheActionsItWithdraws(language: String) throws {
        let (a, b, _) = try Harness.twoOnOneStore(language: language)
        let es = language == "es"
        a.say(es ? "ir Llamar" : "goto Call")
        b.say(es ? "campo quitar pospuesta" : "field remove snoozed")
        let heard = a.say(es ? "leer" : "read")
        #expect(heard.first == (es ? "Campo pospuesta quitado de Tareas en otra sesión. Posponer ya no tiene un campo que cambiar; no se ofrece."
                                   : "Field snoozed removed from Tasks elsewhere. Snooze no longer has a field to set; it is not offered."), "\(heard)")
        #expect(heard.dropFirst().first == (es ? "Llamar a Ana, 2 de 3, acciones Hecho, Borrar." : "Call Ana, 2 of 3, actions Done, Delete."), "\(heard)")
    }

    @Test(arguments: ["en", "es"])
    func theRowsThatLostItsValueAreNotEachSaidChanged(language: String) throws {
        let (a, b, _) = try Harness.twoOnOneStore(language: language)
        let es = language == "es"
        a.say(es ? "ir Llamar" : "goto Call")
        b.say(es ? "campo quitar hecha" : "field remove done")
        let heard = a.say(es ? "leer" : "read")
        #expect(heard.first?.hasPrefix(es ? "Campo hecha quitado de Tareas en otra sesión." : "Field done removed from Tasks elsewhere.") == true, "\(heard)")
        #expect(!heard.contains { $0.contains(es ? "Renovar" : "Renew") }, "\(heard)")
    }

    @Test(arguments: ["en", "es"])
    func aSectionDeletedElsewhereNamesTheActionsItWithdraws(language: String) throws {
        let (a, b, _) = try Harness.twoOnOneStore(language: language)
        let es = language == "es"
        Self.parkToLaterDeletedElsewhere(a, b, es: es)
        let heard = a.say(es ? "leer" : "read")
        #expect(heard.first == (es ? "Sección Aparcadas borrada en otra sesión. Aparcar ya no tiene una sección a la que mover filas; no se ofrece."
                                   : "Section Later deleted elsewhere. Park no longer has a section to move rows to; it is not offered."), "\(heard)")
    }

    @Test(arguments: ["en", "es"])
    func aFieldPutBackElsewhereSaysTheActionsOfferedAgain(language: String) throws {
        let (a, b, _) = try Harness.twoOnOneStore(language: language)
        let es = language == "es"
        a.say(es ? "ir Llamar" : "goto Call")
        b.say(es ? "campo quitar pospuesta" : "field remove snoozed")
        a.say(es ? "leer" : "read")
        b.say(es ? "deshacer" : "undo")
        let heard = a.say(es ? "leer" : "read")
        #expect(heard.first == (es ? "Posponer se ofrece de nuevo." : "Snooze offered again."), "\(heard)")
    }

    @Test(arguments: ["en", "es"])
    func aSectionPutBackElsewhereSaysTheActionsOfferedAgain(language: String) throws {
        let (a, b, _) = try Harness.twoOnOneStore(language: language)
        let es = language == "es"
        Self.parkToLaterDeletedElsewhere(a, b, es: es)
        a.say(es ? "leer" : "read")
        b.say(es ? "deshacer" : "undo")
        let heard = a.say(es ? "leer" : "read")
        #expect(heard.prefix(2) == (es ? ["Sección Aparcadas añadida en otra sesión.", "Aparcar se ofrece de nuevo."] : ["Section Later added elsewhere.", "Park offered again."]), "\(heard)")
    }

    /// Session a declares Park, which moves rows to a section Later, and focuses Call Ana; session b deletes Later.
    static func parkToLaterDeletedElsewhere(_ a: Harness, _ b: Harness, es: Bool) {
        a.say(es ? "sección añadir Aparcadas" : "section add Later")
        a.say(es ? "acción añadir Aparcar inicio mover a Aparcadas" : "action add Park leading move to Later")
        a.say(es ? "ir Llamar" : "goto Call")
        b.say(es ? "sección Aparcadas" : "section Later")
        b.say(es ? "sección borrar" : "section delete")
    }
}
