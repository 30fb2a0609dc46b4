import Foundation
import ListoModel
@testable import ListoREPL
@testable import ListoStore
import ListoTestSupport
import Testing

/// `goto N` far into a filter that most rows of a long section meet, and such a filter
/// turned on with the focus deep in the section, find their row from the list's hits
/// gathered once, not by asking each row before it: what is said is what a session
/// holding the list whole says, for a filter most rows meet and for one few rows meet.
@Suite struct DeepHitsTests {
    /// One list, "Long", of one section of `rows` rows: "Task k" but every 97th, "Chore k", and every 150th "Task k rare".
    static func deepStore(at path: String, rows: Int) throws {
        let store = try Store(.file(path), seed: false)
        let tasks = Samples.library().library.list(named: "Tasks")!.settings
        var id: Int64 = 100
        let made = (0..<rows).map { r in
            id += 1
            let title = r % 97 == 5 ? "Chore \(r)" : r % 150 == 7 ? "Task \(r) rare" : "Task \(r)"
            return Row(id: RowID(id), title: title, position: Positions.spaced(r))
        }
        let section = Section(id: SectionID(1), header: "All", position: Positions.spaced(0), rows: made)
        try store.transaction {
            try store.insert(Library(lists: [ListDocument(id: ListID(1), name: "Long", position: Positions.gap, settings: tasks,
                                                          sections: [section])]))
            try store.executeForTesting("UPDATE counter SET next_id = \(id + 100)")
        }
        store.close()
    }

    @Test func aJumpDeepIntoAFilterSaysWhatAWholeListSays() throws {
        let folder = Fixture.temporaryFolder()
        let path = folder.appendingPathComponent("deep.db").path
        try Self.deepStore(at: path, rows: 3_000)
        let copy = folder.appendingPathComponent("deep-whole.db").path
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        let paged = try Harness(arguments: ["--store", path], windowRows: 100)
        let whole = try Harness(arguments: ["--store", copy], windowRows: 100_000)
        let lines = [
            // Far in (the hits gathered), near the start (each row asked), and at the last.
            "filter task", "goto 2900", "where", "next", "previous", "goto 2500", "read", "goto 30", "next", "goto 2969", "next",
            "filter off",
            // Turned on with the focus deep: after the middle (the rows after it counted), before it, and near either end.
            "goto 2400", "filter task", "where", "next", "filter off", "goto 1200", "filter task", "where", "previous",
            "filter off", "goto 2990", "filter task", "where", "filter off", "goto 4", "filter task", "where", "filter off",
            // Few rows meet it: their ids looked up, far in and turned on deep.
            "filter rare", "goto 15", "where", "previous", "goto 2", "next", "filter off", "goto 2000", "filter rare", "where", "next",
            "filter off", "filter task rare", "goto 12", "where", "filter off", "where",
        ]
        for line in lines { #expect(paged.say(line) == whole.say(line), "\(line)") }
        #expect(WindowTests.readRows(paged.session) < 1_000, "rows held: \(WindowTests.readRows(paged.session))")
    }
}
