import ListoAnnouncer
import ListoModel

/// What a bare number typed next chooses: the lists just read out, or the
/// candidates of a name that matched several rows. The numbers said are the
/// numbers accepted, as after a swipe.
enum NumberedChoice: Hashable {
    case lists([ListID])
    /// The line that was refused, the reference in it that was ambiguous, and its candidates.
    case rows(line: String, reference: String, candidates: [RowID])
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
        case .rows(let line, let reference, let candidates):
            guard let candidate = candidates.element(numbered: n) else { throw Refusal.noRowNumber(n, count: candidates.count) }
            chosenReference = ChosenReference(text: reference, row: candidate)
            defer { chosenReference = nil }
            return try dispatch(try Grammar.parse(line, context: parseContext), line: line).0
        }
    }

    /// A list by its number in the sidebar.
    func listNumbered(_ n: Int) throws -> ListID {
        let lists = library.lists
        guard let list = lists.element(numbered: n) else { throw Refusal.noListNumber(n, count: lists.count) }
        return list.id
    }
}
