import Foundation
import ListoModel
@testable import ListoREPL
import ListoStore
import ListoTestSupport
import Testing

/// Thousands of commands chosen at random from the registry's words: nothing
/// crashes, and what the session holds in memory is exactly what the store holds.
@Suite struct RandomSessionTests {
    /// A fixed generator, so that a failure can be replayed.
    struct Generator {
        var state: UInt64
        mutating func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(n))
        }
    }

    /// Every word of every command the grammar declares, in English and Spanish, with
    /// its shorthands; the commands that change the list or move drawn three times
    /// as often, so that rows are reached and built inside rows; and the demo list's
    /// own actions, which are commands too.
    static let words: [String] = {
        let declared = Grammar.entries.flatMap { entry in
            let words = entry.allWords + entry.shorthands.keys.sorted()
            return entry.traits.contains(.changes) || entry.group == .moving ? words + words + words : words
        }
        return declared.filter { Grammar.entry(named: $0)?.name != "quit" } + ["Snooze", "Done", "1", "2"]
    }()

    /// Words of the demo's data: rows, sections, lists, numbers.
    static let data = ["1", "2", "3", "Pending", "Completed", "Inbox", "Tasks", "Buy", "Call", "x", "Pay", "to", "child"]

    /// The keywords a command's declaration takes and the values it completes, in
    /// English and Spanish, and the demo's data.
    static func arguments(for word: String) -> [String] {
        guard let entry = Grammar.entry(named: word) else { return data }
        let keywords = entry.keywords.flatMap { [$0.en] + $0.es }
        let values = entry.completes.flatMap { kind -> [String] in
            if case .values(let values) = kind { values.rawValues } else { [] }
        }
        return keywords + values + data
    }

    /// A line of a command word and up to two of its arguments.
    static func line(_ random: inout Generator, words: [String] = words, data: [String] = []) -> String {
        let word = words[random.next(words.count)]
        let arguments = Self.arguments(for: word) + data
        var line = [word]
        for _ in 0..<random.next(3) { line.append(arguments[random.next(arguments.count)]) }
        return line.joined(separator: " ")
    }

    /// Two answers alike but for the store's file each names (where store), however they wrap.
    static func same(_ a: [String], _ aPath: String, _ b: [String], _ bPath: String) -> Bool {
        a == b || a.joined().replacingOccurrences(of: aPath, with: "STORE") == b.joined().replacingOccurrences(of: bPath, with: "STORE")
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func memoryAndStoreAgreeAfterRandomCommands(seed: UInt64) throws {
        let path = Fixture.temporaryFolder().appendingPathComponent("random.db").path
        let h = try Harness(arguments: ["--store", path, "--demo", "--profile", "pad"])
        var random = Generator(state: seed)
        var nested = false
        for _ in 0..<1500 {
            let line = RandomSessionTests.line(&random)
            let said = h.say(line)
            nested = nested || h.session.library.lists.reduce(0) { $0 + $1.totalRowCount - $1.rowCount } > 3
            if ProcessInfo.processInfo.environment["LISTO_RANDOM_LOG"] != nil { print("RND> \(line) => \(said.prefix(2))") }
        }
        let stored = try Store(.file(path), seed: false)
        for list in h.session.library.lists where h.session.library.isLoaded(list.id) {
            #expect(try stored.loadList(list.id) == list, "\(list.name) differs between memory and the store")
        }
        #expect(stored.integrityCheck() == "ok")
        #expect(nested, "the run built more than three rows inside rows")
    }

    /// The same on a list of 40 sections of 25 rows, read with a window of 60 rows:
    /// moves, deletes and undos across sections not read say what a whole list says.
    @Test func aLongListReadBySectionSaysAndStoresWhatAWholeOneDoes() throws {
        let folder = Fixture.temporaryFolder()
        let wholePath = folder.appendingPathComponent("whole.db").path
        let windowedPath = folder.appendingPathComponent("windowed.db").path
        try WindowTests.longStore(at: wholePath)
        try WindowTests.longStore(at: windowedPath)
        let whole = try Harness(arguments: ["--store", wholePath, "--profile", "pad"], windowRows: 100_000)
        let windowed = try Harness(arguments: ["--store", windowedPath, "--profile", "pad"], windowRows: 60)
        let words = RandomSessionTests.words + ["section next", "section previous", "goto Item", "move to section Part", "find item", "filter item 3"]
        let data = ["7", "12", "25", "1-3", "Part 2", "Part 39", "Item 4", "Item 38-2", "Marker", "marker"]
        var random = Generator(state: 11)
        for step in 0..<1500 {
            let text = RandomSessionTests.line(&random, words: words, data: data)
            let said = whole.say(text)
            try #require(Self.same(windowed.say(text), windowedPath, said, wholePath), "step \(step): \(text)")
        }
        let a = try Store(.file(wholePath), seed: false), b = try Store(.file(windowedPath), seed: false)
        #expect(try a.loadList(ListID(1)) == b.loadList(ListID(1)), "the two stores hold the same list")
    }

    /// The same random commands to a session holding its lists whole and to one
    /// reading them a section at a time, letting sections go after every command:
    /// both say the same lines and leave the same store.
    @Test(arguments: [4, 5] as [UInt64])
    func aListReadBySectionSaysAndStoresWhatAWholeOneDoes(seed: UInt64) throws {
        let folder = Fixture.temporaryFolder()
        let wholePath = folder.appendingPathComponent("whole.db").path
        let windowedPath = folder.appendingPathComponent("windowed.db").path
        let whole = try Harness(arguments: ["--store", wholePath, "--demo", "--profile", "pad"])
        let windowed = try Harness(arguments: ["--store", windowedPath, "--demo", "--profile", "pad"], windowRows: 0)
        #expect(whole.started == windowed.started)
        var random = Generator(state: seed)
        for step in 0..<1500 {
            let line = RandomSessionTests.line(&random)
            let said = whole.say(line)
            try #require(Self.same(windowed.say(line), windowedPath, said, wholePath), "step \(step): \(line)")
        }
        let a = try Store(.file(wholePath), seed: false), b = try Store(.file(windowedPath), seed: false)
        for list in try a.loadLibrary(withRows: false).lists {
            #expect(try a.loadList(list.id) == b.loadList(list.id), "\(list.name) differs between the two stores")
        }
    }
}
