import ListoModel
import ListoStore

/// A filter or a search over a long list sorted by a field, read a page at a time in
/// that order. The store gives a section's ids in the field's order
/// (`Repository.rowIDs(of:sortedBy:)`) and the ids of its rows the query lets through
/// (`Repository.hitIDs`); the hits in order are kept as places among those ids, and
/// only the rows a command reaches are read, by their ids. The store's pages of hits
/// go by position, which in a field's order is not the order said: read so, a filter
/// read the sections whole (`sort due; filter snoozed` on 2 × 500,000 rows: 629 MB).
extension Session {
    /// The field a list is sorted by when it is not grouped: the order its sections' hits are read in.
    static func sortField(_ document: ListDocument) -> String? {
        guard case .field(let field) = document.settings.ordering, document.settings.grouping == nil else { return nil }
        return field
    }

    /// A section's rows the query lets through, in the list's order by `field`: asked of
    /// the store once until it or the day moves (`ReadCache.sortedHits`).
    func sortedHits(of section: SectionID, in list: ListID, field: String, query: HitQuery) throws -> SortedHits {
        let key = SortedHitsKey(list: list, field: field, query: query)
        if let known = cache.sortedHits[key]?[section] { return known }
        let order = list == state.listID ? try sortedIDs(of: section, by: field) : try store.rowIDs(of: section, sortedBy: field)
        let (found, leftOut) = try store.hitIDs(matching: query, in: list, section: section)
        var places: [Int32] = []
        var ids: [RowID] = []
        for (k, id) in order.enumerated() where found.contains(id) != leftOut {
            places.append(Int32(k))
            ids.append(id)
        }
        let hits = SortedHits(places: places, ids: ids)
        cache.sortedHits[key, default: [:]][section] = hits
        return hits
    }

    /// `readHits(around:in:number:)` for a list sorted by a field: the rows within a
    /// margin either side of `focus` (or of the row numbered `number` + 1 among those let
    /// through) in the field's order, read by their ids and put in their sections'
    /// windows at their places in that order.
    func readSortedHits(around focus: Focus, in filter: RowFilter, number: Int?, field: String, query: HitQuery) throws -> RowFilter {
        var document = storedDocument
        let sections = document.sections
        let list = state.listID
        let walk = HitSections(filter, in: document)
        let (held, heldCounts, base, total) = (walk.held, walk.counts, walk.base, walk.total)
        func hits(_ index: Int) throws -> SortedHits { try sortedHits(of: sections[index].id, in: list, field: field, query: query) }
        var known: [Int: RowID] = [:]
        for (rank, id) in filter.ranked where document.contains(id) { known[rank] = id }
        // A section read whole holds every row it lets through: each is known, in the order it is
        // held in (a value put back by an undo stays where it was until the list is sorted again).
        var complete = Set<SectionID>()
        var foundIn: [Int: Set<RowID>] = [:]
        for (p, i) in held.enumerated() where sections[i].isLoaded {
            let s = sections[i]
            let found = try store.holding(query, in: list, among: s.rows.map(\.id))
            foundIn[i] = found
            for (k, row) in s.rows.filter({ found.contains($0.id) }).prefix(heldCounts[p]).enumerated() { known[base[p] + k] = row.id }
            complete.insert(s.id)
        }
        // The cut the focus makes in reading order: in the section at `at`, after its first
        // `local` rows let through, the first after it being of rank `rank`.
        var at = 0, local = 0, rank = 0
        if let k = number, k >= 0, k < total {
            let (p, inSection) = walk.holding(hit: k)
            (at, local, rank) = (held[p], inSection, k)
        } else {
            switch focus {
            case .title: break
            case .header(let id):
                at = document.sectionIndex(of: id) ?? 0
                rank = walk.found(before: at)
            case .footer(let id):
                at = document.sectionIndex(of: id) ?? 0
                local = Int.max
                rank = walk.found(before: at + 1)
            case .row(let id):
                if let p = document.path(of: id) {
                    at = p.section
                    if let r = filter.index(of: id) {
                        local = r - walk.found(before: at)
                    } else if let found = foundIn[at] {
                        local = sections[at].rows.prefix { $0.id != id }.count { found.contains($0.id) }
                    } else if walk.firstHeld(from: at) < held.count, held[walk.firstHeld(from: at)] == at {
                        let place = try sortedIDs(of: sections[at].id, by: field).firstIndex(of: id) ?? 0
                        local = try hits(at).count(before: place)
                    }
                    rank = walk.found(before: at) + local
                }
            }
        }
        guard !sections.isEmpty else { return filter }
        var wanted: [(section: Int, rank: Int, place: Int, id: RowID)] = []
        let margin = hitMargin
        // Forward from the cut, over the sections holding rows found.
        var left = margin + 1
        var p = walk.firstHeld(from: at)
        while left > 0 && p < held.count {
            let i = held[p]
            let start = i == at ? min(local, heldCounts[p]) : 0
            let take = min(left, heldCounts[p] - start)
            if take > 0 {
                let r = base[p] + start
                if !complete.contains(sections[i].id) && !(r..<(r + take)).allSatisfy({ known[$0] != nil }) {
                    let h = try hits(i)
                    for k in start..<min(start + take, h.ids.count) { wanted.append((i, base[p] + k, Int(h.places[k]), h.ids[k])) }
                }
                left -= take
            }
            p += 1
        }
        // Back from the cut.
        left = margin
        p = walk.firstHeld(from: at + 1) - 1
        while left > 0 && p >= 0 {
            let i = held[p]
            let end = i == at ? min(local, heldCounts[p]) : heldCounts[p]
            let take = min(left, end)
            if take > 0 {
                let r = base[p] + end - take
                if !complete.contains(sections[i].id) && !(r..<(base[p] + end)).allSatisfy({ known[$0] != nil }) {
                    let h = try hits(i)
                    for k in (end - take)..<min(end, h.ids.count) { wanted.append((i, base[p] + k, Int(h.places[k]), h.ids[k])) }
                }
                left -= take
            }
            p -= 1
        }
        // The rows not held are read by their ids, each put in its section's window at its place in the order.
        let missing = wanted.filter { !document.contains($0.id) }
        if !missing.isEmpty {
            let rows = Dictionary(try store.rows(withIDs: missing.map(\.id)).map { ($0.id, $0) }) { a, _ in a }
            library.update(list) { d in
                for hit in missing {
                    if let row = rows[hit.id] { d.fillWindow(sections[hit.section].id, from: hit.place, rows: [row]) }
                }
            }
            cache.grouped = nil
            cache.started = nil
            document = storedDocument
        }
        for hit in wanted where document.contains(hit.id) { known[hit.rank] = hit.id }
        // Many rows read far from here are forgotten; a section read whole keeps its own.
        if known.count > margin * 64 {
            known = known.filter { abs($0.key - rank) <= margin * 16 || document.sectionID(of: $0.value).map(complete.contains) == true }
        }
        let read = RowFilter(text: filter.text, paged: known.filter { document.contains($0.value) }.map { ($0.key, $0.value) },
                             hits: filter.hits, in: document, holding: (held, heldCounts))
        if let kept = cache.filter, kept.list == list, kept.rows.text == filter.text {
            cache.filter = (kept.list, kept.text, read)
        }
        return read
    }
}
