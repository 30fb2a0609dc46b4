import Foundation
import ListoTestSupport
import Testing

/// A session sitting at its prompt, half a line typed, hears at once what another
/// session committed and a reminder falling due: said on lines of their own above
/// the prompt, which is drawn again with the line as it was, and the line still runs.
@Suite(.serialized) struct IdlePromptTests {
    static func environment(_ home: URL) -> [String: String] {
        ["TERM": "xterm", "HOME": home.path, "XDG_STATE_HOME": home.path + "/state", "LANG": "C.UTF-8"]
    }

    /// Types half a line with the cursor inside it, lets `elsewhere` change the
    /// store, and checks what the idle session says, then finishes the line.
    func hearsWhileIdle(store: String, home: URL, elsewhere: () throws -> Void) throws {
        let terminal = try PseudoTerminal(arguments: ["--store", store], environment: Self.environment(home))
        #expect(terminal.waitFor("Shop, 3 rows.\r\nShop "), "the prompt: \(terminal.transcript)")
        // libedit prints the prompt before it puts the terminal in raw mode.
        usleep(200_000)
        _ = terminal.drain()
        // "add Thé vert" with the cursor before "vert": typing resumes there after the redraw.
        #expect(terminal.typeHalfLine("add Thé vert", back: 4))
        try elsewhere()
        #expect(terminal.waitFor("Bread renamed to Pain elsewhere.\r\n"), "heard at the prompt: \(terminal.transcript.debugDescription)")
        // The prompt and the line typed are drawn again after what was said.
        #expect(terminal.waitFor("Shop add Thé vert"), "the line drawn again intact: \(terminal.transcript.debugDescription)")
        let heard = terminal.transcript
        #expect(heard.components(separatedBy: "Pain elsewhere.").count == 2, "said once: \(heard.debugDescription)")
        #expect(heard.contains("\r\nBread renamed to Pain elsewhere."), "the news on a line of its own, the line typed left above it")
        _ = terminal.drain()
        terminal.type("X\r")
        #expect(terminal.waitFor("Added Thé Xvert, 4 of 4."), "the line runs with the cursor where it was: \(terminal.transcript.debugDescription)")
        _ = terminal.drain()
        terminal.type("list\r")
        #expect(terminal.waitFor("Thé Xvert"))
        #expect(terminal.waitFor("Pain"), "memory took the rename in")
        terminal.type("quit\r")
        #expect(terminal.waitForExit() == 0)
    }

    static let shop = "new list Shop\nadd Bread\nadd Milk\nadd Eggs\n"

    @Test func twoSessionsOnOneSQLiteFile() throws {
        let home = Fixture.temporaryFolder()
        let store = home.appendingPathComponent("shared.db").path
        #expect(try runListo(["--store", store], script: Self.shop).status == 0)
        try hearsWhileIdle(store: store, home: home) {
            let other = try runListo(["--store", store], script: "open Shop\ngoto Bread\nrename . Pain\n")
            #expect(other.stdout.contains("Renamed Bread to Pain."))
        }
    }

    @Test func twoSessionsOnOnePostgreSQLDatabase() throws {
        let cluster = try PostgresCluster.shared()
        let store = cluster.socketURI(try cluster.createDatabase())
        let home = Fixture.temporaryFolder()
        #expect(try runListo(["--store", store], script: Self.shop).status == 0)
        try hearsWhileIdle(store: store, home: home) {
            let other = try runListo(["--store", cluster.tcpURI(URL(string: store)!.lastPathComponent)],
                                     script: "open Shop\ngoto Bread\nrename . Pain\n")
            #expect(other.stdout.contains("Renamed Bread to Pain."), "\(other.stdout) \(other.stderr)")
        }
    }

    /// A reminder set in this session falls due a few seconds after it starts,
    /// while the prompt waits: said once, at once, the line typed drawn again.
    @Test func aReminderFallingDueIsSaidAtTheIdlePrompt() throws {
        let home = Fixture.temporaryFolder()
        let store = home.appendingPathComponent("days.db").path
        #expect(try runListo(["--store", store], script: Self.shop).status == 0)
        let terminal = try PseudoTerminal(arguments: ["--store", store, "--now", "2026-12-01T08:59:57"], environment: Self.environment(home))
        #expect(terminal.waitFor("Shop, 3 rows.\r\nShop "))
        usleep(200_000)
        terminal.type("goto Bread\r")
        #expect(terminal.waitFor("Bread, 1 of 3"), "\(terminal.transcript)")
        terminal.type("remind 9:00\r")
        #expect(terminal.waitFor("Bread: reminder today 9am.\r\nShop "), "\(terminal.transcript)")
        #expect(!terminal.transcript.contains("Reminder:"), "not due yet")
        terminal.type("add Half")
        #expect(terminal.waitFor("Half"))
        _ = terminal.drain()
        #expect(terminal.waitFor("Reminder: Bread.\r\n", seconds: 8), "said at the prompt: \(terminal.transcript.debugDescription)")
        #expect(terminal.waitFor("Shop add Half"), "the line drawn again: \(terminal.transcript.debugDescription)")
        // Once per session: the next ticks of the prompt's timer say nothing more.
        usleep(2_200_000)
        _ = terminal.waitFor("\u{0}", seconds: 0.1)
        #expect(terminal.transcript.components(separatedBy: "Reminder:").count == 2, "said once: \(terminal.transcript.debugDescription)")
        _ = terminal.drain()
        terminal.type(" done\r")
        #expect(terminal.waitFor("Added Half done"))
        #expect(!terminal.transcript.contains("Reminder:"), "not said again after the next answer")
        terminal.type("quit\r")
        #expect(terminal.waitForExit() == 0)
    }
}
