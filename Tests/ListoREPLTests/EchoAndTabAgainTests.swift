import Foundation
@testable import ListoREPL
import ListoTestSupport
import Testing

/// --echo prints a long typed line as other long lines are printed, never 300
/// characters on one line; and Tab pressed again on the same line does not print
/// the same choices a second time, but one short line.
@Suite(.serialized) struct EchoAndTabAgainTests {
    static let long = "add " + String(repeating: "Lorem ipsum dolor sit amet ", count: 11).trimmingCharacters(in: .whitespaces)

    /// Whole, past 200 characters on a line of its own, as an answer is: the words of the
    /// two lines are the line typed.
    @Test func aLongLineIsEchoedWholeOnLinesOfAtMost200() throws {
        let h = try Harness(arguments: ["--demo", "--echo"])
        let said = h.say(Self.long)
        #expect(Self.long.count == 300)
        let echo = Array(said.prefix { !$0.hasPrefix("Added") })
        #expect(echo.count == 2 && echo.allSatisfy { $0.count <= 200 } && echo[0].hasPrefix("> add Lorem"), "\(said)")
        #expect(echo.joined(separator: " ") == "> " + Self.long, "\(echo)")
        #expect(h.say("where").first == "> where", "a short line is echoed whole")
    }

    @Test func anEchoIsWrappedAtTheWidth() throws {
        let h = try Harness(arguments: ["--demo", "--echo", "--width", "30"])
        let said = h.say(Self.long)
        let echo = said.prefix { !$0.hasPrefix("Added") }
        #expect(echo.count > 1 && echo.allSatisfy { $0.count <= 30 }, "\(said)")
        #expect(echo.joined(separator: " ") == "> " + Self.long, "\(echo)")
    }

    @Test func tabAgainOnTheSameLineSaysTheChoicesAreTheSame() {
        EditorSource.listed = nil
        EditorSource.sameChoices = { "Same choices: type more to narrow them." }
        defer {
            EditorSource.listed = nil
            EditorSource.sameChoices = nil
        }
        let choices = (remove: 0, insert: "", display: "more, move")
        #expect(EditorSource.listedOnce(choices, for: "mo")?.display == "more, move")
        let again = EditorSource.listedOnce(choices, for: "mo")
        #expect(again?.display == "Same choices: type more to narrow them." && again?.insert == "" && again?.remove == 0, "the same list again")
        #expect(EditorSource.listedOnce(choices, for: "mo")?.display == "Same choices: type more to narrow them.", "and a third time")
        #expect(EditorSource.listedOnce(choices, for: "m o")?.display == "more, move", "another line lists")
        // The word put back as it was, with the choices: the line is the same, and so is the list.
        let putBack = (remove: 2, insert: "mo", display: "more, move")
        #expect(EditorSource.listedOnce(putBack, for: "mo")?.display == "more, move", "listed once for this line")
        #expect(EditorSource.listedOnce(putBack, for: "mo")?.display == "Same choices: type more to narrow them.")
        let completed = (remove: 2, insert: "move ", display: "")
        #expect(EditorSource.listedOnce(completed, for: "mov")?.insert == "move ", "a completion always goes in")
    }

    /// What a second Tab says in place of the choices is wrapped at the Braille width as
    /// an answer is: Spanish's line is 48 cells, and a 40-cell display cut it in a word.
    @Test func tabAgainsLineIsWrappedAtTheWidth() {
        EditorSource.listed = nil
        EditorSource.sameChoices = { "Las mismas opciones: escribe más para acotarlas." }
        EditorSource.width = { 40 }
        defer {
            EditorSource.listed = nil
            EditorSource.sameChoices = nil
            EditorSource.width = nil
        }
        let choices = (remove: 0, insert: "", display: "Melones, Melocotón")
        #expect(EditorSource.listedOnce(choices, for: "ir Me")?.display == "Melones, Melocotón")
        #expect(EditorSource.listedOnce(choices, for: "ir Me")?.display == "Las mismas opciones:\nescribe más para acotarlas.")
    }

    /// Choices of more lines than a page are listed a page at a time, each page ended by
    /// how many lines are left; Tab again on the same line lists the next page, and a page
    /// and one line more are listed whole; after the last page, the short line.
    @Test func choicesLongerThanAPageArePagedByTabAgain() {
        EditorSource.listed = nil
        EditorSource.sameChoices = { "Same choices: type more to narrow them." }
        EditorSource.choicesPage = { 3 }
        EditorSource.moreChoices = { "\($0) more. Press Tab again." }
        defer {
            EditorSource.listed = nil
            EditorSource.sameChoices = nil
            EditorSource.choicesPage = nil
            EditorSource.moreChoices = nil
        }
        let lines = (1...10).map { "Item \($0)" }
        let choices = (remove: 0, insert: "", display: lines.joined(separator: "\n"))
        let pages = (1...5).map { _ in EditorSource.listedOnce(choices, for: "goto Item")?.display }
        #expect(pages == ["Item 1\nItem 2\nItem 3\n7 more. Press Tab again.",
                          "Item 4\nItem 5\nItem 6\n4 more. Press Tab again.",
                          "Item 7\nItem 8\nItem 9\nItem 10",
                          "Same choices: type more to narrow them.", "Same choices: type more to narrow them."])
        // A completion that puts text in lists its first page with it; another line starts again.
        let completing = (remove: 1, insert: "Item ", display: lines.joined(separator: "\n"))
        let first = EditorSource.listedOnce(completing, for: "goto I")
        #expect(first?.insert == "Item " && first?.display.hasSuffix("7 more. Press Tab again.") == true)
        #expect(EditorSource.listedOnce(choices, for: "goto Item ")?.display.hasPrefix("Item 4\n") == true, "Tab again on the line it made goes on")
        #expect(EditorSource.listedOnce(choices, for: "goto Item")?.display.hasPrefix("Item 1\n") == true, "another line lists from the first page")
        // Four lines, a page and one more, are listed whole.
        EditorSource.listed = nil
        let four = (remove: 0, insert: "", display: lines.prefix(4).joined(separator: "\n"))
        #expect(EditorSource.listedOnce(four, for: "x")?.display == lines.prefix(4).joined(separator: "\n"))
        // With no page (page off), every line at once.
        EditorSource.listed = nil
        EditorSource.choicesPage = { nil }
        #expect(EditorSource.listedOnce(choices, for: "y")?.display == lines.joined(separator: "\n"))
    }

    /// Tab on an empty line with a page of 2 lines: the session's page line, in each language.
    @Test(arguments: ["en", "es"])
    func aLongListOfChoicesIsPagedInTheLanguageSpoken(language: String) throws {
        let h = try Harness(arguments: ["--demo", "--language", language])
        _ = h.say(language == "es" ? "página 2" : "page 2")
        EditorSource.listed = nil
        EditorSource.sameChoices = { h.session.sameChoices() }
        EditorSource.choicesPage = { h.session.choicesPage }
        EditorSource.moreChoices = { h.session.moreChoices($0) }
        defer {
            EditorSource.listed = nil
            EditorSource.sameChoices = nil
            EditorSource.choicesPage = nil
            EditorSource.moreChoices = nil
        }
        let every = try #require(h.session.complete(""))
        let all = every.display.split(separator: "\n").count
        #expect(all > 3, "\(every.display)")
        let first = try #require(EditorSource.listedOnce(every, for: "")?.display).split(separator: "\n").map(String.init)
        #expect(first.count == 3)
        #expect(first.last == (language == "es" ? "\(all - 2) más. Pulsa Tab otra vez." : "\(all - 2) more. Press Tab again."))
        let again = try #require(h.session.complete(""))
        let second = try #require(EditorSource.listedOnce(again, for: "")?.display)
        #expect(second.split(separator: "\n").first.map(String.init) == String(every.display.split(separator: "\n")[2]))
    }

    /// The session's own completion of a command's start, asked twice as Tab twice asks it, in each language.
    @Test(arguments: ["en", "es"])
    func tabTwiceListsTheChoicesOnce(language: String) throws {
        let h = try Harness(arguments: ["--demo", "--language", language])
        EditorSource.listed = nil
        EditorSource.sameChoices = { h.session.sameChoices() }
        defer {
            EditorSource.listed = nil
            EditorSource.sameChoices = nil
        }
        // Two commands start so: more, move; deshacer, deseleccionar.
        let typed = language == "es" ? "des" : "mo"
        let first = try #require(h.session.complete(typed))
        let listed = try #require(EditorSource.listedOnce(first, for: typed)?.display)
        #expect(listed.contains(", "), "\(listed)")
        let second = try #require(h.session.complete(typed))
        #expect(EditorSource.listedOnce(second, for: typed)?.display
                == (language == "es" ? "Las mismas opciones: escribe más para acotarlas." : "Same choices: type more to narrow them."))
        // On an empty line, Tab lists every command, a screenful; again, the one line.
        EditorSource.listed = nil
        let every = try #require(h.session.complete(""))
        #expect(EditorSource.listedOnce(every, for: "")?.display.contains("\n") == true)
        #expect(EditorSource.listedOnce(try #require(h.session.complete("")), for: "")?.display.contains("\n") == false)
    }
}
