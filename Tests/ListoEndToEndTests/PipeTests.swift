import Foundation
import ListoTestSupport
import Testing

/// The built binary driven through pipes, as an editor's shell buffer or a script would.
@Suite(.serialized) struct PipeTests {
    @Test func echoMakesATranscriptAndExitIsZeroWhenAllSucceeded() throws {
        let result = try runListo(["--demo", "--echo"], script: "next\nquit\n")
        #expect(result.lines == ["Tasks, 2 sections, 5 rows.", "> next", "Pending, section 1 of 2, 3 rows.", "> quit"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
    }

    /// record with no store records on the sample lists in memory, says so on its #! args: line, and
    /// check replays it; the default store is left alone (25, N12).
    @Test func recordWithNoStoreRecordsInMemoryAndCheckReplaysIt() throws {
        let folder = Fixture.temporaryFolder()
        let file = folder.appendingPathComponent("rec.t").path
        let data = folder.appendingPathComponent("data").path
        let recorded = try runListo(["record", file], script: "next\nnext\n", environment: ["XDG_DATA_HOME": data])
        #expect(recorded.status == 0)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.hasPrefix("#! args: --memory --demo\nTasks, 2 sections, 5 rows.\n> next\n"), "\(text)")
        #expect(!FileManager.default.fileExists(atPath: data + "/listo"))
        let checked = try runListo(["check", file])
        #expect(checked.status == 0)
        #expect(checked.lines.last == "check: 1 passed, 0 failed")
    }

    /// record to a file it can't write is refused before the session runs, so that
    /// "Nothing was changed." holds: the store is left without the line's change.
    @Test func recordToAnUnwritablePathRunsNothing() throws {
        let folder = Fixture.temporaryFolder()
        let store = folder.appendingPathComponent("r.db").path
        let made = try runListo(["--store", store, "--demo", "-c", "where"])
        #expect(made.status == 0)
        let missing = folder.appendingPathComponent("no/such/x.t").path
        let recorded = try runListo(["--store", store, "record", missing], script: "add Zebra\n")
        #expect(recorded.status == 1)
        #expect(recorded.lines.isEmpty, "no session ran: \(recorded.lines)")
        #expect(recorded.stderr.contains("Error: saving to \(missing) failed: the transcript could not be written. Nothing was changed."))
        let after = try runListo(["--store", store, "-c", "goto Zebra"])
        #expect(after.lines.last?.hasPrefix("Error: \"Zebra\" is not a row") == true, "\(after.lines)")
    }

    @Test func aSpanishLocaleSpeaksSpanishAndTheOptionWins() throws {
        let spanish = try runListo(["--demo"], script: "siguiente\nnxt\n", environment: ["LANG": "es_ES.UTF-8"])
        #expect(spanish.lines == ["Tareas, 2 secciones, 5 filas.", "Pendientes, sección 1 de 2, 3 filas.",
                                  "Error: \"nxt\" no es un comando. ¿Querías decir siguiente?"])
        let english = try runListo(["--demo", "--language", "en"], script: "next\n", environment: ["LC_ALL": "es_ES.UTF-8"])
        #expect(english.lines == ["Tasks, 2 sections, 5 rows.", "Pending, section 1 of 2, 3 rows."])
    }

    @Test func aRefusalMakesTheExitOneAndBailStopsThere() throws {
        let all = try runListo(["--demo"], script: "nxt\nnext\n")
        #expect(all.status == 1)
        #expect(all.lines == ["Tasks, 2 sections, 5 rows.", "Error: \"nxt\" is not a command. Did you mean next?", "Pending, section 1 of 2, 3 rows."])
        let bail = try runListo(["--demo", "--bail"], script: "nxt\nnext\n")
        #expect(bail.status == 1)
        #expect(bail.lines.last == "Error: \"nxt\" is not a command. Did you mean next?")
    }

    @Test func badLinesAreRefusedOneByOneAndTheSessionGoesOn() throws {
        var input = Data("next\r\n".utf8)
        input += Data(repeating: UInt8(ascii: "a"), count: 1_048_576) + Data("\n".utf8)
        input += Data([0x6E, 0x00, 0x78, 0x0A])
        input += Data([0x6E, 0xFF, 0xFE, 0x0A])
        input += Data("\n   \nnext".utf8)
        let result = try runListo(["--demo"], input: input)
        #expect(result.lines == [
            "Tasks, 2 sections, 5 rows.",
            "Pending, section 1 of 2, 3 rows.",
            "Error: line too long: 1048576 bytes; the limit is 65536. Nothing was done.",
            "Error: NUL byte in that line. Nothing was done.",
            "Error: invalid UTF-8 in that line. Nothing was done.",
            "Buy bread, 1 of 3, actions Done, Delete, Snooze.",
        ])
        #expect(result.status == 1)
    }

    /// A command of -c whose bytes are not UTF-8 is refused as a piped line is, and
    /// the others run: Swift gives a program its arguments with such bytes replaced,
    /// which would have added a title with U+FFFD in it.
    @Test func aCommandOfDashCNotUTF8IsRefusedAsAPipedLineIs() throws {
        let commands = Array("new list Home; add Bad".utf8) + [0xFF] + Array("Byte; add Good".utf8)
        let result = try runListo(byteArguments: [Array("--memory".utf8), Array("-c".utf8), commands])
        #expect(result.lines == ["List Home created.", "Home, no rows.",
                                 "Error: invalid UTF-8 in that line. Nothing was done.", "Added Good, 1 of 1."])
        #expect(result.status == 1)
        let valid = try runListo(["--memory", "-c", "new list Home; add A \u{FFFD} B"], script: "")
        #expect(valid.lines.last == "Added A \u{FFFD} B, 1 of 1.")
    }

    @Test func unknownOptionsAreAUsageErrorWithExitTwo() throws {
        let result = try runListo(["--frobnicate"], script: "")
        #expect(result.status == 2)
        #expect(result.stderr == "Error: unknown option --frobnicate. Type listo --help for the options and modes.\n")
        #expect(result.stdout.isEmpty)
    }

    @Test func versionAndHelp() throws {
        #expect(try runListo(["--version"]).lines == ["listo 0.1.0"])
        let help = try runListo(["--help"])
        #expect(help.status == 0)
        #expect(help.lines.contains("next, n: move forward by the rotor unit."))
    }

    @Test func aStoreThatIsNotSQLiteIsOneLineAndExitTwoAndUntouched() throws {
        let file = Fixture.temporaryFolder().appendingPathComponent("notes.db").path
        try "my precious notes\n".write(toFile: file, atomically: true, encoding: .utf8)
        let result = try runListo(["--store", file], script: "next\n")
        #expect(result.status == 2)
        #expect(result.stderr == "Error: store \(file) can't be opened: it is not a listo store. The file was left as it is.\n")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "my precious notes\n")
    }

    @Test func aFolderGivenAsTheStoreIsSaidToBeAFolder() throws {
        let folder = Fixture.temporaryFolder().path
        let result = try runListo(["--store", folder], script: "next\n")
        #expect(result.status == 2)
        #expect(result.stderr == "Error: store \(folder) is a folder, not a file. Name a file for the store, such as \(folder)/listo.db.\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty, "nothing is made in it")
    }

    @Test func aReadOnlyStoreReadsButRefusesChanges() throws {
        let file = Fixture.temporaryFolder().appendingPathComponent("ro.db").path
        #expect(try runListo(["--store", file, "--demo"], script: "quit\n").status == 0)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file)
        let result = try runListo(["--store", file], script: "next\nadd Milk\nnew list Groceries\n")
        #expect(result.lines == [
            "Read-only store \(file): you can read, not change.",
            "Tasks, 2 sections, 5 rows.",
            "Pending, section 1 of 2, 3 rows.",
            "Error: store \(file) is read-only, so add can't change it. Open a writable store with --store.",
            "Error: store \(file) is read-only, so new list can't change it. Open a writable store with --store.",
        ])
        #expect(result.status == 1)
    }

    /// A file that may not be written runs no action, so none is offered, as to a
    /// server's role that may only read: the row's line leaves them out, and swipe says
    /// in one line that the store is read-only.
    @Test func aReadOnlyStoreOffersNoActions() throws {
        let file = Fixture.temporaryFolder().appendingPathComponent("ro.db").path
        #expect(try runListo(["--store", file, "--demo"], script: "quit\n").status == 0)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file)
        let result = try runListo(["--store", file], script: "goto Buy bread\nswipe trailing\n")
        #expect(Array(result.lines.dropFirst(2)) == [
            "Pending, section 1 of 2.", "Buy bread, 1 of 3.",
            "Error: Buy bread's actions can't be run: this store is read-only.",
        ])
        #expect(result.status == 1)
    }

    @Test func aStoreKeepsWhatWasWrittenAcrossRuns() throws {
        let file = Fixture.temporaryFolder().appendingPathComponent("keep.db").path
        _ = try runListo(["--store", file, "--demo"], script: "goto Buy bread\nmove bottom\nnew list Groceries\nadd Milk\n")
        let again = try runListo(["--store", file], script: "list\nopen Groceries\nlist\n")
        #expect(again.lines == [
            "Tasks, 2 sections, 5 rows.",
            "Pending, 1 of 2, 3 rows.", "Call Ana.", "Pay the rent, pinned.", "Buy bread.",
            "Groceries, 1 row.", "Hint: for Lists, type back.", "Groceries, 1 row.", "Milk.",
        ])
    }

    @Test func theDefaultStoreIsCreatedWithTheSamplesUnderXDGDataHome() throws {
        let home = Fixture.temporaryFolder()
        let env = ["XDG_DATA_HOME": home.path + "/data", "XDG_STATE_HOME": home.path + "/state"]
        let first = try runListo([], script: "add Milk\n", environment: env)
        #expect(first.lines.first == "Tasks, 2 sections, 5 rows.")
        #expect(FileManager.default.fileExists(atPath: home.path + "/data/listo/listo.db"))
        let second = try runListo([], script: "", environment: env)
        #expect(second.lines == ["Tasks, 2 sections, 6 rows."])
    }

    @Test func exportImportRoundTripThroughTheBinary() throws {
        let folder = Fixture.temporaryFolder()
        let json = try runListo(["--demo", "export"])
        #expect(json.status == 0)
        let file = folder.appendingPathComponent("lists.json")
        try json.stdout.write(to: file, atomically: true, encoding: .utf8)
        let store = folder.appendingPathComponent("imported.db").path
        let imported = try runListo(["--store", store, "import", file.path])
        #expect(imported.status == 0)
        #expect(try runListo(["--store", store, "export"]).stdout == json.stdout)
        let bad = folder.appendingPathComponent("bad.md")
        try "# Lists\n- [ ] One\n- [?] not a row\n".write(to: bad, atomically: true, encoding: .utf8)
        let refused = try runListo(["--store", store, "import", bad.path])
        #expect(refused.status == 1)
        #expect(refused.stderr == "Error: \(bad.path) can't be imported: line 3: \"- [?] not a row\" is no row: a row is written - [ ] or - [x], then its title. Nothing was imported.\n")
        // A store the failed import made is taken away again; one that was there stays.
        let fresh = folder.appendingPathComponent("fresh.db").path
        #expect(try runListo(["--store", fresh, "import", bad.path]).status == 1)
        #expect(!FileManager.default.fileExists(atPath: fresh) && !FileManager.default.fileExists(atPath: fresh + "-wal"))
        #expect(FileManager.default.fileExists(atPath: store))
    }

    @Test func todoTxtWritesSubtasksFlatAfterTheirParentAndSaysSo() throws {
        let store = Fixture.temporaryFolder().appendingPathComponent("nested.db").path
        _ = try runListo(["--store", store, "--demo"], script: "goto Buy bread\nadd child Flour\nadd child Yeast\n")
        let flat = try runListo(["--store", store, "export", "--format", "todotxt", "--list", "Tasks"])
        #expect(flat.status == 0)
        #expect(flat.lines.prefix(3) == ["Buy bread", "Flour", "Yeast"])
        #expect(flat.stderr == "Flattened 2 subtasks: todo.txt has no nesting, so each follows its parent.\n")
        let nested = try runListo(["--store", store, "export", "--format", "markdown", "--list", "Tasks"])
        // Markdown keeps the nesting, so only the swipe actions it has no place for are said.
        #expect(nested.stderr == "Left out the swipe actions of 1 list, Tasks: Markdown has no place for them; JSON keeps them.\n")
    }

    /// todo.txt holds one list: without --list, from a store of several, the export
    /// says on standard error which it wrote and how to write another, where the other
    /// lists were left out unsaid; one list, or --list, says nothing of it.
    @Test func todoTxtSaysWhichListItWrote() throws {
        let folder = Fixture.temporaryFolder()
        let store = folder.appendingPathComponent("four.db").path
        _ = try runListo(["--store", store, "--demo", "-c", "where"])
        let first = try runListo(["--store", store, "export", "--format", "todotxt"])
        #expect(first.status == 0)
        #expect(first.lines.first == "Buy bread")
        #expect(first.stderr == "Wrote only Tasks: a todo.txt file holds one list, and the store has 3 more. Add --list NAME to write another.\n")
        let spanish = try runListo(["--store", store, "--language", "es", "export", "--format", "todotxt"])
        #expect(spanish.stderr == "Solo se escribió Tasks: un archivo todo.txt guarda una lista, y el almacén tiene 3 más. Añade --list NOMBRE para escribir otra.\n")
        let named = try runListo(["--store", store, "export", "--format", "todotxt", "--list", "Tasks"])
        #expect(named.status == 0 && named.stderr.isEmpty, "\(named.stderr)")
        let one = folder.appendingPathComponent("one.db").path
        _ = try runListo(["--store", one], script: "new list Chores\nadd Sweep\n")
        let alone = try runListo(["--store", one, "export", "--format", "todotxt"])
        #expect(alone.status == 0 && alone.stdout == "Sweep\n" && alone.stderr.isEmpty, "\(alone.stderr)")
    }

    /// Each import from standard input into one store is a list of its own, named as a
    /// file manager names a second copy, and the answer says the name given: every one
    /// was named Imported, so the second was refused as a duplicate.
    static let pipedImports: [(language: String, said: [String])] = [
        ("en", ["Imported 1 list, 2 rows: Imported.", "Imported 1 list, 1 row: Imported 2.", "Imported 1 list, 1 row: Imported 3."]),
        ("es", ["Importada 1 lista, 2 filas: Importada.", "Importada 1 lista, 1 fila: Importada 2.", "Importada 1 lista, 1 fila: Importada 3."]),
    ]

    @Test(arguments: pipedImports.indices) func eachPipedImportIsAListOfItsOwn(_ index: Int) throws {
        let c = Self.pipedImports[index]
        let store = Fixture.temporaryFolder().appendingPathComponent("piped.db").path
        let inputs = ["- [ ] Buy bread\n- [ ] Call Ana\n", "- [ ] Milk\n", "Sweep the stairs\n"]
        // The third by /dev/stdin, which is standard input too, not a file named stdin.
        for (input, (said, path)) in zip(inputs, zip(c.said, ["-", "-", "/dev/stdin"])) {
            let run = try runListo(["--store", store, "--language", c.language, "import", path], script: input)
            #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
            #expect(run.lines == [said])
        }
        let lists = try runListo(["--store", store, "--language", c.language, "-c", c.language == "es" ? "listas" : "lists"])
        #expect(lists.stdout.contains(c.language == "es" ? "Importada 3" : "Imported 3"), "\(lists.stdout)")
    }

    /// An empty file, or empty standard input, is said to hold nothing to import, and no
    /// store is made for it, where it was read as JSON and said to be cut short.
    @Test func anEmptyImportSaysItIsEmpty() throws {
        let folder = Fixture.temporaryFolder()
        let empty = folder.appendingPathComponent("empty.md")
        try "\n  \n".write(to: empty, atomically: true, encoding: .utf8)
        let store = folder.appendingPathComponent("made.db").path
        let file = try runListo(["--store", store, "import", empty.path])
        #expect(file.status == 1 && file.stdout.isEmpty)
        #expect(file.stderr == "Error: \(empty.path) holds nothing to import: it is empty. Nothing was imported.\n")
        let piped = try runListo(["--store", store, "import", "-"])
        #expect(piped.stderr == "Error: standard input holds nothing to import: it is empty. Nothing was imported.\n")
        let spanish = try runListo(["--store", store, "--language", "es", "import", "-"])
        #expect(spanish.stderr == "Error: la entrada estándar no tiene nada que importar: está vacía. No se importó nada.\n")
        #expect(!FileManager.default.fileExists(atPath: store))
    }

    @Test func todoTxtSaysOnStandardErrorWhatItLeftOut() throws {
        let store = Fixture.temporaryFolder().appendingPathComponent("leftout.db").path
        _ = try runListo(["--store", store, "--demo"], script: "field add cost number\nset 1 cost 3\nset 2 cost 4\n")
        let todo = try runListo(["--store", store, "export", "--format", "todotxt", "--list", "Tasks"])
        #expect(todo.status == 0)
        #expect(todo.lines.contains("Pay the rent pinned:true"))
        #expect(todo.stderr == "Left out cost on 2 rows: todo.txt keeps other fields only as true or false.\n")
    }

    /// todo.txt has no place for a row's notes: the export names the rows that had some
    /// on standard error, in the language spoken, where it once dropped them unsaid.
    @Test func todoTxtSaysItLeftOutNotes() throws {
        let store = Fixture.temporaryFolder().appendingPathComponent("notes.db").path
        _ = try runListo(["--store", store, "--language", "es"],
                         script: "nueva lista Trabajo\nañadir Llamar a Ana por el presupuesto\nnota .: teléfono 600 123 456\n")
        let spanish = try runListo(["--store", store, "--language", "es", "export", "--format", "todotxt", "--list", "Trabajo"])
        #expect(spanish.status == 0)
        #expect(spanish.stdout == "Llamar a Ana por el presupuesto\n")
        #expect(spanish.stderr == "Sin exportar las notas de 1 fila, Llamar a Ana por el presupuesto: todo.txt no tiene sitio para ellas; JSON y Markdown las guardan.\n")
        let english = try runListo(["--store", store, "--language", "en", "export", "--format", "todotxt", "--list", "Trabajo"])
        #expect(english.stderr == "Left out the notes of 1 row, Llamar a Ana por el presupuesto: todo.txt has no place for them; JSON and Markdown keep them.\n")
    }

    @Test func checkReportsTheFirstDifferenceAndUpdateRewrites() throws {
        let file = Fixture.temporaryFolder().appendingPathComponent("session.t")
        try "#! args: --demo\nTasks, 2 sections, 5 rows.\n> next\nWrong line.\n".write(to: file, atomically: true, encoding: .utf8)
        let failed = try runListo(["check", file.path])
        #expect(failed.status == 1)
        #expect(failed.stdout.contains("--- \(file.path):4 expected"))
        #expect(failed.stdout.contains("-Wrong line.\n+Pending, section 1 of 2, 3 rows."))
        #expect(try runListo(["check", "--update", file.path]).status == 0)
        #expect(try runListo(["check", file.path]).lines == ["check: 1 passed, 0 failed"])
    }

    /// A transcript check can't read says which cause it is, as import does, where one
    /// line named missing, unreadable and not UTF-8 text alike; one read but not run says why.
    @Test(arguments: [
        ("en", ["Error: nope.t can't be read: there is no such file.", "Error: latin.t can't be read: it is not UTF-8 text.",
                "Error: folder can't be read: it is a folder or a device, not a file.",
                "Error: args.t can't be replayed: unknown option --bogus.", "check: 0 passed, 4 failed"]),
        ("es", ["Error: no se puede leer nope.t: no existe ese archivo.", "Error: no se puede leer latin.t: no es texto UTF-8.",
                "Error: no se puede leer folder: es una carpeta o un dispositivo, no un archivo.",
                "Error: no se puede reproducir args.t: no hay ninguna opción --bogus.", "check: 0 correctas, 4 fallidas"]),
    ])
    func checkSaysWhyItCouldNotReadATranscript(language: String, expected: [String]) throws {
        let folder = Fixture.temporaryFolder()
        let latin = folder.appendingPathComponent("latin.t")
        try Data([0x3E, 0x20, 0x43, 0x61, 0x66, 0xE9, 0x0A]).write(to: latin)
        let args = folder.appendingPathComponent("args.t")
        try "#! args: --bogus\n> next\n".write(to: args, atomically: true, encoding: .utf8)
        let inner = folder.appendingPathComponent("folder")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        let result = try runListo(["--language", language, "check", folder.appendingPathComponent("nope.t").path, latin.path, inner.path, args.path])
        #expect(result.status == 1)
        #expect(result.stdout.replacingOccurrences(of: folder.path + "/", with: "").split(separator: "\n").map(String.init) == expected, "\(result.stdout)")
        // Root reads a file whatever its mode: the permission is asked only of another user.
        guard getuid() != 0 else { return }
        let closed = folder.appendingPathComponent("closed.t")
        try "#! args: --demo\n".write(to: closed, atomically: true, encoding: .utf8)
        chmod(closed.path, 0)
        let refused = try runListo(["check", closed.path])
        #expect(refused.lines.first?.replacingOccurrences(of: folder.path + "/", with: "") == "Error: closed.t can't be read: you have no permission to read it.")
    }
}

/// The built binary loads libspeechd at run time and speaks to the server SPEECHD_ADDRESS names.
@Suite struct SpeakingBinaryTests {
    @Test func theBinarySpeaksThroughTheServerItIsPointedAt() throws {
        let server = try FakeSpeechServer()
        defer { server.stop() }
        let result = try runListo(["--demo", "--speak", "--sounds"], script: "next\nprevious\nprevious\n",
                                  environment: ["SPEECHD_ADDRESS": "unix_socket:" + server.socketPath])
        #expect(result.status == 0)
        #expect(result.lines == ["Tasks, 2 sections, 5 rows.", "Pending, section 1 of 2, 3 rows.", "Tasks, 2 sections, 5 rows.", "Start of list."])
        #expect(server.received.filter { !$0.hasPrefix("SET") } == [
            "MESSAGE: Tasks, 2 sections, 5 rows.", "CANCEL", "MESSAGE: Pending, section 1 of 2, 3 rows.",
            "CANCEL", "MESSAGE: Tasks, 2 sections, 5 rows.", "CANCEL", "icon MESSAGE: listo-top", "MESSAGE: Start of list.",
        ])
    }

    @Test func theBellIsOneByteBeforeTheLineItRingsFor() throws {
        let result = try runListo(["--demo", "--bell"], script: "previous\nnext\n")
        #expect(result.stdout == "Tasks, 2 sections, 5 rows.\n\u{07}Start of list.\nPending, section 1 of 2, 3 rows.\n")
    }

    /// Speech and sounds kept on with no server: a scripted run says so before its
    /// first answer, and hablar no and sonidos no clear them, so the next run is quiet.
    @Test func speechKeptOnWithoutAServerIsSaidFirstAndTurnsOff() throws {
        let store = Fixture.temporaryFolder().appendingPathComponent("voz.db").path
        let environment = ["SPEECHD_ADDRESS": "unix_socket:/nonexistent/speechd.sock"]
        let unreachable = "Sin voz: no se puede llegar a speech-dispatcher; listo sigue en silencio."
        func run(_ commands: String) throws -> [String] {
            try runListo(["--store", store, "--language", "es", "-c", commands], environment: environment).lines
        }
        #expect(try run("hablar sí; sonidos sí") == [unreachable, unreachable + " Respuesta a sonidos sí."])
        #expect(try run("sonidos; hablar no; sonidos no") == [unreachable, "Sonidos desactivados.", "Voz desactivada.", "Sonidos desactivados."])
        #expect(try run("sonidos; hablar") == ["Sonidos desactivados.", "Voz desactivada."])
    }

    @Test func withoutAServerTheBinarySaysSoOnceAndGoesOn() throws {
        let result = try runListo(["--demo", "--speak"], script: "next\n",
                                  environment: ["SPEECHD_ADDRESS": "unix_socket:/nonexistent/speechd.sock"])
        #expect(result.status == 0)
        // Said before the first answer, not after it.
        #expect(result.lines == [
            "No speech: speech-dispatcher can't be reached; listo goes on silently.", "Tasks, 2 sections, 5 rows.",
            "Pending, section 1 of 2, 3 rows.",
        ])
    }
}
