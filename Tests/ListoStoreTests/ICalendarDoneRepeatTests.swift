import ListoModel
@testable import ListoStore
import Testing

/// A repeating task a phone's task app completed comes back as listo's own done on a
/// repeating row leaves it: on to its next occurrence, not done, its done count grown,
/// its subtasks not done, and no day of completion; one that does not repeat stays done.
@Suite struct ICalendarDoneRepeatTests {
    static func calendar(_ todos: String) -> String {
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//phone//EN\r\nX-WR-CALNAME:phone\r\n" + todos + "END:VCALENDAR\r\n"
    }

    static func todo(_ uid: String, _ summary: String, _ lines: String) -> String {
        "BEGIN:VTODO\r\nUID:\(uid)\r\nSUMMARY:\(summary)\r\n" + lines + "END:VTODO\r\n"
    }

    static func day(_ d: Int) -> CalendarDate { CalendarDate(year: 2026, month: 12, day: d)! }

    @Test(arguments: [
        // Every 3 days from the due: done on the 5th, due the 8th.
        ("STATUS:COMPLETED\r\nCOMPLETED:20261205T110000Z\r\nDUE;VALUE=DATE:20261205\r\nRRULE:FREQ=DAILY;INTERVAL=3\r\n", day(8), false, 1),
        // Done late, from the day it was done: the 10th, due a week after.
        ("STATUS:COMPLETED\r\nCOMPLETED:20261210T110000Z\r\nDUE;VALUE=DATE:20261205\r\nRRULE:FREQ=WEEKLY\r\nX-LISTO-REPEAT-FROM:DONE\r\nX-LISTO-DONE-COUNT:4\r\n",
         day(17), false, 5),
        // COMPLETED alone says done.
        ("COMPLETED:20261205T110000Z\r\nDUE;VALUE=DATE:20261205\r\nRRULE:FREQ=DAILY\r\n", day(6), false, 1),
        // Not repeating: stays done on its due.
        ("STATUS:COMPLETED\r\nCOMPLETED:20261205T110000Z\r\nDUE;VALUE=DATE:20261205\r\n", day(5), true, 0),
    ])
    func aCompletedTaskThatRepeatsMovesOn(lines: String, due: CalendarDate, done: Bool, count: Int) throws {
        let store = try Store(.memory, seed: false)
        defer { store.close() }
        let text = Self.calendar(Self.todo("vit", "Vitamins", lines))
        let imported = try store.importFile(Array(text.utf8), format: .ics, listName: "phone")
        let list = try store.loadList(try #require(imported.first).id)
        let row = try #require(list.everyRow.first)
        #expect(row.dueDate == due)
        #expect(row.isDone == done)
        #expect(row.schedule.doneCount == count)
        #expect((row.fields["completed"] != nil) == done)
        #expect(imported.first?.doneRepeating == (done ? [] : [DoneOccurrence(title: "Vitamins", next: due, uid: "vit")]))
    }

    @Test func itsSubtasksComeBackNotDone() throws {
        let store = try Store(.memory, seed: false)
        defer { store.close() }
        let text = Self.calendar(
            Self.todo("gym", "Gym", "STATUS:COMPLETED\r\nCOMPLETED:20261205T110000Z\r\nDUE;VALUE=DATE:20261205\r\nRRULE:FREQ=WEEKLY\r\n")
                + Self.todo("warm", "Warm up", "STATUS:COMPLETED\r\nRELATED-TO;RELTYPE=PARENT:gym\r\n"))
        let imported = try store.importFile(Array(text.utf8), format: .ics, listName: "phone")
        let list = try store.loadList(try #require(imported.first).id)
        let gym = try #require(list.everyRow.first { $0.title == "Gym" })
        #expect(gym.dueDate == Self.day(12))
        #expect(gym.children.map(\.isDone) == [false])
        // Written back as not completed, with the next due, for the phone to hear of.
        let written = ICalendarWriter.todo(gym, of: list, section: list.sections[0], index: 0, order: 0, parent: nil)
        #expect(written.contains("STATUS:NEEDS-ACTION\r\n"))
        #expect(!written.contains("COMPLETED:"))
        #expect(written.contains("DUE;VALUE=DATE:20261212\r\n"))
    }
}
