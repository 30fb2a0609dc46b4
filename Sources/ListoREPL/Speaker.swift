import ListoAnnouncer
import ListoModel

/// One thing said aloud: a line in a voice, or a cue.
public enum Utterance: Equatable, Sendable {
    case line(String, Voice, urgent: Bool)
    case cue(Cue, urgent: Bool)

    var urgent: Bool {
        switch self {
        case .line(_, _, let urgent), .cue(_, let urgent): return urgent
        }
    }
}

/// Turns announcements into the lines that are printed: the announcer's words,
/// control characters made visible, wrapped to the Braille width, and never the
/// same line twice in a row within an answer; and into what is spoken: the same
/// lines unwrapped, each in its announcement's voice, with cues.
public struct Speaker {
    /// How the answer is heard, read whole for each answer: the settings (verbosity,
    /// language and width here), the day and what the open list calls inner rows.
    public var hearing = Hearing()
    public var verbosity: Verbosity { hearing.settings.verbosity }
    public var width: Int? { hearing.settings.width }
    public var language: Language { hearing.settings.language }
    /// The lines of the last answer that said anything, as said before any Again.
    private var lastAnswer: [String] = []
    /// The lines of the last answer as shown, Again included, before wrapping: what a Braille display shows.
    public private(set) var shown: [String] = []
    /// The command that asked for the answer being rendered (its parsed value), nil
    /// for answers no line asked for. Again marks the same command giving the same
    /// answer, never another command whose words happen to match.
    public var command: CommandKey?
    /// The line typed for the answer being rendered (a history re-run as the line
    /// it ran), whose command's name marks another command's answer that starts
    /// with the line said just before.
    public var typed: String?
    private var lastCommand: CommandKey?
    /// How many times in a row the same command has given the last answer.
    private var times = 1
    /// The last line printed, wrapped: the next answer's first line never repeats it.
    private var lastRow: String?
    /// The hint said last: the same hint is not said again until another was (a hint
    /// after every move on the rows of a list was the same line each time).
    private var lastHint: String?

    public init(hearing: Hearing = Hearing()) {
        self.hearing = hearing
    }

    /// The command typed, as Answer to names it: wholly as typed (goto for goto, r
    /// for r, move up in a Spanish session), as many whole words as fit in
    /// `Speaker.namedLength` characters. Its words are never translated one by one,
    /// which would say a command in two languages (mover up); what was typed is what
    /// a person recognizes. The word alone is no mark when the answer before came
    /// from the same word with other arguments (move bottom after move down): its
    /// arguments are what tell them apart.
    var commandName: String {
        Speaker.commandName(typed ?? command?.words ?? "")
    }

    /// How long a command named by Answer to may be: a few words, short enough to
    /// leave the answer's own words on a Braille display's line.
    static let namedLength = 30

    static func commandName(_ line: String) -> String {
        let line = LineFormat.visible(line.trimmingSpaces())
        let word = String(line.prefix { $0 != " " && $0 != "(" })
        var named = String(word.prefix(namedLength))
        let rest = line.dropFirst(word.count).split(separator: " ", omittingEmptySubsequences: true)
        for next in rest {
            guard named.count + 1 + next.count <= namedLength else { break }
            named += " " + next
        }
        return named
    }

    public init(verbosity: Verbosity) {
        hearing.settings.verbosity = verbosity
    }

    public mutating func lines(_ announcements: [Announcement]) -> [String] {
        render(announcements, cuesReplaceWords: false).lines
    }

    /// `cuesReplaceWords`: sounds are on, so at low verbosity a boundary is heard
    /// as its cue alone; the printed line stays for the screen and the Braille display.
    public mutating func render(_ announcements: [Announcement], cuesReplaceWords: Bool) -> (lines: [String], spoken: [Utterance]) {
        let announcer = hearing.announcer
        var said: [String] = []
        var spoken: [Utterance] = []
        func say(_ line: String, _ voice: Voice?, urgent: Bool) {
            let visible = LineFormat.visible(line)
            // Every line is content (two rows of one title are two rows), so a line
            // that repeats the one before is kept here and counted when the rows are
            // printed; a line too long for a console screen reader is said as several.
            for text in LineFormat.split(visible) {
                said.append(text)
                if let voice { spoken.append(.line(text, voice, urgent: urgent)) }
            }
        }
        for announcement in announcements {
            let delivery = announcement.delivery
            if let cue = delivery.cue { spoken.append(.cue(cue, urgent: delivery.urgent)) }
            let silent = cuesReplaceWords && delivery.cueReplacesWords && verbosity == .low
            for line in announcer.lines(announcement) { say(line, silent ? nil : delivery.voice, urgent: delivery.urgent) }
        }
        // At high verbosity one hint follows the whole answer, quietly: the last one offered.
        if let hint = announcements.reversed().lazy.compactMap(announcer.hint).first, hint != lastHint {
            say(hint, .quiet, urgent: false)
            lastHint = hint
        }
        guard let first = said.first else {
            shown = []
            return ([], spoken)
        }
        var shown = said
        let mark: ((String) -> String)?
        if said == lastAnswer && command != nil && command == lastCommand {
            // The same answer again would look unchanged on a Braille display, so
            // it says Again every time it comes straight after itself, and from
            // the third time on how many times, so that it never looks unchanged.
            // Only a whole answer repeated is marked so.
            times += 1
            mark = { [times] in announcer.again($0, times: times) }
        } else {
            times = 1
            // Another answer that starts with the line said just before would put
            // two identical lines in a row (SPEC §4): the same command (read on at
            // the end, its answer the line it stopped on) says Again; any other,
            // the same verb with other arguments too (move up after move top),
            // names the command it answers, which is what tells them apart.
            if command != nil && first == self.shown.last {
                if command == lastCommand {
                    // Counted as the second time in a row, so that the same answer once more
                    // says how many times, never Again twice (SPEC §4).
                    times = 2
                    mark = { [times] in announcer.again($0, times: times) }
                } else {
                    let name = commandName
                    mark = { announcer.answering($0, command: name) }
                }
            } else {
                mark = nil
            }
        }
        if let mark {
            // The mark ends the first line; where it would take that line past what a
            // console screen reader says whole, the line is split shorter first, so the
            // mark stays on a line of its own words and no line repeats the last one.
            var pieces = [first]
            let added = mark(first).count - first.count
            if first.count + added > LineFormat.longestLine {
                pieces = LineFormat.split(first, limit: max(LineFormat.longestLine - added, LineFormat.longestLine / 2))
            }
            pieces[0] = mark(pieces[0])
            shown.replaceSubrange(0...0, with: pieces)
            if let i = spoken.firstIndex(where: { if case .line(first, _, _) = $0 { return true } else { return false } }),
               case .line(_, let voice, let urgent) = spoken[i] {
                spoken.replaceSubrange(i...i, with: pieces.map { .line($0, voice, urgent: urgent) })
            }
        }
        lastAnswer = said
        self.shown = shown
        lastCommand = command
        let wrapped = shown.enumerated().flatMap { i, line in LineFormat.wrap(line, width: width, after: i == 0 ? lastRow : nil) }
        let rows = LineFormat.folded(wrapped, same: { announcer.t(.wrapSame($0)) }, samePair: { announcer.t(.wrapSamePair($0)) })
        lastRow = rows.last ?? lastRow
        return (rows, spoken)
    }
}
