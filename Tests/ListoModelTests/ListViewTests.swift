import ListoModel
import Testing

/// Reading order, as flicking right, and numbers as the user hears them.
@Suite struct ListViewTests {
    let tasks = Samples.library().library.list(named: "Tasks")!

    func walk(_ view: ListView) -> [Focus] {
        var items: [Focus] = [.title]
        while let next = view.item(after: items.last!) { items.append(next) }
        return items
    }

    @Test func itemsReadHeadersRowsAndFootersInOrderAndBackAgain() {
        let view = ListView(document: tasks, filter: nil)
        let items = walk(view)
        let pending = tasks.section(named: "Pending")!, completed = tasks.section(named: "Completed")!
        let expected: [Focus] = [.title, .header(pending.id)] + pending.rows.map { .row($0.id) }
            + [.header(completed.id)] + completed.rows.map { .row($0.id) } + [.footer(completed.id)]
        #expect(items == expected)
        var back: [Focus] = [items.last!]
        while let previous = view.item(before: back.last!) { back.append(previous) }
        #expect(back == expected.reversed())
    }

    @Test func filteredNumbersCountTheVisibleRows() {
        let view = ListView(document: tasks, filter: "p")
        let rows = view.numberedRows(near: .title).rows.map(\.title)
        #expect(rows == ["Pay the rent", "Renew passport", "Water the plants"])
        let narrow = ListView(document: tasks, filter: "THE")
        #expect(narrow.numberedRows(near: .title).rows.map(\.title) == ["Pay the rent", "Water the plants"])
        let water = tasks.section(named: "Completed")!.rows[1].id
        #expect(narrow.number(of: water)! == (2, 2))
        #expect(narrow.row(after: .title) == tasks.section(named: "Pending")!.rows[2].id)
        #expect(narrow.lastRow == water)
        #expect(narrow.shownSectionIndices == [0, 1])
        #expect(ListView(document: tasks, filter: "bread").shownSectionIndices == [0])
    }

    /// A word matches from its start, whatever its case or accents, in the title or the notes.
    @Test(arguments: [
        ("cafe", "Café crème", nil, true), ("CRÈME", "café creme", nil, true), ("cafe cr", "Café crème", nil, true),
        ("afe", "Café crème", nil, false), ("cafe tea", "Café crème", nil, false), ("beans", "Café", "fresh beans", true),
        ("ångström", "Angstrom unit", nil, true), ("", "Anything", nil, false), ("e-mail", "Send the e-mail", nil, true),
    ] as [(String, String, String?, Bool)])
    func wordsMatchFromTheirStart(query: String, title: String, notes: String?, matches: Bool) {
        #expect(SearchWords.match(SearchWords.words(query), title: title, notes: notes) == matches)
    }

    /// Text between spaces holding no letter or digit is a symbol, which the word index
    /// leaves out: it is found as typed anywhere in the title or the notes, beside words
    /// found from their start; double quotes around it only group it.
    @Test(arguments: [
        ("🎂", ["🎂"], "Cake 🎂", nil, true), ("🎂", ["🎂"], "Cake", nil, false), ("€", ["€"], "Pay €5", nil, true),
        ("pay €", ["pay", "€"], "Pay €5", nil, true), ("pay €", ["pay", "€"], "Pay 5", nil, false), ("€5", ["5"], "5 apples", nil, true),
        ("\"🎂\"", ["🎂"], "Cake🎂", nil, true), ("€ €€", ["€€"], "Pay €", nil, false), ("#", ["#"], "Call", "tip #2", true),
        ("🎂 €", ["🎂", "€"], "Cake 🎂", "€3", true), ("#tip", ["tip"], "Tip", nil, true), ("☕", ["☕"], "Coffee", "hot", false),
        ("\"\"", [], "Anything \"\"", nil, false),
    ] as [(String, [String], String, String?, Bool)])
    func symbolsAreFoundAsTyped(query: String, terms: [String], title: String, notes: String?, matches: Bool) {
        #expect(SearchWords.query(query) == terms)
        #expect(SearchWords.match(SearchWords.query(query), title: title, notes: notes) == matches)
        #expect(RowQuery.words(query).matches(Row(id: RowID(1), title: title, notes: notes), today: CalendarDate(year: 2026, month: 1, day: 1)!) == matches)
    }

    @Test func foldingTakesOffCaseAndAccents() {
        #expect(SearchWords.fold("Café Crème ÅNGSTRÖM") == "cafe creme angstrom")
        #expect(SearchWords.words("Buy: 2 croissants, fresh!") == ["buy", "2", "croissants", "fresh"])
    }

    @Test func sectionsRotorFromInsideASectionGoesToItsOwnHeaderFirst() {
        let view = ListView(document: tasks, filter: nil)
        let completed = tasks.section(named: "Completed")!
        #expect(view.section(before: .row(completed.rows[0].id)) == completed.id)
        #expect(view.section(before: .header(completed.id)) == tasks.section(named: "Pending")!.id)
        #expect(view.section(after: .header(completed.id)) == nil)
    }
}
