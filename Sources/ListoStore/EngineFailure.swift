/// What a storage engine's failure means to the person, whatever the engine:
/// each engine's error type says which (`EngineError`), so the REPL words a
/// failure without naming SQLite's or PostgreSQL's errors.
public enum EngineFailure: Hashable, Sendable {
    /// Another session holds the lock (busy or locked) for longer than listo waits, in the engine's words.
    case busy(String)
    /// The store, or this person's access to it, may only be read.
    case readOnly
    /// The server can't be reached: it stopped, restarted or dropped the connection.
    case unreachable
    /// The connection was lost after a commit was sent, before its answer came:
    /// whether the change was made is looked up when the server answers again.
    case unanswered
    /// The store's own structure is damaged, or it is not a store at all.
    case damaged
    /// No space left where the store is kept.
    case full
    /// Ctrl-C stopped the command: its statement ended, its change rolled back (`CommandStop`).
    case stopped
    /// Anything else, with the engine's own words for it.
    case other(String)
}

/// An engine's error, read as a `EngineFailure`.
public protocol EngineError: Error {
    var failure: EngineFailure { get }
}

extension DatabaseError: EngineError {
    public var failure: EngineFailure {
        if isStopped { return .stopped }
        if isDamage { return .damaged }
        if isReadOnly { return .readOnly }
        if isFull { return .full }
        if isBusy { return .busy(message) }
        return .other(message)
    }
}

extension ServerError: EngineError {
    public var failure: EngineFailure {
        if isStopped { return .stopped }
        if lost { return unanswered ? .unanswered : .unreachable }
        if isReadOnly || isPermission { return .readOnly }
        return .other(message)
    }
}
