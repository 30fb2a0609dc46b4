import ListoAnnouncer
import ListoModel
import Synchronization

// The grammar: the one table that names every command. An entry says a
// command's words and aliases, which group it belongs to, whether it only looks
// (an open swipe stays open) and whether it needs an open list, what its
// argument completes to, its usage and help, and how its arguments become a
// `Command`. Help, usage lines, completion and README's table are made from it.
//
// To add a command:
//  1. Add a case to `Command` (Command.swift) carrying typed arguments.
//  2. Add one entry to `Grammar.entries` below, in its group: words, traits
//     (`.looks`, `.needsList`, `.changes`, `.reachesWholeList`), the argument it
//     takes as a typed descriptor (ArgumentDescriptor.swift: `.nothing`, `.row`,
//     `.optionalRow`, `.text`, `.optionalText`, `.optionalField`, `.onOff`,
//     `.flag(keyword)`, `.choice(Layout.self)`, `.either(.text, or: .off)`,
//     `.keyword(.on, or: .optionalRow)`), which gives its completion, its parsing
//     and its usage line in each language, then its help (`summary:`, detail)
//     and the case made from the value: `{ .pin($0) }`. Arguments that are a small
//     language of their own are declared as the ways to type them, each of which
//     makes the command: `.ways(.nothing(.list(.focused)), .is(.all, .list(.all)),
//     .value(.section) { .list(.section($0)) })` is `list, list all, or list
//     SECTION`; `.keyword(.add, then: .typed(.name)) { ... }` is a keyword and what
//     follows it; a value whose words are a small reading of their own is
//     `.reading(forms, completes:) { a in ... }`, its forms, what Tab offers and its
//     reader declared together. From the ways come what Tab offers, the keywords
//     the command reads, the usage line in each language and the parser: a line
//     goes to the first way that claims it, keywords first. How much of a long
//     list it reaches, where its traits do not say: `.reaches(.noRows)` or
//     `.reaches { command in … }` (`Reach`); where it reaches only rows of a long
//     section near the focus or by number, `.windows(.nearFocus)` or
//     `.windows { command in … }` (`WindowReach`); and where, under a filter read a
//     page at a time, it reaches only the rows let through near the focus or by
//     number, `.hits(.nearFocus)` or `.hits { command in … }` (`HitReach`); then
//     `.es([...], summary: ...)` with its Spanish words and help (GrammarTests
//     fails for an entry without them).
//     Argument words are `Keyword`s (Keyword.swift), each with its Spanish words;
//     a reader compares them with `a.is("off")` by the English word among the
//     keywords its ways declare, and throws `ArgumentProblem.missing()` or
//     `.bad(word)`; the session names the command and its usage from this entry
//     in the language spoken, so nothing else spells them.
//  3. Handle the case in `Session.run` (Session.swift); the switch is exhaustive,
//     so the compiler lists every command still without a handler. Anything it
//     says is an `Announcement` or a `Refusal` carrying values; a new text is a
//     case of `Message` (Message.swift) worded in Catalog+English.swift and
//     Catalog+Spanish.swift, whose switches do not compile until both say it.
//  4. Run the tests with LISTO_UPDATE_README=1 once to refresh README's table.

/// What a command's argument is, for completion.
public enum ArgumentKind: Equatable, Sendable {
    case row, section, list, action, field, rotorUnit, command
    /// The states the open list has, as mark takes them: its true-or-false fields,
    /// those that clear them, and the word not.
    case state
    /// A list's name, then `section` and a section of that list (`move to list Archive section Old`).
    case listAndSection
    /// Fixed words, such as on and off, each with its Spanish words.
    case words([Keyword])
    /// Values of a setting by English name, said in other languages as the catalog names them.
    case values(SpokenValues)
}

/// The values of a setting a command completes: their English names, which always
/// work, and their names in the language spoken.
public struct SpokenValues: Equatable, Sendable {
    public let rawValues: [String]
    let spoken: [Message]

    public static func of<T: RawRepresentable & CaseIterable & SpokenValue>(_ type: T.Type) -> SpokenValues where T.RawValue == String {
        SpokenValues(rawValues: T.allCases.map(\.rawValue), spoken: T.allCases.map(\.spoken))
    }

    /// Their names in a language.
    func names(_ catalog: Catalog) -> [String] { spoken.map { catalog($0) } }

    public static func == (a: SpokenValues, b: SpokenValues) -> Bool { a.rawValues == b.rawValues }
}

/// Whether a command only looks and whether it needs an open list.
public struct CommandTraits: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Only looks: an open swipe stays open through it.
    public static let looks = CommandTraits(rawValue: 1)
    /// Needs an open list; in an empty store it is refused with one reason.
    public static let needsList = CommandTraits(rawValue: 2)
    /// Can change the store: a typo is never taken for it unless nothing else could be meant.
    public static let changes = CommandTraits(rawValue: 4)
    /// Reaches every row of the list (sorting, grouping, a field's values) or of every
    /// list: a long list is read whole before it runs.
    public static let reachesWholeList = CommandTraits(rawValue: 8)
}

/// How much of a long list a command reaches, so that the session reads that much
/// before it runs: a declaration says it with its traits, or from its arguments.
public enum Reach: Sendable, Equatable {
    /// Near the focus, or rows the indexes name; the whole list while the rotor
    /// moves by a state, whose next can be anywhere.
    case nearFocus
    /// The sections it reaches, read one at a time as it reaches them: a say-all,
    /// search, the sections' counts, a section added.
    case asItGoes
    /// Every row of the list.
    case wholeList
    /// Every row when it selects all of a list that lets several be selected.
    case wholeListToSelectAll
    /// Every row when the filter it sets names states (done, due before friday),
    /// which only the rows themselves can answer; words are found through the index.
    case wholeListForStates(String)
    /// No rows: leaving, help, the history, a setting that only looks (page,
    /// verbosity, a voice, the list's grouping, order or selection said), the reminders (the store's rows with a schedule), a
    /// new list (its model's settings and headers) and a list renamed, so that `quit` on a long list costs no section.
    case noRows
    /// The lists' counts and no rows (the lists, choosing what the rotor moves by,
    /// whose states are the list's fields): the store's counts, but a list with rows
    /// waiting for a later start is read whole, so that they are counted as waiting.
    case counts
    /// One step by the rotor, forward or back: in the sidebar (not by columns), the
    /// lists' counts; moving by items, the focus's section alone when the step stays
    /// inside it, read already; else near the focus.
    case step(forward: Bool)
    /// The first or last item of the rotor: in the sidebar (not by columns), the lists' counts; else near the focus.
    case end
    /// The focused item itself (where, read): moving by items, the focus's section alone when it is read; else near the focus.
    case focused
    /// Going back a column: the lists' counts, unless it leaves the detail; from the detail, near the focus.
    case back
}

/// What of a long section read in windows of rows a command reaches (in a list in
/// manual order, unfiltered and ungrouped), so that the session reads those rows
/// and not whole sections: a declaration says it with `.windows`, and a command
/// whose declaration says nothing reads the sections near the focus. What the
/// session alone knows (the rotor, the selection, the list's actions) decides the
/// cases that depend on it.
public enum WindowReach: Sendable, Equatable {
    /// The rows around the focus and the ends of the sections beside it.
    case nearFocus
    /// The same, and the rows these numbers name in the focus's section.
    case numbers([Int])
    /// One step by items, rows, sections or level, when the rotor moves by one of those.
    case step
    /// The first or last item by items, rows or sections: the ends of the list as well.
    case ends
    /// A field of one row, which stays where it is (its number read too), unless the
    /// command takes the selection, whose rows are read as sections.
    case row(RowReference?)
    /// An action by name on one row, when the list declares it: as `row`.
    case action(String, RowReference?)
    /// A row moved (its number, or the row it goes beside, read too), when nothing is selected.
    case moving([Int])
    /// The selection, when it is kept as a rule the store reads a page at a time.
    case selectionKeptAsRule
    /// Deleting the selection kept as a rule, which the store does.
    case deletingSelection
    /// Deleting one row (its number read too); in edit mode, alone, the selection kept as a rule.
    case deleting(RowReference?)
}

/// What a command reaches of a filter by words read a page at a time (over a list
/// read in windows, its rows counted by the store), so that the session reads the
/// rows it lets through that the command reaches and not the filter whole: a
/// declaration says it with `.hits`, and a command whose declaration says nothing
/// reads the filter whole. What the session alone knows (the rotor, the column, the
/// selection) decides the cases that depend on it.
public enum HitReach: Sendable, Equatable {
    /// Turns a filter on (nil: off): it is counted in the store and read around the
    /// focus and from its first row, and nothing near the focus is read first.
    case turnsFilter(String?)
    /// Reads what it finds itself, as it goes (a search): nothing is read before it.
    case itsOwn
    /// Goes on with a reading: a search's next page reads the store itself; any other, as `nearFocus`.
    case nextPage
    /// The rows let through around the focus.
    case nearFocus
    /// One step by items, rows or sections in the content column; by anything else the filter is read whole.
    case step
    /// The first or last item by items, rows or sections in the content column, so the filter's ends too.
    case ends
    /// The row of this number among the rows let through, read with the rows around it.
    case number(Int)
    /// The rows of these numbers among the rows let through (`select 2-5`), each run
    /// of them read as a range of a section's hits (Session+HitSelection.swift).
    case numbers([Int])
    /// One row: the focused one (nil or a dot), one by its number among the rows let
    /// through, or one by its title, found through the title index (Session+TitledHits.swift).
    case row(RowReference?)
    /// Deleting: the selection of `select all` under a filter turns into the rows the
    /// filter finds, read where they are, so nothing more; one row reaches it as `row` does;
    /// any other delete reads the filter whole.
    case deleting(DeleteTarget)
    /// Moving to a section or another list (`move to section`, `move selection to list`):
    /// the focused row reaches it as `row` does; rows selected by their ids, held, where the
    /// move takes the selection (`named`: `move selection`), and the row focus goes to; a
    /// selection kept as a rule reads the filter whole.
    case movingAway(named: Bool)
    /// Selecting every row the filter lets through: a rule, counted by the filter's
    /// count, unless a selection kept as a rule is there already.
    case selectingAll
    /// Reading the selection out: `select all` under a filter is turned into ids by
    /// reading the rows its query finds, so nothing more, and nothing selected reads
    /// nothing; rows selected by their ids read the filter whole.
    case readingSelection
}

/// One command in the grammar.
public struct GrammarEntry: Sendable {
    public let name: String
    public let aliases: [String]
    /// Words that stand for the command with its first argument, like ns for section next.
    public let shorthands: [String: String]
    public let group: CommandGroup
    public let traits: CommandTraits
    /// What its argument's ways offer to Tab, and the keywords they read, with their
    /// Spanish words: found from the ways when asked, for the one entry a line names,
    /// so that a process that runs one command does not work them out for every entry.
    let argumentOffers: @Sendable () -> (completes: [ArgumentKind], keywords: [Keyword])
    /// The entry's own English usage line, where it has one.
    let ownUsage: String?
    /// The usage line its argument's ways make, given the command's word and a language's catalog.
    let usageOf: @Sendable (String, Catalog) -> String
    public let summary: String
    public let detail: String
    let parse: @Sendable (Arguments) throws -> Command
    /// The Spanish words and help; a test fails for an entry without them.
    public internal(set) var spanish: Translation?
    /// What a command of this entry reaches, when its arguments decide it.
    var reachOf: (@Sendable (Command) -> Reach)?
    /// What a command of this entry reaches of a long section read in windows; nil: the sections near the focus.
    var windowOf: (@Sendable (Command) -> WindowReach?)?
    /// What a command of this entry reaches of a filter read a page at a time; nil: the filter whole.
    var hitsOf: (@Sendable (Command) -> HitReach?)?
    /// Keywords its parser reads that Tab does not offer (`then` between an action's effects).
    var alsoKeywords: [Keyword] = []
    /// What Tab offers where the text after the command's word ends, past the keywords typed.
    var offersAt: (@Sendable (String, Language) -> [Offer])?

    /// What Tab offers for the text after the command's word: past a keyword typed
    /// (`move to `), what follows it; last, what the argument takes, for the whole text.
    public func offers(after text: String, in language: Language) -> [Offer] {
        offersAt?(text, language) ?? [Offer(kinds: completes, partial: text)]
    }

    /// What Tab offers after the command's word.
    public var completes: [ArgumentKind] { argumentOffers().completes }

    /// Every keyword its arguments take, in English and Spanish: those its
    /// argument's ways read and those it declares `also`.
    public var keywords: [Keyword] {
        let read = argumentOffers().keywords
        return read + alsoKeywords.filter { !read.contains($0) }
    }

    /// The English usage line: the entry's own, or made from its argument's ways when asked.
    public var usage: String { ownUsage ?? usageOf(name, Catalog(.en)) }

    /// The usage line its argument's ways make in a language.
    func derivedUsage(_ word: String, in language: Language) -> String { usageOf(word, Catalog(language)) }

    /// How much of a long list this command reaches: its arguments' say, else its
    /// traits': a setting that only looks (page, verbosity, a voice) reaches no rows.
    public func reach(of command: Command) -> Reach {
        if let reachOf { return reachOf(command) }
        if traits.contains(.reachesWholeList) { return .wholeList }
        return group == .settings && looks ? .noRows : .nearFocus
    }

    /// English words: the name, aliases and shorthands.
    public var words: [String] { [name] + aliases + shorthands.keys.sorted() }
    /// Whether one of its words, in any language, folds to `key` (`Names.key`): the
    /// entry `Grammar.entry(named:)` finds first is the one `byWord` gives.
    func isNamed(byKey key: String) -> Bool {
        !eachWord { Grammar.folds($0, to: key) }
    }

    /// Hands `body` each word that names the command, in any language, shorthands in
    /// no order, until it says true: for the look-ups a process makes at start, which
    /// made an array of the words of every entry, and sorted its shorthands, for each.
    /// Says whether every word was handed.
    @discardableResult
    func eachWord(until body: (String) -> Bool) -> Bool {
        if body(name) { return false }
        for word in aliases where body(word) { return false }
        for word in shorthands.keys where body(word) { return false }
        if let spanish { for word in spanish.words where body(word) { return false } }
        return true
    }
    /// The words that name the command in a language, as completion offers them.
    public func words(in language: Language) -> [String] {
        guard language == .es, let spanish else { return words }
        return spanish.words + shorthands.keys.sorted()
    }
    /// Every word that names the command, in any language.
    public var allWords: [String] { words + (spanish?.words ?? []) }
    public func name(in language: Language) -> String { words(in: language)[0] }
    public func usage(in language: Language) -> String { language == .es ? spanish?.usage ?? usage : usage }

    public var info: CommandInfo { info(in: .en) }
    public func info(in language: Language) -> CommandInfo {
        let words = words(in: language)
        guard language == .es, let spanish else {
            return CommandInfo(name: name, aliases: Array(words.dropFirst()), usage: usage, summary: summary, detail: detail, group: group)
        }
        // Every word is read in either language: a one-letter English alias (g, u, ?) works in
        // Spanish too, and is said there where Spanish has no letter of its own for the command.
        let letters = words.contains { $0.count == 1 } ? [] : aliases.filter { $0.count == 1 }
        return CommandInfo(name: words[0], aliases: Array(words.dropFirst()) + letters, usage: spanish.usage, summary: spanish.summary,
                           detail: spanish.detail, group: group)
    }
    public var looks: Bool { traits.contains(.looks) }
    public var needsList: Bool { traits.contains(.needsList) }

    /// The entry whose reach its arguments decide.
    func reaches(_ reach: @escaping @Sendable (Command) -> Reach) -> GrammarEntry {
        var entry = self
        entry.reachOf = reach
        return entry
    }

    /// The entry whose every command reaches the same of a long list.
    func reaches(_ reach: Reach) -> GrammarEntry { reaches { _ in reach } }

    /// What a command of this entry reaches of a long section read in windows.
    public func windows(of command: Command) -> WindowReach? { windowOf?(command) }

    /// The entry whose commands reach these rows of a long section, as its arguments decide.
    func windows(_ reach: @escaping @Sendable (Command) -> WindowReach?) -> GrammarEntry {
        var entry = self
        entry.windowOf = reach
        return entry
    }

    /// The entry whose every command reaches the same rows of a long section.
    func windows(_ reach: WindowReach) -> GrammarEntry { windows { _ in reach } }

    /// What a command of this entry reaches of a filter read a page at a time.
    public func hits(of command: Command) -> HitReach? { hitsOf?(command) }

    /// The entry whose commands reach these rows of a filter read a page at a time, as its arguments decide.
    func hits(_ reach: @escaping @Sendable (Command) -> HitReach?) -> GrammarEntry {
        var entry = self
        entry.hitsOf = reach
        return entry
    }

    /// The entry whose every command reaches the same rows of a filter read a page at a time.
    func hits(_ reach: HitReach) -> GrammarEntry { hits { _ in reach } }

    /// The entry, reading keywords that Tab does not offer.
    func also(_ keywords: [Keyword]) -> GrammarEntry {
        var entry = self
        entry.alsoKeywords = keywords
        return entry
    }

    /// The entry with its Spanish words (the name first) and help, its usage made from its argument when asked.
    func es(_ words: [String], summary: String, _ detail: String = "") -> GrammarEntry {
        let usageOf = self.usageOf, name = words[0]
        var entry = self
        entry.spanish = Translation(words: words, usage: { usageOf(name, Catalog(.es)) }, summary: summary, detail: detail)
        return entry
    }

    /// The entry with its Spanish words (the name first), usage and help.
    func es(_ words: [String], _ usage: String, _ summary: String, _ detail: String = "") -> GrammarEntry {
        var entry = self
        entry.spanish = Translation(words: words, usage: { usage }, summary: summary, detail: detail)
        return entry
    }
}

/// A command's words and help in a language other than English.
public struct Translation: Sendable {
    public let words: [String]
    /// The usage line, worded when it is said: help and a refusal say it, a command that runs does not.
    let makeUsage: @Sendable () -> String
    public let summary: String
    public let detail: String

    init(words: [String], usage: @escaping @Sendable () -> String, summary: String, detail: String) {
        self.words = words
        makeUsage = usage
        self.summary = summary
        self.detail = detail
    }

    public var usage: String { makeUsage() }
}

/// A usage narrower than an entry's, in each language.
struct Said: Sendable {
    let en: String
    let es: String

    init(_ en: String, _ es: String) {
        self.en = en
        self.es = es
    }

    /// A usage worded by the catalogs, where the REPL knows only its values.
    init(_ message: Message) {
        self.init { $0(message) }
    }

    /// A usage worded by each language's catalog from values the REPL gives.
    init(_ words: (Catalog) -> String) {
        self.init(words(Catalog(.en)), words(Catalog(.es)))
    }

    func callAsFunction(_ language: Language) -> String { language == .es ? es : en }
}

/// What the grammar needs to know of the session to read a line: the open
/// list's action names, and the actions of an open swipe's edge.
public struct ParseContext: Sendable {
    public var actionNames: [String] = []
    /// Another language's name of a sample action (Posponer) and the open list's action
    /// it runs (Snooze), where no action of the list has that name and only one would take it.
    public var actionAliases: [(alias: String, name: String)] = []
    /// The open list's declared fields, which split `set Call Ana due friday`.
    public var fieldNames: [String] = []
    /// The open list's name, so a refusal about its fields names it.
    public var listName = ""
    /// Every list's name, so `renombrar lista Viaje a Ir a la playa` splits at the a whose
    /// words before it name a list.
    public var listNames: [String] = []
    /// nil when no swipe is open.
    public var swipeActions: [String]?
    /// The language spoken: its words work beside English ones.
    public var language: Language

    public init(actionNames: [String] = [], fieldNames: [String] = [], swipeActions: [String]? = nil, language: Language = .en) {
        self.actionNames = actionNames
        self.fieldNames = fieldNames
        self.swipeActions = swipeActions
        self.language = language
    }
}

/// A line read by the grammar, once: the entry it named (nil for an action's own
/// name, a swipe choice or a number) and the command its arguments make, or the
/// mistake in them. The session checks that the command can run here (a list is
/// open) before it hears of a mistake in the arguments.
public struct ParsedLine {
    public let entry: GrammarEntry?
    let language: Language
    let parsed: Result<Command, Error>

    init(entry: GrammarEntry?, language: Language, _ parse: () throws -> Command) {
        self.entry = entry
        self.language = language
        parsed = Result { try parse() }
    }

    /// The command, or the refusal naming this entry's usage.
    public func command() throws -> Command {
        do { return try parsed.get() } catch let error as ArgumentProblem {
            guard let entry else { throw Refusal.unknownCommand("", suggestion: nil) }
            throw entry.refusal(error, in: language)
        }
    }

    /// The command when the arguments make one.
    public var commandIfAny: Command? { try? parsed.get() }
}

extension GrammarEntry {
    /// A mistake in the arguments, said with this command's name and usage in the language spoken.
    func refusal(_ error: ArgumentProblem, in language: Language) -> Refusal {
        let name = name(in: language)
        let usage = error.usage?(language) ?? usage(in: language)
        switch error.kind {
        case .missing: return .missingArgument(command: name, usage: usage)
        case .bad(let argument): return .badArgument(command: name, argument: argument, usage: usage)
        case .readings(let first, let second):
            // A quoted title says which: note sets it off with a colon, rename with its word.
            let separator = self.name(in: .en) == "note" ? ":" : Grammar.renameSeparator(language)
            return .twoReadings(command: name, first, second, usage: usage, separator: separator)
        case .rowMissing(let row, let separator):
            // The way to type it is said in the language spoken, whichever word set the row off.
            let said = separator == ":" ? separator : Grammar.renameSeparator(language)
            return .textRowMissing(command: name, row: row, separator: said)
        case .textMissing(let row, let separator):
            return .textAfterRowMissing(command: name, row: row, separator: separator)
        }
    }
}

public enum Grammar {
    /// The word between the row and the new title in rename: a in Spanish, as people say
    /// renombrar X a Y, where to is English's; Spanish takes como and to as well.
    static let renameSeparator = Said("to", "a")

    /// Every command, group by group. Each group is made by a function of its own, so
    /// that the entries made on the stack before they are copied into the array take
    /// the stack of one group, not of all: made in one literal they took 120 KB of it,
    /// 30 pages a listo process that runs one command touches only here.
    public static let entries: [GrammarEntry] = {
        var all: [GrammarEntry] = []
        all.reserveCapacity(160)
        all += readingEntries()
        all += movingEntries()
        all += changingEntries()
        all += fieldsEntries()
        all += listsAndColumnsEntries()
        all += settingsEntries()
        return all
    }()

    // MARK: Reading
    private static func readingEntries() -> [GrammarEntry] {
        [
            e(["help", "?"], .reading, [.looks], takes: .ways(.nothing(.help(topic: nil)),
                          .value(.reading([[.slot(.placeholderGroup)]], completes: [.words(CommandGroup.allCases.map { Keyword(groupWord($0)) })],
                                          anyWords: false, claims: { Grammar.group(named: $0.text) != nil }) { $0.text }) { .help(topic: $0) },
                          .value(.reading([[.slot(.placeholderCommand)]], completes: [.command]) { $0.text }) { .help(topic: $0) },
                          .is(.all, .help(topic: "all"))),
              summary: "the groups of commands, one group or command in full, or all.",
              "Groups: reading, moving, changing, lists and columns, settings. help all lists every command.").reaches(.noRows).es(["ayuda"], summary: "los grupos de comandos, un grupo o un comando en detalle, o todos.",
                 "Grupos: lectura, movimiento, cambios, listas y columnas, ajustes. ayuda todo dice todos los comandos."),
            e(["where", "w"], .reading, [.looks], takes: .flag(Keyword("store", "almacén")), summary: "where you are: list, column, section, row, rotor, edit mode, selection.",
              "where store says which store is open; high verbosity says it in where too.") { .whereAmI(store: $0) }
                .windows { $0 == .whereAmI(store: false) ? .nearFocus : nil }.reaches { $0 == .whereAmI(store: false) ? .focused : .noRows }
                .hits { $0 == .whereAmI(store: false) ? .nearFocus : nil }.es(["dónde", "d"], summary: "dónde estás: lista, columna, sección, fila, rotor, modo de edición, selección.",
                 "dónde almacén dice qué almacén está abierto; la verbosidad alta lo dice también en dónde."),
            e(["read", "r"], .reading, [.looks, .needsList], takes: .keyword(Keyword("on", "seguido", "sí"), or: .optionalRow),
              summary: "the focused row in full; read on reads everything from the focus onward.",
              "read on is a say-all: rows without positions, in pages; focus stays where the reading stops. To read a row titled on, give its number.") {
                $0.either(.readOn) { .read($0) }
            }.reaches {
                switch $0 {
                case .readOn: .asItGoes
                case .read(nil): .focused
                default: .nearFocus
                }
            }.windows {
                switch $0 {
                case .read(nil), .read(.focused?), .read(.title?), .readOn: .nearFocus
                // A row by its number reads it and the rows beside it, as `actions N` does, not its section whole.
                case .read(.number(let n)?): .row(.number(n))
                default: nil
                }
            }.hits {
                switch $0 {
                case .read(nil), .read(.focused?), .readOn: .nearFocus
                case .read(.number(let n)?): .row(.number(n))
                case .read(let row?): .row(row)
                default: nil
                }
            }.es(["leer"], summary: "la fila enfocada entera; leer seguido lee todo desde el foco en adelante.",
                 "leer seguido es una lectura continua: filas sin posición, por páginas; el foco queda donde se detiene la lectura. Para leer una fila llamada seguido, da su número."),
            e(["more"], .reading, [.looks], takes: .nothing, summary: "go on with a reading that stopped after a page.", "") { _ in .more }.reaches { _ in .asItGoes }
                .windows(.nearFocus).hits(.nextPage).es(["más"], summary: "sigue una lectura que se detuvo tras una página."),
            e(["sections"], .reading, [.looks, .needsList], takes: .nothing, summary: "every section header with its row count and state, numbered.", "") { _ in .sections }.reaches { _ in .asItGoes }.windows(.nearFocus).hits(.nearFocus).es(["secciones"], summary: "cada encabezado de sección con su número de filas y su estado, numerados."),
            e(["list", "l"], .reading, [.looks, .needsList], takes: .ways(.nothing(.list(.focused)), .is(.all, .list(.all)), .value(.section) { .list(.section($0)) }),
              summary: "read the focused section: header, rows, footer; all reads every section.", "").reaches { _ in .asItGoes }.windows(.nearFocus).hits { $0 == .list(.focused) ? .nearFocus : nil }.es(["lista"], summary: "lee la sección enfocada: encabezado, filas, pie; todo lee cada sección."),
            e(["actions", "a"], .reading, [.looks, .needsList], takes: .optionalRow, "actions, or actions ROW",
              "the row's swipe actions, numbered, with edge, role and which one a full swipe runs.", "") { .actions($0) }.hits { if case .actions(let row) = $0 { .row(row) } else { nil } }.windows { if case .actions(let row) = $0 { .row(row) } else { nil } }.es(["acciones"], summary: "las acciones al deslizar la fila, numeradas, con borde, papel y cuál ejecuta deslizar completo."),
            e(["selection"], .reading, [.looks, .needsList], takes: .ways(.nothing(.selection), .keyword(Keyword("mode", "modo"), then: .choice(SelectionMode.self)) { .selectionMode($0) }),
              summary: "read the selected rows, or say or declare the selection the list allows.",
              "none allows no selection, single one row, multiple several; on a phone multiple needs edit mode.").windows {
                // A mode set trims the selection to what it binds: its first row for single, from the rows held.
                switch $0 {
                case .selection, .selectionMode(_?): .selectionKeptAsRule
                default: nil
                }
            }.hits {
                // A mode set reaches the rows selected, held by their ids or kept as a rule, and the focus: not the filter whole.
                switch $0 {
                case .selection: .readingSelection
                case .selectionMode(_?): .nearFocus
                default: nil
                }
            }.reaches { $0 == .selectionMode(nil) ? .noRows : .nearFocus }.es(["selección"], summary: "lee las filas seleccionadas, o dice o declara la selección que permite la lista.", "ninguna no permite seleccionar, única una fila, múltiple varias; en un teléfono múltiple requiere el modo de edición."),
            e(["history"], .reading, [.looks], takes: .optionalText, summary: "the last commands, numbered; with TEXT, the ones holding it.",
              "Type an exclamation mark and a number, as in !3, to run that command again.") { .history($0) }.reaches(.noRows).es(["historial"], summary: "los últimos comandos, numerados; con TEXTO, los que lo contienen.", "Escribe un signo de exclamación y un número, como !3, para repetir ese comando."),
        ]
    }

    // MARK: Moving
    private static func movingEntries() -> [GrammarEntry] {
        [
            e(["next", "n"], .moving, [], takes: .nothing, summary: "move forward by the rotor unit.", "Type rotor to hear or change the unit.") { _ in .next }.windows(.step).reaches(.step(forward: true)).hits(.step).es(["siguiente", "s"], summary: "avanza por la unidad del rotor.", "Escribe rotor para oír o cambiar la unidad."),
            e(["previous", "p"], .moving, [], takes: .nothing, summary: "move back by the rotor unit.", "") { _ in .previous }.windows(.step).reaches(.step(forward: false)).hits(.step).es(["anterior"], summary: "retrocede por la unidad del rotor."),
            e(["first"], .moving, [], takes: .nothing, summary: "the first item of the rotor unit.", "") { _ in .first }.windows(.ends).reaches(.end).hits(.ends).es(["primero"], summary: "el primer elemento de la unidad del rotor."),
            e(["last"], .moving, [], takes: .nothing, summary: "the last item of the rotor unit.", "") { _ in .last }.windows(.ends).reaches(.end).hits(.ends).es(["último"], summary: "el último elemento de la unidad del rotor."),
            e(["rotor"], .moving, [], takes: .ways(.nothing(.rotor(nil)), .is(.next, .rotor(.next)), .is(.previous, .rotor(.previous)),
                                                         .value(.reading([[.slot(.usageAUnit)]], completes: [.rotorUnit]) { $0.text.lowercased() }) { .rotor(.unit($0)) }),
              summary: "say the rotor unit and the units there are, or choose one.",
              "Units: items, sections, rows, actions, selected, level in a list with subtasks, columns in the split view, and the list's states, such as unread, done or overdue.").reaches(.counts).es(["rotor"], summary: "dice la unidad del rotor y las que hay, o elige una.", "Unidades: elementos, secciones, filas, acciones, seleccionadas, nivel en una lista con subtareas, columnas en la vista dividida, y los estados de la lista, como no leída, hecha o vencida."),
            e(["section"], shorthands: ["ns": "next", "ps": "previous"], .moving, [.needsList, .changes],
              takes: sectionWays,
              summary: "jump between sections whatever the rotor, or shape them.",
              "ns is section next and ps is section previous. section add NAME adds a section after the focused one. section rename NAME renames the focused one, and section rename OLD to NEW the one named OLD, or numbered OLD as sections says. section delete removes the focused section when it is empty. section heading main makes its header a main heading.").reaches { if case .section(.add) = $0 { .asItGoes } else { .nearFocus } }.windows {
                switch $0 {
                case .section(.next), .section(.previous), .section(.first), .section(.last), .section(.to): .nearFocus
                // A section added, renamed or made a main heading changes no row, and one deleted is
                // empty (its count says so): what is near the focus is said after it.
                case .section(.add), .section(.rename), .section(.delete), .section(.heading): .nearFocus
                default: nil
                }
            }.hits {
                // Under a filter read a page at a time the sections it shows are the store's counts
                // (`ListView.isShown`): a step between them reads the rows around where it lands, not the filter whole.
                // A section by number or name is found among the sections the filter shows, by those
                // counts too; a header or footer renamed or set changes no row the filter lets through.
                switch $0 {
                case .section(.next), .section(.previous), .section(.first), .section(.last), .section(.to): .nearFocus
                case .section(.rename), .section(.heading): .nearFocus
                default: nil
                }
            }.es(["sección"], summary: "salta entre secciones sea cual sea el rotor, o les da forma.", "ns es sección siguiente y ps anterior. sección añadir NOMBRE añade una sección tras la enfocada. sección renombrar NOMBRE la renombra, y sección renombrar VIEJA a NUEVA (o como), la llamada VIEJA, o con ese número en secciones. sección borrar quita la sección enfocada si está vacía. sección encabezado principal hace de su encabezado un encabezado principal."),
            e(["goto", "g"], .moving, [.needsList], takes: .row, summary: "focus a row by number, title or title prefix.",
              "A number counts in the focused section, or in the filtered view while a filter is on.") { .goto($0) }.windows {
                switch $0 {
                case .goto(.number(let n)): .numbers([n])
                // A row chosen by its number among those a name offered is read where it is (`resolveRow`).
                case .goto(.title), .goto(.row): .nearFocus
                default: nil
                }
            }.hits {
                switch $0 {
                case .goto(.number(let n)): .number(n)
                case .goto(let row) where row != .focused: .row(row)
                default: nil
                }
            }.es(["ir"], summary: "enfoca una fila por número, título o principio del título.", "Un número cuenta en la sección enfocada, o en la vista filtrada mientras hay un filtro."),
            e(["find", "/"], .moving, [.needsList], takes: .optionalText, "find TEXT, or find alone to repeat", "focus the next row whose words start with TEXT, in title or notes; find alone repeats.", "") {
                .find($0)
            }.windows(.nearFocus).hits(.nearFocus).es(["buscar"], "buscar TEXTO, o buscar solo para repetir",
                "enfoca la siguiente fila con palabras que empiezan por TEXTO, en título o notas; buscar solo repite."),
            e(["filter"], .moving, [.needsList], takes: .ways(.value(.reading([[.text], [.slot(.placeholderStates)]], completes: [.words([.not, Keyword("and", "y"), Keyword("or", "o"), Keyword("overdue", "vencidas", "vencida")]), .field]) {
                                             $0.text }) { .filter($0) }, .is(.filterOff, .filter(nil))),
              summary: "show only rows whose words start with TEXT, in title or notes, or that are in some states.",
              "States are the list's boolean fields (done, unread, pinned), overdue, and dates (due before friday, due today), joined with and, or, not and brackets: filter not done and due before friday. Quoted words are found as text. While a filter is on, numbers count the rows of the filtered view.").reaches { if case .filter(let text?) = $0 { .wholeListForStates(text) } else { .nearFocus } }.hits { if case .filter(let text) = $0 { .turnsFilter(text) } else { nil } }.es(["filtrar"], summary: "muestra solo las filas con palabras que empiezan por TEXTO, en título o notas, o que están en unos estados.",
                "Los estados son los campos booleanos de la lista (hecha, leída, fijada), vencida, y fechas (vence antes del viernes, vence hoy), unidos con y, o, no y paréntesis: filtrar no hecha y vence antes del viernes. Las palabras entre comillas se buscan como texto. Mientras hay un filtro, los números cuentan las filas de la vista filtrada."),
            e(["expand"], .moving, [.needsList, .changes], takes: .ways(.nothing(.expand(nil)), .is(.all, .expand(.all)), .value(foldable) { .expand(.named($0)) }),
              summary: "show the focused row's subtasks in place; all opens every level below it.",
              "On a row without subtasks, or with a section's name, it opens a folded section in the sidebar style. expand all anywhere but on a row with subtasks opens every row with subtasks in the list.").windows(.nearFocus)
                // Read a page at a time, a filter is on a list with no row inside another: expand all says so.
                .hits { $0 == .expand(.all) ? .nearFocus : nil }.es(["expandir", "desplegar"], summary: "muestra las subtareas de la fila enfocada en su sitio; todo abre cada nivel por debajo.", "En una fila sin subtareas, o con el nombre de una sección, abre una sección plegada en el estilo barra lateral. expandir todo fuera de una fila con subtareas abre todas las filas con subtareas de la lista."),
            e(["collapse"], .moving, [.needsList, .changes], takes: .ways(.nothing(.collapse(nil)), .is(.all, .collapse(.all)), .value(foldable) { .collapse(.named($0)) }),
              summary: "fold the focused row's subtasks; all folds every level below it.",
              "On a subtask it folds the row it is in and goes there. With a section's name it folds the section in the sidebar style. collapse all anywhere but on a row with subtasks folds every row with subtasks in the list.").windows(.nearFocus).hits { $0 == .collapse(.all) ? .nearFocus : nil }.es(["plegar"], summary: "pliega las subtareas de la fila enfocada; todo pliega cada nivel por debajo.", "En una subtarea pliega la fila en la que está y va a ella. Con el nombre de una sección pliega la sección en el estilo barra lateral. plegar todo fuera de una fila con subtareas pliega todas las filas con subtareas de la lista."),
            e(["parent"], .moving, [.needsList], takes: .nothing, summary: "go up one level, to the row the focused one is inside.", "") { _ in .parent }.windows(.nearFocus).es(["subir"], summary: "sube un nivel, a la fila que contiene la enfocada."),
        ]
    }

    // MARK: Changing
    private static func changingEntries() -> [GrammarEntry] {
        [
            e(["swipe"], .changing, [.needsList, .changes], takes: ArgumentDescriptor<Command>.ways(.keyword(.leading, then: .flag(.full)) { .swipe(.leading, full: $0) },
                                                                           .keyword(.trailing, then: .flag(.full)) { .swipe(.trailing, full: $0) },
                                                                           .keyword(.left, then: .flag(.full)) { .swipe(.trailing, full: $0) },
                                                                           .keyword(.right, then: .flag(.full)) { .swipe(.leading, full: $0) })
                .saying(Said("swipe leading or swipe trailing, and full to run its first action", "deslizar inicio o deslizar final, y completo para ejecutar su primera acción")),
              summary: "reveal an edge's actions, or with full run its first action.",
              "After swipe, type an action's number or name, or cancel. swipe left is swipe trailing, as a finger swiping left uncovers that edge; swipe right is swipe leading.").windows(.nearFocus).hits(.row(nil)).es(["deslizar"], summary: "muestra las acciones de un borde, o con completo ejecuta la primera.", "Después de deslizar, escribe el número o el nombre de una acción, o cancelar. deslizar izquierda es deslizar final, como un dedo que desliza a la izquierda descubre ese borde; deslizar derecha es deslizar inicio."),
            e(["do"], .changing, [.needsList, .changes], takes: .ways(.nothing(.doAction(nil, row: nil)), .value(.reading([[.action], [.action, .row]], completes: [.action]) { try actionAndRow($0) }) { $0 }),
              summary: "run an action by name or number; alone, the one under the actions rotor.",
              "An action's own name also works as a command, as in Snooze 2.").windows {
                // An action's own name typed as a command (`Snooze 2`) is this entry's `do Snooze 2`.
                switch $0 {
                case .doAction(.name(let name)?, let row), .runAction(let name, let row): .action(name, row)
                // An action by its number, or the one under the actions rotor: the row it acts on, as by name.
                case .doAction(.number?, let row), .doAction(nil, let row): .row(row)
                default: nil
                }
            }.hits {
                switch $0 {
                case .doAction(_, let row), .runAction(_, let row): .row(row)
                default: nil
                }
            }.es(["hacer"], summary: "ejecuta una acción por nombre o número; sola, la que está bajo el rotor de acciones.", "El nombre de una acción también sirve como comando, como en Posponer 2."),
            e(["cancel"], .changing, [], takes: .nothing, summary: "close an open swipe.", "") { _ in .cancel }.windows(.nearFocus).hits(.nearFocus).es(["cancelar"], summary: "cierra un deslizamiento abierto."),
            e(["delete"], .changing, [.needsList, .changes], takes: .ways(.nothing(.delete(.row(nil))), .value(.row) { .delete(.row($0)) }, .is(.selection, .delete(.selection)),
                                                                      .keyword(.list, then: .name) { .deleteList($0) }.only { !$0.split.rest.text.isEmpty }),
              summary: "delete through the list's Delete action, or delete a whole list.",
              "delete selection needs edit mode; in edit mode, delete alone deletes the selection. delete list NAME asks nothing and undo brings the list back.").windows {
                switch $0 {
                case .delete(.selection): .deletingSelection
                case .delete(.row(let row)): .deleting(row)
                default: nil
                }
            }.reaches {
                // A list deleted is kept aside by the store, its rows not read, and undo shows it again: none is read.
                if case .deleteList = $0 { .noRows } else { .nearFocus }
            }.hits { if case .delete(let target) = $0 { .deleting(target) } else { nil } }.es(["borrar"], summary: "borra con la acción Borrar de la lista, o borra una lista entera.", "borrar selección requiere el modo de edición; en modo de edición, borrar solo borra la selección. borrar lista NOMBRE no pregunta y deshacer devuelve la lista."),
            e(["move", "m"], .changing, [.needsList, .changes], takes: moves.map { .move($0) }.then(.ways(.keyword(.selection, then: moves) { .moveSelection($0) }.unsaid())),
              summary: "reorder the focused row among its siblings, put it inside ROW, or move it to another section or list.",
              "move to ROW makes it the last subtask of ROW. Each move is saved at once. move to section NAME top puts the row first there; move to list NAME section NAME picks the other list's section. A row moved keeps its fields and notes; a state the other list does not keep is left behind, and said. move selection to section NAME moves every selected row, and so does move to section in edit mode with rows selected.").windows {
                // The rows selected, held while selected, are moved as the focused row is.
                if case .moveSelection = $0 { return .moving([]) }
                guard case .move(let move) = $0 else { return nil }
                switch move {
                case .to(let n), .before(.number(let n)), .after(.number(let n)), .into(.number(let n)): return .moving([n])
                default: return .moving([])
                }
            }.hits(hitsMoving).es(["mover"], summary: "cambia el orden de la fila enfocada entre sus hermanas, la pone dentro de FILA, o la lleva a otra sección o lista.", "mover a FILA la hace la última subtarea de FILA. El nuevo orden se guarda. mover a sección NOMBRE al principio la pone la primera allí; mover a lista NOMBRE sección NOMBRE elige la sección de la otra lista. Una fila movida conserva sus campos y notas; un estado que la otra lista no guarda se queda atrás, y se dice. mover selección a sección NOMBRE mueve cada fila seleccionada, y también mover a sección en modo de edición con filas seleccionadas."),
            e(["indent"], .changing, [.needsList, .changes], takes: .nothing, summary: "make the focused row the last subtask of the row above it.", "") { _ in .indent }.windows(.nearFocus).hits(.row(nil)).es(["sangrar"], summary: "hace de la fila enfocada la última subtarea de la fila de encima."),
            e(["outdent"], .changing, [.needsList, .changes], takes: .nothing, summary: "make the focused row the next sibling of the row it is in.", "") { _ in .outdent }.windows(.nearFocus).hits(.row(nil)).es(["desangrar"], summary: "hace de la fila enfocada la siguiente hermana de la fila en la que está."),
            e(["edit"], .changing, [.needsList], takes: .onOff, summary: "enter or leave edit mode; alone it toggles.", "") {
                .edit($0)
            }.windows(.nearFocus).hits(.nearFocus).es(["editar"], summary: "entra o sale del modo de edición; sola, lo alterna."),
            e(["select"], .changing, [.needsList], takes: .ways(.nothing(.select(.row(nil))), .value(.row) { .select(.row($0)) }, .is(.all, .select(.all)),
                                                             .value(numbersOfRows) { .select(.numbers($0)) }, .value(stateField) { .select(.row($0)) }),
              summary: "select a row, some rows, all rows, or the rows in a state.",
              "On a phone, selecting several rows needs edit mode. select done selects the rows that are done.").reaches { $0 == .select(.all) ? .wholeListToSelectAll : .nearFocus }.windows {
                switch $0 {
                case .select(.all): .nearFocus
                case .select(.row(.number(let n)?)): .numbers([n])
                case .select(.numbers(let ns)): .numbers(ns)
                case .select(.row(nil)), .select(.row(.focused?)), .select(.row(.title?)): .nearFocus
                default: nil
                }
            }.hits {
                switch $0 {
                case .select(.all): .selectingAll
                case .select(.row(let row)): .row(row)
                case .select(.numbers(let ns)): .numbers(ns)
                default: nil
                }
            }.es(["seleccionar"], summary: "selecciona una fila, varias, todas, o las filas en un estado.", "En un teléfono, seleccionar varias filas requiere el modo de edición. seleccionar hecha selecciona las filas hechas."),
            e(["deselect"], .changing, [.needsList], takes: .ways(.nothing(.deselect(.row(nil))), .value(.row) { .deselect(.row($0)) }, .is(.all, .deselect(.all)),
                                                               .value(numbersOfRows) { .deselect(.numbers($0)) }, .value(stateField) { .deselect(.row($0)) }),
              summary: "deselect a row, some rows, all rows, or the rows in a state.",
              "deselect 1, 3 or deselect 2-5 takes several rows out of the selection at once. deselect done takes every done row out of the selection.").windows {
                switch $0 {
                case .deselect(.all): .nearFocus
                case .deselect(.row(.number(let n)?)): .numbers([n])
                case .deselect(.numbers(let ns)): .numbers(ns)
                case .deselect(.row(nil)), .deselect(.row(.focused?)), .deselect(.row(.title?)): .nearFocus
                default: nil
                }
            }.hits {
                switch $0 {
                case .deselect(.all): .nearFocus
                case .deselect(.row(let row)): .row(row)
                case .deselect(.numbers(let ns)): .numbers(ns)
                default: nil
                }
            }.es(["deseleccionar"], summary: "deselecciona una fila, varias, todas, o las filas en un estado.",
                  "deseleccionar 1, 3 o deseleccionar 2-5 quita varias filas de la selección a la vez. deseleccionar hecha quita de la selección toda fila hecha."),
            e(["undo", "u"], .changing, [.changes], takes: .nothing, "undo", "take back the last change.", "") { _ in .undo }.windows(.nearFocus).hits(.nearFocus).es(["deshacer"], "deshacer",
                "deshace el último cambio."),
            e(["redo"], .changing, [.changes], takes: .nothing, "redo", "redo the last change undone.", "") { _ in .redo }.windows(.nearFocus).hits(.nearFocus).es(["rehacer"], "rehacer",
                "rehace el último cambio deshecho."),
            e(["add"], .changing, [.needsList, .changes], takes: .ways(.value(.title) { .add($0) },
                                                                     .keyword(Keyword("child", "hija", "hijo", "dentro"), then: .title, ownUsage: true) { .addChild($0) }),
              summary: "add a row at the end of the focused row's level, or inside it with child.",
              "add child TITLE makes a subtask of the focused row and opens it.").windows(.nearFocus).hits { if case .add = $0 { .nearFocus } else if case .addChild = $0 { .row(nil) } else { nil } }.es(["añadir"], summary: "añade una fila al final del nivel de la fila enfocada, o dentro de ella con hija.", "añadir hija TÍTULO crea una subtarea de la fila enfocada y la abre."),
            e(["rename"], .changing, [.needsList, .changes], takes: .ways(.value(rowAndTitle) { .rename($0) },
                                                                      .keyword(.list, then: nameToNew, ownUsage: true) { .renameList($0.name, to: $0.new) }),
              summary: "rename a row, or a list.",
              "The row is a number, a dot for the focused row, a title or a quoted title. A line that could name two rows is refused with both readings.").windows {
                if case .rename(let line) = $0 { numbersNamed(line) } else { nil }
            }.reaches { if case .renameList = $0 { .noRows } else { .nearFocus } }.hits { if case .rename(let line) = $0 { hitsNamed(line) } else { nil } }.es(["renombrar"], summary: "renombra una fila, o una lista.", "La fila es un número, un punto para la enfocada, un título o un título entre comillas. La fila y su título nuevo se separan con a (o como): de las lecturas que da cada a, gana la que nombra un título entero, como en renombrar Ir a la playa a Ir al cine. Una línea que podría nombrar dos filas se rechaza con las dos lecturas; un título entre comillas dice cuál."),
            e(["note"], .changing, [.needsList, .changes], takes: .ways(.value(.reading([[.row.followed(by: ":"), .text], [.text, .slot(.usageForFocusedRow)], [.keyword(.off)], [.keyword(.off), .row]],
                                                                        completes: [.row], after: [(.off, [.row])]) {
                                                                    $0.rowAndText(separators: [":"]) }) { .note($0) }),
              summary: "set a row's notes; note off removes them.",
              "The row is a number, a dot for the focused row, a title or a quoted title, then a colon.").windows {
                if case .note(let line) = $0 { numbersNamed(line) } else { nil }
            }.hits { if case .note(let line) = $0 { hitsNamed(line) } else { nil } }.es(["nota"], summary: "pone las notas de una fila; nota no las quita.", "La fila es un número, un punto para la enfocada, un título o un título entre comillas, y luego dos puntos."),
            e(["footer"], .changing, [.needsList, .changes], takes: .either(.text, or: .off), summary: "set or remove the focused section's footer.", "") {
                .footer($0.either(nil) { $0 })
            }.windows(.nearFocus).hits(.nearFocus).es(["pie"], summary: "pone o quita el pie de la sección enfocada."),
        ]
    }

    // MARK: Fields
    private static func fieldsEntries() -> [GrammarEntry] {
        [
            e(["set"], .changing, [.needsList, .changes], takes: .ways(.value(rowFieldValue([[.field, .value], [.row, .field, .value]])) { .set($0.row, field: $0.field, value: $0.value) }),
              summary: "set a field of a row, as in set due friday or set 2 due today.",
              "Dates: today, tomorrow, yesterday, a weekday, next week, in 3 days, in 2 weeks, dec 9, 9 dec or 2026-12-09. The row comes first, as a number, a dot or a title; without one it is the focused row. A true-or-false field named alone is set true, as mark does: set 2 snoozed. set start DATE makes a row wait until that day; where the list has a field named start, set start sets that field, and set waiting DATE makes a row wait.").windows { if case .set(let row, _, _) = $0 { .row(row) } else { nil } }.also([.start, .waiting] + Keyword.startOff).hits { if case .set(let row, _, _) = $0 { .row(row) } else { nil } }.es(["poner"], summary: "pone un campo de una fila, como poner vence viernes o poner 2 vence hoy.",
                "Fechas: hoy, mañana, ayer, un día de la semana, la semana que viene, dentro de 3 días o en 3 días, dentro de 2 semanas, 9 de diciembre o 2026-12-09. La fila va primero, como número, un punto o un título; sin ella es la fila enfocada. Un campo de sí o no nombrado solo se pone a sí, como hace marcar: poner 2 pospuesta. poner inicio FECHA deja una fila en espera hasta ese día; donde la lista tiene un campo llamado inicio, poner inicio pone ese campo, y poner espera FECHA deja una fila en espera."),
            e(["unset"], .changing, [.needsList, .changes], takes: .ways(.value(rowFieldValue([[.field], [.row, .field]], valueAllowed: false)) { .unset($0.row, field: $0.field) }),
              summary: "remove a field's value from a row.", "").windows { if case .unset(let row, _) = $0 { .row(row) } else { nil } }.also([.start, .waiting]).hits { if case .unset(let row, _) = $0 { .row(row) } else { nil } }.es(["quitar"], summary: "quita el valor de un campo de una fila."),
            e(["toggle"], .changing, [.needsList, .changes], takes: .ways(.value(rowFieldValue([[.field], [.row, .field]], valueAllowed: false)) { .toggle($0.row, field: $0.field) }),
              summary: "switch a boolean field of a row on or off.", "").windows { if case .toggle(let row, _) = $0 { .row(row) } else { nil } }.hits { if case .toggle(let row, _) = $0 { .row(row) } else { nil } }.es(["alternar"], summary: "activa o desactiva un campo booleano de una fila."),
            e(["pin"], .changing, [.needsList, .changes], takes: .optionalRow, summary: "pin a row, so that it can't be moved or deleted.", "") { .pin($0) }.windows { if case .pin(let row) = $0 { .row(row) } else { nil } }.hits { if case .pin(let row) = $0 { .row(row) } else { nil } }.es(["fijar"], summary: "fija una fila, para que no se pueda mover ni borrar."),
            e(["unpin"], .changing, [.needsList, .changes], takes: .optionalRow, summary: "unpin a row.", "") { .unpin($0) }.windows { if case .unpin(let row) = $0 { .row(row) } else { nil } }.hits { if case .unpin(let row) = $0 { .row(row) } else { nil } }.es(["soltar"], summary: "suelta una fila fijada."),
            e(["mark"], .changing, [.needsList, .changes], takes: .ways(.value(.reading([[.slot(.placeholderState)], [.slot(.placeholderState), .row]],
                                                                             completes: [.state, .row]) {
                                                                    try markState($0) }) { .mark($0.state, row: $0.row) }),
              summary: "mark a row read, unread, done, undone, or in another boolean state.",
              "mark not snoozed, or mark unsnoozed, clears a state. The row may come first, as set has it: mark 2 snoozed.").hits { if case .mark(_, let row) = $0 { .row(row) } else { nil } }.windows { if case .mark(_, let row) = $0 { .row(row) } else { nil } }.es(["marcar"], summary: "marca una fila como leída, no leída, hecha, no hecha, o en otro estado booleano.", "marcar no pospuesta quita un estado. La fila puede ir primero, como en poner: marcar 2 pospuesta."),
            e(["fields"], .reading, [.looks, .needsList], takes: .nothing, summary: "the fields the list declares, with their types.", "") { _ in .fields }.windows(.nearFocus).es(["campos"], summary: "los campos que declara la lista, con sus tipos."),
            e(["field"], .changing, [.needsList, .changes], takes: .ways(.keyword(.add, then: fieldAdd) { .field($0) }, .keyword(.remove, then: givenName) { .field(.remove(name: $0)) },
                                                                                           .keyword(.delete, then: givenName) { .field(.remove(name: $0)) }.unsaid(offered: false)),
              summary: "declare a field of type boolean, text, date or number, or remove one.",
              "Removing a field removes its value from every row; undo puts them back.").reaches(.noRows).es(["campo"], summary: "declara un campo de tipo booleano, texto, fecha o número, o quita uno.", "Quitar un campo quita su valor de todas las filas; deshacer los devuelve."),
            e(["group"], .listsAndColumns, [.needsList, .changes, .reachesWholeList], takes: .either(.optionalField, or: .off),
              summary: "say or set the field the list is shown grouped by.",
              "Grouped by a date, the sections are Overdue, Earlier (a past date that is not overdue, such as a done row's), Today, Tomorrow, This week, Later and No date. By another field, there is one section for each value. group off returns to the list's own sections.") {
                .group($0.either(.off) { $0.map { .field($0) } })
            }.reaches { $0 == .group(nil) || $0 == .group(.off) ? .noRows : .wholeList }.es(["agrupar"], summary: "dice o elige el campo por el que se agrupa la lista.",
                "Agrupada por una fecha, las secciones son Vencidas, Antes (una fecha pasada que no vence, como la de una fila hecha), Hoy, Mañana, Esta semana, Más adelante y Sin fecha. Por otro campo, hay una sección por valor. agrupar no vuelve a las secciones de la lista."),
            e(["search"], .reading, [.looks], takes: .text, summary: "find TEXT in the titles and notes of every list, numbered.",
              "Straight after a search, open N goes to one; goto N stays row N of the section.") { .search($0) }.reaches { _ in .asItGoes }.hits(.itsOwn).es(["rastrear"], summary: "busca TEXTO en los títulos y notas de todas las listas, numerado.",
                "Justo después, abrir N va a uno; ir N sigue siendo la fila N de la sección."),
            e(["agenda"], .reading, [.looks], takes: .nothing, summary: "what is overdue, due today and due in the next 7 days in every list, by day.", "") {
                .agenda
            }.reaches(.asItGoes).hits(.itsOwn).es(["agenda"], summary: "lo vencido, lo de hoy y lo de los próximos 7 días en todas las listas, por día."),
            e(["repeat"], .changing, [.needsList, .changes], takes: ArgumentDescriptor<String?>.ways(.is(.off, nil), .is(.never, nil).unsaid(), .is(.none, nil).unsaid(), .value(.text) { $0 }).completing([.words([Keyword("every", "cada"), Keyword("weekdays", "días laborables"), .off])]).saying(Said("repeat every week, every 2 days, every month on the 1st, weekdays, every week after done, or off",
                               "repetir cada semana, cada 2 días, cada mes el 1, días laborables, cada semana después de hecha, o no")),
              summary: "make the focused row repeat: done keeps it and moves its due to the next time.",
              "after done counts the next due from the day it was done. A row with no due gets one. Its subtasks come back not done.") {
                .repeat($0)
            }.windows(.nearFocus).hits(.row(nil)).es(["repetir"], summary: "hace que la fila enfocada se repita: hecha la deja y mueve su vencimiento a la próxima vez.",
                "después de hecha cuenta el próximo vencimiento desde el día en que se hizo. Una fila sin vencimiento recibe uno. Sus subtareas vuelven a estar sin hacer."),
            e(["remind"], .changing, [.needsList, .changes], takes: ArgumentDescriptor<String?>.ways(.is(.off, nil), .is(.none, nil).unsaid(), .value(.text) { $0 }).completing([.words([Keyword("tomorrow", "mañana"), .before, .off])]).saying(Said("remind 9:00, remind tomorrow 18:00, remind 1 day before, or remind off", "avisar 9:00, avisar mañana 18:00, avisar 1 día antes, o avisar no")),
              summary: "set the focused row's reminder, said at the prompt when it falls due.",
              "1 day before counts from the row's due. Each reminder is said once a session.") {
                .remind($0)
            }.windows(.nearFocus).hits(.row(nil)).es(["avisar"], summary: "pone el aviso de la fila enfocada, que se dice en el indicador cuando llega.",
                "1 día antes cuenta desde el vencimiento. Cada aviso se dice una vez por sesión."),
            e(["reminders"], .reading, [.looks], takes: .nothing, summary: "the reminders to come in every list, soonest first.", "") {
                .reminders
            }.reaches(.noRows).es(["avisos"], summary: "los avisos por venir en todas las listas, el más cercano primero."),
        ]
    }

    // MARK: Lists and columns
    private static func listsAndColumnsEntries() -> [GrammarEntry] {
        [
            e(["lists"], .listsAndColumns, [.looks], takes: .nothing, summary: "the sidebar: every list with its row count.", "") { _ in .lists }.reaches(.counts).es(["listas"], summary: "la barra lateral: cada lista con su número de filas."),
            e(["open", "o"], .listsAndColumns, [], takes: .optionalText.completing([.list, .row]), "open LIST, or open ROW",
              "open a list in the content column, a row in the detail, or a reply in the detail.", "") { .open($0) }.windows {
                // open N reads row N of the focus's section, as goto N does: a number is a row's where rows are.
                if case .open(let text?) = $0, let n = TypedNumber.int(text) { .numbers([n]) } else { .nearFocus }
            }.hits {
                // Under a filter read a page at a time the number counts the rows let through, as goto's does.
                // A title reaches the rows so named among those let through, as goto's does.
                if case .open(let text?) = $0 { TypedNumber.int(text).map { .number($0) } ?? .row(RowReference(parsing: text)) } else { .nearFocus }
            }.es(["abrir"], "abrir LISTA, o abrir FILA",
                "abre una lista en la columna de contenido, una fila en el detalle, o una respuesta en el detalle."),
            e(["back", "b"], .listsAndColumns, [], takes: .nothing, summary: "leave a reply, or go back one column.", "") { _ in .back }.reaches(.back).hits(.nearFocus).es(["atrás"], summary: "sale de una respuesta, o vuelve una columna atrás."),
            e(["columns"], .listsAndColumns, [], takes: .ways(.nothing(.columns(nil)), .value(columnsChoice) { .columns($0) }),
              summary: "say or set which columns show, or the split style.",
              "all, double, detail and automatic choose the columns shown. balanced and prominentDetail choose the split style: balanced narrows the detail to show the columns before it; prominentDetail keeps the detail its full size, with the others over it.").windows(.nearFocus).hits(.nearFocus).es(["columnas"], summary: "dice o cambia qué columnas se ven, o el estilo de división.",
                "todas, doble, detalle y automático eligen las columnas que se ven. equilibrada y detalle destacado eligen el estilo de división: equilibrada estrecha el detalle para mostrar las columnas de antes; detalle destacado deja el detalle entero, con las otras encima."),
            // new section NAME is refused with section add NAME first, not taken as it: new makes
            // lists and works with no list open, and a section's commands are all under section.
            // new row TITLE likewise with add TITLE first.
            e(["new"], .listsAndColumns, [.changes], takes: .ways(.keyword(.list, then: newList) { $0 },
                                                               .keyword(.section, then: .optionalText) { name -> Command in
                                                                   throw Refusal.newSection(RowReference.unquoted((name ?? "").trimmingSpaces()))
                                                               }.unsaid(offered: false),
                                                               .keyword(Keyword("row", "fila"), then: .optionalText) { title -> Command in
                                                                   throw Refusal.newRow(RowReference.unquoted((title ?? "").trimmingSpaces()))
                                                               }.unsaid(offered: false)),
              summary: "create a list with no rows, copying another's sections, fields, actions, style and selection.", "").reaches(.noRows).es(["nueva"], summary: "crea una lista sin filas, copiando de otra las secciones, los campos, las acciones, el estilo y la selección."),
            e(["sort"], .listsAndColumns, [.needsList, .changes], takes: .keyword(Keyword("manual", "manual"), or: .either(.optionalField, or: .off)),
              summary: "say or set the order: by a field's value, or manual.",
              "Sorted by a field, rows can't be moved by hand: the next read would undo the move. sort off is sort manual, as group off is.") {
                .sort($0.either(.manual) { $0.either(.manual) { $0.map { .field($0) } } })
            }.reaches(.noRows).es(["ordenar"], summary: "dice o cambia el orden: por el valor de un campo, o manual.", "Ordenada por un campo, las filas no se pueden mover a mano: la siguiente lectura desharía el movimiento. ordenar no es ordenar manual, como agrupar no."),
            e(["style"], .listsAndColumns, [.needsList, .changes], takes: .ways(.nothing(.style(nil)), .value(styleChoice) { .style($0) }),
              summary: "say or set the list style.",
              "Styles: automatic, plain, grouped, inset, insetGrouped, sidebar.").windows(.nearFocus).hits(.nearFocus).es(["estilo"], summary: "dice o cambia el estilo de la lista.", "Estilos: automático, simple, agrupado, con margen, agrupado con margen, barra lateral."),
            e(["action"], .listsAndColumns, [.needsList, .changes], takes: actionWays,
              summary: "declare the list's swipe actions: which edge, role, tint and what each does.",
              Grammar.actionUsage + ". The first action of an edge is what a full swipe runs. A list that declares trailing actions of its own has no built-in Delete.").also([.delete, .leading, .trailing, Keyword("destructive", "destructiva"), Keyword("cancel", "cancelar"), Keyword("tint", "tinte"),
                     Keyword("then", "luego"), Keyword("set", "poner", "marcar"), Keyword("toggle", "alternar"), .to, .first, .top, .last, .bottom, .on, .off])
            // An action declared, renamed, moved or removed changes the list's settings, not its rows.
            .windows(.nearFocus).hits(.nearFocus)
            .es(["acción"], summary: "declara las acciones al deslizar de la lista: qué borde, papel, tinte y qué hace cada una.", Grammar.actionUsageInSpanish + ". La primera acción de un borde es la que ejecuta deslizar completo. Una lista que declara sus propias acciones al final no tiene el Borrar propio."),
        ]
    }

    // MARK: Settings
    private static func settingsEntries() -> [GrammarEntry] {
        [
            // A setting changes no row: under a filter read a page at a time it reaches the rows near the focus, as in windows.
            e(["profile"], .settings, [], takes: .choice(Profile.self), "profile, or profile phone, pad or mac",
              "say or set the device profile for selection rules.", "") { .profile($0) }.windows(.nearFocus).hits(.nearFocus).es(["perfil"], summary: "dice o cambia el perfil de dispositivo para las reglas de selección."),
            e(["layout"], .settings, [], takes: .choice(LayoutChoice.self), summary: "say or set the split view layout.",
              "Automatic is regular on a terminal of at least \(Layout.regularWidth) columns and compact on a narrower one, and says when a resize changes it; without a terminal it follows width.") {
                .layout($0)
            }.windows(.nearFocus).hits(.nearFocus).es(["vista", "disposición"], summary: "dice o cambia la vista: compacta, regular o automática.",
                "Automática es regular en una terminal de al menos \(Layout.regularWidth) columnas y compacta en una más estrecha, y dice cuándo la cambia un cambio de tamaño; sin terminal sigue al ancho."),
            e(["verbosity"], .settings, [.looks], takes: .choice(Verbosity.self), summary: "say or set how much is said.", "") {
                .verbosity($0)
            }.es(["verbosidad"], summary: "dice o cambia cuánto se dice."),
            e(["width"], .settings, [.looks], takes: .ways(.nothing(.width(nil)), .value(.reading([[.example("N")]]) { a in
                                                      try .cells(number(a, 10...1000, usage: Said("width N from 10 to 1000, or width off", "ancho N de 10 a 1000, o ancho no"))) }) { .width($0) },
                                                  .is(.off, .width(.off))),
              summary: "wrap lines at N cells for a Braille display.", "").es(["ancho"], summary: "corta las líneas en N celdas para una línea braille."),
            e(["speak"], .settings, [.looks], takes: .onOff, "speak, speak on, or speak off",
              "say or set whether listo speaks through speech-dispatcher.",
              "Each new command cuts off what is still being said. Kept between runs; --speak turns it on for one run.") {
                .speak($0)
            }.es(["hablar"], summary: "dice o cambia si listo habla con speech-dispatcher.", "Cada comando nuevo corta lo que aún se está diciendo. Se guarda entre sesiones; --speak lo activa para una."),
            e(["sounds"], .settings, [.looks], takes: .onOff, "sounds, sounds on, or sounds off",
              "say or set the sound cues: list ends, refusals, changes, swipes.",
              "At low verbosity, while speaking, a cue takes the place of End of list. Kept between runs.") {
                .sounds($0)
            }.es(["sonidos"], summary: "dice o cambia los sonidos: fin de lista, rechazos, cambios, deslizamientos.", "Con verbosidad baja, mientras habla, un sonido ocupa el lugar de Fin de la lista. Se guarda entre sesiones."),
            e(["braille"], .settings, [.looks], takes: .onOff,
              summary: "say or set whether listo writes to a Braille display through BRLTTY.",
              "The display shows each answer's first line; its pan keys read on in whole words, then the focused row. Line up and down, top and bottom move; a routing key runs a row's first action, or lists its actions when that one deletes, or picks a numbered choice. Kept between runs; --braille turns it on for one run.") {
                .braille($0)
            }.es(["braille"], summary: "dice o cambia si listo escribe en una línea braille por BRLTTY.", "La línea muestra la primera línea de cada respuesta; sus teclas de desplazamiento siguen leyendo en palabras enteras, y luego la fila enfocada. Arriba, abajo, principio y final mueven; una tecla de cursor ejecuta la primera acción de una fila, o enumera sus acciones cuando esa borra, o elige una opción numerada. Se guarda entre sesiones; --braille lo activa para una."),
            e(["prompt"], .settings, [.looks], takes: .choice(PromptStyle.self),
              summary: "say or set how the prompt reads: the place in words alone, the place and >, or the focused row and its place.",
              "Plain is heard as its words alone; classic's > is read as greater than by screen readers that say punctuation. Kept between runs.") {
                .prompt($0)
            }.es(["indicador"], summary: "dice o cambia cómo se lee el indicador: el lugar solo con palabras, el lugar y >, o la fila enfocada y su lugar.", "El sencillo se oye solo con sus palabras; el > del clásico se lee como mayor que en lectores que dicen la puntuación. Se guarda entre sesiones."),
            e(["voice"], .settings, [.looks], takes: voiceWays,
              summary: "say or set listo's voice: rate, pitch and volume from -100 to 100, a voice's name, a language; list the voices there are.",
              "Headers are said lower, footers and hints quicker and softer, refusals in another voice. Kept between runs.").es(["voz"], summary: "dice o cambia la voz de listo: velocidad, tono y volumen de -100 a 100, el nombre de una voz, un idioma; dice las voces que hay.", "Los encabezados se dicen más graves, los pies y las pistas más rápidos y suaves, los rechazos con otra voz. Se guarda entre sesiones."),
            e(["language"], .settings, [.looks], takes: .ways(.nothing(.language(nil)), .value(.reading([[.oneOf([.keyword(Keyword("en")), .keyword(Keyword("es"))])]], completes: [.words([Keyword("en"), Keyword("es")])]) { a in
                                                      guard let language = Language(named: a.text) else { throw ArgumentProblem.bad(a.text) }
                                                      return language }) { .language($0) }),
              summary: "say or set the language listo speaks; English words always work.",
              "At start --language chooses it, else the last language command, kept between runs, else LC_ALL, LC_MESSAGES or LANG.").es(["idioma"], summary: "dice o cambia el idioma en que habla listo; las palabras inglesas siempre funcionan.",
                 "Al empezar lo elige --language, si no el último comando idioma, que se guarda entre sesiones, si no LC_ALL, LC_MESSAGES o LANG."),
            e(["page"], .settings, [.looks], takes: .ways(.nothing(.page(nil)), .value(.reading([[.example("N")]]) { a in
                                                      try .rows(number(a, 1...10000, usage: Said("page N from 1 to 10000, or page off", "página N de 1 a 10000, o página no"))) }) { .page($0) },
                                                  .is(.off, .page(.off))),
              summary: "say or set how many rows a long reading says before it stops.",
              "The default is 20 rows. page off reads everything at once.").es(["página"], summary: "dice o cambia cuántas filas dice una lectura larga antes de detenerse.",
                 "Son 20 filas si no se cambia. página no lo lee todo de una vez."),
            e(["quit", "exit", "q"], .settings, [], takes: .nothing, summary: "leave listo.", "End of input leaves too.") { _ in .quit }.reaches(.noRows).es(["salir"], summary: "sale de listo.", "El fin de la entrada también sale."),
        ]
    }

    /// An entry whose argument is a typed descriptor: its completion, its keywords,
    /// its parser and its usage come from it. The descriptor is made when the entry
    /// is used, not when the table is: a process that runs one command makes the
    /// ways of that command's argument alone, where making every entry's cost the
    /// Swift runtime a type's metadata for each of their generic types.
    private static func e<Value>(
        _ words: [String], shorthands: [String: String] = [:], _ group: CommandGroup, _ traits: CommandTraits,
        takes argument: @escaping @autoclosure @Sendable () -> ArgumentDescriptor<Value>, summary: String, _ detail: String,
        _ make: @escaping @Sendable (Value) -> Command
    ) -> GrammarEntry {
        e(words, shorthands: shorthands, group, traits, takes: argument(), nil, summary, detail, make)
    }

    /// An entry whose argument's ways make the command themselves.
    private static func e(
        _ words: [String], shorthands: [String: String] = [:], _ group: CommandGroup, _ traits: CommandTraits,
        takes argument: @escaping @autoclosure @Sendable () -> ArgumentDescriptor<Command>, summary: String, _ detail: String
    ) -> GrammarEntry {
        e(words, shorthands: shorthands, group, traits, takes: argument(), summary: summary, detail) { $0 }
    }

    /// An entry whose argument is a typed descriptor, with a usage line of its own.
    private static func e<Value>(
        _ words: [String], shorthands: [String: String] = [:], _ group: CommandGroup, _ traits: CommandTraits,
        takes argument: @escaping @autoclosure @Sendable () -> ArgumentDescriptor<Value>, _ usage: String?, _ summary: String, _ detail: String,
        _ make: @escaping @Sendable (Value) -> Command
    ) -> GrammarEntry {
        var entry = GrammarEntry(name: words[0], aliases: Array(words.dropFirst()), shorthands: shorthands, group: group, traits: traits,
                                 argumentOffers: { let made = argument(); return (made.completes, made.keywords) }, ownUsage: usage,
                                 usageOf: { argument().usage($0, $1) }, summary: summary, detail: detail) { a in
            make(try argument().read(a))
        }
        entry.offersAt = { argument().offers(after: $0, in: $1) }
        return entry
    }

    /// A command's word in a language, by its English word.
    static func name(of command: String, in language: Language) -> String {
        entry(named: command)?.name(in: language) ?? command
    }

    // MARK: Arguments shared by several entries

    /// section: the ways to move between sections, said once after the word, then the ways to shape one.
    private static let sectionWays = ArgumentDescriptor<Command>.ways(
        .alternatives,
        .keyword(.next, then: .nothing) { .section(.next) },
        .keyword(.previous, then: .nothing) { .section(.previous) },
        .keyword(Keyword("first", "primera", "primero"), then: .nothing) { .section(.first) },
        .keyword(Keyword("last", "última", "último"), then: .nothing) { .section(.last) },
        .value(.reading([[.example("N")], [.name]], completes: [.section]) { $0.section }) { .section(.to($0)) }
    ).then(.ways(
        .keyword(.add, then: givenName, ownUsage: true) { .section(.add($0)) },
        .keyword(.rename, then: .typed(.name), ownUsage: true) { .section(.rename($0)) },
        .keyword(.delete, then: .nothing) { .section(.delete) },
        .keyword(Keyword("heading", "encabezado"), then: heading) { .section(.heading($0)) }))

    /// A section's heading: main (increased, as SwiftUI names it) or standard.
    private static let heading = ArgumentDescriptor<Prominence>.reading(
        [[.oneOf([.keyword(Keyword("main", "principal")), .keyword(Keyword("standard", "normal"))])]],
        keywords: [Keyword("main", "principal"), Keyword("increased", "destacado", "destacada"), Keyword("standard", "normal")], claims: { _ in true }) { a in
        let usage = Said("section heading main, or section heading standard", "sección encabezado principal, o sección encabezado normal")
        if a.text.isEmpty { throw ArgumentProblem.missing(usage: usage) }
        if a.is("main") || a.is("increased") { return .increased }
        if a.is("standard") { return .standard }
        throw ArgumentProblem.bad(a.text, usage: usage)
    }

    /// What expand and collapse take besides all: a row, or a folded section, by name.
    private static let foldable = ArgumentDescriptor<String>.reading([[.row], [.section]], completes: [.row, .section]) { $0.text }

    /// do: an action by number or name, then the row it runs on.
    private static func actionAndRow(_ a: Arguments) throws -> Command {
        let (word, rest) = a.split
        if let n = TypedNumber.int(word) { return .doAction(.number(n), row: rest.optionalRow) }
        if let (name, target) = a.actionPrefix { return .doAction(.name(name), row: target.optionalRow) }
        return .doAction(.name(String(a.text.prefix { $0 != " " })), row: nil)
    }

    /// select: `2-5`, `1, 3, 7` or a mix.
    private static let numbersOfRows = ArgumentDescriptor<[Int]>.reading([[.example("2-5")], [.example("1, 3, 7")]], anyWords: false,
                                                                        claims: { isRowNumbers($0.text) }) { a in
        // Numbers whose ranges name more rows than one range may are refused as that, not read as a title.
        guard let numbers = rowNumbers(a.text) else {
            throw ArgumentProblem.bad(a.text, usage: Said("numbers and ranges naming at most 10,000 rows, as in 2-5", "números e intervalos de 10.000 filas como mucho, como 2-5"))
        }
        return numbers
    }

    /// select: a boolean field of the list, which selects the rows in that state.
    private static let stateField = ArgumentDescriptor<RowReference>.reading([[.field]], completes: [.field], anyWords: false,
                                                                            claims: { a in a.context.fieldNames.contains { Names.same($0, a.text) } }) {
        RowReference(parsing: $0.text)
    }

    /// rename: a row and its new title, or a new title for the focused row; every way the line reads is kept.
    private static let rowAndTitle = ArgumentDescriptor<RowAndText>.reading(
        [[.row, .keyword(Keyword("to", "a")), .title], [.title, .slot(.usageForFocusedRow)]], completes: [.row]) { a in
        // Spanish a is read as English to is, at each place it stands; como, where typed, sets the row off alone.
        a.rowAndText(separators: a.context.language == .es ? [" como ", " a ", " to "] : [" to "])
    }

    /// rename list: a list's name and its new one.
    private static let nameToNew = ArgumentDescriptor<(name: String, new: String)>.reading(
        [[.name, .keyword(Keyword("to", "a")), .slot(.placeholderNew)]]) { a in
        guard let names = nameAndNew(a) else { throw ArgumentProblem.missing() }
        return names
    }

    /// `NAME to NEW` (a or como in Spanish), both given: the last to, as the last a where
    /// no como is typed; in Spanish, where only a is typed, the a whose words before it
    /// name a list, as Viaje in `renombrar lista Viaje a Ir a la playa`. Only names no
    /// longer than the longest list's are looked up, so a line of thousands of a costs its length.
    static func nameAndNew(_ a: Arguments) -> (name: String, new: String)? {
        let separators = a.context.language == .es ? [" to ", " como ", " a "] : [" to "]
        guard let range = separators.lazy.compactMap({ a.text.range(ignoringCase: $0, backwards: true) }).first else { return nil }
        func split(at range: Range<String.Index>) -> (name: String, new: String)? {
            let name = a.text[..<range.lowerBound].trimmingSpaces(), new = a.text[range.upperBound...].trimmingSpaces()
            guard !name.isEmpty, !new.isEmpty else { return nil }
            return (RowReference.unquoted(name), RowReference.unquoted(new))
        }
        let last = split(at: range)
        guard a.context.language == .es, a.text[range].lowercased() == " a ",
              !a.context.listNames.contains(where: { Names.same($0, last?.name ?? "") }) else { return last }
        let longest = (a.context.listNames.map(\.count).max() ?? 0) + 2
        var from = a.text.startIndex
        while let found = a.text.range(ignoringCase: " a ", in: from..<a.text.endIndex),
              a.text.distance(from: a.text.startIndex, to: found.lowerBound) <= longest {
            if let names = split(at: found), a.context.listNames.contains(where: { Names.same($0, names.name) }) { return names }
            from = a.text.index(after: found.lowerBound)
        }
        return last
    }

    /// set, unset, toggle: FIELD, or ROW then FIELD, and for set a value; Tab offers
    /// the fields, a row's title, then the fields again (Session+Completion.swift).
    private static func rowFieldValue(_ forms: [[UsageWord]], valueAllowed: Bool = true)
        -> ArgumentDescriptor<(row: RowReference?, field: String, value: String)> {
        .reading(forms, completes: [.row, .field]) { a in
            // A boolean field without a value is set true, as mark does: the session knows the field's type.
            let (row, field, value) = try a.rowFieldValue()
            guard valueAllowed || value.isEmpty else { throw ArgumentProblem.bad(value) }
            return (row, field, value)
        }
    }

    /// A row named by number in the first few readings of a row-and-text line
    /// (`rename 3 to Bread`, `note 3: call first`), or the whole line a number (`rename 3`,
    /// which at the list's title names row 3, its text missing): the rows it reaches of a long section.
    private static func numbersNamed(_ line: RowAndText) -> WindowReach {
        var numbers: [Int] = []
        if line.separatorToType != nil, case .number(let n) = RowReference(parsing: line.typed) { numbers.append(n) }
        var seen = 0
        line.eachReading { reading in
            if case .number(let n)? = reading.row { numbers.append(n) }
            seen += 1
            return seen < 8
        }
        return .numbers(numbers)
    }

    /// mark: a state, one word or two (not snoozed, no pospuesta, sin leer), then the row.
    private static func markState(_ a: Arguments) throws -> (state: String, row: RowReference?) {
        var (word, rest) = a.split
        if Keyword.not.matchesInAnyLanguage(word) {
            let (state, row) = rest.split
            guard !state.isEmpty else { throw ArgumentProblem.missing() }
            (word, rest) = ("not " + state, row)
        }
        return (word, rest.optionalRow)
    }

    /// field add: a name and a type, by its English or Spanish name. A quoted name is
    /// read whole, as a quoted title is: quotes with nothing but spaces between them are
    /// no name, refused as `new list ""` is, and several words are said to be no field's name.
    private static let fieldAdd = ArgumentDescriptor<FieldChange>.reading([[.name, .slot(.placeholderType)]]) { a in
        let words = Arguments.groupedWords(a.text)
        guard let first = words.first, first.raw != first.word else {
            let parts = a.text.split(separator: " ").map(String.init)
            guard parts.count == 2 else { throw ArgumentProblem.bad(a.text) }
            guard let type = fieldType(parts[1]) else { throw Refusal.unknownFieldType(parts[1]) }
            return .add(name: parts[0], type: type)
        }
        let name = first.word.trimmingSpaces()
        guard !name.isEmpty, words.count > 1 else { throw ArgumentProblem.missing() }
        if name.contains(where: \.isWhitespace) { throw Refusal.said(.fieldName(.oneWord(name))) }
        let typed = words.dropFirst().map(\.raw).joined(separator: " ")
        guard words.count == 2 else { throw ArgumentProblem.bad(typed) }
        guard let type = fieldType(typed) else { throw Refusal.unknownFieldType(typed) }
        return .add(name: name, type: type)
    }

    /// A name given to something new or named to remove (`section add NAME`, `field
    /// remove NAME`): quotes around it only group it, and quotes with nothing but
    /// spaces between them are no name, refused as `new list ""` is.
    private static let givenName = ArgumentDescriptor<String>.reading([[.name]]) { a in
        let name = RowReference.unquoted(a.text.trimmingSpaces()).trimmingSpaces()
        guard !name.isEmpty else { throw ArgumentProblem.missing() }
        return name
    }

    /// A field type by its English or Spanish name.
    private static func fieldType(_ word: String) -> FieldType? {
        let spanish: [String: FieldType] = ["booleano": .boolean, "texto": .text, "fecha": .date, "numero": .number]
        return FieldType(rawValue: word.lowercased()) ?? spanish[Names.key(word)]
    }

    /// columns: which columns show, or the split style.
    private static let columnsChoice = ArgumentDescriptor<ColumnsChoice>.reading(
        [[.values([.of(ColumnVisibility.self), .of(SplitStyle.self)])]],
        completes: [.values(.of(ColumnVisibility.self)), .values(.of(SplitStyle.self))]) { a in
        if let style = a.choice(SplitStyle.self) { return .style(style) }
        guard let visibility = a.choice(ColumnVisibility.self) else {
            throw ArgumentProblem.bad(a.text, usage: Said("columns all, double, detail, automatic, balanced or prominentDetail",
                                                           "columnas todas, doble, detalle, automático, equilibrada o detalle destacado"))
        }
        return .visibility(visibility)
    }

    /// new list: a name, and the list whose sections, fields, actions, style and selection it copies.
    private static let newList = ArgumentDescriptor<Command>.reading(
        [[.name], [.name, .keyword(Keyword("like", "como")), .list]]) { a in
        var name = a.text
        var like: String?
        let separators = a.context.language == .es ? [" like ", " como "] : [" like "]
        if let range = separators.lazy.compactMap({ name.range(ignoringCase: $0, backwards: true) }).first {
            like = name[range.upperBound...].trimmingSpaces()
            name = String(name[..<range.lowerBound])
        }
        name = RowReference.unquoted(name.trimmingSpaces())
        guard !name.isEmpty else { throw ArgumentProblem.missing() }
        return .newList(name: name, like: like)
    }

    /// style: a list style by its English name or its name in the language spoken.
    private static let styleChoice = ArgumentDescriptor<ListStyle>.reading([[.slot(.usageAName)]], completes: [.values(.of(ListStyle.self))]) { a in
        guard let style = a.choice(ListStyle.self) else {
            throw ArgumentProblem.bad(a.text, usage: Said { t in
                UsageWord.form(name(of: "style", in: t.language), [.values([.of(ListStyle.self)])], t)
            })
        }
        return style
    }

    /// width and page: a whole number in a range, else refused with the usage given.
    private static func number(_ a: Arguments, _ range: ClosedRange<Int>, usage: Said) throws -> Int {
        guard let n = Int(a.text), range.contains(n) else { throw ArgumentProblem.bad(a.text, usage: usage) }
        return n
    }

    /// Where move puts a row, said once after move: a keyword, then what it takes.
    private static let moves = ArgumentDescriptor<Move>.ways(
        .series,
        .keyword(Keyword("up", "arriba"), then: .nothing) { .up },
        .keyword(Keyword("down", "abajo"), then: .nothing) { .down },
        end(.top, Said("top", "al principio"), .top),
        end(.bottom, Said("bottom", "al final"), .bottom),
        .keyword(.to, then: .reading([[.example("N")]], anyWords: false) { a in
            guard let n = TypedNumber.int(a.text) else { throw ArgumentProblem.bad(a.text) }
            return n
        }) { .to($0) }.only { TypedNumber.int($0.split.rest.text) != nil },
        .keyword(.said(Said("before", "antes de")), .before, then: rowAfterDe) { .before($0) },
        .keyword(.said(Said("after", "después de")), Keyword("after", "después"), then: rowAfterDe) { .after($0) },
        .keyword(.to, then: .row) { .into($0) }.only { a in
            let next = a.split.rest.split.word
            return !Keyword.section.matches(next, in: a.context.language) && !Keyword.list.matches(next, in: a.context.language)
        },
        .keyword(.to, then: .ways(.keyword(.section, then: sectionEnd) { $0 })) { $0 }.only { a in
            Keyword.section.matches(a.split.rest.split.word, in: a.context.language)
        },
        .keyword(.to, then: .ways(.keyword(.list, then: listAndSection) { $0 })) { $0 }.only { a in
            Keyword.list.matches(a.split.rest.split.word, in: a.context.language)
        })

    /// top and bottom, which Spanish says with its article, as the usage line does:
    /// mover al principio, mover al final; mover principio works too.
    private static func end(_ keyword: Keyword, _ said: Said, _ move: Move) -> ArgumentWay<Move> {
        let plain = ArgumentWay<Move>.keyword(.said(said), keyword, then: .nothing) { move }
        return ArgumentWay(forms: plain.forms, completes: plain.completes, keywords: plain.keywords, rank: plain.rank, leads: plain.leads,
                           claims: { plain.claims(withoutArticle($0)) }, read: { try plain.read(withoutArticle($0)) })
    }

    /// The words after Spanish's al (a el), where al comes before more words.
    private static func withoutArticle(_ a: Arguments) -> Arguments {
        let (word, rest) = a.split
        return a.context.language == .es && Names.key(word) == "al" && !rest.text.isEmpty ? rest : a
    }

    /// before and after: a row; Spanish says antes de and después de, so a title that starts with de is quoted.
    /// Tab offers the rows past the de too (`mover antes de ` Tab), as it does past antes.
    private static let rowAfterDe = ArgumentDescriptor<RowReference>.ways(ArgumentWay(
        forms: [[.row]], completes: [.row], keywords: [], rank: .anyWords, leads: false,
        offersAfter: { text, language in
            guard language == .es, text.hasPrefix("de ") else { return [] }
            return [Offer(kinds: [.row], partial: String(text.dropFirst(3).drop { $0 == " " }))]
        },
        claims: { !$0.text.isEmpty }) { a in
            let (of, named) = a.split
            let target = a.context.language == .es && of == "de" && !named.text.isEmpty ? named : a
            guard let row = target.optionalRow else { throw ArgumentProblem.missing() }
            return row
        })

    /// move to section: its name, then top or bottom.
    private static let sectionEnd = ArgumentDescriptor<Move>.reading([[.name]], completes: [.section], keywords: [.top, .bottom], claims: { _ in true }) { a in
        var words = a.text.split(separator: " ").map(String.init)
        var top = false
        if let last = words.last.map({ a.with($0) }), words.count > 1, last.is("top") || last.is("bottom") {
            top = last.is("top")
            words.removeLast()
            // mover a sección Completadas al principio: al goes with the end, not the name.
            if a.context.language == .es, words.count > 1, Names.key(words[words.count - 1]) == "al" { words.removeLast() }
        }
        guard !words.isEmpty else { throw ArgumentProblem.missing(usage: Said("move to section NAME, then top or bottom", "mover a sección NOMBRE, luego al principio o al final")) }
        return .toSection(SectionReference(parsing: RowReference.unquoted(words.joined(separator: " "))), top: top)
    }

    /// move to list: its name, then the section there.
    private static let listAndSection = ArgumentDescriptor<Move>.reading([[.name]], completes: [.listAndSection], keywords: [.section], claims: { _ in true }) { a in
        guard !a.text.isEmpty else { throw ArgumentProblem.missing(usage: Said("move to list NAME, or move to list NAME section NAME", "mover a lista NOMBRE, o mover a lista NOMBRE sección NOMBRE")) }
        // The last section between two names, in the language spoken: mover a lista Archivo sección Viejas.
        let words = a.text.split(separator: " ").map(String.init)
        if let i = words.indices.dropFirst().dropLast().last(where: { Keyword.section.matches(words[$0], in: a.context.language) }) {
            let list = words[..<i].joined(separator: " ")
            let section = words[(i + 1)...].joined(separator: " ")
            return .toList(RowReference.unquoted(list), section: RowReference.unquoted(section))
        }
        return .toList(RowReference.unquoted(a.text), section: nil)
    }
}

// MARK: Reading a line

extension Grammar {
    /// The entry a word names in any language: its name, an alias or a shorthand,
    /// ignoring case and accents (ultimo is último).
    public static func entry(named word: String) -> GrammarEntry? {
        if let place = place(ofKey: Names.key(word), scanning: lookups.add(1, ordering: .relaxed).oldValue < scannedLookups) {
            return entries[place]
        }
        return entry(withoutEnye: word)
    }

    /// A command word typed without its ñ, as a keyboard without one types it (anadir
    /// is añadir): no two command words differ by an ñ alone. Asked only when a word
    /// names no entry, so a command found costs nothing more.
    private static func entry(withoutEnye word: String) -> GrammarEntry? {
        byWordWithoutEnye[SearchWords.fold(word)].map { entries[$0] }
    }

    /// The command words holding an ñ, folded with it as n, to their entry's place in
    /// `entries`: made at the first word that names no entry (an action's name typed
    /// as a command), never at start.
    private static let byWordWithoutEnye: [String: Int] = {
        var index: [String: Int] = [:]
        for (place, entry) in entries.enumerated() {
            entry.eachWord { word in
                if holdsEnye(word) {
                    let key = SearchWords.fold(word)
                    if index[key] == nil { index[key] = place }
                }
                return false
            }
        }
        return index
    }()

    /// Whether a word holds ñ or Ñ, asked of its bytes (C3 B1, C3 91): the index
    /// above is made in a process that runs one command, and a search of each word
    /// for a Character cost more than the rest of it.
    private static func holdsEnye(_ word: String) -> Bool {
        var previous: UInt8 = 0
        for byte in word.utf8 {
            if previous == 0xC3 && (byte == 0xB1 || byte == 0x91) { return true }
            previous = byte
        }
        return false
    }

    /// The place in `entries` of the first entry a folded word names: found by
    /// comparing it with each entry's words, or in `byWord`; the two agree.
    static func place(ofKey key: String, scanning: Bool) -> Int? {
        guard scanning else { return byWord[key] }
        // Each entry is looked at where it is kept, not copied out of the array.
        return entries.withUnsafeBufferPointer { entries in entries.indices.first { entries[$0].isNamed(byKey: key) } }
    }

    /// How many look-ups go through the entries one by one before `byWord` is made:
    /// a process that runs one command looks up a few words, and comparing them with
    /// every entry's costs less than folding every word of every entry into the index
    /// (2% of such a process); a session makes the index at its ninth.
    private static let scannedLookups = 8
    private static let lookups = Atomic<Int>(0)

    /// The declaration a command comes under: the entry its line was read by, or for
    /// an action's own name typed as a command (`Snooze 2`), `do`, which it stands for.
    static func declaration(of command: Command, typed entry: GrammarEntry?) -> GrammarEntry? {
        if let entry { return entry }
        if case .runAction = command { return Grammar.entry(named: "do") }
        return nil
    }

    /// Every word of every entry, folded, to the place in `entries` of the first entry
    /// that has it: each line typed is looked up here, and folding every word again cost
    /// most of a `next`. Places, not entries, and made at its full size at once.
    private static let byWord: [String: Int] = {
        var index: [String: Int] = [:]
        index.reserveCapacity(entries.count * 4)
        for (place, entry) in entries.enumerated() {
            entry.eachWord { word in
                let key = Names.key(word)
                if index[key] == nil { index[key] = place }
                return false
            }
        }
        return index
    }()

    public static var allWords: [String] { entries.flatMap(\.words) }

    /// Whether `word` folds to `key`, as `Names.key(word) == key`: compared a byte at a
    /// time, capitals lowered, and given up at the first byte that differs; a word
    /// with a letter past ASCII is folded whole once it is reached.
    static func folds(_ word: String, to key: String) -> Bool {
        var folded = key.utf8.makeIterator()
        for byte in word.utf8 {
            guard byte < 0x80 else { return Names.key(word) == key }
            let lowered = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
            guard folded.next() == lowered else { return false }
        }
        return folded.next() == nil
    }

    /// A group as typed after help: its title in one word, as "listsandcolumns".
    static func groupWord(_ group: CommandGroup, _ language: Language = .en) -> String {
        Names.key(Announcer(language: language).groupTitle(group)).filter { $0 != " " }
    }

    /// The group a typed word names, in any language, with or without spaces or accents.
    public static func group(named typed: String) -> CommandGroup? {
        let word = Names.key(typed).filter { $0 != " " }
        return CommandGroup.allCases.first { group in Language.allCases.contains { groupWord(group, $0) == word } }
    }

    /// The words completion and suggestions offer in a language.
    public static func words(in language: Language) -> [String] { entries.flatMap { $0.words(in: language) } }

    /// Every command as help says it in a language.
    public static func commands(in language: Language) -> [CommandInfo] { entries.map { $0.info(in: language) } }
    public static var commands: [CommandInfo] { commands(in: .en) }

    /// Reads one line. An unknown word is refused here, with the nearest command.
    public static func parse(_ line: String, context: ParseContext = ParseContext()) throws -> ParsedLine {
        let line = line.trimmingSpaces()
        let language = context.language
        if let at = Quotes.unclosed(line) { throw Refusal.said(.rQuoteNotClosed(at)) }
        if let open = context.swipeActions {
            if let n = Int(line) { return ParsedLine(entry: nil, language: language) { .swipeChoice(n) } }
            // A number too long for an Int is an action's number still, past those shown.
            if let beyond = Grammar.numberBeyondInt(line) { return ParsedLine(entry: nil, language: language) { .swipeChoice(beyond, typed: line) } }
            if let name = open.first(where: { Names.same($0, line) }) {
                return ParsedLine(entry: nil, language: language) { .runAction(name, row: nil) }
            }
        }
        if let n = Int(line) { return ParsedLine(entry: nil, language: language) { .bareNumber(n) } }
        // A number past what an Int holds is a number still, refused as one with its digits as typed.
        if let beyond = Grammar.numberBeyondInt(line) { return ParsedLine(entry: nil, language: language) { .bareNumber(beyond, typed: line) } }
        var (word, rest) = Arguments(line, context: context).split
        guard let entry = entry(named: word) else {
            if let (name, target) = Arguments(line, context: context).actionPrefix {
                return ParsedLine(entry: nil, language: language) { .runAction(name, row: target.optionalRow) }
            }
            // A number before a command (2 Snooze) is the command's number put first: the command is
            // suggested with it after; a number is never taken for a slip of a command's name.
            if TypedNumber.int(word) != nil {
                let turned = rest.text.trimmingSpaces() + " " + word
                // The words after it must start with a word, so the line turned is never read this way again.
                let next = rest.text.split(separator: " ").first.map(String.init) ?? ""
                // Only a command said alone takes the number after it: with words of its own
                // after it, the number put last would reorder what was typed.
                let after = Arguments(rest.text.trimmingSpaces(), context: context)
                let alone = (entry(named: after.split.0) != nil && after.split.1.text.trimmingSpaces().isEmpty)
                    || (after.actionPrefix.map { $0.1.text.trimmingSpaces().isEmpty } ?? false)
                let reads = alone && !next.isEmpty && TypedNumber.int(next) == nil && (try? parse(turned, context: context).command()) != nil
                throw Refusal.unknownCommand(word, suggestion: reads ? turned : nil)
            }
            // Said back as typed, its case kept (Ñ, not ñ): the word looked up is only for matching.
            let typed = String(line.prefix { $0 != " " })
            let begun = commandsBegun(by: word, in: language)
            throw Refusal.unknownCommand(typed, suggestion: begun.first ?? suggestion(for: word, in: language), also: Array(begun.dropFirst()))
        }
        rest = Arguments(entry.shorthands[word].map { $0 + " " + rest.text } ?? rest.text, context: context, keywords: entry.keywords,
                         command: entry.name)
        return ParsedLine(entry: entry, language: language) { try entry.parse(rest) }
    }

    /// The nearest Int to a line of digits, with a sign or not, too long for an Int
    /// to hold; nil for any other line (one an Int holds included). Linear in its length.
    static func numberBeyondInt(_ line: String) -> Int? {
        var digits = Substring(line)
        let negative = digits.first == "-"
        if negative || digits.first == "+" { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), Int(line) == nil else { return nil }
        return negative ? .min : .max
    }

    /// The nearest command name to a mistyped word, if it is close enough to be a
    /// typo, named in the language spoken. A command that changes data is offered
    /// only for a slip of one letter left out, doubled or swapped, never for
    /// another word: more is not move.
    public static func suggestion(for word: String, in language: Language = .en) -> String? {
        let word = Names.key(word)
        // A suggestion is at most two edits away: a word longer than every command by more is none,
        // and a long line is not compared with each command's words letter by letter.
        guard word.count <= longestWord + 2 else { return nil }
        // A word of one or two letters is a letter or two from almost any short command:
        // only a command it begins, the one command that does, is a guess worth hearing.
        if word.count <= Grammar.shortWord {
            let begun = entries(begunBy: word, among: \.allWords)
            return begun.count == 1 ? begun[0].name(in: language) : nil
        }
        // anadri is a slip of anadir, which is añadir typed without its ñ: the ñ is no slip of its own.
        let plain = SearchWords.fold(word)
        let safe = entries.flatMap { entry in
            entry.allWords.filter {
                !entry.traits.contains(.changes) || isSlip(word, of: Names.key($0))
                    || isSlip(plain, of: SearchWords.fold($0))
            }
        }
        return nearest(to: plain, in: safe.map { SearchWords.fold($0) }).flatMap { w in entry(named: w)?.name(in: language) }
    }

    /// The two or three commands whose words in this language a word of one or two letters
    /// begins (ne: next, new), as Tab offers them; one is the suggestion's own guess, and
    /// more than three is no guess.
    static func commandsBegun(by word: String, in language: Language) -> [String] {
        let word = Names.key(word)
        guard !word.isEmpty, word.count <= shortWord else { return [] }
        let names = entries(begunBy: word, among: { $0.words(in: language) }).map { $0.name(in: language) }
        return (2...3).contains(names.count) ? names : []
    }

    /// The commands one of whose words begins with `key` (a word already folded by Names.key).
    private static func entries(begunBy key: String, among words: (GrammarEntry) -> [String]) -> [GrammarEntry] {
        entries.filter { entry in words(entry).contains { Names.key($0).hasPrefix(key) } }
    }

    /// The longest a typed word is that gets a guess only when it begins a command.
    static let shortWord = 2

    /// The longest word of any command, in either language.
    static let longestWord = entries.flatMap(\.allWords).map { Names.key($0).count }.max() ?? 0

    /// One letter missing, one extra, two neighbours swapped, or one struck for
    /// the key beside it (undp for undo; more is not move: r and v are apart), or n for ñ.
    static func isSlip(_ typed: String, of word: String) -> Bool {
        let a = Array(typed), b = Array(word)
        if a.count == b.count {
            let differ = a.indices.filter { a[$0] != b[$0] }
            // n for ñ is a slip too: what a keyboard without ñ types (anadir for añadir).
            if differ.count == 1 { return keysTouch(a[differ[0]], b[differ[0]]) || Set([a[differ[0]], b[differ[0]]]) == ["n", "ñ"] }
            return differ.count == 2 && differ[1] == differ[0] + 1 && a[differ[0]] == b[differ[1]] && a[differ[1]] == b[differ[0]]
        }
        let (short, long) = a.count < b.count ? (a, b) : (b, a)
        guard long.count == short.count + 1 else { return false }
        return long.indices.contains { i in Array(long[..<i] + long[(i + 1)...]) == short }
    }

    /// Letter keys side by side on a QWERTY keyboard (English and Spanish alike).
    static func keysTouch(_ x: Character, _ y: Character) -> Bool {
        let rows = ["qwertyuiop", "asdfghjklñ", "zxcvbnm"].map(Array.init)
        func place(_ c: Character) -> (Int, Int)? {
            for (r, keys) in rows.enumerated() { if let i = keys.firstIndex(of: c) { return (r, i) } }
            return nil
        }
        guard let (r1, c1) = place(x), let (r2, c2) = place(y) else { return false }
        // Each row sits about half a key to the right of the one above it.
        switch r2 - r1 {
        case 0: return abs(c1 - c2) == 1
        case 1: return c2 == c1 || c2 == c1 - 1
        case -1: return c1 == c2 || c1 == c2 - 1
        default: return false
        }
    }

    /// "a, b or c", as a usage line says a choice.
    static func nearest(to word: String, in candidates: [String]) -> String? {
        let typed = Array(word)
        let most = max(1, min(2, typed.count / 3))
        var best: (String, Int)?
        for candidate in candidates {
            guard let d = editDistance(typed, Array(Names.key(candidate)), atMost: most) else { continue }
            if best == nil || d < best!.1 { best = (candidate, d) }
        }
        return best?.0
    }

    /// Edits from one word to another, a swap of neighbours counting as one; nil
    /// when more than `most`. Only the cells within `most` of the diagonal are
    /// worked out, so a typed name of 65,000 letters against a list's name of a
    /// thousand costs their lengths, not their product.
    static func editDistance(_ a: [Character], _ b: [Character], atMost most: Int) -> Int? {
        guard abs(a.count - b.count) <= most else { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        let far = most + 1
        // Rows i-2, i-1 and i of the table, each cell j of b; cells off the band read as `far`.
        var before = [Int](repeating: far, count: b.count + 1)
        var previous = (0...b.count).map { $0 <= most ? $0 : far }
        var current = [Int](repeating: far, count: b.count + 1)
        for i in 1...a.count {
            let low = max(1, i - most), high = min(b.count, i + most)
            current[0] = i <= most ? i : far
            if low > 1 { current[low - 1] = far }
            var rowBest = current[0]
            if low <= high {
                for j in low...high {
                    var d = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d = min(d, before[j - 2] + 1) }
                    current[j] = min(d, far)
                    rowBest = min(rowBest, current[j])
                }
            }
            if high < b.count { current[high + 1] = far }
            if rowBest > most { return nil }
            (before, previous, current) = (previous, current, before)
        }
        let d = previous[b.count]
        return d <= most ? d : nil
    }

    /// The command table in README, made from the grammar so the two never drift.
    public static var markdownTable: String {
        var lines = ["| command | aliases | en español | what it does |", "|---|---|---|---|"]
        for entry in entries {
            let c = entry.info
            let aliases = c.aliases.map { "`\($0)`" }.joined(separator: ", ")
            let spanish = (entry.spanish?.words ?? []).map { "`\($0)`" }.joined(separator: ", ")
            lines.append("| `\(c.usage.replacing("|", with: "\\|"))` | \(aliases) | \(spanish) | \(c.summary) |")
        }
        return lines.joined(separator: "\n")
    }
}
