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
    /// How many of them each of `sections` holds, in the same order.
    let sectionHits: [Int]
    /// How many of them each section holds, as the store counted them.
    public let hits: SectionHits
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
    /// above zero in list order and their counts (`ListDocument.sectionIndices(holding:)`),
    /// not found again.
    public init(text: String, paged known: [(rank: Int, row: RowID)], hits: SectionHits, in document: ListDocument,
                holding places: (places: [Int], counts: [Int])? = nil) {
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
        let holding = places ?? document.sectionIndices(holding: hits)
        sectionIndexes = holding.places
        sections = holding.places.map { document.sections[$0].id }
        sectionHits = holding.counts
        self.hits = hits
        count = holding.counts.reduce(0, +)
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
        sectionHits = sections.map { counts[$0] ?? 0 }
        hits = SectionHits(counts)
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

    /// `sectionIndexes(in:)` with how many rows each of those sections holds, in the same order.
    public func sectionIndexesAndHits(in document: ListDocument) -> (places: [Int], counts: [Int]) {
        let all = document.sections
        if sectionIndexes.count == sections.count,
           zip(sectionIndexes, sections).allSatisfy({ all.indices.contains($0.0) && all[$0.0].id == $0.1 }) {
            return (sectionIndexes, sectionHits)
        }
        let found = zip(sections, sectionHits).compactMap { id, n in document.sectionIndex(of: id).map { ($0, n) } }.sorted { $0.0 < $1.0 }
        return (found.map(\.0), found.map(\.1))
    }

    /// How many top-level rows it lets through in `section`.
    public func count(in section: Section) -> Int { hits.count(in: section) }

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

/// How many top-level rows a filter lets through in each section of a list: counted
/// section by section, or, for a filter every plain row meets (`filter not done`),
/// every row of each section but in the few sections named, which hold the counts
/// given. A list of 10,000 sections is then not counted, nor handed over, section by section.
public struct SectionHits: Sendable, Equatable {
    /// Each section's count, sections with none left out; with `everyRowElse`, only the
    /// sections whose count is not their own (zero where none is let through).
    public let counted: [SectionID: Int]
    /// Whether a section not in `counted` has every top-level row let through.
    public let everyRowElse: Bool

    public init(_ counted: [SectionID: Int], everyRowElse: Bool = false) {
        self.counted = counted
        self.everyRowElse = everyRowElse
    }

    /// How many top-level rows of `section` are let through.
    public func count(in section: Section) -> Int {
        if let n = counted.isEmpty ? nil : counted[section.id] { return n }
        return everyRowElse ? section.count : 0
    }
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

    /// `sectionIndices(holding:)` for counts that may take every row of a section but a few
    /// named, with each one's count beside it. Every row of a section but those named is
    /// a walk of the sections' own counts, which hashes only the few named: 10,000
    /// sections each looked up by id were most of `filter not done` on a list of them.
    public func sectionIndices(holding hits: SectionHits) -> (places: [Int], counts: [Int]) {
        guard hits.everyRowElse else {
            let places = sectionIndices(holding: hits.counted)
            return (places, places.map { hits.counted[sections[$0].id] ?? 0 })
        }
        let named = hits.counted.compactMap { id, n in sectionIndex(of: id).map { ($0, n) } }.sorted { $0.0 < $1.0 }
        var places: [Int] = [], counts: [Int] = []
        places.reserveCapacity(sections.count)
        counts.reserveCapacity(sections.count)
        var k = 0
        for i in sections.indices {
            var n = sections[i].count
            if k < named.count && named[k].0 == i {
                n = named[k].1
                k += 1
            }
            if n > 0 {
                places.append(i)
                counts.append(n)
            }
        }
        return (places, counts)
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
    ///
    /// Taken as a set, not any sequence: a generic function called from another
    /// module is run unspecialized, and the runtime's first look-up of its types
    /// scanned every protocol conformance in listo (about 1% of a process that reads one row).
    public func readingOrder(_ ids: Set<RowID>) -> [RowID] {
        let held = ids.filter(contains)
        return held.count < 2 ? Array(held) : placed(held).map(\.id)
    }

    /// The rows this list holds among `ids`, in reading order.
    public func readingOrder(_ ids: [RowID]) -> [RowID] { readingOrder(Set(ids)) }
}
