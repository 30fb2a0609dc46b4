import ListoAnnouncer
import ListoModel

/// Reads lines, runs them, and says the answers, until quit or end of input.
public final class Runner {
    public let session: Session
    public var speaker: Speaker
    let output: LineSink
    let echo: Bool
    let bail: Bool
    let bell: Bool
    let connectSpeech: SpeechConnector
    /// Open while speech or sounds are on and speech-dispatcher answers.
    var speech: (any SpeechChannel)?
    /// Speech and sounds as they were after the last answer: turning either on
    /// connects, or tries again after a failure.
    var speechAsked = (speak: false, sounds: false)
    public private(set) var anyRefused = false
    /// Keeps each line typed, as the history keeps it, in the history file.
    public var remember: ((String) -> Void)?
    /// The Braille display, where this run may use one; every answer is shown on it.
    public var braille: BrailleDisplay?
    /// At a terminal: says once that a command running long is working (`WorkingNotice`).
    var working: WorkingNotice?
    /// Lines printed outside an answer (speech lost) that the display has yet to show
    /// with the next answer, where they were printed: before it, or after it.
    var brailleNotices: [String] = []
    /// The line run ends the session.
    private var ending = false

    public init(session: Session, options: Options, output: LineSink, speech: @escaping SpeechConnector = SilentSpeech.connector) {
        self.session = session
        session.settings = options.settings(over: session.settings)
        if let day = options.today { session.environment.clock = { day } }
        // The time given runs on from the start, so that a reminder can fall due while the prompt waits.
        if let minute = options.now?.minute {
            let started = SystemClock.seconds() - options.nowSecond
            session.environment.timeOfDay = { min(24 * 60 - 1, minute + (SystemClock.seconds() - started) / 60) }
        }
        speaker = Speaker(hearing: session.hearing)
        self.output = output
        echo = options.echo
        bail = options.bail
        bell = options.bell
        connectSpeech = speech
        session.environment.early = { [unowned self] in self.say($0) }
        session.environment.synthesisVoices = { [unowned self] in self.synthesisVoices() }
    }

    public func say(_ announcements: [Announcement]) {
        guard let working else { return sayNow(announcements) }
        working.saying { sayNow(announcements) }
    }

    private func sayNow(_ announcements: [Announcement]) {
        let earlier = brailleNotices
        brailleNotices = []
        let announcements = brailleIfAsked(connectIfAsked(announcements))
        speaker.hearing = session.hearing
        let settings = session.settings.speech
        let (lines, spoken) = speaker.render(announcements, cuesReplaceWords: settings.speak && settings.sounds)
        // The bell rings where its cue falls: before the line it marks, or after the
        // last line when it marks the end of a read.
        let ringsAt = bell ? spoken.firstIndex { if case .cue(let cue, _) = $0 { return cue.rings } else { return false } } : nil
        let ringsLast = ringsAt.map { i in !spoken[i...].contains { if case .line = $0 { return true } else { return false } } } ?? false
        if ringsAt != nil && !ringsLast { output.ring() }
        output.write(lines)
        if ringsLast { output.ring() }
        speakAloud(spoken.filter {
            if case .cue = $0 { return settings.sounds }
            return settings.speak
        })
        // quit, saying nothing, leaves the display as it is, to be given back.
        if ending && lines.isEmpty { return }
        showOnBraille(announcements, before: earlier, after: brailleNotices)
        brailleNotices = []
    }

    /// Connects when speech or sounds have just been turned on, before the answer is
    /// said: a server that can't be reached is then the answer, in place of "Speech
    /// on.", and speech and sounds go off for this run (the store keeps the wish for
    /// the next), so the line is said once, not again at each later change.
    func connectIfAsked(_ announcements: [Announcement]) -> [Announcement] {
        let asked = (speak: session.settings.speech.speak, sounds: session.settings.speech.sounds)
        if !asked.speak && !asked.sounds { speech = nil }
        defer { speechAsked = (session.settings.speech.speak, session.settings.speech.sounds) }
        guard asked.speak || asked.sounds, speech == nil, asked != speechAsked else { return announcements }
        switch connectSpeech() {
        case .success(let channel):
            speech = channel
            return announcements
        case .failure(let failure):
            silence()
            let claims = announcements.filter {
                switch $0 {
                case .setting(.speak(true)), .setting(.sounds(true)): return false
                default: return true
                }
            }
            return [.speechUnavailable(failure.problem)] + claims
        }
    }

    /// Connects before a command runs when speech or sounds are on but not yet tried:
    /// kept on in the store, or asked for on the command line. A server that can't be
    /// reached is then said first, on a line of its own, and the command runs with speech
    /// and sounds off, so that its answer says what listo does (`sounds` says Sounds off.).
    func connectBeforeRunning() {
        let asked = (speak: session.settings.speech.speak, sounds: session.settings.speech.sounds)
        guard asked.speak || asked.sounds, speech == nil, asked != speechAsked else { return }
        switch connectSpeech() {
        case .success(let channel):
            speech = channel
            speechAsked = asked
        case .failure(let failure):
            speechFailed(failure)
        }
    }

    /// Speech and sounds off for the rest of the run, without touching the store.
    private func silence() {
        speech = nil
        session.settings.speech.speak = false
        session.settings.speech.sounds = false
        speechAsked = (false, false)
    }

    /// The voices speech-dispatcher offers, through the open channel or one opened to ask.
    func synthesisVoices() -> Result<[SynthesisVoice], SpeechFailure> {
        let channel: any SpeechChannel
        if let open = speech {
            channel = open
        } else {
            switch connectSpeech() {
            case .success(let opened): channel = opened
            case .failure(let failure): return .failure(failure)
            }
        }
        do {
            return .success(try channel.voices())
        } catch {
            return .failure(error)
        }
    }

    /// Sends what was said to the open speech channel; one that fails is said once and dropped.
    func speakAloud(_ spoken: [Utterance]) {
        guard let channel = speech, !spoken.isEmpty else { return }
        do {
            var voice = session.settings.speech
            // A voice with no language of its own speaks the interface's.
            if voice.language == nil { voice.language = session.settings.language.rawValue }
            try channel.say(spoken, settings: voice)
        } catch {
            speechFailed(error)
        }
    }

    /// A new command cuts off what is still being said.
    func interruptSpeech() {
        do {
            try speech?.interrupt()
        } catch {
            speechFailed(error)
        }
    }

    func speechFailed(_ failure: SpeechFailure) {
        silence()
        let lines = speaker.lines([.speechUnavailable(failure.problem)])
        output.write(lines)
        brailleNotices += lines
    }

    public func start() {
        connectBeforeRunning()
        speaker.command = session.startAnswers
        say(session.start())
        speaker.command = nil
        _ = sayDueReminders(aside: false)
    }

    /// Says the reminders that have fallen due, between answers; `aside`: the
    /// prompt is waiting on a terminal, so they start on a line of their own.
    /// A store that can't be read is one `Error:` line, unless the answer just
    /// said (`after`) was already refused for it.
    @discardableResult
    public func sayDueReminders(aside: Bool, after answer: [Announcement] = []) -> Bool {
        let due: [Announcement]
        do {
            (due, nextReminder) = try session.reminders()
        } catch {
            nextReminder = nil
            let refusal = session.refusal(for: error)
            let said = answer.contains { if case .refusal(refusal) = $0 { return true } else { return false } }
            due = said ? [] : [.refusal(refusal)]
        }
        guard !due.isEmpty else { return false }
        if aside { output.write([""]) }
        say(due)
        return true
    }

    /// The next reminder's moment, worked out again only when the store or the day moved.
    private var upcomingReminder: (seq: Int64, day: CalendarDate, moment: Moment?)?
    /// The next reminder's moment as the last look at the reminders found it.
    private var nextReminder: Moment?

    /// While the prompt waits: another session's changes, then the reminders
    /// fallen due, each on lines of their own above the prompt, which the line
    /// editor then draws again with the line being typed. Whether anything was said.
    public func sayWhileIdle() -> Bool {
        let heard = session.heardWhileIdle()
        if !heard.isEmpty {
            output.write([""])
            say(heard)
        }
        return sayRemindersWhileIdle() || !heard.isEmpty
    }

    /// After a resize, while the prompt waits: the terminal's new width, and the
    /// layout it gives said on a line of its own when it changed. Whether anything was said.
    public func sayWhenResized() -> Bool {
        guard TerminalSize.takeResize() else { return false }
        let said = session.terminalResized(to: TerminalSize.columns())
        guard !said.isEmpty else { return false }
        output.write([""])
        say(said)
        return true
    }

    /// What the prompt waits on for `sayWhileIdle`: the store's watch, and a tick
    /// each second at least, on which reminders fall due to the minute.
    public static func idleWaiting(_ watch: (descriptor: Int32, interval: Int32)?) -> (descriptor: Int32, timeout: Int32) {
        let interval = watch?.interval ?? -1
        return (watch?.descriptor ?? -1, interval >= 0 ? min(interval, 1000) : 1000)
    }

    /// Reminders read every row of every list, so the idle timer only compares the
    /// time with the next one's moment, found again after any commit or on a new day
    /// (when what is due by then is said first).
    private func sayRemindersWhileIdle() -> Bool {
        let seq = session.store.appliedSeq, day = session.today
        let said: Bool
        if upcomingReminder?.seq != seq || upcomingReminder?.day != day {
            said = sayDueReminders(aside: true)
        } else if let moment = upcomingReminder?.moment, moment <= session.now {
            said = sayDueReminders(aside: true)
        } else {
            return false
        }
        upcomingReminder = (seq, day, nextReminder)
        return said
    }

    /// Runs one line; returns false when the session should end.
    @discardableResult
    public func run(_ input: Input) -> Bool {
        switch input {
        case .end:
            return false
        case .cancelled:
            interruptSpeech()
            return true
        case .refused(let refusal):
            if echo { output.write(["> " + Announcer(language: session.settings.language).unreadableLine]) }
            anyRefused = true
            say([.refusal(refusal)])
            return !bail
        case .line(let line):
            if echo { output.write(["> " + LineFormat.visible(line)]) }
            interruptSpeech()
            connectBeforeRunning()
            Interrupts.pressedWhileRunning = 0
            if let working { working.begin(notice(for: line)) }
            let response = session.execute(line)
            working?.end()
            if let kept = response.remembered { remember?(kept) }
            speaker.command = response.command ?? CommandKey(typed: line)
            speaker.typed = response.remembered ?? line
            defer {
                speaker.command = nil
                speaker.typed = nil
            }
            ending = response.quit
            say(response.announcements)
            ending = false
            // Between answers: what fell due while this one ran.
            if !response.quit { sayDueReminders(aside: false, after: response.announcements) }
            if response.refused { anyRefused = true }
            if response.quit { return false }
            return !(bail && response.refused)
        }
    }

    /// At a terminal, a command that runs past two seconds says once that it is working.
    public func noticeLongCommands() {
        guard working == nil else { return }
        working = WorkingNotice()
    }

    /// What says that the command typed as `line` is working: its words worked out now,
    /// with a copy of the speaker (the notice is no answer, for Again to count), so that
    /// the notice's thread reads nothing the command changes. Printed, shown on the
    /// Braille display as an answer is, and spoken when speech is on.
    func notice(for line: String) -> () -> Void {
        var copy = speaker
        let named = session.hearing.announcer.typedBack(line.trimmingSpaces())
        let (lines, spoken) = copy.render([.said(.commandStop(.working(named)))], cuesReplaceWords: false)
        var voice = session.settings.speech
        if voice.language == nil { voice.language = session.settings.language.rawValue }
        let voiced = voice.speak ? spoken : []
        return { [unowned self] in
            // Not after Ctrl-C, nor while listo is ending by a signal: neither lets it go on working.
            guard Interrupts.pressedWhileRunning == 0, !Exits.requested else { return }
            output.write(lines)
            if let display = braille, display.connection != nil { display.show(answer: lines.map { BrailleLine($0) }, resting: nil) }
            if let speech, !voiced.isEmpty { try? speech.say(voiced, settings: voice) }
        }
    }

    public func loop<Source: LineSource>(_ source: inout Source) {
        while run(source.read(prompt: session.prompt())) {}
    }

    public var exitCode: Int32 { anyRefused ? 1 : 0 }
}
