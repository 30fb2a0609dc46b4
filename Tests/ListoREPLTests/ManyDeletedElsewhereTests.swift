import Foundation
@testable import ListoREPL
import ListoTestSupport
import Testing

/// What is said of rows and lists deleted, here and elsewhere, in words that are
/// true and alike: a delete across sections counts the rows left in all of them;
/// another session's delete of a selection across sections is one fact, and its
/// undo brings the rows back; a list is said as a list; an undo of a step whose row
/// another session deleted says it was deleted.
@Suite struct ManyDeletedElsewhereTests {
    /// Pay the rent stays: it is the row left, not none.
    @Test(arguments: ["en", "es"])
    func aDeleteAcrossSectionsCountsTheRowsLeftInAll(language: String) throws {
        let es = language == "es"
        let h = try Harness(arguments: ["--demo", "--language", language])
        for line in es ? ["editar", "seleccionar todo", "deseleccionar Pagar el alquiler"] : ["edit", "select all", "deselect Pay the rent"] { h.say(line) }
        let said = h.say(es ? "borrar selección" : "delete selection")
        #expect(said.first?.hasSuffix(es ? "Queda 1 fila." : "1 row left.") == true, "\(said)")
    }

    @Test(arguments: ["en", "es"])
    func aSelectionDeletedAcrossSectionsIsOneFactAndComesBack(language: String) throws {
        let es = language == "es"
        let (a, b, _) = try Harness.twoOnOneStore(language: language)
        for line in es ? ["editar", "seleccionar todo", "deseleccionar Pagar el alquiler"] : ["edit", "select all", "deselect Pay the rent"] { a.say(line) }
        a.say(es ? "borrar selección" : "delete selection")
        let gone = b.say(es ? "dónde" : "where")
        #expect(gone.first == (es ? "4 filas borradas en otra sesión." : "4 rows deleted elsewhere."), "\(gone)")
        #expect(!gone.contains { $0.contains(es ? "quitada" : "removed") }, "\(gone)")
        a.say(es ? "deshacer" : "undo")
        let back = b.say(es ? "dónde" : "where")
        #expect(back.first == (es ? "4 filas de vuelta en otra sesión." : "4 rows back elsewhere."), "\(back)")
        // One row deleted and brought back is named, back where it was.
        a.say(es ? "borrar Llamar a Ana" : "delete Call Ana")
        #expect(b.say(es ? "dónde" : "where").first == (es ? "Llamar a Ana borrada en otra sesión." : "Call Ana deleted elsewhere."))
        a.say(es ? "deshacer" : "undo")
        #expect(b.say(es ? "dónde" : "where").first == (es ? "Llamar a Ana de vuelta en Pendientes en otra sesión." : "Call Ana back in Pending elsewhere."))
        // A row new to the list is added, as ever.
        a.say(es ? "añadir Leche" : "add Milk")
        #expect(b.say(es ? "dónde" : "where").first == (es ? "Leche añadida a Pendientes en otra sesión." : "Milk added to Pending elsewhere."))
    }

    /// The focused row deleted with the others is counted with them; where focus is now follows.
    @Test(arguments: ["en", "es"])
    func theFocusedRowDeletedWithASelectionIsCountedWithIt(language: String) throws {
        let es = language == "es"
        let (a, b, _) = try Harness.twoOnOneStore(language: language)
        b.say(es ? "ir Llamar a Ana" : "goto Call Ana")
        for line in es ? ["editar", "seleccionar todo", "deseleccionar Pagar el alquiler"] : ["edit", "select all", "deselect Pay the rent"] { a.say(line) }
        a.say(es ? "borrar selección" : "delete selection")
        let heard = b.say(es ? "dónde" : "where")
        #expect(Array(heard.prefix(2)) == (es ? ["4 filas borradas en otra sesión.", "Ahora en Pagar el alquiler, 1 de 1."]
                                              : ["4 rows deleted elsewhere.", "Now on Pay the rent, 1 of 1."]), "\(heard)")
    }

    /// Rows deleted that were this session's selection are said once, as selected rows deleted.
    @Test(arguments: ["en", "es"])
    func theSelectedRowsDeletedAreOneLine(language: String) throws {
        let es = language == "es"
        let (a, b, _) = try Harness.twoOnOneStore(language: language)
        for line in es ? ["editar", "seleccionar todo", "deseleccionar Pagar el alquiler"] : ["edit", "select all", "deselect Pay the rent"] {
            a.say(line)
            b.say(line)
        }
        a.say(es ? "borrar selección" : "delete selection")
        let heard = b.say(es ? "dónde" : "where")
        #expect(heard.first == (es ? "4 filas seleccionadas borradas en otra sesión." : "4 selected rows deleted elsewhere."), "\(heard)")
        #expect(!heard.contains { $0.contains(es ? "quitada" : "removed") }, "\(heard)")
    }

    @Test(arguments: ["en", "es"])
    func aListIsSaidAsAList(language: String) throws {
        let es = language == "es"
        let (a, b, _) = try Harness.twoOnOneStore(language: language)
        let inbox = es ? "Entrada" : "Inbox"
        a.say(es ? "borrar lista \(inbox)" : "delete list \(inbox)")
        #expect(b.say(es ? "dónde" : "where").first == (es ? "Lista \(inbox) borrada en otra sesión." : "List \(inbox) deleted elsewhere."))
        a.say(es ? "deshacer" : "undo")
        #expect(b.say(es ? "dónde" : "where").first == (es ? "Lista \(inbox) de vuelta en otra sesión." : "List \(inbox) back elsewhere."))
        a.say(es ? "renombrar lista \(inbox) a Correo" : "rename list \(inbox) to Mail")
        #expect(b.say(es ? "dónde" : "where").first == (es ? "Lista \(inbox) renombrada como Correo en otra sesión." : "List \(inbox) renamed to Mail elsewhere."))
        a.say(es ? "nueva lista Compras" : "new list Groceries")
        #expect(b.say(es ? "dónde" : "where").first == (es ? "Lista Compras añadida en otra sesión." : "List Groceries added elsewhere."))
    }

    @Test(arguments: ["en", "es"])
    func anUndoOfARowDeletedElsewhereSaysSo(language: String) throws {
        let es = language == "es"
        let (a, b, _) = try Harness.twoOnOneStore(language: language)
        a.say(es ? "ir Comprar pan" : "goto Buy bread")
        a.say(es ? "renombrar . como Comprar pan de centeno" : "rename . to Buy rye bread")
        b.say(es ? "borrar Comprar pan de centeno" : "delete Buy rye bread")
        let said = a.say(es ? "deshacer" : "undo")
        #expect(said.last == (es ? "Error: no se puede deshacer renombrar Comprar pan como Comprar pan de centeno: se borró en otra sesión."
                                 : "Error: undo of rename of Buy bread to Buy rye bread refused: deleted elsewhere."), "\(said)")
    }
}
