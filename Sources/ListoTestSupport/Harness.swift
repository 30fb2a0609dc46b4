import Foundation
import ListoModel
import ListoREPL
import ListoStore

/// A session driven line by line, as a script would, keeping what was said.
public final class Harness {
    public let session: Session
    public let runner: Runner
    public let output = CapturedOutput()
    public let started: [String]

    public init(arguments: [String] = ["--demo"], location: Store.Location? = nil,
                speech: @escaping SpeechConnector = SilentSpeech.connector) throws {
        let (options, _, _) = try Options.parse(arguments)
        let (defaultLocation, seed) = options.storeLocation(environment: [:])
        let store = try Store(location ?? defaultLocation, seed: seed, language: options.language(environment: [:]))
        session = try Session(store: store)
        runner = Runner(session: session, options: options, output: output, speech: speech)
        runner.start()
        started = output.lines
    }

    /// Runs one line and returns what it said.
    @discardableResult
    public func say(_ line: String) -> [String] {
        let before = output.lines.count
        runner.run(.line(line))
        return Array(output.lines[before...])
    }
}

public enum Fixture {
    /// The package's root folder, found from this file's place in it.
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    public static var transcripts: [URL] {
        let folder = root.appendingPathComponent("transcripts")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".t") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// The built listo executable, beside the test bundle.
    public static var binary: URL {
        let candidates = [".build/debug/listo", ".build/release/listo"].map { root.appendingPathComponent($0) }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }

    /// A fresh folder under the system's temporary folder.
    public static func temporaryFolder() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("listo-test-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
