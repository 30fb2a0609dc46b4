import Foundation
@testable import ListoREPL
import ListoModel
import Testing

/// A word is found by comparing it with every entry's words for a process's first
/// look-ups, and in the index of folded words after: both give the same entry.
@Suite struct GrammarLookupTests {
    /// Every word of every entry, in English and Spanish, as written, in capitals and
    /// with an accent put on or taken off, and words no entry has.
    static var typed: [String] {
        let words = Grammar.entries.flatMap { $0.allWords }
        let variants = words.flatMap { [$0, $0.uppercased(), $0.replacingOccurrences(of: "a", with: "á"), SearchWords.fold($0)] }
        return variants + ["", "nextt", "Café", "ñ", "ÚLTIMO", "siguiente", "SECCIÓN", "sección", "seccion", "borrar", "x"]
    }

    @Test func scanningFindsTheEntryTheIndexGives() {
        var found = 0
        for word in Self.typed {
            let key = Names.key(word)
            let scanned = Grammar.place(ofKey: key, scanning: true)
            #expect(scanned == Grammar.place(ofKey: key, scanning: false), "\(word)")
            if scanned != nil { found += 1 }
        }
        #expect(found >= Grammar.entries.count)
    }

    @Test func wordsOfEveryEntryNameIt() {
        for entry in Grammar.entries {
            for word in entry.allWords {
                #expect(entry.isNamed(byKey: Names.key(word)), "\(word)")
                #expect(entry.isNamed(byKey: Names.key(word.uppercased())), "\(word)")
            }
        }
        #expect(Grammar.entry(named: "Siguiente")?.name == "next")
        #expect(Grammar.entry(named: "NEXT")?.name == "next")
        #expect(Grammar.entry(named: "nextt") == nil)
    }

    @Test func foldingAsTheIndexDoes() {
        #expect(Grammar.folds("Next", to: "next"))
        #expect(!Grammar.folds("Next", to: "nex"))
        #expect(!Grammar.folds("next", to: "Next"))
        #expect(Grammar.folds("Último", to: "ultimo"))
        #expect(Grammar.folds("AÑO", to: "año"))
        #expect(!Grammar.folds("año", to: "ano"))
    }
}
