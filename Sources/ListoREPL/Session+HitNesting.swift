import ListoModel

/// Indent and outdent under a filter of words read a page at a time, which only a list
/// with no row inside another is read so (`pagedFilter`): outdent there has nothing to
/// take a row out of and is refused by the model, and indent nests the focused row under
/// the row above it in the store, which the filter may hide. That row is read where it
/// is, by its rank, and asked of the store's word index, not found among the filter's
/// rows read whole (8 s and 450 MB on 2 x 500,000 rows, debug build, to refuse it).
extension Session {
    /// Whether the row above `row` in the store, under a filter read a page at a time, is
    /// one the filter hides (by its title), or one it shows, or none (the section's first
    /// row, refused by the model). `.notPaged` where the filter is read whole, or the row
    /// is inside another: the view then holds the rows it lets through.
    func rowAboveHiddenAmongHits(_ row: RowID) throws -> HiddenAbove {
        guard state.filter != nil, !state.turn.wholeFilter, let filter = rowFilter(), filter.isPaged,
              let query = hitQuery(filter.text) else { return .notPaged }
        let stored = storedDocument
        guard stored.parent(of: row) == nil, let sid = stored.sectionID(of: row), let rank = stored.rank(of: row) else { return .notPaged }
        guard rank > 0 else { return .shown }
        try readWindows([(sid, (rank - 1)..<rank)], margin: 0)
        let held = storedDocument
        guard let section = held.section(sid), let i = section.index(ofRank: rank - 1) else { return .notPaged }
        let above = section.rows[i]
        if try store.holding(query, in: state.listID, among: [above.id]).contains(above.id) { return .shown }
        return .hidden(above.title)
    }

    /// What `rowAboveHiddenAmongHits` found.
    enum HiddenAbove: Equatable {
        /// The filter is read whole: the view says.
        case notPaged
        /// The filter lets the row above through, or there is none.
        case shown
        /// The filter hides the row above, by this title.
        case hidden(String)
    }
}
