import FoundationEssentials
import ListoModel

/// A row's fields in Markdown, readable as they are: `- [ ] Call Ana (due
/// 2026-12-01, pinned)`. The checkbox is `done`; the brackets hold the rest, a true
/// boolean by its name, a false one as `not NAME` (`unread` for read), a value
/// after its name. A list's `Fields:` line declares their types, and brackets whose
/// parts are not all fields stay part of the title. The states listo writes
/// (pinned, snoozed, unread, not done, due DATE) are read as states whether or not
/// the Fields line declares them, so a file without one keeps its pinned rows pinned.
enum MarkdownFields {
    struct Item {
        var title: String
        var fields: [String: FieldValue]
        var pinned: Bool
        /// The paragraph indented under the item, its lines joined by newlines.
        var notes: String?
    }

    /// How much deeper than its item a note's lines are indented: where a Markdown
    /// list item's own paragraphs go, so a viewer shows them under the item.
    static let noteIndent = "  "

    /// A row's notes as lines under its item, each `indent` deeper. A blank line stays
    /// blank; a line that would read as an item, a heading or a footer's list marker
    /// (`- `, `* `, `#`) or that starts with a backslash is written after a backslash,
    /// which Markdown shows as nothing and the import takes off.
    static func noteLines(_ notes: String, indent: String) -> [String] {
        notes.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            if String(line).trimmingSpaces().isEmpty { return "" }
            let start = line.drop { $0 == " " || $0 == "\t" }
            let escaped = start.hasPrefix("#") || start.hasPrefix("- ") || start.hasPrefix("* ") || start.hasPrefix("\\")
                || start == "-" || start == "*"
            return indent + (escaped ? "\\" : "") + line
        }
    }

    /// A note's line as written, less the indent it was written with and its escape.
    static func noteText(_ line: String, indent: Int) -> String {
        var rest = Substring(line)
        var taken = 0
        while taken < indent, let c = rest.first, c == " " || c == "\t" {
            taken += c == "\t" ? 4 : 1
            rest = rest.dropFirst()
        }
        if rest.hasPrefix("\\") { rest = rest.dropFirst() }
        return String(rest)
    }

    /// Whether a list's fields go without a Fields line: they are the fields an import
    /// of its rows with none would declare (the checkbox, then the fields in a role and
    /// the true-or-false fields its rows hold, as `importFile` declares them), each one an
    /// item's brackets are read as without a declaration (pinned, snoozed, unread, due
    /// DATE). `held` gives the fields the rows hold; it reads the list, so it is asked only
    /// of fields that could go without saying.
    static func goWithoutSaying<E: Error>(_ fields: [FieldDeclaration], held: () throws(E) -> [String: FieldType]) throws(E) -> Bool {
        guard fields.first == Exchange.checkbox else { return false }
        let readable = fields.allSatisfy { d in
            d.type == .boolean ? [FieldRole.pinned, .snoozed, .read, .done].contains { $0.isNamed(d.name) } : d.type == .date && FieldRole.due.isNamed(d.name)
        }
        guard readable else { return false }
        if fields == [Exchange.checkbox] { return true }
        let rows = try held()
        var derived = ListSettings(fields: [Exchange.checkbox])
        _ = derived.declareRoleFields(held: rows)
        derived.declareHeldStates(held: rows)
        return derived.fields == fields
    }

    static func suffix(_ row: Row, _ settings: ListSettings, done: String = FieldNames.done) -> String {
        let declared = settings.fields.map(\.name)
        let others = row.fields.keys.filter { !declared.contains($0) }.sorted()
        var parts: [String] = []
        for name in declared + others where name != done {
            guard let value = row.fields[name] else { continue }
            switch value {
            case .bool(true): parts.append(name)
            case .bool(false): parts.append(name == FieldNames.read ? "unread" : "not \(name)")
            default: parts.append("\(name) \(value.canonicalText.replacing(every: "\n", with: " "))")
            }
        }
        return parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")"
    }

    static func declarations(_ text: String, line: Int) throws(ImportProblem) -> [FieldDeclaration] {
        var out: [FieldDeclaration] = []
        let body = text.hasSuffix(".") ? String(text.dropLast()) : text
        for part in body.components(separatedBy: ", ") {
            let words = part.split(separator: " ").map(String.init)
            guard words.count == 2 else { throw .syntax(line: line) }
            guard let type = FieldType(rawValue: words[1]) else { throw .unknownValue(words[1], field: "type", line: line) }
            out.append(FieldDeclaration(words[0], type))
        }
        return out
    }

    /// The brackets are found and split by their bytes, not by searching the text
    /// as characters: an import reads a million items. `changed` hears a number
    /// past 15 digits that a number would keep as other digits (12345678901234567
    /// kept as ...568), for the import to refuse: its field, the digits read and
    /// those kept. Digits a number keeps exactly (9223372036854775808, as listo
    /// exports a value that large) pass, so every number kept is exported as read.
    /// `notADay` hears a date field given something written as a day that is none
    /// (`due 2026-02-30`), for the import to refuse, where other text stays in the title.
    /// `language` names a state in a role that the list does not declare (`due`, `pinned`):
    /// in a Spanish store `vence`, `fijada`, as a Spanish list declares them.
    static func item(_ text: String, done: Bool, fields declared: [FieldDeclaration], language: Language = .en,
                     changed: (String, String, String) -> Void = { _, _, _ in },
                     notADay: (String, String) -> Void = { _, _ in }) -> Item {
        // A ticked box is the list's done field, whatever its name (hecha in a Spanish list).
        let doneName = FieldRole.done.field(in: declared)?.name ?? FieldNames.done
        var plain = Item(title: text, fields: done ? [doneName: .bool(true)] : [:], pinned: false)
        let utf8 = text.utf8
        guard text.hasSuffix(")"), let open = lastOpening(utf8) else { return plain }
        var fields = plain.fields
        // Between " (" and the last ")", parts apart by ", ": all ASCII, so every index is a character's.
        var start = utf8.index(open, offsetBy: 2)
        let end = utf8.index(before: utf8.endIndex)
        var cursor = start
        while true {
            let atSeparator = cursor < end && utf8[cursor] == UInt8(ascii: ",") && utf8.index(after: cursor) < end
                && utf8[utf8.index(after: cursor)] == UInt8(ascii: " ")
            if cursor == end || atSeparator {
                guard let (name, value) = field(String(text[start..<cursor]), declared, language, changed, notADay) else { return plain }
                fields[name] = value
                if cursor == end { break }
                cursor = utf8.index(cursor, offsetBy: 2)
                start = cursor
            } else {
                cursor = utf8.index(after: cursor)
            }
        }
        plain.title = String(text[..<open])
        plain.fields = fields
        plain.pinned = fields.contains { FieldRole.pinned.isNamed($0.key) && $0.value == .bool(true) }
        return plain
    }

    /// Four digits, a dash, two digits, a dash, two digits: how listo writes a day.
    private static func writtenAsADay(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 10 else { return false }
        return bytes.enumerated().allSatisfy { i, b in i == 4 || i == 7 ? b == UInt8(ascii: "-") : (b >= 48 && b <= 57) }
    }

    /// Where the last " (" starts.
    private static func lastOpening(_ utf8: String.UTF8View) -> String.Index? {
        var i = utf8.index(before: utf8.endIndex)
        while i > utf8.startIndex {
            let before = utf8.index(before: i)
            if utf8[before] == UInt8(ascii: " ") && utf8[i] == UInt8(ascii: "(") { return before }
            i = before
        }
        return nil
    }

    private static func field(_ part: String, _ declared: [FieldDeclaration], _ language: Language,
                              _ changed: (String, String, String) -> Void, _ notADay: (String, String) -> Void) -> (String, FieldValue)? {
        let lookup = { (name: String) in declared.first { $0.name == name } }
        if part == "unread", lookup(FieldNames.read)?.type == .boolean { return (FieldNames.read, .bool(false)) }
        if part.hasPrefix("not "), let d = lookup(String(part.dropFirst(4))), d.type == .boolean { return (d.name, .bool(false)) }
        if let d = lookup(part), d.type == .boolean { return (d.name, .bool(true)) }
        guard let space = part.firstIndex(of: " "), let d = lookup(String(part[..<space])), d.type != .boolean else {
            return undeclaredState(part, declared, language, notADay)
        }
        let text = String(part[part.index(after: space)...])
        switch d.type {
        case .date:
            guard let day = CalendarDate(iso: text) else {
                if writtenAsADay(text) { notADay(d.name, text) }
                return nil
            }
            return (d.name, .date(day))
        case .number:
            guard let n = FieldValue.number(text: text) else { return nil }
            if FieldValue.digitCount(text) > FieldValue.numberDigits, FieldValue.plainDigits(n) != text {
                changed(d.name, text, FieldValue.plainDigits(n))
            }
            return (d.name, .number(n))
        case .text: return (d.name, .text(text))
        case .boolean: return nil
        }
    }

    /// A state listo writes, in a role it knows, that the Fields line does not
    /// declare (or that there is no Fields line to declare): pinned, not snoozed,
    /// unread, due 2026-12-04. Under the field the list declares in that role where
    /// it has one of the right type, else under the name written, or in a Spanish
    /// store under the role's Spanish name (vence, fijada, pospuesta, leída, hecha).
    private static func undeclaredState(_ part: String, _ declared: [FieldDeclaration], _ language: Language,
                                        _ notADay: (String, String) -> Void) -> (String, FieldValue)? {
        func named(_ role: FieldRole, _ written: String) -> String { language == .en ? written : role.name(in: language) }
        if let space = part.firstIndex(of: " "), !part.hasPrefix("not ") {
            let name = String(part[..<space])
            let text = String(part[part.index(after: space)...])
            guard FieldRole.due.isNamed(name) else { return nil }
            guard let day = CalendarDate(iso: text) else {
                if writtenAsADay(text) { notADay(name, text) }
                return nil
            }
            if let d = FieldRole.due.field(in: declared) { return d.type == .date ? (d.name, .date(day)) : nil }
            return (named(.due, name), .date(day))
        }
        let (name, value) = part == "unread" ? (FieldNames.read, false) : part.hasPrefix("not ") ? (String(part.dropFirst(4)), false) : (part, true)
        guard let role = [FieldRole.pinned, .snoozed, .read, .done].first(where: { $0.isNamed(name) }) else { return nil }
        if let d = role.field(in: declared) { return d.type == .boolean ? (d.name, .bool(value)) : nil }
        return (named(role, name), .bool(value))
    }
}
