/// The rows a filter lets through, with the top-level ones in reading order, each
/// one's number and the sections holding them kept: every step while filtering
/// looks them up instead of testing the list's rows again. The store finds the
/// matching rows through its word index; `scanning` finds them in memory, for a
/// document without a store.
///
/// A filter over a long list is read a page at a time (`paged`): the store counts
/// what it lets through, section by section, and `rows` holds only the ones read
/// so far, each with its place among all of them. Nothing is known of the rows
/// between two that are not next to each other; the session reads the ones a
/// command reaches before it runs.
public struct RowFilter: Sendable {
    public let text: String
    /// The top-level rows shown, in reading order: what filtered numbers count.
    /// For a filter read a page at a time, the ones read.
    public let rows: [RowID]
    /// Rows that match and the rows they sit inside, which stay in sight around them.
    public let shown: Set<RowID>
    let rank: [RowID: Int]
    /// Sections holding a shown row, in list order.
    public let sections: [SectionID]
    /// Where each of `sections` was in the document the filter was found in: a view
    /// of that document takes them as they are, where finding each again hashed every
    /// section at every step (a list of 10,000 sections, most of a step's time).
    let sectionIndexes: [Int]
    /// How many top-level rows it lets through, read or not.
    public let count: Int
    /// How many of them each section holds; sections with none are left out.
    public let sectionCounts: [SectionID: Int]
    /// Whether only some of the rows it lets through are known: see `paged`.
    public let isPaged: Bool
    /// How `count` is made up: the rows inside that match, and the top-level rows
    /// shown only because they hold a match.
    public let tally: MatchTally
    private let byRank: [Int: RowID]

    /// A filter read a page at a time: the top-level rows read so far, each with its
    /// place among all the rows it lets through, and the store's count of them by
    /// section. Only a list with no rows inside others is read so.
    /// `holding`, where the caller has them, are the places of the sections with a count
    /// above zero in list order (`ListDocument.sectionIndices(holding:)`), not found again.
    public init(text: String, paged known: [(rank: Int, row: RowID)], counts: [SectionID: Int], in document: ListDocument,
                holding places: [Int]? = nil) {
        self.text = text
        let sorted = known.sorted { $0.rank < $1.rank }
        rows = sorted.map(\.row)
        shown = Set(rows)
        var rank: [RowID: Int] = [:]
        var byRank: [Int: RowID] = [:]
        for (r, id) in sorted {
            rank[id] = r
            byRank[r] = id
        }
        self.rank = rank
        self.byRank = byRank
        let holding = places ?? document.sectionIndices(holding: counts)
        sectionIndexes = holding
        sections = holding.map { document.sections[$0].id }
        sectionCounts = counts.filter { $0.value > 0 }
        count = sectionCounts.values.reduce(0, +)
        isPaged = true
        tally = MatchTally(rows: count)
    }

    /// `matching` in any order and at any depth; rows the document does not hold are left out.
    public init(text: String, rows matching: [RowID], in document: ListDocument) {
        self.text = text
        var shown = Set<RowID>()
        var matched = Set<RowID>()
        var top: [RowID] = []
        var inside = 0
        for id in matching where document.sectionID(of: id) != nil {
            guard matched.insert(id).inserted else { continue }
            let ancestors = document.ancestors(of: id)
            if !ancestors.isEmpty { inside += 1 }
            guard shown.insert(id).inserted else { continue }
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
        var indexes: [Int] = []
        var counts: [SectionID: Int] = [:]
        for p in placed {
            let id = document.sections[p.section].id
            if sections.last != id {
                sections.append(id)
                indexes.append(p.section)
            }
            counts[id, default: 0] += 1
        }
        self.sections = sections
        sectionIndexes = indexes
        sectionCounts = counts
        count = placed.count
        isPaged = false
        tally = MatchTally(rows: placed.count, holding: placed.count(where: { !matched.contains($0.id) }), inside: inside)
        byRank = [:]
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

    /// Where `sections` are in `document`, in list order: as they were found when the
    /// document's sections are still there, each checked by its id, else found again.
    public func sectionIndexes(in document: ListDocument) -> [Int] {
        let all = document.sections
        if sectionIndexes.count == sections.count,
           zip(sectionIndexes, sections).allSatisfy({ all.indices.contains($0.0) && all[$0.0].id == $0.1 }) {
            return sectionIndexes
        }
        return sections.compactMap(document.sectionIndex(of:)).sorted()
    }

    /// Whether a row matches, or holds a row that does.
    public func contains(_ id: RowID) -> Bool { shown.contains(id) }

    /// A top-level row's place among the filtered rows, from 0.
    public func index(of id: RowID) -> Int? { rank[id] }

    /// The top-level row at this place among the filtered rows, when it is known.
    public func row(at index: Int) -> RowID? {
        isPaged ? byRank[index] : (rows.indices.contains(index) ? rows[index] : nil)
    }

    /// The known rows with their places, in order.
    public var ranked: [(rank: Int, row: RowID)] { rows.map { (rank[$0] ?? 0, $0) } }
}

/// What a filter's count is made of. Counts and places count top-level rows, so
/// `rows` is what "N of M in filter" counts; the matches inside them are said beside it.
public struct MatchTally: Hashable, Sendable {
    /// The top-level rows shown.
    public let rows: Int
    /// Of `rows`, those that do not match but hold a row that does.
    public let holding: Int
    /// The rows inside top-level rows that match, at any depth.
    public let inside: Int

    public init(rows: Int, holding: Int = 0, inside: Int = 0) {
        self.rows = rows
        self.holding = holding
        self.inside = inside
    }
}

extension ListDocument {
    /// Where the sections with a count above zero are, in list order. A few are looked
    /// up by id and sorted: 4 rows found among 10,000 sections look up 4. Many are found
    /// by walking the sections in order, which needs no sort: sorting 10,000 places at
    /// every step was a quarter of a filter's time on a list of 10,000 sections.
    public func sectionIndices(holding counts: [SectionID: Int]) -> [Int] {
        if counts.count * 8 < sections.count {
            return counts.compactMap { $0.value > 0 ? sectionIndex(of: $0.key) : nil }.sorted()
        }
        return sections.indices.filter { (counts[sections[$0].id] ?? 0) > 0 }
    }

    /// The rows this list holds among `ids`, each once, with where each sits, in
    /// reading order (a row before the rows inside it), costing what they number.
    public func placed(_ ids: some Sequence<RowID>) -> [(section: Int, path: [Int], id: RowID)] {
        let wanted = Set(ids).filter(contains)
        // Each place the rows or the rows above them are among is walked once for the index
        // of every row in it, not searched once a row (1,000 rows of a section: 1,000 walks).
        var places: Set<RowParent> = []
        for id in wanted {
            for step in ancestors(of: id) + [id] { if let place = place(of: step) { places.insert(place) } }
        }
        var index: [RowID: Int] = [:]
        for place in places {
            for (i, row) in (rows(in: place) ?? []).enumerated() { index[row.id] = i }
        }
        var placed: [(section: Int, path: [Int], id: RowID)] = []
        for id in wanted {
            guard let sid = sectionID(of: id), let s = sectionIndex(of: sid) else { continue }
            let path = (ancestors(of: id) + [id]).compactMap { index[$0] }
            if path.count == level(of: id) { placed.append((s, path, id)) }
        }
        placed.sort { $0.section != $1.section ? $0.section < $1.section : $0.path.lexicographicallyPrecedes($1.path) }
        return placed
    }

    /// The rows this list holds among `ids`, in reading order. One row is in order
    /// as it is: placing it would index every row held beside it (a title named
    /// exactly, in a long section read in windows, cost its window's rows).
    public func readingOrder(_ ids: some Sequence<RowID>) -> [RowID] {
        let held = Set(ids).filter(contains)
        return held.count < 2 ? Array(held) : placed(held).map(\.id)
    }
}
