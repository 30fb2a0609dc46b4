import ListoAnnouncer
import ListoModel

/// Where the runner meets the Braille display: connecting as the braille setting
/// asks, showing each answer, and the display's keys as commands.
extension Runner {
    /// Connects when braille is on and no display is open. BRLTTY that can't be
    /// reached, or has no display yet, is said in place of "Braille on." with the
    /// setting (on, and looked for again now and then); a display that can't be used
    /// otherwise turns braille off for this run (the store keeps the wish).
    func brailleIfAsked(_ announcements: [Announcement]) -> [Announcement] {
        guard let display = braille else { return announcements }
        let asked = announcements.contains { if case .setting(.braille(true)) = $0 { return true } else { return false } }
        let news = brailleNews(display.update(wanted: session.braille, asked: asked))
        guard let first = news.first else { return announcements }
        if case .braille(.back) = first { return announcements + news }
        let setting = announcements.filter { if case .setting(.braille(true)) = $0 { return false } else { return true } }
        return setting + news
    }

    /// What connecting said, with braille turned off for the run where it gave up (no
    /// libbrlapi, no place on the display), at the start or on any later try, so that
    /// the line said is the last: `braille` then says off, and `braille on` tries again.
    private func brailleNews(_ news: [Announcement]) -> [Announcement] {
        let givenUp = news.contains {
            if case .braille(let problem) = $0 { return problem == .libraryMissing || problem == .noPlace }
            return false
        }
        if givenUp { session.braille = false }
        return news
    }

    /// The answer just said, on the display: its lines unwrapped, each with what a
    /// routing key over it runs, then the focused row. `before` and `after`: notices
    /// printed around it (speech lost), shown where they were printed, to pan through.
    func showOnBraille(_ announcements: [Announcement], before: [String] = [], after: [String] = []) {
        guard let display = braille, display.connection != nil else { return }
        let notices = { (lines: [String]) in lines.map { BrailleLine(LineFormat.visible($0)) } }
        display.show(answer: notices(before) + brailleLines(announcements, shown: speaker.shown) + notices(after), resting: session.restingLine())
    }

    /// The keys waiting on the display: the command one stands for, to be read as
    /// the line typed; `said` when lines were printed while the prompt waited.
    public func brailleKeys() -> (command: String?, said: Bool) {
        guard let display = braille else { return (nil, false) }
        display.resumeIfSuspended(wanted: session.braille)
        if display.connection == nil {
            let news = brailleNews(display.update(wanted: session.braille, asked: false))
            guard !news.isEmpty else {
                display.redraw()
                return (nil, false)
            }
            output.write([""])
            say(news)
            return (nil, true)
        }
        switch display.keys(word: session.commandWord) {
        case .nothing:
            return (nil, false)
        case .command(let line):
            return (line, false)
        case .said(let news):
            output.write([""])
            say(news)
            return (nil, true)
        }
    }

    /// Gives the display back, on quit and every other way out.
    public func closeBraille() { braille?.close() }

    /// Each line as shown, with the routing its announcement gives it: a row runs its
    /// first action (or lists its actions, when that one deletes), each action it names
    /// runs that one (or lists them, when it deletes), a list's name asks
    /// for the lists; a numbered item of lists, a swipe, a row's actions or a search picks it;
    /// a section's header or its number in `sections` goes to it, `N more` runs `more`;
    /// the candidates of an ambiguous name are picked by their numbers.
    func brailleLines(_ announcements: [Announcement], shown: [String]) -> [BrailleLine] {
        let announcer = session.hearing.announcer
        var tagged: [BrailleLine] = []
        for announcement in announcements {
            let lines = announcer.lines(announcement).map { BrailleLine.composed(LineFormat.visible($0)) }
            func numbered(_ command: (Int) -> String) -> [BrailleLine] {
                lines.map { line in
                    let digits = line.prefix { $0.isNumber }
                    guard let n = Int(digits), line.dropFirst(digits.count).hasPrefix(". ") else { return BrailleLine(line) }
                    return BrailleLine(line, routing: .command(command(n)))
                }
            }
            switch announcement {
            case .row(let v), .readRow(let v):
                tagged += lines.map { BrailleLine($0, routing: session.rowRouting(v.row.id, line: $0, names: v.actions)) }
            case .rowInFull(let v, let actions):
                // The row's line, as `read` says it, names its actions as `next` does: each runs as it does there.
                tagged += lines.enumerated().map { k, line in
                    BrailleLine(line, routing: k == 0 ? session.rowRouting(v.row.id, line: line, names: actions.map(\.name)) : nil)
                }
            case .listTitle:
                // Over the list's name, a routing key asks for the lists, to choose another.
                tagged += lines.map { BrailleLine($0, routing: .command(session.commandWord("lists"))) }
            case .lists, .swipeOpened:
                tagged += numbered { String($0) }
            case .sections:
                // A numbered section goes there, as section N does.
                tagged += numbered { session.commandWord("section") + " \($0)" }
            case .section(let s), .readSection(let s), .sectionCrossed(let s):
                tagged += lines.enumerated().map { k, line in
                    BrailleLine(line, routing: k == 0 ? .command(session.commandWord("section") + " \(s.index)") : nil)
                }
            case .moreToRead:
                tagged += lines.map { BrailleLine($0, routing: .command(session.commandWord("more"))) }
            case .actions(_, let id, _):
                // The selection's actions: do N alone runs each on the selection.
                tagged += numbered { n in id.map { session.actionCommand(n, on: $0) } ?? session.commandWord("do") + " \(n)" }
            case .searchResults:
                tagged += numbered { session.commandWord("open") + " \($0)" }
            case .refusal:
                if case .rows(let offered)? = session.state.choice {
                    // Each row offered is on a line of its own, led by its number: a routing key there chooses it.
                    tagged += lines.map { line in
                        if let n = Int(line.prefix { $0.isASCII && $0.isNumber }), (1...offered.candidates.count).contains(n),
                           line.dropFirst(String(n).count).hasPrefix(": ") {
                            return BrailleLine(line, routing: .command(String(n)))
                        }
                        return BrailleLine(line, routing: .choices(prefix: "", count: offered.candidates.count))
                    }
                } else {
                    tagged += lines.map { BrailleLine($0) }
                }
            default:
                tagged += lines.map { BrailleLine($0) }
            }
        }
        // The shown lines are the truth (a line said twice is shown once, a repeat says
        // Again); each takes the routing of the tagged line it came from, in order.
        var result: [BrailleLine] = []
        var j = 0
        for (i, line) in shown.map(BrailleLine.composed).enumerated() {
            if let k = tagged[j...].firstIndex(where: { $0.text == line || (i == 0 && line.hasPrefix($0.text)) }) {
                result.append(BrailleLine(line, routing: tagged[k].routing))
                j = k + 1
            } else {
                result.append(BrailleLine(line))
            }
        }
        return result
    }
}
