import ListoAnnouncer
@testable import ListoREPL
import ListoTestSupport
import Testing

/// A line typed while another session's change moves focus to another row was meant
/// for the row focus was on: a change to the focused row that names no row is refused
/// once, as a renumbered row's number is, and typed again it goes ahead there.
@Suite struct FocusMovedElsewhereTests {
    /// Two sessions with Oranges and Blood oranges at the end of Pending; b on Oranges.
    func onOranges(_ language: String) throws -> (a: Harness, b: Harness) {
        let (a, b, _) = try Harness.twoOnOneStore(language: language)
        let es = language == "es"
        a.say(es ? "añadir Naranjas" : "add Oranges")
        a.say(es ? "añadir Naranjas sanguinas" : "add Blood oranges")
        b.say(es ? "ir Naranjas" : "goto Oranges")
        return (a, b)
    }

    /// The news heard at the prompt, under a line begun: the line typed is refused once.
    @Test(arguments: ["en", "es"])
    func anActionTypedAsFocusMovedElsewhereIsRefusedOnce(language: String) throws {
        let es = language == "es"
        let (a, b) = try onOranges(language)
        a.say(es ? "borrar Naranjas" : "delete Oranges")
        let idle = b.session.heardWhileIdle().flatMap { b.session.announcer.lines($0) }
        #expect(idle == (es ? ["Naranjas borrada en otra sesión.", "Ahora en Naranjas sanguinas, 4 de 4."]
                            : ["Oranges deleted elsewhere.", "Now on Blood oranges, 4 of 4."]), "\(idle)")
        let done = es ? "Hecho" : "Done"
        let first = b.say(done)
        #expect(first == [es ? "Error: el foco está ahora en Naranjas sanguinas, movido por un cambio en otra sesión. Escribe Hecho otra vez para seguir."
                             : "Error: focus is now on Blood oranges, moved by a change elsewhere. Type Done again to go ahead."], "\(first)")
        #expect(b.session.document.sections[0].rows.last?.title == (es ? "Naranjas sanguinas" : "Blood oranges"), "nothing done")
        let again = b.say(done)
        #expect(again.first?.hasPrefix(es ? "Hecho: Naranjas sanguinas." : "Done: Blood oranges.") == true, "\(again)")
    }

    /// Each way of acting on the focused row without naming it is refused once; a row
    /// named, or any command run once the news was said, acts as typed.
    @Test(arguments: ["rename to Sweet oranges", "note twice a week", "move up", "set due friday", "delete", "mark snoozed", "rename . to Sweet oranges"])
    func aChangeToTheFocusedRowIsRefusedOnce(line: String) throws {
        let (a, b) = try onOranges("en")
        a.say("delete Oranges")
        _ = b.session.heardWhileIdle()
        let first = b.say(line)
        #expect(first == ["Error: focus is now on Blood oranges, moved by a change elsewhere. Type \(line) again to go ahead."], "\(first)")
        #expect(!b.say(line).contains { $0.hasPrefix("Error:") }, "typed again it goes ahead")
    }

    @Test func aRowNamedOrACommandInBetweenGoesAhead() throws {
        let (a, b) = try onOranges("en")
        a.say("delete Oranges")
        _ = b.session.heardWhileIdle()
        #expect(b.say("rename Blood oranges to Sweet oranges") == ["Renamed Blood oranges to Sweet oranges."])
        let (c, d) = try onOranges("en")
        c.say("delete Oranges")
        _ = d.session.heardWhileIdle()
        d.say("where")
        #expect(d.say("rename to Sweet oranges") == ["Renamed Blood oranges to Sweet oranges."])
    }

    /// Heard inside the command itself, the focused row gone is refused by its name, as before; then it goes ahead.
    @Test func theFocusedRowGoneInTheSameCommandIsSaidByItsName() throws {
        let (a, b) = try onOranges("en")
        a.say("delete Oranges")
        #expect(b.say("Done") == ["Error: Oranges was deleted elsewhere.", "Now on Blood oranges, 4 of 4."])
        #expect(b.say("Done").first?.hasPrefix("Done: Blood oranges.") == true)
    }
}
