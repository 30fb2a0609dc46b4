import ListoModel

extension Announcer {
    /// The words after "Error: " — why, then what to do.
    public func refusalText(_ refusal: Refusal) -> String {
        if let text = fieldRefusalText(refusal) { return text }
        switch refusal {
        case .badFieldValue, .unknownField, .unknownFieldType, .badFilter, .noStateField, .noSearchHit, .noStateRotor, .groupedView:
            return ""
        case .model(let error):
            return modelErrorText(error)
        case .unknownCommand(let word, let suggestion):
            return t("r.unknownCommand", word) + (suggestion.map { t("r.unknownCommand.1", $0) } ?? t("r.unknownCommand.2"))
        case .unknownHelpTopic(let word, let suggestion):
            return t("r.unknownHelpTopic", word) + (suggestion.map { t("r.unknownHelpTopic.1", $0) } ?? t("r.unknownHelpTopic.2"))
        case .missingArgument(let command, let usage):
            return t("r.missingArgument", command, usage)
        case .badArgument(let command, let argument, let usage):
            return t("r.badArgument", command, argument, usage)
        case .noSuchRow(let reference):
            return t("r.noSuchRow", reference)
        case .noRowNumber(let n, let count):
            return t.count("r.noRowNumber", count, n)
        case .ambiguousRow(let reference, let candidates, let more):
            return t(more ? "r.ambiguousRowMore" : "r.ambiguousRow", reference, candidates.count,
                     candidates.enumerated().map { "\($0.offset + 1), \($0.element)" }.joined(separator: "; "))
        case .noSuchList(let name, let suggestion):
            return t("r.noSuchList", name) + (suggestion.map { t("r.noSuchList.1", $0) } ?? t("r.noSuchList.2"))
        case .noSuchSection(let name):
            return t("r.noSuchSection", name)
        case .noSectionNumber(let n, let count):
            return t.count("r.noSectionNumber", count, n)
        case .ambiguousSection(let name, let candidates):
            return t("r.ambiguousSection", name, candidates.count, candidates.enumerated().map { "\($0.offset + 1), \($0.element)" }.joined(separator: "; "))
        case .noSuchAction(let name, let row, let available):
            let list = available.isEmpty ? t("r.noSuchAction") : t("r.noSuchAction.1", joined(available))
            return t("r.noSuchAction.2", row, name, list)
        case .noFocusedRow:
            return t("r.noFocusedRow")
        case .notFound(let text):
            return t("r.notFound", text)
        case .notInList(let text, let list):
            return t("r.notInList", text, list)
        case .nothingToFind:
            return t("r.nothingToFind")
        case .emptyList(let name):
            return t("r.emptyList", name)
        case .nothingSelected:
            return t("r.nothingSelected")
        case .nothingToUndo:
            return t("r.nothingToUndo")
        case .undoHistoryEnd(let limit):
            return t("r.undoHistoryEnd", limit)
        case .nothingToRedo:
            return t("r.nothingToRedo")
        case .changedSince(let events, let undoing):
            return t(undoing ? "r.changedSince.undo" : "r.changedSince.redo", undoPhrase(events))
        case .goneElsewhere(let title):
            return t("r.goneElsewhere", title)
        case .selectionOff(let list):
            return t("r.selectionOff", list)
        case .selectionNeedsEditMode(let profile):
            return t("r.selectionNeedsEditMode", t.name("profile", profile))
        case .selectionDisabled(let title):
            return t("r.selectionDisabled", title)
        case .singleSelection:
            return t("r.singleSelection")
        case .batchNeedsEditMode:
            return t("r.batchNeedsEditMode")
        case .fullSwipeOff(let edge):
            return t("r.fullSwipeOff", t.name("edge", edge))
        case .noActions(let edge, let row):
            return t("r.noActions", row, t.name("edge", edge))
        case .noSwipeOpen:
            return t("r.noSwipeOpen")
        case .atRoot:
            return t("r.atRoot")
        case .noChild(let title):
            return t(childrenAreReplies ? "r.noChild" : "r.noChild.subtasks", title)
        case .readOnlyStore(let path, let command):
            return command.map { t("r.readOnlyStore.command", path, $0) } ?? t("r.readOnlyStore", path)
        case .storeDamaged(let path):
            return t("r.storeDamaged", path)
        case .storeFailed(let path, let reason):
            return t("r.storeFailed", path, reason)
        case .lineTooLong(let bytes):
            return t("r.lineTooLong", bytes)
        case .invalidUTF8:
            return t("r.invalidUTF8")
        case .nulByte:
            return t("r.nulByte")
        case .unknownFormat(let format):
            return t("r.unknownFormat", format)
        case .importFailed(let path, let problem):
            return t("r.importFailed", path) + importText(problem) + t("r.importFailed.1")
        case .fileUnreadable(let path):
            return t("r.fileUnreadable", path)
        case .storeUnopenable(let path, let problem):
            switch problem {
            case .notADatabase:
                return t("r.notADatabase", path)
            case .folder:
                return t("r.storeFolder", path, path.hasSuffix("/") ? path + "listo.db" : path + "/listo.db")
            case .newerSchema(let found, let known):
                return t("r.newerSchema", path, found, known)
            case .readOnlyAndOld:
                return t("r.readOnlyAndOld", path)
            case .diskFull:
                return t("r.diskFull", path)
            case .directory(let reason):
                return t("r.directory", path, reason)
            case .other(let reason):
                return t("r.other", path, reason)
            case .otherProgram(let id):
                return t("r.otherProgram", path, "0x" + String(UInt32(bitPattern: id), radix: 16, uppercase: true))
            case .otherTables(let tables):
                if tables.isEmpty { return t("r.otherDatabase", path) }
                let shown = tables.count > 3 ? Array(tables.prefix(3)) + [t("r.otherTables.more", tables.count - 3)] : tables
                return t("r.otherTables", path, t.series(shown))
            case .missingTable(let table):
                return t("r.damaged", path, t("damage.missingTable", table))
            case .missingColumn(let table, let column):
                return t("r.damaged", path, t("damage.missingColumn", column, table))
            case .truncated(let expected, let found):
                return t("r.damaged", path, t("damage.truncated", found, expected))
            case .damaged(let detail):
                return t("r.damaged", path, t("damage.sqlite", detail))
            case .schemaVersion(let version):
                return t("r.damaged", path, t("damage.schemaVersion", version))
            case .readOnlyAndEmpty:
                return t("r.readOnlyAndEmpty", path)
            case .folderReadOnly(let folder):
                return t("r.folderReadOnly", path, folder)
            case .recoveryTargetExists:
                return t("r.recoveryTargetExists", path)
            }
        case .alreadyAtEdge(let title, let first):
            return t(first ? "r.alreadyFirst" : "r.alreadyLast", title)
        case .moveOntoItself(let title):
            return t("r.moveOntoItself", title)
        case .nothingToOpen(let text):
            return t("r.nothingToOpen", text)
        case .noListNumber(let n, let count):
            return t.count("r.noListNumber", count, n)
        case .selectionMovesAway:
            return t("r.selectionMovesAway")
        case .noRowInState(let field):
            return t("r.noRowInState", field)
        case .swipeInEditMode:
            return t("r.swipeInEditMode")
        case .noListYet:
            return t("r.noListYet")
        case .rowFolded(let title, let section):
            return t("r.rowFolded", title, section, section)
        case .rowInsideCollapsed(let title, let parent):
            return t("r.rowInsideCollapsed", title, parent, parent)
        case .rowsHidden:
            return t("r.rowsHidden")
        case .noHistoryLine(let number, let count):
            return t.count("r.noHistoryLine", count, number)
        case .twoReadings(let command, let first, let second, let usage):
            return t("r.twoReadings", command, readingRow(first), first.text, readingRow(second), second.text, usage)
        case .textRowMissing(let command, let row, let separator):
            return t("r.textRowMissing", command, row, separator)
        case .bareNumber(let n):
            return n < 1 ? t("r.bareNumber.none", n) : t("r.bareNumber", n)
        case .nothingMore:
            return t("r.nothingMore")
        case .noActionFocused:
            return t("r.noActionFocused")
        }
    }

    /// The row a reading names, or the focused row, said as such whether or not one is focused.
    private func readingRow(_ reading: LineReading) -> String { reading.row ?? t("reading.focusedRow") }

    func modelErrorText(_ error: ModelError) -> String {
        if let text = fieldModelErrorText(error) { return text }
        switch error {
        case .groupedByField, .fieldNotDeclared, .fieldTypeMismatch, .notBoolean, .alreadySet, .alreadyPinned, .fieldExists,
            .valuesDontFit:
            return ""
        case .listMissing:
            return t("r.listMissing")
        case .listNotLoaded:
            return t("r.listNotLoaded")
        case .sectionMissing:
            return t("r.sectionMissing")
        case .rowMissing:
            return t("r.rowMissing")
        case .moveDisabled(let title, let pinned):
            return t("r.moveDisabled", title) + (pinned ? t("r.moveDisabled.1") : t("r.moveDisabled.2"))
        case .deleteDisabled(let title, let pinned):
            return t("r.deleteDisabled", title) + (pinned ? t("r.deleteDisabled.1") : t("r.deleteDisabled.2"))
        case .listRowsNotMovable(let list):
            return t("r.listRowsNotMovable", list)
        case .listRowsNotDeletable(let list):
            return t("r.listRowsNotDeletable", list)
        case .sortedByField(let list, let field):
            return t("r.sortedByField", list, field)
        case .orderingUnchanged(let list, .manual):
            return t("r.unchanged.manual", list)
        case .orderingUnchanged(let list, .field(let field)):
            return t("r.unchanged.sorted", list, field)
        case .groupingUnchanged(let list, let field):
            return field.map { t("r.unchanged.grouped", list, $0) } ?? t("r.unchanged.ungrouped", list)
        case .sectionNotEmpty(let header, let rows):
            return t("r.sectionNotEmpty", header, t.count("rows", rows))
        case .unnamedSectionFixed:
            return t("r.unnamedSectionFixed")
        case .actionTargetMissing(let action, let section):
            return t("r.actionTargetMissing", action, section, section)
        case .listNameTaken(let name):
            return t("r.listNameTaken", name)
        case .sectionNameTaken(let name):
            return t("r.sectionNameTaken", name)
        case .sameName(let name):
            return t("r.sameName", name)
        case .emptyText:
            return t("r.emptyText")
        case .actionNameTaken(let name):
            return t("r.actionNameTaken", name)
        case .actionMissing(let name):
            return t("r.actionMissing", name)
        case .builtInActionFixed(let name):
            return t("r.builtInActionFixed", name)
        case .noSuchField(let list, let field, let known):
            let fields = known.isEmpty ? t("r.noSuchField") : t("r.noSuchField.1", joined(known))
            return t("r.noSuchField.2", list, field, fields)
        case .sameList(let name):
            return t("r.sameList", name)
        case .collapseNotOffered(let style):
            return t("r.collapseNotOffered", t.name("style", style))
        case .nothingAbove(let title):
            return t("r.nothingAbove", title)
        case .alreadyTopLevel(let title):
            return t("r.alreadyTopLevel", title)
        case .nestInsideItself(let title, let target):
            return t("r.nestInsideItself", title, target)
        case .alreadyInside(let title, let parent):
            return t("r.alreadyInside", title, parent)
        case .noChildren(let title):
            return t(childrenAreReplies ? "r.noChildren.replies" : "r.noChildren", title)
        case .tooDeep(let limit):
            return t("r.tooDeep", limit)
        }
    }

    func importText(_ problem: ImportProblem) -> String {
        func at(_ line: Int?) -> String { line.map { t("r.import.line", $0) } ?? "" }
        switch problem {
        case .syntax(let line): return at(line) + t("r.import.syntax")
        case .invalid(let path, let line): return at(line) + t("r.import.invalid", path)
        case .duplicateList(let name, let line): return at(line) + t("r.import.duplicateList", name)
        case .duplicateSection(let name, let line): return at(line) + t("r.import.duplicateSection", name)
        case .unknownValue(let value, let field, let line): return at(line) + t("r.import.unknownValue", field, value)
        case .rowOutsideList(let line): return at(line) + t("r.import.rowOutsideList")
        case .empty: return t("r.import.empty")
        }
    }
}
