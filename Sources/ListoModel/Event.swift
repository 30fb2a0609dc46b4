/// A row's place after a change, with what is needed to say it.
public struct RowPlace: Hashable, Sendable {
    public var id: RowID
    public var title: String
    /// 1-based among the rows of its section.
    public var index: Int
    public var count: Int
    /// The section's header, nil for the unnamed one.
    public var section: String?

    public init(id: RowID, title: String, index: Int, count: Int, section: String?) {
        self.id = id
        self.title = title
        self.index = index
        self.count = count
        self.section = section
    }
}

/// What a change did, in the words' raw material. The announcer turns these into lines.
public enum Event: Hashable, Sendable {
    case rowAdded(RowPlace)
    case rowsDeleted(titles: [String], remaining: Int)
    case rowMoved(RowPlace, after: String?, before: String?)
    case rowRenamed(from: String, to: String)
    case notesChanged(title: String, notes: String?)
    case actionRan(action: String, title: String)
    case fieldChanged(title: String, field: String, value: FieldValue?)
    case movedToSection(title: String, section: String)
    case rowsRestored([RowPlace], removed: [String])
    case sectionAdded(header: String, index: Int, count: Int)
    case sectionRenamed(from: String, to: String)
    case sectionDeleted(header: String)
    case sectionRestored(header: String)
    case footerChanged(section: String, footer: String?)
    case sectionCollapsed(header: String, hidden: Int)
    case sectionExpanded(header: String, rows: Int)
    case styleChanged(list: String, style: ListStyle)
    case prominenceChanged(header: String, prominence: Prominence)
    case orderingChanged(list: String, ordering: Ordering)
    case listCreated(name: String)
    case listDeleted(name: String)
}
