/// The lines of an imported file, each made a String as it is reached, never all at
/// once: a million lines held as Strings cost more than the rows they become.
enum ImportLines {
    /// Each line of `range` with its number, from 1 at the range's start, and its
    /// bytes (its end of line left out). A line ends at LF, CRLF or a lone CR, as
    /// classic Mac OS wrote them: a file of CR-only lines is as many lines, not one.
    static func each(
        _ bytes: [UInt8], in range: Range<Int>, _ body: (String, Int, Range<Int>) throws -> Void
    ) rethrows {
        let cr = UInt8(ascii: "\r"), lf = UInt8(ascii: "\n")
        var start = range.lowerBound, number = 1
        while start < range.upperBound {
            var end = start
            while end < range.upperBound && bytes[end] != lf && bytes[end] != cr { end += 1 }
            try body(String(decoding: bytes[start..<end], as: UTF8.self), number, start..<end)
            number += 1
            // CRLF is one end of line.
            start = end < range.upperBound && bytes[end] == cr && end + 1 < range.upperBound && bytes[end + 1] == lf ? end + 2 : end + 1
        }
    }
}
