import Foundation
import ListoModel
@testable import ListoREPL
import ListoStore
import ListoTestSupport
import Testing

/// Outlines across two sessions on one store: every change to rows inside rows
/// is heard through the journal, and each session's memory ends equal to the store.
@Suite struct OutlineSessionTests {
    func twoSessions() throws -> (a: Harness, b: Harness, path: String) {
        let path = Fixture.temporaryFolder().appendingPathComponent("outline.db").path
        return (try Harness(arguments: ["--store", path, "--demo"]), try Harness(arguments: ["--store", path]), path)
    }

    func stored(_ path: String) throws -> ListDocument {
        let store = try Store(.file(path), seed: false)
        return try store.loadList(try store.loadLibrary(withRows: false).list(named: "Tasks")!.id)
    }

    @Test func reshapingInOneSessionIsHeardRowByRowInTheOther() throws {
        let (a, b, path) = try twoSessions()
        a.say("goto Buy bread")
        a.say("add child Flour")
        a.say("add child Salt")
        a.say("add Yeast")
        a.say("goto Call Ana")
        a.say("indent")
        a.say("goto Salt")
        a.say("move to Flour")
        a.say("goto Flour")
        a.say("collapse")
        b.say("where")
        #expect(b.session.document == a.session.document, "b took in every row a wrote, at every level")
        #expect(try stored(path) == a.session.document)
        // Deleting a subtree elsewhere removes it all; undo there brings it all back here too.
        a.say("goto Buy bread")
        #expect(a.say("delete") == ["Deleted Buy bread with 4 subtasks. 1 row left.", "Pay the rent, 1 of 1, pinned."])
        b.say("where")
        #expect(b.session.document == a.session.document)
        a.say("undo")
        b.say("where")
        #expect(b.session.document == a.session.document)
        #expect(try stored(path) == b.session.document)
        let level = b.session.document.level(of: b.session.document.sections[0].rows[0].children[0].children[0].id)
        #expect(level == 3, "Salt is back inside Flour inside Buy bread")
    }
}
