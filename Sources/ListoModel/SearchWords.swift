// The standard library decomposes text only through this interface; the model
// stays free of Foundation (and its 40 MB ICU library) by using it.
@_spi(_Unicode) import Swift

/// How rows are found by their words: case- and accent-folded ("cafe" finds
/// "Café"), a query word matching the start of any word. The store's index
/// (SQLite FTS5, unicode61 tokenizer without diacritics) answers the same way,
/// so a row found there and a row checked here agree.
public enum SearchWords {
    /// Lowercase with accents taken off, for matching words and keying the title index.
    /// ñ is taken to n here, as the store's word index (unicode61) takes it, so that a
    /// word found there and a word checked here agree; a name keeps it (`Names.key`).
    public static func fold(_ text: String) -> String { fold(text, keepingEnye: false) }

    /// Lowercase with accents taken off; with `keepingEnye`, ñ stays ñ, a letter of its
    /// own in Spanish (año and ano are two words), where á, é or ü are accents.
    public static func fold(_ text: String, keepingEnye: Bool) -> String {
        // ASCII has no accents to take off: only capitals to lower, byte by byte (an import folds a million titles).
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return String(unsafeUninitializedCapacity: text.utf8.count) { buffer in
                var count = 0
                for byte in text.utf8 {
                    buffer[count] = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
                    count += 1
                }
                return count
            }
        }
        var folded = ""
        folded.reserveCapacity(text.utf8.count)
        // Decomposed, ñ is n and a combining tilde: the tilde straight after an n makes it ñ again.
        var afterN = false
        for scalar in text._nfd {
            guard scalar.properties.canonicalCombiningClass == .notReordered else {
                if keepingEnye && afterN && scalar.value == 0x303 {
                    folded.unicodeScalars.removeLast()
                    folded.unicodeScalars.append("\u{F1}")
                }
                afterN = false
                continue
            }
            if scalar.isASCII {
                folded.unicodeScalars.append(scalar.properties.isUppercase ? Unicode.Scalar(scalar.value + 32)! : scalar)
            } else {
                folded += scalar.properties.lowercaseMapping
            }
            afterN = scalar == "n" || scalar == "N"
        }
        return folded
    }

    /// The folded words of a text: runs of letters and digits.
    public static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for scalar in fold(text).unicodeScalars {
            if isWordScalar(scalar) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// The words of a query as they are matched: each once, and none that starts
    /// another of them (a row holding a word starting "breads" holds one starting
    /// "bread"), so a line that repeats its words costs what its distinct words do.
    /// In the order typed.
    public static func query(_ text: String) -> [String] {
        let all = words(text)
        return reduced(all)
    }

    /// More different words than this in one search or find are refused: no one
    /// says that many, and each costs a look-up in the word index.
    public static let queryLimit = 64

    static func reduced(_ all: [String]) -> [String] {
        guard all.count > 1 else { return all }
        // Sorted, a word is the start of another exactly when it starts the one after it.
        let sorted = Set(all).sorted()
        var covered: Set<String> = []
        for (word, after) in zip(sorted, sorted.dropFirst()) where after.hasPrefix(word) { covered.insert(word) }
        var seen: Set<String> = []
        return all.filter { !covered.contains($0) && seen.insert($0).inserted }
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let v = scalar.value
            return (v >= 48 && v <= 57) || (v >= 97 && v <= 122) || (v >= 65 && v <= 90)
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber, .privateUse:
            return true
        default:
            return false
        }
    }

    /// Whether every word of `query` starts a word of the title or the notes.
    public static func match(_ query: [String], title: String, notes: String?) -> Bool {
        guard !query.isEmpty else { return false }
        let held = words(title) + (notes.map(words) ?? [])
        return query.allSatisfy { q in held.contains { $0.hasPrefix(q) } }
    }
}
