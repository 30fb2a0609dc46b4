import ListoModel
import Testing

/// Field operations: each changes what it names, says so, and is undone by its inverse.
@Suite struct FieldOperationTests {
    let base = Samples.library(firstID: 1).library
    var tasks: ListDocument { base.list(named: "Tasks")! }
    func id(_ title: String, _ l: Library? = nil) -> RowID {
        (l ?? base).list(named: "Tasks")!.sections.flatMap(\.rows).first { $0.title == title }!.id
    }
    func row(_ title: String, _ l: Library) -> Row { l.list(named: "Tasks")!.row(id(title, l))! }
    static let friday = CalendarDate(year: 2026, month: 12, day: 4)!
    static let today = CalendarDate(year: 2026, month: 12, day: 1)!

    @Test func setFieldStoresATypedValueAndUndoTakesItBack() throws {
        var l = base
        let ana = id("Call Ana")
        let outcome = try apply(.setField(list: tasks.id, row: ana, field: "due", value: .date(Self.friday)), to: &l)
        #expect(row("Call Ana", l).fields["due"] == .date(Self.friday))
        #expect(outcome.events == [.valueSet(title: "Call Ana", field: "due", value: .date(Self.friday), done: false)])
        #expect(outcome.changes.rows == [ana])
        _ = try apply(outcome.inverse, to: &l)
        #expect(l == base)
    }

    @Test func aValueMustFitItsDeclaredType() {
        var l = base
        #expect(throws: ModelError.fieldTypeMismatch(field: "due", type: .date)) {
            try apply(.setField(list: tasks.id, row: id("Call Ana"), field: "due", value: .text("Friday")), to: &l)
        }
        #expect(throws: ModelError.fieldNotDeclared(list: "Tasks", field: "colour")) {
            try apply(.setField(list: tasks.id, row: id("Call Ana"), field: "colour", value: .text("red")), to: &l)
        }
        #expect(throws: ModelError.notBoolean(field: "due", type: .date)) {
            try apply(.toggleField(list: tasks.id, row: id("Call Ana"), field: "due"), to: &l)
        }
        #expect(l == base)
    }

    @Test func aChangeThatChangesNothingIsRefused() throws {
        var l = base
        let passport = id("Renew passport")
        #expect(throws: ModelError.alreadySet(title: "Renew passport", field: "done", value: .bool(true))) {
            try apply(.setField(list: tasks.id, row: passport, field: "done", value: .bool(true)), to: &l)
        }
        #expect(throws: ModelError.alreadySet(title: "Call Ana", field: "done", value: .bool(false))) {
            try apply(.setField(list: tasks.id, row: id("Call Ana"), field: "done", value: .bool(false)), to: &l)
        }
        let done = tasks.settings.leadingActions[0]
        #expect(throws: ModelError.alreadySet(title: "Renew passport", field: "done", value: .bool(true))) {
            try apply(.runAction(list: tasks.id, rows: [passport], action: done), to: &l)
        }
        #expect(l == base)
    }

    @Test func pinSetsBothFlagsAndTheState() throws {
        var l = base
        let bread = id("Buy bread")
        let outcome = try apply(.setPinned(list: tasks.id, row: bread, pinned: true), to: &l)
        let pinned = row("Buy bread", l)
        #expect(pinned.moveDisabled && pinned.deleteDisabled && pinned.isPinned)
        #expect(outcome.events == [.pinChanged(title: "Buy bread", pinned: true)])
        #expect(throws: ModelError.alreadyPinned(title: "Buy bread", pinned: true)) {
            try apply(.setPinned(list: tasks.id, row: bread, pinned: true), to: &l)
        }
        _ = try apply(.setPinned(list: tasks.id, row: bread, pinned: false), to: &l)
        #expect(row("Buy bread", l) == base.list(named: "Tasks")!.row(bread)!)
    }

    @Test func removingTheGroupingAndSortFieldEndsBothAndUndoPutsThemBack() throws {
        var l = base
        _ = try apply(.setGrouping(list: tasks.id, field: "due"), to: &l)
        _ = try apply(.setOrdering(list: tasks.id, ordering: .field("due")), to: &l)
        let before = l
        let outcome = try apply(.removeField(list: tasks.id, name: "due"), to: &l)
        #expect(l.list(named: "Tasks")!.settings.grouping == nil)
        #expect(l.list(named: "Tasks")!.settings.ordering == .manual)
        #expect(outcome.events.last == .fieldUsesEnded(list: "Tasks", field: "due", grouped: true, sorted: true))
        _ = try apply(outcome.inverse, to: &l)
        #expect(l == before)
    }

    @Test func anActionOnAFieldTheListLacksIsRefusedByName() throws {
        var l = base
        _ = try apply(.removeField(list: tasks.id, name: "snoozed"), to: &l)
        let snooze = SwipeAction(name: "Snooze", effects: [.setField("snoozed", .bool(true))])
        #expect(throws: ModelError.actionFieldMissing(action: "Snooze", field: "snoozed", list: "Tasks", type: .boolean)) {
            try apply(.runAction(list: tasks.id, rows: [id("Call Ana")], action: snooze), to: &l)
        }
    }

    @Test func removingAFieldTakesItsValuesAndUndoPutsThemBack() throws {
        var l = base
        _ = try apply(.setField(list: tasks.id, row: id("Call Ana"), field: "due", value: .date(Self.friday)), to: &l)
        let before = l
        let outcome = try apply(.removeField(list: tasks.id, name: "due"), to: &l)
        #expect(l.list(named: "Tasks")!.settings.field(named: "due") == nil)
        #expect(row("Call Ana", l).fields["due"] == nil)
        #expect(outcome.events == [.fieldRemoved(list: "Tasks", FieldDeclaration("due", .date), rows: 1)])
        _ = try apply(outcome.inverse, to: &l)
        #expect(l == before)
        #expect(throws: ModelError.fieldExists("due", list: "Tasks")) {
            try apply(.addField(list: tasks.id, FieldDeclaration("DUE", .text), index: nil, values: [:]), to: &l)
        }
    }

    @Test func aFieldCannotBeDeclaredOverValuesOfAnotherType() throws {
        let rows = [Row(id: RowID(3), title: "Paint", fields: ["colour": .text("red")])]
        let list = ListDocument(id: ListID(1), name: "Jobs", sections: [Section(id: SectionID(2), header: nil, rows: rows)])
        var l = Library(lists: [list])
        #expect(throws: ModelError.valuesDontFit(field: "colour", type: .date, rows: 1)) {
            try apply(.addField(list: list.id, FieldDeclaration("colour", .date), index: nil, values: [:]), to: &l)
        }
        _ = try apply(.addField(list: list.id, FieldDeclaration("colour", .text), index: nil, values: [:]), to: &l)
        #expect(l.list(ListID(1))!.settings.fields == [FieldDeclaration("colour", .text)])
    }

    @Test func groupingRefusesManualMovesAndIsUndone() throws {
        var l = base
        let outcome = try apply(.setGrouping(list: tasks.id, field: "due"), to: &l)
        #expect(outcome.events == [.groupingChanged(list: "Tasks", field: "due")])
        #expect(throws: ModelError.groupedByField(list: "Tasks", field: "due")) {
            try apply(.moveRow(list: tasks.id, row: id("Buy bread"), placement: .bottom), to: &l)
        }
        _ = try apply(outcome.inverse, to: &l)
        #expect(l == base)
    }

    @Test func groupsByDateInFixedSectionsWithStableIdentities() throws {
        var l = base
        _ = try apply(.setField(list: tasks.id, row: id("Buy bread"), field: "due", value: .date(Self.friday)), to: &l)
        _ = try apply(.setField(list: tasks.id, row: id("Call Ana"), field: "due", value: .date(CalendarDate(year: 2026, month: 11, day: 30)!)), to: &l)
        let grouped = Grouping.grouped(l.list(named: "Tasks")!, by: "due", today: Self.today) { "\($0)" }
        #expect(grouped.document.sections.map { grouped.keys[$0.id] } == [.date(.overdue), .date(.thisWeek), .date(.noDate)])
        #expect(grouped.document.sections.map { $0.rows.map(\.title) } == [["Call Ana"], ["Buy bread"], ["Pay the rent", "Renew passport", "Water the plants"]])
        #expect(grouped.document.sections[1].id == Grouping.sectionID(for: .date(.thisWeek)))
        let again = Grouping.grouped(l.list(named: "Tasks")!, by: "due", today: Self.today) { "\($0)" }
        #expect(again.document.sections.map(\.id) == grouped.document.sections.map(\.id))
        let byDone = Grouping.grouped(l.list(named: "Tasks")!, by: "done", today: Self.today) { "\($0)" }
        #expect(byDone.document.sections.map { byDone.keys[$0.id] } == [.value(.bool(false)), .value(.bool(true))])
        #expect(byDone.document.sections.allSatisfy { $0.id.raw < 0 }, "a computed section never shares an id with a stored one")
    }

    @Test func sortsDatesAsDatesAndNumbersAsNumbers() {
        let a = Row(id: RowID(1), title: "a", fields: ["n": .number(10), "d": .date(CalendarDate(year: 2026, month: 12, day: 9)!)], position: 1)
        let b = Row(id: RowID(2), title: "b", fields: ["n": .number(9), "d": .date(CalendarDate(year: 2027, month: 1, day: 1)!)], position: 2)
        let c = Row(id: RowID(3), title: "c", position: 3)
        #expect([a, b, c].sorted(by: Ordering.field("n").precedes).map(\.title) == ["b", "a", "c"])
        #expect([c, b, a].sorted(by: Ordering.field("d").precedes).map(\.title) == ["a", "b", "c"])
    }

    @Test func badgesCountOverdueDueTodayAndUnread() {
        let rows = [
            Row(id: RowID(1), title: "a", fields: ["due": .date(CalendarDate(year: 2026, month: 11, day: 30)!)]),
            Row(id: RowID(2), title: "b", fields: ["due": .date(Self.today)]),
            Row(id: RowID(3), title: "c", fields: ["due": .date(Self.today), "done": .bool(true)]),
            Row(id: RowID(4), title: "d", fields: ["read": .bool(false)]),
        ]
        #expect(StateCounts(rows, today: Self.today) == StateCounts(overdue: 1, dueToday: 1, unread: 1))
    }
}
