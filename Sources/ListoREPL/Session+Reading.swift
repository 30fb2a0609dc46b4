import ListoAnnouncer
import ListoModel
import ListoStore

/// Reading and moving: nothing here changes the store.
extension Session {
    // MARK: What an item sounds like

    func titleAnnouncement() -> Announcement {
        let v = view
        let named = v.sections.holdsNamedSection
        guard let filter = state.filter, let matching = v.filter else {
            // Rows waiting for a later start are hidden but counted, as lists counts them (3 rows, 1 waiting).
            let waiting = (try? hasWaitingRows()) == true ? cache.waiting?.count ?? 0 : 0
            return .listTitle(name: v.document.name, sections: named ? v.shownSectionCount : 0, rows: v.document.rowCount + waiting, waiting: waiting)
        }
        // While filtering the title counts what the filter lets through, and names it.
        return .listTitle(name: v.document.name, sections: named ? v.shownSectionCount : 0, rows: matching.count, filter: filter, tally: matching.tally)
    }

    func sectionView(_ id: SectionID) -> SectionView {
        let v = view
        let i = v.document.sectionIndex(of: id) ?? 0
        let s = v.sections[i]
        var shown = SectionView(
            header: s.header ?? v.document.name, index: v.shownSectionNumber(i), count: v.shownSectionCount,
            rows: v.filter.map { $0.count(in: s) } ?? s.count, collapsed: v.isFolded(s), prominence: s.prominence,
            // Counted only where they are said: not at low verbosity.
            badges: settings.verbosity == .low ? StateCounts() : badgesBesideFilter(s.isLoaded ? heldBadges(of: s, in: v)
                : v.filter.flatMap { $0.isPaged ? pagedHitBadges(of: id, in: $0) : nil } ?? storedBadges(of: id)))
        shown.outside = s.header == nil && v.sections.holdsNamedSection
        return shown
    }

    /// A section read whole is counted among its rows; unfiltered, once a journal entry
    /// and a day (a header is said at each step onto it, and `sections` says them all),
    /// so that saying it costs its rows once, not each time.
    func heldBadges(of s: Section, in v: ListView) -> StateCounts {
        // Under a filter, the rows inside are counted as it shows them: the matches and the rows holding them.
        if let filter = v.filter { return withWaiting(StateCounts(v.matchingRows(s), today: today, showing: { filter.contains($0.id) }), s.id) }
        if let kept = cache.heldBadges, kept.list == state.listID, let counts = kept.counts[s.id] { return counts }
        let counts = withWaiting(StateCounts(v.matchingRows(s), today: today), s.id)
        var held = cache.heldBadges.flatMap { $0.list == state.listID ? $0.counts : nil } ?? [:]
        held[s.id] = counts
        cache.heldBadges = (state.listID, held)
        return counts
    }

    /// The rows of a section that wait for a later start are not in the view, but counted.
    func withWaiting(_ counts: StateCounts, _ section: SectionID) -> StateCounts {
        var counts = counts
        counts.waiting = storedDocument.waitingCount(in: section, today: today)
        return counts
    }

    /// A section not read is counted in the store, once for every section of the
    /// list, and again after a change or on another day.
    func storedBadges(of section: SectionID) -> StateCounts {
        // A group read in windows: counted by the store as it grouped the list.
        if readsGroupedWindows(storedDocument), let known = cache.groups, known.list == state.listID { return known.badges[section] ?? StateCounts() }
        if let kept = cache.sectionBadges, kept.list == state.listID { return kept.counts[section] ?? StateCounts() }
        let counts = reading([:]) { try store.sectionStateCounts(of: state.listID, today: today) }
        cache.sectionBadges = (state.listID, counts)
        return counts[section] ?? StateCounts()
    }

    /// `from`: the item focus was on before, so that a row at another level says its level.
    func rowView(_ id: RowID, withActions: Bool = true, from previous: Focus? = nil) -> RowView? {
        let v = view
        let d = v.document
        guard let row = d.row(id), let (i, n) = v.number(of: id) else { return nil }
        // A store that may only be read offers no action (`refuseActionsWhenReadOnly`).
        let actions = withActions && !store.isReadOnly ? offeredActions(for: id).map { said($0.action) } : []
        var level: Int?
        if let previous, d.isNested {
            let here = d.level(of: id)
            var before = 1
            if case .row(let p) = previous, d.sectionID(of: p) != nil { before = d.level(of: p) }
            if before != here { level = here }
        }
        // While a filter shows some of a row's subtasks, they are counted among those it
        // shows, as its place is: "1 subtask" is the one a listener reaches under it. A row
        // it shows none of says its own, as expanding it would.
        var counted = row
        if v.filter != nil, case let shown = v.shownChildren(row), !shown.isEmpty { counted.children = shown }
        var spoken = RowView(row: counted, index: i, count: n, selected: isSelected(id), actions: actions,
                             section: d.sectionID(of: id).flatMap { d.section($0)?.header }, level: level,
                             parent: d.parent(of: id).flatMap { d.row($0)?.title })
        // A collapsed row the filter opens to show a match inside it is said collapsed, and open by the filter.
        spoken.filterOpens = !row.expanded && v.opens(row) && !v.shownChildren(row).isEmpty
        // Done is counted among every row below, at any depth, expanded or collapsed, so a
        // row's count does not change as it folds: "1 of 2 done" where a done subtask holds
        // one still open.
        if let deep = document.doneCount(below: counted) {
            spoken.doneChildren = deep
            spoken.doneAmong = counted.descendantCount
        }
        return spoken
    }

    func announce(_ focus: Focus, from previous: Focus? = nil) -> [Announcement] {
        switch focus {
        case .title: return [titleAnnouncement()]
        case .header(let s): return [.section(sectionView(s))]
        case .row(let r):
            guard var row = rowView(r, from: previous) else { return [] }
            row.actions = actionsToSay(row.actions, on: r)
            return [.row(row)]
        case .footer(let s): return [.footer(document.section(s)?.footer ?? "")]
        }
    }

    /// A row's actions are said on the first row focused in a list, and after
    /// that only on a row whose actions differ from the list's, such as a pinned
    /// row that can't be deleted: every other row offers the same ones, and
    /// hearing them on every step costs more than it tells. A row's own actions are
    /// not said again when focus lands on it straight after they were (a filter's
    /// first row, then goto 1). `actions` and `read` always say them.
    func actionsToSay(_ offered: [String], on row: RowID) -> [String] {
        guard settings.verbosity != .low, !offered.isEmpty else { return [] }
        if offered == offeredActions(for: nil).map({ said($0.action) }) {
            if state.actionsHeard == state.listID { return [] }
            state.actionsHeard = state.listID
            return offered
        }
        let own = OwnActions(row: row, actions: offered)
        state.ownActionsHeard = own
        return state.turn.ownActionsJustHeard == own ? [] : offered
    }

    var storeDescription: StoreKind {
        store.isInMemory ? .memory : .file(path: store.path, readOnly: store.isReadOnly)
    }

    /// Moves focus to a row, naming its section first when the list pins headers
    /// or when the move crossed into another section, and its level when it changed.
    func focusRow(_ id: RowID, jumped: Bool) -> [Announcement] {
        state.gap = nil
        let before = view.sectionIndex(of: state.focus)
        let previous = state.focus
        state.focus = .row(id)
        state.actionIndex = nil
        let after = view.sectionIndex(of: state.focus)
        var out: [Announcement] = []
        var heardBefore = previous
        let pinned = document.settings.style.pinsHeaders && jumped
        if let sid = document.sectionID(of: id), state.filter == nil, pinned || before != after {
            if document.section(sid)?.header != nil || document.sections.count > 1 {
                out.append(.sectionCrossed(sectionView(sid)))
                // The section's name was just said, as next says its header: the level
                // is then said from there, so goto and next agree on a top-level row.
                heardBefore = .header(sid)
            }
        }
        return out + announce(state.focus, from: heardBefore)
    }

    func focusedRow() throws -> RowID {
        // With focus in the sidebar the focused thing is a list: a row is named, never taken from the content.
        if state.column == .sidebar { throw Refusal.noFocusedRow }
        if let left = try rowThatLeft() { return left }
        guard case .row(let id) = state.focus, document.row(id) != nil else { throw Refusal.noFocusedRow }
        return id
    }

    // MARK: Moving

    /// The selected rotor under a filter that hides every selected row: said as the state
    /// rotor says a state the filter lets no row of through (`Rotor selected: no rows in
    /// filter Ana.`), where the end of the filter's matches left the listener to wonder
    /// whether one was passed. nil where the filter shows a selected row, or none is on.
    func selectedNoneShown(_ shown: [Row]) -> [Announcement]? {
        guard shown.isEmpty, let filter = state.filter else { return nil }
        return [.said(.rotorNone(.noneFiltered(announcer.t.name(RotorUnit.selected), filter: filter)))]
    }

    /// The end or start of a filtered list names the filter, so it is not taken for the list's own end.
    func namingFilter(_ answer: [Announcement]) -> [Announcement] {
        guard let filter = state.filter, state.column == .content else { return answer }
        return answer.map { said in
            switch said {
            case .endOfList: return .edgeOfFilter(end: true, filter: filter)
            case .startOfList: return .edgeOfFilter(end: false, filter: filter)
            default: return said
            }
        }
    }

    /// A refusal of a number, a row or a section the filter hides, said as the
    /// filter's doing, so that a filtered list never sounds shorter than it is;
    /// nil for any other refusal, or what the whole list lacks too.
    func hiddenByFilter(_ error: Error) throws -> Refusal? {
        guard hasList, let filter = state.filter, state.column != .sidebar, let refusal = error as? Refusal else { return nil }
        switch refusal {
        case .noRowNumber(let n, let count, nil):
            return .filterRowNumber(n, count: count, filter: filter)
        case .noSuchRow(let text):
            // The whole list's title index, not the filter's rows: is there such a row at all?
            guard let row = try storedRows(named: text).first else { return nil }
            return .filterHidesRow(title: row.title, filter: filter)
        case .noSuchSection(let name):
            guard let section = hiddenSection(named: name) else { return nil }
            return .filterHidesSection(section, filter: filter)
        case .noSectionNumber(let n, let count, nil):
            guard storedDocument.sections.count > count else { return nil }
            return .filterSectionNumber(n, count: count, filter: filter)
        default:
            return nil
        }
    }

    /// The rows of the open list whose titles a name begins, found in the list's title index
    /// whatever the view leaves out (a filter, a start date to come), read where they are;
    /// a row the name is the whole title of first. For a refusal of a name no shown row has.
    func storedRows(named text: String) throws -> [Row] {
        let key = Names.key(text)
        guard !key.trimmingSpaces().isEmpty else { return [] }
        let ids = try store.rows(titled: Names.indexKey(text), prefix: true, in: state.listID, limit: 10)
        // In a long outline each is read with the top-level row holding it, as a filter's rows are.
        if readsFoundInWindows(ids.count) { try readEach(ids) } else { try readRows(ids) }
        let named = ids.compactMap(storedDocument.row).filter { Names.key($0.title).hasPrefix(key) }
        return named.filter { Names.key($0.title) == key } + named.filter { Names.key($0.title) != key }
    }

    /// The header of a section the filter hides, named exactly or by a unique start.
    func hiddenSection(named name: String) -> String? {
        let key = Names.key(name)
        let headers = storedDocument.sections.compactMap(\.header)
        if let exact = headers.first(where: { Names.key($0) == key }) { return exact }
        let started = headers.filter { Names.key($0).hasPrefix(key) }
        return started.count == 1 ? started[0] : nil
    }

    /// Whether focus is on a row, not on the list's title, a heading or a footer.
    var focusIsOnRow: Bool {
        if case .row = state.focus { return true }
        return false
    }

    func step(forward: Bool) throws -> [Announcement] {
        if state.rotor == .columns { return try stepColumn(forward: forward) }
        switch state.column {
        case .sidebar: return try stepSidebar(forward: forward)
        case .detail: return try stepDetail(forward: forward)
        case .content: break
        }
        // With no list at all, moving says so and how to make one, as the sidebar does.
        guard hasList else { return [.said(.listsNone)] }
        if let across = stepAcrossGap(forward: forward) { return across }
        let v = view
        switch state.rotor {
        case .items:
            guard let next = forward ? v.item(after: state.focus) : v.item(before: state.focus) else {
                return [forward ? .endOfList : .startOfList]
            }
            let previous = state.focus
            state.focus = next
            state.actionIndex = nil
            return announce(next, from: previous)
        case .level:
            guard case .row(let id) = state.focus, v.isShown(id) else {
                guard let next = forward ? v.row(after: state.focus) : v.row(before: state.focus) else {
                    return [forward ? .endOfList : .startOfList]
                }
                return focusRow(next, jumped: false)
            }
            guard let next = forward ? v.sibling(after: id) : v.sibling(before: id) else {
                return [.levelEnd(first: !forward, level: v.document.level(of: id))]
            }
            return focusRow(next, jumped: false)
        case .actions where !focusIsOnRow:
            // Off a row (the title, a heading) there are no actions to step through:
            // next reaches a row, as under the rows rotor, and the next next its actions.
            fallthrough
        case .rows:
            guard let next = forward ? v.row(after: state.focus) : v.row(before: state.focus) else {
                return [forward ? .endOfList : .startOfList]
            }
            return focusRow(next, jumped: false)
        case .sections:
            guard let next = forward ? v.section(after: state.focus) : v.section(before: state.focus) else {
                return [forward ? .endOfList : .startOfList]
            }
            state.focus = .header(next)
            return [.section(sectionView(next))]
        case .selected:
            if let query = selectedByState {
                guard let row = try selectedRowByState(forward: forward, from: state.focus, query: query) else {
                    return [forward ? .endOfList : .startOfList]
                }
                return focusRow(row, jumped: true)
            }
            let selected = try selectedRowsShown()
            let current = selected.firstIndex { state.focus == .row($0.id) }
            let target: Int
            if let current {
                target = forward ? current + 1 : current - 1
            } else if let after = selectedAfterFocus(selected) {
                // From a row or header not selected, the selected row after it or before it, as a rotor steps.
                target = forward ? after : after - 1
            } else {
                target = forward ? 0 : selected.count - 1
            }
            guard selected.indices.contains(target) else { return selectedNoneShown(selected) ?? [forward ? .endOfList : .startOfList] }
            return focusRow(selected[target].id, jumped: true)
        case .actions:
            let row = try focusedRow()
            try refuseActionsWhenReadOnly(row)
            let actions = actionViews(for: row)
            guard !actions.isEmpty else { throw Refusal.noActions(edge: .trailing, row: document.row(row)!.title) }
            let target = state.actionIndex.map { forward ? $0 + 1 : $0 - 1 } ?? (forward ? 0 : actions.count - 1)
            guard actions.indices.contains(target) else { return [.edgeOfActions(end: forward)] }
            state.actionIndex = target
            return [.actionFocused(actions[target], count: actions.count)]
        case .columns:
            return try stepColumn(forward: forward)
        case .state:
            if let said = try stateRotorStep(forward: forward, from: state.focus, edge: forward ? .endOfList : .startOfList) { return said }
            guard let next = try stateRow(forward: forward, from: state.focus) else { return try noStateRow(forward ? .endOfList : .startOfList) }
            return focusRow(next, jumped: false)
        }
    }

    /// The next row in reading order, across sections, that the state rotor's term means.
    func stateRow(forward: Bool, from start: Focus) throws -> RowID? {
        let v = view
        let query = try stateQuery()
        var cursor = start
        while let next = forward ? v.row(after: cursor) : v.row(before: cursor) {
            if let row = v.document.row(next), query.matches(row, today: today) { return next }
            cursor = .row(next)
        }
        return nil
    }

    /// The edge the state rotor met, or, where no row of the list is in its state at all,
    /// that none is (`Rotor overdue: no rows in Tasks.`).
    func noStateRow(_ edge: Announcement) throws -> [Announcement] {
        let query = try stateQuery()
        let v = view
        let day = today
        guard let term = state.rotorTerm, !v.document.everyRow.contains(where: { v.matches($0) && query.matches($0, today: day) }) else { return [edge] }
        return [.said(.rotorNone(rotorNone(term)))]
    }

    func stateQuery() throws -> RowQuery {
        guard let term = state.rotorTerm else { throw Refusal.noStateRotor("", list: document.name, terms: stateTerms) }
        do {
            return try StateTerms.parse(term, fields: declaredFields, today: today, dayMonth: dayMonth)
        } catch {
            throw Refusal.badFilter(error)
        }
    }

    /// The state terms the rotor offers in this list: its boolean fields, unread, overdue.
    /// The list's states, and waiting where some row has a start date.
    var stateTerms: [String] {
        let starts = !storedDocument.isWindowed && storedDocument.everyRow.contains { $0.schedule.start != nil }
        return StateTerms.terms(for: declaredFields, language: settings.language, waiting: starts)
    }

    func jumpEnd(first: Bool) throws -> [Announcement] {
        // With the columns rotor, first and last go to the first and last column, as next and previous step between them.
        if state.rotor == .columns && settings.layout == .regular {
            let columns = visibleColumns
            guard let target = first ? columns.first : columns.last else { return [] }
            state.column = target
            return [.column(target)] + columnContents()
        }
        // In the detail, first and last stay in it, as next and previous do: its row, its last subtask.
        if state.column == .detail { return jumpDetail(first: first) }
        if state.column == .sidebar {
            guard let list = first ? library.lists.first : library.lists.last else { return [.lists([], current: nil)] }
            state.sidebarFocus = list.id
            return [sidebarItem(list.id)]
        }
        guard hasList else { return [.said(.listsNone)] }
        let v = view
        switch state.rotor {
        case .items, .columns, .selected:
            if state.rotor == .selected {
                if let query = selectedByState {
                    guard let row = try selectedRowByState(forward: first, from: .title, query: query) else { throw Refusal.nothingSelected }
                    return focusRow(row, jumped: true)
                }
                // Under a filter, where it hides every selected row: the end of its matches.
                let selected = try selectedRowsShown()
                guard let row = first ? selected.first : selected.last else { return selectedNoneShown(selected) ?? [first ? .startOfList : .endOfList] }
                return focusRow(row.id, jumped: true)
            }
            let target: Focus = first ? .title : (v.lastItem ?? .title)
            let previous = state.focus
            state.focus = target
            return announce(target, from: previous)
        case .actions where !focusIsOnRow:
            // Off a row, first and last reach the first and last row, as next does.
            fallthrough
        case .rows:
            guard let row = first ? v.firstRow : v.lastRow else { return try nothingToJumpTo(v) }
            return focusRow(row, jumped: true)
        case .level:
            guard case .row(let id) = state.focus, v.isShown(id), let ends = v.siblingEnds(of: id) else {
                guard let row = first ? v.firstRow : v.lastRow else { return try nothingToJumpTo(v) }
                return focusRow(row, jumped: true)
            }
            return focusRow(first ? ends.first : ends.last, jumped: false)
        case .sections:
            guard let i = first ? v.firstShownSection : v.lastShownSection else { return try nothingToJumpTo(v) }
            state.focus = .header(v.sections[i].id)
            return [.section(sectionView(v.sections[i].id))]
        case .actions:
            let row = try focusedRow()
            try refuseActionsWhenReadOnly(row)
            let actions = actionViews(for: row)
            guard !actions.isEmpty else { return [] }
            state.actionIndex = first ? 0 : actions.count - 1
            return [.actionFocused(actions[state.actionIndex!], count: actions.count)]
        case .state:
            if let last = v.sections.last, let said = try stateRotorStep(forward: first, from: first ? .title : .footer(last.id),
                                                                          edge: first ? .startOfList : .endOfList, jumped: true) {
                return said
            }
            var found: RowID?
            if first {
                found = try stateRow(forward: true, from: .title)
            } else if let last = v.lastRow, let row = v.document.row(last) {
                found = try stateQuery().matches(row, today: today) ? last : try stateRow(forward: false, from: .row(last))
            }
            guard let row = found else { return try noStateRow(first ? .startOfList : .endOfList) }
            return focusRow(row, jumped: true)
        }
    }

    /// `first` or `last` where no row shows: a filter that matches none says so, as
    /// list does; else the list is empty or its sections are folded.
    private func nothingToJumpTo(_ v: ListView) throws -> [Announcement] {
        if state.filter != nil && v.shownSectionIndices.isEmpty { return [nothingShown(v)] }
        throw document.rowCount == 0 ? Refusal.emptyList(document.name) : Refusal.rowsHidden
    }

    var availableUnits: [RotorUnit] {
        // A store that may only be read offers no action to step through.
        var units: [RotorUnit] = store.isReadOnly ? [.items, .sections, .rows, .selected] : [.items, .sections, .rows, .actions, .selected]
        if hasList && document.isNested { units.append(.level) }
        if settings.layout == .regular { units.append(.columns) }
        return units
    }

    /// The open list's states the rotor moves by beside its units (done, snoozed, unread),
    /// as rotor says them and Tab offers them; none in the sidebar, which holds lists.
    var rotorStateTerms: [String] { hasList && state.column != .sidebar ? stateTerms : [] }

    func rotorCommand(_ choice: RotorChoice?) throws -> [Announcement] {
        let units = availableUnits
        let terms = rotorStateTerms
        if !terms.isEmpty { return try rotorWithStates(choice, units: units, terms: terms) }
        guard let choice else { return [.rotor(state.rotor, available: units)] }
        let i = units.firstIndex(of: state.rotor) ?? 0
        let chosen: RotorUnit
        switch choice {
        case .next: chosen = units[(i + 1) % units.count]
        case .previous: chosen = units[(i + units.count - 1) % units.count]
        case .unit(let word):
            guard let unit = unit(named: word, among: units) else { try refuseColumns(word); throw ArgumentProblem.bad(word, usage: rotorUsage(units, terms: [])) }
            chosen = unit
            if chosen == state.rotor { return [.unchanged(.rotor(chosen.rawValue))] }
        }
        state.rotor = chosen
        state.actionIndex = nil
        return [.rotor(chosen, available: [])]
    }

    /// The columns unit typed in the compact layout, which has no columns: refused as a
    /// unit of the regular layout, with how to get it, not as a word rotor does not take;
    /// so the actions unit in a store that may only be read, as actions are there.
    private func refuseColumns(_ word: String) throws {
        // The actions unit, in a store that may only be read: refused as actions there are.
        if store.isReadOnly, unit(named: word, among: [.actions]) != nil { try refuseActionsWhenReadOnly(try? focusedRow()) }
        guard settings.layout == .compact, unit(named: word, among: [.columns]) != nil else { return }
        let unit = word.lowercased()
        // With no terminal to measure, automatic follows width: width 100 makes it regular and keeps it automatic.
        let followsWidth = settings.layoutChoice == .automatic && settings.terminalColumns == nil
        throw Refusal.said(Message.compactRotor(followsWidth ? .columnsAutomatic(unit) : .columns(unit)))
    }

    /// A unit by its English name or its name in the language spoken.
    private func unit(named word: String, among units: [RotorUnit]) -> RotorUnit? {
        let typed = Names.key(word)
        return units.first { $0.rawValue == typed || Names.key(announcer.t.name($0)) == typed }
    }

    /// What rotor takes: the units, the list's states, next and previous, in each language.
    private func rotorUsage(_ units: [RotorUnit], terms: [String]) -> Said {
        Said { t in
            t(.usageRotor(t.alternatives(units.map { t.language == .en ? $0.rawValue : t.name($0) } + terms.map { StateTerms.plural($0, in: t.language) }
                + [Keyword.next, Keyword.previous].map { $0.word(in: t.language) })))
        }
    }

    /// The rotor when the list offers states: the units, then each state term, by name.
    private func rotorWithStates(_ choice: RotorChoice?, units: [RotorUnit], terms: [String]) throws -> [Announcement] {
        let names = units.map(\.rawValue) + terms
        let current = state.rotor == .state ? state.rotorTerm ?? "" : state.rotor.rawValue
        guard let choice else { return [.rotorNamed(current, available: names)] }
        let i = names.firstIndex(of: current) ?? 0
        let chosen: String
        switch choice {
        case .next: chosen = names[(i + 1) % names.count]
        case .previous: chosen = names[(i + names.count - 1) % names.count]
        case .unit(let word): chosen = word
        }
        // A term is also taken in another of its spellings: no leído for no leída, unread in Spanish.
        let typed = try? StateTerms.parse(chosen, fields: declaredFields, today: today, dayMonth: dayMonth)
        if let term = terms.first(where: { Names.key($0) == Names.key(chosen) })
            ?? terms.first(where: { typed != nil && (try? StateTerms.parse($0, fields: declaredFields, today: today, dayMonth: dayMonth)) == typed }) {
            if case .unit = choice, state.rotor == .state, state.rotorTerm == term { return [.unchanged(.rotor(term))] }
            state.rotor = .state
            state.rotorTerm = term
        } else if let unit = unit(named: chosen, among: units) {
            if case .unit = choice, unit == state.rotor { return [.unchanged(.rotor(unit.rawValue))] }
            state.rotor = unit
        } else {
            try refuseColumns(chosen)
            throw ArgumentProblem.bad(chosen, usage: rotorUsage(units, terms: terms))
        }
        state.actionIndex = nil
        return [.rotorNamed(state.rotor == .state ? state.rotorTerm ?? chosen : state.rotor.rawValue, available: [])]
    }

    // MARK: Sections

    /// `sections`. With a page set and more sections than it holds, only the page's
    /// sections are made into lines, and `more` makes the next page's as it comes
    /// to them: a list of thousands of sections says a page for what a page costs,
    /// where every section's line was made first. The lines are those `paged` says.
    func sectionsCommand() -> [Announcement] {
        let v = view
        let total = v.shownSectionCount
        guard state.filter == nil, let page = settings.page, total > page, let first = v.firstShownSection else {
            let answer = sectionsAnnouncement()
            switch answer {
            case .sections, .filteredSections: state.choice = .sections
            default: break
            }
            return paged(answer)
        }
        state.choice = .sections
        state.pendingRead = nil
        state.pendingPage = nil
        let (lines, next) = sectionLines(from: v.sections[first].id, count: page, in: v)
        let said = [Announcement.page([hearing.announcer.sectionsHead(total)] + lines)]
        guard let next else { return said }
        state.pendingPage = PendingPage(lines: [], trailing: 0, sections: SectionPages(next: next, left: total - lines.count))
        return said + [.moreToRead(rows: total - lines.count)]
    }

    /// The next page of `sections`, as `more` says the next page of any answer.
    func moreSections(_ pages: SectionPages) -> [Announcement] {
        let v = view
        let (lines, next) = sectionLines(from: pages.next, count: settings.page ?? pages.left, in: v)
        let left = pages.left - lines.count
        guard left > 0, let next else {
            state.pendingPage = nil
            return [.page(lines)]
        }
        state.pendingPage = PendingPage(lines: [], trailing: 0, sections: SectionPages(next: next, left: left))
        return [.page(lines), .moreToRead(rows: left)]
    }

    /// Up to `count` shown sections' lines from `id` on, and the shown section after them.
    private func sectionLines(from id: SectionID, count: Int, in v: ListView) -> (lines: [String], next: SectionID?) {
        let announcer = hearing.announcer
        var lines: [String] = []
        var at: SectionID? = v.document.section(id) == nil ? nil : id
        while let here = at, lines.count < count {
            lines.append(announcer.sectionsLine(sectionView(here)))
            at = v.section(after: .header(here))
        }
        return (lines, at)
    }

    func sectionsAnnouncement() -> Announcement {
        let v = view
        if let unsectioned = unsectionedAnswer() { return unsectioned }
        let sections = v.shownSectionIndices.map { sectionView(v.sections[$0].id) }
        if let filter = state.filter { return .filteredSections(sections, filter: filter) }
        return .sections(sections)
    }

    /// Rows and no named section: said as the list's title says them, with no section
    /// numbered by the list's name that section add would call Outside any section;
    /// under a filter, the rows it shows, as a filter's section is counted. nil where a
    /// section is named, or no row is shown (the filter says that itself).
    func unsectionedAnswer() -> Announcement? {
        let v = view
        guard !v.sections.holdsNamedSection, let only = v.sections.first else { return nil }
        guard let filter = state.filter else { return .said(.unsectioned(.noSections(v.document.name, v.document.rowCount))) }
        guard !v.shownSectionIndices.isEmpty else { return nil }
        return .said(.unsectioned(.noSectionsInFilter(v.document.name, sectionView(only.id).rows, filter)))
    }

    /// A section by number among the shown ones, or by name (exact, then unique
    /// prefix), its rows read: a section named is one a command is about to use.
    func resolveSection(_ reference: SectionReference) throws -> SectionID {
        let id = try findSection(reference)
        try readSections([id])
        return id
    }

    /// A section by number or name among the shown ones, its rows not read: only a `Refusal` is thrown.
    func findSection(_ reference: SectionReference) throws -> SectionID {
        let v = view
        let text: String
        switch reference {
        case .number(let n):
            guard let index = v.shownSectionIndex(number: n) else {
                throw Refusal.noSectionNumber(n, count: v.filter == nil ? v.shownSectionCount : v.shownSectionIndices.count)
            }
            return v.sections[index].id
        case .name(let name): text = name
        }
        // Quotes with nothing between them name no section: as a prefix they would name them all.
        guard !text.trimmingSpaces().isEmpty else { throw Refusal.emptySectionName(command: "") }
        let shown = v.shownSectionIndices.map { v.sections[$0] }
        let name = Names.key(text)
        let label = { (s: Section) in Names.key(s.header ?? v.document.name) }
        if let exact = shown.first(where: { label($0) == name }) { return exact.id }
        // The rows outside any section, by the name `sections` says them by, in either language.
        if Language.allCases.contains(where: { Names.key(Catalog($0)(.unsectioned(.name))) == name }),
           let outside = shown.first(where: { $0.header == nil }) {
            return outside.id
        }
        let prefixed = shown.filter { label($0).hasPrefix(name) }
        if prefixed.count == 1 { return prefixed[0].id }
        if prefixed.count > 1 { throw Refusal.ambiguousSection(text, candidates: prefixed.map { $0.header ?? v.document.name }) }
        throw Refusal.noSuchSection(text)
    }

    func focusedSection() -> SectionID? {
        let v = view
        return v.sectionIndex(of: state.focus).map { v.sections[$0].id }
            ?? v.firstShownSection.map { v.sections[$0].id } ?? v.sections.first?.id
    }

    func sectionCommand(_ command: SectionCommand) throws -> [Announcement] {
        let v = view
        let target: SectionID?
        // Moving by section where there is no section to move to says so, and stays.
        switch command {
        case .next, .previous, .first, .last, .to:
            if let unsectioned = unsectionedAnswer() { return [unsectioned] }
        case .add, .rename, .delete, .heading: break
        }
        switch command {
        case .next: target = v.section(after: state.focus)
        case .previous: target = v.section(before: state.focus)
        case .first: target = v.firstShownSection.map { v.sections[$0].id }
        case .last: target = v.lastShownSection.map { v.sections[$0].id }
        case .add(let name): return try addSection(name)
        case .rename(let name): return try renameSection(name)
        case .delete: return try deleteSection()
        case .heading(let prominence): return try headingCommand(prominence)
        case .to(let reference):
            // Going to a section needs only its first rows, where next leads.
            let id = try findSection(reference)
            try readWindows([(id, 0..<environment.windowMargin)])
            target = id
        }
        guard let target else { return [command == .previous ? .startOfList : .endOfList] }
        state.focus = .header(target)
        state.actionIndex = nil
        return [.section(sectionView(target))]
    }

    // MARK: Rows by reference

    func goto(_ reference: RowReference) throws -> [Announcement] {
        // In the sidebar the items are lists: a number or a name goes to one.
        if state.column == .sidebar {
            let id: ListID
            switch reference {
            case .number(let n): id = try listNumbered(n, among: sidebarNumbering)
            case .title(let name):
                guard let list = library.list(named: name) else { return try gotoRowFromSidebar(reference, named: name) }
                id = list.id
            case .row(_, let title): return try gotoRowFromSidebar(reference, named: title)
            case .focused:
                guard let focused = state.sidebarFocus else { throw Refusal.noListYet }
                id = focused
            }
            state.sidebarFocus = id
            return [sidebarItem(id)]
        }
        // Typed in the detail, a row is reached in the content column, named first, as find does.
        if state.column == .detail {
            let before = state.focus
            state.column = .content
            do {
                let said = try goto(reference)
                state.detailReply = nil
                return [.column(.content)] + said
            } catch {
                state.column = .detail
                state.focus = before
                throw error
            }
        }
        let row = try resolveRow(reference)
        // A folded section's rows can't take focus, as in a list on screen.
        if let sid = document.sectionID(of: row), let section = document.section(sid), view.isFolded(section) {
            throw Refusal.rowFolded(title: document.row(row)!.title, section: section.header ?? document.name)
        }
        if let folded = view.foldingAncestor(of: row) {
            throw Refusal.rowInsideCollapsed(title: document.row(row)!.title, parent: folded.title)
        }
        return focusRow(row, jumped: true)
    }

    /// `goto NAME` in the sidebar where no list has that name but a row of the list
    /// focused there (the open one) does: focus goes to the row in the content column,
    /// named first, as `find` from the sidebar goes where it found, since the listener
    /// who names a row they heard wants to be on it, not told to type lists. A name that
    /// is no row either, or with another list focused (whose rows are not read), is
    /// refused as no list, with the nearest list's name; a name that begins several
    /// rows offers them, numbered, as goto in the list does.
    private func gotoRowFromSidebar(_ reference: RowReference, named name: String) throws -> [Announcement] {
        let noList = Refusal.noSuchList(name, suggestion: listSuggestion(name))
        guard hasList, state.sidebarFocus == nil || state.sidebarFocus == state.listID else { throw noList }
        let before = state.focus
        state.column = .content
        state.focus = .title
        do {
            let said = try goto(reference)
            state.detailReply = nil
            return [.column(.content)] + said
        } catch let refusal as Refusal {
            state.column = .sidebar
            state.focus = before
            if case .noSuchRow = refusal { throw noList }
            throw refusal
        } catch {
            state.column = .sidebar
            state.focus = before
            throw error
        }
    }

    /// The next row after the focus, in reading order, whose words start with the
    /// text's words: the word index gives the rows that match and their sections,
    /// and only the sections from the focus on that hold one are read and placed,
    /// one at a time until a match after the focus is found.
    ///
    /// Typed in the sidebar or the detail, a find that finds takes focus to the row
    /// in the content column and names that column first, as a screen reader's find
    /// goes where it found; from the sidebar the list focused there is searched from
    /// its title (another list focused is refused with the way into it, as a row
    /// command is). A find that finds nothing leaves focus where it was.
    func find(_ typed: String?) throws -> [Announcement] {
        guard hasList, state.column != .content else { return try findInContent(typed) }
        let before = (column: state.column, focus: state.focus)
        if state.column == .sidebar {
            if let focused = state.sidebarFocus, focused != state.listID { throw Refusal.noFocusedRow }
            state.focus = .title
        }
        state.column = .content
        do {
            let found = try findInContent(typed)
            state.detailReply = nil
            return [.column(.content)] + found
        } catch {
            state.column = before.column
            state.focus = before.focus
            throw error
        }
    }

    private func findInContent(_ typed: String?) throws -> [Announcement] {
        guard let text = typed ?? state.lastFind else { throw Refusal.nothingToFind }
        try refuseEmptyQuotes(text)
        let query = SearchWords.query(text)
        guard query.count <= SearchWords.queryLimit else { throw Refusal.searchTooLong(words: SearchWords.queryLimit) }
        state.lastFind = text
        if let found = try findInWindows(query, text: text) { return found }
        let found = try store.rowsWithSections(matching: query, in: state.listID)
        let bySection = Dictionary(grouping: found, by: \.section).mapValues { $0.map(\.row) }
        // A few rows found in a long outline are read before the focus is placed among the rows held.
        let inWindows = readsFoundInWindows(found.count)
        if inWindows { try readFound(found) }
        /// Where the focus is among the rows a document holds: its section's place and its path of places.
        func focusPlace(in document: ListDocument) -> (section: Int, path: [Int]) {
            switch state.focus {
            case .title: return (-1, [])
            case .header(let s): return (document.sectionIndex(of: s) ?? -1, [])
            case .row(let r): return document.path(of: r).map { ($0.section, $0.indices) } ?? (-1, [])
            case .footer(let s): return (document.sectionIndex(of: s) ?? -1, [Int.max])
            }
        }
        // Under a filter of an outline holding every row it shows, a row found that is not read is hidden: nothing is read.
        let held = inWindows || state.filter != nil && filterHeldInWindows
        let start = view
        let ahead = bySection.keys.compactMap { id in start.document.sectionIndex(of: id).map { (index: $0, id: id) } }
            .filter { $0.index >= focusPlace(in: start.document).section }.sorted { $0.index < $1.index }
        var folded: (row: RowID, parent: String)?
        for section in ahead {
            if !held { try readSections([section.id]) }
            let v = view
            // The focus is placed among the rows held now: a section read whole since holds rows before
            // those held around the focus, and the focus placed before it went back (`find Task 9` from
            // Task 95000 went to Task 90).
            let here = focusPlace(in: v.document)
            let after = { (p: (section: Int, path: [Int], id: RowID)) in
                p.section != here.section ? p.section > here.section : here.path.lexicographicallyPrecedes(p.path)
            }
            // Reading order is the order placed gives, so the first one after the focus is next.
            let later = v.document.placed(bySection[section.id]!).filter(after)
            if let next = later.first(where: { v.isShown($0.id) }) {
                return focusRow(next.id, jumped: true)
            }
            // One inside a collapsed row is not shown: where no other is, find says where it is, as goto does.
            if folded == nil, state.filter == nil, !v.isFolded(v.document.sections[section.index]) {
                folded = later.lazy.compactMap { p in v.foldingAncestor(of: p.id).map { (p.id, $0.title) } }.first
            }
        }
        if let (row, parent) = folded, let title = storedDocument.row(row)?.title {
            throw Refusal.rowInsideCollapsed(title: title, parent: parent)
        }
        let said = Self.unquoted(text)
        if let filter = state.filter { throw try refusalUnderFilter(filter, text: said, found: bySection) }
        throw bySection.isEmpty ? Refusal.notInList(said, list: storedDocument.name) : Refusal.notFound(said)
    }

    /// The selected rows in reading order that the filter on, if any, lets through; refused
    /// where none is selected. The selected rotor steps through these, where it focused a row
    /// the filter hid and said nothing.
    func selectedRowsShown() throws -> [Row] {
        let selected = try selectedRowsInOrder()
        guard !selected.isEmpty else { throw Refusal.nothingSelected }
        guard let text = state.filter else { return selected }
        // Read a page at a time, a row the filter lets through may not be read yet: the store's query tests it.
        if let filter = rowFilter(), filter.isPaged, let query = hitQuery(text) { return selected.filter(query.matches) }
        let v = view
        return selected.filter(v.matches)
    }

    /// Quotes with nothing but spaces between them (`find ""`) name no text to look for:
    /// refused as `goto ""` is, where each was looked for as the text `""`.
    func refuseEmptyQuotes(_ text: String) throws {
        let trimmed = text.trimmingSpaces()
        // Single quotes group a title as double ones do (`goto 'Buy bread'`), so `''` is empty too.
        guard trimmed.count >= 2, let first = trimmed.first, first == "\"" || first == "'", trimmed.last == first,
              trimmed.dropFirst().dropLast().allSatisfy({ $0 == " " }) else { return }
        throw Refusal.emptyText(command: "")
    }

    /// The text a refusal names in quotes of its own: quotes typed around the whole
    /// text only group it, and kept they would be said twice (`""7""`).
    static func unquoted(_ text: String) -> String {
        guard text.count >= 2, text.first == "\"", text.last == "\"" else { return text }
        let inner = text.dropFirst().dropLast()
        return inner.contains("\"") ? text : String(inner)
    }

    /// Why find found nothing while a filter is on, so that a row the filter hides
    /// never sounds missing: the words are in rows it shows before the focus, only
    /// in rows it hides (named when one, with the way to them), or in no row at all.
    private func refusalUnderFilter(_ filter: String, text: String, found: [SectionID: [RowID]]) throws -> Refusal {
        guard !found.isEmpty else { return .notInListFiltered(text, list: storedDocument.name, filter: filter) }
        // Under a filter of an outline holding every row it shows, a row found that is not read is hidden:
        // counted, not read (`find Task` under `filter Café` read 200,000 rows to say so).
        if filterHeldInWindows, let shown = rowFilter() {
            let ids = found.values.flatMap { $0 }
            let v = view
            if ids.contains(where: v.isShown) { return .notFoundInFilter(text, filter: filter) }
            let hidden = ids.filter { !shown.contains($0) }
            guard !hidden.isEmpty else { return .notFound(text) }
            // The first in reading order is named when it is the one row; a few are read to place them.
            var first = hidden[0]
            if Self.readsHitsInWindows(storedDocument, found: hidden.count) {
                try readEach(hidden)
                first = storedDocument.placed(hidden).first?.id ?? first
            }
            return .onlyHiddenByFilter(text, first: storedDocument.row(first)?.title ?? "", rows: hidden.count, filter: filter)
        }
        try readFound(found.flatMap { section, rows in rows.map { ($0, section) } })
        let v = view
        let ordered = found.keys.compactMap { id in v.document.sectionIndex(of: id).map { (index: $0, id: id) } }
            .sorted { $0.index < $1.index }
            .flatMap { v.document.placed(found[$0.id]!).map(\.id) }
        if ordered.contains(where: v.isShown) { return .notFoundInFilter(text, filter: filter) }
        let hidden = v.document.rows(withIDs: ordered).filter { !v.matches($0) }
        guard let first = hidden.first else { return .notFound(text) }
        return .onlyHiddenByFilter(text, first: first.title, rows: hidden.count, filter: filter)
    }

    /// `find` on a list read in windows of rows: the store counts the rows holding
    /// the words by section, and gives the first one after the focus in the nearest
    /// section ahead that holds one, which is read with the rows around it. Under a
    /// filter of words read a page at a time, the rows holding the find's words and the
    /// filter's, asked of the word index at once, and the row found placed among the
    /// filter's (`find zebra` under `filter red` on 2 x 500,000 rows read the filter
    /// whole: 21 s, debug build). Nil where the list is read otherwise (whole, nested,
    /// sorted, grouped, filtered by states or whole, or with rows waiting for a start),
    /// and `find` reads the sections holding the words, and the filter whole.
    private func findInWindows(_ query: [String], text: String) throws -> [Announcement]? {
        let document = storedDocument
        let filter = state.filter == nil ? nil : rowFilter()
        let filterWords: [String]
        switch (filter, filter.flatMap { hitQuery($0.text) }) {
        case (nil, _): filterWords = []
        case (let paged?, .words(let words)?) where paged.isPaged && !state.turn.wholeFilter: filterWords = words
        default:
            state.turn.wholeFilter = true
            return nil
        }
        guard document.isWindowed, !document.isNested, document.settings.ordering == .manual, document.settings.grouping == nil,
              !(try hasWaitingRows()) else {
            if filter != nil { state.turn.wholeFilter = true }
            return nil
        }
        let counts = try store.hitCounts(matching: .words(filterWords + query), in: state.listID)
        guard !counts.isEmpty else {
            guard let filterText = state.filter else { throw Refusal.notInList(text, list: document.name) }
            throw try refusalUnderPagedFilter(filterText, query: query, said: text)
        }
        // The cut the focus makes: the rows after `after` in the section at `start` (all of it when nil), then the next sections.
        var start = 0
        var after: Int64?
        switch state.focus {
        case .title: break
        case .header(let id): start = document.sectionIndex(of: id) ?? 0
        case .footer(let id): start = (document.sectionIndex(of: id) ?? -1) + 1
        case .row(let id):
            guard let section = document.sectionID(of: id).flatMap(document.sectionIndex(of:)), let row = document.row(id) else { return nil }
            start = section
            after = row.position
        }
        // The sections holding a hit from the focus's on, in order: found from the counts,
        // not by walking every section after the focus (thousands of them on a long list).
        let ahead = counts.keys.compactMap(document.sectionIndex(of:)).filter { $0 >= max(start, 0) }.sorted()
        for i in ahead {
            let section = document.sections[i]
            // A folded section's rows can't take focus: find goes on past them, as it does past any row not shown.
            guard let n = counts[section.id], !section.collapsed else { continue }
            let rows = try store.hits(matching: .words(filterWords + query), in: state.listID, section: section.id, beyond: i == start ? after : nil,
                                      forward: true, limit: 1, sparse: n * 8 < section.count)
            guard let next = rows.first else { continue }
            try readRows([next.id])
            guard storedDocument.contains(next.id) else { return nil }
            if filter != nil { try placeHits([next.id]) }
            return focusRow(next.id, jumped: true)
        }
        if let filter = state.filter { throw Refusal.notFoundInFilter(Self.unquoted(text), filter: filter) }
        throw Refusal.notFound(text)
    }

    /// Why find found nothing under a filter of words read a page at a time, as
    /// `refusalUnderFilter` says it, from the store's counts: the words are in no row,
    /// or only in rows the filter hides, the first of them named.
    private func refusalUnderPagedFilter(_ filter: String, query: [String], said text: String) throws -> Refusal {
        let said = Self.unquoted(text)
        let document = storedDocument
        let counts = try store.hitCounts(matching: .words(query), in: state.listID)
        let holding = counts.keys.compactMap(document.sectionIndex(of:)).sorted()
        guard let first = holding.first else { return .notInListFiltered(said, list: document.name, filter: filter) }
        let section = document.sections[first]
        let n = counts[section.id] ?? 0
        let rows = try store.hits(matching: .words(query), in: state.listID, section: section.id, beyond: nil, forward: true, limit: 1,
                                  sparse: n * 8 < section.count)
        guard let row = rows.first else { return .notFound(said) }
        return .onlyHiddenByFilter(said, first: row.title, rows: counts.values.reduce(0, +), filter: filter)
    }

    /// Rows of the open list whose words start with the text's words, through the
    /// store's word index.
    func rows(matching text: String) -> [RowID] {
        // The index gives each row's section, so a long list reads them without a look-up per row.
        reading([]) {
            let found = try store.rowsWithSections(matching: SearchWords.query(text), in: state.listID)
            try readFound(found)
            return found.map(\.row)
        }
    }

    /// Focus on a row hidden inside a collapsed row (one a filter opened, one an undo put
    /// back) goes to the outermost collapsed row around it, the one that shows, and says
    /// so; nil where every row around it is expanded, or while a filter opens them.
    func outOfCollapsed(_ id: RowID) -> [Announcement]? {
        guard state.filter == nil, let title = document.row(id)?.title else { return nil }
        var shown: Row?
        var above = document.parent(of: id)
        while let parent = above, let row = document.row(parent) {
            if !row.expanded { shown = row }
            above = document.parent(of: parent)
        }
        guard let shown else { return nil }
        return [.focusOutOfCollapsed(row: title, ancestor: shown.title)] + focusRow(shown.id, jumped: true)
    }

    /// The filter's rows, found again only when the store changed since.
    func rowFilter() -> RowFilter? {
        guard let text = state.filter else { return nil }
        let query = filterQuery
        let wordsOnly = query?.isWordsOnly ?? true
        // A filter of states may name days ("due today"), so it is found again when the day changes too,
        // and again when the row it keeps for the detail changes.
        let kept = keptUnderFilter
        let key = filterKey(text, wordsOnly: wordsOnly)
        if let kept = cache.filter, kept.list == state.listID, kept.text == key, !(kept.rows.isPaged && state.turn.wholeFilter) {
            return kept.rows
        }
        if !state.turn.wholeFilter, let paged = reading(nil, { try pagedFilter(text) }) {
            cache.filter = (state.listID, key, paged)
            return paged
        }
        let found: [RowID]
        if wordsOnly || query == nil {
            found = rows(matching: text)
        } else {
            // A list read in windows is read whole first: a filter by states tests every row.
            if storedDocument.isWindowed { reading((), { try readWholeList() }) }
            let day = today
            found = document.everyRow.filter { query!.matches($0, today: day) || $0.id == kept }.map(\.id)
        }
        let rows = RowFilter(text: text, rows: found, in: document)
        cache.filter = (state.listID, key, rows)
        return rows
    }

    /// The row the detail shows when its opening hid it from a filter of states
    /// (`SessionState.detailKept`): let through while it is open. A filter of words
    /// is not changed by opening a row, so it keeps none.
    var keptUnderFilter: RowID? {
        guard let kept = state.detailKept, kept == state.detailRow, hasList, document.row(kept) != nil else { return nil }
        return kept
    }

    /// Turns the filter on with a text, or off with nil.
    func filterCommand(_ text: String?) throws -> [Announcement] {
        guard let arg = text else {
            let wasOn = state.filter != nil
            state.filter = nil
            cache.filter = nil
            let said: [Announcement] = [wasOn ? .filterOff(rows: document.rowCount) : .noFilter(rows: document.rowCount)]
            let before = state.focusBeforeEmptyFilter
            state.focusBeforeEmptyFilter = nil
            // A filter that matched nothing left focus on the title: it goes back to the row it was on.
            if wasOn, state.focus == .title, let before {
                try readRows([before])
                if document.row(before) != nil { return said + focusRow(before, jumped: true) }
            }
            // A row the filter opened a collapsed row to show is hidden again: focus goes
            // to the outermost collapsed row around it, the one that shows, and says so.
            guard case .row(let id) = state.focus, document.row(id) != nil else { return said }
            // The row focused under the filter stays focused, and is said where it now stands among all the rows.
            return said + (outOfCollapsed(id) ?? (wasOn ? announce(.row(id)) : []))
        }
        try refuseEmptyQuotes(arg)
        do {
            _ = try StateTerms.parse(arg, fields: storedDocument.settings.fields, today: today, dayMonth: dayMonth)
        } catch {
            throw Refusal.badFilter(error)
        }
        // A state the list can't hold, found in no title either, is said as that, not as an empty filter.
        if let (word, role) = StateTerms.undeclaredState(in: arg, fields: declaredFields), rows(matching: word).isEmpty {
            throw Refusal.noStateField(
                list: storedDocument.name, word: word, field: role.name(in: settings.language), declared: declaredFields.map(\.name))
        }
        state.filter = arg
        var v = view
        var out: [Announcement] = [.filterOn(arg, matches: v.filter?.tally ?? MatchTally(rows: 0))]
        if case .row(let id) = state.focus, let row = v.document.row(id), v.matches(row) { return out }
        // A filter read a page at a time holds the rows found near the focus: its
        // first row is read before focus goes there, as a filter read whole finds it.
        if let filter = v.filter, filter.isPaged {
            try readHits(around: .title, in: filter)
            v = view
        }
        if let first = v.firstRow {
            out += focusRow(first, jumped: true)
        } else {
            if case .row(let id) = state.focus { state.focusBeforeEmptyFilter = id }
            state.focus = .title
        }
        return out
    }

    func read(_ reference: RowReference?) throws -> [Announcement] {
        if state.column == .detail && reference == nil { return try readDetail() }
        if state.column == .sidebar && reference == nil, let id = state.sidebarFocus, library.list(id) != nil { return [sidebarItem(id)] }
        // The news of the focused row gone elsewhere has just said where focus is now: said once.
        if reference == nil, state.turn.heard.focusLost != nil, state.turn.heard.focusNowOn != nil { return [] }
        let id: RowID
        if let reference {
            id = try resolveRow(reference)
        } else {
            guard case .row(let r) = state.focus else { return announce(state.focus) }
            id = r
        }
        guard var view = rowView(id) else { throw Refusal.noFocusedRow }
        // The full description says the level wherever moving says it: in a list
        // with an outline, level 1 too, as parent and outdent said it just before.
        let level = document.level(of: id)
        if level > 1 || document.isNested { view.level = level }
        return [.rowInFull(view, actions: actionViews(for: id))] + moveOffer(id)
    }

    func whereAnnouncement() -> Announcement {
        var path: [String] = []
        var section: String?
        var row: String?
        var position: (Int, Int)?
        switch state.column {
        case .sidebar:
            path = [announcer.sidebarTitle]
            if let id = state.sidebarFocus, let list = library.list(id) { row = list.name; position = sidebarPosition(id) }
        case .content, .detail:
            // With no list at all, where says so, and how to make one.
            guard hasList else { break }
            path = [document.name]
            if let s = view.sectionIndex(of: state.focus) { section = document.sections[s].header }
            if case .row(let id) = state.focus, let v = rowView(id) {
                row = v.row.title
                position = (v.index, v.count)
            }
            if state.column == .detail {
                section = nil
                row = nil
                position = nil
                if let open = state.detailRow, let r = document.anyRow(open) { path.append(r.title) }
                for id in state.detailStack { if let r = document.anyRow(id) { path.append(r.title) } }
                // The reply next and previous are on is where focus is, as a row is in the content column.
                if let top = detailTop, let i = state.detailReply, top.children.indices.contains(i) {
                    row = top.children[i].title
                    position = (i + 1, top.children.count)
                }
            }
        }
        var said = WhereView(
            path: path, column: state.column, section: section, row: row,
            position: position, rotor: state.rotor, editMode: state.editMode, selected: selectedCount, filter: state.filter,
            store: storeDescription,
            splitStyle: state.splitStyle.rawValue)
        if state.rotor == .state { said.rotorState = state.rotorTerm }
        if state.column == .content, case .footer(let id) = state.focus { said.footer = document.section(id)?.footer }
        said.detailEmpty = state.column == .detail && hasList && state.detailRow == nil
        said.sidebarEmpty = state.column == .sidebar && library.lists.isEmpty
        if state.column == .content, row != nil, case .row(let id) = state.focus { said.rowSelected = isSelected(id) }
        if hasList, state.column != .sidebar {
            if case .field(let field) = document.settings.ordering { said.sortedBy = field }
            said.groupedBy = document.settings.grouping
        }
        if settings.layoutChoice == .automatic {
            said.layoutFollowed = (settings.layout, settings.layoutWidth)
        } else {
            said.layoutChosen = settings.layoutChoice
        }
        if row != nil, state.column == .content, case .row(let id) = state.focus, document.parent(of: id) != nil {
            said.level = document.level(of: id)
            said.inside = document.ancestors(of: id).compactMap { document.row($0)?.title }
        }
        return .whereAmI(said)
    }

    /// Where the focus, on a row or a header not selected, falls among the selected rows in
    /// reading order: the index of the first selected row after it (their count when none
    /// is); nil at the title, before them all.
    private func selectedAfterFocus(_ selected: [Row]) -> Int? {
        let document = self.document
        switch state.focus {
        case .row(let id):
            return document.readingOrder(Set(selected.map(\.id)).union([id])).firstIndex(of: id)
        case .header(let section):
            let places = Dictionary(document.sections.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
            guard let here = places[section] else { return nil }
            return selected.firstIndex { row in document.sectionID(of: row.id).flatMap { places[$0] }.map { $0 >= here } ?? false } ?? selected.count
        default:
            return nil
        }
    }

    func selectedRowsInOrder() throws -> [Row] {
        // Read out or acted on, the rule becomes the rows it stands for.
        try settleSelection()
        guard !state.selection.isEmpty else { return [] }
        let document = self.document
        if state.selection.count < Session.selectionPlacedUpTo {
            let found = document.snapshots(of: state.selection)
            return document.readingOrder(state.selection).compactMap { found[$0]?.row }
        }
        // Many rows are found in one walk of the rows held in reading order (a row before
        // the rows inside it), as `readingOrder` orders them, asking every few thousand rows
        // whether Ctrl-C came: a million ids placed and sorted was Swift's work, which it did not stop.
        let selection = state.selection
        var rows: [Row] = []
        rows.reserveCapacity(selection.count)
        var walked = 0
        func walk(_ row: Row) throws {
            walked += 1
            if walked % 4096 == 0 { try CommandStop.check() }
            if selection.contains(row.id) { rows.append(row) }
            for child in row.children { try walk(child) }
        }
        for section in document.sections {
            for row in section.rows { try walk(row) }
        }
        return rows
    }

    /// Up to how many rows selected are placed by their ids rather than by a walk of every row held.
    static let selectionPlacedUpTo = 4_096

    /// `parent`: up one level, to the row the focused one sits inside.
    func parentCommand() throws -> [Announcement] {
        let id = try focusedRow()
        guard let parent = document.parent(of: id) else {
            throw Refusal.model(.alreadyTopLevel(title: document.row(id)!.title))
        }
        return focusRow(parent, jumped: false)
    }


    /// The actions offered on a row, in order: what can't work is not offered, and
    /// what is not offered can't work, as both are read from the refusal running it
    /// would give. One that deletes is not offered on a row whose delete is disabled,
    /// or that holds a row whose delete is (a pinned subtask), one that moves rows to
    /// a section is not offered on a row whose move is disabled or that holds one,
    /// nor where the list has no section of that name, nor one that would change
    /// nothing on the row, as Done on a row done and in Completed (asking for it
    /// still gets the reason).
    func offeredActions(for row: RowID?) -> [(edge: Edge, action: SwipeAction)] {
        let stored = storedDocument
        let all = stored.settings.allActions.filter { pair in
            pair.action.effects.allSatisfy { effect in
                guard case .moveToSection(let name) = effect else { return true }
                return stored.section(named: name) != nil
            }
        }
        guard let row, stored.row(row) != nil else { return all }
        return all.filter { pair in
            !stored.actionChangesNothing(pair.action, on: row) && stored.actionRefusal(pair.action, on: row) == nil
        }
    }

    /// The action a full swipe runs is the first its edge offers on the row, as
    /// `swipeCommand` runs it: where the edge's first is withheld (a Delete on a
    /// pinned subtask), the next one offered is marked so.
    func actionViews(for row: RowID?) -> [ActionView] {
        let settings = document.settings
        let offered = offeredActions(for: row)
        return offered.enumerated().map { i, pair in
            let first = offered.first { $0.edge == pair.edge }?.action == pair.action
            return ActionView(number: i + 1, name: said(pair.action), role: pair.action.role, edge: pair.edge,
                              runsOnFullSwipe: first && settings.fullSwipe(pair.edge), tint: pair.action.tint)
        }
    }

    /// `move up` and `move down`, where they would work: a row that can't be moved,
    /// or a store that may only be read, is not offered them.
    func moveOffer(_ id: RowID) -> [Announcement] {
        let d = document
        guard !store.isReadOnly, let row = d.row(id), !row.moveDisabled, row.subtaskMoveDisabled == nil, d.settings.rowsMovable, d.settings.ordering == .manual,
              let (i, n) = view.number(of: id), state.filter == nil else { return [] }
        return [.moveOffered(up: i > 1, down: i < n)]
    }

    /// An action's name as a person may type it in the language spoken: the
    /// built-in Delete by its word there, and so a declared one that is it under its
    /// name in another language (a Spanish store's Borrar heard in English), since
    /// delete runs it; any other declared action by its own name.
    func said(_ action: SwipeAction) -> String {
        let deletes = action.role == .destructive && action.effects == [.delete]
        let namedDelete = Language.allCases.contains { Names.key(Catalog($0)(.actionDelete)) == Names.key(action.name) }
        return deletes && namedDelete ? announcer.t(.actionDelete) : action.name
    }
}

extension ActionName {
    /// How a refusal names an action of the list.
    init(_ action: SwipeAction) { self = action == .builtInDelete ? .builtInDelete : .named(action.name) }
}
