import ListoModel
import Testing

/// Rows inside rows: the tree's operations, what they write, and reading order.
@Suite struct OutlineTests {
    /// A Trip list: Plan the trip (Book the train, Book the hotel (Pick a room)), Pack, Go.
    static func trip(expanded: Bool = true) -> (Library, ListID, SectionID) {
        let room = Row(id: RowID(14), title: "Pick a room", position: Positions.spaced(0))
        let train = Row(id: RowID(12), title: "Book the train", fields: ["done": .bool(true)], position: Positions.spaced(0))
        let hotel = Row(id: RowID(13), title: "Book the hotel", position: Positions.spaced(1), children: [room], expanded: expanded)
        let plan = Row(id: RowID(11), title: "Plan the trip", position: Positions.spaced(0), children: [train, hotel], expanded: expanded)
        let pack = Row(id: RowID(15), title: "Pack", position: Positions.spaced(1))
        let go = Row(id: RowID(16), title: "Go", position: Positions.spaced(2))
        let settings = ListSettings(leadingActions: [SwipeAction(name: "Done", effects: [.setField("done", .bool(true))])],
                                    fields: [FieldDeclaration("done", .boolean)])
        let section = Section(id: SectionID(2), header: nil, position: Positions.gap, rows: [plan, pack, go])
        return (Library(lists: [ListDocument(id: ListID(1), name: "Trip", settings: settings, sections: [section])]), ListID(1), SectionID(2))
    }

    func titles(_ rows: [Row]) -> [String] { rows.map(\.title) }

    @Test func theIndexesFindRowsAtEveryDepth() {
        let (l, list, _) = Self.trip()
        let d = l.list(list)!
        #expect(d.row(RowID(14))?.title == "Pick a room")
        #expect(d.level(of: RowID(14)) == 3)
        #expect(d.parent(of: RowID(14)) == RowID(13))
        #expect(d.ancestors(of: RowID(14)) == [RowID(11), RowID(13)])
        #expect(d.rowCount == 3, "the list's size counts its top level")
        #expect(d.totalRowCount == 6)
        #expect(titles(d.siblings(of: RowID(13))) == ["Book the train", "Book the hotel"])
    }

    /// Rows by their ids come in the order asked, top-level and inside others alike, and
    /// an id the list does not hold gives none.
    @Test func rowsByTheirIDsComeInTheOrderAsked() {
        let (l, list, _) = Self.trip()
        let d = l.list(list)!
        #expect(titles(d.rows(withIDs: [RowID(16), RowID(14), RowID(99), RowID(11), RowID(15)])) == ["Go", "Pick a room", "Plan the trip", "Pack"])
        #expect(d.rows(withIDs: [RowID]()).isEmpty)
    }

    @Test func addChildGoesInsideAndOpensAFoldedParent() throws {
        var (l, list, _) = Self.trip(expanded: false)
        let outcome = try apply(.addChild(list: list, parent: RowID(15), id: RowID(30), title: "Socks", placement: .bottom), to: &l)
        let d = l.list(list)!
        #expect(titles(d.row(RowID(15))!.children) == ["Socks"])
        #expect(d.row(RowID(15))!.expanded, "Pack opened so the new row is in sight")
        #expect(outcome.events == [.rowAdded(RowPlace(id: RowID(30), title: "Socks", index: 1, count: 1, section: nil, level: 2, parent: "Pack"))])
        #expect(outcome.changes.rows == [RowID(30), RowID(15)])
    }

    @Test func rowsNestThirtyTwoLevelsAndMoreButNotPastTheLimit() throws {
        var (l, list, _) = Self.trip()
        var parent = RowID(16)
        for depth in 2...ListDocument.maxLevel {
            let id = RowID(Int64(100 + depth))
            _ = try apply(.addChild(list: list, parent: parent, id: id, title: "Level \(depth)", placement: .bottom), to: &l)
            parent = id
        }
        let d = l.list(list)!
        #expect(d.level(of: parent) == ListDocument.maxLevel)
        #expect(ListDocument.maxLevel >= 32)
        #expect(throws: ModelError.tooDeep(limit: ListDocument.maxLevel)) {
            try apply(.addChild(list: list, parent: parent, id: RowID(999), title: "Too deep", placement: .bottom), to: &l)
        }
        // The whole chain goes with Go when it is deleted, and comes back in one step.
        let before = l
        let deleted = try apply(.deleteRows(list: list, rows: [RowID(16)]), to: &l)
        #expect(deleted.events == [.rowsDeleted(titles: ["Go"], remaining: 2, below: ListDocument.maxLevel - 1)])
        #expect(deleted.changes.removedRows.count == ListDocument.maxLevel)
        _ = try apply(deleted.inverse, to: &l)
        #expect(l == before)
        #expect(l.list(list)!.level(of: parent) == ListDocument.maxLevel)
    }

    @Test func deletingARowTakesItsSubtreeAndUndoPutsItAllBack() throws {
        var (l, list, _) = Self.trip()
        let before = l
        let outcome = try apply(.deleteRows(list: list, rows: [RowID(11), RowID(14)]), to: &l)
        #expect(outcome.events == [.rowsDeleted(titles: ["Plan the trip"], remaining: 2, below: 3)],
                "a row inside another being deleted is not counted twice")
        #expect(outcome.changes.removedRows == [RowID(11), RowID(12), RowID(13), RowID(14)])
        #expect(l.list(list)!.row(RowID(14)) == nil)
        let back = try apply(outcome.inverse, to: &l)
        #expect(l == before)
        #expect(back.changes.rows == [RowID(11), RowID(12), RowID(13), RowID(14)], "the subtree is written back")
    }

    @Test func aPinnedRowInsideRefusesTheDeleteOfItsParent() throws {
        var (l, list, _) = Self.trip()
        var d = l.list(list)!
        d = ListDocument(id: d.id, name: d.name, settings: d.settings, sections: d.sections.map { s in
            var rows = s.rows
            rows[0].children[1].children[0].deleteDisabled = true
            return Section(id: s.id, header: s.header, position: s.position, rows: rows)
        })
        l.replace(d)
        let before = l
        #expect(throws: ModelError.subtaskDeleteDisabled(title: "Plan the trip", subtask: "Pick a room", pinned: false)) {
            try apply(.deleteRows(list: list, rows: [RowID(11)]), to: &l)
        }
        #expect(l == before)
    }

    @Test func indentMakesTheLastChildOfTheRowAboveAndOutdentComesBackAfterTheParent() throws {
        var (l, list, section) = Self.trip(expanded: false)
        let before = l
        let indented = try apply(.indentRow(list: list, row: RowID(15)), to: &l)
        var d = l.list(list)!
        #expect(titles(d.row(RowID(11))!.children) == ["Book the train", "Book the hotel", "Pack"])
        #expect(d.row(RowID(11))!.expanded, "the new parent opens")
        #expect(indented.events == [.rowNested(
            RowPlace(id: RowID(15), title: "Pack", index: 3, count: 3, section: nil, level: 2, parent: "Plan the trip"),
            how: .indented, after: "Book the hotel")])
        #expect(indented.changes.rows == [RowID(15), RowID(11)], "only the moved row and the opened parent are written")
        let outdented = try apply(.outdentRow(list: list, row: RowID(15)), to: &l)
        d = l.list(list)!
        #expect(titles(d.section(section)!.rows) == ["Plan the trip", "Pack", "Go"])
        #expect(outdented.events == [.rowNested(
            RowPlace(id: RowID(15), title: "Pack", index: 2, count: 3, section: nil, level: 1, parent: nil),
            how: .outdented, after: "Plan the trip")])
        _ = try apply(outdented.inverse, to: &l)
        _ = try apply(indented.inverse, to: &l)
        #expect(titles(l.list(list)!.section(section)!.rows) == titles(before.list(list)!.section(section)!.rows))
        #expect(throws: ModelError.nothingAbove(title: "Plan the trip")) { try apply(.indentRow(list: list, row: RowID(11)), to: &l) }
        #expect(throws: ModelError.alreadyTopLevel(title: "Go")) { try apply(.outdentRow(list: list, row: RowID(16)), to: &l) }
    }

    @Test func moveIntoTakesTheSubtreeAndRefusesItsOwnInside() throws {
        var (l, list, _) = Self.trip()
        let outcome = try apply(.nestRow(list: list, row: RowID(13), under: RowID(16)), to: &l)
        let d = l.list(list)!
        #expect(d.parent(of: RowID(13)) == RowID(16))
        #expect(d.level(of: RowID(14)) == 3, "Pick a room came along")
        #expect(outcome.events == [.rowNested(
            RowPlace(id: RowID(13), title: "Book the hotel", index: 1, count: 1, section: nil, level: 2, parent: "Go"),
            how: .movedInto, after: nil)])
        #expect(throws: ModelError.nestInsideItself(title: "Go", target: "Pick a room")) {
            try apply(.nestRow(list: list, row: RowID(16), under: RowID(14)), to: &l)
        }
        #expect(throws: ModelError.alreadyInside(title: "Book the hotel", parent: "Go")) {
            try apply(.nestRow(list: list, row: RowID(13), under: RowID(16)), to: &l)
        }
    }

    @Test func movingAmongSiblingsStaysAtTheLevel() throws {
        var (l, list, _) = Self.trip()
        let outcome = try apply(.moveRow(list: list, row: RowID(12), placement: .bottom), to: &l)
        #expect(titles(l.list(list)!.row(RowID(11))!.children) == ["Book the hotel", "Book the train"])
        #expect(outcome.changes.rows == [RowID(12)])
        #expect(outcome.events == [.rowMoved(
            RowPlace(id: RowID(12), title: "Book the train", index: 2, count: 2, section: nil, level: 2, parent: "Plan the trip"),
            after: "Book the hotel", before: nil)])
    }

    @Test func expandAllOpensEveryRowWithChildrenBelowAndWritesOnlyThose() throws {
        var (l, list, _) = Self.trip(expanded: false)
        let outcome = try apply(.setExpanded(list: list, row: RowID(11), expanded: true, all: true), to: &l)
        #expect(outcome.events == [.rowExpanded(title: "Plan the trip", expanded: true, all: true, children: 3, done: 1)])
        #expect(outcome.changes.rows == [RowID(11), RowID(13)])
        #expect(l.list(list)!.row(RowID(13))!.expanded)
        let one = try apply(.setExpanded(list: list, row: RowID(11), expanded: false, all: false), to: &l)
        // Folded, it counts done among every row below it, at any depth: 1 done of the 3 below it.
        #expect(one.events == [.rowExpanded(title: "Plan the trip", expanded: false, all: false, children: 3, done: 1)])
        #expect(l.list(list)!.row(RowID(13))!.expanded, "folding one row keeps what is inside as it was")
        #expect(throws: ModelError.noChildren(title: "Go")) {
            try apply(.setExpanded(list: list, row: RowID(16), expanded: true, all: false), to: &l)
        }
        let again = try apply(.setExpanded(list: list, row: RowID(11), expanded: false, all: false), to: &l)
        #expect(again.events == [.rowExpanded(title: "Plan the trip", expanded: false, all: false, children: 3, already: true, done: 1)])
        #expect(again.changes.rows.isEmpty, "a row already folded writes nothing")
        // Opened again, it counts the same rows at the same depth: its count does not change as it folds.
        let open = try apply(.setExpanded(list: list, row: RowID(11), expanded: true, all: false), to: &l)
        #expect(open.events == [.rowExpanded(title: "Plan the trip", expanded: true, all: false, children: 3, done: 1)])
    }

    @Test func markingAParentDoneSaysHowManyInsideAreStillOpen() throws {
        var (l, list, _) = Self.trip()
        let done = l.list(list)!.settings.leadingActions[0]
        let outcome = try apply(.runAction(list: list, rows: [RowID(11)], action: done), to: &l)
        // Counted as its done count is, at any depth: 1 of the 3 below it is done, so 2 are open.
        #expect(outcome.events.last == .childrenOpen(title: "Plan the trip", open: 2))
        let leaf = try apply(.runAction(list: list, rows: [RowID(15)], action: done), to: &l)
        #expect(!leaf.events.contains(.childrenOpen(title: "Pack", open: 0)))
    }

    @Test func nextAndPreviousWalkTheShownRowsInReadingOrder() {
        let (l, list, _) = Self.trip()
        let v = ListView(document: l.list(list)!, filter: nil)
        var order: [RowID] = []
        var focus = Focus.title
        while let next = v.row(after: focus) {
            order.append(next)
            focus = .row(next)
        }
        #expect(order == [11, 12, 13, 14, 15, 16].map { RowID($0) })
        var back: [RowID] = []
        while let previous = v.row(before: focus) {
            back.append(previous)
            focus = .row(previous)
        }
        #expect(back == [15, 14, 13, 12, 11].map { RowID($0) })
        #expect(v.lastRow == RowID(16))
    }

    @Test func foldedRowsAreSkippedAndTheLevelRotorSkipsSubtrees() {
        let (l, list, _) = Self.trip(expanded: false)
        let v = ListView(document: l.list(list)!, filter: nil)
        #expect(v.row(after: .row(RowID(11))) == RowID(15))
        #expect(!v.isShown(RowID(12)))
        #expect(v.foldingAncestor(of: RowID(14))?.title == "Plan the trip")
        let (open, _, _) = Self.trip()
        let w = ListView(document: open.list(list)!, filter: nil)
        #expect(w.sibling(after: RowID(11)) == RowID(15), "the level rotor skips what is inside")
        #expect(w.sibling(after: RowID(13)) == nil)
        #expect(w.siblingEnds(of: RowID(12))! == (RowID(12), RowID(13)))
        #expect(w.number(of: RowID(13))! == (2, 2))
        #expect(w.shownOutline(open.list(list)!.sections[0]).map(\.level) == [1, 2, 2, 3, 1, 1])
    }
}
