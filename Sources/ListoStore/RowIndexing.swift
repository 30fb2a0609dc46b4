import ListoModel

/// What a row put in, taken out or changed keeps in step, in the statement that
/// writes it: the word index, the list of every word held, its section's count of
/// top-level rows, the tree of counts by position, each section's counts of words and
/// the table of badges. Until migration 26 seventeen triggers did it in SQL, 9.5 KB of
/// it, which SQLite parsed at the first statement of every process (a quarter of the
/// instructions of a process that reads one row) and coded into every statement that
/// wrote rows. Migration 26's three triggers hand a row's values to the procedures
/// here, which run the same statements with those values bound, compiled once a
/// connection and only when a change needs them: a row snoozed whose fields name no
/// due, done or read field compiles none.
///
/// The conditions are the triggers' own; the statements are their bodies, `new.` and
/// `old.` made parameters. A store needs these procedures to write rows (as it needed
/// `listo_words`); any tool can still read it.
enum RowIndexing {
    static let putIn = "listo_row_in", takenOut = "listo_row_out", changed = "listo_row_changed"

    /// A row's columns the procedures are handed, in this order.
    private static func columns(_ row: String) -> String {
        "\(row).id, \(row).list_id, \(row).section_id, \(row).parent_id IS NULL, \(row).position, \(row).title, \(row).notes, \(row).fields"
    }

    /// The seventeen triggers that migration 26 takes down.
    static let sqlTriggers = [
        "rows_words_added", "rows_counted_in", "rows_terms_added", "rows_tree_in", "rows_term_counts_in", "rows_badges_in",
        "rows_words_removed", "rows_counted_out", "rows_tree_out", "rows_term_counts_out", "rows_badges_out",
        "rows_words_changed", "rows_counted_moved", "rows_terms_changed", "rows_tree_moved", "rows_term_counts_changed", "rows_badges_changed",
    ]

    /// Migration 26's text. Inserted and deleted rows are held off while
    /// `rows_bulk_write` holds a row, as migration 17's triggers were; a change fires
    /// only where a column any of the old triggers watched changed as it would have
    /// fired one (a row moved within its block of the tree fires none).
    static var migration: String {
        let block = "position >> \(Store.treeShift)"
        return sqlTriggers.map { "DROP TRIGGER IF EXISTS \($0);\n" }.joined() + """
            CREATE TRIGGER rows_indexed_in AFTER INSERT ON rows WHEN NOT EXISTS (SELECT 1 FROM rows_bulk_write) BEGIN
                SELECT \(putIn)(\(columns("new")));
            END;
            CREATE TRIGGER rows_indexed_out AFTER DELETE ON rows WHEN NOT EXISTS (SELECT 1 FROM rows_bulk_write) BEGIN
                SELECT \(takenOut)(\(columns("old")));
            END;
            CREATE TRIGGER rows_indexed_changed AFTER UPDATE OF title, notes, fields, list_id, section_id, parent_id, position ON rows
            WHEN old.title IS NOT new.title OR old.notes IS NOT new.notes OR old.fields IS NOT new.fields
                OR old.list_id IS NOT new.list_id OR old.section_id IS NOT new.section_id
                OR (old.parent_id IS NULL) != (new.parent_id IS NULL)
                OR ((old.parent_id IS NULL OR new.parent_id IS NULL) AND old.\(block) != new.\(block)) BEGIN
                SELECT \(changed)(\(columns("old")), \(columns("new")));
            END;

            """
    }

    /// The three triggers' names: an import takes them down while it writes (ImportIndexing).
    static let onInsert = "rows_indexed_in"
    static let onChange: Set<String> = ["rows_indexed_out", "rows_indexed_changed"]

    /// Makes the procedures on a store's connection, which holds them while it is open.
    static func define(on connection: Connection) throws(DatabaseError) {
        let indexer = RowIndexer(connection: connection)
        try connection.defineProcedure(putIn, arguments: 8) { (values: [Value]) throws(DatabaseError) in
            try indexer.putIn(IndexedRow(values[0..<8]))
        }
        try connection.defineProcedure(takenOut, arguments: 8) { (values: [Value]) throws(DatabaseError) in
            try indexer.takeOut(IndexedRow(values[0..<8]))
        }
        try connection.defineProcedure(changed, arguments: 16) { (values: [Value]) throws(DatabaseError) in
            try indexer.change(IndexedRow(values[0..<8]), to: IndexedRow(values[8..<16]))
        }
    }
}

/// A row's values as a trigger hands them on.
private struct IndexedRow {
    let id, list, section: Value
    let top: Bool
    let position: Int64
    let title, notes, fields: Value

    init(_ values: ArraySlice<Value>) {
        let v = { (column: Int) in values[values.startIndex + column] }
        (id, list, section, title, notes, fields) = (v(0), v(1), v(2), v(5), v(6), v(7))
        if case .integer(let top) = v(3) { self.top = top != 0 } else { top = false }
        if case .integer(let position) = v(4) { self.position = position } else { position = 0 }
    }

    var holdsFields: Bool { fields != .text("{}") }

    /// Whether the fields can give the row a badge value other than a row without
    /// them has: only where they name a due, done or read field, as the generated
    /// columns read them, or hold an escape that could spell one.
    var mayHoldBadges: Bool {
        guard case .text(var text) = fields else { return true }
        guard holdsFields else { return false }
        return text.withUTF8 { bytes in
            IndexedRow.badgeKeys.contains { key in
                key.count <= bytes.count && (0...(bytes.count - key.count)).contains { at in bytes[at..<(at + key.count)].elementsEqual(key) }
            }
        }
    }

    /// The keys as JSON quotes them, and the start of an escape, as bytes: compared a
    /// byte at a time, where a search of the text for a String cost 6% of a process that
    /// changes a row (callgrind).
    private static let badgeKeys: [[UInt8]] = ([FieldRole.due, .done, .read].flatMap(\.spellings).map { "\"\($0)\"" } + ["\\u"]).map { Array($0.utf8) }
}

/// The triggers' bodies, as statements of the connection that wrote the row: one for
/// the connection, which its procedures hold (and it them, through SQLite, so it is held
/// weakly here). Their text is made once, not at each row a statement writes.
private final class RowIndexer {
    weak var connection: Connection?
    /// The statement that reads the badge values of fields, kept at hand (`Connection.query(_:_:row:)`).
    private var badgeStatement: Statement?

    init(connection: Connection) { self.connection = connection }

    private func run(_ sql: String, _ values: [Value]) throws(DatabaseError) {
        try connection?.query(sql, values, stoppable: false)
    }

    /// rows_words_added, rows_terms_added, and for a top-level row rows_counted_in,
    /// rows_tree_in and rows_term_counts_in; rows_badges_in for a row holding fields.
    func putIn(_ row: IndexedRow) throws(DatabaseError) {
        try indexWords(row)
        try listWords(row)
        if row.top {
            try count(row, by: 1)
            try treeIn(row)
            try termCountsIn(row)
        }
        if row.holdsFields { try badges(of: row, 1) }
    }

    /// rows_words_removed, and for a top-level row rows_counted_out, rows_tree_out and
    /// rows_term_counts_out; rows_badges_out for a row that held fields.
    func takeOut(_ row: IndexedRow) throws(DatabaseError) {
        try unindexWords(row)
        if row.top {
            try count(row, by: -1)
            try treeOut(row)
            try termCountsOut(row, top: true)
        }
        if row.holdsFields { try badges(of: row, -1) }
    }

    /// The six triggers on a changed row, each where it fired.
    func change(_ old: IndexedRow, to new: IndexedRow) throws(DatabaseError) {
        let wordsChanged = old.title != new.title || old.notes != new.notes
        let moved = old.section != new.section || old.top != new.top
        // rows_words_changed and rows_terms_changed.
        if wordsChanged {
            try unindexWords(old)
            try indexWords(new)
            try listWords(new)
        }
        // rows_counted_moved.
        if moved {
            if old.top { try count(old, by: -1) }
            if new.top { try count(new, by: 1) }
        }
        // rows_tree_moved.
        if (old.top || new.top) && (moved || old.position >> Store.treeShift != new.position >> Store.treeShift) {
            try treeOut(old)
            if new.top { try treeIn(new) }
        }
        // rows_term_counts_changed.
        if (old.top || new.top) && (wordsChanged || old.list != new.list || moved) {
            try termCountsOut(old, top: old.top)
            if new.top { try termCountsIn(new) }
        }
        // rows_badges_changed.
        if old.holdsFields || new.holdsFields {
            let before = try badgeValues(old), after = try badgeValues(new)
            if old.list != new.list || moved || before != after {
                try badges(of: old, -1, values: before)
                try badges(of: new, 1, values: after)
            }
        }
    }

    private func indexWords(_ row: IndexedRow) throws(DatabaseError) {
        try run("INSERT INTO rows_words(rowid, title, notes) VALUES (?1, ?2, ?3)", [row.id, row.title, row.notes])
    }

    private func unindexWords(_ row: IndexedRow) throws(DatabaseError) {
        try run("INSERT INTO rows_words(rows_words, rowid, title, notes) VALUES ('delete', ?1, ?2, ?3)", [row.id, row.title, row.notes])
    }

    private func listWords(_ row: IndexedRow) throws(DatabaseError) {
        try run("INSERT INTO rows_terms SELECT value FROM json_each(listo_words(?1, ?2)) WHERE true ON CONFLICT DO NOTHING",
                [row.title, row.notes])
    }

    private func count(_ row: IndexedRow, by sign: Int64) throws(DatabaseError) {
        try run("UPDATE sections SET row_count = row_count + ?1 WHERE id = ?2", [.integer(sign), row.section])
    }

    private static let levels = "json_each('[" + (0...Store.treeTop).map(String.init).joined(separator: ",") + "]')"
    private static let block = "?2 >> (\(Store.treeShift) + \(Store.treeFan) * value)"
    private static let treeCountedIn = """
        INSERT INTO row_tree(section_id, level, block, row_count) SELECT ?1, value, \(block), 1 FROM \(levels) WHERE true
        ON CONFLICT DO UPDATE SET row_count = row_count + 1
        """
    private static let treeCountedOut = """
        INSERT INTO row_tree(section_id, level, block, row_count) SELECT ?1, value, \(block), 0 FROM \(levels) WHERE true
        ON CONFLICT DO UPDATE SET row_count = row_count - 1
        """
    private static let treeEmptied = """
        DELETE FROM row_tree WHERE row_count = 0 AND (section_id, level, block) IN (SELECT ?1, value, \(block) FROM \(levels))
        """

    private func treeIn(_ row: IndexedRow) throws(DatabaseError) {
        try run(Self.treeCountedIn, [row.section, .integer(row.position)])
    }

    /// Counts the row out of its blocks where it was top-level, and lets go of the blocks left counting none.
    private func treeOut(_ row: IndexedRow) throws(DatabaseError) {
        if row.top { try run(Self.treeCountedOut, [row.section, .integer(row.position)]) }
        try run(Self.treeEmptied, [row.section, .integer(row.position)])
    }

    private func termCountsIn(_ row: IndexedRow) throws(DatabaseError) {
        try run("""
            INSERT INTO rows_term_counts(term, list_id, section_id, row_count)
            SELECT value, ?1, ?2, 1 FROM json_each(listo_terms(?3, ?4)) WHERE true
            ON CONFLICT DO UPDATE SET row_count = row_count + 1
            """, [row.list, row.section, row.title, row.notes])
    }

    /// Counts the row's words down where it was top-level, and lets go of the words its section no longer holds.
    private func termCountsOut(_ row: IndexedRow, top: Bool) throws(DatabaseError) {
        if top { try run(Self.termsCountedOut, [row.list, row.section, row.title, row.notes]) }
        try run(Self.termsEmptied, [row.list, row.section, row.title, row.notes])
    }

    private static let terms = "term IN (SELECT value FROM json_each(listo_terms(?3, ?4)))"
    private static let termsCountedOut = "UPDATE rows_term_counts SET row_count = row_count - 1 WHERE list_id = ?1 AND section_id = ?2 AND \(terms)"
    private static let termsEmptied = "DELETE FROM rows_term_counts WHERE row_count <= 0 AND list_id = ?1 AND section_id = ?2 AND \(terms)"

    /// The row's due day, whether it is not done and whether it is unread, as the
    /// generated columns `badge_due`, `badge_not_done` and `badge_unread` hold them
    /// (migration 24): the same expressions, over the fields handed on.
    private func badgeValues(_ row: IndexedRow) throws(DatabaseError) -> [Value] {
        guard row.mayHoldBadges, let connection else { return RowIndexer.noBadge }
        let statement: Statement
        if let badgeStatement {
            statement = badgeStatement
        } else {
            statement = try connection.prepare(Self.badgeValuesOfFields)
            badgeStatement = statement
        }
        var values: [Value] = []
        try connection.query(statement, [row.fields]) { c in values = [c.value(0), c.value(1), c.value(2)] }
        return values
    }

    private static let badgeValuesOfFields: String = {
        let (due, notDone, unread) = Store.badgeValues("?1")
        return "SELECT \(due), \(notDone), \(unread)"
    }()

    /// A row's badge values where its fields name none of them: no due day, not
    /// done, and neither read nor unread.
    private static let noBadge: [Value] = [.null, .integer(1), .null]

    /// rows_badges_in (`sign` 1) or rows_badges_out (-1): the row's entries
    /// (`Store.badgeEntries`), its due day where it is not done and unread, counted in
    /// or out; out, an entry of its place left counting none goes.
    private func badges(of row: IndexedRow, _ sign: Int64, values given: [Value]? = nil) throws(DatabaseError) {
        // Fields that name no badge give no entry, and leave none to let go of.
        guard row.mayHoldBadges else { return }
        let values: [Value]
        if let given { values = given } else { values = try badgeValues(row) }
        let (due, notDone, unread) = (values[0], values[1], values[2])
        func truthy(_ value: Value) -> Bool {
            switch value {
            case .integer(let v): return v != 0
            case .real(let v): return v != 0
            default: return false
            }
        }
        let place: [Value] = [row.list, row.section, .integer(row.top ? 1 : 0)]
        var entries: [[Value]] = []
        if due != .null && truthy(notDone) { entries.append([.integer(0), due]) }
        if truthy(unread) { entries.append([.integer(1), .integer(0)]) }
        for entry in entries {
            try run("""
                INSERT INTO row_badges(list_id, section_id, top, kind, day, row_count) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
                ON CONFLICT DO UPDATE SET row_count = row_count + excluded.row_count
                """, place + entry + [.integer(sign)])
        }
        guard sign < 0 else { return }
        let gone = "DELETE FROM row_badges WHERE row_count <= 0 AND list_id = ?1 AND section_id = ?2 AND top = ?3 AND kind = ?4 AND day = ?5"
        if due != .null { try run(gone, place + [.integer(0), due]) }
        try run(gone, place + [.integer(1), .integer(0)])
    }
}
