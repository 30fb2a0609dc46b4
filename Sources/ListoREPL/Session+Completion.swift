import ListoAnnouncer
import ListoModel

/// Tab completion: command names, then what the command takes.
extension Session {
    public func prompt() -> String {
        let style = promptStyle
        switch state.column {
        case .sidebar:
            if style == .focus, let id = state.sidebarFocus, let list = library.list(id) {
                return announcer.focusPrompt(list.name, position: sidebarPosition(id), swipeOpen: false, editing: false)
            }
            return announcer.prompt(place: announcer.sidebarTitle, section: nil, editing: false, swipeOpen: false, style: style)
        case .detail:
            return announcer.prompt(place: detailTop?.title ?? document.name, section: nil, editing: false, swipeOpen: false, style: style)
        case .content:
            if style == .focus, hasList { return focusPrompt() }
            var section: String?
            if document.settings.style.pinsHeaders, let i = view.sectionIndex(of: state.focus) { section = document.sections[i].header }
            return announcer.prompt(place: hasList ? document.name : announcer.sidebarTitle, section: section,
                                    editing: state.editMode == .active, swipeOpen: state.swipe != nil, style: style)
        }
    }

    /// `prompt focus`: the focused row's title and place, a header's name, or the list's.
    private func focusPrompt() -> String {
        var item = document.name
        var position: (Int, Int)?
        switch state.focus {
        case .row(let id):
            if let row = document.row(id) { item = row.title }
            position = view.number(of: id).map { ($0.index, $0.count) }
        case .header(let s), .footer(let s):
            if let header = document.sections.first(where: { $0.id == s })?.header { item = header }
        case .title:
            break
        }
        return announcer.focusPrompt(item, position: position, swipeOpen: state.swipe != nil, editing: state.editMode == .active)
    }

    /// Candidates for the text before the cursor: how many characters to replace,
    /// what to insert, and the choices to show when there are several.
    public func complete(_ before: String) -> (remove: Int, insert: String, display: String)? {
        state.turn.titlesCut = nil
        guard var chosen = completion(before) else { return nil }
        // A long list's titles come 50 at a time, in the title index's order: the choices are not all
        // there are, and every title so begun starts with what the first and the last of them share.
        if let key = state.turn.titlesCut, !chosen.display.isEmpty {
            let typed = String(before.suffix(chosen.remove))
            var common = chosen.insert
            if let last = reading(nil, { try store.lastTitle(startingWith: key, in: state.listID) }) {
                while !common.isEmpty && !completionKey(last).hasPrefix(completionKey(common)) { common.removeLast() }
            } else {
                common = typed
            }
            chosen.insert = common.count >= typed.count ? common : typed
            chosen.display += "\n" + announcer.t(.tabAgain(.moreTitles(Self.titlesOffered)))
        }
        return chosen
    }

    /// How many row titles Tab offers at most in a long list, read from the title index.
    static let titlesOffered = 50

    private func completion(_ before: String) -> (remove: Int, insert: String, display: String)? {
        // The open list's actions, and the sample ones by their names in the language spoken (Posponer), which run them.
        let aliases = Set(parseContext.actionAliases.compactMap { SampleActionNames.name(of: $0.name, in: settings.language) })
        let actionNames = hasList ? document.settings.allActions.map(\.action.name) + aliases.sorted() : []
        if before.trimmingSpaces().isEmpty { return (before.count, "", everyCommand) }
        guard let space = before.firstIndex(of: " ") else {
            let words = Grammar.words(in: settings.language) + actionNames
            return choose(partial: before, from: words.contains { completionKey($0).hasPrefix(completionKey(before)) } ? words : Grammar.allWords, addSpace: true)
        }
        let word = String(before[..<space])
        let partial = String(before[before.index(after: space)...])
        if let entry = Grammar.entry(named: word), entry.completes == [.row, .field] {
            return completeRowField(partial)
        } else if let entry = Grammar.entry(named: word) {
            // What follows the keywords typed (move to section ), for the name typed after them;
            // else a reading that goes less far (a row called Section plans), else the whole text.
            for offer in entry.offers(after: partial, in: settings.language) {
                let (typing, names) = offer.kinds.contains(.listAndSection) ? listThenSection(offer.partial)
                    : (offer.partial, offer.kinds.flatMap { candidates(for: $0, partial: offer.partial) })
                let taken = names.filter { takes(word + " " + partial.dropLast(typing.count) + $0) }
                if let chosen = choose(partial: typing, from: taken, addSpace: false) { return chosen }
            }
            return nil
        }
        let offered = actionNames.contains { Names.same($0, word) } ? candidates(for: .row, partial: partial) : []
        return choose(partial: partial, from: offered, addSpace: false)
    }

    /// Whether the command a completed line makes would take the target Tab put in
    /// it: a move refuses the focused row itself, a row at another level or in another
    /// section to go beside, and its own list, by the rules the move itself refuses
    /// by. A title stands for every row so called; any other line is taken.
    private func takes(_ line: String) -> Bool {
        guard hasList, state.column != .sidebar, let command = (try? Grammar.parse(line, context: parseContext))?.commandIfAny else { return true }
        switch command {
        case .move(.toList(let name, _)), .moveSelection(.toList(let name, _)):
            guard let list = library.list(named: name) else { return true }
            do { try requireOtherList(library, from: state.listID, to: list.id, rows: 1) } catch { return false }
            return true
        case .move(let move):
            guard case .row(let row) = state.focus, document.row(row) != nil else { return true }
            let title: String
            switch move {
            case .before(.title(let named)), .after(.title(let named)), .into(.title(let named)): title = named
            default: return true
            }
            var beside = true
            if case .into = move { beside = false }
            // Every row of that title, read from the store as a title typed is, unread ones
            // too; the rule is asked of the list as it is once they are read.
            let v = view
            let named = reading([]) { try rows(titled: Names.key(title), prefix: false, in: v) }
            let read = view.document
            return named.isEmpty || named.contains { moveRefusal(moving: row, to: $0.id, beside: beside, in: read) == nil }
        default:
            return true
        }
    }

    /// `move to list NAME section NAME`: the lists; after a whole list's name, the
    /// word section; after that, the sections of that list. The text being typed,
    /// and what may stand there.
    private func listThenSection(_ typed: String) -> (typing: String, names: [String]) {
        let key = Names.key(typed)
        // The longest list name the text starts with, followed by a space.
        let named = library.lists.filter { key.hasPrefix(Names.key($0.name) + " ") }.max { $0.name.count < $1.name.count }
        guard let list = named else { return (typed, candidates(for: .list)) }
        let rest = String(typed.dropFirst(list.name.count).drop { $0 == " " })
        guard let space = rest.firstIndex(of: " "), Keyword.section.matches(String(rest[..<space]), in: settings.language) else {
            return (rest, [Keyword.section.word(in: settings.language)])
        }
        if !library.isLoaded(list.id) { reading(()) { try readList(list.id) } }
        let sections = library.list(list.id)?.sections.compactMap(\.header) ?? []
        return (String(rest[space...].drop { $0 == " " }), sections)
    }

    /// `set`, `unset`, `toggle`: FIELD, or ROW then FIELD. Straight after the
    /// command come the fields; a start no field has is a row's title; after a row,
    /// the fields again; after the field, the value, which nothing completes.
    private func completeRowField(_ partial: String) -> (remove: Int, insert: String, display: String)? {
        let fields = candidates(for: .field)
        let isField = { (word: Substring) in fields.contains { Names.key($0) == Names.key(String(word)) } }
        let words = partial.split(separator: " ", omittingEmptySubsequences: true)
        let typing = partial.hasSuffix(" ") ? "" : words.last.map(String.init) ?? ""
        let before = partial.hasSuffix(" ") ? words : words.dropLast()
        if before.contains(where: isField) { return nil }
        let typed = Names.key(typing)
        if fields.contains(where: { Names.key($0).hasPrefix(typed) }) {
            // A row named before the field: a number, a dot, a quoted or a whole title.
            let head = before.joined(separator: " ")
            if before.isEmpty || head == "." || Int(head) != nil || head.hasPrefix("\"") || head.hasPrefix("'")
                || candidates(for: .row, partial: head).contains(where: { Names.key($0) == Names.key(head) }) {
                return choose(partial: typing, from: fields, addSpace: true)
            }
        }
        return choose(partial: partial, from: candidates(for: .row, partial: partial), addSpace: true)
    }

    /// Every command, a group a line, as Tab on an empty line shows them.
    /// What a second Tab says of the choices it has just listed for the same line.
    public func sameChoices() -> String {
        announcer.t(.tabAgain(.sameChoices))
    }

    /// How many lines of choices Tab lists at once: a page, as a long answer is said; nil lists them all.
    public var choicesPage: Int? { settings.page }

    /// What ends a page of choices: how many lines are left, and that Tab goes on.
    public func moreChoices(_ lines: Int) -> String {
        announcer.t(.tabAgain(.morePage(lines)))
    }

    var everyCommand: String {
        return CommandGroup.allCases.map { group in
            announcer.t(.completionGroup(announcer.groupTitle(group), Grammar.entries.filter { $0.group == group }.map { $0.name(in: settings.language) }.joined(separator: ", ")))
        }.joined(separator: "\n")
    }

    /// What can stand for one kind of argument here and now. A long list's titles
    /// come from the store's title index, those starting with what was typed.
    func candidates(for kind: ArgumentKind, partial: String = "") -> [String] {
        switch kind {
        case .row:
            guard hasList else { return [] }
            if document.isWindowed {
                let key = Names.key(partial)
                let indexed = Names.indexKey(partial)
                let titles = reading([]) { try store.titles(startingWith: indexed, in: state.listID, limit: Self.titlesOffered + 1) }
                if titles.count > Self.titlesOffered { state.turn.titlesCut = indexed }
                return titles.prefix(Self.titlesOffered).filter { Names.key($0).hasPrefix(key) }
            }
            let all = ListView(document: document, filter: nil)
            return document.sections.flatMap { all.outline($0).map(\.row.title) }
        case .section: return hasList ? document.sections.compactMap(\.header) : []
        case .list, .listAndSection: return library.lists.map(\.name)
        case .action: return hasList ? document.settings.allActions.map(\.action.name) : []
        case .field:
            // The declared fields in their order, then any other a row holds or an action sets.
            guard hasList else { return [] }
            let declared = document.settings.fields.map(\.name)
            return declared + document.fieldNames.filter { !declared.contains($0) }
        case .state: return states(partial: partial)
        case .rotorUnit: return availableUnits.map { settings.language == .en ? $0.rawValue : announcer.t.name($0) } + rotorStateTerms
        case .command: return Grammar.words(in: settings.language)
        case .words(let words): return words.map { $0.word(in: settings.language) }
        case .values(let values): return settings.language == .en ? values.rawValues : values.names(announcer.t)
        }
    }

    /// What mark takes in the open list, in the language spoken: each true-or-false
    /// field as a state word (done, snoozed, pinned; hecha, pospuesta), undone and
    /// unread where the list has done or read, and the word not; after not, the
    /// states again, not done. A state the list lacks is never offered, since mark
    /// refuses it.
    private func states(partial: String) -> [String] {
        guard hasList else { return [] }
        let language = settings.language
        let words = storedDocument.settings.fields.filter { $0.type == .boolean }.map { FieldRole.stateWord($0.name, in: language) }
        let not = Keyword.not.word(in: language)
        let typed = partial.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
        if typed.count == 2, Keyword.not.matchesInAnyLanguage(String(typed[0])) { return words.map { "\(typed[0]) \($0)" } }
        let cleared = language == .en ? words.filter { ["done", "read"].contains(Names.key($0)) }.map { "un" + $0 } : []
        return words + cleared + [not]
    }

    /// A word as completion compares it: case and accents aside, and ñ as n, so that
    /// `anad` and Tab give `añadir`, as typing `anadir` runs it.
    private func completionKey(_ word: String) -> String {
        SearchWords.fold(word)
    }

    private func choose(partial: String, from candidates: [String], addSpace: Bool) -> (remove: Int, insert: String, display: String)? {
        let typed = completionKey(partial)
        var seen = Set<String>()
        let matches = candidates.filter { completionKey($0).hasPrefix(typed) && seen.insert($0).inserted }
        guard !matches.isEmpty else { return nil }
        if matches.count == 1 { return (partial.count, matches[0] + (addSpace ? " " : ""), "") }
        var common = matches[0]
        for m in matches.dropFirst() {
            while !completionKey(m).hasPrefix(completionKey(common)) { common.removeLast() }
        }
        let insert = common.count >= partial.count ? common : partial
        return (partial.count, insert, matches.joined(separator: ", "))
    }
}
