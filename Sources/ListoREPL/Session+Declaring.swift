import ListoAnnouncer
import ListoModel

/// Declaring a list as the seeds do — its swipe actions and the selection it
/// allows — and moving work between sections and lists, one row or a whole
/// selection as one change.
extension Session {
    // MARK: Declarations

    func declareAction(_ declaration: ActionDeclaration) throws -> [Announcement] {
        let list = state.listID
        var declaration = declaration
        switch declaration {
        case .add(let action, let edge):
            // Added, it is the one delete runs only if no deleting action before it stays.
            var after = document.settings
            if edge == .leading { after.leadingActions.append(action) } else { after.trailingActions.append(action) }
            try refuseTakenName(action.name, renaming: nil)
            try refuseCommandName(action.name, deletes: after.deleteAction == action)
        case .rename(let name, let new):
            try refuseTakenName(new, renaming: name)
            try refuseCommandName(new, deletes: document.settings.deleteAction.map { Names.same($0.name, name) } == true)
        case .move(let name, let at?):
            // A place past the edge's last, or below 1, is refused as move to N refuses a row number.
            if let (edge, _) = document.settings.allActions.first(where: { Names.same($0.action.name, name) }) {
                let count = document.settings.actions(edge).count
                if at > count || at < 1 { throw Refusal.noActionPlace(at, count: count, edge: edge) }
            }
        default: break
        }
        if case .fullSwipe(let edge, let on) = declaration, document.settings.fullSwipe(edge) == on {
            let settings = document.settings
            return [.unchanged(.declared([.fullSwipeChanged(list: document.name, edge: edge, on: on, runs: on ? settings.actions(edge).first?.name : nil)]))]
        }
        if case .add(var action, let edge) = declaration {
            action.effects = try action.effects.map(declaredEffect)
            declaration = .add(action, edge: edge)
        }
        let outcome = try perform { _ -> ListoModel.Operation in
            switch declaration {
            case .add(let action, let edge): return .addAction(list: list, edge: edge, action: action, at: nil)
            case .remove(let name): return .removeAction(list: list, name: name)
            case .rename(let name, let new): return .renameAction(list: list, name: name, to: new)
            case .move(let name, let at): return .moveAction(list: list, name: name, to: at.map { max($0, 1) - 1 } ?? Int.max)
            case .fullSwipe(let edge, let on): return .setFullSwipe(list: list, edge: edge, on: on)
            }
        }
        state.actionIndex = nil
        return [.changes(outcome.events)]
    }

    /// A name another action of the list holds is refused as taken before it is
    /// weighed as a command: that is the reason it can't be had here, where a list
    /// without the action could take it.
    private func refuseTakenName(_ name: String, renaming: String?) throws {
        guard let other = document.settings.declared(named: name) else { return }
        if let renaming, Names.same(other.action.name, renaming) { return }
        throw Refusal.model(.actionNameTaken(other.action.name))
    }

    /// An action is run by typing its name, and a name whose first word is a command,
    /// in English or Spanish, would run the command instead: such a name is refused
    /// when declared. Only the list's deleting action, the one `delete` and `borrar`
    /// run, may be called as delete is; another action so named would never run.
    private func refuseCommandName(_ name: String, deletes: Bool) throws {
        if let command = Session.command(shadowing: name, deletes: deletes) { throw Refusal.actionNameIsCommand(name, command: command) }
    }

    /// The command an action's name would run when typed: its first word, when that is
    /// a command in English or Spanish, save delete for the action `delete` runs.
    static func command(shadowing name: String, deletes: Bool) -> String? {
        guard let first = name.split(separator: " ").first.map(String.init),
              let entry = Grammar.entry(named: first) else { return nil }
        if deletes, let delete = Grammar.entry(named: "delete"), entry.allWords == delete.allWords { return nil }
        return first
    }

    /// The actions, of those given, whose names run a command when typed.
    static func commandNamed(_ actions: [SwipeAction]) -> [String] {
        let deleting = SwipeAction.deleting(among: actions)
        return actions.filter { command(shadowing: $0.name, deletes: $0 == deleting) != nil }.map(\.name)
    }

    /// A list can hold actions named as commands that were never declared here (an
    /// imported file, a store written by another version of listo). Typing such a
    /// name runs the command; `do NAME` runs the action. Said the first time the
    /// list is open in a session, after the answer that opened it.
    func commandNamedActionsNotice() -> [Announcement] {
        guard hasList, !state.commandNamedActionsHeard.contains(state.listID) else { return [] }
        let actions = storedDocument.settings.allActions.map(\.action)
        // Each is said by the name the listener hears, the built-in Delete in the language spoken.
        let names = Session.commandNamed(actions).map { name in actions.first { $0.name == name }.map(said) ?? name }
        guard !names.isEmpty else { return [] }
        state.commandNamedActionsHeard.insert(state.listID)
        return [.actionsAreCommands(list: storedDocument.name, names: names)]
    }

    /// An effect on a field the list declares, under its declared name, with a value of
    /// its type: an action may only do what `set` and `toggle` could do by hand.
    private func declaredEffect(_ effect: Effect) throws -> Effect {
        switch effect {
        case .toggle(let name):
            let field = try declared(name)
            guard field.type == .boolean else { throw Refusal.model(.notBoolean(field: field.name, type: field.type)) }
            return .toggle(field.name)
        case .setField(let name, let value):
            let field = try declared(name)
            if field.type.holds(value) { return .setField(field.name, value) }
            // `set FIELD` alone means true, which only a boolean holds.
            guard case .text(let text) = value else { throw Refusal.model(.fieldTypeMismatch(field: field.name, type: field.type)) }
            guard let typed = field.type.value(from: text, today: today, dayMonth: dayMonth) else {
                throw badValue(field, text)
            }
            return .setField(field.name, typed)
        case .clearField(let name):
            return .clearField(try declared(name).name)
        case .delete, .moveToSection:
            return effect
        }
    }

    func selectionModeCommand(_ mode: SelectionMode?) throws -> [Announcement] {
        guard let mode else { return [.setting(.selectionMode(list: document.name, document.settings.selectionMode))] }
        if mode == document.settings.selectionMode { return [.unchanged(.selectionMode(list: document.name, mode))] }
        let outcome = try perform { _ in .setSelectionMode(list: state.listID, mode: mode) }
        return [.changes(outcome.events)] + (try fitSelection(to: mode))
    }

    /// Trims the selection to what a selection mode binds, as the binding's type changes:
    /// a set of ids keeps nothing in a list that binds none, one in a single selection.
    /// Setting a mode, and undoing or redoing one, trim alike and say the rows let go.
    func fitSelection(to mode: SelectionMode) throws -> [Announcement] {
        let before = selectedCount
        // The row a single selection keeps is named, as a tap that leaves one row selected shows it.
        var kept: String?
        switch mode {
        case .none: state.deselectAll()
        case .single:
            // A rule keeps its first row, which the store finds: turned into ids first, `select all`
            // on 2 x 500,000 rows took 7.8 s and 798 MB to keep one.
            if let rule = selectionRule, rule.also.isEmpty {
                let tally = try store.tally(of: rule, in: state.listID, around: nil)
                state.deselectAll()
                state.selection = Set(tally.firstRow.map { [$0] } ?? [])
                kept = tally.first.first
            } else {
                let first = try selectedRowsInOrder().first
                state.selection = Set(first.map { [$0.id] } ?? [])
                kept = first?.title
            }
        case .multiple: break
        }
        guard selectedCount < before else { return [] }
        if let kept, selectedCount == 1 { return [.selectionKept(kept, dropped: before - selectedCount)] }
        return [.selectionDropped(before - selectedCount)]
    }

    /// What an undone or redone `selection mode` says: the mode stepped over, the one the
    /// list has now, and the rows the new mode let go, or, undone, the rows selected
    /// again that the step let go. Nil for any other step.
    func selectionModeStep(_ entry: UndoEntry, undone: Bool) throws -> [Announcement]? {
        guard entry.events.count == 1, case .selectionModeChanged(let list, let forward) = entry.events[0],
              case .setSelectionMode(let id, _) = entry.forward, id == state.listID else { return nil }
        let now = document.settings.selectionMode
        let said: [Announcement] = [.selectionModeStepped(list: list, stepped: forward, now: now, undone: undone)]
        guard undone else { return said + (try fitSelection(to: now)) }
        // Undone, the mode gives back the rows it let go, as they were selected before it.
        let dropped = try fitSelection(to: now)
        if let rule = entry.everyRow, state.everyRow == nil, workingSelection == .multiple {
            state.selection = entry.selection.filter { document.contains($0) && !rule.covers($0, in: storedDocument) }
            state.everyRow = rule
            return said + dropped + [.selectedAgain([], count: selectedCount)]
        }
        return said + dropped + (try selectedAgain(entry.selection, rule: nil))
    }

    // MARK: Lists

    func deleteListCommand(_ name: String) throws -> [Announcement] {
        guard let list = library.list(named: name) else { throw listNotWhole(name, renaming: false) }
        let wasOpen = list.id == state.listID
        if !library.isLoaded(list.id) { try readList(list.id) }
        let outcome = try perform { _ in .deleteList(list.id) }
        var out: [Announcement] = [.changes(outcome.events)]
        if wasOpen, let first = library.lists.first {
            switchList(to: first.id)
            out.append(titleAnnouncement())
        }
        if library.lists.isEmpty { state.column = .sidebar }
        return out
    }

    func renameListCommand(_ name: String, to new: String) throws -> [Announcement] {
        guard let list = library.list(named: name) else { throw listNotWhole(name, renaming: true) }
        return [.changes(try perform { _ in .renameList(list: list.id, name: new) }.events)]
    }

    // MARK: The rows a command acts on

    /// Whether a row reference names the whole selection.
    func namesSelection(_ reference: RowReference?) -> Bool {
        if case .title(let text)? = reference { return Keyword.selection.matches(text, in: settings.language) }
        return false
    }

    /// Whether a command acts on the whole selection: it is named, or edit mode is
    /// active with rows selected and no row was given. Pinned rows keep their own
    /// commands, so `set selection pinned` takes the selection's rows one field at a time.
    func takesSelection(_ reference: RowReference?) -> Bool {
        namesSelection(reference) || (reference == nil && state.editMode == .active && hasSelection)
    }

    /// The rows a batch-capable command acts on: the selection when it is named,
    /// or when edit mode is active and something is selected; else the one row.
    func targetRows(_ reference: RowReference?) throws -> [RowID] {
        if takesSelection(reference) {
            // Nothing selected is said first: edit mode alone would not give the command rows.
            guard hasSelection else { throw Refusal.nothingSelected }
            guard state.editMode == .active else { throw Refusal.batchNeedsEditMode }
            let rows = try selectedRowsInOrder().map(\.id)
            guard !rows.isEmpty else { throw Refusal.nothingSelected }
            try noteHiddenActedOn()
            return rows
        }
        return [try row(reference)]
    }

    /// Where focus goes when rows leave: the first row after them in the focused
    /// row's section that stays, else the one before, else the header.
    func fallback(leaving rows: [RowID]) -> Focus {
        if rows.count == 1 { return neighbour(of: rows[0]) }
        guard case .row(let id) = state.focus, rows.contains(id) else { return state.focus }
        let leaving = Set(rows)
        let v = view
        guard let (s, r) = v.document.locate(id) else { return .title }
        let section = v.sections[s].rows
        if let next = section[(r + 1)...].first(where: { !leaving.contains($0.id) && v.matches($0) }) { return .row(next.id) }
        if let previous = section[..<r].last(where: { !leaving.contains($0.id) && v.matches($0) }) { return .row(previous.id) }
        return v.sections[s].header != nil ? .header(v.sections[s].id) : .title
    }

    /// An action on the rows a reference names: a selection kept as a rule is changed
    /// by the store where the action only sets fields (`actOnCovered`) or only deletes
    /// (`deleteCovered`), else the rows are named by their ids.
    func runAction(_ action: SwipeAction, onTarget reference: RowReference?) throws -> [Announcement] {
        guard takesSelection(reference) else { return try runAction(action, on: try targetRows(reference)) }
        return try movingSelection(retry: said(action)) {
            if state.editMode == .active {
                try noteHiddenActedOn()
                if let said = try actOnCovered(action) { return said }
                if action.effects == [.delete], let said = try deleteCovered(by: action) { return said }
            }
            return try runAction(action, on: try targetRows(reference))
        }
    }

    func runAction(_ action: SwipeAction, on rows: [RowID]) throws -> [Announcement] {
        // Under a filter read a page at a time, the row focus would go to is read first (Session+HitSelection.swift).
        reading((), { try readBeside(leaving: Set(rows)) })
        let fallback = fallback(leaving: rows)
        let outcome: Outcome
        do {
            outcome = try perform { _ in completingRepeats(.runAction(list: state.listID, rows: rows, action: action)) }
        } catch ModelError.moveDisabled(let title, let pinned) {
            // A row the action would move to a section: the refusal says which action moves it where
            // (a selection's refusal says which row to deselect, and is left as it is).
            guard rows.count == 1, let section = action.effects.lazy.compactMap({ if case .moveToSection(let name) = $0 { name } else { nil } }).first else {
                throw ModelError.moveDisabled(title: title, pinned: pinned)
            }
            let name = said(action)
            throw Refusal.said(.actionMoveBlocked(pinned ? .pinned(title, section: section, action: name) : .turnedOff(title, section: section, action: name)))
        }
        quietPassedReminders(outcome)
        state.actionIndex = nil
        return [.changes(outcome.events)] + settleFocus(fallback)
    }

    // MARK: Moving work

    /// `move to section` and `move to list`, for the focused row or the selection.
    func moveAway(_ move: Move, rows: [RowID]) throws -> [Announcement] {
        switch move {
        case .toSection(let reference, let top):
            // Read in windows, the move reads the end of the section it goes to itself (in a
            // field's order, the rows beside where each row goes there: `Operation.needs(in:)`),
            // under a filter read a page at a time too: read whole, the section kept the filter
            // from being read a page at a time after the move (12 s on 2 x 500,000 rows).
            let stored = storedDocument
            let windowed = readsWindows(stored) || readsSortedWindows(stored) || readsHitWindows(stored)
            let section = windowed ? try findSection(reference) : try resolveSection(reference)
            let outcome = try perform { _ in
                .moveRows(list: state.listID, rows: rows, section: section, placement: top ? .top : .bottom)
            }
            if case .rowsMoved = outcome.events.first, let first = rows.first { state.focus = .row(first) }
            return [.changes(outcome.events)]
        case .toList(let name, let sectionName):
            guard let target = library.list(named: name) else { throw Refusal.noSuchList(name, suggestion: listSuggestion(name)) }
            if !library.isLoaded(target.id) { try readList(target.id) }
            let document = library.list(target.id)!
            let section: SectionID
            if let sectionName {
                guard let named = document.section(named: sectionName) else {
                    throw Refusal.noSuchSectionIn(list: document.name, name: sectionName, sections: document.sections.compactMap(\.header))
                }
                section = named.id
            } else {
                let v = ListView(document: document, filter: nil)
                // A list with no sections (an import can make one) has nowhere to put the rows: said by
                // its name, where the model's missing section said a section had gone.
                guard let first = v.firstShownSection.map({ document.sections[$0].id }) ?? document.sections.first?.id else {
                    throw Refusal.said(.naming(.noSectionsToMoveTo(document.name)))
                }
                section = first
            }
            let fallback = fallback(leaving: rows)
            let outcome = try perform { _ in
                .moveRowsToList(from: state.listID, rows: rows, to: target.id, section: section, placement: .bottom)
            }
            state.selection.subtract(rows)
            return [.changes(outcome.events)] + settleFocus(fallback)
        default:
            throw Refusal.selectionMovesAway
        }
    }

    // MARK: Selecting several rows

    /// `select 2-5` and `select 1, 3, 7`: numbers as the focused section (or the filtered view) counts them.
    func selectNumbers(_ numbers: [Int]) throws -> [Announcement] {
        try selectRows(rowsNumbered(numbers), asked: .numbers)
    }

    /// The rows `select 1, 3` or `deselect 2-5` names, each once, in the order typed.
    /// One number that names no row refuses the whole line, so that select and
    /// deselect read numbers alike and a slip changes nothing.
    func rowsNumbered(_ numbers: [Int]) throws -> [Row] {
        let v = view
        let rows = v.numberedRows(near: state.focus)
        var chosen: [Row] = []
        var seen: Set<RowID> = []
        // A range past the last row is refused by the number typed at its end, not the first one missing.
        if let highest = numbers.max(), highest > rows.count { throw Refusal.noRowNumber(highest, count: rows.count) }
        // Under a filter read a page at a time, many rows are found by their ids in one pass over
        // the rows held: each looked up alone walks its section's window (select 1-8000: 8,000 walks).
        var held: [RowID: Row] = [:]
        if numbers.count > 64, let filter = v.filter, filter.isPaged {
            for row in v.document.rows(withIDs: numbers.compactMap { filter.row(at: $0 - 1) }) { held[row.id] = row }
        }
        for n in numbers {
            guard let row = v.filter?.row(at: n - 1).flatMap({ held[$0] }) ?? rows.element(numbered: n) else {
                throw Refusal.noRowNumber(n, count: rows.count)
            }
            if seen.insert(row.id).inserted { chosen.append(row) }
        }
        return chosen
    }

    /// `select done`, `select not done`, `select overdue`: the rows a state term
    /// means, read by the same terms as filter and the rotor, in every section shown.
    func selectState(_ query: RowQuery, said text: String) throws -> [Announcement] {
        if let said = try selectStateByRule(query, said: text) { return said }
        // Any other state, or a rule already kept, is worked out over every row, and over
        // every row a filter lets through: a filter read a page at a time holds only the rows
        // read, and the state was found among those alone (4 of 28,571 rows).
        if state.filter != nil { state.turn.wholeFilter = true }
        try readWholeList()
        let day = today
        let inState = { (v: ListView) in v.sections.flatMap { v.matchingRows($0) }.filter { query.matches($0, today: day) } }
        let v = view
        let rows = inState(v)
        guard !rows.isEmpty else {
            // Rows in the state that the filter hides: the filter is why none is here, once the
            // selection mode would take them at all.
            if let filter = state.filter {
                let hidden = inState(ListView(document: v.document, matching: nil))
                if hidden.count > 1 { try requireSeveral(.state(text)) }
                if !hidden.isEmpty { throw Refusal.noRowInStateFiltered(text, filter: filter) }
            }
            if let states = statePart(of: query, said: text) { throw Refusal.notRowNorState(text, state: states) }
            throw Refusal.noRowInState(text)
        }
        return try selectRows(rows, asked: .state(text))
    }

    /// `select done` and `select not done` (any boolean field) on a long list read in
    /// windows, with nothing else selected by a rule: counted in the store and kept as
    /// a rule (`EveryRowSelection.state`), not read. Three rows or fewer are read, to
    /// be named, and held as windows. nil where the state or the list is not one of these.
    private func selectStateByRule(_ query: RowQuery, said text: String) throws -> [Announcement]? {
        guard let flag = EveryRowSelection.FlagState(query) else { return nil }
        let stored = storedDocument
        // The same state again, its rule standing as made and no row added since: said calmly, nothing read.
        if stored.isWindowed, let every = state.everyRow, every.state == flag, every.excluded.isEmpty,
           every.query == state.filter.flatMap(hitQuery), every.below == (try store.nextID()) {
            try requireSeveral(.state(text))
            return [.unchanged(.rowsInStateAlreadySelected(count: every.selectedCount))]
        }
        if stored.isWindowed, let said = try selectOtherState(flag, said: text) { return said }
        if stored.isWindowed, let said = try selectStateBesideAll(flag, said: text) { return said }
        guard stored.isWindowed, state.everyRow == nil else { return nil }
        if state.filter != nil { return try selectStateAmongHits(flag, said: text) }
        guard keepsRules(stored) else { return nil }
        let (total, named) = try countInState(flag, said: text)
        if let named { return named }
        keepBeside(EveryRowSelection(below: try store.nextID(), count: total, state: flag))
        return try [.rowsInStateSelected(rows: total, count: selectedCount)] + detailFollowsSelection()
    }

    /// `select not done` while `select done`'s rule stands, or the other way round (the same
    /// field, the same filter or none, no row added since, nothing selected beside it): every
    /// row is then selected but those deselected from the rule that are still in its state,
    /// a rule of every row, counted in the store. Each row was read and tested (5.1 s and
    /// 578 MB on 2 x 500,000 rows). nil where the rules are not so.
    private func selectOtherState(_ flag: EveryRowSelection.FlagState, said text: String) throws -> [Announcement]? {
        guard let every = state.everyRow, let own = every.state, own.field == flag.field, own.value != flag.value, every.only == nil,
              state.selection.isEmpty, every.query == state.filter.flatMap(hitQuery), every.below == (try store.nextID()) else { return nil }
        let stored = storedDocument
        guard !stored.isNested, every.query == nil ? keepsRules(stored) : rowFilter()?.isPaged == true else { return nil }
        let other = RowRule(below: every.below, state: .init(field: flag.field, value: flag.value), query: every.query)
        let total = try store.tally(of: other, in: state.listID, around: nil).count
        let held = try store.unselectableRows(of: state.listID).filter { $0.flag(flag.field) == flag.value && every.query?.matches($0) != false }
        guard total + held.count > 3 else { return nil }
        try requireSeveral(.state(text))
        if let off = held.first { throw Refusal.selectionDisabled(title: off.title) }
        // Rows deselected from the rule that are no longer in its state are in the other now, and selected.
        let stillOut = Set(try store.rows(withIDs: every.excluded.sorted { $0.raw < $1.raw }).filter { $0.flag(own.field) == own.value }.map(\.id))
        let rule = EveryRowSelection(below: every.below, count: every.selectedCount + stillOut.count + total, excluded: stillOut, query: every.query)
        keepBeside(rule)
        return try [.rowsInStateSelected(rows: total, count: selectedCount)] + detailFollowsSelection()
    }

    /// The rows of the open list in a state, counted by the store: none is refused; three or
    /// fewer are read and selected by name (`named`, what that says); more are counted, once
    /// the list takes several and none of them is one that can't be selected.
    private func countInState(_ flag: EveryRowSelection.FlagState, said text: String) throws -> (total: Int, named: [Announcement]?) {
        let flagged = try store.flaggedCount(flag.field, in: state.listID)
        let total = flag.value ? flagged : storedDocument.rowCount - flagged
        guard total > 0 else { throw Refusal.noRowInState(text) }
        if total <= 3 {
            let rows = try store.rows(flagged: flag.field, flag.value, in: state.listID, limit: total)
            try readRows(rows.map(\.id))
            return (total, try selectRows(rows, asked: .state(text)))
        }
        try requireSeveral(.state(text))
        if let off = try store.unselectableRows(of: state.listID).first(where: { $0.flag(flag.field) == flag.value }) {
            throw Refusal.selectionDisabled(title: off.title)
        }
        return (total, nil)
    }

    /// `select done` or `select not done` while `select all`'s rule stands over the whole list
    /// (no row added since, no row inside another): the rows in the state are all selected
    /// already but those deselected from the rule, which the store is asked for by id. They
    /// are taken back into the rule; the rows in the state are counted by the store. Each
    /// row was read and tested (2.6 s and 643 MB on 2 x 500,000 rows). Three rows in the
    /// state or fewer are read, to be named, as without the rule. nil where the rule is not so.
    private func selectStateBesideAll(_ flag: EveryRowSelection.FlagState, said text: String) throws -> [Announcement]? {
        guard var every = state.everyRow, every.state == nil, every.query == nil, every.only == nil, state.filter == nil,
              every.below == (try store.nextID()) else { return nil }
        let stored = storedDocument
        guard !stored.isNested, keepsRules(stored) else { return nil }
        let (total, named) = try countInState(flag, said: text)
        if let named { return named }
        let back = try store.rows(withIDs: every.excluded.sorted { $0.raw < $1.raw })
            .filter { $0.flag(flag.field) == flag.value && !state.selection.contains($0.id) }.map(\.id)
        guard !back.isEmpty else { return [.unchanged(.rowsInStateAlreadySelected(count: total))] }
        every.excluded.subtract(back)
        state.everyRow = every
        return try [.rowsInStateSelected(rows: total, count: selectedCount)] + detailFollowsSelection()
    }

    /// `select done` under a filter read a page at a time: the rows the filter lets through
    /// in that state, counted by the store (the filter's query and the state together)
    /// and kept as a rule of both, where every row the filter lets through was read to
    /// find them (11.6 s on 2 x 500,000 rows under `filter red`). Said as a filter held
    /// whole says it: three rows or fewer named, none here but some the filter hides
    /// refused by the filter. nil where the filter is not read a page at a time.
    private func selectStateAmongHits(_ flag: EveryRowSelection.FlagState, said text: String) throws -> [Announcement]? {
        guard let filterText = state.filter, let filter = rowFilter(), filter.isPaged, let query = hitQuery(filterText) else { return nil }
        var rule = EveryRowSelection(below: try store.nextID(), count: 0, state: flag, query: query)
        // The store counts the rows that can be selected; those that can't are few, and looked at here.
        let total = try store.tally(of: rule.rowRule, in: state.listID, around: nil).count
        let held = try store.unselectableRows(of: state.listID).filter { $0.flag(flag.field) == flag.value && query.matches($0) }
        guard total + held.count > 0 else {
            // None the filter shows: rows in the state it hides are the reason, once the selection mode would take them.
            let flagged = try store.flaggedCount(flag.field, in: state.listID)
            let hidden = flag.value ? flagged : storedDocument.rowCount - flagged
            if hidden > 1 { try requireSeveral(.state(text)) }
            if hidden > 0 { throw Refusal.noRowInStateFiltered(text, filter: filterText) }
            throw Refusal.noRowInState(text)
        }
        if total + held.count > 1 { try requireSeveral(.state(text)) }
        if let off = held.first { throw Refusal.selectionDisabled(title: off.title) }
        if total <= 3 {
            let covered = try store.coveredRows(of: rule.rowRule, in: state.listID)
            let rows = storedDocument.sections.flatMap { covered[$0.id]?.sorted { $0.rank < $1.rank }.map(\.row) ?? [] }
            try readRows(rows.map(\.id))
            try placeHits(rows.map(\.id))
            return try selectRows(rows, asked: .state(text))
        }
        rule.count = total
        keepBeside(rule)
        return try [.rowsInStateSelected(rows: total, count: selectedCount)] + detailFollowsSelection()
    }

    private func selectRows(_ rows: [Row], asked: SeveralRows) throws -> [Announcement] {
        if rows.count > 1 { try requireSeveral(asked) }
        if let off = rows.first(where: \.selectionDisabled) { throw Refusal.selectionDisabled(title: off.title) }
        // Each row is tested as it is, never looked up again by its id (Session+Selection.swift `addToSelection`).
        let unselected = rows.filter { !isSelected($0) }
        if !rows.isEmpty, unselected.isEmpty, workingSelection != .single || selectedCount == rows.count {
            return [.unchanged(rows.count == 1 ? .alreadySelected(rows[0].title) : .rowsAlreadySelected(rows.map(\.title)))]
        }
        // Only the rows numbers typed select are named: a row selected already stays so,
        // and is counted in all, as select 1, 3, 400000 with 3 selected named it as new.
        // A state's rows are said as the rows in it, as a long list's rule counts them.
        let fresh = asked == .numbers ? unselected : rows
        let replaced = replaceSingleSelection(keeping: rows.map(\.id))
        try addToSelection(rows)
        let named = fresh.isEmpty ? rows : fresh
        return try [.rowsSelected(named.map(\.title), count: selectedCount)] + replaced + detailFollowsSelection()
    }

    /// A state term, not mere words, as `select` takes it: nil when the text names no state.
    /// The state words of a query that mixes states with words (`pinned week`), as
    /// typed, where they make a state alone: nil for a query of states only, or where
    /// the words can't be taken out and leave one.
    func statePart(of query: RowQuery, said text: String) -> String? {
        guard !query.isState else { return nil }
        var phrases: [String] = []
        func collect(_ q: RowQuery) {
            switch q {
            case .words(let words): phrases.append(contentsOf: words.split(separator: " ").map { Names.key($0) })
            case .not(let inner): collect(inner)
            case .and(let a, let b), .or(let a, let b): collect(a); collect(b)
            default: break
            }
        }
        collect(query)
        var kept: [Substring] = []
        for word in text.split(separator: " ") {
            if let i = phrases.firstIndex(of: Names.key(word)) { phrases.remove(at: i) } else { kept.append(word) }
        }
        guard phrases.isEmpty, !kept.isEmpty else { return nil }
        let states = kept.joined(separator: " ")
        guard let alone = try? StateTerms.parse(states, fields: declaredFields, today: today, dayMonth: dayMonth), alone.isState else { return nil }
        return states
    }

    /// Whether the words are a state of this role or not it, and nothing else (done, not
    /// done, hechas, no pospuesta), in either language: on a list with no such state,
    /// select takes them for the state the person means, not a title, and says the list
    /// has none, where it said no row was titled done, and select not done picked every
    /// row without done in its title.
    func namesAlone(_ role: FieldRole, _ reference: RowReference?) -> Bool {
        guard case .title(let text)? = reference else { return false }
        var words = text.split(separator: " ").map(String.init)
        // unread and sin leer, as listo says a row that is not read, name the read state too.
        if role == .read, let last = words.last {
            if Names.key(last) == "unread" {
                words[words.count - 1] = "read"
            } else if words.count >= 2, Names.key(words[words.count - 2]) == "sin", Names.key(last) == "leer" {
                words.removeLast(2)
                words.append("read")
            }
        }
        guard let last = words.last, words.count <= 2 else { return false }
        if words.count == 2, !Keyword.not.matchesInAnyLanguage(words[0]) { return false }
        return role.isNamed(last) || StateTerms.singular(last).map(role.isNamed) == true
    }

    func stateQuery(_ reference: RowReference?) -> (RowQuery, String)? {
        guard case .title(let text)? = reference,
              let query = try? StateTerms.parse(text, fields: declaredFields, today: today, dayMonth: dayMonth) else { return nil }
        if case .words = query { return nil }
        return (query, text)
    }
}
