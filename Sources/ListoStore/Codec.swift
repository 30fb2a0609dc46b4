import FoundationEssentials
import ListoModel

/// How values that have no column of their own are written as text.
enum Codec {
    /// Row fields as one JSON object: booleans, strings and numbers as themselves,
    /// a date as `{"date": "2026-12-09"}` so that it never reads back as text.
    static func encode(fields: [String: FieldValue]) -> String {
        if fields.isEmpty { return "{}" }
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

    static func decodeSchedule(_ text: String?) -> Schedule {
        guard let text, !text.isEmpty else { return Schedule() }
        return (try? JSONDecoder().decode(Schedule.self, from: Data(text.utf8))) ?? Schedule()
    }

    static func decodeFields(_ text: String) -> [String: FieldValue] {
        if text == "{}" { return [:] }
        let decoded = try? JSONDecoder().decode([String: StoredField].self, from: Data(text.utf8))
        return decoded?.mapValues(\.value) ?? [:]
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
            value = try Codec.scalar(c) ?? .date(c.decode([String: CalendarDate].self)["date"] ?? CalendarDate(dayNumber: 0))
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

    static func decodeSettings(_ text: String) -> ListSettings {
        (try? JSONDecoder().decode(ListSettings.self, from: Data(text.utf8))) ?? ListSettings()
    }

    static func flags(_ row: Row) -> Int64 {
        (row.moveDisabled ? 1 : 0) | (row.deleteDisabled ? 2 : 0) | (row.selectionDisabled ? 4 : 0)
    }
}
