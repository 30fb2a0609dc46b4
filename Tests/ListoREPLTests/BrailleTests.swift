import ListoAnnouncer
import ListoModel
import Testing
@testable import ListoREPL
import ListoTestSupport

/// A display in memory: what was written, and keys waiting to be read.
final class FakeDisplay: BrailleConnection {
    let width: Int
    let descriptor: Int32 = -1
    var shown: [(text: String, cursor: Int)] = []
    var keys: [BrailleKey] = []
    var gone = false
    var closed = false

    init(width: Int = 40) { self.width = width }

    var last: String { shown.last?.text ?? "" }

    func write(_ cells: [Unicode.Scalar], cursor: Int) -> Bool {
        guard !gone else { return false }
        #expect(cells.count <= width, "never more cells than the display has")
        shown.append((String(String.UnicodeScalarView(cells)), cursor))
        return true
    }

    func readKey() throws(BrailleProblem) -> BrailleKey? {
        if gone { throw .lost }
        return keys.isEmpty ? nil : keys.removeFirst()
    }

    func close() { closed = true }
}

@Suite struct BrailleViewTests {
    @Test func linesAreCutAtSpacesNeverInsideAWord() {
        var view = BrailleView(width: 12)
        view.show(answer: [BrailleLine("Buy bread, 1 of 3, actions Done, Delete, Snooze.")], resting: BrailleLine("Buy bread, 1 of 3."))
        #expect(view.windows.map(\.text) == ["Buy bread,", "1 of 3,", "actions", "Done,", "Delete,", "Snooze.", "Buy bread,", "1 of 3."])
        #expect(view.windows.map(\.startsLine) == [true, false, false, false, false, false, true, false])
        // Every window is a run of whole words of its line.
        for window in view.windows {
            let line = view.lines[window.line].text
            let words = line.split(separator: " ").map(String.init)
            #expect(window.text.split(separator: " ").allSatisfy { words.contains(String($0)) })
        }
    }

    /// The display's windows break where the printed lines do at its width
    /// (`width 40`): a place is one fact, a phrase stays whole, no word is left alone.
    @Test func windowsBreakWhereThePrintedLinesDoAtTheDisplaysWidth() {
        for line in [
            "3. Inbox, 3 rows, 2 unread, 1 unread reply.",
            "Pick up the parcels from the shop, 5 of 5.",
            "Buy bread, 1 of 3, actions Done, Delete, Snooze.",
            "help, ?: the groups of commands, one group or command in full, or all.",
            "Added Pneumonoultramicroscopicsilicovolcanoconiosis test, 4 of 4.",
        ] {
            let windows = BrailleView.windows(of: Array(line.unicodeScalars), line: 0, width: 40)
            #expect(windows.map(\.text) == LineFormat.wrap(line, width: 40), "\(line)")
            for window in windows where !window.text.hasSuffix("-") {
                let start = line.unicodeScalars.index(line.unicodeScalars.startIndex, offsetBy: window.start)
                #expect(line.unicodeScalars[start...].starts(with: window.cells), "\(window.text) starts where it is in the line")
            }
        }
        let inbox = BrailleView.windows(of: Array("3. Inbox, 3 rows, 2 unread, 1 unread reply.".unicodeScalars), line: 0, width: 40)
        #expect(inbox.map(\.text) == ["3. Inbox, 3 rows, 2 unread,", "1 unread reply."])
        #expect(!BrailleView.windows(of: Array("Pick up the parcels from the shop, 5 of 5.".unicodeScalars), line: 0, width: 40)
            .contains { $0.text == "5." }, "5 of 5 is one fact")
    }

    /// A letter and its accent typed apart are one cell, as the letter typed whole is.
    @Test func aDecomposedAccentIsOneCell() {
        var view = BrailleView(width: 40)
        view.show(answer: [BrailleLine("Cafe\u{301} precompuesto, 6 of 6.")], resting: nil)
        #expect(view.current?.cells == Array("Caf\u{E9} precompuesto, 6 of 6.".unicodeScalars))
    }

    @Test func aWordLongerThanTheDisplayIsDividedWithAHyphen() {
        let windows = BrailleView.windows(of: Array("Supercalifragilistic okay".unicodeScalars), line: 0, width: 8)
        #expect(windows.map(\.text) == ["Superca-", "lifragi-", "listic", "okay"])
        #expect(windows.map(\.start) == [0, 7, 14, 21], "each part starts where the last one's letters ended")
    }

    /// Long lines on a 40-cell display: each pan brings whole words, as many as fit,
    /// and the next pan starts at the next word; read in order they give every line back.
    @Test func panningALongAnswerNeverCutsAWordAndMarksEveryLinesStart() {
        let answer = [
            "braille: say or set whether listo writes to a Braille display through BRLTTY.",
            "Usage: braille, braille on, or braille off.",
            "The display shows each answer's first line; its pan keys read on, a word at a time, then the focused row.",
            "See https://brltty.app/doc/Manual-BRLTTY/English/BRLTTY.html for the keys.",
        ]
        var view = BrailleView(width: 40)
        view.show(answer: answer.map { BrailleLine($0) }, resting: BrailleLine("Tasks, 2 sections, 5 rows."))
        var seen: [BrailleView.Window] = []
        repeat { seen.append(view.current!) } while view.pan(forward: true)
        #expect(seen.last?.text == "Tasks, 2 sections, 5 rows.", "after the last line, the focused row")
        #expect(seen.allSatisfy { $0.cells.count <= 40 })
        for (i, line) in (answer + ["Tasks, 2 sections, 5 rows."]).enumerated() {
            let parts = seen.filter { $0.line == i }
            #expect(parts.first?.startsLine == true && parts.dropFirst().allSatisfy { !$0.startsLine }, "only a line's first window is marked: \(line)")
            // The line as `width 40` prints it, each window starting where its words are in the line.
            #expect(parts.map(\.text) == LineFormat.wrap(line, width: 40), "\(line)")
            for part in parts {
                let start = line.unicodeScalars.index(line.unicodeScalars.startIndex, offsetBy: part.start)
                #expect(line.unicodeScalars[start...].starts(with: part.text.hasSuffix("-") ? part.cells.dropLast() : part.cells[...]), "\(part.text)")
            }
        }
        #expect(seen.filter { $0.line == 3 }.map(\.text) == ["See https://brltty.app/doc/Manual-", "BRLTTY/English/BRLTTY.html for the keys."],
                "a word with a hyphen of its own breaks after it")
        // Back again, window by window, to the first.
        var back = 1
        while view.pan(forward: false) { back += 1 }
        #expect(back == seen.count)
        #expect(view.current?.text == seen.first?.text)
    }

    @Test func panningGoesThroughTheAnswerThenRestsOnTheFocusedRow() {
        var view = BrailleView(width: 40)
        view.show(answer: [BrailleLine("4 lists."), BrailleLine("1. Tasks, 5 rows, open.")], resting: BrailleLine("Buy bread, 1 of 3."))
        #expect(view.current?.text == "4 lists.")
        var moves: [Bool] = []
        moves.append(view.pan(forward: false))
        #expect(view.current?.text == "4 lists.", "nothing before the first line")
        moves.append(view.pan(forward: true))
        #expect(view.current?.text == "1. Tasks, 5 rows, open.")
        moves.append(view.pan(forward: true))
        #expect(view.current?.text == "Buy bread, 1 of 3.")
        moves.append(view.pan(forward: true))
        #expect(view.current?.text == "Buy bread, 1 of 3.", "the focused row is the end")
        #expect(moves == [false, true, true, false])
        view.show(answer: [], resting: BrailleLine("Call Ana, 2 of 3."))
        #expect(view.current?.text == "Call Ana, 2 of 3.", "an answer that says nothing leaves the focused row shown")
    }

    @Test func anAnswerThatIsTheFocusedRowIsNotShownTwice() {
        var view = BrailleView(width: 40)
        view.show(answer: [BrailleLine("Call Ana, 2 of 3.")], resting: BrailleLine("Call Ana, 2 of 3.", routing: .command("do 1")))
        #expect(view.windows.map(\.text) == ["Call Ana, 2 of 3."])
        #expect(view.routed(cell: 0) == "do 1")
        let moved = view.pan(forward: true)
        #expect(!moved, "nothing past it: a pan would otherwise show the same words")
    }

    @Test func aRoutingKeyPicksTheNumberedItemUnderIt() {
        let line = "Error: \"Bu\" matches 2 rows: 1, Buy bread, 1 of 4 in Pending; 2, Buy milk, 4 of 4 in Pending."
        var view = BrailleView(width: 200)
        view.show(answer: [BrailleLine(line, routing: .choices(prefix: "", count: 2))], resting: nil)
        let cells = Array(line.unicodeScalars)
        let first = line.distance(from: line.startIndex, to: line.range(of: "Buy bread")!.lowerBound)
        let second = line.distance(from: line.startIndex, to: line.range(of: "Buy milk")!.lowerBound)
        #expect(view.routed(cell: 0) == nil, "the words before the items pick nothing")
        #expect(view.routed(cell: first + 2) == "1")
        #expect(view.routed(cell: second + 2) == "2")
        #expect(view.routed(cell: cells.count + 5) == nil, "past the text nothing is pressed")
    }
}

@Suite struct BrailleDisplayTests {
    func harness(_ display: FakeDisplay, arguments: [String] = ["--demo", "--braille"]) throws -> Harness {
        try Harness(arguments: arguments, braille: BrailleDisplay(connect: { .success(display) }))
    }

    /// Presses the routing key over `word`, panning on until the display shows it.
    func press(_ word: String, _ display: FakeDisplay, _ h: Harness) -> String? {
        for _ in 0..<20 where !display.last.contains(word) {
            display.keys = [.panRight]
            _ = h.runner.brailleKeys()
        }
        let shown = display.last
        guard let range = shown.range(of: word) else { return nil }
        display.keys = [.route(shown.unicodeScalars.distance(from: shown.unicodeScalars.startIndex, to: range.lowerBound) + 1)]
        return h.runner.brailleKeys().command
    }

    @Test func eachAnswerIsShownFromItsFirstLineWhateverTheWidth() throws {
        let display = FakeDisplay(width: 40)
        let h = try harness(display, arguments: ["--demo", "--braille", "--width", "20"])
        #expect(display.last == "Tasks, 2 sections, 5 rows.", "the display's width, not --width")
        #expect(display.shown.last?.cursor == 1, "a line's start is marked")
        h.say("next")
        h.say("next")
        #expect(display.last == "Buy bread, 1 of 3,", "as width 40 prints it: the actions together next")
    }

    @Test func displayKeysAreTheCommandsTheyStandFor() throws {
        let display = FakeDisplay()
        let h = try harness(display)
        display.keys = [.lineDown]
        #expect(h.runner.brailleKeys().command == "next")
        display.keys = [.lineUp]
        #expect(h.runner.brailleKeys().command == "previous")
        display.keys = [.top]
        #expect(h.runner.brailleKeys().command == "first")
        display.keys = [.bottom]
        #expect(h.runner.brailleKeys().command == "last")
        // Pan keys only move the display.
        h.say("next")
        h.say("next")
        display.keys = [.panRight, .panRight]
        #expect(h.runner.brailleKeys().command == nil)
        #expect(display.last == "Buy bread, 1 of 3.", "after the answer, the focused row as where says it")
        display.keys = [.route(3)]
        let command = try #require(h.runner.brailleKeys().command as String?)
        #expect(command == "do 1")
        #expect(h.say(command) == ["Done: Buy bread. Now in Completed."])
    }

    /// Rows offered for a name are each on a line led by its number and a colon
    /// (`2: Buy bread, row 4 of 4 in Pending.`): a routing key there chooses that number.
    @Test func aRoutingKeyOverARowOfferedChoosesIt() throws {
        let display = FakeDisplay()
        let h = try harness(display)
        h.say("add Buy bread")
        h.say("goto Buy bread")
        #expect(press("row 4 of 4", display, h) == "2")
    }

    @Test func aRoutingKeyOverAListPicksItAndOverTheTitleAsksForTheLists() throws {
        let display = FakeDisplay()
        let h = try harness(display)
        display.keys = [.route(0)]
        let lists = try #require(h.runner.brailleKeys().command as String?)
        #expect(lists == "lists")
        h.say(lists)
        #expect(display.last == "4 lists.")
        display.keys = [.panRight, .panRight, .route(5)]
        let pick = try #require(h.runner.brailleKeys().command as String?)
        #expect(pick == "2")
        #expect(h.say(pick).first?.hasPrefix("Articles") == true)
    }

    @Test func aRowElsewhereIsNamedSoItsActionRunsOnIt() throws {
        let display = FakeDisplay()
        let h = try harness(display)
        h.say("next")
        h.say("list")
        // Pending, 1 of 2, 3 rows. / Buy bread. / Call Ana. / Pay the rent, pinned.
        display.keys = [.panRight, .panRight, .route(1)]
        #expect(h.runner.brailleKeys().command == "do 1 2")
        h.say("search ana")
        display.keys = [.panRight, .route(0)]
        #expect(h.runner.brailleKeys().command == "open 1")
    }

    /// In Articles a row's first action is Delete: a routing key over the row lists
    /// its actions instead of deleting it, and only a press over the numbered Delete deletes.
    @Test func aRoutingKeyNeverDeletesARowAtOnePress() throws {
        let display = FakeDisplay()
        let h = try harness(display)
        h.say("lists")
        h.say("2")
        h.say("next")
        h.say("next")
        #expect(display.last == "Lists by ear, 1 of 3, unread,", "\(display.shown.map(\.text))")
        display.keys = [.route(2)]
        let first = try #require(h.runner.brailleKeys().command as String?)
        #expect(first == "actions")
        #expect(h.say(first) == ["Lists by ear, 1 action.", "1. Delete, trailing, destructive, full swipe.", "Also: move down."])
        #expect(h.say("where").first == "Lists by ear, 1 of 3.", "nothing deleted")
        h.say(first)
        display.keys = [.panRight, .route(4)]
        let second = try #require(h.runner.brailleKeys().command as String?)
        #expect(second == "do 1", "the second press, over Delete, deletes")
        #expect(h.say(second) == ["Deleted Lists by ear. 2 rows left.", "Braille displays explained, 1 of 2."])
        #expect(h.say("undo") == ["Undid delete of Lists by ear.", "Lists by ear, 1 of 3, unread."])
        // A row elsewhere in the section is named by its number, both times.
        h.say("list")
        display.keys = [.panRight, .panRight, .route(0)]
        let elsewhere = try #require(h.runner.brailleKeys().command as String?)
        #expect(elsewhere == "actions 2")
        h.say(elsewhere)
        display.keys = [.panRight, .route(0)]
        #expect(h.runner.brailleKeys().command == "do 1 2", "Delete on the row listed, not the focused one")
    }

    /// Over a row's line, each action it names runs that action: a swipe by touch.
    @Test func aRoutingKeyOverAnActionsNameRunsIt() throws {
        let display = FakeDisplay()
        let h = try harness(display)
        h.say("next")
        h.say("next")
        #expect(display.last == "Buy bread, 1 of 3,")
        #expect(press("bread", display, h) == "do 1", "the title runs the first action")
        #expect(press("actions", display, h) == "actions", "the word actions lists them")
        #expect(display.last == "actions Done, Delete, Snooze.")
        #expect(press("Done", display, h) == "do 1")
        #expect(press("Delete", display, h) == "actions", "Delete, named, still takes a second press")
        let snooze = try #require(press("Snooze", display, h))
        #expect(snooze == "do 3")
        #expect(h.say(snooze) == ["Snooze: Buy bread. Now snoozed."])
    }

    /// `read` says the row's line as `next` does, actions and all: a routing key over
    /// each part runs what it runs there, in English and in Spanish.
    @Test func afterReadARoutingKeyOverAnActionsNameRunsIt() throws {
        for (arguments, read, line, list, done) in [
            ([String](), "read", "Buy bread, 1 of 3, actions Done, Delete,", "actions", "do"),
            (["--language", "es"], "leer", "Comprar pan, 1 de 3,", "acciones", "hacer"),
        ] {
            let display = FakeDisplay()
            let h = try harness(display, arguments: ["--demo", "--braille"] + arguments)
            h.say(h.session.commandWord("next"))
            h.say(h.session.commandWord("next"))
            h.say(read)
            #expect(display.last == line)
            #expect(press(list, display, h) == list, "the word actions lists them: \(display.last)")
            if arguments.isEmpty { #expect(press("Delete", display, h) == list, "Delete, named, still takes a second press") }
            #expect(press(arguments.isEmpty ? "Snooze" : "Posponer", display, h) == "\(done) 3", "\(display.last): the third action")
        }
    }

    /// Actions listed for a row that is not focused run on that row.
    @Test func anActionChosenFromAnotherRowsActionsRunsThere() throws {
        let display = FakeDisplay()
        let h = try harness(display)
        h.say("next")
        h.say("next")
        #expect(h.say("actions 2").first == "Call Ana, 3 actions.")
        display.keys = [.panRight, .route(3)]
        let command = try #require(h.runner.brailleKeys().command as String?)
        #expect(command == "do 1 2")
        #expect(h.say(command).first == "Done: Call Ana. Now in Completed.")
        #expect(h.say("where").first == "Buy bread, 1 of 2.", "the focused row untouched")
    }

    @Test func inSpanishTheKeysAreSpanishCommands() throws {
        let display = FakeDisplay()
        let h = try harness(display, arguments: ["--demo", "--braille", "--language", "es"])
        display.keys = [.lineDown]
        #expect(h.runner.brailleKeys().command == "siguiente")
        h.say("listas")
        h.say("2")
        h.say("siguiente")
        h.say("siguiente")
        display.keys = [.route(2)]
        #expect(h.runner.brailleKeys().command == "acciones", "Borrar first: the actions, in Spanish")
        h.say("acciones")
        display.keys = [.panRight, .route(4)]
        #expect(h.runner.brailleKeys().command == "hacer 1")
    }

    /// Speech lost is printed, and shown on the display with the answer, where it was printed.
    @Test func speechLostIsShownOnTheDisplayWithTheAnswer() throws {
        let server = try FakeSpeechServer()
        defer { server.stop() }
        let display = FakeDisplay()
        let h = try Harness(arguments: ["--demo", "--braille", "--speak"], speech: SpeechDispatcher.connector(socket: server.socketPath, environment: [:]),
                            braille: BrailleDisplay(connect: { .success(display) }))
        server.hangUp()
        #expect(h.say("next") == ["No speech: speech-dispatcher stopped answering; listo goes on silently.", "Pending, section 1 of 2, 3 rows."])
        let view = try #require(h.runner.braille?.view)
        #expect(view.lines.prefix(2).map(\.text) == ["No speech: speech-dispatcher stopped answering; listo goes on silently.", "Pending, section 1 of 2, 3 rows."])
        #expect(display.last == view.windows.first?.text)
        #expect(display.last.hasPrefix("No speech:"), "the notice first, as printed: \(display.last)")
        #expect(press("Pending", display, h) == "section 1", "then the answer, panned to: its header goes there")
        #expect(display.last == "Pending, section 1 of 2, 3 rows.")
        h.say("next")
        #expect(display.last == "Buy bread, 1 of 3,", "said once: the next answer alone")
    }

    @Test func noBrlAPIIsSaidOnceAndBrailleGoesOffForTheRun() throws {
        let h = try Harness(arguments: ["--demo", "--braille"], braille: BrailleDisplay(connect: { .failure(.libraryMissing) }))
        #expect(h.output.lines.last == "No Braille display: libbrlapi is not installed; listo goes on without it.")
        #expect(h.say("next") == ["Pending, section 1 of 2, 3 rows."], "everything else unchanged")
        #expect(h.say("braille on") == ["No Braille display: libbrlapi is not installed; listo goes on without it."])
    }

    /// BRLTTY that refuses listo a place on a later try, after it could not be reached
    /// at first or after it went away, is said in one line, and braille goes off for the
    /// run as it does at the start: no more tries, `braille` says off, `braille on` tries
    /// again. It was silent, braille said on and tried every two seconds.
    @Test(arguments: [true, false])
    func noPlaceOnALaterTryIsSaidOnceAndBrailleGoesOffForTheRun(unreachableFirst: Bool) throws {
        let display = FakeDisplay()
        var problem: BrailleProblem? = unreachableFirst ? .unreachable : nil
        var tries = 0
        let braille = BrailleDisplay(connect: {
            tries += 1
            return problem.map { .failure($0) } ?? (display.gone ? .failure(.unreachable) : .success(display))
        })
        braille.retryInterval = 0
        let h = try Harness(arguments: ["--demo", "--braille"], braille: braille)
        if unreachableFirst {
            #expect(h.output.lines.last == "Braille: on, but BRLTTY can't be reached; listo takes the display when it is back.")
        } else {
            display.gone = true
            #expect(h.runner.brailleKeys().said)
            #expect(h.output.lines.last?.hasPrefix("Braille display gone:") == true)
        }
        problem = .noPlace
        let noPlace = "No Braille display: BRLTTY gave listo no place on it; listo goes on without it."
        let before = h.output.lines.count
        #expect(h.runner.brailleKeys().said, "said, where it was silent")
        #expect(Array(h.output.lines.dropFirst(before)) == ["", noPlace], "one line: \(h.output.lines.dropFirst(before))")
        #expect(!h.session.braille, "off for the run")
        let triesSoFar = tries
        #expect(!h.runner.brailleKeys().said)
        #expect(h.say("next") == ["Pending, section 1 of 2, 3 rows."])
        #expect(tries == triesSoFar, "not looked for again")
        #expect(h.runner.braille?.waiting.timeout == -1, "no timer to look again")
        #expect(h.say("braille") == ["Braille off."])
        #expect(h.say("braille on") == [noPlace], "asked, it is tried again and said again")
        problem = nil
        display.gone = false
        #expect(h.say("braille on") == ["Braille on."])
        #expect(h.session.braille)
    }

    /// Started before BRLTTY, or before its display is up: the setting is said on,
    /// BRLTTY looked for now and then, and the display taken when BRLTTY comes up
    /// with it, as after it went away.
    @Test(arguments: [
        (BrailleProblem.unreachable, "Braille: on, but BRLTTY can't be reached; listo takes the display when it is back."),
        (.noDisplay, "Braille: on, but BRLTTY has no display yet; listo takes it when there is one."),
    ])
    func brlttyNotYetRunningIsLookedForUntilItIs(_ problem: BrailleProblem, _ awaited: String) throws {
        let display = FakeDisplay()
        display.gone = true
        let braille = BrailleDisplay(connect: { display.gone ? .failure(problem) : .success(display) })
        braille.retryInterval = 0
        let h = try Harness(arguments: ["--demo", "--braille"], braille: braille)
        #expect(h.output.lines.last == awaited)
        #expect(h.say("next") == ["Pending, section 1 of 2, 3 rows."], "said once, not at every answer")
        #expect(!h.runner.brailleKeys().said)
        #expect(h.say("braille") == [awaited], "asked, the setting and why there is no display")
        #expect(h.session.braille)
        display.gone = false
        #expect(h.runner.brailleKeys().said)
        #expect(h.output.lines.last == "Braille back.")
        #expect(display.shown.map(\.text) == ["Braille back."], "nothing before it")
    }

    /// listo on a display that goes away when `gone` is set, BRLTTY with it, and comes back when it is cleared.
    func vanishing(retryInterval: Double) throws -> (FakeDisplay, Harness) {
        let display = FakeDisplay()
        let braille = BrailleDisplay(connect: { display.gone ? .failure(.unreachable) : .success(display) })
        braille.retryInterval = retryInterval
        return (display, try Harness(arguments: ["--demo", "--braille"], braille: braille))
    }

    @Test func aDisplayThatGoesAwayIsSaidOnceAndTakenAgainWhenBack() throws {
        let (display, h) = try vanishing(retryInterval: 0)
        display.gone = true
        #expect(h.runner.brailleKeys().said)
        #expect(h.output.lines.last == "Braille display gone: BRLTTY stopped answering; listo takes it again when BRLTTY is back, or at braille on.")
        let before = h.output.lines.count
        #expect(h.say("next") == ["Pending, section 1 of 2, 3 rows."], "said once, not at every answer")
        #expect(!h.runner.brailleKeys().said)
        #expect(h.output.lines.count == before + 1)
        display.gone = false
        #expect(h.runner.brailleKeys().said)
        #expect(h.output.lines.last == "Braille back.")
        #expect(display.last == "Braille back.")
        display.keys = [.panRight]
        _ = h.runner.brailleKeys()
        #expect(display.last == "Content column: Tasks, section Pending.", "then the focused place, as where says it")
    }

    /// Gone, and not yet looked for again: braille on tries at once, and says which way it went.
    @Test func brailleOnLooksForAGoneDisplayAtOnce() throws {
        let (display, h) = try vanishing(retryInterval: 3600)
        display.gone = true
        #expect(h.runner.brailleKeys().said)
        #expect(h.say("braille on") == ["Braille: on, but BRLTTY can't be reached; listo takes the display when it is back."], "asked, a failure is said")
        #expect(h.say("next") == ["Pending, section 1 of 2, 3 rows."], "and not again at the next answer")
        display.gone = false
        #expect(!h.runner.brailleKeys().said, "an hour between tries: not looked for yet")
        #expect(h.say("braille on") == ["Braille on.", "Braille back."])
        #expect(display.last == "Braille on.", "the display has the answer, from its first line")
        #expect(h.session.braille, "still on, for the store and the next run")
    }

    /// A section's header or its number goes there, `N more` runs more, and a press
    /// over words that run nothing says so rather than nothing.
    @Test func everyRoutingPressDoesSomethingOrSaysSo() throws {
        let display = FakeDisplay()
        let h = try harness(display)
        h.say("sections")
        #expect(press("Completed", display, h) == "section 2")
        #expect(h.say("section 2").first?.hasPrefix("Completed") == true)
        h.say("first")
        h.say("next")
        #expect(display.last == "Pending, section 1 of 2, 3 rows.")
        display.keys = [.route(0)]
        #expect(h.runner.brailleKeys().command == "section 1", "the header the display rests on")
        h.say("page 3")
        h.say("read on")
        #expect(press("Completed", display, h) == "section 2", "a header read on the way")
        #expect(press("more.", display, h) == "more")
        for (command, word) in [("lists", "lists."), ("history", "History"), ("help braille", "braille")] {
            h.say(command)
            #expect(press(word, display, h) == nil, "\(command): nothing to run")
            #expect(h.output.lines.last == "Nothing to press.", "\(command): said, not silence")
            #expect(display.last == "Nothing to press.")
        }
    }

    /// Taking the display (braille on, BRLTTY back at another width) writes the new
    /// answer first, and quit writes nothing before giving it back: never the old words.
    @Test func theDisplayNeverFlashesAnOldAnswer() throws {
        let display = FakeDisplay()
        let h = try harness(display)
        h.say("next")
        h.say("braille off")
        h.say("next")
        var before = display.shown.count
        #expect(h.say("braille on") == ["Braille on."])
        #expect(display.shown.dropFirst(before).map(\.text) == ["Braille on."])
        before = display.shown.count
        h.say("quit")
        #expect(display.shown.count == before, "quit leaves the display as it is")

        let wide = FakeDisplay(width: 40), narrow = FakeDisplay(width: 20)
        var shown: FakeDisplay? = wide
        let braille = BrailleDisplay(connect: { shown.map { .success($0) } ?? .failure(.unreachable) })
        braille.retryInterval = 0
        let g = try Harness(arguments: ["--demo", "--braille"], braille: braille)
        g.say("next")
        g.say("next")
        wide.gone = true
        shown = nil
        #expect(g.runner.brailleKeys().said)
        shown = narrow
        #expect(g.runner.brailleKeys().said)
        #expect(narrow.shown.map(\.text) == ["Braille back."], "BRLTTY back at 20 cells: the news first, whole")
    }

    /// The short lines listo shows on the display of their own, a display's news
    /// rather than an answer's, are one window on a display of 20 cells (and "Braille
    /// back." on one of 14), in both languages: read at once, not "Braille" then
    /// "display back." after a pan.
    @Test(arguments: [Language.en, .es])
    func theDisplaysOwnShortLinesAreOneWindowAtTwentyCells(_ language: Language) {
        let announcer = Announcer(language: language)
        for announcement in [Announcement.braille(.back), .said(.brailleDisplay(.nothingToPress)), .setting(.braille(true))] {
            let lines = announcer.lines(announcement)
            #expect(lines.count == 1)
            for line in lines {
                #expect(BrailleView.windows(of: Array(line.unicodeScalars), line: 0, width: 20).map(\.text) == [line], "\(line)")
            }
        }
        if language == .en {
            #expect(BrailleView.windows(of: Array("Braille back.".unicodeScalars), line: 0, width: 14).count == 1)
            #expect(announcer.lines(.braille(.back)) == ["Braille back."])
        }
    }

    @Test func brailleOffGivesTheDisplayBackAndTheStoreKeepsTheChoice() throws {
        let display = FakeDisplay()
        let h = try harness(display)
        #expect(h.say("braille off") == ["Braille off."])
        #expect(display.closed)
        h.say("next")
        #expect(h.say("braille") == ["Braille off."])
        #expect(!h.session.braille)
    }
}

@Suite struct PromptStyleTests {
    @Test func thePlainPromptIsWordsAloneAndTheOthersAreThereToChoose() throws {
        let h = try Harness()
        #expect(h.session.prompt() == "Tasks ")
        #expect(h.say("prompt classic") == ["Prompt classic: the place and a greater-than sign."])
        #expect(h.session.prompt() == "Tasks> ")
        #expect(h.say("prompt focus") == ["Prompt focus: the focused row and its place."])
        #expect(h.session.prompt() == "Tasks> ")
        h.say("next")
        #expect(h.session.prompt() == "Pending> ")
        h.say("next")
        #expect(h.session.prompt() == "Buy bread 1/3> ")
        h.say("swipe leading")
        #expect(h.session.prompt() == "Buy bread 1/3 swipe> ")
        #expect(h.say("prompt plain") == ["Prompt plain: the place in words alone."])
        #expect(h.session.prompt() == "Tasks swipe ")
    }

    @Test func aLongTitleIsCutAtAWord() {
        #expect(Announcer().focusPrompt("Write the quarterly report for the board", position: (2, 9), swipeOpen: false, editing: false)
            == "Write the quarterly 2/9> ")
    }
}
