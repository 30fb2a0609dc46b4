import Foundation
import ListoModel
@testable import ListoStore
import ListoTestSupport
import Testing

/// Issue 25, point 1: numbers read from an imported file (JSON, todo.txt,
/// Markdown, iCalendar), at the ends of Int's range or past them, in every place
/// a file holds one. Each file is imported or refused in one problem, nothing
/// written; what was imported goes out in every format and reads in a session,
/// never an arithmetic trap.
@Suite struct FileNumbersTests {
    static let numbers = ["-9223372036854775808", "9223372036854775807", "9223372036854775808", "-1", "0", "99999999999", "1e309"]
    static let dates = ["0000-01-01", "99999-01-01", "9999-99-99", "9999-12-31", "0001-01-01"]

    static func json(_ row: String) -> String {
        """
        {"lists": [{"name": "T", "deletable": true, "fullSwipeLeading": true, "fullSwipeTrailing": true,
          "leading": [], "trailing": [], "movable": true, "ordering": "manual", "selection": "multiple", "style": "automatic",
          "fields": [{"name": "done", "type": "boolean"}, {"name": "due", "type": "date"}, {"name": "cost", "type": "number"}],
          "sections": [{"header": "S", "rows": [
            \(row),
            {"title": "Other"}]}]}]}
        """
    }

    static func ics(_ body: String) -> String {
        ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:x", "X-WR-CALNAME:T", "BEGIN:VTODO", "UID:u1", "SUMMARY:A", body,
         "END:VTODO", "END:VCALENDAR", ""].joined(separator: "\r\n")
    }

    /// Every file: a number or a date in each place each format holds one.
    static var files: [(name: String, format: Exchange.Format, text: String)] {
        var out: [(String, Exchange.Format, String)] = []
        for n in numbers {
            let bare = n.hasPrefix("-") ? String(n.dropFirst()) : n
            let due = #""fields": {"due": "2026-12-01"}"#
            for (place, row) in [
                ("doneCount", #"{"title": "A", \#(due), "schedule": {"doneCount": \#(n)}}"#),
                ("interval", #"{"title": "A", \#(due), "schedule": {"doneCount": 0, "recurrence": {"unit": "day", "interval": \#(n)}}}"#),
                ("months", #"{"title": "A", \#(due), "schedule": {"doneCount": 0, "recurrence": {"unit": "month", "interval": \#(n)}}}"#),
                ("monthDay", #"{"title": "A", \#(due), "schedule": {"doneCount": 0, "recurrence": {"unit": "month", "monthDay": \#(n)}}}"#),
                ("days before", #"{"title": "A", \#(due), "schedule": {"doneCount": 0, "reminder": {"beforeDue": {"days": \#(n), "minute": 540}}}}"#),
                ("minute before", #"{"title": "A", \#(due), "schedule": {"doneCount": 0, "reminder": {"beforeDue": {"days": 1, "minute": \#(n)}}}}"#),
                ("minute at", #"{"title": "A", "schedule": {"doneCount": 0, "reminder": {"at": {"_0": "2026-12-01", "minute": \#(n)}}}}"#),
                ("cost", #"{"title": "A", "fields": {"cost": \#(n)}}"#),
            ] { out.append(("json " + place + " " + n, .json, json(row))) }
            out.append(("todo rec " + n, .todotxt, "A due:2026-12-01 rec:\(n)d\n"))
            out.append(("todo rec years " + n, .todotxt, "A due:2026-12-01 rec:+\(n)y\n"))
            out.append(("todo priority " + n, .todotxt, "(\(n)) A\n"))
            out.append(("markdown cost " + n, .markdown, "# T\n\nFields: done boolean, due date, cost number.\n\n## S\n\n- [ ] A (cost \(n))\n"))
            for (place, body) in [
                ("interval", "DUE;VALUE=DATE:20261201\r\nRRULE:FREQ=DAILY;INTERVAL=\(n)"),
                ("years", "DUE;VALUE=DATE:20261201\r\nRRULE:FREQ=YEARLY;INTERVAL=\(n)"),
                ("monthday", "DUE;VALUE=DATE:20261201\r\nRRULE:FREQ=MONTHLY;BYMONTHDAY=\(n)"),
                ("section", "X-LISTO-SECTION:\(n)\r\nX-LISTO-ORDER:\(n)"),
                ("done count", "X-LISTO-DONE-COUNT:\(n)"),
                ("priority", "PRIORITY:\(n)\r\nPERCENT-COMPLETE:\(n)"),
                ("fields", #"X-LISTO-FIELDS:{"cost":\#(n)}"#),
                ("trigger seconds", "DUE;VALUE=DATE:20261201\r\nBEGIN:VALARM\r\nTRIGGER;RELATED=END:-PT\(bare)S\r\nEND:VALARM"),
                ("trigger days", "DUE;VALUE=DATE:20261201\r\nBEGIN:VALARM\r\nTRIGGER;RELATED=END:-P\(bare)D\r\nEND:VALARM"),
                ("trigger weeks", "DTSTART;VALUE=DATE:20261201\r\nBEGIN:VALARM\r\nTRIGGER:P\(bare)W\r\nEND:VALARM"),
            ] { out.append(("ics " + place + " " + n, .ics, ics(body))) }
        }
        for d in dates {
            out.append(("json due " + d, .json, json(#"{"title": "A", "fields": {"due": "\#(d)"}, "schedule": {"doneCount": 0, "recurrence": {"unit": "week", "interval": 999}}}"#)))
            out.append(("json start " + d, .json, json(#"{"title": "A", "schedule": {"doneCount": 0, "start": "\#(d)"}}"#)))
            out.append(("json reminder at " + d, .json, json(#"{"title": "A", "schedule": {"doneCount": 0, "reminder": {"at": {"_0": "\#(d)", "minute": 0}}}}"#)))
            out.append(("todo due " + d, .todotxt, "A due:\(d) rec:+83y\n"))
            out.append(("todo start " + d, .todotxt, "A t:\(d)\n"))
            out.append(("todo done " + d, .todotxt, "x \(d) \(d) A\n"))
            out.append(("markdown due " + d, .markdown, "# T\n\nFields: done boolean, due date.\n\n## S\n\n- [ ] A (due \(d))\n"))
            let basic = d.replacingOccurrences(of: "-", with: "")
            out.append(("ics due " + d, .ics, ics("DUE;VALUE=DATE:\(basic)\r\nRRULE:FREQ=MONTHLY;INTERVAL=999\r\nBEGIN:VALARM\r\nTRIGGER;RELATED=END:-P2D\r\nEND:VALARM")))
            out.append(("ics start " + d, .ics, ics("DTSTART:\(basic)T235959Z\r\nCOMPLETED:\(basic)\r\nBEGIN:VALARM\r\nTRIGGER:-P24000D\r\nEND:VALARM")))
        }
        return out
    }

    /// The lines a listener would try on what was imported, the last day of the calendar among them.
    static let session = ["open T", "list all", "agenda", "where", "goto A", "read", "repeat every day", "remind 1 day before",
                          "done", "filter due before 2026-12-31", "list all", "filter off", "reminders", "sort due", "list all",
                          "set due 9999-12-31", "repeat every 999 months", "done"]

    @Test func everyFileIsImportedOrRefusedAndWhatIsImportedGoesOutAndReads() throws {
        let folder = Fixture.temporaryFolder()
        var imported = 0, refused = 0
        for (n, file) in Self.files.enumerated() {
            let path = folder.appendingPathComponent("numbers\(n).db").path
            let store = try Store(.file(path), seed: false)
            do {
                _ = try store.importFile(Array(file.text.utf8), format: file.format, listName: "T")
            } catch let problem as ImportProblem {
                refused += 1
                #expect(try store.documents().isEmpty, "\(file.name): \(problem)")
                continue
            }
            imported += 1
            for format in [Exchange.Format.json, .markdown, .todotxt, .ics] {
                var out = ""
                try store.export(format: format) { out += $0 }
                #expect(!out.isEmpty, "\(file.name) as \(format)")
            }
            let h = try Harness(arguments: ["--today", "2026-12-01"], location: .file(path))
            for line in Self.session {
                let said = h.say(line)
                #expect(!said.isEmpty && said.filter { $0.hasPrefix("Error:") }.count <= 1, "\(file.name): \(line): \(said)")
            }
        }
        // Both ways are taken: the table reaches the refusals and the imports alike.
        #expect(imported > 50 && refused > 50, "\(imported) imported, \(refused) refused")
    }

    /// A number out of its range is named by its place in the file and the range it takes.
    @Test(arguments: [
        (#"{"title": "A", "schedule": {"doneCount": -1}}"#, "lists[0].sections[0].rows[0].schedule.doneCount", 0...2147483647),
        (#"{"title": "A", "schedule": {"reminder": {"beforeDue": {"days": 9223372036854775807, "minute": 0}}}}"#,
         "lists[0].sections[0].rows[0].schedule.reminder.beforeDue.days", 0...3660),
        (#"{"title": "A", "schedule": {"reminder": {"at": {"_0": "2026-12-01", "minute": 9223372036854775808}}}}"#,
         "lists[0].sections[0].rows[0].schedule.reminder.at.minute", 0...1439),
        (#"{"title": "A", "schedule": {"recurrence": {"unit": "day", "interval": 0}}}"#,
         "lists[0].sections[0].rows[0].schedule.recurrence.interval", 1...999),
        (#"{"title": "A", "schedule": {"recurrence": {"unit": "month", "monthDay": 1.5}}}"#,
         "lists[0].sections[0].rows[0].schedule.recurrence.monthDay", 1...31),
    ])
    func aJSONNumberOutOfRangeIsNamedWithItsLineAndRange(row: String, path: String, range: ClosedRange<Int>) throws {
        let store = try Store(.memory, seed: false)
        #expect(throws: ImportProblem.outOfRange(path: path, range: range, line: 5)) {
            try store.importFile(Array(Self.json(row).utf8), format: .json)
        }
        #expect(try store.documents().isEmpty)
    }

    @Test(arguments: [
        ("X-LISTO-DONE-COUNT:-5", ImportProblem.outOfRange(path: "X-LISTO-DONE-COUNT (UID u1)", range: 0...2147483647, line: nil)),
        ("RRULE:FREQ=DAILY;INTERVAL=1000", .outOfRange(path: "RRULE INTERVAL (UID u1)", range: 1...999, line: nil)),
        ("RRULE:FREQ=YEARLY;INTERVAL=1000", .outOfRange(path: "RRULE INTERVAL (UID u1)", range: 1...999, line: nil)),
        ("DUE;VALUE=DATE:20261201\r\nBEGIN:VALARM\r\nTRIGGER;RELATED=END:-P3661D\r\nEND:VALARM",
         .outOfRange(path: "VALARM TRIGGER (UID u1)", range: 0...3660, line: nil)),
    ])
    func anICalendarNumberOutOfRangeIsNamedWithItsTask(body: String, problem: ImportProblem) throws {
        let store = try Store(.memory, seed: false)
        #expect(throws: problem) { try store.importFile(Array(Self.ics(body).utf8), format: .ics) }
        #expect(try store.documents().isEmpty)
    }

    /// A schedule a hand wrote into a store, each number past its range: damage, never
    /// brought into range without a word. The schedule is read as none, the row reads,
    /// goes out without it and is done as a row without a repeat, and the damage is said once.
    @Test func aStoresNumbersOutOfRangeAreDamage() throws {
        let path = Fixture.temporaryFolder().appendingPathComponent("hand.db").path
        let store = try Store(.file(path), seed: true)
        try store.executeForTesting("""
            UPDATE rows SET fields = '{"due":{"date":"2026-12-01"}}', schedule = '{"doneCount":9223372036854775807,\
            "reminder":{"beforeDue":{"days":-9223372036854775808,"minute":99999999999}},\
            "recurrence":{"unit":"month","interval":99999999999999999999,"monthDay":-5}}' WHERE title = 'Buy bread'
            """)
        let row = try #require(store.documents().flatMap(\.everyRow).first { $0.title == "Buy bread" })
        #expect(row.schedule == Schedule())
        #expect(store.takeDamage() == [DamagedValue(row: row.id, title: "Buy bread", part: .schedule)])
        var out = ""
        try store.export(format: .ics) { out += $0 }
        #expect(!out.contains("RRULE") && out.contains("SUMMARY:Buy bread"))
        let h = try Harness(arguments: ["--today", "2026-11-30"], location: .file(path))
        let heard = h.started + h.say("open Tasks") + h.say("goto Buy bread")
        #expect(heard.last?.hasPrefix("Buy bread, 1 of 3, due tomorrow") == true && heard.last?.contains("repeats") == false, "\(heard)")
        #expect(heard.filter { $0.hasPrefix("Buy bread's schedule is damaged: listo reads it as none.") }.count == 1, "\(heard)")
        #expect(h.say("done").first?.hasPrefix("Done: Buy bread") == true)
    }
}
