import ListoModel

/// A row as it is about to be said.
public struct RowView: Hashable, Sendable {
    public var row: Row
    public var index: Int
    public var count: Int
    public var selected: Bool
    public var actions: [String]
    /// The section named before the row (pinned header, or a jump), nil when not said.
    public var section: String?
    /// Said when focus came from another level; nil when not said.
    public var level: Int?
    /// How many of the rows below it are done, where the list keeps a done field.
    public var doneChildren: Int?
    /// The rows `doneChildren` counts among: every row below it, at any depth, folded or
    /// open ("1 of 2 done"); nil for its children.
    public var doneAmong: Int?
    /// The row it sits inside, said when it is read in full.
    public var parent: String?
    /// Said in the detail column, where children are a thread's replies.
    public var thread: Bool
    /// A collapsed row the filter shows open, to reach a match inside it: said
    /// collapsed, as it is, and open by the filter, as it reads.
    public var filterOpens = false
    /// The filter its position counts among, said after the position when the
    /// answer names the filter nowhere else.
    public var filter: String?

    public init(row: Row, index: Int, count: Int, selected: Bool = false, actions: [String] = [], section: String? = nil,
                level: Int? = nil, doneChildren: Int? = nil, parent: String? = nil, thread: Bool = false) {
        self.row = row
        self.index = index
        self.count = count
        self.selected = selected
        self.actions = actions
        self.section = section
        self.level = level
        self.doneChildren = doneChildren
        self.parent = parent
        self.thread = thread
    }
}

/// A section header as it is about to be said.
public struct SectionView: Hashable, Sendable {
    public var header: String
    public var index: Int
    public var count: Int
    public var rows: Int
    public var collapsed: Bool
    public var prominence: Prominence
    /// Counts said after the row count at normal verbosity: "1 overdue".
    public var badges: StateCounts
    /// The filter its position and rows count among, said after the position when
    /// the answer names the filter nowhere else.
    public var filter: String?
    /// The rows outside any section, in a list with named sections too: said as such,
    /// never by the list's name, which would sound like a section of that name.
    public var outside = false

    public init(
        header: String, index: Int, count: Int, rows: Int, collapsed: Bool = false, prominence: Prominence = .standard,
        badges: StateCounts = StateCounts()
    ) {
        self.header = header
        self.index = index
        self.count = count
        self.rows = rows
        self.collapsed = collapsed
        self.prominence = prominence
        self.badges = badges
    }
}

public struct ActionView: Hashable, Sendable {
    public var number: Int
    public var name: String
    public var role: Role
    public var edge: Edge
    public var runsOnFullSwipe: Bool
    public var tint: String?

    public init(number: Int, name: String, role: Role, edge: Edge, runsOnFullSwipe: Bool, tint: String?) {
        self.number = number
        self.name = name
        self.role = role
        self.edge = edge
        self.runsOnFullSwipe = runsOnFullSwipe
        self.tint = tint
    }
}

public struct WhereView: Sendable {
    public var path: [String]
    public var column: Column
    public var section: String?
    public var row: String?
    public var position: (Int, Int)?
    public var rotor: RotorUnit
    /// The state the rotor moves by, when its unit is a state: said in its place.
    public var rotorState: String?
    public var editMode: EditMode
    public var selected: Int
    public var filter: String?
    public var store: StoreKind
    /// The split style, said in every layout: `columns` sets it whether or not the columns show side by side.
    public var splitStyle: String?
    /// The layout, and the width it follows, when the choice is automatic.
    public var layoutFollowed: (layout: Layout, width: LayoutWidth)?
    /// The layout chosen by name, said as `layout` says it, since no width is behind it.
    public var layoutChosen: LayoutChoice?
    /// A focused row below the top level: its level, and the rows it is inside, outermost first.
    public var level: Int?
    public var inside: [String] = []
    /// Focus on a section's footer: its text, said first as landing on it says it,
    /// as a row focused is said first.
    public var footer: String?
    /// In the detail column, no row is open there: said as the placeholder says it.
    public var detailEmpty = false
    /// In the sidebar, the store holds no list: said with the column and how to make one.
    public var sidebarEmpty = false
    /// The field the open list is sorted by and the one it is grouped by, where it is:
    /// they decide what next reaches and where a row's number counts from.
    public var sortedBy: String?
    public var groupedBy: String?
    /// The focused row is selected: said on its line, as landing on it says it.
    public var rowSelected = false

    public init(path: [String], column: Column, section: String?, row: String?, position: (Int, Int)?,
                rotor: RotorUnit, editMode: EditMode, selected: Int, filter: String?, store: StoreKind, splitStyle: String? = nil) {
        self.splitStyle = splitStyle
        self.path = path
        self.column = column
        self.section = section
        self.row = row
        self.position = position
        self.rotor = rotor
        self.editMode = editMode
        self.selected = selected
        self.filter = filter
        self.store = store
    }

}

/// The groups help and completion put commands in.
public enum CommandGroup: String, CaseIterable, Hashable, Sendable {
    case reading, moving, changing, listsAndColumns, settings
}

public struct CommandInfo: Hashable, Sendable {
    public var name: String
    public var aliases: [String]
    public var usage: String
    public var summary: String
    public var detail: String
    public var group: CommandGroup

    public init(name: String, aliases: [String], usage: String, summary: String, detail: String, group: CommandGroup) {
        self.name = name
        self.aliases = aliases
        self.usage = usage
        self.summary = summary
        self.detail = detail
        self.group = group
    }
}

/// A setting that was said or changed.
public enum Setting: Hashable, Sendable {
    case verbosity(Verbosity)
    case width(Int?)
    /// Rows a say-all reads before it stops, nil for no pages.
    case page(Int?)
    case style(list: String, ListStyle)
    case ordering(list: String, Ordering)
    case grouping(list: String, field: String?)
    case profile(Profile)
    case layout(LayoutChoice)
    /// Which columns show, and the split style that arranges them.
    case columns(ColumnVisibility, style: String)
    case editMode(EditMode)
    case selectionMode(list: String, SelectionMode)
    /// The language spoken, and where it came from.
    case language(Language, from: LanguageOrigin)
    case speak(Bool)
    case sounds(Bool)
    case voice(SpeechSettings)
    case voiceRate(Int)
    case voicePitch(Int)
    case voiceVolume(Int)
    case voiceName(String?)
    case voiceLanguage(String?)
    /// Whether listo writes to a Braille display through BRLTTY.
    case braille(Bool)
    case prompt(PromptStyle)
}

/// Why speech-dispatcher could not be used.
/// A voice speech-dispatcher offers: `English (America)`, `en-US`, and a variant
/// such as `Adam` (nil for the voice itself).
/// What a command found already so: it says so and leaves no undo step.
/// A part of a row's days that can be turned off.
public enum SchedulePart: Hashable, Sendable {
    case `repeat`, start, reminder
}

public enum Unchanged: Hashable, Sendable {
    case sectionExpanded(String)
    case sectionCollapsed(String)
    case style(list: String, ListStyle)
    /// `selection mode` set to the mode the list already has.
    case selectionMode(list: String, SelectionMode)
    case notSelected(String)
    /// `deselect all` with no row selected.
    case nothingSelected
    /// `select all` with every row selected already.
    case allSelected(count: Int)
    /// `repeat off`, `set start off` or `remind off` on a row with none of it.
    case scheduleOff(title: String, part: SchedulePart)
    /// `repeat` with the repeat the row has: its title and that repeat.
    case sameRepeat(title: String, Recurrence)
    /// `remind` with the reminder the row has: its title and that reminder.
    case sameReminder(title: String, Reminder)
    /// `set start` with the day the row starts on: its title and that day.
    case sameStart(title: String, CalendarDate)
    /// `select` of a row already selected.
    case alreadySelected(String)
    /// `select 1, 2` (or a state) of rows all selected already: their titles.
    case rowsAlreadySelected([String])
    /// `select done` again while its rule stands as made: the rows it covers, counted, not read.
    case rowsInStateAlreadySelected(count: Int)
    /// `deselect 1, 2` of rows none of which is selected: their titles.
    case rowsNotSelected([String])
    /// `deselect done` where no row selected is done: the state as typed.
    case noneSelectedInState(String)
    /// A setting given the value it has (`columns double` twice, `verbosity low` at low).
    case setting(Setting)
    /// `columns balanced` where the split style is balanced.
    case splitStyle(String)
    /// `rotor rows` where the rotor is on rows: a unit's English name, or a state term.
    case rotor(String)
    /// `section heading main` where the section's heading is main already.
    case heading(String, Prominence)
    /// A declaration given as the list has it (`action full trailing off` twice): what it
    /// would have said, as already so.
    case declared([Event])
    /// `footer off` where the section has none.
    case noFooter(String)
    /// A footer set to the text it already has.
    case sameFooter(String)
    /// `open` of the list open, focus on its title: its name and counts, said as open.
    case listOpen(name: String, sections: Int, rows: Int)
    /// A change the model found already made (mark done of a done row, pin of a
    /// pinned one, sort manual in manual order, a rename to the same name): said as
    /// what is so, not as an error, as a section collapsed twice is.
    case model(ModelError)
}

extension ModelError {
    /// Whether the model refused a change because it would change nothing, which is
    /// said as `Unchanged.model`, not as an error.
    public var changesNothing: Bool {
        switch self {
        case .alreadySet, .alreadyPinned, .alreadyInSection, .alreadySoOnRows, .orderingUnchanged, .groupingUnchanged, .scheduleUnchanged, .sameName, .noNotes, .sameNotes: return true
        default: return false
        }
    }
}

public struct SynthesisVoice: Hashable, Sendable {
    public var name: String
    public var language: String
    public var variant: String?

    public init(name: String, language: String, variant: String? = nil) {
        self.name = name
        self.language = language
        self.variant = variant
    }
}

/// Why the Braille display could not be used, or that it came back.
public enum BrailleProblem: Hashable, Sendable {
    case libraryMissing
    case unreachable
    /// BRLTTY answered with a display of no cells: its display's driver is not up yet
    /// (just started, or no display plugged in). listo looks again, as for unreachable.
    case noDisplay
    /// BRLTTY answered but gave listo no place on the display.
    case noPlace
    /// BRLTTY went away in the middle of a session.
    case lost
    /// Braille is on but BRLTTY can't be reached: listo keeps looking for it.
    case awaited
    /// BRLTTY came back and listo has the display again.
    case back
}

public enum SpeechProblem: Hashable, Sendable {
    case libraryMissing
    case unreachable
    case stopped
}

/// What changed in the open list because other sessions wrote to the store,
/// summed up over everything heard before one answer.
/// Where focus is, as said after news from another session moved it.
public enum FocusPlace: Hashable, Sendable {
    case row(String, index: Int, count: Int)
    case section(String)
    case list(String)
}

/// What goes with a list when another list is opened in its place: its
/// selection, edit mode and filter, each said as it goes (SPEC: nothing changes unsaid).
public struct LeftBehind: Hashable, Sendable {
    public var selectionCleared: Bool
    public var editEnded: Bool
    public var filter: String?

    public init(selectionCleared: Bool = false, editEnded: Bool = false, filter: String? = nil) {
        self.selectionCleared = selectionCleared
        self.editEnded = editEnded
        self.filter = filter
    }

    public var isEmpty: Bool { !selectionCleared && !editEnded && filter == nil }
}

/// A list's named sections (0 where it has none) and rows, as its title line counts them.
public struct ListSize: Hashable, Sendable {
    public var sections: Int
    public var rows: Int
    public init(sections: Int, rows: Int) {
        self.sections = sections
        self.rows = rows
    }
}

public struct ElsewhereSummary: Hashable, Sendable {
    public struct Renaming: Hashable, Sendable {
        public var from: String
        public var to: String
        public init(from: String, to: String) {
            self.from = from
            self.to = to
        }

        /// Adds a rename to those heard: one that goes on from an earlier rename
        /// extends it, and one that comes back to where it began takes it away.
        static func chain(_ renamings: inout [Renaming], from: String, to: String) {
            if let i = renamings.firstIndex(where: { $0.to == from }) {
                renamings[i].to = to
                if renamings[i].from == to { renamings.remove(at: i) }
            } else {
                renamings.append(Renaming(from: from, to: to))
            }
        }
    }

    public typealias Topic = NewsTopic

    /// Where in the store's journal the change being taken in begins: what is
    /// heard of it without a journal place of its own is placed there.
    public var now: Int64 = 0
    /// The journal place of the first change each line of news is about, so that
    /// the lines are said in the order the changes were made, oldest first.
    public private(set) var heardAt: [Topic: Int64] = [:]

    /// A topic heard at `at` (else at `now`), unless an earlier change brought it first.
    public mutating func stamp(_ topic: Topic, at: Int64? = nil) {
        let at = at ?? now
        if let known = heardAt[topic], known <= at { return }
        heardAt[topic] = at
    }

    /// When the earliest of these topics was first heard; those never stamped come last.
    public func firstHeard(_ topics: [Topic]) -> Int64 {
        topics.compactMap { heardAt[$0] }.min() ?? Int64.max
    }

    public var added: [String: Int] = [:]
    public var removed: [String: Int] = [:]
    /// The titles known of the rows counted in `added` and `removed`, by section:
    /// a section's one row is named by them, where they are all known.
    public var addedTitles: [String: [String]] = [:]
    public var removedTitles: [String: [String]] = [:]
    /// The list a row named in `removedTitles` went to, by its title: moved, not deleted.
    public var removedMovedTo: [String: String] = [:]
    /// How many rows the journal says were deleted from the open list (not moved to
    /// another list), subtasks among them: rows counted in `removed` are said deleted
    /// where these cover them, else removed (moved, as far as is known here).
    public var rowsDeleted = 0
    /// Of the rows counted in `added`, those heard deleted here before (another
    /// session's undo brings them back) and those new: all back, they are said back.
    public var rowsBack = 0
    public var rowsNew = 0
    /// Named sections another session added, deleted or renamed.
    public var sectionsAdded: [String] = []
    public var sectionsRemoved: [String] = []
    public var sectionsRenamed: [Renaming] = []
    /// A field another session removed from the open list, with the list's name.
    public struct FieldRemoval: Hashable, Sendable {
        public var field: String
        public var list: String
        public init(field: String, list: String) {
            self.field = field
            self.list = list
        }
    }

    public var fieldsRemoved: [FieldRemoval] = []
    /// The actions a section deleted or a field removed elsewhere left without
    /// what they need: no longer offered, said with the deletion or removal.
    public var actionsWithoutSection: [String] = []
    public var actionsWithoutField: [String] = []
    /// The actions a section or field added elsewhere gave back what they need: offered again.
    public var actionsOffered: [String] = []
    public var renamed: [Renaming] = []
    public var reordered: [RowPlace] = []
    public var movedInto: [String: Int] = [:]
    /// The titles known of the rows counted in `movedInto`, by section: a section's
    /// one row moved in is named by it, as one row added is.
    public var movedIntoTitles: [String: [String]] = [:]
    /// Rows changed in place, each once, with what is known of the change.
    public var changed: [ForeignRowChange] = []
    /// The focused row, when it was deleted or moved out.
    public var focusLost: String?
    /// The section the focused row went to; nil when it was deleted.
    public var focusMovedTo: String?
    public var selectionDropped = 0
    /// The titles of the selected rows deleted elsewhere, where known: the one
    /// selected row deleted is named once, with that it was selected.
    public var selectionDroppedTitles: [String] = []
    /// The list each of those rows went to, by its title, when another session
    /// moved it there rather than deleted it: said moved, not deleted.
    public var selectionDroppedMovedTo: [String: String] = [:]
    /// The list this session had open when another session deleted it.
    public var listGone: String?
    /// The list this session was moved to when its open list was deleted elsewhere;
    /// nil with `listGone` set when no list is left and the session is in the sidebar.
    public var listNowIn: String?
    /// How big that list is, said on the same line ("Now in Tasks, 2 sections, 5
    /// rows."), so that its name leads one line, not two in a row.
    public var listNowInSize: ListSize?
    /// The sidebar item focus is on, when this session stays in the sidebar as the
    /// open list is deleted elsewhere: said in place of "Now in".
    public var sidebarNowOn: FocusPlace?
    /// What the deleted list's selection, edit mode and filter lost with it.
    public var leftBehind: LeftBehind?
    /// Lists another session renamed, each from its old name to its new one.
    public var listsRenamed: [Renaming] = []
    /// The list read again whole, because this session fell too far behind.
    public var readAgain: String?
    /// The store was replaced on the server under this session: every list read again.
    public var storeReplaced = false
    /// Lists another session made or brought back (undoing their delete), by name:
    /// the sidebar has them, so they are said as a sighted person sees them appear.
    public var listsAdded: [String] = []
    /// Of those, the lists that came back (another session undid their delete) after
    /// this session heard them deleted: said back, not added.
    public var listsBack: Set<String> = []
    /// Lists other than the open one that another session deleted, by name.
    public var listsGone: [String] = []
    /// The focused row, when another session changed it so that the filter on
    /// (`hiddenBy`) no longer shows it: said as a change made here says it.
    public var focusHidden: String?
    public var hiddenBy: String?
    /// Where focus went when the focused row left: said after the news, so the
    /// person knows where the next command starts without asking where.
    public var focusNowOn: FocusPlace?
    /// The column focus went to when the row the detail showed left: said before
    /// where focus is now, so that where and the news agree on the column.
    public var columnNowIn: Column?

    public init(added: [String: Int] = [:], removed: [String: Int] = [:], changed: [ForeignRowChange] = [], focusLost: String? = nil, listGone: String? = nil) {
        self.added = added
        self.removed = removed
        self.changed = changed
        self.focusLost = focusLost
        self.listGone = listGone
    }

    public var isEmpty: Bool {
        added.isEmpty && removed.isEmpty && renamed.isEmpty && reordered.isEmpty && movedInto.isEmpty && changed.isEmpty
            && sectionsAdded.isEmpty && sectionsRemoved.isEmpty && sectionsRenamed.isEmpty
            && fieldsRemoved.isEmpty && actionsWithoutSection.isEmpty && actionsWithoutField.isEmpty && actionsOffered.isEmpty
            && focusLost == nil && focusHidden == nil && columnNowIn == nil
            && selectionDropped == 0 && listGone == nil && readAgain == nil && !storeReplaced && listsAdded.isEmpty && listsGone.isEmpty
            && listsRenamed.isEmpty
    }

    /// A row counted as removed from `section` that is said on its own (the
    /// focused row, a refusal's): out of the count, and out of the titles.
    public mutating func takeOutRemoved(_ title: String, from section: String) {
        if let n = removed[section] { removed[section] = n > 1 ? n - 1 : nil }
        if let i = removedTitles[section]?.firstIndex(of: title) { removedTitles[section]?.remove(at: i) }
    }

    /// A section renamed after another rename of it is one rename, from the first name to the last.
    public mutating func hear(sectionRenamed from: String, to: String) {
        Renaming.chain(&sectionsRenamed, from: from, to: to)
    }

    /// A list renamed after another rename of it is one rename, from the first name to the last.
    public mutating func hear(listRenamed from: String, to: String) {
        stamp(.listRenamed(listsRenamed.first { $0.to == from }?.from ?? from))
        Renaming.chain(&listsRenamed, from: from, to: to)
    }

    /// A rename heard after another of the same row is one rename, from the
    /// first title to the last: "Rb1 renamed to Rb3", not a chain; one that comes
    /// back to where it began is no rename.
    public mutating func hear(renamed from: String, to: String) {
        Renaming.chain(&renamed, from: from, to: to)
        for i in changed.indices where changed[i].title == from { changed[i].title = to }
    }

    /// A row's value of a field removed elsewhere is said by the removal, once for
    /// every row: not as a change to each row. A row left with no other change is not said.
    public mutating func leaveOutValuesOfRemovedFields() {
        guard !fieldsRemoved.isEmpty else { return }
        let removed = Set(fieldsRemoved.map { Names.key($0.field) })
        changed = changed.compactMap { change in
            var kept = change
            kept.values = change.values.filter { !removed.contains(Names.key($0.field)) }
            return kept.values.isEmpty && !kept.notesChanged ? nil : kept
        }
    }

    /// A row changed again is said once, with its latest values.
    public mutating func hear(changed change: ForeignRowChange) {
        guard let i = changed.firstIndex(where: { $0.row == change.row }) else { return changed.append(change) }
        var merged = changed[i]
        for value in change.values {
            if let j = merged.values.firstIndex(where: { $0.field == value.field }) { merged.values[j] = value } else { merged.values.append(value) }
        }
        merged.title = change.title
        merged.done = change.done
        merged.notesChanged = merged.notesChanged || change.notesChanged
        changed[i] = merged
    }
}

/// Everything listo says is one of these; `Announcer` gives the words.
public enum Announcement: Sendable {
    /// A page of the lines of a long answer said a page at a time, as a say-all
    /// is: the rest is left for `more`.
    case page([String])
    /// `filter`: the filter on, whose matching rows `rows` counts; `tally`, what the
    /// count is made of, said when rows inside match.
    /// `waiting`: the rows among `rows` that wait for a later start, which the list hides,
    /// said as `lists` says them so that the two counts agree.
    case listTitle(name: String, sections: Int, rows: Int, filter: String? = nil, tally: MatchTally? = nil, waiting: Int = 0)
    case section(SectionView)
    /// A section named in passing, as rows are crossed into it.
    case sectionCrossed(SectionView)
    case row(RowView)
    /// A section header in a say-all: its place and count, said once for its rows.
    case readSection(SectionView)
    /// A row in a say-all: its title and states, no position, no actions.
    case readRow(RowView)
    /// A say-all stopped after a page; `more` goes on.
    case moreToRead(rows: Int)
    /// The next rows a name matched, after those an ambiguity offered, numbered on
    /// from `first`; `more`: rows past these match too.
    case moreCandidates([RowCandidate], first: Int, more: Bool)
    /// Said once, on a new store's first start.
    case firstStartHint
    case helpGroups([CommandGroup])
    case helpGroup(CommandGroup, [CommandInfo])
    case storeLocation(StoreKind)
    case rowInFull(RowView, actions: [ActionView])
    case footer(String)
    /// A footer in a say-all: it ends as the header and rows around it do.
    case readFooter(String)
    case endOfList
    case startOfList
    /// The end (or start) of a list read under a filter, which names it.
    case edgeOfFilter(end: Bool, filter: String)
    /// The actions rotor past the focused row's last action (or before its first).
    case edgeOfActions(end: Bool)
    /// A read that went on to the end of the list: no words, a cue when sounds are on.
    case endOfRead
    /// The level rotor ran out of siblings.
    case levelEnd(first: Bool, level: Int)
    case rotor(RotorUnit, available: [RotorUnit])
    case actionFocused(ActionView, count: Int)
    /// A row's actions, numbered; `id` says which row, for a routing key over an action to run it there.
    /// `id`: the row they act on; nil for the selection (`row` then names it), which `do N` takes them for.
    case actions(row: String, id: RowID?, [ActionView])
    case sections([SectionView])
    /// `filter`: the filter on in the open list, said on its line, as its rows are counted whole.
    /// `replies`: the list's rows inside rows are replies, as its badges name them.
    case lists([(name: String, rows: Int, badges: StateCounts, replies: Bool)], current: String?, filter: String? = nil)
    case whereAmI(WhereView)
    case help([CommandInfo])
    case commandHelp(CommandInfo)
    case setting(Setting)
    case changes([Event])
    /// A change while a filter is on: its places and the rows it leaves are counted
    /// among the rows the filter lets through, and the first count says so.
    case changesInFilter([Event], filter: String)
    /// An undo, with where a move put its rows back, so that it says where; `list`,
    /// the list it changed when that is not the open one, which nothing else names.
    /// `moved`, the row's move an undo or redo of a move within a section made: the
    /// place it is in now, said as the move said it. `back`, the rows the undo put back
    /// whole, as they are again: a note's undo says the note it brought back.
    case undid([Event], place: RowsPlace? = nil, list: String? = nil, moved: Event? = nil, back: [Row] = [])
    /// A redo, with where a move took its rows again, and the list it changed when not the open one.
    case redid([Event], place: RowsPlace? = nil, list: String? = nil, moved: Event? = nil)
    /// The actions a redo or undo left without the section or field they need, said
    /// after it on their own line, as the change itself said them.
    case actionsWithdrawn(withoutSection: [String], withoutField: [String])
    /// Rows an undo brought back, selected again as they were before the step that
    /// took them away; `count`, every row selected now. No titles: a rule's rows, unread,
    /// that are the whole selection.
    case selectedAgain([String], count: Int)
    case changedElsewhere(ElsewhereSummary)
    case refusal(Refusal)
    case filterOn(String, matches: MatchTally)
    /// A command that would change nothing: said so, and no undo step is left.
    case unchanged(Unchanged)
    /// A reading that finds nothing because the filter hides it all, said instead of "is empty".
    case filterHidesAll(list: String, filter: String)
    /// `sections` while a filter is on: the sections with rows it shows.
    case filteredSections([SectionView], filter: String)
    /// A row just added or changed that the filter on does not show.
    case hiddenByFilter(title: String, filter: String)
    case filterOff(rows: Int)
    /// With the filter off, the focused row is hidden again inside a collapsed row: focus went there.
    case focusOutOfCollapsed(row: String, ancestor: String)
    /// `filter off` with no filter on.
    case noFilter(rows: Int)
    /// `edit on` while editing, or `edit off` while not.
    case editUnchanged(editing: Bool)
    /// Rows a new selection mode took out of the selection.
    case selectionDropped(Int)
    /// `selection mode single` over several rows: the row that stays selected, and how many were let go.
    case selectionKept(String, dropped: Int)
    /// An undone or redone `selection mode`: the mode stepped over and the one the list has now.
    case selectionModeStepped(list: String, stepped: SelectionMode, now: SelectionMode, undone: Bool)
    case selection([String])
    /// `selection` while a filter is on and hides `hidden` of the selected rows.
    case selectionUnderFilter([String], hidden: Int, filter: String)
    /// `deselect all` while a filter is on: `hidden` of the rows let go were hidden by it.
    case deselectedUnderFilter(hidden: Int, filter: String)
    case selectionChanged(title: String, selected: Bool, count: Int)
    case selectionAll(count: Int, selected: Bool)
    /// `select all` while a filter is on: the rows it shows, selected.
    case selectionAllFiltered(count: Int, filter: String)
    /// Several rows selected at once, by numbers or by a state.
    case rowsSelected([String], count: Int)
    /// Several rows deselected at once by their numbers, with how many stay selected.
    case rowsDeselected([String], count: Int)
    /// More than three rows selected by a state, counted in the store, not read: said as `rowsSelected` says that many.
    case rowsInStateSelected(rows: Int, count: Int)
    /// More than three rows deselected by a state, counted, not read: said as `rowsDeselected` says that many.
    case rowsInStateDeselected(rows: Int, count: Int)
    case swipeOpened(edge: Edge, row: String, [ActionView])
    case swipeClosed(row: String)
    case nothingToCancel
    case emptySection(String)
    case placeholder(list: String)
    /// In the compact layout on pad and mac the detail, bound to the selection, now
    /// holds a row out of sight; `openHint` when `open` alone goes there.
    case detailHolds(title: String, openHint: Bool)
    /// `afterTitle`: said right after the list's title, which already says it has no
    /// rows, so only the way to fill it is said.
    case emptyListPlaceholder(list: String, afterTitle: Bool = false)
    case column(Column)
    /// Where back leads: a list or row's title, or nil for the sidebar.
    case backGoesTo(String?)
    case sidebarScreen(count: Int)
    case sidebarItem(name: String, index: Int, count: Int, rows: Int, badges: StateCounts, replies: Bool = false)
    /// A list opened in place of another: what that cleared, and only that.
    case cascade(list: String, sections: Int = 0, rows: Int, left: LeftBehind, detailClosed: Bool)
    /// What the list left behind lost, said after an answer that opened another list.
    case leftBehind(LeftBehind)
    case splitStyle(String)
    /// The detail column's row, said as the content column says it, then its notes and replies.
    /// `aside`: said from another column, so it is named as the detail's.
    case detailSummary(RowView, replies: Int, aside: Bool)
    /// What the content column now shows, said from the sidebar that keeps the focus
    /// (the regular layout): its first line named as the content's.
    indirect case contentAside(Announcement)
    /// The ways to reorder a row that are offered now.
    case moveOffered(up: Bool, down: Bool)
    case readOnlyNotice(path: String)
    /// A commit whose answer never came, looked up in the journal once the server answered again.
    case commitLookedUp(done: Bool)
    case version(String)
    case imported(lists: [String], rows: Int)
    /// The layout an automatic choice gives, and the width it follows.
    case layoutFollows(Layout, LayoutWidth)
    /// A list's actions whose names are commands too: typing one runs the command,
    /// and `do NAME` runs the action.
    case actionsAreCommands(list: String, names: [String])
    /// One message said as it is, in the normal voice: an answer that is one line
    /// of its own needs only its `Message` and the catalogs' words for it, no case
    /// here and no wording in `Announcer`.
    case said(Message)
    /// What an imported file held that listo could not keep, a line a kind.
    case notKept([ImportLossCount])
    /// A list written into a calendar folder, and the files left alone there, changed since the last sync.
    case vdirExported(list: String, folder: String, written: Int, unchanged: Int, removed: Int)
    /// `command`: the import that takes the files, as typed at a shell (`listo import FOLDER --store PATH`).
    case vdirLeftAlone(folder: String, titles: [String], command: String)
    /// What a calendar folder brought to a list; the rows kept twice or kept back go on standard error.
    case vdirImported(list: String, folder: String, changed: Int, added: Int, removed: Int)
    case vdirConflicts(folder: String, bothChanged: [String], keptHere: [String], broughtBack: [String])
    /// A repeating task done in a calendar folder or an imported file (`source`),
    /// moved on here to its next occurrence, as done on it in listo would.
    case doneRepeating(source: String, title: String, next: CalendarDate)
    /// An export to todo.txt wrote rows inside other rows flat, after their parents.
    case exportedFlat(rows: Int)
    /// Markdown has no place for a list's swipe actions: the lists that had some.
    case exportedActionsLeftOut(lists: [String])
    /// Markdown has no place for a row's repeat, start or reminder: the first rows that had one, and how many.
    case exportedSchedulesLeftOut(titles: [String], rows: Int)
    /// todo.txt has no place for a row's notes: the first rows that had some, and how many.
    case exportedNotesLeftOut(titles: [String], rows: Int)
    /// An export to todo.txt had no place for these fields' values on some rows.
    case exportedLeftOut(fields: [String], rows: Int)
    /// Numbered lines of the history: the last ones, or those holding `matching`.
    case history([(number: Int, line: String)], total: Int, matching: String?)
    /// Why listo can't speak; said once, then listo goes on silently.
    case speechUnavailable(SpeechProblem)
    /// The Braille display could not be reached, went away, or came back.
    case braille(BrailleProblem)
    /// `voice list`: the voices for a language (nil: every language), and how many variants of them there are.
    case voices(language: String?, [SynthesisVoice], variants: Int)
    /// What `listo recover` copied into a new store, and how much it could not read.
    /// `lost`: the lists, sections and rows that could not be read, in that order.
    /// `damaged`: the damaged values left out, by row.
    case recovered(path: String, lists: Int, sections: Int, rows: Int, lost: [Int], damaged: [DamagedValue] = [])
    /// Damaged values met reading rows, read as none: said once each, with the way
    /// out when the store is a file `listo recover` reads (`recover`).
    case damaged([DamagedValue], recover: String?)
    /// What an export left out as damaged, said beside the file.
    case damagedLeftOut([DamagedValue])
    /// What `listo copy` wrote into the store at `path`: its lists, and their rows with every subtask.
    case copied(path: String, lists: Int, rows: Int)
    /// The undo history let its oldest step go: said the first time in a session.
    case undoLimit(Int)
    case fields(list: String, [FieldDeclaration])
    case searchResults(String, [SearchHit])
    case agenda([AgendaDay])
    /// The rotor said or chosen by name, when state terms are among the units.
    case rotorNamed(String, available: [String])
    /// `reminders`: those to come.
    case reminders([ReminderItem])
    /// A reminder falling due, said at start or while the prompt waits.
    case reminderDue(ReminderItem)

}

/// One row found by `search`, numbered for `open N`.
public struct SearchHit: Hashable, Sendable {
    public var number: Int
    public var title: String
    public var list: String
    public var section: String?
    /// The text was found in the notes, not the title.
    public var inNotes: Bool
    /// The open list's filter, when it hides the row: said on its line, since opening it turns the filter off.
    public var hiddenBy: String?

    public init(number: Int, title: String, list: String, section: String?, inNotes: Bool, hiddenBy: String? = nil) {
        self.number = number
        self.title = title
        self.list = list
        self.section = section
        self.inNotes = inNotes
        self.hiddenBy = hiddenBy
    }
}

/// One day of the agenda, or everything overdue, with its rows.
public struct AgendaDay: Hashable, Sendable {
    /// nil for the overdue rows, gathered before the days.
    public var day: CalendarDate?
    public var rows: [AgendaRow]

    public init(day: CalendarDate?, rows: [AgendaRow]) {
        self.day = day
        self.rows = rows
    }
}

public struct AgendaRow: Hashable, Sendable {
    public var title: String
    public var list: String
    public var due: CalendarDate
    /// The row is on this day as it starts, not as it falls due.
    public var starts: Bool
    /// The open list's filter, when it hides the row.
    public var hiddenBy: String?
    /// The row's list and id: a row on two days (its start and its due) is one row in the agenda's count.
    public var listID: ListID?
    public var rowID: RowID?

    public init(title: String, list: String, due: CalendarDate, starts: Bool = false, hiddenBy: String? = nil) {
        self.title = title
        self.list = list
        self.due = due
        self.starts = starts
        self.hiddenBy = hiddenBy
    }
}

/// Which store a session has open, as where store says it.
public enum StoreKind: Hashable, Sendable {
    case memory
    case file(path: String, readOnly: Bool)
}

/// Where an undone or redone move left its rows: a list or a section by its name,
/// or among the rows outside any section, which have no name to say.
public enum RowsPlace: Equatable, Sendable {
    case named(String)
    case outsideSections
}
