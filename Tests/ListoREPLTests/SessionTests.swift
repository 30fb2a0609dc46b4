import ListoAnnouncer
import ListoModel
import ListoStore
@testable import ListoREPL
import ListoTestSupport
import Testing

@Suite struct SessionTests {
    @Test func startsOnTheListTitleAndAFirstNextReachesTheFirstHeader() throws {
        let h = try Harness()
        #expect(h.started == ["Tasks, 2 sections, 5 rows."])
        #expect(h.say("next") == ["Pending, section 1 of 2, 3 rows."])
    }

    @Test func inAFilteredViewNumbersAreTheVisibleRows() throws {
        let h = try Harness()
        h.say("filter the")
        #expect(h.say("delete 2") == ["Deleted Water the plants. 1 row left in filter the."])
        #expect(h.session.library.list(named: "Tasks")!.sections[0].rows.map(\.title) == ["Buy bread", "Call Ana", "Pay the rent"])
    }

    @Test func inAFilteredViewSelectMoveAndActionsUseTheVisibleRows() throws {
        let h = try Harness(arguments: ["--demo", "--profile", "pad"])
        h.say("filter p")
        #expect(h.say("select 2") == ["Renew passport selected, 1 in all.", "Detail: Renew passport."])
        h.say("goto 3")
        #expect(h.say("move up") == ["Moved Water the plants to 2 of 3 in filter p, before Renew passport."], "counted as goto 3 counted it")
        #expect(h.say("Snooze 1") == ["Snooze: Pay the rent. Now snoozed."])
    }

    @Test func typosGetTheNearestCommand() throws {
        let h = try Harness()
        #expect(h.say("nxt") == ["Error: \"nxt\" is not a command. Did you mean next?"])
        #expect(h.say("xyzzy") == ["Error: \"xyzzy\" is not a command. Type help for the commands."])
    }

    @Test func ambiguousReferencesListTheCandidatesNumbered() throws {
        let h = try Harness()
        #expect(h.say("goto p") == ["Pending, section 1 of 2.", "Pay the rent, 3 of 3, pinned, actions Snooze."])
        #expect(h.say("goto b") == ["Buy bread, 1 of 3, actions Done, Delete, Snooze."], "same section: not named again")
        h.say("add Buy milk")
        #expect(h.say("goto bu") == ["Error: \"bu\" matches 2 rows:", "1: Buy bread, row 1 of 4 in Pending.", "2: Buy milk, row 4 of 4 in Pending.",
                                     "Type a number to choose one, or more of the title."])
        #expect(h.say("2") == ["Buy milk, 4 of 4."], "the number said is the number accepted")
        #expect(h.say("2") == ["Error: 2 alone does nothing here; type goto 2."], "the choice is offered once")
    }

    /// `help GROUP` says how many commands it lists, and lists that many, a line each
    /// (with paging off: a group longer than the page is paged as list is).
    @Test func helpForAGroupCountsTheCommandsItSays() throws {
        for language in ["en", "es"] {
            let h = try Harness(arguments: ["--demo", "--language", language])
            h.say(language == "es" ? "página no" : "page off")
            for group in CommandGroup.allCases {
                let lines = h.say("help " + Grammar.groupWord(group, language == "es" ? .es : .en))
                let said = try #require(lines.first?.split(separator: ",").dropFirst().first?.split(separator: " ").first.flatMap { Int($0) })
                #expect(said == lines.count - 1, "\(group) in \(language): \(lines.first ?? "")")
                #expect(said == Grammar.entries.filter { $0.group == group }.count)
            }
        }
    }

    @Test func tabOnAnEmptyLineOffersEveryCommandGrouped() throws {
        let h = try Harness()
        let shown = try #require(h.session.complete(""))
        let lines = shown.display.split(separator: "\n").map(String.init)
        #expect(lines.count == 5)
        #expect(lines.first?.hasPrefix("Reading: help, where") == true)
        for name in Grammar.entries.map(\.name) { #expect(shown.display.contains(name), "\(name) missing") }
    }

    @Test func completionFollowsTheArgumentKind() throws {
        let h = try Harness()
        #expect(h.session.complete("do Sn")?.insert == "Snooze")
        #expect(h.session.complete("section Comp")?.insert == "Completed")
        #expect(h.session.complete("rename Pay")?.insert == "Pay the rent")
        #expect(h.session.complete("verbosity h")?.insert == "high")
    }

    /// note off ROW takes another row's note off: Tab completes that row after off, as
    /// after note alone, in either language, and the usage line names the form.
    @Test func noteOffCompletesTheRow() throws {
        let h = try Harness()
        #expect(h.session.complete("note Ca")?.insert == "Call Ana")
        #expect(h.session.complete("note off Ca")?.insert == "Call Ana")
        #expect(h.session.complete("note off Pay the r")?.insert == "Pay the rent")
        #expect(h.say("help note").contains { $0.hasSuffix("note off, or note off ROW.") })
        _ = h.say("language es")
        #expect(h.session.complete("nota no Ca")?.insert == "Call Ana")
        #expect(h.say("ayuda nota").contains { $0.hasSuffix("nota no, o nota no FILA.") })
    }

    /// An English store heard in Spanish runs Snooze by Posponer: Tab offers Posponer,
    /// not the English word's other language, and not in English.
    @Test func completionOffersTheSampleActionsNameInTheLanguageSpoken() throws {
        let h = try Harness()
        #expect(h.session.complete("Pos") == nil, "English: Posponer is not offered")
        _ = h.say("language es")
        _ = h.say("goto 1")
        #expect(h.session.complete("Pos")?.insert == "Posponer ")
        #expect(h.session.complete("Hec")?.insert == "Hecho ")
        #expect(h.say("ayuda Posponer").first?.hasPrefix("Snooze: una acción de Tasks.") == true)
    }

    /// set, unset and toggle take FIELD, or ROW then FIELD: Tab offers what can come next.
    @Test func completionAfterSetOffersFieldsThenRowsThenFields() throws {
        let h = try Harness()
        let fields = try #require(h.session.complete("set "))
        #expect(fields.display == "done, due, snoozed, pinned", "the declared fields only, no titles mixed in")
        #expect(h.session.complete("set d")?.display == "done, due")
        #expect(h.session.complete("set Ca")?.insert == "Call Ana ", "a start no field has is a row")
        #expect(h.session.complete("set Call Ana ")?.display == "done, due, snoozed, pinned")
        #expect(h.session.complete("set Call Ana p")?.insert == "pinned ")
        #expect(h.session.complete("toggle 2 sn")?.insert == "snoozed ")
        #expect(h.session.complete("set due ") == nil, "the value is not completed")
        #expect(h.session.complete("unset . d")?.display == "done, due")
    }

    /// After move to, Tab offers what can follow there: section and list, then the
    /// rows (move to ROW nests it); after section, the sections; after list, the
    /// lists; after a list's name, section, then that list's sections.
    @Test func completionAfterMoveToOffersWhatFollowsTheKeyword() throws {
        let h = try Harness()
        #expect(h.session.complete("move to ")?.display == "section, list, Buy bread, Call Ana, Pay the rent, Renew passport, Water the plants")
        #expect(h.session.complete("move to s")?.insert == "section")
        #expect(h.session.complete("move to section ")?.display == "Pending, Completed")
        #expect(h.session.complete("move to section Co")?.insert == "Completed")
        #expect(h.session.complete("move to list ")?.display == "Articles, Inbox, Archive", "not its own list")
        #expect(h.session.complete("move to list Ar")?.display == "Articles, Archive")
        #expect(h.session.complete("move to list Articles ")?.insert == "section")
        #expect(h.session.complete("move to list Articles section ")?.display == "Today, This week")
        #expect(h.session.complete("move to list Articles section Th")?.insert == "This week")
        #expect(h.session.complete("move to Wa")?.insert == "Water the plants")
        #expect(h.session.complete("move before Pa")?.insert == "Pay the rent")
        #expect(h.session.complete("move up ") == nil, "nothing follows up")
        #expect(h.session.complete("section add ") == nil, "a new name is not completed")
        h.say("add Section plans")
        #expect(h.session.complete("move to Section pl")?.insert == "Section plans", "a title that starts with a keyword")
    }

    /// Tab offers only the targets move takes, by the rules move refuses by: not the
    /// focused row, not a row of another section to go before or after, not the
    /// row's own list (25, X2).
    @Test func completionOffersOnlyTheTargetsMoveTakes() throws {
        let h = try Harness()
        h.say("goto 1")
        #expect(h.session.complete("move before ")?.display == "Call Ana, Pay the rent")
        #expect(h.session.complete("move after ")?.display == "Call Ana, Pay the rent")
        #expect(h.session.complete("move before W") == nil, "Water the plants is in Completed")
        #expect(h.session.complete("move to ")?.display == "section, list, Call Ana, Pay the rent, Renew passport, Water the plants")
        #expect(h.session.complete("move to B") == nil, "the row itself")
        #expect(h.session.complete("move to list ")?.display == "Articles, Inbox, Archive")
        #expect(h.session.complete("move to list T") == nil, "its own list")
        #expect(h.session.complete("move selection to list ")?.display == "Articles, Inbox, Archive")
        h.say("move to Call Ana")
        #expect(h.session.complete("move to C") == nil, "the row it is inside already")
        let es = try Harness(arguments: ["--demo", "--language", "es"])
        es.say("ir 1")
        #expect(es.session.complete("mover antes ")?.display == "Llamar a Ana, Pagar el alquiler")
        #expect(es.session.complete("mover después ")?.display == "Llamar a Ana, Pagar el alquiler")
        #expect(es.session.complete("mover antes de ")?.display == "Llamar a Ana, Pagar el alquiler", "past de, as the usage line says it")
        #expect(es.session.complete("mover después de ")?.display == "Llamar a Ana, Pagar el alquiler")
        #expect(es.session.complete("mover antes de Ll")?.insert == "Llamar a Ana")
        #expect(es.session.complete("mover a ")?.display == "sección, lista, Llamar a Ana, Pagar el alquiler, Renovar el pasaporte, Regar las plantas")
        #expect(es.session.complete("mover a lista ")?.display == "Artículos, Entrada, Archivo")
    }

    @Test func completionAfterMoverAOffersSpanishWords() throws {
        let h = try Harness(arguments: ["--demo", "--language", "es"])
        #expect(h.session.complete("mover a ")?.display.hasPrefix("sección, lista, Comprar pan") == true)
        #expect(h.session.complete("mover a secc")?.insert == "sección")
        #expect(h.session.complete("mover a sección ")?.display == "Pendientes, Completadas")
        #expect(h.session.complete("mover a lista ")?.display == "Artículos, Entrada, Archivo", "no su propia lista")
        #expect(h.session.complete("mover a lista Artículos ")?.insert == "sección")
        #expect(h.session.complete("mover a lista Artículos sección ")?.display == "Hoy, Esta semana")
        #expect(h.session.complete("mover a lista Artículos sección E")?.insert == "Esta semana")
    }

    @Test func completionInSpanishOffersSpanishWordsAndEnglishWhenTyped() throws {
        let h = try Harness(arguments: ["--demo", "--language", "es"])
        #expect(h.session.complete("sigu")?.insert == "siguiente ")
        #expect(h.session.complete("nex")?.insert == "next ")
        #expect(h.session.complete("ir Lla")?.insert == "Llamar a Ana")
        #expect(h.session.complete("hacer Pos")?.insert == "Posponer")
        #expect(h.session.complete("verbosidad a")?.insert == "alta")
        #expect(h.session.complete("mover desp")?.insert == "después")
        #expect(h.session.complete("estilo barra")?.insert == "barra lateral")
        let every = try #require(h.session.complete(""))
        #expect(every.display.hasPrefix("Lectura: ayuda, dónde, leer"))
    }

    @Test func aRowAndATextThatReadTwoWaysAreRefusedNamingBoth() throws {
        let h = try Harness()
        h.say("goto Call Ana")
        // The quoted example is the way out, so the command's whole usage is not said as well.
        #expect(h.say("rename Buy bread Buy rye") == [
            "Error: rename can be read two ways: Buy bread, text Buy rye; or Call Ana, text Buy bread Buy rye. A quoted title says which: rename \"Buy bread\" to Buy rye.",
        ])
        #expect(h.say("rename Buy bread to Buy rye") == ["Renamed Buy bread to Buy rye."])
    }

    @Test func completionOffersCommandsAndTitles() throws {
        let h = try Harness()
        #expect(h.session.complete("nex")?.insert == "next ")
        #expect(h.session.complete("goto Bu")?.insert == "Buy bread")
        let both = try #require(h.session.complete("se"))
        #expect(both.display.contains("section") && both.display.contains("select"))
        #expect(h.session.complete("open Arc")?.insert == "Archive")
    }

    /// Two sessions on one new store file, as two people in two terminals.
    func twoSessions() throws -> (Harness, Harness) {
        let path = Fixture.temporaryFolder().appendingPathComponent("shared.db").path
        return (try Harness(arguments: ["--store", path, "--demo"]), try Harness(arguments: ["--store", path]))
    }

    @Test func twoSessionsOnOneStoreHearEachOther() throws {
        let (a, b) = try twoSessions()
        a.say("next")
        a.say("next")
        b.say("goto Buy bread")
        b.say("delete")
        #expect(a.say("where").first == "Buy bread deleted elsewhere.")
        b.say("add Milk")
        let heard = a.say("next")
        #expect(heard.first == "Milk added to Pending elsewhere.")
        #expect(b.say("where").first?.hasSuffix(" elsewhere.") == false, "own changes are never said back")
    }

    @Test func aRowChangedElsewhereIsNamedWithWhatChanged() throws {
        let (a, b) = try twoSessions()
        a.say("goto Buy bread")
        b.say("mark done Call Ana")
        b.say("note Call Ana: bring cake")
        #expect(a.say("where").first == "Call Ana: done and notes changed elsewhere.")
        b.say("rename Pay the rent to Rent")
        b.say("pin Buy bread")
        #expect(Array(a.say("where").prefix(2)) == ["Pay the rent renamed to Rent elsewhere.", "Buy bread: pinned elsewhere."])
        #expect(a.say("where").first?.hasSuffix(" elsewhere.") == false, "each change is heard once")
    }

    @Test func theSidebarCountsAListsRowsAgainAfterAnotherSessionWrites() throws {
        let (a, b) = try twoSessions()
        #expect(a.say("lists").contains("2. Articles, 5 rows, 3 unread."))
        b.say("open Articles")
        b.say("add Captions that help")
        // The row added arrives unread, and is counted so.
        #expect(a.say("lists").contains("2. Articles, 6 rows, 4 unread."))
        b.say("mark read Lists by ear")
        #expect(a.say("lists").contains("2. Articles, 6 rows, 3 unread."), "badges are counted again too")
    }

    @Test func focusStaysWhereARowDeletedElsewhereWas() throws {
        let (a, b) = try twoSessions()
        a.say("goto Call Ana")
        b.say("delete Call Ana")
        // Focus goes to the row that followed, as a delete made here puts it, said once:
        // next lands there, on the row after the gap.
        #expect(a.say("next") == ["Call Ana deleted elsewhere.", "Now on Pay the rent, 2 of 2."])
        a.say("goto Buy bread")
        b.say("delete Buy bread")
        #expect(a.say("next") == ["Buy bread deleted elsewhere.", "Now on Pay the rent, 1 of 1."])
        #expect(a.say("next").first?.hasPrefix("Completed") == true, "next then goes on from there")
    }

    @Test func previousAfterARowLeftReachesTheRowBeforeIt() throws {
        let (a, b) = try twoSessions()
        a.say("goto Call Ana")
        b.say("goto Call Ana")
        b.say("Done")
        #expect(a.say("previous").prefix(3) == ["Call Ana moved to Completed, done elsewhere.", "Now on Pay the rent, 2 of 2.", "Buy bread, 1 of 2."])
    }

    @Test func aFullDiskRefusesTheChangeAndLeavesMemoryAsTheStoreIs() throws {
        let path = Fixture.temporaryFolder().appendingPathComponent("full.db").path
        let h = try Harness(arguments: ["--store", path, "--demo"])
        // SQLite answers SQLITE_FULL, as on a full disk, once the file may not grow; its free
        // pages (a new store may hold some) are given back first, else the row fits in them.
        try (h.session.store as! Store).executeForTesting("VACUUM")
        try (h.session.store as! Store).executeForTesting("PRAGMA max_page_count = 1")
        let big = String(repeating: "x", count: 1_000)
        #expect(h.say("add \(big)") == ["Error: saving to \(path) failed: the disk is full. Nothing was changed."])
        #expect(h.say("list").contains("Pay the rent, pinned."))
        #expect(!h.say("list").contains { $0.hasPrefix("xxx") })
        #expect(h.session.library.list(named: "Tasks")!.rowCount == 5)
        let reopened = try Harness(arguments: ["--store", path])
        #expect(reopened.started == ["Tasks, 2 sections, 5 rows."])
    }
}

@Suite struct CompletionDisplayTests {
    /// Completion choices reach libedit made visible; a title that would have to be
    /// shown differently from what it is is listed, never inserted.
    @Test func choicesAreShownVisiblyAndControlCharactersAreNotInserted() {
        let plain = EditorSource.shown((remove: 2, insert: "Buy bread", display: ""))
        #expect(plain.remove == 2 && plain.insert == "Buy bread" && plain.display == "")
        let several = EditorSource.shown((remove: 1, insert: "B", display: "B\u{1B}]52;c;eA==\u{07}, Bb"))
        #expect(several.insert == "B" && several.display == "B^[]52;c;eA==^G, Bb")
        let hostile = EditorSource.shown((remove: 1, insert: "B\u{202E}x", display: ""))
        #expect(hostile.remove == 0 && hostile.insert == "" && hostile.display == "BU+202Ex")
    }

    /// The choices are wrapped as every answer is at `--width`, and without one at the
    /// terminal's width after a comma, never inside a choice (25, X3).
    @Test func choicesAreWrappedAtTheWidthOrAtCommas() {
        let answer = (remove: 0, insert: "", display: "section, list, Call Ana, Pay the rent, Renew passport, Water the plants")
        #expect(EditorSource.shown(answer, width: 40).display == "section, list, Call Ana, Pay the rent,\nRenew passport, Water the plants")
        #expect(EditorSource.shown(answer, columns: 60).display == "section, list, Call Ana, Pay the rent, Renew passport,\nWater the plants")
        #expect(EditorSource.shown(answer).display == answer.display)
        let groups = EditorSource.shown((remove: 0, insert: "", display: "Moving: next, previous, goto\nChanging: add, rename"), columns: 20)
        #expect(groups.display == "Moving: next,\nprevious, goto\nChanging: add,\nrename")
    }
}

@Suite struct HistoryTests {
    /// `!N` is kept as the line it ran, and like any line, once when it repeats
    /// the line before it, as libedit's own history (and so the arrow keys) keeps it.
    @Test func bangIsKeptAsTheLineItRanAndARepeatOnce() throws {
        let h = try Harness()
        h.say("next")
        h.say("goto Call")
        h.say("!1")
        #expect(h.say("history").dropFirst() == ["1. next", "2. goto Call", "3. next"])
        h.say("!3")
        h.say("next")
        #expect(h.say("history").dropFirst() == ["1. next", "2. goto Call", "3. next"], "a line straight after itself is kept once")
    }

    @Test func historySaysTheLastCommandsNumberedAndBangRunsOne() throws {
        let h = try Harness()
        #expect(h.say("history") == ["History is empty."])
        #expect(h.say("!1") == ["Error: !1: the history is empty."])
        h.say("next")
        h.say("goto Call")
        h.say("history")
        #expect(h.say("history") == ["History: 2 commands. Again.", "1. next", "2. goto Call"], "looking it up is not kept")
        #expect(h.say("!1") == ["Pay the rent, 3 of 3, pinned, actions Snooze."])
        #expect(h.say("history") == ["History: 3 commands.", "1. next", "2. goto Call", "3. next"], "!1 is kept as what it ran")
        #expect(h.say("history GO") == ["History: 1 command holds \"GO\".", "2. goto Call"])
        #expect(h.say("history zzz") == ["History: \"zzz\" is in no command."])
        #expect(h.say("!7") == ["Error: !7 is not in the history. Give a number from 1 to 3; type history to hear them."])
        for i in 1...12 { h.say("goto \(i % 3 + 1)") }
        let recent = h.say("history")
        #expect(recent.first == "History: last 10 of 15.")
        #expect(recent.dropFirst().first == "6. goto 1")
    }

    @Test func commandLinesSplitAtSemicolonsOutsideQuotes() {
        #expect(Options.commandLines("next; rename \"a;b\" c;;  list ") == ["next", "rename \"a;b\" c", "list"])
        // A quote after a digit is part of the word, and opens nothing that would take the semicolon.
        #expect(Options.commandLines("add 5\" screen; goto 1") == ["add 5\" screen", "goto 1"])
    }
}

/// Undo keeps the last 100 steps (issue 10, point 11).
@Suite struct UndoLimitTests {
    @Test func theOldestStepFallsOffPastTheLimitAndThatIsSaid() throws {
        let h = try Harness()
        h.say("next")
        for i in 1...Session.undoLimit {
            #expect(h.say("add Step \(i)").count == 1, "no notice before the limit")
        }
        let past = h.say("add Step 101")
        #expect(past == ["Added Step 101, 104 of 104.", "Undo keeps the last 100 changes; the oldest was let go."])
        #expect(h.say("add Step 102") == ["Added Step 102, 105 of 105."], "said once a session")
        for _ in 1...Session.undoLimit { _ = h.say("undo") }
        #expect(h.say("undo") == ["Error: undo keeps the last 100 changes, and they are all taken back."])
        #expect(h.say("find Step 2,").isEmpty == false)
        #expect(h.session.library.list(named: "Tasks")!.rowCount == 5 + 2, "Steps 1 and 2 stay: their undo steps fell off")
    }

    /// Gives `parent` the subtasks `titles`, each added under it.
    private func addChildren(_ h: Harness, under parent: String, _ titles: String...) {
        for title in titles {
            h.say("goto \(parent)")
            h.say("add child \(title)")
        }
    }

    @Test func aParentMarkedDoneAnyWaySaysHowManySubtasksAreOpen() throws {
        let h = try Harness()
        addChildren(h, under: "Buy bread", "Flour", "Yeast")
        h.say("goto Buy bread")
        #expect(h.say("mark done") == ["Buy bread: done.", "Buy bread: 2 subtasks still open."])
        h.say("undo")
        #expect(h.say("set done true").last == "Buy bread: 2 subtasks still open.")
    }

    /// The subtasks a row marked done leaves open are counted at any depth, as its
    /// done count is ("1 of 2 done"); rows marked done together say one count for all.
    @Test func subtasksStillOpenAreCountedAtAnyDepthAndForAllTheRowsMarked() throws {
        let h = try Harness()
        h.say("goto Buy bread")
        h.say("add child Rye")
        h.say("add child Wheat")
        h.say("goto Rye")
        #expect(h.say("mark done") == ["Rye: done.", "Rye: 1 subtask still open."])
        h.say("goto Buy bread")
        // Its one child is done; Wheat, inside it, is not.
        #expect(h.say("mark done") == ["Buy bread: done.", "Buy bread: 1 subtask still open."])
        h.say("undo")
        addChildren(h, under: "Call Ana", "Ask Sam", "Ask Lee")
        h.say("edit on")
        h.say("select Buy bread")
        h.say("select Call Ana")
        #expect(h.say("Done").first == "Done: 2 rows. Now in Completed. 3 subtasks still open.")
    }

    /// The rows outside any section are named as `sections` says them.
    @Test func theRowsOutsideAnySectionAreNamedAsSectionsSaysThem() throws {
        let h = try Harness()
        h.say("new list Chores")
        h.say("add Renew passport")
        h.say("add Wash car")
        h.say("section add Later")
        h.say("add Paint fence")
        #expect(h.say("sections").dropFirst().first == "1. Outside any section, 2 rows.")
        h.say("goto Wash car")
        h.say("move to section Later")
        #expect(h.say("move to section outside any section") == ["Moved Wash car to Chores, 2 of 2."])
        #expect(h.say("section Outside any section").first == "Outside any section, section 1 of 2, 2 rows.")
    }
}
