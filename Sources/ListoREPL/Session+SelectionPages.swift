import ListoAnnouncer
import ListoModel

/// Where `selection` is in a selection kept as a rule on a list read in windows:
/// the section and the rank of the next top-level row to read there, and how many
/// selected rows are left to say.
struct SelectionPages: Equatable {
    var section: SectionID
    var rank: Int
    var left: Int
}

extension Session {
    /// `selection`: the selected rows in reading order, paged as any long answer.
    /// A selection kept as a rule (`select all`, `select done`) on a list read in
    /// windows is read from the store a page of rows at a time, as `list` reads it,
    /// and `more` reads the next page: the rule stays a rule, and no section is read
    /// whole to name a page of it. A rule of a filter's rows is not: it is turned
    /// into ids by reading only the rows the filter lets through (`settleSelection`).
    func selectionCommand() throws -> [Announcement] {
        let stored = storedDocument
        // A filter on a short list counts what it hides, so the selection is read whole too.
        let counting = state.filter != nil && stored.rowCount <= Session.countsHiddenUpTo
        guard let rule = state.everyRow, rule.query == nil, stored.isWindowed, !counting, let first = stored.sections.first else {
            let rows = try selectedRowsInOrder()
            // Under a filter, the selected rows it hides are said once with the count.
            if let filter = filterCountingHidden(), let text = state.filter {
                let shown = Set(filter.rows)
                let hidden = rows.filter { !shown.contains($0.id) }.count
                if hidden > 0 { return paged(.selectionUnderFilter(rows.map(\.title), hidden: hidden, filter: text)) }
            }
            return paged(.selection(rows.map(\.title)))
        }
        state.pendingRead = nil
        state.pendingPage = nil
        let total = selectedCount
        let start = SelectionPages(section: first.id, rank: 0, left: total)
        // A few rows are said in one line, as `.selection` says them.
        guard total > 4 else { return [.selection(try selectedTitles(from: start, count: total).titles)] }
        return try moreSelection(start, head: true)
    }

    /// The next page of `selection`: up to a page of selected rows (every one left
    /// with no page set), after the head line on the first.
    func moreSelection(_ pages: SelectionPages, head: Bool = false) throws -> [Announcement] {
        let (titles, next) = try selectedTitles(from: pages, count: settings.page ?? pages.left)
        let lines = hearing.announcer.selectionLines(count: head ? pages.left : nil, titles: titles)
        let left = pages.left - titles.count
        guard left > 0, let next else {
            state.pendingPage = nil
            return [.page(lines)]
        }
        state.pendingPage = PendingPage(lines: [], trailing: 0, selection: SelectionPages(section: next.section, rank: next.rank, left: left))
        return [.page(lines), .moreToRead(rows: left)]
    }

    /// At least `count` titles of selected rows from a place on (more where the last
    /// row read holds selected rows inside it), in reading order: the rule's rows and
    /// those selected besides, read from the store by ranges of top-level rows, each
    /// with the rows inside it. The place after the last row read; nil at the list's end.
    private func selectedTitles(from place: SelectionPages, count: Int) throws -> (titles: [String], next: SelectionPages?) {
        let sections = storedDocument.sections.map(\.id)
        guard var s = sections.firstIndex(of: place.section) else { return ([], nil) }
        let rule = state.everyRow
        let chunk = max(1, min(count, environment.readingPage))
        var rank = place.rank
        var titles: [String] = []
        func collect(_ row: Row, parent: RowID?) {
            if state.selection.contains(row.id) || rule?.covers(row, parent: parent) == true { titles.append(row.title) }
            for child in row.children { collect(child, parent: row.id) }
        }
        while titles.count < count {
            let rows = try store.rows(of: sections[s], at: rank..<rank + chunk)
            for row in rows {
                collect(row, parent: nil)
                rank += 1
                if titles.count >= count { return (titles, SelectionPages(section: sections[s], rank: rank, left: 0)) }
            }
            if rows.count < chunk {
                s += 1
                rank = 0
                guard s < sections.count else { return (titles, nil) }
            }
        }
        return (titles, SelectionPages(section: sections[s], rank: rank, left: 0))
    }
}
