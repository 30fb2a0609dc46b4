import ListoModel

/// A condition on `rows` in SQL written with `?`, with its values in order.
struct HitCondition {
    var sql: String
    var values: [Value]

    static let none = HitCondition(sql: "1 = 0", values: [])

    static func + (a: HitCondition, b: HitCondition) -> HitCondition { HitCondition(sql: a.sql + b.sql, values: a.values + b.values) }
}

/// How a section's rows are told apart as hits, for a query of words, where the
/// rows asked about are many: the word index asked of each row in turn (FTS5
/// asked of one rowid, about 8 µs a row), or the ids of the list's hits gathered
/// once, which SQLite keeps as a set for the statement (about 0.2 µs a hit), and
/// either the section's rows walked in order against that set (about 0.3 µs a row)
/// or, where the list's hits are few beside the section's rows, each hit looked up
/// and the section's put in order. `goto 400000` in `filter task` on a section of a
/// million rows asked each of 400,000 rows (3.5 s of CPU, debug build); gathered, 0.23 s.
enum HitGathering { case probed, walked, byIDs }

/// A filter's or a search's hits, a page at a time: the same statements for both
/// engines, over each engine's word index as `wordMatch` names it and its fields as
/// `fieldTruth` and `fieldDate` read them. Only top-level rows count.
///
/// A query of states alone meets a row with no fields one way whatever the row
/// (`HitQuery.plainRowMatches`). When it never does (done, overdue, due today), it
/// is asked only of the rows holding fields, through their index of positions
/// (`rows_stated`, migration 13); when it always does (not done, not snoozed), its
/// rows are the section's count less the rows holding fields that it leaves out.
/// Either way what it costs is the rows holding fields, never those without.
extension SQLStore {
    private func p(_ sql: String) -> String { Self.placeholders.apply(sql) }

    /// The query as a condition on one row of `rows`: words asked of the word index
    /// by the ids it gives (`probe` false) or of each row in turn; nil when no row can hold it.
    func condition(_ query: HitQuery, in list: ListID, probe: Bool) throws -> HitCondition? {
        switch query {
        case .words(let words):
            guard !words.isEmpty, let match = try wordMatch(words, in: list) else { return nil }
            return probe ? HitCondition(sql: match.probe, values: match.probeValues)
                : HitCondition(sql: "rows.id IN (\(match.ids))", values: match.idValues)
        case .filter(let q, let today, let kept):
            let cond = try condition(q, today: today, in: list, probe: probe)
            guard let kept else { return cond }
            return HitCondition(sql: "(", values: []) + cond + HitCondition(sql: " OR rows.id = ?)", values: [.integer(kept.raw)])
        }
    }

    private func condition(_ q: RowQuery, today: CalendarDate, in list: ListID, probe: Bool) throws -> HitCondition {
        func truth(_ name: String) -> HitCondition {
            let (sql, value) = Self.fieldTruth(name)
            return HitCondition(sql: sql, values: [value])
        }
        func date(_ name: String) -> HitCondition {
            let (sql, value) = Self.fieldDate(name)
            return HitCondition(sql: sql, values: [value])
        }
        /// The value of a field in a role under whichever of its names comes first, as `Row.value(_:)` reads it.
        func role(_ role: FieldRole, _ read: (String) -> HitCondition) -> HitCondition {
            let each = role.spellings.sorted().map(read)
            return HitCondition(sql: "coalesce(" + each.map(\.sql).joined(separator: ", ") + ")", values: each.flatMap(\.values))
        }
        func text(_ s: String) -> HitCondition { HitCondition(sql: s, values: []) }
        switch q {
        case .words(let text):
            return try condition(.words(SearchWords.query(text)), in: list, probe: probe) ?? .none
        case .flag(let name):
            return text("coalesce(") + truth(name) + text(", '') = 'true'")
        case .equals(let name, .bool(let value)):
            return text("coalesce(") + truth(name) + text(", '') = '\(value)'")
        case .has(let name):
            return text("(") + truth(name) + text(" IS NOT NULL)")
        case .date(let name, let comparison, let day):
            let op = [DateComparison.before: "<", .after: ">", .on: "=", .by: "<="][comparison]!
            let d = date(name)
            return text("(") + d + text(" IS NOT NULL AND ") + d + HitCondition(sql: " \(op) ?)", values: [.text(day.iso)])
        case .overdue:
            let due = role(.due, date)
            return text("(") + due + text(" IS NOT NULL AND ") + due + HitCondition(sql: " < ?", values: [.text(today.iso)])
                + text(" AND coalesce(") + role(.done, truth) + text(", '') <> 'true')")
        case .dueToday:
            let due = role(.due, date)
            return text("(") + due + text(" IS NOT NULL AND ") + due + HitCondition(sql: " = ?", values: [.text(today.iso)])
                + text(" AND coalesce(") + role(.done, truth) + text(", '') <> 'true')")
        case .unread:
            return text("coalesce(") + role(.read, truth) + text(", '') = 'false'")
        case .not(let a):
            return text("NOT (") + (try condition(a, today: today, in: list, probe: probe)) + text(")")
        case .and(let a, let b):
            return text("(") + (try condition(a, today: today, in: list, probe: probe)) + text(" AND ")
                + (try condition(b, today: today, in: list, probe: probe)) + text(")")
        case .or(let a, let b):
            return text("(") + (try condition(a, today: today, in: list, probe: probe)) + text(" OR ")
                + (try condition(b, today: today, in: list, probe: probe)) + text(")")
        case .equals, .waiting, .repeating:
            // HitQuery(filter:today:) never asks these of a store.
            return .none
        }
    }

    public func hitCounts(matching query: HitQuery, in list: ListID) throws -> [SectionID: Int] {
        var counts: [SectionID: Int] = [:]
        if case .words(let words) = query {
            guard !words.isEmpty, let match = try wordMatch(words, in: list) else { return [:] }
            try connection.each(p(match.sectionCounts), match.sectionCountValues) { c in
                let n = SQLRows.count(c.integer(1))
                if n > 0 { counts[SectionID(c.integer(0))] = n }
            }
            return counts
        }
        if let counted = try countedHits(query, in: list) { return counted }
        guard let cond = try condition(query, in: list, probe: false) else { return [:] }
        let listed: [Value] = [.integer(list.raw)]
        switch query.plainRowMatches {
        case false?:
            // The list's rows holding fields, in their index, grouped by section in one statement.
            try countStated(cond, in: list) { id, n in if n > 0 { counts[id] = n } }
            return counts
        case true?:
            // Each section's count, less its rows holding fields that are left out: two statements whatever
            // the sections (asked section by section, 10,000 sections cost 10,000 lookups of the index).
            var left: [SectionID: Int] = [:]
            try countStated(HitCondition(sql: "NOT (", values: []) + cond + HitCondition(sql: ")", values: []), in: list) { id, n in
                left[id] = n
            }
            try connection.each(p("SELECT id, row_count FROM sections WHERE list_id = ?"), listed) { c in
                let id = SectionID(c.integer(0))
                let n = SQLRows.count(c.integer(1)) - (left.isEmpty ? 0 : left[id] ?? 0)
                if n > 0 { counts[id] = n }
            }
            return counts
        case nil:
            let sql = HitCondition(sql: "SELECT section_id, count(*) FROM rows WHERE ", values: []) + cond
                + HitCondition(sql: " AND list_id = ? AND parent_id IS NULL GROUP BY section_id", values: listed)
            try connection.each(p(sql.sql), sql.values) { c in
                let n = SQLRows.count(c.integer(1))
                if n > 0 { counts[SectionID(c.integer(0))] = n }
            }
            return counts
        }
    }

    public func plainRowsLeftOut(matching query: HitQuery, in list: ListID) throws -> [SectionID: Int]? {
        guard query.plainRowMatches == true, let cond = try condition(query, in: list, probe: false) else { return nil }
        // Only rows holding fields can be left out: the list's index of them, grouped by section in one statement.
        var left: [SectionID: Int] = [:]
        try countStated(HitCondition(sql: "NOT (", values: []) + cond + HitCondition(sql: ")", values: []), in: list) { id, n in
            if n > 0 { left[id] = n }
        }
        return left
    }

    /// Each section's top-level rows holding fields that meet `cond`, walked once in
    /// the list's index of rows holding fields (`rows_with_fields`). The top level is
    /// asked as `coalesce(parent_id, 0) = 0`, which the index by list and parent
    /// can't range over: asked as `parent_id IS NULL`, SQLite walks that index, every
    /// row of the list (a million rows: 1.7 s against under 1 ms).
    private func countStated(_ cond: HitCondition, in list: ListID, _ each: (SectionID, Int) -> Void) throws {
        let sql = HitCondition(sql: "SELECT section_id, count(*) FROM rows WHERE list_id = ? AND fields <> '{}' AND coalesce(parent_id, 0) = 0 AND ",
                               values: [.integer(list.raw)]) + cond + HitCondition(sql: " GROUP BY section_id", values: [])
        try connection.each(p(sql.sql), sql.values) { c in each(SectionID(c.integer(0)), SQLRows.count(c.integer(1))) }
    }

    public func hits(
        matching query: HitQuery, in list: ListID, section: SectionID, beyond position: Int64?, forward: Bool, limit: Int, sparse: Bool
    ) throws -> [Row] {
        guard limit > 0, let cond = try condition(query, in: list, probe: !sparse) else { return [] }
        let bound: Value = .integer(position ?? (forward ? Int64.min : Int64.max))
        let compare = forward ? (position == nil ? ">=" : ">") : (position == nil ? "<=" : "<")
        let stated = query.plainRowMatches == false ? " AND fields <> '{}'" : ""
        // Few rows holding words: driven by their ids, each looked up, where the section's index
        // would be walked to meet them (a 500,000-row section: 1 ms against 136 ms).
        var byIDs = false
        if sparse, case .words = query { byIDs = true }
        let inSection = byIDs ? "section_id + 0 = ?" : "section_id = ?"
        let sql = HitCondition(sql: """
            SELECT \(SQLRows.rowColumns) FROM rows WHERE \(inSection) AND parent_id IS NULL\(stated) AND position \(compare) ? AND 
            """, values: [.integer(section.raw), bound]) + cond
            + HitCondition(sql: " ORDER BY position \(forward ? "" : "DESC") LIMIT ?", values: [.integer(Int64(limit))])
        var rows: [Row] = []
        try connection.each(p(sql.sql), sql.values) { c in rows.append(SQLRows.row(c, from: 0, noting: damage)) }
        return forward ? rows : rows.reversed()
    }

    public func hitRank(matching query: HitQuery, in list: ListID, section: SectionID, before position: Int64,
                        hits: (section: Int, list: Int)?) throws -> Int {
        if try everyRowHolds(query, in: list, section: section) { return try rank(before: position, in: section) }
        if query.plainRowMatches == nil, let near = try hitRankNearAnEnd(query, in: list, section: section, before: position, hits: hits) {
            return near
        }
        guard let cond = try condition(query, in: list, probe: false) else { return 0 }
        let here: [Value] = [.integer(section.raw), .integer(position)]
        let sql: HitCondition
        switch query.plainRowMatches {
        case false?:
            sql = HitCondition(sql: """
                SELECT count(*) FROM rows WHERE section_id = ? AND parent_id IS NULL AND fields <> '{}' AND position < ? AND 
                """, values: here) + cond
        case true?:
            // The rows before it, counted as ranks are (SQLite's tree of counts, not a walk of the
            // section's index), less those holding fields that are left out.
            sql = HitCondition(sql: """
                SELECT count(*) FROM rows WHERE section_id = ? AND parent_id IS NULL AND fields <> '{}' AND position < ? AND NOT (
                """, values: here) + cond + HitCondition(sql: ")", values: [])
            let left = SQLRows.count(try connection.scalar(p(sql.sql), sql.values) ?? 0)
            return try rank(before: position, in: section) - left
        case nil:
            // The list's hits gathered once, and the section's rows on the nearer side of it walked against them.
            let rows = try sectionRows(section)
            let byIDs = gathering(query, rowsAsked: rows, sectionRows: rows, hits: hits) == .byIDs
            let inSection = byIDs ? "section_id + 0 = ?" : "section_id = ?"
            let after = try !byIDs && hits != nil && rank(before: position, in: section) * 2 > rows
            sql = HitCondition(sql: "SELECT count(*) FROM rows WHERE ", values: []) + cond
                + HitCondition(sql: " AND \(inSection) AND parent_id IS NULL AND position \(after ? ">=" : "<") ?", values: here)
            let counted = SQLRows.count(try connection.scalar(p(sql.sql), sql.values) ?? 0)
            guard after, let hits else { return counted }
            return max(0, hits.section - counted)
        }
        return SQLRows.count(try connection.scalar(p(sql.sql), sql.values) ?? 0)
    }

    /// A row near either end of its section, placed by asking each row between it and
    /// that end whether it is a hit (FTS5 asked of one rowid, about 10 µs a row) rather
    /// than by gathering the id of every hit in the list (about 0.2 µs a hit): with the
    /// focus on the 3rd of 999,996 hits, `filter task` took 0.3 s and now under 1 ms, and
    /// on a row of a 100-row section among a million hits 338 ms and now about 1 ms.
    /// Nil where the rows to ask outnumber the list's hits over `hitsPerRowAsked`.
    private func hitRankNearAnEnd(_ query: HitQuery, in list: ListID, section: SectionID, before position: Int64,
                                  hits totals: (section: Int, list: Int)?) throws -> Int? {
        guard let totals, totals.section > 0, let probe = try condition(query, in: list, probe: true) else { return nil }
        let hits = totals.section
        let asked = max(hits, totals.list) / Self.hitsPerRowAsked
        let before = try rank(before: position, in: section)
        let here: [Value] = [.integer(section.raw), .integer(position)]
        func count(_ compare: String) throws -> Int {
            let sql = HitCondition(sql: "SELECT count(*) FROM rows WHERE section_id = ? AND parent_id IS NULL AND position \(compare) ? AND ",
                                   values: here) + probe
            return SQLRows.count(try connection.scalar(p(sql.sql), sql.values) ?? 0)
        }
        if before <= asked { return try count("<") }
        let rows = SQLRows.count(try connection.scalar(p("SELECT row_count FROM sections WHERE id = ?"), [.integer(section.raw)]) ?? 0)
        guard rows - before <= asked else { return nil }
        return max(0, hits - (try count(">=")))
    }

    /// How many hits gathering by id costs against one row asked, as measured on SQLite (see `hitRankNearAnEnd`).
    static var hitsPerRowAsked: Int { 50 }

    /// Whether every top-level row of a section holds a query's words, by the counts
    /// the engine keeps of them (`WordMatch.countedInSection`): a row's place among
    /// them is then its place in the section, counted as ranks are, not one by one.
    private func everyRowHolds(_ query: HitQuery, in list: ListID, section: SectionID) throws -> Bool {
        guard case .words(let words) = query, !words.isEmpty, let match = try wordMatch(words, in: list),
              let counted = match.countedInSection,
              let held = try connection.scalar(p(counted), match.sectionCountValues + [.integer(section.raw)]) else { return false }
        return held == (try connection.scalar(p("SELECT row_count FROM sections WHERE id = ?"), [.integer(section.raw)]) ?? -1)
    }

    public func hitPosition(matching query: HitQuery, in list: ListID, section: SectionID, offset: Int,
                            hits totals: (section: Int, list: Int)?) throws -> Int64? {
        guard offset >= 0 else { return nil }
        // Counted from the section's end where that is nearer, the section's hits being known:
        // `goto 999000` of 999,996 hits asks the last thousand rows.
        var skipped = offset, back = false
        if let totals, offset < totals.section, totals.section - 1 - offset < offset {
            skipped = totals.section - 1 - offset
            back = true
        }
        let rows = try sectionRows(section)
        let gathering = gathering(query, rowsAsked: (skipped + 1) * max(1, rows / max(1, totals?.section ?? 1)), sectionRows: rows, hits: totals)
        guard let cond = try condition(query, in: list, probe: gathering == .probed) else { return nil }
        let stated = query.plainRowMatches == false ? " AND fields <> '{}'" : ""
        let inSection = gathering == .byIDs ? "section_id + 0 = ?" : "section_id = ?"
        let sql = HitCondition(sql: "SELECT position FROM rows WHERE \(inSection) AND parent_id IS NULL\(stated) AND ",
                               values: [.integer(section.raw)]) + cond
            + HitCondition(sql: " ORDER BY position\(back ? " DESC" : "") LIMIT 1 OFFSET ?", values: [.integer(Int64(skipped))])
        return try connection.scalar(p(sql.sql), sql.values)
    }

    /// How `hitPosition` and `hitRank` tell a section's hits apart (`HitGathering`).
    func gathering(_ query: HitQuery, rowsAsked: Int, sectionRows: Int, hits totals: (section: Int, list: Int)?) -> HitGathering {
        guard query.plainRowMatches == nil, let totals, totals.section > 0 else { return .probed }
        let gathered = max(totals.section, totals.list)
        guard rowsAsked * Self.hitsPerRowAsked > gathered else { return .probed }
        return gathered * Self.rowsWalkedPerHitLookedUp < sectionRows ? .byIDs : .walked
    }

    /// How many of a section's rows walked against a set of hits cost one hit looked up by its id, as measured on SQLite.
    static var rowsWalkedPerHitLookedUp: Int { 8 }

    /// A section's count of top-level rows, as the store keeps it.
    private func sectionRows(_ section: SectionID) throws -> Int {
        SQLRows.count(try connection.scalar(p("SELECT row_count FROM sections WHERE id = ?"), [.integer(section.raw)]) ?? 0)
    }

    public func hitStateCounts(matching query: HitQuery, in list: ListID, today: CalendarDate) throws -> [SectionID: StateCounts] {
        if let counted = try countedHitStateCounts(query, in: list) { return counted }
        guard let cond = try condition(query, in: list, probe: false) else { return [:] }
        // A row holding no field has no badge: the rows holding one are walked, in their index, once. By
        // states alone, the list's, grouped by section in one statement; with words, section by section,
        // so that SQLite does not look up each row the word index names (a million, for `filter task`).
        var sql = HitCondition(sql: "SELECT rows.section_id", values: [])
        for badge in [RowQuery.overdue, .dueToday, .unread] {
            sql = sql + HitCondition(sql: ", count(*) FILTER (WHERE ", values: [])
                + (try condition(badge, today: today, in: list, probe: false)) + HitCondition(sql: ")", values: [])
        }
        let listed: [Value] = [.integer(list.raw)]
        if query.plainRowMatches != nil {
            sql = sql + HitCondition(sql: " FROM rows WHERE list_id = ? AND fields <> '{}' AND coalesce(parent_id, 0) = 0 AND ", values: listed)
        } else {
            sql = sql + HitCondition(sql: " FROM sections JOIN rows ON rows.section_id = sections.id WHERE sections.list_id = ?"
                                     + " AND rows.parent_id IS NULL AND rows.fields <> '{}' AND ", values: listed)
        }
        sql = sql + cond + HitCondition(sql: " GROUP BY rows.section_id", values: [])
        var out: [SectionID: StateCounts] = [:]
        try connection.each(p(sql.sql), sql.values) { c in
            let counts = StateCounts(overdue: SQLRows.count(c.integer(1)), dueToday: SQLRows.count(c.integer(2)),
                                     unread: SQLRows.count(c.integer(3)))
            if counts != StateCounts() { out[SectionID(c.integer(0))] = counts }
        }
        return out
    }

    /// One entry of the index of rows by list and parent (`rows_by_list`), whatever the list holds.
    /// Two statements, each on its partial index (`rows_with_fields`, `rows_with_schedule`):
    /// asked as one with OR, an engine may walk the index of lists, every row of the list.
    public func agendaRows(of list: ListID, through end: CalendarDate) throws -> [AgendaCandidate] {
        let dues = FieldRole.due.spellings.sorted().map { Self.fieldDate($0) }
        let due = "coalesce(" + dues.map(\.sql).joined(separator: ", ") + ")"
        var rows: [AgendaCandidate] = []
        var seen: Set<RowID> = []
        func read(_ sql: String, _ values: [Value]) throws {
            try connection.each(p(sql), values) { c in
                let row = SQLRows.row(c, from: 0, noting: damage)
                guard seen.insert(row.id).inserted else { return }
                let parent = c.isNull(SQLRows.columnCount + 1) ? nil : RowID(c.integer(SQLRows.columnCount + 1))
                rows.append(AgendaCandidate(row: row, section: SectionID(c.integer(SQLRows.columnCount)), parent: parent))
            }
        }
        let columns = SQLRows.rowColumns + ", section_id, parent_id"
        try read("SELECT \(columns) FROM rows WHERE list_id = ? AND fields <> '{}' AND \(due) <= ?",
                 [.integer(list.raw)] + dues.map(\.value) + [.text(end.iso)])
        try read("SELECT \(columns) FROM rows WHERE list_id = ? AND schedule IS NOT NULL", [.integer(list.raw)])
        return rows
    }

    public func holdsRowsInsideOthers(_ list: ListID) throws -> Bool {
        try connection.scalar(p("SELECT 1 FROM rows WHERE list_id = ? AND parent_id IS NOT NULL LIMIT 1"), [.integer(list.raw)]) != nil
    }

    public func hitIDs(matching query: HitQuery, in list: ListID, section: SectionID) throws -> (ids: Set<RowID>, leftOut: Bool) {
        guard let cond = try condition(query, in: list, probe: false) else { return ([], false) }
        let here: [Value] = [.integer(section.raw)]
        let sql: HitCondition
        switch query.plainRowMatches {
        case true?:
            sql = HitCondition(sql: "SELECT id FROM rows WHERE section_id = ? AND parent_id IS NULL AND fields <> '{}' AND NOT (", values: here)
                + cond + HitCondition(sql: ")", values: [])
        case false?:
            sql = HitCondition(sql: "SELECT id FROM rows WHERE section_id = ? AND parent_id IS NULL AND fields <> '{}' AND ", values: here) + cond
        case nil:
            // Driven by the word index's ids, each looked up, not by a walk of the section's index.
            sql = HitCondition(sql: "SELECT id FROM rows WHERE section_id + 0 = ? AND parent_id IS NULL AND ", values: here) + cond
        }
        var ids: Set<RowID> = []
        try connection.each(p(sql.sql), sql.values) { c in ids.insert(RowID(c.integer(0))) }
        return (ids, query.plainRowMatches == true)
    }

    public func holding(_ query: HitQuery, in list: ListID, among rows: [RowID]) throws -> Set<RowID> {
        guard !rows.isEmpty, let cond = try condition(query, in: list, probe: true) else { return [] }
        var out: Set<RowID> = []
        for start in stride(from: 0, to: rows.count, by: 500) {
            let chunk = rows[start..<min(start + 500, rows.count)]
            let marks = Array(repeating: "?", count: chunk.count).joined(separator: ", ")
            let sql = HitCondition(sql: "SELECT id FROM rows WHERE id IN (\(marks)) AND ", values: chunk.map { .integer($0.raw) }) + cond
            try connection.each(p(sql.sql), sql.values) { c in out.insert(RowID(c.integer(0))) }
        }
        return out
    }
}
