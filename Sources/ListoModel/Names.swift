/// The one rule for a name a person types, whatever it names: a row, a list, a
/// section, a field, an action, a voice, a language or a command word. Two names
/// are the same when their keys are: case and accents aside, so `abrir Articulos`
/// opens Artículos and `ULTIMO` is `último`. The key is the one rows are found by
/// (`SearchWords.fold`), so a title typed and a title indexed agree.
public enum Names {
    /// The folded key of a name: lowercased, accents and tildes taken off.
    public static func key(_ name: some StringProtocol) -> String { SearchWords.fold(String(name)) }

    /// Whether two names are one name under the rule.
    public static func same(_ a: some StringProtocol, _ b: some StringProtocol) -> Bool { key(a) == key(b) }
}

extension Sequence {
    /// The first element whose name is `name` under the one name rule.
    public func first(named name: some StringProtocol, by naming: (Element) -> String?) -> Element? {
        let wanted = Names.key(name)
        return first { naming($0).map(Names.key) == wanted }
    }
}
