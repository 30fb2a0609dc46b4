@testable import ListoModel
import Testing

/// Latin-1 text is folded by a table, anything else through its decomposition: the two
/// must agree, or a title would be found by one path and not by the other.
@Suite struct FoldLatin1Tests {
    @Test(arguments: [false, true]) func everyLatin1ScalarFoldsAsDecomposingFoldsIt(_ keepingEnye: Bool) {
        for value in UInt32(0)...0xFF {
            let text = String(Unicode.Scalar(value)!)
            #expect(SearchWords.foldLatin1(text, keepingEnye: keepingEnye) == SearchWords.foldDecomposing(text, keepingEnye: keepingEnye),
                    "U+\(String(value, radix: 16))")
        }
    }

    @Test func wordsOfSpanishAndFrenchFoldAsBefore() {
        for text in ["Sección", "AÑADIR", "Último dónde", "Crème brûlée", "Pingüino", "Ñandú", "ÅNGSTRÖM ÆØ", "straße ÿ"] {
            for keepingEnye in [false, true] {
                #expect(SearchWords.fold(text, keepingEnye: keepingEnye) == SearchWords.foldDecomposing(text, keepingEnye: keepingEnye), "\(text)")
            }
        }
        #expect(SearchWords.fold("Añadir Sección") == "anadir seccion")
        #expect(Names.key("Añadir Sección") == "añadir seccion")
    }

    @Test func textPastLatin1IsLeftToTheDecomposition() {
        #expect(SearchWords.foldLatin1("Œuvre", keepingEnye: false) == nil)
        #expect(SearchWords.foldLatin1("an\u{303}o", keepingEnye: true) == nil)
        #expect(SearchWords.fold("Œuvre ĀB") == "œuvre ab")
    }
}
