import ListoAnnouncer
import ListoModel

/// What the Braille display and the prompt need from a session: the braille
/// and prompt settings, the focused row as `where` says it, and the command a
/// routing key over a row runs.
extension Session {
    public var braille: Bool { get { settings.braille } _modify { yield &settings.braille } }
    public var promptStyle: PromptStyle { get { settings.prompt } _modify { yield &settings.prompt } }

    /// `braille on` while on is never a no-op: it also asks for a display gone
    /// away to be looked for again at once, and the runner says which way it went.
    func brailleCommand(_ on: Bool?) throws -> [Announcement] {
        if on == false, !braille { return [.unchanged(.setting(.braille(false)))] }
        if let on {
            if !store.isReadOnly { try store.saveSettings(["braille": on ? "on" : "off"]) }
            braille = on
        }
        return [.setting(.braille(braille))]
    }

    func promptCommand(_ style: PromptStyle?) throws -> [Announcement] {
        if let style, style == promptStyle { return [.unchanged(.setting(.prompt(style)))] }
        if let style {
            if !store.isReadOnly { try store.saveSettings(["prompt": style.rawValue]) }
            promptStyle = style
        }
        return [.setting(.prompt(promptStyle))]
    }

    /// The first line `where` says: the focused row and its place, or the list or section.
    public func restingLine() -> BrailleLine {
        let line = announcer.lines(whereAnnouncement()).first ?? ""
        guard state.column == .content else { return BrailleLine(line) }
        if state.focus == .title { return BrailleLine(line, routing: .command(commandWord("lists"))) }
        if case .header = state.focus, let s = view.sectionIndex(of: state.focus) {
            return BrailleLine(line, routing: .command(commandWord("section") + " \(view.shownSectionNumber(s))"))
        }
        guard case .row(let id) = state.focus else { return BrailleLine(line) }
        return BrailleLine(line, routing: routingCommand(id).map { .command($0) })
    }

    /// What a routing key over a row runs: its first action, as `actions` numbers
    /// them (`do 1`). Where that action deletes the row, `actions` for the row
    /// instead: a finger that presses a routing key while reading never deletes,
    /// and deleting takes a second, chosen press over the numbered Delete. None in a
    /// store that may only be read, which runs no action.
    public func routingCommand(_ id: RowID) -> String? {
        guard hasList, !store.isReadOnly, document.row(id) != nil, let first = offeredActions(for: id).first?.action else { return nil }
        if Session.destroys(first) { return commandWord("actions") + rowReference(id) }
        return actionCommand(1, on: id)
    }

    /// A row's line on the display, part by part: its title and place run the row's
    /// first action (`routingCommand`), the word before the actions it names lists
    /// them, and each action named runs that one, but one that deletes lists them
    /// too, so no single press deletes. `names` are the actions as the line says
    /// them, in the order `actions` numbers them; a line that doesn't end with them
    /// runs the first action anywhere.
    public func rowRouting(_ id: RowID, line: String, names: [String]) -> BrailleRouting? {
        guard let first = routingCommand(id) else { return nil }
        let offered = offeredActions(for: id)
        guard !names.isEmpty, names.count == offered.count else { return .command(first) }
        let cells = Array(line.unicodeScalars)
        // Each name found from the line's end backwards: the actions end the row's line.
        var starts: [Int] = []
        var before = cells.count
        for name in names.reversed() {
            let word = Array(name.unicodeScalars)
            guard let at = stride(from: before - word.count, through: 0, by: -1).first(where: { Array(cells[$0..<($0 + word.count)]) == word })
            else { return .command(first) }
            starts.insert(at, at: 0)
            before = at
        }
        var label = starts[0]
        while label > 0, cells[label - 1] == " " { label -= 1 }
        while label > 0, cells[label - 1] != " " { label -= 1 }
        let list = commandWord("actions") + rowReference(id)
        return .parts([BrailleRoutingPart(start: 0, command: first), BrailleRoutingPart(start: label, command: list)]
            + starts.enumerated().map { k, start in
                BrailleRoutingPart(start: start, command: Session.destroys(offered[k].action) ? list : actionCommand(k + 1, on: id))
            })
    }

    static func destroys(_ action: SwipeAction) -> Bool { action.role == .destructive || action.effects.contains(.delete) }

    /// `do N` for the row, as a routing key over line N of `actions` runs it.
    public func actionCommand(_ number: Int, on id: RowID) -> String {
        commandWord("do") + " \(number)" + rowReference(id)
    }

    /// How a command names the row after its other words: nothing for the focused
    /// row, ` N` for row N of the focused section, else ` "Title"`.
    func rowReference(_ id: RowID) -> String {
        if case .row(let focused) = state.focus, focused == id { return "" }
        if state.filter == nil, let here = view.sectionIndex(of: state.focus), view.sectionIndex(of: .row(id)) == here,
           let (i, _) = view.number(of: id) {
            return " \(i)"
        }
        return " \"\(document.row(id)?.title ?? "")\""
    }

    /// The word a display key stands for, in the language of the session.
    public func commandWord(_ english: String) -> String {
        Grammar.entry(named: english)?.name(in: settings.language) ?? english
    }
}
