import ListoModel

/// The one place where listo's words are made: every announcement and refusal
/// becomes lines here, one fact a line, the distinguishing word first. The words
/// themselves come from the catalog of the language spoken.
public struct Announcer: Sendable {
    public var verbosity: Verbosity
    public let t: Catalog
    /// The day dates are said from ("due tomorrow"); without one they are said as dates.
    public var today: CalendarDate?
    /// Rows inside rows are a thread's replies in a list of messages (one with a read
    /// field, as Inbox), subtasks elsewhere: one word for them in the list and the detail.
    public var childrenAreReplies: Bool

    public init(verbosity: Verbosity = .normal, language: Language = .en, today: CalendarDate? = nil, childrenAreReplies: Bool = false) {
        self.verbosity = verbosity
        t = Catalog(language)
        self.today = today
        self.childrenAreReplies = childrenAreReplies
    }

    /// "3 subtasks", or "3 replies" in a list of messages.
    func children(_ n: Int) -> String { t.count(childrenAreReplies ? "replies" : "subtasks", n) }

    var low: Bool { verbosity == .low }

    func of(_ index: Int, _ count: Int) -> String { low ? "\(index)" : t("of", "\(index)", "\(count)") }

    func rows(_ n: Int) -> String { t.count("rows", n) }

    /// Items said one after another: "a, b, c".
    func joined(_ items: [String]) -> String { items.joined(separator: ", ") }

    /// The first few titles and how many more, so that a change to thousands of
    /// rows is still one short line.
    func fewNamed(_ titles: [String]) -> String {
        let named = 3
        guard titles.count > named + 1 else { return joined(titles) }
        return t("titles.andMore", joined(Array(titles.prefix(named))), "\(titles.count - named)")
    }

    public func lines(_ announcement: Announcement) -> [String] {
        switch announcement {
        case .page(let lines):
            return lines
        case .listTitle(let name, let sections, let rowCount):
            let parts = sections == 0 ? [name, rows(rowCount)] : [name, t.count("sections", sections), rows(rowCount)]
            return [joined(parts) + "."]
        case .section(let s):
            return [sectionLine(s)]
        case .readSection(let s):
            return [sectionLine(s, inReading: true)]
        case .readRow(let view):
            return [rowLine(view, position: false)]
        case .moreToRead(let rowCount):
            return [t("more", rowCount)]
        case .firstStartHint:
            return [t("firstStart")]
        case .helpGroups(let groups):
            return [t("help.groups", joined(groups.map { groupTitle($0).lowercased() })), t("help.groups.how")]
        case .helpGroup(let group, let commands):
            return [t("help.group", groupTitle(group), t.count("commands", commands.count))] + commands.map(helpLine)
        case .storeLocation(let store):
            return [t("where.store", store)]
        case .sectionCrossed(let s):
            return [t("section.crossed", s.header, of(s.index, s.count))]
        case .row(let view):
            return [rowLine(view, actions: low || view.actions.isEmpty ? nil : view.actions)]
        case .rowInFull(let view, let actions):
            var lines = [rowLine(view, actions: actions.map(\.name))]
            if let section = view.section { lines.append(t("row.in", section)) }
            if let parent = view.parent { lines.append(t("row.inside", parent)) }
            if let notes = view.row.notes { lines.append(t("row.notes", Words.sentence(notes))) }
            if !view.row.children.isEmpty, view.thread { lines.append(children(view.row.children.count) + ".") }
            return lines
        case .footer(let text):
            return [t("footer", Words.sentence(text))]
        case .readFooter(let text):
            guard low else { return [t("footer", Words.sentence(text))] }
            // A full stop costs a pause; one the text has is dropped like the rows' own.
            return [t("footer", text.hasSuffix(".") ? String(text.dropLast()) : text)]
        case .endOfList:
            return [t("end")]
        case .startOfList:
            return [t("start")]
        case .endOfRead:
            return []
        case .levelEnd(let first, let level):
            return [t(first ? "level.first" : "level.last", level)]
        case .rotor(let unit, let available):
            var lines = [t("rotor", t.name("unit", unit))]
            if !available.isEmpty { lines.append(t("rotor.units", joined(available.map { t.name("unit", $0) }))) }
            return lines
        case .actionFocused(let action, let count):
            return [actionLine(action, count: count)]
        case .actions(let row, let actions):
            guard !actions.isEmpty else { return [t("actions.none", row)] }
            return [t("actions.head", row, t.count("actions", actions.count))] + actions.map { "\($0.number). " + actionDetail($0) }
        case .sections(let sections):
            return [t.count("sections", sections.count) + "."]
                + sections.map { s in
                    var parts = ["\(s.index). \(s.header)", rows(s.rows)]
                    if s.collapsed { parts.append(t("section.collapsed")) }
                    if s.prominence == .increased { parts.append(t("section.main")) }
                    return joined(parts + sectionBadges(s)) + "."
                }
        case .lists(let lists, let current):
            if lists.isEmpty { return [t("lists.none")] }
            return [t.count("lists", lists.count) + "."]
                + lists.enumerated().map { i, list in
                    "\(i + 1). " + joined([list.name, rows(list.rows)] + badgeWords(list.badges)) + (list.name == current ? t("lists.open") : ".")
                }
        case .whereAmI(let w):
            return whereLines(w)
        case .help(let commands):
            return [t.count("help.head", commands.count)] + commands.map(helpLine)
        case .commandHelp(let c):
            var lines = ["\(c.name): \(c.summary)", t("help.usage", c.usage)]
            if !c.aliases.isEmpty { lines.append(t("help.aliases", joined(c.aliases))) }
            if !c.detail.isEmpty { lines.append(c.detail) }
            return lines
        case .setting(let setting):
            return [settingLine(setting)]
        case .changes(let events):
            return changeLines(events)
        case .undid(let events):
            return [t("undid", undoPhrase(events))]
        case .redid(let events):
            return [t("redid", undoPhrase(events))]
        case .changedElsewhere(let summary):
            return elsewhereLines(summary)
        case .refusal(let refusal):
            return [t("error", refusalText(refusal))]
        case .filterOn(let text, let matches):
            return [t.count("filter.on", matches, text)]
        case .noFilter(let rowCount):
            return [t("filter.none", rows(rowCount))]
        case .editUnchanged(let editing):
            return [t(editing ? "edit.already" : "edit.alreadyOff")]
        case .selectionDropped(let count):
            return [t.count("selection.dropped", count)]
        case .filterOff(let rowCount):
            return [t("filter.off", rows(rowCount))]
        case .selection(let titles):
            if titles.isEmpty { return [t("selection.none")] }
            // A few rows in one line; more, one a line, so that a long selection is paged as a list is.
            guard titles.count > 4 else { return [t.count("selection", titles.count, joined(titles))] }
            return [t.count("selection.head", titles.count)] + titles.map(Words.sentence)
        case .selectionChanged(let title, let selected, let count):
            return [t.count(selected ? "selected" : "deselected", count, title)]
        case .rowsSelected(let titles, let count):
            let what = titles.count <= 3 ? t.series(titles) : rows(titles.count)
            return [t.count("rows.selected", count, what)]
        case .selectionAll(let count, let selected):
            return [selected ? t("selected.all", rows(count)) : t("deselected.all")]
        case .swipeOpened(let edge, let row, let actions):
            return [t("swipe.open", row, t.name("edge", edge), t.count("actions", actions.count))]
                + actions.map { "\($0.number). " + actionDetail($0) }
                + (low ? [] : [t("swipe.choose")])
        case .swipeClosed(let row):
            return [t("swipe.closed", row)]
        case .nothingToCancel:
            return [t("cancel.nothing")]
        case .emptySection(let name):
            return [t("section.empty", name)]
        case .placeholder(let list):
            return [t("placeholder", list)]
        case .detailHolds(let title, let openHint):
            return [t(openHint ? "detail.holds.open" : "detail.holds", title)]
        case .emptyListPlaceholder(let list):
            return [t("list.empty", list)]
        case .column(let column):
            return [t("column", t.name("column", column))]
        case .backGoesTo(let target):
            return low ? [] : [t("back.to", target ?? sidebarTitle)]
        case .sidebarScreen(let count):
            return ["\(sidebarTitle), \(t.count("lists", count))."]
        case .sidebarItem(let name, let index, let count, let rowCount, let badges):
            return [joined([name, of(index, count), rows(rowCount)] + badgeWords(badges)) + "."]
        case .cascade(let list, let rowCount, let selectionCleared, let detailClosed):
            var cleared: [String] = []
            if selectionCleared { cleared.append(t("cascade.selection")) }
            if detailClosed { cleared.append(t("cascade.detail")) }
            let what = cleared.isEmpty ? "" : " " + Words.capitalized(joined(cleared)) + "."
            return ["\(list), \(rows(rowCount)).\(what)"]
        case .splitStyle(let style):
            return [t("split", t("split." + style))]
        case .detailSummary(let view, let replies, let aside):
            var line = (aside ? t("detail.aside") : "") + rowLine(view)
            if let notes = view.row.notes { line += " " + Words.sentence(notes) }
            if replies > 0 { line += " " + children(replies) + "." }
            return [line]
        case .moveOffered(let up, let down):
            let ways = (up ? [t("offer.moveUp")] : []) + (down ? [t("offer.moveDown")] : [])
            return ways.isEmpty ? [] : [t("offer.also", joined(ways))]
        case .readOnlyNotice(let path):
            return [t("readonly", path)]
        case .version(let version):
            return ["listo \(version)"]
        case .imported(let lists, let rowCount):
            return [t("imported", t.count("lists", lists.count), rows(rowCount), joined(lists))]
        case .exportedFlat(let n):
            return [t.count("exportedFlat", n)]
        case .exportedLeftOut(let fields, let n):
            return [t.count("exportedLeftOut", n, joined(fields))]
        case .history(let lines, let total, let matching):
            let head: String
            if let matching {
                head = t.count("history.matching", lines.count, matching)
            } else if total == 0 {
                head = t("history.empty")
            } else {
                head = lines.count == total ? t("history.all", t.count("commands", total)) : t("history.last", "\(lines.count)", "\(total)")
            }
            return [head] + lines.map { "\($0.number). \($0.line)" }
        case .fields(let list, let fields):
            return fieldsLines(list, fields)
        case .searchResults(let text, let hits):
            return searchLines(text, hits)
        case .agenda(let days):
            return agendaLines(days)
        case .rotorNamed(let unit, let available):
            var lines = [t("rotor", unitName(unit))]
            if !available.isEmpty { lines.append(t("rotor.units", joined(available.map(unitName)))) }
            return lines
        case .voices(let language, let voices, let variants):
            let head = language.map { t.count("voices.for", voices.count, $0) } ?? t.count("voices.all", voices.count)
            var lines = [head + (variants > 0 ? " " + t.count("voices.variants", variants) : "")]
            lines += voices.enumerated().map { "\($0.offset + 1). \($0.element.name), \($0.element.language)." }
            if !voices.isEmpty { lines.append(t("voices.hint")) }
            return lines
        case .speechUnavailable(let problem):
            switch problem {
            case .libraryMissing: return [t("speech.libraryMissing")]
            case .unreachable: return [t("speech.unreachable")]
            case .stopped: return [t("speech.stopped")]
            }
        case .undoLimit(let limit):
            return [t("undo.limit", limit)]
        case .recovered(let path, let lists, let sections, let rows, let lost):
            let saved = t("recovered", t.count("lists", lists), t.count("sections", sections), self.rows(rows), path)
            // What was lost is said by kind: "Lost 20 rows", "Lost 1 section and 20 rows".
            let kinds = zip(lost, ["lists", "sections", "rows"]).filter { $0.0 > 0 }.map { t.count($0.1, $0.0) }
            return [saved + (kinds.isEmpty ? t("recovered.none") : t("recovered.lost", t.series(kinds)))]
        }
    }

    /// A line said again straight after itself gets a word more, so that a
    /// Braille display shows that something new arrived.
    public func again(_ line: String) -> String { line + " " + t("again") }

    /// The prompt: short, and naming where you are.
    public func prompt(place: String, section: String?, editing: Bool, swipeOpen: Bool) -> String {
        var parts = [place]
        if let section { parts.append(section) }
        if swipeOpen { parts.append(t("prompt.swipe")) } else if editing { parts.append(t("prompt.editing")) }
        return joined(parts) + "> "
    }

    /// A group of commands, as help and completion name it.
    public func groupTitle(_ group: CommandGroup) -> String { t.name("group", group) }

    /// What `--echo` shows for a line that could not be read as text.
    public var unreadableLine: String { t("unreadable") }

    /// What the sidebar is called in the prompt and in where.
    public var sidebarTitle: String { t("sidebar") }

    /// What can be done next, said at high verbosity after the whole answer, once.
    public func hint(_ announcement: Announcement) -> String? {
        guard verbosity == .high else { return nil }
        switch announcement {
        case .listTitle: return t("hint", t("hint.title"))
        case .section(let s): return t("hint", t(s.collapsed ? "hint.section.collapsed" : "hint.section"))
        case .row: return t("hint", t("hint.row"))
        default: return nil
        }
    }

    func helpLine(_ c: CommandInfo) -> String { "\(joined([c.name] + c.aliases)): \(c.summary)" }

    /// A section header. In a say-all the rows that follow have no positions, so
    /// the header's own needs no "section"; at low verbosity it says only its count.
    func sectionLine(_ s: SectionView, inReading: Bool = false) -> String {
        var parts = [s.header]
        if s.prominence == .increased { parts.append(t("section.main")) }
        if !inReading {
            parts.append(t("section.of", of(s.index, s.count)))
        } else if !low {
            parts.append(of(s.index, s.count))
        }
        if s.collapsed {
            parts.append(t("section.collapsed"))
            parts.append(t.count("rows.hidden", s.rows))
        } else {
            parts.append(rows(s.rows))
        }
        return joined(parts + sectionBadges(s)) + (inReading ? readingEnd : ".")
    }

    /// A section's badges, but one that only repeats its header (the Overdue
    /// group's "1 overdue") is left out.
    func sectionBadges(_ s: SectionView) -> [String] {
        var badges = s.badges
        if s.header == t("groups.overdue") && badges.overdue == s.rows { badges.overdue = 0 }
        if s.header == t("groups.today") && badges.dueToday == s.rows { badges.dueToday = 0 }
        return badgeWords(badges)
    }

    /// How a say-all's header and row lines end: a full stop, except at low
    /// verbosity, where each would cost a pause on every row.
    private var readingEnd: String { low ? "" : "." }

    /// A row: title, level where it changed, position, outline, states, and when
    /// given its actions, which end the row's own line because a line of their
    /// own would lead with a label. In a say-all (`position: false`) the row has
    /// no position and, at low verbosity, no full stop.
    func rowLine(_ view: RowView, actions: [String]? = nil, position: Bool = true) -> String {
        var parts = [view.row.title]
        if let level = view.level { parts.append(t("row.level", level)) }
        if position { parts.append(of(view.index, view.count)) }
        // The row's own states first, so that "done" is never heard right after "2 of 3 done".
        parts += states(of: view.row, selected: view.selected)
        if !view.row.children.isEmpty && !view.thread { parts += outlineWords(view) }
        if let actions { parts.append(actions.isEmpty ? t("row.noActions") : t("row.actions", joined(actions))) }
        return joined(parts) + (position ? "." : readingEnd)
    }

    /// How a row's states are said: a true boolean field by its name, a false
    /// read field as unread, a value with its name ("due Friday", "priority 2").
    func states(of row: Row, selected: Bool) -> [String] {
        var words: [String] = []
        for key in row.fields.keys.sorted() {
            switch row.fields[key]! {
            case .bool(true):
                if !isRead(key) { words.append(key) }
            case .bool(false):
                if isRead(key) { words.append(t("state.unread")) }
            case .date(let date):
                words.append(dateState(key, date, overdue: row.isOverdue(today: today ?? date)))
            case .text, .number:
                words.append("\(key) \(row.fields[key]!.canonicalText)")
            }
        }
        if selected { words.append(t("state.selected")) }
        return words
    }

    /// The field that marks messages read, under its name in any language.
    func isRead(_ field: String) -> Bool {
        Language.allCases.contains { Names.key(Catalog($0)("field.read")) == Names.key(field) }
    }

    /// The built-in delete action, under its name in any language.
    private func isDelete(_ action: String) -> Bool {
        Language.allCases.contains { Names.key(Catalog($0)("action.delete")) == Names.key(action) }
    }

    /// "collapsed, 3 subtasks", or "expanded, 2 of 3 done" where the list keeps a done field.
    func outlineWords(_ view: RowView) -> [String] {
        let n = view.row.children.count
        let count = view.doneChildren.map { t("outline.done", $0, n) } ?? children(n)
        return [t(view.row.expanded ? "outline.expanded" : "outline.collapsed"), count]
    }

    func actionDetail(_ a: ActionView) -> String {
        var parts = [a.name, t.name("edge", a.edge)]
        if a.role != .normal { parts.append(t.name("role", a.role)) }
        if a.runsOnFullSwipe { parts.append(t("action.fullSwipe")) }
        if let tint = a.tint, !low { parts.append(t.has("tint." + tint) ? t("tint." + tint) : tint) }
        return joined(parts) + "."
    }

    func actionLine(_ a: ActionView, count: Int) -> String {
        // The traits in the order actions says them: edge, then role.
        var parts = [a.name, t.name("edge", a.edge)]
        if a.role != .normal { parts.append(t.name("role", a.role)) }
        parts.append(of(a.number, count))
        return joined(parts) + "."
    }

    func whereLines(_ w: WhereView) -> [String] {
        var lines: [String] = []
        if let row = w.row, let (i, n) = w.position {
            lines.append(joined([row] + (w.level.map { [t("row.level", $0)] } ?? []) + [of(i, n)]) + ".")
        }
        var place = w.path.joined(separator: t("where.then"))
        if let section = w.section { place += t("where.section", section) }
        // A deep row names the outermost row it is in and the two nearest; the levels between are counted.
        let inside = w.inside.count > 4
            ? [w.inside[0], t.count("where.levels", w.inside.count - 3)] + w.inside.suffix(2) : w.inside
        for parent in inside { place += t("where.then") + parent }
        if let column = w.column {
            let style = w.splitStyle.map { " " + t("where.split", t("split." + $0)) } ?? ""
            lines.append(t("where.column", t.name("column", column), place) + style)
        } else {
            lines.append("\(place).")
        }
        lines.append(t.count("where.state", w.selected, w.rotorState ?? t.name("unit", w.rotor), t.name("editmode", w.editMode)))
        if let filter = w.filter { lines.append(t("where.filter", filter)) }
        if verbosity == .high { lines.append(t("where.store", w.store)) }
        return lines
    }

    func settingLine(_ setting: Setting) -> String {
        switch setting {
        case .verbosity(let v): return t("setting.verbosity", t.name("verbosity", v))
        case .width(let n): return t("setting.width", n.map { "\($0)" } ?? t("off"))
        case .page(let n): return t("setting.page", n.map(rows) ?? t("off"))
        case .style(let list, let style): return t("setting.style", list, t.name("style", style))
        case .ordering(let list, let ordering): return orderingLine(list, ordering)
        case .grouping(let list, let field): return groupingLine(list, field)
        case .profile(let p): return t("setting.profile", t.name("profile", p))
        case .layout(let l): return t("setting.layout", t.name("layout", l))
        case .columns(let c, let style): return t("setting.columns", t.name("columns", c), t("split." + style))
        case .selectionMode(let list, let mode): return t("ev.selectionMode", list, t.name("selectionmode", mode))
        case .editMode(let m): return t("setting.editmode." + m.rawValue)
        case .language: return t("setting.language")
        case .speak(let on): return t(on ? "setting.speak.on" : "setting.speak.off")
        case .sounds(let on): return t(on ? "setting.sounds.on" : "setting.sounds.off")
        case .voice(let s):
            return t("setting.voice", s.rate, s.pitch, s.volume, s.voice ?? t("default"), s.language ?? t("default"))
        case .voiceRate(let n): return t("setting.rate", n)
        case .voicePitch(let n): return t("setting.pitch", n)
        case .voiceVolume(let n): return t("setting.volume", n)
        case .voiceName(let name): return t("setting.voiceName", name ?? t("default"))
        case .voiceLanguage(let code): return t("setting.voiceLanguage", code ?? t("default"))
        }
    }

    func orderingLine(_ list: String, _ ordering: Ordering) -> String {
        switch ordering {
        case .manual: return t("order.manual", list)
        case .field(let field): return t("order.field", list, field)
        }
    }

    func changeLines(_ events: [Event]) -> [String] {
        guard let first = events.first else { return [] }
        let action: String
        var line: String
        switch first {
        case .actionRan(let name, let title):
            let effects = events.dropFirst()
            if effects.count == 1, case .rowsDeleted = effects.first!, isDelete(name) {
                return changeLines(Array(effects))
            }
            (action, line) = (name, "\(name): \(title).")
        case .actionRanOnRows(let name, let titles):
            (action, line) = (name, "\(name): \(rows(titles.count)).")
        default:
            return events.map(eventLine)
        }
        // On a selection each row has the same effects: each phrase is said once.
        var said = Set<String>()
        var deleted = 0
        var remaining = 0
        var below = 0
        for effect in events.dropFirst() {
            let phrase: String
            switch effect {
            case .fieldChanged(_, let field, let value):
                if case .bool(true) = value, Names.same(field, action) { continue }
                phrase = fieldPhrase(field, value)
            case .movedToSection(_, let section):
                phrase = t("now.in", section)
            case .rowsDeleted(_, let left, let inside):
                deleted += 1
                remaining = left
                below += inside
                continue
            case .childrenOpen(_, let open):
                phrase = Words.capitalized(t.count("subtasks.open", open)) + "."
            default:
                continue
            }
            if said.insert(phrase).inserted { line += " " + phrase }
        }
        if deleted == 1 && below == 0 { line += " " + t("deleted.left", rows(remaining)) }
        if deleted == 1 && below > 0 { line += " " + t("deleted.with.left", children(below), rows(remaining)) }
        if deleted > 1 && below == 0 { line += " " + t("deleted.many.left", "\(deleted)", rows(remaining)) }
        if deleted > 1 && below > 0 { line += " " + t("deleted.many.with.left", "\(deleted)", children(below), rows(remaining)) }
        return [line]
    }

    func fieldPhrase(_ field: String, _ value: FieldValue?) -> String {
        switch value {
        case .bool(true): return isRead(field) ? t("field.nowRead") : t("field.now", field)
        case .bool(false): return isRead(field) ? t("field.nowUnread") : t("field.noLonger", field)
        case .text, .number, .date: return t("field.now", valueWords(field, value))
        case nil: return t("field.cleared", Words.capitalized(field))
        }
    }

    func eventLine(_ event: Event) -> String {
        switch event {
        case .rowAdded(let p):
            guard let parent = p.parent else { return t("ev.added", p.title, of(p.index, p.count)) }
            return t("ev.added.inside", p.title, parent, p.level, of(p.index, p.count))
        case .rowsDeleted(let titles, let remaining, let below):
            if below > 0 {
                if titles.count == 1 { return t("ev.deleted.one.with", titles[0], children(below), Words.capitalized(rows(remaining))) }
                return t("ev.deleted.many.with", "\(titles.count)", fewNamed(titles), children(below), Words.capitalized(rows(remaining)))
            }
            if titles.count == 1 { return t("ev.deleted.one", titles[0], Words.capitalized(rows(remaining))) }
            return t("ev.deleted.many", "\(titles.count)", fewNamed(titles), Words.capitalized(rows(remaining)))
        case .rowNested(let p, let how, let after):
            let next = after.map { t("ev.after", $0) } ?? ""
            switch (how, p.parent) {
            case (.indented, let parent?): return t("ev.indented", p.title, parent, p.level, of(p.index, p.count), next)
            case (.movedInto, let parent?): return t("ev.movedInto", p.title, parent, p.level, of(p.index, p.count), next)
            case (_, let parent?): return t("ev.outdented", p.title, parent, p.level, of(p.index, p.count), next)
            case (_, nil): return t("ev.outdented.top", p.title, p.level, of(p.index, p.count), next)
            }
        case .rowExpanded(let title, let expanded, let all, let count, let already):
            let key = (expanded ? "ev.row.expanded" : "ev.row.collapsed") + (all ? ".all" : "") + (already ? ".already" : "")
            return t(key, title, children(count))
        case .childrenOpen(let title, let open):
            return t("ev.childrenOpen", title, t.count("subtasks.open", open))
        case .rowMoved(let p, let after, let before):
            let neighbour = after.map { t("ev.after", $0) } ?? before.map { t("ev.before", $0) } ?? ""
            return t("ev.moved", p.title, of(p.index, p.count), neighbour)
        case .rowRenamed(let from, let to):
            return t("ev.renamed", from, to)
        case .notesChanged(let title, let notes):
            return notes.map { t("ev.note", title, Words.sentence($0)) } ?? t("ev.note.removed", title)
        case .actionRan(let action, let title):
            return "\(action): \(title)."
        case .fieldChanged(let title, let field, let value):
            return "\(title). " + fieldPhrase(field, value)
        case .valueSet(let title, let field, let value, let done):
            return t("ev.value", title, valueWords(field, value, done: done))
        case .pinChanged(let title, let pinned):
            return t(pinned ? "ev.pinned" : "ev.unpinned", title)
        case .fieldAdded(let list, let field):
            return t("ev.field.added", list, t.name("fieldtype", field.type), field.name)
        case .fieldRemoved(let list, let field, let rowCount):
            return rowCount == 0 ? t("ev.field.removed", field.name, list) : t.count("ev.field.removed.values", rowCount, field.name, list)
        case .groupingChanged(let list, let field):
            return groupingLine(list, field)
        case .movedToSection(let title, let section):
            return t("ev.nowIn", title, section)
        case .rowsRestored(let places, let removed):
            let back = places.map { "\($0.title), \(of($0.index, $0.count))" }
            if back.isEmpty { return t("ev.removed", t.series(removed)) }
            return t("ev.restored", back.joined(separator: "; "))
        case .sectionAdded(let header, let index, let count):
            return t("ev.section.added", header, of(index, count))
        case .sectionRenamed(let from, let to):
            return t("ev.section.renamed", from, to)
        case .sectionDeleted(let header):
            return t("ev.section.deleted", header)
        case .sectionRestored(let header):
            return t("ev.section.restored", header)
        case .footerChanged(let section, let footer):
            return footer.map { t("ev.footer", section, Words.sentence($0)) } ?? t("ev.footer.removed", section)
        case .sectionCollapsed(let header, let hidden):
            return t("ev.collapsed", header, t.count("rows.hidden", hidden))
        case .sectionExpanded(let header, let rowCount):
            return t("ev.expanded", header, rows(rowCount))
        case .styleChanged(let list, let style):
            return t("setting.style", list, t.name("style", style))
        case .orderingChanged(let list, let ordering):
            return orderingLine(list, ordering)
        case .prominenceChanged(let header, let prominence):
            return t(prominence == .increased ? "ev.heading.main" : "ev.heading.standard", header)
        case .listCreated(let name):
            return t("ev.list.created", name)
        case .listDeleted(let name, let rowCount):
            return t("ev.list.deleted", name, rows(rowCount))
        case .listRenamed(let from, let to):
            return t("ev.list.renamed", from, to)
        case .actionAdded(let name, let edge, let index, let count, let replacedDelete):
            return t("ev.action.added", name, t.name("edge", edge), of(index, count))
                + (replacedDelete ? " " + t("ev.action.replacedDelete") : "")
        case .actionRemoved(let name, let edge, let deleteBack):
            return t("ev.action.removed", name, t.name("edge", edge)) + (deleteBack ? " " + t("ev.action.deleteBack") : "")
        case .actionRenamed(let from, let to):
            return t("ev.action.renamed", from, to)
        case .actionMoved(let name, let edge, let index, let count, let fullSwipe):
            return t("ev.action.moved", name, t.name("edge", edge), of(index, count)) + (fullSwipe ? " " + t("ev.action.fullSwipe") : "")
        case .fullSwipeChanged(let list, let edge, let on, let runs):
            guard on else { return t("ev.fullSwipe.off", list, t.name("edge", edge)) }
            return runs.map { t("ev.fullSwipe.runs", list, t.name("edge", edge), $0) } ?? t("ev.fullSwipe.on", list, t.name("edge", edge))
        case .selectionModeChanged(let list, let mode):
            return t("ev.selectionMode", list, t.name("selectionmode", mode))
        case .rowsMoved(let titles, let list, let section, let index, let count):
            let place = list.map { $0 == section ? $0 : "\($0), \(section)" } ?? section
            if titles.count == 1 { return t("ev.rows.moved.one", titles[0], place, of(index, count)) }
            let what = titles.count <= 3 ? t.series(titles) : rows(titles.count)
            return t("ev.rows.moved.several", what, place, "\(index)", of(index + titles.count - 1, count))
        case .rowStayed(let p):
            return t("ev.stayed", p.title, of(p.index, p.count))
        case .actionRanOnRows(let action, let titles):
            return "\(action): \(rows(titles.count))."
        }
    }

    /// "delete of Call Ana": what an undo or redo took back, named by the change it reverses.
    func undoPhrase(_ events: [Event]) -> String {
        guard let first = events.first else { return t("u.nothing") }
        switch first {
        case .rowAdded(let p): return t("u.add", p.title)
        case .rowsDeleted(let titles, _, _): return titles.count == 1 ? t("u.delete", titles[0]) : t("u.delete", rows(titles.count))
        case .rowMoved(let p, _, _): return t("u.move", p.title)
        case .rowRenamed(let from, _): return t("u.rename", from)
        case .notesChanged(let title, _): return t("u.note", title)
        case .rowNested(let p, let how, _):
            switch how {
            case .indented: return t("u.indent", p.title)
            case .outdented: return t("u.outdent", p.title)
            case .movedInto: return t("u.move", p.title)
            }
        case .rowExpanded(let title, let expanded, _, _, _): return t(expanded ? "u.expand" : "u.collapse", title)
        case .childrenOpen(let title, _): return t("u.done", title)
        case .actionRan(let action, let title):
            if isDelete(action), events.count == 2, case .rowsDeleted = events[1] { return t("u.delete", title) }
            return t("u.on", action, title)
        case .fieldChanged(let title, let field, _): return t("u.on", field, title)
        case .valueSet(let title, let field, _, _): return t("u.on", field, title)
        case .pinChanged(let title, let pinned): return t(pinned ? "u.pin" : "u.unpin", title)
        case .fieldAdded(_, let field): return t("u.field.add", field.name)
        case .fieldRemoved(_, let field, _): return t("u.field.remove", field.name)
        case .groupingChanged(let list, _): return t("u.group", list)
        case .movedToSection(let title, _): return t("u.move", title)
        case .rowsRestored(let places, _): return t("u.restore", t.series(places.map(\.title)))
        case .sectionAdded(let header, _, _): return t("u.section.add", header)
        case .sectionRenamed(let from, _): return t("u.section.rename", from)
        case .sectionDeleted(let header): return t("u.section.delete", header)
        case .sectionRestored(let header): return t("u.section.restore", header)
        case .footerChanged(let section, _): return t("u.footer", section)
        case .sectionCollapsed(let header, _): return t("u.collapse", header)
        case .sectionExpanded(let header, _): return t("u.expand", header)
        case .styleChanged(let list, _): return t("u.style", list)
        case .prominenceChanged(let header, _): return t("u.heading", header)
        case .orderingChanged(let list, _): return t("u.sort", list)
        case .listCreated(let name): return t("u.list.new", name)
        case .listDeleted(let name, _): return t("u.list.delete", name)
        case .listRenamed(let from, _): return t("u.list.rename", from)
        case .actionAdded(let name, _, _, _, _): return t("u.action.add", name)
        case .actionRemoved(let name, _, _): return t("u.action.remove", name)
        case .actionRenamed(let from, _): return t("u.action.rename", from)
        case .actionMoved(let name, _, _, _, _): return t("u.action.move", name)
        case .fullSwipeChanged(let list, let edge, _, _): return t("u.fullSwipe", list, t.name("edge", edge))
        case .selectionModeChanged(let list, _): return t("u.selection", list)
        case .rowsMoved(let titles, _, _, _, _): return titles.count == 1 ? t("u.move", titles[0]) : t("u.move", rows(titles.count))
        case .rowStayed(let p): return t("u.move", p.title)
        case .actionRanOnRows(let action, let titles): return t("u.on", action, rows(titles.count))
        }
    }

    /// "Call Ana due tomorrow", "Call Ana done and notes changed", "Call Ana changed".
    private func changedElsewhere(_ c: ForeignRowChange) -> String {
        guard let said = changedValues(c) else { return t("elsewhere.changedRow", c.title) }
        return t("elsewhere.values", c.title, said)
    }

    /// "done", "due removed and notes changed"; nil when nothing nameable changed.
    private func changedValues(_ c: ForeignRowChange) -> String? {
        let parts = c.values.map { valueWords($0.field, $0.value, done: c.done) } + (c.notesChanged ? [t("elsewhere.notes")] : [])
        guard let last = parts.last else { return nil }
        return parts.count == 1 ? last : parts.dropLast().joined(separator: ", ") + t("elsewhere.and") + last
    }

    func elsewhereLines(_ s: ElsewhereSummary) -> [String] {
        if let gone = s.listGone { return [t("elsewhere.gone", gone)] }
        if let list = s.readAgain { return [t("elsewhere.readAgain", list)] }
        var parts: [String] = []
        var changed = s.changed
        if let lost = s.focusLost {
            var part = s.focusMovedTo.map { t("elsewhere.movedTo", lost, $0) } ?? t("elsewhere.deleted", lost)
            // The focused row that moved out is named once, with what else changed in it.
            if let i = changed.firstIndex(where: { $0.title == lost }) {
                if let values = changedValues(changed[i]) { part += ", " + values }
                changed.remove(at: i)
            }
            parts.append(part)
        }
        if s.renamed.count <= 2 {
            parts += s.renamed.map { t("elsewhere.renamed", $0.from, $0.to) }
        } else {
            parts.append(t.count("elsewhere.renamedCount", s.renamed.count))
        }
        if s.reordered.count <= 2 {
            parts += s.reordered.map { t("elsewhere.movedTo", $0.title, of($0.index, $0.count)) }
        } else {
            parts.append(t.count("elsewhere.movedCount", s.reordered.count))
        }
        for (section, n) in s.movedInto.sorted(by: { $0.key < $1.key }) {
            parts.append(t.count("elsewhere.movedInto", n, section))
        }
        for (section, n) in s.added.sorted(by: { $0.key < $1.key }) {
            parts.append(t.count("elsewhere.added", n, section))
        }
        for (section, n) in s.removed.sorted(by: { $0.key < $1.key }) {
            parts.append(t.count("elsewhere.removed", n, section))
        }
        if changed.count <= 2 {
            parts += changed.map(changedElsewhere)
        } else {
            parts.append(t.count("elsewhere.changed", changed.count))
        }
        if s.selectionDropped > 0 { parts.append(t.count("elsewhere.selectionDropped", s.selectionDropped)) }
        return [t("elsewhere", joined(parts))]
    }
}
