import ListoModel
import Testing

/// Deleting and restoring many rows at once (issue 10, point 10): each section
/// is walked once per batch; here, that the batch leaves exactly what one row at
/// a time would, in manual and field order. The benchmark times it.
@Suite struct BatchTests {
    /// One list, one section of `n` rows; every third row has a `due` field.
    func library(_ n: Int, ordering: Ordering) -> (Library, ListDocument) {
        var settings = ListSettings()
        settings.ordering = ordering
        var rows: [Row] = []
        for i in 0..<n {
            let fields: [String: FieldValue] = i % 3 == 0 ? ["due": .text("d\(n - i)")] : [:]
            rows.append(Row(id: RowID(Int64(100 + i)), title: "Row \(i)", fields: fields, position: Int64(i + 1) * Positions.gap))
        }
        let document = ListDocument(id: ListID(1), name: "Big", settings: settings,
                                    sections: [Section(id: SectionID(2), header: "All", rows: rows)])
        return (Library(lists: [document]), document)
    }

    @Test(arguments: [Ordering.manual, .field("due")])
    func deletingManyRowsAndUndoingPutsEveryOneBack(_ ordering: Ordering) throws {
        let (original, document) = library(3000, ordering: ordering)
        var l = original
        // Every other row, named out of order, as a selection might be.
        let chosen = document.sections[0].rows.enumerated().filter { $0.offset % 2 == 1 }.map(\.element.id).reversed()
        let deleted = try apply(.deleteRows(list: ListID(1), rows: Array(chosen)), to: &l)
        #expect(l.list(ListID(1))!.rowCount == 1500)
        #expect(l.list(ListID(1))!.sections[0].rows.allSatisfy { !chosen.contains($0.id) })
        #expect(deleted.changes.removedRows == Set(chosen))
        guard case .rowsDeleted(let titles, let remaining, _) = deleted.events[0] else { Issue.record("no deletion"); return }
        #expect(titles.count == 1500 && titles.first == document.row(chosen.first!)!.title && remaining == 1500)

        let undone = try apply(deleted.inverse, to: &l)
        #expect(l == original, "every row back, in its place")
        guard case .rowsRestored(let places, _) = undone.events[0] else { Issue.record("no restore"); return }
        #expect(places.count == 1500)
        #expect(places.allSatisfy { l.list(ListID(1))!.sections[0].rows[$0.index - 1].id == $0.id && $0.count == 3000 })

        // Redo, and undo again: the inverse of the inverse is the deletion.
        _ = try apply(undone.inverse, to: &l)
        #expect(l.list(ListID(1))!.rowCount == 1500)
        _ = try apply(deleted.inverse, to: &l)
        #expect(l == original)
    }

    @Test func aBatchRestoreMatchesRestoringOneRowAtATime() throws {
        let (original, document) = library(200, ordering: .field("due"))
        let rows = document.sections[0].rows
        let shots = stride(from: 0, to: 200, by: 7).map { RowSnapshot(row: rows[$0], section: SectionID(2)) }
        var batch = original
        _ = try apply(.deleteRows(list: ListID(1), rows: shots.map(\.row.id)), to: &batch)
        var single = batch
        _ = try apply(.restoreRows(list: ListID(1), put: shots, remove: []), to: &batch)
        for shot in shots.reversed() { _ = try apply(.restoreRows(list: ListID(1), put: [shot], remove: []), to: &single) }
        #expect(batch == single && batch == original)
    }

    @Test func rowsInsideRowsComeBackToTheirParents() throws {
        var rows: [Row] = []
        for i in 0..<50 {
            let children = (0..<4).map { c in Row(id: RowID(Int64(1000 + i * 10 + c)), title: "Sub \(i).\(c)", position: Int64(c + 1) * Positions.gap) }
            rows.append(Row(id: RowID(Int64(100 + i)), title: "Row \(i)", position: Int64(i + 1) * Positions.gap, children: children))
        }
        let original = Library(lists: [ListDocument(id: ListID(1), name: "Tree", sections: [Section(id: SectionID(2), header: "All", rows: rows)])])
        var l = original
        // Whole rows with their subtrees, children of rows that stay, and a child of a row that goes.
        let ids = [RowID(100), RowID(1011), RowID(1013), RowID(105), RowID(1051), RowID(1202)]
        let deleted = try apply(.deleteRows(list: ListID(1), rows: ids), to: &l)
        let tree = l.list(ListID(1))!
        #expect(tree.rowCount == 48 && tree.totalRowCount == 48 + 48 * 4 - 3)
        #expect(!tree.contains(RowID(1051)) && !tree.contains(RowID(1001)), "a deleted row's children went with it")
        _ = try apply(deleted.inverse, to: &l)
        #expect(l == original)
        #expect(l.list(ListID(1))!.parent(of: RowID(1013)) == RowID(101))
    }

    /// Another session deleted many rows: they leave in one pass, and each
    /// remembers the nearest neighbours that stay, for focus to stay in the gap.
    @Test func manyRowsDeletedElsewhereLeaveTogether() {
        var (l, document) = library(1000, ordering: .manual)
        let rows = document.sections[0].rows
        var change = ForeignChange(list: ListID(1))
        change.removedRows = (10..<990).map { rows[$0].id }
        let effect = l.absorb(change)
        #expect(l.list(ListID(1))!.sections[0].rows.map(\.id) == rows.prefix(10).map(\.id) + rows.suffix(10).map(\.id))
        #expect(effect.removed == ["All": 980])
        let middle = effect.departures[rows[500].id]
        #expect(middle?.previous == rows[9].id && middle?.next == rows[990].id && middle?.title == "Row 500")
    }

    @Test func aMissingRowRefusesTheWholeBatch() {
        let (original, document) = library(10, ordering: .manual)
        var l = original
        let ids = document.sections[0].rows.prefix(3).map(\.id) + [RowID(9999)]
        #expect(throws: ModelError.rowMissing(RowID(9999))) { try apply(.deleteRows(list: ListID(1), rows: ids), to: &l) }
        #expect(l == original)
    }
}
