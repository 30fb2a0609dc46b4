import Foundation

/// A throwaway PostgreSQL server for the tests: initdb into a temporary folder,
/// trust authentication, a Unix socket in that folder and a port on 127.0.0.1,
/// run as a user that is not root (PostgreSQL refuses to run as root, and CI runs
/// as root). Stopped by `stop()`, and at the latest when the test process exits.
/// The tests' cluster writes nothing to disk it need not; `make bench`'s syncs as a real server does.
public final class PostgresCluster: @unchecked Sendable {
    public enum Problem: Error, CustomStringConvertible {
        case missing(String)
        case failed(String, status: Int32, output: String)
        public var description: String {
            switch self {
            case .missing(let what): return "PostgreSQL is not installed here: \(what) is missing (make test installs postgresql)"
            case .failed(let what, let status, let output): return "\(what) ended with status \(status): \(output)"
            }
        }
    }

    /// The folder holding the data, the log and the socket.
    public let folder: URL
    public let port: Int
    /// The role that owns the cluster; trust authentication, so it needs no password.
    public let superuser = "listo"
    private let lock = NSLock()
    private var running = false
    /// fsync on, as a real server: for `make bench`, whose commits should cost what they cost there.
    public let durable: Bool

    /// Where Debian puts the server's programs, the newest version first.
    public static var binaries: URL? {
        let base = URL(fileURLWithPath: "/usr/lib/postgresql")
        let versions = ((try? FileManager.default.contentsOfDirectory(atPath: base.path)) ?? [])
            .compactMap(Int.init).sorted(by: >)
        return versions.map { base.appendingPathComponent("\($0)/bin") }
            .first { FileManager.default.isExecutableFile(atPath: $0.appendingPathComponent("initdb").path) }
    }

    /// One cluster for the whole test process, started the first time it is asked for.
    public static func shared() throws -> PostgresCluster {
        sharedLock.lock()
        defer { sharedLock.unlock() }
        if let cluster = sharedCluster { return cluster }
        let cluster = try PostgresCluster()
        try cluster.start()
        sharedCluster = cluster
        return cluster
    }

    nonisolated(unsafe) private static var sharedCluster: PostgresCluster?
    private static let sharedLock = NSLock()
    nonisolated(unsafe) private static var everyCluster: [PostgresCluster] = []
    private static let everyLock = NSLock()
    private static let stopsAtExit: Void = {
        atexit {
            PostgresCluster.everyLock.lock()
            let clusters = PostgresCluster.everyCluster
            PostgresCluster.everyLock.unlock()
            for cluster in clusters { cluster.remove() }
        }
    }()

    /// initdb into a new temporary folder; the server is not started yet.
    public init(durable: Bool = false) throws {
        self.durable = durable
        guard let bin = PostgresCluster.binaries else { throw Problem.missing("/usr/lib/postgresql/*/bin/initdb") }
        _ = PostgresCluster.stopsAtExit
        folder = URL(fileURLWithPath: "/tmp").appendingPathComponent("listo-pg-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        port = PostgresCluster.freePort()
        self.bin = bin
        if getuid() == 0 {
            // The server runs as nobody: the folder is theirs.
            _ = try PostgresCluster.run("/bin/chown", ["nobody:nogroup", folder.path])
        }
        chmod(folder.path, 0o700)
        try asServerUser(bin.appendingPathComponent("initdb").path, [
            "-D", dataFolder, "-U", superuser, "-A", "trust", "-E", "UTF8", "--locale=C.UTF-8", "--no-sync", "--no-instructions",
        ])
        PostgresCluster.everyLock.lock()
        PostgresCluster.everyCluster.append(self)
        PostgresCluster.everyLock.unlock()
    }

    private let bin: URL
    private var dataFolder: String { folder.appendingPathComponent("data").path }
    private var logFile: String { folder.appendingPathComponent("server.log").path }

    /// pg_ctl start, waiting until the server takes connections (30 s at most).
    /// Unless `durable`, written for the tests' speed, not safety: nothing is synced to disk.
    public func start() throws {
        lock.lock()
        defer { lock.unlock() }
        guard !running else { return }
        let options = "-k \(folder.path) -p \(port) -h 127.0.0.1" + (durable ? "" : " -c fsync=off -c full_page_writes=off")
            + " -c max_connections=200 -c shared_buffers=32MB"
        try asServerUser(bin.appendingPathComponent("pg_ctl").path, ["-D", dataFolder, "-l", logFile, "-w", "-t", "30", "-o", options, "start"])
        running = true
    }

    /// pg_ctl stop; `immediately` ends every backend at once, as a crash or a pulled plug would.
    public func stop(immediately: Bool = false) {
        lock.lock()
        defer { lock.unlock() }
        guard running else { return }
        _ = try? asServerUser(bin.appendingPathComponent("pg_ctl").path,
                              ["-D", dataFolder, "-w", "-t", "30", "-m", immediately ? "immediate" : "fast", "stop"])
        running = false
    }

    /// Stops the server and removes its folder.
    public func remove() {
        stop()
        try? FileManager.default.removeItem(at: folder)
    }

    public var isRunning: Bool {
        lock.lock()
        defer { lock.unlock() }
        return running
    }

    /// A URI for `database` over the Unix socket in the cluster's folder.
    public func socketURI(_ database: String, user: String? = nil) -> String {
        "postgresql://\(user ?? superuser)@/\(database)?host=\(folder.path)&port=\(port)"
    }

    /// A URI for `database` over TCP on 127.0.0.1.
    public func tcpURI(_ database: String, user: String? = nil, password: String? = nil) -> String {
        "postgresql://\(user ?? superuser)\(password.map { ":" + $0 } ?? "")@127.0.0.1:\(port)/\(database)"
    }

    /// A new, empty database with a name no other test has used.
    public func createDatabase(_ prefix: String = "t") throws -> String {
        let name = "\(prefix)_\(UUID().uuidString.prefix(12).lowercased().replacingOccurrences(of: "-", with: ""))"
        try sql("CREATE DATABASE \(name)", database: "postgres")
        return name
    }

    /// A role that logs in only with its password (scram-sha-256) over TCP on
    /// 127.0.0.1, as on a real server; every other role and the socket stay on
    /// trust. Returns once the server asks that role for its password.
    public func addPasswordRole(_ role: String, password: String) throws {
        try sql("SET password_encryption = 'scram-sha-256'; CREATE ROLE \(role) LOGIN PASSWORD '\(password)'", database: "postgres")
        let hba = folder.appendingPathComponent("data/pg_hba.conf")
        let rules = try String(contentsOf: hba, encoding: .utf8)
        // The first line that matches decides: this one comes before initdb's trust lines.
        try ("host all \(role) 127.0.0.1/32 scram-sha-256\n" + rules).write(to: hba, atomically: false, encoding: .utf8)
        try sql("SELECT pg_reload_conf()", database: "postgres")
        for _ in 0..<250 {
            do {
                try PostgresCluster.run("/usr/bin/psql", ["-X", "-w", "-h", "127.0.0.1", "-p", "\(port)", "-U", role, "-d", "postgres", "-c", "SELECT 1"], timeout: 5)
            } catch Problem.failed(_, _, let output) where output.contains("password") {
                return
            }
            usleep(20_000)
        }
        throw Problem.failed("pg_reload_conf", status: 1, output: "the server still lets \(role) in without a password")
    }

    /// Runs SQL of the test's own through psql, and returns what psql printed (unaligned, tuples only).
    @discardableResult
    public func sql(_ text: String, database: String, user: String? = nil) throws -> String {
        try PostgresCluster.run("/usr/bin/psql", [
            "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-h", folder.path, "-p", "\(port)",
            "-U", user ?? superuser, "-d", database, "-c", text,
        ])
    }

    /// Runs a server program as the cluster's user: nobody when the tests run as root.
    @discardableResult
    private func asServerUser(_ program: String, _ arguments: [String]) throws -> String {
        if getuid() == 0 {
            return try PostgresCluster.run("/usr/bin/setpriv", ["--reuid=nobody", "--regid=nogroup", "--clear-groups", "--", program] + arguments)
        }
        return try PostgresCluster.run(program, arguments)
    }

    /// Runs a program, waiting at most `timeout` seconds, and returns its output; throws when it fails.
    /// posix_spawn and waitpid, its output into a file: the server pg_ctl starts
    /// would hold a pipe open after pg_ctl ends.
    @discardableResult
    static func run(_ program: String, _ arguments: [String], timeout: TimeInterval = 60) throws -> String {
        guard FileManager.default.isExecutableFile(atPath: program) else { throw Problem.missing(program) }
        let captured = "/tmp/listo-pg-output-\(UUID().uuidString)"
        defer { unlink(captured) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, captured, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var environment = ProcessInfo.processInfo.environment
        for key in environment.keys where key.hasPrefix("PG") { environment[key] = nil }
        environment["LC_ALL"] = "C.UTF-8"
        // From /tmp, which the server's user may read, whatever folder the tests run in.
        let argv = (["/bin/sh", "-c", "cd /tmp && exec \"$@\"", "sh", program] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { argv.forEach { free($0) }; envp.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, nil, argv, envp)
        guard spawned == 0 else { throw Problem.failed(program, status: spawned, output: String(cString: strerror(spawned))) }
        var status: Int32 = 0
        let deadline = Date().addingTimeInterval(timeout)
        while waitpid(pid, &status, WNOHANG) == 0 {
            if Date() > deadline {
                kill(pid, SIGKILL)
                _ = waitpid(pid, &status, 0)
                break
            }
            usleep(5_000)
        }
        let text = (try? String(contentsOfFile: captured, encoding: .utf8)) ?? ""
        let exited = status & 0x7f == 0
        let code = exited ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        guard code == 0 else {
            throw Problem.failed(URL(fileURLWithPath: program).lastPathComponent, status: code, output: text)
        }
        return text
    }

    /// A port on 127.0.0.1 that nothing listens on now: the system picks it.
    public static func freePort() -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(fd, pointer, length) == 0 && getsockname(fd, pointer, &length) == 0
            }
        }
        return bound ? Int(UInt16(bigEndian: address.sin_port)) : 54321
    }
}
