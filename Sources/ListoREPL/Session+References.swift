import ListoAnnouncer
import ListoModel

/// Turning what the user typed into ids, before anything is changed.
extension Session {
    /// A row by number (in the focused section, or the filtered view), `.` for
    /// the focused row, or a title: exact first, then a unique prefix, ignoring case.
    func resolveRow(_ text: String) throws -> RowID {
        let reference = Session.unquoted(text.trimmingCharacters(in: .whitespaces))
        if reference == "." { return try focusedRow() }
        let v = view
        if let n = Int(reference) {
            let rows = v.numberedRows(near: focus)
            guard n >= 1 && n <= rows.count else { throw Refusal.noRowNumber(n, count: rows.count) }
            return rows[n - 1].id
        }
        let name = reference.lowercased()
        let candidates = v.sections.flatMap { v.matchingRows($0) }
        let exact = candidates.filter { $0.title.lowercased() == name }
        if exact.count == 1 { return exact[0].id }
        if exact.count > 1 { throw Refusal.ambiguousRow(reference, candidates: exact.map { describe($0) }) }
        let prefixed = candidates.filter { $0.title.lowercased().hasPrefix(name) }
        if prefixed.count == 1 { return prefixed[0].id }
        if prefixed.count > 1 {
            throw Refusal.ambiguousRow(reference, candidates: prefixed.prefix(9).map { describe($0) })
        }
        throw Refusal.noSuchRow(reference)
    }

    /// A candidate as said in an ambiguity: its title and where it is.
    private func describe(_ row: Row) -> String {
        guard let (i, n) = view.number(of: row.id) else { return row.title }
        let section = document.sectionID(of: row.id).flatMap { document.section($0)?.header }
        return "\(row.title), \(i) of \(n)" + (section.map { " in \($0)" } ?? "")
    }

    static func unquoted(_ text: String) -> String {
        if text.count >= 2, let first = text.first, let last = text.last, first == last, first == "\"" || first == "'" {
            return String(text.dropFirst().dropLast())
        }
        return text
    }

    /// For commands that take a row and a text: the row comes first as a number,
    /// `.` or a quoted title; otherwise the whole line is the text, for the focused row.
    func splitReference(_ arg: String) throws -> (row: RowID, text: String) {
        let trimmed = arg.trimmingCharacters(in: .whitespaces)
        if let quote = trimmed.first, quote == "\"" || quote == "'" {
            let body = trimmed.dropFirst()
            if let close = body.firstIndex(of: quote) {
                let row = try resolveRow(String(body[..<close]))
                return (row, body[body.index(after: close)...].trimmingCharacters(in: .whitespaces))
            }
        }
        let (word, rest) = Session.split(trimmed)
        if word == "." || Int(word) != nil {
            return (try resolveRow(word), rest)
        }
        return (try focusedRow(), trimmed)
    }
}
