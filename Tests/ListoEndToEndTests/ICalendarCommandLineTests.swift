import Foundation
import ListoTestSupport
import Testing

/// `listo export --format ics` and `listo import FILE.ics` through the built listo:
/// the file on standard output, an import said on standard output, and what a
/// foreign file held that listo could not keep named on standard error, a line a kind.
@Suite struct ICalendarCommandLineTests {
    @Test func theSampleListsGoThroughICalendarAndComeBackAsTheSameBytes() throws {
        let folder = Fixture.temporaryFolder()
        let first = folder.appendingPathComponent("first.db").path
        #expect(try runListo(["--store", first, "--demo"], script: "quit\n").status == 0)
        let exported = try runListo(["--store", first, "export", "--format", "ics"])
        #expect(exported.status == 0 && exported.stderr.isEmpty, "\(exported.stderr)")
        #expect(exported.stdout.components(separatedBy: "BEGIN:VCALENDAR\r\n").count == 5)
        let file = folder.appendingPathComponent("lists.ics")
        try exported.stdout.write(to: file, atomically: true, encoding: .utf8)
        let second = folder.appendingPathComponent("second.db").path
        let imported = try runListo(["--store", second, "import", file.path])
        #expect(imported.status == 0 && imported.stderr.isEmpty, "\(imported.stderr)")
        #expect(imported.stdout.hasPrefix("Imported 4 lists, "))
        #expect(try runListo(["--store", second, "export", "--format", "ics"]).stdout == exported.stdout)
        let one = try runListo(["--store", second, "export", "--format", "ics", "--list", "Tasks"])
        #expect(one.stdout.components(separatedBy: "BEGIN:VCALENDAR\r\n").count == 2 && one.stdout.contains("X-WR-CALNAME:Tasks\r\n"))
    }

    @Test func whatAnotherAppsFileHeldThatListoCannotKeepIsNamedOnStandardError() throws {
        let folder = Fixture.temporaryFolder()
        let file = folder.appendingPathComponent("phone.ics")
        try """
            BEGIN:VCALENDAR\r
            VERSION:2.0\r
            PRODID:-//Nextcloud Tasks v0.16.1\r
            BEGIN:VTODO\r
            UID:a-1\r
            SUMMARY:Groceries\r
            LOCATION:Market\r
            CATEGORIES:Errands,Shopping\r
            RRULE:FREQ=WEEKLY;COUNT=3\r
            DUE:20261207T120000Z\r
            END:VTODO\r
            BEGIN:VTODO\r
            UID:a-2\r
            SUMMARY:Bread\r
            LOCATION:Bakery\r
            END:VTODO\r
            END:VCALENDAR\r

            """.write(to: file, atomically: true, encoding: .utf8)
        let store = folder.appendingPathComponent("s.db").path
        let result = try runListo(["--store", store, "import", file.path])
        #expect(result.status == 0)
        #expect(result.stdout == "Imported 1 list, 2 rows: phone.\n")
        #expect(result.stderr.split(separator: "\n") == [
            "Not kept: LOCATION, on 2 tasks.",
            "Not kept: the time of day of DUE, on 1 task: listo keeps the day.",
            "Not kept: COUNT=3 in a repeat, on Groceries.",
            "Not kept: categories after the first, which is its section, on 1 task.",
        ])
        let again = try runListo(["--store", store, "import", file.path])
        // A second import is refused with the way on, where it named none.
        #expect(again.status == 1)
        #expect(again.stderr == "Error: \(file.path) can't be imported: a list named phone already exists: "
                + "rename list phone to NEW or delete list phone first. Nothing was imported.\n")
    }
}

/// Notes of several lines, as a Markdown file and an iCalendar DESCRIPTION bring them:
/// read says them a line at a time, the detail as sentences, never with ^J.
@Suite struct NoteLinesEndToEndTests {
    @Test(arguments: ["md", "ics"])
    func aNoteOfSeveralLinesIsReadByItsLines(kind: String) throws {
        let folder = Fixture.temporaryFolder()
        let file = folder.appendingPathComponent("notas.\(kind)")
        let text = kind == "md"
            ? "# Notas\n\n- [ ] Receta\n  Harina 200 g\n  Huevos 2\n\n  Hornear 30 minutos\n"
            : "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//x//y\r\nX-WR-CALNAME:Notas\r\nBEGIN:VTODO\r\nUID:r-1\r\nSUMMARY:Receta\r\n"
                + "DESCRIPTION:Harina 200 g\\nHuevos 2\\n\\nHornear 30 minutos\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
        try text.write(to: file, atomically: true, encoding: .utf8)
        let store = folder.appendingPathComponent("n.db").path
        #expect(try runListo(["--store", store, "import", file.path]).status == 0)
        let read = try runListo(["--store", store, "--language", "es", "-c", "ir 1; leer; abrir ."])
        #expect(!read.stdout.contains("^J"), "\(read.stdout)")
        #expect(read.lines.contains("Notas: Harina 200 g."), "\(read.stdout)")
        #expect(read.lines.contains("Huevos 2."), "\(read.stdout)")
        #expect(read.lines.contains("Hornear 30 minutos."), "\(read.stdout)")
        #expect(read.stdout.contains("Harina 200 g. Huevos 2. Hornear 30 minutos."), "the detail: \(read.stdout)")
        // A Braille line of 20 cells wraps each of the note's lines as any answer's.
        let narrow = try runListo(["--store", store, "--language", "es", "--width", "20", "-c", "ir 1; leer"])
        #expect(!narrow.stdout.contains("^J") && narrow.lines.contains("Huevos 2."), "\(narrow.stdout)")
    }
}
