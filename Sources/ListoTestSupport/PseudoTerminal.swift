import Foundation

/// The built listo on a pseudo-terminal, so that libedit sees a real terminal:
/// type into it and read the screen's bytes back.
public final class PseudoTerminal {
    private let master: Int32
    public let pid: pid_t
    public private(set) var transcript = ""

    /// `echo: false` turns the terminal's own echo off, as Emacs does for its shell buffer.
    /// `program` runs another program on the terminal instead, such as a shell that starts listo.
    public init(program: String? = nil, arguments: [String], environment: [String: String], echo: Bool = true) throws {
        var master: Int32 = 0, slave: Int32 = 0
        var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw POSIXError(.ENOTTY) }
        self.master = master
        if !echo {
            var settings = termios()
            tcgetattr(slave, &settings)
            settings.c_lflag &= ~tcflag_t(ECHO)
            tcsetattr(slave, TCSANOW, &settings)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        for fd: Int32 in 0...2 { posix_spawn_file_actions_adddup2(&actions, slave, fd) }
        posix_spawn_file_actions_addclose(&actions, master)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        // POSIX_SPAWN_SETSID: the child gets its own session, with the terminal as its own.
        // POSIX_SPAWN_SETSIGDEF and SETSIGMASK: the job-control signals act as they do for
        // a person's programs, even where the test runner ignores or blocks them.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGTSTP, SIGTTIN, SIGTTOU] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setflags(&attributes, 0x80 | Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let path = program ?? Fixture.binary.path
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        var child: pid_t = 0
        let rc = posix_spawn(&child, path, &actions, &attributes, argv, envp)
        argv.forEach { free($0) }
        envp.forEach { free($0) }
        posix_spawn_file_actions_destroy(&actions)
        posix_spawnattr_destroy(&attributes)
        close(slave)
        guard rc == 0 else { throw POSIXError(POSIXErrorCode(rawValue: rc) ?? .EINVAL) }
        pid = child
    }

    deinit {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        close(master)
    }

    public func type(_ text: String) {
        type(bytes: Array(text.utf8))
    }

    /// Types bytes as they are, UTF-8 or not: a Latin-1 é is E9.
    public func type(bytes: [UInt8]) {
        var bytes = bytes
        _ = bytes.withUnsafeMutableBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Types `text` without ending the line and moves the cursor `back` characters
    /// left inside it, then forgets what the screen showed: a line half typed, to
    /// see it drawn again intact after something is said above the prompt.
    /// Whether the text was echoed.
    public func typeHalfLine(_ text: String, back: Int) -> Bool {
        type(text)
        let echoed = waitFor(String(text.suffix(back)))
        type(String(repeating: "\u{1B}[D", count: back))
        usleep(100_000)
        _ = drain()
        return echoed
    }

    /// Makes the terminal `columns` wide, as dragging a window's edge does, and
    /// sends SIGWINCH, which the kernel sends only to a terminal's foreground
    /// process group: the child was started in a session of its own, without
    /// the terminal as its controlling one, so it is told here.
    public func resize(columns: Int, rows: Int = 24) {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        kill(pid, SIGWINCH)
    }

    /// Reads until the screen so far contains `text`, or the time runs out.
    @discardableResult
    public func waitFor(_ text: String, seconds: Double = 30) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if transcript.contains(text) { return true }
            var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            if poll(&poller, 1, 100) > 0 {
                var buffer = [UInt8](repeating: 0, count: 4096)
                let n = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
                if n <= 0 { return transcript.contains(text) }
                transcript += String(decoding: buffer[0..<n], as: UTF8.self)
            }
        }
        return transcript.contains(text)
    }

    /// Everything read since the last call.
    public func drain() -> String {
        defer { transcript = "" }
        return transcript
    }

    /// Waits for the process to end and returns its exit status.
    public func waitForExit(seconds: Double = 30) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            _ = waitFor("\u{0}", seconds: 0.05)
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid { return (status >> 8) & 0xff }
        }
        return nil
    }
}
