/// The actions a list keeps but does not offer: those that move rows to a
/// section it no longer has, or set a field it no longer declares. Deleting the
/// section or removing the field names them, as renaming the section names the
/// actions that follow it, so that an action is never withdrawn unsaid.
extension ListDocument {
    /// The names of the actions, leading first, that lack the section or field they need.
    public var actionsLackingTarget: [String] {
        settings.allActions.map(\.action).filter { !hasTargets($0) }.map(\.name)
    }

    /// The actions a change withdrew: lacking their section or field now, and not before it.
    public func actionsWithdrawn(lackingBefore before: [String]) -> [String] {
        actionsLackingTarget.filter { !before.contains($0) }
    }

    /// The actions a change offers again: lacking their section or field before it,
    /// kept by the list, and lacking nothing now.
    public func actionsOffered(lackingBefore before: [String]) -> [String] {
        let lacking = Set(actionsLackingTarget)
        let kept = Set(settings.allActions.map(\.action.name))
        return before.filter { kept.contains($0) && !lacking.contains($0) }
    }

    /// Whether the section each move names is there and each field set is declared.
    /// A list that declares no field at all was stored before fields were declared:
    /// its actions run as they did, whatever field they name.
    func hasTargets(_ action: SwipeAction) -> Bool {
        action.effects.allSatisfy { effect in
            switch effect {
            case .delete: return true
            case .moveToSection(let name): return section(named: name) != nil
            case .setField(let field, _), .toggle(let field), .clearField(let field):
                return settings.fields.isEmpty || settings.field(named: field) != nil
            }
        }
    }
}
