// Generated once from the catalogs' keys; now the source. Every line listo
// says is a case here, so a message is asked for by its case and its
// arguments, and each catalog (Catalog+English.swift, Catalog+Spanish.swift)
// is a switch over every case: a message missing in one language, or asked
// for with the wrong arguments, fails to compile.

/// An argument of a message: a name, a number, a title.
public typealias MessageArgument = any CustomStringConvertible & Sendable

/// Every text listo says, with what it needs to be said; the English words are
/// in each case's comment. Counted messages take their count first.
public enum Message: Sendable {
    /// 1 row deselected. / {n} rows deselected.
    case selectionDropped(Int)
    /// Not editing; nothing changed.
    case editAlreadyOff
    /// Already editing; nothing changed.
    case editAlready
    /// The line above once more. / The line above {n} more times.
    case wrapSame(Int)
    /// The 2 lines above once more. / The 2 lines above {n} more times.
    case wrapSamePair(Int)
    /// No filter is on; {1}.
    case filterNone(MessageArgument)
    /// {1} is already expanded; nothing changed.
    case alreadyExpanded(MessageArgument)
    /// {1} is already collapsed; nothing changed.
    case alreadyCollapsed(MessageArgument)
    /// {1} style is already {2}; nothing changed.
    case alreadyStyle(MessageArgument, MessageArgument)
    /// {1} selection is already {2}; nothing changed.
    case alreadySelectionMode(MessageArgument, MessageArgument)
    /// {1} is not selected; nothing changed.
    case notSelected(MessageArgument)
    /// Nothing is selected; nothing changed.
    case nothingSelected
    /// All {n} rows are already selected; nothing changed.
    case allAlreadySelected(Int)
    /// {1} is already selected; nothing changed.
    case alreadySelected(MessageArgument)
    /// {1} is already selected; nothing changed. / {1} are already selected; nothing changed.
    case rowsAlreadySelected(Int, MessageArgument)
    /// {1} is not selected; nothing changed. / {1} are not selected; nothing changed.
    case rowsNotSelected(Int, MessageArgument)
    /// Said after a setting given the value it has: Already so; nothing changed.
    case alreadySo
    /// {1} is already a main heading; nothing changed.
    case alreadyHeadingMain(MessageArgument)
    /// {1} is already a standard heading; nothing changed.
    case alreadyHeadingStandard(MessageArgument)
    /// End of matches. Filter {1}.
    case endFiltered(MessageArgument)
    /// Start of matches. Filter {1}.
    case startFiltered(MessageArgument)
    /// {1} has no footer; nothing changed.
    case noFooter(MessageArgument)
    /// {1} already has that footer; nothing changed.
    case sameFooter(MessageArgument)
    /// {1}: no rows match filter {2}. Type filter off to hear them all.
    case filterHidesAll(MessageArgument, MessageArgument)
    /// Added {1}, hidden by filter {2}.
    case filterHides(MessageArgument, MessageArgument)
    /// {1}: now hidden by filter {2}.
    case filterNowHides(MessageArgument, MessageArgument)
    /// Filter {1} off: it hides {2}.
    case filterOffForHit(MessageArgument, MessageArgument)
    /// {1}, filter {2}: no rows match. / {1}, filter {2}: 1 row matches, {3}. / {1}, filter {2}: {n} rows match, {3}.
    /// A list's title while a filter is on; {3} (its sections) is "" in a list without named sections.
    case listTitleFiltered(Int, MessageArgument, MessageArgument, MessageArgument)
    /// Filter {1}: no sections match. / Filter {1}: 1 section matches. / Filter {1}: {n} sections match.
    case sectionsFiltered(Int, MessageArgument)
    /// Filter {1}: no rows to select. / Filter {1}: all selected, 1 in all. / Filter {1}: all selected, {n} in all.
    case selectedAllFiltered(Int, MessageArgument)

    // MARK: Completion
    /// {1}: {2}.: a group of commands and their names, as Tab on an empty line lists them
    case completionGroup(MessageArgument, MessageArgument)

    // MARK: A row offered in an ambiguity
    /// {1}, row {2} inside {3}: a title, its place, the row it is inside
    case candidateInside(MessageArgument, MessageArgument, MessageArgument)
    /// {1}, row {2} in {3}: a title, its place, its section
    case candidateIn(MessageArgument, MessageArgument, MessageArgument)
    /// {1}, row {2}: a title and its place, said as a row's so that it is not heard as a choice's number
    case candidate(MessageArgument, MessageArgument)

    // MARK: Counts
    /// no rows / 1 row / {n} rows
    case rows(Int)
    /// no rows hidden / 1 row hidden / {n} rows hidden
    case rowsHidden(Int)
    /// 0 sections / 1 section / {n} sections
    case sections(Int)
    /// 0 lists / 1 list / {n} lists
    case lists(Int)
    /// 0 actions / 1 action / {n} actions
    case actions(Int)
    /// 0 replies / 1 reply / {n} replies
    case replies(Int)
    /// no subtasks / 1 subtask / {n} subtasks
    case subtasks(Int)
    /// no subtasks still open / 1 subtask still open / {n} subtasks still open
    case subtasksOpen(Int)
    /// 0 commands / 1 command / {n} commands
    case commands(Int)
    /// {1} of {2}
    case of(MessageArgument, MessageArgument)
    /// in filter {1}
    case underFilter(MessageArgument)
    /// {1} and {2}
    case series(MessageArgument, MessageArgument)
    /// {1} or {2}: the last of a command's values, as its usage names them
    case alternatives(MessageArgument, MessageArgument)
    /// {1}, or {2}: the last of the ways to type a command, as its usage says them
    case usageForms(MessageArgument, MessageArgument)
    /// tint and a colour: {1}
    case usageTint(MessageArgument)
    /// move before ROW or after ROW for a row in {1}, or move to section {2}: what move before and after take, when the row named is in another section
    case usageSameSection(MessageArgument, MessageArgument)
    /// move before ROW or after ROW for a row at the same level, or move to ROW to put it inside ROW
    case usageSameLevel
    /// open N, the reply to open
    case usageOpenReply
    /// rotor {1}: the units and states the rotor takes here
    case usageRotor(MessageArgument)
    /// ROW: what a usage line puts where a row goes
    case placeholderRow
    /// TEXT: where a text goes
    case placeholderText
    /// FIELD: where a field's name goes
    case placeholderField
    /// GROUP: where a group of commands goes
    case placeholderGroup
    /// COMMAND: where a command goes
    case placeholderCommand
    /// SECTION: where a section goes
    case placeholderSection
    /// STATES: where states joined with and, or and not goes
    case placeholderStates
    /// STATE: where a boolean state goes
    case placeholderState
    /// ACTION: where an action goes
    case placeholderAction
    /// NAME: where a name goes
    case placeholderName
    /// TITLE: where a row's title goes
    case placeholderTitle
    /// NEW: where a new name goes
    case placeholderNew
    /// LIST: where a list goes
    case placeholderList
    /// VALUE: where a field's value goes
    case placeholderValue
    /// TYPE: where a field's type goes
    case placeholderType
    /// and a unit: where the rotor's unit goes, in its usage
    case usageAUnit
    /// and a name: where a setting's value goes, in its usage
    case usageAName
    /// for the focused row: a form of a command that takes the focused row
    case usageForFocusedRow
    /// off
    case off
    /// Again.
    case again
    /// Again, {n} times in a row.: the same command's same answer, a third time or more.
    case againTimes(Int)
    /// Answer to {1}.: another command's answer whose first line is the line said just
    /// before, marked with the command it answers, not as a repeat.
    case answerTo(MessageArgument)
    /// Error: {1}
    case error(MessageArgument)
    /// Hint: {1}
    /// A hint leads with the command it offers, so that the word telling one hint from
    /// another comes within the first 12 cells, after Hint: or Pista:.
    case hint(MessageArgument)
    /// next moves in; help gives the commands.
    case hintTitle
    /// next reads its rows; section next skips it.
    case hintSection
    /// expand opens it; section next goes on.
    case hintSectionCollapsed
    /// actions says what they do; read says the whole row.
    case hintRow
    /// Lists
    case sidebar
    /// (unreadable line)
    case unreadable
    /// swipe
    case promptSwipe
    /// editing
    case promptEditing
    /// read
    case fieldRead
    /// Delete
    case actionDelete

    // MARK: Reading
    /// {1}, section {2}.
    case sectionCrossed(MessageArgument, MessageArgument)
    /// section {1}
    case sectionOf(MessageArgument)
    /// collapsed
    case sectionCollapsed
    /// main heading
    case sectionMain
    /// {1} is empty.
    case sectionEmpty(MessageArgument)
    /// actions {1}
    case rowActions(MessageArgument)
    /// no actions
    case rowNoActions
    /// In {1}.
    case rowIn(MessageArgument)
    /// Inside {1}.
    case rowInside(MessageArgument)
    /// level {1}
    case rowLevel(MessageArgument)
    /// expanded
    case outlineExpanded
    /// collapsed
    case outlineCollapsed
    /// collapsed, shown open by the filter
    case outlineFilterOpens
    /// {1} of {2} done
    case outlineDone(MessageArgument, MessageArgument)
    /// First at level {1}.
    case levelFirst(MessageArgument)
    /// Last at level {1}.
    case levelLast(MessageArgument)
    /// Notes: {1}
    case rowNotes(MessageArgument)
    /// unread
    case stateUnread
    /// selected
    case stateSelected
    /// Footer: {1}
    case footer(MessageArgument)
    /// End of list.
    case end
    /// Start of list.
    case start
    /// Rotor: {1}.
    case rotor(MessageArgument)
    /// {1} column, the last: next with the columns rotor at the last column.
    case columnLast(MessageArgument)
    /// {1} column, the first: previous with the columns rotor at the first column.
    case columnFirst(MessageArgument)
    /// {1}... ({n} characters): a long text typed, said back by its start.
    case typedBackClipped(MessageArgument, Int)
    /// {1} has no state {2}; the rotor moves by rows.
    case rotorBackToRows(MessageArgument, MessageArgument)
    /// {1} is done, so its reminder waits until it is not done.
    case reminderWaitsDone(MessageArgument)
    /// "{1}" also starts list {2}; type its whole name to open it. / "{1}" also starts lists {2}; type a whole name to open one.
    case openedRowNotList(Int, MessageArgument, MessageArgument)
    /// Units: {1}.
    case rotorUnits(MessageArgument)
    /// {1} has no actions.
    case actionsNone(MessageArgument)
    /// {1}, {2}.
    case actionsHead(MessageArgument, MessageArgument)
    /// full swipe
    case actionFullSwipe
    /// Lists: none yet. Type new list and a name.
    case listsNone
    /// , open.
    case listsOpen
    /// , open, filter {1}.
    case listsOpenFiltered(MessageArgument)
    /// 0 commands. Type help and a command for more. / 1 command. Type help and a command for more. / {n} commands. Type help and a command for more.
    case helpHead(Int)
    /// Usage: {1}.
    case helpUsage(MessageArgument)
    /// Aliases: {1}.
    case helpAliases(MessageArgument)
    /// Filter {1}: no rows match. / Filter {1}: 1 row matches. / Filter {1}: {n} rows match.
    case filterOn(Int, MessageArgument)
    /// Filter {1}: {2}. ({2}: what matches, with the rows inside: `matchesInside` and the like.)
    case filterOnInside(MessageArgument, MessageArgument)
    /// {1}, filter {2}: {3}, {4}. ({4}: the sections, or nothing.)
    case listTitleFilteredInside(MessageArgument, MessageArgument, MessageArgument, MessageArgument)
    /// 1 row matches, and {1} inside it / {n} rows match, and {1} inside them
    case matchesInside(Int, MessageArgument)
    /// {1} matches, inside {2} / {1} match, inside {2} (only rows inside match; {n} counts them)
    case matchesOnlyInside(Int, MessageArgument, MessageArgument)
    /// {1} and {2} match, in {3}
    case matchesMixed(MessageArgument, MessageArgument, MessageArgument)
    /// 1 overdue reply / {n} overdue subtasks (true: replies)
    case badgeOverdueInside(Int, Bool)
    /// 1 reply due today / {n} subtasks due today
    case badgeDueTodayInside(Int, Bool)
    /// 1 unread reply / {n} unread subtasks
    case badgeUnreadInside(Int, Bool)
    /// Filter off, {1}.
    case filterOff(MessageArgument)
    /// {1} is inside {2}, which is collapsed; focus moved to {2}.
    case focusOutOfCollapsed(MessageArgument, MessageArgument)
    /// Selection is empty.
    case selectionNone
    /// 1 selected: {1}. / {n} selected: {1}.
    case selection(Int, MessageArgument)
    /// 1 selected. / {n} selected.
    case selectionHead(Int)
    /// {1} selected, 1 in all. / {1} selected, {n} in all.
    case selected(Int, MessageArgument)
    /// {1} deselected, none selected. / {1} deselected, 1 still selected. / {1} deselected, {n} still selected.
    case deselected(Int, MessageArgument)
    /// All selected, {1}.
    case selectedAll(MessageArgument)
    /// Deselected all, none selected.
    case deselectedAll
    /// {1}, {2} swipe open, {3}.
    case swipeOpen(MessageArgument, MessageArgument, MessageArgument)
    /// Choose a number, an action's name, or cancel.
    case swipeChoose
    /// {1}: swipe closed.
    case swipeClosed(MessageArgument)
    /// Cancel: nothing is open.
    case cancelNothing
    /// Detail is empty. Open a row from {1}.
    case placeholder(MessageArgument)
    /// {1} is empty. Add a row with add.
    case listEmpty(MessageArgument)
    case addFirstRow
    /// {1} column.
    case column(MessageArgument)
    /// Hint: for {1}, type back.: a hint, said where a column or screen was entered, of where back goes
    case backTo(MessageArgument)
    /// selection cleared
    case cascadeSelection
    /// detail closed
    case cascadeDetail
    /// editing ended
    case cascadeEditing
    /// filter {1} off
    case cascadeFilter(MessageArgument)
    /// List {1} renamed to {2} elsewhere.
    case elsewhereListRenamed(MessageArgument, MessageArgument)
    /// Detail: 
    case detailAside
    /// Content: 
    case contentAside
    /// Detail: {1}.
    case detailHolds(MessageArgument)
    /// Detail: {1}. Type open to go there.
    case detailHoldsOpen(MessageArgument)
    /// move up
    case offerMoveUp
    /// move down
    case offerMoveDown
    /// Also: {1}.
    case offerAlso(MessageArgument)
    /// Voices for {1}: none. Type voice list all to hear every language. / Voices for {1}: 1. / Voices for {1}: {n}.
    case voicesFor(Int, MessageArgument)
    /// Voices: none. / Voices: 1. / Voices: {n}.
    case voicesAll(Int)
    /// Each also comes as 1 variant, as NAME+variant. / They come in {n} variants too, as NAME+variant.
    case voicesVariants(Int)
    /// Type voice name and one, or voice name default.
    case voicesHint
    /// No speech: libspeechd is not installed; listo goes on silently.
    case speechLibraryMissing
    /// No speech: speech-dispatcher can't be reached; listo goes on silently.
    case speechUnreachable
    /// No speech: speech-dispatcher stopped answering; listo goes on silently.
    case speechStopped
    /// No Braille display: libbrlapi is not installed; listo goes on without it.
    case brailleLibraryMissing
    /// No Braille display: BRLTTY gave listo no place on it; listo goes on without it.
    case brailleNoPlace
    /// Braille display gone: BRLTTY stopped answering; listo takes it again when BRLTTY is back, or at braille on.
    case brailleLost
    /// Braille back. Shown first on a display just taken again, so it fits one window of 20 cells.
    case brailleBack
    /// Braille on.
    case settingBrailleOn
    /// Braille off.
    case settingBrailleOff
    /// Prompt plain: the place in words alone.
    case settingPromptPlain
    /// Prompt classic: the place and a greater-than sign.
    case settingPromptClassic
    /// Prompt focus: the focused row and its place.
    case settingPromptFocus
    /// plain
    case promptPlain
    /// classic
    case promptClassic
    /// focus
    case promptFocus
    /// default
    case `default`
    /// the disk is full
    case reasonDiskFull
    /// in memory
    case whereMemory
    /// , read-only
    case whereReadOnly
    /// Split: {1}.
    case split(MessageArgument)
    /// balanced
    case splitBalanced
    /// prominentDetail
    case splitProminentDetail
    /// Read-only store {1}: you can read, not change.
    case readonly(MessageArgument)
    /// Imported {1}, {2}: {3}.
    case imported(Int, MessageArgument, MessageArgument, MessageArgument)
    /// Recovered {1}, {2}, {3} into {4}.
    case recovered(Int, MessageArgument, MessageArgument, MessageArgument, MessageArgument)
    ///  Nothing was lost.
    case recoveredNone
    /// Copied {1}, {2} into {3}.
    case copied(Int, MessageArgument, MessageArgument, MessageArgument)
    /// Undo keeps the last {1} changes; the oldest was let go.
    case undoLimit(MessageArgument)
    ///  Lost {1} that could not be read.
    case recoveredLost(MessageArgument)
    /// History: "{1}" is in no command. / History: 1 command holds "{1}". / History: {n} commands hold "{1}".
    case historyMatching(Int, MessageArgument)
    /// History is empty.
    case historyEmpty
    /// History: {1}.
    case historyAll(MessageArgument)
    /// History: last {1} of {2}.
    case historyLast(MessageArgument, MessageArgument)
    /// , then 
    case whereThen
    /// 1 level more / {n} levels more
    case whereLevels(Int)
    /// , section {1}
    case whereSection(MessageArgument)
    /// {1} column: {2}.
    case whereColumn(MessageArgument, MessageArgument)
    /// Edit mode off, nothing selected. / Edit mode off, 1 selected. / Edit mode off, {n} selected.
    case whereEditOff(Int)
    /// Edit mode on, nothing selected. / Edit mode on, 1 selected. / Edit mode on, {n} selected.
    case whereEditOn(Int)
    /// Edit mode transient, nothing selected. / Edit mode transient, 1 selected. / Edit mode transient, {n} selected.
    case whereEditTransient(Int)
    /// Filter: {1}.
    case whereFilter(MessageArgument)
    /// Store: {1}.
    case whereStore(MessageArgument)
    /// {1} more. Type more.
    case more(MessageArgument)
    /// For the commands, type help.
    case firstStart
    /// Groups: {1}.
    case helpGroups(MessageArgument)
    /// Type help and a group, help and a command, or help all.
    case helpGroupsHow
    /// {1}: a state of rows. Type filter {1} to hear the rows in it, or help mark to set and clear states.
    case helpState(MessageArgument)
    /// {1}: an action of {2}. Type {1} to run it on the focused row, or actions to hear what it does.
    case helpAction(MessageArgument, MessageArgument)
    /// {1}, {2}.
    case helpGroup(MessageArgument, MessageArgument)

    // MARK: Settings
    /// Verbosity: {1}.
    case settingVerbosity(MessageArgument)
    /// Width: {1}.
    case settingWidth(MessageArgument)
    /// Page: {1}.
    case settingPage(MessageArgument)
    /// {1} style: {2}.
    case settingStyle(MessageArgument, MessageArgument)
    /// Profile: {1}.
    case settingProfile(MessageArgument)
    /// Layout: {1}.
    case settingLayout(MessageArgument)
    /// Columns: {1}.
    case settingColumns(MessageArgument)
    /// Speech on.
    case settingSpeakOn
    /// Speech off.
    case settingSpeakOff
    /// Sounds on.
    case settingSoundsOn
    /// Sounds off.
    case settingSoundsOff
    /// Rate {1}, pitch {2}, volume {3}, voice {4}, language {5}.
    case settingVoice(MessageArgument, MessageArgument, MessageArgument, MessageArgument, MessageArgument)
    /// Rate: {1}.
    case settingRate(MessageArgument)
    /// Pitch: {1}.
    case settingPitch(MessageArgument)
    /// Volume: {1}.
    case settingVolume(MessageArgument)
    /// Voice: {1}.
    case settingVoiceName(MessageArgument)
    /// Language: {1}.
    case settingVoiceLanguage(MessageArgument)
    /// Editing.
    case settingEditmodeActive
    /// Edit mode: transient.
    case settingEditmodeTransient
    /// Done editing.
    case settingEditmodeInactive
    /// {1} in manual order.
    case orderManual(MessageArgument)
    /// {1} sorted by {2}.
    case orderField(MessageArgument, MessageArgument)

    // MARK: Changes
    /// Now in {1}.
    case nowIn(MessageArgument)
    /// Now on {1}.
    case nowOn(MessageArgument)
    /// Deleted, {1} left.
    case deletedLeft(MessageArgument)
    /// Deleted {1}, {2} left.
    case deletedManyLeft(MessageArgument, MessageArgument)
    /// Deleted with {1}, {2} left.
    case deletedWithLeft(MessageArgument, MessageArgument)
    /// Deleted {1} with {2}, {3} left.
    case deletedManyWithLeft(MessageArgument, MessageArgument, MessageArgument)
    /// Now read. (of {n} rows: the state word agrees with them)
    case fieldNowRead(Int)
    /// Now unread. (of {n} rows)
    case fieldNowUnread(Int)
    /// Now {1}.
    case fieldNow(MessageArgument)
    /// No longer {1}.
    case fieldNoLonger(MessageArgument)
    /// {1} now {2}.
    case fieldSet(MessageArgument, MessageArgument)
    /// {1} removed.
    case fieldCleared(MessageArgument)
    /// Added {1}, {2}.
    case evAdded(MessageArgument, MessageArgument)
    /// {1} and {2} more
    case titlesAndMore(MessageArgument, MessageArgument)
    /// Deleted {1}. {2}.
    case evDeletedOne(MessageArgument, MessageArgument)
    /// No rows left / 1 row left / {n} rows left
    case rowsLeft(Int)
    /// Deleted {1} rows: {2}. {3}.
    case evDeletedMany(MessageArgument, MessageArgument, MessageArgument)
    /// Added {1} under {2}, level {3}, {4}.
    case evAddedInside(MessageArgument, MessageArgument, MessageArgument, MessageArgument)
    /// Deleted {1} with {2}. {3}.
    case evDeletedOneWith(MessageArgument, MessageArgument, MessageArgument)
    /// Deleted {1} rows: {2}, with {3}. {4}.
    case evDeletedManyWith(MessageArgument, MessageArgument, MessageArgument, MessageArgument)
    /// Indented {1} under {2}, level {3}, {4}{5}.
    case evIndented(MessageArgument, MessageArgument, MessageArgument, MessageArgument, MessageArgument)
    /// Outdented {1} under {2}, level {3}, {4}{5}.
    case evOutdented(MessageArgument, MessageArgument, MessageArgument, MessageArgument, MessageArgument)
    /// Outdented {1}, level {2}, {3}{4}.
    case evOutdentedTop(MessageArgument, MessageArgument, MessageArgument, MessageArgument)
    /// Moved {1} into {2}, level {3}, {4}{5}.
    case evMovedInto(MessageArgument, MessageArgument, MessageArgument, MessageArgument, MessageArgument)
    /// Expanded {1}, {2}.
    case evRowExpanded(MessageArgument, MessageArgument)
    /// Collapsed {1}, {2}.
    case evRowCollapsed(MessageArgument, MessageArgument)
    /// {1} expanded in full, {2} at all levels.
    case evRowExpandedAll(MessageArgument, MessageArgument)
    /// {1} collapsed in full, {2} at all levels.
    case evRowCollapsedAll(MessageArgument, MessageArgument)
    /// {1} is already expanded, {2}.
    case evRowExpandedAlready(MessageArgument, MessageArgument)
    /// {1} is already collapsed, {2}.
    case evRowCollapsedAlready(MessageArgument, MessageArgument)
    /// All of {1} is already expanded, {2} at all levels.
    case evRowExpandedAllAlready(MessageArgument, MessageArgument)
    /// All of {1} is already collapsed, {2} at all levels.
    case evRowCollapsedAllAlready(MessageArgument, MessageArgument)
    /// {1} has no replies to expand or collapse.
    case rNoChildrenReplies(MessageArgument)
    /// {1} has no subtasks to open.
    case rNoChildSubtasks(MessageArgument)
    /// {1}: {2}.
    case evChildrenOpen(MessageArgument, MessageArgument)
    /// , after {1}
    case evAfter(MessageArgument)
    /// , before {1}
    case evBefore(MessageArgument)
    /// Moved {1} to {2}{3}.
    case evMoved(MessageArgument, MessageArgument, MessageArgument)
    /// Renamed {1} to {2}.
    case evRenamed(MessageArgument, MessageArgument)
    /// Note on {1}: {2}
    case evNote(MessageArgument, MessageArgument)
    /// {1}: note removed.
    case evNoteRemoved(MessageArgument)
    /// {1} now in {2}.
    case evNowIn(MessageArgument, MessageArgument)
    /// Removed {1}.
    case evRemoved(MessageArgument)
    /// Restored {1}.
    case evRestored(MessageArgument)
    /// Section {1} added, {2}.
    case evSectionAdded(MessageArgument, MessageArgument)
    /// Section {1} renamed to {2}.
    case evSectionRenamed(MessageArgument, MessageArgument)
    /// {2} now moves rows to {3}. (counted by the actions named)
    case evActionsFollow(Int, MessageArgument, MessageArgument)
    /// {1} no longer has a section to move rows to; it is not offered. (counted by the actions named)
    case evActionsNoSection(Int, MessageArgument)
    /// {1} no longer has a field to set; it is not offered. (counted by the actions named)
    case evActionsNoField(Int, MessageArgument)
    /// {1} offered again. (counted by the actions named)
    case evActionsOffered(Int, MessageArgument)
    /// Section {1} deleted.
    case evSectionDeleted(MessageArgument)
    /// Restored section {1}.
    case evSectionRestored(MessageArgument)
    /// Footer of {1}: {2}
    case evFooter(MessageArgument, MessageArgument)
    /// Footer of {1} removed.
    case evFooterRemoved(MessageArgument)
    /// Collapsed {1}, {2}.
    case evCollapsed(MessageArgument, MessageArgument)
    /// Expanded {1}, {2}.
    case evExpanded(MessageArgument, MessageArgument)
    /// {1} is now a main heading.
    case evHeadingMain(MessageArgument)
    /// {1} is now a standard heading.
    case evHeadingStandard(MessageArgument)
    /// List {1} created.
    case evListCreated(MessageArgument)
    /// List {1} deleted, {2}.
    case evListDeleted(MessageArgument, MessageArgument)
    /// List {1} renamed to {2}.
    case evListRenamed(MessageArgument, MessageArgument)
    /// Action {1} added, {2} {3}.
    case evActionAdded(MessageArgument, MessageArgument, MessageArgument)
    /// No built-in Delete now.
    case evActionReplacedDelete
    /// Action {1} removed from {2}.
    case evActionRemoved(MessageArgument, MessageArgument)
    /// The built-in Delete is back.
    case evActionDeleteBack
    /// Action {1} renamed to {2}.
    case evActionRenamed(MessageArgument, MessageArgument)
    /// Action {1} moved to {2} {3}.
    case evActionMoved(MessageArgument, MessageArgument, MessageArgument)
    /// Action {1} stays {2} {3}; nothing moved.
    case evActionStayed(MessageArgument, MessageArgument, MessageArgument)
    /// A full swipe runs it.
    case evActionFullSwipe
    /// {1} full swipe {2}: off.
    case evFullSwipeOff(MessageArgument, MessageArgument)
    /// {1} full swipe {2}: on.
    case evFullSwipeOn(MessageArgument, MessageArgument)
    /// {1} full swipe {2}: on, runs {3}.
    case evFullSwipeRuns(MessageArgument, MessageArgument, MessageArgument)
    /// {1} selection: {2}.
    case evSelectionMode(MessageArgument, MessageArgument)
    /// Moved {1} to {2}, {3}.
    case evRowsMovedOne(MessageArgument, MessageArgument, MessageArgument)
    /// Moved {1} to {2}, {3} to {4}.
    case evRowsMovedSeveral(MessageArgument, MessageArgument, MessageArgument, MessageArgument)
    /// Set
    case batchSet
    /// Toggle
    case batchToggle
    /// {1} selected, 1 in all. / {1} selected, {n} in all.
    case rowsSelected(Int, MessageArgument)
    /// {1} deselected, none selected. / {1} deselected, 1 still selected. / {1} deselected, {n} still selected.
    case rowsDeselected(Int, MessageArgument)
    /// {1} stays {2}; nothing moved.
    case evStayed(MessageArgument, MessageArgument)

    // MARK: Undo and redo
    /// Undid {1}.
    case undid(MessageArgument)
    /// Redid {1}.
    case redid(MessageArgument)
    /// Undid {1}: back in {2}. (a move, and where the rows are again)
    case undidBackIn(MessageArgument, MessageArgument)
    /// Redid {1}: now in {2}. (a move, and where the rows went)
    case redidNowIn(MessageArgument, MessageArgument)
    /// Undid {1}, in {2}. (a step in a list other than the open one, named)
    case undidIn(MessageArgument, MessageArgument)
    /// Redid {1}, in {2}. (a step in a list other than the open one, named)
    case redidIn(MessageArgument, MessageArgument)
    /// nothing
    case uNothing
    /// add of {1}
    case uAdd(MessageArgument)
    /// delete of {1}
    case uDelete(MessageArgument)
    /// Several rows: how many, then the first of their titles.
    case uDeleteMany(Int, MessageArgument)
    /// move of {1}
    case uMove(MessageArgument)
    /// rename of {1}
    case uRename(MessageArgument, MessageArgument)
    /// note on {1}
    case uNote(MessageArgument)
    /// {1} on {2}
    case uOn(MessageArgument, MessageArgument)
    /// set: the command word, lowercase mid-sentence, for undo of set on a selection
    case uBatchSet
    /// toggle: the same for toggle
    case uBatchToggle
    /// toggle {1} on {2}: undo of toggle over a selection too long to read
    case uToggleOn(MessageArgument, MessageArgument)
    /// restore of {1}
    case uRestore(MessageArgument)
    /// section add of {1}
    case uSectionAdd(MessageArgument)
    /// rename of section {1}
    case uSectionRename(MessageArgument, MessageArgument)
    /// delete of section {1}
    case uSectionDelete(MessageArgument)
    /// restore of section {1}
    case uSectionRestore(MessageArgument)
    /// footer change of {1}
    case uFooter(MessageArgument)
    /// collapse of {1}
    case uCollapse(MessageArgument)
    /// expand of {1}
    case uExpand(MessageArgument)
    /// indent of {1}
    case uIndent(MessageArgument)
    /// outdent of {1}
    case uOutdent(MessageArgument)
    /// Done on {1}: a repeating row's occurrence done, named as Done on any row is.
    case uDone(MessageArgument)
    /// style change of {1}
    case uStyle(MessageArgument)
    /// heading change of {1}
    case uHeading(MessageArgument)
    /// sort change of {1}
    case uSort(MessageArgument)
    /// new list {1}
    case uListNew(MessageArgument)
    /// delete of list {1}
    case uListDelete(MessageArgument)
    /// rename of list {1}
    case uListRename(MessageArgument, MessageArgument)
    /// add of action {1}
    case uActionAdd(MessageArgument)
    /// remove of action {1}
    case uActionRemove(MessageArgument)
    /// rename of action {1}
    case uActionRename(MessageArgument, MessageArgument)
    /// move of action {1}
    case uActionMove(MessageArgument)
    /// full swipe change of {1} {2}
    case uFullSwipe(MessageArgument, MessageArgument)
    /// selection change of {1}
    case uSelection(MessageArgument)


    // MARK: Names of values
    /// items
    case unitItems
    /// sections
    case unitSections
    /// rows
    case unitRows
    /// actions
    case unitActions
    /// selected
    case unitSelected
    /// columns
    case unitColumns
    /// level
    case unitLevel
    /// leading
    case edgeLeading
    /// trailing
    case edgeTrailing
    /// red
    case tintRed
    /// orange
    case tintOrange
    /// yellow
    case tintYellow
    /// green
    case tintGreen
    /// mint
    case tintMint
    /// teal
    case tintTeal
    /// cyan
    case tintCyan
    /// blue
    case tintBlue
    /// indigo
    case tintIndigo
    /// purple
    case tintPurple
    /// pink
    case tintPink
    /// brown
    case tintBrown
    /// gray
    case tintGray
    /// normal
    case roleNormal
    /// destructive
    case roleDestructive
    /// cancel
    case roleCancel
    /// Sidebar
    case columnSidebar
    /// Content
    case columnContent
    /// Detail
    case columnDetail
    /// inactive
    case editmodeInactive
    /// transient
    case editmodeTransient
    /// active
    case editmodeActive
    /// low
    case verbosityLow
    /// normal
    case verbosityNormal
    /// high
    case verbosityHigh
    /// automatic
    case styleAutomatic
    /// plain
    case stylePlain
    /// grouped
    case styleGrouped
    /// inset
    case styleInset
    /// insetGrouped
    case styleInsetGrouped
    /// sidebar
    case styleSidebar
    /// phone
    case profilePhone
    /// pad
    case profilePad
    /// mac
    case profileMac
    /// compact
    case layoutCompact
    /// regular
    case layoutRegular
    /// automatic
    case layoutAutomatic
    /// Layout {1}: the terminal is 1 column. / Layout {1}: the terminal is {n} columns.
    case layoutTerminal(Int, MessageArgument)
    /// Layout {1}: the terminal is 1 column, fewer than {2}. / Layout {1}: the terminal is {n} columns, fewer than {2}.
    case layoutTerminalNarrow(Int, MessageArgument, MessageArgument)
    /// Layout {1}: width {2}.
    case layoutWidth(MessageArgument, MessageArgument)
    /// Layout {1}: width {2}, fewer than {3}.
    case layoutWidthNarrow(MessageArgument, MessageArgument, MessageArgument)
    /// Layout {1}: no terminal, and width off.
    case layoutNoWidth(MessageArgument)
    /// {1} in {2} is also a command: type {3} to run the action. / {1} in {2} are also commands: type {3} to run the actions.
    case actionsAreCommands(Int, MessageArgument, MessageArgument, MessageArgument)
    /// do {1}
    case doAction(MessageArgument)
    /// all
    case columnsAll
    /// double
    case columnsDouble
    /// detail
    case columnsDetail
    /// automatic
    case columnsAutomatic
    /// none
    case selectionmodeNone
    /// single
    case selectionmodeSingle
    /// multiple
    case selectionmodeMultiple
    /// Reading
    case groupReading
    /// Moving
    case groupMoving
    /// Changing
    case groupChanging
    /// Lists and columns
    case groupListsAndColumns
    /// Settings
    case groupSettings
    /// "{1}" is not a command. 
    case rUnknownCommand(MessageArgument)
    /// Did you mean {1}?
    case rUnknownCommand1(MessageArgument)
    /// Type help for the commands.
    case rUnknownCommand2
    /// "{1}" is not a command or a group of them. 
    case rUnknownHelpTopic(MessageArgument)
    /// Did you mean {1}?
    case rUnknownHelpTopic1(MessageArgument)
    /// Type help for the groups.
    case rUnknownHelpTopic2
    /// {1} needs more. Usage: {2}.
    case rMissingArgument(MessageArgument, MessageArgument)
    /// {1} does not take "{2}". Usage: {3}.
    case rBadArgument(MessageArgument, MessageArgument, MessageArgument)
    /// "{1}" is not a row here. Type list to hear the rows.
    case rNoSuchRow(MessageArgument)
    /// a quote opened at character {1} is not closed. Close it with a second quote, or take it out.
    case rQuoteNotClosed(MessageArgument)
    /// -c has a quote opened at character {1} that is not closed, so nothing was run. …
    case rScriptQuoteNotClosed(MessageArgument)
    /// "{1}" is not a row here. {2} is a section: type move to section {2}.
    case rNoSuchRowIsSection(MessageArgument, MessageArgument)
    /// "{1}" is not a row here. {2} is a list: type move to list {2}.
    case rNoSuchRowIsList(MessageArgument, MessageArgument)
    /// {1} is inside {2}, which is collapsed. Type expand {3} first.
    case rRowInsideCollapsed(MessageArgument, MessageArgument, MessageArgument)
    /// {1} is first at its level, so there is no row above to indent it into.
    case rNothingAbove(MessageArgument)
    /// indent would put {1} under {2}, which filter {3} hides. Type filter off first.
    case rIndentUnderHidden(MessageArgument, MessageArgument, MessageArgument)
    /// {1} is already at the top level.
    case rAlreadyTopLevel(MessageArgument)
    /// {1} can't go inside {2}, which is inside it.
    case rNestInsideItself(MessageArgument, MessageArgument)
    /// {1} is already inside {2}. Type move to place it among its siblings.
    case rAlreadyInside(MessageArgument, MessageArgument)
    /// {1} has no subtasks to expand or collapse.
    case rNoChildren(MessageArgument)
    /// rows nest at most {1} levels deep. Outdent something first.
    case rTooDeep(MessageArgument)
    /// row {1}: there are no rows here. / row {1}: there is only 1. Give 1. / row {1}: there are only {n}. Give a number from 1 to {n}.
    case rNoRowNumber(Int, MessageArgument)
    /// row {1}: numbers start at 1, and there are no rows here. / row {1}: numbers start at 1. Give 1. / row {1}: numbers start at 1. Give a number from 1 to {n}.
    case rRowBelowOne(Int, MessageArgument)
    /// section {1}: numbers start at 1, and there are no sections. / section {1}: numbers start at 1. Give 1. / section {1}: numbers start at 1. Give a number from 1 to {n}.
    case rSectionBelowOne(Int, MessageArgument)
    /// list {1}: numbers start at 1, and there are no lists. Type new list and a name. / list {1}: numbers start at 1. Give 1. / list {1}: numbers start at 1. Give a number from 1 to {n}.
    case rListBelowOne(Int, MessageArgument)
    /// list {1}: there are none. Type lists to hear them. / list {1}: there is only 1. Type lists to hear them. / list {1}: there are only {n}. Type lists to hear them.
    case rNoListNumber(Int, MessageArgument)
    /// rows can't be swiped while editing. Type edit off first.
    case rSwipeInEditMode
    /// "{1}" is not a list. 
    case rNoSuchList(MessageArgument)
    /// Did you mean {1}?
    case rNoSuchList1(MessageArgument)
    /// Type lists to hear them.
    case rNoSuchList2
    /// "{1}" is not a section. Type sections to hear them.
    case rNoSuchSection(MessageArgument)
    /// section {1}: there are none. / section {1}: there is only 1. / section {1}: there are only {n}.
    case rNoSectionNumber(Int, MessageArgument)
    /// "{1}" is not a section. To give the focused section the name {2}, type section rename "{2}".
    case rRenameSectionUnnamed(MessageArgument, MessageArgument)
    /// place {1}: {2} holds no actions. / place {1}: {2} holds only 1 action. Give 1. / place {1}: {2} holds only {n} actions. Give a number from 1 to {n}.
    case rNoActionPlace(Int, MessageArgument, MessageArgument)
    /// action {1}: {2} has no actions. / action {1}: {2} has only 1. Give 1. / action {1}: {2} has only {n}. Give a number from 1 to {n}.
    case rNoActionNumber(Int, MessageArgument, MessageArgument)
    /// action {1}: numbers start at 1, and there are no actions. / action {1}: numbers start at 1. Give 1. / action {1}: numbers start at 1. Give a number from 1 to {n}.
    case rActionBelowOne(Int, MessageArgument)
    /// place {1}: {2} holds no actions. / place {1}: numbers start at 1. Give 1. / place {1}: numbers start at 1. Give a number from 1 to {n}.
    case rActionPlaceBelowOne(Int, MessageArgument, MessageArgument)
    /// row {1}: no rows match filter {2}. Type filter off to hear them all. / row {1}: filter {2} shows only 1. Give 1, or type filter off. / row {1}: filter {2} shows only {n}. Give a number from 1 to {n}, or type filter off.
    case rFilterRowNumber(Int, MessageArgument, MessageArgument)
    /// {1} is hidden by filter {2}. Type filter off to reach it.
    case rFilterHidesRow(MessageArgument, MessageArgument)
    /// {1}: no rows match filter {2}. Type filter off to reach it.
    case rFilterHidesSection(MessageArgument, MessageArgument)
    /// section {1}: no sections match filter {2}. Type filter off to reach them. / section {1}: filter {2} shows only 1. Type filter off to reach the others. / section {1}: filter {2} shows only {n}. Type filter off to reach the others.
    case rFilterSectionNumber(Int, MessageArgument, MessageArgument)
    /// "{1}" matches {2} sections: {3}. Give more of the name or its number.
    case rAmbiguousSection(MessageArgument, MessageArgument, MessageArgument)
    /// It has none.
    case rNoSuchAction
    /// Its actions: {1}.
    case rNoSuchAction1(MessageArgument)
    /// {1} has no action "{2}". {3}
    case rNoSuchAction2(MessageArgument, MessageArgument, MessageArgument)
    /// focus is not on a row. Move to one with next or goto 1.
    case rNoFocusedRow
    /// {1} needs a row, and focus is on the title of {2}. Move to one with next or goto 1.
    case rNotOnARowTitle(MessageArgument, MessageArgument)
    /// {1} needs a section, and focus is on the title of {2}. Move to one with next or section 1.
    case rNotOnASection(MessageArgument, MessageArgument)
    /// {1} needs a row, and focus is on the heading of {2}. Move to one with next or goto 1.
    case rNotOnARowHeader(MessageArgument, MessageArgument)
    /// {1} needs a row, and focus is on the footer of {2}. Move to one with previous or goto 1.
    case rNotOnARowFooter(MessageArgument, MessageArgument)
    /// {1} needs a row, and {2} has none. Add one with add TITLE.
    case rNotOnARowEmpty(MessageArgument, MessageArgument)
    /// {1} needs a row, and no row of {2} matches filter {3}. Type filter off to hear them all.
    case rNotOnARowHidden(MessageArgument, MessageArgument, MessageArgument)
    /// {1} needs a row, and focus is on the lists. Type open to go into {2}.
    case rNotOnARowSidebar(MessageArgument, MessageArgument)
    /// {1} puts a row in a list, and focus is on the lists. Type open to go into {2}.
    case rSidebarPutsRow(MessageArgument, MessageArgument)
    /// {1} changes a list's sections, and focus is on the lists. Type open to go into {2}.
    case rSidebarChangesSections(MessageArgument, MessageArgument)
    /// {1} changes a list, and focus is on the lists. Type open to go into {2}.
    case rSidebarChangesList(MessageArgument, MessageArgument)
    /// {1} shows only some rows of a list, and focus is on the lists. Type open to go into {2}.
    case rSidebarFilters(MessageArgument, MessageArgument)
    /// "{1}": no more rows after this one. To go back to the first, type first, then find.
    /// Said where rows before this one have it: plainly no more, and the commands back to the first.
    case rNotFound(MessageArgument)
    /// "{1}" is in no row of {2}. Try a shorter text, or search to look in every list.
    case rNotInList(MessageArgument, MessageArgument)
    /// find needs a text the first time. Type find and a text.
    case rNothingToFind
    /// too long: a search takes at most {1} different words. Shorten it.
    case rSearchTooLong(Int)
    /// {1} has no rows. Add one with add.
    case rEmptyList(MessageArgument)
    /// selection is empty. Select rows with select first.
    case rNothingSelected
    /// undo: nothing to take back.
    case rNothingToUndo
    /// undo keeps the last {1} changes, and they are all taken back.
    case rUndoHistoryEnd(MessageArgument)
    /// redo: nothing to bring back.
    case rNothingToRedo
    /// undo of {1} refused: changed elsewhere since.
    case rChangedSinceUndo(MessageArgument)
    /// redo of {1} refused: changed elsewhere since.
    case rChangedSinceRedo(MessageArgument)
    /// {1} was deleted elsewhere.
    case rGoneElsewhere(MessageArgument)
    /// {1} was moved to {2} elsewhere.
    case rMovedElsewhere(MessageArgument, MessageArgument)
    /// {1} does not offer selection. Type selection mode multiple to offer it.
    case rSelectionOff(MessageArgument)
    /// {1} selects several rows on a {2} only in edit mode; outside it, one at a time. Type edit, then select again.
    case rSelectionNeedsEditMode(MessageArgument, MessageArgument)
    /// {1} can't be selected: selection is turned off for it.
    case rSelectionDisabled(MessageArgument)
    /// {1} selects one row at a time, so select all is not offered.
    case rSingleSelection(MessageArgument)
    /// {1} selects one row at a time, so select {2} is not offered: select one row.
    case rSingleSelectionState(MessageArgument, MessageArgument)
    /// {1} selects one row at a time, so selecting several rows is not offered: select one row.
    case rSingleSelectionNumbers(MessageArgument)
    /// acting on the whole selection needs edit mode. Type edit, then the command again.
    case rBatchNeedsEditMode
    /// the {1} edge has full swipe off. Type swipe {1}, then choose an action.
    case rFullSwipeOff(MessageArgument)
    /// {1} has no {2} actions. Type actions to hear the ones it has.
    case rNoActions(MessageArgument, MessageArgument)
    /// swipe first: none is open. Type swipe leading or swipe trailing.
    case rNoSwipeOpen
    /// Sidebar column is the first column; there is nothing to go back to.
    case rAtRoot
    /// {1} has no replies to open.
    case rNoChild(MessageArgument)
    /// read-only store {1}: nothing can change. Open a writable store with --store.
    case rReadOnlyStore(MessageArgument)
    /// store {1} is read-only, so {2} can't change it. Open a writable store with --store.
    case rReadOnlyStoreCommand(MessageArgument, MessageArgument)
    /// saving to {1} failed: {2}. Nothing was changed.
    case rStoreFailed(MessageArgument, MessageArgument)
    /// the store at {1} can't be reached; nothing was changed.
    case rStoreUnreachable(MessageArgument)
    /// the store at {1} stopped answering as your change was sent; whether it was made is looked up when it answers again.
    case rStoreCommitUnanswered(MessageArgument)
    /// The store answers again: your last change was made.
    case reachedDone
    /// The store answers again: your last change was not made.
    case reachedNotDone
    /// line too long: {1} bytes; the limit is 65536. Nothing was done.
    case rLineTooLong(MessageArgument)
    /// invalid UTF-8 in that line. Nothing was done.
    case rInvalidUTF8
    /// NUL byte in that line. Nothing was done.
    case rNulByte
    /// "{1}" is not a format. Use {2}.: {2}, every format, from `CommandLinePlaceholder.exportFormats`.
    case rUnknownFormat(MessageArgument, MessageArgument)
    /// {1} can't be imported: 
    case rImportFailed(MessageArgument)
    ///  Nothing was imported.
    case rImportFailed1
    /// For another format: a todo.txt file's name ends in .txt, Markdown's in .md, iCalendar's in .ics.
    case rImportReadAsJSON
    /// store {1} can't be opened: it is not a listo store. The file was left as it is.
    case rNotADatabase(MessageArgument)
    /// store {1} is a folder, not a file. Name a file for the store, such as {2}.
    case rStoreFolder(MessageArgument, MessageArgument)
    /// store {1} can't be opened: a newer listo wrote it (schema {2}, this one knows {3}). Update listo.
    case rNewerSchema(MessageArgument, MessageArgument, MessageArgument)
    /// store {1} can't be opened: it is read-only and needs an upgrade. Make it writable once.
    case rReadOnlyAndOld(MessageArgument)
    /// store {1} can't be opened: the disk is full.
    case rDiskFull(MessageArgument)
    /// folder for the store {1} can't be created: {2}.
    case rDirectory(MessageArgument, MessageArgument)
    /// store {1} can't be opened: {2}.
    case rOther(MessageArgument, MessageArgument)
    /// damaged store {1}: nothing more is written to it. Quit, then type listo recover {1} NEW to save what can be read.
    case rStoreDamaged(MessageArgument)
    /// store {1} can't be opened: it belongs to another program (application id {2}). The file was left as it is.
    case rOtherProgram(MessageArgument, MessageArgument)
    /// store {1} can't be opened: it is another program's database. It was left as it is.
    case rOtherDatabase(MessageArgument)
    /// store {1} can't be opened: it is another program's database, with its own tables: {2}. It was left as it is.
    case rOtherTables(MessageArgument, MessageArgument)
    /// {1} more
    case rOtherTablesMore(MessageArgument)
    /// damaged store {1}: {2}. Nothing was written to it; listo recover {1} NEW saves what can be read.
    case rDamaged(MessageArgument, MessageArgument)
    /// its table {1} is missing
    /// its schema version is {1}, which no listo writes
    case damageSchemaVersion(MessageArgument)
    case damageMissingTable(MessageArgument)
    /// the column {1} of its table {2} is missing
    case damageMissingColumn(MessageArgument, MessageArgument)
    /// it was cut short at {1} of {2} bytes
    case damageTruncated(MessageArgument, MessageArgument)
    /// the counts of rows of list {1} disagree
    case damageCounts(MessageArgument)
    /// SQLite says: {1}
    case damageSqlite(MessageArgument)
    /// store {1} can't be created: the folder {2} can't be written.
    case rFolderReadOnly(MessageArgument, MessageArgument)
    /// store {1} can't be created: there is no folder {2}. Make the folder first, or name a store in one that is there.
    case rNoStoreFolder(MessageArgument, MessageArgument)
    /// store {1} can't be opened: it is empty and read-only, so it can't become a store.
    case rReadOnlyAndEmpty(MessageArgument)
    /// {1} is taken: recovery needs a new file. Name one.
    case rRecoveryTargetExists(MessageArgument)
    /// {1} already holds {2}: listo copy writes only into a new or empty store. Nothing was copied.
    case rCopyTargetHoldsLists(MessageArgument, MessageArgument)
    /// {1} is already first in its section.
    case rAlreadyFirst(MessageArgument)
    /// {1} is already last in its section.
    case rAlreadyLast(MessageArgument)
    /// {1} can't move before or after itself. Name another row.
    case rMoveOntoItself(MessageArgument)
    /// {1} can't go inside itself. Name another row.
    case rMoveIntoItself(MessageArgument)
    /// "{1}" is not a list or row to open. Type lists or list to hear what there is.
    case rNothingToOpen(MessageArgument)
    /// lists: none yet. Type new list and a name.
    case rNoListYet
    /// {1} needs a list, and there are none yet. Type new list and a name.
    case rNoListYetFor(MessageArgument)
    /// titles hold at most {1} characters, and this one has {2}. Shorten it.
    case rTitleTooLong(MessageArgument, MessageArgument)
    /// {1} is in {2}, which is folded. Type expand {3} first.
    case rRowFolded(MessageArgument, MessageArgument, MessageArgument)
    /// rows all hidden: the sections are folded or filtered out. Type expand or filter off.
    case rRowsHidden
    /// !{1}: the history is empty. / !{1} is not in the history. Give a number from 1 to 1; type history to hear them. / !{1} is not in the history. Give a number from 1 to {n}; type history to hear them.
    case rNoHistoryLine(Int, MessageArgument)
    /// {1} can be read two ways: {2}, text {3}; or {4}, text {5}.
    case rTwoReadings(MessageArgument, MessageArgument, MessageArgument, MessageArgument, MessageArgument)
    /// {1} alone does nothing here; type goto {1}.
    case rBareNumber(MessageArgument)
    /// {1} alone does nothing here; rows are numbered from 1, as in goto 1.
    case rBareNumberNone(MessageArgument)
    /// no row {1}: there are no rows here. / no row {1}: there is only 1 here. Type goto 1. / no row {1}: there are {n} here. Type goto and a number from 1 to {n}.
    case rBareNumberPast(Int, MessageArgument)
    /// row {n} is now {1}, renumbered elsewhere. Type {2} again to go ahead.
    case rRenumberedElsewhere(Int, MessageArgument, MessageArgument)
    /// "{2}" is not a row here; {1} changed nothing. For the focused row, type {1} . {3} TEXT.
    case rTextRowMissing(MessageArgument, MessageArgument, MessageArgument)
    /// {1} {2}: what? Type the text after the colon.
    case rTextAfterColonMissing(MessageArgument, MessageArgument)
    /// {1} {2} {3} what? Type the text after {3}.
    case rTextAfterWordMissing(MessageArgument, MessageArgument, MessageArgument)
    /// the focused row
    case readingFocusedRow
    /// more: nothing is left to read. Type list, or read on from the focus.
    case rNothingMore
    /// rotor is on no action. Type rotor actions, then next.
    case rNoActionFocused
    /// list gone: it no longer exists. Type lists to hear them.
    case rListMissing
    /// list not open. Open it first.
    case rListNotLoaded
    /// section gone: it no longer exists. Type sections to hear them.
    case rSectionMissing
    /// row gone: it no longer exists. Type list to hear the rows.
    case rRowMissing
    /// {1} can't be moved: 
    case rMoveDisabled(MessageArgument)
    /// it is pinned.
    case rMoveDisabled1
    /// moving is turned off for it.
    case rMoveDisabled2
    /// {1} can't be deleted: 
    case rDeleteDisabled(MessageArgument)
    /// it is pinned.
    case rDeleteDisabled1
    /// deleting is turned off for it.
    case rDeleteDisabled2
    /// its subtask {1} is pinned.
    case rSubtaskPinned(MessageArgument)
    /// deleting is turned off for its subtask {1}.
    case rSubtaskDeleteOff(MessageArgument)
    /// moving is turned off for its subtask {1}.
    case rSubtaskMoveOff(MessageArgument)
    /// {1} does not offer reordering, so its rows can't be moved.
    case rListRowsNotMovable(MessageArgument)
    /// {1} does not offer deleting, so its rows can't be deleted.
    case rListRowsNotDeletable(MessageArgument)
    /// {1} is already in manual order; nothing changed.
    case rUnchangedManual(MessageArgument)
    /// {1} is already sorted by {2}; nothing changed.
    case rUnchangedSorted(MessageArgument, MessageArgument)
    /// {1} is already grouped by {2}; nothing changed.
    case rUnchangedGrouped(MessageArgument, MessageArgument)
    /// {1} is already in its own sections; nothing changed.
    case rUnchangedUngrouped(MessageArgument)
    /// {1} is sorted by {2}, so rows can't be moved by hand. Type sort manual first.
    case rSortedByField(MessageArgument, MessageArgument)
    /// {1} still has {2}; move or delete what it holds first.
    case rSectionNotEmpty(MessageArgument, MessageArgument)
    /// rows outside any section have no header to change. Add a section with section add.
    case rUnnamedSectionFixed
    /// {1} moves rows to {2}, and {3} has no such section. Type section add {2} first.
    case rActionTargetMissing(MessageArgument, MessageArgument, MessageArgument)
    /// {1} is taken: a list has that name. Choose another name.
    case rListNameTaken(MessageArgument)
    /// {1} is taken: a section has that name. Choose another name.
    case rSectionNameTaken(MessageArgument)
    /// text missing: type it after the command.
    case rEmptyText
    /// {1} already has that name; nothing changed.
    case rSameName(MessageArgument)
    /// {1} has no note; nothing changed.
    case rNoNotes(MessageArgument)
    /// {1} already has that note; nothing changed.
    case rSameNotes(MessageArgument)
    /// {1} is taken: an action has that name. Choose another name.
    case rActionNameTaken(MessageArgument)
    /// {1} now {2} (rows a toggle turned on, in a line of several states)
    case batchNow(MessageArgument, MessageArgument)
    /// {1} no longer {2} (rows a toggle turned off, in a line of several states)
    case batchNoLonger(MessageArgument, MessageArgument)
    /// {1} can't name an action: {2} is a command, and typing it would run the command. Choose another name.
    case rActionNameIsCommand(MessageArgument, MessageArgument)
    /// {1} is not a declared action. Type actions to hear them.
    case rActionMissing(MessageArgument)
    /// {1} is the built-in action, not declared: adding an action of your own replaces it.
    case rBuiltInActionFixed(MessageArgument)
    /// Its rows have no fields yet.
    case rNoSuchField
    /// Fields: {1}.
    case rNoSuchField1(MessageArgument)
    /// {2} is a field of no row in {1}. {3}
    case rNoSuchField2(MessageArgument, MessageArgument, MessageArgument)
    /// {1} holds the rows already. Type move to section to move them within it.
    /// Counted: one row is said as one.
    case rSameList(Int, MessageArgument)
    /// collapse is only for the sidebar style, and {1} is {2}. Type style sidebar first.
    case rCollapseNotOffered(MessageArgument, MessageArgument)
    /// line {1}: 
    case rImportLine(MessageArgument)
    /// this is not what the format allows.
    case rImportSyntax
    /// {1} is missing or of the wrong kind.
    case rImportInvalid(MessageArgument)
    /// {1} is not a whole number from {2} to {3}.
    case rImportOutOfRange(MessageArgument, MessageArgument, MessageArgument)
    /// {1} is not a number from {2} to {3}.
    case rImportNumberOutOfRange(MessageArgument, MessageArgument, MessageArgument)
    /// {1} {2} would be kept as {3}; give it in {4} digits or fewer.
    case rImportNumberNotKept(MessageArgument, MessageArgument, MessageArgument, MessageArgument)
    /// a list named {1} already exists.
    case rImportDuplicateList(MessageArgument)
    /// a second section named {1}.
    case rImportDuplicateSection(MessageArgument)
    /// {1} can't be {2}.
    case rImportUnknownValue(MessageArgument, MessageArgument)
    /// text before the first # heading, which names a list.
    case rImportRowOutsideList
    /// it holds no list.
    case rImportEmpty

    // MARK: The command line, outside a session
    /// record takes one file
    case cliRecord
    /// {1} needs a value
    case optNeedsValue(MessageArgument)
    /// {1} needs a value before {2}, which is an option
    case optValueIsOption(MessageArgument, MessageArgument)
    /// --width takes a number from 10 to 1000, not {1}
    case optWidth(MessageArgument)
    /// --verbosity takes low, normal or high, not {1}
    case optVerbosity(MessageArgument)
    /// --profile takes phone, pad or mac, not {1}
    case optProfile(MessageArgument)
    /// --language takes en or es, not {1}
    case optLanguage(MessageArgument)
    /// --layout takes compact, regular or automatic, not {1}
    case optLayout(MessageArgument)
    /// unknown option {1}
    case optUnknown(MessageArgument)
    /// {1} goes only with listo {2}
    case optOtherMode(MessageArgument, MessageArgument)
    /// --store and --memory can't be used together
    case optStoreAndMemory
    /// #! restart needs --store
    case optRestartNeedsStore
    /// import takes one file
    case cliImport
    /// recover takes the damaged store and a new file
    case cliRecover
    /// copy takes the store to copy from and the store to copy into
    case cliCopy
    /// export takes one folder, or none
    case cliExport
    /// {1} is not a mode
    case cliUnknownMode(MessageArgument)
    /// {1} is not a mode; to run the command, type listo -c '{2}'
    case cliUnknownModeCommand(MessageArgument, MessageArgument)
    /// check needs at least one transcript
    case cliCheck
    /// check: {1} passed, {2} failed
    case cliChecked(MessageArgument, MessageArgument)
    /// {1}. Type listo --help for the options and modes.
    case cliUsage(MessageArgument)
    /// the transcript could not be written
    case cliTranscriptUnwritten
    /// a selection moves only to a section or a list. Type move selection to section NAME, or to list NAME.
    case rSelectionMovesAway
    /// no {1} row here. Type list to hear the rows.
    case rNoRowInState(MessageArgument)
    /// no {1} row matches filter {2}. Type filter off to hear them all.
    case rNoRowInStateFiltered(MessageArgument, MessageArgument)

    // MARK: Fields, dates, groups, counts, search and the agenda
    /// state
    case unitState
    /// --today takes a date as 2026-12-01, not {1}
    case optToday(MessageArgument)
    /// {1} {2}
    case dateField(MessageArgument, MessageArgument)
    /// today
    case dateToday
    /// tomorrow
    case dateTomorrow
    /// yesterday
    case dateYesterday
    /// overdue 1 day / overdue {n} days
    case dateOverdueDays(Int)
    /// overdue since {1}
    case dateOverdueSince(MessageArgument)
    /// {1} {2}
    case dateDayMonth(MessageArgument, MessageArgument)
    /// {1} {2} {3}
    case dateDayMonthYear(MessageArgument, MessageArgument, MessageArgument)
    /// read
    case valueRead
    /// not {1}
    case valueNot(MessageArgument)
    /// {1} removed
    case valueRemoved(MessageArgument)
    /// 1 overdue / {n} overdue
    case badgeOverdue(Int)
    /// 1 due today / {n} due today
    case badgeDueToday(Int)
    /// 1 unread / {n} unread
    case badgeUnread(Int)
    /// {1}
    case dateOnWeekday(MessageArgument)
    /// {1}
    case dateOnDay(MessageArgument)
    /// {1} grouped by {2}.
    case groupingBy(MessageArgument, MessageArgument)
    /// {1} in its own sections.
    case groupingOff(MessageArgument)
    /// Overdue
    case groupsOverdue
    /// Earlier
    case groupsEarlier
    /// Today
    case groupsToday
    /// Tomorrow
    case groupsTomorrow
    /// This week
    case groupsThisWeek
    /// Later
    case groupsLater
    /// No date
    case groupsNoDate
    /// No {1}
    case groupsMissing(MessageArgument)
    /// boolean
    case fieldtypeBoolean
    /// text
    case fieldtypeText
    /// date
    case fieldtypeDate
    /// number
    case fieldtypeNumber
    /// {1} has no fields. Add one with field add NAME TYPE.
    case fieldsNone(MessageArgument)
    /// {1}, 1 field. / {1}, {n} fields.
    case fieldsHead(Int, MessageArgument)
    /// Search {1}: no rows found.
    case searchNone(MessageArgument)
    /// Search {1}: 1 row found. / Search {1}: {n} rows found.
    case searchHead(Int, MessageArgument)
    /// in notes
    case searchInNotes
    /// Type open and a number to go to one.
    case searchHint
    /// Agenda: nothing overdue or due in the next 7 days.
    case agendaNone
    /// Agenda, {1}.
    case agendaHead(MessageArgument)
    /// {1} {2}
    case agendaDay(MessageArgument, MessageArgument)
    /// Today, {1}
    case agendaToday(MessageArgument)
    /// Tomorrow, {1}
    case agendaTomorrow(MessageArgument)
    /// true or false
    case exampleBoolean
    /// today, tomorrow, friday, in 3 days, dec 9 or 2026-12-09
    case exampleDate
    /// 3 or 2.5
    case exampleNumber
    /// any words
    case exampleText
    /// this list
    case thisList
    /// {1}: {2}.
    case evValue(MessageArgument, MessageArgument)
    /// {1}: pinned.
    case evPinned(MessageArgument)
    /// {1}: unpinned.
    case evUnpinned(MessageArgument)
    /// Field {3} added to {1}: {2}.
    case evFieldAdded(MessageArgument, MessageArgument, MessageArgument)
    /// Field {1} removed from {2}.
    case evFieldRemoved(MessageArgument, MessageArgument)
    /// Field {1} removed from {2}, and its value from 1 row. / Field {1} removed from {2}, and its value from {n} rows.
    case evFieldRemovedValues(Int, MessageArgument, MessageArgument)
    /// pin of {1}
    case uPin(MessageArgument)
    /// unpin of {1}
    case uUnpin(MessageArgument)
    /// field add of {1}
    case uFieldAdd(MessageArgument)
    /// field remove of {1}
    case uFieldRemove(MessageArgument)
    /// group change of {1}
    case uGroup(MessageArgument)
    /// {1} takes true or false, not "{2}". For example: set {1} true.
    case rBadBoolean(MessageArgument, MessageArgument)
    /// {1} takes a {2}, and "{3}" is not one. For example: {4}.
    case rBadValue(MessageArgument, MessageArgument, MessageArgument, MessageArgument)
    /// {1} keeps numbers of at most {2} digits, and "{3}" has {4}. Round it.
    case rNumberTooLong(MessageArgument, MessageArgument, MessageArgument, MessageArgument)
    /// {1} has no field "{2}". {3} A field's name is one word. (Said when several words were typed.)
    case rUnknownFieldWords(MessageArgument, MessageArgument, MessageArgument)
    /// {1} has no field "{2}". {3} Add one with field add {2} TYPE.
    case rUnknownField(MessageArgument, MessageArgument, MessageArgument)
    /// It has none.
    case rUnknownFieldNone
    /// Its fields: {1}.
    case rUnknownFieldSome(MessageArgument)
    /// "{1}" is not a field type. Types: {2}.
    case rUnknownFieldType(MessageArgument, MessageArgument)
    /// the filter is empty. Type filter and words or states, as in filter not done.
    case rFilterEmpty
    /// "{1}" needs a word after it. Finish it, as in filter done and overdue.
    case rFilterMissing(MessageArgument)
    /// "{1}" twice in a row. Type it once, or quote the second "{1}" to find the word.
    case rFilterDoubled(MessageArgument)
    /// {1} {2} needs a date after it, as in filter {1} {3}. ({3}: the comparison's example, as exampleAfter)
    case rFilterMissingDate(MessageArgument, MessageArgument, MessageArgument)
    /// a bracket is left open or closed twice. Check the brackets.
    case rFilterUnbalanced
    case rFilterTooLong(Int, Int)
    /// "{1}" is not a date for {2}. For example: {2} {3}, {2} today. ({3}: the comparison typed, with friday)
    case rFilterNotADate(MessageArgument, MessageArgument, MessageArgument)
    /// {1} would fall after 31 December 9999, the last day listo keeps.
    case rAfterLastDay(MessageArgument)
    /// {1} would fall before 1 January of year 1, the first day listo keeps.
    case rBeforeFirstDay(MessageArgument)
    /// before friday (a filter's example, after the comparison typed)
    case exampleBefore
    /// after friday
    case exampleAfter
    /// by friday
    case exampleBy
    /// on friday
    case exampleOn
    /// {1} holds {2} values, and "{3}" is not one. For example: {4}.
    case rFilterNotAValue(MessageArgument, MessageArgument, MessageArgument, MessageArgument)
    /// there are no search results to open. Type search and a text first.
    case rNoSearch
    /// no search result {1}; there is 1. / no search result {1}; there are {n}.
    case rNoSearchHit(Int, MessageArgument)
    /// {1} is grouped by {2}, so its sections are computed. Type group off to shape its own sections.
    case rGroupedView(MessageArgument, MessageArgument)
    /// {1} has no state "{2}" to move by. {3}
    case rNoStateRotor(MessageArgument, MessageArgument, MessageArgument)
    /// Its states: {1}.
    case rNoStateRotorSome(MessageArgument)
    /// {1} is grouped by {2}; type group off to move rows by hand.
    case rGroupedByField(MessageArgument, MessageArgument)
    /// {1} has no field {2}. Type fields to hear them, or field add {2} and a type.
    case rFieldNotDeclared(MessageArgument, MessageArgument)
    /// {1} takes a {2}. For example: {3}.
    case rFieldTypeMismatch(MessageArgument, MessageArgument, MessageArgument)
    /// {1} is a {2} field, so it can't be toggled. Type set {1} and a value.
    case rNotBoolean(MessageArgument, MessageArgument)
    /// {1} has no {2} to remove; nothing changed.
    case rNoValue(MessageArgument, MessageArgument)
    /// {1} is already {2}; nothing changed.
    case rAlreadySet(MessageArgument, MessageArgument)
    /// {1} is already pinned; nothing changed.
    case rAlreadyPinned(MessageArgument)
    /// {1} is already unpinned; nothing changed.
    case rAlreadyUnpinned(MessageArgument)
    /// {1} has no {2} field, so no row is {3}. {4}
    case rFilterNoField(MessageArgument, MessageArgument, MessageArgument, MessageArgument)
    /// {1} is already a field of {2}. Type fields to hear them.
    case rFieldExists(MessageArgument, MessageArgument)
    /// 1 row holds a {1} that is not a {2}. Choose another type or name. / {n} rows hold a {1} that is not a {2}. Choose another type or name.
    case rValuesDontFit(Int, MessageArgument, MessageArgument)

    // MARK: Names of days and months
    /// A weekday, 1 for Monday to 7 for Sunday.
    case weekday(Int)
    /// A month, 1 for January to 12 for December.
    case month(Int)

    // MARK: Days that repeat
    /// Repeats, start dates and reminders, worded in Message+Days.swift.
    case days(DaysMessage)
    /// iCalendar files and calendar folders, worded in Message+Calendar.swift.
    case calendar(CalendarMessage)
    /// Damaged values in a store, worded in Message+Damage.swift.
    case damage(DamageMessage)
    /// News from other sessions on the same store, worded in Message+Elsewhere.swift.
    case news(ElsewhereMessage)
    case choice(ChoiceMessage)
    /// A name that names nothing new (empty quotes, the list open), worded in Message+Naming.swift.
    case naming(NamingMessage)
    /// A list's settings that follow another change, worded in Message+Settings.swift.
    case settings(SettingsMessage)
    case filterSelection(FilterSelectionMessage)
    /// Rows selected again by undo, or let go as another is selected, worded in Message+Reselection.swift.
    case reselection(ReselectionMessage)
    /// A shortened name starting several lists, worded in Message+ListChoice.swift.
    case listChoice(ListChoiceMessage)
    /// What an export left out, worded in Message+Export.swift.
    case export(ExportMessage)
    /// A group of messages worded in a file of its own (Message+ImportKey.swift,
    /// Message+NumberTitle.swift): one case for all of them, so that a new group never
    /// adds a case to the catalogs' switches, which are as long as the compiler checks
    /// in reasonable time.
    case worded(any WordedMessage)
    /// The language spoken and what chose it, worded in Message+Language.swift.
    case language(LanguageMessage)
    /// listo's own command line (`listo --help`), worded in Message+CommandLine.swift.
    case commandLine(CommandLineMessage)
}

extension Message {
    /// Every message with the arguments given (`argument(1)` for the first) and a
    /// count, keyed by a name of its own: for tests that read every text listo says.
    public static func every(argument: (Int) -> String, count: Int) -> [(name: String, message: Message)] {
        let a = argument
        return [
            ("selectionDropped", .selectionDropped(count)),
            ("editAlreadyOff", .editAlreadyOff),
            ("editAlready", .editAlready),
            ("wrapSame", .wrapSame(count)),
            ("wrapSamePair", .wrapSamePair(count)),
            ("filterNone", .filterNone(a(1))),
            ("alreadyExpanded", .alreadyExpanded(a(1))),
            ("alreadyCollapsed", .alreadyCollapsed(a(1))),
            ("rowsAlreadySelected", .rowsAlreadySelected(count, a(1))),
            ("rowsNotSelected", .rowsNotSelected(count, a(1))),
            ("noFooter", .noFooter(a(1))),
            ("endFiltered", .endFiltered(a(1))),
            ("startFiltered", .startFiltered(a(1))),
            ("sameFooter", .sameFooter(a(1))),
            ("alreadyStyle", .alreadyStyle(a(1), a(2))),
            ("alreadySelectionMode", .alreadySelectionMode(a(1), a(2))),
            ("notSelected", .notSelected(a(1))),
            ("nothingSelected", .nothingSelected),
            ("allAlreadySelected", .allAlreadySelected(count)),
            ("alreadySelected", .alreadySelected(a(1))),
            ("alreadySo", .alreadySo),
            ("alreadyHeadingMain", .alreadyHeadingMain(a(1))),
            ("alreadyHeadingStandard", .alreadyHeadingStandard(a(1))),
            ("filterHidesAll", .filterHidesAll(a(1), a(2))),
            ("filterHides", .filterHides(a(1), a(2))),
            ("filterNowHides", .filterNowHides(a(1), a(2))),
            ("filterOffForHit", .filterOffForHit(a(1), a(2))),
            ("listTitleFiltered", .listTitleFiltered(count, a(1), a(2), a(3))),
            ("sectionsFiltered", .sectionsFiltered(count, a(1))),
            ("completionGroup", .completionGroup(a(1), a(2))),
            ("candidateInside", .candidateInside(a(1), a(2), a(3))),
            ("candidateIn", .candidateIn(a(1), a(2), a(3))),
            ("candidate", .candidate(a(1), a(2))),
            ("rows", .rows(count)),
            ("rowsHidden", .rowsHidden(count)),
            ("sections", .sections(count)),
            ("lists", .lists(count)),
            ("actions", .actions(count)),
            ("replies", .replies(count)),
            ("subtasks", .subtasks(count)),
            ("subtasksOpen", .subtasksOpen(count)),
            ("commands", .commands(count)),
            ("of", .of(a(1), a(2))),
            ("underFilter", .underFilter(a(1))),
            ("series", .series(a(1), a(2))),
            ("alternatives", .alternatives(a(1), a(2))),
            ("usageForms", .usageForms(a(1), a(2))),
            ("usageTint", .usageTint(a(1))),
            ("usageSameSection", .usageSameSection(a(1), a(2))),
            ("usageSameLevel", .usageSameLevel),
            ("usageOpenReply", .usageOpenReply),
            ("usageRotor", .usageRotor(a(1))),
            ("placeholderRow", .placeholderRow),
            ("placeholderText", .placeholderText),
            ("placeholderField", .placeholderField),
            ("placeholderGroup", .placeholderGroup),
            ("placeholderCommand", .placeholderCommand),
            ("placeholderSection", .placeholderSection),
            ("placeholderStates", .placeholderStates),
            ("placeholderState", .placeholderState),
            ("placeholderAction", .placeholderAction),
            ("placeholderName", .placeholderName),
            ("placeholderTitle", .placeholderTitle),
            ("placeholderNew", .placeholderNew),
            ("placeholderList", .placeholderList),
            ("placeholderValue", .placeholderValue),
            ("placeholderType", .placeholderType),
            ("usageAUnit", .usageAUnit),
            ("usageAName", .usageAName),
            ("usageForFocusedRow", .usageForFocusedRow),
            ("off", .off),
            ("again", .again),
            ("againTimes", .againTimes(count)),
            ("answerTo", .answerTo(a(1))),
            ("error", .error(a(1))),
            ("hint", .hint(a(1))),
            ("hintTitle", .hintTitle),
            ("hintSection", .hintSection),
            ("hintSectionCollapsed", .hintSectionCollapsed),
            ("hintRow", .hintRow),
            ("sidebar", .sidebar),
            ("unreadable", .unreadable),
            ("promptSwipe", .promptSwipe),
            ("brailleLibraryMissing", .brailleLibraryMissing),
            ("brailleNoPlace", .brailleNoPlace),
            ("brailleLost", .brailleLost),
            ("brailleBack", .brailleBack),
            ("settingBrailleOn", .settingBrailleOn),
            ("settingBrailleOff", .settingBrailleOff),
            ("settingPromptPlain", .settingPromptPlain),
            ("settingPromptClassic", .settingPromptClassic),
            ("settingPromptFocus", .settingPromptFocus),
            ("promptPlain", .promptPlain),
            ("promptClassic", .promptClassic),
            ("promptFocus", .promptFocus),
            ("promptEditing", .promptEditing),
            ("fieldRead", .fieldRead),
            ("actionDelete", .actionDelete),
            ("sectionCrossed", .sectionCrossed(a(1), a(2))),
            ("sectionOf", .sectionOf(a(1))),
            ("sectionCollapsed", .sectionCollapsed),
            ("sectionMain", .sectionMain),
            ("sectionEmpty", .sectionEmpty(a(1))),
            ("rowActions", .rowActions(a(1))),
            ("rowNoActions", .rowNoActions),
            ("rowIn", .rowIn(a(1))),
            ("rowInside", .rowInside(a(1))),
            ("rowLevel", .rowLevel(a(1))),
            ("outlineExpanded", .outlineExpanded),
            ("outlineCollapsed", .outlineCollapsed),
            ("outlineFilterOpens", .outlineFilterOpens),
            ("outlineDone", .outlineDone(a(1), a(2))),
            ("levelFirst", .levelFirst(a(1))),
            ("levelLast", .levelLast(a(1))),
            ("rowNotes", .rowNotes(a(1))),
            ("stateUnread", .stateUnread),
            ("stateSelected", .stateSelected),
            ("footer", .footer(a(1))),
            ("end", .end),
            ("start", .start),
            ("rotor", .rotor(a(1))),
            ("columnLast", .columnLast(a(1))),
            ("columnFirst", .columnFirst(a(1))),
            ("typedBackClipped", .typedBackClipped(a(1), count)),
            ("rotorBackToRows", .rotorBackToRows(a(1), a(2))),
            ("reminderWaitsDone", .reminderWaitsDone(a(1))),
            ("openedRowNotList", .openedRowNotList(count, a(1), a(2))),
            ("rotorUnits", .rotorUnits(a(1))),
            ("actionsNone", .actionsNone(a(1))),
            ("actionsHead", .actionsHead(a(1), a(2))),
            ("actionFullSwipe", .actionFullSwipe),
            ("listsNone", .listsNone),
            ("listsOpen", .listsOpen),
            ("listsOpenFiltered", .listsOpenFiltered(a(1))),
            ("helpHead", .helpHead(count)),
            ("helpUsage", .helpUsage(a(1))),
            ("helpAliases", .helpAliases(a(1))),
            ("filterOn", .filterOn(count, a(1))),
            ("filterOnInside", .filterOnInside(a(1), a(2))),
            ("listTitleFilteredInside", .listTitleFilteredInside(a(1), a(2), a(3), a(4))),
            ("matchesInside", .matchesInside(count, a(1))),
            ("matchesOnlyInside", .matchesOnlyInside(count, a(1), a(2))),
            ("matchesMixed", .matchesMixed(a(1), a(2), a(3))),
            ("badgeOverdueInside", .badgeOverdueInside(count, false)),
            ("badgeDueTodayInside", .badgeDueTodayInside(count, false)),
            ("badgeUnreadInside", .badgeUnreadInside(count, true)),
            ("filterOff", .filterOff(a(1))),
            ("focusOutOfCollapsed", .focusOutOfCollapsed(a(1), a(2))),
            ("selectionNone", .selectionNone),
            ("selection", .selection(count, a(1))),
            ("selectionHead", .selectionHead(count)),
            ("whereLevels", .whereLevels(count)),
            ("damageSchemaVersion", .damageSchemaVersion(a(1))),
            ("selected", .selected(count, a(1))),
            ("deselected", .deselected(count, a(1))),
            ("selectedAll", .selectedAll(a(1))),
            ("selectedAllFiltered", .selectedAllFiltered(count, a(1))),
            ("deselectedAll", .deselectedAll),
            ("swipeOpen", .swipeOpen(a(1), a(2), a(3))),
            ("swipeChoose", .swipeChoose),
            ("swipeClosed", .swipeClosed(a(1))),
            ("cancelNothing", .cancelNothing),
            ("placeholder", .placeholder(a(1))),
            ("listEmpty", .listEmpty(a(1))),
            ("addFirstRow", .addFirstRow),
            ("column", .column(a(1))),
            ("backTo", .backTo(a(1))),
            ("cascadeSelection", .cascadeSelection),
            ("cascadeDetail", .cascadeDetail),
            ("cascadeEditing", .cascadeEditing),
            ("cascadeFilter", .cascadeFilter(a(1))),
            ("elsewhereListRenamed", .elsewhereListRenamed(a(1), a(2))),
            ("detailAside", .detailAside),
            ("contentAside", .contentAside),
            ("detailHolds", .detailHolds(a(1))),
            ("detailHoldsOpen", .detailHoldsOpen(a(1))),
            ("offerMoveUp", .offerMoveUp),
            ("offerMoveDown", .offerMoveDown),
            ("offerAlso", .offerAlso(a(1))),
            ("voicesFor", .voicesFor(count, a(1))),
            ("voicesAll", .voicesAll(count)),
            ("voicesVariants", .voicesVariants(count)),
            ("voicesHint", .voicesHint),
            ("speechLibraryMissing", .speechLibraryMissing),
            ("speechUnreachable", .speechUnreachable),
            ("speechStopped", .speechStopped),
            ("default", .`default`),
            ("reasonDiskFull", .reasonDiskFull),
            ("whereMemory", .whereMemory),
            ("whereReadOnly", .whereReadOnly),
            ("split", .split(a(1))),
            ("splitBalanced", .splitBalanced),
            ("splitProminentDetail", .splitProminentDetail),
            ("readonly", .readonly(a(1))),
            ("imported", .imported(count, a(1), a(2), a(3))),
            ("recovered", .recovered(count, a(1), a(2), a(3), a(4))),
            ("recoveredNone", .recoveredNone),
            ("copied", .copied(count, a(1), a(2), a(3))),
            ("undoLimit", .undoLimit(a(1))),
            ("recoveredLost", .recoveredLost(a(1))),
            ("historyMatching", .historyMatching(count, a(1))),
            ("historyEmpty", .historyEmpty),
            ("historyAll", .historyAll(a(1))),
            ("historyLast", .historyLast(a(1), a(2))),
            ("whereThen", .whereThen),
            ("whereSection", .whereSection(a(1))),
            ("whereColumn", .whereColumn(a(1), a(2))),
            ("whereEditOff", .whereEditOff(count)),
            ("whereEditOn", .whereEditOn(count)),
            ("whereEditTransient", .whereEditTransient(count)),
            ("whereFilter", .whereFilter(a(1))),
            ("whereStore", .whereStore(a(1))),
            ("more", .more(a(1))),
            ("firstStart", .firstStart),
            ("helpGroups", .helpGroups(a(1))),
            ("helpGroupsHow", .helpGroupsHow),
            ("helpState", .helpState(a(1))),
            ("helpAction", .helpAction(a(1), a(2))),
            ("helpGroup", .helpGroup(a(1), a(2))),
            ("settingVerbosity", .settingVerbosity(a(1))),
            ("settingWidth", .settingWidth(a(1))),
            ("settingPage", .settingPage(a(1))),
            ("settingStyle", .settingStyle(a(1), a(2))),
            ("settingProfile", .settingProfile(a(1))),
            ("settingLayout", .settingLayout(a(1))),
            ("settingColumns", .settingColumns(a(1))),
            ("settingSpeakOn", .settingSpeakOn),
            ("settingSpeakOff", .settingSpeakOff),
            ("settingSoundsOn", .settingSoundsOn),
            ("settingSoundsOff", .settingSoundsOff),
            ("settingVoice", .settingVoice(a(1), a(2), a(3), a(4), a(5))),
            ("settingRate", .settingRate(a(1))),
            ("settingPitch", .settingPitch(a(1))),
            ("settingVolume", .settingVolume(a(1))),
            ("settingVoiceName", .settingVoiceName(a(1))),
            ("settingVoiceLanguage", .settingVoiceLanguage(a(1))),
            ("settingEditmodeActive", .settingEditmodeActive),
            ("settingEditmodeTransient", .settingEditmodeTransient),
            ("settingEditmodeInactive", .settingEditmodeInactive),
            ("orderManual", .orderManual(a(1))),
            ("orderField", .orderField(a(1), a(2))),
            ("nowIn", .nowIn(a(1))),
            ("nowOn", .nowOn(a(1))),
            ("deletedLeft", .deletedLeft(a(1))),
            ("deletedManyLeft", .deletedManyLeft(a(1), a(2))),
            ("deletedWithLeft", .deletedWithLeft(a(1), a(2))),
            ("deletedManyWithLeft", .deletedManyWithLeft(a(1), a(2), a(3))),
            ("fieldNowRead", .fieldNowRead(count)),
            ("fieldNowUnread", .fieldNowUnread(count)),
            ("fieldNow", .fieldNow(a(1))),
            ("fieldNoLonger", .fieldNoLonger(a(1))),
            ("fieldSet", .fieldSet(a(1), a(2))),
            ("fieldCleared", .fieldCleared(a(1))),
            ("evAdded", .evAdded(a(1), a(2))),
            ("titlesAndMore", .titlesAndMore(a(1), a(2))),
            ("evDeletedOne", .evDeletedOne(a(1), a(2))),
            ("rowsLeft", .rowsLeft(count)),
            ("evDeletedMany", .evDeletedMany(a(1), a(2), a(3))),
            ("evAddedInside", .evAddedInside(a(1), a(2), a(3), a(4))),
            ("evDeletedOneWith", .evDeletedOneWith(a(1), a(2), a(3))),
            ("evDeletedManyWith", .evDeletedManyWith(a(1), a(2), a(3), a(4))),
            ("evIndented", .evIndented(a(1), a(2), a(3), a(4), a(5))),
            ("evOutdented", .evOutdented(a(1), a(2), a(3), a(4), a(5))),
            ("evOutdentedTop", .evOutdentedTop(a(1), a(2), a(3), a(4))),
            ("evMovedInto", .evMovedInto(a(1), a(2), a(3), a(4), a(5))),
            ("evRowExpanded", .evRowExpanded(a(1), a(2))),
            ("evRowCollapsed", .evRowCollapsed(a(1), a(2))),
            ("evRowExpandedAll", .evRowExpandedAll(a(1), a(2))),
            ("evRowCollapsedAll", .evRowCollapsedAll(a(1), a(2))),
            ("evRowExpandedAlready", .evRowExpandedAlready(a(1), a(2))),
            ("evRowCollapsedAlready", .evRowCollapsedAlready(a(1), a(2))),
            ("evRowExpandedAllAlready", .evRowExpandedAllAlready(a(1), a(2))),
            ("evRowCollapsedAllAlready", .evRowCollapsedAllAlready(a(1), a(2))),
            ("rNoChildrenReplies", .rNoChildrenReplies(a(1))),
            ("rNoChildSubtasks", .rNoChildSubtasks(a(1))),
            ("evChildrenOpen", .evChildrenOpen(a(1), a(2))),
            ("evAfter", .evAfter(a(1))),
            ("evBefore", .evBefore(a(1))),
            ("evMoved", .evMoved(a(1), a(2), a(3))),
            ("evRenamed", .evRenamed(a(1), a(2))),
            ("evNote", .evNote(a(1), a(2))),
            ("evNoteRemoved", .evNoteRemoved(a(1))),
            ("evNowIn", .evNowIn(a(1), a(2))),
            ("evRemoved", .evRemoved(a(1))),
            ("evRestored", .evRestored(a(1))),
            ("evSectionAdded", .evSectionAdded(a(1), a(2))),
            ("evSectionRenamed", .evSectionRenamed(a(1), a(2))),
            ("evActionsFollow", .evActionsFollow(count, a(2), a(3))),
            ("evActionsNoSection", .evActionsNoSection(count, a(1))),
            ("evActionsNoField", .evActionsNoField(count, a(1))),
            ("evActionsOffered", .evActionsOffered(count, a(1))),
            ("evSectionDeleted", .evSectionDeleted(a(1))),
            ("evSectionRestored", .evSectionRestored(a(1))),
            ("evFooter", .evFooter(a(1), a(2))),
            ("evFooterRemoved", .evFooterRemoved(a(1))),
            ("evCollapsed", .evCollapsed(a(1), a(2))),
            ("evExpanded", .evExpanded(a(1), a(2))),
            ("evHeadingMain", .evHeadingMain(a(1))),
            ("evHeadingStandard", .evHeadingStandard(a(1))),
            ("evListCreated", .evListCreated(a(1))),
            ("evListDeleted", .evListDeleted(a(1), a(2))),
            ("evListRenamed", .evListRenamed(a(1), a(2))),
            ("evActionAdded", .evActionAdded(a(1), a(2), a(3))),
            ("evActionReplacedDelete", .evActionReplacedDelete),
            ("evActionRemoved", .evActionRemoved(a(1), a(2))),
            ("evActionDeleteBack", .evActionDeleteBack),
            ("evActionRenamed", .evActionRenamed(a(1), a(2))),
            ("evActionMoved", .evActionMoved(a(1), a(2), a(3))),
            ("evActionStayed", .evActionStayed(a(1), a(2), a(3))),
            ("evActionFullSwipe", .evActionFullSwipe),
            ("evFullSwipeOff", .evFullSwipeOff(a(1), a(2))),
            ("evFullSwipeOn", .evFullSwipeOn(a(1), a(2))),
            ("evFullSwipeRuns", .evFullSwipeRuns(a(1), a(2), a(3))),
            ("evSelectionMode", .evSelectionMode(a(1), a(2))),
            ("evRowsMovedOne", .evRowsMovedOne(a(1), a(2), a(3))),
            ("evRowsMovedSeveral", .evRowsMovedSeveral(a(1), a(2), a(3), a(4))),
            ("batchSet", .batchSet),
            ("batchToggle", .batchToggle),
            ("rowsSelected", .rowsSelected(count, a(1))),
            ("rowsDeselected", .rowsDeselected(count, a(1))),
            ("evStayed", .evStayed(a(1), a(2))),
            ("undid", .undid(a(1))),
            ("redid", .redid(a(1))),
            ("undidBackIn", .undidBackIn(a(1), a(2))),
            ("redidNowIn", .redidNowIn(a(1), a(2))),
            ("undidIn", .undidIn(a(1), a(2))),
            ("redidIn", .redidIn(a(1), a(2))),
            ("uNothing", .uNothing),
            ("uAdd", .uAdd(a(1))),
            ("uDelete", .uDelete(a(1))),
            ("uDeleteMany", .uDeleteMany(count, a(1))),
            ("uMove", .uMove(a(1))),
            ("uRename", .uRename(a(1), a(2))),
            ("uNote", .uNote(a(1))),
            ("uOn", .uOn(a(1), a(2))),
            ("uBatchSet", .uBatchSet),
            ("uBatchToggle", .uBatchToggle),
            ("uToggleOn", .uToggleOn(a(1), a(2))),
            ("uRestore", .uRestore(a(1))),
            ("uSectionAdd", .uSectionAdd(a(1))),
            ("uSectionRename", .uSectionRename(a(1), a(2))),
            ("uSectionDelete", .uSectionDelete(a(1))),
            ("uSectionRestore", .uSectionRestore(a(1))),
            ("uFooter", .uFooter(a(1))),
            ("uCollapse", .uCollapse(a(1))),
            ("uExpand", .uExpand(a(1))),
            ("uIndent", .uIndent(a(1))),
            ("uOutdent", .uOutdent(a(1))),
            ("uDone", .uDone(a(1))),
            ("uStyle", .uStyle(a(1))),
            ("uHeading", .uHeading(a(1))),
            ("uSort", .uSort(a(1))),
            ("uListNew", .uListNew(a(1))),
            ("uListDelete", .uListDelete(a(1))),
            ("uListRename", .uListRename(a(1), a(2))),
            ("uActionAdd", .uActionAdd(a(1))),
            ("uActionRemove", .uActionRemove(a(1))),
            ("uActionRename", .uActionRename(a(1), a(2))),
            ("uActionMove", .uActionMove(a(1))),
            ("uFullSwipe", .uFullSwipe(a(1), a(2))),
            ("uSelection", .uSelection(a(1))),
            ("unitItems", .unitItems),
            ("unitSections", .unitSections),
            ("unitRows", .unitRows),
            ("unitActions", .unitActions),
            ("unitSelected", .unitSelected),
            ("unitColumns", .unitColumns),
            ("unitLevel", .unitLevel),
            ("edgeLeading", .edgeLeading),
            ("edgeTrailing", .edgeTrailing),
            ("tintRed", .tintRed),
            ("tintOrange", .tintOrange),
            ("tintYellow", .tintYellow),
            ("tintGreen", .tintGreen),
            ("tintMint", .tintMint),
            ("tintTeal", .tintTeal),
            ("tintCyan", .tintCyan),
            ("tintBlue", .tintBlue),
            ("tintIndigo", .tintIndigo),
            ("tintPurple", .tintPurple),
            ("tintPink", .tintPink),
            ("tintBrown", .tintBrown),
            ("tintGray", .tintGray),
            ("roleNormal", .roleNormal),
            ("roleDestructive", .roleDestructive),
            ("roleCancel", .roleCancel),
            ("columnSidebar", .columnSidebar),
            ("columnContent", .columnContent),
            ("columnDetail", .columnDetail),
            ("editmodeInactive", .editmodeInactive),
            ("editmodeTransient", .editmodeTransient),
            ("editmodeActive", .editmodeActive),
            ("verbosityLow", .verbosityLow),
            ("verbosityNormal", .verbosityNormal),
            ("verbosityHigh", .verbosityHigh),
            ("styleAutomatic", .styleAutomatic),
            ("stylePlain", .stylePlain),
            ("styleGrouped", .styleGrouped),
            ("styleInset", .styleInset),
            ("styleInsetGrouped", .styleInsetGrouped),
            ("styleSidebar", .styleSidebar),
            ("profilePhone", .profilePhone),
            ("profilePad", .profilePad),
            ("profileMac", .profileMac),
            ("layoutCompact", .layoutCompact),
            ("layoutRegular", .layoutRegular),
            ("layoutAutomatic", .layoutAutomatic),
            ("layoutTerminal", .layoutTerminal(count, a(1))),
            ("layoutTerminalNarrow", .layoutTerminalNarrow(count, a(1), a(2))),
            ("layoutWidth", .layoutWidth(a(1), a(2))),
            ("layoutWidthNarrow", .layoutWidthNarrow(a(1), a(2), a(3))),
            ("layoutNoWidth", .layoutNoWidth(a(1))),
            ("actionsAreCommands", .actionsAreCommands(count, a(1), a(2), a(3))),
            ("doAction", .doAction(a(1))),
            ("columnsAll", .columnsAll),
            ("columnsDouble", .columnsDouble),
            ("columnsDetail", .columnsDetail),
            ("columnsAutomatic", .columnsAutomatic),
            ("selectionmodeNone", .selectionmodeNone),
            ("selectionmodeSingle", .selectionmodeSingle),
            ("selectionmodeMultiple", .selectionmodeMultiple),
            ("groupReading", .groupReading),
            ("groupMoving", .groupMoving),
            ("groupChanging", .groupChanging),
            ("groupListsAndColumns", .groupListsAndColumns),
            ("groupSettings", .groupSettings),
            ("rUnknownCommand", .rUnknownCommand(a(1))),
            ("rUnknownCommand1", .rUnknownCommand1(a(1))),
            ("rUnknownCommand2", .rUnknownCommand2),
            ("rUnknownHelpTopic", .rUnknownHelpTopic(a(1))),
            ("rUnknownHelpTopic1", .rUnknownHelpTopic1(a(1))),
            ("rUnknownHelpTopic2", .rUnknownHelpTopic2),
            ("rMissingArgument", .rMissingArgument(a(1), a(2))),
            ("rBadArgument", .rBadArgument(a(1), a(2), a(3))),
            ("rNoSuchRow", .rNoSuchRow(a(1))),
            ("rQuoteNotClosed", .rQuoteNotClosed(a(1))),
            ("rScriptQuoteNotClosed", .rScriptQuoteNotClosed(a(1))),
            ("rNoSuchRowIsSection", .rNoSuchRowIsSection(a(1), a(2))),
            ("rNoSuchRowIsList", .rNoSuchRowIsList(a(1), a(2))),
            ("rRowInsideCollapsed", .rRowInsideCollapsed(a(1), a(2), a(3))),
            ("rNothingAbove", .rNothingAbove(a(1))),
            ("rIndentUnderHidden", .rIndentUnderHidden(a(1), a(2), a(3))),
            ("rAlreadyTopLevel", .rAlreadyTopLevel(a(1))),
            ("rNestInsideItself", .rNestInsideItself(a(1), a(2))),
            ("rAlreadyInside", .rAlreadyInside(a(1), a(2))),
            ("rNoChildren", .rNoChildren(a(1))),
            ("rTooDeep", .rTooDeep(a(1))),
            ("rNoRowNumber", .rNoRowNumber(count, a(1))),
            ("rRowBelowOne", .rRowBelowOne(count, a(1))),
            ("rSectionBelowOne", .rSectionBelowOne(count, a(1))),
            ("rListBelowOne", .rListBelowOne(count, a(1))),
            ("rNoListNumber", .rNoListNumber(count, a(1))),
            ("rSwipeInEditMode", .rSwipeInEditMode),
            ("rNoSuchList", .rNoSuchList(a(1))),
            ("rNoSuchList1", .rNoSuchList1(a(1))),
            ("rNoSuchList2", .rNoSuchList2),
            ("rNoSuchSection", .rNoSuchSection(a(1))),
            ("rNoSectionNumber", .rNoSectionNumber(count, a(1))),
            ("rRenameSectionUnnamed", .rRenameSectionUnnamed(a(1), a(2))),
            ("rNoActionPlace", .rNoActionPlace(count, a(1), a(2))),
            ("rNoActionNumber", .rNoActionNumber(count, a(1), a(2))),
            ("rActionBelowOne", .rActionBelowOne(count, a(1))),
            ("rActionPlaceBelowOne", .rActionPlaceBelowOne(count, a(1), a(2))),
            ("rFilterRowNumber", .rFilterRowNumber(count, a(1), a(2))),
            ("rFilterHidesRow", .rFilterHidesRow(a(1), a(2))),
            ("rFilterHidesSection", .rFilterHidesSection(a(1), a(2))),
            ("rFilterSectionNumber", .rFilterSectionNumber(count, a(1), a(2))),
            ("rAmbiguousSection", .rAmbiguousSection(a(1), a(2), a(3))),
            ("rNoSuchAction", .rNoSuchAction),
            ("rNoSuchAction1", .rNoSuchAction1(a(1))),
            ("rNoSuchAction2", .rNoSuchAction2(a(1), a(2), a(3))),
            ("rNoFocusedRow", .rNoFocusedRow),
            ("rNotOnARowTitle", .rNotOnARowTitle(a(1), a(2))),
            ("rNotOnASection", .rNotOnASection(a(1), a(2))),
            ("rNotOnARowHeader", .rNotOnARowHeader(a(1), a(2))),
            ("rNotOnARowFooter", .rNotOnARowFooter(a(1), a(2))),
            ("rNotOnARowHidden", .rNotOnARowHidden(a(1), a(2), a(3))),
            ("rNotOnARowSidebar", .rNotOnARowSidebar(a(1), a(2))),
            ("rSidebarPutsRow", .rSidebarPutsRow(a(1), a(2))),
            ("rSidebarChangesSections", .rSidebarChangesSections(a(1), a(2))),
            ("rSidebarChangesList", .rSidebarChangesList(a(1), a(2))),
            ("rSidebarFilters", .rSidebarFilters(a(1), a(2))),
            ("rNotOnARowEmpty", .rNotOnARowEmpty(a(1), a(2))),
            ("rNotFound", .rNotFound(a(1))),
            ("rNotInList", .rNotInList(a(1), a(2))),
            ("rNothingToFind", .rNothingToFind),
            ("rSearchTooLong", .rSearchTooLong(count)),
            ("rEmptyList", .rEmptyList(a(1))),
            ("rNothingSelected", .rNothingSelected),
            ("rNothingToUndo", .rNothingToUndo),
            ("rUndoHistoryEnd", .rUndoHistoryEnd(a(1))),
            ("rNothingToRedo", .rNothingToRedo),
            ("rChangedSinceUndo", .rChangedSinceUndo(a(1))),
            ("rChangedSinceRedo", .rChangedSinceRedo(a(1))),
            ("rGoneElsewhere", .rGoneElsewhere(a(1))),
            ("rMovedElsewhere", .rMovedElsewhere(a(1), a(2))),
            ("rSelectionOff", .rSelectionOff(a(1))),
            ("rSelectionNeedsEditMode", .rSelectionNeedsEditMode(a(1), a(2))),
            ("rSelectionDisabled", .rSelectionDisabled(a(1))),
            ("rSingleSelection", .rSingleSelection(a(1))),
            ("rSingleSelectionState", .rSingleSelectionState(a(1), a(2))),
            ("rSingleSelectionNumbers", .rSingleSelectionNumbers(a(1))),
            ("rBatchNeedsEditMode", .rBatchNeedsEditMode),
            ("rFullSwipeOff", .rFullSwipeOff(a(1))),
            ("rNoActions", .rNoActions(a(1), a(2))),
            ("rNoSwipeOpen", .rNoSwipeOpen),
            ("rAtRoot", .rAtRoot),
            ("rNoChild", .rNoChild(a(1))),
            ("rReadOnlyStore", .rReadOnlyStore(a(1))),
            ("rReadOnlyStoreCommand", .rReadOnlyStoreCommand(a(1), a(2))),
            ("rStoreFailed", .rStoreFailed(a(1), a(2))),
            ("rStoreUnreachable", .rStoreUnreachable(a(1))),
            ("rStoreCommitUnanswered", .rStoreCommitUnanswered(a(1))),
            ("reachedDone", .reachedDone),
            ("reachedNotDone", .reachedNotDone),
            ("rLineTooLong", .rLineTooLong(a(1))),
            ("rInvalidUTF8", .rInvalidUTF8),
            ("rNulByte", .rNulByte),
            ("rUnknownFormat", .rUnknownFormat(a(1), a(2))),
            ("rImportFailed", .rImportFailed(a(1))),
            ("rImportFailed1", .rImportFailed1),
            ("rImportReadAsJSON", .rImportReadAsJSON),
            ("rNotADatabase", .rNotADatabase(a(1))),
            ("rStoreFolder", .rStoreFolder(a(1), a(2))),
            ("rNewerSchema", .rNewerSchema(a(1), a(2), a(3))),
            ("rReadOnlyAndOld", .rReadOnlyAndOld(a(1))),
            ("rDiskFull", .rDiskFull(a(1))),
            ("rDirectory", .rDirectory(a(1), a(2))),
            ("rOther", .rOther(a(1), a(2))),
            ("rStoreDamaged", .rStoreDamaged(a(1))),
            ("rOtherProgram", .rOtherProgram(a(1), a(2))),
            ("rOtherDatabase", .rOtherDatabase(a(1))),
            ("rOtherTables", .rOtherTables(a(1), a(2))),
            ("rOtherTablesMore", .rOtherTablesMore(a(1))),
            ("rDamaged", .rDamaged(a(1), a(2))),
            ("damageMissingTable", .damageMissingTable(a(1))),
            ("damageMissingColumn", .damageMissingColumn(a(1), a(2))),
            ("damageTruncated", .damageTruncated(a(1), a(2))),
            ("damageCounts", .damageCounts(a(1))),
            ("damageSqlite", .damageSqlite(a(1))),
            ("rFolderReadOnly", .rFolderReadOnly(a(1), a(2))),
            ("rNoStoreFolder", .rNoStoreFolder(a(1), a(2))),
            ("rReadOnlyAndEmpty", .rReadOnlyAndEmpty(a(1))),
            ("rRecoveryTargetExists", .rRecoveryTargetExists(a(1))),
            ("rCopyTargetHoldsLists", .rCopyTargetHoldsLists(a(1), a(2))),
            ("rAlreadyFirst", .rAlreadyFirst(a(1))),
            ("rAlreadyLast", .rAlreadyLast(a(1))),
            ("rMoveOntoItself", .rMoveOntoItself(a(1))),
            ("rMoveIntoItself", .rMoveIntoItself(a(1))),
            ("rNothingToOpen", .rNothingToOpen(a(1))),
            ("rNoListYet", .rNoListYet),
            ("rNoListYetFor", .rNoListYetFor(a(1))),
            ("rTitleTooLong", .rTitleTooLong(a(1), a(2))),
            ("rRowFolded", .rRowFolded(a(1), a(2), a(3))),
            ("rRowsHidden", .rRowsHidden),
            ("rNoHistoryLine", .rNoHistoryLine(count, a(1))),
            ("rTwoReadings", .rTwoReadings(a(1), a(2), a(3), a(4), a(5))),
            ("rBareNumber", .rBareNumber(a(1))),
            ("rBareNumberNone", .rBareNumberNone(a(1))),
            ("rBareNumberPast", .rBareNumberPast(count, a(1))),
            ("rRenumberedElsewhere", .rRenumberedElsewhere(count, a(1), a(2))),
            ("rTextRowMissing", .rTextRowMissing(a(1), a(2), a(3))),
            ("rTextAfterColonMissing", .rTextAfterColonMissing(a(1), a(2))),
            ("rTextAfterWordMissing", .rTextAfterWordMissing(a(1), a(2), a(3))),
            ("readingFocusedRow", .readingFocusedRow),
            ("rNothingMore", .rNothingMore),
            ("rNoActionFocused", .rNoActionFocused),
            ("rListMissing", .rListMissing),
            ("rListNotLoaded", .rListNotLoaded),
            ("rSectionMissing", .rSectionMissing),
            ("rRowMissing", .rRowMissing),
            ("rMoveDisabled", .rMoveDisabled(a(1))),
            ("rMoveDisabled1", .rMoveDisabled1),
            ("rMoveDisabled2", .rMoveDisabled2),
            ("rDeleteDisabled", .rDeleteDisabled(a(1))),
            ("rDeleteDisabled1", .rDeleteDisabled1),
            ("rDeleteDisabled2", .rDeleteDisabled2),
            ("rSubtaskPinned", .rSubtaskPinned(a(1))),
            ("rSubtaskDeleteOff", .rSubtaskDeleteOff(a(1))),
            ("rSubtaskMoveOff", .rSubtaskMoveOff(a(1))),
            ("rListRowsNotMovable", .rListRowsNotMovable(a(1))),
            ("rListRowsNotDeletable", .rListRowsNotDeletable(a(1))),
            ("rUnchangedManual", .rUnchangedManual(a(1))),
            ("rUnchangedSorted", .rUnchangedSorted(a(1), a(2))),
            ("rUnchangedGrouped", .rUnchangedGrouped(a(1), a(2))),
            ("rUnchangedUngrouped", .rUnchangedUngrouped(a(1))),
            ("rSortedByField", .rSortedByField(a(1), a(2))),
            ("rSectionNotEmpty", .rSectionNotEmpty(a(1), a(2))),
            ("rUnnamedSectionFixed", .rUnnamedSectionFixed),
            ("rActionTargetMissing", .rActionTargetMissing(a(1), a(2), a(3))),
            ("rListNameTaken", .rListNameTaken(a(1))),
            ("rSectionNameTaken", .rSectionNameTaken(a(1))),
            ("rEmptyText", .rEmptyText),
            ("rSameName", .rSameName(a(1))),
            ("rNoNotes", .rNoNotes(a(1))),
            ("rSameNotes", .rSameNotes(a(1))),
            ("rActionNameTaken", .rActionNameTaken(a(1))),
            ("batchNow", .batchNow(a(1), a(2))),
            ("batchNoLonger", .batchNoLonger(a(1), a(2))),
            ("rActionNameIsCommand", .rActionNameIsCommand(a(1), a(2))),
            ("rActionMissing", .rActionMissing(a(1))),
            ("rBuiltInActionFixed", .rBuiltInActionFixed(a(1))),
            ("rNoSuchField", .rNoSuchField),
            ("rNoSuchField1", .rNoSuchField1(a(1))),
            ("rNoSuchField2", .rNoSuchField2(a(1), a(2), a(3))),
            ("rSameList", .rSameList(count, a(1))),
            ("rCollapseNotOffered", .rCollapseNotOffered(a(1), a(2))),
            ("rImportLine", .rImportLine(a(1))),
            ("rImportSyntax", .rImportSyntax),
            ("rImportInvalid", .rImportInvalid(a(1))),
            ("rImportOutOfRange", .rImportOutOfRange(a(1), a(2), a(3))),
            ("rImportNumberOutOfRange", .rImportNumberOutOfRange(a(1), a(2), a(3))),
            ("rImportNumberNotKept", .rImportNumberNotKept(a(1), a(2), a(3), a(4))),
            ("rImportDuplicateList", .rImportDuplicateList(a(1))),
            ("rImportDuplicateSection", .rImportDuplicateSection(a(1))),
            ("rImportUnknownValue", .rImportUnknownValue(a(1), a(2))),
            ("rImportRowOutsideList", .rImportRowOutsideList),
            ("rImportEmpty", .rImportEmpty),
            ("cliRecord", .cliRecord),
            ("optNeedsValue", .optNeedsValue(a(1))),
            ("optValueIsOption", .optValueIsOption(a(1), a(2))),
            ("optWidth", .optWidth(a(1))),
            ("optVerbosity", .optVerbosity(a(1))),
            ("optProfile", .optProfile(a(1))),
            ("optLanguage", .optLanguage(a(1))),
            ("optLayout", .optLayout(a(1))),
            ("optUnknown", .optUnknown(a(1))),
            ("optOtherMode", .optOtherMode(a(1), a(2))),
            ("optStoreAndMemory", .optStoreAndMemory),
            ("optRestartNeedsStore", .optRestartNeedsStore),
            ("cliImport", .cliImport),
            ("cliRecover", .cliRecover),
            ("cliCopy", .cliCopy),
            ("cliExport", .cliExport),
            ("cliUnknownMode", .cliUnknownMode(a(1))),
            ("cliUnknownModeCommand", .cliUnknownModeCommand(a(1), a(2))),
            ("cliCheck", .cliCheck),
            ("cliUsage", .cliUsage(a(1))),
            ("cliChecked", .cliChecked(a(1), a(2))),
            ("cliTranscriptUnwritten", .cliTranscriptUnwritten),
            ("rSelectionMovesAway", .rSelectionMovesAway),
            ("rNoRowInState", .rNoRowInState(a(1))),
            ("rNoRowInStateFiltered", .rNoRowInStateFiltered(a(1), a(2))),
            ("unitState", .unitState),
            ("optToday", .optToday(a(1))),
            ("dateField", .dateField(a(1), a(2))),
            ("dateToday", .dateToday),
            ("dateTomorrow", .dateTomorrow),
            ("dateYesterday", .dateYesterday),
            ("dateOverdueDays", .dateOverdueDays(count)),
            ("dateOverdueSince", .dateOverdueSince(a(1))),
            ("dateDayMonth", .dateDayMonth(a(1), a(2))),
            ("dateDayMonthYear", .dateDayMonthYear(a(1), a(2), a(3))),
            ("valueRead", .valueRead),
            ("valueNot", .valueNot(a(1))),
            ("valueRemoved", .valueRemoved(a(1))),
            ("badgeOverdue", .badgeOverdue(count)),
            ("badgeDueToday", .badgeDueToday(count)),
            ("badgeUnread", .badgeUnread(count)),
            ("dateOnWeekday", .dateOnWeekday(a(1))),
            ("dateOnDay", .dateOnDay(a(1))),
            ("groupingBy", .groupingBy(a(1), a(2))),
            ("groupingOff", .groupingOff(a(1))),
            ("groupsOverdue", .groupsOverdue),
            ("groupsEarlier", .groupsEarlier),
            ("groupsToday", .groupsToday),
            ("groupsTomorrow", .groupsTomorrow),
            ("groupsThisWeek", .groupsThisWeek),
            ("groupsLater", .groupsLater),
            ("groupsNoDate", .groupsNoDate),
            ("groupsMissing", .groupsMissing(a(1))),
            ("fieldtypeBoolean", .fieldtypeBoolean),
            ("fieldtypeText", .fieldtypeText),
            ("fieldtypeDate", .fieldtypeDate),
            ("fieldtypeNumber", .fieldtypeNumber),
            ("fieldsNone", .fieldsNone(a(1))),
            ("fieldsHead", .fieldsHead(count, a(1))),
            ("searchNone", .searchNone(a(1))),
            ("searchHead", .searchHead(count, a(1))),
            ("searchInNotes", .searchInNotes),
            ("searchHint", .searchHint),
            ("agendaNone", .agendaNone),
            ("agendaHead", .agendaHead(a(1))),
            ("agendaDay", .agendaDay(a(1), a(2))),
            ("agendaToday", .agendaToday(a(1))),
            ("agendaTomorrow", .agendaTomorrow(a(1))),
            ("exampleBoolean", .exampleBoolean),
            ("exampleDate", .exampleDate),
            ("exampleNumber", .exampleNumber),
            ("exampleText", .exampleText),
            ("thisList", .thisList),
            ("evValue", .evValue(a(1), a(2))),
            ("evPinned", .evPinned(a(1))),
            ("evUnpinned", .evUnpinned(a(1))),
            ("evFieldAdded", .evFieldAdded(a(1), a(2), a(3))),
            ("evFieldRemoved", .evFieldRemoved(a(1), a(2))),
            ("evFieldRemovedValues", .evFieldRemovedValues(count, a(1), a(2))),
            ("uPin", .uPin(a(1))),
            ("uUnpin", .uUnpin(a(1))),
            ("uFieldAdd", .uFieldAdd(a(1))),
            ("uFieldRemove", .uFieldRemove(a(1))),
            ("uGroup", .uGroup(a(1))),
            ("rBadBoolean", .rBadBoolean(a(1), a(2))),
            ("rBadValue", .rBadValue(a(1), a(2), a(3), a(4))),
            ("rNumberTooLong", .rNumberTooLong(a(1), a(2), a(3), a(4))),
            ("rUnknownField", .rUnknownField(a(1), a(2), a(3))),
            ("rUnknownFieldWords", .rUnknownFieldWords(a(1), a(2), a(3))),
            ("rUnknownFieldNone", .rUnknownFieldNone),
            ("rUnknownFieldSome", .rUnknownFieldSome(a(1))),
            ("rUnknownFieldType", .rUnknownFieldType(a(1), a(2))),
            ("rFilterEmpty", .rFilterEmpty),
            ("rFilterMissing", .rFilterMissing(a(1))),
            ("rFilterDoubled", .rFilterDoubled(a(1))),
            ("rFilterMissingDate", .rFilterMissingDate(a(1), a(2), a(3))),
            ("rFilterUnbalanced", .rFilterUnbalanced),
            ("rFilterTooLong", .rFilterTooLong(count, count)),
            ("rFilterNotADate", .rFilterNotADate(a(1), a(2), a(3))),
            ("rAfterLastDay", .rAfterLastDay(a(1))),
            ("rBeforeFirstDay", .rBeforeFirstDay(a(1))),
            ("exampleBefore", .exampleBefore),
            ("exampleAfter", .exampleAfter),
            ("exampleBy", .exampleBy),
            ("exampleOn", .exampleOn),
            ("rFilterNotAValue", .rFilterNotAValue(a(1), a(2), a(3), a(4))),
            ("rNoSearch", .rNoSearch),
            ("rNoSearchHit", .rNoSearchHit(count, a(1))),
            ("rGroupedView", .rGroupedView(a(1), a(2))),
            ("rNoStateRotor", .rNoStateRotor(a(1), a(2), a(3))),
            ("rNoStateRotorSome", .rNoStateRotorSome(a(1))),
            ("rGroupedByField", .rGroupedByField(a(1), a(2))),
            ("rFieldNotDeclared", .rFieldNotDeclared(a(1), a(2))),
            ("rFieldTypeMismatch", .rFieldTypeMismatch(a(1), a(2), a(3))),
            ("rNotBoolean", .rNotBoolean(a(1), a(2))),
            ("rNoValue", .rNoValue(a(1), a(2))),
            ("rAlreadySet", .rAlreadySet(a(1), a(2))),
            ("rAlreadyPinned", .rAlreadyPinned(a(1))),
            ("rAlreadyUnpinned", .rAlreadyUnpinned(a(1))),
            ("rFilterNoField", .rFilterNoField(a(1), a(2), a(3), a(4))),
            ("rFieldExists", .rFieldExists(a(1), a(2))),
            ("rValuesDontFit", .rValuesDontFit(count, a(1), a(2))),
        ] + (1...7).map { ("weekday\($0)", .weekday($0)) } + (1...12).map { ("month\($0)", .month($0)) }
            + DaysMessage.every(argument: a, count: count).map { ($0.name, .days($0.message)) }
            + CalendarMessage.every(argument: a, count: count).map { ($0.name, .calendar($0.message)) }
            + DamageMessage.every(argument: a, count: count).map { ($0.name, .damage($0.message)) }
            + ElsewhereMessage.every(argument: a, count: count).map { ($0.name, .news($0.message)) }
            + ChoiceMessage.every(argument: a, count: count).map { ($0.name, .choice($0.message)) }
            + NamingMessage.every(argument: a).map { ($0.name, .naming($0.message)) }
            + SettingsMessage.every(argument: a).map { ($0.name, .settings($0.message)) }
            + FilterSelectionMessage.every(argument: a, count: count).map { ($0.name, .filterSelection($0.message)) }
            + ReselectionMessage.every(argument: a, count: count).map { ($0.name, .reselection($0.message)) }
            + ListChoiceMessage.every(argument: a, count: count).map { ($0.name, .listChoice($0.message)) }
            + ExportMessage.every(argument: a, count: count).map { ($0.name, .export($0.message)) }
            + ImportKeyMessage.every(argument: a, count: count).map { ($0.name, .worded($0.message)) }
            + NumberTitleMessage.every(argument: a).map { ($0.name, .worded($0.message)) }
            + ShellMessage.every(argument: a).map { ($0.name, .worded($0.message)) }
            + ReadingsMessage.every(argument: a).map { ($0.name, .worded($0.message)) }
            + MoveAdviceMessage.every(argument: a).map { ($0.name, .worded($0.message)) }
            + FoldMessage.every(argument: a, count: count).map { ($0.name, .worded($0.message)) }
            + FieldNameMessage.every(argument: a).map { ($0.name, .worded($0.message)) }
            + StepPlaceMessage.every(argument: a).map { ($0.name, .worded($0.message)) }
            + EmptyDetailMessage.every(argument: a).map { ($0.name, .worded($0.message)) }
            + WaitingRowMessage.every(argument: a).map { ($0.name, .worded($0.message)) }
            + PastReminderMessage.every(argument: a).map { ($0.name, .worded($0.message)) }
            + ImportAgainMessage.every(argument: a).map { ($0.name, .worded($0.message)) }
            + FileReadMessage.every(argument: a).map { ($0.name, .worded($0.message)) }
            + UnsectionedMessage.every(argument: a).map { ($0.name, .worded($0.message)) }
            + NameLengthMessage.every(argument: a).map { ($0.name, .worded($0.message)) }
            + FindFilterMessage.every(argument: a, count: count).map { ($0.name, .worded($0.message)) }
            + StateWordsMessage.every(argument: a).map { ($0.name, .worded($0.message)) }
            + AlreadySetMessage.every(argument: a).map { ($0.name, .worded($0.message)) }
            + MovedStatesMessage.every(argument: a).map { ($0.name, .worded($0.message)) }
            + CompactRotorMessage.every(argument: a).map { ($0.name, .worded($0.message)) }
            + RotorNoneMessage.every(argument: a).map { ($0.name, .worded($0.message)) }
            + ActionsEdgeMessage.every().map { ($0.name, .worded($0.message)) }
            + SelectionStateMessage.every(argument: a, count: count).map { ($0.name, .worded($0.message)) }
            + WhereOrderMessage.every(argument: a).map { ($0.name, .worded($0.message)) }
            + SubtaskNumberMessage.every(argument: a).map { ($0.name, .worded($0.message)) }
            + TitleNumberMessage.every(argument: a).map { ($0.name, .worded($0.message)) }
            + NewSectionMessage.every(argument: a).map { ($0.name, .worded($0.message)) }
            + NewRowMessage.every(argument: a).map { ($0.name, .worded($0.message)) }
            + MovePlaceMessage.every(argument: a).map { ($0.name, .worded($0.message)) }
            + ActionMoveBlockedMessage.every(argument: a).map { ($0.name, .worded($0.message)) }
            + SelectionDeleteMessage.every(argument: a).map { ($0.name, .worded($0.message)) }
            + SelectionMoveMessage.every(argument: a).map { ($0.name, .worded($0.message)) }
            + SwipeChoiceMessage.every(argument: a).map { ($0.name, .worded($0.message)) }
            + NoteOffMessage.every(argument: a).map { ($0.name, .worded($0.message)) }
            + SameTitleMessage.every(argument: a).map { ($0.name, .worded($0.message)) }
            + StartFieldMessage.every(argument: a).map { ($0.name, .worded($0.message)) }
            + NumberGroupMessage.every(argument: a).map { ($0.name, .worded($0.message)) }
            + FocusMovedMessage.every(argument: a).map { ($0.name, .worded($0.message)) }
            + StepGoneMessage.every(argument: a).map { ($0.name, .worded($0.message)) }
            + TabAgainMessage.every(argument: a).map { ($0.name, .worded($0.message)) }
            + BrailleDisplayMessage.every(argument: a).map { ($0.name, .worded($0.message)) }
            + RenameUndoMessage.every(argument: a).map { ($0.name, .worded($0.message)) }
            + ValueUndoMessage.every(argument: a).map { ($0.name, .worded($0.message)) }
            + CommandStopMessage.every(argument: a).map { ($0.name, .worded($0.message)) }
            + FilterLengthMessage.every(argument: a).map { ($0.name, .worded($0.message)) }
            + FieldToAddMessage.every(argument: a).map { ($0.name, .worded($0.message)) }
            + StoreKeyValueMessage.every(argument: a).map { ($0.name, .worded($0.message)) }
            + ServerSchemaMessage.every(argument: a).map { ($0.name, .worded($0.message)) }
            + ServerConnectionMessage.every(argument: a).map { ($0.name, .worded($0.message)) }
            + StoreNotThereMessage.every(argument: a).map { ($0.name, .worded($0.message)) }
            + ReadOnlyRoleMessage.every(argument: a).map { ($0.name, .worded($0.message)) }
            + ReadOnlyEmptyMessage.every(argument: a).map { ($0.name, .worded($0.message)) }
            + ReadOnlyActionsMessage.every(argument: a).map { ($0.name, .worded($0.message)) }
            + StoreAwayMessage.every(argument: a).map { ($0.name, .worded($0.message)) }
            + FilterEdgeMessage.every(argument: a).map { ($0.name, .worded($0.message)) }
            + EmptySidebarMessage.every(argument: a).map { ($0.name, .worded($0.message)) }
            + MarkdownLineMessage.every(argument: a, count: count).map { ($0.name, .worded($0.message)) }
            + ImportBoundMessage.every(count: count).map { ($0.name, .worded($0.message)) }
            + SelectionActionsMessage.every(count: count).map { ($0.name, .worded($0.message)) }
            + SameRepeatMessage.every(argument: a).map { ($0.name, .worded($0.message)) }
            + LanguageMessage.every(argument: a, count: count).map { ($0.name, .language($0.message)) }
            + CommandLineMessage.every(argument: a).map { ($0.name, .commandLine($0.message)) }
    }
}
