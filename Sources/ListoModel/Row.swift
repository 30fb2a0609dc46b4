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
    /// Rows inside this one, kept sorted like a section's rows: subtasks, or a
    /// thread's replies, which the detail column's stack opens into.
    public var children: [Row]
    /// Whether its children show in place, as a disclosure group that is open.
    public var expanded: Bool
    /// How it repeats, when it starts, its reminder.
    public var schedule: Schedule

    public init(
        id: RowID, title: String, notes: String? = nil, fields: [String: FieldValue] = [:],
        moveDisabled: Bool = false, deleteDisabled: Bool = false, selectionDisabled: Bool = false,
        position: Int64 = 0, children: [Row] = [], expanded: Bool = false, schedule: Schedule = Schedule()
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
        self.expanded = expanded
        self.schedule = schedule
    }

    public func flag(_ name: String) -> Bool {
        if case .bool(true) = fields[name] { return true }
        return false
    }

    /// How many rows lie below this one, at every depth.
    public var descendantCount: Int {
        children.reduce(children.count) { $0 + $1.descendantCount }
    }

    /// Calls `body` on every row below this one, parents before their children.
    public func forEachDescendant(_ body: (Row) -> Void) {
        for child in children {
            body(child)
            child.forEachDescendant(body)
        }
    }
}

/// Where a row lives: at the top level of a section, or inside another row.
public enum RowParent: Hashable, Sendable {
    case section(SectionID)
    case row(RowID)
}
