import Foundation
import ListoStore
import ListoTestSupport
import Testing

/// `listo copy FROM TO` through the built listo, between SQLite files and a
/// database on the tests' throwaway PostgreSQL cluster.
@Suite(.serialized) struct StoreCopyTests {
    func export(_ store: String) throws -> String {
        let result = try runListo(["--store", store, "export"])
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout
    }

    @Test func aStoreCopiedToPostgreSQLAndBackExportsTheSameBytes() throws {
        let cluster = try PostgresCluster.shared()
        let folder = Fixture.temporaryFolder()
        let first = folder.appendingPathComponent("first.db").path, back = folder.appendingPathComponent("back.db").path
        // The samples, with a subtask, notes, a field, a repeat, a title of SQL text and a setting.
        let made = try runListo(["--store", first, "--demo"], script: """
            open Tasks
            next
            next
            set due 2026-12-05
            repeat every week
            note Buy bread: rye, 'sliced'
            add x'); DROP TABLE rows; --
            language es

            """)
        #expect(made.status == 0, "\(made.stdout)\(made.stderr)")
        let server = cluster.socketURI(try cluster.createDatabase())
        let there = try runListo(["copy", first, server])
        #expect(there.status == 0, "\(there.stderr)")
        let said = try ServerAddress(server).description
        #expect(there.stdout == "Copied 4 lists, 21 rows into \(said).\n")
        let again = try runListo(["copy", server, back])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout == "Copied 4 lists, 21 rows into \(back).\n")
        let original = try export(first)
        #expect(original.contains("\"recurrence\"") && original.contains("DROP TABLE rows"), "the copy is asked to carry a repeat and SQL text")
        #expect(try export(server) == original)
        #expect(try export(back) == original)
        #expect(try runListo(["--store", back, "-c", "lists"]).lines.first == "4 listas.", "the language chosen comes along")
    }

    /// import and copy count the same rows, every one, those inside others too, on
    /// each engine: import said 3 where copy of the same list said 7.
    @Test func importCountsEveryRowAsCopyDoes() throws {
        let cluster = try PostgresCluster.shared()
        let folder = Fixture.temporaryFolder()
        let file = folder.appendingPathComponent("trip.md")
        try """
            # Trip

            - [ ] Pack
              - [ ] Socks
              - [ ] Charger
                - [ ] Cable
            - [ ] Tickets
              - [ ] Train
            - [ ] Leave

            """.write(to: file, atomically: true, encoding: .utf8)
        let server = cluster.socketURI(try cluster.createDatabase())
        for store in [folder.appendingPathComponent("trip.db").path, server] {
            let imported = try runListo(["--store", store, "import", file.path])
            #expect(imported.status == 0, "\(imported.stderr)")
            #expect(imported.stdout.contains("7 rows"), "\(store): \(imported.stdout)")
            let target = folder.appendingPathComponent("copy-\(UUID().uuidString.prefix(6)).db").path
            let copied = try runListo(["copy", store, target])
            #expect(copied.stdout == "Copied 1 list, 7 rows into \(target).\n", "\(store): \(copied.stdout)\(copied.stderr)")
        }
    }

    @Test func aTargetHoldingListsIsRefusedInOneLineAndLeftAsItWas() throws {
        let cluster = try PostgresCluster.shared()
        let folder = Fixture.temporaryFolder()
        let source = folder.appendingPathComponent("source.db").path, target = folder.appendingPathComponent("target.db").path
        #expect(try runListo(["--store", source, "--demo", "-c", "lists"]).status == 0)
        #expect(try runListo(["--store", target, "-c", "new list Shop"]).status == 0)
        let before = try export(target)
        let refused = try runListo(["copy", source, target])
        #expect(refused.status == 1)
        #expect(refused.stdout.isEmpty)
        #expect(refused.stderr == "Error: \(target) already holds 1 list: listo copy writes only into a new or empty store. Nothing was copied.\n")
        #expect(try export(target) == before)
        let server = cluster.socketURI(try cluster.createDatabase())
        #expect(try runListo(["copy", source, server]).status == 0)
        let twice = try runListo(["copy", source, server])
        #expect(twice.status == 1)
        #expect(twice.stderr.hasPrefix("Error: \(try ServerAddress(server).description) already holds 4 lists"))
    }

    /// A copy into a folder that is not there is refused by that folder, as --store refuses
    /// it, and makes none: it made every folder on the way, and --store then refused the
    /// store it had written there.
    @Test(arguments: ["en", "es"]) func aCopyIntoAFolderThatIsNotThereMakesNone(language: String) throws {
        let folder = Fixture.temporaryFolder()
        let source = folder.appendingPathComponent("source.db").path
        #expect(try runListo(["--store", source, "--demo", "-c", "lists"]).status == 0)
        let target = folder.appendingPathComponent("new/deep/copy.db").path, made = folder.appendingPathComponent("new").path
        let run = try runListo(["--language", language, "copy", source, target])
        #expect(run.status == 2 && run.stdout.isEmpty)
        #expect(run.stderr == (language == "es"
            ? "Error: no se puede crear el almacén \(target): no hay carpeta \(made)/deep. Crea la carpeta antes, o nombra un almacén en una que exista.\n"
            : "Error: store \(target) can't be created: there is no folder \(made)/deep. Make the folder first, or name a store in one that is there.\n"),
            "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: made))
        // Where the folder is there, the copy is made and --store opens it.
        try FileManager.default.createDirectory(atPath: made + "/deep", withIntermediateDirectories: true)
        #expect(try runListo(["copy", source, target]).status == 0)
        #expect(try runListo(["--store", target, "-c", "lists"]).lines.first == "4 lists.")
    }

    @Test func aMissingFileAForeignDatabaseOrAnUnreachableServerIsOneErrorLineAndNothingIsMade() throws {
        let cluster = try PostgresCluster.shared()
        let folder = Fixture.temporaryFolder()
        let missing = folder.appendingPathComponent("missing.db").path, target = folder.appendingPathComponent("new.db").path
        let gone = try runListo(["copy", missing, target])
        #expect(gone.status == 2)
        #expect(gone.stderr == "Error: store \(missing) can't be opened: there is no such file.\n")
        #expect(!FileManager.default.fileExists(atPath: missing) && !FileManager.default.fileExists(atPath: target))
        let goneEs = try runListo(["--language", "es", "copy", missing, target])
        #expect(goneEs.status == 2)
        #expect(goneEs.stderr == "Error: no se puede abrir el almacén \(missing): no existe ese archivo.\n")

        let foreign = try cluster.createDatabase()
        try cluster.sql("CREATE TABLE invoices(id int PRIMARY KEY); INSERT INTO invoices VALUES (7)", database: foreign)
        let refused = try runListo(["copy", cluster.socketURI(foreign), target])
        #expect(refused.status == 2)
        #expect(refused.stderr.split(separator: "\n").count == 1 && refused.stderr.hasPrefix("Error: ") && refused.stderr.contains("invoices"))
        #expect(try cluster.sql("SELECT string_agg(table_name, ',') FROM information_schema.tables WHERE table_schema = 'public'",
                                database: foreign).trimmingCharacters(in: .whitespacesAndNewlines) == "invoices")
        #expect(!FileManager.default.fileExists(atPath: target))

        let source = folder.appendingPathComponent("source.db").path
        #expect(try runListo(["--store", source, "--demo", "-c", "lists"]).status == 0)
        let port = PostgresCluster.freePort()
        let nobody = "postgresql://ana:s3cr3t-word@127.0.0.1:\(port)/shop?connect_timeout=3"
        let unreachable = try runListo(["copy", source, nobody])
        #expect(unreachable.status == 2)
        #expect(unreachable.stderr == "Error: no server answers at postgresql://ana@127.0.0.1:\(port)/shop?connect_timeout=3.\n", "\(unreachable.stderr)")
        #expect(!unreachable.stderr.contains("s3cr3t"))
    }
    /// A copy into a server stopped half-way by SIGTERM, while its rows are being
    /// written a step at a time, rolls back whole: the database holds no list and no
    /// row after, and the same copy made again goes in whole.
    @Test func aCopyStoppedHalfWayLeavesTheServerAsItWas() throws {
        let cluster = try PostgresCluster.shared()
        let folder = Fixture.temporaryFolder()
        let file = folder.appendingPathComponent("many.md"), source = folder.appendingPathComponent("many.db").path
        let rows = (1...40_000).map { "- [ ] Row \($0) of a list copied in steps" }
        try (["# Many"] + rows).joined(separator: "\n").appending("\n").write(to: file, atomically: true, encoding: .utf8)
        #expect(try runListo(["--store", source, "import", file.path]).status == 0)
        let database = try cluster.createDatabase()
        let server = cluster.socketURI(database)
        let listo = try RunningListo(["copy", source, server])
        // Rows going in, not yet committed: the copy is half-way.
        let writing = """
            SELECT count(*) FROM pg_stat_activity WHERE datname = '\(database)' AND xact_start IS NOT NULL AND query LIKE 'INSERT INTO rows%'
            """
        let deadline = Date().addingTimeInterval(60)
        var seen = false
        while !seen, listo.process.isRunning, Date() < deadline {
            seen = try cluster.sql(writing, database: database).trimmingCharacters(in: .whitespacesAndNewlines) != "0"
            if !seen { usleep(20_000) }
        }
        #expect(seen, "the copy was seen writing its rows")
        kill(listo.process.pid, SIGTERM)
        let said = listo.finish()
        #expect(!said.contains("Copied"), "\(said)")
        #expect(listo.process.status != 0, "ended by the signal or with a failure")
        let held = "SELECT (SELECT count(*) FROM lists) || ' ' || (SELECT count(*) FROM rows) || ' ' || (SELECT count(*) FROM row_words)"
        #expect(try cluster.sql(held, database: database).trimmingCharacters(in: .whitespacesAndNewlines) == "0 0 0")
        let again = try runListo(["copy", source, server])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout == "Copied 1 list, 40000 rows into \(try ServerAddress(server).description).\n")
        #expect(try export(server) == (try export(source)))
    }
}
