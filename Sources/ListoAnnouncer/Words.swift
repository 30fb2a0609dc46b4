import ListoModel

/// Small pieces shared by every announcement, the same in every language.
public enum Words {
    /// Ends a sentence with one full stop, even when the data already ends with one.
    static func sentence(_ text: String) -> String {
        guard let last = text.last else { return text }
        return ".!?".contains(last) ? text : text + "."
    }

    static func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}
