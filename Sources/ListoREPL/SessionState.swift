import ListoAnnouncer
import ListoModel

/// The person's place in their lists, as one value: which list and column,
/// where focus is and what the rotor moves by, the selection, the filter, an
/// open swipe, the detail column's rows, the choice a number on the next line
/// makes, a reading in progress, and the undo history; and the turn, what the
/// command being run gathers beside its answer, empty once it has answered.
/// Commands read it and change it; between commands two states are equal when
/// the person is in the same place.
struct SessionState: Equatable {
    /// Another session added, removed or moved rows of the open list since the last
    /// command: a row number in the next change may mean the row heard there before.
    var renumberedElsewhere = false
    /// Another session's change moved focus off the row it was on since the last command:
    /// the next change to the focused row that names no row is refused once, since a line
    /// typed as that news came in was meant for the row focus was on.
    var focusMovedElsewhere = false
    /// The lists another session deleted, as heard here: one made again with its id
    /// (that session's undo) is said back, not added.
    var listsGoneElsewhere: Set<ListID> = []
    /// The rows another session deleted, as heard here: one that comes back with its id
    /// (that session's undo) is said back, not added. Only wording hangs on it, so it
    /// is let go whole past `Session.deletedHeardKept` rows.
    var rowsDeletedElsewhere: Set<RowID> = []
    var listID: ListID
    var column: Column = .content
    var sidebarFocus: ListID?
    var focus: Focus = .title
    var rotor: RotorUnit = .items
    /// The state term the rotor moves by when its unit is `state`.
    var rotorTerm: String?
    /// Which of the focused row's actions the actions rotor is on.
    var actionIndex: Int?
    /// Edit mode turned on by the edit command.
    var editing = false
    /// A swipe open on a row, showing one edge's actions.
    var swipe: OpenSwipe?
    var selection: Set<RowID> = []
    /// `select all` kept as a rule, beside the ids in `selection`.
    var everyRow: EveryRowSelection?
    /// The keys of rows the store keeps for undo steps of this session (`Session+Bulk.swift`).
    var savedRows: Set<Int64> = []
    /// The lists this session deleted that the store keeps aside, unseen, for undo.
    var hiddenLists: Set<ListID> = []
    var filter: String?
    /// The row focused when a filter that matched nothing sent focus to the list's
    /// title: `filter off` goes back to it.
    var focusBeforeEmptyFilter: RowID?
    var lastFind: String?
    var visibility: ColumnVisibility = .automatic
    var splitStyle: SplitStyle = .balanced
    /// The row the detail column shows, and the replies opened inside it, innermost last.
    var detailRow: RowID?
    var detailStack: [RowID] = []
    /// Which reply of the detail's row next and previous are on.
    var detailReply: Int?
    /// The detail's row when opening it hid it from the filter (an unread message
    /// read under `filter unread`): the filter keeps letting it through, as Mail keeps
    /// a message just read in an unread mailbox, until another row is opened or the
    /// detail closes. Meant only while it is `detailRow` (`Session.keptUnderFilter`).
    var detailKept: RowID?

    /// What a number on the next line chooses (alone, or in open N and goto N after a
    /// search), offered by the answer just given.
    var choice: NumberedChoice?
    /// What is left of a say-all that stopped after a page, for `more`.
    var pendingRead: PendingRead? { didSet { if pendingRead != nil { pendingPage = nil } } }
    /// What is left of a long answer (a search, the agenda, the selection, help
    /// all, the sections) that stopped after a page, for `more`.
    var pendingPage: PendingPage?

    var undoStack: [UndoEntry] = []
    var redoStack: [UndoEntry] = []
    /// Whether the undo history has let a step go; said once, and again when undo reaches the end.
    var undoTrimmed = false
    /// The journal entry that last touched each row, section or list from
    /// another session, while undo steps remain that could collide with it.
    var foreignTouch: [RowID: Int64] = [:]
    var foreignSectionTouch: [SectionID: Int64] = [:]
    var foreignListTouch: [ListID: Int64] = [:]
    /// Of the rows in `foreignTouch`, those another session deleted (not moved to
    /// another list), where its journal entry was the last to touch them.
    var foreignDeleted: [RowID: Int64] = [:]

    /// Where the focused row was before another session took it away.
    var gap: ForeignEffect.Departure?
    /// Where focus was put when the row left; the gap stays open until focus moves
    /// or the command whose answer says the row left ends (`Session.execute`).
    var gapFocus: Focus?
    /// Rows whose reminder has been said in this session, with the moment it fell at:
    /// each is said once, and again only at another moment, as when done on a
    /// repeating row moves the reminder on to the next occurrence.
    var reminded: [RowID: Moment] = [:]
    /// Lists whose actions named as commands have been said: each list is said once a session.
    var commandNamedActionsHeard: Set<ListID> = []
    /// Lists where set start has set a declared field named start and said how to set
    /// the day a row waits until instead: once a session for each list.
    var startFieldHeard: Set<ListID> = []
    /// The list whose actions were last said on a row.
    var actionsHeard: ListID?
    /// The row focused by the last answer, when its own actions (unlike the list's) were said on it.
    var ownActionsHeard: OwnActions?
    /// The columns where back has been said to lead somewhere.
    var backHeard: Set<Column> = []
    /// The lines typed, for `history` and `!N`; a terminal session starts with the history file's.
    var history = CommandHistory()

    /// What the command being run was handed and has gathered (`Turn`): `execute`
    /// says it after the command's answer and empties it.
    var turn = Turn()

    /// SwiftUI's edit mode: active when turned on, transient while a swipe is open, else inactive.
    var editMode: EditMode { editing ? .active : swipe != nil ? .transient : .inactive }
}

/// The steps of the place that need nothing but the place: handlers share them
/// as functions of `inout SessionState` (a mutating method is one).
extension SessionState {
    /// Opens a list at its title in the content column; a list other than the
    /// one open starts with no selection, no filter and edit mode off.
    mutating func enter(_ list: ListID) {
        if list != listID {
            selection.removeAll()
            everyRow = nil
            filter = nil
            editing = false
        }
        listID = list
        sidebarFocus = list
        focus = .title
        detailRow = nil
        detailStack.removeAll()
        actionIndex = nil
        swipe = nil
        column = .content
    }

    /// The store was replaced on the server: every id held is the old store's, so all
    /// that holds one starts again, at the title of `list`; how the person moves
    /// (the rotor, unless by a state the new list may not have) and sees the columns,
    /// and the lines typed, stay.
    mutating func forgetStore(opening list: ListID?) {
        var fresh = SessionState(listID: list ?? ListID(0), sidebarFocus: list)
        fresh.rotor = rotor == .state ? .items : rotor
        fresh.visibility = visibility
        fresh.splitStyle = splitStyle
        fresh.history = history
        fresh.backHeard = backHeard
        self = fresh
    }

    /// Keeps a change that can be taken back, forgetting what could be redone.
    /// Past `limit` steps the oldest goes, so a long session's memory stays flat;
    /// true the first time that happens in a session, which is said once.
    mutating func record(_ step: UndoEntry, keeping limit: Int) -> Bool {
        undoStack.append(step)
        redoStack.removeAll()
        guard undoStack.count > limit else { return false }
        undoStack.removeFirst(undoStack.count - limit)
        let first = !undoTrimmed
        undoTrimmed = true
        // What others touched before the oldest step kept can no longer block an undo.
        let oldest = undoStack.map(\.seq).min() ?? .max
        foreignTouch = foreignTouch.filter { $0.value > oldest }
        foreignSectionTouch = foreignSectionTouch.filter { $0.value > oldest }
        foreignListTouch = foreignListTouch.filter { $0.value > oldest }
        foreignDeleted = foreignDeleted.filter { $0.value > oldest }
        return first
    }

    /// The last step undone: it goes on the redo history, marked with the journal
    /// entry and the changes of the commit that took it back. A history let go
    /// meanwhile (the store was read again) has no step to move.
    mutating func undid(seq: Int64, changes: [Changes]) {
        guard let step = undoStack.popLast() else { return }
        redoStack.append(UndoEntry(forward: step.forward, inverse: step.inverse, events: step.events, seq: seq, changes: changes, selection: step.selection,
                                   everyRow: step.everyRow))
    }

    /// The last step redone: it goes back on the undo history with the inverse
    /// its new commit gave.
    mutating func redid(inverse: ListoModel.Operation, seq: Int64, changes: [Changes]) {
        guard let step = redoStack.popLast() else { return }
        undoStack.append(UndoEntry(forward: step.forward, inverse: inverse, events: step.events, seq: seq, changes: changes, selection: step.selection,
                                   everyRow: step.everyRow))
    }

    /// Whether another session changed what an undo step would put back, after
    /// this session made that step.
    func changedElsewhere(since entry: UndoEntry) -> Bool {
        func later(_ seq: Int64?) -> Bool { (seq ?? 0) > entry.seq }
        return entry.changes.contains { c in
            later(foreignListTouch[c.list])
                || c.rows.union(c.removedRows).contains { later(foreignTouch[$0]) }
                || c.sections.union(c.removedSections).contains { later(foreignSectionTouch[$0]) }
        }
    }

    /// Whether what another session changed since a step includes a row of it that it deleted.
    func deletedElsewhere(since entry: UndoEntry) -> Bool {
        entry.changes.contains { c in c.rows.union(c.removedRows).contains { (foreignDeleted[$0] ?? 0) > entry.seq } }
    }

    /// The row that left from under focus, while focus has not moved since.
    var openGap: ForeignEffect.Departure? { focus == gapFocus ? gap : nil }

    /// No row selected, and no `select all` rule.
    mutating func deselectAll() {
        selection.removeAll()
        everyRow = nil
    }

    /// Where back leads is said once for each column, on the first step into it.
    mutating func backGoesTo(_ target: String?) -> [Announcement] {
        guard !backHeard.contains(column) else { return [] }
        backHeard.insert(column)
        return [.backGoesTo(target)]
    }

    /// After `said` lines of what is pending, how many are left, kept for `more`.
    mutating func nextPage(_ rest: PendingPage, said: Int) -> [Announcement] {
        let left = PendingPage(lines: Array(rest.lines.dropFirst(said)), trailing: rest.trailing)
        guard left.lines.count > left.trailing else {
            pendingPage = nil
            return []
        }
        pendingPage = left
        return [.moreToRead(rows: left.lines.count - left.trailing)]
    }

    /// `!N` is the history's line N; any other line is itself.
    func recall(_ line: String) throws -> String {
        guard let number = CommandHistory.reference(line) else { return line }
        guard let earlier = history.line(number) else {
            throw Refusal.noHistoryLine(number, count: history.lines.count, typed: String(line.dropFirst().trimmingSpaces()))
        }
        return earlier
    }

    /// What another session's change touched, at its journal entry: an undo step
    /// made before it that puts back any of these is no longer safe.
    mutating func remember(_ change: ForeignChange, at seq: Int64) {
        for shot in change.rows {
            foreignTouch[shot.row.id] = seq
            foreignDeleted[shot.row.id] = nil
        }
        for id in change.removedRows {
            foreignTouch[id] = seq
            if change.movedToList[id] == nil { foreignDeleted[id] = seq }
        }
        for section in change.sections { foreignSectionTouch[section.id] = seq }
        for id in change.removedSections { foreignSectionTouch[id] = seq }
        if change.listMeta != nil || change.listRemoved { foreignListTouch[change.list] = seq }
    }
}

struct OpenSwipe: Hashable {
    var row: RowID
    var edge: Edge
}

struct SearchHitPlace: Hashable {
    var list: ListID
    var row: RowID
    /// Said if the row is deleted elsewhere before it is chosen.
    var title: String
}

/// What a session runs in, beside its state, settings and repository: where
/// today comes from, how long a list may be before it is read a section at a
/// time, the two things the runner lends it (`early`, `synthesisVoices`), and
/// whether Ctrl-C came (`takeStopRequest`).
public struct SessionEnvironment {
    /// The system's clock, or a fixed day for transcripts and tests.
    public var clock: @Sendable () -> CalendarDate = SystemClock.today
    /// Minutes after midnight: the system's clock, or a time given with --now that runs on from there.
    public var timeOfDay: @Sendable () -> Int = SystemClock.minuteOfDay
    /// About half as many rows as this stay read between commands; with
    /// `readingWholeUpTo` left to it, lists longer than this are read in windows.
    public let windowRows: Int
    /// Says announcements before the command's answer is done: a long reading with
    /// no page is said section by section, so that it never waits or piles up.
    public var early: (([Announcement]) -> Void)?
    /// Whether Ctrl-C came since it was last asked: the process's signal, or, in
    /// a test, a flag of its own that sessions run beside it do not clear.
    public var takeStopRequest: () -> Bool = Interrupts.takeStopRequest
    /// The voices speech-dispatcher offers; the runner, which holds the connection, answers.
    public var synthesisVoices: () -> Result<[SynthesisVoice], SpeechFailure> = { .success([]) }

    /// Rows read on either side of a row a command lands on, in a section read as
    /// a window: a thirty-second of `windowRows`, from 1 to 16, so that the tests'
    /// small windows meet their edges often.
    public let windowMargin: Int

    /// Lists of up to this many top-level rows are read whole when opened; 0, as
    /// listo runs, reads every list by its sections' counts and windows of rows.
    public let readingWholeUpTo: Int

    /// Rows a reading (`list`, `read on`, `more`) reads from the store at a time in a
    /// section read in windows, by a range of ranks, and lets go once said: a
    /// twentieth of `windowRows`, from 1 to 1,000, so that the tests' small windows
    /// read each section in many pages.
    public let readingPage: Int

    public init(windowRows: Int, readingWholeUpTo: Int? = nil) {
        self.windowRows = windowRows
        self.readingWholeUpTo = readingWholeUpTo ?? windowRows
        windowMargin = max(1, min(16, windowRows / 32))
        readingPage = max(1, min(1_000, windowRows / 20))
    }
}

/// A row's own actions as they were said on it: its set differs from the list's.
struct OwnActions: Hashable {
    var row: RowID
    var actions: [String]
}
