@testable import ListoModel
import Testing

/// A true-or-false field taken away elsewhere is heard as what the row now is: off for
/// a state (undo of Snooze), but read for `read`, where only false is unread.
@Suite struct ForeignStateTests {
    let row = Row(id: RowID(7), title: "Lunch")

    func heard(_ before: [String: FieldValue], _ after: [String: FieldValue]) -> [ForeignRowChange.Value]? {
        var was = row, now = row
        was.fields = before
        now.fields = after
        return ForeignRowChange(from: was, to: now)?.values
    }

    @Test func aStateTakenAwayIsOff() {
        #expect(heard(["snoozed": .bool(true)], [:]) == [.init(field: "snoozed", value: .bool(false))])
        #expect(heard(["snoozed": .bool(false)], [:]) == nil)
    }

    @Test func readTakenAwayIsStillRead() {
        #expect(heard(["read": .bool(true)], [:]) == nil)
        #expect(heard([:], ["read": .bool(false)]) == [.init(field: "read", value: .bool(false))])
        #expect(heard(["leída": .bool(false)], [:]) == [.init(field: "leída", value: .bool(true))])
    }
}
