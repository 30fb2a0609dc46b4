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
        #expect(Array(a.output.lines[before...]) == ["", "Buy bread renamed to Buy rye bread elsewhere."])
        #expect(!a.runner.sayWhileIdle(), "said once")
        #expect(a.say("read").first?.hasSuffix(" elsewhere.") == false, "not said again in the next answer")
        a.say("add Oats")
        #expect(b.runner.sayWhileIdle())
        #expect(b.output.lines.last?.hasSuffix(" elsewhere.") == true, "\(b.output.lines.suffix(2))")
        #expect(!b.runner.sayWhileIdle(), "the other way too, once")
    }

    @Test func aStoreInMemoryIsNotWatched() throws {
        let h = try Harness(arguments: ["--memory", "--demo"])
        #expect(h.session.changeWatch?.interval == -1 && h.session.changeWatch?.descriptor == -1)
        #expect(!h.runner.sayWhileIdle())
    }

    /// A reminder set in this session falls due while the prompt waits: said at the
    /// prompt once, at speech-dispatcher's important priority, and not in the next answer.
    @Test func aReminderFallingDueWhileIdleIsSaidOnceAtImportantPriority() throws {
        let server = try FakeSpeechServer()
        defer { server.stop() }
        let path = Fixture.temporaryFolder().appendingPathComponent("listo.db").path
        let h = try Harness(arguments: ["--demo", "--speak", "--now", "2026-12-01T08:30"], location: .file(path),
                            speech: SpeechDispatcher.connector(socket: server.socketPath, environment: [:]))
        h.say("goto Buy bread")
        #expect(h.say("remind 9:00") == ["Buy bread: reminder today 9am."])
        #expect(!h.runner.sayWhileIdle(), "not due yet")
        // The clock moves on to 9:00 while the prompt waits.
        h.session.environment.timeOfDay = { 9 * 60 }
        server.clear()
        let before = h.output.lines.count
        #expect(h.runner.sayWhileIdle())
        #expect(Array(h.output.lines[before...]) == ["", "Reminder: Buy bread."])
        #expect(server.waitFor { $0.contains("IMPORTANT: Reminder: Buy bread.") }, "\(server.received)")
        #expect(!h.runner.sayWhileIdle(), "said once")
        #expect(!h.say("where").contains("Reminder: Buy bread."))
        #expect(!h.runner.sayWhileIdle())
    }
}
