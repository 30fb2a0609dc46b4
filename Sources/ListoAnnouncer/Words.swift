import ListoModel

/// Small pieces shared by every announcement, the same in every language.
public enum Words {
    /// Ends a sentence with one full stop, even when the data already ends with one.
    static func sentence(_ text: String) -> String {
        guard let last = text.last else { return text }
        return ".!?".contains(last) ? text : text + "."
    }

    /// A note's lines, blank ones left out: a line break in a note (an imported note,
    /// an iCalendar DESCRIPTION) is data, said as the pause between two lines, never as
    /// ^J. Other control characters stay, and are shown as every line shows them.
    static func noteLines(_ notes: String) -> [String] {
        let lines = notes.split { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
            .map { $0.trimmingSpaces() }
            .filter { !$0.isEmpty }
        return lines.isEmpty ? [notes] : lines
    }

    /// A note said within one line: its lines as sentences one after another, the last
    /// left for the line to end; a note of one line as it is.
    static func noteOnOneLine(_ notes: String) -> String {
        let lines = noteLines(notes)
        return (lines.dropLast().map(sentence) + [lines[lines.count - 1]]).joined(separator: " ")
    }

    static func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}
