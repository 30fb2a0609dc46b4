import Foundation
import ListoAnnouncer
import ListoModel
import ListoREPL
import ListoStore

// make bench: stores of 100 and 10,000 rows, of 1,000,000 rows in sections of 100,
// 100,000, 500,000 and 1,000,000, and of 2 × 100,000, each made once (a store of one
// list through `listo import` of a generated file, the import's figure) and copied
// wherever it is changed. For each shape, every command timed inside one process (a
// worker: a session on that store and one on a copy of the 100-row store, in turn),
// its median and its ratio to 100 rows; then what a real listo process costs: the
// first prompt, one process per operation beside taskwarrior, export of a million
// rows byte for byte, reading a list end to end. Every step is bounded in time, and
// the whole within LISTO_BENCH_LIMIT seconds (570 unless set): what a step could not
// finish in its time is said as not measured.

/// When the bench started, for the elapsed time on each line of its log and its total;
/// a process the bench runs is handed it, so that its log counts from the same start.
let benchStart = ProcessInfo.processInfo.environment["LISTO_BENCH_START"].flatMap(UInt64.init) ?? DispatchTime.now().uptimeNanoseconds
setenv("LISTO_BENCH_START", String(benchStart), 1)
func elapsedInBench() -> Double { Double(DispatchTime.now().uptimeNanoseconds - benchStart) / 1e9 }

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
    if s < 0.001 { return String(format: "%.0f µs", s * 1e6) }
    if s < 1 { return String(format: "%.2f ms", s * 1e3) }
    return String(format: "%.2f s", s)
}

/// A line on standard error, after the seconds since the bench started, so a run shows where its time goes.
func log(_ text: String) {
    FileHandle.standardError.write(Data((String(format: "[%5.0f s] ", elapsedInBench()) + text + "\n").utf8))
}

let environment = ProcessInfo.processInfo.environment
let maxIterations = Int(environment["LISTO_BENCH_ITERATIONS"] ?? "") ?? 200
/// Seconds of timed work after which a command stops being sampled.
let budget = Double(environment["LISTO_BENCH_BUDGET"] ?? "") ?? 0.25
/// Figures left out, by a word of their label (LISTO_BENCH_SKIP="every row,Snooze"): for a quick look on a busy machine.
let skipped = (environment["LISTO_BENCH_SKIP"] ?? "").split(separator: ",").map(String.init)
func isSkipped(_ label: String) -> Bool { skipped.contains { label.contains($0) } }
/// This program, which runs itself to generate a store and to measure one shape.
let me = URL(fileURLWithPath: CommandLine.arguments[0]).path
let binary = URL(fileURLWithPath: me).deletingLastPathComponent().appendingPathComponent("listo").path
let haveBinary = FileManager.default.isExecutableFile(atPath: binary)

// `listo-bench generate SHAPE PATH` and `listo-bench measure SHAPE STORE SMALL GROUP LIMIT`: steps the bench bounds.
let arguments = CommandLine.arguments
if (4...5).contains(arguments.count) && arguments[1] == "generate", let shape = Shape.named(arguments[2]),
   arguments.count == 4 || arguments[4] == "--dues" {
    try generate(shape, at: arguments[3], dues: arguments.count == 5 ? true : nil)
    exit(0)
}
if arguments.count == 7 && arguments[1] == "measure", let shape = Shape.named(arguments[2]), let group = Int(arguments[5]),
   groupNames.indices.contains(group), let limit = Double(arguments[6]) {
    try measureWorker(shape, path: arguments[3], small: arguments[4], group: group, limit: limit)
    exit(0)
}

// Anything else on the command line (`--help` among them) is answered with how to run it,
// not with the whole bench, which takes both cores for minutes.
if arguments.count > 1 && !(arguments.count == 2 && ["corners", "one-per-operation"].contains(arguments[1])) {
    let asked = ["--help", "-h", "help"].contains(arguments[1])
    let usage = """
        Usage: listo-bench                      the whole bench (as make bench runs it, up to LISTO_BENCH_LIMIT seconds)
               listo-bench generate SHAPE PATH  make a store of that shape at PATH (--dues after it: six rows in seven hold a due date)
               listo-bench one-per-operation    one listo process per operation, beside taskwarrior (goal 4)
               listo-bench corners              the figures of the bench's corner cases
        Shapes: \(Shape.all.map { "\"\($0.name)\"" }.joined(separator: ", ")).
        Environment: LISTO_BENCH_SIZES (shapes, by name), LISTO_BENCH_LIMIT, LISTO_BENCH_BUDGET, LISTO_BENCH_ITERATIONS,
        LISTO_BENCH_SKIP (figures left out, by a word of their label), LISTO_BENCH_SERVER=only (PostgreSQL alone).
        """
    if asked {
        print(usage)
        exit(0)
    }
    FileHandle.standardError.write(Data(("Error: listo-bench does not take \(arguments.dropFirst().joined(separator: " ")).\n" + usage + "\n").utf8))
    exit(2)
}

let chosen = environment["LISTO_BENCH_SIZES"].map { Set($0.split(separator: ",").map(String.init)).union(["100"]) }
let shapes = Shape.all.filter { chosen?.contains($0.name) ?? $0.byDefault }
/// The whole bench's seconds; each step gets what is left of them, up to its own bound.
let benchLimit = Double(environment["LISTO_BENCH_LIMIT"] ?? "") ?? 570
/// The seconds a step may take: its own bound, or what is left, less a few for the tables; nil when nothing is left.
func bound(_ cap: Double) -> Double? {
    let left = benchLimit - elapsedInBench() - 5
    return left >= min(cap, 5) ? min(cap, left) : nil
}
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listo-bench-\(getpid())")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }

// `listo-bench corners`: the figures of Corners.swift, in a process the bench bounds.
if arguments.count == 2 && arguments[1] == "corners" {
    for line in try corners() { print(line) }
    try? FileManager.default.removeItem(at: folder)
    exit(0)
}

// `listo-bench one-per-operation`: goal 4 alone, for a look at a start's cost without the
// whole bench: the 100-row store and one list of 10,000 rows, generated with SQL, and one
// listo process per operation on each beside taskwarrior, in turn, as the bench runs them.
if arguments.count == 2 && arguments[1] == "one-per-operation" {
    let small = folder.appendingPathComponent("one-per-operation-100.db").path
    let ten = folder.appendingPathComponent("one-per-operation-10k.db").path
    try generate(Shape.named("100")!, at: small)
    try generate(Shape.named("10k one list")!, at: ten)
    for figure in try onePerOperation(small: small, tenThousand: ten, limit: 120) { print("\(figure.0) | \(figure.1) | \(figure.2)") }
    try? FileManager.default.removeItem(at: folder)
    exit(0)
}

// LISTO_BENCH_SERVER=only: the PostgreSQL part alone (Server.swift), for a look at it on a busy machine.
if environment["LISTO_BENCH_SERVER"] == "only" {
    for line in try serverBench() { print(line) }
    try? FileManager.default.removeItem(at: folder)
    exit(0)
}

/// Figures by label and shape, in the order first taken; the 100-row figure each worker took beside its shape.
var figures: [String: [String: Figure]] = [:]
var beside: [String: [String: Figure]] = [:]
var order: [String] = []
var processFigures: [(String, String, String)] = []
/// What was not measured, and why.
var notMeasured: [String] = []

@MainActor func processFigure(_ figure: (String, String, String)) {
    processFigures.append(figure)
    log("\(figure.0) | \(figure.1) | \(figure.2)")
}

@MainActor func record(_ label: String, _ shape: String, _ figure: Figure) {
    if figures[label] == nil { order.append(label) }
    figures[label, default: [:]][shape] = figure
}

@MainActor func notRun(_ what: String) {
    notMeasured.append(what)
    log("not measured: \(what)")
}

/// A copy of a generated store, for a step that changes it: copying 1,000,000 rows' file takes a second or less, generating them ten.
func copy(_ path: String, as name: String) throws -> String {
    let target = folder.appendingPathComponent(name).path
    remove(target)
    try FileManager.default.copyItem(atPath: path, toPath: target)
    // A store closed by its last connection has no journal left; one that has keeps its last commits there.
    if FileManager.default.fileExists(atPath: path + "-wal") { try FileManager.default.copyItem(atPath: path + "-wal", toPath: target + "-wal") }
    return target
}

func remove(_ path: String) {
    for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
}

/// An import's figure: its time, the rows a second that makes, its CPU time (the
/// machine is shared, so the wall time varies with what else runs) and its peak memory.
func importFigure(_ cost: ProcessCost, rows: Int) -> String {
    if cost.ended { return "not finished in \(format(cost.wall)) (ended)" }
    return "\(format(cost.wall)) (\(Int(Double(rows) / cost.wall)) rows/s), \(format(cost.cpu)) CPU (\(Int(Double(rows) / cost.cpu)) rows/s), peak \(Int(cost.peakMB)) MB, exit \(cost.status)"
}

/// What `listo export` writes for a store of one row: the frame of every generated
/// file. It is taken from a store made by importing the first export, as the stores
/// of the figures are.
func exportTemplate() throws -> String? {
    guard haveBinary else { return nil }
    let store = folder.appendingPathComponent("template.db").path, again = folder.appendingPathComponent("template-again.db").path
    let file = folder.appendingPathComponent("template.json").path
    defer { remove(store); remove(again); try? FileManager.default.removeItem(atPath: file) }
    try generate(Shape(name: "template", lists: 1, sectionsPerList: 1, rowsPerSection: 1, emptyLists: 1), at: store)
    for step in [["export", "--store", store], ["import", "--store", again, file], ["export", "--store", again]] {
        let cost = runProcess([binary] + step, output: step[0] == "export" ? file : "/dev/null", peak: false, limit: 30)
        guard cost.status == 0 && !cost.ended else { return nil }
    }
    return try? String(contentsOfFile: file, encoding: .utf8)
}

/// The shapes whose export is timed and compared byte for byte with the file imported:
/// a million rows in 10,000 sections, in 2 of 500,000 and in 1 of 1,000,000.
let exportShapes: Set<String> = ["1M one list", "2×500k", "1×1M"]

/// Makes `shape`'s store at `path`. A store of one list is made as a person would
/// bring such a list in: its file, written as `listo export` writes it, given to
/// `listo import` (the import's figure, goal 5), then for a million rows exported
/// again and compared byte for byte (export's figure); a million rows go in so in
/// less time than through SQL. Stores of ten lists are generated with SQL. Each
/// step is a process bounded in time. Gives whether the store was made.
@MainActor func make(_ shape: Shape, at path: String, template: String?) -> Bool {
    guard let limit = bound(shape.rows > 100_000 ? 150 : 30) else { notRun("\(shape.name): the store (no time left)"); return false }
    guard let template, let bytes = exportBytes(shape, template: template) else {
        let cost = runProcess([me, "generate", shape.name, path], peak: false, limit: limit)
        guard cost.status == 0 && !cost.ended else {
            notRun("\(shape.name): the store, generation \(cost.ended ? "ended after \(format(cost.wall))" : "failed")")
            return false
        }
        log("\(shape.name): generated \(shape.rows) rows in \(shape.lists * shape.sectionsPerList) sections in \(format(cost.wall))")
        return true
    }
    let file = folder.appendingPathComponent("generated.json").path
    defer { try? FileManager.default.removeItem(atPath: file) }
    _ = FileManager.default.createFile(atPath: file, contents: Data(bytes))
    let importing = runProcess([binary, "import", "--store", path, file], limit: limit)
    if shape.rows >= 10_000 { processFigure((shape.name, "import \(shape.rows) rows (JSON) into a new store", importFigure(importing, rows: shape.rows))) }
    guard importing.status == 0 && !importing.ended else {
        notRun("\(shape.name): the store, its import \(importing.ended ? "ended after \(format(importing.wall))" : "failed")")
        remove(path)
        return false
    }
    log("\(shape.name): imported \(shape.rows) rows in \(shape.sectionsPerList) sections in \(format(importing.wall))")
    guard exportShapes.contains(shape.name) && !isSkipped("export") else { return true }
    guard let left = bound(90) else { notRun("\(shape.name): export (no time left)"); return true }
    let exported = folder.appendingPathComponent("exported.json").path
    defer { try? FileManager.default.removeItem(atPath: exported) }
    let export = runProcess([binary, "export", "--store", path], output: exported, limit: left)
    let same = !export.ended && FileManager.default.contentsEqual(atPath: file, andPath: exported)
    processFigure((shape.name, "export \(shape.rows) rows (JSON)", export.ended ? "not finished in \(format(export.wall)) (ended)"
                   : "\(format(export.wall)), \(format(export.cpu)) CPU, peak \(Int(export.peakMB)) MB; \(same ? "byte for byte the file imported" : "DIFFERENT from the file imported")"))
    return true
}

/// Every command on `shape`'s store, a group at a time, each timed in a worker beside
/// the 100-row store, on copies of both.
@MainActor func measure(_ shape: Shape, path: String, small smallStore: String) throws {
    for (group, name) in groupNames.enumerated() where !caseGroups(shape)[group].isEmpty {
        let labels = caseGroups(shape)[group].flatMap { $0.iteration(0).compactMap(\.label) }.filter { !isSkipped($0) }
            + (group == 0 ? ["hearing a change made elsewhere"] : [])
        guard let limit = bound(shape.rows > 100_000 ? [25, 30, 35, 40][group] : 20) else {
            notRun("\(shape.name), \(name): " + labels.joined(separator: ", ") + " (no time left)")
            continue
        }
        let work = try copy(path, as: "work.db"), small = try copy(smallStore, as: "work-100.db")
        defer { remove(work); remove(small) }
        let output = folder.appendingPathComponent("figures.tsv").path
        let cost = runProcess([me, "measure", shape.name, work, small, String(group), String(limit)], output: output, limit: limit + 10)
        let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        let taken = readFigures(text)
        for (store, label, figure) in taken {
            if store == "100" { beside[label, default: [:]][shape.name] = figure } else { record(label, shape.name, figure) }
        }
        // The command the worker was in when it was ended took at least the time since it started.
        if cost.ended, let (label, started) = lastStarted(text, store: shape.name), !taken.contains(where: { $0.store == shape.name && $0.label == label }) {
            let atLeast = elapsedInBench() - started
            record(label, shape.name, Figure(median: atLeast, p99: atLeast, bulk: false, atLeast: true))
        }
        for (label, said) in refusals(text, store: shape.name).sorted(by: { $0.key < $1.key }) { notRun("\(shape.name), \(label): \(said)") }
        let missing = labels.filter { label in figures[label]?[shape.name] == nil }
        if !missing.isEmpty {
            let why = cost.ended ? "the worker was ended at its limit of \(Int(limit + 10)) s"
                : cost.status != 0 ? "the worker stopped, exit \(cost.status)" : "its limit of \(Int(limit)) s was near"
            notRun("\(shape.name), \(name): " + missing.joined(separator: ", ") + " (\(why))")
        }
        processFigure((shape.name, "a worker: \(name), on \(shape.name) and on 100 rows, in one process",
                       cost.ended ? "ended at \(format(cost.wall))" : "\(format(cost.wall)), peak \(Int(cost.peakMB)) MB"))
    }
}

/// The first prompt of a listo process on `shape`'s store.
@MainActor func firstPrompts(_ shape: Shape, path: String) {
    guard bound(5) != nil else { notRun("\(shape.name): the first prompt (no time left)"); return }
    let prompts = (0..<(shape.rows > 100_000 ? 3 : 5)).map { _ in firstPrompt(binary, store: path) }
    record("first prompt (a listo process)", shape.name, Figure(median: percentile(prompts.map(\.seconds), 0.5), p99: percentile(prompts.map(\.seconds), 0.99), bulk: false))
}

/// listo processes on a long section, with their peak memory: opened and moved through,
/// filtered, searched, every row selected.
@MainActor func longSectionProcesses(_ shape: Shape, path: String) throws {
    let work = try copy(path, as: "processes.db")
    defer { remove(work) }
    for (what, line) in [
        ("open, move to the middle and back, quit", "section \(shape.middleSection); goto \(shape.rowsPerSection / 2); next; previous; last; first"),
        ("filter on (every row matches), next, quit", "filter task; next; next"),
        ("search (every row matches), quit", "search task"),
        ("select all, deselect all, quit", "edit on; select all; deselect all"),
    ] where !isSkipped(what) {
        guard let limit = bound(20) else { notRun("\(shape.name): \(what) (no time left)"); continue }
        let cost = runProcess([binary, "--store", work, "-c", line], limit: limit)
        processFigure((shape.name, "\(what) (a listo process)", cost.ended ? "not finished in \(format(cost.wall)) (ended)" : "\(format(cost.wall)), peak \(Int(cost.peakMB)) MB, exit \(cost.status)"))
    }
}

/// A listo process reading the open list end to end, with no page.
@MainActor func readEndToEnd(_ shape: Shape, path: String) {
    guard !isSkipped("end to end") else { return }
    guard let limit = bound(20) else { notRun("\(shape.name): reading end to end (no time left)"); return }
    let read = runProcess([binary, "--store", path, "-c", "page off; list all"], limit: limit)
    processFigure((shape.name, "read the open list end to end (\(shape.rowsInOpenList) rows, a listo process)",
                   read.ended ? "not finished in \(format(read.wall)) (ended)" : "\(format(read.wall)), peak \(Int(read.peakMB)) MB"))
}

/// The order shapes are taken in, so that what a busy machine leaves out is the least
/// asked for: the 100-row store (every worker's other store), one list of 10,000 (one
/// process per operation), then the long sections of issue 21, then the rest.
let priority = ["100", "10k one list", "2×100k", "2×500k", "1×1M", "10k", "1M one list", "10×100k", "1M"]

// Each shape in turn: its store made once and its commands timed; then the listo
// processes on each store kept, first prompts first; then the stores are let go.
let template = haveBinary ? try exportTemplate() : nil
var smallStore = ""
var made: [(shape: Shape, path: String)] = []
for shape in shapes.sorted(by: { (priority.firstIndex(of: $0.name) ?? 99) < (priority.firstIndex(of: $1.name) ?? 99) }) {
    let path = folder.appendingPathComponent("bench-\(shape.name.replacingOccurrences(of: " ", with: "-")).db").path
    guard make(shape, at: path, template: template) else {
        if shape.name == "100" { log("the 100-row store could not be made"); exit(1) }
        continue
    }
    made.append((shape, path))
    if shape.name == "100" { smallStore = path } else { try measure(shape, path: path, small: smallStore) }
    if shape.name == "10k one list", haveBinary, let limit = bound(60) {
        // One process per operation beside taskwarrior (goal 4).
        let small = try copy(smallStore, as: "one-per-operation-100.db"), ten = try copy(path, as: "one-per-operation-10k.db")
        for figure in try onePerOperation(small: small, tenThousand: ten, limit: limit) { processFigure(figure) }
        remove(small)
        remove(ten)
    }
}
if haveBinary {
    for (shape, path) in made { firstPrompts(shape, path: path) }
    for (shape, path) in made where shape.lists == 1 && shape.rowsPerSection >= 100_000 { try longSectionProcesses(shape, path: path) }
    for (shape, path) in made { readEndToEnd(shape, path: path) }
}
for (_, path) in made { remove(path) }

// The 100-row column: the median of what each worker measured beside its shape.
for label in order {
    let besides = beside[label]?.values.map(\.median) ?? []
    if !besides.isEmpty { figures[label]?["100"] = Figure(median: percentile(besides, 0.5), p99: percentile(besides, 0.5), bulk: false) }
}

if haveBinary, bound(5) != nil {
    let empty = (0..<20).map { _ in runProcess([binary, "--memory"], peak: false, limit: 10) }
    let peak = runProcess([binary, "--memory"], limit: 10).peakMB
    processFigure(("-", "an empty scripted session (listo --memory < /dev/null)",
                   "\(format(percentile(empty.map(\.cpu), 0.5))) CPU, \(format(percentile(empty.map(\.wall), 0.5))) wall, peak \(Int(peak)) MB"))
}

printTables()

// The corners, in a process of their own, bounded.
if let limit = bound(90) {
    let output = folder.appendingPathComponent("corners.txt").path
    let cost = runProcess([me, "corners"], output: output, peak: false, limit: limit)
    print((try? String(contentsOfFile: output, encoding: .utf8)) ?? "", terminator: "")
    if cost.ended || cost.status != 0 { notRun("the outline, the batch and the long session: \(cost.ended ? "ended at \(Int(limit)) s" : "exit \(cost.status)")") }
} else {
    notRun("the outline, the batch and the long session (no time left)")
}

// PostgreSQL beside SQLite (Server.swift): LISTO_BENCH_SERVER=1 adds it, =only runs it alone.
if environment["LISTO_BENCH_SERVER"] == "1" {
    for line in try serverBench() { print(line) }
    log("PostgreSQL")
}
if !notMeasured.isEmpty {
    print("")
    print("Not measured:")
    for what in notMeasured { print("- \(what)") }
}
var own = rusage()
getrusage(RUSAGE_SELF.rawValue, &own)
var children = rusage()
getrusage(RUSAGE_CHILDREN.rawValue, &children)
func cpuSeconds(_ u: rusage) -> Double {
    Double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) + Double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6
}
let wall = elapsedInBench()
print("")
print(String(format: "The benchmark took %.0f s of wall time (%d min %02d s), within its limit of %.0f s; %.0f s of CPU in it and the processes it ran.",
             wall, Int(wall) / 60, Int(wall) % 60, benchLimit, cpuSeconds(own) + cpuSeconds(children)))
