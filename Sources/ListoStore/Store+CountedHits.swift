import ListoModel

/// A filter by overdue or due today on the SQLite store, counted from the table of
/// badges (migration 20) rather than over the list's rows: the table holds, for each
/// section, how many top-level rows not done are due on each day, which is what such a
/// filter lets through. `filter overdue` on 2 × 500,000 rows holding due dates read every
/// row holding a field twice, once to count its hits and once for their badges.
///
/// The two rules part where a done field holds neither true nor false: the table takes
/// `"yes"` or `1` as done (SQL's truth, `Store.badgeValues`), a filter only true
/// (`Row.isDone`). A list holding such a row (migration 23's index finds it at once) is
/// counted over its rows as before. A due that is not a date is no due day to either.
/// The PostgreSQL store's table reads done by its own rule (`ServerStore.badgeValues`),
/// so a filter there is counted over the rows.
extension Store {
    /// Migration 23's condition: a row holding a done field, under one of the names the
    /// done role had when it ran, whose value is neither true nor false.
    static let oddDone: String = {
        let stored = readable("fields", else: "'{}'")
        let odd = ["done", "hecha", "hecho"].map { "json_type(\(stored), '$.\"\($0)\"') NOT IN ('true', 'false')" }
        return "fields != '{}' AND (" + odd.joined(separator: " OR ") + ")"
    }()

    /// Which days of the table a filter's query lets through, as SQL on `day` with the
    /// day as its one value; nil for any other query.
    private static func badgeDays(_ query: HitQuery) -> (sql: String, day: CalendarDate)? {
        guard case .filter(let q, let today) = query else { return nil }
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
        guard case .filter(let q, _) = query, let counts = try countedHits(query, in: list) else { return nil }
        let unread = try connection.scalar("SELECT 1 FROM row_badges WHERE list_id = ? AND top = 1 AND kind = 1 LIMIT 1", [.integer(list.raw)])
        guard unread == nil else { return nil }
        return counts.mapValues { q == .overdue ? StateCounts(overdue: $0) : StateCounts(dueToday: $0) }
    }
}
