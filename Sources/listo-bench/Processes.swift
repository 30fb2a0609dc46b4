import Foundation

/// What one child process cost, read from wait4 so that each process is
/// measured alone (getrusage's children total keeps only the largest). Peak
/// memory comes from GNU time: a child spawned straight from this process would
/// count this process's own peak as its start.
struct ProcessCost {
    var wall: Double
    var cpu: Double
    var peakMB: Double
    var status: Int32
    /// Whether it was ended (SIGKILL) for running past its limit.
    var ended = false
}

/// Whether a process was seen to end, and whether its watchdog ended it; under a lock, as both threads look.
final class Watch: @unchecked Sendable {
    let lock = NSLock()
    var finished = false
    var ended = false
}

/// Waits for `pid` to end, ending it with SIGKILL once `limit` seconds have passed
/// since `start`: waitid with WNOWAIT sees the end without reaping, so the pid cannot
/// be handed to another process while the watchdog may still send its signal.
/// Gives wait4's status and usage, and whether the watchdog ended it.
func waitBounded(_ pid: pid_t, limit: Double?) -> (status: Int32, usage: rusage, ended: Bool) {
    let watch = Watch()
    if let limit {
        DispatchQueue.global().asyncAfter(deadline: .now() + limit) {
            watch.lock.lock()
            defer { watch.lock.unlock() }
            if !watch.finished {
                watch.ended = true
                // The process and what it started (listo under GNU time): its own group.
                kill(-pid, SIGKILL)
            }
        }
        var info = siginfo_t()
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) != 0 && errno == EINTR {}
        watch.lock.lock()
        watch.finished = true
        watch.lock.unlock()
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
    watch.lock.lock()
    defer { watch.lock.unlock() }
    return (status, usage, watch.ended)
}

/// Runs `arguments` with standard input and output from files (or /dev/null)
/// and returns what it cost.
/// Without `peak`, the process runs alone, for its CPU time without GNU time's.
/// Given a `limit`, it is ended (SIGKILL) once it has run that many seconds.
func runProcess(_ command: [String], input: String = "/dev/null", output: String = "/dev/null", peak: Bool = true, limit: Double? = nil) -> ProcessCost {
    let peakFile = FileManager.default.temporaryDirectory.appendingPathComponent("listo-bench-peak-\(getpid())").path
    try? FileManager.default.removeItem(atPath: peakFile)
    let arguments = peak ? ["/usr/bin/time", "-f", "%M", "-o", peakFile] + command : command
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    // A group of its own, so that ending it ends listo under GNU time too.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)
    var pid: pid_t = 0
    let start = DispatchTime.now().uptimeNanoseconds
    guard posix_spawn(&pid, arguments[0], &actions, &attributes, argv, environ) == 0 else {
        return ProcessCost(wall: 0, cpu: 0, peakMB: 0, status: -1)
    }
    let (status, usage, ended) = waitBounded(pid, limit: limit)
    let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    let peakKB = (try? String(contentsOfFile: peakFile, encoding: .utf8)).flatMap { Double($0.split(separator: "\n").last ?? "") } ?? 0
    try? FileManager.default.removeItem(atPath: peakFile)
    return ProcessCost(wall: wall, cpu: cpu, peakMB: peakKB / 1024, status: (status >> 8) & 0xff, ended: ended)
}

/// Starts listo on a store and times the wait for its first output: the open
/// list's first line, said once the store is open and the list read.
func firstPrompt(_ binary: String, store: String) -> (seconds: Double, peakMB: Double) {
    var toChild: [Int32] = [0, 0], fromChild: [Int32] = [0, 0]
    pipe(&toChild)
    pipe(&fromChild)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
    posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
    posix_spawn_file_actions_addclose(&actions, toChild[1])
    posix_spawn_file_actions_addclose(&actions, fromChild[0])
    let arguments = [binary, "--store", store]
    let argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let start = DispatchTime.now().uptimeNanoseconds
    guard posix_spawn(&pid, binary, &actions, nil, argv, environ) == 0 else { return (0, 0) }
    close(toChild[0])
    close(fromChild[1])
    var byte: UInt8 = 0
    _ = read(fromChild[0], &byte, 1)
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    close(toChild[1])
    var drain = [UInt8](repeating: 0, count: 4096)
    while read(fromChild[0], &drain, drain.count) > 0 {}
    close(fromChild[0])
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    return (seconds, Double(usage.ru_maxrss) / 1024)
}
