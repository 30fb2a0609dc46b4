import ListoAnnouncer
import ListoModel
import ListoStore

/// A change to every row a selection kept as a rule stands for (`EveryRowSelection`),
/// on a list read in windows: made by the store in a few statements, counted there
/// (`RuleTally`), never turned into ids nor read row by row. What is said is what a
/// change to the same rows as ids says. The rows it deletes are kept in the store for
/// undo, let go when the undo history lets the step go or the session ends.
extension Session {
    /// The selection as a rule the store can act on: a rule on a list read in windows, in
    /// its own order or a field's (with no rows inside others, whose order is the store's
    /// alone). Nil where the rows are worked out in memory. Rows selected by id beside the
    /// rule (`select done`, then `select 3`) go with it, where every row is at the top
    /// level: turned into ids, the rule's 142,857 rows and one more took 18 s and 292 MB
    /// to mark done on 2 x 500,000 rows.
    var selectionRule: RowRule? {
        guard let every = state.everyRow, every.query == nil else { return nil }
        let stored = storedDocument
        guard stored.isWindowed, keepsRules(stored) else { return nil }
        if state.selection.isEmpty { return every.rowRule }
        guard !stored.isNested, state.selection.count <= Self.selectedBesideRuleUpTo else { return nil }
        var rule = every.rowRule
        rule.also = state.selection
        return rule
    }

    /// Up to how many rows selected by id beside a rule are acted on with it by the store:
    /// as many as one `select` names.
    static let selectedBesideRuleUpTo = 10_000

    /// `select all` under a filter of words, as a rule the store can act on with an action
    /// that only sets fields: words are no field, so no value the action sets takes a row
    /// into the filter or out of it. On a list read in windows, ungrouped, with no rows
    /// inside others; nil otherwise, and never for a delete, whose focus goes to the
    /// filter's next row, which the store's count of rows beside it does not know.
    var filteredSelectionRule: RowRule? {
        guard let every = state.everyRow, case .words? = every.query, state.selection.isEmpty else { return nil }
        let stored = storedDocument
        guard stored.isWindowed, !stored.isNested, stored.settings.grouping == nil else { return nil }
        return every.rowRule
    }

    /// A rule made without a filter (`select done`, then `filter red`), acted on under a filter
    /// of words read a page at a time: as `filteredSelectionRule`, no value an action sets takes
    /// a row into the filter or out of it. Turned into ids, `mark not done` on 142,857 rows
    /// read the list whole (10 s, 612 MB on 2 x 500,000). nil for a delete, as there.
    var ruleUnderWordsFilter: RowRule? {
        guard let every = state.everyRow, every.query == nil, state.selection.isEmpty,
              case .words? = state.filter.flatMap(hitQuery) else { return nil }
        let stored = storedDocument
        guard stored.isWindowed, !stored.isNested, stored.settings.grouping == nil, readsHitWindows(stored) else { return nil }
        return every.rowRule
    }

    /// Whether a selection by a rule on this list read in windows is kept as the rule and
    /// acted on by the store: in its own order, or in a field's with no rows inside others
    /// (whose places in the order are the store's alone to give).
    func keepsRules(_ stored: ListDocument) -> Bool {
        readsWindows(stored) || (readsSortedWindows(stored) && !stored.isNested)
            || (readsGroupedWindows(stored) && stored.readsGroupedChangesInWindows)
    }

    /// `delete selection` by the rule; nil where the selection is not one (`selectionRule`).
    /// Heard in groups, the rows it says are left are those of the group its first row
    /// was in, as the groups stand after it (`deletedFrom`). `action`: an action that only
    /// deletes, run on the selection (`do Delete`), said as that action on the rows' ids
    /// says it, where turned into ids it took 14 s and 345 MB for 142,857 rows of 2 x 500,000.
    func deleteCovered(by action: SwipeAction? = nil) throws -> [Announcement]? {
        if let said = try deleteCoveredUnderFilter(by: action) { return said }
        guard let rule = selectionRule else { return nil }
        let leaving = coveredFocus(rule)
        // Grouped, the section focus may fall back to is the row's group, as heard.
        let section = leaving.flatMap(storedDocument.settings.grouping != nil ? document.sectionID : storedDocument.sectionID)
        var tally = RuleTally()
        let outcome = try perform { newID in
            tally = try ruleTally(of: rule, in: state.listID, around: leaving)
            guard tally.count > 0 else { throw Refusal.nothingSelected }
            return .deleteCovered(list: state.listID, rule: rule, tally: tally, saved: try newID(), action: action)
        }
        state.deselectAll()
        if action != nil { state.actionIndex = nil }
        return [.changes(outcome.events)] + (try focusAfterCovered(leaving: leaving, tally, section: section))
    }

    /// An action that only sets fields, on the selection by the rule; nil where the
    /// selection is not one (`selectionRule`, `filteredSelectionRule`), the action does more, or the rows it
    /// covers need the change made row by row: a list kept in the order of a field the
    /// action sets or grouped by one it sets (a changed row moves), a pinned field, a covered row holding a schedule (Done completes
    /// its occurrence) or rows inside others (Done says how many are open). An action on
    /// the field the rule's state names (`select not done`, then Done) takes the rows out
    /// of the rule: the rule then covers those rows alone, by id, taken from what the store kept for undo.
    func actOnCovered(_ action: SwipeAction) throws -> [Announcement]? {
        guard let rule = selectionRule ?? filteredSelectionRule ?? ruleUnderWordsFilter, let change = action.fieldChange else { return nil }
        let settings = storedDocument.settings
        let named = Array(change.fields.keys) + (change.toggled.map { [$0] } ?? [])
        if case .field(let sorted) = settings.ordering, named.contains(where: { Names.same($0, sorted) }) { return nil }
        // Grouped, a row changed in the grouping field, or in done (a done row is not overdue), changes group.
        if let grouped = settings.grouping, named.contains(where: { Names.same($0, grouped) || FieldRole.done.isNamed($0) }) { return nil }
        guard !named.contains(where: { FieldRole.pinned.isNamed($0) }) else { return nil }
        let leavesRule = named.contains { rule.state?.field == $0 }
        // Whether the rows can be changed so is counted first, without the values, which the change counts.
        let found = try store.tally(of: rule, in: state.listID, around: nil)
        guard found.scheduled == 0, found.below == 0 else { return nil }
        var tally = RuleTally()
        var key: Int64?
        let outcome = try perform { newID in
            tally = try ruleTally(of: rule, in: state.listID, around: nil, setting: change.fields, toggling: change.toggled)
            guard tally.count > 0 else { throw Refusal.nothingSelected }
            let saved = try newID()
            key = saved
            return .actOnCovered(list: state.listID, rule: rule, action: action, tally: tally, saved: saved)
        }
        // The rows changed stay selected, by id, not read: the rule's state no longer finds them.
        if leavesRule, let key, let every = state.everyRow {
            let ids = Set(try store.savedRowIDs(key)).subtracting(state.selection)
            state.everyRow = EveryRowSelection(below: every.below, count: ids.count, query: every.query, only: ids)
        }
        state.actionIndex = nil
        return [.changes(outcome.events)] + (try focusAfterCovered(leaving: nil, tally, section: nil))
    }

    /// `delete selection` of a rule of a state made under a filter (`select done` while
    /// filtering by words), with that filter read a page at a time on: deleted by the store, as
    /// without a filter, where the rule was turned into the ids of every row it covers and
    /// they were deleted one by one (171,429 rows: 17 s). Focus goes where it goes from rows
    /// deleted by their ids (`neighbour(of:avoiding:)`): the nearest row either side in its
    /// section that the filter shows and that stays, asked of the store, else the filter's
    /// next row, else its previous, read a page at a time. nil where the list is grouped or
    /// holds rows inside others, or the filter is held whole; nil for `select all` under a filter,
    /// turned into the rows the filter finds (`readHitRows`) and deleted by their ids.
    private func deleteCoveredUnderFilter(by action: SwipeAction?) throws -> [Announcement]? {
        guard let every = state.everyRow, let query = every.query, every.state != nil || every.only != nil, state.selection.isEmpty,
              var filter = rowFilter(), filter.isPaged,
              let text = state.filter, hitQuery(text) == query else { return nil }
        let stored = storedDocument
        guard stored.isWindowed, !stored.isNested, stored.settings.grouping == nil else { return nil }
        let rule = every.rowRule
        var fallback = state.focus
        var leaving: Set<RowID> = []
        if case .row(let id) = state.focus, isSelected(id) {
            leaving = [id]
            let beside = try store.tally(of: rule, in: state.listID, around: id)
            if let stays = beside.nextUncovered ?? beside.previousUncovered {
                fallback = .row(stays)
            } else if let r = filter.index(of: id) {
                // None stays in its section: the filter's next row, else its previous, gone or not, as a view shows them.
                fallback = stored.sectionID(of: id).flatMap { stored.section($0)?.header != nil ? .header($0) : nil } ?? .title
                for k in [r + 1, r - 1] where k >= 0 && k < filter.count {
                    if filter.row(at: k) == nil { filter = try readHits(around: state.focus, in: filter, number: k) }
                    if let row = filter.row(at: k) {
                        fallback = .row(row)
                        break
                    }
                }
            }
            if case .row(let row) = fallback { try readRows([row]) }
        }
        let outcome = try performing(at: fallback, leaving: leaving) {
            try perform { newID in
                let tally = try ruleTally(of: rule, in: state.listID, around: nil)
                guard tally.count > 0 else { throw Refusal.nothingSelected }
                return .deleteCovered(list: state.listID, rule: rule, tally: tally, saved: try newID(), action: action)
            }
        }
        state.deselectAll()
        if action != nil { state.actionIndex = nil }
        return [.changes(outcome.events)] + settleFocus(fallback)
    }

    /// The top-level row focus is in (on it, or inside it) when the rule covers it: the row that leaves with focus.
    func coveredFocus(_ rule: RowRule) -> RowID? {
        guard case .row(let id) = state.focus else { return nil }
        let top = document.ancestors(of: id).first ?? id
        guard let row = document.row(top), rule.covers(row, parent: document.parent(of: top)) else { return nil }
        return top
    }

    /// Where focus goes once the rows are gone, said as `settleFocus` says it: the
    /// row it was on when that stayed; else the nearest row beside the one it left
    /// that stayed, after it first; else that row's section header, else the title.
    func focusAfterCovered(leaving: RowID?, _ tally: RuleTally, section: SectionID?) throws -> [Announcement] {
        var fallback = state.focus
        if leaving != nil {
            if let next = tally.nextUncovered ?? tally.previousUncovered {
                fallback = .row(next)
            } else if let section, (storedDocument.settings.grouping != nil ? document : storedDocument).section(section)?.header != nil {
                fallback = .header(section)
            } else {
                fallback = .title
            }
        }
        // The sections changed let go of their rows: the one focus goes to is read again.
        if case .row(let id) = fallback { try readHeard(id) }
        if case .row(let id) = state.focus, leaving == nil { try readHeard(id) }
        return settleFocus(fallback)
    }

    /// Reads a row where it is, with the rows beside it, and where the list is heard in
    /// groups read in windows, in its group too.
    func readHeard(_ id: RowID) throws {
        try readRows([id])
        guard readsGroupedWindows(storedDocument), try groupWindows() != nil, !document.contains(id),
              let (group, rank) = groupRank(of: id) else { return }
        try readGroupedWindows([(group, rank..<(rank + 1))], margin: 1)
    }

    /// Undo's and redo's change to a rule's rows, counted again as the store has them
    /// now, `leaving` the focused row it takes away.
    func recounted(_ operation: ListoModel.Operation, leaving: RowID?) throws -> ListoModel.Operation {
        switch operation {
        case .deleteCovered(let list, let rule, _, let saved, let action):
            return .deleteCovered(list: list, rule: rule, tally: try ruleTally(of: rule, in: list, around: leaving), saved: saved, action: action)
        case .putBackSaved(let list, let rule, let saved, _, let action):
            return .putBackSaved(list: list, rule: rule, saved: saved, tally: try store.tally(ofSaved: saved, in: list), action: action)
        case .actOnCovered(let list, let rule, let action, _, let saved):
            let change = action.fieldChange
            let tally = try ruleTally(of: rule, in: list, around: nil, setting: change?.fields ?? [:], toggling: change?.toggled)
            return .actOnCovered(list: list, rule: rule, action: action, tally: tally, saved: saved)
        case .putBackValues(let list, let rule, let action, let saved, _):
            return .putBackValues(list: list, rule: rule, action: action, saved: saved, tally: try store.tally(ofSaved: saved, in: list))
        default:
            return operation
        }
    }

    /// The focused row a change to a rule's rows takes away.
    func leaving(by operation: ListoModel.Operation) -> RowID? {
        guard case .deleteCovered(let list, let rule, _, _, _) = operation, list == state.listID else { return nil }
        return coveredFocus(rule)
    }

    /// After undo put back a rule's rows: the first of them, where focus goes, and the
    /// focused row are read again, their sections having let go of their rows.
    func readPutBack(_ outcome: Outcome) throws {
        for case .rowsRestored(let places, _) in outcome.events {
            if let first = places.first { try readHeard(first.id) }
        }
        if case .row(let id) = state.focus { try readHeard(id) }
    }

    /// Lets the store go of the rows kept for undo steps the history no longer holds,
    /// and of the lists kept aside for them (a list deleted, then the step let go; a new
    /// list taken back by undo). A store that fails to is said after the answer, as a
    /// failed read is, and they stay counted as kept, so the next command lets them go again.
    func letGoOfSavedRows() {
        let shown = Set(state.undoStack.compactMap { step -> ListID? in
            if case .restoreList(let list) = step.inverse { return list.id }
            return nil
        })
        let dropped = state.hiddenLists.subtracting(shown)
        if !dropped.isEmpty {
            state.hiddenLists.subtract(dropped)
            reading(()) {
                do {
                    try store.letGo(lists: dropped.sorted())
                } catch {
                    state.hiddenLists.formUnion(dropped)
                    throw error
                }
            }
        }
        let held = Set(state.undoStack.compactMap { step -> Int64? in
            switch step.inverse {
            case .putBackSaved(_, _, let saved, _, _), .putBackValues(_, _, _, let saved, _), .putBackField(_, _, _, _, let saved): return saved
            default: return nil
            }
        })
        let gone = state.savedRows.subtracting(held)
        state.savedRows = held
        guard !gone.isEmpty else { return }
        reading(()) {
            do {
                try store.letGo(saved: gone.sorted())
            } catch {
                state.savedRows.formUnion(gone)
                throw error
            }
        }
    }

    /// The session ends: the rows it kept for undo go. A store that fails to is
    /// thrown, for the caller to say as the one line it is.
    public func end() throws {
        try store.letGoSaved()
    }
}
