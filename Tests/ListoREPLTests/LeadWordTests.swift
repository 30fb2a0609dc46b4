import Foundation
import ListoTestSupport
import Testing

/// SPEC §4: one fact a line, the distinguishing word first.
@Suite struct LeadWordTests {
    @Test(arguments: [
        ("Buy bread, 1 of 3.", true),
        ("Error: nxt is not a command. Did you mean next?", true),
        ("Pay the rent can't be moved: it is pinned.", true),
        ("No actions.", true),
        ("Actions: Done, Delete, Snooze.", false),
        ("Back goes to Tasks.", false),
        ("Error: no row \"x\" here. Type list to hear the rows.", false),
        ("Error: there is no list yet. Type new list and a name.", false),
        ("Type help for the commands.", false),
        ("No row selected. Open one from Inbox.", false),
    ])
    func aLineIsLedByItsDistinguishingWord(_ line: String, _ leads: Bool) {
        #expect(LeadWords.leads(line) == leads)
    }

    /// At a 40-cell Braille line, at least 95% of the lines the transcripts say
    /// start with what tells them apart.
    @Test func almostEveryLineSaidIsLedByItsDistinguishingWord() throws {
        let (lines, filler) = try LeadWords.survey(width: 40)
        #expect(lines.count > 500)
        let share = Double(lines.count - filler.count) / Double(lines.count)
        let byLead = Dictionary(grouping: filler) { $0.split(separator: " ").prefix(2).joined(separator: " ") }
            .map { "\($0.value.count) \($0.key)" }.sorted { $0.compare($1, options: .numeric) == .orderedDescending }
        // LISTO_SHOW_FILLER=1 prints the figure and the lines led by filler.
        if ProcessInfo.processInfo.environment["LISTO_SHOW_FILLER"] != nil {
            print("\(lines.count - filler.count) of \(lines.count) lines led by their distinguishing word")
            print(filler.joined(separator: "\n"))
        }
        #expect(share >= 0.95, "\((share * 1000).rounded() / 10)% of \(lines.count) lines; led by filler: \(byLead.prefix(12))")
    }
}
