import ListoAnnouncer
import ListoModel

/// What one command is given and gathers that is not the person's place: the
/// choice the answer before offered, what other sessions changed meanwhile, the
/// rows they deleted, the due dates they moved, a read that failed where the
/// answer could not stop, and whether undo let a step go. It is part of the state
/// (`SessionState.turn`), so the reducer reads and changes it as it does the place:
/// `execute` hands each command the choice and says the rest after the command's
/// own answer, so between commands the turn holds at most what was taken in at the
/// idle prompt, for the next command.
struct Turn: Equatable {
    /// The rows an ambiguous name matched past those its refusal offered, kept for the choice it leaves.
    var namedLater: NamedLater?
    /// The choice the previous answer offered, which a number on this line makes.
    var offered: NumberedChoice?
    /// The row whose own actions the previous answer said: not said again on it straight after.
    var ownActionsJustHeard: OwnActions?
    /// What other sessions changed, said first, in one line, when the command answers.
    var heard = ElsewhereSummary()
    /// Whether a change whose commit went unanswered was made, found on reconnecting; said first.
    var commitLookedUp: Bool?
    /// Rows other sessions deleted during this command, by title, for the refusal of a change to one.
    var vanished: [RowID: String] = [:]
    /// The section each of them was counted as removed from, to take it out of the
    /// news where the refusal names it.
    var vanishedFrom: [RowID: String] = [:]
    /// The list each of them went to, when it was moved there rather than deleted.
    var vanishedTo: [RowID: String] = [:]
    /// The due a repeating row had before another session changed it during this
    /// command: the occurrence a done typed now completes.
    var seenDue: [RowID: CalendarDate?] = [:]
    /// A store read that failed where the answer could not stop for it (a count
    /// in a sidebar line, the rows of a filter, a completion): said after the
    /// answer as one `Error:` line.
    var readFailure: Refusal?
    /// Where the row titles Tab offered last were the first of more (`Session.titlesOffered`),
    /// the indexed start they were asked by: the choices then say so, and the line is
    /// completed only as far as every title so begun goes.
    var titlesCut: String?
    /// Said after this command's own answer: the undo history let its oldest step go.
    var undoLimitReached = false
    /// Said after this command's own answer: the list opened has no state the rotor
    /// moved by, so the rotor went to rows (the list, then the state).
    var rotorBackToRows: [String]?
    /// Said after this command's own answer: what the list it left lost (selection, edit mode, filter).
    var leftBehind: LeftBehind?
    /// Said after this command's own answer: it acted on the whole selection, and the filter hides some of it.
    var hiddenActedOn: HiddenActedOn?
    /// This command reaches every row the filter lets through: a filter read a page at a time is read whole.
    var wholeFilter = false
    /// The line of this command when it changes rows: a row number in it is checked
    /// against numbers moved elsewhere (`SessionState.renumberedElsewhere`).
    var changingLine: String?
    /// The lists as numbered before another session deleted one during this
    /// command: a list number typed on this line means the list heard under it.
    var listsBefore: NumberedLists?
    /// The list focus was on in the sidebar, when another session deleted it during
    /// this command: `open` alone means it, and is refused by its name.
    var sidebarFocusGone: String?
    /// The list this command opened: `open` is judged for Again by the list it
    /// opened, not by how its name was typed (open inbox, open INBOX).
    var openedList: ListID?
}

/// Lists by their numbers at one moment, with the names they were heard by.
struct NumberedLists: Equatable {
    var ids: [ListID]
    var names: [String]
}
