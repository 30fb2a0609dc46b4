import Foundation
import ListoTestSupport
import Testing

/// Standard output that can't be written (a full disk, here /dev/full): an export
/// says so in one line and exits 1, where it exited 0 with nothing written, and a
/// session ends after the command whose answer was lost, so that the commands after
/// it are not run blind; the changes made before are kept.
@Suite struct OutputLostTests {
    static let said = "Error: standard output can't be written: No space left on device. listo stops here; every change made is kept.\n"

    func run(_ arguments: [String], input: String? = nil) throws -> (status: Int32, stderr: String) {
        let process = try Spawned(Fixture.binary.path, arguments, environment: listoEnvironment(), stdin: input == nil ? .null : .pipe,
                                  stdout: .file("/dev/full"))
        if let input {
            process.write(Data(input.utf8))
            process.closeInput()
        }
        let errors = process.readToEnd(seconds: 300).errors
        #expect(process.waitOrKill(seconds: 30))
        return (process.status, String(decoding: errors, as: UTF8.self))
    }

    @Test func anExportToAFullDiskSaysSo() throws {
        let folder = Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = folder.appendingPathComponent("s.db").path
        _ = try runListo(["--store", store, "--demo", "-c", "where"])
        for format in ["json", "ics", "markdown"] {
            let export = try run(["--store", store, "export", "--format", format])
            #expect(export.status == 1 && export.stderr == Self.said, "\(format): \(export.status) \(export.stderr)")
        }
    }

    @Test func aSessionWhoseAnswersAreLostEndsKeepingWhatItChanged() throws {
        let folder = Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = folder.appendingPathComponent("s.db").path
        _ = try runListo(["--store", store, "--demo", "-c", "where"])
        let script = try run(["--store", store, "-c", "add Written; add Never"])
        #expect(script.status == 1 && script.stderr == Self.said, "\(script.status) \(script.stderr)")
        let piped = try run(["--store", store], input: "add Piped\nadd Never piped\n")
        #expect(piped.status == 1 && piped.stderr == Self.said, "\(piped.status) \(piped.stderr)")
        let titles = try runListo(["--store", store, "-c", "search Written; search Piped; search Never"]).stdout
        #expect(titles.contains("Written, ") && titles.contains("Piped, "), "\(titles)")
        #expect(titles.contains("Search Never: no rows found."), "\(titles)")
    }
}
