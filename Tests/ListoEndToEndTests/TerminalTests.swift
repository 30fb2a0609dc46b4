import Foundation
import ListoTestSupport
import Testing

/// listo on a pseudo-terminal: the prompt, tab completion, Ctrl-C, history across runs.
@Suite(.serialized) struct TerminalTests {
    @Test func promptCompletionCtrlCAndHistory() throws {
        let home = Fixture.temporaryFolder()
        let env = ["TERM": "xterm", "HOME": home.path, "XDG_STATE_HOME": home.path + "/state", "LANG": "C.UTF-8"]
        do {
            let terminal = try PseudoTerminal(arguments: ["--demo"], environment: env)
            #expect(terminal.waitFor("Tasks "), "the prompt names the list: \(terminal.transcript)")
            // libedit redraws only what changed, so completion shows as the rest of the word.
            terminal.type("nex\t")
            #expect(terminal.waitFor("t "))
            terminal.type("\r")
            #expect(terminal.waitFor("Pending, section 1 of 2, 3 rows."), "nex was completed to next")
            _ = terminal.drain()
            terminal.type("goto Wat\t")
            #expect(terminal.waitFor("er the plants"))
            terminal.type("\u{03}")
            #expect(terminal.waitFor("Tasks "), "Ctrl-C gives a fresh prompt")
            _ = terminal.drain()
            terminal.type("where\r")
            #expect(terminal.waitFor("Rotor: items."))
            #expect(!terminal.transcript.contains("Water the plants, 2 of 2"), "the cancelled line did not run")
            _ = terminal.drain()
            terminal.type("add Café crème\r")
            #expect(terminal.waitFor("Added Café crème, 4 of 4."), "UTF-8 survives libedit")
            // Ctrl-D counts only once libedit is reading again, so wait for the prompt.
            #expect(terminal.waitFor("4 of 4.\r\nTasks "))
            // libedit prints the prompt before it puts the terminal in raw mode; a key
            // typed in between is read by the line discipline, so give it a moment.
            usleep(200_000)
            terminal.type("\u{04}")
            #expect(terminal.waitForExit() == 0)
        }
        let history = try String(contentsOfFile: home.path + "/state/listo/history", encoding: .utf8)
        #expect(history.contains("where"))
        let again = try PseudoTerminal(arguments: ["--demo"], environment: env)
        #expect(again.waitFor("Tasks "))
        again.type("\u{1B}[A")
        #expect(again.waitFor("add Café crème"), "history survives a restart: \(again.transcript)")
        again.type("\u{15}quit\r")
        #expect(again.waitForExit() == 0)
    }

    /// A byte typed that is no UTF-8 (a Latin-1 é, E9) refuses the line whole at the
    /// terminal, as it does piped in, where it was dropped with the space after it and the
    /// row added as "Cafcon leche". It shows as U+FFFD while typed; deleted, the line is read.
    @Test func bytesThatAreNoUTF8RefuseTheLineAsAPipeDoes() throws {
        let home = Fixture.temporaryFolder()
        let env = ["TERM": "xterm", "HOME": home.path, "XDG_STATE_HOME": home.path + "/state", "LANG": "es_ES.UTF-8"]
        let terminal = try PseudoTerminal(arguments: ["--demo", "--language", "es"], environment: env)
        #expect(terminal.waitFor("Tareas "))
        usleep(200_000)
        let refused = "Error: esa línea no es UTF-8 válido. No se hizo nada."
        terminal.type("añadir Caf")
        terminal.type(bytes: [0xE9])
        terminal.type(" con leche\r")
        #expect(terminal.waitFor(refused), "\(terminal.transcript)")
        #expect(terminal.transcript.contains("Caf\u{FFFD} con leche"), "shown where it was typed: \(terminal.transcript)")
        #expect(!terminal.transcript.contains("Añadida"), "\(terminal.transcript)")
        _ = terminal.drain()
        // Last on the line, before Enter, and a lone continuation byte: Enter still ends the line.
        usleep(200_000)
        terminal.type("añadir Caf")
        terminal.type(bytes: [0xE9, 0x0D])
        #expect(terminal.waitFor(refused), "\(terminal.transcript)")
        _ = terminal.drain()
        usleep(200_000)
        terminal.type("añadir Té ")
        terminal.type(bytes: [0xA9])
        terminal.type("\r")
        #expect(terminal.waitFor(refused), "\(terminal.transcript)")
        _ = terminal.drain()
        // Deleted before Enter, what is left is read.
        usleep(200_000)
        terminal.type("añadir Caf")
        terminal.type(bytes: [0xE9, 0x7F])
        terminal.type("é con leche\r")
        #expect(terminal.waitFor("Añadida Café con leche, 4 de 4."), "\(terminal.transcript)")
        terminal.type("salir\r")
        #expect(terminal.waitForExit() == 0)
    }

    /// Ctrl-D on an empty prompt ends the session with nothing after the prompt but the
    /// line's end, where libedit printed ^D there, read as "caret D"; on text it still
    /// deletes the character under the cursor.
    @Test func ctrlDLeavesNoCaretDAfterThePrompt() throws {
        let home = Fixture.temporaryFolder()
        let env = ["TERM": "xterm", "HOME": home.path, "XDG_STATE_HOME": home.path + "/state", "LANG": "C.UTF-8"]
        let terminal = try PseudoTerminal(arguments: ["--demo"], environment: env)
        #expect(terminal.waitFor("Tasks "))
        usleep(200_000)
        // nextx, the cursor back one (Ctrl-B), and Ctrl-D deletes the x.
        terminal.type("nextx\u{02}\u{04}\r")
        #expect(terminal.waitFor("Pending, section 1 of 2, 3 rows.\r\nTasks "), "\(terminal.transcript)")
        usleep(200_000)
        _ = terminal.drain()
        terminal.type("\u{04}")
        #expect(terminal.waitForExit() == 0)
        let after = terminal.drain()
        #expect(!after.contains("^D"), "\(after.debugDescription)")
        #expect(after == "\r\n", "one line's end after the prompt: \(after.debugDescription)")
    }

    /// Tab's choices at --width 40 are wrapped as the answers around them are (25, X3).
    @Test func completionChoicesAreWrappedAtTheBrailleWidth() throws {
        let home = Fixture.temporaryFolder()
        let env = ["TERM": "xterm", "HOME": home.path, "XDG_STATE_HOME": home.path + "/state", "LANG": "C.UTF-8"]
        let terminal = try PseudoTerminal(arguments: ["--demo", "--width", "40"], environment: env)
        #expect(terminal.waitFor("Tasks "))
        terminal.type("goto 1\r")
        #expect(terminal.waitFor("actions Done, Delete, Snooze.\r\nTasks "))
        terminal.type("move to \t")
        #expect(terminal.waitFor("section, list, Call Ana, Pay the rent,\r\nRenew passport, Water the plants"), "\(terminal.transcript)")
        terminal.type("\u{15}quit\r")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func recordSavesAnInteractiveSessionThatCheckReplays() throws {
        let home = Fixture.temporaryFolder()
        let file = home.appendingPathComponent("recorded.t").path
        let env = ["TERM": "xterm", "HOME": home.path, "LANG": "C.UTF-8"]
        let terminal = try PseudoTerminal(arguments: ["record", file, "--demo"], environment: env)
        #expect(terminal.waitFor("Tasks "))
        terminal.type("next\r")
        #expect(terminal.waitFor("Pending, section 1 of 2, 3 rows."))
        _ = terminal.drain()
        terminal.type("nxt\r")
        #expect(terminal.waitFor("Did you mean next?\r\nTasks "))
        terminal.type("quit\r")
        #expect(terminal.waitForExit() == 0)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text == """
            #! args: --demo
            Tasks, 2 sections, 5 rows.
            > next
            Pending, section 1 of 2, 3 rows.
            > nxt
            Error: \"nxt\" is not a command. Did you mean next?
            > quit

            """)
        #expect(try runListo(["check", file]).status == 0)
    }
}
