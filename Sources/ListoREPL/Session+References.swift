import ListoAnnouncer
import ListoModel

/// Turning what the user typed into ids, before anything is changed.
extension Session {
    /// A row by number (in the focused section, or the filtered view), `.` for
    /// the focused row, or a title: exact first, then a unique prefix, ignoring case.
    func resolveRow(_ reference: RowReference) throws -> RowID {
        let v = view
        let text: String
        switch reference {
        case .focused: return try focusedRow()
        case .number(let n):
            let rows = v.numberedRows(near: focus)
            guard n >= 1 && n <= rows.count else { throw Refusal.noRowNumber(n, count: rows.count) }
            return rows[n - 1].id
        case .title(let title): text = title
        }
        let name = text.lowercased()
        let candidates = v.sections.flatMap { v.matchingRows($0) }
        let exact = candidates.filter { $0.title.lowercased() == name }
        if exact.count == 1 { return exact[0].id }
        if exact.count > 1 { throw Refusal.ambiguousRow(text, candidates: exact.map { describe($0) }) }
        let prefixed = candidates.filter { $0.title.lowercased().hasPrefix(name) }
        if prefixed.count == 1 { return prefixed[0].id }
        if prefixed.count > 1 {
            throw Refusal.ambiguousRow(text, candidates: prefixed.prefix(9).map { describe($0) })
        }
        throw Refusal.noSuchRow(text)
    }

    /// The row named, or the focused row when none was.
    func row(_ reference: RowReference?) throws -> RowID {
        try reference.map(resolveRow) ?? focusedRow()
    }

    /// A candidate as said in an ambiguity: its title and where it is.
    private func describe(_ row: Row) -> String {
        guard let (i, n) = view.number(of: row.id) else { return row.title }
        let section = document.sectionID(of: row.id).flatMap { document.section($0)?.header }
        return "\(row.title), \(i) of \(n)" + (section.map { " in \($0)" } ?? "")
    }
}
