import ListoModel
@testable import ListoREPL
import ListoStore
import ListoTestSupport
import Testing

/// A long list's section badges (overdue, due today, unread) are counted by the store
/// over every row holding a field: where every row holds a due date, 1.6 s of CPU at a
/// million rows. A change that moves no row and no state a badge counts (a rename, a
/// note, snoozed, pinned) keeps the counts; one that may (a due date, done, a delete, a
/// move) or another session's change has them counted again. Either way the headers say
/// what a session holding the list whole says.
@Suite struct BadgeCountsKeptTests {
    static func repository() -> MemoryRepository {
        LongDueList.repository(settings: Samples.library().library.list(named: "Tasks")!.settings,
                               first: CalendarDate(year: 2026, month: 3, day: 1)!)
    }

    static func session(_ repository: MemoryRepository, windowRows: Int? = nil) throws -> Session {
        let session = try Session(store: repository, windowRows: windowRows)
        session.environment.clock = { CalendarDate(year: 2026, month: 3, day: 20)! }
        return session
    }

    static func heard(_ session: Session, _ line: String) -> [String] {
        session.execute(line).announcements.flatMap { session.hearing.announcer.lines($0) }
    }

    @Test(arguments: [
        ("rename . to Renamed", false), ("note . Bring the forms", false), ("Snooze", false), ("pin", false),
        ("set due 2026-03-25", true), ("mark done", true), ("delete .", true), ("move to section Part 1", true),
    ])
    func aChangeThatLeavesTheBadgesKeepsTheirCounts(change: String, counted: Bool) throws {
        let repository = Self.repository()
        let windowed = try Self.session(repository)
        let whole = try Self.session(Self.repository(), windowRows: 100_000)
        #expect(windowed.storedDocument.isWindowed)
        for line in ["goto 2990", "section next", "next", "next", "where"] {
            #expect(Self.heard(windowed, line) == Self.heard(whole, line), "\(line)")
        }
        let before = repository.reads.badgeCounts
        #expect(before == 1, "the headers were counted once")
        let said = Self.heard(windowed, change)
        #expect(said == Self.heard(whole, change) && !said.isEmpty && !said[0].hasPrefix("Error"), "\(change) said \(said)")
        for line in ["section previous", "section next", "where"] {
            #expect(Self.heard(windowed, line) == Self.heard(whole, line), "\(line)")
        }
        #expect(repository.reads.badgeCounts == before + (counted ? 1 : 0), "\(change): counted again only where a badge may move")
    }

    /// Another session's change, come in with this session's own, has the badges counted again.
    @Test func anotherSessionsChangeHasThemCountedAgain() throws {
        let repository = Self.repository()
        let windowed = try Self.session(repository)
        let other = try Self.session(MemoryRepository(sharing: repository), windowRows: 100_000)
        let whole = try Self.session(MemoryRepository(sharing: repository), windowRows: 100_000)
        for line in ["goto 2990", "section next", "next", "where"] { _ = (Self.heard(windowed, line), Self.heard(whole, line)) }
        let before = repository.reads.badgeCounts
        for line in ["section next", "goto 5", "mark done"] { _ = other.execute(line) }
        _ = (Self.heard(windowed, "rename . to Renamed"), Self.heard(whole, "rename . to Renamed"))
        for line in ["section previous", "section next"] {
            #expect(Self.heard(windowed, line) == Self.heard(whole, line), "\(line)")
        }
        #expect(repository.reads.badgeCounts == before + 1, "counted again after the other session's mark done")
    }
}
