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
}

/// Runs `arguments` with standard input and output from files (or /dev/null)
/// and returns what it cost.
/// Without `peak`, the process runs alone, for its CPU time without GNU time's.
func runProcess(_ command: [String], input: String = "/dev/null", output: String = "/dev/null", peak: Bool = true) -> ProcessCost {
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
    var pid: pid_t = 0
    let start = DispatchTime.now().uptimeNanoseconds
    guard posix_spawn(&pid, arguments[0], &actions, nil, argv, environ) == 0 else {
        return ProcessCost(wall: 0, cpu: 0, peakMB: 0, status: -1)
    }
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    let peakKB = (try? String(contentsOfFile: peakFile, encoding: .utf8)).flatMap { Double($0.split(separator: "\n").last ?? "") } ?? 0
    return ProcessCost(wall: wall, cpu: cpu, peakMB: peakKB / 1024, status: (status >> 8) & 0xff)
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
