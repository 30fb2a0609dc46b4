import ListoAnnouncer
import ListoModel

/// Turning what the user typed into ids, before anything is changed.
extension Session {
    /// A row by number (in the focused section, or the filtered view), `.` for
    /// the focused row, or a title: exact first, then a unique prefix, ignoring case.
    /// `wholeTitle`: a title names only rows it is the whole title of; one that only
    /// begins titles is refused without reading them (a reading of a line that would
    /// drop a prefix match anyway, as `rename Task renamed` does, costs no more than a
    /// look at the title index, where it read the rows of every title starting so).
    func resolveRow(_ reference: RowReference, wholeTitle: Bool = false) throws -> RowID {
        let v = view
        let text: String
        switch reference {
        case .focused: return try focusedRowToChange()
        case .number(let n):
            let rows = v.numberedRows(near: state.focus)
            guard let row = rows.element(numbered: n) else { throw try numberPastRows(n, count: rows.count, in: v) }
            if state.renumberedElsewhere, let line = state.turn.changingLine {
                state.renumberedElsewhere = false
                throw Refusal.renumberedElsewhere(n, title: row.title, line: line)
            }
            return row.id
        case .title(let title): text = title
        case .row(let id, let title):
            // The row a numbered choice offered, by its id, read where it is in a list read in
            // windows: if it has gone since, that is said by its name, never another row taken.
            if document.row(id) == nil, storedDocument.isWindowed { try readRows([id], scattered: true) }
            if document.row(id) != nil { return id }
            throw goneElsewhere(id) ?? Refusal.goneElsewhere(title: title)
        }
        // Quotes with nothing between them (`goto ""`, a lone `"`) are refused as
        // empty, by the command that took them: the command fills its name in.
        guard !text.trimmingSpaces().isEmpty else { throw Refusal.emptyTitle(command: "") }
        let key = Names.key(text)
        // A title that folds to nothing names no row: as a prefix it would name them all.
        guard !key.trimmingSpaces().isEmpty else { throw Refusal.noSuchRow(text) }
        let exact = try rows(titled: key, prefix: false, in: v)
        if exact.count == 1 { return exact[0].id }
        if wholeTitle && exact.isEmpty {
            guard try beginsTitles(key, in: v) else { throw Refusal.noSuchRow(text) }
            throw OnlyBeginsTitles()
        }
        let prefixed = exact.count > 1 ? exact : try rows(titled: key, prefix: true, in: v)
        if prefixed.count == 1 { return prefixed[0].id }
        if prefixed.count > 1 {
            let offered = Array(prefixed.prefix(Session.offeredAtOnce))
            // The rows past those offered, for more to offer next, numbered on.
            state.turn.namedLater = NamedLater(reference: text, rows: prefixed.dropFirst(offered.count).map(\.id))
            throw Refusal.ambiguousRow(text, candidates: offered.map { describe($0) }, more: prefixed.count > offered.count)
        }
        throw Refusal.noSuchRow(text)
    }

    /// The refusal of a number past the rows: when no filter is on and a row of the
    /// list is titled with that number (`add 42`, then `goto 42` in a list of 4), it
    /// says how to name that row, since a number always means a place. At the list's
    /// title, in a list of several sections, it names the section the numbers count.
    private func numberPastRows(_ n: Int, count: Int, in v: ListView) throws -> Refusal {
        // Focus on a subtask: the numbers were its parent's subtasks, said as such,
        // below 1 as past them, where "row 0" spoke of rows the numbers did not count.
        if n > count || n < 1, count > 0, case .row(let focused) = state.focus, let parent = document.parent(of: focused),
           let title = document.row(parent)?.title {
            return .said(.subtaskNumber(n < 1 ? .below(n, count: count, parent: title) : .past(n, count: count, parent: title)))
        }
        guard n >= 1, state.filter == nil, let titled = try rows(titled: Names.key(String(n)), prefix: false, in: v).first else {
            // At the list's title the numbers are one section's of several: that section is named.
            if n > count, count > 0, state.filter == nil, state.focus == .title, v.shownSectionCount > 1,
               let i = v.numberedSection(near: .title), let header = v.sections[i].header {
                return .noRowNumberAtTitle(n, count: count, section: header)
            }
            return .noRowNumber(n, count: count)
        }
        return .noRowNumberTitled(n, count: count, title: titled.title)
    }

    /// How many rows an ambiguous name offers at once, and `more` after it.
    static let offeredAtOnce = 9

    /// Rows of the view whose folded title is `key` or starts with it, in reading
    /// order: all of those read, for an ambiguity to offer a page at a time. Through the store's
    /// title index, or among the filter's rows while one is on. The index hands rows
    /// over in title order (Item 1, Item 10, Item 100): when more than ten match, a
    /// wider batch is read so that those offered are the first `next` would meet: the first
    /// thousand in list order, asked of the store, or a thousand put in order here.
    func rows(titled key: String, prefix: Bool, in v: ListView) throws -> [Row] {
        let named = { (row: Row) in prefix ? Names.key(row.title).hasPrefix(key) : Names.key(row.title) == key }
        let ids: [RowID]
        if let filter = v.filter, filter.isPaged, let found = try titledHits(key, prefix: prefix, in: filter) {
            // Read a page at a time, the filter's rows so named are found through the title index (Session+TitledHits.swift).
            ids = found
        } else if let filter = v.filter {
            ids = document.rows(withIDs: filter.shown).filter(named).map(\.id)
        } else {
            // The index keys ñ as n: it finds every row the name may be, and the name rule keeps those it is.
            var found = try store.rows(titled: Names.indexKey(key), prefix: prefix, in: state.listID, limit: 10)
            // More than ten: the first in list order, asked of the store where the list keeps its rows' order.
            if found.count == 10 {
                found = readsTitlesInPlaceOrder
                    ? try store.rowsInListOrder(titled: Names.indexKey(key), prefix: prefix, in: state.listID, holding: nil, limit: Session.namesOrdered)
                    : try store.rows(titled: Names.indexKey(key), prefix: prefix, in: state.listID, limit: Session.namesOrdered)
            }
            try readRows(found, scattered: true)
            ids = found.filter { document.row($0).map(named) ?? false }
        }
        return document.rows(withIDs: document.readingOrder(ids))
    }

    /// How many rows a name is read to put those offered in reading order.
    static let namesOrdered = 1000

    /// Whether the open list is read in the order its rows are kept (not sorted by a
    /// field, not grouped) with no row inside another: the first rows a name offers are then
    /// the first the store keeps, asked of it (`Repository.rowsInListOrder`) where the title
    /// index finds more than `namesOrdered`.
    var readsTitlesInPlaceOrder: Bool {
        let stored = storedDocument
        return Self.sortField(stored) == nil && stored.settings.grouping == nil && !stored.isNested
    }

    /// Whether some row of the view has a title starting with `key`, asked of the
    /// title index for one row (of the filter's rows while one is on).
    private func beginsTitles(_ key: String, in v: ListView) throws -> Bool {
        if let filter = v.filter, filter.isPaged, let found = try titledHits(key, prefix: true, in: filter) { return !found.isEmpty }
        if let filter = v.filter {
            return filter.shown.contains { document.row($0).map { Names.key($0.title).hasPrefix(key) } ?? false }
        }
        return try !store.rows(titled: Names.indexKey(key), prefix: true, in: state.listID, limit: 1).isEmpty
    }

    /// A title that names no row whole but begins some: a reading that takes only
    /// whole titles passes over it, and a longer one may still name a row.
    struct OnlyBeginsTitles: Error {}

    /// The row a reference names, or nil when it names none; a store that
    /// could not be asked is an error, not a row missing.
    func rowIfNamed(_ reference: RowReference) throws -> RowID? {
        do {
            return try resolveRow(reference)
        } catch is Refusal {
            return nil
        }
    }

    /// The row named, or the focused row when none was.
    func row(_ reference: RowReference?) throws -> RowID {
        try reference.map { try resolveRow($0) } ?? focusedRowToChange()
    }

    /// The one reading of a row-and-text line that names a row. A row named
    /// exactly (number, `.`, whole title) outweighs one named by a prefix; two
    /// readings of the same weight are refused. The focused row counts as a reading
    /// wherever a row is focused, so a line means the same on any row; at the list's
    /// title there is none, and a line naming a row just runs on it.
    /// A row set off by the separator (`X to Y`) that is not there is refused by
    /// name: the focused row is only a rival reading, never taken in its place.
    /// A row named by its start before a colon and a space (`note Call: bring cake`)
    /// has no rival in the focused row: the colon is how note sets a row off, and a
    /// note that itself starts with a row's words is typed `note .: TEXT`.
    /// Two readings refused on one row say the focused row's as such, not its title twice.
    func resolve(_ line: RowAndText) throws -> (RowID, String) {
        // A row set off with nothing after the separator is refused by that row's name:
        // the line is never the focused row's new text (`rename Call to` renamed it `Call to`).
        if let (typed, separator) = line.dangling, let named = try rowsNamed(RowReference(parsing: typed)) {
            throw ArgumentProblem(kind: .textMissing(named, separator: separator))
        }
        // nil: the focused row when none is focused, kept only to name the rival reading.
        // Each reading's row, its text, and whether it is the focused row's (not named by the line).
        var strong: [(RowID?, String, Bool)] = []
        var weak: [(RowID?, String, Bool)] = []
        var fallbacks: [(RowID?, String, Bool)] = []
        // A row named by its start and set off by a colon: the focused row is then no rival.
        var colonSetOff = false
        // The focused row's readings where no row is focused (the list's title): (fallback, text).
        var unfocused: [(Bool, String)] = []
        var firstError: Error?
        // A row clearly set off (`X to Y`) that is not there, or not one row.
        var missing: Error?
        // The focused row deleted elsewhere: refused by its name, when it is the reading left.
        var focusGone: Error?
        // The readings that name their row, beside those that take the focused one.
        var named: [(RowID, String)] = []
        // Readings come shortest row first. Once no title starts with a row's words, none
        // starts with the longer rows after it either: those are not looked up, so a
        // long line costs its length, whatever words it repeats.
        try line.eachReading { reading in
            guard let reference = reading.row else {
                var focused: RowID?
                do {
                    focused = try focusedRow()
                } catch let gone as Refusal {
                    if case .goneElsewhere = gone { focusGone = gone }
                }
                if focused == nil && focusGone == nil {
                    unfocused.append((reading.fallback, reading.text))
                } else if reading.fallback { fallbacks.append((focused, reading.text, true)) } else { strong.append((focused, reading.text, true)) }
                return true
            }
            do {
                let id = try resolveRow(reference, wholeTitle: reading.exact)
                let whole: Bool
                if case .title(let title) = reference { whole = document.row(id).map { Names.key($0.title) } == Names.key(title) } else { whole = true }
                if whole {
                    strong.append((id, reading.text, false))
                } else if !reading.exact {
                    weak.append((id, reading.text, false))
                    if reading.separator == ":" { colonSetOff = true }
                }
                named.append((id, reading.text))
                return true
            } catch {
                // A number or a dot means a row, whatever else the line could mean.
                guard case .title(let title) = reference else { throw error }
                if firstError == nil && !reading.exact { firstError = error }
                if missing == nil, let separator = reading.separator {
                    // A row the filter hides is said hidden by it, as goto says it, not missing.
                    if let hidden = try hiddenByFilter(error) {
                        missing = hidden
                    } else if case Refusal.noSuchRow = error {
                        missing = ArgumentProblem(kind: .rowMissing(title, separator: separator))
                    } else { missing = error }
                }
                if case Refusal.noSuchRow = error { return false }
                return true
            }
        }
        // With no row focused, the focused row is no reading beside a row the line names:
        // it stands only where the line names none, to refuse it as needing a row.
        if strong.isEmpty && weak.isEmpty && fallbacks.isEmpty {
            for (fallback, text) in unfocused {
                if fallback { fallbacks.append((nil, text, true)) } else { strong.append((nil, text, true)) }
            }
        }
        // The focused row is a rival to a row named by a prefix, never a stand-in
        // for one clearly set off and not found, nor for one set off by a colon.
        if (!weak.isEmpty && !colonSetOff) || (weak.isEmpty && missing == nil) { weak += fallbacks }
        for found in [strong, weak] where !found.isEmpty {
            var unique: [(RowID?, String, Bool)] = []
            for f in found where !unique.contains(where: { $0.0 == f.0 && $0.1 == f.1 }) { unique.append(f) }
            if unique.count == 1 {
                guard let id = unique[0].0 else { break }
                if !named.contains(where: { $0.0 == id && $0.1 == unique[0].1 }) { try refuseIfFocusMovedElsewhere(id) }
                return (id, unique[0].1)
            }
            let two = Array(unique.prefix(2))
            // Both on one row: the one the line does not name is said as the focused row.
            let sameRow = two[0].0 != nil && two[0].0 == two[1].0
            let said = two.map { reading in
                LineReading(row: sameRow && reading.2 ? nil : reading.0.map { document.row($0)?.title ?? "" }, text: reading.1)
            }
            throw ArgumentProblem(kind: .readings(said[0], said[1]))
        }
        if let missing { throw missing }
        // No row focused to take the line as its text, and the whole line is a row's whole
        // title or a number, which names row N everywhere else (`rename 1` at the title is
        // row 1): the text is what is missing, and the row is said by its title. Read in
        // windows, the row a number names is read first, as its declaration says
        // (`Grammar.numbersNamed`), so a list read whole and one read by section agree.
        // A number past the rows is refused as `rename 9 to X` is.
        if focusGone == nil, firstError == nil, let separator = line.separatorToType {
            let alone = RowReference(parsing: line.typed)
            switch alone {
            case .number:
                let id = try resolveRow(alone)
                if document.row(id) == nil { try readRows([id]) }
                if let named = document.row(id)?.title { throw ArgumentProblem(kind: .textMissing(named, separator: separator)) }
            case .title:
                if let named = try rowsNamed(alone, wholeTitle: true) { throw ArgumentProblem(kind: .textMissing(named, separator: separator)) }
            case .focused, .row:
                break
            }
        }
        throw focusGone ?? firstError ?? Refusal.noFocusedRow
    }

    /// The title of the row a reference names, what was typed when it names several
    /// rows, or nil when it names none; with `wholeTitle`, a title names only rows it is
    /// the whole title of (`resolveRow`).
    func rowsNamed(_ reference: RowReference, wholeTitle: Bool = false) throws -> String? {
        // Only asked: an ambiguity found here offers nothing to a later `more`.
        let later = state.turn.namedLater
        defer { state.turn.namedLater = later }
        do {
            let id = try resolveRow(reference, wholeTitle: wholeTitle)
            // Named by the store in a list read in windows, it may lie outside them: read where it is.
            if document.row(id) == nil { try readRows([id]) }
            return document.row(id)?.title
        } catch let refusal as Refusal {
            if case .ambiguousRow(let typed, _, _) = refusal { return typed }
            return nil
        } catch is OnlyBeginsTitles {
            return nil
        }
    }

    /// A candidate offered in an ambiguity: its title and where it is, as values the announcer words.
    func describe(_ row: Row) -> RowCandidate {
        guard let (i, n) = view.number(of: row.id) else { return RowCandidate(title: row.title, row: row.id, current: row) }
        let parent = document.parent(of: row.id).flatMap { document.row($0)?.title }
        let section = parent == nil ? document.sectionID(of: row.id).flatMap { document.section($0)?.header } : nil
        return RowCandidate(title: row.title, place: (i, n), parent: parent, section: section, row: row.id, current: row)
    }
}
