/// The sample lists of SPEC §8, built from the model so a first run has something
/// to explore. Ids are drawn in order from `firstID`, so the same ids come out every time.
public enum Samples {
    public static func library(firstID: Int64 = 1) -> (library: Library, nextID: Int64) {
        var ids = IDCounter(next: firstID)
        let lists = [tasks(&ids, position: 1), articles(&ids, position: 2), inbox(&ids, position: 3), archive(&ids, position: 4)]
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

    static func tasks(_ ids: inout IDCounter, position: Int64) -> ListDocument {
        let listID = ListID(ids.take())
        let pendingID = SectionID(ids.take())
        var pending = rows(&ids, [("Buy bread", [:]), ("Call Ana", [:]), ("Pay the rent", ["pinned": .bool(true)])])
        pending[2].moveDisabled = true
        pending[2].deleteDisabled = true
        let completedID = SectionID(ids.take())
        let completed = rows(&ids, [("Renew passport", ["done": .bool(true)]), ("Water the plants", ["done": .bool(true)])])
        let settings = ListSettings(
            style: .automatic, selectionMode: .multiple,
            leadingActions: [
                SwipeAction(name: "Done", tint: "green", effects: [.setField("done", .bool(true)), .moveToSection("Completed")])
            ],
            trailingActions: [
                SwipeAction(name: "Delete", role: .destructive, effects: [.delete]),
                SwipeAction(name: "Snooze", tint: "orange", effects: [.toggle("snoozed")]),
            ]
        )
        return ListDocument(
            id: listID, name: "Tasks", position: position * Positions.gap, settings: settings,
            sections: [
                Section(id: pendingID, header: "Pending", position: Positions.spaced(0), rows: pending),
                Section(
                    id: completedID, header: "Completed", footer: "Archived after thirty days.",
                    position: Positions.spaced(1), rows: completed),
            ])
    }

    static func articles(_ ids: inout IDCounter, position: Int64) -> ListDocument {
        let listID = ListID(ids.take())
        let todayID = SectionID(ids.take())
        let today = rows(&ids, [
            ("Lists by ear", ["read": .bool(false)]),
            ("Braille displays explained", ["read": .bool(true)]),
            ("Morning news digest", ["read": .bool(false)]),
        ])
        let weekID = SectionID(ids.take())
        let week = rows(&ids, [
            ("Keyboard shortcuts for Orca", ["read": .bool(true)]),
            ("Writing good alt text", ["read": .bool(false)]),
        ])
        return ListDocument(
            id: listID, name: "Articles", position: position * Positions.gap,
            settings: ListSettings(style: .plain, selectionMode: .single),
            sections: [
                Section(id: todayID, header: "Today", position: Positions.spaced(0), rows: today),
                Section(id: weekID, header: "This week", position: Positions.spaced(1), rows: week),
            ])
    }

    private static func message(
        _ ids: inout IDCounter, _ title: String, _ notes: String, read: Bool, position: Int, thread: [Row] = []
    ) -> Row {
        Row(id: RowID(ids.take()), title: title, notes: notes, fields: ["read": .bool(read)],
            position: Positions.spaced(position), children: thread)
    }

    static func mailbox(_ ids: inout IDCounter, name: String, position: Int64, build: (inout IDCounter) -> [Row]) -> ListDocument {
        let listID = ListID(ids.take())
        let sectionID = SectionID(ids.take())
        return ListDocument(
            id: listID, name: name, position: position * Positions.gap,
            settings: ListSettings(style: .automatic, selectionMode: .single),
            sections: [Section(id: sectionID, header: nil, position: Positions.spaced(0), rows: build(&ids))])
    }

    static func inbox(_ ids: inout IDCounter, position: Int64) -> ListDocument {
        mailbox(&ids, name: "Inbox", position: position) { ids in
            let answer = message(&ids, "Your answer", "Yes, see you there.", read: true, position: 0)
            let reply = message(&ids, "Reply from Ana", "Noon works. The usual place?", read: false, position: 0, thread: [answer])
            let lunch = message(&ids, "Lunch on Friday", "Shall we meet at noon on Friday?", read: false, position: 0, thread: [reply])
            let receipt = message(&ids, "Receipt attached", "The receipt is attached as a PDF.", read: true, position: 0)
            let invoice = message(&ids, "Invoice for November", "Your invoice for November is ready.", read: true, position: 1, thread: [receipt])
            let meeting = message(&ids, "Team meeting moved", "The meeting moves to Thursday at ten.", read: false, position: 2)
            return [lunch, invoice, meeting]
        }
    }

    static func archive(_ ids: inout IDCounter, position: Int64) -> ListDocument {
        mailbox(&ids, name: "Archive", position: position) { ids in
            let thanks = message(&ids, "Your thanks", "Thank you, they are lovely.", read: true, position: 0)
            let reply = message(&ids, "Reply from Ana", "Here are the rest of the photos.", read: true, position: 0, thread: [thanks])
            let photos = message(&ids, "Trip photos", "The first photos from the trip.", read: true, position: 0, thread: [reply])
            let welcome = message(&ids, "Welcome to listo", "Type help to hear the commands.", read: true, position: 1)
            return [photos, welcome]
        }
    }
}
