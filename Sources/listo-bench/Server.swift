import Foundation
import ListoModel
import ListoREPL
import ListoStore
import ListoTestSupport

// PostgreSQL beside SQLite: the same commands on the same generated lists, on a
// SQLite file, on a throwaway PostgreSQL cluster over its Unix socket and over TCP
// on 127.0.0.1, at 100 rows and at 1,000,000 rows in the open list; and a change's
// cost over a bare one-row UPDATE committed on the same server, the least a commit
// there can cost. The cluster is started for the bench and stopped after it; it
// syncs to disk as a real server does (the tests' cluster does not).

/// The shapes measured on each engine: the 100-row store and a million rows in one list.
let serverShapes = Shape.all.filter { $0.name == "100" || $0.name == "1M one list" }

/// Writes a store of `shape` into an empty database on a server, as the SQLite
/// generator does: the lists through the store, then every section, row and word
/// in one statement each, with the triggers and foreign-key checks off
/// (session_replication_role) and each section's count made once at the end.
func generate(_ shape: Shape, on store: ServerStore) throws {
    let tasks = Samples.library().library.list(named: "Tasks")!.settings
    let lists = (1...(shape.lists + shape.emptyLists)).map {
        ListDocument(id: ListID(Int64($0)), name: "List \($0)", position: Int64($0) * Positions.gap, settings: tasks)
    }
    try store.transaction { try store.insert(Library(lists: lists)) }
    let sections = shape.lists * shape.sectionsPerList
    let markerIDs = markers.indices.map { 2_000_000 + markerIndex($0, shape) }
    // The markers' titles and words, as listo folds them; the SQL holds only the bench's own text.
    let renames = markers.indices.map { j in
        "UPDATE rows SET title = '\(markers[j])', title_key = '\(Names.key(markers[j]))' WHERE id = \(markerIDs[j]);"
    }.joined(separator: "\n")
    let words = markers.indices.flatMap { j in SearchWords.words(markers[j]).map { (markerIDs[j], $0) } }
        .map { "(\($0.0), '\($0.1)')" }.joined(separator: ", ")
    try store.executeForTesting("""
        BEGIN;
        SET LOCAL session_replication_role = replica;
        INSERT INTO sections(id, list_id, header, collapsed, prominence, position)
        SELECT 1000000 + i, i / \(shape.sectionsPerList) + 1, 'Section ' || i, 0, 'standard', (i % \(shape.sectionsPerList) + 1) * 65536
        FROM generate_series(0, \(sections - 1)) AS i;
        INSERT INTO rows(id, list_id, section_id, title, title_key, fields, flags, position)
        SELECT 2000000 + i, i / \(shape.rowsInOpenList) + 1, 1000000 + i / \(shape.rowsPerSection),
               'Task ' || i, 'task ' || i, '{}', 0, (i % \(shape.rowsPerSection) + 1) * 65536
        FROM generate_series(0, \(shape.rows - 1)) AS i;
        \(renames)
        INSERT INTO row_words(list_id, word, row_id)
        SELECT list_id, w, id FROM rows, LATERAL (VALUES ('task'), ((id - 2000000)::text)) AS t(w)
        WHERE id NOT IN (\(markerIDs.map(String.init).joined(separator: ", ")));
        INSERT INTO row_words(list_id, word, row_id) SELECT rows.list_id, m.w, m.id FROM (VALUES \(words)) AS m(id, w) JOIN rows ON rows.id = m.id;
        UPDATE sections SET row_count = counted.n
        FROM (SELECT section_id, count(*) AS n FROM rows WHERE parent_id IS NULL GROUP BY section_id) AS counted
        WHERE sections.id = counted.section_id;
        UPDATE counter SET next_id = 4000000;
        CREATE SCHEMA bench;
        CREATE TABLE bench.bare(id integer PRIMARY KEY, v bigint NOT NULL);
        INSERT INTO bench.bare VALUES (1, 0);
        COMMIT;
        """)
    // Vacuumed and analyzed now, so that autovacuum does not come for the new rows in the middle of the figures.
    try store.executeForTesting("VACUUM ANALYZE")
}

/// One engine a shape is measured on: its column's name and how to open a store there.
struct BenchEngine {
    var name: String
    var open: () throws -> any Repository
}

/// The commands measured on each engine: reads, moves and changes that should cost
/// the same at any size (the list is never walked), each as in the main table.
func serverCases(_ shape: Shape) -> [Case] {
    let m = markers
    let middle = "section \(shape.middleSection)"
    return [
        Case(setup: ["rotor items", "first"]) { _ in [timed("next", "next")] },
        Case(setup: [middle]) { i in [timed("goto N", "goto \(i % shape.rowsPerSection + 1)")] },
        Case { i in [timed("goto by title", "goto \(m[i % 2 == 0 ? 2 : 0])")] },
        Case { _ in [timed("read by title", "read \(m[3])")] },
        Case { i in [untimed("goto \(m[i % 3])"), timed("find, a hit", "find café")] },
        Case { _ in [timed("filter on (4 matches)", "filter café"), timed("filter off", "filter off")] },
        Case(setup: [middle, "goto \(shape.rowsPerSection / 2)"]) { i in [timed("move up/down", i % 2 == 0 ? "move up" : "move down")] },
        Case(setup: ["goto 5"]) { _ in [timed("an action (Snooze)", "Snooze")] },
        Case(setup: [middle, "goto 3"]) { _ in [timed("delete", "delete"), timed("undo of a delete", "undo")] },
        Case { _ in [timed("where", "where")] },
    ]
}

/// The changes whose cost is set beside the bare commit's, each run right after one.
let serverChanges = ["move up/down", "an action (Snooze)"]

/// Measures every case on one engine: up to `maxIterations` runs, fewer once `budget` seconds are spent.
@MainActor func measureServer(_ session: Session, _ shape: Shape, column: String, into table: inout [String: [String: Figure]], order: inout [String]) {
    for c in serverCases(shape) {
        for line in c.setup where session.execute(line).refused {
            log("\(column): setup \"\(line)\" was refused")
            exit(1)
        }
        var samples: [String: [Double]] = [:]
        var spent = 0.0
        var i = 0
        while i < maxIterations && (i < 3 || spent < budget) {
            for line in c.iteration(i) {
                let t = run(session, shape, line)
                if let label = line.label {
                    samples[label, default: []].append(t)
                    spent += t
                }
            }
            i += 1
        }
        for line in c.iteration(0) {
            guard let label = line.label, let s = samples[label] else { continue }
            if table[label] == nil { order.append(label) }
            table[label, default: [:]][column] = Figure(median: percentile(s, 0.5), p99: percentile(s, 0.99), bulk: false)
        }
    }
}

/// Another session on the same store moves a row before each command; the command hears it from the journal.
@MainActor func hearingElsewhere(_ session: Session, other: Session, _ shape: Shape) -> [Double] {
    for command in ["section \(shape.middleSection)", "goto 3"] { _ = other.execute(command) }
    for command in ["open List 1", "section \(min(4, shape.sectionsPerList))"] { _ = session.execute(command) }
    var heard: [Double] = []
    var spent = 0.0
    // The other session's moves count toward the time allowed too: on a long section they can take a second each.
    var all = 0.0
    while heard.count < maxIterations && (heard.count < 3 || spent < budget) && (heard.count < 1 || all < 4 * budget) {
        all += seconds { _ = other.execute(heard.count % 2 == 0 ? "move up" : "move down") }
        let t = seconds { _ = session.execute("where") }
        heard.append(t)
        spent += t
        all += t
    }
    return heard
}

/// The bare commit (one UPDATE of one row, committed on its own, over the store's
/// own connection) taken in turn with each change, so that both meet the same
/// moments of the shared disk: the samples of each, by label.
@MainActor func pairedWithBareCommits(_ session: Session, _ store: ServerStore, _ shape: Shape) throws -> [String: [Double]] {
    for line in ["section \(shape.middleSection)", "goto \(shape.rowsPerSection / 2)"] where session.execute(line).refused {
        log("setup \"\(line)\" was refused")
        exit(1)
    }
    var samples: [String: [Double]] = [:]
    var spent = 0.0
    var i = 0
    while i < maxIterations && (i < 3 || spent < 2 * budget) {
        for (label, command) in [("move up/down", i % 2 == 0 ? "move up" : "move down"), ("an action (Snooze)", "Snooze")] {
            let bare = try seconds { try store.executeForTesting("UPDATE bench.bare SET v = v + 1 WHERE id = 1") }
            let change = run(session, shape, timed(label, command))
            samples["bare", default: []].append(bare)
            samples[label, default: []].append(change)
            spent += bare + change
        }
        i += 1
    }
    return samples
}

/// Every figure of the PostgreSQL part, as the lines printed after the main tables.
@MainActor func serverBench() throws -> [String] {
    guard PostgresCluster.binaries != nil else { return ["", "PostgreSQL: not measured, its server is not installed (make bench installs postgresql)."] }
    let cluster = try PostgresCluster(durable: true)
    defer { cluster.remove() }
    try cluster.start()
    let version = try cluster.sql("SHOW server_version", database: "postgres").split(whereSeparator: \.isWhitespace).first.map(String.init) ?? "?"
    log("PostgreSQL: a cluster of PostgreSQL \(version) started on port \(cluster.port)")
    var table: [String: [String: Figure]] = [:]
    var order: [String] = []
    var columns: [String] = []
    /// The bare commits and the changes taken in turn with them, by label and column.
    var paired: [String: [String: Figure]] = [:]
    var generated: [String] = []
    for shape in serverShapes {
        let file = folder.appendingPathComponent("server-bench-\(shape.rows).db").path
        let onFile = try seconds { try generate(shape, at: file) }
        let database = try cluster.createDatabase("bench")
        let onServer = try seconds { let s = try ServerStore(uri: cluster.socketURI(database), seed: false); try generate(shape, on: s); s.close() }
        generated.append("\(shape.name): \(String(format: "%.1f", onFile)) s on SQLite, \(String(format: "%.1f", onServer)) s on PostgreSQL")
        log("PostgreSQL: \(shape.name) generated in \(String(format: "%.1f", onFile)) s on SQLite, \(String(format: "%.1f", onServer)) s on the server")
        let engines = [
            BenchEngine(name: "SQLite") { try Store(.file(file), seed: false) },
            BenchEngine(name: "socket") { try ServerStore(uri: cluster.socketURI(database), seed: false) },
            BenchEngine(name: "TCP") { try ServerStore(uri: cluster.tcpURI(database), seed: false) },
        ]
        for engine in engines {
            let column = "\(engine.name) \(shape.name == "100" ? "100" : "1M")"
            columns.append(column)
            let store = try engine.open()
            var session: Session!
            let opening = try seconds { session = try Session(store: store); _ = session.start() }
            if table["open the store, first prompt (in process)"] == nil { order.append("open the store, first prompt (in process)") }
            table["open the store, first prompt (in process)", default: [:]][column] = Figure(median: opening, p99: opening, bulk: false)
            measureServer(session, shape, column: column, into: &table, order: &order)
            let otherStore = try engine.open()
            let other = try Session(store: otherStore)
            let heard = hearingElsewhere(session, other: other, shape)
            if table["hearing a change made elsewhere"] == nil { order.append("hearing a change made elsewhere") }
            table["hearing a change made elsewhere", default: [:]][column] = Figure(median: percentile(heard, 0.5), p99: percentile(heard, 0.99), bulk: false)
            if let server = store as? ServerStore {
                for (label, s) in try pairedWithBareCommits(session, server, shape) {
                    paired[label, default: [:]][column] = Figure(median: percentile(s, 0.5), p99: percentile(s, 0.99), bulk: false)
                }
            }
            (store as? any StoreEngine)?.close()
            (otherStore as? any StoreEngine)?.close()
            log("PostgreSQL: \(column) measured")
        }
        try? FileManager.default.removeItem(atPath: file)
    }
    var lines = ["", "PostgreSQL beside SQLite: the same commands on the same lists, on a SQLite file, on a PostgreSQL \(version) server",
                 "over its Unix socket and over TCP on 127.0.0.1 (fsync on, as a real server), at 100 rows and 1,000,000 rows in the open list;",
                 "generated in " + generated.joined(separator: "; ") + ". Median / 99th percentile:", ""]
    lines.append("| command | " + columns.joined(separator: " | ") + " |")
    lines.append("|---|" + columns.map { _ in "---|" }.joined())
    for label in order {
        lines.append("| \(label) | " + columns.map { c in table[label]?[c].map { "\(format($0.median)) / \(format($0.p99))" } ?? "" }.joined(separator: " | ") + " |")
    }
    let serverColumns = columns.filter { paired["bare"]?[$0] != nil }
    lines += ["", "A change beside a bare one-row UPDATE committed on the same server and connection, each change run right",
              "after one; median / 99th percentile, and the change's median over the bare commit's (the goal: at most 3x):", ""]
    lines.append("| figure | " + serverColumns.joined(separator: " | ") + " |")
    lines.append("|---|" + serverColumns.map { _ in "---|" }.joined())
    for label in ["bare"] + serverChanges {
        lines.append("| \(label == "bare" ? "a bare one-row UPDATE, committed" : label) | " + serverColumns.map { c in
            paired[label]?[c].map { "\(format($0.median)) / \(format($0.p99))" } ?? ""
        }.joined(separator: " | ") + " |")
    }
    for change in serverChanges {
        lines.append("| \(change) over the bare commit | " + serverColumns.map { c in
            guard let cost = paired[change]?[c]?.median, let floor = paired["bare"]?[c]?.median, floor > 0 else { return "" }
            return String(format: "%.1fx", cost / floor)
        }.joined(separator: " | ") + " |")
    }
    lines += ["", "Each shape's 1,000,000-row median over its 100-row one, engine by engine:", ""]
    let engines = ["SQLite", "socket", "TCP"]
    lines.append("| command | " + engines.map { "\($0) 1M/100" }.joined(separator: " | ") + " |")
    lines.append("|---|" + engines.map { _ in "---|" }.joined())
    for label in order {
        lines.append("| \(label) | " + engines.map { e in
            guard let small = table[label]?["\(e) 100"]?.median, let large = table[label]?["\(e) 1M"]?.median, small > 0 else { return "" }
            return String(format: "%.1fx", large / small)
        }.joined(separator: " | ") + " |")
    }
    return lines
}
