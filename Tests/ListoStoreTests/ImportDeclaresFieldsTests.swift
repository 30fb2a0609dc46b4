import ListoModel
import ListoStore
import Testing

/// Issue 25 point 5: a list imported without field declarations declares what its
/// actions set, so that "Now snoozed." is followed by a filter
/// that finds the row; and rows arriving in a list that keeps a read field are unread.
@Suite struct ImportDeclaresFieldsTests {
    static let undeclared = """
        {"lists": [{"name": "Chores", "style": "automatic", "selection": "multiple", "ordering": "manual",
          "movable": true, "deletable": true, "fullSwipeLeading": true, "fullSwipeTrailing": true,
          "leading": [{"name": "Done", "role": "normal", "effects": [{"set": {"done": true}}]}],
          "trailing": [{"name": "Snooze", "role": "normal", "effects": [{"toggle": "snoozed"}]}],
          "sections": [{"header": "Pending", "rows": [
            {"title": "Sweep", "fields": {"due": "2026-12-04", "cost": 3}},
            {"title": "Dust", "fields": {"done": true}}]}]}]}
        """

    @Test func anImportedListDeclaresWhatItsActionsSet() throws {
        let store = try Store(.memory, seed: false)
        let chores = try store.importLists(Self.undeclared, format: .json)[0]
        #expect(chores.settings.fields == [FieldDeclaration("done", .boolean), FieldDeclaration("snoozed", .boolean)],
                "due holds text, not a date, so it is not declared a date")
        #expect(chores.sections[0].rows[0].fields["cost"] == .number(3), "a value no action sets and no role names is kept undeclared")
        let query = try StateTerms.parse("done", fields: chores.settings.fields, today: CalendarDate(year: 2026, month: 12, day: 1)!)
        #expect(chores.sections[0].rows.filter { query.matches($0, today: CalendarDate(year: 2026, month: 12, day: 1)!) }.map(\.title) == ["Dust"])
    }

    /// What rows hold in a role listo knows (read, done, due) is declared, so that
    /// a row said unread is found by `filter unread` and counted in the badge.
    @Test func readValuesWithoutADeclarationDeclareRead() throws {
        let store = try Store(.memory, seed: false)
        let shelf = try store.importLists("""
            {"lists": [{"name": "Shelf", "style": "automatic", "selection": "single", "ordering": "manual",
              "movable": true, "deletable": true, "fullSwipeLeading": true, "fullSwipeTrailing": true,
              "leading": [], "trailing": [], "sections": [{"header": "Today", "rows": [
              {"title": "Lists by ear", "fields": {"read": false}},
              {"title": "Rotor habits", "fields": {"read": true, "stars": 4}},
              {"title": "Quiet terminals", "fields": {"read": false}}]}]}]}
            """, format: .json)[0]
        #expect(shelf.settings.fields == [FieldDeclaration("read", .boolean)], "stars is no role, and stays undeclared")
        let today = CalendarDate(year: 2026, month: 12, day: 1)!
        let unread = try StateTerms.parse("unread", fields: shelf.settings.fields, today: today)
        #expect(shelf.sections[0].rows.filter { unread.matches($0, today: today) }.map(\.title) == ["Lists by ear", "Quiet terminals"])
        #expect(try store.stateCounts(of: shelf.id, today: today).unread == 2)
    }

    /// A text value under a role's name is not of the role's type: nothing is declared.
    @Test func aValueOfAnotherTypeDeclaresNothing() throws {
        let store = try Store(.memory, seed: false)
        let list = try store.importLists("""
            {"lists": [{"name": "Notes", "style": "automatic", "selection": "single", "ordering": "manual",
              "movable": true, "deletable": true, "fullSwipeLeading": true, "fullSwipeTrailing": true,
              "leading": [], "trailing": [], "sections": [{"rows": [{"title": "A", "fields": {"read": "twice"}}]}]}]}
            """, format: .json)[0]
        #expect(list.settings.fields.isEmpty)
    }

    @Test func aMarkdownListWithTicksDeclaresDone() throws {
        let store = try Store(.memory, seed: false)
        let list = try store.importLists("# Chores\n- [ ] Sweep\n- [x] Dust\n", format: .markdown)[0]
        #expect(list.settings.fields == [FieldDeclaration("done", .boolean)])
    }

    @Test func rowsImportedIntoAListWithAReadFieldAreUnreadWhereTheyHaveNoValue() throws {
        let store = try Store(.memory, seed: false)
        let list = try store.importLists("# News\nFields: read boolean.\n- [ ] Morning (read)\n- [ ] Evening\n", format: .markdown)[0]
        #expect(list.sections[0].rows.map(\.isUnread) == [false, true])
        #expect(try store.stateCounts(of: list.id, today: CalendarDate(year: 2026, month: 12, day: 1)!).unread == 1)
    }
}
