import ListoAnnouncer
import ListoModel

/// The arguments of the commands that declare a list as the seeds do — swipe
/// actions, selection — and that move work between sections and lists.
extension Grammar {
    /// The tints a swipe action may take: SwiftUI's named colours.
    /// A tint as a language names it.
    static func tintName(_ tint: String, in language: Language) -> String {
        Message.tint(tint).map { Catalog(language)($0) } ?? tint
    }

    static let tints = ["red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown", "gray"]

    /// The colours a tint takes, as each language names them.
    static var tintUsage: Said {
        Said { t in t(.usageTint(t.alternatives(tints.map { t.language == .en ? $0 : tintName($0, in: t.language) }))) }
    }

    static let actionUsageInSpanish = "acción añadir NOMBRE inicio o final, luego destructiva o cancelar, tinte COLOR, y lo que hace: poner CAMPO, poner CAMPO VALOR, alternar CAMPO, mover a SECCIÓN o borrar, unidos por luego; acción quitar NOMBRE; acción renombrar NOMBRE a NUEVO; acción mover NOMBRE primero, último o N; acción completo inicio o final, sí o no"

    static let actionUsage = "action add NAME leading or trailing, then destructive or cancel, tint COLOR, and what it does: set FIELD, set FIELD VALUE, toggle FIELD, move to SECTION or delete, joined by then; action remove NAME; action rename NAME to NEW; action move NAME first, last or N; action full leading or trailing on or off"

    /// action: a keyword, then what it takes; its usage is one sentence in each language.
    static let actionWays = ArgumentDescriptor<Command>.ways(
        .keyword(.add, then: .reading([[.name]], claims: { _ in true }) { try actionAdd($0) }) { .declareAction($0) },
        .keyword(.remove, then: actionName) { .declareAction(.remove($0)) },
        .keyword(.delete, then: actionName) { .declareAction(.remove($0)) }.unsaid(offered: false),
        .keyword(.rename, then: .reading([[.name]], claims: { _ in true }) { try actionRename($0) }) { .declareAction($0) },
        .keyword(.move, then: .reading([[.name]], keywords: [.first, .top, .last, .bottom], claims: { _ in true }) { try actionMove($0) }) {
            .declareAction($0)
        },
        .keyword(.full, then: .reading([[.name]], keywords: [.leading, .trailing, .on, .off], claims: { _ in true }) { try actionFull($0) }) {
            .declareAction($0)
        }
    ).saying(Said("action add NAME leading or trailing, then its role, tint and effect; action remove, rename, move NAME; action full leading or trailing on or off",
                  "acción añadir NOMBRE inicio o final, luego su papel, tinte y efecto; acción quitar, renombrar, mover NOMBRE; acción completo inicio o final, sí o no"))

    /// action remove: the action's name.
    private static let actionName = ArgumentDescriptor<String>.reading([[.name]], claims: { _ in true }) { a in
        guard !a.text.isEmpty else { throw ArgumentProblem.missing(usage: Said("action remove NAME", "acción quitar NOMBRE")) }
        return RowReference.unquoted(a.text)
    }

    /// `NAME to NEW`.
    private static func actionRename(_ rest: Arguments) throws -> ActionDeclaration {
        let usage = Said("action rename NAME to NEW", "acción renombrar NOMBRE a NUEVO")
        guard let names = nameAndNew(rest) else { throw ArgumentProblem.missing(usage: usage) }
        return .rename(names.name, to: names.new)
    }

    /// `NAME first`, `NAME last` or `NAME N`.
    private static func actionMove(_ rest: Arguments) throws -> ActionDeclaration {
        let usage = Said("action move NAME first, last or N", "acción mover NOMBRE primero, último o N")
        let words = rest.text.split(separator: " ").map(String.init)
        guard words.count >= 2 else { throw ArgumentProblem.missing(usage: usage) }
        let name = RowReference.unquoted(words.dropLast().joined(separator: " "))
        let place = rest.with(words.last!)
        if place.is("first") || place.is("top") { return .move(name, at: 1) }
        if place.is("last") || place.is("bottom") { return .move(name, at: nil) }
        // Any number is a place, refused past the edge's first or last as a row number is.
        guard let n = TypedNumber.int(words.last!) else { throw ArgumentProblem.bad(words.last!, usage: usage) }
        return .move(name, at: n)
    }

    /// `leading on`, `trailing off`.
    private static func actionFull(_ rest: Arguments) throws -> ActionDeclaration {
        let usage = Said("action full leading or trailing, on or off", "acción completo inicio o final, sí o no")
        let (edgeWord, onOff) = rest.split(among: ["leading", "trailing"])
        guard !edgeWord.isEmpty, !onOff.text.isEmpty else { throw ArgumentProblem.missing(usage: usage) }
        guard let edge = Edge(rawValue: edgeWord) else { throw ArgumentProblem.bad(edgeWord, usage: usage) }
        guard onOff.is("on") || onOff.is("off") else { throw ArgumentProblem.bad(onOff.text, usage: usage) }
        return .fullSwipe(edge, on: onOff.is("on"))
    }

    /// `NAME leading|trailing [destructive|cancel] [tint COLOR] [EFFECT then EFFECT ...]`.
    private static func actionAdd(_ a: Arguments) throws -> ActionDeclaration {
        let usage = Said("action add NAME leading or trailing, then destructive or cancel, tint COLOR, and set FIELD, toggle FIELD, move to SECTION or delete",
                         "acción añadir NOMBRE inicio o final, luego destructiva o cancelar, tinte COLOR, y poner CAMPO, alternar CAMPO, mover a SECCIÓN o borrar")
        // A slice, so that taking a word off its front costs one step, not the words left:
        // a line of 65,000 bytes of words is read in linear time.
        var words = a.text.split(separator: " ").map(String.init)[...]
        guard !words.isEmpty else { throw ArgumentProblem.missing(usage: usage) }
        // A quoted name may hold spaces: it runs to the first word that ends with its quote.
        var name = words.removeFirst()
        if let quote = name.first, quote == "\"" || quote == "'", !(name.count > 1 && name.last == quote) {
            let end = words.firstIndex { $0.last == quote }.map { $0 + 1 } ?? words.endIndex
            name = ([name] + words[..<end]).joined(separator: " ")
            words = words[end...]
        }
        if let quote = name.first, quote == "\"" || quote == "'" { name = RowReference.unquoted(name) }
        // A name that runs a command is refused before the rest of the line is asked for, so
        // that it is not refused only on the second try; Delete waits for its effect.
        if let command = Session.command(shadowing: name, deletes: true) { throw Refusal.actionNameIsCommand(name, command: command) }
        guard let edgeWord = words.first else { throw ArgumentProblem.missing(usage: usage) }
        let edgeKeyword = ["leading", "trailing"].first { a.keyword($0, matches: edgeWord) }
        guard let edge = edgeKeyword.flatMap(Edge.init(rawValue:)) else { throw ArgumentProblem.bad(edgeWord, usage: usage) }
        words.removeFirst()
        var role = Role.normal
        var tint: String?
        var effects: [Effect] = []
        while let typed = words.first {
            let word = a.canonical(typed, ["destructive", "cancel", "normal", "tint"])
            switch word {
            case "destructive", "cancel", "normal":
                role = Role(rawValue: word)!
                words.removeFirst()
            case "tint":
                words.removeFirst()
                guard let typedColor = words.first else { throw ArgumentProblem.missing(usage: tintUsage) }
                let color = tints.first { Names.key($0) == Names.key(typedColor) || Names.key(tintName($0, in: a.context.language)) == Names.key(typedColor) } ?? typedColor
                guard tints.contains(color) else { throw ArgumentProblem.bad(color, usage: tintUsage) }
                tint = color.lowercased()
                words.removeFirst()
            default:
                effects = try self.effects(Array(words), usage: usage, a)
                words.removeAll()
            }
        }
        // A destructive action that says nothing else deletes, as SwiftUI's Delete button does.
        if effects.isEmpty && role == .destructive { effects = [.delete] }
        guard !effects.isEmpty else { throw ArgumentProblem.missing(usage: usage) }
        return .add(SwipeAction(name: name, role: role, tint: tint, effects: effects), edge: edge)
    }

    /// `set FIELD [to VALUE]`, `toggle FIELD`, `move to SECTION`, `delete`, joined by `then`.
    private static func effects(_ words: [String], usage: Said, _ a: Arguments) throws -> [Effect] {
        var effects: [Effect] = []
        var parts: [[String]] = [[]]
        var quote: Character?
        for (i, word) in words.enumerated() {
            let joins = quote == nil && (a.keyword("then", matches: word) || word == ",")
                && !namesSection(parts[parts.count - 1], next: words.dropFirst(i + 1).first, a)
            if joins { parts.append([]) } else { parts[parts.count - 1].append(word) }
            // Inside quotes a joining word is part of a name: move to "Now then later".
            if let open = quote {
                if word.last == open { quote = nil }
            } else if let first = word.first, first == "\"" || first == "'", !(word.count > 1 && word.last == first) {
                quote = first
            }
        }
        for part in parts {
            guard let first = part.first else { throw ArgumentProblem.missing(usage: usage) }
            let verb = a.canonical(first, ["set", "toggle", "move", "delete"])
            let rest = Array(part.dropFirst())
            switch verb {
            case "set", "sets", "mark", "marks":
                guard let field = rest.first else { throw ArgumentProblem.missing(usage: usage) }
                // A field is one word, so the words after it are its value, with or without
                // to, as the set command takes them: set due tomorrow, set due to tomorrow.
                var valueWords = rest.dropFirst()
                if let first = valueWords.first, a.keyword("to", matches: first) { valueWords = valueWords.dropFirst() }
                let value = valueWords.joined(separator: " ")
                switch value.lowercased() {
                case "", "true", "yes", "on": effects.append(.setField(field, .bool(true)))
                case "false", "no", "off": effects.append(.setField(field, .bool(false)))
                default: effects.append(.setField(field, .text(value)))
                }
            case "toggle", "toggles":
                guard let field = rest.first, rest.count == 1 else { throw ArgumentProblem.missing(usage: usage) }
                effects.append(.toggle(field))
            case "move", "moves":
                guard rest.first.map({ a.keyword("to", matches: $0) }) == true, rest.count > 1 else { throw ArgumentProblem.missing(usage: usage) }
                // `move to section NAME`, as the move command says it, names the same section as `move to NAME`.
                var target = Array(rest.dropFirst())
                if target.count > 1, Keyword.section.matches(target[0], in: a.context.language) { target.removeFirst() }
                effects.append(.moveToSection(RowReference.unquoted(target.joined(separator: " "))))
            case "delete", "deletes":
                effects.append(.delete)
            default:
                throw ArgumentProblem.bad(part[0], usage: usage)
            }
        }
        return effects
    }

    /// Whether a joining word (then, luego, a comma) after a move's words is part of
    /// the section's name: it joins only when a name stands before it and an effect
    /// follows it, so a section called Then or Luego is reached as any other is
    /// (move to Then, mover a sección Luego luego marcar hecha).
    private static func namesSection(_ part: [String], next: String?, _ a: Arguments) -> Bool {
        guard part.count >= 2, ["move", "moves"].contains(a.canonical(part[0], ["move"])), a.keyword("to", matches: part[1]) else { return false }
        var target = part.dropFirst(2)
        if let first = target.first, Keyword.section.matches(first, in: a.context.language) { target = target.dropFirst() }
        guard !target.isEmpty, let next else { return true }
        let verbs = ["set", "sets", "mark", "marks", "toggle", "toggles", "move", "moves", "delete", "deletes"]
        return !verbs.contains(a.canonical(next, ["set", "toggle", "move", "delete"]))
    }

    /// Whether the text is numbers and ranges of numbers, however many rows they name.
    static func isRowNumbers(_ text: String) -> Bool {
        let parts = text.split(whereSeparator: { $0 == "," || $0 == " " })
        guard parts.count > 1 || parts.first?.contains("-") == true else { return false }
        return parts.allSatisfy { rangeEnds($0).allSatisfy { $0 != nil } }
    }

    /// A number, or a range's two ends split at the dash after the first's digits, so
    /// that a negative end (`1--5`) is read as a range and refused as one; nil for an end
    /// that is no number.
    private static func rangeEnds(_ part: Substring) -> [Int?] {
        guard let dash = part.dropFirst().firstIndex(of: "-") else { return [TypedNumber.int(part)] }
        return [TypedNumber.int(part[..<dash]), TypedNumber.int(part[part.index(after: dash)...])]
    }

    /// `2-5`, `1, 3, 7` or a mix: the numbers named, in order, or nil when the text is not numbers.
    static func rowNumbers(_ text: String) -> [Int]? {
        let parts = text.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
        guard parts.count > 1 || parts.first?.contains("-") == true else { return nil }
        var numbers: [Int] = []
        for part in parts {
            let ends = rangeEnds(part[...])
            switch ends.count {
            case 1: guard let n = ends[0] else { return nil }; numbers.append(n)
            case 2:
                // A range written backwards (3-1) names the same rows as 1-3.
                guard let first = ends[0], let last = ends[1] else { return nil }
                let (low, high) = (min(first, last), max(first, last))
                // Any two numbers typed: their distance is measured without overflowing.
                let (span, overflow) = high.subtractingReportingOverflow(low)
                guard !overflow, span < 10_000 else { return nil }
                numbers += Array(low...high)
                // However many ranges a line holds, no more numbers than one range may name.
                if numbers.count > 10_000 { return nil }
            default: return nil
            }
        }
        return numbers
    }
}
