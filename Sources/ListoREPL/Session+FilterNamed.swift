import ListoAnnouncer
import ListoModel

extension Session {
    /// While a filter is on, an answer that counts (a row's `1 of 1`, a section's
    /// place) counts among the rows the filter lets through, and says so once: the
    /// first count names the filter, unless a line before it names it already, as the
    /// list's title, `sections` and the ends of the list do. A line after it that names
    /// the filter does not spare it: `Deleted Buy bread. No rows left in filter bread.`
    /// comes before `Tasks, filter bread: no rows match.`, and alone would say the
    /// section was emptied.
    func namingFilterOnce(_ said: [Announcement]) -> [Announcement] {
        guard let filter = state.filter else { return said }
        var out = said
        for i in out.indices {
            if out[i].namesFilter { return out }
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
        case .listTitle(_, _, _, let filter?, _, _), .lists(_, _, let filter?): return filter.isEmpty == false
        case .edgeOfFilter, .filteredSections, .filterOn, .filterHidesAll, .hiddenByFilter, .selectionAllFiltered, .changesInFilter: return true
        case .whereAmI(let view): return view.filter != nil
        default: return false
        }
    }
}
