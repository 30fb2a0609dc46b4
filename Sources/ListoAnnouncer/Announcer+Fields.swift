import ListoModel

/// How fields, dates, groups, counts, search hits and the agenda are said.
extension Announcer {
    /// "due tomorrow", "overdue 2 days", "start 9 December".
    func dateState(_ field: String, _ date: CalendarDate, overdue: Bool) -> String {
        guard let today else { return "\(field) \(date.iso)" }
        let relative = RelativeDate(date, today: today, overdue: overdue && FieldRole.due.isNamed(field))
        switch relative {
        case .overdueDays, .overdueSince: return relativeWords(relative)
        default: return t("date.field", field, relativeWords(relative))
        }
    }

    func relativeWords(_ relative: RelativeDate) -> String {
        switch relative {
        case .today: return t("date.today")
        case .tomorrow: return t("date.tomorrow")
        case .yesterday: return t("date.yesterday")
        case .weekday(let n): return t("date.onWeekday", weekdayName(n))
        case .on(let date, let withYear): return t("date.onDay", dayMonth(date, withYear: withYear))
        case .overdueDays(let n): return t.count("date.overdueDays", n)
        case .overdueSince(let date, let withYear): return t("date.overdueSince", dayMonth(date, withYear: withYear))
        }
    }

    func weekdayName(_ n: Int) -> String { t("weekday.\(n)") }

    func dayMonth(_ date: CalendarDate, withYear: Bool) -> String {
        withYear ? t("date.dayMonthYear", date.day, t("month.\(date.month)"), date.year) : t("date.dayMonth", date.day, t("month.\(date.month)"))
    }

    /// What a field now holds, as said after a change: "due tomorrow", "done", "not done", "unread".
    func valueWords(_ field: String, _ value: FieldValue?, done: Bool = false) -> String {
        switch value {
        case .bool(true): return isRead(field) ? t("value.read") : field
        case .bool(false): return isRead(field) ? t("state.unread") : t("value.not", field)
        case .date(let date):
            let overdue = !done && (today.map { date < $0 } ?? false)
            return dateState(field, date, overdue: overdue)
        case .text, .number: return "\(field) \(value!.canonicalText)"
        case nil: return t("value.removed", field)
        }
    }

    /// "1 overdue", "2 unread": what is said after a row count; nothing at low verbosity.
    func badgeWords(_ counts: StateCounts) -> [String] {
        guard !low else { return [] }
        var parts: [String] = []
        if counts.overdue > 0 { parts.append(t.count("badge.overdue", counts.overdue)) }
        if counts.dueToday > 0 { parts.append(t.count("badge.dueToday", counts.dueToday)) }
        if counts.unread > 0 { parts.append(t.count("badge.unread", counts.unread)) }
        return parts
    }

    func groupingLine(_ list: String, _ field: String?) -> String {
        field.map { t("grouping.by", list, $0) } ?? t("grouping.off", list)
    }

    /// A rotor unit or state term by name: a unit in this language, a state as the list names it.
    func unitName(_ name: String) -> String {
        RotorUnit(rawValue: name).map { t.name("unit", $0) } ?? name
    }

    /// The header of a section computed by `group`.
    public func groupTitle(_ key: GroupKey, field: String) -> String {
        switch key {
        case .date(let group):
            switch group {
            case .overdue: return t("groups.overdue")
            case .earlier: return t("groups.earlier")
            case .today: return t("groups.today")
            case .tomorrow: return t("groups.tomorrow")
            case .thisWeek: return t("groups.thisWeek")
            case .later: return t("groups.later")
            case .noDate: return t("groups.noDate")
            }
        case .value(.bool(let b)):
            if isRead(field) { return Words.capitalized(b ? t("value.read") : t("state.unread")) }
            return Words.capitalized(b ? field : t("value.not", field))
        case .value(let value): return value.canonicalText
        case .missing: return t("groups.missing", field)
        }
    }

    func fieldsLines(_ list: String, _ fields: [FieldDeclaration]) -> [String] {
        guard !fields.isEmpty else { return [t("fields.none", list)] }
        return [t.count("fields.head", fields.count, list)]
            + fields.enumerated().map { "\($0.offset + 1). \($0.element.name), \(t.name("fieldtype", $0.element.type))." }
    }

    func searchLines(_ text: String, _ hits: [SearchHit]) -> [String] {
        guard !hits.isEmpty else { return [t("search.none", text)] }
        return [t.count("search.head", hits.count, text)]
            + hits.map { hit in
                var parts = ["\(hit.number). \(hit.title)", hit.list]
                if let section = hit.section { parts.append(section) }
                if hit.inNotes { parts.append(t("search.inNotes")) }
                return joined(parts) + "."
            } + (low ? [] : [t("search.hint")])
    }

    func agendaLines(_ days: [AgendaDay]) -> [String] {
        let total = days.reduce(0) { $0 + $1.rows.count }
        guard total > 0 else { return [t("agenda.none")] }
        var lines = [t("agenda.head", rows(total))]
        for day in days {
            let heading: String
            if let date = day.day {
                let name = t("agenda.day", weekdayName(date.weekday), dayMonth(date, withYear: date.year != today?.year))
                switch today.map({ $0.days(until: date) }) {
                case 0: heading = t("agenda.today", name)
                case 1: heading = t("agenda.tomorrow", name)
                default: heading = Words.capitalized(name)
                }
            } else {
                heading = t("groups.overdue")
            }
            lines.append("\(heading), \(rows(day.rows.count)).")
            for row in day.rows {
                let overdue = day.day == nil ? [dateState(FieldRole.due.name(in: t.language), row.due, overdue: true)] : []
                lines.append(joined([row.title, row.list] + overdue) + ".")
            }
        }
        return lines
    }

    /// Values of each type, for a refusal to show what fits.
    func example(_ type: FieldType) -> String { t("example." + type.rawValue) }

    func fieldRefusalText(_ refusal: Refusal) -> String? {
        switch refusal {
        case .badFieldValue(let field, let type, let text):
            if type == .boolean { return t("r.badBoolean", field, text) }
            return t("r.badValue", field, t.name("fieldtype", type), text, example(type))
        case .unknownField(let list, let field, let declared):
            let known = declared.isEmpty ? t("r.unknownField.none") : t("r.unknownField.some", joined(declared))
            return t("r.unknownField", list.isEmpty ? t("this.list") : list, field, known)
        case .unknownFieldType(let type):
            return t("r.unknownFieldType", type, joined(FieldType.allCases.map { t.name("fieldtype", $0) }))
        case .badFilter(let problem):
            switch problem {
            case .empty: return t("r.filter.empty")
            case .missingTerm(let word): return t("r.filter.missing", word)
            case .missingDate(let field, let word): return t("r.filter.missingDate", field, word)
            case .unbalanced: return t("r.filter.unbalanced")
            case .notADate(let field, let text): return t("r.filter.notADate", text, field)
            case .notAValue(let field, let type, let text): return t("r.filter.notAValue", field, t.name("fieldtype", type), text, example(type))
            }
        case .noStateField(let list, let word, let field, let declared):
            let known = declared.isEmpty ? t("r.unknownField.none") : t("r.unknownField.some", joined(declared))
            return t("r.filter.noField", list, field, word, known)
        case .noSearchHit(let n, let count):
            if count == 0 { return t("r.noSearch") }
            return t.count("r.noSearchHit", count, n)
        case .groupedView(let list, let field):
            return t("r.groupedView", list, field)
        case .noStateRotor(let word, let terms):
            let known = terms.isEmpty ? t("r.unknownField.none") : t("r.noStateRotor.some", joined(terms))
            return t("r.noStateRotor", word, known)
        default:
            return nil
        }
    }

    func fieldModelErrorText(_ error: ModelError) -> String? {
        switch error {
        case .groupedByField(let list, let field): return t("r.groupedByField", list, field)
        case .fieldNotDeclared(let list, let field): return t("r.fieldNotDeclared", list, field)
        case .fieldTypeMismatch(let field, let type): return t("r.fieldTypeMismatch", field, t.name("fieldtype", type), example(type))
        case .notBoolean(let field, let type): return t("r.notBoolean", field, t.name("fieldtype", type))
        case .alreadySet(let title, let field, let value):
            if value == nil { return t("r.noValue", title, field) }
            return t("r.alreadySet", title, valueWords(field, value))
        case .alreadyPinned(let title, let pinned): return t(pinned ? "r.alreadyPinned" : "r.alreadyUnpinned", title)
        case .fieldExists(let name): return t("r.fieldExists", name)
        case .valuesDontFit(let field, let type, let rows): return t.count("r.valuesDontFit", rows, field, t.name("fieldtype", type))
        default: return nil
        }
    }
}
