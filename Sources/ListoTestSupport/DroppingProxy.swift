import Foundation

/// A TCP proxy on 127.0.0.1 in front of a PostgreSQL server, for the one fault
/// no server command can time: the connection lost after COMMIT was sent and
/// before its answer came back. Armed, it watches what the client sends for the
/// next COMMIT (a simple Query message), then drops the connection either after
/// the server has answered it (the change was made, the client never hears so)
/// or before the server sees it (the server rolls back). Everything else passes
/// through unchanged, on any number of connections, each served by its own thread.
public final class DroppingProxy: @unchecked Sendable {
    public enum Drop: Sendable {
        /// COMMIT reaches the server, which commits; its answer is thrown away.
        case afterCommit
        /// COMMIT never reaches the server; the transaction is rolled back when the connection goes.
        case beforeCommit
    }

    public let port: Int
    private let target: Int
    private let listener: Int32
    private let lock = NSLock()
    private var armed: Drop?
    private var dropped = 0
    private var stopped = false

    /// The simple Query message "COMMIT", as libpq's PQexec sends it.
    static let commitMessage: [UInt8] = [UInt8(ascii: "Q"), 0, 0, 0, 11] + Array("COMMIT".utf8) + [0]

    /// Listens on a free port of 127.0.0.1 and forwards each connection to `targetPort` there.
    public init(to targetPort: Int) throws {
        target = targetPort
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw POSIXError(.EMFILE) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = DroppingProxy.loopback(port: 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(fd, pointer, length) == 0 && listen(fd, 16) == 0 && getsockname(fd, pointer, &length) == 0
            }
        }
        guard bound else {
            close(fd)
            throw POSIXError(.EADDRINUSE)
        }
        listener = fd
        port = Int(UInt16(bigEndian: address.sin_port))
        Thread { [self] in accepting() }.start()
    }

    deinit { stop() }

    /// Drops the connection at the next COMMIT any client sends, once.
    public func arm(_ drop: Drop) {
        lock.lock()
        armed = drop
        lock.unlock()
    }

    /// How many connections were dropped so far.
    public var drops: Int {
        lock.lock()
        defer { lock.unlock() }
        return dropped
    }

    /// Stops taking connections; those open end when either side closes.
    public func stop() {
        lock.lock()
        let wasStopped = stopped
        stopped = true
        lock.unlock()
        if !wasStopped {
            shutdown(listener, Int32(SHUT_RDWR))
            close(listener)
        }
    }

    private var isStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopped
    }

    private static func loopback(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        return address
    }

    private func accepting() {
        while !isStopped {
            let client = accept(listener, nil, nil)
            if client < 0 {
                if errno == EINTR { continue }
                return
            }
            let server = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = DroppingProxy.loopback(port: target)
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(server, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
            }
            guard connected else {
                close(client)
                close(server)
                continue
            }
            Thread { [self] in forward(client, server) }.start()
        }
    }

    /// Takes the armed drop when `bytes` holds a COMMIT, disarming it.
    private func takeDrop(_ bytes: [UInt8]) -> Drop? {
        lock.lock()
        defer { lock.unlock() }
        guard let drop = armed, DroppingProxy.contains(bytes, DroppingProxy.commitMessage) else { return nil }
        armed = nil
        dropped += 1
        return drop
    }

    static func contains(_ bytes: [UInt8], _ part: [UInt8]) -> Bool {
        guard bytes.count >= part.count else { return false }
        return (0...(bytes.count - part.count)).contains { i in bytes[i..<(i + part.count)].elementsEqual(part) }
    }

    /// One loop for both directions, so that nothing of the server's answer can
    /// slip through to the client once a drop is decided.
    private func forward(_ client: Int32, _ server: Int32) {
        defer {
            close(client)
            close(server)
        }
        var buffer = [UInt8](repeating: 0, count: 65536)
        func read(_ fd: Int32) -> [UInt8]? {
            let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            return n > 0 ? Array(buffer[0..<n]) : nil
        }
        func pass(_ bytes: [UInt8], to fd: Int32) -> Bool {
            var sent = 0
            while sent < bytes.count {
                let n = bytes[sent...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                if n <= 0 { return false }
                sent += n
            }
            return true
        }
        while true {
            var fds = [pollfd(fd: client, events: Int16(POLLIN), revents: 0), pollfd(fd: server, events: Int16(POLLIN), revents: 0)]
            guard poll(&fds, 2, 60_000) > 0 else { return }
            if fds[0].revents != 0 {
                guard let bytes = read(client) else { return }
                switch takeDrop(bytes) {
                case .afterCommit?:
                    guard pass(bytes, to: server) else { return }
                    // The server's answer means the commit is made; it is thrown away.
                    var answer = [pollfd(fd: server, events: Int16(POLLIN), revents: 0)]
                    if poll(&answer, 1, 10_000) > 0 { _ = read(server) }
                    return
                case .beforeCommit?:
                    return
                case nil:
                    guard pass(bytes, to: server) else { return }
                }
            }
            if fds[1].revents != 0 {
                guard let bytes = read(server), pass(bytes, to: client) else { return }
            }
        }
    }
}
