import ListoModel
import ListoStore

/// A filter by words over a long list, read a page at a time: the store counts the
/// rows it lets through, section by section, in its word index, and only the rows
/// a command reaches are read, by a range of a section's index from a row already
/// read (`Repository.hits`). Each row read is put in its section's window at its
/// rank, so the list holds it as it holds any row read; the filter knows each
/// one's place among all the rows it lets through, counted from the sections
/// before it. Before a command that moves, reads or numbers rows while filtering,
/// the rows within a margin of where it lands are read; any other command reads
/// the filter whole, as before (`prepareHits`).
extension Session {
    /// A page of a filter on either side of the focus: enough that a step or two lands on a row read.
    var hitMargin: Int { environment.windowMargin * 2 }

    /// A filter's text as the store is asked it: its words, or its words and states
    /// on today, keeping the detail's row its opening took out (`keptUnderFilter`), as
    /// the filter read whole keeps it; nil for a filter the store can't test (one by a
    /// schedule, or a text value, or one keeping a row that holds no field: the store
    /// asks such a filter only of the rows holding fields).
    func hitQuery(_ text: String) -> HitQuery? {
        let query = (try? StateTerms.parse(text, fields: storedDocument.settings.fields, today: today, dayMonth: dayMonth)) ?? .words(text)
        if query.isWordsOnly { return .words(SearchWords.query(text)) }
        guard let asked = HitQuery(filter: query, today: today) else { return nil }
        guard let kept = keptUnderFilter else { return asked }
        guard asked.plainRowMatches != false || document.row(kept)?.fields.isEmpty == false else { return nil }
        return asked.keeping(kept)
    }

    /// What a filter's findings are kept under in the cache: its text, the day for a
    /// filter of states (which may name days), and the row it keeps for the detail.
    func filterKey(_ text: String, wordsOnly: Bool) -> String {
        (wordsOnly ? text : text + "\u{0}" + today.iso) + (keptUnderFilter.map { "\u{1}\($0.raw)" } ?? "")
    }

    /// The filter on, read a page at a time around the focus, or nil where it is
    /// read whole: a list read whole, grouped, with rows inside others or waiting for
    /// a start; a filter the store can't test. However few rows it finds: reading them
    /// whole reads the sections holding them. Sorted by a field, its hits are read in
    /// that order (Session+SortedHits.swift).
    func pagedFilter(_ text: String) throws -> RowFilter? {
        let stored = storedDocument
        if stored.settings.grouping != nil { return try pagedGroupedFilter(text) }
        guard stored.isWindowed, stored.settings.grouping == nil, !stored.isNested,
              let query = hitQuery(text), state.rotor != .state || stateRotorPagesFilter, !(try hasWaitingRows()) else { return nil }
        // Few rows found are read so too: read whole, their sections are (a section of 500,000 rows for 4 hits).
        let hits: SectionHits
        if let left = try store.plainRowsLeftOut(matching: query, in: state.listID) {
            // Every row of a section but those left out, which are few: the sections' own counts, held here.
            var counted: [SectionID: Int] = [:]
            for (id, n) in left {
                guard let i = stored.sectionIndex(of: id) else { return nil }
                counted[id] = max(0, stored.sections[i].count - n)
            }
            hits = SectionHits(counted, everyRowElse: true)
        } else {
            let counts = try store.hitCounts(matching: query, in: state.listID)
            guard counts.keys.allSatisfy({ stored.sectionIndex(of: $0) != nil }) else { return nil }
            hits = SectionHits(counts)
        }
        // The sections found, in list order, each walked once: 10,000 sections each looked up
        // by id and copied out of the list cost more than counting them (1M one list).
        let holding = stored.sectionIndices(holding: hits)
        var loadedRows = 0
        for i in holding.places where stored.sections[i].isLoaded { loadedRows += stored.sections[i].rows.count }
        guard loadedRows <= max(4 * environment.windowRows, 4096) else { return nil }
        let empty = RowFilter(text: text, paged: [], hits: hits, in: stored, holding: holding)
        return try readHits(around: state.focus, in: empty)
    }

    /// A section's badges among the rows a filter read a page at a time lets
    /// through, counted in the store in one pass with the filter: once for every
    /// section, and again when the filter is found again.
    func hitBadges(of section: SectionID, in filter: RowFilter) -> StateCounts {
        let key = filterKey(filter.text, wordsOnly: false)
        if let kept = cache.hitBadges, kept.list == state.listID, kept.text == key {
            return kept.counts[section] ?? StateCounts()
        }
        let counts = holdsNoBadge ? [:] : hitQuery(filter.text).map { query in
            reading([:]) { try store.hitStateCounts(matching: query, in: state.listID, today: today) }
        } ?? [:]
        cache.hitBadges = (state.listID, key, counts)
        return counts[section] ?? StateCounts()
    }

    /// Whether the open list declares no field a badge counts (a due date, read): a
    /// list of tasks with only done has no badge to count, and the store is not asked
    /// to walk 200,000 rows a filter lets through for none (0.9 s for `sections`).
    /// A row holds only the fields its list declares (`field remove` takes its values away).
    var holdsNoBadge: Bool {
        FieldRole.due.field(in: declaredFields) == nil && FieldRole.read.field(in: declaredFields) == nil
    }

    /// Before a command while a filter is on: the rows it reaches are read when the
    /// filter is read a page at a time and the command is one that stays near them, as
    /// its declaration says (`HitReach`, Grammar.swift); any other command reads the
    /// filter whole. Says whether it read what was needed.
    func prepareHits(for command: Command, declared entry: GrammarEntry?) throws -> Bool {
        // A number alone that chose nothing is refused by the filter's count: the rows near the focus, not the filter whole.
        var reach = if case .bareNumber = command, entry == nil { HitReach.nearFocus } else { entry?.hits(of: command) }
        // Deleting one row reaches it as any change to one row does.
        if case .deleting(.row(let row))? = reach, !deletesSelection(.row(row)) { reach = .row(row) }
        // A number choosing an action of the swipe open on the focused row reaches that row, as `do N` does.
        if case .swipeChoice = command, entry == nil, let open = state.swipe, state.focus == .row(open.row) { reach = .row(nil) }
        // Turning a filter by words on, or a filter off, reads what the filter finds and nothing near the focus first.
        if case .turnsFilter(let text)? = reach {
            guard let text, let query = try? StateTerms.parse(text, fields: storedDocument.settings.fields, today: today, dayMonth: dayMonth) else { return true }
            // Counted in the store and read around the focus and from the first row found, where
            // focus goes when its row is not let through; else by words the sections holding them
            // are read, and by states the list whole.
            // Grouped, a filter not read in the groups' windows reads the list whole, which its groups are made from.
            guard var paged = try pagedFilter(text) else { return query.isWordsOnly && storedDocument.settings.grouping == nil }
            if paged.count > 0 { paged = try readHits(around: .title, in: paged) }
            cache.filter = (state.listID, filterKey(text, wordsOnly: query.isWordsOnly), paged)
            return true
        }
        // A search reads what it finds itself; the next page of one reads the store as it goes.
        if reach == .itsOwn || reach == .nextPage && state.pendingPage?.search != nil { return true }
        guard state.filter != nil, hasList else { return false }
        if try readsAmongHeldHits(command, reach: reach, changes: entry?.traits.contains(.changes) == true) { return true }
        // Grouped, a change, a selection or a command reaching further reads the filter whole, as before: what it
        // changes can move rows between groups, and the groups' hits are the store's as it grouped them.
        if storedDocument.settings.grouping != nil {
            if entry?.traits.contains(.changes) == true { return wholeFilter() }
            switch reach {
            case .step?, .ends?, .nearFocus?, .nextPage?, .number?: break
            case .row(let r)?:
                switch r {
                case nil, .focused?, .number?: break
                default: return wholeFilter()
                }
            default: return wholeFilter()
            }
        }
        // Sorted by a field, a change reads the filter whole, as before: an undo leaves a value put
        // back where the list holds its row until it is sorted again, an order the store does not give.
        if Self.sortField(storedDocument) != nil, entry?.traits.contains(.changes) == true {
            switch reach {
            case .step?, .ends?: break
            default: return wholeFilter()
            }
        }
        var ends = false
        switch reach {
        case nil, .turnsFilter?, .itsOwn?:
            return wholeFilter()
        case .nearFocus?, .nextPage?:
            break
        case .step?:
            // The state rotor's next is asked of the store among the filter's rows, and read where it is (Session+StateRotor.swift).
            guard [.items, .rows, .sections].contains(state.rotor) || stateRotorHits != nil, state.column == .content else { return wholeFilter() }
        case .ends?:
            guard [.items, .rows, .sections].contains(state.rotor) || stateRotorHits != nil, state.column == .content else { return wholeFilter() }
            ends = state.rotor != .state
        case .deleting(let target)?:
            // `select all` under a filter turns into the rows the filter finds, read where they are: nothing more.
            // Rows selected by their ids, held, are deleted where they are (Session+HitSelection.swift).
            guard deletesSelection(target) && (selectionReadsItsHits || selectionIDsHeld) else { return wholeFilter() }
            if selectionIDsHeld { try readBesideSelection() }
        case .movingAway(let named)?:
            // Rows selected by their ids, held, move where they are, the row focus goes to read
            // first, as delete selection reads it; a rule would be turned into every row it covers.
            if named || takesSelection(nil) {
                guard selectionIDsHeld else { return wholeFilter() }
                try readBesideSelection()
            }
        case .selectingAll?:
            // Every row the filter lets through is a rule, counted by the filter's count (selectEveryHit);
            // a rule standing before it, its rows the filter hides counted in the store (`hiddenOfRule`).
            guard state.everyRow == nil || ruleHiddenCountable else { return wholeFilter() }
        case .readingSelection?:
            // Nothing selected reads nothing; rows selected by their ids are held, those the filter hides counted in the store.
            // A rule made without a filter is said a page at a time from the store, as without one (`selectionPagesHeard`).
            guard selectionReadsItsHits || (state.everyRow == nil && state.selection.isEmpty) || selectionSaidFromHeldRows
                    || ruleSaidInPages else { return wholeFilter() }
        case .numbers(let ns)?:
            switch try readNumberedHits(ns) {
            case true?: return true
            case false?: return wholeFilter()
            case nil: break
            }
        case .number(let n)?:
            switch try readNumbered(n) {
            case true?: return true
            case false?: return wholeFilter()
            case nil: break
            }
        case .row(let r)?:
            // A command on the focused row, or on one by its number among the rows let through:
            // the rows around it are read, as for a step; after a change the filter is counted
            // again and the row focus goes to read with the rows around it (Session+HitChanges.swift).
            switch r {
            case nil, .focused?: break
            case .number(let n)?:
                switch try readNumbered(n) {
                case true?: return true
                case false?: return wholeFilter()
                case nil: break
                }
            // A row by its title, or chosen among those a title offered: found through the title index (Session+TitledHits.swift).
            case .title(let text)?:
                guard try readTitledHits(text) else { return wholeFilter() }
            case .row(let id, _)?:
                guard try readChosenHit(id) else { return wholeFilter() }
            }
        }
        guard var filter = rowFilter(), filter.isPaged else { return false }
        // Rows read within half a margin either side of the focus: nothing more is read for a step.
        let half = hitMargin / 2
        let held = windowDocument
        if case .row(let id) = state.focus, let g = filter.index(of: id),
           (max(0, g - half)..<min(filter.count, g + half + 1)).allSatisfy({ filter.row(at: $0).map(held.contains) == true }) {
        } else {
            filter = try readHits(around: state.focus, in: filter)
        }
        if ends, filter.count > 0 {
            filter = try readHits(around: .title, in: filter)
            if let last = windowDocument.sections.last { filter = try readHits(around: .footer(last.id), in: filter) }
        }
        return true
    }

    /// Whether a command under a filter held in windows (`filterHeldInWindows`) reaches
    /// only rows it holds: a reading, a step, the focused row, one by its number among
    /// the rows shown, one chosen, or one by a title few rows start with, each read where
    /// it is (`goto Café alpha` under `filter Café` read the sections near the focus
    /// whole, 0.3 s). A change, or a title many rows start with, reads as before.
    private func readsAmongHeldHits(_ command: Command, reach: HitReach?, changes: Bool) throws -> Bool {
        guard !changes, state.column == .content, filterHeldInWindows else { return false }
        switch command {
        case .list, .readOn, .more: return true
        default: break
        }
        switch reach {
        case .nearFocus?, .nextPage?, .number?, .row(nil)?, .row(.focused?)?: return true
        case .step?, .ends?: return [.items, .rows, .sections, .level].contains(state.rotor)
        case .row(.row(let id, _)?)?: return storedDocument.contains(id)
        case .row(.title(let text)?)?:
            // Every row whose title starts so is read: the name is taken among them as the list read whole takes it.
            let key = Names.indexKey(text)
            guard !key.trimmingSpaces().isEmpty else { return true }
            // A title some rows have whole is taken among them (`resolveRow`), however many more start so.
            let exact = try store.rows(titled: key, prefix: false, in: state.listID, limit: Session.hitsReadInWindows + 1)
            if !exact.isEmpty, exact.count <= Session.hitsReadInWindows {
                try readEach(exact)
                let typed = Names.key(text)
                if exact.contains(where: { storedDocument.row($0).map { Names.key($0.title) == typed } == true }) { return true }
            }
            let named = try store.rows(titled: key, prefix: true, in: state.listID, limit: Session.hitsReadInWindows + 1)
            guard named.count <= Session.hitsReadInWindows else { return false }
            // A row so named that the filter hides is read where it is, to be refused by the filter, not by its name.
            try readEach(named)
            return true
        default: return false
        }
    }

    /// Whether the filter on is held whole over a long list holding rows inside others,
    /// found by the word index with each row it shows read where it is, not with its
    /// section (`readFound`), and every one of those still read: what a reading or a step
    /// under it says is among them, so the sections near the focus are not read whole.
    /// Held so, it is whole: a command that reads a filter whole reads nothing more for it.
    var filterHeldInWindows: Bool {
        let stored = storedDocument
        guard stored.isWindowed, stored.isNested, stored.settings.grouping == nil, stored.settings.ordering == .manual,
              let filter = rowFilter(), !filter.isPaged, Self.readsHitsInWindows(stored, found: filter.rows.count) else { return false }
        return filter.shown.allSatisfy(stored.contains)
    }

    /// A row by its number among those a filter read a page at a time lets through,
    /// read with the rows around it when it is not read yet, found in its section by
    /// the store. True when it was read here; false when it can't be (the filter is
    /// then read whole); nil when nothing was needed (read already, or no such number,
    /// which the command refuses by the filter's count).
    private func readNumbered(_ n: Int) throws -> Bool? {
        guard var filter = rowFilter(), filter.isPaged else { return false }
        guard n >= 1, n <= filter.count, filter.row(at: n - 1) == nil else { return nil }
        filter = try readHits(around: state.focus, in: filter, number: n - 1)
        return filter.row(at: n - 1) != nil
    }

    /// The filter is read whole for this command: a filter read a page at a time is let go.
    private func wholeFilter() -> Bool {
        state.turn.wholeFilter = true
        return false
    }

    /// The filter with the rows within a margin either side of `focus` read, kept
    /// as the filter found; the rows read far from it are forgotten once many are.
    @discardableResult
    func readHits(around focus: Focus, in filter: RowFilter, number: Int? = nil) throws -> RowFilter {
        guard let query = hitQuery(filter.text) else { return filter }
        if storedDocument.settings.grouping != nil { return try readGroupedHits(around: focus, in: filter, number: number, query: query) }
        if let field = Self.sortField(storedDocument) {
            return try readSortedHits(around: focus, in: filter, number: number, field: field, query: query)
        }
        var document = storedDocument
        let sections = document.sections
        let walk = HitSections(filter, in: document)
        let (held, heldCounts, base, total) = (walk.held, walk.counts, walk.base, walk.total)
        var known: [Int: RowID] = [:]
        for (rank, id) in filter.ranked where document.contains(id) { known[rank] = id }
        // A section read whole holds every row it lets through: each is known.
        var complete = Set<SectionID>()
        let knownRows = Set(known.values)
        /// How many rows it lets through in the section at `index`.
        func found(in index: Int) -> Int { walk.found(before: index + 1) - walk.found(before: index) }
        func sparse(_ s: Section, _ count: Int) -> Bool { count * 8 < s.count }
        for (p, i) in held.enumerated() where sections[i].isLoaded {
            let s = sections[i]
            let count = heldCounts[p]
            if s.rows.filter({ knownRows.contains($0.id) }).count < count {
                // A page of rows found is read from the index in order; more are told apart among the section's rows.
                let page = count <= hitMargin * 2 + 1
                    ? try store.hits(matching: query, in: state.listID, section: s.id, beyond: nil, forward: true, limit: count, sparse: sparse(s, count))
                        .map(\.id)
                    : []
                if page.count == count, page.allSatisfy(document.contains) {
                    for (k, id) in page.enumerated() { known[base[p] + k] = id }
                } else {
                    let found = try store.holding(query, in: state.listID, among: s.rows.map(\.id))
                    for (k, row) in s.rows.filter({ found.contains($0.id) }).enumerated() { known[base[p] + k] = row.id }
                }
            }
            complete.insert(s.id)
        }
        // The cut the focus makes in reading order: after `after` in section `at`
        // (nil: at its start), the first row found after it being of rank `rank`.
        var at = 0, after: Int64?, rank = 0
        if let k = number, k >= 0, k < total {
            // The row numbered k + 1 among those the filter lets through: found by its place in its section.
            let (p, local) = walk.holding(hit: k)
            guard let position = try store.hitPosition(matching: query, in: state.listID, section: sections[held[p]].id, offset: local,
                                                        hits: (heldCounts[p], total))
            else { return filter }
            at = held[p]
            after = position - 1
            rank = k
        } else {
            switch focus {
            case .title: break
            case .header(let id):
                at = document.sectionIndex(of: id) ?? 0
                rank = walk.found(before: at)
            case .footer(let id):
                at = document.sectionIndex(of: id) ?? 0
                after = Int64.max
                rank = walk.found(before: at + 1)
            case .row(let id):
                if let p = document.path(of: id), let row = document.row(id) {
                    at = p.section
                    after = row.position - 1
                    if let r = filter.index(of: id) {
                        rank = r
                    } else {
                        rank = walk.found(before: at) + (try store.hitRank(
                            matching: query, in: state.listID, section: sections[at].id, before: row.position,
                            hits: (found(in: at), total)))
                    }
                }
            }
        }
        guard !sections.isEmpty else { return filter }
        var fetched: [(section: Int, rank: Int, row: Row)] = []
        let margin = hitMargin
        // Forward from the cut, over the sections holding rows found.
        var left = margin + 1
        var p = walk.firstHeld(from: at)
        while left > 0 && p < held.count {
            let i = held[p]
            let s = sections[i]
            let from = i == at ? after : nil
            let r = i == at ? rank : base[p]
            let take = min(left, base[p] + heldCounts[p] - r)
            if take > 0 {
                if complete.contains(s.id) || (r..<(r + take)).allSatisfy({ known[$0] != nil }) {
                    left -= take
                } else {
                    let rows = try store.hits(
                        matching: query, in: state.listID, section: s.id, beyond: from, forward: true, limit: take, sparse: sparse(s, heldCounts[p]))
                    for (k, row) in rows.enumerated() { fetched.append((i, r + k, row)) }
                    left -= max(rows.count, 1)
                }
            }
            p += 1
        }
        // Back from the cut.
        left = margin
        p = walk.firstHeld(from: at + 1) - 1
        while left > 0 && p >= 0 {
            let i = held[p]
            let s = sections[i]
            let upTo: Int64? = i == at ? after.map { $0 == Int64.max ? Int64.max : $0 + 1 } : Int64.max
            let r = i == at ? rank : base[p] + heldCounts[p]
            let take = upTo == nil ? 0 : min(left, r - base[p])
            if take > 0 {
                if complete.contains(s.id) || ((r - take)..<r).allSatisfy({ known[$0] != nil }) {
                    left -= take
                } else {
                    let rows = try store.hits(
                        matching: query, in: state.listID, section: s.id, beyond: upTo == Int64.max ? nil : upTo, forward: false,
                        limit: take, sparse: sparse(s, heldCounts[p]))
                    for (k, row) in rows.enumerated() { fetched.append((i, r - rows.count + k, row)) }
                    left -= max(rows.count, 1)
                }
            }
            p -= 1
        }
        // Each row read goes into its section's window at its rank there.
        var bySection: [Int: [(rank: Int, row: Row)]] = [:]
        for hit in fetched where known[hit.rank] == nil || !document.contains(hit.row.id) {
            known[hit.rank] = hit.row.id
            if !document.contains(hit.row.id) { bySection[hit.section, default: []].append((hit.rank, hit.row)) }
        }
        if !bySection.isEmpty {
            // Each row's place in its section is asked first: a store that cannot answer is an error, not a row left out.
            var placed: [(section: SectionID, index: Int, row: Row)] = []
            for (i, hits) in bySection {
                for hit in hits {
                    guard let (_, index) = try store.rank(of: hit.row.id) else { continue }
                    placed.append((sections[i].id, index, hit.row))
                }
            }
            library.update(state.listID) { d in
                for hit in placed { d.fillWindow(hit.section, from: hit.index, rows: [hit.row]) }
            }
            cache.grouped = nil
            cache.started = nil
            document = storedDocument
        }
        // Many rows read far from here are forgotten; a section read whole keeps its own.
        if known.count > margin * 64 {
            let kept = known.filter { abs($0.key - rank) <= margin * 16 || document.sectionID(of: $0.value).map(complete.contains) == true }
            known = kept
        }
        let read = RowFilter(text: filter.text, paged: known.filter { document.contains($0.value) }.map { ($0.key, $0.value) },
                             hits: filter.hits, in: document, holding: (held, heldCounts))
        if let kept = cache.filter, kept.list == state.listID, kept.rows.text == filter.text {
            cache.filter = (kept.list, kept.text, read)
        }
        return read
    }
}

/// Reading a section a filter read a page at a time lets through, a page at a time.
extension Session {
    /// Where the rows of the section at `index` are read from, for a say-all under a
    /// filter read a page at a time: its first row found on. Nil for a section read
    /// whole (its rows are all known) or folded, read as any other.
    func hitsToRead(_ index: Int) -> HitsToRead? {
        guard let filter = rowFilter(), filter.isPaged else { return nil }
        let v = view
        let section = v.sections[index]
        guard !section.isLoaded, !v.isFolded(section) else { return nil }
        return HitsToRead(section: section.id, from: firstRank(of: section.id, in: filter))
    }

    /// The place among all the filter lets through of a section's first one.
    private func firstRank(of section: SectionID, in filter: RowFilter) -> Int {
        // Counted over the sections holding rows found, not over the list's every section.
        let document = windowDocument
        guard let at = document.sectionIndex(of: section) else { return filter.count }
        let (places, counts) = filter.sectionIndexesAndHits(in: document)
        var total = 0
        for (i, n) in zip(places, counts) where i < at { total += n }
        return total
    }

    /// How many rows the filter lets through in a section, as it counted them.
    private func hitCount(of section: SectionID, in filter: RowFilter) -> Int {
        let document = windowDocument
        guard let at = document.sectionIndex(of: section) else { return 0 }
        let (places, counts) = filter.sectionIndexesAndHits(in: document)
        var low = 0, high = places.count
        while low < high {
            let middle = (low + high) / 2
            if places[middle] < at { low = middle + 1 } else { high = middle }
        }
        return low < places.count && places[low] == at ? counts[low] : 0
    }

    /// The rows to say next of a section being read, read from the store as far as
    /// a page past them, and where to go on from; nil once the section is done.
    func hitItems(_ reading: HitsToRead) throws -> (items: [Focus], after: HitsToRead?) {
        guard var filter = rowFilter(), filter.isPaged else { return ([], nil) }
        let end = firstRank(of: reading.section, in: filter) + hitCount(of: reading.section, in: filter)
        guard reading.from < end else { return ([], nil) }
        if filter.row(at: reading.from) == nil || filter.row(at: min(reading.from + hitMargin, end - 1)) == nil {
            // From the row before, when it is known, else from the section's start.
            let before = reading.from - 1
            let first = end - hitCount(of: reading.section, in: filter)
            let cut: Focus = before >= first ? filter.row(at: before).map { .row($0) } ?? .header(reading.section) : .header(reading.section)
            filter = try readHits(around: cut, in: filter)
        }
        var items: [Focus] = []
        var k = reading.from
        let held = windowDocument
        while k < end, let id = filter.row(at: k), held.sectionID(of: id) == reading.section {
            items.append(.row(id))
            k += 1
        }
        // Nothing more could be read: the section is taken as done rather than read again.
        guard k < end, !items.isEmpty else { return (items, nil) }
        return (items, HitsToRead(section: reading.section, from: k))
    }

    /// How many rows of a section being read are still to say.
    func hitsLeft(_ reading: HitsToRead, in v: ListView) -> Int {
        guard let filter = v.filter, filter.isPaged else { return 0 }
        return max(0, firstRank(of: reading.section, in: filter) + hitCount(of: reading.section, in: filter) - reading.from)
    }
}

/// The sections holding rows a filter lets through, in list order, each with the count of
/// those before it: only they are walked, so 4 rows found among 10,000 sections walk 4, not
/// 10,000. Both ways of reading a filter's rows (in the list's order and in a field's) walk them.
struct HitSections {
    /// The sections' indexes in the list, and how many rows each lets through.
    let held: [Int], counts: [Int]
    /// How many rows it lets through lie before each of them, and in all.
    let base: [Int], total: Int

    init(_ filter: RowFilter, in document: ListDocument) {
        (held, counts) = filter.isPaged ? filter.sectionIndexesAndHits(in: document) : document.sectionIndices(holding: filter.hits)
        var base: [Int] = [], total = 0
        base.reserveCapacity(held.count)
        for n in counts {
            base.append(total)
            total += n
        }
        (self.base, self.total) = (base, total)
    }

    /// The place in `held` of the first section at or after the one at `index`.
    func firstHeld(from index: Int) -> Int {
        var low = 0, high = held.count
        while low < high {
            let middle = (low + high) / 2
            if held[middle] < index { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The place in `held` of the section holding the row numbered `k + 1` among those
    /// let through (`k` under `total`), and that row's place among the section's own.
    func holding(hit k: Int) -> (place: Int, local: Int) {
        var low = 0, high = held.count
        while low < high {
            let middle = (low + high) / 2
            if base[middle] <= k { low = middle + 1 } else { high = middle }
        }
        return (low - 1, k - base[low - 1])
    }

    /// How many rows it lets through lie in the sections before the one at `index`.
    func found(before index: Int) -> Int {
        let p = firstHeld(from: index)
        return p < held.count ? base[p] : total
    }
}
