/// What a store is asked to count and read a page at a time for a filter or a
/// search over a long list: rows holding words, or the rows a filter's query of
/// words and states lets through on a day. Only what a store can test from a row's
/// own columns is asked so: words, a boolean field, a date field, a field held,
/// overdue, joined by and, or and not (`init(filter:today:)` says which).
public enum HitQuery: Hashable, Sendable {
    /// Rows holding every one of these words (as `SearchWords.query` gives them).
    case words([String])
    /// Rows a filter's query lets through on `today`, and the row `keeping` names
    /// whatever it holds: the detail's row, which its opening took out of the filter
    /// (a message read under `filter unread`), kept in while it is open as a filter
    /// read whole keeps it (`Session.keptUnderFilter`). A row kept so holds fields:
    /// `plainRowMatches` is the query's own.
    case filter(RowQuery, today: CalendarDate, keeping: RowID? = nil)

    /// A filter's query as the store can test it, or nil where it can't: a query
    /// that asks for rows waiting or repeating (their schedule, not their fields),
    /// a text or number equal to a value (compared as Swift folds case), or a field
    /// whose name a JSON path can't hold as it is.
    public init?(filter query: RowQuery, today: CalendarDate) {
        if case .words(let text) = query {
            self = .words(SearchWords.query(text))
            return
        }
        guard Self.storable(query) else { return nil }
        self = .filter(query, today: today)
    }

    static func storable(_ query: RowQuery) -> Bool {
        func plainName(_ name: String) -> Bool { !name.contains("\"") && !name.contains("\\") && !name.isEmpty }
        switch query {
        case .words: return true
        case .flag(let name), .has(let name), .date(let name, _, _): return plainName(name)
        case .equals(let name, .bool): return plainName(name)
        case .overdue, .dueToday, .unread: return true
        case .equals, .waiting, .repeating: return false
        case .not(let q): return storable(q)
        case .and(let a, let b), .or(let a, let b): return storable(a) && storable(b)
        }
    }

    /// Whether a row with no fields and no schedule is let through, whatever its
    /// words; nil when words decide. A store keeps such rows out of its index of
    /// rows with fields, so a query they never meet is asked of that index alone,
    /// and one they always meet is counted as the rows less those it leaves out.
    public var plainRowMatches: Bool? {
        guard case .filter(let query, let today, _) = self, !query.hasWords else { return nil }
        return query.matches(Row(id: RowID(0), title: ""), today: today)
    }

    /// Whether a row is let through: what the store answers, asked of memory.
    public func matches(_ row: Row) -> Bool {
        switch self {
        case .words(let words): return SearchWords.match(words, title: row.title, notes: row.notes)
        case .filter(let query, let today, let kept): return query.matches(row, today: today) || row.id == kept
        }
    }

    /// The same filter, also letting `row` through (`filter`'s `keeping`); a query of words keeps none.
    public func keeping(_ row: RowID?) -> HitQuery {
        guard case .filter(let query, let today, _) = self else { return self }
        return .filter(query, today: today, keeping: row)
    }

    /// Whether nothing can be let through: no words to find.
    public var isEmpty: Bool {
        if case .words(let words) = self { return words.isEmpty }
        return false
    }
}

extension RowQuery {
    /// Whether any term of the query is words.
    public var hasWords: Bool {
        switch self {
        case .words: return true
        case .not(let q): return q.hasWords
        case .and(let a, let b), .or(let a, let b): return a.hasWords || b.hasWords
        default: return false
        }
    }
}
