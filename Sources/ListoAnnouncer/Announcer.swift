import ListoModel

/// The one place where listo's words are made: every announcement and refusal
/// becomes lines here, one fact a line, the distinguishing word first. The words
/// themselves come from the catalog of the language spoken.
public struct Announcer: Sendable {
    public var verbosity: Verbosity
    public let t: Catalog
    /// The day dates are said from ("due tomorrow"); without one they are said as dates.
    public var today: CalendarDate?
    /// Rows inside rows are a thread's replies in a list of messages (one with a read
    /// field, as Inbox), subtasks elsewhere: one word for them in the list and the detail.
    public var childrenAreReplies: Bool
    /// The Braille display's cells a line is wrapped to; nil does not wrap.
    public var width: Int?
    /// The store may only be read: no lists is said without the way to make one, which would be refused.
    public var readOnly: Bool

    public init(verbosity: Verbosity = .normal, language: Language = .en, today: CalendarDate? = nil, childrenAreReplies: Bool = false,
                width: Int? = nil, readOnly: Bool = false) {
        self.readOnly = readOnly
        self.verbosity = verbosity
        t = Catalog(language)
        self.today = today
        self.childrenAreReplies = childrenAreReplies
        self.width = width
    }

    /// No lists, and how to make one where one can be made.
    var noListsLine: String { readOnly ? t(.readOnlyEmpty(.noLists)) : t(.listsNone) }

    /// The longest line that names a few rows by their titles: a row of the Braille
    /// display, or without one a standard terminal's 80 columns. Past it the titles
    /// would keep the listener waiting for what happened, or split the sentence.
    var namingWidth: Int { width ?? Layout.regularWidth }

    /// A line about a few rows (`line` given what names them): by their titles when
    /// there are three or fewer and the line fits `namingWidth`, else by how many
    /// they are (`3 rows selected, 3 in all.`), as a longer run of rows is said.
    func naming(_ titles: [String], _ line: (String) -> String) -> String {
        if titles.count <= 3 {
            let named = line(t.series(titles))
            if named.count <= namingWidth { return named }
        }
        return line(rows(titles.count))
    }

    /// "3 subtasks", or "3 replies" in a list of messages.
    func children(_ n: Int) -> String { t(childrenAreReplies ? .replies(n) : .subtasks(n)) }

    var low: Bool { verbosity == .low }

    func of(_ index: Int, _ count: Int) -> String { low ? "\(index)" : t(.of("\(index)", "\(count)")) }

    /// The row a moved row now follows or precedes, as a move names it: ", after Call Ana".
    func neighbour(_ after: String?, _ before: String?) -> String {
        after.map { t(.evAfter($0)) } ?? before.map { t(.evBefore($0)) } ?? ""
    }

    func rows(_ n: Int) -> String { t(.rows(n)) }

    /// Items said one after another: "a, b, c".
    func joined(_ items: [String]) -> String { items.joined(separator: ", ") }

    /// The first few titles and how many more, so that a change to thousands of
    /// rows is still one short line.
    func fewNamed(_ titles: [String]) -> String { fewNamed(titles, of: titles.count) }

    /// The same, knowing only the first titles of `count`: all of them when they are four or fewer.
    func fewNamed(_ titles: [String], of count: Int) -> String {
        let named = 3
        guard count > named + 1 else { return joined(titles) }
        return t(.titlesAndMore(joined(Array(titles.prefix(named))), "\(count - named)"))
    }

    /// The first line of `sections`: how many there are. Said also before a page of
    /// them when the session makes the lines of a long list's sections a page at a time.
    public func sectionsHead(_ count: Int) -> String { t(.sections(count)) + "." }

    /// A selection of more than four rows, or a page of one: the head line counting
    /// all `count` (nil on a later page), then one row a line.
    public func selectionLines(count: Int?, titles: [String]) -> [String] {
        (count.map { [t(.selectionHead($0))] } ?? []) + titles.map(Words.sentence)
    }

    /// One section's line in `sections`: its number, header, rows and badges.
    public func sectionsLine(_ s: SectionView) -> String {
        var parts = ["\(s.index). \(name(of: s))", rows(s.rows)]
        if s.collapsed { parts.append(t(.sectionCollapsed)) }
        if s.prominence == .increased { parts.append(t(.sectionMain)) }
        return joined(parts + sectionBadges(s)) + "."
    }

    /// The announcement's lines, each sentence ending on a name that ends its own
    /// sentence taking no second stop (`Done: Why? Now in Completed.`); a page is
    /// what is read as it stands.
    public func lines(_ announcement: Announcement) -> [String] {
        if case .page(let lines) = announcement { return lines }
        return wordedLines(announcement).map(Catalog.oneStop)
    }

    private func wordedLines(_ announcement: Announcement) -> [String] {
        switch announcement {
        case .page(let lines):
            return lines
        case .listTitle(let name, let sections, let rowCount, let filter?, let tally, _):
            let sectionsSaid = sections == 0 ? "" : t(.sections(sections))
            if let tally, let phrase = matchPhrase(tally) { return [t(.listTitleFilteredInside(name, filter, phrase, sectionsSaid))] }
            return [t(.listTitleFiltered(rowCount, name, filter, sectionsSaid))]
        case .listTitle(let name, let sections, let rowCount, nil, _, let waiting):
            let waitingSaid = waiting > 0 && !low ? [t(.days(.badgeWaiting(waiting)))] : []
            let parts = (sections == 0 ? [name, rows(rowCount)] : [name, t(.sections(sections)), rows(rowCount)]) + waitingSaid
            return [joined(parts) + "."]
        case .section(let s):
            return [sectionLine(s)]
        case .readSection(let s):
            return [sectionLine(s, inReading: true)]
        case .readRow(let view):
            return [rowLine(view, position: false)]
        case .moreToRead(let rowCount):
            return [t(.more(rowCount))]
        case .moreCandidates(let candidates, let first, let more):
            return offeredRows(candidates, from: first, more: more)
        case .firstStartHint:
            return [t(.firstStart)]
        case .helpGroups(let groups):
            return [t(.helpGroups(joined(groups.map { groupTitle($0).lowercased() }))), t(.helpGroupsHow)]
        case .helpGroup(let group, let commands):
            return [t(.helpGroup(groupTitle(group), t(.commands(commands.count))))] + commands.map(helpLine)
        case .storeLocation(let store):
            return [t(.whereStore(storeName(store)))]
        case .sectionCrossed(let s):
            return [t(.sectionCrossed(name(of: s), of(s.index, s.count)))]
        case .row(let view):
            return [rowLine(view, actions: low || view.actions.isEmpty ? nil : view.actions)]
        case .rowInFull(let view, let actions):
            var lines = [rowLine(view, actions: actions.map(\.name))]
            if let section = view.section { lines.append(t(.rowIn(section))) }
            if let parent = view.parent { lines.append(t(.rowInside(parent))) }
            if let notes = view.row.notes {
                // One line of the note a line, as a row's facts are said.
                let noteLines = Words.noteLines(notes).map(Words.sentence)
                lines.append(t(.rowNotes(noteLines[0])))
                lines += noteLines.dropFirst()
            }
            if view.row.schedule.doneCount > 0 { lines.append(t(.days(.readDoneCount(view.row.schedule.doneCount)))) }
            if !view.row.children.isEmpty, view.thread { lines.append(Words.capitalized(childCount(view, view.row.children.count)) + ".") }
            return lines
        case .footer(let text):
            return [t(.footer(Words.sentence(text)))]
        case .readFooter(let text):
            guard low else { return [t(.footer(Words.sentence(text)))] }
            // A full stop costs a pause; one the text has is dropped like the rows' own.
            return [t(.footer(text.hasSuffix(".") ? String(text.dropLast()) : text))]
        case .endOfList:
            return [t(.end)]
        case .startOfList:
            return [t(.start)]
        case .edgeOfFilter(let end, let filter):
            return [t(end ? .endFiltered(filter) : .startFiltered(filter))]
        case .edgeOfActions(let end):
            return [t(.actionsEdge(end ? .end : .start))]
        case .endOfRead:
            return []
        case .levelEnd(let first, let level):
            return [t(first ? .levelFirst(level) : .levelLast(level))]
        case .rotor(let unit, let available):
            var lines = [t(.rotor(t.name(unit)))]
            if !available.isEmpty { lines.append(t(.rotorUnits(joined(available.map { t.name($0) })))) }
            return lines
        case .actionFocused(let action, let count):
            return [actionLine(action, count: count)]
        case .actions(let row, let id, let actions):
            guard !actions.isEmpty || id == nil else { return [t(.actionsNone(row))] }
            return [t(.actionsHead(row, t(.actions(actions.count))))] + actions.map { "\($0.number). " + actionDetail($0) }
        case .sections(let sections):
            return [sectionsHead(sections.count)] + sections.map(sectionsLine)
        case .lists(let lists, let current, let filter):
            if lists.isEmpty { return [noListsLine] }
            return [t(.lists(lists.count)) + "."]
                + lists.enumerated().map { i, list in
                    "\(i + 1). " + joined([list.name, rows(list.rows)] + badgeWords(list.badges, replies: list.replies)) + (list.name == current ? filter.map { t(.listsOpenFiltered($0)) } ?? t(.listsOpen) : ".")
                }
        case .whereAmI(let w):
            return whereLines(w)
        case .help(let commands):
            return [t(.helpHead(commands.count))] + commands.map(helpLine)
        case .commandHelp(let c):
            var lines = ["\(c.name): \(c.summary)", t(.helpUsage(c.usage))]
            if !c.aliases.isEmpty { lines.append(t(.helpAliases(joined(c.aliases)))) }
            if !c.detail.isEmpty { lines.append(c.detail) }
            return lines
        case .setting(let setting):
            return settingLines(setting)
        case .changes(let events):
            return changeLines(events)
        case .changesInFilter(let events, let filter):
            return changeLines(events, countedIn: filter)
        case .undid(let events, let place, let list, let moved, let back):
            if case .rowMoved(let p, let after, let before)? = moved {
                return [t(.stepPlace(.undid(undoPhrase(events), of(p.index, p.count), neighbour(after, before))))]
            }
            // A section's rename undone is said by the name it takes away and the one it has again.
            if place == nil, let (from, to, kind) = renaming(events) {
                let step = t(.renameUndo(kind(to)))
                return [t((undoPhraseNamesList(events) ? nil : list).map { .renameUndo(.undidIn(step, from, $0)) } ?? .renameUndo(.undid(step, from)))]
            }
            if place == nil, let value = valueStep(events, undone: back), let again = value.undone {
                return [t(list.map { .renameUndo(.undidIn(value.step, again, $0)) } ?? .renameUndo(.undid(value.step, again)))]
            }
            if case .named(let place)? = place { return [t(.undidBackIn(undoPhrase(events), place))] }
            if place == .outsideSections { return [t(.unsectioned(.undidBack(undoPhrase(events))))] }
            if let list, !undoPhraseNamesList(events) { return [t(.undidIn(undoPhrase(events), list))] }
            return [t(.undid(undoPhrase(events)))]
        case .redid(let events, let place, let list, let moved):
            if case .rowMoved(let p, let after, let before)? = moved {
                return [t(.stepPlace(.redid(undoPhrase(events), of(p.index, p.count), neighbour(after, before))))]
            }
            if place == nil, let (from, to, kind) = renaming(events) {
                let step = t(.renameUndo(kind(from)))
                return [t((undoPhraseNamesList(events) ? nil : list).map { .renameUndo(.redidIn(step, to, $0)) } ?? .renameUndo(.redid(step, to)))]
            }
            if place == nil, let value = valueStep(events, undone: []) {
                return [t(list.map { .renameUndo(.redidIn(value.step, value.done, $0)) } ?? .renameUndo(.redid(value.step, value.done)))]
            }
            if case .named(let place)? = place { return [t(.redidNowIn(undoPhrase(events), place))] }
            if place == .outsideSections { return [t(.unsectioned(.redidNow(undoPhrase(events))))] }
            if let list, !undoPhraseNamesList(events) { return [t(.redidIn(undoPhrase(events), list))] }
            return [t(.redid(undoPhrase(events)))]
        case .actionsWithdrawn(let withoutSection, let withoutField):
            return (withoutSection.isEmpty ? [] : [t(.evActionsNoSection(withoutSection.count, t.series(withoutSection)))])
                + (withoutField.isEmpty ? [] : [t(.evActionsNoField(withoutField.count, t.series(withoutField)))])
        case .changedElsewhere(let summary):
            return elsewhereLines(summary)
        case .refusal(let refusal):
            return [t(.error(refusalText(refusal)))] + offeredRows(refusal) + offeredLists(refusal) + importHint(refusal)
        case .unchanged(let what):
            switch what {
            case .sectionExpanded(let header): return [t(.alreadyExpanded(header))]
            case .sectionCollapsed(let header): return [t(.alreadyCollapsed(header))]
            case .style(let list, let style): return [t(.alreadyStyle(list, t.name(style)))]
            case .selectionMode(let list, let mode): return [t(.alreadySelectionMode(list, t.name(mode)))]
            case .notSelected(let title): return [t(.notSelected(title))]
            case .nothingSelected: return [t(.nothingSelected)]
            case .allSelected(let count): return [t(.allAlreadySelected(count))]
            case .scheduleOff(let title, .repeat): return [t(.days(.rAlreadyNoRepeat(title)))]
            case .scheduleOff(let title, .start): return [t(.days(.rAlreadyNoStart(title)))]
            case .scheduleOff(let title, .reminder): return [t(.days(.rAlreadyNoReminder(title)))]
            case .sameRepeat(let title, let recurrence): return [t(.sameRepeat(.alreadyRepeats(title, repeatWords(recurrence))))]
            case .sameReminder(let title, let reminder): return [t(.sameRepeat(.alreadyReminds(title, reminderWords(reminder))))]
            case .sameStart(let title, let day):
                let waits = today.map { day > $0 } ?? true
                return [t(.sameRepeat(waits ? .alreadyWaiting(title, dayWords(day)) : .alreadyStarted(title, dayWords(day))))]
            case .alreadySelected(let title): return [t(.alreadySelected(title))]
            case .rowsAlreadySelected(let titles):
                return [naming(titles) { t(.rowsAlreadySelected(titles.count, $0)) }]
            case .rowsInStateAlreadySelected(let count):
                return [t(.rowsAlreadySelected(count, rows(count)))]
            case .noneSelectedInState(let state): return [t(.selectionState(.noneInState(state)))]
            case .rowsNotSelected(let titles):
                if titles.count == 1 { return [t(.notSelected(titles[0]))] }
                return [naming(titles) { t(.rowsNotSelected(titles.count, $0)) }]
            case .setting(let setting):
                let lines = settingLines(setting)
                return [lines[0] + " " + t(.alreadySo)] + lines.dropFirst()
            case .splitStyle(let style): return [t(.split(splitName(style))) + " " + t(.alreadySo)]
            case .rotor(let unit): return [t(.rotor(unitName(unit))) + " " + t(.alreadySo)]
            case .heading(let header, let prominence):
                return [t(prominence == .increased ? .alreadyHeadingMain(header) : .alreadyHeadingStandard(header))]
            case .declared(let events):
                var lines = changeLines(events)
                if !lines.isEmpty { lines[0] += " " + t(.alreadySo) }
                return lines
            case .noFooter(let header): return [t(.noFooter(header))]
            case .sameFooter(let header): return [t(.sameFooter(header))]
            case .listOpen(let name, let sections, let rowCount):
                let counts = sections == 0 ? [rows(rowCount)] : [t(.sections(sections)), rows(rowCount)]
                return [t(.naming(.alreadyOpen(name, joined(counts))))]
            case .model(let error): return [modelErrorText(error)]
            }
        case .filterHidesAll(let list, let filter):
            return [t(.filterHidesAll(list, filter))]
        case .filteredSections(let sections, let filter):
            return [t(.sectionsFiltered(sections.count, filter))] + lines(.sections(sections)).dropFirst()
        case .focusOutOfCollapsed(let row, let ancestor):
            return [t(.focusOutOfCollapsed(row, ancestor))]
        case .hiddenByFilter(let title, let filter):
            return [t(.filterHides(title, filter))]
        case .filterOn(let text, let matches):
            if let phrase = matchPhrase(matches) { return [t(.filterOnInside(text, phrase))] }
            return [t(.filterOn(matches.rows, text))]
        case .noFilter(let rowCount):
            return [t(.filterNone(rows(rowCount)))]
        case .editUnchanged(let editing):
            return [t(editing ? .editAlready : .editAlreadyOff)]
        case .selectionDropped(let count):
            return [t(.selectionDropped(count))]
        case .selectionKept(let title, let dropped):
            return [t(.selectionState(.kept(dropped, title)))]
        case .selectionModeStepped(let list, let stepped, let now, let undone):
            let how: SettingsMessage = switch now {
            case .single: .selectsOneAgain(list)
            case .multiple: .selectsSeveralAgain(list)
            case .none: .selectsNoneAgain(list)
            }
            let said = t(.settings(how))
            return [t(.settings(undone ? .undidSelectionMode(t.name(stepped), said) : .redidSelectionMode(t.name(stepped), said)))]
        case .filterOff(let rowCount):
            return [t(.filterOff(rows(rowCount)))]
        case .selectionUnderFilter(let titles, let hidden, let filter):
            if titles.count <= 4 {
                let line = t(.filterSelection(.selection(titles.count, hidden, filter, joined(titles))))
                if line.count <= namingWidth { return [line] }
            }
            return selectionLines(count: titles.count, titles: titles) + [t(.filterSelection(.hiddenOfThem(hidden, filter)))]
        case .deselectedUnderFilter(let hidden, let filter):
            // "Of them" after "none selected" would name nothing: the rows are named as a command on the selection names them.
            return [t(.deselectedAll), t(.filterSelection(.hiddenActedOn(hidden, filter)))]
        case .selection(let titles):
            if titles.isEmpty { return [t(.selectionNone)] }
            // A few short titles in one line; more, or longer, one a line, so that a long
            // selection is paged as a list is and no sentence is cut in two.
            if titles.count <= 4 {
                let line = t(.selection(titles.count, joined(titles)))
                if line.count <= namingWidth { return [line] }
            }
            return selectionLines(count: titles.count, titles: titles)
        case .selectionChanged(let title, let selected, let count):
            return [t(selected ? .selected(count, title) : .deselected(count, title))]
        case .rowsSelected(let titles, let count):
            // One row named is said as one: Pagar el alquiler seleccionada, never seleccionadas.
            if titles.count == 1 { return [t(.selected(count, titles[0]))] }
            return [naming(titles) { t(.rowsSelected(count, $0)) }]
        case .selectedAgain(let titles, let count):
            // A rule's rows are not read: said by their count.
            if titles.isEmpty { return [t(.reselection(.countSelectedAgain(count)))] }
            // One row named is said as one: Pagar el alquiler seleccionada, never seleccionadas.
            if titles.count == 1 { return [t(.reselection(.selectedAgain(count, titles[0])))] }
            // Named by their count, rows that are the whole selection are not counted twice.
            return [naming(titles) { named in
                titles.count == count && named == rows(count) ? t(.reselection(.countSelectedAgain(count))) : t(.reselection(.rowsSelectedAgain(count, named)))
            }]
        case .rowsDeselected(let titles, let count):
            // One row named is said as one: Pagar el alquiler deseleccionada, never deseleccionadas.
            if titles.count == 1 { return [t(.deselected(count, titles[0]))] }
            return [naming(titles) { t(.rowsDeselected(count, $0)) }]
        case .rowsInStateSelected(let n, let count):
            return [t(.rowsSelected(count, rows(n)))]
        case .rowsInStateDeselected(let n, let count):
            return [t(.rowsDeselected(count, rows(n)))]
        case .selectionAll(let count, let selected):
            return [selected ? t(.selectedAll(rows(count))) : t(.deselectedAll)]
        case .selectionAllFiltered(let count, let filter):
            return [t(.selectedAllFiltered(count, filter))]
        case .swipeOpened(let edge, let row, let actions):
            return [t(.swipeOpen(row, t.name(edge), t(.actions(actions.count))))]
                + actions.map { "\($0.number). " + actionDetail($0) }
                + (low ? [] : [t(.swipeChoose)])
        case .swipeClosed(let row):
            return [t(.swipeClosed(row))]
        case .nothingToCancel:
            return [t(.cancelNothing)]
        case .said(let message):
            return [t(message)]
        case .emptySection(let name):
            return [t(.sectionEmpty(name))]
        case .placeholder(let list):
            // No list left to name: the detail says how to make one, not "from ".
            return [t(list.isEmpty ? .emptyDetail(.noLists) : .placeholder(list))]
        case .detailHolds(let title, let openHint):
            return [t(openHint ? .detailHoldsOpen(title) : .detailHolds(title))]
        case .emptyListPlaceholder(let list, let afterTitle):
            return [t(afterTitle ? .addFirstRow : .listEmpty(list))]
        case .column(let column):
            return [t(.column(t.name(column)))]
        case .backGoesTo(let target):
            return low ? [] : [t(.backTo(target ?? sidebarTitle))]
        case .sidebarScreen(let count):
            return ["\(sidebarTitle), \(t(.lists(count)))."]
        case .sidebarItem(let name, let index, let count, let rowCount, let badges, let replies):
            return [joined([name, of(index, count), rows(rowCount)] + badgeWords(badges, replies: replies)) + "."]
        case .cascade(let list, let sections, let rowCount, let left, let detailClosed):
            var cleared = leftParts(left)
            if detailClosed { cleared.append(t(.cascadeDetail)) }
            // The list's header as plain open says it, sections counted, then what was left
            // behind, one fact a line, each led by what it was about: "Selection cleared.",
            // "Editing ended.", where one line of them all outran a 40-cell Braille line.
            return lines(.listTitle(name: list, sections: sections, rows: rowCount)) + cleared.map { Words.capitalized($0) + "." }
        case .leftBehind(let left):
            return leftParts(left).map { Words.capitalized($0) + "." }
        case .splitStyle(let style):
            return [t(.split(splitName(style)))]
        case .contentAside(let inner):
            let said = lines(inner)
            return said.isEmpty ? [] : [t(.contentAside) + said[0]] + said.dropFirst()
        case .detailSummary(let view, let replies, let aside):
            var line = (aside ? t(.detailAside) : "") + rowLine(view)
            // Counted as the row's own line counts them: "0 of 1 done" where the list keeps done,
            // and, of all its replies, those unread or due ("1 unread reply"), as the list said them.
            if replies > 0 {
                line += " " + Words.capitalized(joined(countWords(view, replies, states: replies == view.row.children.count))) + "."
            }
            // The note on lines of its own after the row's, as read says it (Notes: ...): joined
            // to the row's line it made two facts one line, and outran a 40-cell Braille line.
            var lines = [line]
            if let notes = view.row.notes {
                let noteLines = Words.noteLines(notes).map(Words.sentence)
                if let first = noteLines.first { lines += [t(.rowNotes(first))] + noteLines.dropFirst() }
            }
            return lines
        case .moveOffered(let up, let down):
            let ways = (up ? [t(.offerMoveUp)] : []) + (down ? [t(.offerMoveDown)] : [])
            return ways.isEmpty ? [] : [t(.offerAlso(joined(ways)))]
        case .readOnlyNotice(let path):
            return [t(.readonly(path))]
        case .commitLookedUp(let done):
            return [t(done ? .reachedDone : .reachedNotDone)]
        case .version(let version):
            return ["listo \(version)"]
        case .imported(let lists, let rowCount):
            // The names of a few lists, and how many more: three thousand made one line of twenty thousand characters.
            return [t(.imported(lists.count, t(.lists(lists.count)), rows(rowCount), fewNamed(lists)))]
        case .layoutFollows(let layout, let width):
            return [layoutLine(layout, width)]
        case .actionsAreCommands(let list, let names):
            return [t(.actionsAreCommands(names.count, t.series(names), list, t.alternatives(names.map { t(.doAction($0)) })))]
        case .notKept(let losses):
            return losses.map { loss in
                // The tasks a repeat's part or an unread line was on, named: a few, then how many more.
                let tasks = loss.tasks.map(typedBack) + (loss.outside > 0 ? [t(.calendar(.calendarItself))] : [])
                let count = loss.taskCount + (loss.outside > 0 ? 1 : 0)
                let named = loss.taskCount > 0 ? fewNamed(tasks, of: count) : nil
                return t(.calendar(.loss(loss, clipped: typedBack, named: named)))
            }
        case .vdirExported(let list, let folder, let written, let unchanged, let removed):
            let parts = [t(.calendar(.vdirWritten(written)))] + (unchanged > 0 ? [t(.calendar(.vdirUnchanged(unchanged)))] : [])
                + (removed > 0 ? [t(.calendar(.vdirRemoved(removed)))] : [])
            return [t(.calendar(.vdirExported(list, folder, joined(parts))))]
        case .vdirLeftAlone(let folder, let titles, let command):
            return titles.isEmpty ? [] : [t(.calendar(.vdirLeftAlone(titles.count, folder, fewNamed(titles), command)))]
        case .vdirImported(let list, let folder, let changed, let added, let removed):
            // The first count names the rows ("1 row changed", "1 fila borrada"); those after agree with it.
            let parts = (changed > 0 ? [t(.calendar(.vdirChanged(changed)))] : [])
                + (added > 0 ? [t(.calendar(changed > 0 ? .vdirAdded(added) : .vdirRowsAddedNamed(added)))] : [])
                + (removed > 0 ? [t(.calendar(changed + added > 0 ? .vdirRowsRemoved(removed) : .vdirRowsRemovedNamed(removed)))] : [])
            return [parts.isEmpty ? t(.calendar(.vdirNothingNew(folder))) : t(.calendar(.vdirImported(folder, list, joined(parts))))]
        case .vdirConflicts(let folder, let both, let here, let back):
            return both.map { t(.calendar(.vdirBothChanged(folder, $0))) } + here.map { t(.calendar(.vdirKeptHere(folder, $0))) }
                + back.map { t(.calendar(.vdirBroughtBack(folder, $0))) }
        case .doneRepeating(let source, let title, let next):
            return [t(.calendar(.doneRepeating(source, title))) + " " + t(.days(.evNextDue(dueDay(next))))]
        case .exportedFlat(let n):
            return [t(.export(.flattened(n)))]
        case .exportedActionsLeftOut(let lists):
            return [t(.export(.actionsLeftOut(lists.count, joined(lists))))]
        case .exportedSchedulesLeftOut(let titles, let rows):
            return [t(.export(.schedulesLeftOut(rows, fewNamed(titles.map(typedBack), of: rows))))]
        case .exportedNotesLeftOut(let titles, let rows):
            return [t(.export(.notesLeftOut(rows, fewNamed(titles.map(typedBack), of: rows))))]
        case .exportedLeftOut(let fields, let n):
            return [t(.export(.leftOut(n, joined(fields))))]
        case .history(let lines, let total, let matching):
            let head: String
            if let matching {
                head = t(.historyMatching(lines.count, typedBack(matching)))
            } else if total == 0 {
                head = t(.historyEmpty)
            } else {
                head = lines.count == total ? t(.historyAll(t(.commands(total)))) : t(.historyLast("\(lines.count)", "\(total)"))
            }
            // A long line kept is said by its start, as a refusal says it back; !N runs it whole.
            return [head] + lines.map { "\($0.number). \(typedBack($0.line))" }
        case .fields(let list, let fields):
            return fieldsLines(list, fields)
        case .searchResults(let text, let hits):
            return searchLines(text, hits)
        case .agenda(let days):
            return agendaLines(days)
        case .reminders(let items):
            return remindersLines(items)
        case .reminderDue(let item):
            return [reminderLine(item)]
        case .rotorNamed(let unit, let available):
            var lines = [t(.rotor(unitName(unit)))]
            if !available.isEmpty { lines.append(t(.rotorUnits(joined(available.map { unitName($0) })))) }
            return lines
        case .voices(let language, let voices, let variants):
            let head = language.map { t(.voicesFor(voices.count, $0)) } ?? t(.voicesAll(voices.count))
            var lines = [head + (variants > 0 ? " " + t(.voicesVariants(variants)) : "")]
            lines += voices.enumerated().map { "\($0.offset + 1). \($0.element.name), \($0.element.language)." }
            if !voices.isEmpty { lines.append(t(.voicesHint)) }
            return lines
        case .braille(let problem):
            switch problem {
            case .libraryMissing: return [t(.brailleLibraryMissing)]
            case .noPlace: return [t(.brailleNoPlace)]
            case .lost: return [t(.brailleLost)]
            // BRLTTY not reached is looked for again, never given up on: said as awaited.
            case .unreachable, .awaited: return [t(.brailleDisplay(.awaited))]
            // BRLTTY up with no display yet is looked for again too, and said as such.
            case .noDisplay: return [t(.brailleDisplay(.awaitedDisplay))]
            case .back: return [t(.brailleBack)]
            }
        case .speechUnavailable(let problem):
            switch problem {
            case .libraryMissing: return [t(.speechLibraryMissing)]
            case .unreachable: return [t(.speechUnreachable)]
            case .stopped: return [t(.speechStopped)]
            }
        case .undoLimit(let limit):
            return [t(.undoLimit(limit))]
        case .recovered(let path, let lists, let sections, let rows, let lost, let damaged):
            let saved = t(.recovered(lists, t(.lists(lists)), t(.sections(sections)), self.rows(rows), path))
            // What was lost is said by kind: "Lost 20 rows", "Lost 1 section and 20 rows".
            let kinds = zip(lost, [Message.lists, Message.sections, Message.rows]).filter { $0.0 > 0 }.map { t($0.1($0.0)) }
            let left = damaged.isEmpty ? "" : " " + leftOut(damaged)
            if kinds.isEmpty && damaged.isEmpty { return [saved + t(.recoveredNone)] }
            return [saved + (kinds.isEmpty ? "" : t(.recoveredLost(t.series(kinds)))) + left]
        case .damaged(let values, let recover):
            return damagedLines(values, recover: recover)
        case .damagedLeftOut(let values):
            return [leftOut(values)]
        case .copied(let path, let lists, let rows):
            return [t(.copied(lists, t(.lists(lists)), self.rows(rows), path))]
        }
    }

    /// A line said again straight after itself gets a word more, so that a
    /// Braille display shows that something new arrived: `Again.` the second time
    /// the same command gives it, the count from the third on, so that no two
    /// lines in a row are the same.
    public func again(_ line: String, times: Int = 2) -> String { ended(line) + " " + t(times > 2 ? .againTimes(times) : .again) }

    /// Another command's answer that starts with the line said just before: the
    /// command it answers follows, so that the two lines differ and neither says Again.
    public func answering(_ line: String, command: String) -> String { ended(line) + " " + t(.answerTo(command)) }

    /// A line that opens a list with a colon, ended with a full stop before a mark is
    /// added: "matches 2 rows: Again." made the mark sound like the list's first item.
    private func ended(_ line: String) -> String { line.hasSuffix(":") ? line.dropLast() + "." : line }

    /// The prompt: short, and naming where you are. Plain, it is those words
    /// alone, which a screen reader says with nothing after them; classic ends in `>`.
    public func prompt(place: String, section: String?, editing: Bool, swipeOpen: Bool, style: PromptStyle = .plain) -> String {
        var parts = [place]
        if let section { parts.append(section) }
        if swipeOpen { parts.append(t(.promptSwipe)) } else if editing { parts.append(t(.promptEditing)) }
        return style == .plain ? parts.joined(separator: " ") + " " : joined(parts) + "> "
    }

    /// The prompt of `prompt focus`: the focused item's short form and place, as `Buy bread 1/3> `.
    public func focusPrompt(_ item: String, position: (Int, Int)?, swipeOpen: Bool, editing: Bool) -> String {
        var words = Announcer.shortened(item, to: 20)
        if let (i, n) = position { words += " \(i)/\(n)" }
        if swipeOpen { words += " " + t(.promptSwipe) } else if editing { words += " " + t(.promptEditing) }
        return words + "> "
    }

    /// A title cut to `limit` characters at a space, or at the limit when one word is longer.
    static func shortened(_ text: String, to limit: Int) -> String {
        guard text.count > limit else { return text }
        let head = String(text.prefix(limit))
        if let space = head.lastIndex(of: " "), space > head.startIndex { return String(head[..<space]) }
        return head
    }

    /// A group of commands, as help and completion name it.
    public func groupTitle(_ group: CommandGroup) -> String { t.name(group) }

    /// What `--echo` shows for a line that could not be read as text.
    public var unreadableLine: String { t(.unreadable) }

    /// What the sidebar is called in the prompt and in where.
    public var sidebarTitle: String { t(.sidebar) }

    /// What can be done next, said at high verbosity after the whole answer, once.
    public func hint(_ announcement: Announcement) -> String? {
        guard verbosity == .high else { return nil }
        switch announcement {
        case .listTitle: return t(.hint(t(.hintTitle)))
        case .section(let s): return t(.hint(t(s.collapsed ? .hintSectionCollapsed : .hintSection)))
        case .row: return t(.hint(readOnly ? t(.readOnlyActions(.hintRow)) : t(.hintRow)))
        default: return nil
        }
    }

    func helpLine(_ c: CommandInfo) -> String { "\(joined([c.name] + c.aliases)): \(c.summary)" }

    /// A rename the step is: its names before and after and how the step names it
    /// (`rename of section Finished`), so that undo says the name it takes away and the one back.
    func renaming(_ events: [Event]) -> (from: String, to: String, kind: (MessageArgument) -> RenameUndoMessage)? {
        guard let event = events.first else { return nil }
        switch event {
        case .sectionRenamed(let from, let to, _): return (from, to, RenameUndoMessage.section)
        case .rowRenamed(let from, let to): return (from, to, RenameUndoMessage.row)
        case .listRenamed(let from, let to): return (from, to, RenameUndoMessage.list)
        case .actionRenamed(let from, let to): return (from, to, RenameUndoMessage.action)
        default: return nil
        }
    }

    /// A mark or a note on one row the step is: how undo and redo name it (`mark unread of
    /// Invoice`, `note off on Call Ana`) and what the row holds once it is undone and once
    /// done again, so that neither is heard as the state the step set. `undone`, the
    /// rows the undo put back whole, which hold the note back; a mark's state back is
    /// the other one. nil for every other step, said as `undoPhrase` names it.
    func valueStep(_ events: [Event], undone: [Row]) -> (step: String, undone: String?, done: String)? {
        guard let event = events.first else { return nil }
        switch event {
        case .valueSet(let title, let field, .bool(let on)?, _):
            let now = valueWords(field, .bool(on))
            return (t(.valueUndo(.mark(now, title))), valueWords(field, .bool(!on)), now)
        // A date, a number or a text set or removed: redo says the value it sets again, so
        // two redos of one field say the two values, never the same line twice; undo says
        // the row with the value back on the line after (nil here keeps it so).
        case .valueSet(let title, let field, let value, let done):
            return (t(.uOn(field, title)), nil, value == nil ? t(.valueUndo(.noValue(field))) : valueWords(field, value, done: done))
        case .notesChanged(let title, let notes):
            let back = undone.first { $0.title == title }
            return (t(notes == nil ? .valueUndo(.noteOff(title)) : .uNote(title)), back.map { noteWords($0.notes) }, noteWords(notes))
        default:
            return nil
        }
    }

    /// "note buy rye", "no note": the note a row holds, by its start as a note set is said.
    private func noteWords(_ notes: String?) -> String {
        notes.map { t(.valueUndo(.note(typedBack(Words.noteOnOneLine($0))))) } ?? t(.valueUndo(.noNote))
    }

    /// A section's name as said: its header, or the words for the rows outside any section.
    func name(of s: SectionView) -> String { s.outside ? t(.unsectioned(.name)) : s.header }

    /// A section header. In a say-all the rows that follow have no positions, so
    /// the header's own needs no "section"; at low verbosity it says only its count.
    func sectionLine(_ s: SectionView, inReading: Bool = false) -> String {
        var parts = [name(of: s)]
        if s.prominence == .increased { parts.append(t(.sectionMain)) }
        if !inReading {
            parts.append(t(.sectionOf(of(s.index, s.count))) + (s.filter.map { " " + t(.underFilter($0)) } ?? ""))
        } else if !low {
            parts.append(of(s.index, s.count))
        }
        if s.collapsed {
            parts.append(t(.sectionCollapsed))
            parts.append(t(.rowsHidden(s.rows)))
        } else {
            parts.append(rows(s.rows))
        }
        return joined(parts + sectionBadges(s)) + (inReading ? readingEnd : ".")
    }

    /// How a say-all's header and row lines end: a full stop, except at low
    /// verbosity, where each would cost a pause on every row.
    private var readingEnd: String { low ? "" : "." }

    /// A row: title, level where it changed, position, outline, states, and when
    /// given its actions, which end the row's own line because a line of their
    /// own would lead with a label. In a say-all (`position: false`) the row has
    /// no position and, at low verbosity, no full stop.
    func rowLine(_ view: RowView, actions: [String]? = nil, position: Bool = true) -> String {
        var parts = [view.row.title]
        if let level = view.level { parts.append(t(.rowLevel(level))) }
        if position { parts.append(of(view.index, view.count) + (view.filter.map { " " + t(.underFilter($0)) } ?? "")) }
        // The row's own states first, so that "done" is never heard right after "2 of 3 done".
        parts += states(of: view.row, selected: view.selected)
        if !view.row.children.isEmpty && !view.thread { parts += outlineWords(view) }
        // A store that may only be read runs none: its rows offer none, nor say they have none.
        if let actions, !readOnly { parts.append(actions.isEmpty ? t(.rowNoActions) : t(.rowActions(joined(actions)))) }
        return joined(parts) + (position ? "." : readingEnd)
    }

    /// How a row's states are said, in the order of their fields' names: a true
    /// boolean field by its name, a false read field as unread, a value with its name
    /// ("due Friday", "priority 2").
    func states(of row: Row, selected: Bool) -> [String] {
        var words: [String] = []
        for key in row.fields.keys.sorted() {
            switch row.fields[key]! {
            case .bool(true):
                // Pinned is listo's own state, set by pin: said in the language spoken, whatever the field is called.
                if !isRead(key) { words.append(stateWord(key)) }
            case .bool(false):
                if isRead(key) { words.append(t(.stateUnread)) }
            case .date(let date):
                if FieldRole.due.isNamed(key), let missed = missedWords(row, date) {
                    words.append(missed)
                } else {
                    words.append(dateState(key, date, overdue: row.isOverdue(today: today ?? date)))
                }
            case .text, .number:
                words.append("\(key) \(spoken(row.fields[key]!))")
            }
        }
        words += scheduleStates(of: row)
        if selected { words.append(t(.stateSelected)) }
        return words
    }

    /// Whether an action's name says the state it sets, as Done sets done, or in
    /// Spanish Hecho sets hecha: the same word, or the same with the other gender's ending.
    func namesItself(_ action: String, _ field: String) -> Bool {
        let a = Names.key(action), f = Names.key(field)
        guard a != f else { return true }
        let endings: Set<Character> = ["a", "o"]
        guard let x = a.last, let y = f.last, endings.contains(x), endings.contains(y) else { return false }
        return a.dropLast() == f.dropLast()
    }

    /// A true boolean field as a state word: its name, but a state listo knows (done,
    /// pinned) is said in the language spoken whatever language its field is named in.
    func stateWord(_ field: String) -> String {
        FieldRole.stateWord(field, in: t.language)
    }

    /// The field that marks messages read, under its name in any language.
    func isRead(_ field: String) -> Bool {
        FieldRole.read.isNamed(field)
    }

    /// An action as it is said: its own name, or set or toggle on a selection in this language.
    func actionName(_ label: ActionLabel) -> String {
        switch label {
        case .named(let name): return name
        case .onSelection(.set): return t(.batchSet)
        case .onSelection(.toggle): return t(.batchToggle)
        }
    }

    /// An action as undo and redo name it mid-sentence: an action by its own name (Done),
    /// set and toggle on a selection by what they did (`done`, `due Friday`), else by
    /// the command's word, lowercase as typed.
    func undoneActionName(_ label: ActionLabel, _ effects: ArraySlice<Event> = []) -> String {
        switch label {
        case .named(let name): return name
        case .onSelection:
            if let words = selectionWords(label, effects, rows: 1) { return words.step }
            return label == .onSelection(.set) ? t(.uBatchSet) : t(.uBatchToggle)
        }
    }

    /// What a set or toggle on a selection did, where every row it changed took one
    /// value of one field: said by that value (`Done: 4 rows.`, `Hechas: 4 filas.`,
    /// `Due Friday: 4 rows.`) rather than by the command's word (`Set`), with the
    /// state agreeing with `rows`; `step` is the same words for undo (`done on 4 rows`),
    /// and `field` the field they already say. Nil for a named action, and for a toggle
    /// that turned some rows on and some off, which says each.
    func selectionWords(_ label: ActionLabel, _ effects: ArraySlice<Event>, rows: Int) -> (lead: String, step: String, field: String)? {
        guard case .onSelection = label else { return nil }
        var change: (field: String, value: FieldValue?)?
        for effect in effects {
            if case .coveredToggled = effect { return nil }
            guard case .fieldChanged(_, let field, let value) = effect else { continue }
            if let change, change.field != field || change.value != value { return nil }
            change = (field, value)
        }
        guard let change else { return nil }
        let step = valueWords(change.field, change.value)
        var lead = step
        if case .bool = change.value { lead = t.state(step, rows: rows) }
        return (Words.capitalized(lead), step, change.field)
    }

    /// The built-in delete action, under its name in any language.
    private func isDelete(_ action: String) -> Bool {
        Language.allCases.contains { Names.key(Catalog($0)(.actionDelete)) == Names.key(action) }
    }

    /// "collapsed, 3 subtasks", or "expanded, 2 of 3 done" where the list keeps a done field.
    /// A collapsed row also says the states among the rows it hides ("2 replies, 1 unread reply"),
    /// which the list's counts include and a listener would not hear until expanding it;
    /// said right after the rows counted, those rows are not named twice.
    func outlineWords(_ view: RowView) -> [String] {
        [t(view.row.expanded ? .outlineExpanded : view.filterOpens ? .outlineFilterOpens : .outlineCollapsed)]
            + countWords(view, view.row.children.count, states: !view.row.expanded && !view.filterOpens)
    }

    /// A row's `rows` inside it counted, then with `states` the states of every row
    /// below it, at any depth: what a collapsed row says of the rows it hides, and the
    /// detail of the replies it holds.
    func countWords(_ view: RowView, _ rows: Int, states: Bool) -> [String] {
        var words = [childCount(view, rows)]
        if states, let today {
            let hidden = StateCounts(view.row.children, today: today)
            // A count no larger than the rows just counted is of those rows: "2 subtasks, 1 overdue";
            // a larger one reaches deeper, and names what it counts: "1 subtask, 2 overdue subtasks".
            let (overdue, dueToday, unread) = (hidden.overdue + hidden.inside.overdue, hidden.dueToday + hidden.inside.dueToday,
                                               hidden.unread + hidden.inside.unread)
            // Unread hidden rows are named ("1 unread reply"), as the sidebar says them: a bare
            // "1 unread" after the row's own "unread" is heard as that said twice. When every
            // row counted is unread and none deeper, the two counts are one: "1 unread reply".
            let merged = !low && view.doneChildren == nil && unread > 0 && unread == rows && hidden.inside.unread == 0
            if merged { words[0] = t(.badgeUnreadInside(unread, childrenAreReplies)) }
            words += badgeWords(StateCounts(overdue: overdue <= rows ? overdue : 0, dueToday: dueToday <= rows ? dueToday : 0,
                                            inside: NestedStateCounts(overdue: overdue > rows ? overdue : 0, dueToday: dueToday > rows ? dueToday : 0,
                                                                      unread: merged ? 0 : unread)))
        }
        return words
    }

    /// A row's subtasks counted one way wherever they are said: "0 of 1 done" where the
    /// list keeps done, so the detail's opening line, its read and the row's own line agree.
    func childCount(_ view: RowView, _ n: Int) -> String {
        view.doneChildren.map { t(.outlineDone($0, view.doneAmong ?? n)) } ?? children(n)
    }

    func actionDetail(_ a: ActionView) -> String {
        var parts = [a.name, t.name(a.edge)]
        if a.role != .normal { parts.append(t.name(a.role)) }
        if a.runsOnFullSwipe { parts.append(t(.actionFullSwipe)) }
        if let tint = a.tint, !low { parts.append(Message.tint(tint).map { t($0) } ?? tint) }
        return joined(parts) + "."
    }

    func actionLine(_ a: ActionView, count: Int) -> String {
        // The traits in the order actions says them: edge, then role.
        var parts = [a.name, t.name(a.edge)]
        if a.role != .normal { parts.append(t.name(a.role)) }
        parts.append(of(a.number, count))
        return joined(parts) + "."
    }

    func whereLines(_ w: WhereView) -> [String] {
        var lines: [String] = []
        if let row = w.row, let (i, n) = w.position {
            // Counted among the rows a filter shows, the count names it, as goto's does for the same row.
            let counted = of(i, n) + (w.column == .content ? w.filter.map { " " + t(.underFilter($0)) } ?? "" : "")
            lines.append(joined([row] + (w.level.map { [t(.rowLevel($0))] } ?? []) + [counted] + (w.rowSelected ? [t(.stateSelected)] : [])) + ".")
        } else if let footer = w.footer {
            lines.append(t(.footer(Words.sentence(footer))))
        }
        var place = w.path.joined(separator: t(.whereThen))
        if let section = w.section { place += t(.whereSection(section)) }
        // A deep row names the outermost row it is in and the two nearest; the levels between are counted.
        let inside = w.inside.count > 4
            ? [w.inside[0], t(.whereLevels(w.inside.count - 3))] + w.inside.suffix(2) : w.inside
        for parent in inside { place += t(.whereThen) + parent }
        // The same lines in every layout, one fact a line, each led by what it is
        // about: the column (which one is all that differs), the split style as
        // columns says it, the rotor as rotor says it, and edit mode with the
        // selection it holds.
        if w.sidebarEmpty {
            lines.append(readOnly ? t(.readOnlyEmpty(.whereEmpty)) : t(.emptySidebar(.whereEmpty)))
        } else if place.isEmpty {
            lines.append(noListsLine)
        } else if w.detailEmpty, let list = w.path.first {
            lines.append(t(.emptyDetail(.whereEmpty(list))))
        } else {
            lines.append(t(.whereColumn(t.name(w.column), place)))
        }
        // At low verbosity the settings as they start are left unsaid: the split style
        // and the layout, the rotor on items, edit mode off with nothing selected.
        if let style = w.splitStyle, !low { lines.append(t(.split(splitName(style)))) }
        if !low || w.rotor != .items || w.rotorState != nil { lines.append(t(.rotor(w.rotorState ?? t.name(w.rotor)))) }
        switch w.editMode {
        case .inactive: if !low || w.selected > 0 { lines.append(t(.whereEditOff(w.selected))) }
        case .active: lines.append(t(.whereEditOn(w.selected)))
        case .transient: lines.append(t(.whereEditTransient(w.selected)))
        }
        if let followed = w.layoutFollowed, !low { lines.append(layoutLine(followed.layout, followed.width)) }
        if let chosen = w.layoutChosen, !low { lines.append(settingLine(.layout(chosen))) }
        if let field = w.sortedBy { lines.append(t(.whereOrder(.sorted(field)))) }
        if let field = w.groupedBy { lines.append(t(.whereOrder(.grouped(field)))) }
        if let filter = w.filter { lines.append(t(.whereFilter(filter))) }
        if verbosity == .high { lines.append(t(.whereStore(storeName(w.store)))) }
        return lines
    }

    /// "Layout compact: the terminal is 60 columns, fewer than 80.": a compact layout
    /// names the width the regular one needs, so the way to it is heard.
    func layoutLine(_ layout: Layout, _ width: LayoutWidth) -> String {
        let name = t.name(layout), needed = Layout.regularWidth
        switch width {
        case .terminal(let n): return t(layout == .regular ? .layoutTerminal(n, name) : .layoutTerminalNarrow(n, name, needed))
        case .setting(let n): return t(layout == .regular ? .layoutWidth(name, n) : .layoutWidthNarrow(name, n, needed))
        case .unknown: return t(.layoutNoWidth(name))
        }
    }

    /// A setting's answer, one fact a line: the columns shown, then the split style on a line
    /// of its own, as where says it (Split: balanced.), where one line joined the two and the
    /// English left balanced unnamed.
    func settingLines(_ setting: Setting) -> [String] {
        guard case .columns(let c, let style) = setting else { return [settingLine(setting)] }
        return [t(.settingColumns(t.name(c))), t(.split(splitName(style)))]
    }

    func settingLine(_ setting: Setting) -> String {
        switch setting {
        case .verbosity(let v): return t(.settingVerbosity(t.name(v)))
        case .width(let n): return t(.settingWidth(n.map { "\($0)" } ?? t(.settings(.noLimit))))
        case .page(let n): return t(.settingPage(n.map(rows) ?? t(.settings(.noLimit))))
        case .style(let list, let style): return t(.settingStyle(list, t.name(style)))
        case .ordering(let list, let ordering): return orderingLine(list, ordering)
        case .grouping(let list, let field): return groupingLine(list, field)
        case .profile(let p): return t(.settingProfile(t.name(p)))
        case .layout(let l): return t(.settingLayout(t.name(l)))
        case .columns(let c, _): return t(.settingColumns(t.name(c)))
        case .selectionMode(let list, let mode): return t(.evSelectionMode(list, t.name(mode)))
        case .editMode(let m):
            switch m {
            case .inactive: return t(.settingEditmodeInactive)
            case .transient: return t(.settingEditmodeTransient)
            case .active: return t(.settingEditmodeActive)
            }
        case .language(_, let origin):
            switch origin {
            case .store: return t(.language(.kept))
            case .option: return t(.language(.fromOption))
            case .environment(let variable): return t(.language(.from(variable)))
            case .fallback: return t(.language(.plain))
            }
        case .speak(let on): return t(on ? .settingSpeakOn : .settingSpeakOff)
        case .braille(let on): return t(on ? .settingBrailleOn : .settingBrailleOff)
        case .prompt(let style):
            switch style {
            case .plain: return t(.settingPromptPlain)
            case .classic: return t(.settingPromptClassic)
            case .focus: return t(.settingPromptFocus)
            }
        case .sounds(let on): return t(on ? .settingSoundsOn : .settingSoundsOff)
        case .voice(let s):
            return t(.settingVoice(s.rate, s.pitch, s.volume, s.voice ?? t(.`default`), s.language ?? t(.`default`)))
        case .voiceRate(let n): return t(.settingRate(n))
        case .voicePitch(let n): return t(.settingPitch(n))
        case .voiceVolume(let n): return t(.settingVolume(n))
        case .voiceName(let name): return t(.settingVoiceName(name.map(typedBack) ?? t(.`default`)))
        case .voiceLanguage(let code): return t(.settingVoiceLanguage(code.map(typedBack) ?? t(.`default`)))
        }
    }

    func orderingLine(_ list: String, _ ordering: Ordering) -> String {
        switch ordering {
        case .manual: return t(.orderManual(list))
        case .field(let field): return t(.orderField(list, field))
        }
    }

    /// `filter`: the filter a change's counts are counted in, named after the first.
    func changeLines(_ events: [Event], countedIn filter: String? = nil) -> [String] {
        // The rows an action on many left as they were: a line of their own after the action's.
        if case .rowsAlreadySo(let titles, let count, let already)? = events.last {
            return changeLines(Array(events.dropLast()), countedIn: filter) + [alreadyLine(titles: titles, count: count, already)]
        }
        guard let first = events.first else { return [] }
        let action: String
        var line: String
        var count = 1
        // The field a set or toggle on a selection is already named by, not said again after it.
        var saidField: String?
        switch first {
        case .actionRan(let label, let title):
            var name = actionName(label)
            let effects = events.dropFirst()
            if effects.count == 1, case .rowsDeleted = effects.first!, isDelete(name) {
                return changeLines(Array(effects), countedIn: filter)
            }
            if let words = selectionWords(label, effects, rows: 1) { (name, saidField) = (words.lead, words.field) }
            (action, line) = (name, "\(name): \(title).")
        case .actionRanOnRows(let label, let titles):
            var name = actionName(label)
            if let mixed = mixedToggle(name, events.dropFirst()) { return [mixed] }
            if let words = selectionWords(label, events.dropFirst(), rows: titles.count) { (name, saidField) = (words.lead, words.field) }
            (action, line) = (name, "\(name): \(rows(titles.count)).")
            count = titles.count
        case .actionRanOnCovered(let label, _, let covered):
            var name = actionName(label)
            if case .coveredToggled(let field, let on, let onCount, let off, let offCount)? = events.dropFirst().first {
                return [mixedLine(name, field, on: (on, onCount), off: (off, offCount))]
            }
            if let words = selectionWords(label, events.dropFirst(), rows: covered) { (name, saidField) = (words.lead, words.field) }
            (action, line) = (name, "\(name): \(rows(covered)).")
            count = covered
        default:
            var naming = filter
            var lines: [String] = []
            var previous: Event?
            for event in events {
                defer { previous = event }
                // A row a field's change moved to another group: said on the change's line.
                if case .movedToSection(let title, let section) = event, let previous, previous.changedFieldOf == title, !lines.isEmpty {
                    lines[lines.count - 1] += " " + t(.nowIn(section))
                    continue
                }
                guard event.isCounted, let filter = naming else {
                    lines.append(eventLine(event))
                    continue
                }
                naming = nil
                lines.append(eventLine(event, countedIn: filter))
            }
            return lines
        }
        // On a selection each row has the same effects: each phrase is said once.
        var said = Set<String>()
        var deleted = 0
        var remaining = 0
        var below = 0
        // Subtasks left open under the rows marked done: one count for them all.
        var open = 0
        for effect in events.dropFirst() {
            let phrase: String
            switch effect {
            case .fieldChanged(_, let field, let value):
                if case .bool(true) = value, namesItself(action, field) { continue }
                if field == saidField { continue }
                phrase = fieldPhrase(field, value, rows: count)
            case .movedToSection(_, let section):
                phrase = t(.nowIn(section))
            case .rowsDeleted(_, let left, let inside):
                deleted += 1
                remaining = left
                below += inside
                continue
            // An action that only deletes, on rows a rule covers, counted by the store: as one line each row.
            case .coveredDeleted(_, let count, let left, let inside):
                deleted += count
                remaining = left
                below += inside
                continue
            case .childrenOpen(_, let subtasks):
                open += subtasks
                continue
            default:
                continue
            }
            if said.insert(phrase).inserted { line += " " + phrase }
        }
        if open > 0 { line += " " + Words.capitalized(t(.subtasksOpen(open))) + "." }
        guard deleted > 0 else { return [line] }
        var left = switch (deleted, below) {
        case (1, 0): t(.deletedLeft(rows(remaining)))
        case (1, _): t(.deletedWithLeft(children(below), rows(remaining)))
        case (_, 0): t(.deletedManyLeft("\(deleted)", rows(remaining)))
        default: t(.deletedManyWithLeft("\(deleted)", children(below), rows(remaining)))
        }
        // The rows left are the filter's, named as delete selection names them: each of these
        // lines ends with the rows left and a full stop, in either language.
        if let filter, left.hasSuffix(".") { left = String(left.dropLast()) + " " + t(.underFilter(filter)) + "." }
        return [line + " " + left]
    }

    /// A toggle over rows some of which it turned on and some off: the rows are
    /// named for each state they are now in, counted past three.
    func mixedToggle(_ action: String, _ effects: ArraySlice<Event>) -> String? {
        var on: [String] = [], off: [String] = []
        var field: String?
        for effect in effects {
            guard case .fieldChanged(let title, let name, let value) = effect, !isRead(name),
                  field == nil || field == name, case .bool(let b) = value else { return nil }
            field = name
            if b { on.append(title) } else { off.append(title) }
        }
        guard let field, !on.isEmpty, !off.isEmpty else { return nil }
        return mixedLine(action, field, on: (on, on.count), off: (off, off.count))
    }

    /// A toggle's line for rows it turned on and rows it turned off, each named by
    /// their first titles (`on.titles`, all of them when three or fewer) or counted.
    func mixedLine(_ action: String?, _ field: String, on: (titles: [String], count: Int), off: (titles: [String], count: Int)) -> String {
        let named = { (titles: [String], count: Int) in count <= 3 ? self.t.series(Array(titles.prefix(count))) : self.rows(count) }
        return (action.map { "\($0): " } ?? "") + t(.batchNow(named(on.titles, on.count), t.state(stateWord(field), rows: on.count))) + "; "
            + t(.batchNoLonger(named(off.titles, off.count), t.state(stateWord(field), rows: off.count))) + "."
    }

    /// `rows`: how many rows the phrase is said of, so a state word agrees with them.
    func fieldPhrase(_ field: String, _ value: FieldValue?, rows: Int = 1) -> String {
        switch value {
        case .bool(true): return isRead(field) ? t(.fieldNowRead(rows)) : t(.fieldNow(t.state(stateWord(field), rows: rows)))
        case .bool(false): return isRead(field) ? t(.fieldNowUnread(rows)) : t(.fieldNoLonger(t.state(stateWord(field), rows: rows)))
        case .text, .number, .date: return t(.fieldNow(valueWords(field, value)))
        case nil: return t(.fieldCleared(Words.capitalized(field)))
        }
    }

    /// `filter`: the filter the event's count is counted in, said after it.
    func eventLine(_ event: Event, countedIn filter: String? = nil) -> String {
        /// A count, and the filter it is counted in.
        func of(_ index: Int, _ count: Int) -> String { self.of(index, count) + (filter.map { " " + t(.underFilter($0)) } ?? "") }
        switch event {
        case .rowAdded(let p):
            let position = p.unread ? joined([of(p.index, p.count), t(.stateUnread)]) : of(p.index, p.count)
            guard let parent = p.parent else { return t(.evAdded(p.title, position)) }
            return t(.evAddedInside(p.title, parent, p.level, position))
        case .rowsDeleted(let titles, let remaining, let below):
            return deletedLine(titles, count: titles.count, remaining: remaining, below: below, countedIn: filter)
        case .coveredDeleted(let first, let count, let remaining, let below):
            return deletedLine(first, count: count, remaining: remaining, below: below, countedIn: filter)
        case .rowNested(let p, let how, let after):
            let next = after.map { t(.evAfter($0)) } ?? ""
            switch (how, p.parent) {
            case (.indented, let parent?): return t(.evIndented(p.title, parent, p.level, of(p.index, p.count), next))
            case (.movedInto, let parent?): return t(.evMovedInto(p.title, parent, p.level, of(p.index, p.count), next))
            case (_, let parent?): return t(.evOutdented(p.title, parent, p.level, of(p.index, p.count), next))
            case (_, nil): return t(.evOutdentedTop(p.title, p.level, of(p.index, p.count), next))
            }
        case .rowExpanded(let title, let expanded, let all, let count, let already, let done):
            let said = done.map { t(.outlineDone($0, count)) } ?? children(count)
            switch (expanded, all, already) {
            case (true, false, false): return t(.evRowExpanded(title, said))
            case (false, false, false): return t(.evRowCollapsed(title, said))
            case (true, true, false): return t(.evRowExpandedAll(title, said))
            case (false, true, false): return t(.evRowCollapsedAll(title, said))
            case (true, false, true): return t(.evRowExpandedAlready(title, said))
            case (false, false, true): return t(.evRowCollapsedAlready(title, said))
            case (true, true, true): return t(.evRowExpandedAllAlready(title, said))
            case (false, true, true): return t(.evRowCollapsedAllAlready(title, said))
            }
        case .childrenOpen(let title, let open):
            return t(.evChildrenOpen(title, t(.subtasksOpen(open))))
        case .rowMoved(let p, let after, let before):
            return t(.evMoved(p.title, of(p.index, p.count), neighbour(after, before)))
        case .rowRenamed(let from, let to):
            return t(.evRenamed(from, to))
        case .notesChanged(let title, let notes):
            // A long note is confirmed by its start; read says it whole.
            return notes.map { t(.evNote(title, Words.sentence(typedBack(Words.noteOnOneLine($0))))) } ?? t(.evNoteRemoved(title))
        case .actionRan(let action, let title):
            return "\(actionName(action)): \(title)."
        case .fieldChanged(let title, let field, let value):
            return "\(title). " + fieldPhrase(field, value)
        case .valueSet(let title, let field, let value, let done):
            return t(.evValue(title, valueWords(field, value, done: done)))
        case .pinChanged(let title, let pinned):
            return t(pinned ? .evPinned(title) : .evUnpinned(title))
        case .fieldAdded(let list, let field):
            return t(.evFieldAdded(list, t.name(field.type), field.name))
        case .fieldRemoved(let list, let field, let rowCount, let actions):
            let removed = rowCount == 0 ? t(.evFieldRemoved(field.name, list)) : t(.evFieldRemovedValues(rowCount, field.name, list))
            return actions.isEmpty ? removed : removed + " " + t(.evActionsNoField(actions.count, t.series(actions)))
        case .groupingChanged(let list, let field):
            return groupingLine(list, field)
        case .fieldUsesEnded(let list, let field, let grouped, let sorted):
            let ended: SettingsMessage = grouped && sorted ? .evNoLongerGroupedSorted(list, field)
                : grouped ? .evNoLongerGrouped(list, field) : .evNoLongerSorted(list, field)
            return t(.settings(ended))
        case .movedToSection(let title, let section):
            return t(.evNowIn(title, section))
        case .rowsRestored(let places, let removed):
            let back = places.map { "\($0.title), \(of($0.index, $0.count))" }
            if back.isEmpty { return t(.evRemoved(t.series(removed))) }
            return t(.evRestored(back.joined(separator: "; ")))
        case .sectionAdded(let header, let index, let count):
            return t(.evSectionAdded(header, of(index, count)))
        case .sectionRenamed(let from, let to, let actions):
            let renamed = t(.evSectionRenamed(from, to))
            return actions.isEmpty ? renamed : renamed + " " + t(.evActionsFollow(actions.count, t.series(actions), to))
        case .sectionDeleted(let header, let actions):
            let deleted = t(.evSectionDeleted(header))
            return actions.isEmpty ? deleted : deleted + " " + t(.evActionsNoSection(actions.count, t.series(actions)))
        case .sectionRestored(let header):
            return t(.evSectionRestored(header))
        case .actionsOffered(let actions):
            return t(.evActionsOffered(actions.count, t.series(actions)))
        case .rowsAlreadySo(let titles, let count, let already):
            return alreadyLine(titles: titles, count: count, already)
        case .footerChanged(let section, let footer):
            // A long footer is confirmed by its start; list and next say it whole.
            return footer.map { t(.evFooter(section, Words.sentence(typedBack($0)))) } ?? t(.evFooterRemoved(section))
        case .sectionCollapsed(let header, let hidden):
            return t(.evCollapsed(header, t(.rowsHidden(hidden))))
        case .sectionExpanded(let header, let rowCount):
            return t(.evExpanded(header, rows(rowCount)))
        case .styleChanged(let list, let style):
            return t(.settingStyle(list, t.name(style)))
        case .orderingChanged(let list, let ordering):
            return orderingLine(list, ordering)
        case .prominenceChanged(let header, let prominence):
            return t(prominence == .increased ? .evHeadingMain(header) : .evHeadingStandard(header))
        case .listCreated(let name):
            return t(.evListCreated(name))
        case .listDeleted(let name, let rowCount):
            return t(.evListDeleted(name, rows(rowCount)))
        case .listRenamed(let from, let to):
            return t(.evListRenamed(from, to))
        case .actionAdded(let name, let edge, let index, let count, let replacedDelete):
            return t(.evActionAdded(name, t.name(edge), of(index, count)))
                + (replacedDelete ? " " + t(.evActionReplacedDelete) : "")
        case .actionRemoved(let name, let edge, let deleteBack):
            return t(.evActionRemoved(name, t.name(edge))) + (deleteBack ? " " + t(.evActionDeleteBack) : "")
        case .actionRenamed(let from, let to):
            return t(.evActionRenamed(from, to))
        case .actionMoved(let name, let edge, let index, let count, let fullSwipe):
            return t(.evActionMoved(name, t.name(edge), of(index, count))) + (fullSwipe ? " " + t(.evActionFullSwipe) : "")
        case .fullSwipeChanged(let list, let edge, let on, let runs):
            guard on else { return t(.evFullSwipeOff(list, t.name(edge))) }
            return runs.map { t(.evFullSwipeRuns(list, t.name(edge), $0)) } ?? t(.evFullSwipeOn(list, t.name(edge)))
        case .selectionModeChanged(let list, let mode):
            return t(.evSelectionMode(list, t.name(mode)))
        case .rowsMoved(let titles, let list, let section, let index, let count):
            let place = list.map { $0 == section ? $0 : "\($0), \(section)" } ?? section
            if titles.count == 1 { return t(.evRowsMovedOne(titles[0], place, of(index, count))) }
            let what = titles.count <= 3 ? t.series(titles) : rows(titles.count)
            return t(.evRowsMovedSeveral(what, place, "\(index)", of(index + titles.count - 1, count)))
        case .movedInStates(let left, let unread, let list, let count, let kept):
            var line = left.isEmpty ? "" : t(.movedStates(.left(Words.capitalized(t.series(left.map(stateWord))), list, several: left.count > 1)))
            if !kept.isEmpty {
                let named = kept.map { name in FieldRole.allCases.first { $0.isNamed(name) }?.word(for: name, in: t.language) ?? name }
                line += (line.isEmpty ? "" : " ") + t(.movedStates(.kept(Words.capitalized(t.series(named)), list, several: kept.count > 1)))
            }
            if unread { line += (line.isEmpty ? "" : " ") + t(.fieldNowUnread(count)) }
            return line
        case .rowStayed(let p):
            return t(.evStayed(p.title, of(p.index, p.count)))
        case .actionStayed(let name, let edge, let index, let count):
            return t(.evActionStayed(name, t.name(edge), of(index, count)))
        case .actionRanOnRows(let action, let titles):
            return "\(actionName(action)): \(rows(titles.count))."
        case .actionRanOnCovered(let action, _, let count):
            return "\(actionName(action)): \(rows(count))."
        case .coveredToggled(let field, let on, let onCount, let off, let offCount):
            return mixedLine(nil, field, on: (on, onCount), off: (off, offCount))
        case .scheduleChanged, .occurrenceDone:
            return scheduleEventLine(event) ?? ""
        }
    }

    /// Rows deleted: `titles` the first of the `count` deleted, all of them when they are four or fewer.
    /// `filter`: the filter the rows left are counted in.
    func deletedLine(_ titles: [String], count: Int, remaining: Int, below: Int, countedIn filter: String? = nil) -> String {
        let left = t(.rowsLeft(remaining)) + (filter.map { " " + t(.underFilter($0)) } ?? "")
        if below > 0 {
            if count == 1 { return t(.evDeletedOneWith(titles[0], children(below), left)) }
            return t(.evDeletedManyWith("\(count)", fewNamed(titles, of: count), children(below), left))
        }
        if count == 1 { return t(.evDeletedOne(titles[0], left)) }
        return t(.evDeletedMany("\(count)", fewNamed(titles, of: count), left))
    }

    /// Whether `undoPhrase` names the list the step changed (a list made, deleted or
    /// renamed, its style, order, grouping or swipes): no other place is said then.
    func undoPhraseNamesList(_ events: [Event]) -> Bool {
        switch events.first {
        case .groupingChanged?, .fieldUsesEnded?, .styleChanged?, .orderingChanged?, .listCreated?, .listDeleted?, .listRenamed?,
             .fullSwipeChanged?, .selectionModeChanged?:
            return true
        default:
            return false
        }
    }

    /// "delete of Call Ana": what an undo or redo took back, named by the change it reverses.
    func undoPhrase(_ events: [Event]) -> String {
        guard let first = events.first else { return t(.uNothing) }
        switch first {
        case .rowAdded(let p): return t(.uAdd(p.title))
        // Named as the delete named them, so that what comes back is heard by name.
        case .rowsDeleted(let titles, _, _): return titles.count == 1 ? t(.uDelete(titles[0])) : t(.uDeleteMany(titles.count, fewNamed(titles)))
        case .coveredDeleted(let first, let count, _, _): return count == 1 ? t(.uDelete(first[0])) : t(.uDeleteMany(count, fewNamed(first, of: count)))
        case .rowMoved(let p, _, _): return t(.uMove(p.title))
        case .rowRenamed(let from, let to): return t(.uRename(from, to))
        case .notesChanged(let title, _): return t(.uNote(title))
        case .rowNested(let p, let how, _):
            switch how {
            case .indented: return t(.uIndent(p.title))
            case .outdented: return t(.uOutdent(p.title))
            case .movedInto: return t(.uMove(p.title))
            }
        case .rowExpanded(let title, let expanded, _, _, _, _): return t(expanded ? .uExpand(title) : .uCollapse(title))
        case .childrenOpen(let title, _): return t(.uDone(title))
        case .actionRan(let label, let title):
            let action = actionName(label)
            if isDelete(action), events.count == 2, case .rowsDeleted = events[1] { return t(.uDelete(title)) }
            return t(.uOn(undoneActionName(label, events.dropFirst()), title))
        case .fieldChanged(let title, let field, _): return t(.uOn(field, title))
        case .valueSet(let title, let field, _, _): return t(.uOn(field, title))
        case .pinChanged(let title, let pinned): return t(pinned ? .uPin(title) : .uUnpin(title))
        case .fieldAdded(_, let field): return t(.uFieldAdd(field.name))
        case .fieldRemoved(_, let field, _, _): return t(.uFieldRemove(field.name))
        case .groupingChanged(let list, _): return t(.uGroup(list))
        case .fieldUsesEnded(let list, _, _, _): return t(.uGroup(list))
        case .scheduleChanged, .occurrenceDone: return scheduleUndoPhrase(first) ?? ""
        case .movedToSection(let title, _): return t(.uMove(title))
        case .rowsRestored(let places, _): return t(.uRestore(t.series(places.map(\.title))))
        case .sectionAdded(let header, _, _): return t(.uSectionAdd(header))
        case .sectionRenamed(let from, let to, _): return t(.uSectionRename(from, to))
        case .sectionDeleted(let header, _): return t(.uSectionDelete(header))
        case .sectionRestored(let header): return t(.uSectionRestore(header))
        // Never first: it follows the section or field change that offers the actions again,
        // or the action on many rows that left these as they were.
        case .actionsOffered, .rowsAlreadySo: return t(.uNothing)
        case .footerChanged(let section, _): return t(.uFooter(section))
        case .sectionCollapsed(let header, _): return t(.uCollapse(header))
        case .sectionExpanded(let header, _): return t(.uExpand(header))
        case .styleChanged(let list, _): return t(.uStyle(list))
        case .prominenceChanged(let header, _): return t(.uHeading(header))
        case .orderingChanged(let list, _): return t(.uSort(list))
        case .listCreated(let name): return t(.uListNew(name))
        case .listDeleted(let name, _): return t(.uListDelete(name))
        case .listRenamed(let from, let to): return t(.uListRename(from, to))
        case .actionAdded(let name, _, _, _, _): return t(.uActionAdd(name))
        case .actionRemoved(let name, _, _): return t(.uActionRemove(name))
        case .actionRenamed(let from, let to): return t(.uActionRename(from, to))
        case .actionMoved(let name, _, _, _, _), .actionStayed(let name, _, _, _): return t(.uActionMove(name))
        case .fullSwipeChanged(let list, let edge, _, _): return t(.uFullSwipe(list, t.name(edge)))
        case .selectionModeChanged(let list, _): return t(.uSelection(list))
        case .rowsMoved(let titles, _, _, _, _): return titles.count == 1 ? t(.uMove(titles[0])) : t(.uMove(rows(titles.count)))
        case .rowStayed(let p): return t(.uMove(p.title))
        case .movedInStates: return ""
        case .actionRanOnRows(let action, let titles):
            return t(.uOn(undoneActionName(action, events.dropFirst()), titles.count <= 3 ? t.series(titles) : rows(titles.count)))
        case .actionRanOnCovered(let action, let first, let count):
            return t(.uOn(undoneActionName(action, events.dropFirst()), count <= 3 && first.count >= count ? t.series(Array(first.prefix(count))) : rows(count)))
        case .coveredToggled(let field, _, let onCount, _, let offCount): return t(.uToggleOn(field, rows(onCount + offCount)))
        }
    }

    /// "Call Ana due tomorrow", "Call Ana done and notes changed", "Call Ana changed".
    /// A row in a section this session had not read is said with its states now,
    /// since what they were is not known here: "Renew passport changed, now not done".
    private func changedElsewhere(_ c: ForeignRowChange) -> String {
        guard let said = changedValues(c) else { return t(.elsewhereChangedRow(c.title)) }
        return c.valuesAreNow ? t(.elsewhereChangedNow(c.title, said)) : t(.elsewhereValues(c.title, said))
    }

    /// "done", "due removed and notes changed"; nil when nothing nameable changed.
    private func changedValues(_ c: ForeignRowChange) -> String? {
        let parts = c.values.map { valueWords($0.field, $0.value, done: c.done) } + (c.notesChanged ? [t(.elsewhereNotes)] : [])
        guard let last = parts.last else { return nil }
        return parts.count == 1 ? last : parts.dropLast().joined(separator: ", ") + t(.elsewhereAnd) + last
    }

    /// "selection cleared", "editing ended", "filter bread off": what a list left behind lost.
    func leftParts(_ left: LeftBehind) -> [String] {
        var parts: [String] = []
        if left.selectionCleared { parts.append(t(.cascadeSelection)) }
        if left.editEnded { parts.append(t(.cascadeEditing)) }
        if let filter = left.filter { parts.append(t(.cascadeFilter(filter))) }
        return parts
    }

    /// News from other sessions, one fact a line, each led by what it is about and
    /// ending in "elsewhere": a row or section by its name, rows added or removed
    /// counted by their section, in the order they happened, oldest first. Past four
    /// facts, the first three are said and the rest summed up
    /// (`And 5 more changes elsewhere.`). Where focus went comes last.
    func elsewhereLines(_ s: ElsewhereSummary) -> [String] {
        // Nothing else heard is said beside it: every list was read again.
        if s.storeReplaced {
            let now = s.sidebarNowOn.map { t(.nowOn(focusPlace($0))) } ?? s.listNowIn.map { t(.nowIn(listNamedWithSize($0, s.listNowInSize))) }
                ?? noListsLine
            return [t(.storeAway(.replaced)), now]
        }
        let gone = s.listsRenamed.map { t(.elsewhereListRenamed($0.from, $0.to)) } + s.listsGone.map { t(.elsewhereGone($0)) }
        let added = s.listsAdded.map { t(.elsewhere(t(s.listsBack.contains($0) ? .elsewhereListBack($0) : .elsewhereListAdded($0)))) }
        // Every list deleted is said, the open one first, then where the session is now:
        // a list that is there, or the sidebar when none is left.
        if let open = s.listGone {
            let now = s.sidebarNowOn.map { t(.nowOn(focusPlace($0))) } ?? s.listNowIn.map { t(.nowIn(listNamedWithSize($0, s.listNowInSize))) } ?? noListsLine
            let left = s.leftBehind.map { lines(.leftBehind($0)) } ?? []
            return [t(.elsewhereGone(open))] + gone + [now] + left + added
        }
        let column: [String] = s.columnNowIn.map { [t(.column(t.name($0)))] } ?? []
        let now = (s.focusHidden.map { [t(.filterNowHides($0, s.hiddenBy ?? ""))] } ?? []) + column
            + (s.focusNowOn.map { [t(.nowOn(focusPlace($0)))] } ?? [])
            + (s.sidebarNowOn.map { [t(.nowOn(focusPlace($0)))] } ?? [])
        if let list = s.readAgain { return [t(.elsewhereReadAgain(list))] + now }
        // Each fact with how many changes it stands for, for the sum of those left unsaid,
        // and when it was first heard, for the order they are said in.
        let listTopics = s.listsRenamed.map { ElsewhereSummary.Topic.listRenamed($0.from) } + s.listsGone.map { .listGone($0) }
            + s.listsAdded.map { .listAdded($0) }
        var facts: [(line: String, changes: Int, at: Int64)] = zip(gone + added, listTopics).map { ($0, 1, s.firstHeard([$1])) }
        func fact(_ part: String, _ changes: Int = 1, _ topics: ElsewhereSummary.Topic...) {
            facts.append((t(.elsewhere(part)), changes, s.firstHeard(topics)))
        }
        func said(_ line: String, _ topics: ElsewhereSummary.Topic...) { facts.append((line, 1, s.firstHeard(topics))) }
        var changed = s.changed
        var left = s, selectionDropped = s.selectionDropped
        // The one selected row deleted, or moved to another list, by its title: named once,
        // saying it was selected, not counted again among the rows removed and the selected rows removed.
        var selectedGone = s.selectionDropped == 1 && s.selectionDroppedTitles.count == 1 ? s.selectionDroppedTitles[0] : nil
        let selectedMovedTo = selectedGone.flatMap { s.selectionDroppedMovedTo[$0] }
        func selectedLine(_ title: String) -> String {
            selectedMovedTo.map { t(.elsewhereMovedSelected(title, $0)) } ?? t(.elsewhereDeletedSelected(title))
        }
        // The focused row deleted with rows that are counted (a selection deleted elsewhere) is
        // counted with them, not named on a line of its own beside them: where focus is now says
        // it went.
        let removedCounted = !s.removed.isEmpty && !s.removed.allSatisfy { $0.value == 1 && s.removedTitles[$0.key]?.count == 1 }
        let lostCounted = s.focusLost != nil && s.focusMovedTo == nil && removedCounted && s.focusLost != selectedGone
            && s.rowsDeleted > s.removed.values.reduce(0, +) && !changed.contains { $0.title == s.focusLost }
        if let lost = s.focusLost, !lostCounted {
            if s.focusMovedTo == selectedMovedTo, lost == selectedGone {
                said(selectedLine(lost), .focusLost)
                selectedGone = nil
                selectionDropped = 0
            } else {
                var part = s.focusMovedTo.map { t(.elsewhereMovedTo(lost, $0)) } ?? t(.elsewhereDeleted(lost))
                // The focused row that moved out is named once, with what else changed in it.
                if let i = changed.firstIndex(where: { $0.title == lost }) {
                    if let values = changedValues(changed[i]) { part += ", " + values }
                    changed.remove(at: i)
                }
                fact(part, 1, .focusLost)
            }
        }
        for header in s.sectionsAdded { fact(t(.elsewhereSectionAdded(header)), 1, .sectionAdded(header)) }
        if !s.actionsOffered.isEmpty { said(t(.evActionsOffered(s.actionsOffered.count, t.series(s.actionsOffered))), .actionsOffered) }
        // The actions a deletion or removal left without their section or field are
        // said on its line, as this session's own section delete and field remove say them.
        let noSection = s.actionsWithoutSection.isEmpty ? nil : t(.evActionsNoSection(s.actionsWithoutSection.count, t.series(s.actionsWithoutSection)))
        let noField = s.actionsWithoutField.isEmpty ? nil : t(.evActionsNoField(s.actionsWithoutField.count, t.series(s.actionsWithoutField)))
        for (i, header) in s.sectionsRemoved.enumerated() {
            let withdrawn = i == s.sectionsRemoved.count - 1 ? noSection : nil
            said([t(.elsewhere(t(.elsewhereSectionDeleted(header)))), withdrawn].compactMap { $0 }.joined(separator: " "), .sectionRemoved(header))
        }
        for (i, removal) in s.fieldsRemoved.enumerated() {
            let withdrawn = i == s.fieldsRemoved.count - 1 ? noField : nil
            said([t(.elsewhere(t(.elsewhereFieldRemoved(removal.field, removal.list)))), withdrawn].compactMap { $0 }.joined(separator: " "),
                 .fieldRemoved(removal.field))
        }
        if s.sectionsRemoved.isEmpty, let noSection { said(noSection, .actionsWithoutSection) }
        if s.fieldsRemoved.isEmpty, let noField { said(noField, .actionsWithoutField) }
        for renaming in s.sectionsRenamed { fact(t(.elsewhereSectionRenamed(renaming.from, renaming.to)), 1, .sectionRenamed(renaming.from)) }
        if s.renamed.count <= 2 {
            for renaming in s.renamed { fact(t(.elsewhereRenamed(renaming.from, renaming.to)), 1, .renamed(renaming.from)) }
        } else {
            facts.append((t(.elsewhere(t(.elsewhereRenamedCount(s.renamed.count)))), s.renamed.count, s.firstHeard(s.renamed.map { .renamed($0.from) })))
        }
        if s.reordered.count <= 2 {
            for place in s.reordered { fact(t(.elsewhereMovedTo(place.title, of(place.index, place.count))), 1, .reordered(place.id)) }
        } else {
            facts.append((t(.elsewhere(t(.elsewhereMovedCount(s.reordered.count)))), s.reordered.count, s.firstHeard(s.reordered.map { .reordered($0.id) })))
        }
        // A section's one row moved in, added or deleted is named, where its title is known; more are counted.
        for (section, n) in s.movedInto.sorted(by: { $0.key < $1.key }) {
            if n == 1, let titles = s.movedIntoTitles[section], titles.count == 1 {
                // Named once, with what else changed in it, as the focused row moved out is.
                var part = t(.elsewhereMovedTo(titles[0], section))
                if let i = changed.firstIndex(where: { $0.title == titles[0] }) {
                    if let values = changedValues(changed[i]) { part += ", " + values }
                    changed.remove(at: i)
                }
                fact(part, 1, .movedInto(section))
            } else {
                fact(t(.elsewhereMovedInto(n, section)), n, .movedInto(section))
            }
        }
        // Rows added, or back, in several sections, some of them counted, are one fact; each
        // section's one row is named by itself. Back: every row added was heard deleted here.
        let back = s.rowsBack > 0 && s.rowsNew == 0
        let addedNamed = s.added.allSatisfy { $0.value == 1 && s.addedTitles[$0.key]?.count == 1 }
        if s.added.count > 1 && !addedNamed {
            let n = s.added.values.reduce(0, +)
            facts.append((t(.elsewhere(t(back ? .elsewhereBackCount(n) : .elsewhereAddedCount(n)))), n, s.firstHeard(s.added.keys.map { .added($0) })))
        } else {
            for (section, n) in s.added.sorted(by: { $0.key < $1.key }) {
                if n == 1, let titles = s.addedTitles[section], titles.count == 1 {
                    fact(t(back ? .elsewhereBackIn(titles[0], section) : .elsewhereAddedTo(titles[0], section)), 1, .added(section))
                } else {
                    fact(t(back ? .elsewhereBackTo(n, section) : .elsewhereAdded(n, section)), n, .added(section))
                }
            }
        }
        if let title = selectedGone,
           let section = s.removedTitles.keys.sorted().first(where: { s.removedTitles[$0]?.contains(title) == true && s.removed[$0] != nil }) {
            said(selectedLine(title), .removed(section), .selectionDropped)
            left.takeOutRemoved(title, from: section)
            selectionDropped = 0
        }
        // Rows gone from several sections at once (a selection deleted), some of them counted,
        // are one fact, not a line a section in the order each was first written; gone from one
        // section, they are counted by it. Deleted where the journal says so, else removed.
        let removedTotal = left.removed.values.reduce(0, +) + (lostCounted ? 1 : 0)
        let deleted = s.rowsDeleted >= removedTotal
        let removedNamed = left.removed.allSatisfy { $0.value == 1 && left.removedTitles[$0.key]?.count == 1 }
        // Counted rows deleted that were just the selected rows dropped are said once, as
        // selected rows deleted, not as rows deleted and then as selected rows removed.
        // The rows dropped from the selection are among those gone; the focused row named on a
        // line of its own may be one of them, so then the counts may not match the same rows.
        let selectedDeleted = deleted && selectionDropped > 0 && selectionDropped == removedTotal && !removedNamed
            && (lostCounted || s.focusLost == nil)
        if selectedDeleted { selectionDropped = 0 }
        if (left.removed.count > 1 && !removedNamed) || lostCounted {
            let n = removedTotal
            facts.append((t(.elsewhere(t(selectedDeleted ? .elsewhereSelectedDeletedCount(n) : deleted ? .elsewhereDeletedCount(n) : .elsewhereRemovedCount(n)))), n,
                          s.firstHeard(left.removed.keys.map { .removed($0) } + (lostCounted ? [.focusLost] : []))))
        } else {
            for (section, n) in left.removed.sorted(by: { $0.key < $1.key }) {
                if n == 1, let titles = left.removedTitles[section], titles.count == 1 {
                    // A row that went to another list is said moved there, not deleted.
                    fact(left.removedMovedTo[titles[0]].map { t(.elsewhereMovedTo(titles[0], $0)) } ?? t(.elsewhereDeleted(titles[0])), 1, .removed(section))
                } else {
                    fact(t(selectedDeleted ? .elsewhereSelectedDeletedFrom(n, section) : deleted ? .elsewhereDeletedFrom(n, section) : .elsewhereRemoved(n, section)),
                         n, .removed(section))
                }
            }
        }
        if changed.count <= 2 {
            for change in changed { fact(changedElsewhere(change), 1, .changed(change.row)) }
        } else {
            facts.append((t(.elsewhere(t(.elsewhereChanged(changed.count)))), changed.count, s.firstHeard(changed.map { .changed($0.row) })))
        }
        if selectionDropped > 0 { fact(t(.elsewhereSelectionDropped(selectionDropped)), selectionDropped, .selectionDropped) }
        // Oldest first; facts of one change keep the order above.
        facts = facts.enumerated().sorted { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }.map(\.element)
        guard facts.count > 4 else { return facts.map(\.line) + now }
        let rest = facts.dropFirst(3).reduce(0) { $0 + $1.changes }
        return facts.prefix(3).map(\.line) + [t(.elsewhereMore(rest))] + now
    }

    /// A list's name and, where known, its size as its title line says it: "Tasks, 2 sections, 5 rows".
    func listNamedWithSize(_ name: String, _ size: ListSize?) -> String {
        guard let size else { return name }
        return joined(size.sections == 0 ? [name, rows(size.rows)] : [name, t(.sections(size.sections)), rows(size.rows)])
    }

    /// Where focus is, as "Buy bread, 1 of 2", a section's header or the list's name.
    func focusPlace(_ place: FocusPlace) -> String {
        switch place {
        case .row(let title, let index, let count): return title + ", " + of(index, count)
        case .section(let header): return header
        case .list(let name): return name
        }
    }
}

extension Announcer {
    /// The store open: in memory, or its file, read-only or not.
    func storeName(_ store: StoreKind) -> String {
        switch store {
        case .memory: return t(.whereMemory)
        case .file(let path, let readOnly): return path + (readOnly ? t(.whereReadOnly) : "")
        }
    }



    /// A split view style by its name, as the session keeps it.
    func splitName(_ style: String) -> String {
        switch style {
        case "balanced": return t(.splitBalanced)
        case "prominentDetail": return t(.splitProminentDetail)
        default: return style
        }
    }
}

extension Event {
    /// Whether the event's line counts rows, so that a filter it is counted in is named there.
    public var isCounted: Bool {
        switch self {
        case .rowAdded, .rowMoved, .rowNested, .rowStayed, .rowsDeleted, .coveredDeleted: return true
        default: return false
        }
    }
}

/// Damaged values, as a session meets them and as recover and export leave them out.
extension Announcer {
    /// How many damaged values are named one by one; the others are counted.
    static let damagedNamed = 3

    /// A line for each damaged value met, up to `damagedNamed`, then one counting
    /// the others; the way out once, on the last line.
    func damagedLines(_ values: [DamagedValue], recover: String?) -> [String] {
        guard !values.isEmpty else { return [] }
        var lines = values.prefix(Announcer.damagedNamed).map { value -> String in
            switch value.part {
            case .schedule: return t(.damage(.schedule(value.title)))
            case .fields: return t(.damage(.fields(value.title)))
            case .field(let name): return t(.damage(.field(value.title, name)))
            }
        }
        if values.count > Announcer.damagedNamed { lines.append(t(.damage(.more(values.count - Announcer.damagedNamed)))) }
        if let recover {
            let single = values.count == 1 && values[0].part != .fields
            lines[lines.count - 1] += " " + t(.damage(single ? .recoverIt(recover) : .recoverThem(recover)))
        }
        return lines
    }

    /// `1 damaged value left out: the schedule of Buy bread.`, the first few named.
    func leftOut(_ values: [DamagedValue]) -> String {
        var named = values.prefix(Announcer.damagedNamed).map { value -> String in
            switch value.part {
            case .schedule: return t(.damage(.scheduleOf(value.title)))
            case .fields: return t(.damage(.fieldsOf(value.title)))
            case .field(let name): return t(.damage(.fieldOf(name, value.title)))
            }
        }
        if values.count > Announcer.damagedNamed { named.append(t(.damage(.others(values.count - Announcer.damagedNamed)))) }
        return t(.damage(.leftOut(values.count, t.series(named))))
    }
}

extension Event {
    /// The title of the row whose field this event changed (set, unset, toggled, marked).
    var changedFieldOf: String? {
        switch self {
        case .fieldChanged(let title, _, _), .valueSet(let title, _, _, _): title
        default: nil
        }
    }
}
