import ListoModel

/// A section in a field's order, for a sorted list read in windows: the same
/// statements for both engines. The rows holding fields are few in most lists and
/// carry the values the order needs; the rest, without any field, follow them in
/// the order of their positions, read by their ids and positions alone. Only ids
/// are kept: 8 bytes a row, where reading the section whole cost its rows.
extension SQLStore {
    public func rowIDs(of section: SectionID, sortedBy field: String) throws -> [RowID] {
        let sql = Self.placeholders.apply
        let list = try connection.scalar(sql("SELECT list_id FROM sections WHERE id = ?"), [.integer(section.raw)])
        let onlyDates = list.flatMap { damage.settings[ListID($0)] }?.field(named: field)?.type == .date
        let (holding, without) = try (onlyDates ? datesInOrder(of: section, field) : nil)
            ?? fieldsInOrder(of: section, field, onlyDates: onlyDates)
        var plain: [(id: RowID, position: Int64)] = []
        try connection.each(
            sql("SELECT id, position FROM rows WHERE section_id = ? AND parent_id IS NULL AND fields = '{}' ORDER BY position"),
            [.integer(section.raw)]
        ) { c in plain.append((RowID(c.integer(0)), c.integer(1))) }
        var out = holding
        out.reserveCapacity(holding.count + without.count + plain.count)
        var i = 0, k = 0
        while i < without.count || k < plain.count {
            if k == plain.count || (i < without.count && without[i].position < plain[k].position) {
                out.append(without[i].id)
                i += 1
            } else {
                out.append(plain[k].id)
                k += 1
            }
        }
        return out
    }

    /// A section's top-level rows holding fields: the ids of those holding `field` in its
    /// order, and the rest by position, read from each row's fields.
    func fieldsInOrder(of section: SectionID, _ field: String, onlyDates: Bool) throws
        -> (holding: [RowID], without: [(id: RowID, position: Int64)]) {
        var holding: [(id: RowID, position: Int64, value: FieldValue)] = []
        var without: [(id: RowID, position: Int64)] = []
        // Only each row's fields are read, and of them the one field: where every row of a
        // section of 500,000 holds a due date, reading and decoding each whole row (title,
        // notes, schedule, every field) was most of what a sort cost. A date field holding
        // something else is read as none, as a row read whole reads it (`DamageLog.read`).
        try connection.each(
            Self.placeholders.apply("SELECT id, position, fields FROM rows WHERE section_id = ? AND parent_id IS NULL AND fields <> '{}'"),
            [.integer(section.raw)]
        ) { c in
            let (id, position) = (RowID(c.integer(0)), c.integer(1))
            var value = Codec.readFields(c.text(2) ?? "{}")?.fields[field]
            if onlyDates, let held = value, case .date = held {} else if onlyDates { value = nil }
            if let value {
                holding.append((id, position, value))
            } else {
                without.append((id, position))
            }
        }
        // As `Ordering.precedes`: equal values by position, else the value's own order.
        holding.sort { $0.value == $1.value ? $0.position < $1.position : $0.value.sortsBefore($1.value) }
        without.sort { $0.position < $1.position }
        return (holding.map(\.id), without)
    }

    /// A section's top-level rows holding fields, in order of a date field, read through
    /// the engine's index of its values (`dateOrder`) without reading or sorting them:
    /// those holding the date, by date then position, and the rest by position, as the
    /// fields read and sorted give them. Nil where the engine has no such index, or where
    /// a row holds under that name anything but a date as the store writes it (the index
    /// then does not order it as the value's own order does; the fields are read instead).
    func datesInOrder(of section: SectionID, _ field: String) throws
        -> (holding: [RowID], without: [(id: RowID, position: Int64)])? {
        guard let (rows, key) = Self.dateOrder(field) else { return nil }
        var holding: [RowID] = []
        var without: [(id: RowID, position: Int64)] = []
        var other = false
        // The rows come in order of their values, so each value is checked once, where it first comes.
        var checked = ""
        try connection.each(
            Self.placeholders.apply(
                "SELECT id, position, \(key) FROM \(rows) WHERE section_id = ? AND parent_id IS NULL AND fields != '{}' ORDER BY \(key), position"),
            [.integer(section.raw)]
        ) { c in
            let (id, position) = (RowID(c.integer(0)), c.integer(1))
            let text = c.text(2)
            if text == nil {
                without.append((id, position))
            } else if text == checked || Self.storedDate(text) != nil {
                checked = text ?? ""
                holding.append(id)
            } else {
                other = true
            }
        }
        return other ? nil : (holding, without)
    }

    /// A date as Codec writes a field holding one, `{"date":"2026-12-09"}`; nil for any other text.
    static func storedDate(_ text: String?) -> CalendarDate? {
        guard let text, text.hasPrefix("{\"date\":\""), text.hasSuffix("\"}"), text.utf8.count == 21 else { return nil }
        let iso = String(text.dropFirst(9).dropLast(2))
        guard let day = CalendarDate(iso: iso), day.iso == iso else { return nil }
        return day
    }

    public func rows(withIDs ids: [RowID]) throws -> [Row] {
        guard !ids.isEmpty else { return [] }
        let sql = Self.placeholders.apply
        var found: [RowID: Row] = [:]
        var children: [RowID: [Row]] = [:]
        for start in stride(from: 0, to: ids.count, by: 500) {
            let chunk = ids[start..<min(start + 500, ids.count)]
            let marks = Array(repeating: "?", count: chunk.count).joined(separator: ", ")
            let values: [Value] = chunk.map { .integer($0.raw) }
            try connection.each(
                sql("SELECT \(SQLRows.rowColumns) FROM rows WHERE id IN (\(marks)) AND parent_id IS NULL"), values
            ) { c in
                let row = SQLRows.row(c, from: 0, noting: damage)
                found[row.id] = row
            }
            try connection.each(
                sql("""
                WITH RECURSIVE below(id) AS (
                    SELECT id FROM rows WHERE parent_id IN (\(marks))
                    UNION ALL SELECT rows.id FROM rows JOIN below ON rows.parent_id = below.id)
                SELECT parent_id, \(SQLRows.rowColumns) FROM rows WHERE id IN (SELECT id FROM below) ORDER BY position
                """), values
            ) { c in children[RowID(c.integer(0)), default: []].append(SQLRows.row(c, from: 1, noting: damage)) }
        }
        return ids.compactMap { found[$0] }.map { children.isEmpty ? $0 : SQLRows.attach($0, children) }
    }
}

/// A list grouped by a field, for a grouped list read in windows: each group's
/// top-level rows' ids in the order the grouping puts them (`Grouping.groupedIDs`).
/// The rows holding fields are read whole; the rest by their ids, sections and
/// positions, in order: 8 bytes a row kept.
extension SQLStore {
    public func groupedRowIDs(of list: ListID, by field: String, settings: ListSettings, today: CalendarDate) throws -> [(key: GroupKey, ids: [RowID], badges: StateCounts)] {
        if let byIndex = try groupedRowIDsByDueIndex(of: list, by: field, settings: settings, today: today) { return byIndex }
        if let byFlag = try groupedRowIDsByFlag(of: list, by: field, settings: settings, today: today) { return byFlag }
        return try groupedRowIDsReadWhole(of: list, by: field, settings: settings, today: today)
    }

    /// The groups made of the rows holding fields read whole: what `groupedRowIDsByDueIndex`
    /// gives where it can, and the only way for a field without an index of its values.
    func groupedRowIDsReadWhole(of list: ListID, by field: String, settings: ListSettings, today: CalendarDate) throws -> [(key: GroupKey, ids: [RowID], badges: StateCounts)] {
        let sql = Self.placeholders.apply
        var places: [SectionID: Int] = [:]
        try connection.each(sql("SELECT id FROM sections WHERE list_id = ? ORDER BY position"), [.integer(list.raw)]) { c in
            places[SectionID(c.integer(0))] = places.count
        }
        // Each row holding fields is given to the grouping as it is read and not kept: where a
        // million rows each held a due date, keeping them whole took 865 MB.
        var builder = Grouping.GroupedIDs(settings: settings, by: field, today: today)
        try connection.each(
            sql("SELECT section_id, \(SQLRows.rowColumns) FROM rows WHERE list_id = ? AND parent_id IS NULL AND fields <> '{}'"),
            [.integer(list.raw)]
        ) { c in
            guard let place = places[SectionID(c.integer(0))] else { return }
            builder.hold(SQLRows.row(c, from: 1, noting: damage), section: place)
        }
        builder.finishHolding()
        // Section by section, each read in the order of its positions by its index.
        for (section, place) in places.sorted(by: { $0.value < $1.value }) {
            try connection.each(
                sql("SELECT id, position FROM rows WHERE section_id = ? AND parent_id IS NULL AND fields = '{}' ORDER BY position"),
                [.integer(section.raw)]
            ) { c in builder.add(Grouping.PlainRow(id: RowID(c.integer(0)), section: place, position: c.integer(1))) }
        }
        // A row without fields may still wait (it starts later): its group counts it, as the list grouped whole does.
        var waiting = 0
        try connection.each(
            sql("SELECT \(SQLRows.rowColumns) FROM \(Self.rowsScheduled) WHERE r.list_id = ? AND r.schedule IS NOT NULL AND r.parent_id IS NULL AND r.fields = '{}'"),
            [.integer(list.raw)]
        ) { c in if SQLRows.row(c, from: 0, noting: damage).isWaiting(today: today) { waiting += 1 } }
        let plainKey = builder.plainKey
        return builder.groups().map { group in
            var badges = group.badges
            if group.key == plainKey { badges.waiting += waiting }
            return (group.key, group.ids, badges)
        }
    }
}
