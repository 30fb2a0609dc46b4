import ListoAnnouncer
import ListoModel
import Testing

/// Exact wording of declarations and moves of work, in English and Spanish.
@Suite struct DeclaringWordingTests {
    static let bread = RowPlace(id: RowID(1), title: "Buy bread", index: 1, count: 3, section: "Pending")

    static let english: [(Announcement, [String])] = [
        (.changes([.actionAdded(name: "Flag", edge: .leading, index: 1, count: 1, replacedDelete: true)]),
         ["Action Flag added, leading 1 of 1. No built-in Delete now."]),
        (.changes([.actionAdded(name: "Later", edge: .trailing, index: 2, count: 2, replacedDelete: false)]),
         ["Action Later added, trailing 2 of 2."]),
        (.changes([.actionRemoved(name: "Flag", edge: .leading, deleteBack: true)]), ["Action Flag removed from leading. The built-in Delete is back."]),
        (.changes([.actionMoved(name: "Snooze", edge: .trailing, index: 1, count: 2, fullSwipe: true)]),
         ["Action Snooze moved to trailing 1 of 2. A full swipe runs it."]),
        (.changes([.fullSwipeChanged(list: "Tasks", edge: .trailing, on: true, runs: "Delete")]), ["Tasks full swipe trailing: on, runs Delete."]),
        (.changes([.fullSwipeChanged(list: "Tasks", edge: .leading, on: false, runs: nil)]), ["Tasks full swipe leading: off."]),
        (.changes([.selectionModeChanged(list: "Tasks", mode: .single)]), ["Tasks selection: single."]),
        (.changes([.rowsMoved(titles: ["Call Ana"], list: nil, section: "Completed", index: 3, count: 3)]), ["Moved Call Ana to Completed, 3 of 3."]),
        (.changes([.rowsMoved(titles: ["Call Ana"], list: "Articles", section: "Today", index: 4, count: 4)]),
         ["Moved Call Ana to Articles, Today, 4 of 4."]),
        (.changes([.rowsMoved(titles: ["A", "B", "C", "D"], list: nil, section: "Done", index: 2, count: 5)]), ["Moved 4 rows to Done, 2 to 5 of 5."]),
        (.changes([.rowStayed(bread)]), ["Buy bread stays 1 of 3; nothing moved."]),
        (.changes([.listDeleted(name: "Groceries", rows: 5), .listRenamed(from: "Tasks", to: "Chores")]),
         ["List Groceries deleted, 5 rows.", "List Tasks renamed to Chores."]),
        (.changes([
            .actionRanOnRows(action: "Done", titles: ["Buy bread", "Call Ana", "Pay the rent"]),
            .fieldChanged(title: "Buy bread", field: "done", value: .bool(true)), .movedToSection(title: "Buy bread", section: "Completed"),
            .fieldChanged(title: "Call Ana", field: "done", value: .bool(true)), .movedToSection(title: "Call Ana", section: "Completed"),
            .fieldChanged(title: "Pay the rent", field: "done", value: .bool(true)), .movedToSection(title: "Pay the rent", section: "Completed"),
         ]), ["Done: 3 rows. Now in Completed."]),
        (.rowsSelected(["Buy bread", "Call Ana"], count: 2), ["Buy bread and Call Ana selected, 2 in all."]),
        (.rowsSelected(["A", "B", "C", "D"], count: 6), ["4 rows selected, 6 in all."]),
        // A few titles too long for one line of 80 are counted as more rows are: what happened comes first.
        (.rowsSelected(["Item word number 1 with a long title", "Item word number 2 with a long title"], count: 2), ["2 rows selected, 2 in all."]),
        (.selection(["Item word number 1 with a long title", "Item word number 2 with a long title"]),
         ["2 selected.", "Item word number 1 with a long title.", "Item word number 2 with a long title."]),
        // Rows selected by a state and counted in the store are said as the same rows read would be.
        (.rowsInStateSelected(rows: 4, count: 6), ["4 rows selected, 6 in all."]),
        (.rowsInStateSelected(rows: 1_000_000, count: 1_000_000), ["1000000 rows selected, 1000000 in all."]),
        (.cascade(list: "Inbox", rows: 3, left: LeftBehind(), detailClosed: false), ["Inbox, 3 rows."]),
        (.refusal(.swipeInEditMode), ["Error: rows can't be swiped while editing. Type edit off first."]),
        (.refusal(.noListNumber(9, count: 4)), ["Error: list 9: there are only 4. Type lists to hear them."]),
    ]

    static let spanish: [(Announcement, [String])] = [
        (.changes([.rowsMoved(titles: ["Call Ana"], list: nil, section: "Completed", index: 3, count: 3)]), ["Movida Call Ana a Completed, 3 de 3."]),
        (.changes([.actionRemoved(name: "Flag", edge: .leading, deleteBack: true)]), ["Acción Flag quitada del inicio. Vuelve el Borrar propio."]),
        (.refusal(.swipeInEditMode), ["Error: no se puede deslizar una fila mientras editas. Escribe editar no primero."]),
        (.rowsSelected(["A", "B", "C", "D"], count: 6), ["4 filas seleccionadas, 6 en total."]),
        (.rowsSelected(["Elemento número 1 con un título largo", "Elemento número 2 con un título largo"], count: 2),
         ["2 filas seleccionadas, 2 en total."]),
        (.rowsInStateSelected(rows: 4, count: 6), ["4 filas seleccionadas, 6 en total."]),
    ]

    /// Set and toggle on a selection are named by the announcer in the language spoken,
    /// not by the session when it ran them: an undo heard after `language es` says hecha.
    /// They are named by what they did (Done, Hechas), never by the command's word (Set, Poner).
    @Test func aChangeOnTheSelectionIsNamedInTheLanguageSpoken() {
        let titles = ["Buy bread", "Call Ana"]
        let set: [Event] = [.actionRanOnRows(action: .onSelection(.set), titles: titles)]
            + titles.map { .fieldChanged(title: $0, field: "done", value: .bool(true)) }
        let toggle: [Event] = [.actionRan(action: .onSelection(.toggle), title: "Call Ana"),
                               .fieldChanged(title: "Call Ana", field: "done", value: .bool(true))]
        #expect(Announcer().lines(.changes(set)) == ["Done: 2 rows."])
        #expect(Announcer(language: .es).lines(.changes(set)) == ["Hechas: 2 filas."])
        #expect(Announcer().lines(.changes(toggle)) == ["Done: Call Ana."])
        #expect(Announcer(language: .es).lines(.changes(toggle)) == ["Hecha: Call Ana."])
        #expect(Announcer(language: .es).lines(.undid(set)).first == "Deshecho: hecha en Buy bread y Call Ana.")
    }

    /// mark done with 4 rows selected in edit mode, and its undo: said by the state set,
    /// where they were "Poner: 4 filas. Ahora hechas." and "Deshecho: poner en 4 filas.".
    @Test(arguments: [
        (Language.en, FieldValue?.some(.bool(true)), "Done: 4 rows.", "Undid done on 4 rows."),
        (.es, .bool(true), "Hechas: 4 filas.", "Deshecho: hecha en 4 filas."),
        (.en, .bool(false), "Not done: 4 rows.", "Undid not done on 4 rows."),
        (.es, .bool(false), "No hechas: 4 filas.", "Deshecho: no hecha en 4 filas."),
        (.en, nil, "Done removed: 4 rows.", "Undid done removed on 4 rows."),
        (.es, .text("casa"), "Hecha casa: 4 filas.", "Deshecho: hecha casa en 4 filas."),
    ])
    func aSetOnTheSelectionIsSaidByWhatItDid(language: Language, value: FieldValue?, said: String, undone: String) {
        let field = language == .es ? "hecha" : "done"
        let titles = ["A", "B", "C", "D"]
        let events: [Event] = [.actionRanOnRows(action: .onSelection(.set), titles: titles)]
            + titles.map { .fieldChanged(title: $0, field: field, value: value) }
        #expect(Announcer(language: language).lines(.changes(events)) == [said])
        #expect(Announcer(language: language).lines(.undid(events)) == [undone])
    }

    @Test(arguments: english.indices) func saysExactly(_ i: Int) {
        let (announcement, expected) = DeclaringWordingTests.english[i]
        #expect(Announcer().lines(announcement) == expected)
    }

    @Test(arguments: spanish.indices) func saysExactlyInSpanish(_ i: Int) {
        let (announcement, expected) = DeclaringWordingTests.spanish[i]
        #expect(Announcer(language: .es).lines(announcement) == expected)
    }

    /// Every line of this work has its Spanish, taking the same arguments as the English.
    @Test func everyDeclaringKeyIsSaidInBothLanguagesWithTheSameArguments() {
        let keys = ["rows.selected", "ev.rows.moved.one", "ev.rows.moved.several", "ev.stayed", "ev.list.deleted", "ev.list.renamed",
                    "ev.action.added", "ev.action.removed", "ev.action.renamed", "ev.action.moved", "ev.fullSwipe.off", "ev.fullSwipe.on",
                    "ev.fullSwipe.runs", "ev.selectionMode", "r.noListNumber", "r.swipeInEditMode", "r.batchNeedsEditMode",
                    "r.actionNameTaken", "r.actionMissing", "r.builtInActionFixed", "r.noSuchField.2", "r.sameList",
                    "r.selectionMovesAway", "r.noRowInState", "cascade.selection", "cascade.detail", "offer.also"]
        expectOwnSpanish(keys)
    }
}
