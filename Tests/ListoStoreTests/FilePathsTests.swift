import Foundation
import ListoStore
import ListoTestSupport
import Testing

/// `FilePaths.exists` says what FileManager's `fileExists` says, without making FileManager.
@Suite struct FilePathsTests {
    @Test func existsAsFileManagerSays() throws {
        let folder = Fixture.temporaryFolder()
        let file = folder.appendingPathComponent("listo.db").path
        let link = folder.appendingPathComponent("link").path
        let dangling = folder.appendingPathComponent("dangling").path
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: file)
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: folder.appendingPathComponent("gone").path)
        let paths = [file, folder.path, link, dangling, folder.appendingPathComponent("missing").path, file + "/inside", ""]
        for path in paths { #expect(FilePaths.exists(path) == FileManager.default.fileExists(atPath: path), "\(path)") }
        #expect(FilePaths.exists(file) && FilePaths.exists(link) && !FilePaths.exists(dangling))
    }
}
