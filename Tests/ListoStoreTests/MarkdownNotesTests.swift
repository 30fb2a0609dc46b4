import Foundation
@testable import ListoStore
import ListoModel
import Testing

/// A row's notes go out in Markdown as a paragraph indented under its item and come
/// back on import, so a round trip keeps them; a Spanish list's done field is its
/// checkbox, and the lists' swipe actions, which Markdown has no place for, are named.
@Suite struct MarkdownNotesTests {
    static let file = """
        # Inbox

        - [ ] Lunch on Friday
          Shall we meet at noon on Friday?

          \\- Ana
          \\# not a heading
          - [x] Reply from Ana
            Yes, noon.
        - [ ] No notes here
          - [ ] Inside

        Footer of the inbox.

        """

    @Test func notesAreReadBackAndWrittenByteForByte() throws {
        let store = try Store(.memory, seed: false)
        let imported = try store.importFile(Array(Self.file.utf8), format: .markdown)
        let inbox = try store.loadList(imported[0].id)
        let lunch = inbox.sections[0].rows[0]
        #expect(lunch.notes == "Shall we meet at noon on Friday?\n\n- Ana\n# not a heading")
        #expect(lunch.children.map(\.title) == ["Reply from Ana"])
        #expect(lunch.children[0].notes == "Yes, noon.")
        #expect(lunch.children[0].flag("done"))
        #expect(inbox.sections[0].rows[1].notes == nil)
        #expect(inbox.sections[0].footer == "Footer of the inbox.")
        var out = ""
        try store.export(format: .markdown) { out += $0 }
        #expect(out == Self.file)
    }

    @Test func aSpanishDoneRowIsTickedAndReadBackAsDone() throws {
        let store = try Store(.memory, seed: true, language: .es)
        var out = ""
        let written = try store.export(format: .markdown) { out += $0 }
        #expect(out.contains("- [x] Renovar el pasaporte"), "\(out)")
        #expect(!out.contains("(hecha"), "\(out)")
        #expect(written.losses.actionsLeftOut.count >= 1)
        let again = try Store(.memory, seed: false)
        let lists = try again.importFile(Array(out.utf8), format: .markdown)
        let tareas = try again.loadList(lists[0].id)
        let renew = tareas.everyRow.first { $0.title == "Renovar el pasaporte" }
        #expect(renew?.flag("hecha") == true)
    }
}
