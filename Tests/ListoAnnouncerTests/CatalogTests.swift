import Foundation
import ListoAnnouncer
import ListoModel
import Testing

/// Every message is a case of `Message` and each catalog a switch over all of them,
/// so a message missing in a language, or asked for with the wrong arguments, does
/// not compile. What is left to test: each language says every argument it is given,
/// counts take their forms, and Spanish is not English left untranslated.
@Suite struct CatalogTests {
    static let many = 987_654

    /// Every message's forms (none, one, many) in a language, {1}, {2}… for its arguments.
    static func forms(_ language: Language) -> [String: [String]] {
        var out: [String: [String]] = [:]
        let catalog = Catalog(language)
        for count in [0, 1, many] {
            for (name, message) in Message.every(argument: { "{\($0)}" }, count: count) {
                let form = catalog(message)
                if !(out[name]?.contains(form) ?? false) { out[name, default: []].append(form) }
            }
        }
        return out
    }
    static let english = forms(.en)
    static let spanish = forms(.es)

    static func slots(_ forms: [String]) -> Set<String> {
        var found = Set<String>()
        for form in forms {
            var rest = Substring(form)
            while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
                found.insert(String(rest[rest.index(after: open)..<close]))
                rest = rest[rest.index(after: close)...]
            }
        }
        return found
    }

    @Test func bothLanguagesSayTheSameArguments() {
        #expect(Self.english.count > 500)
        for (name, english) in Self.english {
            let spanish = Self.spanish[name] ?? []
            #expect(Self.slots(english) == Self.slots(spanish), "\(name) says other arguments in Spanish")
            #expect(english.allSatisfy { !$0.isEmpty } && spanish.allSatisfy { !$0.isEmpty }, "\(name) says nothing")
        }
    }

    /// A Spanish message left in English is a missing translation, except where
    /// the words are the same in both (names, numbers, punctuation).
    @Test func spanishIsNotEnglishLeftUntranslated() {
        let same: Set<String> = ["of", "error", "rotor", "actionsHead", "roleNormal", "verbosityNormal", "profileMac",
                                 "layoutRegular", "detailAside", "rUnknownHelpTopic1", "rUnknownCommand1", "rNoSuchList1", "completionGroup", "candidate", "usageRotor",
                                 // The command line's placeholders that are numbers or values typed the same in both.
                                 "commandLine.placeholder.N", "commandLine.placeholder.en|es", "commandLine.placeholder.json|markdown|todotxt|ics|vdir"]
        for (name, english) in Self.english where !same.contains(name) && english.joined().contains(where: \.isLetter) {
            #expect(Self.spanish[name] != english, "\(name) is the same in Spanish")
        }
    }

    /// Issue 25 (trial47 N9): every Spanish line that changed nothing ends as the others
    /// do, "no cambió nada", never "nada cambió", so a listener hears one ending for it.
    @Test func spanishNoOpsSayNoCambióNada() {
        let noOps = Self.spanish.filter { $0.value.contains { $0.contains("no cambió nada") } }
        #expect(noOps.count > 20)
        for (name, forms) in Self.spanish {
            #expect(!forms.contains { $0.contains("nada cambió") }, "\(name) says nada cambió: \(forms)")
        }
    }

    /// Every value said by name (an edge, a style, a rotor unit…) has a name of its own in each language.
    @Test func everyNamedValueHasItsWordsInBothLanguages() {
        for language in Language.allCases {
            let c = Catalog(language)
            let kinds: [[String]] = [
                RotorUnit.allCases.map(c.name), Edge.allCases.map(c.name), Role.allCases.map(c.name), Column.allCases.map(c.name),
                Verbosity.allCases.map(c.name), ListStyle.allCases.map(c.name), Profile.allCases.map(c.name), Layout.allCases.map(c.name), LayoutChoice.allCases.map(c.name),
                ColumnVisibility.allCases.map(c.name), SelectionMode.allCases.map(c.name), CommandGroup.allCases.map(c.name),
                FieldType.allCases.map(c.name), [EditMode.inactive, .transient, .active].map(c.name),
            ]
            for names in kinds {
                #expect(Set(names).count == names.count && names.allSatisfy { !$0.isEmpty }, "\(language): \(names)")
            }
        }
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
        #expect(es.lines(.filterOn("an", matches: MatchTally(rows: 1))) == ["Filtro an: coincide 1 fila."])
        #expect(es.lines(.filterOn("an", matches: MatchTally(rows: 3))) == ["Filtro an: coinciden 3 filas."])
    }

    /// A filter's count says the rows inside that match, and the rows shown only for holding them.
    @Test func filterCountsMatchesInside() {
        let en = Announcer(), es = Announcer(language: .es)
        let replies = Announcer(childrenAreReplies: true)
        #expect(replies.lines(.filterOn("unread", matches: MatchTally(rows: 2, inside: 1))) == ["Filter unread: 2 rows match, and 1 reply inside them."])
        #expect(en.lines(.filterOn("ap", matches: MatchTally(rows: 1, inside: 1))) == ["Filter ap: 1 row matches, and 1 subtask inside it."])
        #expect(en.lines(.filterOn("apri", matches: MatchTally(rows: 1, holding: 1, inside: 1))) == ["Filter apri: 1 subtask matches, inside 1 row."])
        #expect(en.lines(.filterOn("x", matches: MatchTally(rows: 3, holding: 1, inside: 2))) == ["Filter x: 2 rows and 2 subtasks match, in 3 rows."])
        #expect(en.lines(.listTitle(name: "T", sections: 0, rows: 1, filter: "ap", tally: MatchTally(rows: 1, inside: 1)))
            == ["T, filter ap: 1 row matches, and 1 subtask inside it."])
        #expect(es.lines(.filterOn("ap", matches: MatchTally(rows: 2, inside: 3))) == ["Filtro ap: coinciden 2 filas y 3 subtareas dentro de ellas."])
        #expect(es.lines(.filterOn("apri", matches: MatchTally(rows: 2, holding: 2, inside: 2))) == ["Filtro apri: coinciden 2 subtareas, dentro de 2 filas."])
        #expect(es.lines(.listTitle(name: "T", sections: 2, rows: 1, filter: "ap", tally: MatchTally(rows: 1, inside: 1)))
            == ["T, filtro ap: coincide 1 fila y 1 subtarea dentro de ella, 2 secciones."])
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
