/// Moving work between sections and lists. A moved row keeps its id, fields,
/// notes and thread; only its section, list and position change.

/// Whether a move among siblings would leave the row where it is.
func stays(_ document: ListDocument, _ id: RowID, _ placement: Placement) -> Bool {
    guard let rank = document.rank(of: id), let place = document.place(of: id), let count = document.count(in: place) else {
        return false
    }
    switch placement {
    case .top: return rank == 0
    case .bottom: return rank == count - 1
    case .before(let other): return document.place(of: other) == place && document.rank(of: other) == rank + 1
    case .after(let other): return document.place(of: other) == place && document.rank(of: other) == rank - 1
    }
}

/// A row leaving its section or list takes what is inside it along: a pinned
/// subtask holds it back, as it holds back a delete.
func requireMovableOut(_ row: Row) throws(ModelError) {
    if row.moveDisabled { throw .moveDisabled(title: row.title, pinned: row.isPinned) }
    if let held = row.subtaskMoveDisabled {
        throw .subtaskMoveDisabled(title: row.title, subtask: held.title, pinned: held.isPinned)
    }
}

extension Row {
    /// The first row inside it, at any depth, whose move is disabled: a move of it
    /// out of its section or list is refused, so an action that does so is not offered.
    public var subtaskMoveDisabled: Row? {
        for child in children {
            if child.moveDisabled { return child }
            if let inside = child.subtaskMoveDisabled { return inside }
        }
        return nil
    }
}

/// Places rows one after another at the top level of a section, the first at
/// `placement`; what is inside them comes along, so all of it is written.
private func placeRows(
    _ rows: [Row], in document: inout ListDocument, section: SectionID, placement: Placement, _ changes: inout Changes
) throws(ModelError) {
    var next = placement
    for var row in rows {
        row.position = try position(in: &document, .section(section), placement: next, moving: row.id, &changes)
        document.insertRow(row, into: section)
        changes.rows.formUnion(subtreeIDs(row))
        next = .after(row.id)
    }
}

/// Many rows to the bottom of a section, where `placeRows` would put them one
/// after another, with one removal and one merge: k rows moved cost k plus the
/// sections they leave and reach, not k times them. Nil, having changed nothing,
/// for another placement, a list sorted by a field, or no room left at the bottom.
private func placeAtBottom(
    _ shots: [RowSnapshot], in document: inout ListDocument, section: SectionID, placement: Placement, _ changes: inout Changes
) -> [Row]? {
    let ids = Set(shots.map(\.row.id))
    // A row moving with its parent as well would be moved twice.
    guard shots.count > 1, placement == .bottom, document.settings.ordering == .manual, ids.count == shots.count,
          !shots.contains(where: { $0.parent.map(ids.contains) ?? false }) else { return nil }
    // A window whose last row is not read does not know its bottom.
    if let target = document.section(section), !target.isLoaded, !target.holds((target.count - 1)..<target.count) { return nil }
    // The rows moving are not among the section's top-level rows: those stay where they are.
    let bottom = document.rows(in: .section(section))?.map(\.position).max()
    guard (bottom ?? 0) <= Int64.max - Positions.gap * Int64(shots.count + 1) else { return nil }
    document.removeRows(shots.map(\.row.id))
    var at = bottom ?? 0
    var arriving: [RowSnapshot] = []
    for shot in shots {
        at += Positions.gap
        var row = shot.row
        row.position = at
        arriving.append(RowSnapshot(row: row, section: section, parent: nil))
    }
    document.insertRows(arriving)
    for shot in arriving { changes.rows.formUnion(subtreeIDs(shot.row)) }
    return arriving.map(\.row)
}

func moveRows(
    _ document: inout ListDocument, _ ids: [RowID], to section: SectionID, placement: Placement, _ changes: inout Changes
) throws(ModelError) -> ([Event], Operation) {
    guard let target = document.section(section) else { throw .sectionMissing(section) }
    var snapshots: [RowSnapshot] = []
    // Every row found in one pass over each place they are among, not one search each.
    let found = document.snapshots(of: ids)
    for id in ids {
        guard let shot = found[id] else { throw .rowMissing(id) }
        // A subtask moved to its own section comes out to the top level.
        if shot.section != section || shot.parent != nil {
            try requireMovableOut(shot.row)
            snapshots.append(shot)
        }
    }
    guard let first = snapshots.first else {
        guard let id = ids.first, let here = place(document, id) else { throw .rowMissing(RowID(0)) }
        return ([.rowStayed(here)], .restoreRows(list: document.id, put: [], remove: []))
    }
    let moving: [Row]
    if let placed = placeAtBottom(snapshots, in: &document, section: section, placement: placement, &changes) {
        moving = placed
    } else {
        moving = snapshots.map { document.removeRow($0.row.id)!.row }
        try placeRows(moving, in: &document, section: section, placement: placement, &changes)
    }
    let landed = place(document, first.row.id)!
    return (
        [.rowsMoved(titles: moving.map(\.title), list: nil, section: target.header ?? document.name,
                    index: landed.index, count: landed.count)],
        .restoreRows(list: document.id, put: snapshots, remove: [])
    )
}

/// Rows move to a list other than their own: within it, a move to a section moves
/// them. Public so that Tab offers only the lists a move would take.
public func requireOtherList(_ library: Library, from: ListID, to: ListID, rows: Int) throws(ModelError) {
    guard from != to else { throw .sameList(library.list(from)?.name ?? "", rows: rows) }
}

func moveRowsToList(
    _ library: inout Library, from: ListID, rows ids: [RowID], to: ListID, section: SectionID, placement: Placement
) throws(ModelError) -> Outcome {
    let source = library.list(from)!
    try requireOtherList(library, from: from, to: to, rows: ids.count)
    let targetIndex = library.lists.firstIndex { $0.id == to }!
    guard let targetSection = library.lists[targetIndex].section(section) else { throw .sectionMissing(section) }
    var snapshots: [RowSnapshot] = []
    // A row moving with a row it is inside goes with it, once: taking it out again would find it gone.
    let asked = Set(ids)
    for id in ids where !source.ancestors(of: id).contains(where: asked.contains) {
        guard let shot = snapshot(source, id) else { throw .rowMissing(id) }
        try requireMovableOut(shot.row)
        snapshots.append(shot)
    }
    // The rows leave the source list and arrive in the target, in that order, so
    // the store and the other sessions' journals see a removal and an arrival.
    var sourceChanges = Changes(list: from)
    for shot in snapshots { sourceChanges.removedRows.formUnion(subtreeIDs(shot.row)) }
    var changes = Changes(list: to)
    var moving: [Row] = []
    let sourceIndex = library.lists.firstIndex { $0.id == from }!
    guard !ids.isEmpty else { throw .rowMissing(RowID(0)) }
    try library.lists[sourceIndex].change { (d: inout ListDocument) in
        for shot in snapshots { moving.append(d.removeRow(shot.row.id)!.row) }
    }
    let arrived = moving.map(library.lists[targetIndex].settings.movedIn)
    let states = statesLeft(moving, arrived)
    let kept = valuesUndeclared(arrived, in: library.lists[targetIndex].settings)
    moving = arrived
    try library.lists[targetIndex].change { (d: inout ListDocument) throws(ModelError) in
        try placeRows(moving, in: &d, section: section, placement: placement, &changes)
    }
    let target = library.lists[targetIndex]
    let landed = place(target, moving[0].id)!
    var events: [Event] = [.rowsMoved(titles: moving.map(\.title), list: target.name, section: targetSection.header ?? target.name,
                                      index: landed.index, count: landed.count)]
    if !states.left.isEmpty || states.unread || !kept.isEmpty {
        events.append(.movedInStates(left: states.left, unread: states.unread, list: target.name, rows: moving.count, kept: kept))
    }
    return Outcome(
        events: events,
        inverse: .transferRows(from: to, to: from, put: snapshots),
        changes: sourceChanges, otherChanges: [changes])
}

/// The states moved rows held that they no longer hold where they arrived (a state
/// set there, left behind), in the order first met, and whether any arrived unread.
private func statesLeft(_ before: [Row], _ after: [Row]) -> (left: [String], unread: Bool) {
    var left: [String] = []
    var unread = false
    func compare(_ old: Row, _ new: Row) {
        for (name, value) in old.fields.sorted(by: { $0.key < $1.key }) where value == .bool(true) && new.fields[name] == nil && !left.contains(name) {
            left.append(name)
        }
        for (name, value) in new.fields where value == .bool(false) && old.fields[name] == nil && FieldRole.read.isNamed(name) { unread = true }
        for (o, n) in zip(old.children, new.children) { compare(o, n) }
    }
    for (old, new) in zip(before, after) { compare(old, new) }
    return (left, unread)
}

/// The fields moved rows hold, at any depth, with a value that is not a state (a date,
/// a number, text) under a name the list they arrived in does not declare, in any
/// role's name either, in the order first met: kept on the rows, where that list can't
/// filter, sort or set them, so the move says so.
private func valuesUndeclared(_ rows: [Row], in settings: ListSettings) -> [String] {
    var kept: [String] = []
    func visit(_ row: Row) {
        for (name, value) in row.fields.sorted(by: { $0.key < $1.key }) where !kept.contains(name) {
            if case .bool = value { continue }
            if settings.field(named: name) != nil { continue }
            if FieldRole.allCases.contains(where: { $0.isNamed(name) && $0.field(in: settings.fields) != nil }) { continue }
            kept.append(name)
        }
        row.children.forEach(visit)
    }
    rows.forEach(visit)
    return kept
}

func transferRows(_ library: inout Library, from: ListID, to: ListID, put: [RowSnapshot]) throws(ModelError) -> Outcome {
    let source = library.list(from)!
    let destination = library.list(to)!
    for shot in put where destination.section(shot.section) == nil { throw .sectionMissing(shot.section) }
    let found = source.snapshots(of: put.map(\.row.id))
    var taken: [RowSnapshot] = []
    for shot in put {
        guard let current = found[shot.row.id] else { throw .rowMissing(shot.row.id) }
        taken.append(current)
    }
    var changes = Changes(list: to)
    let sourceIndex = library.lists.firstIndex { $0.id == from }!
    let targetIndex = library.lists.firstIndex { $0.id == to }!
    try library.lists[sourceIndex].change { (d: inout ListDocument) in d.removeRows(taken.map(\.row.id)) }
    try library.lists[targetIndex].change { (d: inout ListDocument) in d.insertRows(put) }
    for shot in put { changes.rows.formUnion(subtreeIDs(shot.row)) }
    var sourceChanges = Changes(list: from)
    for shot in put { sourceChanges.removedRows.formUnion(subtreeIDs(shot.row)) }
    let placed = library.lists[targetIndex].places(of: put.map(\.row.id))
    let places = put.compactMap { placed[$0.row.id] }
    return Outcome(
        events: [.rowsRestored(places, removed: [])],
        inverse: .transferRows(from: to, to: from, put: taken),
        changes: sourceChanges, otherChanges: [changes])
}
