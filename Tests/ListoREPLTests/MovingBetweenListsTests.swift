import Foundation
import ListoModel
@testable import ListoREPL
import ListoStore
import ListoTestSupport
import Testing

/// A row moved to another list while a second session has both lists open: the
/// second session hears it leave one list and finds it, with its id, in the other.
@Suite struct MovingBetweenListsTests {
    @Test func anotherSessionSeesTheRowLeaveOneListAndArriveInTheOther() throws {
        let path = Fixture.temporaryFolder().appendingPathComponent("lists.db").path
        let a = try Harness(arguments: ["--store", path, "--demo"])
        let b = try Harness(arguments: ["--store", path])
        b.say("open Articles")
        b.say("open Tasks")
        let ana = b.session.document.sections[0].rows[1].id
        a.say("goto Call Ana")
        a.say("note Call Ana: About Friday")
        #expect(a.say("move to list Articles section This week") == [
            // Articles keeps a read field: the row arrives unread, and the answer says so.
            "Moved Call Ana to Articles, This week, 3 of 3.", "Now unread.", "Pay the rent, 2 of 2, pinned.",
        ])
        let heard = b.say("list")
        #expect(heard.first?.hasSuffix(" elsewhere.") == true, "b hears the change: \(heard)")
        #expect(b.session.document.row(ana) == nil, "gone from Tasks in b's memory")
        b.say("open Articles")
        #expect(b.session.document.row(ana)?.notes == "About Friday", "the same row, id and notes, in Articles")
        let store = try Store(.file(path), seed: false)
        let library = try store.loadLibrary(withRows: false)
        let articles = try store.loadList(library.list(named: "Articles")!.id)
        #expect(articles.row(ana)?.title == "Call Ana")
        #expect(try store.loadList(library.list(named: "Tasks")!.id).row(ana) == nil)
        a.say("undo")
        b.say("open Tasks")
        #expect(b.session.document.row(ana)?.notes == "About Friday", "undo brings it back to Tasks in both")
    }
}
