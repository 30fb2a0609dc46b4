import ListoModel
import Testing

/// Each operation asserts the whole new state of what it touched and the events it returned.
@Suite struct ApplyTests {
    let base = Samples.library(firstID: 1)
    var library: Library { base.library }
    var tasks: ListDocument { library.list(named: "Tasks")! }
    func rowID(_ title: String, in l: Library? = nil) -> RowID {
        let d = (l ?? library).list(named: "Tasks")!
        return d.sections.flatMap(\.rows).first { $0.title == title }!.id
    }
    func titles(_ l: Library, _ section: String) -> [String] {
        l.list(named: "Tasks")!.section(named: section)!.rows.map(\.title)
    }

    @Test func addRowGoesToTheEndWithAFreshID() throws {
        var l = library
        let pending = tasks.section(named: "Pending")!.id
        let outcome = try apply(.addRow(list: tasks.id, section: pending, id: RowID(500), title: "Milk", placement: .bottom), to: &l)
        #expect(titles(l, "Pending") == ["Buy bread", "Call Ana", "Pay the rent", "Milk"])
        #expect(outcome.events == [.rowAdded(RowPlace(id: RowID(500), title: "Milk", index: 4, count: 4, section: "Pending"))])
        #expect(outcome.changes.rows == [RowID(500)])
        #expect(outcome.inverse == .restoreRows(list: tasks.id, put: [], remove: [RowID(500)]))
        _ = try apply(outcome.inverse, to: &l)
        #expect(l == library)
    }

    @Test func deleteAndUndoBringBackTheSameIDAtTheSamePlace() throws {
        var l = library
        let ana = rowID("Call Ana")
        let outcome = try apply(.deleteRows(list: tasks.id, rows: [ana]), to: &l)
        #expect(titles(l, "Pending") == ["Buy bread", "Pay the rent"])
        #expect(outcome.events == [.rowsDeleted(titles: ["Call Ana"], remaining: 2, below: 0)])
        #expect(outcome.changes.removedRows == [ana])
        let back = try apply(outcome.inverse, to: &l)
        #expect(l == library)
        #expect(l.list(named: "Tasks")!.row(ana)?.title == "Call Ana")
        #expect(back.events == [.rowsRestored([RowPlace(id: ana, title: "Call Ana", index: 2, count: 3, section: "Pending")], removed: [])])
    }

    @Test func disabledRowsRefuseInsteadOfIgnoring() throws {
        var l = library
        let rent = rowID("Pay the rent")
        #expect(throws: ModelError.deleteDisabled(title: "Pay the rent", pinned: true)) {
            try apply(.deleteRows(list: tasks.id, rows: [rowID("Buy bread"), rent]), to: &l)
        }
        #expect(throws: ModelError.moveDisabled(title: "Pay the rent", pinned: true)) {
            try apply(.moveRow(list: tasks.id, row: rent, placement: .top), to: &l)
        }
        #expect(l == library, "a refused batch leaves everything as it was")
    }

    @Test func moveWritesOneRowAndIsStoredAsPosition() throws {
        var l = library
        let bread = rowID("Buy bread")
        let outcome = try apply(.moveRow(list: tasks.id, row: bread, placement: .after(rowID("Pay the rent"))), to: &l)
        #expect(titles(l, "Pending") == ["Call Ana", "Pay the rent", "Buy bread"])
        #expect(outcome.changes.rows == [bread], "a move writes only the moved row")
        #expect(outcome.events == [.rowMoved(RowPlace(id: bread, title: "Buy bread", index: 3, count: 3, section: "Pending"), after: "Pay the rent", before: nil)])
        let positions = l.list(named: "Tasks")!.section(named: "Pending")!.rows.map(\.position)
        #expect(positions == positions.sorted())
        _ = try apply(outcome.inverse, to: &l)
        #expect(l == library)
    }

    @Test func movesWithoutRoomRespaceTheSectionInTheSameChange() throws {
        var l = library
        let pending = tasks.section(named: "Pending")!.id
        var rows = tasks.section(named: "Pending")!.rows.map(\.id)
        var changed = 0
        for i in 0..<40 {
            let outcome = try apply(.moveRow(list: tasks.id, row: rows[0], placement: .after(rows[1])), to: &l)
            changed = max(changed, outcome.changes.rows.count)
            rows = l.list(tasks.id)!.section(pending)!.rows.map(\.id)
            #expect(rows.count == 3, "move \(i)")
        }
        #expect(changed > 1, "at least one move ran out of room and respaced")
        let positions = l.list(tasks.id)!.section(pending)!.rows.map(\.position)
        #expect(Set(positions).count == 3)
    }

    @Test func doneActionMarksAndMovesToCompleted() throws {
        var l = library
        let bread = rowID("Buy bread")
        let done = tasks.settings.leadingActions[0]
        let outcome = try apply(.runAction(list: tasks.id, rows: [bread], action: done), to: &l)
        #expect(titles(l, "Pending") == ["Call Ana", "Pay the rent"])
        #expect(titles(l, "Completed") == ["Renew passport", "Water the plants", "Buy bread"])
        #expect(l.list(tasks.id)!.row(bread)!.fields == ["done": .bool(true)])
        #expect(outcome.events == [
            .actionRan(action: "Done", title: "Buy bread"),
            .fieldChanged(title: "Buy bread", field: "done", value: .bool(true)),
            .movedToSection(title: "Buy bread", section: "Completed"),
        ])
        _ = try apply(outcome.inverse, to: &l)
        #expect(l == library)
    }

    @Test func doneOnAPinnedRowIsRefusedBeforeAnythingChanges() throws {
        var l = library
        #expect(throws: ModelError.moveDisabled(title: "Pay the rent", pinned: true)) {
            try apply(.runAction(list: tasks.id, rows: [rowID("Pay the rent")], action: tasks.settings.leadingActions[0]), to: &l)
        }
        #expect(l == library)
    }

    @Test func snoozeTogglesAField() throws {
        var l = library
        let ana = rowID("Call Ana")
        let snooze = tasks.settings.trailingActions[1]
        _ = try apply(.runAction(list: tasks.id, rows: [ana], action: snooze), to: &l)
        #expect(l.list(tasks.id)!.row(ana)!.flag("snoozed"))
        _ = try apply(.runAction(list: tasks.id, rows: [ana], action: snooze), to: &l)
        #expect(!l.list(tasks.id)!.row(ana)!.flag("snoozed"))
    }

    @Test func sectionsAddRenameAndDeleteOnlyWhenEmpty() throws {
        var l = library
        let pending = tasks.section(named: "Pending")!.id
        let added = try apply(.addSection(list: tasks.id, id: SectionID(900), header: "Later", after: pending), to: &l)
        #expect(l.list(tasks.id)!.sections.map(\.header) == ["Pending", "Later", "Completed"])
        #expect(added.events == [.sectionAdded(header: "Later", index: 2, count: 3)])
        #expect(throws: ModelError.sectionNameTaken("Pending")) {
            try apply(.renameSection(list: tasks.id, section: SectionID(900), header: "pending"), to: &l)
        }
        #expect(throws: ModelError.sectionNotEmpty(header: "Pending", rows: 3)) {
            try apply(.deleteSection(list: tasks.id, section: pending), to: &l)
        }
        let deleted = try apply(.deleteSection(list: tasks.id, section: SectionID(900)), to: &l)
        #expect(l == library)
        _ = try apply(deleted.inverse, to: &l)
        #expect(l.list(tasks.id)!.sections.map(\.header) == ["Pending", "Later", "Completed"])
    }

    @Test func collapsingIsOfferedOnlyBySidebarStyle() throws {
        var l = library
        let pending = tasks.section(named: "Pending")!.id
        #expect(throws: ModelError.collapseNotOffered(list: "Tasks", style: .automatic)) {
            try apply(.setCollapsed(list: tasks.id, section: pending, collapsed: true), to: &l)
        }
        _ = try apply(.setStyle(list: tasks.id, style: .sidebar), to: &l)
        let folded = try apply(.setCollapsed(list: tasks.id, section: pending, collapsed: true), to: &l)
        #expect(folded.events == [.sectionCollapsed(header: "Pending", hidden: 3)])
        #expect(l.list(tasks.id)!.section(pending)!.collapsed)
    }

    @Test func sortedListsRefuseManualMoves() throws {
        var document = tasks
        document.settings.ordering = .field("due")
        var l = library
        l.replace(document)
        #expect(throws: ModelError.sortedByField(list: "Tasks", field: "due")) {
            try apply(.moveRow(list: tasks.id, row: rowID("Buy bread"), placement: .bottom), to: &l)
        }
    }

    @Test func createAndDeleteListAreInverses() throws {
        var l = library
        let new = ListDocument(id: ListID(700), name: "Groceries", position: 99 * Positions.gap, sections: [Section(id: SectionID(701), header: nil)])
        let created = try apply(.createList(new), to: &l)
        #expect(l.list(named: "groceries")?.id == ListID(700))
        #expect(throws: ModelError.listNameTaken("Tasks")) {
            try apply(.createList(ListDocument(id: ListID(702), name: "Tasks")), to: &l)
        }
        _ = try apply(created.inverse, to: &l)
        #expect(l == library)
    }

    @Test func aFieldOrderSortsRowsAndKeepsThemSortedAsTheyChange() throws {
        var l = library
        let ordered = try apply(.setOrdering(list: tasks.id, ordering: .field("snoozed")), to: &l)
        #expect(ordered.events == [.orderingChanged(list: "Tasks", ordering: .field("snoozed"))])
        #expect(titles(l, "Pending") == ["Buy bread", "Call Ana", "Pay the rent"], "no row has the field: stored order")
        _ = try apply(.runAction(list: tasks.id, rows: [rowID("Pay the rent")], action: tasks.settings.trailingActions[1]), to: &l)
        #expect(titles(l, "Pending") == ["Pay the rent", "Buy bread", "Call Ana"], "rows with the field come first")
        _ = try apply(ordered.inverse, to: &l)
        #expect(titles(l, "Pending") == ["Buy bread", "Call Ana", "Pay the rent"], "manual order is the stored positions again")
    }
}
