import Foundation
import Glibc
import ListoModel
@testable import ListoStore
import Testing

/// iCalendar through libical: listo's own lists back exactly, and the VTODOs of
/// other task apps (files written here the way Thunderbird, Nextcloud Tasks,
/// tasks.org and RFC 5545's examples write them) read with what could not be kept named.
@Suite struct ICalendarTests {
    static let december1 = CalendarDate(year: 2026, month: 12, day: 1)!

    /// A list with everything a row can hold: sections with footers, a subtask,
    /// repeats, a start, both kinds of reminder, pins, a text priority, a
    /// number field, notes with commas and a line break.
    static func chores() -> ListDocument {
        var next: Int64 = 1
        func id() -> Int64 { defer { next += 1 }; return next }
        let settings = ListSettings(
            style: .insetGrouped, selectionMode: .multiple,
            fields: [FieldDeclaration("done", .boolean), FieldDeclaration("due", .date), FieldDeclaration("priority", .text),
                     FieldDeclaration("pinned", .boolean), FieldDeclaration("minutes", .number)])
        let listID = ListID(id())
        let water = Row(id: RowID(id()), title: "Water the plants", notes: "The fern, then the cactus;\nnot the orchid.",
                        fields: ["done": .bool(false), "due": .date(december1)], position: Positions.spaced(0),
                        schedule: Schedule(recurrence: Recurrence(unit: .week), reminder: .beforeDue(days: 1, minute: 18 * 60), doneCount: 3))
        let kettle = Row(id: RowID(id()), title: "Descale the kettle", fields: ["done": .bool(true), "minutes": .number(12.5)],
                         position: Positions.spaced(0), schedule: Schedule(start: december1.adding(days: 6)))
        let oven = Row(id: RowID(id()), title: "Clean the oven", fields: ["priority": .text("B"), "pinned": .bool(true)],
                       moveDisabled: true, deleteDisabled: true, position: Positions.spaced(1), children: [kettle], expanded: true,
                       schedule: Schedule(reminder: .at(december1.adding(days: 2), minute: 9 * 60 + 30)))
        let bins = Row(id: RowID(id()), title: "Take out the bins", fields: ["due": .date(december1)], position: Positions.spaced(0),
                       schedule: Schedule(recurrence: Recurrence(unit: .day, interval: 2, fromDone: true)))
        let rent = Row(id: RowID(id()), title: "Pay the rent", fields: ["due": .date(december1.adding(days: 30)), "priority": .text("Z")],
                       selectionDisabled: true, position: Positions.spaced(1),
                       schedule: Schedule(recurrence: Recurrence(unit: .month, monthDay: 31), uid: "rent@bank.example"))
        let weekdays = Row(id: RowID(id()), title: "Stand-up", fields: ["due": .date(december1)], position: Positions.spaced(2),
                           schedule: Schedule(recurrence: Recurrence(unit: .weekday)))
        return ListDocument(id: listID, name: "Chores, home", settings: settings, sections: [
            Section(id: SectionID(id()), header: nil, position: Positions.spaced(0), rows: [water, oven]),
            Section(id: SectionID(id()), header: "Every week, or so", footer: "Kept short.", collapsed: true,
                    prominence: .increased, position: Positions.spaced(1), rows: [bins, rent, weekdays]),
            Section(id: SectionID(id()), header: "Empty", position: Positions.spaced(2)),
        ])
    }

    func imported(_ text: String, name: String = "file") throws -> (list: ListDocument, notKept: [ImportLossCount]) {
        let store = try Store(.memory, seed: false)
        let lists = try store.importFile(Array(text.utf8), format: .ics, listName: name)
        return (try store.loadList(lists[0].id), lists[0].notKept)
    }

    @Test func listoToICalendarToListoIsExactAndWritesTheSameBytes() throws {
        let list = Self.chores()
        let first = Exchange.export([list], format: .ics)
        let (back, notKept) = try imported(first)
        #expect(notKept.isEmpty)
        #expect(Exchange.export([back], format: .ics) == first)
        // Everything but ids and positions is the list that was written; the UIDs it was written under are kept.
        #expect(back.name == list.name)
        #expect(back.settings == list.settings)
        #expect(back.sections.map(\.header) == list.sections.map(\.header))
        #expect(back.sections.map(\.footer) == list.sections.map(\.footer))
        #expect(back.sections.map(\.collapsed) == list.sections.map(\.collapsed))
        #expect(back.sections.map(\.prominence) == list.sections.map(\.prominence))
        func same(_ a: [Row], _ b: [Row], list: ListID) {
            #expect(a.count == b.count)
            for (x, y) in zip(a, b) {
                #expect(x.title == y.title)
                #expect(x.notes == y.notes)
                #expect(x.fields == y.fields, "\(x.title)")
                #expect([x.moveDisabled, x.deleteDisabled, x.selectionDisabled, x.expanded]
                        == [y.moveDisabled, y.deleteDisabled, y.selectionDisabled, y.expanded], "\(x.title)")
                var schedule = x.schedule
                schedule.uid = ICalendarWriter.uid(of: x, in: list)
                #expect(y.schedule == schedule, "\(x.title)")
                same(x.children, y.children, list: list)
            }
        }
        for (a, b) in zip(list.sections, back.sections) { same(a.rows, b.rows, list: list.id) }
    }

    @Test func whatTaskAppsReadIsInTheirOwnProperties() throws {
        let text = Exchange.export([Self.chores()], format: .ics)
        #expect(text.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//listo//listo//EN\r\nX-WR-CALNAME:Chores, home\r\n"))
        for line in ["SUMMARY:Water the plants", "DESCRIPTION:The fern\\, then the cactus\\;\\nnot the orchid.", "STATUS:NEEDS-ACTION",
                     "DUE;VALUE=DATE:20261201", "RRULE:FREQ=WEEKLY", "TRIGGER;RELATED=END:-PT6H", "STATUS:COMPLETED",
                     "DTSTART;VALUE=DATE:20261207", "PRIORITY:2", "RELATED-TO;RELTYPE=PARENT:listo-1-4",
                     // libical 3.0 writes a comma in CATEGORIES unescaped: other apps read two categories; listo reads its section.
                     "CATEGORIES:Every week, or so",
                     "RRULE:FREQ=DAILY;INTERVAL=2", "X-LISTO-REPEAT-FROM:DONE", "RRULE:FREQ=MONTHLY;BYMONTHDAY=-1", "UID:rent@bank.example",
                     "RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "X-LISTO-DONE-COUNT:3", "X-LISTO-FLAGS:MOVE-DISABLED DELETE-DISABLED EXPANDED"] {
            #expect(text.contains(line + "\r\n"), "\(line)")
        }
        // Z is no priority PRIORITY can say: it stays in listo's fields, as does the number field.
        #expect(text.contains("X-LISTO-FIELDS:{\"priority\":\"Z\"}\r\n"))
        #expect(text.contains("X-LISTO-FIELDS:{\"minutes\":12.5}\r\n"))
        // Lines are folded at 75 octets, as RFC 5545 asks.
        #expect(text.split(separator: "\r\n").allSatisfy { $0.utf8.count <= 75 })
    }

    /// The local day and minute of a UTC moment, as the machine's time zone has it.
    func local(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int) -> Moment {
        var utc = tm()
        utc.tm_year = Int32(year - 1900)
        utc.tm_mon = Int32(month - 1)
        utc.tm_mday = Int32(day)
        utc.tm_hour = Int32(hour)
        utc.tm_min = Int32(minute)
        var t = timegm(&utc)
        var parts = tm()
        localtime_r(&t, &parts)
        return Moment(day: CalendarDate(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))!,
                      minute: Int(parts.tm_hour) * 60 + Int(parts.tm_min))
    }

    static let thunderbird = """
        BEGIN:VCALENDAR
        PRODID:-//Mozilla.org/NONSGML Mozilla Calendar V1.1//EN
        VERSION:2.0
        BEGIN:VTIMEZONE
        TZID:Europe/Berlin
        BEGIN:DAYLIGHT
        TZOFFSETFROM:+0100
        TZOFFSETTO:+0200
        TZNAME:CEST
        DTSTART:19700329T020000
        RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3
        END:DAYLIGHT
        BEGIN:STANDARD
        TZOFFSETFROM:+0200
        TZOFFSETTO:+0100
        TZNAME:CET
        DTSTART:19701025T030000
        RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10
        END:STANDARD
        END:VTIMEZONE
        BEGIN:VTODO
        CREATED:20261120T081500Z
        LAST-MODIFIED:20261120T081700Z
        DTSTAMP:20261120T081700Z
        UID:3d5f0c8e-5b1a-4e2f-9a51-8c7e0d1a2b3c
        SUMMARY:Renew the car insurance
        STATUS:NEEDS-ACTION
        PRIORITY:1
        CATEGORIES:Paperwork
        DTSTART;TZID=Europe/Berlin:20261203T120000
        DUE;TZID=Europe/Berlin:20261205T130000
        X-MOZ-GENERATION:2
        DESCRIPTION:Compare two offers first\\, then call.
        BEGIN:VALARM
        ACTION:DISPLAY
        TRIGGER;VALUE=DURATION;RELATED=END:-P1D
        DESCRIPTION:Default Mozilla Description
        END:VALARM
        END:VTODO
        BEGIN:VEVENT
        UID:event-1
        DTSTAMP:20261120T081700Z
        DTSTART:20261210T090000Z
        SUMMARY:Dentist
        END:VEVENT
        END:VCALENDAR
        """

    @Test func thunderbirdsTaskWithTimeZonesAndAnAlarm() throws {
        let (list, notKept) = try imported(Self.thunderbird.replacingOccurrences(of: "\n", with: "\r\n"), name: "thunderbird")
        #expect(list.name == "thunderbird")
        #expect(list.sections.map(\.header) == ["Paperwork"])
        let row = list.sections[0].rows[0]
        #expect(row.title == "Renew the car insurance")
        #expect(row.notes == "Compare two offers first, then call.")
        #expect(row.fields["done"] == .bool(false))
        #expect(row.fields["priority"] == .number(1))
        // 13:00 in Berlin is 12:00 UTC in December: the day and time where this machine is.
        let due = local(2026, 12, 5, 12, 0)
        #expect(row.fields["due"] == .date(due.day))
        #expect(row.schedule.start == local(2026, 12, 3, 11, 0).day)
        #expect(row.schedule.reminder == .beforeDue(days: 1, minute: due.minute))
        #expect(row.schedule.uid == "3d5f0c8e-5b1a-4e2f-9a51-8c7e0d1a2b3c")
        #expect(list.settings.fields.map(\.name) == ["done", "due", "priority"])
        #expect(Set(notKept) == [ImportLossCount(.property("X-MOZ-GENERATION"), 1), ImportLossCount(.component("VEVENT"), 1),
                                 ImportLossCount(.timeOfDay("DUE"), 1), ImportLossCount(.timeOfDay("DTSTART"), 1)])
    }

    static let nextcloud = """
        BEGIN:VCALENDAR
        VERSION:2.0
        PRODID:-//Nextcloud Tasks v0.16.1
        BEGIN:VTODO
        UID:a1b2c3d4-0002
        DTSTAMP:20261130T101500
        SUMMARY:Oat milk
        RELATED-TO:a1b2c3d4-0001
        STATUS:COMPLETED
        COMPLETED:20261130T121500Z
        PERCENT-COMPLETE:100
        X-APPLE-SORT-ORDER:618400000
        END:VTODO
        BEGIN:VTODO
        UID:a1b2c3d4-0001
        CREATED:20261125T101010
        LAST-MODIFIED:20261130T101500
        DTSTAMP:20261130T101500
        SUMMARY:Groceries
        CATEGORIES:Errands,Shopping
        X-OC-HIDESUBTASKS:0
        PERCENT-COMPLETE:40
        STATUS:IN-PROCESS
        CLASS:PUBLIC
        END:VTODO
        BEGIN:VTODO
        UID:a1b2c3d4-0003
        DTSTAMP:20261130T101500
        SUMMARY:Call the plumber
        PRIORITY:5
        DUE;VALUE=DATE:20261207
        X-APPLE-SORT-ORDER:618400100
        RELATED-TO:not-in-this-file
        END:VTODO
        END:VCALENDAR
        """

    @Test func nextcloudTasksWithASubtaskBeforeItsParentAndTags() throws {
        let (list, notKept) = try imported(Self.nextcloud, name: "nextcloud")
        #expect(list.sections.map(\.header) == [nil, "Errands"])
        #expect(list.sections[0].rows.map(\.title) == ["Call the plumber"])
        let groceries = list.sections[1].rows[0]
        #expect(groceries.title == "Groceries")
        #expect(groceries.fields["done"] == .bool(false))
        #expect(groceries.children.map(\.title) == ["Oat milk"])
        let milk = groceries.children[0]
        #expect(milk.fields["done"] == .bool(true))
        #expect(milk.fields["completed"] == .date(local(2026, 11, 30, 12, 15).day))
        #expect(list.sections[0].rows[0].fields["due"] == .date(CalendarDate(year: 2026, month: 12, day: 7)!))
        #expect(Set(notKept) == [
            ImportLossCount(.property("X-APPLE-SORT-ORDER"), 2), ImportLossCount(.property("X-OC-HIDESUBTASKS"), 1),
            ImportLossCount(.property("CLASS"), 1), ImportLossCount(.property("PERCENT-COMPLETE"), 1),
            ImportLossCount(.status("IN-PROCESS"), 1), ImportLossCount(.moreCategories, 1), ImportLossCount(.missingParent, 1),
            // Done at 12:15: the day is kept and the time named, as DUE's is, not read as midnight unsaid.
            ImportLossCount(.timeOfDay("COMPLETED"), 1),
        ])
    }

    static let tasksOrg = """
        BEGIN:VCALENDAR
        VERSION:2.0
        PRODID:+//IDN tasks.org//android-130804//EN
        BEGIN:VTODO
        DTSTAMP:20261128T090000Z
        UID:7283491620391847562
        CREATED:20261101T090000Z
        LAST-MODIFIED:20261128T090000Z
        SUMMARY:Water the plants
        PRIORITY:9
        STATUS:NEEDS-ACTION
        DUE;VALUE=DATE:20261202
        RRULE:FREQ=WEEKLY;INTERVAL=1
        BEGIN:VALARM
        TRIGGER;RELATED=END:PT9H
        ACTION:DISPLAY
        DESCRIPTION:Default Tasks.org description
        END:VALARM
        END:VTODO
        BEGIN:VTODO
        DTSTAMP:20261128T090000Z
        UID:7283491620391847563
        SUMMARY:Pay rent
        DUE;VALUE=DATE:20261201
        RRULE:FREQ=MONTHLY;BYMONTHDAY=1
        DTSTART;VALUE=DATE:20261125
        GEO:52.52;13.40
        LOCATION:Bank
        END:VTODO
        BEGIN:VTODO
        DTSTAMP:20261128T090000Z
        UID:7283491620391847564
        SUMMARY:Stretch
        DUE;VALUE=DATE:20261201
        RRULE:FREQ=DAILY;COUNT=10
        END:VTODO
        BEGIN:VTODO
        DTSTAMP:20261128T090000Z
        UID:7283491620391847565
        SUMMARY:Gym
        DUE;VALUE=DATE:20261201
        RRULE:FREQ=WEEKLY;BYDAY=MO,WE
        END:VTODO
        BEGIN:VTODO
        DTSTAMP:20261128T090000Z
        UID:7283491620391847566
        SUMMARY:Birthday card
        DUE;VALUE=DATE:20261215
        RRULE:FREQ=YEARLY
        END:VTODO
        END:VCALENDAR
        """

    @Test func tasksOrgRepeatsAndReminders() throws {
        let (list, notKept) = try imported(Self.tasksOrg, name: "tasks.org")
        let rows = list.sections[0].rows
        #expect(rows.map(\.title) == ["Water the plants", "Pay rent", "Stretch", "Gym", "Birthday card"])
        #expect(rows[0].schedule.recurrence == Recurrence(unit: .week))
        #expect(rows[0].schedule.reminder == .beforeDue(days: 0, minute: 9 * 60))
        #expect(rows[0].fields["priority"] == .number(9))
        #expect(rows[1].schedule.recurrence == Recurrence(unit: .month, monthDay: 1))
        #expect(rows[1].schedule.start == CalendarDate(year: 2026, month: 11, day: 25))
        #expect(rows[2].schedule.recurrence == Recurrence(unit: .day))
        #expect(rows[3].schedule.recurrence == Recurrence(unit: .week))
        // A yearly repeat, on the due's day (15 December).
        #expect(rows[4].schedule.recurrence == Recurrence(unit: .year, monthDay: 15))
        #expect(Set(notKept) == [
            ImportLossCount(.property("GEO"), 1), ImportLossCount(.property("LOCATION"), 1),
            // Named with the task they were on, where nothing said which.
            ImportLossCount(.repeatPart("COUNT=10"), 1, task: "Stretch"), ImportLossCount(.repeatPart("BYDAY=MO,WE"), 1, task: "Gym"),
        ])
    }

    /// What was not kept is counted in tasks, as it is said (on 2 tasks): a task with
    /// two COMMENT lines, or two alarms that each hold an ATTACH, is one task.
    @Test func lossesCountTasksNotLines() throws {
        let text = """
            BEGIN:VCALENDAR
            VERSION:2.0
            PRODID:-//Test//EN
            BEGIN:VTODO
            UID:a
            SUMMARY:Pay rent
            COMMENT:first
            COMMENT:second
            LOCATION:Bank
            END:VTODO
            BEGIN:VTODO
            UID:b
            SUMMARY:Buy bread
            COMMENT:only
            LOCATION:Bakery
            LOCATION:Market
            END:VTODO
            END:VCALENDAR
            """
        let (_, notKept) = try imported(text, name: "two")
        #expect(Set(notKept) == [ImportLossCount(.property("COMMENT"), 2), ImportLossCount(.property("LOCATION"), 2)])
    }

    /// RFC 5545's own examples (3.6.2 and 3.8.6.3), with its folded line and an X- property.
    static let rfc5545 = """
        BEGIN:VCALENDAR
        VERSION:2.0
        PRODID:-//ABC Corporation//NONSGML My Product//EN
        X-ABC-GUID:1234-5678
        BEGIN:VTODO
        UID:20070313T123432Z-456553@example.com
        DTSTAMP:20070313T123432Z
        DUE;VALUE=DATE:20070501
        SUMMARY:Submit Quebec Income Tax Return for 2006
        CLASS:CONFIDENTIAL
        CATEGORIES:FAMILY,FINANCE
        STATUS:NEEDS-ACTION
        END:VTODO
        BEGIN:VTODO
        UID:20070514T103211Z-123404@example.com
        DTSTAMP:20070514T103211Z
        DTSTART:20070514T110000Z
        DUE:20070709T130000Z
        COMPLETED:20070707T100000Z
        SUMMARY:Submit Revised Internet-Draft
        PRIORITY:1
        STATUS:NEEDS-ACTION
        END:VTODO
        BEGIN:VTODO
        UID:19970901T130000Z-123404@host.com
        DTSTAMP:19970901T130000Z
        DTSTART:19970415T133000Z
        DUE:19970416T045959Z
        SUMMARY:1996 Income Tax Preparation
        CLASS:CONFIDENTIAL
        CATEGORIES:FAMILY,FINANCE
        PRIORITY:1
        STATUS:NEEDS-ACTION
        DESCRIPTION:This is a lo
         ng description
          that exists on a long line.
        BEGIN:VALARM
        TRIGGER;VALUE=DATE-TIME:19970317T133000Z
        REPEAT:4
        DURATION:PT15M
        ACTION:AUDIO
        ATTACH;FMTTYPE=audio/basic:ftp://example.com/pub/sounds/bell-01.aud
        END:VALARM
        END:VTODO
        END:VCALENDAR
        """

    @Test func theRFCsExamplesWithFoldedLinesAndUTCTimes() throws {
        let (list, notKept) = try imported(Self.rfc5545.replacingOccurrences(of: "\n", with: "\r\n"), name: "rfc")
        // Tasks with no category are in the unnamed section, which comes first, as in a SwiftUI List.
        #expect(list.sections.map(\.header) == [nil, "FAMILY"])
        let tax = list.sections[1].rows
        #expect(tax.map(\.title) == ["Submit Quebec Income Tax Return for 2006", "1996 Income Tax Preparation"])
        #expect(tax[0].fields["due"] == .date(CalendarDate(year: 2007, month: 5, day: 1)!))
        #expect(tax[1].notes == "This is a long description that exists on a long line.")
        let alarm = local(1997, 3, 17, 13, 30)
        #expect(tax[1].schedule.reminder == .at(alarm.day, minute: alarm.minute))
        let draft = list.sections[0].rows[0]
        #expect(draft.fields["done"] == .bool(false))
        #expect(draft.fields["completed"] == .date(local(2007, 7, 7, 10, 0).day))
        #expect(draft.fields["due"] == .date(local(2007, 7, 9, 13, 0).day))
        #expect(notKept.contains(ImportLossCount(.property("X-ABC-GUID"), 1)))
        #expect(notKept.contains(ImportLossCount(.property("CLASS"), 2)))
        #expect(notKept.contains(ImportLossCount(.moreCategories, 2)))
        #expect(notKept.contains(ImportLossCount(.property("VALARM REPEAT"), 1)))
        #expect(notKept.contains(ImportLossCount(.property("VALARM ATTACH"), 1)))
    }

    /// A monthly repeat on the 31st due on 28 February, with a reminder at a day and
    /// time, done once: the due and the VALARM's TRIGGER move on together, and the file
    /// keeps the day as BYMONTHDAY=-1, so that the row read back comes due on 31 March.
    @Test func aRepeatDoneWritesItsMovedReminderAndKeepsItsDayOfTheMonth() throws {
        let february28 = CalendarDate(iso: "2027-02-28")!
        let rent = Row(id: RowID(3), title: "Pay the rent", fields: ["done": .bool(false), "due": .date(february28)], position: Positions.spaced(0),
                       schedule: Schedule(recurrence: Recurrence(unit: .month, monthDay: 31), reminder: .at(february28, minute: 20 * 60)))
        let chores = ListDocument(id: ListID(1), name: "Bills", settings: ListSettings(fields: [FieldDeclaration("done", .boolean), FieldDeclaration("due", .date)]),
                                  sections: [Section(id: SectionID(2), header: nil, position: Positions.spaced(0), rows: [rent])])
        var library = Library(lists: [chores])
        _ = try apply(.completeOccurrence(list: ListID(1), row: RowID(3), occurrence: february28, doneOn: february28), to: &library)
        let done = try #require(library.list(ListID(1)))
        let text = Exchange.export([done], format: .ics)
        #expect(text.contains("DUE;VALUE=DATE:20270331\r\n"))
        #expect(text.contains("RRULE:FREQ=MONTHLY;BYMONTHDAY=-1\r\n"))
        #expect(text.contains("TRIGGER;VALUE=DATE-TIME:" + ICalendar.utc(Moment(day: CalendarDate(iso: "2027-03-31")!, minute: 20 * 60)) + "\r\n"))
        let (back, notKept) = try imported(text)
        #expect(notKept.isEmpty)
        #expect(Exchange.export([back], format: .ics) == text)
        let row = try #require(back.everyRow.first)
        #expect(row.schedule.reminder == .at(CalendarDate(iso: "2027-03-31")!, minute: 20 * 60))
        #expect(row.schedule.recurrence?.next(afterDue: row.dueDate, doneOn: row.dueDate!)?.iso == "2027-04-30")
    }

    @Test func anotherToolsFileWrittenAgainReadsBackToTheSameBytes() throws {
        for text in [Self.thunderbird, Self.nextcloud, Self.tasksOrg, Self.rfc5545] {
            let (list, _) = try imported(text)
            let first = Exchange.export([list], format: .ics)
            let (again, notKept) = try imported(first)
            #expect(notKept.isEmpty)
            #expect(Exchange.export([again], format: .ics) == first)
        }
    }

    @Test func whatIsNoCalendarIsRefusedWithItsLine() throws {
        #expect(throws: ImportProblem.syntax(line: 1)) { try imported("BEGIN:VTODO\r\nSUMMARY:x\r\nEND:VTODO\r\n") }
        #expect(throws: ImportProblem.syntax(line: 1)) { try imported("not a calendar at all\n") }
        #expect(throws: ImportProblem.empty) { try imported("\n\n") }
        // Two calendars of the same name are refused on the line the second starts.
        let one = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\nX-WR-CALNAME:Home\r\nEND:VCALENDAR\r\n"
        #expect(throws: ImportProblem.duplicateList("Home", line: 6)) { try imported(one + one) }
    }

    /// A component opened and never closed is named on its BEGIN line, where libical's
    /// refusal named line 1 and what the format allows; with CRLF or LF line ends.
    @Test(arguments: ["\r\n", "\n"]) func aComponentNeverClosedIsNamedOnItsBeginLine(_ end: String) throws {
        let lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:x", "BEGIN:VTODO", "UID:a", "SUMMARY:Pay rent", "END:VTODO",
                     "BEGIN:VTODO", "UID:b", "SUMMARY:Buy bread", "END:VCALENDAR"]
        #expect(throws: ImportProblem.unclosed("VTODO", line: 10)) { try imported("\n\n" + lines.joined(separator: end) + end) }
        let noEnd = lines.dropLast(4)
        #expect(throws: ImportProblem.unclosed("VCALENDAR", line: 1)) { try imported(noEnd.joined(separator: end) + end) }
    }

    /// A PRIORITY libical keeps as a C int, and so reads as 0 (4294967296, 0x10) or as
    /// another number (1.5), is read as the file wrote it: named, never dropped unsaid.
    @Test func aPriorityLibicalWrapsIsNamedWithItsTask() throws {
        func task(_ uid: String, _ priority: String) -> String {
            "BEGIN:VTODO\r\nUID:\(uid)\r\nSUMMARY:Task \(uid)\r\nPRIORITY:\(priority)\r\nEND:VTODO\r\n"
        }
        let text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\n" + task("1", "4294967296") + task("2", "0x10") + task("3", "1.5")
            + task("4", "3") + task("5", "0") + "BEGIN:VEVENT\r\nUID:e\r\nPRIORITY:7\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        let (list, notKept) = try imported(text)
        #expect(list.sections[0].rows.map { $0.fields["priority"] } == [nil, nil, nil, .number(3), nil])
        #expect(notKept.first { $0.loss == .value("PRIORITY") } == ImportLossCount(.value("PRIORITY"), 3, tasks: ["Task 1", "Task 2", "Task 3"], taskCount: 3))
    }

    /// Lines libical could not read are named by the tasks they were in, and the
    /// calendar itself when one was outside any, where only their count was said.
    @Test func unreadLinesNameTheirTasks() throws {
        let text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\nBAD CALENDAR LINE\r\n"
            + "BEGIN:VTODO\r\nUID:a\r\nSUMMARY:Pay rent\r\nBAD ONE\r\nBAD TWO\r\nEND:VTODO\r\n"
            + "BEGIN:VTODO\r\nUID:b\r\nSUMMARY:Buy bread\r\nBAD THREE\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
        let (_, notKept) = try imported(text)
        #expect(notKept.first { $0.loss == .unreadable } == ImportLossCount(.unreadable, 4, tasks: ["Pay rent", "Buy bread"], taskCount: 2, outside: 1))
    }

    static let yearlyRules: [(Recurrence, due: String, rule: String)] = [
        (Recurrence(unit: .year, monthDay: 15), "2026-12-15", "FREQ=YEARLY"),
        (Recurrence(unit: .year, interval: 2, monthDay: 15), "2026-12-15", "FREQ=YEARLY;INTERVAL=2"),
        (Recurrence(unit: .year, fromDone: true), "2026-12-15", "FREQ=YEARLY"),
        // 29 February kept on a due of the 28th is named, so that it comes back in leap years.
        (Recurrence(unit: .year, monthDay: 29), "2029-02-28", "FREQ=YEARLY;BYMONTHDAY=29;BYMONTH=2"),
    ]

    /// A yearly repeat is written as FREQ=YEARLY, read back as yearly on the same day,
    /// and written again as the same bytes.
    @Test(arguments: yearlyRules.indices) func aYearlyRepeatGoesThroughICalendar(_ i: Int) throws {
        let (recurrence, due, rule) = Self.yearlyRules[i]
        let day = try #require(CalendarDate(iso: due))
        #expect(ICalendarWriter.rule(recurrence, due: day) == rule)
        let row = Row(id: RowID(3), title: "Birthday", fields: ["done": .bool(false), "due": .date(day)], position: Positions.spaced(0),
                      schedule: Schedule(recurrence: recurrence))
        let list = ListDocument(id: ListID(1), name: "Days", settings: ListSettings(fields: [FieldDeclaration("done", .boolean), FieldDeclaration("due", .date)]),
                                sections: [Section(id: SectionID(2), header: nil, position: Positions.spaced(0), rows: [row])])
        let text = Exchange.export([list], format: .ics)
        #expect(text.contains("RRULE:" + rule + "\r\n"))
        let (back, notKept) = try imported(text)
        #expect(notKept.isEmpty)
        #expect(back.everyRow.first?.schedule.recurrence == recurrence.keepingMonthDay(due: day, before: nil))
        #expect(Exchange.export([back], format: .ics) == text)
    }
}
