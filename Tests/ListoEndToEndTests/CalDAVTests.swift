import Foundation
import ListoTestSupport
import Testing

/// A list through a real CalDAV server and back, as a phone's task app would
/// share it: listo → a calendar folder → vdirsyncer → Radicale on 127.0.0.1 →
/// vdirsyncer → a second folder → a second listo; then what changed on the
/// "phone" side (the second folder) back to the first, and a row changed on both
/// sides kept twice and said.
@Suite(.serialized) struct CalDAVTests {
    @Test func aListGoesThroughRadicaleAndBackAndChangesComeHome() throws {
        let server = try RadicaleServer()
        defer { server.stop() }
        try server.start()
        let work = Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        let first = work.appendingPathComponent("first")
        let second = work.appendingPathComponent("second")
        try FileManager.default.createDirectory(at: second, withIntermediateDirectories: true)
        let home = work.appendingPathComponent("home.db").path
        let made = try runListo(["--store", home, "--demo", "--today", "2026-12-01"], script: """
            open Tasks
            add Water the plants
            repeat every week
            remind 1 day before
            set start 2026-12-03

            """)
        #expect(made.status == 0 && !made.stdout.contains("Error:"), "\(made.stdout)")

        // listo → folder → Radicale → second folder → a second listo, everything as it was.
        let exported = try runListo(["--store", home, "export", "--format", "vdir", "--list", "Tasks", first.path])
        #expect(exported.stdout == "Exported Tasks to \(first.path): 6 files written.\n", "\(exported.stdout)\(exported.stderr)")
        let config = try server.syncConfiguration(first: first, second: second)
        try server.vdirsyncer(config, ["discover"])
        try server.vdirsyncer(config, ["sync"])
        try server.vdirsyncer(config, ["sync"])
        let phone = work.appendingPathComponent("phone.db").path
        let arrived = try runListo(["--store", phone, "import", second.path])
        #expect(arrived.stdout == "Imported 1 list, 6 rows: Tasks.\n", "\(arrived.stdout)\(arrived.stderr)")
        #expect(arrived.stderr.isEmpty, "\(arrived.stderr)")
        let sent = try runListo(["--store", home, "export", "--format", "ics", "--list", "Tasks"]).stdout
        #expect(try runListo(["--store", phone, "export", "--format", "ics", "--list", "Tasks"]).stdout == sent)

        // On the phone's side: a row renamed, one deleted, a task of another app's added.
        #expect(try CalendarFolder.replace("SUMMARY:Water the plants", with: "SUMMARY:Water the plants and the fern", inFileHolding: "SUMMARY:Water the plants", in: second), "no file holds the task")
        if let bread = try CalendarFolder.file(holding: "SUMMARY:Buy bread", in: second) { try FileManager.default.removeItem(at: bread) }
        try """
            BEGIN:VCALENDAR\r
            VERSION:2.0\r
            PRODID:+//IDN tasks.org//android-130804//EN\r
            BEGIN:VTODO\r
            DTSTAMP:20261201T090000Z\r
            UID:7283491620391847562\r
            SUMMARY:Call the plumber\r
            DUE;VALUE=DATE:20261204\r
            CATEGORIES:Pending\r
            END:VTODO\r
            END:VCALENDAR\r

            """.write(to: second.appendingPathComponent("7283491620391847562.ics"), atomically: true, encoding: .utf8)
        try server.vdirsyncer(config, ["sync"])
        try server.vdirsyncer(config, ["sync"])
        let back = try runListo(["--store", home, "import", first.path])
        #expect(back.stdout == "Took from \(first.path) into Tasks: 1 row changed, 1 added, 1 removed.\n", "\(back.stdout)\(back.stderr)")
        let read = try runListo(["--store", home, "--today", "2026-12-01"], script: "open Tasks\nlist all\n").stdout
        #expect(read.contains("Water the plants and the fern") && read.contains("Call the plumber, due Friday") && !read.contains("Buy bread"), "\(read)")

        // The same row changed on both sides: both kept, and said.
        let exportedAgain = try runListo(["--store", home, "export", "--format", "vdir", "--list", "Tasks", first.path])
        #expect(exportedAgain.status == 0 && exportedAgain.stderr.isEmpty, "\(exportedAgain.stderr)")
        try server.vdirsyncer(config, ["sync"])
        try server.vdirsyncer(config, ["sync"])
        #expect(try CalendarFolder.replace("SUMMARY:Call Ana", with: "SUMMARY:Call Ana back", inFileHolding: "SUMMARY:Call Ana", in: second), "no file holds the task")
        try server.vdirsyncer(config, ["sync"])
        try server.vdirsyncer(config, ["sync"])
        let renamed = try runListo(["--store", home], script: "open Tasks\nrename Call Ana to Call Ana tonight\n")
        #expect(renamed.stdout.contains("Renamed Call Ana to Call Ana tonight."), "\(renamed.stdout)")
        let both = try runListo(["--store", home, "import", first.path])
        #expect(both.stderr == "Changed here and in \(first.path): Call Ana tonight. Both kept: the folder's version is the row after it.\n", "\(both.stderr)")
        let after = try runListo(["--store", home, "--today", "2026-12-01"], script: "open Tasks\nlist all\n").stdout
        #expect(after.contains("Call Ana tonight") && after.contains("Call Ana back"), "\(after)")
    }
}
