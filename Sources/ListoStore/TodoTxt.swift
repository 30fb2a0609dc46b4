import FoundationEssentials
import ListoModel

/// The todo.txt format of todo.txt-cli, Simpletask and Markor, one task a line:
/// `x 2026-11-30 2026-11-20 (A) Call Ana +family @phone due:2026-12-01`.
/// `x` is done, then the completion and creation dates, `(A)` the priority (kept
/// as `pri:A` on a done task), and `due:` the due date; projects, contexts and
/// other tags stay in the title, where todo.txt keeps them. A list's other boolean
/// fields (pinned, read, snoozed) are `key:value` tags, `pinned:true`, as todo.txt's
/// extensions are; its other values have no place and are counted as left out. One
/// file is one list without sections. Lines are written back in one order, so a file
/// written by listo reads back to the same bytes. A row's start is `t:2026-12-07`
/// (hidden until then, as todo.txt's threshold dates are) and its repeat `rec:`, as
/// topydo and Simpletask write it: `rec:+1w` strictly from the due, `rec:1w` from the
/// day it is done (`d`, `w`, `m`, `y` and `b` for weekdays), and `recday:31` after it
/// where a monthly repeat keeps a day that is not its due's.
enum TodoTxt {
    /// The fields todo.txt writes its own way (`x`, the dates, `(A)`, `due:`), under
    /// the names a list gives them: a list made in Spanish has `hecha`, `vence` and
    /// `prioridad`, which are written as `x`, `due:` and `(A)` all the same, and a
    /// file imported into a Spanish store reads back into those names, not English twins.
    struct Roles: Hashable {
        var done = FieldNames.done
        var priority = "priority"
        var due = FieldNames.due
        var created = "created"
        var completed = "completed"
        /// The priority is a number, as a list from iCalendar holds it: found so when a
        /// file carries a priority that is no letter (`prioridad:2.5`), and then its
        /// letters are read as numbers too, `(A)` as 1, so that the list reads back as written.
        var priorityIsNumber = false

        static let createdNames = ["created", "creada", "creado"]

        /// English names: todo.txt's own words for them.
        init() {}

        /// The names a list declares for each role, English where it declares none.
        init(fields: [FieldDeclaration]) {
            func named(_ names: [String]) -> String? { fields.first { names.contains(Names.key($0.name)) }?.name }
            done = FieldRole.done.field(in: fields)?.name ?? done
            due = FieldRole.due.field(in: fields)?.name ?? due
            priority = named(ICalendarNames.Role.priority.names) ?? priority
            priorityIsNumber = fields.first { $0.name == priority }?.type == .number
            completed = named(ICalendarNames.Role.completed.names) ?? completed
            created = named(Roles.createdNames) ?? created
        }

        /// The names a new list gets in a language, as the sample lists are made in it.
        init(language: Language) {
            guard language == .es else { return }
            done = FieldRole.done.name(in: .es)
            due = FieldRole.due.name(in: .es)
            priority = ICalendarNames.Role.priority.names[1]
            completed = ICalendarNames.Role.completed.names[1]
            created = Roles.createdNames[1]
        }

        var all: Set<String> { [done, priority, due, created, completed] }

        /// The language these names are in: Spanish when the done or due field is named so.
        var language: Language { FieldRole.done.name(in: .es) == done || FieldRole.due.name(in: .es) == due ? .es : .en }

        var fields: [FieldDeclaration] {
            [FieldDeclaration(done, .boolean), FieldDeclaration(priority, priorityIsNumber ? .number : .text), FieldDeclaration(due, .date),
             FieldDeclaration(created, .date), FieldDeclaration(completed, .date)]
        }

        /// A priority as a letter, `A`: a number when the list's priority is one (1 for A),
        /// where only A to Z are priorities.
        func priority(letter: Character) -> FieldValue? {
            guard priorityIsNumber else { return .text(String(letter)) }
            guard let ascii = letter.asciiValue, letter.isUppercase else { return nil }
            return .number(Double(ascii) - Double(UInt8(ascii: "A")) + 1)
        }

        /// `prioridad:2.5`, `priority:30`: a number priority todo.txt has no letter for, as
        /// `line` writes it, in whatever language the tag names it; nil for any other word,
        /// and for digits a number would not give back as written.
        func numberPriority(_ word: String) -> Double? {
            guard let colon = word.firstIndex(of: ":"),
                  ICalendarNames.Role.priority.names.contains(Names.key(String(word[..<colon]))) || word[..<colon] == priority else { return nil }
            let digits = String(word[word.index(after: colon)...])
            guard let n = FieldValue.number(text: digits), !digits.contains(","), FieldValue.plainDigits(n) == digits else { return nil }
            return n
        }

        /// Whether a field is written todo.txt's own way, whatever language names it.
        func isOwn(_ name: String) -> Bool {
            let key = Names.key(name)
            return all.contains(name) || FieldRole.done.isNamed(name) || FieldRole.due.isNamed(name)
                || ICalendarNames.Role.priority.names.contains(key) || ICalendarNames.Role.completed.names.contains(key)
                || Roles.createdNames.contains(key)
        }
    }

    /// todo.txt's own fields under their English names.
    static let fields = Roles().fields

    /// A boolean field a line can carry as a tag: a name with no space or colon, and not one todo.txt writes its own way.
    static func taggable(_ name: String, _ roles: Roles = Roles()) -> Bool {
        !name.isEmpty && !roles.isOwn(name) && !name.contains(where: { $0 == ":" || $0.isWhitespace })
    }

    /// The fields of a row a line can't hold: values other than true or false, and names a tag can't carry.
    static func leftOut(_ row: Row, _ roles: Roles = Roles()) -> [String] {
        row.fields.compactMap { name, value in
            if roles.all.contains(name) { return nil }
            if case .bool = value, taggable(name, roles) { return nil }
            return name
        }
    }

    static func export(_ list: ListDocument?) -> String {
        guard let list else { return "" }
        let roles = Roles(fields: list.settings.fields)
        let lines = list.sections.flatMap(\.rows).map { line($0, roles) }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    static func line(_ row: Row, _ roles: Roles = Roles()) -> String {
        var parts: [String] = []
        let done = row.fields[roles.done] == .bool(true)
        let priority: String?
        var priorityTag: String?
        switch row.fields[roles.priority] {
        case .text(let p)?: priority = p
        case .number(let n)?:
            // A number priority, as iCalendar's (1 the highest) comes in: 1 to 26 is todo.txt's
            // own (A) to (Z), A the highest too; any other number goes as a tag, prioridad:30.
            priority = letter(n)
            if priority == nil { priorityTag = "\(roles.priority):\(FieldValue.plainDigits(n))" }
        default: priority = nil
        }
        if done {
            parts.append("x")
            if case .date(let d) = row.fields[roles.completed] { parts.append(d.iso) }
        } else if let priority {
            parts.append("(\(priority))")
        }
        if case .date(let d) = row.fields[roles.created] { parts.append(d.iso) }
        parts.append(row.title.replacing(every: "\n", with: " "))
        if case .date(let d) = row.fields[roles.due] { parts.append("due:\(d.iso)") }
        if let start = row.schedule.start { parts.append("t:\(start.iso)") }
        if let recurrence = row.schedule.recurrence {
            parts.append(rec(recurrence))
            if let day = recDay(recurrence, due: row.dueDate) { parts.append(day) }
        }
        if done, let priority { parts.append("pri:\(priority)") }
        if let priorityTag { parts.append(priorityTag) }
        for (name, value) in row.fields.sorted(by: { $0.key < $1.key }) where taggable(name, roles) {
            if case .bool(let on) = value { parts.append("\(name):\(on)") }
        }
        return parts.joined(separator: " ")
    }

    /// The letter todo.txt writes for a whole number from 1 to 26: 1 is (A), 26 is (Z).
    static func letter(_ n: Double) -> String? {
        guard n == n.rounded(), n >= 1, n <= 26 else { return nil }
        return String(UnicodeScalar(UInt8(ascii: "A") + UInt8(n - 1)))
    }

    /// The whole file as one list, its rows made as an import makes them.
    static func parse(_ text: String, name: String, roles: Roles = Roles(), nextID: inout Int64) throws -> ListDocument {
        let bytes = Array(text.utf8)
        var roles = roles
        let declared = try outline(bytes, roles: &roles).fields
        let listID = ListID(nextID), sectionID = SectionID(nextID + 1)
        nextID += 2
        var rows: [Row] = []
        try self.rows(bytes, page: .max, roles: roles, nextID: &nextID) { rows += $0 }
        return ListDocument(
            id: listID, name: name, settings: ListSettings(fields: declared),
            sections: [Section(id: sectionID, header: nil, position: Positions.gap, rows: rows)])
    }

    /// The first of an import's two readings, so that a million tasks are never held
    /// as rows: every line is checked (one that is no task is refused on its line,
    /// before anything is written), and the fields its tags declare are found, each
    /// boolean, in the order the file first uses them, after todo.txt's own.
    /// A priority that is a number (`prioridad:2.5`) makes the priority field a number,
    /// and `roles` says so to the second reading.
    static func outline(_ bytes: [UInt8], roles: inout Roles) throws -> (fields: [FieldDeclaration], rows: Int) {
        var tagged: [String] = []
        var names = Set(roles.fields.map(\.name))
        var count = 0
        try ImportLines.each(bytes, in: bytes.indices) { raw, number, _ in
            let line = raw.trimmingSpaces()
            if line.isEmpty { return }
            guard let (_, fields, _) = task(line, roles) else { throw ImportProblem.syntax(line: number) }
            if case .number? = fields[roles.priority] { roles.priorityIsNumber = true }
            for name in fields.keys.sorted() where names.insert(name).inserted { tagged.append(name) }
            count += 1
        }
        return (roles.fields + tagged.map { FieldDeclaration($0, .boolean) }, count)
    }

    /// The second reading: the rows, `page` at a time, their ids taken from `next` in order.
    static func rows(_ bytes: [UInt8], page: Int, roles: Roles = Roles(), nextID next: inout Int64, _ each: ([Row]) throws -> Void) throws {
        var made: [Row] = []
        var index = 0
        try ImportLines.each(bytes, in: bytes.indices) { raw, _, _ in
            let line = raw.trimmingSpaces()
            guard !line.isEmpty, let (title, fields, schedule) = task(line, roles) else { return }
            var row = Row(id: RowID(next), title: title, fields: fields, position: Positions.spaced(index), schedule: schedule)
            next += 1
            index += 1
            if row.isPinned {
                row.moveDisabled = true
                row.deleteDisabled = true
            }
            made.append(row)
            if made.count == page {
                try each(made)
                made.removeAll(keepingCapacity: true)
            }
        }
        if !made.isEmpty { try each(made) }
    }

    /// One task's title, fields and start and repeat, or nil when nothing is left for a title.
    static func task(_ line: String, _ roles: Roles = Roles()) -> (String, [String: FieldValue], Schedule)? {
        var words = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        var fields: [String: FieldValue] = [:]
        var schedule = Schedule()
        var monthDay: (day: Int, place: Int)?
        func takeDate(_ name: String) {
            if let first = words.first, let date = CalendarDate(iso: first) {
                fields[name] = .date(date)
                words.removeFirst()
            }
        }
        if words.first == "x" {
            words.removeFirst()
            fields[roles.done] = .bool(true)
            takeDate(roles.completed)
            if fields[roles.completed] != nil { takeDate(roles.created) }
        } else {
            if let first = words.first, first.count == 3, first.hasPrefix("("), first.hasSuffix(")"),
               let letter = first.dropFirst().first, letter.isUppercase, letter.isASCII {
                fields[roles.priority] = roles.priority(letter: letter)
                words.removeFirst()
            }
            takeDate(roles.created)
        }
        var title: [String] = []
        for word in words {
            if word.hasPrefix("due:"), let date = CalendarDate(iso: String(word.dropFirst(4))), fields[roles.due] == nil {
                fields[roles.due] = .date(date)
            } else if word.hasPrefix("t:"), let date = CalendarDate(iso: String(word.dropFirst(2))), schedule.start == nil {
                schedule.start = date
            } else if let recurrence = rec(word), schedule.recurrence == nil {
                schedule.recurrence = recurrence
            } else if let day = recDay(word), monthDay == nil {
                monthDay = (day, title.count)
                title.append(word)
            } else if word.hasPrefix("pri:"), word.count == 5, fields[roles.done] != nil, fields[roles.priority] == nil,
                      let letter = word.last, let priority = roles.priority(letter: letter) {
                fields[roles.priority] = priority
            } else if fields[roles.priority] == nil, let n = roles.numberPriority(word) {
                fields[roles.priority] = .number(n)
            } else if let on = doneTag(word) {
                if fields[roles.done] == nil { fields[roles.done] = .bool(on) }
            } else if let (name, on) = tag(word, roles), fields[name] == nil {
                fields[name] = .bool(on)
            } else {
                title.append(word)
            }
        }
        // A monthly or yearly repeat keeps its day: the one `recday:` names, else the due's;
        // with neither, `recday:` is the title's.
        if var recurrence = schedule.recurrence, recurrence.unit == .month || recurrence.unit == .year {
            if let (day, place) = monthDay {
                recurrence.monthDay = day
                title.remove(at: place)
            } else if case .date(let due) = fields[roles.due] {
                recurrence = recurrence.keepingMonthDay(due: due, before: nil)
            }
            schedule.recurrence = recurrence
        }
        let text = title.joined(separator: " ").trimmingSpaces()
        return text.isEmpty ? nil : (text, fields, schedule)
    }

    static let recUnits: [Character: Recurrence.Unit] = ["d": .day, "w": .week, "m": .month, "y": .year, "b": .weekday]

    /// `rec:+2w` (strict: from the due) or `rec:2w` (from the day it is done).
    static func rec(_ word: String) -> Recurrence? {
        guard word.hasPrefix("rec:") else { return nil }
        var text = word.dropFirst(4)
        let strict = text.first == "+"
        if strict { text = text.dropFirst() }
        guard let last = text.last, let n = Int(text.dropLast()), (1...999).contains(n) else { return nil }
        guard let unit = recUnits[last] else { return nil }
        if unit == .weekday { return n == 1 ? Recurrence(unit: .weekday, fromDone: !strict) : nil }
        return Recurrence(unit: unit, interval: n, fromDone: !strict)
    }

    /// A repeat as `rec:`; the day of the month follows the due, as todo.txt tools count it.
    static func rec(_ r: Recurrence) -> String {
        let unit: String
        switch r.unit {
        case .day: unit = "d"
        case .week: unit = "w"
        case .month: unit = "m"
        case .weekday: unit = "b"
        case .year: unit = "y"
        }
        return "rec:" + (r.fromDone ? "" : "+") + "\(r.unit == .weekday ? 1 : r.interval)" + unit
    }

    /// `recday:31`: the day of the month a monthly or yearly repeat keeps, where it is not the
    /// due's own (a 31st clamped to 28 February, a 29 February in other years). todo.txt tools
    /// count from the due and have no word for it; they keep the tag as text.
    static func recDay(_ r: Recurrence, due: CalendarDate?) -> String? {
        guard r.unit == .month || r.unit == .year, let day = r.monthDay, day != due?.day else { return nil }
        return "recday:\(day)"
    }

    static func recDay(_ word: String) -> Int? {
        guard word.hasPrefix("recday:"), let day = Int(word.dropFirst(7)), ScheduleBounds.monthDay.contains(day),
              word.count == 7 + String(day).count else { return nil }
        return day
    }

    /// `hecha:true`: a done field written as a tag, as listo once wrote a Spanish list's,
    /// read as done so that it does not come back as a second done field. `done:true`,
    /// which listo never wrote (an English list's done is the x), stays in the title as
    /// another tool's text, so that its line comes back as it was.
    static func doneTag(_ word: String) -> Bool? {
        guard let colon = word.firstIndex(of: ":"), case let name = String(word[..<colon]),
              FieldRole.done.isNamed(name), Names.key(name) != FieldNames.done else { return nil }
        switch word[word.index(after: colon)...] {
        case "true": return true
        case "false": return false
        default: return nil
        }
    }

    /// A boolean tag as listo writes one: `pinned:true`, `read:false`. A state listo
    /// knows (pinned, snoozed, read) is read into its name in the language of `roles`,
    /// so a Spanish file's `fijada:true` pins a row of an English store, not a twin field.
    static func tag(_ word: String, _ roles: Roles = Roles()) -> (String, Bool)? {
        guard let colon = word.firstIndex(of: ":") else { return nil }
        var name = String(word[..<colon])
        let value = word[word.index(after: colon)...]
        guard taggable(name, roles), value == "true" || value == "false" else { return nil }
        if let role = [FieldRole.pinned, .snoozed, .read].first(where: { $0.isNamed(name) }) { name = role.word(for: name, in: roles.language) }
        return (name, value == "true")
    }
}
