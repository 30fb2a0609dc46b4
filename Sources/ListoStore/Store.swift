import FoundationEssentials
import Glibc
import ListoModel

/// The one source of truth: a SQLite file (or memory) holding every list. Each
/// change is written in one transaction before it is announced.
/// Where a store is: a file, or memory for this process only.
public enum StoreLocation: Hashable, Sendable {
    case file(String)
    case memory
}

public final class Store: Repository {
    public typealias Location = StoreLocation

    public let location: Location
    public private(set) var isReadOnly = false
    /// A file created by this opening: its first start, said to once.
    public private(set) var isNew = false
    /// Whether the journal has a place for a row's values before a change (migration
    /// 25): not in a store a test stops at an older version, which an older listo wrote.
    private(set) var journalKeepsBefore = true
    let connection: Connection
    /// Marks this connection's journal entries, so that its own commits are never
    /// announced back to it.
    let origin = Int64.random(in: 1...Int64.max)
    /// The last journal entry this connection has taken in or written.
    public internal(set) var appliedSeq: Int64 = 0
    /// `appliedSeq` before the open transaction's first journal entry: put back when it
    /// rolls back, since SQLite gives the positions out again (AUTOINCREMENT's counter
    /// rolls back with it), and a session left past them missed the changes made there next.
    var seqBeforeWriting: Int64?
    /// SQLite's data_version when the journal was last read (see `entriesSinceLastLook`).
    var dataVersion: Int64?
    /// The lists as the session on this connection has read them.
    public var library = Library()
    public var cache = ReadCache()
    let damage = DamageLog()

    public var isInMemory: Bool { location == .memory }

    public func takeDamage() -> [DamagedValue] { damage.take() }
    public var recoverable: String? { isInMemory ? nil : path }

    public var path: String {
        if case .file(let p) = location { return p }
        return ":memory:"
    }

    /// Opens or creates the store. `seed` fills an empty store with the sample
    /// lists, in the language given. What the file is is decided first, without
    /// writing (StoreOpening.swift). `version` stops the migrations there, for
    /// tests that make an older store.
    public init(_ location: Location, seed: Bool, language: Language = .en, version: Int64? = nil) throws(StoreError) {
        self.location = location
        let opened = try StoreOpening.open(location)
        connection = opened.connection
        isReadOnly = opened.readOnly
        connection.waitWhenBusy(milliseconds: 5000)
        do {
            // A file no listo has written to yet: its first start.
            let written = try connection.scalar("PRAGMA user_version") ?? 0
            isNew = location != .memory && written == 0
            try connection.define("listo_fold", SearchWords.fold)
            try connection.defineTokens("listo_words", tokenizer: "unicode61", arguments: Store.wordTokenizerArguments)
            try connection.defineTokens("listo_terms", tokenizer: "unicode61", arguments: Store.wordTokenizerArguments, distinct: true)
            try RowIndexing.define(on: connection)
            // A write whose triggers keep the word index in step opens a statement
            // journal; in a file that costs a dozen small writes a row.
            try connection.execute(Store.temporaryStorage)
            journalKeepsBefore = (version ?? Store.knownSchemaVersion) >= Migrations.journalKeepsBefore
            try prepare(opened, seed: seed, language: language, version: version ?? Store.knownSchemaVersion)
            appliedSeq = try connection.scalar("SELECT ifnull(max(seq), 0) FROM journal") ?? 0
        } catch {
            opened.discard()
            throw Store.problem(error, path: opened.path)
        }
    }

    /// Where SQLite keeps its temporary tables and statement journals: in memory.
    static let temporaryStorage = "PRAGMA temp_store = MEMORY"

    /// Whether the file may be written: its mode bits say so even to root, who
    /// could otherwise write a file its owner marked read-only.
    static func writable(_ path: String) -> Bool {
        var info = stat()
        return access(path, W_OK) == 0 && stat(path, &info) == 0 && info.st_mode & 0o222 != 0
    }

    func migrate(from version: Int64, to last: Int64) throws(DatabaseError) {
        // A store at the version asked for needs none, and their text is not made.
        guard version < last else { return }
        for (index, sql) in Migrations.all.enumerated() where Int64(index) >= version && Int64(index) < last {
            try transaction { () throws(DatabaseError) in
                try connection.execute(sql)
                try connection.execute("PRAGMA user_version = \(index + 1)")
            }
        }
    }

    /// The schema version this build writes: how many migrations it knows.
    public static var knownSchemaVersion: Int64 { Migrations.count }

    public var schemaVersion: Int64 { (try? connection.scalar("PRAGMA user_version")) ?? 0 }

    // MARK: Transactions

    /// Runs `body` inside BEGIN IMMEDIATE ... COMMIT, rolling back if it throws.
    public func transaction<T>(_ body: () throws -> T) throws -> T {
        try refuseIfDamaged()
        try connection.execute("BEGIN IMMEDIATE")
        seqBeforeWriting = nil
        do {
            let result = try body()
            // Ctrl-C while the change was made: it is rolled back whole, never committed in part.
            if CommandStop.take() { throw DatabaseError.stopped("COMMIT") }
            try connection.execute("COMMIT")
            seqBeforeWriting = nil
            return result
        } catch {
            rollBack()
            throw error
        }
    }

    func transaction(_ body: () throws(DatabaseError) -> Void) throws(DatabaseError) {
        try refuseIfDamaged()
        try connection.execute("BEGIN IMMEDIATE")
        seqBeforeWriting = nil
        do throws(DatabaseError) {
            try body()
            if CommandStop.take() { throw DatabaseError.stopped("COMMIT") }
            try connection.execute("COMMIT")
            seqBeforeWriting = nil
        } catch {
            rollBack()
            throw error
        }
    }

    /// ROLLBACK, and once more if Ctrl-C's interrupt reached the first as it ran:
    /// the transaction never stays open under the next command.
    private func rollBack() {
        try? connection.execute("ROLLBACK")
        if connection.inTransaction { try? connection.execute("ROLLBACK") }
        if let before = seqBeforeWriting { appliedSeq = before }
        seqBeforeWriting = nil
    }

    /// Runs reads as one read transaction, so that the store's locks are taken once
    /// for all of them rather than once a statement: a window of rows is a dozen
    /// statements, and each alone takes and gives back the file's and the WAL's
    /// locks. Inside a transaction already, the savepoint nests in it.
    func readingTogether<T>(_ body: () throws -> T) throws -> T {
        // Prepared once and kept, as every query is, where `execute` parses its text each time.
        try connection.query("SAVEPOINT reading")
        do {
            let result = try body()
            try connection.query("RELEASE reading")
            return result
        } catch {
            try? connection.execute("ROLLBACK TO reading")
            try? connection.execute("RELEASE reading")
            throw error
        }
    }

    /// Ids stay below this, so that counting on from the counter, even by every
    /// item of a file being imported, never overflows.
    static let idLimit: Int64 = 1 << 62

    /// The counter's next id. A counter no listo writes (below 1, or near the end of
    /// the ids) is damage, refused as such, never arithmetic that overflows.
    public func nextID() throws(DatabaseError) -> Int64 {
        let first = try connection.scalar("SELECT next_id FROM counter") ?? 1
        guard first >= 1, first < Store.idLimit else {
            connection.markDamaged()
            throw DatabaseError.damage("the id counter holds \(first)")
        }
        return first
    }

    /// A section's stored row count as a count (SQLRows.count).
    static func count(_ stored: Int64) -> Int { SQLRows.count(stored) }

    /// Takes `count` fresh ids from the counter; call inside a transaction.
    public func allocateIDs(_ count: Int = 1) throws -> Int64 {
        let first = try nextID()
        guard count >= 0, count <= Int(Store.idLimit) else { throw DatabaseError.damage("\(count) ids asked for at once") }
        try connection.query("UPDATE counter SET next_id = ?", [.integer(first + Int64(count))])
        return first
    }

    // MARK: Reading

    /// Every list; only `open` (or the first list) has its rows read, and none
    /// when `withRows` is false.
    public func loadLibrary(open: ListID?, readingUpTo limit: Int) throws -> Library {
        try loadLibrary(open: open, withRows: true, readingUpTo: limit)
    }

    public func loadLibrary(open: ListID? = nil, withRows: Bool = true, readingUpTo limit: Int = .max) throws -> Library {
        try readLibrary(open: open, withRows: withRows, readingUpTo: limit)
    }

    /// A whole list, every row read.
    public func loadList(_ id: ListID) throws -> ListDocument {
        try loadList(id, readingUpTo: .max)
    }

    /// A list to open: whole when it has at most `limit` top-level rows, else its
    /// sections by their counts, with no rows read; the session reads sections
    /// around the focus as it moves, so opening costs the sections, not the rows.
    public func loadList(_ id: ListID, readingUpTo limit: Int) throws -> ListDocument { try readList(id, readingUpTo: limit) }

    /// The rows of some sections, each top-level row with its subtree, by section.
    public func sectionRows(_ ids: [SectionID]) throws -> [SectionID: [Row]] { try readSectionRows(ids) }

    public func rows(of section: SectionID, at positions: Range<Int>) throws -> [Row] {
        guard !positions.isEmpty, positions.lowerBound >= 0 else { return [] }
        return try readingTogether { try rowsReadTogether(of: section, at: positions) }
    }

    private func rowsReadTogether(of section: SectionID, at positions: Range<Int>) throws -> [Row] {
        // The block of the first row found by its rank through the section's tree of
        // counts (Store+Windows.swift), not by stepping over every row before it; the
        // rows are read from it, past the block's rows before the first.
        guard let (block, rest) = try block(at: positions.lowerBound, in: section) else { return [] }
        var top: [Row] = []
        var holding = false
        // Whether each row holds rows is one look-up in the index of parents; most rows
        // hold none, and then their subtrees are not asked for.
        try connection.query(
            """
            SELECT \(SQLRows.rowColumns), EXISTS (SELECT 1 FROM rows inside WHERE inside.parent_id = rows.id)
            FROM rows WHERE section_id = ? AND ifnull(parent_id, 0) = 0 AND position >= ?
            ORDER BY position LIMIT ? OFFSET ?
            """,
            [.integer(section.raw), .integer(block << Store.treeShift), .integer(Int64(positions.count)), .integer(rest)]
        ) { c in
            top.append(SQLRows.row(c, from: 0, noting: damage))
            if c.integer(SQLRows.columnCount) != 0 { holding = true }
        }
        guard holding, let first = top.first, let last = top.last else { return top }
        // Their subtrees, every level below the rows in the range, in one query.
        var children: [RowID: [Row]] = [:]
        try connection.query(
            """
            WITH RECURSIVE below(id) AS (
                SELECT id FROM rows WHERE section_id = ?1 AND parent_id IS NULL AND position BETWEEN ?2 AND ?3
                UNION ALL SELECT rows.id FROM rows JOIN below ON rows.parent_id = below.id)
            SELECT parent_id, \(SQLRows.rowColumns) FROM rows WHERE id IN below AND parent_id IS NOT NULL ORDER BY position
            """, [.integer(section.raw), .integer(first.position), .integer(last.position)]
        ) { c in children[RowID(c.integer(0)), default: []].append(SQLRows.row(c, from: 1, noting: damage)) }
        return top.map { SQLRows.attach($0, children) }
    }

    /// The sections rows are in; rows no longer stored are left out.
    public func sections(holding rows: [RowID]) throws -> Set<SectionID> {
        var out: Set<SectionID> = []
        for id in rows {
            if let section = try connection.scalar("SELECT section_id FROM rows WHERE id = ?", [.integer(id.raw)]) {
                out.insert(SectionID(section))
            }
        }
        return out
    }

    /// One list's top-level rows, from its sections' counts, without reading the rows.
    public func rowCount(of list: ListID) throws -> Int {
        Store.count(try connection.scalar("SELECT ifnull(sum(min(max(row_count, 0), 2147483647)), 0) FROM sections WHERE list_id = ?", [.integer(list.raw)]) ?? 0)
    }

    /// Through their own index (migration 11): the rows that can't be selected are few.
    /// Named, since SQLite's own choice is the index of lists, which walks every row of the list.
    public func unselectableCount(of list: ListID) throws -> Int {
        Store.count(try connection.scalar(
            "SELECT count(*) FROM \(Self.rowsUnselectable) WHERE r.list_id = ? AND r.parent_id IS NULL AND r.flags & 4 != 0",
            [.integer(list.raw)]) ?? 0)
    }

    /// Through their own index (migration 12): rows with a schedule are few.
    public func waitingCount(of list: ListID, today: CalendarDate) throws -> Int {
        Store.count(try connection.scalar(
            "SELECT count(*) FROM rows WHERE list_id = ? AND schedule IS NOT NULL AND json_extract(\(Store.readable("schedule", else: "NULL")), '$.start') > ?",
            [.integer(list.raw), .text(today.iso)]) ?? 0)
    }

    /// One section's top-level rows, as its triggers keep them.
    public func sectionRowCount(_ section: SectionID) throws -> Int {
        Store.count(try connection.scalar("SELECT row_count FROM sections WHERE id = ?", [.integer(section.raw)]) ?? 0)
    }

    /// A list's badge counts without reading its rows, for the sidebar. The same
    /// rules as `StateCounts`, in SQL over the stored fields.
    public func stateCounts(of list: ListID, today: CalendarDate) throws -> StateCounts {
        try stateCounts(of: list, today: today, bySection: false)[nil] ?? StateCounts()
    }

    /// The same counts for each section of a list that has any, for a long list's
    /// section headers: counted among the rows that hold a field.
    public func sectionStateCounts(of list: ListID, today: CalendarDate) throws -> [SectionID: StateCounts] {
        try stateCounts(of: list, today: today, bySection: true).sections
    }

    /// The counts from the table of badges (migration 20): one entry a section, depth, kind
    /// and due day held, so a list's count costs its sections times the days they hold,
    /// never its rows. A store opened at this build has migrated, so the table is always
    /// there; `stateCountsOverRows` is the count it replaced, the rule it is held to.
    private func stateCounts(of list: ListID, today: CalendarDate, bySection: Bool) throws -> [SectionID?: StateCounts] {
        var counts: [SectionID?: StateCounts] = [:]
        func sum(_ top: Int, _ test: String) -> String { "sum(CASE WHEN top = \(top) AND \(test) THEN row_count ELSE 0 END)" }
        let tests = ["kind = 0 AND day < ?1", "kind = 0 AND day = ?1", "kind = 1"]
        try connection.query(
            """
            SELECT \(bySection ? "section_id" : "NULL"), \((tests.map { sum(1, $0) } + tests.map { sum(0, $0) }).joined(separator: ", "))
            FROM row_badges WHERE list_id = ?2
            \(bySection ? "GROUP BY section_id" : "")
            """, [.text(today.iso), .integer(list.raw)]
        ) { c in counts[c.isNull(0) ? nil : SectionID(c.integer(0))] = Self.stateCounts(c) }
        return counts
    }

    private static func stateCounts(_ c: Cursor) -> StateCounts {
        StateCounts(overdue: Int(c.integer(1)), dueToday: Int(c.integer(2)), unread: Int(c.integer(3)),
                    inside: NestedStateCounts(overdue: Int(c.integer(4)), dueToday: Int(c.integer(5)), unread: Int(c.integer(6))))
    }

    /// The badge counts over every row holding a field, as they were counted before the
    /// table of badges: kept as the rule the table must give back (BadgeTableTests).
    func stateCountsOverRows(of list: ListID, today: CalendarDate, bySection: Bool) throws -> [SectionID?: StateCounts] {
        let (due, notDone, unread) = Self.badgeValues("fields")
        var counts: [SectionID?: StateCounts] = [:]
        // The rows inside others are counted in the same pass over the rows holding a field:
        // the index names them all, at any depth, so they cost no more rows read. Each row's
        // values are taken once, in a subquery its LIMIT keeps SQLite from folding into the
        // sums (which took each value again for each sum: 2.9 s of CPU where each of a
        // million rows holds a due date, and 1.6 s so).
        try connection.query(
            """
            SELECT \(bySection ? "section_id" : "NULL"),
                sum(top AND due < ?1 AND notDone), sum(top AND due = ?1 AND notDone), sum(top AND unread),
                sum(NOT top AND due < ?1 AND notDone), sum(NOT top AND due = ?1 AND notDone), sum(NOT top AND unread)
            FROM (SELECT section_id, parent_id IS NULL AS top, \(due) AS due, \(notDone) AS notDone, \(unread) AS unread
                  FROM rows INDEXED BY rows_with_fields WHERE list_id = ?2 AND fields != '{}' LIMIT -1)
            \(bySection ? "GROUP BY section_id" : "")
            """, [.text(today.iso), .integer(list.raw)]
        ) { c in counts[c.isNull(0) ? nil : SectionID(c.integer(0))] = Self.stateCounts(c) }
        return counts
    }

    /// What makes a row overdue, due today or unread, as SQL over its stored fields
    /// (`fields` names the column: `fields`, `new.fields`, `r.fields`): the fields by role,
    /// under any of their names (listo's own, never typed text). The one rule for the
    /// count over rows and for the table of badges and everything that keeps it, so
    /// that they agree. `due` is the due date; `notDone` is true of a row not done;
    /// `unread` is true of a row whose read field is false, NULL where it has none.
    static func badgeValues(_ fields: String) -> (due: String, notDone: String, unread: String) {
        let stored = readable(fields, else: "'{}'")
        func value(_ role: FieldRole, _ suffix: String = "") -> String {
            "coalesce(" + role.spellings.map { "json_extract(\(stored), '$.\"\($0)\"\(suffix)')" }.joined(separator: ", ") + ")"
        }
        return (value(.due, ".date"), "coalesce(\(value(.done)), 0) = 0", "\(value(.read)) = 0")
    }

    /// A row's entries in the table of badges, as a SELECT of (list_id, section_id, top,
    /// kind, day): kind 0 with its due date as `day` where it has one and is not done,
    /// kind 1 with day 0 where it is unread. `row` prefixes the row's columns (`new.`,
    /// `old.`, `r.`, or nothing); `source` is the FROM and WHERE that name the rows, empty
    /// in a trigger. The values are taken once a row, in a subquery its LIMIT keeps whole.
    static func badgeEntries(_ row: String, from source: String = "") -> String {
        let (due, notDone, unread) = badgeValues(row + "fields")
        return """
            SELECT b.list_id, b.section_id, b.top, k.value, CASE k.value WHEN 0 THEN b.due ELSE 0 END
                FROM (SELECT \(row)list_id AS list_id, \(row)section_id AS section_id, \(row)parent_id IS NULL AS top,
                             \(due) AS due, \(notDone) AS notDone, \(unread) AS unread \(source) LIMIT -1) AS b,
                     json_each('[0,1]') AS k
                WHERE (k.value = 0 AND b.due IS NOT NULL AND b.notDone) OR (k.value = 1 AND b.unread)
            """
    }


    // MARK: Writing (SQLWriter.swift, shared with the server store)

    public func persist(_ changes: Changes, from library: Library) throws { try writeChanges(changes, from: library) }

    /// Fills an empty store with the sample lists, drawing their ids from the counter.
    func seedSamples(_ language: Language) throws(DatabaseError) {
        let first = try nextID()
        let (library, next) = Samples.library(firstID: first, language: language)
        do {
            try insert(library)
        } catch let error as DatabaseError {
            throw error
        } catch {
            throw DatabaseError(code: -1, message: "\(error)", sql: nil)
        }
        try connection.query("UPDATE counter SET next_id = ?", [.integer(next)])
    }

    /// Writes whole lists; used for seeding and importing.
    public func insert(_ library: Library) throws { try writeLists(library) }

    /// Raw SQL for tests and the benchmark's generator.
    public func executeForTesting(_ sql: String) throws { try connection.execute(sql) }

    public func integrityCheck() -> String {
        var result = ""
        try? connection.query("PRAGMA integrity_check") { c in result += c.text(0) ?? "" }
        return result
    }
}

extension Store: SQLStore {
    static let statements = WriterStatements(.question, wordsByTrigger: true)
    static let reads = ReaderStatements(.question)
    static var placeholders: Placeholders { .question }
    static let flagTest = "EXISTS (SELECT 1 FROM json_each(\(readable("r.fields", else: "'{}'"))) WHERE key = ? AND type = 'true')"
    static let rowsWithFields = "rows AS r INDEXED BY rows_with_fields"
    static let fieldKeys = "json_each(CASE WHEN json_valid(r.fields) AND json_type(r.fields) = 'object' THEN r.fields ELSE '{}' END) AS j"
    static let rowsUnselectable = "rows AS r INDEXED BY rows_unselectable"
    static let rowsScheduled = "rows AS r INDEXED BY rows_with_schedule"
    static func dateOrder(_ field: String) -> (rows: String, key: String)? {
        dateIndexed.contains(field) ? ("rows INDEXED BY rows_sorted_by_\(field)", sortKey(field)) : nil
    }

    static var notDoneTest: String { badgeValues("fields").notDone }
    static var badgeStates: (due: String, notDone: String, unread: String) { badgeValues("fields") }

    /// The names migration 21 indexed, the due role's when it ran: a name the role
    /// gains later is read from the fields until a migration indexes it too.
    static let dateIndexed = ["due", "vence"]

    /// A field's stored value as JSON's text (`{"date":"2026-12-09"}` for a date), as
    /// migration 21 indexes it for each of the due role's names.
    static func sortKey(_ field: String) -> String { "json_extract(\(fields), '$.\"\(field)\"')" }
    static func fieldTruth(_ name: String) -> (sql: String, value: Value) { ("json_type(\(fields), ?)", .text("$.\"\(name)\"")) }
    static func fieldDate(_ name: String) -> (sql: String, value: Value) { ("json_extract(\(fields), ?)", .text("$.\"\(name)\".date")) }
    static let topLevel = "ifnull(parent_id, 0) = 0"

    /// A stored JSON column as SQLite's JSON functions may be given it: `otherwise`
    /// where its text is not JSON (damaged, as `DamageLog` reads it: as none),
    /// for SQLite's JSON functions stop the whole statement at malformed JSON.
    static func readable(_ column: String, else otherwise: String) -> String {
        "CASE WHEN json_valid(\(column)) THEN \(column) ELSE \(otherwise) END"
    }

    /// A row's fields, `{}` where damaged.
    static let fields = readable("fields", else: "'{}'")
    static func fieldsPatched(_ patch: String) -> String { "json_patch(\(readable("r.fields", else: "'{}'")), \(patch))" }
    static func fieldsWithout(_ name: String) -> (sql: String, value: Value) {
        ("json_remove(\(readable("r.fields", else: "'{}'")), ?)", .text("$.\"\(name)\""))
    }
    static func fieldDiffers(_ name: String, from patch: String, absentHolds: Bool) -> (sql: String, values: [Value]) {
        let path = Value.text("$.\"\(name)\"")
        let stored = readable("r.fields", else: "'{}'")
        let differs = "(json_type(\(stored), ?) IS NOT json_type(?, ?) OR json_extract(\(stored), ?) IS NOT json_extract(?, ?))"
        let values: [Value] = [path, .text(patch), path, path, .text(patch), path]
        guard absentHolds else { return (differs, values) }
        return ("(json_type(\(stored), ?) IS NOT NULL AND \(differs))", [path] + values)
    }

    func recorded(_ seq: Int64) {
        if seqBeforeWriting == nil { seqBeforeWriting = appliedSeq }
        appliedSeq = seq
    }

    /// The schema's triggers keep the word index (Migrations.swift).
    func indexWords(of row: Row, in list: ListID) {}
    func keepWords(_ saved: Int64) {}
    func putWordsBack(_ saved: Int64) {}
    func forgetWords(_ saved: [Int64]) {}

    static func idSet(_ ids: [Int64]) -> (sql: String, value: Value) {
        ("SELECT value FROM json_each(?)", .text("[" + ids.map(String.init).joined(separator: ",") + "]"))
    }
}

extension Store {
    /// Every list with its rows, or the one named, for export.
    public func documents(named name: String? = nil) throws -> [ListDocument] {
        let library = try loadLibrary(withRows: false)
        let chosen = library.lists.filter { name == nil || Names.same($0.name, name!) }
        return try chosen.map { try loadList($0.id) }
    }
}
