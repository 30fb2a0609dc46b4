import ListoModel

/// Windows of rows: a section's top-level rows by their rank, a page at a time,
/// without reading the section (`rows(of:at:)` in Store.swift starts from here). A rank is the row's place among its section's
/// top-level rows in the order of their positions, from 0. Each lookup reads one
/// row's index entry, the section's blocks of counts (`row_blocks`, migration 9:
/// a thousand at a million rows) and the rows of one block, so it costs about the
/// square root of the section's size in index entries, and one lookup.
extension Store {
    /// How many bits of a position name its block: 1,024 rows spaced as `Positions.spaced` spaces them.
    static let blockShift = 26

    /// How many top-level rows of the section lie before `position`.
    public func rank(before position: Int64, in section: SectionID) throws -> Int {
        let block = position >> Int64(Store.blockShift)
        let before = try connection.scalar(
            "SELECT ifnull(sum(row_count), 0) FROM row_blocks WHERE section_id = ? AND block < ?",
            [.integer(section.raw), .integer(block)]) ?? 0
        let inBlock = try connection.scalar(
            "SELECT count(*) FROM rows WHERE section_id = ? AND ifnull(parent_id, 0) = 0 AND position >= ? AND position < ?",
            [.integer(section.raw), .integer(block << Int64(Store.blockShift)), .integer(position)]) ?? 0
        return Int(before + inBlock)
    }

    /// The position of the top-level row at `index` of a section, nil past its end.
    public func position(at index: Int, in section: SectionID) throws -> Int64? {
        guard index >= 0 else { return nil }
        var found: (block: Int64, before: Int64)?
        try connection.query(
            """
            SELECT block, before FROM (
                SELECT block, row_count, sum(row_count) OVER (ORDER BY block) - row_count AS before
                FROM row_blocks WHERE section_id = ?)
            WHERE before <= ? AND before + row_count > ? ORDER BY block LIMIT 1
            """, [.integer(section.raw), .integer(Int64(index)), .integer(Int64(index))]
        ) { c in found = (c.integer(0), c.integer(1)) }
        guard let found else { return nil }
        return try connection.scalar(
            """
            SELECT position FROM rows WHERE section_id = ? AND ifnull(parent_id, 0) = 0 AND position >= ?
            ORDER BY position LIMIT 1 OFFSET ?
            """, [.integer(section.raw), .integer(found.block << Int64(Store.blockShift)), .integer(Int64(index) - found.before)])
    }

    /// Up to `count` top-level rows of a section after `position` (from the first
    /// when nil), in order, each with its subtree.
    public func rows(of section: SectionID, after position: Int64?, count: Int) throws -> [Row] {
        try rows(of: section, from: position ?? Int64.min, inclusive: position == nil, count: count)
    }

    /// Up to `count` top-level rows of a section before `position` (from the last
    /// when nil), in order, each with its subtree.
    public func rows(of section: SectionID, before position: Int64?, count: Int) throws -> [Row] {
        guard count > 0 else { return [] }
        var top: [Row] = []
        try connection.query(
            """
            SELECT \(SQLRows.rowColumns) FROM rows WHERE section_id = ? AND ifnull(parent_id, 0) = 0 AND position \(position == nil ? "<=" : "<") ?
            ORDER BY position DESC LIMIT ?
            """, [.integer(section.raw), .integer(position ?? Int64.max), .integer(Int64(count))]
        ) { c in top.append(SQLRows.row(c, from: 0)) }
        return try withSubtrees(top.reversed())
    }

    private func rows(of section: SectionID, from position: Int64, inclusive: Bool, count: Int) throws -> [Row] {
        guard count > 0 else { return [] }
        var top: [Row] = []
        try connection.query(
            """
            SELECT \(SQLRows.rowColumns) FROM rows WHERE section_id = ? AND ifnull(parent_id, 0) = 0 AND position \(inclusive ? ">=" : ">") ?
            ORDER BY position LIMIT ?
            """, [.integer(section.raw), .integer(position), .integer(Int64(count))]
        ) { c in top.append(SQLRows.row(c, from: 0)) }
        return try withSubtrees(top)
    }

    /// Each row with the rows inside it, read a level at a time by their parents.
    func withSubtrees(_ top: [Row]) throws -> [Row] {
        var children: [RowID: [Row]] = [:]
        var level = top.map(\.id)
        while !level.isEmpty {
            var next: [RowID] = []
            for chunk in stride(from: 0, to: level.count, by: 500).map({ level[$0..<min($0 + 500, level.count)] }) {
                let marks = Array(repeating: "?", count: chunk.count).joined(separator: ", ")
                try connection.query(
                    "SELECT parent_id, \(SQLRows.rowColumns) FROM rows WHERE parent_id IN (\(marks)) ORDER BY position",
                    chunk.map { .integer($0.raw) }
                ) { c in
                    let row = SQLRows.row(c, from: 1)
                    children[RowID(c.integer(0)), default: []].append(row)
                    next.append(row.id)
                }
            }
            level = next
        }
        return children.isEmpty ? top : top.map { SQLRows.attach($0, children) }
    }
}
