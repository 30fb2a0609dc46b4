import Foundation
import ListoModel
import ListoStore
import ListoTestSupport
import Testing

/// Two listo processes writing freely to one list: each adds and renames its own
/// rows and moves whatever row a number lands on, the other's included, so a stale
/// copy written over a fresh one would lose a rename or double a position.
@Suite(.serialized) struct TwoWritersTests {
    /// A writer's script, drawn from a fixed seed, and the titles its own rows should end with.
    struct Writer {
        var script = "open Shared\n"
        var finalTitles: [String: String] = [:]
        var current: [String] = []

        init(tag: String, commands: Int, seed: UInt64) {
            var random = SeededRandom(seed)
            var added = 0
            for _ in 0..<commands {
                switch random.next() % 10 {
                case 0...3:
                    added += 1
                    let title = "\(tag)-\(added)"
                    script += "add \(title)\n"
                    finalTitles[title] = title
                    current.append(title)
                case 4...6 where !current.isEmpty:
                    let i = Int(random.next() % UInt64(current.count))
                    let original = finalTitles.first { $0.value == current[i] }!.key
                    let renamed = "\(original)-r\(random.next() % 1000)"
                    script += "goto \(current[i])\nrename . \(renamed)\n"
                    current[i] = renamed
                    finalTitles[original] = renamed
                default:
                    let moves = ["move up", "move down", "move top", "move bottom"]
                    script += "goto \(1 + random.next() % 20)\n\(moves[Int(random.next() % 4)])\n"
                }
            }
        }
    }

    @Test func everyAnnouncedChangeIsKeptOnceAndPositionsStayUnique() throws {
        let commands = Int(ProcessInfo.processInfo.environment["LISTO_WRITER_COMMANDS"] ?? "") ?? 150
        let store = Fixture.temporaryFolder().appendingPathComponent("writers.db").path
        let seedRows = (1...20).map { "add S\($0)\n" }.joined()
        _ = try runListo(["--store", store, "--demo"], script: "new list Shared\nopen Shared\n" + seedRows)
        let writers = [Writer(tag: "L", commands: commands, seed: 7), Writer(tag: "R", commands: commands, seed: 11)]
        let group = DispatchGroup()
        nonisolated(unsafe) var results: [ProcessResult?] = [nil, nil]
        for (i, writer) in writers.enumerated() {
            group.enter()
            DispatchQueue.global().async {
                results[i] = try? runListo(["--store", store], script: writer.script)
                group.leave()
            }
        }
        group.wait()
        // A move at an edge is refused, so a script ends with status 1; anything else is a crash.
        #expect(results.allSatisfy { $0.map { [0, 1].contains($0.status) && $0.stderr.isEmpty } == true })
        let said = results.compactMap { $0?.lines }.flatMap { $0 }
        let announcedRenames = said.filter { $0.hasPrefix("Renamed ") }.count
        let heard = said.filter { $0.hasPrefix("Changed elsewhere") }.count

        let opened = try Store(.file(store), seed: false)
        #expect(opened.integrityCheck() == "ok")
        let shared = try opened.loadList(try opened.loadLibrary(withRows: false).list(named: "Shared")!.id)
        let rows = shared.sections.flatMap(\.rows)
        let titles = rows.map(\.title)
        var expected: [String] = (1...20).map { "S\($0)" }
        for writer in writers { expected += writer.finalTitles.values }
        let lost = expected.filter { title in !titles.contains(title) }
        let doubled = Dictionary(grouping: titles, by: { $0 }).filter { $0.value.count > 1 }.keys
        let sharedPositions = shared.sections.map { $0.rows.count - Set($0.rows.map(\.position)).count }.reduce(0, +)
        print("Two writers: \(2 * commands) commands, \(announcedRenames) renames announced, \(rows.count) rows kept of \(expected.count), \(lost.count) lost, \(doubled.count) doubled, \(sharedPositions) shared positions, changed elsewhere heard \(heard) times")
        #expect(lost.isEmpty, "announced but not kept: \(lost.prefix(5))")
        #expect(doubled.isEmpty)
        #expect(rows.count == expected.count)
        #expect(sharedPositions == 0)
    }
}

/// A small deterministic generator, so a failing run can be run again exactly.
struct SeededRandom {
    var state: UInt64
    init(_ seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }
    mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }
}
