import Foundation
import ListoTestSupport
import Testing

/// Two listo processes on one store: one sits at its prompt on a row, the other
/// deletes that row. The first hears it at once with where focus went; the change
/// typed next is refused once, saying so, and typed again goes to that row.
@Suite(.serialized) struct DeletedElsewhereAtPromptTests {
    static let shop = "new list Shop\nfield add qty number\nadd Soy milk\nadd Butter\nadd Eggs\n"

    func changeGoesWhereFocusWent(store: String, other: String) throws {
        let home = Fixture.temporaryFolder()
        #expect(try runListo(["--store", store], script: Self.shop).status == 0)
        let terminal = try PseudoTerminal(arguments: ["--store", store], environment: IdlePromptTests.environment(home))
        #expect(terminal.waitFor("Shop, 3 rows.\r\nShop "), "the prompt: \(terminal.transcript)")
        terminal.type("goto Soy milk\r")
        #expect(terminal.waitFor("Soy milk, 1 of 3"), "\(terminal.transcript.debugDescription)")
        usleep(200_000)
        _ = terminal.drain()
        let deleting = try runListo(["--store", other], script: "open Shop\ndelete Soy milk\n")
        #expect(deleting.stdout.contains("Deleted Soy milk."), "\(deleting.stdout) \(deleting.stderr)")
        #expect(terminal.waitFor("Now on Butter, 1 of 2.\r\n"), "heard at the prompt: \(terminal.transcript.debugDescription)")
        usleep(200_000)
        _ = terminal.drain()
        // Focus moved under the prompt: the first change is refused once, saying where focus is.
        terminal.type("set qty 5\r")
        #expect(terminal.waitFor("Error: focus is now on Butter, moved by a change elsewhere."), "\(terminal.transcript.debugDescription)")
        #expect(!terminal.transcript.contains("qty 5."), "\(terminal.transcript.debugDescription)")
        terminal.type("set qty 5\r")
        #expect(terminal.waitFor("Butter: qty 5."), "typed again, the change goes to Butter: \(terminal.transcript.debugDescription)")
        terminal.type("quit\r")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func onOneSQLiteFile() throws {
        let store = Fixture.temporaryFolder().appendingPathComponent("shared.db").path
        try changeGoesWhereFocusWent(store: store, other: store)
    }

    @Test func onOnePostgreSQLDatabase() throws {
        let cluster = try PostgresCluster.shared()
        let store = cluster.socketURI(try cluster.createDatabase())
        try changeGoesWhereFocusWent(store: store, other: cluster.tcpURI(URL(string: store)!.lastPathComponent))
    }
}
