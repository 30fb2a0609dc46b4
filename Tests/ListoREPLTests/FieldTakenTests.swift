import ListoAnnouncer
import ListoModel
@testable import ListoREPL
import ListoStore
import ListoTestSupport
import Testing

/// `field remove` of a field every row of a long list holds is made by the store: the
/// values are taken out of the rows and kept there for undo, never read. These sessions
/// do it on a list of two sections of 3,000 rows, subtasks included, read in windows from
/// an in-memory repository that counts what it hands out, beside one holding the same
/// list whole, and must say the same and leave the same rows stored.
@Suite struct FieldTakenTests {
    static func repository() -> MemoryRepository {
        var list = BulkSelectionTests.list()
        list.settings.fields.append(FieldDeclaration("size", .number))
        func sized(_ row: Row) -> Row {
            var row = row
            row.fields["size"] = .number(Double(row.id.raw % 9))
            row.children = row.children.map(sized)
            return row
        }
        let sections = list.sections.map { s in
            Section(id: s.id, header: s.header, position: s.position, rows: s.rows.map(sized))
        }
        return MemoryRepository(lists: [ListDocument(id: list.id, name: list.name, position: list.position, settings: list.settings, sections: sections)],
                                nextID: 200_000)
    }

    final class Sizer {
        let repository = FieldTakenTests.repository()
        let session: Session

        init(windowRows: Int? = nil, language: String = "en") throws {
            session = try Session(store: repository, windowRows: windowRows)
            session.environment.clock = { CalendarDate(year: 2026, month: 3, day: 2)! }
            if language != "en" { say("language \(language)") }
        }

        @discardableResult
        func say(_ line: String) -> [String] {
            var speaker = Speaker()
            return speaker.lines(session.execute(line).announcements)
        }

        func stored() throws -> [String] {
            try repository.loadList(ListID(1), readingUpTo: .max).everyRow.map { "\($0.id.raw) \($0.title) \($0.fields.sorted { $0.key < $1.key })" }
        }

        func holding() throws -> Int { try repository.rowCount(holding: "size", in: ListID(1)) }
    }

    static let scripts: [(language: String, lines: [String])] = [
        ("en", ["goto 5", "field remove size", "where", "list", "fields", "undo", "where", "list", "goto 2999", "redo", "where",
                "undo", "goto 10", "expand", "next", "where", "redo", "fields"]),
        ("es", ["ir 5", "campo quitar size", "dónde", "lista", "campos", "deshacer", "dónde", "lista", "rehacer", "deshacer", "ir 2999", "dónde"]),
    ]

    static let taking: Set<String> = ["field remove size", "campo quitar size", "undo", "redo", "deshacer", "rehacer"]

    @Test(arguments: scripts.indices)
    func aFieldEveryRowHoldsIsTakenByTheStoreSayingWhatAWholeListSays(script: Int) throws {
        let (language, lines) = Self.scripts[script]
        let taken = try Sizer(language: language)
        let whole = try Sizer(windowRows: 100_000, language: language)
        let rows = try taken.stored().count
        #expect(try taken.holding() == rows)
        for line in lines {
            let reads = taken.repository.reads
            #expect(taken.say(line) == whole.say(line), "\(line)")
            guard Self.taking.contains(line) else { continue }
            // Taking the field, and its undo and redo, read the rows near focus, never a section.
            #expect(taken.repository.reads.wholeSections == reads.wholeSections, "no section is read whole: \(line)")
            #expect(taken.repository.reads.rows - reads.rows <= 8 * taken.session.environment.windowMargin, "rows read: \(line)")
            #expect(try taken.stored() == whole.stored(), "\(line)")
        }
        #expect(try taken.stored() == whole.stored())
    }

    /// Every value comes back with undo and goes again with redo; the values kept go when undo puts them back.
    @Test func everyValueComesBackAndTheValuesKeptAreLetGo() throws {
        let taken = try Sizer()
        let rows = try taken.stored().count
        let before = try taken.stored()
        #expect(taken.say("field remove size") == ["Field size removed from Long, and its value from \(rows) rows."])
        #expect(try taken.holding() == 0)
        #expect(taken.repository.savedSteps == 1)
        #expect(taken.say("undo") == ["Undid field remove of size."])
        #expect(try taken.holding() == rows)
        #expect(try taken.stored() == before)
        #expect(taken.repository.savedSteps == 0)
        taken.say("redo")
        #expect(try taken.holding() == 0)
        #expect(taken.repository.savedSteps == 1)
        try taken.session.end()
        #expect(taken.repository.savedSteps == 0)
    }
}
