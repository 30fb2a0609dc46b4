// Joining strings, written out for arrays of them.

extension Array where Element == String {
    /// The elements one after another with `separator` between each, as the standard
    /// library's `joined(separator:)` gives them. Declared on the array itself, so that
    /// every module importing the model calls this one: the library's is generic and not
    /// specialized here, and the first call of it in a process had the runtime look a
    /// conformance up by scanning every conformance in the binary (`gdb` on
    /// `swift_conformsToProtocolWithExecutionContext`), a tenth of a millisecond and more
    /// of a listo process that reads one row and quits.
    public func joined(separator: String = "") -> String {
        var length = separator.utf8.count * Swift.max(0, count - 1)
        for part in self { length += part.utf8.count }
        var out = ""
        out.reserveCapacity(length)
        for (n, part) in enumerated() {
            if n > 0 { out += separator }
            out += part
        }
        return out
    }
}
