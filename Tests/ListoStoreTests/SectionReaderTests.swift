import Foundation
@testable import ListoStore
import ListoModel
import Testing

/// The quick reader of an import's sections gives what JSONDecoder gives, or
/// nothing, leaving JSONDecoder to read (and name what is wrong).
@Suite struct SectionReaderTests {
    /// A section as JSONEncoder writes it, so that two readings compare as text.
    func encoded(_ section: Exchange.SectionFile) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try! encoder.encode(section), as: UTF8.self)
    }

    func quick(_ text: String) -> Exchange.SectionFile? {
        let bytes = Array(text.utf8)
        return SectionReader.section(in: bytes, 0..<bytes.count)
    }

    static let read: [String] = [
        #"{"rows": []}"#,
        #"{"header": "Café", "footer": null, "collapsed": true, "prominence": "increased", "rows": []}"#,
        #"{"rows": [{"title": "Plain"}, {"title": ""}]}"#,
        #"{"rows": [{"title": "Quote \" slash \/ back \\ tab \t line \n return \r bs \b ff \f"}]}"#,
        #"{"rows": [{"title": "\u00e9 \u00C9 \ud83d\ude00 \u0007 \u0000 end"}]}"#,
        #"{"rows": [{"title": "raw é 😀", "notes": "two\nlines"}]}"#,
        #"{"rows": [{"title": "x", "notes": null, "fields": {"done": true, "n": -1.5e3, "z": 0, "s": "text", "f": false}}]}"#,
        #"{"rows": [{"title": "x", "fields": {}, "moveDisabled": true, "deleteDisabled": false, "selectionDisabled": null, "expanded": true}]}"#,
        #"{"rows": [{"title": "a", "children": [{"title": "b", "children": [{"title": "c"}]}, {"title": "d", "children": []}]}]}"#,
        " \n{ \"rows\" :\n [ { \"title\" : \"spaced\" } ] \n} \n",
    ]

    @Test(arguments: read)
    func whatItReadsIsWhatJSONDecoderReads(_ text: String) throws {
        let decoded = try JSONDecoder().decode(Exchange.SectionFile.self, from: Data(text.utf8))
        let section = try #require(quick(text))
        #expect(encoded(section) == encoded(decoded))
    }

    /// Each of these is left to JSONDecoder: some it reads, some it refuses.
    static let leftToJSONDecoder: [String] = [
        #"{"header": "a", "header": "b", "rows": []}"#,
        #"{"rows": [{"title": "a", "title": "b"}]}"#,
        #"{"rows": [{"title": 5}]}"#,
        #"{"rows": [{"notes": "no title"}]}"#,
        #"{"rows": null}"#,
        #"{"header": "x"}"#,
        #"{"rows": [{"title": "half \ud83d of a pair"}]}"#,
        #"{"rows": [{"title": "low \ude00 half"}]}"#,
        #"{"rows": [{"title": "x", "fields": {"n": 1e400}}]}"#,
        #"{"rows": [{"title": "x", "fields": {"n": null}}]}"#,
        #"{"rows": [{"title": "x", "fields": {"n": [1]}}]}"#,
        #"{"rows": [{"title": "x", "collapsed": 1, "expanded": 1}]}"#,
        #"{"r\u006fws": []}"#,
        // A key export does not write, which the importer refuses by name.
        #"{"unknown": {"deep": [1, 2.5, "x", null, true, {"k": []}]}, "rows": []}"#,
        #"{"rows": [{"title": "x", "later": "ignored"}]}"#,
    ]

    @Test(arguments: leftToJSONDecoder)
    func whatItCannotReadExactlyItLeaves(_ text: String) {
        #expect(quick(text) == nil)
    }
}
