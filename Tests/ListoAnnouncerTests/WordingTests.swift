import ListoAnnouncer
import ListoModel
import Testing

/// Exact wording, as a table: what each announcement says at normal verbosity.
@Suite struct WordingTests {
    static let bread = Row(id: RowID(1), title: "Buy bread")
    static let rent = Row(id: RowID(2), title: "Pay the rent", fields: ["pinned": .bool(true)])
    static let article = Row(id: RowID(3), title: "Lists by ear", fields: ["read": .bool(false), "due": .text("Friday")])

    static let cases: [(Announcement, [String])] = [
        (.listTitle(name: "Tasks", sections: 2, rows: 5), ["Tasks, 2 sections, 5 rows."]),
        (.listTitle(name: "Inbox", sections: 0, rows: 1), ["Inbox, 1 row."]),
        (.section(SectionView(header: "Pending", index: 1, count: 2, rows: 3)), ["Pending, section 1 of 2, 3 rows."]),
        (.section(SectionView(header: "Pending", index: 1, count: 2, rows: 3, collapsed: true)),
         ["Pending, section 1 of 2, collapsed, 3 rows hidden."]),
        (.section(SectionView(header: "Today", index: 1, count: 2, rows: 0, prominence: .increased)),
         ["Today, main heading, section 1 of 2, no rows."]),
        (.row(RowView(row: bread, index: 1, count: 3, actions: ["Done", "Delete", "Snooze"])),
         ["Buy bread, 1 of 3, actions Done, Delete, Snooze."]),
        (.row(RowView(row: rent, index: 3, count: 3, selected: true)), ["Pay the rent, 3 of 3, pinned, selected."]),
        (.row(RowView(row: article, index: 1, count: 2)), ["Lists by ear, 1 of 2, due Friday, unread."]),
        (.footer("Archived after thirty days."), ["Footer: Archived after thirty days."]),
        (.endOfList, ["End of list."]),
        (.startOfList, ["Start of list."]),
        (.changes([.rowMoved(RowPlace(id: RowID(1), title: "Buy bread", index: 3, count: 3, section: "Pending"), after: "Pay the rent", before: nil)]),
         ["Moved Buy bread to 3 of 3, after Pay the rent."]),
        (.changes([.actionRan(action: "Delete", title: "Call Ana"), .rowsDeleted(titles: ["Call Ana"], remaining: 2, below: 0)]),
         ["Deleted Call Ana. 2 rows left."]),
        (.changes([.rowsDeleted(titles: ["Buy bread", "Call Ana", "Pay the rent", "Renew passport"], remaining: 1, below: 0)]),
         ["Deleted 4 rows: Buy bread, Call Ana, Pay the rent, Renew passport. 1 row left."]),
        (.changes([.rowsDeleted(titles: (1...10_000).map { "Row \($0)" }, remaining: 0, below: 0)]),
         ["Deleted 10000 rows: Row 1, Row 2, Row 3 and 9997 more. No rows left."]),
        // An action that deletes, on a selection: the rows left, and under a filter the filter they are counted in, as delete selection names it.
        (.changes([.actionRanOnRows(action: "Delete", titles: ["Buy bread", "Call Ana"]), .rowsDeleted(titles: ["Buy bread"], remaining: 4, below: 0),
                   .rowsDeleted(titles: ["Call Ana"], remaining: 3, below: 0)]),
         ["Delete: 2 rows. Deleted 2, 3 rows left."]),
        (.changesInFilter([.actionRanOnCovered(action: "Delete", first: ["Task 10"], count: 1110),
                           .coveredDeleted(first: ["Task 10"], count: 1110, remaining: 0, below: 0)], filter: "Task 1"),
         ["Delete: 1110 rows. Deleted 1110, no rows left in filter Task 1."]),
        (.changesInFilter([.actionRanOnRows(action: "Delete", titles: ["Buy bread", "Plan the trip"]), .rowsDeleted(titles: ["Buy bread"], remaining: 4, below: 0),
                           .rowsDeleted(titles: ["Plan the trip"], remaining: 3, below: 2)], filter: "a"),
         ["Delete: 2 rows. Deleted 2 with 2 subtasks, 3 rows left in filter a."]),
        (.changes([.actionRan(action: "Done", title: "Buy bread"), .fieldChanged(title: "Buy bread", field: "done", value: .bool(true)),
                   .movedToSection(title: "Buy bread", section: "Completed")]),
         ["Done: Buy bread. Now in Completed."]),
        (.changes([.actionRan(action: "Snooze", title: "Call Ana"), .fieldChanged(title: "Call Ana", field: "snoozed", value: .bool(true))]),
         ["Snooze: Call Ana. Now snoozed."]),
        (.undid([.actionRan(action: "Delete", title: "Call Ana"), .rowsDeleted(titles: ["Call Ana"], remaining: 2, below: 0)]),
         ["Undid delete of Call Ana."]),
        (.changedElsewhere(ElsewhereSummary(added: ["Pending": 1])), ["Pending: 1 row added elsewhere."]),
        (.refusal(.unknownCommand("nxt", suggestion: "next")), ["Error: \"nxt\" is not a command. Did you mean next?"]),
        (.refusal(.model(.moveDisabled(title: "Pay the rent", pinned: true))), ["Error: Pay the rent can't be moved: it is pinned."]),
        (.refusal(.model(.sortedByField(list: "Tasks", field: "due"))),
         ["Error: Tasks is sorted by due, so rows can't be moved by hand. Type sort manual first."]),
        (.refusal(.ambiguousRow("b", candidates: [RowCandidate(title: "Buy bread", place: (1, 3)), RowCandidate(title: "Braille", place: (2, 3))])),
         ["Error: \"b\" matches 2 rows:", "1: Buy bread, row 1 of 3.", "2: Braille, row 2 of 3.", "Type a number to choose one, or more of the title."]),
        (.refusal(.notInList("zebra", list: "Tasks")), ["Error: \"zebra\" is in no row of Tasks. Try a shorter text, or search to look in every list."]),
        (.refusal(.ambiguousRow("i", candidates: [RowCandidate(title: "Item 1"), RowCandidate(title: "Item 2")], more: true)),
         ["Error: \"i\" matches more than 2 rows; 2 of them, in list order:", "1: Item 1.", "2: Item 2.", "Type a number to choose one, or more of the title; more says the next ones."]),
        // What a list left behind lost is one fact a line, each led by what it was about.
        (.cascade(list: "Archive", rows: 2, left: LeftBehind(selectionCleared: true), detailClosed: true), ["Archive, 2 rows.", "Selection cleared.", "Detail closed."]),
        (.cascade(list: "Archive", rows: 2, left: LeftBehind(), detailClosed: true), ["Archive, 2 rows.", "Detail closed."]),
        (.cascade(list: "Archive", rows: 2, left: LeftBehind(selectionCleared: true, editEnded: true, filter: "bread"), detailClosed: false),
         ["Archive, 2 rows.", "Selection cleared.", "Editing ended.", "Filter bread off."]),
        (.leftBehind(LeftBehind(editEnded: true)), ["Editing ended."]),
        (.leftBehind(LeftBehind(selectionCleared: true, editEnded: true)), ["Selection cleared.", "Editing ended."]),
        (.placeholder(list: "Inbox"), ["Detail is empty. Open a row from Inbox."]),
        // An import of many lists names a few and counts the rest: three thousand were one line of twenty thousand characters.
        (.imported(lists: ["Tasks", "Shop"], rows: 9), ["Imported 2 lists, 9 rows: Tasks, Shop."]),
        (.imported(lists: (1...3000).map { "List \($0)" }, rows: 3000), ["Imported 3000 lists, 3000 rows: List 1, List 2, List 3 and 2997 more."]),
        // Outlines: a row with children says its state and count; a level is said when it changed.
        (.row(RowView(row: plan(expanded: false), index: 2, count: 5)), ["Plan the trip, 2 of 5, collapsed, 3 subtasks."]),
        (.row(RowView(row: plan(expanded: true), index: 2, count: 5, doneChildren: 2)), ["Plan the trip, 2 of 5, expanded, 2 of 3 done."]),
        (.row(RowView(row: bread, index: 1, count: 3, level: 2)), ["Buy bread, level 2, 1 of 3."]),
        (.row(RowView(row: plan(expanded: false), index: 1, count: 1, thread: true)), ["Plan the trip, 1 of 1."]),
        (.levelEnd(first: false, level: 2), ["Last at level 2."]),
        (.changes([.rowExpanded(title: "Plan the trip", expanded: true, all: false, children: 3)]), ["Expanded Plan the trip, 3 subtasks."]),
        (.changes([.rowExpanded(title: "Plan the trip", expanded: false, all: true, children: 7)]), ["Plan the trip collapsed in full, 7 subtasks at all levels."]),
        (.changes([.rowAdded(RowPlace(id: RowID(9), title: "Book the train", index: 1, count: 1, section: nil, level: 2, parent: "Plan the trip"))]),
         ["Added Book the train under Plan the trip, level 2, 1 of 1."]),
        (.changes([.rowNested(RowPlace(id: RowID(9), title: "Pack", index: 3, count: 3, section: nil, level: 2, parent: "Plan the trip"),
                              how: .indented, after: "Book the hotel")]),
         ["Indented Pack under Plan the trip, level 2, 3 of 3, after Book the hotel."]),
        (.changes([.rowNested(RowPlace(id: RowID(9), title: "Pack", index: 2, count: 3, section: nil, level: 1, parent: nil),
                              how: .outdented, after: "Plan the trip")]),
         ["Outdented Pack, level 1, 2 of 3, after Plan the trip."]),
        (.changes([.rowNested(RowPlace(id: RowID(9), title: "Pack", index: 1, count: 1, section: nil, level: 2, parent: "Go"),
                              how: .movedInto, after: nil)]),
         ["Moved Pack into Go, level 2, 1 of 1."]),
        (.changes([.actionRan(action: "Delete", title: "Plan the trip"), .rowsDeleted(titles: ["Plan the trip"], remaining: 4, below: 3)]),
         ["Deleted Plan the trip with 3 subtasks. 4 rows left."]),
        (.changes([.actionRan(action: "Done", title: "Plan the trip"), .fieldChanged(title: "Plan the trip", field: "done", value: .bool(true)),
                   .childrenOpen(title: "Plan the trip", open: 2)]),
         ["Done: Plan the trip. 2 subtasks still open."]),
        (.undid([.rowNested(RowPlace(id: RowID(9), title: "Pack", index: 3, count: 3, section: nil, level: 2, parent: "Plan the trip"),
                            how: .indented, after: nil)]),
         ["Undid indent of Pack."]),
        (.refusal(.rowInsideCollapsed(title: "Pick a room", parent: "Plan the trip")),
         ["Error: Pick a room is inside Plan the trip, which is collapsed. Type expand Plan the trip first."]),
    ]

    /// The same in Spanish: "Selección quitada, edición terminada." was two facts on one line.
    static let spanishLeftBehind: [(Announcement, [String])] = [
        (.cascade(list: "Tareas", sections: 2, rows: 5, left: LeftBehind(selectionCleared: true, editEnded: true), detailClosed: false),
         ["Tareas, 2 secciones, 5 filas.", "Selección quitada.", "Edición terminada."]),
        (.cascade(list: "Entrada", rows: 3, left: LeftBehind(selectionCleared: true, filter: "Ana"), detailClosed: true),
         ["Entrada, 3 filas.", "Selección quitada.", "Filtro Ana quitado.", "Detalle cerrado."]),
        (.cascade(list: "Entrada", rows: 3, left: LeftBehind(), detailClosed: false), ["Entrada, 3 filas."]),
        (.leftBehind(LeftBehind(selectionCleared: true, editEnded: true)), ["Selección quitada.", "Edición terminada."]),
        (.edgeOfActions(end: true), ["Fin de las acciones."]),
        (.edgeOfActions(end: false), ["Inicio de las acciones."]),
        (.changesInFilter([.actionRanOnCovered(action: "Borrar", first: ["Tarea 10"], count: 1110),
                           .coveredDeleted(first: ["Tarea 10"], count: 1110, remaining: 7, below: 0)], filter: "Tarea 1"),
         ["Borrar: 1110 filas. Borradas 1110, quedan 7 filas en el filtro Tarea 1."]),
    ]

    @Test(arguments: spanishLeftBehind.indices)
    func spanishLeftBehindIsOneFactALine(_ index: Int) {
        let (announcement, expected) = Self.spanishLeftBehind[index]
        #expect(Announcer(language: .es).lines(announcement) == expected)
    }

    /// A help topic not found is quoted as an unknown command is, in one pair of quotes
    /// however it was typed: it was said bare, so "help mov" said "mov is not a command".
    /// Its hint points to the groups in both languages, as help with nothing after it lists
    /// them; an unknown command's hint points to the commands.
    static let helpTopicRefusals: [(Language, Refusal, String)] = [
        (.en, .unknownCommand("mov", suggestion: "move"), "Error: \"mov\" is not a command. Did you mean move?"),
        (.en, .unknownHelpTopic("mov", suggestion: "move"), "Error: \"mov\" is not a command or a group of them. Did you mean move?"),
        (.en, .unknownHelpTopic("nothing", suggestion: nil), "Error: \"nothing\" is not a command or a group of them. Type help for the groups."),
        (.en, .unknownHelpTopic("\"mo v\"", suggestion: nil), "Error: \"mo v\" is not a command or a group of them. Type help for the groups."),
        (.en, .unknownHelpTopic("a\"b", suggestion: nil), "Error: \"a'b\" is not a command or a group of them. Type help for the groups."),
        (.es, .unknownCommand("mov", suggestion: "mover"), "Error: \"mov\" no es un comando. ¿Querías decir mover?"),
        (.es, .unknownHelpTopic("mov", suggestion: "mover"), "Error: \"mov\" no es un comando ni un grupo. ¿Querías decir mover?"),
        (.es, .unknownHelpTopic("\"mo v\"", suggestion: nil), "Error: \"mo v\" no es un comando ni un grupo. Escribe ayuda para los grupos."),
        (.es, .unknownHelpTopic("nada", suggestion: nil), "Error: \"nada\" no es un comando ni un grupo. Escribe ayuda para los grupos."),
        (.es, .unknownCommand("nada", suggestion: nil), "Error: \"nada\" no es un comando. Escribe ayuda para los comandos."),
        (.en, .unknownCommand("nothing", suggestion: nil), "Error: \"nothing\" is not a command. Type help for the commands."),
    ]

    @Test(arguments: helpTopicRefusals.indices)
    func aHelpTopicNotFoundIsQuoted(_ index: Int) {
        let (language, refusal, expected) = Self.helpTopicRefusals[index]
        #expect(Announcer(language: language).lines(.refusal(refusal)) == [expected])
    }

    static func plan(expanded: Bool) -> Row {
        Row(id: RowID(5), title: "Plan the trip", children: [bread, rent, article], expanded: expanded)
    }

    @Test(arguments: cases.indices)
    func saysExactly(_ index: Int) {
        let (announcement, expected) = WordingTests.cases[index]
        #expect(Announcer().lines(announcement) == expected)
    }

    /// A collapsed row says the states of the rows it hides, at any depth, in the words
    /// the list's counts use; expanded, or shown open by a filter, its rows say them.
    @Test func collapsedRowSaysTheStatesItHides() {
        let reply = Row(id: RowID(6), title: "Re: noon", fields: ["read": .bool(false)],
                        children: [Row(id: RowID(7), title: "Re: re", fields: ["read": .bool(false)])])
        let thread = Row(id: RowID(4), title: "Lunch", children: [reply])
        let mail = Announcer(today: CalendarDate(year: 2026, month: 12, day: 3)!, childrenAreReplies: true)
        #expect(mail.lines(.row(RowView(row: thread, index: 1, count: 3))) == ["Lunch, 1 of 3, collapsed, 1 reply, 2 unread replies."])
        var open = thread
        open.expanded = true
        #expect(mail.lines(.row(RowView(row: open, index: 1, count: 3))) == ["Lunch, 1 of 3, expanded, 1 reply."])
        var opened = RowView(row: thread, index: 1, count: 3)
        opened.filterOpens = true
        #expect(mail.lines(.row(opened)) == ["Lunch, 1 of 3, collapsed, shown open by the filter, 1 reply."])
    }

    /// One word for rows inside rows in each kind of list, in the list and the detail alike.
    @Test func rowsInsideAreRepliesInAListOfMessagesAndSubtasksElsewhere() {
        let thread = Row(id: RowID(4), title: "Lunch", children: [Row(id: RowID(5), title: "Noon works")])
        let tasks = Announcer()
        let mail = Announcer(childrenAreReplies: true)
        #expect(tasks.lines(.row(RowView(row: thread, index: 1, count: 3))) == ["Lunch, 1 of 3, collapsed, 1 subtask."])
        #expect(mail.lines(.row(RowView(row: thread, index: 1, count: 3))) == ["Lunch, 1 of 3, collapsed, 1 reply."])
        #expect(tasks.lines(.detailSummary(RowView(row: thread, index: 1, count: 3, thread: true), replies: 1, aside: false)) == ["Lunch, 1 of 3. 1 subtask."])
        #expect(mail.lines(.detailSummary(RowView(row: thread, index: 1, count: 3, thread: true), replies: 1, aside: false)) == ["Lunch, 1 of 3. 1 reply."])
        let again = Event.rowExpanded(title: "Lunch", expanded: true, all: false, children: 1, already: true)
        #expect(mail.lines(.changes([again])) == ["Lunch is already expanded, 1 reply."])
        #expect(Announcer(language: .es).lines(.changes([again])) == ["Lunch ya está expandida, 1 subtarea."])
    }

    /// The detail's summary says the row's note on lines of its own after the row's, as read
    /// says it: joined to the row's line it made two facts one line, past 40 Braille cells.
    static let detailSummaries: [(Language, Bool, Announcement, [String])] = {
        let lunch = Row(id: RowID(4), title: "Lunch", notes: "Noon on Friday?", children: [Row(id: RowID(5), title: "Noon works")])
        let bread = Row(id: RowID(6), title: "Buy bread")
        return [
            (.en, true, .detailSummary(RowView(row: lunch, index: 1, count: 3, thread: true), replies: 1, aside: true),
             ["Detail: Lunch, 1 of 3. 1 reply.", "Notes: Noon on Friday?"]),
            (.en, false, .detailSummary(RowView(row: lunch, index: 1, count: 3, thread: true), replies: 1, aside: false),
             ["Lunch, 1 of 3. 1 subtask.", "Notes: Noon on Friday?"]),
            (.en, false, .detailSummary(RowView(row: bread, index: 1, count: 3), replies: 0, aside: true), ["Detail: Buy bread, 1 of 3."]),
            (.es, true, .detailSummary(RowView(row: lunch, index: 1, count: 3, thread: true), replies: 1, aside: true),
             ["Detalle: Lunch, 1 de 3. 1 respuesta.", "Notas: Noon on Friday?"]),
            (.es, false, .detailSummary(RowView(row: bread, index: 1, count: 3), replies: 0, aside: false), ["Buy bread, 1 de 3."]),
        ]
    }()

    @Test(arguments: detailSummaries.indices)
    func theDetailSaysOneFactALine(_ index: Int) {
        let (language, replies, announcement, expected) = Self.detailSummaries[index]
        #expect(Announcer(language: language, childrenAreReplies: replies).lines(announcement) == expected)
    }

    /// The columns setting says the columns shown and the split style each on a line, the
    /// style as where says it: one line joined them, and the English left balanced unnamed.
    static let columnsSettings: [(Language, Announcement, [String])] = [
        (.en, .setting(.columns(.double, style: "balanced")), ["Columns: double.", "Split: balanced."]),
        (.en, .setting(.columns(.detail, style: "prominentDetail")), ["Columns: detail.", "Split: prominentDetail."]),
        (.en, .unchanged(.setting(.columns(.double, style: "balanced"))), ["Columns: double. Already so; nothing changed.", "Split: balanced."]),
        (.es, .setting(.columns(.double, style: "balanced")), ["Columnas: doble.", "División: equilibrada."]),
        (.es, .setting(.columns(.automatic, style: "prominentDetail")), ["Columnas: automático.", "División: detalle destacado."]),
        (.es, .unchanged(.setting(.columns(.all, style: "balanced"))), ["Columnas: todas. Ya estaba así; no cambió nada.", "División: equilibrada."]),
    ]

    @Test(arguments: columnsSettings.indices)
    func columnsSaysOneFactALine(_ index: Int) {
        let (language, announcement, expected) = Self.columnsSettings[index]
        #expect(Announcer(language: language).lines(announcement) == expected)
    }

    /// A line break in a note is data: the note is said a line at a time (blank lines left
    /// out), or its lines as sentences where it shares a line, never with ^J between them.
    @Test func aNoteOfSeveralLinesIsSaidByItsLines() {
        let recipe = Row(id: RowID(4), title: "Receta", notes: "Harina 200 g\nHuevos 2\r\n\n  Hornear 30 minutos\r")
        let view = RowView(row: recipe, index: 1, count: 1)
        #expect(Announcer(language: .es).lines(.rowInFull(view, actions: [])) == [
            "Receta, 1 de 1, sin acciones.", "Notas: Harina 200 g.", "Huevos 2.", "Hornear 30 minutos.",
        ])
        #expect(Announcer().lines(.rowInFull(view, actions: [])) == ["Receta, 1 of 1, no actions.", "Notes: Harina 200 g.", "Huevos 2.", "Hornear 30 minutos."])
        #expect(Announcer(language: .es).lines(.detailSummary(view, replies: 0, aside: false)) == [
            "Receta, 1 de 1.", "Notas: Harina 200 g.", "Huevos 2.", "Hornear 30 minutos.",
        ])
        #expect(Announcer().lines(.changes([.notesChanged(title: "Receta", notes: recipe.notes)])) == [
            "Note on Receta: Harina 200 g. Huevos 2. Hornear 30 minutos.",
        ])
        // A note of one line is said as before; other control characters stay in it, to be shown.
        let tab = Row(id: RowID(5), title: "Tab", notes: "a\tb.")
        #expect(Announcer().lines(.rowInFull(RowView(row: tab, index: 1, count: 1), actions: [])) == ["Tab, 1 of 1, no actions.", "Notes: a\tb."])
    }

    /// A line of a command's own is one message said as it is, and so is a refusal:
    /// they need their message and its words, in each language, and nothing else.
    @Test func aMessageIsSaidAsItIsInEachLanguage() {
        #expect(Announcer().lines(.said(.swipeClosed("Buy bread"))) == ["Buy bread: swipe closed."])
        #expect(Announcer(language: .es).lines(.said(.swipeClosed("Comprar pan"))) == ["Comprar pan: deslizamiento cerrado."])
        #expect(Announcer().lines(.refusal(.said(.rNoSuchRow("bread")))) == ["Error: \"bread\" is not a row here. Type list to hear the rows."])
        #expect(Announcer(language: .es).lines(.refusal(.said(.rNoSuchRow("pan"))))
            == ["Error: \"pan\" no nombra ninguna fila de aquí. Escribe lista para oír las filas."])
        #expect(Announcement.said(.cancelNothing).delivery == Delivery(.normal))
        // Two refusals are one when their words are.
        #expect(Refusal.said(.rNoSuchRow("bread")) == .said(.rNoSuchRow("bread")))
        #expect(Refusal.said(.rNoSuchRow("bread")) != .said(.rNoSuchRow("milk")))
    }

    @Test func everyRefusalStartsWithErrorAndIsOneLine() {
        let refusals: [Refusal] = [.noFocusedRow, .nothingToUndo, .batchNeedsEditMode, .fullSwipeOff(edge: .leading),
                                   .selectionNeedsEditMode(list: "Tasks", profile: .phone), .lineTooLong(bytes: 1_000_000), .invalidUTF8,
                                   .model(.collapseNotOffered(list: "Tasks", style: .plain)), .readOnlyStore(path: "/tmp/x.db")]
        for refusal in refusals {
            let lines = Announcer().lines(.refusal(refusal))
            #expect(lines.count == 1)
            #expect(lines[0].hasPrefix("Error: "))
        }
    }

    @Test func recoverySaysWhatWasLostByKind() {
        let rows = Announcement.recovered(path: "new.db", lists: 4, sections: 6, rows: 2981, lost: [0, 0, 20])
        #expect(Announcer().lines(rows) == ["Recovered 4 lists, 6 sections, 2981 rows into new.db. Lost 20 rows that could not be read."])
        #expect(Announcer(language: .es).lines(rows) == ["Recuperadas 4 listas, 6 secciones, 2981 filas en new.db. No se pudo leer: 20 filas."])
        let more = Announcement.recovered(path: "new.db", lists: 4, sections: 5, rows: 2981, lost: [0, 1, 1])
        #expect(Announcer().lines(more) == ["Recovered 4 lists, 5 sections, 2981 rows into new.db. Lost 1 section and 1 row that could not be read."])
        let none = Announcement.recovered(path: "new.db", lists: 4, sections: 6, rows: 21, lost: [0, 0, 0])
        #expect(Announcer().lines(none) == ["Recovered 4 lists, 6 sections, 21 rows into new.db. Nothing was lost."])
    }

    /// The reason leads a refusal on a read-only store or role, and the command refused follows it (SPEC §4).
    @Test(arguments: [
        (Language.en, Refusal.readOnlyStore(path: "ro.db", command: "rename"),
         "Error: store ro.db is read-only, so rename can't change it. Open a writable store with --store."),
        (.es, .readOnlyStore(path: "ro.db", command: "borrar"),
         "Error: el almacén ro.db es de solo lectura, así que borrar no puede cambiarlo. Abre un almacén con permiso de escritura con --store."),
        (.en, .readOnlyStore(path: "ro.db", command: "new list"),
         "Error: store ro.db is read-only, so new list can't change it. Open a writable store with --store."),
        (.es, .readOnlyStore(path: "ro.db", command: "nueva lista"),
         "Error: el almacén ro.db es de solo lectura, así que nueva lista no puede cambiarlo. Abre un almacén con permiso de escritura con --store."),
        (.en, .readOnlyStore(path: "ro.db"), "Error: read-only store ro.db: nothing can change. Open a writable store with --store."),
    ])
    func aRefusalOnAReadOnlyStoreLeadsWithTheReason(_ language: Language, _ refusal: Refusal, _ line: String) {
        #expect(Announcer(language: language).lines(.refusal(refusal)) == [line])
    }

    @Test(arguments: [
        (Language.en, "Error: role carol may only read listo's tables, so new list can't change them; their owner, ana, can allow changes: GRANT INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO carol; GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO carol;"),
        (.es, "Error: el rol carol solo puede leer las tablas de listo, así que nueva lista no puede cambiarlas; su dueño, ana, puede permitir cambios: GRANT INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO carol; GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO carol;"),
    ])
    func aRefusalByAReadOnlyRoleLeadsWithTheRole(_ language: Language, _ line: String) {
        let command = language == .en ? "new list" : "nueva lista"
        #expect(Catalog(language)(.worded(ReadOnlyRoleMessage.refused(command, "carol", "ana", "public"))) == String(line.dropFirst("Error: ".count)))
    }

    @Test func aFooterInASayAllEndsAsItsRowsDo() {
        let low = Announcer(verbosity: .low)
        #expect(low.lines(.readFooter("Archived after thirty days.")) == ["Footer: Archived after thirty days"])
        #expect(low.lines(.readRow(RowView(row: WordingTests.bread, index: 1, count: 3))) == ["Buy bread"])
        #expect(low.lines(.readFooter("Really?")) == ["Footer: Really?"], "a question keeps its mark")
        #expect(Announcer().lines(.readFooter("Archived after thirty days")) == ["Footer: Archived after thirty days."])
        #expect(low.lines(.footer("Archived after thirty days.")) == ["Footer: Archived after thirty days."], "moved onto, it is a sentence")
    }

    @Test func lowVerbosityDropsTotalsAndActionHints() {
        let lines = Announcer(verbosity: .low).lines(.row(RowView(row: WordingTests.bread, index: 1, count: 3, actions: ["Done"])))
        #expect(lines == ["Buy bread, 1."])
        #expect(Announcer(verbosity: .low).hint(.listTitle(name: "Tasks", sections: 2, rows: 5)) == nil)
        #expect(Announcer(verbosity: .high).hint(.listTitle(name: "Tasks", sections: 2, rows: 5)) != nil)
    }
}

@Suite struct LineFormatTests {
    @Test func controlCharactersAreShownNotSent() {
        #expect(LineFormat.visible("a\u{1B}[31mred\u{07}") == "a^[[31mred^G")
        #expect(LineFormat.visible("tab\there") == "tab^Ihere")
        #expect(LineFormat.visible("del\u{7F}") == "del^?")
        #expect(LineFormat.visible("c1\u{9B}2J") == "c1U+009B2J")
        #expect(LineFormat.visible("café ünïcode") == "café ünïcode")
    }

    /// A run of the row before, or of the two rows before, is said
    /// as a count of exactly the rows it stands for; anything else is kept.
    @Test func repeatedRowsAndPairsAreFoldedIntoACount() {
        let fold = { (rows: [String]) in LineFormat.folded(rows, same: { "same \($0)" }, samePair: { "pair \($0)" }) }
        #expect(fold(["a", "b", "a", "b", "a", "b", "c"]) == ["a", "b", "pair 2", "c"])
        #expect(fold(["a", "a", "a", "b"]) == ["a", "same 2", "b"])
        #expect(fold(["a", "b", "a", "c"]) == ["a", "b", "a", "c"])
        #expect(fold(["x", "a", "b", "a", "b", "a"]) == ["x", "a", "b", "pair 1", "a"])
        let word = String(repeating: "supercalifragilis ", count: 20)
        let rows = fold(LineFormat.wrap("Added " + word, width: 10))
        #expect(rows == ["Added", "supercali-", "fragilis", "pair 19"])
        #expect(Announcer().t(.wrapSamePair(19)) == "The 2 lines above 19 more times.")
        #expect(Announcer(language: .es).t(.wrapSamePair(1)) == "Las 2 líneas de arriba una vez más.")
    }

    @Test func wrappingKeepsEveryLineWithinTheWidth() {
        let line = "Moved Buy bread to 3 of 3, after Pay the rent, and then some more words to wrap."
        for width in [10, 20, 40] {
            let lines = LineFormat.wrap(line, width: width)
            #expect(lines.allSatisfy { $0.count <= width })
            #expect(lines.joined(separator: " ") == line)
        }
        #expect(LineFormat.wrap("Supercalifragilistic", width: 10) == ["Supercali-", "fragili-", "stic"])
        #expect(LineFormat.wrap("short", width: nil) == ["short"])
    }

    @Test func bidirectionalControlsAreNamedAndASecondPassChangesNothing() {
        let text = "a\u{202E}b\u{2066}c\u{200F}d\u{061C}e\u{1B}]52;c;eA==\u{07}\u{9D}"
        let once = LineFormat.visible(text)
        #expect(once == "aU+202EbU+2066cU+200FdU+061Ce^[]52;c;eA==^GU+009D")
        #expect(LineFormat.visible(once) == once)
    }

    /// The benchmark times this; here the long word is cut exactly, in order, each
    /// piece but the last the width's letters less one and a hyphen.
    @Test func aLongWordIsCutIntoWholeWidthPieces() {
        let word = String((0..<65_000).map { Character(UnicodeScalar(UInt8(97 + $0 % 26))) })
        let lines = LineFormat.wrap("Added " + word + " ok", width: 10)
        #expect(lines.first == "Added")
        #expect(lines.dropFirst().dropLast(2).allSatisfy { $0.count == 10 && $0.hasSuffix("-") })
        #expect(lines.dropFirst().map { $0.hasSuffix("-") ? String($0.dropLast()) : $0 }.joined() == word + " ok")
        // "ok" is not left alone: it joins the word's last piece, which keeps 4 letters.
        #expect(lines.last == String(word.suffix(4)) + " ok")
        #expect(lines.count == 1 + 7_222 + 1)
    }

    /// SPEC §4: no wrapped line but the only one is a fragment of 1 to 3 characters,
    /// such as the "4." that ended a sentence at width 40.
    static let fragments: [(line: String, width: Int, lines: [String])] = [
        ("Buy bread moved after Call Ana, 3 of 4.", 36, ["Buy bread moved after Call Ana,", "3 of 4."]),
        ("Pending: Buy bread, Call Ana, Pay rent, 4.", 40, ["Pending:", "Buy bread, Call Ana, Pay rent, 4."]),
        ("aaaa bbbb cccc 4.", 14, ["aaaa bbbb", "cccc 4."]),
        ("aaaa bbbb cc d e", 13, ["aaaa bbbb", "cc d e"]),
        ("Supercalifragilistic", 9, ["Supercal-", "ifragili-", "stic"]),
        ("Supercalifragilistic ok", 10, ["Supercali-", "fragili-", "stic ok"]),
    ]

    /// Answers at a Braille line of 40 cells: each line holds as many words as fit, so
    /// the words after a long title share one line rather than breaking early, but where
    /// a phrase ends in its second half (`phrasesAtFortyCells`) and for the last two
    /// lines, which break where a phrase ends when both fit (Buy bread,
    /// 1 of 3, then actions Done, Delete, Snooze.); a place (4 of 4) is one word, never
    /// split, and a long word that fits a line of its own goes there whole.
    static let fortyCells: [(line: String, lines: [String])] = [
        ("Supercalifragilisticexpialidocious, 4 of 4, actions Done, Delete, Snooze.",
         ["Supercalifragilisticexpialidocious,", "4 of 4, actions Done, Delete, Snooze."]),
        ("Supercalifragilisticexpialidocious, 4 of 4, actions Done, Delete, Snooze. Answer to read.",
         ["Supercalifragilisticexpialidocious,", "4 of 4, actions Done, Delete, Snooze.", "Answer to read."]),
        ("Added Supercalifragilisticexpialidocious, 4 of 4.", ["Added", "Supercalifragilisticexpialidocious,", "4 of 4."]),
        ("Añadida Supercalifragilisticoespialidoso, 4 de 4.", ["Añadida", "Supercalifragilisticoespialidoso,", "4 de 4."]),
        ("División: equilibrado, and more words after it.", ["División: equilibrado,", "and more words after it."]),
        ("Supercalifragilisticexpialidocious, 4, actions Done, Delete, Snooze.",
         ["Supercalifragilisticexpialidocious, 4,", "actions Done, Delete, Snooze."]),
        ("Rotor items, edit mode inactive, 0 selected.", ["Rotor items, edit mode inactive,", "0 selected."]),
        ("Buy bread, 1 of 3, actions Done, Delete, Snooze.", ["Buy bread, 1 of 3,", "actions Done, Delete, Snooze."]),
        ("Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.", ["Comprar pan, 1 de 3,", "acciones Hecho, Borrar, Posponer."]),
        ("Pay the rent, 3 of 3, pinned, actions Snooze.", ["Pay the rent, 3 of 3, pinned,", "actions Snooze."]),
        ("Buy bread, 1 of 3, actions Done, Delete, Snooze. Again.", ["Buy bread, 1 of 3,", "actions Done, Delete, Snooze. Again."]),
        ("Error: Buy bread was moved to Archive elsewhere.", ["Error: Buy bread was moved to", "Archive elsewhere."]),
        ("Buy bread now Buy bread now Buy bread now, 4 of 4, actions Done, Delete, Snooze.",
         ["Buy bread now Buy bread now Buy bread", "now, 4 of 4,", "actions Done, Delete, Snooze."]),
        ("1. Done, leading, full swipe, green.", ["1. Done, leading, full swipe, green."]),
    ]

    @Test(arguments: fortyCells.indices) func wrapsAtFortyCellsFillEachLine(_ i: Int) {
        let (line, expected) = Self.fortyCells[i]
        let lines = LineFormat.wrap(line, width: 40)
        #expect(lines == expected)
        // No line but the last two could have taken the first word of the line after it
        // (a place, 4 of 4, is one word); the one before the last only where it ends a
        // phrase, or gave the last line the word that keeps it from being one word alone;
        // and none ends inside a place.
        for k in lines.indices.dropLast() {
            let words = lines[k + 1].split(separator: " ")
            let place = words.count >= 3 && Int(words[0]) != nil && ["of", "de"].contains(words[1])
            let next = place ? words[0...2].joined(separator: " ") : String(words[0])
            let phraseEnds = k == lines.count - 2 && (",;:.?!".contains(lines[k].last!) || words.count == 2)
            #expect(lines[k].count + 1 + next.count > 40 || lines[k + 1].count < 8 || phraseEnds, "\(lines)")
            #expect(!lines[k].hasSuffix(" of") && !lines[k].hasSuffix(" de"), "\(lines)")
        }
    }

    /// Answers of three lines or more at 40 cells: every line, not only the last two,
    /// ends where a phrase does (a sentence, a clause, a comma) when one is in its
    /// second half, the words after it leading the next line; where none is, the line
    /// holds as many words as fit. No line is one word alone.
    static let phrasesAtFortyCells: [(line: String, lines: [String])] = [
        ("Pick up the dry cleaning, call the landlord about the leak, and book the train, 4 of 4, actions Done, Delete, Snooze.",
         ["Pick up the dry cleaning,", "call the landlord about the leak,", "and book the train, 4 of 4,", "actions Done, Delete, Snooze."]),
        ("Recoger la ropa de la tintorería, llamar al casero por la gotera, y reservar el tren, 4 de 4, acciones Hecho, Borrar, Posponer.",
         ["Recoger la ropa de la tintorería,", "llamar al casero por la gotera,", "y reservar el tren, 4 de 4,", "acciones Hecho, Borrar, Posponer."]),
        ("move to ROW makes it the last subtask of ROW. Each move is saved at once. move to section NAME top puts the row first there.",
         ["move to ROW makes it the last subtask", "of ROW. Each move is saved at once.", "move to section NAME top puts the row", "first there."]),
        ("La fila va a la sección que nombras de Tareas. El nuevo orden se guarda.",
         ["La fila va a la sección que nombras", "de Tareas. El nuevo orden se guarda."]),
        // A quoted name that fits a line is one word; a sentence's end in a line's first half is taken.
        ("Error: move does not take \"Water the plants\". Usage: move before ROW or after ROW for a row in Pending, or move to section Completed.",
         ["Error: move does not take", "\"Water the plants\".", "Usage: move before ROW or after ROW for", "a row in Pending,", "or move to section Completed."]),
        ("Error: mover no admite \"Regar las plantas\". Uso: mover antes de FILA o después de FILA con una fila de Pendientes, o mover a sección Completadas.",
         ["Error: mover no admite", "\"Regar las plantas\".", "Uso: mover antes de FILA o después de", "FILA con una fila de Pendientes,", "o mover a sección Completadas."]),
        ("Error: Done moves rows to Completed, and Chores has no such section. Type section add Completed first.",
         ["Error: Done moves rows to Completed,", "and Chores has no such section.", "Type section add Completed first."]),
        ("Error: Hecho mueve filas a Completadas, y Tareas de casa no tiene esa sección. Escribe sección añadir Completadas primero.",
         ["Error: Hecho mueve filas a Completadas,", "y Tareas de casa no tiene esa sección.", "Escribe sección añadir", "Completadas primero."]),
        ("A row moved keeps its fields and notes. move selection to section NAME moves every selected row.",
         ["A row moved keeps its fields and notes.", "move selection to section NAME moves", "every selected row."]),
        // No phrase ends in a line's second half: it holds as many words as fit.
        ("Added Pick up the dry cleaning before six, then call the landlord about the leak, 4 of 4.",
         ["Added Pick up the dry cleaning before", "six, then call the landlord about the", "leak, 4 of 4."]),
    ]

    @Test(arguments: phrasesAtFortyCells.indices) func everyLineAtFortyCellsEndsAPhraseWithinReach(_ i: Int) {
        let (line, expected) = Self.phrasesAtFortyCells[i]
        let lines = LineFormat.wrap(line, width: 40)
        #expect(lines == expected)
        #expect(lines.joined(separator: " ") == line)
        #expect(lines.allSatisfy { $0.count <= 40 && $0.contains(" ") }, "\(lines)")
        #expect(zip(lines, lines.dropFirst()).allSatisfy { $0 != $1 }, "\(lines)")
    }

    /// A last line of one short word alone (Snooze.) is never left where a break as
    /// good before it keeps both lines within the width, at any width from 20 to 60;
    /// the words stay in order and each line within the width.
    @Test func noLastLineIsOneShortWordWhereTheLineBeforeCanGiveIt() {
        let line = "Buy bread, 1 of 3, due today, snoozed, selected, actions Done, Delete, Snooze."
        for width in 20...60 {
            let lines = LineFormat.wrap(line, width: width)
            #expect(lines.allSatisfy { $0.count <= width }, "\(width): \(lines)")
            #expect(lines.joined(separator: " ") == line, "\(width): \(lines)")
            guard lines.count > 1, let last = lines.last else { continue }
            #expect(last.contains(" ") || last.count * 2 > width, "\(width): \(lines)")
        }
    }

    /// A long line's last piece split at 200 characters is not one short word alone either.
    @Test func aLongLinesLastPieceIsNotOneShortWord() {
        let title = Array(repeating: "Buy bread now", count: 12).joined(separator: " ")
        let pieces = LineFormat.split(title + ", 4 of 4, actions Done, Delete, Snooze.")
        #expect(pieces == [title + ", 4 of 4,", "actions Done, Delete, Snooze."])
    }

    /// A command example (a command word and its uppercase placeholders) that fits a
    /// line is never split; a word longer than the line breaks after a hyphen of its own.
    static let examplesAndHyphens: [(line: String, width: Int, lines: [String])] = [
        ("Error: note needs a row, and Later has none. Add one with add TITLE. Answer to note off.", 22,
         ["Error: note needs a", "row, and Later has", "none. Add one with", "add TITLE.", "Answer to note off."]),
        ("Error: nota necesita una fila, y Luego no tiene ninguna. Añade una con añadir TÍTULO. Respuesta a nota no.", 24,
         ["Error: nota necesita una", "fila, y Luego no tiene", "ninguna. Añade una", "con añadir TÍTULO.", "Respuesta a nota no."]),
        ("Error: note needs a row. For the focused row, type note .: TEXT, or note ROW: TEXT for another.", 24,
         ["Error: note needs a row.", "For the focused row,", "type note .: TEXT,", "or note ROW: TEXT", "for another."]),
        ("Section Later added, and Later has none. Add one with add TITLE. Answer to note off.", 40,
         ["Section Later added, and Later has none.", "Add one with add TITLE.", "Answer to note off."]),
        ("Sección Más tarde añadida, y Más tarde no tiene ninguna. Añade una con añadir TÍTULO.", 40,
         ["Sección Más tarde añadida,", "y Más tarde no tiene ninguna.", "Añade una con añadir TÍTULO."]),
        ("For the focused row, type note .: TEXT or note ROW: TEXT.", 30,
         ["For the focused row,", "type note .: TEXT", "or note ROW: TEXT."]),
        ("Search e: 2 rows found. Type open and a number, or open N.", 40,
         ["Search e: 2 rows found.", "Type open and a number, or open N."]),
        ("No speech: speech-dispatcher can't be reached.", 10,
         ["No speech:", "speech-", "dispatcher", "can't be", "reached."]),
        ("No speech: speech-dispatcher-daemon-x can't be reached.", 12,
         ["No speech:", "speech-", "dispatcher-", "daemon-x", "can't be", "reached."]),
        ("Sin voz: no se alcanza speech-dispatcher.", 11,
         ["Sin voz:", "no se", "alcanza", "speech-", "dispatcher."]),
    ]

    @Test(arguments: examplesAndHyphens.indices) func aCommandExampleStaysWholeAndAWordBreaksAtItsHyphen(_ i: Int) {
        let (line, width, expected) = Self.examplesAndHyphens[i]
        #expect(LineFormat.wrap(line, width: width) == expected)
    }

    @Test(arguments: fragments.indices) func noWrappedLineIsAFragmentAlone(_ i: Int) {
        let (line, width, expected) = Self.fragments[i]
        #expect(LineFormat.wrap(line, width: width) == expected)
    }

    /// Every line of words up to 7 letters, at every width from 20 to 60: within the
    /// width, no fragment of 1 to 3 characters alone, the words kept in order.
    @Test func wrappedLinesOfShortWordsNeverEndInAFragment() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<400 {
            let words = (0..<Int.random(in: 5...40, using: &generator)).map { _ in
                String(repeating: "x", count: Int.random(in: 1...7, using: &generator)) + "."
            }
            let line = words.joined(separator: " ")
            for width in stride(from: 20, through: 60, by: 7) {
                let lines = LineFormat.wrap(line, width: width)
                #expect(lines.allSatisfy { $0.count <= width }, "\(width): \(lines)")
                #expect(lines.count == 1 || lines.allSatisfy { $0.count >= 4 }, "\(width): \(lines)")
                #expect(lines.joined(separator: " ") == line)
            }
        }
    }
}

/// Outlines in Spanish (CatalogTests checks every key has its own Spanish with the same arguments).
@Suite struct OutlineWordingTests {
    static let spanish: [(Announcement, [String])] = [
        (.row(RowView(row: WordingTests.plan(expanded: false), index: 2, count: 5)), ["Plan the trip, 2 de 5, plegada, 3 subtareas."]),
        (.changes([.rowExpanded(title: "Plan the trip", expanded: true, all: false, children: 3)]), ["Plan the trip expandida, 3 subtareas."]),
        (.levelEnd(first: true, level: 2), ["Primera del nivel 2."]),
    ]

    @Test(arguments: spanish.indices) func saysExactlyInSpanish(_ i: Int) {
        let (announcement, expected) = OutlineWordingTests.spanish[i]
        #expect(Announcer(language: .es).lines(announcement) == expected)
    }
}

/// The lines of listening, in Spanish too, with the same arguments as in English.
@Suite struct ListeningWordingTests {
    @Test func everyListeningKeyIsSaidInBothLanguagesWithTheSameArguments() {
        let keys = ["row.actions", "row.noActions", "more", "firstStart", "help.groups", "help.groups.how", "commands",
                    "group.reading", "group.listsAndColumns", "setting.page", "r.nothingMore",
                    "history.matching", "history.empty", "history.all", "history.last", "r.noHistoryLine"]
        expectOwnSpanish(keys)
    }

    /// The rows offered in an ambiguity are worded in the language spoken, as the refusal around them.
    @Test func anAmbiguityOffersItsRowsInSpanish() {
        let es = Announcer(language: .es)
        let candidates = [RowCandidate(title: "Comprar pan", place: (1, 4), section: "Pendientes"),
                          RowCandidate(title: "Comprar leche", place: (2, 3), parent: "Compras")]
        #expect(es.lines(.refusal(.ambiguousRow("Comprar", candidates: candidates))) == [
            "Error: \"Comprar\" coincide con 2 filas:", "1: Comprar pan, fila 1 de 4 en Pendientes.", "2: Comprar leche, fila 2 de 3 dentro de Compras.",
            "Escribe un número para elegir una, o más del título.",
        ])
    }

    /// Rows of one title are told apart by ear: each is said by what differs between
    /// them, first (the section or row it is in, its states), then its place said as a
    /// row's, without the title, which the line before says once; where they were heard
    /// as "1, Leche, 1 de 7." and "2, Leche, 6 de 7.", alike but for their last words.
    /// Rows of different titles keep their titles first, as do rows offered a page at a time.
    static let oneTitle: [(Language, String, [RowCandidate], Bool, [String])] = {
        func row(_ title: String, _ at: (Int, Int), section: String? = nil, parent: String? = nil, done: String? = nil) -> RowCandidate {
            RowCandidate(title: title, place: at, parent: parent, section: section,
                         current: Row(id: RowID(Int64(at.0)), title: title, fields: done.map { [$0: .bool(true)] } ?? [:]))
        }
        return [
            (.es, "Leche", [row("Leche", (1, 7), done: "hecha"), row("Leche", (6, 7))], false,
             ["Error: \"Leche\" coincide con 2 filas:", "1: hecha, fila 1 de 7.", "2: fila 6 de 7.", "Escribe un número para elegir una, o más del título."]),
            (.en, "Milk", [row("Milk", (1, 7), done: "done"), row("Milk", (6, 7))], false,
             ["Error: \"Milk\" matches 2 rows:", "1: done, row 1 of 7.", "2: row 6 of 7.", "Type a number to choose one, or more of the title."]),
            (.es, "leche", [row("Leche", (4, 4), section: "Pendientes"), row("Leche", (3, 3), section: "Completadas")], false,
             ["Error: \"leche\" coincide con 2 filas:", "1: Pendientes, fila 4 de 4.", "2: Completadas, fila 3 de 3.",
              "Escribe un número para elegir una, o más del título."]),
            (.en, "Mil", [row("Milk", (4, 5), section: "Pending"), row("Milk", (5, 5), section: "Pending", done: "done"), row("Milk", (3, 3), section: "Completed")], false,
             ["Error: \"Mil\" matches 3 rows titled Milk:", "1: Pending, row 4 of 5.", "2: Pending, done, row 5 of 5.", "3: Completed, row 3 of 3.",
              "Type a number to choose one, or more of the title."]),
            (.es, "Lec", [row("Leche", (1, 2), parent: "Compras"), row("Leche", (1, 1), parent: "Cena")], false,
             ["Error: \"Lec\" coincide con 2 filas tituladas Leche:", "1: dentro de Compras, fila 1 de 2.", "2: dentro de Cena, fila 1 de 1.",
              "Escribe un número para elegir una, o más del título."]),
            (.en, "Milk", [row("Milk", (2, 3), section: "Pending"), row("Milk", (3, 3), section: "Pending")], false,
             ["Error: \"Milk\" matches 2 rows:", "1: row 2 of 3.", "2: row 3 of 3.", "Type a number to choose one, or more of the title."]),
            // Titles that differ are what tells the rows apart: said first, as they were.
            (.es, "Le", [row("Leche", (1, 2), section: "Pendientes"), row("Lentejas", (2, 2), section: "Pendientes")], false,
             ["Error: \"Le\" coincide con 2 filas:", "1: Leche, fila 1 de 2 en Pendientes.", "2: Lentejas, fila 2 de 2 en Pendientes.",
              "Escribe un número para elegir una, o más del título."]),
            // More rows match than are offered: those may have other titles, so each keeps its own.
            (.en, "Milk", [row("Milk", (1, 30)), row("Milk", (2, 30))], true,
             ["Error: \"Milk\" matches more than 2 rows; 2 of them, in list order:", "1: Milk, row 1 of 30.", "2: Milk, row 2 of 30.",
              "Type a number to choose one, or more of the title; more says the next ones."]),
        ]
    }()

    @Test(arguments: oneTitle.indices)
    func rowsOfOneTitleAreToldApart(_ index: Int) {
        let (language, typed, candidates, more, said) = Self.oneTitle[index]
        #expect(Announcer(language: language).lines(.refusal(.ambiguousRow(typed, candidates: candidates, more: more))) == said)
    }

    /// Points of a week of everyday use in Spanish, in both languages: find past its last
    /// match says plainly that there are no more and how to go back to the first (it said
    /// Prueba primero, heard as advice); a width or page set off reads as no limit (it
    /// read Ancho: no.).
    static let trialWords: [(Language, Announcement, [String])] = [
        (.es, .refusal(.notFound("pan")),
         ["Error: \"pan\": no hay más filas después de esta. Para volver a la primera, escribe primero y luego buscar."]),
        (.en, .refusal(.notFound("bread")), ["Error: \"bread\": no more rows after this one. To go back to the first, type first, then find."]),
        (.es, .refusal(.notFoundInFilter("pan", filter: "hoy")),
         ["Error: \"pan\": no hay más filas del filtro hoy después de esta. Para volver a la primera, escribe primero y luego buscar."]),
        (.en, .refusal(.notFoundInFilter("bread", filter: "today")),
         ["Error: \"bread\": no more rows in filter today after this one. To go back to the first, type first, then find."]),
        (.es, .setting(.width(nil)), ["Ancho: sin límite."]),
        (.en, .setting(.width(nil)), ["Width: no limit."]),
        (.es, .setting(.page(nil)), ["Página: sin límite."]),
        (.en, .setting(.page(nil)), ["Page: no limit."]),
        (.es, .setting(.width(40)), ["Ancho: 40."]),
    ]

    @Test(arguments: trialWords.indices)
    func saysTheTrialsPoints(_ index: Int) {
        let (language, announcement, said) = Self.trialWords[index]
        #expect(Announcer(language: language).lines(announcement) == said)
    }

    @Test func aSayAllAndHelpInSpanish() {
        let es = Announcer(language: .es)
        #expect(es.lines(.moreToRead(rows: 12)) == ["12 más. Escribe más."])
        #expect(es.lines(.helpGroups(CommandGroup.allCases)).first == "Grupos: lectura, movimiento, cambios, listas y columnas, ajustes.")
        let bread = Row(id: RowID(1), title: "Buy bread")
        #expect(es.lines(.row(RowView(row: bread, index: 1, count: 3, actions: ["Done", "Delete"]))) == ["Buy bread, 1 de 3, acciones Done, Delete."])
    }
}

/// Each message has words of its own in Spanish (the same arguments the compiler
/// holds it to). Messages are named as the catalogs' keys were: `ev.list.deleted`.
func expectOwnSpanish(_ keys: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    func name(_ key: String) -> String {
        let parts = key.split(separator: ".").map(String.init)
        return parts[0] + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
    for key in keys {
        guard let en = CatalogTests.english[name(key)], let es = CatalogTests.spanish[name(key)] else {
            Issue.record("\(key) is no message", sourceLocation: sourceLocation)
            continue
        }
        #expect(en != es, "\(key) has its own Spanish", sourceLocation: sourceLocation)
        #expect(CatalogTests.slots(en) == CatalogTests.slots(es), "\(key) takes the same arguments", sourceLocation: sourceLocation)
    }
}

/// What is heard of another session's changes: each row by name, with the field
/// that changed, and a chain of renames heard as one.
@Suite struct ElsewhereWordingTests {
    static func summary(_ hear: (inout ElsewhereSummary) -> Void) -> Announcement {
        var s = ElsewhereSummary()
        hear(&s)
        return .changedElsewhere(s)
    }

    static let ana = RowID(2)
    static let cases: [(Announcement, [String], [String])] = [
        (summary { $0.hear(changed: ForeignRowChange(row: ana, title: "Call Ana", values: [.init(field: "done", value: .bool(true))])) },
         ["Call Ana: done elsewhere."], ["Call Ana: hecha en otra sesión."]),
        (summary { $0.hear(changed: ForeignRowChange(row: ana, title: "Call Ana", values: [.init(field: "due", value: nil)], notesChanged: true)) },
         ["Call Ana: due removed and notes changed elsewhere."],
         ["Call Ana: due quitado y notas cambiadas en otra sesión."]),
        (summary { $0.hear(changed: ForeignRowChange(row: ana, title: "Call Ana")) },
         ["Call Ana changed elsewhere."], ["Call Ana cambiada en otra sesión."]),
        (summary { s in
            s.hear(changed: ForeignRowChange(row: ana, title: "Call Ana", values: [.init(field: "done", value: .bool(true))]))
            s.hear(changed: ForeignRowChange(row: ana, title: "Call Ana", values: [.init(field: "pinned", value: .bool(true))]))
         }, ["Call Ana: done and pinned elsewhere."], ["Call Ana: hecha y fijada en otra sesión."]),
        (summary { s in for i in 1...3 { s.hear(changed: ForeignRowChange(row: RowID(Int64(i)), title: "Row \(i)")) } },
         ["3 rows changed elsewhere."], ["3 filas cambiadas en otra sesión."]),
        (summary { s in
            s.hear(renamed: "Rb1", to: "Rb2")
            s.hear(renamed: "Rb2", to: "Rb3")
         }, ["Rb1 renamed to Rb3 elsewhere."], ["Rb1 renombrada como Rb3 en otra sesión."]),
        (summary { s in
            s.hear(renamed: "Rb1", to: "Rb2")
            s.hear(changed: ForeignRowChange(row: ana, title: "Rb2", values: [.init(field: "done", value: .bool(true))]))
            s.hear(renamed: "Rb2", to: "Rb3")
         }, ["Rb1 renamed to Rb3 elsewhere.", "Rb3: done elsewhere."], ["Rb1 renombrada como Rb3 en otra sesión.", "Rb3: hecha en otra sesión."]),
        // A row in a section not read: what it was is not known, so its states now are said.
        (summary { s in
            var change = ForeignRowChange(row: ana, title: "Renew passport", values: [.init(field: "done", value: .bool(false))])
            change.valuesAreNow = true
            s.hear(changed: change)
         }, ["Renew passport changed, now not done elsewhere."], ["Renew passport cambiada, ahora no hecha en otra sesión."]),
        // A count of rows is said after the section it is in: the name leads.
        (summary { s in
            s.added = ["Completed": 1]
            s.removed = ["Pending": 2]
            s.movedInto = ["Later": 3]
         }, ["Later: 3 rows moved in elsewhere.", "Completed: 1 row added elsewhere.", "Pending: 2 rows removed elsewhere."],
         ["Later: 3 filas movidas aquí en otra sesión.", "Completed: 1 fila añadida en otra sesión.", "Pending: 2 filas quitadas en otra sesión."]),
        // The focused row gone: where focus went is said after the news.
        (summary { s in
            s.focusLost = "Call Ana"
            s.focusNowOn = .row("Buy bread", index: 1, count: 2)
         }, ["Call Ana deleted elsewhere.", "Now on Buy bread, 1 of 2."], ["Call Ana borrada en otra sesión.", "Ahora en Buy bread, 1 de 2."]),
        (summary { s in
            s.focusLost = "Buy bread"
            s.focusNowOn = .section("Pending")
         }, ["Buy bread deleted elsewhere.", "Now on Pending."], ["Buy bread borrada en otra sesión.", "Ahora en Pending."]),
    ]

    @Test(arguments: cases.indices) func saysWhatChangedElsewhere(_ i: Int) {
        let (announcement, english, spanish) = ElsewhereWordingTests.cases[i]
        #expect(Announcer().lines(announcement) == english)
        #expect(Announcer(language: .es).lines(announcement) == spanish)
    }

    @Test func aRenameThatComesBackIsNoRename() {
        var s = ElsewhereSummary()
        s.hear(renamed: "Rb1", to: "Rb2")
        s.hear(renamed: "Rb2", to: "Rb1")
        #expect(s.isEmpty)
    }
}

/// Issue 25: a state said of one row in Spanish agrees with it, una fila: the words
/// typed (hechas, no hechos, vencidos) are said in the singular and the feminine.
@Suite struct SpanishStateAgreementTests {
    static let refusals: [(typed: String, said: String)] = [
        ("hechas", "ninguna hecha aquí."),
        ("hecha", "ninguna hecha aquí."),
        ("no hechos", "ninguna no hecha aquí."),
        ("vencidos", "ninguna vencida aquí."),
        ("pospuesto", "ninguna pospuesta aquí."),
        ("fijadas", "ninguna fijada aquí."),
        ("sin leer", "ninguna sin leer aquí."),
        ("vencidas antes del lunes", "ninguna vencida antes del lunes aquí."),
    ]

    @Test(arguments: refusals.indices) func aStateNoRowIsInIsSaidOfOneRow(_ i: Int) {
        let (typed, said) = Self.refusals[i]
        #expect(Announcer(language: .es).lines(.refusal(.noRowInState(typed))) == ["Error: \(said) Escribe lista para oír las filas."])
    }

    /// The rows left after a delete agree with their number: Queda 1 fila, never Quedan: 1 fila or Quedan: Sin filas.
    @Test func theRowsLeftAfterADeleteAgreeWithTheirNumber() {
        let es = Catalog(.es), en = Catalog(.en)
        #expect([0, 1, 3].map { es(.evDeletedOne("Comprar pan", es(.rowsLeft($0)))) }
                == ["Borrada Comprar pan. No queda ninguna fila.", "Borrada Comprar pan. Queda 1 fila.", "Borrada Comprar pan. Quedan 3 filas."])
        #expect([0, 1, 3].map { en(.evDeletedOne("Buy bread", en(.rowsLeft($0)))) }
                == ["Deleted Buy bread. No rows left.", "Deleted Buy bread. 1 row left.", "Deleted Buy bread. 3 rows left."])
    }

    /// One row named as selected is seleccionada, several seleccionadas, whatever the total.
    @Test func rowsSelectedAgreeWithTheRowsNamed() {
        let es = Announcer(language: .es)
        #expect(es.lines(.rowsSelected(["Pagar el alquiler"], count: 3)) == ["Pagar el alquiler seleccionada, 3 en total."])
        #expect(es.lines(.rowsSelected(["Comprar pan", "Llamar a Ana"], count: 2)) == ["Comprar pan y Llamar a Ana seleccionadas, 2 en total."])
        #expect(Announcer().lines(.rowsSelected(["Pay the rent"], count: 3)) == ["Pay the rent selected, 3 in all."])
    }
}
