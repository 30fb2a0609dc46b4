import Foundation
import ListoREPL
import ListoStore
import ListoTestSupport
import Testing

/// What the runner says while the prompt waits, asked as the line editor asks it:
/// other sessions' commits on the same file, once, and nothing when no one wrote.
@Suite struct IdleTests {
    @Test func anotherSessionsCommitIsSaidOnceWhileIdleAndNotAgainInTheNextAnswer() throws {
        let path = Fixture.temporaryFolder().appendingPathComponent("listo.db").path
        let a = try Harness(arguments: ["--demo"], location: .file(path))
        let b = try Harness(arguments: ["--demo"], location: .file(path))
        #expect(!a.runner.sayWhileIdle(), "no one wrote")
        a.say("goto Buy bread")
        #expect(!a.runner.sayWhileIdle(), "its own looking is not news")
        b.say("goto Buy bread")
        #expect(b.say("rename . Buy rye bread") == ["Renamed Buy bread to Buy rye bread."])
        let before = a.output.lines.count
        #expect(a.runner.sayWhileIdle())
        #expect(Array(a.output.lines[before...]) == ["", "Changed elsewhere: Buy bread renamed to Buy rye bread."])
        #expect(!a.runner.sayWhileIdle(), "said once")
        #expect(a.say("read").first?.hasPrefix("Changed elsewhere") == false, "not said again in the next answer")
        a.say("add Oats")
        #expect(b.runner.sayWhileIdle())
        #expect(b.output.lines.last?.hasPrefix("Changed elsewhere: ") == true, "\(b.output.lines.suffix(2))")
        #expect(!b.runner.sayWhileIdle(), "the other way too, once")
    }

    @Test func aStoreInMemoryIsNotWatched() throws {
        let h = try Harness(arguments: ["--memory", "--demo"])
        #expect(h.session.changeWatch?.interval == -1 && h.session.changeWatch?.descriptor == -1)
        #expect(!h.runner.sayWhileIdle())
    }
}
