import ListoModel
import ListoStore

/// A sorted list's sections' ids in its field's order, as `ReadCache.order` keeps them.
typealias SortedOrder = (list: ListID, field: String, sections: [SectionID: [RowID]])

/// A long list is not held in memory whole. Its sections are known by their
/// counts, and their rows are read from the store around the focus: before a
/// command, the sections it can reach; after it, sections far from the focus are
/// let go. A command whose reach is the whole list (`list all`, sorting, a filter
/// by states) reads it whole and costs what it says. Short lists are read whole.
extension Session {
    /// A list read a section at a time, or read whole but as long: readings over
    /// it go section by section, and its far sections are let go. A list grouped by
    /// a field is heard in sections the store does not hold, read in windows of its
    /// groups (Session+GroupedWindows.swift) or whole.
    func isLong(_ document: ListDocument) -> Bool {
        document.settings.grouping == nil && (document.isWindowed || document.rowCount > environment.windowRows)
    }

    /// Reads a list to open it: whole when short, else by its sections' counts.
    func readList(_ id: ListID) throws {
        library.replace(try store.loadList(id, readingUpTo: environment.readingWholeUpTo))
        cache.window = nil
    }

    /// A list opened by its counts reads the first rows of its first section with
    /// rows, where moving on leads: a short list is then read whole, as before.
    func readOpeningWindow() throws {
        let document = storedDocument
        guard hasList, document.isWindowed, readsWindows(document) || readsSortedWindows(document),
              let first = document.sections.first(where: { $0.count > 0 }) else { return }
        try readWindows([(first.id, 0..<environment.windowMargin)])
    }

    /// Reads whichever of these sections of the open list are not read yet.
    func readSections(_ ids: some Sequence<SectionID>, of list: ListID? = nil) throws {
        if try store.readSections(ids, of: list ?? state.listID) {
            cache.grouped = nil
            cache.started = nil
        }
    }

    /// Reads the rows the word index found in the open list for `filter` and `find`: in a
    /// list holding rows inside others, read in windows in its own order and not grouped,
    /// a few of them (as many as a search reads so, `readsHitsInWindows`) each with the
    /// top-level row holding it and its window; else the sections holding them, whole.
    /// `filter Café` on two sections of 100,000 rows holding one row inside another read
    /// both whole for four hits (0.48 s, 114 MB).
    func readFound(_ found: [(row: RowID, section: SectionID)]) throws {
        guard readsFoundInWindows(found.count) else { return try readSections(Set(found.map(\.section))) }
        try readEach(found.map(\.row))
    }

    /// Reads each of these rows of the open list not read yet with the top-level row holding it, in its window.
    func readEach(_ rows: [RowID]) throws {
        let document = storedDocument
        let missing = rows.filter { !document.contains($0) }
        guard !missing.isEmpty else { return }
        try store.read([.rows(missing, of: state.listID)], readingUpTo: environment.readingWholeUpTo)
        cache.grouped = nil
        cache.started = nil
    }

    /// Whether `readFound` reads this many rows found each where it is.
    func readsFoundInWindows(_ found: Int) -> Bool {
        let document = storedDocument
        return document.isNested && document.settings.grouping == nil && Self.readsHitsInWindows(document, found: found)
    }

    /// Reads the rows the store's indexes found: in a list read in windows, each
    /// with the row either side (its rank found in the store), as a jump to a
    /// number reads it, else the sections holding them. Many rows are read by their
    /// sections, unless `scattered`: rows a name matched, which may lie one in each
    /// window of sections too big to read whole.
    func readRows(_ ids: some Collection<RowID>, scattered: Bool = false) throws {
        let document = storedDocument
        guard document.isWindowed else { return }
        let missing = ids.filter { !document.contains($0) }
        guard !missing.isEmpty else { return }
        // Heard in groups, a list in its own order reads each row with the row either side of it in its own section.
        if readsGroupedWindows(document), document.settings.ordering == .manual, missing.count <= 64 || scattered {
            try store.read([.rows(Array(missing), of: state.listID)], readingUpTo: environment.readingWholeUpTo)
            cache.grouped = nil
            cache.started = nil
            return
        }
        // Under a filter, in the list's own order or a field's, each row is read at its rank in that order too
        // (`rankInOrder`), however the filter is held: `filter red; sort done` read the focus's section whole
        // to put focus back on its row (7.3 s, 498 MB on 2 x 500,000 rows), and `sort manual` after it too.
        let underFilter = state.filter != nil && document.settings.grouping == nil && !document.isNested
        if (readsWindows(document) || readsSortedWindows(document) || readsHitWindows(document) || underFilter) && (missing.count <= 64 || scattered) {
            var wanted: [(SectionID, Range<Int>)] = []
            var whole: [RowID] = []
            for id in missing {
                if let (section, rank) = try rankInOrder(of: id) {
                    wanted.append((section, rank..<(rank + 1)))
                } else {
                    whole.append(id)
                }
            }
            try readWindows(wanted, margin: 1)
            if !whole.isEmpty { try readSections(store.sections(holding: whole)) }
            return
        }
        try readSections(store.sections(holding: Array(missing)))
    }

    /// Whether a change to the selection, on a list read in windows, reads only its rows
    /// and the rows near the focus, not the sections they are in (Snooze on 1,000 rows
    /// selected of a section read the sections near the focus whole): rows selected by
    /// their ids, held while they are selected, or a rule that reads the rows it covers
    /// as it becomes ids (`settlesByItsRows`).
    var selectionHeld: Bool {
        storedDocument.isWindowed && (state.everyRow == nil ? !state.selection.isEmpty : settlesByItsRows)
    }

    /// Whether a filter by words read a page at a time is on over the open list in its own
    /// order: its sections are held in windows, a row's rank its place in its section as
    /// unfiltered, so rows named by the title index are read where they are (a title the
    /// filter hides, rows a name offers), not their sections whole.
    func readsHitWindows(_ document: ListDocument) -> Bool {
        guard state.filter != nil, !state.turn.wholeFilter, document.settings.ordering == .manual, document.settings.grouping == nil,
              let kept = cache.filter, kept.list == state.listID else { return false }
        return kept.rows.isPaged
    }

    /// Whether the open list's long sections are read in windows of rows: in manual
    /// order, ungrouped and unfiltered, a section's rows lie in the order of their
    /// positions, so a row's rank is its place in the list.
    func readsWindows(_ document: ListDocument) -> Bool {
        document.settings.ordering == .manual && document.settings.grouping == nil && state.filter == nil
    }

    /// Whether the open list's long sections are read in windows of a field's order:
    /// sorted by a field, ungrouped and unfiltered, a row's rank is its place among its
    /// section's ids as the store orders them (`Repository.rowIDs(of:sortedBy:)`), kept
    /// until the store changes, and its rows are read by those ids. Moving, reading and
    /// jumping to a number read windows so, and so do a value set, an action, a delete, an
    /// add and the undo and redo of these (`Operation.needs(in:)`, `undoReadsWhole`); any
    /// other change to rows reads the sections it changes whole, as before, and they go
    /// back to windows after it.
    func readsSortedWindows(_ document: ListDocument) -> Bool {
        guard case .field = document.settings.ordering else { return false }
        return document.settings.grouping == nil && state.filter == nil
    }

    /// The ids of a section's top-level rows in the open list's order by `field`, asked
    /// of the store once until the store or the day moves (`ReadCache.order`).
    func sortedIDs(of section: SectionID, by field: String) throws -> [RowID] {
        if let known = cache.order, known.list == state.listID, known.field == field, let ids = known.sections[section] { return ids }
        let ids = try store.rowIDs(of: section, sortedBy: field)
        if cache.order?.list != state.listID || cache.order?.field != field { cache.order = (state.listID, field, [:]) }
        cache.order?.sections[section] = ids
        return ids
    }

    /// A top-level row's section and rank in the open list's order: the store's rank
    /// in manual order, its place among the section's ids in a field's order. In
    /// manual order a row inside another has the rank of the top-level row holding
    /// it, which is read with the rows inside it: `goto` a row inside another read
    /// its section whole (1.2 s and 100 MB for a section of 100,000 rows).
    func rankInOrder(of row: RowID) throws -> (section: SectionID, index: Int)? {
        let document = storedDocument
        // Under a filter too: its hits are placed in the field's order (Session+SortedHits.swift).
        guard let field = Self.sortField(document) else {
            if let top = try store.rank(of: row) { return top }
            return try store.topRow(of: row).flatMap(store.rank(of:))
        }
        guard let section = try store.sections(holding: [row]).first else { return nil }
        return try sortedIDs(of: section, by: field).firstIndex(of: row).map { (section, $0) }
    }

    /// Puts the rows of a sorted list's windows at their ranks in the store's order
    /// as it is now, where the store moved since they were read (a change here or
    /// elsewhere, which `cache.order` forgets): a changed value moves a row in the
    /// order, and the ranks of the rows around it.
    func placeSortedWindows(of list: ListID) throws {
        guard let document = library.list(list), case .field(let field) = document.settings.ordering,
              document.settings.grouping == nil else { return }
        let stale = document.windowSections.filter { id in
            guard list == state.listID, let known = cache.order, known.list == list, known.field == field else { return true }
            return known.sections[id] == nil
        }
        guard !stale.isEmpty else { return }
        defer {
            cache.grouped = nil
            cache.started = nil
            cache.window = nil
        }
        for id in stale {
            guard let held = library.list(list)?.section(id), held.isWindow else { continue }
            let ids = list == state.listID ? try sortedIDs(of: id, by: field) : try store.rowIDs(of: id, sortedBy: field)
            let wanted = Set(held.rows.map(\.id))
            var ranks: [RowID: Int] = [:]
            for (k, row) in ids.enumerated() where wanted.contains(row) { ranks[row] = k }
            library.update(list) { $0.placeRows(id, at: ranks, count: ids.count) }
        }
    }

    /// After a change to a sorted list that read only the rows it names (a value set
    /// keeps the row's position, but may move it in the field's order): its windows'
    /// ranks were places in the order before it, so the order is asked of the store
    /// again and each row held is put at its rank now.
    func placeSortedWindows(after operation: ListoModel.Operation) throws {
        guard let document = library.list(operation.list), case .field = document.settings.ordering,
              document.settings.grouping == nil, document.isWindowed, !operation.readsWholeSections(in: library) else { return }
        if operation.list == state.listID { cache.order = nil }
        try placeSortedWindows(of: operation.list)
    }

    /// A section's top-level rows of these ranks in the open list's order.
    private func rowsInOrder(of section: SectionID, at ranks: Range<Int>) throws -> [Row] {
        let document = storedDocument
        guard let field = Self.sortField(document) else { return try store.rows(of: section, at: ranks) }
        let ids = try sortedIDs(of: section, by: field)
        return try store.rows(withIDs: Array(ids[ranks.clamped(to: 0..<ids.count)]))
    }

    /// Reads, of each section not read whole, the rows of these ranks it does not
    /// hold yet, and a margin more (the window's margin unless given).
    func readWindows(_ wanted: [(SectionID, Range<Int>)], margin: Int? = nil) throws {
        if readsGroupedWindows(storedDocument) { return try readGroupedWindows(wanted, margin: margin) }
        var read = false
        for (id, ranks) in wanted {
            guard let section = storedDocument.section(id), !section.isLoaded, section.count > 0 else { continue }
            let needed = ranks.clamped(to: 0..<section.count)
            guard !needed.isEmpty, !section.holds(needed) else { continue }
            // As many again are read past what is needed, so that moving on reads the store once every few steps.
            let margin = margin ?? environment.windowMargin
            let range = (needed.lowerBound - margin)..<(needed.upperBound + margin)
            let clamped = range.clamped(to: 0..<section.count)
            let rows = try rowsInOrder(of: id, at: clamped)
            library.update(state.listID) { $0.fillWindow(id, from: clamped.lowerBound, rows: rows) }
            read = true
        }
        if read {
            cache.grouped = nil
            cache.started = nil
        }
    }

    /// The windows a command needs, or nil for a command that reads whole sections:
    /// what its declaration says it reaches (`WindowReach`, Grammar.swift), with what
    /// only the session knows (the rotor, the selection, the list's actions) deciding.
    /// Each needs the rows around the focus, the ends of the sections next to it, and what it names.
    func windowsNeeded(for command: Command, declared entry: GrammarEntry?) -> (near: [(SectionID, Range<Int>)], jumps: [(SectionID, Range<Int>)])? {
        let grouped = readsGroupedWindows(storedDocument)
        let document = grouped ? self.document : storedDocument
        // In every column: the sidebar's and the detail's commands act near the content's
        // focus (the detail's rows are the focused row's subtree, read with it), where
        // reading whole sections from there cost `where` 33 s on 2 x 500,000 rows.
        // Back from the detail lands on the row it showed, in the content: its window.
        let back: WindowReach? = if case .back = command, state.column == .detail { .nearFocus } else { nil }
        // A number typed alone (refused, or a list chosen) and a number choosing an action of the
        // swipe open on the focused row have no declaration: they reach the focus (6 to 9 s each
        // on 2 x 500,000 rows read the focus's sections whole).
        let undeclared: WindowReach? = switch command {
        case .bareNumber where entry == nil, .swipeChoice where entry == nil: .nearFocus
        default: nil
        }
        guard readsWindows(document) || readsSortedWindows(document) || grouped,
              let reach = entry?.windows(of: command) ?? back ?? undeclared else { return nil }
        // In a field's order moving, numbering and a change to the rows named (a value set, an
        // action, a delete, a move to a section) read windows; the change reads its rows (`Operation.needs(in:)`).
        // In groups moving, numbering and a change to the rows named (a move to a list among them) do.
        // The rest reads the sections it reaches.
        if grouped {
            // A selection kept as a rule is deleted by the store (Session+Bulk.swift), as in a sorted list.
            switch reach {
            case .nearFocus, .numbers, .step, .ends, .row, .action, .deleting, .moving: break
            case .deletingSelection where selectionRule != nil || nothingSelected: break
            // `selection` of a rule is read a page at a time in the order heard, and rows selected by
            // their ids, which may lie outside the groups' windows, by the groups' ids (Session+SelectionPages.swift).
            case .selectionKeptAsRule where readsRuleInPages(command) || (state.everyRow == nil && state.filter == nil): break
            default: return nil
            }
        } else if readsSortedWindows(document) {
            // A selection kept as a rule is deleted by the store (Session+Bulk.swift), as in the list's own order.
            switch reach {
            case .nearFocus, .numbers, .step, .ends, .row, .action, .deleting, .moving: break
            case .deletingSelection where selectionRule != nil || nothingSelected: break
            // `selection` of a rule is read a page at a time in the order heard (Session+SelectionPages.swift);
            // of rows selected by their ids, held, or of none, it reads no more than they are.
            case .selectionKeptAsRule where readsRuleInPages(command) || selectionNeedsNoRows: break
            default: return nil
            }
        }
        var numbers: [Int] = []
        var ends = false
        func number(_ row: RowReference?) -> [Int] { if case .number(let n)? = row { [n] } else { [] } }
        switch reach {
        case .nearFocus:
            break
        case .numbers(let named):
            numbers = named
        case .step:
            // By the state rotor, the row in its state is asked of the store (Session+StateRotor.swift).
            // By the selected rows, those held by their ids, or none (`next` with nothing selected
            // read the focus's sections whole to say so: 2.2 s and 576 MB on 2 x 500,000 rows), or a
            // rule of a state, asked of the store as the state rotor is (Session+SelectedRotor.swift).
            // By actions, the focused row's own (`rotor actions; next` read its sections whole, 2.2 s and 577 MB).
            guard [RotorUnit.items, .rows, .sections, .level, .actions].contains(state.rotor) || stateRotorHits != nil
                    || (state.rotor == .selected && (selectionNeedsNoRows || selectedByState != nil)) else { return nil }
        case .ends where (state.rotor == .selected && (selectionNeedsNoRows || selectedByState != nil)) || (state.rotor == .actions && focusIsOnRow):
            break
        case .ends:
            let byStore = stateRotorHits != nil
            guard [RotorUnit.items, .rows, .sections].contains(state.rotor) || byStore else { return nil }
            ends = !byStore
        case .row(let row):
            // A field of one row, which stays where it is: the row is read as a window, as
            // moving to it reads it; on the whole selection, the rows selected are (`selectionHeld`).
            if takesSelection(row) { guard selectionHeld || selectionRule != nil else { return nil } } else { numbers = number(row) }
        case .action(let name, let row):
            // An action on one row or on the rows selected: what it changes is read by the change
            // itself (the end of the section a row moves to), as any change's needs are.
            // An action the list has not is refused naming the actions of the row named, or of the focused
            // one: that row is read (`do Nope` read the focus's section of 500,000 rows whole, 2.4 s, 576 MB).
            let known = document.settings.allActions.map(\.action).contains(where: { Names.same($0.name, name) })
            // A selection kept as a rule is acted on by the store where the action only sets fields (Session+Bulk.swift).
            if takesSelection(row) {
                guard !known || selectionHeld || selectionRule != nil else { return nil }
            } else {
                numbers = number(row)
            }
        case .moving(let named):
            // Deleting, moving and adding change the rows they name and the rows
            // beside where they put one, read by the change (`Operation.needs(in:)`).
            guard !hasSelection || selectionHeld else { return nil }
            numbers = named
        case .selectionKeptAsRule:
            // A selection kept as a rule is read from the store a page at a time (Session+SelectionPages.swift);
            // rows selected by their ids are held, so reading them out reads no section whole; nothing selected reads none.
            if let every = state.everyRow, every.query == nil { break }
            if state.everyRow == nil && state.selection.isEmpty { break }
            // `select all` under a filter is turned into ids by reading only the rows its query finds
            // (`settleSelection`), where the sections near the focus read whole cost 4.6 s at a million rows.
            if selectionReadsItsHits { break }
            guard selectionHeld else { return nil }
        case .deletingSelection:
            // A selection kept as a rule is deleted by the store (Session+Bulk.swift): only the rows near focus are read;
            // `select all` under a filter (turned off since) reads the rows its query finds itself (settleSelection);
            // rows selected by their ids are held; nothing selected is refused reading none (`delete
            // selection` with nothing selected read the focus's sections whole, 2.6 s, 576 MB on 2 x 500,000 rows).
            guard selectionRule != nil || selectionReadsItsHits || selectionHeld || nothingSelected else { return nil }
        case .deleting(let row):
            if row == nil, state.editMode == .active, selectionRule != nil || (hasSelection && selectionReadsItsHits) { break }
            if takesSelection(row) { guard selectionHeld else { return nil } } else { numbers = number(row) }
        }
        let sections = document.sections
        let m = environment.windowMargin
        var out: [(SectionID, Range<Int>)] = []
        func head(_ i: Int) { out.append((sections[i].id, 0..<m)) }
        func tail(_ i: Int) { out.append((sections[i].id, (sections[i].count - m)..<sections[i].count)) }
        /// The nearest sections with rows from `start` on (or back), up to one not folded.
        func nearest(from start: Int, step: Int, _ take: (Int) -> Void) {
            var i = start
            while i >= 0 && i < sections.count {
                if sections[i].count > 0 {
                    take(i)
                    if !(sections[i].collapsed && document.settings.style.allowsCollapsing) { return }
                }
                i += step
            }
        }
        let here = view.sectionIndex(of: state.focus)
        switch state.focus {
        case .row(let id):
            // The rows either side of the focus, where a step leads; reading them reads a margin more.
            let top = document.ancestors(of: id).first ?? id
            if let i = here, let k = sections[i].index(of: top) {
                let rank = sections[i].rank(atIndex: k)
                out.append((sections[i].id, (rank - 1)..<(rank + 2)))
            }
        case .header: if let i = here { head(i) }
        case .footer: if let i = here { tail(i) }
        case .title: break
        }
        nearest(from: (here ?? -1) + 1, step: 1, head)
        if let here { nearest(from: here - 1, step: -1, tail) }
        if ends {
            nearest(from: 0, step: 1, head)
            nearest(from: sections.count - 1, step: -1, tail)
        }
        if !numbers.isEmpty, case .row(let id) = state.focus, document.parent(of: id) != nil {
            numbers = []
        }
        var jumps: [(SectionID, Range<Int>)] = []
        if !numbers.isEmpty, let i = view.numberedSection(near: state.focus) {
            // A number outside the section reads nothing: it is refused by name later.
            for n in numbers.sorted() where n >= 1 && n <= sections[i].count {
                // A number near the last window read widens it; one before it or far past it is a jump.
                if let last = out.last, last.0 == sections[i].id, n - 1 >= last.1.lowerBound - m, n - 1 <= last.1.upperBound + m {
                    out[out.count - 1].1 = min(last.1.lowerBound, n - 1)..<max(last.1.upperBound, n)
                } else if let last = jumps.last, last.0 == sections[i].id, n - 1 <= last.1.upperBound + m {
                    jumps[jumps.count - 1].1 = last.1.lowerBound..<n
                } else {
                    jumps.append((sections[i].id, (n - 1)..<n))
                }
            }
        }
        return (out, jumps)
    }

    /// No row selected, by id or by a rule: a command on the selection is refused reading no row.
    var nothingSelected: Bool { state.everyRow == nil && state.selection.isEmpty }

    /// Whether the selection is none, or rows selected by their ids and held: saying
    /// it reads nothing more.
    var selectionNeedsNoRows: Bool { nothingSelected || (state.everyRow == nil && selectionHeld) }

    /// Whether the command is `selection` of a rule over the whole list, read a page
    /// at a time in the order the list is heard rather than turned into ids.
    func readsRuleInPages(_ command: Command) -> Bool {
        guard case .selection = command, let rule = state.everyRow else { return false }
        return rule.query == nil
    }

    /// Whether a row of the open list waits for a later start: such a list is read
    /// whole, so that its windows hide waiting rows and its counts leave them out,
    /// as a list read whole does. Asked of the store once a journal entry and a day.
    func hasWaitingRows() throws -> Bool {
        if let known = cache.waiting, known.list == state.listID { return known.count > 0 }
        let count = try store.waitingCount(of: state.listID, today: today)
        cache.waiting = (state.listID, count)
        return count > 0
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
    func prepareWindow(for command: Command, declared typed: GrammarEntry?) throws {
        guard hasList, storedDocument.isWindowed else { return }
        // A new order let the windows go (`ListDocument.resort`): the focus's row is read again where the order puts it.
        if readsSortedWindows(storedDocument) {
            try placeSortedWindows(of: state.listID)
            if case .row(let id) = state.focus, !storedDocument.contains(id) { try readRows([id]) }
        }
        let command = markRowFirst(command)
        let entry = Grammar.declaration(of: command, typed: typed)
        let reach = entry?.reach(of: command) ?? .nearFocus
        // What reaches no rows (leaving, help, the history, a setting) reads nothing, so
        // `quit` on a long list costs no section. Nor do the lists, going back to the
        // sidebar, a step through it and choosing what the rotor moves by (`rotor items`
        // read the two sections of a list of 2 × 100,000 rows whole, 6.9 s, 175 MB, and
        // they stayed read): a list's counts are the store's, but for one with rows
        // waiting for a later start, read whole so that they are counted as waiting.
        switch reach {
        case .noRows: return
        case .counts: if try !hasWaitingRows() { return }
        case .step, .end: if state.column == .sidebar && state.rotor != .columns, try !hasWaitingRows() { return }
        case .back: if state.column != .detail, try !hasWaitingRows() { return }
        default: break
        }
        let waits = try hasWaitingRows()
        // Grouping a long list reads none of it: its groups are read in windows, by ids the store groups,
        // under a filter the store tests too, read a page at a time in them (`filter red; group done`
        // read the list whole, 7.9 s and 831 MB on 2 x 500,000 rows).
        if case .group(.field)? = Optional(command), !waits, filterReadInGroups, !storedDocument.isNested { return }
        if try prepareHits(for: command, declared: entry) { return }
        // Nor does `group off` on a list not grouped, which changes nothing (a sorted list read whole: 5 s, 348 MB).
        if case .group(.off)? = Optional(command), storedDocument.settings.grouping == nil { return }
        if storedDocument.settings.grouping != nil, !waits, readsGroupedWindows(storedDocument),
           !reachesWholeList(reach), try prepareGroupedWindows(for: command, declared: entry, reach: reach) {
            cache.window = nil
            return
        }
        if waits || reachesWholeList(reach) || storedDocument.settings.grouping != nil || !(filterQuery?.isWordsOnly ?? true) {
            try readWholeList()
            return
        }
        // Moving, naming and numbering in a long section read a window of it.
        if let windows = windowsNeeded(for: command, declared: entry) {
            try readWindows(windows.near)
            // A jump reads the row it lands on and the one either side: a step on from it reads more.
            try readWindows(windows.jumps, margin: 1)
            // The rows selected stay read (`trim` keeps them); one another session's change let go is read again.
            if selectionHeld { try readRows(state.selection) }
            cache.window = nil
            return
        }
        // A step that stays inside the focus's section reads nothing more: moving
        // through a long section does not read the sections around it each time.
        if let within = sectionsForStepping(reach) {
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
        if hasList, readsGroupedWindows(storedDocument) { return trimGroupedWindows() }
        // Grouped, or filtered by states, the list is heard whole; it stays read.
        guard hasList, isLong(storedDocument), filterQuery?.isWordsOnly ?? true || cache.filter?.rows.isPaged == true else { return }
        trimWindows()
        let document = storedDocument
        var read = document.readRowCount
        guard read > environment.windowRows / 2 else { return }
        let kept = sectionsKept()
        let here = view.sectionIndex(of: state.focus) ?? 0
        let far = document.heldSectionIndices
            .filter { !kept.contains(document.sections[$0].id) }
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

    /// A window grown past a few pages by moving on is cut back to the rows around
    /// the focus and the rows the person is working with.
    /// A section of more rows than that read whole, by a command that reached all of
    /// it, goes back to a window the same way, so that the commands after it cost
    /// the rows they name again, not the section (`add` after an action on a whole
    /// selection read a section of 500,000 rows: 475 ms a line).
    private func trimWindows() {
        let limit = environment.windowMargin * 64
        let document = storedDocument
        guard document.readRowCount > limit else { return }
        var long = document.windowSections.filter { (document.section($0)?.rows.count ?? 0) > limit }
        // A count the store fails to give is said after the answer; the sections stay read.
        if readsWindows(document) || readsSortedWindows(document), !reading(true, { try hasWaitingRows() }) {
            long += document.heldSectionIndices.map { document.sections[$0] }.filter { $0.isLoaded && $0.rows.count > limit }.map(\.id)
        }
        trim(long, around: limit / 4, whole: true)
    }

    /// Once a reading has said a page of a section's rows, they go: its window is
    /// cut back to the rows next to the focus and the rows the person is working with.
    func letGoOfRowsRead(in section: SectionID) {
        if readsGroupedWindows(storedDocument) { return trimGroupedWindows([section], around: environment.windowMargin) }
        trim([section], around: environment.windowMargin)
    }

    /// The rows a reading that stopped after a page says on `more`.
    private var rowsPending: [RowID] {
        (state.pendingRead?.items ?? []).compactMap { if case .row(let id) = $0 { id } else { nil } }
    }

    /// Cuts these windows back to the rows within `reach` ranks of the focus and the
    /// rows in use; with `whole`, these sections read whole too.
    private func trim(_ ids: [SectionID], around reach: Int, whole: Bool = false) {
        let document = storedDocument
        let long = ids.compactMap { document.section($0) }.filter { $0.isWindow || whole && $0.isLoaded }
        guard !long.isEmpty else { return }
        var keep = state.selection
        if case .rows(let offered)? = state.choice { keep.formUnion(offered.candidates) }
        if let open = state.swipe { keep.insert(open.row) }
        if let detail = state.detailRow { keep.insert(detail) }
        keep.formUnion(state.detailStack)
        if let gap = state.gap { keep.formUnion([gap.previous, gap.next].compactMap { $0 }) }
        keep.formUnion(rowsPending)
        // The rows a filter read a page at a time holds, and those a filter of an outline found few of (`readFound`).
        if let kept = cache.filter, kept.list == state.listID,
           kept.rows.isPaged || document.isNested && Self.readsHitsInWindows(document, found: kept.rows.rows.count) {
            keep.formUnion(kept.rows.rows)
        }
        var focusRank: (SectionID, Int)?
        if case .row(let id) = state.focus, let sid = document.sectionID(of: id), let section = document.section(sid),
           let k = section.index(of: document.ancestors(of: id).first ?? id) {
            focusRank = (sid, section.rank(atIndex: k))
        }
        library.update(state.listID) { d in
            for section in long {
                let ranks = focusRank.flatMap { $0.0 == section.id ? ($0.1 - reach)..<($0.1 + reach) : nil } ?? 0..<0
                if section.isLoaded {
                    d.windowWhole(section.id, keeping: ranks) { keep.contains($0.id) }
                } else {
                    d.trimWindow(section.id, keeping: ranks) { keep.contains($0.id) }
                }
            }
        }
        cache.grouped = nil
        cache.started = nil
        cache.window = nil
    }

    /// After another session's change, finds in the store where each run of these
    /// windows now starts; a window whose head the store no longer has in that
    /// section is let go. A store that can't answer is thrown, as any read is,
    /// once the windows it could not place are let go (their rows stay in the store).
    func placeRuns(of sections: Set<SectionID>, in list: ListID) throws {
        guard !sections.isEmpty else { return }
        // In a field's order a run's rows need not stay together: each row is placed.
        if library.list(list)?.settings.ordering != .manual { return try placeSortedWindows(of: list) }
        defer {
            cache.grouped = nil
            cache.started = nil
            cache.window = nil
        }
        var unplaced = sections
        do {
            for id in sections {
                guard let heads = library.list(list)?.runHeads(id), !heads.isEmpty else {
                    unplaced.remove(id)
                    continue
                }
                let ranks = try heads.map { head -> Int? in
                    guard let (section, rank) = try store.rank(of: head), section == id else { return nil }
                    return rank
                }
                library.update(list) { document in document.placeRuns(id, at: ranks) }
                unplaced.remove(id)
            }
        } catch {
            library.update(list) { document in
                for id in unplaced { document.release(id) }
            }
            throw error
        }
    }

    /// Reads the sections an undo step's change touched, so its inverse finds them.
    /// Rows put back in a list sorted by a field, by an undo that does not read only its
    /// rows (`undoReadsWhole`), stay where they are held until it is sorted again: the
    /// sections near the focus are read whole, so that they are said where a list read
    /// whole says them.
    /// A change to sections' headers, footers or headings alone touched no row, and its
    /// inverse needs none: the section is not read (the undo of `footer` on a section of
    /// 500,000 rows read it whole, 9 s).
    func readSections(touchedBy entry: UndoEntry, putting operation: ListoModel.Operation) throws {
        for changes in entry.changes {
            let touchesRows = !changes.rows.isEmpty || !changes.removedRows.isEmpty || !changes.rowSections.isEmpty || changes.bulk != nil
            try readSections(touchesRows ? changes.rowSections.union(changes.sections) : [], of: changes.list)
        }
        if case .restoreRows = operation, operation.list == state.listID, readsSortedWindows(storedDocument) {
            try readSections(sectionsNearFocus())
        }
    }

    /// Whether undoing a step in a list sorted by a field read in windows reads the
    /// sections it touched whole, as before: rows put back by the undo of anything but
    /// a value set, an action on rows (moving none to another section), a delete or an
    /// add, whose rows are read with the rows beside them in the field's order
    /// (`Operation.needs(in:)`), or put back where the order puts them.
    func undoReadsWhole(_ entry: UndoEntry) -> Bool {
        // A move to a list undone reads the rows beside where each goes back (`Operation.needs(in:)`).
        if case .transferRows(let from, let to, let put) = entry.inverse, put.count <= ListoModel.Operation.rowsPlacedOneByOne,
           let target = library.list(to), target.isWindowed, library.list(from)?.isWindowed != true {
            if case .field = target.settings.ordering, target.settings.grouping == nil { return false }
            if target.putsBackInWindows, put.allSatisfy({ $0.parent == nil }) { return false }
        }
        if entry.inverse.readsWholeSections(in: library) { return true }
        guard case .restoreRows = entry.inverse, let document = library.list(entry.inverse.list), case .field = document.settings.ordering,
              document.settings.grouping == nil, document.isWindowed else { return false }
        switch entry.forward {
        case .setField, .toggleField, .deleteRows, .addRow, .addChild, .moveRows: return false
        case .runAction(_, _, let action): return action.effects.contains { if case .moveToSection = $0 { true } else { false } }
        default: return true
        }
    }

    /// Whether an undo put rows back where the list holds them (the undo of a value set
    /// or an action on rows, every row still there): a list read whole keeps them where
    /// it holds them until it is sorted again, and so do its windows, read in the order
    /// they were read in before it (`ReadCache.order`) until the store moves again.
    func putBackWhereHeld(_ entry: UndoEntry, _ outcome: Outcome) -> Bool {
        guard mayPutBackWhereHeld(entry), case .restoreRows(_, _, let removed) = outcome.inverse else { return false }
        return removed.isEmpty
    }

    /// Whether an undo may put rows back where the list holds them: the undo of a value
    /// set or an action on rows, in a list sorted by a field read in windows. Where the
    /// order they were read in can't be kept (another session committed since), the
    /// sections near the focus are read whole for it, as before.
    func mayPutBackWhereHeld(_ entry: UndoEntry) -> Bool {
        guard case .restoreRows(let list, let put, let remove) = entry.inverse, !put.isEmpty, remove.isEmpty,
              let document = library.list(list), case .field = document.settings.ordering, document.settings.grouping == nil,
              document.isWindowed else { return false }
        switch entry.forward {
        case .setField, .toggleField, .runAction: return !undoReadsWhole(entry)
        default: return false
        }
    }

    /// Whether no other session has committed since this one last read the journal, as a
    /// store asked without waiting says (SQLite's data_version, the memory store's
    /// journal); a store that can't say so cheaply counts as one that may have.
    var nothingCommittedElsewhere: Bool {
        if let file = store as? Store { return !file.othersCommitted() }
        if let memory = store as? MemoryRepository { return !memory.othersCommitted() }
        return false
    }

    /// Before an undo that may put rows back where they are held: the order of the
    /// sections holding them, as the windows were read in it, asked now (8 bytes a row).
    func orderHolding(_ entry: UndoEntry) throws -> SortedOrder? {
        guard case .restoreRows(let list, let put, let remove) = entry.inverse, remove.isEmpty, list == state.listID,
              readsSortedWindows(storedDocument), case .field(let field) = storedDocument.settings.ordering, !undoReadsWhole(entry) else { return nil }
        for section in Set(put.filter { $0.parent == nil }.map(\.section)) where storedDocument.section(section)?.isLoaded == false {
            _ = try sortedIDs(of: section, by: field)
        }
        return cache.order
    }

    /// Whether a command reaches the whole list, from what its declaration says it reaches.
    private func reachesWholeList(_ reach: Reach) -> Bool {
        switch reach {
        case .noRows: return false
        // Near the focus, unless the rotor moves by a state, whose next can be anywhere: where
        // the store finds that next (Session+StateRotor.swift), near the focus too.
        case .nearFocus, .counts, .step, .end, .focused, .back: return state.rotor == .state && stateRotorHits == nil
        case .asItGoes: return false
        case .wholeList: return true
        case .wholeListToSelectAll:
            // Selecting every row is a rule, counted from the store: it reads no rows.
            return false
        case .wholeListForStates(let text):
            let query = try? StateTerms.parse(text, fields: storedDocument.settings.fields, today: today, dayMonth: dayMonth)
            return query.map { !$0.isWordsOnly } ?? false
        }
    }

    /// What a step by items (`next`, `previous`) and the focused item itself (`where`,
    /// `read`) reach, as their declarations say (`Reach.step`, `.focused`), when the
    /// item they lead to is in the focus's section, already read: that section and the
    /// sections kept. Nil for any other reach or step, which reads the sections near the focus.
    private func sectionsForStepping(_ reach: Reach) -> Set<SectionID>? {
        guard state.rotor == .items, state.filter == nil, let here = view.sectionIndex(of: state.focus) else { return nil }
        let v = view
        let section = v.sections[here]
        guard section.isLoaded else { return nil }
        func inside(_ item: Focus?) -> Bool {
            guard let item, let i = v.sectionIndex(of: item) else { return false }
            return i == here
        }
        switch reach {
        case .focused: break
        case .step(let forward): guard inside(forward ? v.item(after: state.focus) : v.item(before: state.focus)) else { return nil }
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
        rows.formUnion(rowsPending)
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
