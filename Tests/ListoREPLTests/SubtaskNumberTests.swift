import ListoModel
@testable import ListoREPL
import ListoTestSupport
import Testing

/// With focus on a subtask, numbers count its parent's subtasks: a number past
/// them, or below 1, is said as a subtask's, naming the parent and how to number the section's
/// rows, where "row 3: there is only 1" contradicted the section's count just heard.
@Suite struct SubtaskNumberTests {
    static let cases: [(language: String, lines: [String], said: String)] = [
        ("en", ["goto Call Ana", "add child Buy cake", "goto 3"],
         "Error: subtask 3: Call Ana has only 1. Give 1, or type parent first to number the rows beside Call Ana."),
        ("en", ["goto Call Ana", "add child Buy cake", "add Wrap gift", "delete 5"],
         "Error: subtask 5: Call Ana has only 2. Give a number from 1 to 2, or type parent first to number the rows beside Call Ana."),
        ("es", ["ir Llamar a Ana", "añadir hija Comprar tarta", "ir 3"],
         "Error: subtarea 3: Llamar a Ana solo tiene 1. Escribe 1, o escribe subir primero para numerar las filas junto a Llamar a Ana."),
        // Below 1 the same numbers are counted, where "row 0" spoke of the section's rows.
        ("en", ["goto Call Ana", "add child Buy cake", "goto 0"],
         "Error: subtask 0: numbers start at 1. Give 1, or type parent first to number the rows beside Call Ana."),
        ("en", ["goto Call Ana", "add child Buy cake", "add Wrap gift", "delete -1"],
         "Error: subtask -1: numbers start at 1. Give a number from 1 to 2, or type parent first to number the rows beside Call Ana."),
        ("es", ["ir Llamar a Ana", "añadir hija Comprar tarta", "ir 0"],
         "Error: subtarea 0: los números empiezan en 1. Escribe 1, o escribe subir primero para numerar las filas junto a Llamar a Ana."),
        ("es", ["ir Llamar a Ana", "añadir hija Comprar tarta", "añadir Envolver regalo", "ir -3"],
         "Error: subtarea -3: los números empiezan en 1. Escribe un número del 1 al 2, o escribe subir primero para numerar las filas junto a Llamar a Ana."),
    ]

    @Test(arguments: 0..<cases.count)
    func aNumberPastTheSubtasksNamesTheirParent(_ index: Int) throws {
        let c = Self.cases[index]
        let h = try Harness(arguments: ["--demo", "--language", c.language])
        for line in c.lines.dropLast() { h.say(line) }
        #expect(h.say(c.lines.last!) == [c.said])
    }

    /// Beside the top-level rows, a number past them is a row's number, as before: at the
    /// list's title, the number counts the first section's rows, which are named.
    @Test func aNumberPastTheSectionsRowsIsStillARowsNumber() throws {
        let h = try Harness(arguments: ["--demo"])
        #expect(h.say("goto 7") == ["Error: row 7: Pending has only 3. Give a number from 1 to 3, or type section and a number first."])
        #expect(h.say("goto 0") == ["Error: row 0: numbers start at 1. Give a number from 1 to 3."])
    }
}
