import ListoAnnouncer
@testable import ListoREPL
import ListoTestSupport
import Testing

/// A command that would set what is already so (a state, a sort, a name, a
/// selection) says so calmly, as a section collapsed twice does: no Error line,
/// no undo step, and the exit status stays 0.
@Suite struct AlreadySoTests {
    static let cases: [(language: String, lines: [String], said: String)] = [
        ("en", ["goto Pay the rent", "pin"], "Pay the rent is already pinned; nothing changed."),
        ("en", ["goto Buy bread", "unpin"], "Buy bread is already unpinned; nothing changed."),
        ("en", ["goto Buy bread", "mark not done"], "Buy bread is already not done; nothing changed."),
        ("en", ["goto Buy bread", "mark not snoozed"], "Buy bread is already not snoozed; nothing changed."),
        ("en", ["goto Renew passport", "mark done"], "Renew passport is already done; nothing changed."),
        ("en", ["goto Call Ana", "unset due"], "Call Ana has no due to remove; nothing changed."),
        ("en", ["sort manual"], "Tasks is already in manual order; nothing changed."),
        ("en", ["rename Buy bread to Buy bread"], "Buy bread already has that name; nothing changed."),
        ("en", ["edit", "goto 1", "select 1, 2", "select 1, 2"], "Buy bread and Call Ana are already selected; nothing changed."),
        // An action on a selection whose every row already holds what it sets names them all, not the first alone.
        ("en", ["edit", "select Renew passport", "select Water the plants", "Done selection"],
         "Renew passport and Water the plants are already done; nothing changed."),
        // A row never done is not done already, as one row is.
        ("en", ["edit", "select 1-2", "mark not done"], "Buy bread and Call Ana are already not done; nothing changed."),
        // A reminder or a start typed as the row has it names it, as a repeat does, where "is already so" named nothing.
        ("en", ["goto Buy bread", "remind friday 9:00", "remind friday 9:00"], "Buy bread already has reminder Friday 9am; nothing changed."),
        ("en", ["goto Call Ana", "set start friday", "filter waiting", "goto Call Ana", "set start friday"], "Call Ana is already waiting until Friday; nothing changed."),
        ("en", ["goto Buy bread", "set start today", "set start today"], "Buy bread already started today; nothing changed."),
        ("es", ["ir Pagar el alquiler", "fijar"], "Pagar el alquiler ya está fijada; no cambió nada."),
        ("es", ["ir Comprar pan", "soltar"], "Comprar pan no está fijada; no cambió nada."),
        ("es", ["ir Comprar pan", "marcar no hecha"], "Comprar pan ya está así: no hecha; no cambió nada."),
        ("es", ["ir Comprar pan", "marcar no pospuesta"], "Comprar pan ya está así: no pospuesta; no cambió nada."),
        ("es", ["ordenar manual"], "Tareas ya está en orden manual; no cambió nada."),
        ("es", ["editar", "ir 1", "seleccionar 1, 2", "seleccionar 1, 2"], "Comprar pan y Llamar a Ana ya están seleccionadas; no cambió nada."),
        ("es", ["editar", "seleccionar Renovar el pasaporte", "seleccionar Regar las plantas", "Hecho selección"],
         "Renovar el pasaporte y Regar las plantas ya están así: hechas; no cambió nada."),
        ("es", ["ir Comprar pan", "avisar viernes 9:00", "avisar viernes 9:00"], "Comprar pan ya tiene aviso el viernes a las 9; no cambió nada."),
        ("es", ["ir Comprar pan", "poner inicio hoy", "poner inicio hoy"], "Comprar pan ya empezó hoy; no cambió nada."),
    ]

    @Test(arguments: cases.indices)
    func saysItIsAlreadySo(_ index: Int) throws {
        let (language, lines, said) = Self.cases[index]
        let h = try Harness(arguments: ["--demo", "--today", "2026-12-01", "--language", language])
        for line in lines.dropLast() { h.say(line) }
        let steps = h.session.state.undoStack.count
        #expect(h.say(lines.last!) == [said])
        #expect(h.session.state.undoStack.count == steps, "no undo step")
        #expect(h.runner.exitCode == 0, "not refused")
    }

    /// An action on a selection some of whose rows already hold what it sets changes
    /// the others, counts only them, and names those it left on a line of their own;
    /// its undo takes back the rows it changed.
    static let partly: [(language: String, lines: [String], said: [String], undid: String)] = [
        ("en", ["edit", "select Buy bread", "select Water the plants", "Done selection"],
         ["Done: Buy bread. Now in Completed.", "Already done: Water the plants."], "Undid Done on Buy bread."),
        ("en", ["unpin Pay the rent", "edit", "select all", "Done selection"],
         ["Done: 3 rows. Now in Completed.", "Already done: Renew passport and Water the plants."], "Undid Done on Buy bread, Call Ana and Pay the rent."),
        ("en", ["unpin Pay the rent", "edit", "select all", "mark undone"],
         ["Not done: 2 rows.", "Already not done: Buy bread, Call Ana and Pay the rent."], "Undid not done on Renew passport and Water the plants."),
        // Spanish says a row never so as it was, not as "ya no" (no longer).
        ("es", ["soltar Pagar el alquiler", "editar", "seleccionar todo", "marcar no hecha"],
         ["No hechas: 2 filas.", "Ya estaban así, no hechas: Comprar pan, Llamar a Ana y Pagar el alquiler."],
         "Deshecho: no hecha en Renovar el pasaporte y Regar las plantas."),
        ("es", ["editar", "seleccionar Comprar pan", "seleccionar Regar las plantas", "Hecho selección"],
         ["Hecho: Comprar pan. Ahora en Completadas.", "Ya hecha: Regar las plantas."], "Deshecho: Hecho en Comprar pan."),
    ]

    @Test(arguments: partly.indices)
    func changesOnlyTheRowsNotAlreadySo(_ index: Int) throws {
        let (language, lines, said, undid) = Self.partly[index]
        let h = try Harness(arguments: ["--demo", "--today", "2026-12-01", "--language", language])
        for line in lines.dropLast() { h.say(line) }
        #expect(h.say(lines.last!) == said)
        #expect(h.say(language == "es" ? "deshacer" : "undo").first == undid)
        #expect(h.runner.exitCode == 0)
    }
}
