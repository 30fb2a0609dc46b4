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
    /// The line typed that the answer being rendered answers, nil for answers no line asked for.
    /// Again marks the same command giving the same answer, never another command whose words match.
    public var command: CommandKey?
    private var lastCommand: CommandKey?
    /// The answer being rendered answers a command that changed nothing in the store:
    /// the same answer after another such answer is the same fact again (goto 1 then
    /// read, previous then first at the top, one refusal to several lines), so it says
    /// Again as the same command's would (SPEC §4: never two identical lines in a row).
    public var changedNothing = false
    private var lastChangedNothing = false

    public init(hearing: Hearing = Hearing()) {
        self.hearing = hearing
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
        if let hint = announcements.reversed().lazy.compactMap(announcer.hint).first { say(hint, .quiet, urgent: false) }
        guard let first = said.first else {
            shown = []
            return ([], spoken)
        }
        var shown = said
        // Between two answers that changed nothing, a first line that repeats the line said
        // just before (goto 1 then read) is the same fact again too.
        let sameFact = command != nil && changedNothing && lastChangedNothing
        if said == lastAnswer && command != nil && (command == lastCommand || sameFact) || sameFact && first == self.shown.last {
            // The same answer again would look unchanged on a Braille display, so
            // it says Again every time it comes straight after itself. Only a whole
            // answer repeated is marked: a new answer that starts as the last one
            // ended (opening a list just created) is news, not a repeat.
            shown[0] = announcer.again(first)
            if let i = spoken.firstIndex(where: { if case .line(first, _, _) = $0 { return true } else { return false } }),
               case .line(_, let voice, let urgent) = spoken[i] {
                spoken[i] = .line(shown[0], voice, urgent: urgent)
            }
        }
        lastAnswer = said
        self.shown = shown
        lastCommand = command
        lastChangedNothing = changedNothing
        // Rows that repeat the row before (a word said over and over, wrapped or split)
        // would look unchanged on a Braille display: a run of them is said as a count
        // of exactly the rows it stands for.
        var rows: [String] = []
        var repeats = 0
        for row in shown.flatMap({ LineFormat.wrap($0, width: width) }) {
            if row == rows.last {
                repeats += 1
                continue
            }
            if repeats > 0 { rows.append(announcer.t(.wrapSame(repeats))) }
            repeats = 0
            rows.append(row)
        }
        if repeats > 0 { rows.append(announcer.t(.wrapSame(repeats))) }
        return (rows, spoken)
    }
}
