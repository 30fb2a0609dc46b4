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
        #expect(h.say("open Archive") == ["Archive, 2 rows.", "Selection cleared.", "Detail closed."])
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

    /// A message opened under `filter unread` is read, and stays in the filter and in
    /// the detail while it is open, as Mail keeps it on screen: it leaves the filter
    /// once another row is opened. In both layouts.
    @Test(arguments: ["compact", "regular"])
    func aRowReadByOpeningItUnderFilterUnreadStaysOpen(_ layout: String) throws {
        let h = try Harness(arguments: ["--demo", "--layout", layout])
        h.say("open Articles")
        #expect(h.say("filter unread") == ["Filter unread: 3 rows match.", "Lists by ear, 1 of 3, unread, actions Delete."])
        let opened = h.say("open 1")
        #expect(opened.prefix(2) == ["Detail: Lists by ear, 1 of 3, selected.", "Lists by ear: read."], "\(opened)")
        #expect(!opened.contains { $0.contains("hidden by filter") || $0.contains("Detail is empty") }, "\(opened)")
        let ear = try #require(h.session.state.detailRow)
        #expect(h.session.state.focus == .row(ear))
        #expect(h.say("where").first == (layout == "compact" ? "Detail column: Articles, then Lists by ear." : "Lists by ear, 1 of 3 in filter unread, selected."))
        if layout == "compact" { #expect(h.say("back") == ["Content column.", "Lists by ear, 1 of 3 in filter unread, selected."]) }
        #expect(h.say("next") == ["Morning news digest, 2 of 3 in filter unread, unread."])
        h.say("open 2")
        #expect(h.session.state.detailRow != ear)
        if layout == "compact" { h.say("back") }
        #expect(h.say("first").first == "Articles, filter unread: 2 rows match, 2 sections.", "Lists by ear has left the filter")
    }

    /// In the regular layout the sidebar's open selects a list; open on the list the
    /// content column shows goes into it, as a row's command refused on the lists says.
    @Test func openOnTheListShownGoesIntoTheContentColumn() throws {
        let h = try Harness(arguments: ["--demo", "--layout", "regular"])
        h.say("back")
        #expect(h.say("open Articles") == ["Content: Articles, 2 sections, 5 rows."])
        #expect(h.session.state.column == .sidebar)
        #expect(h.say("filter unread") == ["Error: filter shows only some rows of a list, and focus is on the lists. Type open to go into Articles."])
        #expect(h.say("open") == ["Content column.", "Articles, 2 sections, 5 rows."])
        #expect(h.session.state.column == .content)
        #expect(h.say("filter unread").first == "Filter unread: 3 rows match.")
        h.say("back")
        #expect(h.say("open Articles") == ["Content column.", "Lists by ear, 1 of 3 in filter unread, unread."])
        // open alone on a list the content column does not show yet shows it and goes in.
        h.say("back")
        #expect(h.say("next") == ["Inbox, 3 of 4, 3 rows, 2 unread, 1 unread reply."])
        #expect(h.say("open") == ["Content column.", "Inbox, 3 rows.", "Filter unread off."])
        #expect(h.session.state.column == .content)
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
