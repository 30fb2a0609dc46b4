import ListoModel

/// The damaged values (`DamagedValue`) a store met while reading rows, each kept
/// once, until the session takes them to say; and each list's settings as last
/// read or written, which a row's fields are read against.
final class DamageLog {
    private struct Key: Hashable {
        var row: RowID
        var part: DamagedValue.Part
    }

    private var met: Set<Key> = []
    private var unsaid: [DamagedValue] = []
    /// Each list's settings: a value its declared field doesn't hold is damage.
    var settings: [ListID: ListSettings] = [:]

    func note(_ value: DamagedValue) {
        if met.insert(Key(row: value.row, part: value.part)).inserted { unsaid.append(value) }
    }

    /// The parts of a row met damaged since the last `take`.
    func peek(row: RowID) -> [DamagedValue.Part] {
        unsaid.reversed().prefix { $0.row == row }.map(\.part)
    }

    /// What was met since the last time, in the order it was met.
    func take() -> [DamagedValue] {
        defer { unsaid = [] }
        return unsaid
    }

    /// A row's fields and schedule from their stored text, each damaged value
    /// read as none and noted under the row's id and title.
    func read(row: RowID, title: String, list: ListID?, fields text: String, schedule: String?) -> ([String: FieldValue], Schedule) {
        var fields: [String: FieldValue] = [:]
        if let read = Codec.readFields(text) {
            fields = read.fields
            var damaged = read.damaged
            if let list, let declared = settings[list] {
                let notDays = fields.notDays(declared)
                for name in notDays { fields[name] = nil }
                damaged += notDays
            }
            for name in damaged.sorted() { note(DamagedValue(row: row, title: title, part: .field(name))) }
        } else {
            note(DamagedValue(row: row, title: title, part: .fields))
        }
        guard let days = Codec.readSchedule(schedule) else {
            note(DamagedValue(row: row, title: title, part: .schedule))
            return (fields, Schedule())
        }
        return (fields, days)
    }
}
