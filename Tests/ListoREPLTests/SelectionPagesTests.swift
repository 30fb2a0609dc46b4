import ListoAnnouncer
import ListoModel
@testable import ListoREPL
import ListoStore
import Testing

/// `selection` of a selection kept as a rule on a long list reads a page of rows
/// at a time from the store, as `list` does, and `more` the next: two sections of
/// 3,000 rows in an in-memory repository that counts the rows it hands out, beside
/// one holding the same list whole, which must say the same (issue 25).
@Suite struct SelectionPagesTests {
    typealias Reader = ReadingPagesTests.Reader

    @Test func aPageOfTheSelectionReadsThatPageAndMoreReadsTheNext() throws {
        let reader = try Reader()
        reader.say("edit")
        reader.say("select all")
        #expect(reader.session.state.everyRow != nil)
        let page = reader.session.settings.page ?? 0
        var reads = reader.repository.reads
        let first = reader.say("selection")
        let total = 2 * ReadingPagesTests.rowsPerSection
        #expect(first.first?.hasPrefix("page([\"\(total) selected.\", \"Item 1-1.\", \"Item 1-2.\"") == true, "\(first)")
        #expect(first.last == "moreToRead(rows: \(total - page))")
        #expect(reader.repository.reads.wholeSections == reads.wholeSections, "no section is read whole")
        #expect(reader.repository.reads.rows - reads.rows <= page, "a page reads its rows: \(reader.repository.reads.rows - reads.rows)")
        #expect(reader.session.state.everyRow != nil, "the rule stays a rule")
        for n in 1...3 {
            reads = reader.repository.reads
            let next = reader.say("more")
            #expect(next.first?.hasPrefix("page([\"Item 1-\(n * page + 1).\"") == true, "\(next)")
            #expect(next.last == "moreToRead(rows: \(total - (n + 1) * page))")
            #expect(reader.repository.reads.rows - reads.rows <= page, "more reads the next page")
            #expect(reader.repository.reads.ranges - reads.ranges <= 1, "as one range")
        }
        #expect(reader.held <= 200, "\(reader.held)")
    }

    /// Read in pages or held whole, `selection` says the same lines, the rows
    /// deselected left out, across the sections' edge, and to the end.
    @Test func theSelectionReadInPagesSaysWhatOneHeldWholeSays() throws {
        let paged = try Reader()
        let whole = try Reader(windowRows: 100_000)
        for line in ["edit", "select all", "deselect Item 1-2", "selection", "more", "goto Item 1-2990", "deselect Item 1-2995",
                     "page 7", "selection", "more", "more", "more", "deselect all", "select not done", "page 40", "selection"] {
            // What selects is said by the store's count in one and by the rows in the other: the same
            // line, another announcement. What `selection` and `more` say must be the same announcements.
            let (a, b) = (paged.say(line), whole.say(line))
            if line == "selection" || line == "more" { #expect(a == b, "\(line)") }
            #expect(paged.repository.reads.wholeSections == 0, "no section is read whole: \(line)")
        }
        // A page past the sections' edge, read from where the last page stopped.
        paged.say("page 3000")
        whole.say("page 3000")
        #expect(paged.say("selection") == whole.say("selection"))
        #expect(paged.say("more") == whole.say("more"))
        #expect(paged.say("more") == whole.say("more"))
        #expect(paged.repository.reads.wholeSections == 0)
    }
}
