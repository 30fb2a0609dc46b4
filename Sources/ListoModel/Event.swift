/// A row's place after a change, with what is needed to say it.
public struct RowPlace: Hashable, Sendable {
    public var id: RowID
    public var title: String
    /// 1-based among its siblings: the rows of its section, or of its parent.
    public var index: Int
    public var count: Int
    /// The section's header, nil for the unnamed one.
    public var section: String?
    /// 1 at the top level.
    public var level: Int
    /// The title of the row it sits inside, nil at the top level.
    public var parent: String?
    /// Whether it arrived unread, said where it is added so that what is said agrees with the badge.
    public var unread = false

    public init(id: RowID, title: String, index: Int, count: Int, section: String?, level: Int = 1, parent: String? = nil) {
        self.id = id
        self.title = title
        self.index = index
        self.count = count
        self.section = section
        self.level = level
        self.parent = parent
    }
}

/// How a row changed level, named after what the user did.
public enum Nesting: String, Hashable, Sendable {
    case indented, outdented, movedInto
}

/// What a change did, in the words' raw material. The announcer turns these into lines.
public enum Event: Hashable, Sendable {
    case rowAdded(RowPlace)
    /// `below`: rows that went with them from inside them.
    case rowsDeleted(titles: [String], remaining: Int, below: Int)
    /// The rows a rule covered deleted, said as `rowsDeleted` says them: `first` holds
    /// the first titles (all of them when `count` is four or fewer).
    case coveredDeleted(first: [String], count: Int, remaining: Int, below: Int)
    case rowMoved(RowPlace, after: String?, before: String?)
    /// A row changed level; `after` is the sibling now before it.
    case rowNested(RowPlace, how: Nesting, after: String?)
    /// `children`: the rows opened or folded directly inside; with `all`, every row below.
    /// `already`: it was so before, and nothing changed. `done`: how many of them are done,
    /// where the list keeps done, so the answer counts them as the row's read does.
    case rowExpanded(title: String, expanded: Bool, all: Bool, children: Int, already: Bool = false, done: Int? = nil)
    /// A row marked done while some rows inside it are not.
    case childrenOpen(title: String, open: Int)
    case rowRenamed(from: String, to: String)
    case notesChanged(title: String, notes: String?)
    case actionRan(action: ActionLabel, title: String)
    /// An action run on a whole selection; the effects' events follow it.
    case actionRanOnRows(action: ActionLabel, titles: [String])
    /// Last after an action on many rows: the rows it left as they were, since they
    /// already held what it sets (Done on a selection holding done rows), the first
    /// titles (all of them when four or fewer) and how many.
    case rowsAlreadySo(titles: [String], count: Int, AlreadySo)
    /// An action run on the rows a rule covered, said as `actionRanOnRows` says them:
    /// `first` holds the first titles (all of them when `count` is four or fewer).
    case actionRanOnCovered(action: ActionLabel, first: [String], count: Int)
    /// After `actionRanOnCovered`: a field turned over on rows some of which it turned
    /// on and some off, the first titles of each (all of them when three or fewer) and their counts.
    case coveredToggled(field: String, on: [String], onCount: Int, off: [String], offCount: Int)
    case fieldChanged(title: String, field: String, value: FieldValue?)
    case movedToSection(title: String, section: String)
    case rowsRestored([RowPlace], removed: [String])
    case sectionAdded(header: String, index: Int, count: Int)
    /// `actions`: the actions that moved rows to the old name and now move them to the new one.
    case sectionRenamed(from: String, to: String, actions: [String])
    /// `actions`: the actions that moved rows to it, no longer offered.
    case sectionDeleted(header: String, actions: [String] = [])
    case sectionRestored(header: String)
    /// Actions that lacked their section or field and have it again (a section added
    /// or restored, a field added back): offered again, and said so, as their
    /// withdrawal was.
    case actionsOffered([String])
    case footerChanged(section: String, footer: String?)
    case sectionCollapsed(header: String, hidden: Int)
    case sectionExpanded(header: String, rows: Int)
    case styleChanged(list: String, style: ListStyle)
    case prominenceChanged(header: String, prominence: Prominence)
    case orderingChanged(list: String, ordering: Ordering)
    case listCreated(name: String)
    case listDeleted(name: String, rows: Int)
    case listRenamed(from: String, to: String)
    /// `replacedDelete`: the list declared its first trailing action, so the built-in Delete went away.
    case actionAdded(name: String, edge: Edge, index: Int, count: Int, replacedDelete: Bool)
    /// `deleteBack`: the list declares no trailing action now, so the built-in Delete is offered again.
    case actionRemoved(name: String, edge: Edge, deleteBack: Bool)
    case actionRenamed(from: String, to: String)
    /// `fullSwipe`: a full swipe of that edge now runs this action.
    case actionMoved(name: String, edge: Edge, index: Int, count: Int, fullSwipe: Bool)
    /// `action move` to where the action already is (a place past the end is the last place): nothing moved.
    case actionStayed(name: String, edge: Edge, index: Int, count: Int)
    /// `runs`: the action a full swipe runs now, when it is on and the edge has one.
    case fullSwipeChanged(list: String, edge: Edge, on: Bool, runs: String?)
    case selectionModeChanged(list: String, mode: SelectionMode)
    /// Rows moved to a section (of another list when `list` is set); where the first one landed.
    case rowsMoved(titles: [String], list: String?, section: String, index: Int, count: Int)
    /// After `rowsMoved` into another list: the states the rows held there that this list
    /// does not keep, left behind (`StateTruth.movedIn`), whether they arrived unread, and
    /// the fields holding other values (a date, a number, text) this list does not
    /// declare, which the rows keep.
    case movedInStates(left: [String], unread: Bool, list: String, rows: Int, kept: [String] = [])
    /// A move that would leave the row where it is: nothing changed.
    case rowStayed(RowPlace)
    /// A field set by name; `done` says whether the row is done, so that a past due date on it is not overdue.
    case valueSet(title: String, field: String, value: FieldValue?, done: Bool)
    case pinChanged(title: String, pinned: Bool)
    case fieldAdded(list: String, FieldDeclaration)
    /// `rows` is how many rows lost a value with it; `actions`, the actions that set it, no longer offered.
    case fieldRemoved(list: String, FieldDeclaration, rows: Int, actions: [String] = [])
    /// A removed field the list was grouped or sorted by: the grouping or sort ended with it.
    case fieldUsesEnded(list: String, field: String, grouped: Bool, sorted: Bool)
    case groupingChanged(list: String, field: String?)
    /// A row's repeat, start or reminder changed; `due` is the due it was given: the first,
    /// for a row that had none, or the day of the month a monthly repeat was set to.
    case scheduleChanged(title: String, before: Schedule, after: Schedule, due: CalendarDate?)
    /// One occurrence of a repeating row done: its next due, how many occurrences were
    /// missed (more than 1: said once), the subtasks brought back, and the times done.
    case occurrenceDone(title: String, next: CalendarDate, missed: Int, reopened: Int, count: Int)
}
