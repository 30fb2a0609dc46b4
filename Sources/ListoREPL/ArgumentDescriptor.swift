import ListoAnnouncer
import ListoModel

/// An argument a command takes, declared once: what completion offers for it, how
/// its words become a typed value, and the ways to type the command that its usage
/// line says, as swift-argument-parser's `@Argument(help:completion:)` drives
/// parsing, help and completion at once. A grammar entry declared with one
/// (`e(..., takes: .optionalRow, summary: ...) { .pin($0) }`) gets its completion
/// kinds, its keywords, its parser and, in each language, its usage from it; an
/// entry whose arguments are a small language of their own (move, section,
/// action) declares their completion and the ways to type them (`.custom`), and
/// its parser reads the words.
public struct ArgumentDescriptor<Value>: Sendable {
    /// What Tab offers for the argument.
    public let completes: [ArgumentKind]
    let read: @Sendable (Arguments) throws -> Value
    /// The ways to type the command, given its word in a language and that
    /// language's catalog: `pin` and `pin ROW`. nil when the entry writes its usage.
    let forms: (@Sendable (String, Catalog) -> [String])?

    init(completes: [ArgumentKind], forms: (@Sendable (String, Catalog) -> [String])? = nil,
         read: @escaping @Sendable (Arguments) throws -> Value) {
        self.completes = completes
        self.forms = forms
        self.read = read
    }

    /// The same argument, with Tab offering other kinds (open takes a text and completes lists and rows).
    func completing(_ kinds: [ArgumentKind]) -> ArgumentDescriptor {
        ArgumentDescriptor(completes: kinds, forms: forms, read: read)
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
        let read = self.read
        let kinds: [ArgumentKind] = first ? [.words([keyword])] + completes : completes + [.words([keyword])]
        var keyedForms: (@Sendable (String, Catalog) -> [String])?
        if let forms {
            keyedForms = { name, t in forms(name, t) + [name + " " + keyword.word(in: t.language)] }
        }
        return ArgumentDescriptor<Keyed<Value>>(completes: kinds, forms: keyedForms) { a in
            keyword.matches(a.text, in: a.context.language) ? Keyed<Value>.keyword : Keyed<Value>.value(try read(a))
        }
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

extension ArgumentDescriptor where Value == Arguments {
    /// Arguments that are a small language of their own (move, section, select),
    /// declared at once: what Tab offers and the ways to type them, from which the
    /// usage line in each language is made (`[[], [.keyword(.all)], [.section]]` is
    /// `list, list all, or list SECTION`); the entry's parser reads the words.
    /// `then`: forms said apart after a semicolon (`section next, … or NAME;
    /// section add NAME, …`).
    static func custom(_ completes: [ArgumentKind], forms: [[UsageWord]], then more: [[UsageWord]] = []) -> ArgumentDescriptor {
        ArgumentDescriptor(completes: completes, forms: { name, t in
            let said = { (forms: [[UsageWord]]) in t.usageForms(forms.map { UsageWord.form(name, $0, t) }) }
            return [more.isEmpty ? said(forms) : said(forms) + "; " + said(more)]
        }) { $0 }
    }

    /// Arguments whose usage line is a sentence of its own in each language (an
    /// action's effects, a repeat's examples), declared with them.
    static func custom(_ completes: [ArgumentKind], usage: Said) -> ArgumentDescriptor {
        ArgumentDescriptor(completes: completes, forms: { _, t in [usage(t.language)] }) { $0 }
    }
}

extension ArgumentDescriptor where Value == Void {
    /// No argument: a word after the command is refused with the usage, since a
    /// count or a name typed there (`next 3`) would otherwise be dropped unheard.
    static var nothing: ArgumentDescriptor {
        ArgumentDescriptor(completes: [], forms: { name, _ in [name] }) { a in
            guard a.text.isEmpty else { throw ArgumentProblem.bad(a.text) }
        }
    }
}

extension ArgumentDescriptor where Value == RowReference? {
    /// A row by number, title or `.`; nothing for the focused row.
    static var optionalRow: ArgumentDescriptor {
        ArgumentDescriptor(completes: [.row], forms: { name, t in [name, name + " " + t(.placeholderRow)] }) { $0.optionalRow }
    }
}

extension ArgumentDescriptor where Value == RowReference {
    /// A row by number, title or `.`, which must be given.
    static var row: ArgumentDescriptor {
        ArgumentDescriptor(completes: [.row], forms: { name, t in [name + " " + t(.placeholderRow)] }) { a in
            guard let row = a.optionalRow else { throw ArgumentProblem.missing() }
            return row
        }
    }
}

extension ArgumentDescriptor where Value == String? {
    /// Any text, or nothing.
    static var optionalText: ArgumentDescriptor {
        ArgumentDescriptor(completes: [], forms: { name, t in [name, name + " " + t(.placeholderText)] }) { $0.text.nilIfEmpty }
    }

    /// A field of the open list by name, or nothing.
    static var optionalField: ArgumentDescriptor {
        ArgumentDescriptor(completes: [.field], forms: { name, t in [name, name + " " + t(.placeholderField)] }) { $0.text.nilIfEmpty }
    }
}

extension ArgumentDescriptor where Value == String {
    /// Any text, which must be given.
    static var text: ArgumentDescriptor {
        ArgumentDescriptor(completes: [], forms: { name, t in [name + " " + t(.placeholderText)] }) { a in
            guard !a.text.isEmpty else { throw ArgumentProblem.missing() }
            return a.text
        }
    }
}

extension ArgumentDescriptor where Value == Bool? {
    /// on or off (sí or no in Spanish), or nothing.
    static var onOff: ArgumentDescriptor {
        ArgumentDescriptor(completes: [.words([.on, .off])], forms: { name, t in
            [name, name + " " + Keyword.on.word(in: t.language), name + " " + Keyword.off.word(in: t.language)]
        }) { try $0.optionalOnOff() }
    }
}

extension ArgumentDescriptor where Value == Bool {
    /// One keyword, or nothing: `where, or where store`.
    static func flag(_ keyword: Keyword) -> ArgumentDescriptor {
        ArgumentDescriptor(completes: [.words([keyword])], forms: { name, t in [name, name + " " + keyword.word(in: t.language)] }) { a in
            if a.text.isEmpty { return false }
            guard keyword.matches(a.text, in: a.context.language) else { throw ArgumentProblem.bad(a.text) }
            return true
        }
    }
}

extension ArgumentDescriptor {
    /// A setting's value by its English name or its name in the language spoken, or nothing:
    /// `layout, or layout compact, regular or automatic`.
    static func choice<T: RawRepresentable & CaseIterable & SpokenValue & SendableMetatype>(_ type: T.Type) -> ArgumentDescriptor<T?> where T.RawValue == String {
        ArgumentDescriptor<T?>(completes: [.values(.of(T.self))], forms: { name, t in
            [name, name + " " + t.alternatives(T.allCases.map { t.language == .en ? $0.rawValue : t.name($0) })]
        }) { a -> T? in try a.optionalChoice() }
    }
}

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
