import ListoModel
import Testing

/// The seeds' rules, each with a test of its own.
@Suite struct SettingsTests {
    @Test func fullSwipeRunsTheFirstActionOfItsEdgeWhateverItsRole() {
        let settings = Samples.library().library.list(named: "Tasks")!.settings
        #expect(settings.actions(.trailing).first?.name == "Delete")
        #expect(settings.actions(.leading).first?.name == "Done")
        #expect(settings.fullSwipe(.leading) && settings.fullSwipe(.trailing))
    }

    @Test func trailingActionsOfItsOwnRemoveTheBuiltInDelete() {
        var settings = ListSettings()
        #expect(settings.actions(.trailing) == [.builtInDelete])
        settings.leadingActions = [SwipeAction(name: "Flag", effects: [.toggle("flagged")])]
        #expect(settings.actions(.trailing) == [.builtInDelete], "a leading action leaves the trailing Delete")
        settings.trailingActions = [SwipeAction(name: "Later", effects: [.toggle("later")])]
        #expect(settings.actions(.trailing).map(\.name) == ["Later"])
        #expect(settings.deleteAction == nil)
        settings.rowsDeletable = false
        settings.trailingActions = []
        #expect(settings.actions(.trailing).isEmpty)
    }

    @Test func profilesDecideSelectionOutsideEditMode() {
        #expect(Profile.phone.allowsSelection(.single, editing: .inactive))
        #expect(!Profile.phone.allowsSelection(.multiple, editing: .inactive))
        #expect(!Profile.phone.allowsSelection(.multiple, editing: .transient), "transient is not active edit mode")
        #expect(Profile.phone.allowsSelection(.multiple, editing: .active))
        #expect(Profile.pad.allowsSelection(.multiple, editing: .inactive))
        #expect(!Profile.mac.allowsSelection(.none, editing: .active))
    }

    @Test func aPhoneOutsideEditModeSelectsOneRowAtATime() {
        #expect(Profile.phone.selection(.multiple, editing: .inactive) == .single)
        #expect(Profile.phone.selection(.multiple, editing: .transient) == .single)
        #expect(Profile.phone.selection(.multiple, editing: .active) == .multiple)
        #expect(Profile.pad.selection(.multiple, editing: .inactive) == .multiple)
        #expect(Profile.phone.selection(.none, editing: .inactive) == SelectionMode.none)
    }

    @Test func positionsLeaveRoomAndSayWhenThereIsNone() {
        #expect(Positions.between(nil, nil) == Positions.gap)
        #expect(Positions.between(10, 20) == 15)
        #expect(Positions.between(10, 11) == nil)
        #expect(Positions.between(nil, 100)! < 100)
    }
}
