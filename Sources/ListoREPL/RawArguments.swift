/// The process's arguments as the kernel gave them. Swift hands a program its
/// arguments already repaired, each byte that is not UTF-8 made U+FFFD, so that
/// `listo -c "add Bad\xffByte"` would store a title no one typed; piped, the same
/// bytes are refused (`LineSource`). Asked only when the commands hold a U+FFFD.
enum RawArguments {
    /// Whether the argument that reads `repaired` (the TEXT of `-c TEXT`) was not
    /// valid UTF-8 as given.
    static func heldInvalidUTF8(_ repaired: String) -> Bool {
        (0..<Int(CommandLine.argc)).contains { index in
            guard let raw = CommandLine.unsafeArgv[index] else { return false }
            return String(validatingCString: raw) == nil && String(cString: raw) == repaired
        }
    }
}
