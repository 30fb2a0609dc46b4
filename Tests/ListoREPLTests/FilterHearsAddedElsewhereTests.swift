@testable import ListoREPL
import ListoTestSupport
import Testing

/// A filter on while another session adds a row it lets through counts that row,
/// whatever this session changed just before: its own move or rename must not
/// leave the filter as the store was before the other's commit.
@Suite struct FilterHearsAddedElsewhereTests {
    @Test(arguments: ["move bottom", "rename to Phone Ana"])
    func aRowAddedElsewhereIsInTheFilterAfterAChangeHere(change: String) throws {
        let (a, b, _) = try Harness.twoOnOneStore()
        b.say("goto Call Ana")
        b.say(change)
        #expect(b.say("filter bread").first == "Filter bread: 1 row matches.")
        a.say("add Rye bread")
        let listed = b.say("list")
        #expect(listed.contains("Rye bread added to Pending elsewhere."), "\(listed)")
        #expect(listed.contains("Tasks, filter bread: 2 rows match, 1 section."), "\(listed)")
        #expect(b.say("filter bread").first == "Filter bread: 2 rows match.")
    }
}
