import ListoModel

/// Changes to the rows a rule covers, for both SQL engines: counted, kept aside,
/// deleted and put back in a few statements each, however many rows they are
/// (`BulkWrite`). The rows kept aside for undo are in `saved_rows` (SQLite
/// migration 15, server migration 4) under a key taken from the id counter and
/// this connection's origin, until undo puts them back or the session lets the step go.
extension SQLStore {
    private var sql: (String) -> String { Self.placeholders.apply }

    /// The condition, on rows as `r`, that a top-level row of `list` is covered by the rule:
    /// under a filter's words, among the ids the word index gives for them (none where no row holds them).
    /// Rows selected by id beside the rule are covered as well: the rule's rows are found as
    /// without them, in a statement of their own, so that its indexes still serve it.
    private func covering(_ rule: RowRule, in list: ListID) throws -> (sql: String, values: [Value]) {
        guard !rule.also.isEmpty else { return try ruleCovering(rule, in: list) }
        var alone = rule
        alone.also = []
        let (inner, values) = try ruleCovering(alone, in: list)
        let (set, value) = Self.idSet(rule.also.map(\.raw).sorted())
        return ("r.list_id = ? AND r.parent_id IS NULL AND r.flags & 4 = 0 AND r.id IN (SELECT r.id FROM rows AS r WHERE \(inner) UNION \(set))",
                [.integer(list.raw)] + values + [value])
    }

    private func ruleCovering(_ rule: RowRule, in list: ListID) throws -> (sql: String, values: [Value]) {
        var text = "r.list_id = ? AND r.parent_id IS NULL AND r.id < ? AND r.flags & 4 = 0"
        var values: [Value] = [.integer(list.raw), .integer(rule.below)]
        if !rule.excluded.isEmpty {
            let (set, value) = Self.idSet(rule.excluded.map(\.raw).sorted())
            text += " AND r.id NOT IN (\(set))"
            values.append(value)
        }
        if let only = rule.only {
            let (set, value) = Self.idSet(only.map(\.raw).sorted())
            text += " AND r.id IN (\(set))"
            values.append(value)
        }
        if let state = rule.state {
            text += state.value ? " AND r.fields <> '{}' AND \(Self.flagTest)" : " AND NOT (r.fields <> '{}' AND \(Self.flagTest))"
            values.append(.text(state.field))
        }
        if let query = rule.query {
            guard let hits = try condition(query, in: list, probe: false) else { return (text + " AND 1 = 0", values) }
            text += " AND r.id IN (SELECT rows.id FROM rows WHERE rows.list_id = ? AND \(hits.sql))"
            values += [.integer(list.raw)] + hits.values
        }
        return (text, values)
    }

    public func tally(of rule: RowRule, in list: ListID, around focus: RowID?, setting: [String: FieldValue], toggling: String?) throws -> RuleTally {
        let (cover, values) = try covering(rule, in: list)
        var tally = RuleTally()
        var blocking: Set<SectionID> = []
        var holdingIn: [SectionID: Int] = [:]
        var differingIn: [SectionID: Int] = [:]
        let holds = toggling.map(Self.holdsTrue)
        // Rows holding other values than those asked about: any field of them missing or different.
        var differs = "1 = 1", differValues: [Value] = []
        if !setting.isEmpty {
            let patch = Codec.encode(fields: setting)
            let tests = setting.keys.sorted().map {
                Self.fieldDiffers($0, from: patch, absentHolds: fieldHolds([:], $0, setting[$0]!))
            }
            differs = tests.map(\.sql).joined(separator: " OR ")
            differValues = tests.flatMap(\.values)
        }
        try connection.each(sql("""
            SELECT r.section_id, count(*), sum(CASE WHEN r.flags & 2 <> 0 THEN 1 ELSE 0 END),
                sum(CASE WHEN r.schedule IS NOT NULL THEN 1 ELSE 0 END), sum(CASE WHEN \(differs) THEN 1 ELSE 0 END),
                sum(CASE WHEN \(holds?.sql ?? "1 = 0") THEN 1 ELSE 0 END)
            FROM rows AS r WHERE \(cover)
            GROUP BY r.section_id
            """), differValues + (holds.map { [$0.value] } ?? []) + values) { c in
            tally.counts[SectionID(c.integer(0))] = SQLRows.count(c.integer(1))
            if c.integer(2) > 0 { blocking.insert(SectionID(c.integer(0))) }
            tally.scheduled += SQLRows.count(c.integer(3))
            tally.differing += SQLRows.count(c.integer(4))
            differingIn[SectionID(c.integer(0))] = SQLRows.count(c.integer(4))
            let holding = SQLRows.count(c.integer(5))
            tally.holding += holding
            holdingIn[SectionID(c.integer(0))] = holding
        }
        let order = try sectionOrder(of: list).filter { tally.counts[$0] != nil }
        tally.lastSection = order.last
        // The first rows covered, section by section in order, each read through its index of positions.
        var tops: [(id: RowID, section: SectionID, position: Int64)] = []
        for section in order where tally.first.count < RuleTally.named {
            try connection.each(sql("""
                SELECT r.id, r.title, r.position FROM rows AS r WHERE r.section_id = ? AND \(cover) ORDER BY r.position LIMIT ?
                """), [.integer(section.raw)] + values + [.integer(Int64(RuleTally.named - tally.first.count))]) { c in
                tally.first.append(c.text(1) ?? "")
                tops.append((RowID(c.integer(0)), section, c.integer(2)))
            }
        }
        if let top = tops.first { (tally.firstRow, tally.firstSection) = (top.id, top.section) }
        /// The first titles of the covered rows that meet `test` (`meets`) or not, read
        /// through the sections that have any, as `meeting` counted them in each.
        func firstTitles(_ test: (sql: String, values: [Value]), _ meeting: [SectionID: Int], meets: Bool) throws -> [String] {
            var titles: [String] = []
            for section in order where titles.count < RuleTally.named {
                let n = meeting[section] ?? 0
                guard meets ? n > 0 : n < tally.counts[section] ?? 0 else { continue }
                try connection.each(sql("""
                    SELECT r.title FROM rows AS r WHERE r.section_id = ? AND \(cover) AND \(meets ? "" : "NOT ")(\(test.sql))
                    ORDER BY r.position LIMIT ?
                    """), [.integer(section.raw)] + values + test.values + [.integer(Int64(RuleTally.named - titles.count))]) { c in
                    titles.append(c.text(0) ?? "")
                }
            }
            return titles
        }
        if let field = toggling {
            // The first rows holding the field true and not.
            let test = Self.holdsTrue(field)
            tally.firstHolding = try firstTitles((test.sql, [test.value]), holdingIn, meets: true)
            tally.firstNotHolding = try firstTitles((test.sql, [test.value]), holdingIn, meets: false)
        }
        if !setting.isEmpty && tally.differing > 0 && tally.differing < tally.count {
            // The first rows that differ from the values set and that hold them already.
            tally.firstDiffering = try firstTitles((differs, differValues), differingIn, meets: true)
            tally.firstSame = try firstTitles((differs, differValues), differingIn, meets: false)
        }
        let nested = try connection.scalar(sql("SELECT 1 FROM rows WHERE list_id = ? AND parent_id IS NOT NULL LIMIT 1"), [.integer(list.raw)]) != nil
        if nested {
            tally.below = SQLRows.count(try connection.scalar(sql("""
                WITH RECURSIVE below(id) AS (
                    SELECT r.id FROM rows AS r WHERE \(cover)
                    UNION ALL SELECT c.id FROM rows AS c JOIN below ON c.parent_id = below.id)
                SELECT count(*) FROM below
                """), values) ?? 0) - tally.count
        }
        tally.blocked = try blocked(cover, values, order: order, blocking: blocking, nested: nested)
        if let focus {
            // Under a filter's words, the rows beside that stay are those it lets through.
            var shown: (sql: String, values: [Value])? = nil
            if let query = rule.query {
                let hits = try condition(query, in: list, probe: false)
                shown = hits.map { (" AND r.id IN (SELECT rows.id FROM rows WHERE rows.list_id = ? AND \($0.sql))", [.integer(list.raw)] + $0.values) }
                    ?? (" AND 1 = 0", [])
            }
            try neighbours(of: focus, cover, values, shown: shown, into: &tally)
        }
        return tally
    }

    public func coveredRows(of rule: RowRule, in list: ListID) throws -> [SectionID: [(rank: Int, row: Row)]] {
        let (cover, values) = try covering(rule, in: list)
        let columns = SQLRows.rowColumns.split(separator: ", ").map { "r.\($0)" }.joined(separator: ", ")
        var out: [SectionID: [(rank: Int, row: Row)]] = [:]
        for section in try sectionOrder(of: list) {
            var found: [(rank: Int, row: Row)] = []
            // Each row's rank is counted by the store over the section's rows; only the rows covered are handed out.
            try connection.each(sql("""
                SELECT r.rank, \(columns) FROM (
                    SELECT *, row_number() OVER (ORDER BY position) - 1 AS rank FROM rows WHERE section_id = ? AND parent_id IS NULL
                ) AS r WHERE \(cover) ORDER BY r.position
                """), [.integer(section.raw)] + values) { c in found.append((Int(c.integer(0)), SQLRows.row(c, from: 1, noting: damage))) }
            if !found.isEmpty { out[section] = found }
        }
        return out
    }

    /// A list's sections in reading order.
    private func sectionOrder(of list: ListID) throws -> [SectionID] {
        var out: [SectionID] = []
        try connection.each(sql("SELECT id FROM sections WHERE list_id = ? ORDER BY position"), [.integer(list.raw)]) { c in
            out.append(SectionID(c.integer(0)))
        }
        return out
    }

    /// The first covered row, in reading order, that can't be deleted or holds a
    /// row that can't: the one a delete row by row would have refused on, with the
    /// subtask that holds it back found as `requireSubtreeDeletable` finds it.
    private func blocked(_ cover: String, _ values: [Value], order: [SectionID], blocking: Set<SectionID>, nested: Bool) throws -> RuleTally.Blocked? {
        var candidates: [(section: SectionID, position: Int64)] = []
        for section in order where blocking.contains(section) {
            try connection.each(sql("""
                SELECT r.position FROM rows AS r WHERE r.section_id = ? AND \(cover) AND r.flags & 2 <> 0 ORDER BY r.position LIMIT 1
                """), [.integer(section.raw)] + values) { c in candidates.append((section, c.integer(0))) }
            break
        }
        if nested {
            // The top-level rows above each subtask that can't be deleted, when they are covered.
            try connection.each(sql("""
                WITH RECURSIVE up(id, parent_id) AS (
                    SELECT id, parent_id FROM rows WHERE list_id = ? AND parent_id IS NOT NULL AND flags & 2 <> 0
                    UNION SELECT r.id, r.parent_id FROM rows AS r JOIN up ON r.id = up.parent_id)
                SELECT r.section_id, r.position FROM rows AS r WHERE r.id IN (SELECT id FROM up) AND \(cover)
                """), [values[0]] + values) { c in candidates.append((SectionID(c.integer(0)), c.integer(1))) }
        }
        let rank = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        guard let first = candidates.min(by: { (rank[$0.section] ?? 0, $0.position) < (rank[$1.section] ?? 0, $1.position) }),
              let row = try rows(of: first.section, around: first.position, count: 1).rows.first(where: { $0.position == first.position })
        else { return nil }
        if row.deleteDisabled { return .init(title: row.title, pinned: row.isPinned) }
        func inside(_ children: [Row]) -> Row? {
            for child in children {
                if child.deleteDisabled { return child }
                if let found = inside(child.children) { return found }
            }
            return nil
        }
        return inside(row.children).map { .init(title: row.title, pinned: $0.isPinned, subtask: $0.title) }
    }

    /// The nearest top-level rows either side of the focused one, in its section, that the rule does not cover.
    private func neighbours(of focus: RowID, _ cover: String, _ values: [Value], shown: (sql: String, values: [Value])?,
                            into tally: inout RuleTally) throws {
        var place: (section: Int64, position: Int64)?
        try connection.each(sql("SELECT section_id, position FROM rows WHERE id = ? AND parent_id IS NULL"), [.integer(focus.raw)]) { c in
            place = (c.integer(0), c.integer(1))
        }
        guard let place else { return }
        for forward in [true, false] {
            let found = try connection.scalar(sql("""
                SELECT r.id FROM rows AS r WHERE r.section_id = ? AND r.parent_id IS NULL AND r.position \(forward ? ">" : "<") ?
                AND NOT (\(cover))\(shown?.sql ?? "") ORDER BY r.position \(forward ? "" : "DESC") LIMIT 1
                """), [.integer(place.section), .integer(place.position)] + values + (shown?.values ?? []))
            if forward { tally.nextUncovered = found.map(RowID.init) } else { tally.previousUncovered = found.map(RowID.init) }
        }
    }

    public func tally(ofSaved saved: Int64, in list: ListID) throws -> RuleTally {
        var tally = RuleTally()
        try connection.each(sql("SELECT section_id, count(*) FROM saved_rows WHERE saved = ? AND depth = 0 GROUP BY section_id"),
                            [.integer(saved)]) { c in tally.counts[SectionID(c.integer(0))] = SQLRows.count(c.integer(1)) }
        for section in try sectionOrder(of: list) where tally.counts[section] != nil {
            var position: Int64?
            try connection.each(sql("""
                SELECT id, title, position FROM saved_rows WHERE saved = ? AND depth = 0 AND section_id = ? ORDER BY position LIMIT 1
                """), [.integer(saved), .integer(section.raw)]) { c in
                tally.firstRow = RowID(c.integer(0))
                tally.first = [c.text(1) ?? ""]
                position = c.integer(2)
            }
            if let position {
                tally.firstSection = section
                tally.firstRank = try rank(before: position, in: section)
            }
            break
        }
        return tally
    }

    public func savedRowIDs(_ saved: Int64) throws -> [RowID] {
        var out: [RowID] = []
        try connection.each(sql("SELECT id FROM saved_rows WHERE saved = ? AND depth = 0 ORDER BY id"), [.integer(saved)]) { c in
            out.append(RowID(c.integer(0)))
        }
        return out
    }

    /// Lets go of rows kept for undo under these keys.
    public func letGo(saved: [Int64]) throws {
        guard !saved.isEmpty, !isReadOnly else { return }
        let (set, value) = Self.idSet(saved)
        try transaction {
            _ = try connection.changed(sql("DELETE FROM saved_rows WHERE saved IN (\(set))"), [value])
            try forgetWords(saved)
        }
    }

    /// Lets go of every row this connection kept for undo, and deletes for good the lists
    /// it kept aside: the session ends.
    public func letGoSaved() throws {
        guard !isReadOnly else { return }
        try dropHiddenLists()
        // Only this connection keeps rows under its origin: with none kept, a session that
        // changed nothing ends without taking the write lock.
        guard try connection.scalar(sql("SELECT 1 FROM saved_rows WHERE origin = ? LIMIT 1"), [.integer(origin)]) != nil else { return }
        try transaction {
            var keys: [Int64] = []
            try connection.each(sql("SELECT DISTINCT saved FROM saved_rows WHERE origin = ?"), [.integer(origin)]) { c in keys.append(c.integer(0)) }
            guard !keys.isEmpty else { return }
            _ = try connection.changed(sql("DELETE FROM saved_rows WHERE origin = ?"), [.integer(origin)])
            try forgetWords(keys)
        }
    }

    /// Writes a change to the rows a rule covers, or puts back what one kept, and
    /// journals each row it deleted, changed or put back as a change made row by row would.
    func writeBulk(_ bulk: BulkWrite, list: ListID) throws {
        let before = appliedSeq
        switch bulk {
        case .deleteCovered(let rule, let saved):
            let (cover, values) = try covering(rule, in: list)
            _ = try connection.changed(sql("""
                INSERT INTO saved_rows(saved, origin, depth, \(WriterStatements.rowColumns))
                WITH RECURSIVE below(id, depth) AS (
                    SELECT r.id, 0 FROM rows AS r WHERE \(cover)
                    UNION ALL SELECT c.id, below.depth + 1 FROM rows AS c JOIN below ON c.parent_id = below.id)
                SELECT ?, ?, below.depth, \(Self.savedColumns) FROM below JOIN rows AS r ON r.id = below.id
                """), values + [.integer(saved), .integer(origin)])
            try keepWords(saved)
            try journal(saved, kind: .rowRemoved, list: list)
            // A few thousand rows a statement, so that what a statement keeps to undo itself stays small.
            try writeSaved(saved, out: true) {
                try inSteps(saved, depth: 0) { low, high in
                    _ = try connection.changed(sql("""
                        DELETE FROM rows WHERE id IN (SELECT id FROM saved_rows WHERE saved = ? AND depth = 0 AND id > ? AND id <= ?)
                        """), [.integer(saved), .integer(low), .integer(high)])
                }
            }
        case .putBack(let saved):
            // Parents before the rows inside them, a few thousand rows a statement.
            try writeSaved(saved, out: false) {
                var depth: Int64 = 0
                while try connection.scalar(sql("SELECT 1 FROM saved_rows WHERE saved = ? AND depth = ? LIMIT 1"), [.integer(saved), .integer(depth)]) != nil {
                    try inSteps(saved, depth: depth) { low, high in
                        _ = try connection.changed(sql("""
                            INSERT INTO rows(\(WriterStatements.rowColumns)) SELECT \(WriterStatements.rowColumns) FROM saved_rows
                            WHERE saved = ? AND depth = ? AND id > ? AND id <= ? ORDER BY id
                            """), [.integer(saved), .integer(depth), .integer(low), .integer(high)])
                    }
                    depth += 1
                }
            }
            try putWordsBack(saved)
            try journal(saved, kind: .row, list: list)
            _ = try connection.changed(sql("DELETE FROM saved_rows WHERE saved = ?"), [.integer(saved)])
            try forgetWords([saved])
        case .setCovered(let rule, let fields, let toggled, let saved):
            let (cover, values) = try covering(rule, in: list)
            _ = try connection.changed(sql("""
                INSERT INTO saved_rows(saved, origin, depth, \(WriterStatements.rowColumns))
                SELECT ?, ?, 0, \(Self.savedColumns) FROM rows AS r WHERE \(cover)
                """), [.integer(saved), .integer(origin)] + values)
            try journal(saved, kind: .row, list: list)
            // The fields set on every row, or the field turned over: false where it was true, else true.
            var patch = "?", patchValues = [Value.text(Codec.encode(fields: fields))]
            if let field = toggled {
                let test = Self.holdsTrue(field)
                patch = "CASE WHEN \(test.sql) THEN ? ELSE ? END"
                patchValues = [test.value, .text(Codec.encode(fields: [field: .bool(false)])), .text(Codec.encode(fields: [field: .bool(true)]))]
            }
            try inSteps(saved, depth: 0) { low, high in
                _ = try connection.changed(sql("""
                    UPDATE rows AS r SET fields = \(Self.fieldsPatched(patch))
                    WHERE r.id IN (SELECT id FROM saved_rows WHERE saved = ? AND depth = 0 AND id > ? AND id <= ?)
                    """), patchValues + [.integer(saved), .integer(low), .integer(high)])
            }
        case .takeField(let field, let saved):
            // The rows holding the field, at any depth, kept as they are for undo (put back by
            // `putBackValues`), the field taken out of them and each journalled, a few thousand
            // rows a statement, in the order of their ids: a statement over every row kept the
            // pages it changed to undo itself, 900 MB for a million rows.
            let held = Self.fieldTruth(field)
            let without = Self.fieldsWithout(field)
            var low: Int64 = 0
            while true {
                let taken = try connection.changed(sql("""
                    INSERT INTO saved_rows(saved, origin, depth, \(WriterStatements.rowColumns))
                    SELECT ?, ?, 0, \(Self.savedColumns) FROM \(Self.rowsWithFields)
                    WHERE r.list_id = ? AND r.fields <> '{}' AND \(held.sql) IS NOT NULL AND r.id > ? ORDER BY r.id LIMIT \(Self.bulkStep)
                    """), [.integer(saved), .integer(origin), .integer(list.raw), held.value, .integer(low)])
                guard taken > 0, let high = try connection.scalar(sql("SELECT max(id) FROM saved_rows WHERE saved = ?"), [.integer(saved)]) else { break }
                _ = try connection.changed(sql("""
                    UPDATE rows AS r SET fields = \(without.sql)
                    WHERE r.id IN (SELECT id FROM saved_rows WHERE saved = ? AND id > ? AND id <= ?)
                    """), [without.value, .integer(saved), .integer(low), .integer(high)])
                try journal(saved, kind: .row, list: list, after: low, upTo: high)
                try pruneJournal(since: before)
                low = high
            }
        case .putBackValues(let saved):
            // The action set fields alone, or a field was taken: each row takes back the fields
            // it had, is journalled and let go from what was kept, a few thousand rows a statement.
            try inSteps(saved, depth: 0) { low, high in
                _ = try connection.changed(sql("""
                    UPDATE rows SET fields = s.fields FROM saved_rows AS s
                    WHERE s.saved = ? AND s.depth = 0 AND s.id > ? AND s.id <= ? AND rows.id = s.id
                    """), [.integer(saved), .integer(low), .integer(high)])
                try journal(saved, kind: .row, list: list, after: low, upTo: high)
                _ = try connection.changed(sql("DELETE FROM saved_rows WHERE saved = ? AND id > ? AND id <= ?"),
                                           [.integer(saved), .integer(low), .integer(high)])
                try pruneJournal(since: before)
            }
            _ = try connection.changed(sql("DELETE FROM saved_rows WHERE saved = ?"), [.integer(saved)])
            try forgetWords([saved])
        }
        if let last = try connection.scalar(sql("SELECT max(seq) FROM journal"), []), last > before {
            recorded(last)
            if before / 1_000 != last / 1_000 { try cutJournal(upTo: last - journalKept) }
        }
    }

    /// One journal entry for each row kept under `saved`, at any depth.
    private func journal(_ saved: Int64, kind: JournalEntry.Kind, list: ListID) throws {
        _ = try connection.changed(sql("""
            INSERT INTO journal(origin, list_id, kind, section_id, row_id) SELECT ?, ?, ?, NULL, id FROM saved_rows WHERE saved = ? ORDER BY id
            """), [.integer(origin), .integer(list.raw), .text(kind.rawValue), .integer(saved)])
    }

    /// One journal entry for each row kept under `saved` whose id is above `low`, up to `high`.
    private func journal(_ saved: Int64, kind: JournalEntry.Kind, list: ListID, after low: Int64, upTo high: Int64) throws {
        _ = try connection.changed(sql("""
            INSERT INTO journal(origin, list_id, kind, section_id, row_id)
            SELECT ?, ?, ?, NULL, id FROM saved_rows WHERE saved = ? AND id > ? AND id <= ? ORDER BY id
            """), [.integer(origin), .integer(list.raw), .text(kind.rawValue), .integer(saved), .integer(low), .integer(high)])
    }

    /// Prunes the journal as a change writing many entries goes, once it wrote more than
    /// it keeps since `before`, so that the entries pruned at a time stay few.
    private func pruneJournal(since before: Int64) throws {
        guard let last = try connection.scalar(sql("SELECT max(seq) FROM journal"), []), last - before > journalKept else { return }
        try cutJournal(upTo: last - journalKept)
    }

    /// A row's boolean field holds true, as `flagTest` tests it, through the engine's own
    /// reading of one field (`fieldTruth`): on SQLite half the time of reading every field.
    private static func holdsTrue(_ field: String) -> (sql: String, value: Value) {
        let truth = fieldTruth(field)
        return ("coalesce(\(truth.sql) = 'true', false)", truth.value)
    }

    /// The columns of rows as `r`, in `WriterStatements.rowColumns`' order.
    private static var savedColumns: String { WriterStatements.rowColumns.split(separator: ", ").map { "r.\($0)" }.joined(separator: ", ") }

    /// How many rows one statement deletes or puts back.
    static var bulkStep: Int64 { 5_000 }

    /// Calls `body` with ranges of ids (above the first, up to the second) that each
    /// hold `bulkStep` of the rows kept under `saved` at `depth`, the last fewer, in order.
    private func inSteps(_ saved: Int64, depth: Int64, _ body: (Int64, Int64) throws -> Void) throws {
        var low: Int64 = 0
        while true {
            let values: [Value] = [.integer(saved), .integer(depth), .integer(low)]
            let high = try connection.scalar(sql("""
                SELECT id FROM saved_rows WHERE saved = ? AND depth = ? AND id > ? ORDER BY id LIMIT 1 OFFSET \(Self.bulkStep - 1)
                """), values)
            guard let high else {
                if try connection.scalar(sql("SELECT 1 FROM saved_rows WHERE saved = ? AND depth = ? AND id > ? LIMIT 1"), values) != nil {
                    try body(low, .max)
                }
                return
            }
            try body(low, high)
            low = high
        }
    }
}
