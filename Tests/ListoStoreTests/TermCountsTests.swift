@testable import ListoStore
import ListoModel
import ListoTestSupport
import Testing

extension Store {
    /// Entries of rows_term_counts that differ from a count made afresh of each
    /// section's top-level rows holding each word (each word of a row once), both ways.
    func termMiscounts() throws -> Int64? {
        let kept = "SELECT term, list_id, section_id, row_count FROM rows_term_counts"
        let afresh = """
            SELECT words.value, rows.list_id, rows.section_id, count(*) FROM rows, json_each(listo_terms(rows.title, rows.notes)) AS words
            WHERE rows.parent_id IS NULL GROUP BY 1, 2, 3
            """
        return try connection.scalar("SELECT (SELECT count(*) FROM (\(kept) EXCEPT \(afresh))) + (SELECT count(*) FROM (\(afresh) EXCEPT \(kept)))")
    }
}

/// Each section's count of top-level rows holding each word (rows_term_counts,
/// migration 16) is kept by the store through every write, and a filter or search
/// of one word says its count from it, not by counting the rows holding the word.
@Suite struct TermCountsTests {
    /// The sample lists in memory, and Tasks as they hold it.
    func sampleStore() throws -> (Store, ListDocument) {
        let store = try Store(.memory, seed: true)
        return (store, try #require(try store.loadLibrary().list(named: "Tasks")))
    }

    func change(_ store: Store, _ library: inout Library, _ operation: ListoModel.Operation) throws {
        try store.transaction {
            let outcome = try apply(operation, to: &library)
            try store.persist(outcome.changes, from: library)
        }
    }

    @Test func theCountsFollowEveryChangeToRows() throws {
        let (store, tasks) = try sampleStore()
        var library = try store.loadLibrary()
        let articles = try store.loadList(library.list(named: "Articles")!.id)
        library.replace(articles)
        let pending = tasks.sections[0], completed = tasks.sections[1]
        let bread = pending.rows[0].id, ana = pending.rows[1].id, passport = completed.rows[0].id
        #expect(try store.termMiscounts() == 0, "filled for the sample lists")
        #expect(try store.hitCounts(matching: .words(["the"]), in: tasks.id) == [pending.id: 1, completed.id: 1])

        let steps: [ListoModel.Operation] = [
            .addRow(list: tasks.id, section: pending.id, id: RowID(9001), title: "Bread and the bread knife", placement: .bottom),
            .renameRow(list: tasks.id, row: bread, title: "Rye bread"),
            .setNotes(list: tasks.id, row: ana, notes: "About the bread, again the bread"),
            .indentRow(list: tasks.id, row: ana),
            .moveRows(list: tasks.id, rows: [RowID(9001)], section: completed.id, placement: .top),
            .outdentRow(list: tasks.id, row: ana),
            .moveRowsToList(from: tasks.id, rows: [passport], to: articles.id, section: articles.sections[0].id, placement: .top),
            .deleteRows(list: tasks.id, rows: [bread, RowID(9001)]),
        ]
        for step in steps {
            try change(store, &library, step)
            #expect(try store.termMiscounts() == 0, "after \(step)")
        }
        #expect(try store.hitCounts(matching: .words(["bread"]), in: tasks.id) == [pending.id: 1], "Call Ana's notes")
        try change(store, &library, .deleteList(tasks.id))
        #expect(try store.termMiscounts() == 0)
        #expect(try store.connection.scalar("SELECT count(*) FROM rows_term_counts WHERE list_id = \(tasks.id.raw)") ?? 0 > 0, "kept aside for undo, its counts with it")
        try store.letGo(lists: [tasks.id])
        #expect(try store.termMiscounts() == 0)
        #expect(try store.connection.scalar("SELECT count(*) FROM rows_term_counts WHERE list_id = \(tasks.id.raw)") == 0, "no entry counting none is left")
    }

    @Test func oneWordIsCountedFromTheKeptCountsAndSeveralByTheirRows() throws {
        let store = try Store(.memory, seed: true)
        let tasks = try store.loadLibrary().list(named: "Tasks")!
        let pending = tasks.sections[0].id
        // A kept count the rows do not bear out is what a one-word count says: it reads the counts, not the rows.
        try store.executeForTesting("UPDATE rows_term_counts SET row_count = 7 WHERE term = 'rent'")
        #expect(try store.hitCounts(matching: .words(["rent"]), in: tasks.id) == [pending: 7])
        // Two words, or a word several words start, are counted by the rows holding them.
        #expect(try store.hitCounts(matching: .words(["pay", "rent"]), in: tasks.id) == [pending: 1])
        #expect(try store.hitCounts(matching: .words(["re"]), in: tasks.id) == [pending: 1, tasks.sections[1].id: 1])
    }

    @Test func aRowsPlaceAmongHitsOfASectionEveryRowHoldsIsItsRank() throws {
        let store = try Store(.memory, seed: true)
        var library = try store.loadLibrary()
        let tasks = library.list(named: "Tasks")!
        let pending = tasks.sections[0]
        for (i, row) in pending.rows.enumerated() {
            try change(store, &library, .renameRow(list: tasks.id, row: row.id, title: "Task \(i)"))
        }
        let rows = library.list(tasks.id)!.sections[0].rows
        for (i, row) in rows.enumerated() {
            #expect(try store.hitRank(matching: .words(["task"]), in: tasks.id, section: pending.id, before: row.position) == i)
        }
        // A section where some rows do not hold the word counts those that do.
        try change(store, &library, .renameRow(list: tasks.id, row: rows[0].id, title: "Chore"))
        #expect(try store.hitRank(matching: .words(["task"]), in: tasks.id, section: pending.id, before: rows[2].position) == 1)
    }

    /// A filter by states is counted in one statement over the list's rows holding
    /// fields (and the sections' counts, for a query every plain row meets), not section
    /// by section: after each kind of change, what SQLite and the in-memory repository
    /// count, and each row's place among the hits, are a recount of the rows.
    @Test func countsOfStatesAgreeWithARecountAfterEveryChange() throws {
        let (store, tasks) = try sampleStore()
        var library = try store.loadLibrary()
        let articles = try store.loadList(library.list(named: "Articles")!.id)
        library.replace(articles)
        let pending = tasks.sections[0], completed = tasks.sections[1]
        let bread = pending.rows[0].id, ana = pending.rows[1].id, passport = completed.rows[0].id
        let day = CalendarDate(year: 2026, month: 3, day: 2)!
        let queries: [RowQuery] = [
            .flag("done"), .not(.flag("done")), .overdue, .not(.overdue), .unread, .or(.flag("pinned"), .flag("done")),
            .and(.not(.flag("done")), .not(.flag("pinned"))),
        ]
        func recount(_ step: String) throws {
            // The in-memory repository holds the rows as SQLite stores them.
            let lists = try [tasks.id, articles.id].map { try store.loadList($0) }
            let memory = MemoryRepository(lists: lists, nextID: 100_000)
            for list in lists {
                let listed = list.id
                for q in queries {
                    let query = try #require(HitQuery(filter: q, today: day))
                    var counts: [SectionID: Int] = [:], badges: [SectionID: StateCounts] = [:]
                    for section in list.sections {
                        let hits = section.rows.filter { q.matches($0, today: day) }
                        if !hits.isEmpty { counts[section.id] = hits.count }
                        let b = StateCounts(overdue: hits.filter { $0.isOverdue(today: day) }.count,
                                            dueToday: hits.filter { $0.value(.due) == .date(day) && !$0.isDone }.count,
                                            unread: hits.filter(\.isUnread).count)
                        if b != StateCounts() { badges[section.id] = b }
                        for (k, row) in section.rows.enumerated() {
                            let before = section.rows[..<k].filter { q.matches($0, today: day) }.count
                            #expect(try store.hitRank(matching: query, in: listed, section: section.id, before: row.position) == before,
                                    "\(q) before \(row.title) after \(step)")
                        }
                    }
                    #expect(try store.hitCounts(matching: query, in: listed) == counts, "\(q) in \(list.name) after \(step)")
                    #expect(try memory.hitCounts(matching: query, in: listed) == counts, "\(q) in memory after \(step)")
                    #expect(try store.hitStateCounts(matching: query, in: listed, today: day) == badges, "\(q) after \(step)")
                    #expect(try memory.hitStateCounts(matching: query, in: listed, today: day) == badges, "\(q) after \(step)")
                }
            }
        }
        try recount("opening")
        let steps: [ListoModel.Operation] = [
            .setField(list: tasks.id, row: bread, field: "done", value: .bool(true)),
            .addRow(list: tasks.id, section: completed.id, id: RowID(9001), title: "Fresh", placement: .top),
            .setField(list: tasks.id, row: RowID(9001), field: "due", value: .date(CalendarDate(year: 2026, month: 2, day: 1)!)),
            .indentRow(list: tasks.id, row: ana),
            .moveRows(list: tasks.id, rows: [RowID(9001)], section: pending.id, placement: .top),
            .outdentRow(list: tasks.id, row: ana),
            .setPinned(list: tasks.id, row: ana, pinned: true),
            .toggleField(list: tasks.id, row: bread, field: "done"),
            .moveRowsToList(from: tasks.id, rows: [passport], to: articles.id, section: articles.sections[0].id, placement: .top),
            .deleteRows(list: tasks.id, rows: [RowID(9001)]),
        ]
        for step in steps {
            try change(store, &library, step)
            try recount("\(step)")
        }
    }

    @Test func aStoreFromBeforeTheCountsGainsThem() throws {
        let file = Fixture.temporaryFolder().appendingPathComponent("old.db").path
        let before = try Store(.file(file), seed: true, version: 15)
        #expect(try before.connection.scalar("SELECT count(*) FROM sqlite_master WHERE name = 'rows_term_counts'") == 0)
        before.close()
        let store = try Store(.file(file), seed: false)
        #expect(try store.termMiscounts() == 0)
        #expect(try store.connection.scalar("SELECT count(*) FROM rows_term_counts") ?? 0 > 0)
    }
}
