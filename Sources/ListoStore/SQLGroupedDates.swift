import ListoModel

/// A list grouped by its due date, read through the engine's index of the due field
/// (migration 21) and the table of badges (migrations 20 and 22) instead of each row
/// holding fields: the groups `Grouping.groupedIDs` makes of the rows read whole, the
/// same ids in the same order with the same badges. Where a million rows each held a
/// due date, reading and decoding each of them was most of what `group due` cost
/// (3.95 s and 231 MB in a release build); the index gives each row's id, position and
/// date without reading the row.
extension SQLStore {
    /// Nil where the index and the badges cannot tell the groups alone, and the rows
    /// are read whole (`groupedRowIDs`): an engine without the index, a field that is not
    /// the due role's or not a date, an order other than the date's or the list's own,
    /// rows inside others (their badges count inside their row), a row holding the due
    /// date under another name, a row unread (its group's badge needs its date, which the
    /// table of badges does not keep with it), or a value under the field's name that is
    /// not a date as the store writes one.
    func groupedRowIDsByDueIndex(of list: ListID, by field: String, settings: ListSettings, today: CalendarDate) throws
        -> [(key: GroupKey, ids: [RowID], badges: StateCounts)]? {
        guard let (rows, key) = Self.dateOrder(field), FieldRole.due.isNamed(field),
              settings.field(named: field)?.type == .date,
              settings.ordering == .manual || settings.ordering == .field(field),
              try !holdsRowsInsideOthers(list) else { return nil }
        let sql = Self.placeholders.apply
        let listValue: [Value] = [.integer(list.raw)]
        var sections: [SectionID] = []
        try connection.each(sql("SELECT id FROM sections WHERE list_id = ? ORDER BY position"), listValue) { c in
            sections.append(SectionID(c.integer(0)))
        }
        for other in FieldRole.due.spellings where other != field {
            guard let (otherRows, otherKey) = Self.dateOrder(other) else { return nil }
            for section in sections {
                let held = try connection.scalar(
                    sql("SELECT 1 FROM \(otherRows) WHERE section_id = ? AND parent_id IS NULL AND fields != '{}' AND \(otherKey) IS NOT NULL LIMIT 1"),
                    [.integer(section.raw)])
                if held != nil { return nil }
            }
        }
        // The table of badges: of each section and day, how many top-level rows due then are not done.
        var notDone: [SectionID: [String: Int]] = [:]
        var unread = 0
        try connection.each(
            sql("SELECT section_id, kind, day, row_count FROM row_badges WHERE list_id = ? AND top = 1"), listValue
        ) { c in
            if c.integer(1) == 0 {
                notDone[SectionID(c.integer(0)), default: [:]][c.text(2) ?? "", default: 0] += SQLRows.count(c.integer(3))
            } else {
                unread += SQLRows.count(c.integer(3))
            }
        }
        guard unread == 0 else { return nil }

        var ordered: [RowID] = []
        var runs: [DueRun] = []
        var noDate: [RowID] = []
        for (place, section) in sections.enumerated() {
            var undated: [(id: RowID, position: Int64)] = []
            var checked = ""
            var day = today
            var other = false
            let counts = notDone[section] ?? [:]
            try connection.each(
                sql("SELECT id, position, \(key) FROM \(rows) WHERE section_id = ? AND parent_id IS NULL AND fields != '{}' ORDER BY \(key), position"),
                [.integer(section.raw)]
            ) { c in
                guard let text = c.text(2) else {
                    undated.append((RowID(c.integer(0)), c.integer(1)))
                    return
                }
                if text != checked || runs.last?.section != place {
                    guard let date = Self.storedDate(text) else {
                        other = true
                        return
                    }
                    (checked, day) = (text, date)
                    runs.append(DueRun(day: day, section: place, range: ordered.count..<ordered.count, notDone: counts[date.iso] ?? 0))
                }
                ordered.append(RowID(c.integer(0)))
                runs[runs.count - 1].range = runs[runs.count - 1].range.lowerBound..<ordered.count
            }
            if other { return nil }
            // Rows without the date are in their section's order, those holding other fields among the plain ones.
            noDate += try plainRows(of: section, mergedWith: undated)
        }
        if runs.contains(where: { $0.notDone > $0.range.count }) { return nil }

        // Within a group, by date, then section, then position.
        runs.sort { $0.day != $1.day ? $0.day < $1.day : $0.section < $1.section }
        var groups: [DateGroup: [RowID]] = [:]
        var dueToday = 0
        for run in runs {
            let ids = ordered[run.range]
            let ahead = today.days(until: run.day)
            let group: DateGroup
            switch ahead {
            case ..<0:
                if run.notDone == ids.count {
                    group = .overdue
                } else if run.notDone == 0 {
                    group = .earlier
                } else {
                    // Some of the day's rows are done: those are read by the index and the fields' done.
                    let done = try doneRows(in: sections[run.section], on: run.day, field: field)
                    groups[.overdue, default: []].append(contentsOf: ids.filter { !done.contains($0) })
                    groups[.earlier, default: []].append(contentsOf: ids.filter { done.contains($0) })
                    continue
                }
            case 0:
                group = .today
                dueToday += run.notDone
            case 1: group = .tomorrow
            case 2...6: group = .thisWeek
            default: group = .later
            }
            groups[group, default: []].append(contentsOf: ids)
        }
        if !noDate.isEmpty { groups[.noDate] = noDate }

        var badges: [DateGroup: StateCounts] = [:]
        badges[.overdue] = StateCounts(overdue: groups[.overdue]?.count ?? 0)
        badges[.today] = StateCounts(dueToday: dueToday)
        // A row that waits counts as waiting only: the rows with a schedule are few, and read whole.
        try connection.each(
            sql("SELECT \(SQLRows.rowColumns) FROM \(Self.rowsScheduled) WHERE r.list_id = ? AND r.schedule IS NOT NULL AND r.parent_id IS NULL"),
            listValue
        ) { c in
            let row = SQLRows.row(c, from: 0, noting: damage)
            guard row.isWaiting(today: today) else { return }
            let group = DateGroup(row.fields[field], row: row, field: field, today: today)
            badges[group, default: StateCounts()].waiting += 1
            if row.isOverdue(today: today) { badges[group]?.overdue -= 1 }
            if row.value(.due) == .date(today) && !row.isDone { badges[group]?.dueToday -= 1 }
        }
        return groups.keys.sorted { $0.rawValue < $1.rawValue }.map { group in
            (GroupKey.date(group), groups[group]!, badges[group] ?? StateCounts())
        }
    }

    /// A section's top-level rows due on a day that are done, as the table of badges tells done (`Store.badgeValues`).
    private func doneRows(in section: SectionID, on day: CalendarDate, field: String) throws -> Set<RowID> {
        guard let (rows, key) = Self.dateOrder(field) else { return [] }
        let stored = "{\"date\":\"\(day.iso)\"}"
        var done: Set<RowID> = []
        try connection.each(
            Self.placeholders.apply(
                "SELECT id FROM \(rows) WHERE section_id = ? AND parent_id IS NULL AND fields != '{}' AND \(key) = ? AND NOT (\(Self.notDoneTest))"),
            [.integer(section.raw), .text(stored)]
        ) { c in done.insert(RowID(c.integer(0))) }
        return done
    }
}

/// The top-level rows of a section due on one day, in order of position, as the index of
/// the due field gives them: a stretch of the ids read, and how many the badges count not done.
private struct DueRun {
    var day: CalendarDate
    var section: Int
    var range: Range<Int>
    var notDone: Int
}
