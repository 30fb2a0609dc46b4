import ListoModel

// How both SQL engines write: the same tables (Migrations.swift, ServerMigrations.swift),
// the same statements and the same order, so a change is stored alike on a SQLite
// file and on a PostgreSQL server. What differs is said once each: how parameters
// are numbered, and whether the schema keeps the word index itself (SQLite's
// triggers into FTS5) or the writer does (the server's row_words table).

/// How an engine's SQL names its parameters.
enum Placeholders: Sendable {
    /// `?`, numbered by their order (SQLite).
    case question
    /// `$1`, `$2`, ... (PostgreSQL).
    case dollar

    /// The statement in this style, written with `?` for each parameter in order.
    func apply(_ sql: String) -> String {
        guard self == .dollar else { return sql }
        var out = ""
        var n = 0
        for c in sql {
            if c == "?" {
                n += 1
                out += "$\(n)"
            } else {
                out.append(c)
            }
        }
        return out
    }
}

/// What the writer asks of a connection; each engine's C-call file implements it.
protocol SQLConnection: AnyObject {
    associatedtype Result: SQLRow
    /// Runs a statement with its values and hands each row of its result to `row`.
    func each(_ sql: String, _ values: [Value], _ row: (Result) throws -> Void) throws
    /// Runs a statement with its values; how many rows it changed.
    func changed(_ sql: String, _ values: [Value]) throws -> Int
    /// Runs a statement with its values; the first column of its first row.
    func scalar(_ sql: String, _ values: [Value]) throws -> Int64?
}

extension SQLConnection {
    /// For `each`: a statement run by `run`, whose row handler may throw only the
    /// engine's own error, with a handler that may throw any; the first it throws
    /// is thrown once the statement ends.
    static func throwingFirst(_ run: ((Result) -> Void) throws -> Void, _ body: (Result) throws -> Void) throws {
        var failure: (any Error)?
        try withoutActuallyEscaping(body) { body in
            try run { c in
                guard failure == nil else { return }
                do { try body(c) } catch { failure = error }
            }
        }
        if let failure { throw failure }
    }
}

/// The writer's statements in one engine's placeholders, made once per engine.
struct WriterStatements: Sendable {
    let removeList, replaceList, hideList, showList, removeRow, removeSection, putList, putSection, stepAside, putRow, placeRow, putValues, putWords, wordsDiffer: String
    let journal, journalWithoutBefore, pruneJournal, putSetting, removeSetting: String
    /// The schema keeps each row's words itself: every upsert of a row is a whole one.
    let wordsByTrigger: Bool
    /// Journal positions can skip (a server's sequence, which a change rolled back uses
    /// up): `pruneJournal` also leaves a mark naming the last entry it deleted, taking
    /// the session's origin after the cut, so that only a session behind that entry
    /// hears it fell behind (`ServerStore.news`), never one that met a skip.
    let marksPrunes: Bool

    static let rowColumns = "id, list_id, section_id, parent_id, title, title_key, notes, fields, flags, position, expanded, schedule"

    init(_ style: Placeholders, wordsByTrigger: Bool, marksPrunes: Bool = false) {
        let p = style.apply
        self.wordsByTrigger = wordsByTrigger
        self.marksPrunes = marksPrunes
        removeList = p("DELETE FROM lists WHERE id = ? AND deleted_by IS NOT NULL")
        // No list shown holds the id of a list being made: one there is kept aside. The
        // statement names no column a migration added, so a store kept at an older
        // version (as tests make them) is written alike.
        replaceList = p("DELETE FROM lists WHERE id = ?")
        hideList = p("UPDATE lists SET deleted_by = ?, name = ? WHERE id = ?")
        showList = p("UPDATE lists SET deleted_by = NULL, name = ?, position = ?, settings = ? WHERE id = ? AND deleted_by IS NOT NULL")
        removeRow = p("DELETE FROM rows WHERE id = ?")
        removeSection = p("DELETE FROM sections WHERE id = ?")
        putList = p("""
            INSERT INTO lists(id, name, position, settings) VALUES (?, ?, ?, ?)
            ON CONFLICT(id) DO UPDATE SET name = excluded.name, position = excluded.position, settings = excluded.settings
            """)
        putSection = p("""
            INSERT INTO sections(id, list_id, header, footer, collapsed, prominence, position) VALUES (?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT(id) DO UPDATE SET header = excluded.header, footer = excluded.footer,
                collapsed = excluded.collapsed, prominence = excluded.prominence, position = excluded.position
            """)
        stepAside = p("UPDATE rows SET position = ? WHERE id = ?")
        // Where the writer keeps the words, a row whose title, notes and list are as
        // they were is not upserted (0 rows changed): only its place and values are.
        putRow = p("""
            INSERT INTO rows AS r(\(WriterStatements.rowColumns))
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT(id) DO UPDATE SET list_id = excluded.list_id, section_id = excluded.section_id, parent_id = excluded.parent_id,
                title = excluded.title, title_key = excluded.title_key, notes = excluded.notes, fields = excluded.fields,
                flags = excluded.flags, position = excluded.position, expanded = excluded.expanded, schedule = excluded.schedule
            """ + (wordsByTrigger ? "" : "\nWHERE (r.title, r.notes, r.list_id) IS DISTINCT FROM (excluded.title, excluded.notes, excluded.list_id)"))
        placeRow = p("""
            UPDATE rows SET section_id = ?, parent_id = ?, fields = ?, flags = ?, position = ?, expanded = ?, schedule = ? WHERE id = ?
            """)
        // A row changed where it is: its values alone, so that the indexes of places are not written again;
        // its title and notes only where they differ, so that an action that sets a field writes no
        // entry of the index of titles and fires no trigger on words.
        putValues = p("UPDATE rows SET fields = ?, flags = ?, expanded = ?, schedule = ? WHERE id = ?")
        putWords = p("UPDATE rows SET title = ?, title_key = ?, notes = ? WHERE id = ? AND (title IS NOT ? OR notes IS NOT ?)")
        // Asked before `putWords` where the schema keeps the words: compiling that statement
        // compiles the word index's triggers into it, and a change of state leaves the
        // title and note as they were.
        wordsDiffer = p("SELECT count(*) FROM rows WHERE id = ? AND (title IS NOT ? OR notes IS NOT ?)")
        journal = p("INSERT INTO journal(origin, list_id, kind, section_id, row_id, row_before) VALUES (?, ?, ?, ?, ?, ?) RETURNING seq")
        journalWithoutBefore = p("INSERT INTO journal(origin, list_id, kind, section_id, row_id) VALUES (?, ?, ?, ?, ?) RETURNING seq")
        pruneJournal = marksPrunes
            ? p("""
                WITH gone AS (DELETE FROM journal WHERE seq <= ? RETURNING seq)
                INSERT INTO journal(origin, list_id, kind, row_id) SELECT ?, 0, '\(JournalEntry.pruneMark)', max(seq) FROM gone HAVING count(*) > 0
                """)
            : p("DELETE FROM journal WHERE seq <= ?")
        putSetting = p("INSERT INTO settings(name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value")
        removeSetting = p("DELETE FROM settings WHERE name = ?")
    }
}

/// A store whose tables are listo's SQL schema. Each engine conforms with its
/// connection, its statements and the two things only it knows; the writing is here.
protocol SQLStore: Repository {
    associatedtype SQL: SQLConnection
    var connection: SQL { get }
    var origin: Int64 { get }
    /// The damaged values met reading rows, and the declarations they are read against.
    var damage: DamageLog { get }
    static var statements: WriterStatements { get }
    /// Whether the journal keeps a row's values before a change (`JournalEntry.before`).
    var journalKeepsBefore: Bool { get }
    static var reads: ReaderStatements { get }
    /// A journal entry this session wrote, inside its open transaction.
    func recorded(_ seq: Int64)
    /// Writes a row's words into the index, for an engine whose schema does not.
    func indexWords(of row: Row, in list: ListID) throws
    /// How this engine's word index names a list's rows holding every one of
    /// `words` (as `SearchWords.words` gives them, no symbols), for the shared hit
    /// queries in SQLHits.swift, through `wordMatch` (SQLSymbols.swift); nil when no
    /// row can hold them.
    func indexedWordMatch(_ words: [String], in list: ListID) throws -> WordMatch?
    /// SQL true where `column` holds the text of the one parameter it takes, byte for
    /// byte anywhere in it, as `SearchWords.match` finds a symbol.
    static func holdsText(_ column: String) -> String
    /// Each section's count of a filter's hits as this engine keeps it counted
    /// (SQLite's table of badges, for overdue and due today), without reading rows;
    /// nil where it keeps none that holds to the filter's rule, and they are counted.
    func countedHits(_ query: HitQuery, in list: ListID) throws -> [SectionID: Int]?
    /// The badges among those hits, kept counted likewise; nil where they are counted.
    func countedHitStateCounts(_ query: HitQuery, in list: ListID) throws -> [SectionID: StateCounts]?
    /// A field of a row as JSON's own text for a boolean (`true`, `false`), NULL
    /// when the row does not hold it: SQL written with `?` for the value given.
    static func fieldTruth(_ name: String) -> (sql: String, value: Value)
    /// A date field's ISO text, NULL when the row holds no date by that name.
    static func fieldDate(_ name: String) -> (sql: String, value: Value)
    /// A top-level row, written as the engine's index of positions is, so that
    /// counting rows before a position reads that index alone.
    static var topLevel: String { get }
    static var placeholders: Placeholders { get }
    /// How many top-level rows of a section lie before `position`.
    func rank(before position: Int64, in section: SectionID) throws -> Int
    /// An SQL condition on `r.fields` (rows as `r`), with one parameter, the field's
    /// name: the field holds JSON's true, as `Row.flag` reads it.
    static var flagTest: String { get }
    /// `rows AS r` as this engine reads the rows that hold a field through their index.
    static var rowsWithFields: String { get }
    /// The names of `r`'s fields as a table `j` of one column, `key`; none where its
    /// fields are not a JSON object (damaged).
    static var fieldKeys: String { get }
    /// `rows AS r` as this engine reads the top-level rows that can't be selected through
    /// their index (SQLite's migration 11), where the index of lists would walk every row.
    static var rowsUnselectable: String { get }
    /// `rows AS r` as this engine reads the rows that hold a schedule through their index
    /// (SQLite's rows_with_schedule), where the index of lists would walk every row.
    static var rowsScheduled: String { get }
    /// How a section's top-level rows holding fields are read in order of the date field
    /// `field` through an index of its stored value (SQLite's migration 21, for the due
    /// role's names): the rows as named with their index, and the key as SQL whose text,
    /// `{"date":"2026-12-09"}`, sorts as the date does. Nil where no index holds it.
    static func dateOrder(_ field: String) -> (rows: String, key: String)?
    /// SQL true of a row (its columns unprefixed) that is not done, as the table of badges
    /// counts it (`badgeValues`), so that rows told apart by it agree with the badges.
    static var notDoneTest: String { get }
    /// A row's due date, whether it is not done and whether it is unread, as SQL over its
    /// columns unprefixed, as the table of badges counts them (`badgeValues`).
    static var badgeStates: (due: String, notDone: String, unread: String) { get }
    /// A set of ids as SQL for `IN (...)`, with one parameter, its value.
    static func idSet(_ ids: [Int64]) -> (sql: String, value: Value)
    /// A row's `fields` with the members of a JSON object, the SQL `patch` gives, set on
    /// them (the others kept), as the text the column holds.
    static func fieldsPatched(_ patch: String) -> String
    /// A row's `fields` (rows as `r`) without the member `name`, the others kept, as the
    /// text the column holds; with one parameter.
    static func fieldsWithout(_ name: String) -> (sql: String, value: Value)
    /// An SQL condition on `r.fields` (rows as `r`): the field `name` is missing or holds
    /// another value than the one the JSON object `patch` gives it; with its values in order.
    /// `absentHolds`: a row without the field holds it already (false, as `fieldHolds` has it).
    static func fieldDiffers(_ name: String, from patch: String, absentHolds: Bool) -> (sql: String, values: [Value])
    /// Keeps the words of the rows kept under `saved`, for an engine whose schema does not index them itself.
    func keepWords(_ saved: Int64) throws
    /// Puts back the words kept under `saved`.
    func putWordsBack(_ saved: Int64) throws
    /// Lets go of the words kept under these keys.
    func forgetWords(_ saved: [Int64]) throws
    /// Removes these rows and every row inside them; inside a transaction. An engine
    /// whose triggers keep counts may do their work once for the set (SQLite's
    /// Store+BulkWrite.swift); by default each row is deleted, its triggers firing.
    func removeRows(_ ids: Set<RowID>) throws
    /// Deletes for good a list kept aside (`Changes.listRemoved`), with its sections and
    /// rows, in transactions of its own: an engine may take it out a few thousand rows
    /// at a time, each step its own short transaction, so that other writers go on.
    func dropList(_ id: ListID) throws
    /// Writes these rows, parents before the rows inside them; inside a transaction.
    /// As `removeRows`, an engine may do its triggers' work on the rows it inserts once for the set.
    func putRows(_ rows: [PlacedRow], list: ListID, inPlace: Bool) throws
    /// Runs `write`, which deletes the rows kept under `saved` (`out`) or puts them back;
    /// inside a transaction. As `removeRows`, an engine may do the work of its triggers
    /// on those rows once for the set; by default they fire a row each.
    func writeSaved(_ saved: Int64, out: Bool, _ write: () throws -> Void) throws
}

/// A row to write, with the section and the row it is in.
struct PlacedRow {
    var row: Row
    var section: SectionID
    var parent: RowID?
}

/// How many journal entries are kept; older ones are pruned as new ones arrive.
let journalKept: Int64 = 20_000

/// Below any position a list reaches, where rows wait while a change reorders them.
let asidePosition: Int64 = -(1 << 62)

extension SQLStore {
    var statements: WriterStatements { Self.statements }

    /// Writes what an operation touched, reading the new values from `library`, and journals it.
    func writeChanges(_ changes: Changes, from library: Library) throws {
        let listID = changes.list
        if changes.listRemoved {
            // Kept aside under this session, unseen, its rows untouched: undo shows it again in one statement.
            _ = try connection.changed(statements.hideList, [.integer(origin), .text(Self.asideName(listID)), .integer(listID.raw)])
            try record(changes)
            return
        }
        guard let document = library.list(listID) else { return }
        if changes.listRestored {
            let shown = try connection.changed(statements.showList, [
                .text(document.name), .integer(document.position), .text(Codec.encode(settings: document.settings)), .integer(listID.raw),
            ])
            guard shown == 1 else { throw ModelError.listMissing(listID) }
            damage.settings[listID] = document.settings
            try record(changes)
            return
        }
        // A list made again by redo, where undo kept it aside, is made anew.
        if changes.listCreated { _ = try connection.changed(statements.replaceList, [.integer(listID.raw)]) }
        if let bulk = changes.bulk { try writeBulk(bulk, list: listID) }
        if changes.listCreated || changes.listSettings {
            _ = try connection.changed(statements.putList, [
                .integer(listID.raw), .text(document.name), .integer(document.position), .text(Codec.encode(settings: document.settings)),
            ])
            damage.settings[listID] = document.settings
        }
        let before = journalKeepsBefore ? try valuesBefore(changes) : [:]
        try removeRows(changes.removedRows)
        for id in changes.removedSections { _ = try connection.changed(statements.removeSection, [.integer(id.raw)]) }
        for id in changes.sections.sorted() {
            guard let s = document.section(id) else { continue }
            _ = try connection.changed(statements.putSection, [
                .integer(id.raw), .integer(listID.raw), .optional(s.header), .optional(s.footer),
                .integer(s.collapsed ? 1 : 0), .text(s.prominence.rawValue), .integer(s.position),
            ])
        }
        if changes.rows.count > 1 && !changes.inPlace {
            // Rows trading places would meet on a position for a moment; the
            // schema allows one row per position, so they step aside first, in one
            // statement (a row at a time, a copy of 200,000 rows into a server made
            // 200,000 round trips here). Ids are below Store.idLimit; one a hand put
            // past it wraps here rather than trap.
            let ids = changes.rows.map(\.raw).sorted()
            let below = ids.filter { (0..<Store.idLimit).contains($0) }, past = ids.filter { !(0..<Store.idLimit).contains($0) }
            if !below.isEmpty {
                let (set, value) = Self.idSet(below)
                _ = try connection.changed(Self.placeholders.apply("UPDATE rows SET position = ? - id WHERE id IN (\(set))"), [.integer(asidePosition), value])
            }
            for id in past {
                _ = try connection.changed(statements.stepAside, [.integer(asidePosition &- id), .integer(id)])
            }
        }
        if changes.rows.count > 64 {
            // Many rows (a new list, a subtree put back): one walk of the tree, parents first.
            var placed: [PlacedRow] = []
            func walk(_ row: Row, _ section: SectionID, _ parent: RowID?) {
                if changes.rows.contains(row.id) { placed.append(PlacedRow(row: row, section: section, parent: parent)) }
                for child in row.children { walk(child, section, row.id) }
            }
            for section in document.sections {
                for row in section.rows { walk(row, section.id, nil) }
            }
            try putRows(placed, list: listID, inPlace: changes.inPlace)
        } else {
            // Parents before children, so that a new subtree's foreign keys always find their row.
            let ordered = changes.rows.compactMap { id in document.sectionID(of: id).map { _ in (id, document.level(of: id)) } }
                .sorted { ($0.1, $0.0.raw) < ($1.1, $1.0.raw) }
            let placed = ordered.compactMap { id, _ in
                document.sectionID(of: id).flatMap { section in document.row(id).map { PlacedRow(row: $0, section: section, parent: document.parent(of: id)) } }
            }
            try putRows(placed, list: listID, inPlace: changes.inPlace)
        }
        try record(changes, before: before)
    }

    /// The stored values of the rows a change of a few rows writes, read before it writes
    /// them, for their journal entries (`JournalEntry.before`); none for a row new to the
    /// store, and none for a change of many rows, whose news counts them.
    func valuesBefore(_ changes: Changes) throws -> [RowID: String] {
        guard !changes.listCreated, changes.bulk == nil, !changes.rows.isEmpty, changes.rows.count <= 64 else { return [:] }
        let (set, value) = Self.idSet(changes.rows.map(\.raw).sorted())
        var out: [RowID: String] = [:]
        try connection.each(Self.placeholders.apply("SELECT id, title, notes, fields, flags, expanded, schedule FROM rows WHERE id IN (\(set))"), [value]) { c in
            out[RowID(c.integer(0))] = Codec.encode(before: Codec.Before(
                title: c.text(1) ?? "", notes: c.text(2), fields: c.text(3) ?? "{}", flags: c.integer(4), expanded: c.integer(5) != 0,
                schedule: c.text(6)))
        }
        return out
    }

    /// The name a list kept aside holds while it is unseen, so that its own name is free
    /// for another list: no name listo takes from a person starts with a control character.
    static func asideName(_ id: ListID) -> String { "\u{1}deleted \(id.raw)" }

    /// Deletes for good a list kept aside, with its sections and rows, in one transaction; none where it is shown.
    func dropList(_ id: ListID) throws {
        try transaction { _ = try connection.changed(statements.removeList, [.integer(id.raw)]) }
    }

    /// Deletes for good the lists this session kept aside that its undo history let go.
    public func letGo(lists: [ListID]) throws {
        guard !isReadOnly else { return }
        for id in lists { try dropList(id) }
    }

    /// Deletes for good every list this session kept aside: it ends.
    func dropHiddenLists() throws {
        var ids: [ListID] = []
        try connection.each(Self.placeholders.apply("SELECT id FROM lists WHERE deleted_by = ?"), [.integer(origin)]) { c in ids.append(ListID(c.integer(0))) }
        for id in ids { try dropList(id) }
    }

    func removeRows(_ ids: Set<RowID>) throws {
        for id in ids { _ = try connection.changed(statements.removeRow, [.integer(id.raw)]) }
    }

    func putRows(_ rows: [PlacedRow], list: ListID, inPlace: Bool) throws {
        for placed in rows { try write(placed.row, list: list, section: placed.section, parent: placed.parent, inPlace: inPlace) }
    }

    func writeSaved(_ saved: Int64, out: Bool, _ write: () throws -> Void) throws { try write() }

    /// Writes one row's own values; its children are written only when they changed too.
    /// `inPlace`: the row is stored where it was, so where the schema keeps the words
    /// itself only its values are written.
    func write(_ row: Row, list: ListID, section: SectionID, parent: RowID?, inPlace: Bool = false) throws {
        let parentValue: Value = parent.map { .integer($0.raw) } ?? .null
        let fields = Value.text(Codec.encode(fields: row.fields)), schedule = Value.optional(Codec.encode(schedule: row.schedule))
        let flags = Value.integer(Codec.flags(row)), expanded = Value.integer(row.expanded ? 1 : 0)
        if inPlace && statements.wordsByTrigger {
            _ = try connection.changed(statements.putValues, [fields, flags, expanded, schedule, .integer(row.id.raw)])
            guard try connection.scalar(statements.wordsDiffer, [.integer(row.id.raw), .text(row.title), .optional(row.notes)]) != 0 else { return }
            _ = try connection.changed(statements.putWords, [
                .text(row.title), .text(Names.indexKey(row.title)), .optional(row.notes), .integer(row.id.raw), .text(row.title), .optional(row.notes),
            ])
            return
        }
        let upserted = try connection.changed(statements.putRow, [
            .integer(row.id.raw), .integer(list.raw), .integer(section.raw), parentValue,
            .text(row.title), .text(Names.indexKey(row.title)), .optional(row.notes), fields, flags, .integer(row.position), expanded, schedule,
        ])
        if statements.wordsByTrigger { return }
        if upserted == 0 {
            // The words are as they were: only the row's place and other values are written.
            _ = try connection.changed(statements.placeRow, [
                .integer(section.raw), parentValue, fields, flags, .integer(row.position), expanded, schedule, .integer(row.id.raw),
            ])
            return
        }
        try indexWords(of: row, in: list)
    }

    /// Writes whole lists, for seeding, importing and copying.
    func writeLists(_ lists: Library) throws {
        for document in lists.lists {
            var changes = Changes(list: document.id)
            changes.listCreated = true
            changes.sections = Set(document.sections.map(\.id))
            changes.rows = document.allRowIDs
            try writeChanges(changes, from: lists)
        }
    }

    /// Journals what `changes` touched under this session's origin, inside the
    /// transaction that made them; pruned each time the position passes a thousand.
    /// `before`: the rows' values before the change, by id, kept with their entries.
    func record(_ changes: Changes, before values: [RowID: String] = [:]) throws {
        let before = appliedSeq
        var last = before
        for (kind, section, row) in JournalEntry.kinds(of: changes) {
            let entry: [Value] = [
                .integer(origin), .integer(changes.list.raw), .text(kind.rawValue),
                section.map { .integer($0.raw) } ?? .null, row.map { .integer($0.raw) } ?? .null,
            ]
            let was: Value = kind == .row ? .optional(row.flatMap { values[$0] }) : .null
            last = try (journalKeepsBefore ? connection.scalar(statements.journal, entry + [was])
                                           : connection.scalar(statements.journalWithoutBefore, entry)) ?? last
            recorded(last)
        }
        if before / 1_000 != last / 1_000 { try cutJournal(upTo: last - journalKept) }
    }

    /// Deletes the journal's entries up to `cut`, with the mark an engine whose positions can skip leaves.
    func cutJournal(upTo cut: Int64) throws {
        _ = try connection.changed(statements.pruneJournal, [.integer(cut)] + (statements.marksPrunes ? [.integer(origin)] : []))
    }

    /// Settings kept between runs, as names and texts in their own table, so that a
    /// setting added later needs no new column.
    func writeSettings(_ values: [String: String?]) throws {
        try transaction { try putSettings(values) }
    }

    /// Writes every value given and removes the names whose value is nil; inside a transaction.
    func putSettings(_ values: [String: String?]) throws {
        for (name, value) in values.sorted(by: { $0.key < $1.key }) {
            if let value {
                _ = try connection.changed(statements.putSetting, [.text(name), .text(value)])
            } else {
                _ = try connection.changed(statements.removeSetting, [.text(name)])
            }
        }
    }
}
