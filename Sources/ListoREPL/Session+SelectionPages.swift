import ListoAnnouncer
import ListoModel
import ListoStore

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
    /// A selection kept as a rule (`select all`, `select done`) on a long list is said
    /// a page at a time in the order the list is heard, its count the rule's: in its
    /// own order and sorted by a declared field each page's rows are read from the
    /// store, in groups read in windows by the groups' ids, and in a list read whole
    /// (sorted by a field not declared) from memory, and `more` reads the next page.
    /// The rule stays a rule: turning it into a million ids and saying them all did not
    /// answer in 60 s. A rule of a filter's rows is not: it is turned into ids by
    /// reading only the rows the filter lets through (`settleSelection`).
    func selectionCommand() throws -> [Announcement] {
        guard let heard = try selectionPagesHeard() else {
            if let rows = try selectedRowsInGroups() { return paged(.selection(rows.map(\.title))) }
            let byIDs = state.everyRow == nil
            let rows = try selectedRowsInOrder()
            // Under a filter, the selected rows it hides are said once with the count.
            if let filter = filterCountingHidden(), let text = state.filter {
                let shown = Set(filter.rows)
                let hidden = rows.filter { !shown.contains($0.id) }.count
                if hidden > 0 { return paged(.selectionUnderFilter(rows.map(\.title), hidden: hidden, filter: text)) }
            } else if byIDs, let text = state.filter, let hidden = try hiddenByPagedFilter(rows), hidden > 0 {
                return paged(.selectionUnderFilter(rows.map(\.title), hidden: hidden, filter: text))
            }
            return paged(.selection(rows.map(\.title)))
        }
        state.pendingRead = nil
        state.pendingPage = nil
        guard let first = heard.sections.first else { return [.selection([])] }
        // Rows selected besides the rule that the list as heard does not hold are not said, nor counted.
        let besides = heard.isWindowed ? state.selection.count : state.selection.count { heard.contains($0) }
        let total = (state.everyRow?.selectedCount ?? 0) + besides
        let start = SelectionPages(section: first.id, rank: 0, left: total)
        // A few rows are said in one line, as `.selection` says them.
        guard total > 4 else { return [.selection(try selectedTitles(from: start, count: total, in: heard).titles)] }
        return try moreSelection(start, head: true)
    }

    /// Rows selected by their ids in a list grouped in windows, in the order heard:
    /// found among the groups' ids and read by their ids, for they may lie outside the
    /// groups' windows (the list read whole for them: 10.6 s, 906 MB at a million rows).
    /// nil where that is not the case; where a selected row is not among the groups'
    /// top-level ids (a row inside another), the list is read whole and said from memory.
    private func selectedRowsInGroups() throws -> [Row]? {
        guard state.everyRow == nil, !state.selection.isEmpty, state.filter == nil, readsGroupedWindows(storedDocument),
              let heard = try groupWindows(), let groups = cache.groups else { return nil }
        var ordered: [RowID] = []
        var walked = 0
        for section in heard.sections {
            for id in groups.ids[section.id] ?? [] {
                walked += 1
                if walked % 65_536 == 0 { try CommandStop.check() }
                if state.selection.contains(id) { ordered.append(id) }
            }
        }
        var byID: [RowID: Row] = [:]
        if ordered.count == state.selection.count {
            for row in try store.rows(withIDs: ordered) { byID[row.id] = row }
            if byID.count == ordered.count { return ordered.compactMap { byID[$0] } }
        }
        try readWholeList()
        return nil
    }

    /// The list as `selection` reads a rule a page at a time in (`selectionCommand`), or
    /// nil where it is turned into ids and said whole: a rule of a filter's rows, a short
    /// list, one whose rows wait for a later start, a filter that counts what it hides, or
    /// rows inside others in a list sorted by a field read in windows.
    private func selectionPagesHeard() throws -> ListDocument? {
        let stored = storedDocument
        guard let rule = state.everyRow, rule.query == nil || readsFilterRuleInPages(rule, of: stored),
              stored.isWindowed || stored.rowCount > environment.windowRows else { return nil }
        // A filter on a short list counts what it hides, so the selection is read whole too.
        if state.filter != nil && stored.rowCount <= Session.countsHiddenUpTo { return nil }
        // A rule of a state that covers few of the list's rows is turned into ids reading those
        // rows alone (`settleSelection`): read a page at a time, each page walked the rows
        // between them (`select done; selection` with 4 done rows of 200,000: 5.2 s).
        if rule.state != nil, rule.query == nil, settlesByItsRows, !isDense(rule.selectedCount, of: stored.rowCount) { return nil }
        if readsGroupedWindows(stored) { return try groupWindows() }
        if stored.isWindowed {
            if stored.settings.grouping != nil || (readsSortedWindows(stored) && stored.isNested) { return nil }
            return stored
        }
        if try hasWaitingRows() { return nil }
        return document
    }

    /// Whether `select all` under a filter of words, kept as a rule, is said a page at a
    /// time as a rule over the whole list is, each page's rows read in order and told
    /// apart by the rule's query: where it covers many rows, a page of them lies within a
    /// few pages of the list, where turning them all into ids first read every one
    /// (200,000 rows of 2 x 500,000 under `filter red`: seconds before the first page).
    /// Where it covers few, those are read as before (`settleSelection`), which costs
    /// less than walking the rows between them.
    private func readsFilterRuleInPages(_ rule: EveryRowSelection, of stored: ListDocument) -> Bool {
        guard rule.query != nil, rule.state == nil, stored.isWindowed, !stored.isNested, stored.settings.grouping == nil,
              stored.settings.ordering == .manual else { return false }
        return isDense(rule.selectedCount, of: stored.rowCount)
    }

    /// Whether `count` rows of a list of `rows` lie close enough together that reading the
    /// list's rows in order finds a page of them sooner than reading them all by themselves.
    private func isDense(_ count: Int, of rows: Int) -> Bool {
        count * 8 >= rows && count * count > 20 * rows
    }

    /// The next page of `selection`: up to a page of selected rows (every one left
    /// with no page set), after the head line on the first.
    func moreSelection(_ pages: SelectionPages, head: Bool = false) throws -> [Announcement] {
        // The selection no longer a rule read in pages (turned into ids since): nothing more to read of it.
        guard let heard = try selectionPagesHeard() else {
            state.pendingPage = nil
            throw Refusal.nothingMore
        }
        let (titles, next) = try selectedTitles(from: pages, count: settings.page ?? pages.left, in: heard)
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
    /// row read holds selected rows inside it), in the order `heard` is heard: the
    /// rule's rows and those selected besides, read by ranges of top-level rows, each
    /// with the rows inside it. The place after the last row read; nil at the list's end.
    private func selectedTitles(from place: SelectionPages, count: Int, in heard: ListDocument) throws -> (titles: [String], next: SelectionPages?) {
        let sections = heard.sections.map(\.id)
        guard var s = sections.firstIndex(of: place.section) else { return ([], nil) }
        let rule = state.everyRow
        let chunk = max(1, min(count, environment.readingPage))
        var rank = place.rank
        var titles: [String] = []
        var walked = 0
        func collect(_ row: Row, parent: RowID?) {
            if state.selection.contains(row.id) || rule?.covers(row, parent: parent) == true { titles.append(row.title) }
            for child in row.children { collect(child, parent: row.id) }
        }
        while titles.count < count {
            // Rows deselected or out of the rule's state may be many before the next selected one.
            walked += chunk
            if walked % 8192 < chunk { try CommandStop.check() }
            let rows = try heardRows(of: sections[s], at: rank..<rank + chunk, in: heard)
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

    /// A section's top-level rows at these ranks in the order the list is heard: from
    /// memory where the section is held whole; else by the groups' ids in groups read in
    /// windows, by the field's order of ids in a list sorted by a declared field, and by
    /// position in the list's own order, read from the store.
    private func heardRows(of id: SectionID, at ranks: Range<Int>, in heard: ListDocument) throws -> [Row] {
        guard let section = heard.section(id) else { return [] }
        if section.isLoaded { return Array(section.rows[ranks.clamped(to: 0..<section.rows.count)]) }
        let stored = storedDocument
        let ids: [RowID]
        if readsGroupedWindows(stored), let known = cache.groups?.ids[id] {
            ids = known
        } else if readsSortedWindows(stored), case .field(let field) = stored.settings.ordering {
            ids = try sortedIDs(of: id, by: field)
        } else {
            return try store.rows(of: id, at: ranks)
        }
        let wanted = Array(ids[ranks.clamped(to: 0..<ids.count)])
        var byID: [RowID: Row] = [:]
        for row in try store.rows(withIDs: wanted) { byID[row.id] = row }
        return wanted.compactMap { byID[$0] }
    }
}
