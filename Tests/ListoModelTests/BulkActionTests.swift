import ListoModel
import Testing

/// An action on many rows, and a move of many rows to the bottom of a section,
/// are done in one pass over each section rather than a search per row; here,
/// that they leave exactly what one row at a time leaves, positions and events
/// alike, with subtasks, rows already done and rows already in the target.
@Suite struct BulkActionTests {
    /// Two sections of rows, every fifth with two subtasks (one done), every seventh done.
    func library() -> (Library, ListDocument) {
        var next: Int64 = 100
        func id() -> RowID { next += 1; return RowID(next) }
        func rows(_ n: Int, _ prefix: String) -> [Row] {
            (0..<n).map { i in
                let children = i % 5 == 0
                    ? [Row(id: id(), title: "\(prefix) \(i).1", fields: ["done": .bool(true)], position: Positions.gap),
                       Row(id: id(), title: "\(prefix) \(i).2", position: 2 * Positions.gap)]
                    : []
                return Row(id: id(), title: "\(prefix) \(i)", fields: i % 7 == 0 ? ["done": .bool(true)] : [:],
                           position: Positions.spaced(i), children: children)
            }
        }
        // An action sets only declared fields.
        let fields = [FieldDeclaration("done", .boolean), FieldDeclaration("flagged", .boolean), FieldDeclaration("snoozed", .boolean)]
        let document = ListDocument(id: ListID(1), name: "Work", settings: ListSettings(fields: fields), sections: [
            Section(id: SectionID(2), header: "Pending", position: Positions.gap, rows: rows(300, "Task")),
            Section(id: SectionID(3), header: "Completed", position: 2 * Positions.gap, rows: rows(40, "Old")),
        ])
        return (Library(lists: [document]), document)
    }

    static let actions = [
        SwipeAction(name: "Done", effects: [.setField("done", .bool(true)), .moveToSection("Completed")]),
        SwipeAction(name: "Flag", effects: [.toggle("flagged"), .setField("snoozed", .bool(true))]),
        SwipeAction(name: "Archive", effects: [.moveToSection("Completed")]),
    ]

    @Test(arguments: actions)
    func anActionOnManyRowsLeavesWhatOneRowAtATimeLeaves(_ action: SwipeAction) throws {
        let (original, document) = library()
        // Every third pending row and subtasks of rows not chosen, out of order, as a selection may name them.
        let top = document.sections[0].rows.enumerated()
        var chosen = top.filter { $0.offset % 3 == 0 }.map(\.element.id).reversed() as [RowID]
        chosen += top.filter { $0.offset % 3 != 0 && !$0.element.children.isEmpty }.prefix(4).map { $0.element.children[1].id }
        // And rows of the target section itself, which stay where they are.
        chosen += document.sections[1].rows.enumerated().filter { $0.offset % 7 == 3 }.map(\.element.id)
        var many = original
        let together = try apply(.runAction(list: ListID(1), rows: chosen, action: action), to: &many)
        var one = original
        var events: [Event] = []
        var left = 0
        for id in chosen {
            // A row the action would not change (Archive on a row already archived, or on a
            // subtask, which stays inside its parent) is refused alone, and together counted
            // among the rows it left as they were, said last.
            var alone = one
            let result = Result { try apply(.runAction(list: ListID(1), rows: [id], action: action), to: &alone) }
            if case .failure(ModelError.alreadyInSection) = result {
                left += 1
                continue
            }
            events += try result.get().events.dropFirst()
            one = alone
        }
        let same = many == one
        #expect(same, "the same rows in the same places, with the same fields")
        var effects = Array(together.events.dropFirst())
        if left > 0, case .rowsAlreadySo(_, let count, _)? = effects.last {
            #expect(count == left)
            effects.removeLast()
        } else {
            #expect(left == 0, "the rows left as they were are said")
        }
        #expect(effects == events)
        #expect(many.list(ListID(1))!.sections.flatMap(\.rows).map(\.position)
                == one.list(ListID(1))!.sections.flatMap(\.rows).map(\.position))
        // Undo puts every row back as it was.
        _ = try apply(together.inverse, to: &many)
        let back = many == original
        #expect(back, "every row back as it was")
    }

    /// Delete on many rows of a list with no row inside another removes them at once, with
    /// the events of one row at a time, each counting the rows left in its section, but the
    /// last: the rows left in every section a row was deleted from, as `delete selection` says.
    @Test func deletingManyRowsLeavesWhatOneAtATimeLeaves() throws {
        let (_, nested) = library()
        let flat = ListDocument(id: nested.id, name: nested.name, settings: nested.settings, sections: nested.sections.map { section in
            Section(id: section.id, header: section.header, position: section.position,
                    rows: section.rows.map { var row = $0; row.children = []; return row })
        })
        let original = Library(lists: [flat])
        let delete = SwipeAction(name: "Delete", role: .destructive, effects: [.delete])
        // Rows of both sections, out of order, as a selection may name them.
        let chosen = (flat.sections[0].rows.enumerated().filter { $0.offset % 3 == 0 }.map(\.element.id).reversed() as [RowID])
            + flat.sections[1].rows.enumerated().filter { $0.offset % 2 == 1 }.map(\.element.id)
        var many = original
        let together = try apply(.runAction(list: ListID(1), rows: chosen, action: delete), to: &many)
        var one = original
        var events: [Event] = []
        for id in chosen { events += try apply(.runAction(list: ListID(1), rows: [id], action: delete), to: &one).events.dropFirst() }
        if case .rowsDeleted(let titles, _, let below)? = events.last {
            events[events.count - 1] = .rowsDeleted(titles: titles, remaining: one.lists[0].sections.reduce(0) { $0 + $1.rows.count }, below: below)
        }
        let same = many == one
        #expect(same, "the same rows left")
        #expect(Array(together.events.dropFirst()) == events)
        #expect(together.events.count == chosen.count + 1)
        _ = try apply(together.inverse, to: &many)
        let back = many == original
        #expect(back, "every row back as it was")
    }

    @Test func movingManyRowsToTheBottomLeavesWhatOneAtATimeLeaves() throws {
        let (original, document) = library()
        let chosen = document.sections[0].rows.enumerated().filter { $0.offset % 4 == 1 }.map(\.element.id).reversed() as [RowID]
        var many = original
        let together = try apply(.moveRows(list: ListID(1), rows: chosen, section: SectionID(3), placement: .bottom), to: &many)
        var one = original
        for id in chosen { _ = try apply(.moveRows(list: ListID(1), rows: [id], section: SectionID(3), placement: .bottom), to: &one) }
        let same = many == one
        #expect(same)
        #expect(many.list(ListID(1))!.sections[1].rows.suffix(chosen.count).map(\.id) == chosen)
        _ = try apply(together.inverse, to: &many)
        let back = many == original
        #expect(back)
    }
}

/// Delete as an action on rows in two sections says the rows left in both, as deleting
/// the same rows together says them: counted where the last row was alone, it said the
/// rows left in the second section only.
@Suite struct DeleteActionLeftTests {
    @Test func theRowsLeftAreCountedInEverySectionARowLeft() throws {
        func rows(_ first: Int64, _ n: Int) -> [Row] {
            (0..<n).map { Row(id: RowID(first + Int64($0)), title: "Row \(first + Int64($0))", position: Positions.spaced($0)) }
        }
        let document = ListDocument(id: ListID(1), name: "Work", sections: [
            Section(id: SectionID(2), header: "Pending", position: Positions.gap, rows: rows(10, 5)),
            Section(id: SectionID(3), header: "Completed", position: 2 * Positions.gap, rows: rows(20, 3)),
        ])
        let delete = SwipeAction(name: "Delete", role: .destructive, effects: [.delete])
        var byAction = Library(lists: [document]), together = Library(lists: [document])
        let chosen = [RowID(11), RowID(12), RowID(21)]
        let acted = try apply(.runAction(list: document.id, rows: chosen, action: delete), to: &byAction)
        let deleted = try apply(.deleteRows(list: document.id, rows: chosen), to: &together)
        guard case .rowsDeleted(_, let left, _)? = acted.events.last(where: { if case .rowsDeleted = $0 { true } else { false } }),
              case .rowsDeleted(_, let all, _)? = deleted.events.first else {
            Issue.record("no rows deleted: \(acted.events), \(deleted.events)")
            return
        }
        #expect(left == 5)
        #expect(left == all)
        #expect(byAction == together)
    }
}
