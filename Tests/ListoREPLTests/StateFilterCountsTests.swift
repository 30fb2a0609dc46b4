import Foundation
import ListoAnnouncer
import ListoModel
@testable import ListoREPL
@testable import ListoStore
import ListoTestSupport
import Testing

/// A filter by overdue or due today over a long list, counted from the store's table of
/// badges where the table holds to the filter's rule (Store+CountedHits.swift) and over
/// the rows where it does not: each line heard a page at a time is what a list read
/// whole says, on each engine, in a list of plain values and in one holding done as
/// "yes" or 1.
@Suite struct StateFilterCountsTests {
    enum Engine: String, CaseIterable, Sendable {
        case sqlite, memory, postgresql

        func open(_ list: ListDocument) throws -> any Repository {
            let library = Library(lists: [list])
            switch self {
            case .sqlite:
                let store = try Store(.memory, seed: false)
                try store.transaction { try store.insert(library) }
                try store.executeForTesting("UPDATE counter SET next_id = 10000")
                return store
            case .memory:
                return MemoryRepository(lists: [list], nextID: 10_000)
            case .postgresql:
                let cluster = try PostgresCluster.shared()
                let store = try ServerStore(uri: cluster.socketURI(try cluster.createDatabase()), seed: false)
                try store.insert(library)
                try store.executeForTesting("UPDATE counter SET next_id = 10000")
                return store
            }
        }
    }

    /// FilterPagesTests' list of stated rows; `odd`, some overdue rows hold done as "yes"
    /// or 1, which the table of badges reads as done and a filter does not.
    static func list(odd: Bool) -> ListDocument {
        let tasks = Samples.library().library.list(named: "Tasks")!.settings
        var id: Int64 = 100
        let made = (0..<2).map { s in
            Section(id: SectionID(Int64(s + 1)), header: "Part \(s + 1)", position: Positions.spaced(s), rows: (0..<400).map { r in
                id += 1
                var fields = FilterPagesTests.stated(r)
                if odd && r % 7 == 1 && r % 3 == 1 { fields["done"] = .text("yes") }
                if odd && r % 7 == 1 && r % 5 == 1 { fields["done"] = .number(1) }
                return Row(id: RowID(id), title: "Item \(s + 1)-\(r + 1)", fields: fields, position: Positions.spaced(r))
            })
        }
        return ListDocument(id: ListID(1), name: "Long", position: Positions.gap, settings: tasks, sections: made)
    }

    static let lines = [
        "filter overdue", "where", "next", "next", "list", "last", "previous", "sections", "goto 20", "where",
        "filter due today", "next", "last", "where", "list", "sections",
        "filter due before today", "next", "goto 30", "where", "filter due after yesterday", "next", "last",
        "filter due by today", "last", "filter due on 20 february", "next",
        "filter overdue", "goto 1", "mark done", "where", "next", "undo", "where",
        "filter off", "where",
    ]

    @Test(arguments: Engine.allCases, [false, true])
    func aStateFilterCountedInTheStoreSaysWhatAListReadWholeSays(_ engine: Engine, odd: Bool) throws {
        let paged = try Session(store: try engine.open(Self.list(odd: odd)), windowRows: 100)
        let whole = try Session(store: try engine.open(Self.list(odd: odd)), windowRows: 100_000)
        for s in [paged, whole] { s.environment.clock = { FilterPagesTests.statesDay } }
        func say(_ session: Session, _ line: String) -> [String] {
            session.execute(line).announcements.flatMap { session.hearing.announcer.lines($0) }
        }
        var heard: [String] = []
        for line in Self.lines {
            let said = say(paged, line)
            #expect(said == say(whole, line), "\(engine) odd \(odd): \(line)")
            heard += said
        }
        #expect(heard.contains { $0.hasPrefix("Filter overdue: ") }, "\(heard.prefix(3))")
    }

    /// A filter by a due day is counted in the due index where every due is listo's own
    /// date, and over the rows where one is not (an object with more in it, a date that
    /// is no day), which a person's import or a hand may leave: both answers the rows' own.
    @Test func theDueIndexAnswersOnlyWhereEveryDueIsADate() throws {
        let list = Self.list(odd: false)
        let day = FilterPagesTests.statesDay
        let queries: [RowQuery] = [.date("due", .on, day), .date("due", .before, day), .date("due", .after, CalendarDate(year: 2026, month: 2, day: 1)!),
                                   .date("due", .by, CalendarDate(year: 2026, month: 2, day: 20)!)]
        for odd in [#"{"due": {"date": "2026-03-02", "note": 1}}"#, #"{"due": {"date": "2026-3-2"}}"#, nil] {
            let store = try #require(try Engine.sqlite.open(list) as? Store)
            if let odd { try store.executeForTesting("UPDATE rows SET fields = '\(odd)' WHERE id = 150") }
            for query in queries {
                let hit = HitQuery.filter(query, today: day)
                var expected = try store.hitCounts(matching: hit, in: list.id)
                if odd == nil {
                    expected = [:]
                    for section in list.sections {
                        let n = section.rows.filter(hit.matches).count
                        if n > 0 { expected[section.id] = n }
                    }
                }
                #expect((try store.countedHits(hit, in: list.id) != nil) == (odd == nil), "\(odd ?? "plain"): \(query)")
                #expect(try store.hitCounts(matching: hit, in: list.id) == expected, "\(odd ?? "plain"): \(query)")
                #expect(!expected.isEmpty, "\(query)")
            }
        }
    }

    /// The SQLite store answers from its table in a list of plain values and counts over
    /// the rows in one holding an odd done, and both answers are the rows' own.
    @Test func theTableAnswersOnlyWhereItsRuleIsTheFilters() throws {
        for odd in [false, true] {
            let store = try #require(try Engine.sqlite.open(Self.list(odd: odd)) as? Store)
            let list = Self.list(odd: odd)
            for query in [RowQuery.overdue, .dueToday] {
                let hit = HitQuery.filter(query, today: FilterPagesTests.statesDay)
                var expected: [SectionID: Int] = [:]
                for section in list.sections {
                    let n = section.rows.filter(hit.matches).count
                    if n > 0 { expected[section.id] = n }
                }
                #expect(try store.hitCounts(matching: hit, in: list.id) == expected, "odd \(odd): \(query)")
                #expect((try store.countedHits(hit, in: list.id) != nil) == !odd, "odd \(odd): \(query)")
            }
        }
    }
}
