/// A value a store holds that listo can't read as it stands: text that is not
/// JSON, a number outside the range its field takes, a day that is not on the
/// calendar, or a value of another type than its list declares for the field.
/// It is read as none, said once where a session meets it, and left out, by
/// name, by `listo recover` and by export: never the reason a read fails.
public struct DamagedValue: Hashable, Sendable {
    /// Which of a row's values is damaged.
    public enum Part: Hashable, Sendable {
        /// Its days (repeat, start, reminder, times done), read as none.
        case schedule
        /// All its fields, when their text can't be read at all.
        case fields
        /// One field, by its stored name.
        case field(String)
    }

    public var row: RowID
    /// The row's title, to name it by when it is said.
    public var title: String
    public var part: Part

    public init(row: RowID, title: String, part: Part) {
        self.row = row
        self.title = title
        self.part = part
    }
}

extension [String: FieldValue] {
    /// The names of the values the declared fields don't hold (a text in a date
    /// field): what no listo writes, read as damage. Undeclared fields take any value.
    public func undeclaredValues(_ settings: ListSettings) -> [String] {
        guard !settings.fields.isEmpty else { return [] }
        return keys.sorted().filter { name in
            guard let type = settings.field(named: name)?.type else { return false }
            return !type.holds(self[name]!)
        }
    }
}
