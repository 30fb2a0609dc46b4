import ListoAnnouncer
import ListoModel
import Testing

/// The voice lock: how each kind of announcement sounds, as a table.
@Suite struct DeliveryTests {
    static let section = SectionView(header: "Pending", index: 1, count: 2, rows: 3)
    static let place = RowPlace(id: RowID(1), title: "Buy bread", index: 1, count: 3, section: "Pending")

    static let cases: [(Announcement, Delivery)] = [
        (.listTitle(name: "Tasks", sections: 2, rows: 5), Delivery(.heading)),
        (.section(section), Delivery(.heading)),
        (.sectionCrossed(section), Delivery(.heading)),
        (.row(RowView(row: Row(id: RowID(1), title: "Buy bread"), index: 1, count: 3)), Delivery(.normal)),
        (.footer("Archived after thirty days."), Delivery(.quiet)),
        (.endOfList, Delivery(.normal, cue: .end, cueReplacesWords: true)),
        (.startOfList, Delivery(.normal, cue: .top, cueReplacesWords: true)),
        (.endOfRead, Delivery(.normal, cue: .end)),
        (.refusal(.nothingToFind), Delivery(.refusal, cue: .refusal, urgent: true)),
        (.changedElsewhere(ElsewhereSummary(changed: 1)), Delivery(.normal, cue: .elsewhere)),
        (.swipeOpened(edge: .leading, row: "Buy bread", []), Delivery(.normal, cue: .swipe)),
        (.changes([.actionRan(action: "Done", title: "Buy bread"), .movedToSection(title: "Buy bread", section: "Completed")]),
         Delivery(.normal, cue: .done)),
        (.changes([.actionRan(action: "Delete", title: "Buy bread"), .rowsDeleted(titles: ["Buy bread"], remaining: 2, below: 0)]),
         Delivery(.normal, cue: .deleted)),
        (.changes([.rowsDeleted(titles: ["Buy bread"], remaining: 2, below: 0)]), Delivery(.normal, cue: .deleted)),
        (.changes([.rowAdded(place)]), Delivery(.normal)),
        (.setting(.voiceRate(40)), Delivery(.normal)),
    ]

    @Test(arguments: cases.indices) func eachCaseHasItsVoiceAndCue(_ i: Int) {
        let (announcement, delivery) = DeliveryTests.cases[i]
        #expect(announcement.delivery == delivery)
    }

    @Test func voicesDiffer() {
        #expect(Voice.heading.shift.pitch < 0)
        #expect(Voice.quiet.shift.rate > 0 && Voice.quiet.shift.volume < 0)
        #expect(Voice.refusal.otherSpeaker && !Voice.normal.otherSpeaker)
        #expect(Set(Cue.allCases.map(\.iconName)).count == Cue.allCases.count)
        #expect(Cue.allCases.filter(\.rings) == [.top, .end, .refusal])
    }

    @Test func aReadToTheEndSaysNoWords() {
        #expect(Announcer().lines(.endOfRead).isEmpty)
    }
}
