import Foundation
@testable import ListoREPL
import ListoTestSupport
import Testing

/// A single row another session added or deleted is named by its title, as the
/// focused row is; a selected row deleted is said once, with that it was selected,
/// not once as a row removed and again as a selected row removed. More rows than
/// one in a section are counted, as before.
@Suite struct RowsNamedElsewhereTests {
    @Test(arguments: ["en", "es"])
    func aSelectedRowDeletedIsNamedOnce(language: String) throws {
        let es = language == "es"
        let (a, b, _) = try Harness.twoOnOneStore(language: language)
        let call = es ? "Llamar a Ana" : "Call Ana"
        a.say(es ? "editar" : "edit")
        a.say(es ? "seleccionar 2-3" : "select 2-3")
        b.say(es ? "ir \(call)" : "goto \(call)")
        b.say(es ? "borrar" : "delete")
        let heard = a.say(es ? "leer" : "read")
        #expect(heard.first == (es ? "\(call) borrada en otra sesión, estaba seleccionada." : "\(call) deleted elsewhere, it was selected."), "\(heard)")
        #expect(!heard.contains { $0.contains(es ? "quitada" : "removed") }, "said once: \(heard)")
        #expect(a.session.state.selection.count == 1)
    }

    @Test(arguments: ["en", "es"])
    func aRowNotSelectedIsNamedAndTheSelectionLeftAlone(language: String) throws {
        let es = language == "es"
        let (a, b, _) = try Harness.twoOnOneStore(language: language)
        let call = es ? "Llamar a Ana" : "Call Ana"
        a.say(es ? "editar" : "edit")
        a.say(es ? "seleccionar 1" : "select 1")
        b.say(es ? "borrar \(call)" : "delete \(call)")
        let heard = a.say(es ? "dónde" : "where")
        #expect(heard.first == (es ? "\(call) borrada en otra sesión." : "\(call) deleted elsewhere."), "\(heard)")
        #expect(!heard.contains { $0.contains(es ? "seleccionada quitada" : "selected row removed") || $0.contains(es ? "estaba" : "it was") }, "\(heard)")
    }

    @Test(arguments: ["en", "es"])
    func aRowAddedIsNamedWithItsSection(language: String) throws {
        let es = language == "es"
        let (a, b, _) = try Harness.twoOnOneStore(language: language)
        b.say(es ? "ir Pendientes" : "goto Pending")
        b.say(es ? "añadir Plátano" : "add Banana")
        #expect(a.say(es ? "dónde" : "where").first == (es ? "Plátano añadida a Pendientes en otra sesión." : "Banana added to Pending elsewhere."))
        b.say(es ? "añadir Pera" : "add Pear")
        b.say(es ? "añadir Uva" : "add Grape")
        #expect(a.say(es ? "dónde" : "where").first == (es ? "Pendientes: 2 filas añadidas en otra sesión." : "Pending: 2 rows added elsewhere."),
                "more than one row is counted")
    }

    /// Two selected rows deleted: counted once, as selected rows deleted, not again as selected rows removed.
    @Test func twoSelectedRowsDeletedAreCounted() throws {
        let (a, b, _) = try Harness.twoOnOneStore()
        a.say("edit")
        a.say("select 1-2")
        b.say("delete Buy bread")
        b.say("delete Call Ana")
        let heard = a.say("where")
        #expect(heard.first == "Pending: 2 selected rows deleted elsewhere.", "\(heard)")
        #expect(!heard.contains { $0.contains("selected rows removed") }, "\(heard)")
    }
}
