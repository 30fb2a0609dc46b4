import Foundation
import ListoModel
@testable import ListoREPL
import ListoStore
import ListoTestSupport
import Testing

/// `selection` in a long list sorted or grouped by a field, with nothing selected or a
/// few rows selected by their ids, reads no section whole: sorted, the rows selected
/// are held; grouped, they are found among the groups' ids. Before, a sorted list of a million rows was read whole to say "Selection is
/// empty." (29 s, 651 MB, debug). What it says is what a list read whole says, in
/// the order heard; `group off` keeps the rows selected in groups read in windows,
/// and on a list not grouped reads nothing.
@Suite struct SelectionByIdsInOrderTests {
    static func script(_ order: String) -> [String] {
        [order, "selection", "edit on", "selection", "goto 1500", "select", "goto 40", "select", "goto 900", "select",
         "selection", "where", "deselect .", "selection", "language es", "selección", "language en", "group off", "selection", "where",
         order, "goto 2", "select", "selection", "group off", "selection", "sort manual", "selection", "where",
         "group due", "selection", "where", "group off", "selection"]
    }

    @Test(arguments: ["sort due", "group due"])
    func aFewRowsSelectedAreSaidFromTheRowsHeld(_ order: String) throws {
        let windowed = try SortedSelectionTests.Reader()
        let whole = try SortedSelectionTests.Reader(windowRows: 100_000)
        #expect(windowed.session.storedDocument.isWindowed)
        for line in Self.script(order) {
            let before = windowed.repository.reads.wholeSections
            let said = windowed.say(line)
            #expect(windowed.repository.reads.wholeSections == before, "\(line) reads no section whole")
            #expect(said == whole.say(line), "\(line)")
            #expect(!said.isEmpty, "\(line) is said")
        }
    }
}
