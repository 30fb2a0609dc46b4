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

    /// listo keeps the day a task was completed, not its time. A COMPLETED with a time,
    /// imported and exported, is written on the day listo kept (the day it fell on
    /// here), read here and read in UTC alike, in time zones far from UTC either way;
    /// read back it is the same day, with no time of day said lost, and the same bytes
    /// again. Local midnight, written before, was the day before in UTC east of it.
    @Test(arguments: ["Pacific/Kiritimati", "Pacific/Auckland", "UTC", "America/Los_Angeles", "Etc/GMT+12"])
    func aCompletedDayStaysItsDayFarFromUTC(_ zone: String) throws {
        let folder = Fixture.temporaryFolder()
        let file = folder.appendingPathComponent("phone.ics")
        let instants = ["20261205T233000Z", "20261205T003000Z", "20261206T121500Z"]
        try ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//tasks.org//EN\r\n"
            + instants.enumerated().map { "BEGIN:VTODO\r\nUID:t\($0)\r\nSUMMARY:Task \($0)\r\nSTATUS:COMPLETED\r\nCOMPLETED:\($1)\r\nEND:VTODO\r\n" }.joined()
            + "END:VCALENDAR\r\n").write(to: file, atomically: true, encoding: .utf8)
        let env = ["TZ": zone]
        let first = folder.appendingPathComponent("first.db").path
        let imported = try runListo(["--store", first, "import", file.path], environment: env)
        #expect(imported.status == 0)
        #expect(imported.stderr == "Not kept: the time of day of COMPLETED, on 3 tasks: listo keeps the day.\n")
        let exported = try runListo(["--store", first, "export", "--format", "ics"], environment: env)
        let written = exported.stdout.components(separatedBy: "\r\n").filter { $0.hasPrefix("COMPLETED:") }.map { String($0.dropFirst(10)) }
        #expect(written.count == instants.count, "\(exported.stdout)")
        let here = try #require(TimeZone(identifier: zone)), utc = try #require(TimeZone(identifier: "UTC"))
        func day(_ text: String, in zone: TimeZone) -> String? {
            let parser = DateFormatter()
            parser.locale = Locale(identifier: "en_US_POSIX")
            parser.timeZone = utc
            parser.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
            guard let date = parser.date(from: text) else { return nil }
            let days = DateFormatter()
            days.locale = Locale(identifier: "en_US_POSIX")
            days.timeZone = zone
            days.dateFormat = "yyyy-MM-dd"
            return days.string(from: date)
        }
        for (instant, moment) in zip(instants, written) {
            let kept = try #require(day(instant, in: here), "the day it fell on in \(zone)")
            #expect(day(moment, in: here) == kept, "\(instant) written as \(moment): the same day in \(zone)")
            #expect(day(moment, in: utc) == kept, "\(instant) written as \(moment): the same day read in UTC, from \(zone)")
        }
        let json = try runListo(["--store", first, "export", "--format", "json"], environment: env).stdout
        for instant in instants { #expect(json.contains("\"\(day(instant, in: here) ?? "")\""), "the day kept: \(json)") }
        let again = folder.appendingPathComponent("again.ics")
        try exported.stdout.write(to: again, atomically: true, encoding: .utf8)
        let second = folder.appendingPathComponent("second.db").path
        let reimported = try runListo(["--store", second, "import", again.path], environment: env)
        #expect(reimported.status == 0 && reimported.stderr.isEmpty, "listo's own day has no time to lose: \(reimported.stderr)")
        #expect(try runListo(["--store", second, "export", "--format", "ics"], environment: env).stdout == exported.stdout)
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
        // The detail says the note on lines of its own, as read does.
        #expect(read.stdout.contains("Detalle: Receta, 1 de 1.\nNotas: Harina 200 g.\nHuevos 2.\nHornear 30 minutos.\n"), "the detail: \(read.stdout)")
        // A Braille line of 20 cells wraps each of the note's lines as any answer's.
        let narrow = try runListo(["--store", store, "--language", "es", "--width", "20", "-c", "ir 1; leer"])
        #expect(!narrow.stdout.contains("^J") && narrow.lines.contains("Huevos 2."), "\(narrow.stdout)")
    }
}
