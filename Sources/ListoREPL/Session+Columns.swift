import ListoAnnouncer
import ListoModel

/// The split view: the sidebar of lists, the content column of rows, and the
/// detail column with its own stack of replies.
extension Session {
    var visibleColumns: [Column] {
        switch state.visibility {
        case .all, .automatic: return [.sidebar, .content, .detail]
        case .double: return [.content, .detail]
        case .detail: return [.detail]
        }
    }

    func listSuggestion(_ name: String) -> String? {
        Grammar.nearest(to: Names.key(name), in: library.lists.map(\.name))
    }

    func sidebarPosition(_ id: ListID) -> (Int, Int) {
        ((library.lists.firstIndex { $0.id == id } ?? 0) + 1, library.lists.count)
    }


    /// One list's row count: from memory when its rows are read, else counted in the
    /// store once and kept while the store stays where it was (`ReadCache`).
    func rowCount(of id: ListID) -> Int {
        if library.isLoaded(id), let list = library.list(id) { return list.rowCount }
        if let known = cache.rowCounts[id] { return known }
        let counted = reading(0) { try store.rowCount(of: id) }
        cache.rowCounts[id] = counted
        return counted
    }

    /// A list's badge counts: from memory when all its rows are read, else counted
    /// in the store once, like its row count.
    func stateCounts(of id: ListID) -> StateCounts {
        if library.isLoaded(id), let list = library.list(id), !list.isWindowed {
            return StateCounts(list.sections.lazy.flatMap(\.rows), today: today)
        }
        if let known = cache.stateCounts[id] { return known }
        let counted = reading(StateCounts()) { try store.stateCounts(of: id, today: today) }
        cache.stateCounts[id] = counted
        return counted
    }

    func sidebarItem(_ id: ListID) -> Announcement {
        let (i, n) = sidebarPosition(id)
        return .sidebarItem(name: library.list(id)?.name ?? "", index: i, count: n, rows: rowCount(of: id), badges: stateCounts(of: id),
                            replies: library.list(id).map(holdsReplies) ?? false)
    }

    /// Whether a list's rows inside rows are replies, as `childrenAreReplies` says of the open list.
    func holdsReplies(_ list: ListDocument) -> Bool { FieldRole.read.field(in: list.settings.fields) != nil }

    /// Opens a list in the content column. Opening another list clears the row
    /// selection and the detail, as a new selection in the sidebar does.
    func switchList(to id: ListID) {
        // The list left behind (or deleted elsewhere) loses its selection, edit mode and filter: kept to be said.
        if id != state.listID {
            let left = LeftBehind(selectionCleared: hasSelection, editEnded: state.editing, filter: state.filter)
            state.turn.leftBehind = left.isEmpty ? nil : left
        }
        if !library.isLoaded(id) { reading(()) { try readList(id) } }
        state.enter(id)
        reading(()) { try readOpeningWindow() }
        keepRotorState()
    }

    /// The state rotor in a list just opened: its term where this list has that state,
    /// in this list's spelling; else rows, said once, so that next never makes a list
    /// with rows sound empty for a state it does not keep.
    private func keepRotorState() {
        guard state.rotor == .state, let term = state.rotorTerm else { return }
        let terms = stateTerms
        let typed = try? StateTerms.parse(term, fields: declaredFields, today: today, dayMonth: dayMonth)
        if let same = terms.first(where: { Names.key($0) == Names.key(term) })
            ?? terms.first(where: { typed != nil && (try? StateTerms.parse($0, fields: declaredFields, today: today, dayMonth: dayMonth)) == typed }) {
            state.rotorTerm = same
            return
        }
        state.rotor = .rows
        state.rotorTerm = nil
        state.turn.rotorBackToRows = [document.name, term]
    }

    func listsCommand() throws -> [Announcement] {
        state.choice = .lists(library.lists.map(\.id), names: library.lists.map(\.name))
        return [.lists(library.lists.map { ($0.name, rowCount(of: $0.id), stateCounts(of: $0.id), holdsReplies($0)) }, current: hasList ? document.name : nil, filter: hasList ? state.filter : nil)]
    }

    func stepSidebar(forward: Bool) throws -> [Announcement] {
        let lists = library.lists
        guard !lists.isEmpty else { return [.said(.listsNone)] }
        let current = lists.firstIndex { $0.id == state.sidebarFocus }
        let target = current.map { forward ? $0 + 1 : $0 - 1 } ?? 0
        guard lists.indices.contains(target) else { return [forward ? .endOfList : .startOfList] }
        state.sidebarFocus = lists[target].id
        return [sidebarItem(lists[target].id)]
    }

    /// The row the detail column shows now: the top of its stack.
    var detailTop: Row? {
        guard let open = state.detailRow else { return nil }
        return document.anyRow(state.detailStack.last ?? open)
    }

    /// What back leads to from the detail's current row: the row below it in the
    /// stack, or the list when the stack is empty.
    var detailBackTitle: String {
        guard !state.detailStack.isEmpty, let open = state.detailRow else { return document.name }
        return document.anyRow(state.detailStack.dropLast().last ?? open)?.title ?? document.name
    }

    func stepDetail(forward: Bool) throws -> [Announcement] {
        guard let top = detailTop else { return [.placeholder(list: document.name)] }
        let replies = detailChildren(top)
        guard !replies.isEmpty else {
            return [.said(.emptyDetail(childrenAreReplies ? .noReplies(top.title) : .noSubtasks(top.title)))]
        }
        let target = state.detailReply.map { forward ? $0 + 1 : $0 - 1 } ?? (forward ? 0 : replies.count - 1)
        guard replies.indices.contains(target) else { return [forward ? .endOfList : .startOfList] }
        state.detailReply = target
        return [.row(RowView(row: replies[target], index: target + 1, count: replies.count, thread: true))]
    }

    /// `first` goes to the detail's row, `last` to its last subtask (the row when it
    /// has none): the ends of what next and previous step through, never the list's
    /// title or footer, which belong to the content column.
    func jumpDetail(first: Bool) -> [Announcement] {
        guard let top = detailTop else { return [.placeholder(list: document.name)] }
        let replies = detailChildren(top)
        guard !first, let last = replies.indices.last else {
            state.detailReply = nil
            return [detailSummary(top)]
        }
        state.detailReply = last
        return [.row(RowView(row: replies[last], index: last + 1, count: replies.count, thread: true))]
    }

    func stepColumn(forward: Bool) throws -> [Announcement] {
        let columns = settings.layout == .regular ? visibleColumns : [state.column]
        let i = columns.firstIndex(of: state.column) ?? 0
        let target = forward ? i + 1 : i - 1
        // The columns' edge names the column focus stays in, where End of list spoke of a list.
        guard columns.indices.contains(target) else {
            let name = announcer.t.name(state.column)
            return [.said(forward ? .columnLast(name) : .columnFirst(name))]
        }
        state.column = columns[target]
        return [.column(state.column)] + columnContents()
    }

    func columnContents() -> [Announcement] {
        switch state.column {
        case .sidebar:
            if let id = state.sidebarFocus, library.list(id) != nil { return [sidebarItem(id)] }
            return library.lists.isEmpty ? [.said(.listsNone)] : []
        case .content: return announce(state.focus)
        case .detail: return detailTop.map { [detailSummary($0)] } ?? [.placeholder(list: document.name)]
        }
    }

    func detailSummary(_ row: Row, aside: Bool = false) -> Announcement {
        .detailSummary(detailView(row), replies: detailChildren(row).count, aside: aside)
    }

    /// The subtasks the detail steps through and counts: while a filter shows some of
    /// them, those it shows, as the row's line in the list counts them.
    func detailChildren(_ row: Row) -> [Row] {
        let v = view
        guard v.filter != nil, case let shown = row.children.filter(v.matches), !shown.isEmpty else { return row.children }
        return shown
    }

    /// A row of the detail as the content column says it: a list row with its
    /// position and states, a reply with its place among its parent's replies.
    func detailView(_ row: Row) -> RowView {
        if var view = rowView(row.id, withActions: false) {
            view.thread = true
            return view
        }
        let chain = state.detailRow.map { [$0] + state.detailStack } ?? []
        if let i = chain.firstIndex(of: row.id), i > 0, let parent = document.anyRow(chain[i - 1]),
           let j = parent.children.firstIndex(where: { $0.id == row.id }) {
            return RowView(row: row, index: j + 1, count: parent.children.count, thread: true)
        }
        return RowView(row: row, index: 1, count: 1, thread: true)
    }

    func readDetail() throws -> [Announcement] {
        guard let top = detailTop else { return [.placeholder(list: document.name)] }
        // The reply next and previous are on is what read reads, as it was the last thing said.
        let replies = detailChildren(top)
        if let i = state.detailReply, replies.indices.contains(i) {
            return [.rowInFull(RowView(row: replies[i], index: i + 1, count: replies.count, thread: true), actions: [])]
        }
        if var view = rowView(top.id) {
            view.thread = true
            return [.rowInFull(view, actions: actionViews(for: top.id))] + moveOffer(top.id)
        }
        return [.rowInFull(detailView(top), actions: [])]
    }

    func openCommand(_ typed: String?, listsOffered: NumberedLists? = nil) throws -> [Announcement] {
        // `.` names the focused item: in the sidebar that is a list, and in the detail the
        // reply next and previous are on, so either opens as open alone does.
        let typed = typed == "." && (state.column == .sidebar || state.column == .detail && state.detailReply != nil) ? nil : typed
        guard let arg = typed else {
            switch state.column {
            case .sidebar:
                // The list focus was on, deleted elsewhere: refused by its name, not another list opened.
                if let gone = state.turn.sidebarFocusGone { throw Refusal.goneElsewhere(title: gone) }
                guard let id = state.sidebarFocus else { throw ArgumentProblem.missing() }
                return openList(id, entering: true)
            case .content:
                if detailOpensAlone, let held = state.detailRow { return try openRow(held) }
                return try openRow(try focusedRow())
            case .detail:
                guard let top = detailTop else { return [.placeholder(list: document.name)] }
                let children = detailChildren(top)
                if children.isEmpty { throw Refusal.noChild(top.title) }
                // The reply next and previous are on, or the only one there is.
                guard let i = state.detailReply ?? (children.count == 1 ? 0 : nil), children.indices.contains(i) else {
                    throw ArgumentProblem.missing(usage: Said(.usageOpenReply))
                }
                return try openReply(children[i])
            }
        }
        if state.column == .detail, let top = detailTop {
            let children = detailChildren(top)
            if let n = TypedNumber.int(arg) {
                guard n >= 1 && n <= children.count else {
                    let refusal = children.isEmpty ? Refusal.noChild(top.title) : Refusal.noRowNumber(n, count: children.count)
                    // In the detail a number is the row's subtask or reply, as in a message's
                    // thread; one who meant the list's row N, which goto N reaches from here,
                    // is told so, since the content column may be on screen beside the detail;
                    // not when that row is the one the detail shows, which is open already.
                    guard n >= 1, let row = view.numberedRows(near: state.focus).element(numbered: n),
                          row.id != top.id, row.id != state.detailRow else { throw refusal }
                    throw Refusal.numberNamesListRow(refusal, row: n, list: document.name)
                }
                return try openReply(children[n - 1])
            }
            let name = Names.key(RowReference.unquoted(arg))
            if let reply = children.first(where: { Names.key($0.title).hasPrefix(name) }) { return try openReply(reply) }
        }
        // In the sidebar, and straight after lists, a number names a list.
        if let n = TypedNumber.int(arg), state.column == .sidebar || listsOffered != nil {
            do {
                let numbered = try listNumbered(n, among: listsOffered ?? sidebarNumbering)
                // Another list is named so: the number opened this one, and that one is opened by its name in quotes, said after.
                guard let named = library.list(named: arg), named.id != numbered else { return openList(numbered) }
                return openList(numbered) + [.said(.worded(NumberTitleMessage.quoteList(named.name)))]
            } catch let refusal as Refusal {
                // No list numbered so, but one named so: how to open it is said after.
                guard case .noListNumber = refusal, let list = library.list(named: arg) else { throw refusal }
                throw Refusal.numberNamesList(refusal, list: list.name)
            }
        }
        // Where rows are, an unquoted number is a row's, as goto's is, even when a list
        // is named with it: that list is opened by its name in quotes, said after the row.
        let numberIsRow = TypedNumber.int(arg) != nil && state.column != .sidebar && hasList
        if !numberIsRow, let list = library.list(named: RowReference.unquoted(arg)) { return openList(list.id) }
        if numberIsRow, let list = library.list(named: arg) {
            let row: RowID
            do {
                row = try resolveRow(RowReference(parsing: arg))
            } catch let refusal as Refusal {
                // No row numbered so (an empty list among them): the list named so is said after, as it is after a row.
                throw Refusal.numberNamesList(refusal, list: list.name)
            }
            return try openRow(row) + [.said(.worded(NumberTitleMessage.quoteList(list.name)))]
        }
        if state.column == .sidebar || !hasList {
            if let list = try listStarting(arg) { return openList(list) }
            throw Refusal.noSuchList(arg, suggestion: listSuggestion(arg))
        }
        do {
            let reference = RowReference(parsing: arg)
            let row = try resolveRow(reference)
            return try openRow(row, aside: alsoStartsLists(reference, opened: row))
        } catch Refusal.noSuchRow(let text) {
            // A list's name may be shortened as a row's title may, when one list starts so.
            if let list = try listStarting(arg) { return openList(list) }
            if let suggestion = listSuggestion(arg) { throw Refusal.noSuchList(text, suggestion: suggestion) }
            throw Refusal.nothingToOpen(text)
        }
    }

    /// The one list whose name starts with the text typed, under the name rule; nil
    /// when none does, and a refusal naming them when several do, as rows are refused:
    /// they are numbered, and a number typed next opens the list under it.
    func listStarting(_ typed: String) throws -> ListID? {
        let key = Names.key(RowReference.unquoted(typed))
        guard !key.isEmpty else { return nil }
        let lists = library.lists.filter { Names.key($0.name).hasPrefix(key) }
        if lists.count > 1 {
            let offered = Array(lists.prefix(Self.listsOffered))
            state.choice = .lists(offered.map(\.id), names: offered.map(\.name))
            throw Refusal.ambiguousList(RowReference.unquoted(typed), candidates: offered.map(\.name), more: lists.count > offered.count)
        }
        return lists.first?.id
    }

    /// As many lists as a shortened name offers at most, one a line: as many as a single digit chooses.
    static let listsOffered = 9

    /// The refusal of delete list or rename list given a name that is not a list's
    /// whole name: when it starts lists, they are named, since open found them by it;
    /// these two take only a whole name, so a shortened one never changes the wrong list.
    func listNotWhole(_ name: String, renaming: Bool) -> Refusal {
        let key = Names.key(RowReference.unquoted(name))
        let lists = key.isEmpty ? [] : library.lists.filter { Names.key($0.name).hasPrefix(key) }
        guard !lists.isEmpty else { return Refusal.noSuchList(name, suggestion: listSuggestion(name)) }
        let offered = lists.prefix(Self.listsOffered).map(\.name)
        return Refusal.listNeedsWholeName(RowReference.unquoted(name), candidates: offered, more: lists.count > offered.count, renaming: renaming)
    }

    /// `open` takes a row before a list when a shortened name starts both, since
    /// the rows are where the person is; the lists it also starts are named after
    /// the row, with how to open one, so that the other reading is never silent.
    private func alsoStartsLists(_ reference: RowReference, opened row: RowID) -> [Announcement] {
        guard case .title(let text) = reference, let title = document.row(row)?.title,
              Names.key(title) != Names.key(text) else { return [] }
        let key = Names.key(text)
        let lists = library.lists.filter { Names.key($0.name).hasPrefix(key) }.map(\.name)
        guard !lists.isEmpty else { return [] }
        return [.said(.openedRowNotList(lists.count, text, lists.joined(separator: ", ")))]
    }

    /// `entering`: open alone on the sidebar's focused list, which in the regular layout
    /// goes into the content column, where open LIST there selects it and focus stays
    /// on the lists; a row's command refused on the lists says to type open.
    func openList(_ id: ListID, entering: Bool = false) -> [Announcement] {
        // The list open, focus on its title and nothing else open: opening it again
        // changes nothing, and says so calmly, once, with no Back line.
        if id == state.listID, hasList, state.column == .content, case .title = state.focus, state.detailRow == nil, state.swipe == nil {
            state.turn.openedList = id
            if case .listTitle(let name, let sections, let rows, _, _, _) = titleAnnouncement() {
                return [.unchanged(.listOpen(name: name, sections: sections, rows: rows))]
            }
        }
        // In the regular layout the sidebar's open selects a list and focus stays on the lists;
        // open on the list the content column already shows goes into it, as the refusals of
        // a row's command from the sidebar say (`Type open to go into Articles.`).
        if settings.layout == .regular, state.column == .sidebar, id == state.listID, hasList {
            state.turn.openedList = id
            state.column = .content
            return [.column(.content)] + announce(state.focus)
        }
        // A detail is open where it shows: beside the content in the regular layout, or on screen in the compact one.
        let detailClosed = id != state.listID && state.detailRow != nil && (settings.layout == .regular || state.column == .detail)
        let fromSidebar = state.column == .sidebar
        state.turn.openedList = id
        switchList(to: id)
        // What the list left behind lost is said in this one line, not again after it.
        let left = state.turn.leftBehind ?? LeftBehind()
        state.turn.leftBehind = nil
        // In the regular layout the sidebar selects: the content column follows, focus stays.
        let selecting = settings.layout == .regular && fromSidebar && !entering
        if selecting { state.column = .sidebar }
        let d = document
        let title = titleAnnouncement()
        var out: [Announcement] = [title]
        // The rows counted as the title counts them, those waiting for a later start among them.
        var rows = d.rowCount
        if case .listTitle(_, let sections, let counted, _, _, _) = title {
            rows = counted
            if !left.isEmpty || detailClosed {
                out = [.cascade(list: d.name, sections: sections, rows: counted, left: left, detailClosed: detailClosed)]
            }
        }
        if rows == 0 { out.append(.emptyListPlaceholder(list: d.name, afterTitle: true)) }
        if settings.layout == .compact { out += state.backGoesTo(nil) }
        // Focus stays on the lists: what is said is what the content column shows.
        if selecting, let first = out.first { out[0] = .contentAside(first) }
        // Gone into the content column from the lists, the column is named as back and the rotor name it.
        if settings.layout == .regular && fromSidebar && entering { out.insert(.column(.content), at: 0) }
        return out
    }

    /// `aside` is said after the row, before where back goes.
    func openRow(_ id: RowID, aside: [Announcement] = []) throws -> [Announcement] {
        guard let row = document.row(id) else { throw Refusal.noFocusedRow }
        state.detailRow = id
        state.detailStack.removeAll()
        state.detailReply = nil
        state.detailKept = nil
        // A row its opening hid from the filter (read under filter unread) stays in it while it is open.
        defer { if state.filter != nil, let opened = document.row(id), !view.matches(opened) { state.detailKept = id } }
        if document.settings.selectionMode == .single { state.deselectAll(); state.selection = [id] }
        if settings.layout == .compact {
            state.column = .detail
            state.focus = .row(id)
            // Opening says Detail every time, so that it never sounds as leaving does.
            let opened = detailSummary(row, aside: true)
            return (try markReadOnOpening(row, opened)) + aside + state.backGoesTo(detailBackTitle)
        }
        // The detail's line names the row with its place, as the content's would: said once,
        // after the section crossed on the way there.
        let out = focusRow(id, jumped: true).filter { if case .sectionCrossed = $0 { true } else { false } }
        return out + (try markReadOnOpening(row, detailSummary(row, aside: true))) + aside
    }

    /// Opening an unread message reads it, as Mail does; undo makes it unread again.
    /// The detail's line `opened`, made before (where a filter on unread still counts the
    /// row), says the row as read, as it now is: said unread, it was heard read on the next line.
    private func markReadOnOpening(_ row: Row, _ opened: Announcement) throws -> [Announcement] {
        guard row.isUnread, let read = FieldRole.read.field(in: declaredFields), read.type == .boolean else { return [opened] }
        let events = try perform { _ in .setField(list: state.listID, row: row.id, field: read.name, value: .bool(true)) }.events
        guard case .detailSummary(var view, let replies, let aside) = opened else { return [opened, .changes(events)] }
        view.row.fields[read.name] = .bool(true)
        return [.detailSummary(view, replies: replies, aside: aside), .changes(events)]
    }

    /// An unread reply opened is read, as its message is (`markReadOnOpening`).
    func openReply(_ reply: Row) throws -> [Announcement] {
        state.detailStack.append(reply.id)
        state.detailReply = nil
        state.column = .detail
        return (try markReadOnOpening(reply, detailSummary(reply))) + state.backGoesTo(detailBackTitle)
    }

    func back() throws -> [Announcement] {
        switch state.column {
        case .detail where !state.detailStack.isEmpty:
            state.detailStack.removeLast()
            state.detailReply = nil
            guard let top = detailTop else { return [] }
            return [detailSummary(top)] + state.backGoesTo(detailBackTitle)
        case .detail:
            state.column = .content
            if let open = state.detailRow, document.row(open) != nil {
                state.focus = .row(open)
            }
            // Leaving names the column it comes back to, every time, so that it never sounds as opening does.
            if settings.layout == .regular { return [.column(.content)] + announce(state.focus) }
            return [.column(.content)] + announce(state.focus) + state.backGoesTo(nil)
        case .content:
            state.column = .sidebar
            // A new store's sidebar holds no list: it says so and how to make one, never an unnamed "1 of 0".
            guard let focus = hasList ? state.listID : library.lists.first?.id else {
                state.sidebarFocus = nil
                return (settings.layout == .regular ? [.column(.sidebar)] : []) + [.said(.listsNone)]
            }
            state.sidebarFocus = focus
            if settings.layout == .regular { return [.column(.sidebar), sidebarItem(focus)] }
            return [.sidebarScreen(count: library.lists.count), sidebarItem(focus)]
        case .sidebar:
            throw Refusal.atRoot
        }
    }

    /// A setting as it is now: said as set, or, where it was given the value it
    /// had, as already so, nothing changed (as `style grouped` twice says).
    func settingSaid(_ setting: Setting, unchanged: Bool) -> Announcement {
        unchanged ? .unchanged(.setting(setting)) : .setting(setting)
    }

    func columnsCommand(_ choice: ColumnsChoice?) -> [Announcement] {
        let chosen: ColumnVisibility
        switch choice {
        case nil: return [.setting(.columns(state.visibility, style: state.splitStyle.rawValue))]
        case .style(let style)?:
            if style == state.splitStyle { return [.unchanged(.splitStyle(style.rawValue))] }
            state.splitStyle = style
            return [.splitStyle(style.rawValue)]
        case .visibility(let value)?: chosen = value
        }
        if chosen == state.visibility { return [.unchanged(.setting(.columns(chosen, style: state.splitStyle.rawValue)))] }
        let sidebarWasHidden = !visibleColumns.contains(.sidebar)
        state.visibility = chosen
        var out: [Announcement] = [.setting(.columns(chosen, style: state.splitStyle.rawValue))]
        // Focus on a column now hidden goes to the first one shown, and says which, as `back` does.
        if !visibleColumns.contains(state.column) {
            state.column = visibleColumns.first ?? .detail
            out.append(.column(state.column))
        }
        if sidebarWasHidden && visibleColumns.contains(.sidebar) && state.splitStyle == .balanced, let top = detailTop {
            out.append(detailSummary(top, aside: state.column != .detail))
        }
        return out
    }

    func layoutCommand(_ value: LayoutChoice?) -> [Announcement] {
        guard let chosen = value else { return [.setting(.layout(settings.layoutChoice))] + layoutFollowed() }
        if chosen == settings.layoutChoice { return [.unchanged(.setting(.layout(chosen)))] + layoutFollowed() }
        settings.layoutChoice = chosen
        return [.setting(.layout(chosen))] + layoutFollowed() + settleLayout()
    }

    /// What the automatic layout is and the width that makes it so, in one line;
    /// nothing for a layout chosen by name, which is what it was told to be.
    func layoutFollowed() -> [Announcement] {
        settings.layoutChoice == .automatic ? [.layoutFollows(settings.layout, settings.layoutWidth)] : []
    }

    /// The compact layout has no columns to move between, so the columns rotor goes
    /// back to items, and says so: `next` moves otherwise from now on. An empty detail
    /// is no screen of its own there: focus on it goes to the content column, which
    /// compact shows, and says so, where `where` went on naming a column not shown.
    private func settleLayout() -> [Announcement] {
        guard settings.layout == .compact else { return [] }
        var said: [Announcement] = []
        if state.column == .detail && detailTop == nil {
            state.column = .content
            said.append(.column(.content))
        }
        guard state.rotor == .columns else { return said }
        state.rotor = .items
        return said + [.rotor(.items, available: [])]
    }

    /// The terminal's width, read at start and after each resize. An automatic
    /// layout follows it; a change of layout is said in one line, and a resize
    /// that leaves the layout as it was says nothing.
    public func terminalResized(to columns: Int?) -> [Announcement] {
        let before = settings.layout
        settings.terminalColumns = columns
        guard settings.layout != before else { return [] }
        return layoutFollowed() + settleLayout()
    }

    /// `width`: the cells a line is wrapped to, which an automatic layout follows
    /// when there is no terminal to measure; a change of layout is said after it.
    func widthCommand(_ value: Width?) -> [Announcement] {
        let before = settings.layout
        let cells = settings.width
        switch value {
        case nil: break
        case .off?: settings.width = nil
        case .cells(let n)?: settings.width = n
        }
        guard settings.layout != before else { return [settingSaid(.width(settings.width), unchanged: value != nil && settings.width == cells)] }
        return [.setting(.width(settings.width))] + layoutFollowed() + settleLayout()
    }

    /// On a pad or a mac the detail is bound to the selection, as a NavigationSplitView's
    /// is: one selected row shows in it, and clearing the selection closes it.
    func detailFollowsSelection() throws -> [Announcement] {
        guard selectionDrivesDetail else { return [] }
        // A rule that stands for one row is that row.
        if selectedCount == 1 { try settleSelection() }
        if selectedCount == 1, let id = state.selection.first, let row = document.row(id) {
            guard state.detailRow != id else { return [] }
            state.detailRow = id
            state.detailStack.removeAll()
            state.detailReply = nil
            if settings.layout == .regular { return [detailSummary(row, aside: true)] }
            // Out of sight in a stack, so said in a line, with the way there when open alone leads to it.
            return [.detailHolds(title: row.title, openHint: detailOpensAlone)]
        }
        guard !hasSelection, state.detailRow != nil else { return [] }
        state.detailRow = nil
        state.detailStack.removeAll()
        if state.column == .detail { state.column = .content }
        return settings.layout == .regular ? [.placeholder(list: document.name)] : []
    }

    /// Whether the selection puts its row in the detail: on a pad or a mac, and on a
    /// phone in the regular layout, where the split view shows its columns side by side.
    var selectionDrivesDetail: Bool { settings.profile != .phone || settings.layout == .regular }

    /// Whether `open` alone goes to the row the selection put in the detail: focus is
    /// on it, or on no row that open would take instead.
    var detailOpensAlone: Bool {
        guard selectionDrivesDetail, let held = state.detailRow, state.everyRow == nil, state.selection == [held] else { return false }
        if case .row(let id) = state.focus { return id == held }
        return true
    }

    /// The detail never shows a row that is not in the visible list. Its emptying is
    /// said where it is heard or seen: to one who was in it when the command began
    /// (`columnBefore`), and in the regular layout, where it is on screen beside the
    /// content column, as deselect all says it there. In the compact layout, from the
    /// content column, the detail is out of sight and nothing there changed for the
    /// person: `filter red` after `open` and `back` said Detail is empty, though focus
    /// was on the list's rows.
    func closeDetailIfHidden(columnBefore: Column) -> [Announcement] {
        guard let open = state.detailRow else { return [] }
        if let row = document.row(open), view.matches(row) { return [] }
        state.detailRow = nil
        state.detailStack.removeAll()
        if state.column == .detail { state.column = .content }
        return columnBefore == .detail || settings.layout == .regular ? [.placeholder(list: document.name)] : []
    }
}
