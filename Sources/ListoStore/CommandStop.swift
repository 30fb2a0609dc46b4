import Glibc
import Synchronization

/// Ctrl-C while a command runs stops that command, on whichever engine it works.
///
/// The REPL's signal handler calls `request`, which only does what a handler may:
/// it sets an atomic flag and writes a byte to a pipe. A thread of its own, which
/// takes no signal, reads that byte and stops each connection's statement under
/// way (sqlite3_interrupt, which SQLite documents as safe from another thread;
/// PQcancel for a server), while every statement that starts after it, and the
/// commit of a change, takes the flag and throws instead of running. The error is
/// an engine's like any other: the change's one transaction rolls back, memory is
/// put back as the store has it, and the REPL says the command stopped.
public enum CommandStop {
    /// Set by Ctrl-C, taken by the first statement or commit that asks.
    private static let requested = Atomic<Bool>(false)
    /// Above 0 while a caller stops by itself (a long reading, after the section
    /// being said, so that `more` goes on): statements then run on.
    private static let holding = Atomic<Int>(0)
    /// The pipe's end the signal handler writes to; -1 until `start`.
    nonisolated(unsafe) private static var wakeEnd: Int32 = -1
    /// The end the stopping thread reads.
    nonisolated(unsafe) private static var waitEnd: Int32 = -1
    /// How each open connection's statement under way is stopped, by a token.
    private static let stoppers = Mutex<[Int: @Sendable () -> Void]>([:])
    private static let tokens = Atomic<Int>(1)

    /// Starts the thread that stops statements. Called once, before the signal
    /// handler that calls `request` is installed, so that the handler touches only
    /// what is set up already.
    public static func start() {
        guard wakeEnd < 0 else { return }
        requested.store(false, ordering: .relaxed)
        _ = holding.load(ordering: .relaxed)
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return }
        _ = fcntl(ends[1], F_SETFL, O_NONBLOCK)
        waitEnd = ends[0]
        // The thread is born with every signal blocked, so that a signal meant to
        // wake the main thread's read (SIGTERM, SIGHUP, a resize) is never taken here.
        var all = sigset_t(), before = sigset_t()
        sigfillset(&all)
        pthread_sigmask(SIG_SETMASK, &all, &before)
        var thread = pthread_t()
        let rc = pthread_create(&thread, nil, { _ in
            CommandStop.serve()
            return nil
        }, nil)
        pthread_sigmask(SIG_SETMASK, &before, nil)
        guard rc == 0 else {
            close(ends[0])
            close(ends[1])
            waitEnd = -1
            return
        }
        pthread_detach(thread)
        wakeEnd = ends[1]
    }

    /// From the signal handler: only an atomic store and a write to a pipe.
    public static func request() {
        let saved = errno
        requested.store(true, ordering: .releasing)
        if wakeEnd >= 0 {
            var byte: UInt8 = 1
            _ = write(wakeEnd, &byte, 1)
        }
        errno = saved
    }

    /// Whether Ctrl-C came and nothing has taken it yet, taking it: the statement
    /// or commit that asks first stops, and what runs after it (a rollback, memory
    /// read again) runs.
    public static func take() -> Bool {
        guard requested.load(ordering: .relaxed) else { return false }
        guard holding.load(ordering: .relaxed) == 0 else { return false }
        return requested.exchange(false, ordering: .acquiringAndReleasing)
    }

    /// Ctrl-C taken by Swift's own work between statements (a rule turned into a million
    /// ids, a long answer made): the failure a statement stopped by it is, so that the
    /// change rolls back whole and the REPL says the command stopped, as for SQLite's.
    public struct Stopped: EngineError, Equatable {
        public init() {}
        public var failure: EngineFailure { .stopped }
    }

    /// For a loop over many rows, asked every few thousand of them: throws `Stopped`
    /// where Ctrl-C came and nothing took it yet. One atomic load when it did not.
    public static func check() throws {
        if take() { throw Stopped() }
    }

    /// A Ctrl-C pressed before a command asks nothing of it; one a statement stopped on is spent.
    public static func clear() { requested.store(false, ordering: .releasing) }

    /// Runs `body` with statements left to run on through Ctrl-C: the caller asks
    /// for the key itself and stops where it can go on from. What it did not take is dropped.
    public static func heldBack<T>(_ body: () throws -> T) rethrows -> T {
        holding.add(1, ordering: .relaxed)
        defer {
            holding.subtract(1, ordering: .relaxed)
            clear()
        }
        return try body()
    }

    /// Holds taken by `holdAfterCommit` in the command running.
    private static let commitHolds = Atomic<Int>(0)

    /// A change was committed: from here to the end of its command statements run on
    /// through Ctrl-C, which then stops nothing, so that the command gives its answer
    /// and never says nothing changed of a change that was written (`group due` stopped
    /// while its groups were read said so, its grouping kept).
    public static func holdAfterCommit() {
        holding.add(1, ordering: .relaxed)
        commitHolds.add(1, ordering: .relaxed)
    }

    /// The command ended: the holds its commits took are let go, and a Ctrl-C they held back is dropped.
    public static func endCommand() {
        let held = commitHolds.exchange(0, ordering: .relaxed)
        guard held > 0 else { return }
        holding.subtract(held, ordering: .relaxed)
        clear()
    }

    /// Adds how a connection's statement under way is stopped; the token takes it away.
    static func register(_ stop: @escaping @Sendable () -> Void) -> Int {
        let token = tokens.add(1, ordering: .relaxed).newValue
        stoppers.withLock { $0[token] = stop }
        return token
    }

    /// Called before the connection closes: the stopping thread, which holds the
    /// same lock while it stops statements, never reaches a closed connection.
    static func unregister(_ token: Int) {
        _ = stoppers.withLock { $0.removeValue(forKey: token) }
    }

    /// The stopping thread: each byte the handler writes stops the statements under way.
    private static func serve() {
        var byte: UInt8 = 0
        while true {
            let n = read(waitEnd, &byte, 1)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return }
            guard requested.load(ordering: .acquiring), holding.load(ordering: .relaxed) == 0 else { continue }
            stoppers.withLock { stops in
                for stop in stops.values { stop() }
            }
        }
    }
}
