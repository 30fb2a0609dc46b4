import ListoAnnouncer
import ListoModel

/// One command line, parsed. The grammar (Grammar.swift) makes these from what
/// was typed; `Session.run` applies them in one exhaustive switch, so a new case
/// is a compile error until it has a handler.
public enum Command: Equatable, Sendable {
    case help(topic: String?)
    /// Where you are; with `store`, only which store is open.
    case whereAmI(store: Bool)
    case read(RowReference?)
    /// Say-all from the focused item onward, in pages.
    case readOn
    /// The next page of a say-all that stopped.
    case more
    case page(Page?)
    case next
    case previous
    case first
    case last
    case rotor(RotorChoice?)
    case section(SectionCommand)
    case sections
    case list(ListScope)
    case goto(RowReference)
    case find(String?)
    case filter(String?)
    case expand(FoldTarget?)
    case collapse(FoldTarget?)
    /// Up one level, to the row the focused one sits inside.
    case parent
    case actions(RowReference?)
    case swipe(Edge, full: Bool)
    case doAction(ActionChoice?, row: RowReference?)
    /// An action's own name used as a command, as in `Snooze 2`.
    case runAction(String, row: RowReference?)
    /// A number typed while a swipe is open: the action it shows under that number.
    case swipeChoice(Int)
    /// A number alone where no swipe is open: refused, saying what numbers do.
    case bareNumber(Int)
    case cancel
    case delete(DeleteTarget)
    case move(Move)
    case indent
    case outdent
    case edit(Bool?)
    case select(SelectTarget)
    case deselect(SelectTarget)
    case selection
    /// Says the list's selection mode, or declares it.
    case selectionMode(SelectionMode?)
    case declareAction(ActionDeclaration)
    /// `move` given to the selection: every selected row goes, as one change.
    case moveSelection(Move)
    case deleteList(String)
    case renameList(String, to: String)
    case undo
    case redo
    case lists
    case open(String?)
    case back
    case columns(ColumnsChoice?)
    case add(String)
    /// A new row inside the focused one.
    case addChild(String)
    case rename(RowAndText)
    case note(RowAndText)
    case footer(String?)
    case newList(name: String, like: String?)
    case sort(Ordering?)
    case style(ListStyle?)
    case profile(Profile?)
    case layout(Layout?)
    case verbosity(Verbosity?)
    case width(Width?)
    /// The history, or the lines of it holding a text.
    case history(String?)
    /// nil says whether listo speaks, or plays its sound cues.
    case speak(Bool?)
    case sounds(Bool?)
    case voice(VoiceChoice)
    case language(Language?)
    case quit
    /// `set [ROW] FIELD VALUE`: the value as typed, read by the field's type.
    case set(RowReference?, field: String, value: String)
    case unset(RowReference?, field: String)
    case toggle(RowReference?, field: String)
    case pin(RowReference?)
    case unpin(RowReference?)
    /// `mark STATE [ROW]`: a state as typed (read, unread, undone, not snoozed).
    case mark(String, row: RowReference?)
    case fields
    case field(FieldChange)
    /// `group FIELD`, `group off` (.off), or `group` alone (nil).
    case group(GroupChoice?)
    case search(String)
    case agenda
}

public enum FieldChange: Equatable, Sendable {
    case add(name: String, type: FieldType)
    case remove(name: String)
}

public enum GroupChoice: Equatable, Sendable {
    case field(String)
    case off
}

/// What `voice` says or sets: alone, every value; with a name, that one.
public enum VoiceChoice: Equatable, Sendable {
    case all
    /// nil says the current value.
    case rate(Int?), pitch(Int?), volume(Int?)
    case name(SpeechName)
    case language(SpeechName)
    /// The voices for the language spoken (`.current`), for every language (`.standard`), or for one.
    case list(SpeechName)
}

/// A synthesis voice or a language: said, back to the synthesizer's default, or chosen.
public enum SpeechName: Equatable, Sendable {
    case current
    case standard
    case named(String)
}

/// A row as typed: `.` for the focused one, a number, or a title (exact, then prefix).
public enum RowReference: Equatable, Sendable {
    case focused
    case number(Int)
    case title(String)
}

/// A row and a text, as `rename ROW to TEXT` or `note ROW: TEXT` give them. A
/// line can often be read more than one way; the grammar keeps every reading
/// and the session, which knows the rows, takes the one that names a row, or
/// refuses naming two.
public struct RowAndText: Equatable, Sendable {
    public struct Reading: Equatable, Sendable {
        /// nil for the focused row.
        public var row: RowReference?
        public var text: String
        /// The focused row as a last resort, when the row was set off by the
        /// separator and no row has that name.
        public var fallback = false
        /// Only a whole title counts, not a prefix: the row was not set off.
        public var exact = false
        /// The word that clearly set the row off (`to`, or `:` and a space), as typed.
        public var separator: String?

        public init(row: RowReference?, text: String, fallback: Bool = false, exact: Bool = false, separator: String? = nil) {
            self.row = row
            self.text = text
            self.fallback = fallback
            self.exact = exact
            self.separator = separator
        }
    }

    public var readings: [Reading]

    public init(_ readings: [Reading]) { self.readings = readings }
    public init(row: RowReference?, text: String) { self.readings = [Reading(row: row, text: text)] }
}

/// A section as typed: a number among the shown sections, or a name.
public enum SectionReference: Equatable, Sendable {
    case number(Int)
    case name(String)
}

public enum SectionCommand: Equatable, Sendable {
    case next, previous, first, last
    case to(SectionReference)
    case add(String)
    case rename(String)
    case delete
    case heading(Prominence)
}

public enum ListScope: Equatable, Sendable {
    case focused, all
    case section(SectionReference)
}

public enum RotorChoice: Equatable, Sendable {
    case next, previous
    case unit(String)
}

public enum ActionChoice: Equatable, Sendable {
    case number(Int)
    case name(String)
}

public enum DeleteTarget: Equatable, Sendable {
    case row(RowReference?)
    case selection
}

public enum SelectTarget: Equatable, Sendable {
    case row(RowReference?)
    case all
    /// Row numbers as typed in ranges and lists: `2-5`, `1, 3, 7`.
    case numbers([Int])
}

/// Where `move` takes the focused row.
public enum Move: Equatable, Sendable {
    case up, down, top, bottom
    case to(Int)
    case before(RowReference)
    case after(RowReference)
    /// To another section of the list, at its top or bottom.
    case toSection(SectionReference, top: Bool)
    /// To another list, into a section of it named or its first.
    case toList(String, section: String?)
    /// Inside another row, as its last child: `move to ROW`.
    case into(RowReference)
}

/// What `expand` and `collapse` fold: the focused row's whole subtree, or a row
/// or section by name; nil for the focused row (or its section).
public enum FoldTarget: Equatable, Sendable {
    case all
    case named(String)
}

/// A swipe action's declaration, as `action add` and its siblings give it.
public enum ActionDeclaration: Equatable, Sendable {
    case add(SwipeAction, edge: Edge)
    case remove(String)
    case rename(String, to: String)
    /// `at` counts from 1 among the edge's actions; nil is last.
    case move(String, at: Int?)
    case fullSwipe(Edge, on: Bool)
}

public enum ColumnsChoice: Equatable, Sendable {
    case visibility(ColumnVisibility)
    case style(SplitStyle)
}

/// How many rows a say-all reads before it stops.
public enum Page: Equatable, Sendable {
    case rows(Int)
    case off
}

public enum Width: Equatable, Sendable {
    case cells(Int)
    case off
}

/// A mistake in a command's arguments; the session names the command and its
/// usage from the grammar entry that was parsing, so no handler spells them.
struct ArgumentProblem: Error {
    enum Kind {
        case missing
        case bad(String)
        /// The line names a row and a text in two ways.
        case readings(LineReading, LineReading)
        /// The row set off before the separator is not there.
        case rowMissing(String, separator: String)
    }
    var kind: Kind
    /// A narrower usage than the entry's, when one part of the command was wrong.
    var usage: Said?

    static func missing(usage: Said? = nil) -> ArgumentProblem { ArgumentProblem(kind: .missing, usage: usage) }
    static func bad(_ argument: String, usage: Said? = nil) -> ArgumentProblem { ArgumentProblem(kind: .bad(argument), usage: usage) }
}
