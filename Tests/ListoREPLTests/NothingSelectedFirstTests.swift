@testable import ListoREPL
import ListoTestSupport
import Testing

/// A command on the whole selection with nothing selected says so first, in edit mode
/// or out of it: asking for edit mode would send the listener to a mode that still
/// gives the command no rows. With rows selected outside edit mode, edit mode is asked for.
@Suite struct NothingSelectedFirstTests {
    static let cases: [(language: String, line: String, said: String)] = [
        ("en", "delete selection", "Error: selection is empty. Select rows with select first."),
        ("en", "Done selection", "Error: selection is empty. Select rows with select first."),
        ("en", "set selection due friday", "Error: selection is empty. Select rows with select first."),
        ("en", "move selection to section Completed", "Error: selection is empty. Select rows with select first."),
        ("es", "borrar selección", "Error: no hay nada seleccionado. Selecciona filas con seleccionar primero."),
    ]

    @Test(arguments: 0..<cases.count)
    func nothingSelectedIsSaidBeforeEditMode(_ index: Int) throws {
        let c = Self.cases[index]
        for editing in [false, true] {
            let h = try Harness(arguments: ["--demo", "--language", c.language])
            if editing { h.say(c.language == "es" ? "editar" : "edit") }
            #expect(h.say(c.line) == [c.said], "editing: \(editing)")
        }
    }

    @Test func rowsSelectedOutsideEditModeAskForIt() throws {
        let h = try Harness(arguments: ["--demo"])
        h.say("select 1")
        #expect(h.say("delete selection") == ["Error: acting on the whole selection needs edit mode. Type edit, then the command again."])
        // The same line for another command is marked as its answer, not heard as an echo.
        #expect(h.say("Done selection") == ["Error: acting on the whole selection needs edit mode. Type edit, then the command again. Answer to Done selection."])
    }
}
