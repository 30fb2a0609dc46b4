import ListoAnnouncer
import ListoModel

extension Session {
    /// A title no shown row has, when a row of the open list that waits for its start
    /// date has it: said as waiting, with the filter that reaches it, where "is not a
    /// row here" would deny a row that `lists` counts. Looked up in the list's title
    /// index (`storedRows(named:)`), as the refusal of a row a filter hides is; nil for any
    /// other refusal.
    func waitingRowNamed(_ error: Error) throws -> Refusal? {
        guard hasList, state.column != .sidebar, case Refusal.noSuchRow(let text)? = error as? Refusal else { return nil }
        let day = today
        guard let row = try storedRows(named: text).first(where: { $0.isWaiting(today: day) }), let start = row.schedule.start else { return nil }
        return .waitingRow(title: row.title, start: start)
    }
}
