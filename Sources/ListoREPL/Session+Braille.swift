import ListoAnnouncer
import ListoModel

/// What the Braille display and the prompt need from a session: the braille
/// and prompt settings, the focused row as `where` says it, and the command a
/// routing key over a row runs.
extension Session {
    public var braille: Bool { get { settings.braille } _modify { yield &settings.braille } }
    public var promptStyle: PromptStyle { get { settings.prompt } _modify { yield &settings.prompt } }

    func brailleCommand(_ on: Bool?) throws -> [Announcement] {
        if let on {
            if !store.isReadOnly { try store.saveSettings(["braille": on ? "on" : "off"]) }
            braille = on
        }
        return [.setting(.braille(braille))]
    }

    func promptCommand(_ style: PromptStyle?) throws -> [Announcement] {
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
        guard case .row(let id) = state.focus else { return BrailleLine(line) }
        return BrailleLine(line, routing: firstActionCommand(id).map { .command($0) })
    }

    /// `do 1` for the focused row, `do 1 N` for row N of the focused section, else
    /// `do 1 "Title"`: the row's first action, as `actions` numbers them.
    public func firstActionCommand(_ id: RowID) -> String? {
        guard hasList, !offeredActions(for: id).isEmpty, let row = document.row(id) else { return nil }
        let verb = Grammar.entry(named: "do")?.name(in: settings.language) ?? "do"
        if case .row(let focused) = state.focus, focused == id { return "\(verb) 1" }
        if state.filter == nil, let here = view.sectionIndex(of: state.focus), view.sectionIndex(of: .row(id)) == here,
           let (i, _) = view.number(of: id) {
            return "\(verb) 1 \(i)"
        }
        return "\(verb) 1 \"\(row.title)\""
    }

    /// The word a display key stands for, in the language of the session.
    public func commandWord(_ english: String) -> String {
        Grammar.entry(named: english)?.name(in: settings.language) ?? english
    }
}
