import ListoAnnouncer
import ListoModel

/// What a bare number typed next chooses: the lists just read out, or the
/// candidates of a name that matched several rows. The numbers said are the
/// numbers accepted, as after a swipe.
enum NumberedChoice: Equatable {
    /// The lists read out, with their names, said if one is deleted elsewhere before it is chosen.
    case lists([ListID], names: [String])
    /// The sections `sections` read out: a number is `section N`, numbered as they were said.
    case sections
    case rows(RowChoice)
    /// The rows a search found: `open N` on the next line goes to hit N; `goto N`
    /// stays row N of the section, as `read N` and `delete N` do.
    /// A bare number is not taken for one.
    case searchHits([SearchHitPlace])
    /// The same for a search read a page at a time: hit N is looked up when chosen.
    case searchPages(SearchPages)

    /// A search's hits, which stay offered while the person only looks.
    var isSearch: Bool {
        switch self {
        case .searchHits, .searchPages: true
        default: false
        }
    }

    /// Lists and sections read out a page at a time keep their numbers through `more`,
    /// which numbers the next page on from the last.
    var lastsThroughMore: Bool {
        switch self {
        case .lists, .sections: true
        default: false
        }
    }

}

/// The command that was refused for a name matching several rows, as it was
/// read, the name, and the rows offered for it.
struct RowChoice: Equatable {
    /// The command refused, as read from its line: a number chooses a row for it.
    var command: Command
    /// The declaration it was read by, to name it in a refusal; nil for an action's own name.
    var entry: GrammarEntry?
    /// The line it was read from, to name it where it has no declaration.
    var line: String
    var reference: String
    var candidates: [RowID]
    /// The candidates' titles as offered, to name one that has gone.
    var titles: [String] = []
    /// Rows the name matched past those offered, in list order: `more` offers them next.
    var later: [RowID] = []

    static func == (a: RowChoice, b: RowChoice) -> Bool {
        a.command == b.command && a.entry?.name == b.entry?.name && a.line == b.line && a.reference == b.reference
            && a.candidates == b.candidates && a.titles == b.titles && a.later == b.later
    }
}

/// The rows a name matched past those its refusal offered, by the name as typed.
struct NamedLater: Equatable {
    var reference: String
    var rows: [RowID]
}

extension Session {
    /// A line that is only a number, answering the sections just read out, is `section N`;
    /// answering the rows a name matched, it is the
    /// command that was refused with the name meaning the row offered under that
    /// number, by its id: it goes through `dispatch` once, as a typed line does.
    /// Nothing is read again, and a row gone since is refused by its name when
    /// the command looks for it. Any other line is itself.
    func answering(_ parsed: ParsedLine, line: String) throws -> (ParsedLine, line: String) {
        if case .bareNumber(let n, let typed)? = parsed.commandIfAny, case .sections? = state.turn.offered {
            // The sections read out are numbered as section N numbers them, under a filter too.
            return (ParsedLine(entry: Grammar.entry(named: "section"), language: settings.language) { .section(.to(.number(n))) },
                    commandWord("section") + " " + (typed ?? String(n)))
        }
        guard case .bareNumber(let n, let typed)? = parsed.commandIfAny, case .rows(let offered)? = state.turn.offered else { return (parsed, line) }
        guard let candidate = offered.candidates.element(numbered: n) else {
            throw Refusal.noRowNumber(n, count: offered.candidates.count, typed: typed)
        }
        let chosen = ChosenRow(text: offered.reference, row: candidate, title: offered.titles.element(numbered: n) ?? offered.reference)
        state.turn.offered = nil
        return (ParsedLine(entry: offered.entry, language: settings.language) { offered.command.choosing(chosen) }, offered.line)
    }

    /// `more` after a name that matched more rows than were offered: the next ones,
    /// numbered on from the last offered, as a paged answer goes on, and the choice
    /// stays open with them, so that a number typed next chooses among all offered.
    /// A row deleted since is left out. Nil when no choice has rows left to offer.
    func moreCandidates() throws -> [Announcement]? {
        guard case .rows(var choice)? = state.turn.offered else { return nil }
        // Looking on leaves the choice open, whether or not rows are left to offer.
        state.choice = .rows(choice)
        guard !choice.later.isEmpty else { return nil }
        let page = Array(choice.later.prefix(Session.offeredAtOnce))
        choice.later.removeFirst(page.count)
        try readRows(page)
        // Under a filter read a page at a time, each is placed among the rows let through, for its number there.
        if rowFilter()?.isPaged == true { try placeHits(page) }
        let rows = page.compactMap(document.row)
        let first = choice.candidates.count + 1
        choice.candidates += rows.map(\.id)
        choice.titles += rows.map(\.title)
        state.choice = .rows(choice)
        return [.moreCandidates(rows.map(describe), first: first, more: !choice.later.isEmpty)]
    }

    /// A number typed alone where the lists were read out, or in the sidebar: the list under it.
    func openListNumbered(_ n: Int, typed: String? = nil, among ids: [ListID], names: [String]) throws -> [Announcement] {
        openList(try listNumbered(n, typed: typed, among: NumberedLists(ids: ids, names: names)))
    }

    /// The list numbered `n` among lists as they were heard; one deleted elsewhere since is refused by its name.
    func listNumbered(_ n: Int, typed: String? = nil, among lists: NumberedLists) throws -> ListID {
        guard let id = lists.ids.element(numbered: n) else { throw Refusal.noListNumber(n, count: lists.ids.count, typed: typed) }
        guard library.list(id) != nil else { throw Refusal.goneElsewhere(title: lists.names.element(numbered: n) ?? "") }
        return id
    }

    /// The sidebar's lists by number: as heard before another session deleted a
    /// list during this command, so that a number never reaches a list other than
    /// the one heard under it; else as they are.
    var sidebarNumbering: NumberedLists {
        state.turn.listsBefore ?? NumberedLists(ids: library.lists.map(\.id), names: library.lists.map(\.name))
    }
}
