/// How a session sitting at its prompt learns, cheaply and without reading the
/// journal, that another session committed: a descriptor to wait on (the
/// PostgreSQL connection's socket, where notifications arrive) or a question
/// asked on a timer (SQLite's data_version). The journal, read afterwards by
/// `news`, says what changed; the watch only says when to look.
public protocol ChangeWatch: AnyObject {
    /// Readable when another session may have committed; -1 when there is none to wait on.
    var watchDescriptor: Int32 { get }
    /// How often to ask `othersCommitted` in milliseconds; -1 when the descriptor alone says.
    var watchInterval: Int32 { get }
    /// Whether another session committed since this one last looked, without waiting.
    func othersCommitted() -> Bool
}

extension Store: ChangeWatch {
    public var watchDescriptor: Int32 { -1 }
    /// Half a second: a commit elsewhere is heard while the person is still listening for it,
    /// and the pragma, which reads no page, costs microseconds.
    public var watchInterval: Int32 { isInMemory ? -1 : 500 }

    /// PRAGMA data_version moves when another connection commits to the file, never
    /// for this one's own: compared with its value when the journal was last read.
    public func othersCommitted() -> Bool {
        guard !isInMemory, let version = try? connection.scalar("PRAGMA data_version") else { return false }
        return version != dataVersion
    }
}

extension ServerStore: ChangeWatch {
    /// The connection's socket while it is up, where notifications arrive. Once it is
    /// lost, the socket of the connection being made again, while that waits to read.
    public var watchDescriptor: Int32 {
        if connection.isOpen { return connection.socket }
        if case .waiting(let socket, false)? = reconnecting { return socket }
        return -1
    }

    /// While the connection is lost, the prompt tries to make it again each second,
    /// and looks again five times a second while the connecting waits to write (a
    /// host that does not answer keeps it there until the system gives up).
    public var watchInterval: Int32 {
        if connection.isOpen { return -1 }
        if case .waiting(_, true)? = reconnecting { return 200 }
        return 1000
    }

    /// A lost connection is made again here a step at a time, never waiting, and
    /// says nothing while it fails: the next command says so in one line. Made
    /// again, it counts as news, so that what others committed meanwhile, and
    /// whether a commit whose answer never came was made, are said at once.
    public func othersCommitted() -> Bool {
        guard connection.isOpen else {
            let step = connection.resetStep()
            reconnecting = step
            guard step == .made else { return false }
            reconnecting = nil
            do {
                try listenAgain()
            } catch {
                return false
            }
            return true
        }
        let (payloads, alive) = connection.notifications()
        return alive && othersNotified(payloads)
    }
}

extension MemoryRepository: ChangeWatch {
    public var watchDescriptor: Int32 { -1 }
    public var watchInterval: Int32 { 500 }
    /// Every commit on the storage moves its journal, this session's own moving `appliedSeq` too.
    public func othersCommitted() -> Bool { storage.lastSeq > appliedSeq }
}
