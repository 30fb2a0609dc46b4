/// What a change needs read of a list read in windows, so that it costs the rows
/// it changes, not the sections they are in. Positions are stored values of rows:
/// deleting a row changes no other, moving one needs only its new neighbours'
/// positions, adding at the end needs the section's last, and putting a row back
/// needs the rows either side of its position. `Repository.commit` reads what
/// these say (asking again until nothing more is needed), then applies the change
/// to the windows; a rank the rows read still do not give is `windowNotRead`.
extension Operation {
    /// What the operation needs read, given what the library holds now: `needs`,
    /// and where a list is read in windows, the rows it names and the rows beside
    /// where it puts rows. Asked again after each reading, it names only what is
    /// still missing.
    public func needs(in library: Library) -> [Need] {
        var out = needs
        // Rows put back into a list sorted by a field read in windows (a move to a list
        // undone) read the rows beside where the order puts each, not the sections whole;
        // into a list in its own order, grouped or not, the rows beside each one's position.
        if case .transferRows(_, let to, let put) = self, library.isLoaded(to), let target = library.list(to),
           target.sections.contains(where: { !$0.isLoaded }) {
            let windows = WindowNeeds(document: target)
            var back = windows.namedInOrder(.restoreRows(list: to, put: put, remove: []))
            if back == nil, target.putsBackInWindows, put.count <= Operation.rowsPlacedOneByOne, put.allSatisfy({ $0.parent == nil }) {
                back = windows.named(put.map(\.row.id)) + windows.puttingBack(put, removing: Set(put.map(\.row.id)))
            }
            if let back { out = out.filter { $0 != .sections(put.map(\.section), of: to) } + back }
        }
        // Rows moved into a list sorted by a field read in windows go to an end of their
        // section there, each where its values put it: the rows beside those places are read,
        // not the section, once the rows are held where they leave from.
        if let arriving = arrivingInOrder(in: library), case .moveRowsToList(_, _, let to, let section, let placement) = self {
            out = out.filter { $0 != .sections([section], of: to) }
            if !arriving.isEmpty { out.append(.adding(arriving, to: section, atTop: placement == .top, in: to)) }
        }
        guard lists.allSatisfy(library.isLoaded), let document = library.list(list),
              document.sections.contains(where: { !$0.isLoaded }) else { return out }
        let manual = document.settings.ordering == .manual && document.settings.grouping == nil
        // Grouped by a field, in the list's own order: its stored sections are read in windows
        // of that order, as a list not grouped is, and the session places its groups' windows
        // again after the change (`Session.placeGroupedWindows`).
        let grouped = document.readsGroupedChangesInWindows
        switch self {
        case .createList, .restoreList, .deleteList, .renameList, .addSection, .renameSection, .deleteSection, .restoreSection, .setFooter,
             .setCollapsed, .setStyle, .setProminence, .addAction, .removeAction, .renameAction, .moveAction, .setFullSwipe,
             .setSelectionMode, .deleteCovered, .putBackSaved, .actOnCovered, .putBackValues, .takeField, .putBackField:
            // The change is to the list or its sections, not to their rows; or to rows named
            // by a rule, which the store changes and the list lets go of.
            return out
        case .addField(_, _, _, let values, false, false) where manual && values.count <= Operation.valuesNamed:
            // A field declared changes no row but those it gives values: putting back a field
            // taken from a few rows reads those rows, not their sections.
            return out + WindowNeeds(document: document).named(Array(values.keys))
        case .removeField where manual:
            // The session reads the rows holding the field first (`Session.readRows(holding:)`).
            return out
        case .setGrouping(_, nil) where document.settings.grouping == nil:
            // No grouping to leave: refused as changing nothing, reading nothing.
            return out
        case .setOrdering where document.settings.grouping == nil:
            // The windows are let go as the order changes (`ListDocument.resort`): their
            // ranks were places in the old order. The session reads the rows it goes to.
            return out
        case .setGrouping(_, .some) where !document.isNested:
            // A long list's groups are read in windows, by ids the store groups (`Repository.groupedRowIDs`).
            return out
        case .setGrouping(_, nil) where document.settings.ordering == .manual:
            // Back to the list's own sections, which its windows already are in.
            return out
        case .setOrdering(_, .manual), .setGrouping(_, nil):
            // Back to the list's own order and sections, which its windows already are in.
            return manual ? out : out + [.windows(list)]
        case .setOrdering, .setGrouping, .addField, .removeField:
            return out + [.windows(list)]
        default:
            break
        }
        let windows = WindowNeeds(document: document)
        // A list heard in groups holds the rows of its groups' windows, not of its own sections:
        // a change that keeps rows in place reads the rows it names there.
        if keepsRowsInPlace(in: library) { return grouped ? out + windows.named(rowsKeptInPlace) : out }
        // Sorted or grouped by a field, no row is moved by hand (`requireMovable`): a move up,
        // down, in or out reads the rows the model looks at before it refuses, not the places
        // it would have put the row, which in a field's order are the sections whole.
        if !manual, let looked = rowsLookedAtBeforeRefusal(in: document, windows) { return out + looked }
        guard manual || grouped else {
            // Sorted by a field, ungrouped: a change named by its rows reads them with the rows
            // beside them in the field's order; the session places the windows again after it.
            if let named = windows.namedInOrder(self) { return out + named }
            return out + [.windows(list)]
        }
        switch self {
        case .addRow(_, let section, _, _, let placement):
            out += windows.named(placement.row.map { [$0] } ?? [])
            out += windows.placing(in: .section(section), placement, moving: nil)
        case .addChild(_, let parent, _, _, _):
            out += windows.named([parent])
        case .deleteRows(_, let rows):
            out += windows.named(rows)
        case .moveRow(_, let row, let placement):
            out += windows.named([row] + (placement.row.map { [$0] } ?? []))
            if let place = document.place(of: row) { out += windows.placing(in: place, placement, moving: row) }
        case .indentRow(_, let row):
            out += windows.named([row])
            if let rank = document.rank(of: row), document.parent(of: row) == nil, let sid = document.sectionID(of: row), rank > 0 {
                out += windows.ranks((rank - 1)..<rank, in: sid)
            }
        case .outdentRow(_, let row):
            out += windows.named([row])
            if let parent = document.parent(of: row), let outer = document.place(of: parent) {
                out += windows.placing(in: outer, .after(parent), moving: row)
            }
        case .nestRow(_, let row, let under):
            out += windows.named([row, under])
        case .runAction(_, let rows, let action):
            out += windows.named(rows) + windows.moving(action)
        case .completeSelection(_, let occurrences, _, let others, let action):
            out += windows.named(occurrences.map(\.row) + others) + windows.moving(action)
        case .completeOccurrence(_, let row, _, _):
            out += windows.named([row])
        case .moveRows(_, let rows, let section, let placement):
            out += windows.named(rows + (placement.row.map { [$0] } ?? []))
            out += windows.placing(in: .section(section), placement, moving: nil)
        case .unpinUndeclaring(_, let put, _):
            out += windows.named([put.row.id])
        case .restoreRows(_, let put, let remove):
            out += windows.named(remove + put.map(\.row.id))
            out += windows.puttingBack(put, removing: Set(remove).union(put.map(\.row.id)))
        case .moveRowsToList(let from, let rows, _, _, _):
            if from == list { out += windows.named(rows) }
        case .transferRows(let from, _, let put):
            if from == list { out += windows.named(put.map(\.row.id)) }
        default:
            out.append(.windows(list))
        }
        return out
    }
}

extension Operation {
    /// For a move by hand (up, down, before, after, in, out): the rows it names, and for an
    /// indent the row above it, which the model reads before it refuses the move in a list
    /// sorted or grouped by a field. Nil for any other change.
    fileprivate func rowsLookedAtBeforeRefusal(in document: ListDocument, _ windows: WindowNeeds) -> [Need]? {
        switch self {
        case .moveRow(_, let row, let placement):
            return windows.named([row] + (placement.row.map { [$0] } ?? []))
        case .nestRow(_, let row, let under):
            return windows.named([row, under])
        case .outdentRow(_, let row):
            return windows.named([row])
        case .indentRow(_, let row):
            guard let rank = document.rank(of: row), document.parent(of: row) == nil, let sid = document.sectionID(of: row), rank > 0 else {
                return windows.named([row])
            }
            return windows.named([row]) + windows.ranks((rank - 1)..<rank, in: sid)
        default:
            return nil
        }
    }

    /// For rows moved to an end of a section of another list, sorted by a field and read in
    /// windows, from a list read whole: the rows as they arrive there, in the order placed
    /// (none while a row is not held yet). Nil for any other change or list.
    func arrivingInOrder(in library: Library) -> [Row]? {
        guard case .moveRowsToList(let from, let ids, let to, let section, let placement) = self, placement.row == nil,
              ids.count <= Operation.rowsPlacedOneByOne, let source = library.list(from), !source.isWindowed,
              library.isLoaded(to), let target = library.list(to), case .field = target.settings.ordering,
              target.settings.grouping == nil, target.section(section)?.isLoaded == false else { return nil }
        let asked = Set(ids)
        var rows: [Row] = []
        for id in ids where !source.ancestors(of: id).contains(where: asked.contains) {
            guard let row = source.row(id) else { return [] }
            rows.append(target.settings.movedIn(row))
        }
        return rows
    }

    /// How many rows a field put back may give values to and still be read one by one.
    public static let valuesNamed = 64

    /// How many rows a move, or its undo, may take in a list sorted or grouped by a field
    /// and still read them one by one, each with the rows beside its place (a halving
    /// search of the field's order, about 20 rows read each at a million rows); more are
    /// read as their sections, which costs the sections whatever the count.
    public static let rowsPlacedOneByOne = 2_000

    /// Whether undoing or redoing the change reads whole the sections it touched
    /// first: a change that says which rows it needs (`needs(in:)`) does not, nor
    /// one that keeps rows in place; one that reads the list's windows whole does.
    public func readsWholeSections(in library: Library) -> Bool {
        if keepsRowsInPlace(in: library) { return false }
        // Rows moved into a list sorted by a field read in windows read the rows beside their places (`needs(in:)`).
        if arrivingInOrder(in: library) != nil { return false }
        // A new order lets the windows go and reads nothing (`needs(in:)`).
        if case .setOrdering = self, library.list(list)?.settings.grouping == nil { return false }
        // Grouping reads no row; back to a manual list's own sections, neither.
        if case .setGrouping(_, let field) = self, let document = library.list(list), !document.isNested,
           field != nil || document.settings.ordering == .manual { return false }
        guard let document = library.list(list), document.settings.grouping == nil || document.readsGroupedChangesInWindows else { return true }
        guard document.settings.ordering == .manual else { return WindowNeeds(document: document).namedInOrder(self) == nil }
        if document.settings.grouping != nil {
            // Grouped: the changes to rows the groups' windows are placed again after.
            switch self {
            case .addRow, .deleteRows, .runAction, .completeSelection, .completeOccurrence, .restoreRows, .moveRowsToList,
                 .deleteCovered, .putBackSaved, .actOnCovered, .putBackValues:
                return false
            default:
                return true
            }
        }
        switch self {
        case .addField(_, _, _, let values, false, false) where values.count <= Operation.valuesNamed:
            return false
        case .removeField:
            return false
        // Rows moved to another list (a redo of one) are read by their ids where they leave, as a delete's are.
        case .addRow, .addChild, .deleteRows, .moveRow, .indentRow, .outdentRow, .nestRow, .runAction, .completeSelection,
             .completeOccurrence, .moveRows, .restoreRows, .deleteCovered, .putBackSaved, .actOnCovered, .putBackValues,
             .takeField, .putBackField, .moveRowsToList:
            return false
        default:
            return true
        }
    }
}

extension Operation {
    /// The rows a change that keeps rows in place names.
    var rowsKeptInPlace: [RowID] {
        switch self {
        case .renameRow(_, let row, _), .setNotes(_, let row, _), .setField(_, let row, _, _), .toggleField(_, let row, _),
             .setPinned(_, let row, _, _), .setExpanded(_, let row, _, _), .setSchedule(_, let row, _, _, _):
            return [row]
        case .runAction(_, let rows, _):
            return rows
        case .unpinUndeclaring(_, let put, _):
            return [put.row.id]
        case .restoreRows(_, let put, let remove):
            return put.map(\.row.id) + remove
        default:
            return []
        }
    }
}

extension ListDocument {
    /// Whether a change to this list, grouped by a field and read in windows, reads the
    /// rows it names in windows of its own sections: in its own order, with no rows inside others.
    public var readsGroupedChangesInWindows: Bool {
        settings.grouping != nil && settings.ordering == .manual && !isNested && isWindowed
    }

    /// Whether rows put back into this list from another (a move to a list undone) read
    /// the rows beside each one's position, not its sections whole: read in windows of its
    /// own order, grouped or not, with no rows inside others (on 2 x 500,000 rows, the
    /// undo of `move to list Other` read the section whole: 4.8 s, or 14 s under a filter).
    public var putsBackInWindows: Bool {
        settings.ordering == .manual && !isNested && isWindowed
    }
}

extension Placement {
    /// The row the place is beside, if one is named.
    var row: RowID? {
        switch self {
        case .top, .bottom: return nil
        case .before(let id), .after(let id): return id
        }
    }
}

/// Works out the needs of one change on one list read in windows.
private struct WindowNeeds {
    let document: ListDocument

    /// What a change to a list sorted by a field needs, where it needs only the rows it
    /// names (the store reads each with the rows beside it in the field's order) and the
    /// rows beside where it puts one: a value set, an action that moves no row to another
    /// section, rows deleted, a row added at the bottom or inside another, rows put back
    /// (an undo), a few at a time. Nil for the rest.
    func namedInOrder(_ operation: Operation) -> [Operation.Need]? {
        guard case .field = document.settings.ordering, document.settings.grouping == nil else { return nil }
        switch operation {
        case .deleteCovered, .putBackSaved, .actOnCovered, .putBackValues:
            // Rows named by a rule: the store changes them and the sections let go of their rows.
            return []
        case .setField(_, let row, _, _), .toggleField(_, let row, _):
            return named([row])
        case .deleteRows(_, let rows):
            return named(rows)
        case .runAction(_, let rows, let action):
            for case .moveToSection in action.effects { return nil }
            return named(rows)
        case .addRow(_, let sid, let id, let title, .bottom):
            // Its position follows the section's highest, which the store gives, and its
            // rank is where its values put it in the order: asked of the store each time.
            guard let section = document.section(sid), !section.isLoaded else { return [] }
            return [.adding([document.settings.arriving(Row(id: id, title: title))], to: sid, atTop: false, in: document.id)]
        case .addChild(_, let parent, _, _, _):
            // Rows inside a row are read with it: only the parent is named.
            return named([parent])
        case .moveRows(_, let rows, let sid, let placement) where rows.count <= Operation.rowsPlacedOneByOne && placement.row == nil:
            // Each row is read where it is, with the rows beside it in the order; once held,
            // those leaving for another section go after the section's highest position (before
            // its lowest, to the top), as an add does, each where its values put it among the rows there.
            let missing = named(rows)
            guard missing.isEmpty else { return missing }
            guard let section = document.section(sid), !section.isLoaded else { return [] }
            // A row inside another comes out to the top level, where its section's order is not read.
            guard rows.allSatisfy({ document.parent(of: $0) == nil }) else { return nil }
            let arriving = rows.filter { document.sectionID(of: $0) != sid }.compactMap { document.row($0) }
            return arriving.isEmpty ? [] : [.adding(arriving, to: sid, atTop: placement == .top, in: document.id)]
        case .moveRowsToList(let from, let rows, _, _, _) where from == document.id:
            // The rows leave this list: each is read where it is, the other list is read as its own needs say.
            return named(rows)
        case .transferRows(let from, _, let put) where from == document.id && put.count <= Operation.rowsPlacedOneByOne:
            // Rows moved in from another list go back there (a move undone): each is read where it is.
            return named(put.map(\.row.id))
        case .restoreRows(_, let put, let remove):
            guard put.count + remove.count <= Operation.rowsPlacedOneByOne else { return nil }
            // Rows still stored are read where they are; rows deleted go back where the
            // order puts them, between the rows the store finds beside that place.
            let putIDs = Set(put.map(\.row.id))
            let parents = put.compactMap(\.parent).filter { !putIDs.contains($0) }
            var out = named(remove + put.filter { $0.parent == nil }.map(\.row.id) + parents)
            var placing: [SectionID: [Row]] = [:]
            // A row held in another section (a move undone) goes back where the order puts it too.
            for shot in put where shot.parent == nil && document.sectionID(of: shot.row.id) != shot.section
                && !document.holdsPlace(of: shot.row, in: shot.section) {
                placing[shot.section, default: []].append(shot.row)
            }
            out += placing.keys.sorted().map { .placing(placing[$0] ?? [], in: $0, of: document.id) }
            return out
        default:
            return nil
        }
    }

    /// The rows named that the list does not hold.
    func named(_ ids: [RowID]) -> [Operation.Need] {
        let missing = ids.filter { !document.contains($0) }
        return missing.isEmpty ? [] : [.rows(missing, of: document.id)]
    }

    /// These ranks of a section not read whole, where they are not held.
    func ranks(_ wanted: Range<Int>, in sid: SectionID) -> [Operation.Need] {
        guard let section = document.section(sid), !section.isLoaded else { return [] }
        let clamped = wanted.clamped(to: 0..<section.count)
        guard !clamped.isEmpty, !section.holds(clamped) else { return [] }
        return [.ranks(clamped, of: sid, in: document.id)]
    }

    /// The rows beside a place in a section not read whole: its first rows for
    /// the top, its last for the bottom, the rows before or after the row named.
    /// The moving row may be one of them, so one more is read on its side.
    func placing(in place: RowParent, _ placement: Placement, moving: RowID?) -> [Operation.Need] {
        guard case .section(let sid) = place, let section = document.section(sid), !section.isLoaded else { return [] }
        switch placement {
        case .top:
            return ranks(0..<2, in: sid)
        case .bottom:
            return ranks((section.count - 2)..<section.count, in: sid)
        case .before(let id):
            guard document.sectionID(of: id) == sid, document.parent(of: id) == nil, let rank = document.rank(of: id) else { return [] }
            return ranks((rank - 2)..<(rank + 1), in: sid)
        case .after(let id):
            guard document.sectionID(of: id) == sid, document.parent(of: id) == nil, let rank = document.rank(of: id) else { return [] }
            return ranks(rank..<(rank + 3), in: sid)
        }
    }

    /// An action that moves rows to a section needs that section's last rows.
    func moving(_ action: SwipeAction) -> [Operation.Need] {
        var out: [Operation.Need] = []
        for case .moveToSection(let header) in action.effects {
            if let target = document.section(named: header) { out += placing(in: .section(target.id), .bottom, moving: nil) }
        }
        return out
    }

    /// The rows either side of each top-level row put back into a section not read
    /// whole, where the rows held do not already lie beside its position once the
    /// rows put back and taken out are out of the way.
    func puttingBack(_ put: [RowSnapshot], removing leaving: Set<RowID>) -> [Operation.Need] {
        var out: [Operation.Need] = []
        // The rows each window keeps once the leaving rows are out, worked out once a
        // section, not once a row put back: their positions in order, their ranks then.
        var kept: [SectionID: (positions: [Int64], ranks: [Int], count: Int)] = [:]
        for shot in put where shot.parent == nil {
            guard let section = document.section(shot.section), !section.isLoaded else { continue }
            if kept[shot.section] == nil {
                var positions: [Int64] = [], ranks: [Int] = []
                var gone = 0
                for (row, rank) in zip(section.rows, section.heldRanks()) {
                    if leaving.contains(row.id) {
                        gone += 1
                        continue
                    }
                    positions.append(row.position)
                    ranks.append(rank - gone)
                }
                kept[shot.section] = (positions, ranks, section.count - gone)
            }
            guard let window = kept[shot.section] else { continue }
            // How many rows kept lie before its position: the window's rows are in the order of positions.
            var low = 0, high = window.positions.count
            while low < high {
                let mid = (low + high) / 2
                if window.positions[mid] < shot.row.position { low = mid + 1 } else { high = mid }
            }
            let before = low > 0 ? window.ranks[low - 1] : nil, after = low < window.ranks.count ? window.ranks[low] : nil
            if Section.rankBetween(before, after, count: window.count) == nil {
                out.append(.around(shot.row.position, of: shot.section, in: document.id))
            }
        }
        return out
    }
}
