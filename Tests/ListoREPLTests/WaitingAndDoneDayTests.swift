import ListoAnnouncer
@testable import ListoREPL
import ListoTestSupport
import Testing

/// What new users of iCalendar lists found said two ways or kept too long: the list's
/// title and `lists` count the same rows, the agenda counts rows rather than the days
/// a row is on, and a row no longer done loses the day it was done on.
@Suite struct WaitingAndDoneDayTests {
    /// The title counts the rows waiting for a later start, as `lists` does, where it
    /// said 4 rows beside `lists`' 5 rows, 1 waiting.
    @Test func theTitleCountsWaitingRowsAsListsDoes() throws {
        let h = try Harness(arguments: ["--demo", "--today", "2026-12-01"])
        h.say("goto Buy bread")
        h.say("set start friday")
        h.say("open Articles")
        #expect(h.say("open Tasks").first == "Tasks, 2 sections, 5 rows, 1 waiting.")
        #expect(h.say("lists").contains("1. Tasks, 5 rows, 1 waiting, open."))
    }

    /// A row that starts and falls due this week is on two days and counted once.
    @Test func theAgendaCountsARowOnTwoDaysOnce() throws {
        let h = try Harness(arguments: ["--demo", "--today", "2026-12-01"])
        h.say("goto Buy bread")
        h.say("set due 2026-12-07")
        h.say("set start tomorrow")
        let said = h.say("agenda")
        #expect(said.first == "Agenda, 1 row.")
        #expect(said.filter { $0.hasPrefix("Buy bread, Tasks") }.count == 2)
    }

    /// mark not done clears the day the row was done on (an iCalendar COMPLETED),
    /// which an export would otherwise still write; undo brings it back.
    @Test func notDoneClearsTheDayItWasDoneOn() throws {
        let h = try Harness(arguments: ["--demo", "--today", "2026-12-01"])
        h.say("field add completed date")
        h.say("goto Buy bread")
        h.say("mark done")
        h.say("set completed today")
        let row = { h.session.storedDocument.everyRow.first { $0.title == "Buy bread" }! }
        #expect(row().fields["completed"] != nil)
        h.say("mark not done")
        #expect(row().fields["completed"] == nil)
        h.say("undo")
        #expect(row().fields["completed"] != nil && row().isDone)
    }
}
