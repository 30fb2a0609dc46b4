import ListoModel

/// A row offered in an ambiguity, as values: the announcer words it in the
/// language spoken ("Buy bread, 1 of 4 in Pending"; "Comprar pan, 1 de 4 en Pendientes").
public struct RowCandidate: Hashable, Sendable {
    public var title: String
    /// Its place among its siblings, nil when it is not shown.
    public var place: (index: Int, count: Int)?
    /// The row it is inside, or else the section it is in (nil for the unnamed one).
    public var parent: String?
    public var section: String?
    /// The row itself, which a number typed next chooses; never said.
    public var row: RowID?
    /// The row as it is, whose states (done, pinned) are said after its place, so that
    /// rows of one title are told apart by more than their places.
    public var current: Row?

    public init(title: String, place: (index: Int, count: Int)? = nil, parent: String? = nil, section: String? = nil, row: RowID? = nil,
                current: Row? = nil) {
        self.title = title
        self.place = place
        self.parent = parent
        self.section = section
        self.row = row
        self.current = current
    }

    public static func == (a: RowCandidate, b: RowCandidate) -> Bool {
        a.title == b.title && a.place?.index == b.place?.index && a.place?.count == b.place?.count && a.parent == b.parent && a.section == b.section
            && a.row == b.row
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(row)
        hasher.combine(title)
        hasher.combine(place?.index)
        hasher.combine(place?.count)
        hasher.combine(parent)
        hasher.combine(section)
    }
}

/// Why a command was refused: data only. `Announcer` says it.
public enum Refusal: Error, Hashable, Sendable {
    case model(ModelError)
    /// `also`: the other commands a word of one or two letters begins, said with the suggestion (next or new).
    case unknownCommand(String, suggestion: String?, also: [String] = [])
    case unknownHelpTopic(String, suggestion: String?)
    case missingArgument(command: String, usage: String)
    case badArgument(command: String, argument: String, usage: String)
    case noSuchRow(String)
    /// A number past the rows, where a row is titled with that number: the number is
    /// refused as any other, and the row's title said with how to name it.
    case noRowNumberTitled(Int, count: Int, title: String)
    /// `move to NAME` where NAME is no row but a section of this list or another list:
    /// the move that was probably meant is named.
    case moveTargetNotRow(String, name: String, isList: Bool)
    /// `move to top` where top is no row: a place move takes without to, named.
    case moveTargetIsPlace(String, place: MovePlace)
    /// A title named by quotes with nothing between them (`goto ""`, a lone `"`),
    /// refused as empty by the command that took it, never looked up as a row.
    case emptyTitle(command: String)
    /// The same for a section's name (`expand ""`).
    case emptySectionName(command: String)
    /// The same for the text `find`, `search` and `filter` look for (`find ""`).
    case emptyText(command: String)
    /// `typed`: the number as typed when it is past what an Int holds (`n` is then the nearest one).
    case noRowNumber(Int, count: Int, typed: String? = nil)
    /// The same at the list's title, where numbers count the rows of `section`, one of several.
    case noRowNumberAtTitle(Int, count: Int, section: String, typed: String? = nil)
    /// `open N` refused (no row N, or no list N in the sidebar) where a list is named N:
    /// the refusal, then how to open that list by its name in quotes.
    indirect case numberNamesList(Refusal, list: String)
    /// `open N` in the detail, where a number names the row's subtask or reply, refused
    /// (none numbered so) where the list in the content column has a row N: the
    /// refusal, then how to open that row.
    indirect case numberNamesListRow(Refusal, row: Int, list: String)
    /// `more`: rows beyond the candidates match too; only the first ones were looked up.
    case ambiguousRow(String, candidates: [RowCandidate], more: Bool = false)
    case noSuchList(String, suggestion: String?)
    /// A list named on the command line that is not there: `lists` can't be typed at
    /// the shell, so the store's lists are named instead.
    case noSuchListAtShell(String, lists: [String])
    case noSuchSection(String)
    /// A section named in another list (move to list L section S): that list's sections are named, as sections would not.
    case noSuchSectionIn(list: String, name: String, sections: [String])
    case noSectionNumber(Int, count: Int, typed: String? = nil)
    /// `section rename OLD to NEW` where no section is called OLD: the whole text quoted names the focused one so.
    case renameSectionUnnamed(String, text: String)
    /// `action move NAME N` past the actions on its edge.
    case noActionPlace(Int, count: Int, edge: Edge, typed: String? = nil)
    /// A number past a row's numbered actions (an open swipe's, or do's): refused as a
    /// row number past the last is, with the numbers there are. `typed` is the number
    /// as typed when it was too long for an Int.
    case noActionNumber(Int, count: Int, row: String, typed: String? = nil)
    /// A row or section a filter on hides, refused by the filter rather than as missing:
    /// a number past the rows (or sections) it shows, a row or section it hides.
    case filterRowNumber(Int, count: Int, filter: String)
    case filterHidesRow(title: String, filter: String)
    case filterHidesSection(String, filter: String)
    case filterSectionNumber(Int, count: Int, filter: String)
    case ambiguousSection(String, candidates: [String])
    /// A shortened list name that starts more than one list's name.
    /// A shortened name starting several lists; `more` when there are more than those offered.
    case ambiguousList(String, candidates: [String], more: Bool = false)
    /// delete list or rename list given the start of lists' names: they take a whole name.
    case listNeedsWholeName(String, candidates: [String], more: Bool, renaming: Bool)
    /// An action named or numbered that the row does not offer, and those it does;
    /// `numbered` says them under the numbers an open swipe shows.
    case noSuchAction(ActionName, row: String, available: [ActionName], numbered: Bool = false)
    /// An action's name whose first word is a command in either language.
    case actionNameIsCommand(String, command: String)
    case noFocusedRow
    /// A command that changes a section, at the title of a list of several: none is focused.
    case noFocusedSection
    /// A command that needs a row, named, refused where focus is instead.
    case notOnARow(command: String, at: NotOnARow)
    case notFound(String)
    /// No row of the list holds the words at all, before the focus or after it.
    case notInList(String, list: String)
    /// find while a filter is on: the words are in rows the filter shows, but none after
    /// the focus; only in rows it hides (`rows` of them, the first `first`); or in no row at all.
    case notFoundInFilter(String, filter: String)
    case onlyHiddenByFilter(String, first: String, rows: Int, filter: String)
    case notInListFiltered(String, list: String, filter: String)
    case nothingToFind
    /// A search or find of more different words than a person says in one.
    case searchTooLong(words: Int)
    case emptyList(String)
    case nothingSelected
    case nothingToUndo
    /// Undo went back as far as the history keeps.
    case undoHistoryEnd(limit: Int)
    case nothingToRedo
    /// Another session changed what an undo (or redo) step would put back; `deleted`:
    /// it deleted a row of the step.
    case changedSince([Event], undoing: Bool, deleted: Bool = false)
    /// The row was deleted by another session before this change reached it, or
    /// moved to another list, named by `movedTo`.
    case goneElsewhere(title: String, movedTo: String? = nil)
    case selectionOff(list: String)
    case selectionNeedsEditMode(list: String, profile: Profile)
    case selectionDisabled(title: String)
    /// Several rows asked for where the list selects one at a time; `asked` is how they were asked for.
    case singleSelection(list: String, asked: SeveralRows)
    case batchNeedsEditMode
    case fullSwipeOff(edge: Edge)
    case noActions(edge: Edge, row: String)
    case noSwipeOpen
    case atRoot
    case noChild(String)
    /// `command`: the one refused, when a command was.
    case readOnlyStore(path: String, command: String? = nil)
    /// SQLite met a damaged page during the session; nothing more is written.
    case storeDamaged(path: String)
    /// The same met by a mode at the shell (import, export, copy): no session to quit first.
    case storeDamagedAtShell(path: String)
    case storeFailed(path: String, reason: StoreFailure)
    /// A server that did not answer (stopped, restarting, the connection dropped).
    case storeUnreachable(host: String)
    /// The connection was lost after a change was sent, before the server said it was made.
    case storeCommitUnanswered(host: String)
    /// Ctrl-C stopped the command, its change rolled back; a session says the command instead.
    case stopped
    case lineTooLong(bytes: Int)
    case invalidUTF8
    case nulByte
    case storeUnopenable(path: String, StoreProblem)
    /// `listo copy` into a store that already holds lists: nothing was written.
    case copyTargetHoldsLists(path: String, lists: Int)
    /// `readAsJSON`: the file's name ends in none of .md, .txt, .ics, its first line opened
    /// as JSON's does, and it was not JSON from that line on.
    case importFailed(path: String, ImportProblem, readAsJSON: Bool = false)
    case unknownFormat(String)
    /// A format whose library can't be opened here (iCalendar's libical), and why.
    case formatUnavailable(String, reason: String)
    /// A calendar folder (vdir) that can't be synced, and why.
    case vdir(VdirRefusal)
    case noActionFocused
    case moveOntoItself(title: String)
    /// `move to ROW` naming the row moved.
    case moveIntoItself(title: String)
    /// move up or down at the section's edge; `filter`: the filter on, which hides the rows beyond it.
    case alreadyAtEdge(title: String, first: Bool, filter: String? = nil)
    case nothingToOpen(String)
    case rowsHidden
    case rowFolded(title: String, section: String)
    case rowInsideCollapsed(title: String, parent: String)
    case noListYet
    case noHistoryLine(Int, count: Int, typed: String? = nil)
    case nothingMore
    /// A line that reads two ways, such as a row and a text with no separator;
    /// `separator` sets a quoted row off from its text, to say how to tell which.
    case twoReadings(command: String, LineReading, LineReading, usage: String, separator: String = "")
    /// `rename X to Y` when no row is called X: the line set X off as a row, so
    /// it is never taken as a new title for the focused row.
    case textRowMissing(command: String, row: String, separator: String)
    /// `note off X` when no row is called X: no note is taken off, and the way to the
    /// focused row's note is said, with how to write the words as a note (`off` as typed).
    case noteOffRowMissing(String, off: String)
    /// `rename Call to`, `note Buy bread:`: a row set off with nothing after it, never
    /// taken as the focused row's new text.
    case textAfterRowMissing(command: String, row: String, separator: String)
    case bareNumber(Int, typed: String? = nil)
    /// A number alone straight after a search: open N goes to the hit, goto N to the row.
    case bareNumberAfterSearch(Int, typed: String? = nil)
    /// A number alone past the rows a number counts among here: their count, never `goto N` that would be refused.
    case bareNumberPast(Int, count: Int, typed: String? = nil)
    /// A change naming a row by a number that another session's change gave another row
    /// since the last command: the number heard may mean the row that was there.
    case renumberedElsewhere(Int, title: String, line: String)
    case noListNumber(Int, count: Int, typed: String? = nil)
    /// `swipe` while edit mode is active: SwiftUI offers no swipe then.
    case swipeInEditMode
    /// Only moves to a section or a list take the selection; reordering takes one row.
    case selectionMovesAway
    /// `select FIELD` when no row is in that state.
    case noRowInState(String)
    /// expand of a section where the style does not fold sections, refused as collapse is.
    case expandNotOffered(list: String, style: ListStyle)
    /// select of a state with words that name no row (select pinned week): the typed
    /// text, and the state part alone, which select takes.
    case notRowNorState(String, state: String)
    /// `select done` or `select not done` where the list keeps no done state and no row
    /// is titled so: said as the state it lacks, not as a row it does not have.
    case noDoneState(list: String)
    /// `select snoozed` where the list keeps no snoozed state and no row is titled so.
    case noSnoozedState(list: String)
    /// `select unread` or `select read` where the list keeps no read state and no row is titled so.
    case noReadState(list: String)
    /// `new section NAME`: new makes lists; said with `section add NAME` first, the name
    /// as typed (empty when none was).
    case newSection(String)
    /// `new row TITLE`: new makes lists; said with `add TITLE` first, the title as typed
    /// (empty when none was).
    case newRow(String)
    /// `select FIELD` where rows are in that state, but the filter on hides them all.
    case noRowInStateFiltered(String, filter: String)
    /// A value that does not fit the field's type; said with an example that does.
    case badFieldValue(field: String, type: FieldType, text: String)
    /// A number with more digits than a stored number keeps, so it would be said otherwise than typed.
    case numberTooLong(field: String, text: String, digits: Int)
    /// A field the list has not; `type`, the one the value typed fits, when a value was typed.
    case unknownField(list: String, field: String, declared: [String], type: FieldType? = nil)
    case unknownFieldType(String)
    case badFilter(QueryProblem)
    /// A filter that found nothing and names a state of a field the list has not, as `unread` in Tasks.
    case noStateField(list: String, word: String, field: String, declared: [String])
    /// A state marked (`mark unread`) whose field (read) the list has not: named by its field, a true-or-false one.
    case noFieldToMark(list: String, word: String, field: String, declared: [String])
    case noSearchHit(Int, count: Int)
    case noStateRotor(String, list: String, terms: [String])
    case groupedView(list: String, field: String)
    /// A repeat, start or reminder that could not be read, or a reminder before a due the row has not.
    case badDays(DaysProblem, text: String)
    /// Date words that name a day before the calendar's first or after its last.
    case pastCalendar(String, end: DateWords.CalendarEnd)
    /// A row named that the default view leaves out until its start date: said as
    /// waiting, with the way to reach it, where "is not a row here" would deny it.
    case waitingRow(title: String, start: CalendarDate)
    /// A refusal that is one message of its own: it needs only its `Message` and
    /// the catalogs' words for it, no case here and no wording in `Announcer`.
    case said(RefusalMessage)
}

/// A message as a refusal's words. Messages take any printable value, so two are
/// the same refusal when their English words are the same.
public struct RefusalMessage: Hashable, Sendable {
    public let message: Message

    public init(_ message: Message) { self.message = message }

    public static func == (a: RefusalMessage, b: RefusalMessage) -> Bool { a.words == b.words }
    public func hash(into hasher: inout Hasher) { hasher.combine(words) }
    private var words: String { Catalog(.en)(message) }
}

extension Refusal {
    /// A refusal worded by one message.
    public static func said(_ message: Message) -> Refusal { .said(RefusalMessage(message)) }
}

/// One way a line can be read: the row it names and the text it gives it.
public struct LineReading: Hashable, Sendable {
    /// nil: the focused row, whether or not a row is focused now.
    public var row: String?
    public var text: String

    public init(row: String?, text: String) {
        self.row = row
        self.text = text
    }
}

/// Why a store could not be opened, for the one line said before exiting.
public enum StoreProblem: Hashable, Sendable {
    case notADatabase
    /// A folder, where a store file was meant.
    case folder
    case newerSchema(found: Int64, known: Int64)
    case readOnlyAndOld
    case diskFull
    case directory(String)
    case other(String)
    /// Another program's SQLite file, by its application id or by its own tables.
    case otherProgram(applicationID: Int32)
    case otherTables([String])
    case missingTable(String)
    case missingColumn(table: String, column: String)
    case truncated(expected: Int64, found: Int64)
    /// A schema version no listo writes.
    case schemaVersion(Int64)
    /// A list whose sections' counts of rows disagree with their trees of counts.
    case countsDisagree(list: String)
    /// SQLite's words about damage it found.
    case damaged(String)
    case readOnlyAndEmpty
    /// A new store can't be made in a folder that may not be written.
    case folderReadOnly(String)
    /// A store named on the command line is made in a folder that is there; listo makes no folders but its own.
    case noFolder(String)
    /// `listo recover` writes only to a path that holds nothing yet.
    case recoveryTargetExists
}

/// Why a store could not be written: the disk is full, a transcript could not be
/// written, or what SQLite or the system said.
public enum StoreFailure: Hashable, Sendable {
    case diskFull
    case transcriptUnwritten
    case other(String)
}

/// What was wrong with a repeat, a start date or a reminder.
public enum DaysProblem: Hashable, Sendable {
    case `repeat`, reminder, start, reminderNeedsDue
}

/// Where focus is when a command that needs a row is refused: the list's title,
/// a section's heading or its footer, each named.
public enum NotOnARow: Hashable, Sendable {
    case title(list: String)
    case header(section: String)
    case footer(section: String)
    /// Focus on the title of a list, or the heading or footer of a section, that
    /// has no rows to move to: the advice is to add one, not to move.
    case empty(String)
    /// Rows there are, but the filter on hides every one: the advice is to turn it off.
    case hiddenByFilter(String, filter: String)
    /// Focus in the sidebar, on the lists: the advice is to open one, `list` the one open.
    case sidebar(list: String)
}

/// An action as a refusal names it: the built-in Delete, said in the language
/// spoken, or a declared action (or what was typed) by its own name.
public enum ActionName: Hashable, Sendable {
    case builtInDelete
    case named(String)
}

/// How several rows were asked for, so a refusal names what was typed: `select all`,
/// a state such as `select unread` (its words as typed), or numbers such as `select 1, 2`.
public enum SeveralRows: Sendable, Hashable {
    case all
    case state(String)
    case numbers
}
