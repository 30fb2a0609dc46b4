/// A value a store holds that listo can't read as it stands: text that is not
/// JSON, a number outside the range its field takes, a day that is not on the
/// calendar, or a value that is not a day in a field its list declares a date.
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
    /// The names of the values that are not days in fields the list declares dates
    /// (`due 9999999-99-99` kept as text): what no listo writes there, for an import
    /// makes ISO text a date and refuses any other, read as damage. Other fields take
    /// any value: true or false is read from a number or a text as well.
    public func notDays(_ settings: ListSettings) -> [String] {
        guard settings.fields.contains(where: { $0.type == .date }) else { return [] }
        return keys.sorted().filter { name in
            guard settings.field(named: name)?.type == .date, case .date = self[name]! else {
                return settings.field(named: name)?.type == .date
            }
            return false
        }
    }
}
