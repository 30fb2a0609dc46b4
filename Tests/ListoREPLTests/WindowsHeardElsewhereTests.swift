import ListoAnnouncer
import ListoModel
@testable import ListoREPL
import ListoStore
import Testing

/// Another session's change to a section read as a window moves the window's runs
/// by the rows that came and left before each, where the rows held say where they
/// were: hearing it asks the store no rank (issue 21 goal 1: hearing a change made
/// elsewhere cost 1.9 ms on 2 × 100,000 rows against 0.16 ms at 100, a rank asked
/// for each of the window's runs and each run placed again). A change the rows held
/// do not place (a row not held deleted) is placed by the store, as before. Three
/// sessions share one in-memory repository: one reads "Long" (two sections of 3,000
/// rows) in windows, one holds it whole, and one makes the changes.
@Suite struct WindowsHeardElsewhereTests {
    final class Sessions {
        let repository = SingleCommandReadsTests.repository()
        let windows: Session, whole: Session, other: Session

        init() throws {
            windows = try Session(store: repository)
            whole = try Session(store: MemoryRepository(sharing: repository), windowRows: 100_000)
            other = try Session(store: MemoryRepository(sharing: repository), windowRows: 100_000)
            for session in [windows, whole, other] { session.environment.clock = { CalendarDate(year: 2026, month: 3, day: 2)! } }
        }

        func say(_ session: Session, _ line: String) -> [String] {
            var speaker = Speaker()
            return speaker.lines(session.execute(line).announcements)
        }

        /// `line` in both reading sessions: what each said, and the ranks the one in windows asked.
        func both(_ line: String) -> (windows: [String], whole: [String], ranks: Int) {
            let before = repository.reads.ranks
            let said = say(windows, line)
            let ranks = repository.reads.ranks - before
            return (said, say(whole, line), ranks)
        }
    }

    @Test func changesAmongTheRowsHeldMoveTheRunsWithoutAskingTheStore() throws {
        let s = try Sessions()
        // Runs of Part 1 around rows 1, 100, 500, 1500 and 2000.
        for line in ["goto 100", "goto 500", "goto 1500", "goto 2000", "goto 1500"] {
            let heard = s.both(line)
            #expect(heard.windows == heard.whole, "\(line)")
        }
        let runs = s.windows.library.lists.first!.sections[0].runs.count
        #expect(runs == 5, "five runs held: \(runs)")
        /// Each change by the other session, and the ranks hearing it asks where the rows
        /// held place it: none, or the moved row's own, to say its place, where it went
        /// beyond the rows held. Nil where they don't, and the store places the runs.
        let changes: [(lines: [String], ranks: Int?)] = [
            (["goto 3", "move up"], 0),
            (["goto 2", "delete"], 0),
            (["goto 1500", "move to 10"], 0),
            (["goto 10", "move bottom"], 1),
            (["goto 200", "add Fresh row"], 0),
            (["goto 1000", "rename Renamed far"], nil),
            (["goto 800", "delete"], nil),
        ]
        for change in changes {
            for line in change.lines { _ = s.say(s.other, line) }
            let heard = s.both("where")
            if change.lines.last == "rename Renamed far" {
                // A row not held, in a section whose count stays, is heard against what the journal kept of it.
                #expect(heard.windows.first == "Item 1- 1001 renamed to Renamed far elsewhere.")
                #expect(heard.windows.dropFirst() == heard.whole.dropFirst())
            } else if change.lines == ["goto 800", "delete"] {
                // A row not held deleted is counted, as deleted: its title is not known. Held, it is named.
                #expect(heard.windows.first == "Part 1: 1 row deleted elsewhere.")
                #expect(heard.whole.first == "Item 1- 801 deleted elsewhere.")
                #expect(heard.windows.dropFirst() == heard.whole.dropFirst())
            } else {
                #expect(heard.windows == heard.whole, "\(change.lines)")
            }
            if let ranks = change.ranks {
                #expect(heard.ranks == ranks, "\(change.lines): the rows held place it, \(heard.ranks) ranks asked")
            } else {
                #expect(heard.ranks > 0, "\(change.lines): the store places it")
            }
            // Every run is where the store has it: each row numbered says the same.
            for line in ["goto 1", "goto 2", "goto 16", "goto 100", "goto 499", "goto 500", "goto 1499", "goto 1500", "goto 2000", "goto 2999", "goto 1500"] {
                let said = s.both(line)
                #expect(said.windows == said.whole, "after \(change.lines): \(line)")
            }
        }
    }
}
