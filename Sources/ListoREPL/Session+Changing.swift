import ListoAnnouncer
import ListoModel
import ListoStore

/// Commands that change the store. Each builds one operation from ids, applies
/// it in one transaction, and says what happened.
extension Session {
    /// Applies an operation inside a store transaction. The model is changed in
    /// place, so that a change to a list of a million rows copies nothing; if the
    /// write fails, the inverse puts memory back as the store still has it.
    @discardableResult
    func perform(recordUndo: Bool = true, _ make: (() throws -> Int64) throws -> ListoModel.Operation) throws -> Outcome {
        if store.isReadOnly { throw Refusal.readOnlyStore(path: store.path) }
        let store = self.store
        var applied: Outcome?
        let operation: ListoModel.Operation
        let outcome: Outcome
        do {
            (operation, outcome) = try store.transaction { () throws -> (ListoModel.Operation, Outcome) in
                let operation = try make { try store.allocateIDs(1) }
                for list in operation.lists where library.list(list) != nil && !library.isLoaded(list) {
                    library.replace(try store.loadList(list))
                }
                let outcome = try ListoModel.apply(operation, to: &library)
                applied = outcome
                for changes in outcome.allChanges { try store.persist(changes, from: library) }
                return (operation, outcome)
            }
        } catch {
            if let applied { restoreAfterFailedWrite(applied) }
            throw error
        }
        // A change that changed nothing is said, but leaves no undo step.
        if recordUndo && outcome.allChanges.contains(where: { !$0.isEmpty }) {
            undoStack.append(UndoEntry(forward: operation, inverse: outcome.inverse, events: outcome.events))
            redoStack.removeAll()
        }
        if !hasList, let first = library.lists.first {
            switchList(to: first.id)
        }
        if !selection.isEmpty { selection = selection.filter { document.row($0) != nil } }
        return outcome
    }

    private func restoreAfterFailedWrite(_ applied: Outcome) {
        if (try? ListoModel.apply(applied.inverse, to: &library)) == nil, let fresh = try? store.loadLibrary(open: listID) {
            library = fresh
        }
    }

    /// Where focus goes when a row leaves: the next row in its section, else the
    /// previous, else the section's header.
    func neighbour(of id: RowID) -> Focus {
        let v = view
        guard let (s, r) = v.document.locate(id) else { return .title }
        let rows = v.sections[s].rows
        if let next = rows[(r + 1)...].first(where: v.matches) { return .row(next.id) }
        if let previous = rows[..<r].last(where: v.matches) { return .row(previous.id) }
        // A filtered view hides the emptied section, so the nearest visible row is next.
        if filter != nil, let other = v.row(after: .row(id)) ?? v.row(before: .row(id)) { return .row(other) }
        return v.sections[s].header != nil ? .header(v.sections[s].id) : .title
    }

    /// After a change: if the focused item is gone, focus the fallback and say it.
    func settleFocus(_ fallback: Focus) -> [Announcement] {
        guard !isValid(focus) else { return [] }
        focus = isValid(fallback) ? fallback : .title
        if case .row(let r) = focus, let rv = rowView(r, withActions: false) { return [.row(rv)] }
        return announce(focus)
    }

    func isValid(_ focus: Focus) -> Bool {
        switch focus {
        case .title: return true
        case .row(let id): return document.row(id) != nil
        case .header(let s), .footer(let s): return document.section(s) != nil
        }
    }

    // MARK: Actions

    func runAction(_ action: SwipeAction, on row: RowID) throws -> [Announcement] {
        let fallback = neighbour(of: row)
        let outcome = try perform { _ in .runAction(list: listID, rows: [row], action: action) }
        actionIndex = nil
        return [.changes(outcome.events)] + settleFocus(fallback)
    }

    func actionsCommand(_ arg: String) throws -> [Announcement] {
        let row = try arg.isEmpty ? focusedRow() : resolveRow(arg)
        return [.actions(row: document.row(row)!.title, actionViews())]
    }

    func edgeArgument(_ word: String) throws -> Edge {
        guard let edge = Edge(rawValue: word.lowercased()) else {
            throw Refusal.badArgument(command: "swipe", argument: word, usage: "swipe leading|trailing [full]")
        }
        return edge
    }

    func swipeCommand(_ arg: String) throws -> [Announcement] {
        let (word, rest) = Session.split(arg)
        guard !word.isEmpty else { throw Refusal.missingArgument(command: "swipe", usage: "swipe leading|trailing [full]") }
        let edge = try edgeArgument(word)
        let row = try focusedRow()
        let settings = document.settings
        let actions = settings.actions(edge)
        let title = document.row(row)!.title
        guard let first = actions.first else { throw Refusal.noActions(edge: edge, row: title) }
        switch rest.lowercased() {
        case "full":
            guard settings.fullSwipe(edge) else { throw Refusal.fullSwipeOff(edge: edge) }
            return try runAction(first, on: row)
        case "":
            swipe = (row, edge)
            if editMode == .inactive { editMode = .transient }
            return [.swipeOpened(edge: edge, row: title, actionViews().filter { $0.edge == edge })]
        default:
            throw Refusal.badArgument(command: "swipe", argument: rest, usage: "swipe leading|trailing [full]")
        }
    }

    /// An action chosen while a swipe is open: its number among all actions, or its name.
    func swipeChoice(_ line: String, edge: Edge) throws -> SwipeAction {
        let settings = document.settings
        let all = actionViews()
        if let n = Int(line.trimmingCharacters(in: .whitespaces)), let view = all.first(where: { $0.number == n && $0.edge == edge }) {
            return settings.actions(edge).first { $0.name == view.name }!
        }
        if let action = settings.actions(edge).first(where: { $0.name.lowercased() == line.lowercased() }) { return action }
        throw Refusal.noSwipeOpen
    }

    func closeSwipe() -> [Announcement] {
        guard let open = swipe else { return [.nothingToCancel] }
        swipe = nil
        if editMode == .transient { editMode = .inactive }
        return [.swipeClosed(row: document.row(open.row)?.title ?? "")]
    }

    /// An action named at the start of a line, with what follows as the row.
    func actionCommand(_ line: String) -> (SwipeAction, String)? {
        guard hasList else { return nil }
        let lowered = line.lowercased()
        let actions = document.settings.allActions.map(\.action).sorted { $0.name.count > $1.name.count }
        for action in actions {
            let name = action.name.lowercased()
            if lowered == name { return (action, "") }
            if lowered.hasPrefix(name + " ") { return (action, String(line.dropFirst(name.count + 1))) }
        }
        return nil
    }

    func doCommand(_ arg: String) throws -> [Announcement] {
        let all = actionViews()
        let actions = document.settings.allActions
        if arg.isEmpty {
            guard rotor == .actions, let i = actionIndex, actions.indices.contains(i) else { throw Refusal.noActionFocused }
            return try runAction(actions[i].action, on: try focusedRow())
        }
        let (word, rest) = Session.split(arg)
        if let n = Int(word) {
            guard let view = all.first(where: { $0.number == n }) else {
                throw Refusal.noSuchAction(word, row: (try? focusedRow()).flatMap { document.row($0)?.title } ?? document.name, available: all.map(\.name))
            }
            let row = try rest.isEmpty ? focusedRow() : resolveRow(rest)
            return try runAction(actions[view.number - 1].action, on: row)
        }
        if let (action, target) = actionCommand(arg) {
            let row = try target.isEmpty ? focusedRow() : resolveRow(target)
            return try runAction(action, on: row)
        }
        let title = (try? focusedRow()).flatMap { document.row($0)?.title } ?? document.name
        let typed = String(arg.prefix { $0 != " " })
        throw Refusal.noSuchAction(typed, row: title, available: all.map(\.name))
    }

    // MARK: Delete and move

    func deleteCommand(_ arg: String) throws -> [Announcement] {
        if arg.lowercased() == "selection" {
            guard editMode == .active else { throw Refusal.batchNeedsEditMode }
            let rows = selectedRowsInOrder().map(\.id)
            guard !rows.isEmpty else { throw Refusal.nothingSelected }
            guard document.settings.deleteAction != nil else {
                throw Refusal.noSuchAction("Delete", row: document.name, available: actionViews().map(\.name))
            }
            var fallback = focus
            if case .row(let id) = focus, selection.contains(id) {
                let v = view
                let s = v.document.locate(id)!.section
                let survivors = v.sections[s].rows.filter { !selection.contains($0.id) && v.matches($0) }
                fallback = survivors.first.map { .row($0.id) } ?? .header(v.sections[s].id)
            }
            let outcome = try perform { _ in .deleteRows(list: listID, rows: rows) }
            selection.removeAll()
            return [.changes(outcome.events)] + settleFocus(fallback)
        }
        let row = try arg.isEmpty ? focusedRow() : resolveRow(arg)
        guard let action = document.settings.deleteAction else {
            throw Refusal.noSuchAction("Delete", row: document.row(row)!.title, available: actionViews().map(\.name))
        }
        return try runAction(action, on: row)
    }

    func moveCommand(_ arg: String) throws -> [Announcement] {
        let row = try focusedRow()
        let placement = try placement(for: arg, moving: row)
        let outcome = try perform { _ in .moveRow(list: listID, row: row, placement: placement) }
        return [.changes(outcome.events)]
    }

    /// Turns "up", "to 3" or "after Call Ana" into a place named by ids. The view
    /// it reads is released before the move, so the move changes the list in place.
    private func placement(for arg: String, moving row: RowID) throws -> Placement {
        let usage = "move up|down|top|bottom|to N|before ROW|after ROW"
        let (word, rest) = Session.split(arg)
        let v = view
        let (s, _) = v.document.locate(row)!
        // The rows a person can see around the moving one; it counts even when folded away.
        let rows = v.sections[s].rows.filter { $0.id == row || v.matches($0) }
        guard let here = rows.firstIndex(where: { $0.id == row }) else { throw Refusal.noFocusedRow }
        switch word {
        case "": throw Refusal.missingArgument(command: "move", usage: usage)
        case "up":
            guard here > 0 else { throw Refusal.alreadyAtEdge(title: rows[here].title, first: true) }
            return .before(rows[here - 1].id)
        case "down":
            guard here + 1 < rows.count else { throw Refusal.alreadyAtEdge(title: rows[here].title, first: false) }
            return .after(rows[here + 1].id)
        case "top": return .top
        case "bottom": return .bottom
        case "to":
            guard let n = Int(rest) else { throw Refusal.badArgument(command: "move", argument: arg, usage: usage) }
            guard n >= 1 && n <= rows.count else { throw Refusal.noRowNumber(n, count: rows.count) }
            if n - 1 == here { return here == 0 ? .top : .after(rows[here - 1].id) }
            return n - 1 < here ? .before(rows[n - 1].id) : .after(rows[n - 1].id)
        case "before", "after":
            guard !rest.isEmpty else { throw Refusal.missingArgument(command: "move", usage: usage) }
            let target = try resolveRow(rest)
            guard target != row else { throw Refusal.moveOntoItself(title: v.document.row(row)!.title) }
            guard v.document.sectionID(of: target) == v.sections[s].id else {
                throw Refusal.badArgument(command: "move", argument: rest, usage: "a row of the same section")
            }
            return word == "before" ? .before(target) : .after(target)
        default:
            throw Refusal.badArgument(command: "move", argument: word, usage: usage)
        }
    }

    // MARK: Edit mode and selection

    func editCommand(_ arg: String) throws -> [Announcement] {
        switch arg.lowercased() {
        case "": editMode = editMode == .active ? .inactive : .active
        case "on": editMode = .active
        case "off": editMode = .inactive
        default: throw Refusal.badArgument(command: "edit", argument: arg, usage: "edit [on|off]")
        }
        swipe = nil
        return [.setting(.editMode(editMode))]
    }

    func selectCommand(_ arg: String, select: Bool) throws -> [Announcement] {
        let mode = document.settings.selectionMode
        if select {
            guard mode != .none else { throw Refusal.selectionOff(list: document.name) }
            guard profile.allowsSelection(mode, editing: editMode) else { throw Refusal.selectionNeedsEditMode(profile: profile) }
        }
        if arg.lowercased() == "all" {
            guard select else {
                selection.removeAll()
                return [.selectionAll(count: 0, selected: false)]
            }
            guard mode == .multiple else { throw Refusal.singleSelection }
            let v = view
            for section in v.sections { for row in v.matchingRows(section) where !row.selectionDisabled { selection.insert(row.id) } }
            return [.selectionAll(count: selection.count, selected: true)]
        }
        let row = try arg.isEmpty ? focusedRow() : resolveRow(arg)
        let title = document.row(row)!.title
        if select {
            if document.row(row)!.selectionDisabled { throw Refusal.selectionDisabled(title: title) }
            if mode == .single { selection.removeAll() }
            selection.insert(row)
        } else {
            selection.remove(row)
        }
        return [.selectionChanged(title: title, selected: select, count: selection.count)]
    }

    // MARK: Undo

    func undo() throws -> [Announcement] {
        guard let entry = undoStack.last else { throw Refusal.nothingToUndo }
        let fallback = focusFallback()
        let outcome = try perform(recordUndo: false) { _ in entry.inverse }
        undoStack.removeLast()
        redoStack.append(entry)
        return [.undid(entry.events)] + focusRestored(outcome, fallback)
    }

    func redo() throws -> [Announcement] {
        guard let entry = redoStack.last else { throw Refusal.nothingToRedo }
        let fallback = focusFallback()
        let outcome = try perform(recordUndo: false) { _ in entry.forward }
        redoStack.removeLast()
        undoStack.append(UndoEntry(forward: entry.forward, inverse: outcome.inverse, events: entry.events))
        return [.redid(entry.events)] + focusRestored(outcome, fallback)
    }

    /// After an undo or redo, focus the row it put back and say where it is.
    /// Where focus goes if the focused item disappears.
    private func focusFallback() -> Focus {
        if case .row(let id) = focus { return neighbour(of: id) }
        return focus
    }

    private func focusRestored(_ outcome: Outcome, _ fallback: Focus) -> [Announcement] {
        for event in outcome.events {
            if case .rowsRestored(let places, _) = event, let first = places.first, document.row(first.id) != nil {
                focus = .row(first.id)
                return rowView(first.id, withActions: false).map { [.row($0)] } ?? []
            }
        }
        return settleFocus(fallback)
    }

    // MARK: Authoring

    func addCommand(_ arg: String) throws -> [Announcement] {
        guard !arg.isEmpty else { throw Refusal.missingArgument(command: "add", usage: "add TITLE") }
        guard let section = focusedSection() else { throw Refusal.model(.sectionMissing(SectionID(0))) }
        let outcome = try perform { newID in
            .addRow(list: listID, section: section, id: RowID(try newID()), title: arg, placement: .bottom)
        }
        if case .rowAdded(let place) = outcome.events.first { focus = .row(place.id) }
        return [.changes(outcome.events)]
    }

    func renameCommand(_ arg: String) throws -> [Announcement] {
        guard !arg.isEmpty else { throw Refusal.missingArgument(command: "rename", usage: "rename [ROW] TITLE") }
        let (row, text) = try splitReference(arg)
        guard !text.isEmpty else { throw Refusal.missingArgument(command: "rename", usage: "rename [ROW] TITLE") }
        return [.changes(try perform { _ in .renameRow(list: listID, row: row, title: text) }.events)]
    }

    func noteCommand(_ arg: String) throws -> [Announcement] {
        guard !arg.isEmpty else { throw Refusal.missingArgument(command: "note", usage: "note [ROW] TEXT") }
        let (row, text) = try splitReference(arg)
        guard !text.isEmpty else { throw Refusal.missingArgument(command: "note", usage: "note [ROW] TEXT") }
        let notes = text.lowercased() == "off" ? nil : text
        return [.changes(try perform { _ in .setNotes(list: listID, row: row, notes: notes) }.events)]
    }

    func footerCommand(_ arg: String) throws -> [Announcement] {
        guard !arg.isEmpty else { throw Refusal.missingArgument(command: "footer", usage: "footer TEXT|off") }
        guard let section = focusedSection() else { throw Refusal.model(.sectionMissing(SectionID(0))) }
        let text = arg.lowercased() == "off" ? nil : arg
        return [.changes(try perform { _ in .setFooter(list: listID, section: section, footer: text) }.events)]
    }

    func addSection(_ name: String) throws -> [Announcement] {
        guard !name.isEmpty else { throw Refusal.missingArgument(command: "section add", usage: "section add NAME") }
        let after = view.sectionIndex(of: focus).map { document.sections[$0].id } ?? document.sections.last?.id
        let outcome = try perform { newID in
            .addSection(list: listID, id: SectionID(try newID()), header: name, after: after)
        }
        if let created = document.section(named: name) { focus = .header(created.id) }
        return [.changes(outcome.events)]
    }

    func renameSection(_ name: String) throws -> [Announcement] {
        guard !name.isEmpty else { throw Refusal.missingArgument(command: "section rename", usage: "section rename NAME") }
        guard let section = focusedSection() else { throw Refusal.model(.sectionMissing(SectionID(0))) }
        return [.changes(try perform { _ in .renameSection(list: listID, section: section, header: name) }.events)]
    }

    /// `section heading main|standard`: SwiftUI's header prominence, said as a main heading.
    func headingCommand(_ arg: String) throws -> [Announcement] {
        let usage = "section heading main|standard"
        let prominence: Prominence
        switch arg.lowercased() {
        case "main", "increased": prominence = .increased
        case "standard": prominence = .standard
        case "": throw Refusal.missingArgument(command: "section heading", usage: usage)
        default: throw Refusal.badArgument(command: "section heading", argument: arg, usage: usage)
        }
        guard let section = focusedSection() else { throw Refusal.model(.sectionMissing(SectionID(0))) }
        return [.changes(try perform { _ in .setProminence(list: listID, section: section, prominence: prominence) }.events)]
    }

    func deleteSection() throws -> [Announcement] {
        guard let section = focusedSection() else { throw Refusal.model(.sectionMissing(SectionID(0))) }
        let previous = view.section(before: .header(section)).map(Focus.header) ?? .title
        let outcome = try perform { _ in .deleteSection(list: listID, section: section) }
        focus = previous
        return [.changes(outcome.events)]
    }

    func fold(_ arg: String, collapsed: Bool) throws -> [Announcement] {
        let section = try arg.isEmpty ? (focusedSection() ?? resolveSection("1")) : resolveSection(arg)
        let outcome = try perform { _ in .setCollapsed(list: listID, section: section, collapsed: collapsed) }
        if collapsed, case .row(let id) = focus, document.sectionID(of: id) == section { focus = .header(section) }
        return [.changes(outcome.events)]
    }

    func styleCommand(_ arg: String) throws -> [Announcement] {
        if arg.isEmpty { return [.setting(.style(list: document.name, document.settings.style))] }
        guard let style = ListStyle.allCases.first(where: { $0.rawValue.lowercased() == arg.lowercased() }) else {
            throw Refusal.badArgument(command: "style", argument: arg, usage: "style " + ListStyle.allCases.map(\.rawValue).joined(separator: "|"))
        }
        return [.changes(try perform { _ in .setStyle(list: listID, style: style) }.events)]
    }

    func sortCommand(_ arg: String) throws -> [Announcement] {
        if arg.isEmpty { return [.setting(.ordering(list: document.name, document.settings.ordering))] }
        let ordering: Ordering = arg.lowercased() == "manual" ? .manual : .field(arg)
        return [.changes(try perform { _ in .setOrdering(list: listID, ordering: ordering) }.events)]
    }

    func newListCommand(_ arg: String) throws -> [Announcement] {
        let usage = "new list NAME [like LIST]"
        let (word, rest) = Session.split(arg)
        guard word == "list" else {
            throw word.isEmpty ? Refusal.missingArgument(command: "new", usage: usage) : Refusal.badArgument(command: "new", argument: word, usage: usage)
        }
        var name = rest
        var settings = ListSettings()
        if let like = rest.range(of: " like ", options: [.caseInsensitive, .backwards]) {
            let source = rest[like.upperBound...].trimmingCharacters(in: .whitespaces)
            guard let model = library.list(named: source) else {
                throw Refusal.noSuchList(source, suggestion: listSuggestion(source))
            }
            settings = model.settings
            name = rest[..<like.lowerBound].trimmingCharacters(in: .whitespaces)
        }
        name = Session.unquoted(name)
        guard !name.isEmpty else { throw Refusal.missingArgument(command: "new", usage: usage) }
        let position = library.nextListPosition
        let outcome = try perform { newID in
            let list = ListID(try newID())
            let section = Section(id: SectionID(try newID()), header: nil, position: Positions.gap)
            return .createList(ListDocument(id: list, name: name, position: position, settings: settings, sections: [section]))
        }
        guard let created = library.list(named: name) else { return [.changes(outcome.events)] }
        switchList(to: created.id)
        return [.changes(outcome.events), titleAnnouncement()]
    }
}
