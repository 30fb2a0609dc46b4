import Foundation
import ListoAnnouncer
import ListoREPL

/// Whether a line starts with the word that tells it apart, as a Braille reader
/// sees it: the first 12 cells must hold it. After `Error: `, which marks every
/// refusal, what the refusal is about must come first. A line is led by filler
/// when its first word is one of listo's own words that many different lines
/// share: an article, a negation, a label such as `Actions:` or `Back`.
public enum LeadWords {
    /// The cells a reader takes in at a glance.
    public static let cells = 12

    static let filler: Set<String> = [
        "the", "a", "an", "this", "that", "these", "those", "there", "it", "its", "no", "not", "nothing", "none",
        "is", "are", "was", "be", "can't", "cannot", "could", "already", "on", "in", "to", "of", "for", "at", "by",
        "with", "from", "and", "or", "but", "type", "hint:", "actions:", "back", "goes", "usage:", "aliases:",
        "you", "your",
    ]

    public static func leads(_ line: String) -> Bool {
        if line.count <= cells { return true }
        let body = line.hasPrefix("Error: ") ? String(line.dropFirst("Error: ".count)) : line
        let word = body.prefix { $0 != " " && $0 != "," && $0 != "." }.lowercased()
        return !word.isEmpty && !filler.contains(word)
    }

    /// Every line said when the transcripts are replayed, as a Braille display
    /// of `width` cells shows its first row, with the lines whose lead is filler.
    /// A line longer than the display goes on in rows the reader pans to; it is
    /// judged by where it starts, as a new line is.
    public static func survey(width: Int = 40) throws -> (lines: [String], filler: [String]) {
        var lines: [String] = []
        for url in Fixture.transcripts {
            let recorded = Transcript(parsing: try String(contentsOf: url, encoding: .utf8))
            lines += try recorded.replay().steps.flatMap(\.output).compactMap { LineFormat.wrap($0, width: width).first }
        }
        return (lines, lines.filter { !leads($0) })
    }
}
