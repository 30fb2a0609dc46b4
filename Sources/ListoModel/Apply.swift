/// Applies one operation. Every check runs before anything changes, so a refused
/// operation leaves the library exactly as it was.
public func apply(_ operation: Operation, to library: inout Library) throws(ModelError) -> Outcome {
    for list in operation.lists {
        _ = library.takeTouchedSections(list)
        _ = library.takeWindowMisses(list)
    }
    let inPlace = operation.keepsRowsInPlace(in: library)
    defer { for list in operation.lists { library.update(list) { $0.forgetHighest() } } }
    var outcome = try applyOperation(operation, to: &library)
    outcome.changes.inPlace = inPlace && outcome.otherChanges.isEmpty && outcome.changes.removedRows.isEmpty
    for list in operation.lists {
        let missed = library.takeWindowMisses(list)
        if !missed.isEmpty { throw .windowNotRead(list, missed.sorted()) }
    }
    outcome.changes.rowSections = library.takeTouchedSections(outcome.changes.list)
    for i in outcome.otherChanges.indices {
        outcome.otherChanges[i].rowSections = library.takeTouchedSections(outcome.otherChanges[i].list)
    }
    return outcome
}

private func applyOperation(_ operation: Operation, to library: inout Library) throws(ModelError) -> Outcome {
    var changes = Changes(list: operation.list)
    if case .createList(let document) = operation {
        if let other = library.list(named: document.name) { throw .listNameTaken(other.name) }
        library.replace(document)
        changes.listCreated = true
        changes.sections = Set(document.sections.map(\.id))
        changes.rows = document.allRowIDs
        return Outcome(events: [.listCreated(name: document.name)], inverse: .deleteList(document.id), changes: changes)
    }
    if case .restoreList(let document) = operation {
        if let other = library.list(named: document.name) { throw .listNameTaken(other.name) }
        library.replace(document)
        changes.listRestored = true
        return Outcome(events: [.listCreated(name: document.name)], inverse: .deleteList(document.id), changes: changes)
    }
    for listID in operation.lists {
        guard library.list(listID) != nil else { throw .listMissing(listID) }
        guard library.isLoaded(listID) else { throw .listNotLoaded(listID) }
    }
    let listID = operation.list
    let index = library.lists.firstIndex { $0.id == listID }!
    switch operation {
    case .deleteList:
        let removed = library.remove(listID)!
        changes.listRemoved = true
        return Outcome(events: [.listDeleted(name: removed.name, rows: removed.rowCount)], inverse: .restoreList(removed), changes: changes)
    case .renameList(_, let name):
        guard !name.isEmpty else { throw .emptyText }
        let old = library.lists[index].name
        guard name != old else { throw .sameName(old) }
        if let other = library.list(named: name), other.id != listID { throw .listNameTaken(other.name) }
        library.lists[index].name = name
        changes.listSettings = true
        return Outcome(events: [.listRenamed(from: old, to: name)], inverse: .renameList(list: listID, name: old), changes: changes)
    case .moveRowsToList(let from, let rows, let to, let section, let placement):
        return try moveRowsToList(&library, from: from, rows: rows, to: to, section: section, placement: placement)
    case .transferRows(let from, let to, let put):
        return try transferRows(&library, from: from, to: to, put: put)
    default:
        break
    }
    // The list is changed where it lies, so that a change to a large list copies nothing.
    let result = try library.lists[index].change { (document: inout ListDocument) throws(ModelError) in
        try change(operation, &document, &changes)
    }
    return Outcome(events: result.events, inverse: result.inverse, changes: changes)
}

private func change(
    _ operation: Operation, _ document: inout ListDocument, _ changes: inout Changes
) throws(ModelError) -> (events: [Event], inverse: Operation) {
    let listID = document.id
    var result: (events: [Event], inverse: Operation)
    let lacking = operation.givesActionsTargets ? document.actionsLackingTarget : []
    switch operation {
    case .createList, .restoreList, .deleteList, .renameList, .moveRowsToList, .transferRows:
        preconditionFailure("handled by apply")
    case .addAction, .removeAction, .renameAction, .moveAction, .setFullSwipe, .setSelectionMode:
        result = try declare(operation, &document, &changes)
    case .moveRows(_, let rows, let section, let placement):
        result = try moveRows(&document, rows, to: section, placement: placement, &changes)
    case .addRow(_, let section, let id, let title, let placement):
        result = try addRow(&document, into: .section(section), id: id, title: title, placement: placement, &changes)
    case .addChild(_, let parent, let id, let title, let placement):
        result = try addRow(&document, into: .row(parent), id: id, title: title, placement: placement, &changes)
    case .deleteRows(_, let rows):
        result = try deleteRows(&document, rows, &changes)
    case .moveRow(_, let row, let placement):
        result = try moveRow(&document, row, placement, &changes)
    case .indentRow(_, let row):
        guard let current = document.row(row) else { throw .rowMissing(row) }
        let siblings = document.siblings(of: row)
        guard let i = siblings.firstIndex(where: { $0.id == row }), document.rank(of: row) != 0, i > 0 else {
            throw .nothingAbove(title: current.title)
        }
        // In a window, the row held above must be the row above in the store.
        if document.rank(of: siblings[i - 1].id).map({ $0 + 1 }) != document.rank(of: row), let sid = document.sectionID(of: row) {
            throw .windowNotRead(listID, [sid])
        }
        result = try nest(&document, row, under: .row(siblings[i - 1].id), placement: .bottom, how: .indented, &changes)
    case .outdentRow(_, let row):
        guard let current = document.row(row) else { throw .rowMissing(row) }
        guard let parent = document.parent(of: row), let outer = document.place(of: parent) else {
            throw .alreadyTopLevel(title: current.title)
        }
        result = try nest(&document, row, under: outer, placement: .after(parent), how: .outdented, &changes)
    case .nestRow(_, let row, let under):
        result = try nest(&document, row, under: .row(under), placement: .bottom, how: .movedInto, &changes)
    case .setExpanded(_, let row, let expanded, let all):
        result = try setExpanded(&document, row, expanded: expanded, all: all, &changes)
    case .renameRow(_, let row, let title):
        result = try editRow(&document, row, &changes) { (row: inout Row) throws(ModelError) -> Event in
            guard !title.isEmpty else { throw .emptyText }
            let old = row.title
            guard title != old else { throw .sameName(old) }
            row.title = title
            return .rowRenamed(from: old, to: title)
        }
    case .setNotes(_, let row, let notes):
        result = try editRow(&document, row, &changes) { (row: inout Row) throws(ModelError) -> Event in
            let new = notes?.isEmpty == true ? nil : notes
            guard new != row.notes else { throw new == nil ? .noNotes(row.title) : .sameNotes(row.title) }
            row.notes = new
            return .notesChanged(title: row.title, notes: row.notes)
        }
    case .runAction(_, let rows, let action):
        result = try runAction(&document, rows, action, &changes)
    case .deleteCovered(_, let rule, let tally, let saved, let action):
        result = try deleteCovered(&document, rule, tally, saved: saved, action: action, &changes)
    case .putBackSaved(_, let rule, let saved, let tally, let action):
        result = try putBackSaved(&document, rule, saved: saved, tally, action: action, &changes)
    case .actOnCovered(_, let rule, let action, let tally, let saved):
        result = try actOnCovered(&document, rule, action, tally, saved: saved, &changes)
    case .putBackValues(_, let rule, let action, let saved, let tally):
        result = try putBackValues(&document, rule, action, saved: saved, tally, &changes)
    case .restoreRows(_, let put, let remove):
        result = try restoreRows(&document, put: put, remove: remove, &changes)
    case .addSection(_, let id, let header, let after):
        result = try addSection(&document, id: id, header: header, after: after, &changes)
    case .renameSection(_, let sectionID, let header):
        guard let section = document.section(sectionID) else { throw .sectionMissing(sectionID) }
        guard let old = section.header else { throw .unnamedSectionFixed }
        guard !header.isEmpty else { throw .emptyText }
        guard header != old else { throw .sameName(old) }
        if let other = document.section(named: header), other.id != sectionID { throw .sectionNameTaken(other.header ?? header) }
        document.updateSection(sectionID) { $0.header = header }
        changes.sections.insert(sectionID)
        // The actions that move rows to this section follow it to its new name, in the same change.
        var followed: [String] = []
        func follow(_ actions: inout [SwipeAction]) {
            for i in actions.indices {
                var moved = false
                actions[i].effects = actions[i].effects.map { effect in
                    guard case .moveToSection(let name) = effect, Names.same(name, old) else { return effect }
                    moved = true
                    return .moveToSection(header)
                }
                if moved { followed.append(actions[i].name) }
            }
        }
        follow(&document.settings.leadingActions)
        follow(&document.settings.trailingActions)
        if !followed.isEmpty { changes.listSettings = true }
        result = ([.sectionRenamed(from: old, to: header, actions: followed)], .renameSection(list: listID, section: sectionID, header: old))
    case .deleteSection(_, let sectionID):
        guard let section = document.section(sectionID) else { throw .sectionMissing(sectionID) }
        guard let header = section.header else { throw .unnamedSectionFixed }
        guard section.count == 0 else { throw .sectionNotEmpty(header: header, rows: section.count) }
        let lacking = document.actionsLackingTarget
        document.removeSection(sectionID)
        changes.removedSections.insert(sectionID)
        let withdrawn = document.actionsWithdrawn(lackingBefore: lacking)
        result = ([.sectionDeleted(header: header, actions: withdrawn)], .restoreSection(list: listID, section: section))
    case .restoreSection(_, let section):
        document.removeSection(section.id)
        document.insertSection(section)
        changes.sections.insert(section.id)
        for row in section.rows { changes.rows.formUnion(subtreeIDs(row)) }
        result = ([.sectionRestored(header: section.header ?? document.name)], .deleteSection(list: listID, section: section.id))
    case .setFooter(_, let sectionID, let footer):
        guard let section = document.section(sectionID) else { throw .sectionMissing(sectionID) }
        let text = footer?.isEmpty == true ? nil : footer
        document.updateSection(sectionID) { $0.footer = text }
        changes.sections.insert(sectionID)
        result = (
            [.footerChanged(section: section.header ?? document.name, footer: text)],
            .setFooter(list: listID, section: sectionID, footer: section.footer)
        )
    case .setCollapsed(_, let sectionID, let collapsed):
        guard let section = document.section(sectionID) else { throw .sectionMissing(sectionID) }
        guard !collapsed || document.settings.style.allowsCollapsing else { throw .collapseNotOffered(list: document.name, style: document.settings.style) }
        document.updateSection(sectionID) { $0.collapsed = collapsed }
        changes.sections.insert(sectionID)
        let header = section.header ?? document.name
        let event: Event = collapsed
            ? .sectionCollapsed(header: header, hidden: section.count)
            : .sectionExpanded(header: header, rows: section.count)
        result = ([event], .setCollapsed(list: listID, section: sectionID, collapsed: section.collapsed))
    case .setProminence(_, let sectionID, let prominence):
        guard let section = document.section(sectionID) else { throw .sectionMissing(sectionID) }
        document.updateSection(sectionID) { $0.prominence = prominence }
        changes.sections.insert(sectionID)
        result = (
            [.prominenceChanged(header: section.header ?? document.name, prominence: prominence)],
            .setProminence(list: listID, section: sectionID, prominence: section.prominence)
        )
    case .setOrdering(_, let ordering):
        if case .field(let field) = ordering {
            let known = document.fieldNames
            // A declared field sorts as it groups, even before any row holds it.
            guard known.contains(field) || document.settings.field(named: field) != nil else {
                throw .noSuchField(list: document.name, field: field, known: known)
            }
        }
        let old = document.settings.ordering
        if old == ordering { throw .orderingUnchanged(list: document.name, ordering: old) }
        document.settings.ordering = ordering
        document.resort()
        changes.listSettings = true
        result = ([.orderingChanged(list: document.name, ordering: ordering)], .setOrdering(list: listID, ordering: old))
    case .setField(_, let row, let field, let value):
        result = try setField(&document, row, field, value, &changes)
    case .setSchedule(_, let row, let schedule, let firstDue, let weekday):
        result = try setSchedule(&document, row, schedule, firstDue: firstDue, onWeekday: weekday, &changes)
    case .completeOccurrence(_, let row, let occurrence, let doneOn):
        result = try completeOccurrence(&document, row, occurrence: occurrence, doneOn: doneOn, &changes)
    case .completeSelection(_, let occurrences, let doneOn, let others, let action):
        result = try completeSelection(&document, occurrences, doneOn: doneOn, others: others, action: action, &changes)
    case .toggleField(_, let row, let field):
        guard let declared = document.settings.field(named: field) else {
            throw .fieldNotDeclared(list: document.name, field: field)
        }
        guard declared.type == .boolean else { throw .notBoolean(field: declared.name, type: declared.type) }
        guard let current = document.row(row) else { throw .rowMissing(row) }
        result = try setField(&document, row, declared.name, .bool(!current.flag(declared.name)), &changes)
    case .setPinned(_, let row, let pinned, let field):
        // The list's own pinned field, under whatever name it has; else the name the row holds it under; else `field`.
        let declared = FieldRole.pinned.field(in: document.settings.fields)?.name
        let pinnedName = declared ?? document.row(row)?.fields.keys.first(where: FieldRole.pinned.isNamed) ?? field
        result = try editRow(&document, row, &changes) { (row: inout Row) throws(ModelError) -> Event in
            let already = pinned
                ? row.isPinned && row.moveDisabled && row.deleteDisabled
                : !row.isPinned && !row.moveDisabled && !row.deleteDisabled
            if already { throw .alreadyPinned(title: row.title, pinned: pinned) }
            row.moveDisabled = pinned
            row.deleteDisabled = pinned
            row.fields[pinnedName] = pinned ? .bool(true) : nil
            return .pinChanged(title: row.title, pinned: pinned)
        }
        // Pinned declared where the list had no pinned field, said no more than an import says the states it declares.
        if pinned, declared == nil, document.settings.field(named: pinnedName) == nil,
           case .restoreRows(_, let put, _) = result.inverse, let before = put.first {
            document.settings.fields.append(FieldDeclaration(pinnedName, .boolean))
            changes.listSettings = true
            result.inverse = .unpinUndeclaring(list: listID, put: before, field: pinnedName)
        }
    case .unpinUndeclaring(_, let put, let field):
        guard let index = document.settings.fields.firstIndex(where: { Names.same($0.name, field) }) else {
            throw .fieldNotDeclared(list: document.name, field: field)
        }
        result = try restoreRows(&document, put: [put], remove: [], &changes)
        document.settings.fields.remove(at: index)
        changes.listSettings = true
        result.inverse = .setPinned(list: listID, row: put.row.id, pinned: true, field: field)
    case .addField(_, let declaration, let index, let values, let grouped, let sorted):
        result = try addField(&document, declaration, index: index, values: values, &changes)
        if grouped { document.settings.grouping = declaration.name }
        if sorted {
            document.settings.ordering = .field(declaration.name)
            document.resort()
        }
    case .removeField(_, let name):
        result = try removeField(&document, name, &changes)
    case .takeField(_, let name, let rows, let saved):
        result = try takeField(&document, name, rows: rows, saved: saved, &changes)
    case .putBackField(_, let declaration, let index, let rows, let saved):
        result = try putBackField(&document, declaration, index: index, rows: rows, saved: saved, &changes)
    case .setGrouping(_, let field):
        if let field, document.settings.field(named: field) == nil {
            throw .fieldNotDeclared(list: document.name, field: field)
        }
        let old = document.settings.grouping
        let name = field.flatMap { document.settings.field(named: $0)?.name }
        if name == old { throw .groupingUnchanged(list: document.name, field: old) }
        document.settings.grouping = name
        changes.listSettings = true
        result = ([.groupingChanged(list: document.name, field: name)], .setGrouping(list: listID, field: old))
    case .setStyle(_, let style):
        let old = document.settings.style
        document.settings.style = style
        changes.listSettings = true
        result = ([.styleChanged(list: document.name, style: style)], .setStyle(list: listID, style: old))
    }
    let offered = lacking.isEmpty ? [] : document.actionsOffered(lackingBefore: lacking)
    if !offered.isEmpty { result.events.append(.actionsOffered(offered)) }
    return result
}

// MARK: Helpers shared by the operations

func place(_ document: ListDocument, _ id: RowID) -> RowPlace? {
    guard let (s, _) = document.locate(id) else { return nil }
    let siblings = document.siblings(of: id)
    guard let r = siblings.firstIndex(where: { $0.id == id }) else { return nil }
    let parent = document.parent(of: id).flatMap { document.row($0)?.title }
    // In a section read as a window, a top-level row's place is its rank among all its rows.
    let top = document.parent(of: id) == nil
    var place = RowPlace(id: id, title: siblings[r].title, index: (top ? document.sections[s].rank(atIndex: r) : r) + 1,
                         count: top ? document.sections[s].count : siblings.count,
                         section: document.sections[s].header, level: document.level(of: id), parent: parent)
    place.unread = siblings[r].isUnread
    return place
}

func snapshot(_ document: ListDocument, _ id: RowID) -> RowSnapshot? {
    guard let row = document.row(id), let section = document.sectionID(of: id) else { return nil }
    return RowSnapshot(row: row, section: section, parent: document.parent(of: id))
}

/// A row's id and the ids of every row below it: what is written when a whole subtree moves.
func subtreeIDs(_ row: Row) -> [RowID] {
    var ids = [row.id]
    row.forEachDescendant { ids.append($0.id) }
    return ids
}

/// The title of the sibling just before a row, if any.
private func titleBefore(_ document: ListDocument, _ id: RowID) -> String? {
    let siblings = document.siblings(of: id)
    guard let i = siblings.firstIndex(where: { $0.id == id }), i > 0,
          document.rank(of: siblings[i - 1].id).map({ $0 + 1 }) == document.rank(of: id) else { return nil }
    return siblings[i - 1].title
}

/// Refuses to put a row inside itself, inside a row within it, or inside the row
/// that holds it already. Public so that Tab offers as targets only the rows a
/// nest would take.
public func requireNestable(_ document: ListDocument, _ id: RowID, under r: RowID) throws(ModelError) {
    guard let row = document.row(id), let host = document.row(r) else { throw .rowMissing(r) }
    if document.isWithin(r, id) { throw .nestInsideItself(title: row.title, target: host.title) }
    if document.parent(of: id) == r { throw .alreadyInside(title: row.title, parent: host.title) }
}

/// Refuses a place deeper than the list allows.
private func requireDepth(_ document: ListDocument, under place: RowParent, adding row: Row) throws(ModelError) {
    guard case .row(let parent) = place else { return }
    var depth = 0
    func measure(_ r: Row, _ level: Int) {
        depth = max(depth, level)
        for c in r.children { measure(c, level + 1) }
    }
    measure(row, 1)
    if document.level(of: parent) + depth > ListDocument.maxLevel { throw .tooDeep(limit: ListDocument.maxLevel) }
}

/// Opens a parent a row has just been put into, so that the row stays in sight.
private func reveal(_ document: inout ListDocument, _ place: RowParent, _ changes: inout Changes) {
    guard case .row(let parent) = place, document.row(parent)?.expanded == false else { return }
    document.updateRow(parent) { $0.expanded = true }
    changes.rows.insert(parent)
}

func requireMovable(_ document: ListDocument, _ row: Row) throws(ModelError) {
    if let field = document.settings.grouping { throw .groupedByField(list: document.name, field: field) }
    if case .field(let field) = document.settings.ordering { throw .sortedByField(list: document.name, field: field) }
    guard document.settings.rowsMovable else { throw .listRowsNotMovable(list: document.name) }
    if row.moveDisabled { throw .moveDisabled(title: row.title, pinned: row.isPinned) }
    // Moved up, down, in or out, a row takes the rows inside it along.
    if let held = row.subtaskMoveDisabled {
        throw .subtaskMoveDisabled(title: row.title, subtask: held.title, pinned: held.isPinned)
    }
}

/// A row can't be deleted when it, or a row inside it, says so.
private func requireDeletable(_ document: ListDocument, _ row: Row) throws(ModelError) {
    guard document.settings.rowsDeletable || document.settings.declaresActions else {
        throw .listRowsNotDeletable(list: document.name)
    }
    try requireSubtreeDeletable(row)
}

extension Row {
    /// Whether a delete of it is let through: neither it nor a row inside it says
    /// no, as requireSubtreeDeletable asks, so that Delete is offered only where it works.
    public var subtreeDeletable: Bool { !deleteDisabled && children.allSatisfy(\.subtreeDeletable) }
}

/// The refusal names the row asked for, and the subtask that holds it back.
func requireSubtreeDeletable(_ row: Row) throws(ModelError) {
    if row.deleteDisabled { throw .deleteDisabled(title: row.title, pinned: row.isPinned) }
    func inside(_ children: [Row]) throws(ModelError) {
        for child in children {
            if child.deleteDisabled {
                throw .subtaskDeleteDisabled(title: row.title, subtask: child.title, pinned: child.isPinned)
            }
            try inside(child.children)
        }
    }
    try inside(row.children)
}

/// A free position for a row about to be placed among the rows of `place`,
/// respacing them when the neighbours have no room left. `moving` is left out of the neighbours.
func position(
    in document: inout ListDocument, _ place: RowParent, placement: Placement, moving: RowID?, _ changes: inout Changes
) throws(ModelError) -> Int64 {
    for attempt in 0..<2 {
        guard let current = document.rows(in: place) else {
            switch place {
            case .section(let s): throw .sectionMissing(s)
            case .row(let r): throw .rowMissing(r)
            }
        }
        let rows = current.filter { $0.id != moving }
        // In a window, the rows held either side must be the rows beside the place in the store.
        let window = windowRanks(document, place, current, moving: moving)
        var lowAt: Int?
        var highAt: Int?
        // The top and bottom are the lowest and highest positions: a list sorted by a
        // field holds its rows in that order, not by position (a window is in manual order).
        let lowest = rows.indices.min { rows[$0].position < rows[$1].position }
        let highest = rows.indices.max { rows[$0].position < rows[$1].position }
        switch placement {
        case .top:
            (lowAt, highAt) = (nil, lowest)
        case .bottom:
            (lowAt, highAt) = (highest, nil)
        case .before(let id):
            guard let i = rows.firstIndex(where: { $0.id == id }) else { throw .rowMissing(id) }
            (lowAt, highAt) = (i > 0 ? i - 1 : nil, i)
        case .after(let id):
            guard let i = rows.firstIndex(where: { $0.id == id }) else { throw .rowMissing(id) }
            (lowAt, highAt) = (i, i + 1 < rows.count ? i + 1 : nil)
        }
        if case .field = document.settings.ordering, window == nil {
            // Beside a row, in a list sorted by a field: its neighbour is the row of the next
            // position, not the next in the field's order (rows moved in after one another
            // respaced the whole section, in the field's order, where a window does not).
            let byPosition = { (i: Int, j: Int) in rows[i].position < rows[j].position }
            switch placement {
            case .after:
                if let i = lowAt { highAt = rows.indices.filter { rows[$0].position > rows[i].position }.min(by: byPosition) }
            case .before:
                if let i = highAt { lowAt = rows.indices.filter { rows[$0].position < rows[i].position }.max(by: byPosition) }
            case .top, .bottom:
                break
            }
        }
        if let window, document.settings.ordering != .manual {
            // A window in a field's order holds its rows by their values: their ranks say
            // nothing of positions. A row added or moved in at the bottom goes after the
            // highest position the store gave (`Need.adding`), one moved to the top before the
            // lowest, and each row moved in with it after the one before; anything else reads
            // the section whole.
            guard window.moving == nil, let free = freeAtEnd(rows, placement, highest: document.highestRead[window.section],
                                                             lowest: document.lowestRead[window.section]) else {
                throw .windowNotRead(document.id, [window.section])
            }
            return free
        }
        if let window, !window.beside(lowAt, highAt) { throw .windowNotRead(document.id, [window.section]) }
        if let free = Positions.between(lowAt.map { rows[$0].position }, highAt.map { rows[$0].position }) { return free }
        // Respacing rewrites every row of the place: a window is read whole for it.
        if let window { throw .windowNotRead(document.id, [window.section]) }
        if attempt == 0 { changes.rows.formUnion(document.respace(place)) }
    }
    preconditionFailure("a respaced section always has room")
}

/// A free position at an end of a window in a field's order: past the highest position
/// the store gave for the bottom, before the lowest for the top, and for `.after` a row
/// placed past either in this change (a row moved in before it), between that row and
/// the end. Nil where a row held lies where it would go, or the store gave no end.
private func freeAtEnd(_ rows: [Row], _ placement: Placement, highest: Int64?, lowest: Int64?) -> Int64? {
    switch placement {
    case .bottom:
        guard let highest, rows.allSatisfy({ $0.position <= highest }) else { return nil }
        return Positions.between(highest, nil)
    case .top:
        guard let lowest, rows.allSatisfy({ $0.position >= lowest }) else { return nil }
        return Positions.between(nil, lowest)
    case .after(let id):
        guard let row = rows.first(where: { $0.id == id }) else { return nil }
        if let highest, row.position > highest, rows.allSatisfy({ $0.position <= row.position }) {
            return Positions.between(row.position, nil)
        }
        if let lowest, row.position < lowest, rows.allSatisfy({ $0.position <= row.position || $0.position >= lowest }) {
            return Positions.between(row.position, lowest)
        }
        return nil
    case .before:
        return nil
    }
}

/// The ranks of a window's rows held, the moving row left out, to tell whether
/// two of them are beside each other in the store.
struct WindowRanks {
    var section: SectionID
    /// Ranks of the rows held but the moving one, in order.
    var ranks: [Int]
    var count: Int
    /// The moving row's rank, when it is in this window: the one row that may lie between two beside each other.
    var moving: Int?

    /// Whether nothing but the moving row lies in the store between the rows held
    /// at these indexes (nil: the section's start or end).
    func beside(_ low: Int?, _ high: Int?) -> Bool {
        let from = low.map { ranks[$0] } ?? -1
        let to = high.map { ranks[$0] } ?? count
        let between = to - from - 1
        return between == 0 || (between == 1 && moving.map { $0 > from && $0 < to } == true)
    }
}

func windowRanks(_ document: ListDocument, _ place: RowParent, _ current: [Row], moving: RowID?) -> WindowRanks? {
    guard case .section(let sid) = place, let section = document.section(sid), !section.isLoaded else { return nil }
    let all = section.heldRanks()
    var ranks: [Int] = []
    var movingRank: Int?
    for (row, rank) in zip(current, all) {
        if row.id == moving { movingRank = rank } else { ranks.append(rank) }
    }
    return WindowRanks(section: sid, ranks: ranks, count: section.count, moving: movingRank)
}

private func addRow(
    _ document: inout ListDocument, into home: RowParent, id: RowID, title: String, placement: Placement,
    _ changes: inout Changes
) throws(ModelError) -> ([Event], Operation) {
    guard !title.isEmpty else { throw .emptyText }
    let section: SectionID
    let parent: RowID?
    switch home {
    case .section(let s):
        guard document.section(s) != nil else { throw .sectionMissing(s) }
        (section, parent) = (s, nil)
    case .row(let r):
        guard let s = document.sectionID(of: r) else { throw .rowMissing(r) }
        (section, parent) = (s, r)
    }
    let row = document.settings.arriving(Row(id: id, title: title))
    try requireDepth(document, under: home, adding: row)
    var new = row
    new.position = try position(in: &document, home, placement: placement, moving: nil, &changes)
    document.insertRow(new, into: section, parent: parent)
    reveal(&document, home, &changes)
    changes.rows.insert(id)
    let placed = place(document, id)!
    return ([.rowAdded(placed)], .restoreRows(list: document.id, put: [], remove: [id]))
}

private func deleteRows(
    _ document: inout ListDocument, _ ids: [RowID], _ changes: inout Changes
) throws(ModelError) -> ([Event], Operation) {
    var snapshots: [RowSnapshot] = []
    let asked = Set(ids)
    // One pass over each place the rows are among, not one search per row.
    let found = document.snapshots(of: ids)
    for id in ids {
        guard let shot = found[id] else { throw .rowMissing(id) }
        // A row inside another being deleted goes with it.
        if document.ancestors(of: id).contains(where: asked.contains) { continue }
        try requireDeletable(document, shot.row)
        snapshots.append(shot)
    }
    let places = snapshots.map { document.place(of: $0.row.id) }
    var below = 0
    document.removeRows(snapshots.map(\.row.id))
    for shot in snapshots {
        changes.removedRows.formUnion(subtreeIDs(shot.row))
        below += shot.row.descendantCount
    }
    // The rows left where the rows were: in their one place, or in every place they were
    // among, together. Counted in the last place alone, a selection across Pending and
    // Completed that emptied Completed said "No rows left" with Pay the rent still pending.
    var among: [RowParent] = []
    for case let place? in places where !among.contains(place) { among.append(place) }
    let remaining = among.reduce(0) { $0 + (document.count(in: $1) ?? 0) }
    return (
        [.rowsDeleted(titles: snapshots.map(\.row.title), remaining: remaining, below: below)],
        .restoreRows(list: document.id, put: snapshots, remove: [])
    )
}

private func moveRow(
    _ document: inout ListDocument, _ id: RowID, _ placement: Placement, _ changes: inout Changes
) throws(ModelError) -> ([Event], Operation) {
    guard let before = snapshot(document, id), let home = document.place(of: id) else { throw .rowMissing(id) }
    try requireMovable(document, before.row)
    if let here = place(document, id), stays(document, id, placement) {
        return ([.rowStayed(here)], .restoreRows(list: document.id, put: [], remove: []))
    }
    let at = try position(in: &document, home, placement: placement, moving: id, &changes)
    var row = document.removeRow(id)!.row
    row.position = at
    document.insertRow(row, into: before.section, parent: before.parent)
    changes.rows.insert(id)
    let placed = place(document, id)!
    let rows = document.siblings(of: id)
    let k = rows.firstIndex { $0.id == id }!
    let after = placed.index > 1 && k > 0 ? rows[k - 1].title : nil
    let next = placed.index < placed.count && k + 1 < rows.count ? rows[k + 1].title : nil
    return ([.rowMoved(placed, after: after, before: next)], .restoreRows(list: document.id, put: [before], remove: []))
}

private func editRow(
    _ document: inout ListDocument, _ id: RowID, _ changes: inout Changes,
    _ change: (inout Row) throws(ModelError) -> Event
) throws(ModelError) -> ([Event], Operation) {
    guard let before = snapshot(document, id) else { throw .rowMissing(id) }
    var row = before.row
    let event = try change(&row)
    document.updateRow(id) { $0 = row }
    changes.rows.insert(id)
    return ([event], .restoreRows(list: document.id, put: [before], remove: []))
}

func runAction(
    _ document: inout ListDocument, _ ids: [RowID], _ action: SwipeAction, _ changes: inout Changes
) throws(ModelError) -> ([Event], Operation) {
    var snapshots: [RowSnapshot] = []
    // Every row found in one pass over each place they are among, not one search each.
    let found = document.snapshots(of: ids)
    // Check every row and effect first, so that a refused move does not leave a field half-set.
    for id in ids {
        guard let before = found[id] else { throw .rowMissing(id) }
        try check(action, on: before, in: document)
        snapshots.append(before)
    }
    // An action that would change nothing on any row (Done on a done row) says so instead.
    // Each section the action moves rows to, found once, not once a row.
    var targets: [String: SectionID] = [:]
    for case .moveToSection(let header) in action.effects { targets[header] = document.section(named: header)?.id }
    let unchanged = snapshots.filter { changesNothing(action, $0, document, targets: targets) }
    let already = alreadySo(action)
    if unchanged.count == snapshots.count, let first = snapshots.first, let already {
        if snapshots.count > 1 {
            throw .alreadySoOnRows(titles: snapshots.prefix(4).map(\.row.title), count: snapshots.count, already)
        }
        switch already {
        case .field(let name, let value): throw .alreadySet(title: first.row.title, field: name, value: value)
        case .section(let header): throw .alreadyInSection(title: first.row.title, section: header)
        }
    }
    // Rows of many that already hold what it sets are said apart: Done on a selection
    // holding done rows counts and names the others, then those it left as they were.
    // It runs on them all, as the store's change to the rows a rule covers does, so that
    // what is written, journalled and kept for undo is the same either way.
    var named = snapshots
    var leftAsSo: Event?
    if !unchanged.isEmpty, unchanged.count < snapshots.count, let already {
        let left = Set(unchanged.map(\.row.id))
        named.removeAll { left.contains($0.row.id) }
        leftAsSo = .rowsAlreadySo(titles: unchanged.prefix(4).map(\.row.title), count: unchanged.count, already)
    }
    var events: [Event] = named.count == 1
        ? [.actionRan(action: action.label, title: named[0].row.title)]
        : [.actionRanOnRows(action: action.label, titles: named.map(\.row.title))]
    // Where the rows a delete takes were: the rows left is said of them all, as `delete
    // selection` says it, not of the last row's section alone.
    let homes: Set<RowParent> = snapshots.count > 1 && action.effects.contains(.delete)
        ? Set(snapshots.compactMap { document.place(of: $0.row.id) }) : []
    if let many = try runEffects(action, onMany: snapshots, &document, &changes) {
        events += many
    } else {
        for shot in snapshots {
            events += try runEffects(action, on: shot.row.id, &document, &changes)
        }
    }
    if homes.count > 1, let last = events.lastIndex(where: { if case .rowsDeleted = $0 { true } else { false } }),
       case .rowsDeleted(let titles, _, let below) = events[last] {
        events[last] = .rowsDeleted(titles: titles, remaining: homes.reduce(0) { $0 + (document.count(in: $1) ?? 0) }, below: below)
    }
    if let leftAsSo { events.append(leftAsSo) }
    return (events, .restoreRows(list: document.id, put: snapshots, remove: []))
}

/// What the rows an action changes nothing on already hold, named by its first effect
/// that sets or removes a field, else by the section it moves rows to; nil for an
/// action that deletes or turns a field over, which changes every row.
private func alreadySo(_ action: SwipeAction) -> AlreadySo? {
    for effect in action.effects {
        if case .setField(let name, let value) = effect { return .field(name, value) }
        if case .clearField(let name) = effect { return .field(name, nil) }
    }
    for case .moveToSection(let header) in action.effects { return .section(header) }
    return nil
}

/// An action's effects on many rows at once, as `runEffects` has them row after
/// row, with the same events: the fields set in one pass over each place the rows
/// are among and the rows moved to the bottom of a section in one removal and one
/// merge, so that acting on k selected rows of a section of n costs k + n, not k
/// times n; an action that only deletes, on a list with no row inside another, removes
/// the rows in one pass as `delete selection` does. Nil, having changed nothing, where
/// that is not the same: one row, a list kept sorted by a field (a changed row moves),
/// an effect that deletes beside others or two that move, or no room left at the bottom
/// of the section.
private func runEffects(
    _ action: SwipeAction, onMany shots: [RowSnapshot], _ document: inout ListDocument, _ changes: inout Changes
) throws(ModelError) -> [Event]? {
    guard shots.count > 1, Set(shots.map(\.row.id)).count == shots.count else { return nil }
    // Deleting is the same whatever order the list keeps: Delete on 8,000 rows selected
    // under a filter took 27 s one row after another (each removal counting the window's ranks).
    if action.effects == [.delete], !document.isNested { return try deleteEffect(onMany: shots, &document, &changes) }
    guard document.settings.ordering == .manual else { return nil }
    var target: Section?
    for effect in action.effects {
        switch effect {
        case .delete: return nil
        case .moveToSection(let header):
            guard target == nil else { return nil }
            target = document.section(named: header)!
        case .setField, .clearField, .toggle: break
        }
    }
    var events: [Event] = []
    var fields: [RowID: [String: FieldValue]] = [:]
    var moving: [RowSnapshot] = []
    for shot in shots {
        var row = shot.row
        for effect in action.effects {
            switch effect {
            case .delete: break
            case .setField(let name, let value):
                row.fields[name] = value
                fields[row.id] = row.fields
                events.append(.fieldChanged(title: row.title, field: name, value: value))
            case .clearField(let name):
                row.fields[name] = nil
                fields[row.id] = row.fields
                events.append(.fieldChanged(title: row.title, field: name, value: nil))
            case .toggle(let name):
                let value = FieldValue.bool(!row.flag(name))
                row.fields[name] = value
                fields[row.id] = row.fields
                events.append(.fieldChanged(title: row.title, field: name, value: value))
            case .moveToSection(let header):
                // A subtask stays inside its parent; only a top-level row changes section.
                guard let target, target.id != shot.section, shot.parent == nil else { break }
                moving.append(RowSnapshot(row: row, section: target.id, parent: nil))
                events.append(.movedToSection(title: row.title, section: header))
            }
        }
        // Done by its role, under whichever name the list gives it (done, hecha).
        if !shot.row.isDone, !row.children.isEmpty, row.isDone {
            let open = row.openBelow
            if open > 0 { events.append(.childrenOpen(title: row.title, open: open)) }
        }
    }
    // Each moved row goes to the bottom after the one before it, as `position` puts them one by one.
    if let target = target.flatMap({ document.section($0.id) }), !target.isLoaded, !target.holds((target.count - 1)..<target.count) {
        return nil
    }
    let bottom = target.flatMap { document.rows(in: .section($0.id))?.map(\.position).max() }
    if !moving.isEmpty, (bottom ?? 0) > Int64.max - Positions.gap * Int64(moving.count + 1) { return nil }
    if !fields.isEmpty {
        document.updateRows(Set(fields.keys)) { row in row.fields = fields[row.id]! }
        changes.rows.formUnion(fields.keys)
    }
    if !moving.isEmpty {
        // As they are now, with the fields just set on them and on any rows inside them.
        let now = document.snapshots(of: moving.map(\.row.id))
        document.removeRows(moving.map(\.row.id))
        var at = bottom ?? 0
        for i in moving.indices {
            at += Positions.gap
            moving[i].row = now[moving[i].row.id]!.row
            moving[i].row.position = at
        }
        document.insertRows(moving)
        for shot in moving { changes.rows.formUnion(subtreeIDs(shot.row)) }
    }
    return events
}

private func changesNothing(
    _ action: SwipeAction, _ before: RowSnapshot, _ document: ListDocument, targets: [String: SectionID] = [:]
) -> Bool {
    action.effects.allSatisfy { effect in
        switch effect {
        case .delete, .toggle: return false
        case .setField(let name, let value): return fieldHolds(before.row.fields, name, value)
        case .clearField(let name): return before.row.fields[name] == nil
        // A subtask stays inside its parent, as runEffects has it: moving it changes nothing.
        case .moveToSection(let header): return before.parent != nil || (targets[header] ?? document.section(named: header)?.id) == before.section
        }
    }
}

extension ListDocument {
    /// Whether the action would change nothing on the row, as Done on a row done
    /// and in Completed: such an action is not offered on it, as a swipe shows only
    /// what works.
    public func actionChangesNothing(_ action: SwipeAction, on id: RowID) -> Bool {
        guard let before = snapshot(self, id) else { return false }
        return changesNothing(action, before, self)
    }

    /// Why the action can't run on the row, as running it would refuse it; nil when
    /// it can. What is offered on a row is read from this, so that an action left
    /// out is one that is refused when typed, and one offered is one that runs.
    public func actionRefusal(_ action: SwipeAction, on id: RowID) -> ModelError? {
        guard let before = snapshot(self, id) else { return .rowMissing(id) }
        do {
            try check(action, on: before, in: self)
            return nil
        } catch {
            return error
        }
    }
}

private func check(_ action: SwipeAction, on before: RowSnapshot, in document: ListDocument) throws(ModelError) {
    for effect in action.effects {
        switch effect {
        case .delete:
            try requireSubtreeDeletable(before.row)
        case .moveToSection(let header):
            guard let target = document.section(named: header) else {
                throw .actionTargetMissing(action: action.name, section: header, list: document.name)
            }
            if target.id != before.section && before.parent == nil {
                try requireMovableOut(before.row)
            }
        case .setField(let field, let value):
            try requireDeclared(field, FieldType.allCases.first { $0.holds(value) }, by: action, in: document)
        case .toggle(let field):
            try requireDeclared(field, .boolean, by: action, in: document)
        case .clearField(let field):
            try requireDeclared(field, nil, by: action, in: document)
        }
    }
}

private func requireDeclared(
    _ field: String, _ type: FieldType?, by action: SwipeAction, in document: ListDocument
) throws(ModelError) {
    // A list that declares no field at all was stored before fields were declared: its actions run as they did.
    guard !document.settings.fields.isEmpty, document.settings.field(named: field) == nil else { return }
    throw .actionFieldMissing(action: action.name, field: field, list: document.name, type: type)
}

/// The Delete effect on many rows none of which holds another: every row checked, then all
/// removed at once, with the events deleting them one after another gives, each counting
/// the rows left where it was.
private func deleteEffect(
    onMany shots: [RowSnapshot], _ document: inout ListDocument, _ changes: inout Changes
) throws(ModelError) -> [Event] {
    for shot in shots { try requireSubtreeDeletable(shot.row) }
    var homes: [RowParent] = []
    var left: [RowParent: Int] = [:]
    for shot in shots {
        guard let home = document.place(of: shot.row.id) else { throw .rowMissing(shot.row.id) }
        homes.append(home)
        if left[home] == nil { left[home] = document.count(in: home) ?? 0 }
    }
    document.removeRows(shots.map(\.row.id))
    var events: [Event] = []
    for (shot, home) in zip(shots, homes) {
        left[home, default: 0] -= 1
        changes.removedRows.formUnion(subtreeIDs(shot.row))
        events.append(.rowsDeleted(titles: [shot.row.title], remaining: left[home] ?? 0, below: shot.row.descendantCount))
    }
    return events
}

private func runEffects(
    _ action: SwipeAction, on id: RowID, _ document: inout ListDocument, _ changes: inout Changes
) throws(ModelError) -> [Event] {
    var events: [Event] = []
    let before = document.row(id)
    for effect in action.effects {
        guard let current = document.row(id) else { break }
        switch effect {
        case .delete:
            let home = document.place(of: id)!
            try requireSubtreeDeletable(current)
            document.removeRow(id)
            changes.removedRows.formUnion(subtreeIDs(current))
            events.append(.rowsDeleted(
                titles: [current.title], remaining: document.count(in: home) ?? 0, below: current.descendantCount))
        case .setField(let name, let value):
            document.updateRow(id) { $0.fields[name] = value }
            changes.rows.insert(id)
            events.append(.fieldChanged(title: current.title, field: name, value: value))
        case .clearField(let name):
            document.updateRow(id) { $0.fields[name] = nil }
            changes.rows.insert(id)
            events.append(.fieldChanged(title: current.title, field: name, value: nil))
        case .toggle(let name):
            let value = FieldValue.bool(!current.flag(name))
            document.updateRow(id) { $0.fields[name] = value }
            changes.rows.insert(id)
            events.append(.fieldChanged(title: current.title, field: name, value: value))
        case .moveToSection(let header):
            let target = document.section(named: header)!
            // A subtask stays inside its parent; only a top-level row changes section.
            guard target.id != document.sectionID(of: id), document.parent(of: id) == nil else { break }
            let at = try position(in: &document, .section(target.id), placement: .bottom, moving: id, &changes)
            var row = document.removeRow(id)!.row
            row.position = at
            document.insertRow(row, into: target.id)
            changes.rows.formUnion(subtreeIDs(row))
            events.append(.movedToSection(title: current.title, section: header))
        }
    }
    events += openChildren(document, id, wasDone: before?.isDone ?? false)
    return events
}

/// A row just marked done whose subtasks are not all done says how many are open,
/// whichever way it was marked: a swipe action, `mark done` or `set done`.
private func openChildren(_ document: ListDocument, _ id: RowID, wasDone: Bool) -> [Event] {
    guard !wasDone, let after = document.row(id), !after.children.isEmpty, after.isDone else { return [] }
    let open = after.openBelow
    return open > 0 ? [.childrenOpen(title: after.title, open: open)] : []
}

private func restoreRows(
    _ document: inout ListDocument, put: [RowSnapshot], remove: [RowID], _ changes: inout Changes
) throws(ModelError) -> ([Event], Operation) {
    let putIDs = Set(put.map(\.row.id))
    for shot in put {
        if document.section(shot.section) == nil { throw .sectionMissing(shot.section) }
        if let parent = shot.parent, !document.contains(parent), !putIDs.contains(parent) { throw .rowMissing(parent) }
    }
    // Rows put back where they lie, the same rows inside them (the undo of an action
    // that set fields): their values replaced where they are, not taken out and put in
    // again, which in a window of rows held apart lost the ranks beside them.
    let ids = put.map(\.row.id)
    let current = document.snapshots(of: ids)
    if remove.isEmpty, put.allSatisfy({ shot in
        current[shot.row.id].map { $0.section == shot.section && $0.parent == shot.parent && $0.row.position == shot.row.position
            && $0.row.children.map(\.id) == shot.row.children.map(\.id) } == true
    }) {
        document.replaceRows(Dictionary(put.map { ($0.row.id, $0.row) }, uniquingKeysWith: { $1 }))
        for shot in put { changes.rows.formUnion(subtreeIDs(shot.row)) }
        let placed = document.places(of: ids)
        return (
            [.rowsRestored(ids.compactMap { placed[$0] }, removed: [])],
            .restoreRows(list: document.id, put: ids.compactMap { current[$0] }, remove: [])
        )
    }
    // Each step walks the rows of each place involved once, so putting back k
    // deleted rows costs k plus the size of those places, not k times it.
    let removing = document.snapshots(of: remove)
    var inversePut = remove.compactMap { removing[$0] }
    let removedTitles = inversePut.map(\.row.title)
    document.removeRows(inversePut.map(\.row.id))
    for shot in inversePut { changes.removedRows.formUnion(subtreeIDs(shot.row)) }
    let replaced = ids.compactMap { current[$0] }
    inversePut += replaced
    let inverseRemove = ids.filter { current[$0] == nil }
    document.removeRows(replaced.map(\.row.id))
    for shot in replaced { changes.removedRows.formUnion(subtreeIDs(shot.row)) }
    document.insertRows(put)
    for shot in put {
        let ids = subtreeIDs(shot.row)
        changes.rows.formUnion(ids)
        changes.removedRows.subtract(ids)
    }
    let placed = document.places(of: ids)
    let places = ids.compactMap { placed[$0] }
    return (
        [.rowsRestored(places, removed: removedTitles)],
        .restoreRows(list: document.id, put: inversePut, remove: inverseRemove)
    )
}

private func addSection(
    _ document: inout ListDocument, id: SectionID, header: String, after: SectionID?, _ changes: inout Changes
) throws(ModelError) -> ([Event], Operation) {
    guard !header.isEmpty else { throw .emptyText }
    if let other = document.section(named: header) { throw .sectionNameTaken(other.header ?? header) }
    let sections = document.sections
    let index = after.flatMap { document.sectionIndex(of: $0) }.map { $0 + 1 } ?? sections.count
    let low = index > 0 ? sections[index - 1].position : nil
    let high = index < sections.count ? sections[index].position : nil
    var at = Positions.between(low, high)
    if at == nil {
        for (i, s) in sections.enumerated() {
            document.updateSection(s.id) { $0.position = Positions.spaced(i * 2) }
            changes.sections.insert(s.id)
        }
        at = Positions.spaced(index * 2 - 1)
    }
    document.insertSection(Section(id: id, header: header, position: at!))
    changes.sections.insert(id)
    // An empty unnamed section beside named ones is not there for the listener.
    let counted = document.sections.filter { $0.header != nil || $0.count > 0 }
    let placed = (counted.firstIndex { $0.id == id } ?? 0) + 1
    return (
        [.sectionAdded(header: header, index: placed, count: counted.count)],
        .deleteSection(list: document.id, section: id)
    )
}

/// Indent, outdent and move into: the row and its subtree leave their place and
/// become rows of another, at `placement` among them.
private func nest(
    _ document: inout ListDocument, _ id: RowID, under target: RowParent, placement: Placement, how: Nesting,
    _ changes: inout Changes
) throws(ModelError) -> ([Event], Operation) {
    guard let before = snapshot(document, id) else { throw .rowMissing(id) }
    try requireMovable(document, before.row)
    let section: SectionID
    let parent: RowID?
    switch target {
    case .section(let s):
        (section, parent) = (s, nil)
    case .row(let r):
        guard let s = document.sectionID(of: r) else { throw .rowMissing(r) }
        try requireNestable(document, id, under: r)
        (section, parent) = (s, r)
    }
    try requireDepth(document, under: target, adding: before.row)
    let at = try position(in: &document, target, placement: placement, moving: id, &changes)
    var row = document.removeRow(id)!.row
    row.position = at
    document.insertRow(row, into: section, parent: parent)
    reveal(&document, target, &changes)
    if section != before.section { changes.rows.formUnion(subtreeIDs(row)) } else { changes.rows.insert(id) }
    let placed = place(document, id)!
    return (
        [.rowNested(placed, how: how, after: titleBefore(document, id))],
        .restoreRows(list: document.id, put: [before], remove: [])
    )
}

/// Opens or folds one row, or with `all` the row and every row below it that has rows inside.
private func setExpanded(
    _ document: inout ListDocument, _ id: RowID, expanded: Bool, all: Bool, _ changes: inout Changes
) throws(ModelError) -> ([Event], Operation) {
    guard let before = snapshot(document, id) else { throw .rowMissing(id) }
    guard !before.row.children.isEmpty else { throw .noChildren(title: before.row.title) }
    if all {
        var touched: [RowID] = []
        document.updateSubtree(id) { row in
            guard !row.children.isEmpty, row.expanded != expanded else { return }
            row.expanded = expanded
            touched.append(row.id)
        }
        changes.rows.formUnion(touched)
    } else if before.row.expanded != expanded {
        document.updateRow(id) { $0.expanded = expanded }
        changes.rows.insert(id)
    }
    // Done is counted among every row below, at any depth, folded or open, as the row's
    // line says it ("Collapsed Buy bread, 1 of 2 done.", "Expanded Buy bread, 1 of 2
    // done."); its subtasks, where the list keeps no done, are those it holds.
    let done = document.doneCount(below: before.row)
    let count = all || done != nil ? before.row.descendantCount : before.row.children.count
    return (
        [.rowExpanded(title: before.row.title, expanded: expanded, all: all, children: count, already: changes.rows.isEmpty,
                      done: done)],
        .restoreRows(list: document.id, put: [before], remove: [])
    )
}

// MARK: Fields

private func setField(
    _ document: inout ListDocument, _ id: RowID, _ name: String, _ value: FieldValue?, _ changes: inout Changes
) throws(ModelError) -> ([Event], Operation) {
    guard let declared = document.settings.field(named: name) else {
        throw .fieldNotDeclared(list: document.name, field: name)
    }
    if let value, !declared.type.holds(value) { throw .fieldTypeMismatch(field: declared.name, type: declared.type) }
    let field = declared.name
    let wasDone = document.row(id)?.isDone ?? false
    // A read field's value removed is unread: a row is read or unread, never neither.
    let value = value == nil && document.settings.readField?.name == field ? .bool(false) : value
    let completed = document.settings.fields.first { $0.type == .date && FieldRole.completedNames.contains(Names.key($0.name)) }?.name
    var result = try editRow(&document, id, &changes) { (row: inout Row) throws(ModelError) -> Event in
        // A boolean without a value is false, except read, which a row without a value gets as it arrives.
        let unsetFalse = declared.type == .boolean && !FieldRole.read.isNamed(field) && value == .bool(false) && row.fields[field] == nil
        if row.fields[field] == value || unsetFalse { throw .alreadySet(title: row.title, field: field, value: value) }
        row.fields[field] = value
        // A row no longer done has no day it was done on: an export would still say COMPLETED.
        if FieldRole.done.isNamed(field), value != .bool(true), let completed { row.fields[completed] = nil }
        return .valueSet(title: row.title, field: field, value: value, done: row.isDone)
    }
    result.0 += openChildren(document, id, wasDone: wasDone)
    return result
}

private func addField(
    _ document: inout ListDocument, _ declaration: FieldDeclaration, index: Int?, values: [RowID: FieldValue],
    _ changes: inout Changes
) throws(ModelError) -> ([Event], Operation) {
    guard !declaration.name.isEmpty else { throw .emptyText }
    if let existing = document.settings.field(named: declaration.name) { throw .fieldExists(existing.name, list: document.name) }
    var misfits = 0
    for row in document.everyRow {
        if let value = row.fields[declaration.name], values[row.id] == nil, !declaration.type.holds(value) { misfits += 1 }
    }
    if misfits > 0 { throw .valuesDontFit(field: declaration.name, type: declaration.type, rows: misfits) }
    for id in values.keys where document.row(id) == nil { throw .rowMissing(id) }
    let at = min(index ?? document.settings.fields.count, document.settings.fields.count)
    document.settings.fields.insert(declaration, at: at)
    changes.listSettings = true
    for (id, value) in values {
        document.updateRow(id) { $0.fields[declaration.name] = value }
        changes.rows.insert(id)
    }
    // A read field declared over rows that have no read value makes them unread, as a new row is.
    if let read = document.settings.readField, Names.same(read.name, declaration.name) {
        for row in document.everyRow where row.value(.read) == nil {
            document.updateRow(row.id) { $0.fields[read.name] = .bool(false) }
            changes.rows.insert(row.id)
        }
    }
    return ([.fieldAdded(list: document.name, declaration)], .removeField(list: document.id, name: declaration.name))
}

private func removeField(
    _ document: inout ListDocument, _ name: String, _ changes: inout Changes
) throws(ModelError) -> ([Event], Operation) {
    guard let index = document.settings.fields.firstIndex(where: { Names.same($0.name, name) }) else {
        throw .fieldNotDeclared(list: document.name, field: name)
    }
    let declaration = document.settings.fields[index]
    let lacking = document.actionsLackingTarget
    var values: [RowID: FieldValue] = [:]
    for row in document.everyRow { if let value = row.fields[declaration.name] { values[row.id] = value } }
    for id in values.keys {
        document.updateRow(id) { $0.fields[declaration.name] = nil }
        changes.rows.insert(id)
    }
    document.settings.fields.remove(at: index)
    changes.listSettings = true
    // A list is not left grouped or sorted by a field it no longer has: both end with it.
    let grouped = document.settings.grouping.map { Names.same($0, declaration.name) } ?? false
    let sorted = if case .field(let field) = document.settings.ordering { Names.same(field, declaration.name) } else { false }
    if grouped { document.settings.grouping = nil }
    if sorted {
        document.settings.ordering = .manual
        document.resort()
    }
    let ended: [Event] = grouped || sorted
        ? [.fieldUsesEnded(list: document.name, field: declaration.name, grouped: grouped, sorted: sorted)] : []
    return (
        [.fieldRemoved(list: document.name, declaration, rows: values.count, actions: document.actionsWithdrawn(lackingBefore: lacking))] + ended,
        .addField(list: document.id, declaration, index: index, values: values, grouped: grouped, sorted: sorted)
    )
}
