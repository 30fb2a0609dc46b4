import ListoModel

extension Announcer {
    /// The words after "Error: " — why, then what to do.
    public func refusalText(_ refusal: Refusal) -> String {
        switch refusal {
        case .model(let error):
            return modelErrorText(error)
        case .unknownCommand(let word, let suggestion):
            return "no command \"\(word)\". " + (suggestion.map { "Did you mean \($0)?" } ?? "Type help for the commands.")
        case .unknownHelpTopic(let word, let suggestion):
            return "no help for \"\(word)\". " + (suggestion.map { "Did you mean \($0)?" } ?? "Type help for the commands.")
        case .missingArgument(let command, let usage):
            return "\(command) needs more. Usage: \(usage)."
        case .badArgument(let command, let argument, let usage):
            return "\(command) does not take \"\(argument)\". Usage: \(usage)."
        case .noSuchRow(let reference):
            return "no row \"\(reference)\" here. Type list to hear the rows."
        case .noRowNumber(let n, let count):
            if count == 0 { return "no row \(n); there are no rows here." }
            return "no row \(n); there " + (count == 1 ? "is 1. Give 1." : "are \(count). Give a number from 1 to \(count).")
        case .ambiguousRow(let reference, let candidates):
            return "\"\(reference)\" matches \(candidates.count) rows: "
                + candidates.enumerated().map { "\($0.offset + 1), \($0.element)" }.joined(separator: "; ")
                + ". Type a number to choose one, or more of the title."
        case .noSuchList(let name, let suggestion):
            return "no list \"\(name)\". " + (suggestion.map { "Did you mean \($0)?" } ?? "Type lists to hear them.")
        case .noSuchSection(let name):
            return "no section \"\(name)\". Type sections to hear them."
        case .noSectionNumber(let n, let count):
            return "no section \(n); there " + (count == 1 ? "is 1." : "are \(count).")
        case .ambiguousSection(let name, let candidates):
            return "\"\(name)\" matches \(candidates.count) sections: "
                + candidates.enumerated().map { "\($0.offset + 1), \($0.element)" }.joined(separator: "; ")
                + ". Give more of the name or its number."
        case .noSuchAction(let name, let row, let available):
            let list = available.isEmpty ? "It has none." : "Its actions: \(available.joined(separator: ", "))."
            return "\(row) has no action \"\(name)\". \(list)"
        case .noFocusedRow:
            return "no row is focused. Move to a row with next or goto first."
        case .notFound(let text):
            return "no row after this one contains \"\(text)\". Try first, then find again, or a shorter text."
        case .nothingToFind:
            return "nothing to find yet. Type find and a text."
        case .emptyList(let name):
            return "\(name) has no rows. Add one with add."
        case .nothingSelected:
            return "nothing is selected. Select rows with select first."
        case .nothingToUndo:
            return "nothing to undo."
        case .nothingToRedo:
            return "nothing to redo."
        case .changedSince(let events, let undoing):
            return "\(undoing ? "undo" : "redo") of \(undoPhrase(events)) refused: changed elsewhere since."
        case .goneElsewhere(let title):
            return "\(title) was deleted elsewhere."
        case .selectionOff(let list):
            return "\(list) does not offer selection."
        case .selectionNeedsEditMode(let profile):
            return "on a \(profile.rawValue), selecting several rows needs edit mode. Type edit first."
        case .selectionDisabled(let title):
            return "\(title) can't be selected: selection is turned off for it."
        case .singleSelection:
            return "this list selects one row at a time, so select all is not offered."
        case .batchNeedsEditMode:
            return "deleting the selection needs edit mode. Type edit, then delete selection."
        case .fullSwipeOff(let edge):
            return "full swipe is off for the \(edge.rawValue) edge. Type swipe \(edge.rawValue), then choose an action."
        case .noActions(let edge, let row):
            return "\(row) has no \(edge.rawValue) actions. Type actions to hear the ones it has."
        case .noSwipeOpen:
            return "no swipe is open. Type swipe leading or swipe trailing first."
        case .atRoot:
            return "already at the sidebar; there is nothing to go back to."
        case .noChild(let title):
            return "\(title) has no replies to open."
        case .readOnlyStore(let path):
            return "the store \(path) is read-only, so nothing can change. Open a writable store with --store."
        case .storeFailed(let path, let reason):
            return "could not save to \(path): \(reason). Nothing was changed."
        case .lineTooLong(let bytes):
            return "that line is \(bytes) bytes; the limit is 65536. Nothing was done."
        case .invalidUTF8:
            return "that line is not valid UTF-8. Nothing was done."
        case .nulByte:
            return "that line holds a NUL byte. Nothing was done."
        case .unknownFormat(let format):
            return "no format \"\(format)\". Use json or markdown."
        case .importFailed(let path, let problem):
            return "can't import \(path): " + importText(problem) + " Nothing was imported."
        case .fileUnreadable(let path):
            return "can't read \(path): it is missing, unreadable, or not UTF-8 text."
        case .storeUnopenable(let path, let problem):
            switch problem {
            case .notADatabase:
                return "can't open the store \(path): it is not a listo store. The file was left as it is."
            case .newerSchema(let found, let known):
                return "can't open the store \(path): a newer listo wrote it (schema \(found), this one knows \(known)). Update listo."
            case .readOnlyAndOld:
                return "can't open the store \(path): it is read-only and needs an upgrade. Make it writable once."
            case .diskFull:
                return "can't open the store \(path): the disk is full."
            case .directory(let reason):
                return "can't create the folder for the store \(path): \(reason)."
            case .other(let reason):
                return "can't open the store \(path): \(reason)."
            }
        case .alreadyAtEdge(let title, let first):
            return "\(title) is already \(first ? "first" : "last") in its section."
        case .moveOntoItself(let title):
            return "\(title) can't move before or after itself. Name another row."
        case .nothingToOpen(let text):
            return "no list or row \"\(text)\" to open. Type lists or list to hear what there is."
        case .noListNumber(let n, let count):
            return "no list \(n); there " + (count == 1 ? "is 1." : "are \(count).") + " Type lists to hear them."
        case .swipeInEditMode:
            return "rows can't be swiped while editing. Type edit off first."
        case .noListYet:
            return "there is no list yet. Type new list and a name."
        case .rowFolded(let title, let section):
            return "\(title) is in \(section), which is folded. Type expand \(section) first."
        case .rowsHidden:
            return "no rows are shown: the sections are folded or filtered out. Type expand or filter off."
        case .noHistoryLine(let number, let count):
            if count == 0 { return "!\(number): the history is empty." }
            return "!\(number) is not in the history. Give a number from 1 to \(count); type history to hear them."
        case .twoReadings(let command, let first, let second, let usage):
            return "\(command) can be read two ways: \(first.row), text \(first.text); or \(second.row), text \(second.text). Usage: \(usage)."
        case .bareNumber(let n):
            return "a number alone does nothing here; type goto \(n)."
        case .noActionFocused:
            return "no action is under the rotor. Type rotor actions, then next."
        }
    }

    func modelErrorText(_ error: ModelError) -> String {
        switch error {
        case .listMissing:
            return "that list no longer exists. Type lists to hear them."
        case .listNotLoaded:
            return "that list is not open. Open it first."
        case .sectionMissing:
            return "that section no longer exists. Type sections to hear them."
        case .rowMissing:
            return "that row no longer exists. Type list to hear the rows."
        case .moveDisabled(let title, let pinned):
            return "\(title) can't be moved: " + (pinned ? "it is pinned." : "moving is turned off for it.")
        case .deleteDisabled(let title, let pinned):
            return "\(title) can't be deleted: " + (pinned ? "it is pinned." : "deleting is turned off for it.")
        case .listRowsNotMovable(let list):
            return "rows in \(list) can't be moved: the list does not offer reordering."
        case .listRowsNotDeletable(let list):
            return "rows in \(list) can't be deleted: the list does not offer deleting."
        case .sortedByField(let list, let field):
            return "\(list) is sorted by \(field), so rows can't be moved by hand. Type sort manual first."
        case .sectionNotEmpty(let header, let rows):
            return "\(header) still has \(Words.count(rows, "row")); move or delete them first."
        case .unnamedSectionFixed:
            return "the rows outside any section have no header to change. Add a section with section add."
        case .actionTargetMissing(let action, let section):
            return "\(action) moves rows to \(section), and this list has no such section. Type section add \(section) first."
        case .listNameTaken(let name):
            return "a list named \(name) already exists. Choose another name."
        case .sectionNameTaken(let name):
            return "a section named \(name) already exists. Choose another name."
        case .emptyText:
            return "the text is empty. Type it after the command."
        case .actionNameTaken(let name):
            return "an action named \(name) already exists. Choose another name."
        case .actionMissing(let name):
            return "no action \(name) is declared. Type actions to hear them."
        case .builtInActionFixed(let name):
            return "\(name) is the built-in action, not declared: adding an action of your own replaces it."
        case .noSuchField(let list, let field, let known):
            let fields = known.isEmpty ? "Its rows have no fields yet." : "Fields: \(known.joined(separator: ", "))."
            return "no row in \(list) has a field \(field). \(fields)"
        case .sameList(let name):
            return "the rows are already in \(name). Type move to section to move them within it."
        case .collapseNotOffered(let style):
            return "sections fold only in the sidebar style, and this list is \(style.rawValue). Type style sidebar first."
        }
    }

    func importText(_ problem: ImportProblem) -> String {
        func at(_ line: Int?) -> String { line.map { "line \($0): " } ?? "" }
        switch problem {
        case .syntax(let line): return "line \(line): this is not what the format allows."
        case .invalid(let path, let line): return at(line) + "\(path) is missing or of the wrong kind."
        case .duplicateList(let name, let line): return at(line) + "a list named \(name) already exists."
        case .duplicateSection(let name, let line): return "line \(line): a second section named \(name)."
        case .unknownValue(let value, let field, let line): return at(line) + "\(field) can't be \(value)."
        case .rowOutsideList(let line): return "line \(line): text before the first # heading, which names a list."
        case .empty: return "it holds no list."
        }
    }
}
