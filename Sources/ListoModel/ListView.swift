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
    /// Lowercased text a visible row's title must contain.
    public let filter: String?

    public init(document: ListDocument, filter: String?) {
        self.document = document
        self.filter = filter?.lowercased()
    }

    public var sections: [Section] { document.sections }

    public func matches(_ row: Row) -> Bool {
        guard let filter else { return true }
        return row.title.lowercased().contains(filter)
    }

    /// Rows that pass the filter, folded or not.
    public func matchingRows(_ section: Section) -> [Row] {
        filter == nil ? section.rows : section.rows.filter(matches)
    }

    /// Rows reached by moving: matching rows of an unfolded section.
    public func shownRows(_ section: Section) -> [Row] {
        isFolded(section) ? [] : matchingRows(section)
    }

    /// Only the sidebar style folds: a fold kept from it is ignored by the other
    /// styles, as SwiftUI ignores an expansion binding the style does not offer.
    public func isFolded(_ section: Section) -> Bool {
        section.collapsed && document.settings.style.allowsCollapsing
    }

    /// A section with no matching rows drops out of a filtered view, and an empty
    /// unnamed section beside named ones is not there at all, as in SwiftUI.
    public func isShown(_ section: Section) -> Bool {
        if section.header == nil && section.rows.isEmpty && sections.count > 1 { return false }
        return filter == nil || section.rows.contains(where: matches)
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
        var i = index
        while i < sections.count {
            let s = sections[i]
            if isShown(s) {
                if s.header != nil { return .header(s.id) }
                if let row = shownRows(s).first { return .row(row.id) }
                if s.footer != nil && filter == nil { return .footer(s.id) }
            }
            i += 1
        }
        return nil
    }

    private func lastItem(through index: Int) -> Focus? {
        var i = index
        while i >= 0 {
            let s = sections[i]
            if isShown(s) {
                if s.footer != nil && filter == nil { return .footer(s.id) }
                if let row = shownRows(s).last { return .row(row.id) }
                if s.header != nil { return .header(s.id) }
            }
            i -= 1
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
            if let row = shownRows(sections[i]).last { return .row(row.id) }
            if sections[i].header != nil { return .header(sid) }
            return lastItem(through: i - 1) ?? .title
        }
    }

    public var lastItem: Focus? { lastItem(through: sections.count - 1) }

    // MARK: Rows

    /// The next shown row in the same section.
    private func shownRow(after id: RowID) -> RowID? {
        guard let (s, r) = document.locate(id) else { return nil }
        let section = sections[s]
        if isFolded(section) { return nil }
        var j = r + 1
        while j < section.rows.count {
            if matches(section.rows[j]) { return section.rows[j].id }
            j += 1
        }
        return nil
    }

    private func shownRow(before id: RowID) -> RowID? {
        guard let (s, r) = document.locate(id) else { return nil }
        let section = sections[s]
        if isFolded(section) { return nil }
        var j = r - 1
        while j >= 0 {
            if matches(section.rows[j]) { return section.rows[j].id }
            j -= 1
        }
        return nil
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
        var i = start
        while i < sections.count {
            if let row = shownRows(sections[i]).first { return row.id }
            i += 1
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
        var i = start
        while i >= 0 {
            if let row = shownRows(sections[i]).last { return row.id }
            i -= 1
        }
        return nil
    }

    public var firstRow: RowID? { row(after: .title) }

    public var lastRow: RowID? {
        var i = sections.count - 1
        while i >= 0 {
            if let row = shownRows(sections[i]).last { return row.id }
            i -= 1
        }
        return nil
    }

    // MARK: Sections

    public var shownSectionIndices: [Int] { sections.indices.filter { isShown(sections[$0]) } }

    public func section(after focus: Focus) -> SectionID? {
        let start = focus == .title ? 0 : (sectionIndex(of: focus) ?? -1) + 1
        return sections[min(start, sections.count)...].first(where: isShown)?.id
    }

    public func section(before focus: Focus) -> SectionID? {
        guard let current = sectionIndex(of: focus) else { return nil }
        // From inside a section, its own header is the previous heading.
        let end: Int
        if case .header = focus { end = current } else { end = current + 1 }
        return sections[..<end].last(where: isShown)?.id
    }

    // MARK: Numbers

    /// A row's number and the count it is out of: within its section, or across the
    /// whole filtered view while a filter is on, the numbers the user hears and types.
    public func number(of id: RowID) -> (index: Int, count: Int)? {
        guard let (s, _) = document.locate(id) else { return nil }
        if filter == nil {
            let rows = sections[s].rows
            guard let i = rows.firstIndex(where: { $0.id == id }) else { return nil }
            return (i + 1, rows.count)
        }
        var index = 0
        var count = 0
        for section in sections {
            for row in section.rows where matches(row) {
                count += 1
                if row.id == id { index = count }
            }
        }
        return index > 0 ? (index, count) : nil
    }

    /// The rows a number counts among, given where the focus is.
    public func numberedRows(near focus: Focus) -> [Row] {
        if filter != nil { return sections.flatMap { matchingRows($0) } }
        let i = sectionIndex(of: focus) ?? sections.firstIndex(where: { !$0.rows.isEmpty }) ?? 0
        return i < sections.count ? sections[i].rows : []
    }
}
