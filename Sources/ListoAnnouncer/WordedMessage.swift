/// Messages worded in a file of their own, in English and Spanish, carried by
/// `Message.worded`: each group is an enum of its own that says its words.
public protocol WordedMessage: Sendable {
    var english: String { get }
    var spanish: String { get }
}

extension Message {
    /// A key an import refuses and where it is (Message+ImportKey.swift).
    static func importKey(_ message: ImportKeyMessage) -> Message { .worded(message) }
    /// A number past the rows that is also a row's title (Message+NumberTitle.swift).
    static func numberTitle(_ message: NumberTitleMessage) -> Message { .worded(message) }
    /// A mode at the shell where a session would name something to type inside it (Message+Shell.swift).
    static func shell(_ message: ShellMessage) -> Message { .worded(message) }
    /// How to type a line that reads two ways so that it reads one (Message+Readings.swift).
    static func readings(_ message: ReadingsMessage) -> Message { .worded(message) }
    /// What move before and after take from a subtask (Message+MoveAdvice.swift).
    public static func moveAdvice(_ message: MoveAdviceMessage) -> Message { .worded(message) }
    /// A quoted name of several words given to field add (Message+FieldName.swift).
    public static func fieldName(_ message: FieldNameMessage) -> Message { .worded(message) }
    /// collapse and expand where they have nothing to act on (Message+Fold.swift).
    public static func fold(_ message: FoldMessage) -> Message { .worded(message) }
    /// Where undo or redo of a move within a section puts the row (Message+StepPlace.swift).
    static func stepPlace(_ message: StepPlaceMessage) -> Message { .worded(message) }
    /// The empty detail when no list is left (Message+EmptyDetail.swift).
    public static func emptyDetail(_ message: EmptyDetailMessage) -> Message { .worded(message) }
    /// A reminder set at a moment already past (Message+PastReminder.swift).
    public static func pastReminder(_ message: PastReminderMessage) -> Message { .worded(message) }
    /// A row named while it waits for its start date (Message+WaitingRow.swift).
    public static func waitingRow(_ message: WaitingRowMessage) -> Message { .worded(message) }
    /// The last row outside any section gone (Message+Unsectioned.swift).
    public static func unsectioned(_ message: UnsectionedMessage) -> Message { .worded(message) }
    /// A list's or a section's name over the longest listo takes (Message+NameLength.swift).
    public static func nameLength(_ message: NameLengthMessage) -> Message { .worded(message) }
    /// find while a filter is on, finding nothing it shows (Message+FindFilter.swift).
    public static func findFilter(_ message: FindFilterMessage) -> Message { .worded(message) }
    /// select of words that are neither a row nor a state (Message+StateWords.swift).
    public static func stateWords(_ message: StateWordsMessage) -> Message { .worded(message) }
    /// An action that would move no row to the section it names (Message+AlreadySet.swift).
    public static func alreadySet(_ message: AlreadySetMessage) -> Message { .worded(message) }
    /// The states rows moved into another list left behind (Message+MovedStates.swift).
    public static func movedStates(_ message: MovedStatesMessage) -> Message { .worded(message) }
    /// A rotor unit the compact layout does not offer (Message+CompactRotor.swift).
    public static func compactRotor(_ message: CompactRotorMessage) -> Message { .worded(message) }
    public static func rotorNone(_ message: RotorNoneMessage) -> Message { .worded(message) }
    /// The actions rotor at the focused row's first or last action (Message+ActionsEdge.swift).
    static func actionsEdge(_ message: ActionsEdgeMessage) -> Message { .worded(message) }
    /// deselect of a state, and the row a single selection keeps (Message+SelectionState.swift).
    static func selectionState(_ message: SelectionStateMessage) -> Message { .worded(message) }
    /// The order and the grouping where says (Message+WhereOrder.swift).
    static func whereOrder(_ message: WhereOrderMessage) -> Message { .worded(message) }
    public static func subtaskNumber(_ message: SubtaskNumberMessage) -> Message { .worded(message) }
    /// A row number past the first section's rows, typed at the list's title (Message+TitleNumber.swift).
    static func titleNumber(_ message: TitleNumberMessage) -> Message { .worded(message) }
    /// new section NAME, refused with section add (Message+NewSection.swift).
    public static func newSection(_ message: NewSectionMessage) -> Message { .worded(message) }
    /// new row NAME, refused with add (Message+NewRow.swift).
    public static func newRow(_ message: NewRowMessage) -> Message { .worded(message) }
    /// move to top, where top is no row (Message+MovePlace.swift).
    public static func movePlace(_ message: MovePlaceMessage) -> Message { .worded(message) }
    public static func actionMoveBlocked(_ message: ActionMoveBlockedMessage) -> Message { .worded(message) }
    /// delete selection refused by one row it holds (Message+SelectionDelete.swift).
    public static func selectionDelete(_ message: SelectionDeleteMessage) -> Message { .worded(message) }
    /// A change that moves the selection refused by one row it holds (Message+SelectionMove.swift).
    public static func selectionMove(_ message: SelectionMoveMessage) -> Message { .worded(message) }
    /// do alone while a swipe is open (Message+SwipeChoice.swift).
    public static func swipeChoice(_ message: SwipeChoiceMessage) -> Message { .worded(message) }
    /// Rows offered for a name that all have one title (Message+SameTitle.swift).
    public static func sameTitle(_ message: SameTitleMessage) -> Message { .worded(message) }
    /// note off and the start of a row's title (Message+NoteOff.swift).
    public static func noteOff(_ message: NoteOffMessage) -> Message { .worded(message) }
    /// set start where start is a field the list declares (Message+StartField.swift).
    public static func startField(_ message: StartFieldMessage) -> Message { .worded(message) }
    /// The header of a group of a number field (Message+NumberGroup.swift).
    static func numberGroup(_ message: NumberGroupMessage) -> Message { .worded(message) }
    /// A change to the focused row after focus was moved there elsewhere (Message+FocusMoved.swift).
    public static func focusMoved(_ message: FocusMovedMessage) -> Message { .worded(message) }
    /// undo and redo of a step whose row was deleted elsewhere (Message+StepGone.swift).
    static func stepGone(_ message: StepGoneMessage) -> Message { .worded(message) }
    /// Tab again on choices it just listed (Message+TabAgain.swift).
    public static func tabAgain(_ message: TabAgainMessage) -> Message { .worded(message) }
    /// BRLTTY awaited, and a routing key over nothing to run (Message+BrailleDisplay.swift).
    public static func brailleDisplay(_ message: BrailleDisplayMessage) -> Message { .worded(message) }
    /// undo and redo of a section's rename (Message+RenameUndo.swift).
    static func renameUndo(_ message: RenameUndoMessage) -> Message { .worded(message) }
    /// undo and redo of a mark or a note on one row (Message+ValueUndo.swift).
    static func valueUndo(_ message: ValueUndoMessage) -> Message { .worded(message) }
    /// The selection whose actions are listed (Message+SelectionActions.swift).
    public static func selectionActions(_ message: SelectionActionsMessage) -> Message { .worded(message) }
    /// A Markdown line an import refuses (Message+MarkdownLine.swift).
    public static func markdownLine(_ message: MarkdownLineMessage) -> Message { .worded(message) }
    /// An import refused for a list the store has, or a component never closed (Message+ImportAgain.swift).
    public static func importAgain(_ message: ImportAgainMessage) -> Message { .worded(message) }
    /// Why an import could not read a file, or read it as JSON and found none (Message+FileRead.swift).
    public static func fileRead(_ message: FileReadMessage) -> Message { .worded(message) }
    /// An import refused for its size or its shape (Message+ImportBound.swift).
    public static func importBound(_ message: ImportBoundMessage) -> Message { .worded(message) }
    /// A filter too long to be one (Message+FilterLength.swift).
    public static func filterLength(_ message: FilterLengthMessage) -> Message { .worded(message) }
    /// repeat with the repeat a row has (Message+SameRepeat.swift).
    public static func sameRepeat(_ message: SameRepeatMessage) -> Message { .worded(message) }
    /// A command Ctrl-C stopped (Message+CommandStop.swift).
    public static func commandStop(_ message: CommandStopMessage) -> Message { .worded(message) }
    /// A field the list lacks, with the type its value fits (Message+FieldToAdd.swift).
    public static func fieldToAdd(_ message: FieldToAddMessage) -> Message { .worded(message) }
    /// --store given as libpq's key=value words (Message+StoreKeyValue.swift).
    public static func storeKeyValue(_ message: StoreKeyValueMessage) -> Message { .worded(message) }
    /// A server's schema listo can't work in (Message+ServerSchema.swift).
    public static func serverSchema(_ message: ServerSchemaMessage) -> Message { .worded(message) }
    /// A server that would not open its store, said by the cause (Message+ServerConnection.swift).
    public static func serverConnection(_ message: ServerConnectionMessage) -> Message { .worded(message) }
    /// A store to read from that is not there (Message+StoreNotThere.swift).
    public static func storeNotThere(_ message: StoreNotThereMessage) -> Message { .worded(message) }
    /// A server's role that may only read (Message+ReadOnlyRole.swift).
    public static func readOnlyRole(_ message: ReadOnlyRoleMessage) -> Message { .worded(message) }
    /// No lists in a store that may only be read (Message+ReadOnlyEmpty.swift).
    public static func readOnlyEmpty(_ message: ReadOnlyEmptyMessage) -> Message { .worded(message) }
    /// Swipe actions where the store may only be read (Message+ReadOnlyActions.swift).
    public static func readOnlyActions(_ message: ReadOnlyActionsMessage) -> Message { .worded(message) }
    /// A server away beside an answer that needed nothing of it (Message+StoreAway.swift).
    public static func storeAway(_ message: StoreAwayMessage) -> Message { .worded(message) }
    /// move up or down at the edge of the rows a filter shows (Message+FilterEdge.swift).
    public static func filterEdge(_ message: FilterEdgeMessage) -> Message { .worded(message) }
    /// where in a sidebar with no list (Message+EmptySidebar.swift).
    public static func emptySidebar(_ message: EmptySidebarMessage) -> Message { .worded(message) }
}
