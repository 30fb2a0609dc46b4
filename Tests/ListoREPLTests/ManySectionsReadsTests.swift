import ListoAnnouncer
import ListoModel
@testable import ListoREPL
import ListoStore
import Testing

/// A command on a list of many sections reads no section records but those it needs
/// (issue 21 goal 1): the records are read once, as the list opens, and moving,
/// finding and saying the sections read none again, nor any section whole. These
/// sessions run on a list of 1,500 sections of 4 rows, read in windows from an
/// in-memory repository that counts what it hands out, beside one holding the same
/// list whole, and must say the same.
@Suite struct ManySectionsReadsTests {
    static let sections = 1_500

    /// "Many", `sections` sections of 4 rows and one of 3,000 in the middle (a section
    /// read whole by a command that reaches all of it is a window again after it), and "Short".
    static func repository() -> MemoryRepository {
        let tasks = Samples.library().library.list(named: "Tasks")!.settings
        var id: Int64 = 100
        func rows(_ count: Int, _ name: String) -> [Row] {
            (0..<count).map { r in
                id += 1
                return Row(id: RowID(id), title: "\(name) \(r + 1)", position: Positions.spaced(r))
            }
        }
        let many = ListDocument(id: ListID(1), name: "Many", position: Positions.gap, settings: tasks, sections: (0..<sections).map { s in
            Section(id: SectionID(Int64(s + 1)), header: "Part \(s + 1)", position: Positions.spaced(s),
                    rows: rows(s == 700 ? 3_000 : 4, "Item \(s + 1)-"))
        })
        let short = ListDocument(id: ListID(2), name: "Short", position: Positions.spaced(1), settings: tasks, sections: [
            Section(id: SectionID(Int64(sections + 1)), header: "Only", position: Positions.spaced(0), rows: rows(5, "Short")),
        ])
        return MemoryRepository(lists: [many, short], nextID: 1_000_000)
    }

    final class Reader {
        let repository = ManySectionsReadsTests.repository()
        let session: Session

        init(whole: Bool = false) throws {
            session = try Session(store: repository, windowRows: whole ? 100_000 : nil)
            session.environment.clock = { CalendarDate(year: 2026, month: 3, day: 2)! }
        }

        @discardableResult
        func say(_ line: String) -> [String] {
            var speaker = Speaker()
            return speaker.lines(session.execute(line).announcements)
        }

        func reads(_ line: String) -> (reads: MemoryRepository.Reads, said: [String]) {
            let before = repository.reads
            let said = say(line)
            let after = repository.reads
            var delta = MemoryRepository.Reads()
            delta.sectionRecords = after.sectionRecords - before.sectionRecords
            delta.wholeSections = after.wholeSections - before.wholeSections
            delta.rows = after.rows - before.rows
            return (delta, said)
        }
    }

    @Test func openingReadsEachSectionRecordOnce() throws {
        let reader = try Reader()
        #expect(reader.repository.reads.sectionRecords == Self.sections)
        #expect(reader.repository.reads.wholeSections == 0)
    }

    /// Moving, finding, numbering and the sidebar read no section record and no section
    /// whole, and a handful of rows; `open` reads the records of the list it opens alone.
    @Test func commandsReadNoSectionRecords() throws {
        let windows = try Reader(), whole = try Reader(whole: true)
        for line in ["rotor items", "section 900", "next"] { #expect(windows.say(line) == whole.say(line), "\(line)") }
        let lines = ["next", "next", "previous", "where", "read", "section next", "section previous", "goto 2", "next",
                     "first", "last", "section 400", "next", "goto Item 1200- 3", "find Item 30- 2", "sections", "lists",
                     "next", "previous", "open Short", "open Many", "where"]
        for line in lines {
            let (read, said) = windows.reads(line)
            #expect(said == whole.say(line), "\(line)")
            #expect(read.sectionRecords == (line == "open Short" ? 1 : 0), "\(line) read \(read.sectionRecords) section records")
            #expect(read.wholeSections == 0, "\(line) read \(read.wholeSections) sections whole")
            #expect(read.rows <= 100, "\(line) read \(read.rows) rows")
        }
    }

    /// The long section among them, read whole by an action on a selection, is cut back
    /// to a window after it: found among the sections holding rows, not by walking all of them.
    @Test func aLongSectionReadWholeAmongManyIsAWindowAgain() throws {
        let windows = try Reader(), whole = try Reader(whole: true)
        for line in ["section 701", "next", "goto 1500", "edit on", "select 1-20", "Snooze", "deselect all", "edit off", "where"] {
            #expect(windows.say(line) == whole.say(line), "\(line)")
        }
        let held = windows.session.library.list(ListID(1))!.sections.reduce(0) { $0 + $1.rows.count }
        #expect(held <= 1_024, "the section read whole is a window again: \(held) rows held")
    }

    /// A filter every plain row meets (`filter not done`) is counted from the sections'
    /// own counts, less the rows it leaves out: the store hands over the counts of the
    /// sections holding those alone, where it handed over each of the 1,500 sections'.
    @Test func aFilterEveryPlainRowMeetsHandsOverOnlyTheSectionsItLeavesRowsOutOf() throws {
        let windows = try Reader(), whole = try Reader(whole: true)
        for line in ["section 900", "next", "mark done", "section 3", "next", "next", "mark done", "first"] {
            #expect(windows.say(line) == whole.say(line), "\(line)")
        }
        let lines = ["filter not done", "next", "where", "goto 3595", "where", "next", "section next", "last", "where",
                     "filter off", "filter done", "where", "filter off"]
        for line in lines {
            let before = windows.repository.reads.hitCounts
            #expect(windows.say(line) == whole.say(line), "\(line)")
            let handed = windows.repository.reads.hitCounts - before
            #expect(handed <= 2, "\(line) handed over \(handed) sections' counts")
        }
    }
}
