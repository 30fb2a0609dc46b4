import Foundation
import ListoTestSupport
import Testing

/// A speech or Braille server that accepts and then never answers, or answers with
/// what is not its protocol, is said unreachable within seconds and listo goes on:
/// libspeechd waited for ever on a silent one and ended the process on a wrong
/// answer, and libbrlapi waited for ever on a BRLTTY address where nothing speaks.
@Suite(.serialized) struct SilentServersTests {
    /// A listener that accepts every connection and, for each, either holds it silent
    /// or reads once and answers `junk`; stopped by closing it.
    final class Listener: @unchecked Sendable {
        let descriptor: Int32
        let address: String
        let port: Int

        init(unixPath: String?, junk: String?) throws {
            let fd: Int32
            if let unixPath {
                fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
                var name = sockaddr_un()
                name.sun_family = sa_family_t(AF_UNIX)
                withUnsafeMutableBytes(of: &name.sun_path) { raw in raw.copyBytes(from: Array(unixPath.utf8) + [0]) }
                let bound = withUnsafePointer(to: &name) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) } }
                guard bound == 0 else { throw POSIXError(.EADDRINUSE) }
                (address, port) = (unixPath, 0)
            } else {
                fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
                var name = sockaddr_in()
                name.sin_family = sa_family_t(AF_INET)
                name.sin_addr.s_addr = inet_addr("127.0.0.1")
                name.sin_port = 0
                let bound = withUnsafePointer(to: &name) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
                guard bound == 0 else { throw POSIXError(.EADDRINUSE) }
                var size = socklen_t(MemoryLayout<sockaddr_in>.size)
                _ = withUnsafeMutablePointer(to: &name) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &size) } }
                (address, port) = ("127.0.0.1", Int(UInt16(bigEndian: name.sin_port)))
            }
            descriptor = fd
            guard listen(descriptor, 8) == 0 else { throw POSIXError(.EADDRINUSE) }
            let listening = descriptor
            Thread {
                var held: [Int32] = []
                while true {
                    let client = accept(listening, nil, nil)
                    if client < 0 { break }
                    if let junk {
                        var buffer = [UInt8](repeating: 0, count: 256)
                        _ = buffer.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
                        _ = junk.utf8CString.withUnsafeBufferPointer { send(client, $0.baseAddress, $0.count - 1, Int32(MSG_NOSIGNAL)) }
                        close(client)
                    } else {
                        held.append(client)
                    }
                }
                held.forEach { close($0) }
            }.start()
        }

        func stop() { shutdown(descriptor, Int32(SHUT_RDWR)) }
    }

    static let answers: [String] = ["", "HTTP/1.1 400 Bad Request\r\n\r\n"]

    /// "" stands for a server that says nothing at all.
    @Test(arguments: answers)
    func aSpeechServerThatDoesNotSpeakSSIPIsUnreachable(answer: String) throws {
        let junk: String? = answer.isEmpty ? nil : answer
        let folder = Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try Listener(unixPath: folder.appendingPathComponent("speechd.sock").path, junk: junk)
        defer { server.stop() }
        let store = folder.appendingPathComponent("s.db").path
        let environment = ["SPEECHD_ADDRESS": "unix_socket:" + server.address]
        let run = try runListo(["--store", store, "--demo", "-c", "speak on; next"], environment: environment, seconds: 60)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.lines == ["No speech: speech-dispatcher can't be reached; listo goes on silently.", "Pending, section 1 of 2, 3 rows."], "\(run.stdout)")
        // speak on is kept: the next session meets the same server, and goes on too.
        let again = try runListo(["--store", store], script: "next\n", environment: environment)
        #expect(again.status == 0 && again.stdout.contains("Pending, section 1 of 2, 3 rows."), "\(again.stdout)")
    }

    @Test func aBrailleAddressWhereNothingSpeaksIsUnreachable() throws {
        let server = try Listener(unixPath: nil, junk: nil)
        defer { server.stop() }
        let number = server.port - 4101
        #expect(number > 0)
        let run = try runListo(["--memory", "--demo", "--braille"], input: Data("next\n".utf8),
                               environment: ["BRLAPI_HOST": "127.0.0.1:\(number)"], seconds: 60)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Braille: on, but BRLTTY can't be reached; listo takes the display when it is back."), "\(run.stdout)")
        #expect(run.stdout.contains("Pending, section 1 of 2, 3 rows."), "\(run.stdout)")
    }
}
