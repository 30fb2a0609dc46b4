import Foundation
import ListoTestSupport
import Testing

/// listo --braille against BRLTTY's Virtual driver, the display played by the test
/// over the driver's text protocol. `make test` installs brltty; without it these
/// tests fail, never pass unseen.
@Suite(.serialized)
struct BrailleSessionTests {
    @Test func brlttyIsHere() {
        #expect(VirtualBraille.installed, "brltty is not installed; make test installs it")
    }

    /// A home of its own, and BrlAPI pointed at the test's BRLTTY.
    func environment(_ braille: VirtualBraille, _ home: URL, _ extra: [String: String] = [:]) -> [String: String] {
        ["TERM": "vt100", "HOME": home.path, "XDG_STATE_HOME": home.path + "/state", "LANG": "C.UTF-8",
         "BRLAPI_HOST": braille.host, "BRLAPI_AUTH": "none"].merging(extra) { $1 }
    }

    func terminal(_ braille: VirtualBraille, _ home: URL, _ arguments: [String] = ["--demo", "--braille"], extra: [String: String] = [:]) throws -> PseudoTerminal {
        try PseudoTerminal(arguments: arguments, environment: environment(braille, home, extra))
    }

    /// A whole session from the display's keys alone: moving, reading on with the pan
    /// keys, running a row's action with a routing key, choosing a list.
    @Test func aSessionDrivenOnlyFromTheDisplaysKeys() throws {
        let braille = try VirtualBraille()
        defer { braille.stop() }
        let home = Fixture.temporaryFolder()
        let listo = try terminal(braille, home)
        #expect(braille.waitFor("Tasks, 2 sections, 5 rows.") != nil, "the first answer: \(braille.shown)")
        #expect(braille.marksLineStart, "the start of a line is marked with dots 7 and 8")
        #expect(braille.press("LnDn", expecting: "Pending, section 1 of 2, 3 rows.") != nil, "\(braille.shown)")
        #expect(listo.waitFor("next"), "the key's command is shown after the prompt: \(listo.transcript)")
        #expect(braille.press("LnDn", expecting: "Buy bread, 1 of 3,") != nil, "\(braille.shown)")
        #expect(braille.press("FWinRt", expecting: "actions Done, Delete, Snooze.") != nil, "the pan key reads on where width 40 wraps: \(braille.shown)")
        #expect(!braille.marksLineStart, "the rest of a line is not marked as a start")
        #expect(braille.press("FWinRt", expecting: "Buy bread, 1 of 3.") != nil, "after the answer, the focused row: \(braille.shown)")
        #expect(braille.press("FWinLt", expecting: "actions Done, Delete, Snooze.") != nil, "panning back: \(braille.shown)")
        #expect(braille.press("FWinRt", expecting: "Buy bread, 1 of 3.") != nil)
        #expect(braille.press("Route 3", expecting: "Done: Buy bread. Now in Completed.") != nil, "a routing key over the row: \(braille.shown)")
        #expect(listo.waitFor("Done: Buy bread. Now in Completed."))
        #expect(braille.press("Bot", expecting: "Footer: Archived after thirty days.") != nil, "bottom is last: \(braille.shown)")
        #expect(braille.press("LnUp", expecting: "Buy bread, 3 of 3, done,") != nil, "line up is previous: \(braille.shown)")
        #expect(braille.press("Top", expecting: "Tasks, 2 sections, 5 rows.") != nil, "top is first: \(braille.shown)")
        // A routing key over the list's name asks for the lists; one over an item picks it.
        #expect(braille.press("Route 1", expecting: "4 lists.") != nil, "\(braille.shown)")
        #expect(braille.press("FWinRt", expecting: "1. Tasks, 5 rows, open.") != nil)
        #expect(braille.press("FWinRt", expecting: "2. Articles") != nil)
        #expect(braille.press("Route 5", expecting: "Articles") != nil, "\(braille.shown)")
        // Every key was a command, kept in history as typed (a line straight after itself once).
        listo.type("history\r")
        // The last line is waited for: the answer's lines may arrive in more than one read.
        #expect(listo.waitFor("History: 7 commands.") && listo.waitFor("7. 2\r\n"), "\(listo.transcript)")
        for command in ["1. next", "2. do 1", "3. last", "4. previous", "5. first", "6. lists", "7. 2"] {
            #expect(listo.transcript.contains(command + "\r\n"), "\(command) in \(listo.transcript)")
        }
        let beforeQuit = braille.shown.count
        listo.type("quit\r")
        #expect(listo.waitForExit() == 0)
        // BRLTTY has the display back: a key is its own again, and shows its own screen
        // (without a screen driver BRLTTY draws it again only when something happens).
        braille.send("LnDn")
        #expect(braille.waitFor("no screen", after: beforeQuit) != nil, "the display is given back on quit: \(braille.shown.suffix(3))")
    }

    /// A long answer on a 40-cell display, read with the pan keys alone: each press
    /// brings the next words whole, a word longer than the display comes in hyphened
    /// parts, each line's first window is marked, the last pan rests on the focused
    /// row as `where` says it, and panning back goes back window by window.
    @Test func panningReadsLongLinesAWholeWordAtATime() throws {
        let url = "https://brltty.app/doc/Manual-BRLTTY/English/BRLTTY.html"
        // What listo prints for each command, and where it then rests.
        let printed = try runListo(["--demo", "--echo"], script: "help braille\nwhere\nadd \(url)\nwhere\n").lines
        // The answers, each after its echoed command.
        let answers = printed.split { $0.hasPrefix("> ") }.map(Array.init).dropFirst()
        #expect(answers.count == 4, "\(printed)")
        let steps = [("help braille", answers[1], answers[2][0]), ("add " + url, answers[3], answers[4][0])]
        let braille = try VirtualBraille(cells: 40)
        defer { braille.stop() }
        let listo = try terminal(braille, Fixture.temporaryFolder())
        #expect(braille.waitFor("Tasks, 2 sections, 5 rows.") != nil)
        for (typed, answer, resting) in steps {
            let before = braille.shown.count
            listo.type(typed + "\r")
            #expect(braille.waitFor(String(answer[0].prefix { $0 != " " }), after: before) != nil, "\(braille.shown)")
            #expect(braille.waitFor({ _ in braille.windows.count == braille.shown.count ? "" : nil }) != nil, "its mark came")
            var seen = [braille.windows.last!]
            while BrailleSessionTests.reassembled(seen) != answer + [resting] && seen.count < 40 {
                guard let next = braille.pressForWindow("FWinRt") else {
                    Issue.record("a pan shows more: \(seen)")
                    break
                }
                seen.append(next)
            }
            #expect(BrailleSessionTests.reassembled(seen) == answer + [resting],
                    "read in order, the windows give back the answer, then the focused row: \(seen)")
            #expect(seen.allSatisfy { $0.text.count <= 40 })
            let words = Set((answer + [resting]).joined(separator: " ").split(separator: " ").map(String.init))
            for (i, window) in seen.enumerated() {
                let whole = window.text.split(separator: " ")
                    .dropFirst(i > 0 && seen[i - 1].text.hasSuffix("-") ? 1 : 0)
                    .dropLast(window.text.hasSuffix("-") ? 1 : 0)
                #expect(whole.allSatisfy { words.contains(String($0)) }, "\(window.text) cuts a word")
            }
            // Back, a window at a time, to the answer's first line.
            for window in seen.dropLast().reversed() {
                #expect(braille.press("FWinLt", expecting: window.text) != nil, "pan left goes back to \(window.text): \(braille.shown.suffix(3))")
            }
            // The driver sends a window's mark of a line's start just after its text: waited for, as above.
            #expect(braille.waitFor({ _ in braille.windows.count == braille.shown.count ? "" : nil }) != nil, "its mark came")
            #expect(braille.marksLineStart)
        }
        #expect(braille.windows.contains { $0.text.hasSuffix("Manual-") },
                "the long word breaks after a hyphen of its own, as width 40 prints it: \(braille.shown.suffix(12))")
        listo.type("quit\r")
        #expect(listo.waitForExit() == 0)
    }

    /// A window ending a part of a word too long for the display.
    static func divides(_ text: String) -> Bool { text.count == 40 && text.hasSuffix("-") }

    /// The lines a reader puts together from the windows: a marked window starts
    /// a line, an unmarked one goes on after a space, or after a hyphen with none
    /// (kept when it is the word's own, dropped when it divides a word).
    static func reassembled(_ windows: [(text: String, startsLine: Bool)]) -> [String] {
        var lines: [String] = []
        var goesOn = false
        for window in windows {
            if window.startsLine || lines.isEmpty {
                lines.append("")
            } else if !goesOn {
                lines[lines.count - 1] += " "
            }
            goesOn = window.text.hasSuffix("-")
            lines[lines.count - 1] += divides(window.text) ? String(window.text.dropLast()) : window.text
        }
        return lines
    }

    /// With --speak, a key's answer is spoken as the typed command's would be, and
    /// what is spoken is what the display shows and the terminal prints.
    @Test func aKeysAnswerIsSpokenAsIfItsCommandWereTyped() throws {
        let server = try FakeSpeechServer()
        defer { server.stop() }
        let braille = try VirtualBraille()
        defer { braille.stop() }
        let listo = try terminal(braille, Fixture.temporaryFolder(), ["--demo", "--braille", "--speak"],
                                 extra: ["SPEECHD_ADDRESS": "unix_socket:" + server.socketPath])
        #expect(braille.waitFor("Tasks, 2 sections, 5 rows.") != nil)
        func spoken(_ received: [String]) -> [String] {
            received.filter { $0.hasPrefix("MESSAGE: ") }.map { String($0.dropFirst("MESSAGE: ".count)) }
        }
        #expect(listo.waitFor("Tasks, 2 sections, 5 rows."))
        server.clear()
        #expect(braille.press("LnDn", expecting: "Pending, section 1 of 2, 3 rows.") != nil)
        #expect(listo.waitFor("Pending, section 1 of 2, 3 rows."))
        #expect(server.waitFor { spoken($0) == ["Pending, section 1 of 2, 3 rows."] }, "line down is spoken as next: \(server.received)")
        #expect(server.received.first == "CANCEL", "a key cuts off what was being said, as a typed line does")
        server.clear()
        #expect(braille.press("LnDn", expecting: "Buy bread, 1 of 3,") != nil)
        #expect(server.waitFor { spoken($0) == ["Buy bread, 1 of 3, actions Done, Delete, Snooze."] }, "\(server.received)")
        server.clear()
        // Panning only moves the display: nothing is said (the next answer is all that is spoken).
        #expect(braille.press("FWinRt", expecting: "actions Done, Delete, Snooze.") != nil)
        #expect(braille.press("Route 24", expecting: "Snooze: Buy bread. Now snoozed.") != nil, "a routing key over Snooze: \(braille.shown)")
        #expect(server.waitFor { spoken($0) == ["Snooze: Buy bread. Now snoozed."] }, "a routing key's action is spoken: \(server.received)")
        listo.type("history\r")
        // The whole answer is waited for: its lines may arrive in more than one read.
        #expect(listo.waitFor("History: 2 commands.\r\n1. next\r\n2. do 3\r\n"),
                "kept as the commands, a line after itself once: \(listo.transcript)")
        listo.type("quit\r")
        #expect(listo.waitForExit() == 0)
    }

    /// Ctrl-Z gives the display back to BRLTTY while listo is stopped, fg takes it
    /// again, and SIGTERM gives it back as listo ends.
    @Test func ctrlZAndASignalGiveTheDisplayBack() throws {
        let braille = try VirtualBraille()
        defer { braille.stop() }
        let env = environment(braille, Fixture.temporaryFolder(), ["TERM": "xterm", "PS1": "shell$ "])
        // setsid -c makes the terminal the shell's controlling terminal, so it has job control.
        let shell = try PseudoTerminal(program: "/usr/bin/setsid", arguments: ["-c", "-w", "/bin/bash", "--norc", "--noprofile", "-i"],
                                       environment: env)
        #expect(shell.waitFor("shell$ "))
        // A job of the shell's that says its process number (as number1=, which the typed line doesn't hold), then becomes listo.
        shell.type("bash -c 'echo number$((1))=$$; exec \(Fixture.binary.path) --memory --demo --braille'\r")
        #expect(braille.waitFor("Tasks, 2 sections, 5 rows.") != nil)
        #expect(shell.waitFor("number1="))
        let said = shell.transcript.components(separatedBy: "number1=").last?.prefix { $0.isNumber } ?? ""
        let listo = try #require(pid_t(String(said)), "\(shell.transcript)")
        #expect(braille.press("LnDn", expecting: "Pending, section 1 of 2, 3 rows.") != nil)
        usleep(300_000)
        var before = braille.shown.count
        shell.type("\u{1A}")
        #expect(shell.waitFor("Stopped"), "Ctrl-Z stopped listo: \(shell.transcript)")
        #expect(braille.pressUntil("LnDn", shows: "no screen", after: before) != nil, "stopped, BRLTTY has the display and its keys: \(braille.shown.suffix(3))")
        before = braille.shown.count
        shell.type("fg\r")
        #expect(braille.waitFor("Pending, section 1 of 2, 3 rows.", after: before) != nil, "fg: listo shows its answer again: \(braille.shown.suffix(3))")
        #expect(braille.press("LnDn", expecting: "Buy bread, 1 of 3,") != nil, "and its keys are commands again")
        before = braille.shown.count
        kill(listo, SIGTERM)
        #expect(shell.waitFor("Terminated"), "\(shell.transcript)")
        #expect(braille.pressUntil("LnDn", shows: "no screen", after: before) != nil, "ended by a signal, listo gave the display back: \(braille.shown.suffix(3))")
        shell.type("exit\r")
        #expect(shell.waitForExit() != nil, "the shell ended: \(shell.transcript)")
    }

    /// A line being typed when a key is pressed comes back at the next prompt.
    @Test func aLineBeingTypedComesBackAfterAKey() throws {
        let braille = try VirtualBraille()
        defer { braille.stop() }
        let listo = try terminal(braille, Fixture.temporaryFolder())
        #expect(braille.waitFor("Tasks, 2 sections, 5 rows.") != nil)
        listo.type("rea")
        #expect(listo.waitFor("rea"))
        #expect(braille.press("LnDn", expecting: "Pending, section 1 of 2, 3 rows.") != nil)
        #expect(listo.waitFor("Pending, section 1 of 2, 3 rows."))
        listo.type("d\r")
        listo.type("history\r")
        #expect(listo.waitFor("2. read\r\n"), "the typed line was read whole after the key's command: \(listo.transcript)")
        listo.type("quit\r")
        #expect(listo.waitForExit() == 0)
    }

    @Test func withoutBRLTTYOneLineSaysSoAndTheRestIsUnchanged() throws {
        // A port no BRLTTY listens on.
        let env = ["BRLAPI_HOST": "127.0.0.1:\(try VirtualBraille.freeAPINumber())", "BRLAPI_AUTH": "none"]
        let result = try runListo(["--demo", "--braille"], script: "next\nbraille\nquit\n", environment: env)
        #expect(result.lines == ["Tasks, 2 sections, 5 rows.",
                                 "Braille: on, but BRLTTY can't be reached; listo takes the display when it is back.",
                                 "Pending, section 1 of 2, 3 rows.",
                                 "Braille: on, but BRLTTY can't be reached; listo takes the display when it is back."])
        #expect(result.status == 0)
    }

    /// Started before BRLTTY: listo takes the display when BRLTTY comes up, as it does
    /// when BRLTTY comes back, and shows the news before anything else, whole on a
    /// display of 20 cells.
    @Test func brlttyStartedAfterListoIsTakenWhenItComesUp() throws {
        let api = try VirtualBraille.freeAPINumber()
        let home = Fixture.temporaryFolder()
        let env = ["TERM": "vt100", "HOME": home.path, "XDG_STATE_HOME": home.path + "/state", "LANG": "C.UTF-8",
                   "BRLAPI_HOST": "127.0.0.1:\(api)", "BRLAPI_AUTH": "none"]
        let listo = try PseudoTerminal(arguments: ["--demo", "--braille"], environment: env)
        #expect(listo.waitFor("Braille: on, but BRLTTY can't be reached; listo takes the display when it is back."), "\(listo.transcript)")
        let braille = try VirtualBraille(cells: 20, api: api)
        defer { braille.stop() }
        #expect(listo.waitFor("Braille back.", seconds: 15), "\(listo.transcript)")
        #expect(braille.waitFor({ $0.last == "Braille back." ? "" : nil }) != nil, "one window, not Braille then display back.: \(braille.shown)")
        #expect(braille.shown.filter { $0.hasPrefix("Tasks") }.isEmpty, "the news first, no older answer: \(braille.shown)")
        #expect(braille.press("LnDn", expecting: "Pending,") != nil, "its keys are commands: \(braille.shown)")
        listo.type("quit\r")
        #expect(listo.waitForExit() == 0)
    }

    /// BRLTTY started again answers before its display's driver is up, with a display
    /// of no cells that refuses what is written: listo takes the display once it has
    /// cells, and it shows the news at once, with no key pressed, and keeps it. A display
    /// taken with no cells was lost and taken again every two seconds, and stayed on
    /// BRLTTY's "no screen" between, until a key was pressed.
    @Test func brlttyBackBeforeItsDisplayShowsTheNewsWhenTheDisplayComes() throws {
        var braille = try VirtualBraille()
        let api = braille.api
        defer { braille.stop() }
        let listo = try terminal(braille, Fixture.temporaryFolder())
        #expect(braille.waitFor("Tasks, 2 sections, 5 rows.") != nil)
        braille.stop()
        #expect(listo.waitFor("Braille display gone: BRLTTY stopped answering"), "\(listo.transcript)")
        braille = try VirtualBraille(api: api, plugged: false)
        // listo looks every two seconds: it finds this BRLTTY while it has no display.
        sleep(5)
        #expect(!listo.transcript.contains("Braille back."), "not back before the display is: \(listo.transcript)")
        try braille.plugIn()
        #expect(listo.waitFor("Braille back.", seconds: 15), "\(listo.transcript)")
        #expect(braille.waitFor({ $0.last == "Braille back." ? "" : nil }, seconds: 10) != nil,
                "written at once, no key pressed: \(braille.shown)")
        // Past the next try: kept, where a display taken with no cells was lost and taken again every two seconds.
        sleep(3)
        #expect(braille.current == "Braille back.", "\(braille.shown)")
        #expect(listo.transcript.components(separatedBy: "Braille display gone").count == 2, "said once: \(listo.transcript)")
        #expect(listo.transcript.components(separatedBy: "Braille back.").count == 2, "said once: \(listo.transcript)")
        #expect(braille.press("LnDn", expecting: "Pending, section 1 of 2, 3 rows.") != nil, "its keys are commands")
        listo.type("quit\r")
        #expect(listo.waitForExit() == 0)
    }

    /// Started while BRLTTY has no display yet: said so, with the setting, and the
    /// display taken and written when it comes.
    @Test func brlttyWithNoDisplayYetIsSaidAndTheDisplayTakenWhenItComes() throws {
        let braille = try VirtualBraille(plugged: false)
        defer { braille.stop() }
        let listo = try terminal(braille, Fixture.temporaryFolder())
        #expect(listo.waitFor("Braille: on, but BRLTTY has no display yet; listo takes it when there is one."), "\(listo.transcript)")
        try braille.plugIn()
        #expect(listo.waitFor("Braille back.", seconds: 15), "\(listo.transcript)")
        #expect(braille.waitFor({ $0.last == "Braille back." ? "" : nil }, seconds: 10) != nil, "\(braille.shown)")
        listo.type("quit\r")
        #expect(listo.waitForExit() == 0)
    }

    /// BRLTTY stopped mid-session is said once; one started again is found again.
    @Test func brlttyGoneIsSaidOnceAndFoundAgainWhenBack() throws {
        var braille = try VirtualBraille()
        let api = braille.api
        defer { braille.stop() }
        let listo = try terminal(braille, Fixture.temporaryFolder())
        #expect(braille.waitFor("Tasks, 2 sections, 5 rows.") != nil)
        braille.stop()
        #expect(listo.waitFor("Braille display gone: BRLTTY stopped answering"), "\(listo.transcript)")
        listo.type("next\r")
        #expect(listo.waitFor("Pending, section 1 of 2, 3 rows."))
        braille = try VirtualBraille(api: api)
        #expect(listo.waitFor("Braille back.", seconds: 15), "\(listo.transcript)")
        #expect(braille.waitFor("Braille back.") != nil, "\(braille.shown)")
        #expect(listo.transcript.components(separatedBy: "Braille display gone").count == 2, "said once")
        listo.type("quit\r")
        #expect(listo.waitForExit() == 0)
    }
}

