import Foundation
import ListoTestSupport
import Testing

/// What a readline user relies on: their ~/.editrc, Ctrl-C, Emacs's shell, -c,
/// --prompt, and a history they can hear.
@Suite(.serialized) struct ReadlineHabitsTests {
    func environment(_ home: URL, _ extra: [String: String] = [:]) -> [String: String] {
        var env = ["TERM": "xterm", "HOME": home.path, "XDG_STATE_HOME": home.path + "/state", "LANG": "C.UTF-8"]
        for (k, v) in extra { env[k] = v }
        return env
    }

    /// A shell with job control (setsid -c makes the terminal its controlling one) in
    /// which listo was started, `nex` typed and Ctrl-Z pressed.
    func listoStoppedInAShell() throws -> PseudoTerminal {
        let home = Fixture.temporaryFolder()
        let shell = try PseudoTerminal(program: "/usr/bin/setsid", arguments: ["-c", "-w", "/bin/bash", "--norc", "--noprofile", "-i"],
                                       environment: environment(home, ["PS1": "shell$ "]))
        #expect(shell.waitFor("shell$ "))
        shell.type("\(Fixture.binary.path) --memory --demo\r")
        #expect(shell.waitFor("5 rows.\r\nTasks "))
        usleep(1_000_000)
        shell.type("nex")
        usleep(100_000)
        shell.type("\u{1A}")
        #expect(shell.waitFor("Stopped"), "Ctrl-Z stopped listo: \(shell.transcript)")
        return shell
    }

    /// vi keys: Escape, 0, cw replace the typo's first word. In emacs mode the
    /// same keys insert text and the line is refused.
    func fixTypoWithViKeys(_ terminal: PseudoTerminal) {
        #expect(terminal.waitFor("Tasks "))
        usleep(200_000)
        terminal.type("nxet")
        usleep(100_000)
        terminal.type("\u{1B}")
        usleep(100_000)
        terminal.type("0cwnext\u{1B}\r")
        #expect(terminal.waitFor("Pending, section 1 of 2, 3 rows."), "vi keys edited the line: \(terminal.transcript)")
        terminal.type("quit\r")
        #expect(terminal.waitForExit() == 0)
    }

    /// Ctrl-Z stops listo as it stops any program a shell runs, and fg brings it back
    /// with the line being typed still there.
    @Test func ctrlZSuspendsAndFgBringsBackTheLine() throws {
        let shell = try listoStoppedInAShell()
        shell.type("fg\r")
        usleep(300_000)
        shell.type("t\r")
        #expect(shell.waitFor("Pending, section 1 of 2, 3 rows."), "the line came back whole: \(shell.transcript)")
        shell.type("quit\r")
        usleep(1_000_000)
        shell.type("exit\r")
        #expect(shell.waitForExit() != nil, "the shell ended: \(shell.transcript)")
    }

    /// bg between Ctrl-Z and fg continues listo where it can't draw: fg draws the
    /// prompt and the line typed so far again, on the line after the shell's, and the
    /// line goes on from there.
    @Test func bgThenFgDrawsThePromptAndTheLineAgain() throws {
        let shell = try listoStoppedInAShell()
        shell.type("bg\r")
        usleep(500_000)
        // What was on the screen is forgotten: the prompt and the line must come again.
        _ = shell.drain()
        shell.type("fg\r")
        #expect(shell.waitFor("Tasks nex"), "fg drew the prompt and the line: \(shell.transcript)")
        shell.type("t\r")
        #expect(shell.waitFor("Pending, section 1 of 2, 3 rows."), "the line went on: \(shell.transcript)")
        shell.type("quit\r")
        usleep(1_000_000)
        shell.type("exit\r")
        #expect(shell.waitForExit() != nil, "the shell ended: \(shell.transcript)")
    }

    @Test func editrcInHomeIsReadWithListosProgramName() throws {
        let home = Fixture.temporaryFolder()
        try "listo:bind -v\n".write(to: home.appendingPathComponent(".editrc"), atomically: true, encoding: .utf8)
        fixTypoWithViKeys(try PseudoTerminal(arguments: ["--demo"], environment: environment(home)))
    }

    @Test func editrcNamedByTheEnvironmentWins() throws {
        let home = Fixture.temporaryFolder()
        let file = home.appendingPathComponent("keys")
        try "bind -v\n".write(to: file, atomically: true, encoding: .utf8)
        fixTypoWithViKeys(try PseudoTerminal(arguments: ["--demo"], environment: environment(home, ["EDITRC": file.path])))
    }

    @Test func withoutAnEditrcTheKeysAreEmacsOnes() throws {
        let terminal = try PseudoTerminal(arguments: ["--demo"], environment: environment(Fixture.temporaryFolder()))
        #expect(terminal.waitFor("Tasks "))
        usleep(200_000)
        terminal.type("nxet\u{1B}0cwnext\r")
        #expect(terminal.waitFor("is not a command"))
        terminal.type("quit\r")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func ctrlCLeavesTheLineAndPromptsOnANewOne() throws {
        let terminal = try PseudoTerminal(arguments: ["--demo"], environment: environment(Fixture.temporaryFolder()))
        #expect(terminal.waitFor("Tasks "))
        usleep(200_000)
        terminal.type("list al")
        #expect(terminal.waitFor("list al"))
        terminal.type("\u{03}")
        #expect(terminal.waitFor("list al\r\nTasks "), "the next prompt starts a line: \(terminal.transcript)")
        terminal.type("quit\r")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func insideEmacsThePromptIsPrintedAndTheLineIsNotEchoed() throws {
        let home = Fixture.temporaryFolder()
        // Emacs's shell turns the terminal's echo off and shows what was typed itself.
        let terminal = try PseudoTerminal(arguments: ["--demo"], environment: environment(home, ["INSIDE_EMACS": "29.1,comint", "TERM": "dumb"]), echo: false)
        #expect(terminal.waitFor("Tasks "))
        terminal.type("nex\tt\r")
        #expect(terminal.waitFor("Tasks Error: \"nex^It\" is not a command"), "a tab is not completion here: \(terminal.transcript)")
        terminal.type("next\r")
        #expect(terminal.waitFor("Pending, section 1 of 2, 3 rows.\r\nTasks "))
        #expect(!terminal.transcript.contains("Tasks next"), "nothing echoes the command: \(terminal.transcript)")
        // Emacs sends a line only on Return; C-c C-c sends SIGINT.
        kill(terminal.pid, SIGINT)
        #expect(terminal.waitFor("3 rows.\r\nTasks \r\nTasks "), "Ctrl-C gives up the line: \(terminal.transcript)")
        terminal.type("history\r")
        #expect(terminal.waitFor("History: 2 commands.\r\n1. nex\tt\r\n2. next\r\nTasks ".replacingOccurrences(of: "\t", with: "^I")))
        terminal.type("quit\r")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func theHistoryIsNumberedAndKeptBetweenRuns() throws {
        let home = Fixture.temporaryFolder()
        let first = try PseudoTerminal(arguments: ["--demo"], environment: environment(home))
        #expect(first.waitFor("Tasks "))
        for line in ["next", "goto Call", "list all"] {
            first.type(line + "\r")
            #expect(first.waitFor("\r\nTasks "))
            _ = first.drain()
        }
        first.type("quit\r")
        #expect(first.waitForExit() == 0)
        let again = try PseudoTerminal(arguments: ["--demo", "--width", "80"], environment: environment(home))
        #expect(again.waitFor("Tasks "))
        again.type("history call\r")
        #expect(again.waitFor("History: 1 command holds \"call\".\r\n2. goto Call\r\n"), "\(again.transcript)")
        again.type("!2\r")
        #expect(again.waitFor("Call Ana, 2 of 3"))
        again.type("quit\r")
        #expect(again.waitForExit() == 0)
    }

    @Test func promptOptionPrintsThePromptInAPipe() throws {
        let result = try runListo(["--demo", "--prompt"], script: "next\n")
        #expect(result.stdout == "Tasks, 2 sections, 5 rows.\nTasks Pending, section 1 of 2, 3 rows.\nTasks ")
        #expect(try runListo(["--demo"], script: "next\n").stdout == "Tasks, 2 sections, 5 rows.\nPending, section 1 of 2, 3 rows.\n")
    }

    @Test func dashCRunsTheCommandsGivenAndSaysNothingElse() throws {
        let result = try runListo(["--demo", "-c", "next; next"])
        #expect(result.lines == ["Pending, section 1 of 2, 3 rows.", "Buy bread, 1 of 3, actions Done, Delete, Snooze."])
        #expect(result.status == 0)
        let refused = try runListo(["--demo", "-c", "nxt;next"])
        #expect(refused.status == 1)
        #expect(refused.lines.first == "Error: \"nxt\" is not a command. Did you mean next?")
    }

    /// Double quotes group a title, a semicolon in it too, and are not part of it.
    @Test func dashCTakesQuotesOffATitle() throws {
        let result = try runListo(["--demo", "-c", "add \"Milk\"; add \"Milk; eggs\"; rename Milk to \"Oat milk\"; read Oat"])
        #expect(result.lines == ["Added Milk, 4 of 4.", "Added Milk; eggs, 5 of 5.", "Renamed Milk to Oat milk.",
                                 "Oat milk, 4 of 5, actions Done, Delete, Snooze.", "In Pending.", "Also: move up, move down."])
    }
}
