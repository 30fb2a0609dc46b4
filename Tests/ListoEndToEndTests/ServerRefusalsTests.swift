import Foundation
import ListoStore
import ListoTestSupport
import Testing

/// What the built listo says when a PostgreSQL store can't be opened, or may only be
/// read, on the tests' throwaway cluster: the cause first, in listo's words, with what
/// to run where there is something to run.
@Suite(.serialized) struct ServerRefusalsTests {
    /// A store at the current schema owned by a role of its own, in a database of its own.
    static func ownedStore() throws -> (cluster: PostgresCluster, database: String, owner: String) {
        let cluster = try PostgresCluster.shared()
        let database = try cluster.createDatabase()
        let owner = "own_\(database.suffix(6))"
        try cluster.sql("CREATE ROLE \(owner) LOGIN; ALTER DATABASE \(database) OWNER TO \(owner)", database: "postgres")
        try cluster.sql("ALTER SCHEMA public OWNER TO \(owner)", database: database)
        #expect(try runListo(["--store", cluster.socketURI(database, user: owner), "--demo", "-c", "lists"]).status == 0)
        return (cluster, database, owner)
    }

    /// A role given nothing is told it may not read listo's tables, and the grant, where
    /// it was told it may not upgrade them, of a store at the current schema.
    @Test(arguments: ["en", "es"]) func aRoleGivenNothingIsToldTheGrantToRead(language: String) throws {
        let (cluster, database, owner) = try Self.ownedStore()
        let role = "carol_\(database.suffix(6))_\(language)"
        try cluster.sql("CREATE ROLE \(role) LOGIN", database: "postgres")
        let uri = cluster.socketURI(database, user: role)
        let said = try ServerAddress(uri).description
        let run = try runListo(["--language", language, "--store", uri, "-c", "lists"])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == (language == "es"
            ? "Error: el rol \(role) no puede leer las tablas de listo en el esquema public de \(said); su dueño, \(owner), puede permitirlo: GRANT SELECT ON ALL TABLES IN SCHEMA public TO \(role);\n"
            : "Error: role \(role) may not read listo's tables in schema public on \(said); their owner, \(owner), can allow it: GRANT SELECT ON ALL TABLES IN SCHEMA public TO \(role);\n"),
            "\(run.stderr)")
    }
}
