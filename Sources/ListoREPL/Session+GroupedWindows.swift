import ListoAnnouncer
import ListoModel
import ListoStore

/// A long list grouped by a field is read in windows of its groups: the store gives
/// each group's top-level rows' ids in the group's order (`Repository.groupedRowIDs`),
/// the session keeps those ids, 8 bytes a row, until the store or the day moves,
/// and the list as heard holds the groups as sections known by their counts, with
/// the windows of them read by id. Moving, numbering and reading read the rows they
/// say; a change to a list in its own order reads the rows it names and places the
/// windows again (`placeGroupedWindows`); what reaches further (a selection by states,
/// a change to a list sorted by a field) reads the list whole, as before, and the
/// groups are then made from its rows.
extension Session {
    /// Whether the open list is heard in groups read in windows: grouped, not read
    /// whole, with no rows inside others, unfiltered or by a filter read a page at a
    /// time in the groups (Session+GroupedHits.swift).
    func readsGroupedWindows(_ stored: ListDocument) -> Bool {
        groupsReadInWindows(stored) && filterReadInGroups
    }

    /// Whether a list's groups are read in windows, whatever the filter: grouped, not
    /// read whole, with no rows inside others.
    func groupsReadInWindows(_ stored: ListDocument) -> Bool {
        stored.settings.grouping != nil && stored.isWindowed && !stored.isNested
    }

    /// The document whose sections a window is read in: the groups when the list is
    /// heard in groups read in windows, else the list as stored.
    var windowDocument: ListDocument { readsGroupedWindows(storedDocument) ? document : storedDocument }

    /// The list as heard in groups read in windows, its groups' ids asked of the store
    /// once until it moves; nil where the list is not read so.
    func groupWindows() throws -> ListDocument? {
        let stored = storedDocument
        guard let field = stored.settings.grouping, groupsReadInWindows(stored) else { return nil }
        let day = today
        let announcer = Announcer(verbosity: settings.verbosity, language: settings.language, today: day)
        let words = "\(settings.language) \(settings.verbosity)"
        if let known = cache.groups, known.list == state.listID, known.field == field {
            if known.words == words { return known.document }
            let keys = known.document.sections.map { section in (section.id, known.ids[section.id] ?? []) }
            let remade = Self.groupDocument(stored, field: field, groups: keys, held: known.document) { id in
                known.keys[id].map { announcer.groupTitle($0, field: field) }
            }
            cache.groups?.document = remade
            cache.groups?.words = words
            return remade
        }
        let groups = try store.groupedRowIDs(of: state.listID, by: field, settings: stored.settings, today: day)
        var keys: [SectionID: GroupKey] = [:]
        var ids: [SectionID: [RowID]] = [:]
        var badges: [SectionID: StateCounts] = [:]
        for group in groups {
            let id = Grouping.sectionID(for: group.key)
            keys[id] = group.key
            ids[id] = group.ids
            badges[id] = group.badges
        }
        let made = Self.groupDocument(stored, field: field, groups: groups.map { (Grouping.sectionID(for: $0.key), $0.ids) }, held: nil) { id in
            keys[id].map { announcer.groupTitle($0, field: field) }
        }
        cache.groups = GroupWindows(list: state.listID, field: field, ids: ids, keys: keys, document: made, words: words)
        cache.groups?.badges = badges
        return made
    }

    /// The list as heard in these groups, each a section known by its count, holding
    /// the windows `held` holds of it. As `Grouping.grouped` makes it: a list in
    /// manual order grouped by a date is in the date's order within each group.
    private static func groupDocument(
        _ stored: ListDocument, field: String, groups: [(SectionID, [RowID])], held: ListDocument?, title: (SectionID) -> String?
    ) -> ListDocument {
        var settings = stored.settings
        let isDate = settings.field(named: field)?.type == .date || groups.contains { $0.0.raw < 0 && $0.0.raw > -100 }
        if settings.ordering == .manual && isDate { settings.ordering = .field(field) }
        var sections = groups.enumerated().map { i, group in
            Section(id: group.0, header: title(group.0), footer: nil, collapsed: false, prominence: .standard,
                    position: Positions.spaced(i), count: group.1.count)
        }
        if sections.isEmpty { sections = [Section(id: SectionID(-999), header: nil)] }
        var document = ListDocument(id: stored.id, name: stored.name, position: stored.position, settings: settings, sections: sections)
        for section in held?.sections ?? [] where section.isWindow {
            document.fillWindow(section.id, ranked: section.rows.indices.map { (section.rank(atIndex: $0), section.rows[$0]) })
        }
        return document
    }

    /// Reads, of each group, the rows of these ranks it does not hold yet, and a
    /// margin more (the window's margin unless given), by their ids.
    func readGroupedWindows(_ wanted: [(SectionID, Range<Int>)], margin: Int? = nil) throws {
        guard var document = try groupWindows(), let known = cache.groups else { return }
        var read = false
        for (id, ranks) in wanted {
            guard let section = document.section(id), !section.isLoaded, section.count > 0, let ids = known.ids[id] else { continue }
            let needed = ranks.clamped(to: 0..<section.count)
            guard !needed.isEmpty, !section.holds(needed) else { continue }
            let margin = margin ?? environment.windowMargin
            let clamped = ((needed.lowerBound - margin)..<(needed.upperBound + margin)).clamped(to: 0..<min(section.count, ids.count))
            guard !clamped.isEmpty else { continue }
            let found = try store.rows(withIDs: Array(ids[clamped]))
            var byID: [RowID: Row] = [:]
            for row in found { byID[row.id] = row }
            // A row's place in its group stands for its position, as in a grouped list read whole.
            let pairs: [(rank: Int, row: Row)] = clamped.compactMap { rank in
                byID[ids[rank]].map { row in
                    var placed = row
                    placed.position = Positions.spaced(rank)
                    return (rank, placed)
                }
            }
            document.fillWindow(id, ranked: pairs)
            read = true
        }
        if read {
            cache.groups?.document = document
            cache.grouped = nil
        }
    }

    /// A top-level row's group and rank among the groups' ids.
    func groupRank(of row: RowID) -> (section: SectionID, index: Int)? {
        guard let known = cache.groups else { return nil }
        for (id, ids) in known.ids {
            if let k = ids.firstIndex(of: row) { return (id, k) }
        }
        return nil
    }

    /// Before a command on a list heard in groups read in windows: the windows it
    /// needs are read, and true; false for a command that needs the list whole.
    func prepareGroupedWindows(for command: Command, declared entry: GrammarEntry?, reach: Reach) throws -> Bool {
        // A change to a list in its own order reads the rows it names, in windows of its own
        // sections (`Operation.needs(in:)`), and the groups' windows are placed again after it
        // (`placeGroupedWindows`); one to a list sorted by a field reads the list whole.
        let changes = entry?.traits.contains(.changes) == true
        if changes && !storedDocument.readsGroupedChangesInWindows { return false }
        guard try groupWindows() != nil else { return false }
        if case .row(let id) = state.focus, !document.contains(id), let (section, rank) = groupRank(of: id) {
            try readGroupedWindows([(section, rank..<(rank + 1))], margin: 1)
        }
        // The focused row is read in its own section too, where `add` puts a row beside it.
        if changes, case .row(let id) = state.focus { try readRows([id]) }
        if let windows = windowsNeeded(for: command, declared: entry) {
            try readGroupedWindows(windows.near)
            try readGroupedWindows(windows.jumps, margin: 1)
            return true
        }
        if case .asItGoes = reach { return true }
        return false
    }

    /// The groups' windows as they stand before a change, for `placeGroupedWindows`.
    var groupWindowsHeld: GroupWindows? {
        guard hasList, readsGroupedWindows(storedDocument), let known = cache.groups, known.list == state.listID else { return nil }
        return known
    }

    /// After a change to a list heard in groups read in windows: the groups' ids are
    /// asked of the store again (a row may have changed group), and each row the windows
    /// held before is placed at its rank now, as the change left it; each row it changed
    /// is read with the rows either side of it in its group, where a step from it leads.
    func placeGroupedWindows(held: GroupWindows?, after operation: ListoModel.Operation, _ outcome: Outcome) throws {
        guard let held, hasList, held.list == state.listID, cache.groups == nil, storedDocument.settings.grouping == held.field else { return }
        // Rows changed by a rule are the store's alone: the windows held before are let go, and read again as they are.
        if operation.isByRule { return }
        let stored = storedDocument
        if Self.keepsGroups(operation, outcome) {
            // A title or notes changed moves no row between groups, nor changes a badge: the
            // groups' ids stand, and the rows held are the rows as the change left them.
            var kept = held
            let changed = Set(outcome.allChanges.filter { $0.list == state.listID }.flatMap(\.rows))
            for section in held.document.sections where section.rows.contains(where: { changed.contains($0.id) }) {
                let pairs: [(rank: Int, row: Row)] = section.rows.indices.map { k in
                    var row = stored.row(section.rows[k].id) ?? section.rows[k]
                    row.position = section.rows[k].position
                    return (section.rank(atIndex: k), row)
                }
                kept.document.fillWindow(section.id, ranked: pairs)
            }
            cache.groups = kept
            cache.grouped = nil
            return
        }
        guard try groupWindows() != nil, var document = cache.groups?.document, let known = cache.groups else { return }
        var rows: [RowID: Row] = [:]
        for section in held.document.sections {
            for row in section.rows { rows[row.id] = row }
        }
        let changed = outcome.allChanges.filter { $0.list == state.listID }.flatMap(\.rows).filter { stored.parent(of: $0) == nil }
        for id in changed + Array(rows.keys) {
            if let now = stored.row(id) { rows[id] = now }
        }
        var placed: [SectionID: [(rank: Int, row: Row)]] = [:]
        var ranks: [RowID: (SectionID, Int)] = [:]
        let wanted = Set(changed)
        for (sid, ids) in known.ids {
            for (k, id) in ids.enumerated() {
                if var row = rows[id] {
                    row.position = Positions.spaced(k)
                    placed[sid, default: []].append((k, row))
                }
                if wanted.contains(id) { ranks[id] = (sid, k) }
            }
        }
        for (sid, pairs) in placed { document.fillWindow(sid, ranked: pairs) }
        cache.groups?.document = document
        cache.grouped = nil
        if changed.count <= 64 {
            try readGroupedWindows(changed.compactMap { ranks[$0].map { ($0.0, $0.1..<($0.1 + 1)) } }, margin: 1)
        }
    }

    /// Whether a change leaves every row in its group with its badges: a title, notes or a
    /// row opened or closed, or rows put back where they are with the values they hold,
    /// but for those (the undo and redo of a rename).
    static func keepsGroups(_ operation: ListoModel.Operation, _ outcome: Outcome) -> Bool {
        guard outcome.otherChanges.isEmpty else { return false }
        switch operation {
        case .renameRow, .setNotes, .setExpanded:
            return true
        case .restoreRows(_, let put, let remove):
            guard remove.isEmpty, !put.isEmpty, case .restoreRows(_, let before, let removed) = outcome.inverse, removed.isEmpty else { return false }
            let was = Dictionary(before.map { ($0.row.id, $0) }, uniquingKeysWith: { a, _ in a })
            return put.allSatisfy { shot in
                guard let old = was[shot.row.id] else { return false }
                return old.section == shot.section && old.parent == shot.parent && old.row.position == shot.row.position
                    && old.row.fields == shot.row.fields && old.row.schedule == shot.row.schedule
            }
        default:
            return false
        }
    }

    /// After a command: the groups' windows grown past a few pages are cut back to the
    /// rows around the focus and the rows a reading left for more; once the windows hold
    /// more than a few margins of rows, the groups away from the focus let theirs go, as a
    /// list not grouped lets its far sections go (a step, a jump and a change each read
    /// the rows they reach again, by their ids).
    func trimGroupedWindows(_ only: [SectionID]? = nil, around reach: Int? = nil) {
        guard var document = cache.groups?.document else { return }
        let limit = environment.windowMargin * 64
        let reach = reach ?? limit / 4
        var focusRank: (SectionID, Int)?
        if case .row(let id) = state.focus, let sid = document.sectionID(of: id), let section = document.section(sid), let k = section.index(of: id) {
            focusRank = (sid, section.rank(atIndex: k))
        }
        var sections = only ?? document.windowSections.filter { (document.section($0)?.rows.count ?? 0) > (only == nil ? limit : 0) }
        if only == nil, document.sections.reduce(0, { $0 + $1.rows.count }) > environment.windowMargin * 8 {
            let here = focusRank?.0 ?? view.sectionIndex(of: state.focus).map { document.sections[$0].id }
            sections += document.windowSections.filter { $0 != here && !sections.contains($0) }
        }
        guard !sections.isEmpty else { return }
        var keep = state.selection
        if case .rows(let offered)? = state.choice { keep.formUnion(offered.candidates) }
        if let open = state.swipe { keep.insert(open.row) }
        if let detail = state.detailRow { keep.insert(detail) }
        keep.formUnion(state.detailStack)
        if let gap = state.gap { keep.formUnion([gap.previous, gap.next].compactMap { $0 }) }
        keep.formUnion((state.pendingRead?.items ?? []).compactMap { if case .row(let id) = $0 { id } else { nil } })
        for id in sections {
            let ranks = focusRank.flatMap { $0.0 == id ? ($0.1 - reach)..<($0.1 + reach) : nil } ?? 0..<0
            document.trimWindow(id, keeping: ranks) { keep.contains($0.id) }
        }
        cache.groups?.document = document
        cache.grouped = nil
    }
}
