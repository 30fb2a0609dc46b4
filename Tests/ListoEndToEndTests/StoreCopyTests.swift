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

    @Test func aMissingFileAForeignDatabaseOrAnUnreachableServerIsOneErrorLineAndNothingIsMade() throws {
        let cluster = try PostgresCluster.shared()
        let folder = Fixture.temporaryFolder()
        let missing = folder.appendingPathComponent("missing.db").path, target = folder.appendingPathComponent("new.db").path
        let gone = try runListo(["copy", missing, target])
        #expect(gone.status == 2)
        #expect(gone.stderr == "Error: store \(missing) can't be opened: No such file or directory.\n")
        #expect(!FileManager.default.fileExists(atPath: missing) && !FileManager.default.fileExists(atPath: target))

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
        let nobody = "postgresql://ana:s3cr3t-word@127.0.0.1:\(PostgresCluster.freePort())/shop?connect_timeout=3"
        let unreachable = try runListo(["copy", source, nobody])
        #expect(unreachable.status == 2)
        #expect(unreachable.stderr.split(separator: "\n").count == 1)
        #expect(unreachable.stderr.hasPrefix("Error: store postgresql://ana@127.0.0.1:"))
        #expect(!unreachable.stderr.contains("s3cr3t"))
    }
}
