import Foundation

/// A throwaway Radicale CalDAV server for the tests, with vdirsyncer beside it:
/// both from the venv `make test` installs in .build/caldav. The server listens on
/// a free port of 127.0.0.1, keeps its collections in a temporary folder, has one
/// task collection (`/listo/chores/`), and is stopped by `stop()`, at the latest
/// when the test process exits.
public final class RadicaleServer: @unchecked Sendable {
    public enum Problem: Error, CustomStringConvertible {
        case missing(String)
        case notListening(String)
        public var description: String {
            switch self {
            case .missing(let what): return "\(what) is missing: make test installs Radicale and vdirsyncer into .build/caldav"
            case .notListening(let log): return "Radicale did not listen within 20 seconds: \(log)"
            }
        }
    }

    public static let tools = Fixture.root.appendingPathComponent(".build/caldav/bin")
    public let folder: URL
    public let port: Int
    private let lock = NSLock()
    private var process: Spawned?

    nonisolated(unsafe) private static var running: [RadicaleServer] = []
    private static let runningLock = NSLock()
    private static let stopsAtExit: Void = {
        atexit {
            RadicaleServer.runningLock.lock()
            let servers = RadicaleServer.running
            RadicaleServer.runningLock.unlock()
            for server in servers { server.stop() }
        }
    }()

    public var collection: String { "http://127.0.0.1:\(port)/listo/chores/" }

    public init() throws {
        for tool in ["radicale", "vdirsyncer"] where !FileManager.default.isExecutableFile(atPath: Self.tools.appendingPathComponent(tool).path) {
            throw Problem.missing(Self.tools.appendingPathComponent(tool).path)
        }
        _ = Self.stopsAtExit
        folder = Fixture.temporaryFolder()
        port = PostgresCluster.freePort()
        let chores = folder.appendingPathComponent("collections/collection-root/listo/chores")
        try FileManager.default.createDirectory(at: chores, withIntermediateDirectories: true)
        try #"{"C:supported-calendar-component-set": "VTODO", "D:displayname": "Chores", "tag": "VCALENDAR"}"#
            .write(to: chores.appendingPathComponent(".Radicale.props"), atomically: true, encoding: .utf8)
        try """
            [server]
            hosts = 127.0.0.1:\(port)
            [auth]
            type = none
            [storage]
            filesystem_folder = \(folder.appendingPathComponent("collections").path)
            [logging]
            level = warning
            """.write(to: folder.appendingPathComponent("radicale.conf"), atomically: true, encoding: .utf8)
    }

    /// Starts the server and waits until it answers on its port.
    public func start() throws {
        lock.lock()
        defer { lock.unlock() }
        let log = folder.appendingPathComponent("radicale.log")
        let process = try Spawned(Self.tools.appendingPathComponent("radicale").path,
                                  ["--config", folder.appendingPathComponent("radicale.conf").path],
                                  environment: ProcessInfo.processInfo.environment, stdout: .file(log.path), stderr: .file(log.path))
        self.process = process
        Self.runningLock.lock()
        Self.running.append(self)
        Self.runningLock.unlock()
        let deadline = Date().addingTimeInterval(20)
        while !answers() {
            guard Date() < deadline, process.isRunning else {
                kill(process.pid, SIGTERM)
                process.waitOrKill(seconds: 5)
                throw Problem.notListening((try? String(contentsOf: log, encoding: .utf8)) ?? "")
            }
            usleep(50_000)
        }
    }

    /// Whether something accepts a connection on the port.
    private func answers() -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
    }

    /// Stops the server (SIGTERM, then SIGKILL after five seconds) and removes its folder.
    public func stop() {
        lock.lock()
        defer { lock.unlock() }
        guard let process else { return }
        self.process = nil
        if process.isRunning {
            kill(process.pid, SIGTERM)
            process.waitOrKill(seconds: 5)
        }
        try? FileManager.default.removeItem(at: folder)
    }

    /// A vdirsyncer configuration that syncs the folder `first` with the server's
    /// collection (pair `up`) and the collection with the folder `second` (pair `down`).
    public func syncConfiguration(first: URL, second: URL) throws -> URL {
        let config = folder.appendingPathComponent("vdirsyncer.conf")
        try """
            [general]
            status_path = "\(folder.appendingPathComponent("status").path)"

            [pair up]
            a = "first"
            b = "server"
            collections = null

            [pair down]
            a = "server"
            b = "second"
            collections = null

            [storage first]
            type = "filesystem"
            path = "\(first.path)"
            fileext = ".ics"

            [storage second]
            type = "filesystem"
            path = "\(second.path)"
            fileext = ".ics"

            [storage server]
            type = "caldav"
            url = "\(collection)"
            username = "listo"
            password = "listo"
            """.write(to: config, atomically: true, encoding: .utf8)
        return config
    }

    /// Runs vdirsyncer with a configuration, at most a minute; its output.
    @discardableResult
    public func vdirsyncer(_ config: URL, _ arguments: [String]) throws -> String {
        try PostgresCluster.run(Self.tools.appendingPathComponent("vdirsyncer").path, ["-c", config.path] + arguments, timeout: 60)
    }
}
