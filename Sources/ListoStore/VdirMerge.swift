import ListoModel

/// What a calendar folder brings to the list it was exported from, worked out
/// from the files by UID against the last sync: rows to put (whole top-level
/// subtrees, changed in place or added) and rows to remove, in one `restoreRows`,
/// so that the import is one change, undone as one.
struct VdirMerge {
    var put: [RowSnapshot] = []
    var remove: [RowID] = []
    var changed: [String] = []
    var added: [String] = []
    var removed: [String] = []
    var bothChanged: [String] = []
    var bothChangedUIDs: Set<String> = []
    var keptHere: [String] = []
    var broughtBack: [String] = []
    var doneRepeating: [DoneOccurrence] = []

    private let list: ListDocument
    private let names: ICalendarNames
    /// Each row by its UID, with where it is.
    private var byUID: [String: (row: Row, section: SectionID, parent: RowID?, top: RowID)] = [:]
    /// Top-level subtrees as changed so far, by the top-level row's id.
    private var touched: [RowID: (row: Row, section: SectionID)] = [:]
    private var touchedOrder: [RowID] = []
    private var added_: [RowSnapshot] = []
    /// The last position taken at the end of each section.
    private var ends: [SectionID: Int64] = [:]

    init(list: ListDocument, files: [String: Vdir.File], status: Vdir.Status?, newID: () throws -> Int64) throws {
        self.list = list
        names = ICalendarNames(list.settings)
        var current: [String: String] = [:]
        for item in Vdir.items(of: list) { current[item.uid] = Vdir.digest(item.placeless) }
        for section in list.sections {
            func walk(_ row: Row, parent: RowID?, top: RowID) {
                byUID[ICalendarWriter.uid(of: row, in: list.id)] = (row, section.id, parent, top)
                for child in row.children { walk(child, parent: row.id, top: top) }
            }
            for row in section.rows { walk(row, parent: nil, top: row.id) }
            ends[section.id] = section.rows.last?.position ?? 0
        }
        var pending: [(uid: String, file: Vdir.File, back: Bool)] = []
        for (uid, file) in files.sorted(by: { $0.value.name < $1.value.name }) {
            let base = status?.items[uid]
            let folderChanged = base.map { Vdir.digest(file.text) != $0.folder } ?? true
            if let here = byUID[uid] {
                guard folderChanged else { continue }
                let listoChanged = base.map { current[uid] != $0.listo } ?? true
                var merged = merge(here.row, file)
                let done = ICalendarReader.completed(&merged, file.task, names: names)
                if merged == here.row { continue }
                if let done { doneRepeating.append(done) }
                if listoChanged {
                    bothChanged.append(here.row.title)
                    bothChangedUIDs.insert(uid)
                    var copy = merged
                    copy.id = RowID(try newID())
                    copy.children = []
                    copy.schedule.uid = nil
                    insert(copy, after: here.row.id, section: here.section, parent: here.parent)
                } else {
                    changed.append(merged.title)
                    update(here.top, section: here.section) { if $0.id == here.row.id { $0 = merged } }
                }
            } else if base == nil || folderChanged {
                pending.append((uid, file, base != nil))
            }
        }
        // New rows, a parent before the rows inside it, wherever in the folder they come.
        while !pending.isEmpty {
            let ready = pending.filter { p in p.file.task.parent.map { parent in !pending.contains { $0.uid == parent } } ?? true }
            let round = ready.isEmpty ? pending : ready
            for p in round {
                var row = p.file.task.row
                if let done = ICalendarReader.completed(&row, p.file.task, names: names) { doneRepeating.append(done) }
                row.id = RowID(try newID())
                row.position = 0
                if p.back { broughtBack.append(row.title) } else { added.append(row.title) }
                if let parent = p.file.task.parent, let holder = byUID[parent] {
                    update(holder.top, section: holder.section) { r in
                        guard r.id == holder.row.id else { return }
                        row.position = Positions.after(r.children.last?.position ?? 0)
                        r.children.append(row)
                    }
                    byUID[p.uid] = (row, holder.section, holder.row.id, holder.top)
                } else {
                    let section = self.section(for: p.file)
                    row.position = Positions.after(ends[section] ?? 0)
                    ends[section] = row.position
                    added_.append(RowSnapshot(row: row, section: section))
                    byUID[p.uid] = (row, section, nil, row.id)
                }
            }
            pending.removeAll { p in round.contains { $0.uid == p.uid } }
        }
        // Rows whose files were deleted in the folder: removed, unless changed here since.
        for (uid, base) in (status?.items ?? [:]).sorted(by: { $0.key < $1.key }) where files[uid] == nil {
            guard let here = byUID[uid], current[uid] != nil else { continue }
            if current[uid] != base.listo {
                keptHere.append(here.row.title)
            } else if here.parent == nil {
                remove.append(here.row.id)
                removed.append(here.row.title)
            } else {
                removed.append(here.row.title)
                update(here.top, section: here.section) { r in
                    if r.id == here.parent { r.children.removeAll { $0.id == here.row.id } }
                }
            }
        }
        put = touchedOrder.compactMap { id in touched[id].map { RowSnapshot(row: $0.row, section: $0.section) } } + added_
        remove.removeAll { id in touched[id] != nil }
    }

    /// The row with what the file says: its title, notes, done, due, priority,
    /// completed, repeat, start and reminder; the rest of listo's own (other fields,
    /// pins, the done count) only when its X- properties came through the other app.
    func merge(_ row: Row, _ file: Vdir.File) -> Row {
        var merged = row
        let theirs = file.task.row
        merged.title = theirs.title
        merged.notes = theirs.notes
        let roles = Set(ICalendarNames.Role.allCases.map { names.name($0) })
        for name in roles { merged.fields[name] = theirs.fields[name] }
        if file.own {
            for name in merged.fields.keys where !roles.contains(name) { merged.fields[name] = nil }
            for (name, value) in theirs.fields where !roles.contains(name) { merged.fields[name] = value }
            merged.moveDisabled = theirs.moveDisabled
            merged.deleteDisabled = theirs.deleteDisabled
            merged.selectionDisabled = theirs.selectionDisabled
            merged.expanded = theirs.expanded
            merged.schedule.doneCount = theirs.schedule.doneCount
            merged.schedule.recurrence = theirs.schedule.recurrence
        } else if theirs.schedule.recurrence?.unit != row.schedule.recurrence?.unit
                    || theirs.schedule.recurrence?.interval != row.schedule.recurrence?.interval {
            merged.schedule.recurrence = theirs.schedule.recurrence
        }
        merged.schedule.start = theirs.schedule.start
        merged.schedule.reminder = theirs.schedule.reminder
        return merged
    }

    /// Where a new row from the folder goes: the section listo wrote it from, else the one its category names, else the first.
    func section(for file: Vdir.File) -> SectionID {
        if file.own, let index = file.task.section, index >= 0, index < list.sections.count { return list.sections[index].id }
        if let category = file.task.categories.first,
           let match = list.sections.first(where: { $0.header.map { Names.same($0, category) } ?? false }) {
            return match.id
        }
        return list.sections[0].id
    }

    /// Changes a row somewhere in a top-level subtree, on the copy of it that will be put back.
    mutating func update(_ top: RowID, section: SectionID, _ change: (inout Row) -> Void) {
        if touched[top] == nil {
            guard let row = list.section(section)?.rows.first(where: { $0.id == top }) else { return }
            touched[top] = (row, section)
            touchedOrder.append(top)
        }
        func walk(_ row: inout Row) {
            change(&row)
            for i in row.children.indices { walk(&row.children[i]) }
        }
        walk(&touched[top]!.row)
    }

    /// A copy of a row put right after it: the folder's version of a row changed on both sides.
    mutating func insert(_ copy: Row, after id: RowID, section: SectionID, parent: RowID?) {
        var copy = copy
        if let parent, let holder = byUID.values.first(where: { $0.row.id == parent }) {
            update(holder.top, section: holder.section) { r in
                guard r.id == parent, let i = r.children.firstIndex(where: { $0.id == id }) else { return }
                let next = i + 1 < r.children.count ? r.children[i + 1].position : nil
                copy.position = Positions.between(r.children[i].position, next) ?? Positions.after(r.children.last?.position ?? 0)
                r.children.insert(copy, at: i + 1)
            }
            return
        }
        let rows = list.section(section)?.rows ?? []
        guard let i = rows.firstIndex(where: { $0.id == id }) else { return }
        let next = i + 1 < rows.count ? rows[i + 1].position : nil
        if let between = Positions.between(rows[i].position, next) {
            copy.position = between
        } else {
            copy.position = Positions.after(ends[section] ?? 0)
            ends[section] = copy.position
        }
        added_.append(RowSnapshot(row: copy, section: section))
    }
}
