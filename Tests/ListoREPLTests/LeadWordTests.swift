import Foundation
import ListoTestSupport
import Testing

/// SPEC §4: one fact a line, the distinguishing word first. The rule is
/// LeadWords': what fills a message (a title, a name, a value) must show within
/// the first 12 cells, and a message's own words must not start it the way they
/// start another message.
@Suite struct LeadWordTests {
    /// The rule, over messages as they were worded before it.
    static let former = LeadWords(messages: [
        "swipe.closed": ["Swipe closed on {1}."], "back.to": ["Back goes to {1}."],
        "ev.note.removed": ["Note removed from {1}."], "ev.section.added": ["Added section {1}, {2}."],
        "ev.deleted": ["Deleted {1}. {2}"], "filter.off": ["Filter off, {1}."], "end": ["End of list."],
        "r.unknownCommand": ["{1} is not a command. "], "r.nothingToUndo": ["Error: no hay nada que deshacer."],
        "r.nothingToRedo": ["Error: no hay nada que rehacer."], "placeholder": ["Detail is empty. Open a row from {1}."],
        "elsewhere": ["Changed elsewhere: {1}."],
    ])

    @Test(arguments: [
        ("Buy bread, 1 of 3.", true),
        ("Buy bread: swipe closed.", true),
        ("Deleted Call Ana. 2 rows left.", true),
        ("Error: nxt is not a command. Did you mean next?", true),
        ("Error: Pay the rent can't be moved: it is pinned.", true),
        ("Filter off, 5 rows.", true),
        ("End of list.", true),
        ("Swipe closed on Buy bread.", false),
        ("Back goes to Lists.", false),
        ("Note removed from Buy oat milk.", false),
        ("Added section Later, 2 of 3.", false),
        ("Error: no hay nada que deshacer.", false),
        ("Detail is empty. Open a row from Inbox.", true),
        ("Changed elsewhere: Call Ana deleted.", false),
    ])
    func aLineIsLedByItsDistinguishingWord(_ line: String, _ leads: Bool) {
        #expect(Self.former.leads(line) == leads, "\(Self.former.fault(line) ?? "leads")")
    }

    /// The same lines as listo words them now.
    @Test(arguments: [
        "Buy bread: swipe closed.", "Hint: for Lists, type back.", "Buy oat milk: note removed.", "Section Later added, 2 of 3.",
        "Buy bread selected, 1 in all.", "Error: nada que deshacer.", "Error: nada que rehacer.",
        "Call Ana deleted elsewhere.", "Llamar a Ana borrada en otra sesión.", "Tasks deleted elsewhere.",
        "Error: store ro.db is read-only, so new list can't change it. Open a writable store with --store.",
        "Error: el almacén ro.db es de solo lectura, así que nueva lista no puede cambiarlo. Abre un almacén con permiso de escritura con --store.",
        "Error: role carol may only read listo's tables, so add can't change them; their owner, ana, can allow changes.",
        "Error: el rol carol solo puede leer las tablas de listo, así que añadir no puede cambiarlas; su dueño, ana, puede permitir cambios.",
    ])
    func theCatalogsLeadWithTheDistinguishingWord(_ line: String) {
        #expect(LeadWords.catalogs.leads(line), "\(LeadWords.catalogs.fault(line) ?? "")")
    }

    /// At a 40-cell Braille line, at least 95% of the lines of each transcript
    /// start with what tells them apart.
    @Test(arguments: Fixture.transcripts.map(\.lastPathComponent))
    func everyTranscriptIsLedByItsDistinguishingWords(_ name: String) throws {
        let lines = try LeadWords.said(in: Fixture.root.appendingPathComponent("transcripts").appendingPathComponent(name))
        let failing = lines.filter { !LeadWords.catalogs.leads($0) }
        // LISTO_SHOW_FILLER=1 prints each transcript's figure and the lines that fail.
        if ProcessInfo.processInfo.environment["LISTO_SHOW_FILLER"] != nil {
            print("\(name): \(lines.count - failing.count) of \(lines.count)")
            for line in failing { print("  \(line) — \(LeadWords.catalogs.fault(line) ?? "")") }
        }
        #expect(Double(lines.count - failing.count) >= 0.95 * Double(lines.count),
                "\(name): \(failing.count) of \(lines.count) lines fail: \(failing.map { "\($0) (\(LeadWords.catalogs.fault($0) ?? ""))" })")
    }

    /// The answers README and docs/ show pass the same rule.
    @Test func theAnswersTheDocumentsShowAreLedByTheirDistinguishingWords() throws {
        let answers = try LeadWords.answersInDocuments()
        #expect(answers.count > 30)
        let failing = answers.filter { !LeadWords.catalogs.leads($0) }
        if ProcessInfo.processInfo.environment["LISTO_SHOW_FILLER"] != nil {
            print("README and docs/: \(answers.count - failing.count) of \(answers.count)")
            for line in failing { print("  \(line) — \(LeadWords.catalogs.fault(line) ?? "")") }
        }
        #expect(Double(answers.count - failing.count) >= 0.95 * Double(answers.count),
                "\(failing.count) of \(answers.count) fail: \(failing.map { "\($0) (\(LeadWords.catalogs.fault($0) ?? ""))" })")
    }
}
