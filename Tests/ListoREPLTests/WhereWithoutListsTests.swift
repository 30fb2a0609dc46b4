@testable import ListoREPL
import ListoTestSupport
import Testing

/// where in a store with no list, in the content column as `listo -c where` starts:
/// it says there are none and how to make one, where it said a bare "." (issue 25).
@Suite struct WhereWithoutListsTests {
    @Test(arguments: [("en", "where", "Lists: none yet. Type new list and a name."),
                      ("es", "dónde", "Listas: ninguna aún. Escribe nueva lista y un nombre.")])
    func whereSaysThereAreNone(language: String, command: String, none: String) throws {
        let h = try Harness(arguments: ["--memory", "--language", language])
        h.session.state.column = .content
        let heard = h.say(command)
        #expect(heard.first?.hasPrefix(none) == true, "\(heard)")
        #expect(!heard.contains("."), "\(heard)")
    }
}
