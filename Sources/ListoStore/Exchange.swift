import FoundationEssentials
import ListoModel

/// Export and import: JSON that keeps everything but ids, and Markdown that keeps
/// lists, sections, rows, done and footers. Both are deterministic, so exporting
/// what was imported gives the same bytes.
public enum Exchange {
    public enum Format: String, CaseIterable, Sendable {
        case json, markdown, todotxt, ics

        /// The format a file's name says (.json, .md or .markdown, .txt, .ics), else
        /// the one its first line says: a name such as /dev/fd/63, from
        /// `listo import <(cat list.md)`, or - for standard input, says nothing.
        public static func of(path: String, bytes: [UInt8]) -> Format {
            let named: [(String, Format)] = [(".json", .json), (".md", .markdown), (".markdown", .markdown), (".txt", .todotxt), (".ics", .ics)]
            if let (_, format) = named.first(where: { path.lowercased().hasSuffix($0.0) }) { return format }
            return sniffed(bytes)
        }

        /// JSON opens with { or [, iCalendar with BEGIN:VCALENDAR, Markdown with a
        /// heading or a list item (#, - or *); any other text is todo.txt, one task a line.
        public static func sniffed(_ bytes: [UInt8]) -> Format {
            var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            while start < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) { start += 1 }
            guard start < bytes.count else { return .json }
            switch bytes[start] {
            case UInt8(ascii: "{"), UInt8(ascii: "["): return .json
            case UInt8(ascii: "#"), UInt8(ascii: "-"), UInt8(ascii: "*"): return .markdown
            default: break
            }
            let opening = String(decoding: bytes[start..<min(bytes.count, start + 15)], as: UTF8.self)
            return opening.uppercased() == "BEGIN:VCALENDAR" ? .ics : .todotxt
        }
    }

    /// Why a format can't be written or read here (iCalendar needs libical), or nil.
    public static func unavailable(_ format: Format) -> String? {
        format == .ics ? ICalendar.problem : nil
    }

    // MARK: JSON shapes

    struct StoreFile: Codable { var lists: [ListFile] }

    struct ListFile: Codable {
        var name: String
        var style: String
        var selection: String
        var ordering: String
        var leading: [ActionFile]
        var trailing: [ActionFile]
        var fullSwipeLeading: Bool
        var fullSwipeTrailing: Bool
        var movable: Bool
        var deletable: Bool
        var fields: [DeclarationFile]?
        var grouping: String?
        var sections: [SectionFile]
    }

    struct DeclarationFile: Codable {
        var name: String
        var type: String
    }

    struct ActionFile: Codable {
        var name: String
        var role: String
        var tint: String?
        var effects: [EffectFile]
    }

    struct EffectFile: Codable {
        var delete: Bool?
        var set: [String: FieldFile]?
        var toggle: String?
        /// A field whose value the action removes, as `unset` on a selection does.
        var unset: String?
        var moveTo: String?
    }

    struct FieldFile: Codable {
        var value: FieldValue
        init(_ value: FieldValue) { self.value = value }
        init(from decoder: Decoder) throws {
            let c = try decoder.singleValueContainer()
            guard let value = Codec.scalar(c) else {
                throw DecodingError.typeMismatch(FieldValue.self, .init(codingPath: decoder.codingPath, debugDescription: "not a field value"))
            }
            // An imported number is refused where `set` would refuse it, not stored changed (9223372036854775807 as ...808).
            if case .number(let n) = value, decoder.userInfo[.refusesOutOfRange] as? Bool == true, !FieldValue.isInRange(n) {
                throw NumberOutOfRange(path: decoder.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue },
                                       range: FieldValue.numberRange, whole: false)
            }
            self.value = value
        }
        /// A date is written as its ISO text; the list's declaration says it is a date.
        /// A whole number is written in its digits, as listo says it, where JSONEncoder
        /// would write a Double of 16 digits or more in exponent form (1e+20).
        func encode(to encoder: Encoder) throws {
            if case .number(let n) = value, let digits = FieldFile.wholeDigits(n) {
                var c = encoder.singleValueContainer()
                try c.encode(digits)
                return
            }
            try Codec.encode(value, to: encoder) { $0.iso }
        }

        /// A whole number of 16 digits or more as a Decimal that JSONEncoder writes in
        /// the number's exact digits; nil for any other, or one past Decimal's 38 digits.
        static func wholeDigits(_ n: Double) -> Decimal? {
            guard n == n.rounded(), n.isFinite, abs(n) >= 1e15 else { return nil }
            let digits = FieldValue.plainDigits(n)
            guard let decimal = Decimal(string: digits), decimal.description == digits else { return nil }
            return decimal
        }
    }

    struct SectionFile: Codable {
        var header: String?
        var footer: String?
        var collapsed: Bool?
        var prominence: String?
        var rows: [RowFile]
    }

    struct RowFile: Codable {
        var title: String
        var notes: String?
        var fields: [String: FieldFile]?
        var moveDisabled: Bool?
        var deleteDisabled: Bool?
        var selectionDisabled: Bool?
        var children: [RowFile]?
        /// Whether its children show in place; written only when they do.
        var expanded: Bool?
        /// How it repeats, when it starts, its reminder; written only when it has one.
        var schedule: Schedule?
    }

    // MARK: Export

    public static func export(_ lists: [ListDocument], format: Format) -> String {
        var text = ""
        write(lists, format: format, sections: { list, each in list.sections.forEach(each) }, to: { text += $0 })
        return text
    }

    /// Writes lists as text a section at a time: `sections` hands over each list's
    /// sections one by one, a long one in pages of its rows (consecutive pieces
    /// with the same id, rows in order), so that a list of any size, and a section
    /// of any size, passes through in pieces.
    /// The bytes are those JSONEncoder gives for the whole file at once. Returns
    /// what the format could not hold, for the export to say beside the file.
    @discardableResult
    /// iCalendar is written only where `unavailable(.ics)` is nil, from lists that hold their sections (rows not needed).
    public static func write<E: Error>(
        _ lists: [ListDocument], format: Format,
        sections: (ListDocument, (Section) -> Void) throws(E) -> Void, to write: @escaping (String) -> Void
    ) throws(E) -> ExportLosses {
        var losses = ExportLosses()
        switch format {
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            // The lists without their sections, each to be filled in where its empty array is.
            var heads = lists.map(file)
            for i in heads.indices { heads[i].sections = [] }
            let empty = "\"sections\" : [\n\n      ]"
            let pieces = String(decoding: (try? encoder.encode(StoreFile(lists: heads))) ?? Data(), as: UTF8.self)
                .components(separatedBy: empty)
            write(pieces[0])
            // Indented `by` spaces; a blank line (inside an empty array) stays blank.
            func indented(_ text: String, by spaces: String) -> String {
                text.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { $0.isEmpty ? "" : spaces + $0 }.joined(separator: "\n")
            }
            // A section is written as its head, its rows as they come (a section
            // may come in pages, each with the same id), and its tail: what
            // JSONEncoder gives for it whole, since "rows" is its last key.
            let noRows = "\"rows\" : [\n\n  ]"
            for (i, list) in lists.enumerated() {
                var first = true
                var open: (id: SectionID, tail: String, rows: Int)?
                func close() {
                    guard let section = open else { return }
                    write((section.rows == 0 ? "\n\n" : "\n") + "          ]" + indented(section.tail, by: "        "))
                    open = nil
                }
                try sections(list) { section in
                    if open?.id != section.id {
                        close()
                        write(first ? "\"sections\" : [\n" : ",\n")
                        first = false
                        var head = file(section)
                        head.rows = []
                        let text = String(decoding: (try? encoder.encode(head)) ?? Data(), as: UTF8.self)
                        let parts = text.components(separatedBy: noRows)
                        write(indented(parts[0], by: "        ") + "\"rows\" : [")
                        open = (section.id, parts.count > 1 ? parts[1] : "\n}", 0)
                    }
                    for row in section.rows {
                        let text = String(decoding: (try? encoder.encode(file(row))) ?? Data(), as: UTF8.self)
                        write((open!.rows == 0 ? "\n" : ",\n") + indented(text, by: "            "))
                        open!.rows += 1
                    }
                }
                close()
                write(first ? empty : "\n      ]")
                write(pieces[i + 1])
            }
            write("\n")
        case .markdown:
            var started = false
            func block(_ text: String) {
                write(started ? "\n\n" + text : text)
                started = true
            }
            for d in lists {
                block("# \(oneLine(d.name))")
                // The checkbox is the list's done field, whatever its name (hecha in a Spanish list).
                let done = FieldRole.done.field(in: d.settings.fields)?.name ?? FieldNames.done
                if !d.settings.leadingActions.isEmpty || !d.settings.trailingActions.isEmpty { losses.actionsLeftOut.append(d.name) }
                // The fields an import of the file without a Fields line would declare go
                // without saying, so a file imported without one is exported without one.
                if !d.settings.fields.isEmpty, try !MarkdownFields.goWithoutSaying(d.settings.fields, held: { () throws(E) -> [String: FieldType] in
                    var held: [String: FieldType] = [:]
                    try sections(d) { s in for row in s.rows { row.collectFieldTypes(into: &held) } }
                    return held
                }) {
                    block("Fields: " + d.settings.fields.map { "\($0.name) \($0.type.rawValue)" }.joined(separator: ", ") + ".")
                }
                // A section may come in pages, each with the same id: its header
                // before the first, its rows one block, its footer after the last.
                var open: (id: SectionID, footer: String?, rows: Bool)?
                func close() {
                    if let footer = open?.footer { block(oneLine(footer)) }
                    open = nil
                }
                try sections(d) { s in
                    if open?.id != s.id {
                        close()
                        if let header = s.header { block("## \(oneLine(header))") }
                        open = (s.id, s.footer, false)
                    }
                    if !s.rows.isEmpty {
                        var lines: [String] = []
                        // A row inside another is its item indented two spaces more, as nested task lists are;
                        // its notes are a paragraph indented under it, before the rows inside it.
                        func item(_ row: Row, _ depth: Int) {
                            let indent = String(repeating: "  ", count: depth)
                            lines.append(indent + "- [\(row.flag(done) ? "x" : " ")] \(oneLine(row.title))"
                                + MarkdownFields.suffix(row, d.settings, done: done))
                            // A repeat, a start or a reminder has no place in an item: named beside the file.
                            if row.schedule.recurrence != nil || row.schedule.start != nil || row.schedule.reminder != nil {
                                if losses.schedulesLeftOut.count < ExportLosses.named { losses.schedulesLeftOut.append(row.title) }
                                losses.scheduleRows += 1
                            }
                            if let notes = row.notes, !notes.isEmpty {
                                lines += MarkdownFields.noteLines(notes, indent: indent + MarkdownFields.noteIndent)
                            }
                            for child in row.children { item(child, depth + 1) }
                        }
                        for row in s.rows { item(row, 0) }
                        if open!.rows { write("\n" + lines.joined(separator: "\n")) } else { block(lines.joined(separator: "\n")) }
                        open!.rows = true
                    }
                }
                close()
            }
            write("\n")
        case .ics:
            // Each list a calendar: its settings and sections first, then each row's VTODO as its section comes.
            // Without libical nothing is written: the command line says why before it gets here.
            guard ICalendar.problem == nil else { return losses }
            for list in lists {
                write(ICalendarWriter.header(list))
                var written: [SectionID: Int] = [:]
                try sections(list) { s in
                    let index = list.sectionIndex(of: s.id) ?? 0
                    ICalendarWriter.writeRows(s.rows, of: list, section: s, index: index, from: written[s.id, default: 0], to: write)
                    written[s.id, default: 0] += s.rows.count
                }
                write(ICalendarWriter.footer)
            }
        case .todotxt:
            // One list, as todo.txt holds one: its rows in reading order, rows inside rows after their parents.
            guard let list = lists.first else { return losses }
            losses.onlyList = list.name
            losses.listsLeftOut = lists.count - 1
            var leftOut: Set<String> = []
            // Its done, due and priority fields by role, in whatever language the list names them.
            let roles = TodoTxt.Roles(fields: list.settings.fields)
            try sections(list) { s in
                for row in s.everyRow {
                    write(TodoTxt.line(row, roles) + "\n")
                    if let notes = row.notes, !notes.isEmpty {
                        if losses.notesLeftOut.count < ExportLosses.named { losses.notesLeftOut.append(row.title) }
                        losses.noteRows += 1
                    }
                    let lost = TodoTxt.leftOut(row, roles)
                    if !lost.isEmpty { losses.rowsLeftOut += 1 }
                    leftOut.formUnion(lost)
                }
                losses.flattened += s.everyRow.count - s.rows.count
            }
            // Named in the list's order of fields, then any it does not declare.
            let order = list.settings.fields.map(\.name)
            losses.fieldsLeftOut = order.filter(leftOut.contains) + leftOut.subtracting(order).sorted()
        }
        return losses
    }

    static func file(_ d: ListDocument) -> ListFile {
        let s = d.settings
        let ordering: String
        switch s.ordering {
        case .manual: ordering = "manual"
        case .field(let f): ordering = "field:" + f
        }
        return ListFile(
            name: d.name, style: s.style.rawValue, selection: s.selectionMode.rawValue, ordering: ordering,
            leading: s.leadingActions.map(file), trailing: s.trailingActions.map(file),
            fullSwipeLeading: s.fullSwipeLeading, fullSwipeTrailing: s.fullSwipeTrailing,
            movable: s.rowsMovable, deletable: s.rowsDeletable,
            fields: s.fields.isEmpty ? nil : s.fields.map { DeclarationFile(name: $0.name, type: $0.type.rawValue) },
            grouping: s.grouping,
            sections: d.sections.map(file))
    }

    static func file(_ sec: Section) -> SectionFile {
        SectionFile(header: sec.header, footer: sec.footer, collapsed: sec.collapsed ? true : nil,
                    prominence: sec.prominence == .standard ? nil : sec.prominence.rawValue, rows: sec.rows.map(file))
    }

    static func file(_ a: SwipeAction) -> ActionFile {
        ActionFile(name: a.name, role: a.role.rawValue, tint: a.tint, effects: a.effects.map { e in
            switch e {
            case .delete: return EffectFile(delete: true)
            case .setField(let k, let v): return EffectFile(set: [k: FieldFile(v)])
            case .toggle(let k): return EffectFile(toggle: k)
            case .clearField(let k): return EffectFile(unset: k)
            case .moveToSection(let s): return EffectFile(moveTo: s)
            }
        })
    }

    static func file(_ r: Row) -> RowFile {
        RowFile(title: r.title, notes: r.notes, fields: r.fields.isEmpty ? nil : r.fields.mapValues(FieldFile.init),
                moveDisabled: r.moveDisabled ? true : nil, deleteDisabled: r.deleteDisabled ? true : nil,
                selectionDisabled: r.selectionDisabled ? true : nil,
                children: r.children.isEmpty ? nil : r.children.map(file), expanded: r.expanded ? true : nil,
                schedule: r.schedule.isEmpty ? nil : r.schedule)
    }

    private static func oneLine(_ text: String) -> String {
        text.replacing(every: "\n", with: " ")
    }

    // MARK: Import

    /// Decodes one piece of a JSON file, naming a value missing or of the wrong
    /// kind by its whole path (`prefix` leads to the piece) and its line in the file.
    static func decode<T: Decodable>(_ type: T.Type, _ bytes: ArraySlice<UInt8>, at prefix: [String], line firstLine: Int) throws(ImportProblem) -> T {
        let data = Data(bytes)
        let decoder = JSONDecoder()
        // A schedule's number out of its range is refused here, by its path, not brought into range as a store's is.
        decoder.userInfo[.refusesOutOfRange] = true
        do {
            return try decoder.decode(T.self, from: data)
        } catch let wrong as NumberOutOfRange {
            let name = (prefix + wrong.path).reduce("") { $0.isEmpty || $1.hasPrefix("[") ? $0 + $1 : $0 + "." + $1 }
            let line = JSONLines.line(of: wrong.path, in: String(decoding: data, as: UTF8.self)).map { $0 + firstLine - 1 }
            throw wrong.whole ? .outOfRange(path: name, range: wrong.range, line: line)
                              : .numberOutOfRange(path: name, range: wrong.range, line: line)
        } catch let DecodingError.dataCorrupted(context) where !context.codingPath.isEmpty {
            // A value the JSON holds but its field can't (a date that is no day on the calendar).
            throw invalid(prefix, context.codingPath, in: data, line: firstLine)
        } catch let DecodingError.keyNotFound(key, context) {
            throw invalid(prefix, context.codingPath + [key], in: data, line: firstLine)
        } catch let DecodingError.typeMismatch(_, context) {
            throw invalid(prefix, context.codingPath, in: data, line: firstLine)
        } catch let DecodingError.valueNotFound(_, context) {
            throw invalid(prefix, context.codingPath, in: data, line: firstLine)
        } catch {
            throw .syntax(line: firstLine)
        }
    }

    /// The same, but where a piece fails for a value missing or of the wrong kind and
    /// holds a key no export writes (`shape`, from `bytes[range]`), that key is refused
    /// (`refusal` says where it is): a misspelt `"titel"` leaves `title` missing, and the
    /// key typed is what to hear of, not the path of the one it stood for.
    static func decode<T: Decodable>(
        _ type: T.Type, _ bytes: [UInt8], _ range: Range<Int>, at prefix: [String], line: Int, keys shape: ImportKeys.Shape,
        refusal: ((path: [String], key: String, line: Int)) -> ImportProblem
    ) throws(ImportProblem) -> T {
        do {
            return try decode(T.self, bytes[range], at: prefix, line: line)
        } catch {
            guard case .invalid = error, let found = ImportKeys.unknown(shape, in: bytes, at: range.lowerBound, line: line) else { throw error }
            throw refusal(found)
        }
    }

    /// A list's name or a section's header, read alone from its piece, to say where a
    /// key is when the piece itself could not be read; nil where it has none.
    static func name(_ key: String, in bytes: ArraySlice<UInt8>) -> String? {
        struct Named: Decodable {
            var name: String?
            var header: String?
        }
        let named = try? JSONDecoder().decode(Named.self, from: Data(bytes))
        return key == "name" ? named?.name : named?.header
    }

    /// A value missing or of the wrong kind, named by its path and the line it is on.
    private static func invalid(_ prefix: [String], _ keys: [CodingKey], in data: Data, line firstLine: Int) -> ImportProblem {
        let parts = keys.map { key in key.intValue.map { "[\($0)]" } ?? key.stringValue }
        let name = (prefix + parts).reduce("") { $0.isEmpty || $1.hasPrefix("[") ? $0 + $1 : $0 + "." + $1 }
        let line = JSONLines.line(of: parts, in: String(decoding: data, as: UTF8.self)).map { $0 + firstLine - 1 }
        return .invalid(path: name, line: line)
    }

    /// A list's settings as a file gives them.
    static func settings(_ list: ListFile) throws(ImportProblem) -> ListSettings {
        guard let style = ListStyle(rawValue: list.style) else { throw .unknownValue(list.style, field: "style", line: nil) }
        guard let selection = SelectionMode(rawValue: list.selection) else {
            throw .unknownValue(list.selection, field: "selection", line: nil)
        }
        let ordering: Ordering
        if list.ordering == "manual" {
            ordering = .manual
        } else if list.ordering.hasPrefix("field:") {
            ordering = .field(String(list.ordering.dropFirst(6)))
        } else {
            throw .unknownValue(list.ordering, field: "ordering", line: nil)
        }
        func action(_ a: ActionFile, at path: String) throws(ImportProblem) -> SwipeAction {
            guard let role = Role(rawValue: a.role) else { throw .unknownValue(a.role, field: path + ".role", line: nil) }
            var effects: [Effect] = []
            for e in a.effects {
                if e.delete == true { effects.append(.delete) }
                for (k, v) in (e.set ?? [:]).sorted(by: { $0.key < $1.key }) { effects.append(.setField(k, v.value)) }
                if let t = e.toggle { effects.append(.toggle(t)) }
                if let u = e.unset { effects.append(.clearField(u)) }
                if let m = e.moveTo { effects.append(.moveToSection(m)) }
            }
            return SwipeAction(name: a.name, role: role, tint: a.tint, effects: effects)
        }
        var declarations: [FieldDeclaration] = []
        for (i, d) in (list.fields ?? []).enumerated() {
            guard let type = FieldType(rawValue: d.type) else { throw .unknownValue(d.type, field: "fields[\(i)].type", line: nil) }
            declarations.append(FieldDeclaration(d.name, type))
        }
        // Each value refused is named by its path in the list (leading[0].role), as a decoder's refusal is.
        var leading: [SwipeAction] = [], trailing: [SwipeAction] = []
        for (i, a) in list.leading.enumerated() { leading.append(try action(a, at: "leading[\(i)]")) }
        for (i, a) in list.trailing.enumerated() { trailing.append(try action(a, at: "trailing[\(i)]")) }
        return ListSettings(
            style: style, selectionMode: selection, ordering: ordering,
            leadingActions: leading, trailingActions: trailing,
            fullSwipeLeading: list.fullSwipeLeading, fullSwipeTrailing: list.fullSwipeTrailing,
            rowsMovable: list.movable, rowsDeletable: list.deletable, fields: declarations, grouping: list.grouping)
    }

    /// A file's section as the `index`th of its list, its ids drawn from `nextID`;
    /// its values read as the list's `settings` declare them.
    /// `list` names an unnamed section where a row's value is refused.
    static func section(_ s: SectionFile, at index: Int, settings: ListSettings, list: String, nextID: inout Int64) throws(ImportProblem) -> Section {
        func take() -> Int64 {
            defer { nextID += 1 }
            return nextID
        }
        let sid = SectionID(take())
        let rows = try self.rows(s.rows, from: 0, settings: settings, section: s.header ?? list, nextID: &nextID)
        return Section(
            id: sid, header: s.header, footer: s.footer, collapsed: s.collapsed ?? false,
            prominence: Prominence(rawValue: s.prominence ?? "standard") ?? .standard,
            position: Positions.spaced(index), rows: rows)
    }

    /// The fields a row of a list that declares fields may hold: those, the states listo
    /// keeps by name, and what its actions set; empty for a list that declares none, which takes any.
    static func fieldsTaken(_ settings: ListSettings) -> Set<String> {
        guard !settings.fields.isEmpty else { return [] }
        return Set(settings.fields.map(\.name))
            .union([FieldNames.done, FieldNames.read, FieldNames.pinned, FieldNames.due])
            .union(settings.allActions.flatMap { $0.action.effects.compactMap { effect -> String? in
                switch effect {
                case .setField(let name, _), .toggle(let name), .clearField(let name): name
                case .delete, .moveToSection: nil
                }
            } })
    }

    /// A section's top-level rows as read, the first being its row number `start`
    /// (from 0), each with a new id taken in reading order and its subtree. A value its
    /// field's type does not take is refused by the row it is in (`section` names the
    /// section), its line left for the reader of the text to find (`Exchange.line(of:at:in:line:)`).
    static func rows(_ files: [RowFile], from start: Int, settings: ListSettings, section: String, nextID: inout Int64) throws(ImportProblem) -> [Row] {
        func take() -> Int64 {
            defer { nextID += 1 }
            return nextID
        }
        let known = fieldsTaken(settings)
        /// A value read as its declared type: ISO text in a date field is a date.
        func typed(_ fields: [String: FieldFile]?, at place: ImportPlace) throws(ImportProblem) -> [String: FieldValue] {
            var out: [String: FieldValue] = [:]
            for (name, file) in fields ?? [:] {
                if !known.isEmpty, !known.contains(name) { throw .undeclaredField(name, place: .file, line: nil) }
                var value = file.value
                if let type = settings.field(named: name)?.type, !type.holds(value) {
                    guard case .text(let text) = value, type == .date, let date = CalendarDate(iso: text) else {
                        throw .fieldValue(written(file.value), field: name, type: type, place: place, line: nil)
                    }
                    value = .date(date)
                }
                out[name] = value
            }
            return out
        }
        func row(_ r: RowFile, at i: Int, place: ImportPlace, depth: Int) throws(ImportProblem) -> Row {
            // Refused here as a Markdown item is, rather than kept where no outdent can bring it back within the levels.
            guard depth < ListDocument.maxLevel else { throw .rowTooDeep(title: r.title, place: place, line: nil) }
            let id = RowID(take())
            var children: [Row] = []
            for (j, child) in (r.children ?? []).enumerated() {
                children.append(try row(child, at: j, place: .subtask(j + 1, of: place), depth: depth + 1))
            }
            return Row(id: id, title: r.title, notes: r.notes, fields: try typed(r.fields, at: place),
                       moveDisabled: r.moveDisabled ?? false, deleteDisabled: r.deleteDisabled ?? false,
                       selectionDisabled: r.selectionDisabled ?? false, position: Positions.spaced(i),
                       children: children, expanded: r.expanded ?? false, schedule: r.schedule ?? Schedule())
        }
        var rows: [Row] = []
        rows.reserveCapacity(files.count)
        // Whether rows arrive unread is the list's to say, once, not each row's.
        let unread = settings.readField != nil
        for (j, r) in files.enumerated() {
            let made = try row(r, at: start + j, place: .row(start + j + 1, section: section), depth: 0)
            rows.append(unread ? settings.arriving(made) : made)
        }
        return rows
    }

    /// A value as the file writes it: text in quotes, so that "3" is told from 3.
    static func written(_ value: FieldValue) -> String {
        if case .text(let text) = value { return "\"" + text + "\"" }
        return value.canonicalText
    }

    /// The line of a row's field (nil: of the row itself) in a section's text that starts
    /// on line `first`, the row named by its place; with `rowText`, the text is the top-level row's own.
    static func line(of field: String?, at place: ImportPlace, in text: ArraySlice<UInt8>, line first: Int, rowText: Bool = false) -> Int? {
        func path(_ place: ImportPlace) -> [String] {
            switch place {
            case .row(let n, _): return rowText ? [] : ["rows", "[\(n - 1)]"]
            case .subtask(let n, let parent): return path(parent) + ["children", "[\(n - 1)]"]
            case .file, .list, .section, .field: return []
            }
        }
        let keys = field.map { ["fields", $0] } ?? []
        return JSONLines.line(of: path(place) + keys, in: String(decoding: text, as: UTF8.self)).map { $0 + first - 1 }
    }

    /// The parts of a path as the refusals name one (`leading[0].role`), as JSONLines takes them.
    static func pathParts(_ path: String) -> [String] {
        var parts: [String] = []
        for piece in path.split(separator: ".") {
            var rest = Substring(piece)
            if let open = rest.firstIndex(of: "["), open > rest.startIndex {
                parts.append(String(rest[..<open]))
                rest = rest[open...]
            }
            while let close = rest.firstIndex(of: "]"), rest.first == "[" {
                parts.append(String(rest[...close]))
                rest = rest[rest.index(after: close)...]
            }
            if !rest.isEmpty { parts.append(String(rest)) }
        }
        return parts
    }

    /// The field a Markdown task list's `[ ]` and `[x]` are, declared by a list
    /// read without a `Fields:` line and left unsaid when it is a list's only field.
    static let checkbox = FieldDeclaration(FieldNames.done, .boolean)
}

/// What an export could not write: todo.txt has no nesting, and no place for values
/// other than its own and true or false.
public struct ExportLosses: Hashable, Sendable {
    /// Rows inside other rows, written flat after their parents.
    public var flattened = 0
    /// The fields whose values were left out, and on how many rows.
    public var fieldsLeftOut: [String] = []
    public var rowsLeftOut = 0
    /// Markdown: the lists whose swipe actions it has no place for, by name.
    public var actionsLeftOut: [String] = []
    /// Markdown: the rows whose repeat, start or reminder it has no place for: the
    /// first `named` titles, and how many in all.
    public var schedulesLeftOut: [String] = []
    public var scheduleRows = 0
    /// todo.txt: the rows whose notes it has no place for: the first `named` titles, and how many in all.
    public var notesLeftOut: [String] = []
    public var noteRows = 0
    /// todo.txt: the one list written, and how many others it left out (one file holds one list).
    public var onlyList: String?
    public var listsLeftOut = 0
    /// As many titles as are named before "and N more".
    public static let named = 4
}
