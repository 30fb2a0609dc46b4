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

    /// `windowRows` as the session takes it: 0 reads every list a section at a time.
    public convenience init(arguments: [String] = ["--demo"], location: Store.Location? = nil, windowRows: Int = 20_000,
                speech: @escaping SpeechConnector = SilentSpeech.connector, braille: BrailleDisplay? = nil) throws {
        let (options, _, _) = try Options.parse(arguments)
        let (defaultLocation, seed) = options.storeLocation(environment: [:])
        let store = try Store(location ?? defaultLocation, seed: seed, language: options.language(environment: [:]))
        try self.init(store: store, options: options, windowRows: windowRows, speech: speech, braille: braille)
    }

    /// A session on a store the test made: a PostgreSQL server's, or a repository in
    /// memory that another session wrote lists to, opened afresh as a new process opens it.
    public convenience init(store: any Repository, arguments: [String] = [], windowRows: Int = 20_000) throws {
        try self.init(store: store, options: try Options.parse(arguments).0, windowRows: windowRows, speech: SilentSpeech.connector, braille: nil)
    }

    private init(store: any Repository, options: Options, windowRows: Int, speech: @escaping SpeechConnector, braille: BrailleDisplay?) throws {
        session = try Session(store: store, windowRows: windowRows)
        runner = Runner(session: session, options: options, output: output, speech: speech)
        runner.braille = braille
        runner.start()
        started = output.lines
    }

    /// Two sessions on one new store file, as two processes share it: `a` made it
    /// with the sample lists, `b` opened it after; `path` is the file.
    public static func twoOnOneStore(language: String = "en") throws -> (a: Harness, b: Harness, path: String) {
        let path = Fixture.temporaryFolder().appendingPathComponent("shared.db").path
        return (try Harness(arguments: ["--store", path, "--demo", "--language", language]),
                try Harness(arguments: ["--store", path, "--language", language]), path)
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
    /// A list, a section and a row written as the first schemas had them, for
    /// opening an older store with a newer listo.
    public static let oldStoreRows = """
        INSERT INTO lists(id, name, position, settings) VALUES (1, 'Old', 65536, '{}');
        INSERT INTO sections(id, list_id, header, position) VALUES (2, 1, 'Kept', 65536);
        INSERT INTO rows(id, list_id, section_id, title, notes, position) VALUES (3, 1, 2, 'Café crème', 'fresh beans', 65536);
        UPDATE counter SET next_id = 4;
        """

    public static func temporaryFolder() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("listo-test-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
