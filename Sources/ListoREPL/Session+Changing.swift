import ListoAnnouncer
import ListoModel
import ListoStore

/// Commands that change the store. Each builds one operation from ids, applies
/// it in one transaction, and says what happened.
extension Session {
    /// Applies an operation inside a store transaction. The model is changed in
    /// place, so that a change to a list of a million rows copies nothing; if the
    /// write fails, the inverse puts memory back as the store still has it.
    /// `heldOrder` gives, for an undo that put rows back where they are held, the order
    /// a sorted list's windows keep in place of the store's (`putBackWhereHeld`).
    @discardableResult
    func perform(recordUndo: Bool = true, heldOrder: ((Outcome) -> SortedOrder?)? = nil,
                 _ make: (() throws -> Int64) throws -> ListoModel.Operation) throws -> Outcome {
        let committed: Committed
        var deletedFrom: DeletedFrom?
        var groupsBefore: [RowID: SectionID] = [:]
        // The rule as the step found it, before the step takes its rows out of it.
        let ruleBefore = state.everyRow
        let groupsHeld = groupWindowsHeld
        let (badges, order) = (cache.sectionBadges, cache.order)
        var othersCameIn = false
        do {
            let catchUp = {
                let seq = self.store.appliedSeq
                try self.takeInForeignChanges()
                try self.refuseChangeOnReplacedStore()
                othersCameIn = othersCameIn || self.store.appliedSeq != seq
            }
            committed = try store.commit(open: hasList ? state.listID : nil, readingUpTo: environment.readingWholeUpTo, catchUp: catchUp) { newID in
                let operation = try withoutActuallyEscaping(newID) { try make($0) }
                // A title typed is capped; undo and redo put back what was there, whatever its length.
                if recordUndo { try TitleLimit.check(operation) }
                // A change to sections or lists that may add, remove or move rows turns `select all`'s rule
                // into the rows it stands for, and so does one that may change the state a rule of `select done`
                // names; a change to rows of the list leaves it, to follow it once made.
                if let rule = state.everyRow, !operation.isByRule, !ruleFollows(operation), !leavesRule(operation),
                   !operation.keepsRowsInPlace(in: library) || rule.state.map({ operation.mayChange(field: $0.field) }) == true {
                    try settleSelection()
                }
                deletedFrom = self.deletedFrom(operation)
                groupsBefore = self.groupsHeard(operation)
                return operation
            }
        } catch ModelError.rowMissing(let id) where goneElsewhere(id) != nil {
            throw goneElsewhere(id)!
        } catch {
            cache.window = nil
            // A refusal of the model (a row pinned, a change that changes nothing) comes
            // before anything is applied: memory is as it was, and nothing is read back.
            if !(error is ModelError || error is Refusal) { readBackHeldRows() }
            throw error
        }
        // Written: the rest of the command reads what it said, and Ctrl-C no longer stops it.
        CommandStop.holdAfterCommit()
        let (operation, outcome) = (committed.operation, committed.outcome)
        // Badges the change cannot move are kept, not counted again over every row holding a
        // field, where no other session's change came in with it.
        if let badges, badges.list == operation.list, operation.leavesBadgeCounts, !othersCameIn {
            cache.sectionBadges = badges
        }
        if let held = heldOrder?(outcome) {
            cache.order = held
            try placeSortedWindows(of: held.list)
        } else if let order, order.list == operation.list, operation.keepsRowsInPlace, !operation.mayChange(field: order.field), !othersCameIn {
            // A change to rows where they are that leaves the sorted field (a rename, a note,
            // Snooze in a list sorted by due) leaves the order, and every window's ranks in it:
            // the store is not asked to sort the sections again (seconds for 500,000 rows holding the field).
            cache.order = order
        } else {
            try placeSortedWindows(after: operation)
        }
        try placeGroupedWindows(held: groupsHeld, after: operation, outcome)
        // A new order lets the windows go (`ListDocument.resort`), an undo's or a redo's as a
        // sort's: the focus's row is read again where the order puts it, so that it stays.
        if case .setOrdering(let list, _) = operation, list == state.listID, case .row(let id) = state.focus,
           !storedDocument.contains(id) {
            try readRows([id])
        }
        for changes in outcome.allChanges where changes.listRemoved { state.hiddenLists.insert(changes.list) }
        if state.everyRow != nil, ruleFollows(operation) {
            if case .restoreRows(_, let put, let remove) = outcome.inverse { followRule(put: put, remove: remove) } else { try settleSelection() }
        }
        // A change that changed nothing is said, but leaves no undo step.
        if recordUndo && outcome.allChanges.contains(where: { !$0.isEmpty }) {
            let step = UndoEntry(forward: operation, inverse: outcome.inverse, events: outcome.events, seq: committed.seq,
                                 changes: outcome.allChanges, selection: state.selection, everyRow: ruleBefore)
            if state.record(step, keeping: Session.undoLimit) { state.turn.undoLimitReached = true }
        }
        if !hasList, let first = library.lists.first {
            switchList(to: first.id)
        }
        keepSelection(after: outcome)
        var heard = outcome
        heard.events = shownEvents(outcome.events, deletedFrom: deletedFrom) + groupsEntered(groupsBefore)
        return heard
    }

    /// After a change that rolled back (Ctrl-C, a store that failed), memory may have
    /// been read again from the store (`Repository.commit`), a long list by its
    /// sections' counts alone: the rows this session holds by id, the focus's, the
    /// detail's and those selected, are read back, so that focus stays on its row, as
    /// nothing changed. A stopped `delete selection` with focus on row 100,000 of a list
    /// read in windows left focus on a row no longer held: `where` said the list's
    /// title, and next said End of list. A read that fails here leaves the rows unread;
    /// the change's own error is the one said.
    func readBackHeldRows() {
        guard hasList, storedDocument.isWindowed else { return }
        var held: [RowID] = state.detailStack + (state.detailRow.map { [$0] } ?? [])
        if case .row(let id) = state.focus { held.append(id) }
        try? readRows(held, scattered: true)
        // Read as a command's window reads them (`prepareWindow`): many by their sections.
        if selectionHeld { try? readRows(state.selection) }
    }

    /// The rows selected after a change: less those it removed. A list read in windows
    /// lets its windows go on a new order or grouping, so a selected row no longer held
    /// is not a removed one: it is read again, and stays selected (`sort manual` or
    /// `group due` after selecting rows of a sorted million-row list kept only the focused one).
    func keepSelection(after outcome: Outcome) {
        guard !state.selection.isEmpty else { return }
        if hasList, storedDocument.isWindowed {
            for changes in outcome.allChanges where changes.list == state.listID { state.selection.subtract(changes.removedRows) }
            let missing = state.selection.filter { !document.contains($0) && !storedDocument.contains($0) }
            // The change is written: a read that fails here leaves those rows out of the selection, not an error.
            if !missing.isEmpty { try? readRows(missing, scattered: true) }
            state.selection = state.selection.filter { document.contains($0) || storedDocument.contains($0) }
        } else {
            state.selection = state.selection.filter { document.contains($0) }
        }
    }

    /// How many steps undo keeps. Counted in steps, not bytes: a step is one
    /// command, whatever its size, and a person counts in commands.
    static let undoLimit = 100

    /// Where focus goes when a row leaves: the next row at its level, else the
    /// previous, else the row it sits inside, else the section's header.
    func neighbour(of id: RowID, avoiding leaving: Set<RowID> = []) -> Focus {
        neighbour(of: id, avoidingWhere: leaving.contains)
    }

    /// The same, the rows leaving told by a test (a selection kept as a rule).
    func neighbour(of id: RowID, avoidingWhere leaves: (RowID) -> Bool) -> Focus {
        let v = view
        guard let (s, _) = v.document.locate(id) else { return .title }
        if let next = v.sibling(of: id, forward: true, avoidingWhere: leaves) { return .row(next) }
        if let previous = v.sibling(of: id, forward: false, avoidingWhere: leaves) { return .row(previous) }
        if let parent = v.document.parent(of: id) { return .row(parent) }
        // A filtered view hides the emptied section, so the nearest visible row is next.
        if state.filter != nil, let other = v.row(after: .row(id)) ?? v.row(before: .row(id)) { return .row(other) }
        return v.sections[s].header != nil ? .header(v.sections[s].id) : .title
    }

    /// After a change: if the focused item is gone, focus the fallback and say it.
    func settleFocus(_ fallback: Focus) -> [Announcement] {
        guard !isValid(state.focus) else { return [] }
        readHitsAfterChange(around: fallback)
        let previous = state.focus
        state.focus = isValid(fallback) ? fallback : .title
        if case .row(let r) = state.focus, let rv = rowView(r, withActions: false, from: previous) { return [.row(rv)] }
        return announce(state.focus)
    }

    func isValid(_ focus: Focus) -> Bool {
        switch focus {
        case .title: return true
        case .row(let id): return document.row(id) != nil
        case .header(let s), .footer(let s): return document.section(s) != nil
        }
    }

    // MARK: Actions

    func runAction(_ action: SwipeAction, on row: RowID) throws -> [Announcement] {
        try runAction(action, on: [row])
    }

    func actionsCommand(_ reference: RowReference?) throws -> [Announcement] {
        // With rows selected in edit mode and focus on no row (the title, a heading), the
        // actions are those do N runs on the selection, numbered as it takes them.
        if reference == nil, state.swipe == nil, takesSelection(nil), (try? focusedRow()) == nil {
            try refuseActionsWhenReadOnly(nil)
            let head = announcer.t(.selectionActions(.head(selectedCount)))
            return [.actions(row: head, id: nil, actionViews(for: nil))]
        }
        let row = try row(reference)
        try refuseActionsWhenReadOnly(row)
        return [.actions(row: document.row(row)!.title, id: row, actionViews(for: row))] + moveOffer(row)
    }

    /// A store that may only be read runs no action, so none is offered: swipe,
    /// actions and the actions rotor, which only offer them, say so in one line, where
    /// they listed actions each of which would then be refused.
    func refuseActionsWhenReadOnly(_ row: RowID?) throws {
        guard store.isReadOnly else { return }
        throw Refusal.said(.readOnlyActions(row.flatMap { document.row($0)?.title }.map { .row($0) } ?? .noRow))
    }

    func swipeCommand(_ edge: Edge, full: Bool) throws -> [Announcement] {
        let row = try focusedRow()
        guard state.editMode != .active else { throw Refusal.swipeInEditMode }
        try refuseActionsWhenReadOnly(row)
        let settings = document.settings
        let actions = settings.actions(edge)
        let title = document.row(row)!.title
        guard !actions.isEmpty else { throw Refusal.noActions(edge: edge, row: title) }
        if full { guard settings.fullSwipe(edge) else { throw Refusal.fullSwipeOff(edge: edge) } }
        // An edge whose every action can't work on this row does not open empty, and
        // a full swipe runs the first action the edge offers, as the swipe shows them.
        guard let first = offeredActions(for: row).first(where: { $0.edge == edge }) else { throw Refusal.noActions(edge: edge, row: title) }
        if full { return try runAction(first.action, on: row) }
        state.swipe = OpenSwipe(row: row, edge: edge)
        return [.swipeOpened(edge: edge, row: title, swipeViews(edge))]
    }

    /// An open edge's actions numbered from 1, the numbers a swipe offers and accepts.
    func swipeViews(_ edge: Edge) -> [ActionView] {
        actionViews(for: state.swipe?.row).filter { $0.edge == edge }.enumerated().map { i, view in
            var numbered = view
            numbered.number = i + 1
            return numbered
        }
    }

    /// A number typed while a swipe is open: the action shown under it on that edge.
    func swipeChoice(_ n: Int, typed: String? = nil) throws -> [Announcement] {
        guard let open = state.swipe else { throw Refusal.noSwipeOpen }
        let numbered = offeredActions(for: open.row).filter { $0.edge == open.edge }.map(\.action)
        guard let action = numbered.element(numbered: n) else {
            throw Refusal.noActionNumber(n, count: numbered.count, row: document.row(open.row)?.title ?? document.name, typed: typed)
        }
        state.swipe = nil
        return try runAction(action, on: open.row)
    }

    /// An action named as a command: on the row of an open swipe showing it, else
    /// on the row named or the focused one.
    func runNamedAction(_ name: String, row reference: RowReference?) throws -> [Announcement] {
        guard let action = document.settings.allActions.map(\.action).first(where: { $0.name == name }) else {
            throw Refusal.noSuchAction(.named(name), row: document.name, available: offeredActions(for: nil).map { ActionName($0.action) })
        }
        if let open = state.swipe, reference == nil {
            state.swipe = nil
            return try runAction(action, on: open.row)
        }
        return try runAction(action, onTarget: reference)
    }

    func closeSwipe() -> [Announcement] {
        guard let open = state.swipe else { return [.nothingToCancel] }
        state.swipe = nil
        return [.swipeClosed(row: document.row(open.row)?.title ?? "")]
    }

    func doCommand(_ choice: ActionChoice?, row reference: RowReference?) throws -> [Announcement] {
        let title = { (try? self.focusedRow()).flatMap { self.document.row($0)?.title } ?? self.document.name }
        switch choice {
        case nil:
            // With a swipe open, do alone asks which of the swipe's actions, as the swipe did:
            // the actions rotor's action may be on the other edge (it deleted the row).
            if let open = state.swipe { throw Refusal.said(Message.swipeChoice(.needsChoice(document.row(open.row)?.title ?? document.name, swipeViews(open.edge).count))) }
            let row = try focusedRowToChange()
            let actions = offeredActions(for: row)
            guard state.rotor == .actions, let i = state.actionIndex, actions.indices.contains(i) else { throw Refusal.noActionFocused }
            return try runAction(actions[i].action, on: row)
        case .number(let n)?:
            // With rows selected in edit mode a number runs its action on them, as the action's
            // name does: numbered as actions numbers them for the focused row, or the list's
            // every action where focus is on no row (do 3 on the title refused for want of a row).
            if reference == nil, state.swipe == nil, takesSelection(nil) {
                let actions = offeredActions(for: try? focusedRow())
                guard let offered = actions.element(numbered: n) else { throw Refusal.noActionNumber(n, count: actions.count, row: title()) }
                return try runAction(offered.action, onTarget: nil)
            }
            // With a swipe open, a number is the one the swipe said, as a bare number is:
            // the row's own numbering would run another action (do 2 after swipe leading deleted).
            let row = try row(reference)
            if let open = state.swipe {
                if open.row == row { return try swipeChoice(n) }
                state.swipe = nil
            }
            let actions = offeredActions(for: row)
            guard let offered = actions.element(numbered: n) else {
                throw Refusal.noActionNumber(n, count: actions.count, row: document.row(row)!.title)
            }
            return try runAction(offered.action, on: row)
        case .name(let name)?:
            let actions = document.settings.allActions.map(\.action)
            guard let action = actions.first(where: { Names.key($0.name) == Names.key(name) || Names.key(said($0)) == Names.key(name) }) else {
                throw Refusal.noSuchAction(.named(name), row: title(), available: offeredActions(for: try? focusedRow()).map { ActionName($0.action) })
            }
            return try runAction(action, onTarget: reference)
        }
    }

    // MARK: Delete and move

    func deleteCommand(_ target: DeleteTarget) throws -> [Announcement] {
        if deletesSelection(target) {
            // Nothing selected is said first: edit mode alone would not give the command rows.
            guard hasSelection else { throw Refusal.nothingSelected }
            guard state.editMode == .active else { throw Refusal.batchNeedsEditMode }
            guard document.settings.deleteAction != nil else {
                throw Refusal.noSuchAction(.builtInDelete, row: document.name, available: offeredActions(for: nil).map { ActionName($0.action) })
            }
            try noteHiddenActedOn()
            do {
                // Every row a rule stands for, on a long list: deleted by the store, not row by row.
                if let said = try deleteCovered() { return said }
                let rows = try selectedRowsInOrder().map(\.id)
                guard !rows.isEmpty else { throw Refusal.nothingSelected }
                var fallback = state.focus
                // Focus in a row that goes, or inside one, moves to the nearest row that stays.
                if case .row(let id) = state.focus, let leaving = ([id] + document.ancestors(of: id).reversed()).last(where: state.selection.contains) {
                    fallback = neighbour(of: leaving, avoiding: state.selection)
                }
                let outcome = try performing(at: fallback, leaving: Set(rows)) { try perform { _ in .deleteRows(list: state.listID, rows: rows) } }
                state.deselectAll()
                return [.changes(outcome.events)] + settleFocus(fallback)
            } catch {
                throw selectionDeleteRefusal(error)
            }
        }
        guard case .row(let reference) = target else { return [] }
        let row: RowID
        do {
            row = try self.row(reference)
        } catch Refusal.noSuchRow(let text) where Keyword.list.matchesInAnyLanguage(text) {
            // delete list with no name, and no row titled list: the list's name is missing,
            // where it was said as a row named list that is not there.
            let language = settings.language
            throw Refusal.missingArgument(command: Grammar.name(of: "delete", in: language),
                                          usage: Said("delete list NAME", "borrar lista NOMBRE")(language))
        }
        guard let action = document.settings.deleteAction else {
            throw Refusal.noSuchAction(.builtInDelete, row: document.row(row)!.title, available: offeredActions(for: row).map { ActionName($0.action) })
        }
        return try runAction(action, on: row)
    }

    /// A selection refused whole by one row it holds: said with that nothing was deleted
    /// and how to go on, as a row's own refusal would not.
    private func selectionDeleteRefusal(_ error: Error) -> Error {
        let model: ModelError
        switch error {
        case let error as ModelError: model = error
        case Refusal.model(let error): model = error
        default: return error
        }
        switch model {
        case .deleteDisabled(let title, let pinned):
            return Refusal.said(Message.selectionDelete(pinned ? .pinned(title) : .deleteOff(title)))
        case .subtaskDeleteDisabled(let title, let subtask, let pinned):
            return Refusal.said(Message.selectionDelete(pinned ? .subtaskPinned(title, subtask) : .subtaskDeleteOff(title, subtask)))
        default: return error
        }
    }

    /// A change to the selection that moves its rows, refused whole by one row it holds
    /// that can't move: said with that nothing changed and how to go on, as delete
    /// selection says it, where the row's own refusal left the others' fate unsaid.
    /// `retry`: the change as typed again (`move selection`, `Done selection`).
    func movingSelection(retry: String, _ change: () throws -> [Announcement]) throws -> [Announcement] {
        do {
            return try change()
        } catch {
            let model: ModelError
            switch error {
            case let error as ModelError: model = error
            case Refusal.model(let error): model = error
            default: throw error
            }
            let command = retry + " " + Keyword.selection.word(in: settings.language)
            switch model {
            case .moveDisabled(let title, let pinned):
                throw Refusal.said(Message.selectionMove(pinned ? .pinned(title, command) : .moveOff(title, command)))
            case .subtaskMoveDisabled(let title, let subtask, let pinned):
                throw Refusal.said(Message.selectionMove(pinned ? .subtaskPinned(title, subtask, command) : .subtaskMoveOff(title, subtask, command)))
            default: throw error
            }
        }
    }

    func moveCommand(_ move: Move) throws -> [Announcement] {
        switch move {
        case .toSection, .toList:
            let rows = try targetRows(nil)
            guard takesSelection(nil) else { return try moveAway(move, rows: rows) }
            return try movingSelection(retry: Grammar.name(of: "move", in: settings.language)) { try moveAway(move, rows: rows) }
        default: break
        }
        let row = try focusedRowToChange()
        if let field = storedDocument.settings.grouping { throw ModelError.groupedByField(list: storedDocument.name, field: field) }
        if case .into(let reference) = move {
            let target: RowID
            do { target = try resolveRow(reference) } catch Refusal.noSuchRow(let text) { throw moveTargetRefusal(text) }
            if let refusal = moveRefusal(moving: row, to: target, beside: false, in: document) { throw refusal }
            let from = document.sectionID(of: row)
            let moved = try reshape { .nestRow(list: state.listID, row: row, under: target) }
            // Into a row of another section, focus goes with the row: the section it is now in is said, as Done says where it put a row.
            guard let to = document.sectionID(of: row), to != from, document.sections.count > 1 else { return moved }
            return moved + [.said(.nowIn(document.sectionName(to)))]
        }
        let heard = try placement(for: move, moving: row)
        let seq = store.appliedSeq
        let outcome = try perform { _ in
            // Up, down and to N count from where the row is as the move is made: another session's
            // commit, taken in as it is written, may have moved the row since the line was read,
            // and down counted from the old place could move it up.
            guard store.appliedSeq != seq, document.row(row) != nil else { return .moveRow(list: state.listID, row: row, placement: heard) }
            switch move {
            case .up, .down, .to: return .moveRow(list: state.listID, row: row, placement: try placement(for: move, moving: row))
            default: return .moveRow(list: state.listID, row: row, placement: heard)
            }
        }
        return [.changes(outcome.events)]
    }

    /// `move to NAME` where NAME is no row: a section of this list or another list by
    /// that name is said with the move that reaches it, since the word was left out.
    private func moveTargetRefusal(_ text: String) -> Refusal {
        let key = Names.key(text)
        if let name = storedDocument.section(named: text)?.header {
            return .moveTargetNotRow(text, name: name, isList: false)
        }
        if let list = library.lists.first(where: { Names.key($0.name) == key && $0.id != state.listID }) {
            return .moveTargetNotRow(text, name: list.name, isList: true)
        }
        // move to top: a place move takes without to, in either language (al principio, first, last as well).
        let places: [(MovePlace, [String])] = [(.up, ["up", "arriba"]), (.down, ["down", "abajo"]),
                                                (.top, ["top", "first", "principio", "al principio", "primero", "primera"]),
                                                (.bottom, ["bottom", "last", "final", "al final", "ultimo", "ultima"])]
        if let place = places.first(where: { $0.1.contains(key) })?.0 { return .moveTargetIsPlace(text, place: place) }
        return .noSuchRow(text)
    }

    /// Up, down and to N for a top-level row of a section read as a window (the
    /// list unfiltered, in manual order): by its rank among all the section's rows,
    /// the row beside it or at N read before the command. Nil for any other move or row.
    private func windowPlacement(for move: Move, moving row: RowID, in document: ListDocument) throws -> Placement? {
        guard state.filter == nil, document.parent(of: row) == nil, let sid = document.sectionID(of: row),
              let section = document.section(sid),
              !section.isLoaded, let here = document.rank(of: row) else { return nil }
        let count = section.count
        func at(_ rank: Int) throws -> RowID {
            guard let i = section.index(ofRank: rank) else { throw Refusal.noRowNumber(rank + 1, count: count) }
            return section.rows[i].id
        }
        switch move {
        // Up from the first row and down from the last stay, as top and bottom there do.
        case .up:
            return here > 0 ? .before(try at(here - 1)) : .top
        case .down:
            return here + 1 < count ? .after(try at(here + 1)) : .bottom
        case .to(let n):
            guard n >= 1 && n <= count else { throw Refusal.noRowNumber(n, count: count) }
            if n - 1 == here { return here == 0 ? .top : .after(try at(here - 1)) }
            return n - 1 < here ? .before(try at(n - 1)) : .after(try at(n - 1))
        default:
            return nil
        }
    }

    /// Turns "up", "to 3" or "after Call Ana" into a place named by ids. The view
    /// it reads is released before the move, so the move changes the list in place.
    private func placement(for move: Move, moving row: RowID) throws -> Placement {
        if let placement = try hitPlacement(for: move, moving: row) { return placement }
        let v = view
        if let placement = try windowPlacement(for: move, moving: row, in: v.document) { return placement }
        // The rows a person can see around the moving one, at its level; it counts even when folded away.
        let rows = v.document.siblings(of: row).filter { $0.id == row || v.matches($0) }
        guard let here = rows.firstIndex(where: { $0.id == row }) else { throw Refusal.noFocusedRow }
        switch move {
        // Up from the first row and down from the last stay, as top and bottom there do,
        // unless rows the filter hides are beyond it.
        case .up:
            guard here > 0 else {
                guard v.document.siblings(of: row).first?.id == row else { throw Refusal.alreadyAtEdge(title: rows[here].title, first: true, filter: state.filter) }
                return .top
            }
            return .before(rows[here - 1].id)
        case .down:
            guard here + 1 < rows.count else {
                guard v.document.siblings(of: row).last?.id == row else { throw Refusal.alreadyAtEdge(title: rows[here].title, first: false, filter: state.filter) }
                return .bottom
            }
            return .after(rows[here + 1].id)
        case .top: return .top
        case .bottom: return .bottom
        case .to(let n):
            guard n >= 1 && n <= rows.count else { throw Refusal.noRowNumber(n, count: rows.count) }
            if n - 1 == here { return here == 0 ? .top : .after(rows[here - 1].id) }
            return n - 1 < here ? .before(rows[n - 1].id) : .after(rows[n - 1].id)
        case .toSection, .toList:
            preconditionFailure("moves to a section or list are not placements")
        case .into: throw Refusal.noFocusedRow
        case .before(let reference), .after(let reference):
            let target = try resolveRow(reference)
            // A row named by its title far from the focus is read where it is, and looked at in
            // the list as it is then: the view taken before held no such row, and the move was
            // refused with an empty quote (`move does not take ""`).
            try readRows([target])
            if let refusal = moveRefusal(moving: row, to: target, beside: true, in: view.document) { throw refusal }
            if case .before = move { return .before(target) }
            return .after(target)
        }
    }

    /// Why move would not take `row` before or after `target` (`beside`), or inside
    /// it: itself, a row at another level or in another section, or one it may not
    /// go inside. The command refuses by it, and Tab offers only the rows it passes.
    func moveRefusal(moving row: RowID, to target: RowID, beside: Bool, in document: ListDocument) -> Error? {
        guard target != row else {
            let title = document.row(row)?.title ?? ""
            return beside ? Refusal.moveOntoItself(title: title) : Refusal.moveIntoItself(title: title)
        }
        guard beside else {
            do { try requireNestable(document, row, under: target) } catch { return error }
            return nil
        }
        guard document.place(of: target) == document.place(of: row) else {
            let title = document.row(target)?.title ?? ""
            if case .section(let there) = document.place(of: target), case .section(let here) = document.place(of: row) {
                return ArgumentProblem.bad(title, usage: Said(Message.usageSameSection(document.sectionName(here), document.sectionName(there))))
            }
            // A subtask goes to a row of another section by moving to that section, as a top-level row does.
            if case .section(let there) = document.place(of: target), let here = document.sectionID(of: row), here != there {
                return ArgumentProblem.bad(title, usage: Said(Message.moveAdvice(.subtaskToSection(document.sectionName(there)))))
            }
            return ArgumentProblem.bad(title, usage: Said(.usageSameLevel))
        }
        return nil
    }

    // MARK: Edit mode and selection

    func editCommand(_ on: Bool?) -> [Announcement] {
        // Edit mode closes an open swipe, and says so.
        let closed: [Announcement] = state.swipe.flatMap { document.row($0.row) }.map { [.swipeClosed(row: $0.title)] } ?? []
        if let on, on == state.editing, closed.isEmpty { return [.editUnchanged(editing: on)] }
        // edit off with only a swipe open (edit mode transient, as SwiftUI's swipe makes it):
        // closing the swipe is all that changes, since editing was never turned on.
        if on == false, !state.editing {
            state.swipe = nil
            return closed
        }
        switch on {
        case nil: state.editing.toggle()
        case true?: state.editing = true
        case false?: state.editing = false
        }
        state.swipe = nil
        return closed + [.setting(.editMode(state.editMode))]
    }

    func selectCommand(_ target: SelectTarget, select: Bool) throws -> [Announcement] {
        // In the sidebar a number names a list, as goto's does: rows are selected in the content, but deselect all may clear them anywhere.
        if state.column == .sidebar, select || target != .all { throw Refusal.noFocusedRow }
        let mode = document.settings.selectionMode
        if select {
            guard mode != .none else { throw Refusal.selectionOff(list: document.name) }
        }
        if target == .all {
            guard select else {
                guard selectedCount > 0 else { return [.unchanged(.nothingSelected)] }
                let hidden = try hiddenSelected()
                state.deselectAll()
                if let hidden { return try [.deselectedUnderFilter(hidden: hidden.count, filter: hidden.filter)] + detailFollowsSelection() }
                return try [.selectionAll(count: 0, selected: false)] + detailFollowsSelection()
            }
            try requireSeveral()
            let v = view
            if let filter = v.filter, let text = state.filter {
                // What the filter shows is selected, as SwiftUI's List selects what it
                // shows: a selected row it hides is let go, and said.
                let hidden = try hiddenSelected()?.count ?? 0
                state.deselectAll()
                let dropped: [Announcement] = hidden > 0 ? [.selectionDropped(hidden)] : []
                if filter.isPaged, let query = hitQuery(text) {
                    return [.selectionAllFiltered(count: try selectEveryHit(query, of: filter), filter: text)] + dropped
                }
                for id in filter.rows where document.row(id)?.selectionDisabled == false { selectRow(id) }
                return [.selectionAllFiltered(count: selectedCount, filter: text)] + dropped
            }
            // Every row selected already, and none added since: said calmly, nothing changed.
            if let every = state.everyRow, every.query == nil, every.state == nil, every.excluded.isEmpty,
               every.below == (try store.nextID()) {
                return [.unchanged(.allSelected(count: selectedCount))]
            }
            return [.selectionAll(count: try selectEveryRow(), selected: true)]
        }
        if case .numbers(let numbers) = target {
            guard select else {
                let named = try rowsNumbered(numbers)
                let deselected = named.filter { deselectRow($0.id) }
                // None of them selected: said calmly, and nothing is kept to undo.
                guard !deselected.isEmpty else { return [.unchanged(.rowsNotSelected(named.map(\.title)))] }
                return try [.rowsDeselected(deselected.map(\.title), count: selectedCount)] + detailFollowsSelection()
            }
            return try selectNumbers(numbers)
        }
        guard case .row(let reference) = target else { return [] }
        let row: RowID
        do {
            row = try self.row(reference)
        } catch Refusal.noSuchRow(let text) {
            if namesAlone(.done, reference), FieldRole.done.field(in: declaredFields) == nil { throw Refusal.noDoneState(list: document.name) }
            if namesAlone(.snoozed, reference), FieldRole.snoozed.field(in: declaredFields) == nil { throw Refusal.noSnoozedState(list: document.name) }
            if namesAlone(.read, reference), FieldRole.read.field(in: declaredFields) == nil { throw Refusal.noReadState(list: document.name) }
            guard let (query, said) = stateQuery(reference) else { throw Refusal.noSuchRow(text) }
            return try select ? selectState(query, said: said) : deselectState(query, said: said)
        }
        let title = document.row(row)!.title
        if select {
            if document.row(row)!.selectionDisabled { throw Refusal.selectionDisabled(title: title) }
            if isAlreadySelected([row]) { return [.unchanged(.alreadySelected(title))] }
            // One row selected where one at a time is selected replaces the selection, as a tap does.
            let replaced = replaceSingleSelection(keeping: [row])
            selectRow(row)
            return try [.selectionChanged(title: title, selected: true, count: selectedCount)] + replaced + detailFollowsSelection()
        }
        guard deselectRow(row) else { return [.unchanged(.notSelected(title))] }
        return try [.selectionChanged(title: title, selected: false, count: selectedCount)] + detailFollowsSelection()
    }

    /// Where one row at a time is selected, lets the selection go before another row
    /// is selected, and names the rows it let go: a tap elsewhere deselects them where
    /// it is seen, so here it is said (`Buy bread deselected.`). Nothing elsewhere.
    func replaceSingleSelection(keeping rows: [RowID]) -> [Announcement] {
        guard workingSelection == .single else { return [] }
        let kept = Set(rows)
        let left = (try? selectedRowsInOrder()) ?? []
        state.deselectAll()
        let titles = left.filter { !kept.contains($0.id) }.map(\.title)
        guard !titles.isEmpty else { return [] }
        return [.said(.reselection(.replaced(titles.count, announcer.t.series(titles))))]
    }

    /// Whether selecting these rows would change nothing: each is selected, and where
    /// one row at a time is selected, nothing else is.
    func isAlreadySelected(_ rows: [RowID]) -> Bool {
        guard !rows.isEmpty, rows.allSatisfy(isSelected) else { return false }
        return workingSelection != .single || selectedCount == rows.count
    }

    /// The selection the list has here: on a phone outside edit mode, one row at a time.
    var workingSelection: SelectionMode {
        settings.profile.selection(document.settings.selectionMode, editing: state.editMode)
    }

    /// Selecting several rows at once: refused by the list's own mode, or on a phone
    /// outside edit mode by what the phone needs.
    func requireSeveral(_ asked: SeveralRows = .all) throws {
        guard document.settings.selectionMode == .multiple else { throw Refusal.singleSelection(list: document.name, asked: asked) }
        guard workingSelection == .multiple else { throw Refusal.selectionNeedsEditMode(list: document.name, profile: settings.profile) }
    }

    /// The selected rows the filter hides, and the filter's text; nil with no filter on,
    /// none hidden, or a long list's filter read a page at a time, whose rows are not all at hand.
    func hiddenSelected() throws -> (count: Int, filter: String)? {
        guard let text = state.filter, selectedCount > 0 else { return nil }
        // A rule's rows the filter hides are counted in the store, in one count (`hiddenOfRule`).
        if let counted = try hiddenOfRule() { return counted > 0 ? (counted, text) : nil }
        let hidden: Int
        if let filter = filterCountingHidden() {
            let shown = Set(filter.rows)
            hidden = try selectedRowsInOrder().filter { !shown.contains($0.id) }.count
        } else if selectionSaidFromHeldRows, let counted = try hiddenByPagedFilter(try selectedRowsInOrder()) {
            // Rows selected by their ids are held: those a filter read a page at a time hides are counted in the store.
            hidden = counted
        } else {
            return nil
        }
        return hidden > 0 ? (hidden, text) : nil
    }

    /// The filter's rows all at hand, to count the selected rows it hides: a short
    /// list (`countsHiddenUpTo`), opened by its sections' counts as every list is, has
    /// its filter read whole for this command; nil for a longer list's filter read a
    /// page at a time, where rows selected by their ids are counted in the store
    /// (`hiddenByPagedFilter`), and a rule's rows too, in one count (`hiddenOfRule`;
    /// docs/behaviour.md, A selection under a filter).
    func filterCountingHidden() -> RowFilter? {
        guard let filter = view.filter else { return nil }
        guard filter.isPaged else { return filter }
        guard storedDocument.rowCount <= Session.countsHiddenUpTo else { return nil }
        state.turn.wholeFilter = true
        return view.filter.flatMap { $0.isPaged ? nil : $0 }
    }

    // MARK: Undo

    func undo() throws -> [Announcement] {
        guard let entry = state.undoStack.last else {
            throw state.undoTrimmed ? Refusal.undoHistoryEnd(limit: Session.undoLimit) : Refusal.nothingToUndo
        }
        let fallback = focusFallback(before: entry.inverse)
        let away = entry.selection.filter { !document.contains($0) }.union(entry.coveredPutBack)
        let held = state.changedElsewhere(since: entry) || !nothingCommittedElsewhere ? nil : try orderHolding(entry)
        var outcome = try perform(recordUndo: false, heldOrder: { held != nil && self.putBackWhereHeld(entry, $0) ? held : nil }) { _ in
            // A step another session has since changed is let go, so the one before it can still be undone.
            if state.changedElsewhere(since: entry) {
                state.undoStack.removeLast()
                throw Refusal.changedSince(entry.events, undoing: true, deleted: state.deletedElsewhere(since: entry))
            }
            if undoReadsWhole(entry) || (held == nil && mayPutBackWhereHeld(entry)) { try readSections(touchedBy: entry, putting: entry.inverse) }
            try readForRemovedField(entry.inverse)
            return try recounted(entry.inverse, leaving: nil)
        }
        state.undid(seq: store.appliedSeq, changes: outcome.allChanges)
        if entry.inverse.isByRule {
            outcome = try placedInOrder(outcome, putBack: entry.inverse)
            try readPutBack(outcome)
        } else {
            try readPutBackUnderFilter(outcome)
        }
        // A field put back by the store: the sections let go of their rows, and the focused one is read again.
        if case .putBackField = entry.inverse, case .row(let id) = state.focus { try readRows([id]) }
        if let step = try selectionModeStep(entry, undone: true) { return step + focusRestored(outcome, fallback) }
        return [.undid(entry.events, place: movedRowsPlace(entry.forward), list: otherListChanged(by: entry.inverse), moved: movedWithin(entry.forward, outcome.events), back: rowsPutBack(entry.inverse))]
            + actionsComeOrGo(outcome.events) + (try selectedAgain(away, rule: entry.deletedByRule ? entry.everyRow : nil, before: entry.selection))
            + sayingLevel(focusRestored(outcome, fallback), of: entry.events)
    }

    /// An undo or redo of a step that changed a row's level (indent, outdent, a move
    /// into another row) says the level it leaves the row at, as indent and outdent
    /// say theirs: on the row's line that follows, `Hire van, level 1, 2 of 3.`
    private func sayingLevel(_ said: [Announcement], of events: [Event]) -> [Announcement] {
        guard case .rowNested(let place, _, _)? = events.first, document.row(place.id) != nil else { return said }
        var found = false
        var lines = said.map { announcement -> Announcement in
            guard case .row(var view) = announcement, view.row.id == place.id else { return announcement }
            found = true
            view.level = document.level(of: place.id)
            return .row(view)
        }
        if !found, state.focus == .row(place.id), var view = rowView(place.id, withActions: false) {
            view.level = document.level(of: place.id)
            lines.append(.row(view))
        }
        return lines
    }

    /// The rows an undo puts back whole, as they are again: what a note's undo brought back.
    private func rowsPutBack(_ inverse: ListoModel.Operation) -> [Row] {
        guard case .restoreRows(_, let put, _) = inverse else { return [] }
        return put.map(\.row)
    }

    /// A field taken away by undo or redo takes its values from every row holding one:
    /// those rows are read first, as `field remove` reads them.
    private func readForRemovedField(_ operation: ListoModel.Operation) throws {
        guard case .removeField(let list, let name) = operation, list == state.listID else { return }
        try readRows(holding: name)
    }

    func redo() throws -> [Announcement] {
        guard let entry = state.redoStack.last else { throw Refusal.nothingToRedo }
        let fallback = focusFallback(before: entry.forward)
        let leaving = leaving(by: entry.forward)
        let section = leaving.flatMap(storedDocument.sectionID)
        var applied = entry.forward
        let deleting = rowsDeleted(by: entry.forward)
        let outcome = try performing(at: fallback, leaving: deleting) { try perform(recordUndo: false) { _ in
            if state.changedElsewhere(since: entry) {
                state.redoStack.removeLast()
                throw Refusal.changedSince(entry.events, undoing: false, deleted: state.deletedElsewhere(since: entry))
            }
            if entry.forward.readsWholeSections(in: library) { try readSections(touchedBy: entry, putting: entry.forward) }
            try readForRemovedField(entry.forward)
            applied = try recounted(entry.forward, leaving: leaving)
            return applied
        } }
        state.redid(inverse: outcome.inverse, seq: store.appliedSeq, changes: outcome.allChanges)
        let list = otherListChanged(by: entry.forward)
        if case .deleteCovered(_, _, let tally, _, _) = applied {
            // The rule its undo made stand again goes with its rows, as ids deleted leave the selection.
            if let rule = entry.everyRow, state.everyRow == rule, state.selection.isSubset(of: entry.selection) { state.deselectAll() }
            return [.redid(entry.events, place: nil, list: list)] + (try focusAfterCovered(leaving: leaving, tally, section: section))
        }
        if case .actOnCovered(_, _, _, let tally, _) = applied {
            return [.redid(entry.events, place: nil, list: list)] + (try focusAfterCovered(leaving: nil, tally, section: nil))
        }
        if let step = try selectionModeStep(entry, undone: false) { return step + focusRestored(outcome, fallback) }
        return [.redid(entry.events, place: movedRowsPlace(entry.forward), list: list, moved: movedWithin(entry.forward, outcome.events))]
            + actionsComeOrGo(outcome.events) + sayingLevel(focusRestored(outcome, fallback), of: entry.events)
    }

    /// The rows an undo brought back that were selected when the step took them away,
    /// selected again and said so with the count, as the selection was before the step.
    /// Where the list selects one row at a time now (a phone out of edit mode), only a
    /// single row comes back selected, in place of the selection; none where selection is off.
    /// But where the rows selected now are what the step left of the selection then
    /// (`before`; a selection made in edit mode, kept after it), the selection comes back
    /// whole as it was: none of its rows is let go unsaid.
    /// A long list's selection deleted by its rule (`rule`) comes back as that rule, its
    /// rows never read, when nothing is selected now.
    func selectedAgain(_ away: Set<RowID>, rule: EveryRowSelection?, before: Set<RowID> = []) throws -> [Announcement] {
        if let rule {
            guard !hasSelection, workingSelection == .multiple else { return [] }
            state.everyRow = rule
            // The rows selected by id beside the rule were deleted with it (`selectionRule`): back, selected.
            state.selection = before
            return [.selectedAgain([], count: selectedCount)]
        }
        let list = document
        let back = away.filter { list.contains($0) && !isSelected($0) }
        guard !back.isEmpty, workingSelection != .none else { return [] }
        if workingSelection == .single {
            guard back.count == 1 else { return [] }
            if state.everyRow != nil || !state.selection.isSubset(of: before) { state.deselectAll() }
        }
        let found = list.snapshots(of: back)
        let rows = list.readingOrder(back).compactMap { found[$0]?.row }
        for row in rows { selectRow(row.id) }
        return try [.selectedAgain(rows.map(\.title), count: selectedCount)] + detailFollowsSelection()
    }

    /// The actions an undo or redo offers again or withdraws, by name: the step's
    /// own phrase names only the section or field, and an action is never brought
    /// back or taken away unsaid.
    private func actionsComeOrGo(_ events: [Event]) -> [Announcement] {
        var offered: [Event] = []
        var withoutSection: [String] = []
        var withoutField: [String] = []
        for event in events {
            switch event {
            case .actionsOffered: offered.append(event)
            case .sectionDeleted(_, let actions): withoutSection += actions
            case .fieldRemoved(_, _, _, let actions): withoutField += actions
            default: break
            }
        }
        let withdrawn: [Announcement] = withoutSection.isEmpty && withoutField.isEmpty
            ? [] : [.actionsWithdrawn(withoutSection: withoutSection, withoutField: withoutField)]
        return (offered.isEmpty ? [] : [.changes(offered)]) + withdrawn
    }

    /// The list an undo or redo changed, by name, when it is not the open one: the
    /// step's own words name a row or section, and said alone they would seem to
    /// be about the list in front of the person. Nil for a step in the open list.
    private func otherListChanged(by operation: ListoModel.Operation) -> String? {
        let lists = operation.lists
        guard !(hasList && lists.contains(state.listID)), let id = lists.first else { return nil }
        return library.list(id)?.name
    }

    /// The place a move of one row within its section or parent left it in once undone or
    /// redone, as the step's commit said it; nil for any other step.
    private func movedWithin(_ forward: ListoModel.Operation, _ events: [Event]) -> Event? {
        guard case .moveRow = forward else { return nil }
        for event in events {
            if case .rowMoved = event { return event }
            // An undo puts the row back whole: its neighbours are read from where it is now.
            if case .rowsRestored(let places, _) = event, places.count == 1, let p = places.first {
                let rows = document.siblings(of: p.id)
                guard let k = rows.firstIndex(where: { $0.id == p.id }) else { return nil }
                let after = p.index > 1 && k > 0 ? rows[k - 1].title : nil
                let next = p.index < p.count && k + 1 < rows.count ? rows[k + 1].title : nil
                return .rowMoved(p, after: after, before: next)
            }
        }
        return nil
    }

    /// Where a move between lists or sections has put its rows once undone or redone:
    /// the list they are in, or within one list the section, so that undo says where;
    /// nil when they are in several places.
    private func movedRowsPlace(_ forward: ListoModel.Operation) -> RowsPlace? {
        let places: [RowsPlace?]
        switch forward {
        case .moveRowsToList(_, let rows, _, _, _):
            places = rows.map { row in library.lists.first { $0.row(row) != nil }.map { .named($0.name) } }
        case .moveRows(_, let rows, _, _):
            // Rows without a section are outside any, as the list says them, not in the list by its name.
            places = rows.map { row in document.sectionID(of: row).map { document.section($0)?.header.map(RowsPlace.named) ?? .outsideSections } }
        default:
            return nil
        }
        guard let first = places.first, let place = first, places.allSatisfy({ $0 == place }) else { return nil }
        return place
    }

    /// Where focus goes if the focused item disappears under `operation`: the
    /// nearest row that it does not take away too.
    private func focusFallback(before operation: ListoModel.Operation) -> Focus {
        guard case .row(let id) = state.focus else { return state.focus }
        let rows = rowsDeleted(by: operation)
        if !rows.isEmpty {
            reading((), { try readBeside(leaving: rows) })
            return neighbour(of: id, avoiding: rows)
        }
        return neighbour(of: id)
    }

    /// The rows an operation deletes by their ids: a delete's, or an action's that deletes
    /// (redo of Delete on a selection put focus on the title where the first run had put it
    /// on the nearest row left).
    private func rowsDeleted(by operation: ListoModel.Operation) -> Set<RowID> {
        switch operation {
        case .deleteRows(_, let rows): Set(rows)
        case .runAction(_, let rows, let action) where action.effects.contains(.delete): Set(rows)
        default: []
        }
    }

    private func focusRestored(_ outcome: Outcome, _ fallback: Focus) -> [Announcement] {
        for event in outcome.events {
            if case .rowsRestored(let places, _) = event, let first = places.first { readHitsAfterChange(around: .row(first.id)) }
            if case .rowsRestored(let places, _) = event, let first = places.first, document.row(first.id) != nil {
                let previous = state.focus
                state.focus = .row(first.id)
                // A row put back inside a row collapsed since is not focused where it can't be seen.
                if let out = outOfCollapsed(first.id) { return out }
                return rowView(first.id, withActions: false, from: previous).map { [.row($0)] } ?? []
            }
        }
        let settled = settleFocus(fallback)
        if case .row(let id) = state.focus, let out = outOfCollapsed(id) { return out }
        return settled
    }

    // MARK: Authoring

    /// `add TITLE` adds at the end of the focused row's level; `add child TITLE`
    /// (`child: true`) inside the focused row, opening it.
    func addCommand(_ title: String, child: Bool = false) throws -> [Announcement] {
        var parent: RowID?
        if child {
            parent = try focusedRowToChange()
        } else if case .row(let id) = state.focus {
            parent = document.parent(of: id)
        }
        guard let section = sectionForAdding() else {
            // A list with no sections (every one deleted, or imported so) is said by its name, not as a section gone.
            if storedDocument.sections.isEmpty { throw Refusal.said(.naming(.noSectionsToAddTo(storedDocument.name))) }
            throw Refusal.model(.sectionMissing(SectionID(0)))
        }
        let outcome = try perform { newID in
            if let parent {
                return .addChild(list: state.listID, parent: parent, id: RowID(try newID()), title: title, placement: .bottom)
            }
            return .addRow(list: state.listID, section: section, id: RowID(try newID()), title: title, placement: .bottom)
        }
        guard case .rowAdded(let place) = outcome.events.first else { return [.changes(outcome.events)] }
        state.focus = .row(place.id)
        readHitsAfterChange(around: state.focus)
        // A row the filter hides has no place to be said at: it is said as hidden, once.
        if let filter = state.filter, let row = document.row(place.id), !view.matches(row) {
            let rest = Array(outcome.events.dropFirst())
            return [.hiddenByFilter(title: place.title, filter: filter)] + (rest.isEmpty ? [] : [.changes(rest)])
        }
        return [.changes(outcome.events)]
    }

    func renameCommand(_ line: RowAndText) throws -> [Announcement] {
        let (row, text) = try resolve(line)
        return [.changes(try perform { _ in .renameRow(list: state.listID, row: row, title: text) }.events)]
    }

    /// Sets a row's notes; the text off removes them.
    func noteCommand(_ line: RowAndText) throws -> [Announcement] {
        if let row = try notesTakenOff(line) {
            return [.changes(try perform { _ in .setNotes(list: state.listID, row: row, notes: nil) }.events)]
        }
        let (row, text) = try resolve(line)
        let notes = Keyword.off.matches(text, in: settings.language) ? nil : text
        return [.changes(try perform { _ in .setNotes(list: state.listID, row: row, notes: notes) }.events)]
    }

    /// `note off ROW`, as `unset ROW FIELD` names its row: the row named, when the words
    /// after off name one by its number, a dot or its whole title, where read as the
    /// focused row's note the line wrote "off ROW" on another row. Words that only start
    /// a title are refused with both readings. Words that name no row are refused with
    /// how to take the focused row's note off, and a row the filter hides as hidden by it: taken as the
    /// focused row's note, they replaced the note it had (`note off Zebra` wrote "off Zebra");
    /// that text is still typed `note .: off Zebra`.
    private func notesTakenOff(_ line: RowAndText) throws -> RowID? {
        let words = line.typed.trimmingSpaces().split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        guard words.count == 2, Keyword.off.matches(String(words[0]), in: settings.language), !words[1].contains(":") else { return nil }
        var reference = RowReference(parsing: String(words[1]))
        if let chosen = line.chosen { reference = reference.choosing(chosen) }
        let row: RowID
        do {
            row = try resolveRow(reference)
        } catch let refusal as Refusal {
            if let hidden = try hiddenByFilter(refusal) { throw hidden }
            // Its ways out name the focused row: with none, the words are refused as any missing row is.
            if case .noSuchRow(let typed) = refusal, case .row = state.focus { throw Refusal.noteOffRowMissing(typed, off: String(words[0])) }
            throw refusal
        }
        // A title's start reads two ways, its row's note off or the focused row's note: said, neither done.
        if case .title(let title) = reference, let found = document.row(row), !Names.same(found.title, title) {
            throw Refusal.said(Message.noteOff(.startsTitle(title, found.title)))
        }
        return row
    }

    /// Sets the focused section's footer, or with nil removes it.
    func footerCommand(_ text: String?) throws -> [Announcement] {
        guard let section = try sectionActedOn() else { throw Refusal.model(.sectionMissing(SectionID(0))) }
        // Already so: said, and no undo step left that would undo nothing.
        if let shown = storedDocument.section(section), shown.footer == text {
            let header = shown.header ?? storedDocument.name
            return [.unchanged(text == nil ? .noFooter(header) : .sameFooter(header))]
        }
        return [.changes(try perform { _ in .setFooter(list: state.listID, section: section, footer: text) }.events)]
    }

    func addSection(_ name: String) throws -> [Announcement] {
        _ = try storedSectionForShaping()
        let after = view.sectionIndex(of: state.focus).map { document.sections[$0].id } ?? document.sections.last?.id
        let outcome = try perform { newID in
            .addSection(list: state.listID, id: SectionID(try newID()), header: name, after: after)
        }
        if let created = document.section(named: name) { state.focus = .header(created.id) }
        return [.changes(outcome.events)]
    }

    func renameSection(_ text: String) throws -> [Announcement] {
        _ = try storedSectionForShaping()
        // No section has a name to change: said so at once, never advice to quote a name that would be refused too.
        guard storedDocument.sections.holdsNamedSection else { throw ModelError.unnamedSectionFixed }
        let quoted = RowReference.unquoted(text)
        let (named, name): (SectionID?, String)
        if quoted != text {
            (named, name) = (try sectionActedOn(), quoted)
        } else if let found = sectionNamed(before: text) {
            (named, name) = found
        } else if let old = Session.renamings(text, first: true, at: sectionRenameSeparators).first?.old {
            // Renaming the focused section to the whole text would do what was not meant as often as what was.
            throw Refusal.renameSectionUnnamed(old, text: text)
        } else {
            (named, name) = (try sectionActedOn(), text)
        }
        guard let section = named else { throw Refusal.model(.sectionMissing(SectionID(0))) }
        return [.changes(try perform { _ in .renameSection(list: state.listID, section: section, header: name) }.events)]
    }

    /// `section rename OLD to NEW` (`como` in Spanish), as rows are renamed: the
    /// section whose name is the words before the separator, and the new name. A
    /// text whose first words name no section is refused (`renameSection`); quoted
    /// whole, it is the focused section's new name, "to" and all.
    private func sectionNamed(before text: String) -> (SectionID?, String)? {
        var byName: [String: SectionID] = [:]
        var longest = 0
        for section in storedDocument.sections {
            guard let header = section.header else { continue }
            byName[Names.key(header)] = byName[Names.key(header)] ?? section.id
            longest = max(longest, header.count)
        }
        // An OLD longer than every name, its quotes aside, names no section. Spanish a
        // splits here as to does, as it does a row's rename: only a section's name is taken.
        let v = view
        for (old, new) in Session.renamings(text, oldUpTo: max(longest, 20) + 2, at: sectionRenameSeparators) {
            if let section = byName[Names.key(old)] { return (section, new) }
            // A number no section is named by is the section's number, as `section N` takes it:
            // `sections` says it. The rows outside any section, numbered 1, are refused by the model.
            if old.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(old), let i = v.shownSectionIndex(number: n) {
                return (v.sections[i].id, new)
            }
        }
        return nil
    }

    /// The words that set OLD off from NEW in either language. Spanish a is not one where
    /// no section is named by it: a new name such as Cosas a hacer holds it.
    static let renameSeparators = ["to", "como"]

    /// The words that split OLD from NEW in `section rename`: Spanish a as well, both
    /// where a section is looked for and where a name that is none is refused, so that
    /// `sección renombrar Pescadería a Pescado` never renames the focused section to
    /// all four words.
    var sectionRenameSeparators: [String] {
        settings.language == .es ? Session.renameSeparators + ["a"] : Session.renameSeparators
    }

    /// Each way a text splits into OLD and NEW at a separator (`to`, `como`), the first
    /// separator first, OLD unquoted: those whose OLD is at most `limit` characters, and
    /// only the first when `first`. Bounded so, a line of thousands of separators costs
    /// its length, where splitting it at each one cost minutes.
    static func renamings(_ text: String, oldUpTo limit: Int = .max, first: Bool = false,
                          at separators: [String] = renameSeparators) -> [(old: String, new: String)] {
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        var out: [(old: String, new: String)] = []
        var length = 0
        for i in words.indices {
            if i > words.startIndex, i + 1 < words.endIndex, separators.contains(words[i].lowercased()) {
                out.append((RowReference.unquoted(words[..<i].joined(separator: " ")), words[(i + 1)...].joined(separator: " ")))
                if first { break }
            }
            length += words[i].count + 1
            if length - 1 > limit { break }
        }
        return out
    }

    /// `section heading main|standard`: SwiftUI's header prominence, said as a main heading.
    func headingCommand(_ prominence: Prominence) throws -> [Announcement] {
        guard let section = try sectionActedOn() else { throw Refusal.model(.sectionMissing(SectionID(0))) }
        if let shown = document.section(section), shown.prominence == prominence {
            return [.unchanged(.heading(shown.header ?? document.name, prominence))]
        }
        return [.changes(try perform { _ in .setProminence(list: state.listID, section: section, prominence: prominence) }.events)]
    }

    /// `section delete`: the section goes, and focus to the heading before it (the list's
    /// title for the first), said as a row's delete says where focus went, so that a
    /// second `section delete` is heard to act on another section.
    func deleteSection() throws -> [Announcement] {
        guard let section = try sectionActedOn() else { throw Refusal.model(.sectionMissing(SectionID(0))) }
        let previous = view.section(before: .header(section)).map(Focus.header) ?? .title
        let outcome = try perform { _ in .deleteSection(list: state.listID, section: section) }
        state.focus = previous
        return [.changes(outcome.events)] + announce(previous)
    }

    /// `expand` and `collapse`: the focused row's children in place (with `all`, its
    /// whole subtree), a row named, or a section in the sidebar style. Collapse on
    /// a row with nothing inside folds the row it sits inside, and focus goes there.
    func fold(_ target: FoldTarget?, collapsed: Bool) throws -> [Announcement] {
        let focused: RowID? = if case .row(let id) = state.focus, state.column == .content { id } else { nil }
        if target == .all {
            guard state.column == .content else { throw Refusal.noFocusedRow }
            // A row with subtasks: its whole subtree. Anywhere else in the list (a row with
            // none, a subtask, a header, the title): every row with subtasks in the list.
            // Whether the row holds any is the model's to say: a list read in windows may
            // not hold a row's subtasks in memory, and the list is read whole only without them.
            if let id = focused {
                do {
                    return try setExpanded(id, expanded: !collapsed, all: true)
                } catch ModelError.noChildren {
                } catch Refusal.model(.noChildren) {
                }
            }
            return try foldEveryRow(collapsed: collapsed)
        }
        // At the title of a list of several sections neither folds anything, whatever
        // the style: both say so alike, before collapse would speak of the style.
        if target == nil, state.focus == .title, state.column == .content, storedDocument.sections.count > 1 {
            let name = Grammar.entry(named: collapsed ? "collapse" : "expand")?.name(in: settings.language) ?? (collapsed ? "collapse" : "expand")
            throw Refusal.said(Message.fold(.atTitle(name, document.name)))
        }
        if target == nil, let id = focused, let row = document.row(id) {
            if !row.children.isEmpty { return try setExpanded(id, expanded: !collapsed, all: false) }
            if collapsed, let parent = document.parent(of: id) {
                let out = try setExpanded(parent, expanded: false, all: false)
                state.focus = .row(parent)
                return out
            }
            if !document.settings.style.allowsCollapsing { throw Refusal.model(.noChildren(title: row.title)) }
        }
        var section: SectionReference?
        if case .named(let name) = target {
            section = SectionReference(parsing: name)
            // Whether a section has that name is asked of what is shown, not the store: a store
            // that cannot be read is said by foldSection, never taken for "no such section".
            if (try? findSection(section!)) == nil, let id = try rowIfNamed(RowReference(parsing: name)) {
                return try setExpanded(id, expanded: !collapsed, all: false)
            }
        }
        return try foldSection(section, collapsed: collapsed)
    }

    /// collapse all and expand all where focus is on no row with subtasks: each top-level
    /// row holding rows, with every level below it, folded or opened, said once for the
    /// list with how many rows with subtasks it has. Rows already so are left alone.
    private func foldEveryRow(collapsed: Bool) throws -> [Announcement] {
        // A list with no row inside another is known so without its rows (each section read in
        // windows says at opening whether it holds any): 2 x 500,000 rows were read to say so, 6 s.
        guard storedDocument.isNested else { throw Refusal.model(.noChildren(title: storedDocument.name)) }
        // A long list in its own order reads the rows holding others with their windows, not the list whole
        // (2 x 100,000 rows holding one: 1.3 s); more of them than a window holds, the list whole, as before.
        let limit = max(environment.windowRows, 64)
        if storedDocument.isWindowed, readsWindows(storedDocument),
           case let holding = try store.rowsHoldingOthers(in: state.listID, limit: limit + 1), holding.count <= limit {
            try readRows(holding, scattered: true)
        } else {
            try readWholeList()
        }
        let stored = storedDocument
        var holding = 0
        func walk(_ row: Row, _ changes: inout Bool) {
            guard !row.children.isEmpty else { return }
            holding += 1
            if row.expanded == collapsed { changes = true }
            for child in row.children { walk(child, &changes) }
        }
        var tops: [RowID] = []
        for section in stored.sections {
            for row in section.rows {
                var changes = false
                walk(row, &changes)
                if changes { tops.append(row.id) }
            }
        }
        guard holding > 0 else { throw Refusal.model(.noChildren(title: stored.name)) }
        let replies = holdsReplies(stored)
        guard !tops.isEmpty else {
            return [.said(.fold(collapsed ? .listAlreadyCollapsed(holding, stored.name, replies: replies) : .listAlreadyExpanded(holding, stored.name, replies: replies)))]
        }
        let before = state.focus
        for id in tops { _ = try setExpanded(id, expanded: !collapsed, all: true) }
        let said: [Announcement] = [.said(.fold(collapsed ? .listCollapsed(holding, stored.name, replies: replies) : .listExpanded(holding, stored.name, replies: replies)))]
        // Focus inside what folded climbed to the row that folded it: said, as collapse on a subtask says where it went.
        return state.focus == before ? said : said + announce(state.focus, from: before)
    }

    /// Row expansion is where the person is looking, not a change to the list's
    /// content, so undo passes over it; it is still kept in the store per list.
    private func setExpanded(_ id: RowID, expanded: Bool, all: Bool) throws -> [Announcement] {
        let outcome = try perform(recordUndo: false) { _ in .setExpanded(list: state.listID, row: id, expanded: expanded, all: all) }
        // Focus inside what just folded climbs to the row that folded it.
        if !expanded, case .row(let f) = state.focus, f != id, document.isWithin(f, id) { state.focus = .row(id) }
        return [.changes(outcome.events)]
    }

    /// indent, outdent and move to ROW: one reshaping operation on the focused row,
    /// said with where it landed; focus stays on the row.
    func reshape(_ make: () throws -> ListoModel.Operation) throws -> [Announcement] {
        let operation = try make()
        let outcome = try perform { _ in operation }
        return [.changes(outcome.events)]
    }

    func indentCommand(outdent: Bool) throws -> [Announcement] {
        let row = try focusedRowToChange()
        if !outdent { try refuseIndentUnderHidden(row) }
        return try reshape { outdent ? .outdentRow(list: state.listID, row: row) : .indentRow(list: state.listID, row: row) }
    }

    /// Indent nests a row under the row before it in the store. Under a filter that row
    /// may be one the filter hides: the listener expects the row above as heard, so it
    /// is refused, naming the hidden row and the way to see it. A row before it that the
    /// filter shows (a match, or a row holding one) is the row heard above at that level.
    private func refuseIndentUnderHidden(_ row: RowID) throws {
        guard let text = state.filter else { return }
        // Read a page at a time, the row above is read where it is and asked of the store.
        switch try rowAboveHiddenAmongHits(row) {
        case .notPaged: break
        case .shown: return
        case .hidden(let title):
            throw Refusal.said(.rIndentUnderHidden(storedDocument.row(row)?.title ?? "", title, text))
        }
        let v = view
        let siblings = v.document.siblings(of: row)
        guard let i = siblings.firstIndex(where: { $0.id == row }), i > 0, let moving = v.document.row(row) else { return }
        let above = siblings[i - 1]
        if !v.matches(above) { throw Refusal.said(.rIndentUnderHidden(moving.title, above.title, text)) }
    }

    private func foldSection(_ reference: SectionReference?, collapsed: Bool) throws -> [Announcement] {
        _ = try storedSectionForShaping()
        // A section is folded by its flag and said by its count: its rows are not read
        // (`collapse Part 2` read a section of 500,000 rows whole, 1.2 s and 288 MB).
        let named = try reference.map(findSection)
        // Only the sidebar style folds sections: elsewhere collapse and expand are refused
        // alike for the style, wherever focus is, as neither folds nor opens anything there.
        let style = document.settings.style
        guard style.allowsCollapsing else {
            throw collapsed ? Refusal.model(.collapseNotOffered(list: document.name, style: style))
                            : Refusal.expandNotOffered(list: document.name, style: style)
        }
        let section = try named ?? sectionActedOn() ?? findSection(.number(1))
        // Already so: said, and no undo step left that would undo nothing.
        if let shown = document.section(section), shown.collapsed == collapsed {
            let header = shown.header ?? document.name
            return [.unchanged(collapsed ? .sectionCollapsed(header) : .sectionExpanded(header))]
        }
        let outcome = try perform { _ in .setCollapsed(list: state.listID, section: section, collapsed: collapsed) }
        if collapsed, case .row(let id) = state.focus, document.sectionID(of: id) == section { state.focus = .header(section) }
        return [.changes(outcome.events)]
    }

    func styleCommand(_ chosen: ListStyle?) throws -> [Announcement] {
        guard let style = chosen else { return [.setting(.style(list: document.name, document.settings.style))] }
        if style == document.settings.style { return [.unchanged(.style(list: document.name, style))] }
        return [.changes(try perform { _ in .setStyle(list: state.listID, style: style) }.events)]
    }

    func sortCommand(_ chosen: Ordering?) throws -> [Announcement] {
        guard var ordering = chosen else { return [.setting(.ordering(list: document.name, document.settings.ordering))] }
        // A state word as listo says it names its field, as group takes it: ordenar hecha sorts by done.
        if case .field(let typed) = ordering, storedDocument.settings.field(named: typed) == nil,
           let field = StateTerms.field(named: typed, in: declaredFields) {
            ordering = .field(field.name)
        }
        if case .field(let name) = ordering {
            // A declared field orders a list read in windows by the store's order of it
            // (Session+Window.swift), reading nothing now; the rows of a field not declared,
            // and a grouped list, are read whole, as the refusal and the groups need them.
            let undeclared = storedDocument.settings.field(named: name) == nil
            // A field neither declared nor held by a row is refused with the names the store finds
            // the rows hold: the list read whole to gather them cost 2.2 s and 576 MB at a million rows.
            if undeclared, storedDocument.isWindowed, storedDocument.settings.grouping == nil {
                let stored = storedDocument
                let held = try store.fieldNames(heldIn: state.listID).union(stored.actionFieldNames)
                if !held.contains(name) {
                    let declared = stored.settings.fields.map(\.name)
                    throw Refusal.unknownField(list: stored.name, field: name, declared: declared + held.sorted().filter { !declared.contains($0) })
                }
            }
            if undeclared || storedDocument.settings.grouping != nil { try readWholeList() }
            let stored = storedDocument
            let held = stored.fieldNames
            // Refused as group refuses a field, naming every field sort takes: the declared
            // ones in their order, then any a row holds undeclared (an imported list's).
            if !held.contains(name) && stored.settings.field(named: name) == nil {
                let declared = stored.settings.fields.map(\.name)
                throw Refusal.unknownField(list: stored.name, field: name,
                                           declared: declared + held.filter { !declared.contains($0) })
            }
        }
        return [.changes(try perform { _ in .setOrdering(list: state.listID, ordering: ordering) }.events)]
    }

    func newListCommand(_ name: String, like source: String?) throws -> [Announcement] {
        var settings = ListSettings()
        // A list made like another has its sections, empty, in the same order, with their
        // headers, footers and prominence, so every action copied works: one that moves
        // rows to a section finds that section.
        var shapes: [(header: String?, footer: String?, prominence: Prominence)] = [(nil, nil, .standard)]
        if let source {
            guard let named = library.list(named: source) else {
                throw Refusal.noSuchList(source, suggestion: listSuggestion(source))
            }
            // A list not read in this session is a stub, its name and settings without its
            // sections: its sections are read from the store, by their counts, no row read.
            let model = library.isLoaded(named.id) ? named : try store.loadList(named.id, readingUpTo: 0)
            settings = model.settings
            shapes = model.sections.sorted { $0.position < $1.position }.map { ($0.header, $0.footer, $0.prominence) }
            for (_, action) in settings.allActions {
                for case .moveToSection(let target) in action.effects
                where !shapes.contains(where: { $0.header.map { Names.same($0, target) } ?? false }) {
                    shapes.append((target, nil, .standard))
                }
            }
            if shapes.isEmpty { shapes = [(nil, nil, .standard)] }
        }
        let position = library.nextListPosition
        let outcome = try perform { newID in
            let list = ListID(try newID())
            var sections: [Section] = []
            for (i, shape) in shapes.enumerated() {
                sections.append(Section(id: SectionID(try newID()), header: shape.header, footer: shape.footer,
                                        prominence: shape.prominence, position: Positions.spaced(i)))
            }
            return .createList(ListDocument(id: list, name: name, position: position, settings: settings, sections: sections))
        }
        guard let created = library.list(named: name) else { return [.changes(outcome.events)] }
        switchList(to: created.id)
        return [.changes(outcome.events), titleAnnouncement()]
    }
}
