/// A number typed in the right words but outside what they take: `every 1000
/// weeks`, `99999 days before`, `in 3000000 days`. Found by giving the words the
/// lowest number the range takes: when they read then, the form was right and
/// only the number was not, so the refusal names the range instead of the forms.
public struct NumberOutOfRangeWords: Hashable, Sendable {
    public enum Unit: Hashable, Sendable { case days, weeks, months, years }

    /// The words as typed, the number among them.
    public var typed: String
    public var range: ClosedRange<Int>
    /// The unit the number counts, from the word after it; days when none is there.
    public var unit: Unit

    /// The first whole number among `text`'s words, when it is outside `range` and
    /// `reads` takes the same words with the range's lowest number instead.
    public static func find(in text: String, range: ClosedRange<Int>, reads: (String) -> Bool) -> NumberOutOfRangeWords? {
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        guard let at = words.firstIndex(where: { word in
            let digits = word.first == "-" ? word.dropFirst() : word[...]
            return !digits.isEmpty && digits.allSatisfy(\.isASCIIDigit)
        }) else { return nil }
        let word = words[at]
        // A number too long for Int is out of any range; its sign says which end.
        let inside = Int(word).map(range.contains) ?? false
        guard !inside else { return nil }
        var lowest = words.map(String.init)
        lowest[at] = String(range.lowerBound)
        guard reads(lowest.joined(separator: " ")) else { return nil }
        let next = at + 1 < words.count ? Names.key(words[at + 1]) : ""
        let unit: Unit = ["week", "weeks", "semana", "semanas"].contains(next) ? .weeks
            : ["month", "months", "mes", "meses"].contains(next) ? .months
            : ["year", "years", "año", "años", "ano", "anos"].contains(next) ? .years : .days
        return NumberOutOfRangeWords(typed: words.joined(separator: " "), range: range, unit: unit)
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
