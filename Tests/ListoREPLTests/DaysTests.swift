import ListoAnnouncer
import ListoModel
@testable import ListoREPL
import ListoTestSupport
import Testing

/// Repeating rows, start dates and reminders, as a person hears them.
@Suite struct DaysTests {
    @Test func doneOnARepeatingRowKeepsItAndUndoTakesAllOfItBack() throws {
        let h = try Harness(arguments: ["--demo", "--today", "2026-12-01"])
        h.say("goto Buy bread")
        #expect(h.say("repeat every week") == ["Buy bread repeats weekly. Due today."])
        h.say("add child Flour")
        h.say("mark done")
        h.say("goto Buy bread")
        #expect(h.say("swipe leading full") == ["Done: Buy bread. Next due Tuesday 8 December. 1 subtask not done again."])
        let row = try #require(h.session.storedDocument.row(h.session.storedDocument.everyRow.first { $0.title == "Buy bread" }!.id))
        #expect(row.schedule.doneCount == 1)
        #expect(h.session.storedDocument.sectionID(of: row.id) == h.session.storedDocument.sections[0].id, "it stays in Pending")
        #expect(h.say("read").contains("Done once."))
        #expect(h.session.storedDocument.row(row.id)?.children.first?.isDone == false)
        #expect(h.say("undo").first == "Undid Done on Buy bread.")
        let back = try #require(h.session.storedDocument.row(row.id))
        #expect(back.dueDate?.iso == "2026-12-01")
        #expect(back.schedule.doneCount == 0)
        #expect(back.children.first?.isDone == true)
    }

    @Test func twoSessionsDoneOnTheSameDayGiveOneNextDue() throws {
        let path = Fixture.temporaryFolder().appendingPathComponent("listo.db").path
        let a = try Harness(arguments: ["--demo", "--today", "2026-12-01"], location: .file(path))
        a.say("goto Call Ana")
        a.say("repeat every week")
        let b = try Harness(arguments: ["--demo", "--today", "2026-12-01"], location: .file(path))
        b.say("goto Call Ana")
        #expect(a.say("mark done") == ["Done: Call Ana. Next due Tuesday 8 December."])
        let second = b.say("mark done")
        #expect(second.contains("Error: Call Ana: that day was already done elsewhere. Next due Tuesday 8 December."), "\(second)")
        let c = try Harness(arguments: ["--demo", "--today", "2026-12-01"], location: .file(path))
        let row = try #require(c.session.storedDocument.everyRow.first { $0.title == "Call Ana" })
        #expect(row.dueDate?.iso == "2026-12-08")
        #expect(row.schedule.doneCount == 1)
    }

    @Test func doneOnASelectionMovesEachRepeatingRowToItsNextDueInOneUndoStep() throws {
        let h = try Harness(arguments: ["--demo", "--today", "2026-12-01"])
        h.say("add Water the plants")
        h.say("repeat every week")
        h.say("add Stretch")
        h.say("repeat every day")
        h.say("edit")
        h.say("select 1, 4, 5")
        #expect(h.say("done") == ["Done: Water the plants. Next due Tuesday 8 December.", "Done: Stretch. Next due tomorrow.",
                                  "Done: Buy bread.", "Buy bread. Now done. Now in Completed."])
        let pending = h.session.storedDocument.sections[0].rows
        #expect(pending.map(\.title) == ["Call Ana", "Pay the rent", "Water the plants", "Stretch"], "the repeating rows stay")
        #expect(pending.compactMap { $0.dueDate?.iso } == ["2026-12-08", "2026-12-02"])
        #expect(pending.filter(\.repeats).allSatisfy { $0.schedule.doneCount == 1 && !$0.isDone })
        h.say("undo")
        let back = h.session.storedDocument.sections[0].rows
        #expect(back.map(\.title) == ["Buy bread", "Call Ana", "Pay the rent", "Water the plants", "Stretch"])
        #expect(back.compactMap { $0.dueDate?.iso } == ["2026-12-01", "2026-12-01"])
        #expect(back.allSatisfy { $0.schedule.doneCount == 0 })
    }

    @Test func anOccurrenceMissedMoreThanOnceIsSaidOnce() throws {
        let h = try Harness(arguments: ["--demo", "--today", "2026-12-01"])
        h.say("goto Call Ana")
        h.say("repeat every week")
        h.say("set due 2026-11-10")
        #expect(h.say("goto Call Ana") == ["Call Ana, 2 of 3, overdue 3 weeks, 3 times missed, repeats weekly."])
        #expect(h.say("done") == ["Done: Call Ana, 3 times missed. Next due Tuesday 8 December."])
    }

    @Test func aStartDateHidesTheRowUntilThenAndCountsIt() throws {
        let path = Fixture.temporaryFolder().appendingPathComponent("listo.db").path
        let h = try Harness(arguments: ["--demo", "--today", "2026-12-01"], location: .file(path))
        h.say("goto Call Ana")
        #expect(h.say("set start monday").first == "Call Ana: waiting until Monday.")
        #expect(h.say("list") == ["Pending, 1 of 2, 2 rows, 1 waiting.", "Buy bread.", "Pay the rent, pinned."])
        #expect(h.say("filter waiting") == ["Filter waiting: 1 row matches.", "Call Ana, 1 of 1, waiting until Monday."])
        h.say("filter off")
        #expect(h.say("agenda") == ["Agenda, 1 row.", "Monday 7 December.", "Call Ana, Tasks, starts."])
        let monday = try Harness(arguments: ["--demo", "--today", "2026-12-07"], location: .file(path))
        #expect(monday.say("list") == ["Pending, 1 of 2, 3 rows.", "Buy bread.", "Call Ana.", "Pay the rent, pinned."])
    }

    @Test func remindersAreSaidOnceWhenTheyFallDue() throws {
        let path = Fixture.temporaryFolder().appendingPathComponent("listo.db").path
        let h = try Harness(arguments: ["--demo", "--now", "2026-12-01T08:00"], location: .file(path))
        h.say("goto Buy bread")
        h.say("set due tomorrow")
        #expect(h.say("remind 1 day before") == ["Buy bread: reminder 1 day before, 9am."])
        #expect(h.say("reminders") == ["1 reminder to come.", "Buy bread, Tasks, today 9am."])
        #expect(h.say("remind tomorrow 18:00") == ["Buy bread: reminder tomorrow 6pm."])
        #expect(h.say("remind banana").first?.hasPrefix("Error: \"banana\" is not a reminder: remind takes") == true)
        h.say("remind 9:00")
        // Started after 9:00, the reminder is said first, once, at important priority.
        let later = try Harness(arguments: ["--demo", "--now", "2026-12-01T09:05"], location: .file(path))
        #expect(later.started.contains("Reminder: Buy bread, due tomorrow."))
        #expect(Announcement.reminderDue(ReminderItem(list: "", row: RowID(1), title: "", moment: Moment(day: CalendarDate(dayNumber: 0), minute: 0), due: nil)).delivery.urgent)
        #expect(!later.say("where").contains("Reminder: Buy bread, due tomorrow."))
        #expect(try later.session.reminders().due.isEmpty)
        #expect(later.say("reminders") == ["No reminders to come."])
    }

    /// The first case a new user met: a daily row's reminder, said at 23:00, is said
    /// again the next day at 23:00 after done, as its own for the next occurrence.
    @Test func doneOnARepeatingRowMovesItsReminderSoThatItIsSaidAgain() throws {
        let h = try Harness(arguments: ["--memory", "--now", "2026-12-05T10:00"])
        for line in ["new list Chores", "field add due date", "field add done boolean", "add Pills", "set due today", "repeat every day"] { h.say(line) }
        #expect(h.say("remind 23:00") == ["Pills: reminder today 11pm."])
        h.session.environment.timeOfDay = { 23 * 60 + 5 }
        #expect(try h.session.reminders().due.count == 1)
        #expect(h.say("mark done") == ["Done: Pills. Next due tomorrow."])
        #expect(h.say("reminders") == ["1 reminder to come.", "Pills, Chores, tomorrow 11pm."])
        h.session.environment.clock = { CalendarDate(iso: "2026-12-06")! }
        h.session.environment.timeOfDay = { 22 * 60 }
        let next = try h.session.reminders()
        #expect(next.due.count == 0 && next.next == Moment(day: CalendarDate(iso: "2026-12-06")!, minute: 23 * 60))
        h.session.environment.timeOfDay = { 23 * 60 + 1 }
        #expect(try h.session.reminders().due.count == 1, "said again for the next occurrence, though said for the last")
        #expect(h.say("undo") == ["Undid Done on Pills.", "Pills, 1 of 1, overdue 1 day, repeats daily, reminder yesterday 11pm."])
        #expect(try h.session.reminders().due.isEmpty, "a reminder of yesterday is not said")
    }

    /// `repeat every month on the 15th` on a row due the 10th takes the due to the
    /// 15th; the same repeat again names the repeat; in Spanish alike.
    @Test func aMonthlyRepeatSetToADayMovesTheDueInBothLanguages() throws {
        let h = try Harness(arguments: ["--demo", "--today", "2026-12-05"])
        h.say("goto Buy bread")
        h.say("set due 2026-12-10")
        #expect(h.say("repeat every month on the 15th") == ["Buy bread repeats monthly on the 15th. Due Tuesday 15 December."])
        #expect(h.say("repeat every month on the 15th") == ["Buy bread already repeats monthly on the 15th; nothing changed."])
        #expect(h.say("undo") == ["Undid repeat monthly on the 15th on Buy bread.", "Buy bread, 1 of 3, due Thursday."])
        let es = try Harness(arguments: ["--demo", "--language", "es", "--today", "2026-12-05"])
        es.say("ir Comprar pan")
        es.say("poner vence 2026-12-10")
        #expect(es.say("repetir cada mes el 1") == ["Comprar pan se repite cada mes el día 1. Vence el viernes 1 de enero de 2027."])
        #expect(es.say("repetir cada mes") == ["Comprar pan ya se repite cada mes el día 1; no cambió nada."])
    }

    @Test func spanishWordsWork() throws {
        let h = try Harness(arguments: ["--demo", "--language", "es", "--today", "2026-12-01"])
        h.say("ir Comprar pan")
        #expect(h.say("repetir cada 2 días") == ["Comprar pan se repite cada 2 días. Vence hoy."])
        let done = h.say("marcar hecho")
        #expect(done == ["Hecho: Comprar pan. Vuelve a vencer el jueves 3 de diciembre."])
    }
}
