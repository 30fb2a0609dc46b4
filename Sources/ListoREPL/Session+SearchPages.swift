import ListoAnnouncer
import ListoModel
import ListoStore

/// A search that finds many rows, said a page at a time: each list's rows found are
/// counted in the store's word index, section by section, and only the hits of the
/// page said are read, by a range of a section's index from the last one said. The
/// lines are those of a search read whole; `more` reads the next page, and `open N`
/// finds hit N by the counts.
struct SearchPages: Hashable {
    var text: String
    var words: [String]
    /// Each list with hits, in the sidebar's order, with its sections holding them in order and their counts.
    var lists: [ListHits]
    var total: Int
    /// Where the next page starts: a list, a section of it, the position of the last hit said there, and its number.
    var list = 0
    var section = 0
    var after: Int64?
    /// In a list sorted by a field, where a position marks no place in the order: how many hits of the section were said.
    var said = 0
    var number = 1

    struct ListHits: Hashable {
        var id: ListID
        var sections: [SectionID]
        var counts: [Int]
    }
}

extension Session {
    /// A search read a page at a time, or nil where it is read whole: with no page,
    /// few rows found, or a list with hits that holds rows inside others (a search
    /// finds them too, and the store counts only top-level ones) or is read whole.
    func searchPages(_ text: String) throws -> SearchPages? {
        guard settings.page != nil else { return nil }
        let words = SearchWords.query(text)
        var lists: [SearchPages.ListHits] = []
        var total = 0
        for list in library.lists {
            let counts = try store.hitCounts(matching: .words(words), in: list.id)
            guard !counts.isEmpty else {
                // Rows found only inside others, which the store does not count: the search is read whole.
                // A list holding none is not asked its rows (the word index walks every row holding the words).
                if try store.holdsRowsInsideOthers(list.id), !(try store.rowsWithSections(matching: words, in: list.id)).isEmpty {
                    return nil
                }
                continue
            }
            if !library.isLoaded(list.id) { try readList(list.id) }
            // A section read whole beside the focus is asked of the store as the others are: its rows are the store's.
            guard let document = library.list(list.id), Self.readsHitsFromStore(document) else { return nil }
            let sections = document.sections.map(\.id).filter { counts[$0] != nil }
            lists.append(.init(id: list.id, sections: sections, counts: sections.map { counts[$0]! }))
            total += counts.values.reduce(0, +)
        }
        guard total > environment.windowRows / 20 else { return nil }
        return SearchPages(text: text, words: words, lists: lists, total: total)
    }

    /// The next `count` hits from where `pages` stands, read from the store, and where it stands after them.
    private func readHits(_ count: Int, from pages: SearchPages) throws -> (hits: [SearchHit], places: [SearchHitPlace], after: SearchPages) {
        var pages = pages
        var hits: [SearchHit] = []
        var places: [SearchHitPlace] = []
        while hits.count < count, pages.list < pages.lists.count {
            let list = pages.lists[pages.list]
            guard pages.section < list.sections.count, let document = library.list(list.id) else {
                pages.list += 1
                pages.section = 0
                pages.after = nil
                continue
            }
            let sid = list.sections[pages.section]
            let section = document.section(sid)
            let limit = count - hits.count
            // Sorted by a field, the next hits in its order, read by their ids (Session+SortedHits.swift).
            let field = Self.searchOrder(document)
            let rows = if let field {
                try store.rows(withIDs: Array(try sortedHits(of: sid, in: list.id, field: field, query: .words(pages.words)).ids
                    .dropFirst(pages.said).prefix(limit)))
            } else {
                try store.hits(matching: .words(pages.words), in: list.id, section: sid, beyond: pages.after, forward: true,
                               limit: limit, sparse: list.counts[pages.section] * 8 < (section?.count ?? 0))
            }
            for row in rows {
                let inTitle = SearchWords.match(pages.words, title: row.title, notes: nil)
                hits.append(SearchHit(number: pages.number, title: row.title, list: document.name, section: section?.header, inNotes: !inTitle,
                                      hiddenBy: filterHiding(row, in: list.id)))
                places.append(SearchHitPlace(list: list.id, row: row.id, title: row.title))
                pages.number += 1
            }
            if let last = rows.last, rows.count == limit, field == nil || pages.said + limit < list.counts[pages.section] {
                pages.after = last.position
                pages.said += limit
            } else {
                pages.section += 1
                pages.after = nil
                pages.said = 0
            }
        }
        return (hits, places, pages)
    }

    /// The search's first line and first page of hits, then how many are left.
    func firstHits(_ pages: SearchPages) throws -> [Announcement] {
        state.pendingPage = nil
        state.pendingRead = nil
        state.choice = .searchPages(pages)
        return try hitsPage(pages, head: true)
    }

    /// The next page of a search read a page at a time.
    func moreHits(_ pages: SearchPages) throws -> [Announcement] {
        try hitsPage(pages, head: false)
    }

    private func hitsPage(_ pages: SearchPages, head: Bool) throws -> [Announcement] {
        let page = settings.page ?? pages.total
        let (hits, _, after) = try readHits(page, from: pages)
        let t = announcer.t
        var lines = Array(announcer.lines(.searchResults(pages.text, hits)).dropFirst())
        if settings.verbosity != .low { lines.removeLast() }
        if head { lines.insert(t(.searchHead(pages.total, pages.text)), at: 0) }
        let left = pages.total - (after.number - 1)
        guard left > 0 else {
            state.pendingPage = nil
            if settings.verbosity != .low { lines.append(t(.searchHint)) }
            return [.page(lines)]
        }
        state.pendingPage = PendingPage(lines: [], trailing: 0, search: after)
        return [.page(lines), .moreToRead(rows: left)]
    }

    /// Hit N of a search read a page at a time, found by the counts and read from the store.
    func searchHit(_ n: Int, in pages: SearchPages) throws -> SearchHitPlace? {
        var skip = n - 1
        for list in pages.lists {
            for (i, sid) in list.sections.enumerated() {
                guard skip < list.counts[i] else {
                    skip -= list.counts[i]
                    continue
                }
                if let document = library.list(list.id), let field = Self.searchOrder(document) {
                    let ids = try sortedHits(of: sid, in: list.id, field: field, query: .words(pages.words)).ids
                    guard skip < ids.count, let row = try store.rows(withIDs: [ids[skip]]).first else { return nil }
                    return SearchHitPlace(list: list.id, row: row.id, title: row.title)
                }
                // Read on a thousand at a time from the section's first hit: only the last page is held.
                var after: Int64?
                while true {
                    let rows = try store.hits(matching: .words(pages.words), in: list.id, section: sid, beyond: after, forward: true,
                                              limit: min(skip + 1, 1_000), sparse: false)
                    guard let last = rows.last else { return nil }
                    if skip < rows.count { return SearchHitPlace(list: list.id, row: rows[skip].id, title: rows[skip].title) }
                    skip -= rows.count
                    after = last.position
                }
            }
        }
        return nil
    }
}
