import ListoModel

/// Windows of rows: a section's top-level rows by their rank, a page at a time,
/// without reading the section (`rows(of:at:)` in Store.swift starts from here). A
/// rank is the row's place among its section's top-level rows in the order of
/// their positions, from 0. The rows are counted in a tree of blocks of positions
/// (`row_tree`, migration 14): a block of level 0 holds the positions that agree
/// but for their last 20 bits (16 rows as `Positions.spaced` spaces them), and
/// each level above gathers 16 blocks of the one below, up to level 10. A row's
/// rank is the counts of at most 15 blocks beside its own at each level and the
/// rows before it in its block of level 0; row N is found by going down the tree
/// the same way. Either is a few hundred index entries at any size, where counting
/// rows is the size of the section.
extension Store {
    /// The bits of a position below its block of level 0, and how many more each level up gathers.
    static let treeShift: Int64 = 20
    static let treeFan: Int64 = 4
    /// The highest level of the tree: 20 + 4 × 10 bits leave 4 of a position's 64, 16 blocks.
    static let treeTop: Int64 = 10
    /// The levels, as json_each lists them to the statements that walk them: 0 to
    /// `treeTop`, written out, where joining them made a process that runs one command
    /// build the generic code's type at run time, a seventieth of its time.
    static let treeLevels = "[0,1,2,3,4,5,6,7,8,9,10]"

    /// How many top-level rows of the section lie before `position`: at each level,
    /// the blocks before the position's own among those of the block above it (at
    /// the top, all before it), and the rows before it in its block of level 0.
    public func rank(before position: Int64, in section: SectionID) throws -> Int {
        let blocks = try connection.scalar(
            """
            SELECT ifnull(sum(t.row_count), 0) FROM json_each('\(Store.treeLevels)') j CROSS JOIN row_tree t
            ON t.section_id = ?1 AND t.level = j.value
                AND t.block < ?2 >> (\(Store.treeShift) + \(Store.treeFan) * j.value)
                AND t.block >= CASE WHEN j.value = \(Store.treeTop) THEN -9223372036854775808
                    ELSE ((?2 >> (\(Store.treeShift) + \(Store.treeFan) * j.value)) >> \(Store.treeFan)) << \(Store.treeFan) END
            """, [.integer(section.raw), .integer(position)]) ?? 0
        let inBlock = try connection.scalar(
            "SELECT count(*) FROM rows WHERE section_id = ? AND ifnull(parent_id, 0) = 0 AND position >= ? AND position < ?",
            [.integer(section.raw), .integer((position >> Store.treeShift) << Store.treeShift), .integer(position)]) ?? 0
        return Int(blocks + inBlock)
    }

    /// The first and last block of a section at level 0: each one step into the tree's key.
    static let blockSpan = """
        SELECT (SELECT min(block) FROM row_tree WHERE section_id = ?1 AND level = 0),
            (SELECT max(block) FROM row_tree WHERE section_id = ?1 AND level = 0)
        """

    /// The position of the top-level row at `index` of a section, nil past its end:
    /// from the top of the tree down, the block holding that rank at each level, then
    /// the row in its block of level 0. The levels where the section has one block
    /// choose nothing (a million rows have one at each of the top seven): a block of
    /// a level is the first and last blocks of level 0 shifted, so the walk starts at
    /// the highest level where those two differ, among the blocks between them.
    public func position(at index: Int, in section: SectionID) throws -> Int64? {
        guard let (block, rest) = try block(at: index, in: section) else { return nil }
        return try connection.scalar(
            """
            SELECT position FROM rows WHERE section_id = ? AND ifnull(parent_id, 0) = 0 AND position >= ?
            ORDER BY position LIMIT 1 OFFSET ?
            """, [.integer(section.raw), .integer(block << Store.treeShift), .integer(rest)])
    }

    /// The block of level 0 holding the top-level row at `index` of a section, and
    /// how many of the block's rows come before it; nil past the section's end but
    /// for a section of one block, where the row's own statement finds none.
    func block(at index: Int, in section: SectionID) throws -> (block: Int64, rest: Int64)? {
        guard index >= 0 else { return nil }
        var rest = Int64(index)
        var span: (first: Int64, last: Int64)?
        try connection.query(Store.blockSpan, [.integer(section.raw)]) { c in
            if !c.isNull(0) && !c.isNull(1) { span = (c.integer(0), c.integer(1)) }
        }
        guard let span else { return nil }
        let top = (0...Store.treeTop).last { span.first >> (Store.treeFan * $0) != span.last >> (Store.treeFan * $0) }
        guard let top else { return (span.first, rest) }
        var low = span.first >> (Store.treeFan * top), high = span.last >> (Store.treeFan * top)
        for level in (0...top).reversed() {
            var chosen: Int64?
            // The level is bound through a CAST: a bare `level = ?` is weighed against the
            // partial index row_tree_tops (level = 10) by its value, and SQLite compiles the
            // statement again each time the level is bound, once a level a step.
            try connection.query(
                "SELECT block, row_count FROM row_tree WHERE section_id = ? AND level = CAST(? AS INTEGER) AND block >= ? AND block <= ? ORDER BY block",
                [.integer(section.raw), .integer(level), .integer(low), .integer(high)]
            ) { c in
                guard chosen == nil else { return }
                let count = c.integer(1)
                if rest < count { chosen = c.integer(0) } else { rest -= count }
            }
            guard let block = chosen else { return nil }
            low = block << Store.treeFan
            high = low + (1 << Store.treeFan) - 1
            if level == 0 { return (block, rest) }
        }
        return nil
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
        ) { c in top.append(SQLRows.row(c, from: 0, noting: damage)) }
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
        ) { c in top.append(SQLRows.row(c, from: 0, noting: damage)) }
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
                    let row = SQLRows.row(c, from: 1, noting: damage)
                    children[RowID(c.integer(0)), default: []].append(row)
                    next.append(row.id)
                }
            }
            level = next
        }
        return children.isEmpty ? top : top.map { SQLRows.attach($0, children) }
    }
}
