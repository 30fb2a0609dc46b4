import ListoModel
@testable import ListoREPL
import Testing

/// The state rotor (`rotor done`) under a filter the store can test finds its next, previous,
/// first and last row among the rows the filter lets through in the store, the filter then
/// read a page at a time: the filter was read whole while the rotor moved by a state (12 s
/// on 2 x 500,000 rows). What is heard is what a session holding the list whole hears, and
/// fewer than 1,000 rows of the 3,000 are read (`FilterPagesStateSelectionTests.heardAlike`).
@Suite struct FilterPagesStateRotorTests {
    @Test func theStateRotorStepsAmongTheFiltersRowsInTheState() throws {
        let (said, _) = try FilterPagesStateSelectionTests.heardAlike([
            "filter item", "rotor done", "next", "next", "next", "where", "previous", "last", "next", "first", "previous",
            "rotor items", "next", "filter item 2-9", "rotor done", "next", "filter off"], rows: 1_500)
        #expect(said["rotor done"]?.first?.hasPrefix("Rotor") == true, "\(said["rotor done"] ?? [])")
        // Item 1-1, 1-2, 1-3, 1-6 and 1-7 are done; Other 1 is done and hidden by the filter.
        #expect(said["last"]?.first?.hasPrefix("Item 1-7") == true, "\(said["last"] ?? [])")
        #expect(said["first"]?.first?.hasPrefix("Item 1-1") == true, "\(said["first"] ?? [])")
    }
}
