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

    public init(
        style: ListStyle = .automatic, selectionMode: SelectionMode = .none, ordering: Ordering = .manual,
        leadingActions: [SwipeAction] = [], trailingActions: [SwipeAction] = [],
        fullSwipeLeading: Bool = true, fullSwipeTrailing: Bool = true,
        rowsMovable: Bool = true, rowsDeletable: Bool = true
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
    }

    /// SwiftUI's rule: declaring any swipe action of your own removes the built-in Delete.
    public var declaresActions: Bool { !leadingActions.isEmpty || !trailingActions.isEmpty }

    public func actions(_ edge: Edge) -> [SwipeAction] {
        switch edge {
        case .leading:
            return leadingActions
        case .trailing:
            if !declaresActions && rowsDeletable { return [.builtInDelete] }
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

    /// The action a `delete` command runs: the first destructive action that deletes.
    public var deleteAction: SwipeAction? {
        allActions.map(\.action).first { $0.effects.contains(.delete) }
    }
}
