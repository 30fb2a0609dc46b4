import Foundation
import ListoModel
@testable import ListoREPL
import ListoStore
import ListoTestSupport
import Testing

/// A name that begins more titles than are read to put them in order (`Session.namesOrdered`)
/// offers the first rows in list order, as its refusal says. The title index hands rows
/// over in title order (Item 1-1, Item 1-10, Item 1-100, Item 1-1000): `goto Item 1-` offered
/// Item 1-1, then Item 1-10 to 1-17, where the list holds Item 1-1 to 1-9 first.
@Suite struct TitlesInListOrderTests {
    typealias Engine = StateFilterCountsTests.Engine

    /// Two sections of 2,000 rows titled "Item s-r": "Item 1-" begins 2,000 of their titles.
    static func list() -> ListDocument {
        let tasks = Samples.library().library.list(named: "Tasks")!.settings
        var id: Int64 = 100
        let made = (0..<2).map { s in
            Section(id: SectionID(Int64(s + 1)), header: "Part \(s + 1)", position: Positions.spaced(s), rows: (0..<2_000).map { r in
                id += 1
                return Row(id: RowID(id), title: "Item \(s + 1)-\(r + 1)", position: Positions.spaced(r))
            })
        }
        return ListDocument(id: ListID(1), name: "Long", position: Positions.gap, settings: tasks, sections: made)
    }

    /// The titles of the rows offered, in the order they were numbered.
    static func offered(_ lines: [String]) -> [String] {
        lines.compactMap { line in
            guard let colon = line.firstIndex(of: ":"), Int(line[..<colon]) != nil, let comma = line.firstIndex(of: ",") else { return nil }
            return String(line[line.index(colon, offsetBy: 2)..<comma])
        }
    }

    /// The first 27 rows of Part 1, whose titles all begin with "Item 1-", in list order.
    static let firstInListOrder = (1...27).map { "Item 1-\($0)" }

    static func say(_ session: Session, _ line: String) -> [String] {
        session.execute(line).announcements.flatMap { session.hearing.announcer.lines($0) }
    }

    /// Read in windows, as listo reads a long list, and held whole, the same rows are
    /// offered, the first in list order, and a number past the first page chooses the
    /// row offered under it; with a filter read a page at a time on, numbered among the
    /// filter's rows, without the filter read whole for them.
    @Test(arguments: Engine.allCases, [false, true])
    func aNameBeginningThousandsOfTitlesOffersTheFirstInListOrder(_ engine: Engine, filtered: Bool) throws {
        let paged = try Session(store: try engine.open(Self.list()), windowRows: 100)
        let whole = try Session(store: try engine.open(Self.list()), windowRows: 100_000)
        var offered: [String] = [], chosen: [String] = []
        for line in (filtered ? ["filter item"] : []) + ["goto Item 1-", "more", "more", "11", "where"] {
            let said = Self.say(paged, line)
            #expect(said == Self.say(whole, line), "\(engine) \(filtered): \(line)")
            if line.hasPrefix("goto") || line == "more" { offered += Self.offered(said) }
            if line == "11" { chosen = said }
        }
        #expect(offered == Self.firstInListOrder, "\(engine) \(filtered)")
        #expect(chosen.last?.hasPrefix("Item 1-11,") == true, "\(chosen)")
        // The thousand rows a name is read for, and the pages around the focus.
        let held = paged.library.lists.first!.sections.reduce(0) { $0 + $1.rows.count }
        #expect(held < Session.namesOrdered + 300, "\(engine) \(filtered): rows held \(held)")
    }
}
