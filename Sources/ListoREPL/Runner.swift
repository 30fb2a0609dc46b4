import ListoAnnouncer
import ListoModel

/// Reads lines, runs them, and says the answers, until quit or end of input.
public final class Runner {
    public let session: Session
    public var speaker: Speaker
    let output: LineSink
    let echo: Bool
    let bail: Bool
    public private(set) var anyRefused = false
    /// Keeps each line typed, as the history keeps it, in the history file.
    public var remember: ((String) -> Void)?

    public init(session: Session, options: Options, output: LineSink) {
        self.session = session
        session.verbosity = options.verbosity
        session.width = options.width
        session.profile = options.profile
        session.layout = options.layout
        speaker = Speaker(verbosity: options.verbosity, width: options.width)
        self.output = output
        echo = options.echo
        bail = options.bail
    }

    public func say(_ announcements: [Announcement]) {
        speaker.verbosity = session.verbosity
        speaker.width = session.width
        output.write(speaker.lines(announcements))
    }

    public func start() { say(session.start()) }

    /// Runs one line; returns false when the session should end.
    @discardableResult
    public func run(_ input: Input) -> Bool {
        switch input {
        case .end:
            return false
        case .cancelled:
            return true
        case .refused(let refusal):
            if echo { output.write(["> " + Announcer.unreadableLine]) }
            anyRefused = true
            say([.refusal(refusal)])
            return !bail
        case .line(let line):
            if echo { output.write(["> " + LineFormat.visible(line)]) }
            let response = session.execute(line)
            if let kept = response.remembered { remember?(kept) }
            say(response.announcements)
            if response.refused { anyRefused = true }
            if response.quit { return false }
            return !(bail && response.refused)
        }
    }

    public func loop<Source: LineSource>(_ source: inout Source) {
        while run(source.read(prompt: session.prompt())) {}
    }

    public var exitCode: Int32 { anyRefused ? 1 : 0 }
}
