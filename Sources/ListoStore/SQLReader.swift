import ListoModel

// How both SQL engines read what SQLWriter.swift writes: the same statements, in
// each engine's placeholders, over a row of results each engine's C-call file
// gives. What only one engine does (SQLite's windows of rows by their blocks of
// counts, the server's reconnecting) stays with it.

/// One row of a result: SQLite's `Cursor` and the server's `ServerCursor`.
protocol SQLRow {
    func isNull(_ column: Int32) -> Bool
    func integer(_ column: Int32) -> Int64
    func text(_ column: Int32) -> String?
}

extension Cursor: SQLRow {}
extension ServerCursor: SQLRow {}

/// How a list, a section and a row are read from a result, whichever engine gave it.
enum SQLRows {
    static let sectionColumns = "id, header, footer, collapsed, prominence, position"
    /// The list last, so that its fields are read against the list's declarations.
    static let rowColumns = "id, title, notes, fields, flags, position, expanded, schedule, list_id"
    /// `rowColumns` of the rows table named `r`, made once: split by a string at each
    /// use, they cost a process that reads one row a hundredth of its time.
    static let rowColumnsOfR = rowColumns.split(separator: ",").map { "r.\($0.trimmingSpaces())" }.joined(separator: ", ")
    /// How many columns `rowColumns` names: where a column asked after them is.
    static let columnCount: Int32 = 9

    static func section(_ c: some SQLRow, from i: Int32) -> Section {
        Section(
            id: SectionID(c.integer(i)), header: c.text(i + 1), footer: c.text(i + 2), collapsed: c.integer(i + 3) != 0,
            prominence: Prominence(rawValue: c.text(i + 4) ?? "") ?? .standard, position: c.integer(i + 5))
    }

    /// A section known by its count of top-level rows, the column after its own, and
    /// not by its rows: made once, where a list of 10,000 sections is opened.
    static func unreadSection(_ c: some SQLRow, from i: Int32) -> Section {
        Section(
            id: SectionID(c.integer(i)), header: c.text(i + 1), footer: c.text(i + 2), collapsed: c.integer(i + 3) != 0,
            prominence: prominence(c.text(i + 4)), position: c.integer(i + 5), count: count(c.integer(i + 6)))
    }

    /// Nearly every section is standard: said without looking among the others.
    private static func prominence(_ stored: String?) -> Prominence {
        stored == "standard" ? .standard : stored.flatMap(Prominence.init(rawValue:)) ?? .standard
    }

    /// A row as read, its damaged values read as none and noted in `damage`.
    static func row(_ c: some SQLRow, from i: Int32, noting damage: DamageLog) -> Row {
        let flags = c.integer(i + 4)
        let id = RowID(c.integer(i)), title = c.text(i + 1) ?? ""
        let (fields, schedule) = damage.read(row: id, title: title, list: c.isNull(i + 8) ? nil : ListID(c.integer(i + 8)),
                                             fields: c.text(i + 3) ?? "{}", schedule: c.text(i + 7))
        return Row(
            id: id, title: title, notes: c.text(i + 2), fields: fields,
            moveDisabled: flags & 1 != 0, deleteDisabled: flags & 2 != 0, selectionDisabled: flags & 4 != 0,
            position: c.integer(i + 5), expanded: c.integer(i + 6) != 0, schedule: schedule)
    }

    /// Hangs each row's replies under it, to any depth.
    static func attach(_ row: Row, _ children: [RowID: [Row]]) -> Row {
        var row = row
        row.children = (children[row.id] ?? []).map { attach($0, children) }
        return row
    }

    /// A stored row count as a count: never below 0, and small enough that adding a
    /// list's counts can't overflow, whatever a store holds.
    static func count(_ stored: Int64) -> Int { Int(Swift.min(Swift.max(stored, 0), Int64(Int32.max))) }
}

extension Dictionary where Key == SectionID?, Value == StateCounts {
    /// Counts by section, without the whole list's (the nil key).
    var sections: [SectionID: StateCounts] {
        var out: [SectionID: StateCounts] = [:]
        for (section, counts) in self { if let section { out[section] = counts } }
        return out
    }
}

/// The reading statements, in one engine's placeholders.
struct ReaderStatements: Sendable {
    let lists, listMeta, sectionsOfList, nestedSections, rowsOfList, rowsOfSection, sectionByID, rowByID: String

    init(_ style: Placeholders) {
        let p = style.apply
        // A list kept aside by a deletion not let go yet (`deleted_by`) is no list.
        lists = "SELECT id, name, position, settings FROM lists WHERE deleted_by IS NULL ORDER BY position"
        listMeta = p("SELECT name, position, settings FROM lists WHERE id = ? AND deleted_by IS NULL")
        sectionsOfList = p("SELECT \(SQLRows.sectionColumns), row_count FROM sections WHERE list_id = ? ORDER BY position")
        nestedSections = p("SELECT DISTINCT section_id FROM rows WHERE list_id = ? AND parent_id IS NOT NULL")
        rowsOfList = p("SELECT section_id, parent_id, \(SQLRows.rowColumns) FROM rows WHERE list_id = ? ORDER BY position")
        rowsOfSection = p("SELECT parent_id, \(SQLRows.rowColumns) FROM rows WHERE section_id = ? ORDER BY position")
        sectionByID = p("SELECT list_id, \(SQLRows.sectionColumns), row_count FROM sections WHERE id = ?")
        rowByID = p("SELECT list_id, section_id, parent_id, \(SQLRows.rowColumns) FROM rows WHERE id = ?")
    }
}

extension SQLStore {
    var reads: ReaderStatements { Self.reads }

    /// Every list; only `open` (or the first list) has its rows read, and none when `withRows` is false.
    func readLibrary(open: ListID?, withRows: Bool, readingUpTo limit: Int) throws -> Library {
        var documents: [ListDocument] = []
        try connection.each(reads.lists, []) { c in
            documents.append(ListDocument(
                id: ListID(c.integer(0)), name: c.text(1) ?? "", position: c.integer(2),
                settings: Codec.decodeSettings(c.text(3) ?? "{}")))
        }
        for document in documents { damage.settings[document.id] = document.settings }
        let opened = open ?? documents.first?.id
        var library = Library(lists: documents, stubs: Set(documents.map(\.id)))
        if withRows, let opened, documents.contains(where: { $0.id == opened }) {
            library.replace(try readList(opened, readingUpTo: limit))
        }
        return library
    }

    /// A list to open: whole when it has at most `limit` top-level rows, else its
    /// sections by their counts, with no rows read; the session reads sections
    /// around the focus as it moves, so opening costs the sections, not the rows.
    func readList(_ id: ListID, readingUpTo limit: Int) throws -> ListDocument {
        guard let document = try listMeta(id) else { throw ModelError.listMissing(id) }
        var sections: [Section] = []
        var total = 0
        try connection.each(reads.sectionsOfList, [.integer(id.raw)]) { c in
            let section = SQLRows.unreadSection(c, from: 0)
            total += section.storedCount
            sections.append(section)
        }
        if total > limit {
            var unread = ListDocument(id: id, name: document.name, position: document.position, settings: document.settings, sections: sections)
            try connection.each(reads.nestedSections, [.integer(id.raw)]) { c in unread.unreadNesting.insert(SectionID(c.integer(0))) }
            return unread
        }
        var top: [SectionID: [Row]] = [:]
        var children: [RowID: [Row]] = [:]
        try connection.each(reads.rowsOfList, [.integer(id.raw)]) { c in
            let row = SQLRows.row(c, from: 2, noting: damage)
            if c.isNull(1) {
                top[SectionID(c.integer(0)), default: []].append(row)
            } else {
                children[RowID(c.integer(1)), default: []].append(row)
            }
        }
        let filled = sections.map { s in
            Section(id: s.id, header: s.header, footer: s.footer, collapsed: s.collapsed, prominence: s.prominence,
                    position: s.position, rows: (top[s.id] ?? []).map { SQLRows.attach($0, children) })
        }
        return ListDocument(id: id, name: document.name, position: document.position, settings: document.settings, sections: filled)
    }

    /// The rows of some sections, each top-level row with its subtree, by section.
    func readSectionRows(_ ids: [SectionID]) throws -> [SectionID: [Row]] {
        var out: [SectionID: [Row]] = [:]
        for id in ids {
            var top: [Row] = []
            var children: [RowID: [Row]] = [:]
            try connection.each(reads.rowsOfSection, [.integer(id.raw)]) { c in
                let row = SQLRows.row(c, from: 1, noting: damage)
                if c.isNull(0) { top.append(row) } else { children[RowID(c.integer(0)), default: []].append(row) }
            }
            out[id] = children.isEmpty ? top : top.map { SQLRows.attach($0, children) }
        }
        return out
    }

    /// A list's name, position and settings, without its sections or rows.
    func listMeta(_ id: ListID) throws -> ListDocument? {
        var document: ListDocument?
        try connection.each(reads.listMeta, [.integer(id.raw)]) { c in
            document = ListDocument(id: id, name: c.text(0) ?? "", position: c.integer(1), settings: Codec.decodeSettings(c.text(2) ?? "{}"))
        }
        if let document { damage.settings[id] = document.settings }
        return document
    }

    /// A section's own values and its count of top-level rows, not its rows.
    func readSection(_ id: SectionID) throws -> (ListID, Section, Int)? {
        var found: (ListID, Section, Int)?
        try connection.each(reads.sectionByID, [.integer(id.raw)]) { c in
            found = (ListID(c.integer(0)), SQLRows.section(c, from: 1), SQLRows.count(c.integer(7)))
        }
        return found
    }

    /// One row's own values, with its section and the row it sits inside. Its
    /// children are not read: each row a change wrote has its own journal entry.
    func readRow(_ id: RowID) throws -> (ListID, RowSnapshot)? {
        var found: (ListID, RowSnapshot)?
        try connection.each(reads.rowByID, [.integer(id.raw)]) { c in
            found = (ListID(c.integer(0)), RowSnapshot(
                row: SQLRows.row(c, from: 3, noting: damage), section: SectionID(c.integer(1)), parent: c.isNull(2) ? nil : RowID(c.integer(2))))
        }
        return found
    }
}

/// How an engine's word index names the rows holding some words, as SQL written
/// with `?`: `ids` selects their ids, driven by the index (what counting them
/// costs is the rows found); `probe` is a condition on `rows.id` asked of one row
/// at a time (what walking a section in order costs is the rows walked).
struct WordMatch {
    var ids: String
    var idValues: [Value]
    var probe: String
    var probeValues: [Value]
    /// A list's top-level rows holding the words counted by section (its values: the
    /// words' and the list's), in the order that costs the rows found.
    var sectionCounts: String
    var sectionCountValues: [Value]
    /// Where the engine keeps each section's count of rows holding the words (one
    /// word, spelled out, in SQLite's rows_term_counts), `sectionCounts` reads them
    /// there, and this is one section's count, asked with `sectionCountValues` and
    /// the section's id: then a row's place among the rows holding the words of a
    /// section that every row holds them in is its rank, not a count of them.
    var countedInSection: String? = nil
}

/// The rows beside a position, where a row is put back: the same statements for both engines.
extension SQLStore {
    /// Where a top-level row sits: its section and its rank there, counted by the
    /// engine's `rank(before:in:)` (SQLite's tree of counts, the server's index),
    /// never by reading the section; nil for a row inside another row, or one not stored.
    public func rank(of row: RowID) throws -> (section: SectionID, index: Int)? {
        var found: (SectionID, Int64)?
        try connection.each(Self.placeholders.apply("SELECT section_id, position FROM rows WHERE id = ? AND parent_id IS NULL"),
                            [.integer(row.raw)]) { c in found = (SectionID(c.integer(0)), c.integer(1)) }
        guard let (section, position) = found else { return nil }
        return (section, try rank(before: position, in: section))
    }

    /// Walked up by parent, a row a level; a UNION, so that parents in a circle (a damaged store) end it.
    public func topRow(of row: RowID) throws -> RowID? {
        try connection.scalar(Self.placeholders.apply("""
            WITH RECURSIVE up(id, parent_id) AS (
                SELECT id, parent_id FROM rows WHERE id = ?
                UNION SELECT rows.id, rows.parent_id FROM up JOIN rows ON rows.id = up.parent_id)
            SELECT id FROM up WHERE parent_id IS NULL
            """), [.integer(row.raw)]).map(RowID.init)
    }

    public func rows(of section: SectionID, around position: Int64, count: Int) throws -> (start: Int, rows: [Row]) {
        guard count > 0 else { return (0, []) }
        let sql = Self.placeholders.apply
        var before: [Row] = []
        var after: [Row] = []
        try connection.each(
            sql("""
            SELECT \(SQLRows.rowColumns) FROM rows WHERE section_id = ? AND parent_id IS NULL AND position < ?
            ORDER BY position DESC LIMIT ?
            """), [.integer(section.raw), .integer(position), .integer(Int64(count))]
        ) { c in before.append(SQLRows.row(c, from: 0, noting: damage)) }
        try connection.each(
            sql("""
            SELECT \(SQLRows.rowColumns) FROM rows WHERE section_id = ? AND parent_id IS NULL AND position >= ?
            ORDER BY position LIMIT ?
            """), [.integer(section.raw), .integer(position), .integer(Int64(count))]
        ) { c in after.append(SQLRows.row(c, from: 0, noting: damage)) }
        let top = before.reversed() + after
        guard let first = top.first, let last = top.last else { return (0, []) }
        let start = try rank(before: position, in: section) - before.count
        // Their subtrees, every level below them, in one query.
        var children: [RowID: [Row]] = [:]
        try connection.each(
            sql("""
            WITH RECURSIVE below(id) AS (
                SELECT id FROM rows WHERE section_id = ? AND parent_id IS NULL AND position BETWEEN ? AND ?
                UNION ALL SELECT rows.id FROM rows JOIN below ON rows.parent_id = below.id)
            SELECT parent_id, \(SQLRows.rowColumns) FROM rows WHERE id IN (SELECT id FROM below) AND parent_id IS NOT NULL
            ORDER BY position
            """), [.integer(section.raw), .integer(first.position), .integer(last.position)]
        ) { c in children[RowID(c.integer(0)), default: []].append(SQLRows.row(c, from: 1, noting: damage)) }
        return (start, children.isEmpty ? top : top.map { SQLRows.attach($0, children) })
    }
}

/// Rows by a boolean field's state, for `select done` and `select not done` kept as
/// a rule: the same statements for both engines, over each engine's JSON test.
extension SQLStore {
    private static var reading: String { SQLRows.rowColumnsOfR }

    public func flaggedCount(_ field: String, in list: ListID) throws -> Int {
        SQLRows.count(try connection.scalar(
            Self.placeholders.apply("""
            SELECT count(*) FROM \(Self.rowsWithFields) WHERE r.list_id = ? AND r.parent_id IS NULL AND r.fields <> '{}' AND \(Self.flagTest)
            """), [.integer(list.raw), .text(field)]) ?? 0)
    }

    public func rows(holding field: String, in list: ListID, limit: Int) throws -> [RowID] {
        let held = Self.fieldTruth(field)
        var rows: [RowID] = []
        try connection.each(
            Self.placeholders.apply("""
            SELECT r.id FROM \(Self.rowsWithFields) WHERE r.list_id = ? AND r.fields <> '{}' AND \(held.sql) IS NOT NULL LIMIT ?
            """), [.integer(list.raw), held.value, .integer(Int64(limit))]
        ) { c in rows.append(RowID(c.integer(0))) }
        return rows
    }

    public func rowCount(holding field: String, in list: ListID) throws -> Int {
        let held = Self.fieldTruth(field)
        return SQLRows.count(try connection.scalar(
            Self.placeholders.apply("""
            SELECT count(*) FROM \(Self.rowsWithFields) WHERE r.list_id = ? AND r.fields <> '{}' AND \(held.sql) IS NOT NULL
            """), [.integer(list.raw), held.value]) ?? 0)
    }

    public func fieldNames(heldIn list: ListID) throws -> Set<String> {
        var names = Set<String>()
        try connection.each(
            Self.placeholders.apply("""
            SELECT DISTINCT j.key FROM \(Self.rowsWithFields), \(Self.fieldKeys) WHERE r.list_id = ? AND r.fields <> '{}' AND \(Self.topLevel)
            """), [.integer(list.raw)]
        ) { c in if let name = c.text(0) { names.insert(name) } }
        return names
    }

    public func rows(flagged field: String, _ value: Bool, in list: ListID, limit: Int) throws -> [Row] {
        var rows: [Row] = []
        try connection.each(
            Self.placeholders.apply("""
            SELECT \(Self.reading) FROM rows AS r JOIN sections AS s ON s.id = r.section_id
            WHERE r.list_id = ? AND r.parent_id IS NULL AND \(value ? "" : "NOT ")(r.fields <> '{}' AND \(Self.flagTest))
            ORDER BY s.position, r.position LIMIT ?
            """), [.integer(list.raw), .text(field), .integer(Int64(limit))]
        ) { c in rows.append(SQLRows.row(c, from: 0, noting: damage)) }
        return rows
    }

    public func scheduledRows(of list: ListID) throws -> [Row] {
        var rows: [Row] = []
        try connection.each(
            Self.placeholders.apply("SELECT \(Self.reading) FROM \(Self.rowsScheduled) WHERE r.list_id = ? AND r.schedule IS NOT NULL"),
            [.integer(list.raw)]
        ) { c in rows.append(SQLRows.row(c, from: 0, noting: damage)) }
        return rows
    }

    public func unselectableRows(of list: ListID) throws -> [Row] {
        var rows: [Row] = []
        try connection.each(
            Self.placeholders.apply("""
            SELECT \(Self.reading) FROM \(Self.rowsUnselectable) JOIN sections AS s ON s.id = r.section_id
            WHERE r.list_id = ? AND r.parent_id IS NULL AND r.flags & 4 <> 0 ORDER BY s.position, r.position
            """), [.integer(list.raw)]
        ) { c in rows.append(SQLRows.row(c, from: 0, noting: damage)) }
        return rows
    }
}
