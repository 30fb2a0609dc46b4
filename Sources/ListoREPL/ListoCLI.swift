import FoundationEssentials
import Glibc
import ListoAnnouncer
import ListoModel
import ListoStore

/// The listo command: options, modes, exit status.
public enum ListoCLI {
    public static let version = "0.1.0"

    public static func main(_ arguments: [String], environment: [String: String]) -> Int32 {
        Exits.install()
        defer { Exits.finish() }
        let parsed: (Options, rest: [String], extra: [String: String])
        // A mistake elsewhere on the line is said in the language the line asks for.
        var asked = Options()
        if let i = arguments.firstIndex(of: "--language"), i + 1 < arguments.count { asked.language = Language(named: arguments[i + 1]) }
        announcer = Announcer(language: asked.language(environment: environment))
        do {
            parsed = try Options.parse(arguments)
        } catch {
            return usageFailure(error.message(announcer.t))
        }
        let (options, rest, extra) = parsed
        // What is said outside a session (a store that can't be opened, copy, export) is wrapped at --width as a session's answers are.
        announcer = Announcer(language: options.language(environment: environment), width: options.width)
        if extra["help"] != nil {
            // In the language the run speaks: --language, else the locale.
            let t = announcer.t
            StandardOutput().write(ProcessGrammar.usage(t) + ProcessGrammar.helpLines(t) + announcer.lines(.help(Grammar.commands(in: t.language))))
            return 0
        }
        if extra["version"] != nil {
            StandardOutput().write(announcer.lines(.version(version)))
            return 0
        }
        let mode = rest.first.flatMap(ProcessGrammar.mode(named:))
        if let misplaced = ProcessGrammar.misplaced(extra, mode: mode?.name), let owner = misplaced.mode {
            return usageFailure(announcer.t(.optOtherMode(misplaced.name, owner)))
        }
        guard let word = rest.first else { return run(options, environment: environment) }
        // The modes are declared in ProcessGrammar.swift, with the operands each takes.
        // A command typed where a mode goes is run with -c.
        guard let mode else {
            return usageFailure(announcer.t(Grammar.entry(named: word) == nil ? .cliUnknownMode(word) : .cliUnknownModeCommand(word, rest.joined(separator: " "))))
        }
        let operands = Array(rest.dropFirst())
        guard mode.accepts(operands.count) else { return usageFailure(announcer.t(mode.mistake(operands.first ?? word))) }
        if let empty = operands.firstIndex(where: { $0.trimmingSpaces().isEmpty }) {
            let kind = mode.operands[min(empty, mode.operands.count - 1)]
            let placeholder = announcer.t(.commandLine(.placeholder(kind == .files ? .file : kind)))
            return usageFailure(announcer.t(.commandLine(.operandEmpty(mode: mode.name, placeholder: placeholder))))
        }
        return mode.run(Invocation(options: options, operands: operands, extra: extra, arguments: arguments, environment: environment))
    }

    /// libedit drops non-ASCII bytes unless the locale's character set is UTF-8.
    /// Only libedit reads the locale, so a run without it never loads one.
    static func useUTF8Locale() {
        setlocale(LC_ALL, "")
        if let codeset = nl_langinfo(nl_item(CODESET)), String(cString: codeset) != "UTF-8" {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
    }

    /// The words of the language this run speaks, for the lines said outside a session.
    nonisolated(unsafe) static var announcer = Announcer()

    /// A mistake on the command line: one line saying what and where help is, as
    /// README promises; the whole usage is `listo --help`, not thirteen lines after every typo.
    static func usageFailure(_ message: String) -> Int32 {
        say(.said(.cliUsage(message)))
        return 2
    }

    static func say(_ refusal: Refusal, to sink: LineSink = StandardError()) {
        sink.write(announcer.lines(.refusal(refusal)).flatMap { LineFormat.wrap($0, width: announcer.width) })
    }

    static func problem(_ error: StoreError) -> Refusal {
        switch error {
        case .cannotCreateDirectory(let path, let reason): return .storeUnopenable(path: path, .directory(reason))
        case .cannotOpen(let path, let e): return .storeUnopenable(path: path, .other(e.message))
        case .notAStore(let path): return .storeUnopenable(path: path, .notADatabase)
        case .folder(let path): return .storeUnopenable(path: path, .folder)
        case .newerSchema(let path, let version, let known): return .storeUnopenable(path: path, .newerSchema(found: version, known: known))
        case .readOnly(let path): return .storeUnopenable(path: path, .readOnlyAndOld)
        case .diskFull(let path): return .storeUnopenable(path: path, .diskFull)
        case .database(let path, let e): return .storeUnopenable(path: path, .other(e.message))
        case .foreign(let path, let id?, _): return .storeUnopenable(path: path, .otherProgram(applicationID: id))
        case .foreign(let path, nil, let tables): return .storeUnopenable(path: path, .otherTables(tables))
        case .readOnlyAndEmpty(let path): return .storeUnopenable(path: path, .readOnlyAndEmpty)
        case .folderReadOnly(let path, let folder): return .storeUnopenable(path: path, .folderReadOnly(folder))
        case .recoveryTargetExists(let path): return .storeUnopenable(path: path, .recoveryTargetExists)
        case .schemaMissing(let path, let schema): return .said(.serverSchema(.missing(schema, path)))
        case .schemaNotUsable(let path, let role, let schema): return .said(.serverSchema(.mayNotUse(role, schema, path)))
        case .schemaNotReadable(let path, let role, let schema, let owner): return .said(.serverSchema(.mayNotRead(role, schema, path, owner)))
        case .schemaNotCreatable(let path, let role, let schema, nil): return .said(.serverSchema(.mayNotCreate(role, schema, path)))
        case .schemaNotCreatable(let path, let role, let schema, let owner?):
            return .said(.serverSchema(.mayNotUpgrade(role, schema, path, owner)))
        case .gone(let path): return .said(.storeAway(.gone(path)))
        case .notThere(let path): return .said(.storeNotThere(.noFile(announcer.pathBack(path))))
        case .serverRefused(let typed, let why):
            // A path or a name of thousands of characters is said back clipped, as storeUnopenable's are.
            let path = announcer.pathBack(typed)
            switch why {
            case .passwordRefused(let role): return .said(.serverConnection(.passwordRefused(announcer.pathBack(role), path)))
            case .noPassword(let role): return .said(.serverConnection(.noPassword(announcer.pathBack(role), path)))
            case .noServer: return .said(.serverConnection(.noServer(path)))
            case .unknownHost(let name): return .said(.serverConnection(.unknownHost(announcer.pathBack(name), path)))
            case .noDatabase(let name): return .said(.serverConnection(.noDatabase(announcer.pathBack(name), path)))
            case .noRole(let name): return .said(.serverConnection(.noRole(announcer.pathBack(name), path)))
            case .missingTable(let table): return .said(.serverConnection(.missingTable(path, table)))
            }
        // Only recover's work stops so: the new file was taken away.
        case .stopped(let path): return .said(.commandLine(.stoppedRecover(path)))
        case .damaged(let path, let damage):
            switch damage {
            case .missingTable(let table): return .storeUnopenable(path: path, .missingTable(table))
            case .missingColumn(let table, let column): return .storeUnopenable(path: path, .missingColumn(table: table, column: column))
            case .truncated(let expected, let found): return .storeUnopenable(path: path, .truncated(expected: expected, found: found))
            case .sqlite(let detail): return .storeUnopenable(path: path, .damaged(detail))
            case .schemaVersion(let version): return .storeUnopenable(path: path, .schemaVersion(version))
            case .countsDisagree(let list): return .storeUnopenable(path: path, .countsDisagree(list: list))
            }
        }
    }

    /// The one place the REPL names its storage engines: a PostgreSQL server when
    /// the location is a server's URI, else a SQLite store at the location.
    /// Everything else reaches them through `Repository` and `StoreEngine`.
    /// `standsInForMemory`: a server replaying a transcript recorded in memory,
    /// where there is no first start to hint at.
    static func openRepository(_ location: StoreLocation, seed: Bool, language: Language, mustExist: Bool = false,
                               standsInForMemory: Bool = false) throws(StoreError) -> any StoreEngine {
        if case .file(let path) = location, ServerAddress.isServer(path) {
            let server = try ServerStore(uri: path, seed: seed, language: language)
            if standsInForMemory { server.isNew = false }
            return server
        }
        if mustExist, case .file(let path) = location, !FilePaths.exists(path) { throw .missing(path) }
        return try Store(location, seed: seed, language: language)
    }

    /// A store file named on the command line whose folder is not there: refused by that
    /// folder, which is not made (--store, and listo copy's TO alike).
    static func folderMissing(_ path: String) -> Refusal? {
        guard !ServerAddress.isServer(path) else { return nil }
        let folder = FilePaths.folder(of: path)
        return !folder.isEmpty && !FilePaths.exists(folder) ? .storeUnopenable(path: path, .noFolder(folder)) : nil
    }

    /// Opens the store the options name. `samples: false` keeps the sample lists out
    /// of a new default store, for import and export. `mustExist`: a store file
    /// named with --store that is not there is refused, never made (export reads one).
    static func openStore(_ options: Options, environment: [String: String], samples: Bool = true, mustExist: Bool = false) -> (any StoreEngine)? {
        let (location, seed) = options.storeLocation(environment: environment)
        // A store named with --store is made only in a folder that is there: a
        // mistyped folder is refused by name, not made. Only the default store's folders are made.
        if let path = options.storePath, let refusal = folderMissing(path) {
            say(refusal)
            return nil
        }
        do {
            let store = try openRepository(location, seed: seed && (samples || options.demo), language: options.language(environment: environment),
                                           mustExist: mustExist && options.storePath != nil)
            // What is said outside a session (import, export, copy) follows the language the
            // store was given with `language`, as a session does, unless --language names one.
            if options.language == nil, let chosen = (try? store.settings())?["language"].flatMap(Language.init(rawValue:)) {
                announcer = Announcer(language: chosen, width: announcer.width)
            }
            return store
        } catch {
            say(problem(error))
            return nil
        }
    }

    static func run(_ options: Options, environment: [String: String], recordTo: String? = nil, recordedArguments: [String] = []) -> Int32 {
        // A quote left open would take the rest of the script into one command: none is run, and no store is opened.
        if let commands = options.commands, let at = Quotes.unclosed(commands) {
            say(.said(.rScriptQuoteNotClosed(at)))
            return 2
        }
        // A transcript that could not be saved is refused before the session, whose changes would stay.
        if let recordTo, !canWrite(recordTo) {
            say(.storeFailed(path: recordTo, reason: .transcriptUnwritten))
            return 1
        }
        guard let store = openStore(options, environment: environment) else { return 2 }
        // Every way out closes the store, so that the .db file alone holds everything.
        defer { store.close() }
        let session: Session
        do {
            session = try Session(store: store)
            // --language, then the language command's choice kept in the store, then the locale.
            session.settings.language = options.language ?? session.settings.chosenLanguage ?? options.language(environment: environment)
            if options.language == nil, session.settings.chosenLanguage == nil {
                session.settings.languageOrigin = Options.localeVariable(environment).map(LanguageOrigin.environment) ?? .fallback
            }
        } catch {
            say(problem(store.startProblem(error)))
            return 2
        }
        let terminal = isatty(0) == 1
        let captured = CapturedOutput()
        let output: LineSink = recordTo == nil ? StandardOutput() : TeeOutput(StandardOutput(), captured)
        let runner = Runner(session: session, options: options, output: output,
                            speech: SpeechDispatcher.connector(environment: environment))
        // The rows kept for undo go; a store that fails to let them go says so in one line.
        defer {
            do { try session.end() } catch { say(session.refusal(for: error)) }
        }
        // An automatic layout follows the terminal's width, as it is now and after each resize.
        if terminal { _ = session.terminalResized(to: TerminalSize.columns()) }
        if let commands = options.commands {
            // -c: the commands given, as bash -c and sqlite3 run them, and nothing else said.
            // A command whose bytes were not UTF-8 is refused, as a piped line is.
            let invalid = commands.unicodeScalars.contains("\u{FFFD}") && RawArguments.heldInvalidUTF8(commands)
            for line in Options.commandLines(commands) {
                let input: Input = invalid && line.unicodeScalars.contains("\u{FFFD}") ? .refused(.invalidUTF8) : .line(line)
                if Exits.requested || !Exits.whileRunning({ runner.run(input) }) || Terminal.lostOutput != 0 { break }
            }
            return Terminal.lostOutput != 0 ? outputLost(Terminal.lostOutput) : runner.exitCode
        }
        // The display's keys are commands read beside the terminal's lines; it is given back on every way out.
        let display = BrailleDisplay(connect: BrlAPIConnection.connector())
        runner.braille = display
        SideInput.add(SideInput.Source(waiting: { display.waiting }, take: { runner.brailleKeys() }))
        if terminal {
            // At a terminal, other sessions' changes and the reminders falling due are said
            // at once while the prompt waits; a script's answers stay those of its lines.
            SideInput.add(SideInput.Source(waiting: { Runner.idleWaiting(session.changeWatch) }, take: { (nil, runner.sayWhileIdle()) }))
            if let resized = TerminalSize.watch() {
                SideInput.add(SideInput.Source(waiting: { (resized, -1) }, take: { (nil, runner.sayWhenResized()) }))
            }
        }
        if terminal {
            BrailleDisplay.catchSuspend()
            runner.noticeLongCommands()
        }
        defer { runner.closeBraille() }
        runner.start()
        var recorder = Recorder(captured: captured)
        /// At a terminal libedit edits: nothing typed while a command runs is echoed (`CommandEcho`).
        var quietsEcho = false
        func loop<Source: LineSource>(_ source: inout Source) {
            while !Exits.requested {
                let input = source.read(prompt: session.prompt())
                recorder.note(input, said: captured.lines.count)
                // Ctrl-D leaves the cursor after the prompt; the shell's prompt starts on a line of its own.
                if terminal && input == .end { StandardOutput().write([""]) }
                if Exits.requested { break }
                if quietsEcho { CommandEcho.quieten() }
                let goesOn = Exits.whileRunning { runner.run(input) }
                if quietsEcho { CommandEcho.restore() }
                // Answers no one can read: the commands after them are not run blind.
                if !goesOn || Terminal.lostOutput != 0 { break }
            }
        }
        if terminal {
            session.state.history = CommandHistory(HistoryFile.open(Options.historyPath(environment)))
            runner.remember = { HistoryFile.add($0) }
            if Options.isDumbTerminal(environment) {
                // Emacs's shell and TERM=dumb edit the line themselves; libedit would echo it twice.
                Interrupts.catchThem()
                var source = PipeSource(prompting: true)
                loop(&source)
            } else {
                Interrupts.catchWhileRunning()
                useUTF8Locale()
                var source = EditorSource(editrc: EditorSource.editrcPath(environment), width: { [session] in session.settings.width }) { [session] in session.complete($0) }
                EditorSource.prompt = { [session] in session.prompt() }
                EditorSource.sameChoices = { [session] in session.sameChoices() }
                EditorSource.choicesPage = { [session] in session.choicesPage }
                EditorSource.moreChoices = { [session] in session.moreChoices($0) }
                quietsEcho = true
                loop(&source)
                source.close()
            }
            HistoryFile.close()
        } else {
            var source = PipeSource(prompting: options.prompt)
            loop(&source)
        }
        if let recordTo {
            let transcript = recorder.transcript(arguments: recordedArguments, total: captured.lines)
            do {
                try transcript.text.write(toFile: recordTo, atomically: true, encoding: .utf8)
            } catch {
                say(.storeFailed(path: recordTo, reason: .transcriptUnwritten))
                return 1
            }
        }
        if Terminal.lostOutput != 0 { return outputLost(Terminal.lostOutput) }
        // The exit status reports refusals to scripts; a person at a terminal heard them already.
        return terminal ? 0 : runner.exitCode
    }

    /// Standard output could not be written: a reader that went away (`| head -1`) is
    /// the end a pipe asks for, said by no line, as a program ended by SIGPIPE says
    /// none; any other failure (a full disk) is one line on standard error. Exit 1.
    static func outputLost(_ error: Int32) -> Int32 {
        if error != EPIPE { say(.said(.commandLine(.outputLost(String(cString: strerror(error)))))) }
        return 1
    }

    /// Whether a file can be written at `path`: its folder takes new files, and what is
    /// there already, if anything, is a file this user may replace.
    static func canWrite(_ path: String) -> Bool {
        var info = stat()
        if stat(path, &info) == 0 && (info.st_mode & S_IFMT) != S_IFREG { return false }
        let folder = FilePaths.folder(of: path)
        return access(folder.isEmpty ? "." : folder, W_OK | X_OK) == 0
    }

    /// Remembers where each typed line starts in the captured output.
    struct Recorder {
        let captured: CapturedOutput
        var marks: [(command: String, start: Int)] = []

        mutating func note(_ input: Input, said: Int) {
            if case .line(let line) = input { marks.append((line, said)) }
        }

        func transcript(arguments: [String], total: [String]) -> Transcript {
            var steps: [Transcript.Step] = []
            let firstStart = marks.first?.start ?? total.count
            steps.append(.init(comments: [], command: nil, output: Array(total[0..<firstStart])))
            for (i, mark) in marks.enumerated() {
                let end = i + 1 < marks.count ? marks[i + 1].start : total.count
                steps.append(.init(comments: [], command: mark.command, output: Array(total[mark.start..<end])))
            }
            return Transcript(arguments: arguments, steps: steps)
        }
    }

    static func check(_ files: [String], update: Bool) -> Int32 {
        guard !files.isEmpty else { return usageFailure(announcer.t(.cliCheck)) }
        var passed = 0
        var failed = 0
        for path in files {
            let text: String
            switch transcriptText(path) {
            case .success(let read): text = read
            case .failure(let why):
                say(.said(.fileRead(why.message)), to: StandardOutput())
                failed += 1
                continue
            }
            let expected = Transcript(parsing: text)
            let actual: Transcript
            do {
                actual = try expected.replay()
            } catch {
                // Read, but not run: its args line or the store it runs in, said as the shell would say it.
                let why = (error as? UsageError).map { announcer.t($0.said) } ?? announcer.refusalText(storeRefusal(error, path: path))
                let ended = why.last.map { ".?!".contains($0) } == true ? why : why + "."
                say(.said(.fileRead(.notReplayed(path, ended))), to: StandardOutput())
                failed += 1
                continue
            }
            if update {
                if actual.text != text { try? actual.text.write(toFile: path, atomically: true, encoding: .utf8) }
                passed += 1
            } else if let diff = Transcript.diff(expected: expected, actual: actual, path: path) {
                StandardOutput().write(diff)
                failed += 1
            } else {
                passed += 1
            }
        }
        StandardOutput().write([announcer.t(.cliChecked(passed, failed))])
        return failed == 0 ? 0 : 1
    }
}

extension ListoCLI {
    /// A word as a shell reads it back: quoted when it holds a space or a sign the shell would act on.
    static func shellWord(_ word: String) -> String {
        let plain = !word.isEmpty && word.allSatisfy { $0.isLetter || $0.isNumber || "-_./,:+@%".contains($0) }
        return plain ? word : "'" + word.map { $0 == "'" ? "'\\''" : String($0) }.joined() + "'"
    }

    /// The export command as typed, with the store it names (`--store`, `--memory`,
    /// `--demo`), the format and the list, for a refusal to say back: without the store,
    /// a command copied from it would export the default store.
    static func exportCommand(_ options: Options, format: String, list: String?) -> String {
        var words = ["listo", "export"]
        if let path = options.storePath { words += ["--store", shellWord(path)] }
        if options.memory { words.append("--memory") }
        if options.demo { words.append("--demo") }
        words += ["--format", format] + (list.map { ["--list", shellWord($0)] } ?? [])
        return words.joined(separator: " ")
    }

    /// Where a redirection of an export given a name would write: the name itself, or,
    /// where it is a folder that is there, a file in it named after the list (else the
    /// store, else listo) with the format's ending: `/tmp/out/Tasks.json`.
    static func redirectTarget(_ path: String, format: Exchange.Format, list: String?, options: Options) -> String {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return path }
        let store = options.storePath.flatMap { $0.split(separator: "/").last }.map { name in
            name.lastIndex(of: ".").map { $0 > name.startIndex ? String(name[..<$0]) : String(name) } ?? String(name)
        }
        let base = (list ?? store ?? "listo").map { $0 == "/" || $0.isNewline ? "-" : $0 }
        let ending = [Exchange.Format.json: "json", .markdown: "md", .todotxt: "txt", .ics: "ics"][format] ?? format.rawValue
        return (path.hasSuffix("/") ? path : path + "/") + String(base) + "." + ending
    }

    static func export(_ options: Options, format: String, list: String?, folder: String?, environment: [String: String]) -> Int32 {
        if format.lowercased() == "vdir" {
            guard let folder else {
                say(.vdir(.needsFolder(command: exportCommand(options, format: "vdir", list: list))))
                return 2
            }
            return exportFolder(options, list: list, folder: folder, environment: environment)
        }
        guard let chosen = Exchange.Format(rawValue: format.lowercased()) else {
            say(.unknownFormat(format))
            return 2
        }
        if let folder {
            // The command that does what was asked, on the store and list named as they were, the file as a redirection:
            // into a folder that is there, a file in it, as a redirection to the folder itself would fail.
            let command = exportCommand(options, format: chosen.rawValue, list: list) + " > " + shellWord(redirectTarget(folder, format: chosen, list: list, options: options))
            say(.vdir(.folderNeedsVdir(folder, command: command)))
            return 2
        }
        if let reason = Exchange.unavailable(chosen) {
            say(.formatUnavailable(chosen.rawValue, reason: reason))
            return 1
        }
        guard let store = openStore(options, environment: environment, samples: false, mustExist: true) else { return 2 }
        defer { store.close() }
        do {
            // A list that is not there is one line on standard error and nothing on
            // standard output, so that `export --list X > file` never writes an empty file as if it were X.
            if let list {
                let names = try store.loadLibrary(open: nil, readingUpTo: 0).lists.map(\.name)
                if !names.contains(where: { Names.same($0, list) }) {
                    say(noSuchList(list, among: names))
                    return 2
                }
            }
            // Into a file or a pipe each piece goes out as it is made, so a list of any
            // size is never held whole; a terminal is shown it whole, line by line.
            let terminal = isatty(1) == 1
            var shown = ""
            let written = try store.export(named: list, format: chosen) { piece in
                if terminal { shown += piece } else { Terminal.exact(1, piece) }
            }
            if terminal { Terminal.exact(1, shown) }
            if Terminal.lostOutput != 0 { return outputLost(Terminal.lostOutput) }
            // The file holds the data; what it could not hold is said beside it.
            let losses = written.losses
            if losses.flattened > 0 { StandardError().write(announcer.lines(.exportedFlat(rows: losses.flattened))) }
            if !losses.actionsLeftOut.isEmpty { StandardError().write(announcer.lines(.exportedActionsLeftOut(lists: losses.actionsLeftOut))) }
            if losses.scheduleRows > 0 {
                StandardError().write(announcer.lines(.exportedSchedulesLeftOut(titles: losses.schedulesLeftOut, rows: losses.scheduleRows)))
            }
            if losses.noteRows > 0 {
                StandardError().write(announcer.lines(.exportedNotesLeftOut(titles: losses.notesLeftOut, rows: losses.noteRows)))
            }
            if !losses.fieldsLeftOut.isEmpty {
                StandardError().write(announcer.lines(.exportedLeftOut(fields: losses.fieldsLeftOut, rows: losses.rowsLeftOut)))
            }
            if let only = losses.onlyList, losses.listsLeftOut > 0 {
                StandardError().write([announcer.t(.export(.oneList(losses.listsLeftOut, only)))])
            }
            let damaged = store.takeDamage()
            if !damaged.isEmpty { StandardError().write(announcer.lines(.damagedLeftOut(damaged))) }
            return 0
        } catch is LongWork.Stopped {
            if Terminal.lostOutput != 0 { return outputLost(Terminal.lostOutput) }
            say(.said(.commandLine(.stoppedExport)))
            return 1
        } catch {
            say(storeRefusal(error, path: store.path))
            return 1
        }
    }

    /// Copies what can be read from a damaged store into a new one: 0 when nothing
    /// was lost, 1 when some could not be read, 2 when nothing could be done.
    static func recover(_ source: String, into target: String) -> Int32 {
        do {
            let report = try Store.recover(from: source, into: target)
            StandardOutput().write(announcer.lines(.recovered(
                path: target, lists: report.lists, sections: report.sections, rows: report.rows,
                lost: [report.lostLists, report.lostSections, report.lostRows], damaged: report.damaged)))
            return report.lost == 0 && report.damaged.isEmpty ? 0 : 1
        } catch StoreError.damaged(let path, .sqlite(let detail)) where path == source {
            // Advice to run recover, given by recover itself, would send the person round in a circle.
            say(.said(.commandLine(.recoverUnreadable(source, detail, target))))
            return 2
        } catch {
            say(problem(error))
            return 2
        }
    }

    /// A list named with --list that is not there: the one it was probably meant to be,
    /// else the store's lists, since `lists` is not something to type at the shell.
    static func noSuchList(_ name: String, among names: [String]) -> Refusal {
        if let near = Grammar.nearest(to: Names.key(name), in: names) { return .noSuchList(name, suggestion: near) }
        return .noSuchListAtShell(name, lists: names)
    }

    /// A store that failed under export or import, said as a session says it, but
    /// for a damaged one, which says what to type at the shell, not to quit first.
    static func storeRefusal(_ error: Error, path: String) -> Refusal {
        let refusal = Session.storeRefusal(error, path: path, host: (try? ServerAddress(path))?.host ?? path)
        if case .storeDamaged(let damaged) = refusal { return .storeDamagedAtShell(path: damaged) }
        return refusal
    }

    static func importFile(_ path: String, _ options: Options, environment: [String: String]) -> Int32 {
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            return importFolder(path, options, environment: environment)
        }
        // "-" reads standard input, so an export can be piped straight into an import.
        // Held once as bytes and checked where they lie: a large file is not copied into a String as well.
        let read = path == "-" ? readToEnd(0) : fileBytes(path)
        if case .failure(let notRead) = read, let problem = notRead.problem {
            say(.importFailed(path: path, problem))
            return 1
        }
        guard case .success(let bytes) = read else {
            // Which of missing, not permitted or a failed read it was, where one line named all three.
            let cause: Int32 = if case .failure(let notRead) = read { notRead.errno } else { 0 }
            switch cause {
            case ENOENT, ENOTDIR: say(.said(.fileRead(.missing(path))))
            case EACCES, EPERM: say(.said(.fileRead(.notPermitted(path))))
            default: say(.said(.fileRead(.failed(path))))
            }
            return 1
        }
        guard (try? UTF8Span(validating: bytes.span)) != nil else {
            say(.said(.fileRead(.notText(path))))
            return 1
        }
        // Nothing but blank lines is said as empty, before any store is opened or made:
        // read as JSON for want of a first line, it was said to be cut short.
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            say(.said(.fileRead(path == "-" ? .emptyInput : .empty(path))))
            return 1
        }
        let format = Exchange.Format.of(path: path, bytes: bytes)
        // A store file this import makes is taken away again when nothing is imported into it.
        var made: String?
        if case .file(let target) = options.storeLocation(environment: environment).0, !FilePaths.exists(target) { made = target }
        guard let store = openStore(options, environment: environment, samples: false) else { return 2 }
        var imported = false
        defer {
            store.close()
            if !imported, let made { for file in [made, made + "-wal", made + "-shm"] { unlink(file) } }
        }
        do {
            // A todo.txt file, or a Markdown list without a heading, is one list named after the
            // file; read from standard input or a pipe, whose names say nothing, it is "Imported",
            // or beside one already there "Imported 2", then 3: the same name every time
            // refused a second piped import as a duplicate the person had not named.
            let piped = path == "-" || path == "/dev/stdin" || path.hasPrefix("/dev/fd/") || path.hasPrefix("/proc/self/fd/")
            let name = piped ? Names.free(announcer.t(.commandLine(.importedListName)),
                                          among: try store.loadLibrary(open: nil, readingUpTo: 0).lists.map(\.name))
                : FilePaths.baseName(of: path)
            // A todo.txt file's fields named in the language this run speaks, where the store names none.
            let lists = try store.importFile(bytes, format: format, listName: name, language: options.language(environment: environment))
            imported = true
            let rows = lists.reduce(0) { $0 + $1.rows }
            StandardOutput().write(announcer.lines(.imported(lists: lists.map(\.name), rows: rows)))
            // The next due said from today, as a session says it: without the year when it is this one.
            announcer.today = options.today ?? SystemClock.today()
            for done in lists.flatMap(\.doneRepeating) {
                StandardOutput().write(announcer.lines(.doneRepeating(source: path, title: done.title, next: done.next)))
            }
            // Actions the file names as commands are run by do and their name; each list's are said once here.
            for list in lists {
                let names = Session.commandNamed(list.actions)
                if !names.isEmpty { StandardOutput().write(announcer.lines(.actionsAreCommands(list: list.name, names: names))) }
            }
            // The list holds what listo keeps; what it could not keep is named beside it.
            let notKept = lists.flatMap(\.notKept)
            if !notKept.isEmpty { StandardError().write(announcer.lines(.notKept(notKept))) }
            return 0
        } catch let problem as ImportProblem {
            // A file read as JSON for want of a name that says otherwise, and not JSON from its first line, says why it was read so.
            let readAsJSON = format == .json && path != "-" && !path.lowercased().hasSuffix(".json") && problem == .syntax(line: 1)
            say(.importFailed(path: path, problem, readAsJSON: readAsJSON))
            return 1
        } catch is LongWork.Stopped {
            say(.said(.commandLine(.stoppedImport(store.path))))
            return 1
        } catch {
            say(storeRefusal(error, path: store.path))
            return 1
        }
    }

    /// A transcript's text, or which of the causes import tells apart kept it from being
    /// read: no such file, no permission, not UTF-8 text, not a file, too long, or the
    /// read's own error; where one line named the first three alike.
    static func transcriptText(_ path: String) -> Result<String, FileNotRead> {
        switch fileBytes(path) {
        case .success(let bytes):
            guard (try? UTF8Span(validating: bytes.span)) != nil else { return .failure(FileNotRead(.notText(path))) }
            return .success(String(decoding: bytes, as: UTF8.self))
        case .failure(let notRead):
            switch notRead.problem {
            case .notAFile?: return .failure(FileNotRead(.notAFile(path)))
            case .tooLarge(let limit)?: return .failure(FileNotRead(.tooLong(path, limit >> 20)))
            case _?: return .failure(FileNotRead(.failed(path)))
            case nil: break
            }
            switch notRead.errno {
            case ENOENT, ENOTDIR: return .failure(FileNotRead(.missing(path)))
            case EACCES, EPERM: return .failure(FileNotRead(.notPermitted(path)))
            case EISDIR: return .failure(FileNotRead(.notAFile(path)))
            default: return .failure(FileNotRead(.failed(path)))
            }
        }
    }

    /// Why a file was not read, as the message that says it.
    struct FileNotRead: Error {
        var message: FileReadMessage
        init(_ message: FileReadMessage) { self.message = message }
    }

    /// Why an import read no bytes: a problem to say, or nil for a file missing or
    /// unreadable, told apart by `errno` (ENOENT, EACCES, or the read's own error).
    struct NotRead: Error {
        var problem: ImportProblem? = nil
        var errno: Int32 = 0
    }

    /// A file's bytes, read straight into the array: through Data, a file of a
    /// million rows was held twice at once (67 MB more at the peak). A device
    /// (/dev/zero, /dev/urandom, a terminal), named or behind a link, is refused
    /// before it is opened, since it may never end; a pipe (`<(cat list.md)`,
    /// /dev/fd/N) is read as standard input is. Nothing past `ImportBounds.bytes` is read.
    static func fileBytes(_ path: String) -> Result<[UInt8], NotRead> {
        var info = stat()
        guard stat(path, &info) == 0 else { return .failure(NotRead(errno: Glibc.errno)) }
        guard !isDevice(info) else { return .failure(NotRead(problem: .notAFile)) }
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return .failure(NotRead(errno: Glibc.errno)) }
        defer { close(fd) }
        // What was opened, which a rename since the stat may have changed.
        guard fstat(fd, &info) == 0 else { return .failure(NotRead(errno: Glibc.errno)) }
        guard !isDevice(info) else { return .failure(NotRead(problem: .notAFile)) }
        guard info.st_mode & S_IFMT == S_IFREG else { return readToEnd(fd) }
        let size = Int(info.st_size)
        guard size <= ImportBounds.bytes else { return .failure(NotRead(problem: .tooLarge(limit: ImportBounds.bytes))) }
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            while count < size {
                let n = read(fd, buffer.baseAddress! + count, size - count)
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { failed = n < 0; return }
                count += n
            }
        }
        guard !failed else { return .failure(NotRead(errno: Glibc.errno)) }
        // A file that grew while it was read (or one /proc says is empty): the rest, as standard input is read.
        return readToEnd(fd, after: bytes)
    }

    /// A character or block device: read, it may never end.
    static func isDevice(_ info: stat) -> Bool {
        let kind = info.st_mode & S_IFMT
        return kind == S_IFCHR || kind == S_IFBLK
    }

    /// Everything `fd` gives, read to its end after `bytes`; refused once it passes
    /// `ImportBounds.bytes`, so that a pipe from /dev/zero ends in an Error line, not
    /// in memory running out.
    static func readToEnd(_ fd: Int32, after bytes: [UInt8] = []) -> Result<[UInt8], NotRead> {
        var bytes = bytes
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return n < 0 ? .failure(NotRead(errno: Glibc.errno)) : .success(bytes) }
            guard bytes.count + n <= ImportBounds.bytes else { return .failure(NotRead(problem: .tooLarge(limit: ImportBounds.bytes))) }
            bytes += chunk[..<n]
        }
    }
}

/// Calendar folders (vdir): a list written one file a row, and what changed there taken back.
extension ListoCLI {
    static func exportFolder(_ options: Options, list name: String?, folder: String, environment: [String: String]) -> Int32 {
        if let reason = Exchange.unavailable(.ics) {
            say(.formatUnavailable("vdir", reason: reason))
            return 1
        }
        guard let store = openStore(options, environment: environment, samples: false, mustExist: true) else { return 2 }
        defer { store.close() }
        do {
            let lists = try store.documents(named: name)
            guard lists.count == 1, let list = lists.first else {
                guard let name else {
                    say(.vdir(.whichList(lists.count)))
                    return 1
                }
                say(noSuchList(name, among: try store.loadLibrary(open: nil, readingUpTo: 0).lists.map(\.name)))
                return 2
            }
            let report = try Vdir.export(list, to: folder, store: folderMark(store))
            StandardOutput().write(announcer.lines(.vdirExported(
                list: list.name, folder: folder, written: report.written, unchanged: report.unchanged, removed: report.removed)))
            // The import named with the store exported from: without it, it would take them into the default store.
            let command = ["listo", "import", folder] + (options.storePath.map { ["--store", $0] } ?? [])
            StandardError().write(announcer.lines(.vdirLeftAlone(folder: folder, titles: report.leftAlone,
                                                                 command: command.map(shellWord).joined(separator: " "))))
            return 0
        } catch let problem as Vdir.Problem {
            say(refusal(problem))
            return 1
        } catch {
            say(storeRefusal(error, path: store.path))
            return 1
        }
    }

    static func importFolder(_ folder: String, _ options: Options, environment: [String: String]) -> Int32 {
        guard let store = openStore(options, environment: environment, samples: false) else { return 2 }
        defer { store.close() }
        do {
            let report = try Vdir.importFolder(folder, into: store)
            if report.created {
                StandardOutput().write(announcer.lines(.imported(lists: [report.list], rows: report.added.count)))
            } else {
                StandardOutput().write(announcer.lines(.vdirImported(
                    list: report.list, folder: folder, changed: report.changed.count, added: report.added.count, removed: report.removed.count)))
            }
            // A repeating task done on the phone is on to its next occurrence here: said with the day, as done on it here says it.
            announcer.today = options.today ?? SystemClock.today()
            for done in report.doneRepeating {
                StandardOutput().write(announcer.lines(.doneRepeating(source: folder, title: done.title, next: done.next)))
            }
            // What was kept twice or kept back, and what the files held that listo could not keep, beside it.
            StandardError().write(announcer.lines(.vdirConflicts(
                folder: folder, bothChanged: report.bothChanged, keptHere: report.keptHere, broughtBack: report.broughtBack)))
            if !report.notKept.isEmpty { StandardError().write(announcer.lines(.notKept(report.notKept))) }
            return 0
        } catch let problem as Vdir.Problem {
            say(refusal(problem))
            return 1
        } catch let problem as ImportProblem {
            say(.importFailed(path: folder, problem))
            return 1
        } catch {
            say(storeRefusal(error, path: store.path))
            return 1
        }
    }

    static func refusal(_ problem: Vdir.Problem) -> Refusal {
        switch problem {
        case .unwritable(let path): return .vdir(.unwritable(path))
        case .unreadable(let path): return .vdir(.unreadable(path))
        case .notCalendar(let path): return .vdir(.notCalendar(path))
        case .otherList(let folder, let list): return .vdir(.otherList(folder: folder, list: list))
        case .otherStore(let folder, let store): return .vdir(.otherStore(folder: folder, store: store))
        }
    }

    /// The store as a calendar folder knows it: its identity, made and kept in its
    /// settings at its first folder export, and its path or address. Nil for a store
    /// that can't keep one (read-only, or in memory), whose export is not guarded.
    static func folderMark(_ store: any StoreEngine) -> Vdir.StoreMark? {
        // A store in memory is a new one each run: it can keep no identity to be known by again.
        if store.path == ":memory:" { return nil }
        let kept = (try? store.settings())?[Vdir.storeKey]
        let id = kept ?? UUID().uuidString
        if kept == nil {
            do { try store.saveSettings([Vdir.storeKey: id]) } catch { return nil }
        }
        let path = store.path
        let name = ServerAddress.isServer(path) || path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return Vdir.StoreMark(id: id, name: name)
    }
}
