public struct Row: Hashable, Sendable {
    public var id: RowID
    public var title: String
    public var notes: String?
    public var fields: [String: FieldValue]
    public var moveDisabled: Bool
    public var deleteDisabled: Bool
    public var selectionDisabled: Bool
    /// Order is data: rows are read sorted by this, never by where they sit in an array.
    public var position: Int64
    /// A thread: what the detail column's stack opens into.
    public var children: [Row]

    public init(
        id: RowID, title: String, notes: String? = nil, fields: [String: FieldValue] = [:],
        moveDisabled: Bool = false, deleteDisabled: Bool = false, selectionDisabled: Bool = false,
        position: Int64 = 0, children: [Row] = []
    ) {
        self.id = id
        self.title = title
        self.notes = notes
        self.fields = fields
        self.moveDisabled = moveDisabled
        self.deleteDisabled = deleteDisabled
        self.selectionDisabled = selectionDisabled
        self.position = position
        self.children = children
    }

    public func flag(_ name: String) -> Bool {
        if case .bool(true) = fields[name] { return true }
        return false
    }

    /// Depth-first search through the thread below this row.
    public func descendant(_ id: RowID) -> Row? {
        for child in children {
            if child.id == id { return child }
            if let found = child.descendant(id) { return found }
        }
        return nil
    }
}
