import ListoAnnouncer
import ListoModel

/// Keeping up with other sessions on the same store.
extension Session {
    /// Before each command: if another session committed, read the store again,
    /// say in one line what changed in the open list, and keep focus on something real.
    func refreshIfChanged() -> [Announcement] {
        guard store.changedElsewhere(), let fresh = try? store.loadLibrary(open: hasList ? listID : nil) else { return [] }
        countedRows.removeAll()
        let old = library.list(listID)
        library = fresh
        guard let old else { return [] }
        guard let new = library.list(listID) else {
            if let first = library.lists.first { switchList(to: first.id) }
            var out: [Announcement] = [.changedElsewhere(ElsewhereSummary(listGone: old.name))]
            if hasList { out.append(titleAnnouncement()) }
            return out
        }
        var summary = ElsewhereSummary()
        var oldRows: [RowID: (Row, String)] = [:]
        for s in old.sections { for r in s.rows { oldRows[r.id] = (r, s.header ?? old.name) } }
        var seen = 0
        for s in new.sections {
            for r in s.rows {
                let header = s.header ?? new.name
                if let (before, _) = oldRows[r.id] {
                    seen += 1
                    if before != r || old.sectionID(of: r.id) != s.id { summary.changed += 1 }
                } else {
                    summary.added[header, default: 0] += 1
                }
            }
        }
        if seen < oldRows.count {
            for (id, (_, header)) in oldRows where new.row(id) == nil { summary.removed[header, default: 0] += 1 }
        }
        selection = selection.filter { new.row($0) != nil }
        var out: [Announcement] = summary.isEmpty ? [] : [.changedElsewhere(summary)]
        if case .row(let id) = focus, new.row(id) == nil, let (s, r) = old.locate(id) {
            summary.focusLost = old.sections[s].rows[r].title
            let rows = old.sections[s].rows
            let survivor = rows[(r + 1)...].first { new.row($0.id) != nil } ?? rows[..<r].last { new.row($0.id) != nil }
            focus = survivor.map { .row($0.id) } ?? (new.section(old.sections[s].id)?.header != nil ? .header(old.sections[s].id) : .title)
            out = [.changedElsewhere(summary)] + announce(focus)
        } else if !isValid(focus) {
            focus = .title
        }
        return out
    }
}
