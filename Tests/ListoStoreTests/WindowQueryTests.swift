import Foundation
import ListoModel
@testable import ListoStore
import ListoTestSupport
import Testing

/// A section's rows by rank, read from the store a page at a time: each answer is
/// checked against the section read whole, after the writes that move rows
/// between blocks of positions (adds, deletes, moves, indents, respacing).
@Suite struct WindowQueryTests {
    func path() -> String { Fixture.temporaryFolder().appendingPathComponent("listo.db").path }

    /// A list of one section of `count` rows, their positions spaced, some far apart,
    /// from `first` on (by default as many below zero as above).
    func store(rows count: Int, spread: Int64 = Positions.gap, first: Int? = nil) throws -> (Store, SectionID, [Row]) {
        let store = try Store(.file(path()), seed: false)
        let rows = (0..<count).map { i in Row(id: RowID(Int64(100 + i)), title: "Row \(i)", position: Int64(i + (first ?? -count / 2)) * spread) }
        let section = Section(id: SectionID(2), header: "All", position: Positions.gap, rows: rows)
        try store.transaction {
            try store.insert(Library(lists: [ListDocument(id: ListID(1), name: "Long", sections: [section])]))
            try store.executeForTesting("UPDATE counter SET next_id = \(100 + count + 10)")
        }
        return (store, section.id, rows)
    }

    /// Every rank and every row answers as the section read whole does, from both ends.
    func expectAgrees(_ store: Store, _ section: SectionID, file: String = #filePath, line: Int = #line) throws {
        let whole = try store.sectionRows([section])[section] ?? []
        for (i, row) in whole.enumerated() {
            let rank = try store.rank(of: row.id)
            #expect(rank?.section == section && rank?.index == i, "rank of \(row.title)")
            #expect(try store.position(at: i, in: section) == row.position, "row \(i)")
        }
        #expect(try store.position(at: whole.count, in: section) == nil, "past the end")
        #expect(try store.rows(of: section, at: whole.count..<whole.count + 3).isEmpty)
        #expect(try store.rows(of: section, at: whole.count - 1..<whole.count + 3).map(\.id) == whole.suffix(1).map(\.id))
        #expect(try store.rows(of: section, at: 0..<whole.count + 5).map(\.id) == whole.map(\.id))
        #expect(try store.rows(of: section, before: nil, count: 3).map(\.id) == whole.suffix(3).map(\.id))
        #expect(try store.rows(of: section, after: nil, count: 3).map(\.id) == whole.prefix(3).map(\.id))
        if whole.count > 10 {
            let middle = whole.count / 2
            #expect(try store.rows(of: section, at: middle..<middle + 4).map(\.id) == whole[middle..<middle + 4].map(\.id))
            #expect(try store.rows(of: section, after: whole[middle].position, count: 2).map(\.id) == whole[middle + 1...middle + 2].map(\.id))
            #expect(try store.rows(of: section, before: whole[middle].position, count: 2).map(\.id) == whole[middle - 2..<middle].map(\.id))
        }
    }

    /// The levels the statements walk, written out, are every level of the tree.
    @Test func theLevelsWrittenOutAreEveryLevel() {
        #expect(Store.treeLevels == "[" + (0...Store.treeTop).map(String.init).joined(separator: ",") + "]")
    }

    @Test func ranksAndRowsByRankMatchTheSectionReadWhole() throws {
        // Positions spread over many blocks, on both sides of zero.
        let (store, section, _) = try store(rows: 3000)
        try expectAgrees(store, section)
        // And rows far apart, one to a block.
        let (sparse, sparseSection, _) = try self.store(rows: 50, spread: Int64(1) << 30)
        try expectAgrees(sparse, sparseSection)
        // And a few rows in one block of the tree at every level, where no level chooses.
        let (few, fewSection, _) = try self.store(rows: 12, first: 1)
        #expect(try few.connection.scalar("SELECT count(*) FROM row_tree") == Int64(Store.treeTop + 1))
        try expectAgrees(few, fewSection)
    }

    /// A window is one reading: outside a transaction it ends with the window (a
    /// write can begin after it); inside one it reads the transaction's own writes.
    @Test func aWindowIsOneReadingThatNestsInAWrite() throws {
        let (store, section, rows) = try store(rows: 40)
        #expect(try store.rows(of: section, at: 10..<13).map(\.id) == rows[10..<13].map(\.id))
        try store.transaction {
            try store.executeForTesting("DELETE FROM rows WHERE id = \(rows[0].id.raw)")
            #expect(try store.rows(of: section, at: 0..<2).map(\.id) == rows[1..<3].map(\.id))
        }
        #expect(try store.rows(of: section, at: 0..<2).map(\.id) == rows[1..<3].map(\.id))
        try store.transaction { try store.executeForTesting("DELETE FROM rows WHERE id = \(rows[1].id.raw)") }
        #expect(try store.rows(of: section, at: 0..<2).map(\.id) == rows[2..<4].map(\.id))
    }

    @Test func ranksFollowEveryWrite() throws {
        let (store, section, rows) = try store(rows: 2500)
        var library = try store.loadLibrary()
        let list = ListID(1)
        func run(_ operation: ListoModel.Operation) throws {
            try store.transaction {
                let outcome = try apply(operation, to: &library)
                try store.persist(outcome.changes, from: library)
            }
        }
        try run(.deleteRows(list: list, rows: [rows[0].id, rows[1200].id, rows[2499].id]))
        try expectAgrees(store, section)
        // The row moved from near the top to the bottom crosses many blocks.
        try run(.moveRow(list: list, row: rows[3].id, placement: .bottom))
        try expectAgrees(store, section)
        try run(.indentRow(list: list, row: rows[10].id))
        try expectAgrees(store, section)
        #expect(try store.rank(of: rows[10].id) == nil, "a row inside another row has no rank in the section")
        // A window holding a row with rows inside it reads them with it.
        #expect(try store.rows(of: section, at: 5..<12).first { $0.id == rows[9].id }?.children.map(\.id) == [rows[10].id])
        try run(.addRow(list: list, section: section, id: RowID(5000), title: "New last", placement: .bottom))
        try expectAgrees(store, section)
        #expect(try store.rank(of: RowID(5000))?.index == (try store.sectionRowCount(section)) - 1)
        // Deleting every row leaves no counts behind.
        try run(.deleteRows(list: list, rows: library.list(list)!.sections[0].rows.map(\.id)))
        #expect(try store.position(at: 0, in: section) == nil)
        #expect(try store.rows(of: section, after: nil, count: 5).isEmpty)
        #expect(try store.connection.scalar("SELECT count(*) FROM row_tree") == 0)
    }

    /// A store written before the tree of counts (migration 14) gets one made from
    /// its rows when it is opened, and it answers as the section read whole does.
    @Test func aStoreOfBlocksGetsItsTreeFromItsRows() throws {
        let file = path()
        let rows = (0..<2000).map { (i: Int) -> Row in
            let spread: Int64 = Positions.gap + Int64(i % 7)
            return Row(id: RowID(Int64(100 + i)), title: "Row \(i)", position: Int64(i - 700) * spread)
        }
        let section = Section(id: SectionID(2), header: "All", position: Positions.gap, rows: rows)
        do {
            let old = try Store(.file(file), seed: false, version: 13)
            try old.transaction {
                try old.insert(Library(lists: [ListDocument(id: ListID(1), name: "Long", sections: [section])]))
            }
            #expect(try old.connection.scalar("SELECT count(*) FROM sqlite_master WHERE name = 'row_tree'") == 0)
        }
        let store = try Store(.file(file), seed: false)
        #expect(try store.connection.scalar("SELECT count(*) FROM sqlite_master WHERE name = 'row_blocks'") == 0)
        try expectAgrees(store, section.id)
    }

    @Test func anImportCountsItsBlocksAsTheTriggersWould() throws {
        let (store, section, _) = try store(rows: 1500)
        var exported = ""
        try store.export(named: "Long", format: .json) { exported += $0 }
        try expectAgrees(store, section)
        let fresh = try Store(.file(path()), seed: false)
        let imported = try fresh.importFile(Array(exported.utf8), format: .json)
        let list = try fresh.loadList(imported[0].id)
        #expect(list.sections[0].rows.count == 1500)
        try expectAgrees(fresh, list.sections[0].id)
    }
}
