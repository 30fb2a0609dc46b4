import Foundation

/// A command's median on `shape` over its median at 100 rows: over the 100-row figure
/// the same worker took beside it, where there is one (the same moments of the
/// machine), else over the 100-row column.
@MainActor func ratio(_ label: String, _ shape: String) -> Double? {
    guard let large = figures[label]?[shape]?.median,
          let small = beside[label]?[shape]?.median ?? figures[label]?["100"]?.median, small > 0 else { return nil }
    return large / small
}

/// The tables at the end: every command's median on every shape, then its ratio to
/// 100 rows and the shapes where that is over 2x, then each listo process's figures.
@MainActor func printTables() {
    let names = shapes.map(\.name)
    print("")
    print("Medians (the 100-row column is the median of what each shape's worker measured beside it; \"> \" marks a command")
    print("still running when its worker was ended, and how long it had run):")
    print("")
    print("| command | " + names.joined(separator: " | ") + " |")
    print("|---|" + names.map { _ in "---|" }.joined())
    for label in order {
        let row = figures[label]!
        print("| \(label) | " + names.map { name in row[name].map { ($0.atLeast ? "> " : "") + format($0.median) } ?? "" }.joined(separator: " | ") + " |")
    }
    let larger = names.filter { $0 != "100" }
    print("")
    print("Each shape's median over the median at 100 rows taken beside it, in the same worker:")
    print("")
    print("| command | " + larger.map { "\($0)/100" }.joined(separator: " | ") + " | over 2x |")
    print("|---|" + larger.map { _ in "---|" }.joined() + "---|")
    for label in order {
        let ratios = larger.map { ratio(label, $0) }
        let cells = zip(larger, ratios).map { name, ratio in
            ratio.map { String(format: "%@%.1fx", figures[label]?[name]?.atLeast == true ? "> " : "", $0) } ?? ""
        }
        let over = zip(larger, ratios).filter { ($0.1 ?? 0) > 2 }.map(\.0)
        let bulk = figures[label]!.values.contains { $0.bulk }
        print("| \(label)\(bulk ? " (bulk)" : "") | " + cells.joined(separator: " | ") + " | \(over.isEmpty ? "none" : over.joined(separator: ", ")) |")
    }
    print("")
    print("| store | a listo process | figure |")
    print("|---|---|---|")
    for (store, what, figure) in processFigures { print("| \(store) | \(what) | \(figure) |") }
    print("")
    print("Each change was committed (WAL, synchronous FULL) before its answer; up to \(maxIterations) runs of each command, fewer once \(budget) s")
    print("were spent, one run of a command that takes seconds; each run goes to the shape's store and the 100-row store in turn.")
}
