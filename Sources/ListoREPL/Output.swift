import Glibc
import ListoAnnouncer

/// Where lines go: standard output, written whole and at once after every command
/// so that a program driving listo hears each answer before it sends the next line.
public protocol LineSink: AnyObject {
    func write(_ lines: [String])
    /// The terminal bell (`--bell`): one byte of its own, never part of a line.
    func ring()
}

extension LineSink {
    public func ring() {}
}

/// Every byte listo writes to a descriptor leaves through this type. Text goes
/// through `LineFormat.visible` here, line by line, so that a new path can't
/// forget it and data can never drive the terminal; the only way around it is
/// `exact`, for an export written to a file or a pipe, which must stay byte-exact.
enum Terminal {
    /// Writes lines, each made visible and ended by a newline.
    static func write(_ fd: Int32, lines: [String]) {
        guard !lines.isEmpty else { return }
        var text = ""
        for line in lines {
            text += LineFormat.visible(line)
            text += "\n"
        }
        send(fd, text)
    }

    /// Writes a prompt: made visible, and not ended, so the answer's reader knows
    /// where to type.
    static func prompt(_ fd: Int32, _ text: String) {
        send(fd, LineFormat.visible(text))
    }

    /// One byte, not text, to the pipe that wakes the line reader when Ctrl-C
    /// comes; safe inside a signal handler.
    static func wake(_ fd: Int32) {
        var byte: UInt8 = 3
        _ = Glibc.write(fd, &byte, 1)
    }

    /// Writes text as it is; only when `fd` is not a terminal.
    static func exact(_ fd: Int32, _ text: String) {
        guard isatty(fd) != 1 else {
            write(fd, lines: text.hasSuffix("\n") ? text.dropLast().components(separatedBy: "\n") : text.components(separatedBy: "\n"))
            return
        }
        send(fd, text)
    }

    /// BEL, not text: the bell that a terminal, BRLTTY or a Braille display shows as an alert.
    static func bell(_ fd: Int32) {
        var byte: UInt8 = 7
        _ = Glibc.write(fd, &byte, 1)
    }

    /// The error of the first write to standard output that failed (EPIPE when its
    /// reader went away, ENOSPC on a full disk); 0 while every write has gone out.
    /// From then on nothing said reaches anyone: a long reading stops at its next
    /// section, long work at its next piece, and listo ends after the command.
    nonisolated(unsafe) static var lostOutput: Int32 = 0

    /// write(2) until every byte is out; no stdio buffer can hold an answer back.
    private static func send(_ fd: Int32, _ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 && errno == EINTR { continue }
            // A descriptor its parent made non-blocking takes the rest once it drains, as a blocking one would.
            if n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                var ready = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                _ = poll(&ready, 1, 1000)
                continue
            }
            if n <= 0 {
                if fd == 1 && lostOutput == 0 {
                    lostOutput = n < 0 ? errno : EIO
                    Interrupts.stopRequested = 1
                }
                return
            }
            offset += n
        }
    }
}

public final class StandardOutput: LineSink {
    public init() {}
    public func write(_ lines: [String]) { Terminal.write(1, lines: lines) }
    public func ring() { Terminal.bell(1) }
}

public final class StandardError: LineSink {
    public init() {}
    public func write(_ lines: [String]) { Terminal.write(2, lines: lines) }
}

public final class CapturedOutput: LineSink {
    public private(set) var lines: [String] = []
    /// Where the bell rang: the number of lines written before it.
    public private(set) var rings: [Int] = []
    public init() {}
    public func write(_ lines: [String]) { self.lines += lines }
    public func ring() { rings.append(lines.count) }
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
    /// The bell rings on the terminal only; a transcript holds what was said.
    func ring() { first.ring() }
}
