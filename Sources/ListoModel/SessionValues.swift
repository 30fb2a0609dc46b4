/// The unit `next` and `previous` move by, as VoiceOver's rotor.
public enum RotorUnit: String, CaseIterable, Sendable {
    case items, sections, rows, actions, selected, columns
    /// Rows at the focused row's level, under the same parent, skipping what is inside them.
    case level
    /// Rows in a state, such as unread or overdue, named by a state term.
    case state
}

/// SwiftUI's EditMode: transient while a swipe is open on one row.
public enum EditMode: String, Sendable {
    case inactive, transient, active
}

public enum Profile: String, CaseIterable, Sendable {
    case phone, pad, mac

    /// On a phone only single selection works outside edit mode.
    public func allowsSelection(_ mode: SelectionMode, editing: EditMode) -> Bool {
        switch mode {
        case .none: return false
        case .single: return true
        case .multiple: return self != .phone || editing == .active
        }
    }

    /// The selection a list of that mode has here: on a phone outside edit mode a
    /// list that selects several selects one row at a time, as a tap there does, and
    /// several only in edit mode.
    public func selection(_ mode: SelectionMode, editing: EditMode) -> SelectionMode {
        mode == .multiple && !allowsSelection(mode, editing: editing) ? .single : mode
    }
}

public enum Layout: String, CaseIterable, Sendable {
    case compact, regular

    /// The fewest cells a line needs for the columns to coexist, as a size class
    /// turns regular at a width: 80, the width of a standard terminal, where a
    /// sidebar and the content each have about the 40 cells of a Braille line.
    public static let regularWidth = 80

    /// The layout a width gives: regular from `regularWidth` cells on, compact below.
    public init(width: Int) {
        self = width >= Layout.regularWidth ? .regular : .compact
    }
}

/// What the layout command chooses: a layout, or `automatic`, which follows the
/// width there is, as NavigationSplitView collapses into a stack when narrow.
public enum LayoutChoice: String, CaseIterable, Sendable {
    case compact, regular, automatic
}

/// The width an automatic layout follows: the terminal's, read from it at start
/// and on each resize; without a terminal, the width setting; or none known.
public enum LayoutWidth: Hashable, Sendable {
    case terminal(Int)
    case setting(Int)
    case unknown

    /// The layout this width gives; with none known, compact, the default.
    public var layout: Layout {
        switch self {
        case .terminal(let cells), .setting(let cells): return Layout(width: cells)
        case .unknown: return .compact
        }
    }
}

public enum Verbosity: String, CaseIterable, Sendable {
    case low, normal, high
}

/// The split view's columns.
public enum Column: String, CaseIterable, Sendable {
    case sidebar, content, detail
}

public enum ColumnVisibility: String, CaseIterable, Sendable {
    case all, double, detail, automatic
}

/// Where the language spoken came from, said by the language command: a language
/// kept in the store speaks for every later session on it, so that is never silent.
public enum LanguageOrigin: Hashable, Sendable {
    /// Typed with the language command, kept in the store's settings.
    case store
    /// Given with --language.
    case option
    /// The locale: the variable that named it (LC_ALL, LC_MESSAGES or LANG).
    case environment(String)
    /// Nothing chose it: English.
    case fallback
}

/// The language listo speaks and reads commands in.
public enum Language: String, CaseIterable, Sendable {
    case en, es

    /// The language a locale such as es_ES.UTF-8 names: Spanish for es, English otherwise.
    public init(locale: String) {
        self = locale.lowercased().hasPrefix("es") ? .es : .en
    }

    /// The language a person names: its code or its name in either language, under the one name rule (ESPAÑOL is español).
    public init?(named name: String) {
        switch Names.key(name) {
        case "en", "english", "ingles": self = .en
        case "es", "spanish", "español": self = .es
        default: return nil
        }
    }
}

/// How the person wants listo to speak and show its answers, as one value: the
/// session keeps it and the renderer reads it whole.
public struct SessionSettings: Hashable, Sendable {
    public var verbosity: Verbosity = .normal
    /// The language spoken and, beside English, typed.
    public var language: Language = .en
    /// The language last chosen with the language command, kept in the store's settings.
    public var chosenLanguage: Language?
    /// Where `language` came from.
    public var languageOrigin: LanguageOrigin = .fallback
    /// The Braille display's cells a line is wrapped to; nil does not wrap.
    public var width: Int?
    public var profile: Profile = .phone
    /// The layout chosen: one by name, or the one the width gives.
    public var layoutChoice: LayoutChoice = .compact
    /// The terminal's columns, read at start and on each resize; nil when input is not a terminal.
    public var terminalColumns: Int?
    /// The layout in effect, from the choice and, when automatic, the width.
    public var layout: Layout {
        switch layoutChoice {
        case .compact: return .compact
        case .regular: return .regular
        case .automatic: return layoutWidth.layout
        }
    }
    /// The width an automatic layout follows: the terminal's, else the width setting.
    public var layoutWidth: LayoutWidth {
        if let columns = terminalColumns { return .terminal(columns) }
        if let cells = width { return .setting(cells) }
        return .unknown
    }
    /// listo's own voice and cues, kept in the store between runs.
    public var speech = SpeechSettings(stored: [:])
    /// Rows a say-all reads before it stops; nil reads on to the end.
    public var page: Int? = 20
    /// Whether answers go to a Braille display through BRLTTY, kept in the store between runs.
    public var braille = false
    /// How the prompt reads, kept in the store between runs.
    public var prompt: PromptStyle = .plain

    public init() {}
}

/// How the prompt reads. `plain` is the place in words alone, which a screen
/// reader says with nothing after it; `classic` ends in `>`, which espeak-ng and
/// yasr read aloud as "greater than" after every answer; `focus` names the
/// focused row and its place, for a display that follows the cursor.
public enum PromptStyle: String, CaseIterable, Sendable {
    case plain, classic, focus
}
