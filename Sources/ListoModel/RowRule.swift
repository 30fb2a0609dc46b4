/// The rows a selection kept as a rule stands for, named without their ids, so
/// that a change to all of them is one statement in the store, not one per row:
/// every top-level row of a list that was there when the rule was made (ids are
/// handed out in order, so those are the ids below `below`), can be selected
/// and, for a state, is in it, but the ones deselected since.
public struct RowRule: Hashable, Sendable {
    public var below: Int64
    public var excluded: Set<RowID>
    /// A boolean field and the value its rows hold (`select done`: done, true); nil for every row.
    public var state: FlagState?
    /// The words of the filter the rule was made under (`select all` while filtering
    /// by words): only the rows holding them are covered; nil for every row.
    public var query: HitQuery?
    /// The rows a change took out of the rule's state (`select not done`, then Done), by
    /// id: only they are covered, whatever their state; nil for any row.
    public var only: Set<RowID>?
    /// Top-level rows selected by id beside the rule (`select done`, then `select 3`):
    /// covered whatever the rule says of them, as long as they can be selected.
    public var also: Set<RowID>

    /// A boolean field's value, as `select done` (true) and `select not done` (false) name it.
    public struct FlagState: Hashable, Sendable {
        public var field: String
        public var value: Bool
        public init(field: String, value: Bool) {
            self.field = field
            self.value = value
        }
    }

    public init(below: Int64, excluded: Set<RowID> = [], state: FlagState? = nil, query: HitQuery? = nil, only: Set<RowID>? = nil,
                also: Set<RowID> = []) {
        self.below = below
        self.excluded = excluded
        self.state = state
        self.query = query
        self.only = only
        self.also = also
    }

    /// Whether it covers a top-level row (`parent` nil): one there when it was made,
    /// not deselected, that can be selected and is in the rule's state.
    public func covers(_ row: Row, parent: RowID?) -> Bool {
        guard parent == nil, !row.selectionDisabled else { return false }
        if also.contains(row.id) { return true }
        guard row.id.raw < below, !excluded.contains(row.id) else { return false }
        if let only, !only.contains(row.id) { return false }
        if let state, row.flag(state.field) != state.value { return false }
        if let query, !query.matches(row) { return false }
        return true
    }
}

/// What the store found a rule to cover (or a change kept aside to hold), counted
/// inside the transaction that makes the change: the model counts its sections and
/// says the change by it, without the rows.
public struct RuleTally: Hashable, Sendable {
    /// Top-level rows covered in each section that has any.
    public var counts: [SectionID: Int] = [:]
    /// The titles of the first rows covered in reading order, up to `named`.
    public var first: [String] = []
    /// The first row covered in reading order, its section, and its rank there once the change is made.
    public var firstRow: RowID?
    public var firstSection: SectionID?
    public var firstRank = 0
    /// The section of the last row covered in reading order.
    public var lastSection: SectionID?
    /// Rows inside the covered rows, at any depth.
    public var below = 0
    /// The first covered row (in reading order) whose delete is turned off, with
    /// whether it is pinned, and the subtask that holds it back when that is where it is.
    public var blocked: Blocked?
    /// Where focus goes if the focused row is covered: the nearest top-level row
    /// after it in its section that is not, else the one before it.
    public var nextUncovered: RowID?
    public var previousUncovered: RowID?
    /// Covered rows holding a schedule: Done on a repeating row completes its occurrence, row by row.
    public var scheduled = 0
    /// Covered rows whose values differ from those asked about (`Repository.tally(of:in:around:setting:)`):
    /// an action setting them would change that many; every covered row when nothing was asked.
    public var differing = 0
    /// Where some covered rows differ and some do not: the first titles (up to `named`)
    /// of those that differ and of those that already hold every value asked about, in
    /// reading order, so that a change to them names each set as it would by their ids.
    public var firstDiffering: [String] = []
    public var firstSame: [String] = []
    /// For a boolean field asked about (`toggling`): the covered rows holding it true, and the
    /// first titles (up to `named`) of those holding it and of those not, in reading order.
    public var holding = 0
    public var firstHolding: [String] = []
    public var firstNotHolding: [String] = []

    public struct Blocked: Hashable, Sendable {
        public var title: String
        public var pinned: Bool
        public var subtask: String?
        public init(title: String, pinned: Bool, subtask: String? = nil) {
            self.title = title
            self.pinned = pinned
            self.subtask = subtask
        }
    }

    /// How many titles are named: three, and a fourth when it is the last.
    public static let named = 4

    public init() {}

    /// Top-level rows covered.
    public var count: Int { counts.values.reduce(0, +) }
}

/// A change the store makes to many rows in a few statements, as the model
/// describes it in `Changes`: the rows are named by a rule, or by what was kept aside.
public enum BulkWrite: Hashable, Sendable {
    /// Keeps the rows a rule covers, with everything inside them, under `saved`, then deletes them.
    case deleteCovered(RowRule, saved: Int64)
    /// Puts back the rows kept under `saved` as they were, and lets them go from there.
    case putBack(saved: Int64)
    /// Keeps the values of the rows a rule covers under `saved`, then sets these fields on
    /// them, or turns the boolean field `toggled` over on each.
    case setCovered(RowRule, fields: [String: FieldValue], toggled: String?, saved: Int64)
    /// Puts back the values kept under `saved` on the rows they were kept from, and lets them go from there.
    case putBackValues(saved: Int64)
    /// Keeps the values of the rows of the list holding the field under `saved`, then takes the field out of them.
    case takeField(String, saved: Int64)
}

extension SwipeAction {
    /// What the action does when it only sets fields (a Done that moves nothing, `set
    /// selection`), or only turns one boolean field over (Snooze, `toggle selection`),
    /// the field `read` aside (said as read and unread, row by row): what a change to
    /// the rows a rule covers writes in a few statements. Nil for any other action.
    public var fieldChange: (fields: [String: FieldValue], toggled: String?)? {
        if effects.count == 1, case .toggle(let name) = effects[0] {
            return FieldRole.read.isNamed(name) ? nil : ([:], name)
        }
        var out: [String: FieldValue] = [:]
        for effect in effects {
            guard case .setField(let name, let value) = effect else { return nil }
            out[name] = value
        }
        return out.isEmpty ? nil : (out, nil)
    }
}
