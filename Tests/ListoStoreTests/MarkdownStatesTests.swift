import ListoModel
import ListoStore
import Testing

/// What a Markdown import keeps of the states and numbers listo writes: a state
/// marker is a state with or without a Fields line, and a number is kept as the
/// digits read or refused in one line, never kept as other digits.
@Suite struct MarkdownStatesTests {
    static let today = CalendarDate(year: 2026, month: 12, day: 1)!

    /// Without a Fields line, `(pinned)` stayed part of the title.
    @Test func stateMarkersAreStatesWithoutAFieldsLine() throws {
        let store = try Store(.memory, seed: false)
        let text = "# Jobs\n- [ ] Pay the rent (pinned)\n- [ ] Nap (snoozed)\n- [x] Call (due 2026-12-04)\n- [ ] Paint (the shed)\n- [ ] Dust (not really)\n"
        let jobs = try store.importLists(text, format: .markdown)[0]
        let rows = jobs.sections[0].rows
        #expect(rows.map(\.title) == ["Pay the rent", "Nap", "Call", "Paint (the shed)", "Dust (not really)"])
        #expect(rows[0].fields["pinned"] == .bool(true) && rows[0].moveDisabled && rows[0].deleteDisabled)
        #expect(rows[1].fields["snoozed"] == .bool(true))
        #expect(rows[2].fields["due"] == .date(CalendarDate(iso: "2026-12-04")!))
        for (term, titles) in [("pinned", ["Pay the rent"]), ("snoozed", ["Nap"]), ("due before 2026-12-05", ["Call"])] {
            let query = try StateTerms.parse(term, fields: jobs.settings.fields, today: Self.today)
            #expect(rows.filter { query.matches($0, today: Self.today) }.map(\.title) == titles, "\(term)")
        }
        // Read back from its own export, the list is the same, byte for byte.
        let exported = Exchange.export(try store.documents(named: "Jobs"), format: .markdown)
        let again = try Store(.memory, seed: false)
        _ = try again.importLists(exported, format: .markdown)
        #expect(Exchange.export(try again.documents(named: "Jobs"), format: .markdown) == exported)
    }

    /// A Fields line that leaves a state out does not make its marker a title's words;
    /// a marker in a role the list declares under another name is that field.
    @Test func stateMarkersOutsideTheFieldsLineAreStates() throws {
        let store = try Store(.memory, seed: false)
        let text = "# Noticias\nFields: leída boolean.\n- [ ] Mañana (unread, fijada)\n- [ ] Tarde (leída, not snoozed)\n"
        let list = try store.importLists(text, format: .markdown)[0]
        let rows = list.sections[0].rows
        #expect(rows.map(\.title) == ["Mañana", "Tarde"])
        #expect(rows[0].fields["leída"] == .bool(false) && rows[0].fields["fijada"] == .bool(true))
        #expect(rows[1].fields["leída"] == .bool(true) && rows[1].fields["snoozed"] == .bool(false))
    }

    /// 12345678901234567 would be kept as 12345678901234568: refused in one line
    /// naming the file's line (in a later section, inside another row too), nothing imported.
    @Test(arguments: [
        ("# Costs\nFields: cost number.\n- [ ] A (cost 12345678901234567)\n", 3),
        ("# Costs\n\nFields: cost number.\n\n## S\n\n- [ ] A (cost 1)\n\n- [ ] B (cost 2)\n  - [ ] C (cost 12345678901234567)\n", 10),
    ])
    func aNumberKeptAsOtherDigitsIsRefused(text: String, line: Int) throws {
        let store = try Store(.memory, seed: false)
        #expect(throws: ImportProblem.numberNotKept(field: "cost", text: "12345678901234567", kept: "12345678901234568", line: line)) {
            try store.importLists(text, format: .markdown)
        }
        #expect(try store.documents().isEmpty)
    }

    /// Digits a number keeps exactly, as listo exports a value that large, and 15
    /// digits or fewer, come back byte for byte.
    @Test func digitsANumberKeepsRoundTripByteForByte() throws {
        let store = try Store(.memory, seed: false)
        let text = "# Costs\n\nFields: cost number.\n\n- [ ] A (cost 9223372036854775808)\n- [ ] B (cost -999999999999999)\n- [ ] C (cost 2.5)\n"
        _ = try store.importLists(text, format: .markdown)
        #expect(Exchange.export(try store.documents(named: "Costs"), format: .markdown) == text)
    }
}
