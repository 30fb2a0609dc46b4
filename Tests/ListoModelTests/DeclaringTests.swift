import ListoModel
import Testing

/// Declaring actions and selection, and moving rows between sections and lists:
/// each operation's whole effect, its events, and that its inverse puts everything back.
@Suite struct DeclaringTests {
    let library = Samples.library(firstID: 1).library
    var tasks: ListDocument { library.list(named: "Tasks")! }
    var articles: ListDocument { library.list(named: "Articles")! }
    func row(_ title: String, _ l: Library) -> RowID {
        l.lists.flatMap { $0.sections.flatMap(\.rows) }.first { $0.title == title }!.id
    }

    @Test func addingTheFirstTrailingActionReplacesTheBuiltInDeleteAndRemovingItBringsItBack() throws {
        var l = library
        #expect(articles.settings.actions(.trailing) == [.builtInDelete])
        let flag = SwipeAction(name: "Flag", tint: "yellow", effects: [.toggle("flagged")])
        let added = try apply(.addAction(list: articles.id, edge: .trailing, action: flag, at: nil), to: &l)
        #expect(added.events == [.actionAdded(name: "Flag", edge: .trailing, index: 1, count: 1, replacedDelete: true)])
        #expect(l.list(articles.id)!.settings.actions(.trailing) == [flag])
        #expect(added.changes.listSettings)
        let removed = try apply(added.inverse, to: &l)
        #expect(removed.events == [.actionRemoved(name: "Flag", edge: .trailing, deleteBack: true)])
        #expect(l == library)
    }

    /// Issue 13: "The built-in Delete appears only while the list declares no trailing actions of its own."
    @Test func aLeadingActionLeavesTheBuiltInDelete() throws {
        var l = library
        let read = SwipeAction(name: "Read", tint: "blue", effects: [.setField("read", .bool(true))])
        let added = try apply(.addAction(list: articles.id, edge: .leading, action: read, at: nil), to: &l)
        #expect(added.events == [.actionAdded(name: "Read", edge: .leading, index: 1, count: 1, replacedDelete: false)])
        #expect(l.list(articles.id)!.settings.actions(.trailing) == [.builtInDelete])
        #expect(l.list(articles.id)!.settings.deleteAction == .builtInDelete)
        let removed = try apply(added.inverse, to: &l)
        #expect(removed.events == [.actionRemoved(name: "Read", edge: .leading, deleteBack: false)])
        #expect(l == library)
    }

    @Test func actionsAreRenamedMovedAndRemovedByNameAndUndoPutsThemBack() throws {
        var l = library
        let moved = try apply(.moveAction(list: tasks.id, name: "snooze", to: 0), to: &l)
        #expect(l.list(tasks.id)!.settings.trailingActions.map(\.name) == ["Snooze", "Delete"])
        #expect(moved.events == [.actionMoved(name: "Snooze", edge: .trailing, index: 1, count: 2, fullSwipe: true)])
        let renamed = try apply(.renameAction(list: tasks.id, name: "Snooze", to: "Later"), to: &l)
        #expect(l.list(tasks.id)!.settings.trailingActions.map(\.name) == ["Later", "Delete"])
        #expect(throws: ModelError.actionNameTaken("Done")) {
            try apply(.renameAction(list: tasks.id, name: "Later", to: "done"), to: &l)
        }
        let removed = try apply(.removeAction(list: tasks.id, name: "Delete"), to: &l)
        #expect(removed.events == [.actionRemoved(name: "Delete", edge: .trailing, deleteBack: false)])
        for inverse in [removed.inverse, renamed.inverse, moved.inverse] { _ = try apply(inverse, to: &l) }
        #expect(l == library)
    }

    @Test func theBuiltInDeleteCannotBeRemovedAndMissingActionsAreNamed() throws {
        var l = library
        #expect(throws: ModelError.builtInActionFixed("Delete")) {
            try apply(.removeAction(list: articles.id, name: "delete"), to: &l)
        }
        #expect(throws: ModelError.actionMissing("Archive")) {
            try apply(.renameAction(list: tasks.id, name: "Archive", to: "Keep"), to: &l)
        }
        #expect(throws: ModelError.actionTargetMissing(action: "Later", section: "Someday", list: "Tasks")) {
            try apply(.addAction(list: tasks.id, edge: .leading, action: SwipeAction(name: "Later", effects: [.moveToSection("Someday")]), at: nil), to: &l)
        }
        #expect(l == library)
    }

    @Test func fullSwipeAndSelectionModeAreSettingsWithInverses() throws {
        var l = library
        let off = try apply(.setFullSwipe(list: tasks.id, edge: .trailing, on: false), to: &l)
        #expect(off.events == [.fullSwipeChanged(list: "Tasks", edge: .trailing, on: false, runs: nil)])
        #expect(!l.list(tasks.id)!.settings.fullSwipeTrailing)
        let single = try apply(.setSelectionMode(list: tasks.id, mode: .single), to: &l)
        #expect(l.list(tasks.id)!.settings.selectionMode == .single)
        _ = try apply(single.inverse, to: &l)
        _ = try apply(off.inverse, to: &l)
        #expect(l == library)
        let same = try apply(.setSelectionMode(list: tasks.id, mode: .multiple), to: &l)
        #expect(same.changes.isEmpty, "declaring what is already declared writes nothing")
    }

    @Test func rowsMoveToAnotherSectionKeepingOrderAndUndoRestoresPositions() throws {
        var l = library
        let completed = tasks.section(named: "Completed")!.id
        let ids = [row("Buy bread", l), row("Call Ana", l)]
        let outcome = try apply(.moveRows(list: tasks.id, rows: ids, section: completed, placement: .top), to: &l)
        #expect(l.list(tasks.id)!.section(completed)!.rows.map(\.title) == ["Buy bread", "Call Ana", "Renew passport", "Water the plants"])
        #expect(outcome.events == [.rowsMoved(titles: ["Buy bread", "Call Ana"], list: nil, section: "Completed", index: 1, count: 4)])
        _ = try apply(outcome.inverse, to: &l)
        #expect(l == library)
        #expect(throws: ModelError.moveDisabled(title: "Pay the rent", pinned: true)) {
            try apply(.moveRows(list: tasks.id, rows: [row("Pay the rent", l)], section: completed, placement: .bottom), to: &l)
        }
    }

    @Test func aRowMovedToAnotherListKeepsItsIDFieldsAndNotes() throws {
        var l = library
        _ = try apply(.setNotes(list: tasks.id, row: row("Call Ana", l), notes: "About Friday"), to: &l)
        let before = l
        let ana = row("Call Ana", l)
        let today = articles.section(named: "Today")!.id
        let outcome = try apply(.moveRowsToList(from: tasks.id, rows: [ana], to: articles.id, section: today, placement: .bottom), to: &l)
        #expect(l.list(tasks.id)!.row(ana) == nil)
        let moved = l.list(articles.id)!.row(ana)!
        #expect(moved.notes == "About Friday")
        // Articles keeps a read field: the row arrives unread, and the answer says so.
        #expect(outcome.events == [.rowsMoved(titles: ["Call Ana"], list: "Articles", section: "Today", index: 4, count: 4),
                                   .movedInStates(left: [], unread: true, list: "Articles", rows: 1)])
        #expect(outcome.allChanges.map(\.list) == [tasks.id, articles.id], "it leaves the source, then arrives")
        #expect(outcome.changes.removedRows == [ana] && outcome.otherChanges[0].rows == [ana])
        let back = try apply(outcome.inverse, to: &l)
        #expect(l == before, "undo puts the row back exactly where it was")
        _ = try apply(back.inverse, to: &l)
        #expect(l.list(articles.id)!.row(ana)?.notes == "About Friday", "redo moves it again")
    }

    /// A value a row holds under a field the list it moves to does not declare (a due,
    /// a cost, inside it too) is kept, not left behind as a state is, and the move says so.
    @Test func aRowMovedToAListWithoutItsFieldsKeepsTheValuesAndSaysSo() throws {
        var l = library
        let bread = row("Buy bread", l)
        _ = try apply(.setField(list: tasks.id, row: bread, field: "due", value: .date(CalendarDate(iso: "2026-12-11")!)), to: &l)
        _ = try apply(.addField(list: tasks.id, FieldDeclaration("cost", .number), index: nil, values: [:]), to: &l)
        _ = try apply(.setField(list: tasks.id, row: bread, field: "cost", value: .number(3)), to: &l)
        let today = articles.section(named: "Today")!.id
        let outcome = try apply(.moveRowsToList(from: tasks.id, rows: [bread], to: articles.id, section: today, placement: .bottom), to: &l)
        let moved = l.list(articles.id)!.row(bread)!
        #expect(moved.fields["due"] == .date(CalendarDate(iso: "2026-12-11")!) && moved.fields["cost"] == .number(3))
        #expect(outcome.events.last == .movedInStates(left: [], unread: true, list: "Articles", rows: 1, kept: ["cost", "due"]))
    }

    @Test func aMoveThatChangesNothingSaysSoAndWritesNothing() throws {
        var l = library
        let outcome = try apply(.moveRow(list: tasks.id, row: row("Buy bread", l), placement: .top), to: &l)
        #expect(outcome.events == [.rowStayed(RowPlace(id: row("Buy bread", l), title: "Buy bread", index: 1, count: 3, section: "Pending"))])
        #expect(outcome.changes.isEmpty)
        #expect(l == library)
    }

    @Test func anActionOnSeveralRowsIsOneOperationWithOneInverse() throws {
        var l = library
        let ids = [row("Buy bread", l), row("Call Ana", l)]
        let outcome = try apply(.runAction(list: tasks.id, rows: ids, action: tasks.settings.leadingActions[0]), to: &l)
        #expect(outcome.events.first == .actionRanOnRows(action: "Done", titles: ["Buy bread", "Call Ana"]))
        #expect(l.list(tasks.id)!.section(named: "Pending")!.rows.map(\.title) == ["Pay the rent"])
        _ = try apply(outcome.inverse, to: &l)
        #expect(l == library)
        #expect(throws: ModelError.moveDisabled(title: "Pay the rent", pinned: true)) {
            try apply(.runAction(list: tasks.id, rows: ids + [row("Pay the rent", l)], action: tasks.settings.leadingActions[0]), to: &l)
        }
        #expect(l == library, "one refused row refuses the whole selection")
    }

    @Test func listsAreRenamedAndDeletedWithTheirRowCount() throws {
        var l = library
        let renamed = try apply(.renameList(list: tasks.id, name: "Chores"), to: &l)
        #expect(l.list(named: "Chores")?.id == tasks.id)
        #expect(throws: ModelError.listNameTaken("Articles")) { try apply(.renameList(list: tasks.id, name: "articles"), to: &l) }
        _ = try apply(renamed.inverse, to: &l)
        let deleted = try apply(.deleteList(tasks.id), to: &l)
        #expect(deleted.events == [.listDeleted(name: "Tasks", rows: 5)])
        _ = try apply(deleted.inverse, to: &l)
        #expect(l == library)
    }

    @Test func sortingByAFieldNoRowHasIsRefused() throws {
        var l = library
        #expect(throws: ModelError.noSuchField(list: "Tasks", field: "zzz", known: ["done", "pinned", "snoozed"])) {
            try apply(.setOrdering(list: tasks.id, ordering: .field("zzz")), to: &l)
        }
    }
}
