/// One truth for each state: what a row says, what a filter finds, what a badge
/// counts and what a command sets are the same values. Two gaps let them part:
/// a row in a list that keeps a read field with no read value at all (a filter's
/// `unread` found it, the row and the badge said nothing), and a field a row holds
/// an action sets that the list does not declare (the action said "Now snoozed.",
/// the filter took snoozed for a word). Rows arriving in a list close the first;
/// an imported list declaring what its actions set closes the second.
extension FieldValue {
    /// The type a value is of, for a field declared from what rows hold.
    public var type: FieldType {
        switch self {
        case .bool: return .boolean
        case .text: return .text
        case .number: return .number
        case .date: return .date
        }
    }
}

extension ListSettings {
    /// The boolean field that marks rows read, if the list keeps one.
    public var readField: FieldDeclaration? {
        guard let field = FieldRole.read.field(in: fields), field.type == .boolean else { return nil }
        return field
    }

    /// A row as it arrives in this list, added, moved in or imported, with the rows
    /// inside it: unread where the list keeps a read field and it has no read value,
    /// as a new message arrives unread.
    public func arriving(_ row: Row) -> Row {
        guard let read = readField else { return row }
        var row = row
        row.fillUnread(read.name)
        return row
    }

    /// A row as it arrives moved from another list: a state this list does not
    /// keep (done moved into Inbox, read into Tasks) is left behind, since here it
    /// could be said but not filtered, counted or set; pinned, which every list
    /// keeps, stays, and so do values that are not states. Then as `arriving`.
    public func movedIn(_ row: Row) -> Row {
        var row = row
        row.dropStates(keeping: self)
        return arriving(row)
    }

    /// Whether this list keeps a true-or-false field of that name, under its name in any language.
    func keepsState(_ name: String) -> Bool {
        if field(named: name) != nil || FieldRole.pinned.isNamed(name) { return true }
        return FieldRole.allCases.contains { $0.isNamed(name) && $0.field(in: fields) != nil }
    }

    /// Declares, after the fields it has, every field its actions set or toggle,
    /// typed by their values in the order first met; the names of those it added.
    /// Rows may hold fields a list does not declare (pinned, another program's
    /// values), kept as they are, so only what an action sets is declared.
    @discardableResult
    public mutating func declareActionFields() -> [String] {
        var added: [String] = []
        func declare(_ name: String, _ type: FieldType) {
            guard !name.isEmpty, field(named: name) == nil else { return }
            fields.append(FieldDeclaration(name, type))
            added.append(name)
        }
        for action in leadingActions + trailingActions {
            for effect in action.effects {
                switch effect {
                case .toggle(let name): declare(name, .boolean)
                case .setField(let name, let value): declare(name, value.type)
                case .delete, .clearField, .moveToSection: break
                }
            }
        }
        return added
    }
}

extension ListSettings {
    /// Declares each state and date listo knows by its role (done, read, due) that
    /// rows hold under one of its names with a value of its type, where the list
    /// declares no field in that role: a list imported from a program that wrote
    /// `read: false` without declaring read is said unread, filtered unread and
    /// counted unread alike, rather than said unread and refused by the filter.
    /// `held` is every field name the rows hold with the type of its first value.
    /// The names of those it added.
    @discardableResult
    public mutating func declareRoleFields(held: [String: FieldType]) -> [String] {
        var added: [String] = []
        for role in [FieldRole.done, .read, .due] where role.field(in: fields) == nil {
            let type: FieldType = role == .due ? .date : .boolean
            guard let name = held.keys.sorted().first(where: { role.isNamed($0) && held[$0] == type }),
                  field(named: name) == nil else { continue }
            fields.append(FieldDeclaration(name, type))
            added.append(name)
        }
        return added
    }
}

extension ListSettings {
    /// Declares every true-or-false field rows hold that the list keeps under no
    /// name or role (pinned, snoozed, flagged, from a file with no declarations):
    /// listo says such a state of a row ("Eps, flagged."), so it is one a person
    /// can set, filter, rotor and count too, as a declared one is. A name in a role
    /// the list keeps under another name (hecha beside done) is that field, not a
    /// second. `held` as declareRoleFields takes it; the names of those it added.
    @discardableResult
    public mutating func declareHeldStates(held: [String: FieldType]) -> [String] {
        var added: [String] = []
        for name in held.keys.sorted() where held[name] == .boolean && !name.isEmpty && field(named: name) == nil {
            if FieldRole.allCases.contains(where: { $0.isNamed(name) && $0.field(in: fields) != nil }) { continue }
            fields.append(FieldDeclaration(name, .boolean))
            added.append(name)
        }
        return added
    }
}

extension Row {
    /// Adds the names of the fields this row and every row inside it hold, each with
    /// the type of the first value met, to `held`.
    public func collectFieldTypes(into held: inout [String: FieldType]) {
        for (name, value) in fields where held[name] == nil { held[name] = value.type }
        for child in children { child.collectFieldTypes(into: &held) }
    }
}

extension Row {
    /// Takes from this row and every row inside it the true-or-false values the list does not keep.
    mutating func dropStates(keeping settings: ListSettings) {
        for (name, value) in fields {
            if case .bool = value, !settings.keepsState(name) { fields[name] = nil }
        }
        for i in children.indices { children[i].dropStates(keeping: settings) }
    }

    /// Gives this row and every row inside it a false `read` where it has none.
    mutating func fillUnread(_ read: String) {
        if value(.read) == nil { fields[read] = .bool(false) }
        for i in children.indices { children[i].fillUnread(read) }
    }
}
