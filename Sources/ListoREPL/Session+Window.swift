import ListoModel
import ListoStore

/// A long list is not held in memory whole. Its sections are known by their
/// counts, and their rows are read from the store around the focus: before a
/// command, the sections it can reach; after it, sections far from the focus are
/// let go. A command whose reach is the whole list (`list all`, sorting, a filter
/// by states) reads it whole and costs what it says. Short lists are read whole.
extension Session {
    /// A list read a section at a time, or read whole but as long: readings over
    /// it go section by section, and its far sections are let go. A list grouped by
    /// a field is heard in sections the store does not hold, and is read whole.
    func isLong(_ document: ListDocument) -> Bool {
        document.settings.grouping == nil && (document.isWindowed || document.rowCount > environment.windowRows)
    }

    /// Reads a list to open it: whole when short, else by its sections' counts.
    func readList(_ id: ListID) throws {
        library.replace(try store.loadList(id, readingUpTo: environment.windowRows))
        cache.window = nil
    }

    /// Reads whichever of these sections of the open list are not read yet.
    func readSections(_ ids: some Sequence<SectionID>, of list: ListID? = nil) throws {
        if try store.readSections(ids, of: list ?? state.listID) {
            cache.grouped = nil
            cache.started = nil
        }
    }

    /// Reads the sections holding rows the store's indexes found.
    func readRows(_ ids: some Collection<RowID>) throws {
        let document = storedDocument
        guard document.isWindowed else { return }
        let missing = ids.filter { !document.contains($0) }
        guard !missing.isEmpty else { return }
        try readSections(store.sections(holding: Array(missing)))
    }

    /// Reads every section of the open list not read yet: a few one by one, many
    /// in one pass over the list (memory holds what the store holds, so reading it
    /// again loses nothing).
    func readWholeList() throws {
        guard hasList, storedDocument.isWindowed else { return }
        let unread = storedDocument.unreadSections
        if unread.count > 64 {
            library.replace(try store.loadList(state.listID, readingUpTo: .max))
            cache.grouped = nil
            cache.started = nil
        } else {
            try readSections(unread)
        }
    }

    /// Before a command: what it can reach is read. Moving, naming, finding and
    /// changing reach near the focus or rows the indexes name; the rest reads the
    /// whole list.
    func prepareWindow(for command: Command, declared entry: GrammarEntry?) throws {
        guard hasList, storedDocument.isWindowed else { return }
        if reachesWholeList(command, declared: entry) || storedDocument.settings.grouping != nil || !(filterQuery?.isWordsOnly ?? true) {
            try readWholeList()
            return
        }
        // A step that stays inside the focus's section reads nothing more: moving
        // through a long section does not read the sections around it each time.
        if let within = sectionsForStepping(command) {
            try readSections(within)
            return
        }
        // Where nothing moved, nothing was let go and no one else wrote, what is near is read already.
        if let prepared = cache.window, prepared.list == state.listID, prepared.focus == state.focus { return }
        try readSections(sectionsNearFocus())
        cache.window = (state.listID, state.focus)
    }

    /// After a command: sections far from the focus are let go once more rows are
    /// read than a window holds. What the person is working with stays read.
    func releaseFarSections() {
        // Grouped, or filtered by states, the list is heard whole; it stays read.
        guard hasList, isLong(storedDocument), filterQuery?.isWordsOnly ?? true else { return }
        let document = storedDocument
        var read = document.readRowCount
        guard read > environment.windowRows / 2 else { return }
        let kept = sectionsKept()
        let here = view.sectionIndex(of: state.focus) ?? 0
        let far = document.sections.indices
            .filter { document.sections[$0].isLoaded && !document.sections[$0].rows.isEmpty && !kept.contains(document.sections[$0].id) }
            .sorted { abs($0 - here) > abs($1 - here) }
        var letGo: [SectionID] = []
        for i in far where read > environment.windowRows / 4 {
            read -= document.sections[i].rows.count
            letGo.append(document.sections[i].id)
        }
        guard !letGo.isEmpty else { return }
        library.update(state.listID) { document in
            for id in letGo { document.release(id) }
        }
        cache.grouped = nil
        cache.started = nil
        cache.window = nil
    }

    /// Reads the sections an undo step's change touched, so its inverse finds them.
    func readSections(touchedBy entry: UndoEntry) throws {
        for changes in entry.changes { try readSections(changes.rowSections.union(changes.sections), of: changes.list) }
    }

    /// Whether a command reaches the whole list, from what its declaration says it reaches.
    private func reachesWholeList(_ command: Command, declared entry: GrammarEntry?) -> Bool {
        switch entry?.reach(of: command) ?? .nearFocus {
        case .nearFocus: return state.rotor == .state
        case .asItGoes: return false
        case .wholeList: return true
        case .wholeListToSelectAll:
            // Selecting every row of a list that offers it; a refusal needs no rows.
            return state.filter == nil && storedDocument.settings.selectionMode == .multiple
        case .wholeListForStates(let text):
            let query = try? StateTerms.parse(text, fields: storedDocument.settings.fields, today: today)
            return query.map { !$0.isWordsOnly } ?? false
        }
    }

    /// What `next` or `previous` by items, `where` and reading the focused row
    /// reach when the item they lead to is in the focus's section, already read:
    /// that section and the sections kept. Nil for any other command or step,
    /// which reads the sections near the focus.
    private func sectionsForStepping(_ command: Command) -> Set<SectionID>? {
        guard state.rotor == .items, state.filter == nil, let here = view.sectionIndex(of: state.focus) else { return nil }
        let v = view
        let section = v.sections[here]
        guard section.isLoaded else { return nil }
        func inside(_ item: Focus?) -> Bool {
            guard let item, let i = v.sectionIndex(of: item) else { return false }
            return i == here
        }
        switch command {
        case .whereAmI(store: false), .read(nil): break
        case .next: guard inside(v.item(after: state.focus)) else { return nil }
        case .previous: guard inside(v.item(before: state.focus)) else { return nil }
        default: return nil
        }
        return sectionsKept().union([section.id])
    }

    /// The focus's section and the nearest sections with rows on either side
    /// (where moving on leads), the first and last such sections (where first and
    /// last lead), and every section kept. When the nearest one is not read yet,
    /// those after it are read with it, up to a twentieth of a window of rows, so
    /// that moving on through a long list reads the store once every few sections.
    private func sectionsNearFocus() -> Set<SectionID> {
        let document = storedDocument
        let sections = document.sections
        var out = sectionsKept()
        guard !sections.isEmpty else { return out }
        let here = view.sectionIndex(of: state.focus)
        func nearest(from start: Int, step: Int) {
            var i = start
            var ahead = 0
            while i >= 0 && i < sections.count {
                if sections[i].count > 0 {
                    if sections[i].isLoaded && ahead == 0 {
                        out.insert(sections[i].id)
                        return
                    }
                    out.insert(sections[i].id)
                    ahead += sections[i].count
                    if ahead >= environment.windowRows / 20 { return }
                }
                i += step
            }
        }
        if let here {
            out.insert(sections[here].id)
            nearest(from: here + 1, step: 1)
            nearest(from: here - 1, step: -1)
        }
        nearest(from: 0, step: 1)
        nearest(from: sections.count - 1, step: -1)
        return out
    }

    /// Sections that stay read: the focus's, the gap's, and those holding the
    /// selection, an open swipe, the detail column's rows, the filter's rows and
    /// the rows a number on the next line may choose.
    private func sectionsKept() -> Set<SectionID> {
        let document = storedDocument
        var rows = state.selection
        if case .rows(let offered)? = state.choice { rows.formUnion(offered.candidates) }
        if let open = state.swipe { rows.insert(open.row) }
        if let detail = state.detailRow { rows.insert(detail) }
        rows.formUnion(state.detailStack)
        if case .row(let id) = state.focus { rows.insert(id) }
        var out = Set(rows.compactMap(document.sectionID(of:)))
        switch state.focus {
        case .header(let id), .footer(let id): out.insert(id)
        default: break
        }
        if let gap = state.gap { out.insert(gap.section) }
        if let kept = cache.filter, kept.list == state.listID { out.formUnion(kept.rows.sections) }
        return out
    }
}
