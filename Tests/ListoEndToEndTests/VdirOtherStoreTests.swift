import Foundation
import ListoTestSupport
import Testing

/// Two stores exported into one calendar folder overwrote each other's files, and the
/// second removed the first's rows, which vdirsyncer then deleted on the server: the
/// folder keeps which store wrote it, and another store's export is refused, nothing written.
/// And what new users of calendar folders found dropped unsaid when one is taken back.
@Suite struct VdirOtherStoreTests {
    /// A folder to export into, not made yet, and two demo stores beside it, each with a Tasks list.
    func twoDemoStores() throws -> (work: URL, folder: String, home: String, laptop: String) {
        let work = Fixture.temporaryFolder()
        let home = work.appendingPathComponent("home.db").path
        let laptop = work.appendingPathComponent("laptop.db").path
        for store in [home, laptop] { _ = try runListo(["--store", store, "--demo", "-c", "where"]) }
        return (work, work.appendingPathComponent("chores").path, home, laptop)
    }

    @Test func anotherStoresExportIntoTheFolderIsRefused() throws {
        let (work, folder, home, laptop) = try twoDemoStores()
        defer { try? FileManager.default.removeItem(at: work) }
        let first = try runListo(["--store", home, "export", "--format", "vdir", "--list", "Tasks", folder])
        #expect(first.status == 0, "\(first.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()

        let other = try runListo(["--store", laptop, "export", "--format", "vdir", "--list", "Tasks", folder])
        #expect(other.status == 1)
        #expect(other.stderr == "Error: \(folder) is the folder of the store \(home): export there with --store \(home), "
            + "or use another folder for this store.\n", "\(other.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == files)

        // The store that wrote it goes on syncing it.
        let again = try runListo(["--store", home, "export", "--format", "vdir", "--list", "Tasks", folder])
        #expect(again.status == 0, "\(again.stderr)")
    }

    /// A PRIORITY a phone's app wrote past what libical's C int holds, which it reads as
    /// 0, is named when the folder is taken back, as a file's is, not dropped unsaid.
    @Test func aWrappedPriorityInTheFolderIsNamed() throws {
        let work = Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        let folder = work.appendingPathComponent("chores")
        let home = work.appendingPathComponent("home.db").path
        _ = try runListo(["--store", home, "--demo", "-c", "where"])
        #expect(try runListo(["--store", home, "export", "--format", "vdir", "--list", "Tasks", folder.path]).status == 0)
        try #require(try CalendarFolder.replace("SUMMARY:Call Ana", with: "SUMMARY:Call Ana\r\nPRIORITY:4294967296",
                                                inFileHolding: "SUMMARY:Call Ana", in: folder), "no file holds the task")
        let taken = try runListo(["--store", home, "import", folder.path])
        #expect(taken.status == 0, "\(taken.stderr)")
        #expect(taken.stderr == "Not kept: PRIORITY on Call Ana, a value listo can't hold.\n", "\(taken.stderr)")
    }

    /// A folder written before listo kept its store is taken by the next export's store, not refused.
    @Test func aFolderWithoutItsStoreIsMarkedByTheNextExport() throws {
        let (work, folder, home, laptop) = try twoDemoStores()
        defer { try? FileManager.default.removeItem(at: work) }
        #expect(try runListo(["--store", home, "export", "--format", "vdir", "--list", "Tasks", folder]).status == 0)
        let status = folder + "/.listo-sync.json"
        var json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: status))) as! [String: Any]
        json["store"] = nil
        json["storeName"] = nil
        try JSONSerialization.data(withJSONObject: json).write(to: URL(fileURLWithPath: status))

        #expect(try runListo(["--store", laptop, "export", "--format", "vdir", "--list", "Tasks", folder]).status == 0)
        #expect(try runListo(["--store", home, "export", "--format", "vdir", "--list", "Tasks", folder]).status == 1)
    }
}
