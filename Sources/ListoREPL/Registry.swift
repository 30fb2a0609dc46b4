import ListoAnnouncer

/// Every command's name, aliases and one-line help, as data. `help`, tab
/// completion and README's command list all come from here.
public enum Registry {
    public static let commands: [CommandInfo] = [
        c("help", ["?"], "help [COMMAND]", "the commands, or one command in full.",
          "Alone it lists every command; with a command's name it explains that one."),
        c("where", ["w"], "where", "where you are: list, column, section, row, rotor, edit mode, selection.",
          "Also says which store is open."),
        c("read", ["r"], "read [ROW]", "the focused row in full: title, states, section, notes, actions.", ""),
        c("next", ["n"], "next", "move forward by the rotor unit.", "Type rotor to hear or change the unit."),
        c("previous", ["p"], "previous", "move back by the rotor unit.", ""),
        c("first", [], "first", "the first item of the rotor unit.", ""),
        c("last", [], "last", "the last item of the rotor unit.", ""),
        c("rotor", [], "rotor [UNIT|next|previous]", "say the rotor unit and the units there are, or choose one.",
          "Units: items, sections, rows, actions, selected, and columns in the split view."),
        c("section", ["ns", "ps"], "section next|previous|first|last|N|NAME, section add|rename NAME, section delete, section heading main|standard",
          "jump between sections whatever the rotor, or shape them.",
          "ns is section next and ps is section previous. section add NAME adds a section after the focused one; section rename NAME renames the focused one; section delete removes the focused section when it is empty; section heading main makes its header a main heading."),
        c("sections", [], "sections", "every section header with its row count and state, numbered.", ""),
        c("list", ["l"], "list [all]", "read the focused section: header, rows, footer; all reads every section.", ""),
        c("goto", ["g"], "goto ROW", "focus a row by number, title or title prefix.",
          "A number counts in the focused section, or in the filtered view while a filter is on."),
        c("find", ["/"], "find TEXT", "focus the next row whose title contains TEXT; find alone repeats.", ""),
        c("filter", [], "filter TEXT, filter off", "show only rows whose title contains TEXT.",
          "While a filter is on, numbers count the rows of the filtered view."),
        c("expand", [], "expand [SECTION]", "open a folded section in the sidebar style.", ""),
        c("collapse", [], "collapse [SECTION]", "fold a section in the sidebar style.", ""),
        c("actions", ["a"], "actions [ROW]", "the row's swipe actions, numbered, with edge, role and which one a full swipe runs.", ""),
        c("swipe", [], "swipe leading|trailing [full]", "reveal an edge's actions, or with full run its first action.",
          "After swipe, type an action's number or name, or cancel."),
        c("do", [], "do [ACTION] [ROW]", "run an action by name or number; alone, the one under the actions rotor.",
          "An action's own name also works as a command, as in Snooze 2."),
        c("cancel", [], "cancel", "close an open swipe.", ""),
        c("delete", [], "delete [ROW|selection]", "delete through the list's Delete action.",
          "delete selection needs edit mode."),
        c("move", ["m"], "move up|down|top|bottom|to N|before ROW|after ROW", "reorder the focused row in its section.",
          "The new order is saved."),
        c("edit", [], "edit [on|off]", "enter or leave edit mode; alone it toggles.", ""),
        c("select", [], "select [ROW|all]", "select a row, or all rows.",
          "On a phone, selecting several rows needs edit mode."),
        c("deselect", [], "deselect [ROW|all]", "deselect a row, or all rows.", ""),
        c("selection", [], "selection", "read the selected rows.", ""),
        c("undo", ["u"], "undo", "take back the last change.", ""),
        c("redo", [], "redo", "redo the last change undone.", ""),
        c("lists", [], "lists", "the sidebar: every list with its row count.", ""),
        c("open", ["o"], "open LIST|ROW", "open a list in the content column, a row in the detail, or a reply in the detail.", ""),
        c("back", ["b"], "back", "leave a reply, or go back one column.", ""),
        c("columns", [], "columns [all|double|detail|automatic]", "say or set which columns show.", ""),
        c("add", [], "add TITLE", "add a row at the end of the focused section.", ""),
        c("rename", [], "rename [ROW] TITLE", "rename a row; give the row as a number, a dot or a quoted title.", ""),
        c("note", [], "note [ROW] TEXT", "set a row's notes; note off removes them.", ""),
        c("footer", [], "footer TEXT|off", "set or remove the focused section's footer.", ""),
        c("new", [], "new list NAME [like LIST]", "create an empty list, copying another's style, selection and actions.", ""),
        c("sort", [], "sort [FIELD|manual]", "say or set the order: by a field's value, or manual.",
          "Sorted by a field, rows can't be moved by hand: the next read would undo the move."),
        c("style", [], "style [NAME]", "say or set the list style.",
          "Styles: automatic, plain, grouped, inset, insetGrouped, sidebar."),
        c("profile", [], "profile [phone|pad|mac]", "say or set the device profile for selection rules.", ""),
        c("layout", [], "layout [compact|regular]", "say or set the split view layout.", ""),
        c("verbosity", [], "verbosity [low|normal|high]", "say or set how much is said.", ""),
        c("width", [], "width [N|off]", "wrap lines at N cells for a Braille display.", ""),
        c("quit", ["exit", "q"], "quit", "leave listo.", "End of input leaves too."),
    ]

    /// Aliases that stand for a command with its first word, like ns for section next.
    public static let expansions: [String: String] = ["ns": "section next", "ps": "section previous"]

    private static func c(_ name: String, _ aliases: [String], _ usage: String, _ summary: String, _ detail: String) -> CommandInfo {
        CommandInfo(name: name, aliases: aliases, usage: usage, summary: summary, detail: detail)
    }

    public static func command(named word: String) -> CommandInfo? {
        let word = word.lowercased()
        return commands.first { $0.name == word || $0.aliases.contains(word) }
    }

    public static var allWords: [String] { commands.flatMap { [$0.name] + $0.aliases } }

    /// The nearest command name to a mistyped word, if it is close enough to be a typo.
    public static func suggestion(for word: String) -> String? {
        nearest(to: word.lowercased(), in: allWords).flatMap { w in command(named: w)?.name }
    }

    static func nearest(to word: String, in candidates: [String]) -> String? {
        var best: (String, Int)?
        for candidate in candidates {
            let d = editDistance(word, candidate.lowercased())
            if d <= max(1, min(2, word.count / 3)) && (best == nil || d < best!.1) { best = (candidate, d) }
        }
        return best?.0
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}

extension Registry {
    /// The command table in README, made from the registry so the two never drift.
    public static var markdownTable: String {
        var lines = ["| command | aliases | what it does |", "|---|---|---|"]
        for c in commands {
            let aliases = c.aliases.map { "`\($0)`" }.joined(separator: ", ")
            lines.append("| `\(c.usage.replacingOccurrences(of: "|", with: "\\|"))` | \(aliases) | \(c.summary) |")
        }
        return lines.joined(separator: "\n")
    }
}
