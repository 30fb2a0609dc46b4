import Foundation
import ListoTestSupport
import Testing

/// A repeating task the phone completed in a calendar folder comes home on to its
/// next occurrence, is said so, and the next export sends the phone that occurrence.
@Suite struct VdirDoneRepeatTests {
    @Test func aRepeatingTaskDoneOnThePhoneComesBack() throws {
        let work = Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        let folder = work.appendingPathComponent("cal")
        let home = work.appendingPathComponent("me.db").path
        let now = ["--now", "2026-12-05 09:00"]
        _ = try runListo(["--store", home, "--demo"] + now, script: "goto 1\nadd Vitamins\nset due 2026-12-05\nrepeat every 3 days\n")
        let exported = try runListo(["--store", home, "export", "--format", "vdir", "--list", "Tasks", folder.path])
        #expect(exported.status == 0, "\(exported.stderr)")
        let file = try #require(try CalendarFolder.file(holding: "SUMMARY:Vitamins", in: folder))
        #expect(try CalendarFolder.replace("STATUS:NEEDS-ACTION\r\n", with: "", inFileHolding: "SUMMARY:Vitamins", in: folder), "no file holds the task")
        #expect(try CalendarFolder.replace("BEGIN:VTODO\r\n", with: "BEGIN:VTODO\r\nSTATUS:COMPLETED\r\nCOMPLETED:20261205T110000Z\r\n",
                                   inFileHolding: "SUMMARY:Vitamins", in: folder), "no file holds the task")

        let imported = try runListo(["--store", home, "import", folder.path] + now)
        #expect(imported.stdout == "Took from \(folder.path) into Tasks: 1 row changed.\n"
            + "Done in \(folder.path): Vitamins. Next due Tuesday 8 December.\n", "\(imported.stderr)")
        let read = try runListo(["--store", home] + now, script: "find Vitamins\nread\n")
        #expect(read.stdout.contains("Vitamins, 4 of 4, due Tuesday, repeats every 3 days"), "\(read.stdout)")

        let again = try runListo(["--store", home, "export", "--format", "vdir", "--list", "Tasks", folder.path])
        #expect(again.stdout.hasPrefix("Exported Tasks to \(folder.path): 1 file written"), "\(again.stdout)")
        let sent = try String(contentsOf: file, encoding: .utf8)
        #expect(sent.contains("STATUS:NEEDS-ACTION\r\n") && sent.contains("DUE;VALUE=DATE:20261208\r\n"), "\(sent)")
        #expect(!sent.contains("COMPLETED:"), "\(sent)")
    }

    /// The next due said as every other answer says a day: tomorrow, not its date; in
    /// Spanish without "el" before it. --today is the day it is said from, as --now's is.
    @Test func aNextDueTomorrowIsSaidSo() throws {
        let work = Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        let folder = work.appendingPathComponent("cal")
        let home = work.appendingPathComponent("me.db").path
        let today = ["--today", "2026-12-05"]
        _ = try runListo(["--store", home, "--demo"] + today, script: "goto 1\nadd Vitamins\nset due 2026-12-05\nrepeat every day\n")
        #expect(try runListo(["--store", home, "export", "--format", "vdir", "--list", "Tasks", folder.path]).status == 0)
        #expect(try CalendarFolder.replace("STATUS:NEEDS-ACTION\r\n", with: "", inFileHolding: "SUMMARY:Vitamins", in: folder), "no file holds the task")
        #expect(try CalendarFolder.replace("BEGIN:VTODO\r\n", with: "BEGIN:VTODO\r\nSTATUS:COMPLETED\r\nCOMPLETED:20261205T110000Z\r\n",
                                   inFileHolding: "SUMMARY:Vitamins", in: folder), "no file holds the task")
        let imported = try runListo(["--store", home, "--language", "es", "import", folder.path] + today)
        #expect(imported.lines.last == "Hecha en \(folder.path): Vitamins. Vuelve a vencer mañana.", "\(imported.stdout)")
    }
}
