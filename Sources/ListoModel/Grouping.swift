/// Where a date puts a row when a list is grouped by a date field.
public enum DateGroup: Int, CaseIterable, Hashable, Sendable {
    case overdue, earlier, today, tomorrow, thisWeek, later, noDate

    public init(_ value: FieldValue?, row: Row, field: String, today: CalendarDate) {
        self.init(value, overdue: row.isOverdue(today: today), field: field, today: today)
    }

    /// The same, knowing whether the row is overdue, for a row not kept.
    public init(_ value: FieldValue?, overdue: Bool, field: String, today: CalendarDate) {
        guard case .date(let date) = value else {
            self = .noDate
            return
        }
        let ahead = today.days(until: date)
        switch ahead {
        case ..<0: self = FieldRole.due.isNamed(field) && overdue ? .overdue : .earlier
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

/// A grouped list's sections by their rows' ids alone: what `Grouping.grouped` makes
/// of a list, each group's top-level rows in the order it puts them, computed from
/// the rows holding fields (read whole, few in most lists) and the ids and positions
/// of the rest, so that a long grouped list is read in windows of its groups.
extension Grouping {
    /// A top-level row without any field: its id, its section's place among the list's
    /// sections, and its position.
    public struct PlainRow: Sendable {
        public var id: RowID
        public var section: Int
        public var position: Int64
        public init(id: RowID, section: Int, position: Int64) {
            self.id = id
            self.section = section
            self.position = position
        }
    }

    /// A top-level row as grouping places it, by what grouping and ordering read of it: the
    /// grouping field's value, the ordering field's, whether it is overdue, and the states its
    /// group's badges count (none for a plain row, which has no fields). The row itself is not
    /// kept: a million rows each holding a due date, kept whole, took 865 MB.
    fileprivate struct Placed {
        var id: RowID
        var section: Int
        var position: Int64
        var grouped: FieldValue? = nil
        var ordered: FieldValue? = nil
        /// Overdue, due today, unread and waiting, a bit each (`Placed.flags(of:)`); the rows
        /// inside it that its group counts are kept apart (`GroupedIDs.inside`), few rows having any.
        var states: UInt8 = 0
        var overdue: Bool { states & 16 != 0 }

        static func flags(_ counts: StateCounts, overdue: Bool) -> UInt8 {
            (counts.overdue > 0 ? 1 : 0) | (counts.dueToday > 0 ? 2 : 0) | (counts.unread > 0 ? 4 : 0)
                | (counts.waiting > 0 ? 8 : 0) | (overdue ? 16 : 0)
        }

        var counts: StateCounts {
            StateCounts(overdue: Int(states & 1), dueToday: Int(states >> 1 & 1), unread: Int(states >> 2 & 1), waiting: Int(states >> 3 & 1))
        }
    }

    /// `holding` are the top-level rows with fields, each with its section's place
    /// among the list's sections (in any order); `plain` the rest, in the order of
    /// their sections and, within one, of their positions. The groups come in the
    /// order `grouped` puts its sections, each with its rows' ids in its order: by
    /// the order the rows are read in (sections, then the list's ordering within
    /// one), or by the grouping date field when a list in manual order is grouped by
    /// a date.
    public static func groupedIDs(
        holding: [(section: Int, row: Row)], plain: [PlainRow], settings: ListSettings, by field: String, today: CalendarDate
    ) -> [(key: GroupKey, ids: [RowID], badges: StateCounts)] {
        var builder = GroupedIDs(holding: holding, settings: settings, by: field, today: today)
        for row in plain { builder.add(row) }
        return builder.groups()
    }

    /// `groupedIDs` with the plain rows given one at a time as the store reads them,
    /// none kept but their ids.
    public struct GroupedIDs {
        private var groupOrdering: Ordering
        private let listOrdering: Ordering
        /// The group of the rows without fields.
        public private(set) var plainKey: GroupKey
        private var buckets: [GroupKey: [Placed]] = [:]
        private var held: [Placed] = []
        private var next = 0
        private var plainIDs: [RowID] = []
        private var anyPlain = false
        private let today: CalendarDate

        private let field: String
        private let type: FieldType?
        private let missing: FieldValue?
        private var sawDate = false
        private var holding: [Placed] = []
        private var inside: [RowID: NestedStateCounts] = [:]

        public init(holding: [(section: Int, row: Row)], settings: ListSettings, by field: String, today: CalendarDate) {
            self.init(settings: settings, by: field, today: today)
            for (section, row) in holding { hold(row, section: section) }
            finishHolding()
        }

        /// A builder the rows holding fields are given to one at a time (`hold`), then
        /// `finishHolding`, then the plain rows (`add`).
        public init(settings: ListSettings, by field: String, today: CalendarDate) {
            self.field = field
            type = settings.field(named: field)?.type
            // A boolean without a value is false, except read, where no value is no state.
            missing = type == .boolean && !FieldRole.read.isNamed(field) ? .bool(false) : nil
            self.today = today
            listOrdering = settings.ordering
            groupOrdering = settings.ordering
            plainKey = .missing
        }

        /// A top-level row holding fields, with its section's place among the list's sections.
        public mutating func hold(_ row: Row, section: Int) {
            let value = row.fields[field] ?? missing
            if case .date = value { sawDate = true }
            let ordered: FieldValue? = if case .field(let name) = listOrdering { row.fields[name] } else { nil }
            let counts = StateCounts([row], today: today)
            if !counts.inside.isEmpty { inside[row.id] = counts.inside }
            holding.append(Placed(id: row.id, section: section, position: row.position, grouped: value, ordered: ordered,
                                  states: Placed.flags(counts, overdue: row.isOverdue(today: today))))
        }

        /// Puts the rows held in their groups, in each group's order.
        public mutating func finishHolding() {
            let isDate = type == .date || sawDate
            groupOrdering = listOrdering == .manual && isDate ? .field(field) : listOrdering
            let (field, today) = (self.field, self.today)
            func key(of value: FieldValue?, overdue: Bool?) -> GroupKey {
                if isDate { return .date(overdue.map { DateGroup(value, overdue: $0, field: field, today: today) } ?? .noDate) }
                return value.map(GroupKey.value) ?? .missing
            }
            plainKey = key(of: missing, overdue: nil)
            for placed in holding {
                buckets[key(of: placed.grouped, overdue: placed.overdue), default: []].append(placed)
            }
            holding = []
            let (group, list) = (groupOrdering, listOrdering)
            for k in buckets.keys { buckets[k]!.sort { Self.precedes($0, $1, group: group, list: list) } }
            held = buckets[plainKey] ?? []
        }

        /// The next plain row, after every one given before it in their order.
        public mutating func add(_ row: PlainRow) {
            anyPlain = true
            let placed = Placed(id: row.id, section: row.section, position: row.position)
            while next < held.count && Self.precedes(held[next], placed, group: groupOrdering, list: listOrdering) {
                plainIDs.append(held[next].id)
                next += 1
            }
            plainIDs.append(row.id)
        }

        /// Each group with its badges, counted among its rows holding fields: a row without any has no state to count.
        public mutating func groups() -> [(key: GroupKey, ids: [RowID], badges: StateCounts)] {
            var groups: [GroupKey: [RowID]] = [:]
            for (k, placed) in buckets where k != plainKey || !anyPlain { groups[k] = placed.map(\.id) }
            if anyPlain {
                // Plain rows are in their group's order already: merged with the group's rows holding fields.
                plainIDs.append(contentsOf: held[next...].map(\.id))
                groups[plainKey] = plainIDs
            }
            let (buckets, inside) = (buckets, inside)
            return groups.keys.sorted(by: Grouping.precedes).map { k in
                (k, groups[k]!, (buckets[k] ?? []).reduce(into: StateCounts()) { counts, placed in
                    counts.add(placed.counts)
                    if let nested = inside[placed.id] { counts.add(StateCounts(inside: nested)) }
                })
            }
        }

        /// Two values of an ordering's field, as `Ordering.precedes` takes them; nil on a tie.
        private static func byValue(_ x: FieldValue?, _ y: FieldValue?) -> Bool? {
            switch (x, y) {
            case (nil, nil): return nil
            case (nil, _): return false
            case (_, nil): return true
            case (let x?, let y?): return x == y ? nil : x.sortsBefore(y)
            }
        }

        /// In the group's order: by its field's value, ties in the order the rows are read in.
        private static func precedes(_ a: Placed, _ b: Placed, group: Ordering, list: Ordering) -> Bool {
            if case .field = group, group != list, let first = byValue(a.grouped, b.grouped) { return first }
            if case .field = group, group == list, let first = byValue(a.ordered, b.ordered) { return first }
            if a.section != b.section { return a.section < b.section }
            if case .field = list, let first = byValue(a.ordered, b.ordered) { return first }
            return a.position < b.position
        }
    }
}
