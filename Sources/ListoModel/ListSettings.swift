/// What a list declares about itself, the way a SwiftUI List is configured by modifiers.
public struct ListSettings: Hashable, Sendable, Codable {
    public var style: ListStyle
    public var selectionMode: SelectionMode
    public var ordering: Ordering
    public var leadingActions: [SwipeAction]
    public var trailingActions: [SwipeAction]
    public var fullSwipeLeading: Bool
    public var fullSwipeTrailing: Bool
    public var rowsMovable: Bool
    public var rowsDeletable: Bool
    /// The fields the list declares, in the order `fields` says them.
    public var fields: [FieldDeclaration]
    /// The field the list is shown grouped by, in sections computed from its values.
    public var grouping: String?

    public init(
        style: ListStyle = .automatic, selectionMode: SelectionMode = .none, ordering: Ordering = .manual,
        leadingActions: [SwipeAction] = [], trailingActions: [SwipeAction] = [],
        fullSwipeLeading: Bool = true, fullSwipeTrailing: Bool = true,
        rowsMovable: Bool = true, rowsDeletable: Bool = true, fields: [FieldDeclaration] = [], grouping: String? = nil
    ) {
        self.style = style
        self.selectionMode = selectionMode
        self.ordering = ordering
        self.leadingActions = leadingActions
        self.trailingActions = trailingActions
        self.fullSwipeLeading = fullSwipeLeading
        self.fullSwipeTrailing = fullSwipeTrailing
        self.rowsMovable = rowsMovable
        self.rowsDeletable = rowsDeletable
        self.fields = fields
        self.grouping = grouping
    }

    /// Settings stored before fields were declared read as declaring none.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        style = try c.decode(ListStyle.self, forKey: .style)
        selectionMode = try c.decode(SelectionMode.self, forKey: .selectionMode)
        ordering = try c.decode(Ordering.self, forKey: .ordering)
        leadingActions = try c.decode([SwipeAction].self, forKey: .leadingActions)
        trailingActions = try c.decode([SwipeAction].self, forKey: .trailingActions)
        fullSwipeLeading = try c.decode(Bool.self, forKey: .fullSwipeLeading)
        fullSwipeTrailing = try c.decode(Bool.self, forKey: .fullSwipeTrailing)
        rowsMovable = try c.decode(Bool.self, forKey: .rowsMovable)
        rowsDeletable = try c.decode(Bool.self, forKey: .rowsDeletable)
        fields = try c.decodeIfPresent([FieldDeclaration].self, forKey: .fields) ?? []
        grouping = try c.decodeIfPresent(String.self, forKey: .grouping)
    }

    /// A declared field by name, under the one name rule.
    public func field(named name: String) -> FieldDeclaration? {
        fields.first(named: name) { $0.name }
    }

    public var declaresActions: Bool { !leadingActions.isEmpty || !trailingActions.isEmpty }

    /// Issue 13's rule, as SwiftUI does it: the built-in Delete is a trailing swipe, so
    /// it stays while the list declares no trailing action of its own; leading ones
    /// (Done, Flag) sit on the other edge and leave it. (SPEC §1 took it away on any
    /// declared action; the issue is the later contract.)
    public var offersBuiltInDelete: Bool { trailingActions.isEmpty && rowsDeletable }

    public func actions(_ edge: Edge) -> [SwipeAction] {
        switch edge {
        case .leading:
            return leadingActions
        case .trailing:
            if offersBuiltInDelete { return [.builtInDelete] }
            return trailingActions
        }
    }

    public func fullSwipe(_ edge: Edge) -> Bool {
        edge == .leading ? fullSwipeLeading : fullSwipeTrailing
    }

    /// Every action in the order they are offered: leading first, then trailing.
    public var allActions: [(edge: Edge, action: SwipeAction)] {
        Edge.allCases.flatMap { edge in actions(edge).map { (edge, $0) } }
    }

    /// The action a `delete` command runs: the one called Delete, in either language
    /// listo speaks, that deletes; only where there is none, the first action that
    /// deletes. Declaring another deleting action (Archive) leaves `delete` as it was.
    public var deleteAction: SwipeAction? {
        SwipeAction.deleting(among: allActions.map(\.action))
    }
}
