/// A named field's value. Booleans are states said as words ("done", "unread");
/// the others are said with their name ("due Friday", "priority A").
public enum FieldValue: Hashable, Sendable, Codable {
    case bool(Bool)
    case text(String)
    case number(Double)
    case date(CalendarDate)
}

public enum Edge: String, CaseIterable, Sendable, Codable {
    case leading, trailing
}

public enum Role: String, CaseIterable, Sendable, Codable {
    case normal, destructive, cancel
}

/// The closed set of things a swipe action can do to its row.
public enum Effect: Hashable, Sendable, Codable {
    case delete
    case setField(String, FieldValue)
    case toggle(String)
    /// Removes the field's value: `unset due` on the selected rows, one change
    /// and one undo step as `set` there. `action add` declares no such effect.
    case clearField(String)
    /// Moves the row to the end of the section whose header is this text.
    case moveToSection(String)
}

public struct SwipeAction: Hashable, Sendable, Codable {
    public var name: String
    public var role: Role
    /// Kept for exporters; never the only thing said about an action.
    public var tint: String?
    public var effects: [Effect]
    /// Set or toggle of one field across a selection: an action no list declares,
    /// with no name of its own, which the announcer words in the language spoken.
    public var onSelection: SelectionChange?

    public init(name: String, role: Role = .normal, tint: String? = nil, effects: [Effect]) {
        self.name = name
        self.role = role
        self.tint = tint
        self.effects = effects
    }

    /// `set due friday` or `toggle done` on the selected rows, run as an action.
    public init(_ change: SelectionChange, effects: [Effect]) {
        self.init(name: "", effects: effects)
        onSelection = change
    }

    /// What it is called when it is said.
    public var label: ActionLabel { onSelection.map(ActionLabel.onSelection) ?? .named(name) }

    /// SwiftUI's built-in Delete, given to a deletable list that declares no trailing actions.
    public static let builtInDelete = SwipeAction(name: "Delete", role: .destructive, effects: [.delete])
    /// The names of the action `delete` runs, in English and Spanish, as the command is typed in either.
    public static let deleteNames = ["Delete", "Borrar"]

    /// Of the actions given, in the order offered, the one `delete` runs: see `ListSettings.deleteAction`.
    public static func deleting(among actions: [SwipeAction]) -> SwipeAction? {
        let deleting = actions.filter { $0.effects.contains(.delete) }
        return deleting.first { action in deleteNames.contains { Names.same($0, action.name) } } ?? deleting.first
    }
}

/// A change of one field made on every selected row at once.
public enum SelectionChange: String, Hashable, Sendable, Codable {
    case set, toggle
}

/// What an action that ran is called: a declared action by its own name, or a
/// change on the selection, which the announcer words in the language spoken.
public enum ActionLabel: Hashable, Sendable, ExpressibleByStringLiteral {
    case named(String)
    case onSelection(SelectionChange)

    public init(stringLiteral name: String) { self = .named(name) }
}

public enum ListStyle: String, CaseIterable, Sendable, Codable {
    case automatic, plain, grouped, inset, insetGrouped, sidebar

    /// Only the sidebar style lets sections fold, as in SwiftUI.
    public var allowsCollapsing: Bool { self == .sidebar }
    /// The plain style pins the current header: it is named on every jump.
    public var pinsHeaders: Bool { self == .plain }
}

public enum SelectionMode: String, CaseIterable, Sendable, Codable {
    case none, single, multiple
}

public enum Prominence: String, CaseIterable, Sendable, Codable {
    case standard, increased
}

/// Manual order uses the stored positions; a field order sorts by that field
/// and so refuses manual moves, which the next read would undo.
public enum Ordering: Hashable, Sendable, Codable {
    case manual
    case field(String)

    /// Whether `a` is read before `b`: by stored position, or by the field's value
    /// (rows without it last; dates as dates, numbers as numbers, false before
    /// true), with position breaking ties.
    public func precedes(_ a: Row, _ b: Row) -> Bool {
        guard case .field(let name) = self else { return a.position < b.position }
        switch (a.fields[name], b.fields[name]) {
        case (nil, nil): return a.position < b.position
        case (nil, _): return false
        case (_, nil): return true
        case (let x?, let y?):
            if x == y { return a.position < b.position }
            return x.sortsBefore(y)
        }
    }
}

extension FieldValue {
    /// Values of one kind in their natural order; different kinds by kind, so
    /// that a stray text value never splits a column of dates.
    public func sortsBefore(_ other: FieldValue) -> Bool {
        switch (self, other) {
        case (.bool(let x), .bool(let y)): return !x && y
        case (.number(let x), .number(let y)): return x < y
        case (.date(let x), .date(let y)): return x < y
        case (.text(let x), .text(let y)):
            let (l, r) = (x.lowercased(), y.lowercased())
            return l == r ? x < y : l < r
        default: return kindRank < other.kindRank
        }
    }

    private var kindRank: Int {
        switch self {
        case .date: return 0
        case .number: return 1
        case .bool: return 2
        case .text: return 3
        }
    }
}
