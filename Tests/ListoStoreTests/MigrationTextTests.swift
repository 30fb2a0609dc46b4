import Testing
@testable import ListoStore

/// A migration that has run on stores must keep its text: a store records only how
/// many have run, so a changed one would make stores built before and after differ.
@Suite struct MigrationTextTests {
    /// Migration 14 as it was written out level by level before a loop wrote it.
    static let rowTreeAsWritten = """
        DROP TRIGGER rows_blocked_in;
        DROP TRIGGER rows_blocked_out;
        DROP TRIGGER rows_blocked_moved;
        DROP TABLE row_blocks;
        CREATE TABLE row_tree(
            section_id INTEGER NOT NULL,
            level INTEGER NOT NULL,
            block INTEGER NOT NULL,
            row_count INTEGER NOT NULL,
            PRIMARY KEY(section_id, level, block)) WITHOUT ROWID;
        INSERT INTO row_tree(section_id, level, block, row_count)
            SELECT section_id, 0, position >> 20, count(*) FROM rows WHERE parent_id IS NULL GROUP BY section_id, position >> 20;
        INSERT INTO row_tree(section_id, level, block, row_count)
            SELECT section_id, 1, block >> 4, sum(row_count) FROM row_tree WHERE level = 0 GROUP BY section_id, block >> 4;
        INSERT INTO row_tree(section_id, level, block, row_count)
            SELECT section_id, 2, block >> 4, sum(row_count) FROM row_tree WHERE level = 1 GROUP BY section_id, block >> 4;
        INSERT INTO row_tree(section_id, level, block, row_count)
            SELECT section_id, 3, block >> 4, sum(row_count) FROM row_tree WHERE level = 2 GROUP BY section_id, block >> 4;
        INSERT INTO row_tree(section_id, level, block, row_count)
            SELECT section_id, 4, block >> 4, sum(row_count) FROM row_tree WHERE level = 3 GROUP BY section_id, block >> 4;
        INSERT INTO row_tree(section_id, level, block, row_count)
            SELECT section_id, 5, block >> 4, sum(row_count) FROM row_tree WHERE level = 4 GROUP BY section_id, block >> 4;
        INSERT INTO row_tree(section_id, level, block, row_count)
            SELECT section_id, 6, block >> 4, sum(row_count) FROM row_tree WHERE level = 5 GROUP BY section_id, block >> 4;
        INSERT INTO row_tree(section_id, level, block, row_count)
            SELECT section_id, 7, block >> 4, sum(row_count) FROM row_tree WHERE level = 6 GROUP BY section_id, block >> 4;
        INSERT INTO row_tree(section_id, level, block, row_count)
            SELECT section_id, 8, block >> 4, sum(row_count) FROM row_tree WHERE level = 7 GROUP BY section_id, block >> 4;
        INSERT INTO row_tree(section_id, level, block, row_count)
            SELECT section_id, 9, block >> 4, sum(row_count) FROM row_tree WHERE level = 8 GROUP BY section_id, block >> 4;
        INSERT INTO row_tree(section_id, level, block, row_count)
            SELECT section_id, 10, block >> 4, sum(row_count) FROM row_tree WHERE level = 9 GROUP BY section_id, block >> 4;
        CREATE TRIGGER rows_tree_in AFTER INSERT ON rows WHEN new.parent_id IS NULL BEGIN
            INSERT INTO row_tree(section_id, level, block, row_count)
                SELECT new.section_id, value, new.position >> (20 + 4 * value), 1 FROM json_each('[0,1,2,3,4,5,6,7,8,9,10]') WHERE true
                ON CONFLICT DO UPDATE SET row_count = row_count + 1;
        END;
        CREATE TRIGGER rows_tree_out AFTER DELETE ON rows WHEN old.parent_id IS NULL BEGIN
            INSERT INTO row_tree(section_id, level, block, row_count)
                SELECT old.section_id, value, old.position >> (20 + 4 * value), 0 FROM json_each('[0,1,2,3,4,5,6,7,8,9,10]') WHERE true
                ON CONFLICT DO UPDATE SET row_count = row_count - 1;
            DELETE FROM row_tree WHERE row_count = 0 AND (section_id, level, block) IN
                (SELECT old.section_id, value, old.position >> (20 + 4 * value) FROM json_each('[0,1,2,3,4,5,6,7,8,9,10]'));
        END;
        CREATE TRIGGER rows_tree_moved AFTER UPDATE OF section_id, parent_id, position ON rows
        WHEN (old.parent_id IS NULL OR new.parent_id IS NULL)
            AND (old.section_id IS NOT new.section_id OR (old.parent_id IS NULL) != (new.parent_id IS NULL)
                 OR old.position >> 20 != new.position >> 20) BEGIN
            INSERT INTO row_tree(section_id, level, block, row_count)
                SELECT old.section_id, value, old.position >> (20 + 4 * value), 0 FROM json_each('[0,1,2,3,4,5,6,7,8,9,10]') WHERE old.parent_id IS NULL
                ON CONFLICT DO UPDATE SET row_count = row_count - 1;
            DELETE FROM row_tree WHERE row_count = 0 AND (section_id, level, block) IN
                (SELECT old.section_id, value, old.position >> (20 + 4 * value) FROM json_each('[0,1,2,3,4,5,6,7,8,9,10]'));
            INSERT INTO row_tree(section_id, level, block, row_count)
                SELECT new.section_id, value, new.position >> (20 + 4 * value), 1 FROM json_each('[0,1,2,3,4,5,6,7,8,9,10]') WHERE new.parent_id IS NULL
                ON CONFLICT DO UPDATE SET row_count = row_count + 1;
        END;
        """

    @Test func migration14BuiltByALoopIsTheTextStoresRan() {
        #expect(Migrations.all[13] == Self.rowTreeAsWritten)
        #expect(Migrations.rowTree == Self.rowTreeAsWritten)
    }

    @Test func aStoreMigratedByTheOldTextAndOneByTheLoopHoldTheSameTree() throws {
        func tree(_ migration14: String) throws -> [String] {
            let store = try Store(.memory, seed: false, version: 13)
            try store.executeForTesting("""
                INSERT INTO lists VALUES (1, 'L', 0, '{}');
                INSERT INTO sections(id, list_id, header, position) VALUES (2, 1, NULL, 0);
                WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 300)
                INSERT INTO rows(id, list_id, section_id, title, position) SELECT 10 + i, 1, 2, 'r' || i, i * 65536 * 300 FROM n;
                """)
            try store.executeForTesting(migration14)
            var out: [String] = []
            try store.connection.query("SELECT section_id, level, block, row_count FROM row_tree ORDER BY level, block") { c in
                out.append("\(c.integer(0)) \(c.integer(1)) \(c.integer(2)) \(c.integer(3))")
            }
            return out
        }
        let old = try tree(Self.rowTreeAsWritten), new = try tree(Migrations.rowTree)
        #expect(old.count > 11)
        #expect(old == new)
    }
}
