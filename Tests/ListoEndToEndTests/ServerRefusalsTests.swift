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

    /// A role that may only read is told so by name when a session starts, and each change
    /// it types is refused with the grant the owner of listo's tables can run, where it
    /// was told "Open a writable store with --store." of a store others write. A -c run
    /// says nothing first, as every -c run; its refusal gives the same advice.
    @Test(arguments: ["en", "es"]) func aRoleThatMayOnlyReadIsToldTheGrantToChange(language: String) throws {
        let (cluster, database, owner) = try Self.ownedStore()
        let role = "reader_\(database.suffix(6))_\(language)"
        try cluster.sql("CREATE ROLE \(role) LOGIN", database: "postgres")
        try cluster.sql("GRANT SELECT ON ALL TABLES IN SCHEMA public TO \(role)", database: database)
        let uri = cluster.socketURI(database, user: role)
        let said = try ServerAddress(uri).description
        let es = language == "es", add = es ? "añadir Pan" : "add Bread"
        let refused = es
            ? "Error: el rol \(role) solo puede leer las tablas de listo, así que añadir no puede cambiarlas; su dueño, \(owner), puede permitir cambios: GRANT INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO \(role); GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO \(role);"
            : "Error: role \(role) may only read listo's tables, so add can't change them; their owner, \(owner), can allow changes: GRANT INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO \(role); GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO \(role);"
        // Past 200 characters a line is said as two (LineFormat.split), where the role's name puts the break.
        func whole(_ lines: [String]) -> String? {
            lines.count == 2 && lines.allSatisfy { $0.count <= 200 } ? lines.joined(separator: " ") : nil
        }
        let piped = try runListo(["--language", language, "--store", uri], script: add + "\n")
        #expect(piped.status == 1)
        #expect(piped.lines.first == (es ? "Solo lectura: el rol \(role) puede leer \(said), no cambiarlo." : "Read-only: role \(role) may read \(said), not change it."),
                "\(piped.lines)")
        #expect(whole(Array(piped.lines.suffix(2))) == refused, "\(piped.lines)")
        let once = try runListo(["--language", language, "--store", uri, "-c", add])
        #expect(once.status == 1)
        #expect(whole(once.lines) == refused, "\(once.lines)")
        #expect(try cluster.sql("SELECT count(*) FROM rows WHERE title IN ('Bread', 'Pan')", database: database)
                    .trimmingCharacters(in: .whitespacesAndNewlines) == "0")
    }

    /// A role that may only read runs no action, so none is offered: the row's line and
    /// read leave them out, and actions and swipe say in one line that the store is
    /// read-only, where they listed actions each of which was then refused. Nothing is written.
    @Test(arguments: ["en", "es"]) func aRoleThatMayOnlyReadHearsNoActions(language: String) throws {
        let (cluster, database, _) = try Self.ownedStore()
        let role = "looker_\(database.suffix(6))_\(language)"
        try cluster.sql("CREATE ROLE \(role) LOGIN", database: "postgres")
        try cluster.sql("GRANT SELECT ON ALL TABLES IN SCHEMA public TO \(role)", database: database)
        let es = language == "es"
        let script = es ? "ir Buy bread\nsiguiente\nleer Buy bread\nacciones\ndeslizar final\n" : "goto Buy bread\nnext\nread Buy bread\nactions\nswipe trailing\n"
        let written = try cluster.sql("SELECT count(*) FROM journal", database: database)
        let run = try runListo(["--language", language, "--store", cluster.socketURI(database, user: role)], script: script)
        let refused = es ? "Error: las acciones de Call Ana no se pueden ejecutar: este almacén es de solo lectura."
                         : "Error: Call Ana's actions can't be run: this store is read-only."
        #expect(Array(run.lines.dropFirst(2)) == (es
            ? ["Pending, sección 1 de 2.", "Buy bread, 1 de 3.", "Call Ana, 2 de 3.", "Buy bread, 1 de 3.", "En Pending.", refused, refused + " Respuesta a deslizar final."]
            : ["Pending, section 1 of 2.", "Buy bread, 1 of 3.", "Call Ana, 2 of 3.", "Buy bread, 1 of 3.", "In Pending.", refused, refused + " Answer to swipe trailing."]),
            "\(run.lines)")
        #expect(run.status == 1)
        #expect(try cluster.sql("SELECT count(*) FROM journal", database: database) == written, "nothing written")
    }

    /// A store with no list, to a role that may only read: none is said without "Type new
    /// list and a name.", the advice that opened a -c run and would only be refused.
    @Test(arguments: ["en", "es"]) func noListsToARoleThatMayOnlyReadAdvisesNoNewList(language: String) throws {
        let cluster = try PostgresCluster.shared()
        let database = try cluster.createDatabase()
        let owner = "own_\(database.suffix(6))", role = "reader_\(database.suffix(6))"
        try cluster.sql("CREATE ROLE \(owner) LOGIN; CREATE ROLE \(role) LOGIN; ALTER DATABASE \(database) OWNER TO \(owner)", database: "postgres")
        try cluster.sql("ALTER SCHEMA public OWNER TO \(owner)", database: database)
        #expect(try runListo(["--store", cluster.socketURI(database, user: owner), "-c", "lists"]).status == 0)
        try cluster.sql("GRANT SELECT ON ALL TABLES IN SCHEMA public TO \(role)", database: database)
        let es = language == "es"
        let none = es ? "Listas: ninguna aún, y este almacén es de solo lectura." : "Lists: none yet, and this store is read-only."
        for command in es ? ["listas", "dónde"] : ["lists", "where"] {
            let run = try runListo(["--language", language, "--store", cluster.socketURI(database, user: role), "-c", command])
            #expect(run.status == 0)
            #expect(run.lines.first == none, "\(command): \(run.lines)")
        }
    }

    /// A wrong password, none at all, no server, no database, no role: the cause first,
    /// in listo's words, naming the store as `where store` does, in one line wrapped at
    /// --width as every long line is, where libpq's ran to 225 characters and put the
    /// cause last; never the password.
    @Test(arguments: ["en", "es"]) func aServerThatRefusesIsSaidByItsCauseFirst(language: String) throws {
        let cluster = try PostgresCluster.shared()
        let suffix = UUID().uuidString.prefix(8).lowercased()
        let role = "pw_\(suffix)_\(language)", password = "Wh1sper-\(suffix)", database = try cluster.createDatabase()
        try cluster.addPasswordRole(role, password: password)
        let es = language == "es"
        let none = ["PGPASSFILE": Fixture.temporaryFolder().appendingPathComponent("none").path]
        func said(_ store: String, width: Int? = nil) throws -> String {
            let run = try runListo(["--language", language, "--store", store] + (width.map { ["--width", "\($0)"] } ?? []) + ["-c", "lists"],
                                   environment: none)
            #expect(run.status == 2 && run.stdout.isEmpty)
            return run.stderr
        }
        let tcp = "postgresql://\(role)@127.0.0.1:\(cluster.port)/\(database)"
        let wrong = try said(cluster.tcpURI(database, user: role, password: "Wr0ng-\(suffix)"))
        #expect(wrong == (es ? "Error: contraseña rechazada para el rol \(role) en \(tcp).\n" : "Error: password refused for role \(role) on \(tcp).\n"))
        let missing = try said(cluster.tcpURI(database, user: role))
        #expect(missing == (es
            ? "Error: no hay contraseña para el rol \(role) en \(tcp): dala en ~/.pgpass, en el archivo de PGPASSFILE, en PGPASSWORD o en la URI.\n"
            : "Error: no password for role \(role) on \(tcp): give it in ~/.pgpass, PGPASSFILE's file, PGPASSWORD or the URI.\n"))
        let port = PostgresCluster.freePort()
        let away = "postgresql://\(role)@127.0.0.1:\(port)/\(database)"
        #expect(try said(away) == (es ? "Error: ningún servidor responde en \(away).\n" : "Error: no server answers at \(away).\n"))
        let unknown = "postgresql://\(role)@nosuch-\(suffix).invalid:\(port)/\(database)"
        #expect(try said(unknown) == (es ? "Error: no se conoce ninguna dirección del host nosuch-\(suffix).invalid, en \(unknown).\n"
                                         : "Error: no address is known for host nosuch-\(suffix).invalid, in \(unknown).\n"))
        let folder = Fixture.temporaryFolder().path
        let noSocket = "postgresql://\(role)@/\(database)?host=\(folder)&port=\(port)"
        #expect(try said(noSocket) == (es ? "Error: ningún servidor responde en \(noSocket).\n" : "Error: no server answers at \(noSocket).\n"))
        let nowhere = "nosuch_\(suffix)"
        let noDatabase = cluster.socketURI(nowhere)
        #expect(try said(noDatabase) == (es
            ? "Error: no existe la base de datos \(nowhere) en \(noDatabase); créala una vez con CREATE DATABASE \(nowhere); o nombra otra.\n"
            : "Error: no database \(nowhere) on \(noDatabase); make it once with CREATE DATABASE \(nowhere); or name another.\n"))
        let nobody = "nobody_\(suffix)"
        let noRole = cluster.socketURI(database, user: nobody)
        #expect(try said(noRole) == (es
            ? "Error: no existe el rol \(nobody) en \(noRole); créalo una vez con CREATE ROLE \(nobody) LOGIN; o nombra otro.\n"
            : "Error: no role \(nobody) on \(noRole); make it once with CREATE ROLE \(nobody) LOGIN; or name another.\n"))
        let wrapped = try said(cluster.tcpURI(database, user: role), width: 40).split(separator: "\n")
        #expect(wrapped.count > 2 && wrapped.allSatisfy { $0.count <= 40 }, "\(wrapped)")
        for text in [wrong, missing] { #expect(!text.contains(password) && !text.contains("Wr0ng")) }
    }

    /// One of listo's tables dropped by hand is damage named as a SQLite store's is, where
    /// the first statement to read it said `relation "journal" does not exist`; a server
    /// has no file for listo recover to read, so none is offered.
    @Test func aTableDroppedByHandIsDamageNamedAsOnAFile() throws {
        let (cluster, database, owner) = try Self.ownedStore()
        try cluster.sql("DROP TABLE journal", database: database)
        let uri = cluster.socketURI(database, user: owner)
        let said = try ServerAddress(uri).description
        for (language, line) in [("en", "Error: damaged store \(said): its table journal is missing. Nothing was written to it.\n"),
                                 ("es", "Error: el almacén \(said) está dañado: falta su tabla journal. No se escribió nada en él.\n")] {
            let run = try runListo(["--language", language, "--store", uri, "-c", "lists"])
            #expect(run.status == 2)
            #expect(run.stderr == line, "\(run.stderr)")
        }
    }
}
