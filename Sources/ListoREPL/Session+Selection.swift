import ListoModel
import ListoStore

/// The selection: ids, and after `select all` the rule that stands for every row
/// (`EveryRowSelection`), counted from the store and turned into ids only when
/// the selection is acted on or the rows it covers may change.
extension Session {
    /// How many rows are selected, the rule's included, without reading them.
    var selectedCount: Int { state.selection.count + (state.everyRow?.selectedCount ?? 0) }

    var hasSelection: Bool { selectedCount > 0 }

    func isSelected(_ id: RowID) -> Bool {
        if state.selection.contains(id) { return true }
        guard let every = state.everyRow else { return false }
        if storedDocument.contains(id) { return every.covers(id, in: storedDocument) }
        // Heard in groups read in windows, a row may be held in its group's window alone.
        guard let groups = cache.groups, groups.list == state.listID, let row = groups.document.row(id) else { return false }
        return every.covers(row, parent: nil)
    }

    /// `select all` with no filter: every row that can be selected, as a rule,
    /// counted from the store's counts and its index of rows that can't be.
    func selectEveryRow() throws -> Int {
        let count = storedDocument.rowCount - (try store.unselectableCount(of: state.listID))
        let rule = EveryRowSelection(below: try store.nextID(), count: count)
        // Rows selected before that the rule does not cover (inside other rows) stay selected beside it.
        keepBeside(rule)
        return selectedCount
    }

    /// `select all` under a filter read a page at a time: every row it lets through that
    /// can be selected, as a rule, counted from the filter's count (the store's) less
    /// the rows it lets through that can't be, which have an index of their own.
    func selectEveryHit(_ query: HitQuery, of filter: RowFilter) throws -> Int {
        let off = try store.unselectableRows(of: state.listID).filter { query.matches($0) }.count
        let rule = EveryRowSelection(below: try store.nextID(), count: filter.count - off, query: query)
        keepBeside(rule)
        return selectedCount
    }

    /// Makes `rule` the selection's, the rows selected before that it does not cover kept
    /// beside it: those it covers found in one pass over the rows held, where each looked
    /// up alone searched its section (thousands selected by ids in a section of 500,000: a hang).
    func keepBeside(_ rule: EveryRowSelection) {
        let stored = storedDocument
        if !state.selection.isEmpty {
            state.selection.subtract(stored.rows(withIDs: state.selection).filter { rule.covers($0, parent: stored.parent(of: $0.id)) }.map(\.id))
        }
        state.everyRow = rule
    }

    /// Whether a row in hand is selected: `isSelected` without looking the row up again.
    func isSelected(_ row: Row) -> Bool {
        if state.selection.contains(row.id) { return true }
        guard let every = state.everyRow else { return false }
        return every.covers(row, parent: storedDocument.parent(of: row.id))
    }

    /// Selects rows in hand, as `selectRow` selects one, each tested as it is: looked up
    /// by its id, each searched its section, so that selecting 857,000 rows beside a rule
    /// never ended. Ctrl-C between rows leaves the selection as it was.
    func addToSelection(_ rows: [Row]) throws {
        let stored = storedDocument
        var (selection, every) = (state.selection, state.everyRow)
        for (i, row) in rows.enumerated() {
            if i % 4096 == 4095 { try CommandStop.check() }
            if every?.excluded.contains(row.id) == true {
                every?.excluded.remove(row.id)
            } else if every?.covers(row, parent: stored.parent(of: row.id)) != true {
                selection.insert(row.id)
            }
        }
        (state.selection, state.everyRow) = (selection, every)
    }

    func selectRow(_ id: RowID) {
        if state.everyRow?.excluded.contains(id) == true {
            state.everyRow?.excluded.remove(id)
        } else if state.everyRow?.covers(id, in: storedDocument) != true {
            state.selection.insert(id)
        }
    }

    /// Says whether the row was selected.
    @discardableResult
    func deselectRow(_ id: RowID) -> Bool {
        if state.selection.remove(id) != nil { return true }
        guard state.everyRow?.covers(id, in: storedDocument) == true else { return false }
        state.everyRow?.excluded.insert(id)
        return true
    }

    /// Turns the rule into ids, reading the whole list: before the selection is
    /// acted on or read out, and before a change that may add, remove or move the rows it covers.
    func settleSelection() throws {
        guard let rule = state.everyRow else { return }
        if let query = rule.query, storedDocument.isWindowed, !storedDocument.isNested {
            // A state as well (`select done` under a filter): the rows in it alone, each with its rank from
            // the store, where the filter's every row was read and ranked one by one (16 s for 200,000).
            if rule.state != nil || rule.only != nil { try readCoveredRows(rule.rowRule) } else { try readHitRows(query) }
        } else if settlesByItsRows {
            try readCoveredRows(rule.rowRule)
        } else {
            try readWholeList()
        }
        // The rule covers top-level rows alone, which are the sections' rows: each is
        // tested as it is, not looked up again by its id through its section (a
        // section of 100,000 rows read whole made that 10^10 steps, a hang).
        // Gathered apart and kept only once whole: Ctrl-C between rows leaves the rule as it was.
        var selection = state.selection
        var walked = 0
        for section in storedDocument.sections {
            for row in section.rows {
                walked += 1
                if walked % 4096 == 0 { try CommandStop.check() }
                if rule.covers(row, parent: nil) { selection.insert(row.id) }
            }
        }
        state.selection = selection
        state.everyRow = nil
    }

    /// Whether the selection is a rule over the whole list (`select all`, `select done`,
    /// `select not done`) turned into ids by reading only the rows it covers, where they
    /// are (`readCoveredRows`): on a list read in windows, unfiltered, with no rows inside
    /// others. An action on it then costs the rows it changes, not the list.
    var settlesByItsRows: Bool {
        guard let every = state.everyRow, every.query == nil else { return false }
        let stored = storedDocument
        return stored.isWindowed && !stored.isNested && readsWindows(stored)
    }

    /// Whether a rule standing (`select done` made without a filter, or under the one on
    /// now) can have its rows the filter on hides counted in the store (`hiddenOfRule`).
    var ruleHiddenCountable: Bool {
        guard let every = state.everyRow, let text = state.filter, let query = hitQuery(text) else { return false }
        let stored = storedDocument
        return stored.isWindowed && !stored.isNested && (every.query == nil || every.query == query)
    }

    /// Whether `selection` says a rule made without a filter a page at a time from the store,
    /// in the list's order, under a filter read a page at a time, as it does without one
    /// (`selectionPagesHeard`): the filter is not read whole for it (after `select done;
    /// filter red` on 2 x 500,000 rows: 4.4 s and 582 MB).
    var ruleSaidInPages: Bool {
        guard let every = state.everyRow, every.query == nil, state.selection.isEmpty else { return false }
        let stored = storedDocument
        return stored.isWindowed && stored.rowCount > Session.countsHiddenUpTo && stored.settings.grouping == nil && !stored.isNested
    }

    /// Under a filter read a page at a time, the selected rows it hides where a rule stands:
    /// the rule's rows less those the filter's query lets through, counted together in the
    /// store, and the rows selected beside it by id (held) that it hides. `select all` said so
    /// after `select done` on 2 x 500,000 rows, reading the selection and the filter whole and
    /// looking up each of the filter's 200,000 rows: 174 s and 582 MB. nil where it can't be counted so.
    func hiddenOfRule() throws -> Int? {
        guard ruleHiddenCountable, let every = state.everyRow, let filter = rowFilter(), filter.isPaged,
              let query = state.filter.flatMap(hitQuery) else { return nil }
        var both = every.rowRule
        both.query = query
        let shown = every.query == query ? every.selectedCount : try store.tally(of: both, in: state.listID, around: nil).count
        let besides = storedDocument.rows(withIDs: state.selection).filter { !query.matches($0) }.count
        return max(0, every.selectedCount - shown) + besides
    }

    /// Whether the selection is `select all` under a filter, turned into ids by
    /// reading only the rows the filter's query finds (`readHitRows`): a command that
    /// acts on it, as `delete selection`, reads nothing else before it.
    var selectionReadsItsHits: Bool {
        state.everyRow?.query != nil && storedDocument.isWindowed && !storedDocument.isNested
    }

    /// Whether a delete command deletes the selection rather than one row.
    func deletesSelection(_ target: DeleteTarget) -> Bool {
        target == .selection || (target == .row(nil) && state.editMode == .active && hasSelection)
    }

    /// Whether a change is to rows of the open list alone, its inverse the rows as they
    /// were (`restoreRows`): the rule then follows it (`followRule`) and is not turned into ids.
    func ruleFollows(_ operation: ListoModel.Operation) -> Bool {
        guard operation.lists == [state.listID] else { return false }
        switch operation {
        case .addRow, .addChild, .deleteRows, .moveRow, .indentRow, .outdentRow, .nestRow, .setExpanded, .renameRow, .setNotes,
             .runAction, .restoreRows, .moveRows, .setField, .toggleField, .setPinned, .unpinUndeclaring, .setSchedule, .completeOccurrence, .completeSelection:
            return true
        default:
            return false
        }
    }

    /// Whether a change only says how the open list is shown (its order, its groups) or
    /// names its parts (a section added empty or taken away empty, a header, a footer, an
    /// action): no row joins, leaves or changes state, so a rule stands for the rows it did
    /// and stays a rule. Turned into ids, `select all; sort due` on a million rows read
    /// every row first (over 300 s in a debug build), and `section add` 2 s at 200,000.
    func leavesRule(_ operation: ListoModel.Operation) -> Bool {
        guard operation.lists == [state.listID] else { return false }
        switch operation {
        case .setOrdering, .setGrouping, .addSection, .renameSection, .setFooter, .setProminence, .setStyle, .renameList,
             .addAction, .removeAction, .renameAction, .moveAction, .setFullSwipe, .setSelectionMode:
            // A selection mode trims the selection after it (`fitSelection`), a rule by the store.
            return true
        case .deleteSection(_, let section):
            return storedDocument.section(section)?.count == 0
        default:
            return false
        }
    }

    /// After a change to rows of the open list, the rule stands for the rows it did
    /// before, as the ids it would have become do: a row it covered that the change
    /// takes out of it (its state changed, indented, deleted) leaves it, and stays
    /// selected as an id while it is there; a row the change brings into it (in the
    /// state now, outdented, put back) does not join it. `put` are the rows as they
    /// were, `remove` the rows the change made.
    func followRule(put: [RowSnapshot], remove: [RowID]) {
        guard var rule = state.everyRow else { return }
        let document = storedDocument
        for shot in put {
            let before = rule.covers(shot.row, parent: shot.parent)
            let now = rule.covers(shot.row.id, in: document)
            guard before != now else { continue }
            rule.excluded.insert(shot.row.id)
            if before {
                if document.contains(shot.row.id) { state.selection.insert(shot.row.id) }
            } else {
                rule.count += 1
            }
        }
        for id in remove where rule.covers(id, in: document) {
            rule.excluded.insert(id)
            rule.count += 1
        }
        state.everyRow = rule
    }

    /// The rows a rule covers, read where they are in their sections (the store counts
    /// each one's rank), and nothing else: what `select all` or `select done` stands for,
    /// read when it is turned into ids, where the whole list was read.
    private func readCoveredRows(_ rule: RowRule) throws {
        let covered = try store.coveredRows(of: rule, in: state.listID)
        guard !covered.isEmpty else { return }
        library.update(state.listID) { d in
            for (section, rows) in covered where d.section(section)?.isLoaded == false { d.fillWindow(section, ranked: rows) }
        }
        cache.grouped = nil
        cache.started = nil
    }

    /// The rows a filter's query lets through, read where they are in their sections
    /// (the store finds each one's rank), and nothing else: what a rule of `select all`
    /// while filtering stands for, read when it is turned into ids.
    private func readHitRows(_ query: HitQuery) throws {
        let counts = try store.hitCounts(matching: query, in: state.listID)
        var placed: [(section: SectionID, index: Int, row: Row)] = []
        for (id, count) in counts {
            guard let section = storedDocument.section(id), !section.isLoaded else { continue }
            let rows = try store.hits(
                matching: query, in: state.listID, section: id, beyond: nil, forward: true, limit: count, sparse: count * 8 < section.count)
            for row in rows where !storedDocument.contains(row.id) {
                guard let (at, index) = try store.rank(of: row.id), at == id else { continue }
                placed.append((id, index, row))
            }
        }
        guard !placed.isEmpty else { return }
        // Each section's hits in one merge with the rows it holds: a window filled a hit at a time
        // walked the window's runs for each, 34 s for 20,000 hits (debug build).
        var bySection: [SectionID: [(rank: Int, row: Row)]] = [:]
        var order: [SectionID] = []
        for hit in placed {
            if bySection[hit.section] == nil { order.append(hit.section) }
            bySection[hit.section, default: []].append((hit.index, hit.row))
        }
        library.update(state.listID) { d in
            for section in order { d.fillWindow(section, ranked: bySection[section]!) }
        }
        cache.grouped = nil
        cache.started = nil
    }
}
