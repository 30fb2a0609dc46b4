import ListoModel

/// How fields, dates, groups, counts, search hits and the agenda are said.
extension Announcer {
    /// "due tomorrow", "overdue 2 days", "start 9 December".
    func dateState(_ field: String, _ date: CalendarDate, overdue: Bool) -> String {
        guard let today else { return "\(field) \(date.iso)" }
        let relative = RelativeDate(date, today: today, overdue: overdue && FieldRole.due.isNamed(field))
        switch relative {
        case .overdueDays, .overdueSince: return relativeWords(relative)
        default: return t(.dateField(field, relativeWords(relative)))
        }
    }

    func relativeWords(_ relative: RelativeDate) -> String {
        switch relative {
        case .today: return t(.dateToday)
        case .tomorrow: return t(.dateTomorrow)
        case .yesterday: return t(.dateYesterday)
        case .weekday(let n): return t(.dateOnWeekday(weekdayName(n)))
        case .on(let date, let withYear): return t(.dateOnDay(dayMonth(date, withYear: withYear)))
        case .overdueDays(let n): return t(.dateOverdueDays(n))
        case .overdueSince(let date, let withYear): return t(.dateOverdueSince(dayMonth(date, withYear: withYear)))
        }
    }

    func weekdayName(_ n: Int) -> String { t(.weekday(n)) }

    func dayMonth(_ date: CalendarDate, withYear: Bool) -> String {
        withYear ? t(.dateDayMonthYear(date.day, t(.month(date.month)), date.year)) : t(.dateDayMonth(date.day, t(.month(date.month))))
    }

    /// A text or number value as said: a number with this language's decimal mark (Spanish 2,5).
    func spoken(_ value: FieldValue) -> String {
        if case .number(let n) = value { return t.number(n) }
        return value.canonicalText
    }

    /// The line after an action on many rows naming those it left as they were.
    func alreadyLine(titles: [String], count: Int, _ already: AlreadySo) -> String {
        let rows = seriesNamed(titles, of: count)
        switch already {
        case .field(let field, nil): return t(.alreadySet(.leftWithout(rows, field)))
        case .field(let field, .bool(false)) where !isRead(field):
            let state = t.state(stateWord(field), rows: count)
            return t(.alreadySet(count == 1 ? .leftNot(rows, state) : .leftNotRows(rows, state)))
        case .field(let field, let value): return t(.alreadySet(.leftAlready(rows, alreadyWords(field, value, rows: count))))
        case .section(let section): return t(.alreadySet(.leftInSection(rows, section)))
        }
    }

    /// Rows named as a sentence's subject: all of them, the last after "and", when four
    /// or fewer; else the first three and how many more. With no titles (rows the store
    /// counted and did not name), how many.
    private func seriesNamed(_ titles: [String], of count: Int) -> String {
        if titles.isEmpty { return rows(count) }
        return count <= 4 ? t.series(Array(titles.prefix(count))) : fewNamed(titles, of: count)
    }

    /// What rows already hold, as a value's words say it, a state agreeing with how many rows.
    private func alreadyWords(_ field: String, _ value: FieldValue?, rows: Int) -> String {
        if case .bool(let on) = value, !isRead(field) {
            let state = t.state(stateWord(field), rows: rows)
            return on ? state : t(.valueNot(state))
        }
        return valueWords(field, value)
    }

    /// What a field now holds, as said after a change: "due tomorrow", "done", "not done", "unread".
    func valueWords(_ field: String, _ value: FieldValue?, done: Bool = false) -> String {
        switch value {
        case .bool(true): return isRead(field) ? t(.valueRead) : stateWord(field)
        case .bool(false): return isRead(field) ? t(.stateUnread) : t(.valueNot(stateWord(field)))
        case .date(let date):
            let overdue = !done && (today.map { date < $0 } ?? false)
            return dateState(field, date, overdue: overdue)
        case .text, .number: return "\(field) \(spoken(value!))"
        case nil: return t(.valueRemoved(field))
        }
    }

    /// A section's badges, but one that only repeats its header (the Overdue
    /// group's "1 overdue") is left out.
    func sectionBadges(_ s: SectionView) -> [String] {
        var badges = s.badges
        if s.header == t(.groupsOverdue) && badges.overdue == s.rows { badges.overdue = 0 }
        if s.header == t(.groupsToday) && badges.dueToday == s.rows { badges.dueToday = 0 }
        return badgeWords(badges)
    }

    /// "1 overdue", "2 unread": what is said after a row count; nothing at low verbosity.
    /// The rows inside in a state follow their top-level count, named by what they are
    /// ("1 unread reply"): the row count leaves them out, and a listener hears them.
    /// `replies`: the counted list's rows inside rows are replies (the open list's by default).
    func badgeWords(_ counts: StateCounts, replies: Bool? = nil) -> [String] {
        guard !low else { return [] }
        let replies = replies ?? childrenAreReplies
        let inside = counts.inside
        var parts: [String] = []
        if counts.overdue > 0 { parts.append(t(.badgeOverdue(counts.overdue))) }
        if inside.overdue > 0 { parts.append(t(.badgeOverdueInside(inside.overdue, replies))) }
        if counts.dueToday > 0 { parts.append(t(.badgeDueToday(counts.dueToday))) }
        if inside.dueToday > 0 { parts.append(t(.badgeDueTodayInside(inside.dueToday, replies))) }
        if counts.unread > 0 { parts.append(t(.badgeUnread(counts.unread))) }
        if inside.unread > 0 { parts.append(t(.badgeUnreadInside(inside.unread, replies))) }
        if counts.waiting > 0 { parts.append(t(.days(.badgeWaiting(counts.waiting)))) }
        return parts
    }

    /// What a filter's count is made of when rows inside match, said after "Filter X:"
    /// ("2 rows match, and 1 reply inside them"); nil when none do, and the count alone is said.
    func matchPhrase(_ tally: MatchTally) -> String? {
        guard tally.inside > 0 else { return nil }
        let inside = children(tally.inside)
        if tally.holding == 0 { return t(.matchesInside(tally.rows, inside)) }
        if tally.holding == tally.rows { return t(.matchesOnlyInside(tally.inside, inside, rows(tally.rows))) }
        return t(.matchesMixed(rows(tally.rows - tally.holding), inside, rows(tally.rows)))
    }

    func groupingLine(_ list: String, _ field: String?) -> String {
        field.map { t(.groupingBy(list, $0)) } ?? t(.groupingOff(list))
    }

    /// A rotor unit or state term by name: a unit in this language, a state as the list names it.
    /// A rotor unit by its name, a state term in the plural as the units are (hechas among filas).
    func unitName(_ name: String) -> String {
        RotorUnit(rawValue: name).map { t.name($0) } ?? StateTerms.plural(name, in: t.language)
    }

    /// The header of a section computed by `group`.
    public func groupTitle(_ key: GroupKey, field: String) -> String {
        switch key {
        case .date(let group):
            switch group {
            case .overdue: return t(.groupsOverdue)
            case .earlier: return t(.groupsEarlier)
            case .today: return t(.groupsToday)
            case .tomorrow: return t(.groupsTomorrow)
            case .thisWeek: return t(.groupsThisWeek)
            case .later: return t(.groupsLater)
            case .noDate: return t(.groupsNoDate)
            }
        case .value(.bool(let b)):
            if isRead(field) { return Words.capitalized(b ? t(.valueRead) : t(.stateUnread)) }
            return Words.capitalized(b ? field : t(.valueNot(field)))
        // A bare number says nothing of what it counts, and reads as a section's number.
        case .value(.number(let n)): return t(.numberGroup(.header(Words.capitalized(field), t.number(n))))
        case .value(let value): return spoken(value)
        case .missing: return t(.groupsMissing(field))
        }
    }

    func fieldsLines(_ list: String, _ fields: [FieldDeclaration]) -> [String] {
        guard !fields.isEmpty else { return [t(.fieldsNone(list))] }
        return [t(.fieldsHead(fields.count, list))]
            + fields.enumerated().map { "\($0.offset + 1). \($0.element.name), \(t.name($0.element.type))." }
    }

    func searchLines(_ text: String, _ hits: [SearchHit]) -> [String] {
        guard !hits.isEmpty else { return [t(.searchNone(typedBack(text)))] }
        return [t(.searchHead(hits.count, typedBack(text)))]
            + hits.map { hit in
                var parts = ["\(hit.number). \(hit.title)", hit.list]
                if let section = hit.section { parts.append(section) }
                if hit.inNotes { parts.append(t(.searchInNotes)) }
                if let filter = hit.hiddenBy { parts.append(t(.findFilter(.hiddenBy(filter)))) }
                return joined(parts) + "."
            } + (low ? [] : [t(.searchHint)])
    }

    func agendaLines(_ days: [AgendaDay]) -> [String] {
        let shown = days.flatMap(\.rows)
        guard !shown.isEmpty else { return [t(.agendaNone)] }
        // Rows, not lines: a row that starts and falls due this week is on two days and counted once.
        var seen: Set<String> = []
        let total = shown.filter { row in
            guard let list = row.listID, let id = row.rowID else { return true }
            return seen.insert("\(list.raw) \(id.raw)").inserted
        }.count
        var lines = [t(.agendaHead(rows(total)))]
        for day in days {
            let heading: String
            if let date = day.day {
                let name = t(.agendaDay(weekdayName(date.weekday), dayMonth(date, withYear: date.year != today?.year)))
                switch today.map({ $0.days(until: date) }) {
                case 0: heading = t(.agendaToday(name))
                case 1: heading = t(.agendaTomorrow(name))
                default: heading = Words.capitalized(name)
                }
            } else {
                heading = t(.groupsOverdue)
            }
            // One day alone is counted once, by the head line.
            lines.append(days.count == 1 ? "\(heading)." : "\(heading), \(rows(day.rows.count)).")
            for row in day.rows {
                let overdue = day.day == nil ? [dateState(FieldRole.due.name(in: t.language), row.due, overdue: true)] : []
                let hidden = row.hiddenBy.map { [t(.findFilter(.hiddenBy($0)))] } ?? []
                lines.append(joined([row.title, row.list] + overdue + (row.starts ? [t(.days(.agendaStarts))] : []) + hidden) + ".")
            }
        }
        return lines
    }

    /// Values of each type, for a refusal to show what fits.
    func example(_ type: FieldType) -> String {
        switch type {
        case .boolean: return t(.exampleBoolean)
        case .text: return t(.exampleText)
        case .date: return t(.exampleDate)
        case .number: return t(.exampleNumber)
        }
    }

    func fieldRefusalText(_ refusal: Refusal) -> String? {
        switch refusal {
        case .badFieldValue(let field, let type, let text):
            if type == .boolean { return t(.rBadBoolean(field, typedBack(text))) }
            return t(.rBadValue(field, t.name(type), typedBack(text), example(type)))
        case .numberTooLong(let field, let text, let digits):
            return t(.rNumberTooLong(field, FieldValue.numberDigits, typedBack(text), digits))
        case .unknownField(let list, let field, let declared, let type):
            let known = declared.isEmpty ? t(.settings(.rNoFieldsAtAll)) : t(.rUnknownFieldSome(joined(declared)))
            let name = list.isEmpty ? t(.thisList) : list
            // A field's name is one word: several words typed are no name `field add` could give, so it is not advised.
            if field.contains(where: \.isWhitespace) { return t(.rUnknownFieldWords(name, typedBack(field), known)) }
            if let type { return t(.fieldToAdd(.addTyped(name, typedBack(field), known, t.name(type)))) }
            return t(.rUnknownField(name, typedBack(field), known))
        case .unknownFieldType(let type):
            return t(.rUnknownFieldType(type, joined(FieldType.allCases.map { t.name($0) })))
        case .badFilter(let problem):
            switch problem {
            case .empty: return t(.rFilterEmpty)
            case .missingTerm(let word): return t(.rFilterMissing(word))
            case .doubledOperator(let word): return t(.rFilterDoubled(word))
            case .missingDate(let field, let word, let comparison): return t(.rFilterMissingDate(field, word, t(dateExample(comparison))))
            case .unbalanced: return t(.rFilterUnbalanced)
            case .tooLong(let terms, let depth): return t(.rFilterTooLong(terms, depth))
            case .tooManyCharacters(let limit, let count): return t(.filterLength(.characters(limit, count)))
            case .notADate(let field, let text, let comparison):
                return t(.rFilterNotADate(typedBack(text), field, t(dateExample(comparison))))
            case .pastCalendar(let text, let end): return pastCalendarText(text, end)
            case .notAValue(let field, let type, let text): return t(.rFilterNotAValue(field, t.name(type), typedBack(text), example(type)))
            }
        case .noFieldToMark(let list, let word, let field, let declared):
            let known = declared.isEmpty ? t(.settings(.rNoFieldsAtAll)) : t(.rUnknownFieldSome(joined(declared)))
            let name = list.isEmpty ? t(.thisList) : list
            // mark done names its field already: said as a field set that the list has not.
            if Names.key(word) == Names.key(field) { return t(.fieldToAdd(.addTyped(name, field, known, t.name(FieldType.boolean)))) }
            return t(.fieldToAdd(.addForState(name, field, typedBack(word), known, t.name(FieldType.boolean))))
        case .noStateField(let list, let word, let field, let declared):
            let known = declared.isEmpty ? t(.settings(.rNoFieldsAtAll)) : t(.rUnknownFieldSome(joined(declared)))
            return t(.rFilterNoField(list, field, word, known))
        case .noSearchHit(let n, let count):
            if count == 0 { return t(.rNoSearch) }
            return t(.rNoSearchHit(count, n))
        case .groupedView(let list, let field):
            return t(.rGroupedView(list, field))
        case .noStateRotor(let word, let list, let terms):
            let known = terms.isEmpty ? t(.rUnknownFieldNone) : t(.rNoStateRotorSome(joined(terms)))
            return t(.rNoStateRotor(list, word, known))
        default:
            return nil
        }
    }

    /// A date after a comparison, as a filter takes it typed: each comparison's own example.
    func dateExample(_ comparison: DateComparison) -> Message {
        switch comparison {
        case .before: return .exampleBefore
        case .after: return .exampleAfter
        case .by: return .exampleBy
        case .on: return .exampleOn
        }
    }

    func fieldModelErrorText(_ error: ModelError) -> String? {
        switch error {
        case .groupedByField(let list, let field): return t(.rGroupedByField(list, field))
        case .fieldNotDeclared(let list, let field): return t(.rFieldNotDeclared(list, field))
        case .fieldTypeMismatch(let field, let type): return t(.rFieldTypeMismatch(field, t.name(type), example(type)))
        case .notBoolean(let field, let type): return t(.rNotBoolean(field, t.name(type)))
        case .alreadySet(let title, let field, let value):
            if value == nil { return t(.rNoValue(title, field)) }
            return t(.rAlreadySet(title, valueWords(field, value)))
        case .alreadyPinned(let title, let pinned): return t(pinned ? .rAlreadyPinned(title) : .rAlreadyUnpinned(title))
        case .alreadyInSection(let title, let section): return t(.alreadySet(.inSection(title, section)))
        case .alreadySoOnRows(let titles, let count, let already):
            let rows = seriesNamed(titles, of: count)
            switch already {
            case .field(let field, nil): return t(.alreadySet(.rowsWithout(rows, field)))
            case .field(let field, let value): return t(.alreadySet(.rowsAlready(rows, alreadyWords(field, value, rows: count))))
            case .section(let section): return t(.alreadySet(.rowsInSection(rows, section)))
            }
        case .fieldExists(let name, let list): return t(.rFieldExists(name, list))
        case .valuesDontFit(let field, let type, let rows): return t(.rValuesDontFit(rows, field, t.name(type)))
        default: return nil
        }
    }
}
