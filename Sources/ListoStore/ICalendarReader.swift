import FoundationEssentials
import ListoModel

/// Reads the VTODOs of iCalendar files into lists: listo's own files back to the
/// lists they were written from, and those of other task apps (Thunderbird,
/// Nextcloud Tasks, tasks.org, Apple Reminders) as well as listo can hold them.
/// What a file holds that listo has no place for is counted by kind, to be named.
struct ICalendarReader {
    /// One VTODO as read, before it has an id or a place.
    struct Task {
        var row: Row
        var uid: String?
        var parent: String?
        var categories: [String]
        var section: Int?
        var order: Int?
        /// The day a repeating task was done in another app (its COMPLETED, else its
        /// due): the row comes back as listo's own done would leave it, on to the next occurrence.
        var doneOn: CalendarDate?
    }

    /// Repeating tasks the file had done, moved on to their next occurrence, in the file's order.
    private(set) var doneRepeating: [DoneOccurrence] = []

    private(set) var losses: [ImportLoss: Int] = [:]
    /// The language another tool's tasks' fields are named in: the store's.
    var language: Language = .en
    /// The titles of the first tasks each loss was on, and how many tasks it was on,
    /// for the losses whose line names them; and how often it was outside any task.
    private var lossTasks: [ImportLoss: (titles: [String], count: Int)] = [:]
    private var lossOutside: [ImportLoss: Int] = [:]
    /// Each top-level task's PRIORITY values as the file wrote them, in the file's order
    /// (see `scan`); nil when the tasks libical read are not those the scan saw.
    var writtenPriorities: [[String]]? {
        didSet { tasksRead = 0 }
    }
    /// The top-level tasks read so far, to find each one's written PRIORITY values.
    private var tasksRead = 0
    /// The UID of a task nested past `ListDocument.maxLevel`, to find its line.
    private var tooDeepUID: String?
    /// The first number read outside the range listo keeps it in (ScheduleBounds), which refuses the file.
    private(set) var outOfRange: ImportProblem?
    /// The UID of the task being read, to name it in a refusal.
    private var reading = ""

    /// Refuses the file for `property` of the task being read: a number outside `range`.
    mutating func refuse(_ property: String, _ range: ClosedRange<Int>) {
        if outOfRange == nil { outOfRange = .outOfRange(path: property + " (UID " + reading + ")", range: range, line: nil) }
    }

    /// Whether a task is being read, and the losses already counted on it: a loss said
    /// "on N tasks" counts tasks, so a task with two COMMENT lines is one.
    private var inTask = false
    private var lostOnTask: Set<ImportLoss> = []

    /// Counts `times` of a loss; on a task, named by its title (the first few are kept
    /// to be said), each task once; `outside`: on the calendar itself, not in a task.
    mutating func lose(_ loss: ImportLoss, times: Int = 1, task: String? = nil, outside: Bool = false) {
        guard times > 0 else { return }
        switch loss {
        case .component, .unreadable: break
        default:
            if inTask, !lostOnTask.insert(loss).inserted { return }
        }
        losses[loss, default: 0] += times
        if let task {
            var named = lossTasks[loss] ?? ([], 0)
            named.count += 1
            if named.titles.count < 4 { named.titles.append(task) }
            lossTasks[loss] = named
        }
        if outside { lossOutside[loss, default: 0] += times }
    }

    /// The losses in a stable order, for saying them.
    var lossCounts: [ImportLossCount] {
        losses.sorted { $0.key < $1.key }.map {
            ImportLossCount($0.key, $0.value, tasks: lossTasks[$0.key]?.titles ?? [], taskCount: lossTasks[$0.key]?.count ?? 0,
                            outside: lossOutside[$0.key] ?? 0)
        }
    }

    /// Every calendar in `text` as a list, with what it held that listo could not
    /// keep, and the repeating tasks done elsewhere brought on; `name` names one that
    /// does not name itself. Throws `LongWork.Stopped` when the process is asked to end
    /// meanwhile, asked between pieces of each step (lines checked, libical's parse,
    /// tasks read), so that a SIGTERM is not kept waiting while a large file is read.
    static func lists(_ text: String, name: String, language: Language = .en, nextID: inout Int64) throws
        -> [(list: ListDocument, losses: [ImportLossCount], done: [DoneOccurrence])] {
        if let problem = ICalendar.problem { throw ImportProblem.unavailable(problem) }
        var text = text
        let pieces = try text.withUTF8 { bytes in
            try checkLines(bytes)
            return try calendars(in: bytes)
        }
        var lists: [(list: ListDocument, losses: [ImportLossCount], done: [DoneOccurrence])] = []
        for piece in pieces {
            let scanned = try scan(piece.text, firstLine: piece.line)
            let root = ICalendar.Component.parse(piece.text)
            // A parse a signal cut short is not read as the file.
            try LongWork.checkpoint()
            // What libical refuses is named where listo sees why: a component never closed, on its BEGIN line.
            guard let root, root.kind == "VCALENDAR" else { throw scanned.unclosed ?? ImportProblem.syntax(line: piece.line) }
            var reader = ICalendarReader()
            reader.language = language
            if root.components.filter({ $0.kind == "VTODO" }).count == scanned.priorities.count { reader.writtenPriorities = scanned.priorities }
            let list: ListDocument
            do {
                list = try reader.list(root, name: name, index: lists.count, nextID: &nextID)
            } catch ImportProblem.rowTooDeep(let title, _, nil) {
                // Named on its line, as a Markdown item nested too deep is.
                let line = reader.tooDeepUID.flatMap { uidLine($0, in: piece.text) }.map { $0 + piece.line - 1 }
                throw ImportProblem.rowTooDeep(title: title, place: nil, line: line)
            }
            if let problem = reader.outOfRange { throw problem }
            if lists.contains(where: { Names.same($0.list.name, list.name) }) { throw ImportProblem.duplicateList(list.name, line: piece.line) }
            lists.append((list, reader.lossCounts, reader.doneRepeating))
        }
        guard !lists.isEmpty else { throw ImportProblem.empty }
        return lists
    }

    /// Refuses a content line, its folded lines joined, longer than
    /// `ImportBounds.icalendarLine` bytes or with more than
    /// `ImportBounds.icalendarParameters` parameters, by the line it starts on, before
    /// libical reads it: one pass over the bytes, so that what libical is given costs
    /// it a bounded time a line.
    static func checkLines(_ bytes: UnsafeBufferPointer<UInt8>) throws {
        let lf = UInt8(ascii: "\n"), cr = UInt8(ascii: "\r"), quote = UInt8(ascii: "\"")
        var line = 0, start = 0, length = 0, parameters = 0
        var lineStart = true, inValue = false, quoted = false, carriageReturn = false
        for index in bytes.indices {
            if index & 0xFFFF == 0 { try LongWork.checkpoint() }
            let byte = bytes[index]
            if lineStart {
                line += 1
                lineStart = false
                // A line starting with a space or a tab goes on with the one before, that space left out.
                if start > 0 && (byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")) { continue }
                start = line
                length = 0
                parameters = 0
                inValue = false
                quoted = false
            }
            if byte == lf {
                lineStart = true
                carriageReturn = false
                continue
            }
            // A CR is counted only when no LF follows it, which makes it part of the line.
            if carriageReturn { length += 1 }
            carriageReturn = byte == cr
            if carriageReturn { continue }
            length += 1
            guard length <= ImportBounds.icalendarLine else { throw ImportProblem.lineTooLong(line: start, limit: ImportBounds.icalendarLine) }
            // The name and parameters end at the first colon outside quotes, where the value starts.
            guard !inValue else { continue }
            if byte == quote {
                quoted.toggle()
            } else if !quoted && byte == UInt8(ascii: ";") {
                parameters += 1
                guard parameters <= ImportBounds.icalendarParameters else {
                    throw ImportProblem.tooManyParameters(line: start, limit: ImportBounds.icalendarParameters)
                }
            } else if !quoted && byte == UInt8(ascii: ":") {
                inValue = true
            }
        }
    }

    /// One pass over a calendar's lines before libical reads them: the innermost
    /// component opened and not closed (`BEGIN:VTODO` with no `END:VTODO`), by its
    /// BEGIN line counted from `firstLine`, said where libical refuses the file; and
    /// each top-level task's PRIORITY values as written, since libical keeps a
    /// PRIORITY as a C int, which wraps 4294967296 to 0 and reads 0x10 as 0 unsaid.
    static func scan(_ text: String, firstLine: Int) throws -> (unclosed: ImportProblem?, priorities: [[String]]) {
        var text = text
        return try text.withUTF8 { bytes in
            var open: [(kind: String, line: Int)] = []
            var unclosed: ImportProblem?
            var priorities: [[String]] = []
            // The PRIORITY line being read, its folded lines to be joined to it.
            var priority: [UInt8]?
            func finish() {
                if let value = priority, !priorities.isEmpty { priorities[priorities.count - 1].append(String(decoding: value, as: UTF8.self)) }
                priority = nil
            }
            /// Whether `line` starts with `word` (ASCII capitals), whatever its case.
            func starts(_ line: UnsafeBufferPointer<UInt8>.SubSequence, _ word: StaticString) -> Bool {
                let count = word.utf8CodeUnitCount
                guard line.count >= count else { return false }
                let base = word.utf8Start
                for i in 0..<count where line[line.startIndex + i] & 0xDF != base[i] & 0xDF { return false }
                return true
            }
            func name(_ rest: UnsafeBufferPointer<UInt8>.SubSequence) -> String { String(decoding: rest, as: UTF8.self).uppercased() }
            let lf = UInt8(ascii: "\n"), cr = UInt8(ascii: "\r")
            var number = firstLine - 1, start = 0
            while start < bytes.count {
                if number & 0xFFFF == 0xFFFF { try LongWork.checkpoint() }
                number += 1
                var end = start
                while end < bytes.count && bytes[end] != lf { end += 1 }
                var last = end
                if last > start && bytes[last - 1] == cr { last -= 1 }
                let line = bytes[start..<last]
                start = end + 1
                if let first = line.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") {
                    priority? += line.dropFirst()
                    continue
                }
                finish()
                if starts(line, "BEGIN:") {
                    let kind = name(line.dropFirst(6))
                    if kind == "VTODO" && open.count == 1 { priorities.append([]) }
                    open.append((kind, number))
                } else if starts(line, "END:") {
                    let kind = name(line.dropFirst(4))
                    guard let at = open.lastIndex(where: { $0.kind == kind }) else { continue }
                    if at < open.count - 1, unclosed == nil, let inner = open.last { unclosed = .unclosed(inner.kind, line: inner.line) }
                    open.removeSubrange(at...)
                } else if open.count == 2, open[1].kind == "VTODO", starts(line, "PRIORITY"),
                          let mark = line.dropFirst(8).first, mark == UInt8(ascii: ":") || mark == UInt8(ascii: ";"),
                          let colon = line.firstIndex(of: UInt8(ascii: ":")) {
                    priority = Array(line[(colon + 1)...])
                }
            }
            finish()
            if unclosed == nil, let inner = open.last { unclosed = .unclosed(inner.kind, line: inner.line) }
            return (unclosed, priorities)
        }
    }

    /// The line of `text` that holds a task's `UID:` line, from 1; nil when it is folded or not there.
    static func uidLine(_ uid: String, in text: String) -> Int? {
        let wanted = "UID:" + uid
        for (n, line) in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).enumerated() {
            let bare = line.hasSuffix("\r") ? line.dropLast() : line
            if bare == wanted { return n + 1 }
        }
        return nil
    }

    /// The text of each VCALENDAR in a file (a file may hold several, one after
    /// another), with the line it starts on: from a `BEGIN:VCALENDAR` line to the
    /// next, blank lines before it left out. Read by bytes, a line at a time.
    static func calendars(in bytes: UnsafeBufferPointer<UInt8>) throws -> [(text: String, line: Int)] {
        let lf = UInt8(ascii: "\n")
        let begin = Array("BEGIN:VCALENDAR".utf8)
        var out: [(text: String, line: Int)] = []
        func piece(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
        // Where the calendar being read starts, and its line; nil before its first line that is not blank.
        var current: (start: Int, line: Int)?
        var start = 0, number = 1
        while start < bytes.count {
            if number & 0xFFFF == 0 { try LongWork.checkpoint() }
            var end = start
            while end < bytes.count && bytes[end] != lf { end += 1 }
            var last = end
            if last > start && bytes[last - 1] == UInt8(ascii: "\r") { last -= 1 }
            let line = bytes[start..<last]
            let isBegin = line.count == begin.count && zip(line, begin).allSatisfy { $0 | 0x20 == $1 | 0x20 }
            if isBegin, let open = current {
                out.append((piece(open.start..<start), open.line))
                current = nil
            }
            if current == nil && !line.allSatisfy({ $0 == 0x20 || (0x09...0x0D).contains($0) }) { current = (start, number) }
            start = end + 1
            number += 1
        }
        if let open = current { out.append((piece(open.start..<bytes.count), open.line)) }
        return out
    }

    /// One calendar's list: listo's own settings and sections when it wrote them
    /// (X-LISTO-LIST), else a section for each first category, in the order they come.
    mutating func list(_ calendar: ICalendar.Component, name fallback: String, index: Int, nextID: inout Int64) throws -> ListDocument {
        func take() -> Int64 {
            defer { nextID += 1 }
            return nextID
        }
        var name: String?
        var own: Exchange.ListFile?
        for p in calendar.properties {
            switch p.name {
            case "VERSION", "PRODID", "CALSCALE", "METHOD": break
            case "X-WR-CALNAME": name = p.value
            case "X-LIC-ERROR": lose(.unreadable, outside: true)
            case ICalendarNames.list:
                guard let file = try? JSONDecoder().decode(Exchange.ListFile.self, from: Data(ICalendarNames.decoded(p.value).utf8)) else {
                    throw ImportProblem.invalid(path: ICalendarNames.list, line: nil)
                }
                own = file
            default: lose(.property(p.name))
            }
        }
        var settings = ListSettings()
        // Another tool's calendar: its tasks' fields (STATUS, DUE, PRIORITY, COMPLETED) named
        // in the store's language, as a todo.txt file's are (hecha, vence in a Spanish store).
        if let own { settings = try Exchange.settings(own) } else { settings.fields = ICalendarNames.Role.allCases.map { FieldDeclaration($0.name(in: language), $0.type) } }
        let names = ICalendarNames(settings)
        var tasks: [Task] = []
        for (n, component) in calendar.components.enumerated() {
            if n % 1000 == 999 { try LongWork.checkpoint() }
            switch component.kind {
            case "VTODO": if let task = self.task(component, names: names) { tasks.append(task) }
            case "VTIMEZONE": break
            default: lose(.component(component.kind))
            }
        }
        if own == nil { settings.fields = declarations(for: tasks, names: names) }
        let listID = ListID(take())
        // listo's own name first: a server may cut X-WR-CALNAME at a comma (see ICalendarNames.encoded).
        let listName = own?.name ?? name ?? fallback
        // The sections: listo's own, by their place; else one per first category, after the unnamed one.
        var heads: [(header: String?, footer: String?, collapsed: Bool, prominence: Prominence)] =
            (own?.sections ?? []).map { ($0.header, $0.footer, $0.collapsed ?? false, Prominence(rawValue: $0.prominence ?? "standard") ?? .standard) }
        var byUID: [String: Int] = [:]
        for (i, task) in tasks.enumerated() {
            guard let uid = task.uid else { continue }
            if byUID[uid] != nil {
                lose(.repeatedUID)
                tasks[i].uid = nil
                tasks[i].row.schedule.uid = nil
            } else {
                byUID[uid] = i
            }
        }
        // A task's parent, when it names one in the file and no loop leads back to it.
        var parentOf: [Int: Int] = [:]
        for (i, task) in tasks.enumerated() {
            guard let parent = task.parent else { continue }
            guard let p = byUID[parent], p != i else { lose(.missingParent); continue }
            parentOf[i] = p
        }
        for i in tasks.indices {
            var seen: Set<Int> = [i]
            var at = i
            while let p = parentOf[at] {
                if seen.contains(p) { parentOf[i] = nil; break }
                seen.insert(p)
                at = p
            }
        }
        var children: [Int: [Int]] = [:]
        var tops: [Int: [Int]] = [:]
        for (i, task) in tasks.enumerated() {
            if let p = parentOf[i] {
                children[p, default: []].append(i)
                continue
            }
            var section: Int
            if let s = task.section, own != nil, s >= 0, s < heads.count {
                section = s
                tops[section, default: []].append(i)
                continue
            } else if let header = task.categories.first {
                if let s = heads.firstIndex(where: { $0.header.map { Names.same($0, header) } ?? false }) {
                    section = s
                } else {
                    heads.append((header, nil, false, .standard))
                    section = heads.count - 1
                }
            } else if let s = heads.firstIndex(where: { $0.header == nil }) {
                section = s
            } else {
                heads.insert((nil, nil, false, .standard), at: 0)
                tops = Dictionary(uniqueKeysWithValues: tops.map { ($0.key + 1, $0.value) })
                section = 0
            }
            if task.categories.count > 1 { lose(.moreCategories) }
            tops[section, default: []].append(i)
        }
        if heads.isEmpty { heads.append((nil, nil, false, .standard)) }
        /// Siblings in listo's order when it wrote one, else in the file's.
        func ordered(_ indices: [Int]) -> [Int] {
            indices.enumerated().sorted { a, b in
                (tasks[a.element].order ?? Int.max, a.offset) < (tasks[b.element].order ?? Int.max, b.offset)
            }.map(\.element)
        }
        // A task nested past the levels rows take refuses the file, as a Markdown item does: never dropped unsaid.
        func row(_ i: Int, at place: Int, depth: Int) throws(ImportProblem) -> Row {
            guard depth < ListDocument.maxLevel else {
                tooDeepUID = tasks[i].uid
                throw .rowTooDeep(title: tasks[i].row.title, place: nil, line: nil)
            }
            var r = tasks[i].row
            r.id = RowID(take())
            r.position = Positions.spaced(place)
            for (offset, child) in ordered(children[i] ?? []).enumerated() { r.children.append(try row(child, at: offset, depth: depth + 1)) }
            // After its subtasks are in it, so that they come back not done with it.
            if let moved = ICalendarReader.completed(&r, tasks[i], names: names) { doneRepeating.append(moved) }
            return r
        }
        var sections: [Section] = []
        for (s, head) in heads.enumerated() {
            let id = SectionID(take())
            var rows: [Row] = []
            for (offset, top) in ordered(tops[s] ?? []).enumerated() { rows.append(try row(top, at: offset, depth: 0)) }
            sections.append(Section(id: id, header: head.header, footer: head.footer, collapsed: head.collapsed,
                                    prominence: head.prominence, position: Positions.spaced(s), rows: rows))
        }
        return ListDocument(id: listID, name: listName, position: Positions.spaced(index), settings: settings, sections: sections)
    }

    /// The fields a list of another tool's tasks declares: those its tasks use, in a fixed order.
    func declarations(for tasks: [Task], names: ICalendarNames) -> [FieldDeclaration] {
        let used = Set(tasks.flatMap { $0.row.fields.keys })
        return ICalendarNames.Role.allCases.filter { used.contains(names.name($0)) }.map { FieldDeclaration(names.name($0), $0.type) }
    }

    /// A repeating task done in another app, as listo's own done leaves it: on to its
    /// next occurrence, not done, its done count grown, its subtasks not done, and no
    /// day of completion, so that the next export sends the next occurrence to the app.
    /// Nil, the row left as it was, for a task that is not such a one.
    static func completed(_ row: inout Row, _ task: Task, names: ICalendarNames) -> DoneOccurrence? {
        guard let doneOn = task.doneOn, row.flag(.done),
              var moved = row.completingOccurrence(doneOn: doneOn, due: names.name(.due), done: names.name(.done))?.row,
              let next = moved.dueDate else { return nil }
        moved.fields[names.name(.completed)] = nil
        row = moved
        return DoneOccurrence(title: row.title, next: next, uid: task.uid)
    }

    /// One VTODO as a row without an id; nil for one that only changes a single
    /// occurrence of a repeating task (RECURRENCE-ID), which listo has no place for.
    mutating func task(_ todo: ICalendar.Component, names: ICalendarNames) -> Task? {
        var row = Row(id: RowID(0), title: "")
        var task = Task(row: row, uid: nil, parent: nil, categories: [], section: nil, order: nil)
        var summary: String?
        var status: String?
        var completed: CalendarDate?
        var percent: Int?
        var due: ICalendar.Time?
        var start: ICalendar.Time?
        var fromDone = false
        var rule: String?
        /// Properties whose value listo can't hold, named with the task's title once it is known.
        var unheld: [String] = []
        /// Lines of the task libical could not read, named with its title once it is known.
        var unreadable = 0
        /// Its PRIORITY values as the file wrote them, the next one first.
        var written = writtenPriorities.flatMap { tasksRead < $0.count ? $0[tasksRead][...] : nil }
        tasksRead += 1
        /// The time of day of its COMPLETED, named as DUE's is: listo keeps the day, not the time.
        var completedTime = false
        reading = todo.properties.first(where: { $0.name == "UID" })?.value ?? ""
        inTask = true
        lostOnTask = []
        defer { inTask = false }
        for p in todo.properties {
            let value = p.value
            switch p.name {
            case "UID": task.uid = value
            case "SUMMARY": summary = value
            case "DESCRIPTION": row.notes = value
            case "STATUS": status = value.uppercased()
            case "COMPLETED", "DUE", "DTSTART":
                // A day that is none (31 February, the year 0) gives no time: named, never dropped unsaid.
                guard let time = p.time else {
                    unheld.append(p.name)
                    break
                }
                switch p.name {
                case "COMPLETED":
                    completed = time.day
                    // The moment listo writes for a day (`ICalendar.utc(day:)`), or a local
                    // midnight as it wrote before, is a day with no time of day to lose.
                    completedTime = !time.isDate && time.minute != 0 && value != ICalendar.utc(day: time.day)
                case "DUE": due = time
                default: start = time
                }
            case "PERCENT-COMPLETE": percent = Int(value)
            case "RRULE":
                rule = value
                // libical leaves out of the rule's text an UNTIL in the year 0, which it read.
                if p.until != nil, !value.uppercased().contains("UNTIL=") { unheld.append("RRULE UNTIL") }
            case "PRIORITY":
                // 0 is no priority (RFC 5545); past 9, or not a number, is one listo can't hold.
                // Read as the file wrote it: libical's own value has wrapped 4294967296 to 0.
                let value = (written?.popFirst() ?? value).filter { !$0.isWhitespace }
                if let n = Int(value), (1...9).contains(n) {
                    row.fields[names.name(.priority)] = names.priority(n)
                } else if Int(value) != 0 {
                    unheld.append("PRIORITY")
                }
            case "CATEGORIES": task.categories.append(value)
            case "RELATED-TO":
                let type = p.parameter("RELTYPE")?.uppercased() ?? "PARENT"
                if type == "PARENT" { task.parent = value } else { lose(.property("RELATED-TO;RELTYPE=" + type)) }
            case "RECURRENCE-ID":
                lose(.property("RECURRENCE-ID"))
                return nil
            case "DTSTAMP", "CREATED", "LAST-MODIFIED", "SEQUENCE":
                // When the file was written and how often: a sync's bookkeeping, made anew by each writer.
                break
            case ICalendarNames.section: task.section = Int(value)
            case ICalendarNames.order: task.order = Int(value)
            case ICalendarNames.flags:
                let flags = Set(value.split(whereSeparator: { $0 == " " || $0 == "," }).map { $0.uppercased() })
                row.moveDisabled = flags.contains("MOVE-DISABLED")
                row.deleteDisabled = flags.contains("DELETE-DISABLED")
                row.selectionDisabled = flags.contains("SELECTION-DISABLED")
                row.expanded = flags.contains("EXPANDED")
            case ICalendarNames.fields:
                for (k, v) in Codec.decodeFields(ICalendarNames.decoded(value)) { row.fields[k] = v }
            case ICalendarNames.doneCount:
                guard let n = Int(value), ScheduleBounds.doneCount.contains(n) else {
                    refuse(ICalendarNames.doneCount, ScheduleBounds.doneCount)
                    break
                }
                row.schedule.doneCount = n
            case ICalendarNames.repeatFrom: fromDone = value.uppercased() == "DONE"
            case "X-LIC-ERROR": unreadable += 1
            default: lose(.property(p.name))
            }
        }
        if let uid = task.uid { row.schedule.uid = uid }
        if let summary, !summary.isEmpty {
            row.title = summary
        } else {
            lose(.noSummary)
            row.title = task.uid ?? ""
        }
        for name in unheld { lose(.value(name), task: row.title) }
        lose(.unreadable, times: unreadable, task: row.title)
        switch status {
        case "COMPLETED"?: row.fields[names.name(.done)] = .bool(true)
        case "NEEDS-ACTION"?: row.fields[names.name(.done)] = .bool(false)
        case nil: if completed != nil { row.fields[names.name(.done)] = .bool(true) }
        case let other?:
            lose(.status(other))
            row.fields[names.name(.done)] = .bool(false)
        }
        if let percent, percent != 0, percent != 100 { lose(.property("PERCENT-COMPLETE")) }
        if let completed { row.fields[names.name(.completed)] = .date(completed) }
        if completedTime { lose(.timeOfDay("COMPLETED")) }
        if let due {
            row.fields[names.name(.due)] = .date(due.day)
            if !due.isDate && due.minute != 0 { lose(.timeOfDay("DUE")) }
        }
        if let start {
            row.schedule.start = start.day
            if !start.isDate && start.minute != 0 { lose(.timeOfDay("DTSTART")) }
        }
        if let rule {
            // A yearly repeat keeps the due's day, as one typed does, so that 29 February comes back.
            row.schedule.recurrence = recurrence(rule, fromDone: fromDone, task: row.title)?.keepingYearDay(due: due?.day)
        }
        if row.schedule.recurrence != nil, row.fields[names.name(.done)] == .bool(true) { task.doneOn = completed ?? due?.day }
        var alarms = 0
        for component in todo.components {
            guard component.kind == "VALARM" else {
                lose(.component(component.kind))
                continue
            }
            alarms += 1
            if alarms > 1 {
                lose(.moreReminders)
                continue
            }
            let reminder = reminder(component, due: due, start: start)
            if case .beforeDue? = reminder, reminder?.inBounds == false {
                refuse("VALARM TRIGGER", ScheduleBounds.daysBefore)
            } else if reminder?.inBounds == false {
                lose(.reminderWithoutDate)
            } else {
                row.schedule.reminder = reminder
            }
        }
        task.row = row
        return task
    }

    /// A VALARM's TRIGGER as a reminder: at a moment, or some days before the
    /// due at a time of day; nil, counted, when it is relative to a date the task lacks.
    mutating func reminder(_ alarm: ICalendar.Component, due: ICalendar.Time?, start: ICalendar.Time?) -> Reminder? {
        var trigger: ICalendar.Property?
        for p in alarm.properties {
            switch p.name {
            case "ACTION", "DESCRIPTION", "SUMMARY", "UID", "X-WR-ALARMUID": break
            case "TRIGGER" where trigger == nil: trigger = p
            default: lose(.property("VALARM " + p.name))
            }
        }
        if let p = trigger {
            if let seconds = p.seconds {
                let fromEnd = p.parameter("RELATED")?.uppercased() == "END"
                guard let base = fromEnd ? due : start else {
                    lose(.reminderWithoutDate)
                    return nil
                }
                // Seconds after the base day's midnight, local time.
                let total = base.minute * 60 + seconds
                if fromEnd && total < 86_400 {
                    let days = total < 0 ? (-total + 86_399) / 86_400 : 0
                    return .beforeDue(days: days, minute: (total + days * 86_400) / 60)
                }
                let days = total >= 0 ? total / 86_400 : -((-total + 86_399) / 86_400)
                return .at(base.day.adding(days: days), minute: (total - days * 86_400) / 60)
            }
            if let time = p.time { return .at(time.day, minute: time.minute) }
        }
        lose(.reminderWithoutDate)
        return nil
    }

    /// An RRULE as listo's repeat: every N days, weeks, months (on a day of the
    /// month) or years, or weekdays. A part it has no words for is
    /// counted; nil when the frequency itself is one (hourly, secondly).
    mutating func recurrence(_ rule: String, fromDone: Bool, task: String? = nil) -> Recurrence? {
        var parts: [String: String] = [:]
        for piece in rule.split(separator: ";") {
            let pair = piece.split(separator: "=", maxSplits: 1).map(String.init)
            if pair.count == 2 { parts[pair[0].uppercased()] = pair[1].uppercased() }
        }
        var interval = 1
        if let text = parts.removeValue(forKey: "INTERVAL") {
            guard let n = Int(text), ScheduleBounds.interval.contains(n) else {
                refuse("RRULE INTERVAL", ScheduleBounds.interval)
                return nil
            }
            interval = n
        }
        parts["WKST"] = nil
        let weekdays = "MO,TU,WE,TH,FR"
        var result: Recurrence?
        switch parts.removeValue(forKey: "FREQ") {
        case "DAILY"?:
            if parts["BYDAY"] == weekdays, interval == 1 {
                parts["BYDAY"] = nil
                result = Recurrence(unit: .weekday, fromDone: fromDone)
            } else {
                result = Recurrence(unit: .day, interval: interval, fromDone: fromDone)
            }
        case "WEEKLY"?:
            if parts["BYDAY"] == weekdays, interval == 1 {
                parts["BYDAY"] = nil
                result = Recurrence(unit: .weekday, fromDone: fromDone)
            } else {
                // One day of the week is the due's own, which a weekly repeat keeps.
                if let day = parts["BYDAY"], !day.contains(",") { parts["BYDAY"] = nil }
                result = Recurrence(unit: .week, interval: interval, fromDone: fromDone)
            }
        case "MONTHLY"?:
            var monthDay: Int?
            if let text = parts["BYMONTHDAY"], let d = Int(text), d == -1 || (1...31).contains(d) {
                monthDay = d == -1 ? 31 : d
                parts["BYMONTHDAY"] = nil
            }
            result = Recurrence(unit: .month, interval: interval, monthDay: monthDay, fromDone: fromDone)
        case "YEARLY"?:
            // The month is the due's; a day of it is kept, as listo writes 29 February on a due of the 28th.
            var monthDay: Int?
            if let text = parts["BYMONTHDAY"], let d = Int(text), (1...31).contains(d) { monthDay = d }
            parts["BYMONTH"] = nil
            parts["BYMONTHDAY"] = nil
            result = Recurrence(unit: .year, interval: interval, monthDay: monthDay, fromDone: fromDone)
        case let other:
            lose(.repeatPart("FREQ=" + (other ?? "")), task: task)
            return nil
        }
        for (key, value) in parts.sorted(by: { $0.key < $1.key }) { lose(.repeatPart(key + "=" + value), task: task) }
        return result
    }
}

extension Recurrence {
    /// A yearly repeat with the day of `due` kept, as `repeat every year` keeps it; any other as it is.
    func keepingYearDay(due: CalendarDate?) -> Recurrence {
        unit == .year ? keepingMonthDay(due: due, before: nil) : self
    }
}
