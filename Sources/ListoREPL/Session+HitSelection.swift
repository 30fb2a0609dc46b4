import ListoModel
import ListoStore

/// Rows named by their numbers under a filter read a page at a time (`select 1, 3`,
/// `select 2-5`, `deselect 1-8000`): the rows those numbers name among the rows it
/// lets through are found in the store, each run of numbers as a range of one
/// section's hits, and only they are read. Read whole, the filter read every section
/// holding a hit (`select 1-8000` under a filter of 200,000 rows: 13.6 s, 605 MB).
extension Session {
    /// Runs of this many numbers or fewer are read a row at a time, as `goto N` reads one.
    private static let numbersReadAlone = 2

    /// Reads the rows these numbers name among those the filter lets through, where
    /// they are not read yet. True when they were read here; false when they can't be
    /// (the filter is then read whole); nil when nothing was needed (all read, or a
    /// number past the filter's count, which the command refuses by that count).
    func readNumberedHits(_ numbers: [Int]) throws -> Bool? {
        guard var filter = rowFilter(), filter.isPaged else { return false }
        guard numbers.allSatisfy({ $0 >= 1 && $0 <= filter.count }) else { return nil }
        let wanted = Set(numbers).filter { filter.row(at: $0 - 1) == nil }.sorted()
        guard !wanted.isEmpty else { return nil }
        guard let query = hitQuery(filter.text) else { return false }
        // Sorted by a field, a number is found as `goto N` finds it, one at a time: a few are.
        if storedDocument.settings.grouping != nil || Self.sortField(storedDocument) != nil {
            guard wanted.count <= 16 else { return false }
            for n in wanted { filter = try readHits(around: state.focus, in: filter, number: n - 1) }
            return wanted.allSatisfy { filter.row(at: $0 - 1) != nil }
        }
        let document = storedDocument
        let walk = HitSections(filter, in: document)
        var known: [Int: RowID] = [:]
        for (rank, id) in filter.ranked where document.contains(id) { known[rank] = id }
        var placed: [SectionID: [(rank: Int, row: Row)]] = [:]
        var spans: [(section: SectionID, start: Int, rows: [Row])] = []
        // Each run of numbers that follow on, cut where a section of hits ends.
        var i = 0
        while i < wanted.count {
            let (p, local) = walk.holding(hit: wanted[i] - 1)
            let end = walk.base[p] + walk.counts[p]
            var j = i + 1
            while j < wanted.count, wanted[j] == wanted[j - 1] + 1, wanted[j] - 1 < end { j += 1 }
            let section = document.sections[walk.held[p]]
            guard let read = try readHitRun(query, section: section, hits: (walk.counts[p], walk.total), from: local, count: j - i),
                  read.rows.count == j - i
            else { return false }
            for (k, row) in read.rows.enumerated() { known[wanted[i] - 1 + k] = row.id }
            if let span = read.span {
                spans.append((section.id, span.start, span.rows))
            } else {
                placed[section.id, default: []].append(contentsOf: read.ranked)
            }
            i = j
        }
        library.update(state.listID) { d in
            for span in spans { d.fillWindow(span.section, from: span.start, rows: span.rows) }
            for (section, rows) in placed { d.fillWindow(section, ranked: rows) }
        }
        cache.grouped = nil
        cache.started = nil
        let held = storedDocument
        let read = RowFilter(text: filter.text, paged: known.filter { held.contains($0.value) }.map { ($0.key, $0.value) },
                             hits: filter.hits, in: held, holding: (walk.held, walk.counts))
        if let kept = cache.filter, kept.list == state.listID, kept.rows.text == filter.text {
            cache.filter = (kept.list, kept.text, read)
        }
        return wanted.allSatisfy { read.row(at: $0 - 1) != nil }
    }

    /// `count` hits of a section from its hit numbered `from` (0 its first), and where they
    /// rank among the section's rows. Where they lie close together, the first and the last
    /// are found and the rows between them read in one statement, the hits told apart
    /// among them by the filter's query, and they go into the window whole (`span`);
    /// else the hits are read in one range of the index and each one's rank asked alone.
    /// Nil when the store no longer holds them.
    private func readHitRun(_ query: HitQuery, section: Section, hits: (section: Int, list: Int), from: Int, count: Int) throws
        -> (rows: [Row], ranked: [(rank: Int, row: Row)], span: (start: Int, rows: [Row])?)? {
        let sparse = hits.section * 8 < section.count
        /// The hit numbered `k` of the section, and the first `limit` from it.
        func hitRows(_ k: Int, limit: Int) throws -> [Row]? {
            guard let position = try store.hitPosition(matching: query, in: state.listID, section: section.id, offset: k, hits: hits)
            else { return nil }
            return try store.hits(matching: query, in: state.listID, section: section.id, beyond: position - 1, forward: true,
                                  limit: limit, sparse: sparse)
        }
        if count > Self.numbersReadAlone, let first = try hitRows(from, limit: 1)?.first, let last = try hitRows(from + count - 1, limit: 1)?.first,
           let (_, low) = try store.rank(of: first.id), let (_, high) = try store.rank(of: last.id), high >= low, high - low + 1 <= 4 * count {
            // Close together: the rows between them cost less than a statement a hit.
            let span = try store.rows(of: section.id, at: low..<(high + 1))
            let found = span.filter { query.matches($0) }
            if found.count == count, found.first?.id == first.id, found.last?.id == last.id { return (found, [], (low, span)) }
        }
        guard let rows = try hitRows(from, limit: count) else { return nil }
        var ranked: [(rank: Int, row: Row)] = []
        for row in rows {
            guard let (_, rank) = try store.rank(of: row.id) else { return nil }
            ranked.append((rank, row))
        }
        return (rows, ranked, nil)
    }

    /// Whether the selection is rows selected by their ids alone, each held, on a long list
    /// read in windows with no rows inside others: an action on them under a filter read a
    /// page at a time (`delete selection`) changes those rows and reads nothing more.
    var selectionIDsHeld: Bool {
        let stored = storedDocument
        return state.everyRow == nil && !state.selection.isEmpty && stored.isWindowed && !stored.isNested
            && state.selection.allSatisfy(stored.contains)
    }

    /// Before deleting rows selected by their ids with focus on one of them: the rows focus
    /// may go to are read (`readBeside`).
    func readBesideSelection() throws {
        try readBeside(leaving: state.selection)
    }

    /// Before deleting rows under a filter read a page at a time with focus on one of them:
    /// the first row let through after them in the focus's section (else the last before
    /// them), where focus goes (`neighbour(of:avoiding:)`), is read when it is not, a page at a time.
    func readBeside(leaving: Set<RowID>) throws {
        try readBeside(leavingWhere: leaving.contains)
    }

    /// The same, the rows leaving told by a test (a selection kept as a rule, asked of rows held).
    func readBeside(leavingWhere leaving: (RowID) -> Bool) throws {
        guard case .row(let id) = state.focus, leaving(id), var filter = rowFilter(), filter.isPaged,
              let r = filter.index(of: id) else { return }
        let walk = HitSections(filter, in: storedDocument)
        let (p, _) = walk.holding(hit: r)
        let (low, high) = (walk.base[p], walk.base[p] + walk.counts[p])
        for step in [1, -1] {
            var k = r + step
            while k >= low && k < high {
                if filter.row(at: k) == nil { filter = try readHits(around: state.focus, in: filter, number: k) }
                guard let row = filter.row(at: k) else { return }
                if !leaving(row) { return }
                k += step
            }
        }
    }

    /// A change that takes focus's row away (`leaving`) under a filter read a page at a time,
    /// made with focus on the row it goes to: the filter, counted again as the change is said,
    /// is read around the focus, and around the row deleted it read from the section's start
    /// past every row deleted before the first that stays (8,000 rows of 200,000 hits: 24 s).
    /// Focus is on the row deleted again after, for `settleFocus` to say where it goes.
    func performing<T>(at fallback: Focus, leaving: Set<RowID>, _ change: () throws -> T) rethrows -> T {
        let gone = state.focus
        guard case .row(let id) = gone, leaving.contains(id), case .row = fallback, cache.filter?.rows.isPaged == true else {
            return try change()
        }
        state.focus = fallback
        defer { state.focus = gone }
        return try change()
    }

    /// After an undo that puts rows back under a filter read a page at a time: the first
    /// of them, where focus goes, is read with the rows let through around it, as a
    /// filter read whole holds it (rows put back far from the focus are not held).
    func readPutBackUnderFilter(_ outcome: Outcome) throws {
        guard let filter = rowFilter(), filter.isPaged else { return }
        for case .rowsRestored(let places, _) in outcome.events {
            guard let first = places.first, !storedDocument.contains(first.id) || filter.index(of: first.id) == nil else { continue }
            try readRows([first.id])
            if storedDocument.contains(first.id), let again = rowFilter(), again.isPaged {
                try readHits(around: .row(first.id), in: again)
            }
            return
        }
    }
}
