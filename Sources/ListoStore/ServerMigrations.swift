import ListoModel

/// The schema of a store on a PostgreSQL server, as an ordered, append-only list.
/// Each entry runs once, inside a transaction that holds the store's migration
/// lock, and `listo_meta`'s version records how many have run. The tables are
/// those of the SQLite store (Migrations.swift) in PostgreSQL's words; the word
/// index is a table of each row's words (as `SearchWords.words` makes them),
/// written with the row, in place of FTS5.
enum ServerMigrations {
    /// The mark a listo store carries, in place of SQLite's application id.
    static let application = "listo"

    static let all: [String] = [
        // 1: the mark, the id counter, lists, sections, rows, the journal and settings.
        """
        CREATE TABLE listo_meta(name text PRIMARY KEY, value text NOT NULL);
        INSERT INTO listo_meta VALUES ('application', 'listo'), ('version', '0');
        CREATE TABLE counter(next_id bigint NOT NULL);
        INSERT INTO counter VALUES (1);
        CREATE TABLE lists(
            id bigint PRIMARY KEY,
            name text NOT NULL,
            position bigint NOT NULL,
            settings text NOT NULL);
        CREATE UNIQUE INDEX lists_by_name ON lists(lower(name));
        CREATE TABLE sections(
            id bigint PRIMARY KEY,
            list_id bigint NOT NULL REFERENCES lists(id) ON DELETE CASCADE,
            header text,
            footer text,
            collapsed integer NOT NULL DEFAULT 0,
            prominence text NOT NULL DEFAULT 'standard',
            position bigint NOT NULL,
            row_count bigint NOT NULL DEFAULT 0);
        CREATE INDEX sections_by_list ON sections(list_id, position);
        CREATE TABLE rows(
            id bigint PRIMARY KEY,
            list_id bigint NOT NULL REFERENCES lists(id) ON DELETE CASCADE,
            section_id bigint NOT NULL REFERENCES sections(id) ON DELETE CASCADE,
            parent_id bigint REFERENCES rows(id) ON DELETE CASCADE,
            title text NOT NULL,
            title_key text COLLATE "C" NOT NULL DEFAULT '',
            notes text,
            fields text NOT NULL DEFAULT '{}',
            flags integer NOT NULL DEFAULT 0,
            position bigint NOT NULL,
            expanded integer NOT NULL DEFAULT 0);
        CREATE INDEX rows_by_section ON rows(section_id, position);
        CREATE INDEX rows_by_list ON rows(list_id, parent_id);
        CREATE INDEX rows_by_parent ON rows(parent_id);
        CREATE INDEX rows_by_title_key ON rows(list_id, title_key);
        CREATE INDEX rows_with_fields ON rows(list_id) WHERE fields <> '{}';
        CREATE UNIQUE INDEX rows_one_per_position ON rows(section_id, coalesce(parent_id, 0), position);
        CREATE TABLE row_words(
            list_id bigint NOT NULL,
            word text COLLATE "C" NOT NULL,
            row_id bigint NOT NULL REFERENCES rows(id) ON DELETE CASCADE,
            PRIMARY KEY (list_id, word, row_id));
        CREATE INDEX row_words_by_row ON row_words(row_id);
        CREATE TABLE journal(
            seq bigserial PRIMARY KEY,
            origin bigint NOT NULL,
            list_id bigint NOT NULL,
            kind text NOT NULL,
            section_id bigint,
            row_id bigint);
        CREATE TABLE settings(name text PRIMARY KEY, value text NOT NULL);
        CREATE FUNCTION listo_count_rows() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.parent_id IS NULL THEN
                UPDATE sections SET row_count = row_count - 1 WHERE id = OLD.section_id;
            END IF;
            IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.parent_id IS NULL THEN
                UPDATE sections SET row_count = row_count + 1 WHERE id = NEW.section_id;
            END IF;
            RETURN NULL;
        END $$;
        CREATE TRIGGER rows_counted_in AFTER INSERT ON rows FOR EACH ROW EXECUTE FUNCTION listo_count_rows();
        CREATE TRIGGER rows_counted_out AFTER DELETE ON rows FOR EACH ROW EXECUTE FUNCTION listo_count_rows();
        CREATE TRIGGER rows_counted_moved AFTER UPDATE OF section_id, parent_id ON rows FOR EACH ROW
            WHEN (OLD.section_id IS DISTINCT FROM NEW.section_id OR (OLD.parent_id IS NULL) <> (NEW.parent_id IS NULL))
            EXECUTE FUNCTION listo_count_rows();
        """,
        // 2: a row's schedule (its repeat, start and reminder), as the SQLite store's
        // migration 10 keeps it: one JSON text, NULL for the many rows with none.
        """
        ALTER TABLE rows ADD COLUMN schedule text;
        """,
        // 3: the top-level rows holding a field, by their place in their section, as
        // the SQLite store's migration 13 keeps them: a filter by states is counted and
        // read a page at a time among them.
        """
        CREATE INDEX rows_stated ON rows(section_id, position) WHERE parent_id IS NULL AND fields <> '{}';
        """,
        // 4: rows a change to a whole selection deleted, kept for its undo, as the SQLite
        // store's migration 15 keeps them, with their words (the word index is the
        // store's own table here).
        """
        CREATE TABLE saved_rows(
            saved bigint NOT NULL,
            origin bigint NOT NULL,
            depth integer NOT NULL,
            id bigint NOT NULL,
            list_id bigint NOT NULL,
            section_id bigint NOT NULL,
            parent_id bigint,
            title text NOT NULL,
            title_key text NOT NULL,
            notes text,
            fields text NOT NULL,
            flags integer NOT NULL,
            position bigint NOT NULL,
            expanded integer NOT NULL,
            schedule text,
            PRIMARY KEY(saved, id));
        CREATE INDEX saved_rows_by_origin ON saved_rows(origin);
        CREATE TABLE saved_words(
            saved bigint NOT NULL,
            list_id bigint NOT NULL,
            word text COLLATE "C" NOT NULL,
            row_id bigint NOT NULL);
        CREATE INDEX saved_words_by_key ON saved_words(saved);
        """,
        // 5: a row's fields and schedule as JSON where their text is JSON, else as
        // none: the columns are text, which a hand can fill with anything, and a cast
        // to jsonb stops the whole statement at the first text that is not JSON, as
        // SQLite's JSON functions do (Store.readable). The rows read them as none
        // and say so (DamageLog); counts, filters and rules count them as none.
        // What listo writes (an object of strings, numbers, true, false and objects
        // of those) is told by a pattern and cast; anything else is tried, and what
        // fails is none, so only such rare text pays for the try.
        #"""
        CREATE FUNCTION listo_json_tried(value text) RETURNS jsonb
            LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
        DECLARE
            read jsonb;
        BEGIN
            read := value::jsonb;
            RETURN CASE WHEN jsonb_typeof(read) = 'object' THEN read END;
        EXCEPTION WHEN data_exception THEN
            RETURN NULL;
        END
        $$;
        CREATE FUNCTION listo_json(value text) RETURNS jsonb
            LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
            SELECT CASE WHEN value = '{}' THEN '{}'::jsonb
                WHEN value ~ '\#(listoObject)' THEN value::jsonb
                ELSE listo_json_tried(value) END
        $$;
        """#,
        // 6: the fields read once, when written, into a column the statements read:
        // the pattern that tells listo's own text costs 8 times the cast, and read
        // through listo_json a filter or a count paid it on every row each time. The
        // try catches an error in a subtransaction, which a parallel plan may not
        // start: the functions are kept out of parallel plans.
        """
        ALTER FUNCTION listo_json_tried(text) PARALLEL UNSAFE;
        ALTER FUNCTION listo_json(text) PARALLEL UNSAFE;
        ALTER TABLE rows ADD COLUMN fields_read jsonb GENERATED ALWAYS AS (listo_json(fields)) STORED;
        """,
        // 7: a list deleted is kept aside, unseen, by the session that deleted it, as the
        // SQLite store's migration 19 keeps it.
        """
        ALTER TABLE lists ADD COLUMN deleted_by bigint;
        """,
        // 8: the table of badges, as the SQLite store's migration 20 keeps it: how many
        // rows of each section, top-level or inside others, are due on each day and not
        // done, and how many are unread; filled from the rows, then kept by a trigger.
        badgeCounts,
        // 9: the counts of rows and of badges are not kept a row at a time while a change
        // writes many new rows (`listo.bulk` on, for its transaction): each row counted
        // in updated its section's row again, and those versions, all of one transaction,
        // are walked by the next update, so 20,000 rows put into one section took 18 s
        // where they take 1.2 s uncounted. ServerStore+BulkWrite.swift counts them for the set.
        """
        DROP TRIGGER rows_counted_in ON rows;
        CREATE TRIGGER rows_counted_in AFTER INSERT ON rows FOR EACH ROW
            WHEN (current_setting('listo.bulk', true) IS DISTINCT FROM 'on') EXECUTE FUNCTION listo_count_rows();
        DROP TRIGGER rows_badges_in ON rows;
        CREATE TRIGGER rows_badges_in AFTER INSERT ON rows FOR EACH ROW
            WHEN (NEW.fields <> '{}' AND current_setting('listo.bulk', true) IS DISTINCT FROM 'on') EXECUTE FUNCTION listo_count_badges();
        """,
        // 10: a journal entry of a row keeps the row's own values before the change, as
        // the SQLite store's migration 25 keeps them.
        """
        ALTER TABLE journal ADD COLUMN row_before text;
        """,
        // 11: the store's identity, drawn once when its schema is made (or upgraded): a
        // session that connects again compares it with the one it opened, so that a
        // database dropped and made again under it, or a store copied in its place, is
        // read as the other store it is, never written with the ids of the one it replaced.
        """
        INSERT INTO listo_meta VALUES ('store', md5(random()::text || clock_timestamp()::text || pg_backend_pid()::text));
        """,
    ]

    /// Migration 8's text: the rule is `ServerStore.badgeValues`, the count over rows'
    /// own, with the spellings the field roles had when it ran.
    static var badgeCounts: String {
        let key = "list_id, section_id, top, kind, day"
        let entries = ServerStore.badgeEntries
        return """
        CREATE TABLE row_badges(
            list_id bigint NOT NULL,
            section_id bigint NOT NULL,
            top boolean NOT NULL,
            kind integer NOT NULL,
            day text NOT NULL,
            row_count bigint NOT NULL,
            PRIMARY KEY(\(key)));
        INSERT INTO row_badges(\(key), row_count)
            SELECT e.*, count(*) FROM rows AS r CROSS JOIN LATERAL (\(entries("r"))) AS e WHERE r.fields <> '{}' GROUP BY 1, 2, 3, 4, 5;
        CREATE FUNCTION listo_count_badges() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            -- A change that leaves the row's place and its entries as they were (Snooze, a note) changes no count.
            IF TG_OP = 'UPDATE' AND OLD.list_id = NEW.list_id AND OLD.section_id = NEW.section_id
                AND (OLD.parent_id IS NULL) = (NEW.parent_id IS NULL)
                AND ARRAY(SELECT e::text FROM (\(entries("OLD"))) AS e ORDER BY 1)
                    = ARRAY(SELECT e::text FROM (\(entries("NEW"))) AS e ORDER BY 1) THEN
                RETURN NULL;
            END IF;
            IF TG_OP IN ('DELETE', 'UPDATE') THEN
                UPDATE row_badges SET row_count = row_count - 1 WHERE (\(key)) IN (\(entries("OLD")));
                DELETE FROM row_badges WHERE row_count <= 0 AND list_id = OLD.list_id AND section_id = OLD.section_id;
            END IF;
            IF TG_OP IN ('INSERT', 'UPDATE') THEN
                INSERT INTO row_badges(\(key), row_count) SELECT e.*, 1 FROM (\(entries("NEW"))) AS e
                ON CONFLICT (\(key)) DO UPDATE SET row_count = row_badges.row_count + 1;
            END IF;
            RETURN NULL;
        END $$;
        CREATE TRIGGER rows_badges_in AFTER INSERT ON rows FOR EACH ROW WHEN (NEW.fields <> '{}') EXECUTE FUNCTION listo_count_badges();
        CREATE TRIGGER rows_badges_out AFTER DELETE ON rows FOR EACH ROW WHEN (OLD.fields <> '{}') EXECUTE FUNCTION listo_count_badges();
        CREATE TRIGGER rows_badges_changed AFTER UPDATE OF fields, list_id, section_id, parent_id ON rows FOR EACH ROW
            WHEN ((OLD.fields <> '{}' OR NEW.fields <> '{}') AND (OLD.fields IS DISTINCT FROM NEW.fields OR OLD.list_id IS DISTINCT FROM NEW.list_id
                  OR OLD.section_id IS DISTINCT FROM NEW.section_id OR (OLD.parent_id IS NULL) <> (NEW.parent_id IS NULL)))
            EXECUTE FUNCTION listo_count_badges();

        """
    }

    /// Text that is surely a JSON object, as listo writes a row's fields and
    /// schedule: an object whose values are strings without escapes, numbers, true,
    /// false, null, or objects of those. Other text may be JSON too; it is tried.
    static let listoObject: String = {
        let space = #"[ \t\n\r]*"#
        let string = #""[^"\\[:cntrl:]]*""#
        let scalar = "(" + string + #"|-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?|true|false|null)"#
        func object(of value: String) -> String {
            let member = string + space + ":" + space + value
            return #"\{"# + space + "(" + member + "(" + space + "," + space + member + ")*)?" + space + #"\}"#
        }
        return "^" + object(of: "(" + scalar + "|" + object(of: scalar) + ")") + "$"
    }()

    /// The tables a listo store on a server holds, to tell it from another application's.
    static let tables: Set<String> = [
        "listo_meta", "counter", "lists", "sections", "rows", "row_words", "journal", "settings", "saved_rows", "saved_words",
        "row_badges",
    ]
}
