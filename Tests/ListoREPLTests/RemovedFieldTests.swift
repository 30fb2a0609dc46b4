import ListoTestSupport
import Testing

/// A field removed is gone from what sort names and takes, though an action of the
/// list (Done) still names it: that action is withdrawn, and names no field.
@Suite struct RemovedFieldTests {
    @Test func sortNamesTheFieldsTheListHasNow() throws {
        let h = try Harness()
        h.say("field remove done")
        h.say("field remove due")
        #expect(h.say("fields") == ["Tasks, 2 fields.", "1. snoozed, boolean.", "2. pinned, boolean."])
        #expect(h.say("sort due") == ["Error: Tasks has no field \"due\". Its fields: snoozed, pinned. Add one with field add due TYPE."])
        #expect(h.say("sort done") == ["Error: Tasks has no field \"done\". Its fields: snoozed, pinned. Add one with field add done TYPE."])
        #expect(h.say("group due") == ["Error: Tasks has no field \"due\". Its fields: snoozed, pinned. Add one with field add due TYPE."])
        // Undone, the field and its action are back, and sort takes it again.
        h.say("undo")
        h.say("undo")
        #expect(h.say("sort done") == ["Tasks sorted by done."])
    }
}
