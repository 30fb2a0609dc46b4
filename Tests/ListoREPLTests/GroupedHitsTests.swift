import Foundation
import ListoModel
@testable import ListoREPL
import ListoStore
import ListoTestSupport
import Testing

extension GroupedWindowsTests {
    /// Filters on a grouped list read in windows, by states (done, not done: every row
    /// holding no field let through) and by words, grouped by a date and by a text: the
    /// filter, a step, `list` and `more`, `goto N`, `first`, `last`, `sections` and `filter
    /// off` read a page of the rows let through by their ids, never a section whole, and
    /// say what a session holding the list whole says, line for line, in English and in Spanish.
    static let filtering = [
        "group due", "goto 900", "filter done", "where", "next", "next", "where", "list", "more", "more", "where", "goto 100", "where", "previous", "where",
        "last", "where", "previous", "first", "where", "goto 300", "where", "sections", "next", "where",
        "filter off", "where", "next", "where",
        "goto 20", "filter Item 2-1", "where", "next", "where", "goto 50", "where", "last", "where", "filter off", "where",
        "filter not done", "where", "next", "goto 2000", "where", "last", "where", "first", "where", "filter off", "where",
        "filter Item 1-2999", "where", "next", "where", "filter off", "where",
        "group kind", "filter done", "where", "next", "goto 200", "where", "filter off", "where",
        "group due", "language es", "filtrar hecha", "dónde", "siguiente", "ir 150", "dónde", "último", "dónde", "filtrar no", "dónde",
        "language en",
    ]

    @Test func aFilterInAGroupedListReadsNoSectionWhole() throws {
        let windowed = try Reader()
        let whole = try Reader(windowRows: 100_000)
        var heldMost = (0, "")
        for line in Self.filtering {
            let reads = windowed.repository.reads
            let said = windowed.say(line)
            #expect(said == whole.say(line), "\(line)")
            #expect(!said.isEmpty && !said.contains { $0.contains("refus") || $0.contains("Error") }, "\(line) is said")
            #expect(windowed.repository.reads.wholeSections == reads.wholeSections, "no section is read whole: \(line)")
            // A page either side of each place it lands on: the focus, and the first and last rows for `last`.
            #expect(windowed.repository.reads.rows - reads.rows <= 6 * windowed.session.hitMargin + 100, "a page of rows is read: \(line)")
            if windowed.rowsHeld > heldMost.0 { heldMost = (windowed.rowsHeld, line) }
        }
        #expect(heldMost.0 <= 1_000, "only pages are held: \(heldMost)")
        #expect(windowed.repository.reads.hitIDs > 0, "the hits were asked by their ids")
        let stillWindowed = windowed.session.storedDocument.isWindowed
        #expect(stillWindowed, "still read in windows")
    }

    /// The same through SQLite, which counts and names the hits by its indexes
    /// (`hitCounts`, `plainRowsLeftOut`, `hitIDs`) and groups the rows it keeps: every
    /// line is what a session holding the list whole says, and no section is read whole.
    @Test func throughSQLiteAFilterInAGroupedListSaysWhatAWholeListSays() throws {
        let folder = Fixture.temporaryFolder()
        let path = folder.appendingPathComponent("grouped-filter.db").path
        let store = try Store(.file(path), seed: false)
        let list = try Self.repository().loadList(ListID(1), readingUpTo: .max)
        try store.transaction { try store.insert(Library(lists: [list])) }
        store.close()
        let copy = folder.appendingPathComponent("grouped-filter-whole.db").path
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        let windowed = try Session(store: try Store(.file(path), seed: false))
        let whole = try Session(store: try Store(.file(copy), seed: false), windowRows: 100_000)
        for session in [windowed, whole] { session.environment.clock = { CalendarDate(year: 2026, month: 3, day: 2)! } }
        func say(_ session: Session, _ line: String) -> [String] { session.execute(line).announcements.flatMap { session.hearing.announcer.lines($0) } }
        for line in Self.filtering {
            #expect(say(windowed, line) == say(whole, line), "\(line)")
        }
        let stillWindowed = windowed.storedDocument.isWindowed
        #expect(stillWindowed, "still read in windows")
        #expect(windowed.library.lists.first!.sections.allSatisfy { !$0.isLoaded }, "no section is read whole")
    }
}
