import Foundation
import ListoTestSupport
import Testing

/// Data never drives the terminal: every path listo writes bytes on shows control
/// characters instead of sending them (issue 10, point 8).
@Suite(.serialized) struct TerminalBytesTests {
    /// C0 (BEL, BS, CR), CSI, OSC 52 (set the clipboard), OSC 0 (set the title),
    /// DCS, their 8-bit C1 forms, and bidirectional overrides and isolates.
    static let attacks: [(name: String, text: String)] = [
        ("C0", "a\u{07}b\u{08}c\rd"),
        ("CSI", "\u{1B}[2J\u{1B}[31mred"),
        ("OSC 52", "\u{1B}]52;c;aGVsbG8=\u{07}"),
        ("OSC 0", "\u{1B}]0;owned\u{1B}\\"),
        ("DCS", "\u{1B}P1$qm\u{1B}\\"),
        ("C1", "\u{9B}2J\u{9D}0;t\u{9C}\u{90}q\u{85}"),
        ("bidi", "abc\u{202E}fed\u{2066}x\u{2069}\u{200F}"),
    ]
    static var hostile: String { attacks.map(\.text).joined(separator: " ") }

    /// Whether text holds anything a terminal would act on rather than show.
    static func inert(_ text: String) -> Bool {
        !text.unicodeScalars.contains { s in
            (s.value < 0x20 && s != "\n" && s != "\r") || (0x7F...0x9F).contains(s.value)
                || [0x061C, 0x200E, 0x200F, 0x2028, 0x2029].contains(s.value)
                || (0x202A...0x202E).contains(s.value) || (0x2066...0x2069).contains(s.value)
        }
    }

    static func check(_ output: String, _ path: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(inert(output), "\(path) sent raw control bytes: \(output.debugDescription)", sourceLocation: sourceLocation)
        #expect(output.contains("^[]52;c;aGVsbG8=^G"), "\(path) shows OSC 52 visibly: \(output)", sourceLocation: sourceLocation)
        #expect(output.contains("U+202E"), "\(path) names the override: \(output)", sourceLocation: sourceLocation)
    }

    @Test func answersOnStandardOutput() throws {
        for attack in Self.attacks {
            let result = try runListo(["--demo", "--echo"], script: "add x\(attack.text)\nlist\n")
            #expect(Self.inert(result.stdout), "\(attack.name): \(result.stdout.debugDescription)")
        }
        Self.check(try runListo(["--demo", "--echo"], script: "add \(Self.hostile)\nlist\n").stdout, "stdout")
    }

    @Test func usageErrorsOnStandardError() throws {
        let unknown = try runListo([Self.hostile])
        #expect(unknown.status == 2)
        Self.check(unknown.stderr, "usage error")
        let option = try runListo(["--width", Self.hostile])
        Self.check(option.stderr, "option value")
        let missing = try runListo(["--demo", "import", "/nonexistent/\(Self.hostile)"])
        Self.check(missing.stderr, "unreadable file")
    }

    @Test func importConfirmationAndExport() throws {
        let folder = Fixture.temporaryFolder()
        let file = folder.appendingPathComponent("in.md").path
        // A lone CR ends a Markdown line, as classic Mac OS files end them: the other bytes are the title's.
        let hostile = Self.hostile.replacingOccurrences(of: "\r", with: "")
        try "# \(hostile)\n- [ ] row \(hostile)\n".write(toFile: file, atomically: true, encoding: .utf8)
        let store = folder.appendingPathComponent("s.db").path
        let imported = try runListo(["--store", store, "import", file])
        #expect(imported.status == 0, "\(imported.stderr)")
        Self.check(imported.stdout, "import confirmation")
        // To a pipe the export stays byte-exact, so it imports back as it was.
        let exported = try runListo(["--store", store, "export", "--format", "markdown"])
        #expect(exported.stdout.contains("# \(hostile)\n"))
        // To a terminal it is shown, not executed.
        let terminal = try PseudoTerminal(arguments: ["--store", store, "export", "--format", "markdown"],
                                          environment: ["TERM": "dumb", "LANG": "C.UTF-8"])
        #expect(terminal.waitFor("row "))
        #expect(terminal.waitForExit() == 0)
        Self.check(terminal.transcript, "export to a terminal")
    }

    @Test func checkDiffs() throws {
        let file = Fixture.temporaryFolder().appendingPathComponent("bad.t").path
        try "#! args: --demo\nTasks, 2 sections, 5 rows.\n> add \(Self.hostile)\nNot what was said \(Self.hostile)\n"
            .write(toFile: file, atomically: true, encoding: .utf8)
        let result = try runListo(["check", file])
        #expect(result.status == 1)
        Self.check(result.stdout, "check diff")
    }

    @Test func promptAndCompletionList() throws {
        let home = Fixture.temporaryFolder()
        let store = home.appendingPathComponent("s.db").path
        _ = try runListo(["--store", store], script: "new list Z\(Self.hostile)\nadd Zed one\(Self.hostile)\nadd Zed two\(Self.hostile)\n")
        // Completion is libedit's, so not on a dumb terminal.
        let env = ["TERM": "vt100", "HOME": home.path, "XDG_STATE_HOME": home.path + "/state", "LANG": "C.UTF-8"]
        let terminal = try PseudoTerminal(arguments: ["--store", store], environment: env)
        #expect(terminal.waitFor("rows.\r\n"))
        terminal.type("open Z\(Self.hostile.prefix(1))\r")
        terminal.type("open Z\t")
        #expect(terminal.waitFor("Zed two"))
        terminal.type("\u{15}quit\r")
        #expect(terminal.waitForExit() == 0)
        // libedit's own redrawing is not data; look for the attacks' bytes only.
        let screen = terminal.transcript
        for attack in Self.attacks where attack.name != "C0" {
            #expect(!screen.contains(attack.text), "\(attack.name) reached the terminal raw")
        }
        #expect(!screen.contains("\u{1B}]52"), "OSC 52 reached the terminal")
        #expect(!screen.contains("\u{202E}") && !screen.contains("\u{9B}"))
        #expect(screen.contains("^[]52;c;aGVsbG8=^G"), "the prompt or the choices show the list's name")
    }

    /// The class, not only the cases: nothing but Output.swift writes to a descriptor.
    @Test func onlyOneFileWritesBytes() throws {
        let sources = Fixture.root.appendingPathComponent("Sources")
        let forbidden = ["Glibc.write(", "print(", "FileHandle.standardOutput", "FileHandle.standardError", "fputs(", "putchar(", "fwrite("]
        let files = FileManager.default.enumerator(atPath: sources.path)!.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("listo-bench/") && $0 != "ListoREPL/Output.swift" }
        #expect(files.count > 20)
        for file in files {
            let text = try String(contentsOfFile: sources.appendingPathComponent(file).path, encoding: .utf8)
            for word in forbidden { #expect(!text.contains(word), "\(file) writes with \(word)") }
        }
        // libedit prints completion choices itself; what it is given was made visible in Swift.
        let c = try String(contentsOfFile: sources.appendingPathComponent("CLineEditor/LineEditor.c").path, encoding: .utf8)
        #expect(c.components(separatedBy: "fprintf(").count == 2)
    }
}
