import ListoModel

/// Writes an import's new sections and rows as plain inserts (every id is new),
/// rows a batch at a time: one statement inserting many rows opens the table and
/// its six indexes once for all of them, where a statement per row costs that
/// for each. Call `flush` before reading what was written.
struct ImportWriter {
    /// Rows in one statement: 11 values each, well under SQLite's limit of bound values.
    static let batch = 100

    private let connection: Connection
    private let sections: Statement
    /// The statement for a whole batch, made once.
    private let rows: Statement
    /// Whether each section is written with its count of top-level rows, for when
    /// the trigger that counts them is down (ImportIndexing).
    private let counted: Bool
    /// Rows waiting for the next statement, with where each goes.
    private var pending: [(row: Row, list: ListID, section: SectionID, parent: RowID?)] = []
    /// How many rows were written, at every depth.
    private(set) var written = 0
    /// The list and section of each top-level row written, by its id, for counting words as a set.
    private(set) var placement: ImportPlacement

    /// `first`: the first id the import hands out.
    init(_ connection: Connection, counted: Bool, first: Int64) throws(DatabaseError) {
        self.connection = connection
        self.counted = counted
        placement = ImportPlacement(first: first)
        sections = try connection.prepare(
            "INSERT INTO sections(id, list_id, header, footer, collapsed, prominence, position, row_count) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
        rows = try connection.prepare(ImportWriter.insertRows(ImportWriter.batch))
        pending.reserveCapacity(ImportWriter.batch)
    }

    private static func insertRows(_ count: Int) -> String {
        "INSERT INTO rows(id, list_id, section_id, parent_id, title, title_key, notes, fields, flags, position, expanded, schedule) VALUES "
            + Array(repeating: "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", count: count).joined(separator: ", ")
    }

    /// Writes a new section, and its rows, parents before their children. A
    /// section read in pages says its `count` of top-level rows here, and its
    /// other pages' rows go to `insertRows`.
    mutating func insert(_ section: Section, list: ListID, count: Int? = nil) throws(DatabaseError) {
        sections.bind(1, section.id.raw)
        sections.bind(2, list.raw)
        sections.bind(3, section.header)
        sections.bind(4, section.footer)
        sections.bind(5, section.collapsed ? 1 : 0)
        sections.bind(6, section.prominence.rawValue)
        sections.bind(7, section.position)
        sections.bind(8, counted ? Int64(count ?? section.rows.count) : 0)
        try connection.run(sections)
        try insertRows(section.rows, list: list, section: section.id)
    }

    /// Writes more top-level rows of a section already written, each with its subtree.
    mutating func insertRows(_ rows: [Row], list: ListID, section: SectionID) throws(DatabaseError) {
        for row in rows { try insert(row, list: list, section: section, parent: nil) }
    }

    private mutating func insert(_ row: Row, list: ListID, section: SectionID, parent: RowID?) throws(DatabaseError) {
        pending.append((row, list, section, parent))
        if parent == nil { placement.place(row.id.raw, list: list.raw, section: section.raw) }
        if pending.count == ImportWriter.batch { try flush() }
        for child in row.children { try insert(child, list: list, section: section, parent: row.id) }
    }

    /// Writes the rows still waiting.
    mutating func flush() throws(DatabaseError) {
        guard !pending.isEmpty else { return }
        let statement = pending.count == ImportWriter.batch ? rows : try connection.prepare(ImportWriter.insertRows(pending.count))
        for (i, entry) in pending.enumerated() {
            let first = Int32(i * 12)
            let row = entry.row
            statement.bind(first + 1, row.id.raw)
            statement.bind(first + 2, entry.list.raw)
            statement.bind(first + 3, entry.section.raw)
            if let parent = entry.parent { statement.bind(first + 4, parent.raw) }
            statement.bind(first + 5, row.title)
            statement.bind(first + 6, Names.indexKey(row.title))
            statement.bind(first + 7, row.notes)
            statement.bind(first + 8, Codec.encode(fields: row.fields))
            statement.bind(first + 9, Codec.flags(row))
            statement.bind(first + 10, row.position)
            statement.bind(first + 11, row.expanded ? 1 : 0)
            statement.bind(first + 12, Codec.encode(schedule: row.schedule))
        }
        written += pending.count
        pending.removeAll(keepingCapacity: true)
        try connection.run(statement)
    }
}
