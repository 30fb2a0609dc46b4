/// The schema, as an ordered, append-only list. Each entry runs once, inside a
/// transaction, and `PRAGMA user_version` records how many have run.
enum Migrations {
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
        """
    ]
}
