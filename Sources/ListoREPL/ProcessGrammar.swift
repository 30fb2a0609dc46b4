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
    /// A value, said in the usage line by a placeholder (`PATH`, `N`, `LEVEL`; `RUTA`,
    /// `N`, `NIVEL` in Spanish) and, where it is one of a few words, by those words in
    /// README (`low|normal|high`).
    case value(placeholder: CommandLinePlaceholder, choices: [String] = [])
}

/// One option of the process.
public struct OptionDeclaration: Sendable {
    public let names: [String]
    public let value: OptionValue
    /// The mode it belongs to; nil for the options of a session, which every mode reads.
    public let mode: String?
    /// Another option it cannot be given with; the usage line says them as one choice.
    public let excludes: String?
    /// Its help, which the catalogs word (Message+CommandLine.swift).
    public let help: CommandLineMessage
    let apply: @Sendable (inout Options, inout [String: String], String) throws(UsageError) -> Void

    public var name: String { names.last! }

    /// As the usage line says it: `[--width N]`; in README, the choices in place of the placeholder.
    func usage(choices: Bool, _ t: Catalog = Catalog(.en)) -> String {
        let shown = names.count > 1 && names[0].count == 2 ? names[0] : name
        switch value {
        case .none: return excludes.map { "[\(shown) | \($0)]" } ?? "[\(shown)]"
        case .value(let placeholder, let values):
            let said = choices && !values.isEmpty ? values.joined(separator: "|") : t(.commandLine(.placeholder(placeholder)))
            let one = "\(shown) \(said)"
            return excludes.map { "[\(one) | \($0)]" } ?? "[\(one)]"
        }
    }
}

/// A mode of the process: a word after the options, and what follows it.
public struct ModeDeclaration: Sendable {
    public let name: String
    /// The operands in usage order: `FILE`, or `FILE...` for one or more.
    public let operands: [CommandLinePlaceholder]
    /// Its help, which the catalogs word (Message+CommandLine.swift).
    public let help: CommandLineMessage
    /// The message said when the operands are not there, given the first one there is.
    let mistake: @Sendable (String) -> Message
    /// Runs the mode; its exit status.
    let run: @Sendable (Invocation) -> Int32

    /// How many operands it takes: exactly its operands (those in brackets may be
    /// left out), or at least one for `FILE...`.
    func accepts(_ count: Int) -> Bool {
        if operands.last == .files { return count >= 1 }
        return count >= operands.filter { $0 != .folder }.count && count <= operands.count
    }

    /// Its operands as a language says them.
    func operandWords(_ t: Catalog) -> [String] { operands.map { t(.commandLine(.placeholder($0))) } }

    func usage(choices: Bool, _ t: Catalog = Catalog(.en)) -> String {
        let options = ProcessGrammar.options.filter { $0.mode == name }.map { $0.usage(choices: choices, t) }
        return (["listo", name] + options + operandWords(t)).joined(separator: " ")
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
    private static func flag(_ name: String, _ help: CommandLineMessage, _ set: @escaping @Sendable (inout Options) -> Void) -> OptionDeclaration {
        OptionDeclaration(names: [name], value: .none, mode: nil, excludes: nil, help: help) { options, _, _ throws(UsageError) in set(&options) }
    }

    /// An option of one mode, kept in `extra` under its name without the dashes.
    private static func extra(_ name: String, _ value: OptionValue = .none, mode: String, _ help: CommandLineMessage) -> OptionDeclaration {
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

    private static func option(_ names: String..., takes placeholder: CommandLinePlaceholder, _ choices: [String] = [], _ help: CommandLineMessage,
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
        OptionDeclaration(names: ["--store"], value: .value(placeholder: .path), mode: nil, excludes: "--memory",
                          help: .store) { options, _, text throws(UsageError) in
            // Nothing, or SQLite's names for a store in memory, would open one that keeps nothing.
            if text.trimmingSpaces().isEmpty { throw UsageError(.commandLine(.storeEmpty)) }
            if text == ":memory:" || text.hasPrefix("file::memory:") { throw UsageError(.commandLine(.storeInMemoryName(text))) }
            // libpq's key=value words would become a SQLite file of that name, the password in it:
            // refused, with the URI to write instead, said without the password.
            if let pairs = ServerAddress.keyValuePairs(text) { throw UsageError(.storeKeyValue(.writeURI(ServerAddress.uri(fromPairs: pairs)))) }
            options.storePath = text
        },
        flag("--memory", .memory) { $0.memory = true },
        flag("--demo", .demo) { $0.demo = true },
        flag("--echo", .echo) { $0.echo = true },
        flag("--bail", .bail) { $0.bail = true },
        option("--width", takes: .number, [], .width) { options, text throws(UsageError) in
            guard let n = Int(text), n >= 10, n <= 1000 else { throw UsageError(.optWidth(text)) }
            options.width = n
        },
        option("--verbosity", takes: .level, Verbosity.allCases.map(\.rawValue), .verbosity) { options, text throws(UsageError) in
            options.verbosity = try among(Verbosity.self, text, { .optVerbosity($0) })
        },
        option("--profile", takes: .name, Profile.allCases.map(\.rawValue), .profile) { options, text throws(UsageError) in
            options.profile = try among(Profile.self, text, { .optProfile($0) })
        },
        option("--layout", takes: .name, LayoutChoice.allCases.map(\.rawValue), .layout) { options, text throws(UsageError) in
            options.layout = try among(LayoutChoice.self, text, { .optLayout($0) })
        },
        flag("--prompt", .prompt) { $0.prompt = true },
        option("-c", "--command", takes: .commands, [], .command) { options, text throws(UsageError) in options.commands = text },
        flag("--speak", .speak) { $0.speak = true },
        flag("--sounds", .sounds) { $0.sounds = true },
        flag("--bell", .bell) { $0.bell = true },
        flag("--braille", .braille) { $0.braille = true },
        option("--language", takes: .languages, [], .language) { options, text throws(UsageError) in
            guard let language = Language(named: text) else { throw UsageError(.optLanguage(text)) }
            options.language = language
        },
        option("--today", takes: .day, [], .today) { options, text throws(UsageError) in
            guard let day = CalendarDate(iso: text) else { throw UsageError(.optToday(text)) }
            options.today = day
        },
        option("--now", takes: .moment, [], .now) {
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
        extra("--update", mode: "check", .update),
        extra("--format", .value(placeholder: .formats), mode: "export", .format),
        extra("--list", .value(placeholder: .name), mode: "export", .list),
        OptionDeclaration(names: ["-h", "--help"], value: .none, mode: "--help", excludes: nil, help: .help) {
            _, extra, _ throws(UsageError) in extra["help"] = "yes"
        },
        OptionDeclaration(names: ["--version"], value: .none, mode: "--version", excludes: nil, help: .version) {
            _, extra, _ throws(UsageError) in extra["version"] = "yes"
        },
    ]

    /// Every mode, in the order the usage line says them.
    public static let modes: [ModeDeclaration] = [
        ModeDeclaration(name: "check", operands: [.files], help: .check, mistake: { _ in .cliCheck }) {
            ListoCLI.check($0.operands, update: $0.extra["update"] != nil)
        },
        ModeDeclaration(name: "record", operands: [.file], help: .record, mistake: { _ in .cliRecord }) { call in
            // A server's password is never written into the transcript: .pgpass or PGPASSFILE gives it on replay.
            var recorded = call.arguments.filter { $0 != "record" && $0 != call.operands[0] }.map(ServerAddress.withoutPassword)
            var options = call.options
            // With no store named, a recording is made in memory on the sample lists, as check replays it:
            // never on the person's own store, whose lists would not be there on replay.
            if options.storePath == nil && !options.memory && !options.demo {
                options.memory = true
                options.demo = true
                recorded = ["--memory", "--demo"] + recorded
            }
            return ListoCLI.run(options, environment: call.environment, recordTo: call.operands[0], recordedArguments: recorded)
        },
        ModeDeclaration(name: "export", operands: [.folder], help: .export,
                        mistake: { _ in .cliExport }) {
            ListoCLI.export($0.options, format: $0.extra["format"] ?? "json", list: $0.extra["list"], folder: $0.operands.first, environment: $0.environment)
        },
        ModeDeclaration(name: "import", operands: [.file], help: .import,
                        mistake: { _ in .cliImport }) {
            ListoCLI.importFile($0.operands[0], $0.options, environment: $0.environment)
        },
        ModeDeclaration(name: "recover", operands: [.damaged, .new], help: .recover, mistake: { _ in .cliRecover }) {
            ListoCLI.recover($0.operands[0], into: $0.operands[1])
        },
        ModeDeclaration(name: "copy", operands: [.from, .to], help: .copy,
                        mistake: { _ in .cliCopy }) {
            ListoCLI.copy(from: $0.operands[0], to: $0.operands[1], $0.options, environment: $0.environment)
        },
    ]

    /// The option a typed argument names (the last declared, should two share a name).
    /// Looked for in the list, not an index of names: a process reads a few
    /// arguments, and making the index cost more than finding them all.
    /// The option a word names: its whole name, or as getopt_long takes it, the start of
    /// one long name only, at least two letters after the dashes (`--lang` for `--language`).
    static func option(named typed: String) -> OptionDeclaration? {
        if let whole = options.last(where: { $0.names.contains(typed) }) { return whole }
        guard typed.hasPrefix("--"), typed.count >= 4 else { return nil }
        let names = Set(options.flatMap(\.names).filter { $0.hasPrefix(typed) })
        guard names.count == 1, let name = names.first else { return nil }
        return options.last { $0.names.contains(name) }
    }

    public static func mode(named word: String) -> ModeDeclaration? { modes.first { $0.name == word } }

    /// The session's options, as the usage line says them.
    private static func sessionUsage(choices: Bool, _ t: Catalog = Catalog(.en)) -> [String] {
        options.filter { option in option.mode == nil && !options.contains { $0.excludes == option.name } }.map { $0.usage(choices: choices, t) }
    }

    /// The widest usage line: a screen reader reads a line whole, and a console or a
    /// 40-cell Braille line pans a long one many times.
    static let usageWidth = 96

    /// The usage printed by --help: the session's options wrapped under `usageWidth`,
    /// then one mode a line, in the language the run speaks.
    public static func usage(_ t: Catalog = Catalog(.en)) -> [String] {
        var lines: [String] = []
        let start = t(.commandLine(.usage))
        var line = start + " listo"
        let indent = String(repeating: " ", count: start.count + 1)
        for piece in sessionUsage(choices: false, t) {
            if line.count + 1 + piece.count > usageWidth {
                lines.append(line)
                line = indent + "     "
            }
            line += " " + piece
        }
        lines.append(line)
        let endings = options.filter { $0.mode?.hasPrefix("--") == true }.map { "listo " + $0.name }
        return lines + (modes.map { $0.usage(choices: false, t) } + endings).map { indent + $0 }
    }

    /// What `listo --help` says of the command line after the usage line: each mode and option with its help.
    public static func helpLines(_ t: Catalog = Catalog(.en)) -> [String] {
        modes.map { "listo " + ([$0.name] + $0.operandWords(t)).joined(separator: " ") + ": " + t(.commandLine($0.help)) }
            + options.map { option in
                let value: String
                if case .value(let placeholder, let choices) = option.value {
                    value = " " + (choices.isEmpty ? t(.commandLine(.placeholder(placeholder))) : choices.joined(separator: "|"))
                } else {
                    value = ""
                }
                return option.names.joined(separator: ", ") + value + ": " + t(.commandLine(option.help))
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
