import Foundation
import ListoStore
import ListoTestSupport
import Testing

/// A role that logs in with a password, on the tests' throwaway cluster, through
/// the built listo: the password comes from PGPASSFILE, ~/.pgpass or the URI, and
/// is said nowhere: not in answers, errors, `where store` or a recorded transcript.
/// The URI's own parameters (sslmode) are the ones libpq uses.
@Suite(.serialized) struct ServerPasswordTests {
    struct Role {
        let cluster: PostgresCluster
        let name: String
        let password: String
        let database: String
        /// Over TCP, where the password is asked for; without the password.
        var uri: String { cluster.tcpURI(database, user: name) }
        var said: String { "postgresql://\(name)@127.0.0.1:\(cluster.port)/\(database)" }
    }

    /// A role of its own with a password, owning a new database (so it may make the schema there).
    static func role() throws -> Role {
        let cluster = try PostgresCluster.shared()
        let suffix = UUID().uuidString.prefix(8).lowercased()
        let role = Role(cluster: cluster, name: "pw_\(suffix)", password: "Wh1sper-\(suffix)-x", database: try cluster.createDatabase())
        try cluster.addPasswordRole(role.name, password: role.password)
        try cluster.sql("ALTER DATABASE \(role.database) OWNER TO \(role.name)", database: "postgres")
        return role
    }

    static func passfile(_ role: Role, in folder: URL, named name: String = "pgpass") throws -> String {
        let path = folder.appendingPathComponent(name).path
        try "127.0.0.1:\(role.cluster.port):\(role.database):\(role.name):\(role.password)\n".write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o600)
        return path
    }

    static let session = "where store\nnew list Shop\nadd Milk\nlists\n"

    @Test func aPasswordFromPGPASSFILEOpensTheStoreAndIsSaidNowhere() throws {
        let role = try Self.role()
        let folder = Fixture.temporaryFolder()
        let none = try runListo(["--store", role.uri, "-c", "lists"], environment: ["PGPASSFILE": folder.appendingPathComponent("none").path])
        #expect(none.status == 2)
        #expect(none.stderr == "Error: no password for role \(role.name) on \(role.said): give it in ~/.pgpass, PGPASSFILE's file, PGPASSWORD or the URI.\n",
                "the refusal says a password is wanted, and where it goes: \(none.stderr)")

        let transcript = folder.appendingPathComponent("shop.t").path
        let env = ["PGPASSFILE": try Self.passfile(role, in: folder)]
        let run = try runListo(["--store", role.uri, "record", transcript], script: Self.session, environment: env)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.lines.contains("Store: \(role.said)."))
        #expect(run.stdout.contains("Added Milk, 1 of 1."))
        let recorded = try String(contentsOfFile: transcript, encoding: .utf8)
        for text in [run.stdout, run.stderr, recorded] { #expect(!text.contains(role.password)) }
    }

    @Test func aPasswordInTheURIOrInHomesPgpassIsSaidNowhereAndAWrongOneIsOneLine() throws {
        let role = try Self.role()
        let folder = Fixture.temporaryFolder()
        let withPassword = role.cluster.tcpURI(role.database, user: role.name, password: role.password)
        let transcript = folder.appendingPathComponent("shop.t").path
        let run = try runListo(["--store", withPassword, "record", transcript], script: Self.session,
                               environment: ["PGPASSFILE": folder.appendingPathComponent("none").path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.lines.contains("Store: \(role.said)."))
        let recorded = try String(contentsOfFile: transcript, encoding: .utf8)
        #expect(recorded.hasPrefix("#! args: --store \(role.said)\n"), "the transcript names the store without its password")
        for text in [run.stdout, run.stderr, recorded] { #expect(!text.contains(role.password)) }

        let home = Fixture.temporaryFolder()
        _ = try Self.passfile(role, in: home, named: ".pgpass")
        let fromHome = try runListo(["--store", role.uri, "-c", "lists"], environment: ["HOME": home.path])
        #expect(fromHome.status == 0, "\(fromHome.stderr)")
        #expect(fromHome.lines.first == "1 list.")

        let wrong = "Wr0ng-\(role.password.suffix(6))"
        let refused = try runListo(["--store", role.cluster.tcpURI(role.database, user: role.name, password: wrong), "-c", "lists"],
                                   environment: ["PGPASSFILE": folder.appendingPathComponent("none").path])
        #expect(refused.status == 2)
        #expect(refused.stderr == "Error: password refused for role \(role.name) on \(role.said).\n", "\(refused.stderr)")
        #expect(!refused.stderr.contains(wrong) && !refused.stderr.contains(role.password))
    }

    @Test func sslmodeRequireAgainstAServerWithoutSSLIsOneErrorNamingSSLWithoutThePassword() throws {
        let role = try Self.role()
        let uri = role.cluster.tcpURI(role.database, user: role.name, password: role.password) + "?sslmode=require"
        let refused = try runListo(["--store", uri, "-c", "lists"])
        #expect(refused.status == 2)
        #expect(refused.stdout.isEmpty)
        #expect(refused.stderr.split(separator: "\n").count == 1 && refused.stderr.hasPrefix("Error: store \(role.said)?sslmode=require can't be opened: "))
        #expect(refused.stderr.contains("SSL"), "\(refused.stderr)")
        #expect(!refused.stderr.contains(role.password))
        let allowed = try runListo(["--store", uri.replacingOccurrences(of: "sslmode=require", with: "sslmode=prefer"), "-c", "lists"])
        #expect(allowed.status == 0, "prefer falls back to a connection without SSL: \(allowed.stderr)")
    }

    @Test func aConnectionStringThatCannotBeReadNeverEchoesItsPassword() throws {
        for uri in ["postgresql://ana:pa%zz-s3cret@127.0.0.1:1/db", "postgresql://ana:s3cret-pw@[::1/db", "postgresql://ana@[::1/db?password=s3cret-pw"] {
            let refused = try runListo(["--store", uri, "-c", "lists"])
            #expect(refused.status == 2)
            #expect(refused.stderr.split(separator: "\n").count == 1 && refused.stderr.hasPrefix("Error: "))
            #expect(!refused.stderr.contains("s3cret"), "\(refused.stderr)")
        }
    }
}
