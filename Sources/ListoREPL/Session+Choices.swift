import ListoAnnouncer
import ListoModel

/// What a bare number typed next chooses: the lists just read out, or the
/// candidates of a name that matched several rows. The numbers said are the
/// numbers accepted, as after a swipe.
enum NumberedChoice: Equatable {
    case lists([ListID])
    case rows(RowChoice)
    /// The rows a search found: `open N` and `goto N` on the next line go to hit N.
    /// A bare number is not taken for one.
    case searchHits([SearchHitPlace])
    /// The same for a search read a page at a time: hit N is looked up when chosen.
    case searchPages(SearchPages)

    /// Whether a number typed alone makes this choice.
    var takesBareNumber: Bool {
        switch self {
        case .searchHits, .searchPages: false
        default: true
        }
    }
}

/// The command that was refused for a name matching several rows, as it was
/// read, the name, and the rows offered for it.
struct RowChoice: Equatable {
    var line: String
    var parsed: ParsedLine
    var reference: String
    var candidates: [RowID]
    /// The candidates' titles as offered, to name one that has gone.
    var titles: [String] = []

    /// The command is read from the line, so the line, name and rows say it all.
    static func == (a: RowChoice, b: RowChoice) -> Bool {
        a.line == b.line && a.reference == b.reference && a.candidates == b.candidates
    }
}

extension Session {
    /// Runs a line that is just a number against the choice the previous answer offered.
    func choose(_ n: Int, from choice: NumberedChoice) throws -> [Announcement] {
        switch choice {
        case .lists(let ids):
            guard let id = ids.element(numbered: n), library.list(id) != nil else {
                throw Refusal.noListNumber(n, count: ids.count)
            }
            return openList(id)
        case .rows(let offered):
            guard let candidate = offered.candidates.element(numbered: n) else { throw Refusal.noRowNumber(n, count: offered.candidates.count) }
            // The command as it was read runs again with the name meaning the row chosen, by id.
            let chosen = ChosenRow(text: offered.reference, row: candidate, title: offered.titles.element(numbered: n) ?? offered.reference)
            state.turn.offered = nil
            return try dispatch(offered.parsed.choosing(chosen), line: offered.line).0
        case .searchHits, .searchPages: throw Refusal.bareNumber(n)
        }
    }

    /// A list by its number in the sidebar.
    func listNumbered(_ n: Int) throws -> ListID {
        let lists = library.lists
        guard let list = lists.element(numbered: n) else { throw Refusal.noListNumber(n, count: lists.count) }
        return list.id
    }
}
