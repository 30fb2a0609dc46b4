import FoundationEssentials
import Glibc
import ListoAnnouncer
import ListoModel
import ListoStore

/// The command line, parsed.
public struct Options: Equatable, Sendable {
    public var storePath: String?
    public var memory = false
    public var demo = false
    public var echo = false
    public var bail = false
    public var width: Int?
    public var verbosity: Verbosity = .normal
    public var profile: Profile = .phone
    public var layout: LayoutChoice = .compact
    /// Prints the prompt even when standard input is not a terminal, for clients such as comint.
    public var prompt = false
    /// `-c 'CMD; CMD'`: run these and exit.
    public var commands: String?
    /// Speech through speech-dispatcher, sound cues, and the terminal bell for this run.
    public var speak = false
    public var sounds = false
    public var bell = false
    /// A Braille display through BRLTTY for this run.
    public var braille = false
    /// `--language en|es`; nil leaves the choice to the locale.
    public var language: Language?
    /// A fixed today, for transcripts and tests; nil reads the system's clock.
    public var today: CalendarDate?
    /// A fixed time of day, for transcripts and tests; with a day, it fixes today too.
    public var now: Moment?
    /// The seconds into `now`'s minute (`--now 2026-12-01T08:59:58`), so that a test's
    /// reminder falls due a moment after it starts, not up to a minute later.
    public var nowSecond = 0

    public init() {}

    /// The usage lines in English, made from the declarations in ProcessGrammar.swift.
    public static var usage: [String] { ProcessGrammar.usage() }

    /// Which store these options open, and whether it gets the sample lists.
    public func storeLocation(environment: [String: String]) -> (StoreLocation, seed: Bool) {
        if let storePath { return (.file(storePath), demo) }
        if memory { return (.memory, demo) }
        if demo { return (.memory, true) }
        return (.file(Options.defaultStorePath(environment)), true)
    }

    /// The settings the command line asks for, over those the store kept: speech
    /// and sounds only turned on, the language only when given.
    public func settings(over kept: SessionSettings) -> SessionSettings {
        var settings = kept
        settings.verbosity = verbosity
        settings.width = width
        settings.profile = profile
        settings.layoutChoice = layout
        if speak { settings.speech.speak = true }
        if sounds { settings.speech.sounds = true }
        if braille { settings.braille = true }
        settings.language = language ?? kept.language
        if language != nil { settings.languageOrigin = .option }
        return settings
    }

    /// The language to speak: --language, else LC_ALL, LC_MESSAGES or LANG (the
    /// first one set), Spanish for es_*, English otherwise.
    public func language(environment: [String: String]) -> Language {
        if let language { return language }
        return Self.localeVariable(environment).map { Language(locale: environment[$0]!) } ?? .en
    }

    /// The locale variable that names the language, the first of LC_ALL, LC_MESSAGES and LANG that is set.
    public static func localeVariable(_ environment: [String: String]) -> String? {
        ["LC_ALL", "LC_MESSAGES", "LANG"].first { environment[$0].map { !$0.isEmpty } ?? false }
    }

    public static func defaultStorePath(_ environment: [String: String]) -> String {
        let base = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? ((environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path) + "/.local/share")
        return base + "/listo/listo.db"
    }

    /// Inside Emacs, or on a terminal that can't move the cursor, the line is read without libedit.
    public static func isDumbTerminal(_ environment: [String: String]) -> Bool {
        environment["INSIDE_EMACS"] != nil || environment["TERM"] == "dumb"
    }

    public static func historyPath(_ environment: [String: String]) -> String {
        let base = environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? ((environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path) + "/.local/state")
        return base + "/listo/history"
    }

    /// Parses the options shared by every mode; `rest` gets what is not an option.
    public static func parse(_ arguments: [String]) throws(UsageError) -> (Options, rest: [String], extra: [String: String]) {
        var options = Options()
        var rest: [String] = []
        var extra: [String: String] = [:]
        var i = 0
        func value(_ name: String) throws(UsageError) -> String {
            i += 1
            guard i < arguments.count else { throw UsageError(.optNeedsValue(name)) }
            // `--store -c list`: the value left out, not a store named -c.
            if ProcessGrammar.option(named: arguments[i]) != nil { throw UsageError(.optValueIsOption(name, arguments[i])) }
            return arguments[i]
        }
        while i < arguments.count {
            let argument = arguments[i]
            if let option = ProcessGrammar.option(named: argument) {
                var text = ""
                if case .value = option.value { text = try value(argument) }
                try option.apply(&options, &extra, text)
            } else {
                if argument.hasPrefix("-") && argument != "-" { throw UsageError(.optUnknown(argument)) }
                rest.append(argument)
            }
            i += 1
        }
        if options.storePath != nil && options.memory { throw UsageError(.optStoreAndMemory) }
        return (options, rest, extra)
    }
}

extension Options {
    /// The commands of `-c`, split at semicolons outside double quotes, which open
    /// a group where `Quotes` says they do (`add 5" screen; goto 1` is two commands).
    /// A script with a quote left open is refused whole before this (`Quotes.unclosed`).
    public static func commandLines(_ text: String) -> [String] {
        var lines: [String] = []
        var current = ""
        var quoted = false
        var previous: Character?
        for character in text {
            if character == "\"" {
                if quoted { quoted = false } else if !(previous.map { $0.isLetter || $0.isNumber } ?? false) { quoted = true }
            }
            previous = character
            if character == ";" && !quoted {
                lines.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        lines.append(current)
        return lines.map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
    }
}

/// A mistake on the command line: a message, said in the language of the run.
public struct UsageError: Error, Equatable {
    public var said: Message

    public init(_ said: Message) { self.said = said }

    public func message(_ catalog: Catalog = Catalog(.en)) -> String { catalog(said) }

    /// Two mistakes are one when they say the same.
    public static func == (a: UsageError, b: UsageError) -> Bool { a.message() == b.message() }
}
