import ListoModel

/// Many new rows written to a PostgreSQL store a few thousand to a statement: each
/// statement is a round trip to the server and a plan, which a row at a time made
/// the cost of `listo copy` into a server (200,000 rows in 13.5 minutes). The rows go
/// in as arrays, one per column, unnested by the server; their words likewise. The
/// triggers that count rows and badges hold off meanwhile (migration 9) and their work
/// is done for each step's rows, so the counts are what writing the rows one by one
/// leaves, and all of it stays inside the change's one transaction.
extension ServerStore {
    /// How many rows a change writes before they go in as arrays rather than a row each.
    static var bulkRowsFrom: Int { 32 }

    /// How many rows one statement carries: large enough that round trips cost little,
    /// small enough that a statement's text stays a few megabytes.
    static var bulkStep: Int { 5_000 }

    /// The rows not stored yet go in as arrays, parents before the rows inside them;
    /// rows already stored (a change that puts back or moves them) are written one by one, after.
    /// Outside a transaction (a test's writing straight into a store) the rows go one by one:
    /// the setting that holds off the triggers lasts for its transaction only.
    func putRows(_ rows: [PlacedRow], list: ListID, inPlace: Bool) throws {
        guard !inPlace, rows.count >= Self.bulkRowsFrom, connection.inTransaction else {
            for placed in rows { try write(placed.row, list: list, section: placed.section, parent: placed.parent, inPlace: inPlace) }
            return
        }
        var stored: Set<Int64> = []
        let (set, value) = Self.idSet(rows.map(\.row.id.raw))
        try connection.query(Self.placeholders.apply("SELECT id FROM rows WHERE id IN (\(set))"), [value]) { c in stored.insert(c.integer(0)) }
        let fresh = rows.filter { !stored.contains($0.row.id.raw) }
        // Migration 9's triggers count no row inserted while this is on; a store not migrated yet counts each.
        let counted = (try connection.scalar("SELECT value::bigint FROM listo_meta WHERE name = 'version'") ?? 0) >= 9
        if counted { try connection.query("SELECT set_config('listo.bulk', 'on', true)") }
        var start = 0
        while start < fresh.count {
            // A step at a time: a signal ends the change here, rolled back whole.
            try LongWork.checkpoint()
            let end = min(start + Self.bulkStep, fresh.count)
            let ids = try insertFresh(fresh[start..<end], list: list)
            if counted { try countIn(ids) }
            start = end
        }
        if counted { try connection.query("SELECT set_config('listo.bulk', 'off', true)") }
        for placed in rows where stored.contains(placed.row.id.raw) {
            try write(placed.row, list: list, section: placed.section, parent: placed.parent)
        }
    }

    /// One statement for the rows, one for their words: rows not stored, in an order
    /// where each row's parent comes first or is stored already.
    /// The rows just inserted counted in for the set, as the triggers do a row at a time
    /// (listo_count_rows, listo_count_badges): each section's top-level rows, each badge entry.
    private func countIn(_ ids: Value) throws {
        try connection.query("""
            UPDATE sections SET row_count = sections.row_count + g.n
            FROM (SELECT section_id, count(*) AS n FROM rows WHERE id = ANY($1::bigint[]) AND parent_id IS NULL GROUP BY section_id) AS g
            WHERE sections.id = g.section_id
            """, [ids])
        let key = "list_id, section_id, top, kind, day"
        try connection.query("""
            INSERT INTO row_badges(\(key), row_count)
            SELECT e.*, count(*) FROM rows AS r CROSS JOIN LATERAL (\(Self.badgeEntries("r"))) AS e
            WHERE r.id = ANY($1::bigint[]) AND r.fields <> '{}' GROUP BY 1, 2, 3, 4, 5
            ON CONFLICT (\(key)) DO UPDATE SET row_count = row_badges.row_count + excluded.row_count
            """, [ids])
    }

    /// Returns the ids inserted, as the array parameter that named them.
    private func insertFresh(_ rows: ArraySlice<PlacedRow>, list: ListID) throws -> Value {
        var ids: [String?] = [], sections: [String?] = [], parents: [String?] = [], titles: [String?] = [], keys: [String?] = []
        var notes: [String?] = [], fields: [String?] = [], flags: [String?] = [], positions: [String?] = [], expanded: [String?] = []
        var schedules: [String?] = [], words: [String?] = [], wordRows: [String?] = []
        for placed in rows {
            let row = placed.row, id = String(row.id.raw)
            ids.append(id)
            sections.append(String(placed.section.raw))
            parents.append(placed.parent.map { String($0.raw) })
            titles.append(row.title)
            keys.append(Names.indexKey(row.title))
            notes.append(row.notes)
            fields.append(Codec.encode(fields: row.fields))
            flags.append(String(Codec.flags(row)))
            positions.append(String(row.position))
            expanded.append(row.expanded ? "1" : "0")
            schedules.append(Codec.encode(schedule: row.schedule))
            for word in Set(SearchWords.words(row.title) + SearchWords.words(row.notes ?? "")).sorted() {
                words.append(word)
                wordRows.append(id)
            }
        }
        let columns = [ids, sections, parents, titles, keys, notes, fields, flags, positions, expanded, schedules]
        let idArray = Value.text(Self.arrayLiteral(ids))
        try connection.query("""
            INSERT INTO rows(\(WriterStatements.rowColumns))
            SELECT v.id, $1, v.section_id, v.parent_id, v.title, v.title_key, v.notes, v.fields, v.flags, v.position, v.expanded, v.schedule
            FROM unnest($2::bigint[], $3::bigint[], $4::bigint[], $5::text[], $6::text[], $7::text[], $8::text[], $9::integer[],
                        $10::bigint[], $11::integer[], $12::text[])
                AS v(id, section_id, parent_id, title, title_key, notes, fields, flags, position, expanded, schedule)
            """, [.integer(list.raw)] + columns.map { .text(Self.arrayLiteral($0)) })
        if !words.isEmpty {
            try connection.query(
                "INSERT INTO row_words(list_id, word, row_id) SELECT $1, w.word, w.row_id FROM unnest($2::text[], $3::bigint[]) AS w(word, row_id)",
                [.integer(list.raw), .text(Self.arrayLiteral(words)), .text(Self.arrayLiteral(wordRows))])
        }
        return idArray
    }

    /// An array's text as PostgreSQL reads it, passed as one parameter: each element
    /// quoted, its quotes and backslashes escaped, nil as NULL.
    static func arrayLiteral(_ values: [String?]) -> String {
        var out = "{"
        for (i, value) in values.enumerated() {
            if i > 0 { out += "," }
            guard let value else {
                out += "NULL"
                continue
            }
            out += "\""
            for c in value.unicodeScalars {
                if c == "\\" || c == "\"" { out += "\\" }
                out.unicodeScalars.append(c)
            }
            out += "\""
        }
        return out + "}"
    }
}
