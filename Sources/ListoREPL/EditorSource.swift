import CLineEditor
import Foundation

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
            return strdup("\(answer.remove)\n\(answer.insert)\n\(answer.display)")
        }
    }

    public mutating func read(prompt: String) -> Input {
        var cancelled: Int32 = 0
        guard let raw = listo_editor_read(prompt, &cancelled) else { return .end }
        defer { free(raw) }
        if cancelled != 0 { return .cancelled }
        let bytes = Array(UnsafeBufferPointer(start: UnsafeRawPointer(raw).assumingMemoryBound(to: UInt8.self), count: strlen(raw)))
        let input = PipeSource.decode(bytes)
        if case .line(let text) = input { listo_editor_remember(text) }
        return input
    }

    public func close() { listo_editor_close() }
}
