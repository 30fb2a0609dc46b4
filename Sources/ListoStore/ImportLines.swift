/// The lines of an imported file, each made a String as it is reached, never all at
/// once: a million lines held as Strings cost more than the rows they become.
enum ImportLines {
    /// Each line of `range` with its number, from 1 at the range's start, and its bytes (its end of line left out).
    static func each(
        _ bytes: [UInt8], in range: Range<Int>, _ body: (String, Int, Range<Int>) throws -> Void
    ) rethrows {
        var start = range.lowerBound, number = 1
        while start < range.upperBound {
            var end = start
            while end < range.upperBound && bytes[end] != UInt8(ascii: "\n") { end += 1 }
            var last = end
            if last > start && bytes[last - 1] == UInt8(ascii: "\r") { last -= 1 }
            try body(String(decoding: bytes[start..<last], as: UTF8.self), number, start..<end)
            number += 1
            start = end + 1
        }
    }
}
