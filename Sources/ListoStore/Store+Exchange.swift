import FoundationEssentials
import ListoModel

/// A list as an import wrote it.
public struct ImportedList: Hashable, Sendable {
    public var id: ListID
    public var name: String
    public var rows: Int
    /// What the file held that listo could not keep, by kind (iCalendar from other tools).
    public var notKept: [ImportLossCount] = []
    /// The list's swipe actions, both edges, as the file declared them.
    public var actions: [SwipeAction] = []
    /// Repeating tasks the file had done (iCalendar), moved on to their next occurrence.
    public var doneRepeating: [DoneOccurrence] = []

    public init(id: ListID, name: String, rows: Int, notKept: [ImportLossCount] = [], actions: [SwipeAction] = [],
                doneRepeating: [DoneOccurrence] = []) {
        self.id = id
        self.name = name
        self.rows = rows
        self.actions = actions
        self.notKept = notKept
        self.doneRepeating = doneRepeating
    }
}

/// A repeating task another app had done, as an import brought it back: not done,
/// due on its next occurrence, which the import says.
public struct DoneOccurrence: Hashable, Sendable {
    public var title: String
    public var next: CalendarDate
    /// The task's UID: a calendar folder writes its file again, so that the app hears of the next occurrence.
    public var uid: String?

    public init(title: String, next: CalendarDate, uid: String? = nil) {
        self.title = title
        self.next = next
        self.uid = uid
    }
}

/// Export and import a section at a time, so that a list of any size passes
/// through in pieces: memory holds one section, never the list.
extension Store {
    /// Writes every list, or the one named, as `format`; says how many lists it
    /// wrote, and what the format could not hold (todo.txt writes subtasks flat, after their parent).
    @discardableResult
    public func export(
        named name: String? = nil, format: Exchange.Format, to write: @escaping (String) -> Void
    ) throws -> (lists: Int, losses: ExportLosses) {
        var lists = try loadLibrary(withRows: false).lists.filter { name == nil || Names.same($0.name, name!) }
        // A calendar names its sections before its rows: each list's sections, by their counts.
        if format == .ics { lists = try lists.map { try loadList($0.id, readingUpTo: 0) } }
        let losses = try Exchange.write(lists, format: format, sections: { list, each in try forEachSection(of: list.id, each) }, to: write)
        return (lists.count, losses)
    }

    /// Top-level rows an export reads at once, each with its subtree.
    static let exportPage = 1000

    /// Reads a list's sections in order, each with its rows at every depth, a
    /// page of top-level rows at a time: a section of a million rows is handed
    /// over in a thousand pieces, never held whole.
    private func forEachSection(of list: ListID, _ body: (Section) -> Void) throws {
        var sections: [Section] = []
        try connection.query(
            "SELECT \(SQLRows.sectionColumns) FROM sections WHERE list_id = ? ORDER BY position", [.integer(list.raw)]
        ) { c in sections.append(SQLRows.section(c, from: 0)) }
        for section in sections {
            var after: Int64?
            var first = true
            while true {
                // A page at a time: a signal ends the export here.
                try LongWork.checkpoint()
                let rows = try self.rows(of: section.id, after: after, count: Store.exportPage)
                if !rows.isEmpty || first {
                    body(Section(id: section.id, header: section.header, footer: section.footer, collapsed: section.collapsed,
                                 prominence: section.prominence, position: section.position, rows: rows))
                }
                first = false
                guard rows.count == Store.exportPage, let last = rows.last else { break }
                after = last.position
            }
        }
    }

    /// Imports a file's lists in one transaction: all of them, or none. Returns them as read back.
    /// `listName` names the list a todo.txt file becomes.
    public func importLists(_ text: String, format: Exchange.Format, listName: String = "todo") throws -> [ListDocument] {
        try importFile(Array(text.utf8), format: format, listName: listName).map { try loadList($0.id) }
    }

    /// Imports a file's lists in one transaction: all of them, or none. JSON is
    /// read a section at a time and written as it is read; the new rows' words
    /// and counts are indexed in bulk at the end (ImportIndexing). The fields a
    /// todo.txt, Markdown or iCalendar file's syntax gives (todo.txt's x and due:, a
    /// Markdown checkbox and the states listo writes, iCalendar's STATUS and DUE) are
    /// named in the store's language (`fieldLanguage`): in a Spanish store hecha, vence,
    /// prioridad. `language`, the one the run speaks, names them where the store and its
    /// lists name no language: a new store imported into with --language es gets vence, not due.
    public func importFile(_ bytes: [UInt8], format: Exchange.Format, listName: String = "todo", language: Language? = nil) throws -> [ImportedList] {
        // Every id the import writes is one it has just made, each row after its list,
        // section and parent, so its references need no look-up per row (half the cost
        // of writing a row). The setting is this connection's and holds only outside
        // a transaction, so it is changed around the import's.
        let checked = try connection.scalar("PRAGMA foreign_keys") == 1
        if checked { try connection.execute("PRAGMA foreign_keys = OFF") }
        defer { if checked { try? connection.execute("PRAGMA foreign_keys = ON") } }
        return try transaction { () throws -> [ImportedList] in
            var next = try nextID()
            let first = next
            let existing = try loadLibrary(withRows: false)
            let named = try fieldLanguage(existing, spoken: language)
            var position = existing.nextListPosition
            var imported: [ImportedList] = []
            let indexing = try ImportIndexing(connection)
            var writer = try ImportWriter(connection, counted: indexing.deferred, first: first)
            // A section comes whole, or in pages: the first with the section's
            // count of rows, the rest with the same id.
            func add(_ header: ListDocument, notKept: [ImportLossCount] = [], done: [DoneOccurrence] = [], sections: ((Section, Int?) throws -> Void) throws -> Void) throws {
                if existing.list(named: header.name) != nil || imported.contains(where: { Names.same($0.name, header.name) }) {
                    throw ImportProblem.duplicateList(header.name, line: nil)
                }
                var list = header
                // What its actions set is declared, so that a filter finds what they set.
                list.settings.declareActionFields()
                list.position = position
                position = Positions.after(position)
                var created = Changes(list: list.id)
                created.listCreated = true
                try persist(created, from: Library(lists: [list]))
                var rows = 0
                var last: SectionID?
                var held: [String: FieldType] = [:]
                try sections { section, count in
                    // A section, or a page of one, at a time: a signal ends the import here, rolled back.
                    try LongWork.checkpoint()
                    // Rows arrive unread in a list that keeps a read field, whatever the file said of them.
                    let section = list.settings.readField == nil ? section : Section(
                        id: section.id, header: section.header, footer: section.footer, collapsed: section.collapsed,
                        prominence: section.prominence, position: section.position, rows: section.rows.map(list.settings.arriving))
                    for row in section.rows { row.collectFieldTypes(into: &held) }
                    if section.id == last {
                        try writer.insertRows(section.rows, list: list.id, section: section.id)
                    } else {
                        try writer.insert(section, list: list.id, count: count)
                    }
                    last = section.id
                    // Every row, those inside others too, as `listo copy` counts them.
                    rows += section.rows.reduce(section.rows.count) { $0 + $1.descendantCount }
                }
                // A state rows hold that the list does not declare (in a role, or
                // another true-or-false field) is declared, so that what is said of a
                // row is what a filter finds, a toggle sets and a rotor steps through.
                let keptRead = list.settings.readField != nil
                if !(list.settings.declareRoleFields(held: held) + list.settings.declareHeldStates(held: held)).isEmpty {
                    var declared = Changes(list: list.id)
                    declared.listSettings = true
                    try persist(declared, from: Library(lists: [list]))
                }
                // Read declared only now: the rows written without a read value arrive unread, as above.
                if !keptRead, let read = list.settings.readField {
                    // The writer holds rows back to insert them in batches: they go in first.
                    try writer.flush()
                    _ = try connection.changed(
                        "UPDATE rows SET fields = json_set(\(Store.fields), ?1, json('false')) WHERE list_id = ?2 AND json_type(\(Store.fields), ?1) IS NULL",
                        [.text("$.\"" + read.name + "\""), .integer(list.id.raw)])
                }
                imported.append(ImportedList(id: list.id, name: list.name, rows: rows, notKept: notKept, actions: list.settings.allActions.map(\.action),
                                             doneRepeating: done))
            }
            switch format {
            case .json:
                try importJSON(bytes, nextID: &next) { try add($0, sections: $1) }
            case .ics:
                guard let text = String(validating: bytes, as: UTF8.self) else { throw ImportProblem.syntax(line: 1) }
                for (document, notKept, done) in try ICalendarReader.lists(text, name: listName, language: named, nextID: &next) {
                    try add(ListDocument(id: document.id, name: document.name, settings: document.settings), notKept: notKept, done: done) { each in
                        // A page of top-level rows at a time, as Markdown's: a signal ends the import between two.
                        for section in document.sections {
                            var start = 0
                            repeat {
                                let end = min(start + Store.importPage, section.rows.count)
                                try each(Section(id: section.id, header: section.header, footer: section.footer, collapsed: section.collapsed,
                                                 prominence: section.prominence, position: section.position, rows: Array(section.rows[start..<end])),
                                         section.rows.count)
                                start = end
                            } while start < section.rows.count
                        }
                    }
                }
            case .markdown:
                guard (try? UTF8Span(validating: bytes.span)) != nil else { throw ImportProblem.syntax(line: 1) }
                // The whole file is checked before a list is written; rows are then made a page at a time.
                let reader = try MarkdownReader(bytes, language: named, name: listName)
                for list in reader.lists {
                    let header = ListDocument(id: ListID(next), name: list.name, settings: ListSettings(fields: list.fields))
                    next += 1
                    try add(header) { each in try reader.sections(of: list, page: Store.importPage, nextID: &next, each) }
                }
            case .todotxt:
                guard (try? UTF8Span(validating: bytes.span)) != nil else { throw ImportProblem.syntax(line: 1) }
                // Read twice, as Markdown is: checked and its fields found, then its rows a page at a time.
                // Its fields named as the store's lists name them: in a Spanish store, hecha, vence, prioridad.
                var roles = TodoTxt.Roles(language: named)
                let (fields, count) = try TodoTxt.outline(bytes, roles: &roles)
                let header = ListDocument(id: ListID(next), name: listName, settings: ListSettings(fields: fields))
                let section = SectionID(next + 1)
                next += 2
                try add(header) { each in
                    var handed = false
                    try TodoTxt.rows(bytes, page: Store.importPage, roles: roles, nextID: &next) { rows in
                        try each(Section(id: section, header: nil, position: Positions.gap, rows: rows), count)
                        handed = true
                    }
                    if !handed { try each(Section(id: section, header: nil, position: Positions.gap), 0) }
                }
            }
            try writer.flush()
            try connection.query("UPDATE counter SET next_id = ?", [.integer(next)])
            // Every id from the counter's to the new one was handed out here, and only here.
            try indexing.finish(lists: imported.map(\.id), rows: writer.written, ids: first..<next, placement: writer.placement)
            // Once more before the commit: a signal that came while the last rows and the words were written rolls it all back.
            try LongWork.checkpoint()
            return imported
        }
    }

    /// The language an imported file's fields are named in here: the store's own
    /// (the language command's), else that of the first list naming a done or due
    /// field, else the one the run speaks, else English.
    private func fieldLanguage(_ library: Library, spoken: Language?) throws -> Language {
        Store.fieldLanguage(chosen: try settings()["language"].flatMap(Language.init(rawValue:)), library, spoken: spoken)
    }

    /// The same for any store, given its language and lists: the PostgreSQL store
    /// reads a file into one in memory, which holds neither.
    static func fieldLanguage(chosen: Language?, _ library: Library, spoken: Language?) -> Language {
        if let chosen { return chosen }
        for list in library.lists {
            let roles = TodoTxt.Roles(fields: list.settings.fields)
            if roles.all.contains(where: { name in list.settings.fields.contains { $0.name == name } }) { return roles.language }
        }
        return spoken ?? .en
    }

    /// Walks the file once: each list's settings are decoded from its own text
    /// with its sections left out, then each section from its own bytes.
    private func importJSON(
        _ bytes: [UInt8], nextID next: inout Int64,
        add: (ListDocument, ((Section, Int?) throws -> Void) throws -> Void) throws -> Void
    ) throws {
        var scanner = JSONScanner(bytes)
        let utf8 = (try? UTF8Span(validating: bytes.span)) != nil
        var sawLists = false
        try scanner.object { s, key in
            guard key == "lists" else { throw ImportProblem.unknownKey(key, place: .file, line: s.line) }
            sawLists = true
            try s.array { s, index in
                let prefix = ["lists", "[\(index)]"]
                s.skipSpace()
                let start = s.index, line = s.line
                var sections: [(range: Range<Int>, line: Int)] = []
                var array: Range<Int>?
                try s.object { s, key in
                    guard key == "sections" else { try s.value(); return }
                    s.skipSpace()
                    let from = s.index
                    try s.array { s, _ in sections.append(try s.value()) }
                    array = from..<s.index
                }
                // The list's own text with its sections taken out, lines kept, so that a problem is named on its line.
                var text = Array(bytes[start..<(array?.lowerBound ?? s.index)])
                if let array {
                    text += [UInt8(ascii: "[")] + bytes[array].filter { $0 == UInt8(ascii: "\n") } + [UInt8(ascii: "]")]
                    text += bytes[array.upperBound..<s.index]
                }
                let file = try Exchange.decode(Exchange.ListFile.self, text, text.indices, at: prefix, line: line, keys: ImportKeys.list) {
                    ImportKeys.inList($0, list: Exchange.name("name", in: text[...]) ?? "\(index + 1)")
                }
                if let found = ImportKeys.unknown(ImportKeys.list, in: text, at: 0, line: line) { throw ImportKeys.inList(found, list: file.name) }
                let settings: ListSettings
                do {
                    settings = try Exchange.settings(file)
                } catch ImportProblem.unknownValue(let value, let path, nil) {
                    // A value refused is named on its line, as a key or a value of the wrong kind is.
                    let found = JSONLines.line(of: Exchange.pathParts(path), in: String(decoding: text, as: UTF8.self))
                    throw ImportProblem.unknownValue(value, field: path, line: found.map { $0 + line - 1 })
                }
                let header = ListDocument(id: ListID(next), name: file.name, settings: settings)
                next += 1
                try add(header) { each in
                    for (i, piece) in sections.enumerated() {
                        let at = prefix + ["sections", "[\(i)]"]
                        if piece.range.count > Store.importPageBytes,
                           try importInPages(bytes, piece, at: at, index: i, utf8: utf8, settings: header.settings, list: header.name, nextID: &next, each) {
                            continue
                        }
                        // JSONDecoder reads what the quick reader leaves, and names what is wrong.
                        let section: Exchange.SectionFile
                        if utf8, let read = SectionReader.section(in: bytes, piece.range) {
                            section = read
                        } else {
                            section = try Exchange.decode(Exchange.SectionFile.self, bytes, piece.range, at: at, line: piece.line, keys: ImportKeys.section) {
                                ImportKeys.inSection($0, section: Exchange.name("header", in: bytes[piece.range]) ?? header.name)
                            }
                            if let found = ImportKeys.unknown(ImportKeys.section, in: bytes, at: piece.range.lowerBound, line: piece.line) {
                                throw ImportKeys.inSection(found, section: section.header ?? header.name)
                            }
                        }
                        let made: Section
                        do {
                            made = try Exchange.section(section, at: i, settings: header.settings, list: header.name, nextID: &next)
                        } catch ImportProblem.fieldValue(let value, let field, let type, let place, nil) {
                            let line = Exchange.line(of: field, at: place, in: bytes[piece.range], line: piece.line)
                            throw ImportProblem.fieldValue(value, field: field, type: type, place: place, line: line)
                        } catch ImportProblem.rowTooDeep(let title, let place?, nil) {
                            let line = Exchange.line(of: nil, at: place, in: bytes[piece.range], line: piece.line)
                            throw ImportProblem.rowTooDeep(title: title, place: place, line: line)
                        } catch ImportProblem.undeclaredField(let name, _, _) {
                            let shape = ImportKeys.section(declaring: Exchange.fieldsTaken(header.settings))
                            guard let found = ImportKeys.unknown(shape, in: bytes, at: piece.range.lowerBound, line: piece.line) else {
                                throw ImportProblem.undeclaredField(name, place: .section(section.header ?? header.name), line: nil)
                            }
                            throw ImportKeys.undeclared(found, section: section.header ?? header.name)
                        }
                        try each(made, nil)
                    }
                    // A list with no sections gets the unnamed one rows outside any section live in.
                    if sections.isEmpty { try each(Section(id: SectionID(next), header: nil, position: Positions.gap), nil); next += 1 }
                }
            }
        }
        try scanner.finish()
        guard sawLists else { throw ImportProblem.invalid(path: "lists", line: 1) }
    }

    /// A section whose text is longer than this is read a page of rows at a time.
    static let importPageBytes = 1 << 20
    /// Top-level rows read and written at once from a long section.
    static let importPage = 1000

    /// Reads a long section a page of rows at a time, each handed to `each` as
    /// read, so that memory holds a page, not the section: its own values from
    /// its text with the rows taken out (lines kept), then each page of rows.
    /// The ids, positions and rows are those reading it whole gives. False,
    /// having read nothing, for a section whose rows are said more than once
    /// (left to JSONDecoder, as whole).
    private func importInPages(
        _ bytes: [UInt8], _ piece: (range: Range<Int>, line: Int), at path: [String], index: Int, utf8: Bool,
        settings: ListSettings, list: String, nextID next: inout Int64, _ each: (Section, Int?) throws -> Void
    ) throws -> Bool {
        var scanner = JSONScanner(bytes, at: piece.range.lowerBound, line: piece.line)
        var rows: [(range: Range<Int>, line: Int)] = []
        var arrays: [Range<Int>] = []
        try scanner.object { s, key in
            guard key == "rows" else { try s.value(); return }
            s.skipSpace()
            let from = s.index
            try s.array { s, _ in rows.append(try s.value()) }
            arrays.append(from..<s.index)
        }
        guard arrays.count == 1, let array = arrays.first else { return false }
        var text = Array(bytes[piece.range.lowerBound..<array.lowerBound])
        text += [UInt8(ascii: "[")] + bytes[array].filter { $0 == UInt8(ascii: "\n") } + [UInt8(ascii: "]")]
        text += bytes[array.upperBound..<piece.range.upperBound]
        let headFile = try Exchange.decode(Exchange.SectionFile.self, text, text.indices, at: path, line: piece.line, keys: ImportKeys.section) {
            ImportKeys.inSection($0, section: Exchange.name("header", in: text[...]) ?? list)
        }
        let name = headFile.header ?? list
        if let found = ImportKeys.unknown(ImportKeys.section, in: text, at: 0, line: piece.line) { throw ImportKeys.inSection(found, section: name) }
        let head = try Exchange.section(headFile, at: index, settings: settings, list: list, nextID: &next)
        // A field the list does not declare is found again in the page's text, to say its row and line.
        func pageRows(_ files: [Exchange.RowFile], rows page: ArraySlice<(range: Range<Int>, line: Int)>, from start: Int) throws -> [Row] {
            do {
                return try Exchange.rows(files, from: start, settings: settings, section: name, nextID: &next)
            } catch ImportProblem.fieldValue(let value, let field, let type, let place, nil) {
                // A value refused is found again in its row's text, to say its line.
                var top = place
                while case .subtask(_, let parent) = top { top = parent }
                guard case .row(let n, _) = top, rows.indices.contains(n - 1) else { throw ImportProblem.fieldValue(value, field: field, type: type, place: place, line: nil) }
                let row = rows[n - 1]
                let line = Exchange.line(of: field, at: place, in: bytes[row.range], line: row.line, rowText: true)
                throw ImportProblem.fieldValue(value, field: field, type: type, place: place, line: line)
            } catch ImportProblem.rowTooDeep(let title, let place?, nil) {
                var top = place
                while case .subtask(_, let parent) = top { top = parent }
                guard case .row(let n, _) = top, rows.indices.contains(n - 1) else { throw ImportProblem.rowTooDeep(title: title, place: place, line: nil) }
                let row = rows[n - 1]
                let line = Exchange.line(of: nil, at: place, in: bytes[row.range], line: row.line, rowText: true)
                throw ImportProblem.rowTooDeep(title: title, place: place, line: line)
            } catch ImportProblem.undeclaredField(let field, _, _) {
                let shape = ImportKeys.Shape.declaredRow(Exchange.fieldsTaken(settings))
                for (j, row) in zip(page.indices, page) {
                    if let found = ImportKeys.unknown(shape, in: bytes, at: row.range.lowerBound, line: row.line) {
                        throw ImportKeys.undeclared((["rows", "[\(j)]"] + found.path, found.key, found.line), section: name)
                    }
                }
                throw ImportProblem.undeclaredField(field, place: .section(name), line: nil)
            }
        }
        var start = 0
        repeat {
            let page = rows[start..<min(start + Store.importPage, rows.count)]
            var files: [Exchange.RowFile] = []
            files.reserveCapacity(page.count)
            for (j, row) in zip(page.indices, page) {
                // JSONDecoder reads what the quick reader leaves, and names what is wrong.
                if utf8, let read = SectionReader.row(in: bytes, row.range) {
                    files.append(read)
                    continue
                }
                files.append(try Exchange.decode(Exchange.RowFile.self, bytes, row.range, at: path + ["rows", "[\(j)]"], line: row.line, keys: .row) {
                    ImportKeys.inSection((["rows", "[\(j)]"] + $0.path, $0.key, $0.line), section: name)
                })
                if let found = ImportKeys.unknown(.row, in: bytes, at: row.range.lowerBound, line: row.line) {
                    throw ImportKeys.inSection((["rows", "[\(j)]"] + found.path, found.key, found.line), section: name)
                }
            }
            let section = Section(id: head.id, header: head.header, footer: head.footer, collapsed: head.collapsed,
                                  prominence: head.prominence, position: head.position,
                                  rows: try pageRows(files, rows: page, from: start))
            try each(section, rows.count)
            start += page.count
        } while start < rows.count
        return true
    }
}

