import CLineEditor
import Foundation
import ListoAnnouncer

/// Lines from a terminal through libedit: history, completion, Ctrl-R, Ctrl-C.
public struct EditorSource: LineSource {
    nonisolated(unsafe) static var complete: ((String) -> (remove: Int, insert: String, display: String)?)?

    public init(historyPath: String?, completer: @escaping (String) -> (remove: Int, insert: String, display: String)?) {
        EditorSource.complete = completer
        if let historyPath {
            let directory = (historyPath as NSString).deletingLastPathComponent
            try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        }
        listo_editor_open("listo", historyPath) { before in
            guard let before, let answer = EditorSource.complete?(String(cString: before)) else { return nil }
            let shown = EditorSource.shown(answer)
            return strdup("\(shown.remove)\n\(shown.insert)\n\(shown.display)")
        }
    }

    /// A completion as libedit may print it: the choices made visible, and nothing
    /// inserted that would have to be shown differently from what it is.
    static func shown(_ answer: (remove: Int, insert: String, display: String)) -> (remove: Int, insert: String, display: String) {
        let visible = LineFormat.visible(answer.insert)
        if visible != answer.insert {
            return (0, "", answer.display.isEmpty ? visible : LineFormat.visible(answer.display))
        }
        return (answer.remove, answer.insert, LineFormat.visible(answer.display))
    }

    public mutating func read(prompt: String) -> Input {
        var cancelled: Int32 = 0
        guard let raw = listo_editor_read(LineFormat.visible(prompt), &cancelled) else { return .end }
        defer { free(raw) }
        if cancelled != 0 { return .cancelled }
        let bytes = Array(UnsafeBufferPointer(start: UnsafeRawPointer(raw).assumingMemoryBound(to: UInt8.self), count: strlen(raw)))
        let input = PipeSource.decode(bytes)
        if case .line(let text) = input { listo_editor_remember(text) }
        return input
    }

    public func close() { listo_editor_close() }
}
