/// Double quotes on a line group a title (`add "Milk; eggs"`). One that opens a
/// group and is never closed would take the rest of the line into a title, and in
/// `-c` the rest of the script, so it is found before the line is read. A quote
/// opens a group at the start of a word; one after a letter or digit (`5" screen`)
/// is part of the word.
enum Quotes {
    /// Where the double quote that opens a group and is never closed stands, counted
    /// in characters from 1; nil when every group is closed.
    static func unclosed(_ line: String) -> Int? {
        var open: Int?
        var previous: Character?
        for (i, character) in line.enumerated() {
            if character == "\"" {
                if open != nil {
                    open = nil
                } else if !(previous.map { $0.isLetter || $0.isNumber } ?? false) {
                    open = i + 1
                }
            }
            previous = character
        }
        return open
    }
}
