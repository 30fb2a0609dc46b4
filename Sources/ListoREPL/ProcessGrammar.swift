import ListoAnnouncer
import ListoModel
import ListoStore

// The listo process's command line, declared as the REPL's commands are: each
// option and each mode once, with the value it takes, its usage and its help.
// `Options.parse` reads arguments through these declarations, the usage line
// printed on a mistake is made from them, and README's command-line block is
// checked against them (TranscriptTests), so none of the three can drift.

/// What an option takes after its name.
public enum OptionValue: Sendable {
    /// A flag: the name alone.
    case none
    /// A value, said in the usage line by a placeholder (`PATH`, `N`, `LEVEL`) and,
    /// where it is one of a few words, by those words in README (`low|normal|high`).
    case value(placeholder: String, choices: [String] = [])
}

/// One option of the process.
public struct OptionDeclaration: Sendable {
    public let names: [String]
    public let value: OptionValue
    /// The mode it belongs to; nil for the options of a session, which every mode reads.
    public let mode: String?
    /// Another option it cannot be given with; the usage line says them as one choice.
    public let excludes: String?
    public let help: String
    let apply: @Sendable (inout Options, inout [String: String], String) throws(UsageError) -> Void

    public var name: String { names.last! }

    /// As the usage line says it: `[--width N]`; in README, the choices in place of the placeholder.
    func usage(choices: Bool) -> String {
        let shown = names.count > 1 && names[0].count == 2 ? names[0] : name
        switch value {
        case .none: return excludes.map { "[\(shown) | \($0)]" } ?? "[\(shown)]"
        case .value(let placeholder, let values):
            let said = choices && !values.isEmpty ? values.joined(separator: "|") : placeholder
            let one = "\(shown) \(said)"
            return excludes.map { "[\(one) | \($0)]" } ?? "[\(one)]"
        }
    }
}

/// A mode of the process: a word after the options, and what follows it.
public struct ModeDeclaration: Sendable {
    public let name: String
    /// The operands in usage order: `FILE`, or `FILE...` for one or more.
    public let operands: [String]
    public let help: String
    /// The message said when the operands are not there, given the first one there is.
    let mistake: @Sendable (String) -> Message
    /// Runs the mode; its exit status.
    let run: @Sendable (Invocation) -> Int32

    /// How many operands it takes: exactly its operands (those in brackets may be
    /// left out), or at least one for `FILE...`.
    func accepts(_ count: Int) -> Bool {
        if operands.last?.hasSuffix("...") == true { return count >= 1 }
        return count >= operands.filter { !$0.hasPrefix("[") }.count && count <= operands.count
    }

    func usage(choices: Bool) -> String {
        let options = ProcessGrammar.options.filter { $0.mode == name }.map { $0.usage(choices: choices) }
        return (["listo", name] + options + operands).joined(separator: " ")
    }
}

/// What a mode is run with: the options, its operands, the options of its own, the
/// arguments as given and the environment.
public struct Invocation {
    public let options: Options
    public let operands: [String]
    public let extra: [String: String]
    public let arguments: [String]
    public let environment: [String: String]
}

public enum ProcessGrammar {
    private static func flag(_ name: String, _ help: String, _ set: @escaping @Sendable (inout Options) -> Void) -> OptionDeclaration {
        OptionDeclaration(names: [name], value: .none, mode: nil, excludes: nil, help: help) { options, _, _ throws(UsageError) in set(&options) }
    }

    /// An option of one mode, kept in `extra` under its name without the dashes.
    private static func extra(_ name: String, _ value: OptionValue = .none, mode: String, _ help: String) -> OptionDeclaration {
        let key = String(name.drop { $0 == "-" })
        return OptionDeclaration(names: [name], value: value, mode: mode, excludes: nil, help: help) { _, extra, text throws(UsageError) in
            if case .none = value { extra[key] = "yes" } else { extra[key] = text }
        }
    }

    /// The first option given that belongs to a mode other than the one run (nil: a
    /// session), as `--update` without `check`: refused, never silently ignored.
    static func misplaced(_ extra: [String: String], mode: String?) -> OptionDeclaration? {
        options.first { option in
            guard let owner = option.mode, !owner.hasPrefix("--"), owner != mode else { return false }
            return extra[String(option.name.drop { $0 == "-" })] != nil
        }
    }

    private static func option(_ names: String..., takes placeholder: String, _ choices: [String] = [], _ help: String,
                               _ set: @escaping @Sendable (inout Options, String) throws(UsageError) -> Void) -> OptionDeclaration {
        OptionDeclaration(names: names, value: .value(placeholder: placeholder, choices: choices), mode: nil, excludes: nil, help: help) {
            options, _, text throws(UsageError) in try set(&options, text)
        }
    }

    /// A value among a type's raw values, or the catalog's mistake for the option.
    private static func among<T: RawRepresentable>(_ type: T.Type, _ text: String, _ mistake: (String) -> Message) throws(UsageError) -> T where T.RawValue == String {
        guard let value = T(rawValue: text) else { throw UsageError(mistake(text)) }
        return value
    }

    /// Every option, in the order the usage line says them.
    public static let options: [OptionDeclaration] = [
        OptionDeclaration(names: ["--store"], value: .value(placeholder: "PATH"), mode: nil, excludes: "--memory",
                          help: "open or create the store in that file.") { options, _, text throws(UsageError) in options.storePath = text },
        flag("--memory", "keep nothing: an in-memory store.") { $0.memory = true },
        flag("--demo", "fill a new or empty store with the sample lists; alone, an in-memory store with them.") { $0.demo = true },
        flag("--echo", "print each command read, after a >, before its answer.") { $0.echo = true },
        flag("--bail", "stop a script at the first refusal.") { $0.bail = true },
        option("--width", takes: "N", [], "wrap lines at N cells, from 10 to 1000.") { options, text throws(UsageError) in
            guard let n = Int(text), n >= 10, n <= 1000 else { throw UsageError(.optWidth(text)) }
            options.width = n
        },
        option("--verbosity", takes: "LEVEL", Verbosity.allCases.map(\.rawValue), "how much each answer says.") { options, text throws(UsageError) in
            options.verbosity = try among(Verbosity.self, text, { .optVerbosity($0) })
        },
        option("--profile", takes: "NAME", Profile.allCases.map(\.rawValue), "the device whose conventions listo follows.") { options, text throws(UsageError) in
            options.profile = try among(Profile.self, text, { .optProfile($0) })
        },
        option("--layout", takes: "NAME", LayoutChoice.allCases.map(\.rawValue), "one column at a time, the split view, or the one the terminal's width gives.") { options, text throws(UsageError) in
            options.layout = try among(LayoutChoice.self, text, { .optLayout($0) })
        },
        flag("--prompt", "print the prompt even when standard input is not a terminal.") { $0.prompt = true },
        option("-c", "--command", takes: "'CMD; CMD'", [], "run these commands and exit.") { options, text throws(UsageError) in options.commands = text },
        flag("--speak", "speak through speech-dispatcher for this run.") { $0.speak = true },
        flag("--sounds", "play the sound cues for this run.") { $0.sounds = true },
        flag("--bell", "ring the terminal bell at the top or end of a list and at refusals.") { $0.bell = true },
        flag("--braille", "show answers on a Braille display through BRLTTY for this run; its keys are commands.") { $0.braille = true },
        option("--language", takes: "en|es", [], "the language listo speaks and reads commands in.") { options, text throws(UsageError) in
            guard let language = Language(named: text) else { throw UsageError(.optLanguage(text)) }
            options.language = language
        },
        option("--today", takes: "YYYY-MM-DD", [], "a fixed today, for transcripts and tests.") { options, text throws(UsageError) in
            guard let day = CalendarDate(iso: text) else { throw UsageError(.optToday(text)) }
            options.today = day
        },
        option("--now", takes: "YYYY-MM-DDTHH:MM[:SS]", [], "a fixed start time, which runs on from there, for reminders in transcripts and tests.") {
            options, text throws(UsageError) in
            // HH:MM:SS: the seconds are kept apart, the time read to the minute.
            var text = text
            let clock = text.split(whereSeparator: { $0 == "T" || $0 == " " }).last ?? ""
            if clock.split(separator: ":").count == 3, let colon = text.lastIndex(of: ":") {
                guard let second = Int(text[text.index(after: colon)...]), (0...59).contains(second),
                      text.distance(from: colon, to: text.endIndex) == 3 else { throw UsageError(.days(.optNow(text))) }
                options.nowSecond = second
                text = String(text[..<colon])
            }
            if let moment = Moment(text: text) {
                options.now = moment
                options.today = options.today ?? moment.day
            } else if let minute = Moment.minute(of: text) {
                options.now = Moment(day: options.today ?? CalendarDate(dayNumber: 0), minute: minute)
            } else {
                throw UsageError(.days(.optNow(text)))
            }
        },
        extra("--update", mode: "check", "rewrite each transcript with what listo says now."),
        extra("--format", .value(placeholder: "json|markdown|todotxt|ics|vdir"), mode: "export", "the format written; json unless told."),
        extra("--list", .value(placeholder: "NAME"), mode: "export", "only that list."),
        OptionDeclaration(names: ["-h", "--help"], value: .none, mode: "--help", excludes: nil, help: "the usage and every command.") {
            _, extra, _ throws(UsageError) in extra["help"] = "yes"
        },
        OptionDeclaration(names: ["--version"], value: .none, mode: "--version", excludes: nil, help: "the version.") {
            _, extra, _ throws(UsageError) in extra["version"] = "yes"
        },
    ]

    /// Every mode, in the order the usage line says them.
    public static let modes: [ModeDeclaration] = [
        ModeDeclaration(name: "check", operands: ["FILE..."], help: "replay transcripts and say the first difference of each.", mistake: { _ in .cliCheck }) {
            ListoCLI.check($0.operands, update: $0.extra["update"] != nil)
        },
        ModeDeclaration(name: "record", operands: ["FILE"], help: "run a session and write it as a transcript.", mistake: { _ in .cliRecord }) { call in
            // A server's password is never written into the transcript: .pgpass or PGPASSFILE gives it on replay.
            let recorded = call.arguments.filter { $0 != "record" && $0 != call.operands[0] }.map(ServerAddress.withoutPassword)
            return ListoCLI.run(call.options, environment: call.environment, recordTo: call.operands[0], recordedArguments: recorded)
        },
        ModeDeclaration(name: "export", operands: ["[FOLDER]"], help: "write the store's lists to standard output, or with --format vdir one list into a calendar folder.",
                        mistake: { .cliUnknown($0) }) {
            ListoCLI.export($0.options, format: $0.extra["format"] ?? "json", list: $0.extra["list"], folder: $0.operands.first, environment: $0.environment)
        },
        ModeDeclaration(name: "import", operands: ["FILE"], help: "add the lists of an exported file, or take back what changed in a calendar folder.",
                        mistake: { _ in .cliImport }) {
            ListoCLI.importFile($0.operands[0], $0.options, environment: $0.environment)
        },
        ModeDeclaration(name: "recover", operands: ["DAMAGED", "NEW"], help: "copy what can be read of a damaged store into a new file.", mistake: { _ in .cliRecover }) {
            ListoCLI.recover($0.operands[0], into: $0.operands[1])
        },
        ModeDeclaration(name: "copy", operands: ["FROM", "TO"],
                        help: "copy every list of one store into a new or empty one; each a file or a postgresql:// URI.",
                        mistake: { _ in .cliCopy }) {
            ListoCLI.copy(from: $0.operands[0], to: $0.operands[1], $0.options, environment: $0.environment)
        },
    ]

    /// The option a typed argument names.
    static func option(named typed: String) -> OptionDeclaration? { byName[typed] }

    private static let byName: [String: OptionDeclaration] = {
        var index: [String: OptionDeclaration] = [:]
        for option in options { for name in option.names { index[name] = option } }
        return index
    }()

    public static func mode(named word: String) -> ModeDeclaration? { modes.first { $0.name == word } }

    /// The session's options, as the usage line says them.
    private static func sessionUsage(choices: Bool) -> [String] {
        options.filter { option in option.mode == nil && !options.contains { $0.excludes == option.name } }.map { $0.usage(choices: choices) }
    }

    /// The widest usage line: a screen reader reads a line whole, and a console or a
    /// 40-cell Braille line pans a long one many times.
    static let usageWidth = 96

    /// The usage printed after a mistake on the command line and by --help: the session's
    /// options wrapped under `usageWidth`, then one mode a line.
    public static var usage: [String] {
        var lines: [String] = []
        var line = "usage: listo"
        let indent = "       "
        for piece in sessionUsage(choices: false) {
            if line.count + 1 + piece.count > usageWidth {
                lines.append(line)
                line = indent + "     "
            }
            line += " " + piece
        }
        lines.append(line)
        let endings = options.filter { $0.mode?.hasPrefix("--") == true }.map { "listo " + $0.name }
        return lines + (modes.map { $0.usage(choices: false) } + endings).map { indent + $0 }
    }

    /// What `listo --help` says of the command line after the usage line: each mode and option with its help.
    public static var helpLines: [String] {
        modes.map { "listo " + ([$0.name] + $0.operands).joined(separator: " ") + ": " + $0.help }
            + options.map { option in
                let value: String
                if case .value(let placeholder, let choices) = option.value { value = " " + (choices.isEmpty ? placeholder : choices.joined(separator: "|")) } else { value = "" }
                return option.names.joined(separator: ", ") + value + ": " + option.help
            }
    }

    /// README's command-line block: the same, one mode a line, choices spelled out, wrapped at 88 columns.
    public static var readmeBlock: String {
        var lines: [String] = []
        var line = "listo"
        for piece in sessionUsage(choices: true) {
            if line.count + 1 + piece.count > 88 {
                lines.append(line)
                line = "     "
            }
            line += " " + piece
        }
        lines.append(line)
        lines += modes.map { $0.usage(choices: true) }
        lines.append("listo " + options.filter { $0.mode?.hasPrefix("--") == true }.map(\.name).joined(separator: " | "))
        return lines.joined(separator: "\n")
    }
}
