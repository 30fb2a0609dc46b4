/// One item of a list read in order, as flicking right through a SwiftUI List.
public enum Focus: Hashable, Sendable {
    case title
    case header(SectionID)
    case row(RowID)
    case footer(SectionID)
}

/// A list as the user currently sees it: filtered, with folded sections. Every
/// step works from the focused item outwards, so moving costs the size of one
/// section, not of the list.
public struct ListView: Sendable {
    public let document: ListDocument
    /// The rows a filter lets through, or nil when no filter is on.
    public let filter: RowFilter?
    /// While filtering: the indices of sections holding a match, in order.
    private let matchingSections: [Int]

    public init(document: ListDocument, matching filter: RowFilter?) {
        self.document = document
        self.filter = filter
        matchingSections = filter?.sectionIndexes(in: document) ?? []
    }

    /// A view filtered by the rows of `filter` found in memory.
    public init(document: ListDocument, filter: String?) {
        self.init(document: document, matching: filter.map { RowFilter(text: $0, scanning: document) })
    }

    public var sections: [Section] { document.sections }

    /// A row matches when its words, or the words of a row inside it, match the
    /// filter's: a match deep in an outline keeps the rows around it in sight.
    public func matches(_ row: Row) -> Bool {
        guard let filter else { return true }
        return filter.contains(row.id)
    }

    /// The first section at or after `index` that is shown.
    private func shownSection(from index: Int) -> Int? {
        guard filter != nil else {
            var i = max(index, 0)
            while i < sections.count {
                if isShown(sections[i]) { return i }
                i += 1
            }
            return nil
        }
        let at = firstIndex(in: matchingSections, where: { $0 >= index })
        return at < matchingSections.count ? matchingSections[at] : nil
    }

    /// The last section at or before `index` that is shown.
    private func shownSection(through index: Int) -> Int? {
        guard filter != nil else {
            var i = min(index, sections.count - 1)
            while i >= 0 {
                if isShown(sections[i]) { return i }
                i -= 1
            }
            return nil
        }
        let at = firstIndex(in: matchingSections, where: { $0 > index })
        return at > 0 ? matchingSections[at - 1] : nil
    }

    /// Rows that pass the filter, folded or not.
    public func matchingRows(_ section: Section) -> [Row] {
        filter == nil ? section.rows : section.rows.filter(matches)
    }

    /// Top-level rows reached by moving: matching rows of an unfolded section.
    public func shownRows(_ section: Section) -> [Row] {
        isFolded(section) ? [] : matchingRows(section)
    }

    /// Only the sidebar style folds: a fold kept from it is ignored by the other
    /// styles, as SwiftUI ignores an expansion binding the style does not offer.
    public func isFolded(_ section: Section) -> Bool {
        section.collapsed && document.settings.style.allowsCollapsing
    }

    /// Whether a row's children show in place: an expanded row's do, and while
    /// filtering every row's matching children do, so that no match hides inside a
    /// collapsed row.
    public func opens(_ row: Row) -> Bool { row.expanded || filter != nil }

    /// The children that show in place: those that match, of a row that opens.
    public func shownChildren(_ row: Row) -> [Row] {
        guard opens(row) else { return [] }
        return filter == nil ? row.children : row.children.filter(matches)
    }

    /// Every shown row of a section in reading order, with its level.
    public func shownOutline(_ section: Section) -> [(row: Row, level: Int)] {
        var out: [(Row, Int)] = []
        func walk(_ row: Row, _ level: Int) {
            out.append((row, level))
            for child in shownChildren(row) { walk(child, level + 1) }
        }
        for row in shownRows(section) { walk(row, 1) }
        return out
    }

    /// Every matching row of a section at any depth in reading order, expanded or
    /// not, with its level: what titles are looked up among.
    public func outline(_ section: Section) -> [(row: Row, level: Int)] {
        matchingRows(section).flatMap(subtree)
    }

    /// A row and every row below it in reading order, expanded or not, with levels from 1.
    public func subtree(_ row: Row) -> [(row: Row, level: Int)] {
        var out: [(Row, Int)] = []
        func walk(_ row: Row, _ level: Int) {
            out.append((row, level))
            for child in row.children where matches(child) { walk(child, level + 1) }
        }
        walk(row, 1)
        return out
    }

    /// Whether a row can take focus: its section is open, it matches, and every
    /// row it sits inside is expanded and matches.
    public func isShown(_ id: RowID) -> Bool {
        guard let sid = document.sectionID(of: id), let section = document.section(sid), !section.collapsed else { return false }
        // Under a filter every row opens and is told by its id: no row is looked up by its path, a search
        // of its section (`find` of words a filter hides in 200,000 rows asked it of each: 45 s).
        if let filter { return filter.contains(id) && document.ancestors(of: id).allSatisfy(filter.contains) }
        guard document.contains(id) else { return false }
        for ancestor in document.ancestors(of: id) {
            guard let up = document.row(ancestor), opens(up) else { return false }
        }
        return true
    }

    /// The nearest collapsed row a row is hidden inside, if any: none while filtering.
    public func foldingAncestor(of id: RowID) -> Row? {
        document.ancestors(of: id).compactMap { document.row($0) }.first { !opens($0) }
    }

    /// A section with no matching rows drops out of a filtered view, and an empty
    /// unnamed section beside named ones is not there at all, as in SwiftUI.
    public func isShown(_ section: Section) -> Bool {
        if section.header == nil && section.count == 0 && sections.count > 1 { return false }
        guard let filter else { return true }
        return filter.isPaged ? filter.count(in: section) > 0 : section.rows.contains(where: matches)
    }

    public func sectionIndex(of focus: Focus) -> Int? {
        switch focus {
        case .title: return nil
        case .header(let s), .footer(let s): return document.sectionIndex(of: s)
        case .row(let r): return document.sectionID(of: r).flatMap(document.sectionIndex(of:))
        }
    }

    // MARK: Items

    private func firstItem(from index: Int) -> Focus? {
        var next = shownSection(from: index)
        while let i = next {
            let s = sections[i]
            if s.header != nil { return .header(s.id) }
            if let row = shownRows(s).first { return .row(row.id) }
            if s.footer != nil && filter == nil { return .footer(s.id) }
            next = shownSection(from: i + 1)
        }
        return nil
    }

    private func lastItem(through index: Int) -> Focus? {
        var previous = shownSection(through: index)
        while let i = previous {
            let s = sections[i]
            if s.footer != nil && filter == nil { return .footer(s.id) }
            if let row = shownRows(s).last { return .row(lastShown(in: row)) }
            if s.header != nil { return .header(s.id) }
            previous = shownSection(through: i - 1)
        }
        return nil
    }

    public func item(after focus: Focus) -> Focus? {
        switch focus {
        case .title:
            return firstItem(from: 0)
        case .header(let sid):
            guard let i = document.sectionIndex(of: sid) else { return nil }
            let s = sections[i]
            if let row = shownRows(s).first { return .row(row.id) }
            if s.footer != nil && filter == nil { return .footer(sid) }
            return firstItem(from: i + 1)
        case .row(let rid):
            guard let (i, _) = document.locate(rid) else { return nil }
            if let next = shownRow(after: rid) { return .row(next) }
            if sections[i].footer != nil && filter == nil { return .footer(sections[i].id) }
            return firstItem(from: i + 1)
        case .footer(let sid):
            guard let i = document.sectionIndex(of: sid) else { return nil }
            return firstItem(from: i + 1)
        }
    }

    public func item(before focus: Focus) -> Focus? {
        switch focus {
        case .title:
            return nil
        case .header(let sid):
            guard let i = document.sectionIndex(of: sid) else { return nil }
            return lastItem(through: i - 1) ?? .title
        case .row(let rid):
            guard let (i, _) = document.locate(rid) else { return nil }
            if let previous = shownRow(before: rid) { return .row(previous) }
            if sections[i].header != nil { return .header(sections[i].id) }
            return lastItem(through: i - 1) ?? .title
        case .footer(let sid):
            guard let i = document.sectionIndex(of: sid) else { return nil }
            if let row = shownRows(sections[i]).last { return .row(lastShown(in: row)) }
            if sections[i].header != nil { return .header(sid) }
            return lastItem(through: i - 1) ?? .title
        }
    }

    public var lastItem: Focus? { lastItem(through: sections.count - 1) }

    // MARK: Rows

    /// The next shown sibling: the level rotor's step, skipping subtrees.
    public func sibling(after id: RowID) -> RowID? {
        let rows = document.siblings(of: id)
        guard let r = rows.firstIndex(where: { $0.id == id }) else { return nil }
        return rows[(r + 1)...].first(where: matches)?.id
    }

    /// The next (or, `forward` false, previous) shown sibling of a row that is not
    /// among `leaving`, in one walk of its siblings: stepping over each one leaving
    /// looked up each anew (deleting 8,000 rows selected in a row: 8,000 walks).
    public func sibling(of id: RowID, forward: Bool, avoiding leaving: Set<RowID>) -> RowID? {
        sibling(of: id, forward: forward, avoidingWhere: leaving.contains)
    }

    /// The same, the rows leaving told by a test: a selection kept as a rule, not ids.
    public func sibling(of id: RowID, forward: Bool, avoidingWhere leaves: (RowID) -> Bool) -> RowID? {
        let rows = document.siblings(of: id)
        guard let r = rows.firstIndex(where: { $0.id == id }) else { return nil }
        let stays = { (row: Row) in !leaves(row.id) && matches(row) }
        return (forward ? rows[(r + 1)...].first(where: stays) : rows[..<r].last(where: stays))?.id
    }

    public func sibling(before id: RowID) -> RowID? {
        let rows = document.siblings(of: id)
        guard let r = rows.firstIndex(where: { $0.id == id }) else { return nil }
        return rows[..<r].last(where: matches)?.id
    }

    /// The first and last shown rows at a row's level, under the same parent.
    public func siblingEnds(of id: RowID) -> (first: RowID, last: RowID)? {
        let rows = document.siblings(of: id).filter(matches)
        guard let first = rows.first, let last = rows.last else { return nil }
        return (first.id, last.id)
    }

    /// The last row shown inside a row, at whatever depth, or the row itself.
    private func lastShown(in row: Row) -> RowID {
        var current = row
        while let last = shownChildren(current).last { current = last }
        return current.id
    }

    /// The next shown row in reading order within the same section: into an
    /// expanded row's children, and out again after the last of them.
    private func shownRow(after id: RowID) -> RowID? {
        guard let sid = document.sectionID(of: id), let section = document.section(sid), !isFolded(section) else { return nil }
        if let row = document.row(id), let child = shownChildren(row).first { return child.id }
        var current = id
        while true {
            if let next = sibling(after: current) { return next }
            guard let up = document.parent(of: current) else { return nil }
            current = up
        }
    }

    private func shownRow(before id: RowID) -> RowID? {
        guard let sid = document.sectionID(of: id), let section = document.section(sid), !isFolded(section) else { return nil }
        if let previous = sibling(before: id), let row = document.row(previous) { return lastShown(in: row) }
        return document.parent(of: id)
    }

    /// The next shown row in reading order, crossing sections.
    public func row(after focus: Focus) -> RowID? {
        if case .row(let id) = focus, let next = shownRow(after: id) { return next }
        let start: Int
        switch focus {
        case .title: start = 0
        case .header(let s): start = document.sectionIndex(of: s) ?? 0
        case .row, .footer: start = (sectionIndex(of: focus) ?? -1) + 1
        }
        var next = shownSection(from: start)
        while let i = next {
            if let row = shownRows(sections[i]).first { return row.id }
            next = shownSection(from: i + 1)
        }
        return nil
    }

    public func row(before focus: Focus) -> RowID? {
        if case .row(let id) = focus, let previous = shownRow(before: id) { return previous }
        let start: Int
        switch focus {
        case .title: return nil
        case .footer(let s): start = document.sectionIndex(of: s) ?? -1
        case .header, .row: start = (sectionIndex(of: focus) ?? 0) - 1
        }
        var previous = shownSection(through: start)
        while let i = previous {
            if let row = shownRows(sections[i]).last { return lastShown(in: row) }
            previous = shownSection(through: i - 1)
        }
        return nil
    }

    public var firstRow: RowID? { row(after: .title) }

    public var lastRow: RowID? {
        var previous = shownSection(through: sections.count - 1)
        while let i = previous {
            if let row = shownRows(sections[i]).last { return lastShown(in: row) }
            previous = shownSection(through: i - 1)
        }
        return nil
    }

    // MARK: Sections

    public var shownSectionIndices: [Int] {
        filter == nil ? sections.indices.filter { isShown(sections[$0]) } : matchingSections.filter { isShown(sections[$0]) }
    }

    /// How many sections are shown, without walking them all.
    public var shownSectionCount: Int {
        filter == nil ? sections.count - hiddenUnnamed.count : matchingSections.count
    }

    /// A shown section's number among the shown ones, from 1.
    public func shownSectionNumber(_ index: Int) -> Int {
        guard filter == nil else { return firstIndex(in: matchingSections, where: { $0 >= index }) + 1 }
        return index + 1 - hiddenUnnamed.filter { $0 < index }.count
    }

    /// The index of the shown section numbered `n` (from 1), nil past the last:
    /// unfiltered, found past the hidden unnamed sections before it, not by walking every section.
    public func shownSectionIndex(number n: Int) -> Int? {
        guard n >= 1 else { return nil }
        guard filter == nil else {
            let shown = shownSectionIndices
            return n <= shown.count ? shown[n - 1] : nil
        }
        var index = n - 1
        for hidden in hiddenUnnamed where hidden <= index { index += 1 }
        return index < sections.count ? index : nil
    }

    public var firstShownSection: Int? { shownSection(from: 0) }
    public var lastShownSection: Int? { shownSection(through: sections.count - 1) }

    /// Unfiltered, only an empty unnamed section beside named ones is left out.
    private var hiddenUnnamed: [Int] { document.unnamedSections.filter { !isShown(sections[$0]) } }

    public func section(after focus: Focus) -> SectionID? {
        let start = focus == .title ? 0 : (sectionIndex(of: focus) ?? -1) + 1
        return shownSection(from: start).map { sections[$0].id }
    }

    public func section(before focus: Focus) -> SectionID? {
        guard let current = sectionIndex(of: focus) else { return nil }
        // From inside a section, its own header is the previous heading.
        let end: Int
        if case .header = focus { end = current } else { end = current + 1 }
        return shownSection(through: end - 1).map { sections[$0].id }
    }

    // MARK: Numbers

    /// A row's number and the count it is out of: within its section, or across the
    /// whole filtered view while a filter is on, the numbers the user hears and types.
    /// Below the top level a row counts among its siblings, the rows under the same parent.
    /// In a section read as a window a top-level row's number is its rank.
    public func number(of id: RowID) -> (index: Int, count: Int)? {
        guard let sid = document.sectionID(of: id) else { return nil }
        if filter == nil, document.parent(of: id) == nil, let section = document.section(sid), !section.isLoaded {
            guard let i = section.index(of: id) else { return nil }
            return (section.rank(atIndex: i) + 1, section.count)
        }
        if filter == nil || document.parent(of: id) != nil {
            let rows = filter == nil ? document.siblings(of: id) : document.siblings(of: id).filter(matches)
            guard let i = rows.firstIndex(where: { $0.id == id }) else { return nil }
            return (i + 1, rows.count)
        }
        guard let filter, let index = filter.index(of: id) else { return nil }
        return (index + 1, filter.count)
    }

    /// The rows a number counts among, given where the focus is.
    public func numberedRows(near focus: Focus) -> NumberedRows {
        if case .row(let id) = focus, document.parent(of: id) != nil {
            return NumberedRows(filter == nil ? document.siblings(of: id) : document.siblings(of: id).filter(matches))
        }
        if let filter, filter.isPaged {
            return NumberedRows(count: filter.count) { n in filter.row(at: n - 1).flatMap(document.row) }
        }
        if let filter { return NumberedRows(document.rows(withIDs: filter.rows)) }
        guard let i = numberedSection(near: focus) else { return NumberedRows([]) }
        return NumberedRows(section: sections[i])
    }

    /// The section whose top-level rows a number counts among when no filter is on
    /// and the focus is not inside a row: the focus's, else the first with rows.
    public func numberedSection(near focus: Focus) -> Int? {
        let i = sectionIndex(of: focus) ?? sections.firstIndex(where: { $0.count > 0 }) ?? 0
        return i < sections.count ? i : nil
    }
}

/// The rows numbers count among: every one held, or a section read as a window,
/// counted whole and holding the rows of its runs. A number outside the runs has
/// no row here; the session reads the rows a typed number names before it runs.
public struct NumberedRows: Sendable {
    /// The rows held, in order.
    public let rows: [Row]
    private let section: Section?
    private let numbered: (@Sendable (Int) -> Row?)?
    public let count: Int

    init(_ rows: [Row]) {
        self.rows = rows
        section = nil
        numbered = nil
        count = rows.count
    }

    /// A filter read a page at a time: a row is looked up by its number among those read.
    init(count: Int, numbered: @escaping @Sendable (Int) -> Row?) {
        rows = []
        section = nil
        self.numbered = numbered
        self.count = count
    }

    init(section: Section) {
        rows = section.rows
        self.section = section.isLoaded ? nil : section
        numbered = nil
        count = section.count
    }

    /// The row a person calls number `n`, 1 for the first; nil for a number out of range or not read.
    public func element(numbered n: Int) -> Row? {
        guard n >= 1, n <= count else { return nil }
        if let numbered { return numbered(n) }
        guard let section else { return rows[n - 1] }
        return section.index(ofRank: n - 1).map { rows[$0] }
    }
}

/// Binary search: the first index of a sorted array where `rising` holds, once it holds for the rest.
private func firstIndex(in sorted: [Int], where rising: (Int) -> Bool) -> Int {
    var low = 0, high = sorted.count
    while low < high {
        let mid = (low + high) / 2
        if rising(sorted[mid]) { high = mid } else { low = mid + 1 }
    }
    return low
}
