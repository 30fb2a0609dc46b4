import ListoAnnouncer
import ListoModel

/// Changing a row's fields, declaring a list's fields, and grouping by one.
extension Session {
    var declaredFields: [FieldDeclaration] { storedDocument.settings.fields }

    func declared(_ name: String) throws -> FieldDeclaration {
        // A state word as listo says it names its field too: leída for a field leído, read in Spanish.
        guard let field = storedDocument.settings.field(named: name) ?? StateTerms.field(named: name, in: declaredFields) else {
            throw Refusal.unknownField(list: storedDocument.name, field: name, declared: declaredFields.map(\.name))
        }
        return field
    }

    /// The refusal of a line naming no field the list has, naming the word meant as the
    /// field: the one after a row's title where the line begins with one (`set Bread due
    /// tomorrow` lacks due, not Bread), with the type its value fits to add it by. A whole
    /// title is looked for first, the longest; a title's start only with a field and a
    /// value after it, so that `set due tomorrow` is not read as a row Due diligence.
    func fieldNotNamed(_ missing: FieldNotNamed) throws -> Refusal {
        let words = missing.words
        var field = 0
        if !missing.rowSetOff, words.count > 1 {
            // A title is a few words: a long line is not looked up at every word.
            let ends = (1..<min(words.count, 9)).reversed()
            if let end = try ends.first(where: { try rowsNamed(.title(words[..<$0].joined(separator: " ")), wholeTitle: true) != nil }) {
                field = end
            } else if let end = try ends.first(where: { end in
                guard end + 1 < words.count else { return false }
                return try rowsNamed(.title(words[..<end].joined(separator: " "))) != nil
            }) {
                field = end
            }
        }
        let value = words[(field + 1)...].joined(separator: " ")
        return .unknownField(list: missing.list, field: words[field], declared: missing.declared, type: fittingType(value))
    }

    /// The type a value typed for a field not there fits best, to name in the line that adds
    /// it: a yes or no, a number, a date, else text; none when no value was typed.
    private func fittingType(_ text: String) -> FieldType? {
        guard !text.trimmingSpaces().isEmpty else { return nil }
        return [FieldType.boolean, .number, .date].first { $0.value(from: text, today: today, dayMonth: dayMonth) != nil } ?? .text
    }

    func setCommand(_ reference: RowReference?, _ name: String, _ text: String) throws -> [Announcement] {
        if isStartWord(name) {
            guard !text.isEmpty else { throw ArgumentProblem.missing() }
            return try startCommand(reference, text)
        }
        if pinnedUndeclared(name) {
            let pinned = FieldDeclaration(FieldRole.pinned.name(in: settings.language), .boolean)
            guard case .bool(let on)? = text.isEmpty ? .bool(true) : pinned.type.value(from: text, today: today, dayMonth: dayMonth) else { throw badValue(pinned, text) }
            return try pin(try row(reference), on)
        }
        let field = try declared(name)
        // set 2 snoozed: a state named alone is set, as mark snoozed 2 sets it; any other field needs its value.
        if text.isEmpty && field.type != .boolean { throw ArgumentProblem.missing() }
        if field.type == .number, FieldValue.digitCount(text) > FieldValue.numberDigits, FieldValue.number(text: text.trimmingSpaces()) != nil {
            throw Refusal.numberTooLong(field: field.name, text: text.trimmingSpaces(), digits: FieldValue.digitCount(text))
        }
        guard let value = text.isEmpty ? .bool(true) : field.type.value(from: text, today: today, dayMonth: dayMonth) else {
            throw badValue(field, text)
        }
        if takesSelection(reference) {
            let action = SwipeAction(.set, effects: [.setField(field.name, value)])
            return try runAction(action, onTarget: reference)
        }
        let row = try row(reference)
        if FieldRole.pinned.isNamed(field.name), case .bool(let pinned) = value { return try pin(row, pinned) }
        return try changeField { .setField(list: state.listID, row: row, field: field.name, value: value) }
    }

    func unsetCommand(_ reference: RowReference?, _ name: String) throws -> [Announcement] {
        if isStartWord(name) { return try startCommand(reference, nil) }
        if pinnedUndeclared(name) { return try pin(try row(reference), false) }
        let field = try declared(name)
        // A state unset on the selected rows is set off on each, as mark not does; any
        // other field has its value removed from each, rows without one left as set leaves them.
        if field.type == .boolean, let said = try setOnSelection(reference, field.name, .bool(false)) { return said }
        if field.type != .boolean, takesSelection(reference) {
            return try runAction(SwipeAction(.set, effects: [.clearField(field.name)]), onTarget: reference)
        }
        let row = try row(reference)
        if FieldRole.pinned.isNamed(field.name) { return try pin(row, false) }
        return try changeField { .setField(list: state.listID, row: row, field: field.name, value: nil) }
    }

    func toggleCommand(_ reference: RowReference?, _ name: String) throws -> [Announcement] {
        if pinnedUndeclared(name) {
            let row = try row(reference)
            return try pin(row, !(document.row(row)?.isPinned ?? false))
        }
        let field = try declared(name)
        if takesSelection(reference) {
            guard field.type == .boolean else { throw Refusal.model(.notBoolean(field: field.name, type: field.type)) }
            let action = SwipeAction(.toggle, effects: [.toggle(field.name)])
            return try runAction(action, onTarget: reference)
        }
        let row = try row(reference)
        if FieldRole.pinned.isNamed(field.name), let current = document.row(row) { return try pin(row, !current.isPinned) }
        return try changeField { .toggleField(list: state.listID, row: row, field: field.name) }
    }

    func pinCommand(_ reference: RowReference?, pinned: Bool) throws -> [Announcement] {
        if let field = declaredFields.first(where: { FieldRole.pinned.isNamed($0.name) }),
           let said = try setOnSelection(reference, field.name, .bool(pinned)) { return said }
        return try pin(try row(reference), pinned)
    }

    /// mark, unset, pin and unpin on the selected rows, where set and toggle act:
    /// run as set runs there, one action and one undo step, said as set says it.
    /// Nil where the command takes one row instead.
    private func setOnSelection(_ reference: RowReference?, _ field: String, _ value: FieldValue) throws -> [Announcement]? {
        guard takesSelection(reference) else { return nil }
        return try runAction(SwipeAction(.set, effects: [.setField(field, value)]), onTarget: reference)
    }

    /// Whether a word names pinned in a list that declares no pinned field: every list
    /// keeps pinned, and pinning a row declares it, so set, unset, toggle and mark pin
    /// one row there as pin does, where they would refuse a field not declared.
    func pinnedUndeclared(_ name: String) -> Bool {
        FieldRole.pinned.field(in: declaredFields) == nil && StateTerms.namesPinned(name) != nil
    }

    private func pin(_ row: RowID, _ pinned: Bool) throws -> [Announcement] {
        try changeField { .setPinned(list: state.listID, row: row, pinned: pinned, field: FieldRole.pinned.name(in: settings.language)) }
    }

    /// `mark read`, `mark unread 2`, `mark done`, `mark undone`, `mark not snoozed`;
    /// the row first too, as set takes it: `mark 2 snoozed`, `mark Buy bread not done`.
    func markCommand(_ state: String, _ reference: RowReference?) throws -> [Announcement] {
        guard let (field, value) = stateField(state) else {
            if let reference, let (row, rest) = rowThenState(state, reference) { return try markCommand(rest, row) }
            // mark 2 foo: the field named is foo, not the row's number.
            var named = stateWord(state).word
            if Int(named) != nil || named == ".", case .title(let title)? = reference, let last = title.split(separator: " ").last { named = String(last) }
            // mark unread where no read field is: the field to add is read, a true-or-false one, not unread;
            // so for mark Milk unread, where the grammar read milk as the state.
            var states = [named]
            if case .title(let title)? = reference, let last = title.split(separator: " ").last { states.append(stateWord(String(last)).word) }
            for word in states {
                guard let (said, role) = StateTerms.undeclaredState(in: word, fields: declaredFields), role != .due else { continue }
                throw Refusal.noFieldToMark(list: storedDocument.name, word: said, field: role.name(in: settings.language), declared: declaredFields.map(\.name))
            }
            throw Refusal.unknownField(list: storedDocument.name, field: named, declared: declaredFields.map(\.name))
        }
        guard field.type == .boolean else { throw Refusal.model(.notBoolean(field: field.name, type: field.type)) }
        if pinnedUndeclared(field.name) { return try pin(try row(reference), value) }
        if let said = try setOnSelection(reference, field.name, .bool(value)) { return said }
        let row = try row(reference)
        if FieldRole.pinned.isNamed(field.name) { return try pin(row, value) }
        return try changeField { .setField(list: self.state.listID, row: row, field: field.name, value: .bool(value)) }
    }

    /// mark as it acts, the row first where the grammar read the line's first word as
    /// the state (`mark 3 snoozed`: state 3, row snoozed), so that what it reaches of a
    /// long section is row 3, as `set 3 snoozed` reaches it, not a row titled snoozed:
    /// reading the rows near the focus alone left row 3 unread, and it was refused as
    /// out of range. Any other command as it is.
    func markRowFirst(_ command: Command) -> Command {
        guard case .mark(let typed, let reference?) = command, stateField(typed) == nil,
              let (row, state) = rowThenState(typed, reference) else { return command }
        return .mark(state, row: row)
    }

    /// A command as Again compares it: mark's state as the field and value it
    /// names, so that mark undone and mark not done (marcar no hecha and sin hecha),
    /// one command in other words, are the same command; any other as it is.
    func sameCommandKey(_ command: Command) -> Command {
        guard case .mark(let typed, let reference) = command else { return command }
        var named = (typed, reference)
        if stateField(typed) == nil, let reference, let (row, rest) = rowThenState(typed, reference) { named = (rest, row) }
        guard let (field, value) = stateField(named.0) else { return command }
        return .mark(field.name + (value ? "" : " false"), row: named.1)
    }

    /// A state as typed, its negation taken off: not done, no pospuesta, sin leer.
    /// The negation's words are the grammar's (`Keyword.not`), in either language.
    private func stateWord(_ state: String) -> (word: String, value: Bool) {
        var word = state.lowercased()
        var value = true
        if let space = word.firstIndex(of: " "), Keyword.not.matchesInAnyLanguage(String(word[..<space])) {
            value = false
            word = String(word[word.index(after: space)...])
        }
        if Names.key(word) == "leer", !value { word = FieldRole.read.name(in: .es) }
        return (word, value)
    }

    /// The field a state names and the value it gives it: unread is read false, undone is done false.
    private func stateField(_ state: String) -> (FieldDeclaration, Bool)? {
        var (word, value) = stateWord(state)
        let fields = storedDocument.settings.fields
        if let field = StateTerms.field(named: word, in: fields) { return (field, value) }
        if pinnedUndeclared(word) { return (FieldDeclaration(FieldRole.pinned.name(in: settings.language), .boolean), value) }
        guard word.hasPrefix("un"), let negated = StateTerms.field(named: String(word.dropFirst(2)), in: fields) else { return nil }
        value.toggle()
        return (negated, value)
    }

    /// `mark 2 snoozed` read as grammar splits it (state "2", row "snoozed"): the
    /// whole line's last word, or a negation and it, as the state, what comes before as the row.
    private func rowThenState(_ first: String, _ reference: RowReference) -> (RowReference, String)? {
        let rest: String
        switch reference {
        case .focused: rest = "."
        case .number(let n): rest = String(n)
        case .title(let title): rest = title
        case .row: return nil
        }
        let words = (first + " " + rest).split(separator: " ").map(String.init)
        for taken in [2, 1] where words.count > taken {
            let state = words.suffix(taken).joined(separator: " ")
            if taken == 2 && stateWord(state).value { continue }
            guard stateField(state) != nil else { continue }
            return (RowReference(parsing: words.dropLast(taken).joined(separator: " ")), state)
        }
        return nil
    }

    /// Applies a change to one row's fields and says it; focus stays on the row.
    private func changeField(_ make: () -> ListoModel.Operation) throws -> [Announcement] {
        let outcome = try perform { _ in completingRepeats(make()) }
        quietPassedReminders(outcome)
        return [.changes(outcome.events)]
    }

    /// `field add NAME TYPE`, `field remove NAME`.
    func fieldCommand(_ change: FieldChange) throws -> [Announcement] {
        switch change {
        case .add(let name, let type):
            let declaration = FieldDeclaration(name, type)
            var settings = storedDocument.settings
            settings.fields.append(declaration)
            // A read field makes every row without a read value unread: all of them change.
            let makesUnread = settings.readField.map { Names.same($0.name, name) } ?? false
            try readRows(holding: name, whole: makesUnread)
            return [.changes(try perform { _ in .addField(list: state.listID, declaration, index: nil, values: [:]) }.events)]
        case .remove(let name):
            let field = try declared(name)
            if let said = try takeField(field) { return said }
            try readRows(holding: field.name)
            return [.changes(try perform { _ in .removeField(list: state.listID, name: field.name) }.events)]
        }
    }

    /// `field remove` of a field more rows of a long list hold than are read one by one:
    /// the store takes it out of them and keeps their values for undo (`Operation.takeField`),
    /// reading no row, where reading the list whole passed 500 MB on 1,000,000 rows. Nil
    /// where the list is read whole, or not in windows of its own order (sorted, grouped or
    /// filtered), or few rows hold the field: those are read and changed row by row.
    private func takeField(_ field: FieldDeclaration) throws -> [Announcement]? {
        let stored = storedDocument
        guard hasList, stored.isWindowed, readsWindows(stored) else { return nil }
        let limit = ListoModel.Operation.valuesNamed
        guard try store.rows(holding: field.name, in: state.listID, limit: limit + 1).count > limit else { return nil }
        let outcome = try perform { newID in
            .takeField(list: state.listID, name: field.name, rows: try store.rowCount(holding: field.name, in: state.listID), saved: try newID())
        }
        return [.changes(outcome.events)]
    }

    /// Reads, of a long list, the rows holding a value under a field's name before the
    /// field is declared or taken away: the change is to the list's declarations and those
    /// rows alone (`field add` read a list of 1,000,000 rows whole, 615 MB). Where more
    /// rows hold it than are read one by one, or with `whole`, the list is read whole.
    func readRows(holding field: String, whole: Bool = false) throws {
        guard hasList, storedDocument.isWindowed else { return }
        let holding = whole ? [] : try store.rows(holding: field, in: state.listID, limit: ListoModel.Operation.valuesNamed + 1)
        if whole || holding.count > ListoModel.Operation.valuesNamed {
            try readWholeList()
        } else {
            try readRows(holding, scattered: true)
        }
    }

    /// `group FIELD` shows the list in sections computed from the field; `group off`
    /// returns to its own. Focus stays on the row it was on.
    func groupCommand(_ choice: GroupChoice?) throws -> [Announcement] {
        guard let choice else { return [.setting(.grouping(list: storedDocument.name, field: storedDocument.settings.grouping))] }
        var field: String?
        if case .field(let name) = choice { field = try declared(name).name }
        // A row focused or selected in a group read in windows is held by the groups, not
        // the list: read into the list, it stays focused and selected as the groups go.
        var held = state.selection.filter { !storedDocument.contains($0) }
        if case .row(let id) = state.focus, !storedDocument.contains(id) { held.insert(id) }
        if !held.isEmpty { try readRows(held, scattered: true) }
        let outcome = try perform { _ in .setGrouping(list: state.listID, field: field) }
        if case .header = state.focus { state.focus = .title }
        return [.changes(outcome.events)] + (state.focus == .title ? [titleAnnouncement()] : [])
    }

    /// The stored section a command that shapes sections works on; a grouped list's
    /// sections are computed, so those commands are refused with the way back.
    func storedSectionForShaping() throws -> SectionID? {
        if let field = storedDocument.settings.grouping { throw Refusal.groupedView(list: storedDocument.name, field: field) }
        return focusedSection()
    }

    /// The section a command that changes one acts on: the focused one. At the
    /// list's title none is focused; in a list of several sections the command is
    /// refused, naming itself, rather than acting on the first one unsaid.
    func sectionActedOn() throws -> SectionID? {
        let section = try storedSectionForShaping()
        if state.focus == .title, state.column == .content, storedDocument.sections.count > 1 { throw Refusal.noFocusedSection }
        return section
    }

    /// Where `add` puts a row: the focused section, or in a grouped list the stored
    /// section of the focused row, else the first one.
    func sectionForAdding() -> SectionID? {
        guard storedDocument.settings.grouping != nil else { return focusedSection() }
        if case .row(let id) = state.focus, let section = storedDocument.sectionID(of: id) { return section }
        return storedDocument.sections.last(where: { $0.count > 0 })?.id ?? storedDocument.sections.first?.id
    }
}
