import FoundationEssentials
import ListoModel

/// Lists as iCalendar (RFC 5545), for the task apps of phones and desktops: each
/// list a VCALENDAR, each row a VTODO. What those apps read is written in their
/// properties (SUMMARY, DESCRIPTION, STATUS, COMPLETED, DUE, DTSTART, RRULE,
/// PRIORITY, CATEGORIES for the section, RELATED-TO for a subtask's parent, a
/// VALARM for the reminder); what only listo has (order, sections, other fields,
/// pins, the done count) in X-LISTO- properties, so that reading the file back
/// gives the list listo wrote, and writing it again the same bytes.
enum ICalendarWriter {
    static let productID = "-//listo//listo//EN"

    /// The calendar's lines before its first VTODO: its name, and the list's
    /// settings and sections (their order, headers and footers) as JSON.
    static func header(_ list: ListDocument) -> String {
        let calendar = ICalendar.Component("VCALENDAR")
        calendar.add(line: "VERSION:2.0")
        calendar.add(line: "PRODID:" + productID)
        calendar.add(text: "X-WR-CALNAME", list.name)
        var file = Exchange.file(list)
        for i in file.sections.indices { file.sections[i].rows = [] }
        calendar.add(text: ICalendarNames.list, ICalendarNames.encoded(json(file)))
        let text = calendar.text
        return text.hasSuffix(footer) ? String(text.dropLast(footer.count)) : text
    }

    static let footer = "END:VCALENDAR\r\n"

    /// One list's calendar whole: its header, each row's VTODO, its footer.
    static func calendar(_ list: ListDocument) -> String {
        var text = header(list)
        for (index, section) in list.sections.enumerated() {
            writeRows(section.rows, of: list, section: section, index: index, from: 0) { text += $0 }
        }
        return text + footer
    }

    /// The VTODO of each row and of the rows inside it, parents first; `start`
    /// is the first row's place in its section (a long section comes in pages).
    static func writeRows(
        _ rows: [Row], of list: ListDocument, section: Section, index: Int, from start: Int, to write: (String) -> Void
    ) {
        func each(_ row: Row, order: Int, parent: String?) {
            write(todo(row, of: list, section: section, index: index, order: order, parent: parent))
            let uid = uid(of: row, in: list.id)
            for (i, child) in row.children.enumerated() { each(child, order: i, parent: uid) }
        }
        for (i, row) in rows.enumerated() { each(row, order: start + i, parent: nil) }
    }

    /// The UID a row is known by: the one it came with, or one made of its ids,
    /// which renaming or moving it leaves alone.
    static func uid(of row: Row, in list: ListID) -> String {
        row.schedule.uid ?? "listo-\(list.raw)-\(row.id.raw)"
    }

    /// A row as a VTODO: the first field in each role that the list reads back
    /// under the same name goes into its standard property; the rest into X-LISTO-FIELDS.
    static func todo(_ row: Row, of list: ListDocument, section: Section, index: Int, order: Int, parent: String?) -> String {
        let todo = ICalendar.Component("VTODO")
        let names = ICalendarNames(list.settings)
        var rest = row.fields
        func take(_ key: String?) -> FieldValue? {
            guard let key, let value = rest[key] else { return nil }
            return value
        }
        todo.add(text: "UID", uid(of: row, in: list.id))
        todo.add(text: "SUMMARY", row.title)
        if let notes = row.notes { todo.add(text: "DESCRIPTION", notes) }
        if let key = names.key(.done, in: row), case .bool(let done)? = take(key) {
            todo.add(line: "STATUS:" + (done ? "COMPLETED" : "NEEDS-ACTION"))
            rest[key] = nil
        }
        if let key = names.key(.completed, in: row), case .date(let day)? = take(key) {
            todo.add(line: "COMPLETED:" + ICalendar.utc(day: day))
            rest[key] = nil
        }
        if let key = names.key(.due, in: row), case .date(let day)? = take(key) {
            todo.add(line: "DUE;VALUE=DATE:" + basic(day))
            rest[key] = nil
        }
        if let start = row.schedule.start { todo.add(line: "DTSTART;VALUE=DATE:" + basic(start)) }
        if let recurrence = row.schedule.recurrence {
            todo.add(line: "RRULE:" + rule(recurrence, due: row.dueDate))
            if recurrence.fromDone { todo.add(text: ICalendarNames.repeatFrom, "DONE") }
        }
        if let key = names.key(.priority, in: row), let value = take(key), let priority = names.priority(value) {
            todo.add(line: "PRIORITY:\(priority)")
            rest[key] = nil
        }
        if let header = section.header { todo.add(text: "CATEGORIES", header) }
        if let parent { todo.add(text: "RELATED-TO", parent, parameter: "RELTYPE=PARENT") }
        todo.add(text: ICalendarNames.section, "\(index)")
        todo.add(text: ICalendarNames.order, "\(order)")
        let flags = [(row.moveDisabled, "MOVE-DISABLED"), (row.deleteDisabled, "DELETE-DISABLED"),
                     (row.selectionDisabled, "SELECTION-DISABLED"), (row.expanded, "EXPANDED")].filter(\.0).map(\.1)
        if !flags.isEmpty { todo.add(text: ICalendarNames.flags, flags.joined(separator: " ")) }
        if !rest.isEmpty { todo.add(text: ICalendarNames.fields, ICalendarNames.encoded(Codec.encode(fields: rest))) }
        if row.schedule.doneCount > 0 { todo.add(text: ICalendarNames.doneCount, "\(row.schedule.doneCount)") }
        if let reminder = row.schedule.reminder {
            let alarm = ICalendar.Component("VALARM")
            alarm.add(line: "ACTION:DISPLAY")
            alarm.add(text: "DESCRIPTION", row.title)
            switch reminder {
            case .at(let day, let minute):
                alarm.add(line: "TRIGGER;VALUE=DATE-TIME:" + ICalendar.utc(Moment(day: day, minute: minute)))
            case .beforeDue(let days, let minute):
                // From the start of the due day (a DATE), so the reminder falls on the day and time listo says.
                alarm.add(line: "TRIGGER;RELATED=END:" + duration(seconds: minute * 60 - days * 86_400))
            }
            todo.add(alarm)
        }
        return todo.text
    }

    /// `FREQ=WEEKLY;INTERVAL=2`, `FREQ=MONTHLY;BYMONTHDAY=1`, `FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR`,
    /// `FREQ=YEARLY`. A yearly repeat falls on its due's day and month, which need no
    /// words, but for a day the due is not on (29 February on the 28th): that one is
    /// named with BYMONTH and BYMONTHDAY, so that it comes back.
    static func rule(_ r: Recurrence, due: CalendarDate? = nil) -> String {
        let interval = r.interval > 1 ? ";INTERVAL=\(r.interval)" : ""
        switch r.unit {
        case .day: return "FREQ=DAILY" + interval
        case .week: return "FREQ=WEEKLY" + interval
        case .weekday: return "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"
        case .month:
            // listo's 31st is the month's last day, which iCalendar says as -1.
            let day = r.monthDay.map { ";BYMONTHDAY=\($0 == 31 ? -1 : $0)" } ?? ""
            return "FREQ=MONTHLY" + interval + day
        case .year:
            guard let day = r.monthDay, let due, day != due.day else { return "FREQ=YEARLY" + interval }
            return "FREQ=YEARLY" + interval + ";BYMONTHDAY=\(day);BYMONTH=\(due.month)"
        }
    }

    /// `-PT15H`, `PT9H`, `-P1D`: a signed duration as iCalendar writes one.
    static func duration(seconds: Int) -> String {
        var s = abs(seconds)
        let days = s / 86_400
        s %= 86_400
        var text = (seconds < 0 ? "-" : "") + "P" + (days > 0 ? "\(days)D" : "")
        if s > 0 || days == 0 {
            text += "T"
            if s / 3600 > 0 { text += "\(s / 3600)H" }
            if s % 3600 / 60 > 0 { text += "\(s % 3600 / 60)M" }
            if s % 60 > 0 || s == 0 { text += "\(s % 60)S" }
        }
        return text
    }

    /// `20261208`: a date as iCalendar's DATE.
    static func basic(_ day: CalendarDate) -> String { String(day.iso.filter { $0 != "-" }) }

    static func json<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(value)) ?? Data(), as: UTF8.self)
    }
}

/// The names listo's iCalendar files use: its own X- properties, and under which
/// field names the standard properties are read back into a list.
struct ICalendarNames {
    static let list = "X-LISTO-LIST"
    static let section = "X-LISTO-SECTION"
    static let order = "X-LISTO-ORDER"
    static let flags = "X-LISTO-FLAGS"
    static let fields = "X-LISTO-FIELDS"
    static let doneCount = "X-LISTO-DONE-COUNT"
    static let repeatFrom = "X-LISTO-REPEAT-FROM"

    /// An X-LISTO- value with `%`, `,`, `;`, the backslash and line breaks as `%2C` and so on:
    /// libical writes an X- property's commas unescaped, and a server that reads
    /// them as RFC 5545 says (a list of values) would keep only the first piece.
    static func encoded(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%", ",", ";", "\\", "\n", "\r": out += "%" + String(scalar.value, radix: 16, uppercase: true).leftPadded(2)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func decoded(_ text: String) -> String {
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let b = utf8.popFirst() {
            if b == UInt8(ascii: "%"), utf8.count >= 2, let v = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16) {
                bytes.append(v)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(b)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    enum Role: CaseIterable {
        case done, due, priority, completed

        /// Its names in every language listo speaks, folded.
        var names: [String] {
            switch self {
            case .done: return ["done", "hecha", "hecho"]
            case .due: return ["due", "vence"]
            case .priority: return ["priority", "prioridad"]
            case .completed: return ["completed", "completada", "completado"]
            }
        }

        /// The name a new list's field in this role gets in a language, as todo.txt's are named.
        func name(in language: Language) -> String { language == .es ? names[1] : names[0] }

        var type: FieldType {
            switch self {
            case .done: return .boolean
            case .due, .completed: return .date
            case .priority: return .number
            }
        }
    }

    var settings: ListSettings

    init(_ settings: ListSettings) { self.settings = settings }

    /// The field a role is read back into: the list's declared one, else its English name.
    func name(_ role: Role) -> String {
        settings.fields.first { role.names.contains(Names.key($0.name)) }?.name ?? role.names[0]
    }

    /// The row's field in this role, when it is the one the role is read back into.
    func key(_ role: Role, in row: Row) -> String? {
        let name = name(role)
        return row.fields[name] != nil ? name : nil
    }

    /// A priority as PRIORITY's 1 (highest) to 9, when it reads back the same:
    /// a whole number, or a letter A to I in a field the list declares as text.
    func priority(_ value: FieldValue) -> Int? {
        let declared = settings.field(named: name(.priority))?.type
        switch value {
        case .number(let n) where n == n.rounded() && (1...9).contains(n) && declared != .text:
            return Int(n)
        case .text(let letter) where declared == .text:
            guard letter.count == 1, let ascii = letter.unicodeScalars.first?.value, (65...73).contains(ascii) else { return nil }
            return Int(ascii) - 64
        default:
            return nil
        }
    }

    /// PRIORITY read back: a letter into a text field, else the number.
    func priority(_ number: Int) -> FieldValue {
        if settings.field(named: name(.priority))?.type == .text {
            return .text(String(Character(UnicodeScalar(UInt8(64 + number)))))
        }
        return .number(Double(number))
    }
}

extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: "0", count: Swift.max(0, width - count)) + self }
}
