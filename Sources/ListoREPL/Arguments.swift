import ListoAnnouncer
import ListoModel

/// What follows a command's word, as the grammar's parsers take it apart.
public struct Arguments: Sendable {
    /// Trimmed, with case as typed.
    public let text: String
    let context: ParseContext
    /// The keywords the command declares, with their Spanish words.
    let keywords: [Keyword]
    /// The command's English word, so that a refusal of a part of its arguments names it in the language spoken.
    let command: String

    init(_ text: String, context: ParseContext = ParseContext(), keywords: [Keyword] = [], command: String = "") {
        self.text = text.trimmingSpaces()
        self.context = context
        self.keywords = keywords
        self.command = command
    }

    /// Other words, read as this command's arguments.
    func with(_ text: String) -> Arguments { Arguments(text, context: context, keywords: keywords, command: command) }

    /// The first word, lowercased, and what follows it.
    var split: (word: String, rest: Arguments) {
        guard let space = text.firstIndex(of: " ") else { return (text.lowercased(), with("")) }
        return (String(text[..<space]).lowercased(), with(String(text[space...])))
    }

    /// The first word, and what follows it; the word is given as the English
    /// keyword among `keywords` it stands for in the language spoken, else lowercased.
    func split(among keywords: [String]) -> (word: String, rest: Arguments) {
        let (word, rest) = split
        return (canonical(word, keywords), rest)
    }

    /// Whether the whole argument is this English keyword, or its word in the
    /// language spoken, ignoring case and accents.
    func `is`(_ keyword: String) -> Bool { self.keyword(keyword, matches: text) }

    /// Whether a typed word is the command's keyword of this English word, in
    /// English or in the language spoken. A keyword the command does not declare
    /// is matched in English alone.
    func keyword(_ english: String, matches typed: String) -> Bool {
        (keywords.first { $0.en == english } ?? Keyword(english)).matches(typed, in: context.language)
    }

    /// The command's word for an English keyword in a language, as a usage line says it.
    func word(_ english: String, in language: Language) -> String {
        (keywords.first { $0.en == english } ?? Keyword(english)).word(in: language)
    }

    /// The English keyword among `keys` a typed word stands for, else the word lowercased.
    func canonical(_ typed: String, _ keys: [String]) -> String {
        keys.first { keyword($0, matches: typed) } ?? typed.lowercased()
    }

    var optionalRow: RowReference? { text.isEmpty ? nil : RowReference(parsing: text) }

    /// A new title: double quotes around the whole of it only group it (`add
    /// "child"`, `-c 'add "Milk; eggs"'`), so they are taken off.
    var title: String { Arguments.title(text) }

    static func title(_ text: String) -> String {
        text.count >= 2 && text.first == "\"" && text.last == "\"" ? String(text.dropFirst().dropLast()) : text
    }

    var section: SectionReference { SectionReference(parsing: text) }

    /// A value of a setting by its English name or, in another language, by the
    /// name its catalog gives it (style.plain is simple), under the one name rule.
    /// A Spanish name ending in -o or -a is also taken with the other ending, since
    /// a person agrees an adjective with the noun they have in mind (selección modo
    /// ninguno, columnas equilibrada); a name said exactly is looked for first.
    func choice<T: RawRepresentable & CaseIterable & SpokenValue>(_ type: T.Type) -> T? where T.RawValue == String {
        let typed = Names.key(text)
        let catalog = Catalog(context.language)
        let exact = T.allCases.first { value in
            if Names.key(value.rawValue) == typed { return true }
            guard context.language != .en else { return false }
            return Names.key(catalog.name(value)) == typed
        }
        guard exact == nil, context.language == .es, let other = Arguments.otherGender(typed) else { return exact }
        return T.allCases.first { Names.key(catalog.name($0)) == other }
    }

    /// A folded Spanish word with its -o ending as -a or its -a as -o; nil for any other word.
    static func otherGender(_ folded: String) -> String? {
        guard folded.count > 1, let last = folded.last, last == "o" || last == "a" else { return nil }
        return String(folded.dropLast()) + (last == "o" ? "a" : "o")
    }

    /// An action of the open list named at the start, longest name first, and what follows.
    var actionPrefix: (String, Arguments)? {
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        let named = context.actionNames.map { ($0, $0) } + context.actionAliases.map { ($0.alias, $0.name) }
        for (typed, name) in named.sorted(by: { $0.0.count > $1.0.count }) {
            let count = typed.split(separator: " ", omittingEmptySubsequences: true).count
            guard count >= 1, words.count >= count, Names.same(Arguments.spaced(words[..<count]), typed) else { continue }
            return (name, with(Arguments.spaced(words[count...])))
        }
        return nil
    }

    /// Words put back together with one space between each: what `joined(separator:)`
    /// gives, written out, since that generic, met first in a process here, had the
    /// runtime scan every conformance in the binary (2% of a process that runs an action).
    /// Each word becomes a String first: `+=` of a Substring is generic too, and scanned the same.
    static func spaced(_ words: ArraySlice<Substring>) -> String {
        var line = ""
        for word in words {
            if !line.isEmpty { line += " " }
            line += String(word)
        }
        return line
    }

    /// For commands that take a row and a text: `ROW to TEXT` with `to` as the
    /// separator, `"ROW" TEXT` with the row quoted, or `TEXT` for the focused row.
    /// Every way the line can be read is kept.
    func rowAndText(separators: [String]) -> RowAndText {
        let separator = separators.first { text.range(ignoringCase: $0) != nil } ?? separators[0]
        if let quote = text.first, quote == "\"" || quote == "'" {
            let body = text.dropFirst()
            if let close = body.firstIndex(of: quote) {
                var rest = body[body.index(after: close)...].trimmingSpaces()
                let mark = separator.trimmingSpaces()
                if rest.lowercased().hasPrefix(mark + " ") || rest.lowercased() == mark || (mark == ":" && rest.hasPrefix(":")) {
                    rest = rest.dropFirst(mark.count).trimmingSpaces()
                }
                return RowAndText(row: .title(String(body[..<close])), text: Arguments.title(rest))
            }
        }
        // Each place the separator sets a row off is a reading, made when the session asks for it.
        var marks: [Range<String.Index>] = []
        var searchFrom = text.startIndex
        // Something stands before and after a mark when the first and last of the text that is not a space are outside it.
        let first = text.unicodeScalars.firstIndex { !$0.isSpace }, last = text.unicodeScalars.lastIndex { !$0.isSpace }
        while let found = text.range(ignoringCase: separator, in: searchFrom..<text.endIndex) {
            if let first, let last, first < found.lowerBound, last >= found.upperBound { marks.append(found) }
            searchFrom = found.upperBound
        }
        if !marks.isEmpty { return RowAndText(.separated(text: text, marks: marks)) }
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        var line = rowAndTextWithoutMarks(separators: separators, words: words)
        line.separatorToType = separators.first?.trimmingSpaces()
        // A separator ending the line (`Call to`, `Buy bread:`) may set a row off with its text forgotten.
        if let last = words.last {
            for word in separators.map({ $0.trimmingSpaces() }) {
                let row: String
                if word == ":" && last.hasSuffix(":") {
                    row = (words.dropLast().map(String.init) + [String(last.dropLast())]).joined(separator: " ")
                } else if words.count > 1 && Names.same(String(last), word) {
                    row = words.dropLast().joined(separator: " ")
                } else {
                    continue
                }
                if !row.trimmingSpaces().isEmpty {
                    line.dangling = (row.trimmingSpaces(), word)
                    break
                }
            }
        }
        return line
    }

    private func rowAndTextWithoutMarks(separators: [String], words: [Substring]) -> RowAndText {
        // The separator first, with no row before it (`rename to Oat milk`), names the
        // focused row: the title is what follows it, never the line with `to` in front.
        if let word = words.first, separators.contains(where: { $0.hasPrefix(" ") && Names.same($0.trimmingSpaces(), String(word)) }) {
            return RowAndText(row: .focused, text: Arguments.title(words.dropFirst().joined(separator: " ")))
        }
        // Without the separator, any run of first words that names a row is a reading too;
        // a dot can only mean the focused row.
        if words.first == ".", words.count > 1 { return RowAndText(row: .focused, text: Arguments.title(words.dropFirst().joined(separator: " "))) }
        return RowAndText(.leadingWords(text: text, words: words))
    }
}

extension Arguments {
    /// "2 due friday", "Call Ana due friday", "\"Call Ana\" due friday" or "due friday":
    /// the row (nil for the focused one), the first declared field named, and what follows.
    func rowFieldValue() throws -> (RowReference?, String, String) {
        guard !text.isEmpty else { throw ArgumentProblem.missing() }
        var reference: RowReference?
        var rest = text
        if let quote = text.first, quote == "\"" || quote == "'", let close = text.dropFirst().firstIndex(of: quote) {
            reference = .title(String(text[text.index(after: text.startIndex)..<close]))
            rest = text[text.index(after: close)...].trimmingSpaces()
        }
        // A quoted field is one word, its quotes aside (`set 2 "due" friday`), as a quoted
        // title is one title: `set A "a b" hi` names the field "a b", not "a and b".
        let grouped = Arguments.groupedWords(String(rest))
        let words = grouped.map(\.word), typed = grouped.map(\.raw)
        // A row's start date is its own, named like a field: set start monday, or by the
        // state it gives the row, set waiting monday (the way to it where start is a declared field).
        let start = ["start", "inicio", "waiting", "espera"]
        // A state word as listo says it names its field too (fijada for pinned, hecha
        // for done, leída for read), as filter and mark take it: what is said can be set.
        // Pinned is a field of every list, declared by the first pin where it is not yet.
        // Each name folded once: a line of thousands of words costs its length.
        let stateField = StateTerms.fieldFinder(in: context.fieldNames.map { FieldDeclaration($0, .boolean) })
        guard let i = words.firstIndex(where: { word in
            start.contains(word.lowercased()) || stateField(word) != nil || StateTerms.namesPinned(word) != nil
        }) else {
            let isReference = { (word: String) in word == "." || TypedNumber.int(word) != nil }
            if words.isEmpty || (words.count == 1 && isReference(typed[0])) { throw ArgumentProblem.missing() }
            let setOff = reference != nil || (words.count > 1 && isReference(typed[0]))
            throw FieldNotNamed(list: context.listName, declared: context.fieldNames,
                                words: reference == nil && setOff ? Array(words.dropFirst()) : words, rowSetOff: setOff)
        }
        if i > 0 {
            guard reference == nil else { throw ArgumentProblem.bad(words[0]) }
            reference = RowReference(parsing: typed[..<i].joined(separator: " "))
        }
        return (reference, words[i], typed[(i + 1)...].joined(separator: " "))
    }

    /// The words of a text, a run of words a quote opens kept as one up to the word its
    /// quote closes (as `action add` reads a quoted name): each as typed (`raw`) and
    /// without its quotes (`word`). A quote never closed groups nothing.
    static func groupedWords(_ text: String) -> [(raw: String, word: String)] {
        var words = text.split(separator: " ").map(String.init)[...]
        var out: [(raw: String, word: String)] = []
        while let word = words.popFirst() {
            guard let quote = word.first, quote == "\"" || quote == "'" else {
                out.append((word, word))
                continue
            }
            var raw = word
            if !(word.count > 1 && word.last == quote), let close = words.firstIndex(where: { $0.last == quote }) {
                raw = ([word] + words[...close]).joined(separator: " ")
                words = words[(close + 1)...]
            }
            let closed = raw.count > 1 && raw.last == quote
            out.append((raw, closed ? String(raw.dropFirst().dropLast()) : raw))
        }
        return out
    }
}

/// set, unset or toggle naming no field the list has. Where the row was not set off (a
/// number, a dot, a quoted title), the words may begin with the field (`set due friday`)
/// or with a row's title (`set Bread due friday`): only the session, which knows the
/// rows, can tell which word is the field the refusal names (`Session.fieldNotNamed`).
struct FieldNotNamed: Error {
    let list: String
    let declared: [String]
    /// The words typed after the command, without a row set off before them.
    let words: [String]
    /// Whether a row was set off, so that the words begin with the field.
    let rowSetOff: Bool
}

extension RowReference {
    /// `.`, a number, or a title, with one pair of surrounding quotes taken off.
    /// A quoted reference is always a title: `goto "42"` is the row called 42, `goto 42` the 42nd.
    public init(parsing text: String) {
        let trimmed = text.trimmingSpaces()
        let reference = RowReference.unquoted(trimmed)
        let quoted = reference.count != trimmed.count
        if quoted {
            self = .title(reference)
        } else if reference == "." {
            self = .focused
        } else if let n = TypedNumber.int(reference) {
            self = .number(n)
        } else {
            self = .title(reference)
        }
    }

    /// A lone double quote at either end (`goto "Buy`, `goto Buy"`) is taken off too:
    /// the title is what was meant, and said back it would stand between two more quotes.
    static func unquoted(_ text: String) -> String {
        if text == "\"" { return "" }
        if text.count >= 2, let first = text.first, let last = text.last, first == last, first == "\"" || first == "'" {
            return String(text.dropFirst().dropLast())
        }
        if text.count >= 2, text.first == "\"", !text.dropFirst().contains("\"") { return String(text.dropFirst()) }
        if text.count >= 2, text.last == "\"", !text.dropLast().contains("\"") { return String(text.dropLast()) }
        return text
    }
}

extension SectionReference {
    /// As a row: a quoted name is always a name, `section "2"` the section called 2.
    public init(parsing text: String) {
        let name = RowReference.unquoted(text)
        if name.count != text.count { self = .name(name) } else if let n = TypedNumber.int(text) { self = .number(n) } else { self = .name(text) }
    }
}

extension String {
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
