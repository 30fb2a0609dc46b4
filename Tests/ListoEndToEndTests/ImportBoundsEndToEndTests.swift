import Foundation
import Glibc
import ListoTestSupport
import Testing

/// What a fuzzed `listo --store X import FILE` found, through the built listo: a
/// device is refused at once, a pipe is read, an iCalendar line or a nesting past
/// what listo reads is refused on its line, and what an iCalendar file holds that
/// listo can't keep is named, never dropped unsaid. Each refusal is one `Error:`
/// line, exit 1, and no store is left behind.
@Suite struct ImportBoundsEndToEndTests {
    /// A calendar of one task, `lines` inside its VTODO after its UID and SUMMARY.
    static func calendar(_ lines: [String], summary: String = "Pay rent") -> String {
        (["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:x", "BEGIN:VTODO", "UID:u1", "SUMMARY:" + summary] + lines
            + ["END:VTODO", "END:VCALENDAR", ""]).joined(separator: "\r\n")
    }

    /// Imports `text` written to a file named `name` into a new store: the result, the
    /// file named by its own name in what is said, and whether the store was left.
    static func imported(_ text: String, named name: String, language: String = "en") throws -> (result: ProcessResult, store: Bool) {
        let folder = Fixture.temporaryFolder()
        let file = folder.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        let store = folder.appendingPathComponent("s.db").path
        var result = try runListo(["--store", store, "--language", language, "import", file.path])
        result.stderr = result.stderr.replacingOccurrences(of: folder.path + "/", with: "")
        return (result, FileManager.default.fileExists(atPath: store))
    }

    @Test(arguments: [
        ("en", "Error: z.ics can't be imported: it is a device, not a file: listo imports a file, or what a pipe gives. Nothing was imported.\n"),
        ("es", "Error: no se puede importar z.ics: es un dispositivo, no un archivo: listo importa un archivo, o lo que da una tubería. No se importó nada.\n"),
    ])
    func aDeviceBehindALinkIsRefusedAtOnce(language: String, expected: String) throws {
        let folder = Fixture.temporaryFolder()
        let link = folder.appendingPathComponent("z.ics").path
        #expect(symlink("/dev/zero", link) == 0)
        let store = folder.appendingPathComponent("i.db").path
        let result = try runListo(["--store", store, "--language", language, "import", link], seconds: 30)
        #expect(result.status == 1)
        #expect(result.stderr.replacingOccurrences(of: folder.path + "/", with: "") == expected, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: store))
        let named = try runListo(["--store", store, "import", "/dev/urandom"], seconds: 30)
        #expect(named.status == 1 && named.stderr.hasPrefix("Error: /dev/urandom can't be imported: it is a device"), "\(named.stderr)")
    }

    @Test func aPipeIsReadAsAFileIs() throws {
        let folder = Fixture.temporaryFolder()
        let first = folder.appendingPathComponent("first.db").path
        #expect(try runListo(["--store", first, "--demo"], script: "quit\n").status == 0)
        let exported = try runListo(["--store", first, "export"]).stdout
        let fifo = folder.appendingPathComponent("lists.pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let writer = Thread {
            guard let handle = FileHandle(forWritingAtPath: fifo) else { return }
            handle.write(Data(exported.utf8))
            try? handle.close()
        }
        writer.start()
        let store = folder.appendingPathComponent("second.db").path
        let result = try runListo(["--store", store, "import", fifo], seconds: 60)
        #expect(result.status == 0 && result.stdout.hasPrefix("Imported 4 lists, "), "\(result.stderr)")
        #expect(try runListo(["--store", store, "export"]).stdout == exported)
    }

    @Test(arguments: [
        ("en", "Error: h.ics can't be imported: line 6: a line longer than 4 MB, its folded lines joined, the most listo reads in one iCalendar line. Nothing was imported.\n"),
        ("es", "Error: no se puede importar h.ics: línea 6: una línea de más de 4 MB, unidas sus líneas plegadas, lo más que listo lee en una línea de iCalendar. No se importó nada.\n"),
    ])
    func anICalendarLinePastItsBoundIsRefusedOnItsLine(language: String, expected: String) throws {
        // Folded, as a writer folds it: the line is the folded lines joined.
        let long = String(repeating: "x", count: 4 << 20).chunked(75).joined(separator: "\r\n ")
        let (result, store) = try Self.imported(Self.calendar([]).replacingOccurrences(of: "SUMMARY:Pay rent", with: "SUMMARY:" + long),
                                                named: "h.ics", language: language)
        #expect(result.status == 1 && !store)
        #expect(result.stderr.split(separator: "\n").last.map { String($0) + "\n" } == expected, "\(result.stderr.prefix(300))")
    }

    @Test func aLongLineWithinTheBoundIsKeptWhole() throws {
        let title = String(repeating: "y", count: 3 << 20)
        let folder = Fixture.temporaryFolder()
        let file = folder.appendingPathComponent("long.ics")
        try Self.calendar([], summary: title).write(to: file, atomically: true, encoding: .utf8)
        let store = folder.appendingPathComponent("s.db").path
        let result = try runListo(["--store", store, "import", file.path])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr.prefix(300))")
        let exported = try runListo(["--store", store, "export"]).stdout
        #expect(exported.contains("\"title\" : \"" + title + "\""))
    }

    @Test func aLineOfTooManyParametersIsRefusedOnItsLine() throws {
        let (result, store) = try Self.imported(Self.calendar(["X-FOO" + String(repeating: ";P=1", count: 101) + ":v"]), named: "p.ics")
        #expect(result.status == 1 && !store)
        #expect(result.stderr == "Error: p.ics can't be imported: line 7: a line with more than 100 parameters, the most listo reads in one iCalendar line. Nothing was imported.\n")
        // A semicolon inside a quoted parameter or in the value is no parameter.
        let quoted = Self.calendar(["X-FOO;P=\"" + String(repeating: ";", count: 200) + "\":" + String(repeating: ";", count: 200)])
        #expect(try Self.imported(quoted, named: "q.ics").result.status == 0)
    }

    /// 100 tasks each inside the one before: task 64 would be a row 65 levels down.
    static var chain: String {
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:x"]
        for i in 0..<100 {
            lines += ["BEGIN:VTODO", "UID:u\(i)", "SUMMARY:Task \(i)"]
            if i > 0 { lines.append("RELATED-TO;RELTYPE=PARENT:u\(i - 1)") }
            lines.append("END:VTODO")
        }
        return (lines + ["END:VCALENDAR", ""]).joined(separator: "\r\n")
    }

    @Test(arguments: [
        ("en", "Error: deep.ics can't be imported: line 324: \"Task 64\" goes deeper than 64 levels, the most rows go inside others. Nothing was imported.\n"),
        ("es", "Error: no se puede importar deep.ics: línea 324: \"Task 64\" pasa de 64 niveles, lo más que una fila puede estar dentro de otras. No se importó nada.\n"),
    ])
    func tasksNestedPastTheLevelsAreRefusedNotDropped(language: String, expected: String) throws {
        let (result, store) = try Self.imported(Self.chain, named: "deep.ics", language: language)
        #expect(result.status == 1 && !store)
        #expect(result.stderr == expected, "\(result.stderr)")
    }

    /// A JSON file of one row with `depth` levels of rows, each inside the one before, one a line.
    static func nested(_ depth: Int) -> String {
        var row = "{\"title\": \"r\(depth - 1)\"}"
        for i in stride(from: depth - 2, through: 0, by: -1) { row = "{\"title\": \"r\(i)\",\n\"children\": [\n\(row)]}" }
        return "{\"lists\": [{\"name\": \"Deep\", \"style\": \"plain\", \"selection\": \"none\", \"ordering\": \"manual\", \"leading\": [], \"trailing\": [], "
            + "\"fullSwipeLeading\": false, \"fullSwipeTrailing\": false, \"movable\": true, \"deletable\": true,\n\"sections\": [{\"rows\": [\n\(row)]}]}]}\n"
    }

    @Test func aJSONRowNestedPastTheLevelsIsRefusedOnItsLine() throws {
        #expect(try Self.imported(Self.nested(64), named: "ok.json").result.status == 0)
        let (result, store) = try Self.imported(Self.nested(66), named: "deep.json")
        #expect(result.status == 1 && !store)
        #expect(result.stderr == "Error: deep.json can't be imported: line 131: \"r64\" goes deeper than 64 levels, the most rows go inside others. Nothing was imported.\n")
        let far = try Self.imported(Self.nested(1000), named: "far.json", language: "es").result
        #expect(far.status == 1)
        #expect(far.stderr == "Error: no se puede importar far.json: línea 513: valores anidados a más de 512 niveles; las filas van unas dentro de otras 64 niveles como mucho. No se importó nada.\n")
    }

    @Test(arguments: [
        ("DUE;VALUE=DATE:20260231", "Not kept: DUE on Pay rent, a value listo can't hold."),
        ("DUE;VALUE=DATE:00000101", "Not kept: DUE on Pay rent, a value listo can't hold."),
        ("DTSTART;VALUE=DATE:20261332", "Not kept: DTSTART on Pay rent, a value listo can't hold."),
        ("RRULE:FREQ=DAILY;UNTIL=00000101", "Not kept: RRULE UNTIL on Pay rent, a value listo can't hold."),
        ("PRIORITY:99999999999999999999", "Not kept: PRIORITY on Pay rent, a value listo can't hold."),
    ])
    func aValueListoCantHoldIsNamedWithItsTask(line: String, said: String) throws {
        let (result, _) = try Self.imported(Self.calendar([line]), named: "v.ics")
        #expect(result.status == 0 && result.stdout == "Imported 1 list, 1 row: v.\n")
        #expect(result.stderr == said + "\n", "\(result.stderr)")
    }

    @Test func aValueListoCantHoldOnManyTasksIsCountedInSpanish() throws {
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:x"]
        for i in 1...3 { lines += ["BEGIN:VTODO", "UID:u\(i)", "SUMMARY:Tarea \(i)", "DUE;VALUE=DATE:2026023\(i)", "END:VTODO"] }
        let text = (lines + ["END:VCALENDAR", ""]).joined(separator: "\r\n")
        let (result, _) = try Self.imported(text, named: "v.ics", language: "es")
        #expect(result.status == 0)
        // The 31st, 32nd and 33rd of February: no days on the calendar.
        #expect(result.stderr == "Sin guardar: DUE en 3 tareas, como Tarea 1: valores que listo no puede guardar.\n", "\(result.stderr)")
    }

    @Test func whatAFileWroteIsSaidClippedInANotKeptLine() throws {
        let title = String(repeating: "T", count: 300)
        let (result, _) = try Self.imported(Self.calendar(["X-" + String(repeating: "A", count: 100_000) + ":v", "DUE;VALUE=DATE:20260231"], summary: title),
                                            named: "n.ics")
        #expect(result.status == 0)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 2 && lines.allSatisfy { $0.count < 200 }, "\(lines.map(\.count))")
        #expect(lines.first.map(String.init) == "Not kept: X-" + String(repeating: "A", count: 38) + "... (100002 characters), on 1 task.")
    }

    @Test func markdownWithCarriageReturnsAloneKeepsItsRows() throws {
        let folder = Fixture.temporaryFolder()
        let file = folder.appendingPathComponent("mac.md")
        try "# Old Mac\r## Part\r- [ ] One\r- [x] Two\r  - [ ] Inner\r".write(to: file, atomically: true, encoding: .utf8)
        let store = folder.appendingPathComponent("s.db").path
        let result = try runListo(["--store", store, "import", file.path])
        #expect(result.status == 0 && result.stdout == "Imported 1 list, 3 rows: Old Mac.\n", "\(result.stdout)\(result.stderr)")
        #expect(try runListo(["--store", store, "export", "--format", "markdown"]).stdout
            == "# Old Mac\n\n## Part\n\n- [ ] One\n- [x] Two\n  - [ ] Inner\n")
    }
}

extension String {
    /// The text in pieces of `size` characters, the last one shorter.
    func chunked(_ size: Int) -> [String] {
        var pieces: [String] = []
        var rest = Substring(self)
        while !rest.isEmpty {
            pieces.append(String(rest.prefix(size)))
            rest = rest.dropFirst(size)
        }
        return pieces
    }
}
