import ListoAnnouncer
import ListoModel

/// A change to one row under a filter read a page at a time (rename, note, add, delete,
/// move, and their undo and redo): it reaches the row and the rows beside it, as its
/// declaration says (`HitReach`), and once made the filter is counted again from the
/// store's index, not read whole. Where focus goes after the change (the row added, the
/// row beside one deleted) is read with the rows the filter lets through around it, so
/// that the filter says where it stands as the filter read whole says it.
extension Session {
    /// After a change, the row focus goes to is read where it is not held (a commit lets
    /// windows of scattered rows go), and the rows the filter lets through around it.
    func readHitsAfterChange(around focus: Focus) {
        guard case .row(let id) = focus, hasList, state.filter != nil, !state.turn.wholeFilter,
              storedDocument.isWindowed else { return }
        reading(()) {
            if !storedDocument.contains(id) { try readRows([id]) }
            guard let filter = rowFilter(), filter.isPaged, filter.index(of: id) == nil else { return }
            try readHits(around: focus, in: filter)
        }
    }
}

extension Session {
    /// The rows a change added or moved, read with the rows the filter lets through
    /// around them, so that their places among those rows are said.
    func readHitsPlaced(_ events: [Event]) {
        for event in events {
            switch event {
            case .rowAdded(let p), .rowStayed(let p), .rowMoved(let p, _, _): readHitsAfterChange(around: .row(p.id))
            default: break
            }
        }
    }
}

extension Session {
    /// Up, down, top, bottom and to N for a top-level row of a section read as a window,
    /// under a filter read a page at a time: by its place among the rows the filter lets
    /// through in its section, counted by the store, the row beside it or at N read from
    /// the index. Nil for any other move, or where the filter is read whole; a row the
    /// filter does not let through has the filter read whole for its move.
    func hitPlacement(for move: Move, moving row: RowID) throws -> Placement? {
        switch move {
        case .up, .down, .top, .bottom, .to: break
        default: return nil
        }
        guard state.filter != nil, !state.turn.wholeFilter, var filter = rowFilter(), filter.isPaged else { return nil }
        let document = storedDocument
        guard document.parent(of: row) == nil, let sid = document.sectionID(of: row), let s = document.sectionIndex(of: sid),
              !document.sections[s].isLoaded, let here = document.rank(of: row) else { return nil }
        guard let g = filter.index(of: row) else {
            state.turn.wholeFilter = true
            return nil
        }
        let walk = HitSections(filter, in: document)
        let first = walk.found(before: s), count = walk.found(before: s + 1) - first
        let k = g - first
        let title = document.row(row)?.title ?? ""
        /// The row the filter lets through at place `j` of the section's, read when it is not.
        func hit(_ j: Int) throws -> RowID {
            if let id = filter.row(at: first + j), storedDocument.contains(id) { return id }
            filter = try readHits(around: .row(row), in: filter, number: first + j)
            guard let id = filter.row(at: first + j) else { throw Refusal.noRowNumber(j + 1, count: count) }
            return id
        }
        switch move {
        // Up from the first row and down from the last stay, as top and bottom there do,
        // unless rows the filter hides are beyond it.
        case .up:
            if k > 0 { return .before(try hit(k - 1)) }
            guard here == 0 else { throw Refusal.alreadyAtEdge(title: title, first: true, filter: state.filter) }
            return .top
        case .down:
            if k + 1 < count { return .after(try hit(k + 1)) }
            guard here + 1 == document.sections[s].count else { throw Refusal.alreadyAtEdge(title: title, first: false, filter: state.filter) }
            return .bottom
        case .top: return .top
        case .bottom: return .bottom
        case .to(let n):
            guard n >= 1 && n <= count else { throw Refusal.noRowNumber(n, count: count) }
            if n - 1 == k { return k == 0 ? .top : .after(try hit(k - 1)) }
            return n - 1 < k ? .before(try hit(n - 1)) : .after(try hit(n - 1))
        default: return nil
        }
    }
}
