import ListoAnnouncer
import ListoModel
import ListoStore

/// Keeping up with other sessions on the same store, through the store's journal.
extension Session {
    /// Takes in what other sessions committed since this one last looked: before
    /// every command, and again inside every change's write transaction, so that no
    /// change is ever made from a stale copy. What it hears is kept in `heard` and
    /// said first, in one line, when the command answers.
    func takeInForeignChanges() throws {
        switch try store.news(loaded: { library.isLoaded($0) }) {
        case .fellBehind:
            let fresh = try store.loadLibrary(open: hasList ? listID : nil, readingUpTo: windowRows)
            heard.readAgain = document.name
            library = fresh
            // Nothing is known of what happened meanwhile, so no earlier step is safe to take back.
            undoStack.removeAll()
            redoStack.removeAll()
            if !hasList, let first = library.lists.first { switchList(to: first.id) }
            if !isValid(focus) { focus = .title }
            selection = selection.filter { document.contains($0) }
        case .changes(let changes):
            for change in changes { takeIn(change) }
        }
    }

    private func takeIn(_ change: ForeignChange) {
        if let list = library.list(change.list) {
            for shot in change.rows where seenDue[shot.row.id] == nil {
                if let old = list.row(shot.row.id), old.repeats { seenDue[shot.row.id] = old.dueDate }
            }
        }
        let effect = library.absorb(change)
        let seq = store.appliedSeq
        // Only steps that could still be undone need to know what others touched.
        if !undoStack.isEmpty || !redoStack.isEmpty { remember(change, seq) }
        guard change.list == listID else { return }
        for departure in effect.departures.values where departure.movedTo == nil { vanished[departure.row] = departure.title }
        if let gone = effect.listGone {
            heard.listGone = gone
            if let first = library.lists.first {
                switchList(to: first.id)
                heard.listNowIn = document.name
            }
            return
        }
        for (section, n) in effect.added { heard.added[section, default: 0] += n }
        for (section, n) in effect.removed { heard.removed[section, default: 0] += n }
        for (from, to) in effect.renamed { heard.hear(renamed: from, to: to) }
        heard.reordered += effect.reordered
        for (section, n) in effect.movedInto { heard.movedInto[section, default: 0] += n }
        for change in effect.changed { heard.hear(changed: change) }
        if case .row(let id) = focus, let departure = effect.departures[id] {
            // The focused row is named on its own, not counted among the others.
            heard.focusLost = departure.title
            heard.focusMovedTo = departure.movedTo
            if departure.movedTo == nil {
                let name = document.sectionName(departure.section)
                if let n = heard.removed[name] { heard.removed[name] = n > 1 ? n - 1 : nil }
            } else if let movedTo = departure.movedTo, let n = heard.movedInto[movedTo] {
                heard.movedInto[movedTo] = n > 1 ? n - 1 : nil
            }
            stayWhereTheRowWas(departure)
        }
        let before = selection.count
        selection = selection.filter { document.contains($0) }
        heard.selectionDropped += before - selection.count
    }

    private func remember(_ change: ForeignChange, _ seq: Int64) {
        for shot in change.rows { foreignTouch[shot.row.id] = seq }
        for id in change.removedRows { foreignTouch[id] = seq }
        for section in change.sections { foreignSectionTouch[section.id] = seq }
        for id in change.removedSections { foreignSectionTouch[id] = seq }
        if change.listMeta != nil || change.listRemoved { foreignListTouch[change.list] = seq }
    }

    /// Focus stays in the gap the row left: on the row before it, with `next`
    /// going on to the row that followed it.
    private func stayWhereTheRowWas(_ departure: ForeignEffect.Departure) {
        if let previous = departure.previous, document.row(previous) != nil {
            focus = .row(previous)
        } else if document.section(departure.section)?.header != nil {
            focus = .header(departure.section)
        } else {
            focus = .title
        }
        gap = departure
        gapFocus = focus
    }

    /// The row that left from under focus, while focus has not moved since.
    var openGap: ForeignEffect.Departure? { focus == gapFocus ? gap : nil }

    /// The focused row, when it left from under focus: refused if it was deleted
    /// (a change meant for it must not land on its neighbour); the row itself if
    /// it moved to another section.
    func rowThatLeft() throws -> RowID? {
        guard let departure = openGap else { return nil }
        guard departure.movedTo != nil, document.row(departure.row) != nil else {
            throw Refusal.goneElsewhere(title: departure.title)
        }
        return departure.row
    }

    /// `next` or `previous` right after the focused row left: the rows that were
    /// beside it, as if focus had stayed where it was.
    func stepAcrossGap(forward: Bool) -> [Announcement]? {
        guard let departure = openGap, rotor == .items || rotor == .rows, column == .content else { return nil }
        gap = nil
        let v = view
        guard let target = forward ? departure.next : departure.previous else {
            return forward ? nil : announce(focus)
        }
        guard let row = document.row(target), v.matches(row),
              let s = document.sectionID(of: target), document.section(s)?.collapsed == false
        else { return nil }
        return focusRow(target, jumped: false)
    }

    func goneElsewhere(_ id: RowID) -> Refusal? {
        vanished[id].map { Refusal.goneElsewhere(title: $0) }
    }

    /// Whether another session changed what an undo step would put back, after
    /// this session made that step.
    func changedElsewhereSince(_ entry: UndoEntry) -> Bool {
        func later(_ seq: Int64?) -> Bool { (seq ?? 0) > entry.seq }
        return entry.changes.contains { c in
            later(foreignListTouch[c.list])
                || c.rows.union(c.removedRows).contains { later(foreignTouch[$0]) }
                || c.sections.union(c.removedSections).contains { later(foreignSectionTouch[$0]) }
        }
    }

    /// The line that says what was heard, once, and forgets it.
    func takeHeard() -> [Announcement] {
        defer { heard = ElsewhereSummary() }
        return heard.isEmpty ? [] : [.changedElsewhere(heard)]
    }
}
