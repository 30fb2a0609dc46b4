import ListoModel

/// The voices listo speaks in, as Emacspeak's voice lock: the meaning of a line
/// is heard in how it sounds, not only in its words.
public enum Voice: String, CaseIterable, Sendable {
    /// Titles and answers.
    case normal
    /// Section headers and the list's title: a lower pitch.
    case heading
    /// Footers and hints: quicker and softer, easy to talk over.
    case quiet
    /// Refusals: another voice altogether.
    case refusal

    /// How far this voice departs from the person's own rate, pitch and volume.
    public var shift: (rate: Int, pitch: Int, volume: Int) {
        switch self {
        case .normal: return (0, 0, 0)
        case .heading: return (-10, -45, 0)
        case .quiet: return (30, 0, -30)
        case .refusal: return (-5, 20, 0)
        }
    }

    /// Whether this voice uses another speaker than the person's chosen one.
    public var otherSpeaker: Bool { self == .refusal }
}

/// Short sounds that say what happened without words.
public enum Cue: String, CaseIterable, Sendable {
    case top, end, refusal, elsewhere, done, deleted, swipe

    /// The sound icon's name, as the Makefile installs it for speech-dispatcher.
    public var iconName: String { "listo-" + rawValue }

    /// The terminal bell (`--bell`) rings only for these: a boundary and a refusal,
    /// which a Braille display can show as an alert.
    public var rings: Bool { self == .top || self == .end || self == .refusal }
}

/// How one announcement is spoken: its voice, its cue, and whether it must be heard
/// before anything queued behind it.
public struct Delivery: Equatable, Sendable {
    public var voice: Voice
    public var cue: Cue?
    /// At low verbosity, with sounds on, the cue is said instead of the words.
    public var cueReplacesWords: Bool
    public var urgent: Bool

    public init(_ voice: Voice, cue: Cue? = nil, cueReplacesWords: Bool = false, urgent: Bool = false) {
        self.voice = voice
        self.cue = cue
        self.cueReplacesWords = cueReplacesWords
        self.urgent = urgent
    }
}

extension Announcement {
    /// The one table of voices and cues, by announcement case; a new case must
    /// choose here.
    public var delivery: Delivery {
        switch self {
        case .listTitle, .section, .readSection, .sectionCrossed, .sidebarScreen, .column:
            return Delivery(.heading)
        case .footer, .readFooter, .backGoesTo, .placeholder, .detailHolds, .emptyListPlaceholder, .moreToRead, .firstStartHint:
            return Delivery(.quiet)
        case .endOfList:
            return Delivery(.normal, cue: .end, cueReplacesWords: true)
        case .startOfList:
            return Delivery(.normal, cue: .top, cueReplacesWords: true)
        case .edgeOfFilter(let end, _), .edgeOfActions(let end):
            // The filter's name is news a cue cannot carry: the words stay.
            return Delivery(.normal, cue: end ? .end : .top)
        case .endOfRead:
            return Delivery(.normal, cue: .end)
        case .moreCandidates:
            return Delivery(.normal)
        case .levelEnd(let first, _):
            return Delivery(.normal, cue: first ? .top : .end)
        case .refusal:
            return Delivery(.refusal, cue: .refusal, urgent: true)
        case .changedElsewhere:
            return Delivery(.normal, cue: .elsewhere)
        case .reminderDue:
            // A reminder is heard before anything queued: speech-dispatcher's important priority.
            return Delivery(.normal, cue: .elsewhere, urgent: true)
        case .swipeOpened:
            return Delivery(.normal, cue: .swipe)
        case .contentAside(let inner):
            return inner.delivery
        case .changes(let events), .changesInFilter(let events, _):
            return Delivery(.normal, cue: Announcement.cue(for: events))
        case .speechUnavailable, .braille:
            return Delivery(.normal)
        case .page, .noFilter, .editUnchanged, .selectionDropped, .selectionKept, .selectionModeStepped, .selectionUnderFilter, .deselectedUnderFilter, .row, .rowInFull, .rotor, .actionFocused, .actions, .sections, .lists, .whereAmI, .help,
             .commandHelp, .setting, .undid, .redid, .actionsWithdrawn, .selectedAgain, .filterOn, .filterOff, .focusOutOfCollapsed, .selection, .selectionChanged,
             .selectionAll, .selectionAllFiltered, .rowsSelected, .rowsDeselected, .rowsInStateSelected, .rowsInStateDeselected, .swipeClosed, .nothingToCancel, .emptySection, .sidebarItem, .cascade, .leftBehind, .splitStyle,
             .detailSummary, .moveOffered, .readOnlyNotice, .commitLookedUp, .version, .imported, .notKept, .vdirExported, .vdirLeftAlone, .vdirImported, .vdirConflicts, .doneRepeating, .exportedFlat, .exportedActionsLeftOut, .exportedSchedulesLeftOut, .exportedNotesLeftOut, .exportedLeftOut, .history, .recovered, .damaged, .damagedLeftOut, .copied, .undoLimit, .readRow, .helpGroups, .helpGroup, .storeLocation,
             .fields, .searchResults, .agenda, .rotorNamed, .voices, .filterHidesAll, .filteredSections, .hiddenByFilter, .unchanged, .reminders,
             .layoutFollows, .actionsAreCommands, .said:
            return Delivery(.normal)
        }
    }

    /// A deletion sounds as one, whether typed or run by an action; any other action as done.
    static func cue(for events: [Event]) -> Cue? {
        if events.contains(where: {
            switch $0 {
            case .rowsDeleted, .coveredDeleted: return true
            default: return false
            }
        }) { return .deleted }
        if case .actionRan = events.first { return .done }
        return nil
    }
}
