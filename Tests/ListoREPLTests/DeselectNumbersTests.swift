import ListoTestSupport
import Testing

/// deselect reads numbers as select does: a number that names no row (below 1, past
/// the last, in a range or in a list) refuses the whole line with select's own
/// `Error:` line, and the selection stays as it was.
@Suite struct DeselectNumbersTests {
    static let numbers = ["-1", "0", "-3-1", "-1, 2", "2, -1", "1, 9", "2-9", "0-2"]

    @Test(arguments: ["en", "es"])
    func deselectRefusesAsSelectDoes(language: String) throws {
        for typed in Self.numbers {
            let h = try Harness(arguments: ["--demo", "--language", language])
            h.say(language == "en" ? "edit" : "editar")
            h.say(language == "en" ? "select all" : "seleccionar todo")
            let selection = h.say(language == "en" ? "selection" : "selección")
            // select's answer, heard in a session of its own: a second refusal in a row ends with what it answers.
            let other = try Harness(arguments: ["--demo", "--language", language])
            other.say(language == "en" ? "edit" : "editar")
            let selectSaid = other.say((language == "en" ? "select " : "seleccionar ") + typed)
            let deselectSaid = h.say((language == "en" ? "deselect " : "deseleccionar ") + typed)
            #expect(deselectSaid.count == 1, "\(typed): \(deselectSaid)")
            #expect(deselectSaid.first?.hasPrefix("Error: ") == true, "\(typed): \(deselectSaid)")
            #expect(deselectSaid == selectSaid, "\(typed)")
            #expect(h.say(language == "en" ? "selection" : "selección") == selection, "\(typed)")
        }
    }

    @Test func theNewUsersLinesAreRefused() throws {
        let h = try Harness()
        h.say("edit")
        #expect(h.say("deselect -1") == ["Error: row -1: numbers start at 1. Give a number from 1 to 3."])
        h.say("select all")
        #expect(h.say("deselect -3-1") == ["Error: row -3: numbers start at 1. Give a number from 1 to 3."])
        #expect(h.say("deselect -1, 2") == ["Error: row -1: numbers start at 1. Give a number from 1 to 3."])
        #expect(h.say("deselect 1, 2") == ["Buy bread and Call Ana deselected, 3 still selected."])
    }
}
