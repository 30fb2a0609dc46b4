/// Where a date puts a row when a list is grouped by a date field.
public enum DateGroup: Int, CaseIterable, Hashable, Sendable {
    case overdue, earlier, today, tomorrow, thisWeek, later, noDate

    public init(_ value: FieldValue?, row: Row, field: String, today: CalendarDate) {
        guard case .date(let date) = value else {
            self = .noDate
            return
        }
        let ahead = today.days(until: date)
        switch ahead {
        case ..<0: self = FieldRole.due.isNamed(field) && row.isOverdue(today: today) ? .overdue : .earlier
        case 0: self = .today
        case 1: self = .tomorrow
        case 2...6: self = .thisWeek
        default: self = .later
        }
    }
}

/// What a computed section gathers: a span of dates, one value of a field, or
/// the rows without one.
public enum GroupKey: Hashable, Sendable {
    case date(DateGroup)
    case value(FieldValue)
    case missing
}

/// A list shown in sections computed from a field's values, as SwiftUI's grouped
/// data. Rows keep their ids; each section's id comes from its key, so the same
/// group keeps the same identity across changes and focus on it survives them.
public enum Grouping {
    public struct Result: Sendable {
        public var document: ListDocument
        public var keys: [SectionID: GroupKey]
    }

    /// `title` gives each section its header; the words are the announcer's.
    public static func grouped(
        _ source: ListDocument, by field: String, today: CalendarDate, title: (GroupKey) -> String
    ) -> Result {
        let type = source.settings.field(named: field)?.type
        // A boolean without a value is false, except read, where no value is no state.
        let missing: FieldValue? = type == .boolean && !FieldRole.read.isNamed(field) ? .bool(false) : nil
        let isDate = type == .date
            || source.sections.contains { $0.rows.contains { if case .date = $0.fields[field] { true } else { false } } }
        var buckets: [GroupKey: [Row]] = [:]
        var reading = 0
        for section in source.sections {
            for stored in section.rows {
                // Within a computed section rows keep the order they are read in, across stored sections.
                var row = stored
                row.position = Positions.spaced(reading)
                reading += 1
                let value = row.fields[field] ?? missing
                let key: GroupKey = isDate ? .date(DateGroup(value, row: row, field: field, today: today)) : value.map(GroupKey.value) ?? .missing
                buckets[key, default: []].append(row)
            }
        }
        let keys = buckets.keys.sorted(by: precedes)
        var settings = source.settings
        if settings.ordering == .manual && isDate { settings.ordering = .field(field) }
        var ids: [SectionID: GroupKey] = [:]
        var sections = keys.enumerated().map { i, key in
            let id = sectionID(for: key)
            ids[id] = key
            return Section(id: id, header: title(key), position: Positions.spaced(i), rows: buckets[key]!)
        }
        if sections.isEmpty { sections = [Section(id: SectionID(-999), header: nil)] }
        let document = ListDocument(id: source.id, name: source.name, position: source.position, settings: settings, sections: sections)
        return Result(document: document, keys: ids)
    }

    static func precedes(_ a: GroupKey, _ b: GroupKey) -> Bool {
        switch (a, b) {
        case (.date(let x), .date(let y)): return x.rawValue < y.rawValue
        case (.value(let x), .value(let y)): return x.sortsBefore(y)
        case (.missing, _): return false
        case (_, .missing): return true
        case (.date, .value): return true
        case (.value, .date): return false
        }
    }

    /// Negative, so a computed section never shares an id with a stored one.
    public static func sectionID(for key: GroupKey) -> SectionID {
        switch key {
        case .date(let group): return SectionID(-1 - Int64(group.rawValue))
        case .missing: return SectionID(-100)
        case .value(let value):
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in (kindTag(value) + value.canonicalText).utf8 {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
            return SectionID(-1000 - Int64(hash % (1 << 40)))
        }
    }

    private static func kindTag(_ value: FieldValue) -> String {
        switch value {
        case .bool: return "b:"
        case .text: return "t:"
        case .number: return "n:"
        case .date: return "d:"
        }
    }
}
