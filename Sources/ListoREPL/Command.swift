import ListoAnnouncer
import ListoModel

/// One command line, parsed. The grammar (Grammar.swift) makes these from what
/// was typed; `Session.run`, below, applies them in one exhaustive switch, so a
/// new case is a compile error until it has a handler.
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
    case swipeChoice(Int, typed: String? = nil)
    /// A number alone where no swipe is open: refused, saying what numbers do.
    /// `typed` holds a number past what an Int holds as typed, `n` being the nearest one.
    case bareNumber(Int, typed: String? = nil)
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
    case layout(LayoutChoice?)
    case verbosity(Verbosity?)
    case width(Width?)
    /// The history, or the lines of it holding a text.
    case history(String?)
    /// nil says whether listo speaks, or plays its sound cues.
    case speak(Bool?)
    case sounds(Bool?)
    /// nil says whether listo writes to a Braille display, or how the prompt reads.
    case braille(Bool?)
    case prompt(PromptStyle?)
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
    /// The repeat typed; nil turns it off (`repeat off`).
    case `repeat`(String?)
    /// The reminder typed; nil turns it off (`remind off`).
    case remind(String?)
    case reminders
}

extension Session {
    /// The reducer: one parsed command, applied to the person's place (`state`) and
    /// their settings, through the repository, on the environment's clock, giving
    /// what is said. Every command is one case here; a refusal is thrown. The choice
    /// the previous answer offered is `state.turn.offered`: after `lists`, a number names
    /// a list; after a search, `goto N` and `open N` name a hit.
    func run(_ command: Command) throws -> [Announcement] {
        let offered = state.turn.offered
        switch command {
        case .quit: return []
        case .language(let chosen):
            // The language spoken already is said as unchanged, as verbosity is; typed, it is
            // kept for the next run too, where the locale or --language chose it for this one.
            if let chosen, chosen == settings.language {
                if chosen != settings.chosenLanguage {
                    settings.chosenLanguage = chosen
                    if !store.isReadOnly {
                        try store.saveSettings(["language": chosen.rawValue])
                        settings.languageOrigin = .store
                    }
                }
                return [.unchanged(.setting(.language(chosen, from: settings.languageOrigin)))]
            }
            if let chosen {
                settings.language = chosen
                settings.chosenLanguage = chosen
                if !store.isReadOnly {
                    try store.saveSettings(["language": chosen.rawValue])
                    settings.languageOrigin = .store
                }
            }
            return [.setting(.language(settings.language, from: settings.languageOrigin))]
        case .help(let topic): return try help(topic)
        case .whereAmI(let store): return [store ? .storeLocation(storeDescription) : whereAnnouncement()]
        case .read(let row): return try read(row)
        case .readOn: return try readOn()
        case .more: return try more()
        case .page(let value):
            let before = settings.page
            switch value {
            case nil: return [.setting(.page(before))]
            case .off?: settings.page = nil
            case .rows(let n)?: settings.page = n
            }
            return [settingSaid(.page(settings.page), unchanged: settings.page == before)]
        case .next: return namingFilter(try step(forward: true))
        case .previous: return namingFilter(try step(forward: false))
        case .first: return namingFilter(try jumpEnd(first: true))
        case .last: return namingFilter(try jumpEnd(first: false))
        case .rotor(let choice): return try rotorCommand(choice)
        case .section(let sub): return namingFilter(try sectionCommand(sub))
        case .sections: return sectionsCommand()
        case .list(let scope): return try listCommand(scope)
        case .goto(let row):
            // goto N is row N of the section, after a search too, as read N and delete N
            // are: only open N takes a search's number, as it takes a number after lists.
            return try goto(row)
        case .find(let text): return try find(text)
        case .filter(let text): return try filterCommand(text)
        case .expand(let section): return try fold(section, collapsed: false)
        case .collapse(let section): return try fold(section, collapsed: true)
        case .actions(let row): return pagedFirst(try actionsCommand(row))
        case .swipe(let edge, let full): return pagedWhole(try swipeCommand(edge, full: full))
        case .doAction(let action, let row): return try doCommand(action, row: row)
        case .runAction(let name, let row): return try runNamedAction(name, row: row)
        case .swipeChoice(let n, let typed): return try swipeChoice(n, typed: typed)
        case .cancel: return closeSwipe()
        case .delete(let target): return try deleteCommand(target)
        case .move(let move): return try moveCommand(move)
        case .indent: return try indentCommand(outdent: false)
        case .outdent: return try indentCommand(outdent: true)
        case .parent: return try parentCommand()
        case .edit(let on): return editCommand(on)
        case .select(let target): return try selectCommand(target, select: true)
        case .deselect(let target): return try selectCommand(target, select: false)
        case .selection: return try selectionCommand()
        case .selectionMode(let mode): return try selectionModeCommand(mode)
        case .declareAction(let declaration): return try declareAction(declaration)
        case .moveSelection(let move):
            switch move {
            case .toSection, .toList:
                let rows = try targetRows(.title("selection"))
                return try movingSelection(retry: Grammar.name(of: "move", in: settings.language)) { try moveAway(move, rows: rows) }
            default: throw Refusal.selectionMovesAway
            }
        case .deleteList(let name): return try deleteListCommand(name)
        case .renameList(let name, let new): return try renameListCommand(name, to: new)
        case .undo: return try undo()
        case .redo: return try redo()
        case .lists: return pagedWhole(try listsCommand())
        case .open(let text):
            if case .searchHits(let hits)? = offered, let n = text.flatMap({ TypedNumber.int($0) }) { return try openSearchHit(n, among: hits) }
            if case .searchPages(let pages)? = offered, let n = text.flatMap({ TypedNumber.int($0) }) { return try openSearchHit(n, among: pages) }
            let listsOffered: NumberedLists? = if case .lists(let ids, let names)? = offered { NumberedLists(ids: ids, names: names) } else { nil }
            return try openCommand(text, listsOffered: listsOffered)
        case .back: return try back()
        case .columns(let choice): return columnsCommand(choice)
        case .add(let title): return try addCommand(title)
        case .addChild(let title): return try addCommand(title, child: true)
        case .rename(let line): return try renameCommand(line)
        case .note(let line): return try noteCommand(line)
        case .bareNumber(let n, let typed):
            // A number answering rows offered for a name is read as the command it chose (`answering`).
            if case .lists(let ids, let names)? = offered { return try openListNumbered(n, typed: typed, among: ids, names: names) }
            if state.column == .sidebar { return openList(try listNumbered(n, typed: typed, among: sidebarNumbering)) }
            if offered?.isSearch == true, n >= 1 { throw Refusal.bareNumberAfterSearch(n, typed: typed) }
            let count = view.numberedRows(near: state.focus).count
            if n > count { throw Refusal.bareNumberPast(n, count: count, typed: typed) }
            throw Refusal.bareNumber(n, typed: typed)
        case .footer(let text): return try footerCommand(text)
        case .newList(let name, let like): return try newListCommand(name, like: like)
        case .style(let style): return try styleCommand(style)
        case .sort(let ordering): return try sortCommand(ordering)
        case .profile(let value):
            let before = settings.profile
            if let value { settings.profile = value }
            return [settingSaid(.profile(settings.profile), unchanged: value != nil && value == before)]
        case .layout(let value): return layoutCommand(value)
        case .verbosity(let value):
            let before = settings.verbosity
            if let value { settings.verbosity = value }
            return [settingSaid(.verbosity(settings.verbosity), unchanged: value != nil && value == before)]
        case .width(let value): return widthCommand(value)
        case .history(let text): return paged(historyAnnouncement(text))
        case .speak(let on): return try speakCommand(on)
        case .sounds(let on): return try soundsCommand(on)
        case .braille(let on): return try brailleCommand(on)
        case .prompt(let style): return try promptCommand(style)
        case .voice(let choice): return try voiceCommand(choice)
        case .set(let row, let field, let value): return try setCommand(row, field, value) + startFieldNotice(field)
        case .unset(let row, let field): return try unsetCommand(row, field) + startFieldNotice(field)
        case .toggle(let row, let field): return try toggleCommand(row, field)
        case .pin(let row): return try pinCommand(row, pinned: true)
        case .unpin(let row): return try pinCommand(row, pinned: false)
        case .mark(let state, let row): return try markCommand(state, row)
        case .fields: return paged(.fields(list: storedDocument.name, storedDocument.settings.fields))
        case .field(let change): return try fieldCommand(change)
        case .group(let field): return try groupCommand(field)
        case .search(let text): return try searchCommand(text)
        case .agenda: return try agendaCommand()
        case .repeat(let text): return try repeatCommand(text)
        case .remind(let text): return try remindCommand(text)
        case .reminders: return pagedWhole(try remindersCommand())
        }
    }
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

extension Command {
    var isBareNumber: Bool {
        if case .bareNumber = self { true } else { false }
    }

    /// What the command writes into the list open, if anything: rows, sections, its
    /// settings, or a row of it. In the sidebar that list is not the one focused, so
    /// the command is refused there, even where it names a row or would act on the
    /// selection edit mode left. Said alone, style, sort, group and selection mode
    /// only say the open list's setting, naming it, and run. A filter, turned on or
    /// off, is the open list's too: in the sidebar it would hide rows of a list not
    /// focused, so it is refused there the same way.
    var changesContent: ContentChange? {
        switch self {
        case .filter: return .shownRows
        case .add: return .rows(child: false)
        case .addChild: return .rows(child: true)
        case .footer, .section(.add), .section(.rename), .section(.delete), .section(.heading): return .sections
        case .field, .declareAction, .style(_?), .sort(_?), .group(_?), .selectionMode(_?), .expand, .collapse,
             .delete(.selection), .moveSelection: return .settings
        case .delete, .rename, .note, .set, .unset, .toggle, .pin, .unpin, .mark, .doAction, .runAction,
             .move, .indent, .outdent, .repeat, .remind: return .row
        default: return nil
        }
    }

    /// The command with the name a numbered choice answered meaning the row chosen,
    /// by id, wherever the command names a row by that name.
    func choosing(_ chosen: ChosenRow) -> Command {
        switch self {
        case .read(let row): return .read(row.choosing(chosen))
        case .goto(let row): return .goto(row.choosing(chosen))
        case .actions(let row): return .actions(row.choosing(chosen))
        case .doAction(let action, let row): return .doAction(action, row: row.choosing(chosen))
        case .runAction(let name, let row): return .runAction(name, row: row.choosing(chosen))
        case .delete(.row(let row)): return .delete(.row(row.choosing(chosen)))
        case .select(.row(let row)): return .select(.row(row.choosing(chosen)))
        case .deselect(.row(let row)): return .deselect(.row(row.choosing(chosen)))
        case .move(let move): return .move(move.choosing(chosen))
        case .moveSelection(let move): return .moveSelection(move.choosing(chosen))
        case .rename(let line): return .rename(line.choosing(chosen))
        case .note(let line): return .note(line.choosing(chosen))
        case .set(let row, let field, let value): return .set(row.choosing(chosen), field: field, value: value)
        case .unset(let row, let field): return .unset(row.choosing(chosen), field: field)
        case .toggle(let row, let field): return .toggle(row.choosing(chosen), field: field)
        case .pin(let row): return .pin(row.choosing(chosen))
        case .unpin(let row): return .unpin(row.choosing(chosen))
        case .mark(let state, let row): return .mark(state, row: row.choosing(chosen))
        default: return self
        }
    }
}

extension Move {
    func choosing(_ chosen: ChosenRow) -> Move {
        switch self {
        case .before(let row): return .before(row.choosing(chosen))
        case .after(let row): return .after(row.choosing(chosen))
        case .into(let row): return .into(row.choosing(chosen))
        case .up, .down, .top, .bottom, .to, .toSection, .toList: return self
        }
    }
}

/// A row as typed: `.` for the focused one, a number, or a title (exact, then prefix).
public enum RowReference: Equatable, Sendable {
    case focused
    case number(Int)
    case title(String)
    /// A row by its id, as a numbered choice names the row offered under its
    /// number; refused by its title as offered when the row has gone.
    case row(RowID, title: String)
}

/// The row a number chose among the candidates offered for a name: the command
/// refused for that name runs again with the name meaning this row.
public struct ChosenRow: Equatable, Sendable {
    /// The name as it was typed and found ambiguous.
    public var text: String
    public var row: RowID
    /// The row's title when it was offered.
    public var title: String

    public init(text: String, row: RowID, title: String) {
        self.text = text
        self.row = row
        self.title = title
    }
}

extension RowReference {
    /// The chosen row where this names it by the name found ambiguous; otherwise itself.
    func choosing(_ chosen: ChosenRow) -> RowReference {
        if case .title(let text) = self, text == chosen.text { return .row(chosen.row, title: chosen.title) }
        return self
    }
}

extension Optional where Wrapped == RowReference {
    func choosing(_ chosen: ChosenRow) -> RowReference? { map { $0.choosing(chosen) } }
}

extension Command {
    /// An answer that numbers what it says, so that a number typed next picks one of them.
    var numbersItsAnswer: Bool {
        switch self {
        case .actions, .lists, .history, .sections, .search, .agenda, .selection, .reminders, .fields: true
        default: false
        }
    }
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

    /// How the readings are kept. A long line has as many readings as it has words,
    /// each nearly as long as the line, so they are made one at a time as the
    /// session asks for them, never all at once: parsing costs the line's length.
    enum Source: Equatable, Sendable {
        case said([Reading])
        /// `ROW to TEXT` at each place the separator was found (the range of the word as typed).
        case separated(text: String, marks: [Range<String.Index>])
        /// The first n words naming a row, for each n, then the whole text for the focused row.
        case leadingWords(text: String, words: [Substring])
    }

    let source: Source
    /// The row a numbered choice gave for a name in this line: every reading naming it by that name means it.
    var chosen: ChosenRow?
    /// The words before a separator that ends the line (`Call` in `rename Call to`), and the separator.
    var dangling: (row: String, separator: String)?
    /// The separator the command takes first, as typed (`to`, `:`): named when the whole
    /// line names a row and no row is focused to take it as text (`rename 1` at the title).
    var separatorToType: String?

    public init(_ readings: [Reading]) { source = .said(readings) }
    public init(row: RowReference?, text: String) { source = .said([Reading(row: row, text: text)]) }
    init(_ source: Source) { self.source = source }

    /// The words as typed after the command, whichever way they are read.
    var typed: String {
        switch source {
        case .said(let readings): readings.last?.text ?? ""
        case .separated(let text, _), .leadingWords(let text, _): text
        }
    }

    /// Every reading, in order. For a short line and for tests; the session reads them with `eachReading`.
    public var readings: [Reading] {
        var all: [Reading] = []
        eachReading { all.append($0); return true }
        return all
    }

    /// Gives each reading in order to `body`. When `body` returns false for a reading
    /// that names a row by title, and no row's title starts with it, the longer rows of
    /// the same line are skipped (no title can start with them either), and only the
    /// readings without a row are still given.
    func eachReading(_ body: (Reading) throws -> Bool) rethrows {
        guard let chosen else { return try eachTypedReading(body) }
        try eachTypedReading { reading in
            var reading = reading
            reading.row = reading.row.choosing(chosen)
            return try body(reading)
        }
    }

    /// The same line with the name found ambiguous meaning the row chosen.
    func choosing(_ chosen: ChosenRow) -> RowAndText {
        var line = self
        line.chosen = chosen
        return line
    }

    /// The readings as typed.
    private func eachTypedReading(_ body: (Reading) throws -> Bool) rethrows {
        switch source {
        case .said(let readings):
            for reading in readings { _ = try body(reading) }
        case .separated(let text, let marks):
            for mark in marks {
                let row = text[..<mark.lowerBound].trimmingSpaces()
                let rest = text[mark.upperBound...].trimmingSpaces()
                // A colon sets a row off only with a space after it: 10:30 is a time.
                let typed = text[mark].trimmingSpaces()
                let clear = typed != ":" || text[mark.upperBound...].first == " "
                guard !row.isEmpty && !rest.isEmpty else { continue }
                let reading = Reading(row: RowReference(parsing: row), text: Arguments.title(rest), separator: clear ? typed : nil)
                if try !body(reading) { break }
            }
            _ = try body(Reading(row: nil, text: text, fallback: true))
        case .leadingWords(let text, let words):
            var row = ""
            for n in 1..<max(1, words.count) {
                if n > 1 { row += " " }
                row += words[n - 1]
                let reading = Reading(row: RowReference(parsing: row), text: Arguments.title(words[n...].joined(separator: " ")), exact: true)
                if try !body(reading) { break }
            }
            _ = try body(Reading(row: nil, text: Arguments.title(text)))
        }
    }

    public static func == (a: RowAndText, b: RowAndText) -> Bool { a.readings == b.readings }
}

/// A section as typed: a number among the shown sections, or a name.
public enum SectionReference: Equatable, Sendable {
    case number(Int)
    case name(String)
}

/// What a command changes in a list's content, as the sidebar refuses it.
public enum ContentChange: Equatable, Sendable {
    case rows(child: Bool), sections, settings
    /// Which of its rows the list shows: a filter.
    case shownRows
    /// A change to one row, or to the rows selected: refused as needing a row, as where none is named.
    case row
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
        /// A row set off by a separator that ends the line: the text after it is missing.
        case textMissing(String, separator: String)
    }
    var kind: Kind
    /// A narrower usage than the entry's, when one part of the command was wrong.
    var usage: Said?

    static func missing(usage: Said? = nil) -> ArgumentProblem { ArgumentProblem(kind: .missing, usage: usage) }
    static func bad(_ argument: String, usage: Said? = nil) -> ArgumentProblem { ArgumentProblem(kind: .bad(argument), usage: usage) }
}
