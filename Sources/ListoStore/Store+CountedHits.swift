import ListoModel

/// A filter by overdue or due today on the SQLite store, counted from the table of
/// badges (migration 20) rather than over the list's rows, and one by a day of the due
/// field (`filter due today`, `due before friday`) in the due index (migration 21): the table holds, for each
/// section, how many top-level rows not done are due on each day, which is what such a
/// filter lets through. `filter overdue` on 2 × 500,000 rows holding due dates read every
/// row holding a field twice, once to count its hits and once for their badges.
///
/// The two rules part where a done field holds neither true nor false: the table takes
/// `"yes"` or `1` as done (SQL's truth, `Store.badgeValues`), a filter only true
/// (`Row.isDone`). A list holding such a row (migration 23's index finds it at once) is
/// counted over its rows as before. A due that is not a date is no due day to either.
/// The PostgreSQL store's table reads done by its own rule (`ServerStore.badgeValues`),
/// so a filter there is counted over the rows, as is a filter keeping the detail's row
/// (`HitQuery.filter`'s `keeping`), which no table counts.
extension Store {
    /// Migration 23's condition: a row holding a done field, under one of the names the
    /// done role had when it ran, whose value is neither true nor false.
    static let oddDone: String = {
        let stored = readable("fields", else: "'{}'")
        let odd = ["done", "hecha", "hecho"].map { "json_type(\(stored), '$.\"\($0)\"') NOT IN ('true', 'false')" }
        return "fields != '{}' AND (" + odd.joined(separator: " OR ") + ")"
    }()

    /// Migration 23's other condition: a top-level row holding a due, under one of the
    /// names migration 21 indexed, that is not an object of one text date of ten
    /// characters, as listo writes it. For all others the index's key,
    /// `{"date":"2026-12-09"}`, is ordered as the date is, and equal where it is.
    static let oddDue: String = {
        let stored = readable("fields", else: "'{}'")
        let odd = dateIndexed.map {
            "(json_type(\(stored), '$.\"\($0)\"') IS NOT NULL AND NOT (json_type(\(stored), '$.\"\($0)\"') = 'object' AND "
                + "\(sortKey($0)) GLOB '{\"date\":\"[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]\"}'))"
        }
        return "parent_id IS NULL AND fields != '{}' AND (" + odd.joined(separator: " OR ") + ")"
    }()

    /// A filter by a day of a due field that migration 21 indexed, as a range of that
    /// index over the list's sections (SQL with its values), where the list holds no
    /// odd due (`oddDue`); nil for any other query or list.
    private func dueRange(_ query: HitQuery, in list: ListID) throws -> (sql: String, values: [Value])? {
        guard case .filter(.date(let name, let comparison, let day), _, nil) = query, Self.dateIndexed.contains(name),
              try connection.scalar("SELECT 1 FROM rows INDEXED BY rows_odd_due WHERE list_id = ? AND \(Self.oddDue) LIMIT 1",
                                    [.integer(list.raw)]) == nil else { return nil }
        let op = [DateComparison.before: "<", .after: ">", .on: "=", .by: "<="][comparison]!
        let sql = "FROM rows INDEXED BY rows_sorted_by_\(name) WHERE section_id IN (SELECT id FROM sections WHERE list_id = ?)"
            + " AND \(Self.sortKey(name)) \(op) ? AND parent_id IS NULL AND fields != '{}'"
        return (sql, [.integer(list.raw), .text("{\"date\":\"\(day.iso)\"}")])
    }

    /// Which days of the table a filter's query lets through, as SQL on `day` with the
    /// day as its one value; nil for any other query.
    private static func badgeDays(_ query: HitQuery) -> (sql: String, day: CalendarDate)? {
        guard case .filter(let q, let today, nil) = query else { return nil }
        switch q {
        case .overdue: return ("day < ?", today)
        case .dueToday: return ("day = ?", today)
        default: return nil
        }
    }

    /// Whether the list holds a row whose done field is neither true nor false.
    private func holdsOddDone(_ list: ListID) throws -> Bool {
        try connection.scalar("SELECT 1 FROM rows INDEXED BY rows_odd_done WHERE list_id = ? AND \(Self.oddDone) LIMIT 1",
                              [.integer(list.raw)]) != nil
    }

    /// Each section's count of the top-level rows a filter by overdue or due today lets
    /// through, from the table of badges; nil where the table can't say (see above).
    func countedHits(_ query: HitQuery, in list: ListID) throws -> [SectionID: Int]? {
        if let range = try dueRange(query, in: list) {
            var counts: [SectionID: Int] = [:]
            try connection.query("SELECT section_id, count(*) \(range.sql) GROUP BY section_id", range.values) { c in
                let n = SQLRows.count(c.integer(1))
                if n > 0 { counts[SectionID(c.integer(0))] = n }
            }
            return counts
        }
        guard let days = Self.badgeDays(query), try !holdsOddDone(list) else { return nil }
        var counts: [SectionID: Int] = [:]
        try connection.query(
            "SELECT section_id, sum(row_count) FROM row_badges WHERE list_id = ? AND top = 1 AND kind = 0 AND \(days.sql) GROUP BY section_id",
            [.integer(list.raw), .text(days.day.iso)]
        ) { c in
            let n = SQLRows.count(c.integer(1))
            if n > 0 { counts[SectionID(c.integer(0))] = n }
        }
        return counts
    }

    /// The badges among those hits, from the same table: each hit is overdue, or due
    /// today, and not both; unread among them is known only where its section holds no
    /// unread row at all, so a list holding any is counted over its rows (nil).
    func countedHitStateCounts(_ query: HitQuery, in list: ListID) throws -> [SectionID: StateCounts]? {
        if let range = try dueRange(query, in: list), case .filter(_, let today, nil) = query {
            // The hits' rows alone, read through the range, each counted by the filter's own badge rules.
            var sql = HitCondition(sql: "SELECT section_id", values: [])
            for badge in [RowQuery.overdue, .dueToday, .unread] {
                sql = sql + HitCondition(sql: ", count(*) FILTER (WHERE ", values: [])
                    + (try condition(.filter(badge, today: today), in: list, probe: false) ?? .none) + HitCondition(sql: ")", values: [])
            }
            sql = sql + HitCondition(sql: " " + range.sql + " GROUP BY section_id", values: range.values)
            var out: [SectionID: StateCounts] = [:]
            try connection.query(sql.sql, sql.values) { c in
                let counts = StateCounts(overdue: SQLRows.count(c.integer(1)), dueToday: SQLRows.count(c.integer(2)),
                                         unread: SQLRows.count(c.integer(3)))
                if counts != StateCounts() { out[SectionID(c.integer(0))] = counts }
            }
            return out
        }
        guard case .filter(let q, _, nil) = query, let counts = try countedHits(query, in: list) else { return nil }
        let unread = try connection.scalar("SELECT 1 FROM row_badges WHERE list_id = ? AND top = 1 AND kind = 1 LIMIT 1", [.integer(list.raw)])
        guard unread == nil else { return nil }
        return counts.mapValues { q == .overdue ? StateCounts(overdue: $0) : StateCounts(dueToday: $0) }
    }
}
