@testable import ListoStore
import ListoModel
import Testing

extension Store {
    /// Entries of the tree of counts, the sections' counts and the word index that
    /// differ from what the rows stored make afresh, both ways.
    func countMiscounts() throws -> Int64? {
        let levels = "json_each('[0,1,2,3,4,5,6,7,8,9,10]') AS l"
        let kept = "SELECT section_id, level, block, row_count FROM row_tree"
        let afresh = """
            SELECT section_id, l.value, position >> (20 + 4 * l.value), count(*) FROM rows, \(levels) WHERE parent_id IS NULL GROUP BY 1, 2, 3
            """
        let tree = try connection.scalar("SELECT (SELECT count(*) FROM (\(kept) EXCEPT \(afresh))) + (SELECT count(*) FROM (\(afresh) EXCEPT \(kept)))") ?? 1
        let sections = try connection.scalar("""
            SELECT count(*) FROM sections AS s WHERE row_count <> (SELECT count(*) FROM rows AS r WHERE r.section_id = s.id AND r.parent_id IS NULL)
            """) ?? 1
        // FTS5's own check of an index kept from a table of content: it fails when they differ.
        try connection.execute("INSERT INTO rows_words(rows_words, rank) VALUES ('integrity-check', 1)")
        return tree + sections
    }

    /// Every table the triggers keep, as text, to compare a store before and after.
    func keptByTriggers() throws -> [String] {
        var out: [String] = []
        for query in [
            "SELECT section_id, level, block, row_count FROM row_tree ORDER BY 1, 2, 3",
            "SELECT id, row_count, 0, 0 FROM sections ORDER BY 1",
            "SELECT term, list_id, section_id, row_count FROM rows_term_counts ORDER BY 1, 2, 3",
            "SELECT term, 0, 0, 0 FROM rows_terms ORDER BY 1",
        ] {
            try connection.query(query) { c in out.append((0..<4).map { c.text($0) ?? "" }.joined(separator: " ")) }
        }
        try connection.query("SELECT count(*) FROM rows_words WHERE rows_words MATCH 'bulk'") { c in out.append("bulk \(c.integer(0))") }
        return out
    }
}

/// Many rows deleted or put back on SQLite are counted in and out for the set, with
/// the triggers held off (migration 17, Store+BulkWrite.swift): the store after is
/// the store a row at a time leaves, and a few rows still go one by one.
@Suite struct BulkWriteTests {
    func change(_ store: Store, _ library: inout Library, _ operation: ListoModel.Operation) throws -> ListoModel.Operation {
        try store.transaction {
            let outcome = try apply(operation, to: &library)
            try store.persist(outcome.changes, from: library)
            return outcome.inverse
        }
    }

    @Test(arguments: [60, 40, 5]) func manyRowsDeletedAndPutBackKeepEveryCount(rows: Int) throws {
        let store = try Store(.memory, seed: true)
        var library = try store.loadLibrary()
        let tasks = try #require(library.list(named: "Tasks"))
        let section = tasks.sections[0].id
        var added: [RowID] = []
        for i in 0..<rows {
            let id = RowID(Int64(9000 + 2 * i))
            _ = try change(store, &library, .addRow(list: tasks.id, section: section, id: id, title: "Bulk row \(i) café", placement: .bottom))
            if i % 5 == 0 {
                let child = RowID(id.raw + 1)
                _ = try change(store, &library, .addChild(list: tasks.id, parent: id, id: child, title: "Inside bulk \(i)", placement: .bottom))
            }
            added.append(id)
        }
        let before = try store.keptByTriggers()
        #expect(try store.countMiscounts() == 0)
        #expect(try store.termMiscounts() == 0)

        let inverse = try change(store, &library, .deleteRows(list: tasks.id, rows: added))
        #expect(try store.connection.scalar("SELECT count(*) FROM rows WHERE title LIKE '%bulk%'") == 0)
        #expect(try store.countMiscounts() == 0, "after the delete")
        #expect(try store.termMiscounts() == 0, "after the delete")
        #expect(try store.connection.scalar("SELECT count(*) FROM rows_bulk_write") == 0)

        _ = try change(store, &library, inverse)
        #expect(try store.countMiscounts() == 0, "after putting them back")
        #expect(try store.termMiscounts() == 0, "after putting them back")
        #expect(try store.keptByTriggers() == before)
        #expect(try store.connection.scalar("SELECT count(*) FROM rows_bulk_write") == 0)
    }
}

/// Many rows taken out of the word index or put back in one change leave it merged into
/// one segment (Store+BulkWrite.swift's `mergeWordIndex`): left in two, each row a filter
/// tests was asked of both, 20 times slower, and a filter in the next process took 15 s.
@Suite struct MergedWordIndexTests {
    func segments(_ store: Store) throws -> Int64? {
        try store.connection.scalar("SELECT count(DISTINCT segid) FROM rows_words_idx")
    }

    @Test func manyRowsDeletedAndPutBackLeaveOneSegment() throws {
        let store = try Store(.memory, seed: true)
        var library = try store.loadLibrary()
        let tasks = try #require(library.list(named: "Tasks"))
        var added: [RowID] = []
        for i in 0..<(Store.mergedFrom + 10) {
            let id = RowID(Int64(9000 + i))
            _ = try BulkWriteTests().change(store, &library, .addRow(
                list: tasks.id, section: tasks.sections[0].id, id: id, title: "Merged row \(i) red", placement: .bottom))
            added.append(id)
        }
        #expect(try segments(store) ?? 0 > 1, "rows added one at a time leave several segments")
        let inverse = try BulkWriteTests().change(store, &library, .deleteRows(list: tasks.id, rows: added))
        #expect(try segments(store) == 1, "after the delete")
        #expect(try store.countMiscounts() == 0)
        _ = try BulkWriteTests().change(store, &library, inverse)
        #expect(try segments(store) == 1, "after putting them back")
        #expect(try store.countMiscounts() == 0)
        #expect(try store.connection.scalar("SELECT count(*) FROM rows_words WHERE rows_words MATCH 'red'") == Int64(added.count))
    }
}

/// A selection kept as a rule (`select all`, Store+BulkWrite.swift's `writeSaved`) is
/// deleted and put back on the same set path as many ids: the store after the delete is
/// the one the same rows deleted by their ids leave, and after the undo the one before.
@Suite struct RuleBulkWriteTests {
    /// The sample store with 60 more rows in Tasks, every fifth holding a subtask.
    func store() throws -> Store {
        let store = try Store(.memory, seed: true)
        var library = try store.loadLibrary()
        let tasks = try #require(library.list(named: "Tasks"))
        for i in 0..<60 {
            let id = RowID(Int64(9000 + 2 * i))
            _ = try BulkWriteTests().change(store, &library, .addRow(
                list: tasks.id, section: tasks.sections[0].id, id: id, title: "Ruled row \(i) café", placement: .bottom))
            if i % 5 == 0 {
                _ = try BulkWriteTests().change(store, &library, .addChild(
                    list: tasks.id, parent: id, id: RowID(id.raw + 1), title: "Inside ruled \(i)", placement: .bottom))
            }
        }
        return store
    }

    @Test func everyRowOfARuleIsCountedOutAndInForTheSet() throws {
        let byRule = try store(), byIds = try store()
        byRule.library = try byRule.loadLibrary(open: nil, readingUpTo: .max)
        let tasks = try #require(byRule.library.list(named: "Tasks"))
        let rows = tasks.sections.flatMap(\.rows)
        let rule = RowRule(below: max(try byRule.nextID(), 10_000), excluded: Set(rows.filter(\.deleteDisabled).map(\.id)))
        let covered = rows.filter { rule.covers($0, parent: nil) }
        #expect(covered.count >= Store.bulkRowsFrom)
        let before = try byRule.keptByTriggers()

        let tally = try byRule.tally(of: rule, in: tasks.id, around: nil)
        var saved: Int64 = 0
        try byRule.commit(open: tasks.id, readingUpTo: .max, catchUp: {}) { newID in
            saved = try newID()
            return .deleteCovered(list: tasks.id, rule: rule, tally: tally, saved: saved)
        }
        var library = try byIds.loadLibrary()
        _ = try BulkWriteTests().change(byIds, &library, .deleteRows(list: tasks.id, rows: covered.map(\.id)))
        #expect(try byRule.countMiscounts() == 0, "after the delete")
        #expect(try byRule.termMiscounts() == 0, "after the delete")
        #expect(try byRule.keptByTriggers() == byIds.keptByTriggers())
        #expect(try byRule.connection.scalar("SELECT count(*) FROM rows_bulk_write") == 0)

        let back = try byRule.tally(ofSaved: saved, in: tasks.id)
        try byRule.commit(open: tasks.id, readingUpTo: .max, catchUp: {}) { _ in
            .putBackSaved(list: tasks.id, rule: rule, saved: saved, tally: back)
        }
        #expect(try byRule.countMiscounts() == 0, "after putting them back")
        #expect(try byRule.termMiscounts() == 0, "after putting them back")
        #expect(try byRule.keptByTriggers() == before)
        #expect(try byRule.loadList(tasks.id, readingUpTo: .max) == tasks)
        #expect(try byRule.connection.scalar("SELECT count(*) FROM rows_bulk_write") == 0)
    }
}
