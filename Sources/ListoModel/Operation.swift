/// Where a row goes among its siblings. Only ids: a number the user typed has
/// already been turned into the row it named.
public enum Placement: Hashable, Sendable {
    case top
    case bottom
    case before(RowID)
    case after(RowID)
}

/// A repeating row and the due it is done for: the occurrence the person heard.
public struct Occurrence: Hashable, Sendable {
    public var row: RowID
    public var due: CalendarDate?
    public init(row: RowID, due: CalendarDate?) {
        self.row = row
        self.due = due
    }
}

/// A row exactly as it was, and where: what undo puts back.
public struct RowSnapshot: Hashable, Sendable {
    /// The row with its whole subtree.
    public var row: Row
    public var section: SectionID
    /// The row it sat inside, nil at the top level.
    public var parent: RowID?
    public init(row: Row, section: SectionID, parent: RowID? = nil) {
        self.row = row
        self.section = section
        self.parent = parent
    }
}

/// Every change to the model is one of these, applied by `apply(_:to:)`.
public enum Operation: Hashable, Sendable {
    case addRow(list: ListID, section: SectionID, id: RowID, title: String, placement: Placement)
    /// A new row inside another, among its children.
    case addChild(list: ListID, parent: RowID, id: RowID, title: String, placement: Placement)
    case deleteRows(list: ListID, rows: [RowID])
    case moveRow(list: ListID, row: RowID, placement: Placement)
    /// Makes a row the last child of the sibling above it.
    case indentRow(list: ListID, row: RowID)
    /// Makes a row the next sibling of its parent.
    case outdentRow(list: ListID, row: RowID)
    /// Makes a row the last child of another row, wherever that is.
    case nestRow(list: ListID, row: RowID, under: RowID)
    /// Opens or folds a row's children in place; `all` does the same to every row below it.
    case setExpanded(list: ListID, row: RowID, expanded: Bool, all: Bool)
    case renameRow(list: ListID, row: RowID, title: String)
    case setNotes(list: ListID, row: RowID, notes: String?)
    /// One action on one row, or on a whole selection as one undo step.
    case runAction(list: ListID, rows: [RowID], action: SwipeAction)
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
    /// Takes a list out of the library; the store keeps it aside, unseen, until the
    /// undo history lets the step go (`Changes.listRemoved`), so that none of its rows is read.
    case deleteList(ListID)
    /// Puts back a list `deleteList` took out, as memory held it then (its sections by
    /// their counts where it was read in windows): the store shows again what it kept aside.
    case restoreList(ListDocument)
    case renameList(list: ListID, name: String)
    /// `at` is the place among the edge's actions; nil puts it last.
    case addAction(list: ListID, edge: Edge, action: SwipeAction, at: Int?)
    case removeAction(list: ListID, name: String)
    case renameAction(list: ListID, name: String, to: String)
    /// Moves an action to a place among its edge's actions: the first one is what a full swipe runs.
    case moveAction(list: ListID, name: String, to: Int)
    case setFullSwipe(list: ListID, edge: Edge, on: Bool)
    case setSelectionMode(list: ListID, mode: SelectionMode)
    /// Rows into another section of the same list, keeping their order.
    case moveRows(list: ListID, rows: [RowID], section: SectionID, placement: Placement)
    /// Rows into a section of another list; they keep their ids, fields and notes.
    case moveRowsToList(from: ListID, rows: [RowID], to: ListID, section: SectionID, placement: Placement)
    /// Rows taken out of one list and put back exactly as they were in another: the inverse of moving between lists.
    case transferRows(from: ListID, to: ListID, put: [RowSnapshot])
    /// Sets a declared field, or with nil removes its value.
    case setField(list: ListID, row: RowID, field: String, value: FieldValue?)
    case toggleField(list: ListID, row: RowID, field: String)
    /// SwiftUI's moveDisabled and deleteDisabled together, said as pinned. A pin in
    /// a list that declares no pinned field declares one, named `field` (the word of
    /// the language spoken), as an import declares the states its rows hold: what is
    /// said of the row is then what `fields` lists and a filter finds, in either language.
    case setPinned(list: ListID, row: RowID, pinned: Bool, field: String = FieldNames.pinned)
    /// Puts a row back as it was before the pin that declared the list's pinned
    /// field, and takes that declaration away: the undo of such a pin, which leaves
    /// the list as it was.
    case unpinUndeclaring(list: ListID, put: RowSnapshot, field: String)
    /// Declares a field at `index` (nil: last), giving rows the values they had; with
    /// `grouped` or `sorted`, the list is grouped or sorted by it again, as before its removal.
    case addField(list: ListID, FieldDeclaration, index: Int?, values: [RowID: FieldValue], grouped: Bool = false, sorted: Bool = false)
    /// Removes a field's declaration and every row's value of it.
    case removeField(list: ListID, name: String)
    case setGrouping(list: ListID, field: String?)
    /// A row's repeat, start and reminder; a row that starts repeating with no due gets `firstDue`.
    /// `onWeekday` (1 is Monday), typed as `every monday`, moves the due to the first such day on or after it.
    case setSchedule(list: ListID, row: RowID, schedule: Schedule, firstDue: CalendarDate?, onWeekday: Int? = nil)
    /// Done on one occurrence of a repeating row: the occurrence is the due it completes,
    /// so that a second session completing the same one is refused, not counted twice.
    case completeOccurrence(list: ListID, row: RowID, occurrence: CalendarDate?, doneOn: CalendarDate)
    /// Done on a selection holding repeating rows, as one undo step: each repeating
    /// row's occurrence completed (each to its next due), and the action that marks
    /// done run on the other rows, when there are any.
    case completeSelection(list: ListID, occurrences: [Occurrence], doneOn: CalendarDate, others: [RowID], action: SwipeAction)
    /// Deletes the rows a rule covers, with everything inside them, keeping them in the
    /// store under `saved` for undo; `tally` is what the store counted of them. `action`:
    /// an action that only deletes (`do Delete` on the selection), said as that action.
    case deleteCovered(list: ListID, rule: RowRule, tally: RuleTally, saved: Int64, action: SwipeAction? = nil)
    /// Puts back the rows kept under `saved`: the inverse of `deleteCovered`, whose action it keeps for redo.
    case putBackSaved(list: ListID, rule: RowRule, saved: Int64, tally: RuleTally, action: SwipeAction? = nil)
    /// Runs an action that only sets fields on every row a rule covers, the store
    /// keeping the rows' values under `saved` for undo; `tally` is what it counted of them.
    case actOnCovered(list: ListID, rule: RowRule, action: SwipeAction, tally: RuleTally, saved: Int64)
    /// Puts back the values kept under `saved`: the inverse of `actOnCovered`.
    case putBackValues(list: ListID, rule: RowRule, action: SwipeAction, saved: Int64, tally: RuleTally)
    /// Removes a field's declaration from a list read in windows, the store taking the
    /// values out of the `rows` rows holding one and keeping them under `saved` for undo
    /// (`BulkWrite.takeField`); the rows read forget theirs.
    case takeField(list: ListID, name: String, rows: Int, saved: Int64)
    /// Declares a field again at `index` and puts back the values kept under `saved`:
    /// the inverse of `takeField`.
    case putBackField(list: ListID, FieldDeclaration, index: Int, rows: Int, saved: Int64)

    public var list: ListID {
        switch self {
        case .addRow(let l, _, _, _, _), .addChild(let l, _, _, _, _), .deleteRows(let l, _), .moveRow(let l, _, _),
            .indentRow(let l, _), .outdentRow(let l, _), .nestRow(let l, _, _), .setExpanded(let l, _, _, _),
            .renameRow(let l, _, _),
            .setNotes(let l, _, _), .runAction(let l, _, _), .restoreRows(let l, _, _),
            .addSection(let l, _, _, _), .renameSection(let l, _, _), .deleteSection(let l, _),
            .restoreSection(let l, _), .setFooter(let l, _, _), .setCollapsed(let l, _, _), .setStyle(let l, _),
            .setProminence(let l, _, _), .setOrdering(let l, _),
            .deleteList(let l), .renameList(let l, _), .addAction(let l, _, _, _), .removeAction(let l, _),
            .renameAction(let l, _, _), .moveAction(let l, _, _), .setFullSwipe(let l, _, _),
            .setSelectionMode(let l, _), .moveRows(let l, _, _, _), .moveRowsToList(let l, _, _, _, _),
            .transferRows(let l, _, _),
            .setField(let l, _, _, _), .toggleField(let l, _, _), .setPinned(let l, _, _, _), .unpinUndeclaring(let l, _, _),
            .addField(let l, _, _, _, _, _), .removeField(let l, _), .setGrouping(let l, _),
            .setSchedule(let l, _, _, _, _), .completeOccurrence(let l, _, _, _), .completeSelection(let l, _, _, _, _),
            .deleteCovered(let l, _, _, _, _), .putBackSaved(let l, _, _, _, _), .actOnCovered(let l, _, _, _, _),
            .putBackValues(let l, _, _, _, _), .takeField(let l, _, _, _), .putBackField(let l, _, _, _, _):
            return l
        case .createList(let d), .restoreList(let d):
            return d.id
        }
    }

    /// Every list the operation reads or writes; all of them must be loaded first.
    public var lists: [ListID] {
        switch self {
        case .moveRowsToList(let from, _, let to, _, _), .transferRows(let from, let to, _): return [from, to]
        default: return [list]
        }
    }

    /// What the operation needs read from the store before it is applied: every
    /// list it reads or writes, and where a list is read a section at a time, the
    /// sections it puts rows into. A list deleted is kept aside by the store, not
    /// read: undo shows it again as memory held it.
    public var needs: [Need] {
        var out = lists.map(Need.list)
        switch self {
        case .moveRowsToList(_, _, let to, let section, _): out.append(.sections([section], of: to))
        case .transferRows(_, let to, let put): out.append(.sections(put.map(\.section), of: to))
        default: break
        }
        return out
    }

    /// Whether the operation can give back an action the section or field it needs:
    /// a section added, restored or renamed, a field added. Only these look for
    /// actions offered again (`ListDocument.actionsOffered`).
    public var givesActionsTargets: Bool {
        switch self {
        case .addSection, .restoreSection, .renameSection, .addField, .putBackField: return true
        default: return false
        }
    }

    /// Whether the operation names its rows by a rule (`RowRule`), the store changing them.
    public var isByRule: Bool {
        switch self {
        case .deleteCovered, .putBackSaved, .actOnCovered, .putBackValues: return true
        default: return false
        }
    }

    /// Whether the operation only changes rows where they are, none coming, going
    /// or moving: it may be applied to a section read as a window. Any other change
    /// to a list has that list's windows read whole first.
    public var keepsRowsInPlace: Bool {
        switch self {
        case .renameRow, .setNotes, .setField, .toggleField, .setPinned, .setExpanded:
            return true
        case .runAction(_, _, let action):
            return action.effects.allSatisfy {
                switch $0 {
                case .setField, .clearField, .toggle: return true
                case .delete, .moveToSection: return false
                }
            }
        default:
            return false
        }
    }

    /// The same, knowing the library it is applied to: putting rows back where
    /// they are, with the same parents and positions (the undo of a rename, a
    /// note, an action that set fields), keeps them in place too, and so does a
    /// row's repeat or reminder (`repeat`, `remind`), which sets its schedule and
    /// perhaps its due as `set` would; a start changed may make the row wait, out
    /// of the list as it is shown, so it does not.
    public func keepsRowsInPlace(in library: Library) -> Bool {
        if case .setSchedule(let list, let row, let schedule, _, _) = self {
            guard let held = library.list(list)?.row(row) else { return false }
            return held.schedule.start == schedule.start
        }
        if case .unpinUndeclaring(let list, let put, _) = self {
            return Operation.restoreRows(list: list, put: [put], remove: []).keepsRowsInPlace(in: library)
        }
        guard case .restoreRows(let list, let put, let remove) = self else { return keepsRowsInPlace }
        guard remove.isEmpty, let document = library.list(list) else { return false }
        // The rows found in one pass over each place they are among, not one search each
        // (the undo of an action on 1,000 rows of a section searched it 1,000 times).
        let current = document.snapshots(of: put.map(\.row.id))
        return put.allSatisfy { shot in
            guard let now = current[shot.row.id] else { return false }
            return now.section == shot.section && now.parent == shot.parent
                && now.row.position == shot.row.position && now.row.children.map(\.id) == shot.row.children.map(\.id)
        }
    }

    /// Whether the operation leaves every row where it is and every state a badge counts
    /// (overdue, due today, unread): a section's badge counts stay what the store counted,
    /// and are not counted again after it (`Session.perform`), where counting passes over
    /// every row holding a field (1.6 s of CPU at a million rows holding a due date).
    public var leavesBadgeCounts: Bool {
        func counted(_ field: String) -> Bool { [FieldRole.due, .done, .read].contains { $0.isNamed(field) } }
        switch self {
        case .renameRow, .setNotes, .setExpanded:
            return true
        case .setPinned(_, _, _, let field):
            return !counted(field)
        case .setField(_, _, let field, _), .toggleField(_, _, let field):
            return !counted(field)
        case .runAction(_, _, let action):
            return action.effects.allSatisfy {
                switch $0 {
                case .setField(let field, _), .clearField(let field), .toggle(let field): return !counted(field)
                case .delete, .moveToSection: return false
                }
            }
        default:
            return false
        }
    }

    /// Whether the operation may change a boolean field's value on rows that stay
    /// where they are: a selection kept as "the rows in this state" becomes ids
    /// before one that may. Only changes known to touch other values say no.
    public func mayChange(field name: String) -> Bool {
        switch self {
        case .renameRow, .setNotes, .setExpanded:
            return false
        case .setField(_, _, let field, _), .toggleField(_, _, let field):
            return field == name
        case .runAction(_, _, let action):
            return action.effects.contains {
                switch $0 {
                case .setField(let field, _), .clearField(let field), .toggle(let field): return field == name
                case .delete, .moveToSection: return true
                }
            }
        default:
            return true
        }
    }

    /// One thing an operation needs read before it is applied.
    public enum Need: Hashable, Sendable {
        /// The list's rows, or where it is long its sections by their counts.
        case list(ListID)
        /// Every row of the list.
        case wholeList(ListID)
        /// These sections' rows, where the list is read a section at a time.
        case sections([SectionID], of: ListID)
        /// These rows, where they are not read, with the rows beside them: a
        /// top-level row as a window of its section, a row inside another with its section.
        case rows([RowID], of: ListID)
        /// The rows of these ranks of a section not read whole, as a window of it.
        case ranks(Range<Int>, of: SectionID, in: ListID)
        /// The rows of a section not read whole next to a position, either side of
        /// it, as a window: where a row is put back.
        case around(Int64, of: SectionID, in: ListID)
        /// Every window of the list read whole: a change that does not say which rows it needs.
        case windows(ListID)
        /// Where rows are added or moved to the bottom (or the top) of a section of a list
        /// sorted by a field, not read whole: the section's highest (or lowest) position, the
        /// row holding it, and the rows beside where each row, placed past it in turn, goes
        /// in the field's order, as windows.
        case adding([Row], to: SectionID, atTop: Bool, in: ListID)
        /// The rows beside where each of these top-level rows, put back, goes in a field's
        /// order, in a section of a list sorted by it not read whole, as windows.
        case placing([Row], in: SectionID, of: ListID)
    }
}

/// What an operation touched, so that the store writes only those rows.
public struct Changes: Hashable, Sendable {
    public var list: ListID
    public var rows: Set<RowID> = []
    public var removedRows: Set<RowID> = []
    public var sections: Set<SectionID> = []
    public var removedSections: Set<SectionID> = []
    /// Sections whose rows came, went or moved: others recount them, and undo reads them first.
    public var rowSections: Set<SectionID> = []
    public var listSettings = false
    /// The list was deleted: the store keeps it aside, unseen, under this session
    /// (`Repository.letGo(lists:)` deletes it for good).
    public var listRemoved = false
    public var listCreated = false
    /// A list kept aside by `listRemoved` is shown again, with its name, place and settings.
    public var listRestored = false
    /// Rows the store changes in a few statements, named by a rule rather than listed.
    public var bulk: BulkWrite?
    /// No row came, went or moved: the rows changed where they are (an action that sets
    /// fields, its undo), so the store writes their values and leaves their places, with
    /// no row stepping aside first (which moved each in the store's counts by position twice).
    public var inPlace = false

    public init(list: ListID) { self.list = list }

    /// Nothing was written: a change that changed nothing records no undo step.
    public var isEmpty: Bool {
        rows.isEmpty && removedRows.isEmpty && sections.isEmpty && removedSections.isEmpty && bulk == nil
            && !listSettings && !listRemoved && !listCreated && !listRestored
    }
}

public struct Outcome: Hashable, Sendable {
    public var events: [Event]
    public var inverse: Operation
    public var changes: Changes
    /// The other list a move between lists touched; it writes after `changes`.
    public var otherChanges: [Changes] = []

    /// Every list's changes, in the order the store writes them.
    public var allChanges: [Changes] { [changes] + otherChanges }
}
