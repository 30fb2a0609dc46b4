import Foundation
import ListoModel
@testable import ListoREPL
import ListoStore
import ListoTestSupport
import Testing

/// Actions named as commands reach a list without being declared here (an imported
/// file): typing the name runs the command, `do NAME` runs the action, and the
/// session says so once for each such list, the first time it is open (issue 25 point 8).
@Suite struct CommandNamedActionsTests {
    static let shelf = """
        {"lists":[{"name":"Shelf","style":"automatic","selection":"single","ordering":"manual","movable":true,"deletable":true,
        "fullSwipeLeading":true,"fullSwipeTrailing":true,"fields":[{"name":"read","type":"boolean"}],
        "leading":[{"name":"Read later","role":"normal","effects":[{"toggle":"read"}]}],
        "trailing":[{"name":"Delete","role":"destructive","effects":[{"delete":true}]},{"name":"Siguiente","role":"normal","effects":[{"set":{"read":true}}]}],
        "sections":[{"header":"Books","rows":[{"title":"Dune"},{"title":"Emma"}]}]}]}
        """

    func harness(_ arguments: [String] = []) throws -> Harness {
        let path = Fixture.temporaryFolder().appendingPathComponent("shelf.db").path
        let store = try Store(.file(path), seed: true)
        _ = try store.importFile(Array(Self.shelf.utf8), format: .json)
        store.close()
        return try Harness(arguments: ["--store", path] + arguments)
    }

    @Test func theCommandNamesAreFoundAsDeclaringRefusesThem() {
        let actions = [SwipeAction(name: "Read later", role: .normal, effects: [.toggle("read")]),
                       SwipeAction(name: "Delete", role: .destructive, effects: [.delete]),
                       SwipeAction(name: "Delete", role: .normal, effects: [.toggle("read")]),
                       SwipeAction(name: "siguiente", role: .normal, effects: [.toggle("read")]),
                       SwipeAction(name: "Snooze", role: .normal, effects: [.toggle("snoozed")])]
        // Delete that deletes is what delete runs; a Delete that does not is reached by do only.
        #expect(Session.commandNamed(actions) == ["Read later", "Delete", "siguiente"])
    }

    @Test func saidOnceForTheListThenTheCommandStillWinsAndDoRunsTheAction() throws {
        let h = try harness()
        #expect(h.started == ["Tasks, 2 sections, 5 rows."], "the sample lists name no action as a command")
        #expect(h.session.state.commandNamedActionsHeard.isEmpty)
        #expect(h.say("open Shelf") == [
            "Shelf, 1 section, 2 rows.", "Hint: for Lists, type back.",
            "Read later and Siguiente in Shelf are also commands: type do Read later or do Siguiente to run the actions.",
        ])
        let shelf = try #require(h.session.library.list(named: "Shelf")).id
        #expect(h.session.state.commandNamedActionsHeard == [shelf])
        h.say("open Tasks")
        #expect(h.say("open Shelf") == ["Shelf, 1 section, 2 rows."], "once a session")
        h.say("goto Dune")
        #expect(h.say("do Read later") == ["Read later: Dune. Now read."])
        #expect(h.say("siguiente").first == "Emma, 2 of 2, unread.", "the command runs, not the action")
    }

    @Test func spanishSaysItToo() throws {
        let h = try harness(["--language", "es"])
        #expect(h.say("abrir Shelf").last
                == "Read later y Siguiente en Shelf también son comandos: escribe hacer Read later o hacer Siguiente para ejecutar las acciones.")
    }
}
