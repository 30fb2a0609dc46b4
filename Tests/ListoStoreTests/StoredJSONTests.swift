import Foundation
@testable import ListoStore
import ListoModel
import Testing

/// A list's stored settings and a row's stored fields, written and read by hand,
/// give what JSONEncoder and JSONDecoder give, or leave it to them.
@Suite struct StoredJSONTests {
    static let decoded = try! JSONDecoder().decode(ListSettings.self, from: Data("""
        {"fields":[{"name":"done","type":"boolean"}],"fullSwipeLeading":true,"fullSwipeTrailing":true,
         "leadingActions":[],"ordering":{"manual":{}},"rowsDeletable":true,"rowsMovable":true,
         "selectionMode":"none","style":"automatic","trailingActions":[]}
        """.utf8))

    /// Every kind of value settings hold: each style, ordering, effect and field value.
    static let settings: [ListSettings] = {
        var all = Samples.library().library.lists.map(\.settings)
        all += Samples.library(language: .es).library.lists.map(\.settings)
        var every = ListSettings(style: .insetGrouped, selectionMode: .single, ordering: .field("due"),
                                 fullSwipeLeading: false, fullSwipeTrailing: false, rowsMovable: false, rowsDeletable: false,
                                 fields: [FieldDeclaration("due", .date), FieldDeclaration("n", .number), FieldDeclaration("t", .text)],
                                 grouping: "t")
        every.leadingActions = [SwipeAction(name: "All \"quoted\" \\ é 😀\n", role: .cancel, effects: [
            .setField("due", .date(CalendarDate(iso: "2026-12-09")!)), .setField("n", .number(-2.5e-3)),
            .setField("t", .text("tab\there")), .setField("done", .bool(false)), .toggle("done"), .moveToSection("Done"), .delete,
        ])]
        var onSelection = SwipeAction(.toggle, effects: [.toggle("done")])
        onSelection.tint = "red"
        every.trailingActions = [onSelection, SwipeAction(name: "", effects: [])]
        all.append(every)
        all.append(ListSettings())
        all.append(decoded)
        return all
    }()

    @Test func whatItReadsIsWhatJSONDecoderReads() throws {
        for settings in StoredJSONTests.settings {
            let text = Codec.encode(settings: settings)
            let byDecoder = try JSONDecoder().decode(ListSettings.self, from: Data(text.utf8))
            #expect(byDecoder == settings)
            #expect(SectionReader.settings(text) == settings, "\(text)")
            #expect(Codec.decodeSettings(text) == settings)
        }
    }

    /// Forms listo does not write (spaces, nulls, keys missing or unknown) are
    /// either read as JSONDecoder reads them or left to it.
    @Test func whatItCannotReadExactlyItLeaves() throws {
        let base = Codec.encode(settings: ListSettings())
        let cases: [(text: String, readByHand: Bool)] = [
            (" " + base.replacingOccurrences(of: ",", with: " ,\n ") + " ", true),
            (base.replacingOccurrences(of: "\"fields\":[]", with: "\"fields\":null"), true),
            (base.replacingOccurrences(of: "\"fields\":[],", with: ""), true),
            (base.replacingOccurrences(of: "\"rowsMovable\":true,", with: ""), false),
            (base.replacingOccurrences(of: "\"style\":\"automatic\"", with: "\"style\":\"fancy\""), false),
            (base.replacingOccurrences(of: "{\"manual\":{}}", with: "{\"manual\":{},\"field\":{\"_0\":\"x\"}}"), false),
            (base.replacingOccurrences(of: "\"style\"", with: "\"unknown\":1,\"style\""), false),
            (base.replacingOccurrences(of: "\"style\"", with: "\"style\":\"plain\",\"style\""), false),
            ("not json", false),
            ("{}", false),
        ]
        for (text, readByHand) in cases {
            let byDecoder = try? JSONDecoder().decode(ListSettings.self, from: Data(text.utf8))
            let byHand = SectionReader.settings(text)
            #expect((byHand != nil) == readByHand, "\(text)")
            if let byHand { #expect(byHand == byDecoder, "\(text)") }
            #expect(Codec.decodeSettings(text) == byDecoder ?? ListSettings(), "\(text)")
        }
    }

    /// Fields as the store keeps them: every kind, names and texts that need an
    /// escape or sort apart, numbers whole and not, large and small.
    static let fields: [[String: FieldValue]] = [
        [:],
        ["done": .bool(true)],
        ["done": .bool(false), "due": .date(CalendarDate(iso: "2026-12-09")!), "priority": .number(3), "note": .text("plain words")],
        ["B": .number(1), "Z": .number(-7), "_": .number(2.5), "a": .number(0.1), "a10": .number(1e-7), "a9": .number(-0.0),
         "big": .number(123_456_789_012), "bigger": .number(1e15), "huge": .number(1e16), "tiny": .number(-3.25e-12), "far": .number(1e300)],
        ["with space": .text("é 😀 \u{2028} \u{7f}"), "with-dash": .text(""), "slash": .text("a/b"), "quote": .text("say \"hi\"")],
        ["back": .text("a\\b"), "tab": .text("a\tb"), "line": .text("a\nb"), "nul": .text("\u{0}")],
        ["é": .bool(true), "quo\"te": .bool(false), "sl/ash": .number(1)],
    ]

    @Test func fieldsAreWrittenAsJSONEncoderWritesThemAndReadBack() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        for fields in StoredJSONTests.fields {
            let text = Codec.encode(fields: fields)
            let byEncoder = String(decoding: try encoder.encode(fields.mapValues(Codec.StoredField.init)), as: UTF8.self)
            #expect(text == byEncoder)
            let byDecoder = try JSONDecoder().decode([String: Codec.StoredField].self, from: Data(text.utf8)).mapValues(\.value)
            #expect(byDecoder == fields)
            #expect(Codec.decodeFields(text) == fields, "\(text)")
        }
        // Plain fields are written by hand, and read so.
        let plain = StoredJSONTests.fields[2]
        #expect(Codec.plainJSON(plain) == #"{"done":false,"due":{"date":"2026-12-09"},"note":"plain words","priority":3}"#)
        #expect(SectionReader.storedFields(Codec.encode(fields: plain)) == plain)
        #expect(Codec.plainJSON(StoredJSONTests.fields[4]) == nil, "a slash or a quote is left to JSONEncoder")
    }

    /// What the hand reader does not read exactly is read by JSONDecoder, as before.
    @Test func storedFieldsItCannotReadExactlyItLeaves() throws {
        let cases = [
            #"{"a":1,"a":2}"#, #"{"a":null}"#, #"{"a":[1]}"#, #"{"a":{"date":"not a day"}}"#, #"{"a":{"day":"2026-12-09"}}"#,
            #"{"\u0061":true}"#, #"{"a":1e400}"#, "not json",
        ]
        for text in cases {
            #expect(SectionReader.storedFields(text) == nil, "\(text)")
            let byDecoder = (try? JSONDecoder().decode([String: Codec.StoredField].self, from: Data(text.utf8)))?.mapValues(\.value) ?? [:]
            #expect(Codec.decodeFields(text) == byDecoder, "\(text)")
        }
        #expect(SectionReader.storedFields(#" { "a" : { "date" : "2026-12-09" } , "b" : "x" } "#)
                == ["a": .date(CalendarDate(iso: "2026-12-09")!), "b": .text("x")])
    }

    /// A row's values before a change, written by hand, read back by JSONDecoder as
    /// they were, and as JSONEncoder's text of them is read: every character a title
    /// or a note may hold that JSON escapes, and the values that are left out.
    @Test(arguments: [
        Codec.Before(title: "Buy milk", notes: nil, fields: "{}", flags: 0, expanded: false, schedule: nil),
        Codec.Before(title: "Say \"hi\" \\ to C:\\tmp/ä", notes: "line one\nline two\r\tend", fields: "{\"done\":true,\"t\":\"a/b\"}",
                     flags: 7, expanded: true, schedule: "{\"every\":{\"days\":2}}"),
        Codec.Before(title: "\u{0}\u{1}\u{8}\u{C}\u{1B}[2J\u{1F}\u{7F}", notes: "", fields: "{}", flags: -1, expanded: false, schedule: ""),
        Codec.Before(title: "Llamar a Ana 😀 \u{2028}\u{2029} ñ", notes: "é", fields: "{\"vence\":{\"date\":\"2026-12-09\"}}",
                     flags: Int64.max, expanded: true, schedule: nil),
    ])
    func beforeAsJSONDecoderReadsIt(_ before: Codec.Before) throws {
        let text = Codec.encode(before: before)
        #expect(try JSONDecoder().decode(Codec.Before.self, from: Data(text.utf8)) == before, "\(text)")
        let byEncoder = try JSONEncoder().encode(before)
        #expect(try JSONDecoder().decode(Codec.Before.self, from: byEncoder) == before)
        #expect(Codec.decodeBefore(text, row: RowID(5))?.title == before.title)
    }
}
