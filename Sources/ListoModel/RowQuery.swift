/// Which rows a filter (or a selection, or a rotor) means: words in the title,
/// states of the row's fields, combined with and, or and not.
public indirect enum RowQuery: Hashable, Sendable {
    /// Words found at the start of words of the title or notes, as any filter finds them.
    case words(String)
    /// A boolean field is true.
    case flag(String)
    /// The due date is past and the row is not done.
    case overdue
    /// The row starts later than today: out of the default view until then.
    case waiting
    /// The row repeats.
    case repeating
    /// The row has a value for this field.
    case has(String)
    case date(String, DateComparison, CalendarDate)
    case equals(String, FieldValue)
    case not(RowQuery)
    case and(RowQuery, RowQuery)
    /// Due today and not done, by the fields' roles: what a section's badge counts, never typed.
    case dueToday
    /// The read field false, by its role: what a section's badge counts, never typed.
    case unread
    case or(RowQuery, RowQuery)

    /// Whether the query is states alone, no words of a title: help says a state's help for it.
    public var isState: Bool {
        switch self {
        case .words: return false
        case .not(let q): return q.isState
        case .and(let a, let b), .or(let a, let b): return a.isState && b.isState
        default: return true
        }
    }

    public func matches(_ row: Row, today: CalendarDate) -> Bool {
        switch self {
        case .words(let text): return SearchWords.match(SearchWords.query(text), title: row.title, notes: row.notes)
        case .flag(let name): return row.flag(name)
        case .overdue: return row.isOverdue(today: today)
        case .waiting: return row.isWaiting(today: today)
        case .repeating: return row.repeats
        case .has(let name): return row.fields[name] != nil
        case .date(let name, let comparison, let day):
            guard case .date(let value) = row.fields[name] else { return false }
            return comparison.holds(value, day)
        case .equals(let name, let value):
            guard let current = row.fields[name] else { return false }
            if case .text(let a) = current, case .text(let b) = value { return a.lowercased() == b.lowercased() }
            return current == value
        case .not(let q): return !q.matches(row, today: today)
        case .and(let a, let b): return a.matches(row, today: today) && b.matches(row, today: today)
        case .or(let a, let b): return a.matches(row, today: today) || b.matches(row, today: today)
        case .dueToday: return row.value(.due) == .date(today) && !row.isDone
        case .unread: return row.isUnread
        }
    }

    /// Whether the query is only words: then it is said back as typed.
    public var isWordsOnly: Bool {
        if case .words = self { return true }
        return false
    }
}

public enum DateComparison: String, Hashable, Sendable {
    case before, after, on, by

    func holds(_ value: CalendarDate, _ day: CalendarDate) -> Bool {
        switch self {
        case .before: return value < day
        case .after: return value > day
        case .on: return value == day
        case .by: return value <= day
        }
    }
}

/// Why a filter expression could not be read; the words are the announcer's.
public enum QueryProblem: Error, Hashable, Sendable {
    case empty
    /// An operator with nothing after it, as in "done and".
    case missingTerm(after: String)
    /// The same operator twice in a row, as in "done or or undone": a slip, not
    /// the word searched for, which is quoted to be found.
    case doubledOperator(String)
    /// A date field and a comparison with no date after them, as in "due after";
    /// `comparison` as typed, so the example given uses it.
    case missingDate(field: String, after: String, comparison: DateComparison = .before)
    case unbalanced
    /// More terms, or brackets deeper, than a person says in one filter; refused
    /// before the query is built, so that no line can make it arbitrarily deep.
    case tooLong(terms: Int, depth: Int)
    /// More characters than the longest title typed (`limit`): no word of it could match
    /// one, and the filter is said back in every answer while it is on. `count` as typed.
    case tooManyCharacters(limit: Int, count: Int)
    /// A date field followed by words that are no date; `comparison` as typed, so the example given uses it.
    case notADate(field: String, text: String, comparison: DateComparison = .before)
    case notAValue(field: String, type: FieldType, text: String)
    /// Date words that name a day past the calendar's first or last, as typed.
    case pastCalendar(text: String, end: DateWords.CalendarEnd)
}

/// Reads state terms as a person types them: `unread`, `not done and due before
/// friday`, `overdue or pinned`, `bread and not done`. A reusable helper: a filter,
/// a selection or a rotor can all ask it which rows a phrase means.
public enum StateTerms {
    static let andWords: Set<String> = ["and", "y"]
    static let orWords: Set<String> = ["or", "o"]
    static let overdueWords: Set<String> = ["overdue", "vencido", "vencida", "vencidos", "vencidas"]
    static let waitingWords: Set<String> = ["waiting", "espera", "esperando"]

    /// Whether a filter's text asks for rows that wait, which the default view leaves out.
    public static func namesWaiting(_ text: String) -> Bool {
        tokenize(text).contains { if case .word(let w) = $0 { return waitingWords.contains(Names.key(w)) } else { return false } }
    }
    static let repeatingWords: Set<String> = ["repeating", "repeats", "repite", "repetida", "repetidas"]
    /// The due date by the word a grouping by it says of rows without one ("No date",
    /// "Sin fecha"): `filter no date` and `filtrar sin fecha` find them.
    static let dateWords: Set<String> = ["date", "fecha"]

    /// The list's due date field, when a typed word names it as a date.
    static func dueField(_ typed: String, in fields: [FieldDeclaration]) -> FieldDeclaration? {
        guard dateWords.contains(Names.key(typed)), let due = FieldRole.due.field(in: fields), due.type == .date else { return nil }
        return due
    }
    static let comparisons: [String: DateComparison] = [
        "before": .before, "after": .after, "on": .on, "by": .by,
        "antes": .before, "despues": .after, "después": .after, "el": .on, "hasta": .by,
    ]

    /// Words between a comparison and its date in Spanish, folded: después de, antes del.
    static let dateLinks: Set<String> = ["de", "del", "el"]

    /// The field a typed state word names, so that the words listo says can be
    /// typed back: the field's name, a name of its role in either language (leída
    /// or read for a field leído), or its name with the other gender's ending
    /// (pospuesto for pospuesta).
    public static func field(named typed: String, in fields: [FieldDeclaration]) -> FieldDeclaration? {
        fieldFinder(in: fields)(typed)
    }

    /// `field(named:in:)` for many words against the same fields: their names are
    /// folded once, so a line of thousands of words costs its length, not its length
    /// times the fields' names.
    public static func fieldFinder(in fields: [FieldDeclaration]) -> (String) -> FieldDeclaration? {
        var byKey: [String: FieldDeclaration] = [:]
        for field in fields where byKey[Names.key(field.name)] == nil { byKey[Names.key(field.name)] = field }
        func find(_ w: String) -> FieldDeclaration? {
            if let field = byKey[w] { return field }
            for role in FieldRole.allCases where role.isNamed(w) {
                if let field = role.field(in: fields) { return field }
            }
            if let last = w.last, last == "o" || last == "a" {
                if let field = byKey[String(w.dropLast()) + (last == "o" ? "a" : "o")] { return field }
            }
            return nil
        }
        return { typed in
            let w = Names.key(typed)
            return find(w) ?? singular(w).flatMap(find)
        }
    }

    /// A Spanish plural state word as one row's (hechas, pospuestas, fijadas,
    /// leídas for hecha, pospuesta, fijada, leída), since listo says states of
    /// several rows in the plural; nil for any other word.
    public static func singular(_ typed: String) -> String? {
        let w = Names.key(typed)
        guard w.count > 3, w.hasSuffix("as") || w.hasSuffix("os") else { return nil }
        return String(w.dropLast())
    }

    /// A state term as a unit of rows, said among units in the plural (filas,
    /// seleccionadas): in Spanish its last word takes the plural where it is an
    /// adjective ending in a vowel (hechas, no leídas, vencidas); sin leer, espera
    /// and names ending otherwise (a field named in English) stay as they are.
    /// `singular` reads each back. English state words have no plural.
    public static func plural(_ term: String, in language: Language) -> String {
        guard language == .es, !waitingWords.contains(Names.key(term)),
              let last = term.split(separator: " ").last, let end = last.last, "aeo".contains(end) else { return term }
        return term + "s"
    }

    /// Whether a typed word names pinned, which every list keeps, in the singular or the plural.
    public static func namesPinned(_ typed: String) -> String? {
        if FieldRole.pinned.isNamed(typed) { return typed }
        return singular(typed).flatMap { FieldRole.pinned.isNamed($0) ? $0 : nil }
    }

    /// "sin leer", the words a Spanish badge says for unread rows.
    static func isWithoutReading(_ w: String, then next: String?) -> Bool {
        Names.key(w) == "sin" && next.map(Names.key) == "leer"
    }

    /// `dayMonth` reads a slashed date day first (vence antes de 5/12), as DateWords does.
    public static func parse(_ text: String, fields: [FieldDeclaration], today: CalendarDate, dayMonth: Bool = false) throws(QueryProblem) -> RowQuery {
        // Counting stops just past the limit, so a long line costs no more than reading it.
        if text.prefix(Parser.characterLimit + 1).count > Parser.characterLimit {
            throw .tooManyCharacters(limit: Parser.characterLimit, count: text.count)
        }
        var parser = Parser(tokens: tokenize(text), fields: fields, today: today, dayMonth: dayMonth)
        guard !parser.tokens.isEmpty else { throw .empty }
        let query = try parser.expression()
        guard parser.atEnd else { throw .unbalanced }
        return query
    }

    /// The names of the state terms a list offers, for the rotor and completion:
    /// each boolean field, unread for the read field, overdue when there is a
    /// due date, and waiting when some row waits for a later start, as they are
    /// typed in the language spoken.
    public static func terms(for fields: [FieldDeclaration], language: Language = .en, waiting: Bool = false) -> [String] {
        var terms: [String] = []
        for field in fields where field.type == .boolean {
            guard FieldRole.read.isNamed(field.name) else {
                terms.append(FieldRole.stateWord(field.name, in: language))
                continue
            }
            // The read field's state in the words of the language spoken, whatever the field is named.
            terms.append(language == .es ? "no " + FieldRole.read.name(in: .es) : "unread")
        }
        if fields.contains(where: { FieldRole.due.isNamed($0.name) && $0.type == .date }) {
            terms.append(language == .es ? "vencida" : "overdue")
        }
        if waiting { terms.append(language == .es ? "espera" : "waiting") }
        return terms
    }

    /// The first word of a phrase that names a state of a field the list does not
    /// declare (`unread` where there is no read field, `overdue` where there is no
    /// due date, `pinned` or `snoozed` where there is no such field), with the
    /// field's role; a quoted word is a word, never a state. The declarations are
    /// the one truth `mark`, `sort` and `group` already follow.
    public static func undeclaredState(in text: String, fields: [FieldDeclaration]) -> (word: String, role: FieldRole)? {
        var previous = ""
        for case .word(let raw) in tokenize(text) {
            let w = Names.key(raw)
            defer { previous = w }
            for role in [FieldRole.done, .read, .pinned, .snoozed, .due] where role.field(in: fields) == nil {
                let named = role.isNamed(w) || (w.hasPrefix("un") && role.isNamed(String(w.dropFirst(2))))
                    || singular(w).map(role.isNamed) == true
                if named || (role == .due && overdueWords.contains(w)) { return (raw.lowercased(), role) }
                // sin leer, the Spanish unread, as listo says it.
                if role == .read && w == "leer" && previous == "sin" { return ("sin " + raw.lowercased(), role) }
            }
        }
        return nil
    }

    enum Token: Hashable {
        case word(String)
        case quoted(String)
        case open, close
    }

    static func tokenize(_ text: String) -> [Token] {
        var tokens: [Token] = []
        var current = ""
        var quote: Character?
        func flush() {
            if !current.isEmpty { tokens.append(.word(current)) }
            current = ""
        }
        for ch in text {
            if let q = quote {
                if ch == q {
                    tokens.append(.quoted(current))
                    current = ""
                    quote = nil
                } else {
                    current.append(ch)
                }
                continue
            }
            switch ch {
            case "\"" where current.isEmpty, "'" where current.isEmpty:
                quote = ch
            case " ", "\t": flush()
            case "(": flush(); tokens.append(.open)
            case ")": flush(); tokens.append(.close)
            default: current.append(ch)
            }
        }
        if quote != nil { tokens.append(.quoted(current)) } else { flush() }
        return tokens
    }

    struct Parser {
        var tokens: [Token]
        let fields: [FieldDeclaration]
        let today: CalendarDate
        let dayMonth: Bool
        var index = 0
        /// Terms and operators read so far, and the brackets open around the next one.
        var terms = 0
        var depth = 0
        static let termLimit = 64
        static let depthLimit = 16
        /// The longest title a person may type (the REPL's `TitleLimit`).
        static let characterLimit = 1_000

        var atEnd: Bool { index >= tokens.count }

        /// Counts one more term, refusing a filter longer than `termLimit`.
        mutating func count() throws(QueryProblem) {
            terms += 1
            if terms > Parser.termLimit { throw .tooLong(terms: Parser.termLimit, depth: Parser.depthLimit) }
        }

        func word(at i: Int) -> String? {
            guard i < tokens.count, case .word(let w) = tokens[i] else { return nil }
            return w.lowercased()
        }

        func isOperator(at i: Int) -> Bool {
            guard let w = word(at: i) else { return tokens.indices.contains(i) && tokens[i] == .close }
            return andWords.contains(w) || orWords.contains(w)
        }

        mutating func expression() throws(QueryProblem) -> RowQuery {
            var left = try conjunction()
            while let w = word(at: index), orWords.contains(w) {
                index += 1
                guard !atEnd else { throw .missingTerm(after: w) }
                if word(at: index) == w { throw .doubledOperator(w) }
                left = .or(left, try conjunction())
            }
            return left
        }

        mutating func conjunction() throws(QueryProblem) -> RowQuery {
            var left = try unary()
            while !atEnd {
                if let w = word(at: index), andWords.contains(w) {
                    index += 1
                    guard !atEnd else { throw .missingTerm(after: w) }
                    if word(at: index) == w { throw .doubledOperator(w) }
                    left = .and(left, try unary())
                } else if let w = word(at: index), orWords.contains(w) {
                    break
                } else if tokens[index] == .close {
                    break
                } else {
                    // Terms side by side mean both, as in a search box.
                    left = .and(left, try unary())
                }
            }
            return left
        }

        mutating func unary() throws(QueryProblem) -> RowQuery {
            guard !atEnd else { throw .empty }
            // sin leer, the Spanish unread, as a badge says it: leer names no field, so it is read before a negation.
            if let w = word(at: index), StateTerms.isWithoutReading(w, then: word(at: index + 1)),
               let read = FieldRole.read.field(in: fields) {
                index += 2
                return .not(.flag(read.name))
            }
            // en espera, the Spanish waiting, as a row's state and a count say it.
            if let w = word(at: index), Names.key(w) == "en", let next = word(at: index + 1), waitingWords.contains(Names.key(next)) {
                index += 2
                return .waiting
            }
            // sin fecha, the Spanish no date, as a grouping by due says it.
            if let w = word(at: index), Names.key(w) == "sin", let next = word(at: index + 1),
               let due = StateTerms.dueField(next, in: fields) {
                index += 2
                try count()
                return .not(.has(due.name))
            }
            // no date and sin fecha in a list that keeps no due date: no row has one, as
            // each row is said without one, so every row is found (where else the
            // words would be searched for, and sin fecha found none).
            if let w = word(at: index), Keyword.not.matchesInAnyLanguage(w),
               let next = word(at: index + 1), dateWords.contains(Names.key(next)), FieldRole.due.field(in: fields) == nil {
                index += 2
                try count()
                return .not(.has(FieldNames.due))
            }
            // The negation's words are the ones commands take (`Keyword.not`): not, no, sin.
            if let w = word(at: index), Keyword.not.matchesInAnyLanguage(w) {
                index += 1
                try count()
                guard !atEnd else { throw .missingTerm(after: w) }
                return .not(try unary())
            }
            return try term()
        }

        mutating func term() throws(QueryProblem) -> RowQuery {
            let token = tokens[index]
            try count()
            switch token {
            case .close: throw .unbalanced
            case .quoted(let text):
                index += 1
                return .words(text)
            case .open:
                index += 1
                depth += 1
                if depth > Parser.depthLimit { throw .tooLong(terms: Parser.termLimit, depth: Parser.depthLimit) }
                defer { depth -= 1 }
                let inner = try expression()
                guard index < tokens.count, tokens[index] == .close else { throw .unbalanced }
                index += 1
                return inner
            case .word(let raw):
                let w = raw.lowercased()
                if overdueWords.contains(w) {
                    index += 1
                    return .overdue
                }
                if waitingWords.contains(Names.key(w)) {
                    index += 1
                    return .waiting
                }
                if repeatingWords.contains(Names.key(w)) {
                    index += 1
                    return .repeating
                }
                if let field = StateTerms.field(named: w, in: fields) {
                    index += 1
                    return try fieldTerm(field)
                }
                if StateTerms.namesPinned(w) != nil {
                    // A list that declares no pinned field holds a pin under the name listo gave it before pinning declared one.
                    index += 1
                    return .flag(FieldNames.pinned)
                }
                if let due = StateTerms.dueField(w, in: fields) {
                    index += 1
                    return try fieldTerm(due)
                }
                if w.hasPrefix("un"), let field = StateTerms.field(named: String(w.dropFirst(2)), in: fields), field.type == .boolean {
                    index += 1
                    return .not(.flag(field.name))
                }
                // Plain words run together into one phrase.
                var phrase = [raw]
                index += 1
                while let next = word(at: index), !isKeyword(next) {
                    try count()
                    phrase.append(tokens[index].text)
                    index += 1
                }
                return .words(phrase.joined(separator: " "))
            }
        }

        func isKeyword(_ w: String) -> Bool {
            andWords.contains(w) || orWords.contains(w) || Keyword.not.matchesInAnyLanguage(w) || overdueWords.contains(w)
                || waitingWords.contains(Names.key(w)) || repeatingWords.contains(Names.key(w))
                || StateTerms.namesPinned(w) != nil || StateTerms.field(named: w, in: fields) != nil
                || (w.hasPrefix("un") && StateTerms.field(named: String(w.dropFirst(2)), in: fields)?.type == .boolean)
        }

        /// The words up to the next operator or closing bracket.
        mutating func operand() -> [String] {
            var words: [String] = []
            while index < tokens.count, !isOperator(at: index), tokens[index] != .open {
                words.append(tokens[index].text)
                index += 1
            }
            return words
        }

        mutating func fieldTerm(_ field: FieldDeclaration) throws(QueryProblem) -> RowQuery {
            switch field.type {
            case .boolean:
                return .flag(field.name)
            case .date:
                var comparison = DateComparison.on
                var typedComparison: String?
                if let w = word(at: index), let c = comparisons[w] {
                    comparison = c
                    typedComparison = w
                    index += 1
                }
                let words = operand()
                // The little words Spanish puts before a date (después de, antes del) are
                // no date: without one after them the date is missing, and a wrong one
                // is said back without them.
                let date = words.drop { StateTerms.dateLinks.contains(Names.key($0)) }
                if date.isEmpty {
                    if let typedComparison {
                        throw .missingDate(field: field.name, after: ([typedComparison] + words).joined(separator: " "), comparison: comparison)
                    }
                    if !words.isEmpty { throw .missingDate(field: field.name, after: words.joined(separator: " "), comparison: comparison) }
                    return .has(field.name)
                }
                let text = words.joined(separator: " ")
                guard let day = DateWords.parse(text, today: today, dayMonth: dayMonth) else {
                    if let end = DateWords.pastCalendar(text, today: today, dayMonth: dayMonth) { throw .pastCalendar(text: date.joined(separator: " "), end: end) }
                    throw .notADate(field: field.name, text: date.joined(separator: " "), comparison: comparison)
                }
                return .date(field.name, comparison, day)
            case .text, .number:
                let words = operand()
                if words.isEmpty { return .has(field.name) }
                let text = words.joined(separator: " ")
                guard let value = field.type.value(from: text, today: today, dayMonth: dayMonth) else {
                    throw .notAValue(field: field.name, type: field.type, text: text)
                }
                return .equals(field.name, value)
            }
        }
    }
}

extension StateTerms.Token {
    var text: String {
        switch self {
        case .word(let w), .quoted(let w): return w
        case .open: return "("
        case .close: return ")"
        }
    }
}
