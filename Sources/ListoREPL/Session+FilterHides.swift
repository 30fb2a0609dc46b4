import ListoAnnouncer
import ListoModel

/// Where focus was, under a filter, before a change: the row it was on if the
/// filter showed it, and the row focus would go to if that one left.
struct FocusUnderFilter {
    var filter: String
    var focus: Focus
    var shownRow: RowID?
    var neighbour: RowID?
}

extension Session {
    /// Taken before a change runs, while a filter is on; nil without one.
    func focusUnderFilter() -> FocusUnderFilter? {
        guard let filter = state.filter, hasList, state.column != .sidebar else { return nil }
        guard case .row(let id) = state.focus, let row = document.row(id) else { return FocusUnderFilter(filter: filter, focus: state.focus) }
        let v = view
        guard v.matches(row) else { return FocusUnderFilter(filter: filter, focus: state.focus) }
        return FocusUnderFilter(filter: filter, focus: state.focus, shownRow: id, neighbour: v.row(after: .row(id)) ?? v.row(before: .row(id)))
    }

    /// After a change, focus never rests on a row the filter hides, where no reading
    /// can reach it. The focused row changed so that the filter no longer shows it
    /// (marked done under filter not done, renamed out of filter call) is said to be
    /// hidden, as a row added under the filter is, and focus moves to the row it
    /// would go to if the row had left, said as focus is; a row added under the
    /// filter leaves focus where it was. A new filter says where focus is itself.
    func settleFocusUnderFilter(_ before: FocusUnderFilter?) -> [Announcement] {
        guard let before, let filter = state.filter, filter == before.filter, state.column != .sidebar,
              case .row(let id) = state.focus, let row = document.row(id) else { return [] }
        readHitsAfterChange(around: state.focus)
        let v = view
        guard !v.matches(row) else { return [] }
        let shown = { (id: RowID?) -> RowID? in id.flatMap { self.document.row($0) }.flatMap { v.matches($0) ? $0.id : nil } }
        // A row added under the filter: focus stays where it was.
        if id != before.shownRow, isValid(before.focus), before.focus.row.map({ shown($0) != nil }) ?? true {
            state.focus = before.focus
            return []
        }
        let said: [Announcement] = id == before.shownRow ? [.said(.filterNowHides(row.title, filter))] : []
        if let next = shown(before.neighbour) ?? v.row(after: .row(id)) ?? v.row(before: .row(id)) {
            state.focus = .row(next)
            return said + (rowView(next, withActions: false).map { [.row($0)] } ?? [])
        }
        state.focus = .title
        return said + announce(.title)
    }

    /// After a change that took away the last row the filter showed in a section (the
    /// row deleted, moved or changed), focus left on that section's heading or footer
    /// would be counted among sections the filter shows none of: it moves on to the
    /// next row shown, or to the list's title, and the heading's line goes unsaid.
    func leaveSectionFilterEmptied(_ before: FocusUnderFilter?, said: inout [Announcement]) {
        guard let before, before.shownRow != nil, let filter = state.filter, filter == before.filter,
              state.column != .sidebar, hasList else { return }
        let section: SectionID
        switch state.focus {
        case .header(let id), .footer(let id): section = id
        default: return
        }
        let shown = sectionView(section)
        guard shown.rows == 0 else { return }
        said.removeAll { if case .section(let view) = $0 { view.header == shown.header } else { false } }
        let v = view
        if let next = v.row(after: state.focus) ?? v.row(before: state.focus) {
            state.focus = .row(next)
            said += rowView(next, withActions: false).map { [.row($0)] } ?? []
        } else {
            state.focus = .title
            said += announce(.title)
        }
    }
}

private extension Focus {
    var row: RowID? {
        if case .row(let id) = self { return id }
        return nil
    }
}
