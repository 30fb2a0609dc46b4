import ListoModel

/// Writes an import's new sections and rows with two statements prepared once:
/// plain inserts (every id is new), each value bound in place.
struct ImportWriter {
    private let connection: Connection
    private let sections: Statement
    private let rows: Statement
    /// Whether each section is written with its count of top-level rows, for when
    /// the trigger that counts them is down (ImportIndexing).
    private let counted: Bool

    init(_ connection: Connection, counted: Bool) throws(DatabaseError) {
        self.connection = connection
        self.counted = counted
        sections = try connection.prepare(
            "INSERT INTO sections(id, list_id, header, footer, collapsed, prominence, position, row_count) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
        rows = try connection.prepare(
            """
            INSERT INTO rows(id, list_id, section_id, parent_id, title, title_key, notes, fields, flags, position, expanded)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
    }

    /// Writes a new section and its rows, parents before their children.
    func insert(_ section: Section, list: ListID) throws(DatabaseError) {
        sections.bind(1, section.id.raw)
        sections.bind(2, list.raw)
        sections.bind(3, section.header)
        sections.bind(4, section.footer)
        sections.bind(5, section.collapsed ? 1 : 0)
        sections.bind(6, section.prominence.rawValue)
        sections.bind(7, section.position)
        sections.bind(8, counted ? Int64(section.rows.count) : 0)
        try connection.run(sections)
        for row in section.rows { try insert(row, list: list, section: section.id, parent: nil) }
    }

    private func insert(_ row: Row, list: ListID, section: SectionID, parent: RowID?) throws(DatabaseError) {
        rows.bind(1, row.id.raw)
        rows.bind(2, list.raw)
        rows.bind(3, section.raw)
        if let parent { rows.bind(4, parent.raw) }
        rows.bind(5, row.title)
        rows.bind(6, SearchWords.fold(row.title))
        rows.bind(7, row.notes)
        rows.bind(8, Codec.encode(fields: row.fields))
        rows.bind(9, Codec.flags(row))
        rows.bind(10, row.position)
        rows.bind(11, row.expanded ? 1 : 0)
        try connection.run(rows)
        for child in row.children { try insert(child, list: list, section: section, parent: row.id) }
    }
}
