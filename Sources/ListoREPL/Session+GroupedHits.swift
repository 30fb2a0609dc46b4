import ListoModel
import ListoStore

/// A filter over a long list grouped by a field, read a page at a time in the groups'
/// order. The groups are the store's (`groupWindows`): each group's ids in its order.
/// The store gives each section's ids of the rows the query lets through
/// (`Repository.hitIDs`), and a hit's place is its group, then its place among the
/// group's ids, as a list read whole and grouped holds it; only the rows a command
/// reaches are read, by their ids, into the groups' windows. Read whole, a filter while
/// grouped read the list whole (`group due; filter snoozed; next` on 2 × 500,000 rows
/// each holding a due date: 1,017 MB).
extension Session {
    /// Whether the filter on, if any, is read a page at a time in the groups read in
    /// windows: one the store can test, not read whole for this command, by no state the
    /// rotor steps through. Rows waiting for a later start are heard apart, read whole.
    var filterReadInGroups: Bool {
        guard let text = state.filter else { return true }
        return !state.turn.wholeFilter && state.rotor != .state && hitQuery(text) != nil && !reading(true, { try hasWaitingRows() })
    }

    /// Each group's rows the query lets through, in its order: asked of the store once
    /// until it or the day moves (`ReadCache.groupedHits`).
    func groupedHits(_ query: HitQuery) throws -> [SectionID: SortedHits] {
        let stored = storedDocument
        guard let field = stored.settings.grouping, try groupWindows() != nil, let known = cache.groups else { return [:] }
        if let kept = cache.groupedHits, kept.list == state.listID, kept.field == field, kept.query == query { return kept.groups }
        // The sections holding a row it lets through, or a row it leaves out where it lets
        // through every row holding no field: a list of 10,000 sections asks those alone.
        let asked: [SectionID]
        if let left = try store.plainRowsLeftOut(matching: query, in: state.listID) {
            asked = left.filter { $0.value > 0 }.map(\.key)
        } else {
            asked = try store.hitCounts(matching: query, in: state.listID).filter { $0.value > 0 }.map(\.key)
        }
        var named = Set<RowID>()
        var leftOut = query.plainRowMatches == true
        for section in asked {
            let (ids, left) = try store.hitIDs(matching: query, in: state.listID, section: section)
            named.formUnion(ids)
            leftOut = left
        }
        var groups: [SectionID: SortedHits] = [:]
        for (group, ids) in known.ids {
            var places: [Int32] = []
            var found: [RowID] = []
            for (k, id) in ids.enumerated() where named.contains(id) != leftOut {
                places.append(Int32(k))
                found.append(id)
            }
            if !found.isEmpty { groups[group] = SortedHits(places: places, ids: found) }
        }
        cache.groupedHits = (state.listID, field, query, groups)
        return groups
    }

    /// `pagedFilter` for a long list grouped by a field and read in windows: the groups'
    /// hits counted from their ids, and the rows around the focus read. Nil where the
    /// filter is read whole (`filterReadInGroups`, taken for the text about to be on).
    func pagedGroupedFilter(_ text: String) throws -> RowFilter? {
        let stored = storedDocument
        guard stored.settings.grouping != nil, stored.isWindowed, !stored.isNested, !state.turn.wholeFilter, state.rotor != .state,
              let query = hitQuery(text), !(try hasWaitingRows()), let groups = try groupWindows() else { return nil }
        let hits = try groupedHits(query)
        let counted = SectionHits(hits.mapValues(\.ids.count))
        let empty = RowFilter(text: text, paged: [], hits: counted, in: groups, holding: groups.sectionIndices(holding: counted))
        return try readGroupedHits(around: state.focus, in: empty, number: nil, query: query)
    }

    /// A group's badges among the rows a filter read in the groups lets through: the
    /// store gives the rows it lets through that each badge counts (no row holding no
    /// field is counted by one), and each group's hits are counted among them, once for
    /// every group and again when the filter is found again.
    func groupedHitBadges(of group: SectionID, in filter: RowFilter) -> StateCounts {
        let key = filterKey(filter.text, wordsOnly: false)
        if let kept = cache.hitBadges, kept.list == state.listID, kept.text == key {
            return kept.counts[group] ?? StateCounts()
        }
        let counts: [SectionID: StateCounts] = reading([:]) {
            guard !holdsNoBadge, let query = filterQuery, let asked = hitQuery(filter.text) else { return [:] }
            let hits = try groupedHits(asked)
            // Only the sections the store counts a badge's hits in are asked their ids: a list of
            // 10,000 sections is not asked 30,000 times.
            let bySection = try store.hitStateCounts(matching: asked, in: state.listID, today: today)
            var sets: [(ids: Set<RowID>, leftOut: Bool)] = []
            let badges: [(RowQuery, (StateCounts) -> Int)] = [(.overdue, { $0.overdue }), (.dueToday, { $0.dueToday }), (.unread, { $0.unread })]
            for (badge, counted) in badges {
                guard let both = HitQuery(filter: .and(query, badge), today: today) else { return [:] }
                var named = Set<RowID>()
                var leftOut = both.plainRowMatches == true
                for section in bySection.filter({ counted($0.value) > 0 }).map(\.key) {
                    let (ids, left) = try store.hitIDs(matching: both, in: state.listID, section: section)
                    named.formUnion(ids)
                    leftOut = left
                }
                sets.append((named, leftOut))
            }
            // The detail's row the filter keeps (`keptUnderFilter`) meets no badge's query with the filter's: its own badges.
            let day = today
            let kept = keptUnderFilter.flatMap { document.row($0) }.flatMap { query.matches($0, today: day) ? nil : $0 }
            var out: [SectionID: StateCounts] = [:]
            for (group, found) in hits {
                var n = sets.map { set in found.ids.count { set.ids.contains($0) != set.leftOut } }
                if let kept, found.ids.contains(kept.id) {
                    for (i, badge) in badges.enumerated() where badge.0.matches(kept, today: day) { n[i] += 1 }
                }
                let counts = StateCounts(overdue: n[0], dueToday: n[1], unread: n[2])
                if counts != StateCounts() { out[group] = counts }
            }
            return out
        }
        cache.hitBadges = (state.listID, key, counts)
        return counts[group] ?? StateCounts()
    }

    /// `readHits(around:in:number:)` for a list grouped by a field and read in windows:
    /// the rows within a margin either side of `focus` (or of the row numbered `number` + 1
    /// among those let through) in the groups' order, read by their ids and put in their
    /// groups' windows at their places there.
    func readGroupedHits(around focus: Focus, in filter: RowFilter, number: Int?, query: HitQuery) throws -> RowFilter {
        guard var document = try groupWindows() else { return filter }
        let sections = document.sections
        let groups = try groupedHits(query)
        let walk = HitSections(filter, in: document)
        let (held, heldCounts, base, total) = (walk.held, walk.counts, walk.base, walk.total)
        func hits(_ index: Int) -> SortedHits { groups[sections[index].id] ?? SortedHits(places: [], ids: []) }
        var known: [Int: RowID] = [:]
        for (rank, id) in filter.ranked where document.contains(id) { known[rank] = id }
        // The cut the focus makes in reading order: in the group at `at`, after its first
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
                // A row's place in its group: its rank in the group's window, else among the group's ids.
                var place: (section: Int, rank: Int)?
                if let sid = document.sectionID(of: id), let i = document.sectionIndex(of: sid), let k = sections[i].index(of: id) {
                    place = (i, sections[i].rank(atIndex: k))
                } else if let (sid, k) = groupRank(of: id), let i = document.sectionIndex(of: sid) {
                    place = (i, k)
                }
                if let place {
                    at = place.section
                    if let r = filter.index(of: id) {
                        local = r - walk.found(before: at)
                    } else {
                        local = hits(at).count(before: place.rank)
                    }
                    rank = walk.found(before: at) + local
                }
            }
        }
        guard !sections.isEmpty else { return filter }
        var wanted: [(section: Int, rank: Int, place: Int, id: RowID)] = []
        let margin = hitMargin
        // Forward from the cut, over the groups holding rows found.
        var left = margin + 1
        var p = walk.firstHeld(from: at)
        while left > 0 && p < held.count {
            let i = held[p]
            let start = i == at ? min(local, heldCounts[p]) : 0
            let take = min(left, heldCounts[p] - start)
            if take > 0 {
                let h = hits(i)
                for k in start..<min(start + take, h.ids.count) { wanted.append((i, base[p] + k, Int(h.places[k]), h.ids[k])) }
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
                let h = hits(i)
                for k in (end - take)..<min(end, h.ids.count) { wanted.append((i, base[p] + k, Int(h.places[k]), h.ids[k])) }
                left -= take
            }
            p -= 1
        }
        // The rows not held are read by their ids, each put in its group's window at its place
        // there, which stands for its position, as in a grouped list read whole.
        let missing = wanted.filter { !document.contains($0.id) }
        if !missing.isEmpty {
            let rows = Dictionary(try store.rows(withIDs: missing.map(\.id)).map { ($0.id, $0) }) { a, _ in a }
            var placed: [Int: [(rank: Int, row: Row)]] = [:]
            for hit in missing {
                guard var row = rows[hit.id] else { continue }
                row.position = Positions.spaced(hit.place)
                placed[hit.section, default: []].append((hit.place, row))
            }
            for (i, pairs) in placed { document.fillWindow(sections[i].id, ranked: pairs) }
            cache.groups?.document = document
            cache.grouped = nil
        }
        for hit in wanted where document.contains(hit.id) { known[hit.rank] = hit.id }
        // Many rows read far from here are forgotten.
        if known.count > margin * 64 {
            known = known.filter { abs($0.key - rank) <= margin * 16 }
        }
        let read = RowFilter(text: filter.text, paged: known.filter { document.contains($0.value) }.map { ($0.key, $0.value) },
                             hits: filter.hits, in: document, holding: (held, heldCounts))
        if let kept = cache.filter, kept.list == state.listID, kept.rows.text == filter.text {
            cache.filter = (kept.list, kept.text, read)
        }
        return read
    }
}

extension Session {
    /// A section's badges among the rows a filter read a page at a time lets through:
    /// by the store's sections, or, grouped, by the groups (`groupedHitBadges`).
    func pagedHitBadges(of section: SectionID, in filter: RowFilter) -> StateCounts {
        storedDocument.settings.grouping != nil ? groupedHitBadges(of: section, in: filter) : hitBadges(of: section, in: filter)
    }
}
