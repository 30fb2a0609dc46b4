import ListoAnnouncer
import ListoModel

/// An argument a command takes, declared once as the ways to type it: each way
/// says the words of its usage forms, what Tab offers where it starts, whether a
/// line is typed that way and the value it makes, as swift-argument-parser's
/// `@Argument(help:completion:)` and its subcommands drive parsing, help and
/// completion at once. A grammar entry declared with one gets its completion
/// kinds, its keywords, its parser and, in each language, its usage from it,
/// whether the argument is one value (`e(..., takes: .optionalRow, ...) { .pin($0) }`)
/// or a small language of its own:
///
///     takes: .ways(.nothing(.list(.focused)), .is(.all, .list(.all)), .value(.section) { .list(.section($0)) })
///
/// is `list, list all, or list SECTION`, completes `all` and the sections, and
/// reads a line by the first way that claims it: a keyword before a value, a
/// value that takes any words last.
public struct ArgumentDescriptor<Value>: Sendable {
    /// The ways, in groups a usage line says apart (`section next, … or NAME; section add NAME, …`).
    let groups: [ArgumentWays<Value>]
    /// A usage line of its own in each language, where one sentence says the ways
    /// better than their forms (an action's effects, a repeat's examples).
    var sentence: Said?
    /// What Tab offers, where it is other than what the ways offer.
    var completesInstead: [ArgumentKind]?

    init(_ groups: [ArgumentWays<Value>], sentence: Said? = nil) {
        self.groups = groups
        self.sentence = sentence
    }

    var ways: [ArgumentWay<Value>] { groups.flatMap(\.ways) }

    /// What Tab offers: each way's kinds in the ways' order, the keywords as one
    /// list where the first of them stands.
    public var completes: [ArgumentKind] {
        if let completesInstead { return completesInstead }
        var kinds: [ArgumentKind] = []
        var words: [Keyword] = []
        var wordsAt: Int?
        for kind in ways.flatMap(\.completes) {
            if case .words(let these) = kind {
                if wordsAt == nil {
                    wordsAt = kinds.count
                    kinds.append(kind)
                }
                words += these.filter { !words.contains($0) }
            } else if !kinds.contains(kind) {
                kinds.append(kind)
            }
        }
        if let wordsAt { kinds[wordsAt] = .words(words) }
        return kinds
    }

    /// What Tab offers where the text typed after the command's word ends, the
    /// readings that go furthest into it first: past the keyword a way starts with
    /// (`move to `), what that way takes after it (`section`, `list`, the rows), its
    /// keywords first; last, what every way offers for the whole text. Tab takes the
    /// first that has a match, so a title that starts with a keyword is still found.
    func offers(after text: String, in language: Language) -> [Offer] {
        let past = ways.flatMap { $0.offersAfter?(text, language) ?? [] }.filter { $0.partial.count < text.count }
        var byLength: [Int: [ArgumentKind]] = [:]
        for offer in past { byLength[offer.partial.count, default: []] += offer.kinds }
        let deeper = byLength.keys.sorted().map { length in
            Offer(kinds: Self.keywordsFirst(byLength[length]!), partial: String(text.suffix(length)))
        }
        return deeper + [Offer(kinds: completes, partial: text)]
    }

    /// Kinds offered together as one list: the keywords first, each kind once.
    private static func keywordsFirst(_ offered: [ArgumentKind]) -> [ArgumentKind] {
        var words: [Keyword] = []
        var kinds: [ArgumentKind] = []
        for kind in offered {
            if case .words(let these) = kind {
                words += these.filter { !words.contains($0) }
            } else if !kinds.contains(kind) {
                kinds.append(kind)
            }
        }
        return (words.isEmpty ? [] : [.words(words)]) + kinds
    }

    /// Every keyword its ways read, the words after a way's first word too, and those Tab offers.
    var keywords: [Keyword] {
        var out: [Keyword] = []
        let offered = (completesInstead ?? []).flatMap { kind -> [Keyword] in if case .words(let words) = kind { words } else { [] } }
        for keyword in ways.flatMap(\.keywords) + offered where !out.contains(keyword) { out.append(keyword) }
        return out
    }

    /// Reads the words after the command's word by the first way that claims
    /// them: ways led by a keyword, then values that take only some words, then
    /// values that take any. Words no way claims are refused: the first of them
    /// when the ways are keywords, else all of them.
    func read(_ a: Arguments) throws -> Value {
        let ways = self.ways
        for rank in [WayRank.keyword, .particular, .anyWords] {
            if let way = ways.first(where: { $0.rank == rank && $0.claims(a) }) { return try way.read(a) }
        }
        if a.text.isEmpty {
            // Ways said apart: nothing typed is answered with the first of them (`section next, … or NAME`).
            let said = groups.filter { !$0.ways.flatMap(\.forms).isEmpty }
            guard said.count > 1 else { throw ArgumentProblem.missing() }
            let first = said[0]
            throw ArgumentProblem.missing(usage: Said { t in first.usage(Grammar.name(of: a.command, in: t.language), t) })
        }
        if ways.contains(where: { $0.leads }), !ways.contains(where: { $0.rank != .keyword && $0.forms.contains { !$0.isEmpty } }) {
            throw ArgumentProblem.bad(Self.firstWord(a))
        }
        throw ArgumentProblem.bad(a.text)
    }

    /// The first word typed, or the whole quoted text a quote opens: `move "x y"` is refused for "x y", not for half of it.
    /// Said back as typed, its case kept: `new Tasks` was refused for "tasks", a name the person never typed.
    static func firstWord(_ a: Arguments) -> String {
        let text = a.text
        guard text.first == "\"", let close = text.dropFirst().firstIndex(of: "\"") else { return String(text.prefix { $0 != " " }) }
        return String(text[...close])
    }

    /// The usage line in a language, given the command's word in it.
    func usage(_ name: String, _ t: Catalog) -> String {
        if let sentence { return sentence(t.language) }
        return groups.map { $0.usage(name, t) }.filter { !$0.isEmpty }.joined(separator: "; ")
    }

    /// The same argument, with Tab offering other kinds (open takes a text and completes lists and rows).
    func completing(_ kinds: [ArgumentKind]) -> ArgumentDescriptor {
        var descriptor = self
        descriptor.completesInstead = kinds
        return descriptor
    }

    /// The same argument, its usage one sentence of its own in each language.
    func saying(_ sentence: Said) -> ArgumentDescriptor {
        var descriptor = self
        descriptor.sentence = sentence
        return descriptor
    }

    /// Another group of ways, said after a semicolon.
    func then(_ more: ArgumentDescriptor) -> ArgumentDescriptor {
        ArgumentDescriptor(groups + more.groups, sentence: sentence)
    }

    /// The value each way makes, made into another.
    func map<T>(_ make: @escaping @Sendable (Value) throws -> T) -> ArgumentDescriptor<T> {
        var mapped = ArgumentDescriptor<T>(groups.map { $0.map(make) }, sentence: sentence)
        mapped.completesInstead = completesInstead
        return mapped
    }

    /// Ways said with the command's word each: `list, list all, or list SECTION`.
    static func ways(_ ways: ArgumentWay<Value>...) -> ArgumentDescriptor {
        ArgumentDescriptor([ArgumentWays(ways: ways, style: .each)])
    }

    /// Ways said after the command's word once: `move up, down, …, or to list NAME`
    /// (`.series`), `section next, previous, … N or NAME` (`.alternatives`).
    static func ways(_ style: UsageStyle, _ ways: ArgumentWay<Value>...) -> ArgumentDescriptor {
        ArgumentDescriptor([ArgumentWays(ways: ways, style: style)])
    }

    /// An argument, or a keyword in its place: `footer TEXT, or footer off`.
    /// Tab offers the keyword after the argument's own kinds.
    static func either<T>(_ argument: ArgumentDescriptor<T>, or keyword: Keyword) -> ArgumentDescriptor where Value == Keyed<T> {
        argument.keyed(keyword, first: false)
    }

    /// A keyword, or an argument: `read, read ROW, or read on`, with Tab offering the keyword first.
    static func keyword<T>(_ keyword: Keyword, or argument: ArgumentDescriptor<T>) -> ArgumentDescriptor where Value == Keyed<T> {
        argument.keyed(keyword, first: true)
    }

    private func keyed(_ keyword: Keyword, first: Bool) -> ArgumentDescriptor<Keyed<Value>> {
        var keyed = map { Keyed<Value>.value($0) }
        let groups = keyed.groups
        let last = groups.count - 1
        var ways = groups[last].ways
        ways.append(ArgumentWay(forms: [[.keyword(keyword)]], completes: [.words([keyword])], keywords: [keyword], rank: .keyword, leads: false,
                                claims: { keyword.matches($0.text, in: $0.context.language) }) { _ in .keyword })
        keyed = ArgumentDescriptor<Keyed<Value>>(Array(groups.dropLast()) + [ArgumentWays(ways: ways, style: groups[last].style)], sentence: sentence)
        if first { keyed.completesInstead = [.words([keyword])] + completes }
        return keyed
    }
}

/// How a group of ways is said after the command's word.
enum UsageStyle: Sendable {
    /// Each form with the command's word: `edit, edit on, or edit off`.
    case each
    /// The word once, then the forms as a usage line lists them: `move up, down, …, or to list NAME`.
    case series
    /// The word once, then the forms as a choice: `section next, previous, first, last, N or NAME`.
    case alternatives
}

/// Ways a usage line says together.
struct ArgumentWays<Value>: Sendable {
    let ways: [ArgumentWay<Value>]
    let style: UsageStyle

    func usage(_ name: String, _ t: Catalog) -> String {
        let forms = ways.flatMap(\.forms)
        if forms.isEmpty { return "" }
        switch style {
        case .each: return t.usageForms(forms.map { UsageWord.form(name, $0, t) })
        case .series: return UsageWord.form(name, [.forms(forms)], t)
        case .alternatives: return UsageWord.form(name, [.oneOf(forms.map(UsageWord.joined))], t)
        }
    }

    func map<T>(_ make: @escaping @Sendable (Value) throws -> T) -> ArgumentWays<T> {
        ArgumentWays<T>(ways: ways.map { $0.map(make) }, style: style)
    }
}

/// What Tab offers at the end of a line: the kinds of word, and the text they
/// are offered for (from where the name being typed starts).
public struct Offer: Sendable, Equatable {
    public var kinds: [ArgumentKind]
    public var partial: String
}

/// Which ways a line is offered to first.
enum WayRank: Sendable {
    /// Led by a keyword, or the keyword alone: a keyword is never taken for a name.
    case keyword
    /// A value that takes only some words: numbers, a field's name, nothing at all.
    case particular
    /// A value that takes any words: a row's title, a section's name, a text.
    case anyWords
}

/// One way to type an argument: the forms its usage line says, what Tab offers
/// where it starts, whether a line is typed this way, and the value it makes.
struct ArgumentWay<Value>: Sendable {
    /// Its usage forms, each the words after the command's word; none for a way
    /// the usage line leaves to the help (`move selection …`, `field delete`).
    let forms: [[UsageWord]]
    let completes: [ArgumentKind]
    /// The keywords it reads, the one it starts with first.
    let keywords: [Keyword]
    let rank: WayRank
    /// Whether its first word is a keyword of its own (`section add NAME`).
    let leads: Bool
    /// What Tab offers once the text has gone past this way's keyword, each with the
    /// part of the text it offers for; none for a text that does not start with it.
    var offersAfter: (@Sendable (String, Language) -> [Offer])? = nil
    let claims: @Sendable (Arguments) -> Bool
    let read: @Sendable (Arguments) throws -> Value

    func map<T>(_ make: @escaping @Sendable (Value) throws -> T) -> ArgumentWay<T> {
        let read = self.read
        return ArgumentWay<T>(forms: forms, completes: completes, keywords: keywords, rank: rank, leads: leads, offersAfter: offersAfter, claims: claims) {
            try make(read($0))
        }
    }

    /// Nothing typed.
    static func nothing(_ value: Value) -> ArgumentWay where Value: Sendable {
        ArgumentWay(forms: [[]], completes: [], keywords: [], rank: .particular, leads: false, claims: { $0.text.isEmpty }) { _ in value }
    }

    /// The whole argument is a keyword: `list all`, `width off`.
    static func `is`(_ keyword: Keyword, _ value: Value) -> ArgumentWay where Value: Sendable {
        ArgumentWay(forms: [[.keyword(keyword)]], completes: [.words([keyword])], keywords: [keyword], rank: .keyword, leads: false,
                    claims: { keyword.matches($0.text, in: $0.context.language) }) { _ in value }
    }

    /// A keyword, then what follows it read by another argument: `selection mode
    /// VALUE`, `section add NAME`, `move up` (then nothing: `move up 3` refuses 3).
    /// `ownUsage`: a mistake after the keyword is said with this way's forms
    /// (`section add NAME`), not the whole command's.
    static func keyword<T>(_ keyword: Keyword, then rest: ArgumentDescriptor<T>, ownUsage: Bool = false,
                           _ make: @escaping @Sendable (T) throws -> Value) -> ArgumentWay {
        ArgumentWay.keyword(UsageWord.keyword(keyword), keyword, then: rest, ownUsage: ownUsage, make)
    }

    /// The same, the keyword said in the usage line in words of its own (`before`, `antes de`).
    static func keyword<T>(_ said: UsageWord, _ keyword: Keyword, then rest: ArgumentDescriptor<T>, ownUsage: Bool = false,
                           _ make: @escaping @Sendable (T) throws -> Value) -> ArgumentWay {
        let forms = rest.groups.flatMap { $0.ways.flatMap(\.forms) }.map { [said] + $0 }
        return ArgumentWay(forms: forms.isEmpty ? [[said]] : forms, completes: [.words([keyword])], keywords: [keyword] + rest.keywords,
                           rank: .keyword, leads: true,
                           offersAfter: { text, language in
                               guard let space = text.firstIndex(of: " "), keyword.matches(String(text[..<space]), in: language) else { return [] }
                               return rest.offers(after: String(text[space...].drop { $0 == " " }), in: language)
                           },
                           claims: { a in keyword.matches(a.split.word, in: a.context.language) }) { a in
            do {
                return try make(rest.read(a.split.rest))
            } catch let problem as ArgumentProblem where ownUsage && problem.usage == nil {
                throw ArgumentProblem(kind: problem.kind, usage: Said { t in
                    t.usageForms(forms.map { UsageWord.form(Grammar.name(of: a.command, in: t.language), $0, t) })
                })
            }
        }
    }

    /// A value another argument reads, made into this one's.
    static func value<T>(_ argument: ArgumentDescriptor<T>, _ make: @escaping @Sendable (T) throws -> Value) -> ArgumentWay {
        let read = argument.read
        let ways = argument.ways
        return ArgumentWay(forms: ways.flatMap(\.forms), completes: argument.completes, keywords: argument.keywords,
                           rank: ways.allSatisfy { $0.rank == .anyWords } ? .anyWords : .particular, leads: false,
                           offersAfter: { argument.offers(after: $0, in: $1) },
                           claims: { a in ways.contains { $0.claims(a) } }) { try make(read($0)) }
    }

    /// A way that claims only the lines `when` says, of those it would.
    func only(when: @escaping @Sendable (Arguments) -> Bool) -> ArgumentWay {
        let claims = self.claims
        return ArgumentWay(forms: forms, completes: completes, keywords: keywords, rank: rank, leads: leads, offersAfter: offersAfter,
                           claims: { claims($0) && when($0) }, read: read)
    }

    /// The way, left out of the usage line, which the help says (`move selection …`);
    /// `offered: false` leaves it out of what Tab offers too (`field delete`, another word for `field remove`).
    func unsaid(offered: Bool = true) -> ArgumentWay {
        ArgumentWay(forms: [], completes: offered ? completes : [], keywords: keywords, rank: rank, leads: leads,
                    offersAfter: offered ? offersAfter : nil, claims: claims, read: read)
    }
}

/// A value whose words are its own small reading, declared at once: its forms,
/// what Tab offers for it, the keywords it reads, which words it takes, and how.
/// `after`: what Tab offers once a word of the reading's own is typed (`note off ROW`
/// completes the row after off), where `completes` offers for the whole text.
extension ArgumentDescriptor {
    static func reading(_ forms: [[UsageWord]], completes: [ArgumentKind] = [], after: [(Keyword, [ArgumentKind])] = [], keywords: [Keyword] = [],
                        anyWords: Bool = true, claims: @escaping @Sendable (Arguments) -> Bool = { !$0.text.isEmpty },
                        _ read: @escaping @Sendable (Arguments) throws -> Value) -> ArgumentDescriptor {
        var offersAfter: (@Sendable (String, Language) -> [Offer])?
        if !after.isEmpty {
            offersAfter = { (text: String, language: Language) -> [Offer] in
                guard let space = text.firstIndex(of: " ") else { return [] }
                let word = String(text[..<space])
                let rest = String(text[space...].drop { $0 == " " })
                var offers: [Offer] = []
                for (keyword, kinds) in after where keyword.matches(word, in: language) { offers.append(Offer(kinds: kinds, partial: rest)) }
                return offers
            }
        }
        return .ways(ArgumentWay(forms: forms, completes: completes, keywords: keywords, rank: anyWords ? .anyWords : .particular,
                                 leads: false, offersAfter: offersAfter, claims: claims, read: read))
    }
}

/// An argument that is a keyword or a value: `.keyword` for `off`, `.value` for the rest.
public enum Keyed<Value> {
    case keyword
    case value(Value)

    /// What the keyword stands for, or what the value makes.
    func either<Result>(_ keyword: Result, _ make: (Value) -> Result) -> Result {
        switch self {
        case .keyword: return keyword
        case .value(let value): return make(value)
        }
    }
}

extension ArgumentDescriptor where Value == Void {
    /// No argument: a word after the command is refused with the usage, since a
    /// count or a name typed there (`next 3`) would otherwise be dropped unheard.
    static var nothing: ArgumentDescriptor { .ways(.nothing(())) }
}

extension ArgumentDescriptor where Value == RowReference {
    /// A row by number, title or `.`, which must be given.
    static var row: ArgumentDescriptor { .reading([[.row]], completes: [.row]) { RowReference(parsing: $0.text) } }
}

extension ArgumentDescriptor where Value == RowReference? {
    /// A row by number, title or `.`; nothing for the focused row.
    static var optionalRow: ArgumentDescriptor { .ways(.nothing(nil), .value(.row) { $0 }) }
}

extension ArgumentDescriptor where Value == String {
    /// Any text, which must be given.
    static var text: ArgumentDescriptor { .reading([[.text]]) { $0.text } }
    /// A name, which must be given: quotes around it only group it.
    static var name: ArgumentDescriptor { .reading([[.name]]) { RowReference.unquoted($0.text) } }
    /// A new title, which must be given: double quotes around the whole of it only group it.
    static var title: ArgumentDescriptor { .reading([[.title]]) { $0.title } }
    /// Words taken as typed, which must be given, said in the usage line as `word` (NAME).
    static func typed(_ word: UsageWord) -> ArgumentDescriptor { .reading([[word]]) { $0.text } }
}

extension ArgumentDescriptor where Value == String? {
    /// Any text, or nothing.
    static var optionalText: ArgumentDescriptor { .ways(.nothing(nil), .value(.text) { $0 }) }

    /// A field of the open list by name, or nothing.
    static var optionalField: ArgumentDescriptor {
        .ways(.nothing(nil), .value(.reading([[.field]], completes: [.field]) { $0.text }) { $0 })
    }
}

extension ArgumentDescriptor where Value == SectionReference {
    /// A section by number or name.
    static var section: ArgumentDescriptor { .reading([[.section]], completes: [.section]) { $0.section } }
}

extension ArgumentDescriptor where Value == Bool? {
    /// on or off (sí or no in Spanish), or nothing.
    static var onOff: ArgumentDescriptor { .ways(.nothing(nil), .is(.on, true), .is(.off, false)) }
}

extension ArgumentDescriptor where Value == Bool {
    /// One keyword, or nothing: `where, or where store`.
    static func flag(_ keyword: Keyword) -> ArgumentDescriptor { .ways(.nothing(false), .is(keyword, true)) }
}

extension ArgumentDescriptor {
    /// A setting's value by its English name or its name in the language spoken, or nothing:
    /// `layout, or layout compact, regular or automatic`.
    static func choice<T: RawRepresentable & CaseIterable & SpokenValue & Sendable & SendableMetatype>(_ type: T.Type) -> ArgumentDescriptor<T?> where T.RawValue == String {
        .ways(.nothing(nil), .value(.reading([[.values([.of(T.self)])]], completes: [.values(.of(T.self))]) { a -> T in
            guard let value = a.choice(T.self) else { throw ArgumentProblem.bad(a.text) }
            return value
        }) { $0 })
    }
}

extension Keyed: Sendable where Value: Sendable {}

/// A word of a usage line, worded in each language from the declaration: a
/// keyword, a placeholder, an example typed the same in every language, or a
/// choice among several.
struct UsageWord: Sendable {
    let say: @Sendable (Catalog) -> String

    /// A keyword, as completion offers it in the language.
    static func keyword(_ keyword: Keyword) -> UsageWord { UsageWord { keyword.word(in: $0.language) } }
    /// Words the catalogs say: a placeholder such as ROW, or `and a unit`.
    static func slot(_ message: Message) -> UsageWord { UsageWord { $0(message) } }
    /// Words each language says its own way: `before`, `antes de`.
    static func said(_ words: Said) -> UsageWord { UsageWord { words($0.language) } }
    /// Typed the same in every language: `N`, `2-5`, `9:00`.
    static func example(_ text: String) -> UsageWord { UsageWord { _ in text } }
    /// One of several: `main or standard`.
    static func oneOf(_ words: [UsageWord]) -> UsageWord { UsageWord { t in t.alternatives(words.map { $0.say(t) }) } }
    /// The ways to go on after the command's word, said once: `move up, down, … or to list NAME`.
    static func forms(_ forms: [[UsageWord]]) -> UsageWord {
        UsageWord { t in t.usageForms(forms.map { $0.map { $0.say(t) }.joined(separator: " ") }) }
    }
    /// Several words said as one: a form of a choice (`N`, `to section NAME`).
    static func joined(_ words: [UsageWord]) -> UsageWord { UsageWord { t in words.map { $0.say(t) }.joined(separator: " ") } }
    /// A setting's values: by English name in English, as the catalog names them in other languages.
    static func values(_ values: [SpokenValues]) -> UsageWord {
        UsageWord { t in t.alternatives(values.flatMap { t.language == .en ? $0.rawValues : $0.names(t) }) }
    }
    /// A word with a mark after it: `ROW:`.
    func followed(by mark: String) -> UsageWord {
        let say = self.say
        return UsageWord { say($0) + mark }
    }

    static let row = slot(.placeholderRow), text = slot(.placeholderText), field = slot(.placeholderField)
    static let section = slot(.placeholderSection), name = slot(.placeholderName), title = slot(.placeholderTitle)
    static let list = slot(.placeholderList), value = slot(.placeholderValue), action = slot(.placeholderAction)

    /// A form: the command's word and these words after it.
    static func form(_ name: String, _ words: [UsageWord], _ t: Catalog) -> String {
        ([name] + words.map { $0.say(t) }).joined(separator: " ")
    }
}
