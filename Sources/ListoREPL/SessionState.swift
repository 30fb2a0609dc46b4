import ListoAnnouncer
import ListoModel

/// The person's place in their lists, as one value: which list and column,
/// where focus is and what the rotor moves by, the selection, the filter, an
/// open swipe, the detail column's rows, the choice a number on the next line
/// makes, a reading in progress, and the undo history. Commands read it and
/// change it; two states are equal when the person is in the same place.
struct SessionState: Equatable {
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
    var filter: String?
    var lastFind: String?
    var visibility: ColumnVisibility = .automatic
    var splitStyle: SplitStyle = .balanced
    /// The row the detail column shows, and those it came from.
    var detailRow: RowID?
    var detailStack: [RowID] = []
    /// Which reply of the detail's row next and previous are on.
    var detailReply: Int?

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

    /// What other sessions changed, gathered until the next answer says it.
    var heard = ElsewhereSummary()
    /// Where the focused row was before another session took it away.
    var gap: ForeignEffect.Departure?
    /// Where focus was put when the row left; the gap stays open until focus moves.
    var gapFocus: Focus?
    /// Rows other sessions deleted during this command, by title, for the refusal of a change to one.
    var vanished: [RowID: String] = [:]
    /// The due a repeating row had before another session changed it during this
    /// command: the occurrence a done typed now completes.
    var seenDue: [RowID: CalendarDate?] = [:]
    /// Rows whose reminder has been said in this session: each is said once.
    var reminded: Set<RowID> = []
    /// Said after this command's own answer: the undo history let its oldest step go.
    var undoLimitReached = false
    /// A store read that failed where the answer could not stop for it (a count
    /// in a sidebar line, the rows of a filter, a completion): said after the
    /// answer as one `Error:` line.
    var readFailure: Refusal?
    /// The list whose actions were last said on a row.
    var actionsHeard: ListID?
    /// The columns where back has been said to lead somewhere.
    var backHeard: Set<Column> = []
    /// The lines typed, for `history` and `!N`; a terminal session starts with the history file's.
    var history = CommandHistory()

    /// SwiftUI's edit mode: active when turned on, transient while a swipe is open, else inactive.
    var editMode: EditMode { editing ? .active : swipe != nil ? .transient : .inactive }
}

struct OpenSwipe: Hashable {
    var row: RowID
    var edge: Edge
}

struct SearchHitPlace: Hashable {
    var list: ListID
    var row: RowID
}

/// What a session runs in, beside its state, settings and repository: where
/// today comes from, how long a list may be before it is read a section at a
/// time, and the two things the runner lends it.
public struct SessionEnvironment {
    /// The system's clock, or a fixed day for transcripts and tests.
    public var clock: @Sendable () -> CalendarDate = SystemClock.today
    /// Minutes after midnight: the system's clock, or a time given with --now that runs on from there.
    public var timeOfDay: @Sendable () -> Int = SystemClock.minuteOfDay
    /// Lists with more top-level rows than this are read a few sections at a
    /// time, and about half as many rows stay read between commands.
    public let windowRows: Int
    /// Says announcements before the command's answer is done: a long reading with
    /// no page is said section by section, so that it never waits or piles up.
    public var early: (([Announcement]) -> Void)?
    /// The voices speech-dispatcher offers; the runner, which holds the connection, answers.
    public var synthesisVoices: () -> Result<[SynthesisVoice], SpeechFailure> = { .success([]) }

    public init(windowRows: Int) { self.windowRows = windowRows }
}

/// The state's parts, by their names, for the commands that read and change them.
extension Session {
    var listID: ListID { get { state.listID } _modify { yield &state.listID } }
    var column: Column { get { state.column } _modify { yield &state.column } }
    var sidebarFocus: ListID? { get { state.sidebarFocus } _modify { yield &state.sidebarFocus } }
    var focus: Focus { get { state.focus } _modify { yield &state.focus } }
    var rotor: RotorUnit { get { state.rotor } _modify { yield &state.rotor } }
    var rotorTerm: String? { get { state.rotorTerm } _modify { yield &state.rotorTerm } }
    var actionIndex: Int? { get { state.actionIndex } _modify { yield &state.actionIndex } }
    var swipe: OpenSwipe? { get { state.swipe } _modify { yield &state.swipe } }
    var selection: Set<RowID> { get { state.selection } _modify { yield &state.selection } }
    var filter: String? { get { state.filter } _modify { yield &state.filter } }
    var lastFind: String? { get { state.lastFind } _modify { yield &state.lastFind } }
    var visibility: ColumnVisibility { get { state.visibility } _modify { yield &state.visibility } }
    var splitStyle: SplitStyle { get { state.splitStyle } _modify { yield &state.splitStyle } }
    var detailRow: RowID? { get { state.detailRow } _modify { yield &state.detailRow } }
    var detailStack: [RowID] { get { state.detailStack } _modify { yield &state.detailStack } }
    var detailReply: Int? { get { state.detailReply } _modify { yield &state.detailReply } }
    var choice: NumberedChoice? { get { state.choice } _modify { yield &state.choice } }
    var pendingRead: PendingRead? { get { state.pendingRead } _modify { yield &state.pendingRead } }
    var pendingPage: PendingPage? { get { state.pendingPage } _modify { yield &state.pendingPage } }
    var undoStack: [UndoEntry] { get { state.undoStack } _modify { yield &state.undoStack } }
    var redoStack: [UndoEntry] { get { state.redoStack } _modify { yield &state.redoStack } }
    var undoTrimmed: Bool { get { state.undoTrimmed } _modify { yield &state.undoTrimmed } }
    var foreignTouch: [RowID: Int64] { get { state.foreignTouch } _modify { yield &state.foreignTouch } }
    var foreignSectionTouch: [SectionID: Int64] { get { state.foreignSectionTouch } _modify { yield &state.foreignSectionTouch } }
    var foreignListTouch: [ListID: Int64] { get { state.foreignListTouch } _modify { yield &state.foreignListTouch } }
    var heard: ElsewhereSummary { get { state.heard } _modify { yield &state.heard } }
    var gap: ForeignEffect.Departure? { get { state.gap } _modify { yield &state.gap } }
    var gapFocus: Focus? { get { state.gapFocus } _modify { yield &state.gapFocus } }
    var vanished: [RowID: String] { get { state.vanished } _modify { yield &state.vanished } }
    var seenDue: [RowID: CalendarDate?] { get { state.seenDue } _modify { yield &state.seenDue } }
    var remindedThisSession: Set<RowID> { get { state.reminded } _modify { yield &state.reminded } }
    var readFailure: Refusal? { get { state.readFailure } _modify { yield &state.readFailure } }
    var actionsHeard: ListID? { get { state.actionsHeard } _modify { yield &state.actionsHeard } }
    var backHeard: Set<Column> { get { state.backHeard } _modify { yield &state.backHeard } }
    public var history: CommandHistory { get { state.history } _modify { yield &state.history } }
    var editMode: EditMode { state.editMode }

    public var profile: Profile { get { settings.profile } _modify { yield &settings.profile } }
    public var layout: Layout { get { settings.layout } _modify { yield &settings.layout } }
    public var verbosity: Verbosity { get { settings.verbosity } _modify { yield &settings.verbosity } }
    public var language: Language { get { settings.language } _modify { yield &settings.language } }
    public var width: Int? { get { settings.width } _modify { yield &settings.width } }
    public var speech: SpeechSettings { get { settings.speech } _modify { yield &settings.speech } }
    public var page: Int? { get { settings.page } _modify { yield &settings.page } }
    public var chosenLanguage: Language? { settings.chosenLanguage }

    public var clock: @Sendable () -> CalendarDate { get { environment.clock } set { environment.clock = newValue } }
    public var timeOfDay: @Sendable () -> Int { get { environment.timeOfDay } set { environment.timeOfDay = newValue } }
    public var windowRows: Int { environment.windowRows }
    var early: (([Announcement]) -> Void)? { environment.early }
    var synthesisVoices: () -> Result<[SynthesisVoice], SpeechFailure> { environment.synthesisVoices }
}
