import ListoModel
import Testing

/// Changes applied to a section held as a window of its rows (runs of ranks): its
/// count, the ranks of every run after the change and where each row is said to be,
/// and a change whose place the rows held do not say is refused, changing nothing
/// it reports.
@Suite struct WindowApplyTests {
    static let count = 100

    /// A list of one section of 100 rows, read as two runs: ranks 10..<20 and 50..<60.
    static func library() -> (Library, ListID, SectionID) {
        let sid = SectionID(1), lid = ListID(1)
        let rows = (0..<count).map { Row(id: RowID(Int64($0 + 1000)), title: "Row \($0 + 1)", position: Positions.spaced($0)) }
        let full = Section(id: sid, header: "Long", position: Positions.gap, rows: rows)
        var document = ListDocument(id: lid, name: "List", sections: [Section.unread(full, count: count)])
        document.fillWindow(sid, from: 10, rows: Array(rows[10..<20]))
        document.fillWindow(sid, from: 50, rows: Array(rows[50..<60]))
        return (Library(lists: [document]), lid, sid)
    }

    static func id(_ rank: Int) -> RowID { RowID(Int64(rank + 1000)) }

    @Test func aDeleteShiftsTheRanksOfLaterRuns() throws {
        var (l, lid, sid) = Self.library()
        let outcome = try apply(.deleteRows(list: lid, rows: [Self.id(12)]), to: &l)
        let s = l.list(lid)!.section(sid)!
        #expect(s.count == Self.count - 1)
        #expect(s.runs == [WindowRun(start: 10, count: 9), WindowRun(start: 49, count: 10)])
        #expect(l.list(lid)!.rank(of: Self.id(50)) == 49)
        #expect(outcome.events == [.rowsDeleted(titles: ["Row 13"], remaining: Self.count - 1, below: 0)])
        _ = try apply(outcome.inverse, to: &l)
        #expect(l.list(lid)!.section(sid)!.runs == [WindowRun(start: 10, count: 10), WindowRun(start: 50, count: 10)])
        #expect(l.list(lid)!.rank(of: Self.id(12)) == 12)
    }

    @Test func aMoveWithinARunSaysItsRankAmongAllTheRows() throws {
        var (l, lid, sid) = Self.library()
        let outcome = try apply(.moveRow(list: lid, row: Self.id(55), placement: .before(Self.id(53))), to: &l)
        let place = RowPlace(id: Self.id(55), title: "Row 56", index: 54, count: Self.count, section: "Long")
        #expect(outcome.events == [.rowMoved(place, after: "Row 53", before: "Row 54")])
        #expect(l.list(lid)!.section(sid)!.runs == [WindowRun(start: 10, count: 10), WindowRun(start: 50, count: 10)])
        #expect(l.list(lid)!.rank(of: Self.id(53)) == 54)
    }

    @Test func aMoveBetweenRunsKeepsEachRunsRanks() throws {
        var (l, lid, sid) = Self.library()
        _ = try apply(.moveRow(list: lid, row: Self.id(15), placement: .after(Self.id(52))), to: &l)
        let s = l.list(lid)!.section(sid)!
        #expect(s.count == Self.count)
        #expect(s.runs == [WindowRun(start: 10, count: 9), WindowRun(start: 49, count: 11)])
        #expect(l.list(lid)!.rank(of: Self.id(15)) == 52)
        #expect(l.list(lid)!.rank(of: Self.id(53)) == 53)
    }

    @Test func aPlaceTheRowsHeldDoNotSayIsRefused() throws {
        var (l, lid, _) = Self.library()
        // Rank 20 is not read: what lies after the run's last row is not known.
        #expect(throws: ModelError.self) { _ = try apply(.moveRow(list: lid, row: Self.id(12), placement: .after(Self.id(19))), to: &l) }
        // The bottom of the section is not read.
        #expect(throws: ModelError.self) {
            _ = try apply(.addRow(list: lid, section: SectionID(1), id: RowID(1), title: "New", placement: .bottom), to: &l)
        }
    }

    @Test func aRowAddedAtTheEndOfTheSectionReadThereIsLast() throws {
        var (l, lid, sid) = Self.library()
        let rows = (90..<Self.count).map { Row(id: Self.id($0), title: "Row \($0 + 1)", position: Positions.spaced($0)) }
        l.update(lid) { $0.fillWindow(sid, from: 90, rows: rows) }
        let outcome = try apply(.addRow(list: lid, section: sid, id: RowID(1), title: "New", placement: .bottom), to: &l)
        #expect(outcome.events == [.rowAdded(RowPlace(id: RowID(1), title: "New", index: Self.count + 1, count: Self.count + 1, section: "Long"))])
        #expect(l.list(lid)!.section(sid)!.runs.last == WindowRun(start: 90, count: 11))
        #expect(l.list(lid)!.rowCount == Self.count + 1)
    }

    @Test func aChangeSaysWhatItNeedsReadOfAWindow() throws {
        let (l, lid, sid) = Self.library()
        #expect(Operation.addRow(list: lid, section: sid, id: RowID(1), title: "New", placement: .bottom).needs(in: l)
            .contains(.ranks((Self.count - 2)..<Self.count, of: sid, in: lid)))
        #expect(Operation.moveRow(list: lid, row: Self.id(12), placement: .after(Self.id(19))).needs(in: l)
            .contains(.ranks(19..<22, of: sid, in: lid)))
        #expect(Operation.deleteRows(list: lid, rows: [Self.id(12), Self.id(30)]).needs(in: l)
            .contains(.rows([Self.id(30)], of: lid)))
        let back = RowSnapshot(row: Row(id: Self.id(30), title: "Row 31", position: Positions.spaced(30)), section: sid)
        #expect(Operation.restoreRows(list: lid, put: [back], remove: []).needs(in: l)
            .contains(.around(Positions.spaced(30), of: sid, in: lid)))
        let between = RowSnapshot(row: Row(id: RowID(1), title: "Back", position: Positions.spaced(12) + 1), section: sid)
        #expect(!Operation.restoreRows(list: lid, put: [between], remove: []).needs(in: l).contains { need in
            if case .around = need { true } else { false }
        }, "a row put back between two rows held beside each other needs nothing more")
    }

    /// The sections holding rows are found among those that may, not by walking every
    /// section: each way a section comes to hold rows (read whole, read as a window, a row
    /// added) puts it among them, and each way it lets them all go takes it out.
    @Test func theSectionsHoldingRowsAreKnownWithoutWalkingThemAll() throws {
        let sections = (0..<50).map { s in
            let rows = (0..<4).map { r in Row(id: RowID(Int64(1000 + s * 10 + r)), title: "Row \(s)-\(r)", position: Positions.spaced(r)) }
            return Section(id: SectionID(Int64(s + 1)), header: "Part \(s + 1)", position: Positions.spaced(s), rows: rows)
        }
        var document = ListDocument(id: ListID(1), name: "List", sections: sections.map { Section.unread($0, count: 4) })
        #expect(document.heldSectionIndices.isEmpty)
        document.fill(SectionID(40), rows: sections[39].rows)
        document.fillWindow(SectionID(7), from: 1, rows: Array(sections[6].rows[1..<3]))
        document.fill(SectionID(3), rows: sections[2].rows)
        #expect(document.heldSectionIndices == [2, 6, 39])
        document.release(SectionID(7))
        document.letGo(SectionID(40), count: 4)
        #expect(document.heldSectionIndices == [2])
        document.windowWhole(SectionID(3), keeping: 0..<1)
        #expect(document.heldSectionIndices == [2], "a window of a section read whole still holds rows")
        var library = Library(lists: [document])
        _ = try apply(.addRow(list: ListID(1), section: SectionID(3), id: RowID(1), title: "New", placement: .top), to: &library)
        #expect(library.list(ListID(1))!.heldSectionIndices == [2])
        let whole = ListDocument(id: ListID(2), name: "Whole", sections: sections)
        #expect(whole.heldSectionIndices == Array(0..<50))
    }

    /// Windows read one after another, overlapping, meeting and apart, in any order
    /// (as `goto N` anywhere reads them): the rows held, their runs and their ranks
    /// are those of the ranks read, and a read that meets a run joins it.
    @Test func windowsReadInAnyOrderHoldTheRanksRead() throws {
        let sid = SectionID(1), count = 300
        let rows = (0..<count).map { Row(id: RowID(Int64($0 + 1000)), title: "Row \($0 + 1)", position: Positions.spaced($0)) }
        var document = ListDocument(id: ListID(1), name: "List", sections: [Section.unread(Section(id: sid, header: "Long", rows: rows), count: count)])
        var held: Set<Int> = []
        var generator = SystemRandomNumberGenerator()
        let reads = [(100, 10), (120, 5), (110, 10), (95, 10), (0, 3), (3, 2), (290, 10), (150, 1), (151, 1), (149, 1)]
            + (0..<40).map { _ in (Int.random(in: 0..<count, using: &generator), Int.random(in: 1...33, using: &generator)) }
        for (start, length) in reads {
            let ranks = start..<min(count, start + length)
            document.fillWindow(sid, from: start, rows: Array(rows[ranks]))
            held.formUnion(ranks)
            let section = document.section(sid)!
            let expected = held.sorted()
            if held.count == count {
                #expect(section.isLoaded && section.rows.map(\.id) == rows.map(\.id))
                break
            }
            #expect(section.rows.map(\.id) == expected.map { rows[$0].id }, "rows after reading \(ranks)")
            #expect(section.runs.map(\.ranks).flatMap { $0 } == expected, "runs after reading \(ranks)")
            #expect(zip(section.runs, section.runs.dropFirst()).allSatisfy { $0.ranks.upperBound < $1.start }, "runs apart")
            #expect(expected.allSatisfy { document.rank(of: rows[$0].id) == $0 })
            #expect(document.readRowCount == held.count && document.rowCount == count)
            #expect(document.windowSections == [sid])
        }
        document.release(sid)
        #expect(document.windowSections.isEmpty && document.readRowCount == 0 && document.rowCount == count)
    }

    /// Rows read again at other ranks (another session added two rows before them)
    /// are held at the ranks read, not twice: the read in place gives way to making
    /// the window again.
    @Test func rowsReadAgainAtOtherRanksAreHeldAtTheRanksRead() throws {
        var (l, lid, sid) = Self.library()
        let moved = (10..<20).map { Row(id: Self.id($0), title: "Row \($0 + 1)", position: Positions.spaced($0)) }
        l.update(lid) { $0.fillWindow(sid, from: 12, rows: moved) }
        let s = l.list(lid)!.section(sid)!
        #expect(s.runs == [WindowRun(start: 12, count: 10), WindowRun(start: 50, count: 10)])
        #expect(s.rows.map(\.id) == moved.map(\.id) + (50..<60).map(Self.id))
        #expect(l.list(lid)!.rank(of: Self.id(10)) == 12)
        #expect(l.list(lid)!.readRowCount == 20)
    }
}
