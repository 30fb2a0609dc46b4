/// Where a row goes within its section. Only ids: a number the user typed has
/// already been turned into the row it named.
public enum Placement: Hashable, Sendable {
    case top
    case bottom
    case before(RowID)
    case after(RowID)
}

/// A row exactly as it was, and where: what undo puts back.
public struct RowSnapshot: Hashable, Sendable {
    public var row: Row
    public var section: SectionID
    public init(row: Row, section: SectionID) {
        self.row = row
        self.section = section
    }
}

/// Every change to the model is one of these, applied by `apply(_:to:)`.
public enum Operation: Hashable, Sendable {
    case addRow(list: ListID, section: SectionID, id: RowID, title: String, placement: Placement)
    case deleteRows(list: ListID, rows: [RowID])
    case moveRow(list: ListID, row: RowID, placement: Placement)
    case renameRow(list: ListID, row: RowID, title: String)
    case setNotes(list: ListID, row: RowID, notes: String?)
    case runAction(list: ListID, row: RowID, action: SwipeAction)
    /// Puts rows back as they were and removes others: the inverse of every row change.
    case restoreRows(list: ListID, put: [RowSnapshot], remove: [RowID])
    case addSection(list: ListID, id: SectionID, header: String, after: SectionID?)
    case renameSection(list: ListID, section: SectionID, header: String)
    case deleteSection(list: ListID, section: SectionID)
    case restoreSection(list: ListID, section: Section)
    case setFooter(list: ListID, section: SectionID, footer: String?)
    case setCollapsed(list: ListID, section: SectionID, collapsed: Bool)
    case setStyle(list: ListID, style: ListStyle)
    case setProminence(list: ListID, section: SectionID, prominence: Prominence)
    case setOrdering(list: ListID, ordering: Ordering)
    case createList(ListDocument)
    case deleteList(ListID)

    public var list: ListID {
        switch self {
        case .addRow(let l, _, _, _, _), .deleteRows(let l, _), .moveRow(let l, _, _), .renameRow(let l, _, _),
            .setNotes(let l, _, _), .runAction(let l, _, _), .restoreRows(let l, _, _),
            .addSection(let l, _, _, _), .renameSection(let l, _, _), .deleteSection(let l, _),
            .restoreSection(let l, _), .setFooter(let l, _, _), .setCollapsed(let l, _, _), .setStyle(let l, _),
            .setProminence(let l, _, _), .setOrdering(let l, _),
            .deleteList(let l):
            return l
        case .createList(let d):
            return d.id
        }
    }
}

/// What an operation touched, so that the store writes only those rows.
public struct Changes: Hashable, Sendable {
    public var list: ListID
    public var rows: Set<RowID> = []
    public var removedRows: Set<RowID> = []
    public var sections: Set<SectionID> = []
    public var removedSections: Set<SectionID> = []
    public var listSettings = false
    public var listRemoved = false
    public var listCreated = false

    public init(list: ListID) { self.list = list }
}

public struct Outcome: Hashable, Sendable {
    public var events: [Event]
    public var inverse: Operation
    public var changes: Changes
}
