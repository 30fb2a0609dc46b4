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
        let view = ListView(document: tasks, filter: "a")
        let rows = view.numberedRows(near: .title).map(\.title)
        #expect(rows == ["Buy bread", "Call Ana", "Pay the rent", "Renew passport", "Water the plants"])
        let narrow = ListView(document: tasks, filter: "an")
        #expect(narrow.numberedRows(near: .title).map(\.title) == ["Call Ana", "Water the plants"])
        let water = tasks.section(named: "Completed")!.rows[1].id
        #expect(narrow.number(of: water)! == (2, 2))
    }

    @Test func sectionsRotorFromInsideASectionGoesToItsOwnHeaderFirst() {
        let view = ListView(document: tasks, filter: nil)
        let completed = tasks.section(named: "Completed")!
        #expect(view.section(before: .row(completed.rows[0].id)) == completed.id)
        #expect(view.section(before: .header(completed.id)) == tasks.section(named: "Pending")!.id)
        #expect(view.section(after: .header(completed.id)) == nil)
    }
}
