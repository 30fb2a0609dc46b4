import Foundation
import ListoAnnouncer
import ListoModel
import ListoREPL
import ListoStore

// An outline nested five deep, a long word wrapped, a whole section's rows deleted as
// one selection, and a long session's memory: the corners that used to cost the
// square of their size, measured in the bench's own process.

/// Resident memory now, from /proc/self/statm, in MB.
func residentMB() -> Double {
    let fields = ((try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? "").split(separator: " ")
    return Double(fields.count > 1 ? Int(fields[1]) ?? 0 : 0) * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
}

/// The lines these figures print.
@MainActor func corners() throws -> [String] {
    var lines: [String] = []
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
    /// Times `commands(i)`' last line after the others, as many times as the other figures are sampled.
    func outlineFigure(_ label: String, setup: [String], _ commands: (Int) -> [String]) -> String {
        for line in setup where outlineSession.execute(line).refused { log("outline: setup \"\(line)\" was refused"); exit(1) }
        var samples: [Double] = []
        var i = 0
        // An even number of runs, so that a row collapsed and expanded in turn is left expanded.
        while i % 2 == 1 || takesMore(i, spent: samples.reduce(0, +), limit: nil) {
            let all = commands(i)
            for line in all.dropLast() { _ = outlineSession.execute(line) }
            var response: Response!
            samples.append(seconds { response = outlineSession.execute(all.last!) })
            if response.refused { log("outline: \"\(all.last!)\" was refused: \(response.announcements)"); exit(1) }
            i += 1
        }
        return "| \(label) | \(format(percentile(samples, 0.5))) / \(format(percentile(samples, 0.99))) |"
    }
    lines.append("")
    lines.append("An outline of \(outlineRows) rows nested \(outlineFanout.count) deep, generated in \(String(format: "%.1f", outlineGeneration)) s; median / 99th percentile:")
    lines.append("")
    lines.append("| command | figure |")
    lines.append("|---|---|")
    lines.append(outlineFigure("next, walking down and out of five levels (rows rotor)", setup: ["rotor rows", "first"]) { _ in ["next"] })
    lines.append(outlineFigure("previous, from the end of a subtree", setup: ["goto Step 6", "rotor rows"]) { _ in ["previous"] })
    lines.append(outlineFigure("next at one level, skipping 10,110 rows (level rotor)", setup: ["goto Step 1", "rotor level"]) { i in [i % 18 < 9 ? "next" : "previous"] })
    lines.append(outlineFigure("collapse and expand a row holding 10,110 rows", setup: ["rotor rows", "goto Step 3"]) { i in [i % 2 == 0 ? "collapse" : "expand"] })
    lines.append(outlineFigure("collapse and expand a row holding 9 rows", setup: ["goto Step 3.4.5.6"]) { i in [i % 2 == 0 ? "collapse" : "expand"] })
    lines.append(outlineFigure("goto a level-5 row by title", setup: []) { i in ["goto Step \(i % 10 + 1).2.3.4.5"] })

    // Corners that used to cost the square of their size, and a long session's memory.
    lines.append("")
    let word = String(repeating: "w", count: 65_000)
    let wrapped = seconds { _ = LineFormat.wrap("Added " + word + ".", width: 10) }
    lines.append(String(format: "Wrapping a 65,000-character word at --width 10: %@.", format(wrapped)))

    // One long line of a word said again and again: reading it costs time in its length,
    // whatever the words (a 65,000-byte line took minutes once). Four times the length
    // should cost about four times the time; the best of three runs of each.
    lines.append("")
    lines.append("A long line of words said again and again, best of 3 runs; linear is 4x:")
    lines.append("")
    lines.append("| line | 16,000 bytes | 64,000 bytes | ratio |")
    lines.append("|---|---|---|---|")
    let lineSession = try Session(store: try Store(.memory, seed: true))
    for shape in ["rename 5 ab cd ", "action add \"x ", "action add X leading destructive ", "goto \"a b ", "filter a or b and not ",
                  "search ab ", "set due to ab "] {
        func line(_ length: Int) -> String { String(String(repeating: shape, count: length / shape.count + 1).prefix(length)) }
        func best(_ length: Int) -> Double { (0..<3).map { _ in seconds { _ = lineSession.execute(line(length)) } }.min() ?? 0 }
        let short = best(16_000), long = best(64_000)
        lines.append("| `\(shape)…` | \(format(short)) | \(format(long)) | \(String(format: "%.1fx", long / max(short, 1e-9))) |")
    }
    log("long lines")

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
    lines.append("Deleting a \(bigRows)-row section's rows as one selection: \(format(deleting)); undoing it: \(format(undoing)) (memory and store).")

    // 10,000 renames are 100 times the undo history's 100 steps: enough to show memory flat.
    let long = Int(environment["LISTO_BENCH_LONG"] ?? "") ?? 10_000
    let writer = try Session(store: try Store(.memory, seed: true))
    for command in ["next", "next"] { _ = writer.execute(command) }
    var marks: [(Int, Double)] = [(0, residentMB())]
    let longTime = seconds {
        for i in 1...long {
            _ = writer.execute(i % 2 == 0 ? "rename Buy bread" : "rename Buy rye bread")
            if i % (long / 4) == 0 { marks.append((i, residentMB())) }
        }
    }
    lines.append("A write-heavy session of \(long) renames (\(format(longTime / Double(long))) each), resident memory: "
          + marks.map { String(format: "%.0f MB after %d", $0.1, $0.0) }.joined(separator: ", ") + ".")

    log("long session")
    return lines
}
