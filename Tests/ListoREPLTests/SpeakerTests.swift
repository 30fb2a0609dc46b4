import ListoAnnouncer
import ListoModel
@testable import ListoREPL
import ListoTestSupport
import Testing

/// What the speaker adds to the announcer's words: Again, one hint per answer.
@Suite struct SpeakerTests {
    static let pending = Announcement.section(SectionView(header: "Pending", index: 1, count: 2, rows: 3))

    @Test func aLineSaidStraightAfterItselfSaysAgainEveryTime() {
        var speaker = Speaker()
        speaker.command = "next"
        #expect(speaker.lines([.endOfList]) == ["End of list."])
        #expect(speaker.lines([.endOfList]) == ["End of list. Again."])
        #expect(speaker.lines([.endOfList]) == ["End of list. Again, 3 times in a row."], "every time, and never the same line twice in a row")
        #expect(speaker.lines([.endOfList]) == ["End of list. Again, 4 times in a row."])
        #expect(speaker.lines([.startOfList]) == ["Start of list."])
        #expect(speaker.lines([.endOfList]) == ["End of list."])
        #expect(speaker.lines([.endOfList]) == ["End of list. Again."], "the count starts over")
    }

    /// Only a whole answer said again by the same command is Again: an answer
    /// that starts as the last one ended names, on that line, the command it answers.
    @Test func againMarksOnlyTheSameAnswerRepeated() {
        var speaker = Speaker()
        speaker.command = "new list big"
        let big = Announcement.listTitle(name: "Big", sections: 0, rows: 0)
        #expect(speaker.lines([.changes([.listCreated(name: "Big")]), big]) == ["List Big created.", "Big, no rows."])
        speaker.command = "open big"
        #expect(speaker.lines([big, .emptyListPlaceholder(list: "Big")]) == ["Big, no rows. Answer to open big.", "Big is empty. Add a row with add."],
                "opening the list just created is no repeat, but its first line is the line just said")
        #expect(speaker.lines([big, .emptyListPlaceholder(list: "Big")]) == ["Big, no rows. Again.", "Big is empty. Add a row with add."])
        #expect(speaker.lines([.emptyListPlaceholder(list: "Big")]) == ["Big is empty. Add a row with add. Again."],
                "the same command, its answer starting with the line just said")
        #expect(speaker.lines([.emptyListPlaceholder(list: "Big"), .emptyListPlaceholder(list: "Big")]) == ["Big is empty. Add a row with add.", "The line above once more."],
                "inside one answer a line said again is counted, never lost, and the answer is news")
    }

    /// Again is for the same command giving the same answer (ignoring case), never
    /// another command whose answer matches, the same verb with other arguments included.
    @Test func againIsForTheSameCommandOnly() {
        var speaker = Speaker()
        speaker.command = "expand"
        #expect(speaker.lines([.unchanged(.sectionExpanded("Pending"))]) == ["Pending is already expanded; nothing changed."])
        speaker.command = "expand pending"
        #expect(speaker.lines([.unchanged(.sectionExpanded("Pending"))]) == ["Pending is already expanded; nothing changed. Answer to expand pending."],
                "the same verb with other arguments: another command, named by its arguments too")
        speaker.command = "expand PENDING"
        #expect(speaker.lines([.unchanged(.sectionExpanded("Pending"))]) == ["Pending is already expanded; nothing changed. Again."],
                "the same command, case aside")
        speaker.command = "expand pending"
        #expect(speaker.lines([.unchanged(.sectionExpanded("Pending"))]) == ["Pending is already expanded; nothing changed. Again, 3 times in a row."],
                "once more it counts on: never Again twice in a row, two identical lines")
        speaker.command = nil
        #expect(speaker.lines([.unchanged(.sectionExpanded("Pending"))]) == ["Pending is already expanded; nothing changed."], "no line asked")
        speaker.command = "where"
        #expect(speaker.lines([.unchanged(.sectionExpanded("Pending"))]) == ["Pending is already expanded; nothing changed. Answer to where."],
                "another command")
    }

    /// Spanish says the same marks in its own words.
    @Test func againAndAnswerToInSpanish() {
        var speaker = Speaker()
        speaker.hearing.settings.language = .es
        speaker.command = "siguiente"
        #expect(speaker.lines([.endOfList]) == ["Fin de la lista."])
        #expect(speaker.lines([.endOfList]) == ["Fin de la lista. Otra vez."])
        #expect(speaker.lines([.endOfList]) == ["Fin de la lista. Otra vez, 3 veces seguidas."])
        speaker.command = "último"
        #expect(speaker.lines([.endOfList]) == ["Fin de la lista."], "the line before says Otra vez, so this one differs")
        speaker.command = "siguiente 2"
        #expect(speaker.lines([.endOfList]) == ["Fin de la lista. Respuesta a siguiente 2."], "the command in Spanish, as typed")
        speaker.command = "n"
        #expect(speaker.lines([.endOfList]) == ["Fin de la lista."], "the line before names siguiente 2, so this one differs")
        speaker.command = "p"
        #expect(speaker.lines([.endOfList]) == ["Fin de la lista. Respuesta a p."], "an alias is named as typed")
    }

    /// Answer to names the command wholly as typed, in whatever language it was
    /// typed, up to about 30 characters, cut at a word: what tells it apart.
    static let named: [(typed: String, language: Language, named: String)] = [
        ("move bottom", .en, "move bottom"),
        ("move up", .es, "move up"),
        ("section rename pendíng", .es, "section rename pendíng"),
        ("sección renombrar héchas", .es, "sección renombrar héchas"),
        ("r", .en, "r"),
        ("goto   Buy    bread", .en, "goto Buy bread"),
        ("rename Buy bread to Buy some very good bread", .en, "rename Buy bread to Buy some"),
        ("Supercalifragilisticexpialidocious", .en, "Supercalifragilisticexpialidoc"),
    ]

    @Test(arguments: named.indices) func answerToNamesTheCommandAsTyped(_ i: Int) {
        let (typed, _, named) = Self.named[i]
        #expect(Speaker.commandName(typed) == named)
        #expect(named.count <= Speaker.namedLength)
    }

    @Test func atHighVerbosityOneHintFollowsTheWholeAnswer() {
        var speaker = Speaker(verbosity: .high)
        #expect(speaker.lines([.listTitle(name: "Tasks", sections: 2, rows: 5), SpeakerTests.pending]) == [
            "Tasks, 2 sections, 5 rows.", "Pending, section 1 of 2, 3 rows.",
            "Hint: next reads its rows; section next skips it.",
        ])
        var normal = Speaker()
        #expect(normal.lines([SpeakerTests.pending]) == ["Pending, section 1 of 2, 3 rows."])
    }

    @Test func aSayAllSaysNoHints() {
        var speaker = Speaker(verbosity: .high)
        let header = SectionView(header: "Pending", index: 1, count: 2, rows: 3)
        #expect(speaker.lines([.readSection(header)]) == ["Pending, 1 of 2, 3 rows."])
    }
}

@Suite struct FirstStartTests {
    @Test func aNewStoresFirstStartSaysHowToGetHelpOnce() throws {
        let path = Fixture.temporaryFolder().appendingPathComponent("new.db").path
        let first = try Harness(arguments: ["--demo"], location: .file(path))
        #expect(first.started == ["Tasks, 2 sections, 5 rows.", "For the commands, type help."])
        let again = try Harness(arguments: ["--demo"], location: .file(path))
        #expect(again.started == ["Tasks, 2 sections, 5 rows."])
        #expect(try Harness().started == ["Tasks, 2 sections, 5 rows."], "a store in memory is for scripts and trying out")
    }

    @Test func rowsPageAndMoreGoesOnWhereTheReadingStopped() throws {
        let h = try Harness()
        h.say("new list Long")
        for i in 1...45 { h.say("add Item \(i)") }
        h.say("goto 1")
        let page = h.say("list")
        #expect(page.count == 22)
        #expect(page.first == "Long, 45 rows.")
        #expect(page.last == "25 more. Type more.")
        #expect(h.say("where").first == "Item 20, 20 of 45.")
        #expect(h.say("more").last == "5 more. Type more.")
        #expect(h.say("more") == ["Item 41.", "Item 42.", "Item 43.", "Item 44.", "Item 45."])
        #expect(h.say("page 50") == ["Page: 50 rows."])
        #expect(h.say("list").count == 46)
    }
}
