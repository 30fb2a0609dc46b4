import ListoAnnouncer
import ListoStore
import Testing

/// The formats export and import take are one list: the usage line's placeholder
/// and the refusal of another name are made from it, and it is every format
/// Exchange writes and reads, with vdir, the calendar folder.
@Suite struct ExportFormatsTests {
    @Test func theListIsEveryFormatTaken() {
        #expect(CommandLinePlaceholder.exportFormats == Exchange.Format.allCases.map(\.rawValue) + ["vdir"])
    }

    @Test func aNameNotAFormatIsRefusedWithEveryFormat() {
        #expect(Announcer(language: .en).lines(.refusal(.unknownFormat("xml")))
            == ["Error: \"xml\" is not a format. Use json, markdown, todotxt, ics or vdir."])
        #expect(Announcer(language: .es).lines(.refusal(.unknownFormat("xml")))
            == ["Error: no hay ningún formato \"xml\". Usa json, markdown, todotxt, ics o vdir."])
    }
}
