import Foundation
import ListoStore
import ListoTestSupport
import Testing

/// Bad stores through the built listo: one line naming the file, exit 2, the file
/// as it was; and every way out leaves the .db file alone holding everything.
@Suite(.serialized) struct StoreFileTests {
    func listing(_ folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    @Test func everyBadStoreGetsOneLineAndExitTwo() throws {
        let folder = Fixture.temporaryFolder()
        let good = folder.appendingPathComponent("good.db").path
        #expect(try runListo(["--store", good, "--demo"], script: "quit\n").status == 0)
        let missing = folder.appendingPathComponent("missing.db").path
        try FileManager.default.copyItem(atPath: good, toPath: missing)
        #expect(try runListo(["--store", missing], script: "").status == 0)
        let text = folder.appendingPathComponent("notes.txt").path
        try "shopping\n".write(toFile: text, atomically: true, encoding: .utf8)
        let negative = folder.appendingPathComponent("negative.db").path
        try FileManager.default.copyItem(atPath: good, toPath: negative)
        func copy(_ name: String) throws -> String {
            let path = folder.appendingPathComponent(name).path
            try FileManager.default.copyItem(atPath: good, toPath: path)
            return path
        }
        let zero = try copy("zero.db"), unmarked = try copy("unmarked.db"), largest = try copy("largest.db"), next = try copy("next.db")
        let recoverHint = "listo recover"
        let cases: [(path: String, prepare: () throws -> Void, says: String)] = [
            (text, {}, "it is not a listo store"),
            (missing, { try Store(.file(missing), seed: false).executeForTesting("DROP TABLE rows") }, "its table rows is missing"),
            // A schema version is a number read from the file: below zero it is damage, never a trap.
            (negative, { try Store(.file(negative), seed: false).executeForTesting("PRAGMA user_version = -1") },
             "its schema version is -1, which no listo writes"),
            // Version 0 over listo's tables, marked or not: damage to recover from, never migrated again over what it holds.
            (zero, { try Store(.file(zero), seed: false).executeForTesting("PRAGMA user_version = 0") },
             "its schema version is 0, which no listo writes"),
            (unmarked, { try Store(.file(unmarked), seed: false).executeForTesting("PRAGMA user_version = 0; PRAGMA application_id = 0") },
             "its schema version is 0, which no listo writes"),
            // Past what this listo knows, to the largest version SQLite keeps: a newer listo's.
            (largest, { try Store(.file(largest), seed: false).executeForTesting("PRAGMA user_version = 2147483647") },
             "a newer listo wrote it (schema 2147483647"),
            (next, { try Store(.file(next), seed: false).executeForTesting("PRAGMA user_version = \(Store.knownSchemaVersion + 1)") },
             "a newer listo wrote it (schema \(Store.knownSchemaVersion + 1)"),
        ]
        for (path, prepare, says) in cases {
            try prepare()
            let before = try Data(contentsOf: URL(fileURLWithPath: path))
            let names = listing(folder)
            for arguments in [["--store", path], ["--store", path, "export"], ["--store", path, "import", text]] {
                let result = try runListo(arguments, script: "add x\n")
                #expect(result.status == 2, "\(arguments)")
                let lines = result.stderr.split(separator: "\n")
                #expect(lines.count == 1 && lines[0].hasPrefix("Error: ") && lines[0].contains(path) && lines[0].contains(says), "\(arguments): \(result.stderr)")
                #expect(result.stdout.isEmpty)
                // Where recovering helps (a store of listo's, damaged), the line says how.
                if says.contains("which no listo writes") { #expect(result.stderr.contains(recoverHint + " " + path), "\(result.stderr)") }
            }
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
            #expect(listing(folder) == names)
        }
        // recover reads each of listo's own, only reading it, and check (of transcripts) refuses a store in one line.
        for path in [negative, zero, unmarked, largest, next] {
            let before = try Data(contentsOf: URL(fileURLWithPath: path))
            let saved = folder.appendingPathComponent("saved-" + URL(fileURLWithPath: path).lastPathComponent).path
            let recovered = try runListo(["recover", path, saved])
            #expect(recovered.status == 0 && recovered.stdout.hasPrefix("Recovered 4 lists"), "\(path): \(recovered.stdout) \(recovered.stderr)")
            #expect(try runListo(["--store", saved], script: "lists\n").lines.contains("4 lists."))
            let checked = try runListo(["check", path])
            #expect(checked.status == 1 && checked.lines.filter { $0.hasPrefix("Error: ") }.count == 1, "\(checked.lines)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        }
    }

    /// Numbers read from the file at their ends (the id counter, a list's position,
    /// a section's row count) are refused or taken in range, never an overflow trap.
    @Test func numbersAtTheEndsOfTheirRangeInAStoreNeverStopListo() throws {
        let folder = Fixture.temporaryFolder()
        let good = folder.appendingPathComponent("good.db").path
        #expect(try runListo(["--store", good, "--demo"], script: "open Tasks\ngoto Buy bread\nadd child Yeast\nquit\n").status == 0)
        let exported = folder.appendingPathComponent("groceries.md").path
        try "# Groceries\n\n- [ ] Milk\n".write(toFile: exported, atomically: true, encoding: .utf8)
        let extremes = ["9223372036854775807", "-9223372036854775808", "-1"]
        let damaged = "Error: damaged store"
        for (n, value) in extremes.enumerated() {
            let counter = folder.appendingPathComponent("counter\(n).db").path
            try FileManager.default.copyItem(atPath: good, toPath: counter)
            try Store(.file(counter), seed: false).executeForTesting("UPDATE counter SET next_id = \(value)")
            let session = try runListo(["--store", counter], script: "add Milk\nlists\n")
            #expect(session.status == 1, "\(value)")
            #expect(session.lines.filter { $0.hasPrefix("Error:") }.count == 1 && session.lines[1].hasPrefix(damaged), "\(value): \(session.lines)")
            #expect(session.lines.contains("4 lists."), "the session goes on: \(session.lines)")
            let imported = try runListo(["--store", counter, "import", exported])
            #expect(imported.status == 1 && imported.stderr.hasPrefix(damaged) && imported.stderr.split(separator: "\n").count == 1, "\(value): \(imported.stderr)")
            // At the shell there is no session to quit: what to type there, in each language.
            #expect(imported.stderr == "Error: damaged store \(counter): nothing more is written to it. Type listo recover \(counter) NEW to save what can be read.\n")
            let importedInSpanish = try runListo(["--language", "es", "--store", counter, "import", exported])
            #expect(importedInSpanish.stderr == "Error: el almacén \(counter) está dañado, así que no se escribe nada más en él. "
                + "Escribe listo recover \(counter) NUEVO para salvar lo que se pueda leer.\n")
            #expect(try runListo(["--store", counter, "export"]).status == 0)

            // A section's count of rows at an end disagrees with its tree of counts: refused as damaged, in one line.
            let counted = folder.appendingPathComponent("count\(n).db").path
            try FileManager.default.copyItem(atPath: good, toPath: counted)
            try Store(.file(counted), seed: false).executeForTesting("UPDATE sections SET row_count = \(value)")
            let refused = try runListo(["--store", counted], script: "lists\n")
            #expect(refused.status == 2 && refused.stderr.hasPrefix(damaged) && refused.stderr.split(separator: "\n").count == 1, "\(value): \(refused.stderr)")

            for sql in ["UPDATE lists SET position = \(value)", "UPDATE rows SET id = \(value) WHERE title = 'Yeast'"] {
                let odd = folder.appendingPathComponent("odd\(n)-\(sql.count).db").path
                try FileManager.default.copyItem(atPath: good, toPath: odd)
                try Store(.file(odd), seed: false).executeForTesting(sql)
                // Moving rows steps them aside by their ids, which a hand may have put anywhere.
                let session = try runListo(["--store", odd], script: "lists\nopen Articles\nlist all\nopen Tasks\ngoto Buy bread\nmove to section Completed\nnew list Later\nlists\n")
                #expect(session.status == 0, "\(sql): \(session.stderr)")
                #expect(session.lines.contains("5 lists.") && !session.lines.contains { $0.hasPrefix("Error:") }, "\(sql): \(session.lines)")
                #expect(!session.lines.contains { $0.contains("-1 rows") || $0.contains("-9223372036854775808") }, "\(sql): \(session.lines)")
                let imported = try runListo(["--store", odd, "import", exported])
                #expect(imported.status == 0, "\(sql): \(imported.stderr)")
            }
        }
    }

    @Test func recoverSaysWhatItSavedAndRefusesToOverwrite() throws {
        let folder = Fixture.temporaryFolder()
        let store = folder.appendingPathComponent("listo.db").path
        #expect(try runListo(["--store", store, "--demo"], script: "add Milk\nquit\n").status == 0)
        let copy = folder.appendingPathComponent("copy.db").path
        let result = try runListo(["recover", store, copy])
        #expect(result.status == 0)
        #expect(result.stdout == "Recovered 4 lists, 6 sections, 21 rows into \(copy). Nothing was lost.\n")
        #expect(try runListo(["--store", copy], script: "find Milk\n").stdout.contains("Milk, 4 of 4"))
        let again = try runListo(["recover", store, copy])
        #expect(again.status == 2)
        #expect(again.stderr == "Error: \(copy) is taken: recovery needs a new file. Name one.\n")
    }

    /// A store cut in half, its list of tables cut with it: recover says that nothing of
    /// the damaged file can be read and that the new file was not made, where it named
    /// the new file as the damaged store and advised running recover on it.
    @Test func recoverOfAStoreWhoseTablesCantBeReadBlamesThatStore() throws {
        let folder = Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = folder.appendingPathComponent("cut.db").path
        let rows = (1...5000).map { "- [ ] Row number \($0) with some words" }.joined(separator: "\n")
        let markdown = folder.appendingPathComponent("many.md")
        try ("# Many\n\n" + rows + "\n").write(to: markdown, atomically: true, encoding: .utf8)
        #expect(try runListo(["--store", store, "--demo", "-c", "where"]).status == 0)
        #expect(try runListo(["--store", store, "import", markdown.path]).status == 0)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: store)[.size] as? Int)
        let handle = try #require(FileHandle(forWritingAtPath: store))
        try handle.truncate(atOffset: UInt64(size / 2))
        try handle.close()
        let recovered = folder.appendingPathComponent("rec.db").path
        let result = try runListo(["recover", store, recovered])
        #expect(result.status == 2)
        #expect(result.stderr == "Error: \(store) can't be recovered: even the list of its tables can't be read (SQLite says: database disk image is malformed). "
            + "\(recovered) was not made. Only a copy made before the damage, such as a backup, holds its lists.\n", "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: recovered))
    }

    /// A disk that takes no bytes (a file-size limit of 0): the default store is
    /// refused and neither the file nor the folders made for it are left behind
    /// (a store named with --store is made only in a folder that is there).
    @Test func aStoreThatCantBeWrittenLeavesNothingBehind() throws {
        let folder = Fixture.temporaryFolder()
        let path = folder.appendingPathComponent("listo/listo.db").path
        let process = try Spawned("/bin/sh", ["-c", "ulimit -f 0; exec \"$0\"", Fixture.binary.path],
                                  environment: listoEnvironment(["XDG_DATA_HOME": folder.path]), stdout: .null)
        let said = String(decoding: process.readToEnd(seconds: 300).errors, as: UTF8.self)
        #expect(process.waitOrKill(seconds: 30))
        #expect(process.status == 2)
        #expect(said.hasPrefix("Error: store \(path) can't be opened: "), "\(said)")
        #expect(listing(folder) == [], "nothing left: \(listing(folder))")
    }

    // MARK: The store after you leave (point 7)

    /// The .db file copied alone, as a backup would, holds the row added before leaving.
    func expectCopyAloneHolds(_ path: String, _ title: String, _ how: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let alone = Fixture.temporaryFolder().appendingPathComponent("copy.db").path
        try FileManager.default.copyItem(atPath: path, toPath: alone)
        let store = try Store(.file(alone), seed: false)
        let titles = try store.documents().flatMap { $0.sections.flatMap { $0.rows.map(\.title) } }
        #expect(titles.contains(title), "\(how): the .db alone lacks \(title)", sourceLocation: sourceLocation)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"), "\(how): the -wal is gone", sourceLocation: sourceLocation)
    }

    @Test func quitAndEndOfInputCheckpoint() throws {
        for (how, script) in [("quit", "add Quitted\nquit\n"), ("end of input", "add Ended\n")] {
            let path = Fixture.temporaryFolder().appendingPathComponent("listo.db").path
            #expect(try runListo(["--store", path, "--demo"], script: script).status == 0)
            try expectCopyAloneHolds(path, how == "quit" ? "Quitted" : "Ended", how)
        }
    }

    @Test func signalsCheckpointAndEndBySignal() throws {
        for signal in [SIGTERM, SIGHUP] {
            let path = Fixture.temporaryFolder().appendingPathComponent("listo.db").path
            let listo = try RunningListo(["--store", path, "--demo"])
            #expect(listo.heard().contains("Tasks"))
            listo.send("add Signalled\n")
            var said = ""
            let ready = Date().addingTimeInterval(60)
            while !said.contains("Added Signalled"), Date() < ready { said += listo.heard(within: 1) }
            #expect(said.contains("Added Signalled"), "\(said)")
            kill(listo.process.pid, signal)
            _ = listo.finish()
            #expect(listo.process.endingSignal == signal, "ended by the signal after closing the store")
            try expectCopyAloneHolds(path, "Signalled", "signal \(signal)")
        }
    }

    /// A command still running ends on SIGTERM or SIGHUP within its grace, by the
    /// signal: here an answer of 6,000 rows blocked on a reader that stopped
    /// reading, which waited for ever before. The change made before it is kept,
    /// and the store opens and reads whole afterwards.
    @Test func aSignalEndsALongCommandPromptly() throws {
        let folder = Fixture.temporaryFolder()
        let file = folder.appendingPathComponent("long.md")
        let rows = (1...6000).map { "- [ ] Row \($0) of a list too long to read in one go" }
        try (["# Long"] + rows).joined(separator: "\n").appending("\n").write(to: file, atomically: true, encoding: .utf8)
        for signal in [SIGTERM, SIGHUP] {
            let path = folder.appendingPathComponent("long\(signal).db").path
            #expect(try runListo(["--store", path, "import", file.path]).status == 0)
            let listo = try RunningListo(["--store", path])
            var said = ""
            let ready = Date().addingTimeInterval(20)
            listo.send("add Kept\n")
            while !said.contains("Added Kept"), Date() < ready { said += listo.heard(within: 1) }
            #expect(said.contains("Added Kept"), "\(said)")
            // Nothing reads its answer from here on: the pipe fills and the write waits.
            listo.send("page off\nlist\n")
            usleep(1_500_000)
            #expect(listo.process.isRunning, "the reading waits on the pipe")
            let sent = Date()
            kill(listo.process.pid, signal)
            while listo.process.isRunning && Date().timeIntervalSince(sent) < 10 { usleep(20_000) }
            let took = Date().timeIntervalSince(sent)
            guard !listo.process.isRunning else {
                Issue.record("signal \(signal): still running \(took) s after it")
                _ = listo.finish(killing: true)
                continue
            }
            #expect(took < 5, "signal \(signal): ended \(took) s after it, the grace being \(1) s")
            #expect(listo.process.endingSignal == signal, "ended by the signal")
            let after = try runListo(["--store", path, "-c", "goto Kept; goto 6000"])
            #expect(after.status == 0, "\(after.stderr)")
            #expect(after.lines.first?.hasPrefix("Kept, 6001 of 6001") == true, "the change before the signal is kept: \(after.lines)")
            #expect(after.lines.last?.hasPrefix("Row 6000 of a list too long to read in one go, 6000 of 6001") == true, "\(after.lines)")
        }
    }

    @Test func ctrlDAndSignalsOnATerminalCheckpoint() throws {
        for way in ["Ctrl-D", "quit", "SIGTERM", "SIGHUP"] {
            let home = Fixture.temporaryFolder()
            let path = home.appendingPathComponent("listo.db").path
            let env = ["TERM": "dumb", "HOME": home.path, "XDG_STATE_HOME": home.path + "/state", "LANG": "C.UTF-8"]
            let terminal = try PseudoTerminal(arguments: ["--store", path, "--demo"], environment: env)
            #expect(terminal.waitFor("Tasks "))
            terminal.type("add Typed\r")
            #expect(terminal.waitFor("Added Typed, 4 of 4.\r\nTasks "))
            usleep(200_000)
            switch way {
            case "Ctrl-D": terminal.type("\u{04}")
            case "quit": terminal.type("quit\r")
            case "SIGTERM": kill(terminal.pid, SIGTERM)
            default: kill(terminal.pid, SIGHUP)
            }
            #expect(terminal.waitForExit() != nil, "\(way): listo ended")
            try expectCopyAloneHolds(path, "Typed", way)
        }
    }

    /// import, export, copy and recover on SIGTERM or SIGHUP: they stop between two
    /// pieces of their work, their one transaction rolls back (a file they made is
    /// taken away), one line says so in the run's language, and listo ends by the
    /// signal, where they went on to the end before.
    @Test func aSignalStopsLongWorkOnAStoreAndLeavesItWhole() throws {
        let folder = Fixture.temporaryFolder()
        let file = folder.appendingPathComponent("big.md")
        let rows = (1...100_000).map { "- [ ] Row \($0) of a list long enough to take a while" }
        try (["# Big"] + rows).joined(separator: "\n").appending("\n").write(to: file, atomically: true, encoding: .utf8)
        let store = folder.appendingPathComponent("big.db").path
        #expect(try runListo(["--store", store, "import", file.path]).status == 0)
        let empty = folder.appendingPathComponent("empty.db").path
        #expect(try runListo(["--store", empty, "-c", "lists"]).lines == ["Lists: none yet. Type new list and a name."])
        let copied = folder.appendingPathComponent("copy.db").path
        let recovered = folder.appendingPathComponent("recovered.db").path
        // Each is signalled once its work has begun: copy and recover as soon as the file they make is there
        // (reading the source comes first and can take less than a second), import and export after a second.
        let made: (String) -> () -> Bool = { path in { FileManager.default.fileExists(atPath: path) } }
        let cases: [(arguments: [String], signal: Int32, said: String, begun: () -> Bool)] = [
            (["--store", empty, "import", file.path], SIGTERM, "Error: import stopped by a signal: nothing was imported into \(empty).", { false }),
            (["--store", store, "export"], SIGHUP, "Error: export stopped by a signal: what it wrote is cut short.", { false }),
            (["--language", "es", "copy", store, copied], SIGTERM, "Error: copy se detuvo por una señal: no se copió nada en \(copied).", made(copied)),
            (["recover", store, recovered], SIGHUP, "Error: recover stopped by a signal: \(recovered) was not made.", made(recovered)),
        ]
        for (arguments, signal, said, begun) in cases {
            let (ending, stderr) = try Self.signalled(arguments, signal, after: 1, orOnce: begun)
            #expect(ending == signal, "\(arguments): ended by the signal")
            #expect(stderr == said + "\n", "\(arguments)")
        }
        #expect(try runListo(["--store", empty, "-c", "lists"]).lines == ["Lists: none yet. Type new list and a name."], "nothing half-imported")
        #expect(try runListo(["--store", store, "-c", "lists"]).lines == ["1 list.", "1. Big, 100000 rows, open."])
        #expect(!FileManager.default.fileExists(atPath: copied) && !FileManager.default.fileExists(atPath: recovered))
    }

    /// Runs listo on pipes, read as it writes, and sends it a signal `seconds` after it starts,
    /// or sooner, as soon as `begun` holds (looked at every millisecond).
    static func signalled(_ arguments: [String], _ signal: Int32, after seconds: Double, orOnce begun: () -> Bool = { false }) throws
        -> (endingSignal: Int32?, stderr: String) {
        let process = try Spawned(Fixture.binary.path, arguments, environment: listoEnvironment())
        final class Said: @unchecked Sendable { var errors = Data() }
        let said = Said(), read = DispatchSemaphore(value: 0)
        // Both outputs are read as they are written, so that neither pipe fills and holds listo up.
        Thread {
            said.errors = process.readToEnd(seconds: 300).errors
            read.signal()
        }.start()
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline && !begun() { usleep(1_000) }
        kill(process.pid, signal)
        process.waitOrKill(seconds: 120)
        _ = read.wait(timeout: .now() + 300)
        return (process.endingSignal, String(decoding: said.errors, as: UTF8.self))
    }
}
