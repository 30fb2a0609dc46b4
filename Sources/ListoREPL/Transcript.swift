import FoundationEssentials
import Glibc
import ListoAnnouncer
import ListoStore

/// A recorded session: `> ` lines were typed, the lines after them were said,
/// `#` lines are comments, and `#! args:` gives the command-line options.
public struct Transcript: Equatable, Sendable {
    public struct Step: Equatable, Sendable {
        public var comments: [String]
        /// nil for what was said at start, before anything was typed.
        public var command: String?
        public var output: [String]
        /// Listo was quit and started again on the same store here; the output is what it said at start.
        public var restart = false
    }

    public var arguments: [String]
    public var steps: [Step]

    /// A comment line that quits and starts listo again on the same store before
    /// the next command, to hear what was kept.
    public static let restart = "#! restart"

    public init(arguments: [String], steps: [Step]) {
        self.arguments = arguments
        self.steps = steps
    }

    public init(parsing text: String) {
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        var arguments: [String] = []
        if let first = lines.first, first.hasPrefix("#! args:") {
            arguments = first.dropFirst("#! args:".count).split(separator: " ").map(String.init)
            lines.removeFirst()
        }
        var steps = [Step(comments: [], command: nil, output: [])]
        var pendingComments: [String] = []
        for line in lines {
            if line == Transcript.restart {
                steps.append(Step(comments: pendingComments, command: nil, output: [], restart: true))
                pendingComments = []
            } else if line.hasPrefix("> ") || line == ">" {
                steps.append(Step(comments: pendingComments, command: String(line.dropFirst(2)), output: []))
                pendingComments = []
            } else if line.hasPrefix("#") {
                pendingComments.append(line)
            } else {
                steps[steps.count - 1].output.append(line)
            }
        }
        if !pendingComments.isEmpty { steps[steps.count - 1].comments += pendingComments }
        self.arguments = arguments
        self.steps = steps
    }

    public var text: String {
        var lines: [String] = []
        if !arguments.isEmpty { lines.append("#! args: " + arguments.joined(separator: " ")) }
        for step in steps {
            lines += step.comments
            if step.restart { lines.append(Transcript.restart) }
            if let command = step.command { lines.append("> " + command) }
            lines += step.output
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The lines compared when checking: commands and output, without comments.
    public var comparable: [String] {
        steps.flatMap { step in (step.command.map { ["> " + $0] } ?? []) + step.output }
    }

    /// Runs the transcript's commands in a fresh store and records what was said.
    /// `windowRows` as the session takes it: 0 reads every list a section at a time.
    /// `server` makes a new, empty PostgreSQL database and gives its URI: the
    /// session runs there instead of in a file or memory, restarts included.
    public func replay(windowRows: Int = 20_000, server: (() throws -> String)? = nil) throws -> Transcript {
        let (options, _, _) = try Options.parse(arguments)
        var fresh = options
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listo-transcript-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        if let name = fresh.storePath {
            fresh.storePath = folder.appendingPathComponent(FilePaths.fileName(of: name)).path
        } else {
            fresh.memory = true
        }
        fresh.echo = false
        fresh.bail = false
        let serverURI = try server?()
        let (chosen, seed) = fresh.storeLocation(environment: [:])
        let location = serverURI.map(StoreLocation.file) ?? chosen
        let output = CapturedOutput()
        func open(seed: Bool) throws -> Runner {
            let store = try ListoCLI.openRepository(location, seed: seed, language: fresh.language(environment: [:]),
                                                    standsInForMemory: chosen == .memory)
            let runner = Runner(session: try Session(store: store, windowRows: windowRows), options: fresh, output: output)
            runner.start()
            return runner
        }
        var runner = try open(seed: seed)
        var result = Transcript(arguments: arguments, steps: [])
        result.steps.append(Step(comments: steps.first?.comments ?? [], command: nil, output: output.lines))
        var said = output.lines.count
        var quit = false
        for step in steps.dropFirst() {
            if step.restart {
                quit = false
                guard location != .memory else { throw UsageError(.optRestartNeedsStore) }
                runner = try open(seed: false)
                result.steps.append(Step(comments: step.comments, command: nil, output: Array(output.lines[said...]), restart: true))
                said = output.lines.count
                continue
            }
            guard step.command != nil else { continue }
            if quit {
                // After quit nothing more is read, until listo is started again.
                result.steps.append(Step(comments: step.comments, command: step.command, output: []))
                continue
            }
            let keepGoing = runner.run(PipeSource.decode(Array(step.command!.utf8)))
            result.steps.append(Step(comments: step.comments, command: step.command, output: Array(output.lines[said...])))
            said = output.lines.count
            if !keepGoing { quit = true }
        }
        return result
    }

    /// A unified diff around the first line that differs, naming the file and line.
    public static func diff(expected: Transcript, actual: Transcript, path: String) -> [String]? {
        let want = expected.text.components(separatedBy: "\n").dropLast().map { $0 }
        let got = actual.text.components(separatedBy: "\n").dropLast().map { $0 }
        guard let first = zip(want, got).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset
            ?? (want.count != got.count ? min(want.count, got.count) : nil)
        else { return nil }
        let from = max(0, first - 3)
        let wantEnd = min(want.count, first + 4)
        let gotEnd = min(got.count, first + 4)
        var out = ["--- \(path):\(first + 1) expected", "+++ \(path):\(first + 1) actual",
                   "@@ -\(from + 1),\(wantEnd - from) +\(from + 1),\(gotEnd - from) @@"]
        for line in want[from..<first] { out.append(" " + line) }
        for line in want[first..<wantEnd] { out.append("-" + line) }
        for line in got[first..<gotEnd] { out.append("+" + line) }
        return out
    }
}

