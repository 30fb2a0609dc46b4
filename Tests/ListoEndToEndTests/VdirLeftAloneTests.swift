import Foundation
import ListoTestSupport
import Testing

/// An export into a calendar folder leaves alone a file changed there since the last
/// sync, and says the import that takes it: with the store it was exported from, since
/// `listo import FOLDER` alone would take it into the default store. In the language
/// the store was given, as a session speaks.
@Suite struct VdirLeftAloneTests {
    @Test func theImportSaidNamesTheStoreExportedFrom() throws {
        let work = Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        let folder = work.appendingPathComponent("my calendar")
        let home = work.appendingPathComponent("home.db").path
        _ = try runListo(["--store", home, "--demo", "-c", "where"])
        let exported = try runListo(["--store", home, "export", "--format", "vdir", "--list", "Tasks", folder.path])
        #expect(exported.status == 0, "\(exported.stderr)")
        try #require(try CalendarFolder.replace("SUMMARY:Call Ana", with: "SUMMARY:Call Ana today", inFileHolding: "SUMMARY:Call Ana", in: folder), "no file holds the task")

        let again = try runListo(["--store", home, "export", "--format", "vdir", "--list", "Tasks", folder.path])
        #expect(again.stderr == "Left alone: 1 file changed in \(folder.path) since the last sync (Call Ana). "
            + "Type listo import '\(folder.path)' --store \(home) to take it.\n", "\(again.stderr)")

        _ = try runListo(["--store", home, "-c", "language es"])
        let spanish = try runListo(["--store", home, "export", "--format", "vdir", "--list", "Tasks", folder.path])
        #expect(spanish.stderr.hasPrefix("Sin tocar: 1 archivo cambiado en \(folder.path)"), "\(spanish.stderr)")
        #expect(spanish.stderr.hasSuffix("--store \(home) para traerlo.\n"), "\(spanish.stderr)")
    }
}
