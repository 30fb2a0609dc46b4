import Foundation
import ListoStore
import ListoTestSupport
import Testing

/// A listo session on PostgreSQL whose connection is lost after it sent a
/// change's COMMIT: one Error line that does not claim either way, listo still
/// running, and at the next command the journal's answer, said once.
@Suite(.serialized) struct ServerFaultTests {
    @Test(arguments: [(DroppingProxy.Drop.afterCommit, true), (.beforeCommit, false)])
    func theNextCommandSaysWhetherTheChangeWasMade(_ drop: DroppingProxy.Drop, _ made: Bool) throws {
        let cluster = try PostgresCluster.shared()
        let database = try cluster.createDatabase()
        #expect(try runListo(["--store", cluster.socketURI(database)], script: "new list Shop\nadd Bread\nadd Milk\n").status == 0)
        let proxy = try DroppingProxy(to: cluster.port)
        defer { proxy.stop() }
        let home = Fixture.temporaryFolder()
        let terminal = try PseudoTerminal(
            arguments: ["--store", "postgresql://listo@127.0.0.1:\(proxy.port)/\(database)?sslmode=disable"],
            environment: ["TERM": "xterm", "HOME": home.path, "XDG_STATE_HOME": home.path + "/state", "LANG": "C.UTF-8"])
        #expect(terminal.waitFor("Shop, 2 rows.\r\nShop "), "\(terminal.transcript)")
        usleep(200_000)
        terminal.type("goto Bread\r")
        #expect(terminal.waitFor("Bread, 1 of 2"))
        proxy.arm(drop)
        terminal.type("rename . Rye\r")
        let unanswered = "Error: the store at 127.0.0.1:\(proxy.port) stopped answering as your change was sent;"
            + " whether it was made is looked up when it answers again.\r\nShop "
        #expect(terminal.waitFor(unanswered), "\(terminal.transcript.debugDescription)")
        #expect(!terminal.transcript.contains("Renamed"), "never said as done before the journal says so")
        _ = terminal.drain()
        terminal.type("list\r")
        let said = made ? "The store answers again: your last change was made." : "The store answers again: your last change was not made."
        #expect(terminal.waitFor(said), "\(terminal.transcript.debugDescription)")
        #expect(terminal.waitFor(made ? "Rye" : "Bread"), "memory as the store has it: \(terminal.transcript.debugDescription)")
        #expect(!terminal.transcript.contains(made ? "Bread" : "Rye"))
        #expect(!terminal.transcript.contains(" elsewhere.\r\n"), "its own change is not news of others")
        _ = terminal.drain()
        terminal.type("where\r")
        #expect(terminal.waitFor("\r\nShop "))
        #expect(!terminal.transcript.contains("The store answers again"), "said once")
        let stored = try cluster.sql("SELECT string_agg(title, ',' ORDER BY title) FROM rows", database: database)
        #expect(stored.trimmingCharacters(in: .whitespacesAndNewlines) == (made ? "Milk,Rye" : "Bread,Milk"))
        terminal.type("quit\r")
        #expect(terminal.waitForExit() == 0)
    }

    /// The server stopped and started again while a session sits at its prompt: the
    /// prompt makes the connection again on its own, without holding the keys, and
    /// hears at once what another session committed once the server was back.
    @Test func aSessionIdleThroughARestartHearsTheNextChangeAtItsPrompt() throws {
        let cluster = try PostgresCluster()
        defer { cluster.remove() }
        try cluster.start()
        let database = try cluster.createDatabase()
        let store = cluster.tcpURI(database)
        #expect(try runListo(["--store", store], script: "new list Shop\nadd Bread\nadd Milk\n").status == 0)
        let home = Fixture.temporaryFolder()
        let terminal = try PseudoTerminal(arguments: ["--store", store],
                                          environment: ["TERM": "xterm", "HOME": home.path, "XDG_STATE_HOME": home.path + "/state", "LANG": "C.UTF-8"])
        #expect(terminal.waitFor("Shop, 2 rows.\r\nShop "))
        usleep(200_000)
        terminal.type("add Ha")
        #expect(terminal.waitFor("Ha"))
        cluster.stop(immediately: true)
        try cluster.start()
        _ = terminal.drain()
        let other = try runListo(["--store", store], script: "open Shop\nadd Jam\n")
        #expect(other.stdout.contains("Added Jam"), "\(other.stdout) \(other.stderr)")
        #expect(terminal.waitFor("Jam added to Shop elsewhere.\r\n"), "\(terminal.transcript.debugDescription)")
        #expect(terminal.waitFor("Shop add Ha"))
        #expect(!terminal.transcript.contains("Error"), "nothing to say while it was away")
        terminal.type("m\r")
        #expect(terminal.waitFor("Added Ham, 4 of 4."), "\(terminal.transcript.debugDescription)")
        terminal.type("quit\r")
        #expect(terminal.waitForExit() == 0)
    }

    /// A server stopped under a session (pg_ctl stop -m fast): each command is refused
    /// in one Error line, nothing written; started again, the very next command runs,
    /// on a connection made again before it, whether or not a command was refused
    /// while it was away (the connection is then found lost before the command, not by it).
    @Test func theFirstCommandAfterTheServerIsBackRuns() throws {
        let cluster = try PostgresCluster()
        defer { cluster.remove() }
        try cluster.start()
        let database = try cluster.createDatabase()
        let store = cluster.socketURI(database)
        #expect(try runListo(["--store", store], script: "new list Shop\nadd Bread\nadd Milk\n").status == 0)
        let session = try RunningListo(["--store", store])
        defer { _ = session.finish(killing: true) }
        /// What the session says, until it has said `expected` (ten seconds at most).
        func said(until expected: String) -> String {
            var heard = ""
            let deadline = Date().addingTimeInterval(10)
            while !heard.contains(expected), Date() < deadline { heard += session.heard(within: 1) }
            return heard
        }
        session.send("goto Bread\n")
        #expect(said(until: "Bread, 1 of 2").contains("Bread, 1 of 2"))
        let refused = "Error: the store at \(cluster.folder.path) port \(cluster.port) can't be reached; nothing was changed.\n"

        cluster.stop()
        session.send("add Tea\n")
        #expect(said(until: refused) == refused, "one line, and nothing else")
        try cluster.start()
        session.send("next\n")
        #expect(said(until: "Milk, 2 of 2.\n") == "Milk, 2 of 2.\n")

        // Stopped and started again with no command between: the session has not
        // heard it, and its first command runs all the same.
        cluster.stop()
        try cluster.start()
        session.send("add Jam\n")
        #expect(said(until: "Added Jam, 3 of 3.\n") == "Added Jam, 3 of 3.\n")
        let stored = try cluster.sql("SELECT string_agg(title, ',' ORDER BY title) FROM rows", database: database)
        #expect(stored.trimmingCharacters(in: .whitespacesAndNewlines) == "Bread,Jam,Milk", "Tea refused, never written")
        session.send("quit\n")
        #expect(session.finish().isEmpty)
    }

    /// While the server is down, `where store` still says where the store is, which
    /// is known without it, and `history` the lines typed, kept in memory: each then
    /// says the store can't be reached now. A command that needs the store is refused.
    @Test func whereStoreAndHistoryAnswerWhileTheServerIsDown() throws {
        let cluster = try PostgresCluster()
        defer { cluster.remove() }
        try cluster.start()
        let database = try cluster.createDatabase()
        let store = cluster.tcpURI(database)
        #expect(try runListo(["--store", store], script: "new list Shop\nadd Bread\n").status == 0)
        let home = Fixture.temporaryFolder()
        let terminal = try PseudoTerminal(arguments: ["--store", store],
                                          environment: ["TERM": "xterm", "HOME": home.path, "XDG_STATE_HOME": home.path + "/state", "LANG": "C.UTF-8"])
        #expect(terminal.waitFor("Shop, 1 row.\r\nShop "), "\(terminal.transcript.debugDescription)")
        usleep(200_000)
        terminal.type("goto Bread\r")
        #expect(terminal.waitFor("Bread, 1 of 1"))
        cluster.stop(immediately: true)
        let away = "The store at 127.0.0.1:\(cluster.port) can't be reached now.\r\n"
        terminal.type("where store\r")
        #expect(terminal.waitFor("Store: \(try ServerAddress(store).description).\r\n" + away + "Shop "), "\(terminal.transcript.debugDescription)")
        terminal.type("history\r")
        #expect(terminal.waitFor("2. where store\r\n" + away + "Shop "), "\(terminal.transcript.debugDescription)")
        terminal.type("next\r")
        #expect(terminal.waitFor("Error: the store at 127.0.0.1:\(cluster.port) can't be reached; nothing was changed.\r\nShop "),
                "\(terminal.transcript.debugDescription)")
        terminal.type("quit\r")
        #expect(terminal.waitForExit() == 0)
    }

    /// where reads nothing from the store: with the server down it says where the
    /// session is, from memory, then that the server is away, as where store does,
    /// where it was refused (`Error: the store at … can't be reached; nothing was changed.`).
    @Test(arguments: ["en", "es"]) func whereAnswersWhileTheServerIsDown(language: String) throws {
        let es = language == "es"
        let cluster = try PostgresCluster()
        defer { cluster.remove() }
        try cluster.start()
        let database = try cluster.createDatabase()
        let store = cluster.tcpURI(database)
        #expect(try runListo(["--store", store], script: "new list Shop\nadd Bread\n").status == 0)
        let home = Fixture.temporaryFolder()
        let terminal = try PseudoTerminal(arguments: ["--language", language, "--store", store],
                                          environment: ["TERM": "xterm", "HOME": home.path, "XDG_STATE_HOME": home.path + "/state", "LANG": "C.UTF-8"])
        #expect(terminal.waitFor(es ? "Shop, 1 fila.\r\nShop " : "Shop, 1 row.\r\nShop "), "\(terminal.transcript.debugDescription)")
        usleep(200_000)
        terminal.type(es ? "ir Bread\r" : "goto Bread\r")
        #expect(terminal.waitFor(es ? "Bread, 1 de 1" : "Bread, 1 of 1"))
        cluster.stop(immediately: true)
        _ = terminal.drain()
        terminal.type(es ? "dónde\r" : "where\r")
        let away = es ? "No se puede llegar ahora al almacén en 127.0.0.1:\(cluster.port).\r\n" : "The store at 127.0.0.1:\(cluster.port) can't be reached now.\r\n"
        #expect(terminal.waitFor(away + "Shop "), "\(terminal.transcript.debugDescription)")
        #expect(terminal.transcript.contains(es ? "Bread, 1 de 1.\r\n" : "Bread, 1 of 1.\r\n"), "\(terminal.transcript.debugDescription)")
        #expect(!terminal.transcript.contains("Error:"), "\(terminal.transcript.debugDescription)")
        terminal.type("quit\r")
        #expect(terminal.waitForExit() == 0)
    }
}
