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
    /// What the windowed session said, read with few rows as FilterPagesTests reads them, and
    /// no row nested by a refusal in either session.
    static func saidReadingFewRows(_ lines: [String]) throws -> [String: String] {
        let (said, pair) = try FilterPagesTests.readsFewRowsAndSaysWhatAWholeListSays(lines)
        #expect(!pair.a.storedDocument.isNested && !pair.b.storedDocument.isNested)
        return said
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
        let pair = try FilterPagesTests.PagedBesideWhole(rows: 2_000)
        let (a, b) = (pair.a, pair.b)
        // The row above the fifth is "Other 1", which the filter hides: said by both, and nothing nested.
        for s in [a, b] { _ = s.execute("filter item"); _ = s.execute("goto 4") }
        let refused = "\(a.execute("indent").announcements)"
        #expect(refused.contains("Item 1-5") && refused.contains("Other 1"), "\(refused)")
        #expect(refused == "\(b.execute("indent").announcements)")
        #expect(!a.storedDocument.isNested)
        for line in ["goto 2", "indent", "where", "outdent", "where", "indent", "undo", "where", "redo", "where", "undo", "undo",
                     "where", "goto 1998", "indent", "next", "where", "undo", "where", "goto 5", "add child Sub item", "where", "undo", "where",
                     "redo", "where", "undo", "add child Sub", "where", "undo", "where", "next", "indent", "outdent", "where"] {
            pair.sayAlike(line)
        }
    }
}
