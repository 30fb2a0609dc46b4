import ListoAnnouncer

/// A whole number as typed: digits with a sign or not. One too long for an Int is
/// taken as the nearest Int, so that it meets the same refusal as Int's largest or
/// smallest does ("there are only 3"), never the one for a word that is no number.
enum TypedNumber {
    /// The number the text is, held or nearest; nil for text that is not digits.
    static func int(_ text: some StringProtocol) -> Int? {
        Int(text) ?? Grammar.numberBeyondInt(String(text))
    }

    /// A refusal of a number past the ends, said back with the digits typed where
    /// they were too many for an Int and the refusal holds Int's end in their place:
    /// row 99999999999999999999, never a number the person did not type.
    static func sayingTyped(_ refusal: Refusal, line: String) -> Refusal {
        func typed(_ n: Int) -> String? {
            guard n == .max || n == .min else { return nil }
            let words = line.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
            let beyond = words.filter { Grammar.numberBeyondInt($0) == n }
            return beyond.count == 1 ? beyond[0] : nil
        }
        switch refusal {
        case .noRowNumber(let n, let count, nil): return typed(n).map { .noRowNumber(n, count: count, typed: $0) } ?? refusal
        case .noRowNumberAtTitle(let n, let count, let section, nil):
            return typed(n).map { .noRowNumberAtTitle(n, count: count, section: section, typed: $0) } ?? refusal
        case .noListNumber(let n, let count, nil): return typed(n).map { .noListNumber(n, count: count, typed: $0) } ?? refusal
        case .noSectionNumber(let n, let count, nil): return typed(n).map { .noSectionNumber(n, count: count, typed: $0) } ?? refusal
        case .noActionPlace(let n, let count, let edge, nil): return typed(n).map { .noActionPlace(n, count: count, edge: edge, typed: $0) } ?? refusal
        case .noActionNumber(let n, let count, let row, nil): return typed(n).map { .noActionNumber(n, count: count, row: row, typed: $0) } ?? refusal
        default: return refusal
        }
    }
}
