/// The schema, as an ordered, append-only list. Each entry runs once, inside a
/// transaction, and `PRAGMA user_version` records how many have run.
enum Migrations {
    /// How many there are: the schema version this build writes. Written out, so that
    /// a process opening a store at that version never makes the migrations' text
    /// (their triggers are built by string, a level at a time); a test keeps it equal
    /// to `all.count`.
    static let count: Int64 = 26
    /// The migration that gives a journal entry the row's values before the change.
    static let journalKeepsBefore: Int64 = 25

    static let all: [String] = [
        // 1: lists, sections, rows and the id counter.
        """
        CREATE TABLE counter(next_id INTEGER NOT NULL);
        INSERT INTO counter VALUES (1);
        CREATE TABLE lists(
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL UNIQUE COLLATE NOCASE,
            position INTEGER NOT NULL,
            settings TEXT NOT NULL);
        CREATE TABLE sections(
            id INTEGER PRIMARY KEY,
            list_id INTEGER NOT NULL REFERENCES lists(id) ON DELETE CASCADE,
            header TEXT,
            footer TEXT,
            collapsed INTEGER NOT NULL DEFAULT 0,
            prominence TEXT NOT NULL DEFAULT 'standard',
            position INTEGER NOT NULL);
        CREATE INDEX sections_by_list ON sections(list_id, position);
        CREATE TABLE rows(
            id INTEGER PRIMARY KEY,
            list_id INTEGER NOT NULL REFERENCES lists(id) ON DELETE CASCADE,
            section_id INTEGER NOT NULL REFERENCES sections(id) ON DELETE CASCADE,
            parent_id INTEGER REFERENCES rows(id) ON DELETE CASCADE,
            title TEXT NOT NULL,
            notes TEXT,
            fields TEXT NOT NULL DEFAULT '{}',
            flags INTEGER NOT NULL DEFAULT 0,
            position INTEGER NOT NULL);
        CREATE INDEX rows_by_section ON rows(section_id, position);
        CREATE INDEX rows_by_list ON rows(list_id, parent_id);
        CREATE INDEX rows_by_parent ON rows(parent_id);
        """,
        // 2: the change journal, and order as a total order. Rows that an earlier
        // release left sharing a position are spread out first, keeping their order.
        """
        CREATE TABLE journal(
            seq INTEGER PRIMARY KEY AUTOINCREMENT,
            origin INTEGER NOT NULL,
            list_id INTEGER NOT NULL,
            kind TEXT NOT NULL,
            section_id INTEGER,
            row_id INTEGER);
        UPDATE rows SET position = spread.position
        FROM (SELECT id, row_number() OVER (PARTITION BY section_id, parent_id ORDER BY position, id) * 65536 AS position
              FROM rows WHERE (section_id, ifnull(parent_id, 0)) IN (
                  SELECT section_id, ifnull(parent_id, 0) FROM rows
                  GROUP BY section_id, ifnull(parent_id, 0), position HAVING count(*) > 1)) AS spread
        WHERE rows.id = spread.id;
        CREATE UNIQUE INDEX rows_one_per_position ON rows(section_id, ifnull(parent_id, 0), position);
        """,
        // 3: a person's settings kept between runs (speech: rate, pitch, voice...).
        """
        CREATE TABLE settings(
            name TEXT PRIMARY KEY,
            value TEXT NOT NULL);
        """,
        // 4: outlines. Whether a row's children show in place, kept with the row so
        // that each list remembers its own expansion.
        """
        ALTER TABLE rows ADD COLUMN expanded INTEGER NOT NULL DEFAULT 0;
        """,
        // 5: finding rows by their words through indexes. title_key is the title
        // folded as SearchWords.fold does (listo_fold in SQL), indexed for names and
        // their starts; rows_words indexes the words of titles and notes (FTS5,
        // kept in step by triggers), folded the same way.
        """
        ALTER TABLE rows ADD COLUMN title_key TEXT NOT NULL DEFAULT '';
        UPDATE rows SET title_key = listo_fold(title);
        CREATE INDEX rows_by_title_key ON rows(list_id, title_key);
        CREATE VIRTUAL TABLE rows_words USING fts5(
            title, notes, content = 'rows', content_rowid = 'id', tokenize = 'unicode61 remove_diacritics 2');
        INSERT INTO rows_words(rows_words) VALUES ('rebuild');
        CREATE TRIGGER rows_words_added AFTER INSERT ON rows BEGIN
            INSERT INTO rows_words(rowid, title, notes) VALUES (new.id, new.title, new.notes);
        END;
        CREATE TRIGGER rows_words_removed AFTER DELETE ON rows BEGIN
            INSERT INTO rows_words(rows_words, rowid, title, notes) VALUES ('delete', old.id, old.title, old.notes);
        END;
        CREATE TRIGGER rows_words_changed AFTER UPDATE OF title, notes ON rows
        WHEN old.title IS NOT new.title OR old.notes IS NOT new.notes BEGIN
            INSERT INTO rows_words(rows_words, rowid, title, notes) VALUES ('delete', old.id, old.title, old.notes);
            INSERT INTO rows_words(rowid, title, notes) VALUES (new.id, new.title, new.notes);
        END;
        """,
        // 6: each section's count of top-level rows, kept by triggers, so that a
        // list of a million rows is counted without reading its rows: opening it,
        // the sidebar and "3 of 100" read the count, never the rows.
        """
        ALTER TABLE sections ADD COLUMN row_count INTEGER NOT NULL DEFAULT 0;
        UPDATE sections SET row_count = (SELECT count(*) FROM rows WHERE rows.section_id = sections.id AND rows.parent_id IS NULL);
        CREATE TRIGGER rows_counted_in AFTER INSERT ON rows WHEN new.parent_id IS NULL BEGIN
            UPDATE sections SET row_count = row_count + 1 WHERE id = new.section_id;
        END;
        CREATE TRIGGER rows_counted_out AFTER DELETE ON rows WHEN old.parent_id IS NULL BEGIN
            UPDATE sections SET row_count = row_count - 1 WHERE id = old.section_id;
        END;
        CREATE TRIGGER rows_counted_moved AFTER UPDATE OF section_id, parent_id ON rows
        WHEN old.section_id IS NOT new.section_id OR (old.parent_id IS NULL) != (new.parent_id IS NULL) BEGIN
            UPDATE sections SET row_count = row_count - 1 WHERE id = old.section_id AND old.parent_id IS NULL;
            UPDATE sections SET row_count = row_count + 1 WHERE id = new.section_id AND new.parent_id IS NULL;
        END;
        """,
        // 7: the rows that hold any field, by list: a long list's badges (overdue,
        // due today, unread) are counted among them, not among all its rows.
        """
        CREATE INDEX rows_with_fields ON rows(list_id) WHERE fields != '{}';
        """,
        // 8: every word the word index has ever held, in a plain index, so that a word
        // no row starts with is known absent in one lookup and a word's few
        // completions are asked of FTS5 as exact words: FTS5 seeks a prefix by
        // reading on from the word before it, through all of that word's rows.
        // Filled from the word index, then by triggers with the index's own
        // tokenizer (listo_words); never pruned, so it holds at least the index's words.
        // (Not INSERT OR IGNORE: a trigger takes the OR rule of the statement that
        // fired it, which aborts on a conflict; an upsert's DO NOTHING is its own.)
        """
        CREATE TABLE rows_terms(term TEXT PRIMARY KEY) WITHOUT ROWID;
        CREATE VIRTUAL TABLE temp.rows_words_terms USING fts5vocab(main, rows_words, row);
        INSERT INTO rows_terms SELECT term FROM temp.rows_words_terms;
        DROP TABLE temp.rows_words_terms;
        CREATE TRIGGER rows_terms_added AFTER INSERT ON rows BEGIN
            INSERT INTO rows_terms SELECT value FROM json_each(listo_words(new.title, new.notes)) WHERE true ON CONFLICT DO NOTHING;
        END;
        CREATE TRIGGER rows_terms_changed AFTER UPDATE OF title, notes ON rows
        WHEN old.title IS NOT new.title OR old.notes IS NOT new.notes BEGIN
            INSERT INTO rows_terms SELECT value FROM json_each(listo_words(new.title, new.notes)) WHERE true ON CONFLICT DO NOTHING;
        END;
        """,
        // 9: rows by their rank in a section, for windows of rows. Each section's
        // top-level rows are counted in blocks of positions (position >> 26: a block
        // holds 1,024 rows spaced as Positions.spaced spaces them), kept by triggers;
        // a row's rank is the counts of the blocks before its own and the rows before
        // it in its block, and row N is found the same way back: about a thousand
        // index entries read at a million rows, not the million. A block whose rows
        // are all gone goes with its last row (so a deleted section leaves none). Plain SQL (an
        // upsert, an arithmetic shift), so another engine can keep the same table.
        """
        CREATE TABLE row_blocks(
            section_id INTEGER NOT NULL,
            block INTEGER NOT NULL,
            row_count INTEGER NOT NULL,
            PRIMARY KEY(section_id, block)) WITHOUT ROWID;
        INSERT INTO row_blocks(section_id, block, row_count)
            SELECT section_id, position >> 26, count(*) FROM rows WHERE parent_id IS NULL GROUP BY section_id, position >> 26;
        CREATE TRIGGER rows_blocked_in AFTER INSERT ON rows WHEN new.parent_id IS NULL BEGIN
            INSERT INTO row_blocks(section_id, block, row_count) VALUES (new.section_id, new.position >> 26, 1)
            ON CONFLICT DO UPDATE SET row_count = row_count + 1;
        END;
        CREATE TRIGGER rows_blocked_out AFTER DELETE ON rows WHEN old.parent_id IS NULL BEGIN
            UPDATE row_blocks SET row_count = row_count - 1 WHERE section_id = old.section_id AND block = old.position >> 26;
            DELETE FROM row_blocks WHERE section_id = old.section_id AND block = old.position >> 26 AND row_count = 0;
        END;
        CREATE TRIGGER rows_blocked_moved AFTER UPDATE OF section_id, parent_id, position ON rows
        WHEN (old.parent_id IS NULL OR new.parent_id IS NULL)
            AND (old.section_id IS NOT new.section_id OR (old.parent_id IS NULL) != (new.parent_id IS NULL)
                 OR old.position >> 26 != new.position >> 26) BEGIN
            UPDATE row_blocks SET row_count = row_count - 1
                WHERE old.parent_id IS NULL AND section_id = old.section_id AND block = old.position >> 26;
            DELETE FROM row_blocks WHERE section_id = old.section_id AND block = old.position >> 26 AND row_count = 0;
            INSERT INTO row_blocks(section_id, block, row_count) SELECT new.section_id, new.position >> 26, 1 WHERE new.parent_id IS NULL
            ON CONFLICT DO UPDATE SET row_count = row_count + 1;
        END;
        """,
        // 10: days that repeat. A row's repeat, start date, reminder and done count,
        // as one JSON object (Codec.encode(schedule:)); NULL for the many rows with none.
        """
        ALTER TABLE rows ADD COLUMN schedule TEXT;
        """,
        // 11: the top-level rows that can't be selected, indexed alone (few, if any),
        // so that select all counts what it selects without reading the list.
        """
        CREATE INDEX rows_unselectable ON rows(list_id) WHERE parent_id IS NULL AND flags & 4 != 0;
        """,
        // 12: the rows with a repeat, a start or a reminder, indexed alone (few among
        // many), so that a long list read in windows learns whether any row waits.
        """
        CREATE INDEX rows_with_schedule ON rows(list_id) WHERE schedule IS NOT NULL;
        """,
        // 13: the top-level rows holding a field, by their place in their section, so
        // that a filter by states that rows without fields never meet (done, overdue,
        // due today) is counted and read a page at a time among them alone, and one
        // they always meet (not done) is counted as the section's rows less those.
        """
        CREATE INDEX rows_stated ON rows(section_id, position) WHERE parent_id IS NULL AND fields != '{}';
        """,
        // 14: rows by their rank in O(log n), where migration 9's blocks of 1,024
        // positions cost about the square root of a section: a tree of counts. A block
        // of level 0 is a position shifted right 20 bits (16 rows as Positions.spaced
        // spaces them); a block of level k + 1 gathers the 16 blocks of level k that
        // agree but for their last 4 bits, up to level 10. A row's rank is the counts of
        // at most 15 blocks beside its own at each level and of the rows before it in its
        // block of level 0 (Store+Windows.swift); row N is found down the tree. Kept by
        // triggers, which add or take one at every level; a block left counting none
        // goes, so a deleted section leaves none. Plain SQL, as migration 9's.
        rowTree,
        // 15: rows a change to a whole selection deleted, kept for its undo: under a key
        // from the id counter (`saved`), by the connection that kept them (`origin`),
        // each with its depth below the row selected, so that they go back parents
        // first. Let go when undo puts them back, when the session lets the step go,
        // and when it ends.
        """
        CREATE TABLE saved_rows(
            saved INTEGER NOT NULL,
            origin INTEGER NOT NULL,
            depth INTEGER NOT NULL,
            id INTEGER NOT NULL,
            list_id INTEGER NOT NULL,
            section_id INTEGER NOT NULL,
            parent_id INTEGER,
            title TEXT NOT NULL,
            title_key TEXT NOT NULL,
            notes TEXT,
            fields TEXT NOT NULL,
            flags INTEGER NOT NULL,
            position INTEGER NOT NULL,
            expanded INTEGER NOT NULL,
            schedule TEXT,
            PRIMARY KEY(saved, id)) WITHOUT ROWID;
        CREATE INDEX saved_rows_by_origin ON saved_rows(origin);
        """,
        // 16: how many top-level rows of each section hold each word (in their title or
        // notes, as the word index splits them), so that a filter or a search of one
        // word says its count from these counts, one entry a section holding the word,
        // where counting it walked every row holding it in the word index (a million
        // rows: about a second). Kept by triggers, each word of a row once
        // (listo_terms); an entry counting none goes. Filled a row at a time, each
        // word's count added to, not grouped: a grouping of a million rows' words
        // is sorted in memory, as temporary storage is kept (temp_store), where this
        // holds a page of the table at a time.
        """
        CREATE TABLE rows_term_counts(
            term TEXT NOT NULL,
            list_id INTEGER NOT NULL,
            section_id INTEGER NOT NULL,
            row_count INTEGER NOT NULL,
            PRIMARY KEY(term, list_id, section_id)) WITHOUT ROWID;
        INSERT INTO rows_term_counts(term, list_id, section_id, row_count)
            SELECT words.value, rows.list_id, rows.section_id, 1 FROM rows, json_each(listo_terms(rows.title, rows.notes)) AS words
            WHERE rows.parent_id IS NULL
            ON CONFLICT DO UPDATE SET row_count = row_count + 1;
        """ + termCountTriggers,
        // 17: a change that deletes or puts in many rows does the work of the triggers on
        // deleted and inserted rows itself, once for the set in a few statements
        // (Store+BulkWrite.swift), where each trigger did it once a row: it holds a row
        // in rows_bulk_write while it writes them, inside its transaction, and these
        // triggers do nothing meanwhile.
        """
        CREATE TABLE rows_bulk_write(writing INTEGER NOT NULL);
        DROP TRIGGER rows_words_added;
        CREATE TRIGGER rows_words_added AFTER INSERT ON rows WHEN NOT EXISTS (SELECT 1 FROM rows_bulk_write) BEGIN
            INSERT INTO rows_words(rowid, title, notes) VALUES (new.id, new.title, new.notes);
        END;
        DROP TRIGGER rows_counted_in;
        CREATE TRIGGER rows_counted_in AFTER INSERT ON rows WHEN new.parent_id IS NULL AND NOT EXISTS (SELECT 1 FROM rows_bulk_write) BEGIN
            UPDATE sections SET row_count = row_count + 1 WHERE id = new.section_id;
        END;
        DROP TRIGGER rows_terms_added;
        CREATE TRIGGER rows_terms_added AFTER INSERT ON rows WHEN NOT EXISTS (SELECT 1 FROM rows_bulk_write) BEGIN
            INSERT INTO rows_terms SELECT value FROM json_each(listo_words(new.title, new.notes)) WHERE true ON CONFLICT DO NOTHING;
        END;
        DROP TRIGGER rows_tree_in;
        CREATE TRIGGER rows_tree_in AFTER INSERT ON rows WHEN new.parent_id IS NULL AND NOT EXISTS (SELECT 1 FROM rows_bulk_write) BEGIN
            INSERT INTO row_tree(section_id, level, block, row_count)
                SELECT new.section_id, value, new.position >> (20 + 4 * value), 1 FROM json_each('[0,1,2,3,4,5,6,7,8,9,10]') WHERE true
                ON CONFLICT DO UPDATE SET row_count = row_count + 1;
        END;
        DROP TRIGGER rows_term_counts_in;
        CREATE TRIGGER rows_term_counts_in AFTER INSERT ON rows WHEN new.parent_id IS NULL AND NOT EXISTS (SELECT 1 FROM rows_bulk_write) BEGIN
            INSERT INTO rows_term_counts(term, list_id, section_id, row_count)
                SELECT value, new.list_id, new.section_id, 1 FROM json_each(listo_terms(new.title, new.notes)) WHERE true
                ON CONFLICT DO UPDATE SET row_count = row_count + 1;
        END;
        DROP TRIGGER rows_words_removed;
        CREATE TRIGGER rows_words_removed AFTER DELETE ON rows WHEN NOT EXISTS (SELECT 1 FROM rows_bulk_write) BEGIN
            INSERT INTO rows_words(rows_words, rowid, title, notes) VALUES ('delete', old.id, old.title, old.notes);
        END;
        DROP TRIGGER rows_counted_out;
        CREATE TRIGGER rows_counted_out AFTER DELETE ON rows WHEN old.parent_id IS NULL AND NOT EXISTS (SELECT 1 FROM rows_bulk_write) BEGIN
            UPDATE sections SET row_count = row_count - 1 WHERE id = old.section_id;
        END;
        DROP TRIGGER rows_tree_out;
        CREATE TRIGGER rows_tree_out AFTER DELETE ON rows WHEN old.parent_id IS NULL AND NOT EXISTS (SELECT 1 FROM rows_bulk_write) BEGIN
            INSERT INTO row_tree(section_id, level, block, row_count)
                SELECT old.section_id, value, old.position >> (20 + 4 * value), 0 FROM json_each('[0,1,2,3,4,5,6,7,8,9,10]') WHERE true
                ON CONFLICT DO UPDATE SET row_count = row_count - 1;
            DELETE FROM row_tree WHERE row_count = 0 AND (section_id, level, block) IN
                (SELECT old.section_id, value, old.position >> (20 + 4 * value) FROM json_each('[0,1,2,3,4,5,6,7,8,9,10]'));
        END;
        DROP TRIGGER rows_term_counts_out;
        CREATE TRIGGER rows_term_counts_out AFTER DELETE ON rows WHEN old.parent_id IS NULL AND NOT EXISTS (SELECT 1 FROM rows_bulk_write) BEGIN
            UPDATE rows_term_counts SET row_count = row_count - 1 WHERE list_id = old.list_id AND section_id = old.section_id
                AND term IN (SELECT value FROM json_each(listo_terms(old.title, old.notes)));
            DELETE FROM rows_term_counts WHERE row_count <= 0 AND list_id = old.list_id AND section_id = old.section_id
                AND term IN (SELECT value FROM json_each(listo_terms(old.title, old.notes)));
        END;
        """,
        // 18: the top of each section's tree of counts in an index of its own, in order
        // of sections, so that the check at open (StoreOpening+Counts.swift) reads it in
        // one pass beside the sections, where looking each section's top up in the
        // tree cost a seek a section: most of the first prompt on 10,000 sections.
        """
        CREATE INDEX row_tree_tops ON row_tree(section_id, row_count) WHERE level = 10;
        """,
        // 19: a list deleted is kept aside, unseen, by the session that deleted it
        // (`deleted_by`, its origin; NULL for every list shown), its sections and rows
        // untouched, so that deleting a long list and its undo write one row each. It is
        // deleted for good when that session's undo history lets the step go, or the session ends.
        """
        ALTER TABLE lists ADD COLUMN deleted_by INTEGER;
        """,
        // 20: the table of badges: how many rows of each section, top-level or inside
        // others, are due on each day and not done, and how many are unread, so that a
        // list's badges (overdue: the days before today; due today: today's) are counted
        // from one entry a section and day held, where they were counted over every row
        // holding a field (1.4 s of CPU at a million). Filled from the rows, then kept by
        // triggers; an entry counting none goes. See `badgeCounts`.
        badgeCounts,
        // 21: a section's top-level rows holding fields in order of their due date, under
        // each of the due role's names (`Store.dateIndexed`): the value as JSON's text
        // (`Store.sortKey`), which for a date, `{"date":"2026-12-09"}`, sorts as the date,
        // then by position. A section sorted by due is read in that order from the index
        // (SQLOrder.swift), where each row's fields were read, decoded and sorted (2.5 s of
        // CPU at a million rows).
        Store.dateIndexed.map {
            "CREATE INDEX rows_sorted_by_\($0) ON rows(section_id, \(Store.sortKey($0)), position) WHERE parent_id IS NULL AND fields != '{}';\n"
        }.joined(),
        // 22: migration 20's triggers that take a row's badges out, made again: a change
        // to a row's fields that leaves its due day, done and read as they were (Snooze,
        // a note, any other field) fires none, and the entries a row leaves are found by
        // their whole key, where each change looked at every day of the row's section.
        // An action on a million selected rows that set `snoozed` took 188 s of CPU with
        // the triggers of 20, and 5 s without them. See `badgeKeyedTriggers`.
        badgeKeyedTriggers,
        // 23: the rows holding a done field whose value is neither true nor false ("yes",
        // 1, null), indexed alone (few, if any): there the table of badges (20), which
        // reads such a row as done or not by SQL's truth, and a filter, which reads only
        // true as done, part. A filter by overdue counts its hits from that table in a
        // list holding none of them, and over its rows in one that does
        // (Store+CountedHits.swift): `filter overdue` at a million rows read every row.
        // With it, the top-level rows whose due, under a name migration 21 indexed, is
        // not listo's own `{"date":"YYYY-MM-DD"}`: where a list holds none, the order of
        // that index is the order of the dates, and a filter by a due day counts its hits
        // in it (`filter due today` read every row).
        "CREATE INDEX rows_odd_done ON rows(list_id) WHERE \(Store.oddDone);\n"
            + "CREATE INDEX rows_odd_due ON rows(list_id) WHERE \(Store.oddDue);\n",
        // 24: a row's three badge values (`Store.badgeValues`) as columns of rows that
        // SQLite computes when they are read and never stores, and the triggers of 20
        // and 22 made again to read them. SQLite parses every trigger of a store when a
        // process first opens it, and compiles a change's triggers into the statement that
        // makes it: the rule written out eight times in the three triggers (9.6 KB of
        // SQL) cost a process 0.25 ms to parse, and one that changes a row's fields
        // about 0.2 ms more to compile. Written once in the table, it is parsed once; what
        // each trigger counts is unchanged. See `badgeColumns`.
        badgeColumns,
        // 25: a journal entry of a row keeps the row's own values as they were before
        // the change (`JournalEntry.before`): a session that never read the row (a
        // section it has not been to) hears what changed, `Water the plants renamed to
        // Water the ferns`, not the row's values now as if they were new (`changed, now
        // done`, of a row done all along). NULL for a row new to the list, or one of many.
        """
        ALTER TABLE journal ADD COLUMN row_before TEXT;
        """,
        // 26: the work of the seventeen triggers on rows done by listo's procedures,
        // which three small triggers call with the row's values (RowIndexing.swift):
        // SQLite no longer parses 9.5 KB of triggers at each process's first statement.
        RowIndexing.migration,
    ]

    /// Migration 20's text. What makes a row overdue, due today or unread is
    /// `Store.badgeValues`, the rule the count over rows used, with the spellings the
    /// field roles had when it ran: a later change to that rule needs a migration that
    /// makes the triggers again and fills the table again. Each row has at most two
    /// entries (`Store.badgeEntries`): its due day when it is not done, and unread. The
    /// triggers hold off while `rows_bulk_write` holds a row, as migration 17's do, for
    /// Store+BulkWrite.swift counts those rows in and out itself, and an import's
    /// `ImportIndexing.finish` counts its new rows.
    static var badgeCounts: String {
        let columns = "list_id, section_id, top, kind, day"
        let key = "(\(columns))"
        return """
        CREATE TABLE row_badges(
            list_id INTEGER NOT NULL,
            section_id INTEGER NOT NULL,
            top INTEGER NOT NULL,
            kind INTEGER NOT NULL,
            day NOT NULL,
            row_count INTEGER NOT NULL,
            PRIMARY KEY(\(columns))) WITHOUT ROWID;
        INSERT INTO row_badges(\(columns), row_count)
            SELECT *, 1 FROM (\(Store.badgeEntries("", from: "FROM rows WHERE fields != '{}'"))) WHERE true
            ON CONFLICT DO UPDATE SET row_count = row_count + 1;
        CREATE TRIGGER rows_badges_in AFTER INSERT ON rows WHEN new.fields != '{}' AND NOT EXISTS (SELECT 1 FROM rows_bulk_write) BEGIN
            INSERT INTO row_badges(\(columns), row_count) SELECT *, 1 FROM (\(Store.badgeEntries("new."))) WHERE true
            ON CONFLICT DO UPDATE SET row_count = row_count + 1;
        END;
        CREATE TRIGGER rows_badges_out AFTER DELETE ON rows WHEN old.fields != '{}' AND NOT EXISTS (SELECT 1 FROM rows_bulk_write) BEGIN
            UPDATE row_badges SET row_count = row_count - 1 WHERE \(key) IN (\(Store.badgeEntries("old.")));
            DELETE FROM row_badges WHERE row_count <= 0 AND \(key) IN (\(Store.badgeEntries("old.")));
        END;
        CREATE TRIGGER rows_badges_changed AFTER UPDATE OF fields, list_id, section_id, parent_id ON rows
        WHEN (old.fields != '{}' OR new.fields != '{}')
            AND (old.fields IS NOT new.fields OR old.list_id IS NOT new.list_id OR old.section_id IS NOT new.section_id
                 OR (old.parent_id IS NULL) != (new.parent_id IS NULL)) BEGIN
            UPDATE row_badges SET row_count = row_count - 1 WHERE \(key) IN (\(Store.badgeEntries("old.")));
            DELETE FROM row_badges WHERE row_count <= 0 AND \(key) IN (\(Store.badgeEntries("old.")));
            INSERT INTO row_badges(\(columns), row_count) SELECT *, 1 FROM (\(Store.badgeEntries("new."))) WHERE true
            ON CONFLICT DO UPDATE SET row_count = row_count + 1;
        END;

        """
    }

    /// Migration 24's text: `badge_due`, `badge_not_done` and `badge_unread`, virtual
    /// columns of rows holding `Store.badgeValues` of the row's fields as migration 20
    /// wrote them, and the triggers of 20 and 22 that keep the table of badges, made
    /// again over those columns with the same entries, keys and conditions.
    static var badgeColumns: String {
        let columns = "list_id, section_id, top, kind, day"
        let (due, notDone, unread) = Store.badgeValues("fields")
        func entries(_ row: String) -> String {
            """
            SELECT \(row)list_id, \(row)section_id, \(row)parent_id IS NULL, k.value, CASE k.value WHEN 0 THEN b.due ELSE 0 END
                FROM (SELECT \(row)badge_due AS due, \(row)badge_not_done AS notDone, \(row)badge_unread AS unread LIMIT -1) AS b,
                     json_each('[0,1]') AS k
                WHERE (k.value = 0 AND b.due IS NOT NULL AND b.notDone) OR (k.value = 1 AND b.unread)
            """
        }
        func values(_ row: String) -> String { "json_array(\(row)badge_due, \(row)badge_not_done, \(row)badge_unread)" }
        let place = "list_id = old.list_id AND section_id = old.section_id AND top = (old.parent_id IS NULL)"
        let out = """
                INSERT INTO row_badges(\(columns), row_count) SELECT *, -1 FROM (\(entries("old."))) WHERE true
                ON CONFLICT DO UPDATE SET row_count = row_count - 1;
                DELETE FROM row_badges WHERE row_count <= 0 AND \(place) AND kind = 0 AND day = old.badge_due;
                DELETE FROM row_badges WHERE row_count <= 0 AND \(place) AND kind = 1 AND day = 0;
            """
        let into = """
                INSERT INTO row_badges(\(columns), row_count) SELECT *, 1 FROM (\(entries("new."))) WHERE true
                ON CONFLICT DO UPDATE SET row_count = row_count + 1;
            """
        return """
        ALTER TABLE rows ADD COLUMN badge_due GENERATED ALWAYS AS (\(due)) VIRTUAL;
        ALTER TABLE rows ADD COLUMN badge_not_done GENERATED ALWAYS AS (\(notDone)) VIRTUAL;
        ALTER TABLE rows ADD COLUMN badge_unread GENERATED ALWAYS AS (\(unread)) VIRTUAL;
        DROP TRIGGER rows_badges_in;
        DROP TRIGGER rows_badges_out;
        DROP TRIGGER rows_badges_changed;
        CREATE TRIGGER rows_badges_in AFTER INSERT ON rows WHEN new.fields != '{}' AND NOT EXISTS (SELECT 1 FROM rows_bulk_write) BEGIN
        \(into)
        END;
        CREATE TRIGGER rows_badges_out AFTER DELETE ON rows WHEN old.fields != '{}' AND NOT EXISTS (SELECT 1 FROM rows_bulk_write) BEGIN
        \(out)
        END;
        CREATE TRIGGER rows_badges_changed AFTER UPDATE OF fields, list_id, section_id, parent_id ON rows
        WHEN (old.fields != '{}' OR new.fields != '{}')
            AND (old.list_id IS NOT new.list_id OR old.section_id IS NOT new.section_id
                 OR (old.parent_id IS NULL) != (new.parent_id IS NULL) OR \(values("old.")) IS NOT \(values("new."))) BEGIN
        \(out)
        \(into)
        END;

        """
    }

    /// Migration 22's text: the triggers of migration 20 that take entries out, made
    /// again. A row's entries follow from its list, section, level and three values
    /// (`Store.badgeValues`): where none of them changed, no entry changes, and the
    /// trigger does not fire. An entry a row leaves is counted down by its key (an
    /// upsert, which finds it by the table's key, where `IN` of a row value found only
    /// the section's entries and read each), and goes by its key once it counts none.
    static var badgeKeyedTriggers: String {
        let columns = "list_id, section_id, top, kind, day"
        func values(_ row: String) -> String {
            let (due, notDone, unread) = Store.badgeValues(row + "fields")
            return "json_array(\(due), \(notDone), \(unread))"
        }
        func out(_ row: String) -> String {
            let place = "list_id = \(row)list_id AND section_id = \(row)section_id AND top = (\(row)parent_id IS NULL)"
            return """
                INSERT INTO row_badges(\(columns), row_count) SELECT *, -1 FROM (\(Store.badgeEntries(row))) WHERE true
                ON CONFLICT DO UPDATE SET row_count = row_count - 1;
                DELETE FROM row_badges WHERE row_count <= 0 AND \(place) AND kind = 0 AND day = \(Store.badgeValues(row + "fields").due);
                DELETE FROM row_badges WHERE row_count <= 0 AND \(place) AND kind = 1 AND day = 0;
            """
        }
        return """
        DROP TRIGGER rows_badges_out;
        DROP TRIGGER rows_badges_changed;
        CREATE TRIGGER rows_badges_out AFTER DELETE ON rows WHEN old.fields != '{}' AND NOT EXISTS (SELECT 1 FROM rows_bulk_write) BEGIN
        \(out("old."))
        END;
        CREATE TRIGGER rows_badges_changed AFTER UPDATE OF fields, list_id, section_id, parent_id ON rows
        WHEN (old.fields != '{}' OR new.fields != '{}')
            AND (old.list_id IS NOT new.list_id OR old.section_id IS NOT new.section_id
                 OR (old.parent_id IS NULL) != (new.parent_id IS NULL) OR \(values("old.")) IS NOT \(values("new."))) BEGIN
        \(out("old."))
            INSERT INTO row_badges(\(columns), row_count) SELECT *, 1 FROM (\(Store.badgeEntries("new."))) WHERE true
            ON CONFLICT DO UPDATE SET row_count = row_count + 1;
        END;

        """
    }

    /// Migration 16's triggers, which the import also makes again after writing its rows without them.
    static let termCountTriggers = """
        CREATE TRIGGER rows_term_counts_in AFTER INSERT ON rows WHEN new.parent_id IS NULL BEGIN
            INSERT INTO rows_term_counts(term, list_id, section_id, row_count)
                SELECT value, new.list_id, new.section_id, 1 FROM json_each(listo_terms(new.title, new.notes)) WHERE true
                ON CONFLICT DO UPDATE SET row_count = row_count + 1;
        END;
        CREATE TRIGGER rows_term_counts_out AFTER DELETE ON rows WHEN old.parent_id IS NULL BEGIN
            UPDATE rows_term_counts SET row_count = row_count - 1 WHERE list_id = old.list_id AND section_id = old.section_id
                AND term IN (SELECT value FROM json_each(listo_terms(old.title, old.notes)));
            DELETE FROM rows_term_counts WHERE row_count <= 0 AND list_id = old.list_id AND section_id = old.section_id
                AND term IN (SELECT value FROM json_each(listo_terms(old.title, old.notes)));
        END;
        CREATE TRIGGER rows_term_counts_changed AFTER UPDATE OF title, notes, list_id, section_id, parent_id ON rows
        WHEN (old.parent_id IS NULL OR new.parent_id IS NULL)
            AND (old.title IS NOT new.title OR old.notes IS NOT new.notes OR old.list_id IS NOT new.list_id
                 OR old.section_id IS NOT new.section_id OR (old.parent_id IS NULL) != (new.parent_id IS NULL)) BEGIN
            UPDATE rows_term_counts SET row_count = row_count - 1 WHERE old.parent_id IS NULL AND list_id = old.list_id
                AND section_id = old.section_id AND term IN (SELECT value FROM json_each(listo_terms(old.title, old.notes)));
            DELETE FROM rows_term_counts WHERE row_count <= 0 AND list_id = old.list_id AND section_id = old.section_id
                AND term IN (SELECT value FROM json_each(listo_terms(old.title, old.notes)));
            INSERT INTO rows_term_counts(term, list_id, section_id, row_count)
                SELECT value, new.list_id, new.section_id, 1 FROM json_each(listo_terms(new.title, new.notes)) WHERE new.parent_id IS NULL
                ON CONFLICT DO UPDATE SET row_count = row_count + 1;
        END;
        """

    /// Migration 14's text: the tree of counts filled level by level, each level
    /// summing the one below by `block >> 4`, up to level 10. It has run on stores as
    /// it stands, so the loop writes exactly the statements it held when each level
    /// was written out by hand (MigrationTextTests holds that text).
    static var rowTree: String {
        let levels = (1...10).map { level in
            """
            INSERT INTO row_tree(section_id, level, block, row_count)
                SELECT section_id, \(level), block >> 4, sum(row_count) FROM row_tree WHERE level = \(level - 1) GROUP BY section_id, block >> 4;

            """
        }
        return """
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

        """ + levels.joined() + """
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
    }
}
