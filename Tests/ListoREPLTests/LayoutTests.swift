import ListoAnnouncer
import ListoModel
@testable import ListoREPL
import ListoTestSupport
import Testing

/// `layout automatic`: the layout in effect is the one the width gives, the
/// terminal's when there is one, else the width setting; a change of layout is
/// said once, and what hangs on the layout (the columns rotor) follows it.
@Suite struct LayoutTests {
    func said(_ announcements: [Announcement]) -> [String] { announcements.flatMap(Announcer().lines) }

    @Test func theTerminalsWidthSetsTheLayoutAndAChangeIsSaidOnce() throws {
        let h = try Harness(arguments: ["--demo", "--layout", "automatic"])
        #expect(h.session.settings.layoutChoice == .automatic)
        #expect(h.session.settings.layout == .compact, "no terminal and no width: compact, the default")
        #expect(said(h.session.terminalResized(to: 80)) == ["Layout regular: the terminal is 80 columns."])
        #expect(h.session.settings.layout == .regular && h.session.settings.terminalColumns == 80)
        h.say("rotor columns")
        #expect(h.session.state.rotor == .columns)
        #expect(h.session.terminalResized(to: 100).isEmpty, "still regular: nothing said")
        #expect(h.session.settings.terminalColumns == 100)
        #expect(said(h.session.terminalResized(to: 79)) == ["Layout compact: the terminal is 79 columns, fewer than 80.", "Rotor: items."])
        #expect(h.session.settings.layout == .compact)
        #expect(h.session.state.rotor == .items, "the compact layout has no columns to move between")
        #expect(h.session.terminalResized(to: 60).isEmpty)
        #expect(h.say("where").last == "Layout compact: the terminal is 60 columns, fewer than 80.")
    }

    @Test func aLayoutChosenByNameIgnoresTheWidth() throws {
        let h = try Harness(arguments: ["--demo", "--layout", "regular"])
        #expect(h.session.terminalResized(to: 40).isEmpty)
        #expect(h.session.settings.layout == .regular)
        #expect(h.say("layout compact") == ["Layout: compact."])
        #expect(h.session.terminalResized(to: 200).isEmpty)
        #expect(h.session.settings.layout == .compact)
        #expect(h.say("layout automatic") == ["Layout: automatic.", "Layout regular: the terminal is 200 columns."])
        #expect(h.session.settings.layout == .regular)
    }

    @Test func withoutATerminalTheWidthSettingSetsTheLayout() throws {
        let h = try Harness(arguments: ["--demo", "--layout", "automatic", "--width", "100"])
        #expect(h.session.settings.layout == .regular)
        h.say("rotor columns")
        #expect(h.say("width 40") == ["Width: 40.", "Layout compact: width 40, fewer than 80.", "Rotor: items."])
        #expect(h.session.settings.layout == .compact && h.session.state.rotor == .items)
        #expect(h.say("width 60") == ["Width: 60."], "still compact: only the width is said")
        #expect(h.say("width off") == ["Width: no limit."])
        #expect(h.say("width 80") == ["Width: 80.", "Layout regular: width 80."])
        // A terminal, once measured, comes before the width setting.
        #expect(said(h.session.terminalResized(to: 50)) == ["Layout compact: the terminal is 50 columns, fewer than 80."])
        #expect(h.say("width 120") == ["Width: 120."])
        #expect(h.session.settings.layout == .compact)
    }
}
