import Foundation

/// Where lines go: standard output, written whole and at once after every command
/// so that a program driving listo hears each answer before it sends the next line.
public protocol LineSink: AnyObject {
    func write(_ lines: [String])
}

enum Descriptor {
    /// write(2) until every byte is out; no stdio buffer can hold an answer back.
    static func write(_ fd: Int32, _ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return }
            offset += n
        }
    }
}

public final class StandardOutput: LineSink {
    public init() {}
    public func write(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        Descriptor.write(1, lines.joined(separator: "\n") + "\n")
    }
}

public final class StandardError: LineSink {
    public init() {}
    public func write(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        Descriptor.write(2, lines.joined(separator: "\n") + "\n")
    }
}

public final class CapturedOutput: LineSink {
    public private(set) var lines: [String] = []
    public init() {}
    public func write(_ lines: [String]) { self.lines += lines }
}

/// Writes every line to two sinks: the terminal and a transcript being recorded.
final class TeeOutput: LineSink {
    let first: LineSink
    let second: LineSink
    init(_ first: LineSink, _ second: LineSink) {
        self.first = first
        self.second = second
    }
    func write(_ lines: [String]) {
        first.write(lines)
        second.write(lines)
    }
}
