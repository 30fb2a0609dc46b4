import ListoModel
@testable import ListoREPL
import ListoTestSupport
import Testing

/// The state rotor on a state no row holds says so at every step, where "End of
/// list." left the listener to wonder whether one was passed; past the last row
/// that is in the state, it is the end of the list again.
@Suite struct RotorNoneTests {
    static let cases: [(language: String, rotor: String, step: String, none: String)] = [
        ("en", "rotor overdue", "next", "Rotor overdue: no rows in Tasks."),
        ("en", "rotor overdue", "previous", "Rotor overdue: no rows in Tasks."),
        ("en", "rotor overdue", "first", "Rotor overdue: no rows in Tasks."),
        ("es", "rotor vencidas", "siguiente", "Rotor vencidas: ninguna fila en Tareas."),
        ("es", "rotor vencidas", "último", "Rotor vencidas: ninguna fila en Tareas."),
    ]

    @Test(arguments: 0..<cases.count)
    func aStateNoRowHoldsIsSaidSo(_ index: Int) throws {
        let c = Self.cases[index]
        let h = try Harness(arguments: ["--demo", "--language", c.language])
        h.say(c.rotor)
        #expect(h.say(c.step) == [c.none])
    }

    /// Under a filter, the rows the state rotor finds none of are those the filter lets
    /// through, and the filter is named: rows in the state may be hidden.
    static let filtered: [(language: String, lines: [String], none: String)] = [
        ("en", ["filter bread", "rotor done", "next"], "Rotor done: no rows in filter bread."),
        ("en", ["rotor overdue", "filter done", "previous"], "Rotor overdue: no rows in filter done."),
        ("es", ["filtrar pan", "rotor hechas", "siguiente"], "Rotor hechas: ninguna fila en el filtro pan."),
    ]

    @Test(arguments: 0..<filtered.count)
    func aFilterWithNoRowInTheStateIsNamed(_ index: Int) throws {
        let c = Self.filtered[index]
        let h = try Harness(arguments: ["--demo", "--language", c.language])
        for line in c.lines.dropLast() { h.say(line) }
        #expect(h.say(c.lines.last!) == [c.none])
    }

    @Test func pastTheLastRowInTheStateIsTheEndOfTheList() throws {
        let h = try Harness(arguments: ["--demo"])
        h.say("rotor done")
        #expect(h.say("last").last?.hasPrefix("Water the plants, 2 of 2, done") == true)
        #expect(h.say("next") == ["End of list."])
    }

    /// A command named in quotes, as a name with spaces is typed, is that command's help.
    @Test func helpOfACommandInQuotes() throws {
        let h = try Harness(arguments: ["--demo"])
        let quoted = h.say("help \"move\"")
        #expect(quoted.first?.hasPrefix("move: ") == true, "\(quoted)")
        #expect(quoted == h.say("help move"))
    }
}
