import ListoModel

/// A list grouped by a true/false field (`group snoozed`): two groups, the rows holding
/// it true and the rest, each in the list's order. The field's truth is read in the engine
/// from each row holding fields, and the badges of the rows holding it true with it; the
/// other group's badges are the list's, from the table of badges, less those. Where every
/// one of a million rows held a due date, reading and decoding each row whole was most of
/// what `group snoozed` cost (3.25 s and 230 MB in a release build). No index holds a
/// field's truth, so each row holding fields is still read, by the engine alone.
extension SQLStore {
    /// Nil where the rows are read whole instead (`groupedRowIDsReadWhole`): a field that is
    /// not true/false, the read role's (a row without it is in no state, not false), a list in
    /// a field's order, rows inside others (their badges count inside their row), or a value
    /// under the field's name that is not true or false.
    func groupedRowIDsByFlag(of list: ListID, by field: String, settings: ListSettings, today: CalendarDate) throws
        -> [(key: GroupKey, ids: [RowID], badges: StateCounts)]? {
        guard settings.field(named: field)?.type == .boolean, !FieldRole.read.isNamed(field), settings.ordering == .manual,
              try !holdsRowsInsideOthers(list) else { return nil }
        let sql = Self.placeholders.apply
        var sections: [SectionID] = []
        try connection.each(sql("SELECT id FROM sections WHERE list_id = ? ORDER BY position"), [.integer(list.raw)]) { c in
            sections.append(SectionID(c.integer(0)))
        }
        let (truth, path) = Self.fieldTruth(field)
        let (due, notDone, unread) = Self.badgeStates
        let held = "(\(truth)) = 'true'"
        var yes: [RowID] = []
        var no: [RowID] = []
        // The badges of the rows holding the field true, as the table of badges counts them.
        var counted = StateCounts()
        var other = false
        for section in sections {
            var holding: [(id: RowID, position: Int64)] = []
            try connection.each(
                sql("""
                    SELECT id, position, \(truth), CASE WHEN \(held) AND (\(notDone)) THEN \(due) END,
                        CASE WHEN \(held) AND (\(unread)) THEN 1 ELSE 0 END
                    FROM rows WHERE section_id = ? AND parent_id IS NULL AND fields != '{}' ORDER BY position
                    """),
                [path, path, path, .integer(section.raw)]
            ) { c in
                let id = RowID(c.integer(0))
                switch c.text(2) {
                case "true"?:
                    yes.append(id)
                    if let day = c.text(3) {
                        if day < today.iso { counted.overdue += 1 }
                        if day == today.iso { counted.dueToday += 1 }
                    }
                    if c.integer(4) != 0 { counted.unread += 1 }
                case nil, "false"?:
                    holding.append((id, c.integer(1)))
                default:
                    other = true
                }
            }
            if other { return nil }
            // The rest, in their section's order, those holding other fields among the plain ones.
            no += try plainRows(of: section, mergedWith: holding)
        }
        var badges = (yes: counted, no: try stateCounts(of: list, today: today))
        badges.no.overdue -= counted.overdue
        badges.no.dueToday -= counted.dueToday
        badges.no.unread -= counted.unread
        // A row that waits counts as waiting only: the rows with a schedule are few, and read whole.
        try connection.each(
            sql("SELECT \(SQLRows.rowColumns) FROM \(Self.rowsScheduled) WHERE r.list_id = ? AND r.schedule IS NOT NULL AND r.parent_id IS NULL"),
            [.integer(list.raw)]
        ) { c in
            let row = SQLRows.row(c, from: 0, noting: damage)
            guard row.isWaiting(today: today) else { return }
            var counts = row.fields[field] == .bool(true) ? badges.yes : badges.no
            counts.waiting += 1
            if row.isOverdue(today: today) { counts.overdue -= 1 }
            if row.value(.due) == .date(today) && !row.isDone { counts.dueToday -= 1 }
            if row.isUnread { counts.unread -= 1 }
            if row.fields[field] == .bool(true) { badges.yes = counts } else { badges.no = counts }
        }
        var groups: [(key: GroupKey, ids: [RowID], badges: StateCounts)] = []
        if !no.isEmpty { groups.append((.value(.bool(false)), no, badges.no)) }
        if !yes.isEmpty { groups.append((.value(.bool(true)), yes, badges.yes)) }
        return groups
    }

    /// A section's top-level rows holding no field, in position order, with `held` (rows
    /// holding fields, already in position order) placed among them by position: the
    /// group of rows without the grouped value, as the list's own order puts them.
    func plainRows(of section: SectionID, mergedWith held: [(id: RowID, position: Int64)]) throws -> [RowID] {
        var merged: [RowID] = []
        var k = 0
        try connection.each(
            Self.placeholders.apply("SELECT id, position FROM rows WHERE section_id = ? AND parent_id IS NULL AND fields = '{}' ORDER BY position"),
            [.integer(section.raw)]
        ) { c in
            let position = c.integer(1)
            while k < held.count && held[k].position < position {
                merged.append(held[k].id)
                k += 1
            }
            merged.append(RowID(c.integer(0)))
        }
        return merged + held[k...].map(\.id)
    }
}
