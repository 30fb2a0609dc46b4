import Foundation
import ListoAnnouncer
import ListoModel
import ListoREPL

/// Whether a line starts with the word that tells it apart from other answers of
/// its kind, as a Braille reader sees it at a glance: in the first 12 cells.
///
/// The rule. listo's own words are the text of the message catalogs (English and
/// Spanish); what a message is filled with (a row's title, a list's name, a value)
/// is what tells one answer of that message from another. `Error: `, which marks
/// every refusal, is dropped first. A line longer than 12 cells is led by listo's
/// own words as far as the longest start of a catalog message it begins with, up
/// to that message's first argument or count (a counted form writes 1 in words'
/// place). It fails when:
/// - those words fill the first 12 cells, so that what fills the message starts
///   after them ("Swipe closed on Buy bread.", "Back goes to Lists."), unless what
///   fills it is a number (a count after the words that name the answer, as in
///   "Filter off, 5 rows.", is a detail of one answer) or the words end a sentence
///   first (that sentence is the answer's fact, and the next rule judges it); or
/// - its first 12 cells are all listo's words and another message starts with the
///   same 12 cells, so that the answers differ only after them ("Error: no hay nada
///   que deshacer." and "… rehacer.").
public struct LeadWords: Sendable {
    /// The cells a reader takes in at a glance.
    public static let cells = 12
    /// The most cells listo's own words may take before what fills the message.
    public static let wordsAtMost = cells - 1

    struct Lead {
        let text: String
        let hasArgument: Bool
    }

    /// Every form of every message, `Error: ` dropped, longest first.
    let messages: [Lead]
    /// How many different messages start with each run of 12 cells of their own
    /// words; the forms of one counted message are one message.
    let sharedStarts: [String: Int]

    /// The rule over messages given by key, each with its forms.
    public init(messages catalog: [String: [String]]) {
        var seen = Set<String>()
        var leads: [Lead] = []
        var starts: [String: Set<String>] = [:]
        for (key, forms) in catalog {
            for form in forms {
                let body = Self.withoutError(form)
                let words = String(body.prefix { $0 != "{" && !$0.isNumber })
                if words.count >= Self.cells { starts[String(words.prefix(Self.cells)), default: []].insert(key) }
                guard !words.isEmpty, seen.insert(body).inserted else { continue }
                leads.append(Lead(text: words, hasArgument: words.count < body.count))
            }
        }
        messages = leads.sorted { $0.text.count > $1.text.count }
        sharedStarts = starts.mapValues(\.count)
    }

    /// The rule over listo's catalogs, English and Spanish.
    public static let catalogs: LeadWords = {
        var all: [String: [String]] = [:]
        // Each message's forms with {1}, {2}… for its arguments and {n} for its count.
        let many = 987_654
        for language in Language.allCases {
            let catalog = Catalog(language)
            for count in [0, 1, many] {
                for (name, message) in Message.every(argument: { "{\($0)}" }, count: count) {
                    let form = catalog(message).replacingOccurrences(of: "\(many)", with: "{n}")
                    if !(all[name]?.contains(form) ?? false) { all[name, default: []].append(form) }
                }
            }
        }
        return LeadWords(messages: all)
    }()

    static func withoutError(_ line: String) -> String {
        line.hasPrefix("Error: ") ? String(line.dropFirst("Error: ".count)) : line
    }

    /// Why a line fails the rule, or nil when it is led by what tells it apart.
    public func fault(_ line: String) -> String? {
        let cells = Self.cells
        let body = Self.withoutError(line)
        guard body.count > cells else { return nil }
        guard let lead = messages.first(where: { body.hasPrefix($0.text) }) else { return nil }
        let words = lead.text.count
        let firstSentence = lead.text.range(of: ". ").map { lead.text.distance(from: lead.text.startIndex, to: $0.upperBound) }
        if lead.hasArgument, words > Self.wordsAtMost, firstSentence == nil, !(body.dropFirst(words).first?.isNumber ?? false) {
            return "listo's words \"\(lead.text)\" come before what tells the answer apart"
        }
        let start = String(body.prefix(cells))
        if min(words, firstSentence ?? words) >= cells, (sharedStarts[start] ?? 0) >= 2 {
            return "\"\(start)\" starts \(sharedStarts[start] ?? 0) different messages"
        }
        return nil
    }

    public func leads(_ line: String) -> Bool { fault(line) == nil }

    /// The lines one transcript says, as a Braille display of `width` cells shows
    /// their first row. A line longer than the display goes on in rows the reader
    /// pans to; it is judged by where it starts, as a new line is.
    public static func said(in url: URL, width: Int = 40) throws -> [String] {
        let recorded = Transcript(parsing: try String(contentsOf: url, encoding: .utf8))
        return recorded.steps.flatMap(\.output).compactMap { LineFormat.wrap($0, width: width).first }
    }

    /// The answers README (and the documents it links in docs/) shows: the lines of
    /// its examples that are not typed, and the quoted answers of its text (a span
    /// in backquotes that starts with a capital and ends a sentence).
    public static func answersInDocuments(width: Int = 40) throws -> [String] {
        var files = [Fixture.root.appendingPathComponent("README.md")]
        let docs = Fixture.root.appendingPathComponent("docs")
        if let names = try? FileManager.default.contentsOfDirectory(atPath: docs.path) {
            files += names.filter { $0.hasSuffix(".md") }.sorted().map { docs.appendingPathComponent($0) }
        }
        var answers: [String] = []
        for file in files {
            var inExample = false
            var exampleIsShell = false
            for line in try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n") {
                if line.hasPrefix("```") {
                    exampleIsShell = !inExample && line.count > 3
                    inExample.toggle()
                    continue
                }
                if inExample {
                    if exampleIsShell || line.isEmpty || line.hasPrefix("$ ") || line.hasPrefix("#") || line.contains("> ")
                        || line.hasPrefix(">") {
                        continue
                    }
                    answers.append(line)
                } else {
                    answers += quotedAnswers(in: line)
                }
            }
        }
        return answers.compactMap { LineFormat.wrap($0, width: width).first }
    }

    static func quotedAnswers(in line: String) -> [String] {
        let parts = line.components(separatedBy: "`")
        guard parts.count >= 3 else { return [] }
        return stride(from: 1, to: parts.count - 1, by: 2).map { parts[$0] }.filter { span in
            guard let first = span.first, first.isUppercase, span.contains(" ") else { return false }
            return span.hasSuffix(".") || span.hasSuffix("?")
        }
    }
}
