import ListoAnnouncer
import ListoModel

/// Tab completion: command names, then what the command takes.
extension Session {
    public func prompt() -> String {
        let announcer = Announcer(verbosity: verbosity)
        switch column {
        case .sidebar:
            return announcer.prompt(place: Announcer.sidebarTitle, section: nil, editing: false, swipeOpen: false)
        case .detail:
            return announcer.prompt(place: detailTop?.title ?? document.name, section: nil, editing: false, swipeOpen: false)
        case .content:
            var section: String?
            if document.settings.style.pinsHeaders, let i = view.sectionIndex(of: focus) { section = document.sections[i].header }
            return announcer.prompt(place: hasList ? document.name : Announcer.sidebarTitle, section: section,
                                    editing: editMode == .active, swipeOpen: swipe != nil)
        }
    }

    /// Candidates for the text before the cursor: how many characters to replace,
    /// what to insert, and the choices to show when there are several.
    public func complete(_ before: String) -> (remove: Int, insert: String, display: String)? {
        let actionNames = hasList ? document.settings.allActions.map(\.action.name) : []
        guard let space = before.firstIndex(of: " ") else {
            return choose(partial: before, from: Registry.allWords + actionNames, addSpace: true)
        }
        let word = before[..<space].lowercased()
        let partial = String(before[before.index(after: space)...])
        let command = Registry.command(named: word)?.name ?? (Registry.expansions[word] != nil ? "section" : word)
        let titles = hasList ? document.sections.flatMap { $0.rows.map(\.title) } : []
        let sectionNames = hasList ? document.sections.compactMap(\.header) : []
        let listNames = library.lists.map(\.name)
        let candidates: [String]
        switch command {
        case "open", "o": candidates = listNames + titles
        case "goto", "read", "select", "deselect", "actions", "rename", "note": candidates = titles
        case "delete": candidates = ["selection"] + titles
        case "section": candidates = ["next", "previous", "first", "last", "add", "rename", "delete", "heading"] + sectionNames
        case "expand", "collapse", "list": candidates = sectionNames + (command == "list" ? ["all"] : [])
        case "rotor": candidates = availableUnits.map(\.rawValue) + ["next", "previous"]
        case "style": candidates = ListStyle.allCases.map(\.rawValue)
        case "sort": candidates = ["manual"] + Set(document.sections.flatMap { $0.rows.flatMap(\.fields.keys) }).sorted()
        case "profile": candidates = Profile.allCases.map(\.rawValue)
        case "layout": candidates = Layout.allCases.map(\.rawValue)
        case "verbosity": candidates = Verbosity.allCases.map(\.rawValue)
        case "columns": candidates = ColumnVisibility.allCases.map(\.rawValue) + SplitStyle.allCases.map(\.rawValue)
        case "swipe": candidates = ["leading", "trailing"]
        case "move": candidates = ["up", "down", "top", "bottom", "to", "before", "after"]
        case "edit": candidates = ["on", "off"]
        case "help", "?": candidates = Registry.allWords
        case "new": candidates = ["list"]
        case "do": candidates = actionNames
        default: candidates = actionNames.contains { $0.lowercased() == word } ? titles : []
        }
        return choose(partial: partial, from: candidates, addSpace: false)
    }

    private func choose(partial: String, from candidates: [String], addSpace: Bool) -> (remove: Int, insert: String, display: String)? {
        let lowered = partial.lowercased()
        var seen = Set<String>()
        let matches = candidates.filter { $0.lowercased().hasPrefix(lowered) && seen.insert($0).inserted }
        guard !matches.isEmpty else { return nil }
        if matches.count == 1 { return (partial.count, matches[0] + (addSpace ? " " : ""), "") }
        var common = matches[0]
        for m in matches.dropFirst() {
            while !m.lowercased().hasPrefix(common.lowercased()) { common.removeLast() }
        }
        let insert = common.count >= partial.count ? common : partial
        return (partial.count, insert, matches.prefix(30).joined(separator: ", "))
    }
}
