/// How many of a row's subtasks are done, counted one way for every answer that says
/// them (a row's read, its detail, expand and collapse), so a row is never "1 subtask"
/// in one line and "0 of 1 done" in the next.
extension ListDocument {
    /// The done count among every row below `row`, at any depth, whether it is expanded
    /// or collapsed, so its count does not change as it folds; where the list keeps done
    /// (a declared done field, an action that sets one, or subtasks that carry one under
    /// any of its names); nil where it does not, so the plain subtask count is said instead.
    public func doneCount(below row: Row) -> Int? {
        guard !row.children.isEmpty else { return nil }
        var below: [Row] = []
        row.forEachDescendant { below.append($0) }
        let kept = FieldRole.done.field(in: settings.fields) != nil || setsDone || below.contains { $0.value(.done) != nil }
        guard kept else { return nil }
        return below.filter { $0.flag(.done) }.count
    }

    /// Whether an action of the list sets, clears or toggles a done field.
    private var setsDone: Bool {
        settings.allActions.contains { pair in
            pair.action.effects.contains { effect in
                switch effect {
                case .setField(let name, _), .clearField(let name), .toggle(let name): return FieldRole.done.isNamed(name)
                case .delete, .moveToSection: return false
                }
            }
        }
    }
}

extension Row {
    /// How many rows below this one, at any depth, are not done: the subtasks a row
    /// marked done leaves open, counted as `ListDocument.doneCount` counts the done ones,
    /// so "0 of 4 done" is followed by "4 subtasks still open", not by its children's 3.
    public var openBelow: Int {
        var open = 0
        forEachDescendant { if !$0.isDone { open += 1 } }
        return open
    }
}
