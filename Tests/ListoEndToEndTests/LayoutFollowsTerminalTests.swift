import Foundation
import ListoTestSupport
import Testing

/// `layout automatic` on a terminal: the layout is the one the terminal's width
/// gives, at start and after each resize, and a resize that changes it says so on
/// a line of its own above the prompt, which is drawn again with the line typed.
@Suite(.serialized) struct LayoutFollowsTerminalTests {
    static func environment(_ home: URL) -> [String: String] {
        ["TERM": "xterm", "HOME": home.path, "XDG_STATE_HOME": home.path + "/state", "LANG": "C.UTF-8"]
    }

    @Test func aResizeAcrossTheRegularWidthChangesTheLayoutAndSaysSo() throws {
        let home = Fixture.temporaryFolder()
        // The pseudo-terminal starts 80 columns wide: the width the regular layout needs.
        let terminal = try PseudoTerminal(arguments: ["--demo", "--layout", "automatic"], environment: Self.environment(home))
        #expect(terminal.waitFor("Tasks, 2 sections, 5 rows.\r\nTasks "), "the prompt: \(terminal.transcript)")
        usleep(200_000)
        terminal.type("where\r")
        #expect(terminal.waitFor("Layout regular: the terminal is 80 columns."), "read at start: \(terminal.transcript.debugDescription)")
        #expect(terminal.waitFor("Content column: Tasks."), "the columns coexist")
        #expect(terminal.waitFor("80 columns.\r\nTasks "))
        usleep(100_000)
        _ = terminal.drain()
        // Half a line typed, the cursor inside it, when the window narrows.
        #expect(terminal.typeHalfLine("add Thé vert", back: 4))
        terminal.resize(columns: 60)
        #expect(terminal.waitFor("\r\nLayout compact: the terminal is 60 columns, fewer than 80.\r\n"),
               "said on a line of its own: \(terminal.transcript.debugDescription)")
        #expect(terminal.waitFor("Tasks add Thé vert"), "the line drawn again intact: \(terminal.transcript.debugDescription)")
        #expect(!terminal.transcript.contains("\u{1B}[KTasks add Thé vert\r\nLayout"),
                "the prompt is not drawn again before the line: \(terminal.transcript.debugDescription)")
        // Narrower still, or wider but under 80: the layout stays, and nothing is said, the prompt not drawn again.
        _ = terminal.waitFor("\u{0}", seconds: 0.3)
        let before = terminal.transcript
        terminal.resize(columns: 50)
        _ = terminal.waitFor("\u{0}", seconds: 0.3)
        #expect(terminal.transcript == before, "a resize that leaves the layout writes nothing: \(terminal.transcript.debugDescription)")
        terminal.resize(columns: 79)
        usleep(500_000)
        #expect(terminal.transcript.components(separatedBy: "Layout ").count == 2, "said once: \(terminal.transcript.debugDescription)")
        _ = terminal.drain()
        terminal.type("X\r")
        #expect(terminal.waitFor("Added Thé Xvert, 4 of 4."), "the line runs with the cursor where it was: \(terminal.transcript.debugDescription)")
        _ = terminal.drain()
        terminal.type("where\r")
        #expect(terminal.waitFor("Layout compact: the terminal is 79 columns, fewer than 80."), "\(terminal.transcript.debugDescription)")
        #expect(terminal.transcript.contains("Content column: Tasks"), "the column named as in the regular layout: \(terminal.transcript.debugDescription)")
        #expect(terminal.waitFor("80.\r\nTasks "))
        usleep(100_000)
        _ = terminal.drain()
        terminal.resize(columns: 120)
        #expect(terminal.waitFor("Layout regular: the terminal is 120 columns.\r\n"), "wide again: \(terminal.transcript.debugDescription)")
        _ = terminal.drain()
        terminal.type("rotor columns\r")
        #expect(terminal.waitFor("Rotor: columns."), "the columns rotor is offered: \(terminal.transcript.debugDescription)")
        terminal.type("quit\r")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func spanishSaysTheLayoutAndANamedLayoutStaysPut() throws {
        let home = Fixture.temporaryFolder()
        let terminal = try PseudoTerminal(arguments: ["--demo", "--language", "es"], environment: Self.environment(home))
        #expect(terminal.waitFor("Tareas, 2 secciones, 5 filas.\r\n"), "\(terminal.transcript.debugDescription)")
        usleep(200_000)
        // A layout chosen by name does not follow the terminal.
        terminal.resize(columns: 100)
        usleep(500_000)
        #expect(!terminal.transcript.contains("Vista"), "compact by name: \(terminal.transcript.debugDescription)")
        terminal.type("disposición automática\r")
        #expect(terminal.waitFor("Vista automática.\r\nVista regular: la terminal tiene 100 columnas.\r\n"), "\(terminal.transcript.debugDescription)")
        usleep(100_000)
        _ = terminal.drain()
        terminal.resize(columns: 40)
        #expect(terminal.waitFor("Vista compacta: la terminal tiene 40 columnas, menos de 80.\r\n"), "\(terminal.transcript.debugDescription)")
        terminal.type("salir\r")
        #expect(terminal.waitForExit() == 0)
    }

    /// On a dumb terminal (Emacs's shell) listo reads lines itself, and a resize is
    /// heard there the same way, with the prompt written again after it.
    @Test func aDumbTerminalHearsTheResizeToo() throws {
        let home = Fixture.temporaryFolder()
        var environment = Self.environment(home)
        environment["TERM"] = "dumb"
        let terminal = try PseudoTerminal(arguments: ["--demo", "--layout", "automatic"], environment: environment, echo: false)
        #expect(terminal.waitFor("Tasks, 2 sections, 5 rows.\r\nTasks "), "\(terminal.transcript.debugDescription)")
        _ = terminal.drain()
        terminal.resize(columns: 60)
        #expect(terminal.waitFor("Layout compact: the terminal is 60 columns, fewer than 80.\r\nTasks "), "\(terminal.transcript.debugDescription)")
        terminal.type("quit\r")
        #expect(terminal.waitForExit() == 0)
    }
}
