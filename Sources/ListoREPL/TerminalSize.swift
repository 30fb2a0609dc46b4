import Glibc

/// The terminal's width in columns, read at start and again after each resize.
/// SIGWINCH may come at any moment, on any thread, so its handler only writes a
/// byte to a pipe; the prompt waits on the pipe beside the terminal, and the new
/// width is read and said there, between answers.
enum TerminalSize {
    nonisolated(unsafe) private static var pipeEnds: (read: Int32, write: Int32)?

    /// The columns of the terminal on standard input, else on standard output
    /// (TIOCGWINSZ); nil where neither is a terminal or it says none.
    static func columns() -> Int? {
        for fd: Int32 in [0, 1] {
            var size = winsize()
            if ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        }
        return nil
    }

    /// Catches SIGWINCH and returns the descriptor that becomes readable after one;
    /// nil when no pipe could be made. libedit, which handles the signal while a
    /// line is typed, passes it on to this handler once it has redrawn the line.
    static func watch() -> Int32? {
        if let ends = pipeEnds { return ends.read }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends { _ = fcntl(end, F_SETFL, O_NONBLOCK) }
        pipeEnds = (ends[0], ends[1])
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in TerminalSize.readAgain() }
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        sigaction(SIGWINCH, &action, nil)
        return ends[0]
    }

    /// Has the width read again at the prompt: after a resize, and as listo goes on
    /// after Ctrl-Z (a resize while it was stopped went to the shell in front, not to
    /// listo). Only a byte written to the pipe: safe in a signal handler.
    static func readAgain() {
        guard let end = pipeEnds?.write else { return }
        Terminal.wake(end)
    }

    /// Whether the terminal was resized since this was last asked; empties the pipe,
    /// so that several resizes in a row are one.
    static func takeResize() -> Bool {
        guard let end = pipeEnds?.read else { return false }
        var resized = false
        var bytes = [UInt8](repeating: 0, count: 64)
        while bytes.withUnsafeMutableBytes({ Glibc.read(end, $0.baseAddress, $0.count) }) > 0 { resized = true }
        return resized
    }
}
