import ListoAnnouncer
import ListoModel

extension Session {
    /// While a filter is on, an answer that counts (a row's `1 of 1`, a section's
    /// place) counts among the rows the filter lets through, and says so once: the
    /// first count names the filter, unless the answer names it already, as the
    /// list's title, `sections` and the ends of the list do.
    func namingFilterOnce(_ said: [Announcement]) -> [Announcement] {
        guard let filter = state.filter, !said.contains(where: \.namesFilter) else { return said }
        var out = said
        for i in out.indices {
            switch out[i] {
            case .row(var view):
                view.filter = filter
                out[i] = .row(view)
            case .rowInFull(var view, let actions):
                view.filter = filter
                out[i] = .rowInFull(view, actions: actions)
            case .section(var section):
                section.filter = filter
                out[i] = .section(section)
            case .changes(let events) where events.contains(where: \.isCounted):
                out[i] = .changesInFilter(events, filter: filter)
            default:
                continue
            }
            return out
        }
        return out
    }
}

extension Announcement {
    /// Whether the answer's line names the filter on.
    var namesFilter: Bool {
        switch self {
        case .listTitle(_, _, _, let filter?, _), .lists(_, _, let filter?): return filter.isEmpty == false
        case .edgeOfFilter, .filteredSections, .filterOn, .filterHidesAll, .hiddenByFilter, .selectionAllFiltered, .changesInFilter: return true
        case .whereAmI(let view): return view.filter != nil
        default: return false
        }
    }
}
