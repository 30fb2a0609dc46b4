import ListoModel
@testable import ListoREPL
import ListoStore
import ListoTestSupport
import Testing

/// `selection` of a selection kept as a rule in a long list, in its own order, sorted by
/// a declared field, sorted by a field no row's list declares (the list then read whole)
/// and grouped, says its count from the rule and reads only the page it says, in the
/// order the list is heard: line for line what a session holding the list whole says.
@Suite struct SelectionInOrderTests {
    final class Reader {
        let repository: MemoryRepository
        let session: Session

        init(windowRows: Int? = nil) throws {
            var settings = Samples.library().library.list(named: "Tasks")!.settings
            if settings.field(named: "kind") == nil { settings.fields.append(FieldDeclaration("kind", .text)) }
            repository = LongDueList.repository(settings: settings, first: CalendarDate(year: 2026, month: 2, day: 20)!, more: { id in
                var fields: [String: FieldValue] = [:]
                if id % 5 == 0 { fields["done"] = .bool(true) }
                if id % 3 == 0 { fields["kind"] = .text(id % 2 == 0 ? "home" : "Work") }
                // Held by rows, declared by no list: sorting by it reads the list whole.
                if id % 4 != 0 { fields["weight"] = .number(Double((id * 13) % 17)) }
                return fields
            })
            session = try Session(store: repository, windowRows: windowRows)
            session.environment.clock = { CalendarDate(year: 2026, month: 3, day: 2)! }
        }

        func say(_ line: String) -> [String] { session.execute(line).announcements.flatMap { session.hearing.announcer.lines($0) } }
    }

    static func script(order: String) -> [String] {
        [
            order, "edit on", "select all", "selection", "more", "more", "goto 1500", "deselect .", "page 7", "selection", "more",
            "deselect all", "select done", "selection", "more", "select 3", "selection", "more", "page 2500", "selection", "more",
            "more", "page 20", "deselect all", "select not done", "language es", "selección", "más", "language en",
        ]
    }

    /// `windowRows`: below the list's rows, so that a list read whole to be sorted is a long one.
    func run(_ script: [String], windowRows: Int? = nil) throws {
        let windowed = try Reader(windowRows: windowRows)
        let whole = try Reader(windowRows: 100_000)
        for line in script {
            let (reads, rule) = (windowed.repository.reads, windowed.session.state.everyRow != nil)
            let said = windowed.say(line)
            #expect(said == whole.say(line), "\(line)")
            guard ["selection", "more", "selección", "más"].contains(line) else { continue }
            #expect(windowed.repository.reads.wholeSections == reads.wholeSections, "no section is read whole: \(line)")
            #expect(windowed.repository.reads.rows - reads.rows <= 2 * LongDueList.rowsPerSection, "only pages are read: \(line)")
            #expect(!rule || windowed.session.state.everyRow != nil, "the rule stays a rule: \(line)")
        }
    }

    @Test func inItsOwnOrder() throws { try run(Self.script(order: "sort manual")) }
    @Test func sortedByADeclaredField() throws { try run(Self.script(order: "sort due")) }
    @Test func sortedByAFieldNotDeclared() throws { try run(Self.script(order: "sort weight"), windowRows: 1_000) }
    @Test func grouped() throws { try run(Self.script(order: "group due")) }
}
