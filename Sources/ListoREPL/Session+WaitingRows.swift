import ListoAnnouncer
import ListoModel

extension Session {
    /// A title no shown row has, when a row of the open list that waits for its start
    /// date has it: said as waiting, with the filter that reaches it, where "is not a
    /// row here" would deny a row that `lists` counts. Looked up in the list's title
    /// index, as the refusal of a row a filter hides is; nil for any other refusal.
    func waitingRowNamed(_ error: Error) throws -> Refusal? {
        guard hasList, state.column != .sidebar, case Refusal.noSuchRow(let text)? = error as? Refusal else { return nil }
        let key = Names.key(text)
        guard !key.trimmingSpaces().isEmpty else { return nil }
        let ids = try store.rows(titled: Names.indexKey(text), prefix: true, in: state.listID, limit: 10)
        try readRows(ids)
        let day = today
        let named = ids.lazy.compactMap(storedDocument.row).filter { Names.key($0.title).hasPrefix(key) && $0.isWaiting(today: day) }
        let exact = named.first { Names.key($0.title) == key }
        guard let row = exact ?? named.first, let start = row.schedule.start else { return nil }
        return .waitingRow(title: row.title, start: start)
    }
}
