import ListoModel
import ListoStore

/// A row named by its title, or by its title's beginning, under a filter by words read
/// a page at a time: found through the list's title index, the rows it names tested
/// against the filter in the store, and each one let through placed among the filter's
/// rows by its rank, counted in the store. Read whole for it, the filter read every
/// section holding a hit (`goto Item 15 red stone` under `filter red` on 2 x 500,000 rows:
/// 13.5 s and 600 MB). The answer is the one the filter read whole gives: the same rows
/// are named, exactly first, then by a unique beginning, and an ambiguity offers the
/// same rows with the same numbers.
extension Session {
    /// Before a command on a row named by its title under a filter read a page at a time:
    /// the rows the name reaches among those let through are placed in the filter, the
    /// named one or the first an ambiguity offers. False where that can't be done
    /// exactly (a list sorted by a field, a name the title index finds too many rows
    /// for): the filter is then read whole, as before.
    func readTitledHits(_ text: String) throws -> Bool {
        guard Self.sortField(storedDocument) == nil, let filter = rowFilter(), filter.isPaged else { return false }
        let key = Names.key(text)
        // Refused before a row is looked for (`resolveRow`): nothing to read.
        guard !text.trimmingSpaces().isEmpty, !key.trimmingSpaces().isEmpty else { return true }
        guard let exact = try titledHits(key, prefix: false, in: filter) else { return false }
        var named = exact
        if exact.isEmpty {
            guard let prefixed = try titledHits(key, prefix: true, in: filter) else { return false }
            named = prefixed
        }
        try placeHits(Array(named.prefix(Session.offeredAtOnce)))
        return true
    }

    /// Before a command on a row chosen by its number among those an ambiguity offered
    /// (`RowReference.row`): the row is read where it is and, let through, placed in the
    /// filter. False where the filter can't place it; a row gone since is read nowhere
    /// and refused by its name, as the filter read whole refuses it.
    func readChosenHit(_ id: RowID) throws -> Bool {
        guard Self.sortField(storedDocument) == nil, let filter = rowFilter(), filter.isPaged, let query = hitQuery(filter.text) else { return false }
        try readRows([id], scattered: true)
        if try store.holding(query, in: state.listID, among: [id]).contains(id) { try placeHits([id]) }
        return true
    }

    /// The rows a filter read a page at a time lets through whose folded title is `key`,
    /// or begins with it, in reading order, read where they are: where the title index
    /// names more rows than are tested here, the first thousand the filter lets through
    /// in list order, asked of the store (`goto Item 1` under `filter red` on 2 x 500,000
    /// rows read the filter whole: 4 to 5 s and 590 MB). Nil when neither can be done:
    /// the filter is read whole for them.
    func titledHits(_ key: String, prefix: Bool, in filter: RowFilter) throws -> [RowID]? {
        guard let query = hitQuery(filter.text) else { return nil }
        // The index keys ñ as n: it finds every row the name may be, and the name rule keeps those it is.
        let found = try store.rows(titled: Names.indexKey(key), prefix: prefix, in: state.listID, limit: Session.namesOrdered + 1)
        let ids: [RowID]
        if found.count <= Session.namesOrdered {
            let through = found.isEmpty ? [] : try store.holding(query, in: state.listID, among: found)
            ids = found.filter(through.contains)
        } else {
            guard readsTitlesInPlaceOrder else { return nil }
            ids = try store.rowsInListOrder(titled: Names.indexKey(key), prefix: prefix, in: state.listID, holding: query, limit: Session.namesOrdered)
        }
        try readRows(ids, scattered: true)
        let held = document
        let named = ids.filter { id in held.row(id).map { prefix ? Names.key($0.title).hasPrefix(key) : Names.key($0.title) == key } ?? false }
        return held.readingOrder(named)
    }

    /// The filter with these rows, read and let through, known at their places among all
    /// it lets through, each counted in the store from its section's start, as a step
    /// to a row not read yet counts it (`readHits`); the rows beside them are not read.
    func placeHits(_ ids: [RowID]) throws {
        guard let filter = rowFilter(), filter.isPaged, let query = hitQuery(filter.text) else { return }
        let document = storedDocument
        let walk = HitSections(filter, in: document)
        var known = filter.ranked.filter { document.contains($0.row) }
        var added = false
        for id in ids where filter.index(of: id) == nil {
            guard let at = document.path(of: id)?.section, let row = document.row(id) else { continue }
            let before = walk.found(before: at)
            let rank = before + (try store.hitRank(matching: query, in: state.listID, section: document.sections[at].id, before: row.position,
                                                    hits: (walk.found(before: at + 1) - before, walk.total)))
            known.append((rank, id))
            added = true
        }
        guard added else { return }
        let placed = RowFilter(text: filter.text, paged: known, hits: filter.hits, in: document, holding: (walk.held, walk.counts))
        if let kept = cache.filter, kept.list == state.listID, kept.rows.text == filter.text {
            cache.filter = (kept.list, kept.text, placed)
        }
    }
}

/// Reading out rows selected by their ids under a filter read a page at a time.
extension Session {
    /// Whether `selection` says rows selected by their ids from the rows held while they
    /// are selected, those the filter hides counted in the store (`hiddenByPagedFilter`),
    /// where reading the filter whole to count them cost 11 s and 600 MB on 2 x 500,000 rows.
    var selectionSaidFromHeldRows: Bool {
        let stored = storedDocument
        return state.everyRow == nil && !state.selection.isEmpty && stored.isWindowed && !stored.isNested && stored.settings.grouping == nil
    }

    /// How many of these rows a filter read a page at a time hides, asked of the store;
    /// nil where the filter is not read so.
    func hiddenByPagedFilter(_ rows: [Row]) throws -> Int? {
        guard let filter = rowFilter(), filter.isPaged, let query = hitQuery(filter.text) else { return nil }
        guard !rows.isEmpty else { return 0 }
        return rows.count - (try store.holding(query, in: state.listID, among: rows.map(\.id))).count
    }
}
