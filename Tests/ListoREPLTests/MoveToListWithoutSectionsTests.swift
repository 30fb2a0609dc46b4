import ListoAnnouncer
import ListoModel
@testable import ListoREPL
import ListoStore
import Testing

/// A list can have no sections (an import makes one from a list written without
/// any, as the benchmark's empty list is). A row moved there has nowhere to go: it
/// is refused by the list's name, where the model's missing section said "section
/// gone", and nothing moves.
@Suite struct MoveToListWithoutSectionsTests {
    static func repository() -> MemoryRepository {
        let tasks = Samples.library().library.list(named: "Tasks")!.settings
        let full = ListDocument(id: ListID(1), name: "Full", position: Positions.gap, settings: tasks, sections: [
            Section(id: SectionID(2), header: "Now", position: Positions.spaced(0), rows: (0..<3).map { r in
                Row(id: RowID(Int64(10 + r)), title: "Row \(r + 1)", position: Positions.spaced(r))
            }),
        ])
        let empty = ListDocument(id: ListID(3), name: "Empty", position: Positions.spaced(1), settings: tasks, sections: [])
        return MemoryRepository(lists: [full, empty], nextID: 1_000)
    }

    @Test(arguments: [Language.en, .es])
    func aRowMovedToAListWithoutSectionsIsRefusedByItsName(language: Language) throws {
        let repository = MoveToListWithoutSectionsTests.repository()
        let session = try Session(store: repository)
        session.settings.language = language
        var speaker = Speaker()
        speaker.hearing.settings.language = language
        let es = language == .es
        _ = speaker.lines(session.execute(es ? "ir 2" : "goto 2").announcements)
        let said = speaker.lines(session.execute(es ? "mover a lista Empty" : "move to list Empty").announcements)
        #expect(said == [es ? "Error: Empty no tiene secciones: ábrela y escribe sección añadir NOMBRE antes."
                            : "Error: Empty has no sections: open it and type section add NAME first."])
        let stored = try repository.loadList(ListID(1), readingUpTo: .max)
        #expect(stored.sections[0].rows.map(\.title) == ["Row 1", "Row 2", "Row 3"], "nothing moved")
        #expect(try repository.loadList(ListID(3), readingUpTo: .max).sections.isEmpty)
    }
}
