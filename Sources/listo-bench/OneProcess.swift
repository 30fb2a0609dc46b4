import Foundation

// One process per operation, as a shell script or a task manager's CLI runs it: a
// listo process that opens a list, runs one command and quits, on 100 rows and on
// 10,000, beside taskwarrior (`task`) on the same 10,000 tasks. The three are run
// in turn, round after round, so that the machine's moments fall on each alike.

/// taskwarrior, where it is installed.
let taskBinary = ["/usr/bin/task", "/usr/local/bin/task"].first(where: FileManager.default.isExecutableFile(atPath:))

/// A taskwarrior data folder holding `count` pending tasks titled as the generated
/// rows are (`Task 0` …), written as taskwarrior 2.6 keeps them (one line of
/// attributes a task in pending.data), which `task import` of the same tasks gives
/// at a hundredth of its time; the rc file that points at it.
func taskData(count: Int, in home: String) throws -> String {
    try FileManager.default.createDirectory(atPath: home + "/data", withIntermediateDirectories: true)
    let entry = 1_764_633_600
    var lines = ""
    lines.reserveCapacity(count * 120)
    for i in 0..<count {
        let uuid = String(format: "00000000-0000-4000-8000-%012d", i)
        lines += "[description:\"Task \(i)\" entry:\"\(entry)\" modified:\"\(entry)\" status:\"pending\" uuid:\"\(uuid)\"]\n"
    }
    try lines.write(toFile: home + "/data/pending.data", atomically: true, encoding: .utf8)
    for file in ["completed.data", "undo.data", "backlog.data"] {
        _ = FileManager.default.createFile(atPath: home + "/data/" + file, contents: Data())
    }
    let rc = home + "/taskrc"
    try "data.location=\(home)/data\nconfirmation=off\nverbose=nothing\nnews.version=2.6.0\n".write(toFile: rc, atomically: true, encoding: .utf8)
    return rc
}

/// The figures of one process per operation, as (store, what, figure) for the table
/// of processes, and a line for each ratio. `small` and `tenThousand` are copies
/// of the 100-row store and of the store of one list of 10,000 rows: these change them.
@MainActor func onePerOperation(small: String, tenThousand: String, limit: Double) throws -> [(String, String, String)] {
    let started = DispatchTime.now().uptimeNanoseconds
    func elapsed() -> Double { Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9 }
    var rc: String?
    if let task = taskBinary {
        let home = folder.appendingPathComponent("task").path
        rc = try taskData(count: 10_000, in: home)
        setenv("TASKRC", rc!, 1)
        let check = runProcess([task, "rc.verbose=nothing", "5000", "_uuid"], peak: false, limit: 30)
        log("taskwarrior: 10,000 tasks written (\(format(check.wall)) for its first look at them, exit \(check.status))")
    }
    // Each round: a read and a change, by title in listo and by number in taskwarrior; a change is undone by the next round's.
    let marker = markers[1]
    let operations: [(what: String, listo: String, task: [[String]])] = [
        ("read one row", "read \(marker)", [["5000", "info"]]),
        ("change one row (snooze it, or not)", "do Snooze \(marker)", [["5000", "modify", "+snoozed"], ["5000", "modify", "-snoozed"]]),
    ]
    var lines: [(String, String, String)] = []
    for operation in operations {
        var costs: [String: [ProcessCost]] = [:]
        var round = 0
        while round < 20 && (round < 5 || elapsed() < limit / 2) && elapsed() < limit {
            costs["100", default: []].append(runProcess([binary, "--store", small, "-c", operation.listo], peak: false, limit: 10))
            costs["10k", default: []].append(runProcess([binary, "--store", tenThousand, "-c", operation.listo], peak: false, limit: 10))
            if let task = taskBinary {
                costs["task", default: []].append(runProcess([task] + operation.task[round % operation.task.count], peak: false, limit: 10))
            }
            round += 1
        }
        for (key, store, who) in [("100", "100", "listo"), ("10k", "10k one list", "listo"), ("task", "10k one list", "taskwarrior 2.6")] {
            guard let wall = median(costs[key], \.wall), let cpu = median(costs[key], \.cpu) else { continue }
            let failed = costs[key]!.filter { $0.status != 0 }.count
            lines.append((store, "\(who), one process per operation: \(operation.what)",
                          "\(format(wall)) wall, \(format(cpu)) CPU, \(costs[key]!.count) runs" + (failed > 0 ? ", \(failed) failed" : "")))
        }
        if let listo = median(costs["10k"], \.wall), let small = median(costs["100"], \.wall), listo > 0, small > 0 {
            var ratio = String(format: "listo at 10,000 rows / at 100: %.1fx", listo / small)
            if let task = median(costs["task"], \.wall) { ratio += String(format: "; taskwarrior / listo at 10,000: %.1fx (the goal: 10x)", task / listo) }
            lines.append(("10k one list", "\(operation.what): wall time ratios", ratio))
        }
    }
    if rc == nil { lines.append(("10k one list", "taskwarrior, one process per operation", "not measured: task is not installed (make bench installs it)")) }
    return lines
}

/// The median of one figure of some processes; nil for none.
func median(_ costs: [ProcessCost]?, _ value: (ProcessCost) -> Double) -> Double? {
    guard let costs, !costs.isEmpty else { return nil }
    return percentile(costs.map(value), 0.5)
}
