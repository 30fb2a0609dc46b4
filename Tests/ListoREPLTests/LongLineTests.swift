import ListoTestSupport
@testable import ListoREPL
import Testing

/// Issue 25, point 1a: a line near the 65,536-byte limit, repeating the same few
/// words, is answered in one `Error:` line. Reading it used to try every split of
/// its words into a row and a text, each a string as long as the line and each
/// looked up: minutes and gigabytes. The time it takes now is measured by hand
/// with /usr/bin/time (issue 25's closing note), not here.
@Suite struct LongLineTests {
    static let length = 65_000

    /// A command's start and the unit repeated after it until the line is `length` bytes.
    static let shapes: [(head: String, unit: String)] = [
        ("rename 5 ", "ab cd "),
        ("rename ab ", "to cd "),
        ("rename Buy ", "to Buy "),
        ("rename \"ab ", "cd to "),
        ("note ab", ": cd"),
        ("note Bread ", "Buy bread: "),
        ("set ", "ab cd "),
        ("set Buy ", "bread "),
        ("goto ", "ab cd "),
        ("move before ", "ab cd "),
        ("do ", "ab cd "),
        ("select ", "1-9999, "),
        ("delete ", "Buy bread "),
        // Each separator of a section's renaming was a split of the whole line: minutes.
        ("section rename ab ", "to cd "),
        ("sección renombrar ab ", "como cd "),
        ("", "x"),
        ("", "nxt "),
        // Filters nest: each not, bracket and operator is refused past a limit, before
        // the query is built, so no line makes it (or the stack) as deep as the line is long.
        ("filter ", "not "),
        ("filter ", "( "),
        ("filter ", "done and "),
        ("filter ", "(ab or "),
        ("select ", "not "),
        ("filtrar ", "no "),
        // Words side by side are one phrase, and each counts toward the same limit.
        ("filter ", "a "),
        ("filter ", "Buy bread "),
        ("filtrar ", "a "),
    ]

    static func line(_ shape: (head: String, unit: String)) -> String {
        var line = shape.head
        let repeats = (length - line.utf8.count) / shape.unit.utf8.count
        line += String(repeating: shape.unit, count: repeats)
        return line
    }

    @Test(arguments: ["en", "es"])
    func aLongLineOfRepeatedWordsIsRefusedInOneLine(language: String) throws {
        for shape in Self.shapes {
            let h = try Harness(arguments: ["--demo", "--language", language])
            h.say("goto 1")
            // A selection by states is read in edit mode, where the phone selects several.
            if shape.head.hasPrefix("select") { h.say("edit") }
            let line = Self.line(shape)
            #expect(line.utf8.count <= Self.length && line.utf8.count > Self.length - 16)
            let said = h.say(line)
            // One refusal, first; a refusal that quotes the line is split at the width like any long line.
            #expect(said.first?.hasPrefix("Error:") == true && said.filter { $0.hasPrefix("Error:") }.count == 1,
                    "\(shape.head)\(shape.unit)…: \(said.prefix(3).map { String($0.prefix(120)) })")
            #expect(h.say("where").isEmpty == false)
        }
    }

    /// A search or find repeating its words is the search of its words once, found
    /// as the short one is; one of more different words than a person says is refused.
    @Test(arguments: [("en", "search", "find", "bread"), ("es", "rastrear", "buscar", "pan")])
    func aLongSearchCostsItsDifferentWords(language: String, search: String, find: String, word: String) throws {
        let h = try Harness(arguments: ["--demo", "--language", language])
        let short = h.say("\(search) \(word)")
        let repeated = h.say("\(search) " + String(repeating: "\(word) ", count: 10_000))
        #expect(short.count > 1 && Array(repeated.suffix(short.count - 1)) == Array(short.dropFirst()))
        let different = (1...65).map { "w\($0)z" }.joined(separator: " ")
        for line in ["\(search) \(different)", "\(find) \(different)"] {
            let said = h.say(line)
            #expect(said.count == 1 && said.first?.hasPrefix("Error:") == true && said.first?.contains("64") == true, "\(line.prefix(20)): \(said)")
        }
        #expect(h.say("\(find) " + String(repeating: "\(word) ", count: 10_000)).first?.hasPrefix("Error:") == false)
    }

    /// The readings a long line is kept as are made as the session asks for them:
    /// the parsed line holds the line once, not a copy for every word.
    @Test func aParsedLongLineReadsLikeAShortOne() throws {
        let short = try Grammar.parse("rename ab cd ab to x").command()
        let readings: [RowAndText.Reading] = [
            .init(row: .title("ab cd ab"), text: "x", separator: "to"),
            .init(row: nil, text: "ab cd ab to x", fallback: true),
        ]
        #expect(short == .rename(RowAndText(readings)))
        let bare = try Grammar.parse("note ab cd ef").command()
        #expect(bare == .note(RowAndText([
            .init(row: .title("ab"), text: "cd ef", exact: true),
            .init(row: .title("ab cd"), text: "ef", exact: true),
            .init(row: nil, text: "ab cd ef"),
        ])))
    }
}
