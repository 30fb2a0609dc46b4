import ListoModel
@testable import ListoREPL
import ListoStore
import ListoTestSupport
import Testing

/// `delete list` of a long list, and its undo and redo, read none of its rows: the
/// store keeps the list aside, unseen, and shows it again on undo. These sessions do
/// it on a list of two sections of 3,000 rows read in windows from an in-memory
/// repository that counts what it hands out, beside one holding the same list whole,
/// and must say the same and leave the same lists stored.
@Suite struct DeletedListAsideTests {
    final class Deleter {
        let repository: MemoryRepository
        let session: Session

        init(windowRows: Int? = nil) throws {
            let short = ListDocument(id: ListID(2), name: "Short", position: 2 * Positions.gap, settings: .init(), sections: [
                Section(id: SectionID(3), header: nil, position: Positions.gap, rows: [Row(id: RowID(150_000), title: "Only row", position: Positions.gap)]),
            ])
            repository = MemoryRepository(lists: [BulkSelectionTests.list(), short], nextID: 200_000)
            session = try Session(store: repository, windowRows: windowRows)
        }

        @discardableResult
        func say(_ line: String) -> [String] {
            var speaker = Speaker()
            return speaker.lines(session.execute(line).announcements)
        }

        func stored() throws -> [String] {
            try repository.loadLibrary(open: nil, readingUpTo: .max).lists.map { list in
                "\(list.name) \(try repository.loadList(list.id, readingUpTo: .max).sections.map { $0.rows.count })"
            }
        }
    }

    static let script = [
        "goto 2999", "delete list Long", "lists", "undo", "lists", "open Long", "where", "goto 1", "redo", "lists", "undo",
        "open Long", "section 2", "goto 3000", "where", "language es", "delete list Long", "deshacer", "rehacer", "deshacer", "language en",
    ]
    static let deleting: Set<String> = ["delete list Long", "undo", "redo", "deshacer", "rehacer"]

    @Test func aLongListIsDeletedAndPutBackReadingNoRowSayingWhatAWholeListSays() throws {
        let aside = try Deleter()
        let whole = try Deleter(windowRows: 100_000)
        for line in Self.script {
            let reads = aside.repository.reads
            #expect(aside.say(line) == whole.say(line), "\(line)")
            guard Self.deleting.contains(line) else { continue }
            #expect(aside.repository.reads.wholeSections == reads.wholeSections, "no section is read whole: \(line)")
            // The rows near the focus a command reads on the list it is on, or goes to, and never the list deleted.
            #expect(aside.repository.reads.rows - reads.rows <= 2 * aside.session.environment.windowMargin, "rows read: \(line)")
        }
        #expect(try aside.stored() == whole.stored())
        #expect(try aside.stored() == ["Long [3000, 3000]", "Short [1]"])
    }

    /// The list kept aside goes for good when the history lets its step go and when the
    /// session ends; a new list taken back by undo goes at once, and redo makes it anew.
    @Test func theListKeptAsideIsLetGo() throws {
        let aside = try Deleter()
        aside.say("delete list Long")
        #expect(aside.repository.hiddenLists == 1)
        aside.say("undo")
        #expect(aside.repository.hiddenLists == 0)
        aside.say("redo")
        aside.say("rename list Short to Brief")
        #expect(aside.repository.hiddenLists == 1, "the step is still in the history")
        aside.session.state.undoStack.removeAll()
        aside.say("lists")
        #expect(aside.repository.hiddenLists == 0)
        #expect(try aside.stored() == ["Brief [1]"])

        aside.say("new list Fresh")
        aside.say("undo")
        #expect(aside.repository.hiddenLists == 0)
        #expect(aside.say("redo") == ["Redid new list Fresh."])
        #expect(try aside.stored() == ["Brief [1]", "Fresh [0]"])

        let ending = try Deleter()
        ending.say("delete list Short")
        #expect(ending.repository.hiddenLists == 1)
        try ending.session.end()
        #expect(ending.repository.hiddenLists == 0)
        #expect(try ending.stored() == ["Long [3000, 3000]"])
    }
}
