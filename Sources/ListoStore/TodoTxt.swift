import FoundationEssentials
import ListoModel

/// The todo.txt format of todo.txt-cli, Simpletask and Markor, one task a line:
/// `x 2026-11-30 2026-11-20 (A) Call Ana +family @phone due:2026-12-01`.
/// `x` is done, then the completion and creation dates, `(A)` the priority (kept
/// as `pri:A` on a done task), and `due:` the due date; projects, contexts and
/// other tags stay in the title, where todo.txt keeps them. One file is one list
/// without sections. Lines are written back in one order, so a file written by
/// listo reads back to the same bytes.
enum TodoTxt {
    static let fields = [
        FieldDeclaration(FieldNames.done, .boolean), FieldDeclaration("priority", .text), FieldDeclaration(FieldNames.due, .date),
        FieldDeclaration("created", .date), FieldDeclaration("completed", .date),
    ]

    static func export(_ list: ListDocument?) -> String {
        guard let list else { return "" }
        let lines = list.sections.flatMap(\.rows).map(line)
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    static func line(_ row: Row) -> String {
        var parts: [String] = []
        let done = row.flag(FieldNames.done)
        let priority: String? = if case .text(let p) = row.fields["priority"] { p } else { nil }
        if done {
            parts.append("x")
            if case .date(let d) = row.fields["completed"] { parts.append(d.iso) }
        } else if let priority {
            parts.append("(\(priority))")
        }
        if case .date(let d) = row.fields["created"] { parts.append(d.iso) }
        parts.append(row.title.replacing(every: "\n", with: " "))
        if case .date(let d) = row.fields[FieldNames.due] { parts.append("due:\(d.iso)") }
        if done, let priority { parts.append("pri:\(priority)") }
        return parts.joined(separator: " ")
    }

    static func parse(_ text: String, name: String, nextID: inout Int64) throws(ImportProblem) -> ListDocument {
        func take() -> Int64 {
            defer { nextID += 1 }
            return nextID
        }
        let listID = ListID(take())
        let sectionID = SectionID(take())
        var rows: [Row] = []
        for (n, raw) in text.components(separatedBy: "\n").enumerated() {
            let line = (raw.hasSuffix("\r") ? String(raw.dropLast()) : raw).trimmingSpaces()
            if line.isEmpty { continue }
            guard let (title, fields) = task(line) else { throw .syntax(line: n + 1) }
            rows.append(Row(id: RowID(take()), title: title, fields: fields, position: Positions.spaced(rows.count)))
        }
        return ListDocument(
            id: listID, name: name, settings: ListSettings(fields: fields),
            sections: [Section(id: sectionID, header: nil, position: Positions.gap, rows: rows)])
    }

    /// One task's title and fields, or nil when nothing is left for a title.
    static func task(_ line: String) -> (String, [String: FieldValue])? {
        var words = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        var fields: [String: FieldValue] = [:]
        func takeDate(_ name: String) {
            if let first = words.first, let date = CalendarDate(iso: first) {
                fields[name] = .date(date)
                words.removeFirst()
            }
        }
        if words.first == "x" {
            words.removeFirst()
            fields[FieldNames.done] = .bool(true)
            takeDate("completed")
            if fields["completed"] != nil { takeDate("created") }
        } else {
            if let first = words.first, first.count == 3, first.hasPrefix("("), first.hasSuffix(")"),
               let letter = first.dropFirst().first, letter.isUppercase, letter.isASCII {
                fields["priority"] = .text(String(letter))
                words.removeFirst()
            }
            takeDate("created")
        }
        var title: [String] = []
        for word in words {
            if word.hasPrefix("due:"), let date = CalendarDate(iso: String(word.dropFirst(4))), fields[FieldNames.due] == nil {
                fields[FieldNames.due] = .date(date)
            } else if word.hasPrefix("pri:"), word.count == 5, fields[FieldNames.done] != nil, fields["priority"] == nil {
                fields["priority"] = .text(String(word.dropFirst(4)))
            } else {
                title.append(word)
            }
        }
        let text = title.joined(separator: " ").trimmingSpaces()
        return text.isEmpty ? nil : (text, fields)
    }
}
