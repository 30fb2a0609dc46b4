import Foundation
@testable import ListoREPL
import ListoTestSupport
import Testing

/// News from another session is one fact a line, each led by what it is about, a
/// new section named, many summed up; and a
/// change there that hides the focused row under this session's filter is said
/// as a change made here says it, with where focus went.
@Suite struct ElsewhereNewsTests {
    /// Issue 25: the row the detail showed, deleted elsewhere, takes focus back to
    /// the content column, which the news names, and where and back agree with it.
    @Test(arguments: ["en", "es"])
    func theDetailsRowDeletedElsewhereLeavesFocusInTheContentColumn(language: String) throws {
        let es = language == "es"
        let (a, b, _) = try Harness.twoOnOneStore(language: language)
        let call = es ? "Llamar a Ana" : "Call Ana"
        a.say(es ? "ir \(call)" : "goto \(call)")
        a.say(es ? "abrir ." : "open .")
        b.say(es ? "borrar \(call)" : "delete \(call)")
        let heard = a.say(es ? "dónde" : "where")
        #expect(Array(heard.prefix(5)) == (es
            ? ["\(call) borrada en otra sesión.", "Columna de contenido.", "Ahora en Pagar el alquiler, 2 de 2.",
               "Pagar el alquiler, 2 de 2.", "Columna de contenido: Tareas, sección Pendientes."]
            : ["\(call) deleted elsewhere.", "Content column.", "Now on Pay the rent, 2 of 2.",
               "Pay the rent, 2 of 2.", "Content column: Tasks, section Pending."]), "\(heard)")
        #expect(!heard.contains { $0.hasPrefix(es ? "Detalle vacío" : "Detail is empty") }, "\(heard)")
        #expect(a.say(es ? "atrás" : "back").first == (es ? "Listas, 4 listas." : "Lists, 4 lists."))
    }

    @Test(arguments: ["en", "es"])
    func severalChangesAreOneFactALine(language: String) throws {
        let es = language == "es"
        let (a, b, _) = try Harness.twoOnOneStore(language: language)
        a.say(es ? "ir 2" : "goto 2")
        for line in es
            ? ["ir 2", "renombrar . como Teléfono Bea", "añadir Plátano", "ir 1", "borrar", "sección añadir Extra"]
            : ["goto 2", "rename . to Phone Bea", "add Banana", "goto 1", "delete", "section add Extra"] { b.say(line) }
        let heard = a.say(es ? "leer" : "read")
        // In the order they were made; the focused row is now 1 of 3, not 2, which is said after them.
        #expect(Array(heard.prefix(6)) == (es
            ? ["Llamar a Ana renombrada como Teléfono Bea en otra sesión.", "Plátano añadida a Pendientes en otra sesión.",
               "Comprar pan borrada en otra sesión.", "Sección Extra añadida en otra sesión.", "Ahora en Teléfono Bea, 1 de 3.",
               "Teléfono Bea, 1 de 3, acciones Hecho, Borrar, Posponer."]
            : ["Call Ana renamed to Phone Bea elsewhere.", "Banana added to Pending elsewhere.",
               "Buy bread deleted elsewhere.", "Section Extra added elsewhere.", "Now on Phone Bea, 1 of 3.",
               "Phone Bea, 1 of 3, actions Done, Delete, Snooze."]), "\(heard)")
    }

    @Test(arguments: ["en", "es"])
    func manyChangesAreSummedUpAfterThree(language: String) throws {
        let es = language == "es"
        let (a, b, _) = try Harness.twoOnOneStore(language: language)
        a.say(es ? "ir 2" : "goto 2")
        for line in es
            ? ["sección añadir Uno", "sección añadir Dos", "sección añadir Tres", "sección añadir Cuatro", "ir Pendientes", "añadir A", "añadir B", "añadir C"]
            : ["section add One", "section add Two", "section add Three", "section add Four", "goto Pending", "add A", "add B", "add C"] { b.say(line) }
        let heard = a.say(es ? "dónde" : "where")
        #expect(Array(heard.prefix(4)) == (es
            ? ["Sección Uno añadida en otra sesión.", "Sección Dos añadida en otra sesión.", "Sección Tres añadida en otra sesión.",
               "Y 4 cambios más en otra sesión."]
            : ["Section One added elsewhere.", "Section Two added elsewhere.", "Section Three added elsewhere.",
               "And 4 more changes elsewhere."]), "\(heard)")
    }

    @Test(arguments: ["en", "es"])
    func theFocusedRowHiddenByTheFilterIsSaidAndFocusMovesOn(language: String) throws {
        let es = language == "es"
        let (a, b, _) = try Harness.twoOnOneStore(language: language)
        let (call, ask) = es ? ("Llamar a Ana", "Pedir Ana") : ("Call Ana", "Ask Ana")
        a.say(es ? "añadir \(ask)" : "add \(ask)")
        a.say(es ? "filtrar Ana" : "filter Ana")
        a.say(es ? "ir \(call)" : "goto \(call)")
        b.say(es ? "ir \(call)" : "goto \(call)")
        b.say(es ? "renombrar . como Teléfono Bea" : "rename . to Phone Bea")
        let heard = a.say(es ? "leer" : "read")
        #expect(Array(heard.prefix(4)) == (es
            ? ["\(call) renombrada como Teléfono Bea en otra sesión.", "Teléfono Bea: ahora oculta por el filtro Ana.",
               "Ahora en \(ask), 1 de 1.", "\(ask), 1 de 1 en el filtro Ana, acciones Hecho, Borrar, Posponer."]
            : ["\(call) renamed to Phone Bea elsewhere.", "Phone Bea: now hidden by filter Ana.",
               "Now on \(ask), 1 of 1.", "\(ask), 1 of 1 in filter Ana, actions Done, Delete, Snooze."]), "\(heard)")
    }

    @Test(arguments: ["en", "es"])
    func theOnlyRowShownHiddenLeavesFocusOnTheTitle(language: String) throws {
        let es = language == "es"
        let (a, b, _) = try Harness.twoOnOneStore(language: language)
        let call = es ? "Llamar a Ana" : "Call Ana"
        a.say(es ? "filtrar Ana" : "filter Ana")
        a.say(es ? "ir 1" : "goto 1")
        b.say(es ? "ir \(call)" : "goto \(call)")
        b.say(es ? "renombrar . como Teléfono Bea" : "rename . to Phone Bea")
        let heard = a.say(es ? "leer" : "read")
        #expect(Array(heard.prefix(3)) == (es
            ? ["\(call) renombrada como Teléfono Bea en otra sesión.", "Teléfono Bea: ahora oculta por el filtro Ana.", "Ahora en Tareas."]
            : ["\(call) renamed to Phone Bea elsewhere.", "Phone Bea: now hidden by filter Ana.", "Now on Tasks."]), "\(heard)")
        #expect(heard.contains { $0.hasPrefix("Error:") } == false, "\(heard)")
    }

    /// A state undone elsewhere is heard as the state off, as mark not says it, where
    /// undo's taking the value away was heard as `Call Ana: snoozed removed elsewhere.`
    @Test(arguments: ["en", "es"])
    func aStateUndoneElsewhereIsHeardOff(language: String) throws {
        let es = language == "es"
        let (a, b, _) = try Harness.twoOnOneStore(language: language)
        let call = es ? "Llamar a Ana" : "Call Ana"
        a.say(es ? "ir 1" : "goto 1")
        b.say(es ? "ir \(call)" : "goto \(call)")
        for (change, heard) in es
            ? [("Posponer", "pospuesta"), ("deshacer", "no pospuesta"), ("marcar fijada", "fijada"), ("deshacer", "no fijada")]
            : [("Snooze", "snoozed"), ("undo", "not snoozed"), ("mark pinned", "pinned"), ("undo", "not pinned")] {
            b.say(change)
            let said = a.say(es ? "dónde" : "where")
            #expect(said.first == (es ? "\(call): \(heard) en otra sesión." : "\(call): \(heard) elsewhere."), "\(change): \(said)")
        }
    }
}
