import ListoModel

/// The one place where listo's words are made: every announcement and refusal
/// becomes lines here, one fact a line, the distinguishing word first.
public struct Announcer: Sendable {
    public var verbosity: Verbosity

    public init(verbosity: Verbosity = .normal) { self.verbosity = verbosity }

    private var low: Bool { verbosity == .low }

    private func of(_ index: Int, _ count: Int) -> String { low ? "\(index)" : "\(index) of \(count)" }

    public func lines(_ announcement: Announcement) -> [String] {
        switch announcement {
        case .listTitle(let name, let sections, let rows):
            let parts = sections == 0 ? [name, Words.rows(rows)] : [name, Words.count(sections, "section"), Words.rows(rows)]
            return [parts.joined(separator: ", ") + "."] + hint("Type next to move in, or help for the commands.")
        case .section(let s):
            return [sectionLine(s)] + hint(s.collapsed ? "Type expand to open it, or section next to go on." : "Type next for its rows, or section next to skip it.")
        case .sectionCrossed(let s):
            return ["\(s.header), section \(of(s.index, s.count))."]
        case .row(let view):
            var lines = [rowLine(view)]
            if !low && !view.actions.isEmpty { lines.append("Actions: \(view.actions.joined(separator: ", ")).") }
            return lines + hint("Type actions to hear what they do, or read for the whole row.")
        case .rowInFull(let view, let actions):
            var lines = [rowLine(view)]
            if let section = view.section { lines.append("In \(section).") }
            if let notes = view.row.notes { lines.append("Notes: \(Words.sentence(notes))") }
            if !view.row.children.isEmpty { lines.append(Words.count(view.row.children.count, "reply", "replies") + ".") }
            if actions.isEmpty {
                lines.append("No actions.")
            } else {
                lines.append("Actions: \(actions.map(\.name).joined(separator: ", ")).")
            }
            return lines
        case .footer(let text):
            return ["Footer: \(Words.sentence(text))"]
        case .endOfList:
            return ["End of list."]
        case .startOfList:
            return ["Start of list."]
        case .endOfRead:
            return []
        case .rotor(let unit, let available):
            var lines = ["Rotor: \(unit.rawValue)."]
            if !available.isEmpty { lines.append("Units: \(available.map(\.rawValue).joined(separator: ", ")).") }
            return lines
        case .actionFocused(let action, let count):
            return [actionLine(action, count: count)]
        case .actions(let row, let actions):
            guard !actions.isEmpty else { return ["\(row) has no actions."] }
            return ["\(row), \(Words.count(actions.count, "action"))."] + actions.map { "\($0.number). " + actionDetail($0) }
        case .sections(let sections):
            return [Words.count(sections.count, "section") + "."]
                + sections.map { s in
                    var parts = ["\(s.index). \(s.header)", Words.rows(s.rows)]
                    if s.collapsed { parts.append("collapsed") }
                    if s.prominence == .increased { parts.append("main heading") }
                    return parts.joined(separator: ", ") + "."
                }
        case .lists(let lists, let current):
            if lists.isEmpty { return ["No lists yet. Type new list and a name."] }
            return [Words.count(lists.count, "list") + "."]
                + lists.enumerated().map { i, list in
                    "\(i + 1). \(list.name), \(Words.rows(list.rows))" + (list.name == current ? ", open." : ".")
                }
        case .whereAmI(let w):
            return whereLines(w)
        case .help(let commands):
            return ["\(commands.count) commands. Type help and a command for more."]
                + commands.map { c in
                    let names = ([c.name] + c.aliases).joined(separator: ", ")
                    return "\(names): \(c.summary)"
                }
        case .commandHelp(let c):
            var lines = ["\(c.name): \(c.summary)", "Usage: \(c.usage)."]
            if !c.aliases.isEmpty { lines.append("Aliases: \(c.aliases.joined(separator: ", ")).") }
            if !c.detail.isEmpty { lines.append(c.detail) }
            return lines
        case .setting(let setting):
            return [settingLine(setting)]
        case .changes(let events):
            return changeLines(events)
        case .undid(let events):
            return ["Undid \(undoPhrase(events))."]
        case .redid(let events):
            return ["Redid \(undoPhrase(events))."]
        case .changedElsewhere(let summary):
            return elsewhereLines(summary)
        case .refusal(let refusal):
            return ["Error: " + refusalText(refusal)]
        case .filterOn(let text, let matches):
            return ["Filter \(text): " + (matches == 0 ? "no rows match." : "\(Words.count(matches, "row")) match" + (matches == 1 ? "es." : "."))]
        case .filterOff(let rows):
            return ["Filter off, \(Words.rows(rows))."]
        case .selection(let titles):
            if titles.isEmpty { return ["No rows selected."] }
            return ["\(titles.count) selected: \(titles.joined(separator: ", "))."]
        case .selectionChanged(let title, let selected, let count):
            return ["\(selected ? "Selected" : "Deselected") \(title), \(count) selected."]
        case .selectionAll(let count, let selected):
            return [selected ? "Selected all \(Words.rows(count))." : "Deselected all, none selected."]
        case .swipeOpened(let edge, let row, let actions):
            return ["\(row), \(edge.rawValue) swipe open, \(Words.count(actions.count, "action"))."]
                + actions.map { "\($0.number). " + actionDetail($0) }
                + (low ? [] : ["Type a number, an action's name, or cancel."])
        case .swipeClosed(let row):
            return ["Swipe closed on \(row)."]
        case .nothingToCancel:
            return ["Nothing to cancel."]
        case .emptySection(let name):
            return ["\(name) is empty."]
        case .placeholder(let list):
            return ["No row selected. Open one from \(list)."]
        case .emptyListPlaceholder(let list):
            return ["\(list) is empty. Add a row with add."]
        case .column(let column):
            return ["\(Words.capitalized(column.rawValue)) column."]
        case .backGoesTo(let target):
            return low ? [] : ["Back goes to \(target ?? "Lists")."]
        case .sidebarScreen(let count):
            return ["\(Announcer.sidebarTitle), \(Words.count(count, "list"))."]
        case .sidebarItem(let name, let index, let count, let rows):
            return ["\(name), \(of(index, count)), \(Words.rows(rows))."]
        case .cascade(let list, let rows, let selectionCleared, let detailClosed):
            var cleared: [String] = []
            if selectionCleared { cleared.append("selection cleared") }
            if detailClosed { cleared.append("detail closed") }
            let what = cleared.isEmpty ? "" : " " + Words.capitalized(cleared.joined(separator: ", ")) + "."
            return ["\(list), \(Words.rows(rows)).\(what)"]
        case .splitStyle(let style):
            return ["Split style: \(style)."]
        case .detailSummary(let view, let replies, let aside):
            var line = (aside ? "Detail: " : "") + rowLine(view)
            if let notes = view.row.notes { line += " " + Words.sentence(notes) }
            if replies > 0 { line += " " + Words.count(replies, "reply", "replies") + "." }
            return [line]
        case .moveOffered(let up, let down):
            let ways = (up ? ["move up"] : []) + (down ? ["move down"] : [])
            return ways.isEmpty ? [] : ["Also: \(ways.joined(separator: ", "))."]
        case .readOnlyNotice(let path):
            return ["Read-only store \(path): you can read, not change."]
        case .version(let version):
            return ["listo \(version)"]
        case .imported(let lists, let rows):
            return ["Imported \(Words.count(lists.count, "list")), \(Words.rows(rows)): \(lists.joined(separator: ", "))."]
        case .history(let lines, let total, let matching):
            let head: String
            if let matching {
                head = lines.isEmpty ? "History: none hold \(matching)." : "History: \(lines.count) hold \(matching)."
            } else if total == 0 {
                head = "History is empty."
            } else {
                head = lines.count == total ? "History: \(Words.count(total, "command"))." : "History: last \(lines.count) of \(total)."
            }
            return [head] + lines.map { "\($0.number). \($0.line)" }
        case .speechUnavailable(let problem):
            return [speechProblemLine(problem)]
        }
    }

    /// A line said again straight after itself gets a word more, so that a
    /// Braille display shows that something new arrived.
    public func again(_ line: String) -> String { line + " Again." }

    /// The prompt: short, and naming where you are.
    public func prompt(place: String, section: String?, editing: Bool, swipeOpen: Bool) -> String {
        var parts = [place]
        if let section { parts.append(section) }
        if swipeOpen { parts.append("swipe") } else if editing { parts.append("editing") }
        return parts.joined(separator: ", ") + "> "
    }

    /// A group of commands, as help and completion name it.
    public func groupTitle(_ group: CommandGroup) -> String {
        switch group {
        case .reading: return "Reading"
        case .moving: return "Moving"
        case .changing: return "Changing"
        case .listsAndColumns: return "Lists and columns"
        case .settings: return "Settings"
        }
    }

    /// What `--echo` shows for a line that could not be read as text.
    public static let unreadableLine = "(unreadable line)"

    /// What the sidebar is called in the prompt and in where.
    public static let sidebarTitle = "Lists"

    private func hint(_ text: String) -> [String] { verbosity == .high ? ["Hint: \(text)"] : [] }

    func sectionLine(_ s: SectionView) -> String {
        var parts = [s.header]
        if s.prominence == .increased { parts.append("main heading") }
        parts.append("section \(of(s.index, s.count))")
        if s.collapsed {
            parts.append("collapsed")
            parts.append(s.rows == 0 ? "no rows hidden" : Words.count(s.rows, "row") + " hidden")
        } else {
            parts.append(Words.rows(s.rows))
        }
        return parts.joined(separator: ", ") + "."
    }

    func rowLine(_ view: RowView) -> String {
        let parts = [view.row.title, of(view.index, view.count)] + Words.states(of: view.row, selected: view.selected)
        return parts.joined(separator: ", ") + "."
    }

    func actionDetail(_ a: ActionView) -> String {
        var parts = [a.name, a.edge.rawValue]
        if a.role != .normal { parts.append(a.role.rawValue) }
        if a.runsOnFullSwipe { parts.append("full swipe") }
        if let tint = a.tint, !low { parts.append(tint) }
        return parts.joined(separator: ", ") + "."
    }

    func actionLine(_ a: ActionView, count: Int) -> String {
        var parts = [a.name]
        if a.role != .normal { parts.append(a.role.rawValue) }
        parts.append(a.edge.rawValue)
        parts.append(of(a.number, count))
        return parts.joined(separator: ", ") + "."
    }

    func whereLines(_ w: WhereView) -> [String] {
        var lines: [String] = []
        if let row = w.row, let (i, n) = w.position {
            lines.append("\(row), \(of(i, n)).")
        }
        var place = w.path.joined(separator: ", then ")
        if let section = w.section { place += ", section \(section)" }
        if let column = w.column {
            let style = w.splitStyle.map { " Split style \($0)." } ?? ""
            lines.append("\(Words.capitalized(column.rawValue)) column: \(place).\(style)")
        } else {
            lines.append("\(place).")
        }
        lines.append("Rotor \(w.rotor.rawValue), edit mode \(w.editMode.rawValue), \(w.selected) selected.")
        if let filter = w.filter { lines.append("Filter: \(filter).") }
        if !low { lines.append("Store: \(w.store).") }
        return lines
    }

    func settingLine(_ setting: Setting) -> String {
        switch setting {
        case .verbosity(let v): return "Verbosity: \(v.rawValue)."
        case .width(let n): return n.map { "Width: \($0)." } ?? "Width: off."
        case .style(let list, let style): return "\(list) style: \(style.rawValue)."
        case .ordering(let list, let ordering): return orderingLine(list, ordering)
        case .profile(let p): return "Profile: \(p.rawValue)."
        case .layout(let l): return "Layout: \(l.rawValue)."
        case .columns(let c, let style): return "Columns: \(c.rawValue), \(style)."
        case .editMode(let m): return m == .active ? "Editing." : (m == .transient ? "Edit mode: transient." : "Done editing.")
        case .speak(let on): return on ? "Speech on." : "Speech off."
        case .sounds(let on): return on ? "Sounds on." : "Sounds off."
        case .voice(let s):
            return "Rate \(s.rate), pitch \(s.pitch), volume \(s.volume), voice \(s.voice ?? "default"), language \(s.language ?? "default")."
        case .voiceRate(let n): return "Rate: \(n)."
        case .voicePitch(let n): return "Pitch: \(n)."
        case .voiceVolume(let n): return "Volume: \(n)."
        case .voiceName(let name): return "Voice: \(name ?? "default")."
        case .voiceLanguage(let code): return "Language: \(code ?? "default")."
        }
    }

    func speechProblemLine(_ problem: SpeechProblem) -> String {
        switch problem {
        case .libraryMissing: return "No speech: libspeechd is not installed; listo goes on silently."
        case .unreachable: return "No speech: speech-dispatcher can't be reached; listo goes on silently."
        case .stopped: return "No speech: speech-dispatcher stopped answering; listo goes on silently."
        }
    }

    func orderingLine(_ list: String, _ ordering: Ordering) -> String {
        switch ordering {
        case .manual: return "\(list) in manual order."
        case .field(let field): return "\(list) sorted by \(field)."
        }
    }

    func changeLines(_ events: [Event]) -> [String] {
        guard let first = events.first else { return [] }
        let action: String
        var line: String
        switch first {
        case .actionRan(let name, let title):
            let effects = events.dropFirst()
            if effects.count == 1, case .rowsDeleted = effects.first!, name.lowercased() == "delete" {
                return changeLines(Array(effects))
            }
            (action, line) = (name, "\(name): \(title).")
        case .actionRanOnRows(let name, let titles):
            (action, line) = (name, "\(name): \(Words.rows(titles.count)).")
        default:
            return events.map(eventLine)
        }
        // On a selection each row has the same effects: each phrase is said once.
        var said = Set<String>()
        var deleted = 0
        var remaining = 0
        for effect in events.dropFirst() {
            let phrase: String
            switch effect {
            case .fieldChanged(_, let field, let value):
                if case .bool(true) = value, field.lowercased() == action.lowercased() { continue }
                phrase = fieldPhrase(field, value)
            case .movedToSection(_, let section):
                phrase = "Now in \(section)."
            case .rowsDeleted(_, let left):
                deleted += 1
                remaining = left
                continue
            default:
                continue
            }
            if said.insert(phrase).inserted { line += " " + phrase }
        }
        if deleted == 1 { line += " Deleted, \(Words.rows(remaining)) left." }
        if deleted > 1 { line += " Deleted \(deleted), \(Words.rows(remaining)) left." }
        return [line]
    }

    func fieldPhrase(_ field: String, _ value: FieldValue?) -> String {
        switch value {
        case .bool(true): return field == "read" ? "Now read." : "Now \(field)."
        case .bool(false): return field == "read" ? "Now unread." : "No longer \(field)."
        case .text(let t): return "\(Words.capitalized(field)) now \(t)."
        case nil: return "\(Words.capitalized(field)) cleared."
        }
    }

    func eventLine(_ event: Event) -> String {
        switch event {
        case .rowAdded(let p):
            return "Added \(p.title), \(of(p.index, p.count))."
        case .rowsDeleted(let titles, let remaining):
            let what = titles.count == 1 ? titles[0] : "\(titles.count) rows: \(titles.joined(separator: ", "))"
            return "Deleted \(what). \(Words.capitalized(Words.rows(remaining))) left."
        case .rowMoved(let p, let after, let before):
            let neighbour = after.map { ", after \($0)" } ?? before.map { ", before \($0)" } ?? ""
            return "Moved \(p.title) to \(of(p.index, p.count))\(neighbour)."
        case .rowRenamed(let from, let to):
            return "Renamed \(from) to \(to)."
        case .notesChanged(let title, let notes):
            return notes.map { "Note on \(title): \(Words.sentence($0))" } ?? "Note removed from \(title)."
        case .actionRan(let action, let title):
            return "\(action): \(title)."
        case .fieldChanged(let title, let field, let value):
            return "\(title). " + fieldPhrase(field, value)
        case .movedToSection(let title, let section):
            return "\(title) now in \(section)."
        case .rowsRestored(let places, let removed):
            let back = places.map { "\($0.title), \(of($0.index, $0.count))" }
            if back.isEmpty { return "Removed \(Words.series(removed))." }
            return "Restored \(back.joined(separator: "; "))."
        case .sectionAdded(let header, let index, let count):
            return "Added section \(header), \(of(index, count))."
        case .sectionRenamed(let from, let to):
            return "Renamed section \(from) to \(to)."
        case .sectionDeleted(let header):
            return "Deleted section \(header)."
        case .sectionRestored(let header):
            return "Restored section \(header)."
        case .footerChanged(let section, let footer):
            return footer.map { "Footer of \(section): \(Words.sentence($0))" } ?? "Footer of \(section) removed."
        case .sectionCollapsed(let header, let hidden):
            return "Collapsed \(header), " + (hidden == 0 ? "no rows hidden." : "\(Words.count(hidden, "row")) hidden.")
        case .sectionExpanded(let header, let rows):
            return "Expanded \(header), \(Words.rows(rows))."
        case .styleChanged(let list, let style):
            return "\(list) style: \(style.rawValue)."
        case .orderingChanged(let list, let ordering):
            return orderingLine(list, ordering)
        case .prominenceChanged(let header, let prominence):
            return prominence == .increased ? "\(header) is now a main heading." : "\(header) is now a standard heading."
        case .listCreated(let name):
            return "Created list \(name)."
        case .listDeleted(let name, let rows):
            return "Deleted list \(name), \(Words.rows(rows))."
        case .listRenamed(let from, let to):
            return "Renamed list \(from) to \(to)."
        case .actionAdded(let name, let edge, let index, let count, let replacedDelete):
            return "Added action \(name), \(edge.rawValue) \(of(index, count))."
                + (replacedDelete ? " The built-in Delete is gone; add Delete to keep it." : "")
        case .actionRemoved(let name, let edge, let deleteBack):
            return "Removed action \(name) from \(edge.rawValue)." + (deleteBack ? " The built-in Delete is back." : "")
        case .actionRenamed(let from, let to):
            return "Renamed action \(from) to \(to)."
        case .actionMoved(let name, let edge, let index, let count, let fullSwipe):
            return "Moved action \(name) to \(edge.rawValue) \(of(index, count))." + (fullSwipe ? " A full swipe runs it." : "")
        case .fullSwipeChanged(let list, let edge, let on, let runs):
            guard on else { return "\(list) full swipe \(edge.rawValue): off." }
            return "\(list) full swipe \(edge.rawValue): on" + (runs.map { ", runs \($0)." } ?? ".")
        case .selectionModeChanged(let list, let mode):
            return "\(list) selection: \(mode.rawValue)."
        case .rowsMoved(let titles, let list, let section, let index, let count):
            let place = list.map { $0 == section ? $0 : "\($0), \(section)" } ?? section
            if titles.count == 1 { return "Moved \(titles[0]) to \(place), \(of(index, count))." }
            return "Moved \(titles.count) rows to \(place), \(of(index, count)) to \(of(index + titles.count - 1, count))."
        case .rowStayed(let p):
            return "\(p.title) stays \(of(p.index, p.count)); nothing moved."
        case .actionRanOnRows(let action, let titles):
            return "\(action): \(Words.rows(titles.count))."
        }
    }

    /// "delete of Call Ana": what an undo or redo took back, named by the change it reverses.
    func undoPhrase(_ events: [Event]) -> String {
        guard let first = events.first else { return "nothing" }
        switch first {
        case .rowAdded(let p): return "add of \(p.title)"
        case .rowsDeleted(let titles, _): return titles.count == 1 ? "delete of \(titles[0])" : "delete of \(titles.count) rows"
        case .rowMoved(let p, _, _): return "move of \(p.title)"
        case .rowRenamed(let from, _): return "rename of \(from)"
        case .notesChanged(let title, _): return "note on \(title)"
        case .actionRan(let action, let title):
            if action.lowercased() == "delete", events.count == 2, case .rowsDeleted = events[1] { return "delete of \(title)" }
            return "\(action) on \(title)"
        case .fieldChanged(let title, let field, _): return "\(field) on \(title)"
        case .movedToSection(let title, _): return "move of \(title)"
        case .rowsRestored(let places, _): return "restore of \(Words.series(places.map(\.title)))"
        case .sectionAdded(let header, _, _): return "section add of \(header)"
        case .sectionRenamed(let from, _): return "rename of section \(from)"
        case .sectionDeleted(let header): return "delete of section \(header)"
        case .sectionRestored(let header): return "restore of section \(header)"
        case .footerChanged(let section, _): return "footer change of \(section)"
        case .sectionCollapsed(let header, _): return "collapse of \(header)"
        case .sectionExpanded(let header, _): return "expand of \(header)"
        case .styleChanged(let list, _): return "style change of \(list)"
        case .prominenceChanged(let header, _): return "heading change of \(header)"
        case .orderingChanged(let list, _): return "sort change of \(list)"
        case .listCreated(let name): return "new list \(name)"
        case .listDeleted(let name, _): return "delete of list \(name)"
        case .listRenamed(let from, _): return "rename of list \(from)"
        case .actionAdded(let name, _, _, _, _): return "add of action \(name)"
        case .actionRemoved(let name, _, _): return "remove of action \(name)"
        case .actionRenamed(let from, _): return "rename of action \(from)"
        case .actionMoved(let name, _, _, _, _): return "move of action \(name)"
        case .fullSwipeChanged(let list, let edge, _, _): return "full swipe change of \(list) \(edge.rawValue)"
        case .selectionModeChanged(let list, _): return "selection change of \(list)"
        case .rowsMoved(let titles, _, _, _, _): return titles.count == 1 ? "move of \(titles[0])" : "move of \(titles.count) rows"
        case .rowStayed(let p): return "move of \(p.title)"
        case .actionRanOnRows(let action, let titles): return "\(action) on \(Words.rows(titles.count))"
        }
    }

    func elsewhereLines(_ s: ElsewhereSummary) -> [String] {
        if let gone = s.listGone { return ["Changed elsewhere: \(gone) was deleted."] }
        if let list = s.readAgain { return ["Changed elsewhere: many changes; \(list) read again."] }
        var parts: [String] = []
        if let lost = s.focusLost {
            parts.append(s.focusMovedTo.map { "\(lost) moved to \($0)" } ?? "\(lost) deleted")
        }
        if s.renamed.count <= 2 {
            parts += s.renamed.map { "\($0.from) renamed to \($0.to)" }
        } else {
            parts.append("\(Words.count(s.renamed.count, "row")) renamed")
        }
        if s.reordered.count <= 2 {
            parts += s.reordered.map { "\($0.title) moved to \($0.index) of \($0.count)" }
        } else {
            parts.append("\(Words.count(s.reordered.count, "row")) moved")
        }
        for (section, n) in s.movedInto.sorted(by: { $0.key < $1.key }) {
            parts.append("\(Words.count(n, "row")) moved to \(section)")
        }
        for (section, n) in s.added.sorted(by: { $0.key < $1.key }) {
            parts.append("\(Words.count(n, "row")) added to \(section)")
        }
        for (section, n) in s.removed.sorted(by: { $0.key < $1.key }) {
            parts.append("\(Words.count(n, "row")) removed from \(section)")
        }
        if s.changed > 0 { parts.append("\(Words.count(s.changed, "row")) changed") }
        if s.selectionDropped > 0 {
            parts.append("\(Words.count(s.selectionDropped, "selected row")) gone from the selection")
        }
        return ["Changed elsewhere: \(parts.joined(separator: ", "))."]
    }
}
