import Foundation
import ListoREPL
import ListoStore
import ListoTestSupport
import Testing

/// Every transcript in transcripts/ is replayed in a fresh store and must match.
@Suite struct TranscriptTests {
    @Test func thereAreTranscripts() {
        #expect(Fixture.transcripts.count >= 10)
    }

    @Test(arguments: Fixture.transcripts.map(\.lastPathComponent))
    func replays(_ name: String) throws {
        let url = Fixture.root.appendingPathComponent("transcripts").appendingPathComponent(name)
        let text = try String(contentsOf: url, encoding: .utf8)
        let expected = Transcript(parsing: text)
        let actual = try expected.replay()
        let diff = Transcript.diff(expected: expected, actual: actual, path: "transcripts/\(name)")
        #expect(diff == nil, "\((diff ?? []).joined(separator: "\n"))")
    }

    /// The same sessions with every list read a section at a time, and every
    /// section let go after each command but those near the focus: a long list
    /// is heard exactly as a short one.
    @Test(arguments: Fixture.transcripts.map(\.lastPathComponent))
    func replaysTheSameWithListsReadBySection(_ name: String) throws {
        let url = Fixture.root.appendingPathComponent("transcripts").appendingPathComponent(name)
        let expected = Transcript(parsing: try String(contentsOf: url, encoding: .utf8))
        let actual = try expected.replay(windowRows: 0)
        let diff = Transcript.diff(expected: expected, actual: actual, path: "transcripts/\(name)")
        #expect(diff == nil, "\((diff ?? []).joined(separator: "\n"))")
    }

    /// The same sessions wrapped at 40 cells, as a small Braille display shows
    /// them: no answer holds the same line twice in a row (SPEC §4: BRLTTY can
    /// skip such a line, and a display would look unchanged).
    @Test(arguments: Fixture.transcripts.map(\.lastPathComponent))
    func neverSaysALineTwiceInARowAtWidth40(_ name: String) throws {
        let url = Fixture.root.appendingPathComponent("transcripts").appendingPathComponent(name)
        var narrow = Transcript(parsing: try String(contentsOf: url, encoding: .utf8))
        narrow.arguments += ["--width", "40"]
        for step in try narrow.replay().steps {
            let repeated = zip(step.output, step.output.dropFirst()).filter { $0 == $1 }.map(\.0)
            #expect(repeated.isEmpty, "\(name), after \(step.command ?? "the start"): \(repeated)")
        }
    }

    /// The same sessions on a PostgreSQL server (a throwaway cluster), each in a
    /// database of its own: no command knows which engine it talks to.
    @Test(arguments: Fixture.transcripts.map(\.lastPathComponent))
    func replaysTheSameOnPostgreSQL(_ name: String) throws {
        let cluster = try PostgresCluster.shared()
        let url = Fixture.root.appendingPathComponent("transcripts").appendingPathComponent(name)
        let expected = Transcript(parsing: try String(contentsOf: url, encoding: .utf8))
        var uri = ""
        var actual = try expected.replay(server: {
            uri = cluster.socketURI(try cluster.createDatabase())
            return uri
        })
        // A session recorded in memory names its store "in memory"; here it is the server, said without a password.
        let named = try ServerAddress(uri).description
        let recordedInMemory = !expected.arguments.contains("--store")
        for i in actual.steps.indices where recordedInMemory {
            actual.steps[i].output = actual.steps[i].output.map {
                $0.replacingOccurrences(of: named, with: $0.hasPrefix("Almacén") ? "en memoria" : "in memory")
            }
        }
        let diff = Transcript.diff(expected: expected, actual: actual, path: "transcripts/\(name) on PostgreSQL")
        #expect(diff == nil, "\((diff ?? []).joined(separator: "\n"))")
    }

    @Test func aDifferenceIsShownAsAUnifiedDiffNamingFileAndLine() throws {
        let expected = Transcript(parsing: "#! args: --demo\nTasks, 2 sections, 5 rows.\n> next\nPending, section 1 of 2, 9 rows.\n")
        let diff = Transcript.diff(expected: expected, actual: try expected.replay(), path: "x.t")
        #expect(diff?.contains("--- x.t:4 expected") == true)
        #expect(diff?.contains("-Pending, section 1 of 2, 9 rows.") == true)
        #expect(diff?.contains("+Pending, section 1 of 2, 3 rows.") == true)
    }

    @Test func parsingAndWritingKeepCommentsAndArguments() {
        let text = "#! args: --demo --width 20\nTasks, 2 sections, 5 rows.\n# a comment\n> next\nPending, section 1 of 2, 3 rows.\n"
        #expect(Transcript(parsing: text).text == text)
        #expect(Transcript(parsing: text).arguments == ["--demo", "--width", "20"])
    }
}

/// README's command table is made from the registry. Set LISTO_UPDATE_README=1 to
/// rewrite it; the run still fails so that a rewrite is never silent.
@Suite struct ReadmeTests {
    @Test func commandTableMatchesTheGrammar() throws {
        let url = Fixture.root.appendingPathComponent("README.md")
        let readme = try String(contentsOf: url, encoding: .utf8)
        let start = try #require(readme.range(of: "<!-- commands -->\n"))
        let end = try #require(readme.range(of: "<!-- /commands -->"))
        let current = String(readme[start.upperBound..<end.lowerBound])
        let wanted = Grammar.markdownTable + "\n"
        if current != wanted, ProcessInfo.processInfo.environment["LISTO_UPDATE_README"] == "1" {
            try (readme[..<start.upperBound] + wanted + readme[end.lowerBound...]).write(to: url, atomically: true, encoding: .utf8)
            Issue.record("README's command table was rewritten; run the tests again.")
            return
        }
        #expect(current == wanted, "README's command table is out of step with the grammar")
    }

    /// The block under Command line is made from the process's declarations (ProcessGrammar.swift).
    @Test func commandLineBlockMatchesTheDeclarations() throws {
        let url = Fixture.root.appendingPathComponent("README.md")
        let readme = try String(contentsOf: url, encoding: .utf8)
        let heading = try #require(readme.range(of: "## Command line\n\n```\n"))
        let end = try #require(readme.range(of: "\n```", range: heading.upperBound..<readme.endIndex))
        let current = String(readme[heading.upperBound..<end.lowerBound])
        let wanted = ProcessGrammar.readmeBlock
        if current != wanted, ProcessInfo.processInfo.environment["LISTO_UPDATE_README"] == "1" {
            try (readme[..<heading.upperBound] + wanted + readme[end.lowerBound...]).write(to: url, atomically: true, encoding: .utf8)
            Issue.record("README's command-line block was rewritten; run the tests again.")
            return
        }
        #expect(current == wanted, "README's command-line block is out of step with ProcessGrammar")
        for option in ProcessGrammar.options { #expect(current.contains(option.name) || option.names.contains { current.contains($0) }, "\(option.name)") }
        for mode in ProcessGrammar.modes { #expect(current.contains("listo \(mode.name)"), "\(mode.name)") }
    }

    /// Every option typed sets what it declares: its value reaches Options, and a bad value is its own mistake.
    @Test func everyDeclaredOptionIsReadThroughItsDeclaration() throws {
        let samples = ["--store": "/tmp/x.db", "--width": "40", "--verbosity": "high", "--profile": "pad", "--layout": "regular",
                       "--command": "next", "--language": "es", "--today": "2026-01-02", "--now": "2026-01-02T09:00", "--format": "markdown", "--list": "Tasks"]
        for option in ProcessGrammar.options {
            var arguments = [option.name]
            if case .value = option.value { arguments.append(try #require(samples[option.name], "\(option.name) has a sample")) }
            let (options, rest, extra) = try Options.parse(arguments)
            #expect(rest.isEmpty)
            #expect(options != Options() || !extra.isEmpty, "\(option.name) changed nothing")
        }
        #expect(throws: UsageError(.optWidth("5"))) { try Options.parse(["--width", "5"]) }
        #expect(throws: UsageError(.optNeedsValue("--store"))) { try Options.parse(["--store"]) }
        #expect(throws: UsageError(.optValueIsOption("--store", "-c"))) { try Options.parse(["--store", "-c", "list"]) }
        #expect(throws: UsageError(.optStoreAndMemory)) { try Options.parse(["--store", "a", "--memory"]) }
    }

    @Test func everyCommandIsInTheTableWithItsAliases() {
        for command in Grammar.commands {
            #expect(Grammar.markdownTable.contains("`" + command.usage.replacingOccurrences(of: "|", with: "\\|") + "`"))
            for alias in command.aliases { #expect(Grammar.markdownTable.contains("`\(alias)`")) }
        }
    }
}
