import Foundation
import ListoAnnouncer
import ListoModel
import Testing

/// Both languages hold every message, with the same arguments, and every key the
/// announcer asks for is in them.
@Suite struct CatalogTests {
    static let english = Catalog.phrases(.en)
    static let spanish = Catalog.phrases(.es)

    @Test func everyMessageIsInBothLanguages() {
        let onlyEnglish = Set(Self.english.keys).subtracting(Self.spanish.keys).sorted()
        let onlySpanish = Set(Self.spanish.keys).subtracting(Self.english.keys).sorted()
        #expect(onlyEnglish.isEmpty, "no Spanish for \(onlyEnglish)")
        #expect(onlySpanish.isEmpty, "no English for \(onlySpanish)")
    }

    @Test func bothLanguagesTakeTheSameArguments() {
        for (key, english) in Self.english {
            guard let spanish = Self.spanish[key] else { continue }
            #expect(Self.slots(english) == Self.slots(spanish), "\(key) takes other arguments in Spanish")
            if case .counted = english { #expect({ if case .counted = spanish { return true } else { return false } }(), "\(key) is counted in English only") }
        }
    }

    /// A Spanish message left in English is a missing translation, except where
    /// the words are the same in both (names, numbers, punctuation).
    @Test func spanishIsNotEnglishLeftUntranslated() {
        let same: Set<String> = ["of", "error", "rotor", "actions.head", "role.normal", "verbosity.normal", "profile.mac",
                                 "layout.regular", "detail.aside", "r.unknownHelpTopic.1", "r.unknownCommand.1", "r.noSuchList.1"]
        for (key, english) in Self.english where !same.contains(key) && english.forms.joined().contains(where: \.isLetter) {
            #expect(Self.spanish[key] != english, "\(key) is the same in Spanish")
        }
    }

    @Test func everyKeyTheAnnouncerAsksForExists() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        var files: [URL] = []
        for target in ["ListoAnnouncer", "ListoREPL"] {
            let folder = sources.appendingPathComponent(target)
            files += try FileManager.default.contentsOfDirectory(atPath: folder.path)
                .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("Catalog+") }.map { folder.appendingPathComponent($0) }
        }
        let pattern = try NSRegularExpression(pattern: #"\b(?:t|t\.count|UsageError)\("([a-zA-Z][\w.]*)""#)
        var asked = 0
        for url in files {
            let file = url.lastPathComponent
            let text = try String(contentsOf: url, encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let key = String(text[Range(match.range(at: 1), in: text)!])
                if key.hasSuffix(".") { continue }
                asked += 1
                #expect(Self.english[key] != nil, "\(file) asks for \(key)")
            }
        }
        #expect(asked > 200)
    }

    @Test func everyNamedValueHasItsWordsInBothLanguages() {
        var keys: [String] = []
        keys += RotorUnit.allCases.map { "unit." + $0.rawValue }
        keys += Edge.allCases.map { "edge." + $0.rawValue }
        keys += Role.allCases.map { "role." + $0.rawValue }
        keys += Column.allCases.map { "column." + $0.rawValue }
        keys += Verbosity.allCases.map { "verbosity." + $0.rawValue }
        keys += ListStyle.allCases.map { "style." + $0.rawValue }
        keys += Profile.allCases.map { "profile." + $0.rawValue }
        keys += Layout.allCases.map { "layout." + $0.rawValue }
        keys += ColumnVisibility.allCases.map { "columns." + $0.rawValue }
        keys += SelectionMode.allCases.map { "selectionmode." + $0.rawValue }
        keys += CommandGroup.allCases.map { "group." + $0.rawValue }
        keys += ["inactive", "transient", "active"].flatMap { ["editmode." + $0, "setting.editmode." + $0] }
        for key in keys { #expect(Self.english[key] != nil && Self.spanish[key] != nil, "\(key)") }
    }

    static func slots(_ phrase: Phrase) -> Set<String> {
        var found = Set<String>()
        for form in phrase.forms {
            var rest = Substring(form)
            while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
                found.insert(String(rest[rest.index(after: open)..<close]))
                rest = rest[rest.index(after: close)...]
            }
        }
        return found
    }
}

/// Plurals and numbers as each language says them.
@Suite struct SpanishWordingTests {
    let es = Announcer(language: .es)
    let en = Announcer(language: .en)

    @Test func countsTakeTheRightForm() {
        #expect(es.lines(.listTitle(name: "Tareas", sections: 2, rows: 5)) == ["Tareas, 2 secciones, 5 filas."])
        #expect(es.lines(.listTitle(name: "Tareas", sections: 1, rows: 1)) == ["Tareas, 1 sección, 1 fila."])
        #expect(es.lines(.listTitle(name: "Vacía", sections: 0, rows: 0)) == ["Vacía, sin filas."])
        #expect(en.lines(.listTitle(name: "Tasks", sections: 1, rows: 1)) == ["Tasks, 1 section, 1 row."])
        #expect(es.lines(.filterOn("an", matches: 1)) == ["Filtro an: coincide 1 fila."])
        #expect(es.lines(.filterOn("an", matches: 3)) == ["Filtro an: coinciden 3 filas."])
    }

    @Test func positionsAreOneOfThree() {
        let row = RowView(row: Row(id: RowID(1), title: "Comprar pan", position: 0), index: 1, count: 3)
        #expect(es.lines(.row(row)) == ["Comprar pan, 1 de 3."])
        #expect(en.lines(.row(row)) == ["Comprar pan, 1 of 3."])
    }

    @Test func refusalsAreInSpanish() {
        #expect(es.lines(.refusal(.noRowNumber(9, count: 3))) == ["Error: fila 9: solo hay 3. Escribe un número del 1 al 3."])
        #expect(es.lines(.refusal(.noRowNumber(2, count: 1))) == ["Error: fila 2: solo hay 1. Escribe 1."])
        #expect(es.lines(.refusal(.unknownCommand("sigiente", suggestion: "siguiente"))) == ["Error: \"sigiente\" no es un comando. ¿Querías decir siguiente?"])
    }
}
