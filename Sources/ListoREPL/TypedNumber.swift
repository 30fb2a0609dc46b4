/// A whole number as typed: digits with a sign or not. One too long for an Int is
/// taken as the nearest Int, so that it meets the same refusal as Int's largest or
/// smallest does ("there are only 3"), never the one for a word that is no number.
enum TypedNumber {
    /// The number the text is, held or nearest; nil for text that is not digits.
    static func int(_ text: some StringProtocol) -> Int? {
        Int(text) ?? Grammar.numberBeyondInt(String(text))
    }
}
