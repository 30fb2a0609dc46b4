import Foundation
import ListoModel
import ListoStore
import ListoTestSupport
import Testing

/// Ctrl-C while a long command runs, on a pseudo-terminal: the command stops, the
/// line says so, the prompt comes back, and the store is whole and unchanged.
@Suite(.serialized) struct CtrlCStopsTests {
    /// A store of one list of `rows` rows in two sections, written with SQL as the
    /// benchmark's generator writes it: deleting them all takes seconds.
    /// `fields`: each row's fields as SQL makes them from its number `i`; `then`: SQL run after.
    func bigStore(rows: Int, fields: String = "'{}'", then: String = "") throws -> String {
        let path = Fixture.temporaryFolder().appendingPathComponent("big.db").path
        let store = try Store(.file(path), seed: false)
        defer { store.close() }
        let tasks = Samples.library().library.list(named: "Tasks")!.settings
        let list = ListDocument(id: ListID(1), name: "Big", position: Positions.gap, settings: tasks)
        try store.transaction { try store.insert(Library(lists: [list])) }
        try store.insertRowsForTesting(lists: [list.id], rows: rows, sql: """
            INSERT INTO sections(id, list_id, header, collapsed, prominence, position)
            VALUES (1000000, 1, 'First', 0, 'standard', 65536), (1000001, 1, 'Second', 0, 'standard', 131072);
            WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < \(rows - 1))
            INSERT INTO rows(id, list_id, section_id, title, title_key, fields, flags, position)
            SELECT 2000000 + i, 1, 1000000 + i / \(rows / 2), 'Task ' || i, 'task ' || i, \(fields), 0, (i % \(rows / 2) + 1) * 65536 FROM n;
            UPDATE counter SET next_id = 4000000;
            \(then)
            """)
        return path
    }

    /// What the store holds once listo has closed it: SQLite's own check, and the list's rows.
    func whole(_ path: String) throws -> (check: String, rows: Int) {
        let store = try Store(.file(path), seed: false)
        defer { store.close() }
        return (store.integrityCheck(), try store.rowCount(of: ListID(1)))
    }

    /// The words of one run, in the language it is spoken in.
    struct Words {
        var arguments: [String] = []
        var editOn = "edit on", editing = "Editing.", selectAll = "select all", allSelected = "All selected, 200000 rows."
        var prompt = "Big editing ", delete = "delete selection", stopped = "Stopped: delete selection; nothing changed."
        var deleted = "Deleted", whereAmI = "where", stillSelected = "Edit mode on, 200000 selected."
        var goFar = "goto 90000", farRow = "Task 89999, 90000 of 100000", selectedMark = ", selected"
    }

    static let spanish = Words(arguments: ["--language", "es"], editOn: "editar sí", editing: "Editando.", selectAll: "seleccionar todo",
                               allSelected: "Todas seleccionadas, 200000 filas.", prompt: "Big editando ", delete: "borrar selección",
                               stopped: "Detenido: borrar selección; no cambió nada.", deleted: "Borrad", whereAmI: "dónde",
                               stillSelected: "Edición activada, 200000 seleccionadas.", goFar: "ir 90000",
                               farRow: "Task 89999, 90000 de 100000", selectedMark: ", seleccionada")

    /// Starts deleting every row of the store at `path`, sends Ctrl-C a moment in, and
    /// expects the stop said, the prompt back and the rows still there and selected.
    /// Focus is on a row far into the list, outside the window a list opens with: it
    /// stays there, as nothing changed (it was left on a row no longer read, and where
    /// said only the list's title).
    func stopDeletingEveryRow(_ path: String, _ words: Words) throws {
        let home = Fixture.temporaryFolder()
        let env = ["TERM": "xterm", "HOME": home.path, "XDG_STATE_HOME": home.path + "/state", "LANG": "C.UTF-8"]
        let terminal = try PseudoTerminal(arguments: ["--store", path] + words.arguments, environment: env)
        #expect(terminal.waitFor("Big "), "the prompt: \(terminal.transcript)")
        terminal.type(words.goFar + "\r")
        #expect(terminal.waitFor(words.farRow, seconds: 60), "\(words.goFar): \(terminal.transcript)")
        terminal.type(words.editOn + "\r")
        #expect(terminal.waitFor(words.editing))
        terminal.type(words.selectAll + "\r")
        #expect(terminal.waitFor(words.allSelected))
        #expect(terminal.waitFor(words.prompt))
        _ = terminal.drain()
        // Deleting 200,000 rows takes seconds in a debug build; Ctrl-C comes a moment in.
        terminal.type(words.delete + "\r")
        #expect(terminal.waitFor(words.delete + "\r\n"))
        usleep(500_000)
        // The child has its own session without the terminal as its controlling one, so
        // the kernel would not turn the key into the signal: it is sent as the terminal would.
        kill(terminal.pid, SIGINT)
        #expect(terminal.waitFor(words.stopped + "\r\n" + words.prompt, seconds: 60), "stopped: \(terminal.transcript)")
        #expect(!terminal.transcript.contains(words.deleted), "nothing was deleted: \(terminal.transcript)")
        _ = terminal.drain()
        // The session goes on where it was: the rows are all there, still selected.
        terminal.type(words.whereAmI + "\r")
        #expect(terminal.waitFor(words.stillSelected), "after the stop: \(terminal.transcript)")
        #expect(terminal.drain().contains(words.farRow + words.selectedMark + ".\r\n"), "focus stays on its row, selected: \(terminal.transcript)")
        terminal.type("quit\r")
        #expect(terminal.waitForExit(seconds: 60) == 0)
    }

    @Test func ctrlCStopsADeletionOfEveryRowAndNothingIsDeleted() throws {
        let rows = 200_000
        let path = try bigStore(rows: rows)
        try stopDeletingEveryRow(path, Words())
        var after = try whole(path)
        #expect(after.check == "ok")
        #expect(after.rows == rows)
        try stopDeletingEveryRow(path, Self.spanish)
        after = try whole(path)
        #expect(after.check == "ok")
        #expect(after.rows == rows)
    }

    /// A command whose time is Swift's: in a list grouped by a field, held whole (a row
    /// inside another keeps it from being read in windows), `select all` kept as a rule and
    /// `last` under the selected rotor turning it into 200,000 ids and walking every row
    /// for them, with no statement to stop. Ctrl-C stops it as it stops a statement: said
    /// so, the prompt back, the rows as they were and still selected.
    @Test func ctrlCStopsSwiftWorkOnEveryRowSelected() throws {
        let rows = 200_000
        let path = try bigStore(rows: rows, then: """
            INSERT INTO rows(id, list_id, section_id, parent_id, title, title_key, fields, flags, position)
            VALUES (3999999, 1, 1000000, 2000000, 'Inside', 'inside', '{}', 0, 65536);
            """)
        let home = Fixture.temporaryFolder()
        let env = ["TERM": "xterm", "HOME": home.path, "XDG_STATE_HOME": home.path + "/state", "LANG": "C.UTF-8"]
        let terminal = try PseudoTerminal(arguments: ["--store", path], environment: env)
        #expect(terminal.waitFor("Big "), "the prompt: \(terminal.transcript)")
        for (line, answer) in [("group done", "Big grouped by done."), ("edit on", "Editing."), ("select all", "All selected, 200000 rows."),
                               ("rotor selected", "Rotor: selected.")] {
            terminal.type(line + "\r")
            #expect(terminal.waitFor(answer, seconds: 120), "\(line): \(terminal.transcript)")
            #expect(terminal.waitFor("Big "))
            _ = terminal.drain()
        }
        terminal.type("last\r")
        #expect(terminal.waitFor("last\r\n"))
        usleep(300_000)
        kill(terminal.pid, SIGINT)
        #expect(terminal.waitFor("Stopped: last; nothing changed.\r\nBig editing ", seconds: 60), "stopped: \(terminal.transcript)")
        _ = terminal.drain()
        terminal.type("where\r")
        #expect(terminal.waitFor("Edit mode on, 200000 selected."), "after the stop: \(terminal.transcript)")
        terminal.type("quit\r")
        #expect(terminal.waitForExit(seconds: 60) == 0)
        let after = try whole(path)
        #expect(after.check == "ok")
        #expect(after.rows == rows)
    }

    /// A command at a terminal that runs past two seconds says once, before its answer,
    /// that it is working and that Ctrl-C stops it, on the Braille display and aloud too; a quick
    /// one says nothing of it, and neither does a script, whose answers stay those of its lines.
    @Test func aLongCommandSaysOnceThatItIsWorking() throws {
        let rows = 200_000
        let path = try bigStore(rows: rows)
        let braille = try VirtualBraille()
        defer { braille.stop() }
        let speech = try FakeSpeechServer()
        defer { speech.stop() }
        let home = Fixture.temporaryFolder()
        let env = ["TERM": "xterm", "HOME": home.path, "XDG_STATE_HOME": home.path + "/state", "LANG": "C.UTF-8",
                   "BRLAPI_HOST": braille.host, "BRLAPI_AUTH": "none", "SPEECHD_ADDRESS": "unix_socket:" + speech.socketPath]
        let terminal = try PseudoTerminal(arguments: ["--store", path, "--braille", "--speak"], environment: env)
        #expect(terminal.waitFor("Big "), "the prompt: \(terminal.transcript)")
        for (line, answer) in [("where", "Big, 2 sections, 200000 rows"), ("edit on", "Editing."), ("select all", "All selected, 200000 rows.")] {
            terminal.type(line + "\r")
            #expect(terminal.waitFor(answer, seconds: 60), "\(line): \(terminal.transcript)")
            #expect(terminal.waitFor("Big "))
        }
        // Deleting 200,000 rows takes seconds in a debug build.
        terminal.type("delete selection\r")
        let notice = "Working: delete selection. Ctrl-C stops it.\r\n"
        #expect(terminal.waitFor(notice, seconds: 60), "the notice: \(terminal.transcript)")
        #expect(braille.waitFor("Working: delete selection.") != nil, "on the display: \(braille.shown.suffix(3))")
        #expect(speech.waitFor { $0.contains("MESSAGE: Working: delete selection. Ctrl-C stops it.") }, "aloud: \(speech.received.suffix(3))")
        #expect(terminal.waitFor("Deleted 200000 rows", seconds: 300), "the answer: \(terminal.transcript)")
        #expect(braille.waitFor("Deleted 200000 rows") != nil, "the answer follows it on the display: \(braille.shown.suffix(3))")
        #expect(terminal.waitFor("Big editing "))
        terminal.type("quit\r")
        #expect(terminal.waitForExit(seconds: 60) == 0)
        let said = terminal.transcript
        #expect(said.components(separatedBy: "Working:").count == 2, "said once, for the long command alone: \(said)")
        #expect(speech.received.filter { $0.contains("Working:") }.count == 1, "spoken once: \(speech.received)")
        let noticeAt = try #require(said.range(of: notice)), answerAt = try #require(said.range(of: "Deleted 200000 rows"))
        #expect(noticeAt.upperBound <= answerAt.lowerBound, "the notice comes before the answer: \(said)")

        let scripted = try runListo(["--store", try bigStore(rows: rows)], script: "edit on\nselect all\ndelete selection\n")
        #expect(scripted.lines.contains { $0.hasPrefix("Deleted 200000 rows") }, "\(scripted.lines)")
        #expect(!scripted.lines.contains { $0.hasPrefix("Working") }, "a script hears no notice: \(scripted.lines)")
    }

    /// Ctrl-C typed at a terminal that is listo's controlling one: the kernel turns the
    /// key into the signal and echoes nothing while a command runs, no `^C` before the
    /// answer or inside a reading; keys typed ahead are shown once, at the prompt; the
    /// shell's modes are as they were after.
    @Test func ctrlCTypedLeavesNoEchoBeforeTheAnswer() throws {
        let path = try bigStore(rows: 200_000)
        let home = Fixture.temporaryFolder()
        let env = ["TERM": "xterm", "HOME": home.path, "XDG_STATE_HOME": home.path + "/state", "LANG": "C.UTF-8", "PS1": "shell$ "]
        // setsid -c makes the terminal the shell's controlling terminal; listo takes the shell's place.
        let shell = try PseudoTerminal(program: "/usr/bin/setsid", arguments: ["-c", "-w", "/bin/bash", "--norc", "--noprofile", "-i"],
                                       environment: env)
        #expect(shell.waitFor("shell$ "))
        shell.type("\(Fixture.binary.path) --store \(path)\r")
        #expect(shell.waitFor("Big "), "the prompt: \(shell.transcript)")
        for (line, answer) in [("edit on", "Editing."), ("select all", "All selected, 200000 rows.")] {
            shell.type(line + "\r")
            #expect(shell.waitFor(answer, seconds: 60), "\(line): \(shell.transcript)")
            #expect(shell.waitFor("Big editing "))
        }
        shell.type("delete selection\r")
        #expect(shell.waitFor("delete selection\r\n"))
        usleep(500_000)
        shell.type("\u{03}")
        #expect(shell.waitFor("delete selection\r\nStopped: delete selection; nothing changed.\r\nBig editing ", seconds: 60),
                "nothing echoed before the answer: \(shell.transcript.suffix(300).debugDescription)")
        // A reading said as it goes, stopped: the echo is taken back before the next line it says.
        shell.type("page off\r")
        #expect(shell.waitFor("Page: no limit."))
        shell.type("list all\r")
        #expect(shell.waitFor("Task 2000,"), "the reading goes on: \(shell.transcript.suffix(300).debugDescription)")
        shell.type("\u{03}")
        #expect(shell.waitFor("more. Type more.", seconds: 60), "\(shell.transcript.suffix(300).debugDescription)")
        #expect(!shell.transcript.contains("^C") && !shell.transcript.contains("\u{03}"), "no ^C: \(shell.transcript.suffix(300).debugDescription)")
        // Keys typed while a command runs are shown once, at the next prompt.
        _ = shell.drain()
        shell.type("Snooze\r")
        #expect(shell.waitFor("Snooze\r\n"))
        usleep(300_000)
        shell.type("wh")
        #expect(shell.waitFor("rows. Now snoozed.\r\nBig editing wh", seconds: 120), "\(shell.transcript.suffix(300).debugDescription)")
        #expect(shell.transcript.components(separatedBy: "wh").count == 2, "typed ahead, shown once: \(shell.transcript.suffix(300).debugDescription)")
        shell.type("ere\r")
        #expect(shell.waitFor("Content column: Big"))
        // The shell after listo has its modes back: a control key it echoes shows as ^C again.
        _ = shell.drain()
        shell.type("quit\r")
        #expect(shell.waitFor("shell$ "))
        shell.type("stty -a | grep -o -- '-\\?echoctl'\r")
        #expect(shell.waitFor("\rechoctl\r\n"), "\(shell.transcript.suffix(200).debugDescription)")
        shell.type("exit\r")
        #expect(shell.waitForExit() != nil)
        #expect(try whole(path).rows == 200_000)
    }

    /// A long reading says each section as it goes: plainly working, it hears no notice.
    @Test func aReadingThatSaysAsItGoesHearsNoNotice() throws {
        let path = try bigStore(rows: 40_000)
        let home = Fixture.temporaryFolder()
        let env = ["TERM": "xterm", "HOME": home.path, "XDG_STATE_HOME": home.path + "/state", "LANG": "C.UTF-8"]
        let terminal = try PseudoTerminal(arguments: ["--store", path], environment: env)
        #expect(terminal.waitFor("Big "), "the prompt: \(terminal.transcript)")
        terminal.type("page off\r")
        #expect(terminal.waitFor("Page: no limit."), "\(terminal.transcript)")
        #expect(terminal.waitFor("Big "))
        let started = Date()
        terminal.type("list all\r")
        #expect(terminal.waitFor("Task 39999", seconds: 300))
        #expect(terminal.waitFor("\r\nBig ", seconds: 60))
        // The reading ran past the notice's two seconds, so the notice had its chance.
        #expect(Date().timeIntervalSince(started) > 2.5, "the reading was long enough to test")
        #expect(!terminal.transcript.contains("Working:"), "no notice in a reading")
        terminal.type("quit\r")
        #expect(terminal.waitForExit(seconds: 60) == 0)
    }
}
