/// Work on a store that takes long (an import, a copy, a recovery, an export)
/// asks between its pieces whether the process was asked to end (SIGTERM, or
/// SIGHUP when an SSH connection closes), and then throws `Stopped`: the one
/// transaction it writes in rolls back, so a store is never left half-written,
/// and the command line says so in one line. The REPL tells it how to ask.
public enum LongWork {
    /// Whether the process was asked to end; set once, as the process starts.
    nonisolated(unsafe) public static var stopRequested: () -> Bool = { false }

    /// The work stopped at a piece's end because the process was asked to end.
    public struct Stopped: Error, Equatable {
        public init() {}
    }

    /// Between two pieces of long work: throws `Stopped` when the process was asked to end.
    public static func checkpoint() throws {
        if stopRequested() { throw Stopped() }
    }
}
