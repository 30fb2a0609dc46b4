/// Changes to the rows a rule covers (`RowRule`), made by the store in a few
/// statements (`Changes.bulk`): in memory, each section they are in lets go of its
/// rows and keeps its count, less or more the rows the store counted there
/// (`RuleTally`), and the session reads again the rows it goes to.

func deleteCovered(
    _ document: inout ListDocument, _ rule: RowRule, _ tally: RuleTally, saved: Int64, action: SwipeAction?, _ changes: inout Changes
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
    // The rows left in every section the rows were in, together, as a delete by ids counts them.
    let sections = tally.counts.isEmpty ? tally.lastSection.map { [$0] } ?? [] : Array(tally.counts.keys)
    let remaining = sections.reduce(0) { $0 + (document.section($1)?.count ?? 0) }
    let deleted: Event = .coveredDeleted(first: tally.first, count: tally.count, remaining: remaining, below: tally.below)
    var events = [deleted]
    // Run by an action, said as the action on the same rows by their ids says it.
    if let action, let title = tally.first.first {
        events = tally.count == 1
            ? [.actionRan(action: action.label, title: title), .rowsDeleted(titles: [title], remaining: remaining, below: tally.below)]
            : [.actionRanOnCovered(action: action.label, first: tally.first, count: tally.count), deleted]
    }
    return (events, .putBackSaved(list: document.id, rule: rule, saved: saved, tally: tally, action: action))
}

func putBackSaved(
    _ document: inout ListDocument, _ rule: RowRule, saved: Int64, _ tally: RuleTally, action: SwipeAction?, _ changes: inout Changes
) throws(ModelError) -> ([Event], Operation) {
    try recount(&document, tally, by: 1)
    changes.bulk = .putBack(saved: saved)
    return ([.rowsRestored(firstPlace(document, tally), removed: [])], .deleteCovered(list: document.id, rule: rule, tally: tally, saved: saved, action: action))
}

/// An action that only sets fields, on every row a rule covers: refused as `runAction`
/// refuses it where it changes nothing on any row; otherwise said as on the same rows
/// by ids, each effect once, the sections they are in letting go of their rows.
func actOnCovered(
    _ document: inout ListDocument, _ rule: RowRule, _ action: SwipeAction, _ tally: RuleTally, saved: Int64, _ changes: inout Changes
) throws(ModelError) -> ([Event], Operation) {
    guard let change = action.fieldChange, let title = tally.first.first else { throw .windowNotRead(document.id, []) }
    let set = action.effects.lazy.compactMap { effect -> AlreadySo? in
        if case .setField(let name, let value) = effect { return .field(name, value) } else { return nil }
    }.first
    if tally.differing == 0, let set {
        if tally.count > 1 { throw .alreadySoOnRows(titles: tally.first, count: tally.count, set) }
        if case .field(let name, let value) = set { throw .alreadySet(title: title, field: name, value: value) }
    }
    try recount(&document, tally, by: 0)
    changes.bulk = .setCovered(rule, fields: change.fields, toggled: change.toggled, saved: saved)
    // Rows already holding what it sets are counted and named apart, as on the same rows by their ids.
    let leftAsSo = change.toggled == nil && tally.differing < tally.count ? set : nil
    let (count, first) = leftAsSo != nil ? (tally.differing, tally.firstDiffering) : (tally.count, tally.first)
    var events: [Event] = count == 1 && !first.isEmpty
        ? [.actionRan(action: action.label, title: first[0])]
        : [.actionRanOnCovered(action: action.label, first: first, count: count)]
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
    if let leftAsSo { events.append(.rowsAlreadySo(titles: tally.firstSame, count: tally.count - tally.differing, leftAsSo)) }
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

/// A field taken from a list read in windows: its declaration goes, the rows read
/// forget their values of it, and the store takes it out of every row holding it,
/// keeping their values under `saved` (`BulkWrite.takeField`), where reading the
/// list whole to do it row by row passed 500 MB on 1,000,000 rows. Said as
/// `removeField` says it, with the rows the store counted. Only a list in its own
/// order and sections: one grouped or sorted by the field ends that, row by row.
func takeField(
    _ document: inout ListDocument, _ name: String, rows: Int, saved: Int64, _ changes: inout Changes
) throws(ModelError) -> ([Event], Operation) {
    guard let index = document.settings.fields.firstIndex(where: { Names.same($0.name, name) }) else {
        throw .fieldNotDeclared(list: document.name, field: name)
    }
    let declaration = document.settings.fields[index]
    let lacking = document.actionsLackingTarget
    let held = Set(document.everyRow.filter { $0.fields[declaration.name] != nil }.map(\.id))
    document.updateRows(held) { $0.fields[declaration.name] = nil }
    document.settings.fields.remove(at: index)
    changes.listSettings = true
    changes.bulk = .takeField(declaration.name, saved: saved)
    return (
        [.fieldRemoved(list: document.name, declaration, rows: rows, actions: document.actionsWithdrawn(lackingBefore: lacking))],
        .putBackField(list: document.id, declaration, index: index, rows: rows, saved: saved)
    )
}

/// Declares again a field `takeField` took and has the store put back the values it
/// kept (`BulkWrite.putBackValues`): the sections with rows read let go of them, whose
/// values are not known here, and the session reads again the rows it goes to.
func putBackField(
    _ document: inout ListDocument, _ declaration: FieldDeclaration, index: Int, rows: Int, saved: Int64, _ changes: inout Changes
) throws(ModelError) -> ([Event], Operation) {
    guard !declaration.name.isEmpty else { throw .emptyText }
    if let existing = document.settings.field(named: declaration.name) { throw .fieldExists(existing.name, list: document.name) }
    document.settings.fields.insert(declaration, at: min(index, document.settings.fields.count))
    changes.listSettings = true
    changes.bulk = .putBackValues(saved: saved)
    for section in document.sections where section.isLoaded || !section.rows.isEmpty {
        document.letGo(section.id, count: section.count)
    }
    return ([.fieldAdded(list: document.name, declaration)], .takeField(list: document.id, name: declaration.name, rows: rows, saved: saved))
}
