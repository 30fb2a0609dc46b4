public struct Section: Hashable, Sendable {
    public var id: SectionID
    /// nil for the unnamed section that holds rows outside any Section; it is said as the list.
    public var header: String?
    public var footer: String?
    public var collapsed: Bool
    public var prominence: Prominence
    public var position: Int64
    /// Kept sorted by `Row.position`.
    public internal(set) var rows: [Row]

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

    public func index(of row: RowID) -> Int? {
        rows.firstIndex { $0.id == row }
    }
}
