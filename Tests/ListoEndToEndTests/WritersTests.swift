import Foundation
import ListoModel
import ListoStore
import ListoTestSupport
import Testing

/// Two and four listo processes on their own connections writing freely to one
/// list, on SQLite and on PostgreSQL: each adds and renames its own rows, deletes
/// shared rows the others move, and moves whatever row a number lands on. What
/// each one announced is what the store keeps: nothing lost, nothing deleted
/// brought back, no title doubled, no two rows of a section on one position.
@Suite(.serialized) struct WritersTests {
    enum Engine: String, CaseIterable, Sendable {
        case sqlite, postgresql

        /// A new store holding the list Shared and its 20 shared rows, as `--store` names it.
        func newStore() throws -> String {
            let store: String
            switch self {
            case .sqlite: store = Fixture.temporaryFolder().appendingPathComponent("writers.db").path
            case .postgresql:
                let cluster = try PostgresCluster.shared()
                store = cluster.socketURI(try cluster.createDatabase())
            }
            let seeded = try runListo(["--store", store], script: "new list Shared\n" + (1...20).map { "add \(WritersTests.shared($0))\n" }.joined())
            #expect(seeded.status == 0, "\(seeded.stderr)")
            return store
        }

        func open(_ store: String) throws -> any Repository {
            switch self {
            case .sqlite: return try Store(.file(store), seed: false)
            case .postgresql: return try ServerStore(uri: store, seed: false)
            }
        }
    }

    static func shared(_ n: Int) -> String { "Seed" + (n < 10 ? "0" : "") + "\(n)" }

    /// A writer's script, drawn from a fixed seed. Rows are named in full (`rename
    /// L-003 to …`, `delete Seed07`), so a row gone elsewhere is refused by its name
    /// instead of the command landing on the focused neighbour.
    static func script(tag: String, commands: Int, seed: UInt64) -> String {
        var random = SeededRandom(seed)
        var script = "open Shared\n"
        var own: [String] = []
        for _ in 0..<commands {
            switch random.next() % 10 {
            case 0...3:
                let title = String(format: "%@-%03d", tag, own.count + 1)
                script += "add \(title)\n"
                own.append(title)
            case 4...5 where !own.isEmpty:
                let i = Int(random.next() % UInt64(own.count))
                let renamed = "\(own[i].prefix(5))-r\(random.next() % 1000)"
                script += "rename \(own[i]) to \(renamed)\n"
                own[i] = renamed
            case 6:
                script += "delete \(shared(1 + Int(random.next() % 20)))\n"
            default:
                let moves = ["move up", "move down", "move top", "move bottom"]
                script += "goto \(1 + random.next() % 24)\n\(moves[Int(random.next() % 4)])\n"
            }
        }
        return script
    }

    /// What one writer's answers announced: its rows by the title each was added
    /// with, renamed to the last title announced; the shared rows it deleted.
    struct Announced {
        var titles: [String: String] = [:]
        var deleted: Set<String> = []
        var renames = 0
        var refusedByName = 0

        init(_ lines: [String]) {
            var current: [String: String] = [:]
            for line in lines {
                if line.hasPrefix("Added "), let title = line.dropFirst(6).split(separator: ",").first {
                    titles[String(title)] = String(title)
                    current[String(title)] = String(title)
                } else if line.hasPrefix("Renamed "), let to = line.range(of: " to ") {
                    let from = String(line[line.index(line.startIndex, offsetBy: 8)..<to.lowerBound])
                    let new = String(line[to.upperBound...].dropLast())
                    guard let original = current.removeValue(forKey: from) else { continue }
                    current[new] = original
                    titles[original] = new
                    renames += 1
                } else if line.hasPrefix("Deleted "), let title = line.dropFirst(8).split(separator: ".").first {
                    deleted.insert(String(title))
                } else if line.hasPrefix("Error: "), line.contains("is not a row here") || line.contains("deleted elsewhere") {
                    refusedByName += 1
                }
            }
        }
    }

    static let tags = ["L", "R", "U", "D"]

    @Test(arguments: [(Engine.sqlite, 2), (.sqlite, 4), (.postgresql, 2), (.postgresql, 4)])
    func everyAnnouncedChangeIsKeptOnceAndPositionsStayUnique(_ engine: Engine, _ writers: Int) throws {
        let commands = Int(ProcessInfo.processInfo.environment["LISTO_WRITER_COMMANDS"] ?? "") ?? (writers == 2 ? 150 : 80)
        let store = try engine.newStore()
        let scripts = (0..<writers).map { Self.script(tag: Self.tags[$0], commands: commands, seed: 7 + 4 * UInt64($0)) }
        let group = DispatchGroup()
        nonisolated(unsafe) var results = [ProcessResult?](repeating: nil, count: writers)
        for (i, script) in scripts.enumerated() {
            group.enter()
            DispatchQueue.global().async {
                results[i] = try? runListo(["--store", store], script: script)
                group.leave()
            }
        }
        group.wait()
        // A move at an edge or a row already deleted is refused, so a script ends with status 1; anything else is a crash.
        #expect(results.allSatisfy { $0.map { [0, 1].contains($0.status) && $0.stderr.isEmpty } == true },
                "\(results.map { $0.map { "\($0.status) \($0.stderr.prefix(200))" } ?? "did not run" })")
        let announced = results.map { Announced($0?.lines ?? []) }
        let said = results.compactMap { $0?.lines }.flatMap { $0 }
        let heard = said.filter { $0.hasSuffix(" elsewhere.") }.count

        let opened = try engine.open(store)
        if let file = opened as? Store { #expect(file.integrityCheck() == "ok") }
        let library = try opened.loadLibrary(open: nil, readingUpTo: .max)
        let shared = try opened.loadList(library.list(named: "Shared")!.id, readingUpTo: .max)
        let rows = shared.sections.flatMap(\.rows)
        let titles = rows.map(\.title)
        let deleted = announced.reduce(into: Set<String>()) { $0.formUnion($1.deleted) }
        var expected = (1...20).map(Self.shared).filter { !deleted.contains($0) }
        for writer in announced { expected += writer.titles.values }
        let lost = expected.filter { !titles.contains($0) }
        let broughtBack = deleted.filter { titles.contains($0) }
        let doubled = Dictionary(grouping: titles, by: { $0 }).filter { $0.value.count > 1 }.keys
        let sharedPositions = shared.sections.map { $0.rows.count - Set($0.rows.map(\.position)).count }.reduce(0, +)
        let adds = announced.reduce(0) { $0 + $1.titles.count }
        let renames = announced.reduce(0) { $0 + $1.renames }
        let refused = announced.reduce(0) { $0 + $1.refusedByName }
        print("""
            Writers on \(engine.rawValue), \(writers) processes, \(writers * commands) commands: announced \(adds) adds, \
            \(renames) renames, \(deleted.count) deletes; kept \(rows.count) rows of \(expected.count) expected; \
            \(lost.count) lost, \(broughtBack.count) deleted rows back, \(doubled.count) titles doubled, \
            \(sharedPositions) duplicated positions; \(refused) changes to rows gone refused by name; \
            changed elsewhere heard \(heard) times
            """)
        #expect(lost.isEmpty, "announced but not kept: \(lost.prefix(5))")
        #expect(broughtBack.isEmpty, "deleted but kept: \(broughtBack.prefix(5))")
        #expect(doubled.isEmpty)
        #expect(rows.count == expected.count)
        #expect(sharedPositions == 0)
        #expect(adds > 0 && renames > 0 && !deleted.isEmpty, "the scripts wrote")
    }

    /// A session kept running beside another process, asked one line at a time.
    final class Live {
        let listo: RunningListo
        init(_ store: String) throws {
            listo = try RunningListo(["--store", store])
            _ = ask("open Shared", until: "Shared, ")
        }

        /// Sends a line and reads what it says until `until` appears.
        @discardableResult
        func ask(_ line: String, until: String) -> String {
            listo.send(line + "\n")
            var said = ""
            let deadline = Date().addingTimeInterval(20)
            while !said.contains(until) && Date() < deadline { said += listo.heard(within: max(0, deadline.timeIntervalSinceNow)) }
            return said
        }
    }

    /// The two refusals between sessions, asked in order: a change to a row another
    /// session deleted is refused by the row's name, and undo of a step whose row
    /// another session changed since is refused, on either engine.
    @Test(arguments: Engine.allCases) func aRowDeletedElsewhereAndAnUndoOverTakenAreRefusedByName(_ engine: Engine) throws {
        let store = try engine.newStore()
        let a = try Live(store)
        a.ask("goto Seed03", until: "Seed03, 3 of 20")
        #expect(try runListo(["--store", store], script: "open Shared\ndelete Seed03\n").lines.contains { $0.hasPrefix("Deleted Seed03.") })
        let refused = a.ask("rename Back", until: "Error")
        #expect(refused.contains("Error: Seed03 was deleted elsewhere."), "\(refused)")
        // Said once, by the refusal; the news then says where focus went.
        #expect(!refused.contains("Seed03 deleted elsewhere."), "\(refused)")
        #expect(refused.contains("Now on Seed04, 3 of 19."), "the row that followed, as a delete here: \(refused)")

        #expect(a.ask("rename Seed05 to Mine", until: "Renamed").contains("Renamed Seed05 to Mine."))
        #expect(try runListo(["--store", store], script: "open Shared\nrename Mine to Theirs\n").lines.contains("Renamed Mine to Theirs."))
        let undo = a.ask("undo", until: "refused")
        #expect(undo.contains("Error: undo of rename of Seed05 to Mine refused: changed elsewhere since."), "\(undo)")
        _ = a.listo.finish()
        let opened = try engine.open(store)
        let library = try opened.loadLibrary(open: nil, readingUpTo: .max)
        let titles = try opened.loadList(library.list(named: "Shared")!.id, readingUpTo: .max).sections.flatMap(\.rows).map(\.title)
        #expect(titles.contains("Theirs") && !titles.contains("Seed03") && !titles.contains("Back") && !titles.contains("Seed05"))
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
