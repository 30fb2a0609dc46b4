import ListoAnnouncer

/// What a routing key does over a line of the display.
public enum BrailleRouting: Equatable, Sendable {
    /// The line says a row: a routing key anywhere over its text runs this command.
    case command(String)
    /// The line lists numbered choices ("1. Tasks", or "1, Buy bread; 2, Buy milk"):
    /// a routing key over item N runs `prefix` followed by N.
    case choices(prefix: String, count: Int)
    /// Parts of the line run different commands (a row's title, and each action it
    /// names): a routing key runs the command of the part it is over, each part
    /// running from its start, in scalars, to the next one's.
    case parts([BrailleRoutingPart])
}

/// Where a part of a line starts, and what a routing key over it runs.
public struct BrailleRoutingPart: Equatable, Sendable {
    public var start: Int
    public var command: String

    public init(start: Int, command: String) {
        self.start = start
        self.command = command
    }
}

/// One line of an answer as the display knows it: its words and what a routing key does.
public struct BrailleLine: Equatable, Sendable {
    public var text: String
    public var routing: BrailleRouting?

    /// `text` composed (NFC): a letter and its accent typed apart (e and U+0301) are one
    /// cell, as the letter typed whole is, and never a letter then a cell of every dot.
    public init(_ text: String, routing: BrailleRouting? = nil) {
        self.text = BrailleLine.composed(text)
        self.routing = routing
    }

    /// The canonical composition of `text` (NFC); FoundationEssentials has no ICU for it.
    public static func composed(_ text: String) -> String {
        text.utf8.allSatisfy { $0 < 0x80 } ? text : String(decoding: text._nfcCodeUnits, as: UTF8.self)
    }
}

/// What the display shows: the last answer's lines cut into windows of the
/// display's width at spaces, never inside a word, then the focused row. A pan
/// key moves a window on or back, so each press brings the next words whole. Pure
/// value: panning and routing are worked out here, the connection only writes.
public struct BrailleView: Equatable, Sendable {
    /// A window's worth of one line: the cells shown, and where they start in the line.
    public struct Window: Equatable, Sendable {
        public var line: Int
        public var start: Int
        public var cells: [Unicode.Scalar]
        /// The first window of its line, marked with dots 7 and 8 under its first cell.
        public var startsLine: Bool { start == 0 }
        public var text: String { String(String.UnicodeScalarView(cells)) }
    }

    public let width: Int
    /// The answer's lines, then the focused row as `where` says it.
    public private(set) var lines: [BrailleLine] = []
    /// How many of `lines` are the answer; the rest is the focused row.
    public private(set) var answerCount = 0
    public private(set) var windows: [Window] = []
    public private(set) var position = 0

    public init(width: Int) { self.width = max(width, 1) }

    /// After an answer: its first line is shown, distinguishing word first.
    /// An answer that says nothing leaves the focused row shown; one that ends
    /// with the focused row as `where` says it (`next` onto a row) rests there, so
    /// a pan past it is not the same words again.
    public mutating func show(answer: [BrailleLine], resting: BrailleLine?) {
        var said = answer.filter { !$0.text.isEmpty }
        if let resting, said.last?.text == resting.text { said.removeLast() }
        lines = said + (resting.map { [$0] } ?? [])
        answerCount = said.count
        windows = lines.indices.flatMap { BrailleView.windows(of: Array(lines[$0].text.unicodeScalars), line: $0, width: width) }
        position = 0
    }

    /// Between answers the display rests on the focused row.
    public mutating func rest() {
        if let i = windows.firstIndex(where: { $0.line == answerCount }) { position = i }
    }

    public var current: Window? { windows.indices.contains(position) ? windows[position] : nil }

    /// Pans a window on or back; false at either end, where nothing changes.
    public mutating func pan(forward: Bool) -> Bool {
        let next = position + (forward ? 1 : -1)
        guard windows.indices.contains(next) else { return false }
        position = next
        return true
    }

    /// The command a routing key over `cell` (from 0) runs, if the cell shows something that runs one.
    public func routed(cell: Int) -> String? {
        guard let window = current, cell >= 0, cell < window.cells.count else { return nil }
        let line = lines[window.line]
        switch line.routing {
        case nil:
            return nil
        case .command(let command):
            return command
        case .parts(let parts):
            return parts.last { $0.start <= window.start + cell }?.command
        case .choices(let prefix, let count):
            let offset = window.start + cell
            let starts = BrailleView.itemStarts(Array(line.text.unicodeScalars), count: count)
            guard let item = starts.lastIndex(where: { $0.offset <= offset }) else { return nil }
            return prefix + String(starts[item].number)
        }
    }

    /// Cuts a line into windows where the printed line wraps at the display's width
    /// (`LineFormat.wrap`, as the width setting does): a place (`4 of 4`) or a phrase is
    /// never split across windows, and no window is a word left over. Each window
    /// keeps where it starts in the line, for routing keys; a piece the wrapping can't
    /// give within the width is cut as `cut` does.
    static func windows(of cells: [Unicode.Scalar], line: Int, width: Int) -> [Window] {
        var windows: [Window] = []
        var at = 0
        for piece in LineFormat.wrap(String(String.UnicodeScalarView(cells)), width: width) {
            let piece = Array(piece.unicodeScalars)
            while at < cells.count, cells[at] == " " { at += 1 }
            let rest = cells[at...]
            // A word divided there ends in a hyphen the line doesn't have.
            let taken = rest.starts(with: piece) ? piece.count : piece.last == "-" && rest.starts(with: piece.dropLast()) ? piece.count - 1 : nil
            guard let taken, piece.count <= width, !piece.isEmpty || cells.isEmpty else { return cut(cells, line: line, width: width) }
            windows.append(Window(line: line, start: at, cells: piece))
            at += taken
        }
        guard !cells[at...].contains(where: { $0 != " " }) else { return cut(cells, line: line, width: width) }
        if windows.isEmpty { windows.append(Window(line: line, start: 0, cells: [])) }
        return windows
    }

    /// Cuts a line at spaces into pieces of at most `width` cells, as many whole
    /// words as fit, the next piece starting at the next word. Only a word longer
    /// than the display is divided, as print is divided for Braille: each part but
    /// the last ends in a hyphen, so the reader knows the word goes on.
    static func cut(_ cells: [Unicode.Scalar], line: Int, width: Int) -> [Window] {
        var windows: [Window] = []
        var start = 0
        while start < cells.count {
            while start < cells.count, cells[start] == " " { start += 1 }
            guard start < cells.count else { break }
            var end = min(start + width, cells.count)
            var divided = false
            if end < cells.count, cells[end] != " " {
                // Back to the last space inside the window; none: the word is longer than the display.
                if let space = cells[start..<end].lastIndex(of: " "), space > start {
                    end = space
                } else if width >= 3 {
                    end -= 1
                    divided = true
                }
            }
            var shown = end
            while shown > start, cells[shown - 1] == " " { shown -= 1 }
            windows.append(Window(line: line, start: start, cells: Array(cells[start..<shown]) + (divided ? ["-"] : [])))
            start = end
        }
        if windows.isEmpty { windows.append(Window(line: line, start: 0, cells: [])) }
        return windows
    }

    /// Where each numbered item begins: "N. " or "N, " at the line's start or after
    /// ": " or "; ", the numbers in order from 1.
    static func itemStarts(_ cells: [Unicode.Scalar], count: Int) -> [(number: Int, offset: Int)] {
        var found: [(number: Int, offset: Int)] = []
        var from = 0
        for number in 1...max(count, 1) {
            let marker = Array(String(number).unicodeScalars)
            var i = from
            var hit: Int?
            while i + marker.count < cells.count {
                let after = cells[i + marker.count]
                let before = i == 0 || (i >= 2 && (cells[i - 2] == ":" || cells[i - 2] == ";") && cells[i - 1] == " ")
                if before, Array(cells[i..<(i + marker.count)]) == marker, after == "." || after == "," {
                    hit = i
                    break
                }
                i += 1
            }
            guard let hit else { break }
            found.append((number, hit))
            from = hit + marker.count
        }
        return found
    }
}
