import CLineEditor
import FoundationEssentials
import Glibc
import ListoAnnouncer
import ListoStore

/// Lines from a terminal through libedit: completion, Ctrl-R, Ctrl-C, and the
/// person's own ~/.editrc.
public struct EditorSource: LineSource {
    nonisolated(unsafe) static var complete: ((String) -> (remove: Int, insert: String, display: String)?)?
    nonisolated(unsafe) static var width: (() -> Int?)?

    /// `editrc` is read after listo's own bindings; the history must be open first.
    /// `width` is the Braille width answers are wrapped at (`--width`), nil for none.
    public init(editrc: String?, width: @escaping () -> Int?, completer: @escaping (String) -> (remove: Int, insert: String, display: String)?) {
        EditorSource.complete = completer
        EditorSource.width = width
        listo_editor_open("listo", editrc) { before in
            guard let before else { return nil }
            let typed = String(cString: before)
            guard let answer = EditorSource.complete?(typed) else { return nil }
            let shown = EditorSource.shown(answer, width: EditorSource.width?(), columns: TerminalSize.columns())
            guard let once = EditorSource.listedOnce(shown, for: typed) else { return nil }
            return strdup("\(once.remove)\n\(once.insert)\n\(once.display)")
        }
    }

    /// The choices Tab last listed, with the line it listed them for, and the lines of
    /// them a page left unsaid.
    nonisolated(unsafe) static var listed: (line: String, choices: String, left: [String])?
    /// The line a second Tab says in place of the same choices, in the session's language.
    nonisolated(unsafe) public static var sameChoices: (() -> String)?
    /// How many lines of choices make a page (the session's `page`); nil, or none set, lists them all.
    nonisolated(unsafe) public static var choicesPage: (() -> Int?)?
    /// The line that ends a page of choices, given how many lines are left.
    nonisolated(unsafe) public static var moreChoices: ((Int) -> String)?

    /// A completion, unless it only lists again the choices Tab just listed for the same
    /// line (`mo`: `more, move`, then again): then one short line says they are the same
    /// (`Same choices: type more to narrow them.`), where the whole list, a screenful
    /// for the commands, was printed a second time. Choices of more lines than a page
    /// are listed a page at a time, as a long answer is (`30 more. Press Tab again.`),
    /// and Tab again on the same line lists the next page; after the last, the short line.
    static func listedOnce(_ answer: (remove: Int, insert: String, display: String), for line: String) -> (remove: Int, insert: String, display: String)? {
        // The line as it was (what it takes away it puts back: `mo` for `mo`), and choices shown.
        let listsOnly = String(line.suffix(answer.remove)) == answer.insert && !answer.display.isEmpty
        if listsOnly, let listed, listed.line == line, listed.choices == answer.display {
            guard !listed.left.isEmpty else { return (0, "", fitted(sameChoices?() ?? "")) }
            let (page, left) = paged(listed.left)
            self.listed = (line, listed.choices, left)
            return (0, "", page)
        }
        guard !answer.display.isEmpty else {
            self.listed = nil
            return answer
        }
        // Choices listed with what Tab put in the line are the line's as it is after it.
        let (page, left) = paged(answer.display.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        self.listed = (String(line.dropLast(answer.remove)) + answer.insert, answer.display, left)
        return (answer.remove, answer.insert, page)
    }

    /// A page of the lines of choices, ended by how many are left, and the lines left.
    /// A page's worth and one more are listed whole, as `paged` says a long answer.
    private static func paged(_ lines: [String]) -> (page: String, left: [String]) {
        guard let size = choicesPage?() ?? nil, size > 0, lines.count > size + 1, let moreChoices else {
            return (lines.joined(separator: "\n"), [])
        }
        let left = Array(lines.dropFirst(size))
        return ((lines.prefix(size) + [fitted(moreChoices(left.count))]).joined(separator: "\n"), left)
    }

    /// A line listo says in place of choices, wrapped at the Braille width as an answer
    /// is: the choices were wrapped before (`shown`), and Spanish says more than 40 cells.
    private static func fitted(_ line: String) -> String {
        LineFormat.wrap(line, width: width?() ?? nil).joined(separator: "\n")
    }

    /// A completion as libedit may print it: the choices made visible, and nothing
    /// inserted that would have to be shown differently from what it is.
    /// The choices may take several lines, one group a line, each wrapped as an
    /// answer is at the Braille `width`; without one, at the terminal's `columns`
    /// after a comma, so that the terminal never cuts a choice in two.
    static func shown(_ answer: (remove: Int, insert: String, display: String), width: Int? = nil, columns: Int? = nil) -> (remove: Int, insert: String, display: String) {
        let visible = LineFormat.visible(answer.insert)
        let display = answer.display.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line in
            let shown = LineFormat.visible(String(line))
            return width != nil ? LineFormat.wrap(shown, width: width) : LineFormat.wrapAtCommas(shown, width: columns)
        }.joined(separator: "\n")
        if visible != answer.insert {
            return (0, "", answer.display.isEmpty ? LineFormat.wrap(visible, width: width).joined(separator: "\n") : display)
        }
        return (answer.remove, answer.insert, display)
    }

    public mutating func read(prompt: String) -> Input {
        EditorSource.listed = nil
        EditorSource.watchSideInput()
        var cancelled: Int32 = 0
        var invalid: Int32 = 0
        guard let raw = listo_editor_read(LineFormat.visible(prompt), &cancelled, &invalid) else { return .end }
        defer { free(raw) }
        if cancelled != 0 { return .cancelled }
        let bytes = Array(UnsafeBufferPointer(start: UnsafeRawPointer(raw).assumingMemoryBound(to: UInt8.self), count: strlen(raw)))
        let read = PipeSource.decode(bytes)
        // Bytes typed that were no UTF-8 stand in the line as U+FFFD: refused whole, as a
        // piped line is, unless they were deleted before Enter.
        if invalid != 0, case .line(let text) = read, text.unicodeScalars.contains("\u{FFFD}") { return .refused(.invalidUTF8) }
        return read
    }

    public func close() { listo_editor_close() }

    /// The prompt as it is now, drawn again after lines said while it waited.
    nonisolated(unsafe) public static var prompt: (() -> String)?
    nonisolated(unsafe) private static var watching = false
    nonisolated(unsafe) private static var sideCommand: String?

    /// Once anything is waited on beside the terminal, libedit reads through
    /// listo's own reader, which waits on the terminal and the side input together.
    private static func watchSideInput() {
        guard !watching, !SideInput.sources.isEmpty else { return }
        watching = true
        listo_editor_watch { question, number, line in
            switch question {
            case LISTO_SIDE_WAIT:
                guard let number else { return 0 }
                let waiting = SideInput.waiting()
                number[0] = waiting.timeout
                let descriptors = waiting.descriptors.prefix(Int(LISTO_SIDE_MAX))
                for (i, descriptor) in descriptors.enumerated() { number[1 + i] = descriptor }
                return Int32(descriptors.count)
            case LISTO_SIDE_TAKE:
                let taken = SideInput.take()
                EditorSource.sideCommand = taken.command
                if taken.said, let prompt = EditorSource.prompt?() { listo_editor_set_prompt(LineFormat.visible(prompt)) }
                number?.pointee = taken.said ? 1 : 0
                return taken.command == nil ? 0 : 1
            case LISTO_SIDE_COMMAND:
                line?.pointee = EditorSource.sideCommand.map { strdup(LineFormat.visible($0)) } ?? nil
                EditorSource.sideCommand = nil
                return 0
            default:
                return Exits.requested ? 1 : 0
            }
        }
    }

    /// The editrc file libedit users expect: $EDITRC, else ~/.editrc, when it exists.
    public static func editrcPath(_ environment: [String: String]) -> String? {
        let path = environment["EDITRC"].flatMap { $0.isEmpty ? nil : $0 }
            ?? ((environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path) + "/.editrc")
        return FileManager.default.isReadableFile(atPath: path) ? path : nil
    }
}

/// The history file shared by every run on a terminal, through libedit's own
/// format, so arrow keys and `history` see the same lines.
public enum HistoryFile {
    /// Opens the history file and returns its lines, oldest first.
    public static func open(_ path: String?) -> [String] {
        if let path {
            let directory = FilePaths.folder(of: path)
            try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        }
        listo_history_open(path)
        var count: Int32 = 0
        guard let lines = listo_history_lines(&count) else { return [] }
        defer { free(lines) }
        return (0..<Int(count)).compactMap { i in
            guard let line = lines[i] else { return nil }
            defer { free(line) }
            return String(cString: line)
        }
    }

    public static func add(_ line: String) { listo_history_add(line) }

    public static func close() { listo_history_close() }
}
