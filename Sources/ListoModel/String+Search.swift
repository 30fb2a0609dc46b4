// Trimming and finding inside a line as Foundation's NSString did, written here so
// that listo links FoundationEssentials alone (no ICU, a few milliseconds less to start).

extension StringProtocol {
    /// Without the spaces and tabs at either end (Foundation's `.whitespaces`:
    /// Unicode space separators and tab); newlines stay.
    public func trimmingSpaces() -> String {
        // Worked on as a String: through the protocol's own scalar view, the slice was
        // copied a scalar at a time by unspecialized generic code.
        let text = String(self)
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.isSpace }) else { return "" }
        let last = scalars.lastIndex(where: { !$0.isSpace })!
        // Most lines have nothing at either end: copied whole, not a scalar at a time.
        if first == scalars.startIndex && scalars.index(after: last) == scalars.endIndex { return text }
        return String(scalars[first...last])
    }

    /// Where `needle` first occurs (or last, `backwards`) within `range`, letters
    /// compared without case; nil when it doesn't.
    public func range(ignoringCase needle: String, backwards: Bool = false, in range: Range<Index>? = nil) -> Range<Index>? {
        let bounds = range ?? startIndex..<endIndex
        let wanted = Array(needle.lowercased())
        guard !wanted.isEmpty else { return nil }
        var found: Range<Index>?
        var start = bounds.lowerBound
        while start < bounds.upperBound {
            var end = start
            var matched = 0
            while matched < wanted.count, end < bounds.upperBound, self[end].lowercased() == String(wanted[matched]) {
                end = index(after: end)
                matched += 1
            }
            if matched == wanted.count {
                found = start..<end
                if !backwards { return found }
            }
            start = index(after: start)
        }
        return found
    }

    /// Every `old` character replaced by `new` (a newline by a space, say).
    public func replacing(every old: Unicode.Scalar, with new: Unicode.Scalar) -> String {
        var out = String.UnicodeScalarView()
        for scalar in unicodeScalars { out.append(scalar == old ? new : scalar) }
        return String(out)
    }
}

extension Unicode.Scalar {
    /// A space or a tab, as `trimmingSpaces` takes off.
    public var isSpace: Bool { value == 9 || properties.generalCategory == .spaceSeparator }
}
