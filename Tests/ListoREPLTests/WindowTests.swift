import ListoModel
@testable import ListoREPL
import ListoStore
import ListoTestSupport
import Testing

/// A long list is read a few sections at a time. These sessions open a list of
/// 40 sections of 25 rows with a window of 100 rows, beside a session holding
/// the same list whole, and must say the same lines while reading only a few
/// sections of it.
@Suite struct WindowTests {
    /// A store holding one list, "Long", of `sections` named sections of `rows` rows each.
    static func longStore(at path: String, sections: Int = 40, rows: Int = 25) throws {
        let store = try Store(.file(path), seed: false)
        var id: Int64 = 100
        let tasks = Samples.library().library.list(named: "Tasks")!.settings
        let made = (0..<sections).map { s in
            Section(id: SectionID(Int64(s + 1)), header: "Part \(s + 1)", position: Positions.spaced(s), rows: (0..<rows).map { r in
                id += 1
                // Two rows far apart that a filter finds, so filtering reads their sections only.
                let title = (s, r) == (19, 4) ? "Marker one" : (s, r) == (34, 9) ? "Marker two" : "Item \(s + 1)-\(r + 1)"
                return Row(id: RowID(id), title: title, position: Positions.spaced(r))
            })
        }
        try store.transaction {
            try store.insert(Library(lists: [ListDocument(id: ListID(1), name: "Long", position: Positions.gap, settings: tasks, sections: made)]))
            try store.executeForTesting("UPDATE counter SET next_id = \(id + 100)")
        }
    }

    /// Rows held in memory now, at the top level.
    static func readRows(_ session: Session) -> Int {
        session.library.lists.first!.sections.reduce(0) { $0 + $1.rows.count }
    }

    @Test func aLongListWithARowWaitingHidesItAsAListReadWholeDoes() throws {
        let folder = Fixture.temporaryFolder()
        let path = folder.appendingPathComponent("long.db").path
        try WindowTests.longStore(at: path)
        let setter = try Harness(arguments: ["--store", path, "--today", "2026-12-01"], windowRows: 100)
        setter.say("goto Item 30-2")
        #expect(setter.say("set start monday").first == "Item 30-2: waiting until Monday.")
        let windowed = try Harness(arguments: ["--store", path, "--today", "2026-12-01"], windowRows: 100)
        let whole = try Harness(arguments: ["--store", path, "--today", "2026-12-01"], windowRows: 100_000)
        for line in ["goto Item 30-1", "next", "list", "goto Part 30", "filter waiting"] {
            #expect(windowed.say(line) == whole.say(line), "\(line)")
        }
        #expect(!windowed.say("filter off; goto Item 30-1; next").joined().contains("Item 30-2"))
        let monday = try Harness(arguments: ["--store", path, "--today", "2026-12-07"], windowRows: 100)
        monday.say("goto Item 30-1")
        #expect(monday.say("next").first?.hasPrefix("Item 30-2") == true)
    }

    @Test func openingReadsOnlyCountsAndMovingReadsOnlyWhatIsNear() throws {
        let folder = Fixture.temporaryFolder()
        let path = folder.appendingPathComponent("long.db").path
        try WindowTests.longStore(at: path)
        let windowed = try Harness(arguments: ["--store", path], windowRows: 100)
        #expect(windowed.started == ["Long, 40 sections, 1000 rows."])
        // Opening reads the sections' counts and a window of the first section: its first rows, a margin either way.
        #expect(WindowTests.readRows(windowed.session) == 2 * windowed.session.environment.windowMargin, "opening reads the first rows only")
        let script = [
            "next", "next", "section next", "next", "goto 7", "where",
            "goto Item 33-4", "next", "previous", "delete", "undo", "move up", "move down", "Snooze",
            "section 30", "next", "last", "previous", "first", "next",
            "find item 20-2", "find item 1-1", "find zebra", "goto Marker", "2", "read Marker", "1", "filter marker", "next", "next", "last", "goto 1", "filter off",
            "goto Item 40-25", "edit on", "select 1-3", "delete selection", "undo", "redo", "undo", "edit off",
            "move to section Part 2", "undo", "add Brand new", "rename Item 40-1 to Renamed far away", "undo", "undo",
            "lists", "list", "section 15", "list", "list all", "more", "more", "goto Item 39-20", "read on", "more", "more",
            "search marker", "open 2", "where", "goto Item 7-3", "set snoozed true", "sections",
        ]
        try WindowTests.longStore(at: folder.appendingPathComponent("whole2.db").path)
        let reference = try Harness(arguments: ["--store", folder.appendingPathComponent("whole2.db").path], windowRows: 100_000)
        #expect(reference.started == windowed.started)
        var mostRead = 0
        for line in script {
            let said = reference.say(line)
            #expect(windowed.say(line) == said, "\(line)")
            mostRead = max(mostRead, WindowTests.readRows(windowed.session))
        }
        #expect(mostRead <= 150, "at most about a window of rows stays read: \(mostRead)")
        #expect(WindowTests.readRows(reference.session) > 900)
        let a = try Store(.file(path), seed: false)
        let b = try Store(.file(folder.appendingPathComponent("whole2.db").path), seed: false)
        #expect(try a.loadList(ListID(1)) == b.loadList(ListID(1)), "both stores hold the same list")
    }

    @Test func aRowsNameIsCompletedFromTheTitleIndexNotFromTheRowsRead() throws {
        let folder = Fixture.temporaryFolder()
        let path = folder.appendingPathComponent("long.db").path
        try WindowTests.longStore(at: path)
        let h = try Harness(arguments: ["--store", path], windowRows: 100)
        #expect(WindowTests.readRows(h.session) == 2 * h.session.environment.windowMargin)
        #expect(h.session.complete("goto mark")?.insert == "Marker ")
        #expect(h.session.complete("goto marker o")?.insert == "Marker one")
        #expect(h.session.complete("goto item 33-1")?.display.contains("Item 33-10") == true)
        #expect(h.session.complete("goto item 33-1")?.display.contains("Only the first") == false)
    }

    /// The titles Tab offers from the title index come 50 at a time: where more start
    /// so, the choices say it, and the line is completed as far as the first and the
    /// last title so begun share, where the 50's own common start may go further.
    @Test(arguments: [("en", "goto item 1", "Only the first 50 titles are listed. Type more letters to narrow them."),
                      ("es", "ir item 1", "Solo se listan los primeros 50 títulos. Escribe más letras para acotarlos.")])
    func titlesBeyondTheFirstFiftyAreSaidToBeThere(language: String, line: String, said: String) throws {
        let folder = Fixture.temporaryFolder()
        let path = folder.appendingPathComponent("long.db").path
        try WindowTests.longStore(at: path)
        let h = try Harness(arguments: ["--store", path, "--language", language], windowRows: 100)
        let offered = try #require(h.session.complete(line))
        let lines = offered.display.split(separator: "\n").map(String.init)
        #expect(lines.last == said)
        #expect(lines.first?.split(separator: ",").count == 50)
        // Every title so begun starts "Item 1": the line is completed that far, in the titles' case, and no further.
        #expect(offered.insert == "Item 1" && offered.remove == 6)
        // Titles that share more than was typed: `it` completes to what all 1,000 share.
        #expect(h.session.complete(language == "en" ? "goto it" : "ir it")?.insert == "Item ")
    }

    /// Another session's changes to sections this one has not read are heard by
    /// their counts; a row moved out of a section read leaves it and is heard as moved.
    @Test(arguments: [100, 100_000])
    func changesElsewhereToSectionsNotReadAreHeardByTheirCounts(windowRows: Int) throws {
        let path = Fixture.temporaryFolder().appendingPathComponent("long.db").path
        try WindowTests.longStore(at: path)
        let a = try Harness(arguments: ["--store", path], windowRows: windowRows)
        let b = try Harness(arguments: ["--store", path], windowRows: windowRows)
        a.say("goto Item 3-3")
        b.say("goto Item 30-1")
        b.say("add Far away")
        // Read whole, the section's rows are held, and the one row is named.
        let whole = windowRows > 1_000
        #expect(a.say("where").first == (whole ? "Far away added to Part 30 elsewhere." : "Part 30: 1 row added elsewhere."))
        b.say("goto Item 30-2")
        b.say("delete")
        #expect(a.say("where").first == (whole ? "Item 30-2 deleted elsewhere." : "Part 30: 1 row deleted elsewhere."))
        // The row after the focus, read with it (a row found by its title is read with the row either side).
        b.say("goto Item 3-4")
        b.say("move to section Part 31")
        #expect(a.say("next") == ["Item 3-4 moved to Part 31 elsewhere.", "Item 3-5, 4 of 24."])
        #expect(a.say("section 31").first == "Part 31, section 31 of 40, 26 rows.")
        b.say("rename Item 38-3 to Far renamed")
        // A session that has not read the section hears the rename against the title the journal kept, as one holding the list whole does.
        #expect(a.say("where").first == "Item 38-3 renamed to Far renamed elsewhere.")
        #expect(a.say("first") == ["Long, 40 sections, 1000 rows."])
    }

    /// Many sections not read are read in one pass over the list, and say what a list read whole says.
    /// find reads the sections from the focus on that hold a match, until one is
    /// after the focus: a word in every row reads one section, a far one a few.
    @Test func findReadsOnlyTheSectionsItNeedsAndFindsRowsInSectionsNotRead() throws {
        let path = Fixture.temporaryFolder().appendingPathComponent("long.db").path
        try WindowTests.longStore(at: path)
        let h = try Harness(arguments: ["--store", path], windowRows: 100)
        #expect(h.say("find marker two") == ["Part 35, section 35 of 40.", "Marker two, 10 of 25, actions Delete, Snooze."])
        #expect(h.say("first") == ["Long, 40 sections, 1000 rows."])
        #expect(h.say("find marker") == ["Part 20, section 20 of 40.", "Marker one, 5 of 25."])
        #expect(h.say("find") == ["Part 35, section 35 of 40.", "Marker two, 10 of 25."])
        #expect(h.say("find marker") == ["Error: \"marker\": no more rows after this one. To go back to the first, type first, then find."])
        #expect(h.say("find item") == ["Item 35-11, 11 of 25."])
        #expect(WindowTests.readRows(h.session) <= 150, "a word in every row reads no more than the window")
    }

    /// Ctrl-C while a long reading with no page goes on stops it after the page of
    /// rows being said; more goes on from there.
    @Test func ctrlCStopsALongReadingAndMoreGoesOn() throws {
        let path = Fixture.temporaryFolder().appendingPathComponent("long.db").path
        try WindowTests.longStore(at: path)
        let h = try Harness(arguments: ["--store", path], windowRows: 100)
        h.say("page off")
        let say = h.session.environment.early
        let stop = StopFlag()
        h.session.environment.takeStopRequest = stop.take
        h.session.environment.early = { lines in
            say?(lines)
            stop.raised = true
        }
        let page = h.session.environment.readingPage
        let said = h.say("list all")
        #expect(said.filter { $0.hasPrefix("Item ") }.count == page, "the first page is said, then the reading stops")
        #expect(said.last == "\(1000 - page) more. Type more.")
        h.session.environment.early = say
        let rest = h.say("more")
        #expect(rest.first == "Item 1-\(page + 1).")
        #expect(rest.filter { $0.hasPrefix("Item ") || $0.hasPrefix("Marker") }.count == 1000 - page)
    }

    /// A long reading stopped by Ctrl-C leaves focus on the last row it said, read where it
    /// is though the rows said before it were let go: where names it, next goes on from it.
    @Test func aReadingStoppedLeavesFocusOnItsLastRow() throws {
        let path = Fixture.temporaryFolder().appendingPathComponent("long.db").path
        try WindowTests.longStore(at: path)
        let h = try Harness(arguments: ["--store", path], windowRows: 100)
        h.say("page off")
        h.say("goto 1")
        let say = h.session.environment.early
        let stop = StopFlag()
        h.session.environment.takeStopRequest = stop.take
        // Ctrl-C comes while the twelfth page is said, far from where the reading began.
        var pages = 0
        h.session.environment.early = { lines in
            say?(lines)
            pages += 1
            if pages == 12 { stop.raised = true }
        }
        let page = h.session.environment.readingPage, said = 12 * page
        let last = "Item \(said / 25 + 1)-\(said % 25)", after = "Item \(said / 25 + 1)-\(said % 25 + 1)"
        #expect(h.say("list all").last == "\(1000 - said) more. Type more.")
        h.session.environment.early = say
        let place = h.say("where")
        #expect(place.first?.hasPrefix(last + ", ") == true, "\(place)")
        #expect(h.say("read").first?.hasPrefix(last + ", ") == true)
        #expect(h.say("next").first?.hasPrefix(after + ", ") == true)
    }

    @Test func aListOfManySectionsIsReadWholeInOnePass() throws {
        let folder = Fixture.temporaryFolder()
        for name in ["windowed", "whole"] { try WindowTests.longStore(at: folder.appendingPathComponent("\(name).db").path, sections: 80, rows: 3) }
        let windowed = try Harness(arguments: ["--store", folder.appendingPathComponent("windowed.db").path], windowRows: 10)
        let whole = try Harness(arguments: ["--store", folder.appendingPathComponent("whole.db").path], windowRows: 100_000)
        for line in ["goto Item 70-2", "sections", "set snoozed true", "sort snoozed", "first", "next", "next", "delete", "undo", "last"] {
            #expect(windowed.say(line) == whole.say(line), "\(line)")
        }
    }

    @Test func aCommandThatReachesTheWholeListReadsItAndSaysItAll() throws {
        let folder = Fixture.temporaryFolder()
        let path = folder.appendingPathComponent("long.db").path
        try WindowTests.longStore(at: path, sections: 12, rows: 20)
        let h = try Harness(arguments: ["--store", path], windowRows: 50)
        h.say("page off")
        let all = h.say("list all")
        #expect(all.filter { $0.hasPrefix("Item ") }.count == 240)
        #expect(WindowTests.readRows(h.session) <= 50, "after a whole read, far sections are let go again")
        // Sorting by a field sorts every section, so the whole list is read for it.
        h.say("goto Item 9-9")
        h.say("set snoozed true")
        #expect(h.say("sort snoozed") == ["Long sorted by snoozed."])
        #expect(h.say("section 9").first == "Part 9, section 9 of 12, 20 rows.")
        #expect(h.say("next") == ["Item 9-9, 1 of 20, snoozed."])
        #expect(h.say("last").first?.hasPrefix("Item 12-20") == true)
        #expect(h.say("goto Item 9-1") == ["Part 9, section 9 of 12.", "Item 9-1, 2 of 20."])
    }

    /// A filter of states (not, done, due) is answered by the rows themselves, so the
    /// filter command reads the whole list first: it counted the rows read (49 of 1000).
    @Test(arguments: [60, 100_000])
    func aFilterOfStatesCountsEveryRowOfALongList(windowRows: Int) throws {
        let path = Fixture.temporaryFolder().appendingPathComponent("long.db").path
        try WindowTests.longStore(at: path)
        let h = try Harness(arguments: ["--store", path], windowRows: windowRows)
        #expect(h.say("filter not marker") == ["Filter not marker: 998 rows match.", "Item 1-1, 1 of 998, actions Delete, Snooze."])
        #expect(h.say("filter marker") == ["Filter marker: 2 rows match.", "Marker one, 1 of 2."])
    }

    /// A say-all that stops says how many rows are left, those shown inside rows
    /// counted as the reading will say them, in a list read whole or by sections.
    @Test(arguments: [8, 100_000])
    func aReadingThatStopsCountsTheRowsShownInsideRows(windowRows: Int) throws {
        let path = Fixture.temporaryFolder().appendingPathComponent("long.db").path
        try WindowTests.longStore(at: path, sections: 3, rows: 10)
        let h = try Harness(arguments: ["--store", path], windowRows: windowRows)
        h.say("goto Item 3-2")
        h.say("indent")
        h.say("first")
        h.say("page 5")
        #expect(h.say("list all").last == "25 more. Type more.", "5 of Part 1, 10 of Part 2, 9 of Part 3 and the row inside one")
    }

    /// A number before the window around the focus reads its own window: on a long
    /// section, `goto 200` after `goto 900` went for rows the session had not read
    /// and was refused as past the end.
    @Test func aNumberBeforeTheFocusedWindowIsReadAsAListReadWholeFindsIt() throws {
        let path = Fixture.temporaryFolder().appendingPathComponent("long.db").path
        try WindowTests.longStore(at: path, sections: 1, rows: 1000)
        let windowed = try Harness(arguments: ["--store", path], windowRows: 60)
        let whole = try Harness(arguments: ["--store", path], windowRows: 100_000)
        for line in ["goto 900", "goto 880", "goto 200", "goto 1000", "goto 950", "goto 3", "select 700", "goto 990", "deselect 10"] {
            let said = windowed.say(line)
            #expect(said == whole.say(line), "\(line)")
            #expect(!said.joined().contains("Error"), "\(line): \(said)")
        }
    }

    /// `rename N` and `note N` at the list's title name row N, as a number does everywhere
    /// else, and ask for the text by its title: the row is read before the command, far
    /// from the window at the title as it may be, so a list read by section says what
    /// one read whole does.
    @Test func aNumberAloneAtTheTitleNamesItsRowReadOrNot() throws {
        let path = Fixture.temporaryFolder().appendingPathComponent("long.db").path
        try WindowTests.longStore(at: path, sections: 1, rows: 1000)
        let windowed = try Harness(arguments: ["--store", path], windowRows: 60)
        let whole = try Harness(arguments: ["--store", path], windowRows: 100_000)
        let expected = [
            "rename 900": ["Error: rename Item 1-900 to what? Type the text after to."],
            "note 2": ["Error: note Item 1-2: what? Type the text after the colon."],
            "rename 1001": ["Error: row 1001: there are only 1000. Give a number from 1 to 1000."],
        ]
        for line in ["rename 900", "note 2", "rename 1001"] {
            #expect(whole.say(line) == expected[line], "\(line)")
            #expect(windowed.say(line) == expected[line], "\(line)")
        }
    }
}

/// Ctrl-C as one test presses it: sessions of other tests running beside it
/// neither see nor clear it.
final class StopFlag {
    var raised = false
    func take() -> Bool {
        defer { raised = false }
        return raised
    }
}
