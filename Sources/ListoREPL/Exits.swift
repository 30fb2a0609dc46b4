import Glibc

/// The ways a session ends besides quit and end of input: SIGTERM, and SIGHUP
/// when an SSH connection closes. Each only sets a flag; the read that was
/// waiting returns, the loop ends, and the store is closed as after quit, so the
/// .db file alone holds everything. Then the signal is raised again, so the
/// parent sees how listo ended.
enum Exits {
    nonisolated(unsafe) static var signalled: Int32 = 0

    static var requested: Bool { signalled != 0 }

    static func install() {
        // A parent may hand its blocked signals down; these must arrive.
        var wanted = sigset_t()
        sigemptyset(&wanted)
        for number in [SIGTERM, SIGHUP] {
            sigaddset(&wanted, number)
            var action = sigaction()
            // No SA_RESTART: a blocked read returns EINTR, so the loop sees the flag.
            action.__sigaction_handler.sa_handler = { Exits.signalled = $0 }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(number, &action, nil)
        }
        sigprocmask(SIG_UNBLOCK, &wanted, nil)
        // A reader that went away, or a file-size limit, is an error to report, not a death.
        signal(SIGPIPE, SIG_IGN)
        signal(SIGXFSZ, SIG_IGN)
    }

    /// After the store is closed: ends the process by the signal that asked for it.
    static func finish() {
        guard requested else { return }
        signal(signalled, SIG_DFL)
        raise(signalled)
    }
}
