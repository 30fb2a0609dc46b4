/// Changes to the rows a rule covers (`RowRule`), made by the store in a few
/// statements (`Changes.bulk`): in memory, each section they are in lets go of its
/// rows and keeps its count, less or more the rows the store counted there
/// (`RuleTally`), and the session reads again the rows it goes to.

func deleteCovered(
    _ document: inout ListDocument, _ rule: RowRule, _ tally: RuleTally, saved: Int64, _ changes: inout Changes
) throws(ModelError) -> ([Event], Operation) {
    guard document.settings.rowsDeletable || document.settings.declaresActions else {
        throw .listRowsNotDeletable(list: document.name)
    }
    if let blocked = tally.blocked {
        if let subtask = blocked.subtask { throw .subtaskDeleteDisabled(title: blocked.title, subtask: subtask, pinned: blocked.pinned) }
        throw .deleteDisabled(title: blocked.title, pinned: blocked.pinned)
    }
    try recount(&document, tally, by: -1)
    changes.bulk = .deleteCovered(rule, saved: saved)
    let remaining = tally.lastSection.flatMap { document.section($0)?.count } ?? 0
    return (
        [.coveredDeleted(first: tally.first, count: tally.count, remaining: remaining, below: tally.below)],
        .putBackSaved(list: document.id, rule: rule, saved: saved, tally: tally)
    )
}

func putBackSaved(
    _ document: inout ListDocument, _ rule: RowRule, saved: Int64, _ tally: RuleTally, _ changes: inout Changes
) throws(ModelError) -> ([Event], Operation) {
    try recount(&document, tally, by: 1)
    changes.bulk = .putBack(saved: saved)
    return ([.rowsRestored(firstPlace(document, tally), removed: [])], .deleteCovered(list: document.id, rule: rule, tally: tally, saved: saved))
}

/// An action that only sets fields, on every row a rule covers: refused as `runAction`
/// refuses it where it changes nothing on any row; otherwise said as on the same rows
/// by ids, each effect once, the sections they are in letting go of their rows.
func actOnCovered(
    _ document: inout ListDocument, _ rule: RowRule, _ action: SwipeAction, _ tally: RuleTally, saved: Int64, _ changes: inout Changes
) throws(ModelError) -> ([Event], Operation) {
    guard let change = action.fieldChange, let title = tally.first.first else { throw .windowNotRead(document.id, []) }
    if tally.differing == 0 {
        for case .setField(let name, let value) in action.effects { throw .alreadySet(title: title, field: name, value: value) }
    }
    try recount(&document, tally, by: 0)
    changes.bulk = .setCovered(rule, fields: change.fields, toggled: change.toggled, saved: saved)
    var events: [Event] = tally.count == 1
        ? [.actionRan(action: action.label, title: title)]
        : [.actionRanOnCovered(action: action.label, first: tally.first, count: tally.count)]
    if let field = change.toggled {
        // Rows holding the field true now hold it false, the others true.
        let on = tally.count - tally.holding
        if on > 0 && tally.holding > 0 {
            events.append(.coveredToggled(field: field, on: tally.firstNotHolding, onCount: on, off: tally.firstHolding, offCount: tally.holding))
        } else {
            events.append(.fieldChanged(title: title, field: field, value: .bool(on > 0)))
        }
    }
    for case .setField(let name, let value) in action.effects { events.append(.fieldChanged(title: title, field: name, value: value)) }
    return (events, .putBackValues(list: document.id, rule: rule, action: action, saved: saved, tally: tally))
}

/// Puts back the values `actOnCovered` kept: the rows stay where they are, their
/// sections letting go of them; the first of them is where focus goes, as the undo
/// of the same action on their ids puts it.
func putBackValues(
    _ document: inout ListDocument, _ rule: RowRule, _ action: SwipeAction, saved: Int64, _ tally: RuleTally, _ changes: inout Changes
) throws(ModelError) -> ([Event], Operation) {
    try recount(&document, tally, by: 0)
    changes.bulk = .putBackValues(saved: saved)
    return ([.rowsRestored(firstPlace(document, tally), removed: [])], .actOnCovered(list: document.id, rule: rule, action: action, tally: tally, saved: saved))
}

/// The first row a tally counted, where it is: what undo focuses.
private func firstPlace(_ document: ListDocument, _ tally: RuleTally) -> [RowPlace] {
    guard let first = tally.firstRow, let title = tally.first.first, let sid = tally.firstSection, let section = document.section(sid) else { return [] }
    return [RowPlace(id: first, title: title, index: tally.firstRank + 1, count: section.count, section: section.header)]
}

/// Each section the tally counts rows in lets go of its rows, its count moved by
/// theirs (`sign` -1 where they go, 1 where they come back, 0 where they change in place).
private func recount(_ document: inout ListDocument, _ tally: RuleTally, by sign: Int) throws(ModelError) {
    for (id, n) in tally.counts.sorted(by: { $0.key < $1.key }) {
        guard let section = document.section(id) else { throw .sectionMissing(id) }
        let count = section.count + sign * n
        guard count >= 0 else { throw .windowNotRead(document.id, [id]) }
        document.letGo(id, count: count)
    }
}
