/// Why the model refused a change. Plain data: the words are the announcer's.
public enum ModelError: Error, Hashable, Sendable {
    case listMissing(ListID)
    case listNotLoaded(ListID)
    case sectionMissing(SectionID)
    case rowMissing(RowID)
    case moveDisabled(title: String, pinned: Bool)
    case deleteDisabled(title: String, pinned: Bool)
    /// The row itself may be deleted, but a subtask inside it may not.
    case subtaskDeleteDisabled(title: String, subtask: String, pinned: Bool)
    case listRowsNotMovable(list: String)
    case listRowsNotDeletable(list: String)
    case sortedByField(list: String, field: String)
    /// Nothing would change: the list is already in this order, or grouped this way (nil: its own sections).
    case orderingUnchanged(list: String, ordering: Ordering)
    case groupingUnchanged(list: String, field: String?)
    case sectionNotEmpty(header: String, rows: Int)
    case unnamedSectionFixed
    case actionTargetMissing(action: String, section: String)
    case listNameTaken(String)
    case sectionNameTaken(String)
    case emptyText
    /// A rename to the name it already has: nothing would change.
    case sameName(String)
    case collapseNotOffered(style: ListStyle)
    case actionNameTaken(String)
    case actionMissing(String)
    /// The built-in Delete is not declared, so it can't be renamed, moved or removed.
    case builtInActionFixed(String)
    case noSuchField(list: String, field: String, known: [String])
    case sameList(String)
    /// Indent needs a row above at the same level to go inside.
    case nothingAbove(title: String)
    case alreadyTopLevel(title: String)
    case nestInsideItself(title: String, target: String)
    case alreadyInside(title: String, parent: String)
    case noChildren(title: String)
    case tooDeep(limit: Int)
    case groupedByField(list: String, field: String)
    case fieldNotDeclared(list: String, field: String)
    case fieldTypeMismatch(field: String, type: FieldType)
    case notBoolean(field: String, type: FieldType)
    /// Nothing would change: the row already has this value (nil: has none).
    case alreadySet(title: String, field: String, value: FieldValue?)
    case alreadyPinned(title: String, pinned: Bool)
    case fieldExists(String)
    /// Rows hold values of this name that are not of the declared type.
    case valuesDontFit(field: String, type: FieldType, rows: Int)
    /// The row's repeat, start and reminder are already so.
    case scheduleUnchanged(title: String)
    /// A repeating row needs a due date field in its list.
    case noDueField(list: String)
    case notRepeating(title: String)
    /// The occurrence was done already (by another session): the row's due is now `next`.
    case occurrenceAlreadyDone(title: String, next: CalendarDate?)
}

/// Why a file could not be imported; nothing is imported when any part fails.
public enum ImportProblem: Error, Hashable, Sendable {
    case syntax(line: Int)
    case invalid(path: String, line: Int?)
    case duplicateList(String, line: Int?)
    case duplicateSection(String, line: Int)
    case unknownValue(String, field: String, line: Int?)
    case rowOutsideList(line: Int)
    case empty
}
