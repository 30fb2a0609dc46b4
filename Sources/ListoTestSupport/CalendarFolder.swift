import Foundation

/// A calendar folder's files (`export --format vdir`), changed by a test as a phone's task
/// app changes them through a sync: the file of one task found by a line it holds.
public enum CalendarFolder {
    /// The .ics file in `folder` that holds `needle` (`SUMMARY:Call Ana`); nil when none does.
    public static func file(holding needle: String, in folder: URL) throws -> URL? {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".ics") }.map { folder.appendingPathComponent($0) }
            .first { ((try? String(contentsOf: $0, encoding: .utf8)) ?? "").contains(needle) }
    }

    /// Rewrites the file holding `needle` with `old` replaced by `new`; false, with nothing
    /// written, when no file holds it, for the test to hold as its failure.
    @discardableResult
    public static func replace(_ old: String, with new: String, inFileHolding needle: String, in folder: URL) throws -> Bool {
        guard let file = try file(holding: needle, in: folder) else { return false }
        let text = try String(contentsOf: file, encoding: .utf8)
        try text.replacingOccurrences(of: old, with: new).write(to: file, atomically: true, encoding: .utf8)
        return true
    }
}
