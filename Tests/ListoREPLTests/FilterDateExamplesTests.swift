import ListoTestSupport
import Testing

/// Every example a date filter's refusal gives is about the form typed and runs as
/// typed: `filtrar vence después de` was refused as "de" being no date, and the
/// example it gave, filtrar vence después viernes, was no Spanish.
@Suite struct FilterDateExamplesTests {
    static let typed: [(language: String, filter: String, refused: [String])] = [
        ("en", "filter", ["due before", "due after", "due by", "due on", "due before xyz", "due after xyz", "due by xyz", "due on xyz", "due xyz"]),
        ("es", "filtrar", ["vence antes", "vence antes de", "vence antes del", "vence después", "vence después de", "vence después del",
                           "vence hasta", "vence hasta el", "vence el", "vence antes de xyz", "vence después del xyz", "vence hasta xyz",
                           "vence el xyz", "vence xyz"]),
    ]

    /// The examples a refusal gives, each as the whole filter a person would type.
    static func examples(in line: String, filter: String) -> [String] {
        for marker in [", as in \(filter) ", ", como en \(filter) "] {
            if let r = line.range(of: marker) { return [filter + " " + line[r.upperBound...].dropLast()] }
        }
        for marker in ["For example: ", "Por ejemplo: "] {
            if let r = line.range(of: marker) {
                return line[r.upperBound...].dropLast().components(separatedBy: ", ").map { filter + " " + $0 }
            }
        }
        return []
    }

    @Test(arguments: typed.indices)
    func everyExampleRunsAsTyped(_ index: Int) throws {
        let (language, filter, refused) = Self.typed[index]
        let h = try Harness(arguments: ["--demo", "--today", "2026-12-01", "--language", language])
        for words in refused {
            let said = h.say("\(filter) \(words)")
            #expect(said.count == 1 && said[0].hasPrefix("Error: "), "\(words): \(said)")
            let examples = Self.examples(in: said[0], filter: filter)
            #expect(!examples.isEmpty, "\(words): \(said)")
            // The example is about the comparison typed: its first word after the field is the one typed.
            let comparison = words.split(separator: " ").dropFirst().first.map(String.init)
            if let comparison, comparison != "xyz" {
                #expect(examples[0].split(separator: " ").dropFirst(2).first.map(String.init) == comparison, "\(words): \(examples)")
            }
            // Nothing is quoted back but the words that are no date.
            if words.hasSuffix("xyz") { #expect(said[0].contains("\"xyz\""), "\(words): \(said)") }
            for example in examples {
                let answer = h.say(example)
                #expect(!answer.contains { $0.hasPrefix("Error: ") }, "\(example) (from \(words)): \(answer)")
                h.say("\(filter) \(language == "en" ? "off" : "no")")
            }
        }
    }

    /// The example `help filter` ends its states with runs as typed, in both languages.
    @Test(arguments: [("en", "help filter", "brackets: "), ("es", "ayuda filtrar", "paréntesis: ")])
    func theHelpsExampleRunsAsTyped(language: String, help: String, before: String) throws {
        let h = try Harness(arguments: ["--demo", "--today", "2026-12-01", "--language", language])
        let text = h.say(help).joined(separator: " ")
        let start = try #require(text.range(of: before))
        let example = String(text[start.upperBound...].prefix { $0 != "." })
        #expect(example.hasPrefix(language == "en" ? "filter " : "filtrar "), "\(example)")
        let answer = h.say(example)
        #expect(!answer.contains { $0.hasPrefix("Error: ") }, "\(example): \(answer)")
    }
}
