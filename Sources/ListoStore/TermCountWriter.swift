/// Writes an import's counts of rows holding each word in each section
/// (rows_term_counts) a hundred to a statement, as ImportWriter writes rows: one
/// statement a count cost SQLite's setting up of each statement for each of a
/// million counts. A count for a word and section already there is added to.
struct TermCountWriter {
    /// Counts in one statement: 4 values each.
    static let batch = 100

    private let connection: Connection
    private let placement: ImportPlacement
    private let full: Statement
    private var pending: [(term: String, place: Int, count: Int64)] = []

    init(_ connection: Connection, _ placement: ImportPlacement) throws(DatabaseError) {
        self.connection = connection
        self.placement = placement
        full = try connection.prepare(TermCountWriter.insert(TermCountWriter.batch))
        pending.reserveCapacity(TermCountWriter.batch)
    }

    private static func insert(_ count: Int) -> String {
        "INSERT INTO rows_term_counts(term, list_id, section_id, row_count) VALUES "
            + Array(repeating: "(?, ?, ?, ?)", count: count).joined(separator: ", ")
            + " ON CONFLICT DO UPDATE SET row_count = row_count + excluded.row_count"
    }

    /// `count` more top-level rows of a place holding `term`.
    mutating func add(_ term: String, place: Int, count: Int64) throws(DatabaseError) {
        pending.append((term, place, count))
        if pending.count == TermCountWriter.batch { try flush() }
    }

    /// Writes the counts still waiting.
    mutating func flush() throws(DatabaseError) {
        guard !pending.isEmpty else { return }
        let statement = pending.count == TermCountWriter.batch ? full : try connection.prepare(TermCountWriter.insert(pending.count))
        for (i, entry) in pending.enumerated() {
            let first = Int32(i * 4)
            let (list, section) = placement.place(at: entry.place)
            statement.bind(first + 1, entry.term)
            statement.bind(first + 2, list)
            statement.bind(first + 3, section)
            statement.bind(first + 4, entry.count)
        }
        pending.removeAll(keepingCapacity: true)
        try connection.run(statement)
    }
}
