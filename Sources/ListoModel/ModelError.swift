/// What rows an action would leave as they are already hold: the value of the
/// field it sets (nil: it removes a value they have none of), or the section it moves
/// them to.
public enum AlreadySo: Hashable, Sendable {
    case field(String, FieldValue?)
    case section(String)
}

/// Why the model refused a change. Plain data: the words are the announcer's.
public enum ModelError: Error, Hashable, Sendable {
    case listMissing(ListID)
    case listNotLoaded(ListID)
    /// A change to a section read as a window needs rows of it not read (the rows
    /// beside a place, or all of them to respace it). The library may be changed
    /// in part: the caller reads the list again and applies it to the sections read whole.
    case windowNotRead(ListID, [SectionID])
    case sectionMissing(SectionID)
    case rowMissing(RowID)
    case moveDisabled(title: String, pinned: Bool)
    case deleteDisabled(title: String, pinned: Bool)
    /// The row itself may be deleted, but a subtask inside it may not.
    case subtaskDeleteDisabled(title: String, subtask: String, pinned: Bool)
    /// The row itself may leave its section or list, but a subtask inside it, which would go along, may not.
    case subtaskMoveDisabled(title: String, subtask: String, pinned: Bool)
    case listRowsNotMovable(list: String)
    case listRowsNotDeletable(list: String)
    case sortedByField(list: String, field: String)
    /// Nothing would change: the list is already in this order, or grouped this way (nil: its own sections).
    case orderingUnchanged(list: String, ordering: Ordering)
    case groupingUnchanged(list: String, field: String?)
    case sectionNotEmpty(header: String, rows: Int)
    case unnamedSectionFixed
    case actionTargetMissing(action: String, section: String, list: String)
    /// An action that sets a field the list does not declare (removed since): as one that
    /// moves rows to a missing section, it is not offered, and typed is refused by name.
    /// `type`: the type its value needs, where the action says one.
    case actionFieldMissing(action: String, field: String, list: String, type: FieldType?)
    case listNameTaken(String)
    case sectionNameTaken(String)
    case emptyText
    /// A rename to the name it already has: nothing would change.
    case sameName(String)
    /// `note off` on a row that has no note: nothing would change.
    case noNotes(String)
    /// A note set to the text the row's note already holds.
    case sameNotes(String)
    case collapseNotOffered(list: String, style: ListStyle)
    case actionNameTaken(String)
    case actionMissing(String)
    /// The built-in Delete is not declared, so it can't be renamed, moved or removed.
    case builtInActionFixed(String)
    case noSuchField(list: String, field: String, known: [String])
    case sameList(String, rows: Int)
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
    /// An action that only moves rows to a section they are all in already.
    case alreadyInSection(title: String, section: String)
    /// An action on many rows that would change nothing on any of them: the first titles
    /// (all of them when four or fewer), how many rows, and what they already hold.
    case alreadySoOnRows(titles: [String], count: Int, AlreadySo)
    case fieldExists(String, list: String)
    /// Rows hold values of this name that are not of the declared type.
    case valuesDontFit(field: String, type: FieldType, rows: Int)
    /// The row's repeat, start and reminder are already so.
    case scheduleUnchanged(title: String)
    /// A repeating row needs a due date field in its list.
    case noDueField(list: String)
    case notRepeating(title: String)
    /// The next occurrence would fall after 31 December 9999, the calendar's last day.
    case noLaterOccurrence(title: String)
    /// The occurrence was done already (by another session): the row's due is now `next`.
    case occurrenceAlreadyDone(title: String, next: CalendarDate?)
}

/// Why a file could not be imported; nothing is imported when any part fails.
public enum ImportProblem: Error, Hashable, Sendable {
    case syntax(line: Int)
    /// A Markdown line that is not what it starts like (`- [?] b`, `### Part`), as the file has it.
    case markdownLine(MarkdownLineProblem, text: String, line: Int)
    case invalid(path: String, line: Int?)
    /// A number outside the range its field takes (ScheduleBounds), which calendar arithmetic could not take.
    case outOfRange(path: String, range: ClosedRange<Int>, line: Int?)
    /// A number field's value past the digits `set` takes (FieldValue.numberRange).
    case numberOutOfRange(path: String, range: ClosedRange<Int>, line: Int?)
    /// A Markdown number field's value past the 15 digits a number keeps exactly,
    /// which would be kept, and exported, as other digits (`kept`).
    case numberNotKept(field: String, text: String, kept: String, line: Int)
    case duplicateList(String, line: Int?)
    /// An iCalendar component (VTODO, VCALENDAR) whose BEGIN line has no END line, by that line.
    case unclosed(String, line: Int)
    case duplicateSection(String, line: Int)
    case unknownValue(String, field: String, line: Int?)
    case rowOutsideList(line: Int)
    /// A key no export writes (`"snozed"` for a row's `fields`), by where it is and
    /// its path from there: what it says would be lost unsaid.
    case unknownKey(String, place: ImportPlace, line: Int?)
    /// A row's field its list does not declare, in a list that declares its fields:
    /// a misspelt name that would otherwise become a field of its own.
    case undeclaredField(String, place: ImportPlace, line: Int?)
    /// A row's value that its field's declared type does not take (`"snoozed": "yes"`),
    /// as the file writes it, by the row it is in and its line.
    case fieldValue(String, field: String, type: FieldType, place: ImportPlace, line: Int?)
    case empty
    /// The library the format needs can't be opened here (libical for iCalendar), and why.
    case unavailable(String)
    /// The path names a device (/dev/zero, a terminal), which could be read without end.
    case notAFile
    /// The file, or what a pipe gave, is longer than `limit` bytes (`ImportBounds.bytes`).
    case tooLarge(limit: Int)
    /// An iCalendar content line, its folded lines joined, longer than `limit` bytes
    /// (`ImportBounds.icalendarLine`), by the line it starts on.
    case lineTooLong(line: Int, limit: Int)
    /// An iCalendar content line with more than `limit` parameters (`ImportBounds.icalendarParameters`).
    case tooManyParameters(line: Int, limit: Int)
    /// A row nested deeper than `ListDocument.maxLevel`, by its title and, where known,
    /// its line; its place in a JSON file, from which the reader of the text finds the line.
    case rowTooDeep(title: String, place: ImportPlace?, line: Int?)
    /// JSON values nested past `limit` levels (`ImportBounds.jsonNesting`): far past the rows' own.
    case nestedTooDeep(line: Int, limit: Int)
    /// JSON that ends before what it opened is closed (a file cut short), by the line its text ends on.
    case endsEarly(line: Int)
}

/// How much an import reads, so that no file can make it run out of memory or
/// take longer than its length says (docs/store.md, docs/icalendar.md).
public enum ImportBounds {
    /// The most bytes an import reads from a file or a pipe: 512 MiB, ten times a
    /// 200,000-task iCalendar file (47 MB). A longer file is refused before it is
    /// read, a pipe once it has given this much: what never ends (/dev/zero behind
    /// a pipe) is not read until memory runs out.
    public static let bytes = 512 << 20
    /// The longest iCalendar content line, its folded lines joined: 4 MiB. libical
    /// reads a line in time that grows with its length (listo hands it the file a
    /// piece at a time); this keeps what one line can cost bounded.
    public static let icalendarLine = 4 << 20
    /// The most parameters one iCalendar content line may have. libical takes
    /// time that grows with the square of their number (3.7 s for 40,000 on one line);
    /// RFC 5545's properties have a handful.
    public static let icalendarParameters = 100
    /// How deep JSON values may nest: a row 64 levels down is some 140 levels deep.
    public static let jsonNesting = 512
}

/// Where in a JSON file a key was met: the file itself, a list or section by its
/// name (an unnamed section by its list's), a row by its number in its section,
/// a subtask by its number under the row it is in.
public indirect enum ImportPlace: Hashable, Sendable {
    case file
    case list(String)
    case section(String)
    case row(Int, section: String)
    case subtask(Int, of: ImportPlace)
    /// A field a list declares, by its number in the list's fields, from 1.
    case field(Int, of: ImportPlace)
}

/// Something a file another tool wrote holds that listo has no place for,
/// named beside an import, one line a kind, so that nothing is dropped unsaid.
public enum ImportLoss: Hashable, Sendable, Comparable {
    /// A property listo does not keep (LOCATION, URL, X-MOZ-GENERATION), by its name.
    case property(String)
    /// A component other than a task (VEVENT, VJOURNAL), by its kind.
    case component(String)
    /// The time of day of a DUE or DTSTART: listo keeps the day.
    case timeOfDay(String)
    /// A part of a repeat listo has no words for (COUNT, UNTIL, BYDAY=MO,WE), as written.
    case repeatPart(String)
    /// A status other than done or to do (IN-PROCESS, CANCELLED).
    case status(String)
    /// Reminders after a task's first.
    case moreReminders
    /// A reminder listo can't place: relative to a date the task does not have.
    case reminderWithoutDate
    /// Categories after a task's first, which is its section.
    case moreCategories
    /// A parent named by RELATED-TO that is not in the file.
    case missingParent
    /// A second task under a UID already read: kept, under a new one.
    case repeatedUID
    /// A task with no SUMMARY, titled by its UID.
    case noSummary
    /// Lines libical could not read (its X-LIC-ERROR).
    case unreadable
    /// A value listo can't hold (a DUE on 31 February, a PRIORITY past 9, an RRULE's
    /// UNTIL in the year 0), by the property it was in.
    case value(String)
}

/// How many times a file held one kind of thing listo could not keep.
public struct ImportLossCount: Hashable, Sendable {
    public var loss: ImportLoss
    public var count: Int
    /// The title of the first task it was on, where the line says which task.
    public var task: String? { tasks.first }
    /// The titles of the first tasks it was on (a few, to be named), and how many
    /// tasks it was on in all, each once: `count` counts lines, as libical's unread ones.
    public var tasks: [String]
    public var taskCount: Int
    /// How many times it was outside any task: on the calendar itself.
    public var outside: Int

    public init(_ loss: ImportLoss, _ count: Int, task: String? = nil) {
        self.init(loss, count, tasks: task.map { [$0] } ?? [], taskCount: task == nil ? 0 : 1)
    }

    public init(_ loss: ImportLoss, _ count: Int, tasks: [String], taskCount: Int, outside: Int = 0) {
        self.loss = loss
        self.count = count
        self.tasks = tasks
        self.taskCount = taskCount
        self.outside = outside
    }
}

/// What a Markdown line an import refuses looks like but is not.
public enum MarkdownLineProblem: Hashable, Sendable {
    /// Starts `- ` or `* ` but is no `- [ ]` or `- [x]` item.
    case notARow
    /// Starts `#` but is no `# ` list or `## ` section.
    case notAHeading
    /// An item nested deeper than `ListDocument.maxLevel`.
    case tooDeep
}
