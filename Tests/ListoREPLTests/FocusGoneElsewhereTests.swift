import Foundation
@testable import ListoREPL
import ListoTestSupport
import Testing

/// The focused row deleted by another session: focus goes where a delete made
/// here would put it (the row that followed, else the row before, else the
/// header), and where it is now is said once, by the news.
@Suite struct FocusGoneElsewhereTests {
    /// Each case: the language, the rows `a` goes to and `b` deletes, and what `a`'s `read` then hears.
    static let cases: [(language: String, goto: String, delete: [String], heard: [String])] = [
        ("en", "goto 1", ["goto 1", "delete"], ["Buy bread deleted elsewhere.", "Now on Call Ana, 1 of 2."]),
        ("es", "ir 1", ["ir 1", "borrar"], ["Comprar pan borrada en otra sesión.", "Ahora en Llamar a Ana, 1 de 2."]),
        // The last row of its section: the row before.
        ("en", "goto Water", ["goto Water", "delete"], ["Water the plants deleted elsewhere.", "Now on Renew passport, 1 of 1."]),
        ("es", "ir Regar", ["ir Regar", "borrar"], ["Regar las plantas borrada en otra sesión.", "Ahora en Renovar el pasaporte, 1 de 1."]),
    ]

    @Test(arguments: cases.indices)
    func readAfterTheFocusedRowWasDeletedElsewhereSaysWhereFocusIsOnce(_ i: Int) throws {
        let c = Self.cases[i]
        let (a, b, _) = try Harness.twoOnOneStore(language: c.language)
        a.say(c.goto)
        for line in c.delete { b.say(line) }
        #expect(a.say(c.language == "es" ? "leer" : "read") == c.heard)
    }

    /// With no row left in the section, focus goes to its header, said once.
    @Test(arguments: ["en", "es"])
    func theLastRowOfASectionLeavesFocusOnTheHeader(language: String) throws {
        let (a, b, _) = try Harness.twoOnOneStore(language: language)
        let es = language == "es"
        a.say(es ? "ir Renovar" : "goto Renew")
        b.say(es ? "ir Regar" : "goto Water")
        b.say(es ? "borrar" : "delete")
        b.say(es ? "ir Renovar" : "goto Renew")
        b.say(es ? "borrar" : "delete")
        let heard = a.say(es ? "leer" : "read")
        #expect(heard.last == (es ? "Ahora en Completadas." : "Now on Completed."), "\(heard)")
        #expect(heard.filter { $0.hasPrefix(es ? "Completadas, sección" : "Completed, section") }.isEmpty, "said once: \(heard)")
    }
}
