import Foundation

public struct ProcessResult: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
    public var lines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty } }
}

/// Runs the built listo with standard input from `input` and waits for it, at most
/// `seconds`: one that runs longer is killed, and its status and standard error say so.
public func runListo(_ arguments: [String], input: Data = Data(), environment: [String: String] = [:],
                     seconds: Double = 600) throws -> ProcessResult {
    try run(Fixture.binary.path, arguments, input: input, environment: environment, seconds: seconds)
}

/// Runs the built listo as a user who owns `folder` and nothing else, so that a
/// file's permissions hold for it: this user, or nobody when the tests run as root,
/// for whom every file may be read. nobody runs a copy of listo in `folder` (the
/// checkout may sit in a folder only root can enter), from `folder`.
public func runListoAsAnotherUser(_ arguments: [String], in folder: URL) throws -> ProcessResult {
    guard getuid() == 0 else { return try runListo(arguments) }
    let copy = folder.appendingPathComponent("listo-as-nobody")
    if !FileManager.default.fileExists(atPath: copy.path) {
        // Copied by cp, so that no descriptor open for writing it is inherited by a
        // process another test starts meanwhile (exec would fail: text file busy).
        let copied = try run("/bin/cp", [Fixture.binary.path, copy.path])
        guard copied.status == 0 else { throw POSIXError(.EIO) }
    }
    chmod(folder.path, 0o755)
    for path in [folder.path, copy.path] where chown(path, 65534, 65534) != 0 {
        throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EPERM)
    }
    return try run("/bin/sh", ["-c", "cd \"$1\" && shift && exec \"$@\"", "sh", folder.path,
                               "/usr/bin/setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups", "--", copy.path] + arguments,
                   environment: ["HOME": folder.path])
}

private func run(_ program: String, _ arguments: [String], input: Data = Data(), environment: [String: String] = [:],
                 seconds: Double = 600) throws -> ProcessResult {
    ignoreBrokenPipes()
    let process = try Spawned(program, arguments, environment: listoEnvironment(environment), stdin: .pipe)
    let writer = Thread {
        // listo may end (an unopenable store, -c) before reading what is sent: not the test's failure.
        process.write(input)
        process.closeInput()
    }
    writer.start()
    let (out, err, complete) = process.readToEnd(seconds: seconds)
    let ended = complete && process.waitOrKill(seconds: 30)
    if !ended { process.waitOrKill(seconds: 0) }
    let said = String(decoding: err, as: UTF8.self)
    return ProcessResult(status: ended ? process.status : -1, stdout: String(decoding: out, as: UTF8.self),
                         stderr: ended ? said : said + "[killed: listo \(arguments) ran past \(Int(seconds)) s]\n")
}

/// A write to a listo that has already ended fails with EPIPE instead of killing the tests.
func ignoreBrokenPipes() { signal(SIGPIPE, SIG_IGN) }

/// Runs the built listo with arguments given as bytes, passed through a shell's printf:
/// one that is not UTF-8 reaches listo as it is, which a Swift String can't carry.
public func runListo(byteArguments: [[UInt8]]) throws -> ProcessResult {
    let words = byteArguments.map { bytes in "\"$(printf '" + bytes.map { String(format: "\\%03o", $0) }.joined() + "')\"" }
    return try run("/bin/sh", ["-c", "exec \"$0\" " + words.joined(separator: " "), Fixture.binary.path])
}

public func runListo(_ arguments: [String], script: String, environment: [String: String] = [:]) throws -> ProcessResult {
    try runListo(arguments, input: Data(script.utf8), environment: environment)
}

/// This process's environment for a run of listo, with the locale set so that the
/// run hears English unless a test asks otherwise, and the test's own values on top.
public func listoEnvironment(_ extra: [String: String] = [:]) -> [String: String] {
    var env = ProcessInfo.processInfo.environment
    env["LC_ALL"] = nil
    env["LC_MESSAGES"] = nil
    env["LANG"] = "C.UTF-8"
    for (k, v) in extra { env[k] = v }
    return env
}

/// The built listo left running on pipes, to be written to, killed, or closed.
public final class RunningListo {
    public let process: Spawned

    public init(_ arguments: [String]) throws {
        ignoreBrokenPipes()
        process = try Spawned(Fixture.binary.path, arguments, environment: listoEnvironment(), stdin: .pipe, stderr: .null)
    }

    public func send(_ text: String) { process.write(Data(text.utf8)) }

    /// What it has said so far, waiting for at least one write (five minutes at most).
    public func heard() -> String { String(decoding: process.available(within: 300), as: UTF8.self) }

    /// What it says within `seconds`: empty when it says nothing by then, so a test
    /// waiting for a line that never comes fails at its deadline instead of hanging.
    public func heard(within seconds: Double) -> String {
        String(decoding: process.available(within: seconds), as: UTF8.self)
    }

    /// Ends its input (or kills it) and returns everything else it said.
    public func finish(killing: Bool = false) -> String {
        if killing { kill(process.pid, SIGKILL) } else { process.closeInput() }
        let rest = process.readToEnd(seconds: 300).output
        process.waitOrKill(seconds: 30)
        return String(decoding: rest, as: UTF8.self)
    }
}
