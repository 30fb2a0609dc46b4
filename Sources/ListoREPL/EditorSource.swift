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
            guard let before, let answer = EditorSource.complete?(String(cString: before)) else { return nil }
            let shown = EditorSource.shown(answer, width: EditorSource.width?(), columns: TerminalSize.columns())
            return strdup("\(shown.remove)\n\(shown.insert)\n\(shown.display)")
        }
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
