import Foundation
import ListoAnnouncer
import ListoREPL
import ListoTestSupport
import Testing

/// Issue 25 point 16: every long answer is paged, and no line is longer than a
/// console screen reader says whole (about 200 characters).
@Suite struct LongAnswerTests {
    @Test func aLongLineIsSplitAtSentenceEndsFirst() {
        let sentence = String(repeating: "word ", count: 15) + "ends here."
        let line = Array(repeating: sentence, count: 5).joined(separator: " ")
        let pieces = LineFormat.split(line)
        #expect(pieces.count > 1)
        #expect(pieces.allSatisfy { $0.count <= LineFormat.longestLine && $0.hasSuffix("ends here.") })
        #expect(pieces.joined(separator: " ") == line)
    }

    @Test func aLineWithNoSentenceEndIsSplitAfterCommasThenBetweenWordsThenCut() {
        let commas = (1...80).map { "item \($0)" }.joined(separator: ", ")
        #expect(LineFormat.split(commas).allSatisfy { $0.count <= LineFormat.longestLine })
        #expect(LineFormat.split(commas).dropLast().allSatisfy { $0.hasSuffix(",") })
        let word = String(repeating: "x", count: 65_000)
        let cut = LineFormat.split(word)
        #expect(cut.count == 325 && cut.joined() == word)
        #expect(LineFormat.split("short line.") == ["short line."])
    }

    /// A filter longer than the longest title a person may type is refused in one line,
    /// before it is said back in every answer while it is on; one at the limit is taken.
    @Test(arguments: [
        (["--demo", "--memory"], "filter", "Error: filters hold at most 1000 characters, and this one has 65000. Shorten it."),
        (["--demo", "--memory", "--language", "es"], "filtrar",
         "Error: un filtro admite como máximo 1000 caracteres, y este tiene 65000. Acórtalo."),
    ])
    func aFilterLongerThanATitleIsRefused(_ arguments: [String], _ command: String, _ refusal: String) throws {
        let h = try Harness(arguments: arguments)
        #expect(h.say(command + " " + String(repeating: "a", count: 65_000)) == [refusal])
        let atLimit = h.say(command + " " + String(repeating: "a", count: 1_000))
        #expect(atLimit.first?.hasPrefix("Error:") == false, "\(atLimit.map { $0.prefix(60) })")
    }

    /// What the transcripts say, at the default width: no line longer than about 200.
    @Test(arguments: Fixture.transcripts.map(\.lastPathComponent))
    func noTranscriptLineIsLongerThanAConsoleScreenReaderSaysWhole(_ name: String) throws {
        let text = try String(contentsOf: Fixture.root.appendingPathComponent("transcripts").appendingPathComponent(name), encoding: .utf8)
        let said = Transcript(parsing: text).steps.flatMap(\.output)
        let long = said.filter { $0.count > LineFormat.longestLine }
        #expect(long.isEmpty, "\(name): \(long.map { "\($0.count): \($0.prefix(60))…" })")
    }

    /// `sections` on a list of more sections than a page makes only the page's lines,
    /// and `more` the next page's: what is said is the whole answer's lines, a page
    /// at a time, with how many are left after each page, as any long answer is paged.
    @Test func theSectionsOfAListAreSaidAPageAtATime() throws {
        let h = try Harness(arguments: ["--demo", "--memory"])
        for n in 1...23 { h.say("section add Part \(n)") }
        h.say("page off")
        let all = h.say("sections")
        #expect(all.count > 24)
        h.say("page 5")
        let first = h.say("sections")
        var heard = Array(first.prefix(6))
        #expect(first.count == 7 && heard == Array(all.prefix(6)))
        #expect(first.last?.contains("\(all.count - 6)") == true, "how many are left: \(first)")
        var rounds = 0
        while heard.count < all.count && rounds < 10 {
            rounds += 1
            let said = h.say("more")
            let left = all.count - heard.count
            if left > 5 {
                #expect(said.count == 6 && said.last?.contains("\(left - 5)") == true, "\(said)")
                heard += said.prefix(5)
            } else {
                #expect(said == Array(all.suffix(left)), "\(said)")
                heard += said
            }
        }
        #expect(heard == all)
        #expect(h.say("more").first?.hasPrefix("Error") == true)
    }

    /// Every command's help, in both languages: no line longer than about 200.
    @Test(arguments: ["en", "es"])
    func everyCommandsHelpFitsAConsoleScreenReader(_ language: String) throws {
        let h = try Harness(arguments: ["--demo", "--language", language, "--memory"])
        h.say(language == "es" ? "página no" : "page off")
        let all = h.say(language == "es" ? "ayuda todo" : "help all")
        #expect(all.count > 60)
        for line in all.dropFirst() {
            let name = String(line.prefix { $0 != "," && $0 != ":" })
            let help = h.say((language == "es" ? "ayuda " : "help ") + name)
            #expect(help.count >= 2 && help.allSatisfy { $0.count <= LineFormat.longestLine }, "\(name): \(help)")
        }
        // Each group's help too, and the long ones (agrupar, sección) end their lines at a sentence's end.
        let groups = h.say(language == "es" ? "ayuda" : "help")[0].drop { $0 != ":" }.dropFirst().dropLast()
        #expect(groups.split(separator: ",").count == 5)
        for group in groups.split(separator: ",") {
            let help = h.say((language == "es" ? "ayuda " : "help ") + group.split(separator: " ").joined())
            #expect(help.count > 2 && help.allSatisfy { $0.count <= LineFormat.longestLine }, "\(group): \(help)")
        }
        for name in language == "es" ? ["agrupar", "sección"] : ["group", "section"] {
            let help = h.say((language == "es" ? "ayuda " : "help ") + name)
            #expect(help.allSatisfy { $0.hasSuffix(".") }, "\(name): \(help)")
        }
    }

    /// listo --help: the usage is lines a console and a Braille line take whole, not one of 500 characters.
    @Test func theUsageIsSeveralShortLinesNamingEveryMode() {
        let usage = Options.usage
        #expect(usage.count > 5 && usage.allSatisfy { $0.count < 100 }, "\(usage.map(\.count))")
        #expect(usage[0].hasPrefix("usage: listo [--store PATH | --memory]"))
        for mode in ProcessGrammar.modes { #expect(usage.contains { $0.contains("listo \(mode.name)") }, "\(mode.name)") }
    }

    @Test(arguments: [("en", "60 levels more"), ("es", "60 niveles más")])
    func whereAtLevel64NamesTheNearestRowsAndCountsTheRest(_ language: String, _ counted: String) throws {
        let h = try Harness(arguments: ["--demo", "--language", language, "--memory"])
        let es = language == "es"
        h.say(es ? "nueva lista Hondo" : "new list Deep")
        h.say(es ? "añadir Nivel 1" : "add Level 1")
        for level in 2...64 {
            h.say((es ? "añadir hija Nivel " : "add child Level ") + "\(level)")
            h.say((es ? "ir Nivel " : "goto Level ") + "\(level)")
        }
        let said = h.say(es ? "dónde" : "where")
        // The row, the place, then the split style, the rotor, edit mode with the selection, and the layout, a line each.
        #expect(said.count == 6)
        #expect(said.allSatisfy { $0.count <= 100 }, "\(said)")
        #expect(said[0].hasPrefix(es ? "Nivel 64, nivel 64" : "Level 64, level 64"))
        #expect(said[1].contains(counted) && said[1].contains(es ? "Nivel 63." : "Level 63."), "\(said[1])")
    }

    /// A page of 20, the default: a search that finds a word in every row, the
    /// selection of every row and help all each stop after a page and go on with more.
    @Test(arguments: ["en", "es"])
    func searchSelectionAndHelpAllStopAfterAPage(_ language: String) throws {
        let es = language == "es"
        let h = try Harness(arguments: ["--demo", "--language", language, "--memory", "--profile", "pad"])
        for n in 1...45 { h.say((es ? "añadir Ficha " : "add Card ") + "\(n)") }
        let found = h.say((es ? "rastrear " : "search ") + (es ? "ficha" : "card"))
        #expect(found.count == 22, "\(found)")
        #expect(found.last == (es ? "25 más. Escribe más." : "25 more. Type more."))
        #expect(h.say(es ? "más" : "more").count == 21)
        let last = h.say(es ? "más" : "more")
        #expect(last.count == 6 && last.first?.hasPrefix("41. ") == true)
        h.say(es ? "seleccionar todas" : "select all")
        let selection = h.say(es ? "selección" : "selection")
        #expect(selection.first == (es ? "50 seleccionadas." : "50 selected.") && selection.count == 22)
        #expect(selection.allSatisfy { $0.count <= LineFormat.longestLine })
        let help = h.say(es ? "ayuda todo" : "help all")
        #expect(help.count == 22 && help.last?.hasSuffix(es ? "Escribe más." : "Type more.") == true)
    }
}
