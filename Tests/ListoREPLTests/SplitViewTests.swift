import ListoModel
@testable import ListoREPL
import ListoTestSupport
import Testing

/// The split view's navigation state after each step: column, selection, detail stack.
@Suite struct SplitViewTests {
    @Test func compactStackPushesAndPopsWithoutTouchingTheSelection() throws {
        let h = try Harness()
        h.say("open Inbox")
        #expect(h.session.state.column == .content)
        h.say("open 1")
        let lunch = try #require(h.session.state.detailRow)
        #expect(h.session.state.column == .detail)
        #expect(h.session.state.selection == [lunch], "Inbox selects one row, the one in the detail")
        h.say("open 1")
        h.say("open 1")
        #expect(h.session.state.detailStack.count == 2)
        #expect(h.session.state.selection == [lunch], "the detail's stack never changes the selection to its left")
        h.say("back")
        h.say("back")
        #expect(h.session.state.detailStack.isEmpty)
        #expect(h.session.state.column == .detail)
        h.say("back")
        #expect(h.session.state.column == .content)
        #expect(h.session.state.focus == .row(lunch))
        h.say("back")
        #expect(h.session.state.column == .sidebar)
    }

    @Test func openingAnotherListClearsSelectionAndDetail() throws {
        let h = try Harness()
        h.say("open Inbox")
        h.say("open 1")
        h.say("open 1")
        #expect(h.say("open Archive") == ["Archive, 2 rows. Selection cleared, detail closed."])
        #expect(h.session.state.selection.isEmpty)
        #expect(h.session.state.detailRow == nil && h.session.state.detailStack.isEmpty)
        #expect(h.session.document.name == "Archive")
    }

    @Test func theDetailNeverShowsARowTheListHides() throws {
        let h = try Harness(arguments: ["--demo", "--layout", "regular"])
        h.say("open Inbox")
        h.say("open Team meeting moved")
        #expect(h.session.state.detailRow != nil)
        #expect(h.say("filter lunch").contains("Detail is empty. Open a row from Inbox."))
        #expect(h.session.state.detailRow == nil)
    }

    @Test func regularLayoutSelectsFromTheSidebarAndWalksColumns() throws {
        let h = try Harness(arguments: ["--demo", "--layout", "regular"])
        h.say("back")
        #expect(h.session.state.column == .sidebar)
        h.say("open Archive")
        #expect(h.session.state.column == .sidebar, "a selection in the sidebar, not a push")
        #expect(h.session.document.name == "Archive")
        h.say("rotor columns")
        #expect(h.say("next") == ["Content column.", "Archive, 2 rows."])
        #expect(h.say("next") == ["Detail column.", "Detail is empty. Open a row from Archive."])
        h.say("columns detail")
        #expect(h.session.visibleColumns == [.detail])
        #expect(h.say("previous") == ["Detail column, the first."], "the edge of the columns names the column")
    }
}
