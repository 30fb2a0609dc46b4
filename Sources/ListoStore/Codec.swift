import FoundationEssentials
import ListoModel

/// How values that have no column of their own are written as text.
enum Codec {
    /// Row fields as one JSON object: booleans, strings and numbers as themselves,
    /// a date as `{"date": "2026-12-09"}` so that it never reads back as text.
    /// Written by hand, as JSONEncoder writes them, wherever that is plain (`plainJSON`):
    /// an import writes a million rows' fields, and a JSONEncoder for each was most of it.
    static func encode(fields: [String: FieldValue]) -> String {
        if fields.isEmpty { return "{}" }
        if let plain = plainJSON(fields) { return plain }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = (try? encoder.encode(fields.mapValues(StoredField.init))) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// A row's schedule as JSON, nil (NULL) when it has none.
    static func encode(schedule: Schedule) -> String? {
        if schedule.isEmpty { return nil }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(schedule) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// A row's schedule; nil when its text can't be read as one: not JSON, not a
    /// schedule's shape, a day not on the calendar, or a number outside its
    /// ScheduleBounds. No listo writes such a schedule: it is damage (DamageLog).
    static func readSchedule(_ text: String?) -> Schedule? {
        guard let text, !text.isEmpty else { return Schedule() }
        let decoder = JSONDecoder()
        decoder.userInfo[.refusesOutOfRange] = true
        return try? decoder.decode(Schedule.self, from: Data(text.utf8))
    }

    static func decodeFields(_ text: String) -> [String: FieldValue] { readFields(text)?.fields ?? [:] }

    /// A row's fields and the names of those whose value can't be read (a date that
    /// is not one, an array); nil when the text is not a JSON object at all. Read by
    /// hand where they are as `encode(fields:)` writes them (SectionReader.storedFields),
    /// else by JSONDecoder, a field at a time.
    static func readFields(_ text: String) -> (fields: [String: FieldValue], damaged: [String])? {
        if text == "{}" { return ([:], []) }
        if let fields = SectionReader.storedFields(text) { return (fields, []) }
        guard let decoded = try? JSONDecoder().decode([String: ReadField].self, from: Data(text.utf8)) else { return nil }
        var fields: [String: FieldValue] = [:]
        var damaged: [String] = []
        for (name, field) in decoded {
            if let value = field.value { fields[name] = value } else { damaged.append(name) }
        }
        return (fields, damaged.sorted())
    }

    /// One stored field, nil where its value is none listo writes.
    struct ReadField: Decodable {
        var value: FieldValue?
        init(from decoder: Decoder) throws { value = try? StoredField(from: decoder).value }
    }

    /// Fields as JSONEncoder writes them with sorted keys, written directly: names of
    /// ASCII letters, digits, `_`, `-` and spaces (in the order of their bytes, as
    /// JSONEncoder sorts), texts that need no escape (JSONEncoder writes `/` as `\/`),
    /// whole numbers under 10^15 as integers and the others as Swift writes a
    /// Double. nil for any other, which JSONEncoder writes.
    static func plainJSON(_ fields: [String: FieldValue]) -> String? {
        func plainName(_ name: String) -> Bool {
            !name.isEmpty && name.utf8.allSatisfy { $0 == 0x20 || $0 == 0x2D || $0 == 0x5F || (0x30...0x39).contains($0)
                || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
        }
        func plainText(_ text: String) -> Bool {
            text.utf8.allSatisfy { $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") && $0 != UInt8(ascii: "/") }
        }
        var out = "{"
        for name in fields.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            guard plainName(name) else { return nil }
            if out.utf8.count > 1 { out += "," }
            out += "\"" + name + "\":"
            switch fields[name]! {
            case .bool(let b): out += b ? "true" : "false"
            case .text(let t):
                guard plainText(t) else { return nil }
                out += "\"" + t + "\""
            case .number(let n):
                guard n.isFinite, n != 0 || n.sign == .plus else { return nil }
                if n == n.rounded(.towardZero) {
                    guard abs(n) < 1e15 else { return nil }
                    out += String(Int64(n))
                } else {
                    out += n.description
                }
            case .date(let d): out += "{\"date\":\"" + d.iso + "\"}"
            }
        }
        return out + "}"
    }

    /// A JSON boolean, number or string as a field's value; nil for anything else.
    static func scalar(_ c: SingleValueDecodingContainer) -> FieldValue? {
        if let b = try? c.decode(Bool.self) { return .bool(b) }
        if let n = try? c.decode(Double.self) { return .number(n) }
        if let t = try? c.decode(String.self) { return .text(t) }
        return nil
    }

    struct StoredField: Codable {
        var value: FieldValue
        init(_ value: FieldValue) { self.value = value }

        init(from decoder: Decoder) throws {
            let c = try decoder.singleValueContainer()
            if let scalar = Codec.scalar(c) {
                value = scalar
                return
            }
            guard let day = try c.decode([String: CalendarDate].self)["date"] else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "a date field holds date"))
            }
            value = .date(day)
        }

        func encode(to encoder: Encoder) throws {
            try Codec.encode(value, to: encoder) { ["date": $0] }
        }
    }

    /// A field value as JSON's own scalar, a date as `date` writes it: the store
    /// keeps it tagged, an exported file as its ISO text.
    static func encode<DateForm: Encodable>(_ value: FieldValue, to encoder: Encoder, date: (CalendarDate) -> DateForm) throws {
        var c = encoder.singleValueContainer()
        switch value {
        case .bool(let b): try c.encode(b)
        case .text(let t): try c.encode(t)
        case .number(let n): try c.encode(n)
        case .date(let d): try c.encode(date(d))
        }
    }

    static func encode(settings: ListSettings) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(settings)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    /// Read by hand where they are in the form `encode(settings:)` writes (SettingsReader.swift), else by JSONDecoder.
    static func decodeSettings(_ text: String) -> ListSettings {
        SectionReader.settings(text) ?? (try? JSONDecoder().decode(ListSettings.self, from: Data(text.utf8))) ?? ListSettings()
    }

    /// A row's own values before a change, as its journal entry keeps them (migration 25):
    /// its columns as they are stored, fields and schedule as their text.
    struct Before: Codable, Equatable {
        var title: String
        var notes: String?
        var fields: String
        var flags: Int64
        var expanded: Bool
        var schedule: String?
    }

    /// Written by hand (JSONText), its keys in the order JSONEncoder sorts them, a
    /// value that is nil left out as JSONEncoder leaves it; read back by JSONDecoder.
    static func encode(before: Before) -> String {
        var out = "{\"expanded\":" + (before.expanded ? "true" : "false")
        out += ",\"fields\":" + JSONText.quoted(before.fields)
        out += ",\"flags\":" + String(before.flags)
        if let notes = before.notes { out += ",\"notes\":" + JSONText.quoted(notes) }
        if let schedule = before.schedule { out += ",\"schedule\":" + JSONText.quoted(schedule) }
        return out + ",\"title\":" + JSONText.quoted(before.title) + "}"
    }

    /// The row a journal entry kept, as it was before the change; nil where the entry
    /// kept none (a row new to the list, one of many, an entry an older listo wrote) or
    /// what it kept can't be read.
    static func decodeBefore(_ text: String?, row id: RowID) -> Row? {
        guard let text, let before = try? JSONDecoder().decode(Before.self, from: Data(text.utf8)) else { return nil }
        return Row(
            id: id, title: before.title, notes: before.notes, fields: decodeFields(before.fields),
            moveDisabled: before.flags & 1 != 0, deleteDisabled: before.flags & 2 != 0, selectionDisabled: before.flags & 4 != 0,
            expanded: before.expanded, schedule: readSchedule(before.schedule) ?? Schedule())
    }

    static func flags(_ row: Row) -> Int64 {
        (row.moveDisabled ? 1 : 0) | (row.deleteDisabled ? 2 : 0) | (row.selectionDisabled ? 4 : 0)
    }
}
