/// What other sessions committed to one list, read back from the store as the
/// current state of each thing they touched. It is not an `Operation`: nobody
/// here did it, so it is never undone, only taken in.
public struct ForeignChange: Hashable, Sendable {
    public var list: ListID
    /// The list's name, position and settings when they changed; rows are not read.
    public var listMeta: ListDocument?
    public var listRemoved = false
    public var sections: [Section] = []
    /// Each of those sections' top-level rows as the store counts them now.
    public var counts: [SectionID: Int] = [:]
    public var removedSections: [SectionID] = []
    /// Rows as they are now, each with its section and parent; a row's children
    /// are not in its snapshot, since each row that changed comes on its own.
    public var rows: [RowSnapshot] = []
    /// Of those, each row's own values before the first of these changes, where the
    /// journal kept them: a row this session does not hold is heard by what changed.
    public var rowsBefore: [RowID: Row] = [:]
    public var removedRows: [RowID] = []
    /// Of those, the rows that are now in another list: moved there, not deleted,
    /// so that the row under focus is said moved, by the list it went to.
    public var movedToList: [RowID: ListID] = [:]
    /// Where in the journal each row and section was first named, and where this
    /// list's entries begin: the news is said in the order it happened.
    public var rowFirstNamed: [RowID: Int64] = [:]
    public var sectionFirstNamed: [SectionID: Int64] = [:]
    public var firstSeq: Int64 = 0
    /// Where the list itself (its name, settings, fields) was first named, if it was.
    public var listFirstNamed: Int64?

    public init(list: ListID) { self.list = list }

    /// Where in the journal a row was first named, else where the list's entries begin.
    public func firstNamed(_ row: RowID) -> Int64 { rowFirstNamed[row] ?? firstSeq }
    public func firstNamed(section: SectionID) -> Int64 { sectionFirstNamed[section] ?? firstSeq }

    public var isEmpty: Bool {
        listMeta == nil && !listRemoved && sections.isEmpty && removedSections.isEmpty && rows.isEmpty && removedRows.isEmpty
    }
}

/// A row another session changed in place: what can be named of the change.
public struct ForeignRowChange: Hashable, Sendable {
    public struct Value: Hashable, Sendable {
        public var field: String
        /// nil: the value was removed.
        public var value: FieldValue?

        public init(field: String, value: FieldValue?) {
            self.field = field
            self.value = value
        }
    }

    public var row: RowID
    public var title: String
    /// The fields whose values differ, by name.
    public var values: [Value]
    public var notesChanged: Bool
    public var done: Bool
    /// The values are the row's as they are now, not what changed: the row was in a
    /// section this session had not read, so what it was is not known.
    public var valuesAreNow = false

    public init(row: RowID, title: String, values: [Value] = [], notesChanged: Bool = false, done: Bool = false) {
        self.row = row
        self.title = title
        self.values = values
        self.notesChanged = notesChanged
        self.done = done
    }

    /// What differs between a row as it was and as it is now, other than its title and place.
    /// A state taken away (undo of Snooze removes the snoozed the row never had) is
    /// the state off, said as `mark not snoozed` is heard, never as a value removed.
    init?(from before: Row, to after: Row) {
        let names = Set(before.fields.keys).union(after.fields.keys).sorted()
        // A row with no read value is read (only false is unread), so there the missing
        // value is true; every other true-or-false field without one is off.
        func state(_ name: String, _ row: Row) -> FieldValue? {
            let value = row.fields[name]
            guard value == nil, case .bool? = before.fields[name] ?? after.fields[name] else { return value }
            return .bool(FieldRole.read.isNamed(name))
        }
        let values = names.filter { state($0, before) != state($0, after) }.map { Value(field: $0, value: state($0, after)) }
        var same = after
        same.title = before.title
        same.position = before.position
        if values.isEmpty { same.fields = before.fields }
        guard !values.isEmpty || before.notes != after.notes || same != before else { return nil }
        self.init(row: after.id, title: after.title, values: values, notesChanged: before.notes != after.notes, done: after.isDone)
    }
}

/// What one line of news from other sessions is about: a list, section or field by
/// its name, rows added, removed or moved in by their section, a row by its title
/// before a rename or by its id; the order lines are said in is kept by it.
public enum NewsTopic: Hashable, Sendable {
    case listAdded(String), listGone(String), listRenamed(String)
    case sectionAdded(String), sectionRemoved(String), sectionRenamed(String), fieldRemoved(String)
    case actionsOffered, actionsWithoutSection, actionsWithoutField
    case added(String), removed(String), movedInto(String)
    case renamed(String), reordered(RowID), changed(RowID)
    case focusLost, selectionDropped
}

/// What taking in a foreign change did, in the raw material of one spoken line.
public struct ForeignEffect: Hashable, Sendable {
    /// A row that is no longer where it was: where it sat, so focus can stay there.
    public struct Departure: Hashable, Sendable {
        public var row: RowID
        public var title: String
        public var section: SectionID
        public var previous: RowID?
        public var next: RowID?
        /// The section it went to, or nil when it was deleted.
        public var movedTo: String?
        /// The list it went to, when another session moved it out of this list.
        public var movedToList: String?
    }

    public var added: [String: Int] = [:]
    /// The titles of the rows taken in as added, by section: fewer than `added`
    /// counts where rows were only counted (a section not read, a window).
    public var addedTitles: [String: [String]] = [:]
    public var removed: [String: Int] = [:]
    /// Named sections another session added, deleted or renamed.
    public var sectionsAdded: [String] = []
    public var sectionsRemoved: [String] = []
    public var sectionsRenamed: [(from: String, to: String)] = []
    public var renamed: [(from: String, to: String)] = []
    /// Rows moved within their section: where each is now.
    public var reordered: [RowPlace] = []
    /// Rows moved into another section, counted by that section.
    public var movedInto: [String: Int] = [:]
    /// The titles of the rows counted in `movedInto`, by section.
    public var movedIntoTitles: [String: [String]] = [:]
    public var changed: [ForeignRowChange] = []
    public var departures: [RowID: Departure] = [:]
    /// Sections read as windows whose runs' ranks the session must find again in the store.
    public var windowsMoved: Set<SectionID> = []
    public var listGone: String?
    public var listCreated = false
    /// The list's name before another session renamed it.
    public var listRenamedFrom: String?
    /// Where in the journal the first change each topic tells of was made.
    public var heardAt: [NewsTopic: Int64] = [:]

    public init() {}

    /// A topic heard at `at`, unless an earlier entry brought it first.
    mutating func stamp(_ topic: NewsTopic, _ at: Int64) {
        if let known = heardAt[topic], known <= at { return }
        heardAt[topic] = at
    }

    public var isEmpty: Bool {
        added.isEmpty && removed.isEmpty && renamed.isEmpty && reordered.isEmpty && movedInto.isEmpty && changed.isEmpty
            && listGone == nil && listRenamedFrom == nil && sectionsAdded.isEmpty && sectionsRemoved.isEmpty && sectionsRenamed.isEmpty
    }

    public static func == (a: Self, b: Self) -> Bool {
        a.added == b.added && a.removed == b.removed && a.changed == b.changed && a.reordered == b.reordered
            && a.movedInto == b.movedInto && a.departures == b.departures
            && a.listGone == b.listGone && a.listCreated == b.listCreated && a.listRenamedFrom == b.listRenamedFrom
            && a.renamed.map(\.from) == b.renamed.map(\.from) && a.renamed.map(\.to) == b.renamed.map(\.to)
            && a.sectionsAdded == b.sectionsAdded && a.sectionsRemoved == b.sectionsRemoved
            && a.sectionsRenamed.map(\.from) == b.sectionsRenamed.map(\.from) && a.sectionsRenamed.map(\.to) == b.sectionsRenamed.map(\.to)
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(changed.count) }
}

extension Library {
    /// Takes in another session's committed change. Only what it names is
    /// touched, so hearing one row changed costs one row, whatever the list's size.
    /// A list whose rows were never read keeps only its name and settings.
    public mutating func absorb(_ change: ForeignChange) -> ForeignEffect {
        var effect = ForeignEffect()
        if change.listRemoved {
            if let gone = remove(change.list) { effect.listGone = gone.name }
            return effect
        }
        if let meta = change.listMeta {
            if let i = lists.firstIndex(where: { $0.id == change.list }) {
                if lists[i].name != meta.name { effect.listRenamedFrom = lists[i].name }
                lists[i].name = meta.name
                lists[i].settings = meta.settings
                if lists[i].position != meta.position {
                    lists[i].position = meta.position
                    lists.sort { $0.position < $1.position }
                }
                if meta.settings.ordering != .manual { lists[i].resort() }
            } else {
                replace(ListDocument(id: meta.id, name: meta.name, position: meta.position, settings: meta.settings), loaded: false)
                effect.listCreated = true
                return effect
            }
        }
        guard let index = lists.firstIndex(where: { $0.id == change.list }), isLoaded(change.list) else { return effect }
        lists[index].absorb(change, into: &effect)
        return effect
    }
}

extension ListDocument {
    fileprivate mutating func absorb(_ change: ForeignChange, into effect: inout ForeignEffect) {
        // A window is taken in as a section read whole, its rows all there is; then
        // what its count says the change did beyond them is heard by count, rows that
        // came outside its runs are let go, and the session finds its runs' ranks again.
        var touched = Set(change.sections.map(\.id)).union(change.rows.map(\.section))
        touched.formUnion(change.removedRows.compactMap(sectionID(of:)))
        touched.formUnion(change.rows.compactMap { sectionID(of: $0.row.id) })
        // Sorted by a field, a window's runs are not spans of positions: the windows the
        // change touches are let go, heard by their counts as sections not read, and the
        // session reads again the rows it goes to, in the store's order.
        if settings.ordering != .manual {
            for id in touched where section(id)?.isWindow == true { release(id) }
        }
        var windows: [OpenWindow] = []
        // Where the rows held say how far each run moves, the runs are placed here;
        // only the others are asked of the store.
        var shifts: [SectionID: [Int]] = [:]
        for id in touched { shifts[id] = runShifts(id, change) }
        // A row not held that lies beyond a window's runs, in a section whose count is
        // unchanged, changed where it was (or moved among the rows not held): it is
        // named by its title as it is now, as in a section not read, not taken into
        // the window as a row added there and then let go as one removed.
        var beyond: Set<RowID> = []
        for shot in change.rows where shot.parent == nil && !contains(shot.row.id) {
            guard let known = section(shot.section), known.isWindow, change.counts[shot.section] == known.storedCount,
                  !known.runSpans.contains(where: { $0.contains(shot.row.position) }) else { continue }
            beyond.insert(shot.row.id)
            hearNotHeld(shot, change, into: &effect)
        }
        for id in touched { if let window = openWindow(id) { windows.append(window) } }
        // Rows that left a section not read, by its count, and came to a section read whole,
        // where they were not held: moved within the list, heard as moved, not removed and added.
        var fromUnread: Set<RowID> = []
        defer {
            for window in windows {
                guard let known = section(window.id) else { continue }
                let count = change.counts[window.id] ?? window.count
                let rest = count - window.count - (known.rows.count - window.held)
                if rest > 0 {
                    effect.added[known.header ?? name, default: 0] += rest
                    effect.stamp(.added(known.header ?? name), change.firstNamed(section: window.id))
                }
                if rest < 0 {
                    effect.removed[known.header ?? name, default: 0] += -rest
                    effect.stamp(.removed(known.header ?? name), change.firstNamed(section: window.id))
                }
                if !closeWindow(window, count: count, shifts: shifts[window.id]) { effect.windowsMoved.insert(window.id) }
            }
        }
        for section in change.sections {
            if let known = self.section(section.id), !known.isLoaded, let count = change.counts[section.id] {
                // Rows changed in place in a section not read are heard by what the journal
                // kept of them before the change.
                if count == known.storedCount {
                    for shot in change.rows where shot.section == section.id && !contains(shot.row.id) {
                        hearNotHeld(shot, change, into: &effect)
                    }
                }
                // A section not read is only recounted; rows that moved into it from
                // a section that is read are heard as moved, not again as added.
                let movedIn = change.rows.filter { $0.section == section.id && contains($0.row.id) }.count
                let delta = count - known.storedCount - movedIn
                if delta > 0 {
                    effect.added[known.header ?? name, default: 0] += delta
                    effect.stamp(.added(known.header ?? name), change.firstNamed(section: section.id))
                }
                var left = -delta
                for shot in change.rows where left > 0 && shot.parent == nil && shot.section != section.id
                    && !contains(shot.row.id) && !fromUnread.contains(shot.row.id) && self.section(shot.section)?.isLoaded == true {
                    fromUnread.insert(shot.row.id)
                    left -= 1
                }
                if left > 0 {
                    effect.removed[known.header ?? name, default: 0] += left
                    effect.stamp(.removed(known.header ?? name), change.firstNamed(section: section.id))
                }
                recount(section.id, count)
            }
            if let known = self.section(section.id) {
                if let from = known.header, let to = section.header, from != to {
                    effect.sectionsRenamed.append((from, to))
                    effect.stamp(.sectionRenamed(from), change.firstNamed(section: section.id))
                }
                updateSection(section.id) { s in
                    s.header = section.header
                    s.footer = section.footer
                    s.collapsed = section.collapsed
                    s.prominence = section.prominence
                    s.position = section.position
                }
            } else {
                if let header = section.header {
                    effect.sectionsAdded.append(header)
                    effect.stamp(.sectionAdded(header), change.firstNamed(section: section.id))
                }
                insertSection(Section(
                    id: section.id, header: section.header, footer: section.footer, collapsed: section.collapsed,
                    prominence: section.prominence, position: section.position))
            }
        }
        // Many rows deleted elsewhere are taken out in one pass over each place
        // they were among; each remembers the nearest neighbours that stay.
        let leaving = departures(of: change.removedRows)
        removeRows(leaving.keys)
        for departure in leaving.values {
            effect.removed[sectionName(departure.section), default: 0] += 1
            effect.stamp(.removed(sectionName(departure.section)), change.firstNamed(departure.row))
            effect.departures[departure.row] = departure
        }
        // A row goes in once the row it sits inside is here, and not inside itself:
        // parents first, however the ids happen to be ordered.
        var pending = change.rows.filter { section($0.section) != nil && !beyond.contains($0.row.id) }
        while !pending.isEmpty {
            var later: [RowSnapshot] = []
            for shot in pending {
                if let parent = shot.parent, row(parent) == nil || isWithin(parent, shot.row.id) {
                    later.append(shot)
                } else {
                    absorb(shot, into: &effect, at: change.firstNamed(shot.row.id), movedWithin: fromUnread.contains(shot.row.id),
                           before: change.rowsBefore[shot.row.id])
                }
            }
            if later.count == pending.count { break }
            pending = later
        }
        for id in change.removedSections {
            if let gone = removeSection(id) {
                // A named section is said gone by name, its rows with it.
                if let header = gone.header {
                    effect.sectionsRemoved.append(header)
                    effect.stamp(.sectionRemoved(header), change.firstNamed(section: id))
                    effect.removed[header] = nil
                    continue
                }
                for row in gone.rows where effect.departures[row.id] == nil {
                    effect.removed[gone.header ?? name, default: 0] += 1
                    effect.stamp(.removed(gone.header ?? name), change.firstNamed(section: id))
                }
            }
        }
    }

    /// A row changed in place that this session does not hold (in a section not read, or
    /// beyond a window's runs): heard as a row held is, by its rename and what else
    /// changed, against its values before the change as the journal kept them
    /// (`Water the plants renamed to Water the ferns`, `Water the ferns: snoozed`), not
    /// against nothing, which said a row done all along `changed, now done`. Where the
    /// journal kept none (an older listo's entry), by its values now, since what it was
    /// is not known here.
    fileprivate func hearNotHeld(_ shot: RowSnapshot, _ change: ForeignChange, into effect: inout ForeignEffect) {
        let at = change.firstNamed(shot.row.id)
        if let before = change.rowsBefore[shot.row.id] { return hearChange(from: before, to: shot.row, at: at, into: &effect) }
        var changed = ForeignRowChange(row: shot.row.id, title: shot.row.title, done: shot.row.isDone)
        changed.values = shot.row.fields.keys.sorted().map { .init(field: $0, value: shot.row.fields[$0]) }
        changed.valuesAreNow = true
        effect.changed.append(changed)
        effect.stamp(.changed(shot.row.id), at)
    }

    /// How many ranks each run of a window moves with this change: the rows that
    /// came to the section's top level before the run's first row, less those that
    /// left from before it, each place known from the change or the rows held. Nil
    /// where the rows held do not say: a section not read as a window, a change of
    /// many rows, or a count that the places known do not add up to (a row not held
    /// left the section, or one not held changed in place or moved within it).
    fileprivate func runShifts(_ id: SectionID, _ change: ForeignChange) -> [Int]? {
        guard let section = section(id), section.isWindow, let count = change.counts[id],
              change.rows.count + change.removedRows.count <= 64 else { return nil }
        func heldOnTop(_ row: RowID) -> Int64? {
            guard sectionID(of: row) == id, parent(of: row) == nil else { return nil }
            return self.row(row)?.position
        }
        var came: [Int64] = [], left: [Int64] = []
        for shot in change.rows {
            let onTop = shot.section == id && shot.parent == nil
            if let was = heldOnTop(shot.row.id) {
                if !onTop || was != shot.row.position { left.append(was) }
                if onTop && was != shot.row.position { came.append(shot.row.position) }
            } else if onTop {
                came.append(shot.row.position)
            }
        }
        for gone in change.removedRows { if let was = heldOnTop(gone) { left.append(was) } }
        guard count - section.storedCount == came.count - left.count else { return nil }
        var out: [Int] = []
        var offset = 0
        for run in section.runs {
            let first = section.rows[offset].position
            out.append(came.count { $0 < first } - left.count { $0 < first })
            offset += run.count
        }
        return out
    }

    /// One row's new values; the children it has here stay with it.
    /// `movedWithin`: the row came from a section of this list not read, so it is heard as moved there.
    /// `before`: its own values before the change, as the journal kept them, for a row not held here.
    private mutating func absorb(_ shot: RowSnapshot, into effect: inout ForeignEffect, at: Int64, movedWithin: Bool = false, before kept: Row? = nil) {
        if section(shot.section)?.isLoaded == false {
            // Into a section not read: it is counted there, and leaves where it was read,
            // heard with what else changed in it (moved to Completed, done), as into a section read.
            if let departure = departure(of: shot.row.id, movedTo: sectionName(shot.section)) {
                effect.departures[shot.row.id] = departure
                effect.movedInto[sectionName(shot.section), default: 0] += 1
                effect.movedIntoTitles[sectionName(shot.section), default: []].append(shot.row.title)
                effect.stamp(.movedInto(sectionName(shot.section)), at)
                if let held = row(shot.row.id) { hearChange(from: held, to: shot.row, at: at, into: &effect) }
                removeRow(shot.row.id)
            }
            return
        }
        guard let before = row(shot.row.id), let from = sectionID(of: shot.row.id) else {
            insertRow(shot.row, into: shot.section, parent: shot.parent)
            if movedWithin {
                effect.movedInto[sectionName(shot.section), default: 0] += 1
                effect.movedIntoTitles[sectionName(shot.section), default: []].append(shot.row.title)
                effect.stamp(.movedInto(sectionName(shot.section)), at)
                if let kept { hearChange(from: kept, to: shot.row, at: at, into: &effect) }
                return
            }
            effect.added[sectionName(shot.section), default: 0] += 1
            effect.addedTitles[sectionName(shot.section), default: []].append(shot.row.title)
            effect.stamp(.added(sectionName(shot.section)), at)
            return
        }
        if from != shot.section, let departure = departure(of: shot.row.id, movedTo: sectionName(shot.section)) {
            effect.departures[shot.row.id] = departure
        }
        var incoming = shot.row
        incoming.children = before.children
        removeRow(shot.row.id)
        insertRow(incoming, into: shot.section, parent: shot.parent)
        // Each part of the change is heard: a new title, a new place, new values.
        if before.title != shot.row.title {
            effect.renamed.append((before.title, shot.row.title))
            effect.stamp(.renamed(before.title), at)
        }
        if from != shot.section {
            effect.movedInto[sectionName(shot.section), default: 0] += 1
            effect.movedIntoTitles[sectionName(shot.section), default: []].append(shot.row.title)
            effect.stamp(.movedInto(sectionName(shot.section)), at)
        } else if before.title == shot.row.title, before.position != shot.row.position, let (s, r) = locate(shot.row.id) {
            effect.reordered.append(RowPlace(
                id: shot.row.id, title: shot.row.title, index: r + 1, count: siblings(of: shot.row.id).count,
                section: sections[s].header, level: level(of: shot.row.id)))
            effect.stamp(.reordered(shot.row.id), at)
        }
        var was = before
        was.children = incoming.children
        if let change = ForeignRowChange(from: was, to: incoming) {
            effect.changed.append(change)
            effect.stamp(.changed(change.row), at)
        }
    }

    /// A row's new title and values against what it was, its place and children aside.
    private func hearChange(from was: Row, to now: Row, at: Int64, into effect: inout ForeignEffect) {
        if was.title != now.title {
            effect.renamed.append((was.title, now.title))
            effect.stamp(.renamed(was.title), at)
        }
        var was = was
        was.position = now.position
        was.children = now.children
        if let change = ForeignRowChange(from: was, to: now) {
            effect.changed.append(change)
            effect.stamp(.changed(change.row), at)
        }
    }

    /// Where rows sat among the neighbours that stay, before they leave together:
    /// one pass over the rows of each place they are among.
    private func departures(of ids: [RowID]) -> [RowID: ForeignEffect.Departure] {
        let gone = Set(ids)
        var out: [RowID: ForeignEffect.Departure] = [:]
        var done = Set<RowID>()
        for id in ids where !done.contains(id) {
            guard let sid = sectionID(of: id) else { continue }
            let rows = siblings(of: id)
            var previous: RowID?
            var waiting: [Row] = []
            for row in rows {
                if gone.contains(row.id) {
                    waiting.append(row)
                    continue
                }
                for left in waiting { out[left.id] = .init(row: left.id, title: left.title, section: sid, previous: previous, next: row.id, movedTo: nil) }
                waiting.removeAll()
                previous = row.id
            }
            for left in waiting { out[left.id] = .init(row: left.id, title: left.title, section: sid, previous: previous, next: nil, movedTo: nil) }
            for row in rows where gone.contains(row.id) { done.insert(row.id) }
        }
        return out
    }

    /// Where a row sat among its neighbours, before it leaves.
    private func departure(of id: RowID, movedTo: String?) -> ForeignEffect.Departure? {
        guard let (s, r) = locate(id) else { return nil }
        let rows = siblings(of: id)
        return ForeignEffect.Departure(
            row: id, title: rows[r].title, section: sections[s].id,
            previous: r > 0 ? rows[r - 1].id : nil, next: r + 1 < rows.count ? rows[r + 1].id : nil,
            movedTo: movedTo)
    }
}
