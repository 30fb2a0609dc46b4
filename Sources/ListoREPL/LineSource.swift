import Glibc
import ListoAnnouncer
import ListoStore

/// One line of input, or why there is none.
public enum Input: Equatable, Sendable {
    case line(String)
    case refused(Refusal)
    case cancelled
    case end
}

public protocol LineSource {
    mutating func read(prompt: String) -> Input
}

/// Lines from a pipe or file: plain UTF-8, a trailing carriage return dropped.
/// A line too long, holding a NUL byte, or not UTF-8 is refused whole and the
/// reader goes on with the next one. With `prompting`, the prompt is written
/// before each line is read, for a dumb terminal or a client such as comint
/// that waits for it to know an answer is complete.
public struct PipeSource: LineSource {
    public static let maximumLine = 65536
    private let descriptor: Int32
    private let prompting: Bool
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false
    private var interrupted = false
    /// A command from the Braille display's keys, read as the next line.
    private var sideCommand: String?
    private var currentPrompt = ""

    public init(descriptor: Int32 = 0, prompting: Bool = false) {
        self.descriptor = descriptor
        self.prompting = prompting
    }

    private mutating func fill() -> Bool {
        if start > 0 && start >= buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            if Exits.requested {
                atEnd = true
                return false
            }
            switch Interrupts.waitForInput(descriptor) {
            case .input:
                break
            case .interrupted:
                interrupted = true
                return false
            case .side(let command):
                sideCommand = command
                return false
            case .said:
                if prompting { Terminal.prompt(1, currentPrompt) }
                continue
            }
            if Exits.requested {
                atEnd = true
                return false
            }
            let n = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 {
                atEnd = true
                return false
            }
            buffer.append(contentsOf: chunk[0..<n])
            return true
        }
    }

    public mutating func read(prompt: String) -> Input {
        if prompting && !prompt.isEmpty { Terminal.prompt(1, prompt) }
        currentPrompt = prompt
        var tooLong = 0
        while true {
            if let command = sideCommand {
                sideCommand = nil
                // Shown after the prompt as if typed.
                if prompting { StandardOutput().write([command]) }
                return .line(command)
            }
            if let newline = buffer[start...].firstIndex(of: 10) {
                let bytes = Array(buffer[start..<newline])
                start = newline + 1
                if tooLong > 0 { return .refused(.lineTooLong(bytes: tooLong + bytes.count)) }
                return PipeSource.decode(bytes)
            }
            let pending = buffer.count - start
            if pending > PipeSource.maximumLine {
                tooLong += pending
                start = buffer.count
            }
            if atEnd || !fill() {
                if sideCommand != nil { continue }
                if interrupted {
                    // Ctrl-C: the terminal dropped the line being typed; drop what was read of it too.
                    interrupted = false
                    start = buffer.count
                    if prompting { StandardOutput().write([""]) }
                    return .cancelled
                }
                guard start < buffer.count || tooLong > 0 else { return .end }
                let bytes = Array(buffer[start...])
                start = buffer.count
                if tooLong > 0 { return .refused(.lineTooLong(bytes: tooLong + bytes.count)) }
                return PipeSource.decode(bytes)
            }
        }
    }

    public static func decode(_ raw: [UInt8]) -> Input {
        var bytes = raw
        if bytes.last == 13 { bytes.removeLast() }
        if bytes.count > maximumLine { return .refused(.lineTooLong(bytes: bytes.count)) }
        if bytes.contains(0) { return .refused(.nulByte) }
        guard let text = String(validating: bytes, as: UTF8.self) else { return .refused(.invalidUTF8) }
        return .line(text)
    }
}

/// Ctrl-C on a terminal that listo reads without libedit. The signal may reach
/// any thread, so its handler writes a byte to a pipe that the reader waits on
/// beside its input; the reader then gives up the line instead of ending listo.
/// While a command runs, Ctrl-C is kept as a request to stop a long reading, and
/// stops the command itself (`CommandStop`).
public enum Interrupts {
    nonisolated(unsafe) private static var pipeEnds: (read: Int32, write: Int32)?
    /// Set by Ctrl-C while a command runs; a reading stops at the next section.
    nonisolated(unsafe) static var stopRequested: Int32 = 0

    /// Set by Ctrl-C while a command runs at a terminal libedit edits; the runner
    /// clears it as each command starts. A command stopping hears no working notice.
    nonisolated(unsafe) static var pressedWhileRunning: Int32 = 0

    /// Whether Ctrl-C came since the last time this was asked.
    static func takeStopRequest() -> Bool {
        defer { stopRequested = 0 }
        return stopRequested != 0
    }

    /// With libedit, Ctrl-C is a key while a line is typed; while a command runs
    /// it arrives as a signal, kept as a request to stop a long reading, and it
    /// stops the command's statements and change (`CommandStop`).
    public static func catchWhileRunning() {
        CommandStop.start()
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            Interrupts.stopRequested = 1
            Interrupts.pressedWhileRunning = 1
            CommandStop.request()
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        sigaction(SIGINT, &action, nil)
    }

    public static func catchThem() {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return }
        _ = fcntl(ends[1], F_SETFL, O_NONBLOCK)
        pipeEnds = (ends[0], ends[1])
        CommandStop.start()
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            Interrupts.stopRequested = 1
            CommandStop.request()
            guard let end = Interrupts.pipeEnds?.write else { return }
            Terminal.wake(end)
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        sigaction(SIGINT, &action, nil)
        // A parent may have started listo with SIGINT blocked.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// What came while waiting for a line.
    enum Wait {
        case input
        /// Ctrl-C.
        case interrupted
        /// A key of the Braille display that stands for this command.
        case side(String)
        /// Lines were printed while waiting, so the prompt is written again.
        case said
    }

    /// Waits until `descriptor` can be read, Ctrl-C comes, or the side input (a
    /// Braille display) has a command or something to say.
    static func waitForInput(_ descriptor: Int32) -> Wait {
        let wake = pipeEnds?.read ?? -1
        while true {
            let side = SideInput.waiting()
            guard wake >= 0 || !side.descriptors.isEmpty || side.timeout >= 0 else { return .input }
            var fds = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0), pollfd(fd: wake, events: Int16(POLLIN), revents: 0)]
                + side.descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&fds, nfds_t(fds.count), side.timeout)
            if ready < 0 {
                if errno == EINTR && !Exits.requested { continue }
                return .input
            }
            if fds[1].revents & Int16(POLLIN) != 0 {
                var byte: UInt8 = 0
                _ = Glibc.read(wake, &byte, 1)
                return .interrupted
            }
            if ready == 0 || fds.dropFirst(2).contains(where: { $0.revents != 0 }), !SideInput.sources.isEmpty {
                let taken = SideInput.take()
                if let command = taken.command { return .side(command) }
                if taken.said { return .said }
            }
            if fds[0].revents != 0 { return .input }
        }
    }
}

/// What a line source waits on beside the terminal: the Braille display's keys
/// (commands read as if typed), and what is said at once while the prompt waits
/// (another session's changes, a reminder falling due). The runner adds them;
/// both line sources wait on their descriptors and timers with the terminal.
public enum SideInput {
    /// One thing waited on: its descriptor (-1 for none) and how long before it is
    /// asked again (-1: forever), and what asking it gives: the command its keys
    /// stand for, and whether lines were printed meanwhile.
    public struct Source {
        public var waiting: () -> (descriptor: Int32, timeout: Int32)
        public var take: () -> (command: String?, said: Bool)

        public init(waiting: @escaping () -> (descriptor: Int32, timeout: Int32), take: @escaping () -> (command: String?, said: Bool)) {
            self.waiting = waiting
            self.take = take
        }
    }

    nonisolated(unsafe) public static var sources: [Source] = []

    public static func add(_ source: Source) { sources.append(source) }

    /// The descriptors to wait on and the shortest time before one is asked again (-1: forever).
    static func waiting() -> (descriptors: [Int32], timeout: Int32) {
        var descriptors: [Int32] = []
        var timeout: Int32 = -1
        for source in sources {
            let (descriptor, wait) = source.waiting()
            if descriptor >= 0 { descriptors.append(descriptor) }
            if wait >= 0 { timeout = timeout < 0 ? wait : min(timeout, wait) }
        }
        return (descriptors, timeout)
    }

    /// Asks each source in turn; the first command stops the round, the rest are asked at the next.
    static func take() -> (command: String?, said: Bool) {
        var said = false
        for source in sources {
            let taken = source.take()
            said = said || taken.said
            if let command = taken.command { return (command, said) }
        }
        return (nil, said)
    }
}
