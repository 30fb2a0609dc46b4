import ListoModel
@testable import ListoREPL
import ListoStore
import Testing

/// A long list in SQLite grouped by its due date (the index of the due field and the table
/// of badges) or by snoozed (each row's truth read by the engine) says what the same list
/// held whole says, line for line: moving, jumping, the sections and their badges, reading,
/// a change that moves a row to another group, and going back to the list's own sections.
@Suite struct GroupedStoreWindowsTests {
    static let today = CalendarDate(year: 2026, month: 3, day: 2)!

    /// The rows of GroupedWindowsTests, every fourth snoozed, every fifth done, a few waiting.
    static func list() -> ListDocument {
        let settings = Samples.library().library.list(named: "Tasks")!.settings
        var id: Int64 = 100
        let sections = ["Part 1", "Part 2"].enumerated().map { s, header in
            Section(id: SectionID(Int64(s + 1)), header: header, position: Positions.spaced(s), rows: (0..<3_000).map { r in
                id += 1
                var fields: [String: FieldValue] = id % 7 == 0 ? [:] : ["due": .date(CalendarDate(year: 2026, month: 2, day: 20)!.adding(days: Int((id * 37) % 40)))]
                if id % 5 == 0 { fields["done"] = .bool(true) }
                if id % 4 == 0 { fields["snoozed"] = .bool(true) }
                let start: CalendarDate? = id % 97 == 0 ? today.adding(days: 3) : nil
                return Row(id: RowID(id), title: "Item \(s + 1)-\(r + 1)", fields: fields, position: Positions.spaced(r), schedule: Schedule(start: start))
            })
        }
        return ListDocument(id: ListID(1), name: "Long", position: Positions.gap, settings: settings, sections: sections)
    }

    static func say(_ session: Session, _ line: String) -> [String] {
        session.execute(line).announcements.flatMap { session.hearing.announcer.lines($0) }
    }

    static let script = [
        "group due", "where", "next", "sections", "goto 900", "where", "previous", "last", "where", "first", "list", "more",
        "section next", "where", "goto 200", "where", "rename . to Far row", "where", "set due tomorrow", "where", "sections",
        "next", "where", "list", "undo", "where", "sections", "undo", "where", "language es", "dónde", "secciones", "language en",
        "section next", "next", "Snooze", "where", "sections", "undo", "where",
        "group snoozed", "where", "next", "sections", "goto 1200", "where", "Snooze", "where", "sections", "section next",
        "where", "list", "undo", "where", "group off", "where", "next",
    ]

    @Test func aGroupedListInSQLiteSaysWhatItSaysReadWhole() throws {
        let store = try Store(.memory, seed: false)
        try store.transaction {
            try store.insert(Library(lists: [Self.list()]))
            try store.executeForTesting("UPDATE counter SET next_id = 10000")
        }
        let windowed = try Session(store: store)
        let whole = try Session(store: MemoryRepository(lists: [Self.list()], nextID: 10_000), windowRows: 100_000)
        for session in [windowed, whole] { session.environment.clock = { Self.today } }
        #expect(windowed.storedDocument.isWindowed && !whole.storedDocument.isWindowed)
        for line in Self.script {
            #expect(Self.say(windowed, line) == Self.say(whole, line), "\(line)")
        }
    }
}
