/// One list with its sections. Lookups by id go through small indexes so that
/// moving around a list of a million rows never walks the whole of it; a row
/// below the top level is found by climbing its parents, so a lookup costs the
/// depth times the siblings on the way, never the size of the list.
public struct ListDocument: Hashable, Sendable {
    public var id: ListID
    public var name: String
    public var position: Int64
    public var settings: ListSettings
    public private(set) var sections: [Section]
    private var sectionIndex: [SectionID: Int] = [:]
    /// The first section of each header, by the header's folded key: a section
    /// named by an action or a command is found without folding every header.
    private var sectionKeys = SectionKeys()
    /// Where the sections without a header sit: the only ones a view can leave out unfiltered.
    public private(set) var unnamedSections: [Int] = []
    /// Every row at any depth.
    private var rowSection: [RowID: SectionID] = [:]
    /// Rows below the top level, to their parent.
    private var rowParent: [RowID: RowID] = [:]
    /// Top-level rows of the sections not read, by their counts.
    private var unreadRows = 0
    /// Sections not read that hold rows inside rows, so that a list knows it is an
    /// outline without reading its rows.
    public var unreadNesting: Set<SectionID> = []
    /// Sections whose rows changed since the last operation began: what a
    /// change journals so that others recount them, and what undo reads first.
    private(set) var touchedSections: Set<SectionID> = []
    /// Windows a change put a row into without the rows read beside it saying its
    /// rank: the change is applied again to the sections read whole.
    private(set) var windowMisses: Set<SectionID> = []
    /// Every section read as a window, and perhaps some that no longer are: what
    /// looking for the windows walks, where the sections of a list are thousands.
    private var mayBeWindows: Set<SectionID> = []
    /// Every section holding rows, read whole or as a window, and perhaps some that no
    /// longer do: what looking for the sections held walks after each command, where the
    /// sections of a list are thousands (a `next` on a list of 10,000 sections walked them all).
    private var mayHoldRows: Set<SectionID> = []
    /// The highest position among a section's top-level rows, as the store gave it for a
    /// row about to be added at its bottom, in a list sorted by a field read in windows
    /// (`Operation.Need.adding`): such a window holds its rows by their values, so the
    /// rows it holds do not say it. Kept for that one change (`forgetHighest`).
    public private(set) var highestRead: [SectionID: Int64] = [:]
    /// The lowest such position, as the store gave it for rows moved to a section's top.
    public private(set) var lowestRead: [SectionID: Int64] = [:]

    public init(id: ListID, name: String, position: Int64 = 0, settings: ListSettings = .init(), sections: [Section] = []) {
        self.id = id
        self.name = name
        self.position = position
        self.settings = settings
        // A store hands its sections over in order: sorting them again copies thousands.
        // The sections are read by their fields, not copied whole (a copy retains its
        // header, footer and arrays), and walked once, where a list has 10,000 of them.
        let inOrder = sections.indices.dropFirst().allSatisfy { sections[$0 - 1].position <= sections[$0].position }
        self.sections = inOrder ? sections : sections.sorted { $0.position < $1.position }
        if settings.ordering != .manual { resort() }
        sectionIndex.reserveCapacity(self.sections.count)
        var held = 0
        for i in self.sections.indices {
            let id = self.sections[i].id, rows = self.sections[i].rows.count
            sectionIndex[id] = i
            if self.sections[i].header == nil { unnamedSections.append(i) }
            held += rows
            if !self.sections[i].isLoaded {
                unreadRows += self.sections[i].storedCount - rows
                if rows > 0 { mayBeWindows.insert(id) }
            }
        }
        guard held > 0 else { return }
        rowSection.reserveCapacity(held)
        for section in self.sections where !section.rows.isEmpty {
            for row in section.rows { index(row, section: section.id, parent: nil) }
        }
    }

    public static func == (a: Self, b: Self) -> Bool {
        a.id == b.id && a.name == b.name && a.position == b.position && a.settings == b.settings
            && a.sections == b.sections
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    private mutating func reindexSections() {
        sectionIndex = [:]
        sectionIndex.reserveCapacity(sections.count)
        unnamedSections = []
        for (i, s) in sections.enumerated() {
            sectionIndex[s.id] = i
            if s.header == nil { unnamedSections.append(i) }
        }
        rekeySections()
    }

    /// The headers' index is made again when a section is next named, from the sections as they are then.
    private mutating func rekeySections() {
        sectionKeys = SectionKeys()
    }

    /// `parent` nil leaves `rowParent` alone: a row is unindexed before it is indexed again.
    private mutating func index(_ row: Row, section: SectionID, parent: RowID?) {
        rowSection[row.id] = section
        if let parent { rowParent[row.id] = parent } else { mayHoldRows.insert(section) }
        for child in row.children { index(child, section: section, parent: row.id) }
    }

    private mutating func unindex(_ row: Row) {
        rowSection[row.id] = nil
        rowParent[row.id] = nil
        for child in row.children { unindex(child) }
    }

    /// How deep rows may nest: far more than anyone reads by ear, and few enough
    /// that every walk down a subtree stays shallow.
    public static let maxLevel = 64

    // MARK: Reading

    /// Every row's id at any depth.
    public var allRowIDs: Set<RowID> { Set(rowSection.keys) }

    /// Rows at the top level of their sections: what the list's size counts,
    /// whether their sections are read or not.
    public var rowCount: Int { rowSection.count - rowParent.count + unreadRows }

    /// Top-level rows held in memory: every row of a list read whole.
    public var readRowCount: Int { rowSection.count - rowParent.count }

    /// Whether some sections are known only by their counts: a section not read
    /// always has rows, since one counted empty is taken as read.
    public var isWindowed: Bool { unreadRows > 0 }

    /// Sections whose rows are not read, or not all of them.
    public var unreadSections: [SectionID] { sections.filter { !$0.isLoaded }.map(\.id) }

    /// Sections read as windows: some of their rows held, not all.
    public var windowSections: [SectionID] {
        mayBeWindows.compactMap { id in sectionIndex[id].flatMap { sections[$0].isWindow ? $0 : nil } }.sorted().map { sections[$0].id }
    }

    /// The indices of the sections holding rows, read whole or as windows, in order:
    /// found among the sections that may hold rows, not by walking every section.
    public var heldSectionIndices: [Int] {
        mayHoldRows.compactMap { id in sectionIndex[id].flatMap { sections[$0].rows.isEmpty ? nil : $0 } }.sorted()
    }

    /// Rows at every depth.
    public var totalRowCount: Int { rowSection.count }

    /// Whether any row has rows inside it.
    public var isNested: Bool { !rowParent.isEmpty || !unreadNesting.isEmpty }

    public func sectionIndex(of id: SectionID) -> Int? { sectionIndex[id] }

    public func section(_ id: SectionID) -> Section? {
        sectionIndex[id].map { sections[$0] }
    }

    public func sectionID(of row: RowID) -> SectionID? { rowSection[row] }

    /// The row a row sits inside, nil at the top level.
    public func parent(of row: RowID) -> RowID? { rowParent[row] }

    /// 1 at the top level, 2 for a row's children, and so on.
    public func level(of row: RowID) -> Int {
        var level = 1
        var current = row
        while let up = rowParent[current] {
            level += 1
            current = up
        }
        return level
    }

    /// The row's ancestors from the top level down, not counting itself.
    public func ancestors(of row: RowID) -> [RowID] {
        var chain: [RowID] = []
        var current = row
        while let up = rowParent[current] {
            chain.append(up)
            current = up
        }
        return chain.reversed()
    }

    /// Where a row sits: its section's index and the index of each row on the way
    /// down to it, the last being its index among its siblings.
    public func path(of row: RowID) -> (section: Int, indices: [Int])? {
        guard let sid = rowSection[row], let s = sectionIndex[sid] else { return nil }
        var indices: [Int] = []
        var rows = sections[s].rows
        for step in ancestors(of: row) + [row] {
            guard let i = rows.firstIndex(where: { $0.id == step }) else { return nil }
            indices.append(i)
            rows = rows[i].children
        }
        return (s, indices)
    }

    /// Where a row sits: its section's index and its index among its siblings.
    public func locate(_ row: RowID) -> (section: Int, row: Int)? {
        path(of: row).map { ($0.section, $0.indices.last!) }
    }

    /// A row anywhere in the list, at any depth.
    public func row(_ id: RowID) -> Row? {
        guard let (s, indices) = path(of: id) else { return nil }
        var row = sections[s].rows[indices[0]]
        for i in indices.dropFirst() { row = row.children[i] }
        return row
    }

    /// The rows of these ids in their order: the top-level ones found in one pass over
    /// the sections, any other looked up by its path. Looked up one by one, each a
    /// search of its section, the rows a filter lets through cost their count times the
    /// section's (`goto` under a filter of 200,000 rows of 500,000: more than 3 minutes).
    public func rows(withIDs ids: some Collection<RowID>) -> [Row] { rows(withIDs: Array(ids)) }

    /// `rows(withIDs:)` of a set, in the set's order.
    public func rows(withIDs ids: Set<RowID>) -> [Row] { rows(withIDs: Array(ids), wanted: ids) }

    /// `rows(withIDs:)` of an array. Concrete, as the set's is: the generic one, met first
    /// in a process, had the runtime scan every conformance in the binary for `RowID: Hashable`.
    public func rows(withIDs ids: [RowID]) -> [Row] { rows(withIDs: ids, wanted: Set(ids)) }

    private func rows(withIDs ids: [RowID], wanted: Set<RowID>) -> [Row] {
        var found: [RowID: Row] = [:]
        found.reserveCapacity(wanted.count)
        for section in sections {
            for row in section.rows where wanted.contains(row.id) { found[row.id] = row }
        }
        return ids.compactMap { found[$0] ?? row($0) }
    }

    /// Whether the list holds this row, at any depth: one lookup, whatever its size.
    public func contains(_ row: RowID) -> Bool { rowSection[row] != nil }

    /// Many rows as they are, with their places, in one pass over the rows of
    /// each place they are among, rather than one search per row.
    public func snapshots(of ids: some Sequence<RowID>) -> [RowID: RowSnapshot] {
        var out: [RowID: RowSnapshot] = [:]
        for (place, wanted) in grouped(ids) {
            for row in rows(in: place) ?? [] where wanted.contains(row.id) {
                out[row.id] = RowSnapshot(row: row, section: rowSection[row.id]!, parent: rowParent[row.id])
            }
        }
        return out
    }

    /// Where many rows sit, in one pass over the rows of each place they are among.
    public func places(of ids: some Sequence<RowID>) -> [RowID: RowPlace] {
        var out: [RowID: RowPlace] = [:]
        for (place, wanted) in grouped(ids) {
            guard let siblings = rows(in: place), let first = wanted.first, let sid = rowSection[first],
                  let s = sectionIndex[sid] else { continue }
            let parent = rowParent[first].flatMap { row($0)?.title }
            let level = self.level(of: first)
            // In a section read as a window, a top-level row's place is its rank.
            let window = level == 1 && !sections[s].isLoaded ? sections[s] : nil
            for (i, row) in siblings.enumerated() where wanted.contains(row.id) {
                out[row.id] = RowPlace(id: row.id, title: row.title, index: (window?.rank(atIndex: i) ?? i) + 1,
                                       count: window?.count ?? siblings.count,
                                       section: sections[s].header, level: level, parent: parent)
            }
        }
        return out
    }

    /// Row ids by the place they are among; rows not in the list are left out.
    private func grouped(_ ids: some Sequence<RowID>) -> [RowParent: Set<RowID>] {
        var out: [RowParent: Set<RowID>] = [:]
        for id in ids { if let place = place(of: id) { out[place, default: []].insert(id) } }
        return out
    }

    /// Kept for the detail column's readers: the same as `row(_:)`.
    public func anyRow(_ id: RowID) -> Row? { row(id) }

    /// The rows a row is one of: its section's top-level rows, or its parent's children.
    public func siblings(of id: RowID) -> [Row] {
        if let parent = rowParent[id] { return row(parent)?.children ?? [] }
        guard let sid = rowSection[id], let s = sectionIndex[sid] else { return [] }
        return sections[s].rows
    }

    /// The rows directly inside a place.
    public func rows(in place: RowParent) -> [Row]? {
        switch place {
        case .section(let sid): return section(sid)?.rows
        case .row(let rid): return row(rid)?.children
        }
    }

    /// The place a row is one of the rows of.
    public func place(of id: RowID) -> RowParent? {
        if let parent = rowParent[id] { return .row(parent) }
        return rowSection[id].map(RowParent.section)
    }

    /// Whether `id` is `ancestor` or lies somewhere below it.
    public func isWithin(_ id: RowID, _ ancestor: RowID) -> Bool {
        var current: RowID? = id
        while let c = current {
            if c == ancestor { return true }
            current = rowParent[c]
        }
        return false
    }

    /// How a section is said: its header, or the list's name for the unnamed one.
    public func sectionName(_ id: SectionID) -> String { section(id)?.header ?? name }

    public func section(named name: String) -> Section? {
        sectionKeys.first(named: Names.key(name), among: sections).map { sections[$0] }
    }

    // MARK: Changing, for the operations only

    /// Runs a change on this list in place.
    mutating func change<R>(_ body: (inout ListDocument) throws(ModelError) -> R) throws(ModelError) -> R {
        try body(&self)
    }

    mutating func insertSection(_ section: Section) {
        let at = sections.firstIndex { $0.position > section.position } ?? sections.count
        sections.insert(section, at: at)
        reindexSections()
        for row in section.rows { index(row, section: section.id, parent: nil) }
        if !section.isLoaded { unreadRows += section.storedCount - section.rows.count }
    }

    @discardableResult
    mutating func removeSection(_ id: SectionID) -> Section? {
        guard let i = sectionIndex[id] else { return nil }
        let removed = sections.remove(at: i)
        unreadNesting.remove(id)
        for row in removed.rows { unindex(row) }
        if !removed.isLoaded { unreadRows -= removed.storedCount - removed.rows.count }
        reindexSections()
        return removed
    }

    mutating func updateSection(_ id: SectionID, _ change: (inout Section) -> Void) {
        guard let i = sectionIndex[id] else { return }
        let before = sections[i].position, header = sections[i].header
        change(&sections[i])
        if sections[i].position != before || (sections[i].header != nil) != (header != nil) {
            let moved = sections.remove(at: i)
            let at = sections.firstIndex { $0.position > moved.position } ?? sections.count
            sections.insert(moved, at: at)
            reindexSections()
        } else if sections[i].header != header {
            rekeySections()
        }
    }

    /// The sections touched since last asked, forgetting them.
    mutating func takeTouchedSections() -> Set<SectionID> {
        defer { touchedSections = [] }
        return touchedSections
    }

    /// Notes the highest position the store gives a section's top-level rows (`highestRead`).
    public mutating func noteHighest(_ position: Int64, of section: SectionID) {
        highestRead[section] = position
    }

    /// Notes the lowest position the store gives a section's top-level rows (`lowestRead`).
    public mutating func noteLowest(_ position: Int64, of section: SectionID) {
        lowestRead[section] = position
    }

    /// Forgets the highest and lowest positions noted: they hold for the change they were read for.
    public mutating func forgetHighest() {
        if !highestRead.isEmpty { highestRead = [:] }
        if !lowestRead.isEmpty { lowestRead = [:] }
    }

    /// Whether a top-level row put into this section would have a rank the rows held
    /// give: the section is read whole, or the rows held either side of where the list's
    /// order puts it lie beside each other there (as `insertIntoWindow` places it).
    public func holdsPlace(of row: Row, in sid: SectionID) -> Bool {
        guard let section = section(sid) else { return false }
        guard !section.isLoaded else { return true }
        let ordering = settings.ordering
        let held = section.rows, ranks = section.heldRanks()
        let i = held.firstIndex { ordering.precedes(row, $0) } ?? held.count
        return Section.rankBetween(i > 0 ? ranks[i - 1] : nil, i < held.count ? ranks[i] : nil, count: section.storedCount) != nil
    }

    /// The windows a row went into at a rank not known, since last asked, forgetting them.
    mutating func takeWindowMisses() -> Set<SectionID> {
        defer { windowMisses = [] }
        return windowMisses
    }

    /// Puts top-level rows, in the list's order, into a section read as a window (or
    /// known by its count alone), each at its place by that order, in one merge with
    /// the rows held: a row's rank is that of the row held after it, or one past the
    /// row before it, and the ranks after it move on by one, as does the section's
    /// count. A rank the rows held do not say is a miss. One pass, however many rows
    /// arrive: a row at a time would copy the window's ranks once a row.
    private mutating func insertIntoWindow(_ arriving: [Row], _ s: Int) {
        touchedSections.insert(sections[s].id)
        let ordering = settings.ordering
        let held = sections[s].rows, heldRanks = sections[s].heldRanks()
        var rows: [Row] = [], ranks: [Int] = []
        rows.reserveCapacity(held.count + arriving.count)
        ranks.reserveCapacity(held.count + arriving.count)
        var i = 0, count = sections[s].storedCount
        for row in arriving {
            // As one row put in: it goes before the first row held that it precedes.
            while i < held.count && !ordering.precedes(row, held[i]) {
                rows.append(held[i])
                ranks.append(heldRanks[i] + (count - sections[s].storedCount))
                i += 1
            }
            let after = i < held.count ? heldRanks[i] + (count - sections[s].storedCount) : nil
            let rank: Int
            if let known = Section.rankBetween(ranks.last, after, count: count) {
                rank = known
            } else {
                windowMisses.insert(sections[s].id)
                rank = ranks.last.map { $0 + 1 } ?? 0
            }
            rows.append(row)
            ranks.append(rank)
            count += 1
        }
        let moved = count - sections[s].storedCount
        rows += held[i...]
        ranks += heldRanks[i...].map { $0 + moved }
        sections[s].rows = rows
        sections[s].storedCount = count
        settleRuns(s, ranks)
    }

    /// Takes top-level rows out of a window: the ranks after each move back by one,
    /// and the section's count goes down. What is left of the window stays held.
    private mutating func removeFromWindow(_ gone: Set<RowID>, _ s: Int) -> [Row] {
        touchedSections.insert(sections[s].id)
        let ranks = sections[s].heldRanks()
        var kept: [Row] = [], keptRanks: [Int] = [], leaving: [Row] = []
        for (row, rank) in zip(sections[s].rows, ranks) {
            if gone.contains(row.id) {
                leaving.append(row)
            } else {
                kept.append(row)
                keptRanks.append(rank - leaving.count)
            }
        }
        guard !leaving.isEmpty else { return [] }
        sections[s].rows = kept
        sections[s].storedCount -= leaving.count
        settleRuns(s, keptRanks)
        return leaving
    }

    private mutating func settleRuns(_ s: Int, _ ranks: [Int]) {
        sections[s].setRuns(ranks)
        mayBeWindows.insert(sections[s].id)
        if sections[s].isLoaded { unreadNesting.remove(sections[s].id) }
    }

    /// Whether a place is a section read as a window, or known by its count alone.
    func isWindow(_ place: RowParent) -> Bool {
        guard case .section(let sid) = place, let s = sectionIndex[sid] else { return false }
        return !sections[s].isLoaded
    }

    /// How many rows are directly inside a place, read or not.
    public func count(in place: RowParent) -> Int? {
        switch place {
        case .section(let sid): return section(sid)?.count
        case .row(let rid): return row(rid)?.children.count
        }
    }

    /// A top-level row's rank in its section (its index when the section is read
    /// whole); for a row inside another, its index among its siblings.
    public func rank(of id: RowID) -> Int? {
        guard let (s, indices) = path(of: id) else { return nil }
        return indices.count == 1 ? sections[s].rank(atIndex: indices[0]) : indices.last
    }

    // MARK: Reading sections from the store, for the session only

    /// Puts a section's rows, read from the store, in place of its count or its window.
    public mutating func fill(_ id: SectionID, rows: [Row]) {
        guard let i = sectionIndex[id], !sections[i].isLoaded else { return }
        unreadRows -= sections[i].storedCount - sections[i].rows.count
        for row in sections[i].rows { unindex(row) }
        var rows = rows
        Self.sort(&rows, by: settings.ordering)
        sections[i].rows = rows
        sections[i].runs = []
        sections[i].isLoaded = true
        sections[i].storedCount = 0
        unreadNesting.remove(id)
        mayBeWindows.remove(id)
        rowSection.reserveCapacity(rowSection.count + rows.count)
        for row in rows { index(row, section: id, parent: nil) }
    }

    /// Lets go of a section's rows, keeping only its count: after the store changed
    /// rows of it this list does not hold, where the ranks of the rows held are no
    /// longer known. The session reads again the rows it goes to.
    public mutating func letGo(_ id: SectionID, count: Int) {
        guard let i = sectionIndex[id] else { return }
        let section = sections[i]
        if !section.isLoaded { unreadRows -= section.storedCount - section.rows.count }
        if section.rows.contains(where: { !$0.children.isEmpty }) { unreadNesting.insert(id) }
        for row in section.rows { unindex(row) }
        sections[i] = Section.unread(section, count: count)
        mayBeWindows.remove(id)
        mayHoldRows.remove(id)
        if count > 0 { unreadRows += count } else { unreadNesting.remove(id) }
        touchedSections.insert(id)
    }

    /// Adds to a section not read whole the rows from rank `start` on, read from
    /// the store: a window of it. Runs that meet or overlap are joined; a row read
    /// again takes the place of the one held. A rank is the row's place in the list's
    /// order: by position in manual order, by the field's value in a list sorted by
    /// one (the store's `rowIDs(of:sortedBy:)`).
    public mutating func fillWindow(_ id: SectionID, from start: Int, rows read: [Row]) {
        guard let i = sectionIndex[id], !sections[i].isLoaded, !read.isEmpty else { return }
        let fresh = ordered(read)
        let ordering = settings.ordering
        if spliceWindow(i, from: start, rows: fresh) { return }
        let section = sections[i]
        let end = start + fresh.count
        let freshIDs = Set(fresh.map(\.id))
        var kept: [(rank: Int, row: Row)] = []
        var offset = 0
        for run in section.runs {
            for k in 0..<run.count {
                let rank = run.start + k, row = section.rows[offset + k]
                if !(start..<end).contains(rank) && !freshIDs.contains(row.id) { kept.append((rank, row)) }
            }
            offset += run.count
        }
        let before = kept.prefix { $0.rank < start }, after = kept.drop { $0.rank < start }
        var pairs = Array(before) + fresh.enumerated().map { (start + $0.offset, $0.element) } + Array(after)
        // Ranks read at another moment that no longer fit the order are let go.
        if zip(pairs, pairs.dropFirst()).contains(where: { !ordering.precedes($0.row, $1.row) }) {
            pairs = fresh.enumerated().map { (start + $0.offset, $0.element) }
        }
        setWindow(i, pairs)
    }

    /// Adds to a section not read whole many rows read from the store, each at its
    /// rank, in one merge with the rows it holds: not one window filled a row (each
    /// filling walks the rows held). A row read again takes the place of the one held.
    public mutating func fillWindow(_ id: SectionID, ranked read: [(rank: Int, row: Row)]) {
        guard let i = sectionIndex[id], !sections[i].isLoaded, !read.isEmpty else { return }
        let ordering = settings.ordering
        let fresh = ordering == .manual ? read : read.map { (rank: $0.rank, row: self.ordered([$0.row])[0]) }
        let section = sections[i]
        let freshIDs = Set(fresh.map(\.row.id)), freshRanks = Set(fresh.map(\.rank))
        var kept: [(rank: Int, row: Row)] = []
        var offset = 0
        for run in section.runs {
            for k in 0..<run.count {
                let rank = run.start + k, row = section.rows[offset + k]
                if !freshRanks.contains(rank) && !freshIDs.contains(row.id) { kept.append((rank, row)) }
            }
            offset += run.count
        }
        let ordered = fresh.sorted { $0.rank < $1.rank }
        var pairs = (kept + ordered).sorted { $0.rank < $1.rank }
        // Ranks read at another moment that no longer fit the order are let go.
        if zip(pairs, pairs.dropFirst()).contains(where: { !ordering.precedes($0.row, $1.row) }) { pairs = ordered }
        setWindow(i, pairs)
    }

    /// Puts rows read from rank `start` on into a window in place of the rows it held
    /// at those ranks, touching only them: the cost of the rows read, not of the
    /// window. False, changing nothing, where a row read is held at another rank or
    /// the positions beside them do not follow on (the rows moved since they were
    /// read); `fillWindow` then makes the window again from all it holds.
    private mutating func spliceWindow(_ i: Int, from start: Int, rows fresh: [Row]) -> Bool {
        let end = start + fresh.count
        // Where the ranks read lie among the rows held: [lo, hi) of `rows`.
        var lo = 0, hi = 0
        for run in sections[i].runs {
            lo += max(0, min(run.count, start - run.start))
            hi += max(0, min(run.count, end - run.start))
        }
        let held = Array(sections[i].rows[lo..<hi])
        let replaced = Set(held.map(\.id))
        for row in fresh where rowSection[row.id] != nil && !replaced.contains(row.id) { return false }
        let ordering = settings.ordering
        for (a, b) in zip(fresh, fresh.dropFirst()) where !ordering.precedes(a, b) { return false }
        if lo > 0 && !ordering.precedes(sections[i].rows[lo - 1], fresh[0]) { return false }
        if hi < sections[i].rows.count && !ordering.precedes(fresh[fresh.count - 1], sections[i].rows[hi]) { return false }
        let id = sections[i].id
        mayBeWindows.insert(id)
        if held.contains(where: { !$0.children.isEmpty }) || fresh.contains(where: { !$0.children.isEmpty }) { unreadNesting.insert(id) }
        for row in held { unindex(row) }
        unreadRows += held.count - fresh.count
        sections[i].rows.replaceSubrange(lo..<hi, with: fresh)
        for row in fresh { index(row, section: id, parent: nil) }
        var runs: [WindowRun] = []
        func add(_ run: WindowRun) {
            guard run.count > 0 else { return }
            if let last = runs.last, last.start + last.count == run.start {
                runs[runs.count - 1].count += run.count
            } else {
                runs.append(run)
            }
        }
        var placed = false
        for run in sections[i].runs {
            if run.start < start { add(WindowRun(start: run.start, count: min(run.count, start - run.start))) }
            if run.start + run.count > end {
                if !placed { add(WindowRun(start: start, count: fresh.count)); placed = true }
                let from = max(run.start, end)
                add(WindowRun(start: from, count: run.start + run.count - from))
            }
        }
        if !placed { add(WindowRun(start: start, count: fresh.count)) }
        sections[i].runs = runs
        if runs.count == 1 && runs[0].start == 0 && runs[0].count == sections[i].storedCount {
            sections[i].isLoaded = true
            sections[i].runs = []
            sections[i].storedCount = 0
            unreadNesting.remove(id)
        }
        return true
    }

    /// Keeps of a window only the rows of these ranks, and the rows `also` keeps.
    public mutating func trimWindow(_ id: SectionID, keeping ranks: Range<Int>, also: (Row) -> Bool = { _ in false }) {
        guard let i = sectionIndex[id], sections[i].isWindow else { return }
        let section = sections[i]
        var pairs: [(rank: Int, row: Row)] = []
        var k = 0
        for run in section.runs {
            for rank in run.ranks {
                let row = section.rows[k]
                if ranks.contains(rank) || also(row) { pairs.append((rank, row)) }
                k += 1
            }
        }
        guard pairs.count < section.rows.count else { return }
        if pairs.isEmpty { return release(id) }
        setWindow(i, pairs)
    }

    /// Makes a section read whole a window of itself: only the rows of these ranks and
    /// the rows `also` keeps stay, the others known by their count, as the store holds
    /// them. Only a section with no rows inside others, whose index is its rank in the
    /// list's order (ungrouped: a grouped list's sections are not the store's).
    public mutating func windowWhole(_ id: SectionID, keeping ranks: Range<Int>, also: (Row) -> Bool = { _ in false }) {
        guard let i = sectionIndex[id], sections[i].isLoaded, settings.grouping == nil,
              !sections[i].rows.contains(where: { !$0.children.isEmpty }) else { return }
        let pairs = sections[i].rows.enumerated().filter { ranks.contains($0.offset) || also($0.element) }.map { (rank: $0.offset, row: $0.element) }
        guard pairs.count < sections[i].rows.count else { return }
        if pairs.isEmpty { return release(id) }
        sections[i].storedCount = sections[i].rows.count
        sections[i].isLoaded = false
        setWindow(i, pairs)
    }

    private mutating func setWindow(_ i: Int, _ pairs: [(rank: Int, row: Row)]) {
        let id = sections[i].id
        mayBeWindows.insert(id)
        if sections[i].rows.contains(where: { !$0.children.isEmpty }) { unreadNesting.insert(id) }
        for row in sections[i].rows { unindex(row) }
        unreadRows += sections[i].rows.count - pairs.count
        var runs: [WindowRun] = []
        for (rank, _) in pairs {
            if let last = runs.last, last.start + last.count == rank {
                runs[runs.count - 1].count += 1
            } else {
                runs.append(WindowRun(start: rank, count: 1))
            }
        }
        sections[i].rows = pairs.map(\.row)
        sections[i].runs = runs
        for row in sections[i].rows { index(row, section: id, parent: nil) }
        // A window that came to hold every row is the section read whole.
        if runs.count == 1 && runs[0].start == 0 && runs[0].count == sections[i].storedCount {
            sections[i].isLoaded = true
            sections[i].runs = []
            sections[i].storedCount = 0
            unreadNesting.remove(id)
        }
    }

    /// A window opened to take in another session's change: its runs by the
    /// positions they spanned, the count and the rows held before.
    struct OpenWindow {
        var id: SectionID
        var spans: [ClosedRange<Int64>]
        var starts: [Int]
        var count: Int
        var held: Int
    }

    /// Takes a window as a section read whole, holding only its rows, for the time a change is taken in.
    mutating func openWindow(_ id: SectionID) -> OpenWindow? {
        guard let i = sectionIndex[id], sections[i].isWindow else { return nil }
        let section = sections[i]
        let spans = section.runSpans
        unreadRows -= section.storedCount - section.rows.count
        sections[i].isLoaded = true
        sections[i].runs = []
        sections[i].storedCount = 0
        return OpenWindow(id: id, spans: spans, starts: section.runs.map(\.start), count: section.storedCount, held: section.rows.count)
    }

    /// Makes a window of the section again: its rows within the runs' old spans
    /// stay, each run at its old start moved by its shift where the change said
    /// it (`shifts`, one a run), else at its old start until the session finds its
    /// rank in the store. Whether the runs were placed by their shifts.
    @discardableResult
    mutating func closeWindow(_ window: OpenWindow, count: Int, shifts: [Int]? = nil) -> Bool {
        guard let i = sectionIndex[window.id], sections[i].isLoaded else { return true }
        // The run each row stays in, by its place; the rows beyond every run leave.
        // Only rows that leave are copied: a window of a thousand rows is not made again.
        var runOf: [Int] = []
        runOf.reserveCapacity(sections[i].rows.count)
        var leaving: [Int] = []
        var run = 0
        for (k, row) in sections[i].rows.enumerated() {
            while run < window.spans.count && row.position > window.spans[run].upperBound { run += 1 }
            if run < window.spans.count && window.spans[run].contains(row.position) {
                runOf.append(run)
            } else {
                leaving.append(k)
            }
        }
        let still = Array(repeating: 0, count: window.starts.count)
        func ranks(_ moved: [Int]) -> [Int] {
            var out: [Int] = []
            out.reserveCapacity(runOf.count)
            var previous = -1, k = 0
            for run in runOf {
                if run != previous { (previous, k) = (run, 0) }
                out.append(window.starts[run] + moved[run] + k)
                k += 1
            }
            return out
        }
        var placed = shifts?.count == window.starts.count
        var ranked = ranks(placed ? shifts ?? still : still)
        // Ranks that do not rise, or fall outside the section, were not what the change did.
        if placed, ranked.first.map({ $0 < 0 }) == true || ranked.last.map({ $0 >= count }) == true
            || zip(ranked, ranked.dropFirst()).contains(where: { $0 >= $1 }) {
            placed = false
            ranked = ranks(still)
        }
        if !leaving.isEmpty {
            for k in leaving { unindex(sections[i].rows[k]) }
            let gone = Set(leaving)
            sections[i].rows = sections[i].rows.indices.filter { !gone.contains($0) }.map { sections[i].rows[$0] }
        }
        sections[i].isLoaded = false
        sections[i].storedCount = count
        mayBeWindows.insert(window.id)
        unreadRows += count - sections[i].rows.count
        if runOf.isEmpty {
            sections[i].isLoaded = count == 0
            return true
        }
        var runs: [WindowRun] = []
        for rank in ranked {
            if let last = runs.last, last.start + last.count == rank {
                runs[runs.count - 1].count += 1
            } else {
                runs.append(WindowRun(start: rank, count: 1))
            }
        }
        sections[i].runs = runs
        return placed
    }

    /// The first row of each run of a window, to find its rank again.
    public func runHeads(_ id: SectionID) -> [RowID] {
        guard let section = section(id), section.isWindow else { return [] }
        var out: [RowID] = []
        var offset = 0
        for run in section.runs {
            out.append(section.rows[offset].id)
            offset += run.count
        }
        return out
    }

    /// Puts each run of a window at the rank the store gives its first row; a run
    /// whose first row the store no longer has at the top level is let go.
    public mutating func placeRuns(_ id: SectionID, at ranks: [Int?]) {
        guard let i = sectionIndex[id], sections[i].isWindow, ranks.count == sections[i].runs.count else { return }
        let section = sections[i]
        var pairs: [(rank: Int, row: Row)] = []
        var offset = 0
        for (run, rank) in zip(section.runs, ranks) {
            if let rank {
                for k in 0..<run.count { pairs.append((rank + k, section.rows[offset + k])) }
            }
            offset += run.count
        }
        // Runs that now meet or overlap keep the later reading of a rank once.
        var seen: Set<Int> = []
        pairs = pairs.filter { seen.insert($0.rank).inserted }.sorted { $0.rank < $1.rank }
        let ordering = settings.ordering
        if zip(pairs, pairs.dropFirst()).contains(where: { !ordering.precedes($0.row, $1.row) }) {
            return release(id)
        }
        if pairs.isEmpty { return release(id) }
        setWindow(i, pairs)
    }

    /// Puts each row a window holds at the rank the store now gives it, the section
    /// counting `count` rows: in a list sorted by a field, where a change anywhere can
    /// move a row's place in the order. A row given no rank leaves the window.
    public mutating func placeRows(_ id: SectionID, at ranks: [RowID: Int], count: Int) {
        guard let i = sectionIndex[id], sections[i].isWindow else { return }
        let pairs = sections[i].rows.compactMap { row in ranks[row.id].map { (rank: $0, row: row) } }.sorted { $0.rank < $1.rank }
        unreadRows += count - sections[i].storedCount
        sections[i].storedCount = count
        if pairs.isEmpty { return release(id) }
        setWindow(i, pairs)
    }

    /// Lets a section's rows go, read whole or as a window, keeping their count: they are in the store.
    public mutating func release(_ id: SectionID) {
        guard let i = sectionIndex[id], !sections[i].rows.isEmpty else { return }
        let count = sections[i].count
        if sections[i].rows.contains(where: { !$0.children.isEmpty }) { unreadNesting.insert(id) }
        unreadRows += sections[i].isLoaded ? count : sections[i].rows.count
        for row in sections[i].rows { unindex(row) }
        sections[i].rows = []
        sections[i].runs = []
        sections[i].isLoaded = false
        sections[i].storedCount = count
        mayBeWindows.remove(id)
        mayHoldRows.remove(id)
    }

    /// A section not read, counted again after another session changed it.
    public mutating func recount(_ id: SectionID, _ count: Int) {
        guard let i = sectionIndex[id], !sections[i].isLoaded else { return }
        if sections[i].isWindow { release(id) }
        unreadRows += count - sections[i].storedCount
        sections[i].storedCount = count
        if count == 0 { sections[i].isLoaded = true }
    }

    /// Sorts every level of every section by the list's ordering. A window's ranks
    /// are places in the order it was read in, which no longer hold: its rows are let
    /// go, its count kept, and the session reads again the rows it goes to.
    mutating func resort() {
        for i in sections.indices where !sections[i].rows.isEmpty {
            if sections[i].isLoaded {
                Self.sort(&sections[i].rows, by: settings.ordering)
            } else {
                release(sections[i].id)
            }
        }
    }

    /// Rows read from the store, the rows inside them put in the list's order: the
    /// store gives each level in the order of positions.
    private func ordered(_ rows: [Row]) -> [Row] {
        guard settings.ordering != .manual, rows.contains(where: { !$0.children.isEmpty }) else { return rows }
        return rows.map { row in
            var row = row
            Self.sort(&row.children, by: settings.ordering)
            return row
        }
    }

    private static func sort(_ rows: inout [Row], by ordering: Ordering) {
        // Rows come from the store in order of position: the manual order needs no sort.
        if ordering == .manual && zip(rows, rows.dropFirst()).allSatisfy({ $0.position < $1.position }) {
            for i in rows.indices where !rows[i].children.isEmpty { sort(&rows[i].children, by: ordering) }
            return
        }
        rows.sort(by: ordering.precedes)
        for i in rows.indices where !rows[i].children.isEmpty { sort(&rows[i].children, by: ordering) }
    }

    /// Runs `body` on the array of rows directly inside `place`, in place.
    @discardableResult
    private mutating func withRows<R>(in place: RowParent, _ body: (inout [Row]) -> R) -> R? {
        switch place {
        case .section(let sid):
            guard let s = sectionIndex[sid] else { return nil }
            touchedSections.insert(sid)
            return body(&sections[s].rows)
        case .row(let rid):
            guard let (s, indices) = path(of: rid) else { return nil }
            touchedSections.insert(sections[s].id)
            func descend(_ rows: inout [Row], _ rest: ArraySlice<Int>) -> R {
                let i = rest.first!
                if rest.count == 1 { return body(&rows[i].children) }
                return descend(&rows[i].children, rest.dropFirst())
            }
            return descend(&sections[s].rows, indices[...])
        }
    }

    /// Inserts keeping the row's siblings in the list's order; its subtree comes with it.
    mutating func insertRow(_ row: Row, into section: SectionID, parent: RowID? = nil) {
        if parent == nil, let s = sectionIndex[section], !sections[s].isLoaded {
            insertIntoWindow([row], s)
            index(row, section: section, parent: nil)
            return
        }
        let ordering = settings.ordering
        let place: RowParent = parent.map(RowParent.row) ?? .section(section)
        let done: Bool? = withRows(in: place) { rows in
            let at = rows.firstIndex { ordering.precedes(row, $0) } ?? rows.count
            rows.insert(row, at: at)
            return true
        }
        if done != nil { index(row, section: section, parent: parent) }
    }

    /// Takes a row and its subtree out of the list.
    @discardableResult
    mutating func removeRow(_ id: RowID) -> (row: Row, section: SectionID, parent: RowID?)? {
        guard let section = rowSection[id], let place = place(of: id) else { return nil }
        let parent = rowParent[id]
        if parent == nil, let s = sectionIndex[section], !sections[s].isLoaded {
            guard let removed = removeFromWindow([id], s).first else { return nil }
            unindex(removed)
            return (removed, section, nil)
        }
        let removed: Row? = withRows(in: place) { rows in
            guard let i = rows.firstIndex(where: { $0.id == id }) else { return nil }
            return rows.remove(at: i)
        } ?? nil
        guard let removed else { return nil }
        unindex(removed)
        return (removed, section, parent)
    }

    /// Takes many rows and their subtrees out with one pass over the rows of each
    /// place they are among, so taking k rows out of n costs n + k, not k times n.
    mutating func removeRows(_ ids: some Sequence<RowID>) {
        for (place, gone) in grouped(ids) {
            if case .section(let sid) = place, let s = sectionIndex[sid], !sections[s].isLoaded {
                for row in removeFromWindow(gone, s) { unindex(row) }
                continue
            }
            // A place inside a row taken out already went with it.
            let removed: [Row] = withRows(in: place) { rows in
                let leaving = rows.filter { gone.contains($0.id) }
                rows.removeAll { gone.contains($0.id) }
                return leaving
            } ?? []
            for row in removed { unindex(row) }
        }
    }

    /// Puts many rows in, keeping each place in the list's order: the rows for a
    /// place are sorted and merged with its rows in one pass. A row whose parent
    /// is among them goes in after its parent.
    mutating func insertRows(_ shots: [RowSnapshot]) {
        let ordering = settings.ordering
        var pending: [RowParent: (section: SectionID, rows: [Row])] = [:]
        for shot in shots {
            let place: RowParent = shot.parent.map(RowParent.row) ?? .section(shot.section)
            pending[place, default: (shot.section, [])].rows.append(shot.row)
        }
        var progress = true
        while !pending.isEmpty && progress {
            progress = false
            for (place, group) in pending {
                let ready: Bool
                switch place {
                case .section(let sid): ready = sectionIndex[sid] != nil
                case .row(let rid): ready = rowSection[rid] != nil
                }
                guard ready else { continue }
                pending[place] = nil
                progress = true
                let arriving = group.rows.sorted(by: ordering.precedes)
                if case .section(let sid) = place, let s = sectionIndex[sid], !sections[s].isLoaded {
                    insertIntoWindow(arriving, s)
                    for row in arriving { index(row, section: sid, parent: nil) }
                    continue
                }
                withRows(in: place) { rows in
                    var merged: [Row] = []
                    merged.reserveCapacity(rows.count + arriving.count)
                    var i = 0
                    for row in arriving {
                        // As insertRow: a new row goes before the first row it precedes.
                        while i < rows.count && !ordering.precedes(row, rows[i]) {
                            merged.append(rows[i])
                            i += 1
                        }
                        merged.append(row)
                    }
                    merged += rows[i...]
                    rows = merged
                }
                let parent: RowID? = if case .row(let rid) = place { rid } else { nil }
                for row in arriving { index(row, section: group.section, parent: parent) }
            }
        }
    }

    /// Changes one row's own values; its children stay as they are.
    mutating func updateRow(_ id: RowID, _ change: (inout Row) -> Void) {
        guard let place = place(of: id) else { return }
        let ordering = settings.ordering
        withRows(in: place) { rows in
            guard let i = rows.firstIndex(where: { $0.id == id }) else { return }
            let children = rows[i].children
            change(&rows[i])
            rows[i].children = children
            // Sorted by a field, a changed row may belong somewhere else now.
            if ordering != .manual {
                let row = rows.remove(at: i)
                let at = rows.firstIndex { ordering.precedes(row, $0) } ?? rows.count
                rows.insert(row, at: at)
            }
        }
    }

    /// Changes many rows' own values with one pass over the rows of each place
    /// they are among; their children stay as they are. The order stays as it is,
    /// so `change` must leave positions and the fields the order reads alone.
    /// Puts these rows in place of the rows of the same ids where they lie, the rows
    /// inside them with them: rows whose places and the ids inside them are unchanged
    /// (the undo of an action that set fields), in one pass over each place.
    mutating func replaceRows(_ rows: [RowID: Row]) {
        for (place, wanted) in grouped(rows.keys) {
            withRows(in: place) { held in
                for i in held.indices where wanted.contains(held[i].id) { held[i] = rows[held[i].id]! }
            }
        }
    }

    public mutating func updateRows(_ ids: Set<RowID>, _ change: (inout Row) -> Void) {
        for (place, wanted) in grouped(ids) {
            withRows(in: place) { rows in
                for i in rows.indices where wanted.contains(rows[i].id) {
                    let children = rows[i].children
                    change(&rows[i])
                    rows[i].children = children
                }
            }
        }
    }

    /// Changes a row and every row below it, in place; the order stays as it is,
    /// so `change` must leave positions, fields the order reads, and children alone.
    mutating func updateSubtree(_ id: RowID, _ change: (inout Row) -> Void) {
        guard let place = place(of: id) else { return }
        func walk(_ row: inout Row) {
            change(&row)
            for i in row.children.indices { walk(&row.children[i]) }
        }
        withRows(in: place) { rows in
            if let i = rows.firstIndex(where: { $0.id == id }) { walk(&rows[i]) }
        }
    }

    /// Rewrites every position among the rows of one place with even gaps; the rare rebalance.
    mutating func respace(_ place: RowParent) -> [RowID] {
        // A window's positions can't all be rewritten: the rows not read keep theirs.
        if case .section(let sid) = place, isWindow(place) {
            windowMisses.insert(sid)
            return []
        }
        return withRows(in: place) { rows in
            for i in rows.indices { rows[i].position = Positions.spaced(i) }
            return rows.map(\.id)
        } ?? []
    }
}
