import Foundation
import ListoREPL
import ListoStore

// `listo-bench measure SHAPE STORE SMALL GROUP LIMIT`: one group of the commands of one
// shape, timed inside one process that holds a session on that shape's store and one
// on a copy of the 100-row store, each run of a command going to both in turn. Each figure is written
// to standard output as it is taken (tab-separated: store, label, median, 99th
// percentile, bulk, samples), so that the bench keeps what a worker it had to end
// had measured. A worker is ended by the bench past its limit; it stops starting
// cases itself once four fifths of that limit are spent.

struct Figure {
    var median: Double
    var p99: Double
    var bulk: Bool
    /// Not a median: the command was still running this long when its worker was ended.
    var atLeast = false
}

/// One figure, as a line of the worker's output.
func emit(_ store: String, _ label: String, _ samples: [Double], bulk: Bool) {
    let line = "\(store)\t\(label)\t\(percentile(samples, 0.5))\t\(percentile(samples, 0.99))\t\(bulk ? 1 : 0)\t\(samples.count)\n"
    FileHandle.standardOutput.write(Data(line.utf8))
    log("\(store) | \(label) | \(format(percentile(samples, 0.5))) / \(format(percentile(samples, 0.99))) (\(samples.count) runs)")
}

/// A line saying that `label` starts being timed on `store`, at this moment of the bench,
/// so that a worker ended in the middle of a command says which, and since when.
func emitStart(_ store: String, _ label: String) {
    FileHandle.standardOutput.write(Data("\(store)\t\(label)\tstarted\t\(elapsedInBench())\n".utf8))
}

/// The last command a worker's lines say was started on `store`, and when.
func lastStarted(_ text: String, store: String) -> (String, Double)? {
    text.split(separator: "\n").reversed().lazy.compactMap { line -> (String, Double)? in
        let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard f.count == 4, f[0] == store, f[2] == "started", let at = Double(f[3]) else { return nil }
        return (f[1], at)
    }.first
}

/// A worker's lines, read back: the figures by label and store, in the order taken.
func readFigures(_ text: String) -> [(store: String, label: String, figure: Figure)] {
    text.split(separator: "\n").compactMap { line in
        let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard f.count == 6, let median = Double(f[2]), let p99 = Double(f[3]) else { return nil }
        return (f[0], f[1], Figure(median: median, p99: p99, bulk: f[4] == "1"))
    }
}

/// Runs `line` in `session` and gives its seconds, or nil when a line that must be taken
/// is refused, after saying so on standard output (store, label, `refused`, what was said):
/// the worker then leaves that case on that store and goes on with the next.
@MainActor func runOrRefuse(_ session: Session, _ shape: Shape, _ line: Line) -> Double? {
    var response: Response!
    let t = seconds { response = session.execute(line.text) }
    guard response.refused && !line.mayRefuse else { return t }
    let said = "\"\(line.text)\" was refused: \(response.announcements)".replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\n", with: " ")
    FileHandle.standardOutput.write(Data("\(shape.name)\t\(line.label ?? line.text)\trefused\t\(said)\n".utf8))
    log("\(shape.name): \(said)")
    return nil
}

/// What a worker's lines say was refused on `store`, by label.
func refusals(_ text: String, store: String) -> [String: String] {
    var found: [String: String] = [:]
    for line in text.split(separator: "\n") {
        let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        if f.count == 4, f[0] == store, f[2] == "refused" { found[f[1]] = f[3] }
    }
    return found
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

/// Whether run `i` of a case is taken, `spent` seconds into it: the first always;
/// then up to three while they cost under a second together, and more until the
/// budget is spent, up to `maxIterations`. A command that takes seconds is run once.
func takesMore(_ i: Int, spent: Double, limit: Int?) -> Bool {
    i < min(maxIterations, limit ?? .max) && (i == 0 || spent < budget || (i < 3 && spent < 1))
}

/// Every case on the shape's store and the 100-row store, in turn. Each iteration of
/// a case runs on each store in turn, so that what the shared disk is doing at the
/// moment (an fsync takes from 0.1 to 10 ms as other work comes and goes) falls on
/// both alike, and the ratio compares the stores, not the moments they were measured at.
@MainActor func measureWorker(_ shape: Shape, path: String, small: String, group: Int, limit: Double) throws {
    let started = DispatchTime.now().uptimeNanoseconds
    func elapsed() -> Double { Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9 }
    let smallShape = Shape.all.first { $0.name == "100" }!
    let stores = [(shape: smallShape, path: small), (shape: shape, path: path)]
    var sessions: [Session] = []
    for (shape, path) in stores {
        let store = try Store(.file(path), seed: false)
        var session: Session!
        let opening = try seconds { session = try Session(store: store); _ = session.start() }
        emit(shape.name, "open the store, first prompt (in process)", [opening], bulk: false)
        sessions.append(session)
    }
    let all = stores.map { caseGroups($0.shape)[group].filter { !$0.iteration(0).contains { $0.label.map(isSkipped) ?? false } } }
    for k in all[0].indices {
        if elapsed() > limit * 0.8 {
            log("\(shape.name), \(groupNames[group]): \(Int(elapsed())) s spent of \(Int(limit)); the cases from \(all[0][k].iteration(0).compactMap(\.label).first ?? "?") on are not measured")
            return
        }
        var samples = [[String: [Double]]](repeating: [:], count: stores.count)
        var spent = [Double](repeating: 0, count: stores.count)
        for (j, session) in sessions.enumerated() {
            for line in all[j][k].setup {
                let r = session.execute(line)
                if r.refused { log("\(stores[j].shape.name): setup \"\(line)\" was refused: \(r.announcements)"); exit(1) }
            }
        }
        var refused = [Bool](repeating: false, count: stores.count)
        func more(_ j: Int, _ i: Int) -> Bool { !refused[j] && takesMore(i, spent: spent[j], limit: all[j][k].limit) }
        var i = 0
        while stores.indices.contains(where: { more($0, i) }) {
            for (j, session) in sessions.enumerated() where more(j, i) {
                for line in all[j][k].iteration(i) {
                    if i == 0, let label = line.label { emitStart(stores[j].shape.name, label) }
                    guard let t = runOrRefuse(session, stores[j].shape, line) else {
                        refused[j] = true
                        break
                    }
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
                if let label = line.label, let s = samples[j][label] { emit(stores[j].shape.name, label, s, bulk: all[j][k].bulk) }
            }
        }
    }
    // Another session moves a row of the open list before each command; the
    // command hears it through the journal, one row read, not the list.
    guard group == 0 else { return }
    for ((shape, path), session) in zip(stores, sessions) {
        let other = try Session(store: try Store(.file(path), seed: false))
        emit(shape.name, "hearing a change made elsewhere", hearingElsewhere(session, other: other, shape), bulk: false)
    }
}
