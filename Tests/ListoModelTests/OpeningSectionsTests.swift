import ListoModel
import Testing

/// A list opened by its sections' counts: a section made by its count is the one
/// `Section.unread` makes of it, and a list made of sections given in any order,
/// read whole, as a window, by their counts alone or with no header, finds each by
/// its id and counts its rows as the sections say.
@Suite struct OpeningSectionsTests {
    @Test(arguments: [0, 1, 250])
    func aSectionMadeByItsCountIsTheUnreadOne(count: Int) {
        let made = Section(id: SectionID(7), header: "Later", footer: "End", collapsed: true, prominence: .increased,
                           position: 3 * Positions.gap, count: count)
        let whole = Section(id: SectionID(7), header: "Later", footer: "End", collapsed: true, prominence: .increased,
                            position: 3 * Positions.gap)
        #expect(made == Section.unread(whole, count: count))
        #expect(made.count == count)
        #expect(made.isLoaded == (count == 0))
    }

    @Test func aListOfSectionsInAnyOrderIndexesEach() {
        let rows = (0..<10).map { Row(id: RowID(Int64(100 + $0)), title: "Row \($0)", position: Positions.spaced($0)) }
        let read = Section(id: SectionID(1), header: "Read", position: 4 * Positions.gap, rows: Array(rows[0..<3]))
        let unnamed = Section(id: SectionID(2), header: nil, position: 1 * Positions.gap, rows: [rows[3]])
        let unread = Section(id: SectionID(3), header: "Far", footer: nil, collapsed: false, prominence: .standard,
                             position: 3 * Positions.gap, count: 40)
        let empty = Section(id: SectionID(4), header: "Empty", footer: nil, collapsed: false, prominence: .standard,
                            position: 2 * Positions.gap, count: 0)
        var document = ListDocument(id: ListID(1), name: "List", sections: [read, unnamed, unread, empty])
        document.fillWindow(SectionID(3), from: 5, rows: Array(rows[4..<10]))
        #expect(document.sections.map(\.id) == [SectionID(2), SectionID(4), SectionID(3), SectionID(1)])
        #expect(document.sections.indices.allSatisfy { document.sectionIndex(of: document.sections[$0].id) == $0 })
        #expect(document.unnamedSections == [0])
        #expect(document.rowCount == 3 + 1 + 40)
        #expect(document.readRowCount == 3 + 1 + 6)
        #expect(document.isWindowed)
        #expect(document.windowSections == [SectionID(3)])
        #expect(document.heldSectionIndices == [0, 2, 3])
        #expect(document.unreadSections == [SectionID(3)])
        #expect(document.sectionID(of: RowID(105)) == SectionID(3))
        #expect(document.sectionID(of: RowID(103)) == SectionID(2))

        // Made again of those sections, the window among them, given in reverse.
        let again = ListDocument(id: ListID(1), name: "List", sections: document.sections.reversed())
        #expect(again == document)
        #expect(again.rowCount == document.rowCount)
        #expect(again.readRowCount == document.readRowCount)
        #expect(again.windowSections == [SectionID(3)])
        #expect(again.heldSectionIndices == [0, 2, 3])
        #expect(again.unnamedSections == [0])
        #expect(again.sectionID(of: RowID(109)) == SectionID(3))

        let opened = ListDocument(id: ListID(1), name: "List", sections: [unnamed, empty, unread])
        #expect(opened.rowCount == 41)
        #expect(opened.readRowCount == 1)
        #expect(opened.windowSections.isEmpty)
        #expect(opened.heldSectionIndices == [0])
    }
}
