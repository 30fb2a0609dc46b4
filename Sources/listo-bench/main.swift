import Foundation
import ListoAnnouncer
import ListoModel
import ListoREPL
import ListoStore

// Builds a store of 1,000,000 rows in 10,000 sections across 10 lists, then prints
// the median and 99th-percentile latency of each kind of command, and peak memory.

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func percentile(_ values: [Double], _ p: Double) -> Double {
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded(.up)))]
}

func format(_ s: Double) -> String {
    s < 0.001 ? String(format: "%.0f µs", s * 1e6) : String(format: "%.2f ms", s * 1e3)
}

let environment = ProcessInfo.processInfo.environment
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listo-bench-\(getpid())")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }
let path = folder.appendingPathComponent("bench.db").path
let listCount = 10, sectionsPerList = 1000, rowsPerSection = 100
let iterations = Int(environment["LISTO_BENCH_ITERATIONS"] ?? "") ?? 1000

let generation = try seconds {
    let store = try Store(.file(path), seed: false)
    let tasks = Samples.library().library.list(named: "Tasks")!.settings
    let lists = (1...listCount).map { ListDocument(id: ListID(Int64($0)), name: "List \($0)", position: Int64($0) * Positions.gap, settings: tasks) }
    try store.transaction { try store.insert(Library(lists: lists)) }
    let sections = listCount * sectionsPerList, rows = sections * rowsPerSection
    try store.executeForTesting("""
        BEGIN;
        WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < \(sections - 1))
        INSERT INTO sections(id, list_id, header, collapsed, prominence, position)
        SELECT 1000000 + i, i / \(sectionsPerList) + 1, 'Section ' || i, 0, 'standard', (i % \(sectionsPerList) + 1) * 65536 FROM n;
        WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < \(rows - 1))
        INSERT INTO rows(id, list_id, section_id, title, fields, flags, position)
        SELECT 2000000 + i, i / \(sectionsPerList * rowsPerSection) + 1, 1000000 + i / \(rowsPerSection),
               'Task ' || i, '{}', 0, (i % \(rowsPerSection) + 1) * 65536 FROM n;
        UPDATE counter SET next_id = 3000000;
        COMMIT;
        """)
}
print("Generated \(listCount * sectionsPerList * rowsPerSection) rows in \(listCount * sectionsPerList) sections across \(listCount) lists in \(String(format: "%.1f", generation)) s.")

var table: [(String, Double, Double)] = []

// First prompt: the built listo opening the store, reading the open list and saying its first line.
let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("listo")
if FileManager.default.isExecutableFile(atPath: binary.path) {
    var samples: [Double] = []
    for _ in 0..<9 {
        let process = Process()
        process.executableURL = binary
        process.arguments = ["--store", path]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        let start = DispatchTime.now().uptimeNanoseconds
        try process.run()
        _ = output.fileHandleForReading.availableData
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
    table.append(("open the store, first prompt (process)", percentile(samples, 0.5), percentile(samples, 0.99)))
}

let store = try Store(.file(path), seed: false)
var session: Session!
let opening = try seconds { session = try Session(store: store); _ = session.start() }
table.append(("open the store, first prompt (in process)", opening, opening))

/// Runs `line(i)` for each i and times it; `prepare(i)` runs first, untimed.
@MainActor func measure(_ name: String, setup: [String] = [], prepare: (Int) -> [String] = { _ in [] }, _ line: @escaping (Int) -> String) {
    for command in setup { _ = session.execute(command) }
    var samples: [Double] = []
    samples.reserveCapacity(iterations)
    var refused = 0
    for i in 0..<iterations {
        for command in prepare(i) { _ = session.execute(command) }
        let text = line(i)
        var response: Response!
        samples.append(seconds { response = session.execute(text) })
        if response.refused { refused += 1 }
    }
    if refused > 0 { FileHandle.standardError.write(Data("\(name): \(refused) commands were refused: \(session.execute(line(0)).announcements)\n".utf8)); exit(1) }
    table.append((name, percentile(samples, 0.5), percentile(samples, 0.99)))
}

measure("next", setup: ["rotor items"]) { _ in "next" }
measure("section next", setup: ["first"]) { _ in "section next" }
measure("goto N", setup: ["section 500"]) { i in "goto \(i % rowsPerSection + 1)" }
measure("find", setup: ["first"]) { _ in "find 7" }
measure("move", setup: ["section 3", "goto 50"]) { i in i % 2 == 0 ? "move up" : "move down" }
measure("delete", prepare: { i in ["section \(100 + i / 50)", "goto 1"] }) { _ in "delete" }
measure("undo") { _ in "undo" }
measure("an action (Snooze)", setup: ["section 20", "goto 5"]) { _ in "Snooze" }
measure("where") { _ in "where" }
// Another session on the same store moves a row of the open list before each
// command; the command hears it through the journal, one row read, not the list.
let other = try Session(store: try Store(.file(path), seed: false))
for command in ["section 2", "goto 50"] { _ = other.execute(command) }
measure("where, after a change elsewhere (heard)", setup: ["section 7"], prepare: { i in
    _ = other.execute(i % 2 == 0 ? "move up" : "move down")
    return []
}) { _ in "where" }
measure("next in the sidebar", setup: ["back", "first"]) { i in i % 2 == 0 ? "next" : "previous" }


var usage = rusage()
getrusage(RUSAGE_SELF.rawValue, &usage)
let peak = Double(usage.ru_maxrss) / 1024
var children = rusage()
getrusage(RUSAGE_CHILDREN.rawValue, &children)

print("")
print("| command | median | 99th percentile |")
print("|---|---|---|")
for (name, median, p99) in table { print("| \(name) | \(format(median)) | \(format(p99)) |") }
print("")
print(String(format: "Peak memory: %.0f MB in the benchmark process (one 100,000-row list open), %.0f MB in a listo process.", peak, Double(children.ru_maxrss) / 1024))
print("Each change was committed to the store (WAL, synchronous FULL: an fsync at every commit) before its answer; \(iterations) runs of each command.")

// Corners that used to cost the square of their size, and a long session's memory.
print("")
let word = String(repeating: "w", count: 65_000)
let wrapped = seconds { _ = LineFormat.wrap("Added " + word + ".", width: 10) }
print(String(format: "Wrapping a 65,000-character word at --width 10: %@.", format(wrapped)))

/// Resident memory now, from /proc/self/statm, in MB.
func residentMB() -> Double {
    let fields = ((try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? "").split(separator: " ")
    return Double(fields.count > 1 ? Int(fields[1]) ?? 0 : 0) * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
}

let bigRows = Int(environment["LISTO_BENCH_BATCH"] ?? "") ?? 10_000
let bigPath = folder.appendingPathComponent("batch.db").path
let big = try Store(.file(bigPath), seed: false)
try big.transaction {
    try big.insert(Library(lists: [ListDocument(id: ListID(1), name: "Big", settings: Samples.library().library.list(named: "Tasks")!.settings)]))
}
try big.executeForTesting("""
    BEGIN;
    INSERT INTO sections(id, list_id, header, collapsed, prominence, position) VALUES (2, 1, 'All', 0, 'standard', 65536);
    WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < \(bigRows - 1))
    INSERT INTO rows(id, list_id, section_id, title, fields, flags, position)
    SELECT 10 + i, 1, 2, 'Row ' || i, '{}', 0, (i + 1) * 65536 FROM n;
    UPDATE counter SET next_id = \(bigRows + 100);
    COMMIT;
    """)
let batch = try Session(store: big)
for command in ["edit on", "select all"] { _ = batch.execute(command) }
var deleteAnswer: Response!
let deleting = seconds { deleteAnswer = batch.execute("delete selection") }
var undoAnswer: Response!
let undoing = seconds { undoAnswer = batch.execute("undo") }
if deleteAnswer.refused || undoAnswer.refused {
    FileHandle.standardError.write(Data("batch: refused: \(deleteAnswer.announcements) \(undoAnswer.announcements)\n".utf8))
    exit(1)
}
print("Deleting a \(bigRows)-row section's rows as one selection: \(format(deleting)); undoing it: \(format(undoing)) (memory and store).")

let long = Int(environment["LISTO_BENCH_LONG"] ?? "") ?? 200_000
let writer = try Session(store: try Store(.memory, seed: true))
for command in ["next", "next"] { _ = writer.execute(command) }
var marks: [(Int, Double)] = [(0, residentMB())]
let longTime = seconds {
    for i in 1...long {
        _ = writer.execute(i % 2 == 0 ? "rename Buy bread" : "rename Buy rye bread")
        if i % (long / 4) == 0 { marks.append((i, residentMB())) }
    }
}
print("A write-heavy session of \(long) renames (\(format(longTime / Double(long))) each), resident memory: "
      + marks.map { String(format: "%.0f MB after %d", $0.1, $0.0) }.joined(separator: ", ") + ".")
