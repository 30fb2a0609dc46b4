import Foundation

/// BRLTTY with its Virtual driver, in a folder of its own, played as a display:
/// this object is the display, connected to the driver's Unix socket over the
/// driver's text protocol. It sends `cells 40` and keys (`LnDn`, `Route 3`) and
/// keeps the `Visual "…"` lines BRLTTY shows. BrlAPI listens on a private port
/// of 127.0.0.1 with `auth=none`. BRLTTY is stopped when this is stopped or let go.
public final class VirtualBraille: @unchecked Sendable {
    public let folder: URL
    /// What a BrlAPI client sets BRLAPI_HOST to.
    public let host: String
    public let api: Int
    private let process: Spawned
    private var socket: Int32 = -1
    private let lock = NSLock()
    private var visuals: [String] = []
    private var cursors: [Bool] = []
    private var reader: Thread?
    private let cells: Int

    /// Whether brltty is installed here; `make test` installs it.
    public static var installed: Bool { executable != nil }

    static var executable: String? {
        ["/usr/bin/brltty", "/bin/brltty", "/usr/sbin/brltty", "/sbin/brltty"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// `api`: BrlAPI's number, for a BRLTTY that comes back where one went away.
    /// `plugged`: false leaves BRLTTY running with no display until `plugIn()`, as a
    /// real display's driver comes up a while after BRLTTY; BrlAPI answers meanwhile,
    /// with a display of no cells, and the initializer returns once it listens.
    public init(cells: Int = 40, api: Int? = nil, plugged: Bool = true) throws {
        self.cells = cells
        folder = Fixture.temporaryFolder().appendingPathComponent("brltty")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let api = try api ?? VirtualBraille.freeAPINumber()
        self.api = api
        host = "127.0.0.1:\(api)"
        let config = folder.appendingPathComponent("brltty.conf")
        try Data().write(to: config)
        let path = folder.path
        process = try Spawned(VirtualBraille.executable ?? "/usr/bin/brltty", [
            "-n", "-e", "-q", "-f", config.path, "-F", path + "/prefs", "-P", path + "/brltty.pid",
            "-W", path, "-U", path, "-b", "vr", "-d", "server:" + path + "/vr.sock", "-x", "no", "-s", "no",
            "-A", "auth=none,host=" + host, "-l", "info", "-L", path + "/brltty.log",
        ], environment: ProcessInfo.processInfo.environment, stdout: .null, stderr: .null)
        if plugged {
            try plugIn()
        } else if !listening() {
            stop()
            throw POSIXError(.ECONNREFUSED)
        }
    }

    /// Waits for BrlAPI's port on 127.0.0.1 to take a connection; false after 10 seconds.
    private func listening() -> Bool {
        let end = Date().addingTimeInterval(10)
        while Date() < end && process.isRunning {
            let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            address.sin_port = UInt16(4101 + api).bigEndian
            let made = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            Glibc.close(fd)
            if made == 0 { return true }
            usleep(50_000)
        }
        return false
    }

    /// Connects the display to BRLTTY's Virtual driver and waits for BRLTTY to show something.
    public func plugIn() throws {
        do {
            try connect(folder.path + "/vr.sock")
            send("cells \(cells)")
            guard waitFor({ $0.last }) != nil else { throw POSIXError(.ETIMEDOUT) }
        } catch {
            stop()
            throw error
        }
    }

    deinit { stop() }

    /// Presses a key: `LnDn`, `LnUp`, `Top`, `Bot`, `FWinLt`, `FWinRt`, `Route 3`.
    public func send(_ command: String) {
        let bytes = Array((command + "\n").utf8)
        _ = bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    /// Every `Visual` line so far, its text without the padding.
    public var shown: [String] { lock.withLock { visuals } }

    /// The text on the display now.
    public var current: String { lock.withLock { visuals.last ?? "" } }

    /// Whether the first cell now carries dots 7 and 8: the start of a line.
    public var marksLineStart: Bool { lock.withLock { cursors.last ?? false } }

    /// Every display so far, its text and whether its first cell marks a line's start
    /// (the driver sends a `Braille` line after each `Visual` one).
    public var windows: [(text: String, startsLine: Bool)] {
        lock.withLock { zip(visuals, cursors).map { ($0, $1) } }
    }

    /// Waits for a display showing `text` at its start, after the lines seen so far
    /// when `after` is given; returns it, or nil after `seconds`.
    @discardableResult
    public func waitFor(_ text: String, after: Int? = nil, seconds: Double = 30) -> String? {
        waitFor({ lines in
            lines.dropFirst(after ?? 0).last { $0.hasPrefix(text) }
        }, seconds: seconds)
    }

    /// Presses a key and waits for the display to change to one showing `text`.
    @discardableResult
    public func press(_ key: String, expecting text: String, seconds: Double = 30) -> String? {
        let before = shown.count
        send(key)
        return waitFor({ lines in
            let new = lines.dropFirst(before)
            return new.last.flatMap { $0.hasPrefix(text) ? $0 : nil }
        }, seconds: seconds)
    }

    /// Presses a key, again each second, until a display after the `after` lines seen
    /// shows `text` at its start; returns it, or nil after `seconds`. For a display
    /// given back to BRLTTY: a key pressed before BRLTTY has seen the connection shut
    /// still goes to the client that held it, and draws nothing.
    @discardableResult
    public func pressUntil(_ key: String, shows text: String, after: Int, seconds: Double = 30) -> String? {
        let end = Date().addingTimeInterval(seconds)
        repeat {
            send(key)
            if let hit = waitFor(text, after: after, seconds: 1) { return hit }
        } while Date() < end
        return nil
    }

    /// Presses a key and waits for the display it brings, text and mark both in
    /// (the mark comes on the protocol's next line); nil when none came in `seconds`.
    public func pressForWindow(_ key: String, seconds: Double = 30) -> (text: String, startsLine: Bool)? {
        let before = windows.count
        send(key)
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            let now = windows
            if now.count > before, visualCount == now.count { return now.last }
            usleep(20_000)
        }
        return nil
    }

    private var visualCount: Int { lock.withLock { visuals.count } }

    /// Waits until `found` picks something from the lines shown so far; nil after `seconds`.
    public func waitFor(_ found: ([String]) -> String?, seconds: Double = 30) -> String? {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            if let hit = found(shown) { return hit }
            usleep(20_000)
        }
        return found(shown)
    }

    /// Stops BRLTTY (SIGTERM, then SIGKILL if it lingers) and removes its folder.
    public func stop() {
        if socket >= 0 {
            Glibc.shutdown(socket, Int32(SHUT_RDWR))
        }
        if process.isRunning {
            kill(process.pid, SIGTERM)
            process.waitOrKill(seconds: 3)
        }
        reader?.cancel()
        if socket >= 0 {
            Glibc.close(socket)
            socket = -1
        }
        try? FileManager.default.removeItem(at: folder.deletingLastPathComponent())
    }

    public var isRunning: Bool { process.isRunning }

    private func connect(_ path: String) throws {
        let end = Date().addingTimeInterval(10)
        while Date() < end {
            let fd = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            withUnsafeMutableBytes(of: &address.sun_path) { raw in
                let bytes = Array(path.utf8.prefix(raw.count - 1))
                raw.copyBytes(from: bytes + [0])
            }
            let ok = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
            }
            if ok == 0 {
                socket = fd
                let thread = Thread { [weak self] in self?.readLines(fd) }
                reader = thread
                thread.start()
                return
            }
            Glibc.close(fd)
            if !process.isRunning { break }
            usleep(50_000)
        }
        throw POSIXError(.ECONNREFUSED)
    }

    private func readLines(_ fd: Int32) {
        var pending: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n <= 0 { return }
            pending += chunk[0..<n]
            while let newline = pending.firstIndex(of: 10) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeFirst(newline + 1)
                take(line)
            }
        }
    }

    /// `Visual "text"` is what the display shows; `Braille "dots|dots"` its cells,
    /// where a first cell with dots 7 and 8 marks the start of a line.
    private func take(_ line: String) {
        if line.hasPrefix("Visual ") {
            let text = VirtualBraille.unquoted(String(line.dropFirst("Visual ".count)))
            var trimmed = text
            while trimmed.hasSuffix(" ") { trimmed.removeLast() }
            lock.withLock { visuals.append(trimmed) }
        } else if line.hasPrefix("Braille ") {
            let cells = VirtualBraille.unquoted(String(line.dropFirst("Braille ".count))).split(separator: "|", omittingEmptySubsequences: false)
            let first = cells.first.map(String.init) ?? ""
            lock.withLock { cursors.append(first.contains("7") && first.contains("8")) }
        }
    }

    /// A string of the protocol: in double quotes, with \\, \" and \Xhh escapes.
    static func unquoted(_ quoted: String) -> String {
        var scalars = Array(quoted.unicodeScalars)
        if scalars.first == "\"" { scalars.removeFirst() }
        if scalars.last == "\"" { scalars.removeLast() }
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            if scalars[i] == "\\", i + 1 < scalars.count {
                let next = scalars[i + 1]
                if next == "X" || next == "x", i + 3 < scalars.count,
                   let value = UInt32(String(String.UnicodeScalarView(scalars[(i + 2)...(i + 3)])), radix: 16),
                   let scalar = Unicode.Scalar(value) {
                    out.append(scalar)
                    i += 4
                    continue
                }
                out.append(next)
                i += 2
                continue
            }
            out.append(scalars[i])
            i += 1
        }
        return String(out)
    }

    /// A BrlAPI number N whose port, 4101 + N on 127.0.0.1, is free now.
    public static func freeAPINumber() throws -> Int {
        let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { Glibc.close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0 else { throw POSIXError(.EADDRINUSE) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        let port = Int(UInt16(bigEndian: address.sin_port))
        guard port > 4101 else { throw POSIXError(.EADDRINUSE) }
        return port - 4101
    }
}
