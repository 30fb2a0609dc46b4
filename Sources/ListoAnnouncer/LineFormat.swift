/// What happens to every line on its way out: data can never drive the terminal,
/// and a Braille display of N cells gets lines of at most N.
public enum LineFormat {
    /// Control characters made visible in caret notation (ESC as ^[), C1 controls,
    /// line separators and bidirectional controls as U+XXXX, so they are read out
    /// and never executed. Its output holds none of them, so a second pass changes nothing.
    public static func visible(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x00..<0x20:
                out += "^" + String(UnicodeScalar(UInt8(scalar.value + 0x40)))
            case 0x7F:
                out += "^?"
            case 0x80..<0xA0, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
                out += "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The most characters a line holds: a console screen reader (yasr) cuts a
    /// longer utterance mid-word.
    public static let longestLine = 200

    /// A line longer than `limit` said as several, each at most `limit`: split at
    /// the last sentence end that leaves at least a short sentence (`Error: action
    /// needs more.`, so that a usage after it starts a line of its own), else after
    /// the last comma, semicolon or colon that leaves half a line, else at the last
    /// space, else cut. Each piece is at least `shortestSentence` characters (or a
    /// quarter of a short limit), so the cost is linear in the line's length.
    public static func split(_ line: String, limit: Int = longestLine) -> [String] {
        guard line.count > limit, limit > 1 else { return [line] }
        let characters = Array(line)
        var pieces: [String] = []
        var start = 0
        while characters.count - start > limit {
            let end = start + limit
            func lastBreak(leaving least: Int, _ after: (Character) -> Bool) -> Int? {
                var i = end - 1
                while i >= start + least {
                    if characters[i + 1] == " " && after(characters[i]) { return i + 1 }
                    i -= 1
                }
                return nil
            }
            // A sentence's end, then a list's own separator (the choices of an ambiguity), then a comma.
            var cut = lastBreak(leaving: min(limit / 4, shortestSentence)) { ".?!".contains($0) } ?? lastBreak(leaving: limit / 2) { ";:".contains($0) }
                ?? lastBreak(leaving: limit / 2) { $0 == "," }
                ?? lastBreak(leaving: limit / 2) { _ in true } ?? end
            if let earlier = phraseBeforeLastWord(characters, from: start, cut: cut, limit: limit) { cut = earlier }
            pieces.append(String(characters[start..<cut]))
            start = cut
            while start < characters.count && characters[start] == " " { start += 1 }
        }
        if start < characters.count { pieces.append(String(characters[start...])) }
        return pieces
    }

    /// The fewest characters a sentence split off a long line holds: a refusal's
    /// first sentence, as short as `Error: x is not a row.`
    static let shortestSentence = 20

    /// Where to split instead of `cut` when the rest after it, the last piece, would be
    /// one short word alone (`Snooze.` after a row's long title): at a phrase's end
    /// before it, as `wrap` breaks its last two lines, keeping both pieces within
    /// `limit` and the first at least a quarter of it. Nil when the rest is more, or
    /// nothing fits.
    private static func phraseBeforeLastWord(_ characters: [Character], from start: Int, cut: Int, limit: Int) -> Int? {
        var rest = cut
        while rest < characters.count && characters[rest] == " " { rest += 1 }
        guard rest > cut, characters.count - rest < limit / 4, !characters[rest...].contains(" ") else { return nil }
        return phraseBreak(characters, from: start, first: limit / 4, upTo: cut, limit: limit, orAsWell: true)
    }

    /// The most characters a wrapped line holds alone: a shorter one ("4.", "ok")
    /// is a fragment heard or panned to on its own, cut off from the words it ends.
    static let shortestPiece = 4

    /// Wraps at spaces so that no line is longer than `width` characters (but by the
    /// one mark that closes a word that fits the width alone), each line
    /// ending where a phrase does when one is in its second half; a word
    /// longer than the width is cut. No line but the only one is a fragment
    /// shorter than `shortestPiece`: the word before it comes down to join it,
    /// or a cut word is cut earlier (SPEC §4). A place ("4 of 4") is never split
    /// across lines; a word that fits a line of its own is never divided, and a mark
    /// that closes a word (`dispatcher;`) never starts a line; a word alone before a
    /// word too long for any line (Added, before a long title) takes the long word's
    /// start on its line, divided there with a hyphen, rather than a line to itself;
    /// no two lines in a row are the same where a word can go across: docs/braille.md
    /// says why. Each character is
    /// looked at a fixed number of times, so a 65,000-character word costs no more
    /// than 65,000 short ones.
    public static func wrap(_ line: String, width: Int?) -> [String] {
        guard let width, width > 0 else { return [line] }
        var characters = Array(line)
        guard characters.count > width else { return [line] }
        bindPlaces(&characters)
        bindQuotes(&characters, width: width)
        bindCommandExamples(&characters, width: width)
        bindMarks(&characters, width: width)
        // Each line, and whether it starts with the rest of a word cut at the end of the line before.
        var lines: [(text: [Character], continues: Bool)] = []
        var current: [Character] = []
        var continues = false
        for range in wordRanges(characters) {
            var word = characters[range]
            var cut = false
            // Whether `word` is a word of its own, whole or the rest after a hyphen of its
            // own, rather than the rest of one divided inside it.
            var own = true
            // A word too long for a line of its own, with a hyphen of its own (speech-dispatcher),
            // is divided there, and its start joins the line it follows when it fits.
            if !current.isEmpty, !fitsALine(word, width: width), current.count + 1 + shortestPiece <= width,
               let piece = hyphenBreak(in: word, width: width - current.count - 1) {
                lines.append((current + [" "] + word.prefix(piece), continues))
                current = []
                word = word.dropFirst(piece)
                cut = true
            }
            // A short word alone on its line (at most a quarter of it), before a word too
            // long for a line of its own: the long word's start joins it, divided where the
            // line ends with a hyphen, as print is for Braille, keeping a piece of at least
            // `shortestPiece` either side. A word that fits a line of its own goes there whole.
            if !current.isEmpty, !continues, !current.contains(" "), current.count * 4 <= width, !word.contains(boundSpace),
               !fitsALine(word, width: width) {
                let take = min(width - current.count - 2, word.count - shortestPiece)
                if take >= shortestPiece {
                    lines.append((current + [" "] + word.prefix(take) + ["-"], continues))
                    current = []
                    word = word.dropFirst(take)
                    cut = true
                    own = false
                }
            }
            while word.count > width, !(own && fitsALine(word, width: width)) {
                if !current.isEmpty {
                    lines.append((current, continues))
                    current = []
                }
                // A word with a hyphen of its own (speech-dispatcher) breaks after it, where
                // it reads as two words, rather than at the width inside one of them.
                // Else it is divided with a hyphen, as print is for Braille, so that a piece is
                // not read as a word (vencimient then o); its last piece is no fragment.
                let hyphen = hyphenBreak(in: word, width: width)
                let divides = hyphen == nil && width > shortestPiece
                var piece = hyphen ?? (divides ? min(width - 1, word.count - shortestPiece) : width)
                // A mark that closes the word (`abc,def`) ends a piece, never starts one.
                while hyphen == nil, piece > shortestPiece, closingMarks.contains(word[word.startIndex + piece]) { piece -= 1 }
                lines.append((Array(word.prefix(piece)) + (divides ? ["-"] : []), cut))
                word = word.dropFirst(piece)
                cut = true
                own = hyphen != nil
            }
            if current.isEmpty {
                current = Array(word)
                continues = cut
            } else if current.count + 1 + word.count <= width {
                current.append(" ")
                current += word
            } else if !cut, let (at, end) = phraseBreak(in: current, before: word.first!, width: width),
                      current.count - at + word.count <= width,
                      end == 0 || !addsALine(tail: current[(at + 1)...], word: word, rest: characters[range.upperBound...], width: width) {
                // The line ends where a phrase does, and the words after it lead the next.
                lines.append((Array(current[..<at]), continues))
                current = Array(current[(at + 1)...]) + [" "] + word
                continues = false
            } else if !cut, let last = word.last, ".?!".contains(last), let space = smallWordsAtEnd(current, width: width),
                      current.count - space + word.count <= width {
                // A sentence's last words are not split after a small word (of, to, de la):
                // it leads the next line, with the word that ends the sentence (`of ROW.`).
                lines.append((Array(current[..<space]), continues))
                current = Array(current[(space + 1)...]) + [" "] + word
                continues = false
            } else {
                lines.append((current, continues))
                current = Array(word)
                continues = cut
            }
        }
        if !current.isEmpty { lines.append((current, continues)) }
        for k in lines.indices.dropFirst() {
            while lines[k].text.count < shortestPiece && joinShort(&lines, at: k, width: width) {}
        }
        breakLastAtPhrase(&lines, width: width)
        unrepeat(&lines, width: width)
        return lines.map { String($0.text.map { $0 == boundSpace ? " " : $0 }) }
    }

    /// Stands for a space inside a place while a line is wrapped, so that the place
    /// is one word to the wrapper: a character no line listo says holds.
    private static let boundSpace: Character = "\u{E000}"

    /// A list of choices (`Buy bread, Call Ana, Pay the rent`) as lines of at most
    /// `width`, each broken after a comma, so that no choice is cut in two; a choice
    /// longer than the width has a line of its own. Whole without a width.
    public static func wrapAtCommas(_ line: String, width: Int?) -> [String] {
        guard let width, width > 0, line.count > width else { return [line] }
        var lines: [String] = []
        var current = ""
        for item in line.split(separator: ", ", omittingEmptySubsequences: false).map(String.init) {
            if current.isEmpty {
                current = item
            } else if current.count + 2 + item.count + 1 <= width {
                current += ", " + item
            } else {
                lines.append(current + ",")
                current = item
            }
        }
        lines.append(current)
        return lines
    }

    /// The space before the small words a full line ends on (`ropa de la`), when the
    /// line keeps at least half its width without them; nil when it ends on none.
    private static func smallWordsAtEnd(_ line: [Character], width: Int) -> Int? {
        var end = line.count
        var at: Int?
        while let space = line[..<end].lastIndex(of: " "), space >= width / 2, smallWords.contains(String(line[(space + 1)..<end])) {
            at = space
            end = space
        }
        return at
    }

    /// Articles, prepositions and conjunctions that belong to the words after them, in
    /// English and Spanish: a line ending on one leaves it cut off from its phrase.
    private static let smallWords: Set<String> = ["a", "an", "the", "of", "to", "in", "on", "at", "by", "or", "and", "for",
                                                  "al", "de", "del", "el", "la", "lo", "los", "las", "en", "y", "o", "u", "un", "con", "por"]

    /// Binds each quoted name (`"Water the plants".`, with the mark after it) that fits
    /// a line into one word: split across lines, `"Water the` then `plants".` reads as
    /// two names. A longer one is wrapped as any words are.
    private static func bindQuotes(_ characters: inout [Character], width: Int) {
        var i = 0
        while i < characters.count {
            guard characters[i] == "\"", i == 0 || characters[i - 1] == " ",
                  let close = characters[(i + 1)...].firstIndex(of: "\"") else {
                i += 1
                continue
            }
            var end = close + 1
            while end < characters.count && characters[end] != " " { end += 1 }
            if end - i <= width {
                for k in i..<end where characters[k] == " " { characters[k] = boundSpace }
            }
            i = end
        }
    }

    /// The words of a line, by where each starts and ends: a space already bound is inside one.
    private static func wordRanges(_ characters: [Character]) -> [Range<Int>] {
        var words: [Range<Int>] = []
        var i = 0
        while i < characters.count {
            if characters[i] == " " {
                i += 1
                continue
            }
            var end = i
            while end < characters.count && characters[end] != " " { end += 1 }
            words.append(i..<end)
            i = end
        }
        return words
    }

    /// Binds a word made only of marks that close the word before it (`Call Ana !`) to
    /// that word when both fit a line, so that no line starts with one. One that can't
    /// join it is a word of its own (`Aliases: ?.`, the command ?).
    private static func bindMarks(_ characters: inout [Character], width: Int) {
        let words = wordRanges(characters)
        for (before, word) in zip(words, words.dropFirst())
        where word.upperBound - before.lowerBound <= width && characters[word].allSatisfy({ closingMarks.contains($0) }) {
            for k in before.upperBound..<word.lowerBound { characters[k] = boundSpace }
        }
    }

    /// Two identical lines in a row (`FILA, a` twice, of `antes de FILA, a FILA, a
    /// sección` at 12 cells) look like one line said twice (SPEC §4): a word goes across
    /// between one of them and a line next to it, the first that keeps both within the
    /// width and leaves no fragment: the first's last word down, the second's last word
    /// down, the next line's first word up, the second's first word up. Lines that
    /// can't change so (one word said over and over) are left to `folded`.
    private static func unrepeat(_ lines: inout [(text: [Character], continues: Bool)], width: Int) {
        /// Moves the last word of line `k` to the start of line `k + 1`, or with `up` the
        /// first word of line `k + 1` to the end of line `k`.
        func move(at k: Int, up: Bool) -> Bool {
            guard k >= 0, k + 1 < lines.count, !lines[k + 1].continues else { return false }
            let line = lines[k].text, next = lines[k + 1].text
            if up {
                guard let space = next.firstIndex(of: " "), next.count - space - 1 >= shortestPiece,
                      line.count + 1 + space <= width else { return false }
                lines[k].text = line + [" "] + next[..<space]
                lines[k + 1].text = Array(next[(space + 1)...])
            } else {
                guard let space = line.lastIndex(of: " "), space >= shortestPiece,
                      line.count - space + next.count <= width else { return false }
                lines[k].text = Array(line[..<space])
                lines[k + 1].text = Array(line[(space + 1)...]) + [" "] + next
            }
            return true
        }
        for k in lines.indices.dropFirst() where lines[k].text == lines[k - 1].text {
            _ = move(at: k - 1, up: false) || move(at: k, up: false) || move(at: k, up: true) || move(at: k - 1, up: true)
        }
    }

    /// Marks that close the word before them (`;` `,` `.` `:` `)` `»` `?` `!`): a line never starts with one.
    static let closingMarks: Set<Character> = [";", ",", ".", ":", ")", "»", "?", "!"]

    /// Whether `word` goes on a line of its own whole: it fits the width, marks and all.
    /// A display of N cells shows no more, so a word whose closing mark takes it a cell
    /// over (`dispatcher;` at 10 cells) is divided, its last piece keeping the mark.
    private static func fitsALine(_ word: ArraySlice<Character>, width: Int) -> Bool {
        word.count <= width
    }

    /// Where a word longer than `width` breaks after a hyphen of its own: the last one
    /// within the width that leaves at least `shortestPiece` characters either side.
    private static func hyphenBreak(in word: ArraySlice<Character>, width: Int) -> Int? {
        let start = word.startIndex
        var end = start + min(width, word.count)
        // The last hyphen that leaves enough after it: 2026- then 12-09. rather than 2026-12- then -09.
        while let hyphen = word[start..<end].lastIndex(of: "-"), hyphen + 1 - start >= shortestPiece {
            if word.endIndex - (hyphen + 1) >= shortestPiece { return hyphen + 1 - start }
            end = hyphen
        }
        return nil
    }

    /// Binds each command example that fits a line, a command word and the uppercase
    /// placeholders after it (`add TITLE.`, `note ROW: TEXT`, `open N`), into one word:
    /// split across lines, `add` at a line's end and `TITLE.` at the next line's start
    /// no longer read as what to type. A small word (of ROW, de FILA) is no command.
    private static func bindCommandExamples(_ characters: inout [Character], width: Int) {
        func isCommand(_ word: ArraySlice<Character>) -> Bool {
            !word.isEmpty && word.allSatisfy { $0.isLowercase || $0 == "-" } && word.first!.isLetter && !smallWords.contains(String(word))
        }
        func isPlaceholder(_ word: ArraySlice<Character>) -> Bool {
            // The focused row, as a row is named in `note .: TEXT`.
            if Array(word) == [".", ":"] { return true }
            let letters = word.prefix { $0.isLetter }
            return !letters.isEmpty && letters.allSatisfy(\.isUppercase) && word.dropFirst(letters.count).allSatisfy { ".,:;?!)".contains($0) }
        }
        let words = wordRanges(characters)
        var w = 0
        while w + 1 < words.count {
            guard isCommand(characters[words[w]]), isPlaceholder(characters[words[w + 1]]) else {
                w += 1
                continue
            }
            // The placeholders that follow, up to one that ends the example's sentence.
            var last = w + 1
            while last + 1 < words.count, !".?!".contains(characters[words[last].upperBound - 1]), isPlaceholder(characters[words[last + 1]]) {
                last += 1
            }
            if words[last].upperBound - words[w].lowerBound <= width {
                for k in words[w].upperBound..<words[last].lowerBound where characters[k] == " " { characters[k] = boundSpace }
            }
            w = last + 1
        }
    }

    /// Binds each place, a number, `of` or `de`, and a number ("4 of 4,", "2 de 3."),
    /// into one word: split across lines, "4" at a line's end and "of 4." at the next
    /// line's start read as two facts.
    private static func bindPlaces(_ characters: inout [Character]) {
        func digits(from start: Int) -> Int {
            var end = start
            while end < characters.count, characters[end].isASCII, characters[end].isNumber { end += 1 }
            return end - start
        }
        var i = 0
        while i < characters.count {
            // A number that starts a word.
            guard i == 0 || characters[i - 1] == " ", case let n = digits(from: i), n > 0 else {
                i += 1
                continue
            }
            let space1 = i + n
            guard space1 + 4 < characters.count, characters[space1] == " ",
                  ["of", "de"].contains(String(characters[(space1 + 1)...(space1 + 2)])), characters[space1 + 3] == " ",
                  digits(from: space1 + 4) > 0 else {
                i = space1
                continue
            }
            characters[space1] = boundSpace
            characters[space1 + 3] = boundSpace
            i = space1 + 4
        }
    }

    /// Wraps as `wrap` does, where the line printed just before is `previous`: a
    /// first piece that would repeat it (an answer said again, whose " Again." went
    /// down to a line of its own) carries its last word down, so that two
    /// identical lines never follow each other (SPEC §4) at any width.
    public static func wrap(_ line: String, width: Int?, after previous: String?) -> [String] {
        let lines = wrap(line, width: width)
        guard let previous, lines.count > 1, lines[0] == previous else { return lines }
        // The last word carried down is a whole one as wrapping binds them: "2 of 3." goes down whole.
        var bound = Array(previous)
        bindPlaces(&bound)
        guard let space = bound.lastIndex(of: " ") else { return lines }
        let head = String(bound[..<space].map { $0 == boundSpace ? " " : $0 })
        guard line.hasPrefix(head) else { return lines }
        let rest = line.dropFirst(head.count).drop { $0 == " " }
        return [head] + wrap(String(rest), width: width)
    }

    /// Rows that repeat the row before (a word said over and over, wrapped or split)
    /// would look unchanged on a Braille display: a run of them is said as a count of
    /// exactly the rows it stands for (`same`). A long word cut into two rows and said
    /// over and over alternates two rows, each unlike its neighbour but the pair
    /// unchanged: a run of the two rows before is said so too (`samePair`).
    public static func folded(_ rows: [String], same: (Int) -> String, samePair: (Int) -> String) -> [String] {
        var out: [String] = []
        var i = 0
        while i < rows.count {
            if let last = out.last, rows[i] == last {
                var n = 0
                while i < rows.count && rows[i] == last {
                    n += 1
                    i += 1
                }
                out.append(same(n))
                continue
            }
            if out.count >= 2, i + 1 < rows.count, rows[i] == out[out.count - 2], rows[i + 1] == out[out.count - 1] {
                let (first, second) = (rows[i], rows[i + 1])
                var n = 0
                while i + 1 < rows.count && rows[i] == first && rows[i + 1] == second {
                    n += 1
                    i += 2
                }
                out.append(samePair(n))
                continue
            }
            out.append(rows[i])
            i += 1
        }
        return out
    }

    /// How well a break between `last` and `next` ends a phrase, best first: after a
    /// sentence (0); after a clause, or a comma before a word that does not start
    /// with a capital (`1 of 3, actions`) (1); after a comma between the items of a
    /// series of names (`Done, Delete`) (2); between two words only (3).
    private static func phraseEnd(_ last: Character, before next: Character) -> Int {
        if ".?!".contains(last) { return 0 }
        if ";:".contains(last) { return 1 }
        if last == "," { return next.isUppercase ? 2 : 1 }
        return 3
    }

    /// Where a full line breaks instead of at its end, `next` being the word that did
    /// not fit: the last space in its second half whose break ends a phrase better than
    /// the line's end does (`phraseEnd`), so that every line, not only the last two,
    /// ends with its phrase. Its words after that space lead the next line; they are at
    /// most half a line, so no character is carried twice. Nil when none is better.
    /// Returns the space and how well it ends a phrase.
    private static func phraseBreak(in line: [Character], before next: Character, width: Int) -> (at: Int, end: Int)? {
        var best = phraseEnd(line[line.count - 1], before: next)
        var at: Int?
        var j = line.count - 2
        while j >= max(width / 4, shortestPiece) {
            if line[j] == " ", line[j - 1] != " ", line[j + 1] != " ", !endsLabel(line, from: 0, at: j) {
                let end = phraseEnd(line[j - 1], before: line[j + 1])
                // In the line's first half only a sentence's end: the words of its next sentence stay together.
                if end < best, j >= width / 2 || end == 0 { (best, at) = (end, j) }
            }
            j -= 1
        }
        return at.map { ($0, best) }
    }

    /// Whether breaking early would cost a line for nothing: the text after the break
    /// (`carried`, the words carried down and all that follows) would be one last line
    /// without it, and is two with it, not divided where a phrase ends. A sentence's
    /// end is worth that line always (`Give a number from 1 to 3.` whole); a comma
    /// only when the two lines after it end their phrases too (`nivel 1, 4 de 4, no
    /// leída,` then `acciones Borrar.`). Looked at only near the end, so once.
    private static func addsALine(tail: ArraySlice<Character>, word: ArraySlice<Character>, rest: ArraySlice<Character>, width: Int) -> Bool {
        guard word.count + rest.count <= width, tail.count + 1 + word.count + rest.count > width else { return false }
        let carried = Array(tail) + [" "] + Array(word) + Array(rest)
        var j = carried.count - 2
        while j > 0 {
            if carried[j] == " ", j <= width, carried.count - j - 1 <= width,
               phraseEnd(carried[j - 1], before: carried[j + 1]) < 3 { return false }
            j -= 1
        }
        return true
    }

    /// The last two lines broken again where a phrase ends, when both still fit:
    /// `Buy bread, 1 of 3,` then `actions Done, Delete, Snooze.`, not `Buy bread, 1 of
    /// 3, actions Done, Delete,` then `Snooze.`. The break goes back to the last place
    /// that ends a phrase better than where the line was full (`phraseEnd`), so each
    /// phrase stays whole on one line; a last line of one short word alone takes
    /// words from the line before where a phrase ends as well as where the line was
    /// full. A word cut across the two lines stays as it is.
    private static func breakLastAtPhrase(_ lines: inout [(text: [Character], continues: Bool)], width: Int) {
        guard lines.count >= 2, !lines[lines.count - 1].continues else { return }
        let k = lines.count - 1
        let before = lines[k - 1].text, last = lines[k].text
        let joined = before + [" "] + last
        let oneShortWord = !last.contains(" ") && last.count * 2 <= width
        guard let at = phraseBreak(joined, from: 0, first: shortestPiece, upTo: before.count, limit: width, orAsWell: oneShortWord) else { return }
        lines[k - 1].text = Array(joined[..<at])
        lines[k].text = Array(joined[(at + 1)...])
    }

    /// The space to break `characters[from...]` at instead of the one at `current`, the
    /// rest after it being the last piece: the last space before `current` whose break
    /// ends a phrase best (`phraseEnd`), leaving a first piece of at least `first`
    /// characters and both within `limit`. Taken when it ends a phrase better than
    /// `current` does, or with `orAsWell` as well as it does.
    private static func phraseBreak(_ characters: [Character], from start: Int, first: Int, upTo current: Int, limit: Int, orAsWell: Bool) -> Int? {
        let count = characters.count
        guard current < count, current > start else { return nil }
        let now = phraseEnd(characters[current - 1], before: characters[min(current + 1, count - 1)])
        var best: (end: Int, at: Int)?
        var j = current - 1
        while j >= start + max(first, 1) {
            if characters[j] == " ", characters[j - 1] != " ", j + 1 < count, characters[j + 1] != " ", j - start <= limit, count - j - 1 <= limit,
               !endsLabel(characters, from: start, at: j) {
                let end = phraseEnd(characters[j - 1], before: characters[j + 1])
                if best.map({ end < $0.end }) ?? true { best = (end, j) }
            }
            j -= 1
        }
        guard let best, best.end < now || (orAsWell && best.end == now) else { return nil }
        return best.at
    }

    /// Whether the space at `j` ends a line's first word and that word is the label
    /// that says what kind of answer follows (`Error:`, `Hint:`, `Usage:`): it is
    /// never left alone on a Braille line, apart from what it says. A name before a
    /// colon (`Pending:`) may end a line, its rows after it.
    private static func endsLabel(_ characters: [Character], from start: Int, at j: Int) -> Bool {
        characters[j - 1] == ":" && labels.contains(String(characters[start..<j]))
    }

    /// The words listo leads an answer with to say what kind it is, in English and Spanish.
    private static let labels: Set<String> = ["Error:", "Hint:", "Pista:", "Usage:", "Uso:"]

    /// Gives the fragment at `k` what it needs from the line before: the rest of a
    /// word cut there, its last whole word when both fit, or, when that line is one
    /// cut piece, the end of that piece. False, and left as it is, when none fits.
    private static func joinShort(_ lines: inout [(text: [Character], continues: Bool)], at k: Int, width: Int) -> Bool {
        let before = lines[k - 1].text
        let short = lines[k].text
        let space = before.lastIndex(of: " ")
        if lines[k].continues {
            // The fragment ends a cut word: the word is cut earlier, before its hyphen.
            let hyphen = before.last == "-" ? 1 : 0
            let take = min(shortestPiece - short.count, before.count - hyphen - (space.map { $0 + 1 } ?? 0) - 1)
            guard take > 0, before.count - hyphen - take >= shortestPiece, short.count + take <= width else { return false }
            lines[k - 1].text = Array(before.dropLast(take + hyphen)) + before.suffix(hyphen)
            lines[k].text = Array(before.dropLast(hyphen).suffix(take)) + short
            return true
        } else if let space, before.count - space - 1 + 1 + short.count <= width, space >= shortestPiece {
            // The last word of the line before comes down to join it.
            lines[k - 1].text = Array(before[..<space])
            lines[k].text = Array(before[(space + 1)...]) + [" "] + short
            return true
        } else if space == nil, lines[k - 1].continues {
            // The line before is a piece of a cut word: it is cut earlier, with a hyphen, and its end leads the fragment.
            let take = max(1, shortestPiece - 1 - short.count)
            guard before.count - take >= shortestPiece, take + 1 + short.count <= width, width > shortestPiece else { return false }
            lines[k - 1].text = Array(before.dropLast(take)) + ["-"]
            lines[k].text = Array(before.suffix(take)) + [" "] + short
            lines[k].continues = true
            return true
        }
        return false
    }
}

extension String {
    func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
