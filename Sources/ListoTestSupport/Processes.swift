import Foundation

public struct ProcessResult: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
    public var lines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty } }
}

/// Runs the built listo with standard input from `input` and waits for it.
public func runListo(_ arguments: [String], input: Data = Data(), environment: [String: String] = [:]) throws -> ProcessResult {
    ignoreBrokenPipes()
    let process = Process()
    process.executableURL = Fixture.binary
    process.arguments = arguments
    process.environment = listoEnvironment(environment)
    let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    let writer = Thread {
        // listo may end (an unopenable store, -c) before reading what is sent: not the test's failure.
        try? stdin.fileHandleForWriting.write(contentsOf: input)
        try? stdin.fileHandleForWriting.close()
    }
    writer.start()
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    let err = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ProcessResult(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
                         stderr: String(decoding: err, as: UTF8.self))
}

/// A write to a listo that has already ended fails with EPIPE instead of killing the tests.
func ignoreBrokenPipes() { signal(SIGPIPE, SIG_IGN) }

public func runListo(_ arguments: [String], script: String, environment: [String: String] = [:]) throws -> ProcessResult {
    try runListo(arguments, input: Data(script.utf8), environment: environment)
}

/// The built listo left running on pipes, to be written to, killed, or closed.
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

public final class RunningListo {
    public let process = Process()
    private let input = Pipe()
    private let output = Pipe()

    public init(_ arguments: [String]) throws {
        ignoreBrokenPipes()
        process.executableURL = Fixture.binary
        process.arguments = arguments
        process.environment = listoEnvironment()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    public func send(_ text: String) { try? input.fileHandleForWriting.write(contentsOf: Data(text.utf8)) }

    /// What it has said so far, waiting for at least one write.
    public func heard() -> String { String(decoding: output.fileHandleForReading.availableData, as: UTF8.self) }

    /// What it says within `seconds`: empty when it says nothing by then, so a test
    /// waiting for a line that never comes fails at its deadline instead of hanging.
    public func heard(within seconds: Double) -> String {
        var ready = pollfd(fd: output.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&ready, 1, Int32(seconds * 1000)) > 0 else { return "" }
        return heard()
    }

    /// Ends its input (or kills it) and returns everything else it said.
    public func finish(killing: Bool = false) -> String {
        if killing { kill(process.processIdentifier, SIGKILL) } else { try? input.fileHandleForWriting.close() }
        let rest = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return rest
    }
}
