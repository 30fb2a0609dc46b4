import Foundation
@testable import ListoREPL
import ListoTestSupport
import Testing

/// Another session's news is said in the order it happened, oldest first; one row
/// moved into a section is named, as one row added is; and when rows came or went
/// before the focused row, where focus is now is said after the news (25, N7).
@Suite struct ElsewhereOrderTests {
    @Test(arguments: ["en", "es"])
    func newsComesOldestFirstWithTheRowMovedNamed(language: String) throws {
        let es = language == "es"
        let (a, b, _) = try Harness.twoOnOneStore(language: language)
        a.say(es ? "ir 2" : "goto 2")
        b.say(es ? "ir 1" : "goto 1")
        b.say(es ? "añadir Primero" : "add First")
        b.say(es ? "añadir Segundo" : "add Second")
        b.say(es ? "renombrar Primero como Tercero" : "rename First to Third")
        b.say(es ? "borrar Segundo" : "delete Second")
        b.say(es ? "ir Comprar pan" : "goto Buy bread")
        b.say(es ? "Hecho" : "Done")
        let heard = a.say(es ? "dónde" : "where")
        #expect(Array(heard.prefix(3)) == (es
            ? ["Tercero añadida a Pendientes en otra sesión.", "Comprar pan movida a Completadas, hecha en otra sesión.", "Ahora en Llamar a Ana, 1 de 3."]
            : ["Third added to Pending elsewhere.", "Buy bread moved to Completed, done elsewhere.", "Now on Call Ana, 1 of 3."]), "\(heard)")
    }

    /// The newest change last, whichever kind of news it is.
    @Test(arguments: ["en", "es"])
    func aListRenamedAfterARowAddedIsSaidAfterIt(language: String) throws {
        let es = language == "es"
        let (a, b, _) = try Harness.twoOnOneStore(language: language)
        b.say(es ? "ir 1" : "goto 1")
        b.say(es ? "renombrar lista Tareas como Faenas" : "rename list Tasks to Chores")
        b.say(es ? "añadir Leche" : "add Milk")
        b.say(es ? "ir Comprar pan" : "goto Buy bread")
        b.say(es ? "Hecho" : "Done")
        let heard = a.say(es ? "dónde" : "where")
        #expect(Array(heard.prefix(3)) == (es
            ? ["Lista Tareas renombrada como Faenas en otra sesión.", "Leche añadida a Pendientes en otra sesión.", "Comprar pan movida a Completadas, hecha en otra sesión."]
            : ["List Tasks renamed to Chores elsewhere.", "Milk added to Pending elsewhere.", "Buy bread moved to Completed, done elsewhere."]), "\(heard)")
    }

    /// A row another session moved to another list is said moved there, not deleted.
    @Test(arguments: ["en", "es"])
    func aRowMovedToAnotherListIsSaidMovedThere(language: String) throws {
        let es = language == "es"
        let (a, b, _) = try Harness.twoOnOneStore(language: language)
        a.say(es ? "ir 2" : "goto 2")
        b.say(es ? "ir 1" : "goto 1")
        b.say(es ? "mover a lista Archivo" : "move to list Archive")
        let heard = a.say(es ? "dónde" : "where")
        #expect(heard.first == (es ? "Comprar pan movida a Archivo en otra sesión." : "Buy bread moved to Archive elsewhere."), "\(heard)")
    }

    /// Two rows moved into a section are counted, as before.
    @Test func twoRowsMovedInAreCounted() throws {
        let (a, b, _) = try Harness.twoOnOneStore()
        a.say("goto 3")
        b.say("goto Buy bread")
        b.say("Done")
        b.say("goto Call Ana")
        b.say("Done")
        let heard = a.say("where")
        #expect(heard.first == "Completed: 2 rows moved in elsewhere.", "\(heard)")
        #expect(heard.contains("Now on Pay the rent, 1 of 1."), "\(heard)")
    }

    /// A row added after the focused row leaves its number as it was: nothing more is said.
    @Test(arguments: ["en", "es"])
    func focusKeptItsNumberIsNotSaidAgain(language: String) throws {
        let es = language == "es"
        let (a, b, _) = try Harness.twoOnOneStore(language: language)
        a.say(es ? "ir 1" : "goto 1")
        b.say(es ? "ir 1" : "goto 1")
        b.say(es ? "añadir Leche" : "add Milk")
        let heard = a.say(es ? "leer" : "read")
        #expect(heard.first == (es ? "Leche añadida a Pendientes en otra sesión." : "Milk added to Pending elsewhere."), "\(heard)")
        #expect(!heard.contains { $0.hasPrefix(es ? "Ahora en" : "Now on") }, "\(heard)")
    }

    /// A row moved from a section not read here into the one read is said moved, as
    /// Done's move the other way is, not as one row removed and another added (25, N5).
    @Test(arguments: ["en", "es"])
    func aMoveOutOfASectionNotReadIsSaidAsAMove(language: String) throws {
        let es = language == "es"
        let (a, b, _) = try Harness.twoOnOneStore(language: language)
        a.say(es ? "ir Llamar a Ana" : "goto Call Ana")
        b.say(es ? "ir Regar" : "goto Water")
        b.say(es ? "mover a sección Pendientes" : "move to section Pending")
        let heard = a.say(es ? "dónde" : "where")
        #expect(heard.first == (es ? "Regar las plantas movida a Pendientes en otra sesión." : "Water the plants moved to Pending elsewhere."), "\(heard)")
        #expect(!heard.contains { $0.contains(es ? "quitada" : "removed") }, "\(heard)")
    }
}
