import ListoTestSupport
import Testing

/// Issue 25, point 1: a number typed anywhere that takes one, at the ends of Int's
/// range or past them, is answered in one line, never an overflow trap.
@Suite struct TypedNumberTests {
    static let extremes = ["-9223372036854775808", "9223372036854775807", "-9223372036854775807", "-1", "0",
                           "99999999999999999999999999", "-99999999999999999999"]

    /// Each case: lines that set the place up, then a line with N where the number goes.
    static let places: [(setup: [String], line: String)] = [
        (["lists"], "N"),
        (["lists"], "open N"),
        (["add Buy milk", "goto Bu"], "N"),
        (["goto 1", "swipe trailing"], "N"),
        (["goto 1"], "do N"),
        (["goto 1"], "do N 1"),
        (["goto 1"], "!N"),
        (["goto 1"], "goto N"),
        (["goto 1"], "read N"),
        (["goto 1"], "delete N"),
        (["goto 1"], "move to N"),
        (["goto 1"], "select N"),
        (["goto 1"], "select 1, N"),
        (["goto 1"], "deselect N"),
        (["goto 1"], "rename N to Milk"),
        (["goto 1"], "note N: fresh"),
        (["goto 1"], "section N"),
        (["goto 1"], "set due in N days"),
        (["goto 1"], "set due N"),
        (["goto 1"], "set N due friday"),
        (["goto 1"], "filter due before N"),
        (["goto 1"], "width N"),
        (["goto 1"], "page N"),
        (["goto 1"], "voice rate N"),
        (["goto 1"], "action move Snooze N"),
        (["search bread"], "open N"),
        (["open Articles", "goto 1", "open 1"], "open N"),
        (["goto 1", "field add size number"], "set size N"),
        ([], "goto N"),
        ([], "select N"),
        ([], "deselect N"),
        ([], "rename N to Milk"),
    ]

    /// Each language, with the lists read whole and read in windows of rows, as a
    /// long list is (`windowRows: 0`), where the windows a number needs are worked out.
    @Test(arguments: [("en", 20_000), ("es", 20_000), ("en", 0)])
    func everyTypedNumberIsAnsweredAndTheSessionGoesOn(language: String, windowRows: Int) throws {
        for place in Self.places {
            for value in Self.extremes {
                let h = try Harness(arguments: ["--demo", "--language", language], windowRows: windowRows)
                for line in place.setup { h.say(line) }
                let line = place.line.replacingOccurrences(of: "N", with: value)
                let said = h.say(line)
                #expect(!said.isEmpty, "\(line)")
                let errors = said.filter { $0.hasPrefix("Error:") }
                #expect(errors.count <= 1, "\(line): \(said)")
                // The session is still there to answer.
                #expect(h.say("where").first?.isEmpty == false, "\(line)")
            }
        }
    }

    /// A number too long for an Int meets the refusal Int's nearest end meets, at every
    /// place: past the last, or below 1, never "is not a row" as a word would.
    @Test(arguments: ["en", "es"])
    func aNumberTooLongForAnIntIsRefusedAsItsNearestEndIs(language: String) throws {
        let pairs = [("99999999999999999999", "9223372036854775807"), ("-99999999999999999999", "-9223372036854775808")]
        // A number field's value is no place: its refusal counts the digits typed.
        for place in Self.places where !place.line.hasPrefix("set size") {
            for (beyond, end) in pairs {
                let answers = try [beyond, end].map { value in
                    let h = try Harness(arguments: ["--demo", "--language", language])
                    for line in place.setup { h.say(line) }
                    return h.say(place.line.replacingOccurrences(of: "N", with: value)).map {
                        $0.replacingOccurrences(of: beyond, with: "N").replacingOccurrences(of: end, with: "N")
                    }
                }
                #expect(answers[0] == answers[1], "\(place.line) with \(beyond)")
            }
        }
    }

    /// The refusal says the digits typed, not the Int it was taken as.
    @Test func aNumberTooLongForAnIntIsSaidBackAsTyped() throws {
        let h = try Harness()
        #expect(h.say("goto 99999999999999999999") == ["Error: row 99999999999999999999: Pending has only 3. Give a number from 1 to 3, or type section and a number first."])
        #expect(h.say("section -99999999999999999999") == ["Error: section -99999999999999999999: numbers start at 1. Give a number from 1 to 2."])
        #expect(h.say("action move Snooze 99999999999999999999")
            == ["Error: place 99999999999999999999: trailing holds only 2 actions. Give a number from 1 to 2."])
    }

    /// The choices that overflowed: refused with the numbers there are.
    @Test func aChoiceOutOfRangeIsRefusedWithTheNumbersThereAre() throws {
        let h = try Harness()
        h.say("lists")
        #expect(h.say("-9223372036854775808") == ["Error: list -9223372036854775808: numbers start at 1. Give a number from 1 to 4."])
        h.say("add Buy milk")
        h.say("goto Bu")
        #expect(h.say("-9223372036854775808") == ["Error: row -9223372036854775808: numbers start at 1. Give a number from 1 to 2."])
        h.say("goto 1")
        #expect(h.say("!-9223372036854775808").count == 1)
        #expect(h.say("do -9223372036854775808").first?.hasPrefix("Error:") == true)
    }
}
