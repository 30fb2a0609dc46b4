import Foundation
import ListoModel
@testable import ListoREPL
@testable import ListoStore
import Testing

/// Indent, outdent and add child under a filter of words read a page at a time: a list
/// read so has no row inside another, so outdent is refused, and indent is refused
/// where the row above it in the store is one the filter hides. Those refusals read the
/// row and the row above it, not the filter whole (8 s and 450 MB on 2 x 500,000 rows,
/// debug build). A row nested by indent or add child makes the list one with rows inside
/// others, which the filter is read whole for, as before: those lines say what a list
/// held whole says.
@Suite struct FilterPagesIndentTests {
    /// These lines, in a session reading 2 sections of 5,000 rows in windows and in one
    /// holding them whole, say the same; the windowed one reads fewer than 1,000 rows and no
    /// section whole. What the windowed one said, line by line.
    static func saidReadingFewRows(_ lines: [String]) throws -> [String: String] {
        let paged = FilterPagesTests.longMemory(sections: 2, rows: 5_000)
        let whole = FilterPagesTests.longMemory(sections: 2, rows: 5_000)
        let a = try Session(store: paged, windowRows: 200)
        let b = try Session(store: whole, windowRows: 100_000)
        for s in [a, b] { s.environment.clock = { CalendarDate(year: 2026, month: 3, day: 2)! } }
        let before = paged.rowsRead
        var out: [String: String] = [:]
        for line in lines {
            let said = "\(a.execute(line).announcements)", heard = "\(b.execute(line).announcements)"
            #expect(said == heard, "\(line)")
            out[line, default: ""] += said
        }
        #expect(paged.rowsRead - before < 1_000, "rows read: \(paged.rowsRead - before)")
        #expect(a.library.lists.first!.sections.allSatisfy { !$0.isLoaded }, "no section is read whole")
        #expect(!a.storedDocument.isNested && !b.storedDocument.isNested)
        #expect(whole.rowsRead >= 10_000)
        return out
    }

    /// The rows of each section of `FilterPagesTests.longMemory` are "Item s-r" but the
    /// fourth, "Other s": under `filter item` the fifth row's row above is hidden, and under
    /// `filter other` each row's.
    @Test func indentAndOutdentRefusedUnderAFilterReadTheRowAboveAndNoSectionWhole() throws {
        let said = try Self.saidReadingFewRows([
            "filter item", "goto 4", "where", "indent", "outdent", "goto 1", "indent", "next", "where",
            "goto 4998", "outdent", "where", "goto 5000", "indent", "where", "next", "where",
            "filter other", "indent", "where", "goto 2", "indent", "where", "previous", "where"])
        #expect(said["indent"]?.contains("Other 1") == true && said["indent"]?.contains("Other 2") == true, "\(said["indent"] ?? "")")
        #expect(said["outdent"]?.contains("Item 1-5") == true && said["outdent"]?.contains("Item 1-4999") == true, "\(said["outdent"] ?? "")")
    }

    /// The Spanish words, and the refusal said in Spanish, read no more.
    @Test func indentRefusedInSpanishUnderAFilterReadsTheRowAbove() throws {
        let said = try Self.saidReadingFewRows([
            "idioma es", "filtrar item", "ir 4", "sangrar", "desangrar", "dónde", "ir 1", "filtrar other", "ir 2", "sangrar"])
        #expect(said["sangrar"]?.contains("Other 1") == true && said["sangrar"]?.contains("Other 2") == true, "\(said["sangrar"] ?? "")")
        #expect(said["desangrar"]?.contains("Item 1-5") == true, "\(said["desangrar"] ?? "")")
    }

    /// A row nested under the row above, or a subtask added, and their undo and redo, say
    /// what a list held whole says: the filter is read whole once a row is inside another.
    @Test func indentAndAddChildThatNestUnderAFilterSayWhatAWholeListSays() throws {
        let paged = FilterPagesTests.longMemory(sections: 2, rows: 2_000)
        let whole = FilterPagesTests.longMemory(sections: 2, rows: 2_000)
        let a = try Session(store: paged, windowRows: 200)
        let b = try Session(store: whole, windowRows: 100_000)
        for s in [a, b] { s.environment.clock = { CalendarDate(year: 2026, month: 3, day: 2)! } }
        // The row above the fifth is "Other 1", which the filter hides: said by both, and nothing nested.
        for s in [a, b] { _ = s.execute("filter item"); _ = s.execute("goto 4") }
        let refused = "\(a.execute("indent").announcements)"
        #expect(refused.contains("Item 1-5") && refused.contains("Other 1"), "\(refused)")
        #expect(refused == "\(b.execute("indent").announcements)")
        #expect(!a.storedDocument.isNested)
        for line in ["goto 2", "indent", "where", "outdent", "where", "indent", "undo", "where", "redo", "where", "undo", "undo",
                     "where", "goto 1998", "indent", "next", "where", "undo", "where", "goto 5", "add child Sub item", "where", "undo", "where",
                     "redo", "where", "undo", "add child Sub", "where", "undo", "where", "next", "indent", "outdent", "where"] {
            let said = "\(a.execute(line).announcements)", heard = "\(b.execute(line).announcements)"
            #expect(said == heard, "\(line)")
        }
    }
}
