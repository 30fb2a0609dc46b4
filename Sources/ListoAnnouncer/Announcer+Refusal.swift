import ListoModel

extension Announcer {
    /// "tomorrow" on the calendar's last day: past the days a store keeps, not "not a date".
    func pastCalendarText(_ text: String, _ end: DateWords.CalendarEnd) -> String {
        t(end == .last ? .rAfterLastDay(typedBack(text)) : .rBeforeFirstDay(typedBack(text)))
    }

    /// The words after "Error: " — why, then what to do.
    public func refusalText(_ refusal: Refusal) -> String {
        if let text = fieldRefusalText(refusal) { return text }
        switch refusal {
        case .badFieldValue, .numberTooLong, .unknownField, .unknownFieldType, .badFilter, .noStateField, .noFieldToMark, .noSearchHit, .noStateRotor, .groupedView:
            return ""
        case .pastCalendar(let text, let end):
            return pastCalendarText(text, end)
        case .waitingRow(let title, let start):
            return t(.waitingRow(.named(title, dayWords(start))))
        case .badDays(let problem, let text):
            switch problem {
            case .repeat: return t(.days(.rBadRepeat(typedBack(text))))
            case .reminder: return t(.days(.rBadReminder(typedBack(text))))
            case .start: return t(.days(.rBadStart(typedBack(text))))
            case .reminderNeedsDue: return t(.days(.rReminderNeedsDue(text)))
            }
        case .model(let error):
            return modelErrorText(error)
        case .said(let refusal):
            return t(refusal.message)
        case .unknownCommand(let word, let suggestion, let also):
            return t(.rUnknownCommand(betweenQuotes(word))) + (suggestion.map { t(.rUnknownCommand1(t.alternatives([typedBack($0)] + also))) } ?? t(.rUnknownCommand2))
        case .unknownHelpTopic(let word, let suggestion):
            return t(.rUnknownHelpTopic(betweenQuotes(word))) + (suggestion.map { t(.rUnknownHelpTopic1($0)) } ?? t(.rUnknownHelpTopic2))
        case .missingArgument(let command, let usage):
            return t(.rMissingArgument(command, usage))
        case .badArgument(let command, let argument, let usage):
            return t(.rBadArgument(command, betweenQuotes(argument), usage))
        case .numberNamesList(let refusal, let list):
            return refusalText(refusal) + " " + t(.numberTitle(.quoteList(list)))
        case .numberNamesListRow(let refusal, let row, let list):
            return refusalText(refusal) + " " + t(.numberTitle(.listRow(String(row), list)))
        case .noRowNumberTitled(let n, let count, let title):
            return t(.rNoRowNumber(count, String(n))) + " " + t(.numberTitle(.quoteIt(typedBack(title))))
        case .noSuchRow(let reference):
            return t(.rNoSuchRow(typedBack(reference)))
        case .moveTargetIsPlace(let reference, let place):
            return t(.movePlace(.place(typedBack(reference), place)))
        case .moveTargetNotRow(let reference, let name, let isList):
            return t(isList ? .rNoSuchRowIsList(typedBack(reference), name) : .rNoSuchRowIsSection(typedBack(reference), name))
        case .emptyTitle(let command):
            return t(.naming(.emptyTitle(command)))
        case .emptySectionName(let command):
            return t(.naming(.emptySectionName(command)))
        case .emptyText(let command):
            return t(.naming(.emptyText(command)))
        case .noRowNumber(let n, let count, let typed):
            // Below 1 is said as that, never as past the last.
            return t(n < 1 ? .rRowBelowOne(count, typedBack(typed ?? String(n))) : .rNoRowNumber(count, typedBack(typed ?? String(n))))
        case .noRowNumberAtTitle(let n, let count, let section, let typed):
            return t(.titleNumber(.past(typedBack(typed ?? String(n)), count: count, section: section)))
        case .ambiguousRow(let reference, let candidates, let more):
            // Rows of one title are offered without it, so the title is said here where what was typed is less.
            if !more, let title = oneTitle(candidates), Names.key(unquoted(reference)) != Names.key(title) {
                return t(.sameTitle(.matchesTitled(typedBack(reference), candidates.count, title)))
            }
            let reference = typedBack(reference)
            return t(.choice(more ? .matchesMore(reference, candidates.count) : .matches(reference, candidates.count)))
        case .noSuchList(let name, let suggestion):
            return t(.rNoSuchList(typedBack(name))) + (suggestion.map { t(.rNoSuchList1($0)) } ?? t(.rNoSuchList2))
        case .noSuchListAtShell(let name, let lists):
            let said = typedBack(name)
            switch lists.count {
            case 0: return t(.shell(.noneThere(said)))
            case 1: return t(.shell(.onlyOne(said, lists[0])))
            default: return t(.shell(.some(said, fewNamed(lists))))
            }
        case .noSuchSection(let name):
            return t(.rNoSuchSection(typedBack(name)))
        case .noSuchSectionIn(let list, let name, let sections):
            return t(.naming(sections.isEmpty ? .noSectionInNone(list, typedBack(name)) : .noSectionIn(list, typedBack(name), joined(sections))))
        case .noSectionNumber(let n, let count, let typed):
            let said = typedBack(typed ?? String(n))
            return t(n < 1 ? .rSectionBelowOne(count, said) : .rNoSectionNumber(count, said))
        case .renameSectionUnnamed(let name, let text):
            return t(.rRenameSectionUnnamed(typedBack(name), text))
        case .noActionNumber(let n, let count, let row, let typed):
            let typed = typedBack(typed ?? String(n))
            return t(n < 1 ? .rActionBelowOne(count, typed) : .rNoActionNumber(count, typed, row))
        case .noActionPlace(let n, let count, let edge, let typed):
            let said = typedBack(typed ?? String(n))
            return t(n < 1 ? .rActionPlaceBelowOne(count, said, t.name(edge)) : .rNoActionPlace(count, said, t.name(edge)))
        case .filterRowNumber(let n, let count, let filter):
            return t(.rFilterRowNumber(count, n, filter))
        case .filterHidesRow(let title, let filter):
            return t(.rFilterHidesRow(title, filter))
        case .filterHidesSection(let name, let filter):
            return t(.rFilterHidesSection(name, filter))
        case .filterSectionNumber(let n, let count, let filter):
            return t(.rFilterSectionNumber(count, n, filter))
        case .ambiguousSection(let name, let candidates):
            return t(.rAmbiguousSection(name, candidates.count, candidates.enumerated().map { "\($0.offset + 1), \($0.element)" }.joined(separator: "; ")))
        case .ambiguousList(let name, let candidates, let more):
            let name = typedBack(name)
            return t(.listChoice(more ? .matchesMore(name, candidates.count) : .matches(name, candidates.count)))
        case .listNeedsWholeName(let name, let candidates, let more, let renaming):
            let name = typedBack(name)
            switch (more, renaming) {
            case (false, false): return t(.listChoice(.deleteTakesWholeName(name, candidates.count)))
            case (false, true): return t(.listChoice(.renameTakesWholeName(name, candidates.count)))
            case (true, false): return t(.listChoice(.deleteTakesWholeNameMore(name, candidates.count)))
            case (true, true): return t(.listChoice(.renameTakesWholeNameMore(name, candidates.count)))
            }
        case .actionNameIsCommand(let name, let command):
            return t(.rActionNameIsCommand(name, command))
        case .noSuchAction(let name, let row, let available, let numbered):
            let names = available.enumerated().map { numbered ? "\($0.offset + 1). \(said($0.element))" : said($0.element) }
            let list = names.isEmpty ? t(.rNoSuchAction) : t(.rNoSuchAction1(joined(names)))
            return t(.rNoSuchAction2(row, said(name), list))
        case .noFocusedRow:
            return t(.rNoFocusedRow)
        case .noFocusedSection:
            return t(.rNotOnASection("", ""))
        case .notOnARow(let command, .title(let list)):
            return t(.rNotOnARowTitle(command, list))
        case .notOnARow(let command, .header(let section)):
            return t(.rNotOnARowHeader(command, section))
        case .notOnARow(let command, .footer(let section)):
            return t(.rNotOnARowFooter(command, section))
        case .notOnARow(let command, .empty(let name)):
            return t(.rNotOnARowEmpty(command, name))
        case .notOnARow(let command, .hiddenByFilter(let name, let filter)):
            return t(.rNotOnARowHidden(command, name, filter))
        case .notOnARow(let command, .sidebar(let list)):
            return t(.rNotOnARowSidebar(command, list))
        case .notFound(let text):
            return t(.rNotFound(typedBack(text)))
        case .notInList(let text, let list):
            return t(.rNotInList(typedBack(text), list))
        case .notFoundInFilter(let text, let filter):
            return t(.findFilter(.noneAfter(typedBack(text), filter)))
        case .onlyHiddenByFilter(let text, let first, let rows, let filter):
            return t(.findFilter(rows == 1 ? .onlyHiddenRow(typedBack(text), first, filter) : .onlyHiddenRows(typedBack(text), rows, filter)))
        case .notInListFiltered(let text, let list, let filter):
            return t(.findFilter(.inNoRow(typedBack(text), list, filter)))
        case .nothingToFind:
            return t(.rNothingToFind)
        case .searchTooLong(let words):
            return t(.rSearchTooLong(words))
        case .emptyList(let name):
            return t(.rEmptyList(name))
        case .nothingSelected:
            return t(.rNothingSelected)
        case .nothingToUndo:
            return t(.rNothingToUndo)
        case .undoHistoryEnd(let limit):
            return t(.rUndoHistoryEnd(limit))
        case .nothingToRedo:
            return t(.rNothingToRedo)
        case .changedSince(let events, let undoing, let deleted):
            if deleted { return t(.stepGone(undoing ? .undo(undoPhrase(events)) : .redo(undoPhrase(events)))) }
            return t(undoing ? .rChangedSinceUndo(undoPhrase(events)) : .rChangedSinceRedo(undoPhrase(events)))
        case .goneElsewhere(let title, let movedTo):
            return movedTo.map { t(.rMovedElsewhere(title, $0)) } ?? t(.rGoneElsewhere(title))
        case .selectionOff(let list):
            return t(.rSelectionOff(list))
        case .selectionNeedsEditMode(let list, let profile):
            return t(.rSelectionNeedsEditMode(list, t.name(profile)))
        case .selectionDisabled(let title):
            return t(.rSelectionDisabled(title))
        case .singleSelection(let list, .all):
            return t(.rSingleSelection(list))
        case .singleSelection(let list, .state(let said)):
            return t(.rSingleSelectionState(list, said))
        case .singleSelection(let list, .numbers):
            return t(.rSingleSelectionNumbers(list))
        case .batchNeedsEditMode:
            return t(.rBatchNeedsEditMode)
        case .fullSwipeOff(let edge):
            return t(.rFullSwipeOff(t.name(edge)))
        case .noActions(let edge, let row):
            return t(.rNoActions(row, t.name(edge)))
        case .noSwipeOpen:
            return t(.rNoSwipeOpen)
        case .atRoot:
            return t(.rAtRoot)
        case .noChild(let title):
            return t(childrenAreReplies ? .rNoChild(title) : .rNoChildSubtasks(title))
        case .readOnlyStore(let path, let command):
            return command.map { t(.rReadOnlyStoreCommand(path, $0)) } ?? t(.rReadOnlyStore(path))
        case .storeDamaged(let path):
            return t(.rStoreDamaged(path))
        case .storeDamagedAtShell(let path):
            return t(.shell(.storeDamaged(path)))
        case .storeFailed(let path, let reason):
            let said: String
            switch reason {
            case .diskFull: said = t(.reasonDiskFull)
            case .transcriptUnwritten: said = t(.cliTranscriptUnwritten)
            case .other(let text): said = text
            }
            return t(.rStoreFailed(path, said))
        case .storeUnreachable(let host):
            return t(.rStoreUnreachable(host))
        case .storeCommitUnanswered(let host):
            return t(.rStoreCommitUnanswered(host))
        case .stopped:
            return t(.commandStop(.reason))
        case .lineTooLong(let bytes):
            return t(.rLineTooLong(bytes))
        case .invalidUTF8:
            return t(.rInvalidUTF8)
        case .nulByte:
            return t(.rNulByte)
        case .unknownFormat(let format):
            return t(.rUnknownFormat(format, t.alternatives(CommandLinePlaceholder.exportFormats)))
        case .formatUnavailable(let format, let reason):
            return t(.calendar(.rFormatUnavailable(format, reason)))
        case .vdir(let problem):
            switch problem {
            case .whichList(let n): return t(.calendar(.rVdirWhichList(n)))
            case .unwritable(let path): return t(.calendar(.rVdirUnwritable(path)))
            case .unreadable(let path): return t(.calendar(.rVdirUnreadable(path)))
            case .notCalendar(let path): return t(.calendar(.rVdirNotCalendar(path)))
            case .otherList(let folder, let list): return t(.calendar(.rVdirOtherList(folder, list)))
            case .otherStore(let folder, let store): return t(.calendar(.rVdirOtherStore(folder, store)))
            case .needsFolder(let command): return t(.calendar(.rVdirNeedsFolder(command)))
            case .folderNeedsVdir(let path, let command): return t(.calendar(.rFolderNeedsVdir(path, command)))
            }
        case .importFailed(let path, let problem, let readAsJSON):
            // Read as JSON is said first, as what line 1 failed to be; which name each
            // format takes is a line of its own after it: `importHint`.
            let said = { (file: String) in
                if readAsJSON, case .syntax(let line) = problem { return t(.fileRead(.notJSON(file, line))) }
                return t(.rImportFailed(file)) + importText(problem) + t(.rImportFailed1)
            }
            // A long path would take the line past what a console screen reader says
            // whole: the file is named by its own name, the part of the path typed last.
            let whole = said(path)
            guard t(.error(whole)).count > LineFormat.longestLine, let name = path.split(separator: "/").last else { return whole }
            return said(String(name))
        case .copyTargetHoldsLists(let path, let lists):
            return t(.rCopyTargetHoldsLists(path, t(.lists(lists))))
        case .storeUnopenable(let typedPath, let problem):
            let path = pathBack(typedPath)
            switch problem {
            case .notADatabase:
                return t(.rNotADatabase(path))
            case .folder:
                return t(.rStoreFolder(path, path.hasSuffix("/") ? path + "listo.db" : path + "/listo.db"))
            case .newerSchema(let found, let known):
                return t(.rNewerSchema(path, found, known))
            case .readOnlyAndOld:
                return t(.rReadOnlyAndOld(path))
            case .diskFull:
                return t(.rDiskFull(path))
            case .directory(let reason):
                return t(.rDirectory(path, reason))
            case .other(let reason):
                return t(.rOther(path, pathBack(reason)))
            case .otherProgram(let id):
                return t(.rOtherProgram(path, "0x" + String(UInt32(bitPattern: id), radix: 16, uppercase: true)))
            case .otherTables(let tables):
                if tables.isEmpty { return t(.rOtherDatabase(path)) }
                let shown = tables.count > 3 ? Array(tables.prefix(3)) + [t(.rOtherTablesMore(tables.count - 3))] : tables
                return t(.rOtherTables(path, t.series(shown)))
            case .missingTable(let table):
                return t(.rDamaged(path, t(.damageMissingTable(table))))
            case .schemaVersion(let version):
                return t(.rDamaged(path, t(.damageSchemaVersion(version))))
            case .missingColumn(let table, let column):
                return t(.rDamaged(path, t(.damageMissingColumn(column, table))))
            case .countsDisagree(let list):
                return t(.rDamaged(path, t(.damageCounts(list))))
            case .truncated(let expected, let found):
                return t(.rDamaged(path, t(.damageTruncated(found, expected))))
            case .damaged(let detail):
                return t(.rDamaged(path, t(.damageSqlite(detail))))
            case .readOnlyAndEmpty:
                return t(.rReadOnlyAndEmpty(path))
            case .folderReadOnly(let folder):
                return t(.rFolderReadOnly(path, pathBack(folder)))
            case .noFolder(let folder):
                return t(.rNoStoreFolder(path, pathBack(folder)))
            case .recoveryTargetExists:
                return t(.rRecoveryTargetExists(path))
            }
        case .alreadyAtEdge(let title, let first, let filter?):
            return t(.filterEdge(first ? .first(title, filter) : .last(title, filter)))
        case .alreadyAtEdge(let title, let first, nil):
            return t(first ? .rAlreadyFirst(title) : .rAlreadyLast(title))
        case .moveOntoItself(let title):
            return t(.rMoveOntoItself(title))
        case .moveIntoItself(let title):
            return t(.rMoveIntoItself(title))
        case .nothingToOpen(let text):
            return t(.rNothingToOpen(typedBack(text)))
        case .noListNumber(let n, let count, let typed):
            return t(n < 1 ? .rListBelowOne(count, typedBack(typed ?? String(n))) : .rNoListNumber(count, typedBack(typed ?? String(n))))
        case .selectionMovesAway:
            return t(.rSelectionMovesAway)
        case .noRowInState(let field):
            return t(.rNoRowInState(field))
        case .expandNotOffered(let list, let style):
            return t(.fold(.expandNotOffered(list, t.name(style))))
        case .notRowNorState(let text, let state):
            return t(.stateWords(.notRowNorState(typedBack(text), typedBack(state))))
        case .noDoneState(let list):
            return t(.stateWords(.noDoneState(list)))
        case .noSnoozedState(let list):
            return t(.stateWords(.noSnoozedState(list)))
        case .noReadState(let list):
            return t(.stateWords(.noReadState(list)))
        case .newSection(let name):
            return t(.newSection(name.isEmpty ? .noName : .named(typedBack(name))))
        case .newRow(let title):
            return t(.newRow(title.isEmpty ? .noName : .named(typedBack(title))))
        case .noRowInStateFiltered(let field, let filter):
            return t(.rNoRowInStateFiltered(field, filter))
        case .swipeInEditMode:
            return t(.rSwipeInEditMode)
        case .noListYet:
            return t(.rNoListYet)
        case .rowFolded(let title, let section):
            return t(.rRowFolded(title, section, section))
        case .rowInsideCollapsed(let title, let parent):
            return t(.rRowInsideCollapsed(title, parent, parent))
        case .rowsHidden:
            return t(.rRowsHidden)
        case .noHistoryLine(let number, let count, let typed):
            return t(.rNoHistoryLine(count, typedBack(typed ?? String(number))))
        case .twoReadings(let command, let first, let second, let usage, let separator):
            let said = t(.rTwoReadings(command, typedBack(readingRow(first)), typedBack(first.text), typedBack(readingRow(second)), typedBack(second.text)))
            // The reading that names a row, typed so that it reads one way: its title quoted.
            // That example is the way out, so the command's whole usage is said only without one.
            guard !separator.isEmpty, let named = [first, second].first(where: { $0.row != nil }), let row = named.row else {
                return said + " " + t(.helpUsage(usage))
            }
            let typed = separator == ":" ? "\(command) \"\(row)\": \(named.text)" : "\(command) \"\(row)\" \(separator) \(named.text)"
            return said + " " + t(.readings(.quoteToSay(typedBack(typed))))
        case .textRowMissing(let command, let row, let separator):
            // The focused row's dot as typed: note .: TEXT, rename . to TEXT.
            return t(.rTextRowMissing(command, typedBack(row), separator == ":" ? ".:" : ". \(separator)"))
        case .noteOffRowMissing(let row, let off):
            return t(.noteOff(.noRow(typedBack(row), off: typedBack(off))))
        case .renumberedElsewhere(let n, let title, let line):
            return t(.rRenumberedElsewhere(n, title, typedBack(line)))
        case .textAfterRowMissing(let command, let row, let separator):
            return separator == ":" ? t(.rTextAfterColonMissing(command, typedBack(row))) : t(.rTextAfterWordMissing(command, typedBack(row), separator))
        case .bareNumber(let n, let typed):
            return n < 1 ? t(.rBareNumberNone(typedBack(typed ?? String(n)))) : t(.rBareNumber(typedBack(typed ?? String(n))))
        case .bareNumberAfterSearch(let n, let typed):
            return t(.numberTitle(.searchNumber(typedBack(typed ?? String(n)))))
        case .bareNumberPast(let n, let count, let typed):
            return t(.rBareNumberPast(count, typedBack(typed ?? String(n))))
        case .nothingMore:
            return t(.rNothingMore)
        case .noActionFocused:
            return t(.rNoActionFocused)
        }
    }

    /// The row a reading names, or the focused row, said as such whether or not one is focused.
    private func readingRow(_ reading: LineReading) -> String { reading.row ?? t(.readingFocusedRow) }

    /// Text a person typed, said back in a refusal: a long one by its start and its
    /// length, so that a line of 65,000 characters is refused in one short line rather
    /// than pages of itself.
    /// A typed argument already in quotes is said back in one pair of them, not two.
    func unquoted(_ text: String) -> String {
        guard text.count >= 2, text.first == "\"", text.last == "\"", !text.dropFirst().dropLast().contains("\"") else { return text }
        return String(text.dropFirst().dropLast())
    }

    /// Typed words said back between a refusal's own quotes: quotes around the whole
    /// taken off, and any left inside made single, so that no refusal says doubled
    /// quotes (`""a b" text"`, `""""` for a line of two quotes).
    func betweenQuotes(_ text: String) -> String {
        typedBack(String(unquoted(text).map { $0 == "\"" ? "'" : $0 }))
    }

    /// Typed text said back: whole when short, else clipped with its length (`typedBackLimit`).
    public func typedBack(_ text: String) -> String {
        guard text.count > Announcer.typedBackLimit else { return text }
        return t(.typedBackClipped(String(text.prefix(Announcer.typedBackPrefix)), text.count))
    }

    /// A store's path or address as typed, said back whole up to 200 characters, where
    /// every real path fits, and clipped past them as typed text is: a path of thousands
    /// of characters made one line of thousands.
    public func pathBack(_ path: String) -> String {
        guard path.count > 200 else { return path }
        return t(.typedBackClipped(String(path.prefix(160)), path.count))
    }

    /// Longer typed text is said back clipped to its first `typedBackPrefix` characters:
    /// a clipped text is about as long as the limit, so a refusal quoting typed text
    /// twice stays well under the 200 characters a console screen reader says whole.
    static let typedBackLimit = 60
    static let typedBackPrefix = 40

    func modelErrorText(_ error: ModelError) -> String {
        if let text = fieldModelErrorText(error) { return text }
        if let text = scheduleErrorText(error) { return text }
        switch error {
        case .groupedByField, .fieldNotDeclared, .fieldTypeMismatch, .notBoolean, .alreadySet, .alreadyPinned, .alreadyInSection, .alreadySoOnRows, .fieldExists,
            .valuesDontFit, .scheduleUnchanged, .noDueField, .notRepeating, .noLaterOccurrence, .occurrenceAlreadyDone:
            return ""
        case .listMissing:
            return t(.rListMissing)
        case .listNotLoaded, .windowNotRead:
            return t(.rListNotLoaded)
        case .sectionMissing:
            return t(.rSectionMissing)
        case .rowMissing:
            return t(.rRowMissing)
        case .moveDisabled(let title, let pinned):
            return t(.rMoveDisabled(title)) + (pinned ? t(.rMoveDisabled1) : t(.rMoveDisabled2))
        case .deleteDisabled(let title, let pinned):
            return t(.rDeleteDisabled(title)) + (pinned ? t(.rDeleteDisabled1) : t(.rDeleteDisabled2))
        case .subtaskDeleteDisabled(let title, let subtask, let pinned):
            return t(.rDeleteDisabled(title)) + (pinned ? t(.rSubtaskPinned(subtask)) : t(.rSubtaskDeleteOff(subtask)))
        case .subtaskMoveDisabled(let title, let subtask, let pinned):
            return t(.rMoveDisabled(title)) + (pinned ? t(.rSubtaskPinned(subtask)) : t(.rSubtaskMoveOff(subtask)))
        case .listRowsNotMovable(let list):
            return t(.rListRowsNotMovable(list))
        case .listRowsNotDeletable(let list):
            return t(.rListRowsNotDeletable(list))
        case .sortedByField(let list, let field):
            return t(.rSortedByField(list, field))
        case .orderingUnchanged(let list, .manual):
            return t(.rUnchangedManual(list))
        case .orderingUnchanged(let list, .field(let field)):
            return t(.rUnchangedSorted(list, field))
        case .groupingUnchanged(let list, let field):
            return field.map { t(.rUnchangedGrouped(list, $0)) } ?? t(.rUnchangedUngrouped(list))
        case .sectionNotEmpty(let header, let rows):
            return t(.rSectionNotEmpty(header, t(.rows(rows))))
        case .unnamedSectionFixed:
            return t(.rUnnamedSectionFixed)
        case .actionTargetMissing(let action, let section, let list):
            return t(.rActionTargetMissing(action, section, list))
        case .actionFieldMissing(let action, let field, let list, let type):
            return t(.settings(.rActionFieldMissing(action, field, list, type.map { t.name($0) } ?? t(.settings(.fieldTypePlaceholder)))))
        case .listNameTaken(let name):
            return t(.rListNameTaken(name))
        case .sectionNameTaken(let name):
            return t(.rSectionNameTaken(name))
        case .sameName(let name):
            return t(.rSameName(name))
        case .noNotes(let title):
            return t(.rNoNotes(title))
        case .sameNotes(let title):
            return t(.rSameNotes(title))
        case .emptyText:
            return t(.rEmptyText)
        case .actionNameTaken(let name):
            return t(.rActionNameTaken(name))
        case .actionMissing(let name):
            return t(.rActionMissing(name))
        case .builtInActionFixed(let name):
            return t(.rBuiltInActionFixed(name))
        case .noSuchField(let list, let field, let known):
            let fields = known.isEmpty ? t(.rNoSuchField) : t(.rNoSuchField1(joined(known)))
            return t(.rNoSuchField2(list, field, fields))
        case .sameList(let name, let rows):
            return t(.rSameList(rows, name))
        case .collapseNotOffered(let list, let style):
            return t(.rCollapseNotOffered(list, t.name(style)))
        case .nothingAbove(let title):
            return t(.rNothingAbove(title))
        case .alreadyTopLevel(let title):
            return t(.rAlreadyTopLevel(title))
        case .nestInsideItself(let title, let target):
            return t(.rNestInsideItself(title, target))
        case .alreadyInside(let title, let parent):
            return t(.rAlreadyInside(title, parent))
        case .noChildren(let title):
            return t(childrenAreReplies ? .rNoChildrenReplies(title) : .rNoChildren(title))
        case .tooDeep(let limit):
            return t(.rTooDeep(limit))
        }
    }

    /// Where in a JSON file a key was met: "row 2 of Pending", "subtask 1 of row 2 of Pending".
    func importPlace(_ place: ImportPlace) -> String {
        switch place {
        case .file: return t(.importKey(.placeFile))
        case .list(let name): return t(.importKey(.placeList(name)))
        case .section(let name): return t(.importKey(.placeSection(name)))
        case .row(let n, let section): return t(.importKey(.placeRow(n, section)))
        case .subtask(let n, let parent): return t(.importKey(.placeSubtask(n, importPlace(parent))))
        case .field(let n, let list): return t(.importKey(.placeField(n, importPlace(list))))
        }
    }

    func importText(_ problem: ImportProblem) -> String {
        func at(_ line: Int?) -> String { line.map { t(.rImportLine($0)) } ?? "" }
        switch problem {
        case .syntax(let line): return at(line) + t(.rImportSyntax)
        case .markdownLine(let problem, let text, let line):
            let quoted = typedBack(text)
            switch problem {
            case .notARow: return at(line) + t(.markdownLine(.notARow(quoted)))
            case .notAHeading: return at(line) + t(.markdownLine(.notAHeading(quoted)))
            case .tooDeep: return at(line) + t(.markdownLine(.tooDeep(quoted, ListDocument.maxLevel)))
            }
        case .invalid(let path, let line): return at(line) + t(.rImportInvalid(path))
        case .outOfRange(let path, let range, let line): return at(line) + t(.rImportOutOfRange(path, range.lowerBound, range.upperBound))
        case .numberOutOfRange(let path, let range, let line): return at(line) + t(.rImportNumberOutOfRange(path, range.lowerBound, range.upperBound))
        case .numberNotKept(let field, let text, let kept, let line):
            return at(line) + t(.rImportNumberNotKept(field, typedBack(text), kept, FieldValue.numberDigits))
        // Two lists of one name in one file, on the second's line; else one the store has, with the way on.
        case .duplicateList(let name, let line?): return at(line) + t(.rImportDuplicateList(name))
        case .duplicateList(let name, nil): return t(.importAgain(.listExists(name)))
        case .unclosed(let kind, let line): return at(line) + t(.importAgain(.unclosed(kind)))
        case .duplicateSection(let name, let line): return at(line) + t(.rImportDuplicateSection(name))
        case .unknownValue(let value, let field, let line): return at(line) + t(.rImportUnknownValue(field, value))
        case .rowOutsideList(let line): return at(line) + t(.rImportRowOutsideList)
        case .empty: return t(.rImportEmpty)
        case .unknownKey(let key, let place, let line): return at(line) + t(.importKey(.unknownKey(importPlace(place), key)))
        case .undeclaredField(let name, let place, let line): return at(line) + t(.importKey(.undeclaredField(importPlace(place), name)))
        case .fieldValue(let value, let field, let type, let place, let line):
            return at(line) + t(.importKey(.notOfType(importPlace(place), field, value, type)))
        case .unavailable(let reason): return t(.calendar(.rImportUnavailable(reason)))
        case .notAFile: return t(.importBound(.notAFile))
        case .tooLarge(let limit): return t(.importBound(.tooLarge(limit >> 20)))
        case .lineTooLong(let line, let limit): return at(line) + t(.importBound(.lineTooLong(limit >> 20)))
        case .tooManyParameters(let line, let limit): return at(line) + t(.importBound(.tooManyParameters(limit)))
        case .nestedTooDeep(let line, let limit): return at(line) + t(.importBound(.nestedTooDeep(limit, ListDocument.maxLevel)))
        case .endsEarly(let line): return at(line) + t(.importBound(.endsEarly))
        case .rowTooDeep(let title, _, let line): return at(line) + t(.markdownLine(.tooDeep(typedBack(title), ListDocument.maxLevel)))
        }
    }
}

extension Announcer {
    /// A row offered in an ambiguity: its title and where it is.
    /// The rows an ambiguous name offers, one a line by their choice numbers, and how to choose:
    /// said after the refusal's line, so that each row is one fact a line.
    func offeredRows(_ refusal: Refusal) -> [String] {
        guard case .ambiguousRow(_, let candidates, let more) = refusal else { return [] }
        return offeredRows(candidates, from: 1, more: more)
    }

    /// Rows offered for a name, numbered from `first`, and how to choose; `more`:
    /// rows past these match too, which `more` offers next.
    func offeredRows(_ candidates: [RowCandidate], from first: Int, more: Bool) -> [String] {
        let said = (more ? nil : apart(candidates)) ?? candidates.map(candidate)
        let rows = said.enumerated().map { t(.choice(.offered(first + $0.offset, $0.element))) }
        return rows + [t(.choice(more ? .howToChooseOrMore : .howToChoose))]
    }

    /// The one title every row offered has, heard alike (case and accents aside); nil
    /// where they differ, or there is one row.
    func oneTitle(_ candidates: [RowCandidate]) -> String? {
        guard candidates.count > 1, let title = candidates.first?.title,
              candidates.allSatisfy({ Names.key($0.title) == Names.key(title) }) else { return nil }
        return title
    }

    /// Rows of one title, each said by what tells it from the others, first: the section
    /// or row it is in where those differ, its states where those differ, then its place:
    /// `Completed, row 1 of 2.`, `done, row 1 of 7.`, where `1, Milk, 1 of 7.` and
    /// `2, Milk, 5 of 7.` differed only in their last words. The title is said once, before
    /// them. Nil where the titles differ: each row's title is then what tells it apart.
    func apart(_ candidates: [RowCandidate]) -> [String]? {
        guard oneTitle(candidates) != nil else { return nil }
        let wheres = candidates.map { row in row.parent.map { t(.sameTitle(.inside($0))) } ?? row.section }
        let states = candidates.map { row in row.current.map { self.states(of: $0, selected: false) } ?? [] }
        let wheresDiffer = Set(wheres.map { $0 ?? "" }).count > 1
        let statesDiffer = Set(states).count > 1
        return candidates.indices.map { i in
            var parts: [String] = []
            if wheresDiffer, let at = wheres[i] { parts.append(at) }
            if statesDiffer { parts += states[i] }
            if let place = candidates[i].place { parts.append(t(.sameTitle(.row(t(.of(place.index, place.count)))))) }
            if !statesDiffer { parts += states[i] }
            return parts.isEmpty ? candidates[i].title : joined(parts)
        }
    }

    /// `Milk, row 3 of 7, done`: the title, its place said as a row's, so that it is not
    /// heard as another choice's number, and its states.
    func candidate(_ row: RowCandidate) -> String {
        let states = row.current.map { self.states(of: $0, selected: false) } ?? []
        guard let place = row.place else { return joined([row.title] + states) }
        let at = t(.of(place.index, place.count))
        let said: String
        if let parent = row.parent {
            said = t(.candidateInside(row.title, at, parent))
        } else if let section = row.section {
            said = t(.candidateIn(row.title, at, section))
        } else {
            said = t(.candidate(row.title, at))
        }
        return joined([said] + states)
    }

    /// An action's name in the language spoken.
    func said(_ action: ActionName) -> String {
        switch action {
        case .builtInDelete: return t(.actionDelete)
        case .named(let name): return name
        }
    }

    /// Why a file that failed was read as JSON, on a line of its own after the
    /// refusal's: one fact a line, and no line past what a screen reader says whole.
    func importHint(_ refusal: Refusal) -> [String] {
        guard case .importFailed(_, _, readAsJSON: true) = refusal else { return [] }
        return [t(.rImportReadAsJSON)]
    }
}
