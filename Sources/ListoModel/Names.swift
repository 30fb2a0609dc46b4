/// The one rule for a name a person types, whatever it names: a row, a list, a
/// section, a field, an action, a voice, a language or a command word. Two names
/// are the same when their keys are: case and accents aside, so `abrir Articulos`
/// opens Artículos and `ULTIMO` is `último`; but ñ is a letter, not an accented n,
/// so Año and Ano are two names and `ñ` is no shorthand for `n`.
public enum Names {
    /// The folded key of a name: lowercased, accents taken off, ñ kept.
    public static func key(_ name: some StringProtocol) -> String { SearchWords.fold(String(name), keepingEnye: true) }

    /// The key a store indexes a title by (`title_key`): folded as words are
    /// (`SearchWords.fold`, ñ as n), so one look-up finds every row a name may be,
    /// and `key` then keeps those the name is. Stores written before ñ became a
    /// letter hold these keys, and need no rewriting.
    public static func indexKey(_ title: some StringProtocol) -> String { SearchWords.fold(String(title)) }

    /// Whether two names are one name under the rule.
    public static func same(_ a: some StringProtocol, _ b: some StringProtocol) -> Bool { key(a) == key(b) }

    /// `base` when no name in `taken` is it, else the first of `base 2`, `base 3`, …
    /// that none is, as a file manager names a second copy: a list imported from
    /// standard input, whose name says nothing, is named so beside one imported before.
    public static func free(_ base: String, among taken: [String]) -> String {
        let keys = Set(taken.map { key($0) })
        guard keys.contains(key(base)) else { return base }
        var n = 2
        while keys.contains(key("\(base) \(n)")) { n += 1 }
        return "\(base) \(n)"
    }
}

extension Sequence {
    /// The first element whose name is `name` under the one name rule.
    public func first(named name: some StringProtocol, by naming: (Element) -> String?) -> Element? {
        let wanted = Names.key(name)
        return first { naming($0).map(Names.key) == wanted }
    }
}
