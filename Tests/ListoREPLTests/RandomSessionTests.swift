import ListoModel
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

    static let words = ["next", "previous", "first", "last", "section", "goto", "find", "filter", "expand", "collapse",
                        "swipe", "do", "delete", "move", "edit", "select", "deselect", "undo", "redo", "open", "back",
                        "add", "rename", "note", "footer", "style", "sort", "Snooze", "Done", "rotor", "cancel", "1", "2",
                        "indent", "outdent", "parent", "add child", "indent", "move to"]
    static let arguments = ["1", "2", "3", "up", "down", "top", "bottom", "to", "before", "after", "leading", "trailing",
                            "full", "next", "all", "off", "Pending", "Completed", "Inbox", "Tasks", "Buy", "Call", "sidebar",
                            "plain", "rows", "selected", "read", "selection", "x", "level", "Pay"]

    @Test(arguments: [1, 2, 3] as [UInt64])
    func memoryAndStoreAgreeAfterRandomCommands(seed: UInt64) throws {
        let path = Fixture.temporaryFolder().appendingPathComponent("random.db").path
        let h = try Harness(arguments: ["--store", path, "--demo", "--profile", "pad"])
        var random = Generator(state: seed)
        for _ in 0..<1500 {
            var words = [RandomSessionTests.words[random.next(RandomSessionTests.words.count)]]
            for _ in 0..<random.next(3) { words.append(RandomSessionTests.arguments[random.next(RandomSessionTests.arguments.count)]) }
            h.say(words.joined(separator: " "))
        }
        let stored = try Store(.file(path), seed: false)
        for list in h.session.library.lists where h.session.library.isLoaded(list.id) {
            #expect(try stored.loadList(list.id) == list, "\(list.name) differs between memory and the store")
        }
        #expect(stored.integrityCheck() == "ok")
        #expect(h.session.library.lists.contains { $0.isNested && $0.totalRowCount > $0.rowCount + 3 }, "the run built rows inside rows")
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
        let arguments = RandomSessionTests.arguments + ["7", "12", "25", "1-3", "Part 2", "Part 39", "Item 4", "Item 38-2", "Marker", "marker"]
        var random = Generator(state: 11)
        for step in 0..<1500 {
            var line = [words[random.next(words.count)]]
            for _ in 0..<random.next(3) { line.append(arguments[random.next(arguments.count)]) }
            let text = line.joined(separator: " ")
            let said = whole.say(text)
            try #require(windowed.say(text) == said, "step \(step): \(text)")
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
            var words = [RandomSessionTests.words[random.next(RandomSessionTests.words.count)]]
            for _ in 0..<random.next(3) { words.append(RandomSessionTests.arguments[random.next(RandomSessionTests.arguments.count)]) }
            let line = words.joined(separator: " ")
            let said = whole.say(line)
            try #require(windowed.say(line) == said, "step \(step): \(line)")
        }
        let a = try Store(.file(wholePath), seed: false), b = try Store(.file(windowedPath), seed: false)
        for list in try a.loadLibrary(withRows: false).lists {
            #expect(try a.loadList(list.id) == b.loadList(list.id), "\(list.name) differs between the two stores")
        }
    }
}
