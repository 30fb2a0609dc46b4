import ListoAnnouncer
import ListoModel
import ListoStore

/// Say-all: `list`, `list all` and `read on` read a stretch of the list as a
/// screen reader's continuous reading does, not as a series of focus moves. A
/// section's place and count are said once, in its header; rows follow with
/// their states but without positions or actions. A reading longer than a page
/// stops and says how many rows are left; `more` goes on. Where a reading stops,
/// focus stops, as a screen reader leaves its cursor where reading was cut off.
/// What is left of a say-all that stopped after a page.
/// What is left of a long answer said a page of lines at a time.
struct PendingPage: Equatable {
    /// The answer's lines not yet said, and how many at their end are not counted (a hint).
    var lines: [String]
    var trailing: Int
    /// The hits of a search read a page at a time still to say, after `lines`.
    var search: SearchPages?
    /// The sections of `sections` still to say, made into lines as they are said.
    var sections: SectionPages?
    /// The rows of `selection` still to say, read from the store as they are said.
    var selection: SelectionPages?
}

/// What is left of `sections` said a page at a time: the next section to say and how many are left.
struct SectionPages: Equatable {
    var next: SectionID
    var left: Int
}

struct PendingRead: Hashable {
    var items: [Focus]
    /// A section read a page of rows at a time, whose rows from a rank on are still to read after `items`.
    var window: ReadingWindow?
    /// A section's rows under a filter read a page at a time, still to read after `items`.
    var hits: HitsToRead?
    /// Sections of a long list still to read after `items`, read from the store as the reading reaches them.
    var sections: [SectionID] = []
    var toTheEnd: Bool
    /// The level of the last row said, so the next page says a level only where it changes.
    var level: Int
}

/// Where a reading is in a section of a long list that it reads a page of rows at
/// a time: the rank of the next top-level row to read, and the last row read, by
/// which that rank is found again after another session's change.
struct ReadingWindow: Hashable {
    var section: SectionID
    var next: Int
    var after: RowID?
}

/// The rows of one section a filter read a page at a time lets through, from a place
/// among all it lets through on: read from the store as the reading reaches them.
struct HitsToRead: Hashable {
    var section: SectionID
    var from: Int
}

extension Session {
    /// The items of these sections in reading order: header (or the list's title
    /// for rows outside any section), rows with the rows shown inside them, footer.
    func readingItems(_ indices: [Int]) -> [Focus] {
        let v = view
        var items: [Focus] = []
        for i in indices {
            let s = v.sections[i]
            items.append(s.header == nil && v.sections.count == 1 ? .title : .header(s.id))
            items += v.shownOutline(s).map { .row($0.row.id) }
            if s.footer != nil { items.append(.footer(s.id)) }
        }
        return items
    }

    /// A list that reads as nothing: empty, or every row hidden by the filter on, said as such.
    func nothingShown(_ v: ListView) -> Announcement {
        if let filter = state.filter { return .filterHidesAll(list: v.document.name, filter: filter) }
        return .emptySection(v.document.name)
    }

    func listCommand(_ scope: ListScope) throws -> [Announcement] {
        guard hasList else { throw Refusal.emptyList("") }
        let v = view
        let indices: [Int]
        // A long list read in windows reads a section's rows a page at a time as the reading reaches them.
        let inPages = isLong(storedDocument) && (readsWindows(storedDocument) || readsSortedWindows(storedDocument)) || readsGroupedWindows(storedDocument)
        switch scope {
        case .all where isLong(storedDocument):
            let ids = v.shownSectionIndices.map { v.sections[$0].id }
            if ids.isEmpty { return [nothingShown(v)] }
            return try sayAll(state.filter == nil ? [] : [.title], sections: ids, toTheEnd: true, followingFocus: false)
        case .all: indices = v.shownSectionIndices
        case .focused:
            // The focused section when the filter shows it, else the first it shows.
            let here = v.sectionIndex(of: state.focus).flatMap { v.shownSectionIndices.contains($0) ? $0 : nil }
            indices = [here ?? v.firstShownSection].compactMap { $0 }
        case .section(let reference):
            do {
                // Read in pages, the section is read as the reading reaches it, not before.
                indices = [v.document.sectionIndex(of: try inPages ? findSection(reference) : resolveSection(reference))!]
            } catch Refusal.noSuchSection(let name) {
                // Not a section: a row's name reads that row and everything inside it, expanded or not.
                guard let id = try rowIfNamed(.title(name)), let row = v.document.row(id) else {
                    // A section the filter hides reads as the list does: nothing matches there.
                    if let filter = state.filter, let hidden = hiddenSection(named: name) { return [.filterHidesAll(list: hidden, filter: filter)] }
                    throw Refusal.noSuchSection(name)
                }
                let base = v.document.level(of: id)
                return try sayAll(v.subtree(row).map { .row($0.row.id) }, toTheEnd: false, followingFocus: false, level: base == 1 ? 1 : 0)
            }
        }
        if indices.isEmpty { return [nothingShown(v)] }
        if let hits = hitsToRead(indices[0]), indices.count == 1 {
            let s = v.sections[indices[0]]
            let head: Focus = s.header == nil && v.sections.count == 1 ? .title : .header(s.id)
            return try sayAll(head == .title ? [.title] : [.title, head], hits: hits, toTheEnd: indices.last == v.lastShownSection,
                              followingFocus: false)
        }
        if inPages {
            return try sayAll([], sections: indices.map { v.sections[$0].id }, toTheEnd: indices.last == v.lastShownSection, followingFocus: false)
        }
        var items = readingItems(indices)
        // While filtering, the reading starts with the title, which names the filter and counts its matches.
        if state.filter != nil && items.first != .title { items.insert(.title, at: 0) }
        return try sayAll(items, toTheEnd: indices.last == v.lastShownSection, followingFocus: false)
    }

    func readOn() throws -> [Announcement] {
        guard state.column == .content else { return try read(nil) }
        let v = view
        if state.filter != nil && v.shownSectionIndices.isEmpty { return [nothingShown(v)] }
        if isLong(storedDocument) || readsGroupedWindows(storedDocument) {
            // From the focus's section on, each section read as the reading reaches it.
            let shown = v.shownSectionIndices
            let here = v.sectionIndex(of: state.focus).flatMap { shown.firstIndex(of: $0) } ?? 0
            guard here < shown.count else { return try sayAll([], toTheEnd: true, followingFocus: true) }
            let later = shown[(here + 1)...].map { v.sections[$0].id }
            let section = v.sections[shown[here]]
            if readsInPages(section) {
                switch state.focus {
                case .row(let id):
                    // From the page that starts with the focus's row, or the row it is inside.
                    let top = storedDocument.ancestors(of: id).first ?? id
                    guard let k = section.index(of: top) else { break }
                    var window: ReadingWindow? = ReadingWindow(section: section.id, next: section.rank(atIndex: k))
                    let page = try readingPage(&window, rows: readingPageRows(saidSoFar: 0))
                    let start = page.firstIndex(of: state.focus) ?? 0
                    return try sayAll(Array(page[start...]), window: window, sections: later, toTheEnd: true, followingFocus: true)
                case .footer(let id) where section.footer != nil:
                    return try sayAll([.footer(id)], sections: later, toTheEnd: true, followingFocus: true)
                default:
                    break
                }
                return try sayAll([], sections: [section.id] + later, toTheEnd: true, followingFocus: true)
            }
            // A section not read in pages is read whole first (one of an outline sorted by a field):
            // its rows held near the focus alone were said, and the reading stopped.
            if state.filter == nil, !section.isLoaded, storedDocument.section(section.id) != nil { try readSections([section.id]) }
            let items = readingItems([shown[here]])
            let start = items.firstIndex(of: state.focus) ?? 0
            return try sayAll(namingFilter(Array(items[start...])), sections: later, toTheEnd: true, followingFocus: true)
        }
        let items = readingItems(v.shownSectionIndices)
        let start = items.firstIndex(of: state.focus) ?? 0
        return try sayAll(namingFilter(Array(items[start...])), toTheEnd: true, followingFocus: true)
    }

    /// While filtering, a reading from the focus on starts with the title, which names the filter, as list does.
    private func namingFilter(_ items: [Focus]) -> [Focus] {
        state.filter != nil && items.first != .title ? [.title] + items : items
    }

    /// A long answer said as a say-all is: its first line and a page of lines
    /// after it, then how many lines are left; `more` goes on. `trailing` lines
    /// (a hint) are not counted, and come after the last page.
    func paged(_ answer: Announcement, trailing: Int = 0) -> [Announcement] {
        state.pendingPage = nil
        let lines = hearing.announcer.lines(answer)
        guard let page = settings.page, lines.count - trailing > page + 1 else { return [answer] }
        state.pendingRead = nil
        return [.page(Array(lines.prefix(page + 1)))] + state.nextPage(PendingPage(lines: Array(lines.dropFirst(page + 1)), trailing: trailing), said: 0)
    }

    /// An answer whose first announcement is long and whose others are lines to say
    /// after it (the move an actions list also offers), paged as `paged` does with
    /// those lines last.
    func pagedFirst(_ answer: [Announcement]) -> [Announcement] {
        guard let first = answer.first else { return answer }
        let after = answer.dropFirst().flatMap(hearing.announcer.lines)
        guard let page = settings.page, hearing.announcer.lines(first).count > page + 1 else {
            state.pendingPage = nil
            return answer
        }
        return paged(.page(hearing.announcer.lines(first) + after), trailing: after.count)
    }

    /// An answer of one announcement paged as `paged` does; an answer of several
    /// (a change said with its news) is said as it is.
    func pagedWhole(_ answer: [Announcement]) -> [Announcement] {
        guard answer.count == 1, let only = answer.first else { return answer }
        return paged(only)
    }

    func more() throws -> [Announcement] {
        if let offered = try moreCandidates() { return offered }
        if let offered = state.turn.offered, offered.lastsThroughMore, state.pendingPage != nil { state.choice = offered }
        if let rest = state.pendingPage, let search = rest.search { return try moreHits(search) }
        if let rest = state.pendingPage, let sections = rest.sections { return moreSections(sections) }
        if let rest = state.pendingPage, let selection = rest.selection { return try moreSelection(selection) }
        if let rest = state.pendingPage {
            let counted = rest.lines.count - rest.trailing
            guard let page = settings.page, page < counted else {
                state.pendingPage = nil
                return [.page(rest.lines)]
            }
            return [.page(Array(rest.lines.prefix(page)))] + state.nextPage(rest, said: page)
        }
        // Help's pages need no list; with nothing left to say and no list, the list is what is missing.
        guard hasList else { throw Refusal.said(.rNoListYetFor(commandWord("more"))) }
        guard let rest = state.pendingRead else { throw Refusal.nothingMore }
        try readRows(rest.items.compactMap { if case .row(let id) = $0 { id } else { nil } })
        // Rows and sections deleted since the page was said are skipped.
        let d = document
        let left = rest.items.filter { item in
            switch item {
            case .title: return true
            // Known by the document's index of rows: a row's path is a search of its section (a whole
            // filter's 11,000 rows left in a section of 100,000: 2.6 s in release, minutes in debug).
            case .row(let id): return d.contains(id)
            case .header(let id), .footer(let id): return d.section(id) != nil
            }
        }
        var window = rest.window
        if var w = window {
            // A page further on starts after the last row read, wherever another session's change has put it.
            if d.section(w.section) == nil {
                window = nil
            } else {
                if let after = w.after, let (section, rank) = try rankInOrder(of: after), section == w.section { w.next = rank + 1 }
                window = w
            }
        }
        return try sayAll(left, window: window, hits: rest.hits.flatMap { d.section($0.section) != nil ? $0 : nil },
                          sections: rest.sections.filter { d.section($0) != nil }, toTheEnd: rest.toTheEnd,
                          followingFocus: true, level: rest.level)
    }

    /// Says items up to a page of rows. Following focus, focus moves with the
    /// reading; either way a reading that stops leaves focus on its last row.
    /// `toTheEnd`: the items run to the list's end, which a finished reading cues.
    /// `level`: the level last said; a row says its level only where it changes.
    /// `window`: a section of a long list whose rows from a rank on follow `items`,
    /// read a page at a time. `hits`: a section's rows a filter lets through, read
    /// a page at a time the same way. `sections`: sections of a long list to read after
    /// them, each read from the store when the reading reaches it, in pages of
    /// rows where the list is read in windows. A reading with no page is said a
    /// page of rows at a time as it goes, and each page let go once said.
    func sayAll(_ items: [Focus], window: ReadingWindow? = nil, hits: HitsToRead? = nil, sections: [SectionID] = [], toTheEnd: Bool, followingFocus: Bool,
                level: Int = 1) throws -> [Announcement] {
        let read = {
            try self.sayingAll(items, window: window, hits: hits, sections: sections, toTheEnd: toTheEnd, followingFocus: followingFocus, level: level)
        }
        // A reading with no page stops itself at Ctrl-C after the section being said, so that
        // more goes on from there: its statements are not stopped under it.
        guard settings.page == nil, environment.early != nil else { return try read() }
        return try CommandStop.heldBack(read)
    }

    private func sayingAll(_ items: [Focus], window: ReadingWindow?, hits: HitsToRead?, sections: [SectionID], toTheEnd: Bool, followingFocus: Bool,
                           level: Int) throws -> [Announcement] {
        var items = items
        var window = window
        var hits = hits
        var sections = sections[...]
        var level = level
        var out: [Announcement] = []
        var rowsSaid = 0
        var lastRow: Focus?
        var next = items.startIndex
        /// The section whose page was said last, let go once said.
        var paged = window?.section
        while true {
            if next == items.endIndex, let reading = hits {
                let (more, after) = try hitItems(reading)
                hits = after
                items = more
                if after == nil, document.section(reading.section)?.footer != nil {
                    items.append(.footer(reading.section))
                }
                next = items.startIndex
                continue
            }
            if next == items.endIndex {
                guard window != nil || !sections.isEmpty else { break }
                // The rows of a page not read yet wait for more: a full page stops before a row.
                if window != nil, let page = settings.page, rowsSaid == page { break }
                if settings.page == nil, let early = environment.early, !out.isEmpty {
                    early(takeHeard() + out)
                    out.removeAll()
                    // Ctrl-C stops a long reading where it is; more goes on from there. Focus
                    // goes to its last row first, so that the rows let go are those away from it.
                    let stopping = environment.takeStopRequest()
                    if stopping, let lastRow { state.focus = lastRow }
                    if let paged { letGoOfRowsRead(in: paged) }
                    releaseFarSections()
                    if stopping { break }
                }
                next = 0
                if window != nil {
                    paged = window?.section
                    items = try readingPage(&window, rows: readingPageRows(saidSoFar: rowsSaid))
                    continue
                }
                let section = sections.removeFirst()
                if let i = storedDocument.sectionIndex(of: section), let filtered = hitsToRead(i) {
                    items = [.header(section)]
                    hits = filtered
                    continue
                }
                if let s = windowDocument.section(section), readsInPages(s) {
                    paged = section
                    items = try startReading(s, window: &window, rows: readingPageRows(saidSoFar: rowsSaid))
                } else {
                    // Under a filter holding every row it shows where it is, the section's rows it shows are read.
                    if !filterHeldInWindows { try readSections([section]) }
                    let heard = readsGroupedWindows(storedDocument) ? view.document : storedDocument
                    items = heard.sectionIndex(of: section).map { readingItems([$0]) } ?? []
                }
                continue
            }
            let item = items[next]
            if case .row = item {
                if let page = settings.page, rowsSaid == page { break }
                rowsSaid += 1
                lastRow = item
            }
            out += reading(item, level: &level)
            if followingFocus { state.focus = item }
            next += 1
        }
        let rest = Array(items[next...])
        let restSections = Array(sections)
        state.pendingRead = rest.isEmpty && window == nil && hits == nil && restSections.isEmpty
            ? nil : PendingRead(items: rest, window: window, hits: hits, sections: restSections, toTheEnd: toTheEnd, level: level)
        if let pending = state.pendingRead {
            if let lastRow { state.focus = lastRow }
            // The rows shown inside others are counted as they will be said, those of
            // a section of an outline not read yet by the store.
            let v = view
            let said: Int = pending.items.filter { if case .row = $0 { true } else { false } }.count
            let inWindow: Int = try pending.window.map { w in
                try v.document.section(w.section).map { s in
                    let after = w.after.flatMap { v.document.row($0)?.position }
                    return try max(0, s.count - w.next) + shownInside([s], only: s.id, after: w.next == 0 ? nil : after)[s.id, default: 0]
                } ?? 0
            } ?? 0
            let inHits: Int = pending.hits.map { hitsLeft($0, in: v) } ?? 0
            let later = pending.sections.compactMap { v.document.section($0) }
            let inside = try shownInside(later)
            let inSections: Int = later.reduce(0) { $0 + rowsToRead($1) + inside[$1.id, default: 0] }
            let left = said + inWindow + inHits + inSections
            out.append(.moreToRead(rows: left))
        } else if toTheEnd {
            out.append(.endOfRead)
        }
        if followingFocus || !rest.isEmpty { state.actionIndex = nil }
        // What is said is in `out`: the last page's rows go too, but for those near the focus and those left for more.
        if let paged { letGoOfRowsRead(in: paged) }
        return out
    }

    /// Whether a reading reads this section of the open list a page of rows at a
    /// time: a section not read whole of a list read in windows, whose rows hold no
    /// rows inside them (the rows shown inside others are counted only when read).
    func readsInPages(_ section: Section) -> Bool {
        let document = storedDocument
        guard !section.isLoaded else { return false }
        // What is left of a section holding rows inside others is counted by its rows' places, its own order's.
        return readsWindows(document)
            || (readsSortedWindows(document) || readsGroupedWindows(document)) && !document.unreadNesting.contains(section.id)
    }

    /// The rows shown inside the top-level rows of sections not read whole, by section, as
    /// the store counts them in one asking for them all; `section`, of that one's rows after
    /// `position` (all when nil) alone. None where a section is read, folded, or holds no row
    /// inside another, and nothing asked where no section is so.
    func shownInside(_ sections: [Section], only section: SectionID? = nil, after position: Int64? = nil) throws -> [SectionID: Int] {
        let asked = Set(sections.filter { !$0.isLoaded && storedDocument.unreadNesting.contains($0.id) && !view.isFolded($0) }.map(\.id))
        guard !asked.isEmpty, !filterHeldInWindows else { return [:] }
        return try store.shownRowsInside(of: state.listID, section: section, after: position).filter { asked.contains($0.key) }
    }

    /// How many rows a page of a reading reads: a page as the reading runs with no
    /// page setting, else what is left of the page to say, and a row to stop on.
    func readingPageRows(saidSoFar: Int) -> Int {
        guard let page = settings.page else { return environment.readingPage }
        return min(environment.readingPage, max(1, page - saidSoFar))
    }

    /// A section's first items as a reading says them: its header, and the first
    /// page of its rows (none while it is folded); `window` is left where the next
    /// page starts, or nil with the footer said after the last row.
    private func startReading(_ section: Section, window: inout ReadingWindow?, rows: Int) throws -> [Focus] {
        let v = view
        let head: Focus = section.header == nil && v.sections.count == 1 ? .title : .header(section.id)
        guard !v.isFolded(section) else {
            window = nil
            return [head] + (section.footer == nil ? [] : [.footer(section.id)])
        }
        window = ReadingWindow(section: section.id, next: 0)
        // The page is read before the header is said, which says a section whose rows are all hidden as empty.
        let page = try readingPage(&window, rows: rows)
        return [head] + page
    }

    /// The next page of a section a reading reads in pages: up to `rows` top-level
    /// rows from the window's rank, read from the store by that range of ranks, with
    /// the rows shown inside them; after the section's last row, its footer, and
    /// `window` becomes nil.
    func readingPage(_ window: inout ReadingWindow?, rows: Int) throws -> [Focus] {
        guard var w = window, let count = windowDocument.section(w.section)?.count else {
            window = nil
            return []
        }
        let ranks = w.next..<max(w.next, min(w.next + rows, count))
        try readWindows([(w.section, ranks)], margin: 0)
        let v = view
        guard let section = v.document.section(w.section) else {
            window = nil
            return []
        }
        var items: [Focus] = []
        func walk(_ row: Row) {
            items.append(.row(row.id))
            for child in v.shownChildren(row) { walk(child) }
        }
        for rank in ranks {
            guard let k = section.index(ofRank: rank) else { break }
            walk(section.rows[k])
            w.after = section.rows[k].id
            w.next = rank + 1
        }
        // The store had fewer rows than its count said: the section ends here.
        if items.isEmpty || w.next >= section.count {
            window = nil
            if section.footer != nil { items.append(.footer(section.id)) }
        } else {
            window = w
        }
        return items
    }

    /// The rows a say-all will say of a section it has not reached: those shown, with
    /// the rows shown inside them, as a section read says them; a section not read
    /// yet by its count of top-level rows (the rows shown inside them: `shownInside`).
    private func rowsToRead(_ section: Section) -> Int {
        if !section.isLoaded, let filter = rowFilter(), filter.isPaged { return filter.count(in: section) }
        // Under a filter holding every row it shows where it is, those read are all it shows.
        guard section.isLoaded || filterHeldInWindows else { return view.isFolded(section) ? 0 : section.count }
        return view.shownOutline(section).count
    }

    /// One item as a say-all says it; `level` is the level last said.
    func reading(_ item: Focus, level: inout Int) -> [Announcement] {
        switch item {
        case .title:
            level = 1
            return [document.rowCount == 0 ? .emptyListPlaceholder(list: document.name) : titleAnnouncement()]
        case .header(let id):
            level = 1
            guard let section = document.section(id) else { return [] }
            let v = view
            let header = sectionView(id)
            // A header that says "no rows" is not followed by "is empty": only one whose rows are all hidden is.
            let empty = v.shownRows(section).isEmpty && !v.isFolded(section) && header.rows > 0
            return [.readSection(header)] + (empty ? [.emptySection(section.header ?? document.name)] : [])
        case .row(let id):
            guard var row = rowView(id, withActions: false) else { return [] }
            let here = document.isNested ? document.level(of: id) : 1
            if here != level { row.level = here }
            level = here
            return [.readRow(row)]
        case .footer(let id):
            return document.section(id)?.footer.map { [.readFooter($0)] } ?? []
        }
    }
}
