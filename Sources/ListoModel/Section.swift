public struct Section: Hashable, Sendable {
    public var id: SectionID
    /// nil for the unnamed section that holds rows outside any Section; it is said as the list.
    public var header: String?
    public var footer: String?
    public var collapsed: Bool
    public var prominence: Prominence
    public var position: Int64
    /// Kept sorted by `Row.position`; empty while the section is not read.
    public internal(set) var rows: [Row]
    /// Whether `rows` holds the section's rows. A long list reads its sections
    /// from the store around the focus, and knows the others by their counts.
    public internal(set) var isLoaded = true
    /// The section's top-level rows as the store counts them, while it is not read.
    public internal(set) var storedCount = 0

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

    /// A section known only by its count, its rows left in the store.
    public static func unread(_ section: Section, count: Int) -> Section {
        var s = section
        s.rows = []
        s.isLoaded = count == 0
        s.storedCount = count
        return s
    }

    public func index(of row: RowID) -> Int? {
        rows.firstIndex { $0.id == row }
    }
}
