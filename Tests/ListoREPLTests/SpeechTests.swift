import Foundation
import ListoAnnouncer
import ListoModel
import ListoREPL
import ListoStore
import ListoTestSupport
import Testing

/// listo's own voice, heard through a fake speech-dispatcher on a Unix socket:
/// what libspeechd sent for each command of a whole session. One speaking session
/// at a time, as in a listo process: two libspeechd connections opened at once in
/// one process lost each other's commands in about one run in twenty.
@Suite(.serialized) struct SpeechTests {
    static let heading = ["SET RATE -10", "SET PITCH -45"]
    static let normal = ["SET RATE 0", "SET PITCH 0"]

    /// Each command and what speech-dispatcher received for it, in order.
    static let session: [(command: String, received: [String])] = [
        ("next", ["CANCEL"] + heading + ["SET VOLUME 0", "MESSAGE: Pending, section 1 of 2, 3 rows."]),
        ("next", ["CANCEL"] + normal + ["MESSAGE: Buy bread, 1 of 3, actions Done, Delete, Snooze."]),
        ("swipe leading", [
            "CANCEL", "icon MESSAGE: listo-swipe",
            "MESSAGE: Buy bread, leading swipe open, 1 action.",
            "MESSAGE: 1. Done, leading, full swipe, green.",
            "MESSAGE: Choose a number, an action's name, or cancel.",
        ]),
        ("1", ["CANCEL", "icon MESSAGE: listo-done", "MESSAGE: Done: Buy bread. Now in Completed."]),
        ("delete 1", ["CANCEL", "icon MESSAGE: listo-deleted", "MESSAGE: Deleted Renew passport. 2 rows left."]),
        // A refusal: its cue, another speaker, and the priority that goes over other programs' speech.
        ("nxt", [
            "CANCEL", "icon IMPORTANT: listo-refusal", "SET VOICE_TYPE FEMALE1", "SET RATE -5", "SET PITCH 20",
            "IMPORTANT: Error: \"nxt\" is not a command. Did you mean next?",
        ]),
        // Another session added a row before this command.
        ("list all", [
            "CANCEL", "icon MESSAGE: listo-elsewhere", "SET VOICE_TYPE MALE1"] + normal + [
            "MESSAGE: Fix the tap added to Pending elsewhere."] + heading + [
            "MESSAGE: Pending, 1 of 2, 3 rows."] + normal + [
            "MESSAGE: Call Ana.", "MESSAGE: Pay the rent, pinned.", "MESSAGE: Fix the tap."] + heading + [
            "MESSAGE: Completed, 2 of 2, 2 rows."] + normal + [
            "MESSAGE: Water the plants, done.", "MESSAGE: Buy bread, done.",
            "SET RATE 30", "SET VOLUME -30", "MESSAGE: Footer: Archived after thirty days.",
            "icon MESSAGE: listo-end",
        ]),
        ("verbosity high", ["CANCEL", "SET RATE 0", "SET VOLUME 0", "MESSAGE: Verbosity: high."]),
        // A hint is said quickly and softly, after its header in the heading voice.
        ("section last", [
            "CANCEL"] + heading + ["MESSAGE: Completed, section 2 of 2, 2 rows.",
            "SET RATE 30", "SET PITCH 0", "SET VOLUME -30", "MESSAGE: Hint: next reads its rows; section next skips it.",
        ]),
        ("verbosity low", ["CANCEL", "SET RATE 0", "SET VOLUME 0", "MESSAGE: Verbosity: low."]),
        ("last", ["CANCEL", "SET RATE 30", "SET VOLUME -30", "MESSAGE: Footer: Archived after thirty days."]),
        // At low verbosity the cue takes the place of "End of list."
        ("next", ["CANCEL", "icon MESSAGE: listo-end"]),
        ("voice rate 40", ["CANCEL", "SET RATE 40", "SET VOLUME 0", "MESSAGE: Rate: 40."]),
        ("voice pitch -10", ["CANCEL", "SET PITCH -10", "MESSAGE: Pitch: -10."]),
        ("voice name en-us", ["CANCEL", "LIST SYNTHESIS_VOICES", "SET SYNTHESIS_VOICE en-us", "MESSAGE: Voice: en-us."]),
        ("voice language es", ["CANCEL", "SET LANGUAGE es", "MESSAGE: Language: es."]),
        ("previous", ["CANCEL", "MESSAGE: Buy bread, 2, done."]),
        // Speech off, sounds on: cues only, and this row has none.
        ("speak off", ["CANCEL"]),
        ("next", ["CANCEL"]),
        ("sounds off", ["CANCEL"]),
        ("next", []),
    ]

    /// listo speaking and sounding to a fake server, and a second session on the same store.
    func speakingPair() throws -> (server: FakeSpeechServer, h: Harness, other: Harness) {
        let path = Fixture.temporaryFolder().appendingPathComponent("listo.db").path
        let server = try FakeSpeechServer()
        let h = try Harness(arguments: ["--speak", "--sounds"], location: .file(path),
                            speech: SpeechDispatcher.connector(socket: server.socketPath, environment: [:]))
        return (server, h, try Harness(location: .file(path)))
    }

    @Test func aWholeSessionSendsTextsPrioritiesCancelsVoicesAndCues() throws {
        let (server, h, other) = try speakingPair()
        defer { server.stop() }
        let opening = server.received
        #expect(opening.first?.hasPrefix("SET CLIENT_NAME") == true && opening.first?.hasSuffix(":listo:main\"") == true)
        #expect(Array(opening.dropFirst()) == ["SET LANGUAGE en", "SET VOICE_TYPE MALE1"] + SpeechTests.heading + ["SET VOLUME 0", "MESSAGE: Tasks, 2 sections, 5 rows."]
                + ["SET RATE 30", "SET PITCH 0", "SET VOLUME -30", "MESSAGE: For the commands, type help."], "a new store's first start says how to get help")
        var spoken = opening
        for (command, expected) in SpeechTests.session {
            server.clear()
            if command == "list all" { other.say("add Fix the tap") }
            h.say(command)
            #expect(server.received == expected, "\(command)")
            spoken += server.received
        }
        // Every text spoken is a line listo printed; the prompt is never spoken.
        let said = spoken.compactMap { entry -> String? in
            guard !entry.hasPrefix("icon"), let colon = entry.range(of: ": "), entry.hasPrefix("MESSAGE") || entry.hasPrefix("IMPORTANT") else { return nil }
            return String(entry[colon.upperBound...])
        }
        #expect(said.count == 29, "listo said: \(h.output.lines.prefix(3))")
        #expect(said.allSatisfy { h.output.lines.contains($0) })
        #expect(!said.contains { $0.hasSuffix("> ") })
    }

    @Test func aRefusalAfterOtherLinesWaitsItsTurn() throws {
        let (server, h, other) = try speakingPair()
        defer { server.stop() }
        h.say("next")
        other.say("add Fix the tap")
        server.clear()
        h.say("nxt")
        #expect(server.received == [
            "CANCEL", "icon MESSAGE: listo-elsewhere", "SET RATE 0", "SET PITCH 0", "MESSAGE: Fix the tap added to Pending elsewhere.",
            "icon MESSAGE: listo-refusal", "SET VOICE_TYPE FEMALE1", "SET RATE -5", "SET PITCH 20",
            "MESSAGE: Error: \"nxt\" is not a command. Did you mean next?",
        ], "listo said: \(h.output.lines)")
    }

    @Test func theVoiceSpeaksTheInterfacesLanguageUnlessItHasItsOwn() throws {
        let server = try FakeSpeechServer()
        defer { server.stop() }
        let h = try Harness(arguments: ["--demo", "--speak", "--language", "es"],
                            speech: SpeechDispatcher.connector(socket: server.socketPath, environment: [:]))
        #expect(server.received.dropFirst().first == "SET LANGUAGE es")
        server.clear()
        h.say("voice language en-gb")
        #expect(server.received.contains("SET LANGUAGE en-gb"))
        server.clear()
        h.say("voice language default")
        #expect(server.received.contains("SET LANGUAGE es"))
    }

    @Test func ctrlCCutsOffWhatIsBeingSaid() throws {
        let (server, h, _) = try speakingPair()
        defer { server.stop() }
        h.say("list all")
        server.clear()
        h.runner.run(.cancelled)
        #expect(server.received == ["CANCEL"])
    }

    @Test func anUnreachableServerIsSaidOnceAndListoGoesOnSilently() throws {
        let missing = Fixture.temporaryFolder().appendingPathComponent("none.sock").path
        let h = try Harness(arguments: ["--demo", "--speak"], speech: SpeechDispatcher.connector(socket: missing, environment: [:]))
        // Said before the first answer, which then says what listo does.
        #expect(h.started == ["No speech: speech-dispatcher can't be reached; listo goes on silently.", "Tasks, 2 sections, 5 rows."])
        #expect(h.say("next") == ["Pending, section 1 of 2, 3 rows."])
        #expect(h.say("speak") == ["Speech off."], "what is said is what listo does")
        // Turning one on that can't connect is answered by that, not by "Sounds on.".
        #expect(h.say("sounds on") == ["No speech: speech-dispatcher can't be reached; listo goes on silently."])
        #expect(h.say("next") == ["Buy bread, 1 of 3, actions Done, Delete, Snooze."])
        #expect(h.say("speak on") == ["No speech: speech-dispatcher can't be reached; listo goes on silently."])
        // Off for this run already, but speak on was kept for the next: off clears it, and says nothing of the server.
        #expect(h.say("speak off") == ["Speech off."], "turning speech off says nothing of the server")
        #expect(h.say("speak off") == ["Speech off. Already so; nothing changed."])
        #expect(h.say("sounds") == ["Sounds off."])
    }

    /// Speech and sounds kept on in the store, with no server to reach: each run says so
    /// first, before its first answer, and speak off and sounds off clear what is kept,
    /// though the run had them off already, so that the next run says nothing of it.
    @Test func offClearsSpeechKeptOnThatCouldNotBeReached() throws {
        let missing = Fixture.temporaryFolder().appendingPathComponent("none.sock").path
        let path = Fixture.temporaryFolder().appendingPathComponent("voz.db").path
        let unreachable = "Sin voz: no se puede llegar a speech-dispatcher; listo sigue en silencio."
        func run(_ arguments: [String] = []) throws -> Harness {
            try Harness(arguments: ["--language", "es"] + arguments, location: .file(path), speech: SpeechDispatcher.connector(socket: missing, environment: [:]))
        }
        let first = try run()
        #expect(first.say("hablar sí") == [unreachable])
        #expect(first.say("sonidos sí") == [unreachable + " Respuesta a sonidos sí."])
        #expect(SpeechSettings(stored: try first.session.store.settings()).speak, "the store keeps what was asked, for the next run to try")
        #expect(SpeechSettings(stored: try first.session.store.settings()).sounds)
        let second = try run()
        #expect(second.started.first == unreachable, "said before the first answer")
        #expect(second.say("sonidos") == ["Sonidos desactivados."], "what is said is what listo does")
        #expect(second.say("hablar no") == ["Voz desactivada."])
        #expect(second.say("sonidos no") == ["Sonidos desactivados."])
        #expect(second.say("hablar no") == ["Voz desactivada. Ya estaba así; no cambió nada."])
        let third = try run()
        #expect(!third.started.contains(unreachable))
        #expect(third.session.settings.speech == SpeechSettings())
        // A run's own --speak is not kept by another change to the voice.
        let fourth = try run(["--speak"])
        #expect(fourth.started.first == unreachable)
        fourth.say("voz velocidad 20")
        #expect(try run().session.settings.speech.speak == false)
    }

    @Test func voiceListSaysTheVoicesOfTheLanguageSpokenAndCountsTheirVariants() throws {
        let server = try FakeSpeechServer()
        defer { server.stop() }
        let h = try Harness(arguments: ["--demo"], speech: SpeechDispatcher.connector(socket: server.socketPath, environment: [:]))
        #expect(h.say("voice list") == [
            "Voices for en: 2. Each also comes as 1 variant, as NAME+variant.",
            "1. English (America), en-US.", "2. English (Great Britain), en-GB.",
            "Type voice name and one, or voice name default.",
        ])
        #expect(server.received.contains("LIST SYNTHESIS_VOICES"))
        #expect(h.say("voice list fr") == ["Voices for fr: 1.", "1. Français (France), fr.", "Type voice name and one, or voice name default."])
        #expect(h.say("voice list all") == [
            "Voices: 4. They come in 2 variants too, as NAME+variant.", "1. English (America), en-US.", "2. English (Great Britain), en-GB.",
            "3. Spanish (Spain), es.", "4. Français (France), fr.", "Type voice name and one, or voice name default.",
        ])
        #expect(h.say("voice list zz") == ["Voices for zz: none. Type voice list all to hear every language."])
        #expect(h.say("voice name English (America)") == ["Voice: English (America)."])
        #expect(h.say("voice name english (AMERICA)") == ["Voice: English (America). Already so; nothing changed."], "a voice is named by the one name rule, and kept as the synthesizer spells it")
        #expect(h.say("voice language es") == ["Language: es."])
        #expect(h.say("voice list").first == "Voices for es: 1. Each also comes as 1 variant, as NAME+variant.")
        let missing = Fixture.temporaryFolder().appendingPathComponent("none.sock").path
        let alone = try Harness(arguments: ["--demo"], speech: SpeechDispatcher.connector(socket: missing, environment: [:]))
        #expect(alone.say("voice list") == ["No speech: speech-dispatcher can't be reached; listo goes on silently."])
    }

    @Test func eachVoiceNumberTakesDefault() throws {
        let h = try Harness()
        h.say("voice rate 60")
        h.say("voice pitch -20")
        h.say("voice volume 10")
        #expect(h.say("voice rate default") == ["Rate: 0."])
        #expect(h.say("voice pitch default") == ["Pitch: 0."])
        #expect(h.say("voice volume default") == ["Volume: 0."])
        #expect(h.session.settings.speech == SpeechSettings())
    }

    @Test func aServerThatStopsIsSaidOnceAndListoGoesOnSilently() throws {
        let server = try FakeSpeechServer()
        defer { server.stop() }
        let h = try Harness(arguments: ["--demo", "--speak"], speech: SpeechDispatcher.connector(socket: server.socketPath, environment: [:]))
        server.hangUp()
        #expect(h.say("next") == ["No speech: speech-dispatcher stopped answering; listo goes on silently.", "Pending, section 1 of 2, 3 rows."])
        #expect(h.say("next") == ["Buy bread, 1 of 3, actions Done, Delete, Snooze."])
        // Asking again connects again.
        server.clear()
        h.say("speak off")
        #expect(h.say("speak on") == ["Speech on."])
        #expect(server.received.contains("MESSAGE: Speech on."))
    }

    @Test func settingsAreKeptBetweenRuns() throws {
        let path = Fixture.temporaryFolder().appendingPathComponent("listo.db").path
        let first = try Harness(arguments: [], location: .file(path))
        for line in ["speak on", "sounds on", "voice rate 60", "voice pitch -20", "voice volume 10", "voice name en-us", "voice language es"] {
            first.say(line)
        }
        let second = try Harness(arguments: [], location: .file(path))
        var expected = SpeechSettings()
        (expected.speak, expected.sounds, expected.rate, expected.pitch, expected.volume) = (true, true, 60, -20, 10)
        (expected.voice, expected.language) = ("en-us", "es")
        #expect(second.session.settings.speech == expected)
        #expect(second.say("voice") == ["Rate 60, pitch -20, volume 10, voice en-us, language es."])
        second.say("voice name default")
        #expect(try Harness(arguments: [], location: .file(path)).session.settings.speech.voice == nil)
    }

    @Test func speechCommandsRefuseWhatTheyCantUse() throws {
        let h = try Harness()
        #expect(h.say("voice rate 101") == ["Error: voice does not take \"101\". Usage: voice rate N, N from -100 to 100, or default."])
        #expect(h.say("speak loudly") == ["Error: speak does not take \"loudly\". Usage: speak, speak on, or speak off."])
        #expect(h.say("voice language ../x") == ["Error: voice does not take \"../x\". Usage: voice language CODE or default, as en or es."])
        #expect(h.session.settings.speech == SpeechSettings())
    }

    @Test func theBellRingsForListEndsAndRefusalsOnly() throws {
        let h = try Harness(arguments: ["--demo", "--bell"])
        func rang(_ line: String) -> Bool {
            let before = h.output.rings.count
            h.say(line)
            return h.output.rings.count > before
        }
        #expect(rang("previous"))
        #expect(!rang("next"))
        #expect(rang("nxt"))
        h.say("next")
        #expect(!rang("swipe leading"))
        let before = h.output.lines.count
        #expect(rang("list all"))
        #expect(h.output.rings.last == h.output.lines.count && h.output.lines.count > before + 1, "the end of a read rings after its last line")
        #expect(h.output.lines.allSatisfy { !$0.contains("\u{07}") })
        let quiet = try Harness(arguments: ["--demo"])
        quiet.say("previous")
        quiet.say("nxt")
        #expect(quiet.output.rings.isEmpty)
    }
}

/// The Makefile makes a sound for every cue listo plays.
@Suite struct SoundIconTests {
    @Test func everyCueHasASoundInTheMakefile() throws {
        let makefile = try String(contentsOf: Fixture.root.appendingPathComponent("Makefile"), encoding: .utf8)
        let listed = makefile.split(separator: "\n").first { $0.hasPrefix("CUES = ") }.map { $0.dropFirst(7).split(separator: " ").map(String.init) }
        #expect(listed == Cue.allCases.map(\.rawValue))
        for cue in Cue.allCases { #expect(makefile.contains("CUE_\(cue.rawValue) = synth ")) }
    }
}
