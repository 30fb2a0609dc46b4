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
        (.changedElsewhere(ElsewhereSummary(changed: [ForeignRowChange(row: RowID(1), title: "Call Ana")])), Delivery(.normal, cue: .elsewhere)),
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

/// What listo says about its own voice, in Spanish, every message once.
@Suite struct SpeechWordingTests {
    static let spanish: [(Announcement, [String])] = [
        (.speechUnavailable(.libraryMissing), ["Sin voz: libspeechd no está instalado; listo sigue en silencio."]),
        (.speechUnavailable(.unreachable), ["Sin voz: no se puede llegar a speech-dispatcher; listo sigue en silencio."]),
        (.speechUnavailable(.stopped), ["Sin voz: speech-dispatcher dejó de responder; listo sigue en silencio."]),
        (.setting(.speak(true)), ["Voz activada."]),
        (.setting(.speak(false)), ["Voz desactivada."]),
        (.setting(.sounds(true)), ["Sonidos activados."]),
        (.setting(.sounds(false)), ["Sonidos desactivados."]),
        (.setting(.voice(SpeechSettings())), ["Velocidad 0, tono 0, volumen 0, voz por defecto, idioma por defecto."]),
        (.setting(.voiceRate(40)), ["Velocidad: 40."]),
        (.setting(.voicePitch(-10)), ["Tono: -10."]),
        (.setting(.voiceVolume(5)), ["Volumen: 5."]),
        (.setting(.voiceName("es")), ["Voz: es."]),
        (.setting(.voiceName(nil)), ["Voz: por defecto."]),
        (.setting(.voiceLanguage("es")), ["Idioma: es."]),
    ]

    @Test(arguments: spanish.indices) func saysExactlyInSpanish(_ i: Int) {
        let (announcement, expected) = SpeechWordingTests.spanish[i]
        #expect(Announcer(language: .es).lines(announcement) == expected)
        #expect(Announcer(language: .en).lines(announcement) != expected, "its own Spanish words")
    }
}
