import ListoModel

/// What a session worked out from what it read, kept by its repository: the
/// rows a filter lets through, a grouped list's sections, counts asked of the
/// store, and where the sections near the focus were last read for. One rule
/// keeps it true: it is good for one journal entry and one day, and empties
/// itself when the store moves on (this session's commit or another's news) or
/// the day turns. What else an entry depends on (the list, the filter's text,
/// the focus) it names itself.
public struct ReadCache {
    public private(set) var seq: Int64 = -1
    public private(set) var day: CalendarDate?
    /// The open list's filter, by its text (and day, for states), and the rows it lets through.
    public var filter: (list: ListID, text: String, rows: RowFilter)?
    /// A list grouped by a field, as the person hears it.
    public var grouped: (list: ListID, field: String, result: Grouping.Result)?
    /// Badge counts of the sections of a long list not read.
    public var sectionBadges: (list: ListID, counts: [SectionID: StateCounts])?
    /// Badge counts of the sections read whole, unfiltered, as their headers say them.
    public var heldBadges: (list: ListID, counts: [SectionID: StateCounts])?
    /// Badge counts, by section, of the rows a filter read a page at a time lets through, by its text.
    public var hitBadges: (list: ListID, text: String, counts: [SectionID: StateCounts])?
    /// Row counts and badge counts of lists whose rows are not read, for the sidebar.
    public var rowCounts: [ListID: Int] = [:]
    public var stateCounts: [ListID: StateCounts] = [:]
    /// The list and focus the sections near the focus were last read for.
    public var window: (list: ListID, focus: Focus)?
    /// The open list without the rows that wait for a later start; nil inside when none waits.
    public var started: (list: ListID, document: ListDocument?)?
    /// The rows of each list that hold a schedule, which the reminders are found among:
    /// asked of the store once a journal entry, not after every answer, so a store that
    /// stops answering is said by the command that meets it, not again by the reminders.
    public var scheduled: [ListID: [Row]] = [:]
    /// How many rows of a long list read in windows wait for a later start, as the store counts them.
    public var waiting: (list: ListID, count: Int)?
    /// The rows in the state rotor's state, under a filter's query too, counted by section:
    /// each step by the rotor starts from them.
    public var stateHits: (list: ListID, query: HitQuery, counts: [SectionID: Int])?
    /// Of a list sorted by a field and read in windows, each section's top-level rows'
    /// ids in that order, as the store gave them: a window's ranks are places in it.
    public var order: (list: ListID, field: String, sections: [SectionID: [RowID]])?
    /// Of a list sorted by a field, the top-level rows a filter or a search lets through
    /// in each section, in that order: each one's place among the section's ids in it
    /// and its id. A page of them is read by those ids, never the section.
    public var sortedHits: [SortedHitsKey: [SectionID: SortedHits]] = [:]
    /// Of a long list grouped by a field and read in windows, each group's top-level
    /// rows' ids in its order, as the store gave them, and the list as heard: the
    /// groups as sections known by their counts, holding the windows read.
    public var groups: GroupWindows?
    /// Of a long list grouped by a field and read in windows, the top-level rows a filter
    /// lets through in each group, in the group's order: each one's place among the group's
    /// ids and its id, by the query asked. A page of them is read by those ids, never a section.
    public var groupedHits: (list: ListID, field: String, query: HitQuery, groups: [SectionID: SortedHits])?

    public init() {}

    /// The cache as it stands at this journal entry and day: itself, or empty if either moved.
    public func current(seq: Int64, day: CalendarDate) -> ReadCache {
        guard seq != self.seq || day != self.day else { return self }
        var fresh = ReadCache()
        fresh.seq = seq
        fresh.day = day
        return fresh
    }
}

/// A long grouped list read in windows: its groups by their rows' ids, and the list
/// as heard, whose sections are the groups, each holding the windows of it read.
public struct GroupWindows {
    public var list: ListID
    public var field: String
    public var ids: [SectionID: [RowID]]
    public var keys: [SectionID: GroupKey]
    /// Each group's badges, counted by the store.
    public var badges: [SectionID: StateCounts] = [:]
    public var document: ListDocument
    /// The words the groups' headers were made in, made again in others.
    public var words: String

    public init(list: ListID, field: String, ids: [SectionID: [RowID]], keys: [SectionID: GroupKey], document: ListDocument, words: String) {
        self.list = list
        self.field = field
        self.ids = ids
        self.keys = keys
        self.document = document
        self.words = words
    }
}

/// What a list sorted by a field keeps of a filter's or a search's hits: the list, the field and the query asked.
public struct SortedHitsKey: Hashable, Sendable {
    public var list: ListID
    public var field: String
    public var query: HitQuery

    public init(list: ListID, field: String, query: HitQuery) {
        self.list = list
        self.field = field
        self.query = query
    }
}

/// A section's hits in a field's order: where each is among the section's ids in that order, and its id.
public struct SortedHits: Sendable {
    public var places: [Int32]
    public var ids: [RowID]

    public init(places: [Int32], ids: [RowID]) {
        self.places = places
        self.ids = ids
    }

    /// How many of them come before the section's id at `place` in the order.
    public func count(before place: Int) -> Int {
        var low = 0, high = places.count
        while low < high {
            let middle = (low + high) / 2
            if Int(places[middle]) < place { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
