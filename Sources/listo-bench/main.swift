import Foundation
import ListoAnnouncer
import ListoModel
import ListoREPL
import ListoStore

// make bench: stores of 100, 10,000 and 1,000,000 rows (10 lists each) and one of
// 1,000,000 rows in one list; for each, the median and 99th percentile of every
// command that should cost the same at any size, the ratio of 1,000,000 to 100,
// what a real listo process costs to start, read, import and export, and peak memory.

/// When the bench started, for the elapsed time on each line of its log and its total.
let benchStart = DispatchTime.now().uptimeNanoseconds

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
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - benchStart) / 1e9
    FileHandle.standardError.write(Data((String(format: "[%5.0f s] ", elapsed) + text + "\n").utf8))
}

let environment = ProcessInfo.processInfo.environment
let maxIterations = Int(environment["LISTO_BENCH_ITERATIONS"] ?? "") ?? 200
/// Seconds of timed work after which a command stops being sampled (it still gets three samples).
let budget = Double(environment["LISTO_BENCH_BUDGET"] ?? "") ?? 0.5
let chosen = environment["LISTO_BENCH_SIZES"].map { Set($0.split(separator: ",").map(String.init)) }
let shapes = Shape.all.filter { chosen?.contains($0.name) ?? $0.byDefault }
/// Figures left out, by a word of their label (LISTO_BENCH_SKIP="every row,Snooze"): for a quick look on a busy machine.
let skipped = (environment["LISTO_BENCH_SKIP"] ?? "").split(separator: ",").map(String.init)
func isSkipped(_ label: String) -> Bool { skipped.contains { label.contains($0) } }
/// The shapes of a million rows whose export and import are timed: 10,000 sections, 2 of 500,000, 1 of 1,000,000.
let importShapes: Set<String> = ["1M one list", "2×500k", "1×1M"]
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listo-bench-\(getpid())")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }
let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("listo").path
let haveBinary = FileManager.default.isExecutableFile(atPath: binary)

/// One line of a timed iteration: `label` names the figure it counts towards; nil runs it untimed.
struct Line {
    var label: String?
    var text: String
    var mayRefuse = false
}

func timed(_ label: String, _ text: String, mayRefuse: Bool = false) -> Line { Line(label: label, text: text, mayRefuse: mayRefuse) }
func untimed(_ text: String) -> Line { Line(label: nil, text: text) }

/// A group of commands measured together: `setup` once, then `iteration(i)` repeatedly.
struct Case {
    var setup: [String] = []
    var bulk = false
    /// How many iterations there can be, when each needs something not yet used.
    var limit: Int?
    var iteration: (Int) -> [Line]
}

/// Runs of a command whose cost is still its hits, where one run of it can take seconds.
func bulkLimit(_ shape: Shape) -> Int? { shape.rows > 100_000 ? 1 : nil }

/// Every command the issue names, in an order that leaves the store as it found it.
func cases(_ shape: Shape) -> [Case] {
    let m = markers
    let perSection = shape.rowsPerSection
    let middle = "section \(shape.middleSection)"
    return [
        Case(setup: ["rotor items", "first"]) { _ in [timed("next", "next")] },
        Case(setup: ["first"]) { i in (i % 50 == 0 ? [untimed("first")] : []) + [timed("section next", "section next", mayRefuse: shape.sectionsPerList == 1)] },
        Case(setup: [middle]) { i in [timed("goto N", "goto \(i % perSection + 1)")] },
        Case { i in [timed("goto by title", "goto \(m[i % 2 == 0 ? 2 : 0])")] },
        Case { i in [timed("goto by prefix", "goto \(i % 2 == 0 ? "Café del" : "Café bra")")] },
        Case { _ in [timed("read by title", "read \(m[3])")] },
        Case { _ in [timed("do an action by title", "do Snooze \(m[1])")] },
        Case { _ in [timed("delete by title", "delete \(m[0])"), untimed("undo")] },
        Case(setup: ["goto \(m[2])", "next"]) { i in [timed("move before/after a title", i % 2 == 0 ? "move before \(m[2])" : "move after \(m[2])")] },
        Case { i in [untimed("goto \(m[i % 3])"), timed("find, a hit", "find café")] },
        Case(setup: ["first"]) { _ in [timed("find, no match", "find zebra", mayRefuse: true)] },
        Case { _ in [timed("filter on (4 matches)", "filter café"), timed("filter off", "filter off")] },
        Case(setup: ["filter café", "first"]) { i in [timed("next/previous while filtering", i % 2 == 0 ? "next" : "previous")] },
        Case { i in [timed("goto N while filtering", "goto \(i % markers.count + 1)")] },
        Case { i in [timed("first/last while filtering", i % 2 == 0 ? "last" : "first")] },
        Case(setup: ["edit on"]) { _ in [timed("select all (4 rows, filtered)", "select all"), timed("deselect all", "deselect all")] },
        Case { _ in [
            untimed("select all"), timed("delete selection (4 rows)", "delete selection"),
            timed("undo of a 4-row delete", "undo"), timed("redo of a 4-row delete", "redo"), untimed("undo"),
        ] },
        Case(setup: ["deselect all", "edit off", "filter off", middle, "goto \(perSection / 2)"]) { i in [timed("move up/down", i % 2 == 0 ? "move up" : "move down")] },
        Case(setup: [middle, "goto 3"]) { _ in [timed("delete", "delete"), timed("undo of a delete", "undo")] },
        Case(setup: ["goto 5"]) { _ in [timed("an action (Snooze)", "Snooze")] },
        Case { _ in [timed("where", "where")] },
        Case(bulk: true) { _ in [timed("list (one section, bulk)", "list")] },
        Case { _ in [timed("lists", "lists")] },
        Case(setup: ["first"]) { i in [timed("next/previous in the sidebar", i % 2 == 0 ? "next" : "previous")] },
        Case { _ in [untimed("open List 2"), timed("open a list already read (in process)", "open List 1")] },
        Case(limit: shape.lists + shape.emptyLists - 1) { i in [timed("open a list not yet read (in process)", "open List \(i + 2)")] },
        // What the first cases left out: the selection, bulk changes, many hits, the sections.
        Case(setup: ["open List 1", "edit on", middle, "goto 1"]) { i in [timed("select N", "select \(i % min(20, perSection) + 1)"), untimed("deselect all")] },
        Case { _ in [timed("select all (the whole list)", "select all"), timed("deselect all (the whole list)", "deselect all")] },
        // The whole selection: up to 1,000 rows of one section (5 at 100 rows, 100 at 10,000).
        Case(setup: [middle]) { _ in [
            untimed("select 1-\(min(1000, perSection))"), timed("an action on the whole selection (Snooze, up to 1,000 rows)", "Snooze"),
            timed("undo of a whole-selection action", "undo"), untimed("deselect all"),
        ] },
        Case(setup: ["edit off", "first"], limit: bulkLimit(shape)) { _ in [
            timed("filter on (every row matches)", "filter task"), timed("next while filtering (every row matches)", "next"),
            timed("filter off (every row matched)", "filter off"),
        ] },
        Case(limit: bulkLimit(shape)) { _ in [timed("search (every row matches)", "search task")] },
        Case { _ in [timed("sections", "sections")] },
    ]
}

struct Figure { var median: Double; var p99: Double; var bulk: Bool }
var figures: [String: [String: Figure]] = [:]
var order: [String] = []
var processFigures: [(String, String, String)] = []

/// A listo process's figure, kept for the table at the end and logged now.
@MainActor func processFigure(_ figure: (String, String, String)) {
    processFigures.append(figure)
    log("\(figure.0) | \(figure.1) | \(figure.2)")
}

@MainActor func record(_ label: String, _ shape: Shape, _ samples: [Double], bulk: Bool = false) {
    if figures[label] == nil { order.append(label) }
    figures[label, default: [:]][shape.name] = Figure(median: percentile(samples, 0.5), p99: percentile(samples, 0.99), bulk: bulk)
    // Each figure is logged as it is taken too, so that a run cut short still shows what it measured.
    log("\(shape.name) | \(label) | \(format(percentile(samples, 0.5))) / \(format(percentile(samples, 0.99)))")
}

/// Runs `line` in `session`, stopping the bench if a line that must be taken is refused; gives its seconds.
@MainActor func run(_ session: Session, _ shape: Shape, _ line: Line) -> Double {
    var response: Response!
    let t = seconds { response = session.execute(line.text) }
    if response.refused && !line.mayRefuse {
        log("\(shape.name): \"\(line.text)\" was refused: \(response.announcements)")
        exit(1)
    }
    return t
}

/// Every case on every store. Each iteration of a case runs on each store in turn,
/// so that what the shared disk is doing at the moment (an fsync takes from 0.1 to
/// 10 ms as other work comes and goes) falls on every size alike, and a ratio
/// compares the stores, not the moments they were measured at.
@MainActor func measure(_ stores: [(shape: Shape, path: String)]) throws {
    var sessions: [Session] = []
    for (shape, path) in stores {
        let store = try Store(.file(path), seed: false)
        var session: Session!
        let opening = try seconds { session = try Session(store: store); _ = session.start() }
        record("open the store, first prompt (in process)", shape, [opening], bulk: false)
        sessions.append(session)
    }
    let all = stores.map { cases($0.shape).filter { !$0.iteration(0).contains { $0.label.map(isSkipped) ?? false } } }
    for k in all[0].indices {
        var samples = [[String: [Double]]](repeating: [:], count: stores.count)
        var spent = [Double](repeating: 0, count: stores.count)
        for (j, session) in sessions.enumerated() {
            for line in all[j][k].setup {
                let r = session.execute(line)
                if r.refused { log("\(stores[j].shape.name): setup \"\(line)\" was refused: \(r.announcements)"); exit(1) }
            }
        }
        func more(_ j: Int, _ i: Int) -> Bool { i < min(maxIterations, all[j][k].limit ?? .max) && (i < 3 || spent[j] < budget) }
        var i = 0
        while stores.indices.contains(where: { more($0, i) }) {
            for (j, session) in sessions.enumerated() where more(j, i) {
                for line in all[j][k].iteration(i) {
                    let t = run(session, stores[j].shape, line)
                    if let label = line.label {
                        samples[j][label, default: []].append(t)
                        spent[j] += t
                    }
                }
            }
            i += 1
        }
        for j in stores.indices {
            for line in all[j][k].iteration(0) {
                if let label = line.label, let s = samples[j][label] { record(label, stores[j].shape, s, bulk: all[j][k].bulk) }
            }
        }
    }
    // Another session moves a row of the open list before each command; the
    // command hears it through the journal, one row read, not the list.
    for ((shape, path), session) in zip(stores, sessions) {
        let other = try Session(store: try Store(.file(path), seed: false))
        record("hearing a change made elsewhere", shape, hearingElsewhere(session, other: other, shape))
    }
}

// LISTO_BENCH_SERVER=only: the PostgreSQL part alone (Server.swift), for a look at it on a busy machine.
if environment["LISTO_BENCH_SERVER"] == "only" {
    for line in try serverBench() { print(line) }
    try? FileManager.default.removeItem(at: folder)
    exit(0)
}

var stores: [(shape: Shape, path: String)] = []
for shape in shapes {
    let path = folder.appendingPathComponent("bench-\(shape.name.replacingOccurrences(of: " ", with: "-")).db").path
    let generation = try seconds { try generate(shape, at: path) }
    log("\(shape.name): generated \(shape.rows) rows in \(shape.lists * shape.sectionsPerList) sections in \(String(format: "%.1f", generation)) s")
    if haveBinary {
        let prompts = (0..<(shape.rows > 100_000 ? 3 : 5)).map { _ in firstPrompt(binary, store: path) }
        record("first prompt (a listo process)", shape, prompts.map(\.seconds))
        let read = runProcess([binary, "--store", path, "-c", "page off; list all"])
        processFigure((shape.name, "read the open list end to end (\(shape.rowsInOpenList) rows, a listo process)",
                               "\(format(read.wall)), peak \(Int(read.peakMB)) MB"))
    }
    stores.append((shape, path))
}
try measure(stores)
var usage = rusage()
getrusage(RUSAGE_SELF.rawValue, &usage)
let peak = Double(usage.ru_maxrss) / 1024
log("measured")

for (shape, path) in stores {
    if haveBinary && (shape.name == "100" || shape.name == "10k one list") {
        // One listo process per operation, as a shell script or a task manager's CLI would run it.
        for (what, line) in [("goto by title", "goto \(markers[1])"), ("an action by title", "do Snooze \(markers[1])")] {
            let costs = (0..<20).map { _ in runProcess([binary, "--store", path, "-c", line], peak: false) }
            processFigure((shape.name, "one listo process per operation: \(what)",
                                   "\(format(percentile(costs.map(\.wall), 0.5))) wall, \(format(percentile(costs.map(\.cpu), 0.5))) CPU"))
        }
        log("\(shape.name): one listo process per operation")
    }
    if haveBinary && shape.lists == 1 && shape.rowsPerSection >= 100_000 {
        // A long section opened, moved through, filtered and searched by one process each: peak memory.
        for (what, line) in [
            ("open, move to the middle and back, quit", "section \(shape.middleSection); goto \(shape.rowsPerSection / 2); next; previous; last; first"),
            ("filter on (every row matches), next, quit", "filter task; next; next"),
            ("search (every row matches), quit", "page on; search task"),
            ("select all, deselect all, quit", "edit on; select all; deselect all"),
        ] where !isSkipped(what) {
            let cost = runProcess([binary, "--store", path, "-c", line])
            processFigure((shape.name, "\(what) (a listo process)", "\(format(cost.wall)), peak \(Int(cost.peakMB)) MB, exit \(cost.status)"))
        }
        log("\(shape.name): processes on a long section")
    }
    if haveBinary && importShapes.contains(shape.name) && !isSkipped("import") {
        // Export, import into a new store and export again, for each shape of a million rows
        // (10,000 sections, 2 of 500,000, 1 of 1,000,000): one transaction each, byte for byte.
        let exported = folder.appendingPathComponent("export.json").path
        let export = runProcess([binary, "export", "--store", path, "--list", "List 1"], output: exported)
        processFigure((shape.name, "export \(shape.rows) rows (JSON)", "\(format(export.wall)), \(format(export.cpu)) CPU, peak \(Int(export.peakMB)) MB"))
        let fresh = folder.appendingPathComponent("imported.db").path
        let importing = runProcess([binary, "import", "--store", fresh, exported])
        processFigure((shape.name, "import \(shape.rows) rows (JSON) into a new store", importFigure(importing, rows: shape.rows)))
        if shape.name == "1M one list" {
            // The same rows as another list, into the store that holds a million already: deeper indexes, one transaction.
            let renamed = folder.appendingPathComponent("renamed.json").path
            if let text = try? String(contentsOfFile: exported, encoding: .utf8), let name = text.range(of: "\"name\" : \"List 1\"") {
                try text.replacingCharacters(in: name, with: "\"name\" : \"List 1 again\"").write(toFile: renamed, atomically: false, encoding: .utf8)
                let beside = runProcess([binary, "import", "--store", path, renamed])
                processFigure((shape.name, "import them again as a second list, beside the first", importFigure(beside, rows: shape.rows)))
                try? FileManager.default.removeItem(atPath: renamed)
            }
        }
        let again = folder.appendingPathComponent("again.json").path
        _ = runProcess([binary, "export", "--store", fresh, "--list", "List 1"], output: again)
        let same = FileManager.default.contentsEqual(atPath: exported, andPath: again)
        processFigure((shape.name, "export of the import, byte for byte", same ? "identical" : "DIFFERENT"))
        for file in [exported, again, fresh, fresh + "-wal", fresh + "-shm"] { try? FileManager.default.removeItem(atPath: file) }
        log("\(shape.name): exported, imported, exported again")
    }
    try? FileManager.default.removeItem(atPath: path)
}

/// An import's figure: its time, the rows a second that makes, its CPU time (the
/// machine is shared, so the wall time varies with what else runs) and its peak memory.
func importFigure(_ cost: ProcessCost, rows: Int) -> String {
    "\(format(cost.wall)) (\(Int(Double(rows) / cost.wall)) rows/s), \(format(cost.cpu)) CPU, peak \(Int(cost.peakMB)) MB, exit \(cost.status)"
}

if haveBinary {
    let empty = (0..<40).map { _ in runProcess([binary, "--memory"], peak: false) }
    let peak = runProcess([binary, "--memory"]).peakMB
    processFigure(("-", "an empty scripted session (listo --memory < /dev/null)",
                           "\(format(percentile(empty.map(\.cpu), 0.5))) CPU, \(format(percentile(empty.map(\.wall), 0.5))) wall, peak \(Int(peak)) MB"))
}

// taskwarrior, one process per operation, beside listo's, when it is installed.
if haveBinary, let task = ["/usr/bin/task", "/usr/local/bin/task"].first(where: FileManager.default.isExecutableFile(atPath:)) {
    let home = folder.appendingPathComponent("task").path
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    let rc = home + "/taskrc"
    try "data.location=\(home)/data\nconfirmation=off\nverbose=nothing\n".write(toFile: rc, atomically: true, encoding: .utf8)
    setenv("TASKRC", rc, 1)
    let tasks = home + "/tasks.json"
    try ("[" + (0..<10_000).map { "{\"description\":\"Task \($0)\",\"status\":\"pending\"}" }.joined(separator: ",") + "]")
        .write(toFile: tasks, atomically: true, encoding: .utf8)
    _ = runProcess([task, "import", tasks], peak: false)
    let costs = (0..<20).map { _ in runProcess([task, "5000", "modify", "+snoozed"], peak: false) }
    processFigure(("10k one list", "taskwarrior, one process per operation: modify a task",
                           "\(format(percentile(costs.map(\.wall), 0.5))) wall, \(format(percentile(costs.map(\.cpu), 0.5))) CPU"))
} else {
    processFigure(("10k one list", "taskwarrior, one process per operation", "not measured: task is not installed"))
}

let names = shapes.map(\.name)
print("")
print("| command | " + names.joined(separator: " | ") + " |")
print("|---|" + names.map { _ in "---|" }.joined())
for label in order {
    let row = figures[label]!
    let cells = names.map { name in row[name].map { "\(format($0.median)) / \(format($0.p99))" } ?? "" }
    print("| \(label) | " + cells.joined(separator: " | ") + " |")
}
print("")
print("Each cell is median / 99th percentile. Each shape's median over the median at 100 rows:")
let larger = names.filter { $0 != "100" }
print("")
print("| command | " + larger.map { "\($0)/100" }.joined(separator: " | ") + " | over 2x |")
print("|---|" + larger.map { _ in "---|" }.joined() + "---|")
for label in order {
    let row = figures[label]!
    guard let small = row["100"]?.median, small > 0 else { continue }
    let ratios = larger.map { name in row[name].map { $0.median / small } }
    let cells = ratios.map { $0.map { String(format: "%.1fx", $0) } ?? "" }
    let over = zip(larger, ratios).filter { ($0.1 ?? 0) > 2 }.map(\.0)
    print("| \(label)\(row["100"]!.bulk ? " (bulk)" : "") | " + cells.joined(separator: " | ") + " | \(over.isEmpty ? "none" : over.joined(separator: ", ")) |")
}
print("")
print("| store | a listo process | figure |")
print("|---|---|---|")
for (store, what, figure) in processFigures { print("| \(store) | \(what) | \(figure) |") }
print("")
print("Peak memory of the benchmark process, every store open at once: \(Int(peak)) MB.")
print("Each change was committed (WAL, synchronous FULL) before its answer; up to \(maxIterations) runs of each command, fewer once \(budget) s were spent;")
print("each run of a command goes to every store in turn, so the disk's moments fall on every size alike.")

// An outline: 101,110 rows nested five deep in one list (ten rows, each holding ten,
// down to a fifth level of nine each), every row expanded, so that next walks into
// and out of every level; expand and collapse write one row, whatever is inside it.
let outlineFanout = [10, 10, 10, 10, 9]
let outlineRows = outlineFanout.indices.reduce(0) { $0 + outlineFanout[...$1].reduce(1, *) }
let outlinePath = folder.appendingPathComponent("outline.db").path
let outlineStore = try Store(.file(outlinePath), seed: false)
let outlineGeneration = try seconds {
    var next: Int64 = 10
    func rows(_ depth: Int, _ prefix: String) -> [Row] {
        guard depth < outlineFanout.count else { return [] }
        return (0..<outlineFanout[depth]).map { i in
            next += 1
            let title = prefix.isEmpty ? "Step \(i + 1)" : "\(prefix).\(i + 1)"
            return Row(id: RowID(next), title: title, position: Positions.spaced(i), children: rows(depth + 1, title),
                       expanded: depth + 1 < outlineFanout.count)
        }
    }
    let section = Section(id: SectionID(2), header: nil, position: Positions.gap, rows: rows(0, ""))
    let outline = ListDocument(id: ListID(1), name: "Outline", position: Positions.gap, sections: [section])
    try outlineStore.transaction {
        try outlineStore.insert(Library(lists: [outline]))
        try outlineStore.executeForTesting("UPDATE counter SET next_id = \(next + 100)")
    }
}
let outlineSession = try Session(store: outlineStore)
/// Times `lines(i)`' last line after the others, as many times as the other figures are sampled.
@MainActor func outlineFigure(_ label: String, setup: [String], _ lines: (Int) -> [String]) -> String {
    for line in setup where outlineSession.execute(line).refused { log("outline: setup \"\(line)\" was refused"); exit(1) }
    var samples: [Double] = []
    for i in 0..<max(maxIterations, 3) {
        let all = lines(i)
        for line in all.dropLast() { _ = outlineSession.execute(line) }
        var response: Response!
        samples.append(seconds { response = outlineSession.execute(all.last!) })
        if response.refused { log("outline: \"\(all.last!)\" was refused: \(response.announcements)"); exit(1) }
    }
    return "| \(label) | \(format(percentile(samples, 0.5))) / \(format(percentile(samples, 0.99))) |"
}
print("")
print("An outline of \(outlineRows) rows nested \(outlineFanout.count) deep, generated in \(String(format: "%.1f", outlineGeneration)) s; median / 99th percentile:")
print("")
print("| command | figure |")
print("|---|---|")
print(outlineFigure("next, walking down and out of five levels (rows rotor)", setup: ["rotor rows", "first"]) { _ in ["next"] })
print(outlineFigure("previous, from the end of a subtree", setup: ["goto Step 6", "rotor rows"]) { _ in ["previous"] })
print(outlineFigure("next at one level, skipping 10,110 rows (level rotor)", setup: ["goto Step 1", "rotor level"]) { i in [i % 18 < 9 ? "next" : "previous"] })
print(outlineFigure("collapse and expand a row holding 10,110 rows", setup: ["rotor rows", "goto Step 3"]) { i in [i % 2 == 0 ? "collapse" : "expand"] })
print(outlineFigure("collapse and expand a row holding 9 rows", setup: ["goto Step 3.4.5.6"]) { i in [i % 2 == 0 ? "collapse" : "expand"] })
print(outlineFigure("goto a level-5 row by title", setup: []) { i in ["goto Step \(i % 10 + 1).2.3.4.5"] })

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
    INSERT INTO rows(id, list_id, section_id, title, title_key, fields, flags, position)
    SELECT 10 + i, 1, 2, 'Row ' || i, 'row ' || i, '{}', 0, (i + 1) * 65536 FROM n;
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
log("outline and batch")
print("Deleting a \(bigRows)-row section's rows as one selection: \(format(deleting)); undoing it: \(format(undoing)) (memory and store).")

// 20,000 renames are 200 times the undo history's 100 steps: enough to show memory flat.
let long = Int(environment["LISTO_BENCH_LONG"] ?? "") ?? 20_000
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

log("long session")

// PostgreSQL beside SQLite (Server.swift); LISTO_BENCH_SERVER=0 leaves it out, =only runs it alone.
if environment["LISTO_BENCH_SERVER"] != "0" {
    for line in try serverBench() { print(line) }
    log("PostgreSQL")
}
var own = rusage()
getrusage(RUSAGE_SELF.rawValue, &own)
let cpu = Double(own.ru_utime.tv_sec + own.ru_stime.tv_sec) + Double(own.ru_utime.tv_usec + own.ru_stime.tv_usec) / 1e6
let wall = Double(DispatchTime.now().uptimeNanoseconds - benchStart) / 1e9
print("")
print(String(format: "The benchmark took %.0f s of wall time (%d min %02d s); %.0f s of CPU in the bench itself.", wall, Int(wall) / 60, Int(wall) % 60, cpu))
