/// The rows a filter lets through, with the top-level ones in reading order, each
/// one's number and the sections holding them kept: every step while filtering
/// looks them up instead of testing the list's rows again. The store finds the
/// matching rows through its word index; `scanning` finds them in memory, for a
/// document without a store.
public struct RowFilter: Sendable {
    public let text: String
    /// The top-level rows shown, in reading order: what filtered numbers count.
    public let rows: [RowID]
    /// Rows that match and the rows they sit inside, which stay in sight around them.
    public let shown: Set<RowID>
    let rank: [RowID: Int]
    /// Sections holding a shown row, in list order.
    public let sections: [SectionID]

    /// `matching` in any order and at any depth; rows the document does not hold are left out.
    public init(text: String, rows matching: [RowID], in document: ListDocument) {
        self.text = text
        var shown = Set<RowID>()
        var top: [RowID] = []
        for id in matching where document.sectionID(of: id) != nil {
            guard shown.insert(id).inserted else { continue }
            let ancestors = document.ancestors(of: id)
            if let first = ancestors.first { if !shown.contains(first) { top.append(first) } } else { top.append(id) }
            shown.formUnion(ancestors)
        }
        let placed = document.placed(top)
        self.rows = placed.map(\.id)
        self.shown = shown
        var rank: [RowID: Int] = [:]
        rank.reserveCapacity(placed.count)
        for (i, p) in placed.enumerated() { rank[p.id] = i }
        self.rank = rank
        var sections: [SectionID] = []
        for p in placed where sections.last != document.sections[p.section].id { sections.append(document.sections[p.section].id) }
        self.sections = sections
    }

    /// Every row of the document whose words match, read from memory.
    public init(text: String, scanning document: ListDocument) {
        let query = SearchWords.query(text)
        var found: [RowID] = []
        func walk(_ row: Row) {
            if SearchWords.match(query, title: row.title, notes: row.notes) { found.append(row.id) }
            row.children.forEach(walk)
        }
        document.sections.forEach { $0.rows.forEach(walk) }
        self.init(text: text, rows: found, in: document)
    }

    /// Whether a row matches, or holds a row that does.
    public func contains(_ id: RowID) -> Bool { shown.contains(id) }

    /// A top-level row's place among the filtered rows, from 0.
    public func index(of id: RowID) -> Int? { rank[id] }
}

extension ListDocument {
    /// The rows this list holds among `ids`, each once, with where each sits, in
    /// reading order (a row before the rows inside it), costing what they number.
    public func placed(_ ids: some Sequence<RowID>) -> [(section: Int, path: [Int], id: RowID)] {
        var placed: [(section: Int, path: [Int], id: RowID)] = []
        for id in Set(ids) {
            if let p = path(of: id) { placed.append((p.section, p.indices, id)) }
        }
        placed.sort { $0.section != $1.section ? $0.section < $1.section : $0.path.lexicographicallyPrecedes($1.path) }
        return placed
    }

    /// The rows this list holds among `ids`, in reading order.
    public func readingOrder(_ ids: some Sequence<RowID>) -> [RowID] { placed(ids).map(\.id) }
}
