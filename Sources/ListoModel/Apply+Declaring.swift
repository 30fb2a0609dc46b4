/// The declarations a SwiftUI list makes with modifiers — swipe actions per edge,
/// full swipe, the selection it binds — as operations on its settings.
func declare(
    _ operation: Operation, _ document: inout ListDocument, _ changes: inout Changes
) throws(ModelError) -> (events: [Event], inverse: Operation) {
    let listID = document.id
    var settings = document.settings
    let result: (events: [Event], inverse: Operation)
    switch operation {
    case .addAction(_, let edge, let action, let at):
        guard !action.name.isEmpty else { throw .emptyText }
        if let other = settings.declared(named: action.name) { throw .actionNameTaken(other.action.name) }
        for case .moveToSection(let header) in action.effects where document.section(named: header) == nil {
            throw .actionTargetMissing(action: action.name, section: header, list: document.name)
        }
        let hadDelete = settings.offersBuiltInDelete
        var actions = settings.declared(edge)
        let index = min(max(at ?? actions.count, 0), actions.count)
        actions.insert(action, at: index)
        settings.setDeclared(edge, actions)
        let replacedDelete = hadDelete && !settings.offersBuiltInDelete
        result = (
            [.actionAdded(name: action.name, edge: edge, index: index + 1, count: actions.count, replacedDelete: replacedDelete)],
            .removeAction(list: listID, name: action.name)
        )
    case .removeAction(_, let name):
        let (edge, index, action) = try declaredAction(settings, name)
        let hadDelete = settings.offersBuiltInDelete
        var actions = settings.declared(edge)
        actions.remove(at: index)
        settings.setDeclared(edge, actions)
        let deleteBack = !hadDelete && settings.offersBuiltInDelete
        result = (
            [.actionRemoved(name: action.name, edge: edge, deleteBack: deleteBack)],
            .addAction(list: listID, edge: edge, action: action, at: index)
        )
    case .renameAction(_, let name, let new):
        guard !new.isEmpty else { throw .emptyText }
        let (edge, index, action) = try declaredAction(settings, name)
        guard new != action.name else { throw .sameName(action.name) }
        if let other = settings.declared(named: new), other.action.name != action.name { throw .actionNameTaken(other.action.name) }
        var actions = settings.declared(edge)
        actions[index].name = new
        settings.setDeclared(edge, actions)
        result = ([.actionRenamed(from: action.name, to: new)], .renameAction(list: listID, name: new, to: action.name))
    case .moveAction(_, let name, let to):
        let (edge, index, action) = try declaredAction(settings, name)
        var actions = settings.declared(edge)
        let target = min(max(to, 0), actions.count - 1)
        // Where it is already, or past the end when it is last: said as staying, and no undo step.
        guard target != index else {
            return ([.actionStayed(name: action.name, edge: edge, index: index + 1, count: actions.count)],
                    .moveAction(list: listID, name: action.name, to: index))
        }
        actions.remove(at: index)
        actions.insert(action, at: target)
        settings.setDeclared(edge, actions)
        result = (
            [.actionMoved(name: action.name, edge: edge, index: target + 1, count: actions.count,
                          fullSwipe: target == 0 && settings.fullSwipe(edge))],
            .moveAction(list: listID, name: action.name, to: index)
        )
    case .setFullSwipe(_, let edge, let on):
        let old = settings.fullSwipe(edge)
        if edge == .leading { settings.fullSwipeLeading = on } else { settings.fullSwipeTrailing = on }
        result = (
            [.fullSwipeChanged(list: document.name, edge: edge, on: on, runs: on ? settings.actions(edge).first?.name : nil)],
            .setFullSwipe(list: listID, edge: edge, on: old)
        )
    case .setSelectionMode(_, let mode):
        let old = settings.selectionMode
        settings.selectionMode = mode
        result = ([.selectionModeChanged(list: document.name, mode: mode)], .setSelectionMode(list: listID, mode: old))
    default:
        preconditionFailure("not a declaration")
    }
    // A declaration that changes nothing writes nothing, so it records no undo step.
    if settings != document.settings {
        document.settings = settings
        changes.listSettings = true
    }
    return result
}

/// A declared action by name, under the one name rule; the built-in Delete is not declared.
private func declaredAction(_ settings: ListSettings, _ name: String) throws(ModelError) -> (Edge, Int, SwipeAction) {
    if let found = settings.declared(named: name) { return found }
    if Names.same(name, SwipeAction.builtInDelete.name) && settings.deleteAction == .builtInDelete {
        throw .builtInActionFixed(SwipeAction.builtInDelete.name)
    }
    throw .actionMissing(name)
}

extension ListSettings {
    /// The actions a list declares on an edge, without the built-in Delete.
    public func declared(_ edge: Edge) -> [SwipeAction] {
        edge == .leading ? leadingActions : trailingActions
    }

    mutating func setDeclared(_ edge: Edge, _ actions: [SwipeAction]) {
        if edge == .leading { leadingActions = actions } else { trailingActions = actions }
    }

    public func declared(named name: String) -> (edge: Edge, index: Int, action: SwipeAction)? {
        for edge in Edge.allCases {
            if let i = declared(edge).firstIndex(where: { Names.same($0.name, name) }) {
                return (edge, i, declared(edge)[i])
            }
        }
        return nil
    }
}

extension ListDocument {
    /// Every field a row holds or an action offered sets, sorted: what `sort` can order by.
    /// An action withdrawn for lack of its field (the field removed) names no field:
    /// a removed field is not sorted by, nor named as one the list has.
    public var fieldNames: [String] {
        var names = actionFieldNames
        for section in sections { for row in section.rows { names.formUnion(row.fields.keys) } }
        return names.sorted()
    }

    /// The fields the list's actions set, clear or toggle, where each of their targets is
    /// there: known from its settings and sections, without its rows.
    public var actionFieldNames: Set<String> {
        var names = Set<String>()
        for (_, action) in settings.allActions where hasTargets(action) {
            for effect in action.effects {
                switch effect {
                case .setField(let name, _), .clearField(let name), .toggle(let name): names.insert(name)
                case .delete, .moveToSection: break
                }
            }
        }
        return names
    }
}
