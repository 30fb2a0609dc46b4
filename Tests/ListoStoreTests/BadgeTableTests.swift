@testable import ListoStore
import ListoModel
import ListoTestSupport
import Testing

extension Store {
    /// The table of badges against what its own fill makes afresh from the rows, both
    /// ways, with any entry counting none or fewer: 0 when the triggers kept it right.
    func badgeMiscounts() throws -> Int64 {
        let kept = "SELECT list_id, section_id, top, kind, day, row_count FROM row_badges"
        let afresh = "SELECT *, count(*) FROM (\(Self.badgeEntries("", from: "FROM rows WHERE fields != '{}'"))) GROUP BY 1, 2, 3, 4, 5"
        return try connection.scalar("""
            SELECT (SELECT count(*) FROM (\(kept) EXCEPT \(afresh))) + (SELECT count(*) FROM (\(afresh) EXCEPT \(kept)))
                + (SELECT count(*) FROM row_badges WHERE row_count <= 0)
            """) ?? 1
    }
}

/// A list's badges counted from the table of badges (migration 20) are the counts over
/// every row holding a field that they replaced (`stateCountsOverRows`), for the list and
/// for each section, on the days before, on and after the rows' due dates, after rows
/// go in, change, go out, move between sections and lists, and come back by undo.
@Suite struct BadgeTableTests {
    static let days = ["2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03", "2027-01-01"].map { CalendarDate(iso: $0)! }

    /// Each section's counts with the sections counting nothing left out: the table has no
    /// entry where the rows hold a field but no badge, and a header reads none as nothing.
    static func counted(_ counts: [SectionID?: StateCounts]) -> [SectionID?: StateCounts] {
        counts.filter { $0.value != StateCounts() }
    }

    func expectSame(_ store: Store, _ when: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(try store.badgeMiscounts() == 0, "\(when)", sourceLocation: sourceLocation)
        for list in try store.loadLibrary().lists {
            for day in Self.days {
                let old = try store.stateCountsOverRows(of: list.id, today: day, bySection: false)[nil] ?? StateCounts()
                #expect(try store.stateCounts(of: list.id, today: day) == old, "\(when): \(list.name) on \(day.iso)", sourceLocation: sourceLocation)
                let sections = Self.counted(try store.stateCountsOverRows(of: list.id, today: day, bySection: true))
                let table = Self.counted(try store.sectionStateCounts(of: list.id, today: day).reduce(into: [:]) { $0[$1.key] = $1.value })
                #expect(table == sections, "\(when): \(list.name)'s sections on \(day.iso)", sourceLocation: sourceLocation)
            }
        }
    }

    /// The sample store with varied rows in Tasks: due on each of four days, some done,
    /// some unread, some inside others, under the Spanish names and the accented one,
    /// a due date that is not a date, and fields that are not JSON.
    func varied() throws -> (Store, Library, ListDocument) {
        let store = try Store(.memory, seed: true)
        var library = try store.loadLibrary()
        let tasks = try #require(library.list(named: "Tasks"))
        let section = tasks.sections[0].id
        for i in 0..<40 {
            let id = RowID(Int64(9000 + 2 * i))
            _ = try BulkWriteTests().change(store, &library, .addRow(list: tasks.id, section: section, id: id, title: "Badge row \(i)", placement: .bottom))
            let day = Self.days[i % 4]
            _ = try BulkWriteTests().change(store, &library, .setField(list: tasks.id, row: id, field: "due", value: .date(day)))
            if i % 3 == 0 { _ = try BulkWriteTests().change(store, &library, .setField(list: tasks.id, row: id, field: "done", value: .bool(true))) }
            if i % 7 == 0 {
                let child = RowID(id.raw + 1)
                _ = try BulkWriteTests().change(store, &library, .addChild(list: tasks.id, parent: id, id: child, title: "Inside \(i)", placement: .bottom))
                _ = try BulkWriteTests().change(store, &library, .setField(list: tasks.id, row: child, field: "due", value: .date(Self.days[(i + 1) % 4])))
            }
        }
        let spellings = [
            #"{"vence": {"date": "2026-12-01"}, "hecha": false}"#, #"{"due": {"date": "2026-11-30"}, "hecho": true}"#,
            #"{"leído": false}"#, #"{"leida": false, "vence": {"date": "2026-12-02"}}"#, #"{"read": true, "due": {"date": "2026-12-02"}}"#,
            #"{"due": {"date": 7}}"#, #"{"due": "2026-12-01"}"#, "not json {", #"{"done": "yes", "due": {"date": "2026-12-01"}}"#,
        ]
        for (i, fields) in spellings.enumerated() {
            try store.executeForTesting("UPDATE rows SET fields = '\(fields)' WHERE id = \(9000 + 2 * (i + 1))")
        }
        library = try store.loadLibrary()
        return (store, library, try #require(library.list(named: "Tasks")))
    }

    @Test func theTableCountsAsTheRowsDoThroughEveryChange() throws {
        let (store, loaded, tasks) = try varied()
        var library = loaded
        let completed = tasks.sections[1].id
        #expect(try store.stateCounts(of: tasks.id, today: Self.days[1]) != StateCounts(), "the rows hold badges to count")
        try expectSame(store, "after the rows went in")

        let undoDone = try BulkWriteTests().change(store, &library, .setField(list: tasks.id, row: RowID(9010), field: "done", value: .bool(true)))
        try expectSame(store, "after one is done")
        let undoDue = try BulkWriteTests().change(store, &library, .setField(list: tasks.id, row: RowID(9020), field: "due", value: nil))
        try expectSame(store, "after a due date is taken off")
        let undoMove = try BulkWriteTests().change(store, &library, .moveRows(list: tasks.id, rows: [RowID(9000), RowID(9030), RowID(9042)], section: completed, placement: .bottom))
        try expectSame(store, "after rows move to another section")
        let undoOut = try BulkWriteTests().change(store, &library, .outdentRow(list: tasks.id, row: RowID(9015)))
        try expectSame(store, "after a row inside another comes out")
        let undoNest = try BulkWriteTests().change(store, &library, .nestRow(list: tasks.id, row: RowID(9044), under: RowID(9046)))
        try expectSame(store, "after a row goes inside another")
        let articles = try store.loadList(try #require(library.list(named: "Articles")).id, readingUpTo: .max)
        library.replace(articles)
        let undoToList = try BulkWriteTests().change(store, &library, .moveRowsToList(from: tasks.id, rows: [RowID(9004), RowID(9006)], to: articles.id, section: articles.sections[0].id, placement: .bottom))
        try expectSame(store, "after rows move to another list")
        let few = try BulkWriteTests().change(store, &library, .deleteRows(list: tasks.id, rows: [RowID(9008), RowID(9012)]))
        try expectSame(store, "after two rows are deleted")
        let many = (20..<40).map { RowID(Int64(9000 + 2 * $0)) } + [RowID(9014), RowID(9016), RowID(9018), RowID(9022), RowID(9024), RowID(9026), RowID(9028), RowID(9032), RowID(9034), RowID(9036), RowID(9038), RowID(9040)]
        #expect(many.count >= Store.bulkRowsFrom)
        let undoMany = try BulkWriteTests().change(store, &library, .deleteRows(list: tasks.id, rows: many))
        try expectSame(store, "after many rows are deleted for the set")

        for (undo, what) in [(undoMany, "many deleted"), (few, "two deleted"), (undoToList, "moved to a list"), (undoNest, "nested"),
                             (undoOut, "outdented"), (undoMove, "moved"), (undoDue, "due taken off"), (undoDone, "done")] {
            _ = try BulkWriteTests().change(store, &library, undo)
            try expectSame(store, "after the undo of \(what)")
        }
    }

    @Test func theMigrationFillsTheTableFromRowsWrittenBehindTheTriggers() throws {
        let (store, _, _) = try varied()
        try store.executeForTesting("""
            DELETE FROM row_badges;
            \(Migrations.all[19].components(separatedBy: "CREATE TRIGGER")[0].replacingOccurrences(of: "CREATE TABLE", with: "CREATE TABLE IF NOT EXISTS"))
            """)
        #expect(try store.connection.scalar("SELECT count(*) FROM row_badges") ?? 0 > 0)
        try expectSame(store, "after the fill")
    }

    @Test func aListDeletedForGoodLeavesNoBadges() throws {
        let (store, _, tasks) = try varied()
        #expect(try store.connection.scalar("SELECT count(*) FROM row_badges WHERE list_id = ?", [.integer(tasks.id.raw)]) ?? 0 > 0)
        try store.executeForTesting("UPDATE lists SET deleted_by = 1 WHERE id = \(tasks.id.raw)")
        try store.dropList(tasks.id)
        #expect(try store.connection.scalar("SELECT count(*) FROM row_badges WHERE list_id = ?", [.integer(tasks.id.raw)]) == 0)
        #expect(try store.badgeMiscounts() == 0)
    }
}

/// The same on the PostgreSQL store (server migration 8): its table's counts are its count
/// over the rows, through the same kinds of change, each committed as a session commits.
@Suite(.serialized) struct ServerBadgeTableTests {
    func expectSame(_ store: ServerStore, _ when: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        for list in store.library.lists {
            for day in BadgeTableTests.days {
                let old = try store.stateCountsOverRows(of: list.id, today: day, bySection: false)[nil] ?? StateCounts()
                #expect(try store.stateCounts(of: list.id, today: day) == old, "\(when): \(list.name) on \(day.iso)", sourceLocation: sourceLocation)
                let sections = BadgeTableTests.counted(try store.stateCountsOverRows(of: list.id, today: day, bySection: true))
                let table = BadgeTableTests.counted(try store.sectionStateCounts(of: list.id, today: day).reduce(into: [:]) { $0[$1.key] = $1.value })
                #expect(table == sections, "\(when): \(list.name)'s sections on \(day.iso)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test func theTableCountsAsTheRowsDoThroughEveryChange() throws {
        let cluster = try PostgresCluster.shared()
        let store = try ServerStore(uri: cluster.socketURI(try cluster.createDatabase()), seed: true)
        defer { store.close() }
        store.library = try store.loadLibrary(open: nil, readingUpTo: .max)
        let tasks = try #require(store.library.list(named: "Tasks"))
        @discardableResult func change(_ operation: ListoModel.Operation) throws -> ListoModel.Operation {
            try store.commit(open: tasks.id, readingUpTo: .max, catchUp: {}) { _ in operation }.outcome.inverse
        }
        var undos: [ListoModel.Operation] = []
        for i in 0..<12 {
            let id = RowID(Int64(9000 + 2 * i))
            try change(.addRow(list: tasks.id, section: tasks.sections[0].id, id: id, title: "Badge row \(i)", placement: .bottom))
            try change(.setField(list: tasks.id, row: id, field: "due", value: .date(BadgeTableTests.days[i % 4])))
            if i % 3 == 0 { try change(.setField(list: tasks.id, row: id, field: "done", value: .bool(true))) }
            if i % 4 == 0 {
                try change(.addChild(list: tasks.id, parent: id, id: RowID(id.raw + 1), title: "Inside \(i)", placement: .bottom))
                try change(.setField(list: tasks.id, row: RowID(id.raw + 1), field: "due", value: .date(BadgeTableTests.days[1])))
            }
        }
        try store.executeForTesting(#"UPDATE rows SET fields = '{"vence": {"date": "2026-12-01"}, "hecha": false}' WHERE id = 9002"#)
        try store.executeForTesting(#"UPDATE rows SET fields = '{"leído": false, "due": {"date": "2026-11-30"}}' WHERE id = 9004"#)
        try store.executeForTesting("UPDATE rows SET fields = 'garbage' WHERE id = 9006")
        store.library = try store.loadLibrary(open: tasks.id, readingUpTo: .max)
        #expect(try store.stateCounts(of: tasks.id, today: BadgeTableTests.days[1]) != StateCounts(), "the rows hold badges to count")
        try expectSame(store, "after the rows went in")
        undos.append(try change(.setField(list: tasks.id, row: RowID(9010), field: "done", value: .bool(true))))
        try expectSame(store, "after one is done")
        undos.append(try change(.moveRows(list: tasks.id, rows: [RowID(9000), RowID(9008)], section: tasks.sections[1].id, placement: .bottom)))
        try expectSame(store, "after rows move to another section")
        undos.append(try change(.outdentRow(list: tasks.id, row: RowID(9017))))
        try expectSame(store, "after a row inside another comes out")
        undos.append(try change(.deleteRows(list: tasks.id, rows: [RowID(9012), RowID(9014), RowID(9016)])))
        try expectSame(store, "after rows are deleted")
        for undo in undos.reversed() {
            try change(undo)
            try expectSame(store, "after an undo")
        }
    }
}
