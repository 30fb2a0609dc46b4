/// One list with its sections. Lookups by id go through small indexes so that
/// moving around a list of a million rows never walks the whole of it.
public struct ListDocument: Hashable, Sendable {
    public var id: ListID
    public var name: String
    public var position: Int64
    public var settings: ListSettings
    public private(set) var sections: [Section]
    private var sectionIndex: [SectionID: Int] = [:]
    private var rowSection: [RowID: SectionID] = [:]

    public init(id: ListID, name: String, position: Int64 = 0, settings: ListSettings = .init(), sections: [Section] = []) {
        self.id = id
        self.name = name
        self.position = position
        self.settings = settings
        self.sections = sections.sorted { $0.position < $1.position }
        if settings.ordering != .manual { resort() }
        reindexSections()
        for section in self.sections {
            for row in section.rows { rowSection[row.id] = section.id }
        }
    }

    public static func == (a: Self, b: Self) -> Bool {
        a.id == b.id && a.name == b.name && a.position == b.position && a.settings == b.settings
            && a.sections == b.sections
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    private mutating func reindexSections() {
        sectionIndex = [:]
        for (i, s) in sections.enumerated() { sectionIndex[s.id] = i }
    }

    // MARK: Reading

    public var rowCount: Int { rowSection.count }

    public func sectionIndex(of id: SectionID) -> Int? { sectionIndex[id] }

    public func section(_ id: SectionID) -> Section? {
        sectionIndex[id].map { sections[$0] }
    }

    public func sectionID(of row: RowID) -> SectionID? { rowSection[row] }

    /// Where a top-level row sits: its section's index and its index in that section.
    public func locate(_ row: RowID) -> (section: Int, row: Int)? {
        guard let sid = rowSection[row], let s = sectionIndex[sid], let r = sections[s].index(of: row) else {
            return nil
        }
        return (s, r)
    }

    public func row(_ id: RowID) -> Row? {
        locate(id).map { sections[$0.section].rows[$0.row] }
    }

    /// A row anywhere in the list, threads included.
    public func anyRow(_ id: RowID) -> Row? {
        if let row = row(id) { return row }
        for section in sections {
            for row in section.rows { if let found = row.descendant(id) { return found } }
        }
        return nil
    }

    public func section(named name: String) -> Section? {
        sections.first { $0.header?.lowercased() == name.lowercased() }
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
        for row in section.rows { rowSection[row.id] = section.id }
    }

    @discardableResult
    mutating func removeSection(_ id: SectionID) -> Section? {
        guard let i = sectionIndex[id] else { return nil }
        let removed = sections.remove(at: i)
        for row in removed.rows { rowSection[row.id] = nil }
        reindexSections()
        return removed
    }

    mutating func updateSection(_ id: SectionID, _ change: (inout Section) -> Void) {
        guard let i = sectionIndex[id] else { return }
        let before = sections[i].position
        change(&sections[i])
        if sections[i].position != before {
            let moved = sections.remove(at: i)
            let at = sections.firstIndex { $0.position > moved.position } ?? sections.count
            sections.insert(moved, at: at)
            reindexSections()
        }
    }

    /// Sorts every section's rows by the list's ordering.
    mutating func resort() {
        let ordering = settings.ordering
        for i in sections.indices { sections[i].rows.sort(by: ordering.precedes) }
    }

    /// Inserts keeping the section in the list's order.
    mutating func insertRow(_ row: Row, into section: SectionID) {
        guard let s = sectionIndex[section] else { return }
        let ordering = settings.ordering
        let at = sections[s].rows.firstIndex { ordering.precedes(row, $0) } ?? sections[s].rows.count
        sections[s].rows.insert(row, at: at)
        rowSection[row.id] = section
    }

    @discardableResult
    mutating func removeRow(_ id: RowID) -> (row: Row, section: SectionID)? {
        guard let (s, r) = locate(id) else { return nil }
        let row = sections[s].rows.remove(at: r)
        rowSection[id] = nil
        return (row, sections[s].id)
    }

    mutating func updateRow(_ id: RowID, _ change: (inout Row) -> Void) {
        guard let (s, r) = locate(id) else { return }
        change(&sections[s].rows[r])
        // Sorted by a field, a changed row may belong somewhere else now.
        if settings.ordering != .manual {
            let row = sections[s].rows.remove(at: r)
            insertRow(row, into: sections[s].id)
        }
    }

    /// Rewrites every position in a section with even gaps; the rare rebalance.
    mutating func respace(_ section: SectionID) -> [RowID] {
        guard let s = sectionIndex[section] else { return [] }
        for i in sections[s].rows.indices { sections[s].rows[i].position = Positions.spaced(i) }
        return sections[s].rows.map(\.id)
    }
}
