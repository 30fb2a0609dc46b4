import Foundation
import ListoAnnouncer
import ListoModel
@testable import ListoREPL
import ListoStore
import ListoTestSupport
import Testing

/// An action that only sets fields or turns one over (Snooze, `set`, `toggle`) on a
/// selection kept as a rule (`select all`, `select done`, `select not done`, with rows
/// deselected since, and `select all` under a filter of words) in a long list is made by the store in a few statements: the rows
/// are counted there and never read, their values kept in the store for undo. These
/// sessions do it on a list of two sections of 3,000 rows read in windows beside one
/// holding the same list whole, which changes the rows by their ids, and must say the
/// same, store the same rows, counts and words, and let a second session hear the same.
@Suite struct RuleActionTests {
    static let scripts: [[String]] = [
        ["edit", "select all", "goto 5", "Snooze", "where", "undo", "where", "redo", "where", "undo", "where"],
        ["edit", "goto 7", "select done", "Snooze", "where", "Snooze", "undo", "undo", "goto 2999", "redo", "where"],
        ["edit", "goto 8", "select not done", "deselect 14", "deselect 21", "toggle snoozed", "where", "undo", "where",
         "set due 2026-03-05", "where", "undo", "redo", "add Fresh", "undo", "undo", "where"],
        ["edit", "select all", "section 2", "goto 3", "deselect", "goto 10", "set snoozed", "where", "undo", "where", "redo"],
        ["language es", "edit", "select all", "goto 3", "Snooze", "where", "undo", "where", "redo", "undo",
         "select done", "Snooze", "undo", "language en"],
        // Under a filter of words, a toggle: the rows holding them, changed by the store (a selection of 200,000
        // rows under a filter took 165 s turned into ids, where each hit was put in its window one at a time).
        ["action add Flag leading toggle done", "edit", "filter 1", "select all", "goto 3", "Flag", "where", "read", "undo", "where",
         "redo", "read", "filter off", "where", "undo", "read", "selection", "deselect all"],
        // The field the rule's state names: the rows leave the rule and stay selected as ids, read from the
        // rows the store kept for undo (`select not done` then Done on 171,429 rows under a filter took 27 s row by row).
        ["edit", "goto 8", "select not done", "deselect 14", "mark done", "where", "undo", "where", "redo", "where", "Snooze",
         "undo", "undo", "where", "deselect all"],
        ["edit", "goto 7", "select done", "toggle done", "where", "toggle done", "undo", "undo", "redo", "where", "deselect all"],
        ["action add Flag leading toggle done", "edit", "filter 1", "select not done", "goto 3", "Flag", "where", "read", "undo",
         "where", "redo", "filter off", "where", "undo", "read"],
        // Rows selected by id beside the rule, before it or after it: acted on with it by the store
        // (`select done` then `select 3` took 18 s and 292 MB to mark done on 2 x 500,000 rows).
        ["edit", "goto 7", "select done", "goto 8", "select", "goto 9", "select", "Snooze", "where", "undo", "where", "redo", "undo", "deselect all"],
        ["edit", "goto 2", "select", "goto 3", "select", "select done", "mark done", "where", "undo", "where", "redo", "where", "selection",
         "Snooze", "undo", "undo", "deselect all"],
        ["edit", "goto 8", "select not done", "goto 14", "select", "deselect 15", "mark done", "where", "undo", "redo", "deselect all"],
        ["edit", "goto 7", "select done", "section 2", "goto 3", "select", "toggle done", "where", "undo", "where", "deselect all"],
        ["edit", "goto 7", "select done", "goto 9", "select", "goto 8", "delete selection", "where", "undo", "where", "redo", "where", "undo",
         "selection", "deselect all"],
        // An action that only deletes: the rows deleted by the store, said as the action
        // (`do Delete` on `select done`'s 142,857 rows of 2 x 500,000 took 14 s and 345 MB by ids).
        ["edit", "goto 7", "select done", "goto 9", "select", "goto 8", "do Delete", "where", "undo", "where", "redo", "where", "undo",
         "selection", "deselect all"],
        ["edit", "select all", "goto 3", "deselect", "goto 5", "do Delete", "where", "undo", "where", "redo", "where", "undo", "deselect all"],
        ["language es", "edit", "goto 7", "select done", "do Delete", "where", "undo", "redo", "undo", "deselect all", "language en"],
        // An action that only sets a value some covered rows hold already: the others changed and
        // counted, those left named on a line of their own; on rows that all hold it, nothing changed.
        ["action add Finish leading set done", "edit", "select all", "goto 3", "Finish", "where", "undo", "where", "redo", "undo",
         "deselect all", "goto 7", "select done", "Finish", "deselect all"],
        // False where a row has no value is held already: `mark not done` changes the done rows alone.
        ["edit", "select all", "goto 3", "mark not done", "where", "undo", "where", "deselect all"],
        // Three rows only: each named, as the same action on their ids names them.
        ["edit", "goto 1", "select done", "deselect all", "select 7", "select 14", "select 21", "Snooze", "undo"],
    ]

    /// The lines that change the rows the rule covers, and their undo and redo: made by the
    /// store, they read no row but those near the focus.
    static let acting: Set<String> = ["Snooze", "toggle snoozed", "set due 2026-03-05", "set snoozed", "Flag", "Finish", "mark done", "mark not done",
                                      "toggle done",
                                      "delete selection", "do Delete", "undo", "redo"]

    /// What a session says of a line, as it is heard.
    static func lines(_ changer: ChangingWindowsTests.Changer, _ line: String) -> [String] {
        var speaker = Speaker()
        return speaker.lines(changer.session.execute(line).announcements)
    }

    @Test(arguments: scripts.indices)
    func anActionOnTheRuleSaysAndStoresWhatTheSameActionOnIdsDoes(script: Int) throws {
        let ruled = try ChangingWindowsTests.Changer(doneEvery: 7)
        let whole = try ChangingWindowsTests.Changer(windowRows: 100_000, doneEvery: 7)
        var keptByTheStore = false
        for line in Self.scripts[script] {
            let reads = ruled.repository.reads
            #expect(Self.lines(ruled, line) == Self.lines(whole, line), "\(line)")
            keptByTheStore = keptByTheStore || ruled.repository.savedSteps > 0
            guard Self.acting.contains(line) else { continue }
            #expect(ruled.repository.reads.wholeSections == reads.wholeSections, "no section is read whole: \(line)")
            #expect(ruled.repository.reads.rows - reads.rows <= 8 * ruled.session.environment.windowMargin,
                    "the rows covered are not read: \(line) read \(ruled.repository.reads.rows - reads.rows)")
        }
        #expect(try ruled.stored() == whole.stored())
        // The rule's values were kept by the store for undo (the same action by ids keeps none);
        // a selection of ids (the last script) is changed by its ids.
        #expect(keptByTheStore == (script != Self.scripts.count - 1))
        #expect(whole.repository.savedSteps == 0)
    }

    /// Bad input and refusals: an action that would change no row covered says so by the
    /// first row's name, and nothing is kept; a rule covering no row says nothing is selected.
    @Test func anActionThatChangesNothingIsRefusedAsByIds() throws {
        let ruled = try ChangingWindowsTests.Changer(doneEvery: 7)
        let whole = try ChangingWindowsTests.Changer(windowRows: 100_000, doneEvery: 7)
        for line in ["edit", "select done", "set done", "where", "select all", "set snoozed", "set snoozed", "undo", "set snoozed"] {
            #expect(Self.lines(ruled, line) == Self.lines(whole, line), "\(line)")
        }
        #expect(try ruled.stored() == whole.stored())
        #expect(ruled.repository.savedSteps == 1, "the one action made is kept for undo")
    }

    /// A list with rows inside others has the action made row by row: Done would say
    /// how many subtasks are open, and the rule's rows are read, as before.
    @Test func rowsInsideOthersAreChangedByTheirIds() throws {
        let ruled = try BulkSelectionTests.Deleter()
        let whole = try BulkSelectionTests.Deleter(windowRows: 100_000)
        for line in Self.scripts[0] {
            #expect(ruled.say(line) == whole.say(line), "\(line)")
            #expect(ruled.repository.savedSteps == 0)
        }
    }

    /// Through SQLite: the rows changed by its statements, with a second session on each
    /// store hearing every change as it is made; the rows, their fields, the counts and
    /// the words each store holds after are the same, and so is what fresh sessions say.
    @Test func throughSQLiteTheStoreAndASecondSessionAreTheSame() throws {
        let folder = Fixture.temporaryFolder()
        let path = folder.appendingPathComponent("acting.db").path
        let store = try Store(.file(path), seed: false)
        try store.transaction {
            try store.insert(Library(lists: [try ChangingWindowsTests.repository(doneEvery: 7).loadList(ListID(1), readingUpTo: .max)]))
            try store.executeForTesting("UPDATE counter SET next_id = 200000")
        }
        store.close()
        let copy = folder.appendingPathComponent("acting-whole.db").path
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        let ruled = try Session(store: try Store(.file(path), seed: false))
        let whole = try Session(store: try Store(.file(copy), seed: false), windowRows: 100_000)
        let hearing = try Session(store: try Store(.file(path), seed: false))
        let hearingWhole = try Session(store: try Store(.file(copy), seed: false))
        let sessions = [ruled, whole, hearing, hearingWhole]
        for session in sessions { session.environment.clock = { CalendarDate(year: 2026, month: 3, day: 2)! } }
        func say(_ session: Session, _ line: String) -> [String] {
            var speaker = Speaker()
            return speaker.lines(session.execute(line).announcements)
        }
        for (n, script) in Self.scripts.enumerated() {
            // The second sessions stand on a row the change covers, read in windows, and hear each change.
            for line in ["goto \(n + 5)", "read"] { #expect(say(hearing, line) == say(hearingWhole, line), "\(line)") }
            for line in ["edit off", "deselect all"] + script {
                #expect(say(ruled, line) == say(whole, line), "\(line)")
                #expect(say(hearing, "read") == say(hearingWhole, "read"), "heard after \(line)")
            }
        }
        let stored = { (s: Session) in
            try s.store.loadList(ListID(1), readingUpTo: .max).sections.map { section in
                ["\(section.header ?? "") \(section.count)"] + section.rows.map { "\($0.id.raw) \($0.title) \($0.position) \(ChangingWindowsTests.fields($0))" }
            }
        }
        #expect(try stored(ruled) == stored(whole))
        try ruled.end()
        try whole.end()
        // Counts of states and words, as fresh sessions read them from each store's indexes.
        let fresh = try Session(store: try Store(.file(path), seed: false))
        let freshWhole = try Session(store: try Store(.file(copy), seed: false))
        for line in ["filter snoozed", "next", "filter off", "filter not snoozed", "last", "filter off", "filter done", "filter off",
                     "search 1-5", "search item", "goto 3000", "read"] {
            #expect(say(fresh, line) == say(freshWhole, line), "\(line)")
        }
        #expect(try Store(.file(path), seed: false).tally(ofSaved: 0, in: ListID(1)).count == 0)
    }
}
