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
        if let folded = foldLatin1(text, keepingEnye: keepingEnye) { return folded }
        return foldDecomposing(text, keepingEnye: keepingEnye)
    }

    /// Text of Latin-1 alone (the accents of Spanish, French or German) folded by a
    /// table of its letters, as `foldDecomposing` folds them (a test compares the two
    /// on every Latin-1 scalar): decomposing reads the Unicode tables, which cost a
    /// process that runs one command a hundred microseconds for the grammar's few
    /// Spanish words. nil when a scalar lies past U+00FF.
    static func foldLatin1(_ text: String, keepingEnye: Bool) -> String? {
        var folded = ""
        folded.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            guard scalar.value < 0x100 else { return nil }
            folded.unicodeScalars.append(Unicode.Scalar(latin1Folded(UInt8(scalar.value), keepingEnye: keepingEnye)))
        }
        return folded
    }

    /// One Latin-1 scalar folded: capitals lowered, a vowel, c or y without its accent,
    /// ñ kept or taken to n; Æ, Ð, Ø and Þ are letters of their own, only lowered.
    static func latin1Folded(_ value: UInt8, keepingEnye: Bool) -> UInt8 {
        switch value {
        case 0x41...0x5A, 0xC6, 0xD0, 0xD8, 0xDE: return value + 32
        case 0xC0...0xC5, 0xE0...0xE5: return UInt8(ascii: "a")
        case 0xC7, 0xE7: return UInt8(ascii: "c")
        case 0xC8...0xCB, 0xE8...0xEB: return UInt8(ascii: "e")
        case 0xCC...0xCF, 0xEC...0xEF: return UInt8(ascii: "i")
        case 0xD1, 0xF1: return keepingEnye ? 0xF1 : UInt8(ascii: "n")
        case 0xD2...0xD6, 0xF2...0xF6: return UInt8(ascii: "o")
        case 0xD9...0xDC, 0xF9...0xFC: return UInt8(ascii: "u")
        case 0xDD, 0xFD, 0xFF: return UInt8(ascii: "y")
        default: return value
        }
    }

    /// Any text folded through its canonical decomposition: accents are the combining
    /// marks after a letter, dropped; other letters lowered by Unicode's own mapping.
    static func foldDecomposing(_ text: String, keepingEnye: Bool) -> String {
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

    /// The terms of a query as they are matched: each once, and none that starts
    /// another of them (a row holding a word starting "breads" holds one starting
    /// "bread"), so a line that repeats its words costs what its distinct words do.
    /// In the order typed. A term is a word (`words` of the text between two spaces)
    /// or, where that text holds no letter or digit (🎂, €, #), a symbol as typed
    /// (`isSymbol`): the word index keeps letters and digits alone, and dropped from
    /// the query such text left `find 🎂` nothing to look for in "Cake 🎂".
    public static func query(_ text: String) -> [String] {
        var all: [String] = []
        for piece in text.split(whereSeparator: \.isWhitespace) {
            let piece = String(piece)
            if fold(piece).unicodeScalars.contains(where: isWordScalar) {
                all += words(piece)
            } else {
                // Double quotes group what is typed (`find "🎂"`), as they do for words.
                var symbol = Substring(piece)
                while symbol.first == "\"" { symbol.removeFirst() }
                while symbol.last == "\"" { symbol.removeLast() }
                if !symbol.isEmpty { all.append(String(symbol)) }
            }
        }
        return reduced(all)
    }

    /// Whether a query's term is a symbol, which the word index can't hold: no letter
    /// or digit in it. It is found as it is typed anywhere in a title or notes (a
    /// store reads the list's rows for it, a page of hits at a time as for words).
    public static func isSymbol(_ term: String) -> Bool { !term.unicodeScalars.contains(where: isWordScalar) }

    /// A query's words and its symbols, each in the order typed.
    public static func split(_ query: [String]) -> (words: [String], symbols: [String]) {
        (query.filter { !isSymbol($0) }, query.filter(isSymbol))
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

    /// Whether every word of `query` starts a word of the title or the notes, and
    /// every symbol of it is in the title or the notes as typed.
    public static func match(_ query: [String], title: String, notes: String?) -> Bool {
        guard !query.isEmpty else { return false }
        let held = words(title) + (notes.map(words) ?? [])
        return query.allSatisfy { q in
            isSymbol(q) ? holds(q, in: title) || notes.map { holds(q, in: $0) } == true : held.contains { $0.hasPrefix(q) }
        }
    }

    /// Whether `text` holds `symbol`'s bytes in a run, as SQL's `instr` and `strpos`
    /// find them: the stores and memory agree on a row.
    static func holds(_ symbol: String, in text: String) -> Bool {
        let wanted = Array(symbol.utf8), bytes = Array(text.utf8)
        guard !wanted.isEmpty, wanted.count <= bytes.count else { return false }
        return (0...(bytes.count - wanted.count)).contains { start in bytes[start..<(start + wanted.count)].elementsEqual(wanted) }
    }
}
