/// The sample lists of SPEC §8, built from the model so a first run has something
/// to explore. Ids are drawn in order from `firstID`, so the same ids come out every time.
public enum Samples {
    public static func library(firstID: Int64 = 1, language: Language = .en) -> (library: Library, nextID: Int64) {
        var ids = IDCounter(next: firstID)
        let w = language == .es ? SampleWords.spanish : SampleWords.english
        let lists = [tasks(&ids, w, position: 1), articles(&ids, w, position: 2), inbox(&ids, w, position: 3), archive(&ids, w, position: 4)]
        return (Library(lists: lists), ids.next)
    }

    struct IDCounter {
        var next: Int64
        mutating func take() -> Int64 {
            defer { next += 1 }
            return next
        }
    }

    private static func rows(_ ids: inout IDCounter, _ specs: [(String, [String: FieldValue])]) -> [Row] {
        specs.enumerated().map { i, spec in
            Row(id: RowID(ids.take()), title: spec.0, fields: spec.1, position: Positions.spaced(i))
        }
    }

    static func tasks(_ ids: inout IDCounter, _ w: [String: String], position: Int64) -> ListDocument {
        let listID = ListID(ids.take())
        let pendingID = SectionID(ids.take())
        var pending = rows(&ids, [(w["bread"]!, [:]), (w["ana"]!, [:]), (w["rent"]!, [w["pinned"]!: .bool(true)])])
        pending[2].moveDisabled = true
        pending[2].deleteDisabled = true
        let completedID = SectionID(ids.take())
        let completed = rows(&ids, [(w["passport"]!, [w["done"]!: .bool(true)]), (w["plants"]!, [w["done"]!: .bool(true)])])
        let settings = ListSettings(
            style: .automatic, selectionMode: .multiple,
            leadingActions: [
                SwipeAction(name: w["Done"]!, tint: w["green"]!, effects: [.setField(w["done"]!, .bool(true)), .moveToSection(w["Completed"]!)])
            ],
            trailingActions: [
                SwipeAction(name: w["Delete"]!, role: .destructive, effects: [.delete]),
                SwipeAction(name: w["Snooze"]!, tint: w["orange"]!, effects: [.toggle(w["snoozed"]!)]),
            ],
            fields: [.init(w["done"]!, .boolean), .init(w["due"]!, .date), .init(w["snoozed"]!, .boolean), .init(w["pinned"]!, .boolean)]
        )
        return ListDocument(
            id: listID, name: w["Tasks"]!, position: position * Positions.gap, settings: settings,
            sections: [
                Section(id: pendingID, header: w["Pending"]!, position: Positions.spaced(0), rows: pending),
                Section(
                    id: completedID, header: w["Completed"]!, footer: w["archived"]!,
                    position: Positions.spaced(1), rows: completed),
            ])
    }

    static func articles(_ ids: inout IDCounter, _ w: [String: String], position: Int64) -> ListDocument {
        let listID = ListID(ids.take())
        let todayID = SectionID(ids.take())
        let today = rows(&ids, [
            (w["ear"]!, [w["read"]!: .bool(false)]),
            (w["braille"]!, [w["read"]!: .bool(true)]),
            (w["news"]!, [w["read"]!: .bool(false)]),
        ])
        let weekID = SectionID(ids.take())
        let week = rows(&ids, [
            (w["orca"]!, [w["read"]!: .bool(true)]),
            (w["alt"]!, [w["read"]!: .bool(false)]),
        ])
        return ListDocument(
            id: listID, name: w["Articles"]!, position: position * Positions.gap,
            settings: ListSettings(style: .plain, selectionMode: .single, fields: [.init(w["read"]!, .boolean)]),
            sections: [
                Section(id: todayID, header: w["Today"]!, position: Positions.spaced(0), rows: today),
                Section(id: weekID, header: w["This week"]!, position: Positions.spaced(1), rows: week),
            ])
    }

    private static func message(
        _ ids: inout IDCounter, _ w: [String: String], _ title: String, _ notes: String, read: Bool, position: Int, thread: [Row] = []
    ) -> Row {
        Row(id: RowID(ids.take()), title: w[title]!, notes: w[notes]!, fields: [w["read"]!: .bool(read)],
            position: Positions.spaced(position), children: thread)
    }

    static func mailbox(
        _ ids: inout IDCounter, _ w: [String: String], name: String, position: Int64, build: (inout IDCounter) -> [Row]
    ) -> ListDocument {
        let listID = ListID(ids.take())
        let sectionID = SectionID(ids.take())
        return ListDocument(
            id: listID, name: name, position: position * Positions.gap,
            settings: ListSettings(style: .automatic, selectionMode: .single, fields: [.init(w["read"]!, .boolean)]),
            sections: [Section(id: sectionID, header: nil, position: Positions.spaced(0), rows: build(&ids))])
    }

    static func inbox(_ ids: inout IDCounter, _ w: [String: String], position: Int64) -> ListDocument {
        mailbox(&ids, w, name: w["Inbox"]!, position: position) { ids in
            let answer = message(&ids, w, "Your answer", "Yes, see you there.", read: true, position: 0)
            let reply = message(&ids, w, "Reply from Ana", "Noon works. The usual place?", read: false, position: 0, thread: [answer])
            let lunch = message(&ids, w, "Lunch on Friday", "Shall we meet at noon on Friday?", read: false, position: 0, thread: [reply])
            let receipt = message(&ids, w, "Receipt attached", "The receipt is attached as a PDF.", read: true, position: 0)
            let invoice = message(&ids, w, "Invoice for November", "Your invoice for November is ready.", read: true, position: 1, thread: [receipt])
            let meeting = message(&ids, w, "Team meeting moved", "The meeting moves to Thursday at ten.", read: false, position: 2)
            return [lunch, invoice, meeting]
        }
    }

    static func archive(_ ids: inout IDCounter, _ w: [String: String], position: Int64) -> ListDocument {
        mailbox(&ids, w, name: w["Archive"]!, position: position) { ids in
            let thanks = message(&ids, w, "Your thanks", "Thank you, they are lovely.", read: true, position: 0)
            let reply = message(&ids, w, "Reply from Ana", "Here are the rest of the photos.", read: true, position: 0, thread: [thanks])
            let photos = message(&ids, w, "Trip photos", "The first photos from the trip.", read: true, position: 0, thread: [reply])
            let welcome = message(&ids, w, "Welcome to listo", "Type help to hear the commands.", read: true, position: 1)
            return [photos, welcome]
        }
    }
}

/// The sample actions' names in each language (Done and Hecho, Snooze and Posponer).
/// A store keeps its actions' names as it was made; the other language's word for
/// one of these is taken as it, so that Posponer runs an English store's Snooze.
public enum SampleActionNames {
    /// The sample actions' names in every language (Done, Snooze, Hecho, Posponer):
    /// typed in any store, where the open list lacks them, they are refused as actions.
    public static var all: [String] {
        ["Done", "Snooze"].flatMap { key in [SampleWords.english, SampleWords.spanish].compactMap { $0[key] } }
    }

    /// The other languages' names of a sample action named `name`; none for any other name.
    public static func others(of name: String) -> [String] {
        for key in ["Done", "Snooze"] {
            let names = [SampleWords.english, SampleWords.spanish].compactMap { $0[key] }
            if names.contains(where: { Names.same($0, name) }) { return names.filter { !Names.same($0, name) } }
        }
        return []
    }

    /// The name in `language` of a sample action named `name` in another, as Tab offers
    /// it to a person speaking that language (Posponer for an English store's Snooze);
    /// nil for any other name, or a name already in `language`.
    public static func name(of name: String, in language: Language) -> String? {
        let words = language == .es ? SampleWords.spanish : SampleWords.english
        return ["Done", "Snooze"].lazy.compactMap { key -> String? in
            guard let own = words[key], !Names.same(own, name), others(of: name).contains(where: { Names.same($0, own) }) else { return nil }
            return own
        }.first
    }
}

/// The sample lists' words in each language; the Spanish ones are the seeds' own
/// (Pendientes, Completadas, Se archivan a los treinta días, Hecho, Borrar, Posponer).
enum SampleWords {
    static let english: [String: String] = [
        "Tasks": "Tasks", "Pending": "Pending", "Completed": "Completed", "archived": "Archived after thirty days.",
        "bread": "Buy bread", "ana": "Call Ana", "rent": "Pay the rent", "passport": "Renew passport", "plants": "Water the plants",
        "pinned": "pinned", "done": "done", "snoozed": "snoozed", "read": "read", "due": "due",
        "Done": "Done", "Delete": "Delete", "Snooze": "Snooze", "green": "green", "orange": "orange",
        "Articles": "Articles", "Today": "Today", "This week": "This week",
        "ear": "Lists by ear", "braille": "Braille displays explained", "news": "Morning news digest",
        "orca": "Keyboard shortcuts for Orca", "alt": "Writing good alt text",
        "Inbox": "Inbox", "Archive": "Archive",
        "Your answer": "Your answer", "Yes, see you there.": "Yes, see you there.",
        "Reply from Ana": "Reply from Ana", "Noon works. The usual place?": "Noon works. The usual place?",
        "Lunch on Friday": "Lunch on Friday", "Shall we meet at noon on Friday?": "Shall we meet at noon on Friday?",
        "Receipt attached": "Receipt attached", "The receipt is attached as a PDF.": "The receipt is attached as a PDF.",
        "Invoice for November": "Invoice for November", "Your invoice for November is ready.": "Your invoice for November is ready.",
        "Team meeting moved": "Team meeting moved", "The meeting moves to Thursday at ten.": "The meeting moves to Thursday at ten.",
        "Your thanks": "Your thanks", "Thank you, they are lovely.": "Thank you, they are lovely.",
        "Here are the rest of the photos.": "Here are the rest of the photos.",
        "Trip photos": "Trip photos", "The first photos from the trip.": "The first photos from the trip.",
        "Welcome to listo": "Welcome to listo", "Type help to hear the commands.": "Type help to hear the commands.",
    ]

    static let spanish: [String: String] = [
        "Tasks": "Tareas", "Pending": "Pendientes", "Completed": "Completadas", "archived": "Se archivan a los treinta días.",
        "bread": "Comprar pan", "ana": "Llamar a Ana", "rent": "Pagar el alquiler", "passport": "Renovar el pasaporte",
        "plants": "Regar las plantas",
        "pinned": "fijada", "done": "hecha", "snoozed": "pospuesta", "read": "leída", "due": "vence",
        "Done": "Hecho", "Delete": "Borrar", "Snooze": "Posponer", "green": "green", "orange": "orange",
        "Articles": "Artículos", "Today": "Hoy", "This week": "Esta semana",
        "ear": "Listas de oído", "braille": "Las líneas braille, explicadas", "news": "Resumen de noticias de la mañana",
        "orca": "Atajos de teclado de Orca", "alt": "Escribir buenos textos alternativos",
        "Inbox": "Entrada", "Archive": "Archivo",
        "Your answer": "Tu respuesta", "Yes, see you there.": "Sí, allí nos vemos.",
        "Reply from Ana": "Respuesta de Ana", "Noon works. The usual place?": "A mediodía me va bien. ¿En el sitio de siempre?",
        "Lunch on Friday": "Comida del viernes", "Shall we meet at noon on Friday?": "¿Quedamos el viernes a mediodía?",
        "Receipt attached": "Recibo adjunto", "The receipt is attached as a PDF.": "El recibo va adjunto en PDF.",
        "Invoice for November": "Factura de noviembre", "Your invoice for November is ready.": "Tu factura de noviembre está lista.",
        "Team meeting moved": "Reunión de equipo cambiada", "The meeting moves to Thursday at ten.": "La reunión pasa al jueves a las diez.",
        "Your thanks": "Tu agradecimiento", "Thank you, they are lovely.": "Gracias, son preciosas.",
        "Here are the rest of the photos.": "Aquí tienes el resto de las fotos.",
        "Trip photos": "Fotos del viaje", "The first photos from the trip.": "Las primeras fotos del viaje.",
        "Welcome to listo": "Bienvenida a listo", "Type help to hear the commands.": "Escribe ayuda para oír los comandos.",
    ]
}
