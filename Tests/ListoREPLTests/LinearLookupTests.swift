import ListoModel
import ListoTestSupport
@testable import ListoREPL
import Testing

/// The look-ups a long line meets that once cost its length times another's: a
/// suggestion's edit distance (a list name of 65,000 letters against every list's),
/// a history search (its needle against every line typed) and the fields of `set`
/// (every word against every field's name). Each now works within a band, a table
/// made once or names folded once; these say they still find what they found.
/// Their time is measured by hand with /usr/bin/time (issue 25's closing note).
@Suite struct LinearLookupTests {
    static let distances: [(a: String, b: String, most: Int, expected: Int?)] = [
        ("tasks", "tasks", 2, 0),
        ("tsaks", "tasks", 2, 1),
        ("inbx", "inbox", 1, 1),
        ("inbox", "archive", 2, nil),
        ("ab", "ba", 1, 1),
        ("abc", "", 2, nil),
        ("ab", "", 2, 2),
        ("", "", 1, 0),
        ("kitten", "sitting", 2, nil),
        ("kitten", "sittin", 2, 2),
        (String(repeating: "a", count: 1000) + "b", String(repeating: "a", count: 1000) + "c", 2, 1),
        (String(repeating: "a", count: 1000) + "bc", String(repeating: "a", count: 1000) + "cb", 1, 1),
        (String(repeating: "x", count: 65_000), "tasks", 2, nil),
        (String(repeating: "ab", count: 500), String(repeating: "ba", count: 500), 2, 2),
        (String(repeating: "ab", count: 500), String(repeating: "ba", count: 500), 1, nil),
    ]

    @Test(arguments: 0..<distances.count)
    func editDistanceWithinItsBand(_ index: Int) {
        let (a, b, most, expected) = Self.distances[index]
        #expect(Grammar.editDistance(Array(a), Array(b), atMost: most) == expected, "\(a.prefix(12)) / \(b.prefix(12))")
        #expect(Grammar.editDistance(Array(b), Array(a), atMost: most) == expected, "\(b.prefix(12)) / \(a.prefix(12))")
    }

    @Test func theNearestListIsStillSuggested() {
        #expect(Grammar.nearest(to: "tsaks", in: ["Inbox", "Tasks"]) == "Tasks")
        #expect(Grammar.nearest(to: String(repeating: "x", count: 65_000), in: ["Inbox", "Tasks"]) == nil)
        let long = String(repeating: "1 ", count: 495)
        #expect(Grammar.nearest(to: Names.key(long + "2"), in: ["Tasks", long + "1"]) == long + "1")
    }

    static let history: [(needle: String, expected: [Int])] = [
        ("go", [1, 3]),
        ("GOTO", [1, 3]),
        ("aab", [4, 5]),
        ("aaab", [4]),
        ("abab", [5]),
        ("zzz", []),
        ("ñ", [6]),
        (String(repeating: "x", count: 65_000), []),
    ]

    @Test(arguments: 0..<history.count)
    func historyFindsWhatHoldsTheText(_ index: Int) {
        let lines = CommandHistory(["goto 1", "next", "Goto Buy", "add aaab", "add abaabab", "añadir Ñu"])
        let (needle, expected) = Self.history[index]
        #expect(lines.matching(needle).map(\.number) == expected, "\(needle.prefix(12))")
    }

    /// `set` names the field among a line's words; the words are many and the names long.
    @Test(arguments: ["en", "es"])
    func setFindsAFieldOfALongNameAmongManyWords(_ language: String) throws {
        let h = try Harness(arguments: ["--demo", "--language", language])
        let name = "f" + String(repeating: "a", count: 900)
        let add = language == "en" ? "field add" : "campo añadir"
        let set = language == "en" ? "set" : "poner"
        #expect(h.say("\(add) \(name) text").first?.hasPrefix("Error:") == false)
        let many = h.say("\(set) 1 " + String(repeating: "bread ", count: 10_000) + "x")
        #expect(many.first?.hasPrefix("Error:") == true && many.first?.contains("\"bread\"") == true, "\(many.prefix(2))")
        let found = h.say("\(set) 1 \(name) " + String(repeating: "bread ", count: 10_000))
        #expect(found.first?.hasPrefix("Error:") == false, "\(found.prefix(2).map { $0.prefix(80) })")
    }
}
