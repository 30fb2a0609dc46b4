import Foundation
import ListoAnnouncer

/// One line of input, or why there is none.
public enum Input: Equatable, Sendable {
    case line(String)
    case refused(Refusal)
    case cancelled
    case end
}

public protocol LineSource {
    mutating func read(prompt: String) -> Input
}

/// Lines from a pipe or file: plain UTF-8, a trailing carriage return dropped.
/// A line too long, holding a NUL byte, or not UTF-8 is refused whole and the
/// reader goes on with the next one.
public struct PipeSource: LineSource {
    public static let maximumLine = 65536
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false

    public init(descriptor: Int32 = 0) { self.descriptor = descriptor }

    private mutating func fill() -> Bool {
        if start > 0 && start >= buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 {
                atEnd = true
                return false
            }
            buffer.append(contentsOf: chunk[0..<n])
            return true
        }
    }

    public mutating func read(prompt: String) -> Input {
        var tooLong = 0
        while true {
            if let newline = buffer[start...].firstIndex(of: 10) {
                let bytes = Array(buffer[start..<newline])
                start = newline + 1
                if tooLong > 0 { return .refused(.lineTooLong(bytes: tooLong + bytes.count)) }
                return PipeSource.decode(bytes)
            }
            let pending = buffer.count - start
            if pending > PipeSource.maximumLine {
                tooLong += pending
                start = buffer.count
            }
            if atEnd || !fill() {
                guard start < buffer.count || tooLong > 0 else { return .end }
                let bytes = Array(buffer[start...])
                start = buffer.count
                if tooLong > 0 { return .refused(.lineTooLong(bytes: tooLong + bytes.count)) }
                return PipeSource.decode(bytes)
            }
        }
    }

    static func decode(_ raw: [UInt8]) -> Input {
        var bytes = raw
        if bytes.last == 13 { bytes.removeLast() }
        if bytes.count > maximumLine { return .refused(.lineTooLong(bytes: bytes.count)) }
        if bytes.contains(0) { return .refused(.nulByte) }
        guard let text = String(validating: bytes, as: UTF8.self) else { return .refused(.invalidUTF8) }
        return .line(text)
    }
}
