@testable import ListoStore
import ListoModel
import Testing

/// Migration 26's triggers hand each row written to listo's procedures (RowIndexing.swift):
/// after every kind of write to rows, by SQL as any statement of the store makes it, the
/// word index, the sections' counts, the tree of counts, the counts of words and the
/// table of badges are what the rows make afresh.
@Suite struct RowIndexingTests {
    /// Each step runs on what the ones before it left.
    static let steps: [(String, String)] = [
        ("a top-level row put in", """
            INSERT INTO rows(id, list_id, section_id, parent_id, title, notes, fields, position)
            SELECT 90001, list_id, id, NULL, 'Fresh café row', 'a note on tea', '{"due":{"date":"2026-12-01"}}', 123456789
            FROM sections ORDER BY id LIMIT 1
            """),
        ("a row put in inside it", """
            INSERT INTO rows(id, list_id, section_id, parent_id, title, notes, fields, position)
            SELECT 90002, list_id, section_id, 90001, 'Inside café', NULL, '{"read":false}', 65536 FROM rows WHERE id = 90001
            """),
        ("its title changed", "UPDATE rows SET title = 'Renamed tea row' WHERE id = 90001"),
        ("its notes taken away", "UPDATE rows SET notes = NULL WHERE id = 90001"),
        ("done", #"UPDATE rows SET fields = '{"due":{"date":"2026-12-01"},"done":true}' WHERE id = 90001"#),
        ("not done again, unread", #"UPDATE rows SET fields = '{"due":{"date":"2026-12-03"},"done":false,"read":false}' WHERE id = 90001"#),
        ("fields that name no badge", #"UPDATE rows SET fields = '{"snoozed":true}' WHERE id = 90001"#),
        ("a key spelled with an escape", #"UPDATE rows SET fields = '{"d\u0075e":{"date":"2026-12-02"}}' WHERE id = 90001"#),
        ("fields not JSON", "UPDATE rows SET fields = 'due done read' WHERE id = 90001"),
        ("a due day again", #"UPDATE rows SET fields = '{"vence":{"date":"2026-12-04"}}' WHERE id = 90001"#),
        ("moved far within its section", "UPDATE rows SET position = position + (1 << 30) WHERE id = 90001"),
        ("moved near within its section", "UPDATE rows SET position = position + 1 WHERE id = 90001"),
        ("moved to the list's last section", """
            UPDATE rows SET section_id = (SELECT max(s.id) FROM sections AS s WHERE s.list_id = rows.list_id) WHERE id IN (90001, 90002)
            """),
        ("put inside another row", """
            UPDATE rows SET parent_id = (SELECT min(r.id) FROM rows AS r WHERE r.id NOT IN (90001, 90002) AND r.parent_id IS NULL) WHERE id = 90001
            """),
        ("taken out to the top again", "UPDATE rows SET parent_id = NULL WHERE id = 90001"),
        ("moved to another list", """
            UPDATE rows SET list_id = (SELECT max(id) FROM lists),
                section_id = (SELECT max(s.id) FROM sections AS s WHERE s.list_id = (SELECT max(id) FROM lists)) WHERE id IN (90001, 90002)
            """),
        ("many rows changed at once", "UPDATE rows SET title = title || ' again', position = position + (1 << 24)"),
        ("the row inside deleted", "DELETE FROM rows WHERE id = 90002"),
        ("a section deleted, its rows with it", "DELETE FROM sections WHERE id = (SELECT min(id) FROM sections)"),
        ("a list deleted, its sections and rows with it", "DELETE FROM lists WHERE id = (SELECT min(id) FROM lists)"),
    ]

    @Test func everyWriteToRowsLeavesWhatTheRowsMake() throws {
        let store = try Store(.memory, seed: true)
        #expect(try store.connection.scalar("SELECT count(*) FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'rows'") == 3)
        for (step, sql) in Self.steps {
            let written = try store.connection.scalar("SELECT total_changes()") ?? 0
            try store.executeForTesting(sql)
            #expect(try store.connection.scalar("SELECT total_changes()") ?? 0 > written, "\(step): wrote nothing")
            #expect(try store.countMiscounts() == 0, "\(step)")
            #expect(try store.termMiscounts() == 0, "\(step)")
            #expect(try store.badgeMiscounts() == 0, "\(step)")
        }
    }

    /// A row changed where none of the seventeen triggers would have fired writes the
    /// row alone (a move within its block of the tree, its flags); moved past its
    /// block, its blocks are counted again.
    @Test func aChangeNoCountFollowsWritesTheRowAlone() throws {
        let store = try Store(.memory, seed: true)
        let id = try #require(try store.connection.scalar("SELECT min(id) FROM rows WHERE parent_id IS NULL"))
        func written(_ sql: String) throws -> Int64 {
            let before = try store.connection.scalar("SELECT total_changes()") ?? 0
            try store.executeForTesting(sql)
            return (try store.connection.scalar("SELECT total_changes()") ?? 0) - before
        }
        #expect(try written("UPDATE rows SET position = position + 1, flags = flags WHERE id = \(id)") == 1)
        #expect(try written("UPDATE rows SET position = position + (1 << 30) WHERE id = \(id)") > 1)
        #expect(try store.countMiscounts() == 0)
    }

    /// A procedure's error fails the statement that fired it, with its own code, and
    /// the row is not written.
    @Test func anErrorInAProcedureFailsTheWrite() throws {
        let store = try Store(.memory, seed: true)
        try store.executeForTesting("""
            CREATE TEMP TRIGGER refuse_count BEFORE UPDATE ON main.sections BEGIN SELECT RAISE(ABORT, 'no counting now'); END
            """)
        let before = try store.connection.scalar("SELECT count(*) FROM rows") ?? 0
        #expect(throws: DatabaseError.self) {
            try store.executeForTesting("""
                INSERT INTO rows(id, list_id, section_id, title, position) SELECT 90003, list_id, id, 'Refused', 7 FROM sections ORDER BY id LIMIT 1
                """)
        }
        #expect(try store.connection.scalar("SELECT count(*) FROM rows") == before)
        try store.executeForTesting("DROP TRIGGER refuse_count")
        #expect(try store.countMiscounts() == 0)
        #expect(try store.termMiscounts() == 0)
    }
}
