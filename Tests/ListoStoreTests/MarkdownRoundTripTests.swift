import Foundation
@testable import ListoStore
import ListoModel
import Testing

/// A Markdown file imported without a Fields line is exported without one, byte for
/// byte, where the list's fields are those the import declared from its rows; and the
/// repeats, starts and reminders Markdown has no place for are named beside the file.
@Suite struct MarkdownRoundTripTests {
    @Test(arguments: [
        "# Trip\n\n- [ ] Book train (due 2026-12-20)\n- [x] Pack (pinned)\n",
        "# Trip\n\n- [ ] Book train\n- [x] Pack\n",
        "# Mail\n\n- [ ] Lunch (unread)\n  - [ ] Reply (read)\n",
    ])
    func aFileWithoutAFieldsLineComesBackWithoutOne(_ file: String) throws {
        let store = try Store(.memory, seed: false)
        _ = try store.importFile(Array(file.utf8), format: .markdown)
        var out = ""
        try store.export(format: .markdown) { out += $0 }
        #expect(out == file)
    }

    /// A field no row holds any more would not be declared again without the line: it is kept.
    @Test func aFieldNoRowHoldsKeepsTheFieldsLine() throws {
        let file = "# Trip\n\nFields: done boolean, due date.\n\n- [ ] Book train\n"
        let store = try Store(.memory, seed: false)
        _ = try store.importFile(Array(file.utf8), format: .markdown)
        var out = ""
        try store.export(format: .markdown) { out += $0 }
        #expect(out == file)
    }

    @Test func schedulesLeftOutAreNamed() {
        let list = ICalendarTests.chores()
        let losses = Exchange.write([list], format: .markdown, sections: { list, each in list.sections.forEach(each) }, to: { _ in })
        let held = list.sections.flatMap(\.everyRow).filter { $0.schedule.recurrence != nil || $0.schedule.start != nil || $0.schedule.reminder != nil }
        #expect(losses.scheduleRows == held.count)
        #expect(Array(losses.schedulesLeftOut.prefix(3)) == ["Water the plants", "Clean the oven", "Descale the kettle"])
        #expect(losses.schedulesLeftOut.count == min(held.count, ExportLosses.named))
        let json = Exchange.write([list], format: .json, sections: { list, each in list.sections.forEach(each) }, to: { _ in })
        #expect(json.scheduleRows == 0, "JSON keeps them")
    }
}
