import ListoAnnouncer
import ListoModel

extension Session {
    /// A section's badges under a filter by a state: every row the filter lets
    /// through holds that state, so its badge would only repeat the row count
    /// (`1 row, 1 overdue`) and is left out. Other states' badges stay, and so do the
    /// counts of rows inside (`1 unread reply`): those are matches the row count leaves out.
    func badgesBesideFilter(_ badges: StateCounts) -> StateCounts {
        guard let query = filterQuery else { return badges }
        var kept = badges
        func leaveOut(_ query: RowQuery) {
            switch query {
            case .overdue: kept.overdue = 0
            case .dueToday: kept.dueToday = 0
            case .unread: kept.unread = 0
            case .not(.flag(let field)) where FieldRole.read.isNamed(field): kept.unread = 0
            case .waiting: kept.waiting = 0
            case .and(let a, let b):
                leaveOut(a)
                leaveOut(b)
            default: break
            }
        }
        leaveOut(query)
        return kept
    }
}
