import CBrailleDisplay
import Glibc
import ListoAnnouncer

/// A key pressed on the display, as BRLTTY names its commands.
public enum BrailleKey: Equatable, Sendable {
    case lineUp, lineDown, top, bottom, panLeft, panRight, home
    /// A routing key, by its cell from 0.
    case route(Int)
    /// A key listo does not use.
    case other
}

/// A connection to a display: BRLTTY's, or a test's.
public protocol BrailleConnection: AnyObject {
    /// Cells in the display's line.
    var width: Int { get }
    /// Readable when a key waits.
    var descriptor: Int32 { get }
    /// Shows `cells`, the rest blank; `cursor` from 1 puts dots 7 and 8 under a cell.
    /// False when the connection failed.
    func write(_ cells: [Unicode.Scalar], cursor: Int) -> Bool
    /// The next key without waiting; nil when none waits. Throws when the connection failed.
    func readKey() throws(BrailleProblem) -> BrailleKey?
    func close()
}

public typealias BrailleConnector = () -> Result<any BrailleConnection, BrailleProblem>

extension BrailleProblem: Error {}

/// BRLTTY through BrlAPI, in tty mode, keys as BRLTTY's commands.
public final class BrlAPIConnection: BrailleConnection {
    private var handle: OpaquePointer?
    public let width: Int
    public let descriptor: Int32

    private init(handle: OpaquePointer, width: Int) {
        self.handle = handle
        self.width = width
        descriptor = listo_braille_descriptor(handle)
    }

    deinit { close() }

    /// Connects to `host`, else where BRLAPI_HOST says, else BRLTTY's default.
    public static func connector(host: String? = nil) -> BrailleConnector {
        {
            // BRLTTY going away would otherwise end listo with SIGPIPE on the next write.
            signal(SIGPIPE, SIG_IGN)
            var problem = LISTO_BRAILLE_OK
            var width: UInt32 = 0
            guard let handle = listo_braille_open(host, &problem, &width) else {
                switch problem {
                case LISTO_BRAILLE_LIBRARY_MISSING: return .failure(.libraryMissing)
                case LISTO_BRAILLE_NO_TTY: return .failure(.noPlace)
                case LISTO_BRAILLE_NO_DISPLAY: return .failure(.noDisplay)
                default: return .failure(.unreachable)
                }
            }
            let connection = BrlAPIConnection(handle: handle, width: max(Int(width), 1))
            BrailleDisplay.suspendable = handle
            return .success(connection)
        }
    }

    public func write(_ cells: [Unicode.Scalar], cursor: Int) -> Bool {
        guard let handle else { return false }
        let text = cells.map(\.value)
        return listo_braille_write(handle, text, Int32(text.count), Int32(cursor)) == 0
    }

    public func readKey() throws(BrailleProblem) -> BrailleKey? {
        guard let handle else { throw .lost }
        var argument: Int32 = 0
        switch listo_braille_read_key(handle, &argument) {
        case LISTO_KEY_NONE: return nil
        case LISTO_KEY_LOST: throw .lost
        case LISTO_KEY_LINE_UP: return .lineUp
        case LISTO_KEY_LINE_DOWN: return .lineDown
        case LISTO_KEY_TOP: return .top
        case LISTO_KEY_BOTTOM: return .bottom
        case LISTO_KEY_PAN_LEFT: return .panLeft
        case LISTO_KEY_PAN_RIGHT: return .panRight
        case LISTO_KEY_HOME: return .home
        case LISTO_KEY_ROUTE: return .route(Int(argument))
        default: return .other
        }
    }

    public func close() {
        guard let handle else { return }
        if BrailleDisplay.suspendable == handle { BrailleDisplay.suspendable = nil }
        listo_braille_close(handle)
        self.handle = nil
    }
}

/// The display as the runner sees it: connected or not, what it shows, and what
/// its keys ask for. Every answer is shown through `show`; keys come through `keys`.
public final class BrailleDisplay {
    /// What the keys waiting asked for.
    public enum Outcome: Equatable {
        case nothing
        /// A command to run as if typed.
        case command(String)
        /// Something to say: the display went away.
        case said([Announcement])

        public static func == (a: Outcome, b: Outcome) -> Bool {
            switch (a, b) {
            case (.nothing, .nothing): return true
            case (.command(let x), .command(let y)): return x == y
            case (.said(let x), .said(let y)): return x.count == y.count
            default: return false
            }
        }
    }

    let connect: BrailleConnector
    public private(set) var connection: (any BrailleConnection)?
    public private(set) var view: BrailleView?
    private var answer: [BrailleLine] = []
    private var resting: BrailleLine?
    /// The display went away and that was said; listo tries again now and then.
    public private(set) var lost = false
    private var lastTry = 0.0
    /// Seconds between tries to reach BRLTTY again after it went away.
    public var retryInterval = 2.0

    /// The open BrlAPI connection, for Ctrl-Z to give the display back at once.
    nonisolated(unsafe) static var suspendable: OpaquePointer?
    /// Set by Ctrl-Z: the connection was dropped on purpose and is taken again without a word.
    nonisolated(unsafe) static var suspended: Int32 = 0

    public init(connect: @escaping BrailleConnector) { self.connect = connect }

    /// Connects, or gives up, as the braille setting asks. `asked`: the person just
    /// turned it on, so BRLTTY not reached is said even after the display went away.
    /// Returns what to say: nothing, why there is no display, or that it is back.
    /// BRLTTY not reached (not yet started, or gone), or reached with no display yet,
    /// is looked for again now and then, as after it went away. A connection made
    /// writes nothing: the answer that says so is the first thing shown, never the
    /// last one again (`redraw` shows it).
    public func update(wanted: Bool, asked: Bool) -> [Announcement] {
        guard wanted else {
            close()
            lost = false
            return []
        }
        if connection != nil { return [] }
        let now = BrailleDisplay.seconds()
        if lost && !asked && now - lastTry < retryInterval { return [] }
        lastTry = now
        switch connect() {
        case .success(let opened):
            connection = opened
            view = BrailleView(width: opened.width)
            view?.show(answer: answer, resting: resting)
            defer { lost = false }
            return lost && BrailleDisplay.suspended == 0 ? [.braille(.back)] : []
        case .failure(let problem) where problem == .unreachable || problem == .noDisplay:
            // Said when first not found and when asked; the tries after are silent. A BRLTTY
            // whose display is not up yet is tried again too: taken with no cells, the
            // display would show BRLTTY's screen when it comes up, not what listo wrote.
            defer {
                lost = true
                lastTry = now
            }
            return !lost || asked ? [.braille(problem == .noDisplay ? .noDisplay : .awaited)] : []
        case .failure(let problem):
            // No libbrlapi, or no place on the display: said whenever it is met, even
            // after BRLTTY was not reached or went away, and no longer looked for; the
            // runner turns braille off for the run.
            lost = false
            return [.braille(problem)]
        }
    }

    /// Shows again what the display last had: after a connection no answer follows.
    public func redraw() { draw() }

    /// After an answer: its first line, distinguishing word first; pan keys read on.
    public func show(answer lines: [BrailleLine], resting: BrailleLine?) {
        answer = lines
        self.resting = resting
        view?.show(answer: lines, resting: resting)
        draw()
    }

    /// The descriptor to wait on, and how long to wait before trying to reach BRLTTY again.
    public var waiting: (descriptor: Int32, timeout: Int32) {
        if let connection { return (connection.descriptor, -1) }
        return (-1, lost ? Int32(retryInterval * 1000) : -1)
    }

    /// Reads the keys waiting. Panning is done here; the first key that stands for
    /// a command returns it, the keys after it wait for the next read.
    public func keys(word: (String) -> String) -> Outcome {
        if BrailleDisplay.suspended != 0 { return .nothing }
        while let connection {
            let key: BrailleKey?
            do {
                key = try connection.readKey()
            } catch {
                return drop()
            }
            guard let key else { return .nothing }
            switch key {
            case .lineDown: return .command(word("next"))
            case .lineUp: return .command(word("previous"))
            case .top: return .command(word("first"))
            case .bottom: return .command(word("last"))
            case .panLeft, .panRight:
                if view?.pan(forward: key == .panRight) == true { draw() }
            case .home:
                view?.rest()
                draw()
            case .route(let cell):
                if let command = view?.routed(cell: cell) { return .command(command) }
                // Words that run nothing, or no words: said, so that a press is never met by silence.
                return .said([.said(.brailleDisplay(.nothingToPress))])
            case .other:
                break
            }
        }
        return .nothing
    }

    /// Writes the window shown; a write that fails loses the connection.
    private func draw() {
        guard let connection, let window = view?.current else { return }
        if !connection.write(window.cells, cursor: window.startsLine ? 1 : 0) { _ = drop() }
    }

    /// BRLTTY went away: said once, then tried again now and then.
    private func drop() -> Outcome {
        connection?.close()
        connection = nil
        if BrailleDisplay.suspended != 0 { return .nothing }
        guard !lost else { return .nothing }
        lost = true
        lastTry = BrailleDisplay.seconds()
        return .said([.braille(.lost)])
    }

    /// Gives the display back to BRLTTY.
    public func close() {
        connection?.close()
        connection = nil
    }

    /// Shuts the connection, so BRLTTY takes the display back: only the socket is
    /// shut, which is safe in a signal handler (SIGTERM while a command runs).
    static func shutFromSignalHandler() {
        if let handle = BrailleDisplay.suspendable { listo_braille_drop(handle) }
    }

    /// Ctrl-Z gives the display back before listo stops, and takes it again when it goes on.
    /// The handler only shuts the socket, which is safe in a signal handler.
    public static func catchSuspend() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            if let handle = BrailleDisplay.suspendable {
                BrailleDisplay.suspended = 1
                listo_braille_drop(handle)
            }
            signal(SIGTSTP, SIG_DFL)
            var stop = sigset_t()
            sigemptyset(&stop)
            sigaddset(&stop, SIGTSTP)
            pthread_sigmask(SIG_UNBLOCK, &stop, nil)
            raise(SIGTSTP)
            // Going on: the next read finds the connection shut and connects again, and
            // the terminal's width, which may have changed meanwhile, is read again.
            TerminalSize.readAgain()
            BrailleDisplay.catchSuspend()
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        sigaction(SIGTSTP, &action, nil)
    }

    /// After Ctrl-Z: the connection that was given back is opened again at once.
    public func resumeIfSuspended(wanted: Bool) {
        guard BrailleDisplay.suspended != 0 else { return }
        close()
        lost = true
        lastTry = 0
        _ = update(wanted: wanted, asked: true)
        draw()
        BrailleDisplay.suspended = 0
        lost = connection == nil
    }

    static func seconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
