import ListoModel

/// A Markdown file's lists, read in two passes so that a file of a million items
/// is never held as rows. The first reads what each line is, checks the whole
/// file (what is wrong is thrown, on its line, before anything is written; a number
/// whose digits would not be kept is found as its row is made, and the import's
/// transaction takes back what was written) and
/// keeps each list's name and fields and each section's header, footer, the
/// lines its items lie in and how many there are; the second makes a section's
/// rows a page of top-level rows at a time, each handed over as it is made.
/// Holding every item, then every row, of a million-row file took 682 MB.
struct MarkdownReader {
    struct SectionOutline {
        var header: String?
        var footer: [String] = []
        /// From the start of its first item's line to the end of its last item's.
        var items: Range<Int>?
        /// The file's line number of its first item, for a problem found as its rows are made.
        var firstLine = 0
        /// Its items at every depth, and those not inside another.
        var rows = 0
        var top = 0
    }

    struct ListOutline {
        var name: String
        var fields: [FieldDeclaration] = []
        var sections: [SectionOutline] = [SectionOutline()]
        /// Each section's header, folded, to refuse one said twice.
        var headers: Set<String> = []
        /// The indents of the items the next one may be inside, outermost first.
        var open: [Int] = []
    }

    private let bytes: [UInt8]
    /// The language the fields a list does not declare are named in: the checkbox and
    /// the states listo writes (hecha, vence, fijada in a Spanish store).
    private let language: Language
    private(set) var lists: [ListOutline] = []

    /// Reads and checks the whole file: `bytes` must be valid UTF-8. Items before any
    /// `#` heading (a plain Markdown list, as people write one) are a list named `name`,
    /// as a todo.txt file is named after itself; other text there names no list and is refused.
    init(_ bytes: [UInt8], language: Language = .en, name: String? = nil) throws {
        self.bytes = bytes
        self.language = language
        var names: Set<String> = []
        try ImportLines.each(bytes, in: 0..<bytes.count) { line, number, span in
            let trimmed = line.trimmingSpaces()
            if trimmed.isEmpty { return }
            if trimmed.hasPrefix("# ") {
                let name = String(trimmed.dropFirst(2)).trimmingSpaces()
                guard names.insert(Names.key(name)).inserted else { throw ImportProblem.duplicateList(name, line: number) }
                lists.append(ListOutline(name: name))
                return
            }
            if lists.isEmpty, let name, MarkdownReader.item(trimmed) != nil {
                names.insert(Names.key(name))
                lists.append(ListOutline(name: name))
            }
            guard !lists.isEmpty else { throw ImportProblem.rowOutsideList(line: number) }
            try lists[lists.count - 1].read(line, trimmed, number: number, span: span)
        }
        guard !lists.isEmpty else { throw ImportProblem.empty }
        // Without a Fields line, the checkbox is the list's one field, named in the store's language.
        let checkbox = FieldDeclaration(FieldRole.done.name(in: language), .boolean)
        for i in lists.indices where lists[i].fields.isEmpty { lists[i].fields = [checkbox] }
    }

    /// The list's sections, each with its rows a page at a time: `each` is given the
    /// section with its first page and its count of top-level rows, then its other
    /// pages with the same id. Ids are taken from `next` in reading order.
    func sections(of list: ListOutline, page: Int, nextID next: inout Int64, _ each: (Section, Int?) throws -> Void) throws {
        // Whether rows arrive unread is the list's to say, once, not each row's.
        let settings = ListSettings(fields: list.fields)
        let unread = settings.readField != nil
        for (i, s) in list.sections.enumerated() where s.header != nil || s.rows > 0 || !s.footer.isEmpty || i == 0 {
            if i == 0 && s.rows == 0 && s.footer.isEmpty && list.sections.count > 1 { continue }
            let id = SectionID(next)
            next += 1
            func section(_ rows: [Row]) -> Section {
                Section(id: id, header: s.header, footer: s.footer.isEmpty ? nil : s.footer.joined(separator: " "),
                        position: Positions.spaced(i), rows: rows)
            }
            guard let range = s.items else {
                try each(section([]), 0)
                continue
            }
            var open: [Int] = []
            // The items of the top-level row being read, and the rows made.
            var items: [(item: MarkdownFields.Item, depth: Int)] = []
            var made: [Row] = []
            var top = 0
            func make() {
                var taken = 0
                // Items in reading order become rows, each taking the deeper items after it as its children.
                func rows(at depth: Int, first: Int) -> [Row] {
                    var out: [Row] = []
                    while taken < items.count, items[taken].depth == depth {
                        let item = items[taken].item
                        taken += 1
                        var row = Row(id: RowID(next), title: item.title, notes: item.notes, fields: item.fields, moveDisabled: item.pinned,
                                      deleteDisabled: item.pinned, position: Positions.spaced(first + out.count))
                        next += 1
                        row.children = rows(at: depth + 1, first: 0)
                        out.append(depth == 0 && unread ? settings.arriving(row) : row)
                    }
                    return out
                }
                made.append(contentsOf: rows(at: 0, first: top))
                top += 1
                items.removeAll(keepingCapacity: true)
            }
            var handed = false
            var notKept: ImportProblem?
            // Blank lines since the last note line, kept between its paragraphs.
            var blanks = 0
            try ImportLines.each(bytes, in: range) { line, number, _ in
                let trimmed = line.trimmingSpaces()
                guard let (done, title) = MarkdownReader.item(trimmed) else {
                    // A line indented under the item just read is its notes.
                    guard !items.isEmpty, let itemIndent = open.last else { return }
                    if trimmed.isEmpty {
                        if items[items.count - 1].item.notes != nil { blanks += 1 }
                        return
                    }
                    guard MarkdownReader.indent(of: line) >= itemIndent + MarkdownFields.noteIndent.count else { return }
                    let text = MarkdownFields.noteText(line, indent: itemIndent + MarkdownFields.noteIndent.count)
                    let before = items[items.count - 1].item.notes.map { $0 + String(repeating: "\n", count: blanks + 1) } ?? ""
                    items[items.count - 1].item.notes = before + text
                    blanks = 0
                    return
                }
                blanks = 0
                let depth = MarkdownReader.depth(of: line, open: &open)
                if depth == 0 && !items.isEmpty {
                    make()
                    if made.count == page {
                        try each(section(made), s.top)
                        handed = true
                        made.removeAll(keepingCapacity: true)
                    }
                }
                let line = s.firstLine + number - 1
                let item = MarkdownFields.item(String(title), done: done, fields: list.fields, language: language, changed: { field, typed, kept in
                    if notKept == nil { notKept = .numberNotKept(field: field, text: typed, kept: kept, line: line) }
                }, notADay: { field, typed in
                    if notKept == nil { notKept = .unknownValue(typed, field: field, line: line) }
                })
                if let notKept { throw notKept }
                items.append((item, depth))
            }
            if !items.isEmpty { make() }
            if !made.isEmpty || !handed { try each(section(made), s.top) }
        }
    }

    /// Whether a trimmed line is an item, whether it is ticked, and its text; nil for any
    /// other line. listo writes `- [ ] ` and `- [x] `; a task list's `* ` and `+ `
    /// bullets are read as well, and a bullet without a box (`- Milk`, a plain list) is
    /// a row not done. A bullet starting with a box of anything else (`- [?] b`) is no
    /// item, and is refused as no row, as is a bullet with nothing after it.
    static func item(_ trimmed: String) -> (done: Bool, title: Substring)? {
        guard let bullet = trimmed.utf8.first, bullet == UInt8(ascii: "-") || bullet == UInt8(ascii: "*") || bullet == UInt8(ascii: "+"),
              trimmed.utf8.dropFirst().first == UInt8(ascii: " ") else { return nil }
        let rest = trimmed.dropFirst(2)
        if rest.hasPrefix("[ ] ") { return (false, rest.dropFirst(4)) }
        if rest.hasPrefix("[x] ") || rest.hasPrefix("[X] ") { return (true, rest.dropFirst(4)) }
        let text = rest.trimmingPrefix(" ")
        let box = text.utf8.first == UInt8(ascii: "[") && text.dropFirst(2).first == "]"
        guard !text.isEmpty, !box else { return nil }
        return (false, text)
    }

    /// How far a line is indented, a tab as four spaces.
    static func indent(of line: String) -> Int {
        line.prefix { $0 == " " || $0 == "\t" }.reduce(0) { $0 + ($1 == "\t" ? 4 : 1) }
    }

    /// How many items an item is inside: indented under an item, an item is inside it, as in a nested task list.
    static func depth(of line: String, open: inout [Int]) -> Int {
        let indent = indent(of: line)
        while let last = open.last, last >= indent { open.removeLast() }
        defer { open.append(indent) }
        return open.count
    }
}

extension MarkdownReader.ListOutline {
    /// One line of this list, after its `# ` line.
    mutating func read(_ line: String, _ trimmed: String, number: Int, span: Range<Int>) throws(ImportProblem) {
        let untouched = fields.isEmpty && sections.count == 1 && sections[0].rows == 0 && sections[0].footer.isEmpty
        if trimmed.hasPrefix("Fields: ") && untouched {
            fields = try MarkdownFields.declarations(String(trimmed.dropFirst(8)), line: number)
        } else if trimmed.hasPrefix("## ") {
            let header = String(trimmed.dropFirst(3)).trimmingSpaces()
            guard headers.insert(Names.key(header)).inserted else { throw .duplicateSection(header, line: number) }
            sections.append(MarkdownReader.SectionOutline(header: header))
            open = []
        } else if MarkdownReader.item(trimmed) != nil {
            let depth = MarkdownReader.depth(of: line, open: &open)
            guard depth < ListDocument.maxLevel else { throw .markdownLine(.tooDeep, text: trimmed, line: number) }
            let last = sections.count - 1
            if sections[last].items == nil { sections[last].firstLine = number }
            sections[last].items = (sections[last].items?.lowerBound ?? span.lowerBound)..<span.upperBound
            sections[last].rows += 1
            if depth == 0 { sections[last].top += 1 }
        } else if let itemIndent = open.last, let items = sections[sections.count - 1].items, sections[sections.count - 1].footer.isEmpty,
                  MarkdownReader.indent(of: line) >= itemIndent + MarkdownFields.noteIndent.count {
            // Indented under an item: its notes, read with its rows.
            sections[sections.count - 1].items = items.lowerBound..<span.upperBound
        } else if trimmed.hasPrefix("#") || trimmed.hasPrefix("- ") || trimmed.hasPrefix("* ") {
            throw .markdownLine(trimmed.hasPrefix("#") ? .notAHeading : .notARow, text: trimmed, line: number)
        } else {
            sections[sections.count - 1].footer.append(trimmed)
        }
    }
}
