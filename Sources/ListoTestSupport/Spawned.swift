import Foundation

/// A program the tests start with posix_spawn and wait for with waitpid, every
/// wait bounded in time. Foundation's Process waits on a run loop, and on Linux,
/// called from the test runner's worker threads under load, that wait has been
/// seen to miss a child's end and last until CI's own limit: here a child that
/// outlives its deadline is killed and the test fails saying so.
public final class Spawned: @unchecked Sendable {
    /// Where one of the child's standard streams goes.
    public enum Stream {
        /// A pipe this object holds the other end of.
        case pipe
        /// /dev/null.
        case null
        /// A file, appended to (created when missing), so that both outputs may share one.
        case file(String)
    }

    /// glibc's pipe2, which Swift's Glibc module leaves out: a pipe made close-on-exec at
    /// once, so that no child another thread starts meanwhile holds an end open.
    private static let pipe2: @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32 = {
        unsafeBitCast(dlsym(nil, "pipe2"), to: (@convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32).self)
    }()

    public let pid: pid_t
    /// The end of the child's standard input that this side writes; -1 once closed or when not a pipe.
    public private(set) var input: Int32 = -1
    /// The ends of its standard output and error that this side reads; -1 when not pipes.
    public let output: Int32
    public let errors: Int32
    private let lock = NSLock()
    private var ended: Int32?

    /// Starts `program` with `arguments` and exactly `environment`. Signals start as
    /// they do for a person's programs (default actions, none blocked), whatever
    /// the test runner ignores, such as SIGPIPE.
    public init(_ program: String, _ arguments: [String], environment: [String: String],
                stdin: Stream = .null, stdout: Stream = .pipe, stderr: Stream = .pipe) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var parentEnds: [Int32] = [-1, -1, -1]
        var childEnds: [Int32] = []
        defer { childEnds.forEach { close($0) } }
        for (fd, stream) in [stdin, stdout, stderr].enumerated() {
            let fd = Int32(fd)
            switch stream {
            case .null:
                posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", fd == 0 ? O_RDONLY : O_WRONLY, 0)
            case .file(let path):
                posix_spawn_file_actions_addopen(&actions, fd, path, O_WRONLY | O_CREAT | O_APPEND, 0o644)
            case .pipe:
                // Both ends close on exec, so no other child holds them open; dup2 gives the child its own.
                var ends: [Int32] = [-1, -1]
                guard Self.pipe2(&ends, O_CLOEXEC) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EMFILE) }
                let (childEnd, parentEnd) = fd == 0 ? (ends[0], ends[1]) : (ends[1], ends[0])
                posix_spawn_file_actions_adddup2(&actions, childEnd, fd)
                childEnds.append(childEnd)
                parentEnds[Int(fd)] = parentEnd
            }
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var every = sigset_t(), none = sigset_t()
        sigfillset(&every)
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &every)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { argv.forEach { free($0) }; envp.forEach { free($0) } }
        var child: pid_t = 0
        let rc = posix_spawn(&child, program, &actions, &attributes, argv, envp)
        guard rc == 0 else {
            parentEnds.filter { $0 >= 0 }.forEach { close($0) }
            throw POSIXError(POSIXErrorCode(rawValue: rc) ?? .ENOENT)
        }
        pid = child
        input = parentEnds[0]
        output = parentEnds[1]
        errors = parentEnds[2]
    }

    deinit {
        if isRunning {
            kill(pid, SIGKILL)
            _ = wait(seconds: 10)
        }
        closeInput()
        if output >= 0 { close(output) }
        if errors >= 0 { close(errors) }
    }

    /// The raw wait status once the child has ended and been reaped, nil before.
    private func reap(blocking: Bool) -> Int32? {
        lock.lock()
        defer { lock.unlock() }
        if let ended { return ended }
        var status: Int32 = 0
        var rc: pid_t
        repeat { rc = waitpid(pid, &status, blocking ? 0 : WNOHANG) } while rc < 0 && errno == EINTR
        guard rc == pid else { return nil }
        ended = status
        return status
    }

    public var isRunning: Bool { reap(blocking: false) == nil }

    /// Waits at most `seconds` for the child to end; whether it did.
    @discardableResult
    public func wait(seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while reap(blocking: false) == nil {
            guard Date() < deadline else { return false }
            usleep(2_000)
        }
        return true
    }

    /// Waits at most `seconds`, then kills the child and reaps it: whether it ended by itself.
    @discardableResult
    public func waitOrKill(seconds: Double) -> Bool {
        if wait(seconds: seconds) { return true }
        kill(pid, SIGKILL)
        _ = reap(blocking: true)
        return false
    }

    /// Its exit status, or 128 plus the signal that ended it; -1 while it runs.
    public var status: Int32 {
        guard let status = reap(blocking: false) else { return -1 }
        return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }

    /// The signal that ended it, nil when it exited or still runs.
    public var endingSignal: Int32? {
        guard let status = reap(blocking: false), (status & 0x7f) != 0 else { return nil }
        return status & 0x7f
    }

    /// Writes to its standard input; a child that has ended or closed it is not the test's failure.
    public func write(_ data: Data) {
        guard input >= 0 else { return }
        try? FileHandle(fileDescriptor: input, closeOnDealloc: false).write(contentsOf: data)
    }

    public func closeInput() {
        lock.lock()
        defer { lock.unlock() }
        if input >= 0 { close(input) }
        input = -1
    }

    /// Reads standard output and error (those that are pipes) to their ends, both at
    /// once so that neither fills while the other is read, for at most `seconds`;
    /// `complete` is false when the deadline came first.
    public func readToEnd(seconds: Double) -> (output: Data, errors: Data, complete: Bool) {
        var gathered = [Data(), Data()]
        var open = [output, errors].map { $0 >= 0 }
        let deadline = Date().addingTimeInterval(seconds)
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while open.contains(true) {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return (gathered[0], gathered[1], false) }
            var fds = [output, errors].enumerated().filter { open[$0.offset] }.map { pollfd(fd: $0.element, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&fds, nfds_t(fds.count), Int32(min(left, 1) * 1000))
            if ready < 0 && errno != EINTR { break }
            for ready in fds where ready.revents != 0 {
                let index = ready.fd == output ? 0 : 1
                let n = read(ready.fd, &buffer, buffer.count)
                if n > 0 { gathered[index].append(contentsOf: buffer[0..<n]) } else if n == 0 || errno != EINTR { open[index] = false }
            }
        }
        return (gathered[0], gathered[1], true)
    }

    /// Reads standard output as it comes: what is there within `seconds`, at least one read's worth.
    public func available(within seconds: Double) -> Data {
        var ready = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
        guard poll(&ready, 1, Int32(seconds * 1000)) > 0 else { return Data() }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let n = read(output, &buffer, buffer.count)
        return n > 0 ? Data(buffer[0..<n]) : Data()
    }
}
