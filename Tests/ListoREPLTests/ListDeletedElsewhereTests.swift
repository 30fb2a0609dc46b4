import Foundation
@testable import ListoREPL
import ListoTestSupport
import Testing

/// Issue 25, point 13: when another session deletes the list this one has open,
/// the answer says the list went and names the list this session is in now.
@Suite struct ListDeletedElsewhereTests {
    @Test(arguments: ["en", "es"])
    func theAnswerSaysWhereYouAreNow(language: String) throws {
        let path = Fixture.temporaryFolder().appendingPathComponent("shared.db").path
        let a = try Harness(arguments: ["--store", path, "--demo", "--language", language])
        let b = try Harness(arguments: ["--store", path, "--language", language])
        let es = language == "es"
        let inbox = es ? "Entrada" : "Inbox", tasks = es ? "Tareas" : "Tasks"
        a.say(es ? "abrir \(inbox)" : "open \(inbox)")
        #expect(a.session.document.name == inbox)
        #expect(b.say(es ? "borrar lista \(inbox)" : "delete list \(inbox)").first?.contains(inbox) == true)
        let heard = a.say(es ? "siguiente" : "next")
        let gone = es ? "\(inbox) borrada en otra sesión." : "\(inbox) deleted elsewhere."
        let now = es ? "Ahora en \(tasks)." : "Now in \(tasks)."
        #expect(Array(heard.prefix(2)) == [gone, now], "\(heard)")
        #expect(a.session.document.name == tasks)
        #expect(a.say(es ? "dónde" : "where").contains(now) == false, "said once")
    }
}
