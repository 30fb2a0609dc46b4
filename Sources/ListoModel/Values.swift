/// A named field's value. Booleans are states said as words ("done", "unread");
/// text is said with its name ("due Friday").
public enum FieldValue: Hashable, Sendable, Codable {
    case bool(Bool)
    case text(String)
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
    /// Moves the row to the end of the section whose header is this text.
    case moveToSection(String)
}

public struct SwipeAction: Hashable, Sendable, Codable {
    public var name: String
    public var role: Role
    /// Kept for exporters; never the only thing said about an action.
    public var tint: String?
    public var effects: [Effect]

    public init(name: String, role: Role = .normal, tint: String? = nil, effects: [Effect]) {
        self.name = name
        self.role = role
        self.tint = tint
        self.effects = effects
    }

    /// SwiftUI's built-in Delete, given to a deletable list that declares no actions.
    public static let builtInDelete = SwipeAction(name: "Delete", role: .destructive, effects: [.delete])
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
    /// (rows without it last, false before true), with position breaking ties.
    public func precedes(_ a: Row, _ b: Row) -> Bool {
        guard case .field(let name) = self else { return a.position < b.position }
        switch (a.fields[name], b.fields[name]) {
        case (nil, nil): return a.position < b.position
        case (nil, _): return false
        case (_, nil): return true
        case (.bool(let x)?, .bool(let y)?): return x == y ? a.position < b.position : !x
        case (.text(let x)?, .text(let y)?):
            let (l, r) = (x.lowercased(), y.lowercased())
            return l == r ? a.position < b.position : l < r
        case (.bool?, .text?): return true
        case (.text?, .bool?): return false
        }
    }
}
