import ListoModel

/// Rows found by their titles through the title index (`rows_by_title_key`, migration 5),
/// the same statements for both engines.
extension SQLStore {
    private func p(_ sql: String) -> String { Self.placeholders.apply(sql) }

    public func rows(titled key: String, prefix: Bool, in list: ListID, limit: Int) throws -> [RowID] {
        var ids: [RowID] = []
        let named = Self.titleCondition(key, prefix: prefix)
        try connection.each(p("SELECT id FROM rows WHERE list_id = ? AND \(named.sql) LIMIT ?"),
                            [.integer(list.raw)] + named.values + [.integer(Int64(limit))]) { c in ids.append(RowID(c.integer(0))) }
        return ids
    }

    public func titles(startingWith key: String, in list: ListID, limit: Int) throws -> [String] {
        var titles: [String] = []
        let named = Self.titleCondition(key, prefix: true)
        try connection.each(p("SELECT title FROM rows WHERE list_id = ? AND \(named.sql) ORDER BY title_key LIMIT ?"),
                            [.integer(list.raw)] + named.values + [.integer(Int64(limit))]) { c in titles.append(c.text(0) ?? "") }
        return titles
    }

    public func lastTitle(startingWith key: String, in list: ListID) throws -> String? {
        var title: String?
        let named = Self.titleCondition(key, prefix: true)
        try connection.each(p("SELECT title FROM rows WHERE list_id = ? AND \(named.sql) ORDER BY title_key DESC LIMIT 1"),
                            [.integer(list.raw)] + named.values) { c in title = c.text(0) }
        return title
    }

    /// The title index hands rows over in title order (Item 25, Item 250, Item 2500, Item
    /// 25000): the first in list order are the first `limit` of every row so named, sorted
    /// by their sections' places and their own. The order is written `+position`, an
    /// expression no index holds, so that the engine reads the rows through the title
    /// index and sorts those few, never walks the list in order testing each title.
    public func rowsInListOrder(titled key: String, prefix: Bool, in list: ListID, holding query: HitQuery?, limit: Int) throws -> [RowID] {
        let named = Self.titleCondition(key, prefix: prefix, table: "rows.")
        var sql = HitCondition(sql: """
            SELECT rows.id FROM rows JOIN sections ON sections.id = rows.section_id
            WHERE rows.list_id = ? AND rows.parent_id IS NULL AND \(named.sql)
            """, values: [.integer(list.raw)] + named.values)
        if let query {
            guard let held = try condition(query, in: list, probe: false) else { return [] }
            sql = sql + HitCondition(sql: " AND ", values: []) + held
        }
        sql = sql + HitCondition(sql: " ORDER BY +sections.position, +rows.position LIMIT ?", values: [.integer(Int64(limit))])
        var ids: [RowID] = []
        try connection.each(p(sql.sql), sql.values) { c in ids.append(RowID(c.integer(0))) }
        return ids
    }

    /// Rows whose indexed title is `key`, or starts with it: every title starting with the
    /// key sorts between it and it followed by the last code point.
    private static func titleCondition(_ key: String, prefix: Bool, table: String = "") -> (sql: String, values: [Value]) {
        prefix ? ("\(table)title_key >= ? AND \(table)title_key < ?", [.text(key), .text(key + "\u{10FFFF}")])
            : ("\(table)title_key = ?", [.text(key)])
    }
}
