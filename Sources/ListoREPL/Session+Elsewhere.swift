import ListoAnnouncer
import ListoModel
import ListoStore

/// Keeping up with other sessions on the same store, through the store's journal.
extension Session {
    /// Takes in what other sessions committed since this one last looked: before
    /// every command, and again inside every change's write transaction, so that no
    /// change is ever made from a stale copy. What it hears is kept in `state.turn.heard` and
    /// said first, in one line, when the command answers.
    func takeInForeignChanges() throws {
        // Run last, once focus has settled wherever the news took it.
        let focusBefore = state.focus
        defer { noteFocusMoved(from: focusBefore) }
        // Read before the news: the filter's rows are kept by the store's sequence, which the news moves on.
        let underFilter = focusUnderFilter()
        let news = try store.news(loaded: { library.isLoaded($0) })
        defer { if let underFilter, !news.isNothing { settleFocusHiddenElsewhere(underFilter) } }
        // A commit whose answer never came, found in the journal or not: said first, once.
        let lookedUp = store.takeCommitLookedUp()
        if let lookedUp { state.turn.commitLookedUp = lookedUp }
        switch news {
        case .fellBehind:
            let fresh = try store.loadLibrary(open: hasList ? state.listID : nil, readingUpTo: environment.readingWholeUpTo)
            // The list is read again for this session's own change, made after all: not news of others.
            if lookedUp != true { state.turn.heard.readAgain = document.name }
            library = fresh
            // Nothing is known of what happened meanwhile, so no earlier step is safe to take back.
            state.undoStack.removeAll()
            state.redoStack.removeAll()
            if !hasList, let first = library.lists.first { switchList(to: first.id) }
            if library.lists.isEmpty { state.column = .sidebar }
            if !isValid(state.focus) { state.focus = .title }
            try settleSelection()
            state.selection = state.selection.filter { document.contains($0) }
        case .changes(let changes):
            let placeBefore = changes.isEmpty ? nil : focusedRowNumber()
            let sectionBefore = changes.isEmpty ? nil : focusedSectionAndNeighbours()
            for change in changes { try takeIn(change) }
            if let sectionBefore { settleFocusOnSectionGone(sectionBefore) }
            try placeReorderedAfterAll()
            leaveDetailGoneElsewhere()
            if let placeBefore { sayFocusShifted(from: placeBefore) }
        }
    }

    /// Focus moved by the news off the item it was on, in the list the person is in:
    /// the next change to the focused row that names none is refused once.
    private func noteFocusMoved(from before: Focus) {
        if hasList, state.column != .sidebar, state.focus != before { state.focusMovedElsewhere = true }
    }

    /// The focused row, for a change that names no row. Refused once, as a renumbered
    /// row's number is, when another session's change moved focus onto it since the last
    /// command: a line typed as that news came in, or before it was heard, was meant for
    /// the row focus was on (`Done` typed on Oranges, deleted elsewhere as it was typed,
    /// ran on Blood oranges). The refusal names the row and the way on, the line again.
    func focusedRowToChange() throws -> RowID {
        let id = try focusedRow()
        try refuseIfFocusMovedElsewhere(id)
        return id
    }

    /// The refusal `focusedRowToChange` makes, for a row the line took as the focused one.
    /// A row that left from under focus in this same command's news is the one meant, not refused.
    func refuseIfFocusMovedElsewhere(_ id: RowID) throws {
        guard state.focusMovedElsewhere, let line = state.turn.changingLine, state.focus == .row(id),
              let title = document.row(id)?.title else { return }
        state.focusMovedElsewhere = false
        throw Refusal.said(Message.focusMoved(.refused(title, announcer.typedBack(line))))
    }

    /// The focused row and its number, as `where` would say it.
    private func focusedRowNumber() -> (id: RowID, index: Int)? {
        guard hasList, state.column != .sidebar, case .row(let id) = state.focus, let (index, _) = view.number(of: id) else { return nil }
        return (id, index)
    }

    /// The section whose header or footer focus is on, with the sections around it,
    /// so that focus has somewhere to go if another session deletes it.
    private func focusedSectionAndNeighbours() -> (list: ListID, section: SectionID, before: Focus?, after: Focus?)? {
        guard hasList else { return nil }
        switch state.focus {
        case .header(let s), .footer(let s):
            let v = view
            return (state.listID, s, v.section(before: .header(s)).map(Focus.header), v.section(after: .header(s)).map(Focus.header))
        default:
            return nil
        }
    }

    /// The section focus was on, deleted elsewhere: focus goes where a `section delete`
    /// made here puts it, the section before, else the one after, else the list's
    /// title, and the news says where (`Now on Pending.`), so that next, previous
    /// and where go on from there instead of from a section that is gone. In the
    /// sidebar focus moves the same, unsaid: the person is not on it.
    private func settleFocusOnSectionGone(_ before: (list: ListID, section: SectionID, before: Focus?, after: Focus?)) {
        guard hasList, state.listID == before.list, document.section(before.section) == nil else { return }
        switch state.focus {
        case .header(let s), .footer(let s): guard s == before.section else { return }
        default: return
        }
        let stillThere: (Focus?) -> Focus? = { focus in
            if case .header(let s)? = focus, self.document.section(s) != nil { return focus }
            return nil
        }
        state.focus = stillThere(before.before) ?? stillThere(before.after) ?? .title
        state.gap = nil
        if state.column != .sidebar { state.turn.heard.focusNowOn = focusPlace() }
    }

    /// The focused row stayed while rows before it came or went elsewhere: its
    /// number is not the one last heard, so where focus is now is said after the
    /// news (`Now on Call Ana, 1 of 3.`), as when the focused row itself leaves; a
    /// `goto 2` typed from the old number would land elsewhere unsaid. A row whose
    /// own move is in the news (`Call Ana moved to 1 of 3`) has said it already.
    private func sayFocusShifted(from before: (id: RowID, index: Int)) {
        let heard = state.turn.heard
        guard heard.focusLost == nil, heard.columnNowIn == nil, heard.listGone == nil, let now = focusedRowNumber(), now.id == before.id, now.index != before.index,
              !heard.reordered.contains(where: { $0.id == now.id }) else { return }
        state.turn.heard.focusNowOn = focusPlace()
    }

    /// The row the detail showed, gone elsewhere while focus was in the detail: focus
    /// goes to the content column, where the row was, as a split view's detail closes
    /// onto its list, and the news names that column before where focus is now
    /// (`Content column.` / `Now on Pay the rent, 2 of 2.`), so that where, back and
    /// the news agree.
    private func leaveDetailGoneElsewhere() {
        guard hasList, state.column == .detail, let open = state.detailRow, document.row(open) == nil else { return }
        state.detailRow = nil
        state.detailStack.removeAll()
        state.detailReply = nil
        state.column = .content
        state.turn.heard.columnNowIn = .content
        if state.turn.heard.focusNowOn == nil { state.turn.heard.focusNowOn = focusPlace() }
    }

    /// The focused row that the filter showed and that another session changed so
    /// that the filter hides it (renamed out of filter ana) is said hidden, as a
    /// change made here says it, and focus moves on as it would there: to the row
    /// the filter showed after it, else before it, else the list's title; where it
    /// is now is said after the news. Left on the hidden row, the next command
    /// would answer as if focus had gone for no reason.
    private func settleFocusHiddenElsewhere(_ before: FocusUnderFilter) {
        guard let shown = before.shownRow, let filter = state.filter, filter == before.filter, state.column != .sidebar, hasList,
              case .row(let id) = state.focus, id == shown, let row = document.row(id) else { return }
        let v = view
        guard !v.matches(row) else { return }
        state.turn.heard.focusHidden = row.title
        state.turn.heard.hiddenBy = filter
        let neighbour = before.neighbour.flatMap { document.row($0) }.flatMap { v.matches($0) ? $0.id : nil }
        if let next = neighbour ?? v.row(after: .row(id)) ?? v.row(before: .row(id)) {
            state.focus = .row(next)
        } else {
            state.focus = .title
        }
        state.gap = nil
        state.turn.heard.focusNowOn = focusPlace()
    }

    /// A row said moved is said where the whole batch of news left it: a row added
    /// or moved after it in the same batch changes its place and its count
    /// (`Call Ana moved to 1 of 4`, not 1 of 3, when Eggs was added too). A row moved
    /// twice is said once, at its last place.
    private func placeReorderedAfterAll() throws {
        let heard = state.turn.heard.reordered
        guard !heard.isEmpty else { return }
        var seen = Set<RowID>()
        var placed: [RowPlace] = []
        for place in heard.reversed() where seen.insert(place.id).inserted {
            guard let (s, r) = document.locate(place.id), let row = document.row(place.id) else {
                placed.append(place)
                continue
            }
            var now = place
            now.title = row.title
            now.index = r + 1
            now.count = document.siblings(of: place.id).count
            now.section = document.sections[s].header
            now.level = document.level(of: place.id)
            placed.append(try placedInSection(now, of: state.listID))
        }
        state.turn.heard.reordered = placed.reversed()
    }

    private func takeIn(_ change: ForeignChange) throws {
        if let list = library.list(change.list) {
            for shot in change.rows where state.turn.seenDue[shot.row.id] == nil {
                if let old = list.row(shot.row.id), old.repeats { state.turn.seenDue[shot.row.id] = old.dueDate }
            }
        }
        // What can withdraw an action or offer it again (a field or a section gone or come)
        // is read before it changes; only the settings and the names, not the list, which
        // taking in the change must not copy.
        let mayWithdraw = change.listMeta != nil || !change.removedSections.isEmpty || !change.sections.isEmpty
        let fieldsBefore = mayWithdraw ? library.list(change.list)?.settings.fields : nil
        let lackingBefore = mayWithdraw ? library.list(change.list)?.actionsLackingTarget : nil
        if change.listRemoved, state.turn.listsBefore == nil {
            state.turn.listsBefore = NumberedLists(ids: library.lists.map(\.id), names: library.lists.map(\.name))
        }
        // What the list's own entry brought (its name, fields, actions) is placed where it was made.
        state.turn.heard.now = change.listFirstNamed ?? change.firstSeq
        var effect = library.absorb(change)
        // The store's position moved on with the news before its rows came in here: what was
        // worked out from the open list's rows in between (the filter's rows, read to number the
        // focus before the news) is of the rows before it, though kept as of the store after it,
        // and a filter would miss a row added elsewhere until turned off.
        if change.list == state.listID { forgetWhatTheRowsSaid() }
        for (topic, at) in effect.heardAt { state.turn.heard.stamp(topic, at: at) }
        // A row that left for another list is named by that list, whose name is known here.
        for (row, list) in change.movedToList {
            guard effect.departures[row] != nil, let name = library.list(list)?.name else { continue }
            effect.departures[row]?.movedToList = name
        }
        try placeRuns(of: effect.windowsMoved, in: change.list)
        let seq = store.appliedSeq
        // Only steps that could still be undone need to know what others touched.
        if !state.undoStack.isEmpty || !state.redoStack.isEmpty { state.remember(change, at: seq) }
        if effect.listCreated, let list = library.list(change.list) {
            state.turn.heard.listsAdded.append(list.name)
            state.turn.heard.stamp(.listAdded(list.name))
        }
        if let from = effect.listRenamedFrom, let list = library.list(change.list) { state.turn.heard.hear(listRenamed: from, to: list.name) }
        guard change.list == state.listID else {
            if let gone = effect.listGone {
                state.turn.heard.listsGone.append(gone)
                state.turn.heard.stamp(.listGone(gone))
                // The sidebar item focus was on is gone: focus goes to the open list's item, and says so.
                if state.column == .sidebar, state.sidebarFocus == change.list, hasList {
                    state.turn.sidebarFocusGone = gone
                    state.sidebarFocus = state.listID
                    state.turn.heard.sidebarNowOn = sidebarPlace(state.listID)
                }
            }
            return
        }
        if !effect.departures.isEmpty || !effect.added.isEmpty || !effect.removed.isEmpty || !effect.reordered.isEmpty
            || !effect.movedInto.isEmpty || !effect.sectionsAdded.isEmpty || !effect.sectionsRemoved.isEmpty {
            state.renumberedElsewhere = true
        }
        for departure in effect.departures.values.sorted(by: { $0.row < $1.row }) where departure.movedTo == nil {
            state.turn.vanished[departure.row] = departure.title
            let section = document.sectionName(departure.section)
            state.turn.vanishedFrom[departure.row] = section
            state.turn.heard.removedTitles[section, default: []].append(departure.title)
            if let list = departure.movedToList {
                state.turn.vanishedTo[departure.row] = list
                state.turn.heard.removedMovedTo[departure.title] = list
            }
        }
        if let gone = effect.listGone {
            // The list this session was moved to in this same turn can go too: the list
            // the person was in stays the one said first, and each list after it is said.
            if state.turn.heard.listGone == nil {
                state.turn.heard.listGone = gone
            } else {
                state.turn.heard.listsGone.append(gone)
                state.turn.heard.stamp(.listGone(gone))
            }
            if let first = library.lists.first {
                // In the sidebar the person stays there, on the item focus was on while it is there.
                let inSidebar = state.column == .sidebar
                let sidebarFocus = state.sidebarFocus
                switchList(to: first.id)
                if let left = state.turn.leftBehind {
                    state.turn.heard.leftBehind = left
                    state.turn.leftBehind = nil
                }
                if inSidebar {
                    state.column = .sidebar
                    if let kept = sidebarFocus, library.list(kept) != nil { state.sidebarFocus = kept }
                    state.turn.heard.sidebarNowOn = sidebarPlace(state.sidebarFocus ?? first.id)
                } else {
                    state.turn.heard.listNowIn = document.name
                    if case .listTitle(_, let sections, let rows, nil, _, _) = titleAnnouncement() {
                        state.turn.heard.listNowInSize = ListSize(sections: sections, rows: rows)
                    }
                }
            } else {
                // No list is left: the sidebar, as when this session deletes the last one.
                state.turn.heard.listNowIn = nil
                state.column = .sidebar
            }
            return
        }
        for (section, n) in effect.added { state.turn.heard.added[section, default: 0] += n }
        for (section, titles) in effect.addedTitles { state.turn.heard.addedTitles[section, default: []] += titles }
        for (section, n) in effect.removed { state.turn.heard.removed[section, default: 0] += n }
        state.turn.heard.sectionsAdded += effect.sectionsAdded
        state.turn.heard.sectionsRemoved += effect.sectionsRemoved
        if let fieldsBefore, let lackingBefore, let after = library.list(change.list) {
            hearFieldsAndActions(fieldsBefore: fieldsBefore, lackingBefore: lackingBefore, after: after)
        }
        for (from, to) in effect.sectionsRenamed { state.turn.heard.hear(sectionRenamed: from, to: to) }
        for (from, to) in effect.renamed { state.turn.heard.hear(renamed: from, to: to) }
        state.turn.heard.reordered += try effect.reordered.map { try placedInSection($0, of: change.list) }
        for (section, n) in effect.movedInto { state.turn.heard.movedInto[section, default: 0] += n }
        for (section, titles) in effect.movedIntoTitles { state.turn.heard.movedIntoTitles[section, default: []] += titles }
        for change in effect.changed { state.turn.heard.hear(changed: change) }
        state.turn.heard.leaveOutValuesOfRemovedFields()
        if case .row(let id) = state.focus, let departure = effect.departures[id], state.column == .sidebar {
            // In the sidebar focus is on a list, not on the row: the row is news as any
            // other, and the list opens on where the row was, unsaid until it is read.
            if departure.movedTo == nil || document.row(id) == nil {
                if let next = departure.next, document.row(next) != nil {
                    state.focus = .row(next)
                } else if let previous = departure.previous, document.row(previous) != nil {
                    state.focus = .row(previous)
                } else if let section = document.section(departure.section), section.header != nil {
                    state.focus = .header(departure.section)
                } else {
                    state.focus = .title
                }
            }
        } else if case .row(let id) = state.focus, let departure = effect.departures[id] {
            // The focused row is named on its own, not counted among the others.
            state.turn.heard.focusLost = departure.title
            state.turn.heard.stamp(.focusLost, at: change.firstNamed(id))
            state.turn.heard.focusMovedTo = departure.movedTo ?? departure.movedToList
            if departure.movedTo == nil {
                state.turn.heard.takeOutRemoved(departure.title, from: document.sectionName(departure.section))
            } else if let movedTo = departure.movedTo, let n = state.turn.heard.movedInto[movedTo] {
                state.turn.heard.movedInto[movedTo] = n > 1 ? n - 1 : nil
                if let i = state.turn.heard.movedIntoTitles[movedTo]?.firstIndex(of: departure.title) {
                    state.turn.heard.movedIntoTitles[movedTo]?.remove(at: i)
                }
            }
            stayWhereTheRowWas(departure)
            state.turn.heard.focusNowOn = focusPlace()
        }
        let before = selectedCount
        // Rows the rule covers may have come or gone: it becomes the rows it stands for.
        if state.everyRow != nil, change.list == state.listID { try settleSelection() }
        let gone = state.selection.filter { !document.contains($0) }
        state.turn.heard.selectionDroppedTitles += gone.sorted().compactMap { state.turn.vanished[$0] }
        for id in gone {
            if let title = state.turn.vanished[id], let list = state.turn.vanishedTo[id] { state.turn.heard.selectionDroppedMovedTo[title] = list }
        }
        state.selection = state.selection.filter { document.contains($0) }
        state.turn.heard.selectionDropped += before - selectedCount
        for id in gone { state.turn.heard.stamp(.selectionDropped, at: change.firstNamed(id)) }
    }

    /// The readings of the open list's rows that the cache keeps by the store's
    /// position: its filter, grouping, waiting rows and the badges counted among them.
    private func forgetWhatTheRowsSaid() {
        cache.filter = nil
        cache.hitBadges = nil
        cache.heldBadges = nil
        cache.grouped = nil
        cache.started = nil
    }

    /// The fields another session removed from the open list, and the actions that
    /// lost the field or section they need with it: said as this session's own
    /// `field remove` and `section delete` say them, so that an action is never
    /// withdrawn unsaid; and the actions that have theirs again, offered again.
    private func hearFieldsAndActions(fieldsBefore: [FieldDeclaration], lackingBefore: [String], after: ListDocument) {
        let kept = Set(after.settings.fields.map { Names.key($0.name) })
        let removed = fieldsBefore.filter { !kept.contains(Names.key($0.name)) }
        state.turn.heard.fieldsRemoved += removed.map { ElsewhereSummary.FieldRemoval(field: $0.name, list: after.name) }
        for field in removed { state.turn.heard.stamp(.fieldRemoved(field.name)) }
        for name in after.actionsWithdrawn(lackingBefore: lackingBefore) {
            guard let action = after.settings.allActions.first(where: { $0.action.name == name })?.action else { continue }
            let sectionGone = action.effects.contains { effect in
                if case .moveToSection(let header) = effect { return after.section(named: header) == nil }
                return false
            }
            if sectionGone {
                state.turn.heard.actionsWithoutSection.append(name)
                state.turn.heard.stamp(.actionsWithoutSection)
            } else {
                state.turn.heard.actionsWithoutField.append(name)
                state.turn.heard.stamp(.actionsWithoutField)
            }
        }
        let offered = after.actionsOffered(lackingBefore: lackingBefore)
        state.turn.heard.actionsOffered += offered
        if !offered.isEmpty { state.turn.heard.stamp(.actionsOffered) }
    }

    /// A row moved within its section, said by its place among all the section's
    /// rows: in a section read as a window, its rank (asked of the store when the
    /// row went beyond the rows held), not its place among the rows held.
    private func placedInSection(_ place: RowPlace, of list: ListID) throws -> RowPlace {
        guard place.level == 1, let document = library.list(list) else { return place }
        let found: (SectionID, Int)?
        if let id = document.sectionID(of: place.id) {
            found = document.rank(of: place.id).map { (id, $0) }
        } else {
            found = try store.rank(of: place.id)
        }
        guard let (id, rank) = found, let section = document.section(id), !section.isLoaded else { return place }
        var placed = place
        placed.index = rank + 1
        placed.count = section.count
        return placed
    }

    /// Focus goes where a delete made here puts it: on the row that followed,
    /// else the row before, else the header. The gap stays open so that a command
    /// typed for the gone row, before it was heard gone, is refused rather than
    /// landing on its neighbour; the next command acts where focus is now.
    private func stayWhereTheRowWas(_ departure: ForeignEffect.Departure) {
        if let next = departure.next, document.row(next) != nil {
            state.focus = .row(next)
        } else if let previous = departure.previous, document.row(previous) != nil {
            state.focus = .row(previous)
        } else if document.section(departure.section)?.header != nil {
            state.focus = .header(departure.section)
        } else {
            state.focus = .title
        }
        state.gap = departure
        state.gapFocus = state.focus
    }

    /// A list as the sidebar says where focus is on it: its name and place among the lists.
    private func sidebarPlace(_ id: ListID) -> FocusPlace {
        let (i, n) = sidebarPosition(id)
        return .row(library.list(id)?.name ?? "", index: i, count: n)
    }

    /// Where focus is now, to be said after the news that moved it.
    private func focusPlace() -> FocusPlace {
        switch state.focus {
        case .row(let id):
            guard let row = rowView(id, withActions: false) else { return .list(document.name) }
            return .row(row.row.title, index: row.index, count: row.count)
        case .header(let s), .footer(let s): return .section(document.section(s)?.header ?? document.name)
        case .title: return .list(document.name)
        }
    }

    /// The focused row, when it left from under focus: refused if it was deleted
    /// (a change meant for it must not land on its neighbour); the row itself if
    /// it moved to another section.
    func rowThatLeft() throws -> RowID? {
        guard let departure = state.openGap else { return nil }
        guard departure.movedTo != nil, document.row(departure.row) != nil else {
            throw Refusal.goneElsewhere(title: departure.title, movedTo: departure.movedToList)
        }
        return departure.row
    }

    /// `next` or `previous` right after the focused row left: the rows that were
    /// beside it, as if focus had stayed where it was.
    func stepAcrossGap(forward: Bool) -> [Announcement]? {
        guard let departure = state.openGap, state.rotor == .items || state.rotor == .rows, state.column == .content else { return nil }
        state.gap = nil
        let v = view
        guard let target = forward ? departure.next : departure.previous else {
            // From the row that followed, going back passes the gap to what was before it.
            if case .row = state.focus { return nil }
            return forward ? nil : announce(state.focus)
        }
        // Focus is on it already: said once by the news of this same command, else
        // heard before, and the step goes on from it.
        if state.focus == .row(target) { return state.turn.heard.focusNowOn != nil ? [] : nil }
        guard let row = document.row(target), v.matches(row),
              let s = document.sectionID(of: target), document.section(s)?.collapsed == false
        else { return nil }
        return focusRow(target, jumped: false)
    }

    func goneElsewhere(_ id: RowID) -> Refusal? {
        state.turn.vanished[id].map { Refusal.goneElsewhere(title: $0, movedTo: state.turn.vanishedTo[id]) }
    }

    /// A row or list deleted elsewhere that the command's refusal names (a swipe's
    /// number or a choice typed for it) is said once, by the refusal: the news
    /// leaves it out, and where focus went when it was the focused row is said
    /// after the refusal, which answers the line typed. What follows the refusal.
    func heardOnlyInRefusal(_ refusal: Refusal?) -> [Announcement] {
        guard case .goneElsewhere(let title, let movedTo)? = refusal else { return [] }
        var heard = state.turn.heard
        var after: [Announcement] = []
        if heard.focusLost == title, heard.focusMovedTo == movedTo {
            heard.focusLost = nil
            if let now = heard.focusNowOn {
                var place = ElsewhereSummary()
                place.focusNowOn = now
                after.append(.changedElsewhere(place))
                heard.focusNowOn = nil
            }
        } else if let row = state.turn.vanished.first(where: { $0.value == title })?.key,
                  let section = state.turn.vanishedFrom[row], heard.removed[section] != nil {
            heard.takeOutRemoved(title, from: section)
        } else if let i = heard.listsGone.firstIndex(of: title) {
            heard.listsGone.remove(at: i)
            // The list focus was on in the sidebar: where focus is now follows the refusal, as for a row.
            if state.turn.sidebarFocusGone == title, let now = heard.sidebarNowOn {
                var place = ElsewhereSummary()
                place.sidebarNowOn = now
                after.append(.changedElsewhere(place))
                heard.sidebarNowOn = nil
            }
        }
        state.turn.heard = heard
        return after
    }

    /// The answer without its first line when that is the title line of the list
    /// the news just said this session is now in, with its size: `read` on the
    /// title then adds nothing, and would lead a second line with the same name.
    func leavingOutTitleSaidInNews(_ said: [Announcement]) -> [Announcement] {
        guard let now = state.turn.heard.listNowIn, state.turn.heard.listNowInSize != nil, hasList, now == document.name,
              case .listTitle(let name, _, _, nil, _, _)? = said.first, name == now else { return said }
        return Array(said.dropFirst())
    }

    /// The line that says what was heard, once, and forgets it.
    func takeHeard() -> [Announcement] {
        defer {
            state.turn.heard = ElsewhereSummary()
            state.turn.commitLookedUp = nil
        }
        let lookedUp = state.turn.commitLookedUp.map { [Announcement.commitLookedUp(done: $0)] } ?? []
        return lookedUp + (state.turn.heard.isEmpty ? [] : [.changedElsewhere(state.turn.heard)])
    }
}

private extension ForeignNews {
    /// No other session committed anything since this one last looked.
    var isNothing: Bool {
        if case .changes(let changes) = self { return changes.isEmpty }
        return false
    }
}
