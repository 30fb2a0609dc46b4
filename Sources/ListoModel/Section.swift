public struct Section: Hashable, Sendable {
    public var id: SectionID
    /// nil for the unnamed section that holds rows outside any Section; it is said as the list.
    public var header: String?
    public var footer: String?
    public var collapsed: Bool
    public var prominence: Prominence
    public var position: Int64
    /// Kept sorted by `Row.position`; empty while the section is not read, and
    /// while it is read as a window, the rows of its runs one after another.
    public internal(set) var rows: [Row]
    /// Whether `rows` holds the section's rows. A long list reads its sections
    /// from the store around the focus, and knows the others by their counts.
    public internal(set) var isLoaded = true
    /// The section's top-level rows as the store counts them, while it is not read whole.
    public internal(set) var storedCount = 0
    /// While the section is read as a window: which of its rows `rows` holds, as
    /// runs of ranks (a rank is a top-level row's place in the section, from 0),
    /// in order, apart, and adding up to `rows.count`.
    public internal(set) var runs: [WindowRun] = []

    public init(
        id: SectionID, header: String?, footer: String? = nil, collapsed: Bool = false,
        prominence: Prominence = .standard, position: Int64 = 0, rows: [Row] = []
    ) {
        self.id = id
        self.header = header
        self.footer = footer
        self.collapsed = collapsed
        self.prominence = prominence
        self.position = position
        self.rows = rows.sorted { $0.position < $1.position }
    }

    /// Top-level rows, read or not: what the section's header says.
    public var count: Int { isLoaded ? rows.count : storedCount }

    /// Whether some of the section's rows are read, not all: a window of it.
    public var isWindow: Bool { !isLoaded && !rows.isEmpty }

    /// A section known only by its count, made as the store reads it: a list of
    /// 10,000 sections makes one of each at open, so none is made and copied again.
    public init(
        id: SectionID, header: String?, footer: String?, collapsed: Bool, prominence: Prominence,
        position: Int64, count: Int
    ) {
        self.id = id
        self.header = header
        self.footer = footer
        self.collapsed = collapsed
        self.prominence = prominence
        self.position = position
        rows = []
        isLoaded = count == 0
        storedCount = count
    }

    /// A section known only by its count, its rows left in the store.
    public static func unread(_ section: Section, count: Int) -> Section {
        var s = section
        s.rows = []
        s.runs = []
        s.isLoaded = count == 0
        s.storedCount = count
        return s
    }

    public func index(of row: RowID) -> Int? {
        rows.firstIndex { $0.id == row }
    }

    /// The rank of the row at `index` of `rows`: the index itself when the section is read whole.
    public func rank(atIndex index: Int) -> Int {
        guard !isLoaded else { return index }
        var offset = 0
        for run in runs {
            if index < offset + run.count { return run.start + index - offset }
            offset += run.count
        }
        return index
    }

    /// Where the row of this rank is in `rows`, nil when it is not read.
    public func index(ofRank rank: Int) -> Int? {
        guard !isLoaded else { return rows.indices.contains(rank) ? rank : nil }
        var offset = 0
        for run in runs {
            if run.ranks.contains(rank) { return offset + rank - run.start }
            offset += run.count
        }
        return nil
    }

    /// The positions each run of a window spans, from its first row to its last.
    public var runSpans: [ClosedRange<Int64>] {
        var spans: [ClosedRange<Int64>] = []
        var offset = 0
        for run in runs where run.count > 0 {
            // In manual order a run's first row has its lowest position; sorted by a field, any may.
            let first = rows[offset].position, last = rows[offset + run.count - 1].position
            spans.append(min(first, last)...max(first, last))
            offset += run.count
        }
        return spans
    }

    /// Whether every row of these ranks (within the section) is read.
    public func holds(_ ranks: Range<Int>) -> Bool {
        let wanted = ranks.clamped(to: 0..<count)
        guard !isLoaded, !wanted.isEmpty else { return true }
        return runs.contains { $0.ranks.lowerBound <= wanted.lowerBound && $0.ranks.upperBound >= wanted.upperBound }
    }
}

/// Rows of a section read one after another from a rank: part of a window.
public struct WindowRun: Hashable, Sendable {
    public var start: Int
    public var count: Int
    public init(start: Int, count: Int) {
        self.start = start
        self.count = count
    }
    public var ranks: Range<Int> { start..<(start + count) }
}

// MARK: Changing a window's rows, for the document only

extension Section {
    /// The rank of each row held, in the order of `rows`.
    func heldRanks() -> [Int] {
        guard !isLoaded else { return Array(rows.indices) }
        var out: [Int] = []
        out.reserveCapacity(rows.count)
        for run in runs { out.append(contentsOf: run.ranks) }
        return out
    }

    /// Makes the runs those of these ranks, one for each row held; a window that
    /// comes to hold every row is the section read whole, one that holds none is
    /// known by its count alone (read when it counts none).
    mutating func setRuns(_ ranks: [Int]) {
        var made: [WindowRun] = []
        for rank in ranks {
            if let last = made.last, last.start + last.count == rank {
                made[made.count - 1].count += 1
            } else {
                made.append(WindowRun(start: rank, count: 1))
            }
        }
        runs = made
        if storedCount == 0 || (made.count == 1 && made[0].start == 0 && made[0].count == storedCount) {
            isLoaded = true
            runs = []
            storedCount = 0
        }
    }

    /// The rank a row put at index `k` of a window's rows takes: next to a row held
    /// on either side at the rank beside it, or at an end of the section. Nil when the
    /// rows read do not say (the row before or after it in the store is not read).
    func rankForInsert(at k: Int, ranks: [Int]) -> Int? {
        Self.rankBetween(k > 0 ? ranks[k - 1] : nil, k < ranks.count ? ranks[k] : nil, count: storedCount)
    }

    /// The rank a row put between rows held at these ranks takes (nil: no row held on
    /// that side), in a section counting `count` rows; nil when the rows held do not say.
    static func rankBetween(_ before: Int?, _ after: Int?, count: Int) -> Int? {
        switch (before, after) {
        case (let b?, let a?): return a == b + 1 ? a : nil
        case (nil, let a?): return a == 0 ? 0 : nil
        case (let b?, nil): return b == count - 1 ? count : nil
        case (nil, nil): return count == 0 ? 0 : nil
        }
    }
}

extension Collection where Element == Section {
    /// Whether any of these sections has a header: while one has, rows outside any
    /// section are numbered among them as section 1 and said as such, not by the list's name.
    /// Inlinable, so that each caller's module has it for its own collection: called across
    /// modules unspecialized, its first use had the runtime scan every conformance.
    @inlinable public var holdsNamedSection: Bool { contains { $0.header != nil } }
}
