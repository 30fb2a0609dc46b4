import ListoAnnouncer
import ListoModel
import ListoStore

/// Across every list: search by text, and the agenda of what is due.
extension Session {
    /// `search TEXT`: rows of every list whose title or notes hold the words, found as
    /// `filter` and `find` find them, numbered for `open N`.
    func searchCommand(_ arg: String) throws -> [Announcement] {
        try refuseEmptyQuotes(arg)
        let query = SearchWords.query(arg)
        guard query.count <= SearchWords.queryLimit else { throw Refusal.searchTooLong(words: SearchWords.queryLimit) }
        if let pages = try searchPages(arg) { return try firstHits(pages) }
        // The word index names each list's matching rows. A long list's hits are read from
        // the store in their order, a short list's sections are read for them: a long
        // section is never read whole for a few rows of it.
        var indexed: [ListID: [RowID]] = [:]
        var fromStore: [ListID: [(row: Row, section: SectionID)]] = [:]
        for list in library.lists {
            let found = try store.rowsWithSections(matching: query, in: list.id)
            guard !found.isEmpty else { continue }
            if !library.isLoaded(list.id) { try readList(list.id) }
            if let document = library.list(list.id), Self.readsHitsFromStore(document) {
                fromStore[list.id] = try hitsInOrder(of: query, found, in: document)
            } else {
                if let document = library.list(list.id), Self.readsHitsInWindows(document, found: found.count) {
                    try store.read([.rows(found.map(\.row), of: list.id)], readingUpTo: environment.readingWholeUpTo)
                } else {
                    try readSections(found.map(\.section), of: list.id)
                }
                indexed[list.id] = found.map(\.row)
            }
        }
        var hits: [SearchHit] = []
        var found: [(list: ListID, row: RowID, title: String)] = []
        for list in library.lists where library.isLoaded(list.id) {
            let rows: [(row: Row, section: SectionID)]
            if let read = fromStore[list.id] {
                rows = read
            } else {
                // The rows placed are read in one pass over each place they are among: each looked up
                // alone searched its section (11,111 hits in a section of 100,000 rows, 2.7 s).
                let placed = list.placed(indexed[list.id] ?? []).map(\.id)
                let held = list.snapshots(of: placed)
                rows = placed.compactMap { id in held[id].map { ($0.row, $0.section) } }
            }
            for (row, sid) in rows {
                let inTitle = SearchWords.match(query, title: row.title, notes: nil)
                found.append((list.id, row.id, row.title))
                hits.append(SearchHit(number: hits.count + 1, title: row.title, list: list.name, section: list.section(sid)?.header, inNotes: !inTitle,
                                      hiddenBy: filterHiding(row, in: list.id)))
            }
        }
        if !found.isEmpty { state.choice = .searchHits(found.map { SearchHitPlace(list: $0.list, row: $0.row, title: $0.title) }) }
        return paged(.searchResults(arg, hits), trailing: hits.isEmpty || settings.verbosity == .low ? 0 : 1)
    }

    /// Whether a list's search hits are read from the store in its order rather than
    /// placed among its rows: a list read in windows, whose store order is its order
    /// or, sorted by a field, whose hits are read in that order by their ids. Grouped, in
    /// its own order: a search says its hits by the list's sections, not its groups (a
    /// grouped list sorted by a field still reads the sections holding them).
    static func readsHitsFromStore(_ document: ListDocument) -> Bool {
        document.isWindowed && !document.isNested && (document.settings.grouping == nil || document.settings.ordering == .manual)
    }

    /// Whether a list's few search hits, some inside other rows, are read each with the
    /// top-level row holding it (a window of its section) and placed among the rows read,
    /// not with their sections: a list read in windows in its own order. `search` of a
    /// word one row inside another holds read its section of 100,000 rows whole (2.5 s).
    static func readsHitsInWindows(_ document: ListDocument, found: Int) -> Bool {
        document.isWindowed && document.settings.ordering == .manual && found <= hitsReadInWindows
    }

    /// How many rows found a long list's search, filter or find reads each where it is, at most.
    static let hitsReadInWindows = 256

    /// The field a list's sections are sorted by, grouped or not: the order a search says their hits in.
    static func searchOrder(_ document: ListDocument) -> String? {
        if case .field(let field) = document.settings.ordering { field } else { nil }
    }

    /// The rows `found` in a list's order, section by section, each read from the store by
    /// the word index: what they cost is the hits, whatever the size of their sections.
    private func hitsInOrder(of words: [String], _ found: [(row: RowID, section: SectionID)], in document: ListDocument) throws -> [(row: Row, section: SectionID)] {
        var perSection: [SectionID: Int] = [:]
        for hit in found { perSection[hit.section, default: 0] += 1 }
        var rows: [(row: Row, section: SectionID)] = []
        for section in document.sections where perSection[section.id] != nil {
            if let field = Self.searchOrder(document) {
                let ids = try sortedHits(of: section.id, in: document.id, field: field, query: .words(words)).ids
                rows += try store.rows(withIDs: ids).map { ($0, section.id) }
                continue
            }
            let read = try store.hits(matching: .words(words), in: document.id, section: section.id, beyond: nil, forward: true,
                                      limit: perSection[section.id]!, sparse: true)
            rows += read.map { ($0, section.id) }
        }
        return rows
    }

    /// Straight after a search read a page at a time, hit N is found by the counts and read.
    func openSearchHit(_ n: Int, among pages: SearchPages) throws -> [Announcement] {
        guard n >= 1 && n <= pages.total, let hit = try searchHit(n, in: pages) else { throw Refusal.noSearchHit(n, count: pages.total) }
        return try openSearchHit(1, among: [hit])
    }

    /// Straight after a search, `open N` goes to hit N.
    func openSearchHit(_ n: Int, among searchHits: [SearchHitPlace]) throws -> [Announcement] {
        guard n >= 1 && n <= searchHits.count else { throw Refusal.noSearchHit(n, count: searchHits.count) }
        let hit = searchHits[n - 1]
        // A long list may have let the hit's section go since the search.
        if library.list(hit.list) != nil {
            if !library.isLoaded(hit.list) { try readList(hit.list) }
            // In the open list, the rows around it; in another, its section.
            if hit.list == state.listID {
                try readRows([hit.row])
                // Heard in groups read in windows, the row is read in its group too, where focus goes.
                if readsGroupedWindows(storedDocument), try groupWindows() != nil, !document.contains(hit.row),
                   let (group, rank) = groupRank(of: hit.row) {
                    try readGroupedWindows([(group, rank..<(rank + 1))], margin: 1)
                }
            } else { try readSections(store.sections(holding: [hit.row]), of: hit.list) }
        }
        // A hit deleted elsewhere since the search is refused by its title.
        guard library.list(hit.list)?.row(hit.row) != nil else { throw goneElsewhere(hit.row) ?? Refusal.goneElsewhere(title: hit.title) }
        // A hit that can't take focus is refused before anything moves.
        let target = ListView(document: library.list(hit.list)!, matching: nil)
        if let sid = target.document.sectionID(of: hit.row), let section = target.document.section(sid), target.isFolded(section) {
            throw Refusal.rowFolded(title: target.document.row(hit.row)?.title ?? "", section: section.header ?? target.document.name)
        }
        // The rows a hit is inside are opened on the way to it, outermost first, each said
        // (Expanded Invoice for November, 1 reply.): a hit is what was asked for, and the
        // expand a refusal named could only be typed in the hit's own list.
        let folded = target.document.ancestors(of: hit.row).filter { id in target.document.row(id).map { !target.opens($0) } ?? false }
        var out: [Announcement] = []
        if hit.list != state.listID {
            switchList(to: hit.list)
            out.append(titleAnnouncement())
        }
        state.column = .content
        for parent in folded {
            // Expansion is where the person looks, not the list's content: undo passes over it, as over expand.
            out.append(.changes(try perform(recordUndo: false) { _ in .setExpanded(list: hit.list, row: parent, expanded: true, all: false) }.events))
        }
        // A filter that hides the hit goes off, and says so: the hit is what was asked for.
        if let row = storedDocument.row(hit.row), let filter = state.filter, let query = filterQuery, !query.matches(row, today: today) {
            state.filter = nil
            out.append(.said(.filterOffForHit(filter, row.title)))
        }
        return out + focusRow(hit.row, jumped: true)
    }

    /// The rows of a list an agenda through `end` asks, in the list's order: a short list's
    /// rows, read whole; a long list's dated and scheduled rows, asked of the store's
    /// indexes (a million rows read whole took 5 s and 478 MB), by section and position,
    /// each row inside another right after it when both are asked.
    private func agendaCandidates(of id: ListID, through end: CalendarDate) throws -> [Row] {
        if !library.isLoaded(id) { try readList(id) }
        guard let document = library.list(id) else { return [] }
        guard document.isWindowed else { return document.sections.flatMap(\.everyRow) }
        let order = Dictionary(document.sections.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
        let found = try store.agendaRows(of: id, through: end).sorted { a, b in
            (order[a.section] ?? .max, a.row.position, a.row.id.raw) < (order[b.section] ?? .max, b.row.position, b.row.id.raw)
        }
        let asked = Set(found.map(\.row.id))
        var inside: [RowID: [AgendaCandidate]] = [:]
        for c in found { if let parent = c.parent, asked.contains(parent) { inside[parent, default: []].append(c) } }
        var rows: [Row] = []
        func put(_ c: AgendaCandidate) {
            rows.append(c.row)
            for child in inside[c.row.id] ?? [] { put(child) }
        }
        for c in found where c.parent.map({ !asked.contains($0) }) ?? true { put(c) }
        return rows
    }

    /// The open list's filter when it hides `row`: a search hit or an agenda row it
    /// hides says so on its line, as find does, so a count never reads as rows the
    /// list shows; opening such a hit turns the filter off.
    func filterHiding(_ row: Row, in list: ListID) -> String? {
        guard list == state.listID, let filter = state.filter, let query = filterQuery, !query.matches(row, today: today) else { return nil }
        return filter
    }

    /// `agenda`: what is overdue, due today and due in the next seven days in every
    /// list, by day. Done rows are left out.
    func agendaCommand() throws -> [Announcement] {
        let day = today
        let end = day.adding(days: 7)
        var overdue: [AgendaRow] = []
        var byDay: [CalendarDate: [AgendaRow]] = [:]
        for id in library.lists.map(\.id) {
            let rows = try agendaCandidates(of: id, through: end)
            let name = library.list(id)?.name ?? ""
            for row in rows {
                // A row that starts this week is on its start day, as it comes into view.
                if let start = row.schedule.start, start > day, start <= end, !row.isDone {
                    var item = AgendaRow(title: row.title, list: name, due: start, starts: true, hiddenBy: filterHiding(row, in: id))
                    (item.listID, item.rowID) = (id, row.id)
                    byDay[start, default: []].append(item)
                }
                guard case .date(let due) = row.value(.due), !row.isDone, due <= end else { continue }
                var item = AgendaRow(title: row.title, list: name, due: due, hiddenBy: filterHiding(row, in: id))
                (item.listID, item.rowID) = (id, row.id)
                if due < day { overdue.append(item) } else { byDay[due, default: []].append(item) }
            }
        }
        var days: [AgendaDay] = []
        if !overdue.isEmpty { days.append(AgendaDay(day: nil, rows: overdue.sorted { $0.due < $1.due })) }
        for date in byDay.keys.sorted() { days.append(AgendaDay(day: date, rows: byDay[date]!)) }
        return paged(.agenda(days))
    }
}
