import ListoModel

/// A repository held in memory: the lists as values, a journal of what each
/// session committed, a counter of ids and the settings. Sessions made with
/// `sharing:` see one storage, as sessions on one SQLite file do, each hearing
/// the others' commits through `news`. It serves model and session tests; it
/// keeps nothing when the process ends.
public final class MemoryRepository: Repository {
    /// What every session sharing this storage sees.
    final class Storage {
        struct Contents {
            var lists: [ListDocument] = []
            var journal: [JournalEntry] = []
            var nextID: Int64 = 1
            var settings: [String: String] = [:]
            /// Rows a change to a rule's rows deleted, by their key, for its undo.
            var saved: [Int64: Saved] = [:]
            /// Lists deleted and kept aside, unseen, by their id, for the undo of their deletion.
            var hidden: [ListID: Hidden] = [:]
        }
        struct Hidden {
            var origin: Int64
            var list: ListDocument
        }
        struct Saved {
            var origin: Int64
            /// The top-level rows with their subtrees, in reading order.
            var rows: [RowSnapshot]
            /// A field taken away (`BulkWrite.takeField`): its name and the values rows held, by row.
            var field: String? = nil
            var values: [RowID: FieldValue] = [:]
        }
        var contents = Contents()
        var reads = Reads()
        var lastSeq: Int64 { contents.journal.last?.seq ?? 0 }
    }

    let storage: Storage
    let origin = Int64.random(in: 1...Int64.max)
    public private(set) var appliedSeq: Int64
    public var library = Library()
    public var cache = ReadCache()
    public var isReadOnly: Bool
    public var path: String { ":memory:" }
    public var isInMemory: Bool { true }
    public var isNew: Bool { false }
    private var inTransaction = false
    /// How many changes' rows this storage keeps for undo.
    public var savedSteps: Int { storage.contents.saved.count }
    /// How many rows this storage has handed out: `reads.rows`.
    public var rowsRead: Int { reads.rows }

    /// An empty repository, or with `seed` the sample lists in `language`.
    public init(seed: Bool = true, language: Language = .en, readOnly: Bool = false) {
        storage = Storage()
        if seed {
            let (library, next) = Samples.library(firstID: 1, language: language)
            storage.contents.lists = library.lists
            storage.contents.nextID = next
        }
        appliedSeq = 0
        isReadOnly = readOnly
    }

    /// Another session on the same storage, up to date with it.
    public init(sharing other: MemoryRepository) {
        storage = other.storage
        appliedSeq = other.storage.lastSeq
        isReadOnly = other.isReadOnly
    }

    /// Holding these lists, with ids handed out from `nextID` on: a list as long as a test needs.
    public init(lists: [ListDocument], nextID: Int64) {
        storage = Storage()
        storage.contents.lists = lists
        storage.contents.nextID = nextID
        appliedSeq = 0
        isReadOnly = false
    }

    /// What the sessions on this storage read of its rows, so that a test can tell
    /// a reading by ranges of ranks from one that reads whole sections or a row at a time.
    public struct Reads: Equatable, Sendable {
        /// Sections read whole (`sectionRows`, or a list read whole as it opens).
        public var wholeSections = 0
        /// Ranges of ranks read (`rows(of:at:)`).
        public var ranges = 0
        /// Top-level rows handed out, by either.
        public var rows = 0
        /// Rows whose rank was asked (`rank(of:)`).
        public var ranks = 0
        /// Lists asked for every row holding some words (`rowsWithSections`), which an
        /// engine's word index answers by walking every row of the store holding them.
        public var wordSearches = 0
        /// Sections' own records handed out (header, position, count), read whole or
        /// not: a list opened hands out every one of its sections'.
        public var sectionRecords = 0
        /// Sections' counts of what a filter lets through handed out (`hitCounts`,
        /// `plainRowsLeftOut`): one a section with any, on a list of many a filter's cost.
        public var hitCounts = 0
        /// Sections whose rows' order by a field was asked (`rowIDs(of:sortedBy:)`), by ids alone.
        public var orders = 0
        /// Lists whose rows' groups by a field were asked (`groupedRowIDs`), by ids alone.
        public var groupings = 0
        /// Lists whose sections' badge counts were asked (`sectionStateCounts`), which an engine counts over every row holding a field.
        public var badgeCounts = 0
        /// Sections whose hits were asked by their ids alone (`hitIDs`), for a list sorted by a field.
        public var hitIDs = 0
        public init() {}
    }
    public var reads: Reads {
        get { storage.reads }
        set { storage.reads = newValue }
    }

    private var lists: [ListDocument] { storage.contents.lists }

    private func stored(_ id: ListID) -> ListDocument? { lists.first { $0.id == id } }

    /// The list that holds a section, and the section with its rows.
    private func locate(_ section: SectionID) -> (ListDocument, Section)? {
        for list in lists {
            if let s = list.section(section) { return (list, s) }
        }
        return nil
    }

    /// A section's top-level rows in reading order, as the file store reads them: by
    /// position. A list sorted by a field holds them in that field's order here.
    private func rowsByPosition(_ section: SectionID) -> [Row]? {
        guard let (list, found) = locate(section) else { return nil }
        guard list.settings.ordering != .manual else { return found.rows }
        return found.rows.sorted { $0.position < $1.position }
    }

    private static func meta(_ d: ListDocument) -> ListDocument {
        ListDocument(id: d.id, name: d.name, position: d.position, settings: d.settings)
    }

    // MARK: Reading

    public func loadLibrary(open: ListID?, readingUpTo limit: Int) throws -> Library {
        let documents = lists.map(Self.meta)
        var library = Library(lists: documents, stubs: Set(documents.map(\.id)))
        if let opened = open ?? library.lists.first?.id, stored(opened) != nil {
            library.replace(try loadList(opened, readingUpTo: limit))
        }
        return library
    }

    public func loadList(_ id: ListID, readingUpTo limit: Int) throws -> ListDocument {
        guard let document = stored(id) else { throw ModelError.listMissing(id) }
        reads.sectionRecords += document.sections.count
        guard document.rowCount > limit else {
            reads.wholeSections += document.sections.count
            reads.rows += document.rowCount
            return document
        }
        var unread = ListDocument(
            id: id, name: document.name, position: document.position, settings: document.settings,
            sections: document.sections.map { Section.unread($0, count: $0.rows.count) })
        unread.unreadNesting = Set(document.sections.filter { $0.rows.contains { !$0.children.isEmpty } }.map(\.id))
        return unread
    }

    public func sectionRows(_ ids: [SectionID]) throws -> [SectionID: [Row]] {
        var out: [SectionID: [Row]] = [:]
        for id in ids { out[id] = locate(id)?.1.rows ?? [] }
        reads.wholeSections += ids.count
        reads.rows += out.values.reduce(0) { $0 + $1.count }
        return out
    }

    public func rows(of section: SectionID, at positions: Range<Int>) throws -> [Row] {
        guard let rows = rowsByPosition(section), positions.lowerBound >= 0 else { return [] }
        let found = Array(rows[min(positions.lowerBound, rows.count)..<min(positions.upperBound, rows.count)])
        reads.ranges += 1
        reads.rows += found.count
        return found
    }

    public func rows(of section: SectionID, around position: Int64, count: Int) throws -> (start: Int, rows: [Row]) {
        guard let rows = rowsByPosition(section) else { return (0, []) }
        let at = rows.firstIndex { $0.position >= position } ?? rows.count
        let range = max(0, at - count)..<min(rows.count, at + count)
        reads.ranges += 1
        reads.rows += range.count
        return (range.lowerBound, Array(rows[range]))
    }

    /// Sorted in memory, as a list sorted by the field sorts its rows.
    public func rowIDs(of section: SectionID, sortedBy field: String) throws -> [RowID] {
        guard let rows = locate(section)?.1.rows else { return [] }
        reads.orders += 1
        return rows.sorted(by: Ordering.field(field).precedes).map(\.id)
    }

    /// Grouped in memory, as the session groups a list read whole.
    public func groupedRowIDs(of list: ListID, by field: String, settings: ListSettings, today: CalendarDate) throws -> [(key: GroupKey, ids: [RowID], badges: StateCounts)] {
        guard let stored = stored(list) else { return [] }
        reads.groupings += 1
        let document = ListDocument(id: stored.id, name: stored.name, position: stored.position, settings: settings, sections: stored.sections)
        let result = Grouping.grouped(document, by: field, today: today) { _ in "" }
        return result.document.sections.compactMap { section in
            result.keys[section.id].map { ($0, section.rows.map(\.id), StateCounts(section.rows, today: today)) }
        }
    }

    public func rows(withIDs ids: [RowID]) throws -> [Row] {
        let found = ids.compactMap { id in lists.lazy.compactMap { $0.parent(of: id) == nil ? $0.row(id) : nil }.first }
        reads.ranges += 1
        reads.rows += found.count
        return found
    }

    public func rowsHoldingOthers(in list: ListID, limit: Int) throws -> [RowID] {
        Array((stored(list)?.sections ?? []).lazy.flatMap(\.rows).filter { !$0.children.isEmpty }.map(\.id).prefix(limit))
    }

    public func topRow(of row: RowID) throws -> RowID? {
        lists.lazy.compactMap { $0.contains(row) ? ($0.ancestors(of: row).first ?? row) : nil }.first
    }

    /// Found in memory, as the store finds it in its counts: no section is read for it.
    public func rank(of row: RowID) throws -> (section: SectionID, index: Int)? {
        reads.ranks += 1
        for list in lists {
            guard let sid = list.sectionID(of: row), list.parent(of: row) == nil,
                  let index = list.section(sid)?.index(of: row) else { continue }
            return (sid, index)
        }
        return nil
    }

    private func holds(_ query: HitQuery, _ row: Row) -> Bool { query.matches(row) }

    public func hitCounts(matching query: HitQuery, in list: ListID) throws -> [SectionID: Int] {
        guard !query.isEmpty else { return [:] }
        var counts: [SectionID: Int] = [:]
        for section in stored(list)?.sections ?? [] {
            let n = section.rows.filter { holds(query, $0) }.count
            if n > 0 { counts[section.id] = n }
        }
        reads.hitCounts += counts.count
        return counts
    }

    public func plainRowsLeftOut(matching query: HitQuery, in list: ListID) throws -> [SectionID: Int]? {
        guard query.plainRowMatches == true else { return nil }
        var left: [SectionID: Int] = [:]
        for section in stored(list)?.sections ?? [] {
            let n = section.rows.filter { !holds(query, $0) }.count
            if n > 0 { left[section.id] = n }
        }
        reads.hitCounts += left.count
        return left
    }

    public func hits(
        matching query: HitQuery, in list: ListID, section: SectionID, beyond position: Int64?, forward: Bool, limit: Int, sparse: Bool
    ) throws -> [Row] {
        guard !query.isEmpty, limit > 0, let rows = locate(section)?.1.rows else { return [] }
        var found: [Row] = []
        if forward {
            for row in rows where position.map({ row.position > $0 }) ?? true && holds(query, row) {
                found.append(row)
                if found.count == limit { break }
            }
        } else {
            for row in rows.reversed() where position.map({ row.position < $0 }) ?? true && holds(query, row) {
                found.append(row)
                if found.count == limit { break }
            }
            found.reverse()
        }
        reads.rows += found.count
        return found
    }

    public func hitRank(matching query: HitQuery, in list: ListID, section: SectionID, before position: Int64,
                        hits: (section: Int, list: Int)?) throws -> Int {
        (locate(section)?.1.rows ?? []).filter { $0.position < position && holds(query, $0) }.count
    }

    public func hitPosition(matching query: HitQuery, in list: ListID, section: SectionID, offset: Int,
                            hits: (section: Int, list: Int)?) throws -> Int64? {
        guard offset >= 0 else { return nil }
        let found = (locate(section)?.1.rows ?? []).lazy.filter { self.holds(query, $0) }.dropFirst(offset)
        return found.first?.position
    }

    public func hitStateCounts(matching query: HitQuery, in list: ListID, today: CalendarDate) throws -> [SectionID: StateCounts] {
        var out: [SectionID: StateCounts] = [:]
        for section in stored(list)?.sections ?? [] {
            let rows = section.rows.filter { holds(query, $0) }
            let counts = StateCounts(overdue: rows.filter { RowQuery.overdue.matches($0, today: today) }.count,
                                     dueToday: rows.filter { RowQuery.dueToday.matches($0, today: today) }.count,
                                     unread: rows.filter { RowQuery.unread.matches($0, today: today) }.count)
            if counts != StateCounts() { out[section.id] = counts }
        }
        return out
    }

    public func hitIDs(matching query: HitQuery, in list: ListID, section: SectionID) throws -> (ids: Set<RowID>, leftOut: Bool) {
        let rows = locate(section)?.1.rows ?? []
        reads.hitIDs += 1
        if query.plainRowMatches == true { return (Set(rows.filter { !holds(query, $0) }.map(\.id)), true) }
        return (Set(rows.filter { holds(query, $0) }.map(\.id)), false)
    }

    public func holding(_ query: HitQuery, in list: ListID, among rows: [RowID]) throws -> Set<RowID> {
        guard let document = stored(list) else { return [] }
        return Set(rows.filter { id in document.row(id).map { holds(query, $0) } ?? false })
    }

    public func sections(holding rows: [RowID]) throws -> Set<SectionID> {
        var out: Set<SectionID> = []
        for id in rows {
            for list in lists {
                if let s = list.sectionID(of: id) { out.insert(s) }
            }
        }
        return out
    }

    public func rows(titled key: String, prefix: Bool, in list: ListID, limit: Int) throws -> [RowID] {
        let named = { (row: Row) in prefix ? Names.indexKey(row.title).hasPrefix(key) : Names.indexKey(row.title) == key }
        return Array((stored(list)?.everyRow ?? []).filter(named).prefix(limit).map(\.id))
    }

    public func rowsInListOrder(titled key: String, prefix: Bool, in list: ListID, holding query: HitQuery?, limit: Int) throws -> [RowID] {
        let named = { (row: Row) in prefix ? Names.indexKey(row.title).hasPrefix(key) : Names.indexKey(row.title) == key }
        let rows = (stored(list)?.sections ?? []).lazy.flatMap(\.rows).filter { row in named(row) && (query.map { $0.matches(row) } ?? true) }
        return Array(rows.prefix(limit).map(\.id))
    }

    public func titles(startingWith key: String, in list: ListID, limit: Int) throws -> [String] {
        let keyed = (stored(list)?.everyRow ?? []).map { (Names.indexKey($0.title), $0.title) }.filter { $0.0.hasPrefix(key) }
        return Array(keyed.sorted { $0.0 < $1.0 }.prefix(limit).map(\.1))
    }

    public func lastTitle(startingWith key: String, in list: ListID) throws -> String? {
        (stored(list)?.everyRow ?? []).map { (Names.indexKey($0.title), $0.title) }.filter { $0.0.hasPrefix(key) }.max { $0.0 < $1.0 }?.1
    }

    public func rowsWithSections(matching words: [String], in list: ListID) throws -> [(row: RowID, section: SectionID)] {
        reads.wordSearches += 1
        guard let document = stored(list), !words.isEmpty else { return [] }
        return document.sections.flatMap { section in
            section.everyRow.filter { SearchWords.match(words, title: $0.title, notes: $0.notes) }.map { (row: $0.id, section: section.id) }
        }
    }

    public func holdsRowsInsideOthers(_ list: ListID) throws -> Bool { stored(list)?.isNested ?? false }

    public func shownRowsInside(of list: ListID, section: SectionID?, after position: Int64?) throws -> [SectionID: Int] {
        func shown(_ row: Row) -> Int { row.expanded ? row.children.reduce(0) { $0 + 1 + shown($1) } : 0 }
        var counts: [SectionID: Int] = [:]
        for held in stored(list)?.sections ?? [] where section == nil || held.id == section {
            let after = (rowsByPosition(held.id) ?? []).filter { row in section == nil || position.map { row.position > $0 } ?? true }
            let n = after.reduce(0) { $0 + shown($1) }
            if n > 0 { counts[held.id] = n }
        }
        return counts
    }

    public func rowCount(of list: ListID) throws -> Int { stored(list)?.rowCount ?? 0 }

    public func nextID() throws -> Int64 { storage.contents.nextID }

    public func agendaRows(of list: ListID, through end: CalendarDate) throws -> [AgendaCandidate] {
        guard let document = stored(list) else { return [] }
        let rows = document.sections.flatMap { section in
            section.everyRow.filter { row in
                if !row.schedule.isEmpty { return true }
                if case .date(let due) = row.value(.due) { return due <= end }
                return false
            }.map { AgendaCandidate(row: $0, section: section.id, parent: document.parent(of: $0.id)) }
        }
        reads.rows += rows.count
        return rows
    }

    public func waitingCount(of list: ListID, today: CalendarDate) throws -> Int {
        stored(list)?.everyRow.filter { $0.isWaiting(today: today) }.count ?? 0
    }

    public func flaggedCount(_ field: String, in list: ListID) throws -> Int {
        stored(list)?.sections.reduce(0) { $0 + $1.rows.filter { $0.flag(field) }.count } ?? 0
    }

    public func rows(holding field: String, in list: ListID, limit: Int) throws -> [RowID] {
        (stored(list)?.everyRow.lazy.filter { $0.fields[field] != nil }.prefix(limit).map(\.id)).map(Array.init) ?? []
    }

    public func fieldNames(heldIn list: ListID) throws -> Set<String> {
        Set((stored(list)?.sections.flatMap(\.rows) ?? []).flatMap(\.fields.keys))
    }

    public func rowCount(holding field: String, in list: ListID) throws -> Int {
        stored(list)?.everyRow.filter { $0.fields[field] != nil }.count ?? 0
    }

    public func rows(flagged field: String, _ value: Bool, in list: ListID, limit: Int) throws -> [Row] {
        let found = (stored(list)?.sections.lazy.flatMap(\.rows).filter { $0.flag(field) == value }.prefix(limit)).map(Array.init) ?? []
        reads.rows += found.count
        return found.map(Self.withoutChildren)
    }

    public func scheduledRows(of list: ListID) throws -> [Row] {
        let found = stored(list)?.everyRow.filter { !$0.schedule.isEmpty } ?? []
        reads.rows += found.count
        return found.map(Self.withoutChildren)
    }

    public func unselectableRows(of list: ListID) throws -> [Row] {
        let found = stored(list)?.sections.flatMap { $0.rows.filter(\.selectionDisabled) } ?? []
        reads.rows += found.count
        return found.map(Self.withoutChildren)
    }

    /// A row as a look-up by state hands it out: its own values, not its subtree.
    private static func withoutChildren(_ row: Row) -> Row {
        var row = row
        row.children = []
        return row
    }

    public func unselectableCount(of list: ListID) throws -> Int {
        stored(list)?.sections.reduce(0) { $0 + $1.rows.filter(\.selectionDisabled).count } ?? 0
    }

    public func stateCounts(of list: ListID, today: CalendarDate) throws -> StateCounts {
        StateCounts(stored(list)?.sections.flatMap(\.rows) ?? [], today: today)
    }

    public func sectionStateCounts(of list: ListID, today: CalendarDate) throws -> [SectionID: StateCounts] {
        var out: [SectionID: StateCounts] = [:]
        reads.badgeCounts += 1
        for section in stored(list)?.sections ?? [] where section.everyRow.contains(where: { !$0.fields.isEmpty }) {
            out[section.id] = StateCounts(section.rows, today: today)
        }
        return out
    }

    public func news(loaded: (ListID) -> Bool) throws -> ForeignNews {
        let entries = storage.contents.journal.filter { $0.seq > appliedSeq }
        guard let last = entries.last else { return .changes([]) }
        appliedSeq = last.seq
        return try ForeignNews.gather(
            entries.filter { $0.origin != origin }, loaded: loaded,
            list: { id in self.stored(id).map(Self.meta) },
            section: { id in
                self.locate(id).map { list, s in
                    (list.id, Section(id: s.id, header: s.header, footer: s.footer, collapsed: s.collapsed, prominence: s.prominence,
                                      position: s.position), s.rows.count)
                }
            },
            row: { id in
                for list in self.lists {
                    guard var row = list.row(id), let section = list.sectionID(of: id) else { continue }
                    row.children = []
                    return (list.id, RowSnapshot(row: row, section: section, parent: list.parent(of: id)))
                }
                return nil
            })
    }

    public func settings() throws -> [String: String] { storage.contents.settings }

    public func saveSettings(_ values: [String: String?]) throws {
        if isReadOnly { throw RepositoryError.readOnly }
        for (name, value) in values { storage.contents.settings[name] = value }
    }

    // MARK: Writing

    public func transaction<T>(_ body: () throws -> T) throws -> T {
        precondition(!inTransaction, "one transaction at a time")
        inTransaction = true
        defer { inTransaction = false }
        let before = storage.contents
        do {
            return try body()
        } catch {
            storage.contents = before
            appliedSeq = min(appliedSeq, storage.lastSeq)
            throw error
        }
    }

    public func allocateIDs(_ count: Int) throws -> Int64 {
        let first = storage.contents.nextID
        storage.contents.nextID += Int64(count)
        return first
    }

    /// Writes the lists an operation touched as memory has them: each section
    /// memory has read whole, the others as stored.
    public func persist(_ changes: Changes, from library: Library) throws {
        let id = changes.list
        let before = valuesBefore(changes)
        if changes.listRemoved {
            if let i = storage.contents.lists.firstIndex(where: { $0.id == id }) {
                storage.contents.hidden[id] = Storage.Hidden(origin: origin, list: storage.contents.lists.remove(at: i))
            }
        } else if changes.listRestored, let document = library.list(id) {
            guard var kept = storage.contents.hidden.removeValue(forKey: id)?.list else { throw ModelError.listMissing(id) }
            (kept.name, kept.position, kept.settings) = (document.name, document.position, document.settings)
            storage.contents.lists.append(kept)
            storage.contents.lists.sort { $0.position < $1.position }
        } else if let document = library.list(id) {
            // A list made again by redo, where undo kept it aside, is made anew.
            if changes.listCreated { storage.contents.hidden[id] = nil }
            if let bulk = changes.bulk { try writeBulk(bulk, list: id) }
            let old = stored(id)
            let sections = document.sections.map { s -> Section in
                guard !s.isLoaded, let kept = old?.section(s.id) else { return s }
                // A window's rows are written over the stored ones they stand for;
                // a stored row deleted, or held now elsewhere in the list (moved out,
                // or inside another row), goes, and a row held the store lacks comes.
                let held = Dictionary(s.rows.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
                var rows = kept.rows.compactMap { row -> Row? in
                    if let now = held[row.id] { return now }
                    return changes.removedRows.contains(row.id) || document.contains(row.id) ? nil : row
                }
                let stored = Set(kept.rows.map(\.id))
                rows += s.rows.filter { !stored.contains($0.id) }
                return Section(id: s.id, header: s.header, footer: s.footer, collapsed: s.collapsed, prominence: s.prominence,
                               position: s.position, rows: rows)
            }
            let written = ListDocument(id: id, name: document.name, position: document.position, settings: document.settings, sections: sections)
            if let i = storage.contents.lists.firstIndex(where: { $0.id == id }) {
                storage.contents.lists[i] = written
            } else {
                storage.contents.lists.append(written)
            }
            storage.contents.lists.sort { $0.position < $1.position }
        }
        for (kind, section, row) in JournalEntry.kinds(of: changes) {
            let seq = storage.lastSeq + 1
            storage.contents.journal.append(JournalEntry(
                seq: seq, origin: origin, list: id, kind: kind, section: section, row: row, before: kind == .row ? row.flatMap { before[$0] } : nil))
            appliedSeq = seq
        }
    }

    /// The stored values of the rows a change of a few rows writes, before it writes them,
    /// as the SQL stores keep them in the journal: own values only, no place, no children.
    private func valuesBefore(_ changes: Changes) -> [RowID: Row] {
        guard !changes.listCreated, changes.bulk == nil, !changes.rows.isEmpty, changes.rows.count <= 64 else { return [:] }
        var out: [RowID: Row] = [:]
        for id in changes.rows {
            guard var row = storage.contents.lists.lazy.compactMap({ $0.row(id) }).first else { continue }
            row.children = []
            row.position = 0
            out[id] = row
        }
        return out
    }
}

/// Changes to the rows a rule covers, made on the lists as stored: the model's own
/// delete and put back applied to them, the rows kept aside under their key.
extension MemoryRepository {
    public func tally(of rule: RowRule, in list: ListID, around focus: RowID?, setting: [String: FieldValue], toggling: String?) throws -> RuleTally {
        var tally = RuleTally()
        guard let document = stored(list) else { return tally }
        for section in document.sections {
            for row in section.rows where rule.covers(row, parent: nil) {
                tally.counts[section.id, default: 0] += 1
                if !row.schedule.isEmpty { tally.scheduled += 1 }
                let differs = setting.isEmpty || setting.contains(where: { !fieldHolds(row.fields, $0.key, $0.value) })
                if differs { tally.differing += 1 }
                if !setting.isEmpty {
                    if differs, tally.firstDiffering.count < RuleTally.named { tally.firstDiffering.append(row.title) }
                    if !differs, tally.firstSame.count < RuleTally.named { tally.firstSame.append(row.title) }
                }
                if let field = toggling {
                    if row.flag(field) { tally.holding += 1 }
                    if row.flag(field), tally.firstHolding.count < RuleTally.named { tally.firstHolding.append(row.title) }
                    if !row.flag(field), tally.firstNotHolding.count < RuleTally.named { tally.firstNotHolding.append(row.title) }
                }
                if tally.first.count < RuleTally.named { tally.first.append(row.title) }
                if tally.firstRow == nil { (tally.firstRow, tally.firstSection) = (row.id, section.id) }
                tally.lastSection = section.id
                tally.below += row.descendantCount
                if tally.blocked == nil {
                    if row.deleteDisabled {
                        tally.blocked = .init(title: row.title, pinned: row.isPinned)
                    } else if let held = Self.undeletable(row.children) {
                        tally.blocked = .init(title: row.title, pinned: held.isPinned, subtask: held.title)
                    }
                }
            }
            if let focus, let i = section.rows.firstIndex(where: { $0.id == focus }) {
                let stays = { (row: Row) in !rule.covers(row, parent: nil) && rule.query?.matches(row) != false }
                tally.nextUncovered = section.rows[(i + 1)...].first(where: stays)?.id
                tally.previousUncovered = section.rows[..<i].last(where: stays)?.id
            }
        }
        if tally.differing == 0 || tally.differing == tally.count { (tally.firstDiffering, tally.firstSame) = ([], []) }
        return tally
    }

    /// The first row inside, depth first, whose delete is turned off.
    private static func undeletable(_ rows: [Row]) -> Row? {
        for row in rows {
            if row.deleteDisabled { return row }
            if let found = undeletable(row.children) { return found }
        }
        return nil
    }

    public func coveredRows(of rule: RowRule, in list: ListID) throws -> [SectionID: [(rank: Int, row: Row)]] {
        var out: [SectionID: [(rank: Int, row: Row)]] = [:]
        for section in stored(list)?.sections ?? [] {
            let found = section.rows.enumerated().filter { rule.covers($0.element, parent: nil) }.map { ($0.offset, Self.withoutChildren($0.element)) }
            reads.rows += found.count
            if !found.isEmpty { out[section.id] = found }
        }
        return out
    }

    public func tally(ofSaved saved: Int64, in list: ListID) throws -> RuleTally {
        var tally = RuleTally()
        guard let kept = storage.contents.saved[saved] else { return tally }
        for shot in kept.rows { tally.counts[shot.section, default: 0] += 1 }
        if let first = kept.rows.first, let section = stored(list)?.section(first.section) {
            (tally.firstRow, tally.firstSection, tally.first) = (first.row.id, first.section, [first.row.title])
            tally.firstRank = section.rows.filter { $0.position < first.row.position }.count
        }
        return tally
    }

    public func savedRowIDs(_ saved: Int64) throws -> [RowID] {
        (storage.contents.saved[saved]?.rows ?? []).filter { $0.parent == nil }.map(\.row.id).sorted()
    }

    public func letGo(saved: [Int64]) throws {
        for key in saved { storage.contents.saved[key] = nil }
    }

    public func letGoSaved() throws {
        storage.contents.saved = storage.contents.saved.filter { $0.value.origin != origin }
        storage.contents.hidden = storage.contents.hidden.filter { $0.value.origin != origin }
    }

    public func letGo(lists: [ListID]) throws {
        for id in lists { storage.contents.hidden[id] = nil }
    }

    /// How many deleted lists this storage keeps aside for undo.
    public var hiddenLists: Int { storage.contents.hidden.count }

    /// Deletes the rows a rule covers from the list as stored, or puts back those kept,
    /// journalling each row at any depth.
    private func writeBulk(_ bulk: BulkWrite, list: ListID) throws {
        guard let i = storage.contents.lists.firstIndex(where: { $0.id == list }) else { return }
        var stored = Library(lists: [storage.contents.lists[i]])
        let document = storage.contents.lists[i]
        var touched: [RowID] = []
        switch bulk {
        case .deleteCovered(let rule, let saved):
            let ids = document.sections.flatMap { $0.rows.filter { rule.covers($0, parent: nil) }.map(\.id) }
            let outcome = try ListoModel.apply(.deleteRows(list: list, rows: ids), to: &stored)
            guard case .restoreRows(_, let put, _) = outcome.inverse else { return }
            storage.contents.saved[saved] = Storage.Saved(origin: origin, rows: put)
            touched = outcome.changes.removedRows.sorted()
        case .takeField(let field, let saved):
            var values: [RowID: FieldValue] = [:]
            for row in document.everyRow { if let value = row.fields[field] { values[row.id] = value } }
            var changed = document
            changed.updateRows(Set(values.keys)) { $0.fields[field] = nil }
            stored = Library(lists: [changed])
            storage.contents.saved[saved] = Storage.Saved(origin: origin, rows: [], field: field, values: values)
            touched = values.keys.sorted()
        case .putBackValues(let saved) where storage.contents.saved[saved]?.field != nil:
            guard let kept = storage.contents.saved.removeValue(forKey: saved), let field = kept.field else { return }
            var changed = document
            changed.updateRows(Set(kept.values.keys)) { $0.fields[field] = kept.values[$0.id] }
            stored = Library(lists: [changed])
            touched = kept.values.keys.sorted()
        case .putBack(let saved), .putBackValues(let saved):
            guard let kept = storage.contents.saved.removeValue(forKey: saved) else { return }
            let outcome = try ListoModel.apply(.restoreRows(list: list, put: kept.rows, remove: []), to: &stored)
            touched = outcome.changes.rows.sorted()
        case .setCovered(let rule, let fields, let toggled, let saved):
            let ids = document.sections.flatMap { $0.rows.filter { rule.covers($0, parent: nil) }.map(\.id) }
            let effects: [Effect] = toggled.map { [.toggle($0)] } ?? fields.sorted { $0.key < $1.key }.map { .setField($0.key, $0.value) }
            let action = SwipeAction(name: "", effects: effects)
            let outcome = try ListoModel.apply(.runAction(list: list, rows: ids, action: action), to: &stored)
            guard case .restoreRows(_, let put, _) = outcome.inverse else { return }
            storage.contents.saved[saved] = Storage.Saved(origin: origin, rows: put)
            touched = ids.sorted()
        }
        storage.contents.lists[i] = stored.lists[0]
        let kind: JournalEntry.Kind = if case .deleteCovered = bulk { .rowRemoved } else { .row }
        for row in touched {
            let seq = storage.lastSeq + 1
            storage.contents.journal.append(JournalEntry(seq: seq, origin: origin, list: list, kind: kind, section: nil, row: row))
            appliedSeq = seq
        }
    }
}
