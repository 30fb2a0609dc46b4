import Glibc

/// The parts of a file's path, taken apart as text the way NSString did, so that
/// listo needs no more of Foundation than FoundationEssentials.
public enum FilePaths {
    /// The folder holding `path`: "" for a bare name, "/" for a file at the root.
    public static func folder(of path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        let folder = withoutTrailingSlashes(String(trimmed[..<slash]))
        return folder.isEmpty ? "/" : folder
    }

    /// The last part of `path` ("notes.txt" for "/tmp/notes.txt").
    public static func fileName(of path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        return trimmed.lastIndex(of: "/").map { String(trimmed[trimmed.index(after: $0)...]) } ?? trimmed
    }

    /// The last part of `path` without its extension ("notes" for "/tmp/notes.txt").
    public static func baseName(of path: String) -> String {
        let name = fileName(of: path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// Whether something is at `path`, a link followed, as FileManager's `fileExists`
    /// says: asked of stat(2) alone, where making FileManager's shared instance cost
    /// a process that opens a store and runs one command a fiftieth of its time.
    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    private static func withoutTrailingSlashes(_ path: String) -> String {
        var path = Substring(path)
        while path.count > 1 && path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }
}
