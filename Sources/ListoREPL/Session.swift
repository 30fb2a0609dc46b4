import Glibc
import ListoAnnouncer
import ListoModel
import ListoStore

/// What one command line produced.
public struct Response: Sendable {
    public var announcements: [Announcement]
    public var refused: Bool
    public var quit: Bool
    /// The line as the history keeps it (`!N` expanded), nil when it keeps nothing.
    public var remembered: String? = nil
    /// The command the line was read as, by which Again is judged: `n` and `next`
    /// are one parsed command, so the same answer to either is the same answer again;
    /// `section 1` and `section first` are two.
    /// nil when the line could not be read; then the typed words stand for it.
    public var command: CommandKey? = nil
}

/// A command as Again compares it: its words, case aside, so that voice name
/// english (AMERICA) is voice name English (America). They are written out only
/// when an answer repeats the last: writing them reflects over the command's
/// value, a twentieth of a listo process that runs one command.
public struct CommandKey: Equatable, Sendable, ExpressibleByStringLiteral {
    private enum Source: Sendable {
        case command(Command)
        case typed(String)
        case opened(ListID)
    }

    private let source: Source

    public init(_ command: Command) { source = .command(command) }
    /// Words typed that could not be read as a command.
    public init(typed line: String) { source = .typed(line.trimmingSpaces().lowercased()) }
    public init(stringLiteral words: String) { self.init(typed: words) }
    /// `open` as resolved: the list it opened, however its name was typed.
    init(opening list: ListID) { source = .opened(list) }

    public var words: String {
        switch source {
        case .command(let command): return String(reflecting: command).lowercased()
        case .typed(let line): return line
        case .opened(let list): return "open list \(list.raw)"
        }
    }

    public static func == (a: CommandKey, b: CommandKey) -> Bool {
        switch (a.source, b.source) {
        case (.opened(let x), .opened(let y)): return x == y
        case (.opened, _), (_, .opened): return false
        default: return a.words == b.words
        }
    }
}

/// A change that can be taken back: the operation, its inverse and what it did.
struct UndoEntry: Equatable {
    var forward: ListoModel.Operation
    var inverse: ListoModel.Operation
    var events: [Event]
    /// The journal entry that committed it, and what it touched: a later change
    /// by another session to any of these makes the step unsafe to take back.
    var seq: Int64
    var changes: [Changes]
    /// The rows selected when the step was made: an undo that brings back rows the
    /// step took away (deleted, moved to another list) selects again those of them
    /// that were selected, as they were.
    var selection: Set<RowID> = []
    /// The `select all` or `select done` rule then, for a long list's selection
    /// deleted by the rule (`deleteCovered`): its undo makes the rule stand again.
    var everyRow: EveryRowSelection?

    /// The rows its undo puts back that its `select all` or `select done` rule covered
    /// when the step took them away: selected again by the undo, as ids selected are.
    var coveredPutBack: Set<RowID> {
        guard let everyRow, case .restoreRows(_, let put, _) = inverse else { return [] }
        return Set(put.filter { everyRow.covers($0.row, parent: $0.parent) }.map(\.row.id))
    }

    /// Whether the step deleted a long list's selection by its rule, the store putting it back on undo.
    var deletedByRule: Bool {
        if case .deleteCovered = forward { return true }
        return false
    }
}

public enum SplitStyle: String, CaseIterable, Sendable, SpokenValue {
    case balanced, prominentDetail

    public var spoken: Message {
        switch self {
        case .balanced: return .splitBalanced
        case .prominentDetail: return .splitProminentDetail
        }
    }
}

/// One person's session over a shared store: it runs commands. The store holds
/// the lists; the session holds four values and nothing else: where the person is
/// in them (`state`), how they want to hear it (`settings`), the repository
/// (`store`) and what it runs in (`environment`: the clock and what the runner lends).
public final class Session {
    /// Where the lists are kept, and the lists as far as this session has read them.
    public let store: any Repository
    public internal(set) var library: Library {
        get { store.library }
        _modify { yield &store.library }
        set { store.library = newValue }
    }
    /// Where the person is, and what the command being run has gathered beside
    /// its answer (`state.turn`): the one value commands read and change.
    var state: SessionState
    /// How the person wants answers said; the renderer reads it whole.
    public var settings = SessionSettings()
    /// The words of that language.
    var announcer: Announcer { Announcer(verbosity: settings.verbosity, language: settings.language, childrenAreReplies: childrenAreReplies, width: settings.width,
                                          readOnly: store.isReadOnly) }

    /// A list of messages (it declares a read field, as Inbox and Archive do) calls
    /// the rows inside a row replies, in the list as in the detail; others call them subtasks.
    var childrenAreReplies: Bool { hasList && FieldRole.read.field(in: storedDocument.settings.fields) != nil }
    /// How an answer is heard now: the settings, the day and what the open list calls
    /// inner rows, as one value the speaker reads whole.
    public var hearing: Hearing { Hearing(settings: settings, today: today, childrenAreReplies: childrenAreReplies, readOnly: store.isReadOnly) }
    /// The clock, and what the runner lends the session: see `SessionEnvironment`.
    public var environment: SessionEnvironment
    var today: CalendarDate { environment.clock() }
    /// What this session worked out from what it read, kept by the repository
    /// while the store and the day stay where they were (`ReadCache`).
    var cache: ReadCache {
        get { store.cache.current(seq: store.appliedSeq, day: today) }
        _modify {
            store.cache = store.cache.current(seq: store.appliedSeq, day: today)
            yield &store.cache
        }
    }
    /// With no `windowRows` every list is read in windows, whatever its size, as
    /// listo runs; given, lists of up to that many rows are read whole, so that the
    /// tests can compare the two ways of reading.
    public init(store: any Repository, windowRows: Int? = nil) throws {
        self.store = store
        environment = SessionEnvironment(windowRows: windowRows ?? 20_000, readingWholeUpTo: windowRows ?? 0)
        let stored = try store.settings()
        store.library = try store.loadLibrary(open: nil, readingUpTo: environment.readingWholeUpTo)
        settings.speech = SpeechSettings(stored: stored)
        settings.braille = stored["braille"] == "on"
        settings.prompt = stored["prompt"].flatMap(PromptStyle.init(rawValue:)) ?? .plain
        settings.chosenLanguage = stored["language"].flatMap(Language.init(rawValue:))
        settings.language = settings.chosenLanguage ?? .en
        settings.languageOrigin = settings.chosenLanguage == nil ? .fallback : .store
        state = SessionState(listID: store.library.lists.first?.id ?? ListID(0), sidebarFocus: store.library.lists.first?.id)
        try readOpeningWindow()
    }

    /// The open list as stored, with its own sections: what operations change.
    var storedDocument: ListDocument { library.list(state.listID) ?? ListDocument(id: state.listID, name: "", sections: []) }

    /// The open list as the person hears it: in sections computed from a field when
    /// it is grouped, else as stored.
    var document: ListDocument {
        let stored = startedDocument
        guard let field = stored.settings.grouping else { return stored }
        if readsGroupedWindows(stored), let groups = reading(nil, { try groupWindows() }) { return groups }
        let day = today
        if let kept = cache.grouped, kept.list == state.listID, kept.field == field { return kept.result.document }
        let announcer = Announcer(verbosity: settings.verbosity, language: settings.language, today: day)
        let result = Grouping.grouped(stored, by: field, today: day) { announcer.groupTitle($0, field: field) }
        cache.grouped = (state.listID, field, result)
        return result.document
    }

    /// The open list without the rows that wait for a later start, unless the
    /// filter asks for them (`filter waiting`); a long list read in windows shows them all.
    var startedDocument: ListDocument {
        let stored = storedDocument
        if stored.isWindowed { return stored }
        if let filter = state.filter, StateTerms.namesWaiting(filter) { return stored }
        if state.rotor == .state, let term = state.rotorTerm, StateTerms.namesWaiting(term) { return stored }
        // The store counts the rows that wait through their index: with none, no row is walked.
        guard reading(true, { try hasWaitingRows() }) else { return stored }
        let day = today
        if let kept = cache.started, kept.list == state.listID { return kept.document ?? stored }
        let shown = stored.startedOnly(today: day)
        cache.started = (state.listID, shown)
        return shown ?? stored
    }

    /// The filter is found first: finding it may read the sections its rows are in.
    var view: ListView {
        let filter = rowFilter()
        return ListView(document: document, matching: filter)
    }

    /// The filter as state terms and words; one the list can no longer read is taken as words.
    var filterQuery: RowQuery? {
        guard let filter = state.filter else { return nil }
        return (try? StateTerms.parse(filter, fields: storedDocument.settings.fields, today: today, dayMonth: dayMonth)) ?? .words(filter)
    }
    var hasList: Bool { library.list(state.listID) != nil }

    /// The command whose answer the start's is, for Again: with no list yet, the
    /// start says what `lists` says, so `lists` typed next is that answer again.
    public var startAnswers: CommandKey? { hasList ? nil : CommandKey(.lists) }

    /// What is said when listo starts: the open list and its size.
    public func start() -> [Announcement] {
        var out: [Announcement] = []
        if store.isReadOnly {
            out.append(store.readOnlyRole.map { Announcement.said(.readOnlyRole(.notice($0.role, store.path))) } ?? .readOnlyNotice(path: store.path))
        }
        let hint: [Announcement] = store.isNew ? [.firstStartHint] : []
        guard hasList else {
            state.column = .sidebar
            return out + [.lists([], current: nil)] + hint
        }
        // A grouped list's sections are made from its rows: read them, as its first command would.
        if storedDocument.settings.grouping != nil {
            reading(()) {
                if try hasWaitingRows() || groupWindows() == nil { try readWholeList() }
            }
        }
        let title = titleAnnouncement()
        return out + [title] + damageMet() + commandNamedActionsNotice() + hint
    }

    public func execute(_ raw: String) -> Response {
        // A Ctrl-C pressed before this command asks nothing of it, nor does a change written before it.
        _ = environment.takeStopRequest()
        CommandStop.endCommand()
        CommandStop.clear()
        cache.grouped = nil
        cache.started = nil
        // A row gone from under focus is refused by its name only by the command whose
        // answer first says it left: once an answer or the prompt has said where focus
        // is now (`Now on Butter, 1 of 2.`), a command acts there, as read and where do.
        state.gap = nil
        var refusedWith: Refusal?
        var awayHost: String?
        do {
            try takeInForeignChanges()
        } catch {
            refusedWith = refusal(for: error)
            // Where the store is, and the lines typed, are known without it: answered, and the server said away.
            if case .storeUnreachable(let host)? = refusedWith, let saysAway = answersWithoutStore(raw) {
                refusedWith = nil
                awayHost = saysAway ? host : nil
            }
        }
        var line = raw.trimmingSpaces()
        var said: [Announcement] = []
        var quit = false
        var remembered: String?
        var parsed: ParsedLine?
        var commandLine = line
        // A choice the last answer offered is this line's to take, and goes with it.
        if !line.isEmpty {
            state.turn.offered = state.choice
            state.choice = nil
            state.turn.ownActionsJustHeard = state.ownActionsHeard
            state.ownActionsHeard = nil
        }
        if refusedWith == nil && !line.isEmpty {
            do {
                line = try state.recall(line)
                // The line is read once, here; an unknown word is refused when it is run.
                let reading = readingActionOfAnyList(Result { try Grammar.parse(line, context: parseContext) }, line: line)
                // Looking the history up is not kept in it, so history says what was done.
                if case .history? = (try? reading.get())?.commandIfAny {} else {
                    remembered = line
                    state.history.add(line)
                }
                (parsed, commandLine) = try answering(reading.get(), line: line)
                let underFilter = parsed?.entry?.looks == true ? nil : focusUnderFilter()
                let outsideBefore = parsed?.entry?.looks == true ? nil : rowsOutsideSections()
                let columnBefore = state.column
                (said, quit) = try dispatch(parsed!, line: commandLine)
                said += outsideSectionsGone(outsideBefore)
                said += settleFocusUnderFilter(underFilter)
                leaveSectionFilterEmptied(underFilter, said: &said)
                said += closeDetailIfHidden(columnBefore: columnBefore)
                said += commandNamedActionsNotice()
            } catch let error as ModelError where error.changesNothing {
                // A change that would change nothing is said as what is so, with no undo step and no error.
                said = [.unchanged(.model(error))]
                state.turn.hiddenActedOn = nil
            } catch {
                // The rows offered for a name are the choice a number on the next line makes.
                if case Refusal.ambiguousRow(let text, let candidates, _) = error, let command = parsed?.commandIfAny {
                    let later = state.turn.namedLater.flatMap { $0.reference == text ? $0.rows : nil } ?? []
                    state.choice = .rows(RowChoice(command: command, entry: parsed?.entry, line: commandLine, reference: text,
                                                   candidates: candidates.compactMap(\.row), titles: candidates.map(\.title), later: later))
                }
                // A number outside the rows or lists offered leaves the choice open, as the
                // refusal's "Give a number from 1 to N" says, until another command is typed.
                if let offered = state.turn.offered, !offered.isSearch, Session.isNumberRefusal(error),
                   Int(line) != nil || Grammar.numberBeyondInt(line) != nil {
                    state.choice = offered
                }
                // A refused line changed nothing, so a search's hits keep their numbers through it,
                // as through a line that only looks: a mistyped word then `open 2` opens hit 2.
                if state.choice == nil, let offered = state.turn.offered, offered.isSearch { state.choice = offered }
                refusedWith = TypedNumber.sayingTyped(refusal(for: error), line: line)
            }
        }
        // A search's numbers stay the hits' numbers while the person only looks (where,
        // read, help, more), until a command moves, changes or offers numbers of its own.
        if state.choice == nil, parsed?.entry?.looks == true, let offered = state.turn.offered, offered.isSearch { state.choice = offered }
        releaseFarSections()
        letGoOfSavedRows()
        // What others changed comes first, even when it was heard inside this command's own write;
        // a deletion the refusal names is said by the refusal alone.
        let afterRefusal = heardOnlyInRefusal(refusedWith)
        let answer = leavingOutTitleSaidInNews(said)
        CommandStop.endCommand()
        var out = takeHeard() + namingFilterOnce(answer)
        // The rest of what the command gathered is said after its answer, and goes with it.
        let gathered = state.turn
        state.turn = Turn()
        // The answer said where the rows and focus are now: numbers typed after it, and a change
        // to the focused row, mean those.
        if !raw.trimmingSpaces().isEmpty {
            state.renumberedElsewhere = false
            state.focusMovedElsewhere = false
        }
        if refusedWith == nil, let hidden = gathered.hiddenActedOn {
            out.append(.said(.filterSelection(.hiddenActedOn(hidden.count, hidden.filter))))
        }
        if refusedWith == nil { refusedWith = gathered.readFailure }
        if gathered.undoLimitReached { out.append(.undoLimit(Session.undoLimit)) }
        if let back = gathered.rotorBackToRows { out.append(.said(.rotorBackToRows(back[0], back[1]))) }
        if let left = gathered.leftBehind { out.append(.leftBehind(left)) }
        out += damageMet()
        if let awayHost { out.append(.said(.storeAway(.unreachableNow(awayHost)))) }
        // Ctrl-C stopped the command: said as the command stopped, not as an error in it.
        if let refusedWith { out.append(refusedWith == .stopped ? .said(.commandStop(.stopped(announcer.typedBack(commandLine)))) : .refusal(refusedWith)) }
        out += afterRefusal
        // Case aside, as names are matched: voice name english (AMERICA) is voice name English (America).
        var command = (parsed.flatMap { try? $0.command() }).map { CommandKey(sameCommandKey($0)) }
        // A list opened is the command as resolved: open articulos and open ARTÍCULOS open one list.
        if case .open? = parsed?.commandIfAny, let id = gathered.openedList { command = CommandKey(opening: id) }
        return Response(announcements: out, refused: refusedWith != nil, quit: quit, remembered: remembered, command: command)
    }

    /// `where store`, `where` and `history`, which read nothing from the store: the
    /// first names where it is, known from the command line, `where` the place this
    /// session is at, the last the lines this session typed, kept in memory. A server
    /// away does not refuse them, nor `quit`, which it kept from leaving. Whether the
    /// server's absence is said after the answer: nil for a command it refuses, false
    /// for quit, whose leaving says it.
    func answersWithoutStore(_ raw: String) -> Bool? {
        switch (try? Grammar.parse(raw.trimmingSpaces(), context: parseContext))?.commandIfAny {
        case .whereAmI?, .history?: return true
        case .quit?: return false
        default: return nil
        }
    }

    /// The open list's rows outside any section, while it has named sections too:
    /// they are numbered among the sections then, as section 1.
    func rowsOutsideSections() -> (list: ListID, rows: Int)? {
        guard hasList else { return nil }
        let d = document
        guard d.sections.holdsNamedSection,
              let outside = d.sections.first(where: { $0.header == nil }), outside.count > 0 else { return nil }
        return (state.listID, outside.count)
    }

    /// The last row outside any section gone by this command (deleted, moved, done):
    /// section 1 is gone and the others are numbered anew, which is said after the
    /// answer (`Last row outside any section gone. Tasks has 1 section, now section 1.`).
    func outsideSectionsGone(_ before: (list: ListID, rows: Int)?) -> [Announcement] {
        guard let before, hasList, state.listID == before.list, rowsOutsideSections() == nil else { return [] }
        let d = document
        let named = d.sections.filter { $0.header != nil }.count
        guard named > 0, !d.sections.contains(where: { $0.header == nil && $0.count > 0 }) else { return [] }
        return [.said(.unsectioned(.noneLeft(d.name, named)))]
    }

    /// A refusal of a number past those a choice offered.
    static func isNumberRefusal(_ error: Error) -> Bool {
        switch error {
        case Refusal.noRowNumber, Refusal.noRowNumberAtTitle, Refusal.noListNumber, Refusal.noSectionNumber, Refusal.filterSectionNumber: true
        default: false
        }
    }

    /// A store read where the answer cannot stop for a failure: the fallback
    /// stands in, and the failure is said when the answer is done.
    func reading<T>(_ fallback: T, _ body: () throws -> T) -> T {
        do {
            return try body()
        } catch {
            if state.turn.readFailure == nil { state.turn.readFailure = refusal(for: error) }
            return fallback
        }
    }

    /// A thrown error as the one refusal it is said as. A store's failure is read
    /// as an `EngineFailure`, whatever the engine.
    func refusal(for error: Error) -> Refusal {
        switch error {
        case let r as Refusal: return r
        case let m as ModelError: return .model(m)
        default:
            let refused = Session.storeRefusal(error, path: store.path, host: store.host)
            if case .readOnlyStore(_, nil) = refused, let role = store.readOnlyRole { return readOnlyRefusal(role, command: nil) }
            return refused
        }
    }

    /// A change refused to a server's role that may only read: the store is writable, to
    /// its owner, who can grant the rest, so the owner and the grant are named, where
    /// "Open a writable store with --store." was said.
    func readOnlyRefusal(_ role: ReadOnlyRole, command: String?) -> Refusal {
        .said(.readOnlyRole(command.map { .refused($0, role.role, role.owner, role.schema) } ?? .mayOnlyRead(role.role, role.owner, role.schema)))
    }

    /// A store's failure as a refusal, for a session and for export and import alike.
    static func storeRefusal(_ error: Error, path: String, host: String) -> Refusal {
        if case RepositoryError.readOnly = error { return .readOnlyStore(path: path) }
        // Found on connecting again: the store there is gone, or another that can't be opened.
        if let error = error as? StoreError { return ListoCLI.problem(error) }
        guard let engine = error as? EngineError else { return .storeFailed(path: path, reason: .other("\(error)")) }
        switch engine.failure {
        case .readOnly: return .readOnlyStore(path: path)
        case .unreachable: return .storeUnreachable(host: host)
        case .unanswered: return .storeCommitUnanswered(host: host)
        case .stopped: return .stopped
        case .damaged: return .storeDamaged(path: path)
        case .full: return .storeFailed(path: path, reason: .diskFull)
        case .busy(let words), .other(let words): return .storeFailed(path: path, reason: .other(words))
        }
    }

    /// What the grammar needs to know of this session to read a line.
    var parseContext: ParseContext {
        guard hasList else { return ParseContext(language: settings.language) }
        let settings = document.settings
        var context = ParseContext(actionNames: settings.allActions.map(\.action.name), fieldNames: settings.fields.map(\.name),
                                   swipeActions: state.swipe.map { open in settings.actions(open.edge).map(\.name) }, language: self.settings.language)
        context.listName = document.name
        context.listNames = library.lists.map(\.name)
        let names = context.actionNames
        let aliases = names.flatMap { name in
            SampleActionNames.others(of: name).filter { alias in !names.contains { Names.same($0, alias) } }.map { (alias: $0, name: name) }
        }
        context.actionAliases = aliases.filter { one in aliases.filter { Names.same($0.alias, one.alias) }.count == 1 }
        return context
    }

    /// A line that begins with the name of an action some list has (or the built-in
    /// Delete, or a sample action's name in any language), typed where the open list lacks it, asks for that action: it is refused as
    /// `do NAME` is, naming the actions this row has, where "not a command" misled.
    func readingActionOfAnyList(_ reading: Result<ParsedLine, Error>, line: String) -> Result<ParsedLine, Error> {
        guard case .failure(Refusal.unknownCommand) = reading, hasList, state.column != .sidebar else { return reading }
        let actions = library.lists.flatMap { $0.settings.allActions.map(\.action) } + [SwipeAction.builtInDelete]
        var context = parseContext
        // The other language's word for a sample action (Done on a store made in Spanish) asks for it too.
        // A sample action's name is one in any store, even where no list has it.
        context.actionNames = Array(Set(actions.flatMap { [$0.name, said($0)] + SampleActionNames.others(of: $0.name) } + SampleActionNames.all))
        guard let (name, target) = Arguments(line, context: context).actionPrefix else { return reading }
        return .success(ParsedLine(entry: Grammar.entry(named: "do"), language: settings.language) { .doAction(.name(name), row: target.optionalRow) })
    }

    /// Runs a line read into a command: what every command's line does around the
    /// command itself (an open swipe closes, a long list reads what the command
    /// reaches, a stopped reading ends), then `run`, and its errors as refusals.
    func dispatch(_ parsed: ParsedLine, line: String) throws -> ([Announcement], Bool) {
        // A reading command leaves a swipe open, unless its answer numbers other things (the
        // row's actions, the lists, the history, the sections): a number typed next means those.
        if let open = state.swipe, parsed.entry?.looks != true || parsed.commandIfAny?.numbersItsAnswer == true {
            switch parsed.commandIfAny {
            // do with the swipe open picks by the swipe's numbers (`doCommand`), as N alone does.
            case .cancel?, .swipeChoice?, .edit?, .doAction(.number?, _)?, .doAction(nil, nil)?: break
            case .runAction(let name, nil)? where document.settings.actions(open.edge).contains { $0.name == name }: break
            default: state.swipe = nil
            }
        }
        if let entry = parsed.entry, entry.needsList && !hasList { throw Refusal.said(.rNoListYetFor(entry.name(in: settings.language))) }
        let command: Command
        do {
            command = try parsed.command()
        } catch let missing as FieldNotNamed {
            throw try fieldNotNamed(missing)
        }
        if state.column == .sidebar, let change = command.changesContent { throw sidebarRefusal(change, parsed, line) }
        switch command {
        case .select, .deselect: state.turn.changingLine = line
        default: if command.changesContent != nil { state.turn.changingLine = line }
        }
        try prepareWindow(for: command, declared: parsed.entry)
        // A command that moves or changes ends a say-all that stopped, as a key press
        // stops a screen reader; looking (where, help) leaves it to go on with more.
        // A number alone (a list chosen by it, or refused) leaves it.
        if parsed.entry?.looks != true && !command.isBareNumber {
            state.pendingRead = nil
            state.pendingPage = nil
        }
        do {
            return (try run(command), command == .quit)
        } catch let error as ArgumentProblem {
            guard let entry = parsed.entry else { throw Refusal.unknownCommand(line, suggestion: nil) }
            throw entry.refusal(error, in: settings.language)
        } catch Refusal.noFocusedSection {
            // A section command names itself with its second word: section delete, not section.
            let typed = line.split(separator: " ").map(String.init)
            let name = parsed.entry?.name(in: settings.language) ?? typed.first ?? ""
            let command = parsed.entry?.name(in: .en) == "section" && typed.count > 1 ? name + " " + typed[1] : name
            throw Refusal.said(.rNotOnASection(command, document.name))
        } catch Refusal.noFocusedRow {
            // A command that needs a row names itself and where focus is instead; add child with its second word, as typed.
            let name = parsed.entry?.name(in: settings.language) ?? String(line.prefix { $0 != " " })
            let typed = line.split(separator: " ")
            if case .addChild = command, typed.count > 1 { throw notOnARow(name + " " + typed[1]) }
            throw notOnARow(name)
        } catch Refusal.emptyTitle {
            throw Refusal.emptyTitle(command: parsed.entry?.name(in: settings.language) ?? String(line.prefix { $0 != " " }))
        } catch Refusal.emptySectionName {
            throw Refusal.emptySectionName(command: parsed.entry?.name(in: settings.language) ?? String(line.prefix { $0 != " " }))
        } catch Refusal.emptyText {
            throw Refusal.emptyText(command: parsed.entry?.name(in: settings.language) ?? String(line.prefix { $0 != " " }))
        } catch {
            // A row or section the filter hides is refused by the filter, not as missing.
            if let hidden = try hiddenByFilter(error) { throw hidden }
            if let waiting = try waitingRowNamed(error) { throw waiting }
            // A change refused by a read-only store names the command refused; one whose
            // second word says what it does (new list, section add) names itself with it, as typed.
            let refused = refusal(for: error)
            let typed = line.split(separator: " ").map(String.init)
            let name = parsed.entry?.name(in: settings.language) ?? typed.first ?? ""
            let withVerb: Set<String> = ["new", "section", "field", "action"]
            let command = withVerb.contains(parsed.entry?.name(in: .en) ?? "") && typed.count > 1 ? name + " " + typed[1] : name
            if case .readOnlyStore(let path, nil) = refused { throw Refusal.readOnlyStore(path: path, command: command) }
            if let role = store.readOnlyRole, refused == readOnlyRefusal(role, command: nil) { throw readOnlyRefusal(role, command: command) }
            throw error
        }
    }

    /// A command that writes into the list open (rows, sections, settings, a row),
    /// typed with focus on the lists, where it would land in a list other than the
    /// one focused: refused by its name, with the advice to open the focused one.
    func sidebarRefusal(_ change: ContentChange, _ parsed: ParsedLine, _ line: String) -> Refusal {
        let typed = line.split(separator: " ").map(String.init)
        let name = parsed.entry?.name(in: settings.language) ?? typed.first ?? ""
        // Section, field, action and selection mode, and add child, name themselves with their second word, as typed.
        let twoWords = ["section", "field", "action", "selection"].contains(parsed.entry?.name(in: .en)) || change == .rows(child: true)
        let command = twoWords && typed.count > 1 ? name + " " + typed[1] : name
        let list = state.sidebarFocus.flatMap { library.list($0)?.name } ?? document.name
        switch change {
        case .rows: return .said(.rSidebarPutsRow(command, list))
        case .sections: return .said(.rSidebarChangesSections(command, list))
        case .settings: return .said(.rSidebarChangesList(command, list))
        case .shownRows: return .said(.rSidebarFilters(command, list))
        case .row: return notOnARow(command)
        }
    }

    /// `command` refused for want of a row, by where focus is: the list's title, a heading, a footer.
    func notOnARow(_ command: String) -> Refusal {
        guard hasList else { return .noFocusedRow }
        if state.column == .sidebar { return .notOnARow(command: command, at: .sidebar(list: state.sidebarFocus.flatMap { library.list($0)?.name } ?? document.name)) }
        let header = { (id: SectionID) in self.document.section(id)?.header ?? self.document.name }
        // Next, previous and goto 1 reach a row only where there is one: where there
        // is none, the advice is the command that makes one.
        let shown = view.filter?.count ?? document.rowCount
        // Where a filter hides rows that are there, the advice is to turn it off, not to add one.
        let empty = { (name: String, held: Int) -> NotOnARow in
            if held > 0, let filter = self.state.filter { return .hiddenByFilter(name, filter: filter) }
            return .empty(name)
        }
        switch state.focus {
        case .title where shown == 0: return .notOnARow(command: command, at: empty(document.name, document.rowCount))
        case .header(let id) where sectionView(id).rows == 0, .footer(let id) where sectionView(id).rows == 0:
            return .notOnARow(command: command, at: empty(header(id), document.section(id)?.count ?? 0))
        case .title: return .notOnARow(command: command, at: .title(list: document.name))
        case .header(let id): return .notOnARow(command: command, at: .header(section: header(id)))
        case .footer(let id): return .notOnARow(command: command, at: .footer(section: header(id)))
        case .row: return .noFocusedRow
        }
    }

    func historyAnnouncement(_ text: String?) -> Announcement {
        guard let text else { return .history(state.history.recent(), total: state.history.lines.count, matching: nil) }
        return .history(state.history.matching(text), total: state.history.lines.count, matching: text)
    }

    /// help alone says the groups, short enough to hear in a few seconds; help
    /// GROUP and help COMMAND go deeper; help all says every command.
    func help(_ topic: String?) throws -> [Announcement] {
        guard let typed = topic else { return [.helpGroups(CommandGroup.allCases)] }
        // A command named in quotes (help "move"), as a name with spaces is typed, is that command.
        let topic = RowReference.unquoted(typed)
        if topic.isEmpty { return [.helpGroups(CommandGroup.allCases)] }
        if Keyword.all.matches(topic, in: settings.language) { return paged(.help(Grammar.commands(in: settings.language))) }
        if Grammar.entry(named: topic) == nil, let group = Grammar.group(named: topic) {
            return paged(.helpGroup(group, Grammar.commands(in: settings.language).filter { $0.group == group }))
        }
        guard let entry = Grammar.entry(named: topic) else {
            let about = helpAboutWord(topic)
            guard about.isEmpty else { return about }
            throw Refusal.unknownHelpTopic(topic, suggestion: Grammar.suggestion(for: topic, in: settings.language))
        }
        return [.commandHelp(entry.info(in: settings.language))]
    }

    /// help of a word that is no command: a state rows can be in (done, unread,
    /// overdue) says how to filter by it and where setting it is explained; an
    /// action of the list (Snooze) says how to run it. Both, for a word that is both.
    func helpAboutWord(_ topic: String) -> [Announcement] {
        var out: [Announcement] = []
        let word = topic.lowercased()
        if hasList, let query = try? StateTerms.parse(word, fields: storedDocument.settings.fields, today: today, dayMonth: dayMonth), query.isState {
            out.append(.said(.helpState(word)))
        }
        // The other language's name of a sample action (Posponer for Snooze) runs it, so help of it explains it.
        let named = parseContext.actionAliases.first { Names.same($0.alias, word) }?.name ?? word
        if hasList, let action = storedDocument.settings.allActions.first(where: { Names.key(said($0.action)) == Names.key(named) }) {
            out.append(.said(.helpAction(said(action.action), storedDocument.name)))
        }
        return out
    }
}
