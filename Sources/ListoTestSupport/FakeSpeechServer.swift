import Foundation

/// A speech-dispatcher stand-in on a Unix socket: it speaks SSIP, the server's
/// text protocol, well enough for libspeechd, and keeps what it was sent, so that
/// a test hears listo without a speech server or a sound card.
public final class FakeSpeechServer: @unchecked Sendable {
    public let socketPath: String
    private let listener: Int32
    private let lock = NSLock()
    private var log: [String] = []
    private var connection: Int32 = -1

    /// What arrived, one entry per SSIP command: `CANCEL`, `SET RATE 20`,
    /// `text: Buy bread, 1 of 3.` (a message with its priority), `icon text: listo-end`.
    public var received: [String] { lock.withLock { log } }

    public init() throws {
        socketPath = Fixture.temporaryFolder().appendingPathComponent("speechd.sock").path
        listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            let bytes = Array(socketPath.utf8.prefix(raw.count - 1)) + [0]
            raw.copyBytes(from: bytes)
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0, listen(listener, 4) == 0 else { throw POSIXError(.EADDRINUSE) }
        Thread { [self] in serve() }.start()
    }

    /// Waits until what arrived satisfies `found`, for a listo in another process; false after `seconds`.
    public func waitFor(seconds: Double = 30, _ found: ([String]) -> Bool) -> Bool {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            if found(received) { return true }
            usleep(20_000)
        }
        return found(received)
    }

    /// Forgets what was received so far.
    public func clear() { lock.withLock { log.removeAll() } }

    /// Closes the client's connection, as a server that stopped would.
    public func hangUp() {
        lock.withLock {
            if connection >= 0 { shutdown(connection, Int32(SHUT_RDWR)) }
        }
    }

    /// Stops listening; the descriptor is left open until the process ends, so that
    /// no other socket of the test run can be given its number while the serving
    /// thread may still use it.
    public func stop() {
        hangUp()
        shutdown(listener, Int32(SHUT_RDWR))
        unlink(socketPath)
    }

    private func serve() {
        while true {
            let client = accept(listener, nil, nil)
            if client < 0 { return }
            lock.withLock { connection = client }
            converse(client)
            // Forgotten before it is closed, so that hangUp never shuts a reused descriptor.
            lock.withLock { connection = -1 }
            close(client)
        }
    }

    private func converse(_ client: Int32) {
        var pending: [UInt8] = []
        var priority = "text"
        var data: [String]?
        func reply(_ text: String) { _ = text.utf8CString.withUnsafeBufferPointer { send(client, $0.baseAddress, $0.count - 1, Int32(MSG_NOSIGNAL)) } }
        // listo asks a server for one answer before libspeechd connects (a probe that
        // names itself listo:probe): that connection says nothing, and is not kept.
        var probing = false
        func note(_ entry: String) { if !probing { lock.withLock { log.append(entry) } } }
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = chunk.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
            if n <= 0 { return }
            pending += chunk[0..<n]
            while let end = pending.firstIndex(of: 10) {
                var bytes = Array(pending[..<end])
                pending.removeFirst(end + 1)
                if bytes.last == 13 { bytes.removeLast() }
                let line = String(decoding: bytes, as: UTF8.self)
                if var lines = data {
                    if line == "." {
                        note("\(priority): " + lines.joined(separator: "\n"))
                        data = nil
                        reply("225-1\r\n225 OK MESSAGE QUEUED\r\n")
                    } else {
                        // SSIP doubles a leading dot inside the data.
                        lines.append(line.hasPrefix("..") ? String(line.dropFirst()) : line)
                        data = lines
                    }
                    continue
                }
                if line.contains("\"listo:probe:") { probing = true }
                let words = line.split(separator: " ", maxSplits: 3).map(String.init)
                switch words.first?.uppercased() {
                case "SPEAK":
                    data = []
                    reply("230 OK RECEIVING DATA\r\n")
                case "SOUND_ICON":
                    note("icon \(priority): " + words.dropFirst().joined(separator: " "))
                    reply("210 OK SOUND ICON QUEUED\r\n")
                case "LIST" where words.count == 2 && words[1].uppercased() == "SYNTHESIS_VOICES":
                    // A few of espeak-ng's voices, two with a variant, as speech-dispatcher lists them;
                    // the French one by its own name, accented, for the one name rule.
                    note("LIST SYNTHESIS_VOICES")
                    let voices = ["English (America)\ten-US\tnone", "English (America)+Max\ten-US\tMax", "English (Great Britain)\ten-GB\tnone",
                                  "Spanish (Spain)\tes\tnone", "Spanish (Spain)+Max\tes\tMax", "Français (France)\tfr\tnone"]
                    reply(voices.map { "249-\($0)\r\n" }.joined() + "249 OK VOICE LIST SENT\r\n")
                case "CANCEL":
                    note("CANCEL")
                    reply("210 OK CANCELED\r\n")
                case "SET" where words.count == 4 && words[2].uppercased() == "PRIORITY":
                    priority = words[3]
                    reply("202 OK PRIORITY SET\r\n")
                case "SET" where words.count == 4:
                    note("SET \(words[2].uppercased()) \(words[3])")
                    reply("203 OK SET\r\n")
                default:
                    note(line)
                    reply("200 OK\r\n")
                }
            }
        }
    }
}
