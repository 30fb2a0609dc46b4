import Glibc
import ListoStore

/// The ways a session ends besides quit and end of input: SIGTERM, and SIGHUP
/// when an SSH connection closes.
///
/// While listo waits for a line, a signal only sets a flag: the read that was
/// waiting returns, the loop ends, and the store is closed as after quit, so the
/// .db file alone holds everything. Then the signal is raised again, so the
/// parent sees how listo ended.
///
/// While a command runs, it has `grace` seconds to finish and end the same way;
/// one that does not (a runaway reading, an answer blocked on a reader that went
/// quiet), or a second signal, ends listo at once from the handler: the Braille
/// display's connection is shut, so BRLTTY takes the display back, the terminal's
/// modes are put back as listo found them, and the process ends by the signal.
/// Nothing is left half-written by that: every change a command makes to a store
/// is one transaction, which SQLite rolls back (its WAL frames are never marked
/// committed) and a PostgreSQL server rolls back when the connection drops, and
/// every file listo writes besides is written whole and renamed into place.
///
/// import, export, copy and recover are not commands of a session: they ask
/// between their pieces of work (`LongWork`), stop there, roll their one
/// transaction back (copy and recover take away the file they made), say so in
/// one line and end by the signal.
enum Exits {
    nonisolated(unsafe) static var signalled: Int32 = 0
    /// 1 while a command runs, 0 while listo waits for a line.
    nonisolated(unsafe) static var running: Int32 = 0
    /// The terminal's modes when listo started, when its input is one.
    nonisolated(unsafe) static var terminalModes = termios()
    nonisolated(unsafe) static var hasTerminal: Int32 = 0
    /// Seconds a running command has to finish after SIGTERM or SIGHUP.
    static let grace: UInt32 = 1

    static var requested: Bool { signalled != 0 }

    static func install() {
        // Long work on a store (import, export, copy, recover) asks between its pieces.
        LongWork.stopRequested = { Exits.signalled != 0 || Terminal.lostOutput != 0 }
        if isatty(0) == 1, tcgetattr(0, &terminalModes) == 0 { hasTerminal = 1 }
        // A parent may hand its blocked signals down; these must arrive.
        var wanted = sigset_t()
        sigemptyset(&wanted)
        for number in [SIGTERM, SIGHUP] {
            sigaddset(&wanted, number)
            var action = sigaction()
            // No SA_RESTART: a blocked read returns EINTR, so the loop sees the flag.
            action.__sigaction_handler.sa_handler = { number in
                let again = Exits.signalled != 0
                Exits.signalled = number
                guard Exits.running != 0 else { return }
                if again { Exits.endNow() } else { alarm(Exits.grace) }
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(number, &action, nil)
        }
        // The grace is over: a command still running is not waited for.
        var timeUp = sigaction()
        timeUp.__sigaction_handler.sa_handler = { _ in
            if Exits.running != 0 && Exits.signalled != 0 { Exits.endNow() }
        }
        sigemptyset(&timeUp.sa_mask)
        timeUp.sa_flags = SA_RESTART
        sigaction(SIGALRM, &timeUp, nil)
        sigaddset(&wanted, SIGALRM)
        sigprocmask(SIG_UNBLOCK, &wanted, nil)
        // A reader that went away, or a file-size limit, is an error to report, not a death.
        signal(SIGPIPE, SIG_IGN)
        signal(SIGXFSZ, SIG_IGN)
    }

    /// Runs one command, during which a signal ends listo after the grace.
    static func whileRunning<T>(_ command: () -> T) -> T {
        running = 1
        defer { running = 0 }
        return command()
    }

    /// Ends the process from a signal handler, by the signal that asked for it,
    /// with only calls that are safe there: the display and the terminal given back.
    static func endNow() {
        BrailleDisplay.shutFromSignalHandler()
        if hasTerminal != 0 { tcsetattr(0, TCSANOW, &terminalModes) }
        signal(signalled, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, signalled)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        raise(signalled)
        _exit(128 + signalled)
    }

    /// After the store is closed: ends the process by the signal that asked for it.
    static func finish() {
        guard requested else { return }
        alarm(0)
        signal(signalled, SIG_DFL)
        raise(signalled)
    }
}
